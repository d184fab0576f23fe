/**
 * Where a scheme starts in the run of scheme characters before a trigger's ":" (RFC 3986
 * §3.1), and what is written right before it that is not the scheme's: the url-draft-1994
 * "URL:" prefix (and the "URI:" label, RFC 5280 §4.2.1.6); an escape glued to the scheme — a
 * troff font or a groff name (groff(7), groff_char(7)), a JSON or C escape (RFC 8259 §7,
 * nginx's "\\xHH"), an ANSI colour sequence (ECMA-48 §5.4, ansi.ts); a word, a number or a
 * "+"-joined command glued to "http(s)" (not a version-control system's transport, pip's
 * `git+https://`); and a dotted run whose head is a registered scheme ("http.https").
 */

import { escBefore } from "./ansi.js";
import { foldedContentLine } from "./calendar-folds.js";
import { C_ALPHA, C_SCHEME, CLASS } from "./chars.js";
import { troffChar } from "./delimiters/bare-escapes.js";
import { isGitSection } from "./delimiters/git-config-keys.js";
import { isRegisteredBytes } from "./scheme-registry.js";
import { isOneOf, wordsByLength } from "./word-lists.js";

/** longest scheme looked back over (longest registered one is 34 bytes) */
export const MAX_SCHEME = 64;

export function isUrlPrefix(buf: Uint8Array, i: number): boolean {
  // url-draft-1994: the "URL:" prefix, any case — and "URI:", the label that says the same
  // ("<URI:http://…>", OpenSSL's "URI:http://…" for a certificate's GeneralName, RFC 5280
  // §4.2.1.6): "uri" is no scheme (none in the IANA registry), so "URI:http://x" is not one
  // URI of the scheme "uri" but the label and the URI
  const l = buf[i + 2]! | 0x20;
  return (buf[i]! | 0x20) === 0x75 && (buf[i + 1]! | 0x20) === 0x72 && (l === 0x6c || l === 0x69);
}

/**
 * version-control systems that name a transport after "+" (pip's `git+https://…`, bzr's
 * `nosmart+http://…`), Cargo's source kinds (`registry+https://github.com/rust-lang/crates.io-index`,
 * `sparse+https://index.crates.io/`: a package ID spec's source URL, cargo-pkgid(1)), and
 * apt's transports (`tor+http://…`, apt-transport-tor; `mirror+https://…`, apt-transport-mirror(1))
 */
const VCS_NAMES = wordsByLength([
  "git",
  "hg",
  "svn",
  "bzr",
  "cvs",
  "darcs",
  "fossil",
  "registry",
  "sparse",
  "nosmart",
  "tor",
  "mirror",
]);

/**
 * buf[s, c) is letters followed by "http" or "https" (any case), or any run and a hyphen
 * before it ("Cricsheet-http://…", "README-https://…": no registered scheme ends so), or
 * words joined by "+" before it — a command line with its spaces encoded as "+" in a query
 * (`?cmd=cd+/tmp;wget+http://192.0.2.66/x`, `busybox+wget+http://…`, the requests of
 * botnets in every access log) but not a version-control system's transport
 * (`git+https://…`, `svn+http://…`; pip's VCS URLs): the index where "http" starts, else -1.
 */
export function gluedHttp(buf: Uint8Array, s: number, c: number): number {
  const h = (buf[c - 1]! | 0x20) === 0x73 ? c - 5 : c - 4; // "https" or "http"
  if (h <= s) return -1;
  if (
    (buf[h]! | 0x20) !== 0x68 ||
    (buf[h + 1]! | 0x20) !== 0x74 ||
    (buf[h + 2]! | 0x20) !== 0x74 ||
    (buf[h + 3]! | 0x20) !== 0x70
  ) {
    return -1;
  }
  if (buf[h - 1] === 0x2d) return h;
  if (buf[h - 1] === 0x2b) {
    // (IIS logs a User-Agent's blanks as "+": "MSIE+7.0++http://www.europarchive.org",
    // "woriobot++http://worio.com" — two blanks, two "+")
    let p = h - 1;
    while (p > s && buf[p - 1] === 0x2b) p--;
    let k = p;
    while (k > s && buf[k - 1] !== 0x2b) k--;
    return k < p && !(p === h - 1 && isOneOf(VCS_NAMES, buf, k, p, true)) ? h : -1;
  }
  // letters before "http" — the run's last word, after a "." or "-" in it: a heading's name
  // glued to its link, pandoc's AsciiDoc "Class: assert.AssertionErrorhttps://github.com/…"
  // (session 40, the converters hunt)
  let w = h;
  while (w > s && CLASS[buf[w - 1]!]! & C_ALPHA) w--;
  if (w === s || (w < h && (buf[w - 1] === 0x2e || buf[w - 1] === 0x2d))) return h;
  return -1;
}

/** buf[s, c) is "http" or "https", any case */
export function isHttp(buf: Uint8Array, s: number, c: number): boolean {
  return (
    (c - s === 4 || (c - s === 5 && (buf[s + 4]! | 0x20) === 0x73)) &&
    (buf[s]! | 0x20) === 0x68 &&
    (buf[s + 1]! | 0x20) === 0x74 &&
    (buf[s + 2]! | 0x20) === 0x74 &&
    (buf[s + 3]! | 0x20) === 0x70
  );
}

/**
 * Where the scheme starts when an escape sequence is glued to the scheme run at s (buf[s-1]
 * is "\\", "[", ";" or "("), else s:
 * - a troff font escape in a man page: "\\fBfile:///etc/x\\fR", "\\f5gs://bucket/x",
 *   "\\fImailto:bug@example.org" — "\\f" and the font's one-character name (an uppercase letter
 *   or a digit: "\\fhttp://" is a form feed in C or JSON) are not the scheme's (groff(7) "\\fF");
 * - a JSON "\\uXXXX" escape: "\\u003chttps://y.example/a\\u003e", "\\u0022http://…"; a C or
 *   nginx "\\xHH" one: "\\x22https://…" (nginx writes a quote so in its logs); a JSON or C
 *   one-letter escape: "\\nws://…", "\\tftp://…" (a tab and "ftp://");
 * - a groff escape with a two-character name (a raw man page): "\\(dqftp://…",
 *   "\\*(Aqhttps://…", "\\f(CWhttps://…";
 * - an ANSI colour sequence (coloured terminal output, CI logs): ESC "[" "31" "m" "https://…",
 *   whose parameters and final letter are not the scheme's — also with the ESC written as
 *   text, "\\u001b[36m" (Docker's JSON logs), "\\033[1m", "\\x1b[0m", "\\e[1m" (ansi.ts).
 */
export function gluedPrefixEnd(buf: Uint8Array, s: number, c: number, lo: number): number {
  const p = buf[s - 1]!;
  if (p === 0x5c) {
    const f = buf[s + 1]!;
    if (buf[s] === 0x66 && c - s > 3 && ((f >= 0x41 && f <= 0x5a) || (f >= 0x30 && f <= 0x39))) {
      return s + 2;
    }
    if (buf[s] === 0x75 && c - s > 6 && isHex4(buf, s + 1)) return s + 5;
    // a "\\xHH" escape: nginx logs a quote as "\\x22" ("GET /?q=\\x22https://a.example/\\x22")
    if (buf[s] === 0x78 && c - s > 4 && isHex2(buf, s + 1)) return s + 3;
    // a JSON string escape (RFC 8259 §7: "\\n" "\\t" "\\r" "\\b" "\\f", C's too) glued to
    // the scheme: "…/inspector\\nws://127.0.0.1:9229/x", "contact\\nmailto:ops@example.org"
    // — the letter is the escape's, not the scheme's ("\\f" before a capital or a digit is
    // troff's font, above) — unless the run is a registered scheme whole: "\\ftp://",
    // "\\rtsp://", "\\tftp://" are read as written. Not after an escaped backslash:
    // JSON's "\\\\nfs://" is a backslash and then "nfs://" — unless the rest is a registered
    // scheme: JSON text written by a format that doubles backslashes (PostgreSQL's COPY,
    // `mariadb -B`) has "Link:\\\\r\\\\nftp://xmlsoft.org/", a line break and "ftp://"
    if (
      JSON_ESCAPE_LETTER[buf[s]!] === 1 &&
      c - s > 2 &&
      CLASS[f]! & C_ALPHA &&
      !(buf[s] === 0x66 && f <= 0x5a) &&
      !isRegisteredBytes(buf, s, c)
    ) {
      return oddBackslashesBefore(buf, s, lo) || isRegisteredBytes(buf, s + 1, c) ? s + 1 : s;
    }
    return s;
  }
  if (p === 0x28) {
    // a groff escape with a two-character name glued to the scheme in a raw man page
    // (groff(7)): a named character "\\(dqftp://…\\(dq" (groff_char(7): a quote, not the
    // scheme's), a string "\\*(Aqhttps://…" (pod2man's apostrophe), a font "\\f(CWhttps://…".
    // Only when the whole run is no scheme ("\\(https://…\\)" is Markdown's escaped
    // parenthesis, CommonMark §2.4), and for "\\(" only a name groff_char(7) lists
    if (s < 2 || c - s < 4 || isRegisteredBytes(buf, s, c)) return s;
    const q = buf[s - 2]!;
    if (q === 0x5c) return troffChar(buf, s) !== -1 ? s + 2 : s;
    if ((q === 0x2a || q === 0x66) && s >= 3 && buf[s - 3] === 0x5c) return s + 2;
    return s;
  }
  if (!ansiBefore(buf, s, lo)) return s;
  let j = s;
  while (j < c && buf[j]! >= 0x30 && buf[j]! <= 0x39) j++;
  return j + 1 < c && CLASS[buf[j]!]! & C_ALPHA ? j + 1 : s;
}

/**
 * buf[s-1] is "%": a percent-encoded octet glued to the scheme is the encoded text's, not the
 * scheme's (RFC 3986 §2.1) — an angle bracket (App. C's delimiter, "%3Chttp://…%3E"), a line
 * break ("…%0D%0Ahttps://…"), a comma or a space ("%2Cftp://…", "%20ftp://…") in text that
 * is percent-encoded whole (a mailto body or a query copied out, KMail's stringutiltest).
 * Where the scheme starts: s + 2 when the rest of the run is a registered scheme and the run
 * from s is none ("100%data:…" keeps its "data"), else s
 */
export function encodedOctetEnd(buf: Uint8Array, s: number, c: number): number {
  return c - s > 3 &&
    isHex2(buf, s) &&
    isRegisteredBytes(buf, s + 2, c) &&
    !isRegisteredBytes(buf, s, c)
    ? s + 2
    : s;
}

/**
 * buf[i, i+3) is a percent-encoded blank: "%20", "%09", "%0A" or "%0D" (either case) — a
 * space, tab or line break of text that is percent-encoded whole
 */
export function encodedBlankAt(buf: Uint8Array, i: number, n: number): boolean {
  if (i + 2 >= n || buf[i] !== 0x25) return false;
  const d = buf[i + 1]!;
  const e = buf[i + 2]! | 0x20;
  return (d === 0x32 && e === 0x30) || (d === 0x30 && (e === 0x39 || e === 0x61 || e === 0x64));
}

/** the letters of RFC 8259 §7's one-letter escapes (and C's): b f n r t */
const JSON_ESCAPE_LETTER = new Uint8Array(256);
for (const ch of "bfnrt") JSON_ESCAPE_LETTER[ch.charCodeAt(0)] = 1;

/**
 * buf[s-1] is "\\" and an odd run of backslashes ends there (the last one escapes buf[s]);
 * looked back over at most 32 of them, not before lo
 */
function oddBackslashesBefore(buf: Uint8Array, s: number, lo: number): boolean {
  let k = s - 1;
  const stop = Math.max(lo, s - 32);
  while (k > stop && buf[k - 1] === 0x5c) k--;
  return ((s - k) & 1) === 1;
}

function isHex2(buf: Uint8Array, i: number): boolean {
  for (let k = i; k < i + 2; k++) {
    const b = buf[k]! | 0x20;
    if (!((b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66))) return false;
  }
  return true;
}

function isHex4(buf: Uint8Array, i: number): boolean {
  for (let k = i; k < i + 4; k++) {
    const b = buf[k]! | 0x20;
    if (!((b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66))) return false;
  }
  return true;
}

/**
 * buf[s-1] is "[" or ";" and, going back over digits and ";", an ESC "[" (a CSI sequence's
 * start, ECMA-48 §5.4) comes before it, within 32 bytes ("ESC[0;1;38;2;255;255;255m") and
 * not before `lo`
 */
function ansiBefore(buf: Uint8Array, s: number, lo: number): boolean {
  let k = s - 1;
  const stop = Math.max(lo, s - 34);
  while (k > stop && buf[k] !== 0x5b) {
    const b = buf[k]!;
    if (b !== 0x3b && !(b >= 0x30 && b <= 0x39)) return false;
    k--;
  }
  return buf[k] === 0x5b && escBefore(buf, k, lo);
}

/**
 * buf[s, c) holds a "." and its part before the first "." is a registered scheme
 * ("http.https") or a git-config(1) section ("credential.https", "url.https"): not a scheme
 * of its own.
 */
export function dottedRegisteredHead(buf: Uint8Array, s: number, c: number): boolean {
  let d = s + 1;
  while (d < c && buf[d] !== 0x2e) d++;
  // (or a git-config(1) section whose subsection is a URL: "credential.https://…")
  return d < c && (isRegisteredBytes(buf, s, d) || isGitSection(buf, s, d));
}

/**
 * buf[c] is a ":" escaped with a backslash after a scheme's letters, as Java's
 * `Properties.store` writes every ":" of a value (java.util.Properties: `\\:`, also `\\=`,
 * `\\#`, `\\!`): "distributionUrl=https\\://services.gradle.org/distributions/…" in every
 * Gradle wrapper, "url=http\\://host\\:8080/x". The start of the scheme before the "\\"
 * when "//" follows the colon, else -1. (Troff's `\\:`, a zero-width break point, stands in
 * a URI's path, not right after its scheme.) The scheme stands after no scheme character
 * nor "\\", not before lo.
 */
export function escapedColonScheme(buf: Uint8Array, c: number, lo: number, n: number): number {
  if (c + 2 >= n || buf[c + 1] !== 0x2f || buf[c + 2] !== 0x2f) return -1;
  const e = c - 1;
  let h = e;
  while (h > lo && e - h < MAX_SCHEME && CLASS[buf[h - 1]!]! & C_SCHEME) h--;
  if (e - h < 2 || !(CLASS[buf[h]!]! & C_ALPHA)) return -1;
  if (h > 0 && (h === lo || CLASS[buf[h - 1]!]! & C_SCHEME || buf[h - 1] === 0x5c)) return -1;
  return propertiesValueAt(buf, h, lo) ? h : -1;
}

/**
 * buf[h…] is the value of a properties line: "key=", "key = " or "key: " before it, the key
 * (no blank, "=" nor ":" in it) opening the line after its indentation. In prose an escaped
 * colon is the writer's way to keep a URI from being linked (Markdown's "https\\://…": a
 * CommonMark §2.4 escape; markdown-it's linkify tests), no URI. Looks back at most 256 bytes,
 * not before lo.
 */
function propertiesValueAt(buf: Uint8Array, h: number, lo: number): boolean {
  const stop = Math.max(lo, h - 256);
  let k = h;
  while (k > stop && (buf[k - 1] === 0x20 || buf[k - 1] === 0x09)) k--;
  if (k <= stop || (buf[k - 1] !== 0x3d && buf[k - 1] !== 0x3a)) return false;
  k--;
  while (k > stop && (buf[k - 1] === 0x20 || buf[k - 1] === 0x09)) k--;
  const keyEnd = k;
  while (k > stop && buf[k - 1]! > 0x20 && buf[k - 1] !== 0x3d && buf[k - 1] !== 0x3a) k--;
  if (k === keyEnd) return false;
  while (k > stop && (buf[k - 1] === 0x20 || buf[k - 1] === 0x09)) k--;
  // the line's start: a line break, or the input's (lo is 0 only there or at a window's start
  // that the scanner keeps no further back than its floor)
  return k === 0 || (k > stop && (buf[k - 1] === 0x0a || buf[k - 1] === 0x0d));
}

/** where hyphenatedHead found the first piece of a scheme: [start, end), and its hyphen kept */
export const head = { start: -1, end: -1, hyphen: false };

const schemeScratch = new Uint8Array(2 * MAX_SCHEME + 2);

/** buf[h, he) and buf[s, c) joined are a registered scheme (a scheme broken by a line break) */
export function joinedRegistered(
  buf: Uint8Array,
  h: number,
  he: number,
  s: number,
  c: number,
): boolean {
  if (he - h + c - s > schemeScratch.length) return false;
  schemeScratch.set(buf.subarray(h, he), 0);
  schemeScratch.set(buf.subarray(s, c), he - h);
  return isRegisteredBytes(schemeScratch, 0, he - h + c - s);
}

/**
 * The scheme at buf[s, c) opens a line (after its indentation) and is no registered one, and
 * the line before ends in a word, with a hyphen or not — "go‐" LF "       pher://ip_server/…"
 * (url(7) formatted by groff: U+2010, a soft hyphen, or "-" on an ASCII terminal), "h" LF
 * "ttps://…" (fold(1), or a formatter that breaks long words anywhere): true when the word and
 * the piece make a registered scheme, with the hyphen ("ms-" LF "settings:…", ASCII only) or
 * without it ("gopher", "telnet", "https"); `head` says where. 2396bis App. E: the hyphen at
 * a line break "may or may not" be the URI's. The word stands after a blank or an opening
 * bracket or quote, not before lo; looks back at most 64 bytes of indentation and mail quote
 * markers.
 */
export function hyphenatedHead(buf: Uint8Array, s: number, c: number, lo: number): boolean {
  if (!lineEndWord(buf, s, lo)) return false;
  const { h, he, hy } = word;
  if (he - h + c - s > MAX_SCHEME) return false;
  // (an ASCII hyphen is buf[he]: kept, the head runs to he + 1)
  if (hy === 1 && buf[he] === 0x2d && joinedRegistered(buf, h, he + 1, s, c)) {
    head.start = h;
    head.end = he + 1;
    head.hyphen = true;
    return true;
  }
  if (!joinedRegistered(buf, h, he, s, c)) return false;
  head.start = h;
  head.end = he;
  head.hyphen = false;
  return true;
}

/**
 * The scheme at buf[s, c), before "//", opens a line (after its indentation), and the line
 * before ends in a word of scheme characters with no hyphen: true when the two make a scheme
 * "X+Y" whose X and Y are registered ones — "git+" LF "ssh://git@host/repo.git", "g" LF
 * "it+ssh://…" (click's and argparse's help at 40 or 60 columns: the help-output hunt), which
 * read alone gave the valid, wrong "ssh://…" and "it+ssh://…"; `head` says where.
 */
export function plusSchemeHead(buf: Uint8Array, s: number, c: number, lo: number): boolean {
  if (!lineEndWord(buf, s, lo) || word.hy !== 0) return false;
  const { h, he } = word;
  const len = he - h + c - s;
  if (len > schemeScratch.length) return false;
  schemeScratch.set(buf.subarray(h, he), 0);
  schemeScratch.set(buf.subarray(s, c), he - h);
  const p = schemeScratch.subarray(0, len).indexOf(0x2b);
  if (p <= 0 || p >= len - 1) return false;
  if (!isRegisteredBytes(schemeScratch, 0, p) || !isRegisteredBytes(schemeScratch, p + 1, len)) {
    return false;
  }
  head.start = h;
  head.end = he;
  head.hyphen = false;
  return true;
}

/** lineEndWord: the word's start, end (before its hyphen) and the hyphen's length in bytes */
const word = { h: 0, he: 0, hy: 0 };

/**
 * The line before the one that buf[s] opens (after indentation and mail quote markers, at
 * most 64 bytes) ends in a word of scheme characters that opens with a letter, with a hyphen
 * ("-", U+2010, a soft hyphen) or not, after a blank or an opening bracket or quote, not
 * before lo: true, and `word` says where
 */
function lineEndWord(buf: Uint8Array, s: number, lo: number): boolean {
  let k = s;
  // (and mail quote markers: "> see ht" LF "> tps://…", a folded line of a quoted reply)
  while (
    k > lo &&
    s - k <= 64 &&
    (buf[k - 1] === 0x20 || buf[k - 1] === 0x09 || buf[k - 1] === 0x3e)
  ) {
    k--;
  }
  if (k <= lo || buf[k - 1] !== 0x0a) return false;
  k--;
  if (k > lo && buf[k - 1] === 0x0d) k--;
  let hy = 0;
  if (k - 1 > lo && buf[k - 1] === 0x2d) hy = 1;
  else if (k - 3 > lo && buf[k - 1] === 0x90 && buf[k - 2] === 0x80 && buf[k - 3] === 0xe2) hy = 3;
  else if (k - 2 > lo && buf[k - 1] === 0xad && buf[k - 2] === 0xc2) hy = 2;
  // a soft hyphen in windows-1252: a byte that is not UTF-8 (chars.ts decodeCharAt)
  else if (k - 2 > lo && buf[k - 1] === 0xad && buf[k - 2]! < 0x80) hy = 1;
  const he = k - hy;
  let h = he;
  while (h > lo && he - h < MAX_SCHEME && CLASS[buf[h - 1]!]! & C_SCHEME) h--;
  if (h === he || !(CLASS[buf[h]!]! & C_ALPHA)) return false;
  if (h > 0) {
    if (h === lo) return false;
    const b = buf[h - 1]!;
    if (!(b === 0x20 || b === 0x09 || b === 0x0a || OPENERS[b] === 1)) return false;
  }
  word.h = h;
  word.he = he;
  word.hy = hy;
  return true;
}

/**
 * The scheme at buf[s, c) opens a line after one space or tab, and the line before is the
 * writer's fold of an iCalendar or vCard content line (calendar-folds.ts) that ends in the
 * scheme's first piece, after the value's ":" or ";", a blank, a quote, an opening bracket
 * or an escaped newline (`\\n`): Outlook's "ATTENDEE;…;CN=John Doe:M" CRLF
 * " AILTO:john.doe@example.com", python-icalendar's "…by: mailt" CRLF " o:user@…" (the second
 * piece one letter: scanner.ts reads it so before taking it for a drive's). True when the two pieces
 * make a registered scheme; `head` says where.
 */
export function foldedSchemeHead(buf: Uint8Array, s: number, c: number, lo: number): boolean {
  if (s - 4 < lo || (buf[s - 1] !== 0x20 && buf[s - 1] !== 0x09) || buf[s - 2] !== 0x0a)
    return false;
  const i = buf[s - 3] === 0x0d ? s - 3 : s - 2; // the line break
  let h = i;
  while (h > lo && i - h < MAX_SCHEME && CLASS[buf[h - 1]!]! & C_SCHEME) h--;
  // (an escaped newline's letter is the escape's)
  if ((buf[h] === 0x6e || buf[h] === 0x4e) && h > lo && buf[h - 1] === 0x5c) h++;
  else if (h === lo || BEFORE_FOLDED[buf[h - 1]!] !== 1) return false;
  if (h === i || !(CLASS[buf[h]!]! & C_ALPHA) || i - h + c - s > MAX_SCHEME) return false;
  if (!foldedContentLine(buf, i, h) || !joinedRegistered(buf, h, i, s, c)) return false;
  head.start = h;
  head.end = i;
  head.hyphen = false;
  return true;
}

/**
 * The scheme at buf[s, c) follows a JSON or C string's escaped newline (`\\n`, gluedPrefixEnd
 * took its letter) and is no registered one, and the word before that escape and the scheme
 * make a registered scheme: text hard-wrapped inside a string, the break within the scheme's
 * name ("… see htt\\nps://example.com/…" in a tool's JSON help text gave the junk `ps://…`).
 * The word stands after a blank, a quote, an opening bracket or another escape; `head` says
 * where. Looks back at most MAX_SCHEME bytes, not before lo.
 */
export function escapedBreakHead(buf: Uint8Array, s: number, c: number, lo: number): boolean {
  if (
    s - 3 < lo ||
    buf[s - 1] !== 0x6e ||
    buf[s - 2] !== 0x5c ||
    !oddBackslashesBefore(buf, s - 1, lo)
  )
    return false;
  const he = s - 2;
  let h = he;
  while (h > lo && he - h < MAX_SCHEME && CLASS[buf[h - 1]!]! & C_SCHEME) h--;
  // (the word after another escape: "\\nhtt" — the letter is that escape's)
  const afterEscape = h > lo && buf[h - 1] === 0x5c && JSON_ESCAPE_LETTER[buf[h]!] === 1;
  if (afterEscape) h++;
  if (h === he || !(CLASS[buf[h]!]! & C_ALPHA) || he - h + c - s > MAX_SCHEME) return false;
  if (h > 0 && !afterEscape) {
    if (h === lo) return false;
    const b = buf[h - 1]!;
    if (!(b === 0x20 || b === 0x09 || b === 0x5c || b === 0x3a || OPENERS[b] === 1)) return false;
  }
  if (!joinedRegistered(buf, h, he, s, c)) return false;
  head.start = h;
  head.end = he;
  head.hyphen = false;
  return true;
}

/** what may stand right before a hyphenated scheme's first piece: brackets and quotes */
const OPENERS = new Uint8Array(256);
for (const ch of "(<[\"'") OPENERS[ch.charCodeAt(0)] = 1;

/** what may stand right before a scheme whose ":" ends its line (schemeBeforeBreak) */
const BEFORE_BROKEN = new Uint8Array(256);
for (const ch of " \t\n([\"'") BEFORE_BROKEN[ch.charCodeAt(0)] = 1;

/**
 * buf[c] is a ":" that ends its line: where the registered scheme before it starts — a word of
 * lowercase letters after a blank, an opening bracket or a quote, or at the line's start
 * ("pages. https:" LF "//doi.org/…") — else -1
 */
export function schemeBeforeBreak(buf: Uint8Array, c: number, lo: number): number {
  let s = c;
  while (s > lo && buf[s - 1]! >= 0x61 && buf[s - 1]! <= 0x7a) {
    s--;
    if (c - s > MAX_SCHEME) return -1;
  }
  if (c - s < 2) return -1;
  if (s > lo ? BEFORE_BROKEN[buf[s - 1]!] !== 1 && !referenceMarkBefore(buf, s, lo) : s > 0)
    return -1;
  return isRegisteredBytes(buf, s, c) ? s : -1;
}

/**
 * buf[s-1] closes a link's reference mark, "[" and one to five digits and "]": lynx's and
 * w3m's rendering of a link in a page's text ("the Git homepage, [5]https:" LF
 * "//git-scm.com; in the past…"; session 40, the converters hunt)
 */
function referenceMarkBefore(buf: Uint8Array, s: number, lo: number): boolean {
  if (buf[s - 1] !== 0x5d) return false;
  let k = s - 1;
  while (k > lo && s - 1 - k < 5 && buf[k - 1]! >= 0x30 && buf[k - 1]! <= 0x39) k--;
  return k < s - 1 && k > lo && buf[k - 1] === 0x5b;
}

/**
 * buf[c] is a ":" that ends its line, and the line is the writer's fold of an iCalendar or
 * vCard content line (calendar-folds.ts) right after a registered scheme: "…Zoom Meeting\\nhttps:"
 * CRLF " //us02web.zoom.us/j/…", "…;CN=John Doe:MAILTO:" CRLF " john.doe@example.com". RFC 5545
 * §3.1: the line break and the one blank after it are deleted when unfolding, so the
 * hier-part goes on at the next line's second byte. Where the scheme starts — after a blank,
 * the value's ":" or ";", a quote, an opening bracket or an escaped newline — else -1.
 */
export function foldedSchemeBeforeBreak(buf: Uint8Array, c: number, lo: number): number {
  let s = c;
  while (s > lo && CLASS[buf[s - 1]!]! & C_SCHEME) {
    s--;
    if (c - s > MAX_SCHEME) return -1;
  }
  // (an escaped newline's letter is the escape's: "\\nhttps:")
  if ((buf[s] === 0x6e || buf[s] === 0x4e) && s > lo && buf[s - 1] === 0x5c) s++;
  else if (s > lo && BEFORE_FOLDED[buf[s - 1]!] !== 1) return -1;
  else if (s === lo && s > 0) return -1;
  if (c - s < 2 || !(CLASS[buf[s]!]! & C_ALPHA) || !isRegisteredBytes(buf, s, c)) return -1;
  return foldedContentLine(buf, c + 1, s) ? s : -1;
}

/** what may stand right before a scheme whose ":" ends a folded content line */
const BEFORE_FOLDED = new Uint8Array(256);
for (const ch of " \t:;([\"'") BEFORE_FOLDED[ch.charCodeAt(0)] = 1;

/**
 * The run of scheme characters at buf[s, c) opens a continuation line after its one blank,
 * starts with "n" and the folded line before ends in a backslash: an iCalendar TEXT value's
 * escaped newline (RFC 5545 §3.3.11: "\\n") that the writer's fold split
 * ("…please\\" CRLF " nmailto:user@example.com"; calendar-folds.ts). The "n" is the escape's,
 * not the scheme's, when the rest of the run is a registered scheme.
 */
export function foldedEscapeLetter(buf: Uint8Array, s: number, c: number, lo: number): boolean {
  if (s - 4 < lo || (buf[s] !== 0x6e && buf[s] !== 0x4e)) return false;
  if ((buf[s - 1] !== 0x20 && buf[s - 1] !== 0x09) || buf[s - 2] !== 0x0a) return false;
  const i = buf[s - 3] === 0x0d ? s - 3 : s - 2; // the line break
  if (buf[i - 1] !== 0x5c || !oddBackslashesBefore(buf, i, lo)) return false;
  return isRegisteredBytes(buf, s + 1, c) && foldedContentLine(buf, i, s);
}

/** the web schemes whose letters an indicator-of-compromise feed masks with "*" */
const MASKABLE_SCHEMES = ["http", "https", "ftp", "ftps", "sftp", "ws", "wss", "hxxp", "hxxps"];

/**
 * The scheme run at s (its ":" at c) follows a "*", and the word from the letters before the
 * "*"s up to c spells one of the web schemes with some letters masked: "h**ps", "ht*p",
 * "*ttps" after a letter (ioc-finder's defanged URLs). Not "foo*myapp" (myapp:// stands) or
 * Markdown's "**https" (no letter before the stars)
 */
export function maskedWebScheme(buf: Uint8Array, lo: number, s: number, c: number): boolean {
  let w = s - 1;
  while (w > lo && s - w < 8 && buf[w - 1] === 0x2a) w--;
  if (w === lo || buf[w] !== 0x2a) return false;
  while (w > lo && c - w < 8 && CLASS[buf[w - 1]!]! & C_ALPHA) w--;
  if (buf[w] === 0x2a) return false;
  const len = c - w;
  for (const scheme of MASKABLE_SCHEMES) {
    if (scheme.length !== len) continue;
    let k = 0;
    while (k < len && (buf[w + k] === 0x2a || (buf[w + k]! | 0x20) === scheme.charCodeAt(k))) k++;
    if (k === len) return true;
  }
  return false;
}
