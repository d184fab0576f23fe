/**
 * Extraction cases from the linkify tests of a Python web framework and of a utility library,
 * the Remarkup markup tests of a software forge, two Perl wiki formatters, a Java autolinker and
 * a Perl Trac-wiki formatter, verbatim from their Debian packages:
 * - Tornado 6.4.2 (Debian python-tornado 6.4.2-3+deb13u2, trixie: the orig tarball; bookworm's
 *   6.2.0 orig tarball is not on the mirror), tornado/test/escape_test.py linkify_tests (35
 *   rows): the hrefs of tornado.escape.linkify(text, **kwargs). Its permitted_protocols
 *   (default ["http", "https"]) is urisift's `schemes`; without require_protocol it also links
 *   "www." names (giving them "http://"), which is `fuzzy: true`; shorten and extra_params only
 *   change the markup, not the links.
 * - boltons 25.0.0 (Debian python-boltons 25.0.0-1, trixie: the orig tarball), tests/
 *   test_urlutils.py test_find_all_links (FAL_TESTS, "adapted from tornado test suite", each
 *   text run between "a little something before, " and " a bit of another after.", the answer
 *   URL.to_text(full_quote=False) of each link) and test_find_all_links_basic (its text, whose
 *   two links the test counts): find_all_links(text) with its default_scheme "https", which
 *   links "www." names: `fuzzy: true`.
 * - Phabricator (Phorge's ancestor; Debian phabricator 0~git20220903-2, bookworm: the orig
 *   tarball), src/infrastructure/markup/remarkup/__tests__/remarkup/: every paragraph with a
 *   URL of link.txt, link-edge-cases.txt, link-with-punctuation.txt, link-with-tilde.txt,
 *   link-brackets.txt, link-mixed.txt, link-square.txt, link-mailto.txt, link-tel.txt,
 *   link-alternate.txt, link-same-window.txt, link-with-angle-brackets.txt,
 *   link-with-link-anchor.txt, link-with-angle-link-anchor.txt, disallowed-link.txt,
 *   simple-table-with-link.txt, toc.txt and percent-block-oneline.txt / -multiline.txt; the
 *   peer's answer is the hrefs of the expected HTML (the file's second part).
 * - Text::WikiFormat 0.81 (Debian libtext-wikiformat-perl 0.81-1, trixie: the orig tarball),
 *   t/absolute_links.t (format with absolute_links => 1), and Text::MediawikiFormat 1.04
 *   (libtext-mediawikiformat-perl 1.04-3): t/absolute_links.t and t/explicit.t.
 * - autolink-java 0.10.0 (nibor/autolink; Debian autolink 0.10.0-1.1, the orig tarball:
 *   peer-suites-third.test.ts has cases of it as recalled, these are the files themselves),
 *   src/test/java/org/nibor/autolink/AutolinkUrlTest.java, AutolinkWwwTest.java and
 *   AutolinkEmailTest.java: every assertLinked / assertNotLinked (the "|" marks of the
 *   expected text are the link spans; unicodeWhitespace's loop unrolled; a row repeated in a
 *   file kept once; the domainMustHaveDot-false branch, an option, left out). URL links run as
 *   is; WWW and EMAIL links with `fuzzy: true`, where the URI urisift makes of the span
 *   ("http://" + the www name, "mailto:" + the address) is the peer's answer.
 * - Text::Trac 0.24 (Debian libtext-trac-perl 0.24-2, the orig tarball): t/01-text-trac.t's
 *   links, and t/corpus/*.trac (20 pages of the Padre wiki) against t/expected/*.html (the
 *   first expected file of each page: the others differ only in the markup's classes): one
 *   case per line of a page with a "scheme://" or "mailto:", the peer's answer the hrefs of
 *   the links made of that line's URLs (the URLs of a page and of its HTML matched in order;
 *   they agree in number on every page; a line repeated is kept once).
 * Each group holds the cases where urisift gives the peer's answer, then those where it answers
 * differently on purpose (the peer's answer and the rule in a comment); none was found where
 * urisift is wrong by a spec, so there is no "urisift wrong, to fix" group.
 * Left out: Phabricator's [[/x/]], [[#anchor]] and [[#anchor | Anchors ]] (link-square.txt:
 * relative links the engine resolves against its own page URI) and its other 68 remarkup
 * files (no URL); Tornado's url_concat, xhtml_escape and json tests (no links); boltons'
 * URL-object tests (parsing, navigate, normalize: the URI core's, see
 * test/core/peer-suites-s42.test.ts); WikiFormat's "Doesn't pick up links when absolute_links
 * is off" and nofollow_extended rows (the same text, the markup only). Epiphany 43.1's
 * tests/ephy-embed-utils-test.c was read and left out: its address-bar heuristics (which
 * schemes are "web" schemes, "gnome" → "http://gnome") find no URI in text.
 * Not found: WordPress 6.1.9 (its orig tarball ships no tests/phpunit, so make_clickable's
 *   tests are not there), Zim 0.75.1 and 0.76.3 (orig tarballs not on the mirror), pyparsing
 *   3.0.9 and 3.1.2 and ruby-org 0.9.12 (likewise).
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe('Tornado 6.4.2 tornado/test/escape_test.py linkify_tests: tornado.escape.linkify (permitted_protocols = schemes, "www." links = fuzzy)', () => {
  check(
    [
      ["hello http://world.com/!", ["http://world.com/"]],
      [
        "hello http://world.com/with?param=true&stuff=yes",
        ["http://world.com/with?param=true&stuff=yes"],
      ],
      [
        "http://url.com/withmany.......................................",
        ["http://url.com/withmany"],
      ],
      ["http://foo.com/blah_blah", ["http://foo.com/blah_blah"]],
      ["http://foo.com/blah_blah/", ["http://foo.com/blah_blah/"]],
      ["(Something like http://foo.com/blah_blah)", ["http://foo.com/blah_blah"]],
      ["http://foo.com/blah_blah_(wikipedia)", ["http://foo.com/blah_blah_(wikipedia)"]],
      [
        "http://foo.com/blah_(blah)_(wikipedia)_blah",
        ["http://foo.com/blah_(blah)_(wikipedia)_blah"],
      ],
      [
        "(Something like http://foo.com/blah_blah_(wikipedia))",
        ["http://foo.com/blah_blah_(wikipedia)"],
      ],
      ["http://foo.com/blah_blah.", ["http://foo.com/blah_blah"]],
      ["http://foo.com/blah_blah/.", ["http://foo.com/blah_blah/"]],
      ["<http://foo.com/blah_blah>", ["http://foo.com/blah_blah"]],
      ["<http://foo.com/blah_blah/>", ["http://foo.com/blah_blah/"]],
      ["http://foo.com/blah_blah,", ["http://foo.com/blah_blah"]],
      ["http://www.example.com/wpstyle/?p=364.", ["http://www.example.com/wpstyle/?p=364"]],
      ["http://userid:password@example.com:8080", ["http://userid:password@example.com:8080"]],
      ["http://userid@example.com", ["http://userid@example.com"]],
      ["http://userid@example.com:8080", ["http://userid@example.com:8080"]],
      ["http://userid:password@example.com", ["http://userid:password@example.com"]],
      ["http://➡.ws/䨹", ["http://➡.ws/䨹"]],
      ["<tag>http://example.com</tag>", ["http://example.com"]],
      ["Just a www.example.com link.", ["http://www.example.com"]],
      [
        "A http://reallylongdomainnamethatwillbetoolong.com/hi!",
        ["http://reallylongdomainnamethatwillbetoolong.com/hi"],
      ],
      ["A file:///passwords.txt and http://web.com link", ["http://web.com"]],
      ["www.external-link.com", ["http://www.external-link.com"]],
      [
        "www.external-link.com and www.internal-link.com/blogs extra",
        ["http://www.external-link.com", "http://www.internal-link.com/blogs"],
      ],
      ["www.external-link.com", ["http://www.external-link.com"]],
    ],
    { schemes: ["http", "https"], fuzzy: true },
  );
  // require_protocol: True: no "www." links
  check(
    [
      ["Just a www.example.com link.", []],
      [
        "A http://reallylong.com/link/that/exceedsthelenglimit.html",
        ["http://reallylong.com/link/that/exceedsthelenglimit.html"],
      ],
    ],
    { schemes: ["http", "https"] },
  );
  // permitted_protocols: ["http", "rdar"]
  check([["rdar://1234", ["rdar://1234"]]], { schemes: ["http", "rdar"], fuzzy: true });
  // permitted_protocols: ["http", "message"]
  check(
    [
      [
        "message://%3c330e7f8409726r6a4ba78dkf1fd71420c1bf6ff@mail.gmail.com%3e",
        ["message://%3c330e7f8409726r6a4ba78dkf1fd71420c1bf6ff@mail.gmail.com%3e"],
      ],
    ],
    { schemes: ["http", "message"], fuzzy: true },
  );
  // permitted_protocols: ["file"]
  check([["A file:///passwords.txt and http://web.com link", ["file:///passwords.txt"]]], {
    schemes: ["file"],
    fuzzy: true,
  });
  describe("answered differently on purpose", () => {
    check(
      [
        // tornado: ["http://url.com/w"] ("an opened paren followed by many chars killed Gruber's
        // regex"). "(" is a sub-delim (RFC 3986 §2.2) and one that nothing closes stays in the
        // URI (RULES.md "Closers": only a "(" at the end, or closed after a space, is text)
        [
          "http://url.com/w(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
          ["http://url.com/w(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"],
        ],
        // tornado: ["http://url.com/withmany"]. The last "(" is closed by the ")", the others
        // are sub-delims that nothing closes (RFC 3986 §2.2; RULES.md "Closers")
        [
          "http://url.com/withmany((((((((((((((((((((((((((((((((((a)",
          ["http://url.com/withmany((((((((((((((((((((((((((((((((((a)"],
        ],
      ],
      { schemes: ["http", "https"], fuzzy: true },
    );
    // permitted_protocols: ["rdar"]. tornado: ["rdar:/1234"]. "rdar" is not registered and has
    // no "//": a bare URI needs one or the other (DESIGN "Delimiting rules": bare; README "Bare URIs")
    check([["rdar:/1234", []]], { schemes: ["rdar"], fuzzy: true });
  });
});

describe('boltons 25.0.0 tests/test_urlutils.py test_find_all_links, test_find_all_links_basic: find_all_links (default_scheme "https" = fuzzy)', () => {
  check(
    [
      [
        "a little something before, hello http://world.com/! a bit of another after.",
        ["http://world.com/"],
      ],
      [
        "a little something before, hello http://world.com/with?param=true&stuff=yes a bit of another after.",
        ["http://world.com/with?param=true&stuff=yes"],
      ],
      [
        "a little something before, http://url.com/withmany....................................... a bit of another after.",
        ["http://url.com/withmany"],
      ],
      [
        "a little something before, http://foo.com/blah_blah a bit of another after.",
        ["http://foo.com/blah_blah"],
      ],
      [
        "a little something before, http://foo.com/blah_blah/ a bit of another after.",
        ["http://foo.com/blah_blah/"],
      ],
      [
        "a little something before, (Something like http://foo.com/blah_blah) a bit of another after.",
        ["http://foo.com/blah_blah"],
      ],
      [
        "a little something before, http://foo.com/blah_blah_(wikipedia) a bit of another after.",
        ["http://foo.com/blah_blah_(wikipedia)"],
      ],
      [
        "a little something before, http://foo.com/blah_(blah)_(wikipedia)_blah a bit of another after.",
        ["http://foo.com/blah_(blah)_(wikipedia)_blah"],
      ],
      [
        "a little something before, http://foo.com/blah_blah. a bit of another after.",
        ["http://foo.com/blah_blah"],
      ],
      [
        "a little something before, http://foo.com/blah_blah/. a bit of another after.",
        ["http://foo.com/blah_blah/"],
      ],
      [
        "a little something before, <http://foo.com/blah_blah> a bit of another after.",
        ["http://foo.com/blah_blah"],
      ],
      [
        "a little something before, <http://foo.com/blah_blah/> a bit of another after.",
        ["http://foo.com/blah_blah/"],
      ],
      [
        "a little something before, http://foo.com/blah_blah, a bit of another after.",
        ["http://foo.com/blah_blah"],
      ],
      [
        "a little something before, http://www.example.com/wpstyle/?p=364. a bit of another after.",
        ["http://www.example.com/wpstyle/?p=364"],
      ],
      ["a little something before, rdar://1234 a bit of another after.", ["rdar://1234"]],
      [
        "a little something before, http://userid:password@example.com:8080 a bit of another after.",
        ["http://userid:password@example.com:8080"],
      ],
      [
        "a little something before, http://userid@example.com a bit of another after.",
        ["http://userid@example.com"],
      ],
      ["a little something before, http://➡.ws/䨹 a bit of another after.", ["http://➡.ws/䨹"]],
      [
        "a little something before, <tag>http://example.com</tag> a bit of another after.",
        ["http://example.com"],
      ],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // boltons: ["http://url.com/w"]. "(" is a sub-delim (RFC 3986 §2.2) and one that nothing closes
        // stays in the URI (RULES.md "Closers")
        [
          "a little something before, http://url.com/w(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa a bit of another after.",
          ["http://url.com/w(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"],
        ],
        // boltons: ["http://url.com/withmany"]. The last "(" is closed by the ")", the others are sub-delims
        // that nothing closes (RFC 3986 §2.2; RULES.md "Closers")
        [
          "a little something before, http://url.com/withmany((((((((((((((((((((((((((((((((((a) a bit of another after.",
          ["http://url.com/withmany((((((((((((((((((((((((((((((((((a)"],
        ],
        // boltons: ["rdar:/1234"]. "rdar" is not registered and has no "//": a bare URI needs one
        // or the other (DESIGN "Delimiting rules": bare; README "Bare URIs")
        ["a little something before, rdar:/1234 a bit of another after.", []],
        // boltons: ["message://%3C330e7f8409726r6a4ba78dkf1fd71420c1bf6ff@mail.gmail.com%3e"] (its to_text re-encodes the first "%3c" only). The uri is the
        // text as written; case in a percent-encoding is a matter of the normal form
        // (RFC 3986 §6.2.2.1), which writes both "%3C" and "%3E"
        [
          "a little something before, message://%3c330e7f8409726r6a4ba78dkf1fd71420c1bf6ff@mail.gmail.com%3e a bit of another after.",
          ["message://%3c330e7f8409726r6a4ba78dkf1fd71420c1bf6ff@mail.gmail.com%3e"],
        ],
        // boltons: ["https://www.example.com"] (its default_scheme). A fuzzy link is read as linkify-it reads it,
        // "http:" before a "www." name (RULES.md "Fuzzy links")
        [
          "a little something before, Just a www.example.com link. a bit of another after.",
          ["http://www.example.com"],
        ],
        // boltons: ["https://www.a-link.com"] (its default_scheme). A fuzzy link is read as linkify-it reads it,
        // "http:" before a "www." name (RULES.md "Fuzzy links")
        [
          "a little something before, www.a-link.com a bit of another after.",
          ["http://www.a-link.com"],
        ],
        // boltons: ["https://www.a-link.com", "https://www.b-link.com/blogs"] (its default_scheme). A fuzzy link is read as linkify-it reads it,
        // "http:" before a "www." name (RULES.md "Fuzzy links")
        [
          "a little something before, www.a-link.com and www.b-link.com/blogs extra a bit of another after.",
          ["http://www.a-link.com", "http://www.b-link.com/blogs"],
        ],
        // boltons: 2 links, ["http://richprince.biz", "https://getprince.ly"] (it finds no scheme without "//", its docstring:
        // "does not support ... URLs with netloc-less schemes, like mailto"). A mailto: URI
        // is one (RFC 6068 §2); "https://crownbux.afamilycompany:broken/affiliate" has a
        // port that is no number (RFC 3986 §3.2.3): an invalid record, not reported
        [
          "hi my name is prince nigeria, please visit my website\n    http://richprince.biz or if that's blocked try\n    https://getprince.ly! Thanks for your attention.bye!\n\n    PS if those ports are blocked, how about trying\n    https://crownbux.afamilycompany:broken/affiliate\n\n    PPS if all else fails you can always mailto:thePrince@machovelli.an\n    ",
          ["http://richprince.biz", "https://getprince.ly", "mailto:thePrince@machovelli.an"],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("Phabricator 0~git20220903 src/infrastructure/markup/remarkup/__tests__/remarkup/*.txt: the hrefs of the rendered Remarkup", () => {
  check([
    ["http://www.example.com/", ["http://www.example.com/"]],
    ["(http://www.example.com/)", ["http://www.example.com/"]],
    ["<http://www.example.com/>", ["http://www.example.com/"]],
    [
      "http://www.example.com/wiki/example_(disambiguation)",
      ["http://www.example.com/wiki/example_(disambiguation)"],
    ],
    ["(example http://www.example.com/)", ["http://www.example.com/"]],
    ["Quick! http://www.example.com/!", ["http://www.example.com/"]],
    [
      "http://www.example.com/,\nhttp://www.example.com/..\nhttp://www.example.com/!!!",
      ["http://www.example.com/", "http://www.example.com/", "http://www.example.com/"],
    ],
    ["<http://www.zany.com/omg/weird_url,,,>", ["http://www.zany.com/omg/weird_url,,,"]],
    [
      "[[http://www.example.com/ | Example]](http://www.alternate.org/)",
      ["http://www.example.com/", "http://www.alternate.org/"],
    ],
    [
      "(http://www.alternate.org/)[[http://www.example.com/ | Example]]",
      ["http://www.alternate.org/", "http://www.example.com/"],
    ],
    [
      "<http://www.example.com/ [[http://www.example.net/ | Example]]>",
      ["http://www.example.com/", "http://www.example.net/"],
    ],
    ["[[http://www.example.com/]]", ["http://www.example.com/"]],
    ["[[http://www.example.com/ | example.com]]", ["http://www.example.com/"]],
    ["http://<www>.example.com/", []],
    ["[Example](http://www.example.com/)", ["http://www.example.com/"]],
    ["x[0][1](**ptr);", []],
    ["[[ mailto:alincoln@example.com | mail me ]]", ["mailto:alincoln@example.com"]],
    ["[ mail me ]( mailto:alincoln@example.com )", ["mailto:alincoln@example.com"]],
    ["[[mailto:alincoln@example.com]]", ["mailto:alincoln@example.com"]],
    ["| [[ http://example.com | name ]] | [x] |", ["http://example.com"]],
    ["= [[ http://www.example.com/ | link_name ]] =", ["http://www.example.com/"]],
    ["= http://www.example.com =", ["http://www.example.com"]],
    ["[[http://hello | world]]", ["http://hello"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // link-with-tilde.txt. Phabricator: ["http://www.example.com/~"]. "~" is unreserved (RFC 3986
      // §2.3) and no "~~" opened a strikethrough before the URI (RULES.md "Markdown emphasis")
      ["http://www.example.com/~~", ["http://www.example.com/~~"]],
      // disallowed-link.txt. Phabricator: no link (its allow-list of protocols). Bare
      // "javascript:" is found so that its dangerous-scheme warning is seen (RULES.md
      // "Dangerous schemes"; urisift's `schemes` option is the allow-list)
      ["javascript://www.example.com/", ["javascript://www.example.com/"]],
      // link-with-link-anchor.txt. Phabricator: no link. A second "#" in a fragment is read as
      // "%23", as browsers send it (RULES.md "Strict grammar; raw characters read encoded"; the
      // record's normalized form is "http://x.y/#http://x.y%23")
      ["http://x.y#http://x.y#", ["http://x.y#http://x.y#"]],
      // link-with-angle-link-anchor.txt. Phabricator: no link. The same reading inside "<…>"
      // (RULES.md "Strict grammar; raw characters read encoded")
      ["<http://x.y#http://x.y#>", ["http://x.y#http://x.y#"]],
      // link-tel.txt. Phabricator: ["tel:18005555555"]. A local number needs a phone-context
      // (RFC 3966 §3, §5.1.5; error tel-missing-phone-context): an invalid record, reported
      // with includeInvalid only
      ["[[ tel:18005555555 | call me ]]", []],
      // link-tel.txt. Phabricator: ["tel:18005555555"]. The same (RFC 3966 §5.1.5)
      ["[ call me ]( tel:18005555555 )", []],
      // link-tel.txt. Phabricator: ["tel:18005555555"]. The same (RFC 3966 §5.1.5)
      ["[[tel:18005555555]]", []],
      // percent-block-oneline.txt. Phabricator: no link (a "%%%" literal block). Markup
      // that turns links off is the renderer's: a URI in text is found wherever it is
      // (DESIGN "Delimiting rules")
      ["%%%[[http://hello | world]] **bold**%%%", ["http://hello"]],
    ]);
  });
});

describe("Text::WikiFormat 0.81 t/absolute_links.t, Text::MediawikiFormat 1.04 t/absolute_links.t and t/explicit.t (absolute_links => 1)", () => {
  check([
    // WikiFormat and MediawikiFormat: "Picking up absolute links"
    [
      "\nI download code from http://www.cpan.org/ or ftp://ftp.cpan.org/ and\nemail mailto:chromatic@example.com\n\n",
      ["http://www.cpan.org/", "ftp://ftp.cpan.org/", "mailto:chromatic@example.com"],
    ],
    // both: "Doesn't pick up things that might look like links" (the default schemas)
    ["this is a moose:notalink", []],
    // WikiFormat
    ["http://example.com", ["http://example.com"]],
    // MediawikiFormat t/explicit.t: "explicit URIs rendered correctly with default delimiters"
    ["[http://nowhere.com explicit URI]", ["http://nowhere.com"]],
    // MediawikiFormat: "Links work at beginning of line and lose cruft", "Angle brackets around links are left alone"
    [
      "\nhttp://www.cpan.org/.\n\nA link in angle brackets: <http://link.org>.\n",
      ["http://www.cpan.org/", "http://link.org"],
    ],
  ]);
});
describe("autolink-java 0.10.0 src/test/java/org/nibor/autolink/AutolinkUrlTest.java: URL links", () => {
  check([
    ["", []],
    ["foo", []],
    [":", []],
    ["://", []],
    [":::", []],
    ["://foo", []],
    ["1://foo", []],
    ["123://foo", []],
    ["+://foo", []],
    ["-://foo", []],
    [".://foo", []],
    ["1abc://foo", []],
    ["a://foo", ["a://foo"]],
    ["a123://foo", ["a123://foo"]],
    ["a123b://foo", ["a123b://foo"]],
    ["a+b://foo", ["a+b://foo"]],
    ["a-b://foo", ["a-b://foo"]],
    ["a.b://foo", ["a.b://foo"]],
    ["ABC://foo", ["ABC://foo"]],
    ["ab://", []],
    ["http://", []],
    ["http:// ", []],
    ['"http://"', []],
    ['"http://...", ', []],
    ["http://a.", ["http://a"]],
    ["ab://c", ["ab://c"]],
    ["http://example.org/", ["http://example.org/"]],
    ["http://example.org/123", ["http://example.org/123"]],
    ["http://example.org/?foo=test&bar=123", ["http://example.org/?foo=test&bar=123"]],
    ["http://example.org/?foo=%20", ["http://example.org/?foo=%20"]],
    ["http://example.org/%3C", ["http://example.org/%3C"]],
    [".http://example.org/", ["http://example.org/"]],
    ["foo http://example.org/", ["http://example.org/"]],
    ["http://example.org/ bar", ["http://example.org/"]],
    ["http://example.org/\tbar", ["http://example.org/"]],
    ["http://example.org/\nbar", ["http://example.org/"]],
    ["http://example.org/\u000bbar", ["http://example.org/"]],
    ["http://example.org/\fbar", ["http://example.org/"]],
    ["http://example.org/\rbar", ["http://example.org/"]],
    ["http://example.org/<", ["http://example.org/"]],
    ["http://example.org/>", ["http://example.org/"]],
    ["http://example.org/<>", ["http://example.org/"]],
    ["http://example.org/\u0000", ["http://example.org/"]],
    ["http://example.org/\u000e", ["http://example.org/"]],
    ["http://example.org/\u007f", ["http://example.org/"]],
    ["http://example.org/\u009f", ["http://example.org/"]],
    ["http://example.org/.", ["http://example.org/"]],
    ["http://example.org/..", ["http://example.org/"]],
    ["http://example.org/,", ["http://example.org/"]],
    ["http://example.org/:", ["http://example.org/"]],
    ["http://example.org/?", ["http://example.org/"]],
    ["http://example.org/!", ["http://example.org/"]],
    ["http://example.org/;", ["http://example.org/"]],
    ["http://example.org/a(b)", ["http://example.org/a(b)"]],
    ["http://example.org/a[b]", ["http://example.org/a[b]"]],
    ["http://example.org/a{b}", ["http://example.org/a{b}"]],
    ["(http://example.org/)", ["http://example.org/"]],
    ["[http://example.org/]", ["http://example.org/"]],
    ["{http://example.org/}", ["http://example.org/"]],
    ['"http://example.org/"', ["http://example.org/"]],
    ["'http://example.org/'", ["http://example.org/"]],
    ["((http://example.org/))", ["http://example.org/"]],
    ["((http://example.org/a(b)))", ["http://example.org/a(b)"]],
    ["[(http://example.org/)]", ["http://example.org/"]],
    ["(http://example.org/).", ["http://example.org/"]],
    ["(http://example.org/.)", ["http://example.org/"]],
    ["http://example.org/(", ["http://example.org/"]],
    ["http://example.org/(.", ["http://example.org/"]],
    ["http://example.org/]()", ["http://example.org/"]],
    ["http://example.org/'_(foo)", ["http://example.org/'_(foo)"]],
    ["http://example.org/'.", ["http://example.org/"]],
    ["http://example.org/it's", ["http://example.org/it's"]],
    ['http://example.org/"a', ["http://example.org/"]],
    ['http://example.org/"a"', ["http://example.org/"]],
    ["http://example.org/`a", ["http://example.org/"]],
    ["http://example.org/`a`", ["http://example.org/"]],
    ['http://example.org">', ["http://example.org"]],
    ["http://example.org'>", ["http://example.org"]],
    ['http://example.org"/>', ["http://example.org"]],
    ["http://example.org'/>", ["http://example.org"]],
    ["http://example.org<p>", ["http://example.org"]],
    ["http://example.org</p>", ["http://example.org"]],
    ['http://example.org");', ["http://example.org"]],
    ["http://example.org');", ["http://example.org"]],
    ["http://example.org/a/", ["http://example.org/a/"]],
    ["http://example.org//", ["http://example.org//"]],
    ["http://one.org/ http://two.org/", ["http://one.org/", "http://two.org/"]],
    ["http://one.org/ : http://two.org/", ["http://one.org/", "http://two.org/"]],
    ["(http://one.org/)(http://two.org/)", ["http://one.org/", "http://two.org/"]],
    ["http://üñîçøðé.com/ä", ["http://üñîçøðé.com/ä"]],
    ["http://example.org/¡", ["http://example.org/¡"]],
    ["http://example.org/¢", ["http://example.org/¢"]],
    [">http://example.org/", ["http://example.org/"]],
    ["> http://example.org/", ["http://example.org/"]],
    [">>http://example.org/", ["http://example.org/"]],
    [">> http://example.org/", ["http://example.org/"]],
    ["> > http://example.org/", ["http://example.org/"]],
    [">>>http://example.org/", ["http://example.org/"]],
    [">>> http://example.org/", ["http://example.org/"]],
    ["> > > http://example.org/", ["http://example.org/"]],
    ["http://example.org\u00a0", ["http://example.org"]],
    ["http://example.org\u2000", ["http://example.org"]],
    ["http://example.org\u2001", ["http://example.org"]],
    ["http://example.org\u2002", ["http://example.org"]],
    ["http://example.org\u2003", ["http://example.org"]],
    ["http://example.org\u2004", ["http://example.org"]],
    ["http://example.org\u2005", ["http://example.org"]],
    ["http://example.org\u2006", ["http://example.org"]],
    ["http://example.org\u2007", ["http://example.org"]],
    ["http://example.org\u2008", ["http://example.org"]],
    ["http://example.org\u2009", ["http://example.org"]],
    ["http://example.org\u200a", ["http://example.org"]],
    ["http://example.org\u2028", ["http://example.org"]],
    ["http://example.org\u2029", ["http://example.org"]],
    ["http://example.org\u202f", ["http://example.org"]],
    ["http://example.org\u205f", ["http://example.org"]],
    ["http://example.org\u3000", ["http://example.org"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // matchingPunctuation. autolink: ["http://example.org/a'b'"]. A trailing "'" is the
      // sentence's (README "Bare URIs"); the one inside the word stays (RULES.md "Single quotes")
      ["http://example.org/a'b'", ["http://example.org/a'b"]],
      // matchingPunctuation. autolink: ["http://foo[.]example[.]org/abc/"]. A defanged host
      // gives no URI, nor does any piece of its authority (RULES.md "Defanged hosts"; "[" is no
      // reg-name character, RFC 3986 §3.2.2)
      ["http://foo[.]example[.]org/abc/", []],
      // quotes. autolink: ["http://example.org/'_(foo)'"]. A trailing "'" is the sentence's
      // (README "Bare URIs")
      ["http://example.org/'_(foo)'", ["http://example.org/'_(foo)"]],
      // quotes. autolink: ["http://example.org/''"]. Trailing "'"s are the sentence's (README
      // "Bare URIs")
      ["http://example.org/''", ["http://example.org/"]],
      // quotes. autolink: ["http://example.org/''"]. The same (README "Bare URIs")
      ["http://example.org/'''", ["http://example.org/"]],
    ]);
  });
});

describe("autolink-java 0.10.0 src/test/java/org/nibor/autolink/AutolinkWwwTest.java: WWW links (fuzzy)", () => {
  check(
    [
      ["", []],
      ["www.something", []],
      ["www.go", []],
      ["www..com", []],
      ["www.s.com", ["http://www.s.com"]],
      ["www.fo.uk", ["http://www.fo.uk"]],
      ["foo:www.fo.uk", ["http://www.fo.uk"]],
      ['<a href="somelink">www.example.org</a>', ["http://www.example.org"]],
      ['<a href="www.example.org">sometext</a>', ["http://www.example.org"]],
      ["<p>www.example.org</p>", ["http://www.example.org"]],
      ["www.one.org/ www.two.org/", ["http://www.one.org/", "http://www.two.org/"]],
      ["www.one.org/ : www.two.org/", ["http://www.one.org/", "http://www.two.org/"]],
      ["(www.one.org/)(www.two.org/)", ["http://www.one.org/", "http://www.two.org/"]],
      ["www.üñîçøðé.com/ä", ["http://www.üñîçøðé.com/ä"]],
      ["www.example.org/¡", ["http://www.example.org/¡"]],
      ["www.example.org/¢", ["http://www.example.org/¢"]],
      [">www.example.org/", ["http://www.example.org/"]],
      ["> www.example.org/", ["http://www.example.org/"]],
      [">>www.example.org/", ["http://www.example.org/"]],
      [">> www.example.org/", ["http://www.example.org/"]],
      ["> > www.example.org/", ["http://www.example.org/"]],
      [">>>www.example.org/", ["http://www.example.org/"]],
      [">>> www.example.org/", ["http://www.example.org/"]],
      ["> > > www.example.org/", ["http://www.example.org/"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // notLinked. autolink: no link (its WWW links start with "www."). A fuzzy link is a
        // host name as linkify-it reads it, any name whose TLD is known (RULES.md "Fuzzy links")
        ["wwwsomething.com", ["http://wwwsomething.com"]],
        // notLinked. autolink: no link. The same (RULES.md "Fuzzy links")
        ["ww.foo.com", ["http://ww.foo.com"]],
        // notLinked. autolink: no link. The same (RULES.md "Fuzzy links")
        ["w.bar.foo.co", ["http://w.bar.foo.co"]],
        // notLinked. autolink: no link. The same (RULES.md "Fuzzy links")
        ["foo.www.fo.uk", ["http://foo.www.fo.uk"]],
        // notLinked. autolink: no link. The same (RULES.md "Fuzzy links")
        ["wwww.toomany.com", ["http://wwww.toomany.com"]],
        // linked. autolink: ["www.fo.uk"] after "foo-". A "-" is a host name's character (RFC
        // 1123 §2.1): the fuzzy link is the whole name (RULES.md "Fuzzy links")
        ["foo-www.fo.uk", ["http://foo-www.fo.uk"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("autolink-java 0.10.0 src/test/java/org/nibor/autolink/AutolinkEmailTest.java: EMAIL links (fuzzy)", () => {
  check(
    [
      ["", []],
      ["foo", []],
      ["@", []],
      ["a@", []],
      ["@a", []],
      ["@@@", []],
      ["foo@example.com", ["mailto:foo@example.com"]],
      ["foo.bar@example.com", ["mailto:foo.bar@example.com"]],
      ["foo a@b.com", ["mailto:a@b.com"]],
      ["a@b.com foo", ["mailto:a@b.com"]],
      ["\na@b.com", ["mailto:a@b.com"]],
      ["a@b.com\n", ["mailto:a@b.com"]],
      ["(a@example.com)", ["mailto:a@example.com"]],
      ['"a@example.com"', ["mailto:a@example.com"]],
      [",a@example.com,", ["mailto:a@example.com"]],
      [":a@example.com:", ["mailto:a@example.com"]],
      [";a@example.com;", ["mailto:a@example.com"]],
      [".@example.com", []],
      ["foo.@example.com", []],
      [".foo@example.com", ["mailto:foo@example.com"]],
      ["a@example.com.", ["mailto:a@example.com"]],
      ["a@b", []],
      ["a@b.", []],
      ["a@b.com.", ["mailto:a@b.com"]],
      ["a@foo-bar.com", ["mailto:a@foo-bar.com"]],
      ["a@-foo.com", []],
      ["a@b-.", []],
      ["a@example.com b@example.com", ["mailto:a@example.com", "mailto:b@example.com"]],
      ["a@example.com @ b@example.com", ["mailto:a@example.com", "mailto:b@example.com"]],
      ["üñîçøðé@example.com", ["mailto:üñîçøðé@example.com"]],
      ["üñîçøðé@üñîçøðé.com", ["mailto:üñîçøðé@üñîçøðé.com"]],
      ["www@example.com", ["mailto:www@example.com"]],
      [">foo@example.com", ["mailto:foo@example.com"]],
      ["> foo@example.com", ["mailto:foo@example.com"]],
      [">>foo@example.com", ["mailto:foo@example.com"]],
      [">> foo@example.com", ["mailto:foo@example.com"]],
      ["> > foo@example.com", ["mailto:foo@example.com"]],
      [">>>foo@example.com", ["mailto:foo@example.com"]],
      [">>> foo@example.com", ["mailto:foo@example.com"]],
      ["> > > foo@example.com", ["mailto:foo@example.com"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // allowedText ("I know, I know..."). autolink: the whole word. RFC 5322 atext allows
        // them all, but a word with a "/" before the "@" is a path, not an address (RULES.md
        // "Fuzzy links"; src/extract/fuzzy-address.ts: one local part or none, never "}|~@…")
        ["#!$%&'*+-/=?^_`{}|~@example.org", []],
        // dots. autolink: ["b@example.com"]. Not inside a word: "a..b@example.com" is none
        // (RULES.md "Fuzzy links"; RFC 5322 §3.4.1 dot-atom has no "..")
        ["a..b@example.com", []],
        // dashes. autolink: ["a@example.com"], the "-" the text's. linkify-it 6.1.0 (as
        // installed) gives no match either: "example.com-" is no domain (RFC 1035 §2.3.1: a
        // label does not end with "-"), and fuzzy addresses are read as linkify-it reads them
        // (RULES.md "Fuzzy links"). See /tmp/h42c/suspects.md: a "www." name gets its "-" cut
        ["a@example.com-", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("Text::Trac 0.24 t/01-text-trac.t and t/corpus/*.trac against t/expected/*.html: the hrefs of its external links", () => {
  check([
    // t/01-text-trac.t
    ["http://mizzy.org/\n[http://mizzy.org/ Title]", ["http://mizzy.org/", "http://mizzy.org/"]],
    [
      "http://mizzy.org/test.png\n[http://mizzy.org/test.png Image]",
      ["http://mizzy.org/test.png", "http://mizzy.org/test.png"],
    ],
    // t/corpus
    [
      "The main development of Padre is in the trunk [http://svn.perlide.org/padre/trunk/Padre] but there are several ",
      ["http://svn.perlide.org/padre/trunk/Padre"],
    ],
    [
      "out the whole trunk [http://svn.perlide.org/padre/trunk]",
      ["http://svn.perlide.org/padre/trunk"],
    ],
    [
      "Make sure you have all of the needed prerequisites. See [http://padre.perlide.org/trac/wiki/Download]",
      ["http://padre.perlide.org/trac/wiki/Download"],
    ],
    [
      "See the http://search.cpan.org/dist/Padre/lib/Padre/Manual/Hacking.pod file for Core Padre development",
      ["http://search.cpan.org/dist/Padre/lib/Padre/Manual/Hacking.pod"],
    ],
    [
      "and http://search.cpan.org/dist/Padre/lib/Padre/Plugin.pm for Plugin development.",
      ["http://search.cpan.org/dist/Padre/lib/Padre/Plugin.pm"],
    ],
    [
      "Assuming you have already checked out http://svn.perlide.org/padre/trunk/ to /path/to/padre",
      ["http://svn.perlide.org/padre/trunk/"],
    ],
    [
      "svn diff -rFIRST:LAST http://svn.perlide.org/padre/branches/My-branch",
      ["http://svn.perlide.org/padre/branches/My-branch"],
    ],
    [
      "svn merge -rFIRST:LAST http://svn.perlide.org/padre/branches/My-branch .",
      ["http://svn.perlide.org/padre/branches/My-branch"],
    ],
    [
      "svn commit -m'merged  -rFIRST:LAST http://svn.perlide.org/padre/branches/My-branch '",
      ["http://svn.perlide.org/padre/branches/My-branch"],
    ],
    [
      "svn rm http://svn.perlide.org/padre/branches/My-branch -m'My-branch is not needed any more'",
      ["http://svn.perlide.org/padre/branches/My-branch"],
    ],
    ["[http://www.activestate.com/]", ["http://www.activestate.com/"]],
    [" and can be installed from [http://wxperl.co.uk/]. ", ["http://wxperl.co.uk/"]],
    [
      " So add the wxperl repository to the PPM: http://www.wxperl.co.uk/repository",
      ["http://www.wxperl.co.uk/repository"],
    ],
    [
      " (for detailed instructions see http://wxperl.co.uk/ppm.html )",
      ["http://wxperl.co.uk/ppm.html"],
    ],
    [
      " (and even more info here http://docs.activestate.com/activeperl/5.10/faq/ActivePerl-faq2.html )",
      ["http://docs.activestate.com/activeperl/5.10/faq/ActivePerl-faq2.html"],
    ],
    [
      "ppm rep add wxperl http://www.wxperl.co.uk/repository ",
      ["http://www.wxperl.co.uk/repository"],
    ],
    [
      "    http://svn.perlide.org/padre/trunk/Padre/Makefile.PL  - by using ppm. ",
      ["http://svn.perlide.org/padre/trunk/Padre/Makefile.PL"],
    ],
    ["   CPAN: http://search.cpan.org/dist/ack-1.86/", ["http://search.cpan.org/dist/ack-1.86/"]],
    [
      "(See: [http://groups.google.com/group/de.comp.lang.perl.misc/browse_thread/thread/3a347d02a1ebf464] and",
      [
        "http://groups.google.com/group/de.comp.lang.perl.misc/browse_thread/thread/3a347d02a1ebf464",
      ],
    ],
    [
      "[http://perl.org.il/pipermail/perl/2008-September/009779.html] )",
      ["http://perl.org.il/pipermail/perl/2008-September/009779.html"],
    ],
    [
      "(See: [http://meorero.wordpress.com/2009/02/02/padre-on-ms-windows-with-activeperl-5100-build-1004/])",
      [
        "http://meorero.wordpress.com/2009/02/02/padre-on-ms-windows-with-activeperl-5100-build-1004/",
      ],
    ],
    [
      "http://docs.activestate.com/activeperl/5.10/bin/ppm.html",
      ["http://docs.activestate.com/activeperl/5.10/bin/ppm.html"],
    ],
    [
      "[http://padre.perlide.org/contact.html Contact us].",
      ["http://padre.perlide.org/contact.html"],
    ],
    [
      "The released versions can be seen here [http://search.cpan.org/dist/Padre/] here [http://kobesearch.cpan.org/dist/Padre]",
      ["http://search.cpan.org/dist/Padre/", "http://kobesearch.cpan.org/dist/Padre"],
    ],
    [
      "and here [https://metacpan.org/release/Padre] depending on your preferences.",
      ["https://metacpan.org/release/Padre"],
    ],
    [
      "That part starts by installing local::lib using the [https://metacpan.org/module/local::lib#The-bootstrapping-technique  Bootstrapping technique]",
      ["https://metacpan.org/module/local::lib#The-bootstrapping-technique"],
    ],
    [
      " * Installing wxWidgets (that [http://search.cpan.org/dist/Alien-wxWidgets/ Alien::wxWidgets] tries to solve)",
      ["http://search.cpan.org/dist/Alien-wxWidgets/"],
    ],
    [
      " * Installing wxPerl (the [http://search.cpan.org/dist/Wx/ Wx] distro) from CPAN.",
      ["http://search.cpan.org/dist/Wx/"],
    ],
    [
      'Padre 0.63 is available in [http://www.debian.org/ Debian] 6.0 ("squeeze"),',
      ["http://www.debian.org/"],
    ],
    [
      "deb http://mirror.isoc.org.il/pub/debian/ unstable main",
      ["http://mirror.isoc.org.il/pub/debian/"],
    ],
    [
      "deb-src http://mirror.isoc.org.il/pub/debian/ unstable main",
      ["http://mirror.isoc.org.il/pub/debian/"],
    ],
    [
      "https://bugzilla.redhat.com/show_bug.cgi?id=656317",
      ["https://bugzilla.redhat.com/show_bug.cgi?id=656317"],
    ],
    [
      "Download source rpm http://koji.fedoraproject.org/koji/packageinfo?packageID=6964",
      ["http://koji.fedoraproject.org/koji/packageinfo?packageID=6964"],
    ],
    [
      "First set `PACKAGESITE` environment variable to point to {{{ http://therek.net/freebsd/tb/6-STABLE-i386/All/Latest/ }}} for 6-STABLE or {{{ http://therek.net/freebsd/tb/7-STABLE-i386/All/Latest/ }}} for 7-STABLE. Then install packages as usual:",
      [
        "http://therek.net/freebsd/tb/6-STABLE-i386/All/Latest/",
        "http://therek.net/freebsd/tb/7-STABLE-i386/All/Latest/",
      ],
    ],
    [
      "For binary packages installation take a look at http://www.netbsd.org/docs/software/packages.html#binarydist.",
      ["http://www.netbsd.org/docs/software/packages.html#binarydist"],
    ],
    [
      "If you have trouble installing Padre using pkgsrc (and read the pkgsrc guide, mailing list archives and open PR's carefully), feel free to send your question to {{{ pkgsrc-p5-people }}} or {{{ pkgsrc-users }}} mailing list as found on {{{ http://www.netbsd.org/mailinglists/#descriptions-of-mailing-lists }}}. Although the import and maintaining is mostly done by Jens Rehsack, your chance getting feedback is better asking the proper mailing list instead of the primary maintainer. You might get questions answered on {{{ irc://irc.freenode.net/ }}} in the channel {{{ #pkgsrc }}}.",
      [
        "http://www.netbsd.org/mailinglists/#descriptions-of-mailing-lists",
        "irc://irc.freenode.net/",
      ],
    ],
    [
      " 1. [http://opensuse-community.org/Repositories/11.1 Add the packman repository.]",
      ["http://opensuse-community.org/Repositories/11.1"],
    ],
    [
      "Configure [http://search.cpan.org/perldoc?CPAN#Config_Variables make_install_make_command and mbuild_install_build_command] to enable {{{sudo}}} support in CPAN.",
      ["http://search.cpan.org/perldoc?CPAN#Config_Variables"],
    ],
    [
      "See this page for the latest DMG: http://wildperl.com/padreonosx/",
      ["http://wildperl.com/padreonosx/"],
    ],
    [
      "Open tickets can be found here: [wiki:osxbugs], and [http://widget.mibbit.com/?server=irc.perl.org&channel=%23padre hop on to IRC] as the best way to report any issues and give feedback.",
      ["http://widget.mibbit.com/?server=irc.perl.org&channel=%23padre"],
    ],
    [
      "- Download Citrus Perl from http://www.citrusperl.com/platform/macosx.html",
      ["http://www.citrusperl.com/platform/macosx.html"],
    ],
    [
      "- Mac Ports can be downloaded and installed as a package from http://www.macports.org/install.php and configured:",
      ["http://www.macports.org/install.php"],
    ],
    [
      "We are attempting to automate the process using the bin/padre-brew.pl [http://bit.ly/oiME1I available here].",
      ["http://bit.ly/oiME1I"],
    ],
    [
      "If you want to build on your own you should note the environment settings and build parameters used on [http://wildperl.com/2011/07/padre-on-osx-dmg-now-on-leopard-snow-leopard-and-lion/ OSX Lion], or refer to the bin/padre-brew.pl source for other OSX levels.",
      ["http://wildperl.com/2011/07/padre-on-osx-dmg-now-on-leopard-snow-leopard-and-lion/"],
    ],
    [
      "Generally, you do not use the system 'perl' executable, but build a 'wxPerl' executable (see this [http://www.nntp.perl.org/group/perl.wxperl.users/2008/07/msg5978.html thread regarding wxPerl invocation]).",
      ["http://www.nntp.perl.org/group/perl.wxperl.users/2008/07/msg5978.html"],
    ],
    [
      " $ wget http://prdownloads.sourceforge.net/wxwindows/wxWidgets-2.8.8.tar.gz",
      ["http://prdownloads.sourceforge.net/wxwindows/wxWidgets-2.8.8.tar.gz"],
    ],
    [
      "and then replace the /usr/local/bin/padre script with the updated version at http://padre.perlide.org/trac/browser/trunk/Padre/script/padre",
      ["http://padre.perlide.org/trac/browser/trunk/Padre/script/padre"],
    ],
    ["[http://www.finkproject.org/ Fink]", ["http://www.finkproject.org/"]],
    ["[http://www.macports.org/ Mac Ports]", ["http://www.macports.org/"]],
    ["* http://www.perlmonks.org/?node_id=910271", ["http://www.perlmonks.org/?node_id=910271"]],
    [
      "The combination of perlbrew [http://perlbrew.pl] and cpanminus [http://search.cpan.org/dist/App-cpanminus/lib/App/cpanminus.pm] allows you to easily build your own Perl installation and add additional CPAN programs (including Padre) without bothering to setup a CPAN client.",
      ["http://perlbrew.pl", "http://search.cpan.org/dist/App-cpanminus/lib/App/cpanminus.pm"],
    ],
    [
      "- Get the latest Perl release with perlbrew [http://nxadm.wordpress.com/2010/12/10/get-the-latest-perl-release-with-perlbrew/]",
      ["http://nxadm.wordpress.com/2010/12/10/get-the-latest-perl-release-with-perlbrew/"],
    ],
    [
      "- App::cpanminus: zero-conf CPAN client [http://nxadm.wordpress.com/2010/12/10/appcpanminus-zero-conf-cpan-client/]",
      ["http://nxadm.wordpress.com/2010/12/10/appcpanminus-zero-conf-cpan-client/"],
    ],
    [
      "- Build Padre svn easily with perlbrew and cpanm [http://nxadm.wordpress.com/2010/12/10/build-padre-svn-easily-with-perlbrew-and-cpanm/]",
      ["http://nxadm.wordpress.com/2010/12/10/build-padre-svn-easily-with-perlbrew-and-cpanm/"],
    ],
    [
      " 1. {{{svn co  http://svn.perlide.org/padre/trunk/Padre Padre}}}",
      ["http://svn.perlide.org/padre/trunk/Padre"],
    ],
    [
      "For a complete checkout including all Padre plugins, branches and supporting stuff, use  {{{http://svn.perlide.org/padre/trunk}}} but be warned - this is a huge amount of source! If you're using git-svn , you can use the {{{--revision argument}}} to limit from where git-svn starts fetching revisions.",
      ["http://svn.perlide.org/padre/trunk"],
    ],
    [
      "Apparently Ubuntu 11.04 also comes with [https://bugs.launchpad.net/ubuntu/+source/padre/+bug/761782 broken wxWidgets or broken Wx]. ",
      ["https://bugs.launchpad.net/ubuntu/+source/padre/+bug/761782"],
    ],
    [
      "[http://ubuntuforums.org/showthread.php?t=1745375 see here too]",
      ["http://ubuntuforums.org/showthread.php?t=1745375"],
    ],
    [
      "Because of a packaging error, [https://bugs.launchpad.net/ubuntu/+source/padre/+bug/485012 padre does not work out of the box on Ubuntu 10.10].",
      ["https://bugs.launchpad.net/ubuntu/+source/padre/+bug/485012"],
    ],
    [
      " * download and setup local::lib ( http://search.cpan.org/dist/local-lib/ )",
      ["http://search.cpan.org/dist/local-lib/"],
    ],
    ["  * {{{conf urllist http://cpan.yahoo.com/}}}", ["http://cpan.yahoo.com/"]],
    [
      "Now this is the featured installer on http://padre.perlide.org/download.html",
      ["http://padre.perlide.org/download.html"],
    ],
    [
      "Release notes are in [http://svn.perlide.org/padre/trunk/tools/padre_on_strawberry_release_notes.txt the SVN repository.]",
      ["http://svn.perlide.org/padre/trunk/tools/padre_on_strawberry_release_notes.txt"],
    ],
    [
      "See the http://padre.perlide.org/download.html page for details.",
      ["http://padre.perlide.org/download.html"],
    ],
    [
      "It is also planned to be integrated with [http://www.parrot.org/ Parrot] that will allow writing plug-ins in any language running on Parrot.",
      ["http://www.parrot.org/"],
    ],
    [
      "If this does not bring you any further, [http://padre.perlide.org/contact.html contact us], we will see how we can help us.",
      ["http://padre.perlide.org/contact.html"],
    ],
    [
      "Report it. Either by [http://padre.perlide.org/contact.html contacting us], or by [wiki:Tickets creating a new ticket in Trac].",
      ["http://padre.perlide.org/contact.html"],
    ],
    [
      "Tell us. Either by [http://padre.perlide.org/contact.html contacting us], or by [wiki:Tickets creating a new ticket in Trac].",
      ["http://padre.perlide.org/contact.html"],
    ],
    [
      "See [wiki:Howto] and [http://padre.perlide.org/getting_involved.html Getting Involved] for more information.",
      ["http://padre.perlide.org/getting_involved.html"],
    ],
    [
      " * Free and Open Source Software under the Perl licensing terms: [http://svn.perlide.org/padre/trunk/Padre/COPYING GPL I] [http://svn.perlide.org/padre/trunk/Padre/Artistic Artistic I]",
      [
        "http://svn.perlide.org/padre/trunk/Padre/COPYING",
        "http://svn.perlide.org/padre/trunk/Padre/Artistic",
      ],
    ],
    [
      "The table can be found at [http://www.perlmonks.org/?node=Perl%20Development%20Tools Perl Development Tools]",
      ["http://www.perlmonks.org/?node=Perl%20Development%20Tools"],
    ],
    [
      "[http://www.eigenstate.net/perl_tools/ Perl Needs Better Tools] by Matisse Enzer ",
      ["http://www.eigenstate.net/perl_tools/"],
    ],
    [
      "Work together with the folks at Enlightened Perl http://www.enlightenedperl.org/",
      ["http://www.enlightenedperl.org/"],
    ],
    [
      "Look at Kensho, http://search.cpan.org/dist/Task-Kensho/ a list of recommended module",
      ["http://search.cpan.org/dist/Task-Kensho/"],
    ],
    [
      "[http://www.eclipse.org/cdt/ Eclipse CDT - C/C++ Development Tooling]",
      ["http://www.eclipse.org/cdt/"],
    ],
    [
      "[http://www.eclipse.org/jdt/ Eclipse Java development tools (JDT)]",
      ["http://www.eclipse.org/jdt/"],
    ],
    [
      " * [http://msdn.microsoft.com/en-us/library/aa511440.aspx]",
      ["http://msdn.microsoft.com/en-us/library/aa511440.aspx"],
    ],
    [
      " * [http://developer.kde.org/documentation/design/ui/]",
      ["http://developer.kde.org/documentation/design/ui/"],
    ],
    [
      " * [http://developer.gnome.org/projects/gup/hig/]",
      ["http://developer.gnome.org/projects/gup/hig/"],
    ],
    [
      " * [http://wiki.openusability.org/guidelines/]",
      ["http://wiki.openusability.org/guidelines/"],
    ],
    [
      " * [http://developer.apple.com/documentation/UserExperience/Conceptual/AppleHIGuidelines/]",
      ["http://developer.apple.com/documentation/UserExperience/Conceptual/AppleHIGuidelines/"],
    ],
    [
      "Take a look at the current state of Padre on our [http://padre.perlide.org/trac/wiki/Screenshots Screenshots] page.",
      ["http://padre.perlide.org/trac/wiki/Screenshots"],
    ],
    [
      "  * Gabor [http://www.youtube.com/user/gabor529/videos youtube] various",
      ["http://www.youtube.com/user/gabor529/videos"],
    ],
    [
      "  * Adam at [http://www.youtube.com/watch?v=qu8-NzHZsXY Padre - The Perl IDE for Normal People] YAPC::Asia Tokyo 2012",
      ["http://www.youtube.com/watch?v=qu8-NzHZsXY"],
    ],
    [
      "See also http://padre.perlide.org/getting_involved.html",
      ["http://padre.perlide.org/getting_involved.html"],
    ],
    [
      " * Padre development mailing list http://mail.perlide.org/mailman/listinfo/padre-dev",
      ["http://mail.perlide.org/mailman/listinfo/padre-dev"],
    ],
    [
      " * SVN commit mailing list http://mail.perlide.org/mailman/listinfo/padre-commit",
      ["http://mail.perlide.org/mailman/listinfo/padre-commit"],
    ],
    [
      " * Trac changes mailing list http://mail.perlide.org/mailman/listinfo/padre-trac",
      ["http://mail.perlide.org/mailman/listinfo/padre-trac"],
    ],
    [
      " * Padre news mailing list http://mail.perlide.org/mailman/listinfo/padre-news",
      ["http://mail.perlide.org/mailman/listinfo/padre-news"],
    ],
    [
      "We hang out on [irc://irc.perl.org/%23padre #padre] on irc.perl.org",
      ["irc://irc.perl.org/%23padre"],
    ],
    [
      "It is being logged here: http://irclog.perlgeek.de/padre/today",
      ["http://irclog.perlgeek.de/padre/today"],
    ],
    [
      "You can also use the web-based IRC client on Mibbit from our [http://padre.perlide.org/irc.html IRC] page",
      ["http://padre.perlide.org/irc.html"],
    ],
    [
      "You can try our mailing list or IRC, but I am sure the [http://www.perlmonks.org/ PerlMonks] will be glad to help you as well.",
      ["http://www.perlmonks.org/"],
    ],
    [
      " `http://svn1.hostlocal.com/szabgab/trunk/Wx-Tutorial -r 941`",
      ["http://svn1.hostlocal.com/szabgab/trunk/Wx-Tutorial"],
    ],
    [
      " `http://svn1.hostlocal.com/szabgab/trunk/App-Editor -r 1080`",
      ["http://svn1.hostlocal.com/szabgab/trunk/App-Editor"],
    ],
    [
      "The [http://padre.perlide.org/about.html About] page has links to related blog posts from before Padre was released.",
      ["http://padre.perlide.org/about.html"],
    ],
    [
      "[http://padre.perlide.org/trac/wiki/Release_History Release History]",
      ["http://padre.perlide.org/trac/wiki/Release_History"],
    ],
    [
      "Padre is written in Perl 5 using [http://padre.perlide.org/trac/wiki/wxWidgets wxWidgets]",
      ["http://padre.perlide.org/trac/wiki/wxWidgets"],
    ],
    [
      "   a. For Windows download wxFormBuilder from http://sourceforge.net/projects/wxformbuilder/",
      ["http://sourceforge.net/projects/wxformbuilder/"],
    ],
    [
      "   b. For Ubuntu visit https://launchpad.net/ubuntu/+source/wxformbuilder or better yet https://launchpad.net/~rjmyst3/+ppa-packages",
      [
        "https://launchpad.net/ubuntu/+source/wxformbuilder",
        "https://launchpad.net/~rjmyst3/+ppa-packages",
      ],
    ],
    [
      " 3. Please follow this discussion http://irclog.perlgeek.de/padre/2010-12-10#i_3072846 ",
      ["http://irclog.perlgeek.de/padre/2010-12-10#i_3072846"],
    ],
    [
      " * [http://www.scintilla.org/ Scintilla] is an editor component written in C++ and used in many editors. It has been included in wxWidgets ad the STC or wxStyledTextCtrl. Padre 0.92 and later will use Wx::Scintilla instead of old Wx::STC to provide the latest and greatest from Scintilla.",
      ["http://www.scintilla.org/"],
    ],
    ["[http://wxperl.sourceforge.net/ Home of wxPerl]", ["http://wxperl.sourceforge.net/"]],
    [
      "downloadable version: [http://prdownloads.sourceforge.net/wxperl/wxPerl-0.82-wx-2.8.7-docs-html.zip]",
      ["http://prdownloads.sourceforge.net/wxperl/wxPerl-0.82-wx-2.8.7-docs-html.zip"],
    ],
    ["[http://www.wxwidgets.org/ Home of wxWidgets]", ["http://www.wxwidgets.org/"]],
    [
      "[http://wxperl.sourceforge.net/tutorial/tutorial.html tutorial of Mattia Barbon]",
      ["http://wxperl.sourceforge.net/tutorial/tutorial.html"],
    ],
    [
      "[http://www.perl.com/pub/a/2001/09/12/wxtutorial1.html tutorial by Jouke Visser]",
      ["http://www.perl.com/pub/a/2001/09/12/wxtutorial1.html"],
    ],
    [
      "STC or StyledTextCtrl is [http://www.scintilla.org/ Scintilla]",
      ["http://www.scintilla.org/"],
    ],
    [
      "[http://www.yellowbrain.com/stc/index.html Yellow Brain documentation of Wx::StyledTextCtrl]",
      ["http://www.yellowbrain.com/stc/index.html"],
    ],
    [
      "[http://wxruby.rubyforge.org/doc/styledtextctrl.html Ruby documentation of Wx::StyledTextCtrl]",
      ["http://wxruby.rubyforge.org/doc/styledtextctrl.html"],
    ],
    [
      "[http://docs.wxwidgets.org/trunk/classwx_styled_text_ctrl.html]",
      ["http://docs.wxwidgets.org/trunk/classwx_styled_text_ctrl.html"],
    ],
    [
      "[http://docs.wxwidgets.org/2.8.6/wx_stockitems.html#stockitems stock items in wx]",
      ["http://docs.wxwidgets.org/2.8.6/wx_stockitems.html#stockitems"],
    ],
    [
      "[http://wxperl.pvoice.org/w/index.php/WxPerlTablet a kind of WxPerl cheat sheet]",
      ["http://wxperl.pvoice.org/w/index.php/WxPerlTablet"],
    ],
    [
      "[http://use.perl.org/~Alias/journal/39642 Creating GUI code for Padre - A walk through a new feature]",
      ["http://use.perl.org/~Alias/journal/39642"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=122227 wxPerl tutorial 3]",
      ["http://www.perlmonks.org/?node_id=122227"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=112297 wxPerl Tutorial one :: The basics]",
      ["http://www.perlmonks.org/?node_id=112297"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=152323 WxPerl woes -- putting a Tree into a ScrolledWindow]",
      ["http://www.perlmonks.org/?node_id=152323"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=153366 XML with wxPerl]",
      ["http://www.perlmonks.org/?node_id=153366"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=199840 HWXperl - The place for GUI apps in Perl]",
      ["http://www.perlmonks.org/?node_id=199840"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=164341 WxBrowser - a wxPerl HTML Browser]",
      ["http://www.perlmonks.org/?node_id=164341"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=290475 WxPerl Login Dialog]",
      ["http://www.perlmonks.org/?node_id=290475"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=219778 Tk vs. wxPerl]",
      ["http://www.perlmonks.org/?node_id=219778"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=807957 Using Icons on Wx::Notebook]",
      ["http://www.perlmonks.org/?node_id=807957"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=758548 Using BoxSizer Layout Manager in wxPerl]",
      ["http://www.perlmonks.org/?node_id=758548"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=638554 WxPerl Simplified]",
      ["http://www.perlmonks.org/?node_id=638554"],
    ],
    [
      "   * [http://www.perlmonks.org/?node_id=216762 RegexLab (a wxPerl version)]",
      ["http://www.perlmonks.org/?node_id=216762"],
    ],
    ["   * http://www.perlmonks.org/?node_id=184685", ["http://www.perlmonks.org/?node_id=184685"]],
    ["   * http://www.perlmonks.org/?node_id=194611", ["http://www.perlmonks.org/?node_id=194611"]],
    ["   * http://www.perlmonks.org/?node_id=287396", ["http://www.perlmonks.org/?node_id=287396"]],
    [
      " * Wx (aka wxPerl) latest is 0.89 release on Dec 6, 2008 http://search.cpan.org/dist/Wx/",
      ["http://search.cpan.org/dist/Wx/"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    // each line is in a "{{{ … }}}" block, which Text::Trac prints as preformatted text without
    // links (but not always: t/expected/padre_development.html links the URLs of its "svn diff",
    // "svn merge", "svn commit" and "svn rm" lines). Markup that turns links off is the
    // renderer's: a URI in text is found wherever it is (DESIGN "Delimiting rules")
    check([
      // padre_development.trac:11: no link
      ["$ svn co http://svn.perlide.org/padre/trunk padre", ["http://svn.perlide.org/padre/trunk"]],
      // padre_development.trac:88: no link
      [
        "$ svn cp http://svn.perlide.org/padre/trunk/Padre http://svn.perlide.org/padre/branches/My-branch -m'some messages'",
        [
          "http://svn.perlide.org/padre/trunk/Padre",
          "http://svn.perlide.org/padre/branches/My-branch",
        ],
      ],
      // padre_development.trac:90: no link
      [
        "$ svn switch http://svn.perlide.org/padre/branches/My-branch .",
        ["http://svn.perlide.org/padre/branches/My-branch"],
      ],
      // padre_development.trac:109: no link
      [
        "$ svn switch http://svn.perlide.org/padre/trunk/Padre",
        ["http://svn.perlide.org/padre/trunk/Padre"],
      ],
      // padre_development.trac:110: no link
      [
        "$ svn log --stop-on-copy http://svn.perlide.org/padre/branches/My-branch",
        ["http://svn.perlide.org/padre/branches/My-branch"],
      ],
      // padre_download_activeperl.trac:11: no link
      [
        "ppm rep add wxperl http://www.wxperl.co.uk/repository  ",
        ["http://www.wxperl.co.uk/repository"],
      ],
      // padre_download_activeperl.trac:113: no link
      [
        "  http://ppm.activestate.com/CPAN/authors/id/S/SZ/SZABGAB/CHECKSUMS",
        ["http://ppm.activestate.com/CPAN/authors/id/S/SZ/SZABGAB/CHECKSUMS"],
      ],
      // padre_download_cpan.trac:51: no link
      [
        "cpan> o conf http_proxy http://proxy.corporate.com:8080",
        ["http://proxy.corporate.com:8080"],
      ],
      // padre_download_freebsd.trac:13: no link
      [
        "# setenv PACKAGESITE http://therek.net/freebsd/tb/6-STABLE-i386/All/Latest/ # for C Shell",
        ["http://therek.net/freebsd/tb/6-STABLE-i386/All/Latest/"],
      ],
      // padre_download_freebsd.trac:14: no link
      [
        "# export PACKAGESITE=http://therek.net/freebsd/tb/6-STABLE-i386/All/Latest/ # for Bourne Shell",
        ["http://therek.net/freebsd/tb/6-STABLE-i386/All/Latest/"],
      ],
      // padre_download_ubuntu.trac:85: no link
      [
        "wget http://search.cpan.org/CPAN/authors/id/G/GE/GETTY/local-lib-1.006007.tar.gz",
        ["http://search.cpan.org/CPAN/authors/id/G/GE/GETTY/local-lib-1.006007.tar.gz"],
      ],
    ]);
  });
});
