/**
 * `extractText`: the text scanner over a whole input at once (strings are encoded as
 * UTF-8; offsets are byte offsets).
 */
import { checkInput } from "./options.js";
import { TextScanner } from "./text-scanner.js";
import type { ExtractOptions, Found } from "./types.js";

const encoder = new TextEncoder();

export function extractText(input: string | Uint8Array, options: ExtractOptions = {}): Found[] {
  checkInput(input);
  const out: Found[] = [];
  const scanner = new TextScanner(options, (f) => out.push(f), out);
  scanner.pushLast(typeof input === "string" ? encoder.encode(input) : input);
  return out;
}
