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
 * Byte offset (from s) of every UTF-16 code unit of the reading of buf[s, e) that
 * decodeUtf8OrWindows1252 (found.ts) makes, and of its end: a well-formed UTF-8 sequence is
 * its character (two units above U+FFFF), any other byte one windows-1252 character.
 */
export function unitByteOffsets(buf: Uint8Array, s: number, e: number, units: number): Int32Array {
  const out = new Int32Array(units + 1);
  let u = 0;
  let k = s;
  while (k < e && u < units) {
    let len = 1;
    let width = 1;
    if (buf[k]! >= 0x80 && decodeUtf8At(buf, k, e) === 1) {
      len = utf8.len;
      width = utf8.cp > 0xffff ? 2 : 1;
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
