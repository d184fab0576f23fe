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
 * there is never lost to the join. Columns are counted as a terminal shows them (a CJK
 * character takes two: line-width.ts).
 *
 * psql's `\pset format wrapped` marks a value it wrapped inside a cell with a "." against
 * the border on both sides of the break (its ascii linestyle; the database-output hunt):
 *
 *     |    1 | broken since 2023  | https://sub-domain.example.com/ñandú/zq.|
 *     |      |                    |.0001/東京                               |
 *
 * Both dots are the table's, not the URI's (`cellWrap.marker`: the caller drops the one
 * before the border too).
 */
import { csiRunEnd, MORE_BYTES } from "../ansi.js";
import { C_ALNUM, C_ALPHA, C_SCHEME, CLASS, CR, characters, LF, SP, TAB } from "../chars.js";
import { isRegisteredBytes } from "../scheme-registry.js";
import { indexAtWidth, lineWidth } from "./line-width.js";
import { MORE_INPUT } from "./more-input.js";

const PIPE = 0x7c;
const ESC = 0x1b;

/** how far back the cell's left "|" is looked for on the URI's line */
const MAX_CELL = 512;

/** what tableCellWrapAt found besides the index: `marker` 1 when psql's wrap marks were read */
export const cellWrap = { marker: 0 };

/** the next row's line (nextRow): where it starts, and ends before its line break */
export const row = { next: 0, end: 0 };

/**
 * The rest of the URI's line from k holds no ":" (another cell's URI, which the join would
 * lose), and the next line is in the input: 1, its bounds in `row`; -1 when not (or past
 * `limit`, maxLength); MORE_INPUT when not known before n
 */
export function nextRow(
  buf: Uint8Array,
  k: number,
  n: number,
  final: boolean,
  limit: number,
): number {
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
  row.next = next;
  row.end = e;
  return 1;
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
  cellWrap.marker = 0;
  // the cell's left "|" on the URI's line, the URI right after it (or after its blanks),
  // and the line opening with "|"
  let left = s - 1;
  // (a piece psql's marks opened, "|.0001/…": its "|" is the cell's)
  if (s >= 2 && buf[s - 1] === 0x2e && buf[s - 2] === PIPE) left = s - 2;
  while (left >= 0 && s - left < MAX_CELL && (buf[left] === SP || buf[left] === TAB)) left--;
  if (left < 0 || buf[left] !== PIPE) return -1;
  let ls = left;
  while (ls > 0 && buf[ls - 1] !== LF && left - ls < MAX_CELL) ls--;
  if (ls > 0 && buf[ls - 1] !== LF) return -1;
  // (psql's border 1 opens no line with "|": its wrap marks alone tell the cell goes on)
  const markBefore = buf[r - 1] === 0x2e;
  if (buf[ls] !== PIPE && !markBefore) return -1;
  const got = nextRow(buf, r + 1, n, final, limit);
  if (got !== 1) return got;
  const { next, end: e } = row;
  if (buf[next] !== PIPE && !markBefore) return -1;
  // the same two columns hold "|" on the next line: as a terminal shows them (psql, rich),
  // else counted in characters (a table padded by character count, as Go's tabwriter pads)
  let a = sameCellBorders(buf, ls, left, r, next, e, true);
  if (a < 0) a = sameCellBorders(buf, ls, left, r, next, e, false);
  if (a < 0) return -1;
  const z = cellBorders.right;
  // the cell's text opens right after its "|" (a cut word's rest), no ":" before it
  for (let j = next; j < a; j++) if (buf[j] === 0x3a) return -1;
  const x = buf[a + 1]!;
  if (a + 1 >= z || x === SP || x === TAB || x === PIPE) return -1;
  // psql's wrap marks: "." before the border, "." after the next line's (a URI's "." is
  // never doubled across a cut: a "." against both borders is the table's)
  if (markBefore && x === 0x2e && a + 2 < z && buf[a + 2] !== SP) {
    let end = a + 2;
    while (end < z && buf[end] !== SP && buf[end] !== TAB) end++;
    for (let j = end; j < z; j++) if (buf[j] !== SP && buf[j] !== TAB) return -1;
    if (!blankCellOn(buf, next, e, a)) return -1;
    cellWrap.marker = 1;
    return a + 2;
  }
  if (buf[ls] !== PIPE || buf[next] !== PIPE) return -1;
  // … and is no item of its own: no "://" (a table's next row with its own URI, aligned:
  // "|https://a.example/x|" LF "|https://b.example/y|"), no "@", no blank inside ("See the
  // section above"), not a capitalized word ("Item2", "Total") nor a host name
  // ("wiki.example.io", "www.…")
  let end = z;
  while (end > a + 1 && (buf[end - 1] === SP || buf[end - 1] === TAB)) end--;
  if (opensWithScheme(buf, a + 1, end)) return -1;
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

/**
 * The vertical border of a text table at buf[p]: "|" (1 byte), or box drawing's "│" U+2502,
 * "┃" U+2503 or "║" U+2551 (3 bytes) — its length; 0 when none; MORE_INPUT when not known
 * before n
 */
export function borderAt(buf: Uint8Array, p: number, n: number): number {
  const b = buf[p]!;
  if (b === PIPE) return 1;
  if (b !== 0xe2) return 0;
  if (p + 2 >= n) return MORE_INPUT;
  const x = buf[p + 1]!;
  const y = buf[p + 2]!;
  return (x === 0x94 && (y === 0x82 || y === 0x83)) || (x === 0x95 && y === 0x91) ? 3 : 0;
}

/** the border that ends right before buf[e] (`borderAt`'s, read backwards): its start, or -1 */
function borderBefore(buf: Uint8Array, e: number): number {
  if (e >= 1 && buf[e - 1] === PIPE) return e - 1;
  if (e >= 3 && buf[e - 3] === 0xe2 && borderAt(buf, e - 3, e) === 3) return e - 3;
  return -1;
}

/** past the CSI sequences at buf[k] (a coloured table's: ESC "[" … "m"); MORE_INPUT when cut by n */
function pastCsi(buf: Uint8Array, k: number, n: number): number {
  if (buf[k] !== ESC) return k;
  const e = csiRunEnd(buf, k, n);
  return e === MORE_BYTES ? MORE_INPUT : e;
}

/** the characters of buf[a, e) that show: CSI sequences skipped */
function visibleColumns(buf: Uint8Array, a: number, e: number): number {
  let c = 0;
  for (let k = a; k < e; ) {
    if (buf[k] === ESC) {
      const t = pastCsi(buf, k, e);
      if (t > k) {
        k = t;
        continue;
      }
    }
    if ((buf[k]! & 0xc0) !== 0x80) c++;
    k++;
  }
  return c;
}

/** the index of the character shown at column `col` of the line buf[ls, e), or -1 */
function atVisibleColumn(buf: Uint8Array, ls: number, e: number, col: number): number {
  let c = 0;
  for (let k = ls; k < e; ) {
    if (buf[k] === ESC) {
      const t = pastCsi(buf, k, e);
      if (t > k) {
        k = t;
        continue;
      }
    }
    if ((buf[k]! & 0xc0) !== 0x80) {
      if (c === col) return k;
      c++;
    }
    k++;
  }
  return -1;
}

/** the character shown at column `col` of the line buf[ls, e) is the same border as buf[p, p+w) */
function sameBorderAt(buf: Uint8Array, ls: number, e: number, col: number, p: number, w: number) {
  const a = atVisibleColumn(buf, ls, e, col);
  if (a < 0 || a + w > e) return -1;
  for (let k = 0; k < w; k++) if (buf[a + k] !== buf[p + k]) return -1;
  return a;
}

/** past blanks and CSI sequences from k (at most `max` blanks); the blanks in `pads.n` */
const pads = { n: 0 };
function pastPadding(buf: Uint8Array, k: number, n: number, max: number): number {
  pads.n = 0;
  for (;;) {
    const t = pastCsi(buf, k, n);
    if (t === MORE_INPUT) return MORE_INPUT;
    k = t;
    if (k >= n || buf[k] !== SP || pads.n > max) return k;
    pads.n++;
    k++;
  }
}

/** the most blanks of a cell's padding */
const MAX_PAD = 2;

/**
 * A bare URI that fills a text table's cell up to its padding and border — cli-table3's and
 * rich's tables (npm audit's, a vulnerability scanner's report), ASCII or box-drawing — cut
 * at the cell's width and continued in the same cell of the next row:
 *
 *     │ pkg0  │ https://security.example.com/r │
 *     │       │ oot/advisory/x                 │
 *
 * At buf[i], right after the URI's piece (its cell started at or before s): the blanks of
 * the padding (as many as open the next row's cell) and the border; the next line has the
 * same borders at the same columns, its cell's text a piece of a URI (tableCellWrapAt's
 * tests) and another of its cells blank. The index of that text, -1 when not, MORE_INPUT
 * when not known before n. (The plain "|" right after the URI is tableCellWrapAt's.)
 */
export function paddedCellWrapAt(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
  limit: number,
): number {
  const r = pastPadding(buf, i, n, MAX_PAD);
  if (r === MORE_INPUT || r >= n) return final ? -1 : MORE_INPUT;
  const pad = pads.n;
  if (pad > MAX_PAD) return -1;
  const w = borderAt(buf, r, n);
  if (w === MORE_INPUT) return final ? -1 : MORE_INPUT;
  if (w === 0 || (w === 1 && pad === 0)) return -1;
  // the cell's left border, of the same kind, on the URI's line, and one opening the line
  let left = -1;
  for (let k = s; k > 0 && s - k < MAX_CELL; k--) {
    if (buf[k - 1] === LF) return -1;
    const b = borderBefore(buf, k);
    if (b >= 0 && k - b === w) {
      left = b;
      break;
    }
  }
  if (left < 0) return -1;
  let ls = left;
  while (ls > 0 && buf[ls - 1] !== LF && left - ls < MAX_CELL) ls--;
  if (ls > 0 && buf[ls - 1] !== LF) return -1;
  const first = pastPadding(buf, ls, left + 1, MAX_CELL);
  if (first === MORE_INPUT || borderAt(buf, first, n) !== w) return -1;
  const got = nextRow(buf, r + w, n, final, limit);
  if (got !== 1) return got;
  const { next, end: e } = row;
  const leftCol = visibleColumns(buf, ls, left);
  const rightCol = visibleColumns(buf, ls, r);
  const a = sameBorderAt(buf, next, e, leftCol, left, w);
  if (a < 0) return -1;
  const z = sameBorderAt(buf, next, e, rightCol, r, w);
  if (z < 0) return -1;
  // the cell's text: the same padding, then a piece of a URI and blanks to the border
  const t = pastPadding(buf, a + w, z, MAX_PAD);
  if (t === MORE_INPUT || pads.n !== pad || t >= z) return -1;
  const x = buf[t]!;
  if (x === SP || x === TAB || x === ESC || borderAt(buf, t, e) > 0) return -1;
  let end = t;
  while (end < z && buf[end] !== SP && buf[end] !== TAB && buf[end] !== ESC) end++;
  const rest = pastPadding(buf, end, z, MAX_CELL);
  if (rest !== z) return -1;
  for (let j = next; j < a; j++) if (buf[j] === 0x3a) return -1;
  if (opensWithScheme(buf, t, end)) return -1;
  let dots = 0;
  let hostLike = true;
  let letters = true;
  for (let j = t; j < end; j++) {
    const b = buf[j]!;
    if (b === 0x40 || b === PIPE) return -1;
    if (b === 0x3a && buf[j + 1] === 0x2f && buf[j + 2] === 0x2f) return -1;
    if (b === 0x2e) dots++;
    else if (!(CLASS[b]! & C_ALNUM) && b !== 0x2d) hostLike = false;
    if (!((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a)) letters = false;
  }
  // (a capitalized word is a row's own text, "Total"; a piece with digits or a URI's
  // punctuation is not: "CN=K.SM0_,OU=2axb", "E2%82%AC10", "CVE-2023-1")
  if (x >= 0x41 && x <= 0x5a && letters) return -1;
  if (hostLike && dots > 0 && (CLASS[x]! & C_ALNUM) !== 0) return -1;
  // the next line continues a row: another of its cells is blank
  return blankBoxCellOn(buf, next, e, a, w) ? t : -1;
}

/** the line buf[ls, e) has a cell of blanks only (borders of width w), other than the one at a */
function blankBoxCellOn(buf: Uint8Array, ls: number, e: number, a: number, w: number): boolean {
  let open = -1;
  for (let j = ls; j < e; ) {
    const b = borderAt(buf, j, e);
    if (b !== w) {
      j++;
      continue;
    }
    if (open >= 0 && open !== a && j - open > w && pastPadding(buf, open + w, j, MAX_CELL) === j) {
      return true;
    }
    open = j;
    j += w;
  }
  return false;
}

/**
 * psql's wrap marks where the cell is the row's last, or in its expanded display (`\x`):
 * the URI's line ends with "." right after the URI, the cell's left border ("|") opens it
 * on the URI's line, and the next line has "|" at the same column with "." right after it,
 * nothing but blanks and borders before it (the row's other cells are blank) and blanks
 * after the piece it continues with:
 *
 *     url     | https://sub-domain.example.co.
 *             |.m/ñandú/zq0001/東京
 *
 * At buf[i], the line break right after that ".": the index of the piece (past the "|."),
 * -1 when not, MORE_INPUT when not known before n. The caller drops the "." before i too.
 */
export function psqlLineWrapAt(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
  limit: number,
): number {
  if (buf[i - 1] !== 0x2e) return -1;
  let left = s - 1;
  if (s >= 2 && buf[s - 1] === 0x2e && buf[s - 2] === PIPE) {
    // a piece this rule read on ("|.m/…" LF): its own "|." opens the cell
    left = s - 2;
  } else {
    while (left >= 0 && s - left < MAX_CELL && (buf[left] === SP || buf[left] === TAB)) left--;
    if (left < 0 || buf[left] !== PIPE || left === s - 1) return -1;
  }
  let ls = left;
  while (ls > 0 && buf[ls - 1] !== LF && left - ls < MAX_CELL) ls--;
  if (ls > 0 && buf[ls - 1] !== LF) return -1;
  const got = nextRow(buf, i, n, final, limit);
  if (got !== 1) return got;
  const { next, end: e } = row;
  const a = indexAtWidth(buf, next, e, lineWidth(buf, ls, left));
  if (a < 0 || buf[a] !== PIPE || buf[a + 1] !== 0x2e) return -1;
  for (let j = next; j < a; j++) if (buf[j] !== SP && buf[j] !== PIPE) return -1;
  let k = a + 2;
  if (k >= e || buf[k] === SP || buf[k] === TAB || buf[k] === PIPE) return -1;
  while (k < e && buf[k] !== SP && buf[k] !== TAB && buf[k] !== PIPE) k++;
  for (; k < e; k++) if (buf[k] !== SP && buf[k] !== TAB) return -1;
  return a + 2;
}

/**
 * buf[t, end) opens with a registered scheme and its ":" — the next row's own URI
 * ("urn:ietf:params:…" under a cell's "file://…/export/" that filled it: sqlite's markdown
 * table, the database-output hunt), not the rest of the one above
 */
function opensWithScheme(buf: Uint8Array, t: number, end: number): boolean {
  if (!(CLASS[buf[t]!]! & C_ALPHA)) return false;
  let k = t + 1;
  while (k < end && k - t < 32 && CLASS[buf[k]!]! & C_SCHEME) k++;
  return k < end && buf[k] === 0x3a && isRegisteredBytes(buf, t, k);
}

/** the right border sameCellBorders found */
const cellBorders = { right: -1 };

/**
 * The line buf[next, e) has "|" at the columns of the cell buf[left] … buf[r] of the line at
 * ls, counted by display width (`byWidth`) or in characters: the left one's index (the right
 * one's in `cellBorders.right`), or -1
 */
function sameCellBorders(
  buf: Uint8Array,
  ls: number,
  left: number,
  r: number,
  next: number,
  e: number,
  byWidth: boolean,
): number {
  const col = byWidth ? lineWidth(buf, ls, left) : characters(buf, ls, left);
  const width = byWidth ? lineWidth(buf, left + 1, r) : characters(buf, left + 1, r);
  const at = byWidth ? indexAtWidth : indexAtCharacter;
  const a = at(buf, next, e, col);
  if (a < 0 || buf[a] !== PIPE) return -1;
  const z = at(buf, a + 1, e, width);
  if (z < 0 || buf[z] !== PIPE) return -1;
  cellBorders.right = z;
  return a;
}

/** the index of the `col`-th character of buf[a, e), or -1 */
function indexAtCharacter(buf: Uint8Array, a: number, e: number, col: number): number {
  let c = 0;
  for (let j = a; j < e; j++) {
    if ((buf[j]! & 0xc0) === 0x80) continue;
    if (c === col) return j;
    c++;
  }
  return -1;
}
