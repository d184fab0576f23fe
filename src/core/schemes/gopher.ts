/** gopher (RFC 1738 §3.4; RFC 4266). */
import { hexValue, isHex } from "../chars.js";
import type { SchemeRule, UriParts } from "../types.js";
import { addError, checkServer } from "./util.js";

/**
 * RFC 1738 §3.4.1 / §5: gopherurl = "gopher://" hostport [ "/" [ gtype [ selector
 * [ "%09" search [ "%09" gopher+_string ] ] ] ] ]; gtype = xchar, a single character
 * (RFC 1436 item types). An empty path or "/" means type "1", the top directory.
 * A gtype written as a percent-encoding must still be one printable ASCII character:
 * "/%09…" (a search with no type) or an encoded control or non-ASCII octet is not a type.
 */
function checkGopher(parts: UriParts, errors: string[]): void {
  checkServer(parts, errors);
  const path = parts.path;
  if (path.length <= 1) return;
  const c = path.charCodeAt(1);
  if (c === 37) {
    const h = path.charCodeAt(2);
    const l = path.charCodeAt(3);
    const v = isHex(h) && isHex(l) ? hexValue(h) * 16 + hexValue(l) : -1;
    if (v < 33 || v > 126) addError(errors, "bad-gopher-type");
  } else if (c === 47 || c >= 128) {
    addError(errors, "bad-gopher-type");
  }
}

export const gopher: SchemeRule = {
  name: "gopher",
  defaultPort: 70, // RFC 1738 §3.4
  requiresHost: true,
  lineProtocol: true,
  check: checkGopher,
};
