/**
 * Terminal-safe output: no raw control character ever reaches a terminal.
 * C0 controls, DEL, C1 controls, the Unicode line/paragraph separators and the bidi
 * embedding/override/isolate marks (the "Trojan Source" characters, CVE-2021-42574).
 */

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;
const UNSAFE_G = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
// JSON.stringify already escapes C0 controls; the rest of UNSAFE is left raw by it.
const JSON_UNSAFE_G = /[\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** Percent-encode (as UTF-8, RFC 3986 §2.1) every unsafe character; other text unchanged. */
export function percentEncodeControls(s: string): string {
  if (!UNSAFE.test(s)) return s;
  return s.replace(UNSAFE_G, (c) => encodeURIComponent(c));
}

/** Escape the unsafe characters JSON.stringify leaves raw as \uXXXX (still valid JSON). */
export function jsonSafe(json: string): string {
  return json.replace(JSON_UNSAFE_G, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

// UNSAFE and "%" itself
const UNSAFE_OR_PERCENT_G =
  /[%\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/**
 * A CSV or TSV field: as percentEncodeControls, but when it encodes anything it encodes "%"
 * too (as %25), so that the field can be decoded back: a name holding a real "%09" and one
 * holding a tab are told apart. (The text format prints URIs, where "%09" and a tab encoded
 * stand for the same octet, RFC 3986 §2.1: it leaves "%" alone.)
 */
export function percentEncodeField(s: string): string {
  if (!UNSAFE.test(s)) return s;
  return s.replace(UNSAFE_OR_PERCENT_G, (c) => encodeURIComponent(c));
}
