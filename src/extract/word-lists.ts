/**
 * Small word lists matched over bytes, with no string made: link attributes
 * (wrapper-context.ts), VCS names (scheme-start.ts), log levels and arches (trigger-fields.ts),
 * BBCode tags (bare-pairs.ts), Texinfo's @uref{ (bare.ts).
 */

/** the words of a set as bytes, grouped by length: compared without a string */
export function wordsByLength(words: string[]): Uint8Array[][] {
  const out: Uint8Array[][] = [];
  for (const w of words) {
    const list = out[w.length] ?? [];
    list.push(Uint8Array.from(w, (ch) => ch.charCodeAt(0)));
    out[w.length] = list;
  }
  return out;
}

/**
 * buf[i, j) is one of `words` (wordsByLength), byte for byte; `fold`: ASCII capitals match
 * the (lowercase) words too
 */
export function isOneOf(
  words: Uint8Array[][],
  buf: Uint8Array,
  i: number,
  j: number,
  fold = false,
): boolean {
  const list = words[j - i];
  if (list === undefined) return false;
  next: for (const w of list) {
    for (let k = 0; k < w.length; k++) {
      const b = buf[i + k]!;
      if ((fold && b >= 0x41 && b <= 0x5a ? b | 0x20 : b) !== w[k]) continue next;
    }
    return true;
  }
  return false;
}
