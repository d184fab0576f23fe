/**
 * What a delimiter scanner hands back: a candidate as slices of the scanned buffer
 * (local indices), or the joined bytes when whitespace was dropped from inside it.
 * One instance is reused for every trigger — nothing is allocated per candidate until
 * it becomes a record.
 */
import { decodeUtf8At } from "./chars.js";
import type { Delimiter } from "./types.js";

/** the candidate is filled in */
export const FOUND = 1;
/** no URI at this trigger; `resume` says where the trigger search goes on */
export const NONE = 0;
/** the decision needs bytes beyond the buffer end (and the input is not over) */
export const MORE = -1;
/** the wrapper did not close properly: read the same scheme under the bare rules */
export const FALLBACK = 2;
/**
 * how far past a bare URI a ")" closing a "(" left open in it is looked for
 * (bare-pairs.ts closedAhead; the scanner's LOOKAHEAD_SLACK covers it)
 */
export const PAREN_AHEAD = 256;

export interface ScanContext {
  buf: Uint8Array;
  /** bytes available: buf[0 .. n) */
  n: number;
  /** no more bytes will come */
  final: boolean;
  /** longest raw span considered, in bytes */
  maxLength: number;
  /**
   * where the current trigger's text starts: bytes before it were read with an earlier URI
   * (a look-back for context stops there)
   */
  lo: number;
  /**
   * a bare URI goes on past a hyphen's line break only at or after this local index: the
   * bytes before it were already read across their breaks, by a URI cut back (linear time)
   */
  breakFrom: number;
  /**
   * a fuzzy link's probe (fuzzy.ts): a zero width space or a soft hyphen inside the path
   * ends the reading, as linkify-it's match is cut there, rather than being dropped
   */
  probe?: boolean;
}

let sharedJoined = new Uint8Array(0);

/**
 * One joined-bytes buffer shared by all scanners: a delimiter scanner fills it and the
 * record is built from it within the same synchronous call (a trigger that needs more
 * bytes is rescanned from its start), so scanners never see each other's bytes — and a
 * scanner made per mail part allocates nothing here.
 */
function joinedBuffer(size: number): Uint8Array {
  if (sharedJoined.length < size) sharedJoined = new Uint8Array(size);
  return sharedJoined;
}

export class Candidate {
  rawStart = 0;
  rawEnd = 0;
  /** uri as a slice of the buffer (when `joinedLen` < 0) */
  uriStart = 0;
  uriEnd = 0;
  /** uri bytes after dropping whitespace and quote markers; -1 when the slice is used */
  joinedLen = -1;
  joined: Uint8Array;
  /** indices in `joined` of hyphens that ended a line (2396bis App. E) */
  hyphens: number[] = [];
  /** indices in `joined` where a piece ended inside a UTF-8 sequence (markCut) */
  cuts: number[] = [];
  wrapped = false;
  /** bytes ≥ 0x80 inside (decode through TextDecoder) */
  nonAscii = false;
  delimiter: Delimiter = "bare";
  /** local index where the trigger search resumes */
  resume = 0;
  /** the bare run was longer than maxLength: skip the rest of it */
  overflow = false;
  /**
   * a bare URI that goes on after a hyphen at a line break (bare-line-breaks.ts
   * hyphenBreak), or across a hard wrap (hardWrapAt): local index of that line break, where
   * the other reading ends; -1 when there is none
   */
  cut = -1;
  /** `cut` is a hard wrap's: the reading that ends there is the record's variant */
  wrapCut = false;
  /**
   * set by the record builder when it took the reading that ends at `cut`: the trigger search
   * then resumes there, and a URI on the next line ("tel:+1-" LF "b;mailto:x@y.org") is found
   */
  cutTaken = false;
  /**
   * a bare run that grew past maxLength across hyphen breaks and was read again ending at the
   * first (bare.ts): local index of how far the first reading went; -1 when none
   */
  joinLimit = -1;

  constructor(maxLength: number) {
    this.joined = joinedBuffer(maxLength + 8);
  }

  /**
   * a quoted URI: the quotes at q and i (the raw span), the URI buf[s, i), the search
   * resuming past the closing quote
   */
  quoted(q: number, s: number, i: number, nonAscii: boolean, delimiter: Delimiter): void {
    this.rawStart = q;
    this.rawEnd = i + 1;
    this.uriStart = s;
    this.uriEnd = i;
    this.nonAscii = nonAscii;
    this.delimiter = delimiter;
    this.resume = i + 1;
  }

  reset(): void {
    this.joinedLen = -1;
    if (this.hyphens.length !== 0) this.hyphens.length = 0;
    if (this.cuts.length !== 0) this.cuts.length = 0;
    this.wrapped = false;
    this.nonAscii = false;
    this.overflow = false;
    this.cut = -1;
    this.wrapCut = false;
    this.cutTaken = false;
    this.joinLimit = -1;
  }
}

/**
 * The piece buf[a, b) was copied into cand.joined, where it ends at index `at`, and another
 * piece follows it. When the piece ends inside a UTF-8 sequence, the scanner read those bytes
 * one by one as windows-1252 (a line break followed them: chars.ts decodeCharAt); the next
 * piece's bytes must not complete the sequence when the joined bytes are decoded
 * (found.ts decodeJoined): "<http://x/a\xC3" LF "\xA9b>" is "…/aÃ©b", not "…/aéb".
 */
export function markCut(cand: Candidate, buf: Uint8Array, a: number, b: number, at: number): void {
  for (let k = b - 1; k >= a && k >= b - 3; k--) {
    const x = buf[k]!;
    if (x < 0x80) return;
    if (x >= 0xc0) {
      if (decodeUtf8At(buf, k, b) < 0) cand.cuts.push(at);
      return;
    }
  }
}
