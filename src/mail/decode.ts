/**
 * Content decoding for text parts: Content-Transfer-Encoding (RFC 2045 §6), charsets
 * (RFC 2046 §4.1.2) and format=flowed (RFC 3676). Done with libraries and built-ins:
 * libqp for quoted-printable, Buffer for base64, TextDecoder (full ICU) for charsets and
 * iconv-lite for those the WHATWG Encoding Standard lacks,
 * libmime for flowed text. Nothing here throws on broken input: it decodes what it can
 * and reports through `warn`.
 */
import { isUtf8 } from "node:buffer";
import { WINDOWS_1252_C1 } from "../extract/chars.js";
import { decodeUtf8OrWindows1252 } from "../extract/found.js";
import { iconvLite, libmime, qpDecode } from "./mail-libraries.js";
import { uudecode } from "./uudecode.js";
import { quoted } from "./warning-value.js";

export type Warn = (message: string) => void;

// RFC 2045 §6.8: the base64 alphabet, "=" padding, and the whitespace a transport may add
const NOT_B64 = /[^A-Za-z0-9+/=\s]/;

/** The last line of base64 text ends on a 4-character group (lines are whole groups). */
function truncatedBase64(s: Buffer): boolean {
  let e = s.length;
  while (e > 0 && s[e - 1]! <= 32) e--;
  if (e === 0) return false;
  let b = e;
  while (b > 0 && s[b - 1]! > 32) b--;
  return (e - b) % 4 !== 0;
}

/**
 * Undo the Content-Transfer-Encoding. Returns null for an encoding this reader does not
 * know (RFC 2045 §6.4: such a body is to be treated as application/octet-stream).
 * `warn` null: nobody listens, and the checks that only lead to a warning are skipped.
 */
export function decodeTransfer(body: Buffer, cte: string, warn: Warn | null): Buffer | null {
  switch (cte) {
    case "":
    case "7bit":
    case "8bit":
    case "binary":
      return body;
    case "quoted-printable":
      // RFC 2045 §6.7: "=" CRLF is a soft line break, "=XX" an octet
      return decodeQuotedPrintable(body);
    case "base64":
      return decodeBase64(body, warn);
    // uuencode, which mailers wrote before MIME and some still name here (Python's email
    // package decodes these four names too)
    case "x-uuencode":
    case "uuencode":
    case "x-uue":
    case "uue":
      return uudecode(body);
    // what writers put for "7bit" and "8bit"
    case "7-bit":
    case "8-bit":
      return body;
    default:
      warn?.(`unknown Content-Transfer-Encoding ${quoted(cte)}: part skipped`);
      return null;
  }
}

/**
 * A Content-Transfer-Encoding field's value as the token it names: lowercase, without the
 * comments, quotes, blanks and a stray ";" that writers leave around it (RFC 2045 §6.1: the
 * field is structured, so RFC 822 comments may appear in it): `base64 (text)`, `"base64"`,
 * `base64;` all name base64.
 */
export function transferEncodingName(value: string | undefined): string {
  if (value === undefined) return "";
  let out = "";
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === "\\" && depth > 0) i++;
    else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && ch !== '"' && ch !== ";" && ch !== " " && ch !== "\t") out += ch;
  }
  return out.toLowerCase();
}

/**
 * base64 bodies longer than this are decoded slice by slice (decodeBase64): each slice's
 * latin1 string is small enough to die young (a string of a megabyte or more is held
 * outside the heap, and V8 collects those only once tens of megabytes have piled up)
 */
const B64_SLICE = 1 << 16;

/** the bytes Node's base64 decoder reads as digits (RFC 4648's two alphabets) */
const B64_DIGIT = new Uint8Array(256);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_")
  B64_DIGIT[c.charCodeAt(0)] = 1;

/**
 * Base64 decoded with Buffer (it skips what is not a digit and stops at the first "="),
 * a long body in slices cut after a line feed once the digits before it make whole groups
 * of four: each slice then decodes to the bytes the whole would, and no string of the
 * whole body is made (a 60 MB part held one beside its bytes).
 */
export function decodeBase64(body: Buffer, warn: Warn | null, slice = B64_SLICE): Buffer {
  // RFC 2045 §6.8: "=" pads the data's end, and "may be taken as evidence that the end of
  // the data has been reached" — but a body made of pieces encoded one by one, each padded,
  // goes on after it, and mail clients (Thunderbird, mutt) decode the rest: so is it here,
  // piece by piece, while what follows a padding is lines of base64 (Node's decoder stops
  // at the first "="). A footer after the data ("-- " LF "list footer …?a=b") is no piece
  let next = paddedPieceEnd(body, 0);
  if (next < 0) return decodeBase64Piece(body, warn, slice);
  warn?.("base64: data after padding (pieces encoded one by one) decoded too");
  // (the bytes decoded are never more than 3 for 4 digits: one buffer for them all)
  const out = Buffer.allocUnsafe(Math.ceil(body.length / 4) * 3 + 3);
  let len = decodeBase64Piece(body.subarray(0, next), warn, slice).copy(out, 0);
  for (let from = next; from >= 0; from = next) {
    next = paddedPieceEnd(body, from);
    const piece = body.subarray(from, next < 0 ? body.length : next);
    len +=
      piece.length <= 64
        ? out.write(piece.toString("latin1"), len, "base64")
        : decodeBase64Piece(piece, null, slice).copy(out, len);
  }
  return out.subarray(0, len);
}

/** a blank or a line end between base64's digits */
const BLANK_OR_EOL = new Uint8Array(256);
for (const b of [0x20, 0x09, 0x0d, 0x0a]) BLANK_OR_EOL[b] = 1;

/** a byte of a line of base64: RFC 2045's alphabet and "=" */
const B64_LINE = new Uint8Array(256);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=")
  B64_LINE[c.charCodeAt(0)] = 1;

/**
 * Where the next piece starts after the first padding at or after `from`, -1 when none
 * does: the padding ends a run of base64 digits and another run follows on its line (pieces
 * glued, "QQ==QkI="), or it ends its line and the next line that is not blank is one of
 * base64 only. Reads forward from `from` line by line, stopping at the first line that is
 * not all base64 (the decoder stops there as before): each byte is read once per piece.
 */
function paddedPieceEnd(body: Buffer, from: number): number {
  const n = body.length;
  let k = from;
  for (;;) {
    // digits up to a padding, over line ends and blanks (RFC 2045 §6.8: characters outside
    // the alphabet are ignored), or a byte of no base64 line
    while (
      k < n &&
      ((B64_LINE[body[k]!] === 1 && body[k] !== 0x3d) || BLANK_OR_EOL[body[k]!] === 1)
    )
      k++;
    if (k >= n || body[k] !== 0x3d) return -1; // not base64: the decoder's business, as before
    while (k < n && body[k] === 0x3d) k++;
    while (k < n && (body[k] === 0x20 || body[k] === 0x09 || body[k] === 0x0d)) k++;
    if (k >= n) return -1;
    // pieces glued on one line ("QQ==QkI=", "QQ== QkI=")
    if (B64_LINE[body[k]!] === 1) return k;
    if (body[k] !== 0x0a) return -1;
    // the padding ends its line: the next line that is not blank starts the next piece when
    // it is one of base64 only (blanks at its end aside)
    let j = k + 1;
    while (j < n && BLANK_OR_EOL[body[j]!] === 1) j++;
    if (j >= n) return -1;
    let e = j;
    while (e < n && B64_LINE[body[e]!] === 1) e++;
    const digits = e - j;
    while (e < n && (body[e] === 0x20 || body[e] === 0x09)) e++;
    if (e < n && body[e] !== 0x0a && body[e] !== 0x0d) return -1;
    return digits >= 4 ? j : -1;
  }
}

/** one piece of base64, up to and with its padding */
function decodeBase64Piece(body: Buffer, warn: Warn | null, slice: number): Buffer {
  // RFC 2045 §6.8: characters outside the alphabet are ignored; report them (the check
  // takes longer than the decoding: only when a warning can be heard)
  const str = body.length <= slice ? body.toString("latin1") : null;
  if (warn) {
    if (str !== null ? NOT_B64.test(str) : outsideBase64(body))
      warn("bad base64: characters outside the alphabet ignored");
    else if (truncatedBase64(body)) warn("bad base64: truncated input");
  }
  if (str !== null) return Buffer.from(str, "base64");
  const out = Buffer.allocUnsafe(Math.ceil(body.length / 4) * 3);
  let len = 0;
  let from = 0;
  let digits = 0;
  let to = body.length;
  for (let i = 0; i < body.length; i++) {
    const b = body[i]!;
    if (B64_DIGIT[b] === 1) digits++;
    else if (b === 0x3d) {
      // the decoder stops at it: the slice it ends is the last
      to = i + 1;
      break;
    } else if (b === 0x0a && (digits & 3) === 0 && i + 1 - from >= slice) {
      len += out.write(body.toString("latin1", from, i + 1), len, "base64");
      from = i + 1;
    }
  }
  len += out.write(body.toString("latin1", from, to), len, "base64");
  return out.subarray(0, len);
}

/** NOT_B64 over bytes: a byte that is not a digit of RFC 2045's alphabet, "=" or a blank */
function outsideBase64(body: Buffer): boolean {
  for (let i = 0; i < body.length; i++) {
    const b = body[i]!;
    if (b === 0x2d || b === 0x5f) return true;
    if (B64_DIGIT[b] === 1 || b === 0x3d) continue;
    // JavaScript's \s among latin1 characters: TAB LF VT FF CR, space and NO-BREAK SPACE
    if ((b >= 9 && b <= 13) || b === 0x20 || b === 0xa0) continue;
    return true;
  }
  return false;
}

/**
 * bodies longer than this are decoded slice by slice: libqp reads its input as a string and
 * rewrites it twice with regular expressions, three strings of the body's size (a 60 MB
 * part peaked at ~400 MB)
 */
const QP_SLICE = 1 << 20;

/**
 * Quoted-printable decoded with libqp, a long body in slices cut right after a line feed.
 * libqp drops the blanks before a line end, then the soft line breaks ("=" CRLF, RFC 2045
 * §6.7), then decodes the "=XX" octets: an octet may span a soft break (`=A=` CRLF `A` is
 * one byte, "=AA"). A cut is made after a hard line break, or after a soft one whose line
 * ends in two characters that are not "=" (no octet starts in them); the slices then decode
 * to the bytes the whole would. A decoded slice is never longer than it was.
 */
export function decodeQuotedPrintable(body: Buffer, slice = QP_SLICE): Buffer {
  if (body.length <= slice) return qpDecode(body);
  const out = Buffer.allocUnsafe(body.length);
  let len = 0;
  for (let from = 0; from < body.length; ) {
    let lf = from + slice < body.length ? body.indexOf(10, from + slice) : -1;
    while (lf >= 0 && !cutAfter(body, lf)) lf = body.indexOf(10, lf + 1);
    const to = lf < 0 ? body.length : lf + 1;
    len += qpDecode(body.subarray(from, to)).copy(out, len);
    from = to;
  }
  return out.subarray(0, len);
}

/** Quoted-printable may be cut after the line feed at `lf` (decodeQuotedPrintable). */
function cutAfter(body: Buffer, lf: number): boolean {
  // a soft line break as libqp reads it: "=", blanks, at most one CR, blanks
  let i = lf - 1;
  while (i >= 0 && (body[i] === 0x20 || body[i] === 0x09)) i--;
  if (i >= 0 && body[i] === 0x0d) i--;
  while (i >= 0 && (body[i] === 0x20 || body[i] === 0x09)) i--;
  if (i < 0 || body[i] !== 0x3d) return true;
  // the two characters it joins to the next line: no "=" (an octet's start), and both on
  // this line (a shorter line joins what came before it)
  const a = body[i - 1];
  const b = body[i - 2];
  return i >= 2 && a !== 0x3d && a !== 0x0a && b !== 0x3d && b !== 0x0a;
}

/**
 * iconv-lite's encodings that are no charset of text: a part labelled so is mislabelled,
 * and decoding it so would turn its text into hex digits or base64 (read as windows-1252
 * with a warning instead)
 */
const NOT_CHARSETS = new Set(["base64", "hex", "binary", "ucs2", "cesu8", "internal"]);

/** bytes in one charset to a string */
type CharsetDecoder = (bytes: Buffer) => string;

const decoders = new Map<string, CharsetDecoder | null>();

// Node 20's TextDecoder decodes the windows-1252 labels (which include latin1 and
// iso-8859-1) as ISO-8859-1, leaving C1 controls where smart quotes and dashes belong; they
// are mapped here (WHATWG Encoding, index-windows-1252).
function fixCp1252(s: string): string {
  return s.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]!);
}

function decodeWith(d: TextDecoder, bytes: Buffer): string {
  const s = d.decode(bytes);
  return d.encoding === "windows-1252" ? fixCp1252(s) : s;
}

/**
 * RFC 2978 §2.3: a charset name is at most 40 characters; a longer label is none (and no
 * TextDecoder or iconv-lite lookup is spent on it: a label of a megabyte took tens of
 * milliseconds, and the map kept it — session 53's sweep)
 */
const MAX_LABEL = 40;
/** labels looked up and remembered, at most (an archive may name a new one in every message) */
const MAX_DECODERS = 256;

function decoderFor(label: string): CharsetDecoder | null {
  let d = decoders.get(label);
  if (d !== undefined) return d;
  if (label.length > MAX_LABEL) return null;
  if (decoders.size >= MAX_DECODERS) decoders.clear();
  // an unknown label costs an exception from each lookup, and an exception's stack trace
  // most of its time: none is taken here (a new unknown label in every message of an archive
  // read 0.3 MB/s — session 53's sweep)
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    d = lookUp(label);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  decoders.set(label, d);
  return d;
}

/** decoderFor's lookup: TextDecoder, then iconv-lite, by the label or libmime's name for it */
function lookUp(label: string): CharsetDecoder | null {
  let d: CharsetDecoder | null = null;
  const normal = libmime().normalizeCharset(label).toLowerCase();
  const candidates = normal === label ? [label] : [label, normal];
  for (const candidate of candidates) {
    try {
      const td = new TextDecoder(candidate);
      d = (bytes) => decodeWith(td, bytes);
      break;
    } catch {
      // unknown to the WHATWG Encoding Standard (and "replacement" labels throw too)
    }
  }
  if (d === null) {
    // … then iconv-lite's: "utf-7" (a mail of every "<" written "+ADw-"), "cp932",
    // "ibm852", "iso-8859-16"
    const iconv = iconvLite();
    const known = candidates.find(
      (c) => c !== "" && !NOT_CHARSETS.has(c.replace(/[^a-z0-9]/g, "")) && iconv.encodingExists(c),
    );
    if (known !== undefined) d = (bytes) => iconv.decode(bytes, known);
  }
  return d;
}

/**
 * Labels whose bytes the extractor reads as they are. It reads UTF-8, and a byte that is not
 * UTF-8 alone as its windows-1252 character (extract/chars.ts decodeCharAt): the 8-bit bytes
 * that break a US-ASCII label or none (RFC 2046 §4.1.2: the default) — old mail in Latin-1,
 * or one stray byte in UTF-8 text — read so, with their offsets exact.
 */
const UTF8_LIKE = new Set(["", "utf-8", "utf8", "us-ascii", "ascii", "unicode-1-1-utf-8"]);

/**
 * Bytes in the part's charset to text the extractor can read: UTF-8 and US-ASCII bytes are
 * passed through untouched (no copy), every other charset is decoded to a string. An unknown
 * label falls back to UTF-8 when the bytes are valid UTF-8, else to windows-1252, with a warning.
 */
export function decodeCharset(
  bytes: Buffer,
  charset: string | undefined,
  warn: Warn | null,
): Buffer | string {
  const label = (charset ?? "").trim().toLowerCase();
  if (UTF8_LIKE.has(label)) return bytes;
  const d = decoderFor(label);
  if (d) return d(bytes);
  if (isUtf8(bytes)) {
    warn?.(`unknown charset ${quoted(label)}: read as utf-8`);
    return bytes;
  }
  warn?.(`unknown charset ${quoted(label)}: read as windows-1252`);
  return decoderFor("windows-1252")!(bytes);
}

/** The decoded text as a string (for HTML and flowed text). */
export function asString(text: Buffer | string): string {
  return typeof text === "string" ? text : decodeUtf8OrWindows1252(text, 0, text.length);
}

/**
 * RFC 3676 §4.2: a line ending in a space is a soft break; the paragraph is joined, quote
 * markers of continuation lines dropped (§4.5), space-stuffing removed (§4.4), and with
 * DelSp=yes the space before the break deleted too (§4.1). libmime does it — except that
 * with DelSp=yes it keeps the stuffing space of an unquoted continuation line, which §4.4
 * deletes on every line ("if the first character of a line is a space, it is logically
 * deleted"): `…/a/b \r\n c/d` is `…/a/bc/d`. That space is removed here first.
 */
export function decodeFlowed(text: string, delSp: boolean): string {
  return libmime().decodeFlowed(delSp ? unstuffContinuations(text) : text, delSp);
}

/**
 * Delete the first space of each unquoted line that continues a flowed unquoted line (one
 * ending in a space that is not the signature separator "-- "). One pass over the lines.
 */
function unstuffContinuations(text: string): string {
  if (text.indexOf(" \n") < 0 && text.indexOf(" \r\n") < 0) return text;
  const lines = text.split("\n");
  let prevFlowed = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const cr = line.endsWith("\r");
    if (cr) line = line.slice(0, -1);
    if (prevFlowed && line.charCodeAt(0) === 0x20) {
      line = line.slice(1);
      lines[i] = cr ? `${line}\r` : line;
    }
    prevFlowed = line.charCodeAt(0) !== 0x3e && line.endsWith(" ") && line !== "-- ";
  }
  return lines.join("\n");
}

/** U+2028 and U+2029 as UTF-8: line terminators to a multiline `^`, unlike their bytes */
const LINE_SEPARATOR = Buffer.from("\u2028", "utf8");
const PARAGRAPH_SEPARATOR = Buffer.from("\u2029", "utf8");

/**
 * decodeFlowed for decoded text. Valid UTF-8 goes to libmime as its latin1 view (one
 * character per byte) and comes back as bytes: libmime cuts and joins lines at CR, LF,
 * space and ">" only, so the result read as latin1 is the UTF-8 of the decoded text — no
 * UTF-16 copy either way. Text with U+2028 or U+2029 (where its `^` matches) is decoded
 * as a string.
 */
export function decodeFlowedText(text: Buffer | string, delSp: boolean): Buffer | string {
  if (
    typeof text !== "string" &&
    isUtf8(text) &&
    text.indexOf(LINE_SEPARATOR) < 0 &&
    text.indexOf(PARAGRAPH_SEPARATOR) < 0
  ) {
    return Buffer.from(decodeFlowed(text.toString("latin1"), delSp), "latin1");
  }
  return decodeFlowed(asString(text), delSp);
}

/** RFC 2047 encoded words in an unstructured header (Subject). */
export function decodeWords(value: string): string {
  try {
    return libmime().decodeWords(value);
  } catch {
    return value;
  }
}
