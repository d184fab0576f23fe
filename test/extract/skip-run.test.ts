/**
 * skipRun (delimiters/bare-skip-run.ts) skips the rest of an over-long run eight plain bytes at a
 * time; the answer must be the one byte-by-byte reading gives, wherever the run's ending
 * byte, a character reference or a non-ASCII byte falls against the eight-byte steps.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { C_URI, CLASS } from "../../src/extract/chars.js";
import { endingReference } from "../../src/extract/delimiters/bare-references.js";
import { listItemAt, schemeSlashesAt } from "../../src/extract/delimiters/bare-schemes.js";
import { skipRun } from "../../src/extract/delimiters/bare-skip-run.js";
import { MORE_INPUT } from "../../src/extract/delimiters/more-input.js";

/** the rule, one byte at a time (skipRun before the eight-byte steps) */
function skipRunByByte(buf: Uint8Array, i: number, n: number, final: boolean): number {
  while (i < n) {
    const b = buf[i]!;
    if (b < 0x80 && !(CLASS[b]! & C_URI)) break;
    if (b === 0x26) {
      if (!final && n - i < 10 /* MAX_REF */) return -1 - i;
      if (endingReference(buf, i, n)) break;
    }
    if (b === 0x2c || b === 0x40) {
      const r = b === 0x2c ? listItemAt(buf, i + 1, n) : schemeSlashesAt(buf, i + 1, n);
      if (r === MORE_INPUT && !final) return -1 - i;
      if (r === 1) break;
    }
    i++;
  }
  return i;
}

const encoder = new TextEncoder();
/** pieces a run is made of: plain bytes, the other URI bytes, references, stops, UTF-8 */
const PIECES = [
  "a",
  "Z9",
  "http://",
  "/x/y",
  "(",
  ")",
  "[",
  "]",
  "'",
  ",",
  "&",
  "&amp;",
  "&gt;",
  "&#32;",
  "&nbsp;",
  "&#x3e;",
  "@",
  "a=",
  ";URI:",
  " ",
  "\t",
  "\n",
  "<",
  ">",
  '"',
  "é",
  "日本",
  "\u{1F600}",
].map((p) => encoder.encode(p));

describe("skipRun", () => {
  test("eight bytes at a time ends where byte-by-byte reading ends", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(PIECES.length - 1), { maxLength: 80 }),
        fc.nat(40),
        fc.nat(20),
        fc.boolean(),
        (picks, startPick, cut, final) => {
          const parts = picks.map((k) => PIECES[k]!);
          const all = new Uint8Array(parts.reduce((a, p) => a + p.length, 0));
          let o = 0;
          for (const p of parts) {
            all.set(p, o);
            o += p.length;
          }
          const n = Math.max(0, all.length - cut);
          const i = Math.min(startPick, n);
          expect(skipRun(all, i, n, final)).toBe(skipRunByByte(all, i, n, final));
        },
      ),
      { numRuns: 3000 },
    );
  });

  test("long plain runs: stops found at every offset from the start", () => {
    const run = encoder.encode("http://".repeat(40));
    for (const stop of [" ", "<", "&gt;", "&#32;", '"', "\n"]) {
      const s = encoder.encode(stop);
      for (let at = 0; at < 40; at++) {
        const buf = new Uint8Array(run.length + s.length);
        buf.set(run.subarray(0, at), 0);
        buf.set(s, at);
        buf.set(run.subarray(at + s.length), at + s.length);
        for (const final of [true, false])
          expect(skipRun(buf, 0, buf.length, final)).toBe(skipRunByByte(buf, 0, buf.length, final));
      }
    }
  });
});
