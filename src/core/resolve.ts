/**
 * Reference resolution, RFC 3986 §5.2: the §5.2.2 transform, §5.2.3 merge, §5.2.4
 * remove_dot_segments and §5.3 recomposition, on the components as written (nothing is
 * normalized; IRIs keep their Unicode).
 */

import { removeDotSegments } from "./dot-segments.js";
import { InvalidUriError } from "./errors.js";
import { parseUri } from "./parse.js";
import type { UriParts } from "./types.js";

export interface ResolveOptions {
  /**
   * true (default): a reference with a scheme is used as is (`http:g` → `http:g`).
   * false: the backward-compatible reading of §5.2.2 — a scheme equal to the base's is
   * ignored (`http:g` → `http://a/b/c/g`).
   */
  strict?: boolean;
}

/** The text of the authority of parsed parts (undefined when there is none). */
function authorityOf(p: UriParts): string | undefined {
  return p.authority;
}

/** §5.2.3 merge: the base path up to its last "/", then the reference path. */
function merge(base: UriParts, refPath: string): string {
  if (base.authority !== undefined && base.path === "") return `/${refPath}`;
  const slash = base.path.lastIndexOf("/");
  return slash < 0 ? refPath : base.path.slice(0, slash + 1) + refPath;
}

/**
 * The path with its segments of encoded dots ("%2E", "%2e%2E", ".%2E") written as the dots:
 * a percent-encoded unreserved character is the character (RFC 3986 §2.3: URIs that differ
 * so are equivalent), so such a segment is a dot-segment, and the target of a reference
 * does not depend on how its dots were written (Boost.URL, iri-string, WHATWG).
 * Other percent-encodings stay.
 */
function encodedDotsRead(path: string): string {
  if (path.indexOf("%") < 0) return path;
  let out = "";
  let from = 0;
  while (from <= path.length) {
    let end = path.indexOf("/", from);
    if (end < 0) end = path.length;
    const seg = path.slice(from, end);
    out += isEncodedDots(seg) ? seg.replace(/%2e/gi, ".") : seg;
    if (end < path.length) out += "/";
    from = end + 1;
  }
  return out;
}

/** seg is one or two dots, at least one of them written "%2E" (any case) */
function isEncodedDots(seg: string): boolean {
  const d = seg.replace(/%2e/gi, ".");
  return d !== seg && (d === "." || d === "..");
}

/**
 * resolveUri: the target URI of `reference` against the absolute `base` (RFC 3986 §5.2).
 * The base's fragment, if any, is ignored (§5.2.1). Throws InvalidUriError when the
 * reference is not a URI-reference, or when the base, needed for a reference without a
 * scheme, is not an absolute URI.
 */
export function resolveUri(
  reference: string,
  base: string,
  { strict = true }: ResolveOptions = {},
): string {
  const rr = parseUri(reference);
  if (!rr.ok) throw new InvalidUriError(rr.error.reason, rr.error.offset, reference);
  const R = rr.parts;
  // §5.2.2: a reference with a scheme (strict) is its own target, the base is not read;
  // so resolving `urn:a:b` needs no base (an empty or relative one is not an error)
  const rb = strict && R.scheme !== undefined ? null : parseUri(base);
  if (rb !== null && !rb.ok) throw new InvalidUriError(rb.error.reason, rb.error.offset, base);
  const B: UriParts = rb === null ? R : rb.parts;
  if (B.scheme === undefined) throw new InvalidUriError("missing-scheme", 0, base);

  let rScheme = R.scheme;
  // §5.2.2: "if ((not strict) and (R.scheme == Base.scheme))" — schemes compare case-insensitively
  if (!strict && rScheme !== undefined && rScheme.toLowerCase() === B.scheme.toLowerCase()) {
    rScheme = undefined;
  }

  let scheme: string;
  let authority: string | undefined;
  let path: string;
  let query: string | undefined;
  if (rScheme !== undefined) {
    scheme = rScheme;
    authority = authorityOf(R);
    path = removeDotSegments(encodedDotsRead(R.path));
    query = R.query;
  } else {
    if (R.authority !== undefined) {
      authority = authorityOf(R);
      path = removeDotSegments(encodedDotsRead(R.path));
      query = R.query;
    } else {
      if (R.path === "") {
        path = B.path;
        query = R.query !== undefined ? R.query : B.query;
      } else {
        if (R.path.charCodeAt(0) === 47) path = removeDotSegments(encodedDotsRead(R.path));
        else path = removeDotSegments(encodedDotsRead(merge(B, R.path)));
        query = R.query;
      }
      authority = authorityOf(B);
    }
    scheme = B.scheme;
  }
  const fragment = R.fragment;

  // §5.3 recomposition
  let out = `${scheme}:`;
  if (authority !== undefined) out += `//${authority}`;
  else if (path.charCodeAt(0) === 47 && path.charCodeAt(1) === 47) {
    // a path "//x" without an authority would read back as one (§3.3: path-absolute
    // cannot begin with "//"): keep it a path with a "/." prefix (RFC 3986 errata 4547)
    out += "/.";
  }
  out += path;
  if (query !== undefined) out += `?${query}`;
  if (fragment !== undefined) out += `#${fragment}`;
  return out;
}
