/**
 * `extractText`: the text scanner over a whole input at once (strings are encoded as
 * UTF-8; offsets are byte offsets).
 */
import { memchr } from "./memchr.js";
import { checkInput } from "./options.js";
import { OverstrikeScanner, SLICE } from "./overstrike.js";
import { TextScanner } from "./text-scanner.js";
import type { ExtractOptions, Found } from "./types.js";

const encoder = new TextEncoder();

const BS = 0x08;

export function extractText(input: string | Uint8Array, options: ExtractOptions = {}): Found[] {
  checkInput(input);
  const out: Found[] = [];
  const bytes = typeof input === "string" ? encoder.encode(input) : input;
  let next = memchr.call(bytes, BS, 0);
  if (next >= 0) {
    // a backspace: perhaps nroff's overstrike (overstrike.ts), read as a pager shows it — in
    // slices: the copies it keeps of what it reads (the input's bytes, the text shown) stay
    // near a slice's size, not the input's. Each byte is searched for a backspace once.
    const scanner = new OverstrikeScanner(options, (f) => out.push(f));
    for (let i = 0; i < bytes.length; i += SLICE) {
      const end = Math.min(i + SLICE, bytes.length);
      const has = next >= 0 && next < end;
      scanner.push(bytes.subarray(i, end), has);
      if (has) next = memchr.call(bytes, BS, end);
    }
    scanner.end();
    return out;
  }
  const scanner = new TextScanner(options, (f) => out.push(f), out);
  scanner.pushLast(bytes);
  return out;
}
