/**
 * The analysis cache behind every record (src/extract/analysis-cache.ts): the same answers
 * as analyzeForText (analyzeUri, raw brackets read encoded), and bounded in entries and
 * characters whatever the input.
 */
import { describe, expect, test } from "vitest";
import {
  AnalysisCache,
  MAX_CHARS,
  MAX_ENTRIES,
  MAX_KEY,
} from "../../src/extract/analysis-cache.js";
import { analyzeForText } from "../../src/extract/raw-characters.js";

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
      for (const u of uris) expect(cache.analyze(u)).toEqual(analyzeForText(u));
    }
  });

  test("a URI asked with keep: false is answered but not kept", () => {
    const cache = new AnalysisCache();
    const once = "http://once.example/";
    expect(cache.analyze(once, false)).toEqual(analyzeForText(once));
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
