/**
 * The e-mail address side of fuzzy mode (fuzzy.ts): the address in linkify-it's e-mail match
 * (RFC 5321 §4.1.2 domains, RFC 5322 local parts; the quoting, markup, log fields, bounce
 * tags, versions and image names around or in it), its mailto URI (RFC 6068 §2), and the
 * matches that are no address: Git's scp-like remote, a message identifier's field (RFC 5322
 * §3.6.4).
 */

import { parseIPv6 } from "../core/host.js";
import { isAsciiAlnum, isAsciiDigit, isAsciiLetter } from "./chars.js";
import { span } from "./fuzzy-match-span.js";

/** a path of Git's scp-like remote may start with this character (after "host:") */
export function isRemotePathStart(u: number): boolean {
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

/**
 * The address in an e-mail match, or -1: its domain must be letters, digits, hyphens and
 * dots (RFC 5321 §4.1.2; non-ASCII letters for IDN). linkify-it takes
 * `hello@mail+xyz.example` as an address, which the GFM spec gives as its example of one
 * that is not. `angled`: the match is the whole of a `<…>` ("To: Dashy <-dashy@example.net>":
 * the brackets say where the address starts, so a leading "-" is its own, RFC 5322 atext).
 */
export function emailSpan(raw: string, angled = false): number {
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
  // … and after leading hyphens: a command-line option's ("--author=jane@example.org") or
  // a dash glued to the address (a list footer's "mailing list -- usrp-users@…" quoted
  // without its space: "--usrp-users@lists.ettus.com"). RFC 5322 atext allows a "-" first;
  // in text it is the option's or the sentence's
  while (a < at && (raw.charCodeAt(a) === 0x3d || (raw.charCodeAt(a) === 0x2d && !angled))) a++;
  // … and a "+" before a letter: a bot's contact in a User-Agent, "(compatible;
  // NetcraftSurveyAgent/1.0; +info@netcraft.com)", as "+http://…" marks its URL (a phone
  // number's "+1555…@" and pymdownx's "+@b.com" stay)
  if (a + 1 < at && raw.charCodeAt(a) === 0x2b && isAsciiLetter(raw.charCodeAt(a + 1))) a++;
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
  // (but sourcehut's mailing lists, "~sircmpwn/public-inbox@lists.sr.ht": a "~", the owner's
  // name, one "/" and the list's name; "~" and "/" are atext, RFC 5322 §3.2.3, and the
  // whole is the list's address)
  const slash = raw.lastIndexOf("/", at);
  if (slash >= 0 && !sourcehutList(raw, a, slash, at)) return -1;
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
  // (a lone "~" that no "~" closes is the local part's: atext, RFC 5322 §3.2.3 — GFM's
  // strikethrough is "~" on both sides; Lucene's "~+Kdz@3mousnl.SE")
  const lone = raw.charCodeAt(a) === 0x7e && raw.charCodeAt(a + 1) !== 0x7e;
  if (!(lone && !raw.includes("~", end))) {
    // (a "{" whose "}" is in the local part is atext, RFC 5322 §3.2.3, as the "}" is:
    // haskell-email-validate's valid "{_test_}@example.com" gave the half "_test_}@…")
    while (a < at && MARKUP_OPEN.includes(raw[a]!)) {
      if (raw.charCodeAt(a) === 0x7b && raw.lastIndexOf("}", at) > a) break;
      a++;
    }
  }
  if (a >= at) return -1;
  return span(a, end);
}

/**
 * raw[a, at) is a sourcehut list's local part: "~", the owner (letters, digits, "_", "-"),
 * the one "/" at raw[slash], the list's name (letters, digits, "_", "-", "."; not opening
 * with "." — no path's "~user/.ssh/…"), and the domain after raw[at] a lists server's,
 * "lists." first (lists.sr.ht, a self-hosted instance's lists.example.org): a home
 * directory's file, "~alice/notes@home.txt", "cd ~deploy/releases@prod.example.com", is no
 * address (session 51 review)
 */
function sourcehutList(raw: string, a: number, slash: number, at: number): boolean {
  if (raw.charCodeAt(a) !== 0x7e || slash < a + 2 || slash + 1 >= at) return false;
  if (raw.slice(at + 1, at + 7).toLowerCase() !== "lists.") return false;
  if (raw.charCodeAt(slash + 1) === 0x2e) return false;
  for (let k = a + 1; k < at; k++) {
    if (k === slash) continue;
    const u = raw.charCodeAt(k);
    if (!(isAsciiAlnum(u) || u === 0x5f || u === 0x2d || (k > slash && u === 0x2e))) return false;
  }
  return true;
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
 * too, as in a URI's host ("info@c✶.org" as "http://c✶.ws", RULES.md "Glued symbols":
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
 * (`bounces+user=example.com@…`, SRS, BATV), `/`, `?`, `#`, `%`. §6.2: `Mike&family@example.org`
 * is `mailto:Mike%26family@example.org`. Non-ASCII stays (an IRI; its URI form is the normal
 * form). An address literal's "[" and "]" are encoded too (§2 (1)).
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
  // an address literal's brackets: RFC 6068 §2 (1) has "[" and "]" percent-encoded
  if (address.charCodeAt(at + 1) === 0x5b && address.endsWith("]")) {
    return `${out}${address.slice(from, at + 1)}%5B${address.slice(at + 2, -1)}%5D`;
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
 * The address at text[i] is the value of a message identifier's field in a log line:
 * `message-id=<…>` (postfix cleanup), `msgid=…`, `id=…` (exim), `Message-Id: …` after
 * other text (RFC 5322 §3.6.4 names the field)
 */
export function messageIdFieldBefore(text: string, i: number): boolean {
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

/**
 * text[i] is the "[" of an address literal after an address's "@": an IPv4 address, or
 * "IPv6:" and an IPv6 address, then "]" (RFC 5321 §4.1.3; RFC 5322 §3.4.1's domain-literal,
 * "jdoe@[192.168.0.1]", which email validators take): the index after the "]", else -1
 */
export function addressLiteralEnd(text: string, i: number): number {
  // (its "]" looked for over 64 code units only: an unbounded search from each "@[" ran to
  // the segment's end — 512 kB of "@[" under a large maxLength took 2.3 s; the session 51
  // audit)
  let close = i + 1;
  while (close - i <= 64 && close < text.length && text.charCodeAt(close) !== 0x5d) close++;
  if (close - i > 64 || close >= text.length) return -1;
  if (text.slice(i + 1, i + 6).toLowerCase() === "ipv6:") {
    return parseIPv6(text, i + 6, close) === null ? -1 : close + 1;
  }
  return isIPv4Literal(text, i + 1, close) ? close + 1 : -1;
}

/**
 * IPv4-address-literal = Snum 3("." Snum), Snum = 1*3DIGIT of a value 0–255 (RFC 5321
 * §4.1.3): unlike RFC 3986's dec-octet, a leading zero is allowed ("[082.015.228.189]")
 */
function isIPv4Literal(text: string, from: number, to: number): boolean {
  let parts = 0;
  let k = from;
  while (k < to) {
    const a = k;
    while (k < to && k - a < 4 && isAsciiDigit(text.charCodeAt(k))) k++;
    if (k === a || k - a > 3 || Number(text.slice(a, k)) > 255) return false;
    parts++;
    if (k === to) break;
    if (text.charCodeAt(k) !== 0x2e || parts === 4) return false;
    k++;
    if (k === to) return false;
  }
  return parts === 4;
}
