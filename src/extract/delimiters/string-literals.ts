/**
 * Adjacent string literals: C and C++ join them (ISO C §6.4.5: "adjacent string literal
 * tokens are concatenated"), Python too, and gettext's PO files write a long msgid or msgstr
 * as one "…" per line (the GNU gettext manual, "The Format of PO Files"). A URI that runs to
 * the end of one string at its line's end goes on in the string that opens the next line:
 * `"… <https://translationproject.org/team/"` LF `"nb.html>.\n"` (399 URIs of the
 * translations of GNU packages were cut there, session 33).
 */
import { C_ALNUM, C_ALPHA, C_SCHEME, CLASS } from "../chars.js";
import { isRegisteredBytes } from "../scheme-registry.js";
import { MORE_INPUT } from "./more-input.js";

/** how far past the closing quote the next string's opening one is looked for */
const CONTINUATION_REACH = 256;

/** most strings after the first that a split literal is read into (splitLiteralAt) */
const MAX_PIECES = 8;

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
 * The string that holds `at` opens its line, as a PO file's and a program's long strings do:
 * one unescaped `"` stands before `at` on the line, and before it only the line's
 * indentation, a PO file's obsolete mark `#~` and keyword (`msgid`, `msgstr`, `msgstr[1]`,
 * `msgctxt`, `msgid_plural`), or code ending in "(" or "=" (a call's argument, an
 * assignment). Not a CSV row's second field (`"1","See http://…"`), a line of dialogue
 * (`He said, "Go to http://…"`) or a statement (`puts "Docs: http://…"`): a string on the
 * next line is another row, line or statement there. Looks back at most LINE_REACH bytes
 * (inside the scanner's kept history, so also past an earlier URI of the line).
 */
export function stringOpensLine(buf: Uint8Array, at: number): boolean {
  const stop = Math.max(0, at - LINE_REACH);
  let quotes = 0;
  let q = -1;
  let k = at;
  for (; k > stop && buf[k - 1] !== 0x0a; k--) {
    if (buf[k - 1] === 0x22 && !(k >= 2 && buf[k - 2] === 0x5c)) {
      quotes++;
      q = k - 1;
    }
  }
  if ((k > 0 && buf[k - 1] !== 0x0a) || quotes !== 1) return false;
  let e = q;
  while (e > k && (buf[e - 1] === 0x20 || buf[e - 1] === 0x09)) e--;
  if (e > k && (buf[e - 1] === 0x28 || buf[e - 1] === 0x3d)) return true;
  let b = k;
  while (b < e && (buf[b] === 0x20 || buf[b] === 0x09)) b++;
  if (b + 1 < e && buf[b] === 0x23 && buf[b + 1] === 0x7e) {
    b += 2;
    while (b < e && (buf[b] === 0x20 || buf[b] === 0x09)) b++;
  }
  return b === e || isPoKeyword(buf, b, e);
}

/** buf[b, e) is a PO file's keyword: msgid, msgid_plural, msgctxt, msgstr, msgstr[N] */
function isPoKeyword(buf: Uint8Array, b: number, e: number): boolean {
  let word = "";
  for (let k = b; k < e && k - b < 16; k++) word += String.fromCharCode(buf[k]!);
  return (
    word === "msgid" ||
    word === "msgstr" ||
    word === "msgctxt" ||
    word === "msgid_plural" ||
    (word.startsWith("msgstr[") && word.endsWith("]") && word.length <= 10)
  );
}

/**
 * What opens the next string at r is an item of its own, not the URI's rest: a registered
 * scheme and its ":" ("mailto:a@b.example", "urn:isbn:123"), any scheme and "//", or
 * "www." (a schemeless link) — unless the URI so far ends with its "//" (`afterSlashes`:
 * `"… http://"` LF `"www.gnu.org/software/parted/"`). 1 when so, 0 when not, MORE_INPUT when
 * not known before n.
 */
export function itemOpensAt(buf: Uint8Array, r: number, n: number, afterSlashes: boolean): number {
  let t = r;
  while (t < n && t - r <= 32 && CLASS[buf[t]!]! & C_SCHEME) t++;
  if (t >= n) return MORE_INPUT;
  if (buf[t] === 0x3a && t > r && CLASS[buf[r]!]! & C_ALPHA) {
    if (isRegisteredBytes(buf, r, t)) return 1;
    if (t + 2 >= n) return MORE_INPUT;
    if (buf[t + 1] === 0x2f && buf[t + 2] === 0x2f) return 1;
  }
  if (!afterSlashes && t - r >= 4 && (buf[r]! | 0x20) === 0x77 && (buf[r + 1]! | 0x20) === 0x77) {
    return (buf[r + 2]! | 0x20) === 0x77 && buf[r + 3] === 0x2e ? 1 : 0;
  }
  return 0;
}

/**
 * The string literal that opens at q (`"`) and closes at i holds a URI alone, and a code
 * formatter split it in two (clang-format's BreakStringLiterals, Python's implicit
 * concatenation written over two lines): its closing quote ends the line, the next line's
 * string goes on with the URI's rest (no scheme or `www.` of its own) and ends the statement
 * or the call (`;` or `)` right after it), and the literal opens after code ending in `=` or
 * `(`, on its line or at the end of the line before —
 * `static const char *kUrl =` LF `    "https://code.visualstudio.com/"` LF
 * `    "compression/quadtree?streaming=1";` (ISO C §6.4.5: one string). A shell array's
 * strings, one a line (`urls=(` LF `"http://d/z"` LF `"b.txt"` LF `)`), end no statement on
 * their line. 1 when so, 0 when not, MORE_INPUT when not known before n.
 */
export function splitLiteralAt(
  buf: Uint8Array,
  q: number,
  i: number,
  n: number,
  limit: number,
): number {
  // the next strings, one a line (at most MAX_PIECES): the URI's rest, each closed, the last
  // then ";" or ")" — `"https://code.visualstudio.com/"` LF `"compression/"` LF
  // `"quadtree?"` LF `"streaming=1";`
  let close = i;
  for (let piece = 1; ; piece++) {
    if (piece > MAX_PIECES) return 0;
    const r = stringContinuationAt(buf, close, n, limit);
    if (r === MORE_INPUT) return MORE_INPUT;
    if (r < 0) return 0;
    const item = itemOpensAt(buf, r, n, false);
    if (item !== 0) return item === MORE_INPUT ? MORE_INPUT : 0;
    let k = r;
    while (k < n && k - r <= CONTINUATION_REACH && buf[k] !== 0x22) {
      const b = buf[k]!;
      if (b <= 0x20 || b === 0x5c) return 0;
      k++;
    }
    if (k + 1 >= n) return k - r > CONTINUATION_REACH ? 0 : MORE_INPUT;
    if (buf[k] !== 0x22 || k === r) return 0;
    const after = buf[k + 1];
    if (after === 0x3b || after === 0x29) break;
    close = k;
  }
  // … and the literal opens after "=" or "(": on its line, or ending the line before
  let p = q;
  while (p > 0 && (buf[p - 1] === 0x20 || buf[p - 1] === 0x09)) p--;
  if (p > 0 && (buf[p - 1] === 0x3d || buf[p - 1] === 0x28)) return callOrAssignment(buf, p - 1);
  if (p > 0 && buf[p - 1] !== 0x0a) return 0;
  let e = p - 1;
  if (e > 0 && buf[e - 1] === 0x0d) e--;
  while (e > 0 && q - e <= LINE_REACH && (buf[e - 1] === 0x20 || buf[e - 1] === 0x09)) e--;
  return e > 0 && (buf[e - 1] === 0x3d || buf[e - 1] === 0x28) ? callOrAssignment(buf, e - 1) : 0;
}

/**
 * buf[k] ("=" or "(") opens code whose adjacent strings are one: 1 — not a list's "(" of a
 * shell array (`source=(` with its name first on the line, PKGBUILD; a keyword argument's
 * `url=(` inside a call is Python's), PowerShell's `@(` or Lisp's `'(`, whose strings, one a
 * line, are items: 0
 */
function callOrAssignment(buf: Uint8Array, k: number): number {
  if (buf[k] !== 0x28 || k === 0) return 1;
  const x = buf[k - 1];
  if (x === 0x40 || x === 0x27) return 0;
  if (x !== 0x3d) return 1;
  // the name before "=": a shell variable's, first on its line after indentation
  let p = k - 1;
  while (p > 0 && k - p <= 64 && (CLASS[buf[p - 1]!]! & C_ALNUM || buf[p - 1] === 0x5f)) p--;
  if (p === k - 1) return 1;
  while (p > 0 && k - p <= 128 && (buf[p - 1] === 0x20 || buf[p - 1] === 0x09)) p--;
  return p === 0 || buf[p - 1] === 0x0a ? 0 : 1;
}
