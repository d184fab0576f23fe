/**
 * Backslash escapes inside a bare URI (bare.ts): the URI punctuation read after a backslash
 * (troff's `\-` `\.`, Markdown's: CommonMark §2.4, JSON's "\/") and JSON's "\\uXXXX"
 * escapes (RFC 8259 §7: a UTF-16 surrogate pair as two escapes).
 */

import { MORE_INPUT } from "./more-input.js";

/** the code point of the last `unicodeEscape` */
export const escaped = { cp: 0 };

/**
 * buf[i] is "\\" and buf[i+1] "u": the end of the "\\uXXXX" escape (a UTF-16 surrogate pair
 * as two escapes, "\\ud83d\\ude00"), its code point in `escaped.cp`; -1 when it is no such
 * escape (a lone surrogate, too few hex digits); MORE_INPUT when it may go on past n.
 */
export function unicodeEscape(buf: Uint8Array, i: number, n: number): number {
  if (i + 6 > n) return MORE_INPUT;
  const hi = hex4(buf, i + 2);
  if (hi < 0) return -1;
  if (hi < 0xd800 || hi > 0xdfff) {
    escaped.cp = hi;
    return i + 6;
  }
  if (hi > 0xdbff) return -1;
  if (i + 12 > n) return MORE_INPUT;
  if (buf[i + 6] !== 0x5c || buf[i + 7] !== 0x75) return -1;
  const lo = hex4(buf, i + 8);
  if (lo < 0xdc00 || lo > 0xdfff) return -1;
  escaped.cp = 0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00);
  return i + 12;
}

/** the value of four hex digits at buf[i…], or -1 */
export function hex4(buf: Uint8Array, i: number): number {
  let v = 0;
  for (let k = i; k < i + 4; k++) {
    const b = buf[k]!;
    const d =
      b >= 0x30 && b <= 0x39
        ? b - 0x30
        : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66
          ? (b | 0x20) - 0x57
          : -1;
    if (d < 0) return -1;
    v = (v << 4) | d;
  }
  return v;
}

/**
 * The characters read after a backslash: URI punctuation that troff, Markdown or JSON
 * escape in a URL. Not "[" "]": `<https://example.com/\[\>` is a CommonMark autolink
 * case where the URI ends at the backslash.
 */
export const ESCAPABLE = new Uint8Array(128);
for (const ch of "-./()_#*~+=?!,;$@'&%:") ESCAPABLE[ch.charCodeAt(0)] = 1;
/** the escapes read inside a host: troff's `\-` `\.` `\&` `\%` `\:`, JSON's "\/" */
export const HOST_ESCAPABLE = new Uint8Array(128);
for (const ch of "-./&%:") HOST_ESCAPABLE[ch.charCodeAt(0)] = 1;

/**
 * URI characters that end the URI when written as a "\\uXXXX" escape: those the scan
 * weighs raw (quotes, brackets, commas, emphasis marks) and the delimiters of its parts
 * (no JSON encoder writes "/", "?" or "#" so)
 */
export const ESCAPE_ENDS = new Uint8Array(128);
for (const ch of "'()[],*_~/?#") ESCAPE_ENDS[ch.charCodeAt(0)] = 1;

export function isHexByte(b: number | undefined): boolean {
  return (
    b !== undefined && ((b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x66))
  );
}
