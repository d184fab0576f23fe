/**
 * HTML character references to "&" inside a URI found in escaped markup: `&amp;` (also
 * `&AMP;`, both named references of HTML), `&#38;`, `&#038;` (WordPress writes it in every
 * feed) and `&#x26;`. In HTML or XML source, a pipermail archive or an RSS feed,
 * `http://example.com/?a=1&amp;b=2` stands for `…?a=1&b=2` (HTML §13.1.4 character
 * references); the extractor already ends a URI at `&lt;`, `&gt;`, `&quot;` and `&nbsp;`
 * (delimiters/bare.ts). The record's `uri` has "&", its `raw` the text as written.
 * One pass over the string, no regular expression.
 */

/** s with every reference to "&" replaced by "&"; s itself when it has none */
export function decodeAmpersandReferences(s: string): string {
  let amp = s.indexOf("&");
  if (amp < 0) return s;
  let out = "";
  let from = 0;
  while (amp >= 0) {
    const end = ampersandReferenceEnd(s, amp);
    if (end > 0) {
      out += s.slice(from, amp + 1);
      from = end;
    }
    amp = s.indexOf("&", end > 0 ? end : amp + 1);
  }
  return from === 0 ? s : out + s.slice(from);
}

/** the index after the reference to "&" that starts at s[i] ("&"), or -1 */
function ampersandReferenceEnd(s: string, i: number): number {
  const a = s.charCodeAt(i + 1);
  if (a === 0x61 || a === 0x41) {
    // "amp;" or "AMP;" (not mixed case: HTML names only these two)
    const name = s.slice(i + 1, i + 5);
    return name === "amp;" || name === "AMP;" ? i + 5 : -1;
  }
  if (a !== 0x23) return -1;
  let j = i + 2;
  const hex = s.charCodeAt(j) === 0x78 || s.charCodeAt(j) === 0x58;
  if (hex) j++;
  const digits = j;
  while (s.charCodeAt(j) === 0x30) j++; // leading zeros ("&#038;")
  if (j - digits > 8) return -1;
  const want = hex ? "26;" : "38;";
  return s.startsWith(want, j) ? j + 3 : -1;
}
