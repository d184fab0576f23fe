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
  /**
   * Scanner.pauseWhen: `when` is asked between the steps of a mail message's work (a part,
   * a slice of a large one), also of a scanner loaded later; true stops the work there
   */
  pauseWhen(when: () => boolean): void;
  /** Scanner.resume: go on with the work that `when` stopped; true when none is left */
  resume(): boolean;
}

type Mode = "text" | "mail";

async function load(mode: Mode): Promise<ScannerFactory> {
  return mode === "text"
    ? (await import("../extract/overstrike.js")).createTextScanner
    : (await import("../mail/mail-scanner.js")).createMailScanner;
}

export function openScanner(options: ExtractOptions, emit: (found: Found) => void): LazyScanner {
  return new ModeScanner(options, emit);
}

/**
 * A class, not closures made per input: async closures made anew for each of 200,000 small
 * files left a few hundred bytes each in the old generation until a full collection.
 */
class ModeScanner implements LazyScanner {
  private readonly forced: Mode | null;
  private inner: Scanner | null = null;
  private busy = false;
  private readonly hold = new SniffHold();
  private when: (() => boolean) | null = null;

  constructor(
    private readonly options: ExtractOptions,
    private readonly emit: (found: Found) => void,
  ) {
    const mode = options.mode ?? "auto";
    this.forced = mode === "text" || mode === "mail" ? mode : null;
  }

  pauseWhen(when: () => boolean): void {
    this.when = when;
    this.inner?.pauseWhen?.(when);
  }

  resume(): boolean {
    return this.inner?.resume?.() ?? true;
  }

  doneWithChunks(): boolean {
    return this.inner !== null && this.inner.releaseChunks?.() === true;
  }

  push(chunk: Uint8Array): void | Promise<void> {
    if (this.inner !== null) return this.inner.push(chunk);
    return this.slowPush(chunk);
  }

  end(): void | Promise<void> {
    if (this.inner !== null) return this.inner.end();
    return this.slowEnd();
  }

  private async start(m: Mode): Promise<Scanner> {
    const s = (await load(m))(this.options, this.emit);
    if (this.when !== null) s.pauseWhen?.(this.when);
    this.inner = s;
    return s;
  }

  /** the decided scanner, loaded, reads the held bytes first */
  private async replay(d: SniffDecision): Promise<void> {
    (await this.start(d.mode)).push(d.bytes);
  }

  private enter(): void {
    if (this.busy) throw new Error("openScanner: call before the previous one settled");
    this.busy = true;
  }

  private async slowPush(chunk: Uint8Array): Promise<void> {
    this.enter();
    try {
      if (this.forced !== null) {
        (await this.start(this.forced)).push(chunk);
        return;
      }
      const d = this.hold.add(chunk);
      if (d) await this.replay(d);
    } finally {
      this.busy = false;
    }
  }

  private async slowEnd(): Promise<void> {
    this.enter();
    try {
      if (this.forced !== null) await this.start(this.forced);
      else {
        const d = this.hold.finish();
        if (d) await this.replay(d);
      }
      (this.inner ?? (await this.start("text"))).end();
    } finally {
      this.busy = false;
    }
  }
}
