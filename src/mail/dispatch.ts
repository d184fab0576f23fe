/**
 * TEMPORARY STUB — the mail helper replaces it. Contract:
 * `createScanner` is the mode-aware ScannerFactory (auto: sniff the first bytes for an
 * mbox `From ` line or RFC 5322 headers; mail; text), and `extract` the mode-aware
 * whole-input function used by the public API.
 */
import { createTextScanner } from "../extract/text-scanner.js";
import type { ExtractOptions, Found, Scanner } from "../extract/types.js";

export function createScanner(options: ExtractOptions, emit: (found: Found) => void): Scanner {
  return createTextScanner(options, emit);
}

export function extract(input: string | Uint8Array, options: ExtractOptions = {}): Found[] {
  const out: Found[] = [];
  const scanner = createScanner(options, (f) => out.push(f));
  scanner.push(typeof input === "string" ? new TextEncoder().encode(input) : input);
  scanner.end();
  return out;
}
