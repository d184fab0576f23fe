/**
 * `"…"` and `'…'` (2396bis App. E: double quotes delimit a URI in text). The URI runs to
 * the matching quote and holds no whitespace; anything else falls back to the bare rules.
 */
import { type Candidate, FALLBACK, FOUND, MORE, type ScanContext } from "../candidate.js";
import {
  BEFORE_QUERY,
  C_TRAIL,
  C_WRAPPED,
  CLASS,
  decodeCharAt,
  IN_QUERY,
  privateUse,
  uriPartAfter,
  utf8,
  wrappedIriCodePoint,
} from "../chars.js";
import type { Delimiter } from "../types.js";
import { shellApostropheAt } from "./bare-escapes.js";
import { hostComma, shellHostEnd } from "./bare-host.js";
import { isDnsHostScheme, listItemAt, schemeSlashesAt } from "./bare-schemes.js";
import {
  firstPlaceholder,
  interpolatingQuoteBefore,
  mayStartPlaceholder,
  PLACEHOLDER_STARTS,
} from "./bare-templates.js";
import { fieldCodeBefore, scanFieldCode } from "./field-code.js";
import { gitSectionBefore } from "./git-config-keys.js";
import { MORE_INPUT } from "./more-input.js";
import { isDataScheme, scanQuotedData } from "./quoted-data.js";
import { splitLiteralAt } from "./string-literals.js";
import { scanWrappedQuote } from "./wrapped-quote.js";
import { wrappedSpanLimit } from "./wrapped-span.js";

const PIPE = 0x7c;

/**
 * the run of a quoted URI's bytes read at once: C_WRAPPED, but not a quote, "{", nor a byte a
 * placeholder may start with (PLACEHOLDER_STARTS); a "|" is read on its own (it is noted)
 */
const QUOTED_RUN = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  if (CLASS[b]! & C_WRAPPED && b !== 0x22 && b !== 0x27 && b !== 0x7b) {
    QUOTED_RUN[b] = PLACEHOLDER_STARTS[b] === 1 ? 0 : 1;
  }
}

/**
 * After a dash in a quoted URI, at buf[i]: 1 when the dash ends the URI — the closing quote
 * follows, or a scheme and "://" (the next URI of a list) —, 0 when not, MORE_INPUT when
 * that is not known before n.
 */
function dashEndsUri(buf: Uint8Array, i: number, n: number, quote: number): number {
  if (i >= n) return MORE_INPUT;
  return buf[i] === quote ? 1 : schemeSlashesAt(buf, i, n);
}

/**
 * Where the last scan that fell back stopped, for the next quote of the same kind that
 * opens before that point (`'http://a,'http://a,…`: an apostrophe before a letter does not
 * close, so every scan would run to the same place — input size × maxLength). The bytes up
 * to `failAt` hold no closing quote: a scan stopped by a character that ends every quoted
 * URI (`hard`) stops there again, and one stopped by maxLength, or by a check after its
 * closing quote at `failAt`, goes on from there. `empty`: the quotes closed right after
 * "scheme:" — they hold a scheme's name, and no reading of any kind starts at that colon.
 */
export const quoteScan = { failAt: -1, hard: false, nonAscii: false, empty: false };

/**
 * q: index of the opening quote, s: scheme start, c: the scheme's `:`; `from` (> c): where
 * the scan starts when the bytes before it are known to hold no closing quote (then
 * `nonAsciiBefore` says whether they hold non-ASCII). On a FALLBACK, `quoteScan` says where
 * and why the scan stopped (failAt -1: not a stop inside the quote's bytes).
 */
function stopped(at: number, hard: boolean, nonAscii: boolean): number {
  quoteScan.failAt = at;
  quoteScan.hard = hard;
  quoteScan.nonAscii = nonAscii;
  return FALLBACK;
}

export function scanQuote(
  ctx: ScanContext,
  cand: Candidate,
  q: number,
  s: number,
  c: number,
  delimiter: Delimiter,
  from = c + 1,
  nonAsciiBefore = false,
): number {
  const { buf, n, final, maxLength } = ctx;
  // a data: URI's whitespace is dropped (quoted-data.ts)
  if (from === c + 1 && isDataScheme(buf, s, c)) {
    const r = scanQuotedData(ctx, cand, q, s, c, delimiter);
    if (r !== FALLBACK) return r;
  }
  // a Word field code's target: blanks inside, a `\l` anchor after (field-code.ts)
  if (from === c + 1 && buf[q] === 0x22 && fieldCodeBefore(buf, q, ctx.lo)) {
    const r = scanFieldCode(ctx, cand, q, s, c, delimiter);
    if (r !== FALLBACK) return r;
  }
  const quote = buf[q]!;
  // (the closing quote may follow a URI of maxLength bytes: at most at s + maxLength — a
  // "URL:" prefix between the quote and the scheme is no byte of the URI's)
  const limit = s + maxLength + 1;
  let nonAscii = nonAsciiBefore;
  let i = from;
  // a "$", "%", "{", "@", "(" or "[" was read (a scan that starts later than c + 1 may have
  // passed one: then true)
  let mayHoldPlaceholder = from !== c + 1;
  // 1 when the string is an interpolated one (interpolatingQuoteBefore), -1 until asked
  let braces = -1;
  // the part of the URI read up to partScan (uriPartAfter), for a private use character
  let partScan = c + 1;
  let part = BEFORE_QUERY;
  // a "|" was read (a scan that starts later than c + 1 may have passed one: then true)
  let pipe = from !== c + 1;
  quoteScan.failAt = -1;
  quoteScan.empty = false;
  for (;;) {
    if (i >= limit) return stopped(i, false, nonAscii);
    if (i >= n) return final ? stopped(i, true, nonAscii) : MORE;
    const b = buf[i]!;
    if (b === quote) {
      // an apostrophe inside a word is not the closing quote: 'http://example.com/it's'
      if (b !== 0x27) break;
      if (i + 4 >= n && !final) return MORE;
      // a shell's apostrophe inside the quoted word, "'\\''" or "'\"'\"'" (bash -x, Python's
      // shlex.quote): the word goes on — the bare rules read it, apostrophe and all
      // (bare.ts), "'http://example.com/it'\\''s/fine'"
      if (shellApostropheAt(buf, i, n) > 0) {
        quoteScan.failAt = -1;
        return FALLBACK;
      }
      // (bytes at n and beyond are not this input's: a working buffer has stale ones there)
      const x = i + 1 < n ? buf[i + 1]! | 0x20 : 0;
      if (!(x >= 0x61 && x <= 0x7a)) break;
      i++;
      continue;
    }
    // a URI byte, or one of `{ } | ^ \`` written raw (read percent-encoded:
    // raw-characters.ts): `href="https://fonts.googleapis.com/css?family=Roboto|Open+Sans"`
    // a placeholder ("https://${HOST}/a", "…/v${VERSION}/x.tar.gz" in shell, Docker, JS):
    // the bare rules end the URI before its "$"
    if (b === 0x7b && buf[i - 1] === 0x24) return stopped(i, true, nonAscii);
    // the other quote inside single quotes is the URI's, read percent-encoded (App. E: the
    // URI runs to the matching quote): "import 'data:text/javascript,console.log("hi");'",
    // "url = 'https://example.com/?q="x"'"
    if (b === 0x22 && quote === 0x27) {
      i++;
      continue;
    }
    if (CLASS[b]! & C_WRAPPED || b === PIPE) {
      if (b === PIPE) pipe = true;
      // (a byte a placeholder may start with: looked at after the close, bare-templates.ts)
      if (PLACEHOLDER_STARTS[b] === 1 && !mayHoldPlaceholder) {
        mayHoldPlaceholder = mayStartPlaceholder(buf, i, n);
        // (an interpolated string's "{name}": f"https://example.org/a/{suffix}")
        if (!mayHoldPlaceholder && b === 0x7b && braces === -1) {
          braces = interpolatingQuoteBefore(buf, s, ctx.lo) ? 1 : 0;
          mayHoldPlaceholder = braces === 1;
        }
      }
      // the rest of the run of URI characters up to the quote (or such a byte)
      const stop = n < limit ? n : limit;
      i++;
      while (i < stop && QUOTED_RUN[buf[i]!] === 1) i++;
      continue;
    }
    if (b >= 0x80) {
      if (decodeCharAt(buf, i, n, final) < 0) return MORE;
      if (!wrappedIriCodePoint(utf8.cp)) return stopped(i, true, nonAscii);
      // a dash is the URI's between its characters, not last before the closing quote
      // ("http://example.com/—": the sentence's, as glued to a bare URI), nor before the
      // next URI of a list ("http://example.com/a—http://example.com/b": two)
      if (utf8.cp >= 0x2010 && utf8.cp <= 0x2015) {
        const d = dashEndsUri(buf, i + utf8.len, n, quote);
        if (d === MORE_INPUT) {
          if (!final) return MORE;
        } else if (d === 1) return stopped(i, true, nonAscii);
      }
      if (privateUse(utf8.cp)) {
        // RFC 3987 §2.2: iprivate only in the query
        part = uriPartAfter(buf, partScan, i, part);
        partScan = i;
        if (part !== IN_QUERY) return stopped(i, true, nonAscii);
      }
      nonAscii = true;
      i += utf8.len;
      continue;
    }
    // a quoted URI broken across lines (2396bis App. E): wrapped-quote.ts
    if (b === 0x20 || b === 0x09 || b === 0x0d || b === 0x0a || b === 0x5c) {
      // (a backslash that ends a line: an RFC 8792 fold. The blanks before the break are
      // dropped bytes: looked at up to the wrapped span's bound, wrapped-span.ts)
      const span = wrappedSpanLimit(q, maxLength);
      let j = b === 0x5c ? i + 1 : i;
      while (j < n && j < span && (buf[j] === 0x20 || buf[j] === 0x09 || buf[j] === 0x0d)) j++;
      if (j >= n && j < span && !final) return MORE;
      if (j < n && j < span && buf[j] === 0x0a) {
        return scanWrappedQuote(ctx, cand, q, s, c, i, nonAscii, delimiter);
      }
    }
    return stopped(i, true, nonAscii); // whitespace, control, `<`, the other quote …
  }
  // "scheme:" and nothing; "scheme://" and nothing names a scheme (`"tcp://"` in code)
  // (a fall-back after the close found is remembered too: a later quote of this kind that
  // opens before it closes there as well, and its scan starts there)
  if (i === c + 1 || (i === c + 3 && buf[c + 1] === 0x2f && buf[c + 2] === 0x2f)) {
    // "scheme:" and its closing quote: the quotes hold a scheme's name, and no reading goes
    // on past them — `checkJoin(BASE, 'http:','http://a/b/c/d')` (CPython's test_urlparse)
    // is the quoted "http:" and the URI "http://a/b/c/d", not one bare run across the quotes
    quoteScan.empty = i === c + 1;
    return stopped(i, false, nonAscii);
  }
  // `GOPROXY="https://proxy.golang.org,direct"`: a comma in an http(s) host makes the quoted
  // text a list; the bare rules end the URI at the comma (delimiters/bare.ts)
  // A "|" before the path is no raw character of a path or query but a label's separator
  // (`'http://a.example|Example'`): the bare rules end the URI there
  if (buf[c + 1] === 0x2f && buf[c + 2] === 0x2f) {
    // `"https://$HOST/api"`, `'ws://$ADDR'`, Perl's `"http://$_"`: a variable for the host is
    // a template, not a URI (bare-host.ts shellHostEnd); the bare rules skip it
    if (buf[c + 3] === 0x24 && shellHostEnd(buf, c + 4, i, true) >= 0) {
      return stopped(i, false, nonAscii);
    }
    // `'https://...'`, `href="http://..."`: an ellipsis for the host is a placeholder, as it
    // is bare
    let d = c + 3;
    while (d < i && buf[d] === 0x2e) d++;
    if (d - c - 3 >= 2 && (d === i || buf[d] === 0x2f || buf[d] === 0x3f || buf[d] === 0x23)) {
      return stopped(i, false, nonAscii);
    }
    if (isDnsHostScheme(buf, s, c) && hostComma(buf, c + 3, i, true) >= 0) {
      return stopped(i, false, nonAscii);
    }
    let k = c + 3;
    for (; k < i; k++) {
      const b = buf[k]!;
      if (b === PIPE) return stopped(i, false, nonAscii);
      if (b === 0x2f || b === 0x3f || b === 0x23) break;
      // `"gs://b1,gs://b2"`: a list, in the authority too (bare.ts)
      if (b === 0x2c && listItemAt(buf, k + 1, i) === 1) return stopped(i, false, nonAscii);
    }
    // `"gs://a/x,gs://b/y"`: a comma glued to the next "scheme://" in the path makes the
    // quoted text a list, as in a bare URI (bare.ts; not in a query, whose value may list
    // URIs)
    for (; k < i; k++) {
      const b = buf[k]!;
      if (b === 0x3f || b === 0x23) break;
      if (b === 0x2c && listItemAt(buf, k + 1, i) === 1) return stopped(i, false, nonAscii);
    }
  }
  // a "|" glued to the next "scheme://" before the query joins two URIs: Apache's
  // `SetHandler "proxy:unix:/run/php/php-fpm.sock|fcgi://localhost"` (mod_proxy's "Unix
  // Domain Socket (UDS) support": a socket path, "|", the URL the backend is reached by) —
  // the bare rules end the first at the "|" and find the second at its own colon. (In a
  // query, "|" may join the URIs of one value: `?urls=http://a|http://b` stays one URI)
  if (pipe && pipeBeforeScheme(buf, c + 1, i)) return stopped(i, false, nonAscii);
  // a string literal that is the URI alone, split in two by a code formatter (clang-format's
  // BreakStringLiterals): the bare rules read it on into the next line's string
  // (string-literals.ts splitLiteralAt; adjacent strings are one, ISO C §6.4.5)
  if (q === s - 1 && quote === 0x22) {
    const r = splitLiteralAt(buf, q, i, n, limit);
    if (r === MORE_INPUT) {
      if (!final) return MORE;
    } else if (r === 1) return stopped(i, false, nonAscii);
  }
  // a template's placeholder inside (`"https://docs.python.org/%d.%d/library"`,
  // `"druby://#{host}:#{port}"`): the bare rules read the URI up to its segment
  // (bare-templates.ts)
  if (braces === -1 && mayHoldPlaceholder) {
    braces = interpolatingQuoteBefore(buf, s, ctx.lo) ? 1 : 0;
  }
  if (
    mayHoldPlaceholder &&
    firstPlaceholder(buf, c + 1, i - 1, i + 1, true, false, braces === 1) >= 0
  ) {
    return stopped(i, false, nonAscii);
  }
  // … and so does a git-config(1) key whose subsection is the URL
  // (`'http.https://github.com/.extraheader'`: git-config-keys.ts)
  if (s - 1 > q && buf[s - 1] === 0x2e && gitSectionBefore(buf, s - 1, q)) {
    return stopped(i, false, nonAscii);
  }
  // Python's pprint splits a long string into adjacent literals, one a line: a URI alone in
  // a literal whose line continues the literal above it, which ends in a blank, is a piece
  // of a sentence ("             'See it at '" LF "             'https://…/Uint32Array.',":
  // session 40, the dumps hunt) — its last punctuation the sentence's, as bare
  if (CLASS[buf[i - 1]!]! & C_TRAIL && continuesLiteral(buf, q, quote, ctx.lo)) {
    return stopped(i, false, nonAscii);
  }
  cand.quoted(q, s, i, nonAscii, delimiter);
  return FOUND;
}

/**
 * The quote at buf[q] opens its line's text (blanks before it), and the line above ends with
 * a literal of the same quote whose text ends in a blank ("'See it at '"): an adjacent
 * string literal that goes on in this one. Looked at within 256 bytes.
 */
function continuesLiteral(buf: Uint8Array, q: number, quote: number, lo: number): boolean {
  let k = q;
  while (k > lo && q - k <= 256 && (buf[k - 1] === 0x20 || buf[k - 1] === 0x09)) k--;
  if (k === q || k <= lo || buf[k - 1] !== 0x0a) return false;
  k--;
  if (k > lo && buf[k - 1] === 0x0d) k--;
  return k - 2 >= lo && buf[k - 1] === quote && buf[k - 2] === 0x20;
}

/** buf[from, to) holds, before a "?" or "#", a "|" right before a scheme and "://" */
function pipeBeforeScheme(buf: Uint8Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const b = buf[k]!;
    if (b === 0x3f || b === 0x23) return false;
    if (b === PIPE && schemeSlashesAt(buf, k + 1, to) === 1) return true;
  }
  return false;
}
