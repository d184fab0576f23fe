/**
 * file (RFC 8089 §2):
 *   file-URI       = file-scheme ":" file-hier-part
 *   file-hier-part = ( "//" auth-path ) / local-path
 *   auth-path      = [ file-auth ] path-absolute
 *   local-path     = path-absolute
 *   file-auth      = "localhost" / host
 * No userinfo and no port (file-auth is a bare host; userinfo is the non-standard App. E.1),
 * no query. The App. E variants (drive letters without "/", UNC "////host") are not standard.
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

function checkFile(parts: UriParts, errors: string[]): void {
  if (parts.authority !== undefined) {
    if (parts.port !== undefined) addError(errors, "port-not-allowed");
    if (parts.userinfo !== undefined) addError(errors, "userinfo-not-allowed");
  }
  // path-absolute = "/" [ segment-nz *( "/" segment ) ] (RFC 3986 §3.3): starts with "/"
  // but not "//" (App. E.3.2 UNC paths are non-standard)
  const path = parts.path;
  if (path.charCodeAt(0) !== 47 || path.charCodeAt(1) === 47) addError(errors, "bad-file");
  if (parts.query !== undefined) addError(errors, "query-not-allowed");
}

/**
 * RFC 8089 §2: "localhost" is interpreted "exactly as if no authority were present", so
 * file://localhost/p, file:///p and file:/p are the same URI; keep the empty-authority form
 * (RFC 3986 §6.2.3: a reference to the scheme's default authority "should be normalized to
 * an empty authority for the sake of uniformity").
 */
function normalizeFile(parts: UriParts): UriParts {
  const host = parts.host;
  if (host !== undefined && host !== "" && host.toLowerCase() !== "localhost") return parts;
  const path = parts.path;
  if (path.charCodeAt(0) === 47 && path.charCodeAt(1) === 47) {
    // a local path that reads "//…" once its dot segments are gone stands without an
    // authority, written "/.//…" (RFC 3986 errata 4547): after one it would be the
    // non-standard UNC form of App. E.3
    return {
      ...parts,
      authority: undefined,
      userinfo: undefined,
      host: undefined,
      hostKind: undefined,
      port: undefined,
      path: `/.${path}`,
    };
  }
  if (host === "" || (host === undefined && path.startsWith("/.//"))) return parts;
  return { ...parts, host: "", hostKind: "reg-name", authority: "" };
}

export const file: SchemeRule = {
  name: "file",
  check: checkFile,
  normalize: normalizeFile,
};
