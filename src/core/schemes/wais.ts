/** wais (RFC 1738 §3.9). */
import type { SchemeRule, UriParts } from "../types.js";
import { addError, checkServer } from "./util.js";

/**
 * RFC 1738 §3.9:
 *   wais://<host>:<port>/<database>
 *   wais://<host>:<port>/<database>?<search>
 *   wais://<host>:<port>/<database>/<wtype>/<wpath>
 * No other path shape; a search goes only with the database form. §5 lets each part be
 * empty (database = *uchar, wtype = *uchar, wpath = *uchar; search likewise):
 * "wais://host/", "wais://host///".
 */
function checkWais(parts: UriParts, errors: string[]): void {
  checkServer(parts, errors);
  const path = parts.path;
  if (path.charCodeAt(0) !== 47) {
    addError(errors, "bad-wais");
    return;
  }
  if (hasDotSegment(path)) {
    // "." and ".." are removed by RFC 3986 §5.2.4 when normalizing, which would change the
    // shape below: such a path names no database, wtype or wpath
    addError(errors, "bad-wais");
    return;
  }
  const s1 = path.indexOf("/", 1);
  if (s1 < 0) return; // /database [?search]
  const s2 = path.indexOf("/", s1 + 1);
  if (s2 < 0 || path.indexOf("/", s2 + 1) >= 0 || parts.query !== undefined) {
    addError(errors, "bad-wais");
  }
}

/** A "." or ".." segment, also written with %2E (RFC 3986 §6.2.2.2 decodes it). */
function hasDotSegment(path: string): boolean {
  let start = 1;
  for (let i = 1; i <= path.length; i++) {
    if (i < path.length && path.charCodeAt(i) !== 47) continue;
    const seg = path.slice(start, i).replace(/%2e/gi, ".");
    if (seg === "." || seg === "..") return true;
    start = i + 1;
  }
  return false;
}

export const wais: SchemeRule = {
  name: "wais",
  defaultPort: 210, // RFC 1738 §3.9
  requiresHost: true,
  check: checkWais,
};
