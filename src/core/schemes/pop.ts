/**
 * pop (RFC 2384 §3): popurl = "pop://" server, server = [ user [ ";AUTH=" auth ] "@" ] hostport.
 * Always an authority with a host, no path but an empty one (or "/"), no query: `#pop:2` in
 * a lexer's state table or `pop:` in prose is no POP URL.
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

function checkPop(parts: UriParts, errors: string[]): void {
  if (parts.path !== "" && parts.path !== "/") addError(errors, "bad-path");
  if (parts.query !== undefined) addError(errors, "query-not-allowed");
}

export const pop: SchemeRule = {
  name: "pop",
  defaultPort: 110, // RFC 2384 §3
  requiresHost: true,
  lineProtocol: true,
  check: checkPop,
};
