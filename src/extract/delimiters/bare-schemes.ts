/**
 * What the scheme of a bare URI (bare.ts) says: a DNS-host scheme (http, https, ws, wss,
 * ftp: RFC 1123 §2.1 names), "mailto" (RFC 6068), "news:*" (RFC 1738 §3.6) — and a scheme
 * and "://" ahead, where the next URI of a list written without spaces starts.
 */

import { C_ALNUM, C_ALPHA, C_SCHEME, CLASS } from "../chars.js";
import { isEscapedSlash } from "./bare-escapes.js";
import { MORE_INPUT } from "./more-input.js";

/**
 * 1 when buf[i…] is a scheme (at most 32 bytes) and "://" (or JSON's ":\\/\\/"), 0 when not,
 * MORE_INPUT when that is not known before n.
 */
export function schemeSlashesAt(buf: Uint8Array, i: number, n: number): number {
  if (i >= n) return MORE_INPUT;
  if (!(CLASS[buf[i]!]! & C_ALPHA)) return 0;
  let j = i + 1;
  while (j < n && j - i < 32 && CLASS[buf[j]!]! & C_SCHEME) j++;
  if (j >= n) return MORE_INPUT;
  if (buf[j] !== 0x3a) return 0;
  // serialize-javascript's "\u002F\u002F" (bare-escapes.ts isEscapedSlash)
  if (j + 2 < n && buf[j + 1] === 0x5c && buf[j + 2] === 0x75) {
    if (j + 13 > n) return MORE_INPUT;
    return isEscapedSlash(buf, j + 1, n) && isEscapedSlash(buf, j + 7, n) ? 1 : 0;
  }
  const json = j + 1 < n && buf[j + 1] === 0x5c;
  const after = json ? "\\/\\/" : "//";
  for (let k = 0; k < after.length; k++) {
    if (j + 1 + k >= n) return MORE_INPUT;
    if (buf[j + 1 + k] !== after.charCodeAt(k)) return 0;
  }
  return 1;
}

/** what may stand before a "Name=" item (keyedValueAt): a blank, a line break, "," a quote, "=" */
const KEY_BOUNDARY = new Uint8Array(256);
for (const ch of " \t\n,\"'=") KEY_BOUNDARY[ch.charCodeAt(0)] = 1;

/** a list item's label: letters, digits and these */
const LABEL_PUNCT = new Uint8Array(128);
for (const ch of "_-.") LABEL_PUNCT[ch.charCodeAt(0)] = 1;

/**
 * The next item of a list written without spaces, after its comma at buf[i-1]: a scheme and
 * "://" (schemeSlashesAt), or one after a label — a name (at most 32 bytes of letters,
 * digits, "_", "-", ".") and "=", ":" or ";URI:": etcd's "a=http://10.0.0.1:2380/",
 * OpenSSL's "URI:http://…" and "caIssuers;URI:http://…" (x509v3_config(5)); or such a name
 * and "://" (Kafka's "PLAINTEXT_HOST://…"). 1, 0, or
 * MORE_INPUT when that is not known before n.
 */
export function listItemAt(buf: Uint8Array, i: number, n: number): number {
  const r = schemeSlashesAt(buf, i, n);
  if (r !== 0) return r;
  let j = i;
  while (j < n && j - i < 32 && (CLASS[buf[j]!]! & C_ALNUM || LABEL_PUNCT[buf[j]!] === 1)) j++;
  if (j === i || j - i >= 32) return 0;
  if (j >= n) return MORE_INPUT;
  let k = -1;
  // … or a name with "_" and "://": the next of Kafka's listeners
  // ("PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:29092"; no scheme holds "_", RFC 3986
  // §3.1, but the item is the list's)
  let underscore = false;
  for (let k = i; k < j && !underscore; k++) underscore = buf[k] === 0x5f;
  if (buf[j] === 0x3a && underscore && CLASS[buf[i]!]! & C_ALPHA) {
    if (j + 3 > n) return MORE_INPUT;
    if (buf[j + 1] === 0x2f && buf[j + 2] === 0x2f) return 1;
  }
  if (buf[j] === 0x3d || buf[j] === 0x3a) k = j + 1;
  else if (buf[j] === 0x3b) {
    if (j + 5 > n) return MORE_INPUT;
    if (
      (buf[j + 1]! | 0x20) === 0x75 &&
      (buf[j + 2]! | 0x20) === 0x72 &&
      (buf[j + 3]! | 0x20) === 0x69 &&
      buf[j + 4] === 0x3a
    ) {
      k = j + 5;
    }
  }
  return k < 0 ? 0 : schemeSlashesAt(buf, k, n);
}

/**
 * The URI at s is the value of a "Name=" in a list of "Name=value" items: the AWS CLI's
 * shorthand syntax ("--steps Type=CUSTOM_JAR,Jar=s3://bucket/a.jar,Args=x"), gcloud's
 * "instance=https://…/vm1,ip=10.10.0.1", a log's "url=https://x/a,status=200". A name (a
 * letter, then at most 63 letters, digits, "_", "-", ".") and "=" right before the scheme,
 * at a line's start or after a blank, a comma, a quote, an "=" (gcloud's
 * "--router-appliance=instance=…") or an option's hyphens ("--url=…"). Not an LDAP URL's:
 * its path is a distinguished name of "attr=value" items ("ldap://h/CN=x,O=y", RFC 4516 §2).
 */
export function keyedValueAt(buf: Uint8Array, s: number, c: number, lo: number): boolean {
  if (s - 2 < lo || buf[s - 1] !== 0x3d) return false;
  let k = s - 2;
  while (
    k > lo &&
    s - 2 - k < 64 &&
    (CLASS[buf[k - 1]!]! & C_ALNUM || LABEL_PUNCT[buf[k - 1]!] === 1)
  )
    k--;
  if (k > lo && KEY_BOUNDARY[buf[k - 1]!] !== 1) return false;
  while (buf[k] === 0x2d) k++; // a command line's option: "--url=…"
  if (!(CLASS[buf[k]!]! & C_ALPHA)) return false;
  // any LDAP scheme: ldap, ldaps, ldapi, cldap
  for (let k = s; k + 4 <= c; k++) {
    if (
      (buf[k]! | 0x20) === 0x6c &&
      (buf[k + 1]! | 0x20) === 0x64 &&
      (buf[k + 2]! | 0x20) === 0x61 &&
      (buf[k + 3]! | 0x20) === 0x70
    )
      return false;
  }
  return true;
}

/**
 * 1 when buf[i…] is the next item's "Name=" (a letter, then at most 63 letters, digits,
 * "_", "-", ".", then "="), 0 when not, MORE_INPUT when that is not known before n
 */
export function keyAt(buf: Uint8Array, i: number, n: number): number {
  if (i >= n) return MORE_INPUT;
  if (!(CLASS[buf[i]!]! & C_ALPHA)) return 0;
  let j = i + 1;
  while (j < n && j - i < 64 && (CLASS[buf[j]!]! & C_ALNUM || LABEL_PUNCT[buf[j]!] === 1)) j++;
  if (j >= n) return MORE_INPUT;
  return buf[j] === 0x3d ? 1 : 0;
}

/** buf[s, e) is "news:*", any case */
export function isNewsStar(buf: Uint8Array, s: number, c: number, e: number): boolean {
  return (
    c - s === 4 &&
    e === c + 2 &&
    buf[c + 1] === 0x2a &&
    (buf[s]! | 0x20) === 0x6e &&
    (buf[s + 1]! | 0x20) === 0x65 &&
    (buf[s + 2]! | 0x20) === 0x77 &&
    (buf[s + 3]! | 0x20) === 0x73
  );
}

/**
 * buf[s, e) is "data:," and data (any case): the comma is the data URI's own syntax (RFC 2397
 * §3), so "data:,-" holds the text "-", however little it says
 */
export function isDataComma(buf: Uint8Array, s: number, c: number): boolean {
  return (
    c - s === 4 &&
    buf[c + 1] === 0x2c &&
    (buf[s]! | 0x20) === 0x64 &&
    (buf[s + 1]! | 0x20) === 0x61 &&
    (buf[s + 2]! | 0x20) === 0x74 &&
    (buf[s + 3]! | 0x20) === 0x61
  );
}

/** buf[s, c) is "urn", any case */
export function isUrn(buf: Uint8Array, s: number, c: number): boolean {
  return (
    c - s === 3 &&
    (buf[s]! | 0x20) === 0x75 &&
    (buf[s + 1]! | 0x20) === 0x72 &&
    (buf[s + 2]! | 0x20) === 0x6e
  );
}

/** buf[s, s + 6) is "mailto" (any case) */
export function isMailto(buf: Uint8Array, s: number): boolean {
  return (
    (buf[s]! | 0x20) === 0x6d &&
    (buf[s + 1]! | 0x20) === 0x61 &&
    (buf[s + 2]! | 0x20) === 0x69 &&
    (buf[s + 3]! | 0x20) === 0x6c &&
    (buf[s + 4]! | 0x20) === 0x74 &&
    (buf[s + 5]! | 0x20) === 0x6f
  );
}

/** buf[s, c) is http, https, ws, wss or ftp (any case): a scheme whose host is a DNS name */
export function isDnsHostScheme(buf: Uint8Array, s: number, c: number): boolean {
  const n = c - s;
  const b0 = buf[s]! | 0x20;
  const b1 = buf[s + 1]! | 0x20;
  if (b0 === 0x68) {
    // http, https
    return (
      (n === 4 || (n === 5 && (buf[s + 4]! | 0x20) === 0x73)) &&
      b1 === 0x74 &&
      (buf[s + 2]! | 0x20) === 0x74 &&
      (buf[s + 3]! | 0x20) === 0x70
    );
  }
  if (b0 === 0x77) return b1 === 0x73 && (n === 2 || (n === 3 && (buf[s + 2]! | 0x20) === 0x73));
  return n === 3 && b0 === 0x66 && b1 === 0x74 && (buf[s + 2]! | 0x20) === 0x70;
}

/**
 * buf[s, c) is "file" (any case) and a DOS or Windows drive follows its ":" (after at most
 * three "/") with a path written the old way: the drive letter's "|" (RFC 8089 App. E.2.2,
 * "file:///c|/path/to/file") or a "\" after it (App. E.4, "file:///C:\Users\…"). Then the
 * path's "\" are its own, and so is that "|" (only that one: "file:///C:\x|grep" is a
 * pipe): the index of the drive letter's ":" or "|"; 0 when not; MORE_INPUT when not known
 * before n. (RFC 3986 forbids both characters: the core calls such a URI invalid, which is
 * better than a cut "file:///C")
 */
export function oldDrivePathAt(buf: Uint8Array, s: number, c: number, n: number): number {
  if (
    c - s !== 4 ||
    (buf[s]! | 0x20) !== 0x66 ||
    (buf[s + 1]! | 0x20) !== 0x69 ||
    (buf[s + 2]! | 0x20) !== 0x6c ||
    (buf[s + 3]! | 0x20) !== 0x65
  ) {
    return 0;
  }
  let k = c + 1;
  while (k < n && k - c <= 3 && buf[k] === 0x2f) k++;
  if (k - c === 3) {
    // … or after a host: "file://localhost/c|/WINDOWS/clock.avi" (Vim's netrw)
    let h = k;
    while (
      h < n &&
      h - k < 256 &&
      (CLASS[buf[h]!]! & C_ALNUM || buf[h] === 0x2e || buf[h] === 0x2d)
    ) {
      h++;
    }
    if (h >= n) return MORE_INPUT;
    if (h - k > 1 && buf[h] === 0x2f) k = h + 1;
  }
  if (k + 2 >= n) return MORE_INPUT;
  if (buf[k] === 0x2f || !(CLASS[buf[k]!]! & C_ALPHA)) return 0;
  const sep = buf[k + 1];
  const next = buf[k + 2];
  if (sep === 0x7c) return next === 0x2f || next === 0x5c ? k + 1 : 0;
  return sep === 0x3a && next === 0x5c ? k + 1 : 0;
}
