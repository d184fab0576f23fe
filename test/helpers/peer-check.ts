/**
 * The check shared by the extractor's peer-suite tests (test/extract/peer-suites*.test.ts):
 * the uris found, each valid and its raw the input's bytes at its offsets, and the same
 * records wherever the input is cut in two.
 */
import { expect, it, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { createTextScanner } from "../../src/extract/overstrike.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";

export type Case = readonly [text: string, expected: readonly string[]];

export function check(cases: readonly Case[], options?: ExtractOptions): void {
  test.each(cases.map(([text, expected]) => ({ text, expected })))("$text", ({
    text,
    expected,
  }) => {
    const found = extractText(text, options);
    expect(found.map((f) => f.uri)).toEqual(expected);
    const bytes = Buffer.from(text);
    for (const f of found) {
      expect(f.valid).toBe(true);
      expect(bytes.subarray(f.start, f.end).toString()).toBe(f.raw);
    }
    // the same records wherever the input is cut in two
    const whole = found.map((f) => `${f.start} ${f.uri}`);
    for (let k = 1; k < bytes.length; k++) {
      const out: Found[] = [];
      const scanner = createTextScanner(options ?? {}, (f) => out.push(f));
      scanner.push(bytes.subarray(0, k));
      scanner.push(bytes.subarray(k));
      scanner.end();
      expect(out.map((f) => `${f.start} ${f.uri}`)).toEqual(whole);
    }
  });
}

/**
 * Cases urisift gets wrong today ("urisift wrong, to fix" groups): each asserts the right
 * answer and is expected to fail, so the file passes now and flips the day it is fixed.
 */
export function checkFails(cases: readonly Case[], options?: ExtractOptions): void {
  for (const [text, expected] of cases) {
    it.fails(JSON.stringify(text), () => {
      const found = extractText(text, options);
      expect(found.map((f) => f.uri)).toEqual(expected);
      for (const f of found) expect(f.valid).toBe(true);
    });
  }
}

export type Differs = readonly [
  text: string,
  peer: readonly string[],
  ours: readonly string[],
  rule: string,
];

/** cases urisift answers differently on purpose: its answer, which is not the peer's */
export function differs(cases: readonly Differs[], options?: ExtractOptions): void {
  test.each(
    cases.map(([text, peer, ours, rule]) => ({ text, peer, ours, rule })),
  )("$text: $rule", ({ text, peer, ours }) => {
    expect(ours).not.toEqual(peer);
    const found = extractText(text, options);
    expect(found.map((f) => f.uri)).toEqual(ours);
    for (const f of found) expect(f.valid).toBe(true);
  });
}
