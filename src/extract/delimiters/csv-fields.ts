/**
 * A bare URI that is a field of a CSV row: `1,https://example.org/a,Alice`. RFC 4180 §2
 * (6): "Fields containing line breaks (CRLF), double quotes, and commas should be enclosed
 * in double-quotes" — so a comma inside an unquoted field is the next field's separator,
 * not the URI's (RFC 3986 lets a path hold ",", which is why a bare URI otherwise keeps it).
 *
 * A row is told from prose and code by its neighbour: the line before has as many
 * separators outside double quotes, at least two (three fields: one comma in each of two
 * lines is a coincidence of code and prose often enough), and neither line has a comma
 * followed by a blank (prose writes one after every comma; a row whose URI held commas of
 * its own would count more than its header).
 */

import { C_ALPHA, CLASS } from "../chars.js";
import { MORE_INPUT } from "./more-input.js";

/** how far back the row and the line before it are looked for (inside the scanner's HISTORY) */
const BACK = 512;
/** how far past the comma the row's end is looked for (inside LOOKAHEAD_SLACK) */
const AHEAD = 256;

const LF = 0x0a;
const COMMA = 0x2c;

/**
 * 1 when the comma at buf[i] separates fields of a CSV row in which the bare URI starting
 * at buf[s] is a field (it opens the line or follows a comma), 0 when not, MORE_INPUT
 * when the row's end is not yet in buf[0, n)
 */
export function csvSeparatorAt(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  if (s === 0) return 0;
  const before = buf[s - 1];
  if (before !== COMMA && before !== LF) return 0;
  // the row's end: a line feed within AHEAD bytes of the comma
  let e = i + 1;
  const stop = i + 1 + AHEAD;
  while (e < n && e < stop && buf[e] !== LF) e++;
  if (e >= stop) return 0;
  if (e >= n && !final) return MORE_INPUT;
  // a URI that opens its line may as well be one of a list of URLs, each with commas of
  // its own — "https://www.google.com/maps/@51.5074,-0.1278,15z", "…/bbox=11.54,48.14",
  // "…/upload/w_300,h_200,c_crop/sample.jpg": there the next field starts with a letter and
  // the rest of the row holds no "/"
  if (before === LF) {
    if (i + 1 >= e || !(CLASS[buf[i + 1]!]! & C_ALPHA)) return 0;
    for (let k = i + 1; k < e; k++) if (buf[k] === 0x2f) return 0;
  }
  // the row's start and the line before it, within BACK bytes of the URI (a window that
  // reaches past buf[0] means the input starts there: the scanner keeps more history)
  const floor = s - BACK;
  let a = s;
  while (a > 0 && buf[a - 1] !== LF) {
    a--;
    if (a <= floor) return 0;
  }
  if (a === 0) return 0; // no line before
  let p = a - 1;
  while (p > 0 && buf[p - 1] !== LF) {
    p--;
    if (p <= floor) return 0;
  }
  const row = separators(buf, a, e);
  return row >= 2 && row === separators(buf, p, a - 1) ? 1 : 0;
}

/**
 * the commas of buf[a, e) outside double-quoted fields; -1 when one is followed by a blank
 * (prose) or the line is blank
 */
function separators(buf: Uint8Array, a: number, e: number): number {
  if (e > a && buf[e - 1] === 0x0d) e--;
  if (e === a) return -1;
  let count = 0;
  let quoted = false;
  for (let k = a; k < e; k++) {
    const b = buf[k];
    if (b === 0x22) quoted = !quoted;
    else if (b === COMMA && !quoted) {
      const x = buf[k + 1];
      if (x === 0x20 || x === 0x09) return -1;
      count++;
    }
  }
  return count;
}
