/**
 * Standalone-URI cases from the tests of document-format converters, where a bare URI in
 * the text becomes a link:
 * - pandoc 3.1.11.1 (Debian source), test/Tests/Readers/Markdown.hs (bareLinkTests, the
 *   autolink_bare_uris extension, and the autolink tests after it) and the RST, Org, Creole,
 *   DokuWiki, Jira, Muse and Txt2Tags reader tests (test/Tests/Readers/*.hs)
 * - commonmark-extensions 0.2.5.5 (Hackage), test/autolinks.md: the GFM autolink extension,
 *   schemeless "www." links and addresses included; one case per input paragraph
 * - txt2tags 3.4 (Debian source), test/marks/link.t2t against test/marks/ok/link.html, line
 *   by line
 * - docutils: the inputs are recalled after test/test_parsers/test_rst/test_inline_markup.py
 *   (its source was not at hand), not copied; the answers are what docutils 0.23 itself
 *   gives for them (the reference URIs of its doctree)
 * - Asciidoctor: the inputs are recalled after test/links_test.rb, not copied; the answers
 *   are what asciidoctor.js 4.1.0 itself gives for them (the hrefs of its HTML)
 * A peer's answer is the list of the link targets it makes of the text. Schemeless links and
 * bare addresses are cases with `fuzzy: true` (a "…, fuzzy" group; "http://" and "mailto:"
 * added); the peer's own percent-encoding (pandoc's %5B, %7B) and case folding are undone.
 * Each group holds the cases where urisift gives the peer's answer, then those where it
 * answers differently on purpose (the peer's answer and the rule in a comment), then a few
 * where the format's own markup decides: a link syntax, an escape, emphasis or quotes that
 * suppress a link — read as running text, the URI is there.
 * Inputs that test/extract/*.test.ts or test/mail/*.test.ts already hold are left out.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("pandoc readers (test/Tests/Readers/Markdown.hs bareLinkTests, RST.hs, Org/Inline.hs, Creole.hs, DokuWiki.hs, Jira.hs, Muse.hs, Txt2Tags.hs; pandoc 3.1.11.1)", () => {
  check([
    ["http://google.com is a search engine.", ["http://google.com"]],
    [
      "Try this query: http://google.com?search=fish&time=hour.",
      ["http://google.com?search=fish&time=hour"],
    ],
    ["HTTPS://GOOGLE.COM,", ["HTTPS://GOOGLE.COM"]],
    ["http://el.wikipedia.org/wiki/Τεχνολογία,", ["http://el.wikipedia.org/wiki/Τεχνολογία"]],
    ["git://github.com/foo/bar.git,", ["git://github.com/foo/bar.git"]],
    ["file:///Users/joe/joe.txt, and", ["file:///Users/joe/joe.txt"]],
    ["mailto:someone@somedomain.com.", ["mailto:someone@somedomain.com"]],
    ["Use http: this is not a link!", []],
    ["(http://google.com).", ["http://google.com"]],
    [
      "http://en.wikipedia.org/wiki/Texas_hold%27em",
      ["http://en.wikipedia.org/wiki/Texas_hold%27em"],
    ],
    ["https://example.org/?anchor=lala-", ["https://example.org/?anchor=lala-"]],
    ["https://example.org/?anchor=-lala", ["https://example.org/?anchor=-lala"]],
    ["<http://foo.bar>—", ["http://foo.bar"]],
    ["<http://foo.bar>{#i .j .z k=v}", ["http://foo.bar"]],
    ["[[https://example.org]]", ["https://example.org"]],
    ["[[title|https://example.org]]", ["https://example.org"]],
    [
      "http://google.com, http://yahoo.com; http://foo.bar.baz.\nhttp://foo.bar/baz_(bam) (http://foo.bar)",
      [
        "http://google.com",
        "http://yahoo.com",
        "http://foo.bar.baz",
        "http://foo.bar/baz_(bam)",
        "http://foo.bar",
      ],
    ],
    ["[[http://zeitlens.com/][pseudo-random /nonsense/]]", ["http://zeitlens.com/"]],
    ["[[http://zeitlens.com/]]", ["http://zeitlens.com/"]],
    ["[[http://example.com][./logo.png]]", ["http://example.com"]],
    ["Posts on http://zeitlens.com/ can be funny at times.", ["http://zeitlens.com/"]],
    ["Look at <http://moltkeplatz.de> for fnords.", ["http://moltkeplatz.de"]],
    ["foo http://foo.example.com/bar/baz.html bar", ["http://foo.example.com/bar/baz.html"]],
    ["foo [[http://foo.example.com/foo.png]] bar", ["http://foo.example.com/foo.png"]],
    ["foo [[http://foo.example.com/foo.png|my link]] bar", ["http://foo.example.com/foo.png"]],
    ["[[http://foo.example.com/|{{foo.png}}]]", ["http://foo.example.com/"]],
    ["[[https://example.com]]", ["https://example.com"]],
    ["[[http://www.google.com|This Link points to google]]", ["http://www.google.com"]],
    [
      "[[   http://www.google.com    |   This Link points to google   ]]",
      ["http://www.google.com"],
    ],
    ["[Example|https://example.org]", ["https://example.org"]],
    ["[mailto:me@example.org]", ["mailto:me@example.org"]],
    ["[email|mailto:me@example.org]", ["mailto:me@example.org"]],
    ["[x|http://example.com|smart-link]", ["http://example.com"]],
    ["!https://example.com/image.jpg!", ["https://example.com/image.jpg"]],
    ["[[https://amusewiki.org/]]", ["https://amusewiki.org/"]],
    ["[[https://amusewiki.org/][A Muse Wiki]]", ["https://amusewiki.org/"]],
    ["[[https://amusewiki.org/][foo[1]]", ["https://amusewiki.org/"]],
    ["[title http://google.com]", ["http://google.com"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // pandoc: ["doi:10.1000/182"]. doi is in no IANA registry and has no "//": a bare URI needs a registered scheme or "scheme://" (DESIGN "Delimiting rules")
      ["doi:10.1000/182,", []],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // pandoc: []. pandoc keeps raw HTML verbatim; read as text, the href and the link text are two URIs
      [
        '<a href="http://foo.bar.baz">http://foo.bar.baz</a>',
        ["http://foo.bar.baz", "http://foo.bar.baz"],
      ],
      // pandoc: ["url"]. a Markdown link's relative target "url" is no URI; its text holds one
      ["[<https://example.org>](url)", ["https://example.org"]],
      // pandoc: ["url"]. a Markdown link's relative target "url" is no URI; its text holds one (an unopened "(" is text)
      ["[https://example.org(](url)", ["https://example.org"]],
      // pandoc: ["http://loc"]. an RST named link: its text and its target are both URIs in text
      ["`http://loc <http://loc>`__", ["http://loc", "http://loc"]],
      // pandoc: []. RST emphasis suppresses the link; the marks close like quotes (RULES.md "Markdown emphasis")
      ["*http://location*", ["http://location"]],
      // pandoc: []. Creole's "~" escape; "~" is no scheme character, the URI starts after it
      ["foo ~http://foo.example.com/bar/baz.html bar", ["http://foo.example.com/bar/baz.html"]],
      // pandoc: []. a DokuWiki <nowiki> block; in text the URI is still one
      [
        "<nowiki>\nThis is some text which contains addresses like this: http://www.splitbrain.org and **formatting**, but nothing is done with it.\n</nowiki>\n",
        ["http://www.splitbrain.org"],
      ],
      // pandoc: ["https://example.com"]. Jira's [alias|target]: the alias holds the URI too
      [
        "[See https://example.com|https://example.com]",
        ["https://example.com", "https://example.com"],
      ],
      // pandoc: []. Amusewiki has no bare links
      [
        "http://example.org/index.php?action=view&id=1",
        ["http://example.org/index.php?action=view&id=1"],
      ],
    ]);
  });
});

describe("pandoc readers (test/Tests/Readers/Markdown.hs bareLinkTests, RST.hs, Org/Inline.hs, Creole.hs, DokuWiki.hs, Jira.hs, Muse.hs, Txt2Tags.hs; pandoc 3.1.11.1), fuzzy", () => {
  check([["<andi@splitbrain.org>", ["mailto:andi@splitbrain.org"]]], { fuzzy: true });
  describe("markup reads differently", () => {
    check(
      [
        // pandoc: []. a CommonMark autolink needs a scheme; with fuzzy the schemeless link is read
        [
          "<www.boe.es/buscar/act.php?id=BOE-A-1996-8930#a66>",
          ["http://www.boe.es/buscar/act.php?id=BOE-A-1996-8930#a66"],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("GFM autolinks (test/autolinks.md, commonmark-extensions 0.2.5.5), fuzzy", () => {
  check(
    [
      ["Visit www.commonmark.org/~jm/foo/bar.pdf.", ["http://www.commonmark.org/~jm/foo/bar.pdf"]],
      ["[link](https://baidu.com)aaa<span></span>bbb", ["https://baidu.com"]],
      ["Anonymous FTP is available at ftp://foo.bar.baz.", ["ftp://foo.bar.baz"]],
      ["[a link](http://www.google.com/)stuff?", ["http://www.google.com/"]],
      [
        "https://en.wikipedia.org/wiki/St._Petersburg_paradox",
        ["https://en.wikipedia.org/wiki/St._Petersburg_paradox"],
      ],
      [
        "https://en.wikipedia.org/wiki/Liaison_(French)",
        ["https://en.wikipedia.org/wiki/Liaison_(French)"],
      ],
      [
        "https://en.wikipedia.org/wiki/Frederick_III,_German_Emperor",
        ["https://en.wikipedia.org/wiki/Frederick_III,_German_Emperor"],
      ],
    ],
    { fuzzy: true },
  );
});

describe("txt2tags links (test/marks/link.t2t vs test/marks/ok/link.html, txt2tags 3.4)", () => {
  check([
    ["http://www.domain.com", ["http://www.domain.com"]],
    ["http://www.domain.com/dir/", ["http://www.domain.com/dir/"]],
    ["http://www.domain.com/dir///", ["http://www.domain.com/dir///"]],
    ["http://www.domain.com.", ["http://www.domain.com"]],
    ["http://www.domain.com,", ["http://www.domain.com"]],
    ["http://www.domain.com. any text.", ["http://www.domain.com"]],
    ["http://www.domain.com, any text.", ["http://www.domain.com"]],
    ["http://www.domain.com/dir/. any text.", ["http://www.domain.com/dir/"]],
    ["any text: http://www.domain.com. any text.", ["http://www.domain.com"]],
    ["any text: http://www.domain.com/dir/. any text.", ["http://www.domain.com/dir/"]],
    [
      "any text: http://www.domain.com/dir/index.html. any text.",
      ["http://www.domain.com/dir/index.html"],
    ],
    [
      "any text: http://www.domain.com/dir/index.html, any text.",
      ["http://www.domain.com/dir/index.html"],
    ],
    ["http://www.domain.com/dir/#anchor", ["http://www.domain.com/dir/#anchor"]],
    [
      "http://www.domain.com/dir/index.html#anchor",
      ["http://www.domain.com/dir/index.html#anchor"],
    ],
    ["http://domain.com?a=a@a.a&b=a+b+c.#anchor", ["http://domain.com?a=a@a.a&b=a+b+c.#anchor"]],
    [
      "http://domain.com/bla.cgi?a=a@a.a&b=a+b+c.#anchor",
      ["http://domain.com/bla.cgi?a=a@a.a&b=a+b+c.#anchor"],
    ],
    [
      "http://domain.com/bla.cgi?a=a@a.a&b=a+b+c@.#anchor",
      ["http://domain.com/bla.cgi?a=a@a.a&b=a+b+c@.#anchor"],
    ],
    ["http://user:password@domain.com/bla.html.", ["http://user:password@domain.com/bla.html"]],
    ["http://user:password@domain.com/dir/.", ["http://user:password@domain.com/dir/"]],
    ["http://user:password@domain.com.", ["http://user:password@domain.com"]],
    ["http://user:@domain.com.", ["http://user:@domain.com"]],
    ["http://user@domain.com.", ["http://user@domain.com"]],
    [
      "http://user:password@domain.com/bla.cgi?a=a@a.a&b=a+b+c.#anchor",
      ["http://user:password@domain.com/bla.cgi?a=a@a.a&b=a+b+c.#anchor"],
    ],
    [
      "http://user:password@domain.com/bla.cgi?a=a@a.a&b=a+b+c@#anchor",
      ["http://user:password@domain.com/bla.cgi?a=a@a.a&b=a+b+c@#anchor"],
    ],
    [
      "[login         http://user:password@domain.com/bla.html]",
      ["http://user:password@domain.com/bla.html"],
    ],
    [
      "[form & anchor http://www.domain.com/bla.cgi?a=a@a.a&b=a+b+c.#anchor]",
      ["http://www.domain.com/bla.cgi?a=a@a.a&b=a+b+c.#anchor"],
    ],
    [
      "http://domain.com:8080/~user/_st-r@a=n$g,e/index%20new.htm",
      ["http://domain.com:8080/~user/_st-r@a=n$g,e/index%20new.htm"],
    ],
    [
      "http://domain.com:8080/~user/_st-r@a=n$g,e/index%20new.htm?a=/%22&b=+.@*_-",
      ["http://domain.com:8080/~user/_st-r@a=n$g,e/index%20new.htm?a=/%22&b=+.@*_-"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // txt2tags: ["http://www.domain.com/dir/index.html#anchor."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      [
        "http://www.domain.com/dir/index.html#anchor.",
        ["http://www.domain.com/dir/index.html#anchor"],
      ],
      // txt2tags: ["http://www.domain.com/dir/#anchor."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      ["http://www.domain.com/dir/#anchor. any text.", ["http://www.domain.com/dir/#anchor"]],
      // txt2tags: ["http://www.domain.com/dir/index.html#anchor."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      [
        "http://www.domain.com/dir/index.html#anchor. any text.",
        ["http://www.domain.com/dir/index.html#anchor"],
      ],
      // txt2tags: ["http://www.domain.com/dir/#anchor."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      [
        "any text: http://www.domain.com/dir/#anchor. any text.",
        ["http://www.domain.com/dir/#anchor"],
      ],
      // txt2tags: ["http://www.domain.com/dir/index.html#anchor."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      [
        "any text: http://www.domain.com/dir/index.html#anchor. any text.",
        ["http://www.domain.com/dir/index.html#anchor"],
      ],
      // txt2tags: ["http://domain.com?a=a@a.a&b=a+b+c."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      ["http://domain.com?a=a@a.a&b=a+b+c.", ["http://domain.com?a=a@a.a&b=a+b+c"]],
      // txt2tags: ["http://domain.com?a=a@a.a&b=a+b+c,"]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      ["http://domain.com?a=a@a.a&b=a+b+c,", ["http://domain.com?a=a@a.a&b=a+b+c"]],
      // txt2tags: ["http://domain.com/bla.cgi?a=a@a.a&b=a+b+c."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      ["http://domain.com/bla.cgi?a=a@a.a&b=a+b+c.", ["http://domain.com/bla.cgi?a=a@a.a&b=a+b+c"]],
      // txt2tags: ["http://domain.com/bla.cgi?a=a@a.a&b=a+b+c@."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      [
        "http://domain.com/bla.cgi?a=a@a.a&b=a+b+c@.",
        ["http://domain.com/bla.cgi?a=a@a.a&b=a+b+c@"],
      ],
      // txt2tags: ["http://www.domain.com/dir/index.html#anchor."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      [
        "[anchor        http://www.domain.com/dir/index.html#anchor.]",
        ["http://www.domain.com/dir/index.html#anchor"],
      ],
      // txt2tags: ["http://www.domain.com/bla.cgi?a=a@a.a&b=a+b+c."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      [
        "[form          http://www.domain.com/bla.cgi?a=a@a.a&b=a+b+c.]",
        ["http://www.domain.com/bla.cgi?a=a@a.a&b=a+b+c"],
      ],
      // txt2tags: ["http://user:password@domain.com/bla.cgi?a=a@a.a&b=a+b+c."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      [
        "[login & form  http://user:password@domain.com/bla.cgi?a=a@a.a&b=a+b+c.]",
        ["http://user:password@domain.com/bla.cgi?a=a@a.a&b=a+b+c"],
      ],
      // txt2tags: ["http://domain.com:8080/~user/_st-r@a=n$g,e/index%20new.htm?a=/%22&b=+.@*_-#anchor_-1%."]. a "." or "," at the end is sentence punctuation, dropped (DESIGN "Delimiting rules": trailing punctuation)
      [
        "http://domain.com:8080/~user/_st-r@a=n$g,e/index%20new.htm?a=/%22&b=+.@*_-#anchor_-1%.",
        ["http://domain.com:8080/~user/_st-r@a=n$g,e/index%20new.htm?a=/%22&b=+.@*_-#anchor_-1%"],
      ],
      // txt2tags: ["http://foo._user-9:pass!#$%&*()+word@domain.com:8080/~user/_st-r@a=n$g,e/index%20new.htm?a=/%22&b=+.@*_-#anchor_-1%."]. "#" starts the fragment (RFC 3986 §3.5): the port "pass!" is bad-port, invalid, not reported
      [
        "http://foo._user-9:pass!#$%&*()+word@domain.com:8080/~user/_st-r@a=n$g,e/index%20new.htm?a=/%22&b=+.@*_-#anchor_-1%.",
        [],
      ],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // txt2tags: [".."]. txt2tags's [label target] with a relative target; a relative reference in text has no base (RFC 3986 §4.2, §5.1): no URI
      ["[local link up          ..]", []],
      // txt2tags: ["bla.html"]. txt2tags's [label target] with a relative target; a relative reference in text has no base (RFC 3986 §4.2, §5.1): no URI
      ["[local link file        bla.html]", []],
      // txt2tags: ["#anchor"]. txt2tags's [label target] with a relative target; a relative reference in text has no base (RFC 3986 §4.2, §5.1): no URI
      ["[local link anchor      #anchor]", []],
    ]);
  });
});

describe("txt2tags links (test/marks/link.t2t vs test/marks/ok/link.html, txt2tags 3.4), fuzzy", () => {
  check(
    [
      ["user@domain.com", ["mailto:user@domain.com"]],
      ["user@domain.com.", ["mailto:user@domain.com"]],
      ["user@domain.com. any text.", ["mailto:user@domain.com"]],
      ["any text: user@domain.com. any text.", ["mailto:user@domain.com"]],
      ["[label user@domain.com]", ["mailto:user@domain.com"]],
      ["[label www.domain.com]", ["http://www.domain.com"]],
      ["[  label www.domain.com]", ["http://www.domain.com"]],
      ["[label   www.domain.com]", ["http://www.domain.com"]],
      [
        "http://L1.com ! L2@www.com ! [L3 www.com] ! [L4 w@ww.com] ! www.L5.com",
        [
          "http://L1.com",
          "mailto:L2@www.com",
          "http://www.com",
          "mailto:w@ww.com",
          "http://www.L5.com",
        ],
      ],
      ["www.domain.com", ["http://www.domain.com"]],
      ["www2.domain.com", ["http://www2.domain.com"]],
      ["WWW.DOMAIN.COM", ["http://WWW.DOMAIN.COM"]],
      ["[label WWW.DOMAIN.COM]", ["http://WWW.DOMAIN.COM"]],
      ["[label www.domain.com ]", ["http://www.domain.com"]],
      ["[label] www.domain.com]", ["http://www.domain.com"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // txt2tags: ["mailto:user@domain.com?subject=bla"]. a schemeless address ends at its domain: "?" follows no mailto: (RULES.md "Fuzzy links"; RFC 6068 §2 needs the scheme)
        ["user@domain.com?subject=bla", ["mailto:user@domain.com"]],
        // txt2tags: ["mailto:user@domain.com?subject=bla."]. a schemeless address ends at its domain: "?" follows no mailto: (RULES.md "Fuzzy links"; RFC 6068 §2 needs the scheme)
        ["user@domain.com?subject=bla.", ["mailto:user@domain.com"]],
        // txt2tags: ["mailto:user@domain.com?subject=bla,"]. a schemeless address ends at its domain: "?" follows no mailto: (RULES.md "Fuzzy links"; RFC 6068 §2 needs the scheme)
        ["user@domain.com?subject=bla,", ["mailto:user@domain.com"]],
        // txt2tags: ["mailto:user@domain.com?subject=bla&cc=otheruser@domain.com"]. a schemeless address ends at its domain: "?" follows no mailto: (RULES.md "Fuzzy links"; RFC 6068 §2 needs the scheme)
        ["user@domain.com?subject=bla&cc=otheruser@domain.com", ["mailto:user@domain.com"]],
        // txt2tags: ["mailto:user@domain.com?subject=bla&cc=otheruser@domain.com."]. a schemeless address ends at its domain: "?" follows no mailto: (RULES.md "Fuzzy links"; RFC 6068 §2 needs the scheme)
        ["user@domain.com?subject=bla&cc=otheruser@domain.com.", ["mailto:user@domain.com"]],
        // txt2tags: ["mailto:user@domain.com?subject=bla&cc=otheruser@domain.com,"]. a schemeless address ends at its domain: "?" follows no mailto: (RULES.md "Fuzzy links"; RFC 6068 §2 needs the scheme)
        ["user@domain.com?subject=bla&cc=otheruser@domain.com,", ["mailto:user@domain.com"]],
        // txt2tags: ["mailto:user@domain.com?subject=bla&cc=otheruser@domain.com"]. a schemeless address ends at its domain: "?" follows no mailto: (RULES.md "Fuzzy links"; RFC 6068 §2 needs the scheme)
        [
          "[label user@domain.com?subject=bla&cc=otheruser@domain.com].",
          ["mailto:user@domain.com"],
        ],
        // txt2tags: ["mailto:user@domain.com?subject=bla&cc=otheruser@domain.com."]. a schemeless address ends at its domain: "?" follows no mailto: (RULES.md "Fuzzy links"; RFC 6068 §2 needs the scheme)
        [
          "[label user@domain.com?subject=bla&cc=otheruser@domain.com.].",
          ["mailto:user@domain.com"],
        ],
        // txt2tags: ["ftp://ftp.domain.com"]. a schemeless host gets "http://", as linkify-it's fuzzy links (RULES.md "Fuzzy links"); txt2tags guesses ftp:// from "ftp."
        ["ftp.domain.com", ["http://ftp.domain.com"]],
        // txt2tags: ["ftp://FTP.DOMAIN.COM"]. a schemeless host gets "http://", as linkify-it's fuzzy links (RULES.md "Fuzzy links"); txt2tags guesses ftp:// from "ftp."
        ["FTP.DOMAIN.COM", ["http://FTP.DOMAIN.COM"]],
        // txt2tags: ["ftp://ftp.domain.com"]. a schemeless host gets "http://", as linkify-it's fuzzy links (RULES.md "Fuzzy links"); txt2tags guesses ftp:// from "ftp."
        ["[label ftp.domain.com]", ["http://ftp.domain.com"]],
        // txt2tags: ["ftp://FTP.DOMAIN.COM"]. a schemeless host gets "http://", as linkify-it's fuzzy links (RULES.md "Fuzzy links"); txt2tags guesses ftp:// from "ftp."
        ["[label FTP.DOMAIN.COM]", ["http://FTP.DOMAIN.COM"]],
      ],
      { fuzzy: true },
    );
  });
  describe("markup reads differently", () => {
    check(
      [
        // txt2tags: ["http://www.domain.com"]. the txt2tags label looks like a link; in text it is one
        ["[www.fake.com www.domain.com]", ["http://www.fake.com", "http://www.domain.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("docutils standalone hyperlinks (inputs recalled from test_inline_markup.py; answers of docutils 0.23)", () => {
  check([
    ["http://www.standalone.hyperlink.com", ["http://www.standalone.hyperlink.com"]],
    [
      "http://[1080:0:0:0:8:800:200C:417A]/IPv6address.html",
      ["http://[1080:0:0:0:8:800:200C:417A]/IPv6address.html"],
    ],
    ["http://[3ffe:2a00:100:7031::1]/", ["http://[3ffe:2a00:100:7031::1]/"]],
    ["mailto:someone@somewhere.com", ["mailto:someone@somewhere.com"]],
    ["ftp://ends.with.a.period.", ["ftp://ends.with.a.period"]],
    ["http://example.com/rST_for\\_all.html", ["http://example.com/rST_for_all.html"]],
    ["http://example.com/\\*content\\*/whatever", ["http://example.com/*content*/whatever"]],
    ["http://example.com/\\*content*/whatever", ["http://example.com/*content*/whatever"]],
    ["<http://example.org/ends-with-dot.>", ["http://example.org/ends-with-dot."]],
    ["http://example.org/underscored_text", ["http://example.org/underscored_text"]],
    [
      'None of these are standalone hyperlinks (their "schemes" are not recognized): signal:noise, a:b.',
      [],
    ],
    [
      "Quoted URIs \"http://example.org/quoted\" and 'http://example.org/single'.",
      ["http://example.org/quoted", "http://example.org/single"],
    ],
    ["mailto:someone@somewhere.com?subject=hi", ["mailto:someone@somewhere.com?subject=hi"]],
    ["ftp://ftp.example.org/pub/README.", ["ftp://ftp.example.org/pub/README"]],
    ["http://example.org/path(with)parens", ["http://example.org/path(with)parens"]],
    ["(http://example.org/path(with)parens)", ["http://example.org/path(with)parens"]],
    ["(see http://example.org/a)", ["http://example.org/a"]],
    ["http://example.org/a?b=c&d=e#frag.", ["http://example.org/a?b=c&d=e#frag"]],
    ["telnet://example.org:23/", ["telnet://example.org:23/"]],
    ["Send mail to mailto:a@b.org.", ["mailto:a@b.org"]],
    ["http://example.org/trailing-colon:", ["http://example.org/trailing-colon"]],
    ["http://example.org/a\\ b", ["http://example.org/a"]],
    [
      "See http://example.org/a, http://example.org/b; and http://example.org/c!",
      ["http://example.org/a", "http://example.org/b", "http://example.org/c"],
    ],
    ["http://example.org/`code`", ["http://example.org/"]],
    ["doi:10.1000/182", []],
    ["http://example.org/~user/", ["http://example.org/~user/"]],
    ["http://example.com/path_(x)_", ["http://example.com/path_(x)_"]],
    ["http://example.org/%E2%80%94dash", ["http://example.org/%E2%80%94dash"]],
    ["«http://example.org/guillemets»", ["http://example.org/guillemets"]],
    ["“http://example.org/smart”", ["http://example.org/smart"]],
    ["http://example.org/a.\n", ["http://example.org/a"]],
    ["https://example.org:8080/", ["https://example.org:8080/"]],
    ["https://user:pw@example.org/", ["https://user:pw@example.org/"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // docutils: ["http:/one-slash-only.absolute.path"]. an http URI has a host (RFC 9110 §4.2.1): missing-host, invalid, not reported
      ["http:/one-slash-only.absolute.path", []],
      // docutils: ["http://[3ffe:2a00:100:7031::1"]. the "]" closes a valid IP literal (RFC 3986 §3.2.2)
      [
        'http://[3ffe:2a00:100:7031::1] (the final "]" is ambiguous in text)',
        ["http://[3ffe:2a00:100:7031::1]"],
      ],
      // docutils: ["https://example.org"]. an IRI path holds non-ASCII letters (RFC 3987 §2.2)
      ["https://example.org/été", ["https://example.org/été"]],
      // docutils: []. "<URL:…>" wraps a URI (RFC 3986 App. C)
      ["<URL:http://example.org/prefix>", ["http://example.org/prefix"]],
      // docutils: ["http://example.org/path/[1"]. a "[n]" that ends a path is a footnote's mark (RULES.md "Footnote marks and invisible breaks")
      ["http://example.org/path/[1]", ["http://example.org/path/"]],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // docutils: []. RST emphasis suppresses the link; the marks close like quotes (RULES.md "Markdown emphasis")
      ["*http://example.org/emph*", ["http://example.org/emph"]],
      // docutils: ["http://example.org/"]. RST reads "word_" as a reference; "_" is unreserved (RFC 3986 §2.3)
      ["http://example.org/ends_with_underscore_", ["http://example.org/ends_with_underscore_"]],
    ]);
  });
});

describe("docutils standalone hyperlinks (inputs recalled from test_inline_markup.py; answers of docutils 0.23), fuzzy", () => {
  check(
    [
      ["An email address in a sentence: someone@somewhere.com.", ["mailto:someone@somewhere.com"]],
      ["Escaped email addresses are not recognized: test\\@example.org", []],
      ["someone@somewhere.com", ["mailto:someone@somewhere.com"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // docutils: ["mailto:a.question.mark@end"]. a fuzzy address needs a domain with a top-level label ("end" has no dot; RULES.md "Fuzzy links", linkify-it)
        ["(a.question.mark@end?)", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("Asciidoctor links (inputs recalled from test/links_test.rb; answers of asciidoctor.js 4.1.0)", () => {
  check([
    ["The AsciiDoc project is located at http://asciidoc.org.", ["http://asciidoc.org"]],
    ["We're parsing http://asciidoc.org[AsciiDoc] markup", ["http://asciidoc.org"]],
    ["We're parsing link:http://asciidoc.org[AsciiDoc] markup", ["http://asciidoc.org"]],
    ["file:///home/user/bookmarks.html[My Bookmarks]", ["file:///home/user/bookmarks.html"]],
    ["<http://asciidoc.org> is the project page for AsciiDoc.", ["http://asciidoc.org"]],
    ["(http://asciidoc.org) is the project page for AsciiDoc.", ["http://asciidoc.org"]],
    [
      "Asciidoctor is a Ruby-based AsciiDoc processor (see https://asciidoctor.org)",
      ["https://asciidoctor.org"],
    ],
    [
      "Asciidoctor is a Ruby-based AsciiDoc processor (see https://asciidoctor.org.)",
      ["https://asciidoctor.org"],
    ],
    [
      "Asciidoctor is a Ruby-based AsciiDoc processor (see https://asciidoctor.org!)",
      ["https://asciidoctor.org"],
    ],
    [
      "Asciidoctor is a Ruby-based AsciiDoc processor (see https://asciidoctor.org?)",
      ["https://asciidoctor.org"],
    ],
    [
      "Asciidoctor is a Ruby-based AsciiDoc processor (from https://asciidoctor.org):",
      ["https://asciidoctor.org"],
    ],
    [
      "Asciidoctor is a Ruby-based AsciiDoc processor (from https://asciidoctor.org);",
      ["https://asciidoctor.org"],
    ],
    [
      "http://jruby.org/apidocs/org/jruby/Ruby.html#addModule(org.jruby.RubyModule)[addModule() adds a Ruby module]",
      ["http://jruby.org/apidocs/org/jruby/Ruby.html#addModule(org.jruby.RubyModule)"],
    ],
    ["\u00a0https://asciidoctor.org is the project page", ["https://asciidoctor.org"]],
    [
      "Asciidoctor GitHub organization: <**https://github.com/asciidoctor**>",
      ["https://github.com/asciidoctor"],
    ],
    [
      "https://github.com/asciidoctor/asciidoctor/issues?q=is%3Aopen+is%3Aissue",
      ["https://github.com/asciidoctor/asciidoctor/issues?q=is%3Aopen+is%3Aissue"],
    ],
    ["mailto:doc.writer@asciidoc.org[]", ["mailto:doc.writer@asciidoc.org"]],
    ["irc://irc.freenode.org/#asciidoctor", ["irc://irc.freenode.org/#asciidoctor"]],
    ["_http://asciidoc.org_", ["http://asciidoc.org"]],
    ["*https://asciidoctor.org*", ["https://asciidoctor.org"]],
    ["`https://asciidoctor.org`", ["https://asciidoctor.org"]],
    ["https://asciidoctor.org, the home page", ["https://asciidoctor.org"]],
    ["https://example.org/a;b", ["https://example.org/a;b"]],
    ["http://example.com/?a=b&c=d", ["http://example.com/?a=b&c=d"]],
    ["ftp://ftp.example.org/pub/README.", ["ftp://ftp.example.org/pub/README"]],
    ["Visit https://asciidoctor.org:", ["https://asciidoctor.org"]],
    ["<https://asciidoctor.org/>.", ["https://asciidoctor.org/"]],
    ["www.asciidoctor.org", []],
    [
      "https://example.org/path_with_underscores_ok",
      ["https://example.org/path_with_underscores_ok"],
    ],
    ["https://example.org/a.b.c/", ["https://example.org/a.b.c/"]],
    ["link:https://example.org/a%20b[with space]", ["https://example.org/a%20b"]],
    ["Check https://example.org/été now", ["https://example.org/été"]],
    ["https://example.org/{placeholder}", ["https://example.org/{placeholder}"]],
    ["(https://example.org/a),", ["https://example.org/a"]],
    [
      "the site (https://asciidoctor.org/docs/user-manual/#links).",
      ["https://asciidoctor.org/docs/user-manual/#links"],
    ],
    ["https://example.org/a*b*c", ["https://example.org/a*b*c"]],
    ["http://127.0.0.1:8080/path?x=1", ["http://127.0.0.1:8080/path?x=1"]],
    ["https://example.org/a\nnext line", ["https://example.org/a"]],
    ["https://example.org/foo[^blank]", ["https://example.org/foo"]],
    // (the URL macro's empty "[]": since session 32, RULES.md "Strict grammar")
    ["https://example.org/foo[]", ["https://example.org/foo"]],
    ["News at https://example.org/news#latest!", ["https://example.org/news#latest"]],
    ["https://example.org/~user/a-b_c.d", ["https://example.org/~user/a-b_c.d"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // asciidoctor.js: ["http://jruby.org/apidocs/org/jruby/Ruby.html#addModule(org.jruby.RubyModule"]. a balanced ")" is kept (RULES.md "Closers")
      [
        "See http://jruby.org/apidocs/org/jruby/Ruby.html#addModule(org.jruby.RubyModule) for details",
        ["http://jruby.org/apidocs/org/jruby/Ruby.html#addModule(org.jruby.RubyModule)"],
      ],
      // asciidoctor.js: []. a quotation mark before the scheme is punctuation, not part of the URI (RFC 3986 App. C); Ruby Asciidoctor's links_test.rb expects this link too
      ["l’https://www.irit.fr", ["https://www.irit.fr"]],
      // asciidoctor.js: ["https://example.org/foo)bar"]. a ")" with no opener ends a bare URI (RULES.md "Closers")
      ["Go to https://example.org/foo)bar now", ["https://example.org/foo"]],
      // asciidoctor.js: ["https://en.wikipedia.org/wiki/Foo_(bar"]. a balanced ")" is kept, the outer one dropped (RULES.md "Closers")
      ["(https://en.wikipedia.org/wiki/Foo_(bar))", ["https://en.wikipedia.org/wiki/Foo_(bar)"]],
      // asciidoctor.js: ["https://example.org/x'"]. a "'" at the end closes a quote, dropped (DESIGN "Delimiting rules")
      ["https://example.org/x'", ["https://example.org/x"]],
      // asciidoctor.js: []. an IPv6 literal is a host (RFC 3986 §3.2.2)
      ["https://[::1]:8080/", ["https://[::1]:8080/"]],
      // asciidoctor.js: ["https://example.org/<b&gt"]. "<" ends a bare URI (RFC 3986 App. C); asciidoctor.js's answer is its HTML escaping
      ["https://example.org/<b>", ["https://example.org/"]],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // asciidoctor.js: []. AsciiDoc does not autolink after "["; the brackets close around the URI
      ["[http://asciidoc.org]", ["http://asciidoc.org"]],
      // asciidoctor.js: []. AsciiDoc's backslash escape; "\" is no URI character (RFC 3986 §2), the URI starts after it
      ["\\http://asciidoc.org is not converted into a link.", ["http://asciidoc.org"]],
      // asciidoctor.js: ["mailto:doc.writer@asciidoc.org?subject=Subject"]. the mailto macro turns its attributes into "?subject="; a "[" after a name without authority ends the URI (RULES.md "Strict grammar")
      ["mailto:doc.writer@asciidoc.org[Contact us,Subject]", ["mailto:doc.writer@asciidoc.org"]],
      // asciidoctor.js: []. AsciiDoc reads quotes as markup; double quotes delimit a URI (RFC 3986 App. C)
      ['"https://asciidoctor.org"', ["https://asciidoctor.org"]],
      // asciidoctor.js: []. AsciiDoc reads quotes as markup; single quotes around a URI are dropped (DESIGN "Delimiting rules")
      ["'https://asciidoctor.org'", ["https://asciidoctor.org"]],
      // asciidoctor.js: []. AsciiDoc does not autolink before a closing "]"; a "]" with no opener in the URI ends it (RULES.md "Closers")
      ["[see https://asciidoctor.org/docs/]", ["https://asciidoctor.org/docs/"]],
      // asciidoctor.js: []. AsciiDoc reads quotes as markup; double quotes delimit a URI (RFC 3986 App. C)
      ['"https://example.org/q".', ["https://example.org/q"]],
      // asciidoctor.js: ["index.html"]. the link: macro's target is relative; no base in text (RFC 3986 §5.1)
      ["link:index.html[Docs]", []],
    ]);
  });
});

describe("Asciidoctor links (inputs recalled from test/links_test.rb; answers of asciidoctor.js 4.1.0), fuzzy", () => {
  check([["Email me at doc.writer@asciidoc.org.", ["mailto:doc.writer@asciidoc.org"]]], {
    fuzzy: true,
  });
});
