/**
 * A network-path reference to a web host, "//www.example.com/a.js" (RFC 3986 §4.2): where a
 * reader takes it for an http(s) link — an HTML or XML attribute's value, CSS's url(), a
 * "www." name after a space — and where not (SMB shares, npm's keys, a scheme that the line
 * before ends with). Read by fuzzy mode's text view (fuzzy-view.ts).
 */

import { charBefore } from "./fuzzy-word-edges.js";

/**
 * text[i, i+2) is "//" before a name: is it a network-path reference to a web host, which a
 * reader takes for an http(s) link? Its scheme is the page's, so only where the page is the
 * web's: an HTML or XML attribute's value (`src='//cdn.example.com/a.js'`, `href=//…`), CSS's
 * `url(//…)`, or a "www." name after a space, a quote or a bracket ("see //www.example.com").
 * Not "//fs01.example.com/share" (smbclient, mount.cifs: SMB), not npm's
 * "//registry.npmjs.org/:_authToken=…" key, nor at a line's start, where it goes on a scheme
 * the line before ends with ("https:" LF "//…", quoted-printable's "https:=" LF "//…"), nor
 * after "http:" or "https" with a space between ("https: //x", "https //x": the link's
 * scheme, mangled). An authority with a userinfo ("//user@host/") is no address either.
 */
export function webNetworkPath(text: string, i: number, before: string): boolean {
  const b = charBefore(text, i, before);
  let web = false;
  if (b === "=") web = true;
  else if (b === "(") web = cssUrlBefore(text, i - 1);
  if (!web && (b === '"' || b === "'")) web = valueQuoteAt(text, i - 1);
  if (!web && " \t([{<'\"`".includes(b)) {
    web =
      text.slice(i + 2, i + 6).toLowerCase() === "www." &&
      !schemeWordBefore(text, i) &&
      !indentedLineStart(text, i, before);
  }
  if (!web) return false;
  // the authority: no "@" in it (bounded: a host name is at most 255 octets)
  for (let k = i + 2; k < text.length && k < i + 260; k++) {
    const u = text.charCodeAt(k);
    if (u === 0x40) return false;
    if (u <= 0x20 || u === 0x2f || u === 0x3f || u === 0x23 || u === 0x22 || u === 0x27) break;
  }
  return true;
}

/**
 * text[q] is a quote that opens a value: after "=" or a JSON key's ":" (`src = "//…"`,
 * `"url": "//…"`), CSS's `url("//…")` or `@import "//…"` (spaces between allowed)
 */
function valueQuoteAt(text: string, q: number): boolean {
  const k = blanksBack(text, q, " \t", 8);
  if (k === 0) return false;
  const p = text[k - 1];
  if (p === "=" || p === ":") return true;
  if (p === "(") return cssUrlBefore(text, k - 1);
  return k >= 7 && text.slice(k - 7, k).toLowerCase() === "@import";
}

/** where the run of `blanks` characters that ends at text[i] starts, at most `max` back */
function blanksBack(text: string, i: number, blanks: string, max: number): number {
  let k = i;
  while (k > 0 && i - k < max && blanks.includes(text[k - 1]!)) k--;
  return k;
}

/** text[p] is "(" after "url" (CSS) */
function cssUrlBefore(text: string, p: number): boolean {
  return p >= 3 && text.slice(p - 3, p).toLowerCase() === "url";
}

/**
 * only spaces or tabs before text[i] on its line: an indented line's start, where "//" more
 * often goes on a scheme the line before ends with (bounded look-back; past it, as if so)
 */
function indentedLineStart(text: string, i: number, before: string): boolean {
  const k = blanksBack(text, i, " \t", 64);
  const p = k > 0 ? text[k - 1]! : before;
  if (i - k === 64 && (p === " " || p === "\t")) return true;
  return p === "\n" || p === "\r" || (k === 0 && (p === " " || p === "\t"));
}

/**
 * the word before text[i] (across spaces, line breaks and quote markers) is "http:", "https:",
 * "http" or "https"
 */
function schemeWordBefore(text: string, i: number): boolean {
  let k = blanksBack(text, i, " \t\r\n>", 16);
  if (k > 0 && text[k - 1] === ":") k--;
  const w = text.slice(Math.max(0, k - 5), k).toLowerCase();
  return w === "https" || w.endsWith("http");
}
