/**
 * The scanner without Node: createWebExtractStream is meant to run in a browser, where there
 * is no Buffer. The modules then take their fallbacks (memchr.ts, scanner.ts: the standard
 * Uint8Array#indexOf; found.ts: TextDecoder instead of Buffer#utf8Slice). Here the modules
 * are imported afresh with `globalThis.Buffer` undefined, and their records must equal, field
 * for field, those of the Node path on the same text, whatever the chunking, IRIs and
 * ill-formed UTF-8 included.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { createTextWebExtractStream } from "../../src/extract/web-stream.js";
import { extract, type Found } from "../../src/index.js";

const ROOT = resolve(import.meta.dirname, "../..");

const enc = new TextEncoder();
const bytes = (...parts: (string | number[])[]): Uint8Array => {
  const chunks = parts.map((p) => (typeof p === "string" ? enc.encode(p) : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let n = 0;
  for (const c of chunks) {
    out.set(c, n);
    n += c.length;
  }
  return out;
};

const TEXTS: [string, Uint8Array][] = [
  ["samples/notes.txt", new Uint8Array(readFileSync(resolve(ROOT, "samples/notes.txt")))],
  [
    "every delimiter, IRIs, a wrapped angle URI with quote markers, a hyphen at a line break",
    bytes(
      "> see <http://lists.example.org/pipermail/uri/\n> 1997-May/000123.html> and\n",
      "http://例え.jp/パス?q=ö#ä, <URL: ftp://x.org/a->\n",
      '"mailto:a@b.org" (http://en.wikipedia.org/wiki/A_(b)) [http://[::1]:80/x]\n',
      "'urn:isbn:0451450523' <http://example.com/very-\n  long-path> URL:https://e.org/x.\n",
      "Re: x 12:30:45 <1234@host> key:value HTTP/1.0 https://ドメイン.テスト/パス/ファイル\n",
    ),
  ],
  [
    "ill-formed UTF-8 inside and around URIs",
    bytes(
      "a http://ex.org/",
      [0xc3],
      "x http://ex.org/p",
      [0xe3, 0x81],
      " <http://ex.org/",
      [0xf0, 0x9f, 0x98],
      "y> http://ex.org/",
      [0xed, 0xa0, 0x80],
      "z http://例.jp/",
      [0xff, 0xfe],
      " end\n",
    ),
  ],
];

let webStream: typeof createTextWebExtractStream;
// the fallbacks, spied on before the modules load (they read Buffer then) to know they ran
let indexOfSpy: ReturnType<typeof vi.spyOn>;
let decodeSpy: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  vi.resetModules();
  vi.stubGlobal("Buffer", undefined);
  indexOfSpy = vi.spyOn(Uint8Array.prototype, "indexOf");
  decodeSpy = vi.spyOn(TextDecoder.prototype, "decode");
  ({ createTextWebExtractStream: webStream } = await import("../../src/extract/web-stream.js"));
  vi.unstubAllGlobals();
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

// invalid candidates too (an ill-formed sequence ends a candidate: no record holds U+FFFD)
const OPTIONS = { mode: "text", includeInvalid: true } as const;

async function viaWebStream(chunks: Uint8Array[]): Promise<Found[]> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  const reader = source.pipeThrough(webStream(OPTIONS)).getReader();
  const got: Found[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return got;
    got.push(value);
  }
}

describe("createWebExtractStream without Buffer (the browser fallbacks)", () => {
  for (const [name, text] of TEXTS) {
    it(`${name}: the same records as the Node path, whatever the chunking`, async () => {
      const want = extract(Buffer.from(text), OPTIONS);
      expect(want.length).toBeGreaterThan(3);
      expect(await viaWebStream([text])).toEqual(want);
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 }),
          async (cuts) => {
            const at = [0, ...cuts.sort((a, b) => a - b), text.length];
            const chunks = at.slice(1).map((e, k) => text.subarray(at[k], e));
            expect(await viaWebStream(chunks)).toEqual(want);
          },
        ),
        { numRuns: 25 },
      );
    });
  }

  it("ran through the fallbacks (Uint8Array#indexOf and TextDecoder were called)", async () => {
    indexOfSpy.mockClear();
    decodeSpy.mockClear();
    await viaWebStream([TEXTS[1]![1]]);
    expect(indexOfSpy).toHaveBeenCalled();
    expect(decodeSpy).toHaveBeenCalled();
  });
});
