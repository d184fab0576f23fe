/**
 * The incremental text scanner: bytes in through `push` (any chunking), Found records out
 * in order of `start`. Between pushes it keeps only a bounded carry-over: HISTORY bytes
 * before the search position (for the look-backs) plus the text of a trigger still
 * waiting for its end (at most maxLength + LOOKAHEAD_SLACK; a wrapper that drops line
 * breaks and quote markers, 2 × maxLength + 256: delimiters/wrapped-span.ts). Chunks are fed
 * to the trigger loop in slices of at most max(maxLength, 4096) bytes, so the working buffer
 * stays near 3 × maxLength whatever the chunk size or the input (an unclosed `<http://…` of
 * a gigabyte, a file without a newline).
 */
import type { Candidate } from "./candidate.js";
import { RecordBuilder } from "./found.js";
import { FuzzyLinker } from "./fuzzy.js";
import { checkOptions } from "./options.js";
import { releaseLfView } from "./positions.js";
import { HISTORY, LOOKAHEAD_SLACK, TriggerScanner } from "./scanner.js";
import { DEFAULT_MAX_LENGTH, type ExtractOptions, type Found, type Scanner } from "./types.js";

/** window of a chunk scanned in place: bounds the records held before they are emitted */
const WINDOW = 1 << 15;

export interface TextScannerStats {
  /** bytes held between pushes right now */
  held: number;
  /** largest number of bytes held between pushes so far */
  maxHeld: number;
  /** capacity of the working buffer */
  capacity: number;
}

export class TextScanner implements Scanner {
  private buf = new Uint8Array(0);
  /** global offset of buf[0] */
  private base = 0;
  /** bytes of buf in use */
  private len = 0;
  private total = 0;
  private ended = false;
  private maxHeld = 0;
  private readonly maxLength: number;
  private readonly step: number;
  /** working-buffer size that holds the largest carry-over plus one slice */
  private readonly capacityHint: number;
  private readonly core: TriggerScanner;
  private readonly builder: RecordBuilder;
  private readonly fuzzy: FuzzyLinker | null;
  private readonly emit: (f: Found) => void;
  /** records of the window being scanned, emitted by `flush` */
  private readonly batch: Found[];
  /** the batch is the caller's output array (extractText without fuzzy): nothing to hand over */
  private readonly direct: boolean;

  /**
   * `into`: an array the records may be appended to directly, in order (extractText), when
   * no fuzzy linker has to merge its own records between them.
   */
  constructor(options: ExtractOptions, emit: (found: Found) => void, into?: Found[]) {
    checkOptions(options);
    // at least 16 bytes: shorter than any useful URI, and keeps the look-ahead arithmetic sane
    this.maxLength = Math.max(16, Math.floor(options.maxLength ?? DEFAULT_MAX_LENGTH));
    this.step = Math.max(this.maxLength, 4096);
    // the working buffer starts at this size (at most 1 MB: a large maxLength is room the
    // buffer may grow into, by doubling, when a URI really waits that long)
    this.capacityHint = Math.min(
      HISTORY +
        this.maxLength +
        LOOKAHEAD_SLACK +
        this.step +
        64 +
        (options.fuzzy ? this.maxLength : 0),
      1 << 20,
    );
    this.builder = new RecordBuilder(options);
    this.fuzzy = options.fuzzy ? new FuzzyLinker(this.maxLength, this.builder, emit) : null;
    this.emit = emit;
    this.direct = into !== undefined && !options.fuzzy;
    this.batch = this.direct ? into! : [];
    this.core = new TriggerScanner(this.maxLength, this);
  }

  /**
   * CandidateSink: the trigger loop found a candidate; its records go to the batch. True when
   * no reading of it is a valid URI, for a host or port that took in more text (found.ts).
   */
  onCandidate(cand: Candidate, buf: Uint8Array, base: number): boolean {
    const start = base + cand.rawStart;
    this.core.lines.advance(buf, base, this.runLen, start);
    const before = this.batch.length;
    const invalid = this.builder.fromCandidate(
      cand,
      buf,
      base,
      this.core.lines.line1,
      this.core.lines.column1,
      this.batch,
    );
    // a candidate that gave no record still is no place for a fuzzy link (fuzzy.ts) — unless
    // whitespace was dropped from it (what it joined was no URI: its pieces may hold links)
    if (this.fuzzy !== null && this.batch.length === before && cand.joinedLen < 0)
      this.fuzzy.block(start, base + cand.rawEnd);
    return invalid;
  }

  /**
   * Hand the batch to the consumer. Records are collected per scanned window and emitted
   * here, so the consumer's callback (a closure made per scanner, per extractText call) is
   * called from this small function only and never embedded in the scanning code.
   */
  private flush(): void {
    if (this.direct) return;
    const b = this.batch;
    if (b.length === 0) return;
    try {
      if (this.fuzzy) this.fuzzy.queueAll(b);
      else for (let i = 0; i < b.length; i++) this.emit(b[i]!);
    } finally {
      b.length = 0;
    }
  }

  push(chunk: Uint8Array): void {
    if (this.ended) throw new Error("urisift: push() after end()");
    if (chunk.length === 0) return;
    // one element kind on the hot path: a plain Uint8Array view (a Node Buffer is a
    // subclass with another hidden class — mixing both makes every `buf[i]` polymorphic)
    if (chunk.constructor !== Uint8Array) {
      chunk = new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    if (this.len === 0 && chunk.length > this.step) {
      // nothing held: scan the chunk where it lies, keep only its tail
      this.base = this.total;
      this.total += chunk.length;
      this.runInPlace(chunk, false, 0);
      this.keep(chunk, chunk.length);
      return;
    }
    const chunkBase = this.total;
    for (let off = 0; off < chunk.length; off += this.step) {
      const piece =
        off === 0 && chunk.length <= this.step ? chunk : chunk.subarray(off, off + this.step);
      this.append(piece);
      // a trigger waiting for its end: rescan only when the text doubled or suffices
      if (this.core.waiting) {
        const c = this.core.pos;
        const end = this.base + this.len;
        if (end < c + this.maxLength + LOOKAHEAD_SLACK && end - c < 2 * (this.lastEnd - c) + 16)
          continue;
      }
      this.run(this.buf, this.len, false);
      this.keep(this.buf, this.len);
      // the scan has crossed the junction: nothing before this chunk is needed any more
      // (keep moved `base` past its start), so the rest of a large chunk is read where it
      // lies instead of being copied slice by slice into the working buffer
      if (this.base >= chunkBase && chunk.length - off > 2 * this.step) {
        this.base = chunkBase;
        this.len = 0;
        this.total = chunkBase + chunk.length;
        this.runInPlace(chunk, false, this.core.pos - chunkBase);
        this.keep(chunk, chunk.length);
        return;
      }
    }
  }

  /**
   * The whole (rest of the) input at once: push(chunk) then end(), without copying the
   * chunk into the working buffer when nothing is held (extractText, one call per mail part).
   */
  pushLast(chunk: Uint8Array): void {
    if (this.ended) throw new Error("urisift: push() after end()");
    if (this.len !== 0 || chunk.length === 0) {
      this.push(chunk);
      this.end();
      return;
    }
    if (chunk.constructor !== Uint8Array) {
      chunk = new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    this.ended = true;
    this.base = this.total;
    this.total += chunk.length;
    this.runInPlace(chunk, true, 0);
    if (this.fuzzy) this.fuzzy.finish(chunk, this.base, chunk.length);
    releaseLfView();
  }

  /**
   * The least `start` a record emitted from now on can have (between pushes): what is not
   * held cannot be read again, and the fuzzy linker's waiting records may start before that.
   * A caller that maps offsets through a table of its own (an HTML part's visible text,
   * mail/html.ts) may drop the entries before it.
   */
  earliest(): number {
    if (this.ended) return Number.POSITIVE_INFINITY;
    return this.fuzzy ? Math.min(this.base, this.fuzzy.earliest()) : this.base;
  }

  /** the bytes held between pushes, input offset `base` on (overstrike.ts seeds its copy with them) */
  heldText(): { bytes: Uint8Array; base: number } {
    return { bytes: this.buf.subarray(0, this.len), base: this.base };
  }

  /** what it keeps between pushes is copied already (`keep`): never a view of a chunk */
  releaseChunks(): boolean {
    return true;
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.run(this.buf, this.len, true);
    if (this.fuzzy) this.fuzzy.finish(this.buf, this.base, this.len);
    releaseLfView();
    this.buf = new Uint8Array(0);
    this.len = 0;
  }

  /** debug: what the scanner holds (memory-bound tests) */
  stats(): TextScannerStats {
    return { held: this.len, maxHeld: this.maxHeld, capacity: this.buf.length };
  }

  private lastEnd = 0;

  private runLen = 0;

  private run(buf: Uint8Array, n: number, final: boolean): void {
    this.runLen = n;
    this.lastEnd = this.base + n;
    this.core.scan(buf, this.base, n, final);
    this.flush();
    if (this.fuzzy) this.fuzzy.advance(buf, this.base, n, this.core.pos, final);
  }

  /**
   * Scan a chunk where it lies, as windows growing by WINDOW bytes: each window's records
   * are handed over before the next is read, so the batch never holds more than one
   * window's records however large the chunk (a trigger near a window's end waits for
   * the next window, as it would for the next chunk). `from`: where the scan stands in
   * the chunk (the first window ends WINDOW bytes past it).
   */
  private runInPlace(chunk: Uint8Array, final: boolean, from: number): void {
    const len = chunk.length;
    let lim = Math.min(from + WINDOW, len);
    for (;;) {
      const last = lim === len;
      // a view that ends at the window: indexOf searches to the end of its array
      this.run(last ? chunk : chunk.subarray(0, lim), lim, final && last);
      if (last) return;
      let next = lim + WINDOW;
      if (this.core.waiting) {
        // a trigger waiting for its end: the next window at least doubles the text after
        // it, so a long wait (a large maxLength) is rescanned a logarithmic number of times
        const c = this.core.pos - this.base;
        next = Math.max(next, c + 2 * (lim - c));
      }
      lim = Math.min(next, len);
    }
  }

  /** Drop what no decision needs any more; keep the rest in our own buffer. */
  private keep(src: Uint8Array, n: number): void {
    let from = this.core.pos - HISTORY;
    if (this.fuzzy) from = Math.min(from, this.fuzzy.from - HISTORY);
    from = Math.max(from, this.base);
    this.core.lines.advance(src, this.base, n, from);
    if (this.fuzzy) this.fuzzy.lines.advance(src, this.base, n, Math.min(from, this.fuzzy.from));
    const keepLen = this.base + n - from;
    if (src === this.buf) {
      const drop = from - this.base;
      if (drop > 0) this.buf.copyWithin(0, drop, n);
    } else {
      if (this.buf.length < keepLen)
        this.buf = new Uint8Array(Math.max(keepLen, this.capacityHint));
      this.buf.set(src.subarray(from - this.base, n), 0);
    }
    this.base = from;
    this.len = keepLen;
    if (keepLen > this.maxHeld) this.maxHeld = keepLen;
  }

  private append(piece: Uint8Array): void {
    const need = this.len + piece.length;
    if (this.buf.length < need) {
      const next = new Uint8Array(
        Math.max(need, this.buf.length === 0 ? this.capacityHint : this.buf.length * 2),
      );
      next.set(this.buf.subarray(0, this.len), 0);
      this.buf = next;
    }
    this.buf.set(piece, this.len);
    this.len = need;
    this.total += piece.length;
  }
}

/**
 * Two idle scanners held for the life of the module, so that the hidden classes of the
 * scanner's objects outlive any one input. V8 reaches a class instance's final hidden class
 * only through its instances (map transitions are weak): when the last scanner dies, a full
 * GC frees those maps and marks every optimized function that embeds one for
 * deoptimization ("weak objects" in --trace-deopt), and the next input re-warms the JIT.
 * Measured on the RFC corpus with a full GC between calls of extractText: 270–470 MB/s
 * without these, 600–700 MB/s with them (bench/run.js collects before every run).
 */
export const idleScanners: readonly Scanner[] = [
  new TextScanner({}, () => {}),
  new TextScanner({ fuzzy: true }, () => {}),
];
