/**
 * Bytes that are not UTF-8 (Latin-1 or windows-1252 text: old mail, logs, documents) are read
 * one by one as windows-1252 (chars.ts decodeCharAt, found.ts decodeUtf8OrWindows1252): a URI
 * with an accent is found whole, not cut before it, and reads as the same text written in
 * UTF-8 does.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { decodeUtf8OrWindows1252 } from "../../src/extract/found.js";
import { createTextScanner } from "../../src/extract/overstrike.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";

const latin1 = (s: string) => Buffer.from(s, "latin1");
const uris = (bytes: Uint8Array, options: ExtractOptions = {}) =>
  extractText(bytes, options).map((f) => f.uri);

/** windows-1252 bytes of a string of its repertoire (the 0x80–0x9F characters included) */
const C1 = "€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ";
function windows1252(s: string): Uint8Array {
  return Uint8Array.from(s, (ch) => {
    const u = ch.charCodeAt(0);
    const k = C1.indexOf(ch);
    return u >= 0x80 && u < 0xa0 ? 0x3f : k >= 0 ? 0x80 + k : u;
  });
}

describe("bytes that are not UTF-8: windows-1252", () => {
  it("a Latin-1 letter inside a URI, in every delimiter form", () => {
    const cases: Array<[string, string[]]> = [
      ["see http://example.com/caf\xe9 ok", ["http://example.com/café"]],
      ["see http://example.com/caf\xe9.", ["http://example.com/café"]],
      ["<http://example.com/\xe9t\xe9>", ["http://example.com/été"]],
      [
        "\"http://example.com/na\xefve\" and 'http://example.com/\xfc'",
        ["http://example.com/naïve", "http://example.com/ü"],
      ],
      ["<URL:http://ex\xe9mple.com/>", ["http://exémple.com/"]],
      ["(http://example.com/\xc5ngstr\xf6m)", ["http://example.com/Ångström"]],
      // wrapped across lines, in angle brackets and in quotes (2396bis App. E)
      ["<http://example.org/caf\xe9/\n   men\xfc.html>", ["http://example.org/café/menü.html"]],
      ['"http://example.org/caf\xe9/\n   men\xfc.html"', ["http://example.org/café/menü.html"]],
      // at the very end of the input
      ["http://example.com/caf\xe9", ["http://example.com/café"]],
    ];
    for (const [text, want] of cases)
      expect(uris(latin1(text)), JSON.stringify(text)).toEqual(want);
    const [f] = extractText(latin1("<http://ex\xe9mple.com/caf\xe9>"));
    expect(f).toMatchObject({
      uri: "http://exémple.com/café",
      normalized: "http://xn--exmple-cva.com/caf%C3%A9",
      raw: "<http://exémple.com/café>",
      valid: true,
      start: 0,
      end: 25, // bytes: one per character
    });
  });

  it("windows-1252 punctuation delimits a URI as its Unicode character does", () => {
    const cases: Array<[Uint8Array, string[]]> = [
      [
        windows1252("“http://example.com/x” said ‘http://example.com/y’"),
        ["http://example.com/x", "http://example.com/y"],
      ],
      [
        windows1252("«http://example.com/z» http://example.com/a\xa0b"),
        ["http://example.com/z", "http://example.com/a"],
      ],
      [
        windows1252("see http://example.com/w… and http://example.com/v—next"),
        ["http://example.com/w", "http://example.com/v"],
      ],
      // windows-1252's soft hyphen where a formatter broke a scheme or a path (2396bis App. E)
      [
        latin1("see go\xad\n  pher://x.example/a and <tel\xad\n  net://h.example/>"),
        ["gopher://x.example/a", "telnet://h.example/"],
      ],
      [latin1("see http://x.example/long\xad\npath ok"), ["http://x.example/longpath"]],
      // an undefined windows-1252 byte reads as its C1 control: the URI ends there
      [latin1("http://example.com/u\x81x"), ["http://example.com/u"]],
    ];
    for (const [bytes, want] of cases) {
      expect(uris(bytes), Buffer.from(bytes).toString("latin1")).toEqual(want);
    }
  });

  it("a stray byte in UTF-8 text is read alone; the UTF-8 around it as UTF-8", () => {
    const bytes = Buffer.concat([
      Buffer.from("http://example.com/é", "utf8"),
      latin1("\xe9"),
      Buffer.from("ü/日本 x", "utf8"),
    ]);
    expect(uris(bytes)).toEqual(["http://example.com/ééü/日本"]);
    // a sequence cut short: each of its bytes alone ("\xe2\x80" then "x": "â€x")
    expect(uris(latin1("http://example.com/\xe2\x80x y"))).toEqual(["http://example.com/â€x"]);
    // fuzzy links too (linkify-it runs on the text read so)
    expect(
      uris(latin1("voir www.caf\xe9.fr/men\xfc et jos\xe9@exemple.fr."), { fuzzy: true }),
    ).toEqual(["http://www.café.fr/menü", "mailto:josé@exemple.fr"]);
    const [f] = extractText(latin1("\xe9\xe9 www.caf\xe9.fr/x ok"), { fuzzy: true });
    expect([f?.start, f?.end, f?.column]).toEqual([3, 16, 4]);
    // U+FFFD written in UTF-8 is itself, no windows-1252 reading of its bytes: no IRI
    // character, it ends the URI (chars.ts iriCodePoint)
    expect(
      extractText("http://example.com/\ufffd", { includeInvalid: true }).map((f) => f.raw),
    ).toEqual(["http://example.com/"]);
  });

  const letters = [..."éèêëàâäçîïôöùûüÿñÅÆØßæøåÉÀÇ"];
  const piece = fc.oneof(
    fc.constantFrom(
      "http://example.com/",
      "https://ex",
      "<http://example.org/",
      "<URL:http://example.net/",
      '"http://example.org/',
      "'https://example.org/",
      "(http://example.org/",
      "mailto:jos",
      "@example.org",
      ">",
      ")",
      '"',
      "'",
      ".",
      ",",
      ";",
      ":",
      "/",
      "?q=",
      "#",
      "-",
      "-\n",
      "\n   ",
      "\n> ",
      " ",
      "  ",
      "\t",
      "«",
      "»",
      "¿",
      "¡",
      "·",
      "°",
      "§",
      "“",
      "”",
      "‘",
      "’",
      "–",
      "—",
      "…",
      "€",
      "\xa0",
      "\xad",
      "\xad\n",
      "www.example.com",
      "a@b.example",
    ),
    fc.constantFrom(...letters),
    fc.stringMatching(/^[a-z0-9]{1,6}$/),
  );
  const textArb = fc.array(piece, { minLength: 1, maxLength: 30 }).map((p) => p.join(""));
  const optionsArb = fc.record({
    includeInvalid: fc.boolean(),
    fuzzy: fc.boolean(),
    hyphen: fc.constantFrom("keep" as const, "both" as const),
    maxLength: fc.constantFrom(undefined, 64),
  });
  const reading = (found: Found[]) =>
    found.map((f) => [f.uri, f.normalized, f.valid, f.delimiter, f.wrapped, f.variants, f.line]);

  /** Do windows-1252 bytes happen to hold a well-formed UTF-8 sequence ("Ø“" is D8 93)? */
  const fatal = new TextDecoder("utf-8", { fatal: true });
  function holdsUtf8(bytes: Uint8Array): boolean {
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      const len = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 ? 2 : 0;
      if (len === 0 || i + len > bytes.length) continue;
      try {
        fatal.decode(bytes.subarray(i, i + len));
        return true;
      } catch {}
    }
    return false;
  }

  it("windows-1252 text gives the URIs its UTF-8 encoding gives (property)", () => {
    // (bytes that are also UTF-8 are read as UTF-8: that reading is the text's own then)
    expect(holdsUtf8(windows1252("Ø“"))).toBe(true);
    expect(uris(windows1252("http://example.com/Ø“"))).toEqual(["http://example.com/\u0613"]);
    // a soft hyphen ending a line inside quotes is typesetting in both (session 28)
    const shy = '"http://example.org/a\u00ad\n  b" x';
    expect(reading(extractText(windows1252(shy)))).toEqual(
      reading(extractText(Buffer.from(shy, "utf8"))),
    );
    expect(uris(windows1252(shy))).toEqual(["http://example.org/ab"]);
    // … also after a letter whose windows-1252 byte looks like a UTF-8 lead (E9, then AD)
    const afterLead = '"http://example.org/\u00e9\u00ad\n"http://example.org/x';
    expect(reading(extractText(windows1252(afterLead)))).toEqual(
      reading(extractText(Buffer.from(afterLead, "utf8"))),
    );
    expect(uris(windows1252(afterLead))[0]).toBe("http://example.org/\u00e9");
    // … and a hard-wrapped IRI's tail that opens with a letter of its own (session 41: the
    // property's case, "é" one byte here and two in UTF-8)
    const tail =
      "http://example.com/http://example.com/http://example.com/\n   \u00e9www.example.com";
    expect(reading(extractText(windows1252(tail)))).toEqual(
      reading(extractText(Buffer.from(tail, "utf8"))),
    );
    fc.assert(
      fc.property(textArb, optionsArb, (text, options) => {
        fc.pre(!holdsUtf8(windows1252(text)));
        // (maxLength counts bytes, and a letter takes one byte here, two in UTF-8)
        const o = { ...options, maxLength: undefined };
        const asUtf8 = extractText(Buffer.from(text, "utf8"), o);
        const as1252 = extractText(windows1252(text), o);
        expect(reading(as1252), JSON.stringify(text)).toEqual(reading(asUtf8));
      }),
      { numRuns: 3000 },
    );
  });

  const stray = fc.constantFrom(
    latin1("\xe9"),
    latin1("\xc3"),
    latin1("\xa9"),
    latin1("\xe2\x80"),
    latin1("\xf0\x9f\x98"),
    latin1("\x80"),
    latin1("\x93"),
    latin1("\xa0"),
    latin1("\xad"),
    latin1("\xff"),
  );
  const mixedArb = fc
    .array(
      fc.oneof(
        piece.map((s) => Buffer.from(s, "utf8")),
        stray,
      ),
      { minLength: 1, maxLength: 30 },
    )
    .map((parts) => Buffer.concat(parts));

  it("bytes read as they are = the same text transcoded to UTF-8 first (property)", () => {
    // a wrapped URI's pieces too: a piece that ends inside a UTF-8 sequence is not completed
    // by the next one ("<http://x/a\xC3" LF "\xA9b>" is "…/aÃ©b": candidate.ts markCut)
    expect(uris(latin1("<http://x.example/a\xc3\n\xa9b>"))).toEqual(["http://x.example/aÃ©b"]);
    expect(uris(latin1('"http://x.example/a\xe2\x80\n \xa8b"'))).toEqual([
      "http://x.example/aâ€¨b",
    ]);
    expect(uris(latin1("<URL:http://example.net/\xc9 \xa7>"))).toEqual(["http://example.net/É§"]);
    fc.assert(
      fc.property(mixedArb, optionsArb, (bytes, options) => {
        // (maxLength counts bytes, which transcoding changes)
        const o = { ...options, maxLength: undefined };
        const text = decodeUtf8OrWindows1252(bytes, 0, bytes.length);
        const asRead = extractText(bytes, o);
        const transcoded = extractText(Buffer.from(text, "utf8"), o);
        expect(reading(asRead), JSON.stringify(text)).toEqual(reading(transcoded));
      }),
      { numRuns: 3000 },
    );
  });

  it("results do not depend on the chunking, cuts inside ill-formed sequences included", () => {
    fc.assert(
      fc.property(
        mixedArb,
        fc.array(fc.nat(), { maxLength: 8 }),
        optionsArb,
        (bytes, cuts, options) => {
          const whole = extractText(bytes, options);
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort(
            (a, b) => a - b,
          );
          const out: Found[] = [];
          const s = createTextScanner(options, (f) => out.push(f));
          let from = 0;
          for (const p of [...points, bytes.length]) {
            s.push(bytes.subarray(from, p));
            from = p;
          }
          s.end();
          expect(out, bytes.toString("latin1")).toEqual(whole);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
