/**
 * Records for URIs that the mail layer finds itself (HTML attributes, header fields):
 * every one goes through the core (analyzeUri, via analyzeForText) like the extractor's
 * candidates.
 */

import type { UriAnalysis } from "../core/analyze.js";
import { parseUri } from "../core/parse.js";
import { resolveUri } from "../core/resolve.js";
import { analyzeCached, MAX_KEY } from "../extract/analysis-cache.js";
import { frozenList, NO_ITEMS } from "../extract/frozen-list.js";
import {
  DEFAULT_MAX_LENGTH,
  type Delimiter,
  type ExtractOptions,
  type Found,
  type MessageInfo,
} from "../extract/types.js";

/** RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) followed by ":" */
const SCHEME_RE = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** options.maxLength as the text scanner reads it (text-scanner.ts): at least 16 */
export function maxLengthOf(options: ExtractOptions): number {
  return Math.max(16, Math.floor(options.maxLength ?? DEFAULT_MAX_LENGTH));
}

export function hasScheme(s: string): boolean {
  return SCHEME_RE.test(s);
}

/** RFC 3986 §5.2 (strict) against an absolute base; null when it cannot be resolved. */
export function resolveRef(ref: string, base: string | undefined): string | null {
  if (hasScheme(ref)) return ref;
  if (!base || !hasScheme(base)) return null;
  try {
    return resolveUri(ref, base, { strict: true });
  } catch {
    return null;
  }
}

/**
 * `<base href>` (or a Content-Base) resolved: a base only when it is a valid URI — the HTML
 * Standard's document base URL falls back to the one before when the href does not parse
 * (`<base href="http://">`: wget2's test-base.c), and RFC 3986 §5.1 wants an absolute URI
 */
export function usableBase(ref: string, base: string | undefined): string | null {
  const r = resolveRef(ref, base);
  return r !== null && analyzeCached(r).valid ? r : null;
}

const allowLists = new WeakMap<string[], Set<string>>();

/** options.schemes as a set of lowercase names, built once per options object */
function allowed(schemes: string[]): Set<string> {
  let set = allowLists.get(schemes);
  if (!set) {
    set = new Set(schemes.map((s) => s.toLowerCase()));
    allowLists.set(schemes, set);
  }
  return set;
}

/**
 * the last URI analysed that is too long for the cache (analysis-cache.ts MAX_KEY) and its
 * analysis: an HTML part's links resolved against a long base are that long, and a part
 * repeats its links (60,000 `<a href="x">` under an 8,000-character base were analysed one
 * by one: 64 s — session 53's sweep)
 */
let lastLong = "";
let lastLongAnalysis: UriAnalysis | null = null;

function analysisOf(uri: string): UriAnalysis {
  if (uri.length <= MAX_KEY) return analyzeCached(uri);
  if (uri !== lastLong || lastLongAnalysis === null) {
    lastLongAnalysis = analyzeCached(uri);
    lastLong = uri;
  }
  return lastLongAnalysis;
}

export interface RecordSpan {
  raw: string;
  start: number;
  end: number;
  line: number;
  column: number;
  wrapped: boolean;
}

/**
 * Build a record for `uri` (absolute, or a relative reference left as written when
 * `relative`), or null when the options filter it out.
 */
export function makeRecord(
  uri: string,
  relative: boolean,
  delimiter: Delimiter,
  span: RecordSpan,
  message: MessageInfo,
  options: ExtractOptions,
): Found | null {
  // the extractor's cache, bounded in entries and characters (analysis-cache.ts): an archive
  // repeats its URIs (the List-* headers of every message, footers, signatures). This one
  // kept every URI, however long: 300 messages of a unique 1 MB List-Unsubscribe URI held
  // 385 MB (session 53's sweep)
  const a = analysisOf(uri);
  let { valid, errors, scheme } = a;
  // (a valid analysis's null `normalized` is the URI itself: analysis-cache.ts)
  let normalized = valid ? (a.normalized ?? uri) : a.normalized;
  if (relative) {
    // No base (draft-fielding-05 §5.1.4): the reference stays as written, marked `relative`.
    // It names no resource by itself, so it is no valid URI (validateUri says
    // "missing-scheme" too) and comes out only with includeInvalid / --all, where the
    // --base it wants can be seen; a malformed one has its parse error
    const p = parseUri(uri);
    valid = false;
    errors = p.ok ? ["missing-scheme"] : [p.error.reason];
    normalized = null;
    scheme = "";
  }
  if (!valid && !options.includeInvalid) return null;
  if (options.schemes && !allowed(options.schemes).has(scheme)) return null;
  const f: Found = {
    uri,
    normalized,
    scheme,
    valid,
    errors: frozenList(errors),
    warnings: frozenList(a.warnings),
    delimiter,
    wrapped: span.wrapped,
    variants: NO_ITEMS,
    raw: span.raw,
    start: span.start,
    end: span.end,
    line: span.line,
    column: span.column,
    message,
  };
  if (relative) f.relative = true;
  return f;
}
