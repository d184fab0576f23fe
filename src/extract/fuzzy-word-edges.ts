/**
 * What fuzzy mode's text view (fuzzy-view.ts) reads around a position: the characters that
 * open a word before a name or an address (brackets, and the quotation marks of several
 * languages), a local part's letters, and the dotted name that ends there (a host's, an
 * address's domain, a "www." name, a port after one, a label such as "email:").
 */

import { isAsciiAlnum, isAsciiLetter, isSpace } from "./chars.js";

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

/**
 * text[k, i) holds a "." — looked for in the name run only: `lastIndexOf(".", i - 1)` went
 * on back past the run to the segment's start when the run had none, once per "/", "?",
 * "=" after a word ("a/ a/ a/ …": 1 MB took 3.4 s, one 512 kB segment under a large
 * maxLength 113 s; the session 51 audit)
 */
function dotIn(text: string, k: number, i: number): boolean {
  for (let j = i - 1; j >= k; j--) if (text.charCodeAt(j) === 0x2e) return true;
  return false;
}

/** text[i] ends a dotted name ("gmail.com", "www.google.com"; an address's domain too) */
export function dottedNameBefore(text: string, i: number): boolean {
  const k = nameRunStart(text, i);
  return k < i && dotIn(text, k, i);
}

/** the word before text[i] (a ":") is a label for an address: "email", "E-mail", "mail" … */
export function labelBefore(text: string, i: number): boolean {
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

/**
 * the word before text[i] (a ":") is a source route: "@" and a domain, perhaps more such
 * hops joined by "," ("<@a.example,@b.example:jane@c.example>": RFC 5321 §4.1.2 A-d-l,
 * RFC 5322 §4.4 obs-route, whose obs-domain-list allows empty elements: GMime's
 * "<@route1,,@route2,,,@route3:user@domain.com>"), opening a word; the address after the
 * ":" is the mailbox. Each hop is looked back over once, at most 256 code units in all
 */
export function routeBefore(text: string, i: number, before: string): boolean {
  let k = i;
  for (;;) {
    const s = nameRunStart(text, k);
    if (i - s > 256) return false;
    if (s === k || s === 0 || text.charCodeAt(s - 1) !== 0x40) return false;
    const c = charBefore(text, s - 1, before);
    if (c !== ",") return WORD_OPENERS.includes(c);
    k = s - 2;
    while (k > 0 && text.charCodeAt(k - 1) === 0x2c) k--;
  }
}

/**
 * the word before text[i] (a ":") names a group glued to its first address (RFC 5322 §3.4:
 * group = display-name ":" [group-list] ";"): letters, digits, "-" and "_" opening a word
 * (after a blank, an opener, "," or ";", or the start), and a ";" after the ":" closes the
 * group's list. A userinfo, "user:pass@host", has no such list after its host, so:
 * - a name that opens with a capital (email-addresses' "Managing
 *   Partners:ben@example.com,carol@example.com;", "Friends:jane@…, Bob <bob@…>;"): the list
 *   holds no ":", "/" or line break before its ";" (`Root:pw@host.example.com/x;`,
 *   `Team:a@b.example:22;` stay none), each member an "@", and one member only in an
 *   address list (groupMembersAhead, inAddressList);
 * - any other name (emailjs-addressparser's "Disclosed:andris@tr.ee, andris@example.com;"):
 *   the list is plain addresses (a local part's letters, digits and ". _ % + -", "@", a dotted
 *   domain) joined by "," and blanks, two at least ("login with admin:secret@example.com;
 *   then" stays none).
 * Looked at over at most 512 code units after the ":", 64 before it
 */
export function groupBefore(text: string, i: number, before: string): boolean {
  let k = i;
  while (k > 0 && i - k <= 64) {
    const u = text.charCodeAt(k - 1);
    if (!(isAsciiAlnum(u) || u === 0x2d || u === 0x5f)) break;
    k--;
  }
  if (k === i || i - k > 64) return false;
  const c = charBefore(text, k, before);
  if (!(WORD_OPENERS.includes(c) || c === "," || c === ";")) return false;
  const first = text.charCodeAt(k);
  if (first >= 0x41 && first <= 0x5a) {
    const members = groupMembersAhead(text, i);
    // (one member only: the group in an address list, after "," or an address field's
    // "To:"; a userinfo's "Jump:pw@bastion.example.com;" in a shell line, YAML's
    // "user: Admin:s3cret@db.example.com;" and "key=v; User:pw@host.example.com;x=1" are
    // no group, session 51 review)
    return members > 1 || (members === 1 && inAddressList(text, k, before));
  }
  let j = i + 1;
  let list = false;
  for (;;) {
    const local = j;
    while (j < text.length && j - i < 512 && localUnit(text.charCodeAt(j))) j++;
    if (j === local || text.charCodeAt(j) !== 0x40) return false;
    const domain = ++j;
    let dot = false;
    while (j < text.length && j - i < 512) {
      const u = text.charCodeAt(j);
      if (u === 0x2e) dot = true;
      else if (!(isAsciiAlnum(u) || u === 0x2d)) break;
      j++;
    }
    if (j === domain || !dot) return false;
    while (j - i < 512 && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
    // (two addresses at least: "user:pass@example.com;" in a shell line is a userinfo)
    if (text.charCodeAt(j) === 0x3b) return list;
    if (text.charCodeAt(j) !== 0x2c) return false;
    list = true;
    j++;
    while (j - i < 512 && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
  }
}

/**
 * The members of the group list after text[i] (a ":") up to its ";": each member, between
 * ","s outside a quoted string, holds an "@" ("Friends:jane@…, Bob <bob@…>;"); no ":", "/"
 * or line break before the ";" (`Root:pw@host.example.com/x;`, `Team:a@b.example:22;`).
 * 0 when it is no such list ("Backup:pass@backup.example.org, then wait;": a userinfo and
 * a sentence, session 51 review). Looked at over at most 512 code units
 */
function groupMembersAhead(text: string, i: number): number {
  let members = 0;
  let content = false;
  let at = false;
  let quoted = false;
  for (let j = i + 1; j < text.length && j - i <= 512; j++) {
    const u = text.charCodeAt(j);
    if (u === 0x3a || u === 0x2f || u === 0x0a || u === 0x0d) return 0;
    if (u === 0x22) quoted = !quoted;
    if (quoted) {
      content = true;
      continue;
    }
    if (u === 0x2c || u === 0x3b) {
      if (content && !at) return 0;
      if (content) members++;
      if (u === 0x3b) return members;
      content = false;
      at = false;
    } else if (u === 0x40) {
      at = true;
      content = true;
    } else if (u !== 0x20 && u !== 0x09) content = true;
  }
  return 0;
}

/** the address fields a group may open (RFC 5322 §3.6.2, §3.6.3, §3.6.6), lower case */
const ADDRESS_FIELDS = [
  "to",
  "cc",
  "bcc",
  "from",
  "sender",
  "reply-to",
  "resent-to",
  "resent-cc",
  "resent-bcc",
  "resent-from",
  "resent-sender",
];

/**
 * text[k] opens a word inside an address list: after blanks, a "," (an address before it,
 * "…;, Group2:alice@example.com;") or the ":" of an address field ("To: Team:a@b.example;");
 * at most 64 blanks and 16 letters looked at
 */
function inAddressList(text: string, k: number, before: string): boolean {
  let b = k;
  while (
    b > 0 &&
    k - b < 64 &&
    (text.charCodeAt(b - 1) === 0x20 || text.charCodeAt(b - 1) === 0x09)
  ) {
    b--;
  }
  const c = charBefore(text, b, before);
  if (c === ",") return !openGroupBefore(text, b - 1);
  if (c !== ":") return false;
  let w = b - 1;
  while (w > 0 && b - 1 - w < 16) {
    const u = text.charCodeAt(w - 1);
    if (!(isAsciiAlnum(u) || u === 0x2d)) break;
    w--;
  }
  if (w > 0 && isAsciiAlnum(text.charCodeAt(w - 1))) return false;
  return ADDRESS_FIELDS.includes(text.slice(w, b - 1).toLowerCase());
}

/**
 * The list item before the "," at text[c] lies after a name glued to a ":" with no ";"
 * between (`Hosts: Admin:pw@a.example.com, Guest:pw@b.example.com;`): inside that group, if it
 * were one, where no group may open (RFC 5322 §3.4: a group-list holds mailboxes, no group),
 * or after a userinfo's "user:" — so the name after the "," opens no group either (the
 * session 51 review's residual: the second password was read as an address). A field's
 * "To: " (a blank after its ":") closes nothing. Reads back at most 512 code units, on the
 * line
 */
function openGroupBefore(text: string, c: number): boolean {
  // (the ":" must open a "Name:local@domain" item: an "@" after it, before the ","; a
  // scheme's "http://", a time's "10:30" or a "(tel:555)" before the "," opens no group —
  // the session 52 review: `See http://example.com/, Sales:sales@example.com;` lost its
  // address)
  let at = false;
  for (let j = c - 1; j > 0 && c - j <= 512; j--) {
    const u = text.charCodeAt(j);
    if (u === 0x3b || u === 0x0a || u === 0x0d) return false;
    if (u === 0x40) at = true;
    if (u !== 0x3a || !at) continue;
    const next = text.charCodeAt(j + 1);
    if (next === 0x20 || next === 0x09 || next === 0x2f || next === 0x40) continue;
    if (isAsciiAlnum(text.charCodeAt(j - 1))) return true;
  }
  return false;
}

/** an ASCII letter, digit, ".", "_", "%", "+" or "-" (a local part's, as addressAhead reads it) */
function localUnit(u: number): boolean {
  return isAsciiAlnum(u) || u === 0x2e || u === 0x5f || u === 0x25 || u === 0x2b || u === 0x2d;
}

/** text[i] ends a dotted name that starts the word (after a space, an opener or the start) */
export function dottedWordBefore(text: string, i: number): boolean {
  const k = nameRunStart(text, i);
  if (k === i || !dotIn(text, k, i)) return false;
  return k === 0 || isSpace(text.charCodeAt(k - 1)) || WORD_OPENERS.includes(text[k - 1]!);
}

/** text[i…] starts with "www." and a letter or digit (any case) */
export function wwwAt(text: string, i: number): boolean {
  return (
    (text.charCodeAt(i) | 0x20) === 0x77 &&
    (text.charCodeAt(i + 1) | 0x20) === 0x77 &&
    (text.charCodeAt(i + 2) | 0x20) === 0x77 &&
    text.charCodeAt(i + 3) === 0x2e &&
    isAsciiAlnum(text.charCodeAt(i + 4))
  );
}

/**
 * the name of letters, digits, "-" and "." that ends at text[i] follows an "@" (the word
 * looked back over ends at the previous delimiter: each byte is looked at once)
 */
export function domainOfAddress(text: string, i: number): boolean {
  let k = i;
  while (k > 0) {
    const u = text.charCodeAt(k - 1);
    if (!(isAsciiAlnum(u) || u === 0x2d || u === 0x2e)) return u === 0x40;
    k--;
  }
  return false;
}

/**
 * … and a "." opens one only after these: at a line's start it is more often a dot-atom's
 * dot where the line was broken ("wade=" LF ".fife@ettus.com", raw quoted-printable)
 */
export const DOT_OPENERS = " \t([{<";

/**
 * the character before text[i]: at the text's start `before`, the input's character before
 * the segment (a space at the input's start), so that a segment's first word is read as
 * the same word in any other segment
 */
export function charBefore(text: string, i: number, before: string): string {
  return i > 0 ? text[i - 1]! : before;
}

/**
 * brackets and quotation marks that open a word before an address (the marks of
 * English, French, German, Danish and Swedish quotations: « » ‹ › ‘ ‚ “ ” „; and groff's
 * ⟨ around a man page's .MT address on a UTF-8 terminal)
 */
export const ADDRESS_OPENERS = "[\u00ab\u00bb\u2039\u203a\u2018\u201a\u201c\u201d\u201e\u27e8";

/** an address opener may follow ch: a word's start, or another opener or '"' */
export const opensWord = (ch: string): boolean =>
  WORD_OPENERS.includes(ch) || ADDRESS_OPENERS.includes(ch) || ch === '"';

/** a word starts after these ("a..b@example.com" holds no address) */
export const WORD_OPENERS = " \t\r\n([{<";

/** a letter or combining mark (of a local part) */
export const LETTER = /^[\p{L}\p{M}]$/u;

/** text[d] ends a port: the end, a space, "?", "#" or sentence punctuation */
export function endsPortAt(text: string, d: number): boolean {
  if (d >= text.length) return true;
  const u = text.charCodeAt(d);
  return u <= 0x20 || PORT_FOLLOWERS.includes(text[d]!);
}

const PORT_FOLLOWERS = "?#.,;:!)]>\"'";

/** the name that ends at text[i] (letters, digits, "-", ".") starts with "www." */
export function wwwHostBefore(text: string, i: number): boolean {
  const k = nameRunStart(text, i);
  return i - k > 4 && text.slice(k, k + 4).toLowerCase() === "www.";
}

/** brackets and quotes that open an address in a script written without spaces */
export const ADDRESS_BRACKETS = "<[(\"'\u300c\u300e\uff08\u3010\u300a\u3008\u201c\u2018\u00ab";

/**
 * The local part at text[i] is glued after a quoted string's closing '"' that its word
 * opened earlier (`"test"test@iana.org`, `just"not"right@example.com`): RFC 5322 §3.4.1
 * local-part = dot-atom / quoted-string / obs-local-part, and obs-local-part joins words
 * with "." only, so an atom glued to a quoted string makes no local part (is_email's
 * ERR_ATEXT_AFTER_QS, email-addresses 5.0.0 test #51; smtp-address-parser 1.1.0) — and its
 * tail is none either. The '"' closes when an odd number of '"' stand before it in the word
 * (back to a blank, at most 64 code units); one that opens a value (`"sub":"admin@…"` in
 * JSON, `to="jane@…"`, `"jane@example.com"`) leaves the address alone, and so does a
 * quoted string with a blank in it (`"Jane Doe"jane@…`: the word starts after the blank) or
 * a name's (`"Support"support@…`: displayNameAt);
 * a JSON string's escaped '\\"' is not counted, and one before the local part opens a value
 * (`"{\\"identity\\":\\"bob@example.org\\"` in RFC 8827's examples)
 */
export function quotedStringBefore(text: string, i: number): boolean {
  if (i < 2 || text.charCodeAt(i - 1) !== 0x22 || text.charCodeAt(i - 2) === 0x5c) return false;
  // a '"' after a separator opens a value, whatever the count says: the count starts at a
  // blank, so a quoted string with a blank before it (`"Jane Doe","jane@example.com"` in a
  // CSV row, `{"name":"Jane Doe","email":"jane@…"}` in JSON, `VALUES (1,"Jane Doe","jane@…")`
  // in SQL) leaves one '"' of its own in the word and the count's parity flips
  if (VALUE_SEPARATORS.includes(text[i - 2]!)) return false;
  let quotes = 0;
  let opener = -1;
  for (let k = i - 2; k >= -1 && i - k <= 64; k--) {
    const u = k < 0 ? 0x20 : text.charCodeAt(k);
    if (u === 0x20 || u === 0x09 || u === 0x0a || u === 0x0d) {
      if (quotes % 2 === 0) return false;
      return !(quotes === 1 && displayNameAt(text, k + 1, opener));
    }
    if (u === 0x22 && text.charCodeAt(k - 1) !== 0x5c) {
      quotes++;
      opener = k;
    }
  }
  return false;
}

/**
 * The quoted string that opens at text[q] (the word's one '"' before its closer, the word
 * starting at `word`) is a display name glued to the address after it, not a piece of a
 * local part: it opens the word (after punctuation, or a key's `Reply-To:`, `from=`), and
 * its first character is a capital or a letter with no case (`"Support"support@…`,
 * `"山田"yamada@…`) — a name, as `"Jane Doe"jane@…` (a blank in it) is. RFC 5322 §3.4 wants
 * "<…>" after a display name; plain text drops them, and the address is still there.
 * `"test"test@iana.org`, `"a"b@…` (is_email's ERR_ATEXT_AFTER_QS) stay none
 */
function displayNameAt(text: string, word: number, q: number): boolean {
  // (a header's or a key's name before ":" or "=": "Reply-To:", "from=")
  if (q > word && !VALUE_SEPARATORS.includes(text[q - 1]!)) {
    for (let k = word; k < q; k++) if (isAsciiAlnum(text.charCodeAt(k))) return false;
  }
  return NAME_INITIAL.test(text[q + 1] ?? "");
}

/** a capital, or a letter of a script with no case (Han, kana, Hangul, Arabic, …) */
const NAME_INITIAL = /^[\p{Lu}\p{Lt}\p{Lo}]$/u;

/** what stands before a '"' that opens a value: a list's, a key's or an assignment's separator, a bracket */
const VALUE_SEPARATORS = ",;:=([{<";

/**
 * text[i], a "!", follows a word of one ASCII letter that a blank, a bracket or a quote opens
 * (`see s!ome.com`): inside a word, not the end of a sentence ("Great!www.example.com",
 * "Hi!www.x.org" keep their links: words of two letters or more). Looks at two code units
 */
export function bangInWord(text: string, i: number): boolean {
  if (i < 1 || !isAsciiLetter(text.charCodeAt(i - 1))) return false;
  if (i === 1) return true;
  const c = text[i - 2]!;
  return WORD_OPENERS.includes(c) || c === '"' || c === "'";
}

/** the closer of each opener around an address that `dashOpensAddress` reads */
const WRAPPERS = new Map([
  ['"', '"'],
  ["'", "'"],
  ["(", ")"],
  ["[", "]"],
  ["\u201c", "\u201d"],
  ["\u2018", "\u2019"],
  ["\u00ab", "\u00bb"],
]);

/**
 * text[d] is a "-" before the local part of an address that ends at text[to], and the "-"
 * is the address's (RFC 5322 §3.2.3: "-" is atext): one "-" after a quote or bracket that
 * opens the word and closes right after the domain (`"-dashy@example.net"`,
 * `(-dashy@example.net)`, `[-dashy@…]`) — the wrapper says where the address starts, as
 * "<…>" does (fuzzy-address.ts emailSpan `angled`). Elsewhere a "-" opening the word is the
 * text's, as before: an option (`--author=jane@…`), a dash glued to the address (`mailing
 * list --usrp-users@…`), a hard wrap inside a name (the usrp archive's `usrp=` LF
 * `-users@lists.ettus.com</a>`), a list's bullet (`-jane@example.com` on each line; KDE's
 * KTextToHTML reads `-foo@bar.baz` so). Looks at two characters and one after the domain
 */
export function dashOpensAddress(text: string, d: number, to: number): boolean {
  if (d < 1) return false;
  const close = WRAPPERS.get(text[d - 1]!);
  if (close === undefined || text[to] !== close) return false;
  const c = d > 1 ? text[d - 2]! : " ";
  return WORD_OPENERS.includes(c) || c === "," || c === ":" || c === "=";
}
