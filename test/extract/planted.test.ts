/**
 * The generative test of issue 3: known valid URIs (generated from the RFC 3986 grammar and
 * the scheme rules, IRIs included — test/helpers/plant-arbitrary.ts) are planted in every
 * delimiter context of DESIGN.md "Delimiting rules" amid random noise that holds no URI;
 * extraction must find each planted URI exactly once, with the right `uri`, and nothing else.
 */
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeUri } from "../../src/core/normalize.js";
import { validateUri } from "../../src/core/validate.js";
import { extractText } from "../../src/extract/extract-text.js";
import { createTextScanner } from "../../src/extract/overstrike.js";
import type { Delimiter, Found } from "../../src/extract/types.js";
import { createExtractStream, createWebExtractStream, extract } from "../../src/index.js";
import { lineColumn } from "../helpers/line-column.js";
import {
  fitToContext,
  isPlantable,
  lineBreak,
  longHttpUri,
  noise,
  type PlantContext,
  plantableUri,
  quotePrefix,
  URI_FAMILIES,
  uriOf,
  wrappedText,
} from "../helpers/plant-arbitrary.js";

/** runs per property; PLANT_RUNS=5000 for a long hunt */
const NUM_RUNS = Number(process.env.PLANT_RUNS ?? 250);

/** One planted URI: the text that goes into the input and what must come out of it. */
interface Plant {
  /** the URI with its wrapper and surrounding punctuation, as planted */
  text: string;
  /** the `uri` the record must carry */
  uri: string;
  /** acceptable `delimiter` values */
  delimiters: Delimiter[];
  /** expected `wrapped` */
  wrapped: boolean;
  /** expected `variants` (the hyphen-dropped reading at a line break after `-`) */
  variants: string[];
  /** which context produced it (for messages) */
  context: string;
}

const plant = (
  context: string,
  text: string,
  uri: string,
  delimiters: Delimiter[],
  wrapped = false,
  variants: string[] = [],
): Plant => ({ text, uri, delimiters, wrapped, variants, context });

/** what may follow a bare URI: the characters the bare rules strip (DESIGN.md), or nothing */
const bareTail = fc.constantFrom(
  "",
  "",
  ".",
  ",",
  ";",
  ":",
  "!",
  "?",
  "...",
  '."',
  ".'",
  "?!",
  "';",
);

// ---------------------------------------------------------------------------------------------
// the contexts (DESIGN.md "Delimiting rules"; 2396bis App. E; url-draft-1994 "Wrappers")

/** `<X>` — the URI runs to the next `>` */
const angle: fc.Arbitrary<Plant> = fc
  .tuple(plantableUri("angle"), fc.constantFrom("", "", ".", ",", ")", ";", ":"))
  .map(([{ uri }, after]) => plant("angle", `<${uri}>${after}`, uri, ["angle"]));

/**
 * `<X>` broken across lines at random points: line breaks, indentation and the mail quote
 * markers of the opening line at the start of each continuation line (never right after
 * `-`, never right after the scheme's colon; see breakPositions) — whitespace removal
 * restores X. The plant starts a line quoted 0–2 times (`> see <http://…/` + `> …>`).
 */
const wrapped: fc.Arbitrary<Plant> = fc
  .tuple(plantableUri("angle"), fc.integer({ min: 0, max: 2 }))
  .chain(([{ uri }, depth]) =>
    fc
      .tuple(wrappedText(uri, depth), quotePrefix(depth), fc.constantFrom("", "see ", "at "))
      .map(([{ text, breaks }, prefix, lead]) =>
        plant("wrapped", `\n${prefix}${lead}<${text}>`, uri, ["angle"], breaks > 0),
      ),
  );

/** `<URL:X>`, `<URL: X>` (angle), `URL:X`, `URL: X` (bare rules after the prefix) */
const urlPrefix: fc.Arbitrary<Plant> = fc.oneof(
  fc
    .tuple(plantableUri("angle"), fc.constantFrom("<URL:", "<URL: ", "<url:", "<url: "))
    .map(([{ uri }, p]) => plant("url-prefix", `${p}${uri}>`, uri, ["url-prefix", "angle"])),
  // the angle rules hold after the prefix too: `<URL:http://a.example/b\n   c/d>`
  plantableUri("angle").chain(({ uri }) =>
    fc
      .tuple(fc.constantFrom("<URL:", "<URL: ", "<url:"), wrappedText(uri))
      .map(([p, { text, breaks }]) =>
        plant("url-prefix", `${p}${text}>`, uri, ["url-prefix", "angle"], breaks > 0),
      ),
  ),
  fc
    .tuple(plantableUri("bare"), fc.constantFrom("URL:", "URL: ", "url:", "url: "), bareTail)
    .map(([{ uri }, p, tail]) => plant("url-prefix", `${p}${uri}${tail}`, uri, ["url-prefix"])),
);

/** `"X"` and `'X'` — the URI runs to the matching quote (trailing punctuation included) */
const quote: fc.Arbitrary<Plant> = fc.oneof(
  fc
    .tuple(plantableUri("double-quote"), fc.constantFrom("", ".", ",", ")"))
    .map(([{ uri }, after]) => plant("quote", `"${uri}"${after}`, uri, ["quote"])),
  fc
    .tuple(plantableUri("single-quote"), fc.constantFrom("", ".", ",", ")"))
    .map(([{ uri }, after]) => plant("quote", `'${uri}'${after}`, uri, ["quote"])),
);

/** `(X)`, `[X]`, `{X}` — the closer is kept only when it balances an opener inside X */
const paren: fc.Arbitrary<Plant> = fc
  .tuple(
    plantableUri("bare"),
    fc.constantFrom("()", "[]", "{}"),
    fc.constantFrom("", "", ".", ",", ";"),
  )
  .map(([{ uri }, [open, close], after]) =>
    plant("paren", `${open}${uri}${close}${after}`, uri, ["paren"]),
  );

/** bare before punctuation: `see X.`, `X, and`, `(see X)`, `X."` … */
const BARE_TEMPLATES = [
  "see X.",
  "X, and",
  "X; then",
  "X: that",
  "X! wow",
  "X? yes",
  "X...",
  "(see X)",
  "(see X.)",
  "[see X]",
  'he said X."',
  "at X",
  "X",
];
const bare: fc.Arbitrary<Plant> = fc
  .tuple(plantableUri("bare"), fc.constantFrom(...BARE_TEMPLATES), bareTail)
  .map(([{ uri }, t, tail]) => {
    // a tail only where the template leaves the URI last
    let text = t.endsWith("X") ? t.replace("X", () => uri + tail) : t.replace("X", () => uri);
    // a URI with a comma that may open a line (or follow a comma) is read as a CSV row's
    // field when the line before counts as many commas (RULES.md "Commas in a host"): after
    // "see " it is prose's
    if (text.startsWith(uri) && uri.includes(",")) text = `see ${text}`;
    // … and "news:8: that" opening a line is grep -n's file name and line number before the
    // line it found (RULES.md "Git and diff output": grep -n's NAME:N:): a scheme, digits, ":" — after
    // "see " it is prose's
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\d+:/.test(text)) text = `see ${text}`;
    return plant("bare", text, uri, ["bare"]);
  });

/**
 * `<X>` broken by a line break right after one of its hyphens (2396bis App. E: the hyphen may
 * or may not belong to the URI): `uri` keeps it (hyphen: "keep", the default), `variants`
 * holds the reading without it. Other breaks of the URI are not after a hyphen.
 */
function hyphenBroken(uri: string): fc.Arbitrary<{ text: string; dropped: string } | null> {
  const colon = uri.indexOf(":");
  const at: number[] = [];
  for (let i = colon + 2; i < uri.length; i++) if (uri[i - 1] === "-") at.push(i);
  if (at.length === 0) return fc.constant(null);
  return fc.tuple(fc.constantFrom(...at), fc.integer({ min: 0, max: 2 })).chain(([p, depth]) =>
    fc
      .tuple(quotePrefix(depth), lineBreak(depth), wrappedText(uri.slice(p), depth, false))
      .map(([prefix, br, rest]) => ({
        text: `\n${prefix}see <${uri.slice(0, p)}${br}${rest.text}>`,
        dropped: uri.slice(0, p - 1) + uri.slice(p),
      })),
  );
}

const hyphenWrapped: fc.Arbitrary<Plant> = fc
  .oneof(plantableUri("angle"), uriOf("urn", "angle"), uriOf("tel", "angle"))
  .chain(({ uri }) =>
    hyphenBroken(uri).map((h) =>
      h === null
        ? plant("angle", `<${uri}>`, uri, ["angle"])
        : plant("hyphen", h.text, uri, ["angle"], true, [h.dropped]),
    ),
  );

const CONTEXTS: Record<string, fc.Arbitrary<Plant>> = {
  angle,
  wrapped,
  "hyphen-wrapped": hyphenWrapped,
  "url-prefix": urlPrefix,
  quote,
  paren,
  bare,
};

// ---------------------------------------------------------------------------------------------
// planting amid noise

interface Planted {
  text: string;
  plants: Plant[];
  /** byte range of each plant's text in the UTF-8 input */
  ranges: Array<[number, number]>;
}

/** noise, then 1–4 plants each followed by whitespace and more noise */
function planted(arb: fc.Arbitrary<Plant>): fc.Arbitrary<Planted> {
  return fc
    .tuple(
      noise,
      fc.array(fc.tuple(arb, fc.constantFrom(" ", "\n", "\t", "\r\n", "  "), noise), {
        minLength: 1,
        maxLength: 4,
      }),
      fc.boolean(),
    )
    .map(([lead, items, endsBare]) => {
      let text = lead;
      const plants: Plant[] = [];
      const ranges: Array<[number, number]> = [];
      items.forEach(([p, sep, after], k) => {
        // a lone "<" of the noise that ends the line before a plant is its wrapper (RULES.md
        // "Line breaks before the scheme": "<" LF "URN:aa:a..." CRLF "=> see" is the URI
        // "URN:aa:a...=", the "=>" its closer): a blank there instead
        if (/(^|\s)<\r?\n$/.test(text)) text = `${text.replace(/\r?\n$/, "")} `;
        const start = Buffer.byteLength(text);
        text += p.text;
        ranges.push([start, Buffer.byteLength(text)]);
        plants.push(p);
        // the last plant may end the input (nothing is lost at the end of the input). A line
        // break right after a hyphen is whitespace the reader ignores (2396bis App. E): an
        // unwrapped URI ending in "-" goes on on the next line (rules.test.ts), so here a
        // space follows it
        const hyphenEnd = p.text.endsWith("-") && sep.includes("\n");
        if (!(k === items.length - 1 && endsBare)) text += (hyphenEnd ? " " : sep) + after;
      });
      return { text, plants, ranges };
    });
}

const schemeOf = (uri: string) => uri.slice(0, uri.indexOf(":")).toLowerCase();

function describeCase(c: Planted, found: Found[]): string {
  return JSON.stringify(
    {
      text: c.text,
      expected: c.plants.map((p) => p.uri),
      got: found.map((f) => ({ uri: f.uri, delimiter: f.delimiter, raw: f.raw })),
    },
    null,
    1,
  );
}

/** the assertions of issue 3 for one input */
function check(c: Planted): void {
  const found = extractText(c.text, { mode: "text" });
  // each planted URI exactly once, in order, and nothing from the noise
  expect(
    found.map((f) => f.uri),
    describeCase(c, found),
  ).toEqual(c.plants.map((p) => p.uri));
  const bytes = Buffer.from(c.text);
  found.forEach((f, i) => {
    const p = c.plants[i]!;
    const [from, to] = c.ranges[i]!;
    const where = `${p.context} ${JSON.stringify(p.text)} in ${JSON.stringify(c.text)}`;
    expect(f.valid, where).toBe(true);
    expect(f.errors, where).toEqual([]);
    expect(f.scheme, where).toBe(schemeOf(p.uri));
    expect(p.delimiters, `delimiter of ${where}`).toContain(f.delimiter);
    expect(f.wrapped, `wrapped of ${where}`).toBe(p.wrapped);
    expect(f.variants, `variants of ${where}`).toEqual(p.variants);
    // raw is the exact source span, inside what was planted
    expect(bytes.subarray(f.start, f.end).toString(), `raw of ${where}`).toBe(f.raw);
    expect(f.start >= from && f.end <= to, `span ${f.start}-${f.end} of ${where}`).toBe(true);
    expect({ line: f.line, column: f.column }, `position of ${where}`).toEqual(
      lineColumn(bytes, f.start),
    );
    expect(f.normalized, `normalized of ${where}`).toBe(normalizeUri(p.uri));
  });
}

// ---------------------------------------------------------------------------------------------

describe("the generator (test/helpers/plant-arbitrary.ts) makes valid plantable URIs", () => {
  const contexts: PlantContext[] = ["angle", "double-quote", "single-quote", "bare"];
  for (const family of URI_FAMILIES) {
    it(`${family}: valid (validateUri), plantable, normalize idempotent`, () => {
      fc.assert(
        fc.property(
          fc
            .constantFrom(...contexts)
            .chain((ctx) => uriOf(family, ctx).map((u) => ({ ...u, ctx }))),
          ({ uri, ctx }) => {
            expect(isPlantable(uri, ctx), uri).toBe(true);
            const v = validateUri(uri);
            expect(v.errors, uri).toEqual([]);
            expect(v.valid, uri).toBe(true);
            const n = normalizeUri(uri);
            expect(normalizeUri(n), uri).toBe(n);
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});

describe("regressions the generators found", () => {
  it("core: a wais path with a dot-segment is not valid, so it cannot normalize into an invalid one (issue 2)", () => {
    for (const uri of ["wais://aa/.", "wais://aa/.?a", "wais://aa/a/a/.", "wais://aa/./a/a"]) {
      expect(validateUri(uri).errors, uri).toContain("bad-wais");
      expect(() => normalizeUri(uri), uri).toThrow();
    }
  });

  it("extract: inside `<…>` and quotes the delimiter marks the scheme start (`a.aw://…`)", () => {
    // DESIGN.md: context from the byte before the scheme; a scheme may hold "." (RFC 3986
    // §3.1). The "see...http://" look-back heuristic must not split a delimited scheme.
    for (const [text, uri] of [
      ["see <a.aw://aa.example/x> y", "a.aw://aa.example/x"],
      ['see "a.aw://aa.example/x" y', "a.aw://aa.example/x"],
      ["see 'ab.go://aa.example/x' y", "ab.go://aa.example/x"],
      ["see <URL:x1.sip://aa.example/> y", "x1.sip://aa.example/"],
    ]) {
      const found = extractText(text!, { mode: "text" });
      expect(
        found.map((f) => [f.uri, f.delimiter]),
        text,
      ).toEqual([[uri, found[0]?.delimiter]]);
      expect(["angle", "quote", "url-prefix"]).toContain(found[0]?.delimiter);
    }
  });

  it("extract: line/column do not depend on the chunking (issue 3)", () => {
    const cases: Array<[string, number]> = [
      ["x\n<http://b.example/>\nhttp://a.example/ y", 21],
      ["the <data:,a> café\n(see http://bücher.example:1.) the ", 13],
    ];
    for (const [text, cut] of cases) {
      const bytes = Buffer.from(text);
      const got: Found[] = [];
      const scanner = createTextScanner({ mode: "text" }, (f) => got.push(f));
      scanner.push(bytes.subarray(0, cut));
      scanner.push(bytes.subarray(cut));
      scanner.end();
      const whole = extractText(text, { mode: "text" });
      expect(
        got.map((f) => [f.uri, f.line, f.column]),
        `${JSON.stringify(text)} cut at byte ${cut}`,
      ).toEqual(whole.map((f) => [f.uri, f.line, f.column]));
    }
  });

  it("generator: no lone '<' of the noise ends the line before a plant (it would be the plant's wrapper)", () => {
    fc.assert(
      fc.property(planted(fc.oneof(...Object.values(CONTEXTS))), (c) => {
        const bytes = Buffer.from(c.text);
        for (const [from] of c.ranges) {
          const before = bytes.subarray(Math.max(0, from - 4), from).toString();
          expect(/(^|\s)<\r?\n$/.test(before), c.text).toBe(false);
        }
      }),
      { numRuns: 4000 },
    );
  });

  it("generator: no HTML character reference is completed by the sentence's ';' after a bare URI (`…?a=&#0` in `X; then`)", () => {
    // RULES.md "Escaped HTML": "&#0;" refers to a C0 control and ends the URI — the plant's
    // "&" is written "%26" (fitToContext), and the URI as generated is no bare plant
    for (const uri of ["dkxrhwqi://aa?a=&#0", "http://aa/?b=&#x1F", "http://aa/?c=&amp"]) {
      const fitted = fitToContext(uri, "bare");
      expect(isPlantable(uri, "bare"), uri).toBe(false);
      expect(isPlantable(fitted, "bare"), fitted).toBe(true);
      expect(validateUri(fitted).valid, fitted).toBe(true);
      expect(extractText(`${fitted}; then`).map((f) => f.uri)).toEqual([fitted]);
    }
  });
});

describe("planted URIs are found exactly once amid noise (issue 3)", () => {
  it("a fixed example per context", () => {
    const fixed: Planted[] = [
      [
        "angle",
        "Note: see <http://lists.example.org/pipermail/uri/1997-May/000123.html>, Re: x",
        "http://lists.example.org/pipermail/uri/1997-May/000123.html",
      ],
      [
        "wrapped",
        "> see <http://lists.example.org/pipermail/uri/\n> 1997-May/000123.html>\n",
        "http://lists.example.org/pipermail/uri/1997-May/000123.html",
      ],
      [
        "url-prefix",
        "at 12:30 <URL:ftp://ftp.w3.org/pub/www/doc> <b>",
        "ftp://ftp.w3.org/pub/www/doc",
      ],
      [
        "quote",
        'under "http://www.w3.org/Addressing/", <123@host>',
        "http://www.w3.org/Addressing/",
      ],
      [
        "paren",
        "(http://en.wikipedia.org/wiki/URI_(disambiguation))",
        "http://en.wikipedia.org/wiki/URI_(disambiguation)",
      ],
      [
        "bare",
        "The book is urn:isbn:0-395-36341-1. 日本語 jim@example.com",
        "urn:isbn:0-395-36341-1",
      ],
      // url-berners-lee-1993.txt References: a `>` alone on an unquoted continuation line
      // closes the brackets; a break inside a percent-encoding
      [
        "wrapped",
        '            Protocol" University of Minnesota, December 1991,\n            URL=<ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol\n            >. See also\n',
        "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol",
      ],
      [
        "wrapped",
        "            >. See also\n            URL=<gopher://gopher.micro.umn.edu/00/Information%20About%2\n            0Gopher/About%20Gopher>\n",
        "gopher://gopher.micro.umn.edu/00/Information%20About%20Gopher/About%20Gopher",
      ],
    ].map(([context, text, uri]) => {
      const body = text!;
      return {
        text: body,
        plants: [plant(context!, body, uri!, [])],
        ranges: [[0, Buffer.byteLength(body)]],
      };
    });
    for (const c of fixed) {
      const found = extractText(c.text, { mode: "text" });
      expect(
        found.map((f) => f.uri),
        describeCase(c, found),
      ).toEqual([c.plants[0]!.uri]);
    }
  });

  for (const [name, arb] of Object.entries(CONTEXTS)) {
    it(`${name}`, () => {
      fc.assert(fc.property(planted(arb), check), { numRuns: NUM_RUNS });
    });
  }

  it('hyphen: "drop" and "both" readings of a line break after `-`', () => {
    const hyphenOnly = hyphenWrapped.filter((p) => p.variants.length === 1);
    fc.assert(
      fc.property(noise, hyphenOnly, noise, (before, p, after) => {
        const text = `${before} ${p.text}\n${after}`;
        const kept = p.uri;
        const dropped = p.variants[0]!;
        // a reading that is not a valid URI is not emitted (default: no includeInvalid);
        // "drop" gives the kept reading when only it is valid
        const keptOk = validateUri(kept).valid;
        const droppedOk = validateUri(dropped).valid;
        const drop = extractText(text, { mode: "text", hyphen: "drop" });
        expect(
          drop.map((f) => [f.uri, f.variants]),
          JSON.stringify(text),
        ).toEqual(droppedOk ? [[dropped, [kept]]] : keptOk ? [[kept, [dropped]]] : []);
        const both = extractText(text, { mode: "text", hyphen: "both" });
        const expected: Array<[string, string[]]> = [];
        if (keptOk) expected.push([kept, [dropped]]);
        if (droppedOk) expected.push([dropped, [kept]]);
        expect(
          both.map((f) => [f.uri, f.variants]),
          JSON.stringify(text),
        ).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it("all contexts mixed in one text", () => {
    fc.assert(fc.property(planted(fc.oneof(...Object.values(CONTEXTS))), check), {
      numRuns: NUM_RUNS,
    });
  });

  it("long URIs (1–7 kB, under maxLength) in every context", () => {
    const templates: Array<[PlantContext, (u: string) => string]> = [
      ["angle", (u) => `see <${u}> x`],
      ["angle", (u) => `see <URL:${u}> x`],
      ["double-quote", (u) => `see "${u}" x`],
      ["single-quote", (u) => `see '${u}' x`],
      ["bare", (u) => `see ${u}. x`],
      ["bare", (u) => `see (${u}) x`],
      ["bare", (u) => `see URL: ${u}, x`],
    ];
    const longPlant = fc.oneof(
      fc.tuple(longHttpUri, fc.constantFrom(...templates)).map(([long, [ctx, t]]) => {
        const uri = fitToContext(long, ctx);
        return { input: t(uri), uri };
      }),
      // wrapped: the long URI broken over lines
      longHttpUri.chain((uri) =>
        wrappedText(uri).map(({ text }) => ({ input: `see <${text}>`, uri })),
      ),
    );
    fc.assert(
      fc.property(longPlant, noise, ({ input, uri }, after) => {
        expect(Buffer.byteLength(uri)).toBeLessThan(8192);
        const found = extractText(`${input}\n${after}`, { mode: "text" });
        expect(
          found.map((f) => f.uri),
          input.slice(0, 200),
        ).toEqual([uri]);
      }),
      { numRuns: 80 },
    );
  });

  it('self-delimited plants glued together: `<X><Y>`, `<X>,<Y>`, `"X","Y"`', () => {
    const item = fc.oneof(
      plantableUri("angle").map(({ uri }) => ({ text: `<${uri}>`, uri })),
      plantableUri("double-quote").map(({ uri }) => ({ text: `"${uri}"`, uri })),
      plantableUri("angle").map(({ uri }) => ({ text: `<URL:${uri}>`, uri })),
    );
    fc.assert(
      fc.property(
        noise,
        fc.array(fc.tuple(item, fc.constantFrom("", ",", ";", ", ", "|")), {
          minLength: 2,
          maxLength: 4,
        }),
        (lead, items) => {
          const text = `${lead}${items.map(([it, glue]) => it.text + glue).join("")}\n`;
          const found = extractText(text, { mode: "text" });
          expect(
            found.map((f) => f.uri),
            JSON.stringify(text),
          ).toEqual(items.map(([it]) => it.uri));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it("noise alone yields nothing", () => {
    fc.assert(
      fc.property(noise, (text) => {
        const found = extractText(text, { mode: "text" });
        expect(
          found.map((f) => f.uri),
          JSON.stringify(text),
        ).toEqual([]);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

/**
 * the input as bytes, cut at 0–8 random offsets (inside UTF-8 sequences, CRLF, `URL:` …),
 * or into chunks of 1–3 bytes
 */
function chunked(c: Planted): fc.Arbitrary<Uint8Array[]> {
  const bytes = Buffer.from(c.text);
  const split = (cuts: number[]): Uint8Array[] => {
    const out: Uint8Array[] = [];
    let last = 0;
    for (const cut of [
      ...cuts.filter((x) => x > 0 && x < bytes.length).sort((a, b) => a - b),
      bytes.length,
    ]) {
      out.push(bytes.subarray(last, cut));
      last = cut;
    }
    return out;
  };
  return fc.oneof(
    {
      arbitrary: fc
        .uniqueArray(fc.integer({ min: 1, max: Math.max(1, bytes.length - 1) }), { maxLength: 8 })
        .map(split),
      weight: 4,
    },
    {
      arbitrary: fc.integer({ min: 1, max: 3 }).map((size) => {
        const cuts: number[] = [];
        for (let k = size; k < bytes.length; k += size) cuts.push(k);
        return split(cuts);
      }),
      weight: 1,
    },
  );
}

const anyContext = fc.oneof(...Object.values(CONTEXTS));

describe("planted URIs in random chunks (results never depend on the split)", () => {
  it("createTextScanner: push in random chunks = extractText on the whole", () => {
    fc.assert(
      fc.property(
        planted(anyContext).chain((c) => chunked(c).map((chunks) => ({ c, chunks }))),
        ({ c, chunks }) => {
          const whole = extractText(c.text, { mode: "text" });
          const got: Found[] = [];
          const scanner = createTextScanner({ mode: "text" }, (f) => got.push(f));
          for (const chunk of chunks) scanner.push(chunk);
          scanner.end();
          expect(
            got,
            JSON.stringify({ text: c.text, chunks: chunks.map((x) => x.length) }),
          ).toEqual(whole);
          expect(got.map((f) => f.uri)).toEqual(c.plants.map((p) => p.uri));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it("createExtractStream (public API): a Readable of random chunks through the Transform", async () => {
    await fc.assert(
      fc.asyncProperty(
        planted(anyContext).chain((c) => chunked(c).map((chunks) => ({ c, chunks }))),
        async ({ c, chunks }) => {
          const got: Found[] = [];
          const stream = Readable.from(chunks.map((x) => Buffer.from(x))).pipe(
            createExtractStream({ mode: "text" }),
          );
          for await (const f of stream) got.push(f as Found);
          expect(got, JSON.stringify(c.text)).toEqual(extract(c.text, { mode: "text" }));
          expect(got.map((f) => f.uri)).toEqual(c.plants.map((p) => p.uri));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("createWebExtractStream (public API): random chunks through the WHATWG TransformStream", async () => {
    await fc.assert(
      fc.asyncProperty(
        planted(anyContext).chain((c) => chunked(c).map((chunks) => ({ c, chunks }))),
        async ({ c, chunks }) => {
          const got: Found[] = [];
          const source = new ReadableStream<Uint8Array>({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(chunk);
              controller.close();
            },
          });
          const reader = source.pipeThrough(createWebExtractStream({ mode: "text" })).getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            got.push(value);
          }
          expect(got, JSON.stringify(c.text)).toEqual(extractText(c.text, { mode: "text" }));
          expect(got.map((f) => f.uri)).toEqual(c.plants.map((p) => p.uri));
        },
      ),
      { numRuns: 60 },
    );
  });
});
