/**
 * Which top-level domains a schemeless link may end in (fuzzy.ts). linkify-it's default list
 * is short — com, net, org, edu, gov, biz, info, name, pro, shop, … and the two-letter
 * country codes — so `www.example.network` and `example.delivery/path` gave nothing. The
 * root zone holds ~1,400 TLDs (iana-tlds.ts), and many are words that code and prose put
 * after a dot ("self.network", "obj.total", "Safari.app", "release.new"): a bare `name.tld`
 * under one of those is no link. So linkify-it matches with the whole list, and a match
 * whose TLD is not in its short list stays only where the text says it is a host: a
 * `www.` first label, or a path after a name of two labels or more
 * (`shop.example.delivery/path`; not `gdb.tui/basic.exp`). Addresses are not
 * read here: linkify-it takes any TLD after an "@" already (`info@example.photography`).
 */

import { IANA_TLDS_TEXT } from "./iana-tlds.js";

/** the root zone's TLDs (lower case; IDN TLDs in Unicode) */
export const IANA_TLDS: ReadonlySet<string> = new Set(
  IANA_TLDS_TEXT.split(" ").filter((t) => t !== ""),
);

/**
 * linkify-it 6's default list of TLDs longer than two letters (its `tlds_default`), and
 * "mil" (fuzzy.ts adds it); its two-letter ones are LINKIFY_2CH
 */
const SHORT_LIST = new Set([
  ...["biz", "com", "edu", "gov", "net", "org", "pro", "web", "xxx", "aero", "asia", "coop"],
  ...["info", "museum", "name", "shop", "рф", "mil"],
]);

/**
 * linkify-it 6.1's own two-letter TLDs (its packed `tlds_2ch`): the root zone's country codes
 * but "ss" (South Sudan, delegated 2011), which its list lacks. A bare name under "ss" gave
 * no link before session 53 and is code's or a register's as often ("PSTATE.SS",
 * "scipy.stats.ss", "xorg.ss" in Debian changelogs; Chez Scheme's ".ss" files): it needs
 * "www." or a path as the other root-zone TLDs do.
 */
const LINKIFY_2CH = new Set(
  (
    "a:cdefgilmnoqrstuwxz|b:abdefghijmnorstvwyz|c:acdfghiklmnoruvwxyz|d:ejkmoz|e:cegrstu|" +
    "f:ijkmor|g:abdefghilmnpqrstuwy|h:kmnrtu|i:delmnoqrst|j:emop|k:eghimnprwyz|" +
    "l:abcikrstuvy|m:acdeghklmnopqrstuvwxyz|n:acefgilopruz|o:m|p:aefghklmnrstwy|q:a|r:eosuw|" +
    "s:abcdeghijklmnortuvxyz|t:cdfghjklmnortvwz|u:agksyz|v:aceginu|w:fs|y:et|z:amw"
  )
    .split("|")
    .flatMap((item) => [...item.slice(2)].map((c) => item[0] + c)),
);

/** the receivers of methods in Python and JavaScript ("self.total/count" divides) */
const RECEIVERS = new Set(["self", "this", "cls"]);

/** `/ ? # :` end a link's host */
const isHostEnd = (c: number): boolean => c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3a;

/**
 * The schemeless link text[from, to) ends its host in a root-zone TLD outside linkify-it's
 * short list and nothing says it is a link: no `www.` first label with a name after it, no
 * `/` right after the name. A path does not say so after a method's receiver
 * ("self.total/count" divides), when it is digits alone ("x.total/2"), when it opens with
 * "/" or "*" (a comment's mark), or with "Contents" (a macOS bundle: "Safari.app/Contents/MacOS", Apple's Bundle Programming
 * Guide; ".app" is a TLD).
 */
export function weakTldAt(text: string, from: number, to: number): boolean {
  let hostEnd = from;
  while (hostEnd < to && !isHostEnd(text.charCodeAt(hostEnd))) hostEnd++;
  const dot = text.lastIndexOf(".", hostEnd - 1);
  if (dot < from) return false;
  const tld = text.slice(dot + 1, hostEnd).toLowerCase();
  // "xn--p1ai": linkify-it takes any A-label; "рф" and the country codes of its list are its
  // own (not "中国", two code units too: "食狮.中国" in publicsuffix's tests is a bare name)
  if (LINKIFY_2CH.has(tld) || tld.startsWith("xn--") || SHORT_LIST.has(tld)) return false;
  if (!IANA_TLDS.has(tld)) return false;
  const host = text.slice(from, hostEnd);
  // "www.example.network"; not "www.bar" alone (RFC 8618 App. B: a piece of a DNS name):
  // a site's name has its own label between "www." and the TLD
  if (/^www\./i.test(host)) return dot <= from + 4;
  if (text.charCodeAt(hostEnd) !== 0x2f) return true;
  // one name and a path is a file's or a word's as often: on 264 MB of /usr/share/doc and
  // /etc (the session 53 review) it made 554 links and none was a site — gdb's test names
  // ("gdb.tui/basic.exp"), alternations ("fs.read/write"), systemd units
  // ("multi-user.target/graphical.target"), "backup.zip/data/file.txt": a path says host
  // only after two labels before the TLD ("shop.example.photography/2024/")
  if (host.indexOf(".") === dot - from) return true;
  if (RECEIVERS.has(host.slice(0, host.indexOf(".")))) return true;
  const path = text.slice(hostEnd + 1, to);
  // a path opens with a segment's letter, digit or unreserved mark, or ends the link — not
  // with "/" or "*": a comment's mark after a file name ("sourceMappingURL=Parser.js.map//",
  // "…/*" in bundled JavaScript; ".map" is a TLD)
  if (path !== "" && !/^[\p{L}\p{N}\-._~%]/u.test(path)) return true;
  return (path !== "" && /^[0-9.]+$/.test(path)) || /^Contents(?:\/|$)/.test(path);
}
