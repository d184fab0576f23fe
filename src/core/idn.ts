/**
 * Host normalization (RFC 3986 §6.2.2.1, §3.2.2; RFC 3987 §3.1; RFC 5952 §4):
 * reg-names lowercased with their percent-encoded unreserved characters decoded,
 * percent-encoded UTF-8 decoded and, with any other non-ASCII, converted to an IDNA
 * A-label (punycode) — or, in a scheme that does not use domain names, left percent-encoded
 * when it has none; IPv6 literals in the RFC 5952 canonical form.
 */

import { CLASS, hexValue, isHex, UNRESERVED } from "./chars.js";
import { formatIPv6, parseIPv6 } from "./host.js";
import { domainToASCII } from "./idna.js";
import type { UriParts } from "./types.js";

const HEX_UPPER = "0123456789ABCDEF";
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The normalized host (bare: no brackets, no zone), or null when the host is an IDN that
 * cannot be converted to an A-label (`bad-idn`). Returns `parts.host` itself when it is
 * already in normal form.
 */
export function normalizeHost(parts: UriParts): string | null {
  const host = parts.host;
  if (host === undefined) return null;
  switch (parts.hostKind) {
    case "ipv6": {
      let out = V6_CACHE.get(host);
      if (out === undefined) {
        const pieces = parseIPv6(host);
        out = pieces === null ? host : formatIPv6(pieces);
        if (V6_CACHE.size >= 1024) V6_CACHE.clear();
        V6_CACHE.set(host, out);
      }
      return out === host ? host : out;
    }
    case "ipvfuture":
    case "ipv4":
      return lowerAscii(host);
    default:
      if (parts.scheme === undefined || usesDomainNames(parts.scheme)) {
        return normalizeDomainHost(host, parts.iri);
      }
      // another scheme's reg-name need not be a domain name: one that has no A-label is
      // percent-encoded UTF-8 (RFC 3987 §3.1 step 2), not an error
      return normalizeDomainHost(host, parts.iri) ?? normalizeOtherRegName(host);
  }
}

/** A reg-name read as a domain name: its normal form, or null when it has no A-label. */
function normalizeDomainHost(host: string, iri: boolean): string | null {
  if (!iri) {
    // ASCII (the common case): one pass for uppercase, "%" and an A-label's "--"
    let dashes = false;
    let i = 0;
    const n = host.length;
    for (; i < n; i++) {
      const c = host.charCodeAt(i);
      if ((c >= 65 && c <= 90) || c === 37) break;
      if (c === 45 && host.charCodeAt(i + 1) === 45) dashes = true;
    }
    if (i === n) {
      if (dashes && host.indexOf("xn--") >= 0 && toAscii(host) === "") return null;
      return host;
    }
  }
  return normalizeRegName(host);
}

/**
 * Schemes whose reg-name is a domain name, and so must have an A-label (RFC 3987 §3.1 maps
 * an ireg-name to one "for schemes known to have ireg-name components that contain domain
 * names"; RFC 3986 §3.2.2 lets other schemes' reg-names be any percent-encoded UTF-8:
 * `foo://a_b%C3%A9/` is a URI). The schemes of the web, mail, news, directories, remote
 * shells and media, and databases and queues with a host — and a relative reference (no
 * scheme), read as the web's. Every IRI host that has an A-label gets it, in any scheme
 * (DESIGN.md: "IRI hosts to punycode").
 */
const DOMAIN_NAME_SCHEMES = new Set([
  "http",
  "https",
  "ws",
  "wss",
  "ftp",
  "ftps",
  "sftp",
  "tftp",
  "ssh",
  "telnet",
  "tn3270",
  "gopher",
  "wais",
  "prospero",
  "nntp",
  "news",
  "snews",
  "nfs",
  "rsync",
  "smb",
  "afp",
  "cifs",
  "ldap",
  "ldaps",
  "imap",
  "imaps",
  "pop",
  "pops",
  "smtp",
  "mailto",
  "irc",
  "ircs",
  "irc6",
  "xmpp",
  "sip",
  "sips",
  "rtsp",
  "rtsps",
  "rtspu",
  "rtmp",
  "rtmps",
  "mms",
  "mmsh",
  "mmst",
  "coap",
  "coaps",
  "coap+tcp",
  "coaps+tcp",
  "coap+ws",
  "coaps+ws",
  "dns",
  "dav",
  "davs",
  "webcal",
  "feed",
  "git",
  "git+ssh",
  "svn",
  "svn+ssh",
  "hg",
  "bzr",
  "cvs",
  "vnc",
  "rdp",
  "redis",
  "rediss",
  "mongodb",
  "mongodb+srv",
  "mysql",
  "postgres",
  "postgresql",
  "amqp",
  "amqps",
  "mqtt",
  "mqtts",
  "stun",
  "stuns",
  "turn",
  "turns",
  "ipp",
  "ipps",
  "acap",
  "pop3",
  "icap",
  "h323",
  "im",
  "pres",
  "xri",
  "z39.50r",
  "z39.50s",
  "file",
  "ni",
  "nih",
]);

/** lowercase scheme (or undefined: a relative reference) uses domain names in its host */
export function usesDomainNames(scheme: string): boolean {
  return DOMAIN_NAME_SCHEMES.has(lowerAscii(scheme));
}

/**
 * A reg-name of a scheme that does not use domain names: percent-encoded unreserved
 * characters decoded, ASCII letters lowercased (RFC 3986 §6.2.2.1, §6.2.2.2), non-ASCII as
 * percent-encoded UTF-8 with uppercase hex (RFC 3987 §3.1 step 2; RFC 3986 §6.2.2.1).
 */
function normalizeOtherRegName(host: string): string {
  const decoded = lowerAsciiOutsidePercent(decodeHostPercent(host));
  let out = "";
  let from = 0;
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    if (c < 128) continue;
    const cp = decoded.codePointAt(i)!;
    const end = cp > 0xffff ? i + 2 : i + 1;
    out += decoded.slice(from, i);
    for (const b of utf8Encoder.encode(decoded.slice(i, end)))
      out += `%${HEX_UPPER[b >> 4]}${HEX_UPPER[b & 15]}`;
    from = end;
    i = end - 1;
  }
  return from === 0 ? decoded : out + decoded.slice(from);
}

const utf8Encoder = new TextEncoder();

/**
 * ASCII letters lowercased outside percent-encodings (RFC 3986 §6.2.2.1: only they are
 * case-insensitive in a host; "É" stays "É", its octets %C3%89)
 */
function lowerAsciiOutsidePercent(s: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 37) i += 2;
    else if (c >= 65 && c <= 90) {
      out += `${s.slice(from, i)}${String.fromCharCode(c + 32)}`;
      from = i + 1;
    }
  }
  return from === 0 ? s : out + s.slice(from);
}

/** Lowercase of an ASCII string; the input itself (no allocation) when it holds no uppercase letter. */
export function lowerAscii(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) return s.toLowerCase();
  }
  return s;
}

/** RFC 5952 forms of recently seen IPv6 literals */
const V6_CACHE = new Map<string, string>();

/** A-labels of recently seen hosts (mail archives repeat their hosts): host → A-label or "" */
const IDN_CACHE = new Map<string, string>();

/** domainToASCII with a small cache; "" when the name has no A-label form. */
function toAscii(name: string): string {
  let a = IDN_CACHE.get(name);
  if (a === undefined) {
    a = domainToASCII(name);
    if (IDN_CACHE.size >= 1024) IDN_CACHE.clear();
    IDN_CACHE.set(name, a);
  }
  return a;
}

/** reg-name (RFC 3986 §3.2.2): case, percent-encoding, IDN. */
function normalizeRegName(host: string): string | null {
  // fast path: lowercase ASCII without "%" or an "xn--" label
  let i = 0;
  const n = host.length;
  for (; i < n; i++) {
    const c = host.charCodeAt(i);
    if ((c >= 65 && c <= 90) || c === 37 || c >= 128) break;
  }
  if (i === n) {
    if (host.indexOf("xn--") >= 0 && toAscii(host) === "") return null;
    return host;
  }
  const decoded = decodeHostPercent(host);
  let ascii = true;
  for (let k = 0; k < decoded.length; k++) {
    if (decoded.charCodeAt(k) >= 128) {
      ascii = false;
      break;
    }
  }
  if (ascii) {
    const lower = lowerOutsidePercent(decoded);
    if (lower.indexOf("xn--") >= 0 && lower.indexOf("%") < 0 && toAscii(lower) === "") {
      return null;
    }
    return lower;
  }
  // an IDN (RFC 3987 §3.1 step 2 b / RFC 3986 §3.2.2): to an IDNA A-label;
  // a reserved character still percent-encoded cannot stand in a domain name
  if (decoded.indexOf("%") >= 0) return null;
  const a = toAscii(decoded);
  return a === "" ? null : a;
}

/**
 * Decodes the percent-encodings of a reg-name that stand for unreserved ASCII or for
 * well-formed UTF-8 (RFC 3986 §3.2.2: non-ASCII reg-names are percent-encoded UTF-8);
 * every other percent-encoding is kept, its hex digits uppercased.
 */
function decodeHostPercent(host: string): string {
  let out = "";
  const n = host.length;
  let i = 0;
  while (i < n) {
    const c = host.charCodeAt(i);
    if (
      c !== 37 ||
      i + 2 >= n ||
      !isHex(host.charCodeAt(i + 1)) ||
      !isHex(host.charCodeAt(i + 2))
    ) {
      out += host[i];
      i++;
      continue;
    }
    const v = hexValue(host.charCodeAt(i + 1)) * 16 + hexValue(host.charCodeAt(i + 2));
    if (v < 128) {
      out +=
        (CLASS[v]! & UNRESERVED) !== 0
          ? String.fromCharCode(v)
          : `%${HEX_UPPER[v >> 4]}${HEX_UPPER[v & 15]}`;
      i += 3;
      continue;
    }
    // a run of non-ASCII octets: decode as UTF-8 when well-formed
    let j = i;
    const bytes: number[] = [];
    while (
      j + 2 < n &&
      host.charCodeAt(j) === 37 &&
      isHex(host.charCodeAt(j + 1)) &&
      isHex(host.charCodeAt(j + 2))
    ) {
      const b = hexValue(host.charCodeAt(j + 1)) * 16 + hexValue(host.charCodeAt(j + 2));
      if (b < 128) break;
      bytes.push(b);
      j += 3;
    }
    let text: string | undefined;
    try {
      text = utf8.decode(Uint8Array.from(bytes));
    } catch {
      text = undefined;
    }
    if (text !== undefined) out += text;
    else for (const b of bytes) out += `%${HEX_UPPER[b >> 4]}${HEX_UPPER[b & 15]}`;
    i = j;
  }
  return out;
}

/** ASCII lowercase except the hex digits of percent-encodings (uppercase per RFC 3986 §6.2.2.1). */
function lowerOutsidePercent(s: string): string {
  if (s.indexOf("%") < 0) return s.toLowerCase();
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 37) {
      out += s.slice(i, i + 3);
      i += 2;
    } else out += c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : s[i];
  }
  return out;
}
