/**
 * data (RFC 2397 §3):
 *   dataurl   := "data:" [ mediatype ] [ ";base64" ] "," data
 *   mediatype := [ type "/" subtype ] *( ";" parameter )
 *   parameter := attribute "=" value
 * type, subtype, attribute and value are RFC 2045 §5.1 tokens (value also quoted-string),
 * "represented using URL escaped encoding ... as necessary".
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError, percentDecode } from "./util.js";

/** RFC 2045 §5.1: token := 1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials> */
function isToken(b: Uint8Array): boolean {
  if (b.length === 0) return false;
  for (let i = 0; i < b.length; i++) {
    const c = b[i]!;
    if (c <= 32 || c >= 127) return false;
    // tspecials := "(" / ")" / "<" / ">" / "@" / "," / ";" / ":" / "\" / <"> / "/" / "[" / "]" / "?" / "="
    if ('()<>@,;:\\"/[]?='.indexOf(String.fromCharCode(c)) >= 0) return false;
  }
  return true;
}

/** RFC 822 quoted-string (as RFC 2045 uses it), after percent-decoding. */
function isQuotedString(b: Uint8Array): boolean {
  if (b.length < 2 || b[0] !== 34 || b[b.length - 1] !== 34) return false;
  for (let i = 1; i < b.length - 1; i++) {
    const c = b[i]!;
    if (c === 92) {
      if (i + 1 >= b.length - 1) return false;
      i++;
    } else if (c === 34 || c === 13 || c >= 128) {
      return false;
    }
  }
  return true;
}

/** Checks the mediatype (and ";base64") before the comma; returns whether data is base64. */
function checkMediatype(m: string, errors: string[]): boolean {
  const pieces = m.split(";");
  const first = pieces[0]!;
  if (first !== "") {
    const slash = first.indexOf("/");
    const type = slash < 0 ? null : percentDecode(first.slice(0, slash));
    const subtype = slash < 0 ? null : percentDecode(first.slice(slash + 1));
    if (type === null || subtype === null || !isToken(type) || !isToken(subtype)) {
      addError(errors, "bad-data-mediatype");
    }
  }
  let base64 = false;
  for (let i = 1; i < pieces.length; i++) {
    const p = pieces[i]!;
    // ";base64" is told from a parameter by having no "=" (RFC 2397 §3); it comes last
    if (i === pieces.length - 1 && p.toLowerCase() === "base64") {
      base64 = true;
      break;
    }
    const eq = p.indexOf("=");
    const attr = eq < 0 ? null : percentDecode(p.slice(0, eq));
    const value = eq < 0 ? null : percentDecode(p.slice(eq + 1));
    if (
      attr === null ||
      value === null ||
      !isToken(attr) ||
      !(isToken(value) || isQuotedString(value))
    ) {
      addError(errors, "bad-data-mediatype");
    }
  }
  return base64;
}

const B64 = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") {
  B64[ch.charCodeAt(0)] = 1;
}

/**
 * RFC 2045 §6.8 / RFC 4648 §4: groups of four alphabet characters, "=" padding only at the
 * end (at most two). Line breaks and spaces (encoded in a URI) are ignored as in RFC 2045.
 */
export function isBase64(b: Uint8Array): boolean {
  let n = 0;
  let pad = 0;
  for (let i = 0; i < b.length; i++) {
    const c = b[i]!;
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (c === 61) {
      pad++;
      if (pad > 2) return false;
    } else if (c < 128 && B64[c] === 1 && pad === 0) {
      // alphabet
    } else {
      return false;
    }
    n++;
  }
  return n % 4 === 0;
}

function checkData(parts: UriParts, errors: string[]): void {
  if (parts.authority !== undefined) {
    addError(errors, "authority-not-allowed");
    return;
  }
  const path = parts.path;
  const comma = path.indexOf(",");
  if (comma < 0) {
    addError(errors, "missing-data-comma");
    return;
  }
  const base64 = checkMediatype(path.slice(0, comma), errors);
  if (!base64) return;
  // data := *urlchar — RFC 2396 urlchar includes "?", so a query belongs to the data
  const data =
    parts.query === undefined ? path.slice(comma + 1) : `${path.slice(comma + 1)}?${parts.query}`;
  const bytes = percentDecode(data);
  if (bytes === null || !isBase64(bytes)) addError(errors, "bad-data-base64");
}

export const data: SchemeRule = {
  name: "data",
  opaquePath: true,
  check: checkData,
};
