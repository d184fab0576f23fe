/**
 * A quoted base64 `data:` URI whose data holds whitespace: Inkscape writes an embedded image's
 * base64 in 76-character pieces with blanks or line breaks between them
 * (`xlink:href="data:image/png;base64,iVBORw0K… WXMAAAsTAAAL…"`). The URI runs to the
 * closing quote (2396bis App. E: "within double-quotes"; "extra whitespace … should be
 * ignored when extracting the URI"), and base64 decoding skips ASCII whitespace anyway
 * (WHATWG Infra, "forgiving-base64 decode"; RFC 2397 §3). Cut at its first blank, as any
 * other quoted URI is, it gave a valid URI holding the first piece of the image.
 */
import { type Candidate, FALLBACK, FOUND, MORE, NONE, type ScanContext } from "../candidate.js";
import { C_WRAPPED, CLASS } from "../chars.js";
import type { Delimiter } from "../types.js";
import { wrappedSpanLimit } from "./wrapped-span.js";

/** buf[s, s+4) is "data", any case */
export function isDataScheme(buf: Uint8Array, s: number, c: number): boolean {
  return (
    c - s === 4 &&
    (buf[s]! | 0x20) === 0x64 &&
    (buf[s + 1]! | 0x20) === 0x61 &&
    (buf[s + 2]! | 0x20) === 0x74 &&
    (buf[s + 3]! | 0x20) === 0x61
  );
}

/**
 * q: the opening quote, s and c: the data scheme and its ":". FOUND (the whitespace
 * dropped, `wrapped` when a line break was), NONE when no closing quote comes before the
 * URI's bytes (the whitespace not counted) pass maxLength, or the raw text the wrapped span's
 * bound (wrapped-span.ts), after base64 data with whitespace (no prefix of the data is a
 * URI: the search resumes there, past base64 bytes only), MORE, or FALLBACK when it is no
 * base64 data or a byte that is none comes first (the quote rules read it then)
 */
export function scanQuotedData(
  ctx: ScanContext,
  cand: Candidate,
  q: number,
  s: number,
  c: number,
  delimiter: Delimiter,
): number {
  const { buf, n, final, maxLength } = ctx;
  const quote = buf[q]!;
  // (the raw span's bound; the URI's own bytes count against maxLength: `dropped` below)
  const limit = wrappedSpanLimit(q, maxLength);
  // the media type and ";base64," (RFC 2397 §3), with no whitespace: only base64 data drops
  // it — in "data:text/plain,Hello World" or an SVG's `viewBox='0 0 16 16'` the blanks are
  // the data's, and `"data:received 5 bytes from http://…"` is a log's text
  let i = c + 1;
  for (;;) {
    if (i - s > maxLength) return FALLBACK;
    if (i >= n) return final ? FALLBACK : MORE;
    if (i >= limit || buf[i] === quote) return FALLBACK;
    if (buf[i] === 0x2c) break;
    if (!(CLASS[buf[i]!]! & C_WRAPPED)) return FALLBACK;
    i++;
  }
  if (!isBase64Marker(buf, c + 1, i)) return FALLBACK;
  i++;
  let blanks = false;
  let dropped = 0; // whitespace bytes read: no byte of the URI's
  for (;;) {
    if (i >= limit || i - s - dropped > maxLength) {
      if (!blanks) return FALLBACK;
      cand.resume = i;
      return NONE;
    }
    if (i >= n) return final ? FALLBACK : MORE;
    const b = buf[i]!;
    if (b === quote) break;
    if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) {
      blanks = true;
      dropped++;
    } else if (BASE64[b] !== 1) return FALLBACK;
    i++;
  }
  // (no whitespace: the quote rules read it as any quoted URI)
  if (!blanks) return FALLBACK;
  const out = cand.joined;
  let len = 0;
  let lineBreak = false;
  for (let k = s; k < i; k++) {
    const b = buf[k]!;
    if (b === 0x20 || b === 0x09 || b === 0x0d) continue;
    if (b === 0x0a) {
      lineBreak = true;
      continue;
    }
    out[len++] = b;
  }
  cand.quoted(q, s, i, false, delimiter);
  cand.joinedLen = len;
  cand.wrapped = lineBreak;
  return FOUND;
}

/** base64's alphabet and its padding (RFC 4648 §4) */
const BASE64 = new Uint8Array(256);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=") {
  BASE64[ch.charCodeAt(0)] = 1;
}

/** buf[from, comma) ends with ";base64" (any case) */
function isBase64Marker(buf: Uint8Array, from: number, comma: number): boolean {
  const m = ";base64";
  if (comma - from < m.length) return false;
  for (let k = 0; k < m.length; k++) {
    if ((buf[comma - m.length + k]! | 0x20) !== m.charCodeAt(k)) return false;
  }
  return true;
}
