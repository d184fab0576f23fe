/**
 * How far a wrapper that drops bytes may reach: `<…>`, `<URL:…>`, `⟨…⟩`, a TeX `\url{…}`
 * (angle.ts), a quoted URI broken across lines (wrapped-quote.ts), a quoted base64 `data:`
 * URI with blanks (quoted-data.ts), a Word field code's target (field-code.ts). DESIGN: `maxLength` is the "longest URI considered", and "the
 * carry-over between chunks is bounded by maxLength, so memory stays flat on any input".
 *
 * Two bounds, then. The URI's own bytes — what is left once the line breaks, blanks,
 * indentation, mail quote markers, a comment's leader or an RFC's page break are dropped —
 * count against maxLength: a URI of 8,000 bytes wrapped over 100 lines of `> > ` quoted
 * mail is read as the same URI on one line is (before, the dropped bytes counted too, and
 * with `{ maxLength: 64 }` a 60-byte URI wrapped in a reply was cut to its first line's piece).
 * And the raw text from the opening byte on is read for at most 2 × maxLength +
 * DROPPED_SLACK bytes: the dropped bytes may be as many as the URI's, and 256 more (a short
 * maxLength's URI still takes a line's indentation). A scan waits for no byte past that
 * (the scanner's carry-over past a trigger: that many bytes and its look-aheads), and reads
 * each byte once: linear time, flat memory. Beyond it the wrapper falls back to the bare
 * rules, as when no `>` comes within maxLength.
 */

/** the dropped bytes a wrapper's span may hold on top of maxLength's worth */
export const DROPPED_SLACK = 256;

/**
 * The first index past the bytes a wrapper opened at `open` may read: its close lies before
 * it (2 × maxLength + DROPPED_SLACK raw bytes from the opening byte on, the closing one too)
 */
export function wrappedSpanLimit(open: number, maxLength: number): number {
  return open + 2 * maxLength + DROPPED_SLACK;
}

/** the longest piece copyPiece copies byte by byte */
const SHORT_PIECE = 16;

/**
 * buf[from, to) copied into a candidate's joined bytes at `at`. A short piece byte by byte:
 * a subarray is an allocation, and a URI wrapped over many short quoted lines copies one
 * piece per line
 */
export function copyPiece(
  out: Uint8Array,
  at: number,
  buf: Uint8Array,
  from: number,
  to: number,
): void {
  if (to - from <= SHORT_PIECE) for (let k = from; k < to; k++) out[at++] = buf[k]!;
  else out.set(buf.subarray(from, to), at);
}
