import type { ExtractOptions } from "../../src/extract/types.js";
import { extract } from "../../src/mail/dispatch.js";

/** `head`, then `unit` repeated, then `tail`: `bytes` in all */
export function repeatedInput(head: string, unit: string, tail: string, bytes: number): Uint8Array {
  const h = Buffer.from(head);
  const u = Buffer.from(unit);
  const t = Buffer.from(tail);
  const out = Buffer.alloc(bytes);
  h.copy(out, 0);
  const mid = bytes - t.length;
  for (let o = h.length; o < mid; o += u.length) u.copy(out, o, 0, Math.min(u.length, mid - o));
  t.copy(out, mid);
  return out;
}

/** the best of `runs` timings of extract on `input`, in ms (a shared machine: the best) */
export function fastestExtract(input: Uint8Array, options: ExtractOptions, runs: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    extract(input, options);
    best = Math.min(best, performance.now() - t);
  }
  return best;
}
