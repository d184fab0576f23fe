/**
 * A bare URI wrapped inside a text table's cell: antiword prints a Word table with "|" between
 * the cells and wraps a cell's text at the cell's width, a long word cut where the cell ends
 * and continued in the same cell of the next row:
 *
 *     |Item 0             |https://kestrel.example.org/n|see page 3.           |
 *     |                   |ectar/10/                    |                      |
 *
 * The URI fills its cell to the "|" and the next line has "|" at the same two columns: the
 * URI goes on with that cell's text (2396bis App. E: whitespace a line break put inside a URI
 * is no part of it). Not when a ":" stands in the bytes skipped (the other cells): a URI
 * there is never lost to the join.
 */
import { C_ALNUM, CLASS, CR, characters, LF, SP, TAB } from "../chars.js";
import { MORE_INPUT } from "./more-input.js";

const PIPE = 0x7c;

/** how far back the cell's left "|" is looked for on the URI's line */
const MAX_CELL = 512;

/** the index at column `col` of the line starting at ls (before its end e), or -1 */
function atColumn(buf: Uint8Array, ls: number, e: number, col: number): number {
  let c = 0;
  for (let j = ls; j < e; j++) {
    if ((buf[j]! & 0xc0) === 0x80) continue;
    if (c === col) return j;
    c++;
  }
  return -1;
}

/**
 * The URI that starts at s ends at the "|" at buf[r]: where it goes on in the same cell of
 * the next row (the index after the "|" at the cell's left column), or -1; MORE_INPUT when
 * that is not known before n. `limit`: no byte at or past it is read (maxLength).
 */
export function tableCellWrapAt(
  buf: Uint8Array,
  s: number,
  r: number,
  n: number,
  final: boolean,
  limit: number,
): number {
  // the cell's left "|" on the URI's line, the URI right after it (or after its blanks),
  // and the line opening with "|"
  let left = s - 1;
  while (left >= 0 && s - left < MAX_CELL && (buf[left] === SP || buf[left] === TAB)) left--;
  if (left < 0 || buf[left] !== PIPE) return -1;
  let ls = left;
  while (ls > 0 && buf[ls - 1] !== LF && left - ls < MAX_CELL) ls--;
  if (ls > 0 && buf[ls - 1] !== LF) return -1;
  if (buf[ls] !== PIPE) return -1;
  // the rest of the line: no ":" (another cell's URI), then the next line
  let k = r + 1;
  for (;;) {
    if (k >= limit) return -1;
    if (k >= n) return final ? -1 : MORE_INPUT;
    const b = buf[k]!;
    if (b === LF) break;
    if (b === 0x3a) return -1;
    k++;
  }
  const next = k + 1;
  let e = next;
  for (;;) {
    if (e >= limit) return -1;
    if (e >= n) {
      if (!final) return MORE_INPUT;
      break;
    }
    if (buf[e] === LF) break;
    e++;
  }
  if (e > next && buf[e - 1] === CR) e--;
  if (buf[next] !== PIPE) return -1;
  // the same two columns hold "|" on the next line
  const leftCol = characters(buf, ls, left);
  const rightCol = leftCol + 1 + characters(buf, left + 1, r);
  const a = atColumn(buf, next, e, leftCol);
  if (a < 0 || buf[a] !== PIPE) return -1;
  const z = atColumn(buf, a + 1, e, rightCol - leftCol - 1);
  if (z < 0 || buf[z] !== PIPE) return -1;
  // the cell's text opens right after its "|" (a cut word's rest), no ":" before it
  for (let j = next; j < a; j++) if (buf[j] === 0x3a) return -1;
  const x = buf[a + 1]!;
  if (a + 1 >= z || x === SP || x === TAB || x === PIPE) return -1;
  // … and is no item of its own: no "://" (a table's next row with its own URI, aligned:
  // "|https://a.example/x|" LF "|https://b.example/y|"), no "@", no blank inside ("See the
  // section above"), not a capitalized word ("Item2", "Total") nor a host name
  // ("wiki.example.io", "www.…")
  let end = z;
  while (end > a + 1 && (buf[end - 1] === SP || buf[end - 1] === TAB)) end--;
  let dots = 0;
  let hostLike = true;
  for (let j = a + 1; j < end; j++) {
    const b = buf[j]!;
    if (b === SP || b === TAB || b === 0x40) return -1;
    if (b === 0x3a && buf[j + 1] === 0x2f && buf[j + 2] === 0x2f) return -1;
    if (b === 0x2e) dots++;
    else if (!(CLASS[b]! & C_ALNUM) && b !== 0x2d) hostLike = false;
  }
  if (x >= 0x41 && x <= 0x5a) return -1;
  if (hostLike && dots > 0 && (CLASS[x]! & C_ALNUM) !== 0) return -1;
  // the next line continues a row: one of its other cells is blank (antiword's "|       |"
  // where the row's other texts ended); a table's next row, or the rule under its header
  // ("|---|---|"), fills every cell
  return blankCellOn(buf, next, e, a) ? a + 1 : -1;
}

/** the line buf[ls, e) has a cell of blanks only, other than the one whose "|" is at a */
function blankCellOn(buf: Uint8Array, ls: number, e: number, a: number): boolean {
  let open = ls;
  for (let j = ls + 1; j < e; j++) {
    if (buf[j] !== PIPE) continue;
    if (open !== a && j - open > 1) {
      let blank = true;
      for (let k = open + 1; k < j && blank; k++) blank = buf[k] === SP || buf[k] === TAB;
      if (blank) return true;
    }
    open = j;
  }
  return false;
}
