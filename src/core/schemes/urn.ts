/**
 * urn (RFC 8141 §2, with the query directives of draft-ietf-urnbis-rfc2141bis-03 §2.3):
 *   namestring    = assigned-name [ rq-components ] [ "#" f-component ]
 *   assigned-name = "urn" ":" NID ":" NSS
 *   NID           = (alphanum) 0*30(ldh) (alphanum)
 *   NSS           = pchar *(pchar / "/")
 *   rq-components = [ "?+" r-component ] [ "?=" q-component ]
 *   r-component   = pchar *( pchar / "/" / "?" )
 *   q-component   = pchar *( pchar / "/" / "?" )
 *   f-component   = fragment
 * and, from the draft, a plain "?" query of directives: urn-query = directive *("&" directive).
 */
import { CLASS, isHex, PATH, QUERY } from "../chars.js";
import { parseUri } from "../parse.js";
import type { SchemeRule, UriParts } from "../types.js";
import { addError, upperPercent } from "./util.js";

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Error reason for a NID, or null when it is well-formed (RFC 8141 §2, §5.1, §5.2). */
export function nidError(nid: string): string | null {
  for (let i = 0; i < nid.length; i++) {
    const c = nid.charCodeAt(i);
    // ldh = alphanum / "-"; §2.1: no characters outside ASCII, no encoding for them
    if (!isAlnum(c) && c !== 45) return "bad-nid";
  }
  // NID = (alphanum) 0*30(ldh) (alphanum): 2 to 32 characters, no hyphen at either end
  if (nid.length > 32) return "nid-too-long";
  if (nid.length < 2 || nid.charCodeAt(0) === 45 || nid.charCodeAt(nid.length - 1) === 45) {
    return "bad-nid";
  }
  const lower = nid.toLowerCase();
  // draft §2.1: 'the NID "urn" is permanently reserved'
  if (lower === "urn") return "nid-reserved";
  // RFC 8141 §5.1: formal NIDs "MUST NOT start with "urn-""; §5.2: informal NIDs are
  // "urn-" followed by one or more digits
  if (lower.startsWith("urn-")) {
    for (let i = 4; i < nid.length; i++) {
      const c = nid.charCodeAt(i);
      if (c < 48 || c > 57) return "nid-reserved";
    }
  }
  return null;
}

/**
 * Checks s[start, end) against a class mask with pct-encoded (RFC 3986 §2.1), ASCII only
 * (RFC 8141 §2: characters outside ASCII MUST be percent-encoded). When `noNul`, "%00" is
 * refused too (draft §2.5.3: NUL "MUST NOT be used in URNs, in either unencoded or
 * percent-encoded form").
 */
function allIn(s: string, start: number, end: number, mask: number, noNul: boolean): boolean {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) return false;
    if (c === 37) {
      const h = s.charCodeAt(i + 1);
      const l = s.charCodeAt(i + 2);
      if (i + 2 >= end || !isHex(h) || !isHex(l)) return false;
      if (noNul && h === 48 && l === 48) return false;
      i += 2;
      continue;
    }
    if ((CLASS[c]! & mask) === 0) return false;
  }
  return true;
}

/** NSS = pchar *(pchar / "/") (RFC 8141 §2): non-empty, first character not "/". */
export function nssError(nss: string): string | null {
  if (nss === "") return "empty-nss";
  if (nss.charCodeAt(0) === 47) return "bad-nss";
  return allIn(nss, 0, nss.length, PATH, true) ? null : "bad-nss";
}

/**
 * The NSS of the `uuid` namespace (RFC 4122 §3, RFC 9562 §4): the UUID string
 * representation, 8-4-4-4-12 hexadecimal digits ("case insensitive on input"), nothing else:
 * `urn:uuid:notauuid-7dec-11d0-a765-00a0c91e6bf6` is no UUID URN.
 */
function isUuid(path: string, start: number): boolean {
  if (path.length - start !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const c = path.charCodeAt(start + i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false;
    } else if (!isHex(c)) return false;
  }
  return true;
}

/**
 * The NSS of the `oid` namespace (RFC 3061 §2): `oid = number *( "." number )`, `number =
 * DIGIT / ( LEADDIGIT 1*DIGIT )` — dotted decimal arcs, none empty, none with a leading zero:
 * `urn:oid:1.2.x.3`, `urn:oid:1.2..3` and `urn:oid:1.2.03.3` are no OID URNs.
 */
function isOid(path: string, start: number): boolean {
  let arc = 0; // digits in the current arc
  for (let i = start; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 46) {
      if (arc === 0) return false;
      arc = 0;
    } else if (c >= 48 && c <= 57) {
      if (arc === 1 && path.charCodeAt(i - 1) === 48) return false;
      arc++;
    } else return false;
  }
  return arc > 0;
}

/** r-component / q-component = pchar *( pchar / "/" / "?" ) */
function isRqComponent(s: string): boolean {
  if (s === "") return false;
  const c = s.charCodeAt(0);
  if (c === 47 || c === 63) return false;
  return allIn(s, 0, s.length, QUERY, false);
}

/** v-pchar = unreserved / pct-encoded / v-subdels; v-subdels = sub-delims minus "&", plus ":@/?" */
const V_PCHAR = QUERY;

/**
 * draft §2.3: urn-query = directive *("&" directive); directive = keywd "=" value;
 * keywd = ALPHA *( ["-"] (ALPHA / DIGIT) ); value = *v-pchar.
 * "Each registered <keywd> MUST NOT appear more than once in any URN."
 */
function isDirectives(q: string): boolean {
  const seen = new Set<string>();
  let start = 0;
  for (let i = 0; i <= q.length; i++) {
    if (i < q.length && q.charCodeAt(i) !== 38) continue;
    const eq = q.indexOf("=", start);
    if (eq < 0 || eq >= i) return false;
    if (!isAlpha(q.charCodeAt(start))) return false;
    for (let k = start + 1; k < eq; k++) {
      const c = q.charCodeAt(k);
      if (c === 45) {
        // ["-"] is followed by ALPHA / DIGIT: no "--", no trailing "-"
        if (k + 1 >= eq || !isAlnum(q.charCodeAt(k + 1))) return false;
      } else if (!isAlnum(c)) {
        return false;
      }
    }
    const keywd = q.slice(start, eq);
    if (seen.has(keywd)) return false;
    seen.add(keywd);
    if (!allIn(q, eq + 1, i, V_PCHAR, false)) return false;
    start = i + 1;
  }
  return true;
}

/** The query part (without "?") of a URN reference: RFC 8141 rq-components or draft directives. */
export function urnQueryError(q: string): string | null {
  const first = q.charCodeAt(0);
  if (first === 43) {
    // "?+" r-component, ending at "?=" (RFC 8141 §2.3.1)
    const qStart = q.indexOf("?=", 1);
    const r = qStart < 0 ? q.slice(1) : q.slice(1, qStart);
    if (!isRqComponent(r)) return "bad-urn-component";
    if (qStart >= 0 && !isRqComponent(q.slice(qStart + 2))) return "bad-urn-component";
    return null;
  }
  if (first === 61) {
    // "?=" q-component, to the end (RFC 8141 §2.3.2)
    return isRqComponent(q.slice(1)) ? null : "bad-urn-component";
  }
  // RFC 8141 §2: any other "?" "SHOULD be treated as a syntax error" — except the draft's
  // directive form "?s=…&c=…" (draft §2.3.1, §2.3.2)
  return isDirectives(q) ? null : "bad-urn-component";
}

function checkUrn(parts: UriParts, errors: string[]): void {
  // URNs are path-rootless (draft §2): no authority
  if (parts.authority !== undefined) {
    addError(errors, "authority-not-allowed");
    return;
  }
  const path = parts.path;
  const colon = path.indexOf(":");
  const nid = colon < 0 ? path : path.slice(0, colon);
  const e1 = nidError(nid);
  if (e1 !== null) addError(errors, e1);
  const e2 = colon < 0 ? "empty-nss" : nssError(path.slice(colon + 1));
  if (e2 !== null) addError(errors, e2);
  else if (colon === 4 && nid.toLowerCase() === "uuid" && !isUuid(path, colon + 1)) {
    addError(errors, "bad-uuid");
  } else if (colon === 3 && nid.toLowerCase() === "oid" && !isOid(path, colon + 1)) {
    addError(errors, "bad-oid");
  }
  if (parts.query !== undefined) {
    const e3 = urnQueryError(parts.query);
    if (e3 !== null) addError(errors, e3);
  }
  // f-component = fragment (RFC 8141 §2.3.3), ASCII only
  const f = parts.fragment;
  if (f !== undefined && !allIn(f, 0, f.length, QUERY, false)) {
    addError(errors, "bad-urn-component");
  }
}

/**
 * The NID in lower case and the NSS with upper-case percent-encodings. RFC 8141 §3.1 lets a
 * namespace define more: the `uuid` namespace (RFC 4122 §3, RFC 9562 §4) reads its hex
 * digits case-insensitively and writes them in lower case, so its NSS is lowercased.
 */
function nidAndNss(path: string, colon: number): string {
  const nid = path.slice(0, colon).toLowerCase();
  const nss = path.slice(colon + 1);
  return `${nid}:${nid === "uuid" ? nss.toLowerCase() : upperPercent(nss)}`;
}

/**
 * RFC 8141 §3.1 (and RFC 3986 §6.2.2.1): "urn" and the NID to lower case, percent-encodings
 * to upper case, never decoded; the NSS keeps its case.
 */
function normalizeUrn(parts: UriParts): UriParts {
  const path = parts.path;
  const colon = path.indexOf(":");
  const newPath = colon < 0 ? path : nidAndNss(path, colon);
  return {
    ...parts,
    scheme: parts.scheme?.toLowerCase(),
    path: newPath,
    query: parts.query === undefined ? undefined : upperPercent(parts.query),
    fragment: parts.fragment === undefined ? undefined : upperPercent(parts.fragment),
  };
}

/**
 * The string two URNs share exactly when they are lexically equivalent (draft §5,
 * RFC 8141 §3.1): "urn", the NID and percent-encodings case-normalized (never decoded), the
 * f-component removed, and (draft step 5a, RFC 8141) the query removed. With `step5b`
 * (draft step 5b, for caching resolution results) the query stays, its directives put in
 * keyword order. Null when `uri` is not a valid URN.
 */
export function urnEquivalenceKey(uri: string, options?: { step5b?: boolean }): string | null {
  const r = parseUri(uri);
  if (!r.ok || r.parts.scheme === undefined || r.parts.scheme.toLowerCase() !== "urn") return null;
  const errors: string[] = [];
  checkUrn(r.parts, errors);
  if (errors.length > 0) return null;
  const path = r.parts.path;
  const colon = path.indexOf(":");
  let key = `urn:${nidAndNss(path, colon)}`;
  const q = r.parts.query;
  if (options?.step5b === true && q !== undefined) {
    const first = q.charCodeAt(0);
    if (first === 43 || first === 61) {
      key += `?${upperPercent(q)}`;
    } else {
      // step 5b: "Reorder the directives ... bringing them into a preferred <keywd> order"
      const directives = upperPercent(q).split("&");
      directives.sort((a, b) => {
        const ka = a.slice(0, a.indexOf("="));
        const kb = b.slice(0, b.indexOf("="));
        return ka < kb ? -1 : ka > kb ? 1 : 0;
      });
      key += `?${directives.join("&")}`;
    }
  }
  return key;
}

export const urn: SchemeRule = {
  name: "urn",
  opaquePath: true,
  check: checkUrn,
  normalize: normalizeUrn,
};
