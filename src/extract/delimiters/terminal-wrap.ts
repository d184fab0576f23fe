/**
 * A URI cut where a terminal's row ends. A terminal shows a line longer than its width on
 * several rows, cutting it at the width whatever it holds, and a capture of its screen
 * (tmux's `capture-pane` without `-J`, screen's `hardcopy`, a copy of the rows) or `fold -w`
 * keeps the cuts as line breaks: `error: could not fetch https://raw.githubusercontent.com/g`
 * LF `uide/reference/account for details`. 2396bis App. E asks the reader to ignore the
 * whitespace a line break put inside a URI; here the break is the terminal's, not a writer's,
 * so the rest on the next row may be followed by anything. What tells such a capture from
 * text that a writer wrapped (ragged at a width, justified, or lines of a fixed width) is
 * read off the rows before the URI's, within TERM_WINDOW bytes (the scanner keeps them,
 * scanner.ts HISTORY):
 * - rows exactly as wide as the URI's row, each continued by a row that opens with no blank
 *   (a long line's rows): three at least, and one in five of the rows that hold anything;
 * - few rows 1 to 3 columns narrower: a wrapper fills lines to various widths below its
 *   width, a terminal cuts at the width only (a tmux capture at 80 columns: 217 rows of 80,
 *   17 of 77 to 79);
 * - shorter rows where a line ended by itself — the next row's first word would have fitted
 *   on them, which a greedy wrapper (fmt, textwrap, a mail client) never leaves —, two at
 *   least (not a block of fixed-width records, base64 or uuencode); no wider row, and the
 *   full rows not justified (no run of blanks inside: nroff's and `par j`'s padding).
 * The rest is then the next row's first token, up to a blank or the row's end — not a new
 * line's own start: a scheme or `www.`, a capitalized word, a prompt, a bullet, a log
 * record's time or date, an opening bracket or quote.
 */
import { C_ALPHA, CLASS, isDigit } from "../chars.js";
import { isWww } from "./bare-line-breaks.js";
import { schemeSlashesAt } from "./bare-schemes.js";
import { lineWidth } from "./line-width.js";
import { MORE_INPUT } from "./more-input.js";

/** how far before the URI's row the rows are measured (within the scanner's HISTORY) */
const TERM_WINDOW = 2048;
/** the narrowest terminal read so */
const MIN_TERM_WIDTH = 30;
/** rows as wide as the URI's, continued, in the window: this many at least … */
const MIN_FULL = 3;
/** … and one in FULL_SHARE of the rows that hold anything */
const FULL_SHARE = 5;
/** the longest first token of a row looked at */
const MAX_TOKEN = 256;

/** the widest row read so, in bytes (4 a character in UTF-8) */
const MAX_ROW_BYTES = 1024;

/**
 * At a line break at i inside a bare URI, its last byte the URI's: where the URI goes on when
 * the row it ends is a terminal's cut (the next row's start), -1 when not, MORE_INPUT when
 * not known before n. Sets `wrapEnd` in `out`: the URI must reach past it, or the join is
 * undone (bare.ts). The next row's start is looked at first (a log's next record turns most
 * URIs down at once), the rows before last.
 */
export function terminalBreakAt(
  buf: Uint8Array,
  i: number,
  n: number,
  final: boolean,
  out: { wrapEnd: number },
): number {
  const ls = i > 0 ? memrchr.call(buf, 0x0a, i - 1) + 1 : 0;
  // (a row at the buffer's start: what is before it is not known)
  if (ls === 0 || i - ls > MAX_ROW_BYTES || i - ls < MIN_TERM_WIDTH) return -1;
  const j = i + (buf[i] === 0x0d ? 2 : 1);
  // (the next row not here yet: waited for only where the rows before say terminal, so that
  // a log's last line read as it is written, tail -f, is not held back)
  if (i + 1 >= n || j + 3 > n) return final || !terminalAt(buf, ls, i) ? -1 : MORE_INPUT;
  if (buf[i] === 0x0d && buf[i + 1] !== 0x0a) return -1;
  const first = buf[j]!;
  if (first <= 0x20 || first === 0x7f || NEW_LINE_OPENS[first] === 1) return -1;
  // a prompt, a comment, a quote or a bullet and a blank: "$ ", "# ", "> ", "- ", "* ", "+ "
  if (PROMPTS[first] === 1 && (buf[j + 1] === 0x20 || buf[j + 1] === 0x09)) return -1;
  if (isWww(buf, j, n) || schemeSlashesAt(buf, j, n) === 1) return -1;
  // the token: to a blank or the row's end
  let m = j;
  let letters = 0;
  while (m < n && m - j < MAX_TOKEN) {
    const x = buf[m]!;
    if (x <= 0x20) break;
    if (CLASS[x]! & C_ALPHA) letters++;
    m++;
  }
  if (m - j >= MAX_TOKEN) return -1;
  if (m >= n && !final) return terminalAt(buf, ls, i) ? MORE_INPUT : -1;
  // a capitalized word of letters alone ("Downloaded", "See"): a new line's first word; a
  // field's name ("Upstream-Name:" in a Debian copyright file, "Note:")
  if (letters === m - j && first <= 0x5a) return -1;
  if (buf[m - 1] === 0x3a) return -1;
  // a log record's time or date ("12:30:45", "2026-11-29")
  if (isDigit(first) && timeOrDateAt(buf, j, m)) return -1;
  if (!terminalAt(buf, ls, i)) return -1;
  out.wrapEnd = j + 1;
  return j;
}

/** the row buf[ls, i) is as wide as a terminal whose rows the rows before it are */
function terminalAt(buf: Uint8Array, ls: number, i: number): boolean {
  const width = lineWidth(buf, ls, i);
  return width >= MIN_TERM_WIDTH && terminalRows(buf, ls, width);
}

/** what opens a new line rather than going on with a URI's rest: ( [ { < " ' ` | \ */
const NEW_LINE_OPENS = new Uint8Array(256);
for (const ch of "([{<\"'`|\\") NEW_LINE_OPENS[ch.charCodeAt(0)] = 1;

/** a prompt's, a comment's, a quote's or a bullet's character (before a blank) */
const PROMPTS = new Uint8Array(256);
for (const ch of "$#>%-*+") PROMPTS[ch.charCodeAt(0)] = 1;

/** the token buf[j, m) opens with "DD:DD" or "DDDD-DD-DD" */
function timeOrDateAt(buf: Uint8Array, j: number, m: number): boolean {
  if (m - j >= 5 && isDigit(buf[j + 1]!) && buf[j + 2] === 0x3a && isDigit(buf[j + 3]!))
    return true;
  return (
    m - j >= 10 &&
    isDigit(buf[j + 1]!) &&
    isDigit(buf[j + 2]!) &&
    isDigit(buf[j + 3]!) &&
    buf[j + 4] === 0x2d &&
    buf[j + 7] === 0x2d
  );
}

/**
 * The rows in the TERM_WINDOW bytes before the row at ls look like a terminal `width`
 * columns wide (see the file's comment). A row's columns are no more than its bytes: only
 * a row of `width` - 3 bytes or more is measured (lineWidth), and the rows are found with
 * a native search for their line breaks.
 */
function terminalRows(buf: Uint8Array, ls: number, width: number): boolean {
  const floor = Math.max(0, ls - TERM_WINDOW);
  if (!fullRowNear(buf, ls, floor, width)) return false;
  let full = 0;
  let near = 0;
  let shorter = 0;
  let padded = 0;
  // rows that end before the width though the next row's first word would have fitted: a
  // line's own end, not a wrapper's (a greedy wrapper — fmt, textwrap, a mail client —
  // moves a word down only when it does not fit)
  let ended = 0;
  // the first byte of the row below the one measured, and its first word's width
  let below = buf[ls]!;
  let belowWord = firstWordWidth(buf, ls, ls + 256);
  // e: the line break that ends the row measured
  let e = ls - 1;
  while (e >= floor && buf[e] === 0x0a) {
    const p = e > floor ? memrchr.call(buf, 0x0a, e - 1) + 1 : e;
    // (a row cut by the window's floor is not measured)
    if (p <= floor && floor > 0) break;
    const le = e > p && buf[e - 1] === 0x0d ? e - 1 : e;
    const bytes = le - p;
    if (bytes >= width - 3) {
      const w = lineWidth(buf, p, le, width);
      if (w > width) return false;
      if (w === width) {
        if (below > 0x20) {
          full++;
          if (blankRunInside(buf, p, le)) padded++;
        }
      } else if (w >= width - 3) near++;
      else if (w > 0) {
        shorter++;
        if (below > 0x20 && w + 1 + belowWord <= width) ended++;
      }
    } else if (bytes > 0) {
      shorter++;
      if (below > 0x20) {
        if (bytes + 1 + belowWord <= width) ended++;
        else if (lineWidth(buf, p, le) + 1 + belowWord <= width) ended++;
      }
    }
    below = p < le ? buf[p]! : 0x0a;
    belowWord = firstWordWidth(buf, p, le);
    e = p - 1;
  }
  return (
    full >= MIN_FULL &&
    full >= 3 * near &&
    FULL_SHARE * full >= full + near + shorter &&
    ended >= 2 &&
    2 * padded < full
  );
}

/** the columns of the first word of buf[a, e) (to a blank or a line break; bytes) */
function firstWordWidth(buf: Uint8Array, a: number, e: number): number {
  let k = a;
  while (k < e && buf[k]! > 0x20) k++;
  return k - a;
}

/**
 * Node's Buffer#lastIndexOf (memrchr), on any Uint8Array; elsewhere (a browser) the standard
 * method (as scanner.ts memchr)
 */
const memrchr: (this: Uint8Array, value: number, from: number) => number =
  (globalThis as { Buffer?: { prototype: Uint8Array } }).Buffer?.prototype.lastIndexOf ??
  Uint8Array.prototype.lastIndexOf;

/** rows above the URI's looked at first for two full ones (fullRowNear) */
const NEAR_ROWS = 12;

/**
 * Two of the NEAR_ROWS rows above the row at ls (after floor) are `width` columns wide and
 * continued: a quick look, with a native search for the line breaks, that turns down most
 * text before the window is measured (a log whose every line ends with a URL: every URL
 * asks). A full row has `width` bytes at least.
 */
function fullRowNear(buf: Uint8Array, ls: number, floor: number, width: number): boolean {
  let e = ls - 1;
  let full = 0;
  for (let r = 0; r < NEAR_ROWS && e > floor; r++) {
    const p = memrchr.call(buf, 0x0a, e - 1) + 1;
    if (p <= floor) return false;
    const le = buf[e - 1] === 0x0d ? e - 1 : e;
    if (le - p >= width) {
      // (a wider row: no terminal of this width)
      const w = lineWidth(buf, p, le, width);
      if (w > width) return false;
      if (w === width && buf[e + 1]! > 0x20 && ++full === 2) return true;
    }
    e = p - 1;
  }
  return false;
}

/** buf[a, e) holds two blanks in a row after its first non-blank byte */
function blankRunInside(buf: Uint8Array, a: number, e: number): boolean {
  while (a < e && (buf[a] === 0x20 || buf[a] === 0x09)) a++;
  for (let k = a + 1; k < e; k++) if (buf[k] === 0x20 && buf[k - 1] === 0x20) return true;
  return false;
}
