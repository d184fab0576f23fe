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

import { isAsciiAlnum } from "./chars.js";

/** no name piece ends the line before: the match stands alone */
export const HEAD_NONE = -1;
/** the line before ends in a piece of something the match cannot join (`…:jdoe@`): no link */
export const HEAD_PIECE = -2;

/** the longest piece looked for: a domain name's 253 octets (RFC 1035 §2.3.4) and a local part */
const MAX_HEAD = 320;
/** the longest indentation and quote markers before the match on its line */
const MAX_INDENT = 48;
/** how far back the start of the piece's line is looked for (its quote markers) */
const MAX_LINE_BACK = 512;

/** What `headBefore` found besides the piece's start. */
export const brokenHead = {
  /** the piece's end: the byte after its last one ("-", "@" or ".") */
  end: 0,
  /** the line ended in "-": a hyphen that may or may not be the name's */
  hyphen: false,
  /** the piece holds "@": an address broken in its domain */
  address: false,
};

/** a local part's character besides letters and digits (RFC 5322 atext, as text writes it) */
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

/**
 * The start of the name's piece that ends the line before a fuzzy match: `start` is the
 * match's first byte, `end` its end; buf[0, n) holds the bytes from global offset `base`, at
 * least back to the piece (HISTORY, text-scanner.ts). HEAD_NONE when the match does not
 * open its line after a line that ends in a piece; HEAD_PIECE when that line ends in a piece
 * of something else (`mailto:jdoe@`). Sets `brokenHead`. Bounded: MAX_INDENT + MAX_HEAD +
 * MAX_LINE_BACK bytes read.
 */
export function headBefore(
  buf: Uint8Array,
  base: number,
  n: number,
  start: number,
  end: number,
): number {
  let k = start - base - 1;
  // the match opens its line: indentation and quote markers back to the line break
  let depth = 0;
  const stop = Math.max(0, k - MAX_INDENT);
  while (k >= stop && (buf[k] === 0x20 || buf[k] === 0x09 || buf[k] === 0x3e)) {
    if (buf[k] === 0x3e) depth++;
    k--;
  }
  if (k < 0 || buf[k] !== 0x0a) return HEAD_NONE;
  let e = k;
  if (e > 0 && buf[e - 1] === 0x0d) e--;
  if (e <= 0) return HEAD_NONE;
  const last = buf[e - 1]!;
  // (a letter or a digit: a name broken anywhere, read inside "<…>" only — below)
  const inName = isAsciiAlnum(last);
  if (!inName && last !== 0x2d && last !== 0x40 && last !== 0x2e) return HEAD_NONE;
  // the piece: a name's letters, digits, "-" and "." — with one "@", a local part before it
  let h = e - 1;
  let at = last === 0x40 ? e - 1 : -1;
  const floor = Math.max(0, e - MAX_HEAD);
  while (h > floor) {
    const b = buf[h - 1]!;
    if (isAsciiAlnum(b) || b === 0x2d || b === 0x2e) h--;
    else if (b === 0x40 && at < 0) {
      at = h - 1;
      h--;
    } else if (at >= 0 && isLocalMark(b)) h--;
    else break;
  }
  const before = h > 0 ? buf[h - 1]! : 0x0a;
  // a piece of something else: a path (`…/docs-`), a key's value, a scheme'd address
  if (!isPieceBoundary(before)) return last === 0x40 && h < e - 1 ? HEAD_PIECE : HEAD_NONE;
  if (h === floor && h > 0) return HEAD_NONE;
  // a name starts with a letter or digit, and its last label ends with one before the break
  if (!isAsciiAlnum(buf[h]!)) return HEAD_NONE;
  if (!inName) {
    if (e - 1 === h) return HEAD_NONE;
    const beforeLast = buf[e - 2]!;
    if (last === 0x40) {
      // "jdoe@" LF "example.com": the local part before the domain's line
      if (at !== e - 1 || !(isAsciiAlnum(beforeLast) || isLocalMark(beforeLast))) return HEAD_NONE;
    } else if (!isAsciiAlnum(beforeLast)) return HEAD_NONE;
  }
  // "." ends sentences and a word ends at a blank: only inside "<…>" does a name go on after
  // them on the next line (App. E: the brackets' whitespace is the text's)
  if ((last === 0x2e || inName) && (before !== 0x3c || end - base >= n || buf[end - base] !== 0x3e))
    return HEAD_NONE;
  // the same quote markers on the piece's line: a reply's text goes on, not another's
  let q = h - 1;
  const back = Math.max(0, h - MAX_LINE_BACK);
  while (q >= back && buf[q] !== 0x0a) q--;
  if (q >= back || q < 0) {
    let d = 0;
    for (let j = q + 1; j < h; j++) {
      const b = buf[j]!;
      if (b === 0x3e) d++;
      else if (b !== 0x20 && b !== 0x09) break;
    }
    if (d !== depth) return HEAD_NONE;
  } else if (depth > 0) return HEAD_NONE;
  brokenHead.end = base + e;
  brokenHead.hyphen = last === 0x2d;
  brokenHead.address = at >= 0;
  return base + h;
}
