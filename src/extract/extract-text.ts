/**
 * `extractText`: the text scanner over a whole input at once (strings are encoded as
 * UTF-8; offsets are byte offsets).
 */
import { memchr } from "./memchr.js";
import { checkInput } from "./options.js";
import { OverstrikeScanner } from "./overstrike.js";
import { TextScanner } from "./text-scanner.js";
import type { ExtractOptions, Found } from "./types.js";

const encoder = new TextEncoder();

/** what extractText hands the overstrike scanner at a time */
const SLICE = 1 << 20;

export function extractText(input: string | Uint8Array, options: ExtractOptions = {}): Found[] {
  checkInput(input);
  const out: Found[] = [];
  const bytes = typeof input === "string" ? encoder.encode(input) : input;
  if (memchr.call(bytes, 0x08, 0) >= 0) {
    // a backspace: perhaps nroff's overstrike (overstrike.ts), read as a pager shows it
    const scanner = new OverstrikeScanner(options, (f) => out.push(f));
    // in slices: the copies it keeps of what it reads (the input's bytes, the text shown) stay
    // near a slice's size, not the input's
    for (let i = 0; i < bytes.length; i += SLICE) scanner.push(bytes.subarray(i, i + SLICE));
    scanner.end();
    return out;
  }
  const scanner = new TextScanner(options, (f) => out.push(f), out);
  scanner.pushLast(bytes);
  return out;
}
