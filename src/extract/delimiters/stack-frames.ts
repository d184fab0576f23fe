/**
 * A JavaScript stack frame's source position after its script's URL: V8's
 * `    at f (http://127.0.0.1:18080/mod.mjs:2:9)`, `    at file:///srv/app/x.mjs:2:1`,
 * `    at eval (webpack-internal:///./src/index.js:12:5)`, SpiderMonkey's and JavaScriptCore's
 * `f@http://127.0.0.1:18080/app2.js:2:9`. The ":line:column" is the frame's, not the URL's
 * (V8's stack trace API, "Stack trace format"; Error.prototype.stack in Firefox).
 */

import { MORE } from "../candidate.js";
import { isDigit } from "../chars.js";
import { authorityEnd } from "./bare-host.js";

/** how far back the frame's "at " is looked for */
const MAX_FRAME_PREFIX = 256;

/**
 * In the URL buf[s, e) (its authority from authStart), read from a line that is a stack
 * frame: the index of the ":" that starts its ":line:column", else -1
 */
export function framePositionStart(
  buf: Uint8Array,
  s: number,
  authStart: number,
  e: number,
  n: number,
  lo: number,
): number {
  // ":" digits ":" digits at the end, after a path
  let k = e;
  while (k > authStart && isDigit(buf[k - 1]!)) k--;
  if (k === e || buf[k - 1] !== 0x3a) return -1;
  const pathFrom = authorityEnd(buf, authStart, e);
  k = e;
  while (k > pathFrom && isDigit(buf[k - 1]!)) k--;
  if (k === e || k - 1 <= pathFrom || buf[k - 1] !== 0x3a) return -1;
  let j = k - 1;
  while (j > pathFrom && isDigit(buf[j - 1]!)) j--;
  if (j === k - 1 || j - 1 <= pathFrom || buf[j - 1] !== 0x3a) return -1;
  const p = j - 1;
  // what follows: the frame's ")", a quote, a blank or the line's end (the input's end: a
  // bare URI that reaches n was read with the input final)
  if (e < n) {
    const after = buf[e]!;
    if (!(after === 0x29 || after <= 0x20 || after === 0x22 || after === 0x27)) return -1;
  }
  // a script's file: the last segment of the path has an extension ("mod.mjs",
  // "jquery.min.js?ver=3.7.1": a cache-busting query may follow it), and no fragment
  // ("at https://www.youtube.com/watch?v=abc#t=1:23:45" is prose's time)
  let q = p;
  for (let k = pathFrom; k < p; k++) {
    if (buf[k] === 0x23) return -1;
    if (buf[k] === 0x3f && q === p) q = k;
  }
  let dot = false;
  for (let k = q - 1; k > pathFrom && buf[k] !== 0x2f; k--) if (buf[k] === 0x2e) dot = true;
  if (!dot) return -1;
  // the line: indentation, "at " and what names the function, or a name and "@"
  const stop = Math.max(lo, s - MAX_FRAME_PREFIX);
  let ls = s;
  while (ls > stop && buf[ls - 1] !== 0x0a) ls--;
  if (ls > 0 && buf[ls - 1] !== 0x0a) return -1;
  let m = ls;
  while (m < s && (buf[m] === 0x20 || buf[m] === 0x09)) m++;
  const before = buf[s - 1];
  if (m + 3 <= s && buf[m] === 0x61 && buf[m + 1] === 0x74 && buf[m + 2] === 0x20) {
    return before === 0x20 || before === 0x28 ? p : -1;
  }
  if (before !== 0x40) return -1;
  for (let q = m; q < s - 1; q++) if (buf[q]! <= 0x20) return -1;
  return p;
}

/** how far past the URL Node's source line and caret line are looked for */
const MAX_SOURCE_AHEAD = 256;

/** the longest log prefix read before Node's error header */
const MAX_LOG_PREFIX = 96;

/**
 * The line at `line` opens with the `len` bytes at `ls` (a digit may stand for a digit): the
 * index after them; 0 when it does not; -1 when `stop` comes first
 */
function samePrefixAt(
  buf: Uint8Array,
  ls: number,
  len: number,
  line: number,
  stop: number,
): number {
  if (line + len > stop) return -1;
  for (let q = 0; q < len; q++) {
    const a = buf[ls + q]!;
    const b = buf[line + q]!;
    if (a !== b && !(isDigit(a) && isDigit(b))) return 0;
  }
  return line + len;
}

/**
 * Node's header of an uncaught error: the script's URL and line number alone on a line, the
 * source line, and a caret under the column (`file:///srv/app/mod.mjs:2` LF
 * `  throw new Error("x");` LF `        ^`: GetErrorSource in node_errors.cc). The ":2" is
 * the header's, as a frame's ":line:column" is the frame's. In the URL buf[s, e) (its
 * authority from authStart): the index of that ":", 0 when the lines are no such header, or
 * MORE when the input ends before they could be read (a source line of more than
 * MAX_SOURCE_AHEAD bytes is not read: the ":2" stays). A log's prefix may open the three
 * lines (journald's `Nov 28 10:00:00 host node[123]: `, Docker Compose's `web-1  | `): the
 * same bytes on each line, but for digits (a timestamp's), and a blank before the URL.
 */
export function errorHeaderLineStart(
  buf: Uint8Array,
  s: number,
  authStart: number,
  e: number,
  n: number,
  final: boolean,
  lo: number,
): number {
  // the URL ends with ":line" (looked at first: the look back for the line's start below is
  // up to MAX_LOG_PREFIX bytes, for every URL ending in a digit in text of long lines)
  let k = e;
  while (k > authStart && isDigit(buf[k - 1]!)) k--;
  if (k === e || buf[k - 1] !== 0x3a) return 0;
  let p = k - 1;
  // the URL opens its line (the input's start, or after a line break the scanner still
  // holds) — or a log's prefix does, ending with a blank
  let ls = s;
  if (s > 0 && buf[s - 1] !== 0x0a) {
    const b = buf[s - 1];
    if (b !== 0x20 && b !== 0x09) return 0;
    const stop = Math.max(lo, s - MAX_LOG_PREFIX);
    while (ls > stop && buf[ls - 1] !== 0x0a) ls--;
    if (ls > 0 && buf[ls - 1] !== 0x0a) return 0;
  } else if (s > 0 && s <= lo) return 0;
  const prefixLen = s - ls;
  const pathFrom = authorityEnd(buf, authStart, e);
  if (p <= pathFrom) return 0; // a port
  // (":line:column", as Deno and Bun write it: both numbers are the header's)
  k = p;
  while (k > pathFrom && isDigit(buf[k - 1]!)) k--;
  if (k < p && k - 1 > pathFrom && buf[k - 1] === 0x3a) p = k - 1;
  // a script's file: an extension in the last segment, no query or fragment
  let dot = false;
  for (let q = pathFrom; q < p; q++) {
    const b = buf[q]!;
    if (b === 0x3f || b === 0x23) return 0;
    if (b === 0x2f) dot = false;
    else if (b === 0x2e) dot = true;
  }
  if (!dot) return 0;
  // the line ends with the number; then the source line, then blanks and carets
  const stop = Math.min(n, e + MAX_SOURCE_AHEAD);
  const more = stop === n && !final ? MORE : 0;
  let i = e;
  if (i < stop && buf[i] === 0x0d) i++;
  if (i >= stop) return more;
  if (buf[i] !== 0x0a) return 0;
  i++;
  let r = samePrefixAt(buf, ls, prefixLen, i, stop);
  if (r <= 0) return r < 0 ? more : 0;
  i = r;
  // the source line: not blank
  const source = i;
  let graphic = false;
  while (i < stop && buf[i] !== 0x0a) if (buf[i++]! > 0x20) graphic = true;
  if (i >= stop) return more;
  if (!graphic) return 0;
  const sourceLen = i - source - (buf[i - 1] === 0x0d ? 1 : 0);
  i++;
  r = samePrefixAt(buf, ls, prefixLen, i, stop);
  if (r <= 0) return r < 0 ? more : 0;
  i = r;
  const caretLine = i;
  while (i < stop && (buf[i] === 0x20 || buf[i] === 0x09)) i++;
  if (i >= stop) return more;
  if (buf[i] !== 0x5e) return 0;
  const carets = i;
  while (i < stop && buf[i] === 0x5e) i++;
  if (i >= stop && !(i === n && final)) return more;
  if (i < n && buf[i] !== 0x0a && buf[i] !== 0x0d) return 0;
  // (carets under the whole line from its first column are a reStructuredText title's
  // underline, "Section title" LF "^^^^^^^^^^^^^")
  return carets === caretLine && i - carets === sourceLen && sourceLen > 1 ? 0 : p;
}
