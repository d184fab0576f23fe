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
import { CLASS, hasNonAscii, hexValue, isHex, UNRESERVED } from "../chars.js";
import { domainToASCII } from "../idna.js";
import { parseUri } from "../parse.js";
import type { SchemeRule, UriParts } from "../types.js";
import { addError, decodeText, percentDecode, utf8 } from "./util.js";

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
  // where the domain of the current addr-spec starts: after its first "@" (or "%40") outside
  // a quoted local part (a dot-atom local part holds no "@")
  let domain = -1;
  for (let i = 0; i <= to.length; i++) {
    if (i === to.length || (to.charCodeAt(i) === 44 && !inQuote)) {
      const bytes = percentDecode(to.slice(start, i));
      if (bytes === null) return false;
      const addr = utf8(bytes);
      if (addr === null || !isAddrSpec(addr) || !domainHasALabel(addr)) return false;
      if (domain >= 0 && !isDomainEncoding(to, domain, i)) return false;
      start = i + 1;
      domain = -1;
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
    else if (v === 64 && !inQuote && domain < 0) domain = i + 1;
  }
  return true;
}

/**
 * The domain of an addr-spec is a domain name with an A-label form (RFC 6068 §2 (4): an
 * internationalized domain name is used in it, RFC 5891): "me@xn--0.tld" and
 * "me@\u1fef.com" name none, as "http://xn--0.tld/" has no host (`bad-idn`). A domain
 * literal is none to check.
 */
function domainHasALabel(addr: string): boolean {
  const d = addr.slice(addr.lastIndexOf("@") + 1);
  if (d.charCodeAt(0) === 91) return true;
  if (!hasNonAscii(d) && d.toLowerCase().indexOf("xn--") < 0) return true;
  return domainToASCII(d) !== "";
}

/** "%5B" at to[i]: the "[" that opens a domain literal (RFC 6068 §2 (1) encodes it). */
function isLiteralStart(to: string, i: number): boolean {
  return (
    to.charCodeAt(i) === 37 && to.charCodeAt(i + 1) === 53 && (to.charCodeAt(i + 2) | 0x20) === 98
  );
}

/**
 * RFC 6068 §2 (4): "URI-producing applications MUST NOT use percent-encoding in domain
 * names unless it is used to represent a UTF-8 character sequence": in a dot-atom domain
 * to[start, end), a percent-encoding stands for a non-ASCII octet (or, equivalently by
 * RFC 3986 §2.3, an unreserved character). `user@example.org%3Fquery` names no domain.
 * A domain literal ("[" … "]", which §2 (1) requires percent-encoded) is not a domain name.
 */
function isDomainEncoding(to: string, start: number, end: number): boolean {
  if (isLiteralStart(to, start)) return true;
  for (let i = to.indexOf("%", start); i >= 0 && i < end; i = to.indexOf("%", i + 3)) {
    const v = hexValue(to.charCodeAt(i + 1)) * 16 + hexValue(to.charCodeAt(i + 2));
    if (v < 128 && (CLASS[v]! & UNRESERVED) === 0) return false;
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
  // both parts are optional: "mailto:" (a message with no recipient yet, as a mail
  // client's "compose" opens it) is a mailto URI; a bare "mailto:" in prose is not read as
  // one by the extractor (nothing after the ":")
  if (parts.path !== "" && !checkTo(parts.path)) addError(errors, "bad-mailto-address");
  if (parts.query !== undefined && !checkHfields(parts.query)) {
    addError(errors, "bad-mailto-header");
  }
}

/**
 * Calls `each(start, domain, end)` for every addr-spec of a well-formed <to> (raw, as in the
 * URI): [start, end) is the address, `domain` where its domain starts (after the first "@"
 * or "%40" outside a quoted local part; -1 when there is none).
 */
function eachAddress(to: string, each: (start: number, domain: number, end: number) => void): void {
  let start = 0;
  let inQuote = false;
  let escaped = false;
  let domain = -1;
  for (let i = 0; i <= to.length; i++) {
    const c = to.charCodeAt(i);
    if (i === to.length || (c === 44 && !inQuote)) {
      each(start, domain, i);
      start = i + 1;
      domain = -1;
      continue;
    }
    let v = c;
    if (c === 37 && i + 2 < to.length) {
      v = hexValue(to.charCodeAt(i + 1)) * 16 + hexValue(to.charCodeAt(i + 2));
      i += 2;
    }
    if (escaped) escaped = false;
    else if (inQuote && v === 92) escaped = true;
    else if (v === 34) inQuote = !inQuote;
    else if (v === 64 && !inQuote && domain < 0) domain = i + 1;
  }
}

/**
 * RFC 3986 §6.2.3: "URI schemes that define a subcomponent of path to contain an Internet
 * hostname, such as the "mailto" URI scheme, cause that subcomponent to be case-insensitive
 * and thus subject to case normalization (e.g., "mailto:Joe@Example.COM" is equivalent to
 * "mailto:Joe@example.com")": the domain of each address in lower case (not a domain
 * literal, not the hex digits of a percent-encoding); local parts keep their case
 * (RFC 5321 §2.4).
 */
function lowerDomains(to: string): string {
  let out = "";
  let from = 0;
  eachAddress(to, (_start, domain, end) => {
    if (domain < 0 || isLiteralStart(to, domain)) return;
    for (let i = domain; i < end; i++) {
      const c = to.charCodeAt(i);
      if (c === 37) i += 2;
      else if (c >= 65 && c <= 90) {
        out += to.slice(from, i) + String.fromCharCode(c + 32);
        from = i + 1;
      }
    }
  });
  return from === 0 ? to : out + to.slice(from);
}

function normalizeMailto(parts: UriParts): UriParts {
  const path = lowerDomains(parts.path);
  return path === parts.path ? parts : { ...parts, path };
}

/** Splits decoded address-list text at the "," outside quoted strings; trims blanks (FWS). */
function splitAddresses(text: string, out: string[]): void {
  let start = 0;
  let inQuote = false;
  for (let i = 0; i <= text.length; i++) {
    const c = text.charCodeAt(i);
    if (i === text.length || (c === 44 && !inQuote)) {
      const a = text.slice(start, i).trim();
      if (a !== "") out.push(a);
      start = i + 1;
    } else if (inQuote && c === 92) i++;
    else if (c === 34) inQuote = !inQuote;
  }
}

/** A decoded address with its domain in the case-insensitive form (RFC 3986 §6.2.3). */
function addressKey(addr: string): string {
  let at = -1;
  if (addr.charCodeAt(0) === 34) {
    for (let i = 1; i < addr.length; i++) {
      const c = addr.charCodeAt(i);
      if (c === 92) i++;
      else if (c === 34) {
        at = i + 1;
        break;
      }
    }
  } else at = addr.indexOf("@");
  if (at < 0 || addr.charCodeAt(at) !== 64) return addr;
  const domain = addr.slice(at + 1);
  if (domain.charCodeAt(0) === 91) return addr; // a domain literal is compared as written
  // RFC 6068 §2 (4): an internationalized domain name is used in its IDNA (A-label) form
  const ascii = hasNonAscii(domain) ? domainToASCII(domain) : "";
  return `${addr.slice(0, at + 1)}${ascii !== "" ? ascii : domain.toLowerCase()}`;
}

/**
 * The string two mailto URIs share when they name the same message (RFC 3986 §6.2.3 with
 * RFC 6068 §2): the recipients of <to> and of every "to" hfield in one list ("mailto:a@x,b@x",
 * "mailto:?to=a@x,b@x" and "mailto:a@x?to=b@x" are equivalent), decoded, domains in lower
 * case (A-labels for IDNs); hfnames decoded and case-insensitive, hfvalues decoded and
 * case-sensitive, in their order. The fragment is left to the caller. Null when `uri` is not
 * a valid mailto URI.
 */
export function mailtoEquivalenceKey(uri: string): string | null {
  const r = parseUri(uri);
  if (!r.ok || r.parts.scheme === undefined || r.parts.scheme.toLowerCase() !== "mailto") {
    return null;
  }
  const parts = r.parts;
  const errors: string[] = [];
  checkMailto(parts, errors);
  if (errors.length > 0) return null;
  const to: string[] = [];
  const fields: string[] = [];
  if (parts.path !== "") {
    const text = decodeText(parts.path);
    if (text === null) return null;
    splitAddresses(text, to);
  }
  const q = parts.query;
  if (q !== undefined) {
    for (const field of q.split("&")) {
      const eq = field.indexOf("=");
      const name = decodeText(field.slice(0, eq));
      const value = decodeText(field.slice(eq + 1));
      if (name === null || value === null) return null;
      const lower = name.toLowerCase();
      if (lower === "to") splitAddresses(value, to);
      else fields.push(lower, value);
    }
  }
  return JSON.stringify([to.map(addressKey), fields]);
}

export const mailto: SchemeRule = {
  name: "mailto",
  opaquePath: true,
  check: checkMailto,
  normalize: normalizeMailto,
};
