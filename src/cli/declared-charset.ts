/**
 * The charset a document declares in its own first bytes, for a file read as text: an XML
 * declaration's `encoding` (XML 1.0 §4.3.3: `<?xml version="1.0" encoding="EUC-JP"?>` opens
 * the document) or an HTML `<meta charset>` within the first 1,024 bytes (the HTML standard's
 * prescan, §13.2.3.2). A translated manual page in HTML, a DocBook file or an SVG in
 * EUC-KR, Shift_JIS, KOI8-R or windows-1251 is no UTF-8: read byte by byte, its Hangul or
 * Cyrillic glued to a URL turned into windows-1252 letters of a junk IRI
 * (`…/2004/10/99³â_µå¶ó¸¶…` for `…/99년_드라마…`: 85 records in 357 such files among
 * 52,349 markup files of Debian packages). Such a file is read as its UTF-8 transcoding, as
 * UTF-16 text is (offsets are the transcoding's).
 *
 * Only when the first bytes are not UTF-8 already (a file declared Latin-1 that is UTF-8 is
 * mislabelled, and pure ASCII needs nothing), and only for charsets other than windows-1252:
 * a byte that begins no UTF-8 sequence is read as its windows-1252 character anyway, and so
 * keeps its offset.
 */
import { metaCharset } from "../mail/meta-charset.js";

/** how far the declaration is looked for (HTML §13.2.3.2's prescan) */
export const DECLARATION_BYTES = 1024;

/** encodings (WHATWG names) that need no transcoding, or give nothing useful */
const NOT_TRANSCODED = new Set(["utf-8", "windows-1252", "utf-16le", "utf-16be", "replacement"]);

/**
 * A decoder for the charset head declares, when the text must be transcoded to be read:
 * else null. head: the input's first bytes (at least DECLARATION_BYTES of them, unless the
 * input is shorter).
 */
export function declaredDecoder(head: Uint8Array): TextDecoder | null {
  if (!mayDeclare(head)) return null;
  const label = xmlEncoding(head) ?? metaCharset(head);
  if (label === undefined) return null;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    return null; // a label no decoder knows: read as it is
  }
  if (NOT_TRANSCODED.has(decoder.encoding)) return null;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return null; // valid UTF-8 (a chunk may end inside a character): mislabelled, or ASCII
  } catch {
    return decoder;
  }
}

/**
 * head may hold a declaration: after a UTF-8 byte order mark and blanks it opens with "<" (an
 * XML declaration, a doctype, a comment or the html tag: a document that declares its charset
 * opens with markup), or it is blanks so far
 */
export function mayDeclare(head: Uint8Array): boolean {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (
    i < head.length &&
    (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)
  )
    i++;
  return i >= head.length || head[i] === 0x3c;
}

/**
 * The `encoding` of an XML declaration that opens head (after a UTF-8 byte order mark, if
 * any), lowercased; else undefined. XML 1.0 §2.8: `<?xml` VersionInfo EncodingDecl? … `?>`;
 * EncName is [A-Za-z] ([A-Za-z0-9._] | '-')*.
 */
export function xmlEncoding(head: Uint8Array): string | undefined {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  const open = "<?xml";
  for (let k = 0; k < open.length; k++) if (head[i + k] !== open.charCodeAt(k)) return undefined;
  i += open.length;
  const end = Math.min(head.length, DECLARATION_BYTES);
  for (; i + 8 < end; i++) {
    const b = head[i]!;
    if (b === 0x3f || b === 0x3e) return undefined; // "?>": no EncodingDecl
    if (b !== 0x65 || (head[i - 1] !== 0x20 && head[i - 1] !== 0x09 && head[i - 1] !== 0x0a))
      continue;
    if (!isWord(head, i, "encoding")) continue;
    let v = i + 8;
    while (v < end && (head[v] === 0x20 || head[v] === 0x09 || head[v] === 0x0a)) v++;
    if (head[v] !== 0x3d) return undefined;
    v++;
    while (v < end && (head[v] === 0x20 || head[v] === 0x09 || head[v] === 0x0a)) v++;
    const quote = head[v];
    if (quote !== 0x22 && quote !== 0x27) return undefined;
    let label = "";
    for (v++; v < end && head[v] !== quote && label.length < 40; v++) {
      const c = head[v]!;
      if (!encNameByte(c)) return undefined;
      label += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c | 0x20 : c);
    }
    return head[v] === quote && label !== "" ? label : undefined;
  }
  return undefined;
}

const isWord = (head: Uint8Array, at: number, word: string): boolean => {
  for (let k = 0; k < word.length; k++) if (head[at + k] !== word.charCodeAt(k)) return false;
  return true;
};

/** EncName's characters (XML 1.0 §4.3.3) */
const encNameByte = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) ||
  ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
  c === 0x2e ||
  c === 0x5f ||
  c === 0x2d;
