/**
 * Extraction cases from the linkify tests of a Python web framework and of a utility library,
 * the Remarkup markup tests of a software forge and two Perl wiki formatters, verbatim from their
 * Debian packages:
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
