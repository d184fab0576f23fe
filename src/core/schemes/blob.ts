/**
 * blob (W3C File API §8.1, IANA permanent): "blob:" + the serialized origin of the document
 * that made it + "/" + a UUID — `blob:https://example.org/40a5fb5a-d56d-4a33-b4e2-0acf6a8e5f64`,
 * `blob:null/…` for an opaque origin. The origin is a tuple origin (`scheme://host[:port]`) or
 * "null"; Node's own store writes `blob:nodedata:<id>`. `--filter=blob:none` (git) is no blob
 * URL.
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

/** p starts with `scheme://host/` and something after it */
function tupleOriginPath(p: string): boolean {
  let i = 0;
  const first = p.charCodeAt(0) | 0x20;
  if (!(first >= 0x61 && first <= 0x7a)) return false;
  while (i < p.length && p[i] !== ":") {
    const c = p.charCodeAt(i) | 0x20;
    const ok = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || "+.-".includes(p[i]!);
    if (!ok) return false;
    i++;
  }
  if (!p.startsWith("://", i)) return false;
  const host = i + 3;
  const slash = p.indexOf("/", host);
  return slash > host && slash + 1 < p.length;
}

/** p[from…] is an id: hex digits and hyphens, at least one digit (a UUID) */
function isId(p: string, from: number): boolean {
  if (p.length <= from) return false;
  for (let i = from; i < p.length; i++) {
    const c = p.charCodeAt(i) | 0x20;
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || c === 0x2d)) return false;
  }
  return true;
}

function checkBlob(parts: UriParts, errors: string[]): void {
  const p = parts.path;
  const ok =
    parts.authority === undefined &&
    ((p.startsWith("null/") && p.length > 5) ||
      (p.startsWith("nodedata:") && isId(p, 9)) ||
      tupleOriginPath(p));
  if (!ok) addError(errors, "bad-blob");
}

export const blob: SchemeRule = { name: "blob", check: checkBlob, opaquePath: true };
