/**
 * HTML character references inside a URI found in escaped markup: `&amp;` (also `&AMP;`,
 * both named references of HTML) and numeric references to URI characters — `&#38;`,
 * `&#038;` (WordPress writes it in every feed), `&#x26;`, `&#47;`, `&apos;`, and the obfuscated
 * addresses of `href="mailto:nas&#37;&#52;&#48;debian&#46;org"`. In HTML or XML source, a
 * pipermail archive or an RSS feed, `http://example.com/?a=1&amp;b=2` stands for
 * `…?a=1&b=2` (HTML §13.1.4 character references), and so does `…?a=1&amp;amp;b=2` in a
 * feed's escaped HTML; the extractor already ends a URI at
 * `&lt;`, `&gt;`, `&quot;` and `&nbsp;` (delimiters/bare.ts). References to ASCII
 * characters a URI holds (RFC 3986 §2.2, §2.3, and "%") are read, and those to letters, marks
 * and digits of any script (`&eacute;`, `&#233;`, `&#x4E2D;`: an IRI's, RFC 3987 §2.2);
 * others stay as written.
 * The record's `uri` has the characters, its `raw` the text as written. One pass over the
 * string, no regular expression.
 */

/** RFC 3986 unreserved, gen-delims, sub-delims and "%" */
const URI_CHARACTERS = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%") {
  URI_CHARACTERS[ch.charCodeAt(0)] = 1;
}

/** a letter, a combining mark or a decimal digit (one code point: no backtracking) */
const LETTER = /^[\p{L}\p{M}\p{Nd}]$/u;

/** cp (≥ 0x80) is a letter, a mark or a digit: an IRI's character, not punctuation */
export function isLetterCodePoint(cp: number): boolean {
  return (
    cp >= 0xaa &&
    cp <= 0x10ffff &&
    !(cp >= 0xd800 && cp <= 0xdfff) &&
    LETTER.test(String.fromCodePoint(cp))
  );
}

/**
 * HTML's names of the Latin-1 letters, U+00C0–U+00FF but × and ÷ (HTML 4.01 §24.2, kept in
 * HTML's named character references)
 */
export const LETTER_NAMES: ReadonlyMap<string, number> = (() => {
  const names =
    "Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute " +
    "Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml - Oslash Ugrave Uacute Ucirc Uuml " +
    "Yacute THORN szlig";
  const m = new Map<string, number>();
  names.split(" ").forEach((name, k) => {
    if (name === "-") return; // U+00D7 ×, U+00F7 ÷
    m.set(name, 0xc0 + k);
    // each small letter stands 0x20 further ("agrave" … "thorn"); "szlig" has none
    if (name === "szlig") return;
    const small =
      /^[A-Z]+$/.test(name) || name === "AElig"
        ? name.toLowerCase()
        : name[0]!.toLowerCase() + name.slice(1);
    m.set(small, 0xe0 + k);
  });
  m.set("yuml", 0xff);
  return m;
})();

/** longest name in LETTER_NAMES */
export const MAX_LETTER_NAME = 6;

/** the character of the last reference read */
let referenced = "";

/** s with every reference to a URI character replaced by it; s itself when it has none */
export function decodeCharacterReferences(s: string): string {
  let amp = s.indexOf("&");
  if (amp < 0) return s;
  let out = "";
  let from = 0;
  while (amp >= 0) {
    const end = referenceEnd(s, amp);
    if (end > 0) {
      out += s.slice(from, amp) + referenced;
      from = end;
    }
    amp = s.indexOf("&", end > 0 ? end : amp + 1);
  }
  return from === 0 ? s : out + s.slice(from);
}

/** the index after the reference that starts at s[i] ("&"), its character in `referenced`; or -1 */
function referenceEnd(s: string, i: number): number {
  const a = s.charCodeAt(i + 1);
  const name = s.slice(i + 1, i + 5);
  if (name === "amp;" || name === "AMP;") {
    // "amp;" or "AMP;" (not mixed case: HTML names only these two)
    referenced = "&";
    // escaped twice: an RSS <description> or an Atom type="html" text holds HTML escaped
    // for XML, and an href's "&amp;" there is "&amp;amp;" (RSS 2.0 "description"; RFC 4287
    // §3.1.1.2) — an XML and then an HTML reader both read it, leaving "&". Each further
    // "amp;" is one more level ("&amp;amp;amp;")
    let end = i + 5;
    while (s.startsWith(name, end)) end += 4;
    return end;
  }
  if (name === "apos" && s.charCodeAt(i + 5) === 0x3b) {
    // XML's and HTML5's name for "'" (jq's @html, PHP's htmlspecialchars with ENT_HTML5:
    // "…/o&apos;reilly/books")
    referenced = "'";
    return i + 6;
  }
  if (a !== 0x23) {
    // a Latin-1 letter's name ("&eacute;", "&Ouml;", "&szlig;"): the letter, an IRI's
    // (its ";" looked for over the longest name only: an unbounded search from each "&" ran
    // to the URI's end — "http://a.example/?" and 8,000 "&" read 0.4 s per MB, a 1 MB URI
    // under a large maxLength 20 s; the session 51 audit)
    let semi = i + 2;
    while (semi - i <= MAX_LETTER_NAME + 1 && semi < s.length && s.charCodeAt(semi) !== 0x3b) {
      semi++;
    }
    if (semi - i > MAX_LETTER_NAME + 1 || s.charCodeAt(semi) !== 0x3b) return -1;
    const cp = LETTER_NAMES.get(s.slice(i + 1, semi));
    if (cp === undefined) return -1;
    referenced = String.fromCharCode(cp);
    return semi + 1;
  }
  let j = i + 2;
  const hex = s.charCodeAt(j) === 0x78 || s.charCodeAt(j) === 0x58;
  if (hex) j++;
  const digits = j;
  while (s.charCodeAt(j) === 0x30) j++; // leading zeros, any number ("&#038;")
  const significant = j;
  let value = 0;
  for (; j < s.length && j - significant < 8; j++) {
    const c = s.charCodeAt(j);
    let d = -1;
    if (c >= 0x30 && c <= 0x39) d = c - 0x30;
    else if (hex && (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66) d = (c | 0x20) - 0x57;
    if (d < 0) break;
    value = value * (hex ? 16 : 10) + d;
  }
  if (j === digits || s.charCodeAt(j) !== 0x3b) return -1;
  if (value >= 0x80) {
    // a letter, a mark or a digit of another script (U+00E9 "&#233;"): an IRI's (RFC 3987
    // §2.2 ucschar). Punctuation, symbols and spaces stay as written
    if (value > 0x10ffff || !isLetterCodePoint(value)) return -1;
    referenced = String.fromCodePoint(value);
    return j + 1;
  }
  if (URI_CHARACTERS[value] !== 1) return -1;
  referenced = String.fromCharCode(value);
  return j + 1;
}
