/**
 * mailto (RFC 6068 §2):
 *   mailtoURI = "mailto:" [ to ] [ hfields ]
 *   to        = addr-spec *("," addr-spec )
 *   hfields   = "?" hfield *( "&" hfield )
 *   hfield    = hfname "=" hfvalue
 *   hfname    = *qchar ; hfvalue = *qchar
 *   qchar     = unreserved / pct-encoded / some-delims
 *   some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"
 */
import { CLASS, isHex, UNRESERVED } from "../chars.js";
import type { SchemeRule, UriParts } from "../types.js";
import { addError, percentDecode, utf8 } from "./util.js";

/** RFC 5322 §3.2.3 atext (ASCII part): ALPHA / DIGIT / "!#$%&'*+-/=?^_`{|}~" */
const ATEXT = new Uint8Array(128);
for (const ch of "!#$%&'*+-/=?^_`{|}~") ATEXT[ch.charCodeAt(0)] = 1;
for (let c = 48; c <= 57; c++) ATEXT[c] = 1;
for (let c = 65; c <= 90; c++) ATEXT[c] = 1;
for (let c = 97; c <= 122; c++) ATEXT[c] = 1;

/** some-delims of RFC 6068 §2 */
const SOME_DELIMS = "!$'()*+,;:@";
/**
 * RFC 6068 §2 (1): in <to>, "/", "?", "#", "[", "]", "%" and at least "&", ";", "=" MUST be
 * percent-encoded; what remains literal is unreserved, "%", and these.
 */
const TO_LITERAL = "!$'()*+,:@";

function isAtext(c: number): boolean {
  // RFC 6532 §3.2 extends atext with UTF8-non-ascii; RFC 6068 §2 (4, 5) allows it via UTF-8
  return c >= 128 || ATEXT[c] === 1;
}

/** dot-atom-text = 1*atext *("." 1*atext) (RFC 5322 §3.2.3) over s[start, end). */
function isDotAtom(s: string, start: number, end: number): boolean {
  if (start >= end) return false;
  let prevDot = true;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (prevDot) return false;
      prevDot = true;
    } else if (isAtext(c)) {
      prevDot = false;
    } else {
      return false;
    }
  }
  return !prevDot;
}

/**
 * addr-spec = local-part "@" domain (RFC 5322 §3.4.1, as restricted by RFC 6068 §2:
 * no comments, no CFWS, no obs-local-part, no NO-WS-CTL).
 */
export function isAddrSpec(s: string): boolean {
  let at: number;
  if (s.charCodeAt(0) === 34) {
    // quoted-string = DQUOTE *([FWS] qcontent) [FWS] DQUOTE; qtext = %d33 / %d35-91 / %d93-126
    let i = 1;
    for (;;) {
      if (i >= s.length) return false;
      const c = s.charCodeAt(i);
      if (c === 34) break;
      if (c === 92) {
        // quoted-pair = "\" (VCHAR / WSP) (RFC 5322 §3.2.1)
        const d = s.charCodeAt(i + 1);
        if (!((d >= 32 && d <= 126) || d === 9 || d >= 128)) return false;
        i += 2;
        continue;
      }
      if (c === 32 || c === 9 || (c >= 33 && c <= 126) || c >= 128) {
        i++;
        continue;
      }
      return false;
    }
    at = i + 1;
    if (s.charCodeAt(at) !== 64) return false;
  } else {
    at = s.indexOf("@");
    if (at < 0 || !isDotAtom(s, 0, at)) return false;
  }
  const d = at + 1;
  if (s.charCodeAt(d) === 91) {
    // "[" *dtext-no-obs "]"; dtext-no-obs = %d33-90 / %d94-126
    if (s.charCodeAt(s.length - 1) !== 93 || s.length - 1 <= d) return false;
    for (let i = d + 1; i < s.length - 1; i++) {
      const c = s.charCodeAt(i);
      if (!((c >= 33 && c <= 90) || (c >= 94 && c <= 126))) return false;
    }
    return true;
  }
  return isDotAtom(s, d, s.length);
}

/**
 * Splits the raw <to> at the "," that separate addr-specs (a "," inside a percent-encoded
 * quoted-string is content), percent-decodes each (UTF-8, RFC 6068 §2 (4, 5)) and checks it.
 */
function checkTo(to: string): boolean {
  let start = 0;
  let inQuote = false;
  let escaped = false;
  for (let i = 0; i <= to.length; i++) {
    if (i === to.length || (to.charCodeAt(i) === 44 && !inQuote)) {
      const bytes = percentDecode(to.slice(start, i));
      if (bytes === null) return false;
      const addr = utf8(bytes);
      if (addr === null || !isAddrSpec(addr)) return false;
      start = i + 1;
      continue;
    }
    const c = to.charCodeAt(i);
    let v = c;
    if (c === 37) {
      if (!isHex(to.charCodeAt(i + 1)) || !isHex(to.charCodeAt(i + 2))) return false;
      v = Number.parseInt(to.slice(i + 1, i + 3), 16);
      i += 2;
    } else if (c < 128 && (CLASS[c]! & UNRESERVED) === 0 && TO_LITERAL.indexOf(to[i]!) < 0) {
      return false; // RFC 6068 §2 (1): must be percent-encoded
    }
    if (escaped) escaped = false;
    else if (inQuote && v === 92) escaped = true;
    else if (v === 34) inQuote = !inQuote;
  }
  return true;
}

/** hfield = hfname "=" hfvalue, both *qchar (RFC 6068 §2). */
function checkHfields(query: string): boolean {
  let start = 0;
  for (let i = 0; i <= query.length; i++) {
    if (i < query.length && query.charCodeAt(i) !== 38) continue;
    let eq = -1;
    for (let k = start; k < i; k++) {
      const c = query.charCodeAt(k);
      if (c === 61) {
        if (eq >= 0) return false; // a second "=" must be %3D
        eq = k;
      } else if (c === 37) {
        if (!isHex(query.charCodeAt(k + 1)) || !isHex(query.charCodeAt(k + 2))) return false;
        k += 2;
      } else if (c === 47) {
        // "/" is not qchar, but RFC 3986 §3.4 allows it in any query and mail clients
        // write it unencoded in bodies (`?body=https://example.org/x`): accepted
      } else if (c < 128 && (CLASS[c]! & UNRESERVED) === 0 && SOME_DELIMS.indexOf(query[k]!) < 0) {
        return false; // "?" is not qchar: RFC 6068 §6.1 calls "?" twice WRONG
      }
    }
    if (eq < 0) return false;
    start = i + 1;
  }
  return true;
}

function checkMailto(parts: UriParts, errors: string[]): void {
  // mailto has no authority: "mailto:" [ to ] [ hfields ] (RFC 6068 §2)
  if (parts.authority !== undefined) {
    addError(errors, "authority-not-allowed");
    return;
  }
  if (parts.path === "" && parts.query === undefined) {
    addError(errors, "empty-mailto");
    return;
  }
  if (parts.path !== "" && !checkTo(parts.path)) addError(errors, "bad-mailto-address");
  if (parts.query !== undefined && !checkHfields(parts.query)) {
    addError(errors, "bad-mailto-header");
  }
}

export const mailto: SchemeRule = {
  name: "mailto",
  check: checkMailto,
};
