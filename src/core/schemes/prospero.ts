/** prospero (RFC 1738 §3.11; RFC 4157). */
import type { SchemeRule, UriParts } from "../types.js";
import { addError, checkServer } from "./util.js";

/**
 * RFC 1738 §3.11 / §5: prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ];
 * fieldspec = ";" fieldname "=" fieldvalue, where neither fieldname nor fieldvalue holds
 * "=" or ";" (psegment excludes ";", so the first ";" starts the field specs). psegment,
 * fieldname and fieldvalue may hold "?": what RFC 3986 parses as a query is part of them
 * ("prospero://h/;fnord:&?%FF=value" is one field spec).
 */
function checkProspero(parts: UriParts, errors: string[]): void {
  checkServer(parts, errors);
  const path = parts.query === undefined ? parts.path : `${parts.path}?${parts.query}`;
  if (path.charCodeAt(0) !== 47) {
    addError(errors, "bad-prospero");
    return;
  }
  let semi = path.indexOf(";");
  while (semi >= 0) {
    const next = path.indexOf(";", semi + 1);
    const spec = path.slice(semi + 1, next < 0 ? path.length : next);
    const eq = spec.indexOf("=");
    if (eq < 0 || spec.indexOf("=", eq + 1) >= 0 || spec.indexOf("/") >= 0) {
      addError(errors, "bad-prospero");
      return;
    }
    semi = next;
  }
}

export const prospero: SchemeRule = {
  name: "prospero",
  defaultPort: 1525, // RFC 1738 §3.11
  requiresHost: true,
  check: checkProspero,
};
