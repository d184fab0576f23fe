/**
 * The decoded strings and the analysis of a candidate, keyed by its raw bytes. Text repeats
 * its URIs (the RFC corpus: 24,617 records, ~9,000 distinct URIs), and a record whose raw
 * bytes were seen recently takes the `raw` and `uri` strings and the analysis made for
 * them then: no UTF-8 decode, no string hashed for the analysis cache, no new string kept
 * alive by the record. A hit compares the bytes, whole, with a copy of the entry's bytes
 * (`arena`, or `longBytes` for a long span): a hit is always exact, for IRIs and ill-formed
 * UTF-8 alike.
 *
 * Two-way: a span lives in its slot or the slot's pair (slot ^ 1).
 * Bounded: SLOTS entries of at most MAX_SPAN bytes each.
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
/** spans of at most this many bytes keep their bytes in `arena`; longer ones in `longBytes` */
const STRIDE = 128;

/*
 * The table, one array per field (slot i of each is entry i): no object per entry. What the
 * table keeps lives long enough to be copied by V8's young-generation collections, and an
 * object of eight fields per entry was 88 of the ~250 bytes an entry kept; these arrays are
 * made once, when the module loads. (Cutting a wrapped uri out of its raw string again at
 * each hit instead of keeping it cost the dense bench input ~4 % in garbage collection.)
 */
/** each slot's key (spanHash), -1 when free */
const keys = new Int32Array(SLOTS).fill(-1);
/** the uri's bounds within the raw span */
const uriStarts = new Uint16Array(SLOTS);
const uriEnds = new Uint16Array(SLOTS);
/** when it was last stored or hit (the clock below) */
const used = new Int32Array(SLOTS);
/** each slot's span length in bytes */
const lengths = new Uint16Array(SLOTS);
/**
 * each slot's span bytes, at slot × STRIDE, for a span of at most STRIDE bytes: a hit
 * compares bytes with bytes (comparing them with the raw string's code units, charCodeAt by
 * charCodeAt, took ~190 ns of a 40-byte span against ~40 ns here: the one-line bench input,
 * 381,150 hits, 10 % of its time). 1 MB at most, and pages that no span was stored in are
 * never touched. A longer span (87 of the RFC corpus's 24,338 records, but a fifth of the
 * GitHub Actions logs' — tracking and redirect links) keeps a string of one code unit per
 * byte instead (`longBytes`): the raw string itself for an ASCII span, a Latin-1 reading of
 * its bytes for any other
 */
const arena = new Uint8Array(SLOTS * STRIDE);
const longBytes: Array<string | undefined> = new Array(SLOTS).fill(undefined);
const raws: Array<string | undefined> = new Array(SLOTS).fill(undefined);
/** the uri: the raw string itself, a slice of it, or (character references read) its own */
const uris: Array<string | undefined> = new Array(SLOTS).fill(undefined);
const analyses: Array<UriAnalysis | undefined> = new Array(SLOTS).fill(undefined);

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
  return find(key, buf, s, e, u0, u1) >= 0;
}

/** Forget every entry, count and sighting (for tests: a known, empty state). */
export function spanMemoClear(): void {
  keys.fill(-1);
  lengths.fill(0);
  longBytes.fill(undefined);
  raws.fill(undefined);
  uris.fill(undefined);
  analyses.fill(undefined);
  counts.fill(0);
  seen.fill(0);
  lookups = 0;
}

/**
 * The slot of the entry for buf[s, e) with the uri at [s + u0, s + u1), or -1; its strings
 * and analysis are spanRaw, spanUri and spanAnalysis of the slot.
 */
export function spanLookup(
  key: number,
  buf: Uint8Array,
  s: number,
  e: number,
  u0: number,
  u1: number,
): number {
  count(key);
  const m = find(key, buf, s, e, u0, u1);
  if (m >= 0) used[m] = tick();
  return m;
}

/** the raw string of the entry in this slot */
export const spanRaw = (slot: number): string => raws[slot]!;

/** the uri of the entry in this slot */
export const spanUri = (slot: number): string => uris[slot]!;

/** the analysis of the entry in this slot */
export const spanAnalysis = (slot: number): UriAnalysis => analyses[slot]!;

/** the slot of the span's entry, in its slot or the slot's pair; nothing counted or stamped */
function find(key: number, buf: Uint8Array, s: number, e: number, u0: number, u1: number): number {
  const i = key & (SLOTS - 1);
  if (keys[i] === key && matches(i, buf, s, e, u0, u1)) return i;
  if (keys[i ^ 1] === key && matches(i ^ 1, buf, s, e, u0, u1)) return i ^ 1;
  return -1;
}

function matches(i: number, buf: Uint8Array, s: number, e: number, u0: number, u1: number) {
  const n = e - s;
  if (lengths[i] !== n || uriStarts[i] !== u0 || uriEnds[i] !== u1) return false;
  if (n > STRIDE) {
    const r = longBytes[i]!;
    for (let k = 0; k < n; k++) if (r.charCodeAt(k) !== buf[s + k]) return false;
    return true;
  }
  const at = i * STRIDE;
  for (let k = 0; k < n; k++) if (arena[at + k] !== buf[s + k]) return false;
  return true;
}

/** whether raw, the decoding of an n-byte span, is ASCII: one code unit per byte, each < 0x80 */
function asciiSpan(raw: string, n: number): boolean {
  if (raw.length !== n) return false;
  for (let i = 0; i < n; i++) if (raw.charCodeAt(i) > 0x7f) return false;
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
  const a = keys[slot]!;
  const b = keys[slot ^ 1]!;
  let place = slot;
  if (a >= 0) {
    place = slot ^ 1;
    if (b >= 0) {
      const ca = counts[counter(a)]!;
      const cb = counts[counter(b)]!;
      const bWeaker = cb < ca || (cb === ca && used[slot ^ 1]! < used[slot]!);
      if (counts[counter(key)]! <= (bWeaker ? cb : ca)) return false;
      place = bWeaker ? slot ^ 1 : slot;
    }
  }
  keys[place] = key;
  lengths[place] = e - s;
  if (e - s <= STRIDE) {
    arena.set(buf.subarray(s, e), place * STRIDE);
    longBytes[place] = undefined;
  } else longBytes[place] = asciiSpan(raw, e - s) ? raw : byteString(buf, s, e);
  uriStarts[place] = u0;
  uriEnds[place] = u1;
  used[place] = tick();
  raws[place] = raw;
  uris[place] = uri;
  analyses[place] = analysis;
  return true;
}
