/**
 * A page break of a paginated RFC or Internet-Draft inside a wrapped URI. RFC 7994 §5 and
 * RFC 2223 §3 (the plain-text format) end every page with a footer line whose right end is
 * "[Page N]", a form feed, and a header line on the next page; nroff and xml2rfc put blank
 * lines around them. A URI in `<…>` broken across lines may be broken across a page too:
 *
 *      <http://nvlpubs.nist.gov/nistpubs/FIPS/
 *   (blank lines)
 *   Schaad                       Standards Track                   [Page 90]
 *   ^L
 *   RFC 8152        CBOR Object Signing and Encryption (COSE)      July 2017
 *   (blank lines)
 *      NIST.FIPS.186-4.pdf>.
 *
 * (RFC 8152's [DSS] reference.) The footer, form feed and header are the page's furniture,
 * not the URI's text: skipped like the whitespace of the line break (2396bis App. E).
 */
import { MORE_INPUT } from "./more-input.js";

const LF = 0x0a;
const FF = 0x0c;
/** blank lines on either side of the furniture */
const MAX_BLANK_LINES = 8;
/** longest footer or header line (they are 72 columns) */
const MAX_LINE = 100;

/** SP, HT or CR */
function isBlank(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0d;
}

/**
 * At j, the LF that ends a blank line inside a wrapper: when blank lines, a footer ending in
 * "[Page N]", a form feed (or blank lines), a header line (isPageHeader) and blank lines
 * follow, the index of the LF before the first line after them (the continuation line);
 * -1 when they do not (the blank line ends the search); MORE_INPUT when the input is cut
 * before that is known. Everything looked at lies before `limit`.
 */
export function pageBreakEnd(buf: Uint8Array, j: number, n: number, limit: number): number {
  const end = n < limit ? n : limit;
  let i = skipBlankLines(buf, j, end);
  if (i < 0) return i === MORE_INPUT && end === n ? MORE_INPUT : -1;
  // the footer: a line ending in "[Page N]"
  const footerStart = i + 1;
  const footerEnd = lineEnd(buf, footerStart, end);
  if (footerEnd < 0) return footerEnd === MORE_INPUT && end === n ? MORE_INPUT : -1;
  if (!endsWithPageNumber(buf, footerStart, footerEnd)) return -1;
  i = footerEnd;
  // the form feed: on a line of its own, or opening the header line — or lost (a copy
  // that dropped it), blank lines at most in its place
  if (i + 1 >= end) return end === n ? MORE_INPUT : -1;
  let h: number;
  if (buf[i + 1] === FF) {
    h = i + 2;
    while (h < end && buf[h] === 0x0d) h++;
    if (h >= end) return end === n ? MORE_INPUT : -1;
    if (buf[h] === LF) h++;
  } else {
    // (then the footer and the header are set in columns, as a paginator sets them:
    // "Fielding      Expires August 18, 1997      [Page 5]" — not a paragraph's "[Page 2]")
    if (!inColumns(buf, footerStart, footerEnd)) return -1;
    const b = skipBlankLines(buf, i, end);
    if (b < 0) return b === MORE_INPUT && end === n ? MORE_INPUT : -1;
    h = b + 1;
    const e = lineEnd(buf, h, end);
    if (e < 0) return e === MORE_INPUT && end === n ? MORE_INPUT : -1;
    if (!inColumns(buf, h, e)) return -1;
  }
  // the header of the next page
  const headerEnd = lineEnd(buf, h, end);
  if (headerEnd < 0) return headerEnd === MORE_INPUT && end === n ? MORE_INPUT : -1;
  if (!isPageHeader(buf, h, headerEnd)) return -1;
  // blank lines after it: the last one's LF, before the continuation line
  i = skipBlankLines(buf, headerEnd, end);
  if (i < 0) return i === MORE_INPUT && end === n ? MORE_INPUT : -1;
  return i;
}

/**
 * From the LF at j, past the blank lines that follow it (at most MAX_BLANK_LINES): the LF
 * that ends the last of them — or j when the next line is not blank; -1 past the limit of
 * blank lines; MORE_INPUT when cut
 */
function skipBlankLines(buf: Uint8Array, j: number, end: number): number {
  let last = j;
  let k = j + 1;
  for (let lines = 0; ; ) {
    if (k >= end) return MORE_INPUT;
    const b = buf[k]!;
    if (b === LF) {
      if (++lines > MAX_BLANK_LINES) return -1;
      last = k;
      k++;
    } else if (isBlank(b)) k++;
    else return last;
  }
}

/** the LF that ends the line starting at `from` (within MAX_LINE bytes), -1, or MORE_INPUT */
function lineEnd(buf: Uint8Array, from: number, end: number): number {
  const stop = Math.min(end, from + MAX_LINE + 1);
  const k = buf.subarray(0, stop).indexOf(LF, from);
  if (k >= 0) return k;
  return stop === end ? MORE_INPUT : -1;
}

/** buf[from, to) holds a run of three blanks or more between two other bytes */
function inColumns(buf: Uint8Array, from: number, to: number): boolean {
  let k = from;
  while (k < to && isBlank(buf[k]!)) k++;
  let run = 0;
  for (; k < to; k++) {
    if (buf[k] === 0x20 || buf[k] === 0x09) run++;
    else if (buf[k] === 0x0d) continue;
    else {
      if (run >= 3) return true;
      run = 0;
    }
  }
  return false;
}

/** buf[from, to) ends in "[Page N]" or "[page N]" (then only blanks) */
function endsWithPageNumber(buf: Uint8Array, from: number, to: number): boolean {
  let k = to;
  while (k > from && isBlank(buf[k - 1]!)) k--;
  if (k - from < 8 || buf[k - 1] !== 0x5d) return false;
  let d = k - 1;
  while (d > from && buf[d - 1]! >= 0x30 && buf[d - 1]! <= 0x39) d--;
  if (d === k - 1 || d - 6 < from) return false;
  return (
    buf[d - 1] === 0x20 &&
    buf[d - 6] === 0x5b &&
    (buf[d - 5] === 0x50 || buf[d - 5] === 0x70) &&
    buf[d - 4] === 0x61 &&
    buf[d - 3] === 0x67 &&
    buf[d - 2] === 0x65
  );
}

/**
 * buf[from, to) is the next page's header: any line with text, after the footer's
 * "[Page N]" (RFC 7994 §5: "RFC nnnn …", "Internet-Draft …"; older drafts and their copies
 * write "INTERNET-DRAFT", "Internet Draft", the draft's file name, or indent it)
 */
function isPageHeader(buf: Uint8Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!isBlank(buf[k]!)) return true;
  return false;
}
