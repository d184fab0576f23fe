/**
 * Backslash escapes inside a bare URI (bare.ts): the URI punctuation read after a backslash
 * (troff's `\-` `\.`, Markdown's: CommonMark §2.4, JSON's "\/") and JSON's "\\uXXXX"
 * escapes (RFC 8259 §7: a UTF-16 surrogate pair as two escapes).
 */

import { C_URI, CLASS } from "../chars.js";
import { MORE_INPUT } from "./more-input.js";

/** the code point of the last `unicodeEscape` */
export const escaped = { cp: 0 };

/**
 * buf[i] is "\\" and buf[i+1] "u": the end of the "\\uXXXX" escape (a UTF-16 surrogate pair
 * as two escapes, "\\ud83d\\ude00"), its code point in `escaped.cp`; -1 when it is no such
 * escape (a lone surrogate, too few hex digits); MORE_INPUT when it may go on past n.
 * `doubled`: the escape's backslash was itself escaped (buf[i-1] is "\\" too: JSON text in a
 * format that doubles backslashes), and so is the low surrogate's ("\\\\ud83d\\\\ude00").
 */
export function unicodeEscape(buf: Uint8Array, i: number, n: number, doubled = false): number {
  if (i + 6 > n) return MORE_INPUT;
  const hi = hex4(buf, i + 2);
  if (hi < 0) return -1;
  if (hi < 0xd800 || hi > 0xdfff) {
    escaped.cp = hi;
    return i + 6;
  }
  if (hi > 0xdbff) return -1;
  const k = doubled ? i + 7 : i + 6; // the low surrogate's "\\u"
  if (k + 6 > n) return MORE_INPUT;
  if ((doubled && buf[i + 6] !== 0x5c) || buf[k] !== 0x5c || buf[k + 1] !== 0x75) return -1;
  const lo = hex4(buf, k + 2);
  if (lo < 0xdc00 || lo > 0xdfff) return -1;
  escaped.cp = 0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00);
  return k + 6;
}

/**
 * buf[i] is "\\" and buf[i+1] "U": the end of a "\\UXXXXXXXX" escape (Python, YAML, C99:
 * eight hex digits, "…/emoji/\\U0001F600/smile"), its code point in `escaped.cp`; -1 when it
 * is no such escape (a Windows path's "\\Users" stays what it is); MORE_INPUT when it may go
 * on past n.
 */
export function longUnicodeEscape(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (i + 10 > n) return final ? -1 : MORE_INPUT;
  const hi = hex4(buf, i + 2);
  const lo = hex4(buf, i + 6);
  if (hi < 0 || lo < 0 || hi > 0x10) return -1;
  const cp = hi * 0x10000 + lo;
  if (cp >= 0xd800 && cp <= 0xdfff) return -1;
  escaped.cp = cp;
  return i + 10;
}

/**
 * buf[i] is "\\" and buf[i+1] "x": the end of the "\\xHH" escape (JavaScript, Python, C),
 * its code point in `escaped.cp`. Below 0x80, HH itself; a run of such escapes that spells
 * one well-formed UTF-8 sequence (Python's bytes repr, C: "caf\\xc3\\xa9") is that
 * character; any other byte alone a Latin-1 letter (a JavaScript or Python string:
 * "M\\xfcnchen"; latin1Letter). -1 when it is no such escape; MORE_INPUT when it may go on
 * past n (`final`: nothing comes after n).
 */
export function hexEscape(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (i + 4 > n) return final ? -1 : MORE_INPUT;
  const b0 = hex2(buf, i + 2);
  if (b0 < 0) return -1;
  escaped.cp = b0;
  if (b0 < 0x80) return i + 4;
  if (b0 < 0xc2 || b0 > 0xf4) return latin1Letter(buf, i, n, final);
  const need = b0 < 0xe0 ? 1 : b0 < 0xf0 ? 2 : 3;
  let cp = b0 & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
  let k = i + 4;
  for (let j = 0; j < need; j++, k += 4) {
    if (k + 4 > n) {
      // what has come already may settle it
      const settled = (k < n && buf[k] !== 0x5c) || (k + 1 < n && buf[k + 1] !== 0x78);
      if (!settled && !final) return MORE_INPUT;
      return latin1Letter(buf, i, n, final);
    }
    const b = buf[k] === 0x5c && buf[k + 1] === 0x78 ? hex2(buf, k + 2) : -1;
    if (b < 0 || (b & 0xc0) !== 0x80) return latin1Letter(buf, i, n, final);
    cp = (cp << 6) | (b & 0x3f);
  }
  // overlong forms, surrogates and code points past U+10FFFF are no UTF-8 (RFC 3629 §3)
  if ((need === 2 && cp < 0x800) || (cp >= 0xd800 && cp <= 0xdfff)) return -1;
  if (need === 3 && (cp < 0x10000 || cp > 0x10ffff)) return -1;
  escaped.cp = cp;
  return k;
}

/**
 * The lone "\\xHH" at i (HH ≥ 0x80, no UTF-8 with what follows): a string's Latin-1 letter
 * (U+00C0–U+00FF but × ÷: "M\\xfcnchen") not followed by another "\\x" escape — a run of
 * bytes that spells no UTF-8 is binary ("…/path\\xff\\xfe\\x00" in a bytes repr), no text.
 * Its end, else -1.
 */
function latin1Letter(buf: Uint8Array, i: number, n: number, final: boolean): number {
  const b = escaped.cp;
  if (b < 0xc0 || b === 0xd7 || b === 0xf7) return -1;
  if (i + 6 > n) return final || (i + 4 < n && buf[i + 4] !== 0x5c) ? i + 4 : MORE_INPUT;
  return buf[i + 4] === 0x5c && buf[i + 5] === 0x78 ? -1 : i + 4;
}

/** the value of two hex digits at buf[i…], or -1 */
const hex2 = (buf: Uint8Array, i: number): number => hexRun(buf, i, 2);

/**
 * buf[i, i+6) is "\\u002F" (either case): a "/" as serialize-javascript writes it, which
 * escapes every "/" of a JSON state embedded in a page ("https:\\u002F\\u002Fexample.com\\u002Fa"
 * in Nuxt's, webpack's output) — to be read as JSON's "\\/" is
 */
export function isEscapedSlash(buf: Uint8Array, i: number, n: number): boolean {
  return (
    i + 6 <= n &&
    buf[i] === 0x5c &&
    buf[i + 1] === 0x75 &&
    buf[i + 2] === 0x30 &&
    buf[i + 3] === 0x30 &&
    buf[i + 4] === 0x32 &&
    (buf[i + 5]! | 0x20) === 0x66
  );
}

/** the value of four hex digits at buf[i…], or -1 */
export const hex4 = (buf: Uint8Array, i: number): number => hexRun(buf, i, 4);

/** the value of `count` hex digits at buf[i…], or -1 */
function hexRun(buf: Uint8Array, i: number, count: number): number {
  let v = 0;
  for (let k = i; k < i + count; k++) {
    const b = buf[k]!;
    const d =
      b >= 0x30 && b <= 0x39
        ? b - 0x30
        : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66
          ? (b | 0x20) - 0x57
          : -1;
    if (d < 0) return -1;
    v = (v << 4) | d;
  }
  return v;
}

/**
 * The characters read after a backslash: URI punctuation that troff, Markdown or JSON
 * escape in a URL. Not "[" "]": `<https://example.com/\[\>` is a CommonMark autolink
 * case where the URI ends at the backslash.
 */
export const ESCAPABLE = new Uint8Array(128);
for (const ch of "-./()_#*~+=?!,;$@'&%:") ESCAPABLE[ch.charCodeAt(0)] = 1;
/** the escapes read inside a host: troff's `\-` `\.` `\&` `\%` `\:`, JSON's "\/" */
export const HOST_ESCAPABLE = new Uint8Array(128);
for (const ch of "-./&%:") HOST_ESCAPABLE[ch.charCodeAt(0)] = 1;

/**
 * URI characters that end the URI when written as a "\\uXXXX" escape: those the scan
 * weighs raw (quotes, brackets, commas, emphasis marks) and the delimiters of its parts
 * (no JSON encoder writes "?" or "#" so; "/" only in a URI whose every "/" is so escaped,
 * isEscapedSlash)
 */
export const ESCAPE_ENDS = new Uint8Array(128);
for (const ch of "'()[],*_~/?#") ESCAPE_ENDS[ch.charCodeAt(0)] = 1;

export function isHexByte(b: number | undefined): boolean {
  return (
    b !== undefined && ((b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x66))
  );
}

/**
 * groff's named characters (groff(7) "\\(xx", "\\[xx]"; groff_char(7)) that a raw man page
 * (a man source, pod2man's output) writes around or inside a URI, by two-byte name
 * (troffName): the ASCII character one stands for when that is a URI character, else
 * TROFF_ENDS (a quote: "\\(dq", "\\(aq", "\\(lq"…"\\(rq", which end a URI as the quote
 * itself does). Names not listed are not guessed at.
 */
export const TROFF_ENDS = -3;
const TROFF_CHARS = new Map<number, number>();
/** the key of the two-byte name a b in TROFF_CHARS */
export function troffName(a: number, b: number): number {
  return (a << 8) | b;
}
for (const [name, ch] of [
  // groff_char(7) "ASCII characters": \[ti] "~", \[sl] "/", \[at] "@", \[sh] "#", \[Do] "$";
  // mathematical \[eq] "=", \[pl] "+"; \[ul] the underscore "_"
  ["ti", "~"],
  ["sl", "/"],
  ["at", "@"],
  ["sh", "#"],
  ["Do", "$"],
  ["eq", "="],
  ["pl", "+"],
  ["ul", "_"],
  // \[ha] the circumflex "^", as pandoc's man writer escapes it ("…/x\\[ha]y"): read where a
  // raw "^" would be
  ["ha", "^"],
  // \[hy] is the hyphen (U+2010 on a UTF-8 device) — what troff makes of a plain "-" in its
  // input, which the raw source's reading takes as the URI's "-": so is "\\(hy" read
  ["hy", "-"],
] as const) {
  TROFF_CHARS.set(troffName(name.charCodeAt(0), name.charCodeAt(1)), ch.charCodeAt(0));
}
// the quotes and brackets of groff_char(7) that man pages put around a URI: \[dq] '"',
// \[aq] "'", \[oq] \[cq] (single), \[lq] \[rq] (double), \[ga] the backquote, \[la] \[ra]
// (⟨ ⟩), the guillemets \[Fo] \[Fc] \[fo] \[fc], and the dashes \[em] \[en] and \[rs] (a
// backslash) after one. ("\\(foo\\)" stays Markdown's escaped parentheses: a "\\)" follows,
// escapedCloseAhead)
for (const name of [
  "dq",
  "aq",
  "oq",
  "cq",
  "lq",
  "rq",
  "ga",
  "la",
  "ra",
  "Fo",
  "Fc",
  "fo",
  "fc",
  "em",
  "en",
  "rs",
]) {
  TROFF_CHARS.set(troffName(name.charCodeAt(0), name.charCodeAt(1)), TROFF_ENDS);
}

/** the entry of TROFF_CHARS for the name buf[i, i+2): a code point, TROFF_ENDS, or -1 */
export function troffChar(buf: Uint8Array, i: number): number {
  return TROFF_CHARS.get(troffName(buf[i]!, buf[i + 1]!)) ?? -1;
}

/**
 * buf[i] is "\\" and buf[i+1] "(", "[" or "*": a groff escape inside a bare URI (groff(7)).
 * - "\\(xx", "\\[xx]" a named character: one that stands for a URI character is read as it
 *   ("http://www.cl.cam.ac.uk\\:/\\[ti]mgk25": the tilde) — its end, the character in
 *   `escaped.cp`; a quote ends the URI (TROFF_ENDS: "ftp://…/x.txt\\(dq"). An unlisted
 *   "\\(xx" is -1 (Markdown's "\\(" escape, CommonMark §2.4: "…/V8_\\(JavaScript_engine\\)");
 *   any other "\\[name]" ends the URI, as "\\[" did before (not a Markdown escape there);
 * - "\\*(xx", "\\*[name]" a string interpolation: TROFF_ENDS — pod2man's strings around code
 *   and quotes ("\\*(C`https://myhost/page.html\\*(C'", "\\*(Aq…\\*(Aq"; also L" R" lq rq)
 *   are quotes, and what another string holds is not known ("\\*x", one character, stays
 *   Markdown's "\\*").
 * MORE_INPUT when the bytes to decide are past n (never when `final`).
 */
export function troffEscape(buf: Uint8Array, i: number, n: number, final: boolean): number {
  const x = buf[i + 1]!;
  if (x === 0x2a) {
    if (i + 3 > n) return final ? -1 : MORE_INPUT;
    const y = buf[i + 2]!;
    return y === 0x28 || y === 0x5b ? TROFF_ENDS : -1;
  }
  if (x === 0x28) {
    if (i + 4 > n) return final ? -1 : MORE_INPUT;
    const cp = troffChar(buf, i + 2);
    if (cp === -1) return -1;
    if (cp === TROFF_ENDS) return TROFF_ENDS;
    escaped.cp = cp;
    return i + 4;
  }
  // "\\["
  if (i + 5 > n) return final ? TROFF_ENDS : MORE_INPUT;
  // "\\[u041C]": a Unicode character by its code point (groff_char(7), "\\[uXXXX]": four to
  // six hex digits) — what pandoc's man writer makes of every non-ASCII character
  if (buf[i + 2] === 0x75 && buf[i + 4] !== 0x5d) return unicodeNamed(buf, i, n, final);
  if (buf[i + 4] !== 0x5d) return TROFF_ENDS;
  const cp = troffChar(buf, i + 2);
  if (cp < 0) return TROFF_ENDS;
  escaped.cp = cp;
  return i + 5;
}

/** troffEscape's "\\[uXXXX]" at buf[i]: its end, the character in `escaped.cp` */
function unicodeNamed(buf: Uint8Array, i: number, n: number, final: boolean): number {
  let cp = 0;
  let k = i + 3;
  for (; k < n && k - i - 3 < 6 && isHexByte(buf[k]); k++) {
    const b = buf[k]!;
    cp = cp * 16 + (b <= 0x39 ? b - 0x30 : (b | 0x20) - 0x57);
  }
  if (k >= n) return final ? TROFF_ENDS : MORE_INPUT;
  if (buf[k] !== 0x5d || k - i - 3 < 4 || cp < 0x80 || cp > 0x10ffff) return TROFF_ENDS;
  if (cp >= 0xd800 && cp <= 0xdfff) return TROFF_ENDS;
  escaped.cp = cp;
  return k + 1;
}

/** where the last escapedCloseAhead that found no "\\)" stopped */
export const closeScan = { end: 0 };

/**
 * The first "\\)" at or after `from` in the word (before a space or control byte), or -1
 * when the word ends first or reaches `limit` (past it nothing is the URI's; where the look
 * stopped in `closeScan.end`); MORE_INPUT when n comes first and more input may follow. A
 * "\\(" whose name groff_char(7) lists is still Markdown's escaped parenthesis when its
 * "\\)" follows ("http://a.com/\\(foo\\)", Discount's autolink.t; CommonMark §2.4): troff
 * writes no "\\)" in a URI.
 */
export function escapedCloseAhead(
  buf: Uint8Array,
  from: number,
  n: number,
  limit: number,
  final: boolean,
): number {
  const stop = n < limit ? n : limit;
  for (let k = from; k < stop; k++) {
    const b = buf[k]!;
    if (b <= 0x20 || b === 0x7f) {
      closeScan.end = k;
      return -1;
    }
    if (b === 0x5c && k + 1 < stop && buf[k + 1] === 0x29) return k;
  }
  if (stop < limit && !final) return MORE_INPUT;
  closeScan.end = stop;
  return -1;
}

/**
 * A plain ")" that no plain "(" after `from` opened, in the word (before a blank or control
 * byte) and before `limit`: 1, else 0; MORE_INPUT when n comes first and more input may
 * follow. Pandoc's Markdown escapes only the "(" of a URL's parentheses,
 * "…/wiki/Mercury\\_\\(planet)#History", where troff would read "\\(pl" as "+" — a
 * character's troff name is no parenthesis that a ")" closes
 */
export function plainCloseAhead(
  buf: Uint8Array,
  from: number,
  n: number,
  limit: number,
  final: boolean,
): number {
  const stop = n < limit ? n : limit;
  let depth = 0;
  for (let k = from; k < stop; k++) {
    const b = buf[k]!;
    if (b <= 0x20 || b === 0x7f) return 0;
    if (buf[k - 1] === 0x5c) continue;
    if (b === 0x28) depth++;
    else if (b === 0x29 && depth-- === 0) return 1;
  }
  return stop < limit && !final ? MORE_INPUT : 0;
}

/**
 * A shell's apostrophe inside a single-quoted word at buf[i] ("'"): POSIX sh's "'\\''" (the
 * quote closes, an escaped "'", the quote opens again: bash -x, printf %q) or "'\"'\"'" (a
 * double-quoted "'": Python's shlex.quote). The index of its last "'" (the one kept: the
 * apostrophe), else -1. Reads only below n.
 */
export function shellApostropheAt(buf: Uint8Array, i: number, n: number): number {
  if (i + 3 < n && buf[i + 1] === 0x5c && buf[i + 2] === 0x27 && buf[i + 3] === 0x27) return i + 3;
  if (
    i + 4 < n &&
    buf[i + 1] === 0x22 &&
    buf[i + 2] === 0x27 &&
    buf[i + 3] === 0x22 &&
    buf[i + 4] === 0x27
  ) {
    return i + 4;
  }
  return -1;
}

const TEXTASCIITILDE = [..."textasciitilde"].map((c) => c.charCodeAt(0));

/**
 * buf[i] is "\\" and buf[i+1] "t": LaTeX's "\\textasciitilde" (the text-mode tilde a
 * LaTeX writer puts for "~": pandoc, Sphinx, docutils) — the end of the command with the
 * "{}" or the one space a control word swallows after it (a space only when a URI character
 * follows it: "…/\\textasciitilde ab123/"; before other text that space is the text's);
 * -1 when it is none; MORE_INPUT when the bytes to decide are past n (never when `final`).
 */
export function latexTildeEnd(buf: Uint8Array, i: number, n: number, final: boolean): number {
  const w = i + 1 + TEXTASCIITILDE.length;
  for (let k = 0; k < TEXTASCIITILDE.length; k++) {
    if (i + 1 + k >= n) return final ? -1 : MORE_INPUT;
    if (buf[i + 1 + k] !== TEXTASCIITILDE[k]) return -1;
  }
  if (w + 2 > n && !final) return MORE_INPUT;
  if (w >= n) return w;
  const b = buf[w]!;
  // a longer name is another command ("\\textasciitildex" is none of LaTeX's)
  if ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a) return -1;
  if (b === 0x7b) return w + 1 < n && buf[w + 1] === 0x7d ? w + 2 : -1;
  if (b === 0x20 && w + 1 < n && CLASS[buf[w + 1]!]! & C_URI) return w + 1;
  return w;
}

/**
 * Pygments' LaTeX formatter escapes a code token's special characters as "\\" + its command
 * prefix ("PY", nbconvert's; "PYG", Sphinx's) + "Z" + two letters + "{}" (pygments
 * formatters/latex.py escape_tex): the character each stands for, of those a URI may hold
 * (not "<", ">" or '"': "\\PYZlt{}", "\\PYZgt{}", "\\PYZdq{}" around a URL end it)
 */
const PYGMENTS_ESCAPES: ReadonlyMap<string, number> = new Map(
  (
    [
      ["ca", "^"],
      ["us", "_"],
      ["am", "&"],
      ["sh", "#"],
      ["pc", "%"],
      ["dl", "$"],
      ["hy", "-"],
      ["sq", "'"],
      ["ti", "~"],
      ["at", "@"],
      ["lb", "["],
      ["rb", "]"],
    ] as const
  ).map(([k, v]) => [k, v.charCodeAt(0)]),
);

/**
 * buf[i] is "\\" and buf[i+1] "P": a Pygments escape in a LaTeX document's code
 * (`\PY{l+s+s2}{s3://my\PYZhy{}bucket/raw\PYZus{}data.csv}`, nbconvert's; `\PYGZhy{}`,
 * Sphinx's; the notebooks hunt) — its end, the character it stands for in `escaped.cp`; -1
 * when it is none; MORE_INPUT when the bytes to decide are past n (never when `final`)
 */
export function pygmentsEscapeEnd(buf: Uint8Array, i: number, n: number, final: boolean): number {
  let k = i + 1;
  if (k + 2 > n) return final ? -1 : MORE_INPUT;
  if (buf[k] !== 0x50 || buf[k + 1] !== 0x59) return -1;
  k += 2;
  if (k >= n) return final ? -1 : MORE_INPUT;
  if (buf[k] === 0x47) k++;
  if (k + 5 > n) return final ? -1 : MORE_INPUT;
  if (buf[k] !== 0x5a || buf[k + 3] !== 0x7b || buf[k + 4] !== 0x7d) return -1;
  const code = PYGMENTS_ESCAPES.get(String.fromCharCode(buf[k + 1]!, buf[k + 2]!));
  if (code === undefined) return -1;
  escaped.cp = code;
  return k + 5;
}

/** what LaTeX writes escaped in a URL: "\\%" "\\#" "\\_" "\\&" "\\~" "\\$" (and in a group, "{\\_}") */
export const TEX_ESCAPED = new Uint8Array(256);
for (const ch of "%#_&~$") TEX_ESCAPED[ch.charCodeAt(0)] = 1;

/**
 * buf[i] is "{": the end of a TeX group around one escaped character, "{\\_}", or around a
 * "~", "{~}" (Mendeley's and JabRef's BibTeX exports: "…/978-3-030-03083-4{\\_}4",
 * "…/{~}user/"), the character's offset in `escaped.cp`; -1 when it is none; MORE_INPUT when
 * the bytes to decide are past n (never when `final`)
 */
export function texGroupEnd(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (i + 1 >= n) return final ? -1 : MORE_INPUT;
  const a = buf[i + 1]!;
  if (a === 0x7e) {
    if (i + 2 >= n) return final ? -1 : MORE_INPUT;
    if (buf[i + 2] !== 0x7d) return -1;
    escaped.cp = 0x7e;
    return i + 3;
  }
  if (a !== 0x5c) return -1;
  if (i + 3 >= n) return final ? -1 : MORE_INPUT;
  const x = buf[i + 2]!;
  if (TEX_ESCAPED[x] !== 1 || buf[i + 3] !== 0x7d) return -1;
  escaped.cp = x;
  return i + 4;
}
