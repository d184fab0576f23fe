/**
 * info (RFC 4452 §3):
 *   info-URI        = info-scheme ":" info-identifier [ "#" fragment ]
 *   info-identifier = namespace "/" identifier
 *   namespace       = scheme
 *   identifier      = path-segments
 * No authority and no query. In running text this tells `info:lccn/2002022641` from the
 * log-level prefix of Python's default log format, `INFO:root:message`.
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

/** RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
function isSchemeName(s: string, end: number): boolean {
  if (end <= 0) return false;
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    const alpha = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (alpha) continue;
    if (i > 0 && ((c >= 48 && c <= 57) || c === 0x2b || c === 0x2d || c === 0x2e)) continue;
    return false;
  }
  return true;
}

function checkInfo(parts: UriParts, errors: string[]): void {
  const slash = parts.path.indexOf("/");
  if (
    parts.authority !== undefined ||
    parts.query !== undefined ||
    slash < 0 ||
    !isSchemeName(parts.path, slash)
  ) {
    addError(errors, "bad-info");
  }
}

export const info: SchemeRule = { name: "info", check: checkInfo, opaquePath: true };
