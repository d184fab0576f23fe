/**
 * Session 53's fuzzy rules run in linear time (as linear-fuzzy-s52.test.ts): each input aims
 * at one new look back or ahead — a root-zone TLD's host and path (fuzzy-tlds.ts weakTldAt,
 * and linkify-it's pattern with ~1,400 TLDs), a quoted display name (fuzzy-word-edges.ts
 * displayNameAt), sendmail's option before an address (fuzzy-command-line.ts
 * senderOptionAt, which looks back on its line), a LaTeX command glued to a word or with an
 * empty argument (fuzzy-escapes.ts latexCommandEnd). The time for 4× the bytes is compared
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
  ["'www.a.network ' repeated", "", "www.a.network ", ""],
  ["'a.network/x ' repeated", "", "a.network/x ", ""],
  ["'self.total/2 ' repeated", "", "self.total/2 ", ""],
  ["one long dotted run of TLD-like labels", "", "network.", "delivery"],
  ["'\"Support\"support@b.example ' repeated", "", '"Support"support@b.example ', ""],
  ["'\"A\"' repeated before a local part", "", '"A"', "b@c.example"],
  ["' -fa@b.example' repeated on one line", "x", " -fa@b.example", ""],
  ["blanks before '-fa@b.example'", "x", " ", "-fa@b.example"],
  // (the mail program's look on the line: found each time, then after a long line of them)
  ["' mail -fa@b.example' repeated on one line", "", " mail -fa@b.example", ""],
  ["'sendmail' then blanks before '-fa@b.example'", "sendmail", " ", "-fa@b.example"],
  ["'x\\texttt{a@b.example}' repeated", "", "x\\texttt{a@b.example}", ""],
  ["'\\newline{}' repeated before an address", "", "\\newline{}", "a@b.example"],
  ["'~\\texttt{' repeated", "", "~\\texttt{", "a@b.example}"],
];

describe("session 53's fuzzy rules run in linear time (default maxLength)", () => {
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
