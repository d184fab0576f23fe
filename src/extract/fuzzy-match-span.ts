/**
 * The part of a linkify-it match that is a schemeless link (fuzzy.ts): its host cut where
 * CJK, kana, Hangul or Thai text or a symbol is glued to it, its path before the characters
 * that no URI holds (RFC 3986 App. C) and the trailing punctuation. A span is packed in one
 * number (`span`; an address's too: fuzzy-address.ts).
 */

import { hostCodePoint, noSpaceScript } from "./chars.js";

/** a span [a, b) of a match, packed as a | b << 16 (matches are shorter than 64 K) */
export const span = (a: number, b: number): number => a | (b << 16);

/**
 * Where a fuzzy link's path, query and fragment (from `from`) end: before the first
 * character that no URI holds and that ends a scheme'd URI in text too — `` ` { } | ^ `` (not
 * a backslash: troff's `\-` and JSON's `\/` escape, and such a link is left invalid)
 * (RFC 3986 App. C; linkify-it takes them: "google.com/a|b" is "google.com/a" as
 * "http://google.com/a|b" is "http://google.com/a") — and before the trailing punctuation
 * left in front of it (`. , ; : ! ? ' "`).
 */
function pathEnd(raw: string, from: number): number {
  let e = from;
  while (e < raw.length && !PATH_ENDS.includes(raw[e]!)) e++;
  if (e === raw.length) return e;
  // a template placeholder's "$" goes with it: "github.com/a/b=${V}" (as in bare.ts)
  if (raw[e] === "{" && raw[e - 1] === "$") e--;
  while (e > from + 1 && TRAILING.includes(raw[e - 1]!)) e--;
  return e;
}

const PATH_ENDS = "`{}|^";
const TRAILING = ".,;:!?'\"";

/** `/ ? # :` end a fuzzy link's host (a port, then the path) */
export const isHostEnd = (c: number): boolean =>
  c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3a;
/** ASCII letters, digits, `-`, `.`, `_` */
const isAsciiHostChar = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) ||
  (c >= 0x41 && c <= 0x5a) ||
  (c >= 0x30 && c <= 0x39) ||
  c === 0x2d ||
  c === 0x2e ||
  c === 0x5f;

/**
 * A schemeless link whose host runs into CJK, kana, Hangul or Thai text: linkify-it reads
 * `请访问www.example.com` as one host, but those scripts have no spaces between words and
 * no DNS label mixes them with ASCII (as in src/extract/delimiters/bare.ts), so the link
 * starts after a leading run of such characters that an ASCII label follows, and ends
 * where they come back after an ASCII letter or digit in the host. -1 when nothing is left.
 */
export function hostScriptSpan(raw: string): number {
  if (raw.length > 0xffff) return -1;
  let a = 0;
  while (a < raw.length && noSpaceScript(raw.codePointAt(a)!))
    a += raw.codePointAt(a)! > 0xffff ? 2 : 1;
  // only text glued before an ASCII label is dropped: `日本語.jp` is a host of its own
  if (a >= raw.length || !/[A-Za-z0-9]/.test(raw[a]!)) a = 0;
  // linkify-it counts symbols as letters (`next=bar.org`, `u=www.example.org` in a query,
  // a zero-width space before a name): a host has none (RFC 1123 §2.1 labels: letters,
  // digits, hyphens; IDNA2008 adds letters, marks and digits), so the link starts after
  // the last one before the port or path
  let hostEnd = a;
  while (hostEnd < raw.length && !isHostEnd(raw.charCodeAt(hostEnd))) hostEnd++;
  for (let k = a; k < hostEnd; ) {
    const cp = raw.codePointAt(k)!;
    const units = cp > 0xffff ? 2 : 1;
    if (!(cp < 0x80 ? isAsciiHostChar(cp) : hostCodePoint(cp))) a = k + units;
    k += units;
  }
  const first = a < hostEnd ? raw.codePointAt(a)! : 0;
  if (first === 0 || first === 0x2d || first === 0x2e || first === 0x5f) return -1;
  const dot = raw.indexOf(".", a);
  if (dot < 0 || dot >= hostEnd) return -1;
  let b = a;
  while (b < raw.length) {
    const ch = raw[b]!;
    if (ch === "/" || ch === "?" || ch === "#") return span(a, pathEnd(raw, b));
    const cp = raw.codePointAt(b)!;
    if (noSpaceScript(cp) && b > a && /[A-Za-z0-9]/.test(raw[b - 1]!))
      return b > a ? span(a, b) : -1;
    b += cp > 0xffff ? 2 : 1;
  }
  return a < raw.length ? span(a, raw.length) : -1;
}
