/**
 * The mode-aware entry points: `createScanner` (a ScannerFactory) and `extract`.
 * mode `text` → the text scanner, `mail` → the mail scanner, `auto` (default) → sniff the
 * first bytes: an mbox `From ` line (RFC 4155) or an RFC 5322 header block (field lines,
 * then an empty line, §2.2 / §3.6) means mail, anything else text.
 */
import { createTextScanner } from "../extract/text-scanner.js";
import type { ExtractOptions, Found, Scanner } from "../extract/types.js";
import { createMailScanner } from "./mail-scanner.js";
import { sniff } from "./sniff.js";

export function createScanner(options: ExtractOptions, emit: (found: Found) => void): Scanner {
  const mode = options.mode ?? "auto";
  if (mode === "text") return createTextScanner(options, emit);
  if (mode === "mail") return createMailScanner(options, emit);
  let inner: Scanner | null = null;
  let held: Buffer[] = [];
  let heldLen = 0;
  const decide = (final: boolean) => {
    const all = held.length === 1 ? held[0]! : Buffer.concat(held, heldLen);
    const m = sniff(all, final);
    if (m === undefined) return;
    const s = m === "mail" ? createMailScanner(options, emit) : createTextScanner(options, emit);
    inner = s;
    held = [];
    heldLen = 0;
    s.push(all);
  };
  return {
    push(chunk: Uint8Array) {
      if (inner) {
        inner.push(chunk);
        return;
      }
      if (chunk.length === 0) return;
      held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      heldLen += chunk.length;
      decide(false);
    },
    end() {
      if (!inner && heldLen > 0) decide(true);
      (inner ?? createTextScanner(options, emit)).end();
    },
  };
}

export function extract(input: string | Uint8Array, options: ExtractOptions = {}): Found[] {
  const out: Found[] = [];
  const scanner = createScanner(options, (f) => out.push(f));
  scanner.push(typeof input === "string" ? Buffer.from(input, "utf8") : input);
  scanner.end();
  return out;
}
