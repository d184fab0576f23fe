import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ByteStrings, StringIndex } from "../../src/cli/string-index.js";

/** The same numbering with a Map: the oracle. */
function numbered(strings: string[]): { numbers: number[]; added: boolean[] } {
  const m = new Map<string, number>();
  const numbers: number[] = [];
  const added: boolean[] = [];
  for (const s of strings) {
    const n = m.get(s);
    added.push(n === undefined);
    if (n === undefined) m.set(s, m.size);
    numbers.push(n ?? m.size - 1);
  }
  return { numbers, added };
}

function run(strings: string[]) {
  const ix = new StringIndex();
  const numbers: number[] = [];
  const added: boolean[] = [];
  for (const s of strings) {
    numbers.push(ix.add(s));
    added.push(ix.added);
  }
  return { ix, numbers, added };
}

describe("StringIndex", () => {
  it("numbers strings as a Map would, and gives each back (random strings, repeats)", () => {
    const word = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.string({ unit: "grapheme", maxLength: 4 }),
      fc.constantFrom("", "a", "é", "😀", "http://a.example/", "HTTP://A.EXAMPLE/"),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 300 }), (strings) => {
        const { ix, numbers, added } = run(strings);
        const want = numbered(strings);
        expect(numbers).toEqual(want.numbers);
        expect(added).toEqual(want.added);
        for (let i = 0; i < strings.length; i++) expect(ix.at(numbers[i]!)).toBe(strings[i]);
      }),
      { numRuns: 300 },
    );
  });
  it("a string repeated right after itself is found, not added again", () => {
    const ix = new StringIndex();
    expect(ix.add("x")).toBe(0);
    expect(ix.added).toBe(true);
    expect(ix.add("x")).toBe(0);
    expect(ix.added).toBe(false);
    expect(ix.size).toBe(1);
  });
  it("past many blocks and table growths, and strings longer than a block", () => {
    const strings: string[] = [];
    for (let i = 0; i < 120_000; i++)
      strings.push(`http://h${i % 977}.example/p/${i}/${"é".repeat(i % 9)}`);
    const long = "x".repeat(1.5 * 2 ** 20);
    strings.push(long, `${long}y`, long);
    for (let i = 0; i < 120_000; i += 7)
      strings.push(`http://h${i % 977}.example/p/${i}/${"é".repeat(i % 9)}`);
    const { ix, numbers, added } = run(strings);
    const want = numbered(strings);
    expect(numbers).toEqual(want.numbers);
    expect(added).toEqual(want.added);
    expect(ix.size).toBe(120_002);
    expect(ix.at(120_000)).toBe(long);
    expect(ix.at(120_001)).toBe(`${long}y`);
    expect(ix.at(119_999)).toBe(strings[119_999]);
  });
});

/**
 * 2^k strings that share one hash under FNV-1a from its standard start value: k pairs of
 * 7-letter blocks, each pair found by a birthday search to lead from one state to one state
 */
function fnvMulticollision(k: number): string[] {
  const P = 0x01000193;
  const step = (h: number, s: string) => {
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), P);
    return h >>> 0;
  };
  const A = "abcdefghijklmnopqrstuvwxyz0123456789";
  let seed = 7;
  const rnd = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % 36;
  };
  let h = step(0x811c9dc5, "http://a.org/");
  const pairs: [string, string][] = [];
  for (let st = 0; st < k; st++) {
    const m = new Map<number, string>();
    for (;;) {
      let b = "";
      for (let i = 0; i < 7; i++) b += A[rnd()];
      const v = step(h, b);
      const o = m.get(v);
      if (o !== undefined && o !== b) {
        pairs.push([o, b]);
        h = v;
        break;
      }
      m.set(v, b);
    }
  }
  const out: string[] = [];
  for (let n = 0; n < 2 ** k; n++) {
    let s = "http://a.org/";
    for (let st = 0; st < k; st++) s += pairs[st]![(n >> st) & 1];
    out.push(s);
  }
  return out;
}

describe("StringIndex against strings made to collide", () => {
  it("keeps its probes linear: the hash starts from a value of its own", () => {
    const strings = fnvMulticollision(10);
    expect(new Set(strings).size).toBe(1024);
    const ix = new StringIndex();
    for (const s of strings) ix.add(s);
    for (const s of strings) ix.add(s);
    expect(ix.size).toBe(1024);
    // one hash for all: ~1,050,000 probes; a hash of its own: ~2 per add
    expect(ix.probes).toBeLessThan(8 * 2048);
  });
});

describe("ByteStrings", () => {
  it("gives back what was appended, in order, repeats kept", () => {
    const b = new ByteStrings();
    const strings = ["a", "a", "", "ü😀", "x".repeat(400_000), "z"];
    for (let r = 0; r < 3; r++) for (const s of strings) b.append(s);
    expect(b.size).toBe(18);
    for (let n = 0; n < 18; n++) expect(b.at(n)).toBe(strings[n % strings.length]);
  });
});
