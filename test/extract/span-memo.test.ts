/**
 * Records share what was made for the same bytes before (span-memo.ts: the raw and uri
 * strings and the analysis; analysis-cache.ts: frozen error and warning lists). A shared
 * record part must never be another span's.
 */
import { describe, expect, test } from "vitest";
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
