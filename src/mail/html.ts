/**
 * URIs in text/html parts, with htmlparser2's tokenizer (html-collector.ts collects what it
 * reports):
 * - link attributes: a[href], area[href], link[href], img[src], form[action], iframe[src]
 *   (delimiter `html`), resolved against the first <base href>, else the base of the
 *   enclosing MIME entity (Content-Base / Content-Location), else options.base, else left
 *   as written with `relative: true` — the precedence of draft-fielding-05 §5.1;
 * - URIs in the visible text through the text extractor (all its rules), except one that
 *   repeats the href of the link it sits in.
 * Offsets are UTF-8 byte offsets into the decoded HTML part.
 *
 * A part is read in slices of HTML_SLICE bytes: the tokenizer gets each as a latin1 string
 * (one character per byte, no UTF-16 copy of the part), the visible text read so far goes to
 * the text scanner after each, and what is done with is dropped — links emitted, pieces of
 * text behind the scanner. A 60 MB part of links and text URIs held its whole visible text,
 * every link and a latin1 copy of itself: 600 MB peak; now its bytes and a window. (Slices
 * of 64 kB: their strings die young — a string of a megabyte or more is held outside the
 * heap, and V8 collects those only once tens of megabytes have piled up.)
 */
import type { Tokenizer } from "htmlparser2";
import { TextScanner } from "../extract/text-scanner.js";
import type { ExtractOptions, Found, MessageInfo } from "../extract/types.js";
import { Collector, type Link } from "./html-collector.js";
import { htmlTokenizerLibrary } from "./mail-libraries.js";
import { LineColumns } from "./positions.js";
import { hasScheme, makeRecord, maxLengthOf, resolveRef, usableBase } from "./records.js";
import { runSteps, type Steps } from "./steps.js";

function trimmedHref(v: string): { uri: string; wrapped: boolean } {
  const t = v.trim();
  // WHATWG URL: tabs and newlines inside are removed (a wrapped attribute value)
  if (/[\t\r\n]/.test(t)) return { uri: t.replace(/[\t\r\n]+/g, ""), wrapped: true };
  return { uri: t, wrapped: false };
}

function sameRef(a: string, b: string): boolean {
  if (a === b) return true;
  const strip = (s: string) => (s.endsWith("/") ? s.slice(0, -1) : s).toLowerCase();
  return strip(a) === strip(b);
}

// Entities are decoded outside the tokenizer, with the `entities` package htmlparser2 itself
// uses: with decodeEntities off the tokenizer skips text and attribute values with indexOf,
// twice as fast on mail HTML. Made for the first HTML part (mail-libraries.ts).

/** A tokenizer and the collector it reports to: one per part being read. */
interface Reader {
  readonly t: Tokenizer;
  readonly c: Collector;
}

/**
 * Every tokenizer state once, before real input: V8 then compiles the tokenizer's state
 * loop with feedback for all its branches instead of deoptimizing at each state it meets
 * for the first time (a dozen recompilations on a mail archive otherwise).
 */
const WARM_UP = `<!DOCTYPE html><?xml version="1.0"?><html lang=en><head><title>a &amp; b</title>
<style>p{x:url("a")}</style><script>if(a<b&&c>d){}</script><!-- c --><![CDATA[x]]>
<link rel='x' href=y data-x="1" disabled></head><body><textarea>&lt;a</textarea>
<p class="a" id='b' title=c>t &amp; &#38; &#x26; &copy &nosuch; <br/><img src="x"/>
<A HREF="http://e.x/?a=1&amp;b">x</A><svg><path d="M0"/></svg></p></body></html>`;
const EMPTY = Buffer.alloc(0);

/**
 * The reader no part holds (parts are read one after another; a part whose reading a
 * stream paused for its consumer keeps its own, and another part meanwhile makes one)
 */
let idle: Reader | null = null;
let warmed = false;
/** the reader of the part read last (tests: what it keeps) */
let lastReader: Reader | null = null;

function takeReader(): Reader {
  let r = idle;
  if (r !== null) idle = null;
  else {
    const c = new Collector();
    r = { t: new (htmlTokenizerLibrary().Tokenizer)({ decodeEntities: false }, c), c };
    if (!warmed) {
      const warmBytes = Buffer.from(WARM_UP, "latin1");
      for (let i = 0; i < 20; i++) {
        r.c.reset(warmBytes);
        r.t.reset();
        r.t.write(WARM_UP);
        r.t.end();
      }
      warmed = true;
    }
  }
  lastReader = r;
  return r;
}

/** A part's reader, done with: its bytes and strings let go, kept for the next part. */
function giveBack(r: Reader): void {
  r.c.reset(EMPTY);
  idle = r;
}

/** A part longer than this is read in slices (about this long). */
export const HTML_SLICE = 1 << 16;
/** how far past its target a slice may go on to end before a "<" or a "&" (at most) */
const SLICE_LOOK = 4096;
/** how far a slice of `slice` bytes looks (at least 64: past the longest reference) */
const lookOf = (slice: number) => Math.min(SLICE_LOOK, Math.max(64, slice));

/**
 * Where a slice meant to end at `target` ends: before the first "<" or "&" in the next
 * `look` bytes, else `look` bytes on. A text run is then never cut inside a
 * character reference (the collector decodes each run it is given: a reference is at most
 * 43 bytes, and none holds "<" or "&"); the tokenizer itself reads any cut.
 */
function sliceEnd(bytes: Buffer, target: number, look: number): number {
  if (target >= bytes.length) return bytes.length;
  const w = bytes.subarray(target, Math.min(target + look, bytes.length));
  const lt = w.indexOf(60);
  const amp = w.indexOf(38);
  const k = lt < 0 ? amp : amp < 0 ? lt : Math.min(lt, amp);
  return target + (k < 0 ? w.length : k);
}

/** The bytes hold "<base" in any case (a <base> element may be among them). */
function mayHoldBase(bytes: Buffer): boolean {
  for (let i = bytes.indexOf(60); i >= 0 && i + 4 < bytes.length; i = bytes.indexOf(60, i + 1)) {
    if (
      (bytes[i + 1]! | 32) === 98 &&
      (bytes[i + 2]! | 32) === 97 &&
      (bytes[i + 3]! | 32) === 115 &&
      (bytes[i + 4]! | 32) === 101
    )
      return true;
  }
  return false;
}

/** The first <base> link with a value among `links` (HTML §4.2.3), or undefined. */
function firstBase(links: readonly Link[]): Link | undefined {
  return links.find((l) => l.tag === "base" && l.value.trim() !== "");
}

/**
 * The value of the part's first <base href>, for a part read in slices (its first link may
 * come before it): a pass of the tokenizer of its own, made only when the bytes hold
 * "<base" somewhere; what the collector gathers is dropped slice by slice.
 */
function baseValueOf(
  { t, c: collector }: Reader,
  bytes: Buffer,
  slice: number,
): string | undefined {
  if (!mayHoldBase(bytes)) return undefined;
  collector.reset(bytes);
  t.reset();
  for (let from = 0; from < bytes.length; ) {
    const to = sliceEnd(bytes, from + slice, lookOf(slice));
    t.write(bytes.toString("latin1", from, to));
    from = to;
    const b = firstBase(collector.links);
    if (b) return b.value;
    collector.links = [];
    collector.pieces.drop(collector.pieces.n);
  }
  t.end();
  return firstBase(collector.links)?.value;
}

/**
 * The URIs of one text/html part, to `emit` in order of position. `bytes`: the part decoded
 * to UTF-8 (valid UTF-8: the tokenizer reads them as latin1, and offsets are offsets into
 * them). The links of the tags and the URIs of the visible text each come in order of
 * position; they are merged as they are made, not held for the part and sorted (a 10 MB
 * part of links held 167,000 records: 222 MB peak), a tag's link before a text URI at the
 * same place. `slice`: the slice length (tests read parts in small slices: the records are
 * the same for any).
 */
export function scanHtml(...args: Parameters<typeof htmlSteps>): void {
  runSteps(htmlSteps(...args));
}

/**
 * scanHtml as steps: the generator stops after each slice's records (a stream whose
 * consumer is slow waits there, mail-scanner.ts).
 */
export function* htmlSteps(
  bytes: Buffer,
  entityBase: string | undefined,
  message: MessageInfo,
  options: ExtractOptions,
  emit: (f: Found) => void,
  slice: number = HTML_SLICE,
): Steps {
  const reader = takeReader();
  const { t, c } = reader;
  // (at least one byte a slice: a slice of none would read nothing, for ever)
  if (!(slice >= 1)) slice = 1;
  const sliced = bytes.length > slice;
  try {
    const baseValue = sliced ? baseValueOf(reader, bytes, slice) : undefined;
    c.reset(bytes);
    t.reset();
    if (!sliced) {
      t.write(bytes.toString("latin1"));
      t.end();
      const part = new HtmlPart(
        c,
        bytes,
        firstBase(c.links)?.value,
        entityBase,
        message,
        maxLengthOf(options),
      );
      part.step(options, emit, true);
      return;
    }
    const part = new HtmlPart(c, bytes, baseValue, entityBase, message, maxLengthOf(options));
    for (let from = 0; from < bytes.length; ) {
      const to = sliceEnd(bytes, from + slice, lookOf(slice));
      t.write(bytes.toString("latin1", from, to));
      from = to;
      if (from < bytes.length) {
        part.step(options, emit, false);
        yield;
      }
    }
    t.end();
    part.step(options, emit, true);
  } finally {
    // (also when emit threw; a generator left unfinished keeps its reader to the garbage)
    giveBack(reader);
  }
}

/** What the part read last keeps now (tests: a large part keeps a window, not all). */
export function htmlPartKept(): { pieces: number; links: number } {
  const c = lastReader?.c;
  return { pieces: c?.pieces.n ?? 0, links: c?.links.length ?? 0 };
}

/** One part being read: what the collector gathered, turned into records step by step. */
class HtmlPart {
  private readonly base: string | undefined;
  private lc: LineColumns | null = null;
  /** links numbered below this are resolved, below `next` emitted (collector numbering) */
  private resolved = 0;
  /**
   * the last reference resolved against the base, and what it gave: a part repeats its
   * links, and each one resolved anew was a new string as long as the base
   */
  private lastRef = "";
  private lastResolved: string | null = null;
  private next = 0;
  /** the links of <a> elements that kept pieces of text sit in, dropped from the collector */
  private readonly anchors = new Map<number, Link>();
  private scanner: TextScanner | null = null;
  /** the first piece the scanner has not read */
  private fed = 0;

  constructor(
    private readonly c: Collector,
    private readonly bytes: Buffer,
    baseValue: string | undefined,
    entityBase: string | undefined,
    private readonly message: MessageInfo,
    maxLength: number,
  ) {
    // <base href>: the first one with a value (HTML §4.2.3), itself resolved against the
    // entity's base when relative; one that makes no valid URI is passed over, and so is one
    // longer than maxLength (the longest URI considered): every relative link resolved
    // against a base of a megabyte was a megabyte — 5,000 `<a href="x">` in 150 kB of HTML
    // took 17 s, 20,000 of them under a 256 kB base ran out of memory (session 53's sweep)
    let base = entityBase !== undefined && entityBase.length <= maxLength ? entityBase : undefined;
    if (baseValue !== undefined && baseValue.length <= maxLength) {
      const r = usableBase(trimmedHref(baseValue).uri, base);
      if (r !== null && r.length <= maxLength) base = r;
    }
    this.base = base;
  }

  private position(start: number, end: number) {
    this.lc ??= new LineColumns(this.bytes);
    const { line, column } = this.lc.at(start);
    return { raw: this.bytes.toString("utf8", start, end), start, end, line, column };
  }

  private linkAt(n: number): Link | undefined {
    return n >= this.c.linkBase ? this.c.links[n - this.c.linkBase] : this.anchors.get(n);
  }

  /**
   * Each new link's reference, resolved when it can be (a text URI that repeats its link's
   * is not reported again); relative null: no record (a <base>, an empty or same-document
   * reference — RFC 3986 §4.4: "#top" names no other resource — or one too long).
   */
  private resolveNew(maxLength: number): void {
    const { links, linkBase } = this.c;
    for (; this.resolved < linkBase + links.length; this.resolved++) {
      const l = links[this.resolved - linkBase]!;
      const { uri: ref } = trimmedHref(l.value);
      let uri = ref;
      let relative: boolean | null = false;
      if (l.tag === "base" || ref === "" || ref.charCodeAt(0) === 35 || ref.length > maxLength) {
        relative = null;
      } else if (!hasScheme(ref)) {
        let r = this.lastResolved;
        if (ref !== this.lastRef || r === null) {
          r = resolveRef(ref, this.base);
          this.lastRef = ref;
          this.lastResolved = r;
        }
        if (r === null) relative = true;
        // (resolved, longer than the longest URI considered: no record, as for the reference)
        else if (r.length > maxLength) relative = null;
        else uri = r;
      }
      l.uri = uri;
      l.relative = relative;
    }
  }

  /** the links' records, made and emitted up to a place (links come in order of start) */
  private linksBefore(limit: number, options: ExtractOptions, emit: (f: Found) => void): void {
    const { links, linkBase } = this.c;
    for (; this.next < linkBase + links.length; this.next++) {
      const l = links[this.next - linkBase]!;
      if (l.start > limit) return;
      if (l.relative === null) continue;
      const { wrapped } = trimmedHref(l.value);
      const span = { ...this.position(l.start, l.end), wrapped };
      const f = makeRecord(l.uri, l.relative, "html", span, this.message, options);
      if (f) emit(f);
    }
  }

  /** The text scanner, its records mapped back to the source through the pieces. */
  private textScanner(options: ExtractOptions, emit: (f: Found) => void): TextScanner {
    const pieces = this.c.pieces;
    return new TextScanner({ ...options, mode: "text" }, (f) => {
      const ps = pieces.at(f.start);
      const a = pieces.anchor[ps]!;
      if (a >= 0) {
        const l = this.linkAt(a);
        if (l && (sameRef(f.uri, trimmedHref(l.value).uri) || sameRef(f.uri, l.uri))) return;
      }
      // a URI that starts or ends in a decoded reference takes all of it
      const hs = pieces.str[ps]! < 0 ? pieces.hs[ps]! + (f.start - pieces.t[ps]!) : pieces.hs[ps]!;
      const pe = pieces.at(Math.max(f.end - 1, f.start));
      const he = pieces.str[pe]! < 0 ? pieces.hs[pe]! + (f.end - pieces.t[pe]!) : pieces.he[pe]!;
      // the links before it first: positions are found going forward
      this.linksBefore(hs, options, emit);
      const pos = this.position(hs, Math.max(he, hs));
      f.raw = pos.raw;
      f.start = pos.start;
      f.end = pos.end;
      f.line = pos.line;
      f.column = pos.column;
      f.message = this.message;
      emit(f);
    });
  }

  /**
   * After a slice (or, `final`, the whole part): resolve the new links, give the scanner
   * the new visible text, emit the links no text URI still to come can precede, and drop
   * what no record needs any more.
   */
  step(options: ExtractOptions, emit: (f: Found) => void, final: boolean): void {
    const c = this.c;
    const pieces = c.pieces;
    this.resolveNew(maxLengthOf(options));
    // a part read whole: no ":" in the visible text, no URI in it — but schemeless links
    // need no ":" (fuzzy). (Read in slices, all of it is scanned: a ":" may come later.)
    if (
      this.scanner === null &&
      (!final || c.textColon || (options.fuzzy === true && c.textLen > 0))
    )
      this.scanner = this.textScanner(options, emit);
    const scanner = this.scanner;
    if (scanner !== null && pieces.n > this.fed) {
      // the visible text, extracted from as UTF-8: offsets in it map to pieces, and through
      // them to the source
      const text = pieces.text(this.bytes, this.fed, c.textLen);
      this.fed = pieces.n;
      scanner.push(text);
    }
    if (final) {
      scanner?.end();
      this.linksBefore(Number.POSITIVE_INFINITY, options, emit);
      return;
    }
    // every text URI still to come starts at or after `e` in the visible text. (The scanner
    // keeps ~1.3 kB behind its search for its look-backs, and a URI may start there: links
    // after the last of the visible text wait for more of it — a part of tags and no text
    // keeps them, as it did read whole.)
    const e = scanner!.earliest();
    if (e >= c.textLen) {
      // none in the text read: each link read (its tag is done) comes before any still to come
      this.linksBefore(Number.POSITIVE_INFINITY, options, emit);
    } else {
      const ps = pieces.at(e);
      this.linksBefore(
        pieces.str[ps]! < 0 ? pieces.hs[ps]! + (e - pieces.t[ps]!) : pieces.hs[ps]!,
        options,
        emit,
      );
    }
    this.drop(e >= c.textLen ? pieces.n : pieces.at(e));
  }

  /** Drop the pieces before piece k and the links emitted, keeping the <a> links still used. */
  private drop(k: number): void {
    const c = this.c;
    const pieces = c.pieces;
    pieces.drop(k);
    this.fed -= k;
    const done = this.next - c.linkBase;
    if (done < 1024) return;
    // the <a> links the kept pieces sit in, and the open one (pieces still to come sit in it)
    const used = new Set<number>();
    if (c.anchor >= 0) used.add(c.anchor);
    for (let i = 0; i < pieces.n; i++) if (pieces.anchor[i]! >= 0) used.add(pieces.anchor[i]!);
    for (const n of this.anchors.keys()) if (!used.has(n)) this.anchors.delete(n);
    for (const n of used)
      if (n >= c.linkBase && n < this.next) this.anchors.set(n, this.linkAt(n)!);
    c.links = c.links.slice(done);
    c.linkBase = this.next;
  }
}
