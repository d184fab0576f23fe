/**
 * The RFC 3986 generic syntax (§3, App. A) for a URI-reference, hand-written: one pass
 * over the string to split the components (the §3 / App. B boundaries `: / ? #`), then
 * one table-driven pass per component. No regular expression, no backtracking.
 * IRIs (RFC 3987 §2.2) are accepted by default: ucschar where unreserved is allowed,
 * iprivate in the query.
 */
import {
  ALPHA,
  CLASS,
  COLON,
  isBidiFormatting,
  isHex,
  isIprivate,
  isUcschar,
  PATH,
  PCHAR,
  QUERY,
  REG_NAME,
  SCHEME,
  UNRESERVED,
  USERINFO,
} from "./chars.js";
import { checkIPvFuture, isIPv4, parseIPv6 } from "./host.js";
import type { HostKind, ParseOptions, ParseResult, UriParts } from "./types.js";

/** The result of a component check: -1 when well-formed, else the offset of the first bad unit. */
const OK = -1;

/** Set by checkChars when the bad unit is a `%` not followed by two HEXDIG (RFC 3986 §2.1). */
let badPercent = false;
/** Set by checkChars when the component held a non-ASCII code point that was accepted. */
let sawNonAscii = false;

/**
 * Checks s[start, end) against an ASCII class mask, pct-encoded (§2.1), and, when `iri`,
 * RFC 3987 ucschar (and iprivate when `priv`).
 */
function checkChars(
  s: string,
  start: number,
  end: number,
  mask: number,
  iri: boolean,
  priv: boolean,
): number {
  badPercent = false;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      if ((CLASS[c]! & mask) !== 0) continue;
      if (c === 37) {
        // pct-encoded = "%" HEXDIG HEXDIG (§2.1)
        if (i + 2 < end && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2))) {
          i += 2;
          continue;
        }
        badPercent = true;
        return i;
      }
      return i;
    }
    if (!iri) return i;
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
    }
    if (isBidiFormatting(cp)) return i; // RFC 3987 §4.1
    if (isUcschar(cp) || (priv && isIprivate(cp))) {
      sawNonAscii = true;
      if (cp > 0xffff) i++;
      continue;
    }
    return i; // a lone surrogate, a noncharacter, C1 controls, or iprivate outside the query
  }
  return OK;
}

function fail(offset: number, reason: string): ParseResult {
  return { ok: false, error: { offset, reason } };
}

let lastInput = "";

function componentFailure(offset: number, reason: string): ParseResult {
  if (badPercent) return fail(offset, "bad-percent-encoding");
  if (lastInput.charCodeAt(offset) >= 128 && !lastIri) return fail(offset, "non-ascii");
  if (isBidiFormatting(lastInput.charCodeAt(offset))) return fail(offset, "bidi-formatting");
  return fail(offset, reason);
}
let lastIri = true;

/**
 * parseUri: split and check a URI-reference (RFC 3986 §4.1). Never throws; on failure the
 * error holds the offset of the first bad character and a stable kebab-case reason:
 * `empty-scheme`, `bad-scheme`, `bad-userinfo`, `bad-host`, `bad-ipv6`, `bad-ipvfuture`,
 * `bad-zone`, `bad-port`, `bad-path`, `colon-in-first-segment`, `bad-query`,
 * `bad-fragment`, `bad-percent-encoding`, `non-ascii`, `bidi-formatting` (RFC 3987 §4.1).
 */
export function parseUri(s: string, options?: ParseOptions): ParseResult {
  const iri = options?.iri !== false;
  const allowZone = options?.zone !== false;
  const len = s.length;
  sawNonAscii = false;
  lastInput = s;
  lastIri = iri;

  // §3 / App. B: the first ":", "/", "?" or "#" decides whether there is a scheme.
  let i = 0;
  let scheme: string | undefined;
  while (i < len) {
    const c = s.charCodeAt(i);
    if (c === 58 || c === 47 || c === 63 || c === 35) break;
    i++;
  }
  let pos = 0;
  if (i < len && s.charCodeAt(i) === 58) {
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1)
    if (i === 0) return fail(0, "empty-scheme");
    const first = s.charCodeAt(0);
    if (first < 128 && (CLASS[first]! & ALPHA) !== 0) {
      for (let k = 1; k < i; k++) {
        const c = s.charCodeAt(k);
        if (c >= 128 || (CLASS[c]! & SCHEME) === 0) return fail(k, "bad-scheme");
      }
      scheme = s.slice(0, i);
      pos = i + 1;
    } else {
      // not a scheme: a relative-ref whose first segment holds ":" (path-noscheme, §4.2)
      const bad = checkChars(s, 0, i, PCHAR & ~COLON, iri, false);
      if (bad !== OK) return componentFailure(bad, "bad-path");
      return fail(i, "colon-in-first-segment");
    }
  }

  let authority: string | undefined;
  let userinfo: string | undefined;
  let host: string | undefined;
  let hostKind: HostKind | undefined;
  let zone: string | undefined;
  let port: string | undefined;

  // hier-part / relative-part: "//" authority path-abempty (§3.2)
  if (pos + 1 < len && s.charCodeAt(pos) === 47 && s.charCodeAt(pos + 1) === 47) {
    const aStart = pos + 2;
    let aEnd = aStart;
    while (aEnd < len) {
      const c = s.charCodeAt(aEnd);
      if (c === 47 || c === 63 || c === 35) break;
      aEnd++;
    }
    authority = s.slice(aStart, aEnd);
    // authority = [ userinfo "@" ] host [ ":" port ] (§3.2); neither userinfo nor host holds "@"
    let hStart = aStart;
    const at = authority.indexOf("@");
    if (at >= 0) {
      const uEnd = aStart + at;
      const bad = checkChars(s, aStart, uEnd, USERINFO, iri, false);
      if (bad !== OK) return componentFailure(bad, "bad-userinfo");
      userinfo = s.slice(aStart, uEnd);
      hStart = uEnd + 1;
    }
    let hEnd: number;
    if (hStart < aEnd && s.charCodeAt(hStart) === 91) {
      // IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]" (§3.2.2, RFC 6874 §2)
      const close = s.indexOf("]", hStart);
      if (close < 0 || close >= aEnd) return fail(aEnd, "bad-ipv6");
      const inner = hStart + 1;
      const first = s.charCodeAt(inner);
      if (first === 118 || first === 86) {
        const bad = checkIPvFuture(s, inner, close);
        if (bad !== OK) return fail(bad, "bad-ipvfuture");
        hostKind = "ipvfuture";
        host = s.slice(inner, close);
      } else {
        let addrEnd = close;
        const pct = s.indexOf("%", inner);
        if (pct >= 0 && pct < close) {
          // IPv6addrz = IPv6address "%25" ZoneID; ZoneID = 1*( unreserved / pct-encoded ).
          // The address first: "[%3a%3a%31]" is no IPv6 address (no percent-encoding in
          // one), not a bad zone
          if (!allowZone) return fail(pct, "bad-ipv6");
          if (parseIPv6(s, inner, pct) === null) return fail(inner, "bad-ipv6");
          if (!(s.charCodeAt(pct + 1) === 50 && s.charCodeAt(pct + 2) === 53) || pct + 3 >= close) {
            return fail(pct, "bad-zone");
          }
          const bad = checkChars(s, pct + 3, close, UNRESERVED, false, false);
          if (bad !== OK) return fail(bad, "bad-zone");
          zone = s.slice(pct + 3, close);
          addrEnd = pct;
        }
        if (parseIPv6(s, inner, addrEnd) === null) return fail(inner, "bad-ipv6");
        hostKind = "ipv6";
        host = s.slice(inner, addrEnd);
      }
      hEnd = close + 1;
      if (hEnd < aEnd && s.charCodeAt(hEnd) !== 58) return fail(hEnd, "bad-host");
    } else {
      hEnd = hStart;
      while (hEnd < aEnd && s.charCodeAt(hEnd) !== 58) hEnd++;
      // reg-name = *( unreserved / pct-encoded / sub-delims ) (§3.2.2)
      const bad = checkChars(s, hStart, hEnd, REG_NAME, iri, false);
      if (bad !== OK) return componentFailure(bad, "bad-host");
      host = s.slice(hStart, hEnd);
      hostKind = isIPv4(host) ? "ipv4" : "reg-name";
    }
    if (hEnd < aEnd) {
      // port = *DIGIT (§3.2.3)
      for (let k = hEnd + 1; k < aEnd; k++) {
        const c = s.charCodeAt(k);
        if (c < 48 || c > 57) return fail(k, "bad-port");
      }
      port = s.slice(hEnd + 1, aEnd);
    }
    pos = aEnd;
  }

  // path (§3.3): up to "?" or "#"
  let pEnd = pos;
  while (pEnd < len) {
    const c = s.charCodeAt(pEnd);
    if (c === 63 || c === 35) break;
    pEnd++;
  }
  const pathBad = checkChars(s, pos, pEnd, PATH, iri, false);
  if (pathBad !== OK) return componentFailure(pathBad, "bad-path");
  const path = s.slice(pos, pEnd);
  pos = pEnd;

  let query: string | undefined;
  let fragment: string | undefined;
  if (pos < len && s.charCodeAt(pos) === 63) {
    // query = *( pchar / "/" / "?" ) (§3.4); iquery adds iprivate (RFC 3987 §2.2)
    let qEnd = pos + 1;
    while (qEnd < len && s.charCodeAt(qEnd) !== 35) qEnd++;
    const bad = checkChars(s, pos + 1, qEnd, QUERY, iri, true);
    if (bad !== OK) return componentFailure(bad, "bad-query");
    query = s.slice(pos + 1, qEnd);
    pos = qEnd;
  }
  if (pos < len) {
    // fragment = *( pchar / "/" / "?" ) (§3.5): a second "#" is not allowed
    const bad = checkChars(s, pos + 1, len, QUERY, iri, false);
    if (bad !== OK) return componentFailure(bad, "bad-fragment");
    fragment = s.slice(pos + 1);
  }

  const parts: UriParts = {
    scheme,
    authority,
    userinfo,
    host,
    hostKind,
    zone,
    port,
    path,
    query,
    fragment,
    iri: sawNonAscii,
  };
  return { ok: true, parts };
}
