/**
 * Input detection for mode "auto": an mbox `From ` line (RFC 4155) or an RFC 5322 header
 * block (field lines, then an empty line, §2.2 / §3.6) is mail, anything else text.
 */

import { FROM_LINE_UNDECIDED_BELOW, isFromLine } from "./mbox.js";

/**
 * Blank lines before an mbox's first From_ line: an archive cut out of a bigger one, or
 * written by a tool that leaves blank lines first, is still an mbox (Python's
 * mailbox.mbox reads it so; RFC 4155 has the From_ line open it). At most this many bytes
 * of them are looked past (here and by mail-scanner.ts alike).
 */
export const MAX_LEADING_BLANKS = 1024;

/** where the first line that is not blank starts in `b` (CR and LF only), at most MAX_LEADING_BLANKS in */
export function blankLinesEnd(b: Uint8Array): number {
  let i = 0;
  while (i < b.length && i < MAX_LEADING_BLANKS && (b[i] === 10 || b[i] === 13)) i++;
  return i;
}

const CR = 13;
const LF = 10;

/** bytes looked through for the first line break before the input is read as it is */
const DECIDE_WITHIN = 64 * 1024;

/**
 * Lines that end with CR alone (cr-line-ends.ts): a copy of `b` with each CR that no LF
 * follows within it turned into LF
 */
export function crToLf(b: Uint8Array): Buffer {
  const out = Buffer.from(b);
  for (let i = out.indexOf(CR); i >= 0; i = out.indexOf(CR, i + 1)) {
    if (out[i + 1] !== LF) out[i] = LF;
  }
  return out;
}

/**
 * The line ends of `b`, from its first line break: "cr" (a CR that no LF follows), "lf"
 * (LF, or CRLF), undefined when `b` ends before that is known (`final`: no more bytes come)
 */
export function lineEnds(b: Uint8Array, final: boolean): "cr" | "lf" | undefined {
  const n = Math.min(b.length, DECIDE_WITHIN);
  for (let i = 0; i < n; i++) {
    const c = b[i]!;
    if (c === LF) return "lf";
    if (c === CR) {
      if (i + 1 < b.length) return b[i + 1] === LF ? "lf" : "cr";
      return final ? "cr" : undefined;
    }
  }
  return n === DECIDE_WITHIN || final ? "lf" : undefined;
}

/** Bytes looked at before deciding; a header block longer than this is not sniffed. */
const SNIFF_LIMIT = 64 * 1024;

/**
 * Field names that make a header block look like a message (RFC 5322 §3.6, RFC 2045). Not
 * "Date" alone: `git log` writes "Author:" and "Date:" before a commit's message, and a
 * changelog kept so is text.
 */
const KNOWN_FIELDS = new Set([
  "from",
  "to",
  "cc",
  "subject",
  "message-id",
  "received",
  "return-path",
  "mime-version",
  "content-type",
  "delivered-to",
  "reply-to",
  "sender",
  "in-reply-to",
  "references",
  "newsgroups",
  "path",
]);

/**
 * "mail", "text", or undefined when more bytes are needed. `final`: no more bytes come.
 */
export function sniff(b: Uint8Array, final: boolean): "mail" | "text" | undefined {
  // lines that end with CR alone (cr-line-ends.ts): read as the mail scanner reads them
  if (b.indexOf(13) >= 0 && lineEnds(b, final) === "cr") return sniff(crToLf(b), final);
  // a UTF-8 byte order mark that an editor put before the first line: the mail reader
  // skips it too (mail-scanner.ts, mime.ts), so a message saved with one is still mail
  if (b[0] === 0xef) {
    if (b.length < 3 && !final && (b.length < 2 || b[1] === 0xbb)) return undefined;
    if (b[1] === 0xbb && b[2] === 0xbf) return sniff(b.subarray(3), final);
  }
  // blank lines before an mbox's first From_ line (mail-scanner.ts blankLinesEnd): nothing
  // else opens with a blank line and is mail (a header block does not)
  if (b[0] === 10 || b[0] === 13) {
    const at = blankLinesEnd(b);
    if (at === b.length) return final ? "text" : undefined;
    const rest = b.subarray(at);
    if (rest.length < 5 && !final && "From ".startsWith(Buffer.from(rest).toString("latin1")))
      return undefined;
    if (
      !(rest[0] === 70 && rest[1] === 114 && rest[2] === 111 && rest[3] === 109 && rest[4] === 32)
    )
      return "text";
    return sniff(rest, final);
  }
  if (b.length < 5) {
    if (!final && "From ".startsWith(Buffer.from(b).toString("latin1"))) return undefined;
    if (!final && b.length > 0 && isFieldStart(b[0]!)) return undefined;
    return "text";
  }
  if (b[0] === 70 && b[1] === 114 && b[2] === 111 && b[3] === 109 && b[4] === 32) {
    // RFC 4155: an mbox begins with a From_ line ("From the start…" is prose)
    let eol = b.indexOf(10);
    if (eol < 0) {
      if (!final && b.length < FROM_LINE_UNDECIDED_BELOW) return undefined;
      eol = b.length;
    }
    return isFromLine(b, 0, eol > 0 && b[eol - 1] === 13 ? eol - 1 : eol) ? "mail" : "text";
  }
  let pos = 0;
  let fields = 0;
  let known = 0;
  for (;;) {
    const nl = b.indexOf(10, pos);
    // a header line of more than SNIFF_LIMIT bytes is no header: decided by the line's own
    // length, never by where the held bytes happen to end (a CR at byte 65,535 and its LF
    // in the next chunk gave "text" for the prefix and "mail" for the whole)
    if (nl < 0) return final || b.length - pos > SNIFF_LIMIT ? "text" : undefined;
    if (nl - pos > SNIFF_LIMIT) return "text";
    let end = nl;
    if (end > pos && b[end - 1] === 13) end--;
    if (end === pos) return fields > 0 && known > 0 ? "mail" : "text";
    const c = b[pos]!;
    if (c === 32 || c === 9) {
      if (fields === 0) return "text";
    } else {
      // RFC 5322 §3.6.8: field-name = 1*ftext (printable US-ASCII except ":")
      let i = pos;
      while (i < end && b[i]! > 32 && b[i]! < 127 && b[i] !== 58) i++;
      if (i === pos || i >= end || b[i] !== 58) return "text";
      // a URI ("https://a.example/1": a list of links, `tail -f` of a log of them) or a
      // time of day ("12:00:01 INFO …") opens the line, not a field: no header field's
      // body starts with "//", and none is named with digits only. Decided here, at once,
      // rather than after the 64 kB or the blank line that would end a header block
      if (b[i + 1] === 47 && b[i + 2] === 47) return "text";
      if (digitsOnly(b, pos, i)) return "text";
      fields++;
      if (KNOWN_FIELDS.has(Buffer.from(b.subarray(pos, i)).toString("latin1").toLowerCase()))
        known++;
    }
    pos = nl + 1;
    if (pos >= SNIFF_LIMIT) return "text";
  }
}

/**
 * `sniff` on a whole input, looking no further than it needs: past 2 × SNIFF_LIMIT bytes it
 * decides on that prefix (what settles a prefix settles any longer input alike); undefined
 * when the prefix does not settle it (a From_ line longer than the prefix).
 */
export function sniffInput(b: Uint8Array): "mail" | "text" | undefined {
  return b.length > 2 * SNIFF_LIMIT ? sniff(b.subarray(0, 2 * SNIFF_LIMIT), false) : sniff(b, true);
}

function digitsOnly(b: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (b[i]! < 48 || b[i]! > 57) return false;
  return true;
}

function isFieldStart(c: number): boolean {
  return c > 32 && c < 127 && c !== 58;
}

/** What `SniffHold` decided, with every byte it held until then. */
export interface SniffDecision {
  mode: "mail" | "text";
  bytes: Buffer;
}

/**
 * Mode "auto" over a stream: chunks are held until `sniff` decides (more bytes, or the end
 * of the input, settle it); then the decision comes back once, with all the held bytes,
 * for the chosen scanner to read first.
 */
export class SniffHold {
  private held: Buffer[] = [];
  private len = 0;
  /**
   * sniff again once this many bytes are held: the count doubles after each undecided
   * look, so tiny chunks cost O(n) in all (a look per chunk re-read and re-joined
   * everything: 64 kB in 1-byte chunks took 23 s). Looking later changes nothing: what
   * settles sniff on a prefix settles it alike on any longer input.
   */
  private nextLook = 0;

  /** Hold a chunk; the decision when the bytes held settle it. */
  add(chunk: Uint8Array): SniffDecision | undefined {
    if (chunk.length === 0) return undefined;
    this.held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    this.len += chunk.length;
    if (this.len < this.nextLook) return undefined;
    const d = this.decide(false);
    if (d === undefined) this.nextLook = 2 * this.len;
    return d;
  }

  /** The input ended: the decision on what is held (undefined when nothing is). */
  finish(): SniffDecision | undefined {
    return this.len > 0 ? this.decide(true) : undefined;
  }

  private decide(final: boolean): SniffDecision | undefined {
    const bytes = this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held, this.len);
    const mode = sniff(bytes, final);
    if (mode === undefined) {
      this.held = [bytes];
      return undefined;
    }
    this.held = [];
    this.len = 0;
    this.nextLook = 0;
    return { mode, bytes };
  }
}
