/** Helpers of the fuzzy line-break tests: records with `fuzzy: true`, and chunk independence. */
import { expect } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { TextScanner } from "../../src/extract/text-scanner.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";

export const fuzzy = (text: string, options: ExtractOptions = {}): Found[] =>
  extractText(text, { fuzzy: true, ...options });

export const uris = (text: string, options: ExtractOptions = {}): string[] =>
  fuzzy(text, options).map((f) => f.uri);

/** the records of every two-piece split and of byte-by-byte pushes equal the whole's */
export function expectChunkFree(text: string, options: ExtractOptions = {}): void {
  const opts = { fuzzy: true, ...options };
  const bytes = Buffer.from(text);
  const whole = extractText(text, opts);
  const run = (pieces: Uint8Array[]): Found[] => {
    const found: Found[] = [];
    const sc = new TextScanner(opts, (f) => found.push(f));
    for (const p of pieces) sc.push(p);
    sc.end();
    return found;
  };
  for (let cut = 1; cut < bytes.length; cut++) {
    expect(run([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toEqual(whole);
  }
  const single: Uint8Array[] = [];
  for (let k = 0; k < bytes.length; k++) single.push(bytes.subarray(k, k + 1));
  expect(run(single), "byte by byte").toEqual(whole);
}
