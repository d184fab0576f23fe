/**
 * decodeSpan takes Node's native UTF-8 slice when there is one: it must decode exactly like
 * the WHATWG TextDecoder (the oracle), ill-formed sequences included.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { decodeSpan } from "../../src/extract/found.js";

const oracle = new TextDecoder("utf-8");

describe("decodeSpan", () => {
  test("equals TextDecoder on any bytes and any span", () => {
    const bytes = fc
      .uint8Array({ maxLength: 64 })
      .chain((b) => fc.tuple(fc.constant(b), fc.nat(b.length), fc.nat(b.length)));
    fc.assert(
      fc.property(bytes, ([b, x, y]) => {
        const s = Math.min(x, y);
        const e = Math.max(x, y);
        expect(decodeSpan(b, s, e)).toBe(oracle.decode(b.subarray(s, e)));
      }),
      { numRuns: 2000 },
    );
  });

  test("one stray byte is U+FFFD, not Latin-1", () => {
    expect(decodeSpan(new Uint8Array([0x61, 0xe9, 0x62]), 1, 2)).toBe("\uFFFD");
    expect(decodeSpan(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]), 0, 4)).toBe("😀");
    expect(decodeSpan(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]), 0, 3)).toBe("\uFFFD");
  });
});
