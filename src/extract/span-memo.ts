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
 * Two-way: a span lives in its slot or the slot's pair (slot ^ 1); a new span takes the free
 * one of the two, or else the one used least recently.
 * Bounded: SLOTS entries of at most MAX_SPAN bytes each (twice that for a non-ASCII span).
 */
import type { UriAnalysis } from "../core/analyze.js";

/** slots (a power of two) */
const SLOTS = 8192;
/** longer spans are decoded every time (they rarely repeat) */
export const MAX_SPAN = 256;

export class SpanEntry {
  constructor(
    /** the uri's bounds within the raw span */
    readonly u0: number,
    readonly u1: number,
    /** the span's bytes, one code unit each */
    readonly bytes: string,
    readonly raw: string,
    readonly uri: string,
    readonly analysis: UriAnalysis,
  ) {}
  /** when it was last stored or hit (the clock below) */
  used = 0;
}

/** a clock of stores and hits, kept a small integer (a wrap only misleads one eviction) */
let clock = 0;
const tick = (): number => {
  clock = (clock + 1) & 0x3fffffff;
  return clock;
};

const table: Array<SpanEntry | undefined> = new Array(SLOTS).fill(undefined);

/**
 * Hash of buf[s, e) and the uri bounds: FNV-1a over the length, the first 16 and the last
 * 32 bytes. URIs of a text differ mostly near their end, but many share a long tail
 * (`…?utm_source=newsletter&utm_medium=email&utm_campaign=…`); the head too halves the
 * misses on the dense bench input (9,569 → 4,774 of its 371,500 spans, 1,309 distinct).
 * Spans alike in both share a slot pair and take turns in it; a hit still compares every
 * byte.
 */
export function spanHash(buf: Uint8Array, s: number, e: number, u0: number, u1: number): number {
  let h = (0x811c9dc5 ^ u0 ^ (u1 << 9) ^ ((e - s) << 18)) | 0;
  const head = Math.min(s + 16, e);
  for (let i = s; i < head; i++) h = Math.imul(h ^ buf[i]!, 0x01000193);
  for (let i = Math.max(head, e - 32); i < e; i++) h = Math.imul(h ^ buf[i]!, 0x01000193);
  return (h ^ (h >>> 15)) & (SLOTS - 1);
}

/** The entry for buf[s, e) with the uri at [s + u0, s + u1), or undefined. */
export function spanLookup(
  slot: number,
  buf: Uint8Array,
  s: number,
  e: number,
  u0: number,
  u1: number,
): SpanEntry | undefined {
  let m = table[slot];
  if (m === undefined || !matches(m, buf, s, e, u0, u1)) {
    m = table[slot ^ 1];
    if (m === undefined || !matches(m, buf, s, e, u0, u1)) return undefined;
  }
  m.used = tick();
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

/** Keep the strings and analysis of buf[s, e) (at most MAX_SPAN bytes). */
export function spanStore(
  slot: number,
  buf: Uint8Array,
  s: number,
  e: number,
  u0: number,
  u1: number,
  raw: string,
  uri: string,
  analysis: UriAnalysis,
): void {
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
  const entry = new SpanEntry(u0, u1, bytes, raw, uri, analysis);
  entry.used = tick();
  // the pair's free or least recently used place. (Moving the slot's entry to the pair on
  // every store dropped the pair's own: two spans hashed to the two slots of one pair then
  // dropped each other at every occurrence. With that and 4,096 slots, 11 % of the dense
  // bench input's spans missed; now 1.3 %.)
  const a = table[slot];
  const b = table[slot ^ 1];
  if (a === undefined) table[slot] = entry;
  else if (b === undefined || b.used < a.used) table[slot ^ 1] = entry;
  else table[slot] = entry;
}
