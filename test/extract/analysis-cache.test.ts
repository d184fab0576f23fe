/**
 * The analysis cache behind every record (src/extract/analysis-cache.ts): the same answers
 * as analyzeForText (analyzeUri, raw brackets read encoded), and bounded in entries and
 * characters whatever the input.
 */
import { describe, expect, test } from "vitest";
import type { UriAnalysis } from "../../src/core/analyze.js";
import {
  AnalysisCache,
  MAX_CHARS,
  MAX_ENTRIES,
  MAX_KEY,
} from "../../src/extract/analysis-cache.js";
import { analyzeForText } from "../../src/extract/raw-characters.js";

/** the cache's answer with a valid analysis's `normalized: null` read as the URI itself */
const expanded = (uri: string, a: UriAnalysis): UriAnalysis => ({
  ...a,
  normalized: a.valid ? (a.normalized ?? uri) : null,
});

describe("AnalysisCache", () => {
  test("answers what analyzeForText answers, on a hit as on a miss", () => {
    const cache = new AnalysisCache();
    const uris = [
      "http://Example.COM/%7e/a/../b",
      "urn:ISBN:0-395-36341-1",
      "http://[::1]:99999/",
      "mailto:Joe@Example.ORG",
      "http://例え.テスト/パス",
      "http://example.com/?a[]=1",
    ];
    for (let round = 0; round < 2; round++) {
      // a valid analysis in normal form with no warnings says normalized: null (the URI)
      for (const u of uris) expect(expanded(u, cache.analyze(u))).toEqual(analyzeForText(u));
    }
  });

  test("a URI asked with keep: false is answered but not kept", () => {
    const cache = new AnalysisCache();
    const once = "http://once.example/";
    expect(expanded(once, cache.analyze(once, false))).toEqual(analyzeForText(once));
    expect(cache.held.entries).toBe(0);
    // asked again to be kept: now it is, and the next answer is the same object
    const kept = cache.analyze(once);
    expect(cache.held.entries).toBe(1);
    expect(cache.analyze(once, false)).toBe(kept);
  });

  test("keeps recently used URIs across a generation change", () => {
    const cache = new AnalysisCache();
    const hot = "http://hot.example/";
    const first = cache.analyze(hot);
    for (let i = 0; i < 3 * MAX_ENTRIES; i++) {
      cache.analyze(`http://cold.example/${i}`);
      if (i % 1000 === 0) expect(cache.analyze(hot)).toBe(first);
    }
  });

  test("bounded in entries: unique URIs never grow it past two generations", () => {
    const cache = new AnalysisCache();
    for (let i = 0; i < 5 * MAX_ENTRIES; i++) cache.analyze(`http://example.org/${i}`);
    expect(cache.held.entries).toBeLessThanOrEqual(2 * MAX_ENTRIES);
  });

  test("bounded in characters: long unique URIs, and none longer than MAX_KEY kept", () => {
    const cache = new AnalysisCache();
    const pad = "a".repeat(MAX_KEY - 40);
    for (let i = 0; i < 3000; i++) cache.analyze(`http://example.org/${pad}/${i}`);
    expect(cache.held.chars).toBeLessThanOrEqual(2 * MAX_CHARS);
    const before = cache.held.entries;
    cache.analyze(`http://example.org/${"b".repeat(MAX_KEY)}`);
    expect(cache.held.entries).toBe(before);
  });
});

describe("shared analyses", () => {
  test("valid URIs in normal form with no warnings share one analysis per scheme", () => {
    const cache = new AnalysisCache();
    const a = cache.analyze("http://a.example/x");
    expect(cache.analyze("http://b.example/y")).toBe(a);
    expect(a.normalized).toBeNull();
    // not shared: another scheme, a URI not in normal form, one with a warning, an invalid one
    expect(cache.analyze("https://a.example/")).not.toBe(a);
    expect(cache.analyze("HTTP://a.example/x").normalized).toBe("http://a.example/x");
    expect(cache.analyze("http://example.com/?a[]=1").warnings.length).toBeGreaterThan(0);
    expect(cache.analyze("http://[::1]:99999/").valid).toBe(false);
  });

  test("records read the shared analysis's normalized as the URI itself", async () => {
    const { extract } = await import("../../src/index.js");
    const found = extract("see http://a.example/x and HTTP://B.example/%7e and http://a.example/x");
    expect(found.map((f) => f.normalized)).toEqual([
      "http://a.example/x",
      "http://b.example/~",
      "http://a.example/x",
    ]);
  });
});
