/**
 * The specs' own examples (../shared/checks/public-extract-cases.json) through extractText:
 * exactly the expected URIs, in order, with the expected variants.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";

interface Case {
  id: string;
  source: string;
  text: string;
  expect: string[];
  variants?: string[];
}

const path = new URL("../../../shared/checks/public-extract-cases.json", import.meta.url);
const cases: Case[] = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : [];

if (cases.length === 0) console.warn(`public cases skipped: ${path.pathname} not found`);

describe.skipIf(cases.length === 0)("public extract cases", () => {
  for (const c of cases) {
    test(`${c.id} (${c.source})`, () => {
      const found = extractText(c.text);
      expect(found.map((f) => f.uri)).toEqual(c.expect);
      if (c.variants) expect(found.flatMap((f) => f.variants)).toEqual(c.variants);
      for (const f of found) {
        expect(f.valid).toBe(true);
        // raw is the exact source span
        expect(Buffer.from(c.text).subarray(f.start, f.end).toString()).toBe(f.raw);
      }
    });
  }
});
