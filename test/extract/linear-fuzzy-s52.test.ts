/**
 * Session 52's fuzzy rules run in linear time (the style of linear-newer-rules.test.ts): each
 * input aims at one new look back or ahead — an address's domain of up to 127 labels
 * (fuzzy.ts AddressHostBuilder), a group after a "," (fuzzy-word-edges.ts openGroupBefore), a
 * quoted string before a local part (quotedStringBefore), a "!" in a word (bangInWord), a
 * shell's line continuation before a name (fuzzy-line-break.ts continuedWordBefore), a "-"
 * that opens an address (fuzzy-address.ts emailSpan). The time for 4× the bytes is compared
 * with the time for 1×: linear gives ~4, a rescan ~16; a bound of 8× plus a floor, the best
 * of several runs (a shared machine). Twice: the default maxLength, and the largest (one
 * segment for a one-line input).
 */
import { describe, test } from "vitest";
import type { ExtractOptions } from "../../src/extract/types.js";
import { expectLinearExtract } from "../helpers/linear-input.js";

const KB = 1024;

const FUZZY: ExtractOptions = { fuzzy: true };
const CASES: [string, string, string, string][] = [
  ["an address whose domain runs on past 127 labels", "", `a@${"x.".repeat(200)}_ `, ""],
  ["one long dotted run after an '@'", "a@", "x.", ""],
  ["'@x.' repeated (a domain at every label)", "", "@x.", ""],
  ["'A:b@c.example, ' repeated (a group after a ',')", "", "A:b@c.example, ", ";"],
  ["'\"a\"' repeated before a local part", "", '"a"', "b@c.example"],
  ["'\"a\"b@c.example' repeated", "", '"a"b@c.example', ""],
  ["'s!a.example ' repeated", "", "s!a.example ", ""],
  ["lines of 'a.b\\' before a name", "", "a.b\\\nc.example", ""],
  ["'-' repeated before an address", "", "-", "a@b.example"],
  ["'-a@b.example\\n' repeated", "", "-a@b.example\n", ""],
];

describe("session 52's fuzzy rules run in linear time (default maxLength)", () => {
  for (const [name, head, unit, tail] of CASES) {
    test(name, () => expectLinearExtract([head, unit, tail], FUZZY, 128 * KB));
  }
});

describe("… and with the largest maxLength (one segment: no rescan inside)", () => {
  const o: ExtractOptions = { ...FUZZY, maxLength: 16 * 1024 * 1024 };
  for (const [name, head, unit, tail] of CASES) {
    test(name, () => expectLinearExtract([head, unit, tail], o, 32 * KB));
  }
});
