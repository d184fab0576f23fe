/**
 * HTML character references inside a bare URI (bare.ts), from escaped HTML text: `&gt;`,
 * `&lt;`, `&quot;`, `&nbsp;` and their numeric forms stand for characters no URI holds
 * (RFC 3986 App. C) and end it; `&apos;`, `&#39;` end a host as an apostrophe does.
 */

import { isLetterCodePoint, LETTER_NAMES, MAX_LETTER_NAME } from "../character-references.js";

/**
 * character references that stand for a delimiter, a space or punctuation in escaped HTML
 * text (HTML's named character references: "…", "’", "”", "»", "—", "–"; a mark after a
 * name: "™", "®", "©")
 */
const ENTITY_NAMES = [
  ...["gt", "lt", "quot", "apos", "amp", "nbsp"],
  ...["hellip", "rsquo", "lsquo", "rdquo", "ldquo", "raquo", "laquo", "mdash", "ndash"],
  ...["trade", "reg", "copy"],
];

/**
 * buf[e-1] is ";": the index of the "&" when buf[from, e) ends with `&gt;`, `&lt;`,
 * `&quot;`, `&apos;`, `&amp;`, `&nbsp;`, `&hellip;`, `&rsquo;` … (ENTITY_NAMES, all in small
 * letters or all in capitals) or a numeric reference `&#62;`,
 * `&#x3e;`, else -1. Other names stay: `&` and `;` are URI characters (`?q=a&hl;`).
 */
export function entityStart(buf: Uint8Array, from: number, e: number): number {
  let k = e - 2;
  const stop = Math.max(from, e - 10);
  while (k > stop && buf[k] !== 0x26) k--;
  if (buf[k] !== 0x26 || k + 2 >= e) return -1;
  const a = k + 1;
  const z = e - 1;
  // &#digits; or &#xhex;
  if (buf[a] === 0x23) return referenceValue(buf, a + 1, z) >= 0 ? k : -1;
  // HTML's names are case-sensitive: "&gt;" and "&GT;" are ">", "&gT;" is none ("&Gt;" is
  // "≫"). All in capitals is read too (browsers and mailers write "&NBSP;" so)
  const upper = buf[a]! < 0x61;
  for (const name of ENTITY_NAMES) {
    if (z - a !== name.length) continue;
    let same = true;
    for (let t = 0; t < name.length; t++) {
      if (buf[a + t]! !== (upper ? name.charCodeAt(t) - 0x20 : name.charCodeAt(t))) {
        same = false;
        break;
      }
    }
    if (same) return k;
  }
  return -1;
}

/**
 * buf[e-1] is ";": does buf[from, e) end with a reference to a letter — `&eacute;`,
 * `&#233;`, `&#x4E2D;` (character-references.ts reads it so in the record's `uri`)? Its ";"
 * is then the URI's, no trailing punctuation
 */
export function endsWithLetterReference(buf: Uint8Array, from: number, e: number): boolean {
  let k = e - 2;
  const stop = Math.max(from, e - 2 - MAX_REF);
  while (k > stop && buf[k] !== 0x26) k--;
  if (buf[k] !== 0x26 || k + 2 >= e) return false;
  if (buf[k + 1] === 0x23) {
    const v = referenceValue(buf, k + 2, e - 1);
    return v >= 0x80 && isLetterCodePoint(v);
  }
  if (e - 1 - (k + 1) > MAX_LETTER_NAME) return false;
  let name = "";
  for (let t = k + 1; t < e - 1; t++) name += String.fromCharCode(buf[t]!);
  return LETTER_NAMES.has(name);
}

/** longest character reference read inside a URI: "&#x000A0;" */
export const MAX_REF = 10;

/** buf[i] is the "&" of `&apos;`, `&#39;` or `&#x27;` (ending before n) */
export function apostropheReferenceAt(buf: Uint8Array, i: number, n: number): boolean {
  const stop = Math.min(n, i + MAX_REF);
  let z = i + 2;
  while (z < stop && buf[z] !== 0x3b) z++;
  return z < stop && isApostropheReference(buf, i, z);
}

/**
 * buf[a, z] is a character reference (from entityStart): is it an apostrophe's — `&apos;`,
 * `&#39;`, `&#x27;` — or the typographic one's, U+2019 (`&rsquo;`, `&#8217;`: what a word
 * processor's HTML writes for "example.com’s")?
 */
export function isApostropheReference(buf: Uint8Array, a: number, z: number): boolean {
  if (buf[a + 1] === 0x23) {
    const v = referenceValue(buf, a + 2, z);
    return v === 0x27 || v === 0x2019;
  }
  if (z - a === 6) {
    return (
      buf[a + 1] === 0x72 &&
      buf[a + 2] === 0x73 &&
      buf[a + 3] === 0x71 &&
      buf[a + 4] === 0x75 &&
      buf[a + 5] === 0x6f
    );
  }
  return (
    z - a === 5 &&
    (buf[a + 1]! | 0x20) === 0x61 &&
    (buf[a + 2]! | 0x20) === 0x70 &&
    (buf[a + 3]! | 0x20) === 0x6f &&
    (buf[a + 4]! | 0x20) === 0x73
  );
}

/** Value of the digits buf[d, z) of a numeric reference (`x…` hexadecimal), or -1. */
function referenceValue(buf: Uint8Array, d: number, z: number): number {
  const hex = (buf[d]! | 0x20) === 0x78;
  if (hex) d++;
  if (d >= z || z - d > 6) return -1;
  let v = 0;
  for (; d < z; d++) {
    const x = buf[d]!;
    if (x >= 0x30 && x <= 0x39) v = v * (hex ? 16 : 10) + (x - 0x30);
    else if (hex && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x66) v = v * 16 + ((x | 0x20) - 0x57);
    else return -1;
  }
  return v;
}

/**
 * buf[i] is "&": does a character reference for a space or a delimiter start there —
 * `&nbsp; &lt; &gt; &quot;` (any case) or `&#…;` / `&#x…;` for a space or a C0 control
 * (U+0000–U+0020, U+007F, U+00A0, U+2000–U+200B, U+2028, U+2029, U+202F, U+205F, U+3000,
 * U+FEFF: "&#x0A;" is escaped markup's line
 * break, MediaWiki's parser tests), U+0022, U+003C, U+003E? (Not U+0080–U+009F: HTML reads
 * "&#138;" as Windows-1252's "Š". Not "&#124;": a quoted URL keeps its "|",
 * `&quot;…?family=Roboto&#124;Open+Sans&quot;`)
 */
export function endingReference(buf: Uint8Array, i: number, n: number): boolean {
  const stop = Math.min(n, i + MAX_REF);
  let z = i + 2;
  while (z < stop && buf[z] !== 0x3b) z++;
  if (z >= stop) return false;
  const a = i + 1;
  if (buf[a] === 0x23) {
    const v = referenceValue(buf, a + 1, z);
    return (
      (v >= 0 && v <= 0x20) ||
      v === 0x7f ||
      v === 0xa0 ||
      v === 0x22 ||
      v === 0x3c ||
      v === 0x3e ||
      v === 0x2028 ||
      v === 0x2029 ||
      v === 0x3000 ||
      // the spaces of General Punctuation, the zero-width one (a CMS's break opportunity in
      // a long URL, "…/path/&#8203;more.html", ends the URI as the raw character does), and
      // the byte order mark
      (v >= 0x2000 && v <= 0x200b) ||
      v === 0x202f ||
      v === 0x205f ||
      v === 0xfeff
    );
  }
  // the names HTML defines in lowercase (&lt; &gt; also in capitals, like browsers read them;
  // not in mixed case: "&gT;" is no reference, "&Gt;" is "≫")
  if (z - a === 2)
    return (
      ((buf[a] === 0x6c || buf[a] === 0x67) && buf[a + 1] === 0x74) ||
      ((buf[a] === 0x4c || buf[a] === 0x47) && buf[a + 1] === 0x54)
    );
  if (z - a !== 4) return false;
  const b0 = buf[a];
  const b1 = buf[a + 1];
  const b2 = buf[a + 2];
  const b3 = buf[a + 3];
  return (
    (b0 === 0x6e && b1 === 0x62 && b2 === 0x73 && b3 === 0x70) || // nbsp
    (b0 === 0x71 && b1 === 0x75 && b2 === 0x6f && b3 === 0x74) || // quot
    (b0 === 0x51 && b1 === 0x55 && b2 === 0x4f && b3 === 0x54) // QUOT
  );
}
