/**
 * The charset a document declares in its own first bytes, for a file read as text: an XML
 * declaration's `encoding` (XML 1.0 §4.3.3: `<?xml version="1.0" encoding="EUC-JP"?>` opens
 * the document) or an HTML `<meta charset>` within the first 1,024 bytes (the HTML standard's
 * prescan, §13.2.3.2). A translated manual page in HTML, a DocBook file or an SVG in
 * EUC-KR, Shift_JIS, KOI8-R or windows-1251 is no UTF-8: read byte by byte, its Hangul or
 * Cyrillic glued to a URL turned into windows-1252 letters of a junk IRI
 * (`…/2004/10/99³â_µå¶ó¸¶…` for `…/99년_드라마…`: 85 records in 357 such files among
 * 52,349 markup files of Debian packages). Such a file is read as its UTF-8 transcoding, as
 * UTF-16 text is (offsets are the transcoding's).
 *
 * Only when the first bytes are not UTF-8 already (a file declared Latin-1 that is UTF-8 is
 * mislabelled, and pure ASCII needs nothing), and only for charsets other than windows-1252:
 * a byte that begins no UTF-8 sequence is read as its windows-1252 character anyway, and so
 * keeps its offset.
 */
import { metaCharset } from "../mail/meta-charset.js";

/** how far the declaration is looked for (HTML §13.2.3.2's prescan) */
export const DECLARATION_BYTES = 1024;

/**
 * how many first bytes decide whether the text is UTF-8 after all (the command's read size:
 * a file's first chunk; a pipe is read that far, or to its end, before the decision)
 */
export const DECIDING_BYTES = 1 << 18;

/** encodings (WHATWG names) that need no transcoding, or give nothing useful */
const NOT_TRANSCODED = new Set(["utf-8", "windows-1252", "utf-16le", "utf-16be", "replacement"]);

/**
 * The decoder for a charset head declares that would have to be transcoded from, else null
 * (no declaration, a charset read as it is, a label no decoder knows).
 */
export function declaredCharset(head: Uint8Array): TextDecoder | null {
  if (!mayDeclare(head)) return null;
  const label = xmlEncoding(head) ?? metaCharset(head);
  if (label === undefined) return null;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    return null; // a label no decoder knows: read as it is
  }
  return NOT_TRANSCODED.has(decoder.encoding) ? null : decoder;
}

/**
 * A decoder for the charset head declares, when the text must be transcoded to be read:
 * else null. head: the input's first bytes, DECIDING_BYTES of them unless the input is
 * shorter (only those are looked at, so that a pipe read in any pieces decides as the file
 * does). Text that reads as UTF-8 — no byte out of place, or more well-formed multi-byte
 * characters than bytes out of place (a converted page that kept its old `<meta>` and one
 * stray windows-1252 byte) — is mislabelled, or ASCII: read as it is.
 */
export function declaredDecoder(head: Uint8Array): TextDecoder | null {
  const decoder = declaredCharset(head);
  if (decoder === null) return null;
  return readsAsUtf8(head.subarray(0, DECIDING_BYTES)) ? null : decoder;
}

/**
 * Enough of a pipe's first bytes to decide: what cannot declare a charset is handed on at once
 * (a log line that opens with "<PRI>" or "<log>" is not held back); a declaration is looked for
 * in the first DECLARATION_BYTES; with one, DECIDING_BYTES are read.
 */
export function decidable(head: Uint8Array): boolean {
  if (head.length >= DECIDING_BYTES || !mayDeclare(head)) return true;
  if (head.length < DECLARATION_BYTES) return false;
  return declaredCharset(head) === null;
}

/**
 * More well-formed multi-byte UTF-8 characters than bytes that begin none (a sequence cut at
 * the end does not count), or none of those
 */
function readsAsUtf8(bytes: Uint8Array): boolean {
  let valid = 0;
  let invalid = 0;
  const n = bytes.length;
  for (let i = 0; i < n; ) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const len =
      b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    let k = 1;
    while (k < len && i + k < n && (bytes[i + k]! & 0xc0) === 0x80) k++;
    if (len > 0 && k === len) {
      valid++;
      i += len;
    } else if (len > 0 && i + k === n) {
      break; // cut at the end
    } else {
      invalid++;
      i++;
    }
  }
  return invalid === 0 || valid > invalid;
}

/** what a document that declares its charset opens with (after blanks), any case */
const OPENINGS = ["<?xml", "<!", "<html", "<head", "<meta"];

/**
 * head may hold a declaration: after blanks it opens with an XML declaration, a doctype or a
 * comment, or an html, head or meta tag — or with a prefix of one of those, so far. Not after
 * a UTF-8 byte order mark: the mark says the charset (HTML §13.2.3.1, XML 1.0 App. F.1).
 */
export function mayDeclare(head: Uint8Array): boolean {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return false;
  let i = 0;
  while (
    i < head.length &&
    (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)
  )
    i++;
  if (i >= head.length) return true;
  return OPENINGS.some((w) => {
    for (let j = 0; j < w.length; j++) {
      if (i + j >= head.length) return true;
      const b = head[i + j]!;
      if ((b >= 0x41 && b <= 0x5a ? b | 0x20 : b) !== w.charCodeAt(j)) return false;
    }
    return true;
  });
}

/**
 * The `encoding` of an XML declaration that opens head (after a UTF-8 byte order mark, if
 * any), lowercased; else undefined. XML 1.0 §2.8: `<?xml` VersionInfo EncodingDecl? … `?>`;
 * EncName is [A-Za-z] ([A-Za-z0-9._] | '-')*.
 */
export function xmlEncoding(head: Uint8Array): string | undefined {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  const open = "<?xml";
  for (let k = 0; k < open.length; k++) if (head[i + k] !== open.charCodeAt(k)) return undefined;
  i += open.length;
  const end = Math.min(head.length, DECLARATION_BYTES);
  for (; i + 8 < end; i++) {
    const b = head[i]!;
    if (b === 0x3f || b === 0x3e) return undefined; // "?>": no EncodingDecl
    if (b !== 0x65 || (head[i - 1] !== 0x20 && head[i - 1] !== 0x09 && head[i - 1] !== 0x0a))
      continue;
    if (!isWord(head, i, "encoding")) continue;
    let v = i + 8;
    while (v < end && (head[v] === 0x20 || head[v] === 0x09 || head[v] === 0x0a)) v++;
    if (head[v] !== 0x3d) return undefined;
    v++;
    while (v < end && (head[v] === 0x20 || head[v] === 0x09 || head[v] === 0x0a)) v++;
    const quote = head[v];
    if (quote !== 0x22 && quote !== 0x27) return undefined;
    let label = "";
    for (v++; v < end && head[v] !== quote && label.length < 40; v++) {
      const c = head[v]!;
      if (!encNameByte(c)) return undefined;
      label += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c | 0x20 : c);
    }
    return head[v] === quote && label !== "" ? label : undefined;
  }
  return undefined;
}

const isWord = (head: Uint8Array, at: number, word: string): boolean => {
  for (let k = 0; k < word.length; k++) if (head[at + k] !== word.charCodeAt(k)) return false;
  return true;
};

/** EncName's characters (XML 1.0 §4.3.3) */
const encNameByte = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) ||
  ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
  c === 0x2e ||
  c === 0x5f ||
  c === 0x2d;
