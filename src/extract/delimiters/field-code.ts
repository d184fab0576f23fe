/**
 * A Word field code's hyperlink, `HYPERLINK "target" \l "anchor"` (ECMA-376 Part 1
 * §17.16.5.25, HYPERLINK; the field's switches §17.16.4.1), as catdoc prints a .doc's links
 * and as Word shows them with Alt+F9 (`{ HYPERLINK "…" }`). The target is the text between
 * the quotes as the user typed it: LibreOffice writes it decoded, blanks and all
 * (`HYPERLINK "https://intranet.example/sites/Team/Shared Documents/Q4 Report.docx"`), and
 * a converter wraps the line at a blank inside it (`…?subject=Chapter` LF `1"`) or, for a
 * word longer than a line, inside the word (`…/how-to-lumen-the-ember.ht` LF `ml"`). Read as
 * any other quoted URI, it was cut at its first blank. The `\l` switch holds the location in
 * the target, its fragment (`HYPERLINK "https://…/index.ts" \l "L15-L35"`).
 *
 * So after the keyword, the URI runs to the closing quote: a blank inside a line is the
 * target's (`%20`), and a line break is one unless the line is one word that fills it (the
 * wrapper cut the word: 2396bis App. E, whitespace a line break put inside a URI is no part
 * of it). A `\l` switch's argument is appended as the fragment.
 */
import { type Candidate, FALLBACK, FOUND, MORE, markCut, type ScanContext } from "../candidate.js";
import { C_ALNUM, CLASS, CR, characters, DQUOTE, LF, SP, TAB } from "../chars.js";
import type { Delimiter } from "../types.js";
import { wrappedSpanLimit } from "./wrapped-span.js";

const KEYWORD = "hyperlink";

/** how many switches after the target are looked at for `\l` */
const MAX_SWITCHES = 4;

/** longest switch argument read (a tooltip, a frame's name, an anchor) */
const MAX_ARGUMENT = 256;

/**
 * a line of a wrapped target that is one word at least this many columns wide, no shorter
 * than the line after it, was cut inside the word (catdoc wraps at 60 to 100 columns)
 */
const MIN_CUT_COLUMNS = 40;

/**
 * The quote at q follows the field keyword HYPERLINK (any case, a word of its own) and blanks,
 * one line break among them at most. Looks back at most 24 bytes, not before lo.
 */
export function fieldCodeBefore(buf: Uint8Array, q: number, lo: number): boolean {
  const stop = Math.max(lo, q - 24);
  let k = q;
  let breaks = 0;
  while (k > stop) {
    const b = buf[k - 1]!;
    if (b === LF) {
      if (++breaks > 1) return false;
    } else if (b !== SP && b !== TAB && b !== CR) break;
    k--;
  }
  if (k === q || k - KEYWORD.length < stop) return false;
  const w = k - KEYWORD.length;
  for (let j = 0; j < KEYWORD.length; j++) {
    if ((buf[w + j]! | 0x20) !== KEYWORD.charCodeAt(j)) return false;
  }
  return w === 0 || w === lo || !(CLASS[buf[w - 1]!]! & C_ALNUM);
}

/** columns of the line buf[a, b), a CR before its line break left out (chars.ts characters) */
function columns(buf: Uint8Array, a: number, b: number): number {
  return characters(buf, a, b > a && buf[b - 1] === CR ? b - 1 : b);
}

/** how far before a wrapped line the lines are measured for the wrap's width */
const WIDTH_WINDOW = 1024;

/**
 * The line break at buf[lf] inside a target that starts at s: 1 when it cut a word — the line
 * (from its start, or the target's) holds no blank after its first character, is at least
 * MIN_CUT_COLUMNS wide and as wide as the widest line around it (the lines in the
 * WIDTH_WINDOW bytes before, the line after: a wrapper cuts only a word longer than a line,
 * and then fills the line), else 0; MORE when the line after ends past n.
 */
function cutInsideWord(buf: Uint8Array, s: number, lf: number, n: number, final: boolean): number {
  let end = lf;
  if (buf[end - 1] === CR) end--;
  // (a line that opens more than MAX_ARGUMENT bytes before the target holds its keyword)
  let a = end;
  const stop = Math.max(0, s - MAX_ARGUMENT);
  while (a > stop && buf[a - 1] !== LF) a--;
  if (a === stop && stop > 0) return 0;
  while (a < end && (buf[a] === SP || buf[a] === TAB)) a++;
  for (let k = a; k < end; k++) if (buf[k] === SP || buf[k] === TAB) return 0;
  const cols = columns(buf, a, end);
  if (cols < MIN_CUT_COLUMNS) return 0;
  // (the line after is looked at for 4 × (cols + 1) bytes at most: longer, it holds more
  // characters than this one in UTF-8 — a line that never ends was waited for, and read
  // again at every chunk: 4 MB streamed took 6.4 s, 1 MB 0.56 s; session 53)
  const reach = lf + 1 + 4 * (cols + 1);
  let z = lf + 1;
  while (z < n && z < reach && buf[z] !== LF) z++;
  if (z >= reach) return 0;
  if (z >= n && !final) return MORE;
  if (columns(buf, lf + 1, z) > cols) return 0;
  // the lines before, whole ones only
  let e = a;
  while (e > 0 && buf[e - 1] !== LF) e--;
  const floor = Math.max(0, e - WIDTH_WINDOW);
  while (e > floor) {
    const le = e - 1;
    let ls = le;
    while (ls > floor && buf[ls - 1] !== LF) ls--;
    if (ls === floor && floor > 0) break;
    if (columns(buf, ls, le) > cols) return 0;
    e = ls;
  }
  return 1;
}

/**
 * q: the opening quote after HYPERLINK (fieldCodeBefore), s and c: the scheme and its ":".
 * FOUND (blanks inside read `%20`, `wrapped` when a line break was joined), MORE, or FALLBACK
 * when the quote rules read it as well: no blank inside and no `\l` switch, or no closing
 * quote before maxLength or a blank line.
 */
export function scanFieldCode(
  ctx: ScanContext,
  cand: Candidate,
  q: number,
  s: number,
  c: number,
  delimiter: Delimiter,
): number {
  const { buf, n, final, maxLength } = ctx;
  // the raw span's bound (wrapped-span.ts): the target's own bytes, its blanks as "%20", count
  // against maxLength (`room`, below), not the line breaks and indentation it drops
  const limit = wrappedSpanLimit(q, maxLength);
  let blanks = false;
  let nonAscii = false;
  let i = c + 1;
  for (;;) {
    if (i >= limit) return FALLBACK;
    if (i >= n) return final ? FALLBACK : MORE;
    const b = buf[i]!;
    if (b === DQUOTE) break;
    if (b === LF) {
      // a blank line ends the search (a paragraph's end: the field was cut short)
      let k = i + 1;
      while (k < n && (buf[k] === SP || buf[k] === TAB || buf[k] === CR)) k++;
      if (k >= n && !final) return MORE;
      if (k >= n || buf[k] === LF) return FALLBACK;
      blanks = true;
    } else if (b === SP || b === TAB) blanks = true;
    else if (b < 0x20 && b !== CR) return FALLBACK;
    else if (b >= 0x80) nonAscii = true;
    i++;
  }
  const close = i;
  // the switches: `\l "anchor"` is the location; `\o "tip"`, `\t "frame"`, `\m`, `\n`, `\h`
  let anchorStart = -1;
  let anchorEnd = -1;
  let rawEnd = close + 1;
  let k = close + 1;
  for (let sw = 0; sw < MAX_SWITCHES; sw++) {
    k = blanksEnd(buf, k, n);
    if (k + 1 >= n) {
      if (!final) return MORE;
      break;
    }
    if (buf[k] !== 0x5c) break;
    const letter = buf[k + 1]! | 0x20;
    if (!(letter >= 0x61 && letter <= 0x7a)) break;
    k += 2;
    const a = blanksEnd(buf, k, n);
    if (a >= n && !final) return MORE;
    if (a < n && buf[a] === DQUOTE) {
      let z = a + 1;
      while (z < n && z - a <= MAX_ARGUMENT && buf[z] !== DQUOTE && buf[z] !== LF) z++;
      if (z >= n && !final) return MORE;
      if (z >= n || buf[z] !== DQUOTE) break;
      if (letter === 0x6c && anchorStart < 0 && z > a + 1) {
        anchorStart = a + 1;
        anchorEnd = z;
        rawEnd = z + 1;
      }
      k = z + 1;
    }
  }
  if (!blanks && anchorStart < 0) return FALLBACK;
  // the joined URI: blanks read percent-encoded, a cut line's break dropped — every break,
  // when the target spells its blanks "%20" itself (then no break stands for one)
  const encoded = holdsEncodedBlank(buf, s, close);
  const out = cand.joined;
  const room = maxLength;
  let len = 0;
  let lineBreak = false;
  // the last byte written was a blank's %20
  let afterBlank = false;
  let pieceStart = s;
  for (let j = s; j < close; j++) {
    const b = buf[j]!;
    if (b === CR && buf[j + 1] === LF) continue;
    if (b === LF) {
      // trailing blanks were written as %20 already: the break is the blank they were
      const cut = encoded ? 1 : cutInsideWord(buf, s, j, n, final);
      if (cut === MORE) return MORE;
      lineBreak = true;
      // (an indentation the converter put at the next line's start is none of the target's)
      let next = j + 1;
      while (next < close && (buf[next] === SP || buf[next] === TAB)) next++;
      if (cut === 0 && !afterBlank) {
        if (len + 3 > room) return FALLBACK;
        out[len++] = 0x25;
        out[len++] = 0x32;
        out[len++] = 0x30;
        afterBlank = true;
      } else if (cut === 1) markCut(cand, buf, pieceStart, j, len);
      pieceStart = next;
      j = next - 1;
      continue;
    }
    if (b === SP || b === TAB) {
      if (len + 3 > room) return FALLBACK;
      out[len++] = 0x25;
      out[len++] = b === SP ? 0x32 : 0x30;
      out[len++] = b === SP ? 0x30 : 0x39;
      afterBlank = true;
      continue;
    }
    if (len + 1 > room) return FALLBACK;
    out[len++] = b;
    afterBlank = false;
  }
  if (anchorStart >= 0 && !hasFragment(out, len)) {
    // (its own length: a blank is "%20", any other byte itself — counted as three bytes each,
    // a short anchor made a target of maxLength - 3 × its length too long; session 53)
    let need = len + 1;
    for (let j = anchorStart; j < anchorEnd; j++) need += buf[j] === SP ? 3 : 1;
    if (need > room) return FALLBACK;
    out[len++] = 0x23;
    for (let j = anchorStart; j < anchorEnd; j++) {
      const b = buf[j]!;
      if (b === SP) {
        out[len++] = 0x25;
        out[len++] = 0x32;
        out[len++] = 0x30;
      } else {
        if (b >= 0x80) nonAscii = true;
        out[len++] = b;
      }
    }
  }
  cand.quoted(q, s, close, nonAscii, delimiter);
  cand.rawEnd = rawEnd;
  cand.resume = rawEnd;
  cand.joinedLen = len;
  cand.wrapped = lineBreak;
  return FOUND;
}

/**
 * the end of the blanks at buf[k], and of one line break among them (a converter wraps a
 * field's switches as its words: `…/index.ts" \l` LF `"L15-L35"`)
 */
function blanksEnd(buf: Uint8Array, k: number, n: number): number {
  let lineBreak = false;
  while (k < n) {
    const b = buf[k]!;
    if (b === LF) {
      if (lineBreak) break;
      lineBreak = true;
    } else if (b !== SP && b !== TAB && b !== CR) break;
    k++;
  }
  return k;
}

/** buf[a, e) holds "%20" */
function holdsEncodedBlank(buf: Uint8Array, a: number, e: number): boolean {
  for (let k = a; k + 2 < e; k++) {
    if (buf[k] === 0x25 && buf[k + 1] === 0x32 && buf[k + 2] === 0x30) return true;
  }
  return false;
}

function hasFragment(out: Uint8Array, len: number): boolean {
  for (let j = 0; j < len; j++) if (out[j] === 0x23) return true;
  return false;
}
