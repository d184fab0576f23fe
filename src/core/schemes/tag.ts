/**
 * tag (RFC 4151 §2.1):
 *   tagURI        = "tag:" taggingEntity ":" specific [ "#" fragment ]
 *   taggingEntity = authorityName "," date
 *   authorityName = DNSname / emailAddress
 *   date          = year ["-" month ["-" day]]
 *   year          = 4DIGIT
 *   month         = 2DIGIT
 *   day           = 2DIGIT
 *   DNSname       = DNScomp *( "." DNScomp ) ; see RFC 1035
 *   DNScomp       = alphaNum [*(alphaNum /"-") alphaNum]
 *   emailAddress  = 1*(alphaNum /"-"/"."/"_") "@" DNSname
 *   alphaNum      = DIGIT / ALPHA
 *   specific      = *( pchar / "/" / "?" ) ; pchar from RFC 3986
 * "The date ... MUST be a valid date": month 01–12, a day of that month (§2.1, §2.2).
 * The specific and the fragment are RFC 3986 characters, which the generic grammar has
 * checked ("?" in the specific is read as a query there, and is fine). In running text
 * this tells `tag:yaml.org,2002:int` from the AWS CLI's `tag:Stack,Values=prod` or `tag:Env`.
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAlphaNum(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** DNSname = DNScomp *( "." DNScomp ); DNScomp = alphaNum [*(alphaNum /"-") alphaNum] */
function isDnsName(s: string, start: number, end: number): boolean {
  let compStart = start;
  for (let i = start; i <= end; i++) {
    if (i < end && s.charCodeAt(i) !== 46) continue;
    // s[compStart, i) is one DNScomp: alphanumerics and inner hyphens
    if (i === compStart) return false;
    if (!isAlphaNum(s.charCodeAt(compStart)) || !isAlphaNum(s.charCodeAt(i - 1))) return false;
    for (let k = compStart + 1; k < i - 1; k++) {
      const c = s.charCodeAt(k);
      if (!isAlphaNum(c) && c !== 45) return false;
    }
    compStart = i + 1;
  }
  return true;
}

/** authorityName = DNSname / emailAddress; emailAddress = 1*(alphaNum /"-"/"."/"_") "@" DNSname */
function isAuthorityName(s: string, end: number): boolean {
  const at = s.indexOf("@");
  if (at < 0 || at >= end) return isDnsName(s, 0, end);
  if (at === 0) return false;
  for (let i = 0; i < at; i++) {
    const c = s.charCodeAt(i);
    if (!isAlphaNum(c) && c !== 45 && c !== 46 && c !== 95) return false;
  }
  return isDnsName(s, at + 1, end);
}

/** the two digits at s[i, i+2) as a number, or -1 */
function twoDigits(s: string, i: number): number {
  const a = s.charCodeAt(i);
  const b = s.charCodeAt(i + 1);
  return isDigit(a) && isDigit(b) ? (a - 48) * 10 + (b - 48) : -1;
}

/** days in a month of the Gregorian calendar */
function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** date = year ["-" month ["-" day]]: "YYYY", "YYYY-MM" or "YYYY-MM-DD", a real date */
function isDate(s: string, start: number, end: number): boolean {
  const len = end - start;
  if (len !== 4 && len !== 7 && len !== 10) return false;
  const hi = twoDigits(s, start);
  const lo = twoDigits(s, start + 2);
  if (hi < 0 || lo < 0) return false;
  if (len === 4) return true;
  const month = s.charCodeAt(start + 4) === 45 ? twoDigits(s, start + 5) : -1;
  if (month < 1 || month > 12) return false;
  if (len === 7) return true;
  const day = s.charCodeAt(start + 7) === 45 ? twoDigits(s, start + 8) : -1;
  return day >= 1 && day <= daysIn(hi * 100 + lo, month);
}

function checkTag(parts: UriParts, errors: string[]): void {
  // no "//": the taggingEntity follows "tag:" and ends at the first ":" (it holds none)
  const path = parts.path;
  const colon = path.indexOf(":");
  const comma = colon < 0 ? -1 : path.lastIndexOf(",", colon);
  if (
    parts.authority !== undefined ||
    comma < 0 ||
    !isAuthorityName(path, comma) ||
    !isDate(path, comma + 1, colon)
  ) {
    addError(errors, "bad-tag");
  }
}

export const tag: SchemeRule = { name: "tag", check: checkTag, opaquePath: true };
