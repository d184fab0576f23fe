/** telnet (RFC 1738 §3.8; RFC 4248) and tn3270 (RFC 6270). */
import type { SchemeRule, UriParts } from "../types.js";
import { addError, checkServer } from "./util.js";

/**
 * RFC 1738 §5: telneturl = "telnet://" login [ "/" ], login = [ user [ ":" password ] "@" ]
 * hostport — so the path is empty or "/", and there is no query.
 */
function checkTelnet(parts: UriParts, errors: string[]): void {
  checkServer(parts, errors);
  if (parts.path !== "" && parts.path !== "/") addError(errors, "bad-path");
  if (parts.query !== undefined) addError(errors, "query-not-allowed");
}

export const telnet: SchemeRule = {
  name: "telnet",
  defaultPort: 23, // RFC 1738 §3.8
  requiresHost: true,
  lineProtocol: true,
  check: checkTelnet,
};

/**
 * RFC 6270 §2: tn3270URI = "tn3270://" [ userinfo "@" ] host [ ":" port ] [ "/" ], the
 * syntax of a telnet URI, and the port defaults to 23 (guzzle's psr7 tests drop it)
 */
export const tn3270: SchemeRule = { ...telnet, name: "tn3270" };
