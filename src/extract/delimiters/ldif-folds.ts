/**
 * LDIF's folded lines (RFC 2849, "Notes on LDIF Syntax" 2): a line may be folded by
 * inserting a line separator and one SPACE at any point — inside a word, inside a URI — and
 * the reader joins them back. python-ldap's writer folds at 76 columns, OpenLDAP's
 * ldapsearch and slapcat at 76 to 79:
 *   "labeledURI: http://192.0.2.17:8443/archive/issues/download/reports/wiki/a-very" LF
 *   " -long-segment-name/img/pub/release-notes?q=caf%C3%A9 Home page"
 * is one URI, `…/a-very-long-segment-name/…` (2396bis App. E: the reader drops what a line
 * break put inside it). Only inside an LDIF record: the URI's line, past the lines folded
 * into it, is an attribute's ("attr: value"), and a "dn:" line opens its entry.
 */
import { C_URI, CLASS } from "../chars.js";
import { pastLineBreak, uriLineStart } from "./bare-line-breaks.js";
import { MORE_INPUT } from "./more-input.js";

/** how far back the entry's "dn:" line is looked for */
const ENTRY_REACH = 2048;

/**
 * At a line break at i inside a bare URI whose scheme starts at s: the index where the URI
 * goes on when the next line is LDIF's continuation (one space, then a URI byte) of an
 * attribute's line in an entry; -1 when not; MORE_INPUT when not known before n
 */
export function ldifFoldAt(
  buf: Uint8Array,
  s: number,
  i: number,
  n: number,
  final: boolean,
): number {
  // (a next line at hand that opens with no blank is no fold, looked at first: cheap; then the
  // record, before waiting for the next line — a log's line is not held back, `tail -f`)
  const after = buf[i] === 0x0d ? i + 2 : i + 1;
  if (after < n && buf[after] !== 0x20) return -1;
  if (after + 1 < n && (buf[after + 1] === 0x20 || buf[after + 1] === 0x09)) return -1;
  if (!inEntry(buf, s)) return -1;
  const j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  if (j + 1 >= n) return final ? -1 : MORE_INPUT;
  if (buf[j] !== 0x20) return -1;
  const x = buf[j + 1]!;
  return x === 0x20 || x === 0x09 || !(x >= 0x80 || CLASS[x]! & C_URI) ? -1 : j + 1;
}

/** the URI whose scheme starts at s stands in an attribute's value in an LDIF entry */
function inEntry(buf: Uint8Array, s: number): boolean {
  const line = uriLineStart(buf, s);
  if (line < 0) return false;
  // back over the lines folded into the URI's line, to the attribute's
  const stop = Math.max(0, s - ENTRY_REACH);
  let a = line;
  while (buf[a] === 0x20) {
    a = previousLineStart(buf, a, stop);
    if (a < 0) return false;
  }
  if (!attributeLineAt(buf, a)) return false;
  // … in an entry: its "dn:" line, with no blank line between
  for (let l = a; ; ) {
    if (isDnLine(buf, l)) return true;
    l = previousLineStart(buf, l, stop);
    if (l < 0 || buf[l] === 0x0a || buf[l] === 0x0d) return false;
  }
}

/** the start of the line before the one at `line` (not before `stop`); -1 when none */
function previousLineStart(buf: Uint8Array, line: number, stop: number): number {
  if (line <= stop || buf[line - 1] !== 0x0a) return -1;
  let k = line - 1;
  while (k > stop && buf[k - 1] !== 0x0a) k--;
  return k > stop || stop === 0 ? k : -1;
}

/**
 * The line at a is an attribute's: an AttributeDescription (RFC 4512 §2.5: a descriptor
 * or an OID, and ";"-options) and ":" then a blank (a value given as text, not "::"
 * base64 or ":<" a URL)
 */
function attributeLineAt(buf: Uint8Array, a: number): boolean {
  let k = a;
  const first = buf[k]! | 0x20;
  if (!((first >= 0x61 && first <= 0x7a) || (buf[k]! >= 0x30 && buf[k]! <= 0x39))) return false;
  while (k - a < 128) {
    const b = buf[k]!;
    const l = b | 0x20;
    if (
      (l >= 0x61 && l <= 0x7a) ||
      (b >= 0x30 && b <= 0x39) ||
      b === 0x2d ||
      b === 0x2e ||
      b === 0x3b
    )
      k++;
    else break;
  }
  return buf[k] === 0x3a && buf[k + 1] === 0x20;
}

/** the line at l is an entry's "dn:" (any case; "dn::" base64 too) */
function isDnLine(buf: Uint8Array, l: number): boolean {
  return (buf[l]! | 0x20) === 0x64 && (buf[l + 1]! | 0x20) === 0x6e && buf[l + 2] === 0x3a;
}
