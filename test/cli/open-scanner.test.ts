/**
 * openScanner (src/cli/open-scanner.ts), the CLI's lazily loading scanner: the same records
 * and warnings as `extract()` (src/mail/dispatch.ts), whatever the mode and however the
 * input is cut into chunks — the held bytes are sniffed and replayed exactly as
 * `createScanner` does.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { openScanner } from "../../src/cli/open-scanner.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";
import { extract } from "../../src/mail/dispatch.js";

const SAMPLES = resolve(import.meta.dirname, "../../samples");
const sample = (name: string) => readFileSync(join(SAMPLES, name));

const INPUTS: Record<string, Buffer> = {
  "notes.txt": sample("notes.txt"),
  "list-archive.mbox": sample("list-archive.mbox"),
  "message.eml": sample("message.eml"),
  empty: Buffer.alloc(0),
  // sniffed from fewer than 5 bytes, or with the decision left to the end
  short: Buffer.from("From"),
  "From prose": Buffer.from("From the start, see http://a.example/x.\n"),
  "From line, no newline": Buffer.from("From jim@example.org Mon Jan  1 12:30:00 1996"),
  "header block": Buffer.from(
    "Subject: links\r\nX-Note: http://h.example/\r\n\r\nbody http://b.example/1\r\n",
  ),
  "unknown fields only": Buffer.from("X-A: 1\nY-B: 2\n\nhttp://t.example/\n"),
  "header, no blank line": Buffer.from("Subject: hi http://s.example/\nTo: x"),
};

/** a tiny deterministic PRNG (mulberry32), so a failure can be replayed */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** pieces of 1–7 bytes; some as plain Uint8Arrays, some copies, a few empty ones */
function chop(b: Buffer, seed: number): Uint8Array[] {
  const rnd = random(seed);
  const out: Uint8Array[] = [];
  for (let i = 0; i < b.length; ) {
    if (rnd() < 0.05) out.push(new Uint8Array(0));
    const n = 1 + Math.floor(rnd() * 7);
    const piece = b.subarray(i, i + n);
    out.push(rnd() < 0.5 ? piece : new Uint8Array(piece));
    i += n;
  }
  return out;
}

async function scan(chunks: Uint8Array[], options: ExtractOptions) {
  const found: Found[] = [];
  const warnings: string[] = [];
  const s = openScanner({ ...options, onWarning: (m) => warnings.push(m) }, (f) => found.push(f));
  for (const c of chunks) await s.push(c);
  await s.end();
  return { found, warnings };
}

function expected(input: Buffer, options: ExtractOptions) {
  const warnings: string[] = [];
  const found = extract(input, { ...options, onWarning: (m) => warnings.push(m) });
  return { found, warnings };
}

const MODES: ExtractOptions[] = [
  {},
  { mode: "auto" },
  { mode: "text" },
  { mode: "mail" },
  { fuzzy: true, includeInvalid: true },
];

describe("openScanner: the records of extract()", () => {
  for (const [name, input] of Object.entries(INPUTS)) {
    for (const options of MODES) {
      const label = `${name} ${JSON.stringify(options)}`;
      it(`${label}, one chunk`, async () => {
        const want = expected(input, options);
        expect(await scan([input], options)).toEqual(want);
      });
      it(`${label}, chunks of 1–7 bytes`, async () => {
        const want = expected(input, options);
        for (const seed of [1, 2, 3]) {
          expect(await scan(chop(input, seed), options)).toEqual(want);
        }
      });
    }
  }

  it("the samples give records (the comparison is not vacuous)", () => {
    for (const name of ["notes.txt", "list-archive.mbox", "message.eml"]) {
      expect(extract(INPUTS[name]!).length).toBeGreaterThan(0);
    }
  });

  it("no chunk at all, in each mode", async () => {
    for (const options of MODES) {
      expect(await scan([], options)).toEqual(expected(Buffer.alloc(0), options));
    }
  });

  it("once the scanner is loaded, push and end are synchronous", async () => {
    const found: Found[] = [];
    const s = openScanner({ mode: "text" }, (f) => found.push(f));
    await s.push(Buffer.from("see http://a.example/1 "));
    expect(s.push(Buffer.from("and http://a.example/2 "))).toBeUndefined();
    expect(s.end()).toBeUndefined();
    expect(found.map((f) => f.uri)).toEqual(["http://a.example/1", "http://a.example/2"]);
  });

  it("pauseWhen reaches the mail scanner loaded after it was set: the work stops while asked, resume finishes it", async () => {
    const input = INPUTS["list-archive.mbox"]!;
    const want = expected(input, {}).found;
    for (const options of [{}, { mode: "mail" as const }]) {
      const found: Found[] = [];
      const s = openScanner(options, (f) => found.push(f));
      let paused = true;
      s.pauseWhen(() => paused);
      await s.push(input);
      await s.end();
      expect(found).toEqual([]);
      expect(s.resume()).toBe(false);
      paused = false;
      expect(s.resume()).toBe(true);
      expect(found).toEqual(want);
    }
  });

  it("resume before any scanner is loaded, and on the text scanner: nothing waits", async () => {
    const s = openScanner({}, () => {});
    expect(s.resume()).toBe(true);
    const t = openScanner({ mode: "text" }, () => {});
    t.pauseWhen(() => true);
    await t.push(Buffer.from("see http://a.example/1\n"));
    expect(t.resume()).toBe(true);
  });

  it("a call before the previous one settled is refused", async () => {
    const s = openScanner({ mode: "mail" }, () => {});
    const first = s.push(Buffer.from("Subject: x\n\n"));
    expect(first).toBeInstanceOf(Promise);
    await expect(s.push(Buffer.from("y"))).rejects.toThrow(/settled/);
    await first;
    await s.end();
  });
});
