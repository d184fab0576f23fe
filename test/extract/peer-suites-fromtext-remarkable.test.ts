/**
 * Extraction cases from plain-text-to-HTML converters:
 * - HTML::FromText 2.07 (Debian source libhtml-fromtext-perl 2.07-3, bookworm): the inputs of
 *   t/01_features.t and t/02_v2.01.t run with `urls`/`email`, and the tables of URLs in
 *   t/01_features.t and t/04_v2.03.t (run there with `tables` only). Each answer is the
 *   installed module (bookworm's 2.07-3) run here as text2html(TEXT, urls => 1, email => 1).
 * - remarkable 1.7.1 (Debian packages no node-remarkable, bookworm or trixie; the npm tarballs
 *   of 1.6.2 and 1.7.1 are the only ones that ship test/): test/fixtures/remarkable/
 *   linkify.txt, xss.txt and the autolinks of commonmark_extras.txt, run by
 *   test/remarkable.js with `linkify: true`. markdown-it forked these fixtures, and
 *   peer-suites-more.test.ts and peer-suites-pylinkify.test.ts already hold all but one
 *   paragraph of them.
 * - txt2html 3.0 (HTML::TextToHTML; Debian source txt2html 1:3.0-1, bookworm): the source
 *   tarball (bookworm's and trixie's 3.0-2) is not on the mirror and the binary package ships
 *   no t/ or tfiles/, so its tests cannot be had. The inputs are the two paragraphs of the
 *   package's examples/sample.txt with links in them, and inputs recalled after the rules of
 *   the links dictionary built into HTML/TextToHTML.pm (its `<URL:…>`, `<URL:foo:label>`,
 *   scheme, newsgroup, `anonymous@site:path`, `site:path`, `ftp`/`www` host, `telnet host
 *   port`, IP and RFC rules) and its changelog's link fixes (underscores, "=&;," in http
 *   URLs), not from its tests. Each answer is the installed txt2html 3.0 run here
 *   (process_chunk with its default, built-in dictionary).
 * asciidoc (10.2.0), MHonArc (2.6.19) and hypermail have no source on the mirror (or none in
 * Debian); txt2tags is compared in peer-suites-docs.test.ts.
 * A peer's answer is the list of link targets of its HTML (HTML escaping undone). Bare
 * addresses and schemeless names are cases with `fuzzy: true` ("…, fuzzy" groups; "mailto:"
 * and "http://" added). Each group holds the cases where urisift gives the peer's answer, then
 * those where it answers differently on purpose (the peer's answer and the rule in a
 * comment), then those urisift got wrong when this file was written, fixed since ("found
 * wrong before, fixed").
 * Skipped: HTML::FromText's "http://example.com" (test/ holds it) and its tests of bold,
 * underline, lists, headings, blocks and tables without a URI in them (its rendering only);
 * remarkable's 23 other paragraphs (test/ holds them: markdown-it's and markdown-it-py's copies
 * of linkify.txt, xss.txt and commonmark_extras.txt) and test/misc.js's "Override validator"
 * (about its validateLink option); txt2html's word links ("Seth Golub", "txt2html",
 * "HTML::TextToHTML" → its author's pages) where no other link is in the input.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("HTML::FromText urls (t/01_features.t, t/02_v2.01.t, t/04_v2.03.t; HTML::FromText 2.07)", () => {
  check([
    // 01_features.t "urls and metachars did"
    ["http://example.com/?foo=bar&baz=quux", ["http://example.com/?foo=bar&baz=quux"]],
    // 02_v2.01.t "url with hash"
    ["http://example.com/i-ndex.html#test\n", ["http://example.com/i-ndex.html#test"]],
    // 01_features.t "indented tables with normal para" (run with urls)
    [
      "http://www.pm.org           Perl Mongers\nhttp://perl.com             O'Reilly Perl Center\nhttp://lists.perl.org       List of Mailing Lists\nhttp://use.perl.org         Perl News and Community Journals\nhttp://perl.apache.org      mod_perl\nhttp://theperlreview.com    The Perl Review\n",
      [
        "http://www.pm.org",
        "http://perl.com",
        "http://lists.perl.org",
        "http://use.perl.org",
        "http://perl.apache.org",
        "http://theperlreview.com",
      ],
    ],
    // 04_v2.03.t "table should work" (run with urls): "/burgh?/" is no URI
    [
      "*01.08.2003*  19:00  Robot Club          http://pgh.pm.org/m/200301.html\n*02.12.2003*  19:00  Lightning Talks     http://pgh.pm.org/m/200302.html\n*03.12.2003*  19:00  Social Gathering    http://pgh.pm.org/m/200303.html\n*04.09.2003*  19:00  Technical Meeting   http://pgh.pm.org/m/200304.html\n*05.14.2003*  19:00  Social Gathering    http://pgh.pm.org/m/200305.html\n*06.14.2003*  11:00  /burgh?/ Meetup     http://pgh.pm.org/m/200306.html\n*07.09.2003*  19:00  Social Meeting      http://pgh.pm.org/m/200307.html\n*08.13.2003*  19:00  Technical Meeting   http://pgh.pm.org/m/200308.html\n",
      [
        "http://pgh.pm.org/m/200301.html",
        "http://pgh.pm.org/m/200302.html",
        "http://pgh.pm.org/m/200303.html",
        "http://pgh.pm.org/m/200304.html",
        "http://pgh.pm.org/m/200305.html",
        "http://pgh.pm.org/m/200306.html",
        "http://pgh.pm.org/m/200307.html",
        "http://pgh.pm.org/m/200308.html",
      ],
    ],
    // 04_v2.03.t "table should work": "Test::More", "GD::SIRDS" are Perl package names, no
    // URIs (RULES.md "Not URIs": `scheme::` paths); HTML::FromText links none either
    [
      "Perl Command Line                                 Casey West\nIntroduction to CPAN Testing                      Adam J. Foxson\nParsing JavaScript                                David Hand\nTest Better with Test::More                       Casey West\nCreating a Template Toolkit Plugin                Chris Winters\nGD::SIRDS                                         David Hand\n",
      [],
    ],
  ]);
});

describe("HTML::FromText email (t/01_features.t; HTML::FromText 2.07), fuzzy", () => {
  check([["casey@geeknest.com", ["mailto:casey@geeknest.com"]]], { fuzzy: true });
});

describe("remarkable linkify (test/fixtures/remarkable/xss.txt; remarkable 1.7.1)", () => {
  describe("answered differently on purpose", () => {
    check([
      // xss.txt "Linkifier": remarkable: [] (its validateLink refuses javascript:). Found for its dangerous-scheme warning (RULES.md "Dangerous schemes"), as markdown-it's copy of the paragraph in brackets is
      ["javascript:alert(1)", ["javascript:alert(1)"]],
    ]);
  });
});

describe("txt2html (examples/sample.txt and its link dictionary's rules, recalled; txt2html 3.0)", () => {
  check([
    // changelog: "fixed bug with underscores in links"
    [
      "see http://www.example.com/foo_bar_baz.html for more",
      ["http://www.example.com/foo_bar_baz.html"],
    ],
    // changelog: "added some characters to those allowed in http urls (=&;,)"
    [
      "see http://www.example.com/cgi-bin/q?a=1&b=2 for more",
      ["http://www.example.com/cgi-bin/q?a=1&b=2"],
    ],
    ["http://www.example.com/a,b;c,", ["http://www.example.com/a,b;c"]],
    // the `<URL:foo>` rule
    ["<URL:http://www.example.com/>", ["http://www.example.com/"]],
    ["<URL: http://www.example.com/index.html >", ["http://www.example.com/index.html"]],
    // the scheme rules
    ["news:comp.lang.perl.announce", ["news:comp.lang.perl.announce"]],
    ["snews:comp.lang.perl.misc", ["snews:comp.lang.perl.misc"]],
    [
      "nntp://news.example.com/comp.lang.perl.misc",
      ["nntp://news.example.com/comp.lang.perl.misc"],
    ],
    ["ftp://ftp.example.com/pub/file.tar.gz", ["ftp://ftp.example.com/pub/file.tar.gz"]],
    ["gopher://gopher.example.com/1/", ["gopher://gopher.example.com/1/"]],
    ["telnet://guest@bbs.example.com", ["telnet://guest@bbs.example.com"]],
    ["wais://wais.example.com/db", ["wais://wais.example.com/db"]],
    [
      "https://www.example.com/~user/page.html#top",
      ["https://www.example.com/~user/page.html#top"],
    ],
    ["file:/usr/share/doc/txt2html/README.md", ["file:/usr/share/doc/txt2html/README.md"]],
    ["http://guest@www.example.com/", ["http://guest@www.example.com/"]],
    // http URLs end with a word character or "/"
    ["http://www.example.com/path.", ["http://www.example.com/path"]],
    ["(http://www.example.com/path)", ["http://www.example.com/path"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // sample.txt. txt2html: ["http://www.aigeek.com/", "http://www.katspace.com/", "https://github.com/resurrecting-open-source-projects/txt2html"]: its dictionary links the word "txt2html" to its home page. A word is no URI: it has no scheme (RFC 3986 §3)
      [
        "   The sample dictionary handles URLs like http://www.aigeek.com/ and\n   <http://www.katspace.com/> and also shows how to do simpler\n   things such as linking the word txt2html the first time it appeared.",
        ["http://www.aigeek.com/", "http://www.katspace.com/"],
      ],
      // txt2html: ["http://www.example.com/"] (its `<URL:foo:label>` rule: "Example Site" is the label). Whitespace inside <…> is dropped and the rest is the URI, a ":" in a path is data (RFC 3986 App. C, §3.3; DESIGN "angle")
      ["<URL:http://www.example.com/:Example Site>", ["http://www.example.com/:ExampleSite"]],
      // txt2html: ["https://www.example.com/a=b&c;"]. A trailing ";" is sentence punctuation, dropped (DESIGN "Delimiting rules": bare)
      ["https://www.example.com/a=b&c;", ["https://www.example.com/a=b&c"]],
      // txt2html: ["http://www.cis.ohio-state.edu/rfc/rfc2396.txt", "http://www.cis.ohio-state.edu/rfc/rfc1738.txt"] (its RFC rule). No URI is written: "RFC 2396" has no scheme (RFC 3986 §3)
      ["see RFC 2396 and RFC1738", []],
    ]);
  });
});

describe("txt2html (examples/sample.txt and its link dictionary's rules, recalled; txt2html 3.0), fuzzy", () => {
  check(
    [
      // the e-mail address rule
      ["mail me at user.name+tag@example.co.uk today", ["mailto:user.name+tag@example.co.uk"]],
      // the `www.thehouse.org/txt2html/` rule
      ["www.example.com/txt2html/", ["http://www.example.com/txt2html/"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // sample.txt's mail header. txt2html: ["mailto:bozo@clown.wustl.edu" ×2, "mailto:9405102200.AA04736@clown.wustl.edu", "mailto:bozo@clown.wustl.edu", "mailto:kitty@example.com", "http://www.katspace.com/", "http://www.katspace.com/tools/text_to_html/"]. A message identifier on a Message-Id: line is no address (RFC 5322 §3.6.4; RULES.md "Fuzzy links"); the names "Kathryn Andersen" and "HTML::TextToHTML", which its dictionary links to its author's pages, have no scheme (RFC 3986 §3)
        [
          "From bozo@clown.wustl.edu\nReturn-Path: <bozo@clown.wustl.edu>\nMessage-Id: <9405102200.AA04736@clown.wustl.edu>\nContent-Length: 1070\nFrom: bozo@clown.wustl.edu (Bozo the Clown)\nTo: kitty@example.com (Kathryn Andersen)\nSubject: Re: HTML::TextToHTML\nDate: Sun, 12 May 2002 10:01:10 -0500\n",
          [
            "mailto:bozo@clown.wustl.edu",
            "mailto:bozo@clown.wustl.edu",
            "mailto:bozo@clown.wustl.edu",
            "mailto:kitty@example.com",
          ],
        ],
        // txt2html: ["http://www.example.net/"] (its rule adds "/"). Only "http://" is added to a schemeless name (RULES.md "Fuzzy links"); the empty path is "/" for http (RFC 3986 §6.2.3), the same resource
        ["www.example.net", ["http://www.example.net"]],
        // txt2html: ["ftp://ftp.example.com/"] (its "host with ftp in the name" rule, the path lost). A schemeless host gets "http://" (RULES.md "Fuzzy links", as linkify-it), and the path is kept
        ["ftp.example.com/pub/file.tar.gz", ["http://ftp.example.com/pub/file.tar.gz"]],
        // txt2html: ["ftp://ftp.example.com//pub/file"] (its anonymous@site:path rule). A user@host:path word is an scp-like location, no address (RULES.md "Fuzzy links")
        ["anonymous@ftp.example.com:/pub/file", []],
        // txt2html: ["telnet://bbs.example.com:23/"] (its `telnet host port` rule). A schemeless host gets "http://" (RULES.md "Fuzzy links"); a port written apart after a space is no part of it (RFC 3986 §3.2.3: ":" port)
        ["telnet bbs.example.com 23", ["http://bbs.example.com"]],
        // txt2html: ["telnet://192.168.0.1"] (its IP rule). An IP address alone is no link (linkify-it's fuzzyIP is off; RULES.md "Fuzzy links")
        ["connect to 192.168.0.1 now", []],
        // txt2html: ["news:comp.lang.perl.misc"] (its newsgroup rule). A newsgroup is a news: URI only with its scheme written (RFC 5538 §2); as a host name "misc" is no top-level domain (RULES.md "Fuzzy links")
        ["read comp.lang.perl.misc daily", []],
      ],
      { fuzzy: true },
    );
  });
  describe("found wrong before, fixed, and the host:path reading", () => {
    check(
      [
        // urisift gave ["http://www.example.com"]: it ended the name at the ":" and dropped
        // the path. RULES.md "Fuzzy links": a schemeless link ends where a scheme'd one does,
        // and "http://www.example.com:/a" is one URI (an empty port, RFC 3986 §3.2.3)
        ["www.example.com:/pub/file", ["http://www.example.com:/pub/file"]],
        // txt2html: ["ftp://ftp.example.com/"] (host:path, the old FTP location). Any other
        // name before ":/" is scp's and rsync's host:path ("server.example.com:/var/www/"),
        // no web link with that path, as user@host:path is no address (RULES.md "Fuzzy
        // links"): the name alone, as linkify-it reads it
        ["ftp.example.com:/pub/file", ["http://ftp.example.com"]],
      ],
      { fuzzy: true },
    );
  });
});
