/**
 * Extraction cases from the URL finders of a terminal's URL locator, an IRC bot, two mail
 * clients, an office suite and a note-taking program, verbatim from their Debian packages:
 * - Alacritty's urlocator 0.1.4 (Debian rust-urlocator 0.1.4-1, bookworm: its source tarball
 *   is not on the mirror; the binary package librust-urlocator-dev 0.1.4-1+b1 ships the crate
 *   with src/tests.rs): boundaries, exclude_end, exclude_start, url_unicode, url_schemes,
 *   url_matching_chars, markdown, file, multiple_urls and parser_states. max_len() gives the
 *   length (in characters) of the last URL the locator reports and position() its offsets;
 *   the peer's answer is that many characters of the input from the URL's scheme on, and
 *   exact_url_match's Url(len, 0) states the same for each URL of the text.
 * - Limnoria 2023.1.28 (Debian limnoria 2023.1.28-1, bookworm: the source tarball is not on
 *   the mirror, the binary package ships each plugin's test.py; test/test_utils.py, with the
 *   utils.web tests, is not in it): plugins/URL/test.py (the urls list, each line fed as a
 *   channel message; testStripsColors; testAction, the CTCP ACTION ircmsgs.action() makes)
 *   and plugins/Web/test.py (testMultipleTitleSnarfer's message). The peer's answer is
 *   utils.web.urlRe.findall() of the message, as the URL plugin's doPrivmsg runs it (after
 *   ircmsgs.unAction() for an action), computed here with Python 3 over the pattern of
 *   supybot/utils/web.py from the same package.
 * - Claws Mail 4.3.1 (Debian claws-mail 4.3.1-1, trixie: the orig tarball),
 *   src/common/tests/utils_get_uri_part_test.c: get_uri_part() called at the scheme; the
 *   answer is the bytes from bp to ep (uri_length, or the text's end).
 * - Geary 46.0 (Debian geary 46.0-7, trixie: the orig tarball),
 *   test/js/composer-page-state-test.vala clean_content: the body fixture, and the hrefs of
 *   the links ComposerPageState.linkify (ui/composer-web-view.js) adds to its text nodes.
 * - LibreOffice 25.2.3 (Debian libreoffice 4:25.2.3-2+deb13u9, trixie: the orig tarball),
 *   svl/qa/unit/test_URIHelper.cxx: testFindFirstURLInText and testFindFirstDOIInText. The
 *   peer returns the URL it makes of the span it finds (begin, end): where the span is the
 *   URI urisift finds, normalized by the peer only (an empty path as "/"), the case agrees.
 *   FindFirstURLInText also reads schemeless names, addresses and drive paths: all its cases
 *   run with `fuzzy: true` ("http://" and "mailto:" added).
 * - cherrytree 1.2.0 (Debian cherrytree 1.2.0+dfsg-1, trixie), tests/tests_misc_utils.cpp
 *   iter_util__startswith_url (whether text typed in a node starts with a URL, which then
 *   becomes a link): the answer is the whole text, or none.
 * The text is the peer's own, JS-escaped. Each group holds the cases where urisift gives the
 * peer's answer, then those where it answers differently on purpose (the peer's answer and
 * the rule in a comment), then those where urisift is wrong today ("urisift wrong, to fix":
 * `it.fails`, each asserting the right answer, so the file passes now and flips when it is
 * fixed). Geary's fixture is HTML, read as text here ("markup reads differently").
 * Skipped: 21 inputs test/ already holds — urlocator's "https://example.org",
 * "https://example.org/", "http://example.org", "ftp://example.org", "file://example.org",
 * "file:///test", "file://test", "file:test", "'https://example.org'",
 * "\"https://example.org\"" (10); Claws Mail's "http://www.example.com" and
 * "http://www.example.com/" (2); LibreOffice's "a:/", "data:", "file:", "ftp:", "http:",
 * "https:", "mailto:", "news:" and "doi:10.1000/182" (9); urlocator's advance_schemes (the
 * states of its scheme parser, no text); cherrytree's "ciao\nciao://ciao" (it asks whether the
 * text starts with a URL; its second line holds one); cherrytree's get__uri_type and
 * get_link_entry (one URI or path each, classified); Geary's is_deceptive_text tests (a
 * link's text against its href) and smart_escape tests (HTML escaping). Vim's
 * test_gf.vim (also in neovim 0.10.4's test/old/testdir) is in peer-suites-terminals.test.ts.
 * Not found: Sopel, Trojita, Marko, mistletoe and Roundup are in neither bookworm nor trixie;
 *   the tarballs of Zim (0.75.1, 0.76.3), kramdown (2.4.0, 2.5.1), Asciidoctor (2.0.18,
 *   2.0.23), libquotient (0.6.11, 0.8.2), Terminator (2.1.2, 2.1.4), Gnote 48.0 and Liferea
 *   1.15.8 are not on the mirror. Without URL-detection tests: Newsboat 2.36 (URLs of feeds,
 *   not in text), Astroid 0.16 (a mail whose last line is a link, rendered), mblaze 1.1
 *   (addresses of header fields), qutebrowser 3.4.0 (is_url classifies one typed string),
 *   Neovim 0.10.4 (only Vim's gf test).
 */
import { describe } from "vitest";
import { check, checkFails } from "../helpers/peer-check.js";

describe("Alacritty urlocator (src/tests.rs, urlocator 0.1.4)", () => {
  check([
    ["before https://example.org after", ["https://example.org"]],
    ["https://example.org/test\u0000ing", ["https://example.org/test"]],
    ["https://example.org/test\u001fing", ["https://example.org/test"]],
    ["https://example.org/test\u007fing", ["https://example.org/test"]],
    ["https://example.org/test\u009fing", ["https://example.org/test"]],
    ["https://example.org/test\ting", ["https://example.org/test"]],
    ["https://example.org/test ing", ["https://example.org/test"]],
    ["https://example.org/test?ing", ["https://example.org/test?ing"]],
    ["https://example.org/.,;:(!?", ["https://example.org/"]],
    ["complicated:https://example.org", ["https://example.org"]],
    ["│https://example.org", ["https://example.org"]],
    ["test.https://example.org", ["https://example.org"]],
    ["https://sub.example.org", ["https://sub.example.org"]],
    [",https://example.org", ["https://example.org"]],
    ["https://xn--example-2b07f.org", ["https://xn--example-2b07f.org"]],
    ["https://example.org/𠂊", ["https://example.org/𠂊"]],
    ["https://üñîçøðé.com/ä", ["https://üñîçøðé.com/ä"]],
    ["gemini://example.org", ["gemini://example.org"]],
    ["gopher://example.org", ["gopher://example.org"]],
    ["news://example.org", ["news://example.org"]],
    ["git://example.org", ["git://example.org"]],
    ["ssh://example.org", ["ssh://example.org"]],
    ["(https://example.org/test(ing)/?)", ["https://example.org/test(ing)/"]],
    ["(https://example.org/test(ing))", ["https://example.org/test(ing)"]],
    ["https://example.org/test(ing)", ["https://example.org/test(ing)"]],
    ["((https://example.org))", ["https://example.org"]],
    [")https://example.org(", ["https://example.org"]],
    ["https://example.org)", ["https://example.org"]],
    ["https://example.org(", ["https://example.org"]],
    ["https://[2001:db8:a0b:12f0::1]:80", ["https://[2001:db8:a0b:12f0::1]:80"]],
    ["([(https://example.org/test(ing))])", ["https://example.org/test(ing)"]],
    ["https://example.org/]()", ["https://example.org/"]],
    ["[https://example.org]", ["https://example.org"]],
    ["https://example.org/tester's_dream", ["https://example.org/tester's_dream"]],
    ["https://example.org/test'ing'/", ["https://example.org/test'ing'/"]],
    ['"https://example.org', ["https://example.org"]],
    ["⟨https://example.org⟩", ["https://example.org"]],
    ["⟩https://example.org⟨", ["https://example.org"]],
    ["file:///test.rs:13:9", ["file:///test.rs:13:9"]],
    ["file:/test", ["file:/test"]],
    ["before https://example.org", ["https://example.org"]],
    ["https://example.org after", ["https://example.org"]],
    ["https://example.org/test'ing;", ["https://example.org/test'ing"]],
    ["[test](https://example.org)", ["https://example.org"]],
    ["[https://example.org](test)", ["https://example.org"]],
    [
      "[https://example.org](https://example.org/longer)",
      ["https://example.org", "https://example.org/longer"],
    ],
    [
      "https://example.org https://example.com/test",
      ["https://example.org", "https://example.com/test"],
    ],
    ["   https://example.org test ;", ["https://example.org"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // urlocator: ["https://example.org/\uf17c"] (21 characters). U+F17C is a private-use
      // character, which RFC 3987 §2.2 allows only in a query (iprivate), not in a path: it is no
      // IRI character there and ends the URI (RULES.md "Strict grammar; raw characters read
      // encoded")
      ["https://example.org/\uf17c", ["https://example.org/"]],
      // urlocator: [] (it knows ten schemes only). Any "scheme://" starts a bare URI (README
      // "Bare URIs": a registered scheme or scheme://)
      ["invalidscheme://example.org", ["invalidscheme://example.org"]],
      // urlocator: [] ("file" glued to "make" is no scheme of its list). The same: "makefile" is
      // a well-formed scheme before "//" (RFC 3986 §3.1)
      ["makefile://example.org", ["makefile://example.org"]],
      // urlocator: ["mailto://example.org"]. "//" starts an authority, which a mailto URI has
      // none of, and "//example.org" is no addr-spec (RFC 6068 §2; README "Strict where others
      // are sloppy": mailto's scheme rules): invalid, not reported
      ["mailto://example.org", []],
    ]);
  });
  describe("urisift wrong, to fix", () => {
    checkFails([
      // urlocator: ["https://example.org/test'ing'/"] (30 characters); urisift gives
      // ["https://example.org/test'ing"]: it closes the quotes at the "'" after "ing", although a
      // "/" follows it and a "'" at the text's end closes them. (Session 49 kept an apostrophe
      // between a word and "/" inside the quotes, and reverted it: `src='http://x.com/a'/>`,
      // `'https://a.com/v1'/'https://b.com/v2'` and `f('http://x.com/a'/'b')` then ran on)
      ["'https://example.org/test'ing'/'", ["https://example.org/test'ing'/"]],
    ]);
  });
});

describe("Limnoria URL and Web plugins (plugins/URL/test.py, plugins/Web/test.py, Limnoria 2023.1.28)", () => {
  check([
    [
      "http://www.ureg.ohio-state.edu/courses/book3.asp",
      ["http://www.ureg.ohio-state.edu/courses/book3.asp"],
    ],
    [
      "http://wwwsearch.sourceforge.net/ClientForm/",
      ["http://wwwsearch.sourceforge.net/ClientForm/"],
    ],
    [
      "http://slashdot.org/comments.pl?sid=75443&cid=6747654",
      ["http://slashdot.org/comments.pl?sid=75443&cid=6747654"],
    ],
    ["http://baseball-almanac.com/rb_menu.shtml", ["http://baseball-almanac.com/rb_menu.shtml"]],
    [
      "http://www.linuxquestions.org/questions/showthread.php?postid=442905#post442905",
      ["http://www.linuxquestions.org/questions/showthread.php?postid=442905#post442905"],
    ],
    [
      "http://games.slashdot.org/comments.pl?sid=76027&cid=6785588",
      ["http://games.slashdot.org/comments.pl?sid=76027&cid=6785588"],
    ],
    [
      "http://www.census.gov/ftp/pub/tiger/tms/gazetteer/zcta5.zip",
      ["http://www.census.gov/ftp/pub/tiger/tms/gazetteer/zcta5.zip"],
    ],
    ["http://slashdot.org/~Strike", ["http://slashdot.org/~Strike"]],
    ["http://lambda.weblogs.com/xml/rss.xml", ["http://lambda.weblogs.com/xml/rss.xml"]],
    [
      "http://www.sourcereview.net/forum/index.php?showforum=8",
      ["http://www.sourcereview.net/forum/index.php?showforum=8"],
    ],
    [
      "http://www.sourcereview.net/forum/index.php?showtopic=291",
      ["http://www.sourcereview.net/forum/index.php?showtopic=291"],
    ],
    [
      "http://www.sourcereview.net/forum/index.php?showtopic=291&st=0&#entry1778",
      ["http://www.sourcereview.net/forum/index.php?showtopic=291&st=0&#entry1778"],
    ],
    [
      "http://dhcp065-024-059-168.columbus.rr.com:81/~jfincher/old-supybot.tar.gz",
      ["http://dhcp065-024-059-168.columbus.rr.com:81/~jfincher/old-supybot.tar.gz"],
    ],
    [
      "http://www.joelonsoftware.com/articles/BuildingCommunitieswithSo.html",
      ["http://www.joelonsoftware.com/articles/BuildingCommunitieswithSo.html"],
    ],
    ["http://gameknot.com/stats.pl?ddipaolo", ["http://gameknot.com/stats.pl?ddipaolo"]],
    ["http://slashdot.org/slashdot.rss", ["http://slashdot.org/slashdot.rss"]],
    ["http://gameknot.com/chess.pl?bd=1038943", ["http://gameknot.com/chess.pl?bd=1038943"]],
    ["http://codecentral.sleepwalkers.org/", ["http://codecentral.sleepwalkers.org/"]],
    [
      "http://gameknot.com/chess.pl?bd=1037471&r=327",
      ["http://gameknot.com/chess.pl?bd=1037471&r=327"],
    ],
    [
      "http://dhcp065-024-059-168.columbus.rr.com:81/~jfincher/angryman.py",
      ["http://dhcp065-024-059-168.columbus.rr.com:81/~jfincher/angryman.py"],
    ],
    [
      "https://sourceforge.net/projects/pyrelaychecker/",
      ["https://sourceforge.net/projects/pyrelaychecker/"],
    ],
    ["http://gameknot.com/tsignup.pl", ["http://gameknot.com/tsignup.pl"]],
    [
      "https://microsoft.com/ https://google.com/",
      ["https://microsoft.com/", "https://google.com/"],
    ],
    // testStripsColors: IRC colour codes (^C1, ^C4) before the text and glued to the scheme
    [
      "\u00031foo \u00034http://www.ureg.ohio-state.edu/courses/book3.asp",
      ["http://www.ureg.ohio-state.edu/courses/book3.asp"],
    ],
    // testAction: the CTCP ACTION that ircmsgs.action() makes of urls[1]
    [
      "\u0001ACTION http://wwwsearch.sourceforge.net/ClientForm/\u0001",
      ["http://wwwsearch.sourceforge.net/ClientForm/"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // limnoria: ["http://games.slashdot.org/comments.pl?sid=76027&cid=6785588'"] (its urlRe
      // takes every non-blank character after the host but "]", ")" and ">"). A trailing "'" is
      // the sentence's (README "Bare URIs": trailing . , ; : ! ? ' \" are the sentence's)
      [
        "http://games.slashdot.org/comments.pl?sid=76027&cid=6785588'",
        ["http://games.slashdot.org/comments.pl?sid=76027&cid=6785588"],
      ],
      // limnoria: ["http://lambda.weblogs.com/xml/rss.xml'"] (its urlRe takes every non-blank
      // character after the host but "]", ")" and ">"). A trailing "'" is the sentence's (README
      // "Bare URIs": trailing . , ; : ! ? ' \" are the sentence's)
      ["http://lambda.weblogs.com/xml/rss.xml'", ["http://lambda.weblogs.com/xml/rss.xml"]],
      // limnoria: ["http://www.sourcereview.net/forum/index.php?"] (its urlRe takes every
      // non-blank character after the host but "]", ")" and ">"). A trailing "?" is the
      // sentence's (README "Bare URIs": trailing . , ; : ! ? ' \" are the sentence's)
      [
        "http://www.sourcereview.net/forum/index.php?",
        ["http://www.sourcereview.net/forum/index.php"],
      ],
    ]);
  });
});

describe("Claws Mail get_uri_part (src/common/tests/utils_get_uri_part_test.c, Claws Mail 4.3.1)", () => {
  check([
    ["http://www.example.com/f(o)o", ["http://www.example.com/f(o)o"]],
    // claws: 24 bytes, the "[" ends it
    ["http://www.example.com/f[oo", ["http://www.example.com/f"]],
    ["http://www.examöple.com", ["http://www.examöple.com"]],
    ["http://www.漢字.com", ["http://www.漢字.com"]],
    // claws: 15 bytes, the control character ends it
    ["http://www.exam\u0001ple.com", ["http://www.exam"]],
    // get_uri_part from str + 12 (the scheme): its end is the text's end (RULES.md "Glued text":
    // "edgehttps://…" is read as "https://…")
    ["Nowhitespacehttp://www.example.comnowhitespace", ["http://www.example.comnowhitespace"]],
    ["Whitespace http://www.example.com whitespace", ["http://www.example.com"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // claws: ["http://www.example.com/foo?"] (27 bytes). A trailing "?" is the sentence's
      // (README "Bare URIs")
      ["http://www.example.com/foo?", ["http://www.example.com/foo"]],
    ]);
  });
});

describe("Geary ComposerPageState.linkify (test/js/composer-page-state-test.vala clean_content, Geary 46.0)", () => {
  describe("markup reads differently", () => {
    check([
      // geary: ["http://example1.com", "http://example2.com", "http://example3.com",
      // "http://example4.com", "https://www.gmail.com/"] (the hrefs cleanContent() adds to text
      // nodes; "smtp.gmail.com:587" is no link, as here). Read as text, the text of the existing
      // <a href="blarg"> is a URI too (Geary links no text inside a link). And Geary links only
      // the 32 schemes of its PROTOCOL_REGEX, so not "unknown://example6.com"; any "scheme://"
      // starts a bare URI (README "Bare URIs")
      [
        '\nhttp://example1.com\n\n<p>http://example2.com</p>\n\n<p>http://example3.com http://example4.com</p>\n\n<a href="blarg">http://example5.com</a>\n\nunknown://example6.com\n\nI can send email through smtp.gmail.com:587 or through https://www.gmail.com/\n',
        [
          "http://example1.com",
          "http://example2.com",
          "http://example3.com",
          "http://example4.com",
          "http://example5.com",
          "unknown://example6.com",
          "https://www.gmail.com/",
        ],
      ],
    ]);
  });
});

describe("LibreOffice URIHelper::FindFirstURLInText (svl/qa/unit/test_URIHelper.cxx, LibreOffice 25.2.3), fuzzy", () => {
  check(
    [
      ["...ftp://bla.bla.bla/blubber/...", ["ftp://bla.bla.bla/blubber/"]],
      // libreoffice: "http://sun.com/", the span 0–14: the URI, normalized (an empty path as "/",
      // RFC 3986 §6.2.3)
      ["http://sun.com", ["http://sun.com"]],
      ["http://sun.com/", ["http://sun.com/"]],
      [
        "ftp://www.xerox.com@www.pcworld.com/go/3990332.htm",
        ["ftp://www.xerox.com@www.pcworld.com/go/3990332.htm"],
      ],
      ["Version.1.2.3", []],
      ["Version:1.2.3", []],
      ["a.b.c", []],
      ["abc.def.ghi,wwww.xxx.yyy...", []],
      ["abc@def@ghi", []],
      ["lala@sun.com", ["mailto:lala@sun.com"]],
      ["1lala@sun.com", ["mailto:1lala@sun.com"]],
      ["aaa_bbb@xxx.yy", ["mailto:aaa_bbb@xxx.yy"]],
      ["http://sun.com/R_(l_a)", ["http://sun.com/R_(l_a)"]],
      [".component:", []],
      [".uno:", []],
      ["cid:", []],
      ["db:", []],
      ["imap:", []],
      ["javascript:", []],
      ["ldap:", []],
      ["macro:", []],
      ["out:", []],
      ["pop3:", []],
      ["private:", []],
      ["slot:", []],
      ["staroffice.component:", []],
      ["staroffice.db:", []],
      ["staroffice.factory:", []],
      ["staroffice.helpid:", []],
      ["staroffice.java:", []],
      ["staroffice.macro:", []],
      ["staroffice.out:", []],
      ["staroffice.pop3:", []],
      ["staroffice.private:", []],
      ["staroffice.searchfolder:", []],
      ["staroffice.slot:", []],
      ["staroffice.trashcan:", []],
      ["staroffice.uno:", []],
      ["staroffice.vim:", []],
      ["staroffice:", []],
      ["vim:", []],
      ["vnd.sun.star.cmd:", []],
      ["vnd.sun.star.help:", []],
      ["vnd.sun.star.hier:", []],
      ["vnd.sun.star.pkg:", []],
      ["vnd.sun.star.script:", []],
      ["vnd.sun.star.webdav:", []],
      ["vnd.sun.star.wfs:", []],
      ["generic:path", []],
      ["wfs:", []],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // libreoffice: [] (a scheme right after "\" is no URL's start to it). "\" is no URI
        // character (RFC 3986 §2) and delimits: the URI after it is one (RULES.md "Glued text":
        // "see...http://…" starts at "http")
        ["..\\ftp://bla.bla.bla/blubber/...", ["ftp://bla.bla.bla/blubber/"]],
        // libreoffice: ["file://bla.bla.bla/blubber%2F"] ("\\bla.bla.bla\blubber/", a UNC path,
        // made a file URL). A Windows path is no URI (RULES.md "Named schemes and drive letters"),
        // and "ftp:" with no "//" before "\" names the scheme only
        ["..\\ftp:\\\\bla.bla.bla\\blubber/...", []],
        // libreoffice: [] (an http URL with a userinfo is refused: a host before "@" deceives, RFC
        // 3986 §7.6; ftp keeps it). The authority is valid RFC 3986 §3.2.1 syntax and the text
        // holds this URI: urisift reports it as written, with the warning userinfo-host-deception
        [
          "http://www.xerox.com@www.pcworld.com/go/3990332.htm",
          ["http://www.xerox.com@www.pcworld.com/go/3990332.htm"],
        ],
        // libreoffice: ["file:///a:"] ("file:///a|": the legacy drive letter). "|" is no URI
        // character and ends a bare URI; only "|/" after a drive letter is read as the legacy drive
        // (RULES.md "Strict grammar; raw characters read encoded", "Named schemes and drive
        // letters")
        ["file:///a|...", ["file:///a"]],
        // libreoffice: ["file:///a%7C%7C"] ("file:///a||", encoded). The same: "|" ends the URI
        ["file:///a||...", ["file:///a"]],
        // libreoffice: ["file:///a:/bc"]. A file: URI with an old drive path is read whole, "|" and
        // all, and is an invalid record (RULES.md "Named schemes and drive letters": RFC 3986
        // forbids "|"), reported with --all only
        ["file:///a|/bc#...", []],
        // libreoffice: ["file:///a:/bc#de"]. The same
        ["file:///a|/bc#de...", []],
        // libreoffice: ["ftp://ftp.xxx.yyy/zzz"]. A schemeless name needs a known top-level domain,
        // and "yyy" is none (RULES.md "Fuzzy links")
        ["abc.def.ghi,ftp.xxx.yyy/zzz...", []],
        // libreoffice: ["ftp://Ftp.xxx.yyy/zzz"]. The same
        ["abc.def.ghi,Ftp.xxx.yyy/zzz...", []],
        // libreoffice: ["http://www.xxx.yyy/"]. The same
        ["abc.def.ghi,www.xxx.yyy...", []],
        // libreoffice: ["http://wWW.xxx.yyy/"]. The same
        ["abc.def.ghi,wWW.xxx.yyy...", []],
        // libreoffice: ["mailto:%7Bmailto.me@abc.def.g.h.i"] ("{" as the local part's: RFC 5322
        // atext). In text "{…}" are brackets around the address, and "{" is no URI character
        // (RULES.md "Strict grammar; raw characters read encoded")
        ["Bla {mailto.me@abc.def.g.h.i}...", ["mailto:mailto.me@abc.def.g.h.i"]],
        // libreoffice: ["file:///a:/bla/bla/bla"] (a drive path made a file URL). A drive path is
        // no URI (RULES.md "Named schemes and drive letters": no registered scheme has one letter)
        ["{a:\\bla/bla/bla...}", []],
        // libreoffice: ["file:///b:/c/d"]. The same
        ["#b:/c/d#e#f#", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("LibreOffice URIHelper::FindFirstDOIInText (svl/qa/unit/test_URIHelper.cxx, LibreOffice 25.2.3)", () => {
  check([
    ["doi:10.109/ajae/aaq063", []],
    ["doi:10.1234567890/ajae/aaq063", []],
    ["doi:10.1093/ajae/aaq063/", []],
    ["doi:10.1093", []],
    ["doi:11.1093/ajae/aaq063", []],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // libreoffice: ["https://doi.org/10.1000/182"]. doi is in no IANA registry and has no "//":
      // a bare URI needs a registered scheme or "scheme://" (README "Bare URIs"; the same answer
      // for pandoc's "doi:10.1000/182" in peer-suites-docs.test.ts)
      ["Doi:10.1000/182", []],
      // libreoffice: ["https://doi.org/10.1000/182"]. The same
      ["DoI:10.1000/182", []],
      // libreoffice: ["https://doi.org/10.1000/182"]. The same
      ["DOI:10.1000/182", []],
      // libreoffice: ["https://doi.org/10.1000/182"]. The same
      ["dOI:10.1000/182", []],
      // libreoffice: ["https://doi.org/10.1000/182"]. The same
      ["dOi:10.1000/182", []],
      // libreoffice: ["https://doi.org/10.1038/nature03001"]. The same
      ["doi:10.1038/nature03001", []],
      // libreoffice: ["https://doi.org/10.1093/ajae/aaq063"]. The same
      ["doi:10.1093/ajae/aaq063", []],
      // libreoffice: ["https://doi.org/10.1016/S0735-1097(98)00347-7"]. The same
      ["doi:10.1016/S0735-1097(98)00347-7", []],
    ]);
  });
});

describe("cherrytree startswith_url (tests/tests_misc_utils.cpp, cherrytree 1.2.0)", () => {
  check([
    ["http://ciao", ["http://ciao"]],
    ["https://ciao", ["https://ciao"]],
    ["ftp://ciao", ["ftp://ciao"]],
    ["ciaociao", []],
    ["ciao:ciao", []],
    ["ciao/ciao", []],
    ["ciao:/ciao", []],
    ["ciao/:ciao", []],
  ]);
});
