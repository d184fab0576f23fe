/**
 * Lazy line/column tracking: newlines are counted only between the positions asked for
 * (records, `<` for quote depth, and the point where the scanner drops bytes), never
 * revisited. Counting is word-at-a-time (four bytes per step, a SWAR zero-byte count) —
 * an indexOf per line costs more than the scan itself on short-lined text.
 * Lines end at LF (a CRLF's CR stays on its line); line and column are 1-based, column
 * in bytes.
 */

import { indexOfIn } from "./memchr.js";

let viewOf: ArrayBufferLike | null = null;
/** the last array whose buffer `words` views (an identity test is cheaper than `.buffer`) */
let viewFor: Uint8Array | null = null;
let words: Int32Array<ArrayBufferLike> = new Int32Array(0);

/**
 * LF bytes in the 32-bit words u[w, wEnd), an even number of them: each word's bytes equal to 0x0A become zero and
 * the zero bytes are found exactly (~((x & 0x7f…) + 0x7f…) | x) & 0x80…, no carries between
 * bytes). Two words per step, their hits added into per-byte counters that are summed every
 * 127 steps (a byte counts at most 254): no multiply per word, and ~1.5× the speed of one
 * word and one Math.imul per step on the RFC corpus. Int32Array, so that every value stays
 * an int32 in the optimized loop. A function of its own, so that its type feedback never
 * depends on whether countLf's callers had long spans yet (inlined into countLf before
 * any long span, V8 deoptimized this loop hundreds of times on the first pass). No branch
 * for an odd last word: a rarely taken one had no type feedback when the loop was compiled
 * on stack, and the CLI's cold pass deoptimized at it ~36 times (15% of its time).
 */
function countLfWords(u: Int32Array<ArrayBufferLike>, w: number, wEnd: number): number {
  let count = 0;
  while (w < wEnd) {
    const stop = w + Math.min(254, wEnd - w);
    let acc = 0;
    for (; w < stop; w += 2) {
      const x = u[w]! ^ 0x0a0a0a0a;
      const y = u[w + 1]! ^ 0x0a0a0a0a;
      const zx = (~(((x & 0x7f7f7f7f) + 0x7f7f7f7f) | x) & 0x80808080) >>> 7;
      const zy = (~(((y & 0x7f7f7f7f) + 0x7f7f7f7f) | y) & 0x80808080) >>> 7;
      acc = (acc + zx + zy) | 0;
    }
    acc = (acc & 0x00ff00ff) + ((acc >>> 8) & 0x00ff00ff);
    count += (acc & 0xffff) + (acc >>> 16);
  }
  return count;
}

/** number of LF bytes in buf[from, to) */
export function countLf(buf: Uint8Array, from: number, to: number): number {
  let count = 0;
  let k = from;
  const bo = buf.byteOffset;
  while (k < to && ((bo + k) & 3) !== 0) {
    if (buf[k] === 0x0a) count++;
    k++;
  }
  if (to - k >= 16) {
    if (viewFor !== buf) {
      if (viewOf !== buf.buffer) {
        viewOf = buf.buffer;
        words = new Int32Array(buf.buffer, 0, buf.buffer.byteLength >>> 2);
      }
      viewFor = buf;
    }
    const w = (bo + k) >>> 2;
    // an even number of words: the odd one's bytes go to the byte loop below
    const wEnd = w + ((((bo + to) >>> 2) - w) & ~1);
    count += countLfWords(words, w, wEnd);
    k = (wEnd << 2) - bo;
  }
  for (; k < to; k++) if (buf[k] === 0x0a) count++;
  return count;
}

/**
 * Index of the first LF in buf[from, n), or n. A few bytes by hand first (on short lines the
 * LF is near: no call), then memchr. Each call starts where the last count ended and the
 * next count starts past the result, and the search ends at n: over an input every byte is
 * searched at most twice (here, then counted).
 */
function nextLf(buf: Uint8Array, from: number, n: number): number {
  const near = Math.min(from + 32, n);
  for (let k = from; k < near; k++) if (buf[k] === 0x0a) return k;
  if (near >= n) return n;
  const k = indexOfIn(buf, 0x0a, near, n);
  return k < 0 ? n : k;
}

/** Drop the cached word view (it keeps the last input's ArrayBuffer alive). */
export function releaseLfView(): void {
  viewOf = null;
  viewFor = null;
  words = new Int32Array(0);
}

export class LineTracker {
  /** global offset up to which newlines have been counted */
  private pos = 0;
  private line = 1;
  /** global offset of the first byte of the line holding the last target */
  lineStart = 0;
  /** global offset before which, from pos on, there is no LF */
  private noLfUntil = 0;

  line1 = 1;
  column1 = 1;

  /**
   * Count newlines up to the global offset `target` (monotone calls); buf[0, n) holds the
   * bytes [base, base + n) and must cover [pos, target).
   */
  advance(buf: Uint8Array, base: number, n: number, target: number): void {
    if (target > this.pos) {
      const end = Math.min(target, base + n);
      // no LF before noLfUntil: nothing to count (records on one line, a file without LFs)
      if (end > this.noLfUntil) {
        const lfs = countLf(buf, this.pos - base, end - base);
        if (lfs > 0) {
          this.line += lfs;
          // the last LF is inside [pos, end): the search back stops there (a loop: on short
          // lines it ends within a few bytes, where lastIndexOf's call costs more)
          let k = end - base - 1;
          while (buf[k] !== 0x0a) k--;
          this.lineStart = base + k + 1;
        } else if (end - this.pos > 128) {
          // a long span without LF: long lines (a file with none), where looking for the
          // next LF once spares counting again up to it
          this.noLfUntil = base + nextLf(buf, end - base, n);
        }
      }
      this.pos = target;
    }
    this.line1 = this.line;
    this.column1 = target - this.lineStart + 1;
  }
}
