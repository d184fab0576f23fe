/**
 * Schemes whose registered syntax tells an identifier from a word followed by a colon in
 * running text: `a=mid:1` (an SDP media id), `Service:Forward`, `/ni:name` (a YANG path).
 *
 * mid (RFC 2392 §2):
 *   mid-url    = "mid" ":" message-id [ "/" content-id ]
 *   message-id = url-addr-spec, content-id = url-addr-spec
 *   url-addr-spec: an RFC 822 addr-spec (local-part "@" domain), "%hh"-encoded
 *   (example: mid:960830.1639@XIson.com/partA.960830.1639@XIson.com)
 * cid (RFC 2392 §2):
 *   cid-url    = "cid" ":" content-id
 *   A Content-ID is never empty; mailers write many without an "@" (Gmail's "ii_…", Apple
 *   Mail's UUIDs) and HTML parts refer to them so, so only an empty one, an authority or a
 *   query is refused ("bad-cid")
 * ni (RFC 6920 §3):
 *   NI-URI = "ni" ":" "//" [ authority ] "/" alg-val [ "?" query ]
 *   alg-val = alg ";" val; alg = 1*unreserved; val = 1*unreserved
 * service (RFC 2609 §2.1):
 *   service: URL = "service:" srvtype "://" addrspec
 *   srvtype = abstract-type ":" url-scheme / concrete-type (scheme-like names)
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

/** local-part "@" domain, both non-empty ("@" also as %40) */
function isAddrSpec(s: string): boolean {
  let at = s.lastIndexOf("@");
  let width = 1;
  const enc = s.toUpperCase().lastIndexOf("%40");
  if (enc > at) {
    at = enc;
    width = 3;
  }
  return at > 0 && at + width < s.length;
}

function checkMid(parts: UriParts, errors: string[]): void {
  if (parts.authority !== undefined || parts.query !== undefined) {
    addError(errors, "bad-mid");
    return;
  }
  const p = parts.path;
  const slash = p.indexOf("/");
  const ok =
    slash < 0 ? isAddrSpec(p) : isAddrSpec(p.slice(0, slash)) && isAddrSpec(p.slice(slash + 1));
  if (!ok) addError(errors, "bad-mid");
}

function checkCid(parts: UriParts, errors: string[]): void {
  if (parts.authority !== undefined || parts.query !== undefined || parts.path === "") {
    addError(errors, "bad-cid");
  }
}

/** 1*unreserved (RFC 3986 §2.3) in s[from, to) */
function isUnreservedRun(s: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    const ok =
      (c >= 0x41 && c <= 0x5a) ||
      (c >= 0x61 && c <= 0x7a) ||
      (c >= 0x30 && c <= 0x39) ||
      c === 0x2d ||
      c === 0x2e ||
      c === 0x5f ||
      c === 0x7e;
    if (!ok) return false;
  }
  return true;
}

function checkNi(parts: UriParts, errors: string[]): void {
  const p = parts.path;
  const semi = p.indexOf(";");
  // "//" [authority] "/" alg ";" val [ "?" query ], alg and val 1*unreserved; no fragment
  const ok =
    parts.authority !== undefined &&
    parts.fragment === undefined &&
    p.charCodeAt(0) === 0x2f &&
    semi > 0 &&
    isUnreservedRun(p, 1, semi) &&
    isUnreservedRun(p, semi + 1, p.length);
  if (!ok) addError(errors, "bad-ni");
}

/** RFC 3986 §3.1 scheme characters, at least one, the first a letter */
function schemeLike(s: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    const alpha = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (alpha) continue;
    if (i > from && ((c >= 48 && c <= 57) || c === 0x2b || c === 0x2d || c === 0x2e)) continue;
    return false;
  }
  return true;
}

function checkService(parts: UriParts, errors: string[]): void {
  // "service:" srvtype "://": the generic parser sees srvtype ":" as the path's start
  const p = parts.path;
  const sep = p.indexOf("://");
  const colon = p.indexOf(":");
  const ok =
    parts.authority === undefined &&
    sep > 0 &&
    (colon === sep
      ? schemeLike(p, 0, sep)
      : schemeLike(p, 0, colon) && schemeLike(p, colon + 1, sep));
  if (!ok) addError(errors, "bad-service");
}

export const mid: SchemeRule = { name: "mid", check: checkMid, opaquePath: true };
export const cid: SchemeRule = { name: "cid", check: checkCid, opaquePath: true };
export const ni: SchemeRule = { name: "ni", check: checkNi };
export const service: SchemeRule = { name: "service", check: checkService };
