/**
 * HTML character references inside a URI found in escaped markup: `&amp;` (also `&AMP;`,
 * both named references of HTML) and numeric references to URI characters — `&#38;`,
 * `&#038;` (WordPress writes it in every feed), `&#x26;`, `&#47;`, and the obfuscated
 * addresses of `href="mailto:nas&#37;&#52;&#48;debian&#46;org"`. In HTML or XML source, a
 * pipermail archive or an RSS feed, `http://example.com/?a=1&amp;b=2` stands for
 * `…?a=1&b=2` (HTML §13.1.4 character references), and so does `…?a=1&amp;amp;b=2` in a
 * feed's escaped HTML; the extractor already ends a URI at
 * `&lt;`, `&gt;`, `&quot;` and `&nbsp;` (delimiters/bare.ts). Only references to ASCII
 * characters a URI holds (RFC 3986 §2.2, §2.3, and "%") are read; others stay as written.
 * The record's `uri` has the characters, its `raw` the text as written. One pass over the
 * string, no regular expression.
 */

/** RFC 3986 unreserved, gen-delims, sub-delims and "%" */
const URI_CHARACTERS = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%") {
  URI_CHARACTERS[ch.charCodeAt(0)] = 1;
}

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
  if (a === 0x61 || a === 0x41) {
    // "amp;" or "AMP;" (not mixed case: HTML names only these two)
    const name = s.slice(i + 1, i + 5);
    referenced = "&";
    if (name !== "amp;" && name !== "AMP;") return -1;
    // escaped twice: an RSS <description> or an Atom type="html" text holds HTML escaped
    // for XML, and an href's "&amp;" there is "&amp;amp;" (RSS 2.0 "description"; RFC 4287
    // §3.1.1.2) — an XML and then an HTML reader both read it, leaving "&". Each further
    // "amp;" is one more level ("&amp;amp;amp;")
    let end = i + 5;
    while (s.startsWith(name, end)) end += 4;
    return end;
  }
  if (a !== 0x23) return -1;
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
  if (value >= 0x80 || URI_CHARACTERS[value] !== 1) return -1;
  referenced = String.fromCharCode(value);
  return j + 1;
}
