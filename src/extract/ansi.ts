/**
 * ANSI control sequences in logs (ECMA-48 §5.4 CSI: ESC "[" parameter bytes 0x30–0x3F,
 * intermediate bytes 0x20–0x2F, a final byte 0x40–0x7E): terminal colours that CI logs and
 * dev servers print around and inside URIs. The ESC is a raw 0x1B byte, or written as text
 * where a log quotes a string: JSON's "\u001b" (Docker's json-file logs), C's and shell's
 * "\033", "\x1b" and "\e" — or rsyslog's "#033" (its escape of every control character in
 * /var/log/syslog: syslog-escapes.ts).
 */

/** the input ends before the answer is known */
export const MORE_BYTES = -2;
/** longest sequence read, ESC included */
const MAX_CSI = 40;

/** ESC written as text: C's and shell's, JSON's; rsyslog's (syslog-escapes.ts) */
const BACKSLASH_FORMS = ["\\e", "\\033", "\\x1b", "\\u001b"];
const HASH_FORMS = ["#033"];

/**
 * The index after an ESC that starts at buf[i] (raw, or "\e" "\033" "\x1b" "\u001b" as text,
 * or rsyslog's "#033"), -1 when none does, MORE_BYTES when the input ends first.
 */
function escEnd(buf: Uint8Array, i: number, n: number): number {
  if (buf[i] === 0x1b) return i + 1;
  if (buf[i] !== 0x5c && buf[i] !== 0x23) return -1;
  const forms = buf[i] === 0x23 ? HASH_FORMS : BACKSLASH_FORMS;
  for (const f of forms) {
    let k = 1;
    for (; k < f.length; k++) {
      if (i + k >= n) return MORE_BYTES;
      const b = buf[i + k]!;
      // the hex digit "b" in either case ("\x1B", "\u001B"); the rest as written
      if (b !== f.charCodeAt(k) && !(f[k] === "b" && b === 0x42)) break;
    }
    if (k === f.length) return i + k;
  }
  return -1;
}

/**
 * The end of the CSI sequence that starts at buf[i], -1 when none does there, MORE_BYTES
 * when it may go on past n.
 */
export function csiEnd(buf: Uint8Array, i: number, n: number): number {
  const e = escEnd(buf, i, n);
  if (e < 0) return e;
  if (e >= n) return MORE_BYTES;
  if (buf[e] !== 0x5b) return -1;
  const stop = i + MAX_CSI;
  let j = e + 1;
  while (j < n && j < stop && buf[j]! >= 0x30 && buf[j]! <= 0x3f) j++;
  while (j < n && j < stop && buf[j]! >= 0x20 && buf[j]! <= 0x2f) j++;
  if (j >= n) return MORE_BYTES;
  // (not "\\" as the final byte: in text it begins the next escape, "\e[\e[0m")
  return j < stop && buf[j]! >= 0x40 && buf[j]! <= 0x7e && buf[j] !== 0x5c ? j + 1 : -1;
}

/** an ESC (raw or as text) ends right before buf[k], not before `lo` */
export function escBefore(buf: Uint8Array, k: number, lo: number): boolean {
  if (k - 1 >= lo && buf[k - 1] === 0x1b) return true;
  for (const len of [2, 4, 6]) {
    if (k - len < lo) return false;
    if (escEnd(buf, k - len, k) === k) return true;
  }
  return false;
}

/** CSI sequences at most, one after another, in a run (csiRunEnd) */
const MAX_CSI_RUN = 8;

/**
 * The index after the run of CSI sequences (at most MAX_CSI_RUN) written with a raw ESC that
 * starts at buf[k] (k when none does; not past `end`), MORE_BYTES when the input ends inside
 * one: the colours that git's `--color=always` puts at a line's start and end
 * (`ESC[32m+ESC[m…`, `…ESC[m`), groff's SGR output around a hyphenation
 */
export function csiRunEnd(buf: Uint8Array, k: number, n: number, end = n): number {
  for (let m = 0; m < MAX_CSI_RUN && k < end && buf[k] === 0x1b; m++) {
    const e = csiEnd(buf, k, n);
    if (e === MORE_BYTES) return MORE_BYTES;
    if (e < 0 || e > end) break;
    k = e;
  }
  return k;
}

/**
 * Where the run of CSI sequences written with a raw ESC that ends right before buf[p]
 * starts (p when none ends there), not before `lo`
 */
export function rawCsiRunStartBefore(buf: Uint8Array, p: number, lo: number): number {
  // (a few of them: bold, a colour, grep's erase)
  for (let run = 0; run < 8; run++) {
    let k = p - 2;
    while (k >= lo && p - k <= MAX_CSI && buf[k] !== 0x1b) k--;
    if (k < lo || p - k > MAX_CSI || csiEnd(buf, k, p) !== p) return p;
    p = k;
  }
  return p;
}
