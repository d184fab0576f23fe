/**
 * Extraction cases from the tests of two Python markup parsers:
 * - docutils 0.23 (Debian source python-docutils 0.23+dfsg-2, sid: bookworm's 0.19+dfsg-6
 *   and trixie's 0.21.2+dfsg-2 tarballs are not on the mirror), verbatim: the reStructuredText
 *   parser's standalone_hyperlink and embedded_uris cases of
 *   test/test_parsers/test_rst/test_inline_markup.py, the standalone_hyperlink case of
 *   test_character_level_inline_markup.py (run with character_level_inline_markup), the
 *   external and anonymous targets of test_targets.py, a comment of test_comments.py, the two
 *   cases with a URL in test/test_readers/test_pep/test_inline_markup.py, and the reference
 *   cases of test/test_writers/test_manpage.py — their reST input, and the man source docutils
 *   writes for them (`.UR`/`.MT` with troff's `\%` and `\:`), read as text too.
 * - mistune 0.8.4 (Debian source mistune0 0.8.4-2, bookworm), verbatim: tests/fixtures
 *   extra/ and normal/ (auto_email, double_link, not_a_link) and tests/test_extra.py
 *   (test_safe_links, both its link and image forms; test_parse_inline_html,
 *   test_parse_nested_html). python-mistune itself (source package mistune: bookworm's 2.0.4,
 *   trixie's 3.1.3, sid's 3.4.0) is not on the mirror, so its url plugin has a "recalled"
 *   group: inputs made after the topics of its tests/fixtures url cases, not copied; each
 *   answer is the one mistune 0.8.4 gives, run here: its GFM `url` rule
 *   (`https?:\/\/[^\s<]+[^<.,:;"')\]\s]`) is the pattern the 2.x/3.x url plugin took over.
 * A peer's answer is the list of link targets of its doctree or HTML (`refuri`, `href`; HTML
 * escaping undone), one case per test input, JS-escaped. Bare addresses are cases with
 * `fuzzy: true` ("…, fuzzy" groups; "mailto:" added). reST and Markdown syntax that is no
 * standalone link (embedded URIs and targets, comments, literals, escapes, emphasis, raw
 * HTML) is read as text here: where that changes the answer the case is in a "markup reads
 * differently" group. Each group holds the cases where urisift gives the peer's answer, then
 * those where it answers differently on purpose (the peer's answer and the rule in a
 * comment), then those where urisift was wrong (a "fixed in session 50" group: `it.fails` until then,
 * each asserting the right answer, so the file passes now and flips when it is fixed).
 * Skipped (28): docutils' paragraphs of the first standalone_hyperlink input that test/
 * already holds one by one (12; the whole input and its "news:" paragraph are here), a
 * second copy of the `__ http://w3c.org/` target in test_targets.py, the 4 embedded_uris
 * cases whose targets are relative references (`<reference>`, `<reference\_>`,
 * `<reference\:1>`, `<file.txt>`: reST's rendering of names), the 2 PEP-reader cases with no
 * URI in the text ("PEP 287", "RFC 2822" become links: rendering), test_manpage.py's "simple"
 * page (a man page's layout; its one address is in a field list); mistune's gfm_links,
 * autolink_lines and normal/auto_links (test/ holds them, from Markdown.pl's suite and other
 * peers), escaped_angles (no link), the reference definitions of extra/main, extra/footnotes
 * and normal/amps_and_angles_encoding and the iframes of normal/inline_html_simple (lines of
 * long fixtures whose links come from rendering: references, raw HTML passed through).
 * The recommonmark tests of docutils parse Markdown through another package and are not
 * compared.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("docutils standalone hyperlinks and embedded URIs (test/test_parsers/test_rst/test_inline_markup.py; docutils 0.23)", () => {
  check([
    // standalone_hyperlink
    ["news:comp.lang.python", ["news:comp.lang.python"]],
    [
      "\nValid URLs with escaped markup characters:\n\nhttp://example.com/\\*content\\*/whatever\n\nhttp://example.com/\\*content*/whatever\n",
      ["http://example.com/*content*/whatever", "http://example.com/*content*/whatever"],
    ],
    [
      'Valid URLs may end with punctuation inside "<>":\n\n<http://example.org/ends-with-dot.>\n',
      ["http://example.org/ends-with-dot."],
    ],
    [
      "Valid URLs with interesting endings:\n\nhttp://example.org/ends-with-pluses++\n",
      ["http://example.org/ends-with-pluses++"],
    ],
    [
      'None of these are standalone hyperlinks (their "schemes"\nare not recognized): signal:noise, a:b.\n',
      [],
    ],
    // embedded_uris
    ["`phrase reference <http://example.com>`_\n", ["http://example.com"]],
    ["`anonymous reference <http://example.com>`__\n", ["http://example.com"]],
    ["`embedded URI on next line\n<http://example.com>`__\n", ["http://example.com"]],
    [
      "`embedded URI across lines <http://example.com/\nlong/path>`__\n",
      ["http://example.com/long/path"],
    ],
    [
      "`embedded URI with whitespace <http://example.com/\nlong/path /and  /whitespace>`__\n",
      ["http://example.com/long/path/and/whitespace"],
    ],
  ]);
  describe("markup reads differently", () => {
    check([
      // embedded_uris. docutils: ["http://example.com/a long/path and/some escaped whitespace"] (reST's "\ " is a kept space, and no URI). Read as text "\" is no URI character (RFC 3986 App. A), so "<…>" holds no URI and the bare one ends before it (DESIGN "angle")
      [
        "\n`embedded URI with escaped whitespace <http://example.com/a\\\nlong/path\\ and/some\\ escaped\\ whitespace>`__\n\n`<omitted\\ reference\\ text\\ with\\ escaped\\ whitespace>`__\n",
        ["http://example.com/a"],
      ],
      // embedded_uris. docutils: [] (none of these is an embedded URI in reST, so all are reference names). Read as text: "< " opens no wrapper, so the bare URI ends at the line's end; "<…>" drops its whitespace (DESIGN "angle"); "\<" is an escaped "<" before a URI
      [
        "\n`embedded URI with too much whitespace < http://example.com/\nlong/path /and  /whitespace >`__\n\n`embedded URI with too much whitespace at end <http://example.com/\nlong/path /and  /whitespace >`__\n\n`embedded URI with no preceding whitespace<http://example.com>`__\n\n`escaped URI \\<http://example.com>`__\n\nSee `HTML Anchors: \\<a>`_.\n",
        [
          "http://example.com/",
          "http://example.com/long/path/and/whitespace",
          "http://example.com",
          "http://example.com",
        ],
      ],
    ]);
  });
});

describe("docutils standalone hyperlinks (test/test_parsers/test_rst/test_inline_markup.py; docutils 0.23), fuzzy", () => {
  check(
    [
      // standalone_hyperlink
      ["Escaped email addresses are not recognized: test\\@example.org\n", []],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // standalone_hyperlink, the whole first input. docutils: ["http://www.standalone.hyperlink.com", "http:/one-slash-only.absolute.path", "http://example.com" ×3, "http://[1080:0:0:0:8:800:200C:417A]/IPv6address.html", "http://[3ffe:2a00:100:7031::1", "http://[3ffe:2a00:100:7031::1]/", "mailto:someone@somewhere.com", "news:comp.lang.python", "mailto:someone@somewhere.com", "ftp://ends.with.a.period", "mailto:a.question.mark@end"]. An http URI has a host (RFC 9110 §4.2.1): "http:/one-slash…" is invalid, not reported; the "]" closes a valid IP literal (RFC 3986 §3.2.2); a fuzzy address needs a domain with a top-level label ("end" has none; RULES.md "Fuzzy links")
        [
          'http://www.standalone.hyperlink.com\n\nhttp:/one-slash-only.absolute.path\n\n[http://example.com]\n\n(http://example.com)\n\n<http://example.com>\n\nhttp://[1080:0:0:0:8:800:200C:417A]/IPv6address.html\n\nhttp://[3ffe:2a00:100:7031::1] (the final "]" is ambiguous in text)\n\nhttp://[3ffe:2a00:100:7031::1]/\n\nmailto:someone@somewhere.com\n\nnews:comp.lang.python\n\nAn email address in a sentence: someone@somewhere.com.\n\nftp://ends.with.a.period.\n\n(a.question.mark@end?)\n',
          [
            "http://www.standalone.hyperlink.com",
            "http://example.com",
            "http://example.com",
            "http://example.com",
            "http://[1080:0:0:0:8:800:200C:417A]/IPv6address.html",
            "http://[3ffe:2a00:100:7031::1]",
            "http://[3ffe:2a00:100:7031::1]/",
            "mailto:someone@somewhere.com",
            "news:comp.lang.python",
            "mailto:someone@somewhere.com",
            "ftp://ends.with.a.period",
          ],
        ],
      ],
      { fuzzy: true },
    );
  });
  describe("markup reads differently", () => {
    check(
      [
        // embedded_uris. docutils: ["mailto:jdoe@example.com", "mailto:jdoe@example.com"] (reST drops the whitespace of an embedded URI). A bare address is no URI, so no "<…>" wrapper joins it across a line (DESIGN "angle" is for URIs; RULES.md "Other bare URIs are not joined across lines"): "jdoe" alone is no address
        [
          "`embedded email address <jdoe@example.com>`__\n\n`embedded email address broken across lines <jdoe\n@example.com>`__\n",
          ["mailto:jdoe@example.com"],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("docutils standalone hyperlinks with character-level inline markup (test/test_parsers/test_rst/test_character_level_inline_markup.py; docutils 0.23)", () => {
  describe("markup reads differently", () => {
    check([
      // docutils: ["http://example.com/*content*/whatever", "http://example.com/*content", "http://example.com/"] (with character_level_inline_markup a "*" opens emphasis and "rST_for_" is a reference name). Read as text "\*" is an escaped "*" and "*", "_" are URI characters (RFC 3986 §2.2, §2.3; RULES.md "Backslash escapes")
      [
        "\nValid URLs with escaped markup characters:\n\nhttp://example.com/\\*content\\*/whatever\n\nInvalid with the simple-inline-markup setting:\n\nhttp://example.com/\\*content*/whatever\nhttp://example.com/rST_for_all.html\n",
        [
          "http://example.com/*content*/whatever",
          "http://example.com/*content*/whatever",
          "http://example.com/rST_for_all.html",
        ],
      ],
    ]);
  });
});

describe("docutils hyperlink targets and comments (test/test_parsers/test_rst/test_targets.py, test_comments.py; docutils 0.23)", () => {
  check([
    ["External hyperlink:\n\n.. _target: http://www.python.org/\n", ["http://www.python.org/"]],
    ["Anonymous external hyperlink target:\n\n.. __: http://w3c.org/\n", ["http://w3c.org/"]],
    ["Anonymous external hyperlink target:\n\n__ http://w3c.org/\n", ["http://w3c.org/"]],
  ]);
  describe("markup reads differently", () => {
    check([
      // test_targets.py. docutils: ["http://structuredtext.sourceforge.net" ×3, "http://example.org/a path with spaces.html", "uri_"] (a target's indented lines are one URI, whitespace dropped, "\ " a kept space; "uri_" a relative reference). urisift joins a target's lines too (RULES.md "iCalendar and vCard folds"), but a URI holds no space: it ends at "\ " ("\" is no URI character)
      [
        "\nExternal hyperlink targets:\n\n.. _one-liner: http://structuredtext.sourceforge.net\n\n.. _starts-on-this-line: http://\n                         structuredtext.\n                         sourceforge.net\n\n.. _entirely-below:\n   http://structuredtext.\n   sourceforge.net\n\n.. _escaped-whitespace: http://example.org/a\\ path\\ with\\\n   spaces.html\n\n.. _not-indirect: uri\\_\n",
        [
          "http://structuredtext.sourceforge.net",
          "http://structuredtext.sourceforge.net",
          "http://structuredtext.sourceforge.net",
          "http://example.org/a",
        ],
      ],
      // test_comments.py. docutils: [] (the blank line after ".." makes it a comment, no target). The URI is in the text
      [
        "..\n   _comment: http://example.org\n\nThe extra newline before the comment text prevents\nthe parser from recognizing a hyperlink target.\n",
        ["http://example.org"],
      ],
    ]);
  });
});

describe("docutils hyperlink targets (test/test_parsers/test_rst/test_targets.py; docutils 0.23), fuzzy", () => {
  describe("markup reads differently", () => {
    check(
      [
        // docutils: ["mailto:jdoe@example.com", "mailto:jdoe@example.com"] (a target's indented lines are one URI). A bare address is not joined across lines; "jdoe" alone is none
        [
          ".. _email: jdoe@example.com\n\n.. _multi-line email: jdoe\n   @example.com\n",
          ["mailto:jdoe@example.com"],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("docutils PEP reader (test/test_readers/test_pep/test_inline_markup.py; docutils 0.23)", () => {
  check([
    // miscellaneous
    [
      "For *completeness*, _`let's` ``test`` **other** forms_\n|of| `inline markup` [*]_.\n\n.. [*] See https://docutils.sourceforge.io/docs/ref/rst/restructuredtext.html.\n",
      ["https://docutils.sourceforge.io/docs/ref/rst/restructuredtext.html"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // standalone_references. docutils: ["https://peps.python.org/pep-0287" ×2, "https://tools.ietf.org/html/rfc2822.html"]: the PEP reader makes links of "PEP 287" and "RFC 2822". Those are names, not URIs (RFC 3986 §3: a URI starts with its scheme); the one written is found
      [
        "Test PEP-specific implicit references before a URL:\nPEP 287 (https://peps.python.org/pep-0287), RFC 2822.\n",
        ["https://peps.python.org/pep-0287"],
      ],
    ]);
  });
});

describe("docutils manpage writer references (test/test_writers/test_manpage.py; docutils 0.23)", () => {
  check([
    // ext hyperlink, emb hyperlink: the reST input
    [
      "External hyperlinks, like Python_.\n\n.. _Python: https://www.python.org/\n",
      ["https://www.python.org/"],
    ],
    [
      "embedded External hyperlinks, like `Python\n<https://www.python.org/>`_.\n",
      ["https://www.python.org/"],
    ],
    // the man source docutils writes for them: troff's "\%" and "\:" leave nothing (RULES.md "Backslash escapes")
    [".UR \\%https://\\:www\\:.python\\:.org/\nPython\n.UE \\c\n", ["https://www.python.org/"]],
  ]);
});

describe("docutils manpage writer references (test/test_writers/test_manpage.py; docutils 0.23), fuzzy", () => {
  check(
    [
      // email, email trailings: the reST input
      [
        "`Write to me`_ with your questions.\n\n.. _Write to me: jdoe@example.com\n\nwhatever.",
        ["mailto:jdoe@example.com"],
      ],
      ["email: (eee@mmm.al).\n\nno spaces before and after the email.", ["mailto:eee@mmm.al"]],
    ],
    { fuzzy: true },
  );
  describe("fixed in session 50", () => {
    check(
      [
        // the man source docutils writes for "email": urisift found nothing before session 50. In a man page troff's "\%" (before a word) and "\:" (a break point) print nothing (RULES.md "Backslash escapes": they leave nothing), so the text reads "jdoe@example.com"; with the scheme written ("mailto:jdoe@\:example\:.com") urisift already reads them
        [".MT \\%jdoe@\\:example\\:.com\nWrite to me\n.ME \\c\n", ["mailto:jdoe@example.com"]],
        // the man source for "email trailings": urisift found nothing before session 50. The same escapes; "(\c" and ")." around are the text's
        ["email: (\\c\n.MT \\%eee@\\:mmm\\:.al\n.ME \\c\n).\n", ["mailto:eee@mmm.al"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("mistune (tests/fixtures/extra, tests/test_extra.py; mistune 0.8.4)", () => {
  check([
    // extra/not_a_link
    ["\\[test](not a link)\n", []],
    // test_safe_links: mistune gives an empty href (link) or src (image): no URI
    ["[atk](javasc\nript:alert`1`)", []],
    ["![atk](javasc\nript:alert`1`)", []],
    // test_parse_nested_html
    ['<div><a href="http://example.org">**foo**</a></div>', ["http://example.org"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // test_safe_links. mistune: [""] (it empties a javascript: or vbscript: href or src). Bare "javascript:" and "vbscript:" are found for their dangerous-scheme warning (RULES.md "Dangerous schemes"); "`" is no URI character (RFC 3986 App. A; RULES.md "Strict grammar")
      ["[atk](javascript:alert`1`)", ["javascript:alert"]],
      ["![atk](javascript:alert`1`)", ["javascript:alert"]],
      // mistune: [""]. As above; the scheme's case is kept as written (RFC 3986 §3.1: case-insensitive)
      ["[atk](jAvAsCrIpT:alert`1`)", ["jAvAsCrIpT:alert"]],
      ["![atk](jAvAsCrIpT:alert`1`)", ["jAvAsCrIpT:alert"]],
      // mistune: [""]. A control character before the scheme is not part of it (a scheme starts with a letter, RFC 3986 §3.1)
      ["[atk](\u001ajavascript:alert`1`)", ["javascript:alert"]],
      ["![atk](\u001ajavascript:alert`1`)", ["javascript:alert"]],
      // mistune: [""]
      ["[atk](vbscript:msgbox)", ["vbscript:msgbox"]],
      ["![atk](vbscript:msgbox)", ["vbscript:msgbox"]],
      // mistune: ["javascript&colon;alert`1`"] (left as written: a relative reference). No ":" is written, so there is no scheme (RFC 3986 §3.1); a named reference other than "&amp;" is not read inside a URI (RULES.md "Escaped HTML")
      ["[atk](javascript&colon;alert`1`)", []],
      ["![atk](javascript&colon;alert`1`)", []],
      // mistune: ['"<>'] (a relative reference, escaped). No scheme, no URI (RFC 3986 §3.1)
      ['[atk]("<>)', []],
      ['![atk]("<>)', []],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // extra/double_link. mistune: ["http://example.com/" ×3] (one link per paragraph: raw HTML, a Markdown link, raw HTML). Read as text each href and each link text is a URI
      [
        '<p>Already linked: <a href="http://example.com/">http://example.com/</a>.</p>\n\nAlready linked: [http://example.com/](http://example.com/).\n\nAlready linked: <a href="http://example.com/">**http://example.com/**</a>.\n',
        [
          "http://example.com/",
          "http://example.com/",
          "http://example.com/",
          "http://example.com/",
          "http://example.com/",
          "http://example.com/",
        ],
      ],
      // test_parse_inline_html. mistune: [] (no link inside an <a> element). The URI is in the text
      ["<a>http://lepture.com</a>", ["http://lepture.com"]],
    ]);
  });
});

describe("mistune (tests/fixtures/normal/auto_email.text; mistune 0.8.4), fuzzy", () => {
  check([["This should be a link: <me@example.com>.\n", ["mailto:me@example.com"]]], {
    fuzzy: true,
  });
});

describe("mistune url plugin (python-mistune 2.0.4/3.x, recalled; answers of mistune 0.8.4's same url rule)", () => {
  check([
    ["https://lepture.com", ["https://lepture.com"]],
    ["Visit https://lepture.com.", ["https://lepture.com"]],
    ["(https://lepture.com)", ["https://lepture.com"]],
    ["Go to https://lepture.com, then stop.", ["https://lepture.com"]],
    ["see https://lepture.com/a?b=1&c=2;", ["https://lepture.com/a?b=1&c=2"]],
    ["https://lepture.com/a'", ["https://lepture.com/a"]],
    ["https://lepture.com/<b>x</b>", ["https://lepture.com/"]],
    ["**https://lepture.com/a**", ["https://lepture.com/a"]],
    ["https://lepture.com/a_b_", ["https://lepture.com/a_b_"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // mistune: [] (the url rule links only http and https). ftp is a scheme with "//" and a host (RFC 1738 §3.2)
      ["ftp://lepture.com/pub", ["ftp://lepture.com/pub"]],
      // mistune: ["https://en.wikipedia.org/wiki/Mistune_(parser"] (a link never ends with ")"). A ")" that balances an opener inside the URI is kept (DESIGN "bare"; RULES.md "Closers")
      [
        "https://en.wikipedia.org/wiki/Mistune_(parser)",
        ["https://en.wikipedia.org/wiki/Mistune_(parser)"],
      ],
      // mistune: ['https://lepture.com/a"b']. '"' is no URI character and delimits one (RFC 3986 App. A, 2396bis App. E)
      ['https://lepture.com/a"b', ["https://lepture.com/a"]],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // mistune: [] (a code span). The URI is in the text
      ["`https://lepture.com`", ["https://lepture.com"]],
    ]);
  });
});
