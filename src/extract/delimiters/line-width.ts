/**
 * The width of a line as a terminal or a mail client shows it (UAX #11 East Asian Width;
 * ECMA-48 control sequences take none): how hard-wrap rules measure lines.
 */
import { csiRunEnd } from "../ansi.js";
import { decodeUtf8At, utf8 } from "../chars.js";

/**
 * The columns that buf[a, e) takes on a terminal or in a mail client's plain text: one a
 * character, two an East Asian wide one (UAX #11: Hangul Jamo, CJK, kana, Hangul syllables,
 * fullwidth forms, the ideographic planes), none a colour's control sequence. A tool that
 * counts bytes (fold, fmt) makes lines no wider than that either. Past `cap` columns the
 * count stops (a number above cap).
 */
export function lineWidth(buf: Uint8Array, a: number, e: number, cap = 0x7fffffff): number {
  let w = 0;
  for (let k = a; k < e && w <= cap; k++) {
    const b = buf[k]!;
    if (b === 0x1b) {
      // a colour takes no column (cargo's and grep's --color=always, tmux's capture-pane -e)
      const t = csiRunEnd(buf, k, e);
      if (t > k) {
        k = t - 1;
        continue;
      }
    }
    if (b < 0x80) w++;
    else if ((b & 0xc0) !== 0x80) w += b >= 0xe1 && wideAt(buf, k, e) ? 2 : 1;
  }
  return w;
}

/** the character whose lead byte is buf[k] is East Asian wide (UAX #11 W or F) */
function wideAt(buf: Uint8Array, k: number, e: number): boolean {
  if (decodeUtf8At(buf, k, e) !== 1) return false;
  const cp = utf8.cp;
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/**
 * The index of the character that starts at column `col` of buf[a, e) as lineWidth counts
 * them (a wide character takes two), or -1 when none does (the line is shorter, or `col`
 * falls inside a wide character)
 */
export function indexAtWidth(buf: Uint8Array, a: number, e: number, col: number): number {
  let w = 0;
  for (let k = a; k < e; k++) {
    const b = buf[k]!;
    if ((b & 0xc0) === 0x80) continue;
    if (w === col) return k;
    if (w > col) return -1;
    w += b >= 0xe1 && wideAt(buf, k, e) ? 2 : 1;
  }
  return -1;
}
