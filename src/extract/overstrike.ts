/**
 * Overstrike: a typewriter terminal's bold and underline, as nroff writes them (grotty(1)'s
 * old output, `nroff -man`, man-db's cat pages under /var/cache/man, `MAN_KEEP_FORMATTING=1
 * man … | …`, a `script(1)` typescript of a pager): a character, a backspace (BS, 0x08) and
 * a character printed over it. Bold is `X BS X`, underline `_ BS X`, both `_ BS X BS X`;
 * less(1), ul(1) and `col -b` show one X. A URI set in bold or italics (`.UR`-less pages,
 * `\fBhttps://…\fR`) is written `h BS h t BS t …`, or `_ BS h _ BS t …`, and no scanner
 * reading the bytes sees its scheme.
 *
 * This wrapper reads the text as a pager shows it: each group of characters struck over one
 * another becomes the one character shown — the one that is not `_` (underline), otherwise
 * the last written (col(1) -b) — and the text scanner reads that. Its records are mapped back:
 * `start`, `end` and `column` are offsets in the input's bytes again and `raw` is the input's
 * text of the span, backspaces included; `uri` is the URI as shown. Text without a backspace
 * costs one memchr per chunk: the map and the copy of the input's bytes start at the first
 * backspace, and end when no record still to come can hold a group.
 *
 * A backspace without a graphic character on both sides (a line's start, a space, another
 * control character) is left as it is, and a group is at most MAX_GROUP bytes long (a character struck
 * over again and again): both rules look at no more than a group, so results never depend on
 * where the input was split into chunks.
 */

import { decodeUtf8OrWindows1252 } from "./found.js";
import { indexOfIn, memchr } from "./memchr.js";
import { TextScanner } from "./text-scanner.js";
import type { ExtractOptions, Found, Scanner } from "./types.js";

const BS = 0x08;
const LF = 0x0a;
const UNDERSCORE = 0x5f;
/** the most of a chunk read at a time once a backspace was seen (the copies kept stay near it) */
export const SLICE = 1 << 20;
/** longest group of characters struck over one another, in bytes (`_ BS X BS X` of a 4-byte X is 14) */
const MAX_GROUP = 64;

/** does buf hold a backspace in [from, to)? */
const hasBackspace = (buf: Uint8Array, from: number, to: number): boolean => {
  if (from >= to) return false;
  const i = memchr.call(buf, BS, from);
  return i >= 0 && i < to;
};

const hasLineFeed = (buf: Uint8Array): boolean => memchr.call(buf, LF, 0) >= 0;

/**
 * Bytes of the UTF-8 sequence a lead byte begins (1 for ASCII and for a byte that begins
 * none: the scanner reads that as its windows-1252 character, chars.ts)
 */
const seqLen = (b: number): number =>
  b < 0xc2 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : b < 0xf5 ? 4 : 1;

const isContinuation = (b: number): boolean => (b & 0xc0) === 0x80;

/**
 * A character something can be struck over: a graphic one. nroff never strikes a space, and
 * `X BS space` is no overstrike but a stray backspace before a word (MediaWiki's
 * badCharacters.txt: `http://www.example.com\b test` links `http://www.example.com`).
 */
const graphic = (b: number): boolean => b > 0x20 && b !== 0x7f;

/**
 * Length of the character that ends buf[0, o): 0 when there is none or it is a space or
 * a control character. A continuation byte without its lead (or a lead byte without all of its
 * continuations) counts as one character of its own, as the scanner reads it.
 */
function lastCharLen(buf: Uint8Array, o: number): number {
  if (o === 0) return 0;
  const b = buf[o - 1]!;
  if (b < 0x80) return graphic(b) ? 1 : 0;
  if (!isContinuation(b)) return 1;
  for (let k = 2; k <= 4 && o - k >= 0; k++) {
    const lead = buf[o - k]!;
    if (isContinuation(lead)) continue;
    return seqLen(lead) === k ? k : 1;
  }
  return 1;
}

/**
 * The character at buf[j] (j < n): its length when it is graphic, 0 when it is a space or a
 * control character, -1 when buf ends inside it (more input may complete it).
 */
function charLenAt(buf: Uint8Array, j: number, n: number): number {
  const b = buf[j]!;
  if (b < 0x80) return graphic(b) ? 1 : 0;
  const len = seqLen(b);
  for (let k = 1; k < len; k++) {
    if (j + k >= n) return -1;
    if (!isContinuation(buf[j + k]!)) return 1;
  }
  return len;
}

/**
 * Bytes at the end of buf[0, o) that may be the start of a character the next chunk
 * completes: a lead byte and fewer continuations than it announces.
 */
function incompleteTail(buf: Uint8Array, o: number): number {
  for (let k = 1; k <= 3 && o - k >= 0; k++) {
    const b = buf[o - k]!;
    if (isContinuation(b)) continue;
    return b >= 0xc2 && seqLen(b) > k ? k : 0;
  }
  return 0;
}

/**
 * The offset map from the text shown to the input: from shown offset c[i] on (to the next
 * entry), input offset = shown + d[i]. An entry is made at the end of each group (d grows by
 * the bytes it removed). ld[i] is d at the start of the line the group lies in, for the
 * byte column of a record whose line starts before the entry it maps through.
 */
/** the entry at 0 of every map until a group is read (all zeros; never written: add grows first) */
const FIRST_ENTRY = new Float64Array(1);

/** bytes never written: what a scanner holds before it needs room (one is made per file, per part) */
const NO_BYTES = new Uint8Array(0);

class OffsetMap {
  // (shared until a group is read: a scanner is made per input file and per mail part)
  c = FIRST_ENTRY;
  d = FIRST_ENTRY;
  ld = FIRST_ENTRY;
  head = 0;
  len = 1;

  get lastC(): number {
    return this.c[this.len - 1]!;
  }

  get lastD(): number {
    return this.d[this.len - 1]!;
  }

  add(c: number, d: number, ld: number): void {
    if (this.len === this.c.length) this.grow();
    this.c[this.len] = c;
    this.d[this.len] = d;
    this.ld[this.len] = ld;
    this.len++;
  }

  pop(): void {
    this.len--;
  }

  /** index of the last entry at or before shown offset x (entries before head are gone) */
  at(x: number): number {
    let lo = this.head;
    let hi = this.len - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.c[mid]! <= x) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** forget the entries no offset at or after x maps through */
  dropBefore(x: number): void {
    this.head = this.at(x);
    if (this.head > 1024 && this.head * 2 > this.len) {
      const h = this.head;
      this.c.copyWithin(0, h, this.len);
      this.d.copyWithin(0, h, this.len);
      this.ld.copyWithin(0, h, this.len);
      this.len -= h;
      this.head = 0;
    }
  }

  private grow(): void {
    const size = Math.max(256, this.c.length * 2);
    for (const k of ["c", "d", "ld"] as const) {
      const next = new Float64Array(size);
      next.set(this[k]);
      this[k] = next;
    }
  }
}

export class OverstrikeScanner implements Scanner {
  private readonly inner: TextScanner;
  private readonly emit: (f: Found) => void;
  /** input bytes received and not handed on: a character a backspace may still strike over */
  private hold = NO_BYTES;
  private holdLen = 0;
  /** held bytes and a chunk of fewer than 4 bytes, read together (passOn) */
  private tiny = NO_BYTES;
  /** shown bytes handed to the text scanner */
  private shown = 0;
  /** a backspace was seen: the map and the copy of the input are kept from then on */
  private engaged = false;
  private readonly map = new OffsetMap();
  /** d at the start of the line the text handed on ends in */
  private lineD = 0;
  /** the input's bytes from rawBase on (engaged only) */
  private raw = NO_BYTES;
  private rawBase = 0;
  private rawLen = 0;
  /** the shown text of a chunk (engaged only) */
  private out = NO_BYTES;
  private ended = false;

  constructor(options: ExtractOptions, emit: (found: Found) => void) {
    this.emit = emit;
    this.inner = new TextScanner(options, (f) => this.mapped(f));
  }

  /**
   * `backspaces`: whether the chunk holds a backspace, when the caller knows (extractText
   * searched the input already); looked for when absent
   */
  push(chunk: Uint8Array, backspaces?: boolean): void {
    if (this.ended) throw new Error("urisift: push() after end()");
    if (chunk.length === 0) return;
    if (chunk.length > SLICE && (backspaces !== false || this.engaged)) {
      // read in slices: the copies kept of what is read stay near a slice's size
      for (let i = 0; i < chunk.length; i += SLICE) this.push(chunk.subarray(i, i + SLICE));
      return;
    }
    const bs = backspaces ?? hasBackspace(chunk, 0, chunk.length);
    if (!bs && !hasBackspace(this.hold, 0, this.holdLen)) {
      // no backspace to read: once no record still to come can hold a group struck over
      // (a stray backspace in a log, long ago), the chunk is handed on as it is again
      if (this.engaged && this.map.lastC <= this.inner.earliest()) this.disengage();
      if (!this.engaged) {
        this.passOn(chunk);
        return;
      }
    } else if (!this.engaged) this.engage();
    this.strike(chunk, false);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.engaged) this.strike(NO_BYTES, true);
    else if (this.holdLen > 0) this.inner.push(this.hold.subarray(0, this.holdLen));
    this.holdLen = 0;
    this.inner.end();
  }

  releaseChunks(): boolean {
    return true;
  }

  /** what the text scanner keeps, and the copy of the input and the map (memory-bound tests) */
  stats(): ReturnType<TextScanner["stats"]> & { rawHeld: number; mapEntries: number } {
    return {
      ...this.inner.stats(),
      rawHeld: this.rawLen,
      mapEntries: this.map.len - this.map.head,
    };
  }

  /**
   * No backspace in the chunk, none in the groups a record still to come may hold: the chunk
   * is the text shown, all but a last character that may be struck over. (Past groups shift
   * offsets by the map's last d.)
   */
  private passOn(chunk: Uint8Array): void {
    if (this.holdLen > 0 && chunk.length < 4) {
      // a character the held bytes begin may end in this chunk: read them as one
      if (this.tiny.length === 0) this.tiny = new Uint8Array(16);
      this.tiny.set(this.hold.subarray(0, this.holdLen), 0);
      this.tiny.set(chunk, this.holdLen);
      chunk = this.tiny.subarray(0, this.holdLen + chunk.length);
      this.holdLen = 0;
    }
    const n = chunk.length;
    if (this.lineD !== this.map.lastD && hasLineFeed(chunk)) this.lineD = this.map.lastD;
    let keep = incompleteTail(chunk, n);
    if (keep === 0) keep = lastCharLen(chunk, n);
    if (this.holdLen > 0) {
      this.inner.push(this.hold.subarray(0, this.holdLen));
      this.shown += this.holdLen;
    }
    if (keep < n) {
      this.inner.push(chunk.subarray(0, n - keep));
      this.shown += n - keep;
    }
    if (this.hold.length < keep) this.hold = new Uint8Array(MAX_GROUP + 8);
    this.hold.set(chunk.subarray(n - keep), 0);
    this.holdLen = keep;
  }

  /**
   * A backspace: the input's bytes from here on are copied (raw), seeded with what the text
   * scanner holds — until now the text shown was the input itself, shifted by past groups.
   */
  private engage(): void {
    this.engaged = true;
    const held = this.inner.heldText();
    // (what the text scanner holds is no group's: disengage waited for that)
    this.rawBase = held.base + this.map.lastD;
    this.rawLen = 0;
    this.appendRaw(held.bytes);
    this.appendRaw(this.hold.subarray(0, this.holdLen));
  }

  /** No record still to come holds a group struck over: the copy of the input is not needed. */
  private disengage(): void {
    this.engaged = false;
    this.rawLen = 0;
  }

  private appendRaw(bytes: Uint8Array): void {
    const need = this.rawLen + bytes.length;
    if (need > this.raw.length) {
      const next = new Uint8Array(Math.max(need, this.raw.length * 2, 1 << 16));
      next.set(this.raw.subarray(0, this.rawLen), 0);
      this.raw = next;
    }
    this.raw.set(bytes, this.rawLen);
    this.rawLen = need;
  }

  /**
   * Read held bytes and the chunk as shown, hand that on (all but what a later backspace may
   * still change), and drop what no record can need any more.
   */
  private strike(chunk: Uint8Array, final: boolean): void {
    this.appendRaw(chunk);
    const hl = this.holdLen;
    const n = hl + chunk.length;
    // the input from the held bytes on (they are at the end of raw, the chunk after them)
    const src = hl > 0 ? this.raw.subarray(this.rawLen - n, this.rawLen) : chunk;
    const first = this.shown + this.map.lastD; // input offset of src's first byte
    if (this.out.length < n) this.out = new Uint8Array(Math.max(n, this.out.length * 2, 4096));
    const out = this.out;
    const map = this.map;
    let o = 0;
    // the shown offset where the last group of this chunk ended, and its character's width
    // (a lone byte shown — "\xa9" — must not be read with a byte before it as one character)
    let gc = -1;
    let gw = 0;
    let stop = n; // where the text handed on ends in src (a group waiting for its next byte)
    let i = 0;
    while (i < n) {
      // the bytes up to the next backspace are shown as they are (none when one is here: a
      // run of backspaces costs no search per byte)
      let j = i;
      if (src[i] !== BS) {
        j = memchr.call(src, BS, i);
        if (j < 0 || j > n) j = n;
      }
      if (j - i < 32) {
        for (; i < j; i++) {
          const b = src[i]!;
          out[o++] = b;
          if (b === LF) this.lineD = map.lastD;
        }
      } else {
        out.set(src.subarray(i, j), o);
        // (a search bounded by j: past it, each segment would read the rest of the chunk)
        if (this.lineD !== map.lastD && indexOfIn(src, LF, i, j) >= 0) this.lineD = map.lastD;
        o += j - i;
        i = j;
      }
      if (i === n) break;
      const pl = this.lastShownLen(out, o, gc, gw);
      const nl = i + 1 < n ? charLenAt(src, i + 1, n) : -1;
      if (pl === 0 || nl === 0 || (nl === -1 && final)) {
        out[o++] = BS;
        i++;
        continue;
      }
      // the group the character before the backspace ends: it starts where that character's
      // group (or the character) starts
      const pShown = this.shown + o - pl;
      const grouped = map.len - 1 > map.head && map.lastC === pShown + pl;
      const groupStart = pShown + (grouped ? map.d[map.len - 2]! : map.lastD);
      if (nl === -1) {
        stop = groupStart - first; // wait for the rest of the input
        o -= pl;
        if (grouped) map.pop();
        break;
      }
      const groupEnd = first + i + 1 + nl;
      if (groupEnd - groupStart > MAX_GROUP) {
        out[o++] = BS;
        i++;
        continue;
      }
      if (grouped) map.pop();
      // `_` is the underline: the other character is the one shown; else the one written last
      const n0 = src[i + 1]!;
      gw = pl;
      if (!(n0 === UNDERSCORE && nl === 1) || (out[o - pl] === UNDERSCORE && pl === 1)) {
        o -= pl;
        for (let k = 0; k < nl; k++) out[o++] = src[i + 1 + k]!;
        gw = nl;
      }
      gc = this.shown + o;
      map.add(gc, groupEnd - gc, this.lineD);
      i += 1 + nl;
    }
    if (!final && stop === n) {
      // the last character may be struck over by the next chunk's first byte
      const t = incompleteTail(out, o);
      const pl = t > 0 ? t : this.lastShownLen(out, o, gc, gw);
      if (pl > 0) {
        const pShown = this.shown + o - pl;
        // (a group shown as a lone lead byte is an "incomplete" tail too: held whole)
        const grouped = map.len - 1 > map.head && map.lastC === pShown + pl;
        if (grouped) map.pop();
        stop = pShown + map.lastD - first;
        o -= pl;
      }
    }
    // hold what waits: the bytes of src from stop (they are at the end of raw)
    this.holdLen = n - stop;
    if (this.holdLen > this.hold.length)
      this.hold = new Uint8Array(Math.max(this.holdLen * 2, MAX_GROUP + 8));
    this.hold.set(this.raw.subarray(this.rawLen - this.holdLen, this.rawLen), 0);
    if (o > 0) {
      this.inner.push(out.subarray(0, o));
      this.shown += o;
    }
    this.trim();
  }

  /**
   * Width of the character that ends out[0, o): the shown character of the group that ends
   * there (gc, gw: this chunk's last group), else as lastCharLen reads it
   */
  private lastShownLen(out: Uint8Array, o: number, gc: number, gw: number): number {
    return gc === this.shown + o && this.map.lastC === gc ? gw : lastCharLen(out, o);
  }

  /** Drop the map entries and input bytes before the least offset a record may still start at. */
  private trim(): void {
    const e = this.inner.earliest();
    if (e === Number.POSITIVE_INFINITY) return;
    const map = this.map;
    map.dropBefore(e);
    const from = e + map.d[map.head]!;
    const drop = from - this.rawBase;
    if (drop > 0 && drop * 2 > this.rawLen) {
      this.raw.copyWithin(0, drop, this.rawLen);
      this.rawLen -= drop;
      this.rawBase = from;
    }
  }

  /** A record of the text shown, its offsets and raw text made the input's. */
  private mapped(f: Found): void {
    if (this.map.lastD !== 0) {
      const map = this.map;
      const s = f.start;
      const e = f.end;
      const i = map.at(s);
      const ds = map.d[i]!;
      const de = map.d[map.at(e)]!;
      const lineStart = s - f.column + 1;
      const dl = lineStart >= map.c[i]! ? ds : map.ld[i]!;
      f.start = s + ds;
      f.end = e + de;
      f.column = f.start - (lineStart + dl) + 1;
      if (de !== ds)
        f.raw = decodeUtf8OrWindows1252(this.raw, f.start - this.rawBase, f.end - this.rawBase);
    }
    this.emit(f);
  }
}

/** The scanner for text: the text scanner, reading overstruck text as shown (see above). */
export const createTextScanner = (options: ExtractOptions, emit: (found: Found) => void): Scanner =>
  new OverstrikeScanner(options, emit);
