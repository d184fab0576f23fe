/**
 * The mail scanner: bytes of an mbox or of one RFC 5322 message in, records out, one
 * message in memory at a time. Broken mail never stops the run: what can be read is read
 * and `options.onWarning` hears about the rest.
 */
import type { ExtractOptions, Found, Scanner, ScannerFactory } from "../extract/types.js";
import { FROM_LINE_UNDECIDED_BELOW, isFromLine, MboxSplitter } from "./mbox.js";
import { processMessage } from "./mime.js";

export interface MailOptions extends ExtractOptions {
  /** a message above this many bytes is not held whole: its body is skipped (default 64 MB) */
  maxMessageSize?: number;
}

export const DEFAULT_MAX_MESSAGE_SIZE = 64 * 1024 * 1024;

function startsWithFromLine(b: Buffer): boolean {
  let eol = b.indexOf(10);
  if (eol < 0) eol = b.length;
  if (eol > 0 && b[eol - 1] === 13) eol--;
  return b.length >= 5 && b.toString("latin1", 0, 5) === "From " && isFromLine(b, 0, eol);
}

export const createMailScanner: ScannerFactory = (
  options: MailOptions,
  emit: (found: Found) => void,
): Scanner => {
  const warn = (m: string) => options.onWarning?.(m);
  let splitter: MboxSplitter | null = null;
  let head: Buffer[] = [];
  let headLen = 0;
  const onMessage = (msg: Buffer, index: number) => {
    try {
      processMessage(msg, { index, options, emit, warn });
    } catch (e) {
      // a bug or a pathological message must not stop the archive
      warn(`message ${index}: skipped after an error: ${(e as Error).message}`);
    }
  };
  const start = (first: Buffer) => {
    // a UTF-8 byte order mark before the first line (an editor's, sniff.ts): skipped, so an
    // mbox saved with one is still split at its From_ lines (it was read as one message)
    const bytes =
      first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf ? first.subarray(3) : first;
    splitter = new MboxSplitter({
      // RFC 4155: an mbox starts with a From_ line; anything else is one message (.eml)
      mbox: startsWithFromLine(bytes),
      maxMessageSize: options.maxMessageSize ?? DEFAULT_MAX_MESSAGE_SIZE,
      onMessage,
      warn,
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
        return;
      }
      head.push(b);
      headLen += b.length;
      // the first line decides between an mbox and one message
      if (b.indexOf(10) >= 0 || headLen >= FROM_LINE_UNDECIDED_BELOW) {
        const all = head.length === 1 ? head[0]! : Buffer.concat(head, headLen);
        head = [];
        start(all);
      }
    },
    // the first chunks are kept until their first line decides; the splitter copies its
    // unfinished message's parts
    releaseChunks() {
      if (head.length > 0) return false;
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
    },
  };
};
