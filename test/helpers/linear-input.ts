import { expect } from "vitest";
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

/**
 * extract on `bytes` of the repeated unit, then on 4 × `bytes`: the second at most 8 times the
 * first plus 100 ms (linear time, with room for a loaded host)
 */
export function expectLinearExtract(
  [head, unit, tail]: [string, string, string],
  options: ExtractOptions,
  bytes: number,
): void {
  const small = repeatedInput(head, unit, tail, bytes);
  const big = repeatedInput(head, unit, tail, 4 * bytes);
  fastestExtract(small, options, 1);
  const t1 = fastestExtract(small, options, 3);
  const t4 = fastestExtract(big, options, 2);
  expect(t4, `${t1.toFixed(1)} ms, then ${t4.toFixed(1)} ms`).toBeLessThan(8 * t1 + 100);
}
