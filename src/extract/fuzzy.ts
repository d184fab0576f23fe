/**
 * `fuzzy: true`: schemeless links (`www.example.org`) and e-mail addresses through
 * linkify-it 6.x, run on bounded text segments (cut at a line break, else at a space, at
 * most maxLength bytes) — never on the whole input. Records: delimiter "fuzzy", `uri`
 * with `http://` or `mailto:` in front. Text already inside a scheme'd URI is skipped.
 * Main-scanner records are held here until their segment is done, so that everything
 * still comes out in order of `start`.
 */

import { LinkifyIt, REBuilder } from "linkify-it";
import { Candidate, FOUND, PAREN_AHEAD, type ScanContext } from "./candidate.js";
import { isAsciiAlnum, isHexDigit, isSpace } from "./chars.js";
import { scanBare } from "./delimiters/bare.js";
import {
  decodeSpan,
  decodeUtf8OrWindows1252,
  type RecordBuilder,
  withReferencesRead,
} from "./found.js";
import { NO_ITEMS } from "./frozen-list.js";
import { emailSpan, isRemotePathStart, mailtoUri, messageIdFieldBefore } from "./fuzzy-address.js";
import { unitByteOffsets, utf8Units, utf16Length } from "./fuzzy-byte-offsets.js";
import { senderOptionAt } from "./fuzzy-command-line.js";
import {
  assignedAt,
  codeIdentifierAt,
  initialsAt,
  lineNumberCut,
  memberUseAt,
  obfuscatedAt,
  referenceInWordBefore,
  syslogPriorityAt,
} from "./fuzzy-context.js";
import { encodedScheme, encodedSchemeStart } from "./fuzzy-encoded-scheme.js";
import { gluedToEscape, latexLineAt } from "./fuzzy-escapes.js";
import { isFileName, isFileNameInContext } from "./fuzzy-file-names.js";
import {
  brokenHead,
  continuedWordBefore,
  HEAD_NONE,
  HEAD_PIECE,
  headBefore,
  MAX_PIECES,
  MAX_REACH,
} from "./fuzzy-line-break.js";
import { hostScriptSpan, isHostEnd } from "./fuzzy-match-span.js";
import { BreakReader, prefixLength } from "./fuzzy-path-break.js";
import { IANA_TLDS, weakTldAt } from "./fuzzy-tlds.js";
import { linkifyView } from "./fuzzy-view.js";
import { isAnchor, matchAround } from "./fuzzy-windows.js";
import { bangInWord, dashOpensAddress, quotedStringBefore } from "./fuzzy-word-edges.js";
import { indexOfIn } from "./memchr.js";
import { idLinesEnd, messageIdAt, opensIdField, startIdLines } from "./message-ids.js";
import { countLf, LineTracker } from "./positions.js";
import { MAX_SCHEME } from "./scheme-start.js";
import type { Found } from "./types.js";

let shared: LinkifyIt | null = null;

/**
 * linkify-it's patterns, with one fragment patched (its documented `rebuilder` option): an
 * address's domain may have as many labels as a link's host. linkify-it 6 takes at most five
 * ("user@mail.cs.dept.uni.example.ac.uk" gave nothing; found by Android's PatternsTest run);
 * a DNS name has up to 127 (RFC 1035 §3.1, 255 octets), links take 11: bounded,
 * as linkify-it's own pattern for a link's host is.
 */
class AddressHostBuilder extends REBuilder {
  override get_fuzzy_mail_host(): RegExp {
    this.cache.src_fuzzy_mail_host ??= new RegExp(
      `(?:${this.get_ipv6_mail_host().source}|(?:(?:(?:${this.get_domain().source})[.]){1,126}${this.get_domain_root().source}))${this.get_host_terminator().source}`,
    );
    return this.cache.src_fuzzy_mail_host;
  }
}

/**
 * linkify-it for its schemeless matches only. Its schema rules stay registered (fuzzy links
 * need `http:`, fuzzy addresses `mailto:`) but match nothing: urisift's own scanner reads
 * schemes, and linkify-it validated each `http:` with a regex run to the end of the
 * segment — quadratic on a line of URIs with no space (100 kB: 2.3 s; now 10 ms). What
 * the validators used to do for us, keep schemeless matches out of a URI, the main
 * records and the blocked spans do (`overlapsMain`). (linkify-it's own `maxLength` option
 * stays at its default: it also caps the length of a link's path.)
 */
export function linkify(): LinkifyIt {
  if (shared === null) {
    const l = new LinkifyIt({
      fuzzyLink: true,
      fuzzyEmail: true,
      fuzzyIP: false,
      rebuilder: new AddressHostBuilder(),
    });
    // "mil" is one of RFC 1591's original generic TLDs and missing from linkify-it's default
    // list ("abcd.efgh.mil", URI::Find's tests); "int" is left out: "np.int" is Python
    l.tlds(["mil"], true);
    // the root zone's TLDs: one outside linkify-it's own list needs "www." or a path
    // (fuzzy-tlds.ts weakTldAt)
    l.tlds([...IANA_TLDS], true);
    for (const schema of ["http:", "https:", "ftp:", "//", "mailto:"])
      l.add(schema, { validate: () => 0 });
    shared = l;
  }
  return shared;
}

const utf8Encoder = new TextEncoder();

/** s holds more "(" than ")" */
function opensParen(s: string): boolean {
  let depth = 0;
  for (let k = 0; k < s.length; k++) {
    const u = s.charCodeAt(k);
    if (u === 0x28) depth++;
    else if (u === 0x29) depth--;
  }
  return depth > 0;
}

/**
 * Where the fuzzy records not yet emitted that start at or after `head` begin in `records` —
 * links read in the pieces of a broken name, the only records there (the pieces are glued
 * to their line's end), to be dropped for it — or -1 when there are none, or one before
 * them reaches past `head`
 */
function piecesIndex(records: Found[], head: number): number {
  let k = records.length;
  while (k > 0 && records[k - 1]!.start >= head) k--;
  return k === records.length || (k > 0 && records[k - 1]!.end > head) ? -1 : k;
}

/**
 * A record ending at global `end` may be the first piece of a name the next segment goes on
 * with: its line ends right after it (but for a piece's last character, "-", "@" or ".")
 * and so does the segment at `b`, or the lines between hold nothing but pieces
 * ("foo.example.com-" LF "abcdefghijklmno-" LF, a small maxLength's segment). Bounded by
 * MAX_PIECES lines and MAX_REACH bytes, as headBefore's look back.
 */
function endsAtBreak(buf: Uint8Array, base: number, end: number, b: number): boolean {
  let k = end - base;
  const lf = b - base - 1;
  if (buf[lf] !== 0x0a || k > lf || lf - k > MAX_REACH) return false;
  const u = buf[k]!;
  if (u === 0x2d || u === 0x40 || u === 0x2e) k++;
  if (buf[k] === 0x0d) k++;
  for (let lines = 0; k < lf && lines < MAX_PIECES; lines++) {
    if (buf[k] !== 0x0a) return false;
    k++;
    while (k < lf && (buf[k] === 0x20 || buf[k] === 0x09 || buf[k] === 0x3e)) k++;
    const from = k;
    while (k < lf && isPieceByte(buf[k]!)) k++;
    if (k === from) return false;
    if (buf[k] === 0x0d) k++;
  }
  return k === lf;
}

/** the line that ends at the LF at global `lf` (in a segment from `a`) ends in "-" */
function hyphenBefore(buf: Uint8Array, base: number, a: number, lf: number): boolean {
  let p = lf - 1;
  if (p >= a && buf[p - base] === 0x0d) p--;
  return p >= a && buf[p - base] === 0x2d;
}

/**
 * The blank after the first word of the line that starts at global `j` (past its
 * indentation and quote markers), when it is before `limit`; else -1
 */
function firstWordEnd(buf: Uint8Array, base: number, j: number, limit: number): number {
  const at = (i: number) => buf[i - base]!;
  let k = j + prefixLength(at, j, limit);
  const word = k;
  // (bytes: an ASCII blank ends the word, not a UTF-8 character's 0xA0 continuation byte)
  while (k < limit && !isAsciiBlank(at(k))) k++;
  return k > word && k < limit && (at(k) === 0x20 || at(k) === 0x09) ? k : -1;
}

/** a blank or a line break, as a byte */
function isAsciiBlank(b: number): boolean {
  return b === 0x20 || (b >= 0x09 && b <= 0x0d);
}

/** a byte of a name's or a local part's piece */
function isPieceByte(b: number): boolean {
  return (
    isAsciiAlnum(b) ||
    b === 0x2d ||
    b === 0x2e ||
    b === 0x40 ||
    b === 0x5f ||
    b === 0x2b ||
    b === 0x25
  );
}

/** how far past linkify-it's match a schemeless link's path may go on (schemedEnd) */
const MAX_EXTENSION = 256;

export class FuzzyLinker {
  /** 1 when the last line of the previous segment is in a message-identifier field */
  private idCarry = 0;
  /** global start of the next segment */
  from = 0;
  readonly lines = new LineTracker();
  private pending: Found[] = [];
  private pendingHead = 0;
  private mainEnd = 0;
  private nextLf = -1;
  /** records that end the last segment's last line, not yet emitted (endsAtBreak) */
  private readonly held: Found[] = [];
  /**
   * global end of the last fuzzy record made (emitted or not): a piece of a broken name
   * before it is inside that record (fuzzy-line-break.ts)
   */
  private madeEnd = 0;
  private noLfUntil = 0;
  private readonly target: number;

  /** the bare scanner's view of a schemeless link (schemedEnd) */
  private readonly probe: Candidate;
  private readonly probeCtx: ScanContext;
  /** links read on past a hyphen at a line break (fuzzy-path-break.ts) */
  private readonly breaks: BreakReader;

  constructor(
    private readonly maxLength: number,
    private readonly builder: RecordBuilder,
    private readonly emit: (f: Found) => void,
  ) {
    this.target = Math.min(4096, Math.max(1, maxLength >> 1));
    this.probe = new Candidate(maxLength + 8);
    this.probeCtx = {
      buf: new Uint8Array(0),
      n: 0,
      final: true,
      maxLength: maxLength + 8,
      lo: 0,
      breakFrom: 0,
      probe: true,
    };
    this.breaks = new BreakReader(maxLength, this.probe, this.probeCtx);
  }

  /**
   * Where the schemeless link that starts at text[from] ends when it is read as the
   * scheme'd one, `http://` + the text up to the next space, under the bare rules
   * (delimiters/bare.ts): the same trailing punctuation, brackets, braces and apostrophes
   * (`example.org/:` and `(example.org/.)` end at the "/"; `example.org/'_(foo)` keeps its
   * path, as `http://example.org/'_(foo)` does). linkify-it's end `to` stays when the bare
   * reading ends in the host or is not one slice of the text, and it is only ever moved
   * further along a path: past the host (`example.com@about`) the match is linkify-it's.
   */
  private schemedEnd(text: string, view: string, from: number, to: number, next: number): number {
    let slash = from;
    while (slash < to && !isHostEnd(text.charCodeAt(slash))) slash++;
    // the text read: to the next space, at most MAX_EXTENSION past linkify-it's end and not
    // into its next match — each character is read for one match (linear; a run of matches
    // without spaces, "a.com,a.com,…", read to its end per match was quadratic)
    const limit = Math.min(text.length, next, to + MAX_EXTENSION, from + this.maxLength);
    // (a space of the view ends it too: the closing run of an emphasis, "_example.com/a_")
    let e = to;
    while (e < limit && !isSpace(view.charCodeAt(e))) e++;
    let read = text.slice(from, e);
    // a "(" left open in the link and a space after it: the bare rules look for its ")"
    // later on the line (bare-pairs.ts closedAhead: "www.a.com/We_Up(URL description) ok" ends at
    // "We_Up"); at most PAREN_AHEAD more characters, and only for such a link (linear)
    const after = e < text.length ? text.charCodeAt(e) : 0;
    if ((after === 0x20 || after === 0x09) && opensParen(read)) {
      read += text.slice(e, Math.min(text.length, e + PAREN_AHEAD));
    }
    const bytes = utf8Encoder.encode(`http://${read}`);
    const ctx = this.probeCtx;
    ctx.buf = bytes;
    ctx.n = bytes.length;
    const cand = this.probe;
    cand.reset();
    if (scanBare(ctx, cand, 0, 0, 4, "bare", false) !== FOUND) return to;
    if (cand.joinedLen >= 0 || cand.uriStart !== 0) return to;
    const end = from + utf16Length(bytes, 7, cand.uriEnd);
    if (end <= slash) return to;
    if (end > to && slash >= to) return to;
    return end;
  }

  /**
   * Spans of main candidates that gave no record (invalid, or a scheme not asked for), in
   * order of start: a fuzzy link inside one is a piece of a URI (`…/a[b]?u=foo.com`,
   * `http://x.example:99999/?next=bar.org`), not a link of its own. Only unwrapped ones:
   * an angle candidate with spaces inside (`<Note: see www.example.com>`) is prose.
   */
  private readonly blockedStart: number[] = [];
  private readonly blockedEnd: number[] = [];
  private blockedHead = 0;

  block(start: number, end: number): void {
    this.blockedStart.push(start);
    this.blockedEnd.push(end);
  }

  /**
   * Forget the blocked spans that end by `limit`: fuzzy matches come in order of start, so
   * a span that ends before one starts (or before the next segment) blocks no later one.
   * Called per match and per segment, so that the list stays short on a long input.
   */
  private unblockBefore(limit: number): void {
    const bs = this.blockedStart;
    const be = this.blockedEnd;
    while (this.blockedHead < bs.length && be[this.blockedHead]! <= limit) this.blockedHead++;
    if (this.blockedHead === bs.length) {
      if (bs.length > 0) {
        bs.length = 0;
        be.length = 0;
        this.blockedHead = 0;
      }
    } else if (this.blockedHead > 1024) {
      bs.splice(0, this.blockedHead);
      be.splice(0, this.blockedHead);
      this.blockedHead = 0;
    }
  }

  /**
   * The least `start` a record emitted from now on can have: one waiting here (the main
   * scanner's, or one ending the last segment's line) or one of a segment not yet read.
   */
  earliest(): number {
    let e = this.from;
    if (this.pendingHead < this.pending.length)
      e = Math.min(e, this.pending[this.pendingHead]!.start);
    for (let i = 0; i < this.held.length; i++) e = Math.min(e, this.held[i]!.start);
    return e;
  }

  /** records from the main scanner, in order of start */
  queueAll(records: readonly Found[]): void {
    for (let i = 0; i < records.length; i++) this.pending.push(records[i]!);
  }

  /** Process every segment that is complete and that the main scanner has passed. */
  advance(buf: Uint8Array, base: number, n: number, corePos: number, final: boolean): void {
    for (;;) {
      const a = this.from;
      if (a >= base + n) return;
      const b = this.segmentEnd(buf, base, n, final);
      if (b < 0) return;
      if (!final && corePos < b + MAX_SCHEME + 16) return;
      this.segment(buf, base, n, a, b, final);
      this.from = b;
    }
  }

  finish(buf: Uint8Array, base: number, n: number): void {
    this.advance(buf, base, n, Number.POSITIVE_INFINITY, true);
    for (const f of this.held) {
      this.flushMain(f.start);
      this.emit(f);
    }
    this.held.length = 0;
    this.flushMain(Number.POSITIVE_INFINITY);
  }

  /** end of the segment starting at `from`, or -1 when more bytes are needed */
  private segmentEnd(buf: Uint8Array, base: number, n: number, final: boolean): number {
    const a = this.from;
    const end = base + n;
    const t = a + this.target;
    const hard = a + this.maxLength;
    if (this.nextLf < t) {
      // search only what is not known to hold no LF (a long line is read once)
      const from = Math.max(t, this.noLfUntil);
      const k = indexOfIn(buf, 0x0a, from - base, n);
      this.nextLf = k < 0 ? -1 : base + k;
      if (k < 0 && from < end) this.noLfUntil = end;
    }
    // a line that ends in a hyphen ends no segment when the next line fits in it: a link's
    // path may go on there (fuzzy-path-break.ts); else it ends the segment as any line does
    while (this.nextLf >= 0 && this.nextLf < hard && hyphenBefore(buf, base, a, this.nextLf)) {
      const from = Math.max(this.nextLf + 1, this.noLfUntil);
      const k = indexOfIn(buf, 0x0a, from - base, n);
      if (k >= 0 && base + k < hard) {
        this.nextLf = base + k;
        continue;
      }
      if (k < 0 && from < end) this.noLfUntil = end;
      if (k < 0 && end < hard) return final ? end : -1;
      // the next line goes on past `hard`: the segment ends after its first word, when that
      // fits (a line longer than a segment: small maxLength)
      const w = firstWordEnd(buf, base, this.nextLf + 1, hard);
      if (w >= 0) return w + 1;
      // or before the hyphen's word, for the next segment to hold it with the next line
      for (let k = this.nextLf - 1; k >= t; k--) {
        const x = buf[k - base]!;
        if (x === 0x20 || x === 0x09) return k + 1;
      }
      break;
    }
    if (this.nextLf >= 0 && this.nextLf < hard) return this.nextLf + 1;
    if (end >= hard) {
      for (let k = hard - 1; k >= t; k--) {
        const x = buf[k - base]!;
        if (x === 0x20 || x === 0x09) return k + 1;
      }
      // cut at a character boundary: the byte at `hard` tells whether a character
      // goes on there — when it has not arrived yet, wait (bytes past the window are stale)
      if (hard === end && !final) return -1;
      let h = hard;
      while (h > t && h < end && (buf[h - base]! & 0xc0) === 0x80) h--;
      return h;
    }
    return final ? end : -1;
  }

  private segment(
    buf: Uint8Array,
    base: number,
    n: number,
    a: number,
    b: number,
    final: boolean,
  ): void {
    // bytes that are not UTF-8 are read as the scanner reads them, one by one as windows-1252
    // (chars.ts decodeCharAt): then a code unit no longer maps to its UTF-8 length in bytes
    let text = decodeSpan(buf, a - base, b - base);
    const notUtf8 = text.includes("\uFFFD");
    if (notUtf8) text = decodeUtf8OrWindows1252(buf, a - base, b - base);
    // the byte before the segment (kept: the carry-over holds HISTORY bytes before `from`)
    const prev = a > 0 ? buf[a - base - 1]! : 0x20;
    // message identifiers: the verdict of the line the previous segment ended in goes on —
    // into a segment that starts inside that line (a line longer than a segment), or into a
    // folded line that continues it
    // (the text's end is the input's when `final` and it ends at n)
    this.breaks.segment(text, prev === 0x0a || a === 0, final && b === base + n, buf, base, a);
    startIdLines(text, prev === 0x0a || prev === 0x0d || a === 0, this.idCarry);
    const view = linkifyView(
      text,
      prev < 0x80 ? String.fromCharCode(prev) : "x",
      prev === 0x0a || a === 0,
    );
    // (UTF-8 text: a window's byte offset is a + the UTF-8 length of the text before it)
    const matches = matchAround(
      linkify(),
      view,
      notUtf8 ? undefined : (s, e) => this.insideMain(text, view, a, b, s, e),
    );
    // the records held at the end of the segment before come first (they start before it)
    const fuzzy: Found[] = this.held.length > 0 ? this.held.splice(0) : [];
    const offsets =
      matches && notUtf8 ? unitByteOffsets(buf, a - base, b - base, text.length) : null;
    if (matches) {
      let ci = 0;
      let bi = a;
      // end of the last fuzzy link (a link's end may move past linkify-it's match)
      let fuzzyEnd = 0;
      for (let mi = 0; mi < matches.length; mi++) {
        const m = matches[mi]!;
        const isEmail = m.schema === "mailto:" && !/^mailto:/i.test(m.raw);
        if (m.schema !== "" && !isEmail) continue;
        // the part of the match that is the link (linkify-it's match, trimmed)
        const cut = isEmail
          ? emailSpan(m.raw, angledMatch(text, m.index, m.index + m.raw.length))
          : hostScriptSpan(m.raw);
        if (cut < 0) continue;
        let from = m.index + (cut & 0xffff);
        let to = m.index + (cut >>> 16);
        // "<\u0338me@example.com" (email-validator's "≮me@…", decomposed): a combining mark
        // belongs to the character before it (Unicode §3.6 combining character sequences;
        // UAX #29: no grapheme boundary before one), so no local part starts with one
        if (isEmail) from = pastCombiningMarks(text, from, to);
        // '"-dashy@example.net"', "(-dashy@example.net)": a "-" that opens the local part is
        // the address's inside a quote or bracket around it (fuzzy-word-edges.ts
        // dashOpensAddress)
        // "sendmail -fjane@example.com": the "f" is sendmail's option, glued to the address
        // (fuzzy-command-line.ts)
        if (isEmail && senderOptionAt(text, from)) from++;
        else if (isEmail && from > 0 && text.charCodeAt(from - 1) === 0x2d) {
          if (dashOpensAddress(text, from - 1, to)) from--;
        }
        if (from < fuzzyEnd) continue;
        // a JSON string's escape glued to the name, of a character that the name goes on
        // with: linkify-it reads its letters as the name's (escapes of a separator are
        // blanks to it: linkifyView)
        if (from > 0 && text.charCodeAt(from - 1) === 0x5c && gluedToEscape(text, from)) continue;
        if (!isEmail) {
          // "#test.com", "$TVI.CA": a hashtag, a cashtag or a shell variable glued to a name
          // is no link (twitter-text); only a scheme says so there ("$http://…" is read)
          const before = from > 0 ? text.charCodeAt(from - 1) : 0;
          // … nor a name glued to a percent-encoding ("foo@bar%2Ebar.com": "2Ebar.com" is a
          // piece of "%2E")
          if (before === 0x23 || before === 0x24 || before === 0x25) continue;
          // "s!ome.com" (Data::Validate::Domain 0.15's invalid domain): a "!" after a word of
          // one letter is inside that word (a censored or mangled one), and the name after it
          // is its tail — no sentence ends in a one-letter word glued to the next
          // ("Great!www.example.com" stays a link: fuzzy-word-edges.ts bangInWord)
          if (before === 0x21 && bangInWord(text, from - 1)) continue;
          // "person(a)example.com", "person[at]example.com", "test{@}example.com": an address written so that
          // harvesters miss it (Mailman's archives: HyperKitty's tests), not a link to its
          // mail domain
          if ((before === 0x29 || before === 0x5d || before === 0x7d) && obfuscatedAt(text, from))
            continue;
          // "me@ex&auml;mple.com": the rest of a word after a character reference in it is
          // no name of its own ("mple.com"; "&nbsp;www.example.com" still is a link)
          if (before === 0x3b && referenceInWordBefore(text, from - 1)) continue;
          if (
            from >= 2 &&
            text.charCodeAt(from - 2) === 0x25 &&
            isHexDigit(text.charCodeAt(from - 1))
          )
            continue;
          const next = mi + 1 < matches.length ? matches[mi + 1]!.index : text.length;
          to = this.schemedEnd(text, view, from, to, Math.max(next, to));
          // "example.com@about": a name glued to "@" and a word is no link (Rust linkify)
          if (text.charCodeAt(to) === 0x40) continue;
          // "www.xxx._yyy.zzz": a name that goes on with a label opened by "_" is no host (RFC
          // 1123 §2.1; GFM's extended www autolink), and its first labels none of their own
          // (cmark-gfm's extensions.txt)
          if (text.charCodeAt(to) === 0x2e && text.charCodeAt(to + 1) === 0x5f) continue;
          // "[W3C.CR-" LF "WOFF2-20150414]": nor one glued to a hyphen and a word that the
          // next line goes on with (fuzzy-path-break.ts)
          if (this.breaks.hostGluedToBreak(from, to)) continue;
          // "err.info = {", "exports.name = 'x'": a name assigned to is code's or a
          // config's key (its TLD a property's name), not a link — as a key before "=" is
          // (isFieldName); so is one called, indexed or compared ("logger.info(",
          // "Object.is(", "os.name == 'nt'") or a receiver's member ("self.name")
          if (assignedAt(text, from, to) || memberUseAt(text, from, to)) continue;
          // "self.network", "obj.total": a TLD outside linkify-it's short list without
          // "www." or a path after the name (fuzzy-tlds.ts)
          if (weakTldAt(text, from, to)) continue;
        }
        // "a@b.c@c", "bill@retired.microsoft..com": a piece of a broken address is none
        // (RFC 5322 §3.4.1: one "@"; RFC 1034 §3.1: no empty label; email-validator's tests;
        // brokenAddressAfter says which)
        if (isEmail && brokenAddressAfter(text, from, to)) continue;
        // '"test"test@iana.org': an atom glued to a quoted string is no local part, nor its
        // tail (fuzzy-word-edges.ts quotedStringBefore)
        if (isEmail && quotedStringBefore(text, from)) continue;
        fuzzyEnd = to;
        // "git@github.com:vim/vim.git": Git's scp-like SSH remote (user@host:path), no
        // e-mail address; an address before ": " or at a line's end still is one
        if (isEmail && text.charCodeAt(to) === 0x3a && isRemotePathStart(text.charCodeAt(to + 1)))
          continue;
        // "Message-ID: <2000…ABC@mail.example.com>": a message identifier, no address (RFC
        // 5322 §3.6.4; DESIGN: Message-IDs are not URIs), in quoted or forwarded headers
        if (isEmail && messageIdAt(text, from)) continue;
        // postfix's `message-id=<…>`, `msgid=<…>`, a line's `Message-Id: …`: the same
        if (isEmail && messageIdFieldBefore(text, from)) continue;
        // "<auth.info>", "[ID 800047 auth.info]", "daemon.info dnsmasq[…]": syslog's
        // facility.severity (RFC 5424 §6.2.1; BSD syslogd -v), not the host of the "info" TLD
        if (!isEmail && syslogPriorityAt(text, from, to)) continue;
        // "setup.py", "README.md", "Makefile.in": a file's name (fuzzy-file-names.ts)
        if (!isEmail && (isFileName(text, from, to) || isFileNameInContext(text, from, to)))
          continue;
        // "H.J.Lu": a person's initials and surname, not a host under ".lu"
        if (!isEmail && initialsAt(text, from, to)) continue;
        // "spoon.reflect.cu.CompilationUnit", "BinaryOperatorKind.NE": Java's names
        if (!isEmail && codeIdentifierAt(text, from, to)) continue;
        // "k8s.io/client-go/informers/factory.go:134:" (klog), "…/server.go:88 +0x1d": a
        // file and its line in a log, the line number is not the path's
        if (!isEmail) to = lineNumberCut(text, from, to);
        // "https&#58;&#47;&#47;example.com/x": the scheme written with references is the
        // link's (fuzzy-encoded-scheme.ts)
        let scheme = isEmail ? "mailto" : "http";
        let at = from;
        if (!isEmail && from > 0 && text.charCodeAt(from - 1) === 0x3b) {
          const written = encodedScheme(text, from);
          if (written !== "" && encodedSchemeStart.at >= ci) {
            scheme = written;
            at = encodedSchemeStart.at;
          }
        }
        let start: number;
        let end: number;
        if (offsets === null) {
          bi += utf8Units(text, ci, at);
          ci = at;
          start = bi;
          end = start + utf8Units(text, at, to);
        } else {
          start = a + offsets[at]!;
          end = a + offsets[to]!;
        }
        // the tail of a word that a shell's line continuation broke ("…gserviceac\\e" LF
        // "count.com": fuzzy-line-break.ts continuedWordBefore): no name of its own
        if (at === from && continuedWordBefore(buf, base, start)) continue;
        // the name's piece that ends the line before, when the match opens its line
        // (fuzzy-line-break.ts: "(tuexen@fh-" LF "muenster.de)" is one address)
        let head = at === from ? headBefore(buf, base, n, start, end, isEmail) : HEAD_NONE;
        if (head === HEAD_PIECE) continue;
        if (head >= 0 && !this.joins(text, from, to)) head = HEAD_NONE;
        // a link of its own in the pieces ("ec2-1.us-" LF "west-2.compute.amazonaws.com")
        // is dropped for the whole name; a piece of an emitted record, or a link that ends
        // where a word breaks ("<a.example.com" LF "b.example.com>": two names — not in an
        // address, "<chris.co" LF "ulson@canonical.com>"), leaves the match alone, as before
        // the pieces were read
        const address = isEmail || (head >= 0 && brokenHead.address);
        let drop = -1;
        if (head >= 0 && head < this.madeEnd) {
          // (its line's start placed: the line counter stands at the dropped link already)
          if ((!brokenHead.inWord || address) && brokenHead.lineStart >= 0) {
            drop = piecesIndex(fuzzy, head);
          }
          if (drop < 0) head = HEAD_NONE;
        }
        // pieces inside a URI the main scanner read: the match goes on with that URI's text
        if (head >= 0 && this.overlapsMain(head, end)) continue;
        if (head >= 0) {
          // the links in the pieces go, whatever the whole name gives (none when it is an
          // identifier, or of a scheme left out: as on one line)
          const dropped = drop < 0 ? null : fuzzy[drop]!;
          if (drop >= 0) fuzzy.length = drop;
          // what no address is, on one line or broken (as for the matches above): a message
          // identifier ("Message-ID: <CAFoo-" LF " bar@mail.gmail.com>"), Git's remote
          // ("git@" LF "github.com:vim/vim.git")
          if (address && this.pieceOfIdentifier(buf, base, head)) continue;
          if (
            address &&
            !isEmail &&
            text.charCodeAt(to) === 0x3a &&
            isRemotePathStart(text.charCodeAt(to + 1))
          )
            continue;
          if (!this.builder.allows(address ? "mailto" : "http")) continue;
          this.joined(buf, base, n, head, end, address, text.slice(from, to), dropped, fuzzy);
          continue;
        }
        // "github.com/x/myanmar-" LF "karen-word-lists": a path that ends its line in a
        // hyphen goes on past the break (fuzzy-path-break.ts)
        if (scheme === "http" && at === from && this.breaks.pathAcrossBreak(from, to)) {
          const joinedEnd =
            offsets === null
              ? start + utf8Units(text, at, this.breaks.end)
              : a + offsets[this.breaks.end]!;
          if (!this.overlapsMain(start, joinedEnd)) {
            if (!this.builder.allows(scheme)) continue;
            to = this.breaks.end;
            fuzzyEnd = to;
            this.lines.advance(buf, base, n, start);
            const made = fuzzy.length;
            this.builder.readings(
              this.breaks.uri,
              this.breaks.other,
              scheme,
              "fuzzy",
              true,
              text.slice(at, to),
              start,
              joinedEnd,
              this.lines.line1,
              this.lines.column1,
              fuzzy,
            );
            if (fuzzy.length > made) this.madeEnd = joinedEnd;
            continue;
          }
        }
        if (this.overlapsMain(start, end)) continue;
        if (!this.builder.allows(scheme)) continue;
        const raw = text.slice(at, to);
        this.lines.advance(buf, base, n, start);
        const f = this.builder.one(
          isEmail
            ? mailtoUri(troffRead(raw, raw.includes("\\-") && latexLineAt(text, at)))
            : withReferencesRead(`${scheme}://${text.slice(from, to)}`),
          scheme,
          NO_ITEMS,
          "fuzzy",
          false,
          raw,
          start,
          end,
          this.lines.line1,
          this.lines.column1,
        );
        if (f !== null) {
          fuzzy.push(f);
          this.madeEnd = end;
        }
      }
    }
    // the verdict of the segment's last line, for the next segment
    this.idCarry = idLinesEnd(text);
    // merge with the main records that start in this segment, by start
    // a record that ends the segment's last line may be the piece of a name that the next
    // line goes on with ("ec2-1.us-" LF "west-2.compute.amazonaws.com"): held until then
    let emitted = fuzzy.length;
    if (emitted > 0 && endsAtBreak(buf, base, fuzzy[emitted - 1]!.end, b)) {
      const last = fuzzy[emitted - 1]!.start;
      while (emitted > 0 && fuzzy[emitted - 1]!.start === last) emitted--;
      for (let k = emitted; k < fuzzy.length; k++) this.held.push(fuzzy[k]!);
    }
    for (let k = 0; k < emitted; k++) {
      const f = fuzzy[k]!;
      this.flushMain(f.start);
      this.emit(f);
    }
    this.flushMain(this.held.length > 0 ? this.held[0]!.start : b);
    this.unblockBefore(b);
  }

  /**
   * The pieces `headBefore` found and the match `text[from, to)` make one name: pieces of a
   * host before a link, or a local part's before an address ("dots-signal-reg-" LF
   * "review@ietf.org"), or of an address's domain before a host alone ("tuexen@fh-" LF
   * "muenster.de"; not before a path)
   */
  private joins(text: string, from: number, to: number): boolean {
    if (!brokenHead.address) return true;
    for (let k = from; k < to; k++) {
      const u = text.charCodeAt(k);
      if (!(isAsciiAlnum(u) || u === 0x2d || u === 0x2e)) return false;
    }
    return true;
  }

  /**
   * The record(s) of a name broken across line breaks: the pieces in `brokenHead` (the
   * first at global `head`) and the match ending at `end`, `name` its link's host and path
   * or its address; `address`: the name is an address; `dropped`: the first link of the
   * pieces, dropped for it. Across a hyphen, both readings (RecordBuilder.readings: the
   * hyphen kept by default — RFC text breaks a name after its own hyphen).
   */
  private joined(
    buf: Uint8Array,
    base: number,
    n: number,
    head: number,
    end: number,
    address: boolean,
    name: string,
    dropped: Found | null,
    out: Found[],
  ): void {
    const starts = brokenHead.starts;
    const ends = brokenHead.ends;
    let whole = "";
    let bare = "";
    let hyphen = false;
    for (let k = 0; k < starts.length; k++) {
      const piece = decodeUtf8OrWindows1252(buf, starts[k]! - base, ends[k]! - base);
      whole += piece;
      if (brokenHead.hyphens[k]) {
        bare += piece.slice(0, -1);
        hyphen = true;
      } else bare += piece;
    }
    const read = (s: string) =>
      address ? mailtoUri(s + name) : withReferencesRead(`http://${s}${name}`);
    const uri = read(whole);
    const raw = decodeUtf8OrWindows1252(buf, head - base, end - base);
    const made = out.length;
    let line: number;
    let column: number;
    if (dropped === null) {
      this.lines.advance(buf, base, n, head);
      line = this.lines.line1;
      column = this.lines.column1;
    } else {
      // the line counter went on to the dropped link: counted back from it
      const lfs = countLf(buf, head - base, dropped.start - base);
      line = dropped.line - lfs;
      column =
        lfs === 0 ? dropped.column - (dropped.start - head) : head - brokenHead.lineStart + 1;
    }
    const scheme = address ? "mailto" : "http";
    const other = hyphen ? read(bare) : null;
    this.builder.readings(uri, other, scheme, "fuzzy", true, raw, head, end, line, column, out);
    if (out.length > made) this.madeEnd = end;
  }

  /**
   * The pieces that start at global `head` open a message identifier: right after "<" (or
   * "&lt;") on a message-identifier field's line or after postfix's `message-id=`
   * (message-ids.ts, RFC 5322 §3.6.4)
   */
  private pieceOfIdentifier(buf: Uint8Array, base: number, head: number): boolean {
    const line = brokenHead.lineStart;
    if (line < 0) return false;
    const prefix = decodeUtf8OrWindows1252(buf, line - base, head - base);
    if (!prefix.endsWith("<") && !prefix.toLowerCase().endsWith("&lt;")) return false;
    return opensIdField(prefix) || messageIdFieldBefore(prefix, prefix.length);
  }

  /** where insideMain has read the main records and blocked spans to, this segment */
  private coverPending = 0;
  private coverBlocked = 0;
  /** the furthest end of the records and spans read so far (mainEnd's too) */
  private coverEnd = 0;
  private coverSegment = -1;
  /** a code unit of the segment's text and its byte offset in the input */
  private coverUnit = 0;
  private coverByte = 0;
  private coverAscii = false;

  /**
   * Whether every match linkify-it could find in view[s, e) of the segment [a, b) (a run of
   * non-blank characters, fuzzy-windows.ts) is dropped by overlapsMain: each "." before a
   * label and each "@" of the run — a link's host holds such a dot, an address its "@" —
   * lies inside a URI the main scanner read (or a candidate it refused). Text dense with URIs then costs no linkify-it
   * run per URI. Only for a run between spaces of the view (or its ends: where schemedEnd
   * stops reading) with no "(" left open in any of its tails, so that no link read on from a
   * match before it reaches into the run, nor one of its own past it: its matches would have
   * no effect but their drop. Runs come left to right.
   */
  private insideMain(
    text: string,
    view: string,
    a: number,
    b: number,
    s: number,
    e: number,
  ): boolean {
    if (s > 0 && !isSpace(view.charCodeAt(s - 1))) return false;
    if (e < view.length && !isSpace(view.charCodeAt(e))) return false;
    if (this.coverSegment !== a) {
      this.coverSegment = a;
      this.coverPending = this.pendingHead;
      this.coverBlocked = this.blockedHead;
      this.coverEnd = this.mainEnd;
      this.coverUnit = 0;
      this.coverByte = a;
      // (a text of one code unit per byte: a unit's byte offset is a + its own)
      this.coverAscii = text.length === b - a;
    }
    const p = this.pending;
    const bst = this.blockedStart;
    // (nothing left that could cover the run: most runs of a text with few URIs)
    if (
      this.coverPending >= p.length &&
      this.coverBlocked >= bst.length &&
      this.coverEnd <= this.coverByte
    )
      return false;
    for (let k = s; k < e; k++) {
      if (!isAnchor(view, k)) continue;
      if (this.coverAscii) this.coverByte = a + k;
      else this.coverByte += utf8Units(text, this.coverUnit, k);
      this.coverUnit = k;
      const at = this.coverByte;
      while (this.coverPending < p.length && p[this.coverPending]!.start <= at) {
        this.coverEnd = Math.max(this.coverEnd, p[this.coverPending++]!.end);
      }
      while (this.coverBlocked < bst.length && bst[this.coverBlocked]! <= at) {
        this.coverEnd = Math.max(this.coverEnd, this.blockedEnd[this.coverBlocked++]!);
      }
      if (this.coverEnd <= at) return false;
    }
    let depth = 0;
    for (let k = e - 1; k >= s; k--) {
      const u = text.charCodeAt(k);
      if (u === 0x29) depth--;
      else if (u === 0x28 && ++depth > 0) return false;
    }
    return true;
  }

  private overlapsMain(start: number, end: number): boolean {
    if (start < this.mainEnd) return true;
    this.unblockBefore(start);
    const bs = this.blockedStart;
    const be = this.blockedEnd;
    for (let k = this.blockedHead; k < bs.length && bs[k]! < end; k++) {
      if (be[k]! > start) return true;
    }
    for (let k = this.pendingHead; k < this.pending.length; k++) {
      const f = this.pending[k]!;
      if (f.start >= end) break;
      if (f.end > start) return true;
    }
    return false;
  }

  /** emit main records that start before `limit` */
  private flushMain(limit: number): void {
    const p = this.pending;
    while (this.pendingHead < p.length && p[this.pendingHead]!.start < limit) {
      const f = p[this.pendingHead++]!;
      if (f.end > this.mainEnd) this.mainEnd = f.end;
      this.emit(f);
    }
    if (this.pendingHead === p.length) {
      p.length = 0;
      this.pendingHead = 0;
    } else if (this.pendingHead * 2 >= p.length) {
      // the emitted records leave the list: on text dense with URIs the main scanner is
      // always ahead of the segments, the list is never empty here, and it kept every
      // record of the input (20 MB of the dense bench input: 272,000 records, 37 MB live;
      // lines of one long IRI each: 1,000 records held 25 MB of normalized strings). Each
      // splice moves at most as many records as were emitted since the last one: linear
      p.splice(0, this.pendingHead);
      this.pendingHead = 0;
    }
  }
}

/**
 * The address text[from, to) is a piece of a broken one: a second "@" glued to a domain
 * whose last label has one character, which no TLD has ("a@b.c@c"; not a prompt's
 * "jane@example.net@HOST:~$"), or ".." and a lowercase label that ends the word, the
 * domain's rest ("bill@retired.microsoft..com"; not a sentence's "…example.com..Thanks"), or
 * a shell's line continuation glued to the domain, "\" or troff's "\e" (a backslash) before
 * the line's end: gcloud's man pages break a long command inside a quoted address,
 * "my\-account@example.iam.gserviceac\e" LF "count.com", and the shell joins the pieces
 */
function brokenAddressAfter(text: string, from: number, to: number): boolean {
  const u = text.charCodeAt(to);
  if (u === 0x5c) {
    const k = text.charCodeAt(to + 1) === 0x65 ? to + 2 : to + 1;
    const b = text.charCodeAt(k);
    return b === 0x0a || b === 0x0d;
  }
  if (u === 0x40) return to - from >= 2 && text.charCodeAt(to - 2) === 0x2e;
  if (u !== 0x2e || text.charCodeAt(to + 1) !== 0x2e) return false;
  let k = to + 2;
  while (k < text.length && text.charCodeAt(k) >= 0x61 && text.charCodeAt(k) <= 0x7a) k++;
  return k > to + 2 && (k === text.length || !isAsciiAlnum(text.charCodeAt(k)));
}

/**
 * An address as the text view read it: without troff's zero-width "\\:" break points, its
 * "\\-" a hyphen (fuzzy-view.ts troffEscapeInAddress, troffHyphenInAddress; groff(7): "\\:"
 * prints nothing, "\\-" a minus sign) — or nothing on a LaTeX source's line (`latex`:
 * fuzzy-escapes.ts latexLineAt; there "\\-" is a discretionary hyphen, printing nothing
 * unless TeX breaks the line there: plain.tex and latex.ltx define
 * `\-` as `\discretionary{\char\hyphenchar\font}{}{}`) — and a domain's fullwidth "．" and
 * "－" their ASCII forms (fuzzy-view.ts fullwidthInDomain; UTS #46 maps U+FF0E and U+FF0D so)
 */
function troffRead(address: string, latex: boolean): string {
  let a = address;
  if (a.includes("\\")) a = a.replaceAll("\\:", "").replaceAll("\\-", latex ? "" : "-");
  const at = a.lastIndexOf("@");
  for (let k = at + 1; k < a.length; k++) {
    const u = a.charCodeAt(k);
    if (u === 0xff0e || u === 0xff0d) {
      return (
        a.slice(0, at + 1) +
        a
          .slice(at + 1)
          .replaceAll("\uff0e", ".")
          .replaceAll("\uff0d", "-")
      );
    }
  }
  return a;
}

/** where text[from, to) starts past the combining marks (Unicode M) that open it */
function pastCombiningMarks(text: string, from: number, to: number): number {
  let k = from;
  while (k < to && text.charCodeAt(k) >= 0x300) {
    const cp = text.codePointAt(k)!;
    if (!COMBINING_MARK.test(String.fromCodePoint(cp))) break;
    k += cp > 0xffff ? 2 : 1;
  }
  return k;
}

const COMBINING_MARK = /^\p{M}$/u;

/** text[from, to) is all that a "<…>" holds */
function angledMatch(text: string, from: number, to: number): boolean {
  return from > 0 && text.charCodeAt(from - 1) === 0x3c && text.charCodeAt(to) === 0x3e;
}
