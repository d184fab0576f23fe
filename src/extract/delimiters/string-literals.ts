/**
 * Adjacent string literals: C and C++ join them (ISO C §6.4.5: "adjacent string literal
 * tokens are concatenated"), Python too, and gettext's PO files write a long msgid or msgstr
 * as one "…" per line (the GNU gettext manual, "The Format of PO Files"). A URI that runs to
 * the end of one string at its line's end goes on in the string that opens the next line:
 * `"… <https://translationproject.org/team/"` LF `"nb.html>.\n"` (399 URIs of the
 * translations of GNU packages were cut there, session 33).
 */
import { MORE_INPUT } from "./more-input.js";

/** how far past the closing quote the next string's opening one is looked for */
const CONTINUATION_REACH = 256;

/** how far back the line's start is looked for (opensStringBefore) */
const LINE_REACH = 1024;

/**
 * buf[i] is `"`: only blanks (and a CR) follow it on its line, and the next line opens,
 * after its indentation and perhaps a PO file's obsolete-entry mark `#~`, with `"`. The index
 * after that second quote; -1 when not so; MORE_INPUT when that is not known before n. Not
 * past limit.
 */
export function stringContinuationAt(buf: Uint8Array, i: number, n: number, limit: number): number {
  const end = Math.min(limit, i + CONTINUATION_REACH);
  let j = i + 1;
  for (; ; j++) {
    if (j >= end) return -1;
    if (j >= n) return MORE_INPUT;
    const b = buf[j]!;
    if (b === 0x0a) break;
    if (b !== 0x20 && b !== 0x09 && b !== 0x0d) return -1;
  }
  let mark = false;
  for (j++; ; j++) {
    if (j >= end) return -1;
    if (j >= n) return MORE_INPUT;
    const b = buf[j]!;
    if (b === 0x20 || b === 0x09) continue;
    if (b === 0x23 && !mark) {
      if (j + 1 >= n) return j + 1 >= end ? -1 : MORE_INPUT;
      if (buf[j + 1] !== 0x7e) return -1;
      mark = true;
      j++;
      continue;
    }
    return b === 0x22 ? j + 1 : -1;
  }
}

/**
 * A string literal is open at `at`: an odd number of unescaped `"` stand between the start
 * of its line and it (looked for at most LINE_REACH bytes back, not before lo).
 */
export function opensStringBefore(buf: Uint8Array, at: number, lo: number): boolean {
  const stop = Math.max(lo, at - LINE_REACH);
  let quotes = 0;
  let k = at;
  for (; k > stop && buf[k - 1] !== 0x0a; k--) {
    if (buf[k - 1] === 0x22 && !(k >= 2 && buf[k - 2] === 0x5c)) quotes++;
  }
  if (k > 0 && buf[k - 1] !== 0x0a) return false; // no line start within reach
  return (quotes & 1) === 1;
}
