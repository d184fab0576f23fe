/**
 * A trigger's `word:` that is a field of a log, a record or a config rather than a URI's
 * scheme — the trigger loop's tests for it (scanner.ts): a key and one plain word
 * (word-schemes.ts isFieldShaped), a host and its port ("<www.kde.org:1234/sub/path>", as
 * KTextToHTML reads it), an Apache 2.4 error-log module:level tag or dpkg's
 * package:architecture ("[proxy:error]", "git:amd64"), a line of /etc/passwd, group or shadow
 * (passwd(5), group(5), shadow(5)), the "DNS:" label of a certificate's dNSName (RFC 5280
 * §4.2.1.6) and "example:" (RFC 7595 §8); the schemes whose own syntax tells them from one more
 * field (mailto, urn, tel); and JDBC's "jdbc:" subprotocol (JDBC 4.3 §9.4), read as a scheme
 * though no registry has it.
 */

import { FOLDED_MAX, FOLDED_MIN } from "./calendar-folds.js";
import { type Candidate, MORE } from "./candidate.js";
import { C_ALNUM, C_ALPHA, C_URI, C_WS, CLASS, COLON, GT, isDigit, SLASH, SP } from "./chars.js";
import { isRegisteredBytes } from "./scheme-registry.js";
import { isOneOf, wordsByLength } from "./word-lists.js";
import { isFieldShaped } from "./word-schemes.js";

/**
 * isFieldShaped (word-schemes.ts) for the candidate whose scheme is buf[s, c): over its
 * slice of the buffer, or over its joined bytes when a line break was dropped from it
 * ("session:abc-" LF "def" is still one field)
 */
export function fieldShaped(
  cand: Candidate,
  buf: Uint8Array,
  s: number,
  c: number,
  delimited: boolean,
) {
  if (cand.joinedLen < 0) return isFieldShaped(buf, s, c, cand.uriEnd, delimited);
  const j = cand.joined;
  return j[c - s] === 0x3a && isFieldShaped(j, 0, c - s, cand.joinedLen, delimited);
}

/**
 * buf[s, c) holds a "." and buf[c] ":" is followed by 1–5 digits and then "/", "?", "#",
 * ">", whitespace or the input's end: 1; 0 when not; MORE when the bytes at hand end first.
 */
export function hostAndPortAt(
  buf: Uint8Array,
  s: number,
  c: number,
  n: number,
  final: boolean,
): number {
  let dot = false;
  for (let k = s; k < c; k++) if (buf[k] === 0x2e) dot = true;
  if (!dot) return 0;
  let k = c + 1;
  while (k < n && k - c <= 6 && buf[k]! >= 0x30 && buf[k]! <= 0x39) k++;
  if (k === c + 1 || k - c > 6) return 0;
  if (k >= n) return final ? 1 : MORE;
  const b = buf[k]!;
  return b === SLASH || b === 0x3f || b === 0x23 || b === GT || CLASS[b]! & C_WS ? 1 : 0;
}

const LOG_LEVELS = wordsByLength([
  ...["emerg", "alert", "crit", "error", "warn", "notice", "info", "debug"],
  ...["trace1", "trace2", "trace3", "trace4", "trace5", "trace6", "trace7", "trace8"],
]);
const DEB_ARCHES = wordsByLength([
  ...["amd64", "i386", "arm64", "armhf", "armel", "ppc64el", "s390x"],
  ...["mips64el", "riscv64", "x32", "all"],
]);

/**
 * 1 when buf[i…] is a log level followed by "]" (`bracketed`: the scheme followed "[") or a
 * Debian architecture followed by whitespace, the end, or punctuation ("git:amd64:",
 * "git:arm64."); 0 when not; MORE when the word may go on past the input.
 */
export function logFieldAfter(
  buf: Uint8Array,
  i: number,
  n: number,
  final: boolean,
  bracketed: boolean,
): number {
  let j = i;
  while (j < n && j - i <= 8 && CLASS[buf[j]!]! & C_ALNUM) j++;
  if (j - i > 8) return 0;
  if (j >= n && !final) return MORE;
  const next = j < n ? buf[j]! : -1;
  const level = next === 0x5d && bracketed;
  if (
    !level &&
    !(next === -1 || next === SP || next === 0x09 || next === 0x0a || next === 0x0d) &&
    !(next === 0x3a || next === 0x2e || next === 0x2c || next === 0x3b || next === 0x29)
  ) {
    return 0;
  }
  // a "." ends the sentence ("git:arm64."), unless the name goes on after it: "news:x32.a"
  // is a newsgroup (RFC 1738 §3.6)
  if (next === 0x2e) {
    if (j + 1 >= n) {
      if (!final) return MORE;
    } else if (CLASS[buf[j + 1]!]! & C_ALNUM) return 0;
  }
  // (a short word before "]" or a space)
  return isOneOf(level ? LOG_LEVELS : DEB_ARCHES, buf, i, j) ? 1 : 0;
}

/** buf[s, s+4) is "jdbc" (any case) */
export function isJdbc(buf: Uint8Array, s: number): boolean {
  return (
    (buf[s]! | 0x20) === 0x6a &&
    (buf[s + 1]! | 0x20) === 0x64 &&
    (buf[s + 2]! | 0x20) === 0x62 &&
    (buf[s + 3]! | 0x20) === 0x63
  );
}

/**
 * 1 when buf[i…] is a JDBC subprotocol — a letter, then letters, digits or "-" (at most 32),
 * then ":" and a URI character — 0 when not, MORE when that is not known before n.
 */
export function subprotocolAt(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (i >= n) return final ? 0 : MORE;
  if (!(CLASS[buf[i]!]! & C_ALPHA)) return 0;
  for (let j = i + 1; j <= i + 32; j++) {
    if (j >= n) return final ? 0 : MORE;
    const b = buf[j]!;
    if (b === COLON) {
      // and something after it: "use jdbc:postgresql:" in prose names the driver
      if (j + 1 >= n) return final ? 0 : MORE;
      return CLASS[buf[j + 1]!]! & C_URI ? 1 : 0;
    }
    if (!(CLASS[b]! & C_ALNUM) && b !== 0x2d) return 0;
  }
  return 0;
}

/**
 * 1 when buf[i…] is a line number and ":" — after a file's name, grep -n's prefix of the
 * line it found (`NEWS:15:https://lore.kernel.org/r/…`, `man:4:http://…`: the file's name
 * is a registered scheme's); 0 when not; MORE when it may be, past n
 */
export function grepLineNumberAt(buf: Uint8Array, i: number, n: number, final: boolean): number {
  let k = i;
  for (; k < n && k - i <= 9; k++) {
    const b = buf[k]!;
    if (b === COLON) break;
    if (!isDigit(b)) return 0;
  }
  if (k >= n) return final ? 0 : MORE;
  if (buf[k] !== COLON || k === i) return 0;
  // … unless what follows is a URI's own password and "@" ("sip:1001:s3cret@pbx",
  // "xmpp:1234:x@example.com", "mid:1234:5678@example.com"): an "@" before any ":", "/",
  // blank, bracket or quote
  for (let j = k + 1; j < n && j - k <= 256; j++) {
    const x = buf[j]!;
    if (x === 0x40) return 0;
    if (
      x <= SP ||
      x === COLON ||
      x === SLASH ||
      x === 0x3c ||
      x === 0x28 ||
      x === 0x5b ||
      x === 0x22
    ) {
      return 1;
    }
  }
  return final || n - k > 256 ? 1 : MORE;
}

/**
 * 1 when buf[i…] is the rest of an account database line after its name: a password field
 * ("x", "*", "!", "!!", "!*" or empty), ":", then digits and ":" or another ":"; 0 when not;
 * MORE when it may be, past n
 */
export function accountRecordAt(buf: Uint8Array, i: number, n: number, final: boolean): number {
  let k = i;
  if (k < n && (buf[k] === 0x78 || buf[k] === 0x2a)) k++;
  else while (k < n && k - i < 2 && (buf[k] === 0x21 || buf[k] === 0x2a)) k++;
  if (k >= n) return final ? 0 : MORE;
  if (buf[k] !== 0x3a) return 0;
  k++;
  const d = k;
  while (k < n && k - d < 10 && buf[k]! >= 0x30 && buf[k]! <= 0x39) k++;
  if (k >= n) return final ? 0 : MORE;
  return buf[k] === 0x3a ? 1 : 0;
}

/** buf[s, s + 3) is "DNS", in capitals */
export function isUpperDns(buf: Uint8Array, s: number): boolean {
  return buf[s] === 0x44 && buf[s + 1] === 0x4e && buf[s + 2] === 0x53;
}

/**
 * buf[s, c) is an unregistered scheme in capitals and "//" follows its ":" at c: 1 when a
 * word of prose comes after the "//", 0 when not, MORE when that is not known before n. A
 * banner shouts a word and goes on in prose: "MAIL WARNING://This message has originated
 * from an external source", "NOTICE://This.", "WARNING://this message…". So the word is
 * - capitalized, before a blank, sentence punctuation and a blank, or the input's end;
 * - or in lowercase, before a space and another lowercase word on the same line (not
 *   "localhost": "FOO://localhost and …" names a host; "FOO://settings." may be an app's
 *   link; a line break may be a wrapped URI's).
 * A host is no such word: an IRI's reg-name is written in lowercase (RFC 3986 §3.2.2,
 * §6.2.2.1), and a single word followed by prose names nothing on a network.
 */
export function bannerWordAt(
  buf: Uint8Array,
  s: number,
  c: number,
  n: number,
  final: boolean,
): number {
  if (c - s < 2) return 0;
  for (let k = s; k < c; k++) if (!(buf[k]! >= 0x41 && buf[k]! <= 0x5a)) return 0;
  let k = c + 3;
  if (k >= n) return final ? 0 : MORE;
  const capital = buf[k]! >= 0x41 && buf[k]! <= 0x5a;
  if (!capital && !(buf[k]! >= 0x61 && buf[k]! <= 0x7a)) return 0;
  const first = k;
  k++;
  const lower = k;
  // (a word: at most 32 letters, so that no run is waited for past maxLength)
  while (k < n && k - lower < 32 && buf[k]! >= 0x61 && buf[k]! <= 0x7a) k++;
  if (k - lower >= 32) return 0;
  if (k >= n) return !final ? MORE : capital && k > lower ? 1 : 0;
  if (k === lower && capital) return 0;
  if (!capital && k - first === 9 && isLocalhost(buf, first)) return 0;
  let b = buf[k]!;
  if (capital && (b === 0x2e || b === 0x2c || b === 0x21 || b === 0x3b || b === 0x3a)) {
    // "NOTICE://This." — sentence punctuation, then a blank or the end
    if (k + 1 >= n) return final ? 1 : MORE;
    b = buf[k + 1]!;
    return isBlank(b) ? 1 : 0;
  }
  if (!isBlank(b)) return 0;
  if (capital) return k > lower ? 1 : 0;
  // "WARNING://this message": a lowercase word after one space
  if (b !== 0x20) return 0;
  if (k + 1 >= n) return final ? 0 : MORE;
  b = buf[k + 1]!;
  return b >= 0x61 && b <= 0x7a ? 1 : 0;
}

const isBlank = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/** buf[s, s + 9) is "localhost" */
function isLocalhost(buf: Uint8Array, s: number): boolean {
  const w = "localhost";
  for (let k = 0; k < 9; k++) if (buf[s + k] !== w.charCodeAt(k)) return false;
  return true;
}

/** buf[s, s+7) is "example" (any case) */
export function isExampleScheme(buf: Uint8Array, s: number): boolean {
  const w = "example";
  for (let k = 0; k < 7; k++) if ((buf[s + k]! | 0x20) !== w.charCodeAt(k)) return false;
  return true;
}

/**
 * buf[s, c) is mailto, urn or tel (any case): schemes whose syntax (an address, a NID, a
 * number; checked by the core) tells them from one more colon-separated field. (Not sip:
 * the core has no rule of its own for it, so "proto:sip:5060" would pass.)
 */
export function isFieldSafeScheme(buf: Uint8Array, s: number, c: number): boolean {
  const n = c - s;
  const b0 = buf[s]! | 0x20;
  const b1 = buf[s + 1]! | 0x20;
  const b2 = buf[s + 2]! | 0x20;
  if (n === 3) {
    return (
      (b0 === 0x75 && b1 === 0x72 && b2 === 0x6e) || // urn
      (b0 === 0x74 && b1 === 0x65 && b2 === 0x6c) // tel
    );
  }
  return (
    n === 6 &&
    b0 === 0x6d &&
    b1 === 0x61 &&
    b2 === 0x69 &&
    (buf[s + 3]! | 0x20) === 0x6c &&
    (buf[s + 4]! | 0x20) === 0x74 &&
    (buf[s + 5]! | 0x20) === 0x6f
  );
}

/** the longest line of uuencode: the length character and 60 characters of data */
const UU_LINE = 61;

/**
 * uuencodedLineAt's answer when the line holds more than UU_LINE bytes before the ":" — and
 * so does the rest of that line: no later ":" before its end is in uuencoded data either
 */
export const UU_LONG_LINE = 2;

/**
 * 1 when the ":" at c stands in a full line of uuencoded data (POSIX uuencode, "begin 644
 * name" … "end": a Lotus Notes attachment inside a text part, old Usenet posts): every byte
 * from the line's start to its end is one of uuencode's (0x20–0x60: no lowercase letter),
 * and the line is "M" (45 bytes) and 60 characters. Its "<H7:FNVV32&(UAA=." and "IPN:ZK++L"
 * are no URIs. 0 when not (UU_LONG_LINE when the line is too long before c), MORE when
 * the line's end is past n. The line's start is looked for back to lo, at most 61 bytes.
 */
export function uuencodedLineAt(
  buf: Uint8Array,
  c: number,
  lo: number,
  n: number,
  final: boolean,
): number {
  let ls = c;
  while (ls > lo && c - ls < UU_LINE && buf[ls - 1] !== 0x0a) {
    const b = buf[ls - 1]!;
    if (b < 0x20 || b > 0x60) return 0;
    ls--;
  }
  if (ls > 0 && buf[ls - 1] !== 0x0a) return c - ls === UU_LINE ? UU_LONG_LINE : 0;
  let le = c + 1;
  for (; le < n && le - ls <= UU_LINE + 1; le++) {
    const b = buf[le]!;
    if (b === 0x0a || b === 0x0d) break;
    if (b < 0x20 || b > 0x60) return 0;
  }
  if (le >= n && !final) return MORE;
  // a full line only: "M" and 60 characters (or 61, a checksum's): a shorter one's length
  // matches its first character by chance too often ("'FILE:///%00'" is 13 bytes, as "'"
  // says; the planted-URI test found it)
  const len = le - ls;
  return buf[ls] === 0x4d && (len === UU_LINE || len === UU_LINE + 1) ? 1 : 0;
}

/** longest content line name and parameters looked back over (contentLineNameBefore) */
const MAX_CONTENT_NAME = 512;

/**
 * vCard and iCalendar properties whose value may be a URI (RFC 6350 §6, RFC 5545 §3.8,
 * RFC 6321, RFC 7986): without parameters, only these names make a content line —
 * "INFO:sip:registered" is Python's default log format, LEVEL:logger:message
 */
const URI_PROPERTIES = wordsByLength([
  "IMPP",
  "GEO",
  "TEL",
  "URL",
  "UID",
  "KEY",
  "PHOTO",
  "LOGO",
  "SOUND",
  "SOURCE",
  "MEMBER",
  "RELATED",
  "FBURL",
  "CALURI",
  "CALADRURI",
  "CAPURI",
  "ATTENDEE",
  "ORGANIZER",
  "CONTACT",
  "ATTACH",
  "TZURL",
  "IMAGE",
  "CONFERENCE",
]);

/**
 * The ":" at buf[colon] ends a vCard or iCalendar content line's name and parameters, which
 * open the line: `IMPP;PREF=1:xmpp:alice@example.com`, `GEO:geo:37.386013,-122.082932`
 * (RFC 6350 §6.4.3, §6.5.2), `X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-TITLE=:geo:52.38,7.52`.
 * RFC 5545 §3.1 and RFC 6350 §3.3: contentline = name *(";" param) ":" value; a name is
 * letters, digits and "-" (written in capitals), a param is name "=" values separated by
 * ",", each paramtext (no ";", ":", "," or DQUOTE) or a quoted-string. The URI is the value,
 * after that ":". A name without parameters counts only when it is a property whose value
 * may be a URI (URI_PROPERTIES). Looked back at up to the line's start — a ":" before it
 * ends the look at once (colon-separated fields) — within MAX_CONTENT_NAME bytes of lo.
 */
export function contentLineNameBefore(buf: Uint8Array, colon: number, lo: number): boolean {
  const stop = Math.max(lo, colon - MAX_CONTENT_NAME);
  let ls = colon;
  let quoted = false; // inside a quoted-string, looking back
  let params = false;
  let folded = false;
  for (;;) {
    while (ls > stop && buf[ls - 1] !== 0x0a) {
      const b = buf[ls - 1]!;
      if (b === 0x22) quoted = !quoted;
      else if (!quoted && b === 0x3a) return false;
      else if (!quoted && b === 0x3b) params = true;
      ls--;
    }
    // a line that opens with a space or tab continues the one before: the writer folded the
    // content line (RFC 5545 §3.1, RFC 6350 §3.2) — Apple's long X-APPLE-STRUCTURED-LOCATION
    // parameters ("…;X-ADDRESS=1 Infinite Loop\\nCupertino" CRLF " , CA 95014;…:geo:…")
    // (the line before as long as a writer folds one: calendar-folds.ts)
    if (ls > stop + 1 && (buf[ls] === 0x20 || buf[ls] === 0x09) && ls < colon) {
      let e = ls - 1; // the line break that ends the line before
      if (buf[e - 1] === 0x0d) e--;
      let p = e;
      while (p > stop && e - p <= FOLDED_MAX && buf[p - 1] !== 0x0a) p--;
      if (e - p < FOLDED_MIN || e - p > FOLDED_MAX || (p === stop && p > 0)) break;
      folded = true;
      ls = e;
      continue;
    }
    break;
  }
  if (ls > 0 && buf[ls - 1] !== 0x0a) return false;
  if (!folded) return contentLineParsed(buf, ls, colon, params);
  // the content line unfolded: each line break and the one blank after it deleted
  let m = 0;
  for (let k = ls; k < colon; k++) {
    const b = buf[k]!;
    if (b === 0x0d && buf[k + 1] === 0x0a) continue;
    if (b === 0x0a) {
      k++;
      continue;
    }
    unfolded[m++] = b;
  }
  return contentLineParsed(unfolded, 0, m, params);
}

/** a content line's name and parameters, unfolded (contentLineNameBefore) */
const unfolded = new Uint8Array(MAX_CONTENT_NAME);

/** buf[ls, colon) is a content line's name and parameters (contentLineNameBefore) */
function contentLineParsed(buf: Uint8Array, ls: number, colon: number, params: boolean): boolean {
  // a vCard group ("item1.URL;type=pref:http://…", RFC 6350 §3.3: group "." name)
  let k = ls;
  while (k < colon && (CLASS[buf[k]!]! & C_ALNUM || buf[k] === 0x2d)) k++;
  k = k > ls && k < colon && buf[k] === 0x2e ? k + 1 : ls;
  const nameStart = k;
  // the name: capitals, digits and "-", a capital first
  if (!(buf[k]! >= 0x41 && buf[k]! <= 0x5a)) return false;
  while (k < colon && ((buf[k]! >= 0x41 && buf[k]! <= 0x5a) || isDigit(buf[k]!) || buf[k] === 0x2d))
    k++;
  if (k - nameStart < 2) return false;
  // (an extension's name, "X-SOCIALPROFILE", "X-SIP", "X-AIM": RFC 6350 §6.10, RFC 5545
  // §3.8.8.2 — no log level is written so)
  const extension = buf[nameStart] === 0x58 && buf[nameStart + 1] === 0x2d;
  if (!params && !(k === colon && (extension || isOneOf(URI_PROPERTIES, buf, nameStart, k))))
    return false;
  // *(";" param-name "=" param-value *("," param-value))
  while (k < colon) {
    if (buf[k] !== 0x3b) return false;
    k++;
    const name = k;
    while (k < colon && (CLASS[buf[k]!]! & C_ALNUM || buf[k] === 0x2d)) k++;
    if (k === name || buf[k] !== 0x3d) return false;
    k++;
    for (;;) {
      if (buf[k] === 0x22) {
        const q = k;
        k++;
        while (k < colon && buf[k] !== 0x22 && buf[k] !== 0x0a) k++;
        if (k >= colon || buf[k] !== 0x22 || k === q) return false;
        k++;
      } else {
        while (
          k < colon &&
          buf[k] !== 0x3b &&
          buf[k] !== 0x2c &&
          buf[k] !== 0x22 &&
          buf[k]! >= 0x20
        )
          k++;
      }
      if (k < colon && buf[k] === 0x2c) {
        k++;
        continue;
      }
      break;
    }
  }
  return k === colon;
}

/**
 * 1 when buf[k…] is a lowercase registered scheme and its ":" (the value of a content line
 * whose name is itself a scheme's: `GEO:geo:…`, `TEL:tel:…`), 0 when not, MORE when not
 * known before n
 */
export function lowercaseSchemeAt(buf: Uint8Array, k: number, n: number, final: boolean): number {
  let m = k;
  while (m < n && m - k <= 32 && ((buf[m]! >= 0x61 && buf[m]! <= 0x7a) || buf[m] === 0x2d)) m++;
  if (m >= n) return final ? 0 : MORE;
  return m - k >= 2 && buf[m] === COLON && isRegisteredBytes(buf, k, m) ? 1 : 0;
}

/**
 * the word that ends at the ":" buf[s - 1] (after a line's start) is the scheme buf[s, c)
 * in capitals: a content line whose name is its value's scheme ("SIP:sip:alice@example.com",
 * "MAILTO:mailto:x@example.com")
 */
export function schemeNamedBefore(buf: Uint8Array, s: number, c: number, lo: number): boolean {
  const w = s - 1 - (c - s);
  if (w < lo || (w > 0 && buf[w - 1] !== 0x0a)) return false;
  for (let k = 0; k < c - s; k++) {
    const u = buf[w + k]!;
    if (!(u >= 0x41 && u <= 0x5a) || (u | 0x20) !== buf[s + k]) return false;
  }
  return true;
}
