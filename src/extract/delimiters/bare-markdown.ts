/**
 * Markdown link destinations around a bare URI (CommonMark 0.31 §6.3 inline links, §4.7 link
 * reference definitions): there the author said where the URI ends — at the link's ")", or
 * at the blank before its title — so the trailing punctuation that a sentence would own is
 * the URI's ("[DC]: https://en.wikipedia.org/wiki/Washington,_D.C.",
 * `[Y](https://en.wikipedia.org/wiki/Yahoo! "Yahoo")`), and so is a raw "|"
 * ("[font](https://fonts.googleapis.com/css?family=Roboto|Open+Sans)"). Every look is
 * bounded (a few lines of markup at most).
 */
import { MORE_INPUT } from "./more-input.js";

/** longest link label, and longest title, looked at (CommonMark bounds a label at 999) */
const MAX_MARKUP = 256;

const isBlank = (b: number | undefined) => b === 0x20 || b === 0x09;

/**
 * buf[rawStart] opens an inline link's destination: "](" before it, with blanks and at most
 * one line break between ("[text](" LF "https://…")
 */
export function inlineDestinationAt(buf: Uint8Array, rawStart: number, lo: number): boolean {
  const k = blanksBefore(buf, rawStart, lo);
  return k - 1 >= lo && buf[k] === 0x28 && buf[k - 1] === 0x5d;
}

/**
 * The last byte before buf[rawStart] that is no blank, past at most one line break, and not
 * before `lo` nor more than 2 × MAX_MARKUP bytes back (what a stream holds of the text
 * before a URI is bounded: a longer look would see more or less of it by chunking)
 */
function blanksBefore(buf: Uint8Array, rawStart: number, lo: number): number {
  const stop = Math.max(lo, rawStart - 2 * MAX_MARKUP);
  let k = rawStart - 1;
  while (k >= stop && isBlank(buf[k])) k--;
  if (k >= stop && buf[k] === 0x0a) {
    k--;
    if (k >= stop && buf[k] === 0x0d) k--;
    while (k >= stop && isBlank(buf[k])) k--;
  }
  return k;
}

/**
 * buf[rawStart] is a link reference definition's destination: its line opens, after at most
 * three spaces and any ">" of a block quote, with "[label]:", then blanks (CommonMark §4.7)
 */
export function referenceDestinationAt(buf: Uint8Array, rawStart: number, lo: number): boolean {
  // (the destination may begin the next line: "[label]:" LF "  https://…")
  let k = blanksBefore(buf, rawStart, lo);
  if (!(k - 1 >= lo && buf[k] === 0x3a && buf[k - 1] === 0x5d)) return false;
  k -= 2;
  // the label (no "[" or "]" unescaped inside, not empty) and, on its line before it, up to
  // three spaces after the block quote's markers. Read past `lo` — the label may be a URI
  // found before, "[https://example.org/a]: https://…" — at most 4 × MAX_MARKUP bytes back in
  // all: the scanner holds more than that before a trigger (scanner.ts HISTORY), so reaching
  // its buffer's start here is reaching the input's
  const end = k;
  while (k >= 0 && end - k < MAX_MARKUP && buf[k] !== 0x5b && buf[k] !== 0x5d) k--;
  if (k < 0 || k === end || buf[k] !== 0x5b || (k > 0 && buf[k - 1] === 0x5c)) return false;
  k--;
  const stop = k - MAX_MARKUP;
  let spaces = 0;
  while (k >= 0 && buf[k] === 0x20 && spaces < 4) {
    k--;
    spaces++;
  }
  if (spaces > 3) return false;
  while (k >= 0 && k > stop && buf[k] === 0x3e) {
    k--;
    while (k >= 0 && k > stop && buf[k] === 0x20) k--;
  }
  return k < 0 || buf[k] === 0x0a || buf[k] === 0x0d;
}

/** buf[rawStart] opens an inline link's or a reference definition's destination */
export function destinationAt(buf: Uint8Array, rawStart: number, lo: number): boolean {
  return inlineDestinationAt(buf, rawStart, lo) || referenceDestinationAt(buf, rawStart, lo);
}

/**
 * A URI at buf[rawStart] ended by buf[i]: 1 when it is a whole Markdown link destination —
 * an inline link's that the link then closes (inlineDestinationEnd), or a reference
 * definition's, ended by a blank, a line break or the input's end; 0 when not; MORE_INPUT
 * when the bytes at hand end first.
 */
export function destinationEnds(
  buf: Uint8Array,
  rawStart: number,
  i: number,
  n: number,
  lo: number,
  final: boolean,
): number {
  if (inlineDestinationAt(buf, rawStart, lo)) return inlineDestinationEnd(buf, i, n, final);
  if (!referenceDestinationAt(buf, rawStart, lo)) return 0;
  if (i >= n) return final ? 1 : MORE_INPUT;
  const b = buf[i];
  return isBlank(b) || b === 0x0a || b === 0x0d ? 1 : 0;
}

/**
 * After an inline link's destination, buf[i…]: 1 when the link closes — ")" right there, or
 * blanks (and at most one line break) then ")", or then a title ("…", '…' or (…), with
 * backslash escapes) and ")"; 0 when not; MORE_INPUT when the bytes at hand end first.
 */
export function inlineDestinationEnd(
  buf: Uint8Array,
  i: number,
  n: number,
  final: boolean,
): number {
  const end = i + MAX_MARKUP;
  let k = skipBlanks(buf, i, n, end);
  if (k >= n) return final || k >= end ? 0 : MORE_INPUT;
  if (k >= end) return 0;
  if (buf[k] === 0x29) return 1;
  if (k === i) return 0;
  const open = buf[k]!;
  if (open !== 0x22 && open !== 0x27 && open !== 0x28) return 0;
  const close = open === 0x28 ? 0x29 : open;
  for (k++; k < end; k++) {
    if (k >= n) return final ? 0 : MORE_INPUT;
    const b = buf[k]!;
    if (b === 0x5c) k++;
    else if (b === close) break;
    else if (open === 0x28 && b === 0x28) return 0;
  }
  if (k >= end) return 0;
  k = skipBlanks(buf, k + 1, n, end);
  if (k >= n) return final || k >= end ? 0 : MORE_INPUT;
  return k < end && buf[k] === 0x29 ? 1 : 0;
}

/** past blanks and at most one line break from buf[k], stopping at n or `end` */
function skipBlanks(buf: Uint8Array, k: number, n: number, end: number): number {
  const stop = Math.min(n, end);
  while (k < stop && isBlank(buf[k])) k++;
  if (k < stop && buf[k] === 0x0d) k++;
  if (k < stop && buf[k] === 0x0a) {
    k++;
    while (k < stop && isBlank(buf[k])) k++;
  }
  return k;
}
