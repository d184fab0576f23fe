/**
 * Mail whose lines end with CR alone (the classic Mac OS's; Email::Folder's `testmbox.mac`):
 * RFC 5322 §2.1 ends a line with CRLF, and the MIME walk reads LF, alone or after CR, as the
 * end of a line. Such input is read with each CR that no LF follows taken as LF — one byte
 * for one, so every offset stays the input's — as Python's email parser reads it (a line
 * may end with CR, LF or CRLF). The first line break decides: a CR that no LF follows makes
 * the input CR-ended; LF or CRLF leaves it as it is, byte for byte.
 */
import type { Scanner } from "../extract/types.js";
import { lineEnds } from "./sniff.js";

const CR = 13;
const LF = 10;

/**
 * `inner` reading CR-ended input as LF-ended (crToLf, chunk by chunk: a CR that ends a chunk
 * waits for the next one's first byte); any other input is handed over as it is.
 */
export function readingCrLineEnds(inner: Scanner): Scanner {
  let mode: "cr" | "lf" | undefined;
  let held: Buffer[] = [];
  let heldLen = 0;
  // a CR that ended the last chunk, not handed over yet (mode "cr")
  let pendingCr = false;

  const pushCr = (chunk: Uint8Array, last: boolean): void => {
    if (chunk.length === 0) return;
    let b: Buffer;
    if (pendingCr) {
      b = Buffer.allocUnsafe(chunk.length + 1);
      b[0] = CR;
      b.set(chunk, 1);
      pendingCr = false;
    } else b = Buffer.from(chunk);
    let end = b.length;
    if (!last && b[end - 1] === CR) {
      pendingCr = true;
      end--;
    }
    // (a loop over the bytes: an indexOf call per CR cost 27× on a run of CRs)
    for (let i = 0; i < end; i++) {
      if (b[i] === CR && (i + 1 >= b.length || b[i + 1] !== LF)) b[i] = LF;
    }
    if (end > 0) inner.push(end === b.length ? b : b.subarray(0, end));
  };

  const decide = (final: boolean): boolean => {
    const all = held.length === 1 ? held[0]! : Buffer.concat(held, heldLen);
    const m = lineEnds(all, final);
    if (m === undefined) {
      held = [all];
      return false;
    }
    mode = m;
    held = [];
    heldLen = 0;
    if (m === "cr") pushCr(all, final);
    else inner.push(all);
    return true;
  };

  const scanner: Scanner = {
    push(chunk: Uint8Array) {
      if (mode === "lf") inner.push(chunk);
      else if (mode === "cr") pushCr(chunk, false);
      else if (chunk.length > 0) {
        held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        heldLen += chunk.length;
        decide(false);
      }
    },
    end() {
      if (mode === undefined && heldLen > 0) decide(true);
      if (pendingCr) {
        pendingCr = false;
        inner.push(Buffer.from([LF]));
      }
      inner.end();
    },
    releaseChunks() {
      // (CR-ended input reaches the inner scanner as copies; undecided, the chunks are held)
      if (mode === "cr") return true;
      if (mode === undefined) return heldLen === 0;
      return inner.releaseChunks?.() ?? false;
    },
  };
  const { pauseWhen, resume } = inner;
  if (pauseWhen) scanner.pauseWhen = (when) => pauseWhen.call(inner, when);
  if (resume) scanner.resume = () => resume.call(inner);
  return scanner;
}
