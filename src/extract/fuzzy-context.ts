/**
 * What around a schemeless name says that fuzzy mode's match is no link (fuzzy.ts): code (a
 * name assigned to, a member called or compared, "self.name"), a person's initials
 * ("H.J.Lu"), syslog's facility.info (RFC 5424 §6.2.1), a file's line number in a log
 * ("factory.go:134"), a word that a character reference is in, an address spelled out
 * ("person(a)example.com").
 */

import { isAsciiAlnum, isAsciiDigit } from "./chars.js";

/**
 * text[i] follows "(a)", "(at)", "[at]", "[@]", "{@}" … glued to a word: an address's "@",
 * spelled out or defanged (ioc-finder's "test[@]example.com")
 */
export function obfuscatedAt(text: string, i: number): boolean {
  const close = text.charCodeAt(i - 1);
  const open = close === 0x29 ? 0x28 : close === 0x7d ? 0x7b : 0x5b;
  for (const word of ["a", "at", "@"]) {
    const o = i - 2 - word.length;
    if (o < 1 || text.charCodeAt(o) !== open) continue;
    if (text.slice(o + 1, i - 1).toLowerCase() !== word) continue;
    const u = text.charCodeAt(o - 1);
    if (isAsciiAlnum(u) || u === 0x2e || u === 0x2d || u === 0x5f) return true;
  }
  return false;
}

/**
 * The name text[from, to) (no path) is followed by blanks and an assignment's "=" (not "==",
 * "=>"): "err.info = {"
 */
export function assignedAt(text: string, from: number, to: number): boolean {
  let k = to;
  while (
    k < text.length &&
    k - to < 4 &&
    (text.charCodeAt(k) === 0x20 || text.charCodeAt(k) === 0x09)
  )
    k++;
  if (k === to || text.charCodeAt(k) !== 0x3d) return false;
  const next = text.charCodeAt(k + 1);
  if (next === 0x3d || next === 0x3e) return false;
  for (let j = from; j < to; j++) if (text.charCodeAt(j) === 0x2f) return false;
  // a host's name in a hosts or DNS table ("www.example.com = 93.184.216.34"): "www." or a
  // generic TLD no property is named after
  if (/^www\./i.test(text.slice(from, to)) || ASSIGNED_HOST_TLD.test(text.slice(from, to))) {
    return false;
  }
  return true;
}

const ASSIGNED_HOST_TLD = /\.(?:com|org|net|edu|gov)$/i;

/**
 * The name text[from, to) (two labels, no path) is code's: a member called
 * ("logger.info(", "Object.is(a, b)"), compared ("os.name == 'nt'",
 * "token.NAME != x", "self.id == other.id"), a template's field ("{source.name}") or of a receiver ("self.name", "this.id", "cls.name"): its TLD is a
 * property's name (review 20a: ~3,000 such links in Python and JavaScript sources)
 */
export function memberUseAt(text: string, from: number, to: number): boolean {
  let dot = -1;
  for (let j = from; j < to; j++) {
    const u = text.charCodeAt(j);
    if (u === 0x2f || u === 0x3a || u === 0x40) return false;
    if (u === 0x2e) {
      if (dot >= 0) return false; // more than two labels
      dot = j;
    }
  }
  if (dot < 0) return false;
  const name = text.slice(from, to);
  if (/^www\./i.test(name) || ASSIGNED_HOST_TLD.test(name)) return false;
  if (RECEIVERS.has(text.slice(from, dot))) return true;
  const next = text.charCodeAt(to);
  if (next === 0x28) return true;
  // … a template's field inside a URL or an assignment ("f'gs://{source.bucket}/{source.name}'",
  // "${obj.prop}"), not a host in markup's braces ("{1wt.eu}", "\\url{dante.de}")
  if (next === 0x7d && from > 1 && text.charCodeAt(from - 1) === 0x7b) {
    const g = text.charCodeAt(from - 2);
    if (g === 0x2f || g === 0x24 || g === 0x3d || g === 0x3a || g === 0x3f || g === 0x26)
      return true;
  }
  // … compared on the right ("self.id == other.id", '"nt" == os.name', "a != other.id")
  let b = from;
  while (b > 0 && from - b < 4 && text.charCodeAt(b - 1) === 0x20) b--;
  if (
    b < from &&
    b >= 2 &&
    text.charCodeAt(b - 1) === 0x3d &&
    (text.charCodeAt(b - 2) === 0x3d || text.charCodeAt(b - 2) === 0x21)
  ) {
    return true;
  }
  let k = to;
  while (k < text.length && k - to < 4 && text.charCodeAt(k) === 0x20) k++;
  if (k === to) return false;
  const a = text.charCodeAt(k);
  return (a === 0x3d || a === 0x21) && text.charCodeAt(k + 1) === 0x3d;
}

/**
 * text[from, to) is initials and a surname: two or more single capital letters, each with
 * its dot, then a capitalised word ("H.J.Lu" — H. J. Lu; ".lu" is a ccTLD)
 */
export function initialsAt(text: string, from: number, to: number): boolean {
  let k = from;
  let initials = 0;
  while (
    k + 1 < to &&
    text.charCodeAt(k) >= 0x41 &&
    text.charCodeAt(k) <= 0x5a &&
    text.charCodeAt(k + 1) === 0x2e
  ) {
    initials++;
    k += 2;
  }
  if (initials < 2 || k + 2 > to) return false;
  const first = text.charCodeAt(k);
  if (!(first >= 0x41 && first <= 0x5a)) return false;
  for (let j = k + 1; j < to; j++) {
    const u = text.charCodeAt(j);
    if (!(u >= 0x61 && u <= 0x7a)) return false;
  }
  return true;
}

/** the receivers of methods in Python and JavaScript */
const RECEIVERS = new Set(["self", "this", "cls"]);

/** syslog facilities (RFC 5424 §6.2.1 and the BSD names) */
const SYSLOG_FACILITIES = new Set([
  ...["kern", "user", "mail", "daemon", "auth", "authpriv", "syslog", "lpr", "news", "uucp"],
  ...["cron", "ftp", "ntp", "audit", "security", "console", "mark", "clock"],
  ...["local0", "local1", "local2", "local3", "local4", "local5", "local6", "local7"],
]);

/** text[from, to) is `facility.info` (any case): "info" is the one severity that is a TLD */
export function syslogPriorityAt(text: string, from: number, to: number): boolean {
  if (to - from < 7 || to - from > 13) return false;
  const name = text.slice(from, to).toLowerCase();
  return name.endsWith(".info") && SYSLOG_FACILITIES.has(name.slice(0, -5));
}

/**
 * A fuzzy link text[from, to) whose path ends in a file name, ":" and digits
 * (`…/factory.go:134`, `…/script.sh:10`): the end before the ":", a line number in a log.
 * Else `to`.
 */
export function lineNumberCut(text: string, from: number, to: number): number {
  let k = to;
  while (k > from && isAsciiDigit(text.charCodeAt(k - 1))) k--;
  if (k === to || k - 1 <= from || text.charCodeAt(k - 1) !== 0x3a) return to;
  // the file name's extension: "." and 1 to 5 letters or digits, a letter among them
  let e = k - 1;
  let letter = false;
  while (e > from && k - 1 - e <= 5 && isAsciiAlnum(text.charCodeAt(e - 1))) {
    if (!isAsciiDigit(text.charCodeAt(e - 1))) letter = true;
    e--;
  }
  if (!letter || e === k - 1 || text.charCodeAt(e - 1) !== 0x2e) return to;
  // … in the path, not the host's last label ("example.com:8080" is a port)
  const slash = text.indexOf("/", from);
  return slash >= 0 && slash < e ? k - 1 : to;
}

/**
 * text[semi] is the ";" of a character reference ("&auml;", "&#228;") glued after a letter
 * or digit (bounded look-back: a reference name is short)
 */
export function referenceInWordBefore(text: string, semi: number): boolean {
  let k = semi - 1;
  while (k >= 0 && semi - k <= 32) {
    const u = text.charCodeAt(k);
    if (u === 0x26) return k > 0 && isAsciiAlnum(text.charCodeAt(k - 1));
    if (!(isAsciiAlnum(u) || u === 0x23)) return false;
    k--;
  }
  return false;
}

/** common generic TLDs: a name in capitals under one is a host ("api.github.COM") */
const CAMEL_HOST_TLDS = new Set(["com", "org", "net", "edu", "gov", "io", "dev", "app", "info"]);

/** TLDs that are also a member's usual name in code ("entry.name", "node.id") */
const MEMBER_TLDS = new Set([
  "name",
  "id",
  "at",
  "to",
  "is",
  "in",
  "on",
  "as",
  "by",
  "do",
  "it",
  "no",
  "so",
  "type",
  "data",
  "info",
]);

/** the reversed-DNS heads of Java's package names ("org.joda.time.tz") */
const PACKAGE_HEADS = new Set(["org", "com", "net", "edu"]);

/** how far along its line a dotted name's use as a class's package is looked for */
const LINE_REACH = 1024;

/**
 * The name text[from, to) (labels only, no path) is a Java or C# identifier, not a host —
 * javac's "spoon.reflect.cu.CompilationUnit in spoon.reflect.cu has been deprecated" (".cu"
 * is Cuba's TLD), "BinaryOperatorKind.NE", "QuickNotepadPlugin.NAME", "org.joda.time.tz"
 * (a hunt over CI logs found 218 such links):
 * - a constant: three labels or more, the last all capitals (not a common gTLD's), an
 *   earlier one with a small letter;
 * - a member: a receiver in CamelCase before a TLD that is a member's name ("name", "id");
 * - a package: a reversed domain's head ("org.", "com.") and three labels or more;
 * - a package by its use: the name (three labels or more), on its line, goes on with "."
 *   and a class's name.
 */
export function codeIdentifierAt(text: string, from: number, to: number): boolean {
  let labels = 1;
  let lastDot = -1;
  let lower = false; // a small letter before the last label
  // a label in an identifier's CamelCase: two humps ("QuickNotepadPlugin"), or one after a
  // small first letter in a long word ("performanceEntry"); a brand's one hump stays
  // ("eBay.in", "PayPal.de", "iCloud.com")
  let camel = false;
  let labelStart = from;
  let humps = 0;
  for (let j = from; j <= to; j++) {
    const u = j < to ? text.charCodeAt(j) : 0x2e;
    if (u === 0x2e) {
      const small = text.charCodeAt(labelStart) >= 0x61;
      if (humps >= 2 || (humps === 1 && small && j - labelStart >= 8)) camel = true;
      if (j === to) break;
      labels++;
      lastDot = j;
      labelStart = j + 1;
      humps = 0;
    } else if (u === 0x2f || u === 0x3a || u === 0x40 || u >= 0x80) return false;
    else if (u >= 0x41 && u <= 0x5a) {
      const p = text.charCodeAt(j - 1);
      if (j > labelStart && p >= 0x61 && p <= 0x7a) humps++;
    }
  }
  if (lastDot < 0) return false;
  for (let j = from; j < lastDot; j++) {
    const u = text.charCodeAt(j);
    if (u >= 0x61 && u <= 0x7a) lower = true;
  }
  const tld = text.slice(lastDot + 1, to);
  const low = tld.toLowerCase();
  if (/^www\./i.test(text.slice(from, to))) return false;
  // (three labels: "Amazon.IN", "docs.RS" are hosts written so; "Mail.Google.COM" too)
  if (labels >= 3 && lower && tld.length >= 2 && /^[A-Z]+$/.test(tld) && !CAMEL_HOST_TLDS.has(low))
    return true;
  // a member's name: a CamelCase receiver before a TLD that is a property's name
  // ("performanceEntry.name", "QuickNotepadPlugin.NAME", "exprType.id"); brands are written
  // in CamelCase under any TLD ("OpenStreetMap.de", "iHeartRadio.ca", "PayPal.Me")
  if (camel && MEMBER_TLDS.has(low)) return true;
  if (labels >= 3 && PACKAGE_HEADS.has(text.slice(from, text.indexOf(".", from)))) return true;
  if (classAfter(text, to)) return true;
  // the same name elsewhere on its line before a class's name (a package's: three labels or
  // more — a run of "a.com,a.com,…" is not looked through once per link)
  if (labels < 3) return false;
  let ls = from;
  while (ls > 0 && from - ls < LINE_REACH && text.charCodeAt(ls - 1) !== 0x0a) ls--;
  let le = to;
  while (le < text.length && le - to < LINE_REACH && text.charCodeAt(le) !== 0x0a) le++;
  // (searched in the line's slice only: indexOf on the text runs to its end)
  const line = text.slice(ls, le);
  const name = text.slice(from, to);
  for (let k = line.indexOf(name); k >= 0; k = line.indexOf(name, k + 1)) {
    if (ls + k !== from && classAfter(text, ls + k + name.length)) return true;
  }
  return false;
}

/** text[k] is "." and a class's name follows: a capital, then letters and digits with another capital ("CompilationUnit") */
function classAfter(text: string, k: number): boolean {
  if (text.charCodeAt(k) !== 0x2e) return false;
  const c0 = text.charCodeAt(k + 1);
  if (!(c0 >= 0x41 && c0 <= 0x5a)) return false;
  let capitals = 1;
  let j = k + 2;
  for (; j < text.length && j - k < 80; j++) {
    const u = text.charCodeAt(j);
    if (u >= 0x41 && u <= 0x5a) capitals++;
    else if (!((u >= 0x61 && u <= 0x7a) || (u >= 0x30 && u <= 0x39))) break;
  }
  return capitals >= 2 && j - k > 3;
}
