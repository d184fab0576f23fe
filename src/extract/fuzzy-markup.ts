/**
 * Markup glued to a name or an address that fuzzy mode's text view (fuzzy-view.ts) reads as
 * blanks: the closing run of a Markdown emphasis or a GFM strikethrough, a table's column
 * bar, POD's E<lt> and E<gt> (perlpod), a BBCode tag ("[email]…").
 */

import { isSpace } from "./chars.js";
import { charBefore, opensWord } from "./fuzzy-word-edges.js";

/**
 * text[i] is "|": is it a column bar (a table's, a `key|value` dump's, `git log
 * --format='%ae|%s'`) — next to white space or the text's end, or anywhere but inside a
 * local part? RFC 5322 atext allows "|" there ("<jernej|s-wget@eternallybored.org>" in
 * wget's changelog): a "|" whose word goes on to an "@" before white space or another "|"
 * is the address's. (Each bar looks ahead only to the next one: linear)
 */
export function columnBar(text: string, i: number): boolean {
  const before = i > 0 ? text.charCodeAt(i - 1) : 0x20;
  if (isSpace(before)) return true;
  for (let k = i + 1; k < text.length; k++) {
    const u = text.charCodeAt(k);
    if (u === 0x40) return k === i + 1;
    if (u === 0x7c || isSpace(u)) return true;
  }
  return true;
}

/**
 * Where, in the word that goes on from text[from], a run of exactly `len` `mark`s ("_" or
 * "~") ends the word (before a space, sentence punctuation or the text's end), or -1. Looks
 * at the word once.
 */
export function closingRun(text: string, from: number, len: number, mark: number): number {
  // Markdown's emphasis runs are 1–3 long (GFM's strikethrough 1–2); a scan that found no
  // closer of this length covered the rest of the word for every later opener in it
  // (linear: "(_(_(_…")
  const memo =
    mark === 0x5f ? noCloserBefore : mark === 0x7e ? noTildeCloserBefore : noStarCloserBefore;
  if (len > 3 || from < memo[len]!) return -1;
  let k = from;
  while (k < text.length) {
    const u = text.charCodeAt(k);
    // the word's end: remembered below too, or every later opener in the word would look at
    // it again ("(~(~(~…" was quadratic)
    if (u <= 0x20) break;
    if (u !== mark) {
      k++;
      continue;
    }
    let r = k;
    while (r < text.length && text.charCodeAt(r) === mark) r++;
    if (r - k === len && (r === text.length || RUN_FOLLOWERS.includes(text[r]!))) return k;
    k = r;
  }
  memo[len] = k;
  return -1;
}

/**
 * per run length 1–3: closingRun found no closer of "_" (of "~") from before this index to
 * its word's end (reset per view)
 */
export const noCloserBefore = [0, -1, -1, -1];
export const noTildeCloserBefore = [0, -1, -1, -1];
export const noStarCloserBefore = [0, -1, -1, -1];

/** what may follow the closing run of an emphasis */
export const RUN_FOLLOWERS = " \t\r\n.,;:!?)]'\"\u00a0\u2026";

/** text[i] starts POD's escape E<lt> or E<gt> (perlpod "Formatting Codes") */
export function podEscapeAt(text: string, i: number): boolean {
  return (
    text.charCodeAt(i + 4) === 0x3e &&
    text.charCodeAt(i + 3) === 0x74 &&
    (text.charCodeAt(i + 2) === 0x67 || text.charCodeAt(i + 2) === 0x6c)
  );
}

/**
 * text[i] (a "]") closes a BBCode opening tag that starts a word: "[" + 1 to 12 ASCII
 * letters ("[email]", "[url]", "[b]")
 */
export function bbcodeTagBefore(text: string, i: number, before: string): boolean {
  let k = i - 1;
  while (k >= 0 && i - k <= 12 && ((text.charCodeAt(k) | 0x20) - 0x61) >>> 0 < 26) k--;
  return (
    k >= 0 && k < i - 1 && text.charCodeAt(k) === 0x5b && opensWord(charBefore(text, k, before))
  );
}
