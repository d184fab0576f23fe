/**
 * The stream wrappers: Node Transform (pipeline, backpressure, errors), async iterables,
 * the WHATWG TransformStream (and that its module graph holds no Node built-in).
 */
import { readFileSync } from "node:fs";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { createTextScanner } from "../../src/extract/overstrike.js";
import {
  createScannerTransform,
  createTextExtractStream,
  extractTextStream,
  scanAsyncIterable,
} from "../../src/extract/stream.js";
import type { Found, ScannerFactory } from "../../src/extract/types.js";
import { createTextWebExtractStream } from "../../src/extract/web-stream.js";

const line = (i: number) =>
  `line ${i}: see <http://example.com/${i}> and "ftp://example.org/${i}"\n`;
const text = Array.from({ length: 2000 }, (_, i) => line(i)).join("");
const bytes = Buffer.from(text);

function chunks(b: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let o = 0; o < b.length; o += size) out.push(b.subarray(o, o + size));
  return out;
}

describe("Node Transform", () => {
  test("works in pipeline() with Buffers and strings", async () => {
    const got: Found[] = [];
    const sink = new Writable({
      objectMode: true,
      write(f: Found, _e, done) {
        got.push(f);
        done();
      },
    });
    await pipeline(
      Readable.from(chunks(bytes, 777).map((c) => Buffer.from(c))),
      createTextExtractStream(),
      sink,
    );
    expect(got).toEqual(extractText(bytes));
    expect(got).toHaveLength(4000);

    const got2: Found[] = [];
    await pipeline(
      Readable.from(text.match(/[\s\S]{1,501}/g)!),
      createTextExtractStream(),
      new Writable({
        objectMode: true,
        write(f: Found, _e, done) {
          got2.push(f);
          done();
        },
      }),
    );
    expect(got2).toEqual(got);
  });

  test("honours backpressure with a slow consumer", async () => {
    const LINES = 3000;
    let produced = 0;
    let consumed = 0;
    let maxAhead = 0;
    const source = new Readable({
      read() {
        if (produced >= LINES) this.push(null);
        else this.push(Buffer.from(line(produced++)));
      },
    });
    const slow = new Writable({
      objectMode: true,
      highWaterMark: 1,
      write(_f: Found, _e, done) {
        consumed++;
        // lines read from the source but whose records are not consumed yet
        if (produced < LINES) maxAhead = Math.max(maxAhead, produced - consumed / 2);
        setImmediate(done);
      },
    });
    await pipeline(source, createTextExtractStream(), slow);
    expect(consumed).toBe(2 * LINES);
    // bounded by the streams' high-water marks (16 KiB of input ≈ 270 lines, 16 records),
    // not by the input: without backpressure the source would be drained at once
    expect(maxAhead).toBeLessThan(600);
  });

  test("errors propagate: scanner errors and source errors", async () => {
    const failing: ScannerFactory = () => ({
      push() {
        throw new Error("scanner boom");
      },
      end() {},
    });
    await expect(
      pipeline(
        Readable.from([Buffer.from("x")]),
        createScannerTransform(failing),
        new Writable({ objectMode: true, write: (_f, _e, d) => d() }),
      ),
    ).rejects.toThrow("scanner boom");

    const bad = new Readable({
      read() {
        this.destroy(new Error("source boom"));
      },
    });
    await expect(
      pipeline(
        bad,
        createTextExtractStream(),
        new Writable({ objectMode: true, write: (_f, _e, d) => d() }),
      ),
    ).rejects.toThrow("source boom");

    const failingEnd: ScannerFactory = () => ({
      push() {},
      end() {
        throw new Error("flush boom");
      },
    });
    await expect(
      pipeline(
        Readable.from([Buffer.from("x")]),
        createScannerTransform(failingEnd),
        new Writable({ objectMode: true, write: (_f, _e, d) => d() }),
      ),
    ).rejects.toThrow("flush boom");
  });

  test("the last URI of an input without a final newline is emitted", async () => {
    const got: Found[] = [];
    await pipeline(
      Readable.from([Buffer.from("a http://example.com/la"), Buffer.from("st")]),
      createTextExtractStream(),
      new Writable({
        objectMode: true,
        write(f: Found, _e, done) {
          got.push(f);
          done();
        },
      }),
    );
    expect(got.map((f) => f.uri)).toEqual(["http://example.com/last"]);
  });
});

describe("async iterables", () => {
  test("extractTextStream / scanAsyncIterable", async () => {
    async function* source() {
      for (const c of chunks(bytes, 1000)) yield c;
    }
    const got: Found[] = [];
    for await (const f of extractTextStream(source())) got.push(f);
    expect(got).toEqual(extractText(bytes));
    const got2: Found[] = [];
    for await (const f of scanAsyncIterable(createTextScanner, [
      text.slice(0, 100),
      text.slice(100),
    ]))
      got2.push(f);
    expect(got2).toEqual(got);
  });

  test("errors of the source propagate", async () => {
    async function* source() {
      yield "http://example.com/ ";
      throw new Error("iter boom");
    }
    const run = async () => {
      for await (const _f of extractTextStream(source())) {
        // drain
      }
    };
    await expect(run()).rejects.toThrow("iter boom");
  });
});

describe("WHATWG TransformStream", () => {
  test("bytes and strings in, records out", async () => {
    const parts = chunks(bytes, 999);
    const readable = new ReadableStream<Uint8Array | string>({
      start(c) {
        for (const [i, p] of parts.entries()) {
          c.enqueue(i % 2 ? new Uint8Array(p) : new TextDecoder().decode(p));
        }
        c.close();
      },
    });
    // decoding arbitrary cuts as strings can split UTF-8; the text is ASCII here
    const got: Found[] = [];
    const reader = readable.pipeThrough(createTextWebExtractStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      got.push(value);
    }
    expect(got).toEqual(extractText(bytes));
  });

  // the scanner path must run in a browser: no Node built-in anywhere in the modules the
  // web stream reaches, the core included (IDNA goes through the platform's WHATWG URL)
  test("no Node built-in in the modules the web stream reaches", () => {
    const seen = new Set<string>();
    const outside: string[] = [];
    const visit = (url: URL) => {
      if (seen.has(url.href)) return;
      seen.add(url.href);
      const src = readFileSync(url, "utf8");
      if (/from\s+"node:|require\(|\bBuffer\.\w/.test(src)) {
        outside.push(url.pathname.replace(/.*\/src\//, "src/"));
      }
      for (const m of src.matchAll(/(?:import|export)[^"]*?from\s+"(\.[^"]+)\.js"/g)) {
        visit(new URL(`${m[1]}.ts`, url));
      }
    };
    visit(new URL("../../src/extract/web-stream.ts", import.meta.url));
    expect(seen.size).toBeGreaterThan(5);
    expect(outside).toEqual([]);
  });
});

describe("a string split between the halves of a surrogate pair", () => {
  const text = "see http://e.example/😀/x ok";
  const k = text.indexOf("😀") + 1;
  const parts = [text.slice(0, k), text.slice(k)];
  const want = extractText(text).map((f) => [f.uri, f.start, f.end]);
  const got = (found: Found[]) => found.map((f) => [f.uri, f.start, f.end]);
  test("is one character: the async iterable", async () => {
    expect(want).toEqual([["http://e.example/😀/x", 4, 27]]);
    const found: Found[] = [];
    for await (const f of extractTextStream(parts)) found.push(f);
    expect(got(found)).toEqual(want);
  });
  test("… the Node Transform, written to", async () => {
    const t = createTextExtractStream();
    const found: Found[] = [];
    t.on("data", (f: Found) => found.push(f));
    const ended = new Promise((r) => t.on("end", r));
    t.write(parts[0]);
    t.write(parts[1]);
    t.end();
    await ended;
    expect(got(found)).toEqual(want);
  });
  test("… the WHATWG stream", async () => {
    const found: Found[] = [];
    const source = new ReadableStream<string>({
      start(c) {
        for (const p of parts) c.enqueue(p);
        c.close();
      },
    });
    const reader = source.pipeThrough(createTextWebExtractStream()).getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) found.push(r.value);
    expect(got(found)).toEqual(want);
  });
  test("a half that nothing completes is U+FFFD, as TextEncoder writes it", async () => {
    const found: Found[] = [];
    const chunks = ["see http://e.example/a\ud83d", new TextEncoder().encode(" ok")];
    for await (const f of extractTextStream(chunks)) found.push(f);
    expect(got(found)).toEqual(got(extractText("see http://e.example/a\ufffd ok")));
  });
});
