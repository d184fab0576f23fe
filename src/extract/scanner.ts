/**
 * The trigger loop (DESIGN "Delimiting rules"): memchr for every `:`, look back over
 * scheme characters for the scheme start, look at the byte before the scheme (or before a
 * `URL:` prefix) for the context, and let one delimiter scanner read the candidate
 * forward. Linear: every trigger's look-back is bounded (64 scheme bytes, one cached
 * look-back for the line start), every forward read stops at maxLength, and the trigger
 * search resumes after the text a candidate consumed.
 *
 * The scanner works on a window of the input [base, base + n); when a decision needs
 * bytes past the window end it stops (`pos` stays on that trigger) and the caller calls
 * again with more bytes. Decisions never depend on where the window ends, so results do
 * not depend on chunk boundaries.
 */

import { rawCsiRunStartBefore } from "./ansi.js";
import { MAX_LOGICAL_LINE } from "./calendar-folds.js";
import { Candidate, FOUND, MORE, NONE, PAREN_AHEAD, type ScanContext } from "./candidate.js";
import {
  C_ALNUM,
  C_ALPHA,
  C_SCHEME,
  C_TRAIL,
  C_URI,
  C_WS,
  CLASS,
  COLON,
  DQUOTE,
  LT,
  SLASH,
  SP,
  SQUOTE,
  TAB,
} from "./chars.js";
import { scanAngle } from "./delimiters/angle.js";
import { scanBare } from "./delimiters/bare.js";
import { isEscapedSlash } from "./delimiters/bare-escapes.js";
import { dottedHostAt, endsInCommonTld, isBullet, isWww } from "./delimiters/bare-line-breaks.js";
import { isUrn, schemeSlashesAt } from "./delimiters/bare-schemes.js";
import { skipRun } from "./delimiters/bare-skip-run.js";
import { MORE_INPUT } from "./delimiters/more-input.js";
import { quoteScan, scanQuote } from "./delimiters/quote.js";
import {
  DIFF_WINDOW,
  DiffEvidence,
  diffLinePrefixAt,
  leaderRepeatAt,
  linePrefixAt,
  QUOTE_WINDOW,
} from "./line-prefix.js";
import { LineTracker } from "./positions.js";
import { isRegisteredBytes } from "./scheme-registry.js";
import {
  dottedRegisteredHead,
  encodedBlankAt,
  encodedOctetEnd,
  escapedBreakHead,
  escapedColonScheme,
  foldedEscapeLetter,
  foldedSchemeBeforeBreak,
  foldedSchemeHead,
  gluedHttp,
  gluedPrefixEnd,
  head,
  hyphenatedHead,
  isHttp,
  isUrlPrefix,
  joinedRegistered,
  MAX_SCHEME,
  maskedWebScheme,
  plusSchemeHead,
  schemeBeforeBreak,
} from "./scheme-start.js";
import {
  accountRecordAt,
  bannerWordAt,
  contentLineNameBefore,
  fieldShaped,
  grepLineNumberAt,
  hostAndPortAt,
  isExampleScheme,
  isFieldSafeScheme,
  isJdbc,
  isUpperDns,
  logFieldAfter,
  lowercaseSchemeAt,
  schemeNamedBefore,
  subprotocolAt,
  UU_LONG_LINE,
  uuencodedLineAt,
} from "./trigger-fields.js";
import type { Delimiter } from "./types.js";
import { isOneOf, wordsByLength } from "./word-lists.js";
import {
  across,
  angleAcrossBreak,
  hyphenatedWordBefore,
  isUpper,
  lineStartBefore,
  linkAttributeBefore,
  MAX_BREAK_GAP,
  podCodeBefore,
  schemeAfterLt,
  texUrlArgumentBefore,
} from "./wrapper-context.js";

/**
 * what a one-letter scheme may follow: a space or tab, an opening bracket, a quote — not a
 * line break ("http=" LF "s://www.example.com/": a quoted-printable soft break's or a hard
 * wrap's tail of "https")
 */
const ONE_LETTER_AFTER = new Uint8Array(256);
for (const ch of " \t([{<\"'`") ONE_LETTER_AFTER[ch.charCodeAt(0)] = 1;

/**
 * bytes kept before the search position between calls: covers every look-back (from a
 * trigger: the scheme, a gap and the scheme's first piece before a line break, then the
 * `<`'s line for its quote markers and, before it, a diff's hunk, line-prefix.ts DiffEvidence;
 * an iCalendar content line's logical line, calendar-folds.ts)
 */
export const HISTORY =
  Math.max(QUOTE_WINDOW + DIFF_WINDOW, MAX_LOGICAL_LINE) + 2 * MAX_SCHEME + MAX_BREAK_GAP + 64;
/** bytes past a trigger that always suffice to decide it (past its maxLength) */
export const LOOKAHEAD_SLACK = PAREN_AHEAD + 64;

/**
 * Node's Buffer#indexOf (memchr) is about 2.5× faster than Uint8Array#indexOf on V8 and
 * works on any Uint8Array. Feature-detected, never imported: in a browser the standard
 * method is used and the scanner needs no Node built-in. (A module-local binding: read
 * through an import, the trigger loop ran ~3% slower on the GitHub Actions logs.)
 */
const memchr: (this: Uint8Array, value: number, from: number) => number =
  (globalThis as { Buffer?: { prototype: Uint8Array } }).Buffer?.prototype.indexOf ??
  Uint8Array.prototype.indexOf;

/**
 * Where a found candidate goes: an object with a method rather than a closure, so that the
 * call in `found` stays one call target (the prototype's method) for every scanner — a
 * closure made per scanner would be embedded in the optimized code and deoptimize it when
 * that scanner is collected.
 */
export interface CandidateSink {
  /** the candidate's records; true when it is no valid URI for its host or port (found.ts) */
  onCandidate(cand: Candidate, buf: Uint8Array, base: number): boolean;
}

/** splitScheme: the scheme is not broken across lines after all */
const NO_SPLIT = -2;

export class TriggerScanner {
  /** global offset where the trigger search resumes (a pending trigger waits here) */
  pos = 0;
  /** global offset before which no new candidate may start (end of the last one's text) */
  floor = 0;
  /**
   * global end of the last not-valid bare candidate whose text the trigger search went back
   * into: a not-valid one found inside it sends the search back no more (each byte is
   * searched twice at most: linear time)
   */
  private lookedInside = 0;
  /** the last candidate (found) is no valid URI for its host or port */
  private lastBadAuthority = false;
  /** the last quote scan that fell back: its quote byte and where (global) it stopped */
  private quoteFailByte = -1;
  private quoteFailAt = -1;
  private quoteFailHard = false;
  private quoteFailNonAscii = false;
  /** inside the rest of an over-long run */
  skipping = false;
  /** the last call stopped on a trigger that needs more bytes */
  waiting = false;
  readonly cand: Candidate;
  private readonly ctx: ScanContext;
  /** line/column of record starts and of `<` (quote depth); monotone */
  readonly lines = new LineTracker();
  /** global offset before which a bare URI takes no hyphen's line break (ScanContext) */
  private noJoinBefore = 0;
  private dLs = -2;
  private dDepth = 0;
  /** whether a line that opens with "+" or "-" is a diff's (quoteDepth) */
  private readonly diffs = new DiffEvidence();
  /** … of a quoted patch's hunk ("> +…" lines) */
  private readonly quotedDiffs = new DiffEvidence();
  /** … of `git log --graph -p`'s hunks, one per width of the graph's columns (by half width) */
  private readonly graphDiffs: DiffEvidence[] = [];
  /**
   * global offset of a ":" whose line was too long before it for uuencoded data
   * (uuencodedLineAt); -1: none. Upper-case text full of colons ("URL:URL:…", a log's
   * "ERROR:MODULE:…") is then not looked back over again for each: ~30× its bytes
   */
  private longLineAt = -1;

  constructor(
    maxLength: number,
    private readonly sink: CandidateSink,
  ) {
    this.cand = new Candidate(maxLength);
    this.ctx = { buf: new Uint8Array(0), n: 0, final: false, maxLength, lo: 0, breakFrom: 0 };
  }

  /**
   * buf[c] (global base + c) stands on the line of longLineAt, past it: no line break between
   * (each byte searched once: longLineAt moves up to c, or is dropped at a line break)
   */
  private onLongLine(buf: Uint8Array, base: number, c: number): boolean {
    const from = this.longLineAt - base;
    if (this.longLineAt < 0 || from < 0 || from >= c) return false;
    for (let k = from; k < c; k++) {
      if (buf[k] === 0x0a) {
        this.longLineAt = -1;
        return false;
      }
    }
    this.longLineAt = base + c;
    return true;
  }

  /** Scan the window buf[0, n) that starts at global offset `base`. */
  scan(buf: Uint8Array, base: number, n: number, final: boolean): void {
    const ctx = this.ctx;
    ctx.buf = buf;
    ctx.n = n;
    ctx.final = final;
    this.waiting = false;
    // the trigger search stops at n: past it a working buffer holds stale bytes, and a search
    // through them would cost its capacity on every call (a stream fed in small chunks)
    const hay = buf.length > n ? buf.subarray(0, n) : buf;
    let i = this.pos - base;
    for (;;) {
      if (this.skipping) {
        i = skipRun(buf, i, n, final);
        if (i < 0) {
          this.pos = base - 1 - i;
          return;
        }
        if (i >= n && !final) {
          this.pos = base + n;
          return;
        }
        this.skipping = false;
        this.floor = base + i;
      }
      // look at a few bytes by hand first: indexOf has a fixed cost per call, which
      // dominates when triggers are dense (10 MB of ":")
      let c = -1;
      const near = Math.min(i + 8, n);
      for (let k = i; k < near; k++) {
        if (buf[k] === COLON) {
          c = k;
          break;
        }
      }
      if (c < 0 && near < n) c = memchr.call(hay, COLON, near);
      if (c < 0 || c >= n) {
        this.pos = base + n;
        return;
      }
      // no scheme character right before the ":" — no scheme (the common case, no call);
      // nor do the other colons of a run ("::::", ASCII art, separators)
      if (c === 0 || !(CLASS[buf[c - 1]!]! & C_SCHEME)) {
        // … unless the line broke right before it: `<http` + LF + `://host/…>` (2396bis App. E:
        // the break is whitespace the reader drops inside the brackets)
        if (c > 0 && lineStartBefore(buf, c, Math.max(this.floor - base, 0))) {
          const r = this.colonAfterBreak(buf, base, c);
          if (r === MORE) {
            this.pos = base + c;
            this.waiting = true;
            return;
          }
          if (r !== NO_SPLIT) {
            i = r;
            continue;
          }
        }
        // "distributionUrl=https\\://services.gradle.org/…": a ":" escaped with a backslash
        // (escapedColonScheme)
        if (c > 1 && buf[c - 1] === 0x5c && CLASS[buf[c - 2]!]! & C_SCHEME) {
          const r = this.escapedColon(buf, base, c);
          if (r === MORE) {
            this.pos = base + c;
            this.waiting = true;
            return;
          }
          i = r;
          continue;
        }
        i = c + 1;
        while (i < n && buf[i] === COLON) i++;
        continue;
      }
      // whitespace right after the ":" — "Note: see", "PASS: gdb.base/…", "Date: Mon" — no
      // URI starts here: a scheme is followed by its hier-part (RFC 3986 §3), and a "URL: "
      // prefix is looked back at from the scheme's own ":". The common case in prose and
      // logs (three in four triggers of the /usr/share/doc text), decided without a call
      if (c + 1 < n && CLASS[buf[c + 1]!]! & C_WS) {
        // … except a line break in angle brackets: `<http:` + LF + `//host/…>` is one URI
        // broken across lines (2396bis App. E; the angle scanner decides). Spaces after the
        // colon stay the fast case
        const w = buf[c + 1]!;
        if (w === SP || w === 0x09 || !schemeAfterLt(buf, c, Math.max(this.floor - base, 0))) {
          // … and a line break before "//" and a host: "https:" LF "//doi.org/…" (colonBreak)
          if (w !== SP && w !== 0x09 && c > 1 && CLASS[buf[c - 1]!]! & C_ALPHA) {
            const r = this.colonBreak(buf, base, c);
            if (r === MORE) {
              this.pos = base + c;
              this.waiting = true;
              return;
            }
            if (r !== NO_SPLIT) {
              i = r;
              continue;
            }
          }
          i = c + 2;
          continue;
        }
      }
      const next = this.trigger(buf, base, c);
      if (next === MORE) {
        this.pos = base + c;
        this.waiting = true;
        return;
      }
      i = next;
    }
  }

  /** One trigger at buf[c] == ":". Returns the local index to resume at, or MORE. */
  private trigger(buf: Uint8Array, base: number, c: number): number {
    const { ctx, cand } = this;
    const n = ctx.n;
    const lo = Math.max(this.floor - base, 0);
    ctx.lo = lo;
    ctx.breakFrom = this.noJoinBefore > base ? this.noJoinBefore - base : 0;
    // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    let s = c;
    while (s > lo && CLASS[buf[s - 1]!]! & C_SCHEME) {
      s--;
      if (c - s > MAX_SCHEME) return c + 1;
    }
    // the run reaches into the previous candidate's text: not a scheme start
    if (s === lo && s > 0 && CLASS[buf[s - 1]!]! & C_SCHEME) return c + 1;
    // the scheme opens a line and the line before ends in "<" or "<URL:" (the break is
    // before the scheme) or in "<" and the scheme's first piece (`<ht` + LF + `tp://…>`)
    const runStart = s;
    let broken = false;
    if (s > lo && lineStartBefore(buf, s, lo)) {
      broken = angleAcrossBreak(buf, s, lo);
      if (broken && across.headStart >= 0) {
        // … unless the second piece is a registered scheme itself (`<b` + LF + `http://…`)
        if (!isRegisteredBytes(buf, s, c)) {
          const r = this.splitScheme(buf, base, s, c);
          if (r !== NO_SPLIT) return r;
        }
        broken = false;
      }
    }
    // an escape glued to the scheme (troff font or name, JSON "\\u" or "\\n", ANSI colour):
    // gluedPrefixEnd
    let escapedPrefix = false; // a backslash escape came before: its digits are not a number
    if (s > 0) {
      const p = buf[s - 1]!;
      if (p === 0x5c || p === 0x5b || p === 0x3b || p === 0x28) {
        const t = gluedPrefixEnd(buf, s, c, lo);
        if (t !== s) {
          escapedPrefix = p === 0x5c || p === 0x28;
          s = t;
        }
      } else if (p === 0x25) {
        // a percent-encoded octet glued to the scheme ("%3Chttp://…", "%0Ahttps://…"):
        // encodedOctetEnd; its hex digits are not a number glued to the scheme either
        const t = encodedOctetEnd(buf, s, c);
        if (t !== s) {
          // … and the encoded text's blank right after the ":" makes the scheme a word with
          // a colon ("Hi%2C%0Anews:%20the%20server%20is%20down", "Big%20news:%20we%20launched":
          // "news: we" written percent-encoded, as a mailto body is; the session 52 review
          // found news:%20the%20server… read as a URI): no URI, as before that rule
          if (c + 3 >= n && !ctx.final) return MORE;
          if (encodedBlankAt(buf, c + 1, n)) return c + 1;
          escapedPrefix = true;
          s = t;
        }
      } else if ((p === SP || p === TAB) && foldedEscapeLetter(buf, s, c, lo)) {
        // … or an escaped newline that an iCalendar fold split ("\\" CRLF " nmailto:…")
        escapedPrefix = true;
        s++;
      }
    }
    // a scheme starts with a letter: "12:30", "...http:" → skip leading digits and + - .
    while (s < c && !(CLASS[buf[s]!]! & C_ALPHA)) s++;
    if (s === c) return c + 1;
    // a line of uuencoded data ("M<H7:FNVV32&(UAA=.…"): no lowercase letter in it
    // (uuencodedLineAt; looked at only for a scheme without one)
    if (noLowercase(buf, s, c) && !this.onLongLine(buf, base, c)) {
      const u = uuencodedLineAt(buf, c, lo, n, ctx.final);
      if (u === MORE) return MORE;
      if (u === 1) return c + 1;
      if (u === UU_LONG_LINE) this.longLineAt = base + c;
    }
    // one letter: a drive letter ("C:\temp", "C:////temp"; RFC 8089 App. E.2), not a scheme —
    // no registered scheme has one letter. But RFC 3986 §3.1 allows one: a lowercase letter
    // as a word of its own (after a space, an opening bracket or a quote), before "://" and
    // a host that starts with a lowercase letter or a digit, is no drive written so — URI
    // libraries' tests ("x://user@example.test/a", "f://example.org/base/a"); Rust linkify
    // and Autolinker link "a://foo" too
    if (c - s === 1) {
      if (c + 3 >= n && !ctx.final) return MORE;
      const l = buf[s]!;
      if (
        !(l >= 0x61 && l <= 0x7a) ||
        (s > 0 && ONE_LETTER_AFTER[buf[s - 1]!] !== 1) ||
        buf[c + 1] !== SLASH ||
        buf[c + 2] !== SLASH ||
        c + 3 >= n ||
        !(CLASS[buf[c + 3]!]! & C_ALNUM) ||
        // a drive's folder ("c://Users/me/Desktop") is capitalized; a host most often not
        (buf[c + 3]! >= 0x41 && buf[c + 3]! <= 0x5a)
      ) {
        // … but the last letter of a scheme that an iCalendar fold broke is read with the
        // scheme's first piece ("…;RSVP=TRUE:mailt" CRLF " o:a@b.example"; foldedSchemeHead)
        // (read below, where the first piece is looked for again)
        if (!(s === runStart && lineStartBefore(buf, s, lo) && foldedSchemeHead(buf, s, c, lo)))
          return c + 1;
      }
    }
    if (c + 2 >= n && !ctx.final) return MORE;
    // "URL:" is the url-draft-1994 prefix, never a scheme: the next trigger reads what follows
    // ("URI:" too, unless "//" follows: "uri://host/x" is a URI of an unregistered scheme)
    if (
      c - s === 3 &&
      isUrlPrefix(buf, s) &&
      !((buf[s + 2]! | 0x20) === 0x69 && buf[c + 1] === SLASH && buf[c + 2] === SLASH)
    )
      return c + 1;
    // Apache's proxy handler, "proxy:" glued to the backend's URL ("matches proxy handler
    // 'proxy:http://127.0.0.1:8081/x'", mod_proxy's r->handler; "proxy:balancer://mycluster/"):
    // a label as "URL:" is, and the URL after it the one meant
    // (with an authority after the "//": Apache's CHANGES names the handler's prefix itself,
    // `a "proxy:fcgi://" prefix`, which stays as written). So is a version-control system's
    // name before its repository's URL (an RPM spec's "VCS: git:https://src.example.org/r",
    // the metadata hunt) and an "http:" doubled before another ("http:https://x.example/")
    if (isOneOf(LABEL_SCHEMES, buf, s, c, true)) {
      const r = schemeSlashesAt(buf, c + 1, n);
      if (r === MORE_INPUT && !ctx.final) return MORE;
      if (r === 1) {
        let k = c + 1;
        while (k < n && buf[k] !== COLON) k++;
        if (k + 3 >= n && !ctx.final) return MORE;
        const h = k + 3 < n ? buf[k + 3]! : 0;
        if (CLASS[h]! & C_ALNUM || h === 0x5b) return c + 1;
      }
    }
    // "std::string", "filesystem::path", "info::USER": a namespace path of C++, Rust or Perl.
    // RFC 3986 allows "x::y", but no URI in running text is written so
    if (c + 1 < n && buf[c + 1] === COLON) return c + 2;
    // (c + 2 may be past the input when it is final: bytes there are stale, not input)
    // "//", or JSON's escaped "\/\/" ("git+https:\/\/github.com\/npm\/cli.git": PHP's
    // json_encode escapes every "/"), which delimiters/bare.ts reads as "//"
    // — or serialize-javascript's "\u002F\u002F" ("git+https:\u002F\u002Fgithub.com\u002F…")
    if (buf[c + 1] === 0x5c && c + 4 >= n && !ctx.final) return MORE;
    if (buf[c + 1] === 0x5c && buf[c + 2] === 0x75 && c + 12 >= n && !ctx.final) return MORE;
    const slashes =
      c + 2 < n &&
      ((buf[c + 1] === SLASH && buf[c + 2] === SLASH) ||
        (c + 4 < n &&
          buf[c + 1] === 0x5c &&
          buf[c + 2] === SLASH &&
          buf[c + 3] === 0x5c &&
          buf[c + 4] === SLASH) ||
        (buf[c + 1] === 0x5c && isEscapedSlash(buf, c + 1, n) && isEscapedSlash(buf, c + 7, n)));
    // ... and is not preceded by a digit (DESIGN "Delimiting rules"): in "1abc://foo" the
    // scheme would be "1abc", which is not one. Only "http(s)://" glued to a number is read,
    // as after a word ("2020https://…": a lost space or line break, see gluedHttp)
    // (… nor is one of mIRC's colour code, "^C12ftp://…", "^C04,01urn:ietf:rfc:2648": the
    // control character and one or two digits, a "," and one or two more, are markup)
    if (
      !escapedPrefix &&
      s > 0 &&
      buf[s - 1]! >= 0x30 &&
      buf[s - 1]! <= 0x39 &&
      !(slashes && isHttp(buf, s, c)) &&
      !colourCodeBefore(buf, s, lo)
    ) {
      return c + 1;
    }
    let registered = isRegisteredBytes(buf, s, c);
    // "example" (RFC 7595 §8) is registered for documentation; in text "example:x" is a YANG
    // module prefix ("example:interface") or Maven's group:artifact ("example:example:jar:1"),
    // so only "example://…" is read
    if (registered && c - s === 7 && isExampleScheme(buf, s)) registered = false;
    const before = s > 0 ? buf[s - 1]! : -1;
    // "${SFTP:-ssh}", "${PORT:=8080}": a shell parameter and its default, not a scheme
    // ("${URL:-http://x.example/}" still gives the URI in the default, at its own colon)
    if (before === 0x7b && s >= 2 && buf[s - 2] === 0x24) return c + 1;
    // "$message:expr" (a Rust macro's fragment, "($fmt:expr, $message:expr)"), "$svn:x",
    // "$http:" (Perl, shell, PHP): a variable's sigil — the name is a variable's, not a
    // scheme. "$http://x.example/" still gives the URI ("//" follows: a lost space), but not
    // nginx's "$scheme://$host$request_uri" (a name no registry has, its "$" opening a word:
    // the variable's; "foo$bar://test" is linkify-it's alias test, `bar://test`)
    if (
      before === 0x24 &&
      (!slashes || (!registered && !(s >= 2 && CLASS[buf[s - 2]!]! & C_ALNUM)))
    ) {
      return c + 1;
    }
    // "Caller@example:IDENTITY", "/ni:network-instances/ni:name" (a YANG path),
    // "Country/Service:(Forward)", "foo_mid:": a word inside a word or a path is not a
    // scheme start. Only "scheme://" is read after "@", "/" or a "_" inside a word
    // ("test.example@http://vk.com": a lost space; "_mailto:a@b.example_" is emphasis)
    // (an "@" that opens a word before a registered scheme is Textile's @code@ or PmWiki's
    // @@code@@: "open @urn:oasis:names:specification:docbook:dtd:xml:4.1.2@ in")
    const inWord = before === 0x5f && s >= 2 && CLASS[buf[s - 2]!]! & C_ALNUM;
    if (!slashes && before === 0x40 && registered && codeMarkOpens(buf, s - 1, lo)) {
      const m = codeMarkCloses(buf, c, n, ctx.final);
      if (m === MORE_INPUT) return MORE;
      if (m === 0) return c + 1;
    } else if (!slashes && (before === 0x40 || before === SLASH || inWord)) return c + 1;
    if (
      !registered &&
      ((before !== LT &&
        before !== DQUOTE &&
        before !== SQUOTE &&
        before !== COLON &&
        !(before === SP && s >= 5 && buf[s - 2] === COLON && isUrlPrefix(buf, s - 5))) ||
        // … unless the dotted run starts with a registered scheme itself: in git's
        // `'http.https://github.com/.extraheader'` (a config key holding a URL) the
        // scheme is not "http.https"
        (slashes && dottedRegisteredHead(buf, s, c)))
    ) {
      // "see...http://", "e.g.http://": a registered scheme after the last "." of an
      // unregistered run is the scheme (sentence punctuation glued to the URI) — but not
      // when a wrapper or "URL:" marks where the scheme starts (`<a.aw://…>`, RFC 3986 §3.1).
      // Only before "//" or after an ellipsis: "main.go:132", "lib-1.3.jar:/x/y.jar" (a
      // class path), "com.example:app:jar:1.0" (Maven coordinates) are file names and
      // dotted identifiers followed by a colon, not the registered go:, jar: or example:
      let d = c - 1;
      while (d > s && buf[d] !== 0x2e) d--;
      if (
        d > s &&
        d + 1 < c &&
        (slashes || buf[d - 1] === 0x2e) &&
        CLASS[buf[d + 1]!]! & C_ALPHA &&
        isRegisteredBytes(buf, d + 1, c)
      ) {
        s = d + 1;
        registered = true;
      } else if (slashes && c - s > 4) {
        // "edgehttps://", "athttps://": a word glued to an http(s) URL (a lost space or line
        // break); only letters before "http", so "git+https://" keeps its scheme
        const h = gluedHttp(buf, s, c);
        if (h > s) {
          s = h;
          registered = true;
        }
      }
    }
    // … and after a "_" inside a word only a registered scheme (also one found in the run
    // above: "see_also...https://", "my_edgehttps://"): "_" is no scheme character (RFC 3986
    // §3.1), so in "rfc-2396+under_score://link" (Trac's wiki tests) the word is no URI, and
    // "score" is a piece of it, not a scheme ("x_https://a.example" is read)
    if (inWord && !registered) return c + 1;
    // "com.example:app:jar:1.0" (Maven coordinates), "host:port:info:x": a registered scheme
    // glued to an earlier colon-separated field is one more field — unless "//" follows
    // (`Error:http://…`), the colon ends a "URL:" prefix (url-draft-1994), or the scheme's
    // own syntax tells an identifier from a field (the core checks it):
    // "ORGANIZER:mailto:cyrus@example.com" (iCalendar, RFC 5545), "URI:urn:ietf:params:…"
    // (… nor after odoc's and ocamldoc's "{:" — a link, `{{:info:doi/10.1000/182} the
    // reference}`, `{:urn:isbn:0451450523}`: the markup's colon, not a field's — nor after
    // Textile's `"text":` or AsciiDoc's `link:`, `"the paper":info:doi/10.1000/182`,
    // `link:info:doi/10.1038/nphys1170[the paper]`: theirs too)
    if (
      before === COLON &&
      !slashes &&
      !(s >= 4 && isUrlPrefix(buf, s - 4)) &&
      !(s >= 2 && buf[s - 2] === 0x7b) &&
      !(s >= 2 && buf[s - 2] === 0x22 && textileLinkTextBefore(buf, s - 2, lo)) &&
      !asciidocLinkMacroBefore(buf, s - 1, lo) &&
      !isFieldSafeScheme(buf, s, c) &&
      !contentLineNameBefore(buf, s - 1, lo) &&
      !schemeNamedBefore(buf, s, c, lo)
    ) {
      return c + 1;
    }
    // … and that content line's name is no scheme, though some are registered ones: in
    // `GEO:geo:37.386013,-122.082932` (RFC 6350 §6.5.2) and `TEL:tel:+1-555-0100` the URI is
    // the value after the name's ":" (contentLineNameBefore)
    if (registered && !slashes && buf[c + 1]! >= 0x61 && noLowercase(buf, s, c)) {
      const r = lowercaseSchemeAt(buf, c + 1, n, ctx.final);
      if (r === MORE) return MORE;
      if (
        r === 1 &&
        (contentLineNameBefore(buf, c, lo) ||
          (buf[2 * c + 1 - s] === COLON && schemeNamedBefore(buf, c + 1, 2 * c + 1 - s, lo)))
      )
        return c + 1;
    }
    // "[proxy:error]", "[ssl:warn]" (Apache 2.4 error-log module:level tags), "git:amd64"
    // (dpkg's package:architecture): a registered scheme followed by a log level and "]", or
    // by a Debian architecture and a space, is a log field, not a URI — but not inside a
    // wrapper or after "URL:": in `<news:all` LF `udqs>` the line break is whitespace the
    // reader drops, and "URL: urn:all:a" says it is a URI
    if (
      registered &&
      !slashes &&
      CLASS[buf[c + 1]!]! & C_ALPHA &&
      before !== LT &&
      !(before === COLON && s >= 4 && isUrlPrefix(buf, s - 4)) &&
      !(before === SP && s >= 5 && buf[s - 2] === COLON && isUrlPrefix(buf, s - 5))
    ) {
      const r = logFieldAfter(buf, c + 1, n, ctx.final, before === 0x5b);
      if (r === MORE) return MORE;
      if (r === 1) return c + 1;
    }
    // "DNS:www.example.org, DNS:example.org, IP Address:192.0.2.1": the dNSName label that
    // OpenSSL, certbot, curl -v and kubectl print for a certificate's subject alternative
    // names (RFC 5280 §4.2.1.6, the GeneralName dNSName) — a host name after a label, not an
    // RFC 4501 dns: URI, which is not written in capitals in running text. In a wrapper
    // (`<DNS:example.org>`, `URL:DNS:example.org`) the writer said it is one
    if (
      !slashes &&
      c - s === 3 &&
      isUpperDns(buf, s) &&
      before !== LT &&
      !(before === COLON && s >= 4 && isUrlPrefix(buf, s - 4)) &&
      !(before === SP && s >= 5 && buf[s - 2] === COLON && isUrlPrefix(buf, s - 5))
    ) {
      return c + 1;
    }
    // "h**ps://google.com": a scheme whose letters "*" masks (ioc-finder's defanged URLs), not
    // the scheme "ps" (Markdown's "**https://…**" has no letter before its "*";
    // "foo*myapp://x" masks no scheme's letters: myapp:// is found)
    if (!registered && slashes && before === 0x2a && maskedWebScheme(buf, lo, s, c)) return c + 1;
    // "MAIL WARNING://This message …": an unregistered scheme in capitals before "//" and a
    // capitalized word is a banner's prose (trigger-fields.ts bannerWordAt)
    if (
      !registered &&
      slashes &&
      before !== LT &&
      !(before === COLON && s >= 4 && isUrlPrefix(buf, s - 4)) &&
      !(before === SP && s >= 5 && buf[s - 2] === COLON && isUrlPrefix(buf, s - 5))
    ) {
      const r = bannerWordAt(buf, s, c, n, ctx.final);
      if (r === MORE) return MORE;
      if (r === 1) return c + 1;
    }
    // "GG:MM:SS" (a time's format, in Polish: "gg" is Gadu-Gadu's registered scheme), "gg:12:30":
    // two letters or digits, three times, colons between, is a time of day, not a URI
    if (registered && c - s === 2 && (before <= SP || TIME_OPENERS[before] === 1)) {
      const r = timeShapeAt(buf, s, n, ctx.final);
      if (r === MORE) return MORE;
      if (r === 1) return c + 1;
    }
    // "news:x:9:9:news:/var/spool/news:/usr/sbin/nologin", "fax:x:21:", "news:*:19000:0:…",
    // "news:!::": a line of /etc/passwd, group, shadow or gshadow (passwd(5), group(5),
    // shadow(5)) whose login name is a registered scheme — a password field, then a number
    // or an empty field
    if (registered && !slashes && (before === 0x0a || before === -1)) {
      const r = accountRecordAt(buf, c + 1, n, ctx.final);
      if (r === MORE) return MORE;
      if (r === 1) return c + 1;
    }
    // "NEWS:15:https://…", "src/man:4:…": grep -n's file name and line number before the line
    // it found (trigger-fields.ts grepLineNumberAt) — a newsgroup's name holds no ":" (RFC
    // 5536 §3.1.4), nor does a man page's. Not a URN's: its NID may be digits (RFC 8141 §2:
    // "urn:36:a", a planted-URI property run's case)
    if (
      registered &&
      !slashes &&
      (before === 0x0a || before === -1 || before === SLASH) &&
      !isUrn(buf, s, c)
    ) {
      const r = grepLineNumberAt(buf, c + 1, n, ctx.final);
      if (r === MORE) return MORE;
      if (r === 1) return c + 1;
    }
    // a JDBC URL ("jdbc:mysql://db.example/app", "jdbc:oracle:thin:@//h:1521/svc" in Java
    // configs and logs) is the whole "jdbc:" subprotocol ":" subname (JDBC 4.3 §9.4), though
    // "jdbc" is in no registry: read from "jdbc", not from the subprotocol's "mysql://"
    if (!registered && !slashes && c - s === 4 && isJdbc(buf, s)) {
      const r = subprotocolAt(buf, c + 1, n, ctx.final);
      if (r === MORE) return MORE;
      if (r === 1) registered = true;
    }
    // "go‐" LF "       pher://ip_server/…": the scheme's first piece ends the line before,
    // with a hyphen (scheme-start.ts hyphenatedHead); the URI is read from it (below)
    // … and a registered scheme's name there is the tail of the word that groff hyphenated
    // at the line's end (mailcap(5): "…/share/etc/mail‐" LF "       cap:/usr/…"): no scheme
    // (before "//" it is one: no word is hyphenated so)
    if (
      registered &&
      !slashes &&
      s === runStart &&
      !broken &&
      lineStartBefore(buf, s, lo) &&
      hyphenatedWordBefore(buf, s, lo)
    )
      return c + 1;
    const headed =
      (!registered &&
        ((s === runStart &&
          !broken &&
          lineStartBefore(buf, s, lo) &&
          (hyphenatedHead(buf, s, c, lo) || foldedSchemeHead(buf, s, c, lo))) ||
          (escapedPrefix && escapedBreakHead(buf, s, c, lo)))) ||
      // "git+" LF "ssh://…": a scheme "X+Y" that a wrap split (scheme-start.ts plusSchemeHead)
      (slashes &&
        s === runStart &&
        !broken &&
        lineStartBefore(buf, s, lo) &&
        plusSchemeHead(buf, s, c, lo));
    if (headed) registered = true;
    const known = slashes || registered;
    // "<www.kde.org:1234/sub/path>", "<ftp.example.org:21>": a dotted name, a port, then a
    // path, a query, the bracket's end or a space — a host and its port (KTextToHTML), not a
    // URI of the scheme "www.kde.org"; the fuzzy pass may read it as a link
    if (!known && ctx.n > c + 1) {
      const r = hostAndPortAt(buf, s, c, n, ctx.final);
      if (r === MORE) return MORE;
      if (r === 1) return c + 1;
    }

    // url-draft-1994: "URL:" right before the scheme, with or without one space
    let p = s;
    let prefixed = false;
    if (s - 4 >= lo && buf[s - 1] === COLON && isUrlPrefix(buf, s - 4)) {
      if (!(s - 5 >= 0 && CLASS[buf[s - 5]!]! & C_SCHEME)) {
        p = s - 4;
        prefixed = true;
      }
    } else if (
      s - 5 >= lo &&
      buf[s - 1] === SP &&
      buf[s - 2] === COLON &&
      isUrlPrefix(buf, s - 5)
    ) {
      if (!(s - 6 >= 0 && CLASS[buf[s - 6]!]! & C_SCHEME)) {
        p = s - 5;
        prefixed = true;
      }
    }
    // the wrapper's opening byte: right before the scheme (or its "URL:"), or on the line
    // before (angleAcrossBreak)
    let open = p - 1;
    if (broken && known && !prefixed && s === runStart && CLASS[buf[s]!]! & C_ALPHA) {
      open = across.open;
      prefixed = across.prefixed;
    } else if (prefixed && open >= lo && CLASS[buf[open]!]! & C_WS) {
      // "<" + line break + "URL:http://…>": whitespace inside the brackets before the prefix
      // (one line break: a blank line ends the brackets' reach, as inside them). Only a line
      // break's: a mailer breaks the line after a lone "<", while blanks inside one line are
      // prose's, as after a "<" that ends a line (RULES.md "Line breaks before the scheme"):
      // "< URL:http://aa" CRLF "=> next" is the bare http://aa, not http://aa= up to the "=>"
      let k = open;
      let breaks = 0;
      while (k > lo && p - k < MAX_BREAK_GAP && CLASS[buf[k]!]! & C_WS) {
        if (buf[k] === 0x0a && ++breaks > 1) break;
        k--;
      }
      if (buf[k] === LT && breaks === 1) open = k;
    } else if (open > lo && buf[open]! >= 0x40 && buf[open]! <= 0x7e && !prefixed) {
      // colours between the "<" and the scheme (grep --color=always marks the match:
      // "<" ESC "[1m" ESC "[31m" "https://…"): a terminal shows "<https://…", so does the
      // reading (ansi.ts)
      const k = rawCsiRunStartBefore(buf, p, lo);
      if (k < p && k - 1 >= lo && buf[k - 1] === LT) open = k - 1;
    }
    const ctxByte = open >= lo ? buf[open]! : -1;
    cand.reset();

    // Ruby's inspect output "#<File:/dev/tty>", "#<Proc:0x…@/tmp/x.rb:3>": an object, not a
    // URI (a class name, capitalised, where the scheme would be; no "//" after it); the
    // search goes on after its ":"
    if (
      ctxByte === LT &&
      open - 1 >= lo &&
      buf[open - 1] === 0x23 &&
      isUpper(buf[s]!) &&
      !(c + 2 < n && buf[c + 1] === 0x2f && buf[c + 2] === 0x2f)
    ) {
      return c + 1;
    }
    // CMake's generator expressions "$<BOOL:${x}>", "$<CONFIG:Debug>" are no wrappers, nor are
    // POD's formatting codes around an unregistered scheme: "C<foo:s{,}>", "C<hhhh:hhhh::hhhh>"
    // (perlpod: C<code>, B<bold>, I<italic>, F<file>… — L<…> is a link)
    if (
      ctxByte === LT &&
      !(open - 1 >= lo && buf[open - 1] === 0x24) &&
      !(!known && podCodeBefore(buf, open, lo))
    ) {
      const depth = this.quoteDepth(buf, base, n, open);
      const delim = prefixed ? "url-prefix" : "angle";
      const r =
        open === p - 1
          ? scanAngle(ctx, cand, open, s, c, depth, delim, known)
          : scanAngle(ctx, cand, open, s, c, depth, delim, known, -1, -1, true);
      if (r === MORE) return MORE;
      if (r === FOUND) return this.found(buf, base);
      if (r === NONE) {
        // no URI, and none in what the brackets hold either (angle.ts: a role's target)
        const resume = cand.resume;
        cand.reset();
        return resume;
      }
      cand.reset(); // FALLBACK: the bare rules
    } else if (
      ctxByte === 0xa8 &&
      known &&
      !prefixed &&
      open - 2 >= lo &&
      buf[open - 1] === 0x9f &&
      buf[open - 2] === 0xe2
    ) {
      // "⟨http://www.gnu.org/software/libc/bugs.html⟩": the angle brackets U+27E8 and U+27E9
      // that groff's man macros print around a link (.UR/.UE, groff_man(7)) on a UTF-8
      // terminal — in ASCII the "<" and ">" of url-draft-1994's wrapper, read the same way
      const depth = this.quoteDepth(buf, base, n, open - 2);
      // (a "⟨" that ended the line before: only a line break's whitespace is dropped, as
      // after "<": "inner product ⟨" LF "http://x.example/a is here, and b⟩" is prose)
      const breaksOnly = open !== p - 1;
      const r = scanAngle(ctx, cand, open, s, c, depth, "angle", known, -1, -1, breaksOnly, 0x27e9);
      if (r === MORE) return MORE;
      if (r === FOUND) return this.found(buf, base);
      cand.reset(); // the bare rules
    } else if (ctxByte === 0x7b && known && !prefixed && texUrlArgumentBefore(buf, open, lo)) {
      // "\url{http://www.doi.org/mail-archive/" LF "ref-link/msg00088.html}", a BibTeX
      // "url = {…}" field: the argument runs to its "}", line breaks in it dropped, its
      // trailing punctuation the URL's (texUrlArgumentBefore); else the bare rules
      const depth = this.quoteDepth(buf, base, n, open);
      const r = scanAngle(ctx, cand, open, s, c, depth, "paren", known, -1, -1, false, 0x7d);
      if (r === MORE) return MORE;
      if (r === FOUND) return this.found(buf, base);
      cand.reset();
    } else if (ctxByte === DQUOTE && open === p - 1 && continuedStringAt(buf, open, lo)) {
      // a string continued from the line before (a PO file's msgstr, C's adjacent literals:
      // `"… its web page is at "` LF `"http://…/a-very-long-"` LF `"segment-name/…"`): the
      // quote is the literal's, not the URI's — the bare rules read it, across the literals
      // (string-literals.ts; the serializers hunt)
    } else if (ctxByte === DQUOTE || ctxByte === SQUOTE) {
      if (!known) return c + 1;
      // an earlier scan of a quote of this kind ran past this one's colon without a close
      // (quote.ts quoteScan): stop where it stopped, or go on from there
      const memo = ctxByte === this.quoteFailByte && base + c < this.quoteFailAt;
      if (!(memo && this.quoteFailHard)) {
        const delim = prefixed ? "url-prefix" : "quote";
        const r = memo
          ? scanQuote(
              ctx,
              cand,
              p - 1,
              s,
              c,
              delim,
              this.quoteFailAt - base,
              this.quoteFailNonAscii,
            )
          : scanQuote(ctx, cand, p - 1, s, c, delim);
        if (r === MORE) return MORE;
        if (r === NONE) {
          // a quoted data: URI longer than maxLength (quoted-data.ts): none, and no piece
          const resume = cand.resume;
          cand.reset();
          return resume;
        }
        if (r === FOUND) {
          // `"type": "message:created"`, `'scope': 'profile:read'`: a quote delimits a JSON or
          // a config value; a registered scheme and one plain word is still a field there
          // (word-schemes.ts) — `xmlns="jabber:client"` is a URI by its scheme's list entry,
          // and `href="apt:firefox"` by its place
          if (
            !prefixed &&
            !linkAttributeBefore(buf, p - 1, lo) &&
            fieldShaped(cand, buf, s, c, true)
          ) {
            return c + 1;
          }
          return this.found(buf, base);
        }
        if (quoteScan.failAt >= 0) {
          this.quoteFailByte = ctxByte;
          this.quoteFailAt = base + quoteScan.failAt;
          this.quoteFailHard = quoteScan.hard;
          this.quoteFailNonAscii = quoteScan.nonAscii;
        }
        cand.reset();
        if (quoteScan.empty) return c + 1;
      }
    }
    // bare: a registered scheme or "scheme://" (DESIGN "Delimiting rules")
    if (!known) return c + 1;
    let delimiter: Delimiter = "bare";
    if (prefixed) delimiter = "url-prefix";
    else if (ctxByte === 0x28 || ctxByte === 0x5b || ctxByte === 0x7b) delimiter = "paren";
    // urnbis-rfc2141bis §2.5.3: in text, a URN's NSS ends at an excluded character (non-ASCII)
    const urn = isUrn(buf, s, c);
    const r = scanBare(ctx, cand, p, s, c, delimiter, urn);
    if (r === MORE) return MORE;
    // `session:abc123`, `tool:pytest`, `DAV:propstat`: a registered scheme and one plain
    // word is a log's or a config's key:value field, unless the scheme's URIs are written
    // so (`about:blank`, `news:comp.lang.c`; word-schemes.ts)
    if (
      r === FOUND &&
      !slashes &&
      !prefixed &&
      // Markdown's `[install](apt:firefox)`: a link's place
      !(delimiter === "paren" && open - 1 >= lo && buf[open - 1] === 0x5d) &&
      fieldShaped(cand, buf, s, c, delimiter === "paren")
    ) {
      return c + 1;
    }
    // Mastodon's display of a link hides its "https://www." in a span of its own
    // (`<span class="invisible">https://www.</span><span class="">e.org/a</span>`, the chat
    // hunt): a host of "www." alone that a tag follows is that span's, no URI
    if (r === FOUND && cand.joinedLen < 0 && wwwSpanAt(buf, cand.uriStart, cand.uriEnd, n)) {
      return c + 1;
    }
    if (cand.joinLimit >= 0) this.noJoinBefore = base + cand.joinLimit;
    if (r === FOUND && headed && !prefixed) prependHead(cand, buf, ctx.maxLength);
    if (r === FOUND) {
      const resume = this.found(buf, base);
      // a bare candidate whose host or port took in the text after it (no valid URI) hides
      // no URI in that text: the search goes on right after its ":" (bluemonday's
      // `CONTENT="0; URL=http://;URL=javascript:…"`: `http://;URL=javascript:alert` has
      // the port "alert"; MediaWiki's fuzz `http://===r:::https://b`)
      if (
        this.lastBadAuthority &&
        !cand.cutTaken &&
        resume > c + 1 &&
        base + c >= this.lookedInside
      ) {
        this.lookedInside = base + resume;
        this.floor = base + c + 1;
        return c + 1;
      }
      return resume;
    }
    if (cand.overflow) this.skipping = true;
    return cand.resume;
  }

  /**
   * buf[c] is a ":" that opens a line: the scheme of `<http` + line break + `://…>` (or
   * `<urn` + line break + `:ietf:…>`) ended the line before. Returns the index to resume at, NO_SPLIT when it is no such break, or MORE.
   */
  private colonAfterBreak(buf: Uint8Array, base: number, c: number): number {
    const n = this.ctx.n;
    if (c + 2 >= n) return this.ctx.final ? NO_SPLIT : MORE;
    // (without "//" only a registered scheme: `<urn` + LF + `:ietf:params:x>`; splitScheme)
    const lo = Math.max(this.floor - base, 0);
    if (!angleAcrossBreak(buf, c, lo) || across.headStart < 0) {
      // … or an iCalendar or vCard fold between the scheme and its ":" ("…\\n\\nhttps" CRLF
      // " ://meet.google.com/…"; scheme-start.ts foldedSchemeHead, the second piece empty)
      if (foldedSchemeHead(buf, c, c, lo)) return this.foldedBeforeColon(buf, base, c, lo);
      return NO_SPLIT;
    }
    // one letter is no scheme (a drive letter: "<C" + LF + "://…>" is not read)
    if (across.headEnd - across.headStart < 2) return NO_SPLIT;
    return this.splitScheme(buf, base, c, c);
  }

  /**
   * colonAfterBreak's iCalendar or vCard fold: the scheme, at `head`, ends the folded line and
   * its ":" opens the continuation line after the one blank. The URI is read from the ":" by
   * the bare rules, and the scheme joined before it (as escapedColon does).
   */
  private foldedBeforeColon(buf: Uint8Array, base: number, c: number, lo: number): number {
    return this.fromColonHeaded(buf, base, c, lo, head.start, head.end, true);
  }

  /**
   * The URI read from its ":" at buf[c] by the bare rules, the scheme buf[h, he) joined
   * before it (escapedColon, foldedBeforeColon); `folded`: a line break stood between them
   * (the record is wrapped). Returns the index to resume at, or MORE.
   */
  private fromColonHeaded(
    buf: Uint8Array,
    base: number,
    c: number,
    lo: number,
    h: number,
    he: number,
    folded: boolean,
  ): number {
    const { ctx, cand } = this;
    ctx.lo = lo;
    ctx.breakFrom = this.noJoinBefore > base ? this.noJoinBefore - base : 0;
    cand.reset();
    const r = scanBare(ctx, cand, c, c, c, "bare", false);
    if (r === MORE) return MORE;
    if (cand.joinLimit >= 0) this.noJoinBefore = base + cand.joinLimit;
    if (r === FOUND) {
      head.start = h;
      head.end = he;
      if (prependHead(cand, buf, ctx.maxLength, folded || cand.wrapped)) {
        return this.found(buf, base);
      }
      return cand.resume;
    }
    if (cand.overflow) this.skipping = true;
    return cand.resume;
  }

  /**
   * `<ht` + LF + `tp://…>`: the scheme's pieces (across) joined; read as an angle candidate
   * when the joined scheme is registered or "//" follows. NO_SPLIT: not one (the second piece
   * is then read as it stands).
   */
  private splitScheme(buf: Uint8Array, base: number, s: number, c: number): number {
    const { ctx, cand } = this;
    const n = ctx.n;
    if (c + 2 >= n && !ctx.final) return MORE;
    const h = across.headStart;
    const open = across.open;
    // CMake's generator expressions "$<…>" are no wrappers (and the piece after the break is
    // no scheme of its own)
    if (open > 0 && buf[open - 1] === 0x24) return c + 1;
    const delimiter: Delimiter = across.prefixed ? "url-prefix" : "angle";
    let he = across.headEnd;
    // "<tel-" LF "net://…>": a hyphen the line break put in a registered scheme (a man page
    // formatted for an ASCII terminal, url(7)) is the typesetter's, when the scheme with it is
    // unregistered (2396bis App. E: the hyphen "may or may not" be the URI's)
    if (
      buf[he - 1] === 0x2d &&
      he - 1 > h &&
      !joinedRegistered(buf, h, he, s, c) &&
      joinedRegistered(buf, h, he - 1, s, c)
    ) {
      he--;
    }
    const slashes = c + 2 < n && buf[c + 1] === SLASH && buf[c + 2] === SLASH;
    if (!slashes && !joinedRegistered(buf, h, he, s, c)) return NO_SPLIT;
    const depth = this.quoteDepth(buf, base, n, open);
    cand.reset();
    // groff's "⟨…⟩" (angleAcrossBreak) closes at U+27E9
    const closer = buf[open] === 0xa8 ? 0x27e9 : 0;
    const r = scanAngle(ctx, cand, open, h, c, depth, delimiter, true, he, s, true, closer);
    if (r === MORE) return MORE;
    if (r === FOUND) return this.found(buf, base);
    cand.reset();
    // the wrapper did not close as one URI: the piece after the break ("tp://…") is a broken
    // scheme, not a URI of its own
    return c + 1;
  }

  /**
   * buf[c] is a ":" written "\\:" after a scheme's letters (escapedColonScheme): the URI read
   * from the colon by the bare rules (which read its later "\\:" as ":" too), the scheme
   * joined before it. Returns the index to resume at, or MORE.
   */
  private escapedColon(buf: Uint8Array, base: number, c: number): number {
    const { ctx } = this;
    const n = ctx.n;
    if (c + 2 >= n && !ctx.final) return MORE;
    const lo = Math.max(this.floor - base, 0);
    const h = escapedColonScheme(buf, c, lo, n);
    if (h < 0) return c + 1;
    return this.fromColonHeaded(buf, base, c, lo, h, c - 1, false);
  }

  /**
   * buf[c] is a ":" that ends its line, after a registered scheme, and the next line opens
   * with "//" and a dotted host name: one URI broken at its ":" — LaTeX's url.sty breaks a
   * long URL there (":" is one of its \UrlBigBreaks), so pdftotext's text of a paper reads
   * "… pages. https:" LF "//doi.org/10.1145/…". RFC 3986 §3: the hier-part follows the
   * ":", and "//" opens an authority; a line break is no URI character (2396bis App. E says
   * a reader drops the whitespace a break put in). Only a line break right after the ":",
   * none before "//". Returns where to resume, MORE, or NO_SPLIT.
   */
  private colonBreak(buf: Uint8Array, base: number, c: number): number {
    const { ctx } = this;
    const n = ctx.n;
    let p = c + 1;
    if (buf[p] === 0x0d) p++;
    if (p >= n) return ctx.final ? NO_SPLIT : MORE;
    if (buf[p] !== 0x0a) return NO_SPLIT;
    p++;
    const lo = Math.max(this.floor - base, 0);
    let indented = false;
    if (p < n && (buf[p] === SP || buf[p] === TAB)) {
      if (p + 2 > n) return ctx.final ? NO_SPLIT : MORE;
      const f = this.foldedColon(buf, base, c, p + 1, lo);
      if (f !== NO_SPLIT) return f;
      // … or `pdftotext -layout`, which keeps a line's text at its column: "License, http:"
      // LF "           //www.gnu.org/licenses/gpl.html" (below: "www.", a common top-level
      // domain and a path, since an indented "//" is a comment's in code)
      let q = p;
      while (q < n && q - p <= MAX_LAYOUT_INDENT && (buf[q] === SP || buf[q] === TAB)) q++;
      if (q - p > MAX_LAYOUT_INDENT) return NO_SPLIT;
      if (q >= n) return ctx.final ? NO_SPLIT : MORE;
      indented = true;
      p = q;
    }
    // … or a comment's leader written again, then blanks: vim's `gq` with "formatoptions+=mM"
    // (the usual setting for CJK text) breaks after any punctuation on a line with a
    // multibyte character: "# … lives at https:" LF "# //es.wikipedia.org/wiki/Año_bisiesto"
    // (the source-comment hunt, session 43)
    // (indented as a block comment's " * " is)
    let commented = false;
    if (p < n) {
      const at = this.leaderAfterColonLine(buf, c, p, lo);
      if (at === MORE_INPUT) return ctx.final ? NO_SPLIT : MORE;
      if (at > p) {
        commented = true;
        indented = false;
        p = at;
      }
    }
    if (p + 3 > n) return ctx.final ? NO_SPLIT : MORE;
    if (buf[p] !== SLASH || buf[p + 1] !== SLASH) return NO_SPLIT;
    const s = schemeBeforeBreak(buf, c, lo);
    if (s < 0) return NO_SPLIT;
    // ("For example:" LF "  //logging.googleapis.com/projects/…": a resource name, and RFC
    // 7595's "example" no scheme in running text; indented, only http and https)
    if (c - s === 7 && isExampleScheme(buf, s)) return NO_SPLIT;
    if (indented && !isHttp(buf, s, c)) return NO_SPLIT;
    const d = dottedHostAt(buf, p + 2, n, ctx.final);
    if (d === MORE_INPUT) return MORE;
    if (d !== 1) return NO_SPLIT;
    // … a host and then a path, a port, a query or a fragment — and the line of the ":" no
    // C++ comment, whose leader the next line repeats ("case http:" LF "//comment.here",
    // "// see ftp:" LF "// ftp.example.org")
    let h = p + 2;
    while (
      h < n &&
      h - p < 260 &&
      (CLASS[buf[h]!]! & C_ALNUM || buf[h] === 0x2d || buf[h] === 0x2e)
    )
      h++;
    if (h >= n) return ctx.final ? NO_SPLIT : MORE;
    if (buf[h - 1] === 0x2e) h--; // (a sentence's ".")
    const x = buf[h]!;
    // (a common top-level domain may end the URI: "http:" LF "//www.miktex.org. See …")
    const tld = endsInCommonTld(buf, p + 2, h);
    // (after a link's reference mark, "[5]https:" LF "    //git-scm.com; in the past", the
    // indentation is lynx's or w3m's, who keep a paragraph's: read as unindented)
    if (
      indented && buf[s - 1] !== 0x5d
        ? x !== SLASH || !tld || !isWww(buf, p + 2, n)
        : x !== SLASH && x !== COLON && x !== 0x3f && x !== 0x23
    ) {
      if (
        (indented && buf[s - 1] !== 0x5d) ||
        !tld ||
        (x !== 0x2e && x !== 0x2c && x !== 0x29 && x !== 0x3b)
      )
        return NO_SPLIT;
      if (h + 1 >= n) {
        if (!ctx.final) return MORE;
      } else if (!(CLASS[buf[h + 1]!]! & C_WS)) return NO_SPLIT;
    }
    if (!commented && commentLineAt(buf, s, lo)) return NO_SPLIT;
    return this.hierAfterBreak(buf, base, s, c, p, lo);
  }

  /**
   * colonBreak: the line of the ":" at buf[c] opens with a comment's leader (linePrefixAt),
   * and the next line, at p, opens with it again: the index after it and its blanks; -1 when
   * not; MORE_INPUT when not known before n
   */
  private leaderAfterColonLine(buf: Uint8Array, c: number, p: number, lo: number): number {
    const n = this.ctx.n;
    // (first, cheaply: a "//" that a letter or digit follows, soon on the next line — most
    // "word:" line ends are prose's, "as follows:")
    let t = p;
    for (; ; t++) {
      if (t - p >= 24 || buf[t] === 0x0a) return -1;
      if (t + 2 >= n) return MORE_INPUT;
      if (buf[t] === SLASH && buf[t + 1] === SLASH && CLASS[buf[t + 2]!]! & C_ALNUM) break;
    }
    let line = c;
    while (line > lo && c - line < QUOTE_WINDOW && buf[line - 1] !== 0x0a) line--;
    if (line === lo && lo > 0) return -1;
    const leader = linePrefixAt(buf, line, c) >> 8;
    if (leader <= 0) return -1;
    // (a list's bullet is no leader: "* see https:" LF "* //example.org/a" are two items)
    let first = line;
    while (first < c && (buf[first] === SP || buf[first] === TAB || buf[first] === 0x3e)) first++;
    if (isBullet(buf, line, first, leader)) return -1;
    let q = leaderRepeatAt(buf, p, n, leader);
    if (q < 0) return q;
    const from = q;
    while (q < n && q - from < 16 && (buf[q] === SP || buf[q] === TAB)) q++;
    if (q >= n) return MORE_INPUT;
    return q > from ? q : -1;
  }

  /**
   * The bare URI of the scheme at buf[s, c) whose hier-part goes on at buf[p], past the line
   * break after its ":" (colonBreak, foldedColon): where to resume, MORE, or NO_SPLIT
   */
  private hierAfterBreak(
    buf: Uint8Array,
    base: number,
    s: number,
    c: number,
    p: number,
    lo: number,
  ): number {
    const { ctx, cand } = this;
    ctx.lo = lo;
    ctx.breakFrom = this.noJoinBefore > base ? this.noJoinBefore - base : 0;
    cand.reset();
    const r = scanBare(ctx, cand, s, s, c, "bare", false, 0x7fffffff, p);
    if (r === MORE) return MORE;
    if (cand.joinLimit >= 0) this.noJoinBefore = base + cand.joinLimit;
    if (r === FOUND) return this.found(buf, base);
    cand.reset();
    return NO_SPLIT;
  }

  /**
   * colonBreak's iCalendar or vCard fold: the ":" at buf[c] ends a content line that its writer
   * folded (scheme-start.ts foldedSchemeBeforeBreak), and the hier-part goes on at buf[p],
   * after the continuation line's one blank (RFC 5545 §3.1, RFC 6350 §3.2)
   */
  private foldedColon(buf: Uint8Array, base: number, c: number, p: number, lo: number): number {
    const x = buf[p]!;
    if (x === SP || x === TAB || !(x >= 0x80 || CLASS[x]! & C_URI)) return NO_SPLIT;
    const s = foldedSchemeBeforeBreak(buf, c, lo);
    if (s < 0) return NO_SPLIT;
    return this.hierAfterBreak(buf, base, s, c, p, lo);
  }

  private found(buf: Uint8Array, base: number): number {
    const cand = this.cand;
    this.lastBadAuthority = this.sink.onCandidate(cand, buf, base);
    // a URI cut back at a hyphen's line break (found.ts): the rest of the run is text again,
    // read without going past a hyphen's break (those were weighed: linear time)
    const resume = cand.cutTaken ? cand.cut : cand.resume;
    if (cand.cutTaken) this.noJoinBefore = Math.max(this.noJoinBefore, base + cand.resume);
    this.floor = base + resume;
    return resume;
  }

  /**
   * The prefix of the line holding the `<` at local index lt (line-prefix.ts diffLinePrefixAt):
   * its quote markers, comment or table leader and diff marker, packed for scanAngle. The line start comes from the line
   * tracker (LFs counted forward with indexOf, once); a line start more than QUOTE_WINDOW
   * bytes back counts as no prefix, so the bytes needed (and the DIFF_WINDOW bytes before the
   * line that tell a diff's hunk) are always in the window.
   */
  private quoteDepth(buf: Uint8Array, base: number, n: number, lt: number): number {
    const g = base + lt;
    this.lines.advance(buf, base, n, g);
    const ls = this.lines.lineStart;
    if (g - ls > QUOTE_WINDOW) return 0;
    if (ls === this.dLs) return this.dDepth;
    const marks = diffLinePrefixAt(
      buf,
      ls - base,
      lt,
      this.diffs,
      base,
      this.quotedDiffs,
      this.graphDiffs,
    );
    this.dLs = ls;
    this.dDepth = marks;
    return marks;
  }
}

/** buf[s, s + 5) is "proxy", any case */
const LABEL_SCHEMES = wordsByLength([
  "proxy",
  "git",
  "svn",
  "hg",
  "bzr",
  "cvs",
  "darcs",
  "http",
  "https",
]);

/** buf[s, c) holds no ASCII lowercase letter */
function noLowercase(buf: Uint8Array, s: number, c: number): boolean {
  for (let k = s; k < c; k++) if (buf[k]! >= 0x61 && buf[k]! <= 0x7a) return false;
  return true;
}

/** what may stand right before a time and after it (timeShapeAt): brackets, quotes, punctuation */
const TIME_OPENERS = new Uint8Array(256);
for (const ch of "([\"'`") TIME_OPENERS[ch.charCodeAt(0)] = 1;
const TIME_CLOSERS = new Uint8Array(256);
for (const ch of ",.;)]\"'`") TIME_CLOSERS[ch.charCodeAt(0)] = 1;

/**
 * buf[s…] is a time or its format: "hh:mm:ss", "GG:MM:SS", "gg:12:30", "gg:hh:mm:ss" — three
 * or four fields of two ASCII letters or digits with ":" between, then no more URI (a blank, the end, a sentence's
 * punctuation). 1 when so, 0 when not, MORE when not known before n.
 */
function timeShapeAt(buf: Uint8Array, s: number, n: number, final: boolean): number {
  for (let k = 0; k < 8; k++) {
    if (s + k >= n) return final ? 0 : MORE;
    const b = buf[s + k]!;
    if (k === 2 || k === 5 ? b !== COLON : !(CLASS[b]! & C_ALNUM)) return 0;
  }
  let e = s + 8;
  if (e >= n) return final ? 1 : MORE;
  // (a fourth field: "gg:hh:mm:ss", days first, Audacity's duration format in Italian)
  if (buf[e] === COLON) {
    if (e + 3 > n) return final ? 0 : MORE;
    if (!(CLASS[buf[e + 1]!]! & C_ALNUM) || !(CLASS[buf[e + 2]!]! & C_ALNUM)) return 0;
    e += 3;
    if (e >= n) return final ? 1 : MORE;
  }
  const x = buf[e]!;
  return x <= SP || TIME_CLOSERS[x] === 1 ? 1 : 0;
}

/**
 * A bare URI whose scheme's first piece ended the line before (hyphenatedHead, `head`): the
 * piece joined before what was read from the second one, its hyphen as `head` says, the
 * line break and indentation dropped; the raw span starts at the piece. (No cut-back reading
 * of a later hyphen's break then: it would start at the second piece.) Not when the two
 * would pass maxLength.
 */
function prependHead(cand: Candidate, buf: Uint8Array, maxLength: number, wrapped = true): boolean {
  const hl = head.end - head.start;
  const tail = cand.joinedLen >= 0 ? cand.joinedLen : cand.uriEnd - cand.uriStart;
  if (hl + tail > maxLength) return false;
  const j = cand.joined;
  if (cand.joinedLen >= 0) j.copyWithin(hl, 0, tail);
  else j.set(buf.subarray(cand.uriStart, cand.uriEnd), hl);
  j.set(buf.subarray(head.start, head.end), 0);
  for (let q = 0; q < cand.hyphens.length; q++) cand.hyphens[q]! += hl;
  cand.joinedLen = hl + tail;
  cand.rawStart = head.start;
  cand.uriStart = head.start;
  cand.wrapped = wrapped;
  cand.cut = -1;
  cand.wrapCut = false;
  return true;
}

/**
 * buf[q] is `"` right before a ":" and a scheme: the end of Textile's link text, `"the
 * paper":info:doi/10.1000/182` (Textile, "Links") — a `"` opens the text earlier on the line
 * after a blank, "(" or the line's start, and no blank is right inside either quote.
 * Looked at within 256 bytes, not before `lo`.
 */
function textileLinkTextBefore(buf: Uint8Array, q: number, lo: number): boolean {
  if (q - 1 < lo || buf[q - 1] === SP || buf[q - 1] === 0x09) return false;
  for (let k = q - 1; k > lo && q - k <= 256; k--) {
    const b = buf[k]!;
    if (b === 0x0a || b === 0x0d) return false;
    if (b !== 0x22) continue;
    const x = buf[k - 1]!;
    return (
      k + 1 < q &&
      buf[k + 1] !== SP &&
      (k - 1 < lo || x === SP || x === 0x09 || x === 0x28 || x === 0x0a)
    );
  }
  return false;
}

/** one or two digits end at buf[e - 1] (and not before lo): where they start, else -1 */
function digitsBefore(buf: Uint8Array, e: number, lo: number): number {
  let k = e;
  while (k > lo && e - k < 2 && buf[k - 1]! >= 0x30 && buf[k - 1]! <= 0x39) k--;
  return k < e ? k : -1;
}

/**
 * mIRC's colour code ends at buf[s - 1]: ETX (0x03), a foreground of one or two digits, and
 * perhaps "," and a background of one or two (an IRC client's log with colours kept)
 */
function colourCodeBefore(buf: Uint8Array, s: number, lo: number): boolean {
  let k = digitsBefore(buf, s, lo);
  if (k < 0) return false;
  if (k - 1 > lo && buf[k - 1] === 0x2c) {
    k = digitsBefore(buf, k - 1, lo);
    if (k < 0) return false;
  }
  return k - 1 >= lo && buf[k - 1] === 0x03;
}

/** buf[at] ("@") opens a word, once or twice: after a blank, "(" or the line's start */
function codeMarkOpens(buf: Uint8Array, at: number, lo: number): boolean {
  let k = at;
  if (k - 1 >= lo && buf[k - 1] === 0x40) k--;
  if (k - 1 < lo) return k === 0;
  const x = buf[k - 1]!;
  return x === SP || x === 0x09 || x === 0x0a || x === 0x28;
}

/**
 * codeMarkOpens's "@": the word that goes on from the scheme's ":" at buf[c] ends, before
 * a blank, a line break or sentence punctuation, with "@" — the code span's close ("@urn:…@";
 * rsyncd.conf's "@news:ro @ftp:rw" has none). 1, 0, or MORE_INPUT when not known before n
 */
function codeMarkCloses(buf: Uint8Array, c: number, n: number, final: boolean): number {
  let k = c + 1;
  while (k < n && k - c < 512 && buf[k]! > 0x20) k++;
  if (k >= n && !final) return MORE_INPUT;
  if (k - c >= 512) return 0;
  while (k > c + 1 && CLASS[buf[k - 1]!]! & C_TRAIL && buf[k - 1] !== 0x40) k--;
  return buf[k - 1] === 0x40 ? 1 : 0;
}

/** AsciiDoc's link macro (the AsciiDoc Language, "Link macro") */
const LINK_MACRO = [0x6c, 0x69, 0x6e, 0x6b];

/**
 * buf[colon] is the ":" of AsciiDoc's `link:` at a word's start, before the target:
 * `link:info:doi/10.1038/nphys1170[the paper]`
 */
function asciidocLinkMacroBefore(buf: Uint8Array, colon: number, lo: number): boolean {
  const k = colon - 4;
  if (k < lo) return false;
  for (let j = 0; j < 4; j++) if ((buf[k + j]! | 0x20) !== LINK_MACRO[j]) return false;
  return k === lo || !(CLASS[buf[k - 1]!]! & C_ALNUM);
}

/** blanks before a line's text that `pdftotext -layout` may write (colonBreak) */
const MAX_LAYOUT_INDENT = 60;

/** the line that holds buf[s] opens (after blanks) with "//": a C++ or Java comment */
function commentLineAt(buf: Uint8Array, s: number, lo: number): boolean {
  let ls = s;
  while (ls > lo && s - ls < 1024 && buf[ls - 1] !== 0x0a) ls--;
  while (ls < s && (buf[ls] === SP || buf[ls] === 0x09)) ls++;
  return buf[ls] === SLASH && buf[ls + 1] === SLASH;
}

/**
 * buf[from, to) is "http://www" or "https://www" (any case) and ".<" follows: the host's
 * first label alone before a tag (Mastodon's hidden "https://www." span)
 */
function wwwSpanAt(buf: Uint8Array, from: number, to: number, n: number): boolean {
  if (to + 1 >= n || buf[to] !== 0x2e || buf[to + 1] !== 0x3c) return false;
  const len = to - from;
  if (len !== 10 && len !== 11) return false;
  const www = "://www";
  for (let k = 0; k < www.length; k++) {
    const b = buf[to - www.length + k]!;
    if ((k < 3 ? b : b | 0x20) !== www.charCodeAt(k)) return false;
  }
  return (buf[from]! | 0x20) === 0x68;
}

/**
 * buf[q] is a '"' that opens its line (after its indentation) and the line before ends with
 * a blank and a '"': the next piece of a string literal broken after a word, as msgcat and
 * msgmerge break a PO file's strings, not a quoted value on a line of its own (a DOCTYPE's
 * `"-//W3C//DTD XHTML 1.0 Strict//EN"` LF `"http://www.w3.org/TR/xhtml1/DTD/…">`)
 */
function continuedStringAt(buf: Uint8Array, q: number, lo: number): boolean {
  let k = q;
  while (k > lo && (buf[k - 1] === 0x20 || buf[k - 1] === 0x09)) k--;
  if (k <= lo || buf[k - 1] !== 0x0a) return false;
  k--;
  if (k > lo && buf[k - 1] === 0x0d) k--;
  while (k > lo && (buf[k - 1] === 0x20 || buf[k - 1] === 0x09)) k--;
  return k - 2 > lo && buf[k - 1] === DQUOTE && (buf[k - 2] === 0x20 || buf[k - 2] === 0x09);
}
