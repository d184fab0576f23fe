/**
 * Extraction cases from the autolink tests of two more Markdown processors, verbatim from
 * their Debian source packages:
 * - pandoc 2.17.1.1 (Debian source pandoc 2.17.1.1-2~deb12u1, bookworm): the Markdown reader
 *   tests of test/Tests/Readers/Markdown.hs (bareLinkTests — the autolink_bare_uris
 *   extension —, the "autolinks" and "links" groups, the links after a citation), the
 *   test/command/*.md cases whose Markdown input holds a link (1841, 3716, 4012, 4913, 6026,
 *   7692, and the first paragraph of pandoc-citeproc-locators-delimited), and the
 *   "Autolinks" and link sections of test/testsuite.txt and test/markdown-reader-more.txt
 *   against their .native output. command/3570.md, the only file that names
 *   +autolink_bare_uris, has no URI (a "**Notes:**" regression).
 * - python-markdown2 2.5.4 (the orig tarball of Debian's python-markdown2 2.5.4-4, sid:
 *   bookworm's 2.4.1 and trixie's 2.4.11 sources are not on the mirror): the autolink and
 *   link-patterns cases of test/tm-cases (auto_link*, underline_in_autolink, link_patterns*,
 *   and the autolinks inside backslash_escape_html_tags, escapes, img_in_link,
 *   issue341_xss, underline_html_comment), its safe-mode scheme cases (link_safe_urls,
 *   data_urls_in_safe_mode, link_defn_spaces_in_url, xss_quotes) and a few inline links
 *   (link_nofollow, link_after_square_brackets, safe_mode_issue621, issue54_escape_link_title,
 *   consecutive_image_links_issue498), each .text paragraph against the hrefs and srcs of its
 *   .html. markdowntest-cases/Auto links.text is MarkdownTest's, compared in
 *   peer-suites-third.test.ts: all of its six paragraphs are in test/ already.
 * A peer's answer is the list of link targets of its output (HTML escaping and character
 * references undone; markdown2's safe mode writes "#" for a target it refuses: no URI), one
 * case per input paragraph, or per test input when a reference and its definition go
 * together. The text of a [text](url) link is text: the URL inside is the answer. Schemeless
 * links and bare addresses are cases with `fuzzy: true` ("…, fuzzy" groups; "http://" and
 * "mailto:" added). Markdown syntax that is no autolink (links, code, raw HTML, escapes,
 * citations, entity references) is read as text here: where that changes the answer the case
 * is in a "markup reads differently" group. Each group holds the cases where urisift gives
 * the peer's answer, then those where it answers differently on purpose (the peer's answer
 * and the rule in a comment), then those where urisift is wrong ("urisift wrong, to fix",
 * asserting the right answer with `it.fails`).
 * Skipped: pandoc's 52 inputs that test/ already holds (all 40 of bareLinkTests — it has 41,
 * "http://www.rubyonrails.com" twice —, 5 of the "autolinks" and "links" groups, command/6740's
 * and 7692's "<https://www.google.com>" and "<http://example.com>", testsuite.txt's five
 * autolink paragraphs), the links group's "[[a](url2)](url)" (no URI), the second copy of
 * 4913's "[https://pandoc.org](https://pandoc.org)" (its Markdown writer test) and of 6026's
 * input, 5541-urlLink.md and 6675.md (ICML writer tests) and the citeproc tests (their URLs are
 * YAML metadata rendered into a bibliography); markdown2's auto_link_safe_mode (auto_link's
 * text again), the six paragraphs of markdowntest-cases/Auto links, link_nofollow's
 * "[link](http://example.com)" (in test/ already), and the paragraphs whose only target is a
 * relative reference or a "#" fragment, or that hold no link at all (headings, code-span and
 * escape examples): about its rendering only.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

/** data_urls_in_safe_mode's image, as in the file. */
const SMILEY =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAABHNCSVQICAgIfAhkiAAAAAlwSFlzAAAApgAAAKYB3X3/OAAAABl0RVh0U29mdHdhcmUAd3d3Lmlua3NjYXBlLm9yZ5vuPBoAAANCSURBVEiJtZZPbBtFFMZ/M7ubXdtdb1xSFyeilBapySVU8h8OoFaooFSqiihIVIpQBKci6KEg9Q6H9kovIHoCIVQJJCKE1ENFjnAgcaSGC6rEnxBwA04Tx43t2FnvDAfjkNibxgHxnWb2e/u992bee7tCa00YFsffekFY+nUzFtjW0LrvjRXrCDIAaPLlW0nHL0SsZtVoaF98mLrx3pdhOqLtYPHChahZcYYO7KvPFxvRl5XPp1sN3adWiD1ZAqD6XYK1b/dvE5IWryTt2udLFedwc1+9kLp+vbbpoDh+6TklxBeAi9TL0taeWpdmZzQDry0AcO+jQ12RyohqqoYoo8RDwJrU+qXkjWtfi8Xxt58BdQuwQs9qC/afLwCw8tnQbqYAPsgxE1S6F3EAIXux2oQFKm0ihMsOF71dHYx+f3NND68ghCu1YIoePPQN1pGRABkJ6Bus96CutRZMydTl+TvuiRW1m3n0eDl0vRPcEysqdXn+jsQPsrHMquGeXEaY4Yk4wxWcY5V/9scqOMOVUFthatyTy8QyqwZ+kDURKoMWxNKr2EeqVKcTNOajqKoBgOE28U4tdQl5p5bwCw7BWquaZSzAPlwjlithJtp3pTImSqQRrb2Z8PHGigD4RZuNX6JYj6wj7O4TFLbCO/Mn/m8R+h6rYSUb3ekokRY6f/YukArN979jcW+V/S8g0eT/N3VN3kTqWbQ428m9/8k0P/1aIhF36PccEl6EhOcAUCrXKZXXWS3XKd2vc/TRBG9O5ELC17MmWubD2nKhUKZa26Ba2+D3P+4/MNCFwg59oWVeYhkzgN/JDR8deKBoD7Y+ljEjGZ0sosXVTvbc6RHirr2reNy1OXd6pJsQ+gqjk8VWFYmHrwBzW/n+uMPFiRwHB2I7ih8ciHFxIkd/3Omk5tCDV1t+2nNu5sxxpDFNx+huNhVT3/zMDz8usXC3ddaHBj1GHj/As08fwTS7Kt1HBTmyN29vdwAw+/wbwLVOJ3uAD1wi/dUH7Qei66PfyuRj4Ik9is+hglfbkbfR3cnZm7chlUWLdwmprtCohX4HUtlOcQjLYCu+fzGJH2QRKvP3UNz8bWk1qMxjGTOMThZ3kvgLI5AzFfo379UAAAAASUVORK5CYII=";

describe("pandoc Markdown reader (test/Tests/Readers/Markdown.hs, test/command/*.md, testsuite.txt, markdown-reader-more.txt; pandoc 2.17.1.1)", () => {
  check([
    // Markdown.hs "autolinks": with some attributes and spaces
    ["<http://foo.bar> {#i .j .z k=v}", ["http://foo.bar"]],
    // Markdown.hs citations: normal link, reference link, short reference link
    ["@cita [link](http://www.com)", ["http://www.com"]],
    ["@cita [link][link]\n\n[link]: http://www.com\n", ["http://www.com"]],
    ["@cita [link]\n\n[link]: http://www.com\n", ["http://www.com"]],
    // command/1841.md: a Markdown link in an HTML table
    [
      "<table>\n<tr>\n<td>    *one*</td>\n<td>    [a link](http://google.com)</td>\n</tr>\n</table>",
      ["http://google.com"],
    ],
    [
      "<table>\n    <tr>\n        <td>*one*</td>\n        <td>[a link](http://google.com)</td>\n    </tr>\n</table>",
      ["http://google.com"],
    ],
    // command/3716.md, 4913.md
    ["<http://example.com>{.foo}", ["http://example.com"]],
    ["<https://pandoc.org>", ["https://pandoc.org"]],
    ["<https://pandoc.org>{.foo}", ["https://pandoc.org"]],
    // command/4012.md
    [
      "![image]\n\n[image]: http://example.com/image.jpg {height=35mm}",
      ["http://example.com/image.jpg"],
    ],
    // command/pandoc-citeproc-locators-delimited.md (its input's first paragraph)
    [
      "See <https://github.com/jgm/pandoc-citeproc/pull/362>.",
      ["https://github.com/jgm/pandoc-citeproc/pull/362"],
    ],
    // testsuite.txt
    ["[Email link](mailto:nobody@nowhere.net)", ["mailto:nobody@nowhere.net"]],
    // markdown-reader-more.txt
    ["<http://测.com?测=测>", ["http://测.com?测=测"]],
    // (markdown-reader-more.txt: Markdown reads entity references; so does urisift one to a
    // letter, session 38 — it read "http://g&ouml;&ouml;gle.com" as written before)
    ["<http://g&ouml;&ouml;gle.com>", ["http://göögle.com"]],
    [
      "[Ward's method.](http://en.wikipedia.org/wiki/Ward's_method)",
      ["http://en.wikipedia.org/wiki/Ward's_method"],
    ],
  ]);
  describe("markup reads differently", () => {
    check([
      // pandoc: ["https://pandoc.org"] (command/4913.md). The link text is a URI too
      ["[https://pandoc.org](https://pandoc.org)", ["https://pandoc.org", "https://pandoc.org"]],
      // pandoc: ["https://example.com"] (command/7692.md). The same
      [
        "[https://example.com](https://example.com){.clz}",
        ["https://example.com", "https://example.com"],
      ],
      // pandoc: [] (command/6026.md: a citation key, no link). Read as text, the braces hold a URI
      [
        "@{https://openreview.net/forum?id=HkwoSDPgg}",
        ["https://openreview.net/forum?id=HkwoSDPgg"],
      ],
      // pandoc: [] (the citation "@https://openreview.net/forum?id" and text). "@" is no scheme character: the URI starts after it
      ["@https://openreview.net/forum?id=HkwoSDPgg", ["https://openreview.net/forum?id=HkwoSDPgg"]],
    ]);
  });
});

describe("pandoc Markdown reader (test/Tests/Readers/Markdown.hs, test/command/*.md, testsuite.txt, markdown-reader-more.txt; pandoc 2.17.1.1), fuzzy", () => {
  check(
    [
      // command/4913.md
      ["<me@example.com>", ["mailto:me@example.com"]],
      // testsuite.txt
      ["An e-mail address:  <nobody@nowhere.net>", ["mailto:nobody@nowhere.net"]],
      // markdown-reader-more.txt
      ["<测@foo.测.baz>", ["mailto:测@foo.测.baz"]],
    ],
    { fuzzy: true },
  );
  describe("pandoc, fuzzy: found wrong before, fixed", () => {
    check(
      [
        // pandoc: ["mailto:me@exämple.com"] (markdown-reader-more.txt). urisift gave: ["http://mple.com"], the tail of the word after the reference "&auml;". As text the domain "ex&auml;mple.com" is no LDH name, so no address (RULES.md "Fuzzy links"), and "mple.com" is part of that word, no link of its own
        ["<me@ex&auml;mple.com>", []],
        ["caf&eacute;.example.com, but &nbsp;www.example.com", ["http://www.example.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("python-markdown2 autolinks (test/tm-cases; python-markdown2 2.5.4)", () => {
  check([
    // auto_link (and auto_link_safe_mode, the same text)
    ["I can has autolink? <http://icanhascheeseburger.com>", ["http://icanhascheeseburger.com"]],
    // underline_in_autolink
    [
      "Eric wrote up a (long) intro to writing UDL definitions a while back on\nhis blog: <http://blogs.activestate.com/ericp/2007/01/kid_adding_a_ne.html>",
      ["http://blogs.activestate.com/ericp/2007/01/kid_adding_a_ne.html"],
    ],
    // img_in_link
    [
      "This example from\n<http://orestis.gr/en/blog/2007/05/28/python-markdown-problems/>:",
      ["http://orestis.gr/en/blog/2007/05/28/python-markdown-problems/"],
    ],
    // markdown2 gives the link's href before the image's src
    [
      '[![the google logo][logo]][google]\n[logo]: http://www.google.com/images/logo.gif\n[google]: http://www.google.com/ "click to visit Google.com"',
      ["http://www.google.com/images/logo.gif", "http://www.google.com/"],
    ],
    // underline_html_comment (with the underline extra)
    [
      "This is an !--underlined link--¡: --<https://github.com>--.\n<!-- Line 5 -->\n<!--Line 6-->",
      ["https://github.com"],
    ],
    // backslash_escape_html_tags
    ["[\\<strong>](http://localhost/)text\\</strong>", ["http://localhost/"]],
    // issue341_xss (safe_mode "replace"; markdown2: two links to "#", no URI)
    ["Example 1:\n<ftp:[<script>alert(1);//]()><ftp:[</script>]()>", []],
    // link_patterns_edge_cases
    ["[Issue #42](http://localhost)", ["http://localhost"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // markdown2: ["http://autolink\\"] (escapes). "\\" is no URI character (RFC 3986 App. A; RULES.md "Strict grammar"): the URI ends before it
      [
        "Should this be an <http://autolink\\> or not?\nI'll ask on markdown-discuss.\nI suspect PHP markdown is considering this NOT an autolink.",
        ["http://autolink"],
      ],
      // markdown2: ["http://g", "http://g"] (issue341_xss: the two inline links; the "<http://g<…" runs are text to it). "<" is a delimiter (RFC 3986 App. C): each "<http://g" is the URI "http://g" before it
      [
        "Example 2:\n<http://g<!s://q?<!-<[<script>alert(1);/\\*](http://g)->a><http://g<!s://g.c?<!-<[a\\\\*/</script>alert(1);/*](http://g)->a>",
        ["http://g", "http://g", "http://g", "http://g"],
      ],
      // markdown2: ["http://localhost/#42", "http://localhost/issue/42"] (link_patterns_edge_cases: its pattern makes "#42" a link). A configured pattern is no URI in the text
      [
        "<http://localhost/#42> with another reference to Issue #42 in the same line",
        ["http://localhost/#42"],
      ],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // markdown2: ["https://www.example.com"] (backslash_escape_html_tags: "\\<" escapes the autolink; "\\\\<" is an escaped backslash before one). Read as text, each line holds the URI
      [
        "escaped auto-link \\<https://www.example.com>\nnot quite escaped auto link \\\\<https://www.example.com>\nescaped auto-link \\\\\\<https://www.example.com>",
        ["https://www.example.com", "https://www.example.com", "https://www.example.com"],
      ],
    ]);
  });
});

describe("python-markdown2 link-patterns (test/tm-cases/link_patterns*; python-markdown2 2.5.4)", () => {
  check([
    // link_patterns_escape: markdown2 keeps the raw HTML link and expands no pattern inside it
    [
      '"""Recipe 123""" and <a href="http://bugs.activestate.com/show_bug.cgi?id=234">a link to """Komodo bug 234"""</a> are related.',
      ["http://bugs.activestate.com/show_bug.cgi?id=234"],
    ],
    ['Matched pattern is escaped: """PEP 42""" might be related too.', []],
    ['Triple quotes not surrounding a matched pattern: PEP """42""" might be related too.', []],
    ['"""This is some random text which should not be touched."""', []],
    // link_patterns_markdown_syntax
    ["[Recipe 123]", []],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // markdown2: ["http://code.activestate.com/recipes/123/", "http://bugs.activestate.com/show_bug.cgi?id=234"] (link_patterns). A configured link pattern turns words into a link; the text holds no URI
      ["Recipe 123 and Komodo bug 234 are related.", []],
      // markdown2: ["http://www.python.org/dev/peps/pep-0042/"]. The same
      ["PEP 42 might be related too.", []],
      // markdown2: ["http://bugzilla.mozilla.org/show_bug.cgi?id=123", "http://bugs.activestate.com/show_bug.cgi?id=123"] (link_patterns_double_hit). The same
      ["There once was a Mozilla bug 123 and a Komodo bug 123.", []],
      // markdown2: ["http://foo.com/blah_blah_blah/123"] (link_patterns_edge_cases). The same
      ["Blah 123 becomes a line with two underscores.", []],
      // markdown2: ["https://github.com/pyfa-org/Pyfa/issues/1234", "https://github.com/pyfa-org/Pyfa/commit/addeddd", "https://github.com/username"] (link_patterns_hash_matching_issue287). The same
      [
        "this is a test issue #1234 with a test commit (addeddd) made by test @username more text",
        [],
      ],
      // markdown2: ["http://code.activestate.com/recipes/123/"] (link_patterns_markdown_syntax). The same
      ["Recipe 123", []],
      // markdown2: ["http://example.org/Recipe 123"] (link_patterns_escape: its """…""" escape, undone). The quote closes the attribute, and a space is no URI character (RFC 3986 App. C)
      [
        '<a href="http://example.org/"""Recipe 123"""">This is a link which has a pattern inside the url that shouldn\'t expand.</a>',
        ["http://example.org/"],
      ],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // markdown2: ["Recipe 123"] (link_patterns_markdown_syntax: the link target as written). A relative reference with a space: no URI
      ["[This is a markdown link](Recipe 123)", []],
      // markdown2: ["Recipe 123"]. The same; the title is text
      ['[This is a markdown link with title](Recipe 123 "Recipe 123")', []],
    ]);
  });
});

describe("python-markdown2 link schemes in safe mode (test/tm-cases link_safe_urls, data_urls_in_safe_mode, link_defn_spaces_in_url, xss_quotes; python-markdown2 2.5.4)", () => {
  check([
    // link_safe_urls (safe_mode "escape")
    ["[Safe link 1](https://www.example.com)", ["https://www.example.com"]],
    ["[Safe link 2](http://www.example.com)", ["http://www.example.com"]],
    ["[Safe link 3](ftp://www.example.com)", ["ftp://www.example.com"]],
    ["[Safe link 4](mailto:emailaddress@server.com)", ["mailto:emailaddress@server.com"]],
    // markdown2: "#" (an unsafe scheme: no link). "mailfrom" is in no registry and has no "//"
    ["[Unsafe link 2](mailfrom:www.example.com)", []],
    ["[Safe link 3](https://www.example.com:4200)", ["https://www.example.com:4200"]],
    ["[Safe link 4](https://www.example.com:4200/abcdef)", ["https://www.example.com:4200/abcdef"]],
    // markdown2: "#" for both. Drive letters (RULES.md "Named schemes and drive letters")
    ["[Unsafe link 2](C:/Windows/System32)", []],
    ["[Unsafe link 3](C:\\Windows\\System32)", []],
    // data_urls_in_safe_mode: the image keeps its data: URI (RFC 2397)
    [`![smiley](${SMILEY})`, [SMILEY]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // markdown2: ["tel:0123456789"]. A local number needs ";phone-context=" (RFC 3966 §3, §5.1.5): invalid, not reported
      ["[Safe link 5](tel:0123456789)", []],
      // markdown2: [] (an href "#": safe mode knows a few schemes). A scheme followed by "//" is read (DESIGN "Delimiting rules")
      ["[Unsafe link 1](unknown://www.example.com)", ["unknown://www.example.com"]],
      // markdown2: [] (href "#"). The same; "www.example.com:" has an empty port, "//abc" is the path (RFC 3986 §3.2.3, §3.3)
      ["[Unsafe link 1](unknown://www.example.com://abc)", ["unknown://www.example.com://abc"]],
      // markdown2: [] (data_urls_in_safe_mode: a data: link becomes "#" in safe mode). data: is a registered scheme (RFC 2397); safe mode is its policy, not the text
      [`[smiley](${SMILEY})`, [SMILEY]],
      // markdown2: ['javascript:alert("hi there");', 'javascript:alert("hi again");'] (link_defn_spaces_in_url; and the relative "/images/thumbs/…"). A quote ends the URI (RFC 3986 App. C) and the "(" it leaves open is text (RULES.md "Closers")
      [
        '[1]: javascript:alert("hi there"); \n[2]: javascript:alert("hi again");  "that\'s twice now"\n[3]: /images/thumbs/phpThumb.php?src=/archive/img/1241/1241_10_game.jpg&w=200 ()',
        ["javascript:alert", "javascript:alert"],
      ],
      // markdown2: ['http://static.reddit.com/reddit.com.header.png" onload="alert(\'javascript injected\')'] (xss_quotes: the definition's whole rest). A quote ends the URI (RFC 3986 App. C)
      [
        "![a][b]\n[b]: http://static.reddit.com/reddit.com.header.png\" onload=\"alert('javascript injected')",
        ["http://static.reddit.com/reddit.com.header.png"],
      ],
    ]);
  });
});

describe("python-markdown2 inline links and raw HTML (test/tm-cases; python-markdown2 2.5.4)", () => {
  check([
    // link_nofollow (the nofollow extra)
    ["[foo](http://example.com/test#fragment)", ["http://example.com/test#fragment"]],
    // link_after_square_brackets
    ["[before]\n[Some link](https://google.com)\n[after]", ["https://google.com"]],
    // safe_mode_issue621
    [
      "[Chromium](https://chromium.googlesource.com/v8/v8.git/+/refs/heads/beta)",
      ["https://chromium.googlesource.com/v8/v8.git/+/refs/heads/beta"],
    ],
    // issue54_escape_link_title
    [
      '!["this" [is] my <alt> text](http://example.com/foo.gif "lorem [ipsum] dolor <sit> amet")',
      ["http://example.com/foo.gif"],
    ],
    // consecutive_image_links_issue498 (markdown2 gives each link's href before its image's src)
    [
      "[![A](https://img.shields.io/badge/license-AGPL--3.0-orange?style=flat-square&color=0f6adb&logo=github)](https://github.com/aoaostar)\n[![A](https://img.shields.io/badge/license-AGPL--3.0-orange?style=flat-square&color=0f6adb&logo=github)](https://github.com/aoaostar)\n[![A](https://img.shields.io/badge/license-AGPL--3.0-orange?style=flat-square&color=0f6adb&logo=github)](https://github.com/aoaostar)\n[![A](https://img.shields.io/badge/license-AGPL--3.0-orange?style=flat-square&color=0f6adb&logo=github)](https://github.com/aoaostar)",
      [
        "https://img.shields.io/badge/license-AGPL--3.0-orange?style=flat-square&color=0f6adb&logo=github",
        "https://github.com/aoaostar",
        "https://img.shields.io/badge/license-AGPL--3.0-orange?style=flat-square&color=0f6adb&logo=github",
        "https://github.com/aoaostar",
        "https://img.shields.io/badge/license-AGPL--3.0-orange?style=flat-square&color=0f6adb&logo=github",
        "https://github.com/aoaostar",
        "https://img.shields.io/badge/license-AGPL--3.0-orange?style=flat-square&color=0f6adb&logo=github",
        "https://github.com/aoaostar",
      ],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // markdown2: also "//example.com/six" (link_nofollow: raw HTML kept). A network-path reference is no URI (RFC 3986 §4.2); with fuzzy it is a link
      [
        '<p>Raw HTML links:\n<a href="http://example.com/two">two</a>\n<a href="http://example.com/three" rel="nofollow">three</a>\n<a href="http://example.com/four" rel="foo">four</a>\n<a>five</a>\n<a href="//example.com/six">six</a>\n<A HREF="http://example.com/seven">seven</A>\n<a foo=bar href="http://example.com/eight">eight</a>\n<a href="http://example.com/test#fragment">nine</a>\n<a href="#fragment">ten</a>\n</p>',
        [
          "http://example.com/two",
          "http://example.com/three",
          "http://example.com/four",
          "http://example.com/seven",
          "http://example.com/eight",
          "http://example.com/test#fragment",
        ],
      ],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // markdown2: [] (link_nofollow: an indented code block). Read as text, the URI is there
      [
        '    Here is a raw link:\n    <a href="http://example.com/one">one</a>',
        ["http://example.com/one"],
      ],
    ]);
  });
});

describe("python-markdown2 (test/tm-cases; python-markdown2 2.5.4), fuzzy", () => {
  check(
    [
      // link_safe_urls: markdown2's href is the relative "www.example.com/abc:def"
      ["[Safe link 1](www.example.com/abc:def)", ["http://www.example.com/abc:def"]],
      ["[Safe link 2](www.example.com/abc:/def)", ["http://www.example.com/abc:/def"]],
      // auto_link (markdown2 writes the address with character references)
      ["Ask garfield: <garfield@example.com>", ["mailto:garfield@example.com"]],
      // link_nofollow: markdown2's "//example.com/six", "http:" added
      [
        '<p>Raw HTML links:\n<a href="http://example.com/two">two</a>\n<a href="http://example.com/three" rel="nofollow">three</a>\n<a href="http://example.com/four" rel="foo">four</a>\n<a>five</a>\n<a href="//example.com/six">six</a>\n<A HREF="http://example.com/seven">seven</A>\n<a foo=bar href="http://example.com/eight">eight</a>\n<a href="http://example.com/test#fragment">nine</a>\n<a href="#fragment">ten</a>\n</p>',
        [
          "http://example.com/two",
          "http://example.com/three",
          "http://example.com/four",
          "http://example.com/six",
          "http://example.com/seven",
          "http://example.com/eight",
          "http://example.com/test#fragment",
        ],
      ],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // markdown2: also "mailto:foo@_example.com", "mailto:foo@an_example.com", "mailto:foo@_example_.com" (auto_link_email_with_underscore). A domain is letters, digits, hyphens and dots (RFC 1035 §2.3.1, RFC 5321 §4.1.2; RULES.md "Fuzzy links")
        [
          "Auto-link email with underscores failed at one point:\n- <foo_bar@example.com>\n- <foo@_example.com>\n- <foo@an_example.com>\n- <foo@_example_.com>\n- <nounderscore@example.com>\n- <check_this_out@coolpeople.com>",
          [
            "mailto:foo_bar@example.com",
            "mailto:nounderscore@example.com",
            "mailto:check_this_out@coolpeople.com",
          ],
        ],
      ],
      { fuzzy: true },
    );
  });
});
