/**
 * Extraction cases from the autolink tests of C and Go Markdown processors, taken from their
 * Debian source packages:
 * - md4c 0.4.8 (Debian source md4c 0.4.8-1, bookworm): test/permissive-url-autolinks.txt,
 *   permissive-www-autolinks.txt and permissive-email-autolinks.txt; and md4c 0.5.2 (trixie's
 *   md4c 0.5.2-2 upstream tarball), which merged them into test/spec-permissive-autolinks.txt
 *   with new examples, and test/regressions.txt (its examples run with a
 *   `--fpermissive-*-autolinks` flag). Each example's Markdown against the hrefs of its
 *   expected HTML.
 * - blackfriday 2.1.0 (Debian source golang-blackfriday-v2 2.1.0-1, bookworm): inline_test.go
 *   TestAutoLink and TestSafeInlineLink (input against the hrefs of the expected HTML; the
 *   input's final newline dropped). blackfriday 1.6.0 (golang-blackfriday 1.6.0-1) has the
 *   same TestAutoLink less its last case, and the same TestSafeInlineLink. gomarkdown
 *   (golang-github-gomarkdown-markdown 0.0~git20220731.dcdaee8-2) has blackfriday's
 *   TestAutoLink with `<mailto://some@one.com>` turned into a second `<mailto:some@one.com>`:
 *   nothing new, not compared.
 * - lowdown 2.0.2 (Debian source lowdown 2.0.2-2, trixie; bookworm's 1.0.0 tarball is not on
 *   the mirror): the regress/*.md files with links in running text (link-auto, links,
 *   links-email, links-email2, header-with-links, header-with-links-nospace,
 *   header-with-nested-elements, link-with-links, newline-before-link, table-links), run by
 *   its Makefile with the default options (autolinks on); the answer is the expected .html,
 *   or the .ms (`.pdfhref W -D target`) or .term (OSC 8 target) where no .html is kept.
 * A peer's answer is the list of link targets of its output (HTML escaping undone), one case
 * per input paragraph, the text JS-escaped. Schemeless links and bare addresses are cases
 * with `fuzzy: true` ("…, fuzzy" groups; "http://" and "mailto:" added); so is a paragraph
 * that mixes them with scheme'd links. Markdown syntax that is no autolink (inline links,
 * raw HTML, backslash escapes) is read as text here: where that changes the answer the case
 * is in a "markup reads differently" group. Each group holds the cases where urisift gives
 * the peer's answer, then those where it answers differently on purpose (the peer's answer
 * and the rule in a comment), then those where the markup decides. urisift gave no answer
 * here that the specs or DESIGN.md say is wrong.
 * Skipped: 18 md4c paragraphs test/ already holds verbatim, all GFM spec examples md4c copies
 * (peer-suites-more.test.ts, peer-suites-docs.test.ts, rules.test.ts: "http://commonmark.org",
 * "(Visit https://encrypted.google.com/…)", "Anonymous FTP is available at ftp://foo.bar.baz.",
 * the ten www. examples of permissive-www-autolinks.txt from "www.commonmark.org" to
 * "www.commonmark.org/he<lp", "hello@mail+xyz.example …" and "a.b-c_d@a.b" with its four
 * variants); 7 md4c 0.5.2 examples repeated from 0.4.8 (the complex example's 3 paragraphs,
 * issues 53, 76, 152); md4c's test/spec.txt (the CommonMark spec, whose §6.5 autolinks
 * peer-suites-more.test.ts compares); lowdown's paragraphs without a link ("a", "c", "asd")
 * and its regress/original MarkdownTest fixtures, as blackfriday's and gomarkdown's testdata
 * copies of them (peer-suites-third.test.ts compares MarkdownTest's "Auto Links").
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("md4c permissive URL autolinks (test/permissive-url-autolinks.txt, md4c 0.4.8; spec-permissive-autolinks.txt, regressions.txt, md4c 0.5.2)", () => {
  check([
    // permissive-url-autolinks.txt
    ["Homepage: <https://github.com/mity/md4c>", ["https://github.com/mity/md4c"]],
    ["Homepage: https://github.com/mity/md4c", ["https://github.com/mity/md4c"]],
    ["Have you ever visited http://www.zombo.com?", ["http://www.zombo.com"]],
    ["http://www.bing.com/search?q=md4c", ["http://www.bing.com/search?q=md4c"]],
    // Issue 53, Issue 76
    ["This is [link](http://github.com/).", ["http://github.com/"]],
    ["This is [link](http://github.com/)X", ["http://github.com/"]],
    ["*(http://example.com)*", ["http://example.com"]],
    // spec-permissive-autolinks.txt (0.5.2)
    [
      "<mailto:john.doe@gmail.com>\n<https://example.com>",
      ["mailto:john.doe@gmail.com", "https://example.com"],
    ],
    ["Have you ever visited http://zombo.com?", ["http://zombo.com"]],
    [
      "https://example.com\nhttp://example.com\nftp://example.com",
      ["https://example.com", "http://example.com", "ftp://example.com"],
    ],
    [
      "https://example.com/images/branding/logo_272x92.png",
      ["https://example.com/images/branding/logo_272x92.png"],
    ],
    [
      "https://www.google.com/search?q=md4c+markdown",
      ["https://www.google.com/search?q=md4c+markdown"],
    ],
    ["https://example.com#fragment", ["https://example.com#fragment"]],
    // regressions.txt, Issue 226 (0.5.2)
    [
      "https://example.com/\nhttps://example.com/dir/",
      ["https://example.com/", "https://example.com/dir/"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // md4c: [] (its permissive autolinks take only http:, https:, ftp:). A bare URI's scheme must be registered or followed by "//" (DESIGN "Delimiting rules": bare); "ssh" is both
      ["ssh://root@example.com", ["ssh://root@example.com"]],
      // md4c: [] (spec-permissive-autolinks.txt, 0.5.2). The same
      ["ssh://example.com", ["ssh://example.com"]],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // md4c: ["http://example.com"] (Issue 152: no autolink inside a link's text). Read as text, the link text is a URI too
      ["[http://example.com](http://example.com)", ["http://example.com", "http://example.com"]],
    ]);
  });
});

describe("md4c permissive WWW and e-mail autolinks (test/permissive-www-autolinks.txt, permissive-email-autolinks.txt, md4c 0.4.8; spec-permissive-autolinks.txt, md4c 0.5.2), fuzzy", () => {
  check(
    [
      // permissive-email-autolinks.txt
      ["E-mail: <mailto:john.doe@gmail.com>", ["mailto:john.doe@gmail.com"]],
      ["E-mail: john.doe@gmail.com", ["mailto:john.doe@gmail.com"]],
      // spec-permissive-autolinks.txt (0.5.2)
      [
        "john.doe@gmail.com\nhttps://www.example.com\nwww.example.com",
        ["mailto:john.doe@gmail.com", "https://www.example.com", "http://www.example.com"],
      ],
      [
        "[john.doe@gmail.com\n(https://www.example.com\n{www.example.com",
        ["mailto:john.doe@gmail.com", "https://www.example.com", "http://www.example.com"],
      ],
      [
        "john.doe@gmail.com]\nhttps://www.example.com)\nwww.example.com}",
        ["mailto:john.doe@gmail.com", "https://www.example.com", "http://www.example.com"],
      ],
      ["You may contact me at **john.doe@example.com**.", ["mailto:john.doe@example.com"]],
      ["www.google.com/search?q=Markdown", ["http://www.google.com/search?q=Markdown"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // md4c: [] (only whitespace or an opening bracket may precede a permissive autolink). A ":" that opens the word before an address is the text's (RULES.md "Fuzzy links": ":a@example.com:"); a scheme'd URI after a ":" is read with its "//" (RULES.md "Glued text"), and a "www." link after one too (linkify-it takes none after ":"; urisift took none before this suite)
        [
          ":john.doe@gmail.com\n:https://www.example.com\n:www.example.com",
          ["mailto:john.doe@gmail.com", "https://www.example.com", "http://www.example.com"],
        ],
        // md4c: [] (a literal "*" before the address). An unmatched "*" opening the word is Markdown's emphasis mark or a footnote mark, not part of the address (RULES.md "Fuzzy links": Markdown emphasis around an address); the address after it is whole (RFC 5322 §3.4.1)
        ["*john.doe@example.com", ["mailto:john.doe@example.com"]],
        // md4c: [] (a literal "*" after the address). The same; no domain label ends with "*" (RULES.md "Glued symbols and punctuation")
        ["john.doe@example.com*", ["mailto:john.doe@example.com"]],
        // md4c: [] (its user name allows no "__"). "_" is atext and a dot-atom may repeat it (RFC 5322 §3.2.3); a local part's own underscores stay (RULES.md "Fuzzy links": "__init__@example.com")
        ["john__doe@example.com", ["mailto:john__doe@example.com"]],
      ],
      { fuzzy: true },
    );
  });
  describe("markup reads differently", () => {
    check(
      [
        // md4c: ["www.github.com/"] (Issue 53: a Markdown link's destination, a relative reference). Read as text, the schemeless name is a fuzzy link
        ["This is [link](www.github.com/).", ["http://www.github.com/"]],
        // md4c: ["www.github.com/"]. The same
        ["This is [link](www.github.com/)X", ["http://www.github.com/"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("blackfriday TestAutoLink, TestSafeInlineLink (inline_test.go, blackfriday 2.1.0)", () => {
  check([
    // TestAutoLink
    ["http://foo.com/", ["http://foo.com/"]],
    ["1 http://foo.com/", ["http://foo.com/"]],
    ["1http://foo.com/", ["http://foo.com/"]],
    ["1.http://foo.com/", ["http://foo.com/"]],
    ["1. http://foo.com/", ["http://foo.com/"]],
    ["-http://foo.com/", ["http://foo.com/"]],
    ["- http://foo.com/", ["http://foo.com/"]],
    ["_http://foo.com/", ["http://foo.com/"]],
    ["令狐http://foo.com/", ["http://foo.com/"]],
    ["令狐 http://foo.com/", ["http://foo.com/"]],
    [">http://foo.com/", ["http://foo.com/"]],
    ["> http://foo.com/", ["http://foo.com/"]],
    ["go to <http://foo.com/>", ["http://foo.com/"]],
    ["a secure <https://link.org>", ["https://link.org"]],
    ["an email <mailto:some@one.com>", ["mailto:some@one.com"]],
    ["an ftp <ftp://old.com>", ["ftp://old.com"]],
    ["a link with <http://new.com?query=foo&bar>", ["http://new.com?query=foo&bar"]],
    ['<a href="http://fancy.com">This is a link</a>', ["http://fancy.com"]],
    ["http://www.foo.com<br />", ["http://www.foo.com"]],
    ["http://foo.com/viewtopic.php?f=18&amp;t=297", ["http://foo.com/viewtopic.php?f=18&t=297"]],
    // TestSafeInlineLink
    ["[foo](http://bar/)", ["http://bar/"]],
    ["[foo](https://bar/)", ["https://bar/"]],
    ["[foo](ftp://bar/)", ["ftp://bar/"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // blackfriday: [] (a scheme glued to a letter). Glued text: "edgehttps://…" is read as "https://…" (RULES.md "Glued text")
      ["ahttp://foo.com/", ["http://foo.com/"]],
      // blackfriday: ["mailto://some@one.com"]. "//" starts an authority, which a mailto URI has none of (RFC 3986 §3.2; RFC 6068 §2), and "/" in an addr-spec must be percent-encoded (RFC 6068 §2, item 1): invalid, not reported (test/core/schemes/mailto.test.ts)
      ["an email <mailto://some@one.com>", []],
      // blackfriday: ["ftp:old.com"]. An ftp URL is "ftp://" and a host (RFC 1738 §3.2; DESIGN "Scheme rules": ftp needs a host): invalid, not reported
      ["an ftp <ftp:old.com>", []],
      // blackfriday: [] (read as an HTML tag). '"' is no URI character: the bracketed text is no URI (DESIGN "Delimiting rules": angle, rules.test.ts '<http://example.com/a"b>'), and the bare rules read the pair of double quotes that opens the query's value as the URI's, percent-encoded (RULES.md "Strict grammar; raw characters read encoded"; blackfriday's own answer with the quotes escaped, below)
      ['quotes mean a tag <http://new.com?query="foo"&bar>', ['http://new.com?query="foo"&bar']],
      // blackfriday: ['http://foo.com/viewtopic.php?param="18"zz']. A reference to a delimiter ("&quot;") ends the URI wherever it is (RULES.md "Escaped HTML")
      [
        "http://foo.com/viewtopic.php?param=&quot;18&quot;zz",
        ["http://foo.com/viewtopic.php?param="],
      ],
      // blackfriday: ['http://foo.com/viewtopic.php?param="18"']. The same
      [
        "http://foo.com/viewtopic.php?param=&quot;18&quot;",
        ["http://foo.com/viewtopic.php?param="],
      ],
      // TestSafeInlineLink. blackfriday: ["mailto://bar/"]. A mailto URI has no authority and "//bar/" is no addr-spec (RFC 6068 §2): invalid, not reported
      ["[foo](mailto://bar/)", []],
      // TestSafeInlineLink. blackfriday: [] (safe mode links only its safe schemes). A bare URI's scheme must be registered or followed by "//" (DESIGN "Delimiting rules": bare); "baz://bar/" is a URI (RFC 3986 §3)
      ["[foo](baz://bar/)", ["baz://bar/"]],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // blackfriday: [] (read as an HTML tag: "'" in an attribute-like run). Read as text, "'" is a sub-delim (RFC 3986 §2.2) and the bracketed text one URI
      ["quotes mean a tag <http://new.com?query='foo'&bar>", ["http://new.com?query='foo'&bar"]],
      // blackfriday: ['http://new.com?query="foo"&bar'] (Markdown's backslash escapes). Read as text, "\" is no URI character: the bracketed text is no URI, and the bare one ends before it (RFC 3986 App. A)
      ['unless escaped <http://new.com?query=\\"foo\\"&bar>', ["http://new.com?query="]],
      // blackfriday: ["http://new.com?q=>&etc"] (an escaped ">"). Read as text, the first ">" closes the brackets and "\" is no URI character
      ["even a > can be escaped <http://new.com?q=\\>&etc>", ["http://new.com?q="]],
      // blackfriday: ["http://fancy.com"] (raw HTML is left alone). Read as text, the attribute and the link text are two URIs
      ['<a href="http://fancy.com">http://fancy.com</a>', ["http://fancy.com", "http://fancy.com"]],
      // blackfriday: ["https://fancy.com"]. The same
      [
        '<a href="https://fancy.com">https://fancy.com</a>',
        ["https://fancy.com", "https://fancy.com"],
      ],
      // blackfriday: ["http://www.fancy.com/A_B.pdf"]. The same
      [
        '<a href="http://www.fancy.com/A_B.pdf">http://www.fancy.com/A_B.pdf</a>',
        ["http://www.fancy.com/A_B.pdf", "http://www.fancy.com/A_B.pdf"],
      ],
      // blackfriday: ["http://www.fancy.com/A_B"]. The same
      [
        '(<a href="http://www.fancy.com/A_B">http://www.fancy.com/A_B</a> (',
        ["http://www.fancy.com/A_B", "http://www.fancy.com/A_B"],
      ],
      // blackfriday: ["http://www.fancy.com/A_B", "http://www.fancy.com/A_B"]. The same, twice
      [
        '(<a href="http://www.fancy.com/A_B">http://www.fancy.com/A_B</a> (part two: <a href="http://www.fancy.com/A_B">http://www.fancy.com/A_B</a>)).',
        [
          "http://www.fancy.com/A_B",
          "http://www.fancy.com/A_B",
          "http://www.fancy.com/A_B",
          "http://www.fancy.com/A_B",
        ],
      ],
      // TestSafeInlineLink. blackfriday: ["/bar/"] (a link's destination). Read as text, a relative reference has no base and is no URI (RFC 3986 §4.2)
      ["[foo](/bar/)", []],
      // blackfriday: ["/"]. The same
      ["[foo](/)", []],
      // blackfriday: ["./"]. The same
      ["[foo](./)", []],
      // blackfriday: ["../"]. The same
      ["[foo](../)", []],
    ]);
  });
});

describe("blackfriday TestAutoLink (inline_test.go, blackfriday 2.1.0), fuzzy", () => {
  check([["an email <some@one.com>", ["mailto:some@one.com"]]], { fuzzy: true });
});

describe("lowdown regress (regress/*.md, lowdown 2.0.2)", () => {
  check([
    // links-email2
    ["a <mailto:kristaps@bsd.lv> b", ["mailto:kristaps@bsd.lv"]],
    ["a [b](mailto:kristaps@bsd.lv) c", ["mailto:kristaps@bsd.lv"]],
    // links (answers from links.ms)
    ["a https://bar.com b c", ["https://bar.com"]],
    ["a b<https://bar.com>c d", ["https://bar.com"]],
    ["a [b](https://bar.com) c", ["https://bar.com"]],
    ["a b[c](https://bar.com)d e", ["https://bar.com"]],
    ["# a [b](https://bar.com) c", ["https://bar.com"]],
    ["# a[b](https://bar.com)c", ["https://bar.com"]],
    ["a [*b* ***c***](https://foo.com) d", ["https://foo.com"]],
    ["***a [b](https://foo.com) c*** d", ["https://foo.com"]],
    // header-with-links, header-with-links-nospace (from its .ms), header-with-nested-elements
    ["# a https://foo.com now [world](https://bar.com) b", ["https://foo.com", "https://bar.com"]],
    ["# a https://foo.com now[world](https://bar.com)bc", ["https://foo.com", "https://bar.com"]],
    ["# a *b c https://foo.com d* f", ["https://foo.com"]],
    // link-with-links
    ["- b https://foo.com c\n- d e", ["https://foo.com"]],
  ]);
});

describe("lowdown regress (regress/*.md, lowdown 2.0.2), fuzzy", () => {
  const rows = "9  | www.foo.com | [foo](https://foo.com)\n10 | www.bar.com | https://baz.com\n";
  check(
    [
      // link-auto (lowdown links the address after "mailto:", the same URI)
      [
        "a b http://c.d.com c d\na b mailto:foo@bar.com c d\na b ftp://c.d.com c d\na b <foo@bar.com> c d",
        ["http://c.d.com", "mailto:foo@bar.com", "ftp://c.d.com", "mailto:foo@bar.com"],
      ],
      // links-email (answers from links-email.ms), links-email2
      ["a <kristaps@bsd.lv> b c", ["mailto:kristaps@bsd.lv"]],
      ["a kristaps@bsd.lv b c", ["mailto:kristaps@bsd.lv"]],
      ["a b<kristaps@bsd.lv>c d", ["mailto:kristaps@bsd.lv"]],
      ["a <kristaps@bsd.lv> b", ["mailto:kristaps@bsd.lv"]],
      // newline-before-link (answer from its .term: "bwww" is no www. link)
      ["a bwww wcdef \n[g](https://foo.com)", ["https://foo.com"]],
      // table-links: a 16-fold table of two rows
      [
        `a  | b           | c\n---| ------------|---\n${rows.repeat(16)}`,
        Array(16)
          .fill(["http://www.foo.com", "https://foo.com", "http://www.bar.com", "https://baz.com"])
          .flat(),
      ],
    ],
    { fuzzy: true },
  );
  describe("markup reads differently", () => {
    check(
      [
        // links-email. lowdown: ["kristaps@bsd.lv"] (a link's destination, a relative reference). Read as text, the address is one
        ["a [b](kristaps@bsd.lv) c", ["mailto:kristaps@bsd.lv"]],
      ],
      { fuzzy: true },
    );
  });
});
