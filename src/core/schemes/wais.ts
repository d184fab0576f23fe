/** wais (RFC 1738 §3.9). */
import type { SchemeRule, UriParts } from "../types.js";
import { addError, checkServer } from "./util.js";

/**
 * RFC 1738 §3.9:
 *   wais://<host>:<port>/<database>
 *   wais://<host>:<port>/<database>?<search>
 *   wais://<host>:<port>/<database>/<wtype>/<wpath>
 * No other path shape; a search goes only with the database form.
 */
function checkWais(parts: UriParts, errors: string[]): void {
  checkServer(parts, errors);
  const path = parts.path;
  if (path.length < 2 || path.charCodeAt(0) !== 47) {
    addError(errors, "bad-wais");
    return;
  }
  const s1 = path.indexOf("/", 1);
  if (s1 < 0) return; // /database [?search]
  const s2 = path.indexOf("/", s1 + 1);
  if (
    s1 === 1 ||
    s2 < 0 ||
    s2 === s1 + 1 ||
    s2 === path.length - 1 ||
    path.indexOf("/", s2 + 1) >= 0 ||
    parts.query !== undefined
  ) {
    addError(errors, "bad-wais");
  }
}

export const wais: SchemeRule = {
  name: "wais",
  defaultPort: 210, // RFC 1738 §3.9
  requiresHost: true,
  check: checkWais,
};
