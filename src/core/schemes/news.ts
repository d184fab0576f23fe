/**
 * news and nntp (RFC 1738 §3.6, §3.7; RFC 5538 §2.1, §2.2 where it settled them).
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError, checkPortRange, checkServer, isDigits } from "./util.js";

/**
 * A newsgroup name: components separated by "." (RFC 5536 §3.1.4: component-char =
 * ALPHA / DIGIT / "+" / "-" / "_"), percent-encoded or non-ASCII UTF-8 allowed (RFC 5538
 * §2.1), "*" allowed as a wildmat when `wild` (RFC 5538 §2.1 newsgroups = wildmat).
 */
export function isGroupName(s: string, wild: boolean): boolean {
  if (s === "") return false;
  let prevDot = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (prevDot) return false;
      prevDot = true;
      continue;
    }
    prevDot = false;
    if (
      (c >= 48 && c <= 57) ||
      (c >= 65 && c <= 90) ||
      (c >= 97 && c <= 122) ||
      c === 43 ||
      c === 45 ||
      c === 95 ||
      c >= 128
    ) {
      continue;
    }
    if (c === 42 && wild) continue;
    if (c === 37 && i + 2 < s.length) {
      i += 2; // pct-encoded, already checked by the generic grammar
      continue;
    }
    return false;
  }
  return !prevDot;
}

/**
 * article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host (RFC 1738 §5), i.e. a
 * Message-ID without its angle brackets; encoded brackets (%3C…%3E) are tolerated.
 */
function isMessageId(s: string): boolean {
  let body = s;
  if (body.length >= 6 && body.slice(0, 3).toUpperCase() === "%3C") {
    if (body.slice(-3).toUpperCase() !== "%3E") return false;
    body = body.slice(3, -3);
  }
  const at = body.indexOf("@");
  if (at <= 0 || at === body.length - 1) return false;
  const right = body.slice(at + 1);
  // id-right = dot-atom-text / no-fold-literal (RFC 5536 §3.1.3): no "@", no "/"; a
  // dot-atom-text has no empty atom (RFC 5322 §3.2.3: 1*atext *("." 1*atext))
  return (
    right.indexOf("@") < 0 &&
    right.indexOf("/") < 0 &&
    right[0] !== "." &&
    !right.endsWith(".") &&
    right.indexOf("..") < 0
  );
}

/**
 * RFC 1738 §3.6: newsurl = "news:" grouppart; grouppart = "*" | group | article, an article
 * told from a group by its "@". RFC 5538 §2.1 adds an optional server:
 * "news:" [ "//" authority "/" ] ( article / newsgroups ).
 */
function checkNews(parts: UriParts, errors: string[]): void {
  // an article may hold "?" (RFC 1738 §5), which RFC 3986 parses as a query's start; a
  // group never does: "news:really?" is none
  let rest = parts.query === undefined ? parts.path : `${parts.path}?${parts.query}`;
  if (parts.authority !== undefined) {
    checkPortRange(parts, errors);
    if (rest === "" || rest === "/") return; // the server itself (RFC 5538 §2.1)
    rest = rest.slice(1);
  }
  if (rest === "*") return;
  const ok = rest.indexOf("@") >= 0 ? isMessageId(rest) : isGroupName(rest, true);
  if (!ok) addError(errors, "bad-news");
}

/**
 * RFC 1738 §3.7: nntpurl = "nntp://" hostport "/" group [ "/" digits ];
 * RFC 5538 §2.2: article-number = 1*16DIGIT.
 */
function checkNntp(parts: UriParts, errors: string[]): void {
  checkServer(parts, errors);
  if (parts.query !== undefined) addError(errors, "query-not-allowed");
  const path = parts.path;
  if (path.length < 2 || path.charCodeAt(0) !== 47) {
    addError(errors, "bad-news");
    return;
  }
  const slash = path.indexOf("/", 1);
  const group = slash < 0 ? path.slice(1) : path.slice(1, slash);
  if (!isGroupName(group, false)) addError(errors, "bad-news");
  if (slash >= 0) {
    const n = path.slice(slash + 1);
    if (n.indexOf("/") >= 0) addError(errors, "bad-path");
    else if (!isDigits(n) || n.length > 16) addError(errors, "bad-nntp-article");
  }
}

export const news: SchemeRule = {
  name: "news",
  defaultPort: 119, // RFC 5538 §2.1: news://server uses NNTP, port 119
  lineProtocol: true,
  check: checkNews,
};

export const nntp: SchemeRule = {
  name: "nntp",
  defaultPort: 119, // RFC 1738 §3.7
  requiresHost: true,
  lineProtocol: true,
  check: checkNntp,
};
