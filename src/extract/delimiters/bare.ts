/**
 * Bare URIs (no wrapper) and URIs right after `(` `[` `{` — DESIGN "Delimiting rules",
 * 2396bis App. E. One forward pass over URI characters (and non-ASCII, for IRIs, RFC 3987
 * §2.2), then the trailing punctuation is dropped and closers are kept only when they
 * balance an opener inside the URI (`…/URI_(disambiguation)`).
 */

import { csiEnd, csiRunEnd, MORE_BYTES } from "../ansi.js";
import { type Candidate, FOUND, MORE, NONE, PAREN_AHEAD, type ScanContext } from "../candidate.js";
import {
  BEFORE_QUERY,
  C_ALNUM,
  C_ALPHA,
  C_PLAIN,
  C_TRAIL,
  C_URI,
  C_WS,
  CLASS,
  decodeCharAt,
  decodeCharBefore,
  hostCodePoint,
  IN_QUERY,
  iriCodePoint,
  isAsciiLetter,
  isDigit,
  LIGATURE_LETTERS,
  ligatureAt,
  noSpaceScript,
  privateUse,
  punctuationCodePoint,
  rtlLetter,
  uriPartAfter,
  utf8,
} from "../chars.js";
import { isRegisteredBytes } from "../scheme-registry.js";
import { encodedBlankAt } from "../scheme-start.js";
import type { Delimiter } from "../types.js";
import { wordDiffOpenBefore } from "../word-diff.js";
import { isOneOf, wordsByLength } from "../word-lists.js";
import {
  clearDrops,
  drop,
  dropChars,
  drops,
  escapesOnly,
  firstDropKind,
  HARD_WRAP,
  HYPHEN_BREAK,
  HYPHENATION,
  joinDropped,
  LIGATURE,
  mixesSlashes,
  NO_CHAR,
  onlyDrops,
  onlyLineBreakDrops,
} from "./bare-drops.js";
import {
  closeScan,
  ESCAPABLE,
  ESCAPE_ENDS,
  escaped,
  escapedCloseAhead,
  HOST_ESCAPABLE,
  hex4,
  hexEscape,
  isEscapedSlash,
  isHexByte,
  latexTildeEnd,
  longUnicodeEscape,
  plainCloseAhead,
  pygmentsEscapeEnd,
  shellApostropheAt,
  TROFF_ENDS,
  texGroupEnd,
  troffEscape,
  unicodeEscape,
} from "./bare-escapes.js";
import {
  authorityEnd,
  defangedAuthorityEnd,
  escapeEndsHost,
  gluedEndsHost,
  HOST_TRAIL,
  hostComma,
  hostEnd,
  hostOnlyAt,
  hostTemplateAt,
  labelsToHostEnd,
  mailtoDomainEnd,
  mailtoStateAfter,
  optionalPortEnd,
  portEnd,
  shellHostEnd,
  userinfoAhead,
} from "./bare-host.js";
import {
  backslashFold,
  contentLineFold,
  destinationBreakAt,
  doiWrapAt,
  dottedHostAt,
  endsInCommonTld,
  extensionWrapAt,
  fold,
  hardWrapAt,
  hyphenBreak,
  isWww,
  mailtoAddressBreakAt,
  NOT_LOOKED,
  queryPairBreak,
  queryWrapAt,
  slashBreakAt,
  textValueFold,
  topLevelAndPathAt,
  WRAP_PIECE_ENDS,
} from "./bare-line-breaks.js";
import { destinationAt, destinationEnds } from "./bare-markdown.js";
import {
  bbcodeCloseAt,
  bracesEnd,
  closedAhead,
  ENCODED_BLANK,
  emphasisOpen,
  encodedQuoteClose,
  openersLeft,
  quotedPairEnd,
  singleEmphasisOpen,
  unclosedOpener,
} from "./bare-pairs.js";
import {
  apostropheReferenceAt,
  endingReference,
  endsWithLetterReference,
  entityStart,
  isApostropheReference,
  MAX_REF,
} from "./bare-references.js";
import { rstTargetFold } from "./bare-rst-target.js";
import {
  isDataComma,
  isDnsHostScheme,
  isMailto,
  isNewsStar,
  keyAt,
  keyedValueAt,
  listItemAt,
  oldDrivePathAt,
  schemeSlashesAt,
} from "./bare-schemes.js";
import {
  firstPlaceholder,
  interpolatingQuoteBefore,
  mayStartPlaceholder,
  PLACEHOLDER_STARTS,
  placeholderSegmentStart,
} from "./bare-templates.js";
import { csvSeparatorAt } from "./csv-fields.js";
import { gitKeyDot, gitSectionBefore } from "./git-config-keys.js";
import { ldifFoldAt } from "./ldif-folds.js";
import { MORE_INPUT } from "./more-input.js";
import { podEscape, podEscapeEnd } from "./pod-escapes.js";
import { psqlOldAsciiWrapAt, psqlUnicodeWrapAt } from "./psql-linestyles.js";
import { commandArgumentAt, commandArgumentEnd, nextPairAt, queryValueAt } from "./query-values.js";
import {
  sentenceSuffixStart,
  sentenceWordAfterSlashes,
  turkishEndingStart,
} from "./sentence-suffix.js";
import { errorHeaderLineStart, framePositionStart } from "./stack-frames.js";
import { itemOpensAt, stringContinuationAt, stringOpensLine } from "./string-literals.js";
import { syslogEscapeCut } from "./syslog-escapes.js";
import {
  borderAt,
  cellWrap,
  paddedCellWrapAt,
  psqlLineWrapAt,
  tableCellWrapAt,
} from "./table-cells.js";
import { terminalBreakAt } from "./terminal-wrap.js";
import { traceRowAfter } from "./trace-rows.js";

/** "(", "[" or "{" */
const isOpener = (b: number) => b === 0x28 || b === 0x5b || b === 0x7b;

/** longest word read after a "^" to see whether another "^" closes it */
const MAX_CARET_WORD = 64;

/**
 * buf[i] is a "^" after a bare URI's authority (not after an opening bracket): true when it
 * is the URI's — before a letter, a digit, "(" or a percent-encoding, not after "." or ","
 * (a footnote mark, "…/x.^1"), and not opening a word that another "^" closes (superscript
 * markup in Pandoc, Textile, AsciiDoc, Jira: "…/docs^1^", "…/paper^note^"); MORE_INPUT when
 * `stop` comes before that is known.
 */
function caretTaken(
  buf: Uint8Array,
  i: number,
  stop: number,
  rawStart: number,
  lo: number,
): boolean | typeof MORE_INPUT {
  const p = buf[i - 1]!;
  if (p === 0x2e || p === 0x2c) return false;
  const x = buf[i + 1]!;
  if (x === 0x28) return true;
  if (x === 0x25) {
    if (i + 3 >= stop) return MORE_INPUT;
    return isHexByte(buf[i + 2]!) && isHexByte(buf[i + 3]!);
  }
  if (!(CLASS[x]! & C_ALNUM)) return false;
  const end = Math.min(stop, i + 2 + MAX_CARET_WORD);
  let k = i + 2;
  while (k < end && CLASS[buf[k]!]! & C_ALNUM) k++;
  if (k === stop) return MORE_INPUT;
  // LEEF 2.0 (IBM QRadar's Log Event Extended Format) with "^" as its attributes' delimiter:
  // "…|^|src=10.0.1.8^url=http://x.example/a^dst=10.0.0.1" — the URI a "^name=" or
  // "|name=" pair's value, and a "^name=" after it: the next pair
  if (buf[k] === 0x3d && pairAfterDelimiter(buf, rawStart, lo)) return false;
  return buf[k] !== 0x5e;
}

/** how far back an escaped quote is looked for before a URI (insideEscapedString) */
const MAX_ESCAPED_STRING = 512;

/**
 * The URI at rawStart stands inside a string of JSON inside JSON: an escaped quote (`\"`)
 * comes before it on its line, before any quote that is not escaped — the inner string's
 * opening (`\"url\":\"http://…`, Docker schema1's `\"Env\":[\"URL=https://…`)
 */
function insideEscapedString(buf: Uint8Array, rawStart: number, lo: number): boolean {
  const k = nearestOnLine(buf, rawStart, Math.max(lo, rawStart - MAX_ESCAPED_STRING) + 1, 0x22);
  return k >= 0 && buf[k - 1] === 0x5c;
}

/** the index of the last `byte` in buf[stop, before) with no line break after it; -1 if none */
function nearestOnLine(buf: Uint8Array, before: number, stop: number, byte: number): number {
  for (let k = before - 1; k >= stop; k--) {
    const b = buf[k];
    if (b === byte) return k;
    if (b === 0x0a) return -1;
  }
  return -1;
}

/**
 * The URI at rawStart is the value of a pair whose name (letters, digits, "_") follows "^" or
 * "|" in a LEEF record (its line holds "LEEF:" before it): "^url=", "|src="
 */
function pairAfterDelimiter(buf: Uint8Array, rawStart: number, lo: number): boolean {
  if (rawStart - 2 < lo || buf[rawStart - 1] !== 0x3d) return false;
  let k = rawStart - 1;
  const stop = Math.max(lo, k - MAX_CARET_WORD);
  while (k > stop && (CLASS[buf[k - 1]!]! & C_ALNUM || buf[k - 1] === 0x5f)) k--;
  if (k === rawStart - 1 || k <= lo) return false;
  if (buf[k - 1] !== 0x5e && buf[k - 1] !== 0x7c) return false;
  // … on a LEEF record's line: in CEF or another log a "^" is the URI's
  // (ServiceNow's "?sysparm_query=active=true^priority=1")
  const from = Math.max(lo, k - MAX_LEEF_HEADER);
  for (let h = k - 5; h >= from; h--) {
    if (buf[h] === 0x0a) return false;
    if (
      buf[h] === 0x4c &&
      buf[h + 1] === 0x45 &&
      buf[h + 2] === 0x45 &&
      buf[h + 3] === 0x46 &&
      buf[h + 4] === 0x3a
    ) {
      return true;
    }
  }
  return false;
}

/** how far back a LEEF record's "LEEF:" is looked for from a pair (pairAfterDelimiter) */
const MAX_LEEF_HEADER = 1024;

/**
 * One bare scan's state, shared by scanBare and the pieces it is split into (below): what the
 * call fixes before its loop (its arguments, the authority's start, where the run must stop…)
 * and what the loop updates (`i`, the brackets counted, what was looked for once and up to
 * where). One record for the module, as `fold` and `drops` are: a scan runs to its end before
 * the next starts (a second reading, scanBare called again at its end, starts it anew).
 */
const scan = {
  // set before the loop
  limit: 0,
  rawStart: 0,
  s: 0,
  c: 0,
  c1: 0,
  delimiter: "bare" as Delimiter,
  asciiOnly: false,
  breaksBefore: 0,
  mailto: false,
  texinfoRef: false,
  colonEscaped: false,
  uSlashes: false,
  hasAuthority: false,
  authStart: 0,
  encodedClose: 0,
  stop: 0,
  drivePath: 0,
  atOpened: false,
  // updated by the loop (scanBare keeps `i` in a local, stored here around each piece's call)
  i: 0,
  opens: 0,
  closes: 0,
  bOpens: 0,
  bCloses: 0,
  nonAscii: false,
  apostrophe: false,
  podTarget: 0,
  mailState: 0,
  mailScan: 0,
  lastWrap: 0,
  lastWrapEnd: 0,
  cellPiece: 0,
  hostCommaAt: 0,
  keyed: 0,
  csvRow: 0,
  markScan: 0,
  question: false,
  inFragment: false,
  auth: 0,
  pairScan: 0,
  pairHeld: false,
  queryScan: 0,
  inQuery: false,
  partScan: 0,
  part: 0,
  placeholder: false,
  userinfoEnd: 0,
  mdClose: 0,
  mdScanned: 0,
  quotedEnd: 0,
  inString: 0,
  firstPipe: 0,
  destination: 0,
  tmplScan: 0,
  braces: 0,
  queryValue: 0,
  firstHash: 0,
};

/** what a piece of scanBare's loop tells it: go on at scan.i, or end the run there (or MORE, NONE) */
const NEXT = 2;
const STOP = 3;

/**
 * A hard wrap taken at scan.i (the terminal's, a mailto address's, a file name's extension
 * after its "." …): the line break and what follows it up to `h` are dropped, the URI goes on
 * at `h`, and finishBare knows where the last wrap was
 */
function takeHardWrap(h: number): number {
  scan.lastWrap = scan.i;
  scan.lastWrapEnd = fold.wrapEnd;
  drop(scan.i, h, HARD_WRAP);
  scan.i = h;
  return NEXT;
}

/**
 * s: scheme start, c: index of the scheme's `:`, rawStart: start of the raw span
 * (`URL:` prefix included). `urn` stops at non-ASCII: urnbis-rfc2141bis §2.5.3 lists
 * %x80-FF among the excluded characters that end an NSS in running text. `breaksBefore`: a
 * hyphen's line break at or after it ends the URI (the second reading of a run that grew too
 * long past one).
 *
 * Split in pieces (its loop's rarer branches and what follows the loop: uriPunctuationStep,
 * nonAsciiStep, backslashStep, lineBreakStep, finishBare), sharing `scan`: as one function of
 * ~2,400 lines (36 KB of bytecode) its optimizing compile took 28.4 MB of zone memory
 * (register allocation, V8 11.3's --turbo-stats), on V8's compile thread, whose malloc arena
 * then kept it: 13 MB of the 1 GB library stream's peak RSS (session 53, bench/HISTORY.md
 * "Compile memory"). Each piece is far over V8's inlining size (460 bytes of bytecode), so
 * none is compiled back into scanBare.
 */
export function scanBare(
  ctx: ScanContext,
  cand: Candidate,
  rawStart: number,
  s: number,
  c: number,
  delimiter: Delimiter,
  asciiOnly: boolean,
  breaksBefore = 0x7fffffff,
  hierStart = c + 1,
): number {
  const { buf, n, final, maxLength } = ctx;
  // (maxLength bytes are considered, DESIGN "longest URI considered": the run may take that
  // many and the next byte is looked at — one more is an overflow)
  const limit = rawStart + maxLength + 1;
  // where the hier-part starts: right after the ":", or after the line break that follows it
  // (scanner.ts colonBreak: "https:" LF "//doi.org/…", a URL that LaTeX's url.sty broke at
  // its ":"); every offset into the hier-part below counts from c1
  const c1 = hierStart;
  let i = c1;
  scan.opens = 0; // ( [ inside
  scan.closes = 0;
  scan.bOpens = 0;
  scan.bCloses = 0;
  scan.nonAscii = false;
  scan.apostrophe = false;
  // the URI is a POD link's target after "|" (podLinkBefore): 0 not looked at yet, 1 yes, -1 no
  scan.podTarget = 0;
  // a mailto URI: where its address, domain or hfields stand (mailtoStateAfter), scanned on
  // from mailScan; an apostrophe in a domain ends the URI (bare-host.ts mailtoDomainEnd)
  const mailto = c - s === 6 && isMailto(buf, s);
  scan.mailState = 0;
  scan.mailScan = c1;
  // Texinfo's @uref{url, text} and @url{url, text}: the comma ends the URL (a URL's own
  // comma is written @comma{} there; Texinfo manual, "@url")
  const texinfoRef = texinfoRefBefore(buf, s, ctx.lo);
  // the scheme's colon was written "\\:" (scanner.ts escapedColon: nothing of the scheme is
  // in buf[s, c)): a Java properties value, whose every ":" is "\\:" — read as ":", not as
  // troff's zero-width break point ("url=http\\://host\\:8080/x")
  const colonEscaped = s === c && c > 0 && buf[c - 1] === 0x5c;
  if (drops.length !== 0) clearDrops();
  if (c1 > c + 1) drop(c + 1, c1, NO_CHAR);
  fold.lineStart = -1;
  fold.rstIndent = NOT_LOOKED;
  fold.queryScan = -1;
  fold.query = 0;
  // the line break of the last hard wrap taken (hardWrapAt), and where its token ends
  scan.lastWrap = -1;
  scan.lastWrapEnd = -1;
  // where the URI's piece in a table's cell starts (tableCellWrapAt)
  scan.cellPiece = s;
  scan.hostCommaAt = UNKNOWN; // where a comma ends the host (http & co.); -1: none
  scan.keyed = UNKNOWN; // 1 when the URI is a "Name=" item's value (keyedValueAt), 0 not
  scan.csvRow = UNKNOWN; // 1 when the URI is a field of a CSV row (csvSeparatorAt), 0 not
  // past a "?" or a "#", read up to markScan (AsciiDoc's labels)
  scan.markScan = c1;
  scan.question = false;
  scan.inFragment = false;
  // next byte of the authority to look at for its end ("//" only); -1: past it or none
  // "//", or JSON's escaped "\/\/"
  const jsonSlashes =
    c1 + 3 < n &&
    buf[c1] === 0x5c &&
    buf[c1 + 1] === 0x2f &&
    buf[c1 + 2] === 0x5c &&
    buf[c1 + 3] === 0x2f;
  // or serialize-javascript's "\u002F\u002F" (isEscapedSlash): then every "/" of the URI is
  // written so, as every one is "\/" in JSON
  const slashes = c1 + 1 < n && buf[c1] === 0x2f && buf[c1 + 1] === 0x2f;
  let uSlashes = false;
  if (!slashes && buf[c1] === 0x5c && isEscapedSlash(buf, c1, n)) {
    uSlashes = isEscapedSlash(buf, c1 + 6, n);
    if (!uSlashes && !final && n < c1 + 12) return MORE;
  }
  // "http:/" LF "/aboutconfig.mozdev.org/": a line break between the two slashes, a dotted
  // host after them (bare-line-breaks.ts slashBreakAt) — the break is dropped
  let split = -1;
  if (
    !slashes &&
    c1 === c + 1 &&
    buf[c1] === 0x2f &&
    c1 + 1 < n &&
    (buf[c1 + 1] === 0x0a || buf[c1 + 1] === 0x0d) &&
    c1 + 1 >= ctx.breakFrom
  ) {
    const r = slashBreakAt(buf, c1 + 1, n, final);
    if (r === MORE_INPUT) return MORE;
    split = r;
  }
  const hasAuthority = slashes || jsonSlashes || uSlashes || split > 0;
  const authStart = jsonSlashes ? c1 + 4 : uSlashes ? c1 + 12 : split > 0 ? split + 1 : c1 + 2;
  if (split > 0) {
    drop(c1 + 1, split, NO_CHAR);
    i = split;
  }
  scan.auth = hasAuthority ? authStart : -1;
  // whether the path segment read so far holds "=" or ";", read up to pairScan (below: one
  // pass over the URI however many commas it holds)
  scan.pairScan = authStart;
  scan.pairHeld = false;
  // "https://$HOST/pub/repos/apt", "http://$(hostname):8080/", "ws://$ADDR": a shell
  // variable or command stands for the host — a template, not a URI (as "${HOST}" is). Not a
  // userinfo's "$" ("ftp://$a@example.org", "http://$user:$pass@h/": bare-host.ts)
  if (hasAuthority && buf[authStart] === 0x24) {
    const h = shellHostEnd(buf, authStart + 1, n, final);
    if (h === MORE_INPUT && !final) return MORE;
    if (h >= 0) {
      cand.resume = h;
      return NONE;
    }
  }
  // "http://-ით" (a case ending glued to a scheme named alone in a translation): no host
  // starts with "-" (RFC 1123 §2.1; a userinfo may: "http://-.~_!$&'()*+,;=:%40:80%2f@…",
  // so only before a letter of another script); nor is a Korean particle or a
  // kana word after "//" one ("https://로 시작해야", "ldap://でなければ"; sentence-suffix.ts)
  if (hasAuthority && buf[authStart]! >= 0x2d) {
    if (buf[authStart] === 0x2d && authStart + 1 >= n && !final) return MORE;
    const w =
      buf[authStart] === 0x2d
        ? authStart + 1 < n && buf[authStart + 1]! >= 0x80
          ? 1
          : 0
        : sentenceWordAfterSlashes(buf, authStart, n, final);
    if (w === MORE_INPUT) return MORE;
    if (w === 1) {
      cand.resume = authStart;
      return NONE;
    }
  }
  // "xmlns=%27http://www.w3.org/2000/svg%27%3E": a URI opened by a percent-encoded quote ends
  // at the same one, "%3Chttps://…%3E" at the encoded ">" (encodedQuoteClose), one opened by
  // an encoded blank at the next ("%0D%0Ahttps://a.example/x%0D%0A": ENCODED_BLANK), and the
  // trigger search goes on there
  let encodedClose = -1;
  if (s - 3 >= ctx.lo && buf[s - 3] === 0x25) {
    const d1 = buf[s - 2]!;
    const q = buf[s - 1]!;
    const close =
      d1 === 0x32 && (q === 0x32 || q === 0x37)
        ? q
        : d1 === 0x33 && (q | 0x20) === 0x63
          ? 0x65
          : encodedBlankAt(buf, s - 3, s)
            ? ENCODED_BLANK
            : 0;
    if (close !== 0) {
      encodedClose = encodedQuoteClose(buf, c1, n, limit, d1, close, final);
      if (encodedClose === MORE_INPUT) return MORE;
    }
  }
  const stop = encodedClose >= 0 ? encodedClose : n < limit ? n : limit;
  // "file:///C:\Users\…", "file:///c|/path": an old drive path's "\" and its drive's "|"
  // are its own (the index of the drive's separator, 0 for none)
  const drivePath = oldDrivePathAt(buf, s, c, n);
  if (drivePath === MORE_INPUT && !final) return MORE;
  // right after an "@" that is a sed command's delimiter — after its "s"
  // ("s@http://a.example@…@g") or where the URI before ended at "@scheme://" — that "@"
  // closes the URI (below)
  const atOpened =
    hasAuthority &&
    rawStart - 1 >= ctx.lo &&
    buf[rawStart - 1] === 0x40 &&
    (rawStart - 1 === ctx.lo ||
      (rawStart - 2 >= ctx.lo &&
        buf[rawStart - 2] === 0x73 &&
        (rawStart - 3 < 0 || !(CLASS[buf[rawStart - 3]!]! & C_ALNUM))));
  // past a "?" or "#" (a query or fragment)? Looked for once, left to right, up to queryScan
  scan.queryScan = c1;
  scan.inQuery = false;
  // the part of the URI read up to partScan (uriPartAfter), for a private use character
  scan.partScan = c1;
  scan.part = BEFORE_QUERY;
  scan.placeholder = false; // the URI is a template's text: no candidate
  scan.userinfoEnd = -1; // an "@" found ahead of a "(" in the authority: the userinfo's end
  // Markdown's "\\)" ahead of a troff-named "\\(" (escapedCloseAhead): where, or -1 for
  // none before mdScanned (the word's end)
  scan.mdClose = -1;
  scan.mdScanned = 0;
  // after the last pair of double quotes read inside the query (quotedPairEnd), -1 for none:
  // the stripping of trailing punctuation stops there
  scan.quotedEnd = -1;
  // 1 when the URI stands in the one string literal that opens its line (stringOpensLine)
  scan.inString = UNKNOWN;
  // the first "|" read as a Markdown link destination's (below), -1 for none; whether the
  // URI opens one (UNKNOWN until asked; never after a "URL:" prefix, whose URI is no
  // destination of its own)
  scan.firstPipe = -1;
  scan.destination = delimiter === "bare" || delimiter === "paren" ? UNKNOWN : 0;
  // the first byte read that may start a template's placeholder (mayStartPlaceholder; -1:
  // none)
  scan.tmplScan = -1;
  // 1 when the URI opens an interpolated string, whose "{" is a placeholder's
  // (interpolatingQuoteBefore; UNKNOWN until a "{" asks)
  scan.braces = UNKNOWN;
  // a shell command's argument in a query, its spaces encoded ("…;wget+http://192.0.2.14/Mozi.a;
  // chmod+777+…"): the URI ends at the next encoded space or command separator
  // (query-values.ts)
  let runStop = stop;
  let commandEnd = -1;
  if (delimiter === "bare" && commandArgumentAt(buf, s, ctx.lo)) {
    commandEnd = commandArgumentEnd(buf, c1, stop, n, final);
    if (commandEnd === MORE_INPUT) return MORE;
    if (commandEnd >= 0 && commandEnd < runStop) runStop = commandEnd;
  }
  // 1 when the URI is the value of a "?name=" or "&name=" pair (queryValueAt)
  scan.queryValue = UNKNOWN;
  scan.firstHash = -1; // the first "#" read (rsyslog's escapes, syslog-escapes.ts), -1: none
  // the call's constants, read by its pieces
  scan.limit = limit;
  scan.rawStart = rawStart;
  scan.s = s;
  scan.c = c;
  scan.c1 = c1;
  scan.delimiter = delimiter;
  scan.asciiOnly = asciiOnly;
  scan.breaksBefore = breaksBefore;
  scan.mailto = mailto;
  scan.texinfoRef = texinfoRef;
  scan.colonEscaped = colonEscaped;
  scan.uSlashes = uSlashes;
  scan.hasAuthority = hasAuthority;
  scan.authStart = authStart;
  scan.encodedClose = encodedClose;
  scan.stop = stop;
  scan.drivePath = drivePath;
  scan.atOpened = atOpened;
  for (;;) {
    // the run of plain URI characters, one table test per byte: four bytes a step while the
    // four are plain (one branch, not four), then byte by byte to the run's end. This loop
    // was the hottest line of the scanner (~30 % of scanBare's time on the one-line bench
    // input); four at a time took the one-line input 6–13 % faster (paired A/B, session 50)
    while (
      i + 4 <= runStop &&
      (RUN[buf[i]!]! & RUN[buf[i + 1]!]! & RUN[buf[i + 2]!]! & RUN[buf[i + 3]!]!) === 1
    )
      i += 4;
    while (i < runStop && RUN[buf[i]!] === 1) i++;
    if (i === encodedClose) break;
    if (commandEnd >= 0 && i >= commandEnd) {
      i = commandEnd;
      break;
    }
    if (i >= limit) {
      // grown past maxLength by reading on after a hyphen's line break: the URI ends at that
      // break instead (the hyphen "may or may not" be the URI's, 2396bis App. E) — read again
      // with no break from there on
      let h = dropChars.indexOf(HYPHEN_BREAK);
      const t = dropChars.indexOf(HYPHENATION);
      if (h < 0 || (t >= 0 && t < h)) h = t;
      const w = dropChars.indexOf(HARD_WRAP);
      if (h < 0 || (w >= 0 && w < h)) h = w;
      if (h >= 0) {
        const r = scanBare(ctx, cand, rawStart, s, c, delimiter, asciiOnly, drops[2 * h]!, c1);
        cand.joinLimit = i;
        return r;
      }
      // a "|" read as a Markdown destination's, and no end to it within maxLength: the URI
      // ends at the first one, as it would where no destination is
      if (scan.firstPipe >= 0) {
        i = scan.firstPipe;
        break;
      }
      // longer than maxLength: not considered; the rest of the run is skipped
      cand.overflow = true;
      cand.resume = i;
      return NONE;
    }
    if (i >= n) {
      if (!final) return MORE;
      break;
    }
    const b = buf[i]!;
    const k = CLASS[b]!;
    if (k & C_URI) {
      // rsyslog's ESC ("#033", syslog-escapes.ts) and a colour's CSI sequence inside the
      // URI: dropped as a raw one is (below) — "http://localhost:#033[1m5173#033[22m/"
      if (b === 0x23) {
        if (scan.firstHash < 0) scan.firstHash = i;
        if (i + 5 > n && !final) return MORE;
        if (buf[i + 1] === 0x30 && buf[i + 2] === 0x33 && buf[i + 3] === 0x33 && i > c1) {
          const f = csiEnd(buf, i, n);
          if (f === MORE_BYTES) {
            if (!final) return MORE;
          } else if (f > 0) {
            drop(i, f, NO_CHAR);
            i = f;
            continue;
          }
        }
        i++;
        continue;
      }
      // a ";" glued to the next "scheme://" separates two URIs, as a comma does (below): a
      // desktop entry's list, "X-Mirrors=https://a.example/x;https://b.example/y;" (XDG
      // Desktop Entry Specification, "Possible value types": ";" ends each string of a
      // list; the metadata hunt). Not in a query: a value may hold a URI
      if (b === 0x3b) {
        // (not the ";" of a character reference: "…/x&amp;https://b.example/" is escaped
        // text's "&", the review's)
        if (i > c1 && hasAuthority && entityStart(buf, c1, i + 1) < 0) {
          if (!scan.inQuery) {
            scan.inQuery = hasQueryMark(buf, scan.queryScan, i);
            scan.queryScan = i;
          }
          if (!scan.inQuery) {
            const r = schemeSlashesAt(buf, i + 1, n);
            if (r === MORE_INPUT) {
              if (!final) return MORE;
            } else if (r === 1) break;
          }
        }
        i++;
        continue;
      }
      // "$", "%", "@", "(", "[": where a placeholder may start (bare-templates.ts), looked at
      // after the run. "$" and "%" have no other rule here (a percent-encoding is no
      // placeholder's start)
      if (b === 0x25 || b === 0x24) {
        if (scan.tmplScan < 0 && mayStartPlaceholder(buf, i, n)) scan.tmplScan = i;
        i++;
        continue;
      }
      if (scan.tmplScan < 0 && PLACEHOLDER_STARTS[b] === 1 && mayStartPlaceholder(buf, i, n)) {
        scan.tmplScan = i;
      }
      scan.i = i;
      const r = uriPunctuationStep(ctx, cand, b);
      i = scan.i;
      if (r === NEXT) continue;
      if (r === STOP) break;
      return r;
    }
    if (b >= 0x80) {
      scan.i = i;
      const r = nonAsciiStep(ctx, b);
      i = scan.i;
      if (r === NEXT) continue;
      if (r === STOP) break;
      return r;
    }
    // the end of a string literal and its line, and the next line opens another string: the
    // URI goes on in it (adjacent strings are one: C, Python, a PO file's msgstr;
    // string-literals.ts) — in the string that opens the URI's line, and not into another
    // item ("mailto:…", "scheme://", "www.") — also right after the scheme's ":", which a
    // PO file's line may end with (`"Our wiki moved, see tel:"` LF `"+1-613-555-4718"`)
    if (
      b === 0x22 &&
      encodedClose < 0 &&
      (i > c1 ||
        (i === c1 &&
          (scan.inString === UNKNOWN ? stringOpensLine(buf, rawStart) : scan.inString === 1)))
    ) {
      // (not past a template's placeholder, where the URI ends anyway: the next string's text
      // is read again from its own start — a PKGBUILD's `"…/src/$pkgname-$pkgver.tar.gz"` LF
      // `"$pkgname.service::https://…"` holds the next URI)
      if (scan.tmplScan >= 0) {
        const ph = firstPlaceholder(buf, scan.tmplScan, i, n, final, true, scan.braces === 1);
        if (ph === MORE_INPUT) {
          if (!final) return MORE;
        } else if (ph >= 0) break;
      }
      const r = stringContinuationAt(buf, i, n, limit);
      if (r === MORE_INPUT) {
        if (!final) return MORE;
      } else if (r > 0) {
        if (scan.inString === UNKNOWN) scan.inString = stringOpensLine(buf, rawStart) ? 1 : 0;
        const next =
          scan.inString === 1 ? itemOpensAt(buf, r, n, hasAuthority && i === authStart) : 1;
        if (next === MORE_INPUT) {
          if (!final) return MORE;
        } else if (next === 0) {
          drop(i, r, NO_CHAR);
          i = r;
          continue;
        }
      }
    }
    // a pair of double quotes inside the query, glued to the URI on its left: GitHub's badge
    // links "[CI](https://github.com/o/r/actions?query=workflow%3A"CI")" (read percent-encoded,
    // raw-characters.ts; linkify-it reads such a pair as the URI's too). Not in a URI that a
    // double quote opened: that one closes it
    if (b === 0x22 && hasAuthority && !(rawStart - 1 >= ctx.lo && buf[rawStart - 1] === 0x22)) {
      // (a "?" or "#" before it: past the authority, which either ends)
      if (!scan.inQuery) {
        scan.inQuery = hasQueryMark(buf, scan.queryScan, i);
        scan.queryScan = i;
      }
      if (scan.inQuery) {
        const r = quotedPairEnd(buf, i, stop);
        if (r === MORE_INPUT) {
          if (stop === n && !final) return MORE;
        } else if (r > 0) {
          i = r;
          scan.quotedEnd = r;
          continue;
        }
      }
    }
    if (drivePath > 0 && (b === 0x5c || (b === 0x7c && i === drivePath))) {
      i++;
      continue;
    }
    // a backslash escape of a URI character: troff's `\-` `\.` (man pages:
    // "https://github.com/util\-linux/…"), Markdown's `\(` `\_` `\#` (CommonMark §2.4),
    // JSON's `\/` ("https:\/\/example.com\/a" in a log). The escaped character is the
    // URI's; the backslash is not (troff's zero-width `\&`, `\%` and `\:` leave nothing)
    if (b === 0x5c) {
      scan.i = i;
      const r = backslashStep(ctx);
      i = scan.i;
      if (r === NEXT) continue;
      if (r === STOP) break;
      return r;
    }
    // HTML's <wbr> (a line break opportunity, HTML §4.5.29) inside a URI in markup read as
    // text: "http://example.com/very<wbr>/long/path" shows as one URL (a browser breaks a long
    // one there). It takes no room, when more of the URI follows it
    // a SICI's "<…>" inside a DOI (ANSI/NISO Z39.56's contribution segment, "<start page:
    // title code>"): "https://doi.org/10.1002/(SICI)1097-4636(199706)35:4<465::AID-JBM6>3.0.CO;2-P",
    // as reference lists, CSL processors and RIS exports write every such Wiley, AMS or AMS
    // Journals DOI (the bibliographies hunt); read percent-encoded (raw-characters.ts)
    if (b === 0x3c && i > c1 && isDigit(buf[i - 1]!)) {
      const t = siciSegmentEnd(buf, i, n);
      if (t === MORE_INPUT) {
        if (!final) return MORE;
      } else if (t > 0 && doiBefore(buf, c1, i)) {
        i = t;
        continue;
      }
    }
    // POD's escape in a link's target after its text and "|" ("L<text|http://…?a=1E<amp>b=2>",
    // perlpod "L<text|url>", "E<escape>"; pod-escapes.ts): the character it names is the
    // URI's, as in "L<url>" (angle.ts)
    if (b === 0x3c && i - 1 > c1 && buf[i - 1] === 0x45) {
      if (scan.podTarget === 0) scan.podTarget = podLinkBefore(buf, rawStart, ctx.lo) ? 1 : -1;
      if (scan.podTarget === 1) {
        const e = podEscapeEnd(buf, i, n, final);
        if (e === MORE_INPUT) {
          if (!final) return MORE;
        } else if (e > 0) {
          drop(i - 1, e, podEscape.cp);
          i = e;
          continue;
        }
      }
    }
    if (b === 0x3c && i > c1) {
      const f = wbrEnd(buf, i, n);
      if (f === MORE_BYTES) {
        if (!final) return MORE;
        break;
      }
      if (f > 0 && f < n && CLASS[buf[f]!]! & C_URI && buf[f] !== 0x3c) {
        drop(i, f, NO_CHAR);
        i = f;
        continue;
      }
      if (f > 0 && f >= n && !final) return MORE;
    }
    // an ANSI control sequence inside the URI (ECMA-48 §5.4 CSI: ESC "[" parameters, an
    // intermediate, a final byte) takes no room on a terminal: Vite prints its address as
    // "http://localhost:" ESC "[1m" "5173" ESC "[22m" "/", and grep --color marks a match
    // inside a URI. The URI is what the terminal shows: the sequence is dropped
    if (b === 0x1b && i > c1) {
      const f = csiEnd(buf, i, n);
      if (f === MORE_BYTES) {
        if (!final) return MORE;
        break;
      }
      // … a colour (SGR, final "m"), grep's erase to the line's end ("K"), or a move to the
      // next row's first column (curses' wrap of a long line: `watch`, "…/account" ESC
      // "[4;1H" "/lib-1.23.5.tar.gz") — any other control sequence ends it: `watch`
      // positions the next field after it ("…/0334518" ESC "[5;3H" "docs"), npm's spinner
      // goes back to the line's start ("…/react" ESC "[1G" ESC "[0K" "added"), a progress
      // bar saves the cursor or hides it ("…/a" ESC "[s" "Done", "…whl" ESC "[?25l")
      if (f > 0 && buf[f - 1] !== 0x6d && buf[f - 1] !== 0x4b && !firstColumnMove(buf, i, f)) {
        break;
      }
      if (f > 0) {
        // … but colours changed right before another "scheme://" end the URI: git diff
        // --color-words prints a changed link as the old URI in red glued to the new one
        // in green ("http://old.example/x" ESC "[m" ESC "[32m" "https://new.example/y")
        let g = f;
        while (g < n && buf[g] === 0x1b) {
          const h = csiEnd(buf, g, n);
          if (h === MORE_BYTES) {
            if (!final) return MORE;
            break;
          }
          if (h <= 0) break;
          g = h;
        }
        const next = schemeSlashesAt(buf, g, n);
        if (next === MORE_INPUT && !final) return MORE;
        if (next === 1) break;
        drop(i, f, NO_CHAR);
        i = f;
        continue;
      }
      break;
    }
    // "{…}" after the authority, balanced inside the URI: a URI template's or a wiki's
    // braces ("…/users/{user}/repos", "…/wiki/Sprite_{computer_graphics}"), read
    // percent-encoded as raw brackets are (raw-characters.ts). A "{" that nothing closes
    // ends the URI ("unwise", it delimits: 2396bis App. E), and "${" is a placeholder's
    // a TeX group around one escaped character, "{\\_}" or "{~}", outside a URL argument
    // (angle.ts reads them inside one): a quoted BibTeX field, `url = "http://x.org/data{\\_}set/file"`,
    // agsm's "\\harvardurl{…}", revtex's "\\href {…}" (the bibliographies hunt) — the character
    if (b === 0x7b && i > c1) {
      const t = texGroupEnd(buf, i, n, final);
      if (t === MORE_INPUT) return MORE;
      if (t > 0) {
        if (scan.auth >= 0) {
          scan.auth = authorityEnd(buf, scan.auth, i);
          if (scan.auth < i) scan.auth = -1;
        }
        if (scan.auth < 0) {
          drop(i, t, escaped.cp);
          i = t;
          continue;
        }
      }
    }
    if (b === 0x7b && scan.tmplScan < 0) {
      if (mayStartPlaceholder(buf, i, n)) scan.tmplScan = i;
      else if (i + 1 < n && buf[i + 1] !== 0x7b) {
        // (an interpolated string's "{name}": f"https://example.org/a/{suffix}")
        if (scan.braces === UNKNOWN) scan.braces = interpolatingQuoteBefore(buf, s, ctx.lo) ? 1 : 0;
        if (scan.braces === 1) scan.tmplScan = i;
      }
    }
    if (b === 0x7b && hasAuthority && buf[i - 1] !== 0x24) {
      if (scan.auth >= 0) {
        scan.auth = authorityEnd(buf, scan.auth, i);
        if (scan.auth < i) scan.auth = -1;
        else if (i > authStart && CLASS[buf[i - 1]!]! & C_ALNUM) {
          // "http://example{.}com": defanged as "[.]" is (defangedAuthorityEnd)
          const d = defangedAuthorityEnd(buf, i, n, limit, final);
          if (d === MORE_INPUT) {
            if (!final) return MORE;
          } else if (d > 0) {
            cand.resume = d;
            return NONE;
          }
        }
      }
      if (scan.auth < 0) {
        // (after a query's "=", a JSON object with its quotes: the value's)
        const json = buf[i - 1] === 0x3d && hasQueryMark(buf, c1, i);
        const r = bracesEnd(buf, i, stop, json);
        if (r === MORE_INPUT) {
          if (stop === n && !final) return MORE;
        } else if (r > 0) {
          i = r;
          continue;
        }
      }
    }
    // "^" after the authority, before a letter, digit, "%" or "(": npm's semver range in a
    // CDN's path ("https://unpkg.com/mobx@^2.0.0/lib/mobx.umd.js", jsDelivr's
    // "…/npm/pkg@^1/dist/x.js") or a formula in a query ("?i=x^2+(y-(x^2)^(1/3))^2=1"),
    // read percent-encoded (raw-characters.ts), whole as GitHub's, comrak's and linkify-it's
    // autolinkers read it. Last in the URI, before anything else or after an opening bracket
    // it delimits ("unwise", 2396bis App. E): "^^http://a.org^^", a footnote's or an
    // AsciiDoc link's "[^…]" ("https://example.org/foo[^blank]")
    if (b === 0x5e && hasAuthority && !isOpener(buf[i - 1]!)) {
      if (scan.auth >= 0) {
        scan.auth = authorityEnd(buf, scan.auth, i);
        if (scan.auth < i) scan.auth = -1;
      }
      if (scan.auth < 0) {
        if (i + 1 >= stop) {
          if (stop === n && !final) return MORE;
        } else {
          const r = caretTaken(buf, i, stop, rawStart, ctx.lo);
          // (at the input's end, or at maxLength, no closing "^" comes: the URI's)
          if (r === MORE_INPUT && stop === n && !final) return MORE;
          if (r !== false) {
            i++;
            continue;
          }
        }
      }
    }
    // "|" in a Markdown link's destination, which runs to the link's ")" or title
    // (CommonMark §6.3, §4.7): "[font](https://fonts.googleapis.com/css?family=Roboto|Open+Sans)",
    // read percent-encoded as other raw characters are (raw-characters.ts). Kept only when
    // the destination does end so (below); elsewhere "|" delimits ("unwise", 2396bis App. E)
    if (b === 0x7c && i > c1) {
      if (scan.destination === UNKNOWN)
        scan.destination = destinationAt(buf, rawStart, ctx.lo) ? 1 : 0;
      if (scan.destination === 1) {
        if (scan.firstPipe < 0) scan.firstPipe = i;
        i++;
        continue;
      }
      // a URI that fills a text table's cell goes on in the same cell of the next row
      // (table-cells.ts: antiword's tables)
      if (i < breaksBefore && i >= ctx.breakFrom) {
        const t = tableCellWrapAt(buf, scan.cellPiece, i, n, final, limit);
        if (t === MORE_INPUT) return MORE;
        if (t > 0) {
          // (psql's wrap mark before the border goes with it: cellWrap.marker)
          drop(i - cellWrap.marker, t, NO_CHAR);
          i = t;
          scan.cellPiece = t;
          continue;
        }
      }
    }
    if ((b === 0x0a || b === 0x0d) && i > c1) {
      scan.i = i;
      const r = lineBreakStep(ctx);
      i = scan.i;
      if (r === NEXT) continue;
      if (r === STOP) break;
      return r;
    }
    // a URI that fills a text table's cell up to its padding and border goes on in the same
    // cell of the next row (table-cells.ts paddedCellWrapAt: cli-table3's, rich's tables)
    if ((b === 0x20 || b === 0x1b) && i > c1 && i < breaksBefore && i >= ctx.breakFrom) {
      // (psql's old-ascii linestyle: blanks, then ";" at the divider on the next line)
      const o = b === 0x20 ? psqlOldAsciiWrapAt(buf, scan.cellPiece, i, n, final, limit) : -1;
      if (o === MORE_INPUT) return MORE;
      if (o > 0) {
        drop(i, o, NO_CHAR);
        i = o;
        scan.cellPiece = o;
        continue;
      }
      const t = paddedCellWrapAt(buf, scan.cellPiece, i, n, final, limit);
      if (t === MORE_INPUT) return MORE;
      if (t > 0) {
        drop(i, t, NO_CHAR);
        i = t;
        scan.cellPiece = t;
        continue;
      }
    }
    break;
  }
  return finishBare(ctx, cand, i);
}

/** the loop's step at a URI character that is no plain one (below the run): `(`, `)`, `,`, `'`, `&`, `[`, `]`, `@` and the rest (scanBare's loop; NEXT, STOP, MORE or NONE) */
function uriPunctuationStep(ctx: ScanContext, cand: Candidate, b: number): number {
  const { buf, n, final } = ctx;
  const { limit, rawStart, s, c, c1, mailto, texinfoRef, hasAuthority, authStart, stop, atOpened } =
    scan;
  // a shell command substitution or a make variable after the authority's start
  // ("…/y/$(git rev-parse HEAD)/src/", "…/$(VERSION)/x.tar.gz"): a template's text, as
  // "${…}" is (below) — the URI ends before its "$"
  // (looked at from the "(": "$" is a plain URI character)
  // (in the authority it makes a template's host or port: RULES.md "A template's host")
  if (b === 0x28 && hasAuthority && scan.i - 1 > authStart && buf[scan.i - 1] === 0x24) {
    if (scan.auth >= 0) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
    }
    if (scan.auth < 0) {
      scan.i--;
      return STOP;
    }
  }
  if (b === 0x2c) {
    if (texinfoRef) return STOP;
    // a field of a CSV row: the comma is the next field's separator (csv-fields.ts)
    if (scan.csvRow === UNKNOWN) {
      const r = csvSeparatorAt(buf, s, scan.i, n, final);
      if (r === MORE_INPUT) return MORE;
      scan.csvRow = r;
    }
    if (scan.csvRow === 1) return STOP;
    // a comma in the host of a DNS-host scheme ends the URI:
    // "GOPROXY=https://proxy.golang.org,direct", "http://a.example,http://b.example".
    // RFC 3986 lets a reg-name hold sub-delims, but an http(s), ws(s) or ftp host is a
    // DNS name or an IP address (RFC 1123 §2.1), where a comma is list punctuation. (Not
    // for every scheme: "mongodb://h1:27017,h2:27017/db" lists its hosts so.) Decided
    // here, at the comma, so that the next URI after it is read once (linear)
    if (scan.auth >= 0) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
      else {
        if (scan.hostCommaAt === UNKNOWN && isDnsHostScheme(buf, s, c)) {
          // the first comma of the host: after the authority's last "@" ("http://u,x@h"
          // has it in the userinfo), not in an IP literal. Looked for once per URI
          const r = hostComma(buf, authStart, stop, final || n >= limit);
          if (r === MORE_INPUT) return MORE;
          scan.hostCommaAt = r;
        }
        if (scan.i === scan.hostCommaAt) return STOP;
        // a comma glued to the next "scheme://" in any authority separates two URIs
        // ("gs://bucket1,gs://bucket2"; mongodb's "h1,h2" is one host list)
        const r = listItemAt(buf, scan.i + 1, n);
        if (r === MORE_INPUT) {
          if (!final) return MORE;
        } else if (r === 1) return STOP;
      }
    }
    // past the authority, a comma glued to the next "scheme://" separates two URIs:
    // "CORS=https://a.example/cb,https://b.example/cb", "http://a:1/x,http://b:2/y" —
    // also with a label before it, "…/x,b=http://…" (listItemAt).
    // RFC 3986 lets a path or query hold ",", but not one URI's scheme and "//" after it
    // unencoded in practice: that is a list written without spaces
    if (scan.auth < 0 && hasAuthority) {
      // (in the path: a query's value may list URIs, "?urls=https://a/,https://b/")
      if (!scan.inQuery) {
        scan.inQuery = hasQueryMark(buf, scan.queryScan, scan.i);
        scan.queryScan = scan.i;
      }
    }
    if (scan.auth < 0 && hasAuthority && !scan.inQuery) {
      const r = listItemAt(buf, scan.i + 1, n);
      if (r === MORE_INPUT && !final) return MORE;
      if (r === 1) {
        // the list's earlier commas in the last segment are its too: "…/model-build.q,
        // -d,INPUT=s3://…" (an AWS CLI step's Args) ends at "model-build.q"
        scan.i = firstCommaInSegment(buf, authStart, scan.i);
        return STOP;
      }
      if (scan.keyed === UNKNOWN) scan.keyed = keyedValueAt(buf, s, c, ctx.lo) ? 1 : 0;
      // (not when the path segment is itself a list of "k=v": Jenkins' matrix builds
      // ".../job/p/jdk=11,label=linux/42/", image services' ".../w=400,sharpen=3")
      if (scan.keyed === 1) {
        // (in locals: scan's fields read and written per byte made a segment of 4,000 commas
        // ~1.7× slower, linear-time.test.ts)
        const i = scan.i;
        let k = scan.pairScan;
        let held = scan.pairHeld;
        for (; k < i; k++) {
          const x = buf[k]!;
          if (x === 0x2f) held = false;
          else if (x === 0x3d || x === 0x3b) held = true;
        }
        scan.pairScan = k;
        scan.pairHeld = held;
      }
      if (scan.keyed === 1 && !scan.pairHeld) {
        // the URI is a "Name=" item's value, and the next item's "Name=" follows the
        // comma: "Jar=s3://b/a.jar,Args=x", "url=https://x/a,status=200" (keyedValueAt)
        const k = keyAt(buf, scan.i + 1, n);
        if (k === MORE_INPUT && !final) return MORE;
        if (k === 1) return STOP;
      }
    }
    scan.i++;
    return NEXT;
  }
  // a bracket right before "scheme://" in the path opens another URI
  // ("http://a.example/x[http://b.example/", "…/x(http://mirror.example/)"): the URI
  // ends before it, as at a comma before one. In a query a value may hold a URI
  // ("?u=[http://b.example/]"); in the authority "[" opens an IP literal
  if ((b === 0x28 || b === 0x5b) && hasAuthority) {
    if (scan.auth >= 0) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
      else if (scan.i > authStart && CLASS[buf[scan.i - 1]!]! & C_ALNUM) {
        // "hxxps://evil[.]example[.]org/": a defanged host is no URI, and no part of its
        // authority one (defangedAuthorityEnd)
        const d = defangedAuthorityEnd(buf, scan.i, n, limit, final);
        if (d === MORE_INPUT) {
          if (!final) return MORE;
        } else if (d > 0) {
          cand.resume = d;
          return NONE;
        }
        // "http://host[:port]/directory/file": a syntax template (optionalPortEnd)
        const t = optionalPortEnd(buf, scan.i, n, final);
        if (t === MORE_INPUT) return MORE;
        if (t > 0) {
          cand.resume = t;
          return NONE;
        }
      }
    }
    if (scan.auth < 0 && !scan.inQuery) {
      scan.inQuery = hasQueryMark(buf, scan.queryScan, scan.i);
      scan.queryScan = scan.i;
    }
    if (scan.auth < 0 && !scan.inQuery) {
      const r = schemeSlashesAt(buf, scan.i + 1, n);
      if (r === MORE_INPUT) {
        if (!final) return MORE;
      } else if (r === 1) return STOP;
    }
  }
  if (b === 0x28) {
    // a "(" in a DNS host ends the URI right here (RFC 1123 §2.1: no DNS name holds one;
    // "http://example.com(the official site)"), and the search goes on after it: "http://example.com(http://mirror.example/)" is two URIs. Not in
    // a userinfo ("http://u(x)@h/": an "@" follows in the authority)
    if (scan.auth >= 0) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
      else if (scan.i > scan.userinfoEnd && isDnsHostScheme(buf, s, c)) {
        const r = userinfoAhead(buf, scan.i + 1, stop);
        if (r === MORE_INPUT) {
          if (!final && stop === n) return MORE;
          return STOP;
        }
        if (r < 0) return STOP;
        scan.userinfoEnd = r; // (looked for once: the next "(" before it is the userinfo's too)
      }
    }
    // no "(" in a mailto address (RFC 6068 §2: addr-spec of dot-atom-text, RFC 5322
    // §3.2.3 atext has none): "mailto:a@example.org(preferred)" is the address and a
    // remark; in the query it stays ("?subject=Hi%20(there)")
    if (!hasAuthority && c - s === 6 && isMailto(buf, s)) {
      if (!scan.inQuery) {
        scan.inQuery = hasQueryMark(buf, scan.queryScan, scan.i);
        scan.queryScan = scan.i;
      }
      if (!scan.inQuery) return STOP;
    }
    scan.opens++;
  } else if (b === 0x29) {
    // a closer with no opener inside the URI ends it there (DESIGN: closers are kept
    // only when they balance an opener): `[a](http://x/)[b](mailto:y)` is two
    // Markdown links, `(see http://x/a)and` ends at "a" — what follows the closer
    // belongs to the text around it
    if (scan.closes === scan.opens) return STOP;
    scan.closes++;
  } else if (b === 0x27) {
    // a shell's apostrophe inside a single-quoted word, "'\\''" or "'\"'\"'" (bash -x,
    // printf %q, Python's shlex.quote; bare-escapes.ts shellApostropheAt):
    // "+ echo 'fetch of http://example.com/it'\\''s/fine failed'" is ".../it's/fine"
    if (scan.i > c1) {
      if (scan.i + 4 >= n && !final) return MORE;
      const a = shellApostropheAt(buf, scan.i, n);
      if (a > 0) {
        drop(scan.i, a, NO_CHAR);
        scan.i = a + 1;
        return NEXT;
      }
    }
    // a quote, a comma and a quote: the next item of a list of quoted strings — SQL's
    // "VALUES (1,'https://a.example/x\'y','https://b.example/')", a JavaScript array
    // — ends the URI (its opening quote was escaped inside it, and the quote scan fell back)
    if (buf[scan.i + 1] === 0x2c || scan.i + 1 >= n) {
      let j = scan.i + 2;
      while (j < n && j < scan.i + 8 && buf[j] === 0x20) j++;
      if (j >= n && !final && stop === n) return MORE;
      if (buf[j] === 0x27 && j < n) return STOP;
    }
    // a closing quote before a particle of a script written without spaces: Korean and
    // Japanese glue it after the quote ("'alias=uri://host/path'가", libvirt's Korean
    // translation), as after "’" — when a "'" opened before the URI on its line, and
    // the quote follows a letter or digit (an IRI's path may hold "/'한", a query "='例")
    if (scan.i + 1 < n && buf[scan.i + 1]! >= 0x80 && CLASS[buf[scan.i - 1]!]! & C_ALNUM) {
      if (decodeCharAt(buf, scan.i + 1, n, final) < 0) return MORE;
      if (noSpaceScript(utf8.cp) && singleQuoteBefore(buf, rawStart, ctx.lo)) return STOP;
    }
    // in a mailto address's domain it ends the URI, and the search goes on after it:
    // "mailto:kim@example.com's", "mailto:a@b.org'mailto:c@d.org" is two
    if (mailto) {
      scan.mailState = mailtoStateAfter(buf, scan.mailScan, scan.i, scan.mailState);
      scan.mailScan = scan.i;
      if (scan.mailState === 1) return STOP;
    }
    scan.apostrophe = true;
    // an apostrophe in the host ends the URI (the cut after the scan, below), and the
    // search goes on after it: "https://a.com'https://b.com" is two URIs. Not in a
    // userinfo (an "@" follows in the authority; looked for once, as for "(")
    if (scan.auth >= 0) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
      else if (scan.i > scan.userinfoEnd) {
        const r = userinfoAhead(buf, scan.i + 1, stop);
        if (r === MORE_INPUT) {
          if (!final && stop === n) return MORE;
          return STOP;
        }
        if (r < 0) return STOP;
        scan.userinfoEnd = r;
      }
    }
  } else if (b === 0x26) {
    // "&nbsp;", "&lt;", "&gt;", "&quot;" (and their numeric forms) in escaped HTML
    // stand for characters no URI holds (RFC 3986 App. C: a space or a delimiter):
    // the URI ends before them, as it would before the character itself
    // ("http://example.com/&nbsp;and"). In the host an apostrophe's reference ends
    // it too, like the apostrophe ("http://example.com&#39;s"): decided with the
    // apostrophes below, once the host is known to follow the last "@"
    if (!final && n - scan.i < MAX_REF + 4) return MORE;
    if (endingReference(buf, scan.i, n)) return STOP;
    // … escaped twice, as a feed's escaped HTML writes it ("&amp;quot;", "&amp;gt;": RSS
    // 2.0's description; "&amp;amp;" is read as "&", character-references.ts)
    if (
      buf[scan.i + 1] === 0x61 &&
      buf[scan.i + 2] === 0x6d &&
      buf[scan.i + 3] === 0x70 &&
      buf[scan.i + 4] === 0x3b &&
      endingReference(buf, scan.i + 4, n)
    ) {
      return STOP;
    }
    // the URI is the value of a "?name=" or "&name=" pair, and holds no query of its own:
    // the next pair's "&name=" is the outer query's (form encoding splits on "&", WHATWG
    // URL §5.1): "?redirect_to=https://blog.example/wp-admin/&reauth=1". With a "?" of
    // its own ("?u=https://x.example/?a=1&b=2") the "&" may be either's: left to the URI
    if (scan.queryValue !== 0 && scan.i > c1) {
      if (scan.queryValue === UNKNOWN) scan.queryValue = queryValueAt(buf, s, ctx.lo) ? 1 : 0;
      if (scan.queryValue === 1 && !scan.inQuery) {
        scan.inQuery = hasQueryMark(buf, scan.queryScan, scan.i);
        scan.queryScan = scan.i;
      }
      if (scan.queryValue === 1 && !scan.inQuery) {
        const r = nextPairAt(buf, scan.i, n, final);
        if (r === MORE_INPUT && !final) return MORE;
        if (r === 1) return STOP;
      }
    }
    if (mailto && apostropheReferenceAt(buf, scan.i, n)) {
      scan.mailState = mailtoStateAfter(buf, scan.mailScan, scan.i, scan.mailState);
      scan.mailScan = scan.i;
      if (scan.mailState === 1) return STOP; // "mailto:kim@example.com&#39;s"
    }
    // still in the authority? (scanned once, left to right: linear)
    if (scan.auth >= 0) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
      else scan.apostrophe = true;
    }
  } else if (b === 0x5b) {
    // a BBCode closing tag ends the URI: "[url]http://example.com/a[/url]" (bare-pairs.ts)
    const tag = bbcodeCloseAt(buf, scan.i, n);
    if (tag === MORE_INPUT && !final) return MORE;
    if (tag === 1) return STOP;
    // an AsciiDoc macro's attribute list (the link text): "link:https://x.example/a[Docs]",
    // "image::https://x.example/i.png[Alt]", and an empty one after any URI,
    // "https://x.example/docs/[]" in a path (AsciiDoc: "URLs" — the target ends at the
    // "[") — not PHP's "?a[]=1"
    if (scan.i > c1) {
      if (asciidocMacroBefore(buf, s, ctx.lo)) return STOP;
      // … and a link text that is the URI again, its scheme right after the "[" glued to
      // a word: "mailto:a@b.example?subject=x[mailto:a@b.example?subject=x]" (pandoc's
      // AsciiDoc). Not after "=": a query's value may hold a URI ("?u=[http://b.example/]")
      const again =
        CLASS[buf[scan.i - 1]!]! & C_ALNUM || buf[scan.i - 1] === 0x2f
          ? sameSchemeAt(buf, scan.i + 1, s, c, n)
          : 0;
      if (again === MORE_INPUT) {
        if (!final) return MORE;
      } else if (again === 1) return STOP;
      if (!scan.inQuery) {
        scan.inQuery = hasQueryMark(buf, scan.queryScan, scan.i);
        scan.queryScan = scan.i;
      }
      // a mailto query's word glued to a bracketed word that ends the text: AsciiDoc's
      // link text, "mailto:join@l.example.org?subject=subscribe[Join]" (the markup hunt).
      // A bracket after "=", a digit or "%20" stays the header's ("?subject=[PATCH]",
      // "?subject=Re:%20[PATCH]")
      if (mailto && scan.inQuery && isAsciiLetter(buf[scan.i - 1]!)) {
        const r = labelEndsUri(buf, scan.i, n, final, false, true);
        if (r === MORE_INPUT) return MORE;
        if (r === 1) return STOP;
      }
      // (a query's "?a[]" is PHP's array)
      if (!scan.inQuery) {
        if (scan.i + 2 >= n) {
          if (!final && stop === n && (scan.i + 1 >= n || buf[scan.i + 1] === 0x5d)) return MORE;
          if (scan.i + 1 < n && buf[scan.i + 1] === 0x5d) return STOP; // "[]" at the input's end
        } else if (emptyPairEnds(buf, scan.i)) return STOP;
      }
      // AsciiDoc's URL form with a link's attributes, "…/c[Label,window=_blank]", or an
      // empty text after a fragment, "…#URL_encoding[]" (Asciidoctor, "URLs": the text
      // between the brackets becomes the link text; "[" and "]" are no URI characters
      // there, RFC 3986 §3.3, §3.5). A bracketed word stays: "…/wiki/Sprite_[computer_
      // graphics]", "…#anchor[bla]" (peers' suites: Rust linkify, KDE's), though
      // AsciiDoc's "…/git-filter-repo[git-filter-repo]" is written so. Not after a "/"
      // (a route's folder, "…/pages/[slug]"), nor in a query ("?filter[status]")
      if (
        buf[scan.i - 1] !== 0x2f &&
        buf[scan.i - 1] !== 0x3d &&
        scan.auth < 0 &&
        scan.opens === scan.closes
      ) {
        // (in locals, as pairScan above)
        const i = scan.i;
        let k = scan.markScan;
        for (; k < i; k++) {
          const x = buf[k];
          if (x === 0x23) scan.inFragment = true;
          else if (x === 0x3f) scan.question = true;
        }
        scan.markScan = k;
        // (not inside the URI's own "(": a Javadoc anchor, "#toString(int[])"; not
        // after a "?", in the fragment too: a hash route's query, "#/map?c=[51.5,-0.1]")
        if (!scan.question) {
          const r = labelEndsUri(buf, scan.i, n, final, scan.inFragment);
          if (r === MORE_INPUT) return MORE;
          if (r === 1) return STOP;
        }
      }
    }
    // "[" opens an IP literal right after "//" or "@" (RFC 3986 §3.2.2) and nowhere
    // else in an authority: after a name's letter or digit it is text
    // ("(http://example.org[1]) etc.")
    if (scan.auth >= 0 && scan.i > authStart && CLASS[buf[scan.i - 1]!]! & C_ALNUM) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
      else return STOP;
    }
    // without an authority, a "[" opens an IP literal only right after the ":" or an
    // "@" ("sip:alice@[2001:db8::1]", RFC 3261 §19.1.1) and is raw data only in a query
    // or fragment ("mailto:list@example.org?subject=[PATCH]"): after a name it is the
    // text's, a footnote mark or a link's text ("mailto:a@example.org[1]",
    // "urn:isbn:0451450523[3]"; RFC 8141 §2 has no "[" in an NSS)
    if (!hasAuthority && scan.i > c1 && buf[scan.i - 1] !== 0x40) {
      if (!scan.inQuery) {
        scan.inQuery = hasQueryMark(buf, scan.queryScan, scan.i);
        scan.queryScan = scan.i;
      }
      if (!scan.inQuery) {
        // right after a ":" it opens a placeholder, and what comes before is no URI
        // of its own ("urn:alert:source:[some-unknown-alert-ind-part]")
        scan.placeholder = buf[scan.i - 1] === 0x3a;
        return STOP;
      }
    }
    scan.bOpens++;
  } else if (b === 0x5d) {
    if (scan.bCloses === scan.bOpens) return STOP; // `[http://x/](http://x/)`: same for "]"
    scan.bCloses++;
  } else if (b === 0x40 && texinfoRef) {
    // Texinfo writes "@" as "@@" (Texinfo manual, "Inserting @ and {} ,"):
    // "@uref{mailto:bug@@gnu.org}" is "mailto:bug@gnu.org"; "@/" (a line may break
    // here: "@url{http://ftpmirror.gnu.org/@/texinfo/@/htmlxref.cnf}", 80 in GNU manuals),
    // "@-" (a hyphen may) and "@:" (no sentence ends here) print nothing ("Line Breaks",
    // "Not Ending a Sentence")
    if (scan.i + 1 >= n) {
      if (!final) return MORE;
    } else if (buf[scan.i + 1] === 0x40) {
      drop(scan.i, scan.i + 1, NO_CHAR);
      scan.i += 2;
      return NEXT;
    } else if (buf[scan.i + 1] === 0x2f || buf[scan.i + 1] === 0x2d || buf[scan.i + 1] === 0x3a) {
      drop(scan.i, scan.i + 2, NO_CHAR);
      scan.i += 2;
      return NEXT;
    }
  } else if (b === 0x40 && hasAuthority) {
    // "@" and "scheme://": no userinfo before a host named "http" with an empty port (RFC
    // 3986 §3.2 reads it so), nor a path's "@", but the delimiter of a sed command,
    // "s@http://deb.debian.org@http://mirror.example.org@g": the URI ends before it. And
    // a URI that such a delimiter opened ends at the next one, as at a closing quote
    if (atOpened) return STOP;
    if (scan.auth >= 0) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
    }
    if (scan.auth < 0 && !scan.inQuery) {
      scan.inQuery = hasQueryMark(buf, scan.queryScan, scan.i);
      scan.queryScan = scan.i;
    }
    if (scan.auth >= 0 || !scan.inQuery) {
      const r = schemeSlashesAt(buf, scan.i + 1, n);
      if (r === MORE_INPUT) {
        if (!final) return MORE;
      } else if (r === 1) return STOP;
    }
  }
  scan.i++;
  return NEXT;
}

/** the loop's step at a byte past ASCII: a ligature, an IRI's character or the URI's end (scanBare's loop; NEXT, STOP, MORE or NONE) */
function nonAsciiStep(ctx: ScanContext, b: number): number {
  const { buf, n, final } = ctx;
  const { limit, rawStart, s, c1, asciiOnly, breaksBefore, mailto, hasAuthority, authStart, stop } =
    scan;
  // a Latin ligature is its letters (chars.ts LIGATURE_LETTERS): "…/conﬁg" is "…/config" —
  // one drop per letter, in the ligature's 3 bytes; in a URN's NSS too
  if (b === 0xef && scan.i > c1) {
    const g = ligatureAt(buf, scan.i, n);
    if (g === -2 && !final) return MORE;
    if (g >= 0) {
      const letters = LIGATURE_LETTERS[g]!;
      for (let k = 0; k < letters.length; k++) {
        const to = k === letters.length - 1 ? scan.i + 3 : scan.i + k + 1;
        drop(scan.i + k, to, LIGATURE + letters.charCodeAt(k));
      }
      scan.i += 3;
      return NEXT;
    }
  }
  if (b >= 0x80 && !asciiOnly) {
    if (decodeCharAt(buf, scan.i, n, final) < 0) return MORE;
    // a dash inside a Markdown link's destination is the URI's, as inside "<…>" (RULES.md
    // "Dashes inside wrappers"; CommonMark §6.3: the destination runs to its ")" or a
    // blank; RFC 3987 ucschar): "[FY](https://en.wikipedia.org/wiki/Fisher–Yates_shuffle)",
    // "[FY]: https://…/wiki/Fisher–Yates_shuffle" — in the path, and not last
    if (utf8.cp >= 0x2010 && utf8.cp <= 0x2015 && scan.i > c1 && scan.destination !== 0) {
      const next = scan.i + utf8.len;
      if (next >= n && !final) return MORE;
      if (scan.auth >= 0) {
        scan.auth = authorityEnd(buf, scan.auth, scan.i);
        if (scan.auth < scan.i) scan.auth = -1;
      }
      if (scan.auth < 0 && next < n && CLASS[buf[next]!]! & C_PLAIN && buf[next] !== 0x2c) {
        if (scan.destination === UNKNOWN)
          scan.destination = destinationAt(buf, rawStart, ctx.lo) ? 1 : 0;
        if (scan.destination === 1) {
          scan.nonAscii = true;
          scan.i = next;
          return NEXT;
        }
      }
    }
    // a home directory's "~" as a PDF's text has it: pdftotext writes the typewriter
    // font's tilde as U+223C TILDE OPERATOR (a Word document's as U+02DC SMALL TILDE) —
    // "http://www.cs.example.edu/∼user/" in a paper's references is "…/~user/" (the
    // bibliographies hunt). Right after a "/" of the path and before a letter or digit
    if ((utf8.cp === 0x223c || utf8.cp === 0x2dc) && scan.i > c1 && buf[scan.i - 1] === 0x2f) {
      const next = scan.i + utf8.len;
      if (next >= n && !final) return MORE;
      if (scan.auth >= 0) {
        scan.auth = authorityEnd(buf, scan.auth, scan.i);
        if (scan.auth < scan.i) scan.auth = -1;
      }
      if (scan.auth < 0 && next < n && CLASS[buf[next]!]! & C_ALNUM) {
        drop(scan.i, next, 0x7e);
        scan.i = next;
        return NEXT;
      }
    }
    // typesetting's invisible break opportunities inside a path, which an e-book's text
    // keeps (pandoc's and calibre's text of an EPUB, LibreOffice's of a document): a zero
    // width space after a "/" ("…/\u200Bcollections/\u200Bmanuscripts/…") and a soft
    // hyphen between two letters ("…/col\u00ADlec\u00ADtions/") — no part of the URI,
    // dropped, when more of the path follows: after the zero width space a segment of
    // ASCII URI characters to the next "/", "?", "#" or the run's end (Thai and Japanese put
    // one between words: "…/docs/\u200BPDF版をご覧"), not the next URI's scheme or a "www."
    // name (invisibleBreakAt). Not in a fuzzy link's probe (linkify-it's match ends there)
    if ((utf8.cp === 0x200b || utf8.cp === 0xad) && hasAuthority && scan.i > c1 && !ctx.probe) {
      const next = scan.i + utf8.len;
      if (next >= n && !final) return MORE;
      const x = next < n ? buf[next]! : 0x20;
      const p = buf[scan.i - 1]!;
      const letters =
        (p | 0x20) >= 0x61 && (p | 0x20) <= 0x7a && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x7a;
      if (utf8.cp === 0x200b ? p === 0x2f && CLASS[x]! & C_ALNUM : letters) {
        if (scan.auth >= 0) {
          scan.auth = authorityEnd(buf, scan.auth, scan.i);
          if (scan.auth < scan.i) scan.auth = -1;
        }
        const seg = scan.auth < 0 && utf8.cp === 0x200b ? invisibleBreakAt(buf, next, n, final) : 1;
        if (seg === MORE_INPUT) return MORE;
        if (scan.auth < 0 && seg === 1) {
          drop(scan.i, next, NO_CHAR);
          scan.nonAscii = true;
          scan.i = next;
          return NEXT;
        }
      }
    }
    // a man page formatted for a UTF-8 terminal hyphenates a long word — a URI too — with
    // U+2010 HYPHEN (groff's \(hy, groff_char(7)) at the line's end; a soft hyphen (U+00AD)
    // shows where a word was broken too. Typesetting, not the URI's: it goes on at the next
    // line (the rules of a "-" at a break, 2396bis App. E), without it — "https://www.kernel
    // .org/doc/html/lat‐" LF "       est/filesystems/dax.html"
    if ((utf8.cp === 0x2010 || utf8.cp === 0xad) && scan.i > c1) {
      let at = scan.i + utf8.len;
      if (at >= n && !final) return MORE;
      // (colours turned off before the line break take no room: groff's SGR output,
      // "…/man‐" ESC "[0m" LF "       " ESC "[1mual/")
      if (at < n && buf[at] === 0x1b) {
        const e = csiRunEnd(buf, at, n);
        if (e === MORE_BYTES) {
          if (!final) return MORE;
        } else at = e;
        if (at >= n && !final) return MORE;
      }
      if (
        at < n &&
        (buf[at] === 0x0a || buf[at] === 0x0d) &&
        scan.i < breaksBefore &&
        scan.i >= ctx.breakFrom
      ) {
        const h = hyphenBreak(buf, s, at, n, final);
        if (h === MORE_INPUT) return MORE;
        if (h > 0) {
          drop(scan.i, h, HYPHENATION);
          scan.i = h;
          return NEXT;
        }
      }
      if (utf8.cp === 0x2010) return STOP;
    }
    // "↵" (U+21B5) before a line's end or a table's border is psql's mark of a line break
    // inside a cell (its unicode linestyle's nl_right, PostgreSQL src/fe_utils/print.c), not
    // the URI's: "url │ https://a.example/x↵" LF "    │ next line"
    if (utf8.cp === 0x21b5 && scan.i > c1) {
      const next = scan.i + utf8.len;
      if (next + 3 > n && !final) return MORE;
      const x = next < n ? buf[next]! : 0x0a;
      if (x === 0x0a || x === 0x0d || borderAt(buf, next, n) === 3) return STOP;
    }
    if (privateUse(utf8.cp)) {
      // RFC 3987 §2.2: iprivate only in the query (not past a "#")
      scan.part = uriPartAfter(buf, scan.partScan, scan.i, scan.part);
      scan.partScan = scan.i;
      if (scan.part !== IN_QUERY) return STOP;
    }
    if (!iriCodePoint(utf8.cp)) {
      // an ideographic full stop between two labels of a host is its dot (RFC 3490 §3.1:
      // U+3002, U+FF0E, U+FF61 "MUST be recognized as dots"; RFC 3987 §3.1 maps an IRI's
      // host through ToASCII): "http://日本。jp/", "http://www。google。com" — when ASCII
      // labels follow it to the host's end (labelsToHostEnd). Otherwise it is the
      // sentence's full stop, as Chinese and Japanese text writes it before a number or a
      // word ("详见http://example.com。2024年起", "http://localhost。1. next")
      const d = utf8.cp;
      // general punctuation inside a Markdown link's destination is the URI's, as a dash is
      // above (CommonMark §6.3: the destination runs to its ")"; RFC 3987 ucschar):
      // "[text](http://www.google.com/search?q=…)" (lowdown's link-unicode.md) — past the
      // host, before more of the destination or its ")"; not a space, a bidi control, nor
      // a typographic apostrophe (below)
      if (
        d >= 0x2016 &&
        d <= 0x205e &&
        d !== 0x2019 &&
        !(d >= 0x2028 && d <= 0x202f) &&
        scan.i > c1 &&
        scan.destination !== 0
      ) {
        const next = scan.i + utf8.len;
        if (next >= n && !final) return MORE;
        if (scan.auth >= 0) {
          scan.auth = authorityEnd(buf, scan.auth, scan.i);
          if (scan.auth < scan.i) scan.auth = -1;
        }
        const x = next < n ? buf[next]! : 0x20;
        if (scan.auth < 0 && ((CLASS[x]! & C_PLAIN && x !== 0x2c) || x === 0x29)) {
          if (scan.destination === UNKNOWN)
            scan.destination = destinationAt(buf, rawStart, ctx.lo) ? 1 : 0;
          if (scan.destination === 1) {
            scan.nonAscii = true;
            scan.i = next;
            return NEXT;
          }
        }
      }
      if (d === 0x2019 && mailto) {
        scan.mailState = mailtoStateAfter(buf, scan.mailScan, scan.i, scan.mailState);
        scan.mailScan = scan.i;
        if (scan.mailState === 1) return STOP; // "mailto:kim@example.com’s"
      }
      if (
        d === 0x2019 &&
        CLASS[buf[scan.i - 1]!]! & C_ALPHA &&
        !openedBySingleQuote(buf, s, ctx.lo)
      ) {
        // a typographic apostrophe inside a word of the path ("…/eric-schmidt’s-talk/",
        // Android's PatternsTest) is the path's, as "'" is ("…/wiki/McDonald's"): U+2019 is
        // an IRI character (RFC 3987 ucschar). Not in the host ("http://example.com’s
        // page": the sentence's), nor at a word's end (a closing quote), nor before a letter
        // of another script than Latin (Korean glues particles after a closing ’:
        // "‘https://github.com/foo/bar’에서"), nor when a ‘ opened the URI
        const next = scan.i + utf8.len;
        if (next >= stop) {
          if (!final && stop === n) return MORE;
          return STOP;
        }
        if (buf[next]! >= 0x80) {
          // a letter of another script after it: "…/l’été"
          if (decodeCharAt(buf, next, n, final) < 0) return MORE;
          if (!latinLetter(utf8.cp)) return STOP;
        } else if (!(CLASS[buf[next]!]! & C_ALPHA)) return STOP;
        // … but a possessive "’s" that ends the URI is the sentence's ("see
        // https://x.example/d’s page"), as it is after a host
        else if (buf[next] === 0x73) {
          if (next + 1 >= n && !final) return MORE;
          const x = next + 1 < n ? buf[next + 1]! : 0x20;
          if (CLASS[x]! & (C_WS | C_TRAIL) || x === 0x29) return STOP;
        }
        if (scan.auth >= 0) {
          scan.auth = authorityEnd(buf, scan.auth, scan.i);
          if (scan.auth >= scan.i) return STOP;
          scan.auth = -1;
        }
        scan.nonAscii = true;
        scan.i = next;
        return NEXT;
      }
      // a flag emoji's tags (🏴 U+E0067 U+E0062 …: no ucschar): the flag is glued text, base
      // and all — "https://t.co/abc🏴…" is "https://t.co/abc"
      if (d >= 0xe0020 && d <= 0xe007f && scan.i - 4 > s && isBlackFlag(buf, scan.i - 4)) {
        scan.i -= 4;
        return STOP;
      }
      // psql's unicode linestyle marks a value it wrapped with "…" before the border (or the
      // line's end) and after the next line's (psql-linestyles.ts)
      if (d === 0x2026 && scan.i > c1 && scan.i < breaksBefore && scan.i >= ctx.breakFrom) {
        const t = psqlUnicodeWrapAt(buf, scan.cellPiece, scan.i, n, final, limit);
        if (t === MORE_INPUT) return MORE;
        if (t > 0) {
          drop(scan.i, t, NO_CHAR);
          scan.i = t;
          scan.cellPiece = t;
          return NEXT;
        }
      }
      // a table's box-drawing border right after the URI's piece: its cell may go on in the
      // next row (table-cells.ts paddedCellWrapAt)
      if (
        (d === 0x2502 || d === 0x2503 || d === 0x2551) &&
        scan.i > c1 &&
        scan.i < breaksBefore &&
        scan.i >= ctx.breakFrom
      ) {
        const t = paddedCellWrapAt(buf, scan.cellPiece, scan.i, n, final, limit);
        if (t === MORE_INPUT) return MORE;
        if (t > 0) {
          drop(scan.i, t, NO_CHAR);
          scan.i = t;
          scan.cellPiece = t;
          return NEXT;
        }
      }
      if (!(d === 0x3002 || d === 0xff0e || d === 0xff61) || scan.auth < 0) return STOP;
      const next = scan.i + utf8.len;
      const r = labelsToHostEnd(buf, authStart, scan.i, next, stop, final && stop === n);
      if (r === MORE_INPUT) {
        if (!final && stop === n) return MORE;
        return STOP;
      }
      if (r === 0) return STOP;
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) {
        scan.auth = -1;
        return STOP;
      }
      scan.nonAscii = true;
      scan.i = next;
      return NEXT;
    }
    // "いまなにしてるhttp://example.comいまなにしてる": CJK and Thai text has no spaces
    // between words, so the URI ends where the script changes inside the host — a DNS
    // label after a "." (or a port after ":") that began in ASCII does not go on in
    // Han, kana, Hangul or Thai (no TLD mixes them; RFC 5892 / RFC 5893 label rules).
    // Paths keep their IRI characters (RFC 3987: "http://ja.wikipedia.org/wiki/東京")
    // Likewise a symbol, emoji or punctuation mark glued to an ASCII host ends it
    // ("http://example.com™", "…com🎉", "…com،"): IDNA2008 allows only letters, marks and
    // digits in a label (RFC 5892), so it is text glued to the URI, not a longer host.
    // A label that starts with one ("http://✪df.ws/", "http://☺.damowmow.com/") is kept:
    // such names exist, and peers' suites expect them whole
    const cp = utf8.cp;
    if (
      scan.auth >= 0 &&
      CLASS[buf[scan.i - 1]!]! & C_ALNUM &&
      // (U+02BC, the modifier letter apostrophe, is the apostrophe of a Turkish suffix
      // after a name in some translations, "https://example.orgʼda", as ’ is)
      (!hostCodePoint(cp) || noSpaceScript(cp) || rtlLetter(cp) || cp === 0x02bc)
    ) {
      // is i still inside the authority? (scanned once, left to right: linear)
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
      else {
        const r = gluedEndsHost(buf, scan.i, scan.i + utf8.len, n, cp, authStart);
        if (r === MORE_INPUT) {
          if (!final) return MORE;
          return STOP;
        }
        if (r === 1) return STOP;
      }
    }
    // a word of a script without spaces right before "scheme://" in a path: the URI ends
    // after it, and the next one starts there ("http://t.co/abcde한국http://b.example/",
    // twitter-text) — as a comma or a bracket before one (not in a query: a value may
    // hold a URI); so does a middle dot, Korean's list separator
    // ("https://example.kr/a·https://example.kr/b")
    if ((noSpaceScript(cp) || cp === 0xb7) && hasAuthority) {
      if (scan.auth >= 0) {
        scan.auth = authorityEnd(buf, scan.auth, scan.i);
        if (scan.auth < scan.i) scan.auth = -1;
      }
      if (scan.auth < 0 && !scan.inQuery) {
        scan.inQuery = hasQueryMark(buf, scan.queryScan, scan.i);
        scan.queryScan = scan.i;
      }
      if (scan.auth < 0 && !scan.inQuery) {
        const r = schemeSlashesAt(buf, scan.i + utf8.len, n);
        if (r === MORE_INPUT) {
          if (!final) return MORE;
        } else if (r === 1) {
          scan.nonAscii = true;
          scan.i += utf8.len;
          return STOP;
        }
      }
    }
    scan.nonAscii = true;
    scan.i += utf8.len;
    return NEXT;
  }
  return STOP;
}

/** the loop's step at a backslash: an escape that the URI reads, or its end (scanBare's loop; NEXT, STOP, MORE or NONE) */
function backslashStep(ctx: ScanContext): number {
  const { buf, n, final } = ctx;
  const {
    limit,
    rawStart,
    s,
    c1,
    asciiOnly,
    mailto,
    colonEscaped,
    uSlashes,
    hasAuthority,
    authStart,
    stop,
  } = scan;
  if (scan.i + 1 >= n) {
    if (!final) return MORE;
    return STOP;
  }
  const x = buf[scan.i + 1]!;
  // RFC 8792 line folding: "Location: https://example.com/restconf/data/\" + LF +
  // "    example-jukebox:jukebox" (RFC 8040's examples) — backslashFold
  if ((x === 0x0a || x === 0x0d) && colonEscaped) {
    // a properties value goes on in the next line after its indentation
    // (java.util.Properties#load: a line that ends in "\\" continues)
    let f = scan.i + 1;
    if (buf[f] === 0x0d) f++;
    if (f >= n) {
      if (!final) return MORE;
      return STOP;
    }
    if (buf[f] !== 0x0a) return STOP;
    f++;
    while (f < n && f - scan.i < 256 && (buf[f] === 0x20 || buf[f] === 0x09)) f++;
    if (f >= n && !final) return MORE;
    if (f >= n || !(CLASS[buf[f]!]! & C_URI)) return STOP;
    drop(scan.i, f, NO_CHAR);
    scan.i = f;
    return NEXT;
  }
  if (x === 0x0a || x === 0x0d) {
    const f = backslashFold(buf, s, scan.i, n, final);
    if (f === MORE_INPUT) return MORE;
    if (f < 0) return STOP;
    drop(scan.i, f, NO_CHAR);
    scan.i = f;
    return NEXT;
  }
  // a colour written as text in a quoted log string ("\\u001b[1m", "\\033[0m"): as the
  // raw sequence below
  const t = csiEnd(buf, scan.i, n);
  if (t === MORE_BYTES) {
    if (!final) return MORE;
  } else if (t > 0) {
    drop(scan.i, t, NO_CHAR);
    scan.i = t;
    return NEXT;
  }
  // Pygments' escapes in a LaTeX document's code, "\\PYZhy{}" (nbconvert's) or
  // "\\PYGZhy{}" (Sphinx's), are their characters: `s3://my\\PYZhy{}bucket/…`
  if (x === 0x50) {
    const t = pygmentsEscapeEnd(buf, scan.i, n, final);
    if (t === MORE_INPUT) return MORE;
    if (t > 0) {
      drop(scan.i, t, escaped.cp);
      scan.i = t;
      return NEXT;
    }
  }
  // LaTeX's "\\textasciitilde" (pandoc's, Sphinx's and docutils' LaTeX writers) is the
  // URI's "~" past its host: "http://www.x.edu/\\textasciitilde{}ab123/" (the markup hunt)
  if (x === 0x74) {
    if (scan.auth >= 0) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
    }
    if (scan.auth < 0) {
      const t = latexTildeEnd(buf, scan.i, n, final);
      if (t === MORE_INPUT) return MORE;
      if (t > 0) {
        drop(scan.i, t, 0x7e);
        scan.i = t;
        return NEXT;
      }
    }
  }
  // a regular expression's escaped "." in a host, written in a JSON string: "\\\\." is
  // "\\.", which matches the "." (a JSON Schema's `"pattern": "^https://developer\\\\.mozilla\\\\.org/docs/"`);
  // read as the raw "\\." is (the escaped character is the URI's), not as the host's end
  if (x === 0x5c && scan.auth >= 0 && scan.i > authStart && CLASS[buf[scan.i - 1]!]! & C_ALNUM) {
    if (scan.i + 3 >= n) {
      if (!final) return MORE;
    } else if (buf[scan.i + 2] === 0x2e && CLASS[buf[scan.i + 3]!]! & C_ALNUM) {
      drop(scan.i, scan.i + 2, NO_CHAR);
      scan.i += 2;
      return NEXT;
    }
  }
  // a string's escaped backslash before a Markdown escape of "_", "~" or "*": pandoc's CSL
  // YAML keeps Markdown in its double-quoted strings, `url: "https://x.example/cs\\_/pdf"`
  // (the bibliographies hunt), and so does Reddit's API in a comment's JSON body,
  // `"body": "see https://e.org/a\\_b"` (the chat hunt) — the character is the URI's
  if (
    x === 0x5c &&
    scan.i + 2 < n &&
    (buf[scan.i + 2] === 0x5f || buf[scan.i + 2] === 0x7e || buf[scan.i + 2] === 0x2a)
  ) {
    drop(scan.i, scan.i + 2, NO_CHAR);
    scan.i += 2;
    return NEXT;
  }
  // JSON inside JSON — Docker's json-file log of an app that logs JSON, Docker schema1's
  // v1Compatibility — escapes the escape's own backslash: "\\\\u0026" is the inner
  // string's "\\u0026", read so where the URI stands inside an escaped string
  // (`\\"url\\":\\"http://h/items?id=5\\\\u0026x=y\\"`, `\\"Env\\":[\\"URL=https://…`);
  // and so is JSON text that a format doubling backslashes wrote, wherever four hex digits
  // follow (PostgreSQL's COPY and pg_dump, `mysqldump --tab`, `mariadb -B`, jq's @tsv,
  // PHP's var_export: `{"url":"https://x.example/?a=1\\\\u0026b=2"}` — session 40, the
  // dumps hunt): a "\\" before "u" and a code unit is no URI's
  let esc = scan.i;
  if (x === 0x5c && scan.i + 2 < n && buf[scan.i + 2] === 0x75) {
    if (scan.i + 7 > n && !final) return MORE;
    if (
      (scan.i + 7 <= n && hex4(buf, scan.i + 3) >= 0) ||
      insideEscapedString(buf, rawStart, ctx.lo)
    )
      esc = scan.i + 1;
  } else if (x === 0x5c && scan.i + 2 >= n && !final) return MORE;
  // (Python's and YAML's eight-digit "\\U0001F600")
  let long = -1;
  if (x === 0x55) {
    long = longUnicodeEscape(buf, scan.i, n, final);
    if (long === MORE_INPUT) return MORE;
  }
  if (x === 0x75 || x === 0x78 || esc > scan.i || long > 0) {
    // a JSON (or JavaScript, Java, Python) "\\uXXXX" escape inside the URI: Go's
    // encoding/json writes "&" as "\\u0026" ("https://x.example/?a=1\\u0026b=2"), Python's
    // json.dumps non-ASCII as "\\u00fc" (an IRI, RFC 3987); or a "\\xHH" escape of a
    // JavaScript, Python or C string ("…/wiki/M\\xfcnchen", "caf\\xc3\\xa9"). The
    // character it stands for is the URI's when it is a URI character or an IRI code
    // point; any other ends it
    const r =
      long > 0
        ? long
        : esc > scan.i || x === 0x75
          ? unicodeEscape(buf, esc, n, esc > scan.i)
          : hexEscape(buf, scan.i, n, final);
    if (r === MORE_INPUT) {
      if (!final) return MORE;
      return STOP;
    }
    if (r < 0) return STOP;
    const cp = escaped.cp;
    if (cp < 0x80) {
      // characters whose raw form the scan weighs (quotes, brackets, commas, emphasis
      // marks) end the URI when escaped; "%" only begins an escape before two hex digits
      // (an apostrophe, "\\u0027", closes no string that a '"' opened: PHP's
      // JSON_HEX_APOS, `{"guid":"https://x.example/o\\u0027reilly"}`)
      if (
        !(CLASS[cp]! & C_URI) ||
        (ESCAPE_ENDS[cp] === 1 &&
          !(cp === 0x2f && uSlashes) &&
          !(cp === 0x27 && rawStart > ctx.lo && buf[rawStart - 1] === 0x22))
      ) {
        return STOP;
      }
      if (cp === 0x25) {
        if (r + 2 > n && !final) return MORE;
        if (!(isHexByte(buf[r]) && isHexByte(buf[r + 1]))) return STOP;
      }
    } else {
      if (asciiOnly || !iriCodePoint(cp)) return STOP;
      scan.nonAscii = true;
    }
    if (scan.auth >= 0 && scan.i >= authStart) {
      // in the host: the rules for the raw character (above), glued to an ASCII letter
      // or digit written as such (not to the hex digits of an escape before it)
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      // (an escaped "/" ends the authority)
      if (scan.auth < scan.i || cp === 0x2f) scan.auth = -1;
      else {
        if (
          cp >= 0x80 &&
          CLASS[buf[scan.i - 1]!]! & C_ALNUM &&
          !(drops.length > 0 && drops[drops.length - 1] === scan.i) &&
          (!hostCodePoint(cp) || noSpaceScript(cp))
        ) {
          const g = gluedEndsHost(buf, scan.i, r, n, cp, authStart);
          if (g === MORE_INPUT) {
            if (!final) return MORE;
            return STOP;
          }
          if (g === 1) return STOP;
        }
        scan.auth = r;
      }
    }
    drop(scan.i, r, cp);
    scan.i = r;
    return NEXT;
  }
  // an escaped bracket in a query is its bracket (read percent-encoded, raw-characters.ts):
  // python3-html2text escapes them in a Markdown destination,
  // "[open](https://api.example.com/v2/issues?filter\\[status\\]=open)", and a shell
  // command line so keeps curl from globbing them (session 40, the converters hunt). Not
  // before the query: "<https://example.com/\\[\\>" ends at its backslash (CommonMark)
  // (a groff named character, "\\[ti]", is troff's below)
  if ((x === 0x5b || x === 0x5d) && (hasAuthority || mailto)) {
    if (scan.auth >= 0) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
    }
    if (!scan.inQuery && scan.auth < 0) {
      scan.inQuery = hasQueryMark(buf, scan.queryScan, scan.i);
      scan.queryScan = scan.i;
    }
    const g = scan.inQuery && x === 0x5b ? groffNamed(buf, scan.i, n, final) : 0;
    if (g === MORE_INPUT) return MORE;
    if (scan.inQuery && g === 0) {
      drop(scan.i, scan.i + 1, NO_CHAR);
      scan.i++;
      return NEXT;
    }
  }
  if (x === 0x28 || x === 0x5b || x === 0x2a) {
    // groff's named characters and strings in a raw man page (troffEscape, groff(7),
    // groff_char(7)): "…/\\[ti]mgk25" is "…/~mgk25"; a quote ("\\(dq", pod2man's
    // "\\*(Aq" and "\\*(C'") ends the URI as the quote itself would
    let t = troffEscape(buf, scan.i, n, final);
    if (t === MORE_INPUT) return MORE;
    if (x === 0x28 && t !== -1) {
      // … unless Markdown's "\\)" follows in the word (escapedCloseAhead; looked for
      // once past the last one found, and within MD_CLOSE_REACH bytes: a word of many
      // URIs and named characters is not read to maxLength for each)
      if (scan.mdClose < scan.i + 4 && !(scan.mdClose < 0 && scan.mdScanned >= scan.i + 4)) {
        const reach = Math.min(limit, scan.i + 4 + MD_CLOSE_REACH);
        const r = escapedCloseAhead(buf, scan.i + 4, n, reach, final);
        if (r === MORE_INPUT) return MORE;
        scan.mdClose = r;
        scan.mdScanned = r >= 0 ? r : closeScan.end;
      }
      if (scan.mdClose >= 0) t = -1;
      else if (t > 0 && !openParenBefore(buf, rawStart, ctx.lo)) {
        // (… or a plain ")" closes it, for a name that stands for a character — not when
        // the URI stands in a parenthesis the text opened: "(see http://x/\\(tiuser/)")
        const reach = Math.min(limit, scan.i + 4 + MD_CLOSE_REACH);
        const p = plainCloseAhead(buf, scan.i + 4, n, reach, final);
        if (p === MORE_INPUT) return MORE;
        if (p === 1) t = -1;
      }
    }
    if (t === TROFF_ENDS) return STOP;
    if (t > 0) {
      // (a non-ASCII character, "\\[u041C]", is an IRI's: RFC 3987 §2.2)
      if (escaped.cp >= 0x80) {
        if (asciiOnly || !iriCodePoint(escaped.cp)) return STOP;
        scan.nonAscii = true;
      }
      // in the host a named character ends the URI (the host's rules read raw bytes;
      // troff writes a host's "-" and "." as "\\-" "\\.") — but "\\[at]" is the
      // userinfo's "@", as pandoc's man writer escapes every "@" (groff_char(7)):
      // "git+ssh://git\\[at]git.sr.ht/~p/w.git"
      if (scan.auth >= 0) {
        scan.auth = authorityEnd(buf, scan.auth, scan.i);
        if (scan.auth < scan.i) scan.auth = -1;
        else if (escaped.cp !== 0x40) return STOP;
      }
      drop(scan.i, t, escaped.cp);
      scan.i = t;
      return NEXT;
    }
  }
  // a GFM table cell's "\|" in a link's destination is its "|" (GFM §4.10: the cell is
  // unescaped before its inlines are read): "| [t](https://example.com/a\|b) |" — taken
  // as a raw "|" is (below)
  if (x === 0x7c && scan.i > c1) {
    if (scan.destination === UNKNOWN)
      scan.destination = destinationAt(buf, rawStart, ctx.lo) ? 1 : 0;
    if (scan.destination === 1) {
      if (scan.firstPipe < 0) scan.firstPipe = scan.i;
      drop(scan.i, scan.i + 1, NO_CHAR);
      scan.i += 2;
      return NEXT;
    }
  }
  if (x < 0x80 && ESCAPABLE[x] === 1) {
    // in the host only troff's and JSON's escapes are read (`\-` `\.` `\&` `\%` `\:`,
    // "\/"): "https://example.com\_Resources\…" is a Windows path glued to the host, and
    // "_" no DNS name's (reading it would give another host)
    if (scan.auth >= 0 && HOST_ESCAPABLE[x] !== 1) {
      scan.auth = authorityEnd(buf, scan.auth, scan.i);
      if (scan.auth < scan.i) scan.auth = -1;
      else {
        // … but a Markdown escape in a name that goes on ("my\_bucket.s3.example.com")
        // or in a userinfo ("ftp://user\@host/") is read
        const g = escapeEndsHost(buf, authStart, scan.i, stop);
        if (g === MORE_INPUT) {
          if (!final && stop === n) return MORE;
          return STOP;
        }
        if (g === 1) return STOP;
      }
    }
    // troff's zero-width `\&` stands before a dot ("www\&.valgrind\&.org"); elsewhere
    // it is LaTeX's or Markdown's "&" ("\href{…?a=1\&b=2}"). `\%` before two hex
    // digits is LaTeX's "%" ("a\%20b"), else troff's hyphenation mark
    if ((x === 0x26 || x === 0x25) && scan.i + 3 >= n && !final) return MORE;
    if ((x === 0x28 || x === 0x29) && scan.destination === UNKNOWN) {
      scan.destination = destinationAt(buf, rawStart, ctx.lo) ? 1 : 0;
    }
    if (
      (x === 0x26 && scan.i + 2 < n && buf[scan.i + 2] === 0x2e) ||
      (x === 0x25 &&
        !(scan.i + 3 < n && isHexByte(buf[scan.i + 2]) && isHexByte(buf[scan.i + 3]))) ||
      (x === 0x3a && !colonEscaped)
    ) {
      drop(scan.i, scan.i + 2, NO_CHAR); // both bytes dropped
      scan.i += 2;
    } else if ((x === 0x28 || x === 0x29) && scan.destination === 1) {
      // an escaped parenthesis in a Markdown link's destination is the URI's and pairs
      // with nothing (CommonMark §6.3): "[t](https://example.com/x\\()" is ".../x(", the
      // link's ")" no partner of it. (In prose "(see https://x.example/a\\)" it closes
      // the text's parenthesis, as a raw one would)
      drop(scan.i, scan.i + 1, NO_CHAR);
      scan.i += 2;
    } else if (x === 0x7e && scan.i + 3 >= n && !final) {
      return MORE;
    } else if (
      x === 0x7e &&
      scan.i + 3 < n &&
      buf[scan.i + 2] === 0x7b &&
      buf[scan.i + 3] === 0x7d
    ) {
      // LaTeX's "\~{}", a tilde in text mode (an accent on an empty group): the "~" is
      // the URI's, the group none of it — "http://www.x.edu/\~{}ab123/" (pandoc's LaTeX)
      drop(scan.i, scan.i + 1, NO_CHAR);
      drop(scan.i + 2, scan.i + 4, NO_CHAR);
      scan.i += 4;
    } else {
      drop(scan.i, scan.i + 1, NO_CHAR);
      scan.i++; // the escaped character is read as any other
    }
    return NEXT;
  }
  return STOP;
}

/** the loop's step at a line break inside the URI: a fold or wrap that it goes on past, or its end (scanBare's loop; NEXT, STOP, MORE or NONE) */
function lineBreakStep(ctx: ScanContext): number {
  const { buf, n, final } = ctx;
  const { limit, rawStart, s, c1, breaksBefore, mailto, hasAuthority, authStart } = scan;
  // an iCalendar or vCard content line folded inside the URI (RFC 5545 §3.1, RFC 6350
  // §3.2: a line break and one space or tab are deleted when unfolding):
  // "ATTENDEE;PARTSTAT=ACCEPTED:mailto:cyrus@exampl" + CRLF + " e.com" — exact, so it
  // comes first (after a hyphen too: "…@exam-" + CRLF + " ple.com" has one reading)
  let f = contentLineFold(buf, s, scan.i, n, final);
  // … or a link in a TEXT value folded by its writer
  if (f === -1) f = textValueFold(buf, s, scan.i, n, final);
  // … or a row of curl's --trace-ascii dump cut at its width (trace-rows.ts)
  if (f === -1) f = traceRowAfter(buf, scan.i, n, final);
  // … or an LDIF line folded (ldif-folds.ts)
  if (f === -1) f = ldifFoldAt(buf, s, scan.i, n, final);
  if (f === MORE_INPUT) return MORE;
  if (f > 0) {
    drop(scan.i, f, NO_CHAR);
    scan.i = f;
    return NEXT;
  }
  // psql's old-ascii linestyle: ";" at the cell's divider on the next line
  // (psql-linestyles.ts), the expanded display with border 1
  if (scan.i < breaksBefore && scan.i >= ctx.breakFrom) {
    const t = psqlOldAsciiWrapAt(buf, scan.cellPiece, scan.i, n, final, limit);
    if (t === MORE_INPUT) return MORE;
    if (t > 0) {
      drop(scan.i, t, NO_CHAR);
      scan.i = t;
      scan.cellPiece = t;
      return NEXT;
    }
  }
  // psql's wrapped cell, the row's last or its expanded display's: "." at the break and
  // after the next line's border (table-cells.ts psqlLineWrapAt)
  if (buf[scan.i - 1] === 0x2e && scan.i < breaksBefore && scan.i >= ctx.breakFrom) {
    const t = psqlLineWrapAt(buf, scan.cellPiece, scan.i, n, final, limit);
    if (t === MORE_INPUT) return MORE;
    if (t > 0) {
      drop(scan.i - 1, t, NO_CHAR);
      scan.i = t;
      scan.cellPiece = t;
      return NEXT;
    }
  }
  // a reStructuredText hyperlink target's URI goes on in the target's indented block
  // (".. _name: http://a.example/" LF "   long/path") — exact too
  const r = rstTargetFold(buf, s, scan.i, n, final);
  if (r === MORE_INPUT) return MORE;
  if (r > 0) {
    drop(scan.i, r, NO_CHAR);
    scan.i = r;
    return NEXT;
  }
  // a Markdown link's destination goes on to the link's ")" on the next line
  // (bare-line-breaks.ts destinationBreakAt) — exact too, but after a hyphen, whose
  // two readings are hyphenBreak's
  if (
    buf[scan.i - 1] !== 0x2d &&
    rawStart - 2 >= ctx.lo &&
    buf[rawStart - 1] === 0x28 &&
    buf[rawStart - 2] === 0x5d &&
    scan.i < breaksBefore &&
    scan.i >= ctx.breakFrom
  ) {
    const d = destinationBreakAt(buf, rawStart, s, scan.i, n, final);
    if (d === MORE_INPUT) return MORE;
    if (d > 0) {
      drop(scan.i, d, NO_CHAR);
      scan.i = d;
      return NEXT;
    }
  }
  // a terminal's row cut at its width inside the URI (terminal-wrap.ts): first, for a
  // hyphen there is the URI's, and a terminal cuts after any character (not "=":
  // quoted-printable's soft break in mail read as text, RFC 2045 §6.7). Not after a
  // hyphen's break: a terminal's rows are all cut at its width, none at a hyphen (and
  // its look at the rows around each break, at every break of a run of "tel:1-" LF
  // "x;…" joined up to maxLength, made that run 6× slower: linear-time.test.ts)
  if (
    scan.i - 1 > c1 + 2 &&
    onlyDrops(HARD_WRAP) &&
    scan.i < breaksBefore &&
    scan.i >= ctx.breakFrom &&
    buf[scan.i - 1]! > 0x20 &&
    buf[scan.i - 1] !== 0x3d
  ) {
    const h = terminalBreakAt(buf, scan.i, n, final, fold);
    if (h === MORE_INPUT) return MORE;
    if (h > 0) {
      return takeHardWrap(h);
    }
  }
  // a line break right after a hyphen: 2396bis App. E — "No whitespace should be
  // introduced after a hyphen", and "the interpreter of a URI containing a line break
  // immediately after a hyphen should ignore all unescaped whitespace around the line
  // break, and should be aware that the hyphen may or may not actually be part of the
  // URI": "https://example.com/regular-dlls-statically-linked-" + LF + "  to-mfc". The
  // hyphen stays in `uri`; the reading without it is the record's variant
  if (
    buf[scan.i - 1] === 0x2d &&
    scan.i - 1 > c1 &&
    scan.i < breaksBefore &&
    scan.i >= ctx.breakFrom
  ) {
    const h = hyphenBreak(buf, s, scan.i, n, final, false, false, true);
    if (h === MORE_INPUT) return MORE;
    if (h > 0) {
      drop(scan.i, h, HYPHEN_BREAK);
      scan.i = h;
      return NEXT;
    }
  }
  // a query broken before its next pair, "&name=" opening the next line after its
  // indentation (RFC 6749 §4.1.2's redirection; bare-line-breaks.ts queryPairBreak)
  if (scan.i < breaksBefore && scan.i >= ctx.breakFrom && onlyLineBreakDrops()) {
    const q = queryPairBreak(buf, s, c1, scan.i, n, final);
    if (q === MORE_INPUT) return MORE;
    if (q > 0) {
      drop(scan.i, q, HARD_WRAP);
      scan.i = q;
      return NEXT;
    }
  }
  // a line hard-wrapped at a fixed width inside the URI (bare-line-breaks.ts hardWrapAt);
  // the URI as cut at the break stays the fallback reading (below). Two bytes at least
  // after the ":" ("scheme://" alone is the next rule's), and no escape or fold before
  // it: its cut reading is the record's variant, and JSON's "\/" mixed with a "/" from
  // the next line would end the URI at the first backslash (mixesSlashes)
  if (
    scan.i - 1 > c1 + 2 &&
    onlyLineBreakDrops() &&
    scan.i < breaksBefore &&
    scan.i >= ctx.breakFrom &&
    (WRAP_PIECE_ENDS[buf[scan.i - 1]!] === 1 ||
      (buf[scan.i - 1]! >= 0x80 && letterBefore(buf, scan.i, c1)) ||
      // (a query's "=" or "?" too, once a hard wrap was taken: a chain of cuts, wordCutAt)
      (scan.lastWrap >= 0 && (buf[scan.i - 1] === 0x3d || buf[scan.i - 1] === 0x3f)))
  ) {
    const h = hardWrapAt(buf, s, scan.i, n, final);
    if (h === MORE_INPUT) return MORE;
    if (h > 0) {
      return takeHardWrap(h);
    }
  }
  // … or after a DOI's "10." before its registrant's digits and "/" ("https://doi.org/10."
  // LF "1016/j.cell.2009.07.096"; bare-line-breaks.ts doiWrapAt), or after a query's "?"
  // or "&" before its next field ("?research=" LF "3159&…" is no field: "…?" LF
  // "id=3&…" is; queryWrapAt)
  if (
    (buf[scan.i - 1] === 0x2e ||
      ((buf[scan.i - 1] === 0x3f || buf[scan.i - 1] === 0x26 || buf[scan.i - 1] === 0x3d) &&
        (hasAuthority || mailto))) &&
    onlyLineBreakDrops() &&
    scan.i < breaksBefore &&
    scan.i >= ctx.breakFrom
  ) {
    const h =
      buf[scan.i - 1] === 0x2e
        ? doiWrapAt(buf, s, scan.i, n, final)
        : queryWrapAt(buf, s, scan.i, n, final);
    if (h === MORE_INPUT) return MORE;
    if (h > 0) {
      return takeHardWrap(h);
    }
  }
  // … or inside a mailto: address before its "@" (bare-line-breaks.ts mailtoAddressBreakAt)
  if (mailto && onlyLineBreakDrops() && scan.i < breaksBefore && scan.i >= ctx.breakFrom) {
    const h = mailtoAddressBreakAt(buf, c1, scan.i, n, final);
    if (h === MORE_INPUT) return MORE;
    if (h > 0) {
      return takeHardWrap(h);
    }
  }
  // … or after a "." before a file name's extension ("…/lppl." LF "txt and version";
  // bare-line-breaks.ts extensionWrapAt)
  if (
    buf[scan.i - 1] === 0x2e &&
    hasAuthority &&
    onlyLineBreakDrops() &&
    scan.i < breaksBefore &&
    scan.i >= ctx.breakFrom
  ) {
    const pe = authorityEnd(buf, authStart, scan.i);
    const h = extensionWrapAt(buf, scan.i, n, final, pe < scan.i && buf[pe] === 0x2f ? pe : -1);
    if (h === MORE_INPUT) return MORE;
    if (h > 0) {
      return takeHardWrap(h);
    }
  }
  // the host on the next line, when it is a dotted name (hostAfterBreak):
  // - "scheme://" and the line's end: no URI ends there (RFC 3986 §3.2: an authority
  //   follows the "//"). A man page breaks "http://\:fontforge.sf.net" at its break
  //   point: "available from http://" LF "       fontforge.sf.net" (not a word of prose:
  //   "begin with http://" LF "or https://");
  // - a host broken after its first label's ".": "from http://www." LF
  //   "poker-edge.com/stats.php" (pdftotext's text of a PDF whose \url broke there: 55
  //   in 900 TeX Live manuals gave "http://www"); a "." after a dotted host is the
  //   sentence's;
  // - a dotted host broken after its last ".", when the next line opens with a common
  //   top-level domain and "/" or a port ("https://tex.stackexchange." LF
  //   "com/a/640035", url.sty's break after a "."; 37 in 900 TeX Live manuals)
  if (
    scan.i >= ctx.breakFrom &&
    scan.i < breaksBefore &&
    ((scan.i === c1 + 2 && buf[c1] === 0x2f && buf[c1 + 1] === 0x2f) ||
      (hasAuthority && buf[scan.i - 1] === 0x2e && scan.i - 1 > authStart))
  ) {
    const h = hostAfterBreak(buf, s, scan.i, n, final, authStart);
    if (h === MORE_INPUT) return MORE;
    if (h > 0) {
      drop(scan.i, h, NO_CHAR);
      scan.i = h;
      return NEXT;
    }
  }
  return STOP;
}

/** after scanBare's loop, the run read up to i: where the URI ends, and its record (FOUND, NONE or MORE) */
function finishBare(ctx: ScanContext, cand: Candidate, i: number): number {
  const { buf, n, final } = ctx;
  const {
    rawStart,
    s,
    c,
    c1,
    delimiter,
    asciiOnly,
    uSlashes,
    hasAuthority,
    authStart,
    encodedClose,
    closes,
    bOpens,
    bCloses,
    nonAscii,
    apostrophe,
    lastWrap,
    lastWrapEnd,
    placeholder,
    quotedEnd,
    firstPipe,
    destination,
    tmplScan,
    braces,
    firstHash,
  } = scan;
  let { opens } = scan;
  // POD's escape of ">" (perlpod: E<gt>) closes what E<lt> opened: the "E" before it is the
  // markup's, not the URI's — "E<lt>http://search.cpan.org/dist/Foo/E<gt>"
  let podGt = false;
  if (i < n && buf[i] === 0x3c && buf[i - 1] === 0x45 && i - 1 > c1) {
    if (i + 4 > n && !final) return MORE;
    podGt = buf[i + 1] === 0x67 && buf[i + 2] === 0x74 && buf[i + 3] === 0x3e;
  }
  // where the trigger search resumes: after the whole run, even when the URI is cut
  // shorter below (the rest of the run is not read again: linear)
  let resume = Math.max(i, c1);
  let runEnd = podGt ? i - 1 : i;
  // a Markdown destination read past a "|", and how it ended: a whole destination keeps
  // every byte (below); anything else ends at the first "|"
  let markdownDestination = false;
  if (firstPipe >= 0) {
    const r = destinationEnds(buf, rawStart, i, n, ctx.lo, final);
    if (r === MORE_INPUT) return MORE;
    if (r === 1) markdownDestination = true;
    else runEnd = firstPipe;
  }
  // a placeholder or a tag for a label of the host, its port or its password: a template,
  // no URI (hostTemplateAt)
  if (hasAuthority && i < n && i > authStart && TEMPLATE_STARTS[buf[i]!] === 1) {
    const t = hostTemplateAt(buf, authStart, i, n, final);
    if (t === MORE_INPUT) return MORE;
    if (t === 1) {
      cand.resume = resume;
      return NONE;
    }
  }
  // (the scan stops at the closing encoded quote; a jump over it, as across a hyphen's line
  // break, still ends the URI there)
  if (encodedClose >= 0 && runEnd > encodedClose) runEnd = encodedClose;
  // rsyslog's escape of a control character ("#011", "#012", "#033[…"): where the message
  // had a tab, a line break or a colour, the URI ends (syslog-escapes.ts)
  if (firstHash >= 0 && runEnd - firstHash > 3 && onlyDrops(NO_CHAR)) {
    const cut = syslogEscapeCut(buf, firstHash, runEnd, rawStart, ctx.lo);
    if (cut >= 0) runEnd = cut;
  }
  // JSON escapes every "/" ("https:\/\/a.example\/b"); "https:\//aa.org" or
  // "https://\/aa.org" mixes both and is no JSON: the URI ends at the first backslash
  if (drops.length > 0 && mixesSlashes(buf, c1, i, uSlashes)) {
    runEnd = drops[0]!;
    clearDrops();
  }
  // an apostrophe in the host ends it: "http://example.com's homepage",
  // "http://example.org'/>" — RFC 3986 lets a reg-name hold sub-delims, but no DNS name
  // does (RFC 1123 §2.1), and in text it is the possessive or a closing quote. (In the
  // userinfo, before an "@", it stays: "http://-.~_!$&'()*+,;=:%40:80%2f::@example.com").
  // So does its character reference in escaped HTML: "http://example.com&#39;s"
  if (hasAuthority && apostrophe) {
    let cut = -1;
    for (let k = hostEnd(buf, authStart, runEnd) - 1; k >= authStart && buf[k] !== 0x40; k--) {
      if (buf[k] === 0x27) cut = k;
      else if (buf[k] === 0x3b) {
        const ref = entityStart(buf, authStart, k + 1);
        if (ref >= 0 && isApostropheReference(buf, ref, k)) cut = ref;
      }
    }
    if (cut >= 0) runEnd = cut;
  }
  // a port holds only digits (RFC 3986 §3.2.3): in "http://localhost:3000-dev" the URI
  // ends after them (before, it was dropped as bad-port). (A "(" in the host ended the run
  // above.)
  if (hasAuthority && runEnd > authStart && isDnsHostScheme(buf, s, c)) {
    const cut = portEnd(buf, authStart, runEnd);
    if (cut >= 0) runEnd = cut;
  }
  // a "[" never closed inside the URI is text, not the URI's ("…/bar[the repo]",
  // "http://[::1]:8080/x["): raw brackets are read as the URI's only in pairs
  // (raw-characters.ts; RFC 3986 §3.2.2 allows them only around an IP literal)
  if (bOpens > bCloses) runEnd = unclosedOpener(buf, c1, runEnd, 0x5b, 0x5d);
  // a footnote's reference glued after the URI's path, its only brackets ("…/notes.html[1]",
  // not a Markdown link's destination, "[link](https://example.com/a[1])",
  // "…/index.html.[2]": pandoc's text of a document, antiword; Mozilla's mozTXTToHTMLConv
  // reads "http://localhost/[1]" so) is the text's — not in a query ("?ids[1]") or a
  // fragment, nor after a host's IP literal
  else if (
    bOpens === 1 &&
    bCloses === 1 &&
    hasAuthority &&
    buf[runEnd - 1] === 0x5d &&
    !(rawStart - 2 >= ctx.lo && buf[rawStart - 1] === 0x28 && buf[rawStart - 2] === 0x5d)
  ) {
    const f = footnoteMarkStart(buf, authStart, runEnd);
    if (f > 0) runEnd = f;
  }
  // no "/" in a mailto address's domain (RFC 6068 §2: domain = dot-atom-text / "[" … "]"):
  // "mailto:scyther@pokemon.com/" or "…com/message" is the address and text (cmark-gfm). (A
  // local part may hold one: atext, RFC 5322 §3.2.3)
  if (!hasAuthority && c - s === 6 && isMailto(buf, s)) runEnd = mailtoDomainEnd(buf, c1, runEnd);
  // a "(" left open in the URI and closed after a space later on the line opens a
  // parenthetical of the text, not a part of the URI: "…/We_Up(URL description with spaces
  // and (parentheses))" ends at "We_Up" (twitter-text autolink.yml, linkify-it). With no
  // such closer it stays ("http://example.org/(a", "…/foo(bar baz": RFC 3986 §3.3 allows it)
  if (opens > closes && runEnd === i && i < n && (buf[i] === 0x20 || buf[i] === 0x09)) {
    // (after the authority: a "(" of a userinfo is no parenthetical, "http://u(x@a.com/p(q r)")
    const from = hasAuthority ? authorityEnd(buf, authStart, runEnd) : c1;
    const cut = unclosedOpener(buf, from, runEnd, 0x28, 0x29);
    const r = closedAhead(buf, i, n, final, openersLeft);
    if (r === MORE_INPUT) return MORE;
    if (r === 1) {
      runEnd = cut;
      opens = closes;
    }
  }
  // "https://example.org${pathname}", "http://${host}/": a template placeholder ends the URI
  // at "{"; its "$" is the placeholder's. "<!--http://example.com/a-->": the comment's end,
  // "…/x->https://…" an arrow's.
  // "<meta content='0; url=http://x.example/a'/>": a single-quoted attribute's end and an
  // empty element's "/>"
  if (runEnd < n) {
    const after = buf[runEnd]!;
    if (after === 0x7b && buf[runEnd - 1] === 0x24) runEnd--;
    else if (after === 0x3e && buf[runEnd - 1] === 0x2d && buf[runEnd - 2] === 0x2d) runEnd -= 2;
    // an arrow's "->" after the URI: "Redirect http://a.example/x->https://b.example/y"
    // (not POD's link, whose ">" closes it: "L<the reference|https://example.org/gc->",
    // perlpod "L<text|url>")
    else if (
      after === 0x3e &&
      buf[runEnd - 1] === 0x2d &&
      runEnd - 1 > c1 + 2 &&
      !podLinkBefore(buf, rawStart, ctx.lo)
    ) {
      runEnd--;
    } else if (after === 0x3e && buf[runEnd - 1] === 0x2f && buf[runEnd - 2] === 0x27) runEnd -= 2;
  }
  // a template's placeholder (bare-templates.ts): `"https://www.mongodb.org/static/pgp/server-{{
  // mongodb_version }}.asc"`, `…/download/v${VERSION}/sops`, RPM's
  // `…/Template-Toolkit-%{version}.tar.gz`, Python's `"https://docs.python.org/%d.%d/library"`,
  // Ruby's `"druby://#{host}:#{port}"` — what is read is the URI up to the placeholder's
  // segment, not a segment cut in two ("…/server-", "…/v") nor a printf conversion read as a
  // raw "%" ("%25s"); a placeholder that is the host's, or stands for it, gives no URI
  if (
    tmplScan >= 0 ||
    (runEnd < n && hasAuthority && (buf[runEnd] === 0x24 || buf[runEnd] === 0x7b))
  ) {
    const from = tmplScan >= 0 && tmplScan < runEnd ? tmplScan : runEnd;
    let ph = firstPlaceholder(buf, from, runEnd, n, final, true, braces === 1);
    if (ph === MORE_INPUT) return MORE;
    // (a regular expression's group or "@NAME@" only in the path: in a query or a fragment,
    // "?q=(?:abc)", "#(.*)", a pattern is the link's own data)
    const pattern = ph >= 0 && (buf[ph] === 0x28 || buf[ph] === 0x5b || buf[ph] === 0x40);
    if (pattern && hasQueryMark(buf, hasAuthority ? authStart : c1, ph)) ph = -1;
    if (ph >= 0) {
      // (in the authority, or right at its end: pathFrom === ph)
      const pathFrom = hasAuthority ? authorityEnd(buf, authStart, ph) : c1;
      if (hasAuthority && ph === pathFrom && hostStandsFor(buf, authStart, ph)) {
        // the host's own ("https://api.#{domain}/x", "druby://#{host}:#{port}")
        cand.resume = resume;
        return NONE;
      }
      // (a closing tag, Mustache's or XWiki's "{{/code}}", ends what it encloses: the URI
      // before it is whole — "{{code}}https://…/report.pdf{{/code}}")
      const closingTag =
        ph + 2 < n && buf[ph] === 0x7b && buf[ph + 1] === 0x7b && buf[ph + 2] === 0x2f;
      runEnd = ph > pathFrom && !closingTag ? placeholderSegmentStart(buf, ph, pathFrom) : ph;
    }
  }
  // git-config(1)'s "http.<url>.extraheader", "credential.<url>.helper=…": the URL is the
  // key's subsection, its last "." and the variable's name the key's (git-config-keys.ts);
  // a "=value" after it is read again (`http.https://a.example/.proxy=http://proxy:3128`)
  if (
    hasAuthority &&
    rawStart - 1 > ctx.lo &&
    buf[rawStart - 1] === 0x2e &&
    gitSectionBefore(buf, rawStart - 1, ctx.lo)
  ) {
    const d = gitKeyDot(buf, authStart, runEnd);
    if (d >= 0) {
      let eq = d;
      while (eq < runEnd && buf[eq] !== 0x3d) eq++;
      if (eq < runEnd) resume = eq + 1;
      runEnd = d;
    }
  }
  let e = runEnd;
  // Markdown emphasis around a bare URI (`**http://a.b/c**`, `_http://a.b/c_`,
  // `~~http://a.b/c~~`): the character right before the URI, repeated at its end, closes
  // the emphasis, as a quote would (2396bis App. E: delimiters are not part of the URI)
  const before = rawStart > 0 ? buf[rawStart - 1]! : 0;
  // … and Org's "=verbatim=" and "+strike-through+", AsciiDoc's "+passthrough+" and
  // "#highlight#", opened after a blank or "(": "URLs like =https://cool-blog.com/post/= are"
  const emphasis = before === 0x2a || before === 0x5f || before === 0x7e ? before : -1;
  // … and one closing mark of Org's =verbatim= or +strike-through+, AsciiDoc's
  // +passthrough+ or #highlight#, opened after a blank or "(" ("=" at a line's start too) —
  // single, not a URI's own "C++" or base64's "==", and past a query only after a pair that
  // has its value ("?q=" keeps its "=", pairHasValue): taken once (below)
  // (… and Textile's @code@, opened so too; or inside AsciiDoc's `+literal+` backquotes)
  let closingMark =
    (before === 0x3d || before === 0x2b || before === 0x23 || before === 0x40) &&
    (rawStart - 2 >= ctx.lo || ((before === 0x3d || before === 0x40) && rawStart === 1)) &&
    (rawStart === 1 ||
      buf[rawStart - 2] === 0x20 ||
      buf[rawStart - 2] === 0x09 ||
      buf[rawStart - 2] === 0x28 ||
      buf[rawStart - 2] === 0x60 ||
      // at a line's start only "=" and "@": a "+" there is a diff's added line, a "#" a comment
      ((before === 0x3d || before === 0x40) &&
        (buf[rawStart - 2] === 0x0a || buf[rawStart - 2] === 0x0d)))
      ? before
      : -1;
  // … also a =verbatim= of several words that the URI ends: pandoc's Org for a command line
  // in <code>, "=git clone https://salsa.debian.org/dbnpolicy/policy=" (session 40, the
  // converters hunt) — the nearest "=" before it on its line opens a word
  if (
    closingMark < 0 &&
    (before === 0x20 || before === 0x09) &&
    e > c1 &&
    (buf[e - 1] === 0x3d || (CLASS[buf[e - 1]!]! & C_TRAIL && buf[e - 2] === 0x3d)) &&
    !hasQueryMark(buf, c1, e) &&
    verbatimOpensBefore(buf, rawStart - 1, ctx.lo)
  )
    closingMark = 0x3d;
  // … and git's word diff (git-diff(1) --word-diff=plain): a removed word is written
  // "[-…-]", an added one "{+…+}" — "[-http://old.example/a-]{+http://new.example/b+}"; the
  // "]" or "}" has already ended the URI, and the mark before it is the diff's
  // … also of several words, the sentence's punctuation inside the marks ("{+Fixed, see
  // https://bugs.example.org/show_bug.cgi?id=12.+}"): opened earlier on the line
  if (
    closingMark < 0 &&
    runEnd === i &&
    i < n &&
    e - 1 > c1 &&
    ((buf[i] === 0x5d && buf[e - 1] === 0x2d) || (buf[i] === 0x7d && buf[e - 1] === 0x2b)) &&
    wordDiffOpenBefore(buf, rawStart, ctx.lo, buf[e - 1]!)
  )
    closingMark = buf[e - 1]!;
  // "/*http://example.org/license.txt*/": a C comment around the URI closes at its end —
  // also one opened before it on its line, or a doc comment's last line
  // ("/** http://www.w3.org/TR/xmlschema-1/#e-notation*/" in the JDK's Xerces;
  // commentOpenBefore)
  if (
    e - 2 > c1 &&
    buf[e - 1] === 0x2f &&
    buf[e - 2] === 0x2a &&
    ((before === 0x2a && rawStart >= 2 && buf[rawStart - 2] === 0x2f) ||
      commentOpenBefore(buf, rawStart))
  ) {
    e -= 2;
  }
  // strip trailing punctuation, from the end inwards: ASCII `. , ; : ! ? ' "`, the emphasis
  // marker, non-ASCII punctuation, and an HTML character reference to a delimiter left
  // by escaped text ("&lt;http://example.com/a&gt;" in a mail archive)
  // 1 when the URI ends in its authority (no "/", "?", "#" after it): found at the first
  // trailing "-", then kept (e only moves inwards)
  let hostOnly = UNKNOWN;
  let nd = drops.length >> 1; // the drops before e
  while (nd > 0 && drops[2 * nd - 2]! >= e) nd--;
  // a Markdown inline link's destination runs to its ")" (CommonMark §6.3):
  // "[Washington](https://en.wikipedia.org/wiki/Washington,_D.C.)", "…/wiki/Yahoo!)" — no
  // trailing punctuation is the sentence's there ("(see http://a.example/b.)" still ends at "b")
  let linkDestination =
    markdownDestination ||
    (delimiter === "paren" &&
      runEnd === i &&
      i < n &&
      buf[i] === 0x29 &&
      rawStart - 2 >= ctx.lo &&
      buf[rawStart - 1] === 0x28 &&
      buf[rawStart - 2] === 0x5d);
  // … and an Org link's target, "[[https://en.wikipedia.org/wiki/Washington,_D.C.][DC]]" or
  // "[[…]]" (Org manual §4.2, "Link Format"): the "]" ends it, as the Markdown ")" does
  if (
    !linkDestination &&
    runEnd === i &&
    i < n &&
    buf[i] === 0x5d &&
    rawStart - 2 >= ctx.lo &&
    buf[rawStart - 1] === 0x5b &&
    buf[rawStart - 2] === 0x5b
  ) {
    if (i + 1 >= n && !final) return MORE;
    linkDestination = i + 1 < n && (buf[i + 1] === 0x5b || buf[i + 1] === 0x5d);
  }
  // … and a data element's whole content, the URI right after its start tag's ">" and right
  // before its end tag's "</" (dataElementEndAt): `<xsl:text>http://example.com/cgi-bin/
  // man.cgi?</xsl:text>` (DocBook XSL, systemd's man pages: a prefix that a parameter
  // completes), `<loc>https://en.wikipedia.org/wiki/Washington,_D.C.</loc>` — markup, not a
  // sentence, ends it (not HTML's prose: `<td>http://g.example.</td>`, `<b>…:</b>`)
  if (
    !linkDestination &&
    delimiter === "bare" &&
    runEnd === i &&
    i < n &&
    buf[i] === 0x3c &&
    rawStart - 1 >= ctx.lo &&
    buf[rawStart - 1] === 0x3e &&
    e > c1 &&
    CLASS[buf[e - 1]!]! & C_TRAIL &&
    // (not an ellipsis for the host: "<xsl:text>http://...</xsl:text>" is a placeholder)
    !(hasAuthority && punctuationOnly(buf, authStart, e))
  ) {
    const t = dataElementEndAt(buf, i, n, final);
    if (t === MORE_INPUT) return MORE;
    linkDestination = t === 1;
  }
  // … and a request line's target (RFC 9112 §3: method SP request-target SP HTTP-version),
  // which ends at its blank: an access log's "GET http://mail.yandex.ru/mboxjscript? HTTP/1.0",
  // "GET /index.php?page=http://203.0.113.5/shell.txt? HTTP/1.1" — no sentence there
  if (
    !linkDestination &&
    runEnd === i &&
    i < n &&
    buf[i] === 0x20 &&
    e > c1 &&
    CLASS[buf[e - 1]!]! & C_TRAIL
  ) {
    const t = httpVersionAt(buf, i + 1, n, final);
    if (t === MORE_INPUT) {
      if (!final) return MORE;
    } else linkDestination = t === 1 && methodBefore(buf, rawStart, ctx.lo);
  }
  // … and so does one with a title or blanks before its ")", and a reference definition's
  // ("[DC]: https://en.wikipedia.org/wiki/Washington,_D.C.", bare-markdown.ts). Looked at
  // only when there is trailing punctuation to keep
  if (
    !linkDestination &&
    destination !== 0 &&
    runEnd === i &&
    e > c1 &&
    CLASS[buf[e - 1]!]! & C_TRAIL
  ) {
    const r = destinationEnds(buf, rawStart, i, n, ctx.lo, final);
    if (r === MORE_INPUT) return MORE;
    linkDestination = r === 1;
  }
  // a JSON string's URI, read bare for its escapes ("https:\/\/a.example\/x#y:": the quote
  // scan stops at a backslash), ends at the string's closing quote as a quoted one does, and
  // keeps what the sentence's punctuation would be in prose — an authority's URI whose
  // opening quote is no earlier record's (ctx.lo) and whose host is no shell variable
  // ("https:\/\/$HOST\/x": a template, as quoted)
  const jsonString =
    delimiter === "bare" &&
    before === 0x22 &&
    rawStart - 1 >= ctx.lo &&
    hasAuthority &&
    buf[authStart] !== 0x24 &&
    nd > 0 &&
    runEnd === i &&
    i < n &&
    buf[i] === 0x22 &&
    escapesOnly(buf, nd);
  // … and so does a string of JSON inside JSON, between escaped quotes
  // (`{"body":"{\"url\":\"https://x.example/faq.\"}"}`: the value ends at `\"`)
  let escapedString = false;
  if (
    delimiter === "bare" &&
    before === 0x22 &&
    rawStart - 2 >= ctx.lo &&
    buf[rawStart - 2] === 0x5c &&
    hasAuthority &&
    runEnd === i &&
    i < n &&
    buf[i] === 0x5c
  ) {
    if (i + 1 >= n) {
      if (!final) return MORE;
    } else escapedString = buf[i + 1] === 0x22;
  }
  const untrimmed = e;
  const untrimmedDrops = nd;
  while (e > c1 && e !== quotedEnd && !linkDestination) {
    const b = buf[e - 1]!;
    if (nd > 0 && drops[2 * nd - 1]! === e) {
      // a dropped backslash, fold or control sequence left at the end once what followed
      // it was stripped ("…/a\." + space); an escape that stands for a character is
      // stripped when that character is trailing punctuation ("…/a\u002e")
      const cp = dropChars[nd - 1]!;
      // (a ligature's letter is a letter: bare-drops.ts LIGATURE)
      if (cp >= LIGATURE) break;
      if (cp >= 0 && !(cp < 0x80 ? CLASS[cp]! & C_TRAIL : punctuationCodePoint(cp))) break;
      e = drops[2 * nd - 2]!;
      nd--;
    } else if (
      (b === 0x2a || b === 0x5f || b === 0x7e) &&
      e - 2 > c1 &&
      buf[e - 2] === b &&
      (nd === 0 || drops[2 * nd - 1]! <= e - 2) &&
      emphasisOpen(buf, rawStart, b, ctx.lo)
    ) {
      // "**see https://example.com/a**": a doubled emphasis marker closes the emphasis
      // that the phrase opened (Markdown)
      e -= 2;
    } else if (
      (b === 0x2a || b === 0x5f || b === 0x7e) &&
      b !== emphasis &&
      e - 2 > c1 &&
      buf[e - 2] !== b &&
      (nd === 0 || drops[2 * nd - 1]! <= e - 1) &&
      (e >= n || !(CLASS[buf[e]!]! & C_ALNUM)) &&
      singleEmphasisOpen(buf, rawStart, b, ctx.lo)
    ) {
      // "_see https://example.com/a_": so does a single one (CommonMark §6.2)
      e--;
    } else if (
      b === 0x2d &&
      hasAuthority &&
      e - 1 > authStart &&
      (hostOnly === UNKNOWN ? hostOnlyAt(buf, authStart, e) : hostOnly) === 1
    ) {
      hostOnly = 1;
      // no DNS label ends with "-" (RFC 1034 §3.5, RFC 1123 §2.1): at the end of a host it
      // is the text's dash ("http://example.org- where things happen"), and so at a line
      // break that the URI did not go on past (hyphenBreak: "http://example.org-" LF LF)
      e--;
    } else if (
      HOST_TRAIL[b] === 1 &&
      b !== emphasis &&
      hasAuthority &&
      e - 1 > authStart &&
      isDnsHostScheme(buf, s, c) &&
      (hostOnly === UNKNOWN ? hostOnlyAt(buf, authStart, e) : hostOnly) === 1
    ) {
      hostOnly = 1;
      // a "*" glued to a host is a footnote mark ("https://example.org*"), a "=" or "+" the
      // text's ("text http://example.com=", twitter-text): no DNS name ends with one (RFC
      // 1123 §2.1; "https://*.example.org/" keeps its wildcard)
      e--;
    } else if (b === 0x28 && opens > closes) {
      // an opening parenthesis at the end, closed by nothing: the text's ("see
      // http://example.org/(", "http://example.org/(." — Rust linkify), as for "[" above
      opens--;
      e--;
    } else if (
      b === closingMark &&
      e - 2 > c1 &&
      buf[e - 2] !== b &&
      !(
        b === 0x3d &&
        hasQueryMark(buf, c1, e - 1) &&
        !pairHasValue(buf, c1, e - 1) &&
        !fragmentWordBefore(buf, c1, e - 1)
      )
    ) {
      closingMark = -1;
      e--;
    } else if (
      (b === 0x25 || b === 0x40) &&
      e - 3 > c1 &&
      buf[e - 2] === b &&
      buf[e - 3] !== b &&
      rawStart - 2 >= ctx.lo &&
      buf[rawStart - 1] === b &&
      buf[rawStart - 2] === b &&
      (rawStart - 3 < ctx.lo || !(CLASS[buf[rawStart - 3]!]! & C_ALNUM))
    ) {
      // DokuWiki's %%nowiki%% (in ''monospace'' too) and PmWiki's @@code@@ around the URI:
      // "%%" is no percent-encoding (RFC 3986 §2.1), "@@" no userinfo's
      e -= 2;
    } else if (CLASS[b]! & C_TRAIL || b === emphasis) {
      // (the ";" of a letter's reference is the URI's: "…/caf&eacute;", an IRI)
      if (b === 0x3b && endsWithLetterReference(buf, c1, e)) break;
      const entity = b === 0x3b ? entityStart(buf, c1, e) : -1;
      e = entity >= 0 ? entity : e - 1;
    } else if (b >= 0x80 && !asciiOnly) {
      decodeCharBefore(buf, e, c1);
      // pandoc's footnote back-link "↩︎" (U+21A9 and the text presentation selector U+FE0E)
      // after the footnote's last word — the selector goes with its arrow
      if (
        (utf8.cp === 0xfe0e || utf8.cp === 0xfe0f) &&
        e - 6 > c1 &&
        buf[e - 6] === 0xe2 &&
        buf[e - 5] === 0x86 &&
        buf[e - 4] === 0xa9
      ) {
        e -= 6;
        continue;
      }
      if (!punctuationCodePoint(utf8.cp)) break;
      e -= utf8.len;
    } else break;
  }
  // a Korean particle or a hyphen's case ending glued to an ASCII URI
  // ("…/lesser.html에서", "https://bugs.kde.org/-ஐ"): the sentence's (sentence-suffix.ts)
  if (nonAscii && e !== quotedEnd && !linkDestination && (nd === 0 || drops[2 * nd - 1]! <= e)) {
    const x = sentenceSuffixStart(buf, hasAuthority ? authStart : c1, e);
    if (x < e) {
      e = x;
      while (nd > 0 && drops[2 * nd - 2]! >= e) nd--;
    }
  }
  // … and a Turkish ending after an apostrophe ("…/foo/bar'da bulunur", "…/gpl.html’ye")
  if (
    hasAuthority &&
    e > authStart &&
    e !== quotedEnd &&
    !linkDestination &&
    (nd === 0 || drops[2 * nd - 1]! <= e)
  ) {
    const x = turkishEndingStart(buf, authStart, e, rawStart, n, ctx.lo, final);
    if (x === MORE_INPUT) return MORE;
    if (x < e) {
      e = x;
      while (nd > 0 && drops[2 * nd - 2]! >= e) nd--;
    }
  }
  // a JavaScript stack frame's ":line:column" after its script's URL
  // ("    at f (http://127.0.0.1:18080/mod.mjs:2:9)", "f@http://…/app2.js:2:9"): the frame's
  // (stack-frames.ts)
  if (hasAuthority && nd === 0 && e > authStart && isDigit(buf[e - 1]!)) {
    let p = framePositionStart(buf, rawStart, authStart, e, n, ctx.lo);
    // … and the ":line" of Node's error header, the URL alone on its line above the source
    if (p < 0) p = errorHeaderLineStart(buf, rawStart, authStart, e, n, final, ctx.lo);
    if (p === MORE) return MORE;
    if (p > 0) e = p;
  }
  // (… unless nothing but punctuation follows "scheme://": "https:\/\/..." is a placeholder,
  // as quoted, and stays none)
  if ((jsonString || escapedString) && e > authStart && !placeholder) {
    e = untrimmed;
    nd = untrimmedDrops;
  }
  // a hard wrap's token read only in part ("…example.com:80" LF "80x/path.html": the port
  // ends at "x"): the join was no URI's rest — the URI ends at that line break
  if (lastWrap >= 0 && e > lastWrap && e < lastWrapEnd) {
    return scanBare(ctx, cand, rawStart, s, c, delimiter, asciiOnly, lastWrap, c1);
  }
  cand.resume = resume;
  if (e <= c1 || placeholder) return NONE; // nothing after "scheme:"
  // nothing after "scheme://": the scheme is named ("socket://, tcp:// and curl://"), no URI
  if (e <= authStart && hasAuthority) return NONE;
  // only punctuation after "scheme:" — an arrow of ASCII art ("<--:Svc Proxy:-- E2E" in the
  // DetNet figures of RFC 8655 and RFC 8939), "Note:--", "key:==" — names no resource;
  // "news:*" (every group, RFC 1738 §3.6) and "data:,-" do
  if (
    !hasAuthority &&
    !nonAscii &&
    punctuationOnly(buf, c1, e) &&
    !isNewsStar(buf, s, c, e) &&
    !isDataComma(buf, s, c)
  ) {
    return NONE;
  }
  cand.rawStart = rawStart;
  cand.rawEnd = e;
  cand.uriStart = s;
  cand.uriEnd = e;
  cand.nonAscii = nonAscii;
  cand.delimiter = delimiter;
  if (jsonString && e === untrimmed) {
    // … and is recorded as the quoted URI it is: its raw text with the quotes, the search
    // resuming past the closing one
    cand.rawStart = rawStart - 1;
    cand.rawEnd = e + 1;
    cand.delimiter = "quote";
    cand.resume = e + 1;
  }
  if (nd > 0) {
    joinDropped(cand, buf, s, e, nd);
    // the first drop a hyphen's line break: the URI as cut there is the fallback reading —
    // without the hyphen when it ends a host, as at any end of a host (above). (A ligature's
    // letters before it are the text's spelling: bare-drops.ts LIGATURE)
    const f = firstDropKind();
    if (f >= 0 && dropChars[f] === HYPHEN_BREAK) {
      const at = drops[2 * f]!;
      cand.cut = hasAuthority && at - 1 > authStart && hostOnlyAt(buf, authStart, at) ? at - 1 : at;
    } else if (f >= 0 && dropChars[f] === HARD_WRAP) {
      cand.cut = drops[2 * f]!;
      cand.wrapCut = true;
    }
  }
  return FOUND;
}

/**
 * After a zero width space that follows a "/" at buf[k]: 1 when a path's segment of ASCII URI
 * characters runs from there to a "/", "?", "#", a blank or the line's end, and it is no
 * scheme's name with its ":" nor a "www." name; 0 when not; MORE_INPUT when the bytes end
 * first (at most 256 looked at)
 */
function invisibleBreakAt(buf: Uint8Array, k: number, n: number, final: boolean): number {
  let j = k;
  for (; j < n && j - k < 256; j++) {
    const b = buf[j]!;
    if (b === 0x2f || b === 0x3f || b === 0x23 || b <= 0x20) break;
    if (b === 0x3a && isRegisteredBytes(buf, k, j)) return 0;
    if (b >= 0x80 || !(CLASS[b]! & C_URI)) return 0;
  }
  if (j >= n && !final) return MORE_INPUT;
  if (j - k >= 256) return 0;
  return isWww(buf, k, j) ? 0 : 1;
}

/**
 * buf[…, e) ends in "[" 1–3 digits "]" after a path's byte (not a query's or a fragment's,
 * nor an IP literal's): where its "[" stands; -1 when not
 */
function footnoteMarkStart(buf: Uint8Array, from: number, e: number): number {
  let k = e - 2;
  while (k > from && e - 2 - k < 3 && isDigit(buf[k]!)) k--;
  if (k === e - 2 || buf[k] !== 0x5b || k - 1 <= from) return -1;
  for (let j = from; j < k; j++)
    if (buf[j] === 0x3f || buf[j] === 0x23 || buf[j] === 0x5b) return -1;
  return CLASS[buf[k - 1]!]! & C_URI ? k : -1;
}

/**
 * buf[i, f) is a cursor position to a row's first column (CUP, ECMA-48 §8.3.21: ESC "[" row
 * ";1H", or the column left out)
 */
function firstColumnMove(buf: Uint8Array, i: number, f: number): boolean {
  const fin = buf[f - 1];
  if ((fin !== 0x48 && fin !== 0x66) || buf[i] !== 0x1b) return false;
  let k = i + 2;
  while (k < f - 1 && isDigit(buf[k]!)) k++;
  if (k === f - 1) return true; // "ESC[5H": the row only
  if (buf[k] !== 0x3b) return false;
  k++;
  while (k < f - 2 && buf[k] === 0x30) k++;
  return k === f - 1 || (k === f - 2 && buf[k] === 0x31);
}

/** what else a =verbatim= word may start with ("=./configure …=", "=~/.bashrc …=") */
const VERBATIM_WORD_STARTS = new Uint8Array(256);
for (const ch of "./-_~$") VERBATIM_WORD_STARTS[ch.charCodeAt(0)] = 1;

/**
 * The nearest "=" before buf[at] on its line (within 256 bytes) opens Org's =verbatim=: at
 * the line's start or after a blank or "(", and a word after it
 */
function verbatimOpensBefore(buf: Uint8Array, at: number, lo: number): boolean {
  for (let k = at - 1; k >= lo && at - k <= 256; k--) {
    const x = buf[k]!;
    if (x === 0x0a || x === 0x0d) return false;
    if (x !== 0x3d) continue;
    const p = k > lo ? buf[k - 1]! : 0x0a;
    const q = buf[k + 1]!;
    // (a word: not an arrow's "=>", the planted-URI test's "x => see data:…AAA=.")
    return (
      (p === 0x20 || p === 0x09 || p === 0x28 || p === 0x0a || p === 0x0d) &&
      (q >= 0x80 || (CLASS[q]! & C_ALNUM) !== 0 || VERBATIM_WORD_STARTS[q] === 1)
    );
  }
  return false;
}

/**
 * buf[i] "\\" and buf[i+1] "[" open a groff named character ("\\[rq]", "\\[em]",
 * "\\[u00E9]": a raw "]" closes the name within a few bytes; the escaped bracket of a query
 * is closed by an escaped one, "\\[status\\]"): 1, else 0; MORE_INPUT when not known before n
 */
function groffNamed(buf: Uint8Array, i: number, n: number, final: boolean): number {
  for (let k = i + 2; k - i < 24; k++) {
    if (k >= n) return final ? 0 : MORE_INPUT;
    const x = buf[k]!;
    if (x === 0x5d) return buf[k - 1] !== 0x5c ? 1 : 0;
    if (x === 0x5c || x === 0x20 || x === 0x0a || x === 0x09) return 0;
  }
  return 0;
}

/** the character that ends at i (after c1) is a letter, mark or digit of any script */
function letterBefore(buf: Uint8Array, i: number, c1: number): boolean {
  decodeCharBefore(buf, i, c1);
  return utf8.len > 0 && hostCodePoint(utf8.cp);
}

/** buf[from, e) holds no ASCII letter or digit */
function punctuationOnly(buf: Uint8Array, from: number, e: number): boolean {
  for (let k = from; k < e; k++) if (CLASS[buf[k]!]! & C_ALNUM) return false;
  return true;
}

const UNKNOWN = -3;

/** AsciiDoc's URL macros whose target may be a URI: "link:", "image:" and the block forms */
const ASCIIDOC_MACROS = ["link:", "image:", "image::", "video::", "audio::", "include::"];

/**
 * The scheme at s follows an AsciiDoc macro's name ("link:https://…", "image::https://…"),
 * itself at a line's start or after a blank or an opening bracket
 */
function asciidocMacroBefore(buf: Uint8Array, s: number, lo: number): boolean {
  const p = buf[s - 1];
  if (p !== 0x3a) return false;
  for (const m of ASCIIDOC_MACROS) {
    const a = s - m.length;
    if (a < lo) continue;
    let k = 0;
    while (k < m.length && buf[a + k] === m.charCodeAt(k)) k++;
    if (k < m.length) continue;
    if (a === lo || a === 0) return true;
    const q = buf[a - 1]!;
    if (q === 0x20 || q === 0x09 || q === 0x0a || q === 0x0d || q === 0x28 || q === 0x5b)
      return true;
  }
  return false;
}

/**
 * buf[i, i+3) is "[]" and then no URI character, or sentence punctuation (PHP's "a[]=1"
 * goes on)
 */
/**
 * The URI at s is a POD link's target after its text and "|": "L<" then no ">" up to the
 * "|" right before s, in the paragraph (perlpod, "L<text|url>": a filled paragraph may break
 * the text, "L<the" LF "reference|https://…>"); looked at within 256 bytes
 */
function podLinkBefore(buf: Uint8Array, s: number, lo: number): boolean {
  if (s - 3 < lo || buf[s - 1] !== 0x7c) return false;
  // the text's own codes, "L<Escaping Args E<amp> Values|…>", "L<<< I<tI<eI<xI<t>>>>|…>>>"
  // (Pod::Xhtml's, Pod::Simple's tests): each ">" closes a code whose "<" is passed over
  let depth = 0;
  for (let k = s - 2; k > lo && s - k <= 256; k--) {
    const b = buf[k]!;
    if (b === 0x0a && buf[k - 1] === 0x0a) return false;
    if (b === 0x3e) depth++;
    else if (b === 0x3c && depth > 0) depth--;
    else if (b === 0x3c) {
      // (a code opened with more brackets, "L<<< … >>>")
      while (k - 1 > lo && buf[k - 1] === 0x3c) k--;
      return buf[k - 1] === 0x4c;
    }
  }
  return false;
}

/** a "(" that nothing closes stands before buf[s] on its line (within 256 bytes, after lo) */
function openParenBefore(buf: Uint8Array, s: number, lo: number): boolean {
  let depth = 0;
  for (let k = s - 1; k >= lo && s - k <= 256; k--) {
    const b = buf[k]!;
    if (b === 0x0a) return false;
    if (b === 0x29) depth++;
    else if (b === 0x28 && depth-- === 0) return true;
  }
  return false;
}

function emptyPairEnds(buf: Uint8Array, i: number): boolean {
  if (buf[i + 1] !== 0x5d) return false;
  const x = buf[i + 2]!;
  return !(CLASS[x]! & C_URI) || x === 0x2e || x === 0x2c;
}

/**
 * buf[i] is a "[" whose label (AsciiDoc's "[]" too: no text) closes with "]" before a
 * blank, a line break, sentence punctuation or the input's end, with no blank, "[", quote
 * or "<" inside, and that is a link's text — holding an attribute's "=", or empty after a
 * fragment, or any text with a letter when `plain`: 1, else 0;
 * MORE_INPUT when the bytes at hand end first. Looks at most PAREN_AHEAD bytes ahead
 */
function labelEndsUri(
  buf: Uint8Array,
  i: number,
  n: number,
  final: boolean,
  fragment: boolean,
  plain = false,
): number {
  const stop = i + 1 + PAREN_AHEAD;
  let j = i + 1;
  let attributes = false;
  let letter = false; // (a plain label is a link's text: "[Join]", not "[123]", an issue's number)
  for (; j < n && j < stop && LABEL_BYTE[buf[j]!] === 1; j++) {
    if (buf[j] === 0x3d) attributes = true;
    else if (buf[j]! >= 0x80 || isAsciiLetter(buf[j]!)) letter = true;
  }
  if (j >= stop) return 0;
  if (j >= n) return final ? 0 : MORE_INPUT;
  if (buf[j] !== 0x5d || !(attributes || (fragment && j === i + 1) || (plain && letter))) return 0;
  if (j + 1 >= n) return final ? 1 : MORE_INPUT;
  const x = buf[j + 1]!;
  if (x === 0x20 || x === 0x09 || x === 0x0a || x === 0x0d || x === 0x29) return 1;
  if (!(CLASS[x]! & C_TRAIL) || x === 0x27) return 0;
  if (j + 2 >= n) return final ? 1 : MORE_INPUT;
  const y = buf[j + 2]!;
  return y === 0x20 || y === 0x09 || y === 0x0a || y === 0x0d ? 1 : 0;
}

/**
 * 1 when the scheme buf[s, c] and its ":" are written again at buf[k] (any case), 0 when not,
 * MORE_INPUT when the bytes at hand end first
 */
function sameSchemeAt(buf: Uint8Array, k: number, s: number, c: number, n: number): number {
  if (s >= c) return 0;
  for (let j = s; j <= c; j++, k++) {
    if (k >= n) return MORE_INPUT;
    if ((buf[k]! | 0x20) !== (buf[j]! | 0x20)) return 0;
  }
  return 1;
}

/** what an AsciiDoc label holds (labelEndsUri): no blank, control, "[", quote, "<", ">" */
const LABEL_BYTE = new Uint8Array(256);
for (let b = 0x21; b < 0x7f; b++) LABEL_BYTE[b] = 1;
for (const ch of '[]"<>') LABEL_BYTE[ch.charCodeAt(0)] = 0;
for (let b = 0x80; b < 0x100; b++) LABEL_BYTE[b] = 1;

/** how far ahead of a troff-named "\\(" Markdown's "\\)" is looked for (escapedCloseAhead) */
const MD_CLOSE_REACH = 256;

/** the first "," after the last "/" before the comma at i (after `from`), else i */
function firstCommaInSegment(buf: Uint8Array, from: number, i: number): number {
  let k = i;
  let first = i;
  while (k > from && buf[k - 1] !== 0x2f) {
    k--;
    if (buf[k] === 0x2c) first = k;
    else if (buf[k] === 0x5c && isEscapedSlash(buf, k, i)) break; // "\u002F"
  }
  return first;
}

/** where hostTemplateAt may find a host's placeholder or tag: "{", "(", "<" */
const TEMPLATE_STARTS = new Uint8Array(256);
for (const ch of "{(<") TEMPLATE_STARTS[ch.charCodeAt(0)] = 1;

/**
 * A C block comment is open at `at`: "/*" stands before it on its line with no "*\/" after
 * it, or the line opens, indented, with the "*" of a doc comment's line (" * see https://…*\/"). Looks
 * back at most 1,024 bytes (inside the scanner's kept history, so also past an earlier URI
 * of the line).
 */
function commentOpenBefore(buf: Uint8Array, at: number): boolean {
  const stop = Math.max(0, at - 1024);
  let k = at;
  for (; k > stop && buf[k - 1] !== 0x0a; k--) {
    if (k - 2 >= stop && buf[k - 1] === 0x2a && buf[k - 2] === 0x2f) return true;
    if (k - 2 >= stop && buf[k - 1] === 0x2f && buf[k - 2] === 0x2a) return false;
  }
  if (k > 0 && buf[k - 1] !== 0x0a) return false;
  // (indented: a doc comment's "*" stands under the one of its "/*" — a "* " at the line's
  // very start is a Markdown or Org list's bullet: "* (http://aa/*/)" keeps its "*/")
  const ls = k;
  while (k < at && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  if (k > ls && buf[k] === 0x2a && k + 1 < at && buf[k + 1] === 0x20) return true;
  // … or the URI opens its line, and the line before ends with "/*" or "/**": the comment
  // opened there ("int y; /*" LF "https://example.org/a/b*/", clang-format's reflow)
  if (k !== at || ls < 2) return false;
  let e = ls - 1;
  if (e > stop && buf[e - 1] === 0x0d) e--;
  while (e > stop && (buf[e - 1] === 0x20 || buf[e - 1] === 0x09)) e--;
  if (e - 1 > stop && buf[e - 1] === 0x2a && buf[e - 2] === 0x2a) e--;
  // (a word's "/*" is a glob's: "see src/*" LF "http://aa/*/")
  const o = e - 3 >= stop ? buf[e - 3] : 0x0a;
  return (
    e - 2 >= stop &&
    buf[e - 1] === 0x2a &&
    buf[e - 2] === 0x2f &&
    (o === 0x20 || o === 0x09 || o === 0x0a)
  );
}

/**
 * At a line break at i inside a bare URI's authority: where the next line's dotted name
 * starts (after what hyphenBreak skips), else -1; MORE_INPUT when not known before n
 */
function hostAfterBreak(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
  authStart: number,
): number {
  // the host so far: "scheme://" alone, one label, or labels of a DNS name and their dots
  const one = buf[i - 1] !== 0x2e || oneLabel(buf, authStart, i - 1);
  if (!one && !dottedLabels(buf, authStart, i - 1)) return -1;
  // after a common top-level domain only a country's code ("https://www.bbc.co." LF
  // "uk/news", "…example.com." LF "au/products"): "http://example.com." LF "com/x" is a
  // sentence's "." and a word
  const cc = !one && endsInCommonTld(buf, authStart, i - 1);
  const h = hyphenBreak(buf, s, i, n, final, true);
  if (h <= 0) return h === MORE_INPUT ? MORE_INPUT : -1;
  let d = one ? dottedHostAt(buf, h, n, final) : topLevelAndPathAt(buf, h, n, final, cc);
  // url.sty breaks after any "." of a host (pdftotext's text of a manual): one label and
  // its ".", a common top-level domain and "/" or a port on the next line ("https://github."
  // LF "com/latex3/hyperref"); a dotted name with no top-level domain yet, and the rest of
  // the name and a path ("http://www.caam." LF "rice.edu/software/ARPACK/.")
  if (d === 0 && buf[i - 1] === 0x2e) {
    d = one ? topLevelAndPathAt(buf, h, n, final) : cc ? 0 : dottedHostAt(buf, h, n, final, true);
  }
  return d === MORE_INPUT ? MORE_INPUT : d === 1 ? h : -1;
}

/**
 * The token that holds buf[at] (back to a blank, at most MAX_TARGET bytes, not before lo)
 * follows a request method (HTTP_METHODS) after a blank, a quote or the line's start
 * ("GET ", "\"POST ", "PROPFIND "): not capitals' prose, "PLEASE SEE http://…"
 */
function methodBefore(buf: Uint8Array, at: number, lo: number): boolean {
  const stop = Math.max(lo, at - MAX_TARGET);
  let k = at;
  while (k > stop && buf[k - 1] !== 0x20) k--;
  if (k <= stop || k - 1 <= stop) return false;
  let m = k - 1;
  while (m > stop && buf[m - 1]! >= 0x41 && buf[m - 1]! <= 0x5a) m--;
  if (!isOneOf(HTTP_METHODS, buf, m, k - 1)) return false;
  return m === stop ? m === 0 : buf[m - 1] === 0x22 || buf[m - 1] === 0x20 || buf[m - 1] === 0x0a;
}
/** RFC 9110 §9 and WebDAV's (RFC 4918 §9) request methods */
const HTTP_METHODS = wordsByLength(
  "GET HEAD POST PUT DELETE CONNECT OPTIONS TRACE PATCH PROPFIND PROPPATCH MKCOL COPY MOVE LOCK UNLOCK".split(
    " ",
  ),
);
/** the longest request target that methodBefore looks back over */
const MAX_TARGET = 1024;

/**
 * "HTTP/" and a version at k (RFC 9112 §2.3 HTTP-version: a digit, "." and a digit; HTTP/2's
 * "2" alone), then the request line's end — a quote (a log's field), a line break or the
 * input's end: 1, 0 when not, MORE_INPUT
 */
function httpVersionAt(buf: Uint8Array, k: number, n: number, final: boolean): number {
  for (let m = 0; m < 6; m++) {
    if (k + m >= n) return final ? 0 : MORE_INPUT;
    const b = buf[k + m]!;
    if (m === 5 ? !isDigit(b) : b !== HTTP_SLASH[m]) return 0;
  }
  let e = k + 6;
  if (e + 1 < n && buf[e] === 0x2e && isDigit(buf[e + 1]!)) e += 2;
  else if (e + 1 >= n && !final) return MORE_INPUT;
  if (e >= n) return final ? 1 : MORE_INPUT;
  const x = buf[e]!;
  return x === 0x22 || x === 0x0d || x === 0x0a ? 1 : 0;
}
const HTTP_SLASH = [0x48, 0x54, 0x54, 0x50, 0x2f];

/**
 * `<wbr>`, `<wbr/>` or `<wbr />` (any case) at i: the index after it; 0 when not; MORE_BYTES
 * when that is not known before n
 */
function wbrEnd(buf: Uint8Array, i: number, n: number): number {
  for (let k = 0; k < 3; k++) {
    if (i + 1 + k >= n) return MORE_BYTES;
    if ((buf[i + 1 + k]! | 0x20) !== WBR[k]) return 0;
  }
  let k = i + 4;
  if (k < n && buf[k] === 0x20) k++;
  if (k < n && buf[k] === 0x2f) k++;
  if (k >= n) return MORE_BYTES;
  return buf[k] === 0x3e ? k + 1 : 0;
}
const WBR = [0x77, 0x62, 0x72];

/** buf[a, e) is two DNS labels or more, "." between (oneLabel each) */
function dottedLabels(buf: Uint8Array, a: number, e: number): boolean {
  let from = a;
  let labels = 0;
  for (let k = a; k <= e; k++) {
    if (k < e && buf[k] !== 0x2e) continue;
    if (!oneLabel(buf, from, k)) return false;
    labels++;
    from = k + 1;
  }
  return labels >= 2;
}

/** buf[a, e) is one DNS label: 1–63 ASCII letters, digits and "-" */
function oneLabel(buf: Uint8Array, a: number, e: number): boolean {
  if (e <= a || e - a > 63) return false;
  for (let k = a; k < e; k++) if (!(CLASS[buf[k]!]! & C_ALNUM) && buf[k] !== 0x2d) return false;
  return true;
}

/**
 * The query's last `key=value` pair before `to` already has its "=" (`?q=1` before the mark
 * of `=https://ex.org/?q=1=`): a "=" after it closes Org's =verbatim=, while `?q=` keeps its
 * empty value's "=" (looked at back to the pair's `?`, `&`, `;` or `#`, or `from`)
 */
function pairHasValue(buf: Uint8Array, from: number, to: number): boolean {
  for (let k = to - 1; k >= from; k--) {
    const b = buf[k]!;
    if (b === 0x3d) return true;
    if (b === 0x3f || b === 0x26 || b === 0x3b || b === 0x23) return false;
  }
  return false;
}

/** buf[from, to) holds a "?" or "#" */
/**
 * The last "?" or "#" in buf[from, to) is a "#" whose fragment holds no "=" nor "&": a word,
 * not a query's pairs ("…/config.yaml#install" of Org's "=…/config.yaml#install=")
 */
function fragmentWordBefore(buf: Uint8Array, from: number, to: number): boolean {
  for (let k = to - 1; k >= from; k--) {
    const b = buf[k]!;
    if (b === 0x3d || b === 0x26 || b === 0x3f) return false;
    if (b === 0x23) return true;
  }
  return false;
}

function hasQueryMark(buf: Uint8Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (buf[k] === 0x3f || buf[k] === 0x23) return true;
  return false;
}

const TEXINFO_REFS = wordsByLength(["@uref{", "@url{"]);

/** buf[s] follows "@uref{" or "@url{" (looked at back to `lo`, the kept history) */
function texinfoRefBefore(buf: Uint8Array, s: number, lo: number): boolean {
  return (
    s - 1 >= lo &&
    buf[s - 1] === 0x7b &&
    ((s - 6 >= lo && isOneOf(TEXINFO_REFS, buf, s - 6, s)) ||
      (s - 5 >= lo && isOneOf(TEXINFO_REFS, buf, s - 5, s)))
  );
}

/** a Latin letter beyond ASCII (Latin-1 to Latin Extended-B, Latin Extended Additional) */
function latinLetter(cp: number): boolean {
  return (
    (cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7) || (cp >= 0x1e00 && cp <= 0x1eff)
  );
}

/**
 * a "‘" (U+2018) right before the scheme at s — in UTF-8, or windows-1252's 0x91: the URI is
 * quoted with ‘…’ (the utf8 slots are kept: the caller reads them after)
 */
function openedBySingleQuote(buf: Uint8Array, s: number, lo: number): boolean {
  if (s - 1 < lo || buf[s - 1]! < 0x80) return false;
  const cp = utf8.cp;
  const len = utf8.len;
  decodeCharBefore(buf, s, lo);
  const quoted = utf8.cp === 0x2018;
  utf8.cp = cp;
  utf8.len = len;
  return quoted;
}

/**
 * The nearest "'" before rawStart on its line, within MAX_CARET_WORD bytes, opens a quotation:
 * it starts a word (after a blank, "(", "[" or "=" — or the line), not after a letter (a
 * closing quote or an apostrophe: "'quoted' (http://…")
 */
function singleQuoteBefore(buf: Uint8Array, rawStart: number, lo: number): boolean {
  const k = nearestOnLine(buf, rawStart, Math.max(lo, rawStart - MAX_CARET_WORD), 0x27);
  if (k < 0) return false;
  const p = k > lo ? buf[k - 1]! : 0x0a;
  return p === 0x20 || p === 0x09 || p === 0x0a || p === 0x28 || p === 0x5b || p === 0x3d;
}

/** buf[k, k+4) is U+1F3F4 WAVING BLACK FLAG, the base of a subdivision flag's tag sequence */
function isBlackFlag(buf: Uint8Array, k: number): boolean {
  return buf[k] === 0xf0 && buf[k + 1] === 0x9f && buf[k + 2] === 0x8f && buf[k + 3] === 0xb4;
}

/**
 * buf[i] is "<" after a digit: the end (past its ">") of a SICI contribution segment — up to
 * 64 letters, digits and ": ; . -", a ":" among them, then ">" and a digit (the SICI's
 * control segment, "3.0.CO;2-P") — else -1; MORE_INPUT when the bytes at hand end first
 */
function siciSegmentEnd(buf: Uint8Array, i: number, n: number): number {
  let colon = false;
  for (let k = i + 1; k < i + 66; k++) {
    if (k + 1 >= n) return MORE_INPUT;
    const x = buf[k]!;
    if (x === 0x3e) return colon && k > i + 1 && isDigit(buf[k + 1]!) ? k + 1 : -1;
    if (x === 0x3a) colon = true;
    else if (!(CLASS[x]! & C_ALNUM) && x !== 0x3b && x !== 0x2e && x !== 0x2d) return -1;
  }
  return -1;
}

/** buf[from, to) holds a DOI's prefix: "10." after a "/" or ":", a digit after it */
function doiBefore(buf: Uint8Array, from: number, to: number): boolean {
  for (let k = from; k + 4 < to; k++) {
    if (
      buf[k + 1] === 0x31 &&
      buf[k + 2] === 0x30 &&
      buf[k + 3] === 0x2e &&
      (buf[k] === 0x2f || buf[k] === 0x3a) &&
      isDigit(buf[k + 4]!)
    ) {
      return true;
    }
  }
  return false;
}

/** the bare URI's run (the main loop): C_PLAIN but "$" and "%", where a placeholder may start */
const RUN = new Uint8Array(256);
for (let b = 0; b < 256; b++) if (CLASS[b]! & C_PLAIN && b !== 0x24 && b !== 0x25) RUN[b] = 1;
// ("#": rsyslog's "#033[…m", below; ";": a list's separator before the next "scheme://")
RUN[0x23] = 0;
RUN[0x3b] = 0;

/**
 * buf[a, e) (an authority read so far) is empty or ends in ".", "-", ":" or "@": a
 * placeholder at e stands for (part of) the host, the port or the userinfo
 */
function hostStandsFor(buf: Uint8Array, a: number, e: number): boolean {
  const x = buf[e - 1];
  return e === a || x === 0x2e || x === 0x2d || x === 0x3a || x === 0x40;
}

/** elements whose content is data, not prose (dataElementEndAt), besides namespaced ones */
const DATA_ELEMENTS = wordsByLength([
  "loc",
  "url",
  "uri",
  "link",
  "guid",
  "id",
  "homepage",
  "code",
  "tt",
  "literal",
  "systemitem",
  "value",
]);

/**
 * buf[i] is "<": 1 when an end tag of a data element follows — a namespaced name
 * ("</xsl:text>", "</atom:id>") or one of DATA_ELEMENTS ("</loc>" in a sitemap, "</url>",
 * "</code>") —, 0 when not, MORE_INPUT when not known before n
 */
function dataElementEndAt(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (i + 1 >= n) return final ? 0 : MORE_INPUT;
  if (buf[i + 1] !== 0x2f) return 0;
  let k = i + 2;
  let colon = false;
  while (
    k < n &&
    k - i < 48 &&
    (CLASS[buf[k]!]! & C_ALNUM ||
      buf[k] === 0x3a ||
      buf[k] === 0x2d ||
      buf[k] === 0x2e ||
      buf[k] === 0x5f)
  ) {
    if (buf[k] === 0x3a) colon = true;
    k++;
  }
  if (k >= n) return final ? 0 : MORE_INPUT;
  if (buf[k] !== 0x3e || k === i + 2) return 0;
  return colon || isOneOf(DATA_ELEMENTS, buf, i + 2, k, true) ? 1 : 0;
}
