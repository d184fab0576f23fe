/**
 * pop (RFC 2384 §3): popurl = "pop://" server, server = [ user [ ";AUTH=" auth ] "@" ] hostport.
 * Always an authority with a host, no path but an empty one (or "/"), no query: `#pop:2` in
 * a lexer's state table or `pop:` in prose is no POP URL.
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

/**
 * server = [ user [ ";AUTH=" auth ] "@" ] hostport; user = 1*achar; auth = "*" /
 * enc-auth-type (1*achar): the user and the mechanism are not empty, ";AUTH=" (any case,
 * RFC 2234 §2.3) is the only ";" part
 */
function checkUser(userinfo: string, errors: string[]): void {
  const semi = userinfo.indexOf(";");
  const user = semi < 0 ? userinfo : userinfo.slice(0, semi);
  const rest = semi < 0 ? "" : userinfo.slice(semi + 1);
  if (
    user === "" ||
    (semi >= 0 &&
      (rest.length < 6 || rest.slice(0, 5).toLowerCase() !== "auth=" || rest.indexOf(";") >= 0))
  ) {
    addError(errors, "bad-userinfo");
  }
}

function checkPop(parts: UriParts, errors: string[]): void {
  if (parts.userinfo !== undefined) checkUser(parts.userinfo, errors);
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
