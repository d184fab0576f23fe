/**
 * Extraction cases from the URL-detection tests of terminal emulators and editors, taken from
 * their Debian source packages (trixie):
 * - konsole 25.04.2, src/autotests/HotSpotFilterTest.cpp (testUrlFilterRegex, testUrlFilter)
 * - kitty 0.41.1, kitty_tests/screen.py (detect_url) and kittens/hints/marks_test.go (url marks)
 * - emacs 30.1, test/lisp/thingatpt-tests.el, test/lisp/erc/erc-button-tests.el,
 *   test/lisp/net/browse-url-tests.el
 * - vim 9.1.1230, src/testdir/test_gf.vim (Test_gf_url)
 * - kate 25.04.3, addons/openlink/linkmatchtest.cpp
 * The text is the peer's own, JS-escaped. kitty's detect_url draws before + url + after on a
 * 30-column screen (a line that wraps there is one line here); its hints test marks a soft wrap
 * with "\n" at the exact width or "\r", kept as written. konsole's test looks at the first
 * match only; the assertions list every URI urisift finds. Emacs asks at one point of the text:
 * rows of one text are one case, and a row that gives nil only because the point is outside
 * the URL counts as the URL. Each group holds the cases where urisift gives the peer's answer
 * (schemeless links with `fuzzy: true`, "http://" added), then those where it answers
 * differently on purpose, the peer's answer and the rule in a comment.
 * Inputs that test/extract/*.test.ts already holds are left out.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("konsole HotSpotFilterTest (src/autotests/HotSpotFilterTest.cpp, konsole 25.04.2)", () => {
  check([
    [" https://api.kde.org", ["https://api.kde.org"]],
    ["\nhttps://api.kde.org:2098", ["https://api.kde.org:2098"]],
    ["\nhttps://api.kde.org:2098/", ["https://api.kde.org:2098/"]],
    ["\nhttp://127.0.0.1", ["http://127.0.0.1"]],
    ["\nhttp://127.0.0.1:4000", ["http://127.0.0.1:4000"]],
    ["\nhttp://127.0.0.1:4000/", ["http://127.0.0.1:4000/"]],
    ["https://api.kde.org/path/to/somewhere", ["https://api.kde.org/path/to/somewhere"]],
    [
      "https://user:pass@api.kde.org?somequery=foo",
      ["https://user:pass@api.kde.org?somequery=foo"],
    ],
    [" https://api.kde.org:2098/path/to/somewhere", ["https://api.kde.org:2098/path/to/somewhere"]],
    ["\thttps://user:blah@api.kde.org", ["https://user:blah@api.kde.org"]],
    [
      " https://user:blah@api.kde.org:2098#fragment",
      ["https://user:blah@api.kde.org:2098#fragment"],
    ],
    [
      " https://user:pass@api.kde.org:2098/path/to/somewhere?somequery=foo#fragment",
      ["https://user:pass@api.kde.org:2098/path/to/somewhere?somequery=foo#fragment"],
    ],
    [
      " https://invent.kde.org/frameworks/ktexteditor/-/blob/master/README.md",
      ["https://invent.kde.org/frameworks/ktexteditor/-/blob/master/README.md"],
    ],
    [" [https://foobar](https://foobar)", ["https://foobar", "https://foobar"]],
    [
      "[unix-history-repo](https://github.com/dspinellis/unix-history-repo)",
      ["https://github.com/dspinellis/unix-history-repo"],
    ],
    [
      "[*Das verrückte Labyrinth*](https://en.wikipedia.org/wiki/Labyrinth_(board_game))",
      ["https://en.wikipedia.org/wiki/Labyrinth_(board_game)"],
    ],
    ["[198]http://www.ietf.org/rfc/rfc2396.txt", ["http://www.ietf.org/rfc/rfc2396.txt"]],
    ['"http://www.ietf.org/rfc/rfc2396.txt', ["http://www.ietf.org/rfc/rfc2396.txt"]],
    ["`https://foo.bar`", ["https://foo.bar"]],
    ["foo=https://foo.bar", ["https://foo.bar"]],
    ["<https://google.com>", ["https://google.com"]],
    ["file:///some/file", ["file:///some/file"]],
    ["https://EXAMPLE.com", ["https://EXAMPLE.com"]],
    ["https://example.com?fooOpt=barVal", ["https://example.com?fooOpt=barVal"]],
    ["https://example.com?fooOpt=barVal#FRAG", ["https://example.com?fooOpt=barVal#FRAG"]],
    ["https://example.com/foo,bar", ["https://example.com/foo,bar"]],
    ["http://example.com/#", ["http://example.com/#"]],
    ["http://[2a00:1450:4001:829::200e]/", ["http://[2a00:1450:4001:829::200e]/"]],
    ["http://[2a00:1450:4001:829::200e]:80/", ["http://[2a00:1450:4001:829::200e]:80/"]],
    ["ldap://[2001:db8::7]/c=GB?objectClass?one", ["ldap://[2001:db8::7]/c=GB?objectClass?one"]],
    [
      "https://en.wikipedia.org/wiki/C_(programming_language)",
      ["https://en.wikipedia.org/wiki/C_(programming_language)"],
    ],
    [
      "http://en.wikipedia.org/w/index.php?title=Thresholding_(image_processing)&oldid=132306976",
      ["http://en.wikipedia.org/w/index.php?title=Thresholding_(image_processing)&oldid=132306976"],
    ],
    [
      "https://en.wikipedia.org/wiki/ANSI_escape_code#CSI_(Control_Sequence_Introducer)_sequences",
      [
        "https://en.wikipedia.org/wiki/ANSI_escape_code#CSI_(Control_Sequence_Introducer)_sequences",
      ],
    ],
    [
      "(https://example.com/foo(bar(baz(qux)quux)quuux))))",
      ["https://example.com/foo(bar(baz(qux)quux)quuux)"],
    ],
    ["https://example.com'", ["https://example.com"]],
    ["https://example.com,", ["https://example.com"]],
    ["https://example.com.", ["https://example.com"]],
    ["https://example.com/:", ["https://example.com/"]],
    ["https://example.com;", ["https://example.com"]],
    ["https://example.com..", ["https://example.com"]],
    [".https://example.com.", ["https://example.com"]],
    ["'https://example.com',", ["https://example.com"]],
    ['"https://example.com",', ["https://example.com"]],
    [
      "'https://en.wikipedia.org/wiki/Earth's_rotation',",
      ["https://en.wikipedia.org/wiki/Earth's_rotation"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // konsole: ["http://example.com/?"]. a trailing "?" is dropped (DESIGN "Delimiting rules": bare)
      ["http://example.com/?", ["http://example.com/"]],
      // konsole: ["https://example.com#1"]. a second "#" is data, %23, unencoded-characters (RFC 3986 §2.4; README)
      ["https://example.com#1#2", ["https://example.com#1#2"]],
    ]);
  });
});

describe("konsole HotSpotFilterTest (src/autotests/HotSpotFilterTest.cpp, konsole 25.04.2), fuzzy", () => {
  check(
    [
      [" www.kde.org", ["http://www.kde.org"]],
      ["www.example.com:foo@bar.com", ["http://www.example.com"]],
    ],
    { fuzzy: true },
  );
});

describe("kitty detect_url (kitty_tests/screen.py, kitty 0.41.1)", () => {
  check([
    ["http://moo.com", ["http://moo.com"]],
    ["http://moo.com/something?else=+&what-", ["http://moo.com/something?else=+&what-"]],
    ["http://moo.com#fragme", ["http://moo.com#fragme"]],
    ["(http://moo.com)", ["http://moo.com"]],
    ["{http://moo.com}", ["http://moo.com"]],
    ["[http://moo.com]", ["http://moo.com"]],
    ["<http://moo.com>", ["http://moo.com"]],
    ["http://moo.com{", ["http://moo.com"]],
    ["http://moo.com}", ["http://moo.com"]],
    ["http://moo.com(", ["http://moo.com"]],
    ["http://moo.com[", ["http://moo.com"]],
    ["http://moo.com<", ["http://moo.com"]],
    ["http://moo.com>", ["http://moo.com"]],
    ["[https://wraps-by-one-char.com]", ["https://wraps-by-one-char.com"]],
    ["http://[::1]:8080", ["http://[::1]:8080"]],
    ["http://[::1]:8080/x[", ["http://[::1]:8080/x"]],
    ["http://[::1]:8080/x]y34", ["http://[::1]:8080/x"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // kitty: ["http://moo.com)"]. a ")" with no opener ends a bare URI (RULES.md "Closers")
      ["http://moo.com)", ["http://moo.com"]],
      // kitty: ["http://moo.com-"]. no DNS label ends with "-": it ends the host (RFC 1123 §2.1)
      ["http://moo.com-", ["http://moo.com"]],
      // kitty: ["http://moo.com="]. nor with "=": text glued to the host (twitter-text drops it)
      ["http://moo.com=", ["http://moo.com"]],
      // kitty: ["https://wr[aps-by-one-ch]ar.com"]. "[" after a letter ends a host: IP literals follow "//" or "@" (RFC 3986 §3.2.2)
      ["https://wr[aps-by-one-ch]ar.com", ["https://wr"]],
      // kitty: ["https://wraps-by-one-char.com[]/x"]. "[" after a letter ends a host: IP literals follow "//" or "@" (RFC 3986 §3.2.2)
      ["https://wraps-by-one-char.com[]/x[", ["https://wraps-by-one-char.com"]],
    ]);
  });
});

describe("kitty hints, type url (kittens/hints/marks_test.go, kitty 0.41.1)", () => {
  check([
    ["http://test.me/", ["http://test.me/"]],
    ["http://test.me/#fragme", ["http://test.me/#fragme"]],
    ['"http://test.me/"', ["http://test.me/"]],
    ["(http://test.me/)", ["http://test.me/"]],
    ["`xyz <http://test.me/>`_.", ["http://test.me/"]],
    ['<a href="http://test.me/">moo', ["http://test.me/"]],
    ["\u001b[mhttp://test.me/1234\n\u001b[mx", ["http://test.me/1234"]],
    // (AsciiDoc's link: macro: its "[…]" is the link text since session 32, RULES.md "Strict grammar")
    ["link:http://test.me/[xxx]", ["http://test.me/"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // kitty hints: ["http://test.me/xxx"]. a soft wrap in kitty; bare URIs are not joined across lines (README)
      ["http://test.me/\nxxx", ["http://test.me/"]],
      // kitty hints: ["http://test.me/123456"]. "\r" is kitty's soft-wrap mark; in text a CR ends a bare URI (README)
      ["\u001b[mhttp://test.me/12345\r\u001b[m6\n\u001b[mx", ["http://test.me/12345"]],
    ]);
  });
});

describe("Emacs thing-at-point url (test/lisp/thingatpt-tests.el, Emacs 30.1)", () => {
  check([
    ["https://1.gnu.org", ["https://1.gnu.org"]],
    ["https://2.gnu.org", ["https://2.gnu.org"]],
    ["https://3.gnu.org", ["https://3.gnu.org"]],
    ["https://4.gnu.org", ["https://4.gnu.org"]],
    ["A geo URI (geo:3.14159,-2.71828).", ["geo:3.14159,-2.71828"]],
    ["Visit https://5.gnu.org now.", ["https://5.gnu.org"]],
    ["Visit https://6.gnu.org now.", ["https://6.gnu.org"]],
    ["Visit https://7.gnu.org now.", ["https://7.gnu.org"]],
    ["Visit https://8.gnu.org now.", ["https://8.gnu.org"]],
    ["Visit https://9.gnu.org now.", ["https://9.gnu.org"]],
    ["<<<<", []],
    ["<url:>", []],
    ["ftp://example.net/~foo!;#bar=baz&goo=bob", ["ftp://example.net/~foo!;#bar=baz&goo=bob"]],
    ["bzr+ssh://user@example.net:5/a%20d,5", ["bzr+ssh://user@example.net:5/a%20d,5"]],
    ["[http://[::1]:8000/foo]", ["http://[::1]:8000/foo"]],
    ["Url: <url:foo://1.example.com>...", ["foo://1.example.com"]],
    ["Url: <url:foo://2.example.com>...", ["foo://2.example.com"]],
    ["Go to https://www.gnu.org, for details", ["https://www.gnu.org"]],
    ["Go to https://www.gnu.org.", ["https://www.gnu.org"]],
    ['Go to "https://10.gnu.org".', ["https://10.gnu.org"]],
    ['Go to "https://11.gnu.org/".', ["https://11.gnu.org/"]],
    ["Go to <https://12.gnu.org> now.", ["https://12.gnu.org"]],
    ["Go to <https://13.gnu.org> now.", ["https://13.gnu.org"]],
    ["http://example.com/a(b)c", ["http://example.com/a(b)c"]],
    ["http://example.com/a(b)", ["http://example.com/a(b)"]],
    ["(http://example.com/abc)", ["http://example.com/abc"]],
    ["This (http://example.com/a(b))", ["http://example.com/a(b)"]],
    ["/* (http://foo/bar)\n(http://foo/bar(baz)) */\n", ["http://foo/bar", "http://foo/bar(baz)"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // emacs: []. an unregistered scheme with "//" is a URI (DESIGN "Delimiting rules")
      ["foo://www.gnu.org", ["foo://www.gnu.org"]],
      // emacs: []. "foohttp://" is glued text, read as "http://" (RULES.md "Glued text")
      ["foohttp://www.gnu.org", ["http://www.gnu.org"]],
      // emacs: ["http://[fe08::7:8%eth0]"]. a zone id needs "%25" (RFC 6874 §2): bad-zone
      ["[http://[fe08::7:8%eth0]]", []],
      // emacs: ["foo://www.gnu.org/a bc"]. whitespace inside <…> is dropped (RFC 3986 App. C)
      ["Url: <url:foo://www.gnu.org/a bc>...", ["foo://www.gnu.org/abc"]],
      // emacs: ["http://example.com/ab)c"]. a ")" with no opener ends a bare URI (RULES.md "Closers")
      ["http://example.com/ab)c", ["http://example.com/ab"]],
      // emacs: ["mailto:foo@example.com"]. no scheme, and urisift adds none (DESIGN "Delimiting rules": URL: prefix)
      ["<url:foo@example.com>", []],
      // emacs: ["ftp://ftp.example.net/abc/"]. no scheme, and urisift adds none (DESIGN "Delimiting rules": URL: prefix)
      ["<url:ftp.example.net/abc/>", []],
    ]);
  });
});

describe("Emacs ERC buttons (test/lisp/erc/erc-button-tests.el, Emacs 30.1)", () => {
  check([
    ["Foo https://example.com bar.", ["https://example.com"]],
    ["Foo <URL: https://gnu.org> bar.", ["https://gnu.org"]],
    ["Foo <ftp://gnu.org> bar.", ["ftp://gnu.org"]],
  ]);
});

describe("Emacs browse-url (test/lisp/net/browse-url-tests.el, Emacs 30.1)", () => {
  check([["Visit https://gnu.org", ["https://gnu.org"]]]);
});

describe("Emacs browse-url (test/lisp/net/browse-url-tests.el, Emacs 30.1), fuzzy", () => {
  check([["gnu.org", ["http://gnu.org"]]], { fuzzy: true });
});

describe("Vim gf on URLs (src/testdir/test_gf.vim, Vim 9.1.1230)", () => {
  check([["demo://remote_file", ["demo://remote_file"]]]);
  describe("answered differently on purpose", () => {
    check([
      // vim: ["URL://machine.name/tmp/vimtest2a"]. "URL:" read as the URL: prefix, no scheme left (DESIGN: the prefix goes before a scheme)
      ["first test for URL://machine.name/tmp/vimtest2a and other text", []],
      // vim: ["URL://machine.name/tmp/vimtest2b"]. "URL:" read as the URL: prefix, no scheme left (DESIGN: the prefix goes before a scheme)
      ["second test for URL://machine.name/tmp/vimtest2b. And other text", []],
      // vim: ["URL:\\\\machine.name\\vimtest2c"]. a Windows UNC path: "\" is no URI character (RFC 3986 §2, App. A)
      ["third test for URL:\\\\machine.name\\vimtest2c and other text", []],
      // vim: ["URL:\\\\machine.name\\tmp\\vimtest2d"]. a Windows UNC path: "\" is no URI character (RFC 3986 §2, App. A)
      ["fourth test for URL:\\\\machine.name\\tmp\\vimtest2d, and other text", []],
      // vim: ["URL://machine.name/tmp?q=vim&opt=yes"]. "URL:" read as the URL: prefix, no scheme left (DESIGN: the prefix goes before a scheme)
      ["fifth test for URL://machine.name/tmp?q=vim&opt=yes and other text", []],
      // vim: ["URL://machine.name:1234?q=vim"]. "URL:" read as the URL: prefix, no scheme left (DESIGN: the prefix goes before a scheme)
      ["sixth test for URL://machine.name:1234?q=vim and other text", []],
    ]);
  });
});

describe("Kate open-link (addons/openlink/linkmatchtest.cpp, Kate 25.04.3)", () => {
  check([
    ["Line has https://google.com", ["https://google.com"]],
    [
      "Line has https://google.com and https://google.com",
      ["https://google.com", "https://google.com"],
    ],
    ['text "/', []],
  ]);
});
