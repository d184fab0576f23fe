/**
 * Records share what was made for the same bytes before (span-memo.ts: the raw and uri
 * strings and the analysis; analysis-cache.ts: frozen error and warning lists). A shared
 * record part must never be another span's.
 */
import { describe, expect, test } from "vitest";
import { spanHash, spanLookup, spanStore } from "../../src/extract/span-memo.js";
import { analyzeUri, extract, normalizeUri } from "../../src/index.js";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe("records built from remembered spans", () => {
  test("every record's raw is its own input bytes, with many spans per memo slot", () => {
    // 12,000 distinct URIs in four wrappers (48,000 spans for 4,096 slots), twice over: the
    // second pass hits the memo wherever the first left an entry, and collides elsewhere
    const forms = [
      (u: string) => `see <${u}> now`,
      (u: string) => `at ${u}, or`,
      (u: string) => `"${u}"`,
      (u: string) => `<URL:${u}>`,
    ];
    const lines: string[] = [];
    const uris: string[] = [];
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < 12_000; i++) {
        // every fifth is an IRI: kept by its bytes like the others
        const u = `http://h${i % 97}.example/p/${i}${i % 5 === 0 ? "/é" : ""}`;
        lines.push(forms[i % 4]!(u));
        uris.push(u);
      }
    }
    const input = encoder.encode(lines.join("\n"));
    const found = extract(input, { mode: "text" });
    expect(found.map((f) => f.uri)).toEqual(uris);
    for (const f of found) {
      expect(f.raw).toBe(decoder.decode(input.subarray(f.start, f.end)));
      expect(f.normalized).toBe(normalizeUri(f.uri));
    }
  });

  test("the same URI in another wrapper keeps its own raw and delimiter", () => {
    const text =
      "<http://a.example/x> http://a.example/x 'http://a.example/x' <http://a.example/x>";
    const found = extract(text, { mode: "text" });
    expect(found.map((f) => [f.raw, f.delimiter])).toEqual([
      ["<http://a.example/x>", "angle"],
      ["http://a.example/x", "bare"],
      ["'http://a.example/x'", "quote"],
      ["<http://a.example/x>", "angle"],
    ]);
  });
});

describe("the lists of a record are read-only", () => {
  test("errors, warnings and variants are frozen; changing one throws and changes no other record", () => {
    const text = "http://user:pw@a.example/ and http://user:pw@a.example/ and http://a.example/";
    const [a, b, c] = extract(text, { mode: "text" });
    expect(a!.warnings).toContain("userinfo-password");
    for (const f of [a!, b!, c!]) {
      expect(Object.isFrozen(f.errors)).toBe(true);
      expect(Object.isFrozen(f.warnings)).toBe(true);
      expect(Object.isFrozen(f.variants)).toBe(true);
    }
    expect(() => a!.warnings.push("mine")).toThrow(TypeError);
    expect(() => c!.errors.push("mine")).toThrow(TypeError);
    expect(b!.warnings).toEqual(a!.warnings);
    expect(extract("http://a.example/", { mode: "text" })[0]!.errors).toEqual([]);
    // the public analyzeUri still hands out the caller's own arrays
    const own = analyzeUri("http://user:pw@a.example/");
    own.warnings.push("mine");
    expect(extract("http://user:pw@a.example/", { mode: "text" })[0]!.warnings).not.toContain(
      "mine",
    );
  });

  test("a hyphen variant is frozen too", () => {
    const [f] = extract("<http://example.com/some-\n  thing>", { mode: "text" });
    expect(f!.variants).toEqual(["http://example.com/something"]);
    expect(Object.isFrozen(f!.variants)).toBe(true);
  });

  test("records stay plain data: JSON and structuredClone see the lists", () => {
    const [f] = extract("http://user:pw@a.example/", { mode: "text" });
    const json = JSON.parse(JSON.stringify(f));
    expect(json.warnings).toEqual(f!.warnings);
    const copy = structuredClone(f!);
    copy.warnings.push("mine");
    expect(copy.warnings).toContain("mine");
  });
});

describe("the span memo's table (span-memo.ts)", () => {
  const analysis = analyzeUri("http://a.example/");
  const span = (i: number) => encoder.encode(`http://m${i}.example/path`);
  const slotOf = (b: Uint8Array) => spanHash(b, 0, b.length, 0, b.length);

  test("two spans hashed to the two slots of one pair are both kept", () => {
    // find spans whose slots are X and X ^ 1: with the pair's entry moved on every store,
    // each dropped the other, and both missed at every occurrence
    const bySlot = new Map<number, Uint8Array>();
    let pair: [Uint8Array, Uint8Array] | undefined;
    for (let i = 0; pair === undefined; i++) {
      const b = span(i);
      const other = bySlot.get(slotOf(b) ^ 1);
      if (other !== undefined) pair = [other, b];
      else bySlot.set(slotOf(b), b);
    }
    const [a, b] = pair;
    for (let round = 0; round < 3; round++)
      for (const s of [a, b]) {
        const raw = decoder.decode(s);
        if (spanLookup(slotOf(s), s, 0, s.length, 0, s.length) === undefined)
          spanStore(slotOf(s), s, 0, s.length, 0, s.length, raw, raw, analysis);
      }
    for (const s of [a, b])
      expect(spanLookup(slotOf(s), s, 0, s.length, 0, s.length)?.raw).toBe(decoder.decode(s));
  });

  test("a non-ASCII span is kept and hit by its bytes, and only by them", () => {
    const iri = encoder.encode("http://münchen.example/straße");
    const other = encoder.encode("http://münchen.example/straßf");
    const raw = decoder.decode(iri);
    spanStore(slotOf(iri), iri, 0, iri.length, 0, iri.length, raw, raw, analysis);
    expect(spanLookup(slotOf(iri), iri, 0, iri.length, 0, iri.length)?.raw).toBe(raw);
    expect(spanLookup(slotOf(iri), other, 0, other.length, 0, other.length)).toBeUndefined();
    // ill-formed bytes decode alike (U+FFFD) but are other bytes: no hit
    const bad1 = new Uint8Array([...encoder.encode("http://x.example/"), 0xff]);
    const bad2 = new Uint8Array([...encoder.encode("http://x.example/"), 0xfe]);
    const r1 = decoder.decode(bad1);
    spanStore(slotOf(bad1), bad1, 0, bad1.length, 0, bad1.length, r1, r1, analysis);
    expect(spanLookup(slotOf(bad1), bad1, 0, bad1.length, 0, bad1.length)).toBeDefined();
    expect(spanLookup(slotOf(bad1), bad2, 0, bad2.length, 0, bad2.length)).toBeUndefined();
  });
});
