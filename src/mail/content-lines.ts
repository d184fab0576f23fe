/**
 * Unfolding of iCalendar and vCard content lines (RFC 5545 §3.1, RFC 6350 §3.2): a line
 * longer than 75 octets is split by a line break and one blank, "removing the CRLF and the
 * linear white-space character that immediately follows" restores it. In a mail part of
 * such a type the text scanner then sees a meeting link of a long DESCRIPTION whole. Bare
 * LF breaks are unfolded too (a part saved through a Unix tool).
 *
 * A record found in the unfolded text is then given back its place in the part as written
 * (`JoinedPart.restore`): its offsets, line and column are the folded text's, its `raw` the
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

/**
 * A part's text read joined (its folds unfolded, or its flowed paragraphs joined) and where
 * its bytes were dropped.
 */
export class JoinedPart {
  /** the joined bytes */
  readonly bytes: Buffer;
  /** the part's bytes as written */
  readonly original: Buffer;
  /**
   * the drops, three numbers each: the offset in `bytes` where bytes were removed, how many,
   * and 1 when they held a line break (a fold, a soft break: the URI across it is wrapped)
   * or 0 (a carriage return alone, a quote marker), in the order of the text
   */
  readonly drops: number[];
  /** a cursor over `original`'s lines, for `restore`: an offset, its line, its line's start */
  private at = 0;
  private atLine = 1;
  private atLineStart = 0;
  /** a cursor over `drops`, for `restore`: an offset in `bytes`, the drops before it, their bytes */
  private dropsAt = 0;
  private dropIndex = 0;
  private dropShift = 0;

  constructor(bytes: Buffer, original: Buffer, drops: number[]) {
    this.bytes = bytes;
    this.original = original;
    this.drops = drops;
  }

  /**
   * The record `f`, found in `bytes`, moved to its place in `original` (in place): start and
   * end, line and column, raw, and `wrapped` when a fold lies inside it.
   */
  restore(f: Found): void {
    const drops = this.drops;
    if (drops.length === 0) return;
    // drops before the start (one right at it: the record begins after that drop), counted
    // on from the last record's (records come in the text's order: linear in all)
    if (f.start < this.dropsAt) {
      this.dropsAt = 0;
      this.dropIndex = 0;
      this.dropShift = 0;
    }
    let k = this.dropIndex;
    let shift = this.dropShift;
    for (; k < drops.length && drops[k]! <= f.start; k += 3) shift += drops[k + 1]!;
    this.dropsAt = f.start;
    this.dropIndex = k;
    this.dropShift = shift;
    const start = f.start + shift;
    // … and inside: a fold right at the end is after the record
    let inside = false;
    let dropped = false;
    for (; k < drops.length && drops[k]! < f.end; k += 3) {
      shift += drops[k + 1]!;
      dropped = true;
      if (drops[k + 2] === 1) inside = true;
    }
    const end = f.end + shift;
    f.start = start;
    f.end = end;
    if (inside) f.wrapped = true;
    if (dropped) f.raw = decodeUtf8OrWindows1252(this.original, start, end);
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

/** `text` unfolded, with its folds as drops (see unfoldContentLines) */
export function unfold(text: Buffer | string): JoinedPart {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const drops: number[] = [];
  let lf = bytes.indexOf(10);
  while (lf >= 0 && !foldAt(bytes, lf)) lf = bytes.indexOf(10, lf + 1);
  if (lf < 0) return new JoinedPart(bytes, bytes, drops);
  const out = Buffer.allocUnsafe(bytes.length);
  let len = 0;
  let from = 0;
  for (; lf >= 0; lf = bytes.indexOf(10, lf + 1)) {
    if (!foldAt(bytes, lf)) continue;
    const end = lf > from && bytes[lf - 1] === 0x0d ? lf - 1 : lf;
    len += bytes.copy(out, len, from, end);
    drops.push(len, lf + 2 - end, 1);
    from = lf + 2;
  }
  len += bytes.copy(out, len, Math.min(from, bytes.length));
  return new JoinedPart(out.subarray(0, len), bytes, drops);
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
 * break; libmime also drops the CR of every CRLF) — read off the two texts in one pass,
 * each byte of `decoded` matched with the first equal byte of `original` left, except that
 * past a dropped line break the next line's quote markers, as deep as the line broken
 * (§4.5), and its stuffing space (§4.4) are dropped first: the ">" that a quoted line's
 * text opens with (`> >` after a soft break) is the text's, not its marker. null when
 * `decoded` is no such text, or drops nothing.
 */
export function droppedFrom(original: Buffer, decoded: Buffer): JoinedPart | null {
  const drops: number[] = [];
  let i = 0;
  let j = 0;
  const n = original.length;
  const m = decoded.length;
  // where the line of original[i] starts
  let line = 0;
  while (j < m) {
    if (i >= n) return null;
    const b = original[i]!;
    if (b === decoded[j]) {
      if (b === 0x0a) line = i + 1;
      i++;
      j++;
      continue;
    }
    const from = i;
    let brk = 0;
    while (i < n && original[i] !== decoded[j]) {
      if (original[i] === 0x0a) {
        // the broken line's quote depth, then as many ">" and a space on the next line
        let depth = 0;
        while (original[line + depth] === 0x3e) depth++;
        line = ++i;
        brk = 1;
        let d = 0;
        while (d < depth && i < n && original[i] === 0x3e) {
          i++;
          d++;
        }
        if (d === depth && i < n && original[i] === 0x20) i++;
        continue;
      }
      i++;
    }
    drops.push(j, i - from, brk);
  }
  if (i < n) drops.push(m, n - i, 0);
  return drops.length === 0 ? null : new JoinedPart(decoded, original, drops);
}
