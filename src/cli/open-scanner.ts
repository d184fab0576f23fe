/**
 * The CLI's per-input scanner: `createScanner` (src/mail/dispatch.ts) with the scanner
 * modules loaded only once the mode is known, so a text input never loads the mail modules
 * (libmime, iconv-lite, htmlparser2 …: most of the start-up time). Mode "text" / "mail" →
 * that scanner; "auto" → chunks are held until `sniff` decides (`final` at the end), exactly
 * as `createScanner` does, then the scanner is loaded and the held bytes are replayed; an
 * empty input is text. `sniff` only imports mbox.ts, which imports nothing.
 *
 * `push` and `end` return a promise while a scanner module is being loaded, otherwise
 * nothing; await each call before the next one (the CLI's read loop does).
 */
import type { ExtractOptions, Found, Scanner, ScannerFactory } from "../extract/types.js";
import { type SniffDecision, SniffHold } from "../mail/sniff.js";

export interface LazyScanner {
  push(chunk: Uint8Array): void | Promise<void>;
  end(): void | Promise<void>;
  /**
   * The chunks pushed so far are read no more once push has settled: the scanner copies what
   * it keeps when asked (Scanner.releaseChunks); not while sniffing holds them
   */
  doneWithChunks(): boolean;
}

type Mode = "text" | "mail";

async function load(mode: Mode): Promise<ScannerFactory> {
  return mode === "text"
    ? (await import("../extract/text-scanner.js")).createTextScanner
    : (await import("../mail/mail-scanner.js")).createMailScanner;
}

export function openScanner(options: ExtractOptions, emit: (found: Found) => void): LazyScanner {
  const mode = options.mode ?? "auto";
  const forced: Mode | null = mode === "text" || mode === "mail" ? mode : null;
  let inner: Scanner | null = null;
  let busy = false;
  const hold = new SniffHold();

  const start = async (m: Mode): Promise<Scanner> => {
    const s = (await load(m))(options, emit);
    inner = s;
    return s;
  };
  /** the decided scanner, loaded, reads the held bytes first */
  const replay = async (d: SniffDecision): Promise<void> => {
    (await start(d.mode)).push(d.bytes);
  };
  const slow = async (step: () => Promise<void>): Promise<void> => {
    if (busy) throw new Error("openScanner: call before the previous one settled");
    busy = true;
    try {
      await step();
    } finally {
      busy = false;
    }
  };

  return {
    doneWithChunks() {
      return inner !== null && inner.releaseChunks?.() === true;
    },
    push(chunk: Uint8Array) {
      if (inner !== null) return inner.push(chunk);
      return slow(async () => {
        if (forced !== null) {
          (await start(forced)).push(chunk);
          return;
        }
        const d = hold.add(chunk);
        if (d) await replay(d);
      });
    },
    end() {
      if (inner !== null) return inner.end();
      return slow(async () => {
        if (forced !== null) await start(forced);
        else {
          const d = hold.finish();
          if (d) await replay(d);
        }
        (inner ?? (await start("text"))).end();
      });
    },
  };
}
