/**
 * What the HTML tokenizer reports, collected for html.ts: the links of the tags (a[href],
 * img[src], …) and the visible text as pieces that map it back to the source bytes
 * (character references decoded with `entities`, the package htmlparser2 uses; inserted
 * line breaks at block elements; nothing of script, style or template).
 *
 * The tokenizer reads the part's UTF-8 bytes as latin1 (one character per byte): it acts on
 * ASCII characters only and treats every other code unit alike, so it finds the same tokens
 * as in the decoded text, at byte offsets. The callbacks read the bytes themselves; strings
 * that leave this module (attribute values, tag names with non-ASCII characters) are decoded
 * from them.
 */
import type { QuoteType, TokenizerCallbacks } from "htmlparser2";
import { cssUrls, refreshUrl, srcsetUrls } from "./html-attribute-urls.js";
import { htmlEntities } from "./mail-libraries.js";

/**
 * The attribute of an element that holds a URL (HTML §2.5.1, HTML 4.01 §B "URI" attributes):
 * one per element. Mail loads background images (`<td background="…">`: bogofilter's ham and
 * spam, HTML 4.01 §15.1.4) and embedded media as it loads images. Not a quotation's source:
 * `<blockquote type="cite" cite="mid:…">` is Thunderbird's reference to the message quoted
 * (472 in the usrp-users archive), a Message-ID as In-Reply-To gives it, and those are not
 * read either.
 */
const LINK_ATTR: Record<string, string> = {
  a: "href",
  area: "href",
  link: "href",
  img: "src",
  form: "action",
  iframe: "src",
  base: "href",
  body: "background",
  table: "background",
  tr: "background",
  td: "background",
  th: "background",
  frame: "src",
  embed: "src",
  source: "src",
  audio: "src",
  video: "src",
  track: "src",
  input: "src",
  script: "src",
  object: "data",
};

/**
 * A second attribute of an element that holds URLs, read by its own grammar
 * (html-attribute-urls.ts): the image candidates of `<img srcset>` and `<source srcset>`
 * (HTML §4.8.4.3; in a `<picture>` the source's srcset is its only URL), a video's `poster`
 * image (HTML §4.8.9), and the `content` of `<meta http-equiv="refresh">` (HTML §4.2.5.3).
 * Any element's `style` attribute is read for CSS `url(…)` too.
 */
const MORE_ATTR: Record<string, string> = {
  img: "srcset",
  source: "srcset",
  video: "poster",
  meta: "content",
};

/** What an attribute holds (Collector.onattribname): a bit each, for duplicates */
const A_LINK = 1;
const A_SRCSET = 2;
const A_POSTER = 4;
const A_CONTENT = 8;
const A_HTTP_EQUIV = 16;
const A_STYLE = 32;

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
  /** the attribute that holds more of them (MORE_ATTR), or "" */
  moreAttr: string;
  block: boolean;
  hidden: boolean;
}

const OTHER: TagKind = { name: "", linkAttr: "", moreAttr: "", block: false, hidden: false };
const KINDS = new Map<string, TagKind>();
for (const name of [...Object.keys(LINK_ATTR), ...Object.keys(MORE_ATTR), ...BLOCK, ...HIDDEN]) {
  KINDS.set(name, {
    name,
    linkAttr: LINK_ATTR[name] ?? "",
    moreAttr: MORE_ATTR[name] ?? "",
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
 * The kind of the element named `bytes[s, e)`, matched ASCII
 * case-insensitively over char codes (tag names are read for every element: no string is
 * made for them). A name with a non-ASCII character is decoded and goes through
 * toLowerCase as it is (U+212A KELVIN SIGN lowercases to "k").
 */
function tagKind(bytes: Buffer, s: number, e: number): TagKind {
  const len = e - s;
  if (len === 0 || len > MAX_TAG * MAX_UTF8_PER_UNIT) return OTHER;
  for (let i = s; i < e; i++) {
    if (bytes[i]! >= 128) {
      const name = bytes.toString("utf8", s, e);
      return name.length > MAX_TAG ? OTHER : (KINDS.get(name.toLowerCase()) ?? OTHER);
    }
  }
  if (len > MAX_TAG) return OTHER;
  let c = bytes[s]!;
  if (c >= 65 && c <= 90) c += 32;
  const list = BY_START[len * 128 + c];
  if (list === undefined) return OTHER;
  for (let k = 0; k < list.length; k++) {
    const name = list[k]!.name;
    let i = 1;
    for (; i < len; i++) {
      let d = bytes[s + i]!;
      if (d >= 65 && d <= 90) d += 32;
      if (d !== name.charCodeAt(i)) break;
    }
    if (i === len) return list[k]!;
  }
  return OTHER;
}

/** The name at `bytes[s, e)`, lowercased, is `name` (lowercase ASCII); no string is made. */
function sameLower(bytes: Buffer, s: number, e: number, name: string): boolean {
  if (e - s < name.length || e - s > name.length * MAX_UTF8_PER_UNIT) return false;
  for (let i = s; i < e; i++) {
    if (bytes[i]! >= 128) {
      const real = bytes.toString("utf8", s, e);
      return real.length === name.length && real.toLowerCase() === name;
    }
  }
  if (e - s !== name.length) return false;
  for (let i = 0; i < name.length; i++) {
    let d = bytes[s + i]!;
    if (d >= 65 && d <= 90) d += 32;
    if (d !== name.charCodeAt(i)) return false;
  }
  return true;
}

/** A tag's link: its attribute's value, character references decoded, and where it is. */
export interface Link {
  tag: string;
  value: string;
  start: number;
  end: number;
  /** set by html.ts: the reference resolved when it can be, else as written */
  uri: string;
  /** set by html.ts: false resolved or absolute, true relative, null no record */
  relative: boolean | null;
}

/**
 * The pieces of the visible text, as parallel arrays reused from part to part (an archive
 * has millions of text runs; objects for them were most of the garbage): for piece i,
 * `t` its start in the visible text, `hs`/`he` its source range in the HTML (byte offsets),
 * `anchor` the number of the <a>'s link it sits in (Collector.links, or -1), `str` -1 when
 * the piece is the source bytes themselves, else the index in `strs` of its text (a decoded
 * reference or an inserted line break). A large part's pieces are dropped from the front as
 * its text is read (`drop`), so they hold a window of the text, not all of it.
 */
export class Pieces {
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
    // an offset in a dropped piece would be mapped to the wrong place: a bug, reported (the
    // message is skipped with a warning, mail-scanner.ts), never a wrong position
    if (this.n === 0 || ci < this.t[0]!) throw new Error(`html: text offset ${ci} not kept`);
    let lo = 0;
    let hi = this.n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.t[mid]! <= ci) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  /**
   * The visible text of pieces [from, n) as UTF-8 (`end`: where it ends in the visible
   * text): source pieces copied from `bytes`, the others encoded.
   */
  text(bytes: Buffer, from: number, end: number): Buffer {
    const origin = from < this.n ? this.t[from]! : end;
    // zero-filled: should a piece ever not cover its range, no stale memory is scanned
    const out = Buffer.alloc(end - origin);
    const { t, hs, he, str, strs } = this;
    for (let i = from; i < this.n; i++) {
      const k = str[i]!;
      const at = t[i]! - origin;
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
  /** Drop pieces [0, k): their text is read, and no record still to come starts in it. */
  drop(k: number): void {
    if (k <= 0) return;
    const n = this.n;
    for (const a of [this.t, this.hs, this.he, this.anchor, this.str]) a.copyWithin(0, k, n);
    this.n = n - k;
    // the kept pieces' strings begin with the first kept piece that has one
    let first = -1;
    for (let i = 0; i < this.n && first < 0; i++) first = this.str[i]!;
    if (first < 0) {
      this.strs = [];
    } else if (first > 0) {
      this.strs = this.strs.slice(first);
      for (let i = 0; i < this.n; i++) if (this.str[i]! >= 0) this.str[i] = this.str[i]! - first;
    }
  }
}

const isWs = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;

/**
 * htmlparser2's QuoteType values (the library loads on first use, mail-libraries.ts; a test
 * compares these with its own)
 */
export const QUOTE = { NoValue: 0, Unquoted: 1, Single: 2, Double: 3 } as const;

/**
 * Tokenizer callbacks: one instance and one Tokenizer serve every part, so the tokenizer's
 * calls into them stay monomorphic (fast) across a whole archive. The tokenizer reads the
 * part in slices; every offset it reports is an offset into the whole part, and the
 * callbacks read the part's bytes, not the slice.
 */
export class Collector implements TokenizerCallbacks {
  /** the part's UTF-8 bytes */
  bytes: Buffer = Buffer.alloc(0);
  /** the links of the tags in order, from the one numbered `linkBase` on (the caller drops
   * those it is done with, html.ts) */
  links: Link[] = [];
  linkBase = 0;
  readonly pieces = new Pieces();
  /** length of the visible text in UTF-8 bytes */
  textLen = 0;
  textColon = false;
  private tag: TagKind = OTHER;
  /** what the attribute being read holds (A_LINK …), 0 nothing read */
  private attrKind = 0;
  /** the attribute kinds the tag has had: the first of duplicates counts (HTML §13.2.5.33) */
  private attrsSeen = 0;
  private attrNameEnd = 0;
  /**
   * the link attribute's value as the tokenizer reported it: bytes [valueStart, valueEnd),
   * in one piece or, when a slice ends inside it, several that follow one another — decoded
   * once, whole (a piece may end inside a UTF-8 character)
   */
  private valueStart = -1;
  private valueEnd = -1;
  private tagLink: Link | null = null;
  /** the tag's other links (srcset, poster, style), in order */
  private tagLinks: Link[] = [];
  /** `<meta>`: its content's URL, taken when http-equiv says "refresh" */
  private metaContent: Link | null = null;
  private metaRefresh = false;
  /** a `<style>` element's text: [styleFrom, styleTo) of the bytes, styleFrom -1 when none */
  private styleFrom = -1;
  private styleTo = -1;
  /** the ranges the grammars found (html-attribute-urls.ts), reused */
  private readonly ranges: number[] = [];
  /** the number of the open <a>'s link, or -1 */
  anchor = -1;
  private hidden = "";
  private lastNewline = true;
  /** the first ":" and "&" at or after the last text run's start, or -1 */
  private nextColon = 0;
  private nextAmp = 0;
  private lastText = 0;

  reset(bytes: Buffer): void {
    this.bytes = bytes;
    this.links = [];
    this.linkBase = 0;
    this.pieces.n = 0;
    this.pieces.strs = [];
    this.textLen = 0;
    this.textColon = false;
    this.tag = OTHER;
    this.attrKind = 0;
    this.attrsSeen = 0;
    this.valueStart = -1;
    this.tagLink = null;
    this.tagLinks = [];
    this.metaContent = null;
    this.metaRefresh = false;
    this.styleFrom = -1;
    this.anchor = -1;
    this.hidden = "";
    this.lastNewline = true;
    this.nextColon = bytes.indexOf(58);
    this.nextAmp = bytes.indexOf(38);
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
    if (this.metaContent !== null && this.metaRefresh) this.tagLinks.push(this.metaContent);
    this.metaContent = null;
    this.metaRefresh = false;
    const more = this.tagLinks;
    if (this.tagLink) {
      // the tag's links in the order they are written (records come in order of start)
      let k = 0;
      while (k < more.length && more[k]!.start < this.tagLink.start) this.links.push(more[k++]!);
      this.links.push(this.tagLink);
      if (this.tag.name === "a") this.anchor = this.linkBase + this.links.length - 1;
      this.tagLink = null;
      while (k < more.length) this.links.push(more[k++]!);
    } else for (const l of more) this.links.push(l);
    if (more.length > 0) this.tagLinks = [];
    if (this.tag.hidden) this.hidden = this.tag.name;
  }

  onopentagname(s: number, e: number): void {
    const tag = tagKind(this.bytes, s, e);
    this.tag = tag;
    this.attrKind = 0;
    this.attrsSeen = 0;
    this.tagLink = null;
    if (tag.block) this.pushBreak(s - 1);
  }
  onattribname(s: number, e: number): void {
    const { linkAttr, moreAttr } = this.tag;
    const bytes = this.bytes;
    let kind = 0;
    if (linkAttr !== "" && sameLower(bytes, s, e, linkAttr)) kind = A_LINK;
    else if (moreAttr !== "" && sameLower(bytes, s, e, moreAttr)) {
      kind = moreAttr === "srcset" ? A_SRCSET : moreAttr === "poster" ? A_POSTER : A_CONTENT;
    } else if (moreAttr === "content" && sameLower(bytes, s, e, "http-equiv")) kind = A_HTTP_EQUIV;
    else if (sameLower(bytes, s, e, "style")) kind = A_STYLE;
    if (this.attrsSeen & kind) kind = 0;
    this.attrsSeen |= kind;
    this.attrKind = kind;
    this.attrNameEnd = e;
    this.valueStart = -1;
  }
  onattribdata(s: number, e: number): void {
    if (this.attrKind === 0) return;
    if (this.valueStart < 0) this.valueStart = s;
    this.valueEnd = e;
  }
  onattribentity(): void {
    // not called: entities are decoded by `entities` (see the tokenizer's options below)
  }
  onattribend(quote: QuoteType, endIndex: number): void {
    const kind = this.attrKind;
    this.attrKind = 0;
    if (kind === 0 || quote === QUOTE.NoValue) return;
    if (kind !== A_LINK) {
      this.otherAttribute(kind, quote, endIndex);
      return;
    }
    const bytes = this.bytes;
    const end = quote === QUOTE.Double || quote === QUOTE.Single ? endIndex - 1 : endIndex;
    let start = this.valueStart;
    const raw = start < 0 ? "" : bytes.toString("utf8", start, this.valueEnd);
    if (start < 0) {
      // no data reported (an empty value): its place is past `=`, spaces and the quote
      let i = this.attrNameEnd;
      while (i < end && (isWs(bytes[i]!) || bytes[i] === 61)) i++;
      if (quote !== QUOTE.Unquoted && i < end) i++;
      start = Math.min(i, end);
    }
    const value = raw.indexOf("&") >= 0 ? htmlEntities().decodeHTMLAttribute(raw) : raw;
    this.tagLink = { tag: this.tag.name, value, start, end, uri: "", relative: null };
  }
  /**
   * A srcset, poster, refresh content, http-equiv or style attribute's value: its URLs by
   * their grammar (html-attribute-urls.ts), each a link of the tag. A value with character
   * references is read decoded, and its links span the whole value (their bytes are not
   * the source's)
   */
  private otherAttribute(kind: number, quote: QuoteType, endIndex: number): void {
    const start = this.valueStart;
    if (start < 0) return;
    const end = quote === QUOTE.Double || quote === QUOTE.Single ? endIndex - 1 : endIndex;
    const vEnd = this.valueEnd;
    const bytes = this.bytes;
    if (kind === A_HTTP_EQUIV) {
      this.metaRefresh = sameLower(bytes, start, vEnd, "refresh");
      return;
    }
    let b: Uint8Array = bytes;
    let from = start;
    let to = vEnd;
    // (a character reference in the value: looked for in the value only — the part's next
    // "&" may lie megabytes on, and every attribute looking there was quadratic)
    const amp = bytes.subarray(start, vEnd).indexOf(38);
    const decoded = amp >= 0;
    if (decoded) {
      b = Buffer.from(htmlEntities().decodeHTMLAttribute(bytes.toString("utf8", start, vEnd)));
      from = 0;
      to = b.length;
    }
    const r = this.ranges;
    r.length = 0;
    if (kind === A_SRCSET) srcsetUrls(b, from, to, r);
    else if (kind === A_STYLE) cssUrls(b, from, to, r);
    else if (kind === A_CONTENT) refreshUrl(b, from, to, r);
    else r.push(from, to); // poster: one URL, as a link attribute
    for (let k = 0; k < r.length; k += 2) {
      const value = Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString(
        "utf8",
        r[k],
        r[k + 1],
      );
      const link: Link = {
        tag: this.tag.name,
        value,
        start: decoded ? start : r[k]!,
        end: decoded ? end : r[k + 1]!,
        uri: "",
        relative: null,
      };
      if (kind === A_CONTENT) this.metaContent = link;
      else this.tagLinks.push(link);
    }
  }
  onopentagend(): void {
    this.endOpenTag();
  }
  onselfclosingtag(): void {
    this.endOpenTag();
    if (this.hidden === this.tag.name) this.hidden = "";
  }
  onclosetag(s: number, e: number): void {
    const tag = tagKind(this.bytes, s, e);
    if (tag.name === "style") this.styleSheetEnd();
    if (tag.name === this.hidden) this.hidden = "";
    if (tag.name === "a") this.anchor = -1;
    if (tag.block) this.pushBreak(s - 2);
  }
  ontext(s: number, e: number): void {
    // htmlparser2 12 reports a part that ends inside a self-closing tag (`<br/`, `<a b/`) as
    // text from -1: the HTML tokenizer drops such a tag (HTML §13.2.5.40, eof-in-tag), so
    // there is no text to read (it read past the pieces: uninitialised bytes were scanned)
    if (s < 0 || e <= s) return;
    if (this.hidden) {
      // a style sheet's text, read for url() when the element ends (it may come in pieces)
      if (this.hidden === "style") {
        if (this.styleFrom < 0) this.styleFrom = s;
        this.styleTo = e;
      }
      return;
    }
    const bytes = this.bytes;
    if (s < this.lastText) {
      // text runs come in order; should one not, search again from it
      this.nextColon = bytes.indexOf(58, s);
      this.nextAmp = bytes.indexOf(38, s);
    }
    this.lastText = s;
    if (!this.textColon && this.nextColon >= 0) {
      if (this.nextColon < s) this.nextColon = bytes.indexOf(58, s);
      if (this.nextColon >= 0 && this.nextColon < e) this.textColon = true;
    }
    if (this.nextAmp >= 0 && this.nextAmp < s) this.nextAmp = bytes.indexOf(38, s);
    if (this.nextAmp < 0 || this.nextAmp >= e) {
      this.pushSource(s, e);
      return;
    }
    // character references (HTML §13.2.5.72): each decoded one maps to its source range
    const t = bytes.toString("latin1", s, e);
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
  onend(): void {
    this.styleSheetEnd();
  }

  /** a `<style>` element's text ended: the URLs of its url()s are links (CSS Syntax §4.3.6) */
  private styleSheetEnd(): void {
    if (this.styleFrom < 0) return;
    const r = this.ranges;
    r.length = 0;
    cssUrls(this.bytes, this.styleFrom, this.styleTo, r);
    this.styleFrom = -1;
    for (let k = 0; k < r.length; k += 2) {
      const [start, end] = [r[k]!, r[k + 1]!];
      const value = this.bytes.toString("utf8", start, end);
      this.links.push({ tag: "style", value, start, end, uri: "", relative: null });
    }
  }
}
