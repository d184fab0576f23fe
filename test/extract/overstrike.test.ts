/**
 * nroff's overstrike (src/extract/overstrike.ts): `X BS X` bold, `_ BS X` underline, as in
 * man-db's cat pages and `nroff -man` output. The text is read as a pager shows it; records
 * keep offsets, columns and raw text of the input's bytes.
 */
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { decodeUtf8OrWindows1252 } from "../../src/extract/found.js";
import { createTextScanner, OverstrikeScanner } from "../../src/extract/overstrike.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";
import { createExtractStream, extract } from "../../src/index.js";

const enc = new TextEncoder();
const bold = (s: string): string => Array.from(s, (c) => `${c}\b${c}`).join("");
const underline = (s: string): string => Array.from(s, (c) => `_\b${c}`).join("");
const both = (s: string): string => Array.from(s, (c) => `_\b${c}\b${c}`).join("");

/** every record's raw is the input's bytes at [start, end), its column the bytes since the line's start */
function expectPositions(input: Uint8Array, found: Found[]): void {
  for (const f of found) {
    // (decoded as the scanner reads: a byte that begins no UTF-8 character is windows-1252's)
    expect(f.raw).toBe(decodeUtf8OrWindows1252(input, f.start, f.end));
    const lineStart = f.start === 0 ? 0 : input.lastIndexOf(10, f.start - 1) + 1;
    expect(f.column).toBe(f.start - lineStart + 1);
    let lines = 1;
    for (let i = 0; i < f.start; i++) if (input[i] === 10) lines++;
    expect(f.line).toBe(lines);
  }
}

function viaScanner(chunks: Uint8Array[], options: ExtractOptions = {}): Found[] {
  const out: Found[] = [];
  const s = createTextScanner(options, (f) => out.push(f));
  for (const c of chunks) s.push(c);
  s.end();
  return out;
}

describe("overstruck text is read as shown", () => {
  test.each([
    ["bold", bold],
    ["underline", underline],
    ["bold underline", both],
  ])("a URI set in %s", (_, style) => {
    const text = `SEE ALSO\n       ${style("https://cmake.org/documentation")}\n`;
    const bytes = enc.encode(text);
    const found = extractText(bytes);
    expect(found.map((f) => f.uri)).toEqual(["https://cmake.org/documentation"]);
    expect(found[0]!.line).toBe(2);
    expect(found[0]!.column).toBe(8);
    expect(found[0]!.start).toBe(text.indexOf(style("h")));
    expect(found[0]!.end).toBe(text.lastIndexOf("\n"));
    expectPositions(bytes, found);
  });

  test("a page mixing bold words, underlined words and plain URIs on one line", () => {
    // man-db's cat page of cpack(1) and grotty's `-c` output look like this
    const text =
      `${bold("NAME")}\n       ${bold("curl")} - see ${underline("http://a.example/x")} or` +
      ` <http://b.example/y> and ${bold("mailto:c@example.org")}.\n` +
      `  ${bold("Home")} ${underline("https://example.com/p?q=1#f")}\n`;
    const bytes = enc.encode(text);
    const found = extractText(bytes);
    expect(found.map((f) => [f.uri, f.line, f.delimiter])).toEqual([
      ["http://a.example/x", 2, "bare"],
      ["http://b.example/y", 2, "angle"],
      ["mailto:c@example.org", 2, "bare"],
      ["https://example.com/p?q=1#f", 3, "bare"],
    ]);
    expectPositions(bytes, found);
    // the plain URI's column counts the backspaces before it on its line
    expect(found[1]!.column).toBe(text.split("\n")[1]!.indexOf("<") + 1);
  });

  test("multi-byte characters struck over (an IRI in bold and underlined)", () => {
    const text = `x ${bold("http://例え.テスト/パス")} y ${underline("https://é.example/ü")}\n`;
    const bytes = enc.encode(text);
    const found = extractText(bytes);
    expect(found.map((f) => f.uri)).toEqual(["http://例え.テスト/パス", "https://é.example/ü"]);
    expectPositions(bytes, found);
  });

  test("the other character of an underline is shown; else the one written last (col -b)", () => {
    expect(extractText("http://a.example/x\b_y\n").map((f) => f.uri)).toEqual([
      "http://a.example/xy",
    ]);
    // nroff's bullet `+ BS o` is an o; a character struck by another is the other
    expect(extractText("http://a.example/c\bd\n").map((f) => f.uri)).toEqual([
      "http://a.example/d",
    ]);
  });

  test("a backspace with nothing to strike over stays, and ends a URI as any control does", () => {
    expect(extractText("\bhttp://a.example/x\b\nb").map((f) => f.uri)).toEqual([
      "http://a.example/x",
    ]);
    // (a terminal would move back twice: no character follows the first backspace here)
    expect(extractText("http://a.example/x\b\by\n").map((f) => f.uri)).toEqual([
      "http://a.example/x",
    ]);
    // nroff never strikes a space: a backspace before one ends the URI (MediaWiki's
    // badCharacters.txt)
    expect(extractText("http://www.example.com\b test").map((f) => f.uri)).toEqual([
      "http://www.example.com",
    ]);
    expect(extractText("http://a.example/x \b_y").map((f) => f.uri)).toEqual([
      "http://a.example/x",
    ]);
    const bytes = enc.encode("\b\bhttp://a.example/x\b");
    expectPositions(bytes, extractText(bytes));
  });

  test("a stray backspace does not change what follows it (RFC text with one ^H)", () => {
    const tail = " see <http://b.example/y> and http://c.example/z\n".repeat(50);
    const plain = extractText(`Familiesa registry.\n${tail}`);
    const bytes = enc.encode(`Families^\ba registry.\n${tail}`);
    const withBs = extractText(bytes);
    expect(withBs.map((f) => f.uri)).toEqual(plain.map((f) => f.uri));
    expect(withBs.map((f) => f.start - 2)).toEqual(plain.map((f) => f.start));
    expectPositions(bytes, withBs);
  });

  test("a group is at most 64 bytes: a character struck over 40 times", () => {
    const text = `http://a.example/${"x\b".repeat(40)}x/b\n`;
    const found = extractText(text, { includeInvalid: true });
    const chunked = viaScanner(
      Array.from(enc.encode(text), (b) => Uint8Array.of(b)),
      {
        includeInvalid: true,
      },
    );
    expect(chunked).toEqual(found);
    expectPositions(enc.encode(text), found);
  });

  test("every split point, and byte by byte, gives what the whole gives", () => {
    const text =
      `${bold("a")} ${underline("http://a.example/é")}\n${both("https://ü.example/")}` +
      `x\b\n_\b${bold("mailto:b@example.org")}\bq ${bold("ftp://f.example/")}`;
    const bytes = enc.encode(text);
    const whole = extractText(bytes, { includeInvalid: true });
    expect(whole.map((f) => f.uri)).toEqual([
      "http://a.example/é",
      "https://ü.example/x",
      "mailto:b@example.orq",
      "ftp://f.example/",
    ]);
    expectPositions(bytes, whole);
    for (let i = 0; i <= bytes.length; i++) {
      const got = viaScanner([bytes.subarray(0, i), bytes.subarray(i)], { includeInvalid: true });
      expect(got, `split at ${i}`).toEqual(whole);
    }
    const single = Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
    expect(viaScanner(single, { includeInvalid: true })).toEqual(whole);
  });

  test("bytes that begin no UTF-8 character next to a group, every 2- and 3-chunk split (the review's)", () => {
    // (latin1: each char one byte) a lead byte held from a chunk of one byte; a group shown as
    // a lone continuation byte after a lone lead byte; a group shown as a lone lead byte
    for (const [text, uri] of [
      ["see http://x.org/\xc3\xa9\b\xc3\xa9 ok", "http://x.org/é"],
      ["http://a.org/\xc3_\b\xa9\b\xa9 x", "http://a.org/é"],
      ["see http://a.org/caf\xe9\b_/x ok", "http://a.org/café/x"],
    ] as const) {
      const bytes = new Uint8Array(Buffer.from(text, "latin1"));
      const whole = extractText(bytes);
      expect(whole.map((f) => f.uri)).toEqual([uri]);
      expectPositions(bytes, whole);
      for (let a = 0; a <= bytes.length; a++) {
        for (let b = a; b <= bytes.length; b++) {
          const got = viaScanner([bytes.subarray(0, a), bytes.subarray(a, b), bytes.subarray(b)]);
          expect(got, `${JSON.stringify(text)} split at ${a}, ${b}`).toEqual(whole);
        }
      }
    }
  });

  test("random overstruck texts: chunking changes nothing, positions are the input's", () => {
    const piece = fc.oneof(
      fc.constantFrom(
        "http://a.example/p",
        "<https://b.example/q>",
        "mailto:c@example.org",
        "http://例え.jp/",
        " ",
        "\n",
        "\b",
        "_\b",
        "é",
        "www.example.com",
        "word",
      ),
      fc
        .tuple(fc.constantFrom(bold, underline, both), fc.constantFrom("http://x.example/é", "a b"))
        .map(([style, s]) => style(s)),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.boolean(),
        (parts, cuts, fuzzy) => {
          const bytes = enc.encode(parts.join(""));
          const options = { includeInvalid: true, fuzzy };
          const whole = extractText(bytes, options);
          expectPositions(bytes, whole);
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort(
            (a, b) => a - b,
          );
          const chunks: Uint8Array[] = [];
          let from = 0;
          for (const p of points) {
            chunks.push(bytes.subarray(from, p));
            from = p;
          }
          chunks.push(bytes.subarray(from));
          expect(viaScanner(chunks, options)).toEqual(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("the stream, the async API and extract agree", async () => {
    const bytes = enc.encode(`${underline("https://example.com/a")}\n`.repeat(3));
    const fromStream: Found[] = [];
    await new Promise<void>((resolve, reject) => {
      Readable.from([bytes.subarray(0, 7), bytes.subarray(7)])
        .pipe(createExtractStream({ mode: "text" }))
        .on("data", (f: Found) => fromStream.push(f))
        .on("end", resolve)
        .on("error", reject);
    });
    expect(fromStream).toEqual(extract(bytes, { mode: "text" }));
    expect(fromStream.map((f) => f.uri)).toEqual(Array(3).fill("https://example.com/a"));
  });
});

describe("overstruck text keeps memory bounded and time linear", () => {
  test("20 MB of bold text on one line: the map and the copy of the input stay small", () => {
    const s = new OverstrikeScanner({}, () => {});
    const chunk = enc.encode(bold("abcdefgh ").repeat(7000));
    let maxRaw = 0;
    let maxMap = 0;
    const t0 = performance.now();
    for (let done = 0; done < 20e6; done += chunk.length) {
      s.push(chunk);
      const st = s.stats();
      maxRaw = Math.max(maxRaw, st.rawHeld);
      maxMap = Math.max(maxMap, st.mapEntries);
    }
    s.end();
    expect(maxRaw).toBeLessThan(4 * chunk.length);
    expect(maxMap).toBeLessThan(2 * chunk.length);
    expect(performance.now() - t0).toBeLessThan(20_000);
  });

  test("10 MB of backspaces, of `x BS`, and of groups between runs of 40 bytes take time linear in their length", () => {
    // (the runs: a search for a line feed that read the rest of the chunk from each run made
    // 16 MB take 37 s — the review's)
    for (const unit of ["\b", "x\b", "_\b", `X\bX${"a".repeat(40)} `]) {
      const ms = (n: number) => {
        const bytes = enc.encode(unit.repeat(n / unit.length));
        const t0 = performance.now();
        viaScanner([bytes]);
        return performance.now() - t0;
      };
      ms(1e5);
      const small = Math.max(ms(1e6), 5);
      expect(ms(1e7), unit).toBeLessThan(small * 30);
    }
  });
});
