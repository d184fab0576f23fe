/**
 * Character classes of RFC 3986 App. A (and RFC 3987 §2.2 for IRIs) as one lookup
 * table over ASCII: a component check is one table load and one AND per character.
 */

export const ALPHA = 1;
export const DIGIT = 2;
/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"  (RFC 3986 §2.3) */
export const UNRESERVED = 4;
/** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="  (§2.2) */
export const SUB_DELIM = 8;
export const COLON = 16;
export const AT = 32;
export const SLASH = 64;
export const QUESTION = 128;
/** HEXDIG (RFC 5234 B.1, case-insensitive per RFC 3986 §2.1) */
export const HEX = 256;
/** scheme characters after the first: ALPHA / DIGIT / "+" / "-" / "." (§3.1) */
export const SCHEME = 512;

/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@" (§3.3), pct-encoded checked apart */
export const PCHAR = UNRESERVED | SUB_DELIM | COLON | AT;
/** reg-name = *( unreserved / pct-encoded / sub-delims ) (§3.2.2) */
export const REG_NAME = UNRESERVED | SUB_DELIM;
/** userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) (§3.2.1) */
export const USERINFO = UNRESERVED | SUB_DELIM | COLON;
/** segment = *pchar; path adds "/" (§3.3) */
export const PATH = PCHAR | SLASH;
/** query = fragment = *( pchar / "/" / "?" ) (§3.4, §3.5) */
export const QUERY = PCHAR | SLASH | QUESTION;

export const CLASS = new Uint16Array(128);

function mark(chars: string, bits: number): void {
  for (let i = 0; i < chars.length; i++) CLASS[chars.charCodeAt(i)]! |= bits;
}

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();
const DIGITS = "0123456789";
mark(LOWER + UPPER, ALPHA | UNRESERVED | SCHEME);
mark(DIGITS, DIGIT | UNRESERVED | SCHEME | HEX);
mark("abcdefABCDEF", HEX);
mark("-._~", UNRESERVED);
mark("+-.", SCHEME);
mark("!$&'()*+,;=", SUB_DELIM);
mark(":", COLON);
mark("@", AT);
mark("/", SLASH);
mark("?", QUESTION);

export function isHex(c: number): boolean {
  return c < 128 && (CLASS[c]! & HEX) !== 0;
}

export function hexValue(c: number): number {
  if (c <= 57) return c - 48;
  return (c | 0x20) - 87;
}

/**
 * Percent-encoded ASCII octets decoded — all of them, or only unreserved characters
 * (RFC 3986 §2.3, §6.2.2.2) when `unreservedOnly`; every other `%XX` and text stays as it is.
 */
export function decodePercentAscii(s: string, unreservedOnly: boolean): string {
  if (s.indexOf("%") < 0) return s;
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 37 && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2))) {
      const v = hexValue(s.charCodeAt(i + 1)) * 16 + hexValue(s.charCodeAt(i + 2));
      if (v < 128 && (!unreservedOnly || (CLASS[v]! & UNRESERVED) !== 0)) {
        out += String.fromCharCode(v);
        i += 2;
        continue;
      }
    }
    out += s[i];
  }
  return out;
}

/**
 * RFC 3987 §2.2 ucschar: the non-ASCII code points allowed where RFC 3986 allows
 * unreserved (in IRIs).
 */
export function isUcschar(cp: number): boolean {
  if (cp < 0xa0) return false;
  if (cp <= 0xd7ff) return true;
  if (cp >= 0xf900 && cp <= 0xfdcf) return true;
  if (cp >= 0xfdf0 && cp <= 0xffef) return true;
  if (cp >= 0x10000 && cp <= 0xefffd) {
    // plane 14 only from U+E1000: the tags and the variation selectors supplement
    // (U+E0000–U+E0FFF) are no ucschar
    if (cp >= 0xe0000 && cp < 0xe1000) return false;
    // each plane's last two code points (xFFFE, xFFFF) are noncharacters
    return (cp & 0xfffe) !== 0xfffe;
  }
  return false;
}

/**
 * RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM,
 * LRE, RLE, LRO, RLO, and PDF)": U+200E, U+200F, U+202A–U+202E — ucschar by the grammar,
 * refused by this rule (`…/\u202Egpj.exe` shows as `…/exe.jpg`). The isolates Unicode 6.3
 * added later (LRI, RLI, FSI, PDI: U+2066–U+2069) and the Arabic letter mark (U+061C) are
 * bidirectional formatting characters of the same kind (UAX #9 §2) and are refused alike.
 */
export function isBidiFormatting(cp: number): boolean {
  return (
    cp === 0x200e ||
    cp === 0x200f ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    cp === 0x61c
  );
}

/** RFC 3987 §2.2 iprivate: allowed in iquery only. */
export function isIprivate(cp: number): boolean {
  return (
    (cp >= 0xe000 && cp <= 0xf8ff) ||
    (cp >= 0xf0000 && cp <= 0xffffd) ||
    (cp >= 0x100000 && cp <= 0x10fffd)
  );
}

/** True when s holds a code unit outside US-ASCII. */
export function hasNonAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return true;
  return false;
}
