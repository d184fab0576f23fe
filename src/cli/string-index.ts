/**
 * Many strings held as UTF-8 bytes, for --unique and --count (tally.ts): `ByteStrings`
 * keeps them in 1 MB blocks, numbered in order of arrival; `StringIndex` adds an
 * open-addressing table that finds a string's number. A held string costs its bytes plus
 * 12 bytes (16 with the table, at most half full). A Set or Map of the same strings costs
 * 120–190 bytes per 30-byte URI: each string is a heap object, each entry a few more words,
 * with the heap's slack on top. The blocks are never copied as they fill (a doubling
 * buffer held old and new at once while it grew).
 *
 * The strings are compared as UTF-8: two strings with different lone surrogates would be
 * taken as one. The command's strings are decoded from bytes and have none.
 */

const BLOCK = 1 << 20;
/** a block's number times this plus the offset in it: exact in a double up to 2^21 blocks */
const BLOCK_SPAN = 2 ** 32;

/** a typed array twice as long, with `a`'s values first */
export function grown<T extends Uint32Array | Int32Array | Float64Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

export class ByteStrings {
  private readonly blocks: Buffer[] = [];
  /** the last block, and how much of it is used */
  private block = Buffer.alloc(0);
  private used = 0;
  /** per string: BLOCK_SPAN × its block + its offset there, and its length in bytes */
  private places = new Float64Array(1024);
  private lens = new Uint32Array(1024);
  /** how many strings are held */
  size = 0;

  /** Writes `s` after the last string, not held yet (`keepStaged`); its length in bytes. */
  stage(s: string): number {
    const need = s.length * 3; // UTF-8 bytes per UTF-16 unit, at most
    if (this.blocks.length === 0 || this.used + need > this.block.length) {
      this.block = Buffer.allocUnsafe(Math.max(BLOCK, need));
      this.blocks.push(this.block);
      this.used = 0;
    }
    return this.block.write(s, this.used, "utf8");
  }

  /** Holds the string `stage` wrote, of `len` bytes; its number. */
  keepStaged(len: number): number {
    const n = this.size++;
    if (n === this.lens.length) {
      this.places = grown(this.places);
      this.lens = grown(this.lens);
    }
    this.places[n] = (this.blocks.length - 1) * BLOCK_SPAN + this.used;
    this.lens[n] = len;
    this.used += len;
    return n;
  }

  /** Holds `s`; its number. */
  append(s: string): number {
    return this.keepStaged(this.stage(s));
  }

  /** the string numbered n */
  at(n: number): string {
    const p = this.places[n]!;
    const at = p % BLOCK_SPAN;
    return this.blocks[(p - at) / BLOCK_SPAN]!.toString("utf8", at, at + this.lens[n]!);
  }

  /** the staged string, of `len` bytes, is the string numbered n */
  stagedIs(n: number, len: number): boolean {
    if (this.lens[n] !== len) return false;
    const p = this.places[n]!;
    const at = p % BLOCK_SPAN;
    const b = this.blocks[(p - at) / BLOCK_SPAN]!;
    const staged = this.block;
    const s = this.used;
    for (let i = 0; i < len; i++) if (b[at + i] !== staged[s + i]) return false;
    return true;
  }

  /** the hash of the staged string, of `len` bytes */
  stagedHash(len: number): number {
    return hashOf(this.block, this.used, this.used + len);
  }

  /** the hash of the string numbered n */
  hashAt(n: number): number {
    const p = this.places[n]!;
    const at = p % BLOCK_SPAN;
    return hashOf(this.blocks[(p - at) / BLOCK_SPAN]!, at, at + this.lens[n]!);
  }
}

/**
 * A start value drawn once per process: with FNV's fixed one, a list of URIs made to share
 * one hash (easy to build for FNV-1a) took --count from 0.4 s to 9 s at 16,384 of them, and
 * quadratically more with more. Two inputs that collide from one start value do not from
 * another; the input cannot see this one.
 */
// (its lowest bit set: a start value that differs from FNV's only in higher bits keeps
// FNV-1a's collisions — a multiplication carries a difference upward only, and a byte's XOR
// touches the low bits — so 1 seed in 128, with its 7 low bits zero, kept them all and made
// test/cli/string-index.test.ts fail now and then)
const SEED = ((Math.random() * 2 ** 32) >>> 0) | 1;

/** FNV-1a over bytes[s, e) from SEED, then MurmurHash3's fmix32 (all bits avalanche) */
function hashOf(bytes: Uint8Array, s: number, e: number): number {
  let h = 0x811c9dc5 ^ SEED;
  for (let i = s; i < e; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class StringIndex {
  private readonly strings = new ByteStrings();
  /** linear probing: a string's number + 1, 0 for a free slot; at most half full */
  private slots = new Uint32Array(2048);

  /** how many strings are held */
  get size(): number {
    return this.strings.size;
  }

  /** the last `add` held a new string */
  added = false;
  /** slots looked at by every `add` so far (a test's measure of collisions) */
  probes = 0;

  /** The number of `s`: the one it got when first added, or a new one (`added`). */
  add(s: string): number {
    const strings = this.strings;
    const len = strings.stage(s);
    const mask = this.slots.length - 1;
    for (let i = strings.stagedHash(len) & mask; ; i = (i + 1) & mask) {
      this.probes++;
      const k = this.slots[i]!;
      if (k === 0) {
        const n = strings.keepStaged(len);
        this.added = true;
        this.slots[i] = n + 1;
        if (strings.size * 2 > this.slots.length) this.rehash();
        return n;
      }
      if (strings.stagedIs(k - 1, len)) {
        this.added = false;
        return k - 1;
      }
    }
  }

  /** the string numbered n */
  at(n: number): string {
    return this.strings.at(n);
  }

  /** a table twice as large, each hash computed again from the bytes (amortized O(1)) */
  private rehash(): void {
    const slots = new Uint32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let n = 0; n < this.strings.size; n++) {
      let i = this.strings.hashAt(n) & mask;
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = n + 1;
    }
    this.slots = slots;
  }
}
