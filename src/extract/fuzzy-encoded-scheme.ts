/**
 * A scheme written with character references before a schemeless link: "https&#58;&#47;&#47;"
 * in escaped HTML (an address bar's text pasted into a CMS, spam that hides its links).
 * linkify-it finds the link after the last ";" and fuzzy mode would make it "http://"; the
 * scheme written is the link's.
 */

/** where the scheme of `encodedScheme` starts */
export const encodedSchemeStart = { at: 0 };

/**
 * The scheme (lower case) written as `scheme` + a reference to ":" + two references to "/"
 * right before text[i] (`&#58;` `&#x3a;` `&colon;`, `&#47;` `&#x2f;` `&sol;`, leading zeros
 * allowed), its start in `encodedSchemeStart.at`; "" when there is none
 */
export function encodedScheme(text: string, i: number): string {
  let k = i;
  for (let r = 0; r < 3; r++) {
    const a = referenceStart(text, k);
    if (a < 0 || refValue(text, a, k) !== (r < 2 ? 0x2f : 0x3a)) return "";
    k = a;
  }
  let s = k;
  while (s > 0 && k - s < 32 && isSchemeChar(text.charCodeAt(s - 1))) s--;
  while (s < k && !isLetter(text.charCodeAt(s))) s++;
  // (one letter is a drive's, as for a scheme written raw: scanner.ts)
  if (k - s < 2 || (s > 0 && isSchemeChar(text.charCodeAt(s - 1)))) return "";
  encodedSchemeStart.at = s;
  return text.slice(s, k).toLowerCase();
}

/** the "&" of a character reference that ends at text[e - 1] (";"), within 10 characters */
function referenceStart(text: string, e: number): number {
  if (e < 4 || text.charCodeAt(e - 1) !== 0x3b) return -1;
  for (let a = e - 2; a >= 0 && e - a <= 10; a--) {
    if (text.charCodeAt(a) === 0x26) return a;
  }
  return -1;
}

/** the code point of the reference text[a, e) ("&…;"), or -1 */
function refValue(text: string, a: number, e: number): number {
  const body = text.slice(a + 1, e - 1);
  if (body === "sol") return 0x2f;
  if (body === "colon") return 0x3a;
  if (body.charCodeAt(0) !== 0x23) return -1;
  const hex = (body.charCodeAt(1) | 0x20) === 0x78;
  const digits = body.slice(hex ? 2 : 1);
  if (digits.length === 0 || !(hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits)) return -1;
  return Number.parseInt(digits, hex ? 16 : 10);
}

function isLetter(u: number): boolean {
  return (u >= 0x61 && u <= 0x7a) || (u >= 0x41 && u <= 0x5a);
}

function isSchemeChar(u: number): boolean {
  return isLetter(u) || (u >= 0x30 && u <= 0x39) || u === 0x2b || u === 0x2d || u === 0x2e;
}
