/**
 * linkify-it's schemeless matches in a fuzzy segment's view (fuzzy.ts), found by running it
 * only where one can be: its fuzzy link regex tries its long prefix group at every position
 * of the text it is given (~150 ns a character: the RFC corpus read 5 MB/s with `--fuzzy`).
 * A schemeless link has a host with a dot and a TLD after it, an address an "@" (its schema
 * rules match nothing here: fuzzy.ts), and neither holds a blank — a space or a control,
 * linkify-it's src_ZCc, which is also what it accepts before a link or an address as the
 * text's start is. So each run of non-blank characters around a "." that a label follows,
 * or around an "@", is matched on its own, and the matches are those of the whole view.
 */
import type { LinkifyIt, Match } from "linkify-it";

/** A space or a control (Unicode Z and Cc, as linkify-it's src_ZCc): never inside a match. */
function isBlank(u: number): boolean {
  if (u <= 0x20) return true;
  if (u < 0x7f) return false;
  if (u <= 0xa0) return true; // DEL, C1 controls, NBSP
  return (
    u === 0x1680 ||
    (u >= 0x2000 && u <= 0x200a) ||
    u === 0x2028 ||
    u === 0x2029 ||
    u === 0x202f ||
    u === 0x205f ||
    u === 0x3000
  );
}

/** Can a match hold the character at `i`: a "." before a label (a letter, digit or non-ASCII), or an "@"? */
export function isAnchor(view: string, i: number): boolean {
  const u = view.charCodeAt(i);
  if (u === 0x40) return true;
  if (u !== 0x2e || i + 1 >= view.length) return false;
  const v = view.charCodeAt(i + 1);
  return (v >= 0x30 && v <= 0x39) || ((v | 0x20) >= 0x61 && (v | 0x20) <= 0x7a) || v >= 0x80;
}

/**
 * linkify-it's matches in `view`, as `lk.match(view)` gives them; null when none. `skip`:
 * a run whose matches the caller would drop whatever they are (fuzzy.ts: inside a URI the
 * main scanner read) is not matched.
 */
export function matchAround(
  lk: LinkifyIt,
  view: string,
  skip?: (start: number, end: number) => boolean,
): Match[] | null {
  let out: Match[] | null = null;
  const n = view.length;
  // where the search goes on, and where the last run matched ended (a blank, or n)
  let i = 0;
  let done = 0;
  // the next "." and "@" at or after i (-1: none left), each searched for again only once
  // passed: a view of many dots and no "@" is read once, not once a dot
  let dot = -2;
  let at = -2;
  while (i < n) {
    if (dot !== -1 && dot < i) dot = view.indexOf(".", i);
    if (at !== -1 && at < i) at = view.indexOf("@", i);
    const k = dot < 0 ? at : at < 0 ? dot : Math.min(dot, at);
    if (k < 0) break;
    if (!isAnchor(view, k)) {
      i = k + 1;
      continue;
    }
    // the run of non-blank characters around it (the runs are read left to right, once)
    let start = k;
    while (start > done && !isBlank(view.charCodeAt(start - 1))) start--;
    let end = k + 1;
    while (end < n && !isBlank(view.charCodeAt(end))) end++;
    const found =
      skip?.(start, end) === true
        ? null
        : lk.match(start === 0 && end === n ? view : view.slice(start, end));
    if (found !== null) {
      out ??= [];
      for (const m of found) {
        m.index += start;
        m.lastIndex += start;
        out.push(m);
      }
    }
    i = end;
    done = end;
  }
  return out;
}
