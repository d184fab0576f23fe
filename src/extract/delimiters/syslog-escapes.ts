/**
 * rsyslog writes each control character of a message as "#" and its three octal digits (its
 * default, parser.escapeControlCharactersOnReceive; rsyslog.conf(5)
 * $ControlCharacterEscapePrefix "#"): a tab "#011", a line feed "#012", a carriage return
 * "#015", ESC "#033" — /var/log/syslog's "GET#011https://api.example/v1/items?id=5#011200",
 * a stack trace sent as one message "…/a.pom#012#011at java.base/…", a coloured
 * "http://0.0.0.0:8080#033[0m". "#" is a URI character, so the escape and the next field
 * would be read as the URI's fragment. RFC 3986 §3.5: a fragment holds no second "#".
 */

import { csiEnd } from "../ansi.js";

/** buf[k] is "#" and three octal digits for a control character: "#000"–"#037", "#177" */
function controlEscapeAt(buf: Uint8Array, k: number, end: number): boolean {
  if (k + 3 >= end + 1 || buf[k] !== 0x23) return false;
  const a = buf[k + 1]!;
  const b = buf[k + 2]!;
  const c = buf[k + 3]!;
  if (b < 0x30 || b > 0x37 || c < 0x30 || c > 0x37) return false;
  return (a === 0x30 && b <= 0x33) || (a === 0x31 && b === 0x37 && c === 0x37);
}

/** how far back on the URI's line an earlier escape is looked for */
const MAX_LINE_BEFORE = 1024;

/**
 * Where the URI read over buf[from, end) ends at rsyslog's escape of a control character, -1
 * when it holds none: "#033[" that opens no colour's CSI sequence (a colour's was dropped by
 * the scan, bare.ts, and is skipped here), an escape right after another escape or a colour
 * ("#012#011", "…/app#033[0m#015"), a carriage return's at the end of the run before a line
 * break ("…#015" LF), or a tab's, line feed's, carriage return's or ESC's escape when the
 * URI's line holds an escape before the URI or opens with a syslog file's timestamp (at most
 * MAX_LINE_BEFORE bytes back, not before lo: "GET#011https://…?id=5#011200"). A fragment's
 * "#000" or "#003366" elsewhere (a colour) stays.
 */
export function syslogEscapeCut(
  buf: Uint8Array,
  from: number,
  end: number,
  rawStart: number,
  lo: number,
): number {
  let onLine = -1; // 1 when the line holds an escape before the URI, 0 not (looked at once)
  let after = -1; // where the last escape or colour read ended
  for (let k = from; k < end; k++) {
    if (buf[k] !== 0x23 || !controlEscapeAt(buf, k, end)) continue;
    const next = buf[k + 4];
    if (next === 0x5b && buf[k + 1] === 0x30 && buf[k + 2] === 0x33 && buf[k + 3] === 0x33) {
      const e = csiEnd(buf, k, end);
      if (e <= 0) return k;
      after = e;
      k = e - 1;
      continue;
    }
    if (after === k || (k + 4 < end && controlEscapeAt(buf, k + 4, end))) return k;
    const code = (buf[k + 1]! - 0x30) * 64 + (buf[k + 2]! - 0x30) * 8 + (buf[k + 3]! - 0x30);
    // (a carriage return's "#015" before the line's end: a CRLF message)
    if (code === 13 && k + 4 === end && (next === 0x0d || next === 0x0a)) return k;
    // a tab's, a line feed's, a carriage return's, an ESC's
    if (code !== 9 && code !== 10 && code !== 13 && code !== 27) continue;
    if (onLine < 0) onLine = escapeBefore(buf, rawStart, lo) ? 1 : 0;
    if (onLine === 1) return k;
  }
  return -1;
}

/**
 * the line that holds buf[at] holds an escape before it, or opens with a syslog file's
 * timestamp (rsyslog's traditional "Nov 28 15:35:45 " or its RFC 3339 "2026-11-28T15:35:45"):
 * its messages' control characters are escaped
 */
function escapeBefore(buf: Uint8Array, at: number, lo: number): boolean {
  const stop = Math.max(lo, at - MAX_LINE_BEFORE);
  let k = at - 1;
  for (; k >= stop; k--) {
    const b = buf[k]!;
    if (b === 0x0a) break;
    if (b === 0x23 && k + 3 < at && controlEscapeAt(buf, k, at)) return true;
  }
  const ls = k + 1;
  return (k >= stop || ls === 0) && timestampAt(buf, ls, at);
}

/** "Mmm dd hh:mm:ss" or "yyyy-mm-ddThh:mm:ss" at buf[k], before `end` */
function timestampAt(buf: Uint8Array, k: number, end: number): boolean {
  const shape =
    buf[k]! >= 0x41 && buf[k]! <= 0x5a
      ? "Aaa d0 00:00:00"
      : buf[k + 4] === 0x2d
        ? "0000-00-00T00:00:00"
        : "";
  if (shape === "" || k + shape.length > end) return false;
  for (let j = 0; j < shape.length; j++) {
    const x = buf[k + j]!;
    const want = shape.charCodeAt(j);
    if (want === 0x30) {
      if (x < 0x30 || x > 0x39) return false;
    } else if (want === 0x64) {
      if (x !== 0x20 && (x < 0x30 || x > 0x39)) return false;
    } else if (want === 0x41 || want === 0x61) {
      if (!((x | 0x20) >= 0x61 && (x | 0x20) <= 0x7a)) return false;
    } else if (x !== want) return false;
  }
  return true;
}
