/**
 * Candidate → Found records through the core (`analyzeUri`, cached): the `schemes` allow-list,
 * `includeInvalid`, and the hyphen readings (2396bis App. E: a line break right after
 * "-" — the hyphen may or may not belong to the URI).
 */
import type { UriAnalysis } from "../core/analyze.js";
import { analyzeCached } from "./analysis-cache.js";
import type { Candidate } from "./candidate.js";
import { decodeCharacterReferences } from "./character-references.js";
import { decodeUtf8At, utf8, windows1252 } from "./chars.js";
import { frozenList, NO_ITEMS } from "./frozen-list.js";
import {
  MAX_SPAN,
  spanAnalysis,
  spanHash,
  spanLookup,
  spanRaw,
  spanRecurs,
  spanStore,
  spanUri,
} from "./span-memo.js";
import type { Delimiter, ExtractOptions, Found, HyphenMode } from "./types.js";

const utf8Decoder = new TextDecoder("utf-8");

type Utf8Slice = (this: Uint8Array, start: number, end: number) => string;
/**
 * Node's native UTF-8 slice (Buffer#utf8Slice), when this is Node: it also works
 * on a plain Uint8Array and takes ~75 ns for a 49-byte URI against ~170 ns through
 * TextDecoder (bench: one subarray and one decoder call fewer). Elsewhere (a browser)
 * TextDecoder. Both replace ill-formed sequences with U+FFFD the WHATWG way.
 */
const utf8Slice: Utf8Slice | undefined = (
  globalThis as { Buffer?: { prototype?: { utf8Slice?: Utf8Slice } } }
).Buffer?.prototype?.utf8Slice;

/** Decode buf[s, e) as UTF-8. */
export function decodeSpan(buf: Uint8Array, s: number, e: number): string {
  if (e <= s) return "";
  if (e - s === 1 && buf[s]! < 0x80) return String.fromCharCode(buf[s]!);
  if (utf8Slice !== undefined) return utf8Slice.call(buf, s, e);
  return utf8Decoder.decode(buf.subarray(s, e));
}

/**
 * Decode buf[s, e) as the scanner read it (chars.ts decodeCharAt): UTF-8, and a byte that
 * begins no well-formed sequence as its windows-1252 character, not U+FFFD — the record of
 * "http://example.com/caf\xE9" in Latin-1 text is "http://example.com/café".
 */
export function decodeUtf8OrWindows1252(buf: Uint8Array, s: number, e: number): string {
  const text = decodeSpan(buf, s, e);
  // (a U+FFFD written in UTF-8 is read below as itself)
  if (text.indexOf("\ufffd") < 0) return text;
  let out = "";
  let from = s;
  for (let i = s; i < e; ) {
    const b = buf[i]!;
    if (b < 0x80) i++;
    else if (decodeUtf8At(buf, i, e) === 1) i += utf8.len;
    else {
      out += decodeSpan(buf, from, i) + String.fromCharCode(windows1252(b));
      from = ++i;
    }
  }
  return out + decodeSpan(buf, from, e);
}

/**
 * uri with its character references read (character-references.ts) — unless that makes an
 * invalid URI of a valid one (`?off=100&#37;` is text, not a broken percent-encoding): then
 * as written
 */
export function withReferencesRead(uri: string): string {
  const read = decodeCharacterReferences(uri);
  if (read === uri || analyzeCached(read).valid || !analyzeCached(uri).valid) return read;
  // as written, the "#" of a numeric reference would start the fragment — git's manual
  // "ssh://&#91;user@&#93;host.xz&#91;:port&#93;/repo.git/" is an authority "&" and a
  // fragment "91;user@…": no reading of the text at all. The references read, it is the
  // template it is (HTML §13.2.5.72: the text means the referenced characters)
  const hash = uri.indexOf("#");
  if (hash > 0 && uri.charCodeAt(hash - 1) === 0x26) return read;
  return uri;
}

/**
 * cand.joined[from, to) as the scanner read its pieces: no UTF-8 sequence is read across a
 * piece's end that left one unfinished (candidate.ts markCut).
 */
function decodeJoined(cand: Candidate, from: number, to: number): string {
  const cuts = cand.cuts;
  if (cuts.length === 0) return decodeUtf8OrWindows1252(cand.joined, from, to);
  let out = "";
  for (const c of cuts) {
    if (c <= from || c >= to) continue;
    out += decodeUtf8OrWindows1252(cand.joined, from, c);
    from = c;
  }
  return out + decodeUtf8OrWindows1252(cand.joined, from, to);
}

/** A joined candidate's reading without the hyphens that ended a line (2396bis App. E). */
export function withoutHyphens(cand: Candidate): string {
  const parts: string[] = [];
  let from = 0;
  for (const h of cand.hyphens) {
    parts.push(decodeJoined(cand, from, h));
    from = h + 1;
  }
  parts.push(decodeJoined(cand, from, cand.joinedLen));
  return withReferencesRead(parts.join(""));
}

/** analyzeUri's errors of an authority (RFC 3986 §3.2): its host, port or userinfo */
const AUTHORITY_ERRORS = new Set([
  "bad-host",
  "bad-port",
  "bad-userinfo",
  "bad-ipv6",
  "bad-ipvfuture",
  "bad-zone",
  "bad-idn",
]);

/** no valid URI for its host or port, and the other reading (a hyphen's) none either */
function badAuthority(a: UriAnalysis, other: string | null): boolean {
  return (
    !a.valid &&
    a.errors.some((e) => AUTHORITY_ERRORS.has(e)) &&
    !(other !== null && analyzeCached(other).valid)
  );
}

export class RecordBuilder {
  private readonly schemes: Set<string> | null;
  private readonly includeInvalid: boolean;
  private readonly hyphen: HyphenMode;

  constructor(options: ExtractOptions) {
    this.schemes = options.schemes ? new Set(options.schemes.map((s) => s.toLowerCase())) : null;
    this.includeInvalid = options.includeInvalid === true;
    this.hyphen = options.hyphen ?? "keep";
  }

  /** true when the lowercase scheme passes the allow-list */
  allows(scheme: string): boolean {
    return this.schemes === null || this.schemes.has(scheme);
  }

  /**
   * Records for one candidate (0, 1 or 2 with hyphen "both"), appended to `out`. Returns
   * true when no reading of it is a valid URI and its authority is what fails (a host or a
   * port that took in the text after it: the scanner looks inside; records or not,
   * includeInvalid decides), whether the allow-list takes its scheme or not.
   */
  fromCandidate(
    cand: Candidate,
    buf: Uint8Array,
    base: number,
    line: number,
    column: number,
    out: Found[],
  ): boolean {
    let uri: string;
    let raw: string;
    let analysis: UriAnalysis | undefined;
    if (cand.joinedLen >= 0) {
      uri = withReferencesRead(decodeJoined(cand, 0, cand.joinedLen));
      raw = decodeUtf8OrWindows1252(buf, cand.rawStart, cand.rawEnd);
    } else {
      const rs = cand.rawStart;
      const re = cand.rawEnd;
      const u0 = cand.uriStart - rs;
      const u1 = cand.uriEnd - rs;
      // the same bytes seen recently: their strings and analysis (span-memo.ts)
      const key = re - rs <= MAX_SPAN ? spanHash(buf, rs, re, u0, u1) : -1;
      const m = key >= 0 ? spanLookup(key, buf, rs, re, u0, u1) : -1;
      if (m >= 0) {
        raw = spanRaw(m);
        uri = spanUri(m);
        analysis = spanAnalysis(m);
      } else {
        // the uri is a slice of the raw text: one decode, then a substring of it when every
        // byte became one UTF-16 unit (ASCII, the common case; a multi-byte character makes
        // the string shorter than its bytes, and then the uri is decoded on its own)
        raw = decodeUtf8OrWindows1252(buf, rs, re);
        if (u0 === 0 && u1 === raw.length) uri = raw;
        else if (raw.length === re - rs) uri = raw.slice(u0, u1);
        else uri = decodeUtf8OrWindows1252(buf, cand.uriStart, cand.uriEnd);
        // "…?a=1&amp;b=2" in escaped markup is "…?a=1&b=2" (character-references.ts)
        uri = withReferencesRead(uri);
        if (key >= 0) {
          // a span seen once gets no entry, and its URI none in the analysis cache: what
          // occurs once is dropped with its record (span-memo.ts). A span seen again is kept
          // by the span memo, or, when that refuses it, its URI by the analysis cache: not
          // by both (what both kept survives young-generation collections twice over). (A
          // URI with character references is kept by withReferencesRead's own look: rare,
          // and bounded)
          analysis = analyzeCached(uri, false);
          if (spanRecurs(key) && !spanStore(key, buf, rs, re, u0, u1, raw, uri, analysis))
            analyzeCached(uri);
        }
      }
    }
    let scheme = "";
    // left out by the allow-list: no record — but a URI read on past a hyphen's line break
    // still learns where it ends (below), for the trigger search resumes there
    let filtered = false;
    if (this.schemes !== null) {
      scheme = uri.slice(0, uri.indexOf(":")).toLowerCase();
      if (!this.schemes.has(scheme)) {
        if (cand.cut < 0) {
          const other =
            cand.hyphens.length > 0 && cand.joinedLen >= 0 ? withoutHyphens(cand) : null;
          return badAuthority(analysis ?? analyzeCached(uri), other);
        }
        filtered = true;
      }
    }
    const start = base + cand.rawStart;
    let end = base + cand.rawEnd;
    let w = cand.wrapped;
    let other: string | null = null;
    if (cand.hyphens.length > 0 && cand.joinedLen >= 0) other = withoutHyphens(cand);
    // a bare URI read on past a hyphen at a line break (bare-line-breaks.ts hyphenBreak):
    // when neither reading across the break is a valid URI, the hyphen was the text's and
    // the URI ends at the break ("tel:+1-" LF "b", "https://www.ecma-" LF "b%") — 2396bis
    // App. E: the hyphen "may or may not actually be part of the URI"
    if (
      cand.cut >= 0 &&
      !analyzeCached(uri).valid &&
      !(other !== null && analyzeCached(other).valid)
    ) {
      const cutUri = withReferencesRead(decodeUtf8OrWindows1252(buf, cand.uriStart, cand.cut));
      if (analyzeCached(cutUri).valid) {
        uri = cutUri;
        raw = decodeUtf8OrWindows1252(buf, cand.rawStart, cand.cut);
        end = base + cand.cut;
        other = null;
        w = false;
        analysis = undefined;
        cand.cutTaken = true;
      }
    }
    // (left out by the allow-list, it still hides no URI that its authority took in: an
    // `--schemes javascript` scan finds bluemonday's `URL=http://;URL=javascript:…`)
    const hides = badAuthority(analysis ?? analyzeCached(uri), other);
    if (filtered) return hides;
    const d = cand.delimiter;
    if (other === null) {
      // a bare URI joined across a hard wrap (bare-line-breaks.ts hardWrapAt) is a guess: the
      // URI as cut at the break is its other reading
      const variants =
        cand.wrapCut && !cand.cutTaken
          ? frozenList([withReferencesRead(decodeUtf8OrWindows1252(buf, cand.uriStart, cand.cut))])
          : NO_ITEMS;
      const f = this.one(uri, scheme, variants, d, w, raw, start, end, line, column, analysis);
      if (f !== null) out.push(f);
    } else this.readings(uri, other, scheme, d, w, raw, start, end, line, column, out);
    return hides;
  }

  /**
   * The records of a URI read across a hyphen that ended a line, `uri` with the hyphen and
   * `other` without, as the hyphen mode asks: one record with the other reading in
   * `variants` — unless only the other is a valid URI, then the break decides
   * ("http://a.exam%4-" LF "1ple.org/": that hyphen is not the URI's) — or, with "both",
   * one record per reading. `other` null: no hyphen, one record.
   */
  readings(
    uri: string,
    other: string | null,
    scheme: string,
    d: Delimiter,
    w: boolean,
    raw: string,
    start: number,
    end: number,
    line: number,
    column: number,
    out: Found[],
  ): void {
    let f: Found | null;
    if (other === null) {
      f = this.one(uri, scheme, NO_ITEMS, d, w, raw, start, end, line, column);
      if (f !== null) out.push(f);
    } else if (this.hyphen !== "both") {
      let first = this.hyphen === "keep" ? uri : other;
      let second = first === uri ? other : uri;
      if (!analyzeCached(first).valid && analyzeCached(second).valid) {
        const t = first;
        first = second;
        second = t;
      }
      f = this.one(first, scheme, frozenList([second]), d, w, raw, start, end, line, column);
      if (f !== null) out.push(f);
    } else {
      f = this.one(uri, scheme, frozenList([other]), d, w, raw, start, end, line, column);
      if (f !== null) out.push(f);
      f = this.one(other, scheme, frozenList([uri]), d, w, raw, start, end, line, column);
      if (f !== null) out.push(f);
    }
  }

  /** One record through analyzeUri; null (dropped) when invalid unless includeInvalid. */
  one(
    uri: string,
    scheme: string,
    variants: string[],
    delimiter: Delimiter,
    wrapped: boolean,
    raw: string,
    start: number,
    end: number,
    line: number,
    column: number,
    analysis?: UriAnalysis,
  ): Found | null {
    const a = analysis ?? analyzeCached(uri);
    if (!a.valid && !this.includeInvalid) return null;
    return {
      uri,
      normalized: a.valid ? (a.normalized ?? uri) : null,
      scheme: a.scheme || scheme || uri.slice(0, uri.indexOf(":")).toLowerCase(),
      valid: a.valid,
      // frozen by the cache (analysis-cache.ts)
      errors: a.errors,
      warnings: a.warnings,
      delimiter,
      wrapped,
      variants,
      raw,
      start,
      end,
      line,
      column,
    };
  }
}
