/**
 * Results never depend on where the input was split (issue 3): random texts built from
 * URI-ish pieces, cut at random byte positions (inside multi-byte UTF-8, inside CRLF,
 * inside "URL:", inside wrapped angle URIs), through createTextScanner and through the
 * Node Transform, must give exactly what extractText gives on the whole.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { createTextScanner } from "../../src/extract/overstrike.js";
import { createTextExtractStream } from "../../src/extract/stream.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";
import { collectStream } from "../helpers/collect-stream.js";
import { splitAt } from "../helpers/split-at.js";

const pieces = [
  "<http://example.com/a/b>",
  "<http://lists.example.org/pipermail/uri/\n> 1997-May/000123.html>",
  "> see <http://lists.example.org/x/\r\n> > y/z.html>",
  "<ftp://ds.internic.\n   net/rfc/>",
  "<http://www.example.org/draft-uri-\n   syntax.txt>",
  "<URL:http://example.com/u>",
  "<URL: http://example.com/v>",
  "URL: ftp://example.com/w",
  "url:mailto:a@example.com",
  '"http://example.com/q"',
  "'https://example.com/s'",
  "(https://en.wikipedia.org/wiki/URI_(disambiguation))",
  "[http://example.com/br]",
  "[a](http://example.com/md)[b](mailto:b@example.com)",
  "いまhttp://example.comです",
  "1abc://foo",
  "2020https://example.com/n",
  "http://例え.テスト/パス",
  "urn:isbn:0-395-36341-1",
  "news:comp.lang.c",
  "<Note: see below>",
  "<1234@host.example>",
  "12:30:45",
  "Re: x",
  "key:value",
  "www.example.com",
  "src='//www.example.com/a.js'",
  "https:=\n//cdn.example.com/b",
  "joe@example.org",
  "<http://unclosed.example.com/a",
  "http://example.com/\\\n  folded",
  "http://localhost:3000(dev)",
  "http://example.com(http://mirror.example/)",
  "http://u(x)@h.example(z)/",
  "https://x.example/a[b c]",
  "mailto:a@example.org[1]",
  "http://x.example/{a}/b{{c}}",
  "http://x.example/a{",
  "https://unpkg.com/m@^2.0/x.js",
  "http://x.example/?i=x^(1)^",
  "^^http://x.example^^",
  "https://x.example/d^1^. http://y.example/e^%41^(",
  "'https://w.example/M\\xfcnchen' b'https://e.example/caf\\xc3\\xa9\\xf0\\x9f'",
  "http://日本。jp/",
  "http://example.com。",
  "https://h.example\\_x",
  "http://a.b.c\\?\\.h.example?x",
  "https://s3.example.com\\?ccccc\\_h.example ",
  "http://www\u3002google\u3002com\u3002",
  "http://x.example/?off=50%",
  "<\nhttp://example.com/gap/\nb>",
  "> <URL: \r\n> https://example.com/gap",
  "<ht\ntp://example.com/split>",
  "<mail\n  to:a@example.org>",
  "<ht",
  // a unified diff's hunk and prose that looks like one (line-prefix.ts DiffEvidence)
  "@@ -1,2 +1,2 @@\n+See <https://example.com/very/long/\n+path/file.html>\n",
  "-42\n-1 <http://a.example/x\n-y>\n",
  "\n+a\n-b\n c\n",
  "http://foo.com/blah_{I'm_king}",
  "https://a.com'https://b.com",
  "http://example.org/(.",
  "<www.kde.org:1234/x>",
  "http://a.example/x[http://b.example/",
  "      Location: https://example.com/restconf/data/\\\n          example-jukebox:jukebox",
  "https://example.com/a\\\n  \\b",
  // nroff's overstrike: bold, underline, a stray backspace (overstrike.ts)
  "h\bht\btt\btp\bp:\b:/\b//\b/b\bb.\b.e\bex\bx/\b/é\bé",
  "_\bh_\bt_\bt_\bp_\b:_\b/_\b/_\bu_\b._\bx_\b/_\bü",
  "\b",
  "x\b",
  "日本語",
  "é",
  "😀",
  "\r\n",
  "\n",
  "\n\n",
  " ",
  "  ",
  "\t",
  ".",
  ",",
  ">",
  "<",
  '"',
  "-",
  ":",
  "http:",
  "URL:",
  "word",
  // long fillers: the carry-over drops bytes, look-backs cross what was dropped
  "lorem ipsum ".repeat(150),
  `> ${"quoted text ".repeat(120)}\n`,
  `<http://long.example.com/${"seg/".repeat(30)}\n${"  ".repeat(10)}${"more/".repeat(20)}>`,
];

const textArb = fc
  .array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 40 })
  .map((parts) => new TextEncoder().encode(parts.join("")));

const optionsArb: fc.Arbitrary<ExtractOptions> = fc.record({
  maxLength: fc.constantFrom(undefined, 40, 64, 300),
  hyphen: fc.constantFrom(undefined, "keep" as const, "drop" as const, "both" as const),
  includeInvalid: fc.boolean(),
  fuzzy: fc.boolean(),
});

function viaScanner(chunks: Uint8Array[], options: ExtractOptions): Found[] {
  const out: Found[] = [];
  const s = createTextScanner(options, (f) => out.push(f));
  for (const c of chunks) s.push(c);
  s.end();
  return out;
}

describe("chunking never changes the results", () => {
  test("createTextScanner with random splits = extractText on the whole", () => {
    fc.assert(
      fc.property(
        textArb,
        fc.array(fc.nat(), { maxLength: 12 }),
        optionsArb,
        (bytes, cuts, options) => {
          const whole = extractText(bytes, options);
          expect(viaScanner(splitAt(bytes, cuts), options)).toEqual(whole);
        },
      ),
      { numRuns: 400 },
    );
  });

  test("an escape at the input's end reads no stale bytes of the working buffer", () => {
    // troff's "\\%" and "\\&" look two bytes ahead: at the end, past the input, the buffer
    // held an earlier chunk's bytes (the review of session 8 found it by fuzzing)
    for (const tail of ["http://x/50\\%4", "http://x/50\\%", "http://x/a\\&", "http://x/a\\&."]) {
      const got: string[] = [];
      const sc = createTextScanner({}, (f) => got.push(f.uri));
      sc.push(new TextEncoder().encode(`${"f".repeat(3000)} `));
      sc.push(new TextEncoder().encode(tail));
      sc.end();
      expect(got, tail).toEqual(extractText(`${"f".repeat(3000)} ${tail}`).map((f) => f.uri));
    }
  });

  test("byte-by-byte pushes", () => {
    fc.assert(
      fc.property(textArb, optionsArb, (bytes, options) => {
        const chunks = Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
        expect(viaScanner(chunks, options)).toEqual(extractText(bytes, options));
      }),
      { numRuns: 60 },
    );
  });

  test("large chunks after held bytes: the junction through the working buffer, then in place", () => {
    // texts of 20–150 kB cut into a few large pieces: a chunk longer than two steps that
    // arrives while bytes are held is carried across its start, then read where it lies
    const bigText = fc
      .array(fc.constantFrom(...pieces), { minLength: 200, maxLength: 1500 })
      .map((parts) => new TextEncoder().encode(parts.join("")));
    fc.assert(
      fc.property(
        bigText,
        fc.array(fc.nat(), { maxLength: 4 }),
        optionsArb,
        (bytes, cuts, options) => {
          expect(viaScanner(splitAt(bytes, cuts), options)).toEqual(extractText(bytes, options));
        },
      ),
      { numRuns: 40 },
    );
  });

  test("chunks larger than the internal step (slicing and the in-place path)", () => {
    const big = new TextEncoder().encode(
      Array.from({ length: 3000 }, (_, i) => pieces[(i * 7) % pieces.length]).join(""),
    );
    const whole = extractText(big);
    expect(whole.length).toBeGreaterThan(100);
    for (const size of [1000, 4096, 5000, 9000, 70000]) {
      const chunks: Uint8Array[] = [];
      for (let o = 0; o < big.length; o += size) chunks.push(big.subarray(o, o + size));
      expect(viaScanner(chunks, {})).toEqual(whole);
    }
  });

  test("the Node Transform with random splits = extractText", async () => {
    await fc.assert(
      fc.asyncProperty(
        textArb,
        fc.array(fc.nat(), { maxLength: 8 }),
        optionsArb,
        async (bytes, cuts, options) => {
          const got = await collectStream(
            splitAt(bytes, cuts).map((c) => Buffer.from(c)),
            createTextExtractStream(options),
          );
          expect(got).toEqual(extractText(bytes, options));
        },
      ),
      { numRuns: 100 },
    );
  });
});
