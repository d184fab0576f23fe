/**
 * A reStructuredText hyperlink target's URI broken across lines (docutils, "reStructuredText
 * Markup Specification", Hyperlink Targets: "If the reference is longer than one line, the
 * lines are joined and whitespace is removed"; the URI may start on the target's line or in
 * the indented block right below it):
 *
 *     .. _starts-on-this-line: http://
 *                              structuredtext.
 *                              sourceforge.net
 *     .. _entirely-below:
 *        http://structuredtext.
 *        sourceforge.net
 *
 * and so are the image and figure directives' URI and their "target" option (reStructuredText
 * Directives, "Image": "As with hyperlink targets, the image URI may begin on the same line …
 * If there are multiple lines in the link block, they are stripped of leading and trailing
 * whitespace and joined together"; docutils reads the option with directives.uri, alike):
 *
 *     .. figure:: http://example.org/ch14/
 *        clock.svg
 *        :target: http://example.org/ch14/
 *                 clock.html
 */

import { fold, NOT_LOOKED, pastLineBreak, uriLineStart } from "./bare-line-breaks.js";
import { schemeSlashesAt } from "./bare-schemes.js";
import { MORE_INPUT } from "./more-input.js";

/** longest indentation of a target or its block looked at */
const MAX_INDENT = 64;

/**
 * At a line break at i inside a bare URI (scheme at s): the index where the URI goes on when
 * its line holds a hyperlink target's URI — ".. _name: " or "__ " (an anonymous target)
 * before the scheme, or only indentation under a ".. _name:" line that ends at its colon; or
 * an image's or figure's, ".. image:: ", ".. figure:: " or ":target: " (uriLeaderEnd) —
 * and the next line is indented deeper than the target's "..", else -1 (MORE_INPUT: not
 * known before n). Looks back within the 1,024 bytes that uriLineStart covers.
 */
export function rstTargetFold(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  const j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  // (looked for once per URI: every line break of a long block asks again)
  if (fold.rstIndent === NOT_LOOKED) {
    const line = uriLineStart(buf, s);
    fold.rstIndent = line < 0 ? -1 : targetIndent(buf, line, s);
  }
  const indent = fold.rstIndent;
  if (indent < 0) return -1;
  let m = j;
  while (m < n && m - j <= MAX_INDENT && buf[m] === 0x20) m++;
  if (m >= n) return final ? -1 : MORE_INPUT;
  if (m - j <= indent || m - j > MAX_INDENT) return -1;
  const x = buf[m]!;
  if (x <= 0x20 || x === 0x7f) return -1;
  // not a list's bullet ("- item"), a directive's option (":alt: a clock", ":target: …")
  // nor the next URI ("http://b.example/"): another line of text, not the target's
  if ((x === 0x2d || x === 0x2a || x === 0x2b) && m + 1 < n && buf[m + 1] === 0x20) return -1;
  if (x === 0x3a) return -1;
  const r = schemeSlashesAt(buf, m, n);
  if (r === MORE_INPUT) return final ? m : MORE_INPUT;
  return r === 1 ? -1 : m;
}

/**
 * The indentation of the target whose URI starts at s on the line at `line`, or -1 when
 * [line, s) is no target's start
 */
function targetIndent(buf: Uint8Array, line: number, s: number): number {
  let k = line;
  while (k < s && buf[k] === 0x20) k++;
  const indent = k - line;
  if (indent > MAX_INDENT) return -1;
  // "__ http://…": an anonymous target
  if (k + 3 === s && buf[k] === 0x5f && buf[k + 1] === 0x5f && buf[k + 2] === 0x20) {
    return indent;
  }
  if (k === s) {
    // only indentation: the URI starts the block under a ".. _name:" line
    if (line < 2 || buf[line - 1] !== 0x0a) return -1;
    let p = line - 1;
    if (p > 0 && buf[p - 1] === 0x0d) p--;
    let e = p;
    while (e > 0 && (buf[e - 1] === 0x20 || buf[e - 1] === 0x09)) e--;
    let a = e;
    while (a > 0 && buf[a - 1] !== 0x0a && s - a < 1024) a--;
    if (a > 0 && buf[a - 1] !== 0x0a) return -1;
    let t = a;
    while (t < e && buf[t] === 0x20) t++;
    if (t - a >= indent) return -1;
    return uriLeaderEnd(buf, t, e) === e ? t - a : -1;
  }
  // ".. _name: http://…"
  let e = s;
  while (e > k && buf[e - 1] === 0x20) e--;
  if (e === s) return -1;
  if (uriLeaderEnd(buf, k, e) !== e) return -1;
  // ":target:" is an option of an image or a figure, not any field list's
  return buf[k] !== 0x3a || optionOfImage(buf, line, indent) ? indent : -1;
}

/**
 * The line at `line`, indented by `indent`, is in the option block of an image or figure
 * directive: the lines before it are options at the same indentation (":alt: …"), back to
 * ".. image::" or ".. figure::" indented less. Looks back within 1,024 bytes.
 */
function optionOfImage(buf: Uint8Array, line: number, indent: number): boolean {
  const lo = Math.max(0, line - 1024);
  let end = line; // the end (its LF) + 1 of the line before
  while (end > lo + 1 && buf[end - 1] === 0x0a) {
    let a = end - 1;
    while (a > lo && buf[a - 1] !== 0x0a) a--;
    if (a === lo && lo > 0) return false;
    let t = a;
    while (t < end && buf[t] === 0x20) t++;
    if (t - a === indent && buf[t] === 0x3a) {
      end = a;
      continue;
    }
    if (t - a >= indent) return false;
    return startsWith(buf, t, end, ".. image::") || startsWith(buf, t, end, ".. figure::");
  }
  return false;
}

/** buf[k, e) starts with `text` */
function startsWith(buf: Uint8Array, k: number, e: number, text: string): boolean {
  return e - k >= text.length && isAscii(buf, k, k + text.length, text);
}

/** buf[k, e) is a target's ".. _name:", ".. image::", ".. figure::" or ":target:": e, else -1 */
function uriLeaderEnd(buf: Uint8Array, k: number, e: number): number {
  if (targetNameEnd(buf, k, e) === e) return e;
  return isAscii(buf, k, e, ".. image::") ||
    isAscii(buf, k, e, ".. figure::") ||
    isAscii(buf, k, e, ":target:")
    ? e
    : -1;
}

/** buf[k, e) is exactly `text` */
function isAscii(buf: Uint8Array, k: number, e: number, text: string): boolean {
  if (e - k !== text.length) return false;
  for (let q = 0; q < text.length; q++) if (buf[k + q] !== text.charCodeAt(q)) return false;
  return true;
}

/** buf[k…] is ".. _" and a name up to a ":" at e - 1: e, else -1 */
function targetNameEnd(buf: Uint8Array, k: number, e: number): number {
  if (
    e - k < 6 ||
    buf[k] !== 0x2e ||
    buf[k + 1] !== 0x2e ||
    buf[k + 2] !== 0x20 ||
    buf[k + 3] !== 0x5f ||
    buf[e - 1] !== 0x3a
  ) {
    return -1;
  }
  for (let q = k + 4; q < e - 1; q++) if (buf[q] === 0x0a || buf[q] === 0x0d) return -1;
  return e;
}
