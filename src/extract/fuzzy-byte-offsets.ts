/**
 * Offsets between fuzzy mode's decoded segments and the input's bytes (fuzzy.ts): linkify-it
 * matches UTF-16 text decoded from UTF-8, records count bytes.
 */

import { decodeUtf8At, utf8 } from "./chars.js";

/** UTF-8 length of the UTF-16 code unit at s[i] (a surrogate pair counts 4 on its first unit) */
export function utf8Units(s: string, from: number, to: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const u = s.charCodeAt(i);
    if (u < 0x80) bytes += 1;
    else if (u < 0x800) bytes += 2;
    else if (u >= 0xd800 && u <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Byte offset (from s) of every UTF-16 code unit of the decoding of buf[s, e), and of its
 * end, when ill-formed bytes were replaced by U+FFFD: each maximal subpart of an
 * ill-formed sequence is one U+FFFD (the WHATWG / Unicode §3.9 practice that TextDecoder
 * and Buffer#toString follow).
 */
export function unitByteOffsets(buf: Uint8Array, s: number, e: number, units: number): Int32Array {
  const out = new Int32Array(units + 1);
  let u = 0;
  let k = s;
  while (k < e && u < units) {
    const b = buf[k]!;
    let len = 1;
    let width = 1;
    if (b >= 0x80) {
      if (decodeUtf8At(buf, k, e) === 1) {
        len = utf8.len;
        width = utf8.cp > 0xffff ? 2 : 1;
      } else {
        // the maximal subpart: a lead byte and the continuation bytes that may follow it
        const need =
          b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
        for (let j = 1; j <= need && k + j < e; j++) {
          const x = buf[k + j]!;
          let lo = 0x80;
          let hi = 0xbf;
          if (j === 1 && b === 0xe0) lo = 0xa0;
          else if (j === 1 && b === 0xed) hi = 0x9f;
          else if (j === 1 && b === 0xf0) lo = 0x90;
          else if (j === 1 && b === 0xf4) hi = 0x8f;
          if (x < lo || x > hi) break;
          len++;
        }
      }
    }
    for (let w = 0; w < width; w++) out[u++] = k - s;
    k += len;
  }
  while (u <= units) out[u++] = k - s;
  return out;
}

/** number of UTF-16 code units that the well-formed UTF-8 bytes buf[from, to) decode to */
export function utf16Length(buf: Uint8Array, from: number, to: number): number {
  let units = 0;
  for (let k = from; k < to; k++) {
    const b = buf[k]!;
    if ((b & 0xc0) !== 0x80) units += b >= 0xf0 ? 2 : 1;
  }
  return units;
}
