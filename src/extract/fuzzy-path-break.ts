/**
 * A schemeless link that ends its line in a hyphen (fuzzy.ts): read on past the line break
 * as the bare rules read `http://` and the same text (delimiters/bare-line-breaks.ts
 * hyphenBreak). 2396bis App. E: a URI in text may be broken across lines, and a hyphen at
 * the break "may or may not actually be part of the URI".
 * - A path: "github.com/kanyawtech/myanmar-" LF "karen-word-lists" (a path of Node's
 *   copyright file, wrapped by Python's textwrap) is one link — the hyphen kept, the reading
 *   without it in `variants` — as "https://github.com/kanyawtech/myanmar-" LF
 *   "karen-word-lists" is; it ended at the break (`pathAcrossBreak`).
 * - A host glued to the hyphen, where the bare rules go on: a piece of a longer word, no
 *   link, as on one line ("[W3C.CR-" LF "WOFF2-20150414]" gave http://W3C.CR; linkify-it
 *   reads none in "W3C.CR-WOFF2-20150414") — `hostGluedToBreak`. (When the whole is a
 *   name, "foo.example.com-" LF "bar.org", fuzzy-line-break.ts makes it one record from the
 *   next line's match.)
 * The bare scanner reads a copy: the link's line prefix (its quote depth and comment leader,
 * which the next line must repeat), `http://`, the text from the link to the end of the
 * first word of the line it goes on to (of each next line while a word ends in a hyphen),
 * and a little more of that line (a log line's date, a "(" closed later on the line).
 */

import { analyzeCached } from "./analysis-cache.js";
import { type Candidate, FOUND, PAREN_AHEAD, type ScanContext } from "./candidate.js";
import { isSpace } from "./chars.js";
import { scanBare } from "./delimiters/bare.js";
import { decodeUtf8OrWindows1252, withoutHyphens, withReferencesRead } from "./found.js";
import { utf16Length } from "./fuzzy-byte-offsets.js";
import { isHostEnd } from "./fuzzy-match-span.js";
import { tldHyphenAt } from "./fuzzy-view.js";

/** how far back the start of the link's line is looked for (bare-line-breaks.ts: 1,024) */
const MAX_LINE_BACK = 1024;
/**
 * A prefix that the bare scanner reads as a line start too far back to tell
 * (bare-line-breaks.ts uriLineStart: FAR): the next line's quote depth and leader are then
 * not checked, as for a URI whose line began more than 1,024 bytes before it
 */
const FAR_PREFIX = " ".repeat(MAX_LINE_BACK + 1);
/** how far past a break the next line's first word may go */
const MAX_WORD = 256;
/** at most this many lines after the link's (a path broken more than once) */
const MAX_LINES = 6;
/** how much of the continuation line after its word the probe reads (bare.ts looks ahead) */
const TAIL = PAREN_AHEAD;

const utf8Encoder = new TextEncoder();

/** text[at] starts a line break (LF or CR LF): the index after it, else -1 */
function pastBreak(text: string, at: number): number {
  const u = text.charCodeAt(at);
  if (u === 0x0a) return at + 1;
  return u === 0x0d && text.charCodeAt(at + 1) === 0x0a ? at + 2 : -1;
}

/** comment and table leaders (line-prefix.ts) */
function isLeader(u: number): boolean {
  return (
    u === 0x2a || u === 0x23 || u === 0x2f || u === 0x2d || u === 0x3b || u === 0x25 || u === 0x7c
  );
}

/**
 * The length of the prefix of the line at `line` — blanks and mail quote markers, then a
 * comment leader (up to 3 of it) and a blank, as line-prefix.ts linePrefixAt reads it —
 * reading characters through `at`, before `limit`
 */
export function prefixLength(at: (i: number) => number, line: number, limit: number): number {
  let k = line;
  while (k < limit && (at(k) === 0x20 || at(k) === 0x09 || at(k) === 0x3e)) k++;
  const m = at(k);
  if (k < limit && isLeader(m)) {
    let run = 1;
    while (run < 3 && k + run < limit && at(k + run) === m) run++;
    const after = at(k + run);
    if (k + run < limit && (after === 0x20 || after === 0x09)) k += run + 1;
  }
  return k - line;
}

/**
 * The prefix of the line that the link at text[from] is on (global start of the text: `a`,
 * `atLineStart` when a line starts there), for the probe: found in the text, or — when the
 * segment starts inside that line — in the bytes before it (the scanner keeps HISTORY bytes
 * before a segment); FAR_PREFIX when the line starts more than MAX_LINE_BACK before.
 */
function linkLinePrefix(
  text: string,
  from: number,
  atLineStart: boolean,
  buf: Uint8Array,
  base: number,
  a: number,
): string {
  let line = from;
  while (line > 0 && from - line < MAX_LINE_BACK && text.charCodeAt(line - 1) !== 0x0a) line--;
  const byText = (i: number) => text.charCodeAt(i);
  if ((line > 0 && text.charCodeAt(line - 1) === 0x0a) || (line === 0 && atLineStart)) {
    return text.slice(line, line + prefixLength(byText, line, from));
  }
  if (line > 0) return FAR_PREFIX;
  // the line began before the segment: in the bytes the scanner kept
  const lo = Math.max(base, a - (MAX_LINE_BACK - from));
  let k = a;
  while (k > lo && buf[k - 1 - base] !== 0x0a) k--;
  if (k > 0 && buf[k - 1 - base] !== 0x0a) return FAR_PREFIX;
  const byBytes = (i: number) => buf[i - base]!;
  // (the prefix may run on past `a`: at most to the link, a + from bytes or more)
  const len = prefixLength(byBytes, k, a + from);
  return String.fromCharCode(...buf.subarray(k - base, k - base + len));
}

/**
 * Reads the links of one fuzzy segment on past a hyphen at a line break, with the linker's
 * bare scanner (`probe`, `ctx`). `segment` sets the text; then `pathAcrossBreak` and
 * `hostGluedToBreak` per link.
 */
export class BreakReader {
  /** what `pathAcrossBreak` read: the link's new end in the text, its URI, the other reading */
  end = 0;
  uri = "";
  other = "";
  private text = "";
  private atLineStart = false;
  private inputEnd = false;
  private buf: Uint8Array = new Uint8Array(0);
  private base = 0;
  private a = 0;

  constructor(
    private readonly maxLength: number,
    private readonly probe: Candidate,
    private readonly ctx: ScanContext,
  ) {}

  /**
   * The segment's text, from global `a` (`atLineStart`: a line starts there) in the scanner's
   * bytes `buf` from global `base`; `inputEnd`: the text's end is the input's (else a word
   * that runs to it may go on in the next segment: no reading)
   */
  segment(
    text: string,
    atLineStart: boolean,
    inputEnd: boolean,
    buf: Uint8Array,
    base: number,
    a: number,
  ): void {
    this.text = text;
    this.atLineStart = atLineStart;
    this.inputEnd = inputEnd;
    this.buf = buf;
    this.base = base;
    this.a = a;
  }

  /**
   * The link text[from, to) ends in its path's hyphen right at a line break: true when the
   * bare rules read it on past the break and one of the two readings is a valid URI; `end`,
   * `uri` (the hyphen kept) and `other` then hold them.
   */
  pathAcrossBreak(from: number, to: number): boolean {
    const text = this.text;
    if (to < 1 || text.charCodeAt(to - 1) !== 0x2d || pastBreak(text, to) < 0) return false;
    // a hyphen in the host is a name's: hostGluedToBreak, fuzzy-line-break.ts
    let slash = from;
    while (slash < to && !isHostEnd(text.charCodeAt(slash))) slash++;
    if (slash >= to || !this.readOn(from, to - 1)) return false;
    const probe = this.probe;
    const uri = withReferencesRead(decodeUtf8OrWindows1252(probe.joined, 0, probe.joinedLen));
    const other = withoutHyphens(probe);
    // neither reading is a URI: the hyphen was the text's, the link ends at the break (as
    // found.ts decides for a bare URI read on past one)
    if (!analyzeCached(uri).valid && !analyzeCached(other).valid) return false;
    this.uri = uri;
    this.other = other;
    return true;
  }

  /**
   * The link text[from, to) is a host glued to a hyphen that ends its line, and the bare
   * rules read the text on past the break: a piece of a longer word, no link. Only a break
   * within the text can tell.
   */
  hostGluedToBreak(from: number, to: number): boolean {
    const text = this.text;
    const next = pastBreak(text, to + 1);
    if (text.charCodeAt(to) !== 0x2d || next < 0) return false;
    for (let k = from; k < to; k++) if (isHostEnd(text.charCodeAt(k))) return false;
    // a case ending that the next line opens with ("www.example.org-" LF "에서 확인",
    // "lists.debian.org-" LF "Nominierung"): the text's, as on one line (fuzzy-view.ts)
    if (tldHyphenAt(text, to, next + prefixLength((i) => text.charCodeAt(i), next, text.length)))
      return false;
    return this.readOn(from, to);
  }

  /**
   * The bare rules' reading of the link's line prefix + `http://` + text[from…], the link's
   * text ending in the hyphen at text[h] right before a line break: true when it goes on past
   * the break (`probe` then holds it, `end` its end in the text)
   */
  private readOn(from: number, h: number): boolean {
    const text = this.text;
    const j = pastBreak(text, h + 1);
    if (j < 0) return false;
    const cap = from + this.maxLength;
    // the next line's first word, and the next one's while a word ends in a hyphen at a break
    // ("wide-band-" LF "rf-transceivers/design-" LF "support/f/q-a"); its indentation, quote
    // markers and leader (any: the bare rules decide) skipped
    let e = h + 1;
    for (let lines = 0; lines < MAX_LINES; lines++) {
      const next = pastBreak(text, e);
      if (next < 0 || text.charCodeAt(e - 1) !== 0x2d) break;
      let k = next + prefixLength((i) => text.charCodeAt(i), next, text.length);
      if (k >= text.length || isSpace(text.charCodeAt(k))) break;
      const limit = Math.min(text.length, k + MAX_WORD, cap);
      while (k < limit && !isSpace(text.charCodeAt(k))) k++;
      // a word cut by a limit, or by the segment's end inside it: not read
      if (k === limit && !(k === text.length && this.inputEnd)) {
        if (lines === 0) return false;
        break;
      }
      e = k;
    }
    if (e === h + 1) return false;
    let t = e;
    while (t < text.length && t - e < TAIL && text.charCodeAt(t) !== 0x0a) t++;
    const prefix = linkLinePrefix(text, from, this.atLineStart, this.buf, this.base, this.a);
    const s = prefix.length; // ASCII: one byte a unit
    const bytes = utf8Encoder.encode(`${prefix}http://${text.slice(from, t)}`);
    const ctx = this.ctx;
    const probe = this.probe;
    ctx.buf = bytes;
    ctx.n = bytes.length;
    probe.reset();
    if (scanBare(ctx, probe, s, s, s + 4, "bare", false) !== FOUND) return false;
    if (probe.uriStart !== s || probe.joinedLen < 0 || probe.hyphens.length === 0) return false;
    const end = from + utf16Length(bytes, s + 7, probe.uriEnd);
    if (end <= j || end > e) return false;
    this.end = end;
    return true;
  }
}
