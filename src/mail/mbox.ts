/**
 * Streaming mbox splitter (RFC 4155): a message starts after a `From ` line; body lines
 * that were escaped by the writer (`>From `, mboxrd `>>From ` …) lose one `>`.
 * A single RFC 5322 message (.eml) is one message. At most one message is held; a message
 * above `maxMessageSize` keeps only its header block and its body is skipped with a warning.
 */

import { fieldNameEnd } from "./field-line.js";

const FROM = Buffer.from("From ", "latin1");
const NL_FROM = Buffer.from("\nFrom ", "latin1");
const ESC_FROM = Buffer.from(">From ", "latin1");
/** Bytes of an oversized message searched first for the end of its header block. */
const HEADER_PROBE = 1 << 20;
/** A From_ line longer than this is not one. */
const MAX_FROM_LINE = 1024;
/**
 * A line start without its LF yet, this long, is no From_ line whatever follows (its text
 * exceeds MAX_FROM_LINE even if a CR comes before the LF). Shorter, it may still be one:
 * the decision waits for more bytes, so that it never depends on where a chunk ended.
 */
export const FROM_LINE_UNDECIDED_BELOW = MAX_FROM_LINE + 2;

/**
 * RFC 4155 §2: `From ` addr-spec SP timestamp. Checked loosely (real archives vary): a
 * sender token, then spaces, then a time `h:mm`/`hh:mm` and a four-digit year in either
 * order, before any CR. The same as
 * `/^From \S+ +.*\d\d?:\d\d.*\d{4}|^From \S+ +.*\d{4}.*\d\d?:\d\d/` on the latin1
 * line, in one pass: that regex backtracks (3 ms on a 1 kB line of `1:1`), and a crafted
 * archive can start every line with `From `.
 */
export function isFromLine(buf: Uint8Array, start: number, eol: number): boolean {
  if (eol - start > MAX_FROM_LINE || eol - start < 5) return false;
  if (buf[start] !== 70 || buf[start + 1] !== 114 || buf[start + 2] !== 111) return false;
  if (buf[start + 3] !== 109 || buf[start + 4] !== 32) return false;
  // \S+ then " +": a maximal run of non-space (JS \s on latin1: 09–0D, 20, A0), then a space
  let i = start + 5;
  while (i < eol && !isJsSpace(buf[i]!)) i++;
  if (i === start + 5 || i >= eol || buf[i] !== 32) return false;
  const from = i + 1;
  // `.` matches neither CR nor LF: both parts lie before the first of them
  let end = from;
  while (end < eol && buf[end] !== 13 && buf[end] !== 10) end++;
  // a time then a year: the earliest end of a time, the latest start of a year (and the
  // other way round)
  let timeEnd = -1;
  let timeStart = -1;
  let yearEnd = -1;
  let yearStart = -1;
  for (let k = from; k < end; k++) {
    if (!isDigit(buf[k]!)) continue;
    // \d\d?:\d\d at k: `d:dd` ends at k + 4, `dd:dd` at k + 5
    const short = k + 3 < end && buf[k + 1] === 58 && isDigit(buf[k + 2]!) && isDigit(buf[k + 3]!);
    const long =
      k + 4 < end &&
      isDigit(buf[k + 1]!) &&
      buf[k + 2] === 58 &&
      isDigit(buf[k + 3]!) &&
      isDigit(buf[k + 4]!);
    if (short || long) {
      const e = short ? k + 4 : k + 5;
      if (timeEnd < 0 || e < timeEnd) timeEnd = e;
      timeStart = k;
    }
    if (k + 3 < end && isDigit(buf[k + 1]!) && isDigit(buf[k + 2]!) && isDigit(buf[k + 3]!)) {
      if (yearEnd < 0) yearEnd = k + 4;
      yearStart = k;
    }
  }
  if (timeEnd < 0 || yearEnd < 0) return false;
  return yearStart >= timeEnd || timeStart >= yearEnd;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isJsSpace = (c: number): boolean => (c >= 9 && c <= 13) || c === 32 || c === 0xa0;

/** mboxo / mboxrd: a line `>+From ` loses one `>` (RFC 4155 App. A). */
export function unescapeFrom(msg: Buffer): Buffer {
  let i = msg.indexOf(ESC_FROM);
  if (i < 0) return msg;
  const out: Buffer[] = [];
  let copied = 0;
  while (i >= 0) {
    let s = i;
    while (s > 0 && msg[s - 1] === 62) s--;
    if (s === 0 || msg[s - 1] === 10) {
      out.push(msg.subarray(copied, s));
      copied = s + 1; // drop the first ">"
    }
    i = msg.indexOf(ESC_FROM, i + 1);
  }
  out.push(msg.subarray(copied));
  return Buffer.concat(out);
}

/**
 * The end of the header block: after its first empty line (one at the start: none), or at
 * the start of its first line that is no field (field-line.ts fieldNameEnd: the body starts
 * there). -1 when `buf` ends first (its last line, unfinished, decides nothing).
 */
function headerEnd(buf: Buffer): number {
  let pos = 0;
  for (;;) {
    const eol = buf.indexOf(10, pos);
    if (eol < 0) return -1;
    const lineEnd = eol > pos && buf[eol - 1] === 13 ? eol - 1 : eol;
    if (lineEnd === pos) return eol + 1;
    const c = buf[pos];
    if (c !== 32 && c !== 9 && fieldNameEnd(buf, pos, lineEnd) === -1) return pos;
    pos = eol + 1;
  }
}

export interface SplitterOptions {
  /** the input is an mbox (first line `From `); else one message */
  mbox: boolean;
  maxMessageSize: number;
  onMessage: (msg: Buffer, index: number) => void;
  warn: (message: string) => void;
}

export class MboxSplitter {
  private parts: Buffer[] = [];
  private size = 0;
  private carry: Buffer | null = null;
  /** the next byte appended starts a line */
  private lineStart = true;
  /** a message has begun (after a From_ line, or from the start for a single message) */
  private inMessage: boolean;
  private oversize: Buffer | null = null;
  private index = 0;
  /** parts[0, released) are copies (release) */
  private released = 0;

  constructor(private readonly o: SplitterOptions) {
    this.inMessage = !o.mbox;
  }

  /**
   * The unfinished message's parts become copies: no view of a pushed chunk stays (the
   * command's reader may then read into the chunk's buffer again, cli/read-buffers.ts). Asked
   * only for such chunks: a pipe's are not reused, and copying them cost the mail command
   * ~8 MB of peak RSS. Parts copied before are not copied again.
   */
  release(): void {
    const p = this.parts;
    for (let k = this.released; k < p.length; k++) p[k] = Buffer.from(p[k]!);
    this.released = p.length;
  }

  push(chunk: Uint8Array): void {
    let data = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.carry) {
      data = Buffer.concat([this.carry, data]);
      this.carry = null;
    }
    if (!this.o.mbox) {
      this.append(data);
      return;
    }
    let pos = 0;
    let from = 0;
    for (;;) {
      let c: number;
      if (from === 0 && this.lineStart && data.length >= 5 && data.compare(FROM, 0, 5, 0, 5) === 0)
        c = 0;
      else {
        const i = data.indexOf(NL_FROM, from === 0 ? 0 : from - 1);
        c = i < 0 ? -1 : i + 1;
      }
      if (c < 0) {
        // keep a tail that may begin a From_ line: "F", "Fro" … or an unfinished "From …"
        const nl = data.lastIndexOf(10);
        const tailStart = nl + 1;
        const tailLen = data.length - tailStart;
        const canStart = nl >= 0 || this.lineStart;
        if (canStart && tailStart >= pos && tailLen > 0 && tailLen < FROM_LINE_UNDECIDED_BELOW) {
          const n = Math.min(tailLen, 5);
          if (data.compare(FROM, 0, n, tailStart, tailStart + n) === 0) {
            this.append(data.subarray(pos, tailStart));
            this.carry = Buffer.from(data.subarray(tailStart));
            this.lineStart = true;
            return;
          }
        }
        this.append(data.subarray(pos));
        return;
      }
      const eol = data.indexOf(10, c);
      if (eol < 0) {
        if (data.length - c < FROM_LINE_UNDECIDED_BELOW) {
          this.append(data.subarray(pos, c));
          this.carry = Buffer.from(data.subarray(c));
          this.lineStart = true;
          return;
        }
        from = c + 1;
        continue;
      }
      let lineEnd = eol;
      if (lineEnd > c && data[lineEnd - 1] === 13) lineEnd--;
      if (!isFromLine(data, c, lineEnd)) {
        from = c + 1;
        continue;
      }
      this.append(data.subarray(pos, c));
      this.finish();
      this.inMessage = true;
      pos = eol + 1;
      from = pos;
      this.lineStart = true;
      if (pos >= data.length) return;
    }
  }

  end(): void {
    if (this.carry) {
      const c = this.carry;
      this.carry = null;
      this.append(c);
    }
    this.finish();
  }

  private append(b: Buffer): void {
    if (b.length === 0) return;
    this.lineStart = b[b.length - 1] === 10;
    if (!this.inMessage) return; // bytes before the first From_ line
    if (this.oversize) return;
    this.parts.push(b);
    this.size += b.length;
    if (this.size > this.o.maxMessageSize) this.skipBody();
  }

  /**
   * The message passed maxMessageSize: its header block is kept, the rest skipped. Decided on
   * the message's first maxMessageSize bytes alone, never on the bytes the last chunk brought
   * past them, so that what is kept does not depend on where the input's chunks ended. A
   * header block longer than that (or none: no blank line) keeps its lines that end within
   * those bytes.
   */
  private skipBody(): void {
    const max = this.o.maxMessageSize;
    // the header block ends in its first megabyte, nearly always: only that is joined (a
    // copy of all of it, up to maxMessageSize bytes, doubled the peak memory). headerEnd
    // decides on whole lines, so a prefix decides as the whole would
    const probe = Buffer.concat(this.parts, Math.min(max, HEADER_PROBE));
    let he = headerEnd(probe);
    let first = probe;
    if (he < 0 && probe.length < max) {
      first = Buffer.concat(this.parts, max);
      he = headerEnd(first);
    }
    const keep = he >= 0 ? he : first.lastIndexOf(10) + 1;
    this.oversize = Buffer.from(first.subarray(0, keep));
    this.parts = [];
    this.released = 0;
    this.o.warn(
      he >= 0
        ? `message ${this.index}: larger than ${max} bytes: body skipped, headers scanned`
        : keep > 0
          ? `message ${this.index}: header block larger than ${max} bytes: its lines within them scanned, the rest skipped`
          : `message ${this.index}: no line break in its first ${max} bytes: skipped`,
    );
  }

  private finish(): void {
    if (!this.inMessage) return;
    let msg: Buffer;
    if (this.oversize) msg = this.oversize;
    else msg = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.released = 0;
    this.size = 0;
    this.oversize = null;
    const index = this.index++;
    if (msg.length === 0 && !this.o.mbox) return;
    this.o.onMessage(this.o.mbox ? unescapeFrom(msg) : msg, index);
  }
}
