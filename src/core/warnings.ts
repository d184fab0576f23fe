/**
 * Security warnings (present even on valid URIs), from the specs' security sections and
 * phishing practice. Each is a stable kebab-case flag, emitted in this fixed order:
 *
 * - `userinfo-password`: a ":" in the userinfo — "user:password" is deprecated
 *   (RFC 3986 §3.2.1, §7.5).
 * - `userinfo-host-deception`: a userinfo that looks like a host name, so that the reader
 *   takes it for the server (RFC 3986 §7.6: `ftp://cnn.example.com&story=breaking_news@10.0.0.1/`).
 * - `non-default-port`: a port other than the scheme's default; a harmless retrieval can
 *   then talk to another protocol's server (RFC 3986 §7.2, 2396bis §7).
 * - `encoded-crlf`: `%0D` or `%0A` in a scheme whose retrieval writes lines to a server
 *   (telnet, gopher, nntp, ftp, http …): decoded CR LF can inject protocol commands
 *   (RFC 3986 §7.3).
 * - `ip-host`: the host is an IP literal or an IPv4 address — or a reg-name that common
 *   resolvers read as one (`0x7f.1`, `2130706433`: RFC 3986 §7.4 rare IP address formats).
 * - `dangerous-scheme`: javascript:, vbscript:, data:text/html (script in the address).
 * - `mixed-script-host`: a host label mixing scripts (Latin with Cyrillic or Greek …), the
 *   homograph attack of RFC 3987 §8 / UTS #39; A-labels (`xn--`) are decoded first.
 */

import { decodePercentAscii, isHex } from "./chars.js";
import { domainToUnicode } from "./idna.js";
import { defaultPort, getSchemeRule } from "./schemes/index.js";
import type { SchemeRule, UriParts } from "./types.js";

/** Schemes with a line protocol, also when the scheme table says nothing (RFC 3986 §7.3). */
const LINE_SCHEMES = new Set(["telnet", "gopher", "nntp", "ftp", "http", "https", "ws", "wss"]);

/**
 * The warnings for a parsed URI; `scheme` is the lowercase scheme ("" for a relative
 * reference).
 */
export function collectWarnings(parts: UriParts, scheme: string): string[] {
  return warningsFor(parts, scheme, scheme === "" ? undefined : getSchemeRule(scheme));
}

/**
 * collectWarnings with the scheme's rule already looked up (the analyzer's hot path);
 * `input`, the string the parts come from, lets the %0D/%0A search be one pass over it.
 */
export function warningsFor(
  parts: UriParts,
  scheme: string,
  rule: SchemeRule | undefined,
  input?: string,
): string[] {
  const warnings: string[] = [];
  const userinfo = parts.userinfo;
  if (userinfo !== undefined) {
    if (userinfo.indexOf(":") >= 0) warnings.push("userinfo-password");
    if (looksLikeHost(userinfo)) warnings.push("userinfo-host-deception");
  }
  const port = parts.port;
  if (port !== undefined && port !== "" && scheme !== "") {
    const def = rule !== undefined ? rule.defaultPort : defaultPort(scheme);
    if (def !== undefined && Number(port) !== def) warnings.push("non-default-port");
  }
  if (
    scheme !== "" &&
    (rule !== undefined ? rule.lineProtocol === true : LINE_SCHEMES.has(scheme)) &&
    (input !== undefined ? crlfIn(input) : hasEncodedCrlf(parts))
  ) {
    warnings.push("encoded-crlf");
  }
  const kind = parts.hostKind;
  if (
    kind === "ipv4" ||
    kind === "ipv6" ||
    kind === "ipvfuture" ||
    (kind === "reg-name" && endsInNumber(parts.host!))
  ) {
    warnings.push("ip-host");
  }
  if (isDangerous(scheme, parts.path)) {
    warnings.push("dangerous-scheme");
  }
  if (kind === "reg-name") {
    const host = parts.host!;
    // only a host with non-ASCII, an A-label ("--") or a percent-encoding can mix scripts
    if ((parts.iri || host.indexOf("--") >= 0 || host.indexOf("%") >= 0) && mixedScriptHost(host)) {
      warnings.push("mixed-script-host");
    }
  }
  return warnings;
}

/** `%0D` / `%0A` (either case) anywhere after the scheme. */
function hasEncodedCrlf(parts: UriParts): boolean {
  return (
    crlfIn(parts.userinfo) ||
    crlfIn(parts.host) ||
    crlfIn(parts.path) ||
    crlfIn(parts.query) ||
    crlfIn(parts.fragment)
  );
}

function crlfIn(s: string | undefined): boolean {
  if (s === undefined) return false;
  let i = s.indexOf("%");
  while (i >= 0) {
    if (s.charCodeAt(i + 1) === 48) {
      const c = s.charCodeAt(i + 2) | 0x20;
      if (c === 97 || c === 100) return true; // 0A, 0D
    }
    i = s.indexOf("%", i + 1);
  }
  return false;
}

/** Top-level domains that make a dotted word read as a host name. */
const TLDS = new Set([
  "com",
  "net",
  "org",
  "edu",
  "gov",
  "mil",
  "int",
  "info",
  "biz",
  "name",
  "pro",
  "mobi",
  "app",
  "dev",
  "io",
  "ai",
  "xyz",
  "online",
  "site",
  "shop",
  "top",
  "club",
  "cloud",
  "tech",
  "arpa",
  // RFC 2606 / RFC 6761 special-use names
  "example",
  "test",
  "invalid",
  "localhost",
  "local",
]);

/**
 * The user part of a userinfo (before ":") starts like a host: an IPv4 address, `www.`,
 * or two or more dot-separated LDH labels ending in a known or two-letter top-level
 * domain or an A-label (`xn--`).
 */
export function looksLikeHost(userinfo: string): boolean {
  const u = decodePercentAscii(userinfo, false);
  // the longest leading run of LDH characters and dots
  let end = 0;
  while (end < u.length) {
    const c = u.charCodeAt(end) | 0x20;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 0x2d || c === 0x2e) end++;
    else if (u.charCodeAt(end) >= 128) end++;
    else break;
  }
  let name = u.slice(0, end).toLowerCase();
  if (name.endsWith(".")) name = name.slice(0, -1);
  if (name.startsWith("www.")) return true;
  const labels = name.split(".");
  if (labels.length < 2) return false;
  for (const l of labels) if (l === "") return false;
  if (labels.length === 4 && labels.every((l) => /^[0-9]{1,3}$/.test(l))) return true;
  const tld = labels[labels.length - 1]!;
  if (tld.startsWith("xn--")) return true;
  if (!/^[a-z]+$/.test(tld) && !/[^\x00-\x7f]/.test(tld)) return false;
  return tld.length === 2 || TLDS.has(tld) || /[^\x00-\x7f]/.test(tld);
}

/**
 * The WHATWG URL host parser's "ends in a number" test: a reg-name whose last label
 * (ignoring one trailing dot) is decimal digits or `0x` hex is read as an IPv4 address
 * by browsers and most resolvers (`http://2130706433/`, `http://0x7f.1/`, `http://127.1/`).
 */
function endsInNumber(host: string): boolean {
  let end = host.length;
  if (end > 0 && host.charCodeAt(end - 1) === 46) end--;
  if (end === 0) return false;
  const last = host.charCodeAt(end - 1);
  // the last label must end in a decimal or hex digit
  if (!((last >= 48 && last <= 57) || ((last | 0x20) >= 97 && (last | 0x20) <= 102))) return false;
  let start = host.lastIndexOf(".", end - 1) + 1;
  let digits = true;
  for (let i = start; i < end; i++) {
    const c = host.charCodeAt(i);
    if (c < 48 || c > 57) {
      digits = false;
      break;
    }
  }
  if (digits) return true;
  if (
    end - start >= 2 &&
    host.charCodeAt(start) === 48 &&
    (host.charCodeAt(start + 1) | 0x20) === 120
  ) {
    start += 2;
    for (let i = start; i < end; i++) if (!isHex(host.charCodeAt(i))) return false;
    return true;
  }
  return false;
}

function isDangerous(scheme: string, path: string): boolean {
  if (scheme === "javascript" || scheme === "vbscript") return true;
  if (scheme !== "data") return false;
  // data:[<mediatype>][;base64],<data> (RFC 2397 §3): the media type up to ";" or ","
  let end = 0;
  while (end < path.length) {
    const c = path.charCodeAt(end);
    if (c === 59 || c === 44) break;
    end++;
  }
  const type = decodePercentAscii(path.slice(0, end), false).trim().toLowerCase();
  return type === "text/html" || type === "application/xhtml+xml";
}

/** Scripts told apart; a code point in none of them (Common, Inherited …) is neutral. */
const SCRIPTS: Array<[string, RegExp]> = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Han", /\p{Script=Han}/u],
  ["Hiragana", /\p{Script=Hiragana}/u],
  ["Katakana", /\p{Script=Katakana}/u],
  ["Hangul", /\p{Script=Hangul}/u],
  ["Bopomofo", /\p{Script=Bopomofo}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Devanagari", /\p{Script=Devanagari}/u],
  ["Georgian", /\p{Script=Georgian}/u],
  ["Cherokee", /\p{Script=Cherokee}/u],
  ["Ethiopic", /\p{Script=Ethiopic}/u],
  ["Tamil", /\p{Script=Tamil}/u],
  ["Bengali", /\p{Script=Bengali}/u],
  ["Coptic", /\p{Script=Coptic}/u],
];
const OTHER_LETTER = /\p{L}/u;

/** UTS #39 "highly restrictive": one script, or Latin with the CJK sets. */
const ALLOWED_MIXES = [
  new Set(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set(["Latin", "Han", "Bopomofo"]),
  new Set(["Latin", "Han", "Hangul"]),
];

function scriptOf(ch: string): string | undefined {
  for (const [name, re] of SCRIPTS) if (re.test(ch)) return name;
  return OTHER_LETTER.test(ch) ? "Other" : undefined;
}

function labelMixesScripts(label: string): boolean {
  const seen = new Set<string>();
  for (const ch of label) {
    const cp = ch.codePointAt(0)!;
    if (cp < 128) {
      if ((cp | 0x20) >= 97 && (cp | 0x20) <= 122) seen.add("Latin");
      continue;
    }
    const s = scriptOf(ch);
    if (s !== undefined) seen.add(s);
  }
  if (seen.size < 2) return false;
  for (const allowed of ALLOWED_MIXES) {
    let all = true;
    for (const s of seen) if (!allowed.has(s)) all = false;
    if (all) return false;
  }
  return true;
}

/** Some label of the host (as Unicode) mixes scripts. Pure-ASCII hosts without A-labels never do. */
export function mixedScriptHost(host: string): boolean {
  let hit = MIXED_CACHE.get(host);
  if (hit === undefined) {
    hit = computeMixedScript(host);
    if (MIXED_CACHE.size >= 1024) MIXED_CACHE.clear();
    MIXED_CACHE.set(host, hit);
  }
  return hit;
}

const MIXED_CACHE = new Map<string, boolean>();

function computeMixedScript(host: string): boolean {
  let ascii = true;
  for (let i = 0; i < host.length; i++) {
    if (host.charCodeAt(i) >= 128) {
      ascii = false;
      break;
    }
  }
  let unicode = host;
  if (ascii) {
    const lower = host.toLowerCase();
    if (lower.indexOf("xn--") < 0 && lower.indexOf("%") < 0) return false;
    unicode = decodeUtf8Percent(lower);
    if (unicode.indexOf("xn--") >= 0) unicode = domainToUnicode(unicode) || unicode;
  } else {
    unicode = decodeUtf8Percent(host);
  }
  for (const label of unicode.split(".")) {
    if (label.length > 0 && label.length <= 255 && labelMixesScripts(label)) return true;
  }
  return false;
}

function decodeUtf8Percent(s: string): string {
  if (s.indexOf("%") < 0) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
