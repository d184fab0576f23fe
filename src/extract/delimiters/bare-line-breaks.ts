/**
 * Where a bare URI (bare.ts) goes on past a line break: an RFC 8792 backslash fold (§7.2.2,
 * §7.2.3), an iCalendar or vCard content line's fold (RFC 5545 §3.1, RFC 6350 §3.2), a line
 * break right after a hyphen (2396bis App. E).
 */

import { csiRunEnd, MORE_BYTES } from "../ansi.js";
import { foldedContentLine } from "../calendar-folds.js";
import {
  C_ALNUM,
  C_ALPHA,
  C_SCHEME,
  C_URI,
  CLASS,
  characters,
  decodeCharAt,
  hostCodePoint,
  isAsciiLetter,
  isDigit,
  isHangul,
  isHexDigit,
  noSpaceScript,
  utf8,
} from "../chars.js";
import { CITED, citationRepeatAt, leaderRepeatAt, linePrefixAt } from "../line-prefix.js";
import { isRegisteredBytes } from "../scheme-registry.js";
import { isUrlPrefix } from "../scheme-start.js";
import { isOneOf, wordsByLength } from "../word-lists.js";
import { isUrn, schemeSlashesAt } from "./bare-schemes.js";
import { lineWidth } from "./line-width.js";
import { MORE_INPUT } from "./more-input.js";
import { nextPairAt } from "./query-values.js";

/**
 * the start of the line the current bare URI starts on (uriLineStart); -1: not looked for yet,
 * FAR: more than 1,024 bytes before the scheme. rstIndent: the indentation of the
 * reStructuredText target the URI is in, -1 for none (bare-rst-target.ts). wrapEnd: where
 * the token after the last hard wrap that hardWrapAt took ends (before its trailing
 * punctuation)
 */
export const fold = {
  lineStart: -1,
  rstIndent: -3,
  wrapEnd: -1,
  // queryPairBreak's look over the URI, kept across its line breaks (each byte once): where
  // it stopped, and 1 when a "?" was met, 2 when a "#" was first
  queryScan: -1,
  query: 0,
};
/** fold.rstIndent before bare-rst-target.ts looked (once per URI) */
export const NOT_LOOKED = -3;
const FAR = -2;

/**
 * The start of the line that the current bare URI's scheme `s` is on, looked for once per URI
 * within 1,024 bytes before it (within the scanner's history); FAR when it is further back.
 */
export function uriLineStart(buf: Uint8Array, s: number): number {
  if (fold.lineStart === -1) {
    const lo = s > 1024 ? s - 1024 : 0;
    let line = s;
    while (line > lo && buf[line - 1] !== 0x0a) line--;
    fold.lineStart = line === lo && lo > 0 ? FAR : line;
  }
  return fold.lineStart;
}

/** longest continuation token looked at for an RFC 8792 single-backslash fold */
const MAX_FOLD_TOKEN = 256;

/** longest indentation of an RFC 8792 continuation line */
const MAX_FOLD_INDENT = 128;

/**
 * buf[i] is a backslash that ends a line inside a bare URI: the index where the URI goes on
 * when the line is folded the RFC 8792 way, else -1 (MORE_INPUT: the continuation is not in
 * the input yet).
 * - §7.2.3 (two backslashes): the next line's first non-blank is a backslash too — the URI
 *   goes on after it;
 * - §7.2.2 (one backslash): the folded line is long (40+ bytes from its start: folding is for
 *   lines too long to print) and the next line is indented (2+ spaces or a tab), or not at
 *   all and a piece of a URI (foldPieceAt: a C or Python string continued at column 0); then
 *   the URI goes on at the first non-blank. (A Markdown hard break — a backslash ending a
 *   short line, or a long one before a word, an address or a line of its own — is not a
 *   fold.)
 * The continuation must start with a URI character.
 */
export function backslashFold(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  const j = pastLineBreak(buf, i + 1, n, final);
  if (j < 0) return j;
  let k = j;
  while (k < n && k - j <= MAX_FOLD_INDENT && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  if (k - j > MAX_FOLD_INDENT) return -1;
  if (k + 1 >= n) return final ? -1 : MORE_INPUT;
  // an iCalendar or vCard content line folded right after a TEXT value's escape ("…/j/1\\"
  // CRLF TAB "nmailto:…": RFC 5545 §3.3.11's "\\n"): the backslash is the escape's, no fold
  // of RFC 8792's (calendar-folds.ts)
  if (k - j === 1 && foldedContentLine(buf, i + 1, s)) return -1;
  // a YAML double-quoted scalar folded inside a word (YAML 1.2 §7.3.1: an escaped line break
  // and the next line's indentation are no content; the npm yaml package folds so at 80
  // columns): the next line's "\\" opens an escape, no RFC 8792 marker, and prose may follow
  // the URI's rest there (session 40, the dumps hunt)
  const yaml = k > j ? yamlScalarFold(buf, s, k, n, final) : 0;
  if (yaml === MORE_INPUT) return MORE_INPUT;
  if (yaml === 1) {
    const t = buf[k]!;
    if (t === 0x5c) return k + 1 < n && YAML_ESCAPES[buf[k + 1]!] === 1 ? k : -1;
    return CLASS[t]! & C_ALNUM ? k : -1;
  }
  if (buf[k] === 0x5c) {
    k++; // §7.2.3
  } else {
    // (§7.2.2 strips the continuation's leading blanks, if any; a string literal continued
    // with a backslash in C or Python starts its next line at column 0: "…/blob/master/
    // blopex_\" LF "tools/matlab/laplacian/laplacian.m" in scipy's docstrings. Unindented,
    // the next line must read as a URI's piece, not what follows a Markdown hard break)
    if (k - j === 1 && buf[j] !== 0x09) return -1;
    const unindented = k === j;
    // the continuation is one token to its line's end (a fold splits a long token; a shell's,
    // C's or a Markdown list's continuation line holds words: "  && tar xzf x.tgz", "  and
    // continues…"), and no path, quote, operator or comment starts it ("    /opt/repo" after
    // "git clone https://…\\", "  /* more */")
    const t = buf[k]!;
    if (t === 0x2f || t === 0x26 || t === 0x7c || t === 0x27 || t === 0x22 || t === 0x3c) return -1;
    for (let m = k; ; m++) {
      if (m >= n) {
        if (!final) return MORE_INPUT;
        if (unindented && !foldPieceAt(buf, s, i, k, m)) return -1;
        break;
      }
      if (m - k > MAX_FOLD_TOKEN) return -1;
      const x = buf[m]!;
      if (x === 0x0a || x === 0x0d) {
        if (unindented && !foldPieceAt(buf, s, i, k, m)) return -1;
        break;
      }
      if (x === 0x20 || x === 0x09) return -1;
    }
    // the folded line's length: its start within 1,024 bytes before the scheme (history),
    // looked for once per URI
    if (i - s < 40) {
      const line = uriLineStart(buf, s);
      if (line >= 0 && i - line < 40) return -1;
    }
  }
  const b = buf[k]!;
  if (b === 0x5c || !(CLASS[b]! & C_URI || b >= 0x80)) return -1;
  return k;
}

/** the letters of YAML 1.2's escapes (§5.7) after a "\\" */
const YAML_ESCAPES = new Uint8Array(256);
for (const ch of '0abtnvfre"/\\N_LPxuU') YAML_ESCAPES[ch.charCodeAt(0)] = 1;

/**
 * The '"' at `opener` (the first unescaped one of the line at ls) opens a YAML double-quoted
 * scalar as YAML writes it — a mapping's value after ": ", a sequence's item after "- ", a
 * flow collection's after "[", "{" or ",", or the line's first text — not as a shell's
 * `echo "…\` does
 */
function yamlOpener(buf: Uint8Array, ls: number, opener: number): boolean {
  let b = opener;
  while (b > ls && (buf[b - 1] === 0x20 || buf[b - 1] === 0x09)) b--;
  const p = b > ls ? buf[b - 1]! : 0x0a;
  return (
    p === 0x0a ||
    p === 0x5b ||
    p === 0x7b ||
    p === 0x2c ||
    ((p === 0x3a || p === 0x2d) && b < opener && (b - 1 === ls || buf[b - 2] !== 0x2d))
  );
}

/** how many lines above the URI's scalarOpenedAbove looks at */
const SCALAR_LINES = 8;

/**
 * One of the SCALAR_LINES lines above the one at ls (within 1,024 bytes of s) opens a YAML
 * double-quoted scalar (an odd number of unescaped '"', the last one's place yamlOpener's)
 * and those between hold no unescaped '"': the line at ls is inside that scalar
 */
function scalarOpenedAbove(buf: Uint8Array, ls: number, s: number): boolean {
  let end = ls;
  for (let lines = 0; lines < SCALAR_LINES && end > 0 && s - end < 1024; lines++) {
    if (buf[end - 1] !== 0x0a) return false;
    const e = end - 1;
    let start = e;
    while (start > 0 && buf[start - 1] !== 0x0a && s - start < 1024) start--;
    if (start > 0 && buf[start - 1] !== 0x0a) return false;
    let quotes = 0;
    let opener = -1;
    for (let k = start; k < e; k++) {
      if (buf[k] === 0x22 && !(k > 0 && buf[k - 1] === 0x5c)) {
        opener = k;
        quotes++;
      }
    }
    // (its last '"' the scalar's: a quoted key before it, `"summary": "Our wiki moved, see`)
    if ((quotes & 1) === 1) return yamlOpener(buf, start, opener);
    if (quotes > 0 || e === start) return false;
    end = start;
  }
  return false;
}

/**
 * The URI at s stands in a YAML double-quoted scalar that its line's "\\" folds, the next
 * line's text at k: the URI's line opens the scalar (an odd number of unescaped '"' before
 * the URI on it), or the next line closes it (its last '"', before blanks and a flow
 * collection's ",", "}" or "]", unescaped). 1 when so, 0 when not, MORE_INPUT when the next
 * line's end is not in the input yet (`final`: the input's end is the line's). Each line
 * looked at within 1,024 bytes.
 */
function yamlScalarFold(buf: Uint8Array, s: number, k: number, n: number, final: boolean): number {
  let quotes = 0;
  let opener = -1; // the line's first unescaped '"'
  let ls = s;
  while (ls > 0 && s - ls < 1024 && buf[ls - 1] !== 0x0a) {
    ls--;
    if (buf[ls] === 0x22 && !(ls > 0 && buf[ls - 1] === 0x5c)) {
      quotes++;
      opener = ls;
    }
  }
  // (the scalar opens as YAML writes it — a mapping's value after ": ", a sequence's item
  // after "- ", a flow collection's after "[", "{" or ",", or the line's first text — not as
  // a shell's `echo "…\` does)
  if ((quotes & 1) === 1 && yamlOpener(buf, ls, opener)) return 1;
  // … or a line above it does, the lines between holding no '"' (a middle line of the
  // scalar: `summary: "See` LF `  file:///home/user/notes.\` LF `  txt for …"`; the
  // serializers hunt)
  if (quotes === 0 && scalarOpenedAbove(buf, ls, s)) return 1;
  let e = k;
  while (e < n && e - k < 1024 && buf[e] !== 0x0a && buf[e] !== 0x0d) e++;
  if (e >= n && !final) return MORE_INPUT;
  if (e - k >= 1024) return 0;
  while (
    e > k &&
    (buf[e - 1] === 0x20 ||
      buf[e - 1] === 0x09 ||
      buf[e - 1] === 0x2c ||
      buf[e - 1] === 0x7d ||
      buf[e - 1] === 0x5d)
  )
    e--;
  return e - 1 > k && buf[e - 1] === 0x22 && buf[e - 2] !== 0x5c ? 1 : 0;
}

/**
 * buf[k, m), an unindented line after the backslash at i that ended a line inside the bare
 * URI at s, is the URI's rest: a letter or a digit first, only what a hard wrap's piece
 * holds, one of "- . _ ~ / ? # % = &" inside it (a path's or a name's piece, not the word
 * after a Markdown hard break), and no word or number (wordLikeToken), time, item of its own
 * (ownItem: a "scheme://", an assignment, a capitalized or "www." name) or schemeless link
 */
function foldPieceAt(buf: Uint8Array, s: number, i: number, k: number, m: number): boolean {
  // a letter or a digit first ("--verbose", "./configure", "#include", "+1-555-…", "==": a
  // line of its own), then only what a hard wrap's piece holds (WRAP_TOKEN: no "@", an
  // address of its own)
  if (!(CLASS[buf[k]!]! & C_ALNUM)) return false;
  let z = m;
  while (z > k && tokenTrail(buf[z - 1]!)) z--;
  if (z - k < 2 || wordLikeToken(buf, k, z) || ownItem(buf, s, i, k, z)) return false;
  let mark = false;
  for (let t = k; t < z; t++) {
    const x = buf[t]!;
    if (WRAP_TOKEN[x] === 0) return false;
    // a time or a date and time ("2024-01-02T10:00", "12:30"): digits first and a ":"
    if (x === 0x3a && isDigit(buf[k]!)) return false;
    if (WRAP_MARKS[x] === 1) mark = true;
  }
  // a host name and a path: a schemeless link of its own ("github.com/foo/bar")
  return mark && hostAndSlashAt(buf, k, z, true) !== 1;
}

/**
 * buf[i] is a CR or an LF: the index after the line break (CR LF or LF); -1 when a CR is not
 * followed by an LF, MORE_INPUT when that is not known before n
 */
export function pastLineBreak(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (buf[i] !== 0x0d) return i + 1;
  if (i + 1 >= n) return final ? -1 : MORE_INPUT;
  return buf[i + 1] === 0x0a ? i + 2 : -1;
}

/** longest rest of a Markdown link's destination looked at on the next line */
const MAX_DESTINATION_REST = 512;

/**
 * At a line break at i inside a bare URI (scheme at s) that opens a Markdown inline link's
 * destination right after its "](" (rawStart), whose parentheses balance before i: the index
 * where the URI goes on, when the next line, after its indentation, the quote markers and the
 * URI's line's comment leader written again, opens with URI characters up to the ")" that
 * closes the link — rustfmt's wrap_comments and other reflows break inside a destination:
 * "/// [the reference](info:doi/10.5201/" LF "/// deflate.2003.397) for …". CommonMark §6.3
 * ends a destination only at that ")" (or at a blank before a title), so the rest up to it
 * is the URI's (the whitespace a break put inside is dropped, 2396bis App. E). Else -1;
 * MORE_INPUT when not known before n.
 */
export function destinationBreakAt(
  buf: Uint8Array,
  rawStart: number,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  let depth = 0;
  for (let k = rawStart; k < i; k++) {
    if (buf[k] === 0x28) depth++;
    else if (buf[k] === 0x29 && --depth < 0) return -1;
  }
  if (depth !== 0) return -1;
  // (not after a string literal's quote, "…/compute/docs/'" LF "'access/…)" — Python's
  // implicit concatenation — nor quoted-printable's soft break "=" before a query, RFC 2045
  // §6.7: "[here](https://kb.ettu=" LF "s.com/…)"; a query's "?q=" LF "foo)" goes on)
  const last = buf[i - 1];
  if (last === 0x27 || last === 0x22) return -1;
  if (last === 0x3d) {
    let q = i - 1;
    while (q > rawStart && buf[q] !== 0x3f) q--;
    if (q === rawStart) return -1;
  }
  const j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  let k = j;
  while (
    k < n &&
    k - j <= MAX_BREAK_INDENT &&
    (buf[k] === 0x20 || buf[k] === 0x09 || buf[k] === 0x3e)
  ) {
    k++;
  }
  if (k >= n) return final ? -1 : MORE_INPUT;
  if (k - j > MAX_BREAK_INDENT) return -1;
  const prefix = linePrefix(buf, s);
  const leader = prefix > 0 ? prefix >> 8 : 0;
  if (leader > 0 && buf[k] === (leader & 0xff)) {
    const r = leaderRepeatAt(buf, k, n, leader);
    if (r === MORE_INPUT) return final ? -1 : MORE_INPUT;
    if (r >= 0) {
      k = r;
      while (k < n && k - j <= MAX_BREAK_INDENT && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
      if (k >= n) return final ? -1 : MORE_INPUT;
    }
  }
  // the rest: URI characters (no blank) up to the ")" that closes the link — not a title
  // ("'Title')", "(Title))"). (A word of letters is a terminal's or a hard wrap's cut too,
  // "…/instal" LF "lation)": taken)
  const from = k;
  const first = buf[k]!;
  if (first === 0x27 || first === 0x22 || first === 0x28) return -1;
  for (; k < n && k - from < MAX_DESTINATION_REST; k++) {
    const b = buf[k]!;
    if (b === 0x28) depth++;
    else if (b === 0x29) {
      if (depth === 0) break;
      depth--;
    } else if (!(CLASS[b]! & C_URI || b >= 0x80) || b === 0x5c) return -1;
  }
  if (k >= n) return final ? -1 : MORE_INPUT;
  if (buf[k] !== 0x29 || k === from) return -1;
  // (not the next URI of its own: "…(http://a.example/" LF "http://b.example/)")
  return schemeSlashesAt(buf, from, k) === 1 ? -1 : from;
}

/** longest indentation (blanks and mail quote markers) before a hyphen break's continuation */
const MAX_BREAK_INDENT = 64;

/**
 * At a line break at i inside a bare URI (scheme at s), right after a hyphen: the index where
 * the URI goes on, else -1 (MORE_INPUT: not known before n). It goes on at the next line's
 * first byte after its indentation and mail quote markers (`> > `), when that is an ASCII
 * letter or digit and the line is quoted as deeply as the URI's own ("> see http://a/x-" LF
 * "My reply" is a reply under a quote) — not a blank line, a list's bullet ("- next",
 * "* next"), a number that opens a numbered item or a section ("2. next", "3) next",
 * "1.2. Scope"), a log line's date ("2024-01-01 12:00:01 …") or a field name or a new URI's
 * scheme ("Note: …", "http://next.example/"). With `hostPiece` (the line ended inside a host:
 * hostAfterBreak) a dotted name and a colon are the host's rest and the sentence's colon.
 * With `letters` (hardWrapAt) the next line may open with a letter or digit of any script:
 * an IRI's rest ("…/Москве/" LF "центральный_округ"); with `spacedLetters` (a hyphen's own
 * break) one of a script that puts spaces between words ("…/wiki/Москва-" LF "отчёт/…", Korean;
 * not Chinese or Japanese, whose line would be read to its end), or a Latin ligature. A
 * page break (a form feed) may open the line: "…/image-" LF FF "notes-cloud/…" (the PDF
 * hunt: pdftotext's text of a URL that crossed a page).
 */
export function hyphenBreak(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
  hostPiece = false,
  letters = false,
  spacedLetters = false,
): number {
  const j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  let k = j;
  let depth = 0;
  const prefix = linePrefix(buf, s);
  while (k < n && k - j <= MAX_BREAK_INDENT) {
    const x = buf[k]!;
    if (x === 0x3e) depth++;
    else if (depth === 0 && prefix > 0 && prefix & CITED && CLASS[x]! & C_ALNUM) {
      // a Supercite citation ("    JQD> …/2023-" LF "    JQD> March/…"), when the URI's line
      // opens with the same one (line-prefix.ts citationRepeatAt)
      const e = citationRepeatAt(buf, uriLineStart(buf, s), s, k, n);
      if (e === MORE_INPUT) return final ? -1 : MORE_INPUT;
      if (e < 0) break;
      depth = CITED | 1;
      k = e;
      continue;
    } else if (x !== 0x20 && x !== 0x09 && !(x === 0x0c && k === j)) break;
    k++;
  }
  if (k - j > MAX_BREAK_INDENT) return -1;
  if (k >= n) return final ? -1 : MORE_INPUT;
  // a terminal's colours turned on again at the line's start (groff's SGR output, grotty(1):
  // "ESC[1m" before the bold URI's next piece) take no room: past them
  if (buf[k] === 0x1b) {
    const e = csiRunEnd(buf, k, n);
    if (e === MORE_BYTES) return final ? -1 : MORE_INPUT;
    if (e > k) {
      k = e;
      while (k < n && k - j <= MAX_BREAK_INDENT && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
      if (k - j > MAX_BREAK_INDENT) return -1;
      if (k >= n) return final ? -1 : MORE_INPUT;
    }
  }
  // the URI's line's comment leader, repeated, and its blanks: " * see https://develop-" LF
  // " * er.mozilla.org/…" (a doc comment), "# …", "// …"
  const leader = prefix >> 8;
  let repeated = false;
  if (leader > 0 && buf[k] === (leader & 0xff) && !isBullet(buf, j, k, leader)) {
    const r = leaderRepeatAt(buf, k, n, leader);
    if (r === MORE_INPUT) return final ? -1 : MORE_INPUT;
    if (r >= 0) {
      repeated = true;
      k = r;
      // (and the quote markers after it: mutt's "| > " and ": > ")
      while (
        k < n &&
        k - j <= MAX_BREAK_INDENT &&
        (buf[k] === 0x20 || buf[k] === 0x09 || buf[k] === 0x3e)
      ) {
        if (buf[k] === 0x3e) depth++;
        k++;
      }
      if (k - j > MAX_BREAK_INDENT) return -1;
      if (k >= n) return final ? -1 : MORE_INPUT;
    }
  }
  if (!(CLASS[buf[k]!]! & C_ALNUM)) {
    if (!(letters || spacedLetters) || buf[k]! < 0x80) return -1;
    if (k + 4 > n && !final) return MORE_INPUT;
    // (a byte no UTF-8 sequence begins is its windows-1252 letter, as the scanner reads it)
    decodeCharAt(buf, k, n, true);
    if (!hostCodePoint(utf8.cp)) return -1;
    // (Korean puts spaces between words: "…/wiki/서울-" LF "특별시" goes on)
    if (
      !letters &&
      ((noSpaceScript(utf8.cp) && !isHangul(utf8.cp)) || spacelessSoutheastAsian(utf8.cp))
    )
      return -1;
  }
  if (prefix >= 0 && depth !== (prefix & 0xff)) return -1;
  // a comment's URI goes on only in the comment: a line that does not repeat its leader is
  // code ("  // http://…/eda362.htm#HAZ" LF "   BOOST_MATH_STD_USING" in Boost, "        //
  // clippy bug: https://…/5704" LF "        unnested_or_patterns," in serde); a list's bullet
  // is no comment ("- see https://…/x-" LF "  y" goes on)
  if (leader > 0 && !repeated && commentLeaderOpens(buf, s, leader)) return -1;
  // … and so does a comment that code opened on the URI's line: "@Deprecated(…) //
  // https://…/memory-model-" LF "class A {}", "x = 1  # https://…/release-" LF "y = 2" — the
  // comment ends with its line (the source-comment hunt, session 43)
  if (leader <= 0 && trailingCommentBefore(buf, s)) return -1;
  // "2. next item", "10) next", "1.2. Scope": digits and dots, then "." or ")" and a blank or
  // the line's end; "2024-01-01 12:00": a log line's date
  let d = k;
  while (d < n && (isDigit(buf[d]!) || (buf[d] === 0x2e && d > k))) d++;
  if (d > k) {
    if (d >= n) {
      if (!final) return MORE_INPUT;
      if (buf[d - 1] === 0x2e) return -1;
    } else {
      const x = buf[d]!;
      if (buf[d - 1] === 0x2e && isBlankOrBreak(x)) return -1;
      if (x === 0x29) {
        if (d + 1 >= n) {
          if (!final) return MORE_INPUT;
          return -1;
        }
        if (isBlankOrBreak(buf[d + 1]!)) return -1;
      }
      if (x === 0x2d && d - k === 4) {
        const r = isoDateAt(buf, k, n, final);
        if (r !== 0) return r === 1 ? -1 : MORE_INPUT;
      }
    }
  }
  // the next line opens as the URI's line does, digits aside: a log's next record
  // ("1795896351.545 127.0.0.1 - http://www.iana.org/assignments/message-" LF
  // "1795896351.600 127.0.0.1 - …", an access log's "127.0.0.1 [28/Nov/2026:…" twice)
  const rec = sameRecordOpening(buf, s, j, n, final);
  if (rec !== 0) return rec === 1 ? -1 : MORE_INPUT;
  // a Java stack trace's next frame or cause ("\tat org.apache.Foo.bar(Foo.java:12)",
  // "Caused by: java.io.IOException"), not the URI's rest
  const frame = k > j ? stackFrameAt(buf, k, n) : causedByAt(buf, k, n);
  if (frame === 1) return -1;
  if (frame === MORE_INPUT && !final) return MORE_INPUT;
  // a log record's line is not wrapped: wget's "--2026-11-29 03:10:57--  http://…/trail-" LF
  // "Resolving …", "INFO: Fetching http://…-" LF "OK …"; nor is a line before java.util.logging's
  // record ("Nov 29, 2026 3:12:19 AM Fetch main")
  // (a rest that holds a "/" is a path's: a wrapped paragraph that opens with "WARNING:")
  if (logRecordLine(buf, s)) {
    const slash = slashInTokenAt(buf, k, n);
    if (slash === MORE_INPUT && !final) return MORE_INPUT;
    if (slash !== 1) return -1;
  }
  const date = monthDateAt(buf, k, n);
  if (date === 1) return -1;
  if (date === MORE_INPUT && !final) return MORE_INPUT;
  // … nor a line that opens with the URI's line's first word ("npm http fetch GET 404
  // http://…/x-" LF "npm error 404", "OK http://…-" LF "OK http://…"), or with a word in
  // capitals and a blank ("http://…/x-" LF "HTTP request sent, awaiting response…")
  const word = nextLineWordAt(buf, uriLineStart(buf, s), s, k, n);
  if (word === 1) return -1;
  if (word === MORE_INPUT && !final) return MORE_INPUT;
  // … nor a label of capitalized words and its colon, a report's next field (openssl's
  // "…/x-" LF "            Authority Information Access:", certtool's "Access Method: …"; the
  // security tools' hunt)
  const label = capitalizedLabelAt(buf, k, n);
  if (label === 1) return -1;
  if (label === MORE_INPUT && !final) return MORE_INPUT;
  // a field name and its colon open the line ("key: value", "Note: see", "Subject:" LF), or a
  // scheme's does ("http://next.example/", "mailto:x@example.org", "s3://bucket/"), or the
  // label of one ("URL:news:a.a", "URI:urn:…": url-draft-1994's prefix), or a time
  // ("12:00:01") — the next line's own start, not the URI's rest; another word and colon go
  // on: "…:grant-" LF "type:jwt-bearer" (RFC 7523), "http://my-long-" LF "host.example:8080/"
  let t = k;
  while (t < n && t - k <= MAX_SCHEME_RUN && CLASS[buf[t]!]! & C_SCHEME) t++;
  if (t >= n) return final ? k : MORE_INPUT;
  // (hostPiece: the line ended inside a host, "http://www." LF "example.com: If you…" — a
  // dotted name before the colon is the host's rest, and the colon the sentence's)
  if (buf[t] === 0x3a && !(hostPiece && innerDot(buf, k, t))) {
    if (t + 2 >= n && !final) return MORE_INPUT;
    // (a URN's NSS holds colons: "urn:example:reference-" LF "notes:zq071-user" goes on,
    // though "notes" is a registered scheme — argparse's help at 80 columns)
    if (t + 1 >= n || isBlankOrBreak(buf[t + 1]!)) return -1;
    if (
      isRegisteredBytes(buf, k, t) &&
      !(
        isUrn(buf, s, s + 3) &&
        buf[s + 3] === 0x3a &&
        !isOneOf(OPAQUE_SCHEMES, buf, k, t, true) &&
        nssPieceAt(buf, t + 1, n)
      )
    )
      return -1;
    if (t - k === 3 && isUrlPrefix(buf, k)) return -1;
    // a time ("12:00:01 INFO"), or any scheme's "//" ("s3://my-bucket/…", "gs://…")
    if (isDigit(buf[k]!) || (t + 2 < n && buf[t + 1] === 0x2f && buf[t + 2] === 0x2f)) return -1;
  }
  // after a page break only a piece with a URI's punctuation: a page opens with its number or
  // a running header ("…/a-" LF FF "2", LF FF "Chapter 2"; the review)
  if (buf[j] === 0x0c) {
    const p = uriPunctuationInToken(buf, k, n);
    if (p !== 1) return p === MORE_INPUT && !final ? MORE_INPUT : -1;
  }
  return k;
}

/**
 * The token at buf[k…] (to a blank or the line's end, 256 bytes at most) holds one of
 * "/ . - ? = # % &" before its last byte (not "_": "Chapter_2"): 1, else 0; MORE_INPUT when
 * the bytes end first
 */
function uriPunctuationInToken(buf: Uint8Array, k: number, n: number): number {
  for (let j = k; j < n && j - k < 256; j++) {
    const b = buf[j]!;
    if (b <= 0x20) return 0;
    if (j + 1 < n && buf[j + 1]! > 0x20 && URI_MARKS[b] === 1) return 1;
  }
  return n - k < 256 ? MORE_INPUT : 0;
}
const URI_MARKS = new Uint8Array(256);
for (const ch of "/.-?=#%&") URI_MARKS[ch.charCodeAt(0)] = 1;

/** Tibetan, Myanmar and Khmer: written without spaces between words (as noSpaceScript's) */
function spacelessSoutheastAsian(cp: number): boolean {
  return (cp >= 0x0f00 && cp <= 0x109f) || (cp >= 0x1780 && cp <= 0x17ff);
}

/** the URI at s, broken at i, has "scheme://" and no "/" after it before i: its host is cut */
function breaksInAuthority(buf: Uint8Array, s: number, i: number): boolean {
  let k = s;
  while (k < i && k - s <= MAX_SCHEME_RUN && buf[k] !== 0x3a) k++;
  if (k + 3 > i || buf[k] !== 0x3a || buf[k + 1] !== 0x2f || buf[k + 2] !== 0x2f) return false;
  for (let q = k + 3; q < i; q++) if (buf[q] === 0x2f) return false;
  return true;
}

/** schemes whose URIs are written without "//": another URI, not a URN's NSS (the review) */
const OPAQUE_SCHEMES = wordsByLength(
  "urn sip sips tel news data mailto http https ftp file javascript about info tag geo magnet xmpp fax sms".split(
    " ",
  ),
);

/**
 * buf[k…] is a piece of a URN's NSS, not another URI: letters, digits and "- . _ : ~" to a
 * blank, the line's end or sentence punctuation (no "@" or "/": "mailto:x@example.org",
 * "http://…"; looks at 64 bytes at most)
 */
function nssPieceAt(buf: Uint8Array, k: number, n: number): boolean {
  if (k >= n || !(CLASS[buf[k]!]! & C_ALNUM)) return false;
  for (let j = k; j < n && j - k < 64; j++) {
    const b = buf[j]!;
    if (b === 0x40 || b === 0x2f) return false;
    if (!(CLASS[b]! & C_URI)) return true;
  }
  return true;
}

/** the most words capitalizedLabelAt reads */
const MAX_LABEL_WORDS = 6;

/**
 * 1 when buf[k…] is a label of two or more capitalized words and a colon that ends it (a
 * blank or the line's end after it): "Authority Information Access:", "Access Method: OCSP";
 * 0 when not; MORE_INPUT when not known before n
 */
function capitalizedLabelAt(buf: Uint8Array, k: number, n: number): number {
  let words = 0;
  let m = k;
  for (;;) {
    if (m >= n) return MORE_INPUT;
    if (!(buf[m]! >= 0x41 && buf[m]! <= 0x5a)) return 0;
    m++;
    while (m < n && (CLASS[buf[m]!]! & C_ALNUM || buf[m] === 0x2d)) m++;
    if (m >= n) return MORE_INPUT;
    words++;
    const b = buf[m]!;
    if (b === 0x3a) {
      if (m + 1 >= n) return MORE_INPUT;
      return words >= 2 && isBlankOrBreak(buf[m + 1]!) ? 1 : 0;
    }
    if (b !== 0x20 || words >= MAX_LABEL_WORDS) return 0;
    m++;
  }
}

/**
 * At a line break at i inside a bare URI (scheme at s) on an indented line, whose query began
 * at or after c1: the index of the next line's "&" when that line goes on with the query's
 * next pair after its indentation
 * — RFC 6749 §4.1.2's "Location: https://client.example.com/cb?code=SplxlOBeZQQYbYS6WxSbIA"
 * LF "               &state=xyz" (no line of prose opens with "&name=") —, else -1
 * (MORE_INPUT: not known before n)
 */
export function queryPairBreak(
  buf: Uint8Array,
  s: number,
  c1: number,
  i: number,
  n: number,
  final: boolean,
): number {
  // (in a document's indented example, as the RFCs print one: a log's line, at the first
  // column, is not held back for its next line — `tail -f`)
  const line = uriLineStart(buf, s);
  if (line < 0 || !(buf[line] === 0x20 || buf[line] === 0x09)) return -1;
  const j = pastLineBreak(buf, i, n, final);
  if (j === -1) return -1;
  let k = j;
  if (j !== MORE_INPUT) {
    while (k < n && k - j <= MAX_BREAK_INDENT && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
    if (k - j > MAX_BREAK_INDENT) return -1;
    // (most lines open otherwise: known before the URI is looked over)
    if (k < n && buf[k] !== 0x26) return -1;
  }
  // a query of the URI's own, before any fragment — looked at before waiting for the next
  // line: a URI without one that ends its line is not held back (`tail -f`)
  if (fold.queryScan < c1) fold.queryScan = c1;
  for (let q = fold.queryScan; q < i && fold.query === 0; q++) {
    if (buf[q] === 0x23) fold.query = 2;
    else if (buf[q] === 0x3f) fold.query = 1;
  }
  fold.queryScan = i;
  if (fold.query !== 1) return -1;
  if (j === MORE_INPUT || k >= n) return final ? -1 : MORE_INPUT;
  const p = nextPairAt(buf, k, n, final);
  if (p !== 1) return p === MORE_INPUT ? MORE_INPUT : -1;
  return k;
}

/** sameRecordOpening: a line opens as another does over this many bytes … */
const RECORD_OPENING = 12;
/** … with this many digits among them at least (a timestamp's, an address's, a version's) */
const RECORD_DIGITS = 2;

/**
 * The line at j opens as the line of the URI at s does (uriLineStart) up to the URI: the
 * same bytes, but for a digit where a digit is and a letter where a letter is, over
 * RECORD_OPENING bytes with RECORD_DIGITS digits and a blank, from the line's first byte (no
 * indentation) — a log's records ("2026-11-28 20:01:15
 * INFO", "127.0.0.1 - - [28/Nov/2026:20:01:17", "Mozilla/5.0 (" of a User-Agent log):
 * 1 when so, 0 when not, MORE_INPUT when the next line is not read far enough before n
 */
function sameRecordOpening(
  buf: Uint8Array,
  s: number,
  j: number,
  n: number,
  final: boolean,
): number {
  const line = uriLineStart(buf, s);
  // (a record opens at the line's start, and two fields at least, a blank between them, are
  // compared: an RFC's indented "   02323.example.com/1x1.gif, and http://…-" LF
  // "   11112.example.com/1x1.gif)." is one URI wrapped)
  if (line < 0 || s - line < RECORD_OPENING || buf[line]! <= 0x20) return 0;
  let digits = 0;
  let fields = false;
  for (let m = 0; line + m < s; m++) {
    if (j + m >= n) return final ? 0 : MORE_INPUT;
    const a = buf[line + m]!;
    const b = buf[j + m]!;
    if (isDigit(a)) {
      if (!isDigit(b)) return 0;
      digits++;
    } else if (CLASS[a]! & C_ALPHA) {
      if (!(CLASS[b]! & C_ALPHA)) return 0;
    } else if (a !== b) return 0;
    else if (a === 0x20 || a === 0x09) fields = true;
    if (m + 1 >= RECORD_OPENING && digits >= RECORD_DIGITS && fields) return 1;
  }
  return 0;
}

/**
 * A Java or JavaScript stack frame at k (after the line's indentation): "at ", a dotted name,
 * "(" — `at org.apache.catalina.core.StandardWrapperValve.invoke(StandardWrapperValve.java:199)`
 * — or V8's "at ", a name and " (" (`at Object.<anonymous> (/x.js:1:1)`), a scheme's
 * location (`at file:///tmp/app.mjs:7:22`, `at node:internal/…`) or "async ": 1 when so, 0
 * when not, MORE_INPUT when not known before n
 */
function stackFrameAt(buf: Uint8Array, k: number, n: number): number {
  for (let m = 0; m < 3; m++) {
    if (k + m >= n) return MORE_INPUT;
    if (buf[k + m] !== AT[m]) return 0;
  }
  let dots = 0;
  let e = k + 3;
  for (; e < n && e - k < MAX_FRAME_NAME; e++) {
    const b = buf[e]!;
    // (Java 9's module before the class: "at java.base/java.net.URL.<init>(URL.java:652)")
    if (b === 0x2e || b === 0x2f) dots++;
    else if (!(CLASS[b]! & C_ALNUM) && b !== 0x5f && b !== 0x24 && b !== 0x3c && b !== 0x3e) break;
  }
  if (e + 1 >= n) return MORE_INPUT;
  if (dots > 0 && buf[e] === 0x28) return 1;
  if (e === k + 3) return 0;
  // V8: "at name (", "at file:…", "at node:…", "at async …", "at new …"
  if (buf[e] === 0x20 && buf[e + 1] === 0x28) return 1;
  if (buf[e] === 0x3a && dots === 0) return 1;
  const w = e - k - 3;
  if (buf[e] === 0x20 && w === 5 && isOneOf(V8_WORDS, buf, k + 3, e)) return 1;
  return buf[e] === 0x20 && w === 3 && isOneOf(V8_WORDS, buf, k + 3, e) ? 1 : 0;
}
const V8_WORDS = wordsByLength(["async", "new"]);

/**
 * the token at k (to a blank or the line's end, 256 bytes at most) holds a "/": 1, else 0;
 * MORE_INPUT when not known before n
 */
function slashInTokenAt(buf: Uint8Array, k: number, n: number): number {
  for (let e = k; e - k < 256; e++) {
    if (e >= n) return MORE_INPUT;
    const b = buf[e]!;
    if (b === 0x2f) return 1;
    if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) return 0;
  }
  return 0;
}

/** where an unwrapped log record's line opens: "INFO: …", "[WARN] …", "ERROR …" */
const LOG_LEVELS = wordsByLength([
  "TRACE",
  "DEBUG",
  "INFO",
  "NOTICE",
  "WARN",
  "WARNING",
  "ERROR",
  "SEVERE",
  "FATAL",
  "CRITICAL",
]);

/**
 * The line of the URI at s is a log record's: it opens with wget's "--" and a date
 * ("--2026-11-29 03:10:57--  http://…"), or a log level in capitals, perhaps in brackets,
 * then ":", "]" or a blank ("INFO: Fetching http://…", "[ERROR] …")
 */
function logRecordLine(buf: Uint8Array, s: number): boolean {
  const line = uriLineStart(buf, s);
  if (line < 0 || line >= s) return false;
  if (buf[line] === 0x2d && buf[line + 1] === 0x2d && isDigit(buf[line + 2]!)) return true;
  let k = buf[line] === 0x5b ? line + 1 : line;
  const a = k;
  while (k < s && k - a <= 8 && buf[k]! >= 0x41 && buf[k]! <= 0x5a) k++;
  if (k >= s || k - a < 4 || !isOneOf(LOG_LEVELS, buf, a, k)) return false;
  return buf[k] === 0x3a || buf[k] === 0x5d || buf[k] === 0x20;
}

/**
 * The word at k (letters, to a blank) opens the line too, the URI's line that starts at `line`
 * (before s) — or is two capitals or more: 1 when so, 0 when not, MORE_INPUT when not known
 * before n
 */
function nextLineWordAt(buf: Uint8Array, line: number, s: number, k: number, n: number): number {
  let e = k;
  while (e < n && e - k < 32 && (buf[e]! | 0x20) >= 0x61 && (buf[e]! | 0x20) <= 0x7a) e++;
  if (e >= n) return MORE_INPUT;
  if (e === k || (buf[e] !== 0x20 && buf[e] !== 0x09)) return 0;
  let caps = true;
  for (let q = k; q < e && caps; q++) caps = buf[q]! <= 0x5a;
  if (caps && e - k >= 2) return 1;
  if (line < 0 || line + (e - k) >= s) return 0;
  for (let q = 0; q < e - k; q++) if (buf[line + q] !== buf[k + q]) return 0;
  return buf[line + (e - k)] === buf[e] ? 1 : 0;
}

/** a month's abbreviated name in English ("Jan" … "Dec") */
const MONTHS = wordsByLength("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" "));

/**
 * buf[k…] is a date of java.util.logging's SimpleFormatter and of many US-style logs, "Nov 29,
 * 2026": 1 when so, 0 when not, MORE_INPUT when not known before n
 */
function monthDateAt(buf: Uint8Array, k: number, n: number): number {
  if (k + 9 > n) return MORE_INPUT;
  if (buf[k + 3] !== 0x20 || !isOneOf(MONTHS, buf, k, k + 3) || !isDigit(buf[k + 4]!)) return 0;
  const d = isDigit(buf[k + 5]!) ? k + 6 : k + 5;
  return buf[d] === 0x2c && buf[d + 1] === 0x20 && isDigit(buf[d + 2]!) ? 1 : 0;
}
const MAX_FRAME_NAME = 256;
const AT = [0x61, 0x74, 0x20];

/** "Caused by: " at k (a Java exception's cause, Throwable.printStackTrace): as javaFrameAt */
function causedByAt(buf: Uint8Array, k: number, n: number): number {
  for (let m = 0; m < CAUSED_BY.length; m++) {
    if (k + m >= n) return MORE_INPUT;
    if (buf[k + m] !== CAUSED_BY[m]) return 0;
  }
  return 1;
}
const CAUSED_BY = [...new TextEncoder().encode("Caused by: ")];

/** buf[a, e) holds a "." between two other bytes */
function innerDot(buf: Uint8Array, a: number, e: number): boolean {
  for (let k = a + 1; k < e - 1; k++) if (buf[k] === 0x2e) return true;
  return false;
}

/** a hard-wrapped line (hardWrapAt) is this long at least, and at most MAX_WRAP_WIDTH */
const MIN_WRAP_WIDTH = 68;
/** the width a short line before a slashWrap piece is measured against (hardWrapAt) */
const SHORT_WRAP_WIDTH = 72;
const MAX_WRAP_WIDTH = 100;
/** … which is at most this many bytes (4 a character in UTF-8) */
const MAX_WRAP_BYTES = 4 * MAX_WRAP_WIDTH;

/**
 * what a hard-wrapped URI's last piece (hardWrapAt) may hold: ALPHA DIGIT - . _ ~ / ? # % = &
 * + : (not "@": "a@a.example" on the next line is an address of its own)
 */
const WRAP_TOKEN = new Uint8Array(256);
for (let b = 0x30; b <= 0x39; b++) WRAP_TOKEN[b] = 1;
for (let b = 0x41; b <= 0x5a; b++) WRAP_TOKEN[b] = 1;
for (let b = 0x61; b <= 0x7a; b++) WRAP_TOKEN[b] = 1;
for (const ch of "-._~?#%=&+:") WRAP_TOKEN[ch.charCodeAt(0)] = 1;
WRAP_TOKEN[0x2f] = 1; // (a token that starts with "/" is refused in hardWrapAt: a path of its own)
/** … of which one at least, before any trailing sentence punctuation */
const WRAP_MARKS = new Uint8Array(256);
for (const ch of "-._~/?#%=&") WRAP_MARKS[ch.charCodeAt(0)] = 1;

/**
 * what may end the line before a hard wrap (hardWrapAt): a letter, a digit, "/", "_", "~",
 * "&", "%", "#", "+" or "@" — not sentence punctuation, which ends the URI there, nor a
 * hyphen (hyphenBreak), nor "=": quoted-printable's soft line break (RFC 2045 §6.7) in mail
 * read as text, which no reading keeps
 */
export const WRAP_PIECE_ENDS = new Uint8Array(256);
for (let b = 0x30; b <= 0x39; b++) WRAP_PIECE_ENDS[b] = 1;
for (let b = 0x41; b <= 0x5a; b++) WRAP_PIECE_ENDS[b] = 1;
for (let b = 0x61; b <= 0x7a; b++) WRAP_PIECE_ENDS[b] = 1;
for (const ch of "/_~&%#+@") WRAP_PIECE_ENDS[ch.charCodeAt(0)] = 1;

/**
 * At a line break at i inside a bare URI, the URI's characters running to it: the index
 * where the URI goes on when a tool hard-wrapped the line inside it, else -1 (MORE_INPUT:
 * not known before n). A line wrapped at a fixed width cuts a long URI anywhere —
 * "  [^1]: https://github.com/curl/curl/blob/68fa9bf3f5d7b4fcbb57619f70cb4aabb79a5" LF
 * "  1f6/m4/curl-functions.m4#L2067-L2070" (a commit message in curl's changelog), Outlook's
 * plain text at 76 columns —, and 2396bis App. E asks the reader to ignore the whitespace
 * of the break. Without a wrapper it is a guess, taken only when everything says so:
 * - the line is 68–100 columns wide (a wrap width), no narrower than the paragraph's line
 *   before it nor than the next, and the URI ends it (widths in characters, not bytes —
 *   lineWidth, linesCharacters: a wrapping tool counts what it shows, and a line of Russian
 *   prose is ~1.8 bytes a character, of Hindi or Chinese 3);
 * - the next line, after what hyphenBreak skips and refuses (indentation, quote markers, a
 *   comment leader; a list item, a field, a scheme), is one token to its end: letters,
 *   digits and "- . _ ~ / ? # % = & + :" (not "( ) ' ! * , ; @ $ [ ]" — code,
 *   "self.close()"; an address — nor non-ASCII punctuation or symbols), then perhaps
 *   sentence punctuation ". : ? , ; )". A letter, mark or digit of another script than ASCII
 *   (an IRI's "…/altstadt-und-max" LF "vorstadt-süd.html") only in a token with a mark other
 *   than "-" (below): a hyphenated word of the sentence ("кое-где.") is no URI's rest;
 * - the token is no path of its own ("/…"), no schemeless link (a host name and a path),
 *   no item of its own (ownItem: a "scheme://", a "NAME=" assignment, a capitalized or
 *   "www." or top-level-domain dotted name) and no word (wordLikeToken: "i.e.", "4.4.0.0",
 *   "HTTP/1.0");
 * - it holds a ".", "/", "-", "_", "~", "?", "#", "%", "=" or "&" — or, where the URI opens
 *   its line (a mail client's long URL on lines of its own), it is an identifier's piece
 *   (identifierPiece: "bc5c75", "ansformFeedbackVarying"); not "Thanks.", "Regards", "200".
 */
export function hardWrapAt(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  const first = uriLineStart(buf, s);
  if (first < 0 || optionLine(buf, first, s)) return -1;
  let ls = i;
  while (ls > first && buf[ls - 1] !== 0x0a) {
    ls--;
    if (i - ls > MAX_WRAP_BYTES) return -1;
  }
  // a line broken inside a percent-encoding ("…/Shared%20Documents/Q3%2" LF "0Report.docx",
  // catdoc's text of a document at 72 columns): "%" and two hex digits are one octet (RFC
  // 3986 §2.1), so the URI goes on with the digits that complete it, whatever the next
  // token — on a line of a wrap width, no shorter than the line before (a short line's
  // "?pct=100%" LF "Deadline is Friday." is a literal "%" and prose)
  const pct =
    buf[i - 1] === 0x25 ? 2 : i - 2 > s && buf[i - 2] === 0x25 && isHexDigit(buf[i - 1]!) ? 1 : 0;
  if (pct > 0) {
    const w = lineWidth(buf, ls, i);
    if (w < MIN_WRAP_WIDTH || w > MAX_WRAP_WIDTH || longerLineBefore(buf, ls, w)) return -1;
    const j = hyphenBreak(buf, s, i, n, final, false, true);
    if (j < 0) return j;
    if (j + pct > n) return final ? -1 : MORE_INPUT;
    if (!isHexDigit(buf[j]!) || (pct === 2 && !isHexDigit(buf[j + 1]!))) return -1;
    fold.wrapEnd = j + pct;
    return j;
  }
  const width = lineWidth(buf, ls, i);
  if (width > MAX_WRAP_WIDTH) return -1;
  // a line that ends with a query's "=" or "?" is only a chain of cuts' (wordCutAt) — whose
  // line before does not end with "=" too: quoted-printable's soft line breaks (RFC 2045
  // §6.7) in mail read as text end every line so
  const queryMark = buf[i - 1] === 0x3d || buf[i - 1] === 0x3f;
  if (
    queryMark &&
    (width < MIN_CUT_WIDTH || (buf[i - 1] === 0x3d && prevLineEnd(buf, ls) === 0x3d))
  )
    return -1;
  // a word longer than the line, cut where the line ends (wordCutAt)
  if (width >= MIN_CUT_WIDTH) {
    const r = wordCutAt(buf, s, ls, i, n, final, width, queryMark);
    if (r !== -1 || queryMark) return r;
  }
  // a URI that ends its line with "/" (slashWrap): LaTeX's url.sty breaks a long URL after a
  // "/" (pdftotext's text of a paper: "(http://www.latex-project.org/" LF "lppl.txt). The
  // software…"), and a line wrapped at a word's end breaks where the URI's last piece did
  // not fit (RFC 8912's "URL: https://www.iana.org/assignments/performance-metrics/" LF
  // "RTDelay_Active_IP-UDP-Periodic_RFC8912sec7_Seconds_95Percentile"): the piece may be
  // followed by prose, the lines' widths vary (a proportional font), and a short line is
  // one the piece would not have fitted on
  const slashWrap = buf[i - 1] === 0x2f;
  let prose = false; // (slashWrap) the piece is followed by more on its line
  if (width < MIN_WRAP_WIDTH && !slashWrap) return -1;
  // a fixed width: the line before, in the same paragraph, is no longer than this one (a
  // wrapped line is as long as the width allows; a list or a config file's lines vary)
  if (!slashWrap && longerLineBefore(buf, ls, width)) return -1;
  // a port on the next line, the authority's rest (RFC 3986 §3.2.3): "…already read
  // https://lists.debian.org" LF ":8080/tk022/report.pdf?" (Python's textwrap)
  if (!slashWrap) {
    const p = portAfterBreak(buf, s, i, n, final);
    if (p !== -1) return p;
  }
  const j = hyphenBreak(buf, s, i, n, final, false, true);
  if (j < 0) return j;
  if (buf[j] === 0x2f) return -1;
  // a host name and a path: a schemeless link of its own ("…_v1.0.pdf" LF
  // "www.ni.com/content/dam/web/pdfs/oarer_solution_brochure.pdf") — unless the line broke
  // inside a message-id's domain in the path, which the name completes (lynx's text of
  // git's docs: "…/git/20170714132651.170708-1-benpeart@microso" LF "ft.com/")
  const domain =
    !slashWrap && addressDomainBefore(buf, s, i) && !isWww(buf, j, n) && domainPieceAt(buf, j, n);
  const host = domain ? 0 : hostAndSlashAt(buf, j, n, final);
  if (host !== 0) return host === 1 ? -1 : host;
  // (a URI alone on its line, broken after a "/": its piece, alone on the next line, may
  // hold a query's sub-delimiters — RFC 8977's "   https://example.com/rdap/" LF
  // "   domains?name=example*.com&sort=lockedDate,name")
  const alone = slashWrap && opensLine(buf, ls, s);
  let m = j;
  let tail = -1; // where the token's trailing punctuation starts, once a "," ";" ")" is met
  let otherScript = false; // the token holds a letter, mark or digit that is not ASCII
  for (;;) {
    if (m >= n) {
      if (!final) return MORE_INPUT;
      break;
    }
    const x = buf[m]!;
    if (x === 0x0a || x === 0x0d) break;
    if (x === 0x20 || x === 0x09) {
      // trailing blanks only (within the line's width: no run is waited for past it)
      let t = m;
      while (t < n && t - j <= MAX_WRAP_WIDTH && (buf[t] === 0x20 || buf[t] === 0x09)) t++;
      if (t - j > MAX_WRAP_WIDTH) return -1;
      if (t >= n) {
        if (!final) return MORE_INPUT;
        break;
      }
      if (buf[t] === 0x0a || buf[t] === 0x0d) break;
      if (slashWrap) {
        prose = true;
        break;
      }
      return -1;
    }
    if (m - j >= MAX_WRAP_BYTES) return -1;
    if (x >= 0x80 && tail < 0) {
      if (m + 4 > n && !final) return MORE_INPUT;
      decodeCharAt(buf, m, n, true); // (UTF-8, else the byte's windows-1252 character)
      // a closing quotation mark glued to the token's end (“see https://…/utm_cam” LF
      // “paign=spring_2011”.”): the sentence's, as "," and ")" are
      if (utf8.cp === 0x201d || utf8.cp === 0x2019 || utf8.cp === 0xbb) {
        tail = m;
        m += utf8.len;
        continue;
      }
      if (!hostCodePoint(utf8.cp)) return -1;
      otherScript = true;
      m += utf8.len;
      continue;
    }
    if (alone && (x === 0x2a || ((x === 0x2c || x === 0x3b) && isQueryPiece(buf, j, m)))) {
      tail = -1;
      m++;
      continue;
    }
    // sentence punctuation glued to the token's end ("…/4d5e6f," LF): the text's, as after
    // any bare URI — only punctuation may follow it
    // (a "]" too when a "[" opened the URI: html-to-text's "[url]" after a link's text, as
    // Nodemailer's text parts have it — "[http://images.fb.com/2015/12/21/" LF "ivete-…/]")
    if (x === 0x2c || x === 0x3b || x === 0x29 || (x === 0x5d && s > 0 && buf[s - 1] === 0x5b)) {
      if (tail < 0) tail = m;
    } else if (WRAP_TOKEN[x] === 0 || (tail >= 0 && !tokenTrail(x))) return -1;
    m++;
  }
  // … and its line no longer than the URI's: a fixed width cut both
  let ns = j;
  while (ns > i && buf[ns - 1] !== 0x0a) ns--;
  if (!slashWrap && characters(buf, ns, m) > width) return -1;
  // the token's marks, before trailing sentence punctuation ("Thanks." is a word)
  let z = tail >= 0 ? tail : m;
  while (z > j && tokenTrail(buf[z - 1]!)) z--;
  if (z - j < 2 || wordLikeToken(buf, j, z) || (!domain && ownItem(buf, s, i, j, z))) return -1;
  // (slashWrap) a field's name is no piece: a ":" in it or after it, a "=" after it
  // ("URL:http://www.meetup.com/DevOpsDC/events/47635522/" LF "LAST-MODIFIED:20120522T…",
  // "site_url: https://…/" LF "repo_url: https://…", "url = https://…/" LF "config_version = 1"),
  // nor a title over its underline
  if (slashWrap && namePiece(buf, j, z, m, n)) return -1;
  // (a short line: the piece would not have fitted at the end of a line 72 wide — the piece
  // as a line filler sees it, with the punctuation glued to it: an RFC's "(https://www.
  // iana.org/assignments/" LF "sip-parameters).")
  if (slashWrap && width < MIN_WRAP_WIDTH && width + 1 + characters(buf, j, m) <= SHORT_WRAP_WIDTH)
    return -1;
  // a mapping's key, less indented than the URI's line: the structure's (YAML 1.2 §8.2.2),
  // "  - see https://github.com/…/issues/287" LF "minor_changes:" in a changelog.yaml
  if (buf[z] === 0x3a && z + 1 === m && lessIndented(buf, ls, ns, j)) return -1;
  let mark = false;
  for (let k = j; k < z && !mark; k++) mark = WRAP_MARKS[buf[k]!] === 1 && buf[k] !== 0x2d;
  if (otherScript && !mark) return -1;
  // (hyphens alone mark a piece only twice — a slug, "how-to-workaround-conflict" — or when
  // the piece ends its line: "rev-list --objects: fix…" after "…git://git.kernel.org/" is a
  // shortlog's next entry; and not before a "," or ";" that ends it, a list's item:
  // "…# https://github.com/PyCQA/pylint/issues/2967" LF "    signature-differs," in a
  // pylintrc's disable list)
  if (!mark) {
    let hyphens = 0;
    for (let k = j; k < z; k++) if (buf[k] === 0x2d) hyphens++;
    const listed = tail >= 0 && (buf[tail] === 0x2c || buf[tail] === 0x3b);
    mark = hyphens >= 2 || (hyphens === 1 && !(slashWrap && prose) && !listed);
  }
  // without a mark, an identifier's piece ("…/commit/1cd1d7a182c2d16c28c778ddcd72bbeac6" LF
  // "bc5c75", "…/WebGL2Rendering" LF "ContextEvent") — where the URI opens its line, as a
  // mail client puts a long one (the rest of the line is prose's otherwise)
  if (!mark && !(identifierPiece(buf, j, z) && opensLine(buf, ls, s))) return -1;
  fold.wrapEnd = z;
  return j;
}

/**
 * The URI buf[s, i) is "scheme://" and a host to the line break at i, and the next line (after
 * blanks and quote markers) opens with ":", 1 to 5 digits and "/", "?", "#", a blank or its
 * end: the port's index (fold.wrapEnd: where its token ends); -1 when not; MORE_INPUT
 */
function portAfterBreak(buf: Uint8Array, s: number, i: number, n: number, final: boolean): number {
  let a = s;
  while (a < i && buf[a] !== 0x3a) a++;
  if (a + 3 >= i || buf[a + 1] !== 0x2f || buf[a + 2] !== 0x2f) return -1;
  for (let k = a + 3; k < i; k++) {
    const b = buf[k]!;
    if (!(CLASS[b]! & C_ALNUM) && b !== 0x2e && b !== 0x2d) return -1;
  }
  let j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  const from = j;
  while (j < n && j - from <= MAX_BREAK_INDENT && (buf[j] === 0x20 || buf[j] === 0x3e)) j++;
  if (j + 7 > n && !final) return MORE_INPUT;
  if (buf[j] !== 0x3a) return -1;
  let d = j + 1;
  while (d < n && d - j <= 5 && isDigit(buf[d]!)) d++;
  if (d === j + 1 || d - j > 6) return -1;
  const x = d < n ? buf[d]! : 0x0a;
  if (!(x === 0x2f || x === 0x3f || x === 0x23 || isBlankOrBreak(x))) return -1;
  let e = d;
  while (e < n && e - j < MAX_WRAP_BYTES && !isBlankOrBreak(buf[e]!)) e++;
  if (e >= n && !final) return MORE_INPUT;
  while (e > d && tokenTrail(buf[e - 1]!)) e--;
  fold.wrapEnd = e;
  return j;
}

/**
 * the narrowest line a wrapper cuts a word at: catdoc -m 60, and a program's help at 40
 * columns (argparse's, click's, textwrap's break_long_words: the help-output hunt) — the
 * evidence is the lines' widths (filledBefore), not the width itself
 */
const MIN_CUT_WIDTH = 36;

/** how far before a cut line the lines are measured for the wrap's width (wordCutAt) */
const CUT_WINDOW = 1024;

/**
 * A URI that is its line's one word (from the line's first non-blank, an opening bracket or
 * quote perhaps before it) and fills it: a wrapper cuts a word only when it is longer than a
 * line, and then fills the line to the width (catdoc and antiword at 60 to 100 columns,
 * `fold`, Python's textwrap: "https://api.meadow.io/v2/items/12?fields=…&offset=1" LF "20 .").
 * The line is a wrap's when no line in the CUT_WINDOW bytes before it, nor the line after, is
 * wider, and one before is exactly as wide: prose, or a word (a URL cut before) when prose
 * fills lines nearly as wide (a paragraph filled to the width: not a list of URLs as long as
 * each other, a rule of dashes, nor ragged text whose longest line the URL happens to end).
 * Then the URI goes on with the next line's first token, whatever follows it: URI characters
 * to a blank or the line's end, then perhaps sentence punctuation; not a scheme's, a `www.`
 * name, an address, a bullet, a rule, a version or a capitalized name. Returns where the URI
 * goes on (fold.wrapEnd: where the token ends), -1 when the line is no such cut, or
 * MORE_INPUT.
 */
function wordCutAt(
  buf: Uint8Array,
  s: number,
  ls: number,
  i: number,
  n: number,
  final: boolean,
  width: number,
  chainOnly: boolean,
): number {
  // the line's one word: blanks and quote markers, then no blank to the break; its first
  // byte the URI's, or an opener right before it
  // (a line the URI went on to across a cut is the word's to the break)
  // (a line the URI came to: after its indentation)
  let from = s < ls ? ls : s;
  if (s < ls) while (from < i && (buf[from] === 0x20 || buf[from] === 0x09)) from++;
  let k = ls;
  while (k < from && (buf[k] === 0x20 || buf[k] === 0x3e)) k++;
  // … or, after prose on its line, a URI whose next line is one token exactly as wide: a
  // word cut at the width, again (argparse's "(default: https://up" LF "loads.example.org/ap"
  // at 40 columns: the help-output hunt)
  const afterProse = from - k > 1 || (from - k === 1 && CUT_OPENERS[buf[k]!] !== 1);
  for (let q = from; q < i; q++) if (buf[q] === 0x20 || buf[q] === 0x09) return -1;
  // a line the URI came to across a break, exactly as wide as the line it came from: a
  // fixed width cut it twice (par and `fold` cut a word longer than the line wherever the
  // width ends it: "* Fyi" LF "https://static.example.io/…/on" LF "yx-delta/…&utm_m" LF
  // "edium=readme&page=newsletter[release notes] for more.", the markup hunt's AsciiDoc
  // filled by par at 72). Then the next line's first token goes on the URI up to a blank or
  // markup's bracket, bar or angle bracket, however the lines before it look
  const chain = s < ls && prevLineWidth(buf, ls) === width;
  if (afterProse) {
    // (not a log's record, whose URI is not held back for the next one: `tail -f`)
    if (chainOnly || logRecordLine(buf, s) || numericLineStart(buf, s)) return -1;
    const f = fullWidthTokenAfter(buf, ls, i, n, final, width);
    if (f !== 1) return f === MORE_INPUT ? MORE_INPUT : -1;
  } else if (!chain && (chainOnly || !filledBefore(buf, ls, width))) return -1;

  // the next line: its first token — after the indentation of the cut line, when it has one
  // (a program's help, pod2text: an indented block cut at its width goes on as indented)
  // (a terminal's next row opens at its first column, whatever the line's indentation)
  const row = i + (buf[i] === 0x0d ? 2 : 1);
  let j = row;
  let indent = 0;
  while (ls + indent < from && (buf[ls + indent] === 0x20 || buf[ls + indent] === 0x09)) indent++;
  for (let q = 0; q < indent; q++) {
    if (row + q >= n) return final ? -1 : MORE_INPUT;
    if (buf[row + q] !== buf[ls + q]) {
      indent = 0;
      break;
    }
  }
  j = row + indent;
  if (j >= n) return final ? -1 : MORE_INPUT;
  let m = j;
  let z = -1; // where the token's trailing punctuation starts
  for (;;) {
    if (m >= n) {
      if (!final) return MORE_INPUT;
      break;
    }
    const x = buf[m]!;
    if (x === 0x20 || x === 0x09 || x === 0x0a || x === 0x0d) break;
    if (chain && CHAIN_TOKEN_ENDS[x] === 1) break;
    if (m - j >= MAX_WRAP_BYTES) return -1;
    if (tokenTrail(x) || x === 0x22 || x === 0x27) {
      if (z < 0) z = m;
    } else if (WRAP_TOKEN[x] === 1 && x !== 0x3a) {
      // (an apostrophe inside the token is prose's: "it's", "don't")
      if (z >= 0 && buf[z] === 0x27) return -1;
      z = -1;
    } else return -1;
    m++;
  }
  if (z < 0) z = m;
  if (z === j || isWww(buf, j, n) || schemeSlashesAt(buf, j, n) === 1) return -1;
  // not a bullet, a rule, a signature's "--", a heading's "#", a path "./…": the next line's
  // own start
  const first = buf[j]!;
  // (nor "#": a heading's, or a bug's number in a changelog, "#134835")
  if (first === 0x2d || first === 0x23 || first === 0x7e || first === 0x2a || first === 0x2b)
    return -1;
  if (first === 0x2e && (buf[j + 1] === 0x2e || buf[j + 1] === 0x2f)) return -1;
  // … nor a rule of one character repeated ("=====", "_____": a heading's underline), a path
  // of its own ("/etc/…"), a host name and a path (a schemeless link of its own:
  // "mirror.example.net/pub/…", a list's next entry; the review)
  // (the path and the host name only in an indented block or after prose: a terminal's or
  // fold's next row, at its first column, may open with any piece — "…/api/faq" LF
  // "/latest_faq?page=…", tmux's capture; nor in a chain of cuts)
  let same = j + 1;
  while (same < z && buf[same] === first) same++;
  if (!chain && same === z && z - j > 2) return -1;
  const block = !chain && (indent > 0 || afterProse);
  if (block && first === 0x2f) return -1;
  // (… unless the URI broke inside its host: "(default: https://up" LF "loads.example.org/ap")
  if (block && !breaksInAuthority(buf, s, i)) {
    const hostPath = hostAndSlashAt(buf, j, n, final);
    if (hostPath === MORE_INPUT) return MORE_INPUT;
    if (hostPath === 1) return -1;
  }
  // a URI that ended at the line's end by itself, as wide as the lines, and the next line's
  // first word ("…/notes.html" LF "and are updated yearly"): a token of letters only goes on
  // only in a file name's extension ("…/how-to-lumen-the-ember.htm" LF "l , which"), one of
  // digits only in a number ("…&offset=1" LF "20 .") — after a chain of cuts, any token
  // does, that is no word of its own ("eadme[bug tracker]")
  let letters = 0;
  let digits = 0;
  for (let q = j; q < z; q++) {
    const x = buf[q]! | 0x20;
    if (x >= 0x61 && x <= 0x7a) letters++;
    else if (isDigit(buf[q]!)) digits++;
  }
  // a URI whose line ends with a file's extension or a "/" looks whole: its rest opens a query
  // ("…/page.html" LF "?id=2") or completes the extension ("…/x.htm" LF "l"), else the next
  // line is prose ("…/004512.html" LF "it's the same bug")
  if (
    (buf[i - 1] === 0x2f || extensionBefore(buf, from, i)) &&
    !(first === 0x3f || first === 0x26 || first === 0x3b) &&
    !(letters === z - j && extensionGoesOn(buf, from, i, j, z))
  ) {
    return -1;
  }
  // (after a chain of cuts, a word or a number is the URI's when markup closes right after
  // it, "tter]release notes[/url]", "eadme[bug tracker]", and a word in lowercase after a
  // query's "=", a value's rest; before a blank any other may be the next word of prose:
  // "…&utm_mediu" LF "Thanks,", the review's)
  const chainEnd =
    chain &&
    ((z === m && m < n && CHAIN_TOKEN_ENDS[buf[m]!] === 1) ||
      (buf[i - 1] === 0x3d && ((letters === z - j && first >= 0x61) || digits === z - j)));
  if (chainEnd) {
    // (taken)
  } else if (letters === z - j) {
    if (!extensionGoesOn(buf, from, i, j, z)) return -1;
  } else if (digits === z - j) {
    if (!isDigit(buf[i - 1]!)) return -1;
  } else if (wordLikeToken(buf, j, z) || (CLASS[first]! & C_ALPHA && first <= 0x5a)) {
    // a version, a date, a number with dots ("v2.0.1", "2023-05-01"), a capitalized name
    // ("README.md")
    return -1;
  }
  // the line after is no wider
  let le = m;
  while (le < n && buf[le] !== 0x0a) {
    le++;
    if (le - j > MAX_WRAP_BYTES) return -1;
  }
  if (le >= n && !final) return MORE_INPUT;
  if (le > j && buf[le - 1] === 0x0d) le--;
  if (lineWidth(buf, j - indent, le) > width) return -1;
  fold.wrapEnd = z;
  return j;
}

/**
 * The URI's line, from `first`, opens with a command-line option before the URI at s
 * ("--index-url https://…", "-f https://…"): a command line or an options file (pip's
 * requirements.txt: "--index-url https://…/pypi-virtual/simple" LF "django-environ" is
 * two items, the metadata hunt), which no text tool wraps
 */
function optionLine(buf: Uint8Array, first: number, s: number): boolean {
  let k = first;
  while (k < s && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  if (k + 2 >= s || buf[k] !== 0x2d) return false;
  if (buf[k + 1] === 0x2d) {
    k += 2;
    if (!isAsciiLetter(buf[k]!)) return false;
    while (
      k < s &&
      (isAsciiLetter(buf[k]!) || isDigit(buf[k]!) || buf[k] === 0x2d || buf[k] === 0x5f)
    )
      k++;
  } else {
    if (!isAsciiLetter(buf[k + 1]!)) return false;
    k += 2;
  }
  // … whose value the URI is, right after its name and a blank or "=" (not a help text's
  // line that names an option and goes on with prose: argparse's "--docs DOCS  Documentation:
  // https://…/refe" LF "rence/…", the review's)
  if (k < s && buf[k] === 0x3d) return k + 1 === s;
  const name = k;
  while (k < s && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  return k > name && k === s;
}

/** what ends the next line's token after a chain of cuts (wordCutAt): markup around the URI */
const CHAIN_TOKEN_ENDS = new Uint8Array(256);
for (const ch of "[]|<>{}") CHAIN_TOKEN_ENDS[ch.charCodeAt(0)] = 1;

/** the last byte of the line before the one that starts at ls (before its line break), or -1 */
function prevLineEnd(buf: Uint8Array, ls: number): number {
  if (ls === 0 || buf[ls - 1] !== 0x0a) return -1;
  let le = ls - 1;
  if (le > 0 && buf[le - 1] === 0x0d) le--;
  return le > 0 && buf[le - 1] !== 0x0a ? buf[le - 1]! : -1;
}

/** the width of the line before the one that starts at ls (after its line break), or -1 */
function prevLineWidth(buf: Uint8Array, ls: number): number {
  if (ls === 0 || buf[ls - 1] !== 0x0a) return -1;
  let le = ls - 1;
  if (le > 0 && buf[le - 1] === 0x0d) le--;
  let p = le;
  while (p > 0 && buf[p - 1] !== 0x0a) {
    p--;
    if (le - p > MAX_WRAP_BYTES) return -1;
  }
  return lineWidth(buf, p, le);
}

/**
 * wordCutAt: the lines in the CUT_WINDOW bytes before ls: none wider than `width`, two exactly
 * as wide (prose, or a word near prose), in a paragraph whose prose fills lines nearly as wide
 */
function filledBefore(buf: Uint8Array, ls: number, width: number): boolean {
  let e = ls;
  const floor = Math.max(0, ls - CUT_WINDOW);
  let same = 0;
  let near = false;
  while (e > floor && buf[e - 1] === 0x0a) {
    let le = e - 1;
    if (le > floor && buf[le - 1] === 0x0d) le--;
    let p = le;
    while (p > floor && buf[p - 1] !== 0x0a) p--;
    if (p === floor && floor > 0) break;
    const w = lineWidth(buf, p, le);
    if (w > width) return false;
    // two lines as wide (prose, or a URL cut before), in a paragraph whose prose fills lines
    // nearly as wide: the wrap's width, not a URL as long as the paragraph's longest line by
    // chance (Python's textwrap puts a URL shorter than the width on a line of its own), a
    // list of URLs as long as each other, nor a rule of dashes under short lines
    if (w === width) same++;
    if (w >= width - 4 && blankInside(buf, p, le)) near = true;
    e = p;
  }
  return same >= 2 && near;
}

/**
 * The line after the one at ls (broken at i) has the same indentation and then one token of
 * URI characters (no blank) to its end, and is exactly `width` wide: 1, else 0; MORE_INPUT
 * when not known before n
 */
function fullWidthTokenAfter(
  buf: Uint8Array,
  ls: number,
  i: number,
  n: number,
  final: boolean,
  width: number,
): number {
  let j = i + (buf[i] === 0x0d ? 2 : 1);
  const line = j;
  for (let q = ls; buf[q] === 0x20 || buf[q] === 0x09; q++, j++) {
    if (j >= n) return final ? 0 : MORE_INPUT;
    if (buf[j] !== buf[q]) return 0;
  }
  let e = j;
  for (; e < n && e - j <= MAX_WRAP_BYTES; e++) {
    const x = buf[e]!;
    if (x === 0x0a || x === 0x0d) break;
    if (x === 0x20 || x === 0x09 || (x < 0x80 && !(CLASS[x]! & C_URI))) return 0;
  }
  if (e >= n && !final) return MORE_INPUT;
  return e > j && lineWidth(buf, line, e) === width ? 1 : 0;
}

/**
 * buf[j, z) (letters) completes the file name extension that buf[from, i) ends with: a "."
 * and up to 4 letters before the break, the two an extension of EXTENSIONS ("htm" and "l")
 */
function extensionGoesOn(buf: Uint8Array, from: number, i: number, j: number, z: number): boolean {
  let d = i;
  while (d > from && i - d <= 4 && (buf[d - 1]! | 0x20) >= 0x61 && (buf[d - 1]! | 0x20) <= 0x7a)
    d--;
  if (d <= from || buf[d - 1] !== 0x2e || i - d + (z - j) > 5) return false;
  const ext = new Uint8Array(i - d + (z - j));
  ext.set(buf.subarray(d, i), 0);
  ext.set(buf.subarray(j, z), i - d);
  return isOneOf(EXTENSIONS, ext, 0, ext.length);
}

/**
 * buf[from, i) ends with a "." and a file name extension (EXTENSIONS: "…/004512.html")
 */
function extensionBefore(buf: Uint8Array, from: number, i: number): boolean {
  let d = i;
  while (d > from && i - d <= 5 && CLASS[buf[d - 1]!]! & C_ALNUM) d--;
  return d > from && d < i && buf[d - 1] === 0x2e && isOneOf(EXTENSIONS, buf, d, i);
}

/** buf[a, e) holds a blank between two other bytes */
function blankInside(buf: Uint8Array, a: number, e: number): boolean {
  while (a < e && (buf[a] === 0x20 || buf[a] === 0x09)) a++;
  while (e > a && (buf[e - 1] === 0x20 || buf[e - 1] === 0x09)) e--;
  for (let k = a; k < e; k++) if (buf[k] === 0x20 || buf[k] === 0x09) return true;
  return false;
}

/** what may open a line right before a cut URI: ( [ < " ' */
const CUT_OPENERS = new Uint8Array(256);
for (const ch of "([<\"'") CUT_OPENERS[ch.charCodeAt(0)] = 1;

/**
 * buf[j…] is a dotted name's rest alone on its line: letters, digits, "-" and "." (one "."
 * at least), perhaps a "/", then the line's end ("ft.com/", "rp.google.com")
 */
function domainPieceAt(buf: Uint8Array, j: number, n: number): boolean {
  let k = j;
  let dot = false;
  while (
    k < n &&
    k - j <= 255 &&
    (CLASS[buf[k]!]! & C_ALNUM || buf[k] === 0x2d || buf[k] === 0x2e)
  ) {
    if (buf[k] === 0x2e) dot = true;
    k++;
  }
  if (k < n && buf[k] === 0x2f) k++;
  return dot && (k >= n || buf[k] === 0x0a || buf[k] === 0x0d);
}

/** buf[j…] opens with "www." (any case) */
export function isWww(buf: Uint8Array, j: number, n: number): boolean {
  return (
    j + 4 <= n &&
    (buf[j]! | 0x20) === 0x77 &&
    (buf[j + 1]! | 0x20) === 0x77 &&
    (buf[j + 2]! | 0x20) === 0x77 &&
    buf[j + 3] === 0x2e
  );
}

/**
 * The URI buf[s, i) ends its line inside an address's domain in its path: a "@", then only
 * letters, digits, "-" and "." to the break, after a "/" of the path (a message-id:
 * "https://lore.kernel.org/git/20170714132651.170708-1-benpeart@microso")
 */
function addressDomainBefore(buf: Uint8Array, s: number, i: number): boolean {
  let k = i;
  while (k > s && i - k <= 64) {
    const x = buf[k - 1]!;
    if (x === 0x40) return k < i && k - 1 > s && buf[k - 2] !== 0x2f && inPath(buf, s, k - 1);
    if (!(CLASS[x]! & C_ALNUM || x === 0x2d || x === 0x2e)) return false;
    k--;
  }
  return false;
}

/**
 * buf[at] is in a path's segment: the "/" that opens it (within 256 bytes) is no "//" before
 * an authority (where a "@" ends a userinfo)
 */
function inPath(buf: Uint8Array, s: number, at: number): boolean {
  for (let k = at - 1; k > s && at - k <= 256; k--) {
    if (buf[k] === 0x2f) return buf[k - 1] !== 0x2f;
  }
  return false;
}

/**
 * At a line break at i: where the next line's first piece starts, past up to 64 blanks of
 * indentation (`pdftotext -layout` keeps a piece at its column); -1 when the break is no
 * CRLF or LF, MORE_INPUT when not known before n
 */
function indentedPieceAt(buf: Uint8Array, i: number, n: number, final: boolean): number {
  let j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  const line = j;
  while (j < n && j - line < 64 && (buf[j] === 0x20 || buf[j] === 0x09)) j++;
  return j;
}

/**
 * At a line break at i inside a bare `mailto:` URI whose address has no "@" before the break
 * (c1: after the scheme's ":"): the index of the next line's first piece when it completes
 * the address — a token of URI characters holding an "@" and a "." after it ("mailto:survey."
 * LF "image-zq259@assets.net?subject=…", a PDF's text, the PDF hunt); or, when the line ends
 * with the "@", a dotted host name. RFC 6068 §2: a mailto URI's "to" is addr-specs, and one
 * without its "@" is none, so the break cannot be the URI's end. Else -1, MORE_INPUT when
 * not known before n.
 */
export function mailtoAddressBreakAt(
  buf: Uint8Array,
  c1: number,
  i: number,
  n: number,
  final: boolean,
): number {
  for (let k = c1; k < i; k++) if (buf[k] === 0x40 && k !== i - 1) return -1;
  const atEnd = buf[i - 1] === 0x40;
  // (a break after ".", "-", "_", "+" or "@", which no address ends with in prose; after a
  // letter it may be the end of a word: "mailto:webmaster" LF "admin@example.org", the review)
  const e = buf[i - 1];
  if (i - 1 <= c1 || !(e === 0x2e || e === 0x2d || e === 0x5f || e === 0x2b || atEnd)) return -1;
  const j = indentedPieceAt(buf, i, n, final);
  if (j < 0) return j;
  let at = atEnd ? j - 1 : -1;
  let dot = -1;
  let k = j;
  for (; k < n && k - j < 256; k++) {
    const b = buf[k]!;
    if (b === 0x40) {
      if (at >= 0) return -1;
      at = k;
    } else if (b === 0x2e && at >= 0 && k > at + 1) {
      if (dot < 0) dot = k;
    } else if (b === 0x3f || b === 0x3e || b === 0x29 || b <= 0x20) break;
    else if (!(CLASS[b]! & C_URI) || (at >= 0 && b === 0x2f)) return -1;
  }
  if (k >= n && !final) return MORE_INPUT;
  if (k === j || !(CLASS[buf[j]!]! & C_ALNUM) || at < 0 || dot < 0) return -1;
  // (the URI must reach past the domain's first "." for the join to stand: bare.ts)
  fold.wrapEnd = dot + 1;
  return j;
}

/** file name extensions that a URL's last segment ends in (extensionWrapAt) */
const EXTENSIONS = wordsByLength(
  "txt html htm shtml xhtml pdf dvi tex sty cls bib php asp aspx jsp cgi py xml json md gz tgz bz2 xz iso png jpg gif svg mp3 mp4".split(
    " ",
  ),
);

/**
 * At a line break at i inside a bare URI whose last segment ends the line with "." (buf[i-1]),
 * after a letter or digit: the index of the next line's first piece when it is a file name's
 * extension in lowercase and the word ends there (a blank, the line's end, or sentence
 * punctuation and then one of those) — LaTeX's url.sty breaks after a "." too:
 * "available at http://www.latex-project.org/lppl." LF "txt and version 1.3c" (pdftotext's
 * text); a sentence that ends with the URL goes on with a capital. Else -1, MORE_INPUT when
 * not known before n. The URI must have a path: its "." no host's.
 */
export function extensionWrapAt(
  buf: Uint8Array,
  i: number,
  n: number,
  final: boolean,
  pathStart: number,
): number {
  if (pathStart < 0 || i - 2 <= pathStart || !(CLASS[buf[i - 2]!]! & C_ALNUM)) return -1;
  const j = indentedPieceAt(buf, i, n, final);
  if (j < 0) return j;
  if (j >= n) return final ? -1 : MORE_INPUT;
  let m = j;
  while (m < n && m - j < 6 && buf[m]! >= 0x61 && buf[m]! <= 0x7a) m++;
  if (m >= n && !final) return MORE_INPUT;
  if (!isOneOf(EXTENSIONS, buf, j, m)) return -1;
  fold.wrapEnd = m;
  // (the URI goes on after the extension with a query, a fragment or more path:
  // "…/index." LF "php?id=3", "…/tools." LF "html#sec-2")
  if (m < n && (buf[m] === 0x3f || buf[m] === 0x23 || buf[m] === 0x2f)) {
    if (m + 1 >= n) return final ? -1 : MORE_INPUT;
    return CLASS[buf[m + 1]!]! & C_ALNUM ? j : -1;
  }
  let e = m;
  while (e < n && e - m < 2 && tokenTrail(buf[e]!)) e++;
  if (e >= n) return final ? j : MORE_INPUT;
  const x = buf[e]!;
  if (x !== 0x20 && x !== 0x09 && x !== 0x0a && x !== 0x0d) return -1;
  return j;
}

/**
 * At a line break at i inside a bare URI whose query's "?" or "&" ends the line (after a
 * letter, digit or "/" — a URL that LaTeX's url.sty broke after them, in a PDF's text:
 * "…/pdf-?research=" LF "3159&software=pdf_download."): the index of the next line's first
 * piece when it opens with the query's next field, a name and "=" ("id=3", "utm_source=x");
 * else -1, MORE_INPUT when not known before n. ("Is it at https://x.example/page?" LF "It
 * is." goes on with no field)
 */
export function queryWrapAt(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  const q = buf[i - 1];
  if (i - 2 <= s || (q !== 0x3f && q !== 0x26 && q !== 0x3d)) return -1;
  const p = buf[i - 2]!;
  if (!(CLASS[p]! & C_ALNUM || p === 0x2f || p === 0x2d || p === 0x5f)) return -1;
  if (q === 0x3d) return valueWrapAt(buf, s, i, n, final);
  // (a "&" only in a query: after a "?")
  if (q === 0x26) {
    let k = i - 2;
    while (k > s && buf[k] !== 0x3f && buf[k] !== 0x0a) k--;
    if (buf[k] !== 0x3f) return -1;
  }
  // (not in a log's record, which is one line, and whose URI is not held back for the next
  // one: "2026-11-28 20:01:16 INFO see https://example.com/a?" under `tail -f`)
  if (logRecordLine(buf, s) || numericLineStart(buf, s)) return -1;
  const j = indentedPieceAt(buf, i, n, final);
  if (j < 0) return j;
  let m = j;
  while (
    m < n &&
    m - j <= 64 &&
    (CLASS[buf[m]!]! & C_ALNUM || buf[m] === 0x5f || buf[m] === 0x2d || buf[m] === 0x2e)
  ) {
    m++;
  }
  if (m + 1 >= n) return final ? -1 : MORE_INPUT;
  if (m === j || buf[m] !== 0x3d || !(CLASS[buf[m + 1]!]! & C_URI)) return -1;
  fold.wrapEnd = m + 2;
  return j;
}

/**
 * queryWrapAt after a query's "=" (buf[i-1]): the next line's first piece when it is the
 * field's value and the query's next field ("…/pdf-?research=" LF "3159&software=pdf_download.",
 * url.sty's break after "=" in a PDF's text) — a value, "&", a name and "=". Not after a line
 * that ends with "=" itself, nor before an "=" and two hex digits: quoted-printable's soft line
 * breaks (RFC 2045 §6.7) in mail read as text end every line with "=" and write a URI's own
 * "=" as "=3D"
 */
function valueWrapAt(buf: Uint8Array, s: number, i: number, n: number, final: boolean): number {
  let k = i - 2;
  while (k > s && buf[k] !== 0x3f && buf[k] !== 0x0a) k--;
  if (buf[k] !== 0x3f) return -1;
  let ls = i;
  while (ls > 0 && i - ls <= MAX_WRAP_BYTES && buf[ls - 1] !== 0x0a) ls--;
  if (prevLineEnd(buf, ls) === 0x3d) return -1;
  if (logRecordLine(buf, s) || numericLineStart(buf, s)) return -1;
  const j = indentedPieceAt(buf, i, n, final);
  if (j < 0) return j;
  let m = j;
  let amp = -1;
  let field = false;
  for (; m < n && m - j <= MAX_WRAP_BYTES; m++) {
    const x = buf[m]!;
    if (x === 0x26) {
      if (m === j || amp === m - 1) return -1;
      amp = m;
    } else if (x === 0x3d) {
      if (amp < 0 || m === amp + 1) return -1;
      // (quoted-printable's "=3D", "=20")
      if (m + 2 < n && isHexDigit(buf[m + 1]!) && isHexDigit(buf[m + 2]!) && buf[m + 1]! < 0x61)
        return -1;
      field = true;
      break;
    } else if (
      !(CLASS[x]! & C_ALNUM || x === 0x5f || x === 0x2d || x === 0x2e || x === 0x25 || x === 0x2b)
    ) {
      return -1;
    }
  }
  if (m >= n) return final ? -1 : MORE_INPUT;
  if (!field) return -1;
  fold.wrapEnd = m + 1;
  return j;
}

/** buf[s, e) holds "doi" in any case */
function namesDoi(buf: Uint8Array, s: number, e: number): boolean {
  for (let k = s; k + 3 <= e; k++) {
    if ((buf[k]! | 0x20) === 0x64 && (buf[k + 1]! | 0x20) === 0x6f && (buf[k + 2]! | 0x20) === 0x69)
      return true;
  }
  return false;
}

/**
 * The line of the URI at s opens with a number glued to "-", ":", "/" or ".": a timestamp, a
 * date or an address, as a log's records open ("2026-11-28 20:01:16 …", "127.0.0.1 - - …",
 * "1795896351.545 …")
 */
function numericLineStart(buf: Uint8Array, s: number): boolean {
  const line = uriLineStart(buf, s);
  if (line < 0 || line >= s || !isDigit(buf[line]!)) return false;
  let k = line;
  while (k < s && isDigit(buf[k]!)) k++;
  const x = buf[k];
  return x === 0x2d || x === 0x3a || x === 0x2f || x === 0x2e;
}

/**
 * At a line break at i inside a bare URI that ends the line with a DOI's "10." (after a "/"
 * or a ":": "https://doi.org/10.", "info:doi/10.", "doi:10."): the index of the next line's
 * first piece when it is the rest of the DOI — the registrant's digits and the "/" of its
 * suffix (the DOI Handbook §2.2: prefix "10." and a registrant code, then "/") — else -1,
 * MORE_INPUT when not known before n. LaTeX's url.sty breaks a DOI after the "." and a PDF's
 * text keeps the break ("Available: https://doi.org/10." LF "1016/j.cell.2009.07.096", the
 * bibliographies hunt)
 */
export function doiWrapAt(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  if (i - 4 < s || buf[i - 1] !== 0x2e || buf[i - 2] !== 0x30 || buf[i - 3] !== 0x31) return -1;
  if (buf[i - 4] !== 0x2f && buf[i - 4] !== 0x3a) return -1;
  // (a DOI's URI names it: "doi.org/", "/doi/", "doi:", "info:doi/" — not "…/list/10." LF
  // "2019/12/31", the review's)
  if (!namesDoi(buf, s, i - 4)) return -1;
  const j = indentedPieceAt(buf, i, n, final);
  if (j < 0) return j;
  let m = j;
  while (m < n && m - j <= 9 && isDigit(buf[m]!)) m++;
  if (m + 1 >= n) return final ? -1 : MORE_INPUT;
  if (m - j < 4 || m - j > 9 || buf[m] !== 0x2f || !(CLASS[buf[m + 1]!]! & C_URI)) return -1;
  fold.wrapEnd = m + 2;
  return j;
}

/**
 * buf[j, z) (its line's first token, scanned to m) is a field's name or a title: a ":" after
 * a name that opens it or right after it, a "=" or ":" after its blanks, or it is its line's
 * whole text and the next line is a title's underline ("---", "===")
 */
function namePiece(buf: Uint8Array, j: number, z: number, m: number, n: number): boolean {
  // (a name: letters, digits, "-" and "_" up to the ":"; a fragment's "#tag-byte:A-" is none)
  let k = j;
  while (k < z && (CLASS[buf[k]!]! & C_ALNUM || buf[k] === 0x2d || buf[k] === 0x5f)) k++;
  if (buf[k] === 0x3a || buf[z] === 0x3a) return true;
  k = m;
  while (k < n && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  if (buf[k] === 0x3d || buf[k] === 0x3a) return true;
  if (k < n && buf[k] !== 0x0a && buf[k] !== 0x0d) return false;
  // the line after: an underline of "-", "=", "~" or "^", three or more
  if (buf[k] === 0x0d) k++;
  k++;
  const u = buf[k];
  if (u !== 0x2d && u !== 0x3d && u !== 0x7e && u !== 0x5e) return false;
  let e = k;
  while (e < n && buf[e] === u) e++;
  return e - k >= 3 && (e >= n || buf[e] === 0x0a || buf[e] === 0x0d);
}

/** the line at ns (its token at j) is indented less than the line at ls */
function lessIndented(buf: Uint8Array, ls: number, ns: number, j: number): boolean {
  let k = ls;
  while (buf[k] === 0x20 || buf[k] === 0x09) k++;
  return j - ns < k - ls;
}

/**
 * buf[j, z), the token after a hard wrap of the URI buf[s, i), is an item of its own, not
 * the URI's rest: it holds a "scheme://" ("REDIS_URL=redis://…" after "DATABASE_URL=…" in a
 * .env file); it is a "NAME=" assignment ("numpy==1.26.4", "app.name=demo", "SHA256=…")
 * when the URI has no query to go on with; it is a dotted name alone — capitalized
 * ("README.md", "Node.js", "J.Smith"), "www." first, or ending in a common top-level
 * domain ("www.example.org", "example.net": a schemeless link)
 */
function ownItem(buf: Uint8Array, s: number, i: number, j: number, z: number): boolean {
  let name = true; // letters, digits, "-" and "." only
  let lastDot = -1;
  let eq = -1;
  let ident = true; // an identifier (letters, digits, "_", ".", "-") up to the first "="
  for (let k = j; k < z; k++) {
    const x = buf[k]!;
    if (x === 0x3a && k + 2 < z && buf[k + 1] === 0x2f && buf[k + 2] === 0x2f) return true;
    if (x === 0x3d && eq < 0) eq = k;
    const alnum = (CLASS[x]! & C_ALNUM) !== 0;
    if (eq < 0 && !(alnum || x === 0x5f || x === 0x2e || x === 0x2d)) ident = false;
    if (x === 0x2e) lastDot = k;
    else if (!(alnum || x === 0x2d)) name = false;
  }
  if (eq > j && ident && !isDigit(buf[j]!)) {
    let query = false;
    for (let k = s; k < i && !query; k++) query = buf[k] === 0x3f;
    if (!query) return true;
  }
  if (!name || lastDot < 0) return false;
  const b0 = buf[j]!;
  if (b0 >= 0x41 && b0 <= 0x5a) return true;
  if (
    z - j > 4 &&
    (b0 | 0x20) === 0x77 &&
    (buf[j + 1]! | 0x20) === 0x77 &&
    (buf[j + 2]! | 0x20) === 0x77 &&
    buf[j + 3] === 0x2e
  )
    return true;
  let tld = "";
  for (let k = lastDot + 1; k < z; k++) tld += String.fromCharCode(buf[k]! | 0x20);
  return COMMON_TLDS.has(tld);
}

/** top-level domains common enough that a dotted name ending in one is a host */
export const COMMON_TLDS = new Set(
  "com org net edu gov mil int io dev app info biz name me co us uk de fr jp cn ru nl eu ca au ch se no fi dk it es pl br in be at cz kr tw hk nz za ie pt gr hu ro il".split(
    " ",
  ),
);

/**
 * The line that ends before the line starting at ls (its LF at ls - 1) is longer than
 * `width` characters (characters) and not blank (blanks and mail quote markers only) —
 * looked at within 1,024 bytes
 */
function longerLineBefore(buf: Uint8Array, ls: number, width: number): boolean {
  if (ls < 1 || buf[ls - 1] !== 0x0a) return false;
  let pe = ls - 1;
  if (pe > 0 && buf[pe - 1] === 0x0d) pe--;
  let blank = true;
  let chars = 0;
  for (let ps = pe; ps > 0 && buf[ps - 1] !== 0x0a; ) {
    ps--;
    const x = buf[ps]!;
    if (x !== 0x20 && x !== 0x09 && x !== 0x3e) blank = false;
    if ((x & 0xc0) !== 0x80) chars++;
    if (chars > width && !blank) return true;
    if (pe - ps >= 1024) return false;
  }
  return false;
}

/** "." ":" "?" "," ";" ")": sentence punctuation after a hard-wrapped URI's last token */
/** buf[j, m) holds a "?" and, after it, a "=" (a query's pair) */
function isQueryPiece(buf: Uint8Array, j: number, m: number): boolean {
  const q = buf.subarray(j, m).indexOf(0x3f);
  return q >= 0 && buf.subarray(j + q, m).indexOf(0x3d) >= 0;
}

function tokenTrail(b: number): boolean {
  return b === 0x2e || b === 0x3a || b === 0x3f || b === 0x2c || b === 0x3b || b === 0x29;
}

/**
 * buf[j, z) holds a capital after a small letter, or a digit and a letter in 5 bytes or more:
 * a piece of an identifier (a CamelCase name, a hash), not a word ("Bob2") — nor an address
 * or a time: no identifier holds a ":" ("fe80::1", "12:30:45")
 */
function identifierPiece(buf: Uint8Array, j: number, z: number): boolean {
  let digit = false;
  let letter = false;
  for (let k = j; k < z; k++) {
    const x = buf[k]!;
    if (x === 0x3a) return false;
    if (isDigit(x)) digit = true;
    else if ((x | 0x20) >= 0x61 && (x | 0x20) <= 0x7a) {
      letter = true;
      if (x <= 0x5a && k > j && buf[k - 1]! >= 0x61 && buf[k - 1]! <= 0x7a) return true;
    }
  }
  return digit && letter && z - j >= 5;
}

/**
 * the bare URI that starts at s opens the line that starts at ls: only blanks and mail quote
 * markers before it
 */
function opensLine(buf: Uint8Array, ls: number, s: number): boolean {
  // (a line the URI went on to across a wrap is its own to the break)
  if (s < ls) return true;
  for (let k = ls; k < s; k++) {
    const x = buf[k]!;
    if (x !== 0x20 && x !== 0x09 && x !== 0x3e) return false;
  }
  return true;
}

/**
 * buf[j, z) is a token of text, not a URI's rest: an abbreviation or a short word ("e.g",
 * "i.e", "Ph.D", "x-y": letters, dots and hyphens, under 6 bytes), a number, a date or a
 * version ("4.4.0.0", "2024/01/02", "v2.0.1"), a protocol and its version ("HTTP/1.0")
 */
function wordLikeToken(buf: Uint8Array, j: number, z: number): boolean {
  let letters = 0;
  let digits = 0;
  let dots = 0; // ".", "-" and "/"
  for (let k = j; k < z; k++) {
    const x = buf[k]!;
    if (isDigit(x)) digits++;
    else if (x === 0x2e || x === 0x2d || x === 0x2f) dots++;
    else if ((x | 0x20) >= 0x61 && (x | 0x20) <= 0x7a) letters++;
  }
  const len = z - j;
  if (letters + dots === len && len < 6) return true;
  if (digits + dots === len) return true;
  // "v2.0.1"
  if ((buf[j]! | 0x20) === 0x76 && letters === 1 && digits + dots === len - 1) return true;
  // "HTTP/1.0", "SIP/2.0", "RTSP/1.0"
  let k = j;
  while (k < z && buf[k]! >= 0x41 && buf[k]! <= 0x5a) k++;
  return k - j >= 2 && k + 1 < z && buf[k] === 0x2f && isDigit(buf[k + 1]!);
}

/**
 * 1 when buf[k…] starts with letters, digits, "-" and "." up to a "/" (or a port and a "/"),
 * and dottedHostAt reads them as a host name; 0 when not; MORE_INPUT when unknown.
 */
function hostAndSlashAt(buf: Uint8Array, k: number, n: number, final: boolean): number {
  // letters, digits, "-" and "." up to the "/" (or a port and the "/"): not "wpatch.php?id=3/4"
  let m = k;
  while (
    m < n &&
    m - k <= MAX_HOST &&
    (CLASS[buf[m]!]! & C_ALNUM || buf[m] === 0x2d || buf[m] === 0x2e)
  )
    m++;
  if (m >= n) return final ? 0 : MORE_INPUT;
  if (buf[m] === 0x3a) {
    let p = m + 1;
    while (p < n && p - m <= 6 && isDigit(buf[p]!)) p++;
    if (p >= n) return final ? 0 : MORE_INPUT;
    if (p === m + 1 || buf[p] !== 0x2f) return 0;
  } else if (buf[m] !== 0x2f) return 0;
  // buf[k, m) before the "/": a dotted name (dottedHostAt reads it, its end at the "/")
  return dottedHostAt(buf, k, n, final);
}

/**
 * 1 when buf[k…] opens with a common top-level domain in lowercase and then "/", or ":" and
 * a port: the rest of a host broken after its last "." ("https://tex.stackexchange." LF
 * "com/a/640035"; `countryOnly`: a country's code of two letters, "co." LF "uk/"); 0 when
 * not; MORE_INPUT when unknown before n
 */
export function topLevelAndPathAt(
  buf: Uint8Array,
  k: number,
  n: number,
  final: boolean,
  countryOnly = false,
): number {
  let m = k;
  while (m < n && m - k < 5 && buf[m]! >= 0x61 && buf[m]! <= 0x7a) m++;
  if (m >= n) return final ? 0 : MORE_INPUT;
  if (m - k < 2 || (countryOnly && m - k !== 2)) return 0;
  if (buf[m] === 0x3a) {
    if (m + 1 >= n) return final ? 0 : MORE_INPUT;
    if (!isDigit(buf[m + 1]!)) return 0;
  } else if (buf[m] !== 0x2f) return 0;
  let tld = "";
  for (let j = k; j < m; j++) tld += String.fromCharCode(buf[j]!);
  return COMMON_TLDS.has(tld) ? 1 : 0;
}

/**
 * the host buf[a, e) ends in a common top-level domain ("example.org"): a "." after it is the
 * sentence's, and no top-level domain on the next line goes on with it
 */
export function endsInCommonTld(buf: Uint8Array, a: number, e: number): boolean {
  let d = e;
  while (d > a && buf[d - 1] !== 0x2e) d--;
  if (d === a || e - d > 4) return false;
  let tld = "";
  for (let k = d; k < e; k++) tld += String.fromCharCode(buf[k]! | 0x20);
  return COMMON_TLDS.has(tld);
}

/**
 * buf[i] is a line break right after a URI's "scheme:/": the index of the "/" that opens the
 * next line (after its indentation) when a dotted host name follows it — w3m and html2text
 * break a long URL between the two slashes of "//" ("AboutConfig from [26]http:/" LF
 * "/aboutconfig.mozdev.org/ and External"; session 40, the converters hunt) —, else -1;
 * MORE_INPUT when not known before n
 */
export function slashBreakAt(buf: Uint8Array, i: number, n: number, final: boolean): number {
  const j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  let k = j;
  while (k < n && k - j <= MAX_BREAK_INDENT && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  if (k - j > MAX_BREAK_INDENT) return -1;
  if (k + 2 >= n) return final ? -1 : MORE_INPUT;
  if (buf[k] !== 0x2f || !(CLASS[buf[k + 1]!]! & C_ALNUM)) return -1;
  const d = dottedHostAt(buf, k + 1, n, final);
  if (d === MORE_INPUT) return MORE_INPUT;
  return d === 1 ? k : -1;
}

/** longest host looked at by dottedHostAt */
const MAX_HOST = 255;

/**
 * 1 when buf[k…] starts with a DNS name of two labels or more — small ASCII letters (a host
 * in text is written in lowercase: "Node.js" is no host), digits and "-", the last label of
 * two letters or more starting with one (RFC 1123 §2.1, RFC 3696 §2: no all-numeric TLD) —,
 * an IPv4 address ("192.168.1.1") or "localhost" before a port or a path, that ends at
 * "/", ":" and a port, "?", "#", a blank, a line break, the input's end or sentence
 * punctuation (`pathOnly`: only "/" and a path's first character); 0 when not ("or",
 * "e.g."); MORE_INPUT when unknown before n.
 */
export function dottedHostAt(
  buf: Uint8Array,
  k: number,
  n: number,
  final: boolean,
  pathOnly = false,
): number {
  let labels = 0;
  let label = 0; // bytes in the current label
  let letterFirst = false; // the current label starts with a letter
  let letters = 0; // letters in the current label
  let quad = true; // every label so far is 1–3 digits (an IPv4 address, RFC 3986 §3.2.2)
  for (let m = k; ; m++) {
    if (m - k > MAX_HOST) return 0;
    if (m >= n && !final) return MORE_INPUT;
    const x = m < n ? buf[m]! : 0x20;
    if (x >= 0x61 && x <= 0x7a) {
      if (label === 0) letterFirst = true;
      label++;
      letters++;
    } else if (isDigit(x) || (x === 0x2d && label > 0)) {
      label++;
    } else if (x === 0x2e && label > 0 && m + 1 >= n && !final) {
      return MORE_INPUT;
    } else if (x === 0x2e && label > 0 && m + 1 < n && CLASS[buf[m + 1]!]! & C_ALNUM) {
      quad = quad && letters === 0 && label <= 3 && buf[m - 1] !== 0x2d;
      labels++;
      label = 0;
      letters = 0;
      letterFirst = false;
    } else {
      if (label === 0) return 0;
      const ipv4 = quad && labels === 3 && letters === 0 && label <= 3 && buf[m - 1] !== 0x2d;
      // "localhost" before a port or a path ("http://" LF "localhost:8080/")
      const local =
        labels === 0 && label === 9 && isLocalhost(buf, m - 9) && (x === 0x3a || x === 0x2f);
      if (!ipv4 && !local && (labels === 0 || !letterFirst || letters < 2 || buf[m - 1] === 0x2d))
        return 0;
      // (`pathOnly`: only before a "/" and a path)
      if (pathOnly) {
        if (x !== 0x2f) return 0;
        if (m + 1 >= n) return final ? 0 : MORE_INPUT;
        return CLASS[buf[m + 1]!]! & C_URI ? 1 : 0;
      }
      if (HOST_ENDS[x] === 1) return 1;
      if (x === 0x3a) {
        // a port: "example.org:8080"
        if (m + 1 >= n) return final ? 0 : MORE_INPUT;
        if (isDigit(buf[m + 1]!)) return 1;
      } else if (HOST_ENDS[x] !== 2) return 0;
      // sentence punctuation (at most three: "(http://jopas." LF "sourceforge.net).", "www."
      // LF "example.com: If"), then a blank or the end: "… fontforge.sf.net."
      let p = m;
      while (p < n && p - m < 3 && (HOST_ENDS[buf[p]!] === 2 || buf[p] === 0x3a)) p++;
      if (p >= n) return final ? 1 : MORE_INPUT;
      const y = buf[p]!;
      return y === 0x20 || y === 0x09 || y === 0x0a || y === 0x0d ? 1 : 0;
    }
  }
}

/** buf[k, k+9) is "localhost" */
function isLocalhost(buf: Uint8Array, k: number): boolean {
  const w = "localhost";
  for (let d = 0; d < 9; d++) if (buf[k + d] !== w.charCodeAt(d)) return false;
  return true;
}

/**
 * what may follow a host's last label in dottedHostAt (2: before a blank or the end; ":"
 * before a digit)
 */
const HOST_ENDS = new Uint8Array(256);
for (const ch of "/?# \t\r\n") HOST_ENDS[ch.charCodeAt(0)] = 1;
for (const ch of ".,;!)") HOST_ENDS[ch.charCodeAt(0)] = 2;

/**
 * The leader at k (on the line that starts at j) is a list's bullet, not a comment's: the
 * next item, not the URI's rest. One "-" (no comment syntax uses it: SQL's and Lua's is
 * "--"), or one "*" after an even run of spaces — "* next", "  * next" (a Markdown or Debian
 * changelog item), TAB "* next" (a GNU ChangeLog entry) — where a C doc comment's "*" stands
 * one space past its opener's "/": " * …", "     * …", TAB " * …". Blanks right after a mail
 * quote marker count one fewer ("> * next" is a quoted bullet, and so is ">* next").
 */
export function isBullet(buf: Uint8Array, j: number, k: number, leader: number): boolean {
  if (leader >> 8 !== 1) return false;
  const x = leader & 0xff;
  if (x === 0x2d) return true;
  if (x !== 0x2a) return false;
  let b = k;
  while (b > j && buf[b - 1] === 0x20) b--;
  const spaces = k - b - (k > b && b > j && buf[b - 1] === 0x3e ? 1 : 0);
  return (spaces & 1) === 0;
}

/**
 * The line of the URI at s opens with `leader` (linePrefix) as a comment's or a table's, not
 * as a list's bullet (isBullet)
 */
function commentLeaderOpens(buf: Uint8Array, s: number, leader: number): boolean {
  const line = uriLineStart(buf, s);
  if (line < 0) return false;
  let p = line;
  while (p < s && (buf[p] === 0x20 || buf[p] === 0x09 || buf[p] === 0x3e)) p++;
  return buf[p] === (leader & 0xff) && !isBullet(buf, line, p, leader);
}

/**
 * The URI at s is in a line comment that code before it on the line opened: a "//" or "#"
 * between blanks, with more than blanks before it on the line (a C++ or Java "//", a shell
 * or Python "#" after a statement)
 */
function trailingCommentBefore(buf: Uint8Array, s: number): boolean {
  const line = uriLineStart(buf, s);
  if (line < 0) return false;
  let code = false;
  for (let p = line; p + 1 < s; p++) {
    const b = buf[p]!;
    if (b === 0x20 || b === 0x09) continue;
    if (
      code &&
      (buf[p - 1] === 0x20 || buf[p - 1] === 0x09) &&
      ((b === 0x2f && buf[p + 1] === 0x2f && buf[p + 2] === 0x20) ||
        (b === 0x23 && buf[p + 1] === 0x20))
    ) {
      return true;
    }
    code = true;
  }
  return false;
}

function isBlankOrBreak(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
}

/**
 * buf[k…] starts with four digits and "-": 1 when it is a date, "YYYY-MM-DD" followed by a
 * blank, "T" or the line's end (a log line's timestamp); 0 when not; MORE_INPUT when unknown
 */
function isoDateAt(buf: Uint8Array, k: number, n: number, final: boolean): number {
  if (k + 10 >= n) return final ? 0 : MORE_INPUT;
  if (!isDigit(buf[k + 5]!) || !isDigit(buf[k + 6]!) || buf[k + 7] !== 0x2d) return 0;
  if (!isDigit(buf[k + 8]!) || !isDigit(buf[k + 9]!)) return 0;
  const z = buf[k + 10]!;
  return z === 0x54 || isBlankOrBreak(z) ? 1 : 0;
}

/**
 * The prefix of the line the current bare URI starts on (line-prefix.ts linePrefixAt); -1
 * when that line's start is too far back to tell
 */
function linePrefix(buf: Uint8Array, s: number): number {
  const line = uriLineStart(buf, s);
  return line < 0 ? -1 : linePrefixAt(buf, line, s);
}

/** a scheme is at most this long in hyphenBreak's look at the next line */
const MAX_SCHEME_RUN = 32;

/**
 * At a line break at i inside a bare URI: the index where the URI goes on when the break is
 * an iCalendar/vCard fold (RFC 5545 §3.1: CRLF and one space or tab), else -1 (MORE_INPUT:
 * the continuation is not in the input yet). The URI's line must be a content line whose
 * value is the URI — an uppercase property name after its indentation, parameters, then
 * ":" and the URI ("ATTENDEE;…:mailto:…", "URL:http://…") — and the next line must have
 * exactly one more space (or a tab) of
 * indentation, then a URI character: an .ics file (no indentation) or one quoted in an RFC.
 * Looks back from the scheme start `s` at most 1,024 bytes for the line's start (within the
 * scanner's history).
 */
export function contentLineFold(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  const j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  const line = uriLineStart(buf, s);
  if (line < 0) return -1;
  let k = line;
  while (k < s && buf[k] === 0x20) k++;
  const indent = k - line;
  const name = k;
  while (
    k < s &&
    ((buf[k]! >= 0x41 && buf[k]! <= 0x5a) ||
      (buf[k]! >= 0x30 && buf[k]! <= 0x39) ||
      buf[k] === 0x2d)
  ) {
    k++;
  }
  if (k === name || buf[name]! < 0x41 || buf[name]! > 0x5a) return -1;
  if (buf[k] !== 0x3b && buf[k] !== 0x3a) return -1;
  // the URI is the whole value: ":" right before it, and no space in the parameters but in
  // a quoted one ('ORGANIZER;CN="Ken Murchison":mailto:…'); "NOTE: see http://…" is prose
  if (buf[s - 1] !== 0x3a) return -1;
  let quoted = false;
  for (; k < s; k++) {
    if (buf[k] === 0x22) quoted = !quoted;
    else if ((buf[k] === 0x20 || buf[k] === 0x09) && !quoted) return -1;
  }
  let m = j;
  for (let t = 0; t < indent; t++, m++) {
    if (m >= n) return final ? -1 : MORE_INPUT;
    if (buf[m] !== 0x20) return -1;
  }
  if (m + 1 >= n) return final ? -1 : MORE_INPUT;
  if (buf[m] !== 0x20 && buf[m] !== 0x09) return -1;
  m++;
  const x = buf[m]!;
  return x >= 0x80 || (CLASS[x]! & C_URI && x !== 0x20) ? m : -1;
}

/**
 * At a line break at i inside a bare URI (scheme at s) that is not its content line's whole
 * value — a link in a TEXT value, after a blank or an escaped newline
 * ("DESCRIPTION:Join Zoom Meeting\\nhttps://us02web.zoom.us/j/81…?pwd=Q2" CRLF
 * " xhYk1RTVVvZz09\\n…"), or after parameters with a blank (Outlook's unquoted
 * `CN=John Doe`) — the index where the URI goes on when the break is the writer's fold
 * (calendar-folds.ts foldedContentLine) and the next line opens with one space or tab and a
 * URI character, else -1 (MORE_INPUT: the next line is not in the input yet).
 */
export function textValueFold(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  // the next line's bytes that are there first (most line breaks are followed by no blank:
  // the look back at the folded line is the dearer test), and more input waited for only
  // after that look (a URI that ends a pushed line is emitted at once: `tail -f`)
  const j0 = buf[i] === 0x0d ? i + 2 : i + 1;
  if (buf[i] === 0x0d && i + 1 < n && buf[i + 1] !== 0x0a) return -1;
  if (j0 < n && buf[j0] !== 0x20 && buf[j0] !== 0x09) return -1;
  if (j0 + 1 < n) {
    const x = buf[j0 + 1]!;
    if (!(x >= 0x80 || (CLASS[x]! & C_URI && x !== 0x20))) return -1;
  }
  if (!foldedContentLine(buf, i, s)) return -1;
  const j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  return j + 1 < n ? j + 1 : final ? -1 : MORE_INPUT;
}
