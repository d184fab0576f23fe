/**
 * A string's escapes (JSON, RFC 8259 §7; C) next to a name in fuzzy mode: "\\n" or
 * "\\u003c" standing for a separator before a name or an address is a blank to the text
 * view (fuzzy-view.ts); "\\u002F" standing for a character that a name goes on with glues
 * the name to it (fuzzy.ts). A Windows path's "\\new…" is no escape.
 */

import { isAsciiAlnum, isAsciiLetter, isHexDigit } from "./chars.js";
import { LETTER } from "./fuzzy-word-edges.js";

/**
 * A string's escape (JSON, RFC 8259 §7; C) at text[i] ("\\", then "n", "t", "r" or "u" and
 * four hex digits) that stands for a character between words — a line break, a tab, a
 * quote, "<" — and that a name or an address follows ("see\\nwww.example.com",
 * "\\u003ckim@example.com\\u003e" in a log's JSON): its end, else i. An even run of
 * backslashes escapes itself, and "\\n" in a Windows path is a folder's initial
 * ("C:\\temp\\new.example.com"). Checked at a run's last backslash only (linear).
 */
export function escapedSeparatorEnd(text: string, i: number): number {
  let k = i - 1;
  while (k >= 0 && text.charCodeAt(k) === 0x5c) k--;
  if ((i - k) % 2 === 0) return i;
  const c = text.charCodeAt(i + 1);
  let e = i;
  if (c === 0x6e || c === 0x74 || c === 0x72) {
    if (!drivePathBefore(text, i)) e = i + 2;
  } else if (c === 0x75) {
    const cp = hex4At(text, i + 2);
    if (
      cp >= 0 &&
      cp < 0x80 &&
      !isAsciiAlnum(cp) &&
      !NAME_GOES_ON.includes(String.fromCharCode(cp))
    )
      e = i + 6;
  }
  return e > i && isAsciiAlnum(text.charCodeAt(e)) ? e : i;
}

/**
 * A name found at text[i] right after a backslash and a "\\uXXXX" escape's rest that stands
 * for a character a name goes on with ("\\u002Fcal.example.com": a path's "/" before "cal",
 * the escape serialize-javascript writes): no name of its own
 */
export function gluedToEscape(text: string, i: number): boolean {
  if (text.charCodeAt(i) !== 0x75) return false;
  const cp = hex4At(text, i + 1);
  // a letter of an IRI's name ("caf\\u00e9.example.fr"): a name of its own only whole
  if (cp >= 0x80) return LETTER.test(String.fromCodePoint(cp));
  return (
    cp >= 0 && cp < 0x80 && (isAsciiAlnum(cp) || NAME_GOES_ON.includes(String.fromCharCode(cp)))
  );
}

/** the value of four hex digits at text[i…], or -1 */
function hex4At(text: string, i: number): number {
  let cp = 0;
  for (let j = i; j < i + 4; j++) {
    const d = text.charCodeAt(j);
    if (!isHexDigit(d)) return -1;
    cp = cp * 16 + (d <= 0x39 ? d - 0x30 : (d | 0x20) - 0x57);
  }
  return cp;
}

/** characters that a name, a path or an address runs on with when an escape writes them */
const NAME_GOES_ON = "-._~/@:%+=&?#";

/**
 * The word before the backslash at text[i] is a Windows path: it holds a drive's ":\\"
 * ("C:\\temp\\new.example.com") or starts with a UNC path's "\\\\" or a relative ".\\" or
 * "..\\" — looked at back to a blank or a quote, at most 64 characters
 */
function drivePathBefore(text: string, i: number): boolean {
  let k = i;
  for (; k > 0 && i - k < 64; k--) {
    const u = text.charCodeAt(k - 1);
    if (u === 0x20 || u === 0x09 || u === 0x0a || u === 0x22 || u === 0x27) break;
    if (u === 0x5c && k - 2 >= 0 && text.charCodeAt(k - 2) === 0x3a) return true;
  }
  return text.startsWith("\\\\", k) || text.startsWith(".\\", k) || text.startsWith("..\\", k);
}

/** how far `latexLineAt` reads each way from the address, on its line */
const LATEX_LINE_REACH = 256;

/**
 * The line around text[i] is LaTeX source, not troff: it holds a control word with an
 * argument, "\\" and two letters or more then "{" or "[" (`\texttt{`, `\href{`, `\item[`;
 * LaTeX's macros), and no mark of troff — a request's "." or "'" opening the line, a font
 * escape `\fB` `\fI` `\fR` `\fP` `\f(` `\f[`, a special character's `\(`, a string's `\*`,
 * `\e` (groff(7)). Used for "\\-" inside an address (fuzzy.ts troffRead): a discretionary
 * hyphen in LaTeX, printing nothing (`jane@exam\-ple.com` in a .tex file is
 * jane@example.com), a minus sign in troff (`bug\-groff@gnu.org`). A line with neither mark
 * stays troff's reading, as before. Reads at most LATEX_LINE_REACH code units each way
 */
export function latexLineAt(text: string, i: number): boolean {
  let s = i;
  while (s > 0 && i - s < LATEX_LINE_REACH && text.charCodeAt(s - 1) !== 0x0a) s--;
  let e = i;
  while (e < text.length && e - i < LATEX_LINE_REACH && text.charCodeAt(e) !== 0x0a) e++;
  let k = s;
  while (k < e && (text.charCodeAt(k) === 0x20 || text.charCodeAt(k) === 0x09)) k++;
  const first = text.charCodeAt(s);
  if (s === 0 || text.charCodeAt(s - 1) === 0x0a) {
    if (first === 0x2e || first === 0x27) return false;
  }
  let latex = false;
  for (k = s; k < e - 1; k++) {
    if (text.charCodeAt(k) !== 0x5c) continue;
    const c = text.charCodeAt(k + 1);
    if (c === 0x5c) {
      k++;
      continue;
    }
    if (c === 0x28 || c === 0x2a || c === 0x65) {
      // "\(", "\*", "\e" — but "\emph{…}" is LaTeX's
      if (c !== 0x65 || !isAsciiLetter(text.charCodeAt(k + 2))) return false;
    }
    if (c === 0x66) {
      const d = text.charCodeAt(k + 2);
      if (d === 0x28 || d === 0x5b) return false;
      if ("BIRP1234".includes(text[k + 2] ?? "") && !isAsciiLetter(text.charCodeAt(k + 3))) {
        return false;
      }
    }
    let w = k + 1;
    while (w < e && isAsciiLetter(text.charCodeAt(w))) w++;
    if (w - k > 2 && (text.charCodeAt(w) === 0x7b || text.charCodeAt(w) === 0x5b)) latex = true;
  }
  return latex;
}

/**
 * A LaTeX command with a braced argument at text[i] (a "\\", two to 32 ASCII letters, "{",
 * then an ASCII letter or digit: `\texttt{`, `\email{`, `\nolinkurl{`): the end of its "{",
 * else i. Its argument is the text's (LaTeX's `\texttt{jane@example.com}` prints the
 * address). Also glued after a word (`Mail:\texttt{a@b.example}`, `x\texttt{…}`: the
 * argument is a group of its own; latex.ltx; `"\\\\texttt{…}"`, a JSON string's), and with
 * an empty argument before the text (`\newline{}jane@example.com`: "{}" ends the control
 * word, The TeXbook ch. 3): the end of its "}"
 */
export function latexCommandEnd(text: string, i: number): number {
  let w = i + 1;
  while (w < text.length && w - i <= 32 && isAsciiLetter(text.charCodeAt(w))) w++;
  if (w - i < 3 || w - i > 32 || text.charCodeAt(w) !== 0x7b) return i;
  // "\newline{}jane@example.com": an empty argument, then the text
  if (text.charCodeAt(w + 1) === 0x7d) return isAsciiAlnum(text.charCodeAt(w + 2)) ? w + 2 : i;
  return isAsciiAlnum(text.charCodeAt(w + 1)) ? w + 1 : i;
}
