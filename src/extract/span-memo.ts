/**
 * The decoded strings and the analysis of a candidate, keyed by its raw bytes. Text repeats
 * its URIs (the RFC corpus: 24,617 records, ~9,000 distinct URIs), and a record whose raw
 * bytes were seen recently takes the `raw` and `uri` strings and the analysis made for
 * them then: no UTF-8 decode, no string hashed for the analysis cache, no new string kept
 * alive by the record. A hit compares the bytes, whole, with the entry's `bytes`: a string
 * with one code unit per byte, equal to it (the raw string itself for an ASCII span, a
 * Latin-1 reading of the bytes for any other, IRIs and ill-formed UTF-8 alike): a hit is
 * always exact.
 *
 * Two-way: a span lives in its slot or the slot's pair (slot ^ 1).
 * Bounded: SLOTS entries of at most MAX_SPAN bytes each (twice that for a non-ASCII span).
 *
 * What it keeps is chosen so that it does not churn. An entry is garbage the moment it is
 * replaced, and the strings it kept have lived long enough to be copied by V8's young-
 * generation collections: every byte that survives one counts toward growing the young
 * generation, which never shrinks while the scan runs. With "store every miss, evict the
 * least recently used", the 1 GB library stream of the RFC corpus (~10,000 distinct spans,
 * more than the table holds) stored 6,569 spans per 58 MB pass, ~430 kB survived each
 * scavenge, the young generation grew to its 2 × 16 MB maximum and the process peaked at
 * 120 MB. So the table keeps spans by how often they occur, the way TinyLFU admits to a
 * cache (Einziger, Friedman and Manes, ACM ToS 2017), in a small form:
 * - `seen` remembers the key of the last span that missed at each of its places: a span
 *   whose key is not there occurs for the first time (or not recently) and is not stored
 *   (`spanRecurs`), nor its URI kept by the analysis cache. A URI that occurs once, the
 *   common case in a mail archive, costs no entry: of 2,000,000 distinct URIs, none is
 *   stored (by a first form of this rule, counters shared by many keys, 1.87 M were);
 * - `counts` estimates how often spans occurred lately: 32,768 counters, each shared by the
 *   keys with the same bits above the slot's, raised at every lookup and all halved every
 *   AGING lookups so that the past fades;
 * - a span takes a free place of its pair, or the place of the entry it occurs more often
 *   than. Under a load the table cannot hold, it keeps a stable part of it instead of
 *   replacing everything in turn.
 * The RFC corpus, repeated: in its third and fourth pass 155–511 stores instead of 6,569,
 * and fewer misses (4,757 of 24,370 spans instead of 6,569); 8–16 kB survive a scavenge
 * instead of ~430 kB, and the 1 GB library stream peaks at 102–103 MB instead of 121.
 */
import type { UriAnalysis } from "../core/analyze.js";

/** slots (a power of two) */
const SLOTS = 8192;
/** occurrence counters, and places in `seen` (a power of two) */
const COUNTERS = 1 << 15;
/** lookups between two halvings of every counter */
const AGING = 8 * SLOTS;
/** longer spans are decoded every time (they rarely repeat) */
export const MAX_SPAN = 256;

export class SpanEntry {
  constructor(
    /** the uri's bounds within the raw span */
    readonly u0: number,
    readonly u1: number,
    /** its key (spanHash) */
    readonly key: number,
    /** the span's bytes, one code unit each */
    readonly bytes: string,
    readonly raw: string,
    readonly uri: string,
    readonly analysis: UriAnalysis,
  ) {}
  /** when it was last stored or hit (the clock below) */
  used = 0;
}

/**
 * a clock of stores and hits, kept a small integer: after a wrap (every 2^30 ticks), a tie
 * between an entry stamped before it and one stamped after is misjudged until the older one
 * is used again — a worse eviction, never a wrong record
 */
let clock = 0;
const tick = (): number => {
  clock = (clock + 1) & 0x3fffffff;
  return clock;
};

const table: Array<SpanEntry | undefined> = new Array(SLOTS).fill(undefined);
/** recent occurrences of the spans whose keys pick each counter (at most 15) */
const counts = new Uint8Array(COUNTERS);
/** the key of the last span that missed, at the place its key picks (as `counts`) */
const seen = new Int32Array(COUNTERS);
let lookups = 0;

const counter = (key: number): number => (key >>> 13) & (COUNTERS - 1);

/** one more occurrence of the span of this key; every AGING of them, all counts halve */
function count(key: number): void {
  const i = counter(key);
  if (counts[i]! < 15) counts[i]!++;
  if (++lookups === AGING) {
    lookups = 0;
    for (let k = 0; k < COUNTERS; k++) counts[k]! >>>= 1;
  }
}

/**
 * The key of buf[s, e) and the uri bounds (a 30-bit hash; its low bits pick the slot): FNV-1a
 * over the length, the first 16 and the last 32 bytes. URIs of a text differ mostly near
 * their end, but many share a long tail (`…?utm_source=newsletter&utm_medium=email&…`);
 * the head too halves the misses on the dense bench input (9,569 → 4,774 of its 371,500
 * spans, 1,309 distinct). Spans alike in both share a slot pair; a hit still compares every
 * byte.
 */
export function spanHash(buf: Uint8Array, s: number, e: number, u0: number, u1: number): number {
  let h = (0x811c9dc5 ^ u0 ^ (u1 << 9) ^ ((e - s) << 18)) | 0;
  const head = Math.min(s + 16, e);
  for (let i = s; i < head; i++) h = Math.imul(h ^ buf[i]!, 0x01000193);
  for (let i = Math.max(head, e - 32); i < e; i++) h = Math.imul(h ^ buf[i]!, 0x01000193);
  return (h ^ (h >>> 15)) & 0x3fffffff;
}

/**
 * After a miss: whether the span of this key missed before and no other span has missed at
 * its place in `seen` since; it is remembered there now. Only such a span is worth an
 * entry, and its URI a place in the analysis cache: one seen once is decoded, analysed and
 * dropped with its record.
 */
export function spanRecurs(key: number): boolean {
  const i = counter(key);
  if (seen[i] === key) return true;
  seen[i] = key;
  return false;
}

/** Whether buf[s, e) is held (for tests: unlike spanLookup, it counts no occurrence). */
export function spanHeld(
  key: number,
  buf: Uint8Array,
  s: number,
  e: number,
  u0: number,
  u1: number,
): boolean {
  return find(key, buf, s, e, u0, u1) !== undefined;
}

/** Forget every entry, count and sighting (for tests: a known, empty state). */
export function spanMemoClear(): void {
  table.fill(undefined);
  counts.fill(0);
  seen.fill(0);
  lookups = 0;
}

/** The entry for buf[s, e) with the uri at [s + u0, s + u1), or undefined. */
export function spanLookup(
  key: number,
  buf: Uint8Array,
  s: number,
  e: number,
  u0: number,
  u1: number,
): SpanEntry | undefined {
  count(key);
  const m = find(key, buf, s, e, u0, u1);
  if (m !== undefined) m.used = tick();
  return m;
}

/** the entry of the span in its slot or the slot's pair; nothing counted or stamped */
function find(
  key: number,
  buf: Uint8Array,
  s: number,
  e: number,
  u0: number,
  u1: number,
): SpanEntry | undefined {
  const i = key & (SLOTS - 1);
  let m = table[i];
  if (m === undefined || !matches(m, buf, s, e, u0, u1)) {
    m = table[i ^ 1];
    if (m === undefined || !matches(m, buf, s, e, u0, u1)) return undefined;
  }
  return m;
}

function matches(m: SpanEntry, buf: Uint8Array, s: number, e: number, u0: number, u1: number) {
  const r = m.bytes;
  if (r.length !== e - s || m.u0 !== u0 || m.u1 !== u1) return false;
  for (let i = 0; i < r.length; i++) if (r.charCodeAt(i) !== buf[s + i]) return false;
  return true;
}

type Latin1Slice = (this: Uint8Array, start: number, end: number) => string;
/** Node's native Latin-1 slice (Buffer#latin1Slice, it works on a plain Uint8Array too) */
const latin1Slice: Latin1Slice | undefined = (
  globalThis as { Buffer?: { prototype?: { latin1Slice?: Latin1Slice } } }
).Buffer?.prototype?.latin1Slice;

/** buf[s, e) as a string of one code unit per byte, equal to it */
function byteString(buf: Uint8Array, s: number, e: number): string {
  if (latin1Slice !== undefined) return latin1Slice.call(buf, s, e);
  return String.fromCharCode.apply(null, buf.subarray(s, e) as unknown as number[]);
}

/**
 * Keep the strings and analysis of buf[s, e) (at most MAX_SPAN bytes) in a free place of its
 * pair, or in the place of the entry that occurs less often than it (by their counters; of
 * two alike, the one used least recently). Returns whether it was kept.
 */
export function spanStore(
  key: number,
  buf: Uint8Array,
  s: number,
  e: number,
  u0: number,
  u1: number,
  raw: string,
  uri: string,
  analysis: UriAnalysis,
): boolean {
  // (Moving the slot's entry to the pair on every store dropped the pair's own: two spans
  // hashed to the two slots of one pair then dropped each other at every occurrence. With
  // that and 4,096 slots, 11 % of the dense bench input's spans missed; now 1.3 %.)
  const slot = key & (SLOTS - 1);
  const a = table[slot];
  const b = table[slot ^ 1];
  let place = slot;
  if (a !== undefined) {
    place = slot ^ 1;
    if (b !== undefined) {
      const ca = counts[counter(a.key)]!;
      const cb = counts[counter(b.key)]!;
      const weaker = cb < ca || (cb === ca && b.used < a.used) ? b : a;
      if (counts[counter(key)]! <= (weaker === a ? ca : cb)) return false;
      place = weaker === a ? slot : slot ^ 1;
    }
  }
  // an ASCII span's raw string is its bytes already; any other (an IRI, or ill-formed
  // UTF-8, which decodes to U+FFFD) keeps a Latin-1 reading of its bytes for the compare
  let bytes = raw;
  if (raw.length !== e - s) bytes = byteString(buf, s, e);
  else
    for (let i = 0; i < raw.length; i++)
      if (raw.charCodeAt(i) > 0x7f) {
        bytes = byteString(buf, s, e);
        break;
      }
  const entry = new SpanEntry(u0, u1, key, bytes, raw, uri, analysis);
  entry.used = tick();
  table[place] = entry;
  return true;
}
