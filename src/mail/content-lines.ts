/**
 * Unfolding of iCalendar and vCard content lines (RFC 5545 §3.1, RFC 6350 §3.2): a line
 * longer than 75 octets is split by a line break and one blank, "removing the CRLF and the
 * linear white-space character that immediately follows" restores it. In a mail part of
 * such a type the text scanner then sees a meeting link of a long DESCRIPTION whole. Bare
 * LF breaks are unfolded too (a part saved through a Unix tool).
 *
 * A record found in the unfolded text is then given back its place in the part as written
 * (`Unfolded.restore`): its offsets, line and column are the folded text's, its `raw` the
 * folded bytes, and a URI that a fold ran through is `wrapped` (DESIGN.md's Found: "start,
 * end: byte offsets of raw in the input (for mail: in the decoded part)").
 */
import { decodeUtf8OrWindows1252 } from "../extract/found.js";
import type { Found } from "../extract/types.js";

/**
 * `text` (UTF-8 bytes, or a string decoded from the part's charset) with every line break
 * that a blank follows removed, with that blank: one pass, into one buffer no longer than
 * the input (the input itself when nothing is folded)
 */
export function unfoldContentLines(text: Buffer | string): Buffer {
  return unfold(text).bytes;
}

/** The unfolded text of a part and where its folds were. */
export class Unfolded {
  /** the unfolded bytes */
  readonly bytes: Buffer;
  /** the part's bytes as written */
  readonly original: Buffer;
  /**
   * the folds, two numbers each: the offset in `bytes` where one was removed, and how many
   * bytes it held (its line break and blank), in the order of the text
   */
  readonly folds: number[];
  /** a cursor over `original`'s lines, for `restore`: an offset, its line, its line's start */
  private at = 0;
  private atLine = 1;
  private atLineStart = 0;
  /** a cursor over `folds`, for `restore`: an offset in `bytes`, the folds before it, their bytes */
  private foldsAt = 0;
  private foldIndex = 0;
  private foldShift = 0;

  constructor(bytes: Buffer, original: Buffer, folds: number[]) {
    this.bytes = bytes;
    this.original = original;
    this.folds = folds;
  }

  /**
   * The record `f`, found in `bytes`, moved to its place in `original` (in place): start and
   * end, line and column, raw, and `wrapped` when a fold lies inside it.
   */
  restore(f: Found): void {
    const folds = this.folds;
    if (folds.length === 0) return;
    // folds before the start (one right at it: the record begins after that fold), counted
    // on from the last record's (records come in the text's order: linear in all)
    if (f.start < this.foldsAt) {
      this.foldsAt = 0;
      this.foldIndex = 0;
      this.foldShift = 0;
    }
    let k = this.foldIndex;
    let shift = this.foldShift;
    for (; k < folds.length && folds[k]! <= f.start; k += 2) shift += folds[k + 1]!;
    this.foldsAt = f.start;
    this.foldIndex = k;
    this.foldShift = shift;
    const start = f.start + shift;
    // … and inside: a fold right at the end is after the record
    let inside = false;
    for (; k < folds.length && folds[k]! < f.end; k += 2) {
      shift += folds[k + 1]!;
      inside = true;
    }
    const end = f.end + shift;
    f.start = start;
    f.end = end;
    if (inside) {
      f.wrapped = true;
      f.raw = decodeUtf8OrWindows1252(this.original, start, end);
    }
    this.place(f, start);
  }

  /** line and column (1-based; the column in bytes) of `original`[start] */
  private place(f: Found, start: number): void {
    if (start < this.at) {
      this.at = 0;
      this.atLine = 1;
      this.atLineStart = 0;
    }
    const o = this.original;
    let lf = o.indexOf(10, this.at);
    while (lf >= 0 && lf < start) {
      this.atLine++;
      this.atLineStart = lf + 1;
      lf = o.indexOf(10, lf + 1);
    }
    this.at = start;
    f.line = this.atLine;
    f.column = start - this.atLineStart + 1;
  }
}

/** `text` unfolded, with the folds' places (see unfoldContentLines) */
export function unfold(text: Buffer | string): Unfolded {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const folds: number[] = [];
  let lf = bytes.indexOf(10);
  while (lf >= 0 && !foldAt(bytes, lf)) lf = bytes.indexOf(10, lf + 1);
  if (lf < 0) return new Unfolded(bytes, bytes, folds);
  const out = Buffer.allocUnsafe(bytes.length);
  let len = 0;
  let from = 0;
  for (; lf >= 0; lf = bytes.indexOf(10, lf + 1)) {
    if (!foldAt(bytes, lf)) continue;
    const end = lf > from && bytes[lf - 1] === 0x0d ? lf - 1 : lf;
    len += bytes.copy(out, len, from, end);
    folds.push(len, lf + 2 - end);
    from = lf + 2;
  }
  len += bytes.copy(out, len, Math.min(from, bytes.length));
  return new Unfolded(out.subarray(0, len), bytes, folds);
}

/** the line feed at buf[lf] is a fold's: a blank follows it */
function foldAt(buf: Buffer, lf: number): boolean {
  const x = buf[lf + 1];
  return x === 0x20 || x === 0x09;
}

/**
 * The places where `decoded` dropped bytes of `original`, when it is `original` with bytes
 * dropped and nothing else (format=flowed decoding, RFC 3676 §4.2: soft breaks, quote
 * markers of continuation lines, space-stuffing and, with DelSp=yes, the space before a
 * break) — read off the two texts in one pass, each byte of `decoded` matched with the first
 * equal byte of `original` left; null when `decoded` is no such text, or drops nothing
 */
export function droppedFrom(original: Buffer, decoded: Buffer): Unfolded | null {
  const folds: number[] = [];
  let i = 0;
  let j = 0;
  const n = original.length;
  const m = decoded.length;
  while (j < m) {
    if (i >= n) return null;
    if (original[i] === decoded[j]) {
      i++;
      j++;
      continue;
    }
    const from = i;
    while (i < n && original[i] !== decoded[j]) i++;
    folds.push(j, i - from);
  }
  if (i < n) folds.push(m, n - i);
  return folds.length === 0 ? null : new Unfolded(decoded, original, folds);
}
