import { describe, expect, it } from "vitest";
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
