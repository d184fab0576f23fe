/**
 * iCalendar and vCard content lines folded by their writer (RFC 5545 §3.1, RFC 6350 §3.2):
 * "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break. Long content
 * lines SHOULD be split into a multiple line representations using a line 'folding'
 * technique" — a CRLF and one space or tab, deleted when unfolding. Read as text (an .ics
 * file, an invitation saved from a mail), a fold may fall inside a URI or inside its scheme's
 * name (`…;CN=John Doe:M` CRLF ` AILTO:john.doe@example.com`, Outlook's ATTENDEE lines).
 */

import { characters } from "./chars.js";
import { isOneOf, wordsByLength } from "./word-lists.js";

/** a writer folds at 75 octets (RFC 5545 §3.1); some at 72–74 */
export const FOLDED_MIN = 70;
export const FOLDED_MAX = 76;
/** … in octets, a line of FOLDED_MAX characters of up to four octets each */
const FOLDED_BYTES_MAX = 4 * FOLDED_MAX;

/** how far back the logical line's property name is looked for */
export const MAX_LOGICAL_LINE = 4096;

/**
 * The line that a line break at buf[i] ends is the writer's fold of a content line: as long as
 * a folded line is (FOLDED_MIN–FOLDED_MAX octets), and its logical line — the line, or the
 * lines that open with a space or tab it continues, back at most MAX_LOGICAL_LINE bytes before
 * `from` — opens with a property's name (two or more uppercase letters, digits or "-") and
 * ";" or ":", no blank after it but for a TEXT property: "DESCRIPTION:Join…", "ATTENDEE;CN=…".
 * Prose indented by one space, apt's "W: Failed to fetch http://…", "URL: http://…" open
 * with no such name.
 * The look-back reads the text before the scanner's last candidate too (it is held: the
 * scanner keeps HISTORY bytes, more than MAX_LOGICAL_LINE, before its trigger); index 0 is a
 * line's start, the input's or a window's that the scanner keeps no further back than that.
 */
export function foldedContentLine(buf: Uint8Array, i: number, from: number): boolean {
  let line = i;
  while (line > 0 && i - line <= FOLDED_BYTES_MAX && buf[line - 1] !== 0x0a) line--;
  if (line > 0 && buf[line - 1] !== 0x0a) return false;
  // (in octets, as RFC 5545 §3.1 counts; or in characters, as npm's ics folds a line with
  // letters of other scripts: 75 of them, up to 82 octets — the serializers hunt)
  let len = i - line;
  if (len > FOLDED_MAX) len = characters(buf, line, i);
  if (len < FOLDED_MIN || len > FOLDED_MAX) return false;
  const stop = from > MAX_LOGICAL_LINE ? from - MAX_LOGICAL_LINE : 0;
  while (buf[line] === 0x20 || buf[line] === 0x09) {
    if (line <= stop) return false;
    line--;
    while (line > stop && buf[line - 1] !== 0x0a) line--;
    if (line === stop && line > 0) return false;
  }
  let k = line;
  while (
    (buf[k]! >= 0x41 && buf[k]! <= 0x5a) ||
    (buf[k]! >= 0x30 && buf[k]! <= 0x39) ||
    buf[k] === 0x2d
  ) {
    k++;
  }
  if (k - line < 2 || buf[line]! < 0x41 || buf[line]! > 0x5a) return false;
  if (buf[k] !== 0x3b && buf[k] !== 0x3a) return false;
  // Python's default log format, "WARNING:pip.index:Links with these schemes…": a level's
  // name, no property's
  if (buf[k] === 0x3a && isOneOf(LOG_LEVELS, buf, line, k)) return false;
  const next = buf[k + 1];
  if (next !== 0x20 && next !== 0x09) return next !== 0x0d && next !== 0x0a;
  // a blank first: a TEXT value may open with one ("DESCRIPTION:  Join Zoom Meeting…"), a
  // label of prose or a log does ("NOTE: see …", "URL: http://…", "ERROR: …")
  return textProperty(buf, line, k);
}

/** the levels of Python's logging module (and two common others) */
const LOG_LEVELS = wordsByLength([
  "DEBUG",
  "INFO",
  "WARNING",
  "WARN",
  "ERROR",
  "CRITICAL",
  "FATAL",
  "TRACE",
]);

/** iCalendar's TEXT properties that hold prose (RFC 5545 §3.8.1), and extensions ("X-…") */
const TEXT_PROPERTIES = ["DESCRIPTION", "SUMMARY", "LOCATION", "COMMENT", "CONTACT"];

function textProperty(buf: Uint8Array, s: number, e: number): boolean {
  if (e - s > 2 && buf[s] === 0x58 && buf[s + 1] === 0x2d) return true;
  return TEXT_PROPERTIES.some((w) => {
    if (w.length !== e - s) return false;
    for (let j = 0; j < w.length; j++) if (buf[s + j] !== w.charCodeAt(j)) return false;
    return true;
  });
}
