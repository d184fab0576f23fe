/**
 * What opens a line before its text, read alike on a URI's first line and on the line it
 * goes on to (2396bis App. E: a URI broken across lines; the reader skips the indentation and
 * what the writer's medium puts there again): mail quote markers (`>`, `> >`, `>>`), then a
 * comment or table leader — `*` (a C or Java doc comment), `#`, `//`, `--`, `;`, `;;`, `%`,
 * `|` — followed by a blank; a line that opens a block comment (`/*`, `/**`) has the `*`
 * leader its continuation lines repeat.
 */
import { MORE_INPUT } from "./delimiters/more-input.js";

/** how far back from a wrapper's opener the start of its line is looked for (quote markers) */
export const QUOTE_WINDOW = 1024;

/** comment and table leaders at a line's start: * # / - ; % | */
const LEADER = new Uint8Array(128);
for (const ch of "*#/-;%|") LEADER[ch.charCodeAt(0)] = 1;

/**
 * The prefix of the line that starts at `line`, before `end`, packed: its number of quote
 * markers (at most 255) in the low byte, then its leader's byte (<< 8) and how many times
 * the leader is written (<< 16; 0 when there is none)
 */
export function linePrefixAt(buf: Uint8Array, line: number, end: number): number {
  let depth = 0;
  let k = line;
  for (; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x3e) depth++;
    else if (b !== 0x20 && b !== 0x09) break;
  }
  let prefix = Math.min(depth, 255);
  const m = buf[k]!;
  if (m === 0x2f && buf[k + 1] === 0x2a && k + 1 < end) {
    // a block comment opened on the line ("/* see <https://…/" LF " * more>", "/** …"): its
    // continuation lines repeat the "*" (the C and Java doc-comment style), so that is the
    // leader
    let q = k + 2;
    if (q < end && buf[q] === 0x2a) q++;
    if (q < end && (buf[q] === 0x20 || buf[q] === 0x09)) prefix |= (0x2a << 8) | (1 << 16);
  } else if (k < end && LEADER[m] === 1) {
    let run = 1;
    while (run < 3 && k + run < end && buf[k + run] === m) run++;
    const after = buf[k + run];
    if (k + run < end && (after === 0x20 || after === 0x09)) prefix |= (m << 8) | (run << 16);
  }
  return prefix;
}

/** a unified diff's line marker (POSIX diff -u): "+" and "-" at a line's start */
export const DIFF_ADDED = 1;
export const DIFF_REMOVED = 2;

/**
 * The prefix of the line that starts at `line` (linePrefixAt), and (<< 24) the unified diff's
 * marker that opens it when it is "+" or "-" (DIFF_ADDED, DIFF_REMOVED): a wrapped URI in an
 * added or removed line goes on in a line with the same marker. What follows the marker is
 * read as the line's prefix when the marker itself is none ("-> " a diff of a quoted reply;
 * "- " and "-- " stay comment or list leaders, and are no diff's marker then).
 */
export function diffLinePrefixAt(buf: Uint8Array, line: number, end: number): number {
  const prefix = linePrefixAt(buf, line, end);
  const m = buf[line]!;
  if (line < end && (m === 0x2b || m === 0x2d)) {
    const marker = (m === 0x2b ? DIFF_ADDED : DIFF_REMOVED) << 24;
    if (prefix === 0) return linePrefixAt(buf, line + 1, end) | marker;
    // a "-" and a blank is a list's bullet (or a one-dash comment leader) — or the marker of
    // a removed " * …", " # …" or " // …" line, when what follows it is a prefix itself. A
    // bullet's URI may go on in a line that opens with "-" ("- <URL:http://a/" LF "-b…>":
    // a planted-URI test's wrap before a hyphen)
    if (prefix === ONE_DASH) {
      const after = linePrefixAt(buf, line + 1, end);
      if (after !== 0) return after | marker;
    }
  }
  return prefix;
}

/** linePrefixAt's answer for a line that opens with one "-" and a blank */
const ONE_DASH = (0x2d << 8) | (1 << 16);

/**
 * `leader` (a prefix >> 8) written again at j, as many times, then a blank: the index after
 * it; -1 when not; MORE_INPUT when that is not known before n
 */
export function leaderRepeatAt(buf: Uint8Array, j: number, n: number, leader: number): number {
  const x = leader & 0xff;
  const run = leader >> 8;
  for (let r = 0; r < run; r++) {
    if (j + r >= n) return MORE_INPUT;
    if (buf[j + r] !== x) return -1;
  }
  if (j + run >= n) return MORE_INPUT;
  const after = buf[j + run];
  return after === 0x20 || after === 0x09 ? j + run : -1;
}
