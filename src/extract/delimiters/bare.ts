/**
 * Bare URIs (no wrapper) and URIs right after `(` `[` `{` — DESIGN "Delimiting rules",
 * 2396bis App. E. One forward pass over URI characters (and non-ASCII, for IRIs, RFC 3987
 * §2.2), then the trailing punctuation is dropped and closers are kept only when they
 * balance an opener inside the URI (`…/URI_(disambiguation)`).
 */
import { type Candidate, FOUND, MORE, NONE, type ScanContext } from "../candidate.js";
import {
  C_ALNUM,
  C_PLAIN,
  C_TRAIL,
  C_URI,
  CLASS,
  decodeUtf8At,
  iriCodePoint,
  noSpaceScript,
  utf8,
} from "../chars.js";
import type { Delimiter } from "../types.js";

/**
 * s: scheme start, c: index of the scheme's `:`, rawStart: start of the raw span
 * (`URL:` prefix included). `urn` stops at non-ASCII: urnbis-rfc2141bis §2.5.3 lists
 * %x80-FF among the excluded characters that end an NSS in running text.
 */
export function scanBare(
  ctx: ScanContext,
  cand: Candidate,
  rawStart: number,
  s: number,
  c: number,
  delimiter: Delimiter,
  asciiOnly: boolean,
): number {
  const { buf, n, final, maxLength } = ctx;
  const limit = rawStart + maxLength;
  let i = c + 1;
  let opens = 0; // ( [ inside
  let closes = 0;
  let bOpens = 0;
  let bCloses = 0;
  let nonAscii = false;
  // next byte of the authority to look at for its end ("//" only); -1: past it or none
  let auth = buf[c + 1] === 0x2f && buf[c + 2] === 0x2f ? c + 3 : -1;
  const stop = n < limit ? n : limit;
  for (;;) {
    // the run of plain URI characters, one table test per byte
    while (i < stop && CLASS[buf[i]!]! & C_PLAIN) i++;
    if (i >= limit) {
      // longer than maxLength: not considered; the rest of the run is skipped
      cand.overflow = true;
      cand.resume = i;
      return NONE;
    }
    if (i >= n) {
      if (!final) return MORE;
      break;
    }
    const b = buf[i]!;
    const k = CLASS[b]!;
    if (k & C_URI) {
      if (b === 0x28) opens++;
      else if (b === 0x29) {
        // a closer with no opener inside the URI ends it there (DESIGN: closers are kept
        // only when they balance an opener): `[a](http://x/)[b](mailto:y)` is two
        // Markdown links, `(see http://x/a)and` ends at "a" — what follows the closer
        // belongs to the text around it
        if (closes === opens) break;
        closes++;
      } else if (b === 0x5b) bOpens++;
      else if (b === 0x5d) {
        if (bCloses === bOpens) break; // `[http://x/](http://x/)`: same for "]"
        bCloses++;
      }
      i++;
      continue;
    }
    if (b >= 0x80 && !asciiOnly) {
      const r = decodeUtf8At(buf, i, n);
      if (r < 0) {
        if (!final) return MORE;
        break;
      }
      if (r === 0 || !iriCodePoint(utf8.cp)) break;
      // "いまなにしてるhttp://example.comいまなにしてる": CJK and Thai text has no spaces
      // between words, so the URI ends where the script changes inside the host — a DNS
      // label after a "." (or a port after ":") that began in ASCII does not go on in
      // Han, kana, Hangul or Thai (no TLD mixes them; RFC 5892 / RFC 5893 label rules).
      // Paths keep their IRI characters (RFC 3987: "http://ja.wikipedia.org/wiki/東京")
      if (auth >= 0 && noSpaceScript(utf8.cp) && CLASS[buf[i - 1]!]! & C_ALNUM) {
        // is i still inside the authority? (scanned once, left to right: linear)
        while (auth < i && buf[auth] !== 0x2f && buf[auth] !== 0x3f && buf[auth] !== 0x23) auth++;
        if (auth < i) auth = -1;
        else {
          let j = i - 1;
          while (j > c + 3 && (CLASS[buf[j - 1]!]! & C_ALNUM || buf[j - 1] === 0x2d)) j--;
          const sep = buf[j - 1];
          if (sep === 0x2e || sep === 0x3a) break;
        }
      }
      nonAscii = true;
      i += utf8.len;
      continue;
    }
    break;
  }
  const runEnd = i;
  let e = runEnd;
  // Markdown emphasis around a bare URI (`**http://a.b/c**`, `_http://a.b/c_`,
  // `~~http://a.b/c~~`): the character right before the URI, repeated at its end, closes
  // the emphasis, as a quote would (2396bis App. E: delimiters are not part of the URI)
  const before = rawStart > 0 ? buf[rawStart - 1]! : 0;
  const emphasis = before === 0x2a || before === 0x5f || before === 0x7e ? before : -1;
  // strip trailing punctuation and unbalanced closers, from the end inwards
  while (e > c + 1) {
    const b = buf[e - 1]!;
    if (CLASS[b]! & C_TRAIL || b === emphasis) e--;
    else break;
  }
  cand.resume = Math.max(runEnd, c + 1);
  if (e <= c + 1) return NONE; // nothing after "scheme:"
  // nothing after "scheme://": the scheme is named ("socket://, tcp:// and curl://"), no URI
  if (e === c + 3 && buf[c + 1] === 0x2f && buf[c + 2] === 0x2f) return NONE;
  cand.rawStart = rawStart;
  cand.rawEnd = e;
  cand.uriStart = s;
  cand.uriEnd = e;
  cand.nonAscii = nonAscii;
  cand.delimiter = delimiter;
  return FOUND;
}

/** Skip the rest of an over-long run (the same characters the bare scan runs over). */
export function skipRun(buf: Uint8Array, i: number, n: number): number {
  while (i < n) {
    const b = buf[i]!;
    if (b < 0x80 && !(CLASS[b]! & C_URI)) break;
    i++;
  }
  return i;
}
