/**
 * The URLs inside attribute values and style sheets of an HTML part, each by its own
 * grammar, over bytes (all three are delimited by ASCII characters; what lies between is
 * taken as it is, UTF-8 included). Each function appends the [start, end) byte ranges of the
 * URLs it finds in b[from, to) to `out`, in order; one forward pass, no regular expression.
 * - srcset (`<img srcset>`, `<source srcset>`): HTML §4.8.4.3.10, "parse a srcset
 *   attribute" — image candidate strings separated by commas, each a URL and descriptors.
 * - `<meta http-equiv="refresh" content="0; url=…">`: HTML §4.2.5.3, the "shared
 *   declarative refresh steps" — the page a phishing mail's HTML sends its reader to.
 * - CSS `url(…)` in a `style` attribute or a `<style>` element: CSS Syntax 3 §4.3.6
 *   ("consume a url token") and §4.3.5 (a quoted string as url()'s argument) — the
 *   background images, tracking pixels among them, of a newsletter's inline CSS.
 */

const isWs = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;

/** HTML §4.8.4.3.10: the URL of each image candidate string of a srcset value */
export function srcsetUrls(b: Uint8Array, from: number, to: number, out: number[]): void {
  let i = from;
  for (;;) {
    // 4. skip ASCII whitespace and commas
    while (i < to && (isWs(b[i]!) || b[i] === 0x2c)) i++;
    if (i >= to) return;
    // 5. the URL: a run of characters that are not ASCII whitespace
    const s = i;
    while (i < to && !isWs(b[i]!)) i++;
    let e = i;
    if (b[e - 1] === 0x2c) {
      // 6. a URL that ends with commas: they are dropped, and no descriptors follow
      while (e > s && b[e - 1] === 0x2c) e--;
    } else {
      // 7. the descriptors, up to a comma outside parentheses ("1x", "100w", "(…)")
      let paren = false;
      while (i < to) {
        const c = b[i]!;
        if (paren) {
          if (c === 0x29) paren = false;
        } else if (c === 0x28) paren = true;
        else if (c === 0x2c) break;
        i++;
      }
    }
    if (e > s) out.push(s, e);
  }
}

/** HTML §4.2.5.3: the URL of a refresh declaration ("5; url=https://…"), if it has one */
export function refreshUrl(b: Uint8Array, from: number, to: number, out: number[]): void {
  let i = from;
  while (i < to && isWs(b[i]!)) i++;
  // 4–6. the time: digits, then digits and dots (a value that opens otherwise refreshes nothing)
  const t = i;
  while (i < to && ((b[i]! >= 0x30 && b[i]! <= 0x39) || b[i] === 0x2e)) i++;
  if (i === t) return;
  if (i >= to) return;
  // 7. then whitespace, ";" or ","
  if (!(isWs(b[i]!) || b[i] === 0x3b || b[i] === 0x2c)) return;
  while (i < to && isWs(b[i]!)) i++;
  if (i < to && (b[i] === 0x3b || b[i] === 0x2c)) i++;
  while (i < to && isWs(b[i]!)) i++;
  if (i >= to) return;
  // 11. "url", blanks and "=" before it (any case); else the URL starts here
  let s = i;
  if (
    i + 3 <= to &&
    (b[i]! | 0x20) === 0x75 &&
    (b[i + 1]! | 0x20) === 0x72 &&
    (b[i + 2]! | 0x20) === 0x6c
  ) {
    let k = i + 3;
    while (k < to && isWs(b[k]!)) k++;
    if (k < to && b[k] === 0x3d) {
      k++;
      while (k < to && isWs(b[k]!)) k++;
      s = k;
    }
  }
  // 12–13. a quoted URL ends at its quote; else at the value's end (its trailing blanks
  // are no part of it)
  let e = to;
  if (s < to && (b[s] === 0x22 || b[s] === 0x27)) {
    const q = b[s]!;
    s++;
    e = s;
    while (e < to && b[e] !== q) e++;
  } else {
    while (e > s && isWs(b[e - 1]!)) e--;
  }
  if (e > s) out.push(s, e);
}

/** CSS Syntax 3 §4.3.6 and §4.3.5: the argument of each url() in b[from, to) */
export function cssUrls(b: Uint8Array, from: number, to: number, out: number[]): void {
  for (let i = from; i + 4 <= to; i++) {
    // a comment (CSS Syntax §4.3.2: "/*" to "*/") holds no url() that is loaded
    if (b[i] === 0x2f && b[i + 1] === 0x2a) {
      i += 2;
      while (i + 1 < to && !(b[i] === 0x2a && b[i + 1] === 0x2f)) i++;
      i++;
      continue;
    }
    // "url(" in any case (CSS keywords and function names are ASCII case-insensitive),
    // not the end of a longer name ("myurl(")
    if ((b[i]! | 0x20) !== 0x75) continue;
    if ((b[i + 1]! | 0x20) !== 0x72 || (b[i + 2]! | 0x20) !== 0x6c || b[i + 3] !== 0x28) continue;
    if (i > from && nameByte(b[i - 1]!)) continue;
    let k = i + 4;
    while (k < to && isWs(b[k]!)) k++;
    if (k >= to) return;
    let s = k;
    let e: number;
    if (b[k] === 0x22 || b[k] === 0x27) {
      // a string: to its quote (a backslash escapes the next character)
      const q = b[k]!;
      s = ++k;
      while (k < to && b[k] !== q && b[k] !== 0x0a) k += b[k] === 0x5c ? 2 : 1;
      e = Math.min(k, to);
    } else {
      // unquoted: to ")" or whitespace (a quote or "(" inside makes a bad url token)
      while (k < to && b[k] !== 0x29 && !isWs(b[k]!) && b[k] !== 0x22 && b[k] !== 0x27) {
        k += b[k] === 0x5c ? 2 : 1;
      }
      e = Math.min(k, to);
    }
    if (e > s) out.push(s, e);
    i = Math.max(i, e - 1);
  }
}

/** a byte of a CSS identifier (ASCII letters, digits, "-", "_", or non-ASCII) */
function nameByte(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2d ||
    c === 0x5f ||
    c >= 0x80
  );
}
