/**
 * psql's `\pset format wrapped` in its two other line styles (PostgreSQL 15.18,
 * src/fe_utils/print.c: `unicode_style` and `pg_asciiformat_old`; the ascii style's "." marks
 * are table-cells.ts'). A value wider than its column is cut at the column's width and goes on
 * in the same column of the next line:
 *
 * - unicode: "…" (U+2026, `wrap_right`) ends the cut piece, right before the cell's border
 *   "│" or the line's end, and "…" (`wrap_left`) opens the next piece, right after the
 *   border at the same column — print_aligned_text and print_aligned_vertical:
 *
 *       │    1 │ broken since 2023-04-01 │ https://sub-domain.exam…│
 *       │      │                         │…ple.com/ñandú/zq0001/東…│
 *       url     │ https://sub-domain.example.co…
 *               │…m/ñandú/zq0001/東京
 *
 * - old-ascii: the marks are blanks (`wrap_right`, `wrap_left` " "); the column's divider on
 *   the next line is ";" (`midvrule_wrap`) instead of "|", the dividers of cells with
 *   nothing more to show are blank (`midvrule_blank`):
 *
 *       |    1 | broken since 2023-04-01 | https://sub-domain.exam |
 *       |                                ; ple.com/ñandú/zq0001/東 |
 *
 * Both marks are the table's, not the URI's. Only where the URI opens its cell (psql writes
 * one blank after the border, or the mark of the piece before) and the row's cells left of
 * it are blank on the next line or wrapped too (their text after a wrap mark), no ":" there.
 */
import { CR, LF, SP, TAB } from "../chars.js";
import { indexAtWidth, lineWidth } from "./line-width.js";
import { MORE_INPUT } from "./more-input.js";
import { borderAt, nextRow, row } from "./table-cells.js";

/** how far back the cell's border is looked for on the URI's line */
const MAX_LINE = 512;

/** "…" U+2026 at buf[p] (E2 80 A6) */
function ellipsisAt(buf: Uint8Array, p: number): boolean {
  return buf[p] === 0xe2 && buf[p + 1] === 0x80 && buf[p + 2] === 0xa6;
}

/** "│" (or "┃", "║": borderAt) at buf[p], all of it before e */
function boxAt(buf: Uint8Array, p: number, e: number): boolean {
  return p + 3 <= e && borderAt(buf, p, e) === 3;
}

/** the start of the line that holds buf[p], at most MAX_LINE back, or -1 */
function lineStart(buf: Uint8Array, p: number): number {
  let ls = p;
  while (ls > 0 && buf[ls - 1] !== LF && p - ls < MAX_LINE) ls--;
  return ls > 0 && buf[ls - 1] !== LF ? -1 : ls;
}

/**
 * psql's unicode linestyle: at buf[i] the "…" right after the URI's piece (which started at
 * s): where the URI goes on in the next line (past its "│…"), -1 when not, MORE_INPUT when
 * not known before n. `limit`: no byte at or past it is read (maxLength). The caller drops
 * buf[i, result).
 */
export function psqlUnicodeWrapAt(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
  limit: number,
): number {
  const after = i + 3;
  if (after >= n) return final ? -1 : MORE_INPUT;
  // the mark stands against the cell's right border, or ends the line (the row's last cell,
  // the expanded display)
  let right = -1;
  const b = buf[after]!;
  if (b !== LF && b !== CR) {
    const w = borderAt(buf, after, n);
    if (w === MORE_INPUT) return final ? -1 : MORE_INPUT;
    if (w !== 3) return -1;
    right = after;
  }
  // the cell's left border: "│ " before the URI, or "│…" before a piece this rule read on
  let left = -1;
  if (s >= 6 && ellipsisAt(buf, s - 3) && boxAt(buf, s - 6, s)) left = s - 6;
  else if (s >= 4 && buf[s - 1] === SP && boxAt(buf, s - 4, s)) left = s - 4;
  if (left < 0) return -1;
  const ls = lineStart(buf, left);
  if (ls < 0) return -1;
  const got = nextRow(buf, right >= 0 ? right + 3 : after, n, final, limit);
  if (got !== 1) return got;
  const { next, end: e } = row;
  // the same border at the same column, "…" right after it
  const a = indexAtWidth(buf, next, e, lineWidth(buf, ls, left));
  if (a < 0 || !boxAt(buf, a, e) || !ellipsisAt(buf, a + 3)) return -1;
  for (let k = 0; k < 3; k++) if (buf[a + k] !== buf[left + k]) return -1;
  // … before it, blanks and borders, and text only in a cell psql wrapped too ("│…s   │…zq0006":
  // the cell before goes on as well), no ":" (a URI there is never lost to the join)
  let wrapped = false;
  for (let j = next; j < a; ) {
    if (boxAt(buf, j, a)) {
      wrapped = ellipsisAt(buf, j + 3);
      j += wrapped ? 6 : 3;
    } else if (buf[j] === SP) {
      j++;
    } else if (!wrapped || buf[j] === 0x3a) {
      return -1;
    } else j++;
  }
  // the piece: no blank first; then its own "…" or blanks, up to the right border at the
  // same column (or the line's end)
  const t = a + 6;
  let k = t;
  while (k < e && buf[k] !== SP && buf[k] !== TAB && !ellipsisAt(buf, k) && !boxAt(buf, k, e)) {
    k++;
  }
  if (k === t) return -1;
  if (ellipsisAt(buf, k)) k += 3;
  else while (k < e && buf[k] === SP) k++;
  if (right < 0) return k === e ? t : -1;
  if (k !== indexAtWidth(buf, next, e, lineWidth(buf, ls, right)) || !boxAt(buf, k, e)) return -1;
  return t;
}

/** the column divider psql's old-ascii style writes: "|", ";" (a wrap), ":" (a newline) */
function oldAsciiDivider(b: number): boolean {
  return b === 0x7c || b === 0x3b || b === 0x3a;
}

/**
 * psql's old-ascii linestyle: at buf[i] the blank or line break right after the URI's piece
 * (which started at s, one blank after its cell's divider): where the URI goes on in the next
 * line (past its "; "), -1 when not, MORE_INPUT when not known before n. `limit`: no byte at
 * or past it is read (maxLength). The caller drops buf[i, result).
 */
export function psqlOldAsciiWrapAt(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
  limit: number,
): number {
  if (s < 2 || buf[s - 1] !== SP || !oldAsciiDivider(buf[s - 2]!)) return -1;
  const left = s - 2;
  // the URI is all its cell shows: blanks after it, then a divider or the line's end
  let k = i;
  while (k < n && k < limit && buf[k] === SP) k++;
  if (k >= limit) return -1;
  if (k >= n) return final ? -1 : MORE_INPUT;
  const b = buf[k]!;
  if (b !== LF && b !== CR && !oldAsciiDivider(b)) return -1;
  const ls = lineStart(buf, left);
  if (ls < 0) return -1;
  // (nextRow refuses a ":" in the rest of the line: another cell's URI)
  const got = nextRow(buf, oldAsciiDivider(b) ? k + 1 : k, n, final, limit);
  if (got !== 1) return got;
  const { next, end: e } = row;
  // ";" at the divider's column, then one blank and the piece; before it blanks, the table's
  // left "|", and text only in a cell psql wrapped too ("|      ; s        ; zq0006 |"), no ":"
  const a = indexAtWidth(buf, next, e, lineWidth(buf, ls, left));
  if (a < 0 || buf[a] !== 0x3b || buf[a + 1] !== SP) return -1;
  let wrapped = false;
  for (let j = next; j < a; j++) {
    const c = buf[j]!;
    if (c === 0x3b) wrapped = true;
    else if (c === 0x3a || (c !== SP && !wrapped && !(j === next && c === 0x7c))) return -1;
  }
  const t = a + 2;
  // (a piece may open with ":" or ";", a port's or a parameter's: "; :3000/")
  if (t >= e || buf[t] === SP || buf[t] === TAB || buf[t] === 0x7c) return -1;
  return t;
}
