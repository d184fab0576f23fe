/**
 * git-config(1)'s variables whose subsection is a URL: `http.<url>.extraHeader`,
 * `url.<base>.insteadOf`, `credential.<url>.helper` ("Variables", "http.<url>.*",
 * "credential.<url>.*"). Written as one key — `git config --local
 * http.https://github.com/.extraheader "AUTHORIZATION: basic ***"` (actions/checkout, in
 * every GitHub Actions log), `git config --list`'s
 * `credential.https://source.developers.google.com.helper=gcloud.sh` — the URL is the
 * subsection, and the last "." and the variable's name after it are the key's.
 */
import { isOneOf, wordsByLength } from "../word-lists.js";

/** the sections whose subsection is a URL */
const SECTIONS = wordsByLength(["http", "url", "credential"]);

/** the variables of those sections (git-config(1), lowercase; names are case-insensitive) */
const KEYS = wordsByLength([
  // http.<url>.*
  "extraheader",
  "proxy",
  "proxyauthmethod",
  "proxysslcert",
  "proxysslkey",
  "proxysslcainfo",
  "sslverify",
  "sslcert",
  "sslkey",
  "sslcainfo",
  "sslcapath",
  "sslversion",
  "sslbackend",
  "sslcipherlist",
  "sslcertpasswordprotected",
  "pinnedpubkey",
  "postbuffer",
  "lowspeedlimit",
  "lowspeedtime",
  "useragent",
  "followredirects",
  "cookiefile",
  "savecookies",
  "version",
  "emptyauth",
  "delegation",
  "curloptresolve",
  "maxrequests",
  "minsessions",
  "noepsv",
  "proactiveauth",
  "schannelcheckrevoke",
  "schannelusesslcainfo",
  // url.<base>.*
  "insteadof",
  "pushinsteadof",
  // credential.<url>.*
  "helper",
  "username",
  "usehttppath",
]);

/** the longest variable name */
const MAX_KEY = 24;

/**
 * buf[dot] is the "." before a URL's scheme, and a section of git-config(1) whose
 * subsection is a URL stands before it as a word ("http.https://…", `--unset-all
 * 'http.https://…'`, any case)
 */
export function gitSectionBefore(buf: Uint8Array, dot: number, lo: number): boolean {
  let w = dot;
  while (w > lo && (buf[w - 1]! | 0x20) >= 0x61 && (buf[w - 1]! | 0x20) <= 0x7a) w--;
  if (
    w > lo &&
    buf[w - 1]! > 0x20 &&
    buf[w - 1] !== 0x27 &&
    buf[w - 1] !== 0x22 &&
    buf[w - 1] !== 0x60
  )
    return false;
  return isGitSection(buf, w, dot);
}

/** buf[a, e) is a section of git-config(1) whose subsection is a URL (any case) */
export function isGitSection(buf: Uint8Array, a: number, e: number): boolean {
  return e - a >= 3 && e - a <= 10 && isOneOf(SECTIONS, buf, a, e, true);
}

/**
 * In the URL read in buf[from, to) after such a section: the index of the "." that starts
 * its variable's name — the last one, its name ending the run (but for punctuation) or
 * followed by "=" (`--list`'s value) — or -1
 */
export function gitKeyDot(buf: Uint8Array, from: number, to: number): number {
  let end = to;
  for (let k = from; k < to; k++) {
    if (buf[k] === 0x3d) {
      end = k;
      break;
    }
  }
  // (the text's punctuation after the name: "…/.extraheader'", "….helper,")
  while (end > from && !((buf[end - 1]! | 0x20) >= 0x61 && (buf[end - 1]! | 0x20) <= 0x7a)) end--;
  let d = end - 1;
  while (d > from && end - d <= MAX_KEY + 1 && buf[d] !== 0x2e) d--;
  if (d <= from || buf[d] !== 0x2e) return -1;
  return isOneOf(KEYS, buf, d + 1, end, true) ? d : -1;
}
