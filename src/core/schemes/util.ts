/**
 * Small helpers shared by the scheme modules: error bookkeeping, port range, percent-decoding
 * (RFC 3986 §2.1) to octets, strict UTF-8 (RFC 3629).
 */
import { hexValue, isHex } from "../chars.js";
import type { UriParts } from "../types.js";

/** Appends a reason once (the generic validator may already have reported it). */
export function addError(errors: string[], reason: string): void {
  if (!errors.includes(reason)) errors.push(reason);
}

/** True when s[start, end) is 1* DIGIT. */
export function isDigits(s: string, start = 0, end = s.length): boolean {
  if (start >= end) return false;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * A host-based scheme (RFC 3986 §3.2): an authority with a non-empty host, and a port that
 * a TCP/UDP service can use (RFC 6335 §6: 0–65535; RFC 3986 §3.2.3 leaves the range to schemes).
 */
export function checkServer(parts: UriParts, errors: string[]): void {
  if (parts.authority === undefined || parts.host === undefined || parts.host === "") {
    addError(errors, "missing-host");
  }
  checkPortRange(parts, errors);
}

/** port = *DIGIT (§3.2.3); "" is allowed (normalized away), otherwise at most 65535. */
export function checkPortRange(parts: UriParts, errors: string[]): void {
  const port = parts.port;
  if (port === undefined || port === "") return;
  let value = 0;
  for (let i = 0; i < port.length; i++) {
    const c = port.charCodeAt(i);
    if (c < 48 || c > 57) {
      addError(errors, "bad-port");
      return;
    }
    value = value * 10 + (c - 48);
    if (value > 65535) {
      addError(errors, "bad-port");
      return;
    }
  }
}

/**
 * Percent-decodes s (RFC 3986 §2.1) to octets; characters outside ASCII (IRIs, RFC 3987 §3.1)
 * become their UTF-8 octets. Null on a malformed "%" or a lone surrogate.
 */
export function percentDecode(s: string): Uint8Array | null {
  const out = new Uint8Array(s.length * 3);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 37) {
      const h = s.charCodeAt(i + 1);
      const l = s.charCodeAt(i + 2);
      if (!isHex(h) || !isHex(l)) return null;
      out[n++] = hexValue(h) * 16 + hexValue(l);
      i += 2;
    } else if (c < 0x80) {
      out[n++] = c;
    } else if (c < 0x800) {
      out[n++] = 0xc0 | (c >> 6);
      out[n++] = 0x80 | (c & 63);
    } else if (c >= 0xd800 && c <= 0xdfff) {
      // a surrogate pair (4 octets for 2 code units), or a lone surrogate
      const d = s.charCodeAt(i + 1);
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) return null;
      const cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
      out[n++] = 0xf0 | (cp >> 18);
      out[n++] = 0x80 | ((cp >> 12) & 63);
      out[n++] = 0x80 | ((cp >> 6) & 63);
      out[n++] = 0x80 | (cp & 63);
      i++;
    } else {
      out[n++] = 0xe0 | (c >> 12);
      out[n++] = 0x80 | ((c >> 6) & 63);
      out[n++] = 0x80 | (c & 63);
    }
  }
  return out.subarray(0, n);
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Octets as UTF-8 (RFC 3629), or null when they are not well-formed UTF-8. */
export function utf8(bytes: Uint8Array): string | null {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/** Percent-decodes then reads the octets as UTF-8; null when either step fails. */
export function decodeText(s: string): string | null {
  const bytes = percentDecode(s);
  return bytes === null ? null : utf8(bytes);
}

/** Uppercases the hex digits of every percent-encoding (RFC 3986 §6.2.2.1); never decodes. */
export function upperPercent(s: string): string {
  let i = s.indexOf("%");
  if (i < 0) return s;
  let out = "";
  let from = 0;
  while (i >= 0 && i + 2 < s.length) {
    out += s.slice(from, i + 1) + s.slice(i + 1, i + 3).toUpperCase();
    from = i + 3;
    i = s.indexOf("%", from);
  }
  return out + s.slice(from);
}
