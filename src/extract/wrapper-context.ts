/**
 * What stands around a wrapper (url-draft-1994's `<…>`, a quote) before a scheme: a `<` on the
 * line before, where a mailer broke a long `<URL:…>` line before the scheme or inside it (a
 * line break inside the brackets is whitespace the reader drops, 2396bis App. E), and the
 * cheap tests that look for one; the HTML link attribute whose value a quote opens (HTML
 * §4.6.1 href, §4.8 src, §4.10.3 action, cite); and what makes a `<` no wrapper: a POD
 * formatting code's letter (perlpod, "Formatting Codes"), a capital after Ruby's "#<".
 */

import { C_ALNUM, C_ALPHA, C_SCHEME, CLASS, COLON, GT, LT, SP } from "./chars.js";
import { isUrlPrefix, MAX_SCHEME } from "./scheme-start.js";
import { isOneOf, wordsByLength } from "./word-lists.js";

/** bytes looked back over from a scheme at a line start for the `<` of the line before */
export const MAX_BREAK_GAP = 48;

/**
 * buf[c] is ":" and a run of scheme characters before it starts right after `<` (or `<URL:`,
 * `<URL: `): a candidate for `<scheme:` + line break + the rest (a cheap test for the trigger loop; the
 * angle scanner checks the rest).
 */
export function schemeAfterLt(buf: Uint8Array, c: number, lo: number): boolean {
  let s = c;
  while (s > lo && CLASS[buf[s - 1]!]! & C_SCHEME) {
    s--;
    if (c - s > MAX_SCHEME) return false;
  }
  if (s >= c || s <= lo) return false;
  if (buf[s - 1] === LT) return true;
  // or right after "<URL:" or "<URL: " (url-draft-1994)
  let p = s;
  if (buf[p - 1] === SP) p--;
  return p - 5 >= lo && buf[p - 1] === COLON && buf[p - 5] === LT && isUrlPrefix(buf, p - 4);
}

/**
 * What a line break before a scheme hides (angleAcrossBreak): the index of the `<` or of the
 * last byte of a "⟨" (-1: none),
 * whether a `URL:` prefix follows it, and for a scheme broken in two the first piece
 * [headStart, headEnd) — headStart -1 when the break is before the scheme.
 */
export const across = { open: -1, prefixed: false, headStart: -1, headEnd: -1 };

/**
 * The scheme run starting at s opens a line (after the indentation and quote markers of a
 * continuation line), and the line before ends in a wrapper: `<` or `<URL:` (then spaces), or
 * `<` and the first piece of the scheme itself (`<ht` + LF + `tp://…>`). A line break inside
 * `<…>` is whitespace the reader drops (2396bis App. E; url-draft-1994 allows a space after
 * "URL:", where a mailer breaks a long line). Fills `across`; false when neither. Looks back
 * at most MAX_BREAK_GAP + MAX_SCHEME bytes, not before lo.
 */
export function angleAcrossBreak(buf: Uint8Array, s: number, lo: number): boolean {
  const stop = Math.max(lo, s - MAX_BREAK_GAP);
  let k = s;
  // the continuation line's indentation and quote markers
  while (k > stop) {
    const b = buf[k - 1]!;
    if (b !== SP && b !== 0x09 && b !== GT) break;
    k--;
  }
  if (k <= stop || buf[k - 1] !== 0x0a) return false;
  k--;
  if (k > stop && buf[k - 1] === 0x0d) k--;
  across.headStart = -1;
  across.prefixed = false;
  // a typesetter's hyphen after the scheme's first piece, dropped with the line break: groff's
  // U+2010 on a UTF-8 terminal ("⟨tel‐" LF "net://melvyl.ucop.edu/⟩", url(7)), a soft hyphen
  const typeset =
    k - 3 > lo && buf[k - 1] === 0x90 && buf[k - 2] === 0x80 && buf[k - 3] === 0xe2
      ? 3
      : k - 2 > lo && buf[k - 1] === 0xad && buf[k - 2] === 0xc2
        ? 2
        : // a soft hyphen in windows-1252: a byte that is not UTF-8 (chars.ts decodeCharAt)
          k - 2 > lo && buf[k - 1] === 0xad && buf[k - 2]! < 0x80
          ? 1
          : 0;
  if (typeset > 0 && CLASS[buf[k - typeset - 1]!]! & C_SCHEME) k -= typeset;
  if (k > lo && CLASS[buf[k - 1]!]! & C_SCHEME) {
    // the scheme's first piece ends the line: it runs back to "<" or "<URL:"
    let h = k;
    while (h > lo && CLASS[buf[h - 1]!]! & C_SCHEME) {
      h--;
      if (k - h > MAX_SCHEME) return false;
    }
    if (!(CLASS[buf[h]!]! & C_ALPHA)) return false;
    across.headStart = h;
    across.headEnd = k;
    k = h;
    // `<URL: ht` + LF + `tp://…>`: url-draft-1994 allows a space after "URL:" (not after a
    // lone "<": a space inside a line there means prose)
    let p = h;
    while (p > stop && (buf[p - 1] === SP || buf[p - 1] === 0x09)) p--;
    if (
      p < h &&
      p - 5 >= lo &&
      buf[p - 1] === COLON &&
      buf[p - 5] === LT &&
      isUrlPrefix(buf, p - 4)
    )
      k = p;
  } else {
    // spaces the line ended with
    while (k > stop && (buf[k - 1] === SP || buf[k - 1] === 0x09)) k--;
  }
  if (k - 1 >= lo && buf[k - 1] === LT) {
    across.open = k - 1;
    return true;
  }
  // groff's "⟨" (U+27E8, its ".UR" link on a UTF-8 terminal): open is its last byte
  if (k - 3 >= lo && buf[k - 1] === 0xa8 && buf[k - 2] === 0x9f && buf[k - 3] === 0xe2) {
    across.open = k - 1;
    return true;
  }
  if (k - 5 >= lo && buf[k - 1] === COLON && buf[k - 5] === LT && isUrlPrefix(buf, k - 4)) {
    across.open = k - 5;
    across.prefixed = true;
    return true;
  }
  return false;
}

/**
 * A cheap first test for angleAcrossBreak (most schemes follow a word and a space): buf[s-1]
 * is a line feed, or it and the byte before it are blanks, quote markers or line ends
 */
export function lineStartBefore(buf: Uint8Array, s: number, lo: number): boolean {
  const p = buf[s - 1]!;
  if (p === 0x0a) return true;
  if (p !== SP && p !== 0x09 && p !== GT) return false;
  if (s - 2 < lo) return false;
  const q = buf[s - 2]!;
  return q === 0x0a || q === SP || q === 0x09 || q === GT || q === 0x0d;
}

/** HTML attributes whose value is a link (HTML §4.6.1 href, §4.8 src, §4.10.3 action, cite) */
const LINK_ATTRIBUTES = wordsByLength(["href", "src", "action", "cite", "formaction"]);

/**
 * The quote at buf[q] opens an HTML link attribute's value: `href="…"`, `src='…'` (any
 * case, no space around "=", as markup is written)
 */
export function linkAttributeBefore(buf: Uint8Array, q: number, lo: number): boolean {
  if (q - 1 < lo || buf[q - 1] !== 0x3d) return false;
  for (let k = q - 4; k >= lo && k >= q - 11; k--) {
    if (isOneOf(LINK_ATTRIBUTES, buf, k, q - 1, true)) {
      return k === lo || !(CLASS[buf[k - 1]!]! & C_ALNUM);
    }
  }
  return false;
}

/** an ASCII capital letter */
export function isUpper(b: number): boolean {
  return b >= 0x41 && b <= 0x5a;
}

/** POD's formatting codes but L (a link) */
const POD_CODES = [..."BCIFSXEZ"].map((ch) => ch.charCodeAt(0));

/**
 * buf[open] ("<") follows a POD formatting code's letter at a word's start: B, C, I, F, S,
 * X, E or Z (perlpod, "Formatting Codes"; not L, a link)
 */
export function podCodeBefore(buf: Uint8Array, open: number, lo: number): boolean {
  if (open - 1 < lo) return false;
  if (!POD_CODES.includes(buf[open - 1]!)) return false;
  return open - 2 < lo || !(CLASS[buf[open - 2]!]! & C_ALNUM);
}

const TEX_URL_COMMANDS = wordsByLength(["url", "href", "nolinkurl"]);

/**
 * The "{" at `open` opens a URL argument of TeX markup: `\url{…}`, `\href{…}{text}`,
 * `\nolinkurl{…}` (hyperref, url.sty), or a BibTeX `url = {…}` field (biblatex's "url"
 * field, read verbatim). There the URL runs to the matching "}" and url.sty ignores spaces:
 * a line break inside the braces is whitespace the reader drops, and what would be trailing
 * punctuation in prose is the URL's. Looks back at most 32 bytes, not before lo.
 */
export function texUrlArgumentBefore(buf: Uint8Array, open: number, lo: number): boolean {
  const stop = Math.max(lo, open - 32);
  let k = open;
  while (k > stop && CLASS[buf[k - 1]!]! & C_ALPHA) k--;
  if (k < open && k > stop && buf[k - 1] === 0x5c) return isOneOf(TEX_URL_COMMANDS, buf, k, open);
  // BibTeX: the field's name, blanks, "=", blanks
  k = open;
  while (k > stop && (buf[k - 1] === SP || buf[k - 1] === 0x09)) k--;
  if (k <= stop || buf[k - 1] !== 0x3d) return false;
  k--;
  while (k > stop && (buf[k - 1] === SP || buf[k - 1] === 0x09)) k--;
  const e = k;
  while (k > stop && CLASS[buf[k - 1]!]! & C_ALPHA) k--;
  if (e - k !== 3 || (k > 0 && (k === stop || CLASS[buf[k - 1]!]! & C_ALNUM))) return false;
  return (
    (buf[k]! | 0x20) === 0x75 && (buf[k + 1]! | 0x20) === 0x72 && (buf[k + 2]! | 0x20) === 0x6c
  );
}

/**
 * The scheme at buf[s] opens a line (after blanks) whose line before ends with U+2010
 * HYPHEN after a letter or digit: groff's hyphenation of a word (RULES.md
 * "Man pages formatted for a UTF-8 terminal"), so the run is the word's tail, no scheme —
 * mailcap(5)'s "…/share/etc/mail‐" LF "       cap:/usr/local/etc/mailcap". Looks back at
 * most MAX_BREAK_GAP bytes, not before lo
 */
export function hyphenatedWordBefore(buf: Uint8Array, s: number, lo: number): boolean {
  let k = s;
  while (k > lo && s - k < MAX_BREAK_GAP && (buf[k - 1] === SP || buf[k - 1] === 0x09)) k--;
  if (k <= lo || buf[k - 1] !== 0x0a) return false;
  k--;
  if (k > lo && buf[k - 1] === 0x0d) k--;
  if (!(k - 3 >= lo && buf[k - 3] === 0xe2 && buf[k - 2] === 0x80 && buf[k - 1] === 0x90))
    return false;
  return k - 4 >= lo && (CLASS[buf[k - 4]!]! & C_ALNUM) !== 0;
}
