/**
 * Extraction cases from the tests of more autolinkers, verbatim from their Debian source
 * packages:
 * - cmark-gfm 0.29.0.gfm.6 (Debian cmark-gfm 0.29.0.gfm.6-6): test/extensions.txt, the
 *   "## Autolinks" and "## Interop" examples (run with `--extensions "table strikethrough
 *   autolink tagfilter footnotes tasklist"`), the "footnotes autolink" examples of
 *   test/regression.txt, and the §6.5 autolinks of test/spec.txt (CommonMark 0.29) whose
 *   inputs differ from those of 0.31.2 already in peer-suites-more. All of spec.txt's
 *   extended-autolink examples are in test/ already (peer-suites-more), so none is repeated.
 *   One case per input paragraph (a list or a table is one); the hrefs of the expected HTML
 *   are the answer, cmark's percent-encoding of non-ASCII characters undone.
 * - linkify-it-py 2.0.3 (Debian linkify-it-py 2.0.3-1; the 2.0.0-1 tarball is not on the
 *   mirror): test/test_apis.py, the cases that state an answer for the default rules
 *   (custom schemas, the twitter rule, aliases and the "---" option are left out). Its
 *   fixtures are linkify-it's, read in peer-suites-verbatim.
 * - Email::Find 0.10 (Debian libemail-find-perl 0.10-dfsg-4): t/Find.t and t/new-api.t (the
 *   same five texts; the commented-out ones are not run). urisift finds addresses only with
 *   `fuzzy: true`, as `mailto:` records; the peer's answer is the address, "mailto:" added.
 * ruby-rinku 1.7.3 and python-markdown2 2.4.1: their source tarballs are not on the mirror
 * (only rinku's binary package, without tests), so none of their cases are here.
 * Schemeless links and bare addresses are cases with `fuzzy: true` ("http://" or "mailto:"
 * added). Each group holds the cases where urisift gives the peer's answer, then those where
 * it answers differently on purpose (the peer's answer and the rule in a comment), then
 * those where the format's own markup decides. The cases where urisift was at fault are in
 * the "found wrong before, fixed" group at the end.
 * Inputs that test/ already holds are left out.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("cmark-gfm 0.29.0.gfm.6 test/extensions.txt Autolinks, Interop", () => {
  check([
    [": http://google.com https://google.com", ["http://google.com", "https://google.com"]],
    // cmark's href: "http://google.com/%C3%A5" (twice)
    ["<http://google.com/å> http://google.com/å", ["http://google.com/å", "http://google.com/å"]],
    ["mailto:scyther@pokemon.com", ["mailto:scyther@pokemon.com"]],
    ["This is a mailto:scyther@pokemon.com", ["mailto:scyther@pokemon.com"]],
    ["mailto:scyther@pokemon.com.", ["mailto:scyther@pokemon.com"]],
    ["xmpp:scyther@pokemon.com", ["xmpp:scyther@pokemon.com"]],
    ["xmpp:scyther@pokemon.com.", ["xmpp:scyther@pokemon.com"]],
    ["xmpp:scyther@pokemon.com/message", ["xmpp:scyther@pokemon.com/message"]],
    ["xmpp:scyther@pokemon.com/message.", ["xmpp:scyther@pokemon.com/message"]],
    ["**Autolink and http://inlines**", ["http://inlines"]],
    [
      "Full stop outside parens shouldn't be included http://google.com/ok.",
      ["http://google.com/ok"],
    ],
    [
      "(Full stop inside parens shouldn't be included http://google.com/ok.)",
      ["http://google.com/ok"],
    ],
    ['"http://google.com"', ["http://google.com"]],
    ["'http://google.com'", ["http://google.com"]],
    // cmark's hrefs: "http://%F0%9F%8D%84.ga/", "http://x%F0%9F%8D%84.ga/"
    ["http://🍄.ga/ http://x🍄.ga/", ["http://🍄.ga/", "http://x🍄.ga/"]],
    ["~~http://google.com~~", ["http://google.com"]],
  ]);
  describe("markup reads differently", () => {
    check([
      // cmark-gfm: ["http://inline.com/image"] (the img src; no link in the alt text). Read as text, the alt text holds the URI too
      [
        "![http://inline.com/image](http://inline.com/image)",
        ["http://inline.com/image", "http://inline.com/image"],
      ],
    ]);
  });
});

describe("cmark-gfm 0.29.0.gfm.6 test/extensions.txt Autolinks, Interop, fuzzy", () => {
  check(
    [
      ["scyther@pokemon.com", ["mailto:scyther@pokemon.com"]],
      ["scy.the_rbe-edr+ill@pokemon.com", ["mailto:scy.the_rbe-edr+ill@pokemon.com"]],
      ["scyther@pokemon.com.", ["mailto:scyther@pokemon.com"]],
      ["scyther@pokemon.com/", ["mailto:scyther@pokemon.com"]],
      // cmark's href: "http://www.github.com/%C3%A1"
      ["www.github.com www.github.com/á", ["http://www.github.com", "http://www.github.com/á"]],
      ["www.google.com/a_b", ["http://www.google.com/a_b"]],
      ["a.w@b.c", ["mailto:a.w@b.c"]],
      ["These should not link:", []],
      ["* @a.b.c@. x\n* n@.  b", []],
      [
        "| a | b |\n| --- | --- |\n| https://github.com www.github.com | http://pokemon.com |",
        ["https://github.com", "http://www.github.com", "http://pokemon.com"],
      ],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // cmark-gfm: ["mailto:scyther@pokemon.com"]. RULES.md "Fuzzy links": a ":" inside a word before an address makes `user:pass@host`, a userinfo; and RULES.md "Glued text": inside a word only `scheme://` starts a URI, so "mmmmailto:" is no mailto
        ["mmmmailto:scyther@pokemon.com", []],
        // cmark-gfm: ["mailto:scyther@pokemon.com"]. RULES.md "Fuzzy links": "at:scyther@…" is `user:pass@host`, a userinfo, not an address
        ["Email me at:scyther@pokemon.com", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("cmark-gfm 0.29.0.gfm.6 test/regression.txt, footnotes autolink, fuzzy", () => {
  check(
    [
      [
        "This is some text. Sometimes the autolinker splits up text into multiple nodes, hoping it will find a hyperlink, so this text has a footnote whose reference label begins with a `w`.[^widely-cited]",
        [],
      ],
      [
        "It has another footnote that contains many different characters (the autolinker was also breaking on `_`).[^sphinx-of-black-quartz_judge-my-vow-0123456789]",
        [],
      ],
      ["[^sphinx-of-black-quartz_judge-my-vow-0123456789]: so does this.", []],
      ["[^widely-cited]: this renders properly.", []],
      ["|Tot.....[^_a_]|", []],
      ["[^~~is~~1]", []],
      ["[^a]:[^b]:", []],
    ],
    { fuzzy: true },
  );
});

describe("cmark-gfm 0.29.0.gfm.6 test/spec.txt §6.5 Autolinks (CommonMark 0.29)", () => {
  check([
    [
      "<http://foo.bar.baz/test?q=hello&id=22&boolean>",
      ["http://foo.bar.baz/test?q=hello&id=22&boolean"],
    ],
    ["<a+b+c:d>", ["a+b+c:d"]],
    ["<http://../>", ["http://../"]],
  ]);
  describe("differs on purpose", () => {
    check([
      // cmark-gfm: [] (not an autolink). Whitespace inside angle brackets is dropped (2396bis App. E, DESIGN "Delimiting rules": angle)
      ["<http://foo.bar/baz bim>", ["http://foo.bar/bazbim"]],
      // cmark-gfm: ["http://example.com/\\[\\"] (href "http://example.com/%5C%5B%5C"). "\" and "[" are not URI characters (RFC 3986 App. A): invalid in angle brackets, read as bare
      ["<http://example.com/\\[\\>", ["http://example.com/"]],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // cmark-gfm: [] (not an autolink in Markdown). In text the URI is there (DESIGN: bare)
      ["< http://foo.bar >", ["http://foo.bar"]],
    ]);
  });
});

describe("linkify-it-py 2.0.3 test/test_apis.py", () => {
  check([
    ["http://e.com/foo---bar", ["http://e.com/foo---bar"]],
    ["http://google.com http://google.com", ["http://google.com", "http://google.com"]],
    ["aaa http://google.com http://google.com", ["http://google.com", "http://google.com"]],
  ]);
});

describe("linkify-it-py 2.0.3 test/test_apis.py, fuzzy", () => {
  check(
    [
      ["nolink", []],
      // linkify-it's default TLD list: "myroot" and "xyz" are added only by the test's tlds()
      ["google.myroot", []],
      ["google.xyz", []],
      [
        ".com. http://google.com google.com ftp://google.com",
        ["http://google.com", "http://google.com", "ftp://google.com"],
      ],
      ["@@invalid", []],
      // found only with the peer's non-default fuzzy_ip option
      ["1.1.1.1", []],
      // the test asks only that the match ends; linkify-it finds nothing
      ["😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡😡 .com", []],
      ["text@example.com---foo", []],
    ],
    { fuzzy: true },
  );
});

describe("Email::Find 0.10 t/Find.t, t/new-api.t, fuzzy", () => {
  check(
    [
      ["somelongusername@aol.com", ["mailto:somelongusername@aol.com"]],
      ["joe@123.com?subject=hello.", ["mailto:joe@123.com"]],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // Email::Find: "%2Fjoe@123.com", i.e. "mailto:%2Fjoe@123.com". The same address: RULES.md "Fuzzy links", an address becomes a mailto: URI with the characters RFC 6068 §2 reserves percent-encoded ("%" as "%25")
        ["%2Fjoe@123.com", ["mailto:%252Fjoe@123.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("cmark-gfm and Email::Find: found wrong before, fixed", () => {
  check([
    // cmark-gfm extensions.txt: urisift gave [] (one invalid "mailto:…/"). RFC 6068 §2: a
    // domain holds no "/": the address ends there (bare-host.ts mailtoDomainEnd)
    ["mailto:scyther@pokemon.com/", ["mailto:scyther@pokemon.com"]],
    ["mailto:scyther@pokemon.com/message", ["mailto:scyther@pokemon.com"]],
  ]);
  check(
    [
      // cmark-gfm extensions.txt Interop: urisift gave [] (linkify-it takes no link after
      // "~"): a "~" run that the same run closes is GFM's strikethrough (fuzzy-view.ts linkifyView)
      ["~~www.google.com~~", ["http://www.google.com"]],
    ],
    { fuzzy: true },
  );
});

describe("cmark-gfm and Email::Find: differs on purpose", () => {
  check([
    // cmark-gfm extensions.txt: both addresses. After a "/" only "scheme://" starts another
    // URI (RULES.md "Glued text"): the second "mailto:" is the first URI's text
    ["mailto:scyther@pokemon.com/mailto:beedrill@pokemon.com", ["mailto:scyther@pokemon.com"]],
  ]);
  check(
    [
      // cmark-gfm extensions.txt: both addresses. A "/" before an "@" makes a path of the word
      // (RULES.md "Fuzzy links": "abc/def@ghi.x"); the first address stands before the "/"
      ["scyther@pokemon.com/beedrill@pokemon.com", ["mailto:scyther@pokemon.com"]],
      // Email::Find: "mailto:*@qz.to". A "*" before the "@" is read as markup (an emphasis
      // opener) or a wildcard in text (RFC 8621 §3.3: "*@example.com", any address there),
      // though RFC 5322 atext allows a local part of one "*"
      ["Eli the Beared <*@qz.to>", []],
      // Email::Find: "mailto:%22%40%22@foo.com". Quoted local parts are not read in running
      // text (RULES.md "Fuzzy links"; quotes there quote something)
      ['What about "@"@foo.com?', []],
      // Email::Find "One big block" (its texts joined by LF): the peer counts 5, the two
      // above are the ones not read
      [
        'What about "@"@foo.com?\nEli the Beared <*@qz.to>\nsomelongusername@aol.com\n%2Fjoe@123.com\njoe@123.com?subject=hello.',
        ["mailto:somelongusername@aol.com", "mailto:%252Fjoe@123.com", "mailto:joe@123.com"],
      ],
    ],
    { fuzzy: true },
  );
});
