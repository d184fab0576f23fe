/**
 * A double-quoted URI broken across lines: `"https://www.example.com/a/` LF
 * `   index.html"` — and a single-quoted one (RFC 8010's `'ipp://printer.example.com/ipp/print/`
 * LF `      open-use-printer'`). 2396bis App. E: URIs are delimited "within double-quotes" as well as
 * angle brackets, and "extra whitespace (spaces, linebreaks, tabs, etc.) may need to be
 * added to break a long URI across lines. The whitespace should be ignored when extracting
 * the URI." RFCs print such quoted URIs (the RFC corpus has ~40). Inside quotes only the
 * whitespace of a line break is dropped — trailing whitespace, the line break, the next
 * line's indentation — since a space inside a line ends a quoted URI (`"see this"` is
 * text); a blank line ends the search. A line break right after "-" is recorded (the hyphen
 * may or may not belong to the URI), and an RFC 8792 backslash that ends a line folds it,
 * as inside `<…>` (angle.ts).
 *
 * scanQuote hands over at the first line break, with the URI bytes before it contiguous.
 * A failed scan leaves no memo (quoteScan.failAt = -1): it ran to the next `"` at most,
 * and no other double quote opens before that, so every byte is scanned for one quote.
 */
import { type Candidate, FALLBACK, FOUND, MORE, markCut, type ScanContext } from "../candidate.js";
import {
  C_WRAPPED,
  CLASS,
  DQUOTE,
  decodeCharAt,
  decodeUtf8At,
  GT,
  HYPHEN,
  LF,
  utf8,
  wrappedIriCodePoint,
} from "../chars.js";
import { CITED, linePrefixAt, QUOTE_WINDOW } from "../line-prefix.js";
import type { Delimiter } from "../types.js";
import { hostComma } from "./bare-host.js";
import { isDnsHostScheme, schemeSlashesAt } from "./bare-schemes.js";
import { MORE_INPUT } from "./more-input.js";
import { quoteScan } from "./quote.js";
import { copyPiece, wrappedSpanLimit } from "./wrapped-span.js";

const PIPE = 0x7c;
const BACKSLASH = 0x5c;

function fail(): number {
  quoteScan.failAt = -1;
  return FALLBACK;
}

/** SP, HT or CR */
function isBlank(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0d;
}

/**
 * q: the opening quote, s: scheme start, c: its ":", at: the first whitespace byte (a line
 * ends after it); the bytes s..at are URI bytes.
 */
export function scanWrappedQuote(
  ctx: ScanContext,
  cand: Candidate,
  q: number,
  s: number,
  c: number,
  at: number,
  nonAsciiBefore: boolean,
  delimiter: Delimiter,
): number {
  const { buf, n, final, maxLength } = ctx;
  // no byte at or past `limit` is read (wrapped-span.ts); the URI's own bytes count against
  // maxLength — at each line break and at the close, once a typesetter's hyphen (up to three
  // bytes, dropped with its break) is out; a piece longer than that fails at once
  const limit = wrappedSpanLimit(q, maxLength);
  const quote = buf[q]!;
  const out = cand.joined;
  let len = 0; // joined bytes in out
  let segStart = s; // the contiguous piece not copied yet
  let pendingWs = false; // whitespace since the last URI byte (its piece is copied)
  let markers = -1; // the opening line's mail quote markers (openingMarkers), once needed
  let hyphenBreak = false;
  let folded = false;
  let wrapped = false;
  let nonAscii = nonAsciiBefore;
  let lastByte = buf[at - 1]!;
  let i = at;
  for (;;) {
    if (i >= limit) return fail();
    if ((pendingWs ? len : len + i - segStart) > maxLength + 3) return fail();
    if (i >= n) return final ? fail() : MORE;
    const b = buf[i]!;
    if (b === quote) {
      if (b === DQUOTE) break;
      // an apostrophe inside a word is not the closing quote (quote.ts)
      if (i + 1 >= n && !final) return MORE;
      const x = i + 1 < n ? buf[i + 1]! | 0x20 : 0;
      if (!(x >= 0x61 && x <= 0x7a)) break;
      i++;
      lastByte = b;
      continue;
    }
    let width = 1;
    if (b === 0x7b && buf[i - 1] === 0x24) {
      return fail(); // a placeholder's "${" (quote.ts)
    } else if (CLASS[b]! & C_WRAPPED || b === PIPE) {
      // a URI byte, or one written raw that is read percent-encoded (raw-characters.ts)
    } else if (b === BACKSLASH) {
      // RFC 8792 §7.2.2: a backslash that ends a line folds it; the next line's
      // indentation (and a backslash opening it, §7.2.3) is dropped below
      const e = lineEnd(buf, i + 1, n, limit);
      if (e === MORE_INPUT) return final ? fail() : MORE;
      if (e < 0) return fail();
      if (!pendingWs) {
        copyPiece(out, len, buf, segStart, i);
        len += i - segStart;
        if (len > maxLength) return fail();
        if (buf[i - 1]! >= 0x80) markCut(cand, buf, segStart, i, len);
      }
      pendingWs = true;
      folded = true;
      i = e - 1; // the LF: the line break is handled as any other
      continue;
    } else if (b >= 0x80) {
      if (decodeCharAt(buf, i, n, final) < 0) return MORE;
      if (!wrappedIriCodePoint(utf8.cp)) return fail();
      nonAscii = true;
      width = utf8.len;
    } else if (isBlank(b) || b === LF) {
      // only the whitespace of a line break: up to the LF, then the next line's indentation
      const e = lineEnd(buf, i, n, limit);
      if (e === MORE_INPUT) return final ? fail() : MORE;
      if (e < 0) return fail(); // a space inside a line: text, not one URI
      if (!pendingWs) {
        // a typesetter's hyphen ending the line (groff's U+2010 in a man page formatted for
        // a UTF-8 terminal, a soft hyphen): not the URI's — dropped with the line break, as
        // inside <…> (angle.ts)
        const end = i - typesetterHyphenBefore(buf, segStart, i);
        copyPiece(out, len, buf, segStart, end);
        len += end - segStart;
        if (len > maxLength) return fail();
        if (end > segStart && buf[end - 1]! >= 0x80) markCut(cand, buf, segStart, end, len);
      }
      if (lastByte === HYPHEN && !pendingWs) hyphenBreak = true;
      pendingWs = true;
      let j = e;
      while (j < n && j < limit && isBlank(buf[j]!)) j++;
      // and the opening line's mail quote markers, as many ("> see \"https://a.example/x/" LF
      // "> y\""), as inside <…> (angle.ts)
      if (j < n && buf[j] === GT) {
        if (markers < 0) markers = openingMarkers(buf, q);
        for (let m = 0; m < markers && j < n && j < limit && buf[j] === GT; m++) {
          j++;
          while (j < n && j < limit && isBlank(buf[j]!)) j++;
        }
      }
      if (j >= limit) return fail();
      if (j >= n) return final ? fail() : MORE;
      if (buf[j] === LF) return fail(); // a blank line ends the search
      if (folded && buf[j] === BACKSLASH) j++; // RFC 8792 §7.2.3
      folded = false;
      // code, not a wrapped URI: a string literal that ends at the break and one that opens
      // the next line ('"http://…/DTD/' LF 'svg10.dtd">' in Python), or a next line that
      // starts a URI of its own (a quoted list of URIs, one per line)
      if (lastByte === APOSTROPHE || buf[j] === APOSTROPHE) return fail();
      const sc = schemeSlashesAt(buf, j, n);
      if (sc === MORE_INPUT) return final ? fail() : MORE;
      if (sc === 1) return fail();
      i = j;
      continue;
    } else {
      return fail(); // `<`, `>`, a control …: not one URI
    }
    // a URI character (width bytes at i)
    if (pendingWs) {
      pendingWs = false;
      wrapped = true;
      if (hyphenBreak) {
        cand.hyphens.push(len - 1);
        hyphenBreak = false;
      }
      segStart = i;
    }
    i += width;
    lastByte = buf[i - 1]!;
  }
  if (!pendingWs) {
    copyPiece(out, len, buf, segStart, i);
    len += i - segStart;
  }
  if (len > maxLength) return fail();
  // the checks scanQuote makes after its close, on the joined bytes
  const k = c + 1 - s; // after the ":" in out
  if (len <= k || (len === k + 2 && out[k] === 0x2f && out[k + 1] === 0x2f)) return fail();
  if (out[k] === 0x2f && out[k + 1] === 0x2f) {
    if (isDnsHostScheme(buf, s, c) && hostComma(out, k + 2, len, true) >= 0) return fail();
    for (let m = k + 2; m < len; m++) {
      const x = out[m]!;
      if (x === PIPE) return fail();
      if (x === 0x2f || x === 0x3f || x === 0x23) break;
    }
  }
  cand.rawStart = q;
  cand.rawEnd = i + 1;
  cand.uriStart = s;
  cand.uriEnd = wrapped ? i : s + len; // trailing whitespace only: still a slice
  cand.joinedLen = wrapped ? len : -1;
  if (!wrapped) cand.hyphens.length = 0;
  cand.wrapped = wrapped;
  cand.nonAscii = nonAscii;
  cand.delimiter = delimiter;
  cand.resume = i + 1;
  return FOUND;
}

const APOSTROPHE = 0x27;

/**
 * The bytes of U+2010 (E2 80 90) or of a soft hyphen U+00AD (C2 AD, or AD alone in
 * windows-1252 text) that end buf[from, i), else 0.
 */
function typesetterHyphenBefore(buf: Uint8Array, from: number, i: number): number {
  if (i - 3 >= from && buf[i - 3] === 0xe2 && buf[i - 2] === 0x80 && buf[i - 1] === 0x90) return 3;
  if (i - 2 >= from && buf[i - 2] === 0xc2 && buf[i - 1] === 0xad) return 2;
  // a soft hyphen in windows-1252: a byte AD that ends no well-formed UTF-8 sequence, read
  // as windows-1252 as the scanner reads it (chars.ts decodeCharAt) — after ASCII, or after
  // a lead byte whose sequence it does not complete ("é" E9 and AD before the line break:
  // the not-utf8 property test's counterexample)
  if (i - 2 >= from && buf[i - 1] === 0xad && !endsUtf8Sequence(buf, from, i)) return 1;
  return 0;
}

/** buf[from, i) ends with a whole well-formed UTF-8 sequence of two to four bytes */
function endsUtf8Sequence(buf: Uint8Array, from: number, i: number): boolean {
  for (let j = i - 2; j >= from && j >= i - 4; j--) {
    if ((buf[j]! & 0xc0) === 0x80) continue;
    return decodeUtf8At(buf, j, i) === 1 && j + utf8.len === i;
  }
  return false;
}

/**
 * From i: when only SP/HT/CR come before a LF, the index after that LF; -1 when something
 * else comes first (or the span's limit is reached); MORE_INPUT when the input ends first.
 */
function lineEnd(buf: Uint8Array, i: number, n: number, limit: number): number {
  for (; i < n; i++) {
    if (i >= limit) return -1;
    const b = buf[i]!;
    if (b === LF) return i + 1;
    if (!isBlank(b)) return -1;
  }
  return MORE_INPUT;
}

/**
 * The number of mail quote markers (">", "> >") that open the line holding the quote at q:
 * its start looked for within QUOTE_WINDOW bytes (the scanner keeps that much before a
 * trigger: the same answer however the input was chunked); none when farther
 */
function openingMarkers(buf: Uint8Array, q: number): number {
  let k = q;
  while (k > 0 && q - k < QUOTE_WINDOW && buf[k - 1] !== LF) k--;
  if (k > 0 && buf[k - 1] !== LF) return 0;
  // (a Supercite citation is no ">" marker the continuation lines repeat: none then)
  const prefix = linePrefixAt(buf, k, q);
  return prefix & CITED ? 0 : prefix & 0x7f;
}
