/**
 * gunzip.ts on its own: its output comes as zlib makes it (the review of session 48: a
 * compressed chunk's whole output was collected before any was handed on — 300 MB of peak
 * RSS for a 1.5 MB .gz of one repeated line), and the members and junk it reads.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gunzipMembers, TrailingBytesError } from "../../src/cli/gunzip.js";

async function* chunksOf(b: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let o = 0; o < b.length; o += size) yield b.subarray(o, o + size);
}

async function all(src: AsyncIterable<Buffer>): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const b of src) out.push(b);
  return Buffer.concat(out);
}

describe("gunzipMembers", () => {
  it("hands output on as zlib makes it: one input chunk that inflates to 256 MB is not inflated whole first", async () => {
    const gz = gzipSync(Buffer.alloc(256 * 1024 * 1024, 0x61), { level: 9 });
    // the whole .gz is one input chunk (about 256 kB)
    expect(gz.length).toBeLessThan(1024 * 1024);
    const firstChunk = async () => {
      const t = performance.now();
      for await (const b of gunzipMembers(chunksOf(gz, gz.length), 1 << 18)) {
        expect(b.length).toBeLessThanOrEqual(1 << 18);
        break;
      }
      return performance.now() - t;
    };
    const t = performance.now();
    let size = 0;
    for await (const b of gunzipMembers(chunksOf(gz, gz.length), 1 << 18)) size += b.length;
    const whole = performance.now() - t;
    expect(size).toBe(256 * 1024 * 1024);
    // (the first chunk comes before the rest is inflated: the output is not collected)
    expect(Math.min(await firstChunk(), await firstChunk())).toBeLessThan(whole / 4);
  });

  it("reads members one after another, and names junk after the last one after its output", async () => {
    const a = gzipSync(Buffer.from("first http://a.example/\n"));
    const b = gzipSync(Buffer.from("second http://b.example/\n"));
    const both = Buffer.concat([a, b, Buffer.alloc(16)]);
    for (const size of [1, 3, 7, both.length]) {
      expect((await all(gunzipMembers(chunksOf(both, size), 1 << 18))).toString()).toBe(
        "first http://a.example/\nsecond http://b.example/\n",
      );
    }
    const out: Buffer[] = [];
    const junk = Buffer.concat([a, Buffer.from("XYZ junk")]);
    await expect(async () => {
      for await (const x of gunzipMembers(chunksOf(junk, 5), 1 << 18)) out.push(x);
    }).rejects.toThrow(TrailingBytesError);
    expect(Buffer.concat(out).toString()).toBe("first http://a.example/\n");
  });
});
