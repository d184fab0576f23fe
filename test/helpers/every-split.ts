import { expect } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { TextScanner } from "../../src/extract/text-scanner.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";

/**
 * The same records as extractText on the whole text, whichever single byte the input is split
 * at (two pushes to a TextScanner): the chunking property, case by case (with `options`:
 * `{ fuzzy: true }`). `step` > 1, for long texts: every step-th byte, and every byte of the
 * first and last 300
 */
export function expectRecordsAtEverySplit(
  text: string,
  options: ExtractOptions = {},
  step = 1,
): void {
  const bytes = Buffer.from(text);
  const whole = extractText(text, options);
  for (let cut = 1; cut < bytes.length; cut += cut < 300 || cut > bytes.length - 300 ? 1 : step) {
    const found: Found[] = [];
    const sc = new TextScanner(options, (f) => found.push(f));
    sc.push(bytes.subarray(0, cut));
    sc.push(bytes.subarray(cut));
    sc.end();
    expect(found, `cut at ${cut}`).toEqual(whole);
  }
}
