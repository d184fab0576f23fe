/**
 * Characters that RFC 3986 wants percent-encoded but text writes raw after the authority:
 * `?a[]=1&a[]=2`, `?filter[status]=open`, `/wiki/Foo[1]`, `css?family=Roboto|Open+Sans`,
 * `/repos/{owner}/{repo}`, `#/page#section`, `?discount=50%`.
 *
 * RFC 3986 allows "[" and "]" only around an IP literal (§3.2.2), "#" only once, before
 * the fragment (§3.5), and "%" only to start a percent-encoding (§2.1); "{ } | ^ `" are
 * not URI characters at all (App. A; 2396bis §2.4.3 calls them "unwise": gateways modify
 * them, or they delimit). Every other use must be percent-encoded (§2.1, §2.4). Text has
 * them raw all the same, browsers send them as written (the WHATWG URL parser leaves them
 * in paths, queries and fragments), and every peer extractor finds such a URL whole. A
 * reader takes the text for the URI with those characters percent-encoded, so that is the
 * one validated and normalized here.
 *
 * Where they reach this: "[", "]", "#" and "%" are URI characters, so a bare URI runs over
 * them (brackets only in pairs, delimiters/bare.ts); "{ } | ^ `" end a bare URI (they
 * delimit, 2396bis App. E), and only the explicit wrappers — `<…>`, quotes, an HTML
 * attribute — hold them (chars.ts C_WRAPPED), except a balanced "{…}" and a "^" before a
 * word after the authority (bare.ts). "\" is not read this way: a browser takes
 * it for "/" in http(s), so its reading is not the encoded one.
 *
 * analyzeForText(uri): the core's analysis; when the core refuses the URI only for its
 * path, query or fragment and one of these characters is there, the analysis of the URI
 * with them percent-encoded instead, if that one is valid, with the warning
 * `unencoded-characters`. `uri` in the record stays as written; `normalized` is the encoded
 * form. The core itself (validateUri, analyzeUri) stays strict.
 */
import { analyzeUri, type UriAnalysis } from "../core/analyze.js";
import { sipIpReferenceAnalysis } from "./sip-ip-reference.js";

/**
 * the parse failures that such a character after the authority produces ("%" not followed
 * by two hex digits: bad-percent-encoding)
 */
const PART_ERRORS = new Set(["bad-path", "bad-query", "bad-fragment", "bad-percent-encoding"]);

export const UNENCODED_CHARACTERS = "unencoded-characters";

/** percent-encoding of the characters read encoded (RFC 3986 §2.1: uppercase hex) */
const ENCODED: Record<number, string> = {
  91: "%5B", // [
  93: "%5D", // ]
  123: "%7B", // {
  125: "%7D", // }
  124: "%7C", // |
  94: "%5E", // ^
  96: "%60", // `
  34: "%22", // " (inside single quotes: quote.ts)
  60: "%3C", // < (a SICI's, inside a DOI: delimiters/bare.ts)
  62: "%3E", // >
};

/**
 * Index where the path starts: after "scheme:" and, when "//" follows, after the authority
 * (which ends at the first "/", "?" or "#", RFC 3986 §3.2; an IP literal has none of
 * them). -1 when there is no scheme.
 */

/** "//" follows the scheme's colon */
function hasAuthority(uri: string, colon: number): boolean {
  return uri.charCodeAt(colon + 1) === 0x2f && uri.charCodeAt(colon + 2) === 0x2f;
}

/**
 * Where raw brackets may be read encoded: from the path on after an authority, else from
 * the query or fragment on (`mailto:list@example.org?subject=[PATCH]`); uri.length if none.
 */
function bracketsFrom(uri: string, colon: number, from: number): number {
  if (hasAuthority(uri, colon)) return from;
  for (let i = from; i < uri.length; i++) {
    const c = uri.charCodeAt(i);
    if (c === 0x3f || c === 0x23) return i;
  }
  return uri.length;
}

function pathStart(uri: string): number {
  const colon = uri.indexOf(":");
  if (colon <= 0) return -1;
  let i = colon + 1;
  if (!hasAuthority(uri, colon)) return i;
  for (i += 2; i < uri.length; i++) {
    const c = uri.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
  }
  return i;
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

/**
 * uri with those characters from `from` on percent-encoded; null when there are none.
 * A "%" that starts no percent-encoding ("?off=50%", "#100%") is data: "%25" (§2.4: "it
 * must be percent-encoded as "%25" for that octet to be used as data within a URI").
 * Brackets only after an authority or in a query or fragment: elsewhere without one
 * ("sip:alice@[2001:db8::1]:5060") they may be a host's IP literal, which "%5B" would no
 * longer be (`bracketsFrom`: where they may be encoded). Not "|" in a file URI:
 * "file:///C|/Windows" is the legacy drive letter "C:" (RFC 8089 App. E.2).
 */
function encodeRaw(uri: string, from: number, bracketsFrom: number, pipe: boolean): string | null {
  let out = "";
  let last = from;
  let fragment = false;
  for (let i = from; i < uri.length; i++) {
    const c = uri.charCodeAt(i);
    let e = ENCODED[c];
    if ((c === 0x5b || c === 0x5d) && i < bracketsFrom) return null;
    if (c === 0x7c && !pipe) return null;
    if (c === 0x25) {
      if (isHex(uri.charCodeAt(i + 1)) && isHex(uri.charCodeAt(i + 2))) continue;
      e = "%25";
    } else if (c === 0x23) {
      // the first "#" starts the fragment; another one is data in it
      if (!fragment) {
        fragment = true;
        continue;
      }
      e = "%23";
    }
    if (e === undefined) continue;
    out += uri.slice(last, i) + e;
    last = i + 1;
  }
  if (last === from) return null;
  return uri.slice(0, from) + out + uri.slice(last);
}

export function analyzeForText(uri: string): UriAnalysis {
  const a = analyzeUri(uri);
  if (a.valid || a.errors.length !== 1 || !PART_ERRORS.has(a.errors[0]!)) return a;
  // (a SIP URI's IPv6 reference is read by the scheme's grammar: sip-ip-reference.ts)
  const sip = sipIpReferenceAnalysis(uri, a.scheme);
  if (sip !== null) return sip;
  const from = pathStart(uri);
  if (from < 0) return a;
  const colon = uri.indexOf(":");
  const encoded = encodeRaw(uri, from, bracketsFrom(uri, colon, from), a.scheme !== "file");
  if (encoded === null) return a;
  const b = analyzeUri(encoded);
  if (!b.valid) return a;
  return {
    scheme: b.scheme,
    valid: true,
    errors: b.errors,
    warnings: [...b.warnings, UNENCODED_CHARACTERS],
    normalized: b.normalized,
  };
}
