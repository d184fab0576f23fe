/**
 * URIs in text/html parts, with htmlparser2's tokenizer (character references decoded with
 * `entities`, the package htmlparser2 uses):
 * - link attributes: a[href], area[href], link[href], img[src], form[action], iframe[src]
 *   (delimiter `html`), resolved against the first <base href>, else the base of the
 *   enclosing MIME entity (Content-Base / Content-Location), else options.base, else left
 *   as written with `relative: true` — the precedence of draft-fielding-05 §5.1;
 * - URIs in the visible text through the text extractor (all its rules), except one that
 *   repeats the href of the link it sits in.
 * Offsets are UTF-8 byte offsets into the decoded HTML part.
 *
 * The tokenizer reads the part's UTF-8 bytes as a latin1 string (one character per byte): it
 * acts on ASCII characters only and treats every other code unit alike, so it finds the same
 * tokens as in the decoded text, at byte offsets, and no UTF-16 copy of the part is made.
 * Strings that leave this module (attribute values, raw spans, tag names with non-ASCII
 * characters) are decoded from the bytes.
 */
import type { QuoteType, Tokenizer, TokenizerCallbacks } from "htmlparser2";
import { createTextScanner } from "../extract/text-scanner.js";
import type { ExtractOptions, Found, MessageInfo } from "../extract/types.js";
import { htmlEntities, htmlTokenizerLibrary } from "./mail-libraries.js";
import { LineColumns } from "./positions.js";
import { hasScheme, makeRecord, resolveRef } from "./records.js";

const LINK_ATTR: Record<string, string> = {
  a: "href",
  area: "href",
  link: "href",
  img: "src",
  form: "action",
  iframe: "src",
  base: "href",
};

/** Elements whose boundaries break the visible text into lines. */
const BLOCK = new Set(
  "address article aside blockquote br dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul".split(
    " ",
  ),
);

/** A character reference at lastIndex: named, decimal or hexadecimal (HTML §13.5). */
const ENTITY_RE = /&(?:#[0-9]{1,8};?|#[xX][0-9a-fA-F]{1,8};?|[A-Za-z][A-Za-z0-9]{0,40};?)/y;

/** Raw-text elements whose content is not visible text. */
const HIDDEN = new Set(["script", "style", "template"]);

/** What the scanner does with an element: every other element is `OTHER`. */
interface TagKind {
  /** lowercase name */
  name: string;
  /** the attribute that holds its link (LINK_ATTR), or "" */
  linkAttr: string;
  block: boolean;
  hidden: boolean;
}

const OTHER: TagKind = { name: "", linkAttr: "", block: false, hidden: false };
const KINDS = new Map<string, TagKind>();
for (const name of [...Object.keys(LINK_ATTR), ...BLOCK, ...HIDDEN]) {
  KINDS.set(name, {
    name,
    linkAttr: LINK_ATTR[name] ?? "",
    block: BLOCK.has(name),
    hidden: HIDDEN.has(name),
  });
}
/** Longest name in KINDS: a longer tag name is OTHER. */
const MAX_TAG = 10;
/** KINDS by length and first letter: BY_START[len * 128 + first] */
const BY_START: TagKind[][] = [];
for (const k of KINDS.values()) {
  const at = k.name.length * 128 + k.name.charCodeAt(0);
  const list = BY_START[at] ?? [];
  list.push(k);
  BY_START[at] = list;
}

/** Bytes of UTF-8 per UTF-16 code unit, at most (astral characters: 4 bytes, 2 units). */
const MAX_UTF8_PER_UNIT = 3;

/**
 * The kind of the element named `bytes[s, e)` (`html` is their latin1 view), matched ASCII
 * case-insensitively over char codes (tag names are read for every element: no string is
 * made for them). A name with a non-ASCII character is decoded and goes through
 * toLowerCase as it is (U+212A KELVIN SIGN lowercases to "k").
 */
function tagKind(html: string, bytes: Buffer, s: number, e: number): TagKind {
  const len = e - s;
  if (len === 0 || len > MAX_TAG * MAX_UTF8_PER_UNIT) return OTHER;
  for (let i = s; i < e; i++) {
    if (html.charCodeAt(i) >= 128) {
      const name = bytes.toString("utf8", s, e);
      return name.length > MAX_TAG ? OTHER : (KINDS.get(name.toLowerCase()) ?? OTHER);
    }
  }
  if (len > MAX_TAG) return OTHER;
  let c = html.charCodeAt(s);
  if (c >= 65 && c <= 90) c += 32;
  const list = BY_START[len * 128 + c];
  if (list === undefined) return OTHER;
  for (let k = 0; k < list.length; k++) {
    const name = list[k]!.name;
    let i = 1;
    for (; i < len; i++) {
      let d = html.charCodeAt(s + i);
      if (d >= 65 && d <= 90) d += 32;
      if (d !== name.charCodeAt(i)) break;
    }
    if (i === len) return list[k]!;
  }
  return OTHER;
}

/** The name at `bytes[s, e)`, lowercased, is `name` (lowercase ASCII); no string is made. */
function sameLower(html: string, bytes: Buffer, s: number, e: number, name: string): boolean {
  if (e - s < name.length || e - s > name.length * MAX_UTF8_PER_UNIT) return false;
  for (let i = s; i < e; i++) {
    if (html.charCodeAt(i) >= 128) {
      const real = bytes.toString("utf8", s, e);
      return real.length === name.length && real.toLowerCase() === name;
    }
  }
  if (e - s !== name.length) return false;
  for (let i = 0; i < name.length; i++) {
    let d = html.charCodeAt(s + i);
    if (d >= 65 && d <= 90) d += 32;
    if (d !== name.charCodeAt(i)) return false;
  }
  return true;
}

interface Link {
  tag: string;
  value: string;
  start: number;
  end: number;
}

/**
 * The pieces of the visible text, as parallel arrays reused from part to part (an archive
 * has millions of text runs; objects for them were most of the garbage): for piece i,
 * `t` its start in the visible text, `hs`/`he` its source range in the HTML (byte offsets),
 * `anchor` the index in links of the <a> it sits in (or -1), `str` -1 when the piece is the
 * source bytes themselves, else the index in `strs` of its text (a decoded reference or an
 * inserted line break).
 */
class Pieces {
  n = 0;
  t = new Int32Array(1024);
  hs = new Int32Array(1024);
  he = new Int32Array(1024);
  anchor = new Int32Array(1024);
  str = new Int32Array(1024);
  strs: string[] = [];
  push(t: number, hs: number, he: number, str: number, anchor: number): void {
    if (this.n === this.t.length) {
      const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.t = grow(this.t);
      this.hs = grow(this.hs);
      this.he = grow(this.he);
      this.anchor = grow(this.anchor);
      this.str = grow(this.str);
    }
    const i = this.n++;
    this.t[i] = t;
    this.hs[i] = hs;
    this.he[i] = he;
    this.anchor[i] = anchor;
    this.str[i] = str;
  }
  /** the piece holding visible-text offset ci */
  at(ci: number): number {
    let lo = 0;
    let hi = this.n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.t[mid]! <= ci) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  /** The visible text as UTF-8: source pieces copied from `bytes`, the others encoded. */
  text(bytes: Buffer, length: number): Buffer {
    // zero-filled: should a piece ever not cover its range, no stale memory is scanned
    const out = Buffer.alloc(length);
    const { t, hs, he, str, strs } = this;
    for (let i = 0; i < this.n; i++) {
      const k = str[i]!;
      const at = t[i]!;
      if (k >= 0) {
        const v = strs[k]!;
        if (v.length === 1 && v.charCodeAt(0) < 128) out[at] = v.charCodeAt(0);
        else out.write(v, at, "utf8");
        continue;
      }
      const a = hs[i]!;
      const b = he[i]!;
      if (b - a > 64) out.set(bytes.subarray(a, b), at);
      else for (let j = a, o = at; j < b; j++, o++) out[o] = bytes[j]!;
    }
    return out;
  }
}

const isWs = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;

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

/**
 * Tokenizer callbacks: one instance and one Tokenizer serve every part, so the tokenizer's
 * calls into them stay monomorphic (fast) across a whole archive.
 */
/**
 * htmlparser2's QuoteType values (the library loads on first use, mail-libraries.ts; a test
 * compares these with its own)
 */
export const QUOTE = { NoValue: 0, Unquoted: 1, Single: 2, Double: 3 } as const;

class Collector implements TokenizerCallbacks {
  /** the part's UTF-8 bytes, and `html` the latin1 view the tokenizer reads */
  bytes: Buffer = Buffer.alloc(0);
  html = "";
  links: Link[] = [];
  readonly pieces = new Pieces();
  /** length of the visible text in UTF-8 bytes */
  textLen = 0;
  textColon = false;
  private tag: TagKind = OTHER;
  /** the attribute being read is the tag's link attribute */
  private inLinkAttr = false;
  private attrNameEnd = 0;
  private valueStart = -1;
  /** the pieces of the link attribute's value (reused) */
  private readonly valueParts: string[] = [];
  private tagLink: Link | null = null;
  private anchor = -1;
  private hidden = "";
  private lastNewline = true;
  /** the first ":" and "&" at or after the last text run's start, or -1 */
  private nextColon = 0;
  private nextAmp = 0;
  private lastText = 0;

  reset(bytes: Buffer, html: string): void {
    this.bytes = bytes;
    this.html = html;
    this.links = [];
    this.pieces.n = 0;
    this.pieces.strs = [];
    this.textLen = 0;
    this.textColon = false;
    this.tag = OTHER;
    this.inLinkAttr = false;
    this.valueParts.length = 0;
    this.tagLink = null;
    this.anchor = -1;
    this.hidden = "";
    this.lastNewline = true;
    this.nextColon = html.indexOf(":");
    this.nextAmp = html.indexOf("&");
    this.lastText = 0;
  }

  /** the source bytes [hs, he) as they are */
  private pushSource(hs: number, he: number): void {
    this.pieces.push(this.textLen, hs, he, -1, this.anchor);
    this.textLen += he - hs;
    this.lastNewline = false;
  }

  /** text that is not the source: a decoded character reference */
  private pushDecoded(s: string, hs: number, he: number): void {
    const strs = this.pieces.strs;
    this.pieces.push(this.textLen, hs, he, strs.length, this.anchor);
    strs.push(s);
    this.textLen += s.length === 1 && s.charCodeAt(0) < 128 ? 1 : Buffer.byteLength(s, "utf8");
    this.lastNewline = false;
  }

  private pushBreak(at: number): void {
    if (this.lastNewline) return;
    const strs = this.pieces.strs;
    this.pieces.push(this.textLen, at, at, strs.length, -1);
    strs.push("\n");
    this.textLen += 1;
    this.lastNewline = true;
  }

  private endOpenTag(): void {
    if (this.tagLink) {
      this.links.push(this.tagLink);
      if (this.tag.name === "a") this.anchor = this.links.length - 1;
      this.tagLink = null;
    }
    if (this.tag.hidden) this.hidden = this.tag.name;
  }

  onopentagname(s: number, e: number): void {
    const tag = tagKind(this.html, this.bytes, s, e);
    this.tag = tag;
    this.inLinkAttr = false;
    this.tagLink = null;
    if (tag.block) this.pushBreak(s - 1);
  }
  onattribname(s: number, e: number): void {
    const want = this.tag.linkAttr;
    this.inLinkAttr = want !== "" && sameLower(this.html, this.bytes, s, e, want);
    this.attrNameEnd = e;
    this.valueStart = -1;
    if (this.valueParts.length !== 0) this.valueParts.length = 0;
  }
  onattribdata(s: number, e: number): void {
    if (!this.inLinkAttr) return;
    if (this.valueStart < 0) this.valueStart = s;
    this.valueParts.push(this.bytes.toString("utf8", s, e));
  }
  onattribentity(): void {
    // not called: entities are decoded by `entities` (see the tokenizer's options below)
  }
  onattribend(quote: QuoteType, endIndex: number): void {
    if (!this.inLinkAttr || quote === QUOTE.NoValue) return;
    if (this.tagLink) return; // the first of duplicate attributes counts (HTML §13.2.5.33)
    const html = this.html;
    const end = quote === QUOTE.Double || quote === QUOTE.Single ? endIndex - 1 : endIndex;
    let start = this.valueStart;
    if (start < 0) {
      // the value starts with an entity or is empty: step over `=`, spaces and the quote
      let i = this.attrNameEnd;
      while (i < end && (isWs(html.charCodeAt(i)) || html.charCodeAt(i) === 61)) i++;
      if (quote !== QUOTE.Unquoted && i < end) i++;
      start = Math.min(i, end);
    }
    const raw = this.valueParts.length === 1 ? this.valueParts[0]! : this.valueParts.join("");
    const value = raw.indexOf("&") >= 0 ? htmlEntities().decodeHTMLAttribute(raw) : raw;
    this.tagLink = { tag: this.tag.name, value, start, end };
  }
  onopentagend(): void {
    this.endOpenTag();
  }
  onselfclosingtag(): void {
    this.endOpenTag();
    if (this.hidden === this.tag.name) this.hidden = "";
  }
  onclosetag(s: number, e: number): void {
    const tag = tagKind(this.html, this.bytes, s, e);
    if (tag.name === this.hidden) this.hidden = "";
    if (tag.name === "a") this.anchor = -1;
    if (tag.block) this.pushBreak(s - 2);
  }
  ontext(s: number, e: number): void {
    // htmlparser2 12 reports a part that ends inside a self-closing tag (`<br/`, `<a b/`) as
    // text from -1: the HTML tokenizer drops such a tag (HTML §13.2.5.40, eof-in-tag), so
    // there is no text to read (it read past the pieces: uninitialised bytes were scanned)
    if (s < 0 || e <= s || this.hidden) return;
    const html = this.html;
    if (s < this.lastText) {
      // text runs come in order; should one not, search again from it
      this.nextColon = html.indexOf(":", s);
      this.nextAmp = html.indexOf("&", s);
    }
    this.lastText = s;
    if (!this.textColon && this.nextColon >= 0) {
      if (this.nextColon < s) this.nextColon = html.indexOf(":", s);
      if (this.nextColon >= 0 && this.nextColon < e) this.textColon = true;
    }
    if (this.nextAmp >= 0 && this.nextAmp < s) this.nextAmp = html.indexOf("&", s);
    if (this.nextAmp < 0 || this.nextAmp >= e) {
      this.pushSource(s, e);
      return;
    }
    // character references (HTML §13.2.5.72): each decoded one maps to its source range
    const t = html.slice(s, e);
    let amp = this.nextAmp - s;
    let from = 0;
    while (amp >= 0) {
      if (amp > from) this.pushSource(s + from, s + amp);
      ENTITY_RE.lastIndex = amp;
      const m = ENTITY_RE.exec(t);
      const len = m ? m[0].length : 1;
      const decoded = m ? htmlEntities().decodeHTML(m[0]) : "&";
      if (decoded.indexOf(":") >= 0) this.textColon = true;
      // a reference that is not decoded stays the source text
      if (decoded === m?.[0] || !m) this.pushSource(s + amp, s + amp + len);
      else this.pushDecoded(decoded, s + amp, s + amp + len);
      from = amp + len;
      amp = t.indexOf("&", from);
    }
    if (from < t.length) this.pushSource(s + from, e);
  }
  ontextentity(): void {
    // not called: entities are decoded by `entities`
  }
  oncdata(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {}
}

const collector = new Collector();
// Entities are decoded outside the tokenizer, with the `entities` package htmlparser2 itself
// uses: with decodeEntities off the tokenizer skips text and attribute values with indexOf,
// twice as fast on mail HTML. Made for the first HTML part (mail-libraries.ts).
let tokenizer: Tokenizer | undefined;

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
let warm = false;
const EMPTY = Buffer.alloc(0);

/**
 * The URIs of one text/html part, to `emit` in order of position. `bytes`: the part decoded
 * to UTF-8 (valid UTF-8: they are read as latin1 below, and offsets are offsets into them).
 * The links of the tags and the URIs of the visible text each come in order of position;
 * they are merged as they are made, not held for the part and sorted (a 10 MB part of
 * links held 167,000 records: 222 MB peak), a tag's link before a text URI at the same
 * place.
 */
export function scanHtml(
  bytes: Buffer,
  entityBase: string | undefined,
  message: MessageInfo,
  options: ExtractOptions,
  emit: (f: Found) => void,
): void {
  const maxLength = options.maxLength ?? 8192;
  if (tokenizer === undefined) {
    tokenizer = new (htmlTokenizerLibrary().Tokenizer)({ decodeEntities: false }, collector);
  }
  if (!warm) {
    warm = true;
    const warmBytes = Buffer.from(WARM_UP, "latin1");
    for (let i = 0; i < 20; i++) {
      collector.reset(warmBytes, WARM_UP);
      tokenizer.reset();
      tokenizer.write(WARM_UP);
      tokenizer.end();
    }
  }
  const html = bytes.toString("latin1");
  collector.reset(bytes, html);
  tokenizer.reset();
  tokenizer.write(html);
  tokenizer.end();
  try {
    const { links, pieces, textLen, textColon } = collector;

    let lc: LineColumns | null = null;
    const position = (start: number, end: number) => {
      lc ??= new LineColumns(bytes);
      const { line, column } = lc.at(start);
      return { raw: bytes.toString("utf8", start, end), start, end, line, column };
    };

    // <base href>: the first one with a value (HTML §4.2.3), itself resolved against the
    // entity's base when relative
    let base = entityBase;
    const baseLink = links.find((l) => l.tag === "base" && l.value.trim() !== "");
    if (baseLink) {
      const b = trimmedHref(baseLink.value).uri;
      const r = resolveRef(b, entityBase);
      if (r !== null) base = r;
    }

    // each link's reference, resolved when it can be (a text URI that repeats its link's is
    // not reported again, below); null: no record (a <base>, an empty or same-document
    // reference — RFC 3986 §4.4: "#top" names no other resource — or one too long)
    const resolvedOf: string[] = [];
    const relativeOf: Array<boolean | null> = [];
    for (const l of links) {
      const { uri: ref } = trimmedHref(l.value);
      let uri = ref;
      let relative: boolean | null = false;
      if (l.tag === "base" || ref === "" || ref.charCodeAt(0) === 35 || ref.length > maxLength) {
        relative = null;
      } else if (!hasScheme(ref)) {
        const r = resolveRef(ref, base);
        if (r === null) relative = true;
        else uri = r;
      }
      resolvedOf.push(uri);
      relativeOf.push(relative);
    }
    // the links' records, made and emitted up to a place (links come in order of start)
    let next = 0;
    const linksBefore = (limit: number) => {
      for (; next < links.length && links[next]!.start <= limit; next++) {
        const relative = relativeOf[next]!;
        if (relative === null) continue;
        const l = links[next]!;
        const { wrapped } = trimmedHref(l.value);
        const span = { ...position(l.start, l.end), wrapped };
        const f = makeRecord(resolvedOf[next]!, relative, "html", span, message, options);
        if (f) emit(f);
      }
    };

    // no ":" in the visible text: no URI in it — but schemeless links need no ":" (fuzzy)
    if (textColon || (options.fuzzy === true && textLen > 0)) {
      // the visible text, extracted from as UTF-8: offsets in it map to pieces, and through
      // them to the source (a URI that starts or ends in a decoded reference takes all of it)
      const scanner = createTextScanner({ ...options, mode: "text" }, (f) => {
        const ps = pieces.at(f.start);
        const a = pieces.anchor[ps]!;
        if (a >= 0) {
          const l = links[a]!;
          if (sameRef(f.uri, trimmedHref(l.value).uri) || sameRef(f.uri, resolvedOf[a]!)) return;
        }
        const hs =
          pieces.str[ps]! < 0 ? pieces.hs[ps]! + (f.start - pieces.t[ps]!) : pieces.hs[ps]!;
        const pe = pieces.at(Math.max(f.end - 1, f.start));
        const he = pieces.str[pe]! < 0 ? pieces.hs[pe]! + (f.end - pieces.t[pe]!) : pieces.he[pe]!;
        // the links before it first: positions are found going forward
        linksBefore(hs);
        const pos = position(hs, Math.max(he, hs));
        f.raw = pos.raw;
        f.start = pos.start;
        f.end = pos.end;
        f.line = pos.line;
        f.column = pos.column;
        f.message = message;
        emit(f);
      });
      scanner.push(pieces.text(bytes, textLen));
      scanner.end();
    }
    linksBefore(Number.POSITIVE_INFINITY);
  } finally {
    collector.reset(EMPTY, ""); // let the part's bytes and strings go (also when emit threw)
  }
}
