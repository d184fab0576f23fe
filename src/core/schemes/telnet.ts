/** telnet (RFC 1738 §3.8; RFC 4248). */
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
