/**
 * Corpus check (issue 3): in the RFC 8000–8999 corpus, angle-bracketed URIs wrapped across
 * lines — counted here with an independent, simple rule — are found whole (≥ 99 %).
 * Skipped with a message when ../shared/corpora/ is not there.
 */
import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { createTextScanner } from "../../src/extract/overstrike.js";
import type { Found } from "../../src/extract/types.js";

const path = new URL("../../../shared/corpora/rfc8000-8999.txt.gz", import.meta.url);
const present = existsSync(path);
if (!present) console.warn(`corpus test skipped: ${path.pathname} not found`);

describe.skipIf(!present)("RFC 8000–8999 corpus", () => {
  const bytes = present ? gunzipSync(readFileSync(path)) : Buffer.alloc(0);
  const found = present ? extractText(bytes) : [];

  test("angle-bracketed URIs wrapped across lines are found whole (≥ 99%)", () => {
    // Independent rule: "<" scheme ":" then non-space text, at least one line break with
    // indentation, more non-space text, ">"; no quote or "<" inside (that is XML, not a URI).
    const text = bytes.toString("latin1");
    const re = /<[a-zA-Z][a-zA-Z0-9+.-]*:[^\s<>"]*(?:[ \t]*\r?\n[ \t]*[^\s<>"]+)+>/g;
    const expected: Array<{ start: number; raw: string }> = [];
    for (const m of text.matchAll(re)) expected.push({ start: m.index!, raw: m[0] });
    expect(expected.length).toBeGreaterThan(1000);
    const byStart = new Map<number, Found>(found.map((f) => [f.start, f]));
    let whole = 0;
    for (const e of expected) {
      const f = byStart.get(e.start);
      if (f && f.end - f.start === e.raw.length && f.wrapped && !/\s/.test(f.uri)) whole++;
    }
    expect(whole / expected.length).toBeGreaterThanOrEqual(0.99);
  });

  test("64 KiB chunks give the same records as the whole", () => {
    const out: Found[] = [];
    const s = createTextScanner({}, (f) => out.push(f));
    for (let o = 0; o < bytes.length; o += 65536) s.push(bytes.subarray(o, o + 65536));
    s.end();
    expect(out.length).toBe(found.length);
    expect(out).toEqual(found);
  });
});
