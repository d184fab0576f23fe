/**
 * Fuzzy mode runs linkify-it only on the runs of non-blank characters around a "." before a
 * label or an "@" (fuzzy-windows.ts): the matches must be those of the whole segment.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkify } from "../../src/extract/fuzzy.js";
import { matchAround } from "../../src/extract/fuzzy-windows.js";

const shape = (ms: ReturnType<typeof matchAround>) =>
  (ms ?? []).map((m) => [m.schema, m.index, m.lastIndex, m.raw, m.url]);

describe("linkify-it on windows = linkify-it on the whole segment", () => {
  it("examples", () => {
    const lk = linkify();
    for (const text of [
      "see www.example.com/a.b and mail kim@example.org. Or e.g. x.y.z, 1.2.3",
      "a@b.example.com,c@d.example.com;e.example.com",
      "(example.com) [a.example.org/x?y=a.b#c] \u3000foo.example.jp\u00a0bar@baz.example",
      ".leading.example.com trailing.example.com. @lone sub.-bad.example.com",
      "",
      "no anchors here at all",
    ]) {
      expect(shape(matchAround(lk, text)), text).toEqual(shape(lk.match(text)));
    }
  });

  it("random texts of names, addresses, punctuation and blanks (property)", () => {
    const lk = linkify();
    const piece = fc.constantFrom(
      "example.com",
      "www.example.org",
      "a.b",
      "sub.example.co.uk/path?q=1#f",
      "kim",
      "kim@example.org",
      "@",
      ".",
      "..",
      ".com",
      "com",
      "-",
      "_",
      "/",
      ":",
      ":8080",
      ",",
      ";",
      "(",
      ")",
      "[",
      "]",
      "<",
      ">",
      '"',
      "'",
      "|",
      " ",
      "  ",
      "\n",
      "\t",
      "\u00a0",
      "\u3000",
      "\u2028",
      "é",
      "例え.テスト",
      "xn--bcher-kva.example",
      "1.2.3.4",
      "e.g.",
      "日本",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(shape(matchAround(lk, text)), JSON.stringify(text)).toEqual(shape(lk.match(text)));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("the windows are found in linear time", () => {
  it("a segment of many dots and one '@' at its end (each search runs once past each position)", () => {
    const lk = linkify();
    // (an "@" at the end: a search for it from every dot ran to there)
    const text = `${"a. ".repeat(400_000)}end kim@example.com`;
    const t0 = performance.now();
    const ms = matchAround(lk, text);
    // 1.2 MB: the search from every dot took ~2.5 s here; once past each position, ~10 ms
    expect(performance.now() - t0).toBeLessThan(800);
    expect(shape(ms)).toEqual(shape(lk.match(text)));
  });
});
