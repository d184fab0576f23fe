/**
 * Template placeholders inside a bare URI's text: a URL in code or configuration that a
 * program completes before use — shell and make `${VER}` `$(VER)`, Ruby's `#{host}`,
 * Jinja's and Go's `{{ version }}` `{% … %}`, RPM's `%{version}`, Python's `%(name)s` and
 * printf's `%s` `%d`, autoconf's `@PACKAGE_URL@` — or a regular expression's group in a
 * pattern of URLs (patternAt). Such a URL is a template, not a URI (RFC 6570 §1.1: "a URI Template
 * is … transformed into a URI by replacing … variables"); what a reader can take of it is
 * the URI up to the placeholder's path segment (bare.ts).
 */

import { C_ALNUM, C_URI, CLASS } from "../chars.js";
import { isHexByte } from "./bare-escapes.js";
import { MORE_INPUT } from "./more-input.js";

/** printf's conversions that a URL template uses: `%s`, `%d`, `%i`, `%u`, `%f`, `%x`, `%c` */
const CONVERSIONS = new Uint8Array(256);
for (const ch of "sdiufxc") CONVERSIONS[ch.charCodeAt(0)] = 1;

/**
 * bytes that may start a placeholder (placeholderAt): "$", "%", "{" (and "#" before "{"),
 * "@", and a regular expression's "(" and "["
 */
export const PLACEHOLDER_STARTS = new Uint8Array(256);
for (const ch of "$%{@([") PLACEHOLDER_STARTS[ch.charCodeAt(0)] = 1;

/**
 * buf[i] (a PLACEHOLDER_STARTS byte) and the byte after it may start a placeholder — a
 * first look, one byte ahead, that placeholderAt makes sure of: "${" "$(" "%" (no
 * percent-encoding) "{{" "{%" "#{" "@" and a capital, "([" "(\\" "(." "(?" "[^" "[\\"; true too
 * when the byte after is not known
 */
export function mayStartPlaceholder(buf: Uint8Array, i: number, n: number): boolean {
  if (i + 1 >= n) return true;
  const b = buf[i]!;
  const x = buf[i + 1]!;
  switch (b) {
    case 0x24:
      return x === 0x7b || x === 0x28 || identStart(x) || (x >= 0x30 && x <= 0x39);
    case 0x25:
      return !(isHexByte(x) && (i + 2 >= n || isHexByte(buf[i + 2])));
    case 0x7b:
      // (and Ruby's "#{")
      return x === 0x7b || x === 0x25 || (i > 0 && buf[i - 1] === 0x23);
    case 0x40:
      return x >= 0x41 && x <= 0x5a;
    case 0x28:
      return x === 0x5b || x === 0x5c || x === 0x2e || x === 0x3f;
    case 0x5b:
      return x === 0x5e || x === 0x5c;
    default:
      return false;
  }
}

/** after "(?": a regular expression's group ("(?:", "(?P<name>", "(?<name>", "(?=", "(?!") */
const GROUP_KINDS = new Uint8Array(256);
for (const ch of ":P<=!") GROUP_KINDS[ch.charCodeAt(0)] = 1;

/** after "(.": a quantifier ("(.*)", "(.+)", "(.?)") */
const QUANTIFIERS = new Uint8Array(256);
for (const ch of "*+?") QUANTIFIERS[ch.charCodeAt(0)] = 1;

/**
 * 1 when a regular expression's group or class starts at buf[p] — "(.*", "(.+", "(?:",
 * "(\d", "([", "[^", "[\" — as in a debian/watch file's `ftp://ftp.gnu.org/gnu/bash/bash-
 * ([\d\.]*).tar.gz` (uscan(1): a directory URL and a file name's pattern) or a regex
 * literal in code; or an autoconf or uscan substitution, "@" a name in capitals "@"
 * (`@PACKAGE_URL@`, `@ANY_VERSION@`); 0 when not, MORE_INPUT when not known before n
 */
function patternAt(buf: Uint8Array, p: number, n: number, final: boolean): number {
  const b = buf[p]!;
  const x = buf[p + 1]!;
  if (b === 0x5b) return x === 0x5e || x === 0x5c ? 1 : 0;
  if (b === 0x28) {
    if (x === 0x5b || x === 0x5c) return 1;
    if (x !== 0x2e && x !== 0x3f) return 0;
    if (p + 2 >= n) return final ? 0 : MORE_INPUT;
    return (x === 0x2e ? QUANTIFIERS : GROUP_KINDS)[buf[p + 2]!] === 1 ? 1 : 0;
  }
  // "@" NAME "@"
  if (!(x >= 0x41 && x <= 0x5a)) return 0;
  let k = p + 2;
  while (
    k < n &&
    k - p < 40 &&
    ((buf[k]! >= 0x41 && buf[k]! <= 0x5a) || isDigitOrUnderscore(buf[k]!))
  )
    k++;
  if (k >= n) return final ? 0 : MORE_INPUT;
  if (!(k > p + 2 && buf[k] === 0x40)) return 0;
  // … and no name goes on after the closing "@": Mastodon's remote profile
  // "https://mastodon.social/@NASA@mstdn.social" is a path ("v@VERSION@/", "-@VERSION@.tar")
  if (k + 1 >= n) return final ? 1 : MORE_INPUT;
  return CLASS[buf[k + 1]!]! & C_ALNUM ? 0 : 1;
}

function isDigitOrUnderscore(b: number): boolean {
  return (b >= 0x30 && b <= 0x39) || b === 0x5f;
}

/** an identifier's byte: letters, digits, "_" */
function identByte(b: number): boolean {
  return (CLASS[b]! & C_ALNUM) !== 0 || b === 0x5f;
}

/** a byte that may start a shell variable's name: a letter or "_" */
function identStart(b: number): boolean {
  const l = b | 0x20;
  return (l >= 0x61 && l <= 0x7a) || b === 0x5f;
}

/**
 * Names after "$" that are a path segment or a query option of real URLs, not a variable:
 * OData's resource paths and system query options (OData 4.01 Part 2, URL Conventions,
 * §4.8–4.15 `$metadata` `$batch` `$count` `$value` `$ref`, §5.1 `$filter` `$select` …) and
 * Azure Storage's special containers (`$web`, `$logs`, `$root`)
 */
const DOLLAR_SEGMENTS = new Set(
  (
    "metadata batch count value ref entity crossjoin all root each query filter select " +
    "expand top skip orderby search format apply compute index levels skiptoken " +
    "deltatoken inlinecount links id schemaversion it this web logs"
  ).split(" "),
);

/**
 * 1 when buf[p] "$" starts a shell (or Perl, PHP, Kotlin) variable without braces inside a
 * path segment's name — a package recipe's `source=("https://example.org/dl/$pkgname-$pkgver.tar.gz")`
 * (its second), a Dockerfile's `…/releases/download/v$VERSION/b-$VERSION.tgz`: "$", a name of
 * three or more letters, digits and "_", after "-", "_", ".", "=" or a lower-case version's
 * "v" in the path. Not a whole segment's "$name" after "/": that is a real page's name as
 * often (AngularJS's `…/service/$http`, MongoDB's `…/aggregation/$lookup/`, Perl's
 * `…/variables/$ARGV`, Scala's `…/immutable/$colon$colon.html`; the review), nor OData's
 * names (DOLLAR_SEGMENTS), a query's (`?$filter=`), one or two letters (`…/a$b`), a "$"
 * inside a word (`…/dev$x`). After a host's last byte, hostVariableAt. 0 when not,
 * MORE_INPUT when not known before n
 */
function shellVariableAt(buf: Uint8Array, p: number, n: number, final: boolean): number {
  if (p === 0) return 0;
  const before = buf[p - 1]!;
  // "v$X" only as a version's prefix: "/v$pkgver", "-v$VER", not "…/dev$x" nor Oracle's V$ views
  const version = before === 0x76 && !(p >= 2 && CLASS[buf[p - 2]!]! & C_ALNUM);
  if (!(version || before === 0x2d || before === 0x5f || before === 0x2e || before === 0x3d)) {
    return CLASS[before]! & C_ALNUM || before === 0x5d ? hostVariableAt(buf, p, n, final) : 0;
  }
  let k = p + 1;
  while (k < n && k - p <= 64 && identByte(buf[k]!)) k++;
  if (k >= n && !final) return MORE_INPUT;
  if (k - p - 1 < 3 || k - p > 64) return 0;
  let name = "";
  for (let q = p + 1; q < k; q++) name += String.fromCharCode(buf[q]! | 0x20);
  if (DOLLAR_SEGMENTS.has(name)) return 0;
  return nearestSlash(buf, p, false) === PATH_SLASH ? 1 : 0;
}

/**
 * 1 when buf[p] "$" follows a host that the text wrote (its last letter or digit, or an IP
 * literal's "]") and starts a variable or a regular expression's group for the rest of the
 * URL: nginx's `return 301 https://example.com$request_uri;`, Apache's `RewriteRule ^(.*)$
 * https://www.example.com$1 [R=301,L]` — the URI is the host's (bare.ts ends it at the
 * authority's end); not a userinfo's "$" (an "@" after it in the authority:
 * `http://user$name@host/`); 0 when not, MORE_INPUT when not known before n
 */
function hostVariableAt(buf: Uint8Array, p: number, n: number, final: boolean): number {
  if (nearestSlash(buf, p, true) !== AUTHORITY_SLASH) return 0;
  for (let k = p + 1; k < n && k - p <= 256; k++) {
    const b = buf[k]!;
    if (b === 0x40) return 0;
    if (b === 0x2f || b === 0x3f || b === 0x23 || !(CLASS[b]! & C_URI)) return 1;
  }
  return final || n - p > 256 ? 1 : MORE_INPUT;
}

/** nearestSlash's answers */
const NO_SLASH = 0;
const PATH_SLASH = 1;
const AUTHORITY_SLASH = 2;

/** how far back nearestSlash looks: a host's length (RFC 1035 §2.3.4), a segment's usual */
const SLASH_REACH = 256;

/**
 * The nearest "/" before buf[p] (within SLASH_REACH bytes, with no blank, "?" or "#" between,
 * and — `host`: the "$" is looked at as a host's end — no other "$", so that a run of them is
 * looked back over once): AUTHORITY_SLASH when it is the second of the "://" that opens an
 * authority (or of JSON's ":\\/\\/"), PATH_SLASH when it is a path's (not "file:///" nor a
 * path's "//"), NO_SLASH when none
 */
function nearestSlash(buf: Uint8Array, p: number, host: boolean): number {
  for (let k = p - 1; k > 0 && p - k <= SLASH_REACH; k--) {
    const b = buf[k]!;
    if (b === 0x20 || b === 0x0a || b === 0x09 || b === 0x3f || b === 0x23) return NO_SLASH;
    if (b === 0x24 && host) return NO_SLASH;
    if (b !== 0x2f) continue;
    let j = k - 1;
    if (j >= 0 && buf[j] === 0x5c) j--;
    if (j < 0 || buf[j] !== 0x2f) return PATH_SLASH;
    // "//": an authority's when the scheme's ":" is right before it
    j--;
    if (j >= 0 && buf[j] === 0x5c) j--;
    return j >= 0 && buf[j] === 0x3a ? AUTHORITY_SLASH : NO_SLASH;
  }
  return NO_SLASH;
}

/**
 * RPM's macros that a spec file's `Source:` and `URL:` use without braces (rpm's macros(8):
 * `%name` is `%{name}`): the package's tags and the names specs define for a URL's parts
 */
const RPM_MACROS = new Set(
  (
    "name version release url commit shortcommit gitcommit srcname pypi_name modname " +
    "upstream_version realname tarname major minor"
  ).split(" "),
);

/**
 * 1 when buf[p] "%" starts an RPM macro without braces (`Source0:
 * https://example.org/dl/%name-%version.tar.bz2`): a name of RPM_MACROS, or one that opens
 * with "_" (rpm's own, `%_sourcedir`), then no name's byte — no percent-encoding can be one
 * (its first two bytes are no two hex digits: the caller tested); 0 when not, MORE_INPUT
 * when not known before n
 */
function rpmMacroAt(buf: Uint8Array, p: number, n: number, final: boolean): number {
  let k = p + 1;
  while (k < n && k - p <= 32 && identByte(buf[k]!)) k++;
  if (k >= n && !final) return MORE_INPUT;
  if (k - p > 32) return 0;
  if (buf[p + 1] === 0x5f) return k - p > 2 ? 1 : 0;
  let name = "";
  for (let q = p + 1; q < k; q++) name += String.fromCharCode(buf[q]!);
  return RPM_MACROS.has(name) ? 1 : 0;
}

/**
 * 1 when a placeholder starts at buf[p]: `${`, `$(`, `#{`, `{{`, `{%`, `%{`, `%(` and an
 * identifier and `)`, or a printf conversion (`%s`, `%-8s`, `%.2f`, `%d`) that is no
 * percent-encoding (RFC 3986 §2.1: "%" and two hex digits) and ends before a byte that is no
 * letter or digit; 0 when not; MORE_INPUT when not known before n
 */
export function placeholderAt(
  buf: Uint8Array,
  p: number,
  n: number,
  final: boolean,
  commandSubstitution = true,
  braces = false,
): number {
  if (p + 1 >= n) return final ? 0 : MORE_INPUT;
  const b = buf[p]!;
  const x = buf[p + 1]!;
  if (b === 0x28 || b === 0x5b || b === 0x40) return patternAt(buf, p, n, final);
  if (b === 0x24) {
    if (x === 0x7b || (x === 0x28 && commandSubstitution)) return 1;
    if (identStart(x)) return shellVariableAt(buf, p, n, final);
    return x >= 0x30 && x <= 0x39 ? hostVariableAt(buf, p, n, final) : 0;
  }
  if (b === 0x23) return x === 0x7b ? 1 : 0;
  if (b === 0x7b) {
    // "{%" but not "{" and a percent-encoding: `?left={%22datasource%22:%22loki%22}`
    if (x === 0x25) {
      if (p + 3 >= n) return final ? 1 : MORE_INPUT;
      return isHexByte(buf[p + 2]) && isHexByte(buf[p + 3]) ? 0 : 1;
    }
    // (in an interpolated string, "{" opens a replacement field and "{{" is a brace: PEP 498,
    // C#'s "$\"…\"")
    if (x !== 0x7b) return braces && !(p > 0 && buf[p - 1] === 0x7b) ? 1 : 0;
    if (braces) return 0;
    // "{{" but not "{{{" (Go's "({{{0x15dbdf8?, …}}}" in a stack trace)
    if (p + 2 >= n) return final ? 1 : MORE_INPUT;
    return buf[p + 2] === 0x7b ? 0 : 1;
  }
  if (b !== 0x25) return 0;
  // (and HAProxy's sample fetch, "%[capture.req.uri]": no percent-encoding starts "%[")
  if (x === 0x7b || x === 0x5b) return 1;
  if (p + 2 >= n && !final) return MORE_INPUT;
  if (p + 2 < n && isHexByte(x) && isHexByte(buf[p + 2])) return 0;
  if (identStart(x)) {
    const m = rpmMacroAt(buf, p, n, final);
    if (m !== 0) return m;
  }
  let k = p + 1;
  if (x === 0x28) {
    // "%(name)s": Python's mapping key
    k++;
    while (k < n && k - p < 64 && identByte(buf[k]!)) k++;
    if (k >= n) return final ? 0 : MORE_INPUT;
    return k > p + 2 && buf[k] === 0x29 ? 1 : 0;
  }
  // flags, width, precision: "%-8s", "%08x", "%.2f"
  if (buf[k] === 0x2d) k++;
  while (k < n && k - p < 8 && buf[k]! >= 0x30 && buf[k]! <= 0x39) k++;
  if (k < n && buf[k] === 0x2e) {
    // a precision has its digits: "%.c" is no conversion ("file:///some/path%.c")
    const d = ++k;
    while (k < n && k - p < 12 && buf[k]! >= 0x30 && buf[k]! <= 0x39) k++;
    if (k >= n) return final ? 0 : MORE_INPUT;
    if (k === d) return 0;
  }
  if (k >= n) return final ? 0 : MORE_INPUT;
  if (CONVERSIONS[buf[k]!] !== 1) return 0;
  if (k + 1 >= n) return final ? 1 : MORE_INPUT;
  return CLASS[buf[k + 1]!]! & C_ALNUM ? 0 : 1;
}

/**
 * The first placeholder that starts in buf[from, to] (to included: where a URI ended may be
 * one's start), from a byte PLACEHOLDER_STARTS marks; a "#" before "{" starts it. -1 for
 * none; MORE_INPUT when not known before n. `commandSubstitution`: whether "$(" counts (not
 * inside quotes, where the URI runs to the matching quote: RFC 3986 lets a path hold "$(")
 */
export function firstPlaceholder(
  buf: Uint8Array,
  from: number,
  to: number,
  n: number,
  final: boolean,
  commandSubstitution = true,
  braces = false,
): number {
  for (let p = from; p <= to && p < n; p++) {
    const b = buf[p]!;
    if (PLACEHOLDER_STARTS[b] !== 1 && !(p === to && b === 0x23)) continue;
    // (a pattern only inside the URI: where a "[" ended it, it is the text's — AsciiDoc's
    // "https://example.org/foo[^blank]")
    if (p === to && (b === 0x28 || b === 0x5b || b === 0x40)) continue;
    const start = b === 0x7b && p > 0 && buf[p - 1] === 0x23 ? p - 1 : p;
    const r = placeholderAt(buf, start, n, final, commandSubstitution, braces);
    if (r === MORE_INPUT) return MORE_INPUT;
    if (r === 1) return start;
  }
  return -1;
}

/** a byte of an interpolated string's prefix: "f" "r" (either case), "$" "@" */
function prefixByte(b: number): boolean {
  const x = b | 0x20;
  return x === 0x66 || x === 0x72 || b === 0x24 || b === 0x40;
}

/**
 * The URI at s opens a string literal whose "{…}" are placeholders: Python's f-string
 * (PEP 498: `f"…"`, `rf'…'`, `f"""…"""` — "{" opens a replacement field, "{{" is a brace)
 * or C#'s interpolated string (`$"…"`, `$@"…"`, `@$"…"`): a prefix of one "f" and perhaps one
 * "r", or of one "$" and perhaps one "@", at a word's start right before the quote
 */
export function interpolatingQuoteBefore(buf: Uint8Array, s: number, lo: number): boolean {
  let k = s - 1;
  if (k <= lo) return false;
  const quote = buf[k]!;
  if (quote !== 0x22 && quote !== 0x27) return false;
  while (k > lo && s - k < 3 && buf[k - 1] === quote) k--;
  let p = k;
  while (p > lo && k - p < 2 && prefixByte(buf[p - 1]!)) p--;
  if (p === k || (p > lo && (CLASS[buf[p - 1]!]! & C_ALNUM || buf[p - 1] === 0x5f))) {
    return false;
  }
  let f = 0;
  let r = 0;
  let dollar = 0;
  let at = 0;
  for (let q = p; q < k; q++) {
    const x = buf[q]! | 0x20;
    if (x === 0x66) f++;
    else if (x === 0x72) r++;
    else if (buf[q] === 0x24) dollar++;
    else at++;
  }
  return (f === 1 && dollar + at === 0) || (dollar === 1 && f + r === 0 && quote === 0x22);
}

/** what ends a path segment or a query's item before a placeholder: "/ ? & = # ; ," */
const SEGMENT_ENDS = new Uint8Array(256);
for (const ch of "/?&=#;,") SEGMENT_ENDS[ch.charCodeAt(0)] = 1;

/**
 * Where a URI with a placeholder at buf[ph] ends: at the placeholder when a segment
 * delimiter is right before it ("…/dl/${VER}/x", "?v=%s"), else after the last delimiter
 * before it ("…/pgp/server-{{ mongodb_version }}.asc" → "…/pgp/", "…/v${VER}/" → "…/");
 * `pathFrom`: where the path starts, which it never goes back past
 */
export function placeholderSegmentStart(buf: Uint8Array, ph: number, pathFrom: number): number {
  // (in the path, "=" and "&" end no segment: "…/library/bb773371(v=vs.85).aspx{suffix}"
  // is "…/library/", its "=" no query's)
  let query = ph;
  for (let q = pathFrom; q < ph; q++) {
    if (buf[q] === 0x3f || buf[q] === 0x23) {
      query = q;
      break;
    }
  }
  let k = ph;
  while (k > pathFrom) {
    const b = buf[k - 1]!;
    if (SEGMENT_ENDS[b] === 1 && (k - 1 >= query || (b !== 0x3d && b !== 0x26))) break;
    k--;
  }
  if (k <= pathFrom) return ph;
  // (a fragment or a query the placeholder opens or completes is none: "…/issues/22148" of
  // "…/issues/22148#issuecomment-809407353${query}", not "…/issues/22148#" — RFC 3986 §6.2.3
  // normalizes an empty fragment or query to none only for some schemes; here the text wrote
  // no empty one)
  if (k - 1 > pathFrom && (buf[k - 1] === 0x23 || buf[k - 1] === 0x3f)) return k - 1;
  // … nor one of "#/" alone: RPM's rename of a download (`Source1: …/foo-1.0.tar.gz#/%{name}-
  // %{version}.tar.gz`, Fedora's packaging guidelines, "Referencing Source"), a web app's
  // route (`…/#/${route}`)
  if (k - 2 > pathFrom && buf[k - 1] === 0x2f && buf[k - 2] === 0x23) return k - 2;
  return k;
}
