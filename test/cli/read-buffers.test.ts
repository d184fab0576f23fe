import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CHUNK, readInput } from "../../src/cli/input.js";
import { ReadBuffers } from "../../src/cli/read-buffers.js";

describe("ReadBuffers", () => {
  it("takes back its own buffers (or views of them), two at most, each once; nothing else", () => {
    const pool = new ReadBuffers(16);
    const a = pool.take();
    const b = pool.take();
    const c = pool.take();
    expect(new Set([a, b, c]).size).toBe(3);
    expect(a.length).toBe(16);
    pool.give(a);
    pool.give(a);
    pool.give(b);
    pool.give(c);
    // a buffer of the same size made elsewhere is not ours
    pool.give(Buffer.alloc(16));
    const again = [pool.take(), pool.take()];
    expect(new Set(again)).toEqual(new Set([a, b]));
    const fresh = pool.take();
    expect([a, b, c]).not.toContain(fresh);
    // a view of one of ours (a file's last, short read) gives its whole buffer back
    pool.give(c.subarray(0, 8));
    expect(pool.take()).toBe(c);
  });
});

describe("a .gz file: its compressed chunks go back to the reader", () => {
  it("reuses a few buffers over many reads, and decompresses the same bytes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "urisift-gz-"));
    try {
      // ~1.6 MB of hex text compresses to ~0.8 MB: several CHUNK reads of compressed bytes
      const text = Buffer.from(randomBytes(800_000).toString("hex"));
      const file = join(dir, "in.txt.gz");
      writeFileSync(file, gzipSync(text));
      const taken = new Set<Buffer>();
      let takes = 0;
      class Counting extends ReadBuffers {
        override take(): Buffer {
          const b = super.take();
          taken.add(b);
          takes++;
          return b;
        }
      }
      const input = { name: file, path: file, size: statSync(file).size };
      const out: Buffer[] = [];
      for await (const chunk of readInput(input, () => {}, undefined, new Counting(CHUNK))) {
        out.push(Buffer.from(chunk));
      }
      expect(Buffer.concat(out).equals(text)).toBe(true);
      expect(takes).toBeGreaterThanOrEqual(4);
      expect(taken.size).toBeLessThan(takes);
      expect(taken.size).toBeLessThanOrEqual(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
