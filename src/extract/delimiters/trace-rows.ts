/**
 * curl's `--trace-ascii` dump (curl's tool_cb_dbg.c, `dump` with its text mode): each row is
 * the offset in hex ("%04zx"), ": " and at most 64 bytes of the data, non-printable bytes as
 * "."; a row ends early only at the data's own CR LF. So a row of exactly 64 bytes that the
 * next offset (64 more) follows was cut at the dump's width, not by the data: a URI in a
 * header goes on past the next row's offset —
 *   "0000: Location: https://example.com/docs/a/v1/…/2024/abcdefghijklmnopqrstuv" LF
 *   "0040: wxyz/index.html"
 * is one URI (2396bis App. E: the reader drops what a line break put inside it).
 */
import { C_URI, CLASS } from "../chars.js";
import { MORE_INPUT } from "./more-input.js";

/** the bytes of data a row shows */
const ROW = 0x40;

/** the longest offset read ("%04zx" grows past four digits for data over 64 kB) */
const MAX_DIGITS = 8;

/**
 * At a line feed at i: when the line it ends is a trace row of exactly 64 bytes and the next
 * line is the row after it (its offset 64 more) with a URI byte first (or, `closing`, the ">"
 * of a `<…>` the row cut before it), the index of that byte; -1 when not; MORE_INPUT when the
 * next row's start is not in the input yet
 */
export function traceRowAfter(
  buf: Uint8Array,
  i: number,
  n: number,
  final: boolean,
  closing = false,
): number {
  if (buf[i] !== 0x0a) return -1;
  // the row's offset and ": " right before its 64 bytes, at the line's start
  const data = i - ROW;
  if (data < 6 || buf[data - 1] !== 0x20 || buf[data - 2] !== 0x3a) return -1;
  let k = data - 2;
  let digits = 0;
  while (k > 0 && digits < MAX_DIGITS && hexValue(buf[k - 1]!) >= 0) {
    k--;
    digits++;
  }
  if (digits < 4 || (k > 0 && buf[k - 1] !== 0x0a)) return -1;
  const offset = hexNumber(buf, k, data - 2);
  for (let t = data; t < i; t++) if (buf[t]! < 0x20 || buf[t]! > 0x7e) return -1;
  // the next row: its offset, ": ", and a URI byte
  let j = i + 1;
  const from = j;
  while (j < n && j - from < MAX_DIGITS + 1 && hexValue(buf[j]!) >= 0) j++;
  if (j + 2 >= n) return final ? -1 : MORE_INPUT;
  if (j - from < 4 || buf[j] !== 0x3a || buf[j + 1] !== 0x20) return -1;
  if (hexNumber(buf, from, j) !== offset + ROW) return -1;
  const x = buf[j + 2]!;
  return CLASS[x]! & C_URI || (closing && x === 0x3e) ? j + 2 : -1;
}

/** a lower-case hex digit's value (curl prints "%04zx"); -1 for any other byte */
function hexValue(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if (b >= 0x61 && b <= 0x66) return b - 0x57;
  return -1;
}

/** buf[from, to) read as a hex number */
function hexNumber(buf: Uint8Array, from: number, to: number): number {
  let v = 0;
  for (let k = from; k < to; k++) v = v * 16 + hexValue(buf[k]!);
  return v;
}
