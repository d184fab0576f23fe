/**
 * The bytes a bare URI (bare.ts) leaves out, in one list per scan: backslash escapes
 * (troff, Markdown: CommonMark §2.4, JSON's "\/" and "\\uXXXX"), RFC 8792 and content-line
 * folds (RFC 5545 §3.1), ANSI control sequences (ECMA-48 §5.4) and a hyphen's line break
 * (2396bis App. E) — and the URI joined without them.
 */

import { type Candidate, markCut } from "../candidate.js";

/**
 * The bytes left out of the current bare URI, in order, as [start, end) pairs: a backslash
 * before the character it escapes (or with it: troff's zero-width `\&`, `\%`, `\:`), and
 * a content line's fold. One list for every scan (cleared at the start: no allocation per
 * candidate).
 */
export const drops: number[] = [];
/**
 * per drop: the code point written in its place (a "\\uXXXX" escape), or NO_CHAR, or
 * HYPHEN_BREAK (nothing written; the byte before the drop is a hyphen that ended a line), or
 * HYPHENATION (nothing written; the drop is a typesetter's hyphen, U+2010 or U+00AD, and
 * the line break after it), or HARD_WRAP
 */
export const dropChars: number[] = [];
export const NO_CHAR = -1;
export const HYPHEN_BREAK = -2;
export const HYPHENATION = -3;
/** nothing written; the drop is the line break of a hard-wrapped line (hardWrapAt) */
export const HARD_WRAP = -4;
/**
 * added to an ASCII letter: one letter of a Latin ligature (chars.ts LIGATURE_LETTERS), which
 * the rules that weigh the other drops pass over — a ligature is the text's spelling, no
 * escape, fold or break ("…/stuﬀ/" LF "patch-scripts.tar.gz" is still a hard wrap)
 */
export const LIGATURE = 0x200000;

export function drop(from: number, to: number, cp: number): void {
  drops.push(from, to);
  dropChars.push(cp);
}

/** every drop so far is of the kind `cp` (or there is none), a ligature's letters aside */
export function onlyDrops(cp: number): boolean {
  for (let k = 0; k < dropChars.length; k++) {
    if (dropChars[k] !== cp && dropChars[k]! < LIGATURE) return false;
  }
  return true;
}

/** the index of the first drop that is no ligature's letter, -1 when none is */
export function firstDropKind(): number {
  for (let k = 0; k < dropChars.length; k++) if (dropChars[k]! < LIGATURE) return k;
  return -1;
}

/**
 * every drop so far is a line break that a hard wrap or a hyphen made (or there is none): a
 * URL that a browser broke after a "-" and then after its "?" (UAX #14), or url.sty after a
 * "-" and then after a "/" (the PDF hunt, session 47), is read across both
 */
export function onlyLineBreakDrops(): boolean {
  for (let k = 0; k < dropChars.length; k++) {
    const cp = dropChars[k]!;
    if (cp !== HARD_WRAP && cp !== HYPHEN_BREAK && cp < LIGATURE) return false;
  }
  return true;
}

/** the first `count` drops are all backslash escapes (no fold, no line break) */
export function escapesOnly(buf: Uint8Array, count: number): boolean {
  for (let k = 0; k < 2 * count; k += 2) {
    const at = drops[k]!;
    if (buf[at] !== 0x5c || buf[at + 1] === 0x0a || buf[at + 1] === 0x0d) return false;
  }
  return true;
}

export function clearDrops(): void {
  drops.length = 0;
  dropChars.length = 0;
}

/**
 * buf[from, to) has both an escaped "/" (a recorded escape) and a raw one; `escaped`: an
 * escaped one is known to be there ("\\u002F")
 */
export function mixesSlashes(buf: Uint8Array, from: number, to: number, escaped = false): boolean {
  let raw = false;
  let k = 0;
  for (let j = from; j < to; j++) {
    if (buf[j] !== 0x2f) continue;
    while (k < drops.length && drops[k]! < j - 1) k += 2;
    if (k < drops.length && drops[k] === j - 1 && drops[k + 1] === j && buf[j - 1] === 0x5c) {
      escaped = true;
    } else raw = true;
    if (escaped && raw) return true;
  }
  return false;
}

/** cand.joined = buf[s, e) without the first `count` drops; a fold makes it `wrapped` */
export function joinDropped(
  cand: Candidate,
  buf: Uint8Array,
  s: number,
  e: number,
  count: number,
): void {
  const out = cand.joined;
  let len = 0;
  let from = s;
  for (let k = 0; k < 2 * count; k += 2) {
    const at = drops[k]!;
    out.set(buf.subarray(from, at), len);
    len += at - from;
    if (at > from && buf[at - 1]! >= 0x80) markCut(cand, buf, from, at, len);
    const cp = dropChars[k >> 1]!;
    if (cp >= LIGATURE) out[len++] = cp - LIGATURE;
    else if (cp >= 0) len = writeUtf8(out, len, cp);
    else if (cp === HYPHEN_BREAK) cand.hyphens.push(len - 1);
    from = Math.min(drops[k + 1]!, e);
    if (
      cp === HYPHENATION ||
      buf[at] === 0x0a ||
      buf[at] === 0x0d ||
      buf[at + 1] === 0x0a ||
      buf[at + 1] === 0x0d
    ) {
      cand.wrapped = true; // a content line's fold, a backslash's (RFC 8792), a hyphenation
    }
  }
  out.set(buf.subarray(from, e), len);
  cand.joinedLen = len + e - from;
}

/** cp's UTF-8 bytes at out[at…]; the index after them */
function writeUtf8(out: Uint8Array, at: number, cp: number): number {
  if (cp < 0x80) out[at++] = cp;
  else if (cp < 0x800) {
    out[at++] = 0xc0 | (cp >> 6);
    out[at++] = 0x80 | (cp & 0x3f);
  } else if (cp < 0x10000) {
    out[at++] = 0xe0 | (cp >> 12);
    out[at++] = 0x80 | ((cp >> 6) & 0x3f);
    out[at++] = 0x80 | (cp & 0x3f);
  } else {
    out[at++] = 0xf0 | (cp >> 18);
    out[at++] = 0x80 | ((cp >> 12) & 0x3f);
    out[at++] = 0x80 | ((cp >> 6) & 0x3f);
    out[at++] = 0x80 | (cp & 0x3f);
  }
  return at;
}

/** the index of the drop that starts at or after k (drops are in order) */
export function dropAtOrAfter(k: number, j: number): number {
  while (j < drops.length && drops[j]! < k) j += 2;
  return j;
}
