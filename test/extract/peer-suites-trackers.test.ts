/**
 * Extraction cases from issue trackers' auto-link tests, verbatim from their Debian source
 * packages:
 * - Redmine 5.0.4 (Debian redmine 5.0.4-5+deb12u1, bookworm; the orig tarball):
 *   test/helpers/application_helper_test.rb (test_auto_links,
 *   test_auto_links_with_non_ascii_characters, test_auto_mailto, test_inline_images,
 *   test_attached_images' link image, test_textile_external_links and its non-ASCII variant,
 *   the "url hash" case of test_redmine_links, test_should_not_parse_redmine_links_inside_link,
 *   test_default_formatter), test/unit/lib/redmine/wiki_formatting_test.rb (the
 *   NullFormatter's links and addresses), wiki_formatting/textile_formatter_test.rb
 *   (test_should_escape_bq_citations), markdown_formatter_test.rb and
 *   wiki_formatting/common_mark/formatter_test.rb, fixup_auto_links_filter_test.rb
 *   (autolinks, user references, "@2x" image names).
 * - Trac 1.6 (Debian trac 1.6-3, trixie: bookworm has no trac; the orig tarball):
 *   trac/wiki/tests/wiki-tests.txt (the link sections, the changelog sample, the table
 *   before a URL), wikicreole-tests.txt ("Links - Internal, External and Interwiki") and the
 *   InterWiki paragraph of wikisyntax.py.
 * Bugzilla is packaged in neither bookworm nor trixie and is not compared.
 * A peer's answer is the list of targets of its HTML (`href`; an image's `src`), HTML
 * escaping and percent-encoding of the text undone, one case per input paragraph; a Trac
 * block that mixes external URIs with Trac's own resolvers is cut into its lines and only
 * the lines with an external URI or an address are kept. Schemeless links and bare
 * addresses are cases with `fuzzy: true` ("…, fuzzy" groups; "http://" and "mailto:" added).
 * Textile ("text":url, !image!, bq.:cite), Markdown ([text](url)) and Trac/WikiCreole
 * brackets ([url label], [[url|label]]) are read as text: the URI inside comes out whole,
 * and where the markup changes the answer the case is in a "markup reads differently" group.
 * Each group holds the cases where urisift gives the peer's answer, then those where it
 * answers differently on purpose (the peer's answer and the rule in a comment), then those
 * urisift got wrong when this file was written, fixed since ("found wrong before, fixed").
 * Skipped: 2 inputs test/ already holds ("http://", peer-suites.test.ts; "http://example.org",
 * peer-suites-third.test.ts); Redmine's duplicate "This is a [link](http://example.net/)"
 * (markdown and common_mark formatters: one case); its "<a>http://example.com</a>" (a test
 * of parse_redmine_links, which does no auto-linking) and the table-of-contents test (its
 * expected HTML has no href); its own resource links (test_redmine_links: r1, #3, user:,
 * commit: …) and link custom fields (URL patterns, no text): rendering only. Trac's
 * resolver sections (link:, th: InterTrac, relative and wiki links, anchors, MeatBall:
 * InterWiki, complex:/inter: resolvers: their hrefs come from its configuration) and the
 * resolver lines of mixed blocks: rendering only; the second copy of "Arbitrary protocol
 * Link" and of the WikiCreole links (one case each).
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("Redmine auto links (test/helpers/application_helper_test.rb, test/unit/lib/redmine/wiki_formatting*; redmine 5.0.4)", () => {
  check([
    // test_auto_links
    ["http://foo.bar", ["http://foo.bar"]],
    ["http://foo.bar/~user", ["http://foo.bar/~user"]],
    ["http://foo.bar.", ["http://foo.bar"]],
    ["https://foo.bar.", ["https://foo.bar"]],
    ["This is a link: http://foo.bar.", ["http://foo.bar"]],
    ["A link (eg. http://foo.bar).", ["http://foo.bar"]],
    ["http://foo.bar/foo.bar#foo.bar.", ["http://foo.bar/foo.bar#foo.bar"]],
    ["http://www.foo.bar/Test_(foobar)", ["http://www.foo.bar/Test_(foobar)"]],
    ["(see inline link : http://www.foo.bar/Test_(foobar))", ["http://www.foo.bar/Test_(foobar)"]],
    ["(see inline link : http://www.foo.bar/Test)", ["http://www.foo.bar/Test"]],
    ["(see inline link : http://www.foo.bar/Test).", ["http://www.foo.bar/Test"]],
    ['(see "inline link":http://www.foo.bar/Test_(foobar))', ["http://www.foo.bar/Test_(foobar)"]],
    ['(see "inline link":http://www.foo.bar/Test)', ["http://www.foo.bar/Test"]],
    ['(see "inline link":http://www.foo.bar/Test).', ["http://www.foo.bar/Test"]],
    ["http://foo.bar/page?p=1&t=z&s=", ["http://foo.bar/page?p=1&t=z&s="]],
    ["http://foo.bar/page#125", ["http://foo.bar/page#125"]],
    ["http://foo@www.bar.com", ["http://foo@www.bar.com"]],
    ["http://foo:bar@www.bar.com", ["http://foo:bar@www.bar.com"]],
    ["ftp://foo.bar", ["ftp://foo.bar"]],
    ["ftps://foo.bar", ["ftps://foo.bar"]],
    ["sftp://foo.bar", ["sftp://foo.bar"]],
    [
      "http://example.net/path!602815048C7B5C20!302.html",
      ["http://example.net/path!602815048C7B5C20!302.html"],
    ],
    ["<http://foo.bar>", ["http://foo.bar"]],
    ["http://www.redmine.org/example-", ["http://www.redmine.org/example-"]],
    // test_auto_links_with_non_ascii_characters
    ["http://foo.bar/тест", ["http://foo.bar/тест"]],
    // test_inline_images (the image's src), test_attached_images (a link image)
    ["!http://foo.bar/image.jpg!", ["http://foo.bar/image.jpg"]],
    ["floating !>http://foo.bar/image.jpg!", ["http://foo.bar/image.jpg"]],
    ["with class !(some-class)http://foo.bar/image.jpg!", ["http://foo.bar/image.jpg"]],
    ["with class !(wiki-class-foo)http://foo.bar/image.jpg!", ["http://foo.bar/image.jpg"]],
    [
      "with style !{width:100px;height:100px}http://foo.bar/image.jpg!",
      ["http://foo.bar/image.jpg"],
    ],
    ["with title !http://foo.bar/image.jpg(This is a title)!", ["http://foo.bar/image.jpg"]],
    [
      'with title !http://foo.bar/image.jpg(This is a double-quoted "title")!',
      ["http://foo.bar/image.jpg"],
    ],
    ["with query string !http://foo.bar/image.cgi?a=1&b=2!", ["http://foo.bar/image.cgi?a=1&b=2"]],
    ["!logo.gif!:http://foo.bar/", ["http://foo.bar/"]],
    // test_textile_external_links and its non-ASCII variant
    ['This is a "link":http://foo.bar', ["http://foo.bar"]],
    ['This is an intern "link":/foo/bar', []],
    ['"link (Link title)":http://foo.bar', ["http://foo.bar"]],
    ['"link (Link title with "double-quotes")":http://foo.bar', ["http://foo.bar"]],
    ['This is not a "Link":\n\nAnother paragraph', []],
    ['This is a double quote "on the first line\nand another on a second line":test', []],
    [
      '"system administrator":mailto:sysadmin@example.com?subject=redmine%20permissions',
      ["mailto:sysadmin@example.com?subject=redmine%20permissions"],
    ],
    [
      '"a link":http://example.net/path!602815048C7B5C20!302.html',
      ["http://example.net/path!602815048C7B5C20!302.html"],
    ],
    ['(see "inline link":http://www.foo.bar/Test-)', ["http://www.foo.bar/Test-"]],
    ["http://foo.bar/page?p=1&t=z&s=-", ["http://foo.bar/page?p=1&t=z&s=-"]],
    ['This is an intern "link":/foo/bar-', []],
    ['This is a "link":http://foo.bar/тест', ["http://foo.bar/тест"]],
    // test_redmine_links ("url hash"), test_should_not_parse_redmine_links_inside_link,
    // test_default_formatter
    ["http://foo.bar/FAQ#3", ["http://foo.bar/FAQ#3"]],
    ["r1 should not be parsed in http://example.com/url-r1/", ["http://example.com/url-r1/"]],
    ["a *link*: http://www.example.net/", ["http://www.example.net/"]],
    // wiki_formatting_test.rb test_links_separated_with_line_break_should_link
    [
      "link: https://www.redmine.org\nhttp://www.redmine.org\n",
      ["https://www.redmine.org", "http://www.redmine.org"],
    ],
    // markdown_formatter_test.rb, common_mark/formatter_test.rb (the peer's href
    // percent-encodes the non-ASCII characters; undone)
    ["This is a [link](http://example.net/)", ["http://example.net/"]],
    [
      "http://www.redmine.org/projects/redmine/issues?utf8=✓",
      ["http://www.redmine.org/projects/redmine/issues?utf8=✓"],
    ],
    ["[Letters](https://yandex.ru/search/?text=кол-во)", ["https://yandex.ru/search/?text=кол-во"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // redmine: ['http://foo"bar'] (test_auto_links "escaping": the href is http://foo&quot;bar).
      // '"' is no URI character (RFC 3986 App. A, App. C: a delimiter around URIs); a bare URI
      // ends before it (DESIGN "Delimiting rules": bare)
      ['http://foo"bar', ["http://foo"]],
      // redmine: ['http://foo"bar'] (test_textile_external_links "escaping"). The same
      ['"test":http://foo"bar', ["http://foo"]],
      // redmine: ['http://x/"onmouseover="alert(document.domain)'] (the blockquote's cite,
      // test_should_escape_bq_citations). The same: the URI ends at the first '"'
      ['bq.:http://x/"onmouseover="alert(document.domain) Hover me', ["http://x/"]],
    ]);
  });
});

describe("Redmine auto links (test/helpers/application_helper_test.rb, test/unit/lib/redmine/wiki_formatting*; redmine 5.0.4), fuzzy", () => {
  check(
    [
      // test_auto_links (invalid urls), test_auto_mailto
      ["www.", []],
      ["test@foo.bar", ["mailto:test@foo.bar"]],
      ["test@www.foo.bar", ["mailto:test@www.foo.bar"]],
      // wiki_formatting_test.rb test_should_link_urls_and_email_addresses
      [
        "This is a sample *text* with a link: http://www.redmine.org\nand an email address foo@example.net\n",
        ["http://www.redmine.org", "mailto:foo@example.net"],
      ],
      // common_mark/formatter_test.rb test_should_autolink_urls_and_emails,
      // test_links_to_users_should_be_preserved; fixup_auto_links_filter_test.rb (user references
      // are no addresses)
      ["www.example.org", ["http://www.example.org"]],
      ["user@example.org", ["mailto:user@example.org"]],
      ["user:user@example.org", []],
      ["[user:user@example.org]", []],
      ["@user@example.org", []],
      ["[@user@example.org]", []],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // redmine: ["http://www.foo.bar"] (test_auto_links). "bar" is not in linkify-it's TLD
        // list; since session 53 a root-zone TLD after "www." and a name is read (fuzzy-tlds.ts;
        // bare names keep linkify-it's list: all of IANA's TLDs would read file names as hosts)
        ["www.foo.bar", ["http://www.foo.bar"]],
        // redmine: [] (test_auto_links "invalid urls": its "www." must start a word). A name
        // with a known TLD is a fuzzy link (RULES.md "Fuzzy links"), and "test-www.bar.com" is one
        ["test-www.bar.com", ["http://test-www.bar.com"]],
        // redmine: ["mailto:foo/bar@example.net"] (test_should_link_email_with_slashes). A
        // word with a "/" before the "@" is a path, not an address (RULES.md "Fuzzy links":
        // "abc/def@ghi.x")
        ["foo/bar@example.net", []],
      ],
      { fuzzy: true },
    );
  });
  describe("Redmine: found wrong before, fixed", () => {
    check(
      [
        // urisift gave ["mailto:printscreen@2x.png"]. Redmine's common_mark formatter_test and
        // fixup_auto_links_filter_test: "printscreen@2x.png" is a high-density image's file
        // name (the "@2x" convention; Redmine drops /.+@\dx\.(bmp|gif|jpg|jpe|jpeg|png)\z/),
        // not an address: "png" is no TLD (IANA root zone), and any reader takes it for a file
        ["printscreen@2x.png", []],
        ["[printscreen@2x.png]", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("Trac wiki links (trac/wiki/tests/wiki-tests.txt, wikicreole-tests.txt, wikisyntax.py; trac 1.6)", () => {
  check([
    // "Link resolver SHREF_TARGET_FIRST" (its first line), "SHREF_TARGET_MIDDLE"
    [
      "<bug>http://localhost/bugzilla/show_bug.cgi?id=1284</bug> 804",
      ["http://localhost/bugzilla/show_bug.cgi?id=1284"],
    ],
    ["||http://example.com/img.png||text||", ["http://example.com/img.png"]],
    // "Bracketed links", "Image links are now regular external links", "Arbitrary protocol Link"
    [
      "See <http://en.wikipedia.org/wiki/Mornington_Crescent_(game)>",
      ["http://en.wikipedia.org/wiki/Mornington_Crescent_(game)"],
    ],
    ["http://example.com/img.png?foo=bar", ["http://example.com/img.png?foo=bar"]],
    [
      "''RFCs von ftp://ftp.rfc-editor.org/in-notes/rfcXXXX.txt''",
      ["ftp://ftp.rfc-editor.org/in-notes/rfcXXXX.txt"],
    ],
    // "mailto: links and automatic e-mail detection" (its first paragraph)
    [
      "Author: mailto:cboos@edgewall.org,\ni.e. [mailto:cboos@edgewall.org me]",
      ["mailto:cboos@edgewall.org", "mailto:cboos@edgewall.org"],
    ],
    // "Another arbitrary protocol Link" (its lines)
    ["svn+ssh://secureserver.org", ["svn+ssh://secureserver.org"]],
    ["[svn+ssh://secureserver.org SVN link]", ["svn+ssh://secureserver.org"]],
    ["rfc-2396.compatible://link", ["rfc-2396.compatible://link"]],
    ["[rfc-2396.compatible://link RFC 2396]", ["rfc-2396.compatible://link"]],
    // "WikiCreole style for the above examples" (its paragraphs with external links)
    ["i.e. [[mailto:cboos@edgewall.org|me]]", ["mailto:cboos@edgewall.org"]],
    [
      "[[svn+ssh://secureserver.org|SVN link]]\n[[rfc-2396.compatible://link|RFC 2396]]",
      ["svn+ssh://secureserver.org", "rfc-2396.compatible://link"],
    ],
    // "Heading, lists and table"
    [
      "Paragraph\n----\n 1. Item 1\n   2. Item 2\n||Table||cell||\n||Foo||Bar||Baz||\nhttp://www.edgewall.com/",
      ["http://www.edgewall.com/"],
    ],
    // wikicreole-tests.txt "Links - Internal, External and Interwiki" (its external lines)
    ["[[http://www.wikicreole.org/]]", ["http://www.wikicreole.org/"]],
    [
      "http://www.rawlink.org/, http://www.another.rawlink.org",
      ["http://www.rawlink.org/", "http://www.another.rawlink.org"],
    ],
    ["[[http://www.wikicreole.org/|Visit the WikiCreole website]]", ["http://www.wikicreole.org/"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // trac: [] (the scheme is not in its [wiki] safe_schemes, a rendering policy). A scheme
      // followed by "//" starts a bare URI (DESIGN "Delimiting rules": bare)
      ["unsafe://scheme is not rendered", ["unsafe://scheme"]],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // trac: ["/thing/1", "http://www.edgewall.com/"] ("Link resolvers, long form with label":
      // its test resolver link: gives a relative link). Read as text, "link:1" is no URI
      ["[link:1 thing one], [http://www.edgewall.com/ edgewall]", ["http://www.edgewall.com/"]],
      // trac: ["/stuff/WikiStart", "http://www.edgewall.com/"] ("Link resolver, long form with
      // quoting"). The same
      ["[link:WikiStart Foo] [http://www.edgewall.com/ Edgewall]", ["http://www.edgewall.com/"]],
      // trac: ["/stuff/WikiStart", "http://www.edgewall.com/"] (WikiCreole style). The same
      [
        "[[link:WikiStart| Foo]] [[http://www.edgewall.com/|Edgewall]]",
        ["http://www.edgewall.com/"],
      ],
      // trac: ["http://www.usemod.com/cgi-bin/mb.pl?InterMapTxt",
      // "tsvn:http://svn.edgewall.com/repos/trac"] (wikisyntax.py "InterWiki links": prefixes
      // of the test's InterMapTxt page). Read as text "MeatBall:" and "tsvn:" are no schemes
      // (unregistered, no "//"), and the http URI inside is whole
      [
        "This is the original MeatBall:InterMapTxt wiki page.\nCheckout the [tsvn:http://svn.edgewall.com/repos/trac Trac Repository].",
        ["http://svn.edgewall.com/repos/trac"],
      ],
    ]);
  });
  describe("Trac: found wrong before, fixed", () => {
    check([
      // urisift gave ["score://link"]. trac: ["rfc-2396+under_score://link"]. "_" is no scheme
      // character (RFC 3986 §3.1), so the word is no URI; "score" is no registered scheme and is
      // cut out of the middle of a word: the glued-text reading (RULES.md "Glued text":
      // "edgehttps://…") is for a registered scheme, and no reader takes "score://link"
      ["rfc-2396+under_score://link", []],
      ["[rfc-2396+under_score://link underscore]", []],
    ]);
  });
});

describe("Trac wiki links (trac/wiki/tests/wiki-tests.txt; trac 1.6), fuzzy", () => {
  check(
    [
      // "Changelog sample (and e-mail link)"
      [
        "2003-09-18 23:26  Joe Bar <joeb@gloogle.gom>\n\n\t* src/code.py: Fix problem with obsolete use of\n\tbackslash in symbols.\n        * src/test.py: Added unit tests.\n          - test + symbol\n          - test - symbol\nParagraph",
        ["mailto:joeb@gloogle.gom"],
      ],
      // "mailto: links and automatic e-mail detection" (the lines of its second paragraph)
      ["joe'bar@site.info,", ["mailto:joe'bar@site.info"]],
      ["trac+devel@another-site.fr,", ["mailto:trac+devel@another-site.fr"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // trac: ["mailto:T_r+a-c1.23@yet_another-site.edu.au"]. An address's domain is letters,
        // digits, hyphens and dots (RFC 5321 §4.1.2; RULES.md "Fuzzy links"): "_" is none
        ["T_r+a-c1.23@yet_another-site.edu.au", []],
      ],
      { fuzzy: true },
    );
  });
  describe("markup reads differently", () => {
    check(
      [
        // trac: [] ("!" is Trac's escape: "!not@an.email.com" renders as plain text). Read as
        // text, "!" is atext (RFC 5322 §3.2.3) and the address is whole
        ["!not@an.email.com", ["mailto:!not@an.email.com"]],
      ],
      { fuzzy: true },
    );
  });
  describe("Trac: answered differently on purpose (GFM)", () => {
    check(
      [
        // trac: ["mailto:someone@louvre.museum"], the "-" left out. GFM's extended e-mail
        // autolink (spec §6.9) links no address that ends with "-" or "_" ("a.b-c_d@a.b-" is
        // none, cmark-gfm's tests in peer-suites-commonmark-php.test.ts): urisift follows the
        // spec, though a link ends before such a dash ("http://louvre.museum-")
        ["someone@louvre.museum-", []],
      ],
      { fuzzy: true },
    );
  });
});
