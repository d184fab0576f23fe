/**
 * Where the host and the authority of a bare URI (bare.ts) end: a comma, an apostrophe, a
 * "(", an escape or a symbol glued to a DNS name (RFC 1123 §2.1, RFC 5892), an ideographic
 * full stop read as a dot (RFC 3490 §3.1), the digits of a port (RFC 3986 §3.2.3), the
 * domain of a mailto address (RFC 6068 §2).
 */

import { csiEnd, MORE_BYTES } from "../ansi.js";
import { C_ALNUM, C_ALPHA, C_URI, CLASS, hostCodePoint } from "../chars.js";
import { isOneOf, wordsByLength } from "../word-lists.js";
import { dropAtOrAfter, drops } from "./bare-drops.js";
import { ESCAPABLE, hex4, isEscapedSlash } from "./bare-escapes.js";
import { MORE_INPUT } from "./more-input.js";

/**
 * In a host, a non-ASCII character cp at buf[i, next) right after an ASCII letter or digit,
 * that is a symbol or in a script written without spaces: 1 when it ends the host, 0 when
 * the name goes on, MORE_INPUT when that is not known before n.
 * - A symbol, emoji or punctuation mark ends it ("http://example.com™", "…com🎉"), unless the
 *   label goes on right after it with "." and a lowercase label ("http://c✶.ws", Django's
 *   urlize suite): "http://example.com™.Next", "http://a.com✓b.com" end at the symbol.
 * - A soft hyphen before a letter or digit is the host's (RULES.md "Glued symbols and
 *   punctuation").
 * - CJK or Thai ends it after a label that began after "." or ":"
 *   ("いまなにしてるhttp://example.comいまなにしてる"); a first label may mix them.
 */
export function gluedEndsHost(
  buf: Uint8Array,
  i: number,
  next: number,
  n: number,
  cp: number,
  authStart: number,
): number {
  // a soft hyphen inside a word of a label ("exam&shy;ple.com" rendered as text): a
  // hyphenation hint that UTS #46 maps to nothing (IdnaMappingTable: 00AD "ignored"), as a
  // browser's URL parser does, and the core — the host's between an ASCII letter and an
  // ASCII letter or digit. Anywhere else (before ".", a symbol, another script, between
  // digits: "192.168.0.1&shy;2") the rules for a symbol below decide, as before
  if (cp === 0xad && CLASS[buf[i - 1]!]! & C_ALPHA) {
    if (next >= n) return MORE_INPUT;
    if (CLASS[buf[next]!]! & C_ALNUM) return 0;
  }
  if (!hostCodePoint(cp)) {
    let j = next;
    while (j < n && j < next + 32 && buf[j]! >= 0x80) j++; // more symbols
    if (j + 1 >= n) return MORE_INPUT;
    if (buf[j] !== 0x2e) return 1;
    const x = buf[j + 1]!;
    return x >= 0x80 || (x >= 0x61 && x <= 0x7a) || (x >= 0x30 && x <= 0x39) ? 0 : 1;
  }
  let j = i - 1;
  while (j > authStart && (CLASS[buf[j - 1]!]! & C_ALNUM || buf[j - 1] === 0x2d)) j--;
  const sep = buf[j - 1];
  return sep === 0x2e || sep === 0x3a ? 1 : 0;
}

/** characters that a host-only URI in text does not end with: "* = + $ &" (HOST_TRAIL[b] 1) */
export const HOST_TRAIL = new Uint8Array(128);
for (const ch of "*=+$&") HOST_TRAIL[ch.charCodeAt(0)] = 1;

/**
 * The first "," in the host of the authority that starts at `from` (after the last "@":
 * "http://user,x@host" has its comma in the userinfo), else -1; MORE_INPUT when the
 * authority runs to `to` and more input may follow (`last`: none does). The authority ends
 * at "/", "?", "#" or any byte that is not a URI character.
 */
export function hostComma(buf: Uint8Array, from: number, to: number, last: boolean): number {
  let comma = -1;
  let literal = false; // inside an IP literal's "[…]" (an IPvFuture may hold a comma)
  for (let k = from; k < to; k++) {
    const b = buf[k]!;
    if (b === 0x2c) {
      if (comma < 0 && !literal) comma = k;
    } else if (b === 0x40) comma = -1;
    else if (b === 0x5b) literal = true;
    else if (b === 0x5d) literal = false;
    else if (b >= 0x80) {
      // an IRI host ("http://bücher.example,direct")
    } else if (b === 0x5c && k + 1 >= to) {
      return last ? comma : MORE_INPUT; // what the backslash escapes is not known yet
    } else if ((b === 0x1b || b === 0x5c) && csiEnd(buf, k, to) !== -1) {
      const f = csiEnd(buf, k, to);
      if (f === MORE_BYTES) return last ? comma : MORE_INPUT;
      k = f - 1; // a terminal colour inside the host, raw or as text
    } else if (b === 0x5c && buf[k + 1] !== 0x2f && ESCAPABLE[buf[k + 1]!] === 1) {
      k++; // a backslash escape ("proxy\.golang\.org"); "\/" ends the authority (JSON)
    } else if (b === 0x5c && buf[k + 1] === 0x75 && (k + 6 > to || hex4(buf, k + 2) >= 0)) {
      if (k + 6 > to) return last ? comma : MORE_INPUT;
      if (isEscapedSlash(buf, k, to)) return comma; // "\u002F" ends the authority
      k += 5; // "\u002e" (scanBare decides what it stands for)
    } else if (b === 0x2f || b === 0x3f || b === 0x23 || !(CLASS[b]! & C_URI)) return comma;
  }
  return last ? comma : MORE_INPUT;
}

/**
 * buf[i] is a backslash escape inside an authority that starts at `from`: 1 when it ends
 * the host — the host so far holds a "." (a whole name; looked for in the MAX_LABELS bytes
 * before) and what follows the escaped byte, up to the next byte that is no name character,
 * holds no "." and no "@" (no more labels, no userinfo); 0 when it is read (so is an
 * escaped "@" itself); MORE_INPUT when the bytes at hand (up to `stop`: the
 * input's end or maxLength) end first. Bounded by MAX_LABELS bytes of look-ahead.
 */
export function escapeEndsHost(buf: Uint8Array, from: number, i: number, stop: number): number {
  if (buf[i + 1] === 0x40) return 0; // "\\@": the userinfo's end, written escaped
  let dot = false;
  const back = Math.max(from, i - MAX_LABELS);
  for (let k = i - 1; k >= back && buf[k] !== 0x40; k--) {
    if (buf[k] === 0x2e) {
      dot = true;
      break;
    }
  }
  if (!dot) return 0;
  const end = Math.min(stop, i + 2 + MAX_LABELS);
  for (let k = i + 2; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x2e || b === 0x40) return 0;
    if (b === 0x5c) {
      if (k + 1 >= end) break; // what it escapes is past the bytes looked at
      if (buf[k + 1]! < 0x80 && ESCAPABLE[buf[k + 1]!] === 1) {
        k++; // another escape in the same name ("my\\_site\\_name.example")
        continue;
      }
    }
    if (!(CLASS[b]! & C_ALNUM || b === 0x2d || b === 0x5f)) return 1;
  }
  return end === stop && stop - i - 2 < MAX_LABELS ? MORE_INPUT : 1;
}

/** longest look past an ideographic full stop for the end of the host */
const MAX_LABELS = 64;

/**
 * buf[stopAt] is an ideographic full stop in an authority that starts at `authStart`, and
 * buf[from…] follows it: 1 when that is a host's rest — lowercase ASCII labels (letters,
 * digits, "-") separated by "." or another ideographic stop, the last one holding a letter
 * (RFC 3696 §2: no all-numeric TLD), up to "/", "?", "#" or ":" and a digit (a port) — or,
 * when the host before the stop has no "." (its separators are all ideographic: "http://日本。jp",
 * "http://www。google。com"), up to whitespace or the end of the input (`atEnd`). 0 when not
 * or not within MAX_LABELS bytes ("详见http://example.com。2024年起", "…com。thanks",
 * "…com。10:00开始"); MORE_INPUT when the bytes at hand (up to `stop`) end first.
 */
export function labelsToHostEnd(
  buf: Uint8Array,
  authStart: number,
  stopAt: number,
  from: number,
  stop: number,
  atEnd: boolean,
): number {
  const end = Math.min(stop, from + MAX_LABELS);
  const octets = octetsBefore(buf, authStart, stopAt);
  if (octets > 0) return ideographicIpv4Rest(buf, octets, from, end, stop, atEnd);
  let label = 0; // bytes in the current label
  let letter = false; // the current label holds a letter
  // the last byte was another ideographic stop, after a label with a letter: the sentence's
  // full stop may follow a host written with them ("http://www。google。com。")
  let closed = false;
  // a host's end at whitespace, the input's end or text: only after a whole label, and only
  // when the host before the stop had no "."
  const whole = () => (label > 0 ? letter : closed) && !dotBefore(buf, authStart, stopAt);
  for (let k = from; k < end; k++) {
    const b = buf[k]!;
    if ((b >= 0x61 && b <= 0x7a) || b === 0x2d) {
      label++;
      letter = letter || b !== 0x2d;
      closed = false;
    } else if (b >= 0x30 && b <= 0x39) {
      label++;
      closed = false;
    } else if (b === 0x2f || b === 0x3f || b === 0x23) return label > 0 && letter ? 1 : 0;
    else if (b === 0x3a) {
      if (k + 1 >= end) break;
      const p = buf[k + 1]!;
      return label > 0 && letter && p >= 0x30 && p <= 0x39 ? 1 : 0;
    } else if (b === 0x2e) {
      if (label === 0) return 0;
      label = 0;
      letter = false;
    } else if (b === 0xe3 || b === 0xef) {
      // U+3002 (E3 80 82), U+FF0E (EF BC 8E), U+FF61 (EF BD A1)
      if (k + 2 >= end) break;
      const b1 = buf[k + 1];
      const b2 = buf[k + 2];
      const stop3 =
        (b === 0xe3 && b1 === 0x80 && b2 === 0x82) ||
        (b === 0xef && ((b1 === 0xbc && b2 === 0x8e) || (b1 === 0xbd && b2 === 0xa1)));
      if (!stop3) return closed && whole() ? 1 : 0;
      if (label === 0) return 0;
      closed = letter;
      label = 0;
      letter = false;
      k += 2;
    } else if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) {
      return whole() ? 1 : 0;
    } else return closed && whole() ? 1 : 0;
  }
  if (end === stop && stop - from < MAX_LABELS) {
    if (!atEnd) return MORE_INPUT;
    return whole() ? 1 : 0;
  }
  return 0;
}

/**
 * How many octets of an IPv4 address the host before buf[to] is (after the authority's last
 * "@"): one to three, each of one to three ASCII digits, ideographic full stops between
 * them; 0 when it is anything else
 */
function octetsBefore(buf: Uint8Array, from: number, to: number): number {
  // (three octets and two stops are at most 15 bytes)
  let h = to;
  while (h > from && to - h <= 15 && buf[h - 1] !== 0x40) h--;
  if (h > from && buf[h - 1] !== 0x40) return 0;
  let count = 0;
  for (let k = h; ; ) {
    const o = k;
    while (k < to && k - o < 3 && buf[k]! >= 0x30 && buf[k]! <= 0x39) k++;
    if (k === o) return 0;
    count++;
    if (k === to) return count;
    const w = ideographicStop(buf, k);
    if (w === 0) return 0;
    k += w;
  }
}

/** the ideographic full stop at buf[k] (U+3002, U+FF0E, U+FF61): its length, or 0 */
function ideographicStop(buf: Uint8Array, k: number): number {
  const b = buf[k];
  const b1 = buf[k + 1];
  const b2 = buf[k + 2];
  return (b === 0xe3 && b1 === 0x80 && b2 === 0x82) ||
    (b === 0xef && ((b1 === 0xbc && b2 === 0x8e) || (b1 === 0xbd && b2 === 0xa1)))
    ? 3
    : 0;
}

/**
 * After `octets` octets of an IPv4 address and an ideographic full stop, buf[from…]: 1 when
 * the other octets follow (0–255), each after another ideographic stop — the address written
 * with them throughout, "http://127。0。0。1/" (RFC 3490 §3.1: they "MUST be recognized as
 * dots"; the WHATWG URL parser reads 127.0.0.1) — and then "/", "?", "#", ":" and a digit,
 * whitespace or the input's end (`atEnd`); 0 when not ("http://10。2. 输入": a sentence's full
 * stop); MORE_INPUT when the bytes at hand (up to `stop`) end first.
 */
function ideographicIpv4Rest(
  buf: Uint8Array,
  octets: number,
  from: number,
  end: number,
  stop: number,
  atEnd: boolean,
): number {
  let k = from;
  for (let octet = octets; octet < 4; octet++) {
    if (octet > octets) {
      if (k + 3 > end) return end === stop && !atEnd ? MORE_INPUT : 0;
      const w = ideographicStop(buf, k);
      if (w === 0) return 0;
      k += w;
    }
    let v = 0;
    const o = k;
    while (k < end && k - o < 4 && buf[k]! >= 0x30 && buf[k]! <= 0x39)
      v = v * 10 + buf[k++]! - 0x30;
    if (k === end)
      return end === stop && !atEnd ? MORE_INPUT : octet === 3 && k > o && v < 256 && atEnd ? 1 : 0;
    if (k === o || k - o > 3 || v > 255) return 0;
  }
  const b = buf[k]!;
  if (b === 0x2f || b === 0x3f || b === 0x23) return 1;
  if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) return 1;
  if (b === 0x3a) {
    if (k + 1 >= end) return end === stop && !atEnd ? MORE_INPUT : 0;
    return buf[k + 1]! >= 0x30 && buf[k + 1]! <= 0x39 ? 1 : 0;
  }
  return 0;
}

/** buf[from, to) holds a "." after its last "@" (looked for in its last MAX_LABELS bytes) */
function dotBefore(buf: Uint8Array, from: number, to: number): boolean {
  for (let k = to - 1; k >= Math.max(from, to - MAX_LABELS) && buf[k] !== 0x40; k--) {
    if (buf[k] === 0x2e) return true;
  }
  return false;
}

/**
 * The index of an "@" in buf[from…] before the authority ends ("/", "?", "#" or a byte that
 * is no URI character), -1 when there is none, MORE_INPUT when the bytes at hand (up to
 * `stop`) end first.
 */
export function userinfoAhead(buf: Uint8Array, from: number, stop: number): number {
  for (let k = from; k < stop; k++) {
    const b = buf[k]!;
    if (b === 0x40) return k;
    if (b === 0x2f || b === 0x3f || b === 0x23 || !(CLASS[b]! & C_URI)) return -1;
  }
  return MORE_INPUT;
}

/**
 * The authority of a DNS-host scheme at buf[from, to): the index of the first byte that is
 * not a digit after at least one digit of its port, else -1. The port after the authority's
 * last "@" (a userinfo may hold ":" and digits); an IP literal's "[…]" is skipped; dropped
 * bytes (a backslash escape, a terminal colour inside the port, as Vite prints it) are
 * passed over.
 */
export function portEnd(buf: Uint8Array, from: number, to: number): number {
  if (drops.length !== 0) return portEndDropped(buf, from, to);
  // the common case first: a name up to "/", "?" or "#" (one table test per byte)
  let k = from;
  while (k < to && AUTHORITY_STOP[buf[k]!] === 0) k++;
  if (k >= to) return -1;
  let stop = buf[k];
  if (stop === 0x2f || stop === 0x3f || stop === 0x23) return -1;
  // … and the next most common: a port of digits up to "/", "?" or "#" or the end
  if (stop === 0x3a) {
    let d = k + 1;
    while (d < to && buf[d]! >= 0x30 && buf[d]! <= 0x39) d++;
    if (d >= to) return -1;
    stop = buf[d];
    if (stop === 0x2f || stop === 0x3f || stop === 0x23) return -1;
  }
  // one pass: what was decided for a userinfo is dropped at its "@"
  let cut = -1;
  let digits = -1; // in the port: digits seen; -1: in the host; -2: a port that is no number
  let literal = false;
  for (; k < to; k++) {
    const b = buf[k]!;
    if (b === 0x2f || b === 0x3f || b === 0x23) break;
    if (b === 0x40) {
      cut = -1;
      digits = -1;
      literal = false;
    } else if (cut >= 0 || digits === -2) {
      // decided for this host (unless an "@" follows)
    } else if (digits >= 0) {
      if (b >= 0x30 && b <= 0x39) digits++;
      else if (digits > 0) cut = k;
      else digits = -2;
    } else if (b === 0x5b) literal = true;
    else if (b === 0x5d) literal = false;
    else if (!literal && b === 0x3a) digits = 0;
  }
  return cut;
}

/** the bytes portEnd's first loop stops at: the authority's end, ":", "@", "[" */
const AUTHORITY_STOP = new Uint8Array(256);
for (const ch of "/?#:@[") AUTHORITY_STOP[ch.charCodeAt(0)] = 1;

/** portEnd when bytes were dropped from the URI: they are passed over */
function portEndDropped(buf: Uint8Array, from: number, to: number): number {
  const end = authorityEnd(buf, from, to);
  let h = from;
  for (let k = from; k < end; k++) if (buf[k] === 0x40) h = k + 1;
  let j = dropAtOrAfter(h, 0);
  let k = h;
  if (buf[k] === 0x5b) {
    while (k < end && buf[k] !== 0x5d) k++;
    k++;
  }
  let digits = -1; // in the port: digits seen; -1: in the host
  while (k < end) {
    if (j < drops.length && drops[j] === k) {
      k = drops[j + 1]!;
      j += 2;
      continue;
    }
    const b = buf[k]!;
    if (digits < 0) {
      if (b === 0x3a) digits = 0;
    } else if (b >= 0x30 && b <= 0x39) digits++;
    else return digits > 0 ? k : -1;
    k++;
  }
  return -1;
}

/**
 * Where a mailto URI's scan stands after buf[from, to), from `state` at `from`: 1 in an
 * address's domain (after an "@"), 0 in a local part (at the start, after a ","), -1 in the
 * hfields or fragment (after a "?" or "#"). Scanned on from where the last call stopped:
 * linear over the URI.
 */
export function mailtoStateAfter(buf: Uint8Array, from: number, to: number, state: number): number {
  for (let k = from; k < to && state >= 0; k++) {
    const b = buf[k];
    if (b === 0x3f || b === 0x23) state = -1;
    else if (b === 0x40) state = 1;
    else if (b === 0x2c) state = 0;
  }
  return state;
}

/**
 * The end of a mailto URI's addresses at buf[from, to): the first "/" after an "@" and
 * before the next "," (in a domain), else `to`; a "?" or "#" ends the search (hfields and a
 * fragment may hold "/"). (An apostrophe in a domain ends the scan itself, bare.ts: atext,
 * RFC 5322 §3.2.3, but no DNS name holds one, RFC 1123 §2.1, and IDNA2008 disallows U+2019 —
 * the text's possessive or closing quote: "mailto:kim@example.com’s inbox".)
 */
export function mailtoDomainEnd(buf: Uint8Array, from: number, to: number): number {
  let inDomain = false;
  for (let k = from; k < to; k++) {
    const b = buf[k];
    if (b === 0x3f || b === 0x23) break;
    if (b === 0x40) inDomain = true;
    else if (b === 0x2c) inDomain = false;
    else if (b === 0x2f && inDomain) return k;
  }
  return to;
}

/** 1 when buf[from, e) holds no "/", "?" or "#", else 0 */
export function hostOnlyAt(buf: Uint8Array, from: number, e: number): number {
  return authorityEnd(buf, from, e) === e ? 1 : 0;
}

/**
 * First index in [from, to) of "/", "?" or "#" (where an authority ends) or of a "/" escaped
 * as "\\u002F" (isEscapedSlash), else `to`.
 */
export function authorityEnd(buf: Uint8Array, from: number, to: number): number {
  for (; from < to; from++) {
    const b = buf[from];
    if (b === 0x2f || b === 0x3f || b === 0x23) break;
    if (b === 0x5c && isEscapedSlash(buf, from, to)) break;
  }
  return from;
}

/**
 * authorityEnd for the apostrophe cut: the "#" of a numeric character reference ("&#39;")
 * is escaped text, not the start of a fragment
 */
export function hostEnd(buf: Uint8Array, from: number, to: number): number {
  const start = from;
  for (;;) {
    from = authorityEnd(buf, from, to);
    if (from >= to || buf[from] !== 0x23 || from === start || buf[from - 1] !== 0x26) return from;
    from++;
  }
}

/**
 * A syntax template's optional port at buf[i], right after a host's letter or digit:
 * "http://host[:port]/directory/file" (wget's manual), "git://host.xz[:port]/path/to/repo.git/"
 * (git-clone(1)). The brackets mark an optional part of a grammar, not a URI's text (RFC 3986
 * §3.2.2: "[" opens only an IP literal, right after "//" or "@"): where the "]" ends it,
 * 0 when buf[i] opens no "[:word]", MORE_INPUT when that is not known before n
 */
export function optionalPortEnd(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (buf[i] !== 0x5b) return 0;
  if (i + 1 >= n) return final ? 0 : MORE_INPUT;
  if (buf[i + 1] !== 0x3a) return 0;
  for (let k = i + 2; k < i + 34; k++) {
    if (k >= n) return final ? 0 : MORE_INPUT;
    const b = buf[k]!;
    if (b === 0x5d) return k > i + 2 ? k + 1 : 0;
    if (!(CLASS[b]! & C_ALNUM) && b !== 0x5f && b !== 0x2d) return 0;
  }
  return 0;
}

/**
 * A defanged dot at buf[i] ("[", "(" or "{"), right after a host's letter or digit: "[.]",
 * "(.)", "{.}", "[dot]" or "(dot)" (any case), and as sloppily closed ("google[.)com",
 * ioc-finder's tests), as threat reports write an address so that nothing
 * links it ("hxxps://evil[.]example[.]org/x", "http://192.168.1[.]1/"). Not a URI, and no
 * part of its authority one ("https://evil" is another host, "tv:8080/x" after
 * "evil[.]tv:8080" no URI; RFC 3986 §3.2.2: "[" opens only an IP literal, right after "//"
 * or "@"): where the authority ends (the trigger search goes on there), 0 for no defanged
 * dot — none, or one in a userinfo ("http://u(.)x@example.com/": an "@" follows) — and
 * MORE_INPUT when that is not known before n (`final`: n ends the input). Looks at most up
 * to `limit`.
 */
const isDefangCloser = (b: number) => b === 0x5d || b === 0x29 || b === 0x7d;

export function defangedAuthorityEnd(
  buf: Uint8Array,
  i: number,
  n: number,
  limit: number,
  final: boolean,
): number {
  if (i + 2 >= n) return MORE_INPUT;
  let k: number;
  if (buf[i + 1] === 0x2e && isDefangCloser(buf[i + 2]!)) k = i + 3;
  else {
    if (i + 4 >= n) return MORE_INPUT;
    if (
      (buf[i + 1]! | 0x20) !== 0x64 ||
      (buf[i + 2]! | 0x20) !== 0x6f ||
      (buf[i + 3]! | 0x20) !== 0x74 ||
      !isDefangCloser(buf[i + 4]!)
    )
      return 0;
    k = i + 5;
  }
  const end = n < limit ? n : limit;
  for (; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x40) return 0;
    if (b === 0x2f || b === 0x3f || b === 0x23 || !(CLASS[b]! & C_URI)) return k;
  }
  return end === limit || final ? end : MORE_INPUT;
}

/**
 * buf[i - 1] is a "$" that starts a host: the end of the shell or Perl variable ("$HOST",
 * "$ADDR", "$_", a positional "$2") or the "(" of a command ("$(hostname)") when a host's
 * end follows the name (":", "/", "?", "#", a blank, a quote, ")", "]", "}", ">", ",", ";",
 * the next variable's "$" — nginx's `https://$host$request_uri` —, the end) and no "@" in the authority makes it a userinfo's; -1 when it is no such thing;
 * MORE_INPUT when not known before n
 */
export function shellHostEnd(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (i >= n) return final ? -1 : MORE_INPUT;
  if (buf[i] === 0x28) return i;
  let k = i;
  while (k < n && k - i < 64 && (CLASS[buf[k]!]! & C_ALNUM || buf[k] === 0x5f)) k++;
  if (k === i) return -1;
  if (k >= n) return final ? k : MORE_INPUT;
  const b = buf[k]!;
  if (SHELL_HOST_END[b] !== 1) return -1;
  if (b === 0x27 || b === 0x29 || b === 0x2c || b === 0x3b || b === 0x3a) {
    // sub-delims and ":", which a userinfo may hold: an "@" ahead in the authority makes the
    // "$" the userinfo's ("ftp://$a'b@host/", "http://$user:$pass@example.com/")
    for (let j = k + 1; j < n && j - k < 256; j++) {
      const x = buf[j]!;
      if (x === 0x40) return -1;
      if (x === 0x2f || x === 0x3f || x === 0x23 || x <= 0x20 || x === 0x22 || x === 0x3e) {
        return k;
      }
    }
    if (n - k <= 256 && !final) return MORE_INPUT;
  }
  return k;
}

/** what may follow a variable that stands for a host (shellHostEnd) */
const SHELL_HOST_END = new Uint8Array(256);
for (const ch of ":/?#\"'`),;>]} \t\n\r$") SHELL_HOST_END[ch.charCodeAt(0)] = 1;

/** HTML elements that text may hold right after a URI's ":" (hostTemplateAt) */
const HTML_TAGS = wordsByLength(
  (
    "a b i u s q br em tt p hr dd dt dl li ol ul td th tr h1 h2 h3 h4 h5 h6 del ins kbd " +
    "var sub sup big div img pre wbr abbr cite code font mark nobr samp span small strong " +
    "table label input center button select iframe script style"
  ).split(" "),
);

/** how far a markup tag in a host, and the host's rest after it, are read (hostTemplateAt) */
const TAG_REACH = 64;

/**
 * The bare run of a URI with an authority stops at i inside the host, right after a "." —
 * at a placeholder or a markup tag that stands for a label: "https://codeload.${domain}/…"
 * (npm's hosted-git-info), "https://s3.{region}.amazonaws.com/", "https://api.$(hostname)/",
 * "https://service-identity.<Domain>/authenticate", "https://s3.<i>region-code</i>.amazonaws.com/"
 * (botocore's docs), "https://foo.<%= host %>/x" (ERB) — or right after the authority's ":",
 * where one stands for a port or a password: "http://localhost:${PORT}/health",
 * "http://127.0.0.1:{port}/", "http://localhost:<port>/x",
 * "mongodb://user:<password>@cluster0.example.net/" (MongoDB's connection strings), which
 * RFC 3986 §3.2.3 (a port is digits) and §3.2.1 (no "{" or "<" in a userinfo) exclude alike.
 * 1 when so: the host is a template's, and its first labels are no URI ("https://codeload",
 * "mongodb://user" named nothing); 0 when not; MORE_INPUT when not known before n. A tag
 * counts only when it opens (not "</td>") and the authority goes on right after it — a "/",
 * an "@", a "." and a label, a ":" and a port, or a label closed by a tag and then "." or
 * "/" — so a sentence's period before a tag stays text: "https://example.com.<br>and/or",
 * "….com.<br>E.g.", "….com.</td><td>10.0.0.1", "http://localhost:<br>next".
 */
export function hostTemplateAt(
  buf: Uint8Array,
  authStart: number,
  i: number,
  n: number,
  final: boolean,
): number {
  if (i >= n) return 0;
  const b = buf[i]!;
  let dot = i - 1;
  if ((b === 0x7b || b === 0x28) && buf[dot] === 0x24)
    dot--; // "${", "$("
  else if (b !== 0x7b && b !== 0x3c) return 0;
  const sep = buf[dot];
  if (dot <= authStart || (sep !== 0x2e && sep !== 0x3a) || hostOnlyAt(buf, authStart, i) !== 1)
    return 0;
  if (b !== 0x3c) return 1;
  // an opening tag ("</td>" closes what came before: "…com.</td><td>10.0.0.1"), its ">"
  const end = Math.min(n, i + TAG_REACH);
  let k = i + 1;
  if (k >= end) return end === n && !final ? MORE_INPUT : 0;
  if (buf[k] === 0x2f) return 0;
  // ERB's, ASP's and JSP's "<%= host %>" is a placeholder wherever it stands
  if (buf[k] === 0x25) return 1;
  while (k < end && buf[k] !== 0x3e) {
    const x = buf[k]!;
    if (x === 0x20 || x === 0x09 || x === 0x0a || x === 0x0d || x === 0x3c) return 0;
    k++;
  }
  // after the authority's ":" a tag that no HTML element has is a placeholder wherever it
  // stands: "open http://localhost:<port> in a browser" (not "http://a.example:<br>")
  if (sep === 0x3a && k < end) {
    let t = i + 1;
    while (t < k && buf[t] !== 0x20 && buf[t] !== 0x09 && buf[t] !== 0x2f) t++;
    if (!isOneOf(HTML_TAGS, buf, i + 1, t, true)) return 1;
  }
  // then, right after it, the host's rest: "/", a "." and a label, a ":" and a port's digit —
  // or a label closed by a tag that a "." or "/" follows ("<i>region-code</i>.amazonaws.com")
  k++;
  if (k >= end) return end === n && !final ? MORE_INPUT : 0;
  const x = buf[k]!;
  if (x === 0x2f || x === 0x40) return 1;
  if (x === 0x2e || x === 0x3a) {
    if (k + 1 >= end) return end === n && !final ? MORE_INPUT : 0;
    const y = buf[k + 1]!;
    return (x === 0x2e ? CLASS[y]! & C_ALNUM : y >= 0x30 && y <= 0x39) ? 1 : 0;
  }
  const label = k;
  let digits = true;
  while (k < end && (CLASS[buf[k]!]! & C_ALNUM || buf[k] === 0x2d)) {
    if (buf[k]! < 0x30 || buf[k]! > 0x39) digits = false;
    k++;
  }
  if (k + 1 >= end) return end === n && !final ? MORE_INPUT : 0;
  if (k === label || buf[k] !== 0x3c || buf[k + 1] !== 0x2f) return 0;
  // (after the ":", markup around digits is around a real port: "http://a.example:<em>8080</em>/")
  if (sep === 0x3a && digits) return 0;
  while (k < end && buf[k] !== 0x3e) k++;
  if (k + 1 >= end) return end === n && !final ? MORE_INPUT : 0;
  const z = buf[k + 1];
  return z === 0x2e || z === 0x2f ? 1 : 0;
}
