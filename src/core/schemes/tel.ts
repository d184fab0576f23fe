/**
 * tel (RFC 3966 §3):
 *   telephone-subscriber = global-number / local-number
 *   global-number        = global-number-digits *par
 *   local-number         = local-number-digits *par context *par
 *   par                  = parameter / extension / isdn-subaddress
 *   global-number-digits = "+" *phonedigit DIGIT *phonedigit
 *   local-number-digits  = *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex
 */
import { CLASS, decodePercentAscii, isHex, UNRESERVED } from "../chars.js";
import { parseUri } from "../parse.js";
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

/** visual-separator = "-" / "." / "(" / ")" */
function isVisual(c: number): boolean {
  return c === 45 || c === 46 || c === 40 || c === 41;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** global-number-digits = "+" *phonedigit DIGIT *phonedigit */
function isGlobalDigits(s: string): boolean {
  if (s.charCodeAt(0) !== 43) return false;
  let digit = false;
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) digit = true;
    else if (!isVisual(c)) return false;
  }
  return digit;
}

/** local-number-digits; "#" is written %23 in a URI (RFC 3986 §2.2 gen-delim) */
function isLocalDigits(s: string): boolean {
  let digit = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isHex(c) || c === 42) digit = true;
    else if (c === 37 && s.charCodeAt(i + 1) === 50 && s.charCodeAt(i + 2) === 51) {
      digit = true;
      i += 2;
    } else if (!isVisual(c)) return false;
  }
  return digit;
}

/**
 * domainname = *( domainlabel "." ) toplabel [ "." ]
 * domainlabel = alphanum / alphanum *( alphanum / "-" ) alphanum
 * toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum
 */
function isDomainName(s: string): boolean {
  const labels = (s.endsWith(".") ? s.slice(0, -1) : s).split(".");
  for (let k = 0; k < labels.length; k++) {
    const l = labels[k]!;
    if (l === "" || l[0] === "-" || l[l.length - 1] === "-") return false;
    for (let i = 0; i < l.length; i++) {
      const c = l.charCodeAt(i);
      const lc = c | 0x20;
      if (!(isDigit(c) || (lc >= 97 && lc <= 122) || c === 45)) return false;
    }
    if (k === labels.length - 1 && isDigit(l.charCodeAt(0))) return false;
  }
  return true;
}

/** paramchar = param-unreserved / unreserved / pct-encoded; param-unreserved = "[]/:&+$" */
function isParamValue(s: string, uric: boolean): boolean {
  if (s === "") return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) return false;
    if (c === 37) {
      if (!isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) return false;
      i += 2;
      continue;
    }
    // RFC 2396 unreserved = alphanum / mark ("-_.!~*'()")
    if ((CLASS[c]! & UNRESERVED) !== 0 || "!*'()".indexOf(s[i]!) >= 0) continue;
    if ("[]/:&+$".indexOf(s[i]!) >= 0) continue;
    // isdn-subaddress = ";isub=" 1*uric; uric adds reserved "?@=,"
    if (uric && "?@=,".indexOf(s[i]!) >= 0) continue;
    return false;
  }
  return true;
}

/** pname = 1*( alphanum / "-" ) */
function isPname(s: string): boolean {
  if (s === "") return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!(isDigit(c) || ((c | 0x20) >= 97 && (c | 0x20) <= 122) || c === 45)) return false;
  }
  return true;
}

/** Returns an error reason, or null when the subscriber is well-formed. */
export function telError(path: string): string | null {
  const semi = path.indexOf(";");
  const number = semi < 0 ? path : path.slice(0, semi);
  const global = number.charCodeAt(0) === 43;
  if (global ? !isGlobalDigits(number) : !isLocalDigits(number)) return "bad-tel";
  const seen = new Set<string>();
  // RFC 3966 §3: isub or ext first, then phone-context, then the others in lexicographic order
  let stage = 0;
  let lastName = "";
  let start = semi;
  while (start >= 0) {
    const next = path.indexOf(";", start + 1);
    const par = path.slice(start + 1, next < 0 ? path.length : next);
    const eq = par.indexOf("=");
    const name = (eq < 0 ? par : par.slice(0, eq)).toLowerCase();
    const value = eq < 0 ? undefined : par.slice(eq + 1);
    if (!isPname(name) || value === "") return "bad-tel";
    // "Each parameter name ..., the ISDN subaddress, the 'extension', and the 'context'
    // MUST NOT appear more than once"; isub and ext not both (§5.3)
    if (seen.has(name)) return "bad-tel";
    seen.add(name);
    if (name === "isub" || name === "ext") {
      if (stage > 0 || value === undefined) return "bad-tel";
      if (seen.has("isub") && seen.has("ext")) return "bad-tel";
      if (name === "ext" && !isPhonedigits(value)) return "bad-tel";
      if (name === "isub" && !isParamValue(value, true)) return "bad-tel";
    } else if (name === "phone-context") {
      // context = ";phone-context=" descriptor; descriptor = domainname / global-number-digits
      if (global || stage > 1 || value === undefined) return "bad-tel";
      if (!(isGlobalDigits(value) || isDomainName(value))) return "bad-tel";
      stage = 2;
    } else {
      if (value !== undefined && !isParamValue(value, false)) return "bad-tel";
      if (stage === 3 && name < lastName) return "bad-tel";
      stage = 3;
      lastName = name;
    }
    if (stage === 0 && (name === "isub" || name === "ext")) stage = 1;
    start = next;
  }
  // §5.1.5: "Local numbers MUST have a 'phone-context' parameter"
  if (!global && !seen.has("phone-context")) return "tel-missing-phone-context";
  return null;
}

/** extension = ";ext=" 1*phonedigit */
function isPhonedigits(s: string): boolean {
  if (s === "") return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isDigit(c) && !isVisual(c)) return false;
  }
  return true;
}

function checkTel(parts: UriParts, errors: string[]): void {
  // telephone-uri = "tel:" telephone-subscriber: no authority, no query
  if (parts.authority !== undefined) {
    addError(errors, "authority-not-allowed");
    return;
  }
  const reason = parts.query !== undefined ? "bad-tel" : telError(parts.path);
  if (reason !== null) addError(errors, reason);
}

/** s without visual separators ("-", ".", "(", ")"). */
function stripVisual(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) if (!isVisual(s.charCodeAt(i))) out += s[i];
  return out;
}

/**
 * The string two tel URIs share exactly when they are equivalent by RFC 3966 §4: both
 * global or both local; the digits equal once visual separators are removed; parameters
 * compared by pname "regardless of the order they appeared in the URI"; a global-number
 * phone-context (and the extension) digit by digit, without separators; and "URI
 * comparisons are case-insensitive". Percent-encoded unreserved characters are decoded
 * (RFC 3986 §6.2.2.2). The fragment is left to the caller. Null when `uri` is not a valid
 * tel URI.
 */
export function telEquivalenceKey(uri: string): string | null {
  const r = parseUri(uri);
  if (!r.ok || r.parts.scheme === undefined || r.parts.scheme.toLowerCase() !== "tel") return null;
  const errors: string[] = [];
  checkTel(r.parts, errors);
  if (errors.length > 0) return null;
  const pieces = decodePercentAscii(r.parts.path, true).toLowerCase().split(";");
  const params = pieces.slice(1).map((par) => {
    const eq = par.indexOf("=");
    if (eq < 0) return par;
    const name = par.slice(0, eq);
    const value = par.slice(eq + 1);
    if (name === "ext" || (name === "phone-context" && value.charCodeAt(0) === 43)) {
      return `${name}=${stripVisual(value)}`;
    }
    return par;
  });
  params.sort((a, b) => {
    const na = a.split("=", 1)[0]!;
    const nb = b.split("=", 1)[0]!;
    return na < nb ? -1 : na > nb ? 1 : 0;
  });
  return [stripVisual(pieces[0]!), ...params].join(";");
}

export const tel: SchemeRule = {
  name: "tel",
  opaquePath: true,
  check: checkTel,
};
