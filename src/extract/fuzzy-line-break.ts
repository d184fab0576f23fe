/**
 * A schemeless name broken across a line break (fuzzy.ts): the piece of a host name or an
 * e-mail address that ends the line before the one where linkify-it's match starts.
 * 2396bis App. E: a URI in text may be broken across lines, and a hyphen at the break "may
 * or may not actually be part of the URI". RFC text breaks names after their own hyphens —
 * "such as good-" LF "a.test.example.com", "(tuexen@fh-" LF "muenster.de)", "A.ROOT-" LF
 * "SERVERS.NET" (RFC corpus: 23 such matches) — and the second piece alone is another name,
 * often a real host ("muenster.de"). A mail reader's `<greenfie@gauss.` LF `rutgers.edu>`
 * is one address, wherever the break (App. E: whitespace inside `<…>` is the text's, not
 * the URI's), and
 * iCalendar's folded `mailto:jdoe@` LF `example.com` leaves no link of its own.
 */

import {
  C_ALPHA,
  CLASS,
  decodeCharAt,
  decodeCharBefore,
  hostCodePoint,
  isAsciiAlnum,
  noSpaceScript,
  utf8,
} from "./chars.js";
import { isRegisteredScheme } from "./scheme-registry.js";

/** no name piece ends the line before: the match stands alone */
export const HEAD_NONE = -1;
/**
 * the line before ends in a piece of a URI (`mailto:jdoe@`, `sip:x@`, `http://user@`) or of
 * a path (`tests/system-`): the match goes on with it, no link
 */
export const HEAD_PIECE = -2;

/** the longest piece on one line: a domain name's 253 octets (RFC 1035 §2.3.4) and more */
const MAX_HEAD = 320;
/** the longest indentation and quote markers before a line's text */
const MAX_INDENT = 48;
/** at most this many lines before the match's (a name broken more than once) */
export const MAX_PIECES = 6;
/** how far before the match the pieces may reach, all lines together */
export const MAX_REACH = 640;
/** how far back the start of the first piece's line is looked for (its quote markers) */
export const MAX_LINE_BACK = 512;

/** The pieces `headBefore` found, in the text's order, and what they hold. */
export const brokenHead = {
  /** each piece's global [start, end): it ends with its line, before the break */
  starts: [] as number[],
  ends: [] as number[],
  /** which pieces end in a hyphen that may or may not be the name's */
  hyphens: [] as boolean[],
  /** an "@" in a piece: the name is an address broken in its domain */
  address: false,
  /** a piece ends in a letter or digit (inside "<…>"): the break may be between two names */
  inWord: false,
  /** the global start of the first piece's line (-1: not within MAX_LINE_BACK) */
  lineStart: -1,
};

/** A local part's character besides letters and digits (RFC 5322 atext, as text writes it). */
function isLocalMark(b: number): boolean {
  return b === 0x2e || b === 0x2d || b === 0x5f || b === 0x2b || b === 0x25;
}

/** what may stand right before a piece: a blank, a line's start, or an opener */
function isPieceBoundary(b: number): boolean {
  return (
    b === 0x20 ||
    b === 0x09 ||
    b === 0x0a ||
    b === 0x3e ||
    b === 0x28 ||
    b === 0x5b ||
    b === 0x3c ||
    b === 0x22 ||
    b === 0x27
  );
}

/** the character at buf[i] (≥ 0x80, before `e`) is a letter: a name may start with it */
function letterAt(buf: Uint8Array, i: number, e: number): boolean {
  decodeCharAt(buf, i, e, true);
  return /^\p{L}$/u.test(String.fromCodePoint(utf8.cp));
}

/** the character that ends at buf[e - 1] (≥ 0x80, none before `lo`) may be a name's */
function nameCharBefore(buf: Uint8Array, e: number, lo: number): boolean {
  decodeCharBefore(buf, e, lo);
  return hostCodePoint(utf8.cp) && !noSpaceScript(utf8.cp);
}

/**
 * The last label of buf[h, e) is an IDNA A-label's start: "xn--" and what follows (RFC 5890
 * §2.3.2.1; "xn--" LF "espaol-zwa.com", "xn----" LF "dqo34k.com")
 */
function lastLabelIsAce(buf: Uint8Array, h: number, e: number): boolean {
  let x = e;
  while (x > h && buf[x - 1] !== 0x2e) x--;
  return (
    e - x >= 4 &&
    (buf[x]! | 0x20) === 0x78 &&
    (buf[x + 1]! | 0x20) === 0x6e &&
    buf[x + 2] === 0x2d &&
    buf[x + 3] === 0x2d
  );
}

/** the word that ends at buf[c] (a ":") is a registered scheme ("mailto", "sip", "xmpp") */
function schemeBefore(buf: Uint8Array, c: number, limit: number): boolean {
  let k = c;
  while (
    k > limit &&
    c - k < 32 &&
    (isAsciiAlnum(buf[k - 1]!) || buf[k - 1] === 0x2b || buf[k - 1] === 0x2d || buf[k - 1] === 0x2e)
  )
    k--;
  if (k === c || !(CLASS[buf[k]!]! & C_ALPHA)) return false;
  return isRegisteredScheme(String.fromCharCode(...buf.subarray(k, c)).toLowerCase());
}

/** what `pieceBefore` found besides the piece's start */
const piece = {
  end: 0,
  last: 0,
  at: false,
  before: 0,
  depth: 0,
  ofUri: false,
  /** the piece ends with a U+2010 hyphenation, left out of it (piece.end is before it) */
  hyphenation: false,
};

/**
 * The piece of a name that ends the line before the one whose text starts at buf[first],
 * after that line's indentation and quote markers (their count in `piece.depth`): the
 * piece's start or HEAD_NONE; `piece.ofUri` when it is a piece of a scheme'd URI. `local`:
 * what is read is a local part (an "@" follows). Reads no byte before `limit` but the one
 * before the piece.
 */
function pieceBefore(buf: Uint8Array, first: number, local: boolean, limit: number): number {
  let k = first - 1;
  let depth = 0;
  const stop = Math.max(limit, k - MAX_INDENT);
  while (k >= stop && (buf[k] === 0x20 || buf[k] === 0x09 || buf[k] === 0x3e)) {
    if (buf[k] === 0x3e) depth++;
    k--;
  }
  if (k < limit || buf[k] !== 0x0a) return HEAD_NONE;
  piece.depth = depth;
  let e = k;
  if (e > limit && buf[e - 1] === 0x0d) e--;
  // a word that groff hyphenated at the line's end with U+2010 HYPHEN (RULES.md "Man pages
  // formatted for a UTF-8 terminal"): the name goes on without it, "<netdev@vger.ker‐" LF
  // "nel.org>", "\"ex‐" LF "ample.org\"" — a break like a hyphen's, the hyphen no name's
  piece.hyphenation = false;
  if (
    e - 4 >= limit &&
    buf[e - 1] === 0x90 &&
    buf[e - 2] === 0x80 &&
    buf[e - 3] === 0xe2 &&
    isAsciiAlnum(buf[e - 4]!)
  ) {
    e -= 3;
    piece.hyphenation = true;
  }
  if (e <= limit) return HEAD_NONE;
  const last = buf[e - 1]!;
  // (a letter or a digit: a name broken anywhere, read inside "<…>" only — headBefore)
  const inName = isAsciiAlnum(last);
  if (!inName && last !== 0x2d && last !== 0x40 && last !== 0x2e) return HEAD_NONE;
  if (last === 0x40 && local) return HEAD_NONE;
  // the piece: a name's letters, digits, "-" and "." — with one "@", a local part before it.
  // A domain's labels are checked as they are read: none empty, none opening or ending with
  // "-", none over 63 bytes (RFC 1034 §3.5, RFC 1035 §2.3.4)
  let h = e - 1;
  let at = last === 0x40;
  let inLocal = local || at;
  let prev = last;
  let label = last === 0x2e || at ? 0 : 1;
  // the piece ends at a non-ASCII character that is no part of a name
  let nonAsciiBefore = false;
  const floor = Math.max(limit, e - MAX_HEAD);
  while (h > floor) {
    const b = buf[h - 1]!;
    if (b >= 0x80) {
      // a non-ASCII letter, mark or digit of an internationalized local part or domain
      // label (RFC 6531 §3.3, RFC 5892 §2.1): "josé@exam-" LF "ple.com",
      // "jose@bücher-" LF "laden.de". Other characters end the piece ("«jose@exam-"), and
      // so does the text of a script written without spaces, which the linker reads apart
      // from a name glued to it ("请联系jose@exam-": fuzzy-view.ts)
      decodeCharBefore(buf, h, floor);
      // a byte of a character whose start the look-back's floor may have cut off (the input
      // starts at 0): read as a longer name's, as an ASCII one. (Elsewhere a byte that
      // begins no UTF-8 sequence is read alone, as windows-1252.)
      if (utf8.len === 1 && (b & 0xc0) === 0x80 && floor > 0 && h - 4 < floor) break;
      if (!hostCodePoint(utf8.cp) || noSpaceScript(utf8.cp)) {
        nonAsciiBefore = true;
        break;
      }
      if (!inLocal) label += utf8.len;
      prev = b;
      h -= utf8.len;
      continue;
    }
    if (inLocal) {
      if (!(isAsciiAlnum(b) || isLocalMark(b))) break;
    } else if (isAsciiAlnum(b)) label++;
    else if (b === 0x2d) {
      if (prev === 0x2e) return HEAD_NONE;
      label++;
    } else if (b === 0x2e) {
      if (prev === 0x2e || prev === 0x2d || label > 63) return HEAD_NONE;
      label = 0;
    } else if (b === 0x40) {
      if (prev === 0x2e || prev === 0x2d || label > 63) return HEAD_NONE;
      at = true;
      inLocal = true;
    } else break;
    prev = b;
    h--;
  }
  if (!inLocal && label > 63) return HEAD_NONE;
  const before = h > 0 ? buf[h - 1]! : 0x0a;
  piece.ofUri = false;
  // (a non-ASCII character before the piece that is no name's: a quotation mark or a space,
  // "«jose@exam-" LF "ple.com»", or CJK text)
  if (!isPieceBoundary(before) && !nonAsciiBefore) {
    // an address's piece, or a local part's before an address, after a label's or a key's
    // ":" or "=", or a list's "," or ";" ("To:jdoe@", "user=sales@", "a@b.org,jdoe@",
    // "rfc822;customer-" LF "support@…") — after a registered scheme's ":" it is the piece
    // of a scheme'd URI ("…:mailto:jdoe@" LF " example.com", iCalendar's folding;
    // "sip:recorder@" LF "example.com"); after anything else, the piece of a URI's userinfo
    // ("http://user@" LF "example.com") or of a path ("tests/system-" LF "override-curves.sh"):
    // no link
    const listed = before === 0x3a || before === 0x3d || before === 0x2c || before === 0x3b;
    if ((at || local) && listed) piece.ofUri = before === 0x3a && schemeBefore(buf, h - 1, limit);
    else if (at || before === 0x2f) piece.ofUri = true;
    else return HEAD_NONE;
  }
  // a name starts with a letter or digit, and its last label ends with one before the break
  // (or inside an A-label's "xn--": "shishi.xn--" LF "55qx5d.cn")
  if (!isAsciiAlnum(buf[h]!) && buf[h]! < 0x80) return HEAD_NONE;
  // a name starts with no combining mark or non-ASCII digit ("\u0301jose@", "²jose@"): a
  // piece of something else, as a piece glued to other text
  if (!inName) {
    if (e - 1 === h) return HEAD_NONE;
    const bl = buf[e - 2]!;
    // (a non-ASCII letter or digit before it: "jose@exé-" LF "ple.com")
    const nameChar = isAsciiAlnum(bl) || (bl >= 0x80 && nameCharBefore(buf, e - 1, h));
    if (last === 0x40) {
      // "jdoe@" LF "example.com": the local part before the domain's line
      if (!(nameChar || isLocalMark(bl))) return HEAD_NONE;
    } else if (!nameChar && !(last === 0x2d && lastLabelIsAce(buf, h, e))) {
      return HEAD_NONE;
    }
  }
  piece.end = e;
  piece.last = last;
  piece.at = at;
  piece.before = before;
  if (buf[h]! >= 0x80 && !letterAt(buf, h, e)) piece.ofUri = true;
  return h;
}

/** the start of each piece's line, as lineDepthAt found it (headBefore's scratch) */
const pieceLines: number[] = [];

/** where lineDepthAt found the line's start (a buffer index; -1: not found) */
const lineOf = { start: 0 };

/**
 * The quote markers before buf[h] on its line when only indentation and markers are there
 * (the piece opens its line: -1 - their count), else their count at the line's start, or
 * -1000 when that start is not within MAX_LINE_BACK bytes
 */
function lineDepthAt(buf: Uint8Array, h: number, limit: number): number {
  let k = h - 1;
  let d = 0;
  while (k >= limit && (buf[k] === 0x20 || buf[k] === 0x09 || buf[k] === 0x3e)) {
    if (buf[k] === 0x3e) d++;
    k--;
  }
  lineOf.start = k + 1;
  if (k < 0 || buf[k] === 0x0a) return -1 - d;
  const back = Math.max(0, h - MAX_LINE_BACK);
  while (k >= back && buf[k] !== 0x0a) k--;
  lineOf.start = k + 1;
  if (k >= 0 && k < back) {
    lineOf.start = -1;
    return -1000;
  }
  d = 0;
  for (let j = k + 1; j < h; j++) {
    const b = buf[j]!;
    if (b === 0x3e) d++;
    else if (b !== 0x20 && b !== 0x09) break;
  }
  return d;
}

/**
 * The start of the name's pieces that end the lines before a fuzzy match: `start` is the
 * match's first byte, `end` its end, `address` whether it is an address; buf[0, n) holds
 * the bytes from global offset `base`, at least MAX_REACH + MAX_LINE_BACK bytes before the
 * match (HISTORY, text-scanner.ts). A piece after a hyphen or "@" joins; so does one after
 * "." or inside a word when the pieces start right after "<" and the match ends before ">".
 * HEAD_NONE when no piece joins; HEAD_PIECE when the line before ends in a piece of a URI
 * or a path (pieceBefore). Sets `brokenHead`. Bounded: reads at most MAX_REACH +
 * MAX_LINE_BACK bytes.
 */
export function headBefore(
  buf: Uint8Array,
  base: number,
  n: number,
  start: number,
  end: number,
  address: boolean,
): number {
  const hs = brokenHead.starts;
  const he = brokenHead.ends;
  const hy = brokenHead.hyphens;
  hs.length = 0;
  he.length = 0;
  hy.length = 0;
  pieceLines.length = 0;
  const limit = Math.max(0, start - base - MAX_REACH);
  const closed = end - base < n && buf[end - base] === 0x3e;
  let first = start - base;
  let local = address;
  let depth = -1;
  // pieces after a hyphen or "@" only, from the match back (what joins without "<…>")
  let strict = 0;
  let bracketed = false;
  // how many pieces back the one with "@" is (0: none)
  let atPieces = 0;
  // the same for the piece that ends inside a word
  let wordAt = 0;
  for (let i = 0; i < MAX_PIECES; i++) {
    const h = pieceBefore(buf, first, local, limit);
    if (h < 0) break;
    if (depth < 0) depth = piece.depth;
    const d = lineDepthAt(buf, h, limit);
    // the same quote markers on the piece's line: a reply's text goes on, not another's
    // (a line start too far back to see: only when the match's line has no markers)
    if (d === -1000 ? depth !== 0 : (d < 0 ? -1 - d : d) !== depth) break;
    const loose = !piece.hyphenation && (piece.last === 0x2e || isAsciiAlnum(piece.last));
    if (loose && !closed) break;
    if (piece.ofUri) return HEAD_PIECE;
    hs.push(base + h);
    he.push(base + piece.end);
    pieceLines.push(lineOf.start);
    hy.push(piece.last === 0x2d);
    if (piece.at) atPieces = hs.length;
    if (isAsciiAlnum(piece.last) && !piece.hyphenation) wordAt = hs.length;
    if (!loose && strict === i) strict++;
    local ||= piece.at;
    if (piece.before === 0x3c) bracketed = closed;
    // a piece that opens its line may go on the line before
    if (d >= 0 || d === -1000) break;
    first = h;
  }
  // "." ends sentences and a word ends at a blank: only inside "<…>" does a name go on after
  // them on the next line (App. E: the brackets' whitespace is the text's)
  const count = bracketed ? hs.length : strict;
  if (count === 0) return HEAD_NONE;
  const line = pieceLines[count - 1]!;
  brokenHead.lineStart = line < 0 ? -1 : base + line;
  hs.length = count;
  he.length = count;
  hy.length = count;
  hs.reverse();
  he.reverse();
  hy.reverse();
  brokenHead.address = atPieces > 0 && atPieces <= count;
  brokenHead.inWord = wordAt > 0 && wordAt <= count;
  return hs[0]!;
}

/** how far back `continuedWordBefore` reads the word before a line continuation */
const MAX_CONTINUED_WORD = 256;

/**
 * The match that starts at global `start` opens its line (no indentation) and the line
 * before ends in a shell's line continuation glued to a name's piece: "\" (POSIX sh §2.2.1:
 * backslash-newline is removed, the word goes on) or troff's "\e" (groff(7): prints a
 * backslash) right after a name's letter, digit, "-", ".", "_" or "@" in a word that holds a
 * "." or "@". gcloud's man pages break a quoted address so, `"my\-account@example.iam.gserviceac\e`
 * LF `count.com"`: "count.com" is the address's tail, no name of its own. Not after a
 * separator (gcloud's lists, `--users=foo@example.com,\e` LF `test\-acct@…`: the next item),
 * an escaped backslash ("\\", LaTeX's line break), nor after a word with no "." or "@"
 * (Markdown's hard break, `see\` LF `example.com`, CommonMark §6.7). Reads at most MAX_CONTINUED_WORD bytes back; buf[0, …)
 * holds the bytes from global `base` (HISTORY bytes before the segment)
 */
export function continuedWordBefore(buf: Uint8Array, base: number, start: number): boolean {
  let k = start - base - 1;
  if (k < 1 || buf[k] !== 0x0a) return false;
  k--;
  if (buf[k] === 0x0d) k--;
  const troff = k >= 1 && buf[k] === 0x65 && buf[k - 1] === 0x5c;
  if (troff) k--;
  if (k < 1 || buf[k] !== 0x5c || !isNameByte(buf[k - 1]!)) return false;
  const lo = Math.max(0, k - MAX_CONTINUED_WORD);
  let named = false;
  let doubles = 0;
  let singles = 0;
  let j = k - 1;
  for (; j >= lo; j--) {
    const b = buf[j]!;
    if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) break;
    if (b === 0x2e || b === 0x40) named = true;
    else if (b === 0x22) doubles++;
    else if (b === 0x27) singles++;
  }
  if (!named || j >= k - 1) return false;
  // a bare "\" ends a line in Markdown too (CommonMark §6.7 hard line break: "Acme Corp.\"
  // LF "jane@example.com", "jane@example.com\" LF "www.example.com" in a signature; the
  // session 52 review): there the word goes on only inside a quote it opened (gcloud's
  // `--account="my-account@…gserviceac\` LF `count.com"`, as man renders it); troff's "\e"
  // is a man page's, where no Markdown is
  return troff || doubles % 2 === 1 || singles % 2 === 1;
}

/** a byte a name goes on with before a line continuation: an ASCII letter or digit, "-", ".", "_", "@" */
function isNameByte(b: number): boolean {
  return isAsciiAlnum(b) || b === 0x2d || b === 0x2e || b === 0x5f || b === 0x40;
}
