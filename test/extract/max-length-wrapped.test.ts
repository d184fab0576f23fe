/**
 * `maxLength` is the "longest URI considered" (DESIGN, Options): the URI's own bytes count,
 * not the line breaks, blanks, indentation and mail quote markers a wrapper drops, nor the
 * wrapper's prefix (RULES.md, session 53: delimiters/wrapped-span.ts; the left item of
 * session 48's review, "`maxLength` still counts a wrapped `<…>`'s line breaks and quote
 * markers"). A URI of exactly maxLength bytes is found, one of maxLength + 1 is not, on one
 * line as wrapped over `> > ` quoted lines; the raw span is capped at 2 × maxLength + 256
 * bytes, so a scan waits for a bounded number of bytes (flat memory, linear time), and the
 * result does not depend on where the input is split.
 */
import { describe, expect, test } from "vitest";
import { DROPPED_SLACK } from "../../src/extract/delimiters/wrapped-span.js";
import { extractText } from "../../src/extract/extract-text.js";
import { HISTORY, LOOKAHEAD_SLACK } from "../../src/extract/scanner.js";
import { TextScanner } from "../../src/extract/text-scanner.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";
import { expectRecordsAtEverySplit } from "../helpers/every-split.js";
import { fastestExtract, repeatedInput } from "../helpers/linear-input.js";

/** an http URI of exactly `len` bytes (letters and "/" after "http://a.b/") */
function uriOf(len: number): string {
  const head = "http://a.b/";
  let path = "";
  while (path.length < len - head.length) path += "abcdefg/";
  return head + path.slice(0, len - head.length).replace(/\/$/, "z");
}

/** `uri` cut into pieces of `width` bytes */
function piecesOf(uri: string, width: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < uri.length; k += width) out.push(uri.slice(k, k + width));
  return out;
}

/**
 * `uri` wrapped as a reply quotes it twice: the opening line's "> > see " and the wrapper's
 * opener, then each piece on a line of its own after "> >" and four blanks
 */
function quotedMail(open: string, uri: string, close: string, width: number): string {
  const [first, ...rest] = piecesOf(uri, width);
  return `> > see ${open}${first}${rest.map((p) => `\n> >    ${p}`).join("")}${close} ok\n`;
}

function records(text: string, options: ExtractOptions): [string, string, boolean][] {
  return extractText(text, options).map((f) => [f.uri, f.delimiter, f.wrapped]);
}

// (16: the least maxLength the scanner takes; 64: a user's small one; 8192: the default)
const LENGTHS = [16, 64, 8192];

describe("a URI of maxLength bytes is found, one of maxLength + 1 is not", () => {
  for (const maxLength of LENGTHS) {
    const options = { maxLength };
    const width = maxLength > 64 ? 68 : 8;
    test(`on one line, maxLength ${maxLength}: <…>, <URL:…>, quotes, parens, bare`, () => {
      const u = uriOf(maxLength);
      expect(u.length).toBe(maxLength);
      const forms: [string, string, string][] = [
        ["<", ">", "angle"],
        ["<URL:", ">", "url-prefix"],
        ['"', '"', "quote"],
        ["'", "'", "quote"],
        ['"URL:', '"', "url-prefix"],
        ["(", ")", "paren"],
        ["", "", "bare"],
      ];
      for (const [open, close, delimiter] of forms) {
        // (before: "<URL:…>" and "\"URL:…\"" of exactly maxLength bytes gave nothing)
        expect(records(`see ${open}${u}${close} ok\n`, options), open).toEqual([
          [u, delimiter, false],
        ]);
        // one byte more: no record (the bare rules skip a run longer than maxLength)
        expect(records(`see ${open}${u}x${close} ok\n`, options), `${open} +1`).toEqual([]);
      }
    });

    test(`wrapped over "> > " quoted lines with indentation, maxLength ${maxLength}`, () => {
      const u = uriOf(maxLength);
      const long = `${u}x`;
      const first = (uri: string) => piecesOf(uri, width)[0]!;
      for (const [open, close, delimiter] of [
        ["<", ">", "angle"],
        ["<URL:", ">", "url-prefix"],
        ['"', '"', "quote"],
      ] as const) {
        // before: the breaks, markers and blanks counted — at 64 and 16 this gave the first
        // line's piece under the bare rules, at 8192 the same past 7,336 bytes (this wrapping)
        const text = quotedMail(open, u, close, width);
        expect(records(text, options), open).toEqual([[u, delimiter, true]]);
        // one byte more: the wrapper falls back to the bare rules (DESIGN: "No `>` within
        // maxLength …: fall back to bare"), which read the first line's piece — at 8192, with
        // its hard wraps (bare-line-breaks.ts), a few lines on
        const fallback = delimiter === "url-prefix" ? "url-prefix" : "bare";
        const got = records(quotedMail(open, long, close, width), options);
        if (maxLength < 8192) expect(got, `${open} +1`).toEqual([[first(long), fallback, false]]);
        expect(got.length, `${open} +1`).toBe(1);
        expect(got[0]![1]).toBe(fallback);
        expect(long.startsWith(got[0]![0]) && got[0]![0].length < maxLength).toBe(true);
      }
    });
  }

  test("groff's ⟨…⟩ and a TeX \\url{…} broken across lines count the URI's bytes too", () => {
    const u = uriOf(64);
    const [a, b] = [u.slice(0, 30), u.slice(30)];
    for (const [open, close, delimiter] of [
      ["see \u27e8", "\u27e9 ok", "angle"],
      ["\\url{", "} ok", "paren"],
    ] as const) {
      const text = `${open}${a}\n      ${b}${close}\n`;
      expect(records(text, { maxLength: 64 }), open).toEqual([[u, delimiter, true]]);
      // (63: the bare rules read the first piece)
      expect(records(text, { maxLength: 63 })[0]![0], open).toBe(a);
    }
  });

  test("a quoted base64 data: URI counts its data without the blanks (Inkscape's pieces)", () => {
    // the piece of rules.test.ts's Inkscape case; a URI of 22 + 3 × 56 = 190 bytes, 191 raw
    // bytes of blanks and line breaks between the pieces
    const piece = "iVBORw0KGgoAAAANSUhEUgAAADUAAAA2CAYAAABnctHeAAAABmJLR0QA";
    const data = `data:image/png;base64,${piece}${piece}${piece}`;
    const text = `<image xlink:href="data:image/png;base64,${piece}\n   ${piece}\n   ${piece}" />\n`;
    expect(records(text, { maxLength: data.length })).toEqual([[data, "quote", true]]);
    // one byte short: no record, not its first piece (quoted-data.ts)
    expect(records(text, { maxLength: data.length - 1 })).toEqual([]);
    expectRecordsAtEverySplit(text, { maxLength: data.length });
  });
});

describe("the raw span of a wrapped URI is capped at 2 × maxLength + 256 bytes", () => {
  for (const maxLength of [16, 64]) {
    test(`maxLength ${maxLength}: a line's indentation up to the cap, not past it`, () => {
      const u = uriOf(maxLength);
      const [a, b] = [u.slice(0, 11), u.slice(11)];
      // "<", a, LF, k blanks, b: the ">" at 2 + maxLength + k bytes past the "<", which must
      // be less than 2 × maxLength + DROPPED_SLACK
      const k = maxLength + DROPPED_SLACK - 3;
      const at = (blanks: number) => `<${a}\n${" ".repeat(blanks)}${b}>\n`;
      expect(records(at(k), { maxLength })).toEqual([[u, "angle", true]]);
      expect(records(at(k + 1), { maxLength })).toEqual([[a, "bare", false]]);
      const q = (blanks: number) => `"${a}\n${" ".repeat(blanks)}${b}"\n`;
      expect(records(q(k), { maxLength })).toEqual([[u, "quote", true]]);
      expect(records(q(k + 1), { maxLength })).toEqual([[a, "bare", false]]);
    });
  }
});

describe("the same records at every split", () => {
  for (const maxLength of [16, 64]) {
    test(`maxLength ${maxLength}: exactly maxLength and one byte more, wrapped and not`, () => {
      const u = uriOf(maxLength);
      const long = `${u}x`;
      for (const [open, close] of [
        ["<", ">"],
        ["<URL:", ">"],
        ['"', '"'],
      ]) {
        for (const uri of [u, long]) {
          expectRecordsAtEverySplit(quotedMail(open!, uri, close!, 8), { maxLength });
          expectRecordsAtEverySplit(`see ${open}${uri}${close} ok\n`, { maxLength });
        }
      }
    });
  }

  test("maxLength 8192 (the default): 8,192 bytes over 121 quoted lines, and 8,193", () => {
    const u = uriOf(8192);
    for (const [open, close] of [
      ["<", ">"],
      ['"', '"'],
    ]) {
      for (const uri of [u, `${u}x`]) {
        const text = quotedMail(open!, uri, close!, 68);
        // (about 9,400 bytes: the raw span is more than maxLength)
        expect(text.length).toBeGreaterThan(9000);
        // (every 41st byte, and the first and last 300 each: every byte takes a minute)
        expectRecordsAtEverySplit(text, {}, 41);
      }
    }
  });

  test("the default maxLength at every byte: a short wrapped URI (every-split.ts)", () => {
    expectRecordsAtEverySplit(quotedMail("<URL:", uriOf(200), ">", 30));
    expectRecordsAtEverySplit(quotedMail('"', uriOf(200), '"', 30));
  });
});

describe("bounded carry-over and linear time with wrappers that never close", () => {
  /**
   * [name, unit]: a wrapper that opens on a quoted line, then continuation lines that it
   * drops the markers of, and never closes — its scan runs to the raw span's cap (short
   * lines: mostly dropped bytes) or to maxLength's worth of URI bytes (long lines), falls
   * back, and the next unit opens another
   */
  const WORST: [string, (lines: number) => string][] = [
    ["<http:// and '> a' lines", (k) => `> <http://a.example/\n${"> a\n".repeat(k)}`],
    [
      "<http:// and long '> aaa…' lines",
      (k) => `> <http://a.example/\n${`> ${"a".repeat(70)}\n`.repeat(k >> 4)}`,
    ],
    ["\"http:// and '> a' lines", (k) => `> "http://a.example/\n${"> a\n".repeat(k)}`],
    [
      "a quoted data: URI with blanks, never closed",
      (k) => `"data:image/png;base64,${"AAAA \n".repeat(k)}`,
    ],
  ];

  for (const maxLength of [8192, 65536]) {
    // (lines enough to pass the cap: 2 × maxLength + 256 raw bytes at 4 bytes a line)
    const lines = (2 * maxLength + DROPPED_SLACK) / 4 + 64;
    const bound = HISTORY + 2 * maxLength + DROPPED_SLACK + LOOKAHEAD_SLACK;
    for (const [name, unitOf] of WORST) {
      test(`maxLength ${maxLength}: ${name} — held ≤ HISTORY + 2 × maxLength + 576`, () => {
        const unit = unitOf(lines);
        const found: Found[] = [];
        const sc = new TextScanner({ maxLength }, (f) => found.push(f));
        // ~8 MB in 64 kB chunks, the unit cut anywhere
        const all = repeatedInput("", unit, "", 8 << 20);
        for (let o = 0; o < all.length; o += 65536) {
          sc.push(all.subarray(o, o + 65536));
          expect(sc.stats().held).toBeLessThanOrEqual(bound);
        }
        expect(sc.stats().maxHeld).toBeLessThanOrEqual(bound);
        // (the scans did wait past maxLength's worth of raw bytes: the bound is the one at work)
        expect(sc.stats().maxHeld).toBeGreaterThan(HISTORY + maxLength);
        sc.end();
        // each unit gives at most the bare reading of its first line
        expect(found.length).toBeLessThanOrEqual(Math.ceil(all.length / unit.length));
        expect(found.every((f) => f.uri.length <= maxLength)).toBe(true);
      });

      test(`maxLength ${maxLength}: ${name} — 4× the input takes ~4× the time`, () => {
        const unit = unitOf(lines);
        const small = repeatedInput("", unit, "", 1 << 20);
        const big = repeatedInput("", unit, "", 4 << 20);
        const o = { maxLength };
        fastestExtract(small, o, 1);
        const t1 = fastestExtract(small, o, 3);
        const t4 = fastestExtract(big, o, 2);
        expect(t4, `${t1.toFixed(1)} ms, then ${t4.toFixed(1)} ms`).toBeLessThan(8 * t1 + 100);
      });
    }
  }
});

describe("a Word field code's target (field-code.ts): its own bytes count, and no unbounded wait", () => {
  // rules.test.ts's HYPERLINK cases (ECMA-376 Part 1 §17.16.5.25), wrapped with indentation
  const target = "https://intranet.example/sites/Team/Shared Documents/Q4";
  const joined = "https://intranet.example/sites/Team/Shared%20Documents/Q4%20Report.docx";
  const cut = "https://intranet.example/sites/Team/Shared";

  test("the target's bytes (blanks as %20) and its anchor count, not the break and indentation", () => {
    const plain = `HYPERLINK "${target}\n          Report.docx"\n`;
    // (before: 79 was needed for these 71 bytes)
    expect(records(plain, { maxLength: joined.length })).toEqual([[joined, "quote", true]]);
    expect(records(plain, { maxLength: joined.length - 1 })).toEqual([[cut, "bare", false]]);
    // the "\l" anchor's own length: before, 3 bytes for each of its bytes (93 for these 79)
    const anchored = `HYPERLINK "${target}\n          Report.docx" \\l "Summary"\n`;
    const withAnchor = `${joined}#Summary`;
    expect(records(anchored, { maxLength: withAnchor.length })).toEqual([
      [withAnchor, "quote", true],
    ]);
    expect(records(anchored, { maxLength: withAnchor.length - 1 })).toEqual([[cut, "bare", false]]);
    expectRecordsAtEverySplit(anchored, { maxLength: withAnchor.length });
  });

  test("a target cut inside a word, then a line that never ends: held bounded, time linear", () => {
    // the line after a cut word was looked at to its end, and again at every chunk: 4 MB
    // streamed took 6.4 s, 1 MB 0.56 s, and all of it was held (cutInsideWord)
    const head = 'HYPERLINK\n"https://intranet.example/sites/Team/how-to-lumen-the-ember.ht\nml" ';
    const run = (mb: number) => {
      const found: Found[] = [];
      const sc = new TextScanner({}, (f) => found.push(f));
      const fill = new Uint8Array(1 << 16).fill(0x61);
      const t = performance.now();
      sc.push(Buffer.from(head));
      for (let k = 0; k < mb * 16; k++) sc.push(fill);
      sc.push(Buffer.from(" x\n"));
      const { maxHeld } = sc.stats();
      sc.end();
      return { ms: performance.now() - t, maxHeld, uris: found.map((f) => f.uri) };
    };
    run(1);
    const small = run(1);
    const big = run(4);
    expect(big.uris).toEqual([
      "https://intranet.example/sites/Team/how-to-lumen-the-ember.ht%20ml",
    ]);
    expect(big.maxHeld).toBeLessThanOrEqual(HISTORY + 2 * 8192 + DROPPED_SLACK + LOOKAHEAD_SLACK);
    expect(big.ms, `${small.ms.toFixed(0)} ms, then ${big.ms.toFixed(0)} ms`).toBeLessThan(
      8 * small.ms + 100,
    );
  });
});

test("POD's E<…> escapes in L<…> count as the character they name (perlpod; Pod::Simple t/fcodes_l.t)", () => {
  // http://www.perl.com/a/b/c, 25 bytes: before, maxLength 41 was needed (the escapes' bytes)
  const text = "L<http://wwwE<46>perl.comE<47>aE<47>bE<47>c>\n";
  expect(records(text, { maxLength: 25 })).toEqual([["http://www.perl.com/a/b/c", "angle", false]]);
  expect(records(text, { maxLength: 24 }).map((r) => r[1])).not.toContain("angle");
});
