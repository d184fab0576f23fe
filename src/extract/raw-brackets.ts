/**
 * Square brackets written raw in a path, query or fragment: `?a[]=1&a[]=2`,
 * `?filter[status]=open`, `/wiki/Foo[1]`. RFC 3986 allows "[" and "]" only around an IP
 * literal in the authority (§3.2.2; they are gen-delims, §2.2) and has every other use
 * percent-encoded (§2.1, §2.4); RFC 1738 §2.2 already listed them as unsafe. Text has them
 * raw all the same (PHP and Rails array parameters, API filters), browsers send them as
 * written (the WHATWG URL parser leaves them in paths and queries), and every peer
 * extractor finds such a URL whole. A reader takes the text for the URI with those
 * brackets percent-encoded, so that is the one validated and normalized here.
 *
 * analyzeForText(uri): the core's analysis; when the core refuses the URI only for its path,
 * query or fragment and that part has a raw bracket, the analysis of the same URI with
 * "[" → "%5B" and "]" → "%5D" there instead, if that one is valid, with the warning
 * `unencoded-brackets`. `uri` in the record stays as written; `normalized` is the encoded
 * form. The core itself (validateUri, analyzeUri) stays strict.
 */
import { analyzeUri, type UriAnalysis } from "../core/analyze.js";

/** the parse failures that a raw bracket after the authority produces */
const PART_ERRORS = new Set(["bad-path", "bad-query", "bad-fragment"]);

export const UNENCODED_BRACKETS = "unencoded-brackets";

/**
 * Index where the path starts: after "scheme:" and, when "//" follows, after the authority
 * (which ends at the first "/", "?" or "#", RFC 3986 §3.2; an IP literal has none of
 * them). -1 when there is no scheme.
 */
function pathStart(uri: string): number {
  const colon = uri.indexOf(":");
  if (colon <= 0) return -1;
  let i = colon + 1;
  if (uri.charCodeAt(i) !== 0x2f || uri.charCodeAt(i + 1) !== 0x2f) return i;
  for (i += 2; i < uri.length; i++) {
    const c = uri.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
  }
  return i;
}

/** uri with the brackets from `from` on percent-encoded; null when there are none */
function encodeBrackets(uri: string, from: number): string | null {
  let out = "";
  let last = from;
  for (let i = from; i < uri.length; i++) {
    const c = uri.charCodeAt(i);
    if (c !== 0x5b && c !== 0x5d) continue;
    out += uri.slice(last, i) + (c === 0x5b ? "%5B" : "%5D");
    last = i + 1;
  }
  if (last === from) return null;
  return uri.slice(0, from) + out + uri.slice(last);
}

export function analyzeForText(uri: string): UriAnalysis {
  const a = analyzeUri(uri);
  if (a.valid || a.errors.length !== 1 || !PART_ERRORS.has(a.errors[0]!)) return a;
  const from = pathStart(uri);
  if (from < 0) return a;
  const encoded = encodeBrackets(uri, from);
  if (encoded === null) return a;
  const b = analyzeUri(encoded);
  if (!b.valid) return a;
  return {
    scheme: b.scheme,
    valid: true,
    errors: b.errors,
    warnings: [...b.warnings, UNENCODED_BRACKETS],
    normalized: b.normalized,
  };
}
