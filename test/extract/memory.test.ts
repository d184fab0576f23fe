/**
 * Memory stays flat whatever the input (issue 3): the carry-over between chunks is bounded
 * by maxLength. Worst cases: an unclosed `<http://aaaa…` of 50 MB, one line without a line
 * break, 10 MB of `<` or `:`; each completes fast and holds at most ~2 × maxLength.
 */
import { describe, expect, test } from "vitest";
import { HISTORY, LOOKAHEAD_SLACK } from "../../src/extract/scanner.js";
import { TextScanner } from "../../src/extract/text-scanner.js";
import { DEFAULT_MAX_LENGTH, type Found } from "../../src/extract/types.js";

const CHUNK = 64 * 1024;
// a waiting trigger holds maxLength + LOOKAHEAD_SLACK past the history, and a slice more
const BOUND = 2 * DEFAULT_MAX_LENGTH + HISTORY + 2 * LOOKAHEAD_SLACK;

function stream(head: string, fill: number, total: number, tail: string) {
  const found: Found[] = [];
  const s = new TextScanner({}, (f) => found.push(f));
  const chunk = new Uint8Array(CHUNK).fill(fill);
  const enc = new TextEncoder();
  s.push(enc.encode(head));
  let maxCapacity = 0;
  for (let done = 0; done < total; done += CHUNK) {
    s.push(chunk);
    const st = s.stats();
    expect(st.held).toBeLessThanOrEqual(BOUND);
    maxCapacity = Math.max(maxCapacity, st.capacity);
  }
  s.push(enc.encode(tail));
  const { maxHeld } = s.stats();
  s.end();
  return { found, maxHeld, maxCapacity };
}

describe("bounded carry-over", () => {
  test("50 MB of <http://aaaa… without >", () => {
    const t0 = performance.now();
    const r = stream("see <http://", 0x61, 50 * 1024 * 1024, " and http://example.com/end\n");
    const ms = performance.now() - t0;
    expect(r.found.map((f) => f.uri)).toEqual(["http://example.com/end"]);
    expect(r.maxHeld).toBeLessThanOrEqual(BOUND);
    // the working buffer: carry-over plus one slice of at most maxLength bytes
    expect(r.maxCapacity).toBeLessThanOrEqual(BOUND + DEFAULT_MAX_LENGTH + 64);
    expect(ms).toBeLessThan(15_000);
  });

  test("20 MB line of spaces inside an unclosed <", () => {
    const r = stream("<http://example.com/a", 0x20, 20 * 1024 * 1024, "b>\n");
    expect(r.found.map((f) => [f.uri, f.delimiter])).toEqual([["http://example.com/a", "bare"]]);
    expect(r.maxHeld).toBeLessThanOrEqual(BOUND);
  });

  test("looks ahead of session 28's rules wait for no more than maxLength (review)", () => {
    // a banner's capitalized word (trigger-fields.ts bannerWordAt) and a hard wrap's trailing
    // blanks (bare-line-breaks.ts hardWrapAt) that never end: unbounded, each held the run
    // and rescanned it per chunk — 8 MB took 4.7 s
    const t0 = performance.now();
    const banner = stream("MAIL WARNING://T", 0x61, 8 * 1024 * 1024, " x http://example.com/end\n");
    expect(banner.found.map((f) => f.uri)).toEqual(["http://example.com/end"]);
    expect(banner.maxHeld).toBeLessThanOrEqual(BOUND);
    const wrap = stream(
      "Please see the documentation over at https://example.com/docs/indexes\nab.c",
      0x20,
      8 * 1024 * 1024,
      "x http://example.com/end\n",
    );
    expect(wrap.found.map((f) => f.uri)).toEqual([
      "https://example.com/docs/indexes",
      "http://example.com/end",
    ]);
    expect(wrap.maxHeld).toBeLessThanOrEqual(BOUND);
    expect(performance.now() - t0).toBeLessThan(5_000);
  });

  test("looks of session 29's Markdown destinations wait for no more than maxLength", () => {
    // a title that never closes, blanks that never end, "|" without end in a destination:
    // bare-markdown.ts looks at most 256 bytes on, and at a pointy destination once
    const t0 = performance.now();
    const end = " x http://example.com/end\n";
    for (const [head, fill, first] of [
      ['[t](http://example.com/a. "', 0x61, "http://example.com/a"],
      ["[t](http://example.com/b.", 0x20, "http://example.com/b"],
      ["[t](<http://example.com/c", 0x7c, "http://example.com/c"],
      ["[t](http://example.com/d", 0x7c, "http://example.com/d"],
    ] as const) {
      const r = stream(head, fill, 8 * 1024 * 1024, end);
      expect(r.found.map((f) => f.uri)).toEqual([first, "http://example.com/end"]);
      expect(r.maxHeld).toBeLessThanOrEqual(BOUND);
    }
    expect(performance.now() - t0).toBeLessThan(8_000);
  });

  test("10 MB of < and of :", () => {
    for (const fill of [0x3c, 0x3a]) {
      const r = stream("http://a.example/ ", fill, 10 * 1024 * 1024, " http://b.example/");
      expect(r.found.map((f) => f.uri)).toEqual(["http://a.example/", "http://b.example/"]);
      expect(r.maxHeld).toBeLessThanOrEqual(BOUND);
    }
  });

  test("dense URIs on one 5 MB line", () => {
    const unit = "<http://x.example/a> ";
    const found: Found[] = [];
    const s = new TextScanner({}, (f) => found.push(f));
    const block = new TextEncoder().encode(unit.repeat(3000));
    for (let i = 0; i < 80; i++) {
      s.push(block);
      expect(s.stats().held).toBeLessThanOrEqual(BOUND);
    }
    s.end();
    expect(found).toHaveLength(240_000);
    expect(found.at(-1)!.column).toBe(unit.length * 239_999 + 1);
  });

  test("fuzzy: what it keeps of rejected candidates is dropped segment by segment", () => {
    // a rejected candidate blocks fuzzy links inside it (fuzzy.ts); 800,000 of them and no
    // fuzzy link must not leave 800,000 spans behind
    const s = new TextScanner({ fuzzy: true }, () => {});
    const block = new TextEncoder().encode("x http://a.example:99999/p y\n".repeat(2000));
    for (let i = 0; i < 400; i++) s.push(block);
    const held = (s as unknown as { fuzzy: { blockedStart: number[] } }).fuzzy.blockedStart;
    expect(held.length).toBeLessThan(2048);
    s.end();
  });

  test("fuzzy: the main scanner's records leave once emitted, on text dense with URIs", () => {
    // the main scanner is always ahead of the fuzzy segments here, so the queue of its
    // records is never empty; it kept every record of the input (20 MB of the dense bench
    // input: 37 MB live)
    let n = 0;
    const s = new TextScanner({ fuzzy: true }, () => n++);
    const block = new TextEncoder().encode(
      "see <http://a.example/x> and (https://b.example/y), or www.example.org\n".repeat(1000),
    );
    const queue = () => (s as unknown as { fuzzy: { pending: Found[] } }).fuzzy.pending;
    let most = 0;
    for (let i = 0; i < 100; i++) {
      s.push(block);
      most = Math.max(most, queue().length);
    }
    s.end();
    expect(n).toBe(300_000);
    expect(most).toBeLessThan(8192);
  });

  test("fuzzy: … and long records leave as soon as half the queue is out", () => {
    // one IRI of 8 kB a line: its normalized form is 24 kB, and a queue emptied only
    // every 1,024 records held 25 MB of them
    let n = 0;
    const s = new TextScanner({ fuzzy: true }, () => n++);
    const queue = () => (s as unknown as { fuzzy: { pending: Found[] } }).fuzzy.pending;
    let most = 0;
    for (let i = 0; i < 1500; i++) {
      s.push(new TextEncoder().encode(`http://x${i}.example/${"日".repeat(2660)} \n`));
      most = Math.max(most, queue().length);
    }
    s.end();
    expect(n).toBe(1500);
    expect(most).toBeLessThan(64);
  });
});
