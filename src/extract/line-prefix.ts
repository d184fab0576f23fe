/**
 * What opens a line before its text, read alike on a URI's first line and on the line it
 * goes on to (2396bis App. E: a URI broken across lines; the reader skips the indentation and
 * what the writer's medium puts there again): mail quote markers (`>`, `> >`, `>>`), then a
 * comment or table leader — `*` (a C or Java doc comment), `#`, `//`, `--`, `;`, `;;`, `%`,
 * `|` — followed by a blank; a line that opens a block comment (`/*`, `/**`) has the `*`
 * leader its continuation lines repeat.
 */
import { csiRunEnd } from "./ansi.js";
import { MORE_INPUT } from "./delimiters/more-input.js";

/** how far back from a wrapper's opener the start of its line is looked for (quote markers) */
export const QUOTE_WINDOW = 1024;

/**
 * comment and table leaders at a line's start: * # / - ; % | — and ":", mutt's quote
 * character (its `quote_regexp`, "^([ \t]*[|>:}#])+": a reply quoted ": " line by line)
 */
const LEADER = new Uint8Array(128);
for (const ch of "*#/-;%|:") LEADER[ch.charCodeAt(0)] = 1;

/** the longest Supercite attribution read before its ">" (citationEnd) */
const MAX_CITATION = 12;

/**
 * A Supercite citation at k: the attribution (letters and digits, the writer's initials or
 * name) and ">", then a blank — Emacs Supercite's "    JQD> " (sc-citation-leader, the
 * attribution, sc-citation-delimiter), which Gnus, message-mode, MH-E and VM write, and mutt's
 * "JD> " when so set. The index after the ">"; -1 when not; MORE_INPUT when not known before n
 */
export function citationEnd(buf: Uint8Array, k: number, n: number): number {
  let e = k;
  while (e < n && e - k <= MAX_CITATION) {
    const b = buf[e]!;
    if (!((b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a))) break;
    e++;
  }
  if (e === k || e - k > MAX_CITATION) return -1;
  if (e + 1 >= n) return MORE_INPUT;
  if (buf[e] !== 0x3e) return -1;
  return buf[e + 1] === 0x20 || buf[e + 1] === 0x09 ? e + 1 : -1;
}

/**
 * A line before the one at `line` (looked at within QUOTE_WINDOW bytes, not past a blank
 * line) holds a "<" that no ">" after it closes, the lines between holding neither: a wrapper
 * the line goes on in
 * ("<news:a" LF "a" LF "a> <URL:…": the "a>" closes it, no Supercite citation)
 */
function openWrapperBefore(buf: Uint8Array, line: number): boolean {
  let k = line - 1;
  if (k < 0 || buf[k] !== 0x0a) return false;
  const stop = Math.max(0, line - QUOTE_WINDOW);
  for (k--; k >= stop; k--) {
    const b = buf[k]!;
    if (b === 0x3e) return false;
    if (b === 0x3c) return true;
    // (a blank line ends the paragraph a wrapper could run over)
    if (b === 0x0a && k > 0 && buf[k - 1] === 0x0a) return false;
  }
  return false;
}

/**
 * The prefix of the line that starts at `line`, before `end`, packed: its number of quote
 * markers (at most 127; a Supercite citation counts one, and sets CITED) in the low byte,
 * then its leader's byte (<< 8) and how many times the leader is written (<< 16; 0 when
 * there is none)
 */
export function linePrefixAt(buf: Uint8Array, line: number, end: number): number {
  let depth = 0;
  let cited = 0;
  let k = line;
  for (; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x3e) depth++;
    else if (b === 0x20 || b === 0x09) continue;
    else if (depth === 0 && b < 0x80 && CITATION_START[b] === 1) {
      // a Supercite citation, first on the line ("    JQD> see <https://…/"): a quote marker
      // — not the last piece of a URI that a "<" on the line before opened ("<https://…/Z96"
      // LF "b6x> <https://…": its ">" closes the wrapper)
      const e = citationEnd(buf, k, end);
      if (e < 0 || openWrapperBefore(buf, line)) break;
      depth++;
      cited = CITED;
      k = e - 1;
    } else break;
  }
  let prefix = Math.min(depth, 127) | cited;
  const m = buf[k]!;
  if (m === 0x2f && buf[k + 1] === 0x2a && k + 1 < end) {
    // a block comment opened on the line ("/* see <https://…/" LF " * more>", "/** …"): its
    // continuation lines repeat the "*" (the C and Java doc-comment style), so that is the
    // leader
    let q = k + 2;
    if (q < end && buf[q] === 0x2a) q++;
    if (q < end && (buf[q] === 0x20 || buf[q] === 0x09)) prefix |= (0x2a << 8) | (1 << 16);
  } else if (k < end && m === 0x7c) {
    // a table's "|" ("||"), or the columns of `git log --graph` before a commit's message
    // ("| |     see <https://…/" LF "| |       more>"): up to 3 "|", blanks between them or
    // not, the last one followed by a blank — written again on the lines the URI goes on to
    let run = 0;
    let q = k;
    let count = 0;
    while (count < 3 && q < end && buf[q] === 0x7c) {
      count++;
      q++;
      if (q < end && (buf[q] === 0x20 || buf[q] === 0x09)) run = count;
      while (q < end && (buf[q] === 0x20 || buf[q] === 0x09)) q++;
    }
    if (run > 0) {
      prefix |= (m << 8) | (run << 16);
      // … and quote markers after them (mutt quoting a quoted reply: "| > …")
      prefix = withMarkers(prefix, markersAt(buf, q, end));
    }
  } else if (k < end && LEADER[m] === 1) {
    let run = 1;
    while (run < 3 && k + run < end && buf[k + run] === m) run++;
    const after = buf[k + run];
    // (":" is mutt's quote only under a line quoted so too: a Pandoc definition list's
    // "Apple" LF ": A fruit, see https://…/Apple-" LF ": Also a company" holds none)
    if (
      k + run < end &&
      (after === 0x20 || after === 0x09) &&
      (m !== 0x3a || lineBeforeOpensWith(buf, line, 0x3a))
    ) {
      prefix |= (m << 8) | (run << 16);
      if (m === 0x3a) prefix = withMarkers(prefix, markersAt(buf, k + run, end));
    }
  }
  if ((prefix & 0xff00) === 0 && k < end) {
    const w = wordLeaderAt(buf, k, end);
    if (w >= 0) prefix |= (buf[k]! << 8) | ((WORD_LEADER | w) << 16);
  }
  return prefix;
}

/**
 * comment leaders of more than one character, or of a character that is no LEADER, that a
 * comment's every line opens with (then a blank): Rust's and Doxygen's inner doc "//!",
 * roxygen's "#'", Sphinx's attribute doc "#:", VHDL's "--!", Fortran's "!" and FORD's "!!"
 * and "!>", Visual Basic's "'" and "'''", batch's "REM" and "@REM", m4's "dnl", COBOL's "*>",
 * Vim script's '"' (the source-comment hunt, session 43: a `<…>` URL reflowed by Emacs, vim
 * or par goes on after the leader on the next line). The longest first.
 */
const WORD_LEADERS = [
  "@REM",
  "'''",
  "//!",
  "--!",
  "REM",
  "dnl",
  "#'",
  "#:",
  "!!",
  "!>",
  "*>",
  "!",
  "'",
  '"',
].map((w) => Uint8Array.from(w, (ch) => ch.charCodeAt(0)));

/** the flag, in a leader's count, of a word leader (its index in WORD_LEADERS below it) */
const WORD_LEADER = 0x80;

/** the index in WORD_LEADERS of the leader at k, a blank after it; -1 when none */
function wordLeaderAt(buf: Uint8Array, k: number, end: number): number {
  next: for (let w = 0; w < WORD_LEADERS.length; w++) {
    const word = WORD_LEADERS[w]!;
    if (k + word.length >= end) continue;
    for (let q = 0; q < word.length; q++) if (buf[k + q] !== word[q]) continue next;
    const after = buf[k + word.length];
    if (after === 0x20 || after === 0x09) return w;
  }
  return -1;
}

/**
 * The line that starts at `line` opens (after blanks) with a Supercite citation (before
 * `end`), and the same citation stands at j: the index after its ">"; -1 when not;
 * MORE_INPUT when not known before n. (A word, ">" and a blank on the next line is the
 * citation only when it repeats the URI's line's own: "<https://c.example/d" LF " e> more"
 * is a URI's last piece and its closing ">")
 */
export function citationRepeatAt(
  buf: Uint8Array,
  line: number,
  end: number,
  j: number,
  n: number,
): number {
  let a = line;
  while (a < end && (buf[a] === 0x20 || buf[a] === 0x09)) a++;
  const e = citationEnd(buf, a, end);
  if (e < 0) return -1;
  const len = e - a;
  if (j + len >= n) return MORE_INPUT;
  for (let k = 0; k < len; k++) if (buf[j + k] !== buf[a + k]) return -1;
  const x = buf[j + len];
  return x === 0x20 || x === 0x09 ? j + len : -1;
}

/**
 * (in a packed prefix's low byte) the line's first quote marker is a Supercite citation: the
 * lines a URI goes on to repeat it, not a plain ">" (citationRepeatAt)
 */
export const CITED = 0x80;

/** ASCII letters and digits: what a Supercite attribution opens with */
const CITATION_START = new Uint8Array(128);
for (let b = 0x30; b < 0x7b; b++) {
  if (b <= 0x39 || (b >= 0x41 && b <= 0x5a) || b >= 0x61) CITATION_START[b] = 1;
}

/** a packed prefix with `more` quote markers (its low byte's count; at most 127 in all) */
function withMarkers(prefix: number, more: number): number {
  return (prefix & ~0x7f) | Math.min((prefix & 0x7f) + more, 127);
}

/**
 * the line before the one at `line` opens with `b` (after blanks): looked for at most 256
 * bytes back
 */
function lineBeforeOpensWith(buf: Uint8Array, line: number, b: number): boolean {
  if (line < 1 || buf[line - 1] !== 0x0a) return false;
  let p = line - 1;
  const stop = Math.max(0, p - 256);
  while (p > stop && buf[p - 1] !== 0x0a) p--;
  if (p === stop && stop > 0) return false;
  while (p < line - 1 && (buf[p] === 0x20 || buf[p] === 0x09)) p++;
  return buf[p] === b;
}

/** how many ">" quote markers (blanks between them) buf[k, end) opens with (at most 64) */
function markersAt(buf: Uint8Array, k: number, end: number): number {
  let depth = 0;
  for (; k < end && depth < 64; k++) {
    const b = buf[k]!;
    if (b === 0x3e) depth++;
    else if (b !== 0x20 && b !== 0x09) break;
  }
  return depth;
}

/** a unified diff's line marker (POSIX diff -u): "+" and "-" at a line's start */
export const DIFF_ADDED = 1;
export const DIFF_REMOVED = 2;
/** (with DIFF_ADDED or DIFF_REMOVED) the marker follows the line's quote markers ("> +…") */
export const DIFF_QUOTED = 4;
/**
 * (with DIFF_ADDED or DIFF_REMOVED) a second marker follows the first, a diff's inside a
 * diff ("++See <…/" LF "++path.html>": a committed patch file shown by git log -p)
 */
export const DIFF_INNER_ADDED = 8;
export const DIFF_INNER_REMOVED = 16;
/**
 * (with DIFF_ADDED or DIFF_REMOVED, in the packed prefix) the marker follows the columns that
 * `git log --graph -p` draws before each line of a commit's diff ("| | +See <https://…/" LF
 * "| | +  more.html>"): their width in bytes, halved, from this bit (a column is 2 wide)
 */
export const GRAPH_SHIFT = 29;
/** the widest graph read before a diff's marker, in bytes (GRAPH_SHIFT's 3 bits: 6 columns) */
const MAX_GRAPH = 12;

/** what `git log --graph` draws its columns with: "|", "/", "\\", "_" and blanks */
const GRAPH = new Uint8Array(256);
for (const ch of "|/\\_ ") GRAPH[ch.charCodeAt(0)] = 1;

/** buf[a, a + w) is graph columns (GRAPH), w > 0 */
export function graphColumnsAt(buf: Uint8Array, a: number, w: number): boolean {
  for (let k = a; k < a + w; k++) if (GRAPH[buf[k]!] !== 1) return false;
  return true;
}

/**
 * The line at `line` opens with `git log --graph`'s columns ("| | ", "|   ") and a diff's
 * "+" or "-" right after them: the columns' width (even, at most MAX_GRAPH); 0 when not
 */
function graphMarkerAt(buf: Uint8Array, line: number, end: number): number {
  let k = line;
  while (k < end && k - line <= MAX_GRAPH && GRAPH[buf[k]!] === 1) k++;
  const w = k - line;
  if (k >= end || w < 2 || w > MAX_GRAPH || w % 2 !== 0 || buf[k - 1] !== 0x20) return 0;
  return buf[k] === 0x2b || buf[k] === 0x2d ? w : 0;
}

/**
 * The prefix of the line that starts at `line` (linePrefixAt), and (<< 24) the unified diff's
 * marker that opens it when it is "+" or "-" (DIFF_ADDED, DIFF_REMOVED): a wrapped URI in an
 * added or removed line goes on in a line with the same marker. What follows the marker is
 * read as the line's prefix when the marker itself is none ("-> " a diff of a quoted reply;
 * "- " and "-- " stay comment or list leaders, and are no diff's marker then). Only inside a
 * diff's hunk (DiffEvidence, `diff`: the same text's `base` is buf[0]'s offset): a line that
 * opens with a negative number or an address ("-42 <http://a/" LF "-b>") is prose, and its
 * URI may go on with a hyphen.
 */
export function diffLinePrefixAt(
  buf: Uint8Array,
  line: number,
  end: number,
  diff: DiffEvidence,
  base: number,
  quoted?: DiffEvidence,
  graphs?: DiffEvidence[],
): number {
  // (a line's colours first, as git's --color=always writes them: "ESC[32m+ESC[mESC[32m…")
  if (buf[line] === 0x1b) {
    const q = csiRunEnd(buf, line, end);
    if (q > line) {
      const m = buf[q]!;
      if (q < end && (m === 0x2b || m === 0x2d) && diff.inHunk(buf, base, line)) {
        const t = csiRunEnd(buf, q + 1, end);
        const after = t < 0 ? q + 1 : t;
        return ((m === 0x2b ? DIFF_ADDED : DIFF_REMOVED) << 24) | linePrefixAt(buf, after, end);
      }
      return 0;
    }
  }
  const prefix = linePrefixAt(buf, line, end);
  const m = buf[line]!;
  // `git log --graph -p`: the graph's columns, then the marker (graphs: one DiffEvidence per
  // width, each walking the hunk's lines at that width)
  if (m === 0x7c && graphs !== undefined) {
    const w = graphMarkerAt(buf, line, end);
    if (w > 0) {
      let evidence = graphs[w >> 1];
      if (evidence === undefined) {
        evidence = new DiffEvidence();
        graphs[w >> 1] = evidence;
      }
      if (evidence.inHunk(buf, base, line, false, w)) {
        const marker = buf[line + w] === 0x2b ? DIFF_ADDED : DIFF_REMOVED;
        return (marker << 24) | ((w >> 1) << GRAPH_SHIFT) | linePrefixAt(buf, line + w + 1, end);
      }
    }
  }
  // a patch quoted in a reply ("> +See <https://…/" LF "> +file.html>"): the quote markers,
  // one blank at most, then the marker — in a quoted hunk (DiffEvidence with `quoted`)
  if (prefix > 0 && prefix <= 0xff && m === 0x3e && quoted !== undefined) {
    let k = line;
    while (k < end && (buf[k] === 0x3e || buf[k] === 0x20 || buf[k] === 0x09)) k++;
    // (the blanks right after the last ">": one at most before the marker)
    let q = k;
    while (q > line && buf[q - 1] !== 0x3e) q--;
    const x = buf[k]!;
    if (
      k < end &&
      k - q <= 1 &&
      (x === 0x2b || x === 0x2d) &&
      quoted.inHunk(buf, base, line, true)
    ) {
      return prefix | (((x === 0x2b ? DIFF_ADDED : DIFF_REMOVED) | DIFF_QUOTED) << 24);
    }
  }
  if (line < end && (m === 0x2b || m === 0x2d)) {
    const marker = (m === 0x2b ? DIFF_ADDED : DIFF_REMOVED) << 24;
    if (prefix === 0) {
      if (!diff.inHunk(buf, base, line)) return 0;
      const inner = buf[line + 1];
      if (line + 1 < end && (inner === 0x2b || inner === 0x2d)) {
        const after = linePrefixAt(buf, line + 2, end);
        return after | marker | ((inner === 0x2b ? DIFF_INNER_ADDED : DIFF_INNER_REMOVED) << 24);
      }
      return linePrefixAt(buf, line + 1, end) | marker;
    }
    // a "-" and a blank is a list's bullet (or a one-dash comment leader) — or the marker of
    // a removed " * …", " # …" or " // …" line, when what follows it is a prefix itself. A
    // bullet's URI may go on in a line that opens with "-" ("- <URL:http://a/" LF "-b…>":
    // a planted-URI test's wrap before a hyphen)
    if (prefix === ONE_DASH) {
      const after = linePrefixAt(buf, line + 1, end);
      if (after !== 0 && diff.inHunk(buf, base, line)) return after | marker;
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
  if (run & WORD_LEADER) {
    // a word leader (WORD_LEADERS), written again
    const word = WORD_LEADERS[run & 0x7f]!;
    for (let q = 0; q < word.length; q++) {
      if (j + q >= n) return MORE_INPUT;
      if (buf[j + q] !== word[q]) return -1;
    }
    if (j + word.length >= n) return MORE_INPUT;
    const after = buf[j + word.length];
    return after === 0x20 || after === 0x09 ? j + word.length : -1;
  }
  if (x === 0x7c) {
    // "|" columns: each "|" then blanks (linePrefixAt); the index after the last "|"
    let q = j;
    for (let r = 0; r < run; r++) {
      if (r > 0) while (q < n && (buf[q] === 0x20 || buf[q] === 0x09)) q++;
      if (q >= n) return MORE_INPUT;
      if (buf[q] !== 0x7c) return -1;
      q++;
    }
    if (q >= n) return MORE_INPUT;
    return buf[q] === 0x20 || buf[q] === 0x09 ? q : -1;
  }
  for (let r = 0; r < run; r++) {
    if (j + r >= n) return MORE_INPUT;
    if (buf[j + r] !== x) return -1;
  }
  if (j + run >= n) return MORE_INPUT;
  const after = buf[j + run];
  return after === 0x20 || after === 0x09 ? j + run : -1;
}

/**
 * how far back before a "+" or "-" line the lines of its diff's hunk are read (DiffEvidence):
 * with QUOTE_WINDOW, within what the scanner keeps before a "<" (scanner.ts HISTORY), so that
 * the answer never depends on how the input was chunked
 */
export const DIFF_WINDOW = 2048;

/** how a walk over a hunk's lines ended (DiffEvidence) */
const STOP_HEADER = 1;
const STOP_OTHER = 2;
const STOP_WINDOW = 3;

/**
 * Whether a line that opens with "+" or "-" is an added or removed line of a unified diff
 * (POSIX diff -u, git diff): the lines before it, back to the hunk's header "@@ -l,s +l,s @@"
 * ("@@@" in git's combined diff) or a "diff -…" command line, are all a hunk's — each opens
 * with "+", "-", a context line's blank or "\" ("\ No newline at end of file"); an empty
 * line, any other line or the text's start before a header is no diff. The walk reads at
 * most DIFF_WINDOW bytes before the line's start; a window that holds nothing but a hunk's
 * lines (at least one whole line: a long hunk, a new file's) is a diff too.
 *
 * One instance per scanner, asked with absolute offsets (`base`: buf[0]'s offset) in
 * increasing order: a walk stops at the line the last one started from and takes on how that
 * one ended, so every byte is read once whatever the number of lines asked about (a diff of
 * an XML file whose every line holds a "<xs:…"). Asked about an earlier line (a rescan), it
 * walks anew; the answer is the same.
 */
export class DiffEvidence {
  /** absolute start of the line the last walk started from; -1: none */
  private last = -1;
  /** how that walk ended (STOP_*), and the absolute start of the line it ended at */
  private stop = STOP_OTHER;
  private stopAt = 0;

  inHunk(buf: Uint8Array, base: number, line: number, quoted = false, graph = 0): boolean {
    const floor = Math.max(0, base + line - DIFF_WINDOW);
    const f = floor - base;
    let k = line;
    let seen = false;
    let stop = STOP_WINDOW;
    let stopAt = -1;
    for (;;) {
      if (base + k === this.last && k !== line) {
        // the last walk's line, read as a hunk's: what is before it was read then
        stop = this.stop;
        stopAt = this.stopAt;
        // (a line's start is seen when the LF before it is inside the window)
        if (stop !== STOP_WINDOW && !(stopAt > floor || floor === 0)) stop = STOP_WINDOW;
        break;
      }
      if (base + k === 0) {
        stop = STOP_OTHER;
        stopAt = 0;
        break;
      }
      // the line before: back from the LF that ends it to the LF before it, not past the floor
      let j = k - 2;
      while (j >= f && buf[j] !== 0x0a) j--;
      let p: number;
      if (j >= f) p = j + 1;
      else if (floor === 0) p = f;
      else break;
      // (after the colours git's --color=always opens a line with: "ESC[32m+ESC[m…"; after
      // a quoted hunk's ">" markers and one blank)
      const q = buf[p] === 0x1b ? csiRunEnd(buf, p, k - 1) : p;
      let t = q < 0 ? p : q;
      if (quoted) {
        if (buf[t] !== 0x3e) t = k; // (no quoted line: no hunk's)
        while (t < k - 1 && buf[t] === 0x3e) t++;
        if (t < k - 1 && buf[t] === 0x20 && buf[t + 1] !== 0x20) t++;
      }
      // (after the graph's columns, as wide as on the line asked about)
      if (graph > 0) t = t + graph < k - 1 && graphColumnsAt(buf, t, graph) ? t + graph : k;
      const b = buf[t]!;
      if (t < k - 1 && (b === 0x2b || b === 0x2d || b === 0x20 || b === 0x5c)) {
        seen = true;
        k = p;
        continue;
      }
      stop = hunkHeaderAt(buf, t, k - 1) ? STOP_HEADER : STOP_OTHER;
      stopAt = base + p;
      break;
    }
    if (base + line > this.last) {
      this.last = base + line;
      this.stop = stop;
      this.stopAt = stopAt;
    }
    return stop === STOP_HEADER || (stop === STOP_WINDOW && seen);
  }
}

/**
 * buf[p, e) (a line) is a hunk's header "@@ -…" or "@@@ -…", or a diff command's line
 * (git's "diff --git a/x b/x", "diff -u -r a/x b/x", Mercurial's "diff -r …")
 */
function hunkHeaderAt(buf: Uint8Array, p: number, e: number): boolean {
  if (e - p >= 4 && buf[p] === 0x40 && buf[p + 1] === 0x40) {
    const q = buf[p + 2] === 0x40 ? p + 3 : p + 2;
    return q + 1 < e && buf[q] === 0x20 && buf[q + 1] === 0x2d;
  }
  return (
    e - p >= 6 &&
    buf[p] === 0x64 &&
    buf[p + 1] === 0x69 &&
    buf[p + 2] === 0x66 &&
    buf[p + 3] === 0x66 &&
    buf[p + 4] === 0x20 &&
    buf[p + 5] === 0x2d
  );
}
