/**
 * imap (RFC 5092 §11):
 *
 *   imapurl       = "imap://" iserver ipath-query
 *   iserver       = [iuserinfo "@"] host [ ":" port ]
 *   iuserinfo     = enc-user [iauth] / [enc-user] iauth
 *   iauth         = ";AUTH=" ( "*" / enc-auth-type )     ; enc-user, enc-auth-type = 1*achar
 *   ipath-query   = ["/" [ icommand ]]
 *   icommand      = imessagelist / imessagepart [iurlauth]
 *   imessagelist  = imailbox-ref [ "?" enc-search ]     ; enc-search = 1*bchar
 *   imessagepart  = imailbox-ref iuid [isection] [ipartial]
 *   imailbox-ref  = enc-mailbox [uidvalidity]           ; enc-mailbox = 1*bchar
 *   uidvalidity   = ";UIDVALIDITY=" nz-number
 *   iuid          = "/;UID=" nz-number
 *   isection      = "/;SECTION=" enc-section            ; enc-section = 1*bchar
 *   ipartial      = "/;PARTIAL=" partial-range          ; number ["." nz-number]
 *   iurlauth      = [";EXPIRE=" date-time] ";URLAUTH=" access [":" mechanism ":" 32*HEXDIG]
 *   achar         = unreserved / pct-encoded / "!" "$" "'" "(" ")" "*" "+" "," / "&" / "="
 *   bchar         = achar / ":" / "@" / "/"
 *
 * so ";" never stands in a name or a value: it opens a parameter, whose name (any case, RFC
 * 5234 §2.3) is one of these. The path is read after its dot segments are removed (§5.2.4;
 * as an IMAP client such as Dovecot does: "…;UID=16/.." names the mailbox). The query is the
 * search's, after a mailbox only and not empty; its characters are left to RFC 3986's query
 * rule (Dovecot's suite has "?SUBJECT%20%22Frop?%22").
 */
import { removeDotSegments } from "../dot-segments.js";
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

/** achar without pct-encoded ("%" is checked by the generic parser) and without non-ASCII */
const ACHAR = new Uint8Array(128);
for (let c = 0x30; c <= 0x39; c++) ACHAR[c] = 1;
for (let c = 0x41; c <= 0x5a; c++) ACHAR[c] = 1;
for (let c = 0x61; c <= 0x7a; c++) ACHAR[c] = 1;
for (const ch of "-._~!$'()*+,&=%") ACHAR[ch.charCodeAt(0)] = 1;
const BCHAR = ACHAR.slice();
for (const ch of ":@/") BCHAR[ch.charCodeAt(0)] = 1;

function table(chars: string): Uint8Array {
  const t = new Uint8Array(128);
  for (const ch of chars) t[ch.charCodeAt(0)] = 1;
  return t;
}
const DIGITS = "0123456789";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** RFC 3339 date-time's characters */
const DATE_TIME = table(`${DIGITS}T:.+-Zz`);
/** uauth-mechanism = "INTERNAL" / 1*(ALPHA / DIGIT / "-" / ".") */
const MECHANISM = table(`${DIGITS}${LETTERS}-.`);
const HEXDIG = table(`${DIGITS}ABCDEFabcdef`);

/** s is one or more characters of the table (an IRI's non-ASCII ones too, RFC 3987 §2.2) */
function oneOrMore(s: string, table: Uint8Array): boolean {
  if (s === "") return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && table[c] !== 1) return false;
  }
  return true;
}

function isNumber(s: string, nonZero: boolean): boolean {
  if (s === "" || (nonZero && s.charCodeAt(0) === 0x30)) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** iuserinfo = enc-user [iauth] / [enc-user] iauth */
function userinfoOk(userinfo: string): boolean {
  const semi = userinfo.indexOf(";");
  if (semi < 0) return oneOrMore(userinfo, ACHAR);
  const user = userinfo.slice(0, semi);
  if (user !== "" && !oneOrMore(user, ACHAR)) return false;
  const auth = userinfo.slice(semi + 1);
  if (auth.length < 6 || auth.slice(0, 5).toLowerCase() !== "auth=") return false;
  const type = auth.slice(5);
  return type === "*" || oneOrMore(type, ACHAR);
}

/** iurlauth's parameters after ";EXPIRE=" / ";URLAUTH=" (RFC 5092 §11, RFC 4467 §3) */
function urlauthOk(params: readonly Param[], from: number): boolean {
  let k = from;
  if (k < params.length && params[k]!.name === "expire") {
    // date-time (RFC 3339): checked for its characters only
    if (params[k]!.slash || !oneOrMore(params[k]!.value, DATE_TIME)) return false;
    k++;
  }
  if (k !== params.length - 1) return false;
  const p = params[k]!;
  if (p.name !== "urlauth" || p.slash) return false;
  const [access = "", mechanism, token, ...more] = p.value.split(":");
  if (more.length > 0 || (mechanism === undefined) !== (token === undefined)) return false;
  const a = access.toLowerCase();
  const accessOk =
    a === "authuser" ||
    a === "anonymous" ||
    ((a.startsWith("submit+") || a.startsWith("user+")) &&
      oneOrMore(access.slice(access.indexOf("+") + 1), ACHAR));
  if (!accessOk) return false;
  if (mechanism === undefined) return true;
  return oneOrMore(mechanism, MECHANISM) && token!.length >= 32 && oneOrMore(token!, HEXDIG);
}

interface Param {
  /** the name, lowercase */
  name: string;
  /** the value, without a "/" that separates it from the next parameter */
  value: string;
  /** a "/" stood before its ";" */
  slash: boolean;
}

/** ipath-query after the authority: "" | "/" [ icommand ], and the query */
function pathOk(path: string, query: string | undefined): boolean {
  if (path === "" || path === "/") return query === undefined;
  const p = removeDotSegments(path).slice(1);
  if (p === "") return query === undefined;
  const pieces = p.split(";");
  let mailbox = pieces[0]!;
  const params: Param[] = [];
  let slash = false;
  if (pieces.length > 1 && mailbox.endsWith("/")) {
    slash = true;
    mailbox = mailbox.slice(0, -1);
  }
  for (let k = 1; k < pieces.length; k++) {
    let piece = pieces[k]!;
    const eq = piece.indexOf("=");
    if (eq <= 0) return false;
    const next = k + 1 < pieces.length && piece.endsWith("/");
    if (next) piece = piece.slice(0, -1);
    params.push({ name: piece.slice(0, eq).toLowerCase(), value: piece.slice(eq + 1), slash });
    slash = next;
  }
  // a "/" kept at a value's end (the path ended so: "…;UIDVALIDITY=788/" once "/;UID=16/.."
  // was removed) is a separator that nothing follows
  const last = params[params.length - 1];
  if (last?.value.endsWith("/")) last.value = last.value.slice(0, -1);
  // (a "/" before a UIDVALIDITY is the mailbox's: "INBOX/;UIDVALIDITY=23423")
  if (params.length > 0 && params[0]!.name === "uidvalidity" && params[0]!.slash) mailbox += "/";
  if (!oneOrMore(mailbox, BCHAR)) return false;
  let k = 0;
  if (k < params.length && params[k]!.name === "uidvalidity") {
    if (!isNumber(params[k]!.value, true)) return false;
    k++;
  }
  if (k === params.length) return query === undefined || oneOrMore(query, QUERY_CHARS);
  // imessagepart: no search after it
  if (query !== undefined) return false;
  const uid = params[k]!;
  if (uid.name !== "uid" || !uid.slash || !isNumber(uid.value, true)) return false;
  k++;
  if (k < params.length && params[k]!.name === "section") {
    if (!params[k]!.slash || !oneOrMore(params[k]!.value, BCHAR)) return false;
    k++;
  }
  if (k < params.length && params[k]!.name === "partial") {
    const v = params[k]!.value;
    const dot = v.indexOf(".");
    const ok =
      dot < 0
        ? isNumber(v, false)
        : isNumber(v.slice(0, dot), false) && isNumber(v.slice(dot + 1), true);
    if (!params[k]!.slash || !ok) return false;
    k++;
  }
  return k === params.length || urlauthOk(params, k);
}

/** any character RFC 3986's query allows (the parser checked them), "?" included */
const QUERY_CHARS = BCHAR.slice();
QUERY_CHARS[0x3f] = 1;
QUERY_CHARS[0x3b] = 1;

function checkImap(parts: UriParts, errors: string[]): void {
  if (parts.userinfo !== undefined && !userinfoOk(parts.userinfo)) addError(errors, "bad-userinfo");
  if (!pathOk(parts.path, parts.query)) addError(errors, "bad-path");
}

export const imap: SchemeRule = {
  name: "imap",
  defaultPort: 143, // RFC 5092 §11, RFC 9051
  requiresHost: true,
  check: checkImap,
};
