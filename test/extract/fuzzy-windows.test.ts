/**
 * Fuzzy mode runs linkify-it only on the runs of non-blank characters around a "." before a
 * label or an "@" (fuzzy-windows.ts): the matches must be those of the whole segment.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { FuzzyLinker, linkify } from "../../src/extract/fuzzy.js";
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

describe("runs inside the main scanner's URIs are not matched, and nothing changes", () => {
  // FuzzyLinker.insideMain: a run whose every "." before a label and "@" lies inside a URI
  // the main scanner read gives matches that would all be dropped; with linkify-it run on
  // every run instead, the records are the same
  const records = (text: string, skip: boolean): string[] => {
    const proto = FuzzyLinker.prototype as unknown as { insideMain: unknown };
    const own = proto.insideMain;
    if (!skip) proto.insideMain = () => false;
    try {
      return extractText(text, { fuzzy: true, includeInvalid: true }).map(
        (f) => `${f.start} ${f.end} ${f.delimiter} ${f.uri}`,
      );
    } finally {
      proto.insideMain = own;
    }
  };

  it("examples: runs skipped, and runs read for links next to or after a URI", () => {
    for (const text of [
      "see <http://www.example.org/a.html> and (https://b.example.com/x), www.c.example.com",
      'href="http://a.example.com/?u=www.b.example.org" mailto:kim@example.org.',
      "http://a.example.com/(x www.b.example.org) y",
      "http://a.example.com/\u3000www.b.example.org x http://[bad.example.org www.c.org",
      "ftp://x.example.org:99999/a.b c@d.example.org,http://e.example.org/f.g",
      // a "." right at a URI's end is the text's: "b.example.org" is a link of its own
      "<http://a.example.com/x>.b.example.org and <mailto:kim@example.org>kim@b.example.org",
      "www.a.example.com\u1680http://b.example.com/x(y z) w",
    ]) {
      expect(records(text, true), text).toEqual(records(text, false));
    }
  });

  it("random texts of URIs, names, addresses, brackets and blanks (property)", () => {
    const piece = fc.constantFrom(
      "http://www.example.com/a.b",
      "https://a.example.org/x?u=www.b.example.org&m=kim@example.org",
      "mailto:kim@example.org",
      "ftp://x.example:99999/y.z",
      "http://[::1]/a.b",
      "doi:10.1000/182",
      "<",
      ">",
      "URL:",
      "www.example.org",
      "kim@example.org",
      "example.com/p",
      "é.example",
      "日本.jp",
      "(",
      ")",
      "[",
      "]",
      '"',
      "'",
      ",",
      ".",
      "@",
      "-",
      "-\n",
      " ",
      "\n",
      "\t",
      "\u00a0",
      "\u3000",
      "\\u0026",
      "&amp;",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        expect(records(text, true), JSON.stringify(text)).toEqual(records(text, false));
      }),
      { numRuns: 3000 },
    );
  });
});
