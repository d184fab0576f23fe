/**
 * The mail scanner: bytes of an mbox or of one RFC 5322 message in, records out, one
 * message in memory at a time. Broken mail never stops the run: what can be read is read
 * and `options.onWarning` hears about the rest.
 *
 * A message is processed in steps (mime.ts messageSteps: a part, or a slice of a large one):
 * a stream asks to stop between them while its consumer is behind (Scanner.pauseWhen), so a
 * message of a million URIs is not turned into a million records held for a slow reader.
 */
import type { ExtractOptions, Found, Scanner, ScannerFactory } from "../extract/types.js";
import { readingCrLineEnds } from "./cr-line-ends.js";
import { FROM_LINE_UNDECIDED_BELOW, isFromLine, MboxSplitter } from "./mbox.js";
import { messageSteps } from "./mime.js";
import { blankLinesEnd, MAX_LEADING_BLANKS } from "./sniff.js";
import type { Steps } from "./steps.js";

export interface MailOptions extends ExtractOptions {
  /** a message above this many bytes is not held whole: its body is skipped (default 64 MB) */
  maxMessageSize?: number;
}

export const DEFAULT_MAX_MESSAGE_SIZE = 64 * 1024 * 1024;

function startsWithFromLine(b: Buffer): boolean {
  const at = blankLinesEnd(b);
  let eol = b.indexOf(10, at);
  if (eol < 0) eol = b.length;
  if (eol > at && b[eol - 1] === 13) eol--;
  return (
    b.length >= at + 5 && b.toString("latin1", at, at + 5) === "From " && isFromLine(b, at, eol)
  );
}

export const createMailScanner: ScannerFactory = (
  options: MailOptions,
  emit: (found: Found) => void,
): Scanner => readingCrLineEnds(createLfMailScanner(options, emit));

/** the mail scanner over input whose lines end with LF or CRLF (cr-line-ends.ts) */
const createLfMailScanner = (options: MailOptions, emit: (found: Found) => void): Scanner => {
  const warn = (m: string) => options.onWarning?.(m);
  let splitter: MboxSplitter | null = null;
  let head: Buffer[] = [];
  let headLen = 0;
  // a byte that is no line break came (or MAX_LEADING_BLANKS of them did): the first line
  // has started
  let firstLineStarted = false;
  // messages split off and not yet processed to their end, in order (more than one only
  // while paused: a chunk may end several messages) — and, in their place, the splitter's
  // warnings about the messages after them (review: "message 1: larger than…" came before
  // message 0's own warnings)
  const queue: Array<{ steps: Steps | null; index: number; warning: string }> = [];
  let first = 0;
  let pauseWhen: (() => boolean) | null = null;
  // (a message is processed as soon as it is split off, while its bytes are fresh in the
  // cache: queued behind others only while paused)
  const onMessage = (msg: Buffer, index: number) => {
    queue.push({ steps: messageSteps(msg, { index, options, emit, warn }), index, warning: "" });
    run();
  };
  const splitterWarn = (m: string) => {
    if (first < queue.length) queue.push({ steps: null, index: -1, warning: m });
    else warn(m);
  };
  /** process the queued messages until done (true) or asked to stop (false) */
  const run = (): boolean => {
    while (first < queue.length) {
      const m = queue[first]!;
      if (m.steps === null) warn(m.warning);
      else {
        for (;;) {
          if (pauseWhen?.()) return false;
          try {
            if (m.steps.next().done === true) break;
          } catch (e) {
            // a bug or a pathological message must not stop the archive
            warn(`message ${m.index}: skipped after an error: ${(e as Error).message}`);
            break;
          }
        }
      }
      queue[first++] = undefined as never;
    }
    queue.length = 0;
    first = 0;
    return true;
  };
  const start = (opening: Buffer) => {
    // a UTF-8 byte order mark before the first line (an editor's, sniff.ts): skipped, so an
    // mbox saved with one is still split at its From_ lines (it was read as one message)
    const bytes =
      opening[0] === 0xef && opening[1] === 0xbb && opening[2] === 0xbf
        ? opening.subarray(3)
        : opening;
    splitter = new MboxSplitter({
      // RFC 4155: an mbox starts with a From_ line; anything else is one message (.eml)
      mbox: startsWithFromLine(bytes),
      maxMessageSize: options.maxMessageSize ?? DEFAULT_MAX_MESSAGE_SIZE,
      onMessage,
      warn: splitterWarn,
    });
    splitter.push(bytes);
  };
  return {
    push(chunk: Uint8Array) {
      if (chunk.length === 0) return;
      const b = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (splitter) {
        splitter.push(b);
        run();
        return;
      }
      head.push(b);
      headLen += b.length;
      // the first line decides between an mbox and one message (after blank lines: where
      // the first line that is not blank starts in this chunk, once, while none has)
      let from = 0;
      if (!firstLineStarted) {
        from = blankLinesEnd(b);
        if (from < b.length || headLen >= MAX_LEADING_BLANKS) firstLineStarted = true;
      }
      if (
        (firstLineStarted && b.indexOf(10, from) >= 0) ||
        headLen >= FROM_LINE_UNDECIDED_BELOW + MAX_LEADING_BLANKS
      ) {
        const all = head.length === 1 ? head[0]! : Buffer.concat(head, headLen);
        head = [];
        start(all);
        run();
      }
    },
    // the first chunks are kept until their first line decides; the splitter copies its
    // unfinished message's parts
    releaseChunks() {
      // (a queued message may be a view of a chunk)
      if (head.length > 0 || first < queue.length) return false;
      splitter?.release();
      return true;
    },
    end() {
      if (!splitter) {
        if (headLen === 0) return;
        start(Buffer.concat(head));
        head = [];
      }
      (splitter as MboxSplitter | null)?.end();
      run();
    },
    pauseWhen(when: () => boolean) {
      pauseWhen = when;
    },
    resume: run,
  };
};
