/**
 * Hosts (RFC 3986 §3.2.2): IPv4 dec-octets, IPv6 literals (with RFC 6874 zones handled by
 * the parser), IPvFuture, and the RFC 5952 canonical text form of IPv6.
 */
import { CLASS, isHex, SUB_DELIM, UNRESERVED } from "./chars.js";

/**
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet (RFC 3986 §3.2.2).
 * dec-octet forbids leading zeros, so `1.2.3.04` is not an IPv4address (it is a reg-name).
 */
export function isIPv4(s: string, start = 0, end = s.length): boolean {
  let dots = 0;
  let i = start;
  while (true) {
    const segStart = i;
    let value = 0;
    while (i < end) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) break;
      value = value * 10 + (c - 48);
      i++;
    }
    const len = i - segStart;
    if (len === 0 || len > 3 || value > 255) return false;
    if (len > 1 && s.charCodeAt(segStart) === 48) return false; // dec-octet: no leading zero
    if (i === end) return dots === 3;
    if (s.charCodeAt(i) !== 46 || dots === 3) return false;
    dots++;
    i++;
  }
}

function ipv4Value(s: string, start: number, end: number): number {
  let out = 0;
  let octet = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      out = out * 256 + octet;
      octet = 0;
    } else octet = octet * 10 + (c - 48);
  }
  return out * 256 + octet;
}

/**
 * IPv6address (RFC 3986 §3.2.2, the nine ABNF alternatives): at most 8 h16 pieces of
 * 1–4 hex digits, "::" at most once and standing for at least one zero piece, an
 * IPv4address allowed as the last 32 bits. Returns the 8 pieces, or null.
 */
export function parseIPv6(s: string, start = 0, end = s.length): Uint16Array | null {
  const pieces = new Uint16Array(8);
  let n = 0;
  let gap = -1; // index in pieces where "::" stood
  let i = start;
  if (i < end && s.charCodeAt(i) === 58) {
    if (i + 1 >= end || s.charCodeAt(i + 1) !== 58) return null; // a lone leading ":"
    gap = 0;
    i += 2;
    if (i === end) return pieces; // "::"
  }
  while (i < end) {
    if (n === 8) return null;
    const pieceStart = i;
    let value = 0;
    while (i < end && i - pieceStart < 5) {
      const c = s.charCodeAt(i);
      if (!isHex(c)) break;
      value = value * 16 + (c <= 57 ? c - 48 : (c | 0x20) - 87);
      i++;
    }
    const len = i - pieceStart;
    if (i < end && s.charCodeAt(i) === 46) {
      // ls32 as an IPv4address: only as the last 32 bits
      if (n > 6 || !isIPv4(s, pieceStart, end)) return null;
      const v4 = ipv4Value(s, pieceStart, end);
      pieces[n++] = v4 >>> 16;
      pieces[n++] = v4 & 0xffff;
      i = end;
      break;
    }
    if (len === 0 || len > 4) return null;
    pieces[n++] = value;
    if (i === end) break;
    if (s.charCodeAt(i) !== 58) return null;
    i++;
    if (i < end && s.charCodeAt(i) === 58) {
      if (gap >= 0) return null; // "::" twice
      gap = n;
      i++;
      if (i === end) break;
    } else if (i === end) return null; // a trailing single ":"
  }
  if (gap < 0) return n === 8 ? pieces : null;
  if (n > 7) return null; // "::" must stand for at least one piece
  const tail = n - gap;
  for (let k = 0; k < tail; k++) pieces[7 - k] = pieces[n - 1 - k]!;
  for (let k = gap; k < 8 - tail; k++) pieces[k] = 0;
  return pieces;
}

/**
 * RFC 5952 §4 canonical text: lowercase hex without leading zeros (§4.1, §4.3); the
 * longest run of two or more zero pieces shortened to "::", the first on a tie (§4.2);
 * IPv4-mapped addresses in mixed notation (§5).
 */
export function formatIPv6(pieces: Uint16Array): string {
  if (
    pieces[0] === 0 &&
    pieces[1] === 0 &&
    pieces[2] === 0 &&
    pieces[3] === 0 &&
    pieces[4] === 0 &&
    pieces[5] === 0xffff
  ) {
    const a = pieces[6]!;
    const b = pieces[7]!;
    return `::ffff:${a >>> 8}.${a & 255}.${b >>> 8}.${b & 255}`;
  }
  let bestStart = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (pieces[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && pieces[j] === 0) j++;
    if (j - i > bestLen) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  let out = "";
  for (let i = 0; i < 8; i++) {
    if (i === bestStart) {
      out += "::";
      i += bestLen - 1;
      continue;
    }
    if (out.length > 0 && !out.endsWith(":")) out += ":";
    out += pieces[i]!.toString(16);
  }
  return out;
}

/**
 * IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (RFC 3986 §3.2.2).
 * Returns -1 when well-formed, else the offset of the first bad character.
 */
export function checkIPvFuture(s: string, start: number, end: number): number {
  let i = start + 1; // past "v" / "V"
  const hexStart = i;
  while (i < end && isHex(s.charCodeAt(i))) i++;
  if (i === hexStart || i >= end || s.charCodeAt(i) !== 46) return i;
  i++;
  if (i === end) return i;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 58) continue;
    if (c >= 128 || (CLASS[c]! & (UNRESERVED | SUB_DELIM)) === 0) return i;
  }
  return -1;
}
