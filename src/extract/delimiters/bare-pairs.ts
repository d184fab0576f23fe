/**
 * Pairs around and inside a bare URI (bare.ts): a "(" or "[" that nothing closes in it
 * (closers are kept only when they balance an opener: DESIGN "Delimiting rules"), a URI
 * template's or a wiki's "{…}", a pair of double quotes in a query, a Markdown emphasis
 * opened before it.
 */

import { PAREN_AHEAD } from "../candidate.js";
import { C_ALNUM, C_URI, CLASS } from "../chars.js";
import { isOneOf, wordsByLength } from "../word-lists.js";
import { isHexByte } from "./bare-escapes.js";
import { MORE_INPUT } from "./more-input.js";

/**
 * A doubled emphasis marker (`**`, `__`, `~~`) opened on the line before rawStart and not
 * closed there: "**see https://example.com/a**" — but not "…#object.__init__" (no opener),
 * nor after "the __init__ method, see …" (opened and closed). `**` may open on an earlier
 * line of the paragraph ("some **bold text that wraps" LF "to https://example.com/a**":
 * CommonMark §6.2 emphasis spans a paragraph's lines); `__` and `~~` are looked for on the
 * line only (Python's "__init__" is in too many paths). Looks back at most 256 bytes, from
 * a line's start, within the scanner's kept history (scanner.ts HISTORY): the same bytes
 * for any chunking; for "**" not into an earlier URI (before `floor`), whose "**" is its own.
 */
export function emphasisOpen(buf: Uint8Array, rawStart: number, b: number, floor: number): boolean {
  const lo = rawStart > 256 ? rawStart - 256 : 0;
  const paragraph = b === 0x2a;
  let k = paragraph && floor > lo ? floor : lo;
  if (paragraph && k > 0) {
    while (k < rawStart && buf[k] !== 0x0a) k++;
  }
  let open = false;
  for (; k + 1 < rawStart; k++) {
    const x = buf[k]!;
    if (x === 0x0a) {
      if (!paragraph || blankLineAfter(buf, k + 1, rawStart)) open = false;
    } else if (x === b && buf[k + 1] === b) {
      open = !open;
      k++;
    }
  }
  return open;
}

/** buf[k, e) starts with a line of blanks and its line break */
function blankLineAfter(buf: Uint8Array, k: number, e: number): boolean {
  while (k < e && (buf[k] === 0x20 || buf[k] === 0x09 || buf[k] === 0x0d)) k++;
  return k < e && buf[k] === 0x0a;
}

/**
 * A single emphasis marker (`*`, `_`, `~`) that opens a phrase on the line before rawStart
 * and is not closed there: "_see https://example.com/a_", "*docs: https://example.com/a*"
 * (CommonMark §6.2: an opener is left-flanking — a blank, an opening bracket or the line's
 * start before it, no blank after it; a closer has no blank before it). Not "a_b" inside a
 * word, nor "*Note:* see …" (opened and closed). Looks back at most 256 bytes, within the
 * scanner's kept history, and not into an earlier URI (before `floor`: "(~-)" in one is not
 * an opener): the same bytes for any chunking.
 */
export function singleEmphasisOpen(
  buf: Uint8Array,
  rawStart: number,
  b: number,
  floor: number,
): boolean {
  let k = rawStart;
  const lo = rawStart > 256 ? rawStart - 256 : 0;
  // (for "*", back over the paragraph's lines, as for "**" in emphasisOpen; not for "_": a
  // word that opens with one earlier, "_setup()", would take a URI's own last "_", session 44)
  const paragraph = b === 0x2a;
  while (
    k > lo &&
    k > floor &&
    !(buf[k - 1] === 0x0a && (!paragraph || blankLineBefore(buf, k - 1, lo)))
  ) {
    k--;
  }
  if (k === lo && lo > 0 && lo > floor) return false;
  let open = false;
  for (; k < rawStart; k++) {
    if (buf[k] !== b) continue;
    const prev = k > 0 ? buf[k - 1]! : 0x0a;
    const next = k + 1 < rawStart ? buf[k + 1]! : 0x20;
    if (prev === b || next === b) {
      k++; // a doubled marker is emphasisOpen's
      continue;
    }
    // a C comment's " /*" or " */" (a man page's example, lines before), no emphasis — a path's
    // "/tmp/* " is: CommonMark's right-flanking "*" there closes one
    if (
      b === 0x2a &&
      ((prev === 0x2f && (k < 2 || isBlank(buf[k - 2]!))) ||
        (next === 0x2f && (isBlank(prev) || prev === 0x2a)))
    ) {
      continue;
    }
    // a reStructuredText target's "_" (".. _name: http://a.example/q_"), no emphasis
    if (b === 0x5f && prev === 0x20 && k >= 3 && buf[k - 2] === 0x2e && buf[k - 3] === 0x2e) {
      continue;
    }
    const blankBefore = prev === 0x20 || prev === 0x09 || prev === 0x0a || prev === 0x28;
    const blankAfter = next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
    if (!open && blankBefore && !blankAfter) open = true;
    else if (open && !blankBefore) open = false;
  }
  return open;
}

function isBlank(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
}

/** buf[lf] is a line break that ends a line of blanks (or the text's first line) */
function blankLineBefore(buf: Uint8Array, lf: number, lo: number): boolean {
  let k = lf;
  while (k > lo && (buf[k - 1] === 0x20 || buf[k - 1] === 0x09 || buf[k - 1] === 0x0d)) k--;
  return k === 0 || buf[k - 1] === 0x0a;
}

/** longest "{…}" read inside a bare URI: a template's variable or a wiki title's part */
const MAX_BRACES = 64;

/**
 * longest JSON object read as a query's value ("?data={"a":1}", "?filter={"status":"open"}":
 * curl, squid, Apache and Python's logs print it raw; with no blank and its quotes paired)
 */
const MAX_JSON = 256;

/**
 * buf[i] is "{": the index after the "}" that closes it (nested pairs allowed), when only
 * URI characters other than quotes come between, within MAX_BRACES bytes; -1 when not;
 * MORE_INPUT when the input at hand (`stop`) ends before that is known. (Bounded: every
 * "{" of a text that never closes one costs at most MAX_BRACES bytes, whatever maxLength.)
 */
export function bracesEnd(buf: Uint8Array, i: number, stop: number, json = false): number {
  let depth = 0;
  let quotes = 0;
  // (json: a JSON object as a query's value, its key's quote first: "?data={"a":1}")
  if (json && i + 1 < stop && buf[i + 1] !== 0x22) json = false;
  const end = Math.min(stop, i + (json ? MAX_JSON : MAX_BRACES));
  for (let k = i; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x7b) depth++;
    else if (b === 0x7d) {
      if (--depth === 0) return quotes % 2 === 0 ? k + 1 : -1;
    } else if (b === 0x22 && json) quotes++;
    else if (!(CLASS[b]! & C_URI)) return -1;
    else if (b === 0x27) {
      // a quote, unless an apostrophe inside a word ("…/blah_blah_{I'm_king}", linkify-it)
      if (k + 1 >= stop) return MORE_INPUT; // (the byte after it has not come yet)
      if (!(k > i + 1 && isWordByte(buf[k - 1]!) && isWordByte(buf[k + 1]!))) return -1;
    }
  }
  return end === stop ? MORE_INPUT : -1;
}

/** what opens a query's value before a double quote (quotedPairEnd) */
const VALUE_OPENS = new Uint8Array(256);
for (const ch of "=:+(") VALUE_OPENS[ch.charCodeAt(0)] = 1;

/** longest "…" pair read inside a bare URI's query (quotedPairEnd) */
const MAX_QUOTED = 64;

/**
 * buf[i] is a double quote inside a bare URI's query: the index after the double quote that
 * closes it, when it opens a value — after "=", ":", "+", "(" or a percent-encoding
 * ("…/actions?query=workflow%3A"CI"", GitHub's badge links; "?q="foo"") — and one to 64 URI
 * characters (no quote, no blank) come between, the first a letter, digit or "%"; -1 when
 * not (minified JSON's "?x=1","level":… is two strings); MORE_INPUT when the input at hand
 * (`stop`) ends before that is known. (Bounded: each double quote costs at most MAX_QUOTED
 * bytes.)
 */
export function quotedPairEnd(buf: Uint8Array, i: number, stop: number): number {
  const p = buf[i - 1]!;
  if (!(VALUE_OPENS[p] === 1 || (buf[i - 3] === 0x25 && isHexByte(buf[i - 2]) && isHexByte(p))))
    return -1;
  if (i + 1 >= stop) return MORE_INPUT;
  const first = buf[i + 1]!;
  if (!(CLASS[first]! & C_ALNUM) && first !== 0x25) return -1;
  const end = Math.min(stop, i + 2 + MAX_QUOTED);
  for (let k = i + 1; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x22) return k > i + 1 ? k + 1 : -1;
    if (!(CLASS[b]! & C_URI) || b === 0x27) return -1;
  }
  return end === stop ? MORE_INPUT : -1;
}

/** an ASCII letter or digit */
function isWordByte(b: number): boolean {
  return (CLASS[b]! & C_ALNUM) !== 0;
}

/** how many openers the last unclosedOpener found unclosed */
export let openersLeft = 0;

/**
 * buf[from, to) has more `open` ("(" or "[") than `close` bytes: the index of the first
 * opener that no closer after it closes (from the end backwards: each closer waits for its
 * opener); their number in `openersLeft`
 */
export function unclosedOpener(
  buf: Uint8Array,
  from: number,
  to: number,
  open: number,
  close: number,
) {
  let waiting = 0;
  let cut = to;
  openersLeft = 0;
  for (let k = to - 1; k >= from; k--) {
    const b = buf[k];
    if (b === close) waiting++;
    else if (b === open) {
      if (waiting > 0) waiting--;
      else {
        cut = k;
        openersLeft++;
      }
    }
  }
  return cut;
}

/**
 * 1 when ")"s after buf[from] (a space or tab) close `need` "(" within PAREN_AHEAD bytes on
 * the same line (a "(" there waits for its own ")"); 0 when not; MORE_INPUT when the window
 * goes on past n before a line break.
 */
export function closedAhead(
  buf: Uint8Array,
  from: number,
  n: number,
  final: boolean,
  need: number,
) {
  if (need === 0) return 0;
  let depth = need;
  const end = from + PAREN_AHEAD;
  for (let k = from; k < end; k++) {
    if (k >= n) return final ? 0 : MORE_INPUT;
    const b = buf[k];
    if (b === 0x0a || b === 0x0d) return 0;
    if (b === 0x28) depth++;
    else if (b === 0x29 && --depth === 0) return 1;
  }
  return 0;
}

/**
 * The tags of BBCode (phpBB, vBulletin, XenForo, SMF, MyBB): their closing forms end a bare
 * URI. Only these: "[/tmp]" in "?path[/tmp]=x" is the query's.
 */
const BBCODE_TAGS = wordsByLength([
  "b",
  "i",
  "u",
  "s",
  "url",
  "img",
  "email",
  "quote",
  "code",
  "color",
  "size",
  "font",
  "list",
  "li",
  "youtube",
  "video",
  "media",
  "spoiler",
  "center",
  "left",
  "right",
  "table",
  "tr",
  "td",
  "th",
  "sub",
  "sup",
  "strike",
  "link",
  "php",
  "html",
  "noparse",
]);

/**
 * 1 when buf[i] starts a BBCode closing tag, `[/` + the name of a BBCode tag (any case) +
 * `]`: "[url]http://example.com/a[/url]", "[img]https://example.com/b.png[/IMG]". The tag is
 * the forum markup's, not the URI's: RFC 3986 has no "[" outside an IP literal. 0 when not;
 * MORE_INPUT when the input at hand (`n`) ends before that is known.
 */
export function bbcodeCloseAt(buf: Uint8Array, i: number, n: number): number {
  const end = Math.min(n, i + 11);
  if (i + 1 >= n) return MORE_INPUT;
  if (buf[i + 1] !== 0x2f) return 0;
  for (let k = i + 2; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x5d) return isOneOf(BBCODE_TAGS, buf, i + 2, k, true) ? 1 : 0;
    if (!(CLASS[b]! & C_ALNUM)) return 0;
  }
  return end === n && n < i + 11 ? MORE_INPUT : 0;
}

/**
 * encodedQuoteClose's d2 for a URI that a percent-encoded blank opened ("%0Ahttps://…",
 * "%20ftp://…"): in text that is percent-encoded whole, the next encoded line break or tab
 * ("%0A", "%0D", "%09") is the text's and ends the URI, as a raw one does (RFC 3986 App. C:
 * whitespace delimits a URI in text). An encoded space does not: "%20" in a path is a file
 * name's space as often ("…https://example.com/a%20b/c" in a log's encoded User-Agent keeps
 * it, session 39)
 */
export const ENCODED_BLANK = 0x100;

/** buf[i, i+3) is "%0A", "%0D" or "%09" (either case), below n */
function encodedBreakAt(buf: Uint8Array, i: number, n: number): boolean {
  if (i + 2 >= n || buf[i + 1] !== 0x30) return false;
  const e = buf[i + 2]! | 0x20;
  return e === 0x61 || e === 0x64 || e === 0x39;
}

/**
 * A URI opened by a percent-encoded quote ("%22" or "%27" right before its scheme) or angle
 * bracket ("%3C", RFC 3986 App. C's delimiter encoded): where the closing one — the same
 * quote, or "%3E" — ends it; `d1` and `d2` are the closing octet's hex digits ("2" "2",
 * "2" "7", "3" "E"; either case). Looked for from `from` up to the word's end (a space, a
 * control, `"`, `<`, `>`) or the next "%3C" (another URI's opener: each scan stops where
 * the next one starts, so a word of "%3Chttp://a|" never closed is read once), at most to
 * `limit`: the index of its "%", -1 for none, MORE_INPUT when that is not known before n
 * (`final`: n ends the input).
 * An SVG written into a data: URI ("…%3Csvg xmlns=%27http://www.w3.org/2000/svg%27%3E…"),
 * a quoted value in another link's query, an autolink in a percent-encoded mail body
 * ("%3Chttps://example.org/a%3E"): the encoded delimiters are the text's, as raw ones are
 */
export function encodedQuoteClose(
  buf: Uint8Array,
  from: number,
  n: number,
  limit: number,
  d1: number,
  d2: number,
  final: boolean,
): number {
  const end = n < limit ? n : limit;
  for (let k = from; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x25) {
      if (k + 2 >= end) break;
      if (
        d2 === ENCODED_BLANK
          ? encodedBreakAt(buf, k, end)
          : buf[k + 1] === d1 && (buf[k + 2]! | 0x20) === d2
      )
        return k;
      if (d2 === 0x65 && buf[k + 1] === 0x33 && (buf[k + 2]! | 0x20) === 0x63) return -1;
    } else if (b <= 0x20 || b === 0x22 || b === 0x3c || b === 0x3e || b === 0x7f) return -1;
  }
  return end === limit || final ? -1 : MORE_INPUT;
}
