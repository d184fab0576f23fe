/**
 * The rest of a bare run longer than maxLength, skipped (scanner.ts) over the characters
 * the bare scan runs over, eight plain bytes at a time.
 */

import { C_PLAIN, C_URI, CLASS } from "../chars.js";
import { endingReference, MAX_REF } from "./bare-references.js";
import { listItemAt, schemeSlashesAt } from "./bare-schemes.js";
import { MORE_INPUT } from "./more-input.js";

/**
 * Skip the rest of an over-long run (the same characters the bare scan runs over, and like
 * it stopping at a character reference to a space or a delimiter, and before a list's next
 * URI). Returns where the run
 * ends, or -1 - i when buf[i] is an "&" whose reference may end past the bytes at hand
 * (the caller waits there for more).
 */
export function skipRun(buf: Uint8Array, i: number, n: number, final: boolean): number {
  const n8 = n - 7;
  for (;;) {
    // eight plain bytes at a time (C_PLAIN: URI characters the run goes over without a
    // second look): 350 → ~1,000 MB/s on the worst cases that end here, `http://` repeated
    // and an unclosed `<http://aaa…` of any length
    while (
      i < n8 &&
      (CLASS[buf[i]!]! &
        CLASS[buf[i + 1]!]! &
        CLASS[buf[i + 2]!]! &
        CLASS[buf[i + 3]!]! &
        CLASS[buf[i + 4]!]! &
        CLASS[buf[i + 5]!]! &
        CLASS[buf[i + 6]!]! &
        CLASS[buf[i + 7]!]! &
        C_PLAIN) !==
        0
    )
      i += 8;
    if (i >= n) return i;
    const b = buf[i]!;
    if (b < 0x80 && !(CLASS[b]! & C_URI)) return i;
    if (b === 0x26) {
      if (!final && n - i < MAX_REF) return -1 - i;
      if (endingReference(buf, i, n)) return i;
    }
    // a list's next item ("…,b=http://…") or a sed delimiter before one ("…@http://…")
    // ends the run, as it ends a URI (bare.ts): what follows is read again
    if (b === 0x2c || b === 0x40) {
      const r = b === 0x2c ? listItemAt(buf, i + 1, n) : schemeSlashesAt(buf, i + 1, n);
      if (r === MORE_INPUT && !final) return -1 - i;
      if (r === 1) return i;
    }
    i++;
  }
}
