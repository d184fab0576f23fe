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
import {
  decodeUtf8At,
  hostCodePoint,
  isAsciiAlnum,
  isAsciiDigit,
  isHexDigit,
  isSpace,
  noSpaceScript,
  utf8,
} from "./chars.js";
import { scanBare } from "./delimiters/bare.js";
import { decodeSpan, type RecordBuilder, withReferencesRead } from "./found.js";
import { NO_ITEMS } from "./frozen-list.js";
import { encodedScheme, encodedSchemeStart } from "./fuzzy-encoded-scheme.js";
import { gluedToEscape } from "./fuzzy-escapes.js";
import { isFileName, isFileNameInContext } from "./fuzzy-file-names.js";
import { linkifyView } from "./fuzzy-view.js";
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
