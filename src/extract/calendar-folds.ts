/**
 * iCalendar and vCard content lines folded by their writer (RFC 5545 §3.1, RFC 6350 §3.2):
 * "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break. Long content
 * lines SHOULD be split into a multiple line representations using a line 'folding'
 * technique" — a CRLF and one space or tab, deleted when unfolding. Read as text (an .ics
 * file, an invitation saved from a mail), a fold may fall inside a URI or inside its scheme's
 * name (`…;CN=John Doe:M` CRLF ` AILTO:john.doe@example.com`, Outlook's ATTENDEE lines).
 */

/** a writer folds at 75 octets (RFC 5545 §3.1); some at 72–74 */
const FOLDED_MIN = 70;
const FOLDED_MAX = 76;

/** how far back the logical line's property name is looked for */
const MAX_LOGICAL_LINE = 1024;

/**
 * The line that a line break at buf[i] ends is the writer's fold of a content line: as long as
 * a folded line is (FOLDED_MIN–FOLDED_MAX octets), and its logical line — the line, or the
 * lines of one space or tab it continues, back at most MAX_LOGICAL_LINE bytes before `from`
 * and not before lo — opens with a property's name (uppercase letters, digits, "-") and ";"
 * or ":". Prose indented by one space opens with no such name. (Index 0 is a line's start:
 * the input's, or a window's that the scanner keeps no further back than its floor.)
 */
export function foldedContentLine(buf: Uint8Array, i: number, from: number, lo: number): boolean {
  let line = i;
  while (line > lo && i - line <= FOLDED_MAX && buf[line - 1] !== 0x0a) line--;
  const len = i - line;
  if (len < FOLDED_MIN || len > FOLDED_MAX || (line === lo && line > 0)) return false;
  const stop = Math.max(lo, from - MAX_LOGICAL_LINE);
  while (buf[line] === 0x20 || buf[line] === 0x09) {
    if (buf[line + 1] === 0x20 || buf[line + 1] === 0x09 || line <= stop) return false;
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
  if (k === line || buf[line]! < 0x41 || buf[line]! > 0x5a) return false;
  return buf[k] === 0x3b || buf[k] === 0x3a;
}
