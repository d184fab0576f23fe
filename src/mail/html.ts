/**
 * URIs in text/html parts, with htmlparser2's tokenizer (entities decoded by it):
 * - link attributes: a[href], area[href], link[href], img[src], form[action], iframe[src]
 *   (delimiter `html`), resolved against the first <base href>, else the base of the
 *   enclosing MIME entity (Content-Base / Content-Location), else options.base, else left
 *   as written with `relative: true` — the precedence of draft-fielding-05 §5.1;
 * - URIs in the visible text through the text extractor (all its rules), except one that
 *   repeats the href of the link it sits in.
 * Offsets are UTF-8 byte offsets into the decoded HTML part.
 */
import { decodeHTML, decodeHTMLAttribute } from "entities/decode";
import { QuoteType, Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { extractText } from "../extract/extract-text.js";
import type { ExtractOptions, Found, MessageInfo } from "../extract/types.js";
import { ByteOffsets, CharOffsets, LineColumns } from "./positions.js";
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

interface Link {
  tag: string;
  value: string;
  start: number;
  end: number;
}

/**
 * The pieces of the visible text, as parallel arrays reused from part to part (an archive
 * has millions of text runs; objects for them were most of the garbage): for piece i,
 * `t` its start in the visible text, `hs`/`he` its source range in the HTML (UTF-16
 * indices), `anchor` the index in links of the <a> it sits in (or -1), `exact` 1 when the
 * piece is the source text itself (not a decoded reference or an inserted line break).
 */
class Pieces {
  n = 0;
  t = new Int32Array(1024);
  hs = new Int32Array(1024);
  he = new Int32Array(1024);
  anchor = new Int32Array(1024);
  exact = new Uint8Array(1024);
  push(t: number, hs: number, he: number, exact: boolean, anchor: number): void {
    if (this.n === this.t.length) {
      const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.t = grow(this.t);
      this.hs = grow(this.hs);
      this.he = grow(this.he);
      this.anchor = grow(this.anchor);
      this.exact = grow(this.exact);
    }
    const i = this.n++;
    this.t[i] = t;
    this.hs[i] = hs;
    this.he[i] = he;
    this.anchor[i] = anchor;
    this.exact[i] = exact ? 1 : 0;
  }
  /** the piece holding visible-text index ci */
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
class Collector implements TokenizerCallbacks {
  html = "";
  links: Link[] = [];
  readonly pieces = new Pieces();
  texts: string[] = [];
  textLen = 0;
  textColon = false;
  private tag = "";
  private wantAttr = "";
  private attrName = "";
  private attrNameEnd = 0;
  private valueStart = -1;
  private valueParts: string[] = [];
  private tagLink: Link | null = null;
  private anchor = -1;
  private hidden = "";
  private lastNewline = true;

  reset(html: string): void {
    this.html = html;
    this.links = [];
    this.pieces.n = 0;
    this.texts = [];
    this.textLen = 0;
    this.textColon = false;
    this.tag = "";
    this.wantAttr = "";
    this.attrName = "";
    this.tagLink = null;
    this.anchor = -1;
    this.hidden = "";
    this.lastNewline = true;
  }

  private pushText(s: string, hs: number, he: number, exact: boolean): void {
    this.pieces.push(this.textLen, hs, he, exact, this.anchor);
    this.texts.push(s);
    this.textLen += s.length;
    this.lastNewline = false;
  }

  private pushBreak(at: number): void {
    if (this.lastNewline) return;
    this.pieces.push(this.textLen, at, at, false, -1);
    this.texts.push("\n");
    this.textLen += 1;
    this.lastNewline = true;
  }

  private endOpenTag(): void {
    if (this.tagLink) {
      this.links.push(this.tagLink);
      if (this.tag === "a") this.anchor = this.links.length - 1;
      this.tagLink = null;
    }
    if (HIDDEN.has(this.tag)) this.hidden = this.tag;
  }

  onopentagname(s: number, e: number): void {
    const tag = e - s > 10 ? "" : this.html.slice(s, e).toLowerCase();
    this.tag = tag;
    this.wantAttr = LINK_ATTR[tag] ?? "";
    this.tagLink = null;
    if (BLOCK.has(tag)) this.pushBreak(s - 1);
  }
  onattribname(s: number, e: number): void {
    this.attrName =
      this.wantAttr && e - s === this.wantAttr.length ? this.html.slice(s, e).toLowerCase() : "";
    this.attrNameEnd = e;
    this.valueStart = -1;
    this.valueParts = [];
  }
  onattribdata(s: number, e: number): void {
    if (!this.wantAttr || this.attrName !== this.wantAttr) return;
    if (this.valueStart < 0) this.valueStart = s;
    this.valueParts.push(this.html.slice(s, e));
  }
  onattribentity(): void {
    // not called: entities are decoded by `entities` (see the tokenizer's options below)
  }
  onattribend(quote: QuoteType, endIndex: number): void {
    if (!this.wantAttr || this.attrName !== this.wantAttr || quote === QuoteType.NoValue) return;
    if (this.tagLink) return; // the first of duplicate attributes counts (HTML §13.2.5.33)
    const html = this.html;
    const end = quote === QuoteType.Double || quote === QuoteType.Single ? endIndex - 1 : endIndex;
    let start = this.valueStart;
    if (start < 0) {
      // the value starts with an entity or is empty: step over `=`, spaces and the quote
      let i = this.attrNameEnd;
      while (i < end && (isWs(html.charCodeAt(i)) || html.charCodeAt(i) === 61)) i++;
      if (quote !== QuoteType.Unquoted && i < end) i++;
      start = Math.min(i, end);
    }
    const raw = this.valueParts.length === 1 ? this.valueParts[0]! : this.valueParts.join("");
    const value = raw.indexOf("&") >= 0 ? decodeHTMLAttribute(raw) : raw;
    this.tagLink = { tag: this.tag, value, start, end };
  }
  onopentagend(): void {
    this.endOpenTag();
  }
  onselfclosingtag(): void {
    this.endOpenTag();
    if (this.hidden === this.tag) this.hidden = "";
  }
  onclosetag(s: number, e: number): void {
    if (e - s > 10) return;
    const name = this.html.slice(s, e).toLowerCase();
    if (name === this.hidden) this.hidden = "";
    if (name === "a") this.anchor = -1;
    if (BLOCK.has(name)) this.pushBreak(s - 2);
  }
  ontext(s: number, e: number): void {
    if (this.hidden) return;
    const html = this.html;
    const t = html.slice(s, e);
    if (!this.textColon && t.indexOf(":") >= 0) this.textColon = true;
    let amp = t.indexOf("&");
    if (amp < 0) {
      this.pushText(t, s, e, true);
      return;
    }
    // character references (HTML §13.2.5.72): each decoded one maps to its source range
    let from = 0;
    while (amp >= 0) {
      if (amp > from) this.pushText(t.slice(from, amp), s + from, s + amp, true);
      ENTITY_RE.lastIndex = amp;
      const m = ENTITY_RE.exec(t);
      const len = m ? m[0].length : 1;
      const decoded = m ? decodeHTML(m[0]) : "&";
      if (decoded.indexOf(":") >= 0) this.textColon = true;
      this.pushText(decoded, s + amp, s + amp + len, decoded === m?.[0] || !m);
      from = amp + len;
      amp = t.indexOf("&", from);
    }
    if (from < t.length) this.pushText(t.slice(from), s + from, e, true);
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
// twice as fast on mail HTML.
const tokenizer = new Tokenizer({ decodeEntities: false }, collector);

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

export function scanHtml(
  html: string,
  htmlBytes: Buffer | null,
  entityBase: string | undefined,
  message: MessageInfo,
  options: ExtractOptions,
): Found[] {
  const maxLength = options.maxLength ?? 8192;
  if (!warm) {
    warm = true;
    for (let i = 0; i < 20; i++) {
      collector.reset(WARM_UP);
      tokenizer.reset();
      tokenizer.write(WARM_UP);
      tokenizer.end();
    }
  }
  collector.reset(html);
  tokenizer.reset();
  tokenizer.write(html);
  tokenizer.end();
  const { links, pieces, texts, textColon } = collector;

  const out: Found[] = [];
  const bytesOf = new ByteOffsets(html);
  let lc: LineColumns | null = null;
  const position = (cs: number, ce: number) => {
    const start = bytesOf.at(cs);
    const end = bytesOf.at(ce);
    lc ??= new LineColumns(htmlBytes ?? Buffer.from(html, "utf8"));
    const { line, column } = lc.at(start);
    return { raw: html.slice(cs, ce), start, end, line, column };
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

  const resolvedOf: string[] = [];
  for (let i = 0; i < links.length; i++) {
    const l = links[i]!;
    const { uri: ref, wrapped } = trimmedHref(l.value);
    resolvedOf.push(ref);
    // a same-document reference (RFC 3986 §4.4: "#top") names no other resource
    if (l.tag === "base" || ref === "" || ref.charCodeAt(0) === 35 || ref.length > maxLength)
      continue;
    let uri = ref;
    let relative = false;
    if (!hasScheme(ref)) {
      const r = resolveRef(ref, base);
      if (r === null) relative = true;
      else uri = r;
    }
    resolvedOf[i] = uri;
    const f = makeRecord(
      uri,
      relative,
      "html",
      { ...position(l.start, l.end), wrapped },
      message,
      options,
    );
    if (f) out.push(f);
  }

  if (textColon) {
    const text = texts.join("");
    const textBytes = Buffer.from(text, "utf8");
    const chars = new CharOffsets(textBytes, textBytes.length === text.length);
    const found = extractText(textBytes, { ...options, mode: "text" });
    for (const f of found) {
      const cs = chars.at(f.start);
      const ce = chars.at(f.end);
      const ps = pieces.at(cs);
      const a = pieces.anchor[ps]!;
      if (a >= 0) {
        const l = links[a]!;
        if (sameRef(f.uri, trimmedHref(l.value).uri) || sameRef(f.uri, resolvedOf[a]!)) continue;
      }
      const hs = pieces.exact[ps] ? pieces.hs[ps]! + (cs - pieces.t[ps]!) : pieces.hs[ps]!;
      const pe = pieces.at(Math.max(ce - 1, cs));
      const he = pieces.exact[pe] ? pieces.hs[pe]! + (ce - pieces.t[pe]!) : pieces.he[pe]!;
      const pos = position(hs, Math.max(he, hs));
      out.push({
        ...f,
        raw: pos.raw,
        start: pos.start,
        end: pos.end,
        line: pos.line,
        column: pos.column,
        message,
      });
    }
  }
  collector.reset(""); // let the part's strings go
  out.sort((a, b) => a.start - b.start);
  return out;
}
