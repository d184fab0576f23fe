/** ftp (RFC 1738 §3.2). */
import type { SchemeRule, UriParts } from "../types.js";
import { addError, checkServer } from "./util.js";

/** Offset of ";type=" ("type" case-insensitive) in s[from, to), or -1. */
function findType(s: string, from: number, to: number): number {
  for (let i = s.indexOf(";", from); i >= 0 && i + 6 <= to; i = s.indexOf(";", i + 1)) {
    if (
      (s.charCodeAt(i + 1) | 0x20) === 116 && // t
      (s.charCodeAt(i + 2) | 0x20) === 121 && // y
      (s.charCodeAt(i + 3) | 0x20) === 112 && // p
      (s.charCodeAt(i + 4) | 0x20) === 101 && // e
      s.charCodeAt(i + 5) === 61 // =
    ) {
      return i;
    }
  }
  return -1;
}

/**
 * RFC 1738 §3.2.2: url-path = <cwd1>/<cwd2>/.../<cwdN>/<name>;type=<typecode>, where
 * <typecode> is one of "a", "i" or "d" (§5: ftptype = "A" | "I" | "D" | "a" | "i" | "d").
 * fsegment excludes ";", so ";type=" may only close the last segment.
 */
function checkFtp(parts: UriParts, errors: string[]): void {
  // RFC 1738 §3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
  checkServer(parts, errors);
  const path = parts.path;
  // only "/" may follow the login: "?" is an fsegment character (§5), so "ftp://h/a?b" is a
  // name, but "ftp://h?b" matches no ftpurl (league/uri's FtpTest)
  if (path === "" && parts.query !== undefined) addError(errors, "query-not-allowed");
  const last = path.lastIndexOf("/") + 1;
  if (findType(path, 0, last) >= 0) addError(errors, "bad-ftp-type");
  const t = findType(path, last, path.length);
  if (t >= 0) {
    const code = path.slice(t + 6);
    if (code.length !== 1 || "aidAID".indexOf(code) < 0) addError(errors, "bad-ftp-type");
  }
}

export const ftp: SchemeRule = {
  name: "ftp",
  defaultPort: 21, // RFC 1738 §3.2
  requiresHost: true,
  lineProtocol: true,
  check: checkFtp,
};
