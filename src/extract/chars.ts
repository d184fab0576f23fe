/**
 * Byte classes for the scanner: one 256-entry lookup table, built once.
 * ASCII only; bytes ≥ 0x80 are UTF-8 and go through `decodeCharAt` + `iriCodePoint`.
 */

/**
 * The Latin ligatures U+FB00–U+FB06 (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ) as their letters (their NFKC forms):
 * a PDF's text keeps them where the font set them, inside URLs too ("speciﬁcation", pdfminer's
 * and pypdf's text of Chromium's PDFs: the PDF hunt, session 47). Each is 3 bytes in UTF-8
 * (EF AC 80–86) and stands for 2 or 3 letters.
 */
export const LIGATURE_LETTERS = ["ff", "fi", "fl", "ffi", "ffl", "st", "st"];

/** buf[i…i+3) is a Latin ligature: its index in LIGATURE_LETTERS, else -1 (-2: bytes end) */
export function ligatureAt(buf: Uint8Array, i: number, n: number): number {
  if (buf[i] !== 0xef) return -1;
  if (i + 3 > n) return -2;
  if (buf[i + 1] !== 0xac || buf[i + 2]! < 0x80 || buf[i + 2]! > 0x86) return -1;
  return buf[i + 2]! - 0x80;
}

/** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) — RFC 3986 §3.1 */
export const C_SCHEME = 1;
/** ALPHA — a scheme starts with a letter (RFC 3986 §3.1) */
export const C_ALPHA = 2;
/**
 * A character that may appear in a URI: unreserved / gen-delims / sub-delims / "%"
 * (RFC 3986 §2.2, §2.3, §2.1). Not `{ } | \ ^ \`` `"` `<` `>` space or controls
 * (2396bis App. E: those delimit a URI in text).
 */
export const C_URI = 4;
/** trailing punctuation dropped after a bare URI (DESIGN "Delimiting rules") */
export const C_TRAIL = 8;
/** whitespace dropped inside `<…>`: SP, HT, CR, LF (2396bis App. E) */
export const C_WS = 16;
/** a scheme character that is a letter or digit (ends the `URL` prefix look-behind) */
export const C_ALNUM = 32;
/**
 * a URI character a bare URI runs over without a second look: C_URI but not ( ) [ ] & ' @
 * nor "," (a comma may end an http host, delimiters/bare.ts)
 */
export const C_PLAIN = 64;
/**
 * What `<…>` and quotes hold: C_URI and the "unwise" `{ } ^ \`` (2396bis §2.4.3), which
 * text writes raw inside a wrapper (`<https://api.example/repos/{owner}>`); they are read
 * percent-encoded (raw-characters.ts). Not "\": a folding backslash in `<…>`, and a path
 * separator to a browser. Not "|": `<http://example.org/|Link>` is Slack's link markup
 * (quotes take it, delimiters/quote.ts).
 */
export const C_WRAPPED = 128;

export const CLASS = new Uint8Array(256);

function mark(chars: string, flag: number): void {
  for (let i = 0; i < chars.length; i++) CLASS[chars.charCodeAt(i)]! |= flag;
}

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();
const DIGIT = "0123456789";
mark(LOWER + UPPER, C_ALPHA | C_SCHEME | C_URI | C_ALNUM);
mark(DIGIT, C_SCHEME | C_URI | C_ALNUM);
mark("+-.", C_SCHEME);
// RFC 3986 §2.3 unreserved, §2.2 gen-delims and sub-delims, §2.1 "%"
mark("-._~:/?#[]@!$&'()*+,;=%", C_URI);
// (not "&": in escaped HTML a character reference may end the URI; not "'": in the host
// it ends the URI; not "@": before "scheme://" it ends the authority — delimiters/bare.ts)
mark("-._~:/?#!$*+;=%", C_PLAIN);
mark(LOWER + UPPER + DIGIT, C_PLAIN);
mark(".,;:!?'\"", C_TRAIL);
mark(`${LOWER}${UPPER}${DIGIT}-._~:/?#[]@!$&'()*+,;=%{}^\``, C_WRAPPED);
mark(" \t\r\n", C_WS);

export const LF = 0x0a;
export const CR = 0x0d;
export const SP = 0x20;
export const TAB = 0x09;
export const COLON = 0x3a;
export const SLASH = 0x2f;
export const LT = 0x3c;
export const GT = 0x3e;
export const DQUOTE = 0x22;
export const SQUOTE = 0x27;
export const HYPHEN = 0x2d;

/** white space in decoded text (a UTF-16 code unit): SP, TAB…CR, NBSP */
export const isSpace = (u: number): boolean => u === 0x20 || (u >= 0x09 && u <= 0x0d) || u === 0xa0;

/** result slots of decodeUtf8At (no allocation per call) */
export const utf8 = { cp: 0, len: 0 };

/**
 * Decode the UTF-8 sequence at buf[i] (buf[i] ≥ 0x80).
 * Returns 1 when decoded (utf8.cp, utf8.len), 0 when invalid, -1 when the sequence is
 * cut by the end of the buffer `n` (more input is needed).
 */
/** an ASCII digit */
export function isDigit(b: number): boolean {
  return b >= 0x30 && b <= 0x39;
}

export function decodeUtf8At(buf: Uint8Array, i: number, n: number): number {
  const b0 = buf[i]!;
  let need: number;
  let cp: number;
  let min: number;
  if (b0 >= 0xc2 && b0 <= 0xdf) {
    need = 1;
    cp = b0 & 0x1f;
    min = 0x80;
  } else if (b0 >= 0xe0 && b0 <= 0xef) {
    need = 2;
    cp = b0 & 0x0f;
    min = 0x800;
  } else if (b0 >= 0xf0 && b0 <= 0xf4) {
    need = 3;
    cp = b0 & 0x07;
    min = 0x10000;
  } else return 0;
  for (let k = 1; k <= need; k++) {
    if (i + k >= n) return -1;
    const b = buf[i + k]!;
    if ((b & 0xc0) !== 0x80) return 0;
    cp = (cp << 6) | (b & 0x3f);
  }
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  utf8.cp = cp;
  utf8.len = need + 1;
  return 1;
}

/**
 * WHATWG Encoding's index-windows-1252 for the bytes 0x80–0x9F (0xA0–0xFF are Latin-1's):
 * smart quotes, dashes, the euro sign where ISO-8859-1 has C1 controls.
 */
export const WINDOWS_1252_C1 =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

/** The windows-1252 character of a byte ≥ 0x80. */
export const windows1252 = (b: number): number =>
  b < 0xa0 ? WINDOWS_1252_C1.charCodeAt(b - 0x80) : b;

/**
 * The character at buf[i] (buf[i] ≥ 0x80) into utf8.cp / utf8.len: its UTF-8 sequence, or —
 * a byte that begins no well-formed sequence — that byte alone as windows-1252. Text that is
 * not UTF-8 is mostly Latin-1 or windows-1252 (old mail, logs, documents): "café" written
 * in it reads "http://example.com/café", not a URI cut before its first accent. The same
 * reading as decodeUtf8OrWindows1252 (found.ts), which builds the URI's string. 1 when read,
 * -1 when the sequence is cut by `n` and more input may follow (`final`: no more does).
 */
export function decodeCharAt(buf: Uint8Array, i: number, n: number, final: boolean): number {
  const r = decodeUtf8At(buf, i, n);
  if (r === 1 || (r < 0 && !final)) return r;
  utf8.cp = windows1252(buf[i]!);
  utf8.len = 1;
  return 1;
}

/**
 * The character that ends at buf[e - 1] (a byte ≥ 0x80; none starts before `lo`) into
 * utf8.cp / utf8.len, as decodeCharAt reads it going forward: the UTF-8 sequence that ends
 * there, else that byte alone as windows-1252.
 */
export function decodeCharBefore(buf: Uint8Array, e: number, lo: number): void {
  let lead = e - 1;
  while (lead > lo && (buf[lead]! & 0xc0) === 0x80 && e - lead < 4) lead--;
  if (decodeUtf8At(buf, lead, e) === 1 && lead + utf8.len === e) return;
  utf8.cp = windows1252(buf[e - 1]!);
  utf8.len = 1;
}

/**
 * May this non-ASCII code point continue a URI in running text? RFC 3987 §2.2 ucschar and
 * iprivate, minus the characters that delimit text: Unicode spaces, quotation marks,
 * dashes, CJK and fullwidth punctuation (2396bis App. E: punctuation is not part of a URI).
 */
export function iriCodePoint(cp: number): boolean {
  if (cp < 0xa1) return false; // C1 controls, NBSP
  if (cp <= 0xbf) return cp !== 0xab && cp !== 0xbb; // « »
  // ARABIC LETTER MARK, a bidirectional formatting character: refused in an IRI (RFC 3987
  // §4.1; core/chars.ts isBidiFormatting), so it ends one (the others are in U+2000–U+206F)
  if (cp === 0x61c) return false;
  // general punctuation: spaces, dashes, quotes, … — but ZWNJ and ZWJ are parts of words in
  // Indic, Arabic and Persian writing and of emoji sequences (RFC 3987 ucschar, IDNA2008
  // CONTEXTJ, RFC 5892 App. A.1–A.2): "…/someone-you-നിന്നെ-പോലൊരാള്\u200D.html"
  if (cp >= 0x2000 && cp <= 0x206f) return cp === 0x200c || cp === 0x200d;
  // mathematical and ornamental brackets: ⟨ ⟩ (groff's link brackets on a UTF-8 terminal),
  // ⟦ ⟧ ⟪ ⟫, 〈 〉, ⦃ … ⦘, ❨ … ❵
  if (cp === 0x2329 || cp === 0x232a) return false;
  // box drawing and block elements: a text table's borders ("│lib1│https://a.example/x/y│",
  // a report's cells; the security tools' hunt) — no address holds one
  if (cp >= 0x2500 && cp <= 0x259f) return false;
  if (cp >= 0x2768 && cp <= 0x2775) return false;
  if (cp >= 0x27e6 && cp <= 0x27ef) return false;
  if (cp >= 0x2983 && cp <= 0x2998) return false;
  if (cp >= 0x3000 && cp <= 0x3003) return false; // ideographic space 、 。 〃
  if (cp >= 0x3008 && cp <= 0x301f) return false; // CJK brackets
  if (cp >= 0xfe10 && cp <= 0xfe1f) return false; // vertical forms
  if (cp >= 0xfe30 && cp <= 0xfe4f) return false; // CJK compatibility forms
  if (cp >= 0xfdd0 && cp <= 0xfdef) return false; // noncharacters
  if (cp === 0xfeff) return false; // BOM / ZWNBSP
  if (cp >= 0xff01 && cp <= 0xff0f) return false; // fullwidth ！＂＃…／
  if (cp >= 0xff1a && cp <= 0xff20) return false; // fullwidth ：；＜＝＞？＠
  if (cp >= 0xff3b && cp <= 0xff40) return false;
  if (cp >= 0xff5b && cp <= 0xff65) return false; // fullwidth brackets, halfwidth punctuation
  // specials: U+FFFC OBJECT REPLACEMENT, U+FFFD REPLACEMENT CHARACTER (what a lossy
  // conversion left of a character: "…/caf\uFFFD"); no ucschar (RFC 3987 §2.2), so the URI
  // ends before them rather than being refused whole
  if (cp >= 0xfff0 && cp <= 0xfffd) return false;
  if ((cp & 0xfffe) === 0xfffe) return false; // noncharacters U+xxFFFE/F
  // tags (a flag emoji's "🏴\u{E0067}…") and the variation selectors supplement: no ucschar
  // (RFC 3987 §2.2), so the URI ends before them rather than being refused whole
  if (cp >= 0xe0000 && cp <= 0xe0fff) return false;
  return true;
}

/**
 * iriCodePoint inside an explicit wrapper (`<…>`, quotes, an HTML attribute): a dash too
 * (U+2010–U+2015, RFC 3987 ucschar). In running text one glued to a URI is the sentence's
 * ("…/x—that is"), but between the wrapper's ends it is the URI's: Wikipedia's
 * `href="https://en.wikipedia.org/wiki/Read–eval–print_loop"`, `…/wiki/Cauchy–Schwarz`.
 */
export function wrappedIriCodePoint(cp: number): boolean {
  return iriCodePoint(cp) || (cp >= 0x2010 && cp <= 0x2015);
}

/**
 * RFC 3987 §2.2 iprivate (the private use areas): allowed in the query alone. Elsewhere such
 * a character ends a URI in running text — an icon font's glyph glued to it (a prompt's, in
 * a terminal log) is not the URI's.
 */
export const privateUse = (cp: number): boolean => (cp >= 0xe000 && cp <= 0xf8ff) || cp >= 0xf0000;

/** uriPartAfter: before the query, in it, in the fragment */
export const BEFORE_QUERY = 0;
export const IN_QUERY = 1;
export const IN_FRAGMENT = 2;

/**
 * The part of a URI that `part`, the part at `from`, becomes after buf[from, to): a "?"
 * begins the query, a "#" the fragment (RFC 3986 §3). For a private use character (allowed
 * in the query alone): each caller reads on from where it read last, so that a run of them
 * costs linear time.
 */
export function uriPartAfter(buf: Uint8Array, from: number, to: number, part: number): number {
  for (let k = from; k < to && part !== IN_FRAGMENT; k++) {
    const b = buf[k];
    if (b === 0x3f) part = IN_QUERY;
    else if (b === 0x23) {
      // not the text's "#": of a character reference ("&#38;", read as "&"), or a comment
      // marker at the start of a line the URI goes on in ("# " after the line break, dropped
      // with it; "##")
      const p = buf[k - 1]!;
      if (p !== 0x26 && p !== 0x23 && p > 0x20) part = IN_FRAGMENT;
    }
  }
  return part;
}

/**
 * Scripts written without spaces between words (or never mixed with ASCII letters in one
 * DNS label): Thai, Lao, Hangul Jamo, CJK radicals to CJK unified ideographs (kana,
 * Bopomofo, Hangul compatibility Jamo included), Yi, Hangul syllables, CJK compatibility
 * ideographs, the supplementary ideographic planes. Used to end a host at a script change.
 */
export function noSpaceScript(cp: number): boolean {
  if (cp < 0x0e00) return false;
  if (cp <= 0x0eff) return true; // Thai, Lao
  if (cp >= 0x1100 && cp <= 0x11ff) return true; // Hangul Jamo
  if (cp < 0x2e80) return false;
  if (cp <= 0xa4cf) return true; // CJK radicals … CJK unified ideographs, Yi
  if (cp >= 0xac00 && cp <= 0xd7af) return true; // Hangul syllables
  if (cp >= 0xf900 && cp <= 0xfaff) return true; // CJK compatibility ideographs
  return cp >= 0x20000 && cp <= 0x3ffff; // ideographic planes
}

/** a Hangul syllable or jamo: Korean is written with spaces between words */
export function isHangul(cp: number): boolean {
  return (
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x3130 && cp <= 0x318f)
  );
}

/**
 * A Hebrew or Arabic letter: RFC 5893's Bidi rule keeps them out of a label that starts with a
 * left-to-right letter, so one glued to an ASCII label ends the host
 * ("http://www.arabstutors.comعبدالسلام")
 */
export function rtlLetter(cp: number): boolean {
  return (
    (cp >= 0x05d0 && cp <= 0x05ea) ||
    (cp >= 0x0620 && cp <= 0x064a) ||
    (cp >= 0x066e && cp <= 0x06d3) ||
    (cp >= 0x0750 && cp <= 0x077f) ||
    (cp >= 0x08a0 && cp <= 0x08c9)
  );
}

const LETTER_MARK_DIGIT = /^[\p{L}\p{M}\p{N}]$/u;
const HOST_PUNCTUATION = [0xb7, 0x375, 0x5f3, 0x5f4, 0x30fb, 0x6fd, 0x6fe, 0xf0b];
const TERMINAL = /^\p{Terminal_Punctuation}$/u;

/**
 * May this non-ASCII code point be part of a host name? IDNA2008 admits letters, marks and
 * digits (RFC 5892 §2.1–2.2: the PVALID categories Ll Lu Lo Lm Mn Mc Nd, and more letters
 * via exceptions); symbols and punctuation are DISALLOWED. So `http://example.com™`,
 * `http://example.com🎉` or `http://example.com،` end their host before that character.
 * (One character string per call: only non-ASCII characters in an authority get here.)
 */
export function hostCodePoint(cp: number): boolean {
  if (cp === 0x200c || cp === 0x200d) return true; // ZWNJ, ZWJ (CONTEXTJ)
  // CONTEXTO (RFC 5892 App. A.3–A.7: Catalan l·l, Greek keraia, Hebrew geresh and
  // gershayim, katakana middle dot) and PVALID exceptions (§2.6: U+06FD, U+06FE, U+0F0B)
  if (HOST_PUNCTUATION.includes(cp)) return true;
  return LETTER_MARK_DIGIT.test(String.fromCodePoint(cp));
}

/**
 * Marks that the text, not a URI, puts at a URI's end (session 40, the scripts hunt): the
 * middle dot (U+00B7: the NFC form of the Greek ano teleia U+0387, and Korean's list
 * separator), the katakana middle dot (U+30FB, Japanese's), the Armenian comma (U+055D), the
 * Hebrew gershayim written as quotation marks (U+05F4: `ב״https://…״`; an acronym's stands
 * before its last letter — not the geresh U+05F3, which ends a word: `…/ספר_מלכים_א׳`)
 * and the Arabic ornate parentheses (U+FD3E, U+FD3F); and pandoc's footnote back-link ↩
 * (U+21A9, session 41, the e-books hunt). Inside a URI they stay (Catalan's
 * `/wiki/Paral·lel`, `/wiki/レオナルド・ダ・ヴィンチ`). (Not the soft hyphen U+00AD: an
 * RFC 3987 ucschar, kept at the end as peers keep it — RULES.md "Glued symbols".)
 */
const TRAILING_MARKS = [0xb7, 0x30fb, 0x55d, 0x5f4, 0xfd3e, 0xfd3f, 0x21a9];

/**
 * Non-ASCII sentence and clause punctuation ends a bare URI as `.` `,` `;` do: Arabic
 * `،` `؛` `؟` `۔`, Devanagari `।` `॥`, Ethiopic `።` `፣`, Armenian `։`, Hebrew `׃` … (the
 * Unicode Terminal_Punctuation property), and TRAILING_MARKS. Not `¡` or `¿`, which open a
 * sentence ("http://example.org/¡" is one URI in Rust linkify's suite).
 */
export function punctuationCodePoint(cp: number): boolean {
  return TERMINAL.test(String.fromCodePoint(cp)) || TRAILING_MARKS.includes(cp);
}

export function isAsciiDigit(u: number): boolean {
  return u >= 0x30 && u <= 0x39;
}

export function isAsciiLetter(u: number): boolean {
  return (u | 0x20) >= 0x61 && (u | 0x20) <= 0x7a;
}

export function isAsciiAlnum(u: number): boolean {
  return (u >= 0x30 && u <= 0x39) || ((u | 0x20) >= 0x61 && (u | 0x20) <= 0x7a);
}

export function isHexDigit(u: number): boolean {
  return isAsciiDigit(u) || ((u | 0x20) >= 0x61 && (u | 0x20) <= 0x66);
}

/**
 * The characters of buf[a, e) (UTF-8 lead bytes): the width of a line as a tool that counts
 * characters sees it (catdoc, Word, a line next to a hard-wrapped one: a tool that counts
 * characters makes a line of 72 Chinese characters, 144 columns)
 */
export function characters(buf: Uint8Array, a: number, e: number): number {
  let c = 0;
  for (let k = a; k < e; k++) if ((buf[k]! & 0xc0) !== 0x80) c++;
  return c;
}
