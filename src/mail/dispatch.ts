/**
 * The mode-aware entry points: `createScanner` (a ScannerFactory) and `extract`.
 * mode `text` → the text scanner, `mail` → the mail scanner, `auto` (default) → sniff the
 * first bytes: an mbox `From ` line (RFC 4155) or an RFC 5322 header block (field lines,
 * then an empty line, §2.2 / §3.6) means mail, anything else text.
 */

import { extractText } from "../extract/extract-text.js";
import { checkInput, checkOptions } from "../extract/options.js";
import { createTextScanner } from "../extract/overstrike.js";
import type { ExtractOptions, Found, Scanner } from "../extract/types.js";
import { createMailScanner } from "./mail-scanner.js";
import { type SniffDecision, SniffHold, sniffInput } from "./sniff.js";

export function createScanner(options: ExtractOptions, emit: (found: Found) => void): Scanner {
  checkOptions(options);
  const mode = options.mode ?? "auto";
  if (mode === "text") return createTextScanner(options, emit);
  if (mode === "mail") return createMailScanner(options, emit);
  let inner: Scanner | null = null;
  let pauseWhen: (() => boolean) | null = null;
  const hold = new SniffHold();
  const start = (d: SniffDecision) => {
    inner = d.mode === "mail" ? createMailScanner(options, emit) : createTextScanner(options, emit);
    if (pauseWhen !== null) inner.pauseWhen?.(pauseWhen);
    inner.push(d.bytes);
  };
  return {
    push(chunk: Uint8Array) {
      if (inner) {
        inner.push(chunk);
        return;
      }
      const d = hold.add(chunk);
      if (d) start(d);
    },
    end() {
      if (!inner) {
        const d = hold.finish();
        if (d) start(d);
      }
      (inner ?? createTextScanner(options, emit)).end();
    },
    pauseWhen(when: () => boolean) {
      pauseWhen = when;
    },
    resume() {
      return (inner as Scanner | null)?.resume?.() ?? true;
    },
  };
}

export function extract(input: string | Uint8Array, options: ExtractOptions = {}): Found[] {
  checkInput(input);
  checkOptions(options);
  const bytes = typeof input === "string" ? Buffer.from(input, "utf8") : input;
  const mode = options.mode ?? "auto";
  // text, or sniffed as text: the text scanner over the whole input where it lies, its records
  // appended to the result directly (extractText) — as a stream's would be, one by one
  if (mode === "text" || (mode === "auto" && sniffInput(bytes) === "text"))
    return extractText(bytes, options);
  const out: Found[] = [];
  const scanner = createScanner(options, (f) => out.push(f));
  scanner.push(bytes);
  scanner.end();
  return out;
}
