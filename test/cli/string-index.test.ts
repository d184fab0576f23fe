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

describe("ByteStrings", () => {
  it("gives back what was appended, in order, repeats kept", () => {
    const b = new ByteStrings();
    const strings = ["a", "a", "", "ü😀", "x".repeat(400_000), "z"];
    for (let r = 0; r < 3; r++) for (const s of strings) b.append(s);
    expect(b.size).toBe(18);
    for (let n = 0; n < 18; n++) expect(b.at(n)).toBe(strings[n % strings.length]);
  });
});
