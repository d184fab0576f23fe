/**
 * POD's escapes inside a link (perlpod, "Formatting Codes": `E<escape>` — a number, decimal,
 * `0x` hex or `0` octal, or a name: `lt`, `gt`, `verbar`, `sol`, or an HTML entity's). A
 * link's target that holds a character POD would read as markup is written with one:
 * `L<http://wwwE<46>perl.com/CPAN/authors/id/S/SB/SBURKEE<47>>` is http://www.perl.com/CPAN/
 * authors/id/S/SB/SBURKE/ (Pod::Simple's t/fcodes_l.t).
 */
import { C_ALNUM, CLASS } from "../chars.js";
import { MORE_INPUT } from "./more-input.js";

/** the longest escape looked at, "E<" up to its ">": `E<verbar>`, `E<0x7e>`, `E<126>` */
const MAX_ESCAPE = 12;

const NAMED: ReadonlyMap<string, number> = new Map([
  ["lt", 0x3c],
  ["gt", 0x3e],
  ["verbar", 0x7c],
  ["sol", 0x2f],
  ["amp", 0x26],
  ["quot", 0x22],
  ["apos", 0x27],
]);

/** the code point of the last escape read (podEscapeEnd) */
export const podEscape = { cp: 0 };

/**
 * buf[lt] is the "<" of a link L<…>: the "L" before it opens a word (perlpod: L<name>)
 */
export function podLinkOpens(buf: Uint8Array, lt: number): boolean {
  return lt > 0 && buf[lt - 1] === 0x4c && (lt === 1 || !(CLASS[buf[lt - 2]!]! & C_ALNUM));
}

/**
 * buf[i] is the "<" after an "E": the index after the escape's ">" when it names a printable
 * ASCII character (podEscape.cp), -1 when it is no such escape, MORE_INPUT when the bytes at
 * hand end first
 */
export function podEscapeEnd(buf: Uint8Array, i: number, n: number, final: boolean): number {
  const stop = Math.min(n, i + MAX_ESCAPE);
  let gt = -1;
  for (let k = i + 1; k < stop; k++) {
    if (buf[k] === 0x3e) {
      gt = k;
      break;
    }
  }
  if (gt < 0) return stop === n && n < i + MAX_ESCAPE && !final ? MORE_INPUT : -1;
  if (gt === i + 1) return -1;
  let cp = -1;
  const first = buf[i + 1]!;
  if (first >= 0x30 && first <= 0x39) {
    // a number: "0x7e" hexadecimal, "0176" octal, "126" decimal
    let radix = 10;
    let k = i + 1;
    if (first === 0x30 && gt - k > 1) {
      if ((buf[k + 1]! | 0x20) === 0x78) {
        radix = 16;
        k += 2;
      } else {
        radix = 8;
        k += 1;
      }
    }
    if (k === gt) return -1;
    cp = 0;
    for (; k < gt; k++) {
      const d = digitValue(buf[k]!);
      if (d < 0 || d >= radix) return -1;
      cp = cp * radix + d;
    }
  } else {
    let name = "";
    for (let k = i + 1; k < gt; k++) {
      const b = buf[k]!;
      if (!((b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a))) return -1;
      name += String.fromCharCode(b);
    }
    cp = NAMED.get(name) ?? -1;
  }
  if (cp < 0x21 || cp > 0x7e) return -1;
  podEscape.cp = cp;
  return gt + 1;
}

function digitValue(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  const l = b | 0x20;
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return -1;
}
