/**
 * A schemeless link whose path ends its line in a hyphen (fuzzy.ts): read on past the line
 * break as the bare rules read `http://` and the same text (delimiters/bare-line-breaks.ts
 * hyphenBreak). 2396bis App. E: a URI in text may be broken across lines, and a hyphen at
 * the break "may or may not actually be part of the URI". "github.com/kanyawtech/myanmar-"
 * LF "karen-word-lists" (a path of Node's copyright file, wrapped by Python's textwrap) is
 * one link — the hyphen kept, the reading without it in `variants` — as
 * "https://github.com/kanyawtech/myanmar-" LF "karen-word-lists" is; it ended at the break.
 *
 * A host that ends its line glued to a hyphen is the other case ("[W3C.CR-" LF
 * "WOFF2-20150414]"): `hostGluedToBreak` — what is no link on one line is none broken.
 */

import { analyzeCached } from "./analysis-cache.js";
import { type Candidate, FOUND, type ScanContext } from "./candidate.js";
import { isAsciiAlnum, isSpace } from "./chars.js";
import { scanBare } from "./delimiters/bare.js";
import { decodeSpan, withReferencesRead } from "./found.js";
import { utf16Length } from "./fuzzy-byte-offsets.js";
import { isHostEnd } from "./fuzzy-match-span.js";

/** what `pathAcrossBreak` read: the link's end in the text, its URI and the other reading */
export const pathJoin = { end: 0, uri: "", other: null as string | null };

/** the longest line prefix (indentation, quote markers, a comment leader) carried over */
const MAX_PREFIX = 64;
/** how far back the start of the link's line is looked for */
const MAX_LINE_BACK = 1024;
/** how far past a break the next line's first word is read */
const MAX_REST = 256;
/** at most this many lines after the link's (a path broken more than once) */
const MAX_LINES = 6;

const utf8Encoder = new TextEncoder();

/** text[at] starts a line break (LF or CR LF): the index after it, else -1 */
function pastBreak(text: string, at: number): number {
  const u = text.charCodeAt(at);
  if (u === 0x0a) return at + 1;
  return u === 0x0d && text.charCodeAt(at + 1) === 0x0a ? at + 2 : -1;
}

/** the first byte of a line's text after its indentation and quote markers, from `j` */
function pastIndent(text: string, j: number, limit: number): number {
  let k = j;
  while (k < limit && k - j <= MAX_PREFIX) {
    const u = text.charCodeAt(k);
    if (u !== 0x20 && u !== 0x09 && u !== 0x3e) break;
    k++;
  }
  return k;
}

/** comment and table leaders (line-prefix.ts) */
function isLeader(u: number): boolean {
  return (
    u === 0x2a || u === 0x23 || u === 0x2f || u === 0x2d || u === 0x3b || u === 0x25 || u === 0x7c
  );
}

/**
 * The prefix of the line that text[from] is on — its indentation and mail quote markers,
 * then a comment leader and its blank (line-prefix.ts linePrefixAt reads the same) — or ""
 * when the line's start is not within reach: the probe starts with it, so that the bare
 * rules hold the next line to the link's quote depth and leader ("> see a.org/x-" LF
 * "My reply" is a reply under a quote, not the path's rest).
 */
function linePrefix(text: string, from: number): string {
  let line = from;
  while (line > 0 && text.charCodeAt(line - 1) !== 0x0a) {
    if (from - line > MAX_LINE_BACK) return "";
    line--;
  }
  let k = pastIndent(text, line, from);
  const m = text.charCodeAt(k);
  if (k < from && isLeader(m)) {
    let run = 1;
    while (run < 3 && k + run < from && text.charCodeAt(k + run) === m) run++;
    const after = text.charCodeAt(k + run);
    if (k + run < from && (after === 0x20 || after === 0x09)) k += run + 1;
  }
  return k - line > MAX_PREFIX ? "" : text.slice(line, k);
}

/** the comment leader that ends a line prefix ("*", "//", "#"), or "" */
function leaderOf(prefix: string): string {
  let k = prefix.length;
  while (k > 0 && (prefix.charCodeAt(k - 1) === 0x20 || prefix.charCodeAt(k - 1) === 0x09)) k--;
  let l = k;
  while (l > 0 && isLeader(prefix.charCodeAt(l - 1))) l--;
  return prefix.slice(l, k);
}

/**
 * The link text[from, to) ends in its path's hyphen right at a line break: true when the
 * bare rules read `http://` and the text on past the break to the next line's first word
 * (its indentation, quote markers and leader skipped as for a URI there), and one of the
 * two readings is a valid URI; `pathJoin` then holds the link's new end in the text, its
 * URI (the hyphen kept) and the other reading. `probe` and `ctx`: the linker's bare scanner.
 */
export function pathAcrossBreak(
  text: string,
  from: number,
  to: number,
  maxLength: number,
  probe: Candidate,
  ctx: ScanContext,
): boolean {
  if (to < 1 || text.charCodeAt(to - 1) !== 0x2d) return false;
  const j = pastBreak(text, to);
  if (j < 0) return false;
  // a hyphen in the host is a name's: fuzzy-line-break.ts reads those
  let slash = from;
  while (slash < to && !isHostEnd(text.charCodeAt(slash))) slash++;
  if (slash >= to) return false;
  const limit = Math.min(text.length, j + MAX_LINES * MAX_REST, from + maxLength);
  const prefix = linePrefix(text, from);
  const leader = leaderOf(prefix);
  // the next line's first word, and the next one's while a word ends in a hyphen at a break
  // ("wide-band-" LF "rf-transceivers/design-" LF "support/f/q-a")
  let e = to;
  for (let lines = 0; lines < MAX_LINES; lines++) {
    const next = pastBreak(text, e);
    if (next < 0 || text.charCodeAt(e - 1) !== 0x2d) break;
    let k = pastIndent(text, next, limit);
    // the leader of the link's line written again (" * see a.org/x-" LF " * y")
    if (leader !== "" && text.startsWith(leader, k)) k = pastIndent(text, k + leader.length, limit);
    if (k >= limit || isSpace(text.charCodeAt(k))) break;
    while (k < limit && !isSpace(text.charCodeAt(k))) k++;
    e = k;
  }
  if (e === to) return false;
  const s = prefix.length; // ASCII: one byte a unit
  const bytes = utf8Encoder.encode(`${prefix}http://${text.slice(from, e)}`);
  ctx.buf = bytes;
  ctx.n = bytes.length;
  probe.reset();
  if (scanBare(ctx, probe, s, s, s + 4, "bare", false) !== FOUND) return false;
  if (probe.uriStart !== s || probe.joinedLen < 0 || probe.hyphens.length === 0) return false;
  const end = from + utf16Length(bytes, s + 7, probe.uriEnd);
  if (end <= j) return false;
  const joined = probe.joined;
  const uri = withReferencesRead(decodeSpan(joined, 0, probe.joinedLen));
  let other = "";
  let at = 0;
  for (const h of probe.hyphens) {
    other += decodeSpan(joined, at, h);
    at = h + 1;
  }
  other = withReferencesRead(other + decodeSpan(joined, at, probe.joinedLen));
  // neither reading is a URI: the hyphen was the text's, the link ends at the break (as
  // found.ts decides for a bare URI read on past one)
  if (!analyzeCached(uri).valid && !analyzeCached(other).valid) return false;
  pathJoin.end = end;
  pathJoin.uri = uri;
  pathJoin.other = other;
  return true;
}

/**
 * The link text[from, to) is a host glued to a hyphen that ends its line, and the next line
 * goes on with a letter or a digit: a piece of a longer word ("[W3C.CR-" LF
 * "WOFF2-20150414]", "an example.com-" LF "based service"), no link — as on one line,
 * where linkify-it reads none in "W3C.CR-WOFF2-20150414". (When the whole is a name,
 * "foo.example.com-" LF "bar.org", fuzzy-line-break.ts makes it one record from the next
 * line's match.) Only a break within the text can tell.
 */
export function hostGluedToBreak(text: string, from: number, to: number): boolean {
  if (text.charCodeAt(to) !== 0x2d) return false;
  const j = pastBreak(text, to + 1);
  if (j < 0) return false;
  for (let k = from; k < to; k++) if (isHostEnd(text.charCodeAt(k))) return false;
  const k = pastIndent(text, j, text.length);
  return k < text.length && isAsciiAlnum(text.charCodeAt(k));
}
