/**
 * Records share what was made for the same bytes before (span-memo.ts: the raw and uri
 * strings and the analysis; analysis-cache.ts: frozen error and warning lists). A shared
 * record part must never be another span's.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { analysisCacheHeld } from "../../src/extract/analysis-cache.js";
import {
  spanHash,
  spanHeld,
  spanLookup,
  spanMemoClear,
  spanRaw,
  spanRecurs,
  spanStore,
  spanUri,
} from "../../src/extract/span-memo.js";
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
  const span = (i: number, tag = "m") => encoder.encode(`http://${tag}${i}.example/path`);
  const keyOf = (b: Uint8Array) => spanHash(b, 0, b.length, 0, b.length);
  const slotOf = (b: Uint8Array) => keyOf(b) & 8191;
  const counterOf = (b: Uint8Array) => (keyOf(b) >>> 13) & 32767;

  /** one occurrence of the span, as found.ts handles it; true on a hit */
  const occur = (b: Uint8Array): boolean => {
    const key = keyOf(b);
    if (spanLookup(key, b, 0, b.length, 0, b.length) >= 0) return true;
    const raw = decoder.decode(b);
    if (spanRecurs(key)) spanStore(key, b, 0, b.length, 0, b.length, raw, raw, analysis);
    return false;
  };
  /** held now (counts no occurrence) */
  const held = (b: Uint8Array) => spanHeld(keyOf(b), b, 0, b.length, 0, b.length);

  /** `count` spans whose slots are all in one pair, and whose counters all differ */
  function samePair(count: number, tag: string): Uint8Array[] {
    const byPair = new Map<number, Uint8Array[]>();
    for (let i = 0; ; i++) {
      const b = span(i, tag);
      const list = byPair.get(slotOf(b) >> 1) ?? [];
      if (list.some((o) => counterOf(o) === counterOf(b))) continue;
      list.push(b);
      byPair.set(slotOf(b) >> 1, list);
      if (list.length === count) return list;
    }
  }

  beforeEach(() => spanMemoClear());

  test("a span seen once gets no entry; the second time it is kept", () => {
    const b = span(1, "once");
    expect(occur(b)).toBe(false);
    expect(held(b)).toBe(false);
    expect(occur(b)).toBe(false);
    expect(held(b)).toBe(true);
    expect(occur(b)).toBe(true);
  });

  test("a stream of distinct spans stores (almost) none of them", () => {
    // the first form of the rule read shared counters: under such a load nearly every first
    // sighting looked like a second one (1.87 M of 2 M distinct URIs were stored)
    const spans = Array.from({ length: 200_000 }, (_, i) => span(i, "uniq"));
    for (const b of spans) occur(b);
    // (a few whose 30-bit keys collide with an earlier span's may be)
    expect(spans.filter(held).length).toBeLessThan(20);
  });

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
    for (let round = 0; round < 3; round++) for (const s of [a, b]) occur(s);
    for (const s of [a, b]) expect(held(s)).toBe(true);
  });

  test("three spans taking turns in one pair: two keep their places and hit", () => {
    // least-recently-used replacement missed every occurrence here (each store dropped the
    // span that came next); the counts keep two of them
    const three = samePair(3, "turns");
    for (let round = 0; round < 10; round++) for (const s of three) occur(s);
    let hits = 0;
    for (let round = 0; round < 10; round++) for (const s of three) if (occur(s)) hits++;
    expect(hits).toBe(20);
  });

  test("a span that occurs more often than a pair's entries takes a place", () => {
    const [a, b, hot] = samePair(3, "hot");
    for (let round = 0; round < 3; round++) {
      occur(a!);
      occur(b!);
    }
    expect([held(a!), held(b!)]).toEqual([true, true]);
    let stored = -1;
    for (let i = 0; i < 10 && stored < 0; i++) if (occur(hot!)) stored = i;
    expect(stored).toBeGreaterThan(1);
    expect(held(hot!)).toBe(true);
  });

  test("counts fade: a span that was frequent gives way once it no longer occurs", () => {
    const [a, b, next] = samePair(3, "fade");
    // a and b occur often enough to saturate their counts; next as often, later: a tie, so
    // it waits
    for (let round = 0; round < 20; round++) {
      occur(a!);
      occur(b!);
    }
    for (let i = 0; i < 20; i++) occur(next!);
    expect(held(next!)).toBe(false);
    // 65,536 lookups of another span halve every count; next then occurs more than a or b
    const other = span(0, "other");
    const c = counterOf(other);
    expect([a, b, next].map((x) => counterOf(x!)).includes(c)).toBe(false);
    for (let i = 0; i < 8 * 8192; i++) occur(other);
    for (let i = 0; i < 10; i++) occur(next!);
    expect(held(next!)).toBe(true);
  });

  test("an entry's raw string and uri: the raw string itself, a slice of it, or its own", () => {
    const cases: Array<[string, number, number, string]> = [
      ["http://whole.example/a", 0, 22, "http://whole.example/a"],
      ["<http://sliced.example/b>", 1, 24, "http://sliced.example/b"],
      // character references read: not a slice of the raw string
      ['"http://refs.example/?a=1&amp;b=2"', 1, 33, "http://refs.example/?a=1&b=2"],
    ];
    for (const [text, u0, u1, uri] of cases) {
      const b = encoder.encode(text);
      const key = spanHash(b, 0, b.length, u0, u1);
      spanRecurs(key);
      expect(spanStore(key, b, 0, b.length, u0, u1, text, uri, analysis)).toBe(true);
      const slot = spanLookup(key, b, 0, b.length, u0, u1);
      expect(slot).toBeGreaterThanOrEqual(0);
      expect(spanRaw(slot)).toBe(text);
      expect(spanUri(slot)).toBe(uri);
      // the same bytes with other uri bounds are another span
      expect(spanLookup(key, b, 0, b.length, u0 + 1, u1)).toBe(-1);
    }
  });

  test("a non-ASCII span is kept and hit by its bytes, and only by them", () => {
    const iri = encoder.encode("http://münchen.example/straße");
    const other = encoder.encode("http://münchen.example/straßf");
    const raw = decoder.decode(iri);
    occur(iri);
    occur(iri);
    expect(held(iri)).toBe(true);
    expect(spanRaw(spanLookup(keyOf(iri), iri, 0, iri.length, 0, iri.length))).toBe(raw);
    expect(spanLookup(keyOf(iri), other, 0, other.length, 0, other.length)).toBe(-1);
    // ill-formed bytes decode alike (U+FFFD) but are other bytes: no hit
    const bad1 = new Uint8Array([...encoder.encode("http://x.example/"), 0xff]);
    const bad2 = new Uint8Array([...encoder.encode("http://x.example/"), 0xfe]);
    occur(bad1);
    occur(bad1);
    expect(held(bad1)).toBe(true);
    expect(spanLookup(keyOf(bad1), bad2, 0, bad2.length, 0, bad2.length)).toBe(-1);
  });

  test("long spans (kept as strings, not in the byte arena) hit only their own bytes", () => {
    // 129–256 bytes: past the arena's stride; an IRI among them; one byte apart in the middle
    const base = `http://long.example/${"a".repeat(100)}/`;
    for (const tail of ["x", `${"b".repeat(120)}`, "é/ü"]) {
      const span = encoder.encode(base + tail);
      const other = span.slice();
      other[60] = 0x62;
      occur(span);
      occur(span);
      expect(held(span), tail).toBe(true);
      expect(spanRaw(spanLookup(keyOf(span), span, 0, span.length, 0, span.length))).toBe(
        decoder.decode(span),
      );
      expect(spanLookup(keyOf(span), other, 0, other.length, 0, other.length)).toBe(-1);
    }
  });
});

describe("what the records keep in the span memo and the analysis cache", () => {
  const text = Array.from({ length: 50 }, (_, i) => `see http://kept${i}.example/p now`).join("\n");
  const spanOf = (i: number) => encoder.encode(`http://kept${i}.example/p`);
  const heldSpan = (b: Uint8Array) =>
    spanHeld(spanHash(b, 0, b.length, 0, b.length), b, 0, b.length, 0, b.length);

  test("a URI seen once is kept by neither; seen again, by the span memo alone", () => {
    spanMemoClear();
    const before = analysisCacheHeld().entries;
    expect(extract(text, { mode: "text" })).toHaveLength(50);
    expect(analysisCacheHeld().entries).toBe(before);
    expect(heldSpan(spanOf(7))).toBe(false);
    extract(text, { mode: "text" });
    for (let i = 0; i < 50; i++) expect(heldSpan(spanOf(i))).toBe(true);
    expect(analysisCacheHeld().entries).toBe(before);
    // and the third time every record comes from the span memo, the same as before
    expect(extract(text, { mode: "text" }).map((f) => f.normalized)).toEqual(
      Array.from({ length: 50 }, (_, i) => `http://kept${i}.example/p`),
    );
  });

  test("a span the span memo refuses: its URI is kept by the analysis cache", () => {
    spanMemoClear();
    // three spans of one slot pair, each seen twice: the pair holds two, the third is refused
    const counterOfKey = (i: number) => {
      const b = encoder.encode(`http://pair${i}.example/`);
      return (spanHash(b, 0, b.length, 0, b.length) >>> 13) & 32767;
    };
    const bySlot = new Map<number, number[]>();
    let three: number[] | undefined;
    for (let i = 0; three === undefined; i++) {
      const b = encoder.encode(`http://pair${i}.example/`);
      const key = spanHash(b, 0, b.length, 0, b.length);
      const pair = (key & 8191) >> 1;
      const list = bySlot.get(pair) ?? [];
      // (with counters of their own: a shared one would count the others' occurrences)
      if (list.some((j) => counterOfKey(j) === ((key >>> 13) & 32767))) continue;
      list.push(i);
      bySlot.set(pair, list);
      if (list.length === 3) three = list;
    }
    const doc = three.map((i) => `x http://pair${i}.example/ y`).join("\n");
    const before = analysisCacheHeld().entries;
    extract(doc, { mode: "text" });
    extract(doc, { mode: "text" });
    expect(analysisCacheHeld().entries).toBe(before + 1);
  });
});
