/**
 * POD's escapes inside a link's target (perlpod, "Formatting Codes": E<escape>;
 * src/extract/delimiters/pod-escapes.ts): the character each names is the URI's.
 */
import { describe, expect, test } from "vitest";
import { MORE_INPUT } from "../../src/extract/delimiters/more-input.js";
import { podEscapeEnd } from "../../src/extract/delimiters/pod-escapes.js";
import { check } from "../helpers/peer-check.js";

describe("E<…> in L<…>", () => {
  check([
    // a number: decimal, "0x" hexadecimal, "0" octal; a name: sol, verbar, amp
    [
      "L<http://x.example/aE<47>bE<0x2F>cE<057>dE<sol>e?fE<amp>g=1>",
      ["http://x.example/a/b/c/d/e?f&g=1"],
    ],
    // the escape of the closing ">" (E<gt>) is the URI's, read as a raw ">" is (normalized
    // %3E); the ">" after it closes the link
    ["see L<https://x.example/q?a=E<gt>1> now", ["https://x.example/q?a=>1"]],
    // in a mail quote, with the line broken inside the link
    ["> L<http://wwwE<46>perl.com/CPAN/\n> authors/>", ["http://www.perl.com/CPAN/authors/"]],
  ]);
});

describe("E<…> in the target of L<text|url> (perlpod: the text may hold codes of its own)", () => {
  check([
    ["L<the text E<amp> more|http://x.example/?a=1E<amp>b=2>", ["http://x.example/?a=1&b=2"]],
    ["L<<< I<text> B<bold>|mailto:janeE<64>example.com >>>", ["mailto:jane@example.com"]],
    // the text broken across a filled paragraph's lines
    ["see L<the\nreference|https://x.example/aE<47>b>", ["https://x.example/a/b"]],
    // near misses: no "L<" open before the "|" (a closed code, a shell pipe), a blank line
    // between
    ["I<text>|http://x.example/aE<47>b", ["http://x.example/aE"]],
    ["cat a | http://x.example/aE<47>b", ["http://x.example/aE"]],
    ["L<text\n\n|http://x.example/aE<47>b>", ["http://x.example/aE"]],
  ]);
});

describe("what is no POD escape", () => {
  check([
    // no "L" before the "<": a plain wrapper, which holds no "<" (the bare rules read it)
    ["see <http://x.example/aE<46>b>", ["http://x.example/aE"]],
    // an "L" that ends a word is no POD link
    ["XL<http://x.example/aE<46>b>", ["http://x.example/aE"]],
    // an escape that names no printable ASCII character (a space, a letter of Latin-1)
    ["L<http://x.example/aE<32>b>", ["http://x.example/aE"]],
  ]);
});

describe("podEscapeEnd", () => {
  const at = (s: string, final = true) => {
    const b = Buffer.from(s);
    return podEscapeEnd(b, b.indexOf("<"), b.length, final);
  };
  test("the index after the escape's >", () => {
    expect(at("E<46>x")).toBe(5);
    expect(at("E<0x7e>")).toBe(7);
  });
  test("no escape", () => {
    for (const s of ["E<>", "E<0x>", "E<099>", "E<nosuchname>", "E<127>", "E<4 6>", "E<46"]) {
      expect(at(s)).toBe(-1);
    }
  });
  test("more input wanted when the bytes end before the >", () => {
    expect(at("E<4", false)).toBe(MORE_INPUT);
    expect(at("E<0x2f", false)).toBe(MORE_INPUT);
  });
});
