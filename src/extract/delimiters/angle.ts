/**
 * `<scheme:…>` — url-draft-1994 "Wrappers for URIs in plain text", 2396bis App. E.
 * The URI runs to the next `>`. Whitespace inside (SP, HT, CR, LF) is dropped: it is how
 * long URIs are broken across lines. At the start of a continuation line the indentation
 * and the mail quote markers of the opening line (`>`, `> >`, `>>`) are dropped too.
 * A line break right after `-` is recorded: the hyphen may or may not belong to the URI
 * (2396bis App. E). No `>` before the URI's own bytes (the dropped ones not counted) pass
 * maxLength or the raw text passes 2 × maxLength + 256 bytes (wrapped-span.ts), a blank line
 * (but for an RFC's page break, page-break.ts), or a character that cannot be in a URI
 * first: the bare rules apply instead.
 */

import { csiRunEnd, MORE_BYTES } from "../ansi.js";
import {
  type Candidate,
  FALLBACK,
  FOUND,
  MORE,
  markCut,
  NONE,
  type ScanContext,
} from "../candidate.js";
import {
  BEFORE_QUERY,
  C_ALNUM,
  C_ALPHA,
  C_WRAPPED,
  C_WS,
  CLASS,
  COLON,
  decodeCharAt,
  GT,
  HYPHEN,
  IN_QUERY,
  isDigit,
  LF,
  LT,
  privateUse,
  uriPartAfter,
  utf8,
  wrappedIriCodePoint,
} from "../chars.js";
import {
  CITED,
  citationRepeatAt,
  DIFF_ADDED,
  DIFF_INNER_ADDED,
  DIFF_INNER_REMOVED,
  DIFF_QUOTED,
  GRAPH_SHIFT,
  graphColumnsAt,
  leaderRepeatAt,
  QUOTE_WINDOW,
} from "../line-prefix.js";
import type { Delimiter } from "../types.js";
import { wordDiffOpenBefore } from "../word-diff.js";
import { TEX_ESCAPED } from "./bare-escapes.js";
import { destinationAt } from "./bare-markdown.js";
import { schemeSlashesAt } from "./bare-schemes.js";
import { MORE_INPUT } from "./more-input.js";
import { pageBreakEnd } from "./page-break.js";
import { podEscape, podEscapeEnd, podLinkOpens } from "./pod-escapes.js";
import { stringContinuationAt } from "./string-literals.js";
import { traceRowAfter } from "./trace-rows.js";
import { copyPiece, wrappedSpanLimit } from "./wrapped-span.js";

/**
 * lt: index of `<`, s: scheme start, c: the scheme's `:`, depth: the opening line's prefix
 * (scanner.ts quoteDepth): its number of quote markers in the low byte, then a comment or
 * table leader's byte and how many times it is repeated, then (<< 24) a unified diff's line
 * marker: 1 "+", 2 "-" (DIFF_ADDED, DIFF_REMOVED). A scheme broken by a line break: its first piece is
 * [s, headEnd), its second [tailStart, c). `breaksOnly`: the `<` ended the line before the
 * scheme, and only the whitespace of line breaks is dropped. `registered`: the scheme is
 * registered or followed by `//`; otherwise it needs `//` after the whitespace is dropped, or
 * no whitespace at all. `closer`: the code point that closes the wrapper when it is not ">"
 * (0): U+27E9 when lt is the last byte of a "⟨", "}" when lt is the "{" of a TeX argument.
 */
export function scanAngle(
  ctx: ScanContext,
  cand: Candidate,
  lt: number,
  s: number,
  c: number,
  depth: number,
  delimiter: Delimiter,
  registered: boolean,
  headEnd = -1,
  tailStart = -1,
  breaksOnly = false,
  closer = 0,
): number {
  const { buf, n, final, maxLength } = ctx;
  // no byte at or past `limit` is read (wrapped-span.ts: the raw span's bound; the URI's own
  // bytes are counted against maxLength in the loop)
  const limit = wrappedSpanLimit(lt, maxLength);
  const out = cand.joined;
  let len = -1; // joined length; -1 while the uri is still one contiguous slice
  let segStart = s; // start of the current contiguous piece
  let pendingWs = false; // whitespace seen since the last URI character
  let breakInWs = false; // … and a line break in it
  let blankInLine = false; // blanks inside one line were dropped
  // a "{-" block comment is open before the "<" (haddockBlockBefore; -1 until asked)
  let haddockBlock = -1;
  // a Haddock label's scan (labelEnd), kept across the blanks of one wrapper: each byte is
  // looked at once
  label.scanned = -1;
  label.fail = -1;
  label.letter = -1;
  label.dot = -1;
  let braces = 0; // "{" inside a TeX argument not yet closed
  let groupEnd = -1; // the "}" of a "{\_}" group
  let hyphenBreak = false; // a line break right after "-"
  let lastByte = 0; // last URI byte appended
  let nonAscii = false;
  // the part of the URI read up to partScan (uriPartAfter), for a private use character
  let partScan = c + 1;
  let part = BEFORE_QUERY;
  let wrapped = false; // whitespace was dropped from inside the URI
  let lineBreak = false; // … and a line break was (Found.wrapped)
  let folded = false; // the line ended with an RFC 8792 backslash
  let pipes = -1; // 1 when "|" is the URI's (a Markdown destination), 0 not, -1 not looked
  let i = c + 1;
  // the uri's length up to and with the scheme's ":"
  let schemeLen = c + 1 - s;
  if (headEnd >= 0) {
    // a scheme broken across lines (`<ht` + LF + `tp://…>`): its pieces joined, the rest
    // appended from the ":" on
    out.set(buf.subarray(s, headEnd), 0);
    out.set(buf.subarray(tailStart, c), headEnd - s);
    len = headEnd - s + c - tailStart;
    schemeLen = len + 1;
    segStart = c;
    wrapped = true;
    lineBreak = true;
    lastByte = COLON;
  }
  // "<Note: see below>": a URI is not broken by spaces right after its scheme's ":" — but
  // a line may end there (`<http:` + LF + `//host/…>`, `<mailto:` + LF + `a@b.example>`);
  // then, like after any break, an unregistered scheme needs "//" (the check at the end)
  if (i >= n) return final ? FALLBACK : MORE;
  if (CLASS[buf[i]!]! & C_WS) {
    const r = lineEndsAt(buf, i, n, limit);
    if (r < 0) return final ? FALLBACK : MORE;
    if (r === 0) return FALLBACK;
  }
  // "<std::string>", "<uhd::rfnoc::radio_control>": C++/Rust/Perl namespace paths in mail
  // about code; RFC 3986 allows "x::y", but no unregistered scheme in running text uses it
  if (!registered && buf[i] === 0x3a) return FALLBACK;

  for (;;) {
    if (i >= limit) return FALLBACK; // no ">" within the raw span's bound
    // the URI's bytes so far, without the dropped whitespace, quote markers and indentation:
    // more than maxLength, no ">" closes it (DESIGN: maxLength is the longest URI considered;
    // a URI wrapped over quoted lines counts as the same URI on one line)
    if ((len < 0 ? i - s : pendingWs ? len : len + i - segStart) > maxLength) return FALLBACK;
    if (i >= n) return final ? FALLBACK : MORE;
    const b = buf[i]!;
    if (b === GT) {
      if (closer === 0) break;
      return FALLBACK;
    }
    if (closer === 0x7d) {
      // a TeX argument's "}" (texUrlArgumentBefore), braces inside it paired
      if (b === 0x7d && i === groupEnd) {
        // the end of a "{\_}" group (below)
        len = flushPiece(cand, buf, segStart, i, len, pendingWs);
        pendingWs = true;
        i++;
        continue;
      }
      if (b === 0x7d) {
        if (braces === 0) break;
        braces--;
      } else if (b === 0x7b) {
        // a TeX group around one escape, "{\_}" (Mendeley's BibTeX export: "…/978-3-030-
        // 03083-4{\_}4"), is the character
        if (i + 4 > n) return final ? FALLBACK : MORE;
        if (buf[i + 1] === 0x5c && TEX_ESCAPED[buf[i + 2]!] === 1 && buf[i + 3] === 0x7d) {
          len = flushPiece(cand, buf, segStart, i, len, pendingWs);
          pendingWs = true;
          groupEnd = i + 3;
          i += 2;
          continue;
        }
        // … and so is one around a "~" (Mendeley's "…/{~}user/"), and the empty group of
        // "\~{}" (a tilde in text mode, an accent on nothing: JabRef's and pandoc's LaTeX)
        // nothing (the bibliographies hunt)
        if (buf[i + 1] === 0x7e && buf[i + 2] === 0x7d) {
          len = flushPiece(cand, buf, segStart, i, len, pendingWs);
          pendingWs = true;
          groupEnd = i + 2;
          i++;
          continue;
        }
        if (buf[i + 1] === 0x7d && i >= 2 && buf[i - 1] === 0x7e && buf[i - 2] === 0x5c) {
          len = flushPiece(cand, buf, segStart, i, len, pendingWs);
          pendingWs = true;
          i += 2;
          continue;
        }
        braces++;
      } else if (b === 0x25) {
        // TeX's comment: a "%" that ends the line takes the line break with it — a long URL
        // argument broken with no space ("{\url{…/amsldoc.pd%" LF "f}}", a BibTeX note's;
        // the TeXbook ch. 8: "%" discards the rest of the line, and state N the next one's
        // blanks). A "%" of the URL's own is an escape, and two hex digits follow it
        const r = lineEndsAt(buf, i + 1, n, limit);
        if (r < 0) return final ? FALLBACK : MORE;
        if (r === 1) {
          len = flushPiece(cand, buf, segStart, i, len, pendingWs);
          pendingWs = true;
          i++;
          continue;
        }
      } else if (b === 0x5c) {
        // LaTeX's escapes "\%" "\#" "\_" "\&" "\~" "\$" (hyperref's \href needs them):
        // the character is the URL's, the backslash dropped as whitespace is
        if (i + 1 >= n) return final ? FALLBACK : MORE;
        if (TEX_ESCAPED[buf[i + 1]!] === 1) {
          len = flushPiece(cand, buf, segStart, i, len, pendingWs);
          pendingWs = true;
          i++;
          continue;
        }
      }
    }
    // an XML start tag whose namespace prefix is a scheme: "<xmpp:xep rdf:resource='…'/>"
    // (a DOAP file), "<aop:config proxy-target-class=\"true\">" — the name, then at the first
    // whitespace an attribute or the tag's end (markupTagAt): no URI, and the search goes on
    // at the attribute, whose own value may be one
    if (len < 0 && (b === 0x20 || b === 0x09 || b === 0x0d || b === LF)) {
      const t = markupTagAt(buf, s, c, i, n, limit, final);
      if (t === MORE_INPUT) return MORE;
      if (t >= 0) {
        cand.resume = t;
        return NONE;
      }
    }
    const k = CLASS[b]!;
    let width = 1;
    if (k & C_WRAPPED) {
      // a URI byte, or one written raw that is read percent-encoded (raw-characters.ts)
    } else if (b >= 0x80) {
      if (decodeCharAt(buf, i, n, final) < 0) return MORE;
      if (utf8.cp === closer) break;
      if (utf8.cp === 0x2010 || utf8.cp === 0xad) {
        // a typesetter's hyphen ending the line (groff's U+2010 in a man page formatted for a
        // UTF-8 terminal, a soft hyphen): not the URI's — dropped with the line break
        const e = lineEndsAt(buf, i + utf8.len, n, limit);
        if (e < 0) return final ? FALLBACK : MORE;
        if (e === 1) {
          len = flushPiece(cand, buf, segStart, i, len, pendingWs);
          pendingWs = true;
          i += utf8.len;
          continue;
        }
      }
      if (!wrappedIriCodePoint(utf8.cp)) return FALLBACK;
      if (utf8.cp >= 0x2010 && utf8.cp <= 0x2015) {
        // a dash before a scheme and "://" starts the next URI of a list, not this one's
        // ("<http://example.com/a—http://example.com/b>")
        const next = schemeSlashesAt(buf, i + utf8.len, n);
        if (next === MORE_INPUT) {
          if (!final) return MORE;
        } else if (next === 1) return FALLBACK;
      }
      if (privateUse(utf8.cp)) {
        // RFC 3987 §2.2: iprivate only in the query; elsewhere no URI runs to the ">"
        part = uriPartAfter(buf, partScan, i, part);
        partScan = i;
        if (part !== IN_QUERY) return FALLBACK;
      }
      nonAscii = true;
      width = utf8.len;
    } else if (b === 0x20 || b === 0x09 || b === 0x0d) {
      // whitespace inside the brackets: dropped (2396bis App. E) — only a line's end when the
      // "<" ended the line before the URI (`x = 1 <` LF `http://…/x is ok; y > 2` is prose)
      if (breaksOnly) {
        const r = lineEndsAt(buf, i, n, limit, true);
        if (r < 0) return final ? FALLBACK : MORE;
        if (r === 0) return FALLBACK;
      }
      len = flushPiece(cand, buf, segStart, i, len, pendingWs);
      pendingWs = true;
      i++;
      continue;
    } else if (b === 0x1b) {
      // a colour that ends the line (git's "…/src/ESC[m" LF with --color=always): no more of
      // the URI than the line's end is; elsewhere a control ends the wrapper's reading
      const e = csiRunEnd(buf, i, n);
      if (e === MORE_BYTES) return final ? FALLBACK : MORE;
      if (e === i) return FALLBACK;
      const r = lineEndsAt(buf, e, n, limit);
      if (r < 0) return final ? FALLBACK : MORE;
      if (r === 1 || pendingWs) {
        len = flushPiece(cand, buf, segStart, i, len, pendingWs);
        pendingWs = true;
        i = e;
        continue;
      }
      // … and inside the URI a colour or grep's erase to the line's end (a match grep
      // --color=always marks, "<https://x.example/" ESC "[01;31m" "guide" ESC "[m" …) takes
      // no room, as in a bare URI; a cursor's move ends the reading
      for (let k = i + 2; k < e; k++) {
        if (buf[k] === 0x1b) k++;
        else if (buf[k]! >= 0x40 && buf[k] !== 0x6d && buf[k] !== 0x4b) return FALLBACK;
      }
      len = flushPiece(cand, buf, segStart, i, len, pendingWs);
      segStart = e;
      wrapped = true; // (the URI is the joined pieces)
      i = e;
      continue;
    } else if (b === 0x5c && lineEndsAt(buf, i + 1, n, limit) !== 0) {
      // RFC 8792 §7.2.2: a backslash ending a line folds it; §7.2.3: one also opens the next
      const r = lineEndsAt(buf, i + 1, n, limit);
      if (r < 0) return final ? FALLBACK : MORE;
      len = flushPiece(cand, buf, segStart, i, len, pendingWs);
      pendingWs = true;
      folded = true;
      i++;
      continue;
    } else if (b === LF) {
      len = flushPiece(cand, buf, segStart, i, len, pendingWs);
      // a word diff's close ending the piece ("{+See <https://…/src/+}" LF "{+guide/…>"):
      // the diff's, and so is the open that starts the next line (word-diff.ts)
      let reopen = 0;
      if (
        len >= 2 &&
        ((out[len - 1] === 0x7d && out[len - 2] === 0x2b) ||
          (out[len - 1] === 0x5d && out[len - 2] === 0x2d)) &&
        wordDiffOpenBefore(buf, lt, ctx.lo, out[len - 2]!)
      ) {
        reopen = out[len - 2]!;
        len -= 2;
      }
      pendingWs = true;
      breakInWs = true;
      lineBreak = true;
      if (lastByte === HYPHEN) hyphenBreak = true;
      // a row of curl's --trace-ascii dump cut at its width: the next row's offset is the
      // dump's (trace-rows.ts)
      const row = traceRowAfter(buf, i, n, final, true);
      if (row === MORE_INPUT) return final ? FALLBACK : MORE;
      if (row > 0) {
        i = row;
        continue;
      }
      // continuation line: indentation and the opening line's quote markers, and its
      // comment or table leader when it repeats (" * see <https://…/" LF " *   more>")
      let j = i + 1;
      let markers = 0;
      let leader = (depth >> 8) & 0xffff;
      // a unified diff's "+" or "-" opened the line of the "<" (git log -p, a patch in mail):
      // the same marker opening the continuation line is the diff's, not the URI's — unless
      // it is the line's comment leader written again ("-- " in SQL)
      const diff = (depth >>> 24) & 3;
      // … or followed the line's quote markers ("> +See <https://…/" LF "> +file.html>": a
      // patch quoted in a review's reply): taken after them, below
      let quotedDiff = (depth >>> 24) & DIFF_QUOTED ? diff : 0;
      // (git's --color=always opens a line with its colours: "ESC[32m+ESC[mESC[32m…")
      if (j < n && buf[j] === 0x1b) {
        const r = csiRunEnd(buf, j, n);
        if (r === MORE_BYTES) return final ? FALLBACK : MORE;
        j = r;
      }
      // … or followed `git log --graph`'s columns ("| | +See <…/" LF "| | +  more>"): the same
      // columns and marker are skipped
      const graph = ((depth >>> GRAPH_SHIFT) & 7) * 2;
      if (graph > 0) {
        if (j + graph >= n && !final) return MORE;
        // (the columns, then the marker — or a context line's blank, as without a graph)
        if (j + graph < n && graphColumnsAt(buf, j, graph)) {
          j += graph;
          if (buf[j] === (diff === DIFF_ADDED ? 0x2b : 0x2d)) j++;
        }
      } else if (diff !== 0 && quotedDiff === 0) {
        if (j >= n) return final ? FALLBACK : MORE;
        if (buf[j] === (diff === DIFF_ADDED ? 0x2b : 0x2d)) {
          const r = (leader & 0xff) === buf[j] ? leaderRepeatAt(buf, j, n, leader) : -1;
          if (r === MORE_INPUT) return final ? FALLBACK : MORE;
          if (r < 0) {
            j++;
            // … and a diff's inside it, the same on both lines ("++See <…/" LF "++path>")
            const inner = (depth >>> 24) & (DIFF_INNER_ADDED | DIFF_INNER_REMOVED);
            if (inner !== 0) {
              if (j >= n) return final ? FALLBACK : MORE;
              if (buf[j] === (inner === DIFF_INNER_ADDED ? 0x2b : 0x2d)) j++;
            }
          }
        }
      }
      for (;;) {
        if (j >= limit) return FALLBACK;
        if (j >= n) return final ? FALLBACK : MORE;
        const x = buf[j]!;
        if (x === 0x20 || x === 0x09 || x === 0x0d) j++;
        else if (x === 0x1b) {
          const r = csiRunEnd(buf, j, n);
          if (r === MORE_BYTES) return final ? FALLBACK : MORE;
          if (r === j) break;
          j = r;
        } else if (x === GT && markers < (depth & 0x7f)) {
          // (a plain ">" is not the citation that opened the "<"'s line: "Bob> see <…/a/" LF
          // "> b.html>" is another writer's line)
          if (markers === 0 && depth & CITED) break;
          markers++;
          j++;
          if (quotedDiff !== 0 && markers === (depth & 0x7f)) {
            // the quoted diff's marker, after one blank at most
            if (j + 1 >= n) return final ? FALLBACK : MORE;
            const k = buf[j] === 0x20 ? j + 1 : j;
            if (buf[k] === (quotedDiff === DIFF_ADDED ? 0x2b : 0x2d)) j = k + 1;
            quotedDiff = 0;
          }
        } else if (markers === 0 && depth & CITED && x < 0x80 && CLASS[x]! & C_ALNUM) {
          // a Supercite citation, read as the opening line's quote marker ("    JQD>   <https://…/"
          // LF "    JQD>    report.pdf>": line-prefix.ts citationEnd)
          const r = citationRepeatAt(buf, lineStartOf(buf, lt), lt, j, n);
          if (r === MORE_INPUT) return final ? FALLBACK : MORE;
          if (r < 0) break;
          markers++;
          j = r;
        } else if (leader !== 0 && x === (leader & 0xff)) {
          // the same leader, as many times, then a blank
          const r = leaderRepeatAt(buf, j, n, leader);
          if (r === MORE_INPUT) return final ? FALLBACK : MORE;
          if (r < 0) break;
          j = r;
          leader = 0;
        } else break;
      }
      if (buf[j] === LF) {
        // a blank line ends the search — unless it is a paginated RFC's page break, with the
        // footer, form feed and header between the two pieces (page-break.ts)
        if (depth !== 0) return FALLBACK;
        const p = pageBreakEnd(buf, j, n, limit);
        if (p === MORE_INPUT) return final ? FALLBACK : MORE;
        if (p < 0) return FALLBACK;
        i = p;
        continue;
      }
      if (folded && buf[j] === 0x5c) j++;
      folded = false;
      if (reopen !== 0) {
        if (j + 1 >= n) return final ? FALLBACK : MORE;
        if (buf[j] === (reopen === 0x2b ? 0x7b : 0x5b) && buf[j + 1] === reopen) j += 2;
      }
      i = j;
      continue;
    } else if (b === 0x22) {
      // a string literal's end and the next line's string (string-literals.ts): in a PO
      // file's msgstr `"… <https://translationproject.org/team/"` LF `"nb.html>.\n"`
      // (not after blanks inside a line: "<file:///tmp/a.txt sftp:///" LF "root@host/…>" in
      // a translation is a list of two)
      if (blankInLine) return FALLBACK;
      const r = stringContinuationAt(buf, i, n, limit);
      if (r === MORE_INPUT) return final ? FALLBACK : MORE;
      if (r < 0) return FALLBACK;
      len = flushPiece(cand, buf, segStart, i, len, pendingWs);
      pendingWs = true;
      breakInWs = true;
      lineBreak = true;
      i = r;
      continue;
    } else if (b === 0x7c && closer === 0 && pipes !== 0) {
      // "|" in a Markdown link's pointy destination, "[font](<…/css?family=Roboto|Open+Sans>)",
      // "[r]: <https://example.com/a|b>" (CommonMark §6.3, §4.7): there it is no Slack link's
      // label (C_WRAPPED); read percent-encoded as other raw characters are
      // (raw-characters.ts). Looked at once
      if (pipes === -1) pipes = destinationAt(buf, lt, ctx.lo) ? 1 : 0;
      if (pipes === 0) return FALLBACK;
    } else if (
      b === LT &&
      closer === 0 &&
      i - 1 > c &&
      buf[i - 1] === 0x45 &&
      podLinkOpens(buf, lt)
    ) {
      // POD's escape in a link's target, "L<http://wwwE<46>perl.com>" (perlpod "E<escape>",
      // pod-escapes.ts): the character it names is the URI's, the escape's bytes dropped
      const e = podEscapeEnd(buf, i, n, final);
      if (e === MORE_INPUT) return MORE;
      if (e < 0 || e > limit) return FALLBACK;
      len = flushPiece(cand, buf, segStart, i - 1, len, false);
      out[len++] = podEscape.cp;
      lastByte = podEscape.cp;
      wrapped = true;
      segStart = e;
      i = e;
      continue;
    } else {
      return FALLBACK; // `<`, `"`, control … : not one URI
    }
    // a URI character (width bytes at i)
    if (pendingWs) {
      // a TeX argument's blanks before "scheme://" separate two URLs
      // ("url = {http://www.nature.com/…/nmeth.2109.html http://www.nature.com/doifinder/…}")
      if (closer === 0x7d && b < 0x80 && CLASS[b]! & C_ALPHA) {
        const next = schemeSlashesAt(buf, i, n);
        if (next === MORE_INPUT) {
          if (!final) return MORE;
        } else if (next === 1) return FALLBACK;
      }
      // a label after blanks in one line: Haddock's `<http://goessner.net/articles/JsonPath/
      // JSONPath>`, `<https://tools.ietf.org/html/rfc7231#section-6 RFC7231 Section 6>`,
      // `<urn:isbn:9780131103627 the reference>` (Haddock's markup, "Hyperlinks": the URL,
      // a space, the link's text; any scheme, the source-comment hunt) — words with
      // nothing of a URI's path in them up to the ">" (labelEnd): the URI ends at the blanks
      // — in a Haskell comment only (the line of the "<" opens with "--" and a blank: `depth`'s
      // leader; or a "{-" block comment opened before it, "{- |" LF "See <https://… the
      // talk>", haddockBlockBefore): elsewhere blanks inside <…> are whitespace the reader
      // drops (2396bis App. E)
      const labelled = !breakInWs && closer === 0 && headEnd < 0 && delimiter === "angle";
      const dashes = ((depth >> 8) & 0xff) === 0x2d && ((depth >> 16) & 0xff) === 2;
      if (labelled && !dashes && haddockBlock === -1) {
        haddockBlock = haddockBlockBefore(buf, lt, ctx.lo) ? 1 : 0;
      }
      if (labelled && (dashes || haddockBlock === 1)) {
        // (a scan stopped by a byte no label holds stops there again: looked at once)
        const g = labelEnd(buf, i, n, limit);
        if (g === MORE_INPUT) return final ? FALLBACK : MORE;
        // (a dotted label, "Data.Aeson.QQ", "comonad.com", only after a whole URI: a "/", a
        // file's extension, a query or a fragment — "<http://example.com/a b.html>" is one
        // URI with a blank in it)
        if (g >= 0 && (label.dot < i || wholeBefore(buf, segStart, i))) {
          i = g;
          break;
        }
      }
      if (!breakInWs) blankInLine = true;
      breakInWs = false;
      pendingWs = false;
      wrapped = true;
      if (hyphenBreak) {
        cand.hyphens.push(len - 1);
        hyphenBreak = false;
      }
      segStart = i;
    }
    i += width;
    if (width === 1) {
      // the rest of the run of plain URI bytes at once (">" is not one of them)
      const stop = n < limit ? n : limit;
      if (closer === 0x7d) {
        // (nor, in a TeX argument, a brace, or a "%" that may be a comment's)
        while (
          i < stop &&
          CLASS[buf[i]!]! & C_WRAPPED &&
          buf[i] !== 0x7d &&
          buf[i] !== 0x7b &&
          buf[i] !== 0x25
        )
          i++;
      } else while (i < stop && CLASS[buf[i]!]! & C_WRAPPED) i++;
    }
    lastByte = buf[i - 1]!;
  }
  if (len >= 0 && !pendingWs) {
    out.set(buf.subarray(segStart, i), len);
    len += i - segStart;
  }
  // nothing after the ":": a URI only where the scheme's syntax has one with nothing after
  // it — "<tv:>", the current channel (RFC 2838 §2), "<about:>" (RFC 6694 §2: about-token =
  // *pchar). Not "<Note:>", nor "<sip:>" or "<geo:>", whose syntax needs more (RFC 3261,
  // RFC 5870), nor "<mailto:>", which is rather a quoted line's broken wrapper
  if ((len < 0 ? i - s : len) <= schemeLen && !(headEnd < 0 && emptyTailScheme(buf, s, c))) {
    return FALLBACK;
  }
  // an unregistered scheme without "//" (once the whitespace is dropped) only when nothing
  // was dropped: "<Note:see below>" is not a URI, "<x-app:a/b>" and "<x-app:/\n/h/p>" are
  if (!registered && wrapped) {
    const k = schemeLen;
    if (k + 1 >= len || out[k] !== 0x2f || out[k + 1] !== 0x2f) return FALLBACK;
  }
  // "<domain:name>", "<xs:sequence>", "<D:prop>": an XML element with a namespace prefix
  // (a QName, XML Namespaces §4) — an unregistered scheme followed by nothing but NCName
  // characters is markup, not a URI (DESIGN: `<b>` tags are not URIs)
  // ("<D:prop/>" is the empty-element form). A "+" cannot be in a namespace prefix:
  // "<a+b+c:d>" is a URI (CommonMark §6.5 autolinks). So are words joined by colons after
  // an unregistered scheme: a placeholder, "<hh:mm:ss>", "<HOST1:PORT1:HOST2:PORT2>"
  // (blanks before the ">" are the tag's too: "<xsl:otherwise >", "<svrl:active-pattern >")
  const nameEnd = !wrapped && len >= 0 ? s + len : i;
  if (
    !wrapped &&
    isNcNameRun(buf, s, c, false) &&
    isNcNameRun(buf, c + 1, buf[nameEnd - 1] === 0x2f ? nameEnd - 1 : nameEnd, true)
  ) {
    if (!registered) return FALLBACK;
    // … and so is a registered scheme's, when the markup shows: the empty-element form
    // ("<jms:annotation-driven/>", Spring), the element's end tag right after
    // ("<geo:lat>52.5</geo:lat>", GeoRSS), or a child element of the same prefix
    // (closedElementAt)
    const t = closedElementAt(buf, s, c, nameEnd, n, limit, final);
    if (t === MORE_INPUT) return MORE;
    if (t === 1) {
      cand.resume = i + 1;
      return NONE;
    }
  }
  // a reStructuredText role's target, ":doc:`the os module <python:library/os>`": interpreted
  // text, a cross-reference (Sphinx's intersphinx "name:target"), not a URI — the backquote
  // after ">" with no "_" after it ("`Python <https://python.org>`_" is a hyperlink) and a
  // role's ":" before the opening backquote. A target with "//" after its scheme stays
  if (closer === 0 && !wrapped && !(buf[c + 1] === 0x2f && buf[c + 2] === 0x2f)) {
    if (i + 2 >= n && !final) return MORE;
    if (
      i + 1 < n &&
      buf[i + 1] === 0x60 &&
      (i + 2 >= n || buf[i + 2] !== 0x5f) &&
      roleBefore(buf, lt, ctx.lo)
    ) {
      cand.resume = i + 1;
      return NONE;
    }
  }
  const closeLen = closer < 0x80 ? 1 : utf8.len;
  cand.rawStart = closer < 0x80 ? lt : lt - 2;
  cand.rawEnd = i + closeLen;
  cand.uriStart = s;
  cand.uriEnd = i;
  cand.joinedLen = wrapped ? len : -1;
  if (!wrapped) cand.uriEnd = len < 0 ? i : s + len; // trailing whitespace only: still a slice
  // `wrapped` says a line break was removed (DESIGN: the Found record); spaces inside one
  // line ("<mailto:xcb at lists.freedesktop.org>") are dropped too, but do not wrap it
  cand.wrapped = wrapped && lineBreak;
  cand.nonAscii = nonAscii;
  cand.delimiter = delimiter;
  cand.resume = i + closeLen;
  return FOUND;
}

/** what a link's label holds (labelEnd): letters, digits, blanks and a few marks */
const LABEL_BYTES = new Uint8Array(256);
for (let b = 0x80; b < 256; b++) LABEL_BYTES[b] = 1;
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 \t-',()!._") {
  LABEL_BYTES[ch.charCodeAt(0)] = 1;
}

/**
 * labelEnd's scan of the wrapper's rest (reset by scanAngle): the bytes before `scanned`
 * are label bytes up to no ">"; `fail`: a byte no label holds (-1: none met); `letter`,
 * `dot`: the last letter and "." among them
 */
const label = { scanned: -1, fail: -1, letter: -1, dot: -1 };

/**
 * buf[i…] is a link's label up to the ">" that closes the wrapper on this line — letters,
 * digits, blanks, "-", "'", ",", "(", ")", "!", ".", "_", a letter among them, no "/", "?",
 * "=", "&", "#", "%", ":", "@" (nothing a URI's path or a second URI holds), within 200
 * bytes: the index of that ">" (label.dot >= i when it holds a "."), -1 when not,
 * MORE_INPUT when not known before n. The scan goes on where the last one of this wrapper
 * stopped (label): linear in the wrapper's length however many blanks it holds.
 */
function labelEnd(buf: Uint8Array, i: number, n: number, limit: number): number {
  if (label.fail >= i) return -1;
  const stop = Math.min(limit, i + 200);
  let k = label.scanned > i ? label.scanned : i;
  for (; k < stop; k++) {
    if (k >= n) {
      label.scanned = k;
      return MORE_INPUT;
    }
    const b = buf[k]!;
    if (b === GT) {
      label.scanned = k;
      return label.letter >= i ? k : -1;
    }
    if (LABEL_BYTES[b] !== 1) {
      label.fail = k;
      label.scanned = k;
      return -1;
    }
    if (b === 0x2e) label.dot = k;
    else if (CLASS[b]! & C_ALPHA || b >= 0x80) label.letter = k;
  }
  label.scanned = k;
  return -1;
}

/**
 * The piece buf[from, …) read before the blanks that end at i is a whole URI's end: a "/",
 * a file's extension in its last segment, or a query or a fragment in it
 */
function wholeBefore(buf: Uint8Array, from: number, i: number): boolean {
  let e = i;
  while (e > from && (buf[e - 1] === 0x20 || buf[e - 1] === 0x09)) e--;
  if (e <= from) return false;
  if (buf[e - 1] === 0x2f) return true;
  let dot = false;
  for (let k = e - 1; k >= from; k--) {
    const b = buf[k]!;
    if (b === 0x3f || b === 0x23) return true;
    if (b === 0x2f) return dot;
    if (b === 0x2e) dot = true;
  }
  return false;
}

/** how far back a "{-" block comment's opener is looked for (haddockBlockBefore) */
const BLOCK_REACH = 1024;

/**
 * A Haskell block comment, "{-" (Haddock's "{- |"), opens before buf[lt] within
 * BLOCK_REACH bytes, and no "-}" closes it before lt (not before `lo`)
 */
function haddockBlockBefore(buf: Uint8Array, lt: number, lo: number): boolean {
  const stop = Math.max(lo, lt - BLOCK_REACH);
  for (let k = lt - 1; k > stop; k--) {
    if (buf[k] !== 0x2d) continue;
    if (buf[k + 1] === 0x7d) return false;
    if (buf[k - 1] === 0x7b) return true;
  }
  return false;
}

/** the characters LaTeX escapes with a backslash inside a URL argument */

/**
 * A role's interpreted text opens before the "<" at lt, on its line or the line before (an
 * explicit title wraps like any text: ":doc:`the PyPA Specification" LF
 * "<PyPUG:specifications/…>`"): a backquote right after a role's ":" (":doc:`", ":py:mod:`"),
 * within 256 bytes and not before `lo`
 */
function roleBefore(buf: Uint8Array, lt: number, lo: number): boolean {
  const from = Math.max(lo, lt - 256, 1);
  let lines = 0;
  for (let k = lt - 1; k >= from; k--) {
    const b = buf[k]!;
    if (b === 0x0a && ++lines > 1) return false;
    if (b === 0x60) return buf[k - 1] === 0x3a;
  }
  return false;
}

/** how far an XML tag's attribute (markupTagAt) or its element's end tag (closedElementAt) is looked for */
const MARKUP_REACH = 256;

/**
 * At the first whitespace (i) inside "<scheme:…": the index of what follows when the text is
 * an XML start tag — a QName ("xmpp:xep", XML Namespaces §4: NCName characters) up to i,
 * then, past blanks and line breaks, an attribute ("rdf:resource='", "a = \"") or the empty
 * element's "/>"; -1 when not, MORE_INPUT when not known before n. (A URI broken across lines
 * has a "/", "@" or the like before its first break, or goes on with no "=" and quote.)
 */
function markupTagAt(
  buf: Uint8Array,
  s: number,
  c: number,
  i: number,
  n: number,
  limit: number,
  final: boolean,
): number {
  if (!isNcNameRun(buf, s, c, false) || !isNcNameRun(buf, c + 1, i, false)) return -1;
  const end = Math.min(limit, i + MARKUP_REACH);
  const more = end > n && !final ? MORE_INPUT : -1;
  const stop = Math.min(end, n);
  let k = i;
  while (k < stop && CLASS[buf[k]!]! & C_WS) k++;
  if (k >= stop) return more;
  const at = k;
  if (buf[k] === 0x2f) {
    if (k + 1 >= stop) return more;
    return buf[k + 1] === GT ? at : -1;
  }
  // Name (ASCII letters, digits, "_", "-", ".", ":"), blanks, "=", blanks, a quote
  const first = buf[k]! | 0x20;
  if (!((first >= 0x61 && first <= 0x7a) || buf[k] === 0x5f)) return -1;
  while (k < stop && isNameByte(buf[k]!)) k++;
  while (k < stop && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  if (k >= stop) return more;
  if (buf[k] !== 0x3d) return -1;
  k++;
  while (k < stop && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  if (k >= stop) return more;
  return buf[k] === 0x22 || buf[k] === 0x27 ? at : -1;
}

function isNameByte(b: number): boolean {
  const l = b | 0x20;
  return (
    (l >= 0x61 && l <= 0x7a) || (b >= 0x30 && b <= 0x3a) || b === 0x2d || b === 0x5f || b === 0x2e
  );
}

/**
 * "<" at s - 1 … ">" at gt holds a QName with its prefix's ":" at c: 1 when it is an
 * element's tag — the empty-element form ("/" before ">"), its end tag (endTagAfter), or a
 * child element of the same prefix first after it that shows markup itself: an attribute,
 * "/>" or its own end tag ("<xmpp:SupportedXep>" LF "  <xmpp:xep rdf:resource='…'/>";
 * "<about:blank> <about:config>" are two URIs); 0 when not, MORE_INPUT when not known
 * before n
 */
function closedElementAt(
  buf: Uint8Array,
  s: number,
  c: number,
  gt: number,
  n: number,
  limit: number,
  final: boolean,
): number {
  if (buf[gt - 1] === 0x2f) return 1;
  const e = endTagAfter(buf, s, gt, n, limit, final);
  if (e !== 0) return e;
  const end = Math.min(limit, gt + 1 + MARKUP_REACH);
  const more = end > n && !final ? MORE_INPUT : 0;
  const stop = Math.min(end, n);
  let k = gt + 1;
  while (k < stop && CLASS[buf[k]!]! & C_WS) k++;
  const prefix = c - s;
  if (k + 1 + prefix >= stop) return more;
  if (buf[k] !== LT) return 0;
  for (let m = 0; m <= prefix; m++) if (buf[k + 1 + m] !== buf[s + m]) return 0;
  const s2 = k + 1;
  const c2 = s2 + prefix;
  let t = c2 + 1;
  while (t < stop && isNameByte(buf[t]!)) t++;
  if (t >= stop) return more;
  if (t === c2 + 1) return 0;
  const b = buf[t]!;
  if (CLASS[b]! & C_WS) {
    const r = markupTagAt(buf, s2, c2, t, n, limit, final);
    return r === MORE_INPUT ? MORE_INPUT : r >= 0 ? 1 : 0;
  }
  if (b === 0x2f) {
    if (t + 1 >= stop) return more;
    return buf[t + 1] === GT ? 1 : 0;
  }
  return b === GT ? endTagAfter(buf, s2, t, n, limit, final) : 0;
}

/**
 * The element whose name is buf[s - 1 + 1, gt) ("<" at s - 1, ">" at gt) ends within
 * MARKUP_REACH bytes after gt: "</" name ">" ("<geo:lat>52.5</geo:lat>"). 1 when so, 0 when
 * not, MORE_INPUT when not known before n
 */
function endTagAfter(
  buf: Uint8Array,
  s: number,
  gt: number,
  n: number,
  limit: number,
  final: boolean,
): number {
  const name = gt - s;
  const end = Math.min(limit, gt + 1 + MARKUP_REACH);
  const stop = Math.min(end, n);
  for (let k = gt + 1; k + 2 + name < stop; k++) {
    if (buf[k] !== LT || buf[k + 1] !== 0x2f) continue;
    let m = 0;
    while (m < name && buf[k + 2 + m] === buf[s + m]) m++;
    if (m === name && buf[k + 2 + name] === GT) return 1;
  }
  return end > n && !final ? MORE_INPUT : 0;
}

/**
 * buf[from, to) is non-empty and holds only ASCII NCName characters: letters, digits, - _ .
 * (`colons`: and ":" between them)
 */
function isNcNameRun(buf: Uint8Array, from: number, to: number, colons: boolean): boolean {
  if (from >= to) return false;
  for (let k = from; k < to; k++) {
    const b = buf[k]!;
    const letter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a;
    // (a name starts with a letter or "_", XML 1.0 §2.3 NameStartChar: "<arXiv:1706.03762>",
    // CRAN's reference to a preprint, is no element — the metadata hunt. A placeholder's
    // words stay the tag's: "<ipv6-address:2-octet-number>", "<protocol:...>")
    if ((k === from || buf[k - 1] === 0x3a) && isDigit(b) && numberLike(buf, k, to)) return false;
    if (!letter && !(b >= 0x30 && b <= 0x39) && b !== 0x2d && b !== 0x5f && b !== 0x2e) {
      if (!(colons && b === 0x3a && k > from && k + 1 < to && buf[k - 1] !== 0x3a)) return false;
    }
  }
  return true;
}

/**
 * buf[k, to) is an arXiv identifier's number (arXiv's "Understanding the arXiv identifier":
 * YYMM, ".", four or five digits, perhaps "v" and a version: "1706.03762v2") — not a version's
 * or a time's ("<version:2.0>", "<time:12.30>": a placeholder's, the review's)
 */
function numberLike(buf: Uint8Array, k: number, to: number): boolean {
  const a = k;
  while (k < to && isDigit(buf[k]!)) k++;
  if (k - a !== 4 || buf[k] !== 0x2e) return false;
  const b = ++k;
  while (k < to && isDigit(buf[k]!)) k++;
  if (k - b < 4 || k - b > 5) return false;
  if (k < to && buf[k] === 0x76) {
    k++;
    const v = k;
    while (k < to && isDigit(buf[k]!)) k++;
    if (k === v) return false;
  }
  return k === to;
}

/**
 * Whitespace starts at i: copy the contiguous piece buf[segStart, i) into the joined bytes
 * (unless it was copied when the whitespace run began) and return the joined length.
 */
function flushPiece(
  cand: Candidate,
  buf: Uint8Array,
  segStart: number,
  i: number,
  len: number,
  pendingWs: boolean,
): number {
  if (len < 0) len = 0;
  else if (pendingWs) return len;
  copyPiece(cand.joined, len, buf, segStart, i);
  len += i - segStart;
  if (buf[i - 1]! >= 0x80) markCut(cand, buf, segStart, i, len);
  return len;
}

/**
 * From i: 1 when only SP/HT/CR come before a LF (the line ends here: after a scheme's ":",
 * or after an RFC 8792 folding backslash) — or before the closing ">" when `orClose` —, 0
 * when something else does, -1 when cut.
 */
function lineEndsAt(buf: Uint8Array, i: number, n: number, limit: number, orClose = false): number {
  for (; i < n; i++) {
    if (i >= limit) return 0;
    const b = buf[i]!;
    if (b === LF || (orClose && b === GT)) return 1;
    if (b !== 0x20 && b !== 0x09 && b !== 0x0d) return 0;
  }
  return -1;
}

/** buf[s, c) is "tv" or "about" (any case): a scheme whose URI may end at its ":" */
function emptyTailScheme(buf: Uint8Array, s: number, c: number): boolean {
  const at = (k: number, ch: string) => (buf[s + k]! | 0x20) === ch.charCodeAt(0);
  if (c - s === 2) return at(0, "t") && at(1, "v");
  return c - s === 5 && at(0, "a") && at(1, "b") && at(2, "o") && at(3, "u") && at(4, "t");
}

/**
 * the start of the line holding buf[lt], looked for at most QUOTE_WINDOW bytes back (as the
 * scanner's quoteDepth does: a line that starts farther back has no prefix)
 */
function lineStartOf(buf: Uint8Array, lt: number): number {
  const stop = Math.max(0, lt - QUOTE_WINDOW);
  let k = lt;
  while (k > stop && buf[k - 1] !== LF) k--;
  return k;
}
