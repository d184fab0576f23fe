/**
 * analyzeUri (through analyzeForText, raw-characters.ts) with a bounded two-generation cache. Text repeats its URIs: the RFC corpus
 * has 24,617 records but only ~9,000 distinct URIs (every RFC cites the same license,
 * errata and IANA pages), and a mail archive's parts repeat their signatures and list
 * footers. analyzeUri is a pure function of the string, so one cache serves every scanner,
 * also the one made for each mail part.
 *
 * New entries go to the young generation; when it is full it becomes the old one and the
 * previous old one is dropped, and an old entry that is hit moves back to the young one.
 * That keeps the recently used URIs without per-hit LRU bookkeeping. (The previous
 * single map, cleared when full at 4,096 entries, measured 430–700 MB/s on the RFC corpus;
 * this one 600–900 MB/s.)
 *
 * Bounded in entries and in characters: at most 2 × MAX_ENTRIES entries whose keys total
 * at most 2 × MAX_CHARS characters, and no key longer than MAX_KEY is kept, so an input
 * of long unique URIs cannot grow it past a few megabytes.
 *
 * The analyses' `errors` and `warnings` arrays are frozen: the records of a URI share them.
 *
 * Most URIs in text are valid, warned of nothing and already in normal form (24,061 of the
 * RFC corpus's 24,338 records). Their analyses differ only in the scheme, so they share one
 * object per scheme whose `normalized` is null: read it as the URI itself (`normalized ??
 * uri`, found.ts). What the caches keep lives long enough to be copied by V8's young-
 * generation collections, and every byte copied counts toward growing the young generation
 * (span-memo.ts); one object and one scheme string per URI were a third of what they keep.
 */
import type { UriAnalysis } from "../core/analyze.js";
import { frozenList, NO_ITEMS } from "./frozen-list.js";
import { analyzeForText } from "./raw-characters.js";

/** entries per generation (~250 bytes each for a typical URI, analysis included) */
export const MAX_ENTRIES = 8192;
/** key characters per generation */
export const MAX_CHARS = 1 << 19;
/** longer URIs are analysed every time (they rarely repeat) */
export const MAX_KEY = 1024;

export class AnalysisCache {
  private young = new Map<string, UriAnalysis>();
  private old = new Map<string, UriAnalysis>();
  private youngChars = 0;

  /** entries and key characters held (both generations) */
  get held(): { entries: number; chars: number } {
    let chars = 0;
    for (const k of this.young.keys()) chars += k.length;
    for (const k of this.old.keys()) chars += k.length;
    return { entries: this.young.size + this.old.size, chars };
  }

  /**
   * `keep: false`: a URI seen for the first time (found.ts asks the span memo): analysed, or
   * taken from the cache, but not added to it nor moved to the young generation. A kept
   * entry outlives young-generation collections, and such survivors grow V8's young
   * generation (span-memo.ts); a URI that occurs once would be one.
   */
  analyze(uri: string, keep = true): UriAnalysis {
    let a = this.young.get(uri);
    if (a !== undefined) return a;
    a = this.old.get(uri);
    if (a === undefined) {
      a = analyzeForText(uri);
      // every record of this URI shares the lists (found.ts): frozen, so that no consumer
      // changes another record's — or the next call's — errors and warnings
      a.errors = frozenList(a.errors);
      a.warnings = frozenList(a.warnings);
      a = inNormalForm(uri, a);
      if (uri.length > MAX_KEY) return a;
    }
    if (!keep) return a;
    if (this.young.size >= MAX_ENTRIES || this.youngChars + uri.length > MAX_CHARS) {
      this.old = this.young;
      this.young = new Map();
      this.youngChars = 0;
    }
    this.young.set(uri, a);
    this.youngChars += uri.length;
    return a;
  }
}

/** at most this many schemes get a shared analysis (a text may invent any number) */
const MAX_SHARED_SCHEMES = 64;
/** per scheme: the analysis of a valid URI in normal form with no warnings */
const clean = new Map<string, UriAnalysis>();

/**
 * The shared analysis of a's scheme when a says: valid, no warnings, normal form = uri
 * (`normalized` null in it: the URI itself); else a
 */
function inNormalForm(uri: string, a: UriAnalysis): UriAnalysis {
  if (!a.valid || a.warnings.length !== 0 || a.errors.length !== 0 || a.normalized !== uri)
    return a;
  let c = clean.get(a.scheme);
  if (c === undefined) {
    if (clean.size >= MAX_SHARED_SCHEMES) return a;
    c = { scheme: a.scheme, valid: true, errors: NO_ITEMS, warnings: NO_ITEMS, normalized: null };
    clean.set(a.scheme, c);
  }
  return c;
}

const shared = new AnalysisCache();

/**
 * analyzeUri(uri), from the shared cache when it was asked recently; kept there unless
 * `keep` is false (AnalysisCache#analyze). A valid analysis's `normalized` null is the URI
 * itself.
 */
export function analyzeCached(uri: string, keep = true): UriAnalysis {
  return shared.analyze(uri, keep);
}

/** entries and key characters the shared cache holds (for tests) */
export function analysisCacheHeld(): { entries: number; chars: number } {
  return shared.held;
}
