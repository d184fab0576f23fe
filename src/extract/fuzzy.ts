/**
 * `fuzzy: true`: schemeless links (`www.example.org`) and e-mail addresses through
 * linkify-it 6.x, run on bounded text segments (cut at a line break, else at a space, at
 * most maxLength bytes) — never on the whole input. Records: delimiter "fuzzy", `uri`
 * with `http://` or `mailto:` in front. Text already inside a scheme'd URI is skipped.
 * Main-scanner records are held here until their segment is done, so that everything
 * still comes out in order of `start`.
 */

import { LinkifyIt, REBuilder } from "linkify-it";
import { Candidate, FOUND, PAREN_AHEAD, type ScanContext } from "./candidate.js";
import { decodeUtf8At, hostCodePoint, isSpace, noSpaceScript, utf8 } from "./chars.js";
import { scanBare } from "./delimiters/bare.js";
import { decodeSpan, type RecordBuilder, withReferencesRead } from "./found.js";
import { NO_ITEMS } from "./frozen-list.js";
import { encodedScheme, encodedSchemeStart } from "./fuzzy-encoded-scheme.js";
import { isFileName, isFileNameInContext } from "./fuzzy-file-names.js";
import { indexOfIn } from "./memchr.js";
import { idLinesEnd, messageIdAt, startIdLines } from "./message-ids.js";
import { LineTracker } from "./positions.js";
import { MAX_SCHEME } from "./scanner.js";
import type { Found } from "./types.js";

let shared: LinkifyIt | null = null;
/**
 * linkify-it for its schemeless matches only. Its schema rules stay registered (fuzzy links
 * need `http:`, fuzzy addresses `mailto:`) but match nothing: urisift's own scanner reads
 * schemes, and linkify-it validated each `http:` with a regex run to the end of the
 * segment — quadratic on a line of URIs with no space (100 kB: 2.3 s; now 10 ms). What
 * the validators used to do for us, keep schemeless matches out of a URI, the main
 * records and the blocked spans do (`overlapsMain`). (linkify-it's own `maxLength` option
 * stays at its default: it also caps the length of a link's path.)
 */
/**
 * linkify-it's patterns, with one fragment patched (its documented `rebuilder` option): an
 * address's domain may have as many labels as a link's host. linkify-it 6 takes at most five
 * ("user@mail.cs.dept.uni.example.ac.uk" gave nothing; found by Android's PatternsTest run);
 * a DNS name has up to 127 (RFC 1035 §3.1, 255 octets), links take 11. Bounded, as its own
 */
class AddressHostBuilder extends REBuilder {
  override get_fuzzy_mail_host(): RegExp {
    this.cache.src_fuzzy_mail_host ??= new RegExp(
      `(?:${this.get_ipv6_mail_host().source}|(?:(?:(?:${this.get_domain().source})[.]){1,10}${this.get_domain_root().source}))${this.get_host_terminator().source}`,
    );
    return this.cache.src_fuzzy_mail_host;
  }
}

function linkify(): LinkifyIt {
  if (shared === null) {
    const l = new LinkifyIt({
      fuzzyLink: true,
      fuzzyEmail: true,
      fuzzyIP: false,
      rebuilder: new AddressHostBuilder(),
    });
    // "mil" is one of RFC 1591's original generic TLDs and missing from linkify-it's default
    // list ("abcd.efgh.mil", URI::Find's tests); "int" is left out: "np.int" is Python
    l.tlds(["mil"], true);
    for (const schema of ["http:", "https:", "ftp:", "//", "mailto:"])
      l.add(schema, { validate: () => 0 });
    shared = l;
  }
  return shared;
}

/** UTF-8 length of the UTF-16 code unit at s[i] (a surrogate pair counts 4 on its first unit) */
function utf8Units(s: string, from: number, to: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const u = s.charCodeAt(i);
    if (u < 0x80) bytes += 1;
    else if (u < 0x800) bytes += 2;
    else if (u >= 0xd800 && u <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Byte offset (from s) of every UTF-16 code unit of the decoding of buf[s, e), and of its
 * end, when ill-formed bytes were replaced by U+FFFD: each maximal subpart of an
 * ill-formed sequence is one U+FFFD (the WHATWG / Unicode §3.9 practice that TextDecoder
 * and Buffer#toString follow).
 */
function unitByteOffsets(buf: Uint8Array, s: number, e: number, units: number): Int32Array {
  const out = new Int32Array(units + 1);
  let u = 0;
  let k = s;
  while (k < e && u < units) {
    const b = buf[k]!;
    let len = 1;
    let width = 1;
    if (b >= 0x80) {
      if (decodeUtf8At(buf, k, e) === 1) {
        len = utf8.len;
        width = utf8.cp > 0xffff ? 2 : 1;
      } else {
        // the maximal subpart: a lead byte and the continuation bytes that may follow it
        const need =
          b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
        for (let j = 1; j <= need && k + j < e; j++) {
          const x = buf[k + j]!;
          let lo = 0x80;
          let hi = 0xbf;
          if (j === 1 && b === 0xe0) lo = 0xa0;
          else if (j === 1 && b === 0xed) hi = 0x9f;
          else if (j === 1 && b === 0xf0) lo = 0x90;
          else if (j === 1 && b === 0xf4) hi = 0x8f;
          if (x < lo || x > hi) break;
          len++;
        }
      }
    }
    for (let w = 0; w < width; w++) out[u++] = k - s;
    k += len;
  }
  while (u <= units) out[u++] = k - s;
  return out;
}

/** a span [a, b) of a match, packed as a | b << 16 (matches are shorter than 64 K) */
const span = (a: number, b: number): number => a | (b << 16);

/**
 * The address in an e-mail match, or -1: its domain must be letters, digits, hyphens and
 * dots (RFC 5321 §4.1.2; non-ASCII letters for IDN). linkify-it takes
 * `hello@mail+xyz.example` as an address, which the GFM spec gives as its example of one
 * that is not.
 */
/** a path of Git's scp-like remote may start with this character (after "host:") */
function isRemotePathStart(u: number): boolean {
  return (
    (u >= 0x30 && u <= 0x39) ||
    ((u | 0x20) >= 0x61 && (u | 0x20) <= 0x7a) ||
    u === 0x2f ||
    u === 0x7e ||
    u === 0x2e ||
    u === 0x5f ||
    u === 0x2d
  );
}

function emailSpan(raw: string): number {
  const at = raw.lastIndexOf("@");
  if (at <= 0 || raw.length > 0xffff) return -1;
  // RFC 5322 atext allows ' ` = in a local part, and linkify-it takes them, but in text they
  // are mostly the quoting around the address: "`bug-bash@gnu.org'" (GNU style),
  // from='juliet@example.com' (XML), "=foo@example.org". The address starts after a
  // backtick, after an apostrophe that opens a word or follows "=" or ":", and after
  // leading "="s. An apostrophe inside a word stays (o'brien@example.com)
  let a = 0;
  for (let k = 0; k < at; k++) {
    const u = raw.charCodeAt(k);
    if (u === 0x60) a = k + 1;
    else if (u === 0x27 && (k === a || raw[k - 1] === "=" || raw[k - 1] === ":")) a = k + 1;
  }
  while (a < at && raw.charCodeAt(a) === 0x3d) a++;
  // "smtp.mailfrom=jqd@d1.example", "header.from=…" (RFC 8601 Authentication-Results): a
  // dotted key before the first "=" is a field name, the address follows the last "=".
  // Bounce addresses have no dot there, or a "+" ("bounces+list=lfdr.de@…",
  // "foo.bar-bounces+jane=example.com@…", "SRS0=…", "prvs=…")
  const eq = raw.indexOf("=", a);
  if (eq >= 0 && eq < at && isFieldName(raw, a, eq)) a = raw.lastIndexOf("=", at) + 1;
  else if (eq > a && eq < at && isIdentifier(raw, a, eq)) {
    // a log's field (`user=sales@example.com` in courier's imapd, exim's `F=…`, postfix's
    // `sasl_username=…`, `orig_to=…`): an identifier before "=" names the value. Not the
    // bounce forms whose tag is a word: SRS (`SRS0=HHH=TT=example.com=joe@…`) and BATV
    // (`prvs=…`, `btv1=…`). A message identifier's field (exim's `id=`, `msgid=`) holds no
    // address (RFC 5322 §3.6.4)
    const key = raw.slice(a, eq).toLowerCase();
    if (MESSAGE_ID_KEYS.has(key)) return -1;
    if (!BOUNCE_TAGS.has(key)) a = eq + 1;
  }
  // nothing left, or a field with an empty value: DKIM "header.i=@gmail.com"
  if (a >= at || raw.charCodeAt(at - 1) === 0x3d) return -1;
  // "abc/def@ghi.x", "refs/tags/v1@host.io": RFC 5322 allows "/" in a local part, but in
  // running text such a word is a path (rinku's non-e-mails), and no mailbox in use has one.
  // Anywhere in the match: a piece after a quoting mark is no address of its own either
  // ("#!$%&'*+-/=?^_`{}|~@example.org" is one local part or none, never "}|~@…")
  if (raw.lastIndexOf("/", at) >= 0) return -1;
  let end = at + 1;
  while (end < raw.length && isLdh(raw.charCodeAt(end))) end++;
  // "info@v1.1.1", "pkg@1.2.3": a version, not a domain — a TLD is never all digits
  // (RFC 3696 §2)
  let lastDot = end - 1;
  while (lastDot > at && raw.charCodeAt(lastDot) !== 0x2e) lastDot--;
  if (lastDot > at && allDigits(raw, lastDot + 1, end)) return -1;
  // "printscreen@2x.png", "logo@3x.webp": a high-density image's file name (Apple's "@2x"
  // convention; Redmine's auto-link tests), not an address — "png" is no TLD
  if (densitySuffix(raw, at + 1, end)) return -1;
  // Markdown emphasis or braces around the address ("**me@example.com**",
  // "~~hello@email.com~~", "{john@mozilla.org}"): RFC 5322 atext allows * _ ~ { } in a
  // local part, but in text a run of them before the address opens markup, and they are
  // not the domain's. Marks after the domain must be such a closing run, else no address
  let close = end;
  while (close < raw.length && MARKUP_CLOSE.includes(raw[close]!)) close++;
  if (close < raw.length) return -1;
  while (a < at && MARKUP_OPEN.includes(raw[a]!)) a++;
  if (a >= at) return -1;
  return span(a, end);
}

/**
 * text[i] is "|": is it a column bar (a table's, a `key|value` dump's, `git log
 * --format='%ae|%s'`) — next to white space or the text's end, or anywhere but inside a
 * local part? RFC 5322 atext allows "|" there ("<jernej|s-wget@eternallybored.org>" in
 * wget's changelog): a "|" whose word goes on to an "@" before white space or another "|"
 * is the address's. (Each bar looks ahead only to the next one: linear)
 */
function columnBar(text: string, i: number): boolean {
  const before = i > 0 ? text.charCodeAt(i - 1) : 0x20;
  if (isSpace(before)) return true;
  for (let k = i + 1; k < text.length; k++) {
    const u = text.charCodeAt(k);
    if (u === 0x40) return k === i + 1;
    if (u === 0x7c || isSpace(u)) return true;
  }
  return true;
}

/**
 * Where the run of letters, digits, "-" and "." that ends before text[i] starts (a host
 * name, an address's domain): each caller looks back over one name once (linear)
 */
function nameRunStart(text: string, i: number): number {
  let k = i;
  while (k > 0) {
    const u = text.charCodeAt(k - 1);
    if (!(isAsciiAlnum(u) || u === 0x2d || u === 0x2e)) break;
    k--;
  }
  return k;
}

/** text[i] ends a dotted name ("gmail.com", "www.google.com"; an address's domain too) */
function dottedNameBefore(text: string, i: number): boolean {
  const k = nameRunStart(text, i);
  return k < i && text.lastIndexOf(".", i - 1) >= k;
}

/** the word before text[i] (a ":") is a label for an address: "email", "E-mail", "mail" … */
function labelBefore(text: string, i: number): boolean {
  let k = i;
  while (
    k > 0 &&
    i - k <= 10 &&
    (isAsciiAlnum(text.charCodeAt(k - 1)) || text.charCodeAt(k - 1) === 0x2d)
  )
    k--;
  if (k > 0 && !isSpace(text.charCodeAt(k - 1))) return false;
  return ADDRESS_LABELS.has(text.slice(k, i).toLowerCase());
}

const ADDRESS_LABELS = new Set([
  "email",
  "e-mail",
  "mail",
  "contact",
  "reply-to",
  "from",
  "to",
  "cc",
]);

function isHexDigit(u: number): boolean {
  return isAsciiDigit(u) || ((u | 0x20) >= 0x61 && (u | 0x20) <= 0x66);
}

/** text[i] ends a dotted name that starts the word (after a space, an opener or the start) */
function dottedWordBefore(text: string, i: number): boolean {
  const k = nameRunStart(text, i);
  if (k === i || text.lastIndexOf(".", i - 1) < k) return false;
  return k === 0 || isSpace(text.charCodeAt(k - 1)) || WORD_OPENERS.includes(text[k - 1]!);
}

/** text[i] follows "(a)", "(at)", "[at]" … glued to a word: an address's "@", spelled out */
function obfuscatedAt(text: string, i: number): boolean {
  const close = text.charCodeAt(i - 1);
  const open = close === 0x29 ? 0x28 : 0x5b;
  for (const word of ["a", "at"]) {
    const o = i - 2 - word.length;
    if (o < 1 || text.charCodeAt(o) !== open) continue;
    if (text.slice(o + 1, i - 1).toLowerCase() !== word) continue;
    const u = text.charCodeAt(o - 1);
    if (isAsciiAlnum(u) || u === 0x2e || u === 0x2d || u === 0x5f) return true;
  }
  return false;
}

/** text[i…] starts with "www." and a letter or digit (any case) */
function wwwAt(text: string, i: number): boolean {
  return (
    (text.charCodeAt(i) | 0x20) === 0x77 &&
    (text.charCodeAt(i + 1) | 0x20) === 0x77 &&
    (text.charCodeAt(i + 2) | 0x20) === 0x77 &&
    text.charCodeAt(i + 3) === 0x2e &&
    isAsciiAlnum(text.charCodeAt(i + 4))
  );
}

/** raw[from, to) is a density, "x" and an image file's extension: "2x.png", "1.5x.jpeg" */
function densitySuffix(raw: string, from: number, to: number): boolean {
  let k = from;
  while (k < to && isAsciiDigit(raw.charCodeAt(k))) k++;
  // "1.5x"
  if (k > from && raw.charCodeAt(k) === 0x2e && isAsciiDigit(raw.charCodeAt(k + 1))) {
    k++;
    while (k < to && isAsciiDigit(raw.charCodeAt(k))) k++;
  }
  if (k === from || k - from > 4 || (raw.charCodeAt(k) | 0x20) !== 0x78) return false;
  if (raw.charCodeAt(k + 1) !== 0x2e) return false;
  return IMAGE_EXTENSIONS.has(raw.slice(k + 2, to).toLowerCase());
}

const IMAGE_EXTENSIONS = new Set([
  "png",
  "jpg",
  "jpeg",
  "jpe",
  "gif",
  "bmp",
  "webp",
  "svg",
  "avif",
  "ico",
  "tif",
  "tiff",
  "heic",
]);

/** raw[from, to) is not empty and holds only ASCII digits */
function allDigits(raw: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let k = from; k < to; k++) if (!isAsciiDigit(raw.charCodeAt(k))) return false;
  return true;
}

/**
 * marks that open (before a local part) and close (after a domain) emphasis or braces ("_"
 * runs are the view's: linkifyView)
 */
const MARKUP_OPEN = "*~{^";
const MARKUP_CLOSE = "*~}";

/**
 * a letter, digit, "-" or "." of a domain; non-ASCII: an IDN's characters, symbols and emoji
 * too, as in a URI's host ("info@c✶.org" as "http://c✶.ws", README "Glued symbols":
 * IDNA2008 disallows them, UTS #46 and the browsers take them)
 */
function isLdh(u: number): boolean {
  return (
    (u >= 0x61 && u <= 0x7a) ||
    (u >= 0x41 && u <= 0x5a) ||
    (u >= 0x30 && u <= 0x39) ||
    u === 0x2d ||
    u === 0x2e ||
    u >= 0x80
  );
}

/** the words before "=" that name a message identifier in a log line (exim, postfix) */
const MESSAGE_ID_KEYS = new Set(["id", "msgid", "mid", "message-id", "message_id", "messageid"]);
/** bounce address tags ending in "=" (SRS, BATV) */
const BOUNCE_TAGS = new Set(["srs0", "srs1", "prvs", "btv1", "msprvs1"]);

/**
 * raw[a, eq) is a log field's name: one capital letter (exim's `F=`, `A=`, `U=`), or
 * lowercase letters, digits and "_" starting with a letter or "_" (`user`, `sasl_username`,
 * `orig_to`), or a message identifier's name (`message-id`). Not mixed case: Gmail's
 * message identifiers start so (`CAFche=jTB7…@mail.gmail.com`, `CAB__hTS=…`), and not with
 * "-": VERP without "+" (`list-bounces-jane=example.com@…`, `list-return-12-jane=…`)
 */
function isIdentifier(raw: string, a: number, eq: number): boolean {
  const u0 = raw.charCodeAt(a);
  if (eq === a + 1 && u0 >= 0x41 && u0 <= 0x5a) return true;
  if (!(u0 >= 0x61 && u0 <= 0x7a) && u0 !== 0x5f)
    return MESSAGE_ID_KEYS.has(raw.slice(a, eq).toLowerCase());
  for (let k = a + 1; k < eq; k++) {
    const u = raw.charCodeAt(k);
    if (!(u >= 0x61 && u <= 0x7a) && !isAsciiDigit(u) && u !== 0x5f) {
      return MESSAGE_ID_KEYS.has(raw.slice(a, eq).toLowerCase());
    }
  }
  return true;
}

/** raw[a, eq) is a dotted field name: letters, digits, "-", "_" and at least one "." */
function isFieldName(raw: string, a: number, eq: number): boolean {
  let dot = false;
  for (let k = a; k < eq; k++) {
    const u = raw.charCodeAt(k);
    if (u === 0x2e) dot = true;
    else if (!isAsciiAlnum(u) && u !== 0x2d && u !== 0x5f) return false;
  }
  return dot;
}

/**
 * The mailto URI of a bare e-mail address. RFC 6068 §2: in `to`, a character of the address
 * that is not a qchar (unreserved / pct-encoded / some-delims) MUST be percent-encoded, and
 * of the sub-delims at least `&`, `;` and `=` — `=` of bounce addresses
 * (`bounces+user=example.com@…`, SRS, BATV), `/`, `?`, `#`, `%`. §6.2: `Mike&family@example.org` is `mailto:Mike%26family@example.org`. Non-ASCII
 * stays (an IRI; its URI form is the normal form).
 */
export function mailtoUri(address: string): string {
  const at = address.lastIndexOf("@");
  let out = "mailto:";
  let from = 0;
  for (let k = 0; k < at; k++) {
    const u = address.charCodeAt(k);
    if (u >= 0x80 || MAILTO_QCHAR[u] === 1) continue;
    out += `${address.slice(from, k)}%${u < 16 ? "0" : ""}${u.toString(16).toUpperCase()}`;
    from = k + 1;
  }
  return out + address.slice(from);
}

/**
 * ASCII characters of an address that stay as they are in a mailto URI: ALPHA DIGIT - . _ ~
 * and some-delims ! $ ' ( ) * + , : @ (RFC 6068 §2; its prose also has ";" encoded)
 */
const MAILTO_QCHAR = new Uint8Array(128);
for (let u = 0; u < 128; u++) {
  const ch = String.fromCharCode(u);
  if (/[A-Za-z0-9\-._~!$'()*+,:@]/.test(ch)) MAILTO_QCHAR[u] = 1;
}

/**
 * Where a fuzzy link's path, query and fragment (from `from`) end: before the first
 * character that no URI holds and that ends a scheme'd URI in text too — `` ` { } | ^ `` (not
 * a backslash: troff's `\-` and JSON's `\/` escape, and such a link is left invalid)
 * (RFC 3986 App. C; linkify-it takes them: "google.com/a|b" is "google.com/a" as
 * "http://google.com/a|b" is "http://google.com/a") — and before the trailing punctuation
 * left in front of it (`. , ; : ! ? ' "`).
 */
function pathEnd(raw: string, from: number): number {
  let e = from;
  while (e < raw.length && !PATH_ENDS.includes(raw[e]!)) e++;
  if (e === raw.length) return e;
  // a template placeholder's "$" goes with it: "github.com/a/b=${V}" (as in bare.ts)
  if (raw[e] === "{" && raw[e - 1] === "$") e--;
  while (e > from + 1 && TRAILING.includes(raw[e - 1]!)) e--;
  return e;
}

const PATH_ENDS = "`{}|^";
const TRAILING = ".,;:!?'\"";

/** `/ ? # :` end a fuzzy link's host (a port, then the path) */
const isHostEnd = (c: number): boolean => c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3a;
/** ASCII letters, digits, `-`, `.`, `_` */
const isAsciiHostChar = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) ||
  (c >= 0x41 && c <= 0x5a) ||
  (c >= 0x30 && c <= 0x39) ||
  c === 0x2d ||
  c === 0x2e ||
  c === 0x5f;

/**
 * A schemeless link whose host runs into CJK, kana, Hangul or Thai text: linkify-it reads
 * `请访问www.example.com` as one host, but those scripts have no spaces between words and
 * no DNS label mixes them with ASCII (as in src/extract/delimiters/bare.ts), so the link
 * starts after a leading run of such characters that an ASCII label follows, and ends
 * where they come back after an ASCII letter or digit in the host. -1 when nothing is left.
 */
function hostScriptSpan(raw: string): number {
  if (raw.length > 0xffff) return -1;
  let a = 0;
  while (a < raw.length && noSpaceScript(raw.codePointAt(a)!))
    a += raw.codePointAt(a)! > 0xffff ? 2 : 1;
  // only text glued before an ASCII label is dropped: `日本語.jp` is a host of its own
  if (a >= raw.length || !/[A-Za-z0-9]/.test(raw[a]!)) a = 0;
  // linkify-it counts symbols as letters (`next=bar.org`, `u=www.example.org` in a query,
  // a zero-width space before a name): a host has none (RFC 1123 §2.1 labels: letters,
  // digits, hyphens; IDNA2008 adds letters, marks and digits), so the link starts after
  // the last one before the port or path
  let hostEnd = a;
  while (hostEnd < raw.length && !isHostEnd(raw.charCodeAt(hostEnd))) hostEnd++;
  for (let k = a; k < hostEnd; ) {
    const cp = raw.codePointAt(k)!;
    const units = cp > 0xffff ? 2 : 1;
    if (!(cp < 0x80 ? isAsciiHostChar(cp) : hostCodePoint(cp))) a = k + units;
    k += units;
  }
  const first = a < hostEnd ? raw.codePointAt(a)! : 0;
  if (first === 0 || first === 0x2d || first === 0x2e || first === 0x5f) return -1;
  const dot = raw.indexOf(".", a);
  if (dot < 0 || dot >= hostEnd) return -1;
  let b = a;
  while (b < raw.length) {
    const ch = raw[b]!;
    if (ch === "/" || ch === "?" || ch === "#") return span(a, pathEnd(raw, b));
    const cp = raw.codePointAt(b)!;
    if (noSpaceScript(cp) && b > a && /[A-Za-z0-9]/.test(raw[b - 1]!))
      return b > a ? span(a, b) : -1;
    b += cp > 0xffff ? 2 : 1;
  }
  return a < raw.length ? span(a, raw.length) : -1;
}

/**
 * linkify-it's view of a segment, the same length as the text (an astral character becomes
 * two spaces), so match offsets stay those of the text:
 * - a CJK, kana, Hangul or Thai character glued right after a dotted ASCII label
 *   (`www.example.org版权所有`) or right before an ASCII letter or digit
 *   (`联系support@example.cn`) becomes a space. Those scripts put no space between words, and
 *   linkify-it reads `org版权所有` as one unknown TLD, `联系support` as no local part, and
 *   finds nothing. A path's text is untouched (`/wiki/東京`, `/wiki/第2次`): after a `/`,
 *   `?` or `#`, up to a space or CJK punctuation;
 * - `<` and `>` become spaces: they are never in a link (RFC 3986 App. C: they delimit one),
 *   and linkify-it misses an address before `.<` (`…david@loudthinking.com.</p>`);
 * - the `:` of a port followed by a path becomes `/` (below).
 */
export function linkifyView(text: string, before = " "): string {
  let out = "";
  let from = 0;
  // past a "/", "?" or "#" since the last space: in a path, where IRI text stays
  // ("ja.wikipedia.org/wiki/第2次世界大戦", "…/検索?q=東京abc")
  let inPath = false;
  // … and that path or query follows a dotted name that starts the word: "@" there is the
  // link's ("www.example.com/foo@bar.com"), not a local part's ("#!$%&'*+-/=?^…@example.org")
  let hostPath = false;
  aheadEnd = -1;
  noCloserBefore.fill(-1);
  noTildeCloserBefore.fill(-1);
  noStarCloserBefore.fill(-1);
  // the closing run of a Markdown "_" emphasis or "~" strikethrough opened before a link
  // (below)
  let closeAt = -1;
  let closeLen = 0;
  // the end of the last run of non-ASCII letters looked at as a local part (below)
  let letterRunEnd = -1;
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    let units = 1;
    if (i === closeAt) {
      out += `${text.slice(from, i)}${" ".repeat(closeLen)}`;
      from = i + closeLen;
      i += closeLen - 1;
      closeAt = -1;
      continue;
    }
    if (
      (u === 0x5b || (u >= 0xab && ADDRESS_OPENERS.includes(text[i]!))) &&
      !inPath &&
      opensWord(charBefore(text, i, before)) &&
      (isAsciiAlnum(text.charCodeAt(i + 1)) ||
        (text.charCodeAt(i + 1) >= 0x80 && LETTER.test(text[i + 1] ?? ""))) &&
      addressAhead(text, i + 1)
    ) {
      // "[foo@example.com]", "“foo@example.com”", "«foo@example.com»", "»a@b.co«": an opening
      // bracket or quote before an address is the text's. linkify-it takes an address only
      // after a space, "(", "<", ">" or '"', and found none here (a link it finds:
      // "[www.a.com]"). Also inside another opener ('"[a@b.co]"', "“«a@b.co»”")
      out += `${text.slice(from, i)} `;
      from = i + 1;
      continue;
    }
    if (u === 0x45 && text.charCodeAt(i + 1) === 0x3c && podEscapeAt(text, i)) {
      // POD's E<lt> and E<gt> ("E<lt>exodist@cpan.orgE<gt>"): markup, read as blanks
      out += `${text.slice(from, i)}     `;
      from = i + 5;
      i += 4;
      continue;
    }
    if (u === 0x5c && !inPath && text.charCodeAt(i + 1) !== 0x5c) {
      // a string's escape of a character between words, before a name or an address: a
      // blank to linkify-it, as the character would be ("see\\nwww.example.com")
      const e = escapedSeparatorEnd(text, i);
      if (e > i) {
        out += `${text.slice(from, i)}${" ".repeat(e - i)}`;
        from = e;
        i = e - 1;
        continue;
      }
    }
    if (
      (u === 0x5d || u === 0x3d) &&
      !inPath &&
      bbcodeTagBefore(text, i, before) &&
      isAsciiAlnum(text.charCodeAt(i + 1)) &&
      addressAhead(text, i + 1)
    ) {
      // "[email]kim@example.com[/email]": the "]" of a BBCode tag before an address is the
      // markup's, as a space would be (linkify-it takes no address after a "]"); so is the
      // "=" of "[email=kim@example.com]Kim[/email]"
      out += `${text.slice(from, i)} `;
      from = i + 1;
      continue;
    }
    if (
      u === 0x5b &&
      text.charCodeAt(i + 1) === 0x5e &&
      !inPath &&
      opensWord(charBefore(text, i, before)) &&
      isAsciiAlnum(text.charCodeAt(i + 2)) &&
      addressAhead(text, i + 2)
    ) {
      // "[^a@b.c]: …", a Markdown footnote's label (comrak's fuzz tests): "[^" is the text's
      out += `${text.slice(from, i)}  `;
      from = i + 2;
      i += 1;
      continue;
    }
    if (
      (u === 0x5f || u === 0x7e || u === 0x2a) &&
      !inPath &&
      closeAt < 0 &&
      WORD_OPENERS.includes(charBefore(text, i, before))
    ) {
      // "_www.example.com_", "__test@test.com__": Markdown emphasis around a link or an
      // address, and GFM's strikethrough ("~~www.google.com~~", cmark-gfm). linkify-it takes
      // no "_" or "~" next to a host, and a local part may start with one
      // ("_foo@example.com", "__init__@example.com"), so the run is markup only when the
      // same run closes the word: then both are spaces to linkify-it. The same for "*"
      // ("*www.google.com/foobar*", showdown and redcarpet): linkify-it reads a path's "*"
      // as the path's (a sub-delim, RFC 3986 §2.2), the closer too. (Not while one is open:
      // each closer is looked for over text no other look covers — linear)
      let r = i;
      while (r < text.length && text.charCodeAt(r) === u) r++;
      const q = closingRun(text, r, r - i, u);
      if (q > r) {
        out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
        from = r;
        closeAt = q;
        closeLen = r - i;
        i = r - 1;
        continue;
      }
      i = r - 1;
      continue;
    }
    if ((u === 0x5f || u === 0x7e) && !inPath && i > 0 && isAsciiAlnum(text.charCodeAt(i - 1))) {
      // a run that ends a word after a name closes an emphasis (or strikethrough) opened
      // earlier ("_see www.example.com_"): no host name ends with "_" or "~". Not after an
      // address's domain: GFM's "a.b-c_d@a.b_" is no address at all
      let r = i;
      while (r < text.length && text.charCodeAt(r) === u) r++;
      if ((r === text.length || RUN_FOLLOWERS.includes(text[r]!)) && !domainOfAddress(text, i)) {
        out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
        from = r;
      }
      i = r - 1;
      continue;
    }
    if (u < 0x0e00) {
      if (
        u === 0x2f &&
        !inPath &&
        text.charCodeAt(i + 1) === 0x2f &&
        isAsciiAlnum(text.charCodeAt(i + 2)) &&
        webNetworkPath(text, i, before)
      ) {
        // "src='//www.example.com/x.js'": a network-path reference (RFC 3986 §4.2) to a web
        // page's host, which linkify-it takes none of glued to a "/" (its own "//" rule is
        // off: urisift reads schemes itself)
        out += `${text.slice(from, i)}  `;
        from = i + 2;
        i += 1;
        continue;
      }
      if (u <= 0x20) {
        inPath = false;
        hostPath = false;
      } else if (u === 0x2f || u === 0x3f || u === 0x23) {
        if (!inPath) hostPath = (u === 0x2f || u === 0x3f) && dottedWordBefore(text, i);
        inPath = true;
      }
      if (u === 0x03) {
        // an IRC colour code (^C, a foreground and a background of up to two digits each:
        // "\x0312,04www.example.com" in a chat log): its digits are not the host's
        let r = i + 1;
        const digits = (): void => {
          const d = r;
          while (r < text.length && r - d < 2 && isAsciiDigit(text.charCodeAt(r))) r++;
        };
        digits();
        if (r > i + 1 && text.charCodeAt(r) === 0x2c && isAsciiDigit(text.charCodeAt(r + 1))) {
          r++;
          digits();
        }
        if (r > i + 1) {
          out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
          from = r;
          i = r - 1;
          continue;
        }
      }
      if (u === 0x40 && hostPath) {
        // an "@" in a path or query ("www.example.com/foo@bar.com", "…?email=a@b.com") is
        // the link's (RFC 3986 §3.3 pchar): linkify-it read the word as one address, which
        // the "/" before the "@" rules out (emailSpan), and the link was lost with it
        out += `${text.slice(from, i)}a`;
        from = i + 1;
        continue;
      }
      if (
        u === 0x3a &&
        !inPath &&
        isAsciiAlnum(text.charCodeAt(i + 1)) &&
        labelBefore(text, i) &&
        addressAhead(text, i + 1)
      ) {
        // "email:foo@example.com", "Mail:…": a label glued to the address (SpamAssassin's
        // tests), not a userinfo's "user:" (user:pass@host stays none)
        out += `${text.slice(from, i)} `;
        from = i + 1;
        continue;
      }
      if (u >= 0x80 && !inPath && LETTER.test(text[i]!) && addressAhead(text, i)) {
        // a letter of an internationalized local part (RFC 6531 §3.3, RFC 6532 §3.2:
        // "mañana@mañana.com", "Кириллица@Кириллица.com"): linkify-it's local part is ASCII
        // only, so it sees an ASCII letter there; the record is the text as written
        out += `${text.slice(from, i)}a`;
        from = i + 1;
        continue;
      }
      if (
        (u === 0x2e || u === 0x3a) &&
        !inPath &&
        (u === 0x2e ? DOT_OPENERS : WORD_OPENERS).includes(charBefore(text, i, before)) &&
        isAsciiAlnum(text.charCodeAt(i + 1)) &&
        addressAhead(text, i + 1)
      ) {
        // a "." or ":" that opens a word before an address is the text's (no dot-atom
        // starts with "."; ".foo@bar.baz", ":a@example.com:"): linkify-it finds nothing
        out += `${text.slice(from, i)} `;
        from = i + 1;
        continue;
      }
      if (
        (u === 0x3d || u === 0x5e || u === 0x2b) &&
        !inPath &&
        i > 0 &&
        isAsciiAlnum(text.charCodeAt(i - 1))
      ) {
        // "==www.google.com==", "^^fake.mail@gmail.com^^", "a@b.example.com= b": a run of
        // "=", "^" or "+" glued to the end of a dotted name is the text's (highlight and
        // caret markup, pymdownx and markdown-it-mark), as after a scheme'd URI's host: no
        // host name or domain has one (RFC 1123 §2.1, RFC 5321 §4.1.2). linkify-it finds
        // nothing glued to one
        let r = i;
        while (r < text.length && text.charCodeAt(r) === u) r++;
        // (not "=" at a line's end: a quoted-printable soft line break, "…@lists.ettu=" LF
        // "s.com" in a raw mail archive, where the name goes on)
        const softBreak = u === 0x3d && r === i + 1 && (text[r] === "\n" || text[r] === "\r");
        if (
          !softBreak &&
          (r === text.length || RUN_FOLLOWERS.includes(text[r]!)) &&
          dottedNameBefore(text, i)
        ) {
          out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
          from = r;
        }
        i = r - 1;
        continue;
      }
      if (u === 0x2d && !inPath && i > 0 && isAsciiAlnum(text.charCodeAt(i - 1))) {
        // a "-" after a host name and before no letter, digit, "-" or "." is the text's dash,
        // as after a scheme'd URI's host ("see www.example.com- now"). Not after an
        // address's domain: GFM's "a.b-c_d@a.b-" is no address at all
        // (only before a space or the end: "foo-@example.com", "a-_b@…" are local parts,
        // "configure.info-[1-3]" a file name)
        const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0x20;
        if (isSpace(next) && !domainOfAddress(text, i)) {
          out += `${text.slice(from, i)} `;
          from = i + 1;
        }
        continue;
      }
      if (u === 0x2c || u === 0x3b) {
        // "a@xy.com;b@xy.com,c@xy.com", ",a@example.com,", "&lt;foo@example.com&gt;": a comma
        // or semicolon before a name separates it (none is in an RFC 5322 dot-atom nor in a
        // host name), but linkify-it wants a space or an opening bracket before an address
        // and finds only the first. In a path or query they stay
        if (inPath || !isAsciiAlnum(text.charCodeAt(i + 1))) continue;
        out += `${text.slice(from, i)} `;
        from = i + 1;
        continue;
      }
      if (u === 0x3a) {
        if (inPath) continue;
        if (wwwAt(text, i + 1)) {
          // "Homepage:www.example.com", ":www.example.com": linkify-it takes no link right
          // after a ":" (it guards "scheme:" there), but a "www." name after one is a link
          // (md4c's permissive autolinks), as an address after one is
          out += `${text.slice(from, i)} `;
          from = i + 1;
          continue;
        }
        // "www.example.com:8080/path": linkify-it 6 takes no port in a fuzzy link; seen as
        // "/8080/path" it reads the link whole, and the record is the text as written. Only
        // before "/": "script.sh:10" in a log is a file and a line, not a host and a port
        let d = i + 1;
        while (d < text.length && d - i <= 5 && isAsciiDigit(text.charCodeAt(d))) d++;
        // an empty port before the path after a "www." name ("www.example.com:/a", as
        // "http://www.example.com:/a" is one URI, RFC 3986 §3.2.3); other names before ":/"
        // are scp's host:path ("server.example.com:/var/www/"), as user@host:path is
        if (
          d === i + 1 &&
          text.charCodeAt(d) === 0x2f &&
          i > 0 &&
          isAsciiAlnum(text.charCodeAt(i - 1)) &&
          wwwHostBefore(text, i)
        ) {
          out += `${text.slice(from, i)}/`;
          from = i + 1;
          continue;
        }
        if (d === i + 1 || d - i > 5) continue;
        if (i === 0 || !isAsciiAlnum(text.charCodeAt(i - 1))) continue;
        // … or, after a "www." name, before a query, a fragment, a space or punctuation
        // ("www.yahoo.com:8000 today", Autolinker): such a name is a host
        if (text.charCodeAt(d) !== 0x2f && !(endsPortAt(text, d) && wwwHostBefore(text, i))) {
          continue;
        }
        out += `${text.slice(from, i)}/`;
        from = i + 1;
        continue;
      }
      if (u === 0x7c) {
        // "|www.foo.com|555-9999|", "bob@foo.com|": a table's column bar (camel's url-scan
        // test, Markdown and wiki tables). linkify-it reads "|" as a letter (Unicode Sm, not
        // punctuation) and finds nothing glued to one; it is in no host name. But RFC 5322
        // atext allows it in a local part ("<jernej|s-wget@eternallybored.org>" in wget's
        // changelog), so it is a column bar only in a table's line: one that holds another
        // "|", or next to a space or the text's end. In a path it stays: the link ends there
        // (raw "|" is in no URI, RFC 3986 §2)
        if (inPath || !columnBar(text, i)) continue;
      } else if (u !== 0x3c && u !== 0x3e) continue;
      inPath = false;
    } else {
      // CJK and fullwidth punctuation (、。「」，：) ends a path like a space
      if ((u >= 0x3000 && u <= 0x303f) || (u >= 0xff00 && u <= 0xffef)) inPath = false;
      if (inPath) continue;
      const cp = text.codePointAt(i)!;
      if (
        i >= letterRunEnd &&
        (!noSpaceScript(cp) || isHangul(cp)
          ? opensWord(charBefore(text, i, before))
          : ADDRESS_BRACKETS.includes(charBefore(text, i, before)))
      ) {
        // a local part of letters of these scripts ("현금영수증@android.kr", RFC 6531 §3.3;
        // linkify-it's local part is ASCII only): a word of non-ASCII letters that reaches the
        // "@" — not one glued before ASCII ("联系support@example.cn": below), and not in a
        // script written without spaces, where the run is a whole clause
        // ("如有疑问请发邮件至客服@example.cn") unless a bracket or a quote opens it
        // ("<测@foo.测.baz>", "「客服@example.cn」"). Each run is looked at once
        let r = i;
        while (r < text.length) {
          const c = text.codePointAt(r)!;
          if (c < 0x80 || !LETTER.test(String.fromCodePoint(c))) break;
          r += c > 0xffff ? 2 : 1;
        }
        letterRunEnd = r;
        if (r > i && text.charCodeAt(r) === 0x40) {
          // (a bracket linkify-it takes no address after, "「", is a space to it)
          const open = i > from && !' (<"'.includes(text[i - 1]!);
          out += `${text.slice(from, open ? i - 1 : i)}${open ? " " : ""}${"a".repeat(r - i)}`;
          from = r;
          i = r - 1;
          continue;
        }
      }
      if (!noSpaceScript(cp)) continue;
      if (cp > 0xffff) units = 2;
      // right before an ASCII letter or digit: the link or address starts there
      if (!isAsciiAlnum(text.charCodeAt(i + units))) {
        // right after a dotted label: the link ends there
        let k = i - 1;
        while (k >= 0 && isAsciiAlnum(text.charCodeAt(k))) k--;
        if (k === i - 1 || k < 0 || text.charCodeAt(k) !== 0x2e) {
          i += units - 1;
          continue;
        }
      }
    }
    out += `${text.slice(from, i)}${units === 2 ? "  " : " "}`;
    from = i + units;
    i += units - 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

const utf8Encoder = new TextEncoder();

/** number of UTF-16 code units that the well-formed UTF-8 bytes buf[from, to) decode to */
function utf16Length(buf: Uint8Array, from: number, to: number): number {
  let units = 0;
  for (let k = from; k < to; k++) {
    const b = buf[k]!;
    if ((b & 0xc0) !== 0x80) units += b >= 0xf0 ? 2 : 1;
  }
  return units;
}

/** s holds more "(" than ")" */
function opensParen(s: string): boolean {
  let depth = 0;
  for (let k = 0; k < s.length; k++) {
    const u = s.charCodeAt(k);
    if (u === 0x28) depth++;
    else if (u === 0x29) depth--;
  }
  return depth > 0;
}

/** how far past linkify-it's match a schemeless link's path may go on (schemedEnd) */
const MAX_EXTENSION = 256;

/**
 * the name of letters, digits, "-" and "." that ends at text[i] follows an "@" (the word
 * looked back over ends at the previous delimiter: each byte is looked at once)
 */
function domainOfAddress(text: string, i: number): boolean {
  let k = i;
  while (k > 0) {
    const u = text.charCodeAt(k - 1);
    if (!(isAsciiAlnum(u) || u === 0x2d || u === 0x2e)) return u === 0x40;
    k--;
  }
  return false;
}

/**
 * Where, in the word that goes on from text[from], a run of exactly `len` `mark`s ("_" or
 * "~") ends the word (before a space, sentence punctuation or the text's end), or -1. Looks
 * at the word once.
 */
function closingRun(text: string, from: number, len: number, mark: number): number {
  // Markdown's emphasis runs are 1–3 long (GFM's strikethrough 1–2); a scan that found no
  // closer of this length covered the rest of the word for every later opener in it
  // (linear: "(_(_(_…")
  const memo =
    mark === 0x5f ? noCloserBefore : mark === 0x7e ? noTildeCloserBefore : noStarCloserBefore;
  if (len > 3 || from < memo[len]!) return -1;
  let k = from;
  while (k < text.length) {
    const u = text.charCodeAt(k);
    // the word's end: remembered below too, or every later opener in the word would look at
    // it again ("(~(~(~…" was quadratic)
    if (u <= 0x20) break;
    if (u !== mark) {
      k++;
      continue;
    }
    let r = k;
    while (r < text.length && text.charCodeAt(r) === mark) r++;
    if (r - k === len && (r === text.length || RUN_FOLLOWERS.includes(text[r]!))) return k;
    k = r;
  }
  memo[len] = k;
  return -1;
}

/**
 * per run length 1–3: closingRun found no closer of "_" (of "~") from before this index to
 * its word's end (reset per view)
 */
const noCloserBefore = [0, -1, -1, -1];
const noTildeCloserBefore = [0, -1, -1, -1];
const noStarCloserBefore = [0, -1, -1, -1];

/** what may follow the closing run of an emphasis */
const RUN_FOLLOWERS = " \t\r\n.,;:!?)]'\"\u00a0\u2026";

/**
 * … and a "." opens one only after these: at a line's start it is more often a dot-atom's
 * dot where the line was broken ("wade=" LF ".fife@ettus.com", raw quoted-printable)
 */
const DOT_OPENERS = " \t([{<";

/**
 * the character before text[i]: at the text's start `before`, the input's character before
 * the segment (a space at the input's start), so that a segment's first word is read as
 * the same word in any other segment
 */
function charBefore(text: string, i: number, before: string): string {
  return i > 0 ? text[i - 1]! : before;
}

/**
 * brackets and quotation marks that open a word before an address (the marks of
 * English, French, German, Danish and Swedish quotations: « » ‹ › ‘ ‚ “ ” „)
 */
const ADDRESS_OPENERS = "[\u00ab\u00bb\u2039\u203a\u2018\u201a\u201c\u201d\u201e";

/** an address opener may follow ch: a word's start, or another opener or '"' */
const opensWord = (ch: string): boolean =>
  WORD_OPENERS.includes(ch) || ADDRESS_OPENERS.includes(ch) || ch === '"';

/**
 * text[i, i+2) is "//" before a name: is it a network-path reference to a web host, which a
 * reader takes for an http(s) link? Its scheme is the page's, so only where the page is the
 * web's: an HTML or XML attribute's value (`src='//cdn.example.com/a.js'`, `href=//…`), CSS's
 * `url(//…)`, or a "www." name after a space, a quote or a bracket ("see //www.example.com").
 * Not "//fs01.example.com/share" (smbclient, mount.cifs: SMB), not npm's
 * "//registry.npmjs.org/:_authToken=…" key, nor at a line's start, where it goes on a scheme
 * the line before ends with ("https:" LF "//…", quoted-printable's "https:=" LF "//…"), nor
 * after "http:" or "https" with a space between ("https: //x", "https //x": the link's
 * scheme, mangled). An authority with a userinfo ("//user@host/") is no address either.
 */
function webNetworkPath(text: string, i: number, before: string): boolean {
  const b = charBefore(text, i, before);
  let web = false;
  if (b === "=") web = true;
  else if (b === "(") web = cssUrlBefore(text, i - 1);
  if (!web && (b === '"' || b === "'")) web = valueQuoteAt(text, i - 1);
  if (!web && " \t([{<'\"`".includes(b)) {
    web =
      text.slice(i + 2, i + 6).toLowerCase() === "www." &&
      !schemeWordBefore(text, i) &&
      !indentedLineStart(text, i, before);
  }
  if (!web) return false;
  // the authority: no "@" in it (bounded: a host name is at most 255 octets)
  for (let k = i + 2; k < text.length && k < i + 260; k++) {
    const u = text.charCodeAt(k);
    if (u === 0x40) return false;
    if (u <= 0x20 || u === 0x2f || u === 0x3f || u === 0x23 || u === 0x22 || u === 0x27) break;
  }
  return true;
}

/**
 * text[q] is a quote that opens a value: after "=" or a JSON key's ":" (`src = "//…"`,
 * `"url": "//…"`), CSS's `url("//…")` or `@import "//…"` (spaces between allowed)
 */
function valueQuoteAt(text: string, q: number): boolean {
  const k = blanksBack(text, q, " \t", 8);
  if (k === 0) return false;
  const p = text[k - 1];
  if (p === "=" || p === ":") return true;
  if (p === "(") return cssUrlBefore(text, k - 1);
  return k >= 7 && text.slice(k - 7, k).toLowerCase() === "@import";
}

/** where the run of `blanks` characters that ends at text[i] starts, at most `max` back */
function blanksBack(text: string, i: number, blanks: string, max: number): number {
  let k = i;
  while (k > 0 && i - k < max && blanks.includes(text[k - 1]!)) k--;
  return k;
}

/** text[p] is "(" after "url" (CSS) */
function cssUrlBefore(text: string, p: number): boolean {
  return p >= 3 && text.slice(p - 3, p).toLowerCase() === "url";
}

/**
 * only spaces or tabs before text[i] on its line: an indented line's start, where "//" more
 * often goes on a scheme the line before ends with (bounded look-back; past it, as if so)
 */
function indentedLineStart(text: string, i: number, before: string): boolean {
  const k = blanksBack(text, i, " \t", 64);
  const p = k > 0 ? text[k - 1]! : before;
  if (i - k === 64 && (p === " " || p === "\t")) return true;
  return p === "\n" || p === "\r" || (k === 0 && (p === " " || p === "\t"));
}

/**
 * the word before text[i] (across spaces, line breaks and quote markers) is "http:", "https:",
 * "http" or "https"
 */
function schemeWordBefore(text: string, i: number): boolean {
  let k = blanksBack(text, i, " \t\r\n>", 16);
  if (k > 0 && text[k - 1] === ":") k--;
  const w = text.slice(Math.max(0, k - 5), k).toLowerCase();
  return w === "https" || w.endsWith("http");
}

/** a word starts after these ("a..b@example.com" holds no address) */
const WORD_OPENERS = " \t\r\n([{<";

/** a letter or combining mark (of a local part) */
const LETTER = /^[\p{L}\p{M}]$/u;

/** addressAhead's last look: where it stopped, and whether an "@" was there */
let aheadEnd = -1;
let aheadHit = false;

/** text[i] starts POD's escape E<lt> or E<gt> (perlpod "Formatting Codes") */
function podEscapeAt(text: string, i: number): boolean {
  return (
    text.charCodeAt(i + 4) === 0x3e &&
    text.charCodeAt(i + 3) === 0x74 &&
    (text.charCodeAt(i + 2) === 0x67 || text.charCodeAt(i + 2) === 0x6c)
  );
}

/**
 * text[i] (a "]") closes a BBCode opening tag that starts a word: "[" + 1 to 12 ASCII
 * letters ("[email]", "[url]", "[b]")
 */
function bbcodeTagBefore(text: string, i: number, before: string): boolean {
  let k = i - 1;
  while (k >= 0 && i - k <= 12 && ((text.charCodeAt(k) | 0x20) - 0x61) >>> 0 < 26) k--;
  return (
    k >= 0 && k < i - 1 && text.charCodeAt(k) === 0x5b && opensWord(charBefore(text, k, before))
  );
}

/**
 * The run of local-part characters (ASCII letters and digits, `. _ % + -`, non-ASCII letters)
 * from text[i] reaches an "@". Remembered for the rest of the run: each character is looked
 * at once per view.
 */
function addressAhead(text: string, i: number): boolean {
  if (i < aheadEnd) return aheadHit;
  let k = i;
  for (; k < text.length; k++) {
    const u = text.charCodeAt(k);
    if (isAsciiAlnum(u) || u === 0x2e || u === 0x5f || u === 0x25 || u === 0x2b || u === 0x2d) {
      continue;
    }
    if (u >= 0x80 && LETTER.test(text[k]!)) continue;
    break;
  }
  aheadEnd = k;
  aheadHit = k < text.length && text.charCodeAt(k) === 0x40 && k > i;
  return aheadHit;
}

/** text[d] ends a port: the end, a space, "?", "#" or sentence punctuation */
function endsPortAt(text: string, d: number): boolean {
  if (d >= text.length) return true;
  const u = text.charCodeAt(d);
  return u <= 0x20 || PORT_FOLLOWERS.includes(text[d]!);
}

const PORT_FOLLOWERS = "?#.,;:!)]>\"'";

/** the name that ends at text[i] (letters, digits, "-", ".") starts with "www." */
function wwwHostBefore(text: string, i: number): boolean {
  const k = nameRunStart(text, i);
  return i - k > 4 && text.slice(k, k + 4).toLowerCase() === "www.";
}

function isAsciiDigit(u: number): boolean {
  return u >= 0x30 && u <= 0x39;
}

function isAsciiAlnum(u: number): boolean {
  return (u >= 0x30 && u <= 0x39) || ((u | 0x20) >= 0x61 && (u | 0x20) <= 0x7a);
}

export class FuzzyLinker {
  /** 1 when the last line of the previous segment is in a message-identifier field */
  private idCarry = 0;
  /** global start of the next segment */
  from = 0;
  readonly lines = new LineTracker();
  private pending: Found[] = [];
  private pendingHead = 0;
  private mainEnd = 0;
  private nextLf = -1;
  private noLfUntil = 0;
  private readonly target: number;

  /** the bare scanner's view of a schemeless link (schemedEnd) */
  private readonly probe: Candidate;
  private readonly probeCtx: ScanContext;

  constructor(
    private readonly maxLength: number,
    private readonly builder: RecordBuilder,
    private readonly emit: (f: Found) => void,
  ) {
    this.target = Math.min(4096, Math.max(1, maxLength >> 1));
    this.probe = new Candidate(maxLength + 8);
    this.probeCtx = {
      buf: new Uint8Array(0),
      n: 0,
      final: true,
      maxLength: maxLength + 8,
      lo: 0,
      breakFrom: 0,
    };
  }

  /**
   * Where the schemeless link that starts at text[from] ends when it is read as the
   * scheme'd one, `http://` + the text up to the next space, under the bare rules
   * (delimiters/bare.ts): the same trailing punctuation, brackets, braces and apostrophes
   * (`example.org/:` and `(example.org/.)` end at the "/"; `example.org/'_(foo)` keeps its
   * path, as `http://example.org/'_(foo)` does). linkify-it's end `to` stays when the bare
   * reading ends in the host or is not one slice of the text, and it is only ever moved
   * further along a path: past the host (`example.com@about`) the match is linkify-it's.
   */
  private schemedEnd(text: string, view: string, from: number, to: number, next: number): number {
    let slash = from;
    while (slash < to && !isHostEnd(text.charCodeAt(slash))) slash++;
    // the text read: to the next space, at most MAX_EXTENSION past linkify-it's end and not
    // into its next match — each character is read for one match (linear; a run of matches
    // without spaces, "a.com,a.com,…", read to its end per match was quadratic)
    const limit = Math.min(text.length, next, to + MAX_EXTENSION, from + this.maxLength);
    // (a space of the view ends it too: the closing run of an emphasis, "_example.com/a_")
    let e = to;
    while (e < limit && !isSpace(view.charCodeAt(e))) e++;
    let read = text.slice(from, e);
    // a "(" left open in the link and a space after it: the bare rules look for its ")"
    // later on the line (bare-pairs.ts closedAhead: "www.a.com/We_Up(URL description) ok" ends at
    // "We_Up"); at most PAREN_AHEAD more characters, and only for such a link (linear)
    const after = e < text.length ? text.charCodeAt(e) : 0;
    if ((after === 0x20 || after === 0x09) && opensParen(read)) {
      read += text.slice(e, Math.min(text.length, e + PAREN_AHEAD));
    }
    const bytes = utf8Encoder.encode(`http://${read}`);
    const ctx = this.probeCtx;
    ctx.buf = bytes;
    ctx.n = bytes.length;
    const cand = this.probe;
    cand.reset();
    if (scanBare(ctx, cand, 0, 0, 4, "bare", false) !== FOUND) return to;
    if (cand.joinedLen >= 0 || cand.uriStart !== 0) return to;
    const end = from + utf16Length(bytes, 7, cand.uriEnd);
    if (end <= slash) return to;
    if (end > to && slash >= to) return to;
    return end;
  }

  /**
   * Spans of main candidates that gave no record (invalid, or a scheme not asked for), in
   * order of start: a fuzzy link inside one is a piece of a URI (`…/a[b]?u=foo.com`,
   * `http://x.example:99999/?next=bar.org`), not a link of its own. Only unwrapped ones:
   * an angle candidate with spaces inside (`<Note: see www.example.com>`) is prose.
   */
  private readonly blockedStart: number[] = [];
  private readonly blockedEnd: number[] = [];
  private blockedHead = 0;

  block(start: number, end: number): void {
    this.blockedStart.push(start);
    this.blockedEnd.push(end);
  }

  /**
   * Forget the blocked spans that end by `limit`: fuzzy matches come in order of start, so
   * a span that ends before one starts (or before the next segment) blocks no later one.
   * Called per match and per segment, so that the list stays short on a long input.
   */
  private unblockBefore(limit: number): void {
    const bs = this.blockedStart;
    const be = this.blockedEnd;
    while (this.blockedHead < bs.length && be[this.blockedHead]! <= limit) this.blockedHead++;
    if (this.blockedHead === bs.length) {
      if (bs.length > 0) {
        bs.length = 0;
        be.length = 0;
        this.blockedHead = 0;
      }
    } else if (this.blockedHead > 1024) {
      bs.splice(0, this.blockedHead);
      be.splice(0, this.blockedHead);
      this.blockedHead = 0;
    }
  }

  /** records from the main scanner, in order of start */
  queueAll(records: readonly Found[]): void {
    for (let i = 0; i < records.length; i++) this.pending.push(records[i]!);
  }

  /** Process every segment that is complete and that the main scanner has passed. */
  advance(buf: Uint8Array, base: number, n: number, corePos: number, final: boolean): void {
    for (;;) {
      const a = this.from;
      if (a >= base + n) return;
      const b = this.segmentEnd(buf, base, n, final);
      if (b < 0) return;
      if (!final && corePos < b + MAX_SCHEME + 16) return;
      this.segment(buf, base, n, a, b);
      this.from = b;
    }
  }

  finish(buf: Uint8Array, base: number, n: number): void {
    this.advance(buf, base, n, Number.POSITIVE_INFINITY, true);
    this.flushMain(Number.POSITIVE_INFINITY);
  }

  /** end of the segment starting at `from`, or -1 when more bytes are needed */
  private segmentEnd(buf: Uint8Array, base: number, n: number, final: boolean): number {
    const a = this.from;
    const end = base + n;
    const t = a + this.target;
    const hard = a + this.maxLength;
    if (this.nextLf < t) {
      // search only what is not known to hold no LF (a long line is read once)
      const from = Math.max(t, this.noLfUntil);
      const k = indexOfIn(buf, 0x0a, from - base, n);
      this.nextLf = k < 0 ? -1 : base + k;
      if (k < 0 && from < end) this.noLfUntil = end;
    }
    if (this.nextLf >= 0 && this.nextLf < hard) return this.nextLf + 1;
    if (end >= hard) {
      for (let k = hard - 1; k >= t; k--) {
        const x = buf[k - base]!;
        if (x === 0x20 || x === 0x09) return k + 1;
      }
      // cut at a character boundary: the byte at `hard` tells whether a character
      // goes on there — when it has not arrived yet, wait (bytes past the window are stale)
      if (hard === end && !final) return -1;
      let h = hard;
      while (h > t && h < end && (buf[h - base]! & 0xc0) === 0x80) h--;
      return h;
    }
    return final ? end : -1;
  }

  private segment(buf: Uint8Array, base: number, n: number, a: number, b: number): void {
    const text = decodeSpan(buf, a - base, b - base);
    // the byte before the segment (kept: the carry-over holds HISTORY bytes before `from`)
    const prev = a > 0 ? buf[a - base - 1]! : 0x20;
    // message identifiers: the verdict of the line the previous segment ended in goes on —
    // into a segment that starts inside that line (a line longer than a segment), or into a
    // folded line that continues it
    startIdLines(text, prev === 0x0a || prev === 0x0d || a === 0, this.idCarry);
    const view = linkifyView(text, prev < 0x80 ? String.fromCharCode(prev) : "x");
    const matches = linkify().match(view);
    const fuzzy: Found[] = [];
    // an ill-formed byte became U+FFFD: a code unit no longer maps to a fixed byte count
    const offsets =
      matches && text.includes("\uFFFD")
        ? unitByteOffsets(buf, a - base, b - base, text.length)
        : null;
    if (matches) {
      let ci = 0;
      let bi = a;
      // end of the last fuzzy link (a link's end may move past linkify-it's match)
      let fuzzyEnd = 0;
      for (let mi = 0; mi < matches.length; mi++) {
        const m = matches[mi]!;
        const isEmail = m.schema === "mailto:" && !/^mailto:/i.test(m.raw);
        if (m.schema !== "" && !isEmail) continue;
        // the part of the match that is the link (linkify-it's match, trimmed)
        const cut = isEmail ? emailSpan(m.raw) : hostScriptSpan(m.raw);
        if (cut < 0) continue;
        const from = m.index + (cut & 0xffff);
        let to = m.index + (cut >>> 16);
        if (from < fuzzyEnd) continue;
        // a JSON string's escape glued to the name, of a character that the name goes on
        // with: linkify-it reads its letters as the name's (escapes of a separator are
        // blanks to it: linkifyView)
        if (from > 0 && text.charCodeAt(from - 1) === 0x5c && gluedToEscape(text, from)) continue;
        if (!isEmail) {
          // "#test.com", "$TVI.CA": a hashtag, a cashtag or a shell variable glued to a name
          // is no link (twitter-text); only a scheme says so there ("$http://…" is read)
          const before = from > 0 ? text.charCodeAt(from - 1) : 0;
          // … nor a name glued to a percent-encoding ("foo@bar%2Ebar.com": "2Ebar.com" is a
          // piece of "%2E")
          if (before === 0x23 || before === 0x24 || before === 0x25) continue;
          // "person(a)example.com", "person[at]example.com": an address written so that
          // harvesters miss it (Mailman's archives: HyperKitty's tests), not a link to its
          // mail domain
          if ((before === 0x29 || before === 0x5d) && obfuscatedAt(text, from)) continue;
          // "me@ex&auml;mple.com": the rest of a word after a character reference in it is
          // no name of its own ("mple.com"; "&nbsp;www.example.com" still is a link)
          if (before === 0x3b && referenceInWordBefore(text, from - 1)) continue;
          if (
            from >= 2 &&
            text.charCodeAt(from - 2) === 0x25 &&
            isHexDigit(text.charCodeAt(from - 1))
          )
            continue;
          const next = mi + 1 < matches.length ? matches[mi + 1]!.index : text.length;
          to = this.schemedEnd(text, view, from, to, Math.max(next, to));
          // "example.com@about": a name glued to "@" and a word is no link (Rust linkify)
          if (text.charCodeAt(to) === 0x40) continue;
          // "err.info = {", "exports.name = 'x'": a name assigned to is code's or a
          // config's key (its TLD a property's name), not a link — as a key before "=" is
          // (isFieldName); so is one called, indexed or compared ("logger.info(",
          // "Object.is(", "os.name == 'nt'") or a receiver's member ("self.name")
          if (assignedAt(text, from, to) || memberUseAt(text, from, to)) continue;
        }
        fuzzyEnd = to;
        // "git@github.com:vim/vim.git": Git's scp-like SSH remote (user@host:path), no
        // e-mail address; an address before ": " or at a line's end still is one
        if (isEmail && text.charCodeAt(to) === 0x3a && isRemotePathStart(text.charCodeAt(to + 1)))
          continue;
        // "Message-ID: <2000…ABC@mail.example.com>": a message identifier, no address (RFC
        // 5322 §3.6.4; DESIGN: Message-IDs are not URIs), in quoted or forwarded headers
        if (isEmail && messageIdAt(text, from)) continue;
        // postfix's `message-id=<…>`, `msgid=<…>`, a line's `Message-Id: …`: the same
        if (isEmail && messageIdFieldBefore(text, from)) continue;
        // "<auth.info>", "[ID 800047 auth.info]", "daemon.info dnsmasq[…]": syslog's
        // facility.severity (RFC 5424 §6.2.1; BSD syslogd -v), not the host of the "info" TLD
        if (!isEmail && syslogPriorityAt(text, from, to)) continue;
        // "setup.py", "README.md", "Makefile.in": a file's name (fuzzy-file-names.ts)
        if (!isEmail && (isFileName(text, from, to) || isFileNameInContext(text, from, to)))
          continue;
        // "H.J.Lu": a person's initials and surname, not a host under ".lu"
        if (!isEmail && initialsAt(text, from, to)) continue;
        // "k8s.io/client-go/informers/factory.go:134:" (klog), "…/server.go:88 +0x1d": a
        // file and its line in a log, the line number is not the path's
        if (!isEmail) to = lineNumberCut(text, from, to);
        // "https&#58;&#47;&#47;example.com/x": the scheme written with references is the
        // link's (fuzzy-encoded-scheme.ts)
        let scheme = isEmail ? "mailto" : "http";
        let at = from;
        if (!isEmail && from > 0 && text.charCodeAt(from - 1) === 0x3b) {
          const written = encodedScheme(text, from);
          if (written !== "" && encodedSchemeStart.at >= ci) {
            scheme = written;
            at = encodedSchemeStart.at;
          }
        }
        let start: number;
        let end: number;
        if (offsets === null) {
          bi += utf8Units(text, ci, at);
          ci = at;
          start = bi;
          end = start + utf8Units(text, at, to);
        } else {
          start = a + offsets[at]!;
          end = a + offsets[to]!;
        }
        if (this.overlapsMain(start, end)) continue;
        if (!this.builder.allows(scheme)) continue;
        const raw = text.slice(at, to);
        this.lines.advance(buf, base, n, start);
        const f = this.builder.one(
          isEmail ? mailtoUri(raw) : withReferencesRead(`${scheme}://${text.slice(from, to)}`),
          scheme,
          NO_ITEMS,
          "fuzzy",
          false,
          raw,
          start,
          end,
          this.lines.line1,
          this.lines.column1,
        );
        if (f !== null) fuzzy.push(f);
      }
    }
    // the verdict of the segment's last line, for the next segment
    this.idCarry = idLinesEnd(text);
    // merge with the main records that start in this segment, by start
    for (const f of fuzzy) {
      this.flushMain(f.start);
      this.emit(f);
    }
    this.flushMain(b);
    this.unblockBefore(b);
  }

  private overlapsMain(start: number, end: number): boolean {
    if (start < this.mainEnd) return true;
    this.unblockBefore(start);
    const bs = this.blockedStart;
    const be = this.blockedEnd;
    for (let k = this.blockedHead; k < bs.length && bs[k]! < end; k++) {
      if (be[k]! > start) return true;
    }
    for (let k = this.pendingHead; k < this.pending.length; k++) {
      const f = this.pending[k]!;
      if (f.start >= end) break;
      if (f.end > start) return true;
    }
    return false;
  }

  /** emit main records that start before `limit` */
  private flushMain(limit: number): void {
    const p = this.pending;
    while (this.pendingHead < p.length && p[this.pendingHead]!.start < limit) {
      const f = p[this.pendingHead++]!;
      if (f.end > this.mainEnd) this.mainEnd = f.end;
      this.emit(f);
    }
    if (this.pendingHead === p.length) {
      p.length = 0;
      this.pendingHead = 0;
    }
  }
}

/**
 * A string's escape (JSON, RFC 8259 §7; C) at text[i] ("\\", then "n", "t", "r" or "u" and
 * four hex digits) that stands for a character between words — a line break, a tab, a
 * quote, "<" — and that a name or an address follows ("see\\nwww.example.com",
 * "\\u003ckim@example.com\\u003e" in a log's JSON): its end, else i. An even run of
 * backslashes escapes itself, and "\\n" in a Windows path is a folder's initial
 * ("C:\\temp\\new.example.com"). Checked at a run's last backslash only (linear).
 */
function escapedSeparatorEnd(text: string, i: number): number {
  let k = i - 1;
  while (k >= 0 && text.charCodeAt(k) === 0x5c) k--;
  if ((i - k) % 2 === 0) return i;
  const c = text.charCodeAt(i + 1);
  let e = i;
  if (c === 0x6e || c === 0x74 || c === 0x72) {
    if (!drivePathBefore(text, i)) e = i + 2;
  } else if (c === 0x75) {
    const cp = hex4At(text, i + 2);
    if (
      cp >= 0 &&
      cp < 0x80 &&
      !isAsciiAlnum(cp) &&
      !NAME_GOES_ON.includes(String.fromCharCode(cp))
    )
      e = i + 6;
  }
  return e > i && isAsciiAlnum(text.charCodeAt(e)) ? e : i;
}

/**
 * A name found at text[i] right after a backslash and a "\\uXXXX" escape's rest that stands
 * for a character a name goes on with ("\\u002Fcal.example.com": a path's "/" before "cal",
 * the escape serialize-javascript writes): no name of its own
 */
function gluedToEscape(text: string, i: number): boolean {
  if (text.charCodeAt(i) !== 0x75) return false;
  const cp = hex4At(text, i + 1);
  // a letter of an IRI's name ("caf\\u00e9.example.fr"): a name of its own only whole
  if (cp >= 0x80) return LETTER.test(String.fromCodePoint(cp));
  return (
    cp >= 0 && cp < 0x80 && (isAsciiAlnum(cp) || NAME_GOES_ON.includes(String.fromCharCode(cp)))
  );
}

/** the value of four hex digits at text[i…], or -1 */
function hex4At(text: string, i: number): number {
  let cp = 0;
  for (let j = i; j < i + 4; j++) {
    const d = text.charCodeAt(j);
    if (!isHexDigit(d)) return -1;
    cp = cp * 16 + (d <= 0x39 ? d - 0x30 : (d | 0x20) - 0x57);
  }
  return cp;
}

/**
 * The name text[from, to) (no path) is followed by blanks and an assignment's "=" (not "==",
 * "=>"): "err.info = {"
 */
function assignedAt(text: string, from: number, to: number): boolean {
  let k = to;
  while (
    k < text.length &&
    k - to < 4 &&
    (text.charCodeAt(k) === 0x20 || text.charCodeAt(k) === 0x09)
  )
    k++;
  if (k === to || text.charCodeAt(k) !== 0x3d) return false;
  const next = text.charCodeAt(k + 1);
  if (next === 0x3d || next === 0x3e) return false;
  for (let j = from; j < to; j++) if (text.charCodeAt(j) === 0x2f) return false;
  // a host's name in a hosts or DNS table ("www.example.com = 93.184.216.34"): "www." or a
  // generic TLD no property is named after
  if (/^www\./i.test(text.slice(from, to)) || ASSIGNED_HOST_TLD.test(text.slice(from, to))) {
    return false;
  }
  return true;
}

const ASSIGNED_HOST_TLD = /\.(?:com|org|net|edu|gov)$/i;

/**
 * The name text[from, to) (two labels, no path) is code's: a member called
 * ("logger.info(", "Object.is(a, b)"), compared ("os.name == 'nt'",
 * "token.NAME != x") or of a receiver ("self.name", "this.id", "cls.name"): its TLD is a
 * property's name (review 20a: ~3,000 such links in Python and JavaScript sources)
 */
function memberUseAt(text: string, from: number, to: number): boolean {
  let dot = -1;
  for (let j = from; j < to; j++) {
    const u = text.charCodeAt(j);
    if (u === 0x2f || u === 0x3a || u === 0x40) return false;
    if (u === 0x2e) {
      if (dot >= 0) return false; // more than two labels
      dot = j;
    }
  }
  if (dot < 0) return false;
  const name = text.slice(from, to);
  if (/^www\./i.test(name) || ASSIGNED_HOST_TLD.test(name)) return false;
  if (RECEIVERS.has(text.slice(from, dot))) return true;
  const next = text.charCodeAt(to);
  if (next === 0x28) return true;
  let k = to;
  while (k < text.length && k - to < 4 && text.charCodeAt(k) === 0x20) k++;
  if (k === to) return false;
  const a = text.charCodeAt(k);
  return (a === 0x3d || a === 0x21) && text.charCodeAt(k + 1) === 0x3d;
}

/**
 * text[from, to) is initials and a surname: two or more single capital letters, each with
 * its dot, then a capitalised word ("H.J.Lu" — H. J. Lu; ".lu" is a ccTLD)
 */
function initialsAt(text: string, from: number, to: number): boolean {
  let k = from;
  let initials = 0;
  while (
    k + 1 < to &&
    text.charCodeAt(k) >= 0x41 &&
    text.charCodeAt(k) <= 0x5a &&
    text.charCodeAt(k + 1) === 0x2e
  ) {
    initials++;
    k += 2;
  }
  if (initials < 2 || k + 2 > to) return false;
  const first = text.charCodeAt(k);
  if (!(first >= 0x41 && first <= 0x5a)) return false;
  for (let j = k + 1; j < to; j++) {
    const u = text.charCodeAt(j);
    if (!(u >= 0x61 && u <= 0x7a)) return false;
  }
  return true;
}

/** the receivers of methods in Python and JavaScript */
const RECEIVERS = new Set(["self", "this", "cls"]);

/** characters that a name, a path or an address runs on with when an escape writes them */
const NAME_GOES_ON = "-._~/@:%+=&?#";

/**
 * The word before the backslash at text[i] is a Windows path: it holds a drive's ":\\"
 * ("C:\\temp\\new.example.com") or starts with a UNC path's "\\\\" or a relative ".\\" or
 * "..\\" — looked at back to a blank or a quote, at most 64 characters
 */
function drivePathBefore(text: string, i: number): boolean {
  let k = i;
  for (; k > 0 && i - k < 64; k--) {
    const u = text.charCodeAt(k - 1);
    if (u === 0x20 || u === 0x09 || u === 0x0a || u === 0x22 || u === 0x27) break;
    if (u === 0x5c && k - 2 >= 0 && text.charCodeAt(k - 2) === 0x3a) return true;
  }
  return text.startsWith("\\\\", k) || text.startsWith(".\\", k) || text.startsWith("..\\", k);
}

/**
 * The address at text[i] is the value of a message identifier's field in a log line:
 * `message-id=<…>` (postfix cleanup), `msgid=…`, `id=…` (exim), `Message-Id: …` after
 * other text (RFC 5322 §3.6.4 names the field)
 */
function messageIdFieldBefore(text: string, i: number): boolean {
  let k = i;
  if (text.charCodeAt(k - 1) === 0x3c) k--;
  else if (k >= 4 && text.slice(k - 4, k).toLowerCase() === "&lt;") k -= 4;
  if (text.charCodeAt(k - 1) === 0x20 && text.charCodeAt(k - 2) === 0x3a) k--;
  const sep = text.charCodeAt(k - 1);
  if (sep !== 0x3d && sep !== 0x3a) return false;
  let w = k - 1;
  while (w > 0 && k - 1 - w < 10) {
    const u = text.charCodeAt(w - 1);
    if (!isAsciiAlnum(u) && u !== 0x2d && u !== 0x5f) break;
    w--;
  }
  if (w > 0 && isAsciiAlnum(text.charCodeAt(w - 1))) return false;
  return MESSAGE_ID_KEYS.has(text.slice(w, k - 1).toLowerCase());
}

/** syslog facilities (RFC 5424 §6.2.1 and the BSD names) */
const SYSLOG_FACILITIES = new Set([
  ...["kern", "user", "mail", "daemon", "auth", "authpriv", "syslog", "lpr", "news", "uucp"],
  ...["cron", "ftp", "ntp", "audit", "security", "console", "mark", "clock"],
  ...["local0", "local1", "local2", "local3", "local4", "local5", "local6", "local7"],
]);

/** text[from, to) is `facility.info` (any case): "info" is the one severity that is a TLD */
function syslogPriorityAt(text: string, from: number, to: number): boolean {
  if (to - from < 7 || to - from > 13) return false;
  const name = text.slice(from, to).toLowerCase();
  return name.endsWith(".info") && SYSLOG_FACILITIES.has(name.slice(0, -5));
}

/**
 * A fuzzy link text[from, to) whose path ends in a file name, ":" and digits
 * (`…/factory.go:134`, `…/script.sh:10`): the end before the ":", a line number in a log.
 * Else `to`.
 */
function lineNumberCut(text: string, from: number, to: number): number {
  let k = to;
  while (k > from && isAsciiDigit(text.charCodeAt(k - 1))) k--;
  if (k === to || k - 1 <= from || text.charCodeAt(k - 1) !== 0x3a) return to;
  // the file name's extension: "." and 1 to 5 letters or digits, a letter among them
  let e = k - 1;
  let letter = false;
  while (e > from && k - 1 - e <= 5 && isAsciiAlnum(text.charCodeAt(e - 1))) {
    if (!isAsciiDigit(text.charCodeAt(e - 1))) letter = true;
    e--;
  }
  if (!letter || e === k - 1 || text.charCodeAt(e - 1) !== 0x2e) return to;
  // … in the path, not the host's last label ("example.com:8080" is a port)
  const slash = text.indexOf("/", from);
  return slash >= 0 && slash < e ? k - 1 : to;
}

/**
 * text[semi] is the ";" of a character reference ("&auml;", "&#228;") glued after a letter
 * or digit (bounded look-back: a reference name is short)
 */
function referenceInWordBefore(text: string, semi: number): boolean {
  let k = semi - 1;
  while (k >= 0 && semi - k <= 32) {
    const u = text.charCodeAt(k);
    if (u === 0x26) return k > 0 && isAsciiAlnum(text.charCodeAt(k - 1));
    if (!(isAsciiAlnum(u) || u === 0x23)) return false;
    k--;
  }
  return false;
}

/** brackets and quotes that open an address in a script written without spaces */
const ADDRESS_BRACKETS = "<[(\"'\u300c\u300e\uff08\u3010\u300a\u3008\u201c\u2018\u00ab";

/** a Hangul syllable or jamo: Korean is written with spaces between words */
function isHangul(cp: number): boolean {
  return (
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x3130 && cp <= 0x318f)
  );
}
