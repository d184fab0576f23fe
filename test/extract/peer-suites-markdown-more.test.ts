/**
 * Extraction cases from the autolink tests of more Markdown processors:
 * - showdown 1.9.1 (npm tarball: neither Debian bookworm nor trixie packages showdown, and the
 *   2.1.0 tarball ships no tests): the simplifiedAutoLink cases of test/features (#164.1,
 *   #204, #284, #330, #378, excludeTrailingPunctuationFromURLs-option, simplifiedAutoLink/*,
 *   openLinksInNewWindow/simplifiedAutoLink, emojis/simplifiedautolinks), test/ghost (run with
 *   simplifiedAutoLink) and the `<…>` autolinks of test/cases and test/karlcow.
 * - Parsedown 1.7.4 (Debian source php-parsedown 1.7.4-1, bookworm): test/data/
 *   automatic_link, email, url_autolinking and xss_bad_url (run in safe mode).
 * - redcarpet 3.5.1 (ruby-redcarpet 3.5.1-1, bookworm): its source tarball (bookworm's and
 *   trixie's 3.6.0) is not on the mirror and the binary package ships no tests, so the inputs
 *   of test/markdown_test.rb and html_render_test.rb are recalled; each answer is the one
 *   bookworm's redcarpet 3.5.1 (`autolink: true`) gives, run here.
 * - micromark-extension-gfm-autolink-literal 2.1.0: Debian has no package and no npm tarball
 *   (2.1.0, 0.5.7) ships test/, so the inputs are recalled from the topics of its test/index.js
 *   and test/fixture (previous character, domain underscores, path ends, entities, e-mail
 *   rules), not verbatim; each answer is micromark 4 with the extension 2.1.0, run here.
 * flexmark-java is not packaged by Debian and is not compared.
 * A peer's answer is the list of link targets of its HTML (HTML escaping and the peer's
 * percent-encoding of the displayed text undone), one case per input paragraph, the text
 * JS-escaped. Schemeless links and bare addresses are cases with `fuzzy: true` ("…, fuzzy"
 * groups; "http://" and "mailto:" added). Markdown syntax that is no autolink (inline links,
 * code, raw HTML, emphasis) is read as text here: where that changes the answer the case is
 * in a "markup reads differently" group, as in peer-suites-commonmark-php.test.ts. Each group
 * holds the cases where urisift gives the peer's answer, then those where it answers
 * differently on purpose (the peer's answer and the rule in a comment), then those where
 * urisift got wrong when this file was written, fixed since ("found wrong before, fixed").
 * Skipped: 2 inputs test/ already holds (Parsedown's "<http://example.com>", micromark's
 * "<https://example.com>"); showdown's issues/#83 (run without simplifiedAutoLink: about its
 * options) and the reference-link paragraphs of ghost/underscore.md (its rendering of
 * references); redcarpet's MarkdownTest 1.0.3 fixtures, whose "Auto Links" paragraphs other
 * peer files compare (peer-suites-third.test.ts). Parsedown's image forms of xss_bad_url are
 * kept: they are cases of their own in its file.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("showdown simplifiedAutoLink (test/features, test/ghost, test/cases, test/karlcow; showdown 1.9.1)", () => {
  check([
    // #164.1.simple-autolink
    ["http://foobar.com", ["http://foobar.com"]],
    // #204.certain-links-with-at-and-dot-break-url
    ["http://website.com/img@x2.jpg", ["http://website.com/img@x2.jpg"]],
    ["http://website.com/img-x2.jpg", ["http://website.com/img-x2.jpg"]],
    ["http://website.com/img@x2", ["http://website.com/img@x2"]],
    ["http://website.com/img@.jpg", ["http://website.com/img@.jpg"]],
    // #378 (with excludeTrailingPunctuationFromURLs)
    ["Example <http://example.com>", ["http://example.com"]],
    // excludeTrailingPunctuationFromURLs-option
    ["url http://www.google.com.", ["http://www.google.com"]],
    ["url http://www.google.com!", ["http://www.google.com"]],
    ["url http://www.google.com? foo", ["http://www.google.com"]],
    ["url (http://www.google.com) bazinga", ["http://www.google.com"]],
    ["url [http://www.google.com] bazinga", ["http://www.google.com"]],
    ["url http://www.google.com, bar", ["http://www.google.com"]],
    // openLinksInNewWindow/simplifiedAutoLink, emojis/simplifiedautolinks
    ["this is http://www.google.com autolink", ["http://www.google.com"]],
    ["http://www.example.com/some:apple:url", ["http://www.example.com/some:apple:url"]],
    // simplifiedAutoLink/*
    [
      "http://www.foobar.com/blegh#**foobar**bazinga",
      ["http://www.foobar.com/blegh#**foobar**bazinga"],
    ],
    ["> http://www.google.com", ["http://www.google.com"]],
    [
      "http://en.wikipedia.org/wiki/Tourism_in_Germany",
      ["http://en.wikipedia.org/wiki/Tourism_in_Germany"],
    ],
    [
      "![Showdown][sd-logo]\n\n[sd-logo]: https://raw.githubusercontent.com/showdownjs/logo/master/dist/logo.readme.png",
      ["https://raw.githubusercontent.com/showdownjs/logo/master/dist/logo.readme.png"],
    ],
    ["*http://www.google.com/foobar*", ["http://www.google.com/foobar"]],
    ["**http://www.google.com/foobar**", ["http://www.google.com/foobar"]],
    ["***http://www.google.com/foobar***", ["http://www.google.com/foobar"]],
    ["~~http://www.google.com/foobar~~", ["http://www.google.com/foobar"]],
    ["_http://www.google.com/foobar_", ["http://www.google.com/foobar"]],
    ["__http://www.google.com/foobar__", ["http://www.google.com/foobar"]],
    ["___http://www.google.com/foobar___", ["http://www.google.com/foobar"]],
    [
      "1. http://www.google.com/listitem1\n2. http://www.google.com/listitem2\n3. http://www.google.com/listitem3",
      [
        "http://www.google.com/listitem1",
        "http://www.google.com/listitem2",
        "http://www.google.com/listitem3",
      ],
    ],
    [
      " - http://www.google.com/foo\n - http://www.google.com/bar\n - http://www.google.com/baz",
      ["http://www.google.com/foo", "http://www.google.com/bar", "http://www.google.com/baz"],
    ],
    ["http://www.google.com/foobar", ["http://www.google.com/foobar"]],
    ["this has some http://www.google.com/foobar in text", ["http://www.google.com/foobar"]],
    // test/cases/automatic-anchors, test/karlcow/link-automatic
    ["\n<http://example.com/>\n", ["http://example.com/"]],
    ["This is an automatic link <http://www.w3.org/>", ["http://www.w3.org/"]],
    // test/ghost/markdown-magic, underscore
    ["https://ghost.org", ["https://ghost.org"]],
    ["http://myurl.com/foo_bar_baz_bar_foo", ["http://myurl.com/foo_bar_baz_bar_foo"]],
    ["<http://myurl.com/foo_bar_baz_bar_foo>", ["http://myurl.com/foo_bar_baz_bar_foo"]],
    [
      "![foo_bar_baz foo_bar_baz_bar_foo _foo_bar baz_bar_ baz_foo](http://myurl.com/foo_bar_baz_bar_foo)",
      ["http://myurl.com/foo_bar_baz_bar_foo"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // showdown: ["https://www.foobar.com/baz?bazinga=nhecos;"] (#164.1). a trailing ";" is dropped (DESIGN "Delimiting rules": bare)
      ["https://www.foobar.com/baz?bazinga=nhecos;", ["https://www.foobar.com/baz?bazinga=nhecos"]],
      // showdown: ["ftp://user:password@host.com:port/path"] (simplifiedAutoLink/text). port = *DIGIT (RFC 3986 §3.2.3): invalid, not reported
      ["ftp://user:password@host.com:port/path", []],
      // showdown: ["ftp://user:password@host.com:port/path"]. The same
      ["this has some ftp://user:password@host.com:port/path in text", []],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // showdown: ["http://www.google.com/"] (#164.1: an HTML link is left alone). Read as text, the attribute and the link text are two URIs
      [
        '<a href="http://www.google.com/">http://www.google.com</a>',
        ["http://www.google.com/", "http://www.google.com"],
      ],
      // showdown: [] (ghost/markdown-magic: a fenced code block). Read as text, the URI is there
      ["```\nhttps://ghost.org\n```", ["https://ghost.org"]],
    ]);
  });
});

describe("showdown simplifiedAutoLink (test/features, showdown 1.9.1), fuzzy", () => {
  check(
    [
      // #164.1.simple-autolink
      ["foo.bar", []],
      ["www.foobar", []],
      ["www.foobar.com", ["http://www.foobar.com"]],
      // #284, #330 (the text ends with U+200B as in the file)
      ["this is a link to www.github.com", ["http://www.github.com"]],
      ["this is a link to <www.google.com>", ["http://www.google.com"]],
      ["Just an example info@example.com ok?\u200b", ["mailto:info@example.com"]],
      // simplifiedAutoLink/text
      ["www.google.com/foobar", ["http://www.google.com/foobar"]],
      ["this has some www.google.com/foobar in text", ["http://www.google.com/foobar"]],
    ],
    { fuzzy: true },
  );
  describe("markup reads differently", () => {
    check(
      [
        // showdown: ["http://www.google.com"] (does-not-parse-inside-a-tags). Read as text, the attribute and the link text are two links
        [
          '<a href="http://www.google.com">www.google.com</a>',
          ["http://www.google.com", "http://www.google.com"],
        ],
        // showdown: [] (does-not-parse-inside-code: an indented code block). Read as text, both links are there
        [
          "    some code with\n    a link\n    www.google.com\n    \n    and another link http://www.google.com",
          ["http://www.google.com", "http://www.google.com"],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("showdown simplifiedAutoLink/emphasis-and-strikethrough.md with the www. links of text.md (showdown 1.9.1's answers, run here), fuzzy", () => {
  check(
    [
      ["~~www.google.com/foobar~~", ["http://www.google.com/foobar"]],
      ["_www.google.com/foobar_", ["http://www.google.com/foobar"]],
      ["__www.google.com/foobar__", ["http://www.google.com/foobar"]],
      ["___www.google.com/foobar___", ["http://www.google.com/foobar"]],
    ],
    { fuzzy: true },
  );
  describe("found wrong before (the trailing emphasis run was kept), fixed", () => {
    check(
      [
        // urisift gave ["http://www.google.com/foobar*"]. The "*" before the link opens emphasis that the one at its end closes (RULES.md "Markdown emphasis"), as urisift reads "*http://www.google.com/foobar*"; a schemeless link ends where a scheme'd one does (RULES.md "Fuzzy links"). showdown, redcarpet: ["http://www.google.com/foobar"]
        ["*www.google.com/foobar*", ["http://www.google.com/foobar"]],
        // urisift gave ["http://www.google.com/foobar**"]. The same, doubled
        ["**www.google.com/foobar**", ["http://www.google.com/foobar"]],
        // urisift gave ["http://www.google.com/foobar***"]. The same, tripled (the "___" form is read)
        ["***www.google.com/foobar***", ["http://www.google.com/foobar"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("Parsedown (test/data/url_autolinking, automatic_link; Parsedown 1.7.4)", () => {
  check([
    ["an autolink http://example.com", ["http://example.com"]],
    [
      "inside of brackets [http://example.com], inside of braces {http://example.com},  inside of parentheses (http://example.com)",
      ["http://example.com", "http://example.com", "http://example.com"],
    ],
    [
      "trailing slash http://example.com/ and http://example.com/path/",
      ["http://example.com/", "http://example.com/path/"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    const b64 = "PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==";
    check([
      // xss_bad_url (safe mode). parsedown: ["javascript%3Aalert(1)"]: safe mode defuses the scheme by encoding its ":", a relative path then. bare "javascript:" is found for its dangerous-scheme warning (RULES.md "Dangerous schemes")
      ["[xss](javascript:alert(1))", ["javascript:alert(1)"]],
      // parsedown: ["javascript%3Aalert(1)"]. The same
      ["[xss]( javascript:alert(1))", ["javascript:alert(1)"]],
      // parsedown: ["javascript%3A//alert(1)"]. The same
      ["[xss](javascript://alert(1))", ["javascript://alert(1)"]],
      // parsedown: ["javascript&colon;alert(1)"] (left as written: a relative reference). No ":" is written, so there is no scheme (RFC 3986 §3.1); a named reference other than "&amp;" is not read inside a URI (RULES.md "Escaped HTML")
      ["[xss](javascript&colon;alert(1))", []],
      // parsedown: ["javascript%3Aalert(1)"] (an image's src). As above
      ["![xss](javascript:alert(1))", ["javascript:alert(1)"]],
      // parsedown: ["javascript%3Aalert(1)"]
      ["![xss]( javascript:alert(1))", ["javascript:alert(1)"]],
      // parsedown: ["javascript%3A//alert(1)"]
      ["![xss](javascript://alert(1))", ["javascript://alert(1)"]],
      // parsedown: ["javascript&colon;alert(1)"]
      ["![xss](javascript&colon;alert(1))", []],
      // parsedown: ["data%3Atext/html;base64,…"]: safe mode's encoded ":". "data:" is a registered scheme (RFC 2397), the URI as written
      [`[xss](data:text/html;base64,${b64})`, [`data:text/html;base64,${b64}`]],
      // parsedown: ["data%3Atext/html;base64,…"]
      [`[xss]( data:text/html;base64,${b64})`, [`data:text/html;base64,${b64}`]],
      // parsedown: ["data%3A//text/html;base64,…"]. A data URL has no authority (RFC 2397 §3: "data:" [ mediatype ]): invalid, not reported
      [`[xss](data://text/html;base64,${b64})`, []],
      // parsedown: ["data&colon;text/html;base64,…"]. No ":" written: no scheme (RFC 3986 §3.1)
      [`[xss](data&colon;text/html;base64,${b64})`, []],
      // parsedown: ["data%3Atext/html;base64,…"]
      [`![xss](data:text/html;base64,${b64})`, [`data:text/html;base64,${b64}`]],
      // parsedown: ["data%3Atext/html;base64,…"]
      [`![xss]( data:text/html;base64,${b64})`, [`data:text/html;base64,${b64}`]],
      // parsedown: ["data%3A//text/html;base64,…"]. No authority in a data URL (RFC 2397 §3)
      [`![xss](data://text/html;base64,${b64})`, []],
      // parsedown: ["data&colon;text/html;base64,…"]. No scheme (RFC 3986 §3.1)
      [`![xss](data&colon;text/html;base64,${b64})`, []],
    ]);
  });
});

describe("Parsedown (test/data/email; Parsedown 1.7.4), fuzzy", () => {
  check([["my email is <me@example.com>", ["mailto:me@example.com"]]], { fuzzy: true });
});

describe("redcarpet autolink (test/markdown_test.rb, html_render_test.rb, recalled; redcarpet 3.5.1)", () => {
  check([
    // test_autolinking_with_ent_chars
    [
      "This a stupid link: https://github.com/rtomayko/tilt/issues?milestone=1&state=open",
      ["https://github.com/rtomayko/tilt/issues?milestone=1&state=open"],
    ],
    // test_whitespace_after_urls
    [
      "Japan: http://www.abc.net.au/news/events/japan-quake-2011/beforeafter.htm (yes, japan)",
      ["http://www.abc.net.au/news/events/japan-quake-2011/beforeafter.htm"],
    ],
    // test_that_autolink_flag_works
    ["http://github.com/rtomayko/rdiscount", ["http://github.com/rtomayko/rdiscount"]],
    // test_autolink_with_period_next_to_url
    ["Checkout a cool site like https://github.com.", ["https://github.com"]],
  ]);
});

describe("redcarpet autolink (test/markdown_test.rb, html_render_test.rb, recalled; redcarpet 3.5.1), fuzzy", () => {
  check(
    [
      // test_autolink_short_domains
      [
        "Example of uri ftp://auto/short/domains. Email auto@l.n and link http://a/u/t/o/s/h/o/r/t",
        ["ftp://auto/short/domains", "mailto:auto@l.n", "http://a/u/t/o/s/h/o/r/t"],
      ],
      // test_autolinking_works_as_expected
      [
        "Uri ftp://user:pass@example.com/. Email foo@bar.com and link http://bar.com",
        ["ftp://user:pass@example.com/", "mailto:foo@bar.com", "http://bar.com"],
      ],
    ],
    { fuzzy: true },
  );
  describe("markup reads differently", () => {
    check(
      [
        // test_no_rewind_into_previous_inline. redcarpet: ["mailto:1@danlec.com"] ("_!dl_" is emphasis). Read as text the word is one address: "_", "!" are atext (RFC 5322 §3.2.3), and no "_" closes after it
        ["_!dl_1@danlec.com", ["mailto:_!dl_1@danlec.com"]],
        // test_no_rewind_into_previous_inline. redcarpet: ["http://www.foo.com"] ("_www.foo.com_" is emphasis). Read as text the word is one address, its local part a dot-atom (RFC 5322 §3.4.1)
        ["abc123_www.foo.com_@foo.com", ["mailto:abc123_www.foo.com_@foo.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("micromark-extension-gfm-autolink-literal (test/index.js, test/fixture topics, recalled; 2.1.0)", () => {
  check([
    ["https://example.com/a(b)c", ["https://example.com/a(b)c"]],
    ["https://example.com/a(b))", ["https://example.com/a(b)"]],
    ["https://example.com/a&amp;", ["https://example.com/a"]],
    ["https://example.com/a?", ["https://example.com/a"]],
    ["https://example.com/a'", ["https://example.com/a"]],
    ["https://example.com/a<b", ["https://example.com/a"]],
    ["https://a", ["https://a"]],
    ["https://a.b", ["https://a.b"]],
    ["http://user:pass@example.com", ["http://user:pass@example.com"]],
    ["https://example.com:8080/path", ["https://example.com:8080/path"]],
    ["https://example.com/%20", ["https://example.com/%20"]],
    ["https://Example.COM", ["https://Example.COM"]],
    ["HTTPS://example.com", ["HTTPS://example.com"]],
    ["1https://example.com", ["https://example.com"]],
    // micromark links the address after "mailto:"; the URI is the same
    ["mailto:a@b.c", ["mailto:a@b.c"]],
    ["mailto:a@b.c/d", ["mailto:a@b.c"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // micromark: [] (a scheme after a letter). Glued text: "edgehttps://…" is read as "https://…" (RULES.md "Glued text")
      ["ahttps://example.com", ["https://example.com"]],
      // micromark: ["https://example.com/a_b_c"]. "_" is unreserved (RFC 3986 §2.3) and no "_" opened emphasis before the URI (RULES.md "Markdown emphasis")
      ["https://example.com/a_b_c_", ["https://example.com/a_b_c_"]],
      // micromark: ["https://example.com/a"]. "~" is unreserved; no "~" before the URI (RULES.md "Markdown emphasis")
      ["https://example.com/a~", ["https://example.com/a~"]],
      // micromark: ["https://example.com/a&amp;b"] (the reference kept). "&amp;" inside a URI is the "&" it stands for (RULES.md "Escaped HTML")
      ["https://example.com/a&amp;b", ["https://example.com/a&b"]],
      // micromark: ["https://example.com/a&#39"]. A reference to a delimiter at the end is not part of the URI (RULES.md "Escaped HTML")
      ["https://example.com/a&#39;", ["https://example.com/a"]],
      // micromark: ["https://example.com/a\"b"] (href "…a%22b"). '"' is no URI character and delimits (RFC 3986 App. A, App. C)
      ['https://example.com/a"b', ["https://example.com/a"]],
      // micromark: ["https://example.com/\\"] (href "…%5C"). "\" is no URI character (RFC 3986 §2; RULES.md "Strict grammar")
      ["https://example.com/\\", ["https://example.com/"]],
      // micromark: [] (a domain must start with a letter or digit). An IP literal is a host (RFC 3986 §3.2.2)
      ["https://[::1]/", ["https://[::1]/"]],
      // micromark: ["mailto:a@b.c"] (the address only). "xmpp:" is a registered scheme, its resource may hold "@" (RFC 5122 §2.2)
      ["xmpp:a@b.c/d@e.f", ["xmpp:a@b.c/d@e.f"]],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // micromark: ["https://example.org"] (no literal autolink inside a link). Read as text, the link text is a URI too
      [
        "[https://example.com](https://example.org)",
        ["https://example.com", "https://example.org"],
      ],
      // micromark: [] (code). Read as text, the URI is there
      ["`https://example.com`", ["https://example.com"]],
    ]);
  });
});

describe("micromark-extension-gfm-autolink-literal (test/index.js, test/fixture topics, recalled; 2.1.0), fuzzy", () => {
  check(
    [
      ["*www.example.com*", ["http://www.example.com"]],
      ["_www.example.com_", ["http://www.example.com"]],
      ["~www.example.com~", ["http://www.example.com"]],
      ["(www.example.com)", ["http://www.example.com"]],
      ["www.example.com/~user", ["http://www.example.com/~user"]],
      ["www.a_b.c", []],
      ["www.a.b_c", []],
      ["www.a.b_c.d", []],
      ["a+b@c.d", ["mailto:a+b@c.d"]],
      ["a_b@c.d", ["mailto:a_b@c.d"]],
      ["a@b.c.", ["mailto:a@b.c"]],
      ["a@b.c-", []],
      ["a@b.c_", []],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // micromark: ["http://www.a-b.c"]. "c" is no top-level domain: a schemeless name needs a known one, as linkify-it reads it (RULES.md "Fuzzy links")
        ["www.a-b.c", []],
        // micromark: ["http://www.a"]. The same
        ["www.a", []],
        // micromark: [] (a "www." link starts after a blank or punctuation). A name with a known TLD is a fuzzy link (RULES.md "Fuzzy links")
        ["awww.example.com", ["http://awww.example.com"]],
        // micromark: ["http://www.example.com*b"]. A "*" right after an ASCII host ends it (RULES.md "Glued symbols and punctuation")
        ["a*www.example.com*b", ["http://www.example.com"]],
        // micromark: ["http://www.example.com/a_b"]. "_" is unreserved; no "_" before the link (RULES.md "Markdown emphasis", "Fuzzy links")
        ["www.example.com/a_b_", ["http://www.example.com/a_b_"]],
        // micromark: ["mailto:a@b_c.d"]. An address's domain is letters, digits, hyphens and dots (RULES.md "Fuzzy links"; RFC 5321 §4.1.2)
        ["a@b_c.d", []],
        // micromark: ["mailto:a.@b.c"]. A dot-atom does not end with "." (RFC 5322 §3.2.3)
        ["a.@b.c", []],
      ],
      { fuzzy: true },
    );
  });
});
