/**
 * Extraction cases from the linkify/autolink tests of Markdown processors, taken from their
 * Debian source packages (trixie):
 * - goldmark 1.7.4 (Debian source golang-github-yuin-goldmark 1.7.4-1),
 *   extension/_test/linkify.txt, extension/linkify_test.go (TestLinkifyWithAllowedProtocols)
 *   and extension/cjk_test.go (the cases run with the Linkify extension)
 * - Discount 2.2.7 (Debian source discount 2.2.7-2.1, upstream tarball), the `-fautolink`
 *   cases of tests/autolink.t, tests/backslash.t, tests/defects.t and tests/schiraldi.t
 * mistune was not at hand (its source files were not on the mirror) and is not compared.
 * A peer's answer is the list of the link targets it makes of the plain text: one case per
 * input paragraph, the text JS-escaped. Explicit Markdown links (`[x](y)`) and `<…>`
 * autolinks (Discount's tests/automatic.t; CommonMark's, in peer-suites-more) are left out,
 * and so are goldmark's tests of a custom www or e-mail regexp. Schemeless links and bare
 * addresses are cases with `fuzzy: true` (a "…, fuzzy" group; "http://" and "mailto:"
 * added); Discount's percent-encoding of non-ASCII characters is undone (urisift's `uri` is
 * the IRI as written, its `normalized` the encoded form). Each group holds the cases where
 * urisift gives the peer's answer, then those where it answers differently on purpose, the
 * peer's answer and the rule in a comment.
 * Inputs that test/extract/*.test.ts already holds are left out.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("goldmark Linkify (extension/_test/linkify.txt, goldmark 1.7.4)", () => {
  check([
    ["https://github.com#sun,mon", ["https://github.com#sun,mon"]],
    ["https://github.com/sunday's", ["https://github.com/sunday's"]],
    ["https://nic.college", ["https://nic.college"]],
    ["http://server.intranet.acme.com:1313", ["http://server.intranet.acme.com:1313"]],
    ["https://g.page/foo", ["https://g.page/foo"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // goldmark: ["https://github.com?q=stars:>1"]. ">" is no URI character and ends a bare URI (RFC 3986 App. A, App. C; DESIGN "Delimiting rules"); the ":" before it is trailing punctuation, dropped
      ["https://github.com?q=stars:>1", ["https://github.com?q=stars"]],
      // goldmark: ["http://test.com/~/a", "http://test.com/~/", "http://test.com/", "http://test.com/a/"]. the closing "__" matches the opening one and is dropped; "~" is unreserved (RFC 3986 §2.3) and stays, as no "~" opened emphasis (RULES.md "Markdown emphasis")
      [
        "__http://test.com/~/a__\n__http://test.com/~/__\n__http://test.com/~__\n__http://test.com/a/~__",
        ["http://test.com/~/a", "http://test.com/~/", "http://test.com/~", "http://test.com/a/~"],
      ],
    ]);
  });
});

describe("goldmark Linkify with allowed protocols ssh: (extension/linkify_test.go, goldmark 1.7.4), schemes: ssh", () => {
  check([["hoge ssh://user@hoge.com. http://example.com/", ["ssh://user@hoge.com"]]], {
    schemes: ["ssh"],
  });
});

describe("goldmark CJK with Linkify (extension/cjk_test.go, goldmark 1.7.4), fuzzy", () => {
  check(
    [
      ["太郎は\\ **「こんにちわ」**\\ と言った\nんです", []],
      ["太郎は\\ **「こんにちわ」**\\ と言った\r\nんです", []],
      ["太郎は\\ **「こんにちわ」**\\ と、\r\n言った\r\nんです", []],
    ],
    { fuzzy: true },
  );
});

describe("Discount -fautolink (tests/autolink.t, backslash.t, defects.t, schiraldi.t; Discount 2.2.7)", () => {
  check([
    [
      "http://www.pell.portland.or.us/~orc/Code/discount",
      ["http://www.pell.portland.or.us/~orc/Code/discount"],
    ],
    ["here http://it is?", ["http://it"]],
    ["(http://here)", ["http://here"]],
    ["http://foo\nbar", ["http://foo"]],
    ["(http://tsfr.org)", ["http://tsfr.org"]],
    ["http://en.wikipedia.org/wiki/café_racer", ["http://en.wikipedia.org/wiki/café_racer"]],
    ["http://foo.bar?a&b=c", ["http://foo.bar?a&b=c"]],
    ["http://a.com/\\(foo\\)", ["http://a.com/(foo)"]],
    ["http://experts-exchange.com", ["http://experts-exchange.com"]],
    [
      "http://www67.wolframalpha.com/input/?i=how+old+was+jfk+jr+when+jfk+died",
      ["http://www67.wolframalpha.com/input/?i=how+old+was+jfk+jr+when+jfk+died"],
    ],
    [
      "http://www.spiegel.de/international/europe/0,1518,626171,00.html",
      ["http://www.spiegel.de/international/europe/0,1518,626171,00.html"],
    ],
    ["xxxxxxx http://x.com/\n\nxxx xxxxht", ["http://x.com/"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // Discount: ["http://a.com/\\"]. "\" is no URI character and ends a bare URI (RFC 3986 §2, App. A; RULES.md "Strict grammar")
      ["http://a.com/\\", ["http://a.com/"]],
      // Discount: ["http://a.com/\\)"]. "\" is no URI character; "\\" escapes no URI punctuation, so the URI ends there (RFC 3986 App. A; RULES.md "Backslash escapes")
      ["http://a.com/\\\\\\)", ["http://a.com/"]],
      // Discount: ["http://(here%20I%20am)"]. Markdown's escaped spaces are no URI characters, and "(here" is no host (RFC 3986 §3.2.2): invalid, not reported
      ["http://\\(here\\ I\\ am\\)", []],
      // Discount: ["http://www.biblegateway.com/passage/?search=Matthew%205:29-30;&version=31;"]. a trailing ";" is dropped (DESIGN "Delimiting rules": bare)
      [
        "http://www.biblegateway.com/passage/?search=Matthew%205:29-30;&version=31;",
        ["http://www.biblegateway.com/passage/?search=Matthew%205:29-30;&version=31"],
      ],
    ]);
  });
});

describe("Discount -fautolink (tests/autolink.t, Discount 2.2.7), fuzzy", () => {
  check([["orc@", []]], { fuzzy: true });
});
