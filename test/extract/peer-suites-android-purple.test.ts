/**
 * Extraction cases from the link finders of Android and Pidgin:
 * - Android (Debian source android-platform-frameworks-base 1:14~beta1-3, trixie: bookworm's
 *   1:10.0.0+r36 tarball leaves out core/tests), verbatim:
 *   core/tests/coretests/src/android/util/PatternsTest.java — every WEB_URL and
 *   AUTOLINK_WEB_URL input (matches and non-matches) and every AUTOLINK_EMAIL_ADDRESS input —
 *   and core/tests/coretests/src/android/text/util/LinkifyTest.java. A test that asks for a
 *   match of the whole input has the input as the peer's answer; where it asks for none, the
 *   peer's answer is what Linkify would link in that text: the find() matches of
 *   AUTOLINK_WEB_URL (none right after "@", Linkify's sUrlMatchFilter) and
 *   AUTOLINK_EMAIL_ADDRESS, overlaps pruned, computed here with the Patterns.java of the same
 *   tarball under OpenJDK 17. Schemeless names and bare addresses (WEB_URL and
 *   AUTOLINK_WEB_URL take them without a scheme) are cases with `fuzzy: true` ("…, fuzzy"
 *   groups; "http://" and "mailto:" added). Android's TLD policy (all of IANA's TLDs, in
 *   Unicode too, for a schemeless name; none for an address) is its own: those cases are in
 *   "differs on purpose".
 * - libpurple (Pidgin): no source of the Debian package pidgin (bookworm 2.14.12-1, trixie and
 *   sid 2.14.14-1, bullseye 2.14.1-1) is on the mirror, so libpurple/tests/test_util.c could
 *   not be read: its groups are "recalled". The purple_email_is_valid inputs are the lists
 *   recalled from test_util.c (test_util_email_is_valid and the "thorough" valid/invalid
 *   lists, without the entries commented out there and the empty string); the
 *   purple_markup_linkify inputs are made after the rules of that function (schemes it
 *   links, "www."/"ftp." names, trailing "." and ")", "," before a space, &lt; &gt; &quot;,
 *   existing anchors, bare addresses), not copied. Every peer answer is the one libpurple0
 *   2.14.12-1 (Debian's binary package) gives, run here through purple_markup_linkify: the
 *   HREFs of its HTML (HTML escaping undone); an address alone is linked exactly when
 *   purple_email_is_valid takes it. Pidgin reads its input as HTML: where that changes the
 *   answer the case is in a "markup reads differently" group.
 * Each group holds the cases where urisift gives the peer's answer, then those where it
 * answers differently on purpose (the peer's answer and the rule in a comment), then those
 * where urisift was wrong ("found wrong before, fixed").
 * Skipped (82): the PatternsTest tests of TOP_LEVEL_DOMAIN, IANA_TOP_LEVEL_DOMAINS,
 * IP_ADDRESS, DOMAIN_NAME and PHONE (50 asserts: pieces of the patterns and phone numbers,
 * not links in text); 28 AUTOLINK_WEB_URL inputs (24 of its own tests, 4 of the DOMAIN_NAME
 * tests that run it) that repeat a WEB_URL input of the same file; 2 inputs test/ already
 * holds ("ftp://foo.bar/baz", "email"); LinkifyTest's testUnclickable (testNormal's input:
 * about clicks) and testAddLinks_addsLinksWhenSchemesArrayIsNull ("http://https://android.com":
 * what Linkify's API does with a null schemes array). For libpurple, made-up inputs that
 * test/ already holds (10) were left out.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

const LONG_DOMAIN = `${"d.".repeat(126)}com`; // PatternsTest's 255-character domain

describe("Android Patterns.WEB_URL, AUTOLINK_WEB_URL (core/tests/coretests/src/android/util/PatternsTest.java; android-platform-frameworks-base 1:14~beta1-3)", () => {
  check([
    ["http://www.android.com", ["http://www.android.com"]],
    ["http://www.android.me", ["http://www.android.me"]],
    ["http://xn--fsqu00a.xn--0zwm56d", ["http://xn--fsqu00a.xn--0zwm56d"]],
    [
      "http://xn--4gbrim.xn----rmckbbajlc6dj7bxne2c.xn--wgbh1c/ar/default.aspx",
      ["http://xn--4gbrim.xn----rmckbbajlc6dj7bxne2c.xn--wgbh1c/ar/default.aspx"],
    ],
    ["http://현금영수증.kr", ["http://현금영수증.kr"]],
    ["http://www.example.com:8080", ["http://www.example.com:8080"]],
    ["http://www.example.com:8080/?foo=bar", ["http://www.example.com:8080/?foo=bar"]],
    ["http://www.example.com:8080/~user/?foo=bar", ["http://www.example.com:8080/~user/?foo=bar"]],
    ["hTtP://android.com", ["hTtP://android.com"]],
    ["http://a-nd.r-oid.com", ["http://a-nd.r-oid.com"]],
    ["http://a_nd.r_oid.com", ["http://a_nd.r_oid.com"]],
    ["http://android.com/path$?v=$val", ["http://android.com/path$?v=$val"]],
    ["http://android.com?q=v", ["http://android.com?q=v"]],
    ["http://android.com/?q=v", ["http://android.com/?q=v"]],
    [
      "http://android/#notld///a/n/d/r/o/i/d&p1=1&p2=2",
      ["http://android/#notld///a/n/d/r/o/i/d&p1=1&p2=2"],
    ],
    ["http://android.🌸com", ["http://android.🌸com"]],
    ["http://android.com/path-with-🌸?v=🌸", ["http://android.com/path-with-🌸?v=🌸"]],
    // the non-matches: no match of the whole input; find() gives what urisift gives
    ["http://xn--fsqu00a.xn--0zwm56d-", ["http://xn--fsqu00a.xn--0zwm56d"]],
    // U+1FFFE, a noncharacter (no RFC 3987 ucschar)
    ["http://android\u{1fffe}.com", ["http://android"]],
    // testAutoLinkWebUrl_doesNotMatchUnicodeSpaces
    ["http://and\u00a0roid", ["http://and"]],
    ["http://and\u2000roid", ["http://and"]],
    ["http://and\u2001roid", ["http://and"]],
    ["http://and\u2002roid", ["http://and"]],
    ["http://and\u2003roid", ["http://and"]],
    ["http://and\u2004roid", ["http://and"]],
    ["http://and\u2005roid", ["http://and"]],
    ["http://and\u2006roid", ["http://and"]],
    ["http://and\u2007roid", ["http://and"]],
    ["http://and\u2008roid", ["http://and"]],
    ["http://and\u2009roid", ["http://and"]],
    ["http://and\u200aroid", ["http://and"]],
    ["http://and\u2028roid", ["http://and"]],
    ["http://and\u2029roid", ["http://and"]],
    ["http://and\u202froid", ["http://and"]],
    ["http://and\u3000roid", ["http://and"]],
  ]);
  describe("differs on purpose", () => {
    check([
      // PatternsTest: no match (WEB_URL, AUTOLINK_WEB_URL: its protocols were http, https,
      // rtsp; the Patterns.java of the same tarball has added ftp and finds it). ftp is a
      // registered scheme (RFC 1738 §3.2) and urisift finds every registered one
      ["ftp://www.example.com", ["ftp://www.example.com"]],
      // Android (find): ["http://xn--fsqu00a"]. RFC 3986 §3.2.2 reg-name allows a label that
      // starts with "-"; the core checks RFC 3986, not DNS labels (as "http://-example.com" in
      // peer-suites-audit-linkify.test.ts)
      ["http://xn--fsqu00a.-xn--0zwm56d", ["http://xn--fsqu00a.-xn--0zwm56d"]],
      // Android: the whole input. "xn--rmckbbajlc6dj7bxne2c" decodes to unassigned Tamil code
      // points, no U-label (RFC 5891 §5.4; the name's real A-label is "xn----rmckbbajlc6dj7bxne2c",
      // above): an invalid host (bad-idn), not reported
      ["http://xn--4gbrim.xn--rmckbbajlc6dj7bxne2c.xn--wgbh1c/ar/default.aspx", []],
    ]);
  });
  describe("found wrong before, fixed", () => {
    check([
      // urisift gave: ["http://brainstormtech.blogs.fortune.cnn.com/2010/03/11/top-five-moments-from-eric-schmidt"].
      // U+2019 between two letters is an apostrophe inside a word, as RULES.md "Glued symbols and
      // punctuation" keeps an ASCII one in a path ("…/wiki/McDonald's"); it is an RFC 3987
      // ucschar, and the rest of the path ("s-talk-in-abu-dhabi/") is glued to it. Only a
      // closing ’ (nothing of a word after it: "‘http://example.org/’") is the sentence's
      [
        "http://brainstormtech.blogs.fortune.cnn.com/2010/03/11/top-five-moments-from-eric-schmidt’s-talk-in-abu-dhabi/",
        [
          "http://brainstormtech.blogs.fortune.cnn.com/2010/03/11/top-five-moments-from-eric-schmidt’s-talk-in-abu-dhabi/",
        ],
      ],
    ]);
  });
});

describe("Android Patterns.WEB_URL, AUTOLINK_WEB_URL (core/tests/coretests/src/android/util/PatternsTest.java; android-platform-frameworks-base 1:14~beta1-3), fuzzy", () => {
  check(
    [
      ["android.me", ["http://android.me"]],
      ["xn--fsqu00a.xn--0zwm56d", ["http://xn--fsqu00a.xn--0zwm56d"]],
      [
        "xn--4gbrim.xn----rmckbbajlc6dj7bxne2c.xn--wgbh1c/ar/default.aspx",
        ["http://xn--4gbrim.xn----rmckbbajlc6dj7bxne2c.xn--wgbh1c/ar/default.aspx"],
      ],
      ["현금영수증.kr", ["http://현금영수증.kr"]],
      ["a-nd.r-oid.com", ["http://a-nd.r-oid.com"]],
      ["android.com/path$?v=$val", ["http://android.com/path$?v=$val"]],
      ["android.com?q=v", ["http://android.com?q=v"]],
      ["android.com/?q=v", ["http://android.com/?q=v"]],
      // the non-matches of AUTOLINK_WEB_URL
      ["thank.you", []],
      ["Thank☺.you", []],
      // no web link (AUTOLINK_WEB_URL); Linkify's e-mail pattern links the address
      ["android@android.com", ["mailto:android@android.com"]],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // Android: the whole input (AUTOLINK_WEB_URL: IANA's TLDs, in Unicode too). A
        // schemeless host needs a TLD of linkify-it's list, as "中国.中国" and "foo.company" in
        // peer-suites-audit-xurls-urifind.test.ts (all of IANA's would read file names such as
        // "setup.zip" as hosts; RULES.md "Fuzzy links")
        ["도메인.한국", []],
        // Android: ["android.camera"]. The same
        ["android.camera", []],
        // Android: ["a_nd.r_oid.com"]. A schemeless link is a host name, letters, digits and
        // hyphens (RFC 1123 §2.1), as linkify-it and micromark's "www.a_b.c" in
        // peer-suites-markdown-more.test.ts; written with "http://" it is read (above)
        ["a_nd.r_oid.com", []],
        // Android: ["Thank☺.com"]. Symbols and emoji are no part of a host name (IDNA2008,
        // RFC 5892: DISALLOWED; RULES.md "Glued symbols and punctuation", "Fuzzy links")
        ["Thank☺.com", []],
        // Android: ["android🌸.com"]. The same
        ["android🌸.com", []],
        // Android: the whole input. Not a valid A-label (bad-idn, as with "http://" above)
        ["xn--4gbrim.xn--rmckbbajlc6dj7bxne2c.xn--wgbh1c/ar/default.aspx", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("Android Patterns.AUTOLINK_EMAIL_ADDRESS (core/tests/coretests/src/android/util/PatternsTest.java; android-platform-frameworks-base 1:14~beta1-3), fuzzy", () => {
  check(
    [
      ["a@a.co", ["mailto:a@a.co"]],
      ["email@android.com", ["mailto:email@android.com"]],
      [
        "email@e.somelongdomainnameforandroid.abc.uk",
        ["mailto:email@e.somelongdomainnameforandroid.abc.uk"],
      ],
      ["e.mail@android.com", ["mailto:e.mail@android.com"]],
      ["e+mail@android.com", ["mailto:e+mail@android.com"]],
      ["e_mail@android.com", ["mailto:e_mail@android.com"]],
      ["e-mail@android.com", ["mailto:e-mail@android.com"]],
      ["e'mail@android.com", ["mailto:e'mail@android.com"]],
      ["123@android.com", ["mailto:123@android.com"]],
      ["email@an-droid.com", ["mailto:email@an-droid.com"]],
      ["email@현금영수증.kr", ["mailto:email@현금영수증.kr"]],
      [`${"a".repeat(64)}@android.com`, [`mailto:${"a".repeat(64)}@android.com`]],
      [`email@${"a".repeat(63)}.com`, [`mailto:email@${"a".repeat(63)}.com`]],
      // the non-matches
      // no address; AUTOLINK_WEB_URL (Linkify.ALL runs both) links the name
      ["android.com", ["http://android.com"]],
      ["email@android", []],
      ["email.@android.com", []],
      // Android (find): ["email@android.com"]: the "." is the text's
      [".email@android.com", ["mailto:email@android.com"]],
      ["email@android..com", []],
      ["email@127.0.0.1", []],
      // a local part of 65 octets (RFC 5321 §4.5.3.1.1: 64 at most)
      [`${"a".repeat(65)}@android.com`, []],
      // a label of 64 octets (RFC 1035 §2.3.4: 63 at most)
      [`email@${"a".repeat(64)}.com`, []],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // Android: ["mailto:smiley☺@android.com"]. RFC 6531 allows any UTF-8 in a local part,
        // but urisift reads an internationalized one of letters (RULES.md "Fuzzy links"): a
        // symbol or emoji glued to an address is the text's, as "™" or "🎉" after a host
        ["smiley☺@android.com", []],
        // Android: ["mailto:🌸@android.com"]. The same
        ["🌸@android.com", []],
        // Android: ["mailto:🌸@🌸android.com"]. The same, and the domain is no host name (below)
        ["🌸@🌸android.com", []],
        // Android (find): ["mailto:android@android.com"]. A word with two "@" is no addr-spec
        // (RFC 5322 §3.4.1: one "@" outside quotes), and no address starts inside it
        ["email@android@android.com", []],
        // Android: ["http://android.com"] (AUTOLINK_WEB_URL's find after the "-", which
        // Linkify.ALL keeps). No host name starts with "-" (RFC 1123 §2.1), so there is no
        // address, and no link starts inside the word
        ["email@-android.com", []],
        // Android: []. A host label that starts with a symbol or an emoji is kept, in a URI
        // ("http://✪df.ws/", "http://☺.damowmow.com/": RULES.md "Glued symbols") as in an
        // address (Django's urlize: "info@c✶.org"): IDNA2008 (RFC 5892) disallows them, but
        // UTS #46, which browsers apply, maps them, and such names are registered
        ["smiley@☺android.com", ["mailto:smiley@☺android.com"]],
        ["email@🌸android.com", ["mailto:email@🌸android.com"]],
        // Android: [] (no such TLD). An address's domain is not checked against a TLD list, as
        // linkify-it's e-mail rule ("foo@bar.a" in peer-suites-audit-xurls-urifind.test.ts)
        ["email@android.c", ["mailto:email@android.c"]],
        // Android: the whole input, and [] past its limit of 255 characters. A domain's length
        // is not checked (RFC 5322 §3.4.1 and RFC 6068 §2 set none; the DNS's 255 octets, RFC
        // 1035 §3.1, are the resolver's), as session 51 decided for is_email's
        // RFC5322_DOMAIN_TOOLONG; before session 52 these 127 labels were more than the 11
        // urisift took, and gave nothing
        [`a@${LONG_DOMAIN}`, [`mailto:a@${LONG_DOMAIN}`]],
        [`a@${LONG_DOMAIN}m`, [`mailto:a@${LONG_DOMAIN}m`]],
      ],
      { fuzzy: true },
    );
  });
  describe("found wrong before, fixed", () => {
    check(
      [
        // urisift gave: []. RULES.md "Fuzzy links": an internationalized local part is read
        // ("mañana@mañana.com", RFC 6531 §3.3 UTF8-non-ascii atext); here the whole word is
        // Hangul letters, with nothing glued before it — unlike "联系support@example.cn获取",
        // where CJK text runs into an ASCII local part
        ["현금영수증@android.kr", ["mailto:현금영수증@android.kr"]],
        // urisift gave: []. The same
        ["현금영수증@현금영수증.kr", ["mailto:현금영수증@현금영수증.kr"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("Android Linkify (core/tests/coretests/src/android/text/util/LinkifyTest.java; android-platform-frameworks-base 1:14~beta1-3)", () => {
  // testNothing: a TextView without an autolink mask links nothing; urisift without fuzzy
  // finds no schemeless address either
  check([
    ["Hey, foo@google.com, call 415-555-1212.", []],
    ["any https://android.com any", ["https://android.com"]],
  ]);
});

describe("Android Linkify (core/tests/coretests/src/android/text/util/LinkifyTest.java; android-platform-frameworks-base 1:14~beta1-3), fuzzy", () => {
  check(
    [
      ["any android.com any", ["http://android.com"]],
      // Linkify: ["https://android.com", "android.com"] with a null default scheme (its API),
      // "http://android.com" with "http://"
      [
        "any https://android.com any android.com any",
        ["https://android.com", "http://android.com"],
      ],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // testNormal, Linkify.ALL: two links, the address and a tel: link for the number.
        // urisift finds URIs: a tel: URI when it is written (RFC 3966), not a phone number in
        // prose
        ["Hey, foo@google.com, call +1-415-555-1212.", ["mailto:foo@google.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("libpurple purple_markup_linkify (libpurple/tests/test_util.c topics, recalled; libpurple0 2.14.12-1)", () => {
  check([
    ["Check out http://www.example.com/path?a=1&b=2 now", ["http://www.example.com/path?a=1&b=2"]],
    ["https://example.com/foo.", ["https://example.com/foo"]],
    ["(see http://example.com/wiki/Foo_(bar))", ["http://example.com/wiki/Foo_(bar)"]],
    ["http://example.com/(x)", ["http://example.com/(x)"]],
    ["http://example.com/a,b", ["http://example.com/a,b"]],
    ["http://example.com, next", ["http://example.com"]],
    ["sftp://host.example/file", ["sftp://host.example/file"]],
    ["mailto:purple-devel@lists.sf.net", ["mailto:purple-devel@lists.sf.net"]],
    [
      "mailto:purple-devel@lists.sf.net?subject=hi",
      ["mailto:purple-devel@lists.sf.net?subject=hi"],
    ],
    ["&lt;http://example.com/&gt;", ["http://example.com/"]],
    ["&quot;http://example.com/&quot;", ["http://example.com/"]],
    ['http://example.com/"quoted"', ["http://example.com/"]],
    // the existing anchor is left as it is: its href and the new link
    [
      '<a href="http://example.com/">link</a> http://example.org/',
      ["http://example.com/", "http://example.org/"],
    ],
  ]);
  describe("differs on purpose", () => {
    check([
      // libpurple: [] (it links http, https, ftp, sftp, file, xmpp and mailto only). gopher
      // (RFC 4266) and irc (IANA, provisional) are registered schemes, and urisift finds every
      // registered one
      ["gopher://example.com/", ["gopher://example.com/"]],
      // libpurple: []. The same
      ["irc://irc.example.net/pidgin", ["irc://irc.example.net/pidgin"]],
    ]);
  });
});

describe("libpurple purple_markup_linkify (libpurple/tests/test_util.c topics, recalled; libpurple0 2.14.12-1), fuzzy", () => {
  check(
    [
      ["www.pidgin.im", ["http://www.pidgin.im"]],
      ["<b>www.example.com</b>", ["http://www.example.com"]],
      ["Mail me: purple-devel@lists.sf.net.", ["mailto:purple-devel@lists.sf.net"]],
      ["(foo@bar.com)", ["mailto:foo@bar.com"]],
      ["&lt;foo@bar.com&gt;", ["mailto:foo@bar.com"]],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // libpurple: ["ftp://ftp.example.org/pub"]. A schemeless host gets "http://", as
        // linkify-it's fuzzy links (RULES.md "Fuzzy links"; "ftp.foo.com" in
        // peer-suites-verbatim.test.ts); libpurple guesses ftp:// from "ftp."
        ["ftp.example.org/pub", ["http://ftp.example.org/pub"]],
      ],
      { fuzzy: true },
    );
  });
  describe("markup reads differently", () => {
    check(
      [
        // libpurple: [] (its input is HTML: "<foo@bar.com>" is a tag). As text, an address in
        // angle brackets (RFC 5322 §3.4 angle-addr)
        ["<foo@bar.com>", ["mailto:foo@bar.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("libpurple purple_email_is_valid (libpurple/tests/test_util.c, recalled; libpurple0 2.14.12-1), fuzzy", () => {
  check(
    [
      // test_util_email_is_valid
      ["purple-devel@lists.sf.net", ["mailto:purple-devel@lists.sf.net"]],
      ["purple-devel@@lists.sf.net", []],
      ["purple@devel@lists.sf.net", []],
      ["purple-devel@list..sf.net", []],
      ["purple-devel", []],
      ["purple-devel@", []],
      ["@lists.sf.net", []],
      ["totally bogus", []],
      [
        "what.a.wonderful.name@plaza.soccer.club",
        ["mailto:what.a.wonderful.name@plaza.soccer.club"],
      ],
      // test_util_email_is_valid_thorough: valid
      ["l3tt3rsAndNumb3rs@domain.com", ["mailto:l3tt3rsAndNumb3rs@domain.com"]],
      ["has-dash@domain.com", ["mailto:has-dash@domain.com"]],
      ["hasApostrophe.o'leary@domain.org", ["mailto:hasApostrophe.o'leary@domain.org"]],
      ["uncommonTLD@domain.museum", ["mailto:uncommonTLD@domain.museum"]],
      ["uncommonTLD@domain.travel", ["mailto:uncommonTLD@domain.travel"]],
      ["uncommonTLD@domain.mobi", ["mailto:uncommonTLD@domain.mobi"]],
      ["countryCodeTLD@domain.uk", ["mailto:countryCodeTLD@domain.uk"]],
      ["countryCodeTLD@domain.rw", ["mailto:countryCodeTLD@domain.rw"]],
      ["lettersInDomain@911.com", ["mailto:lettersInDomain@911.com"]],
      ["underscore_inLocal@domain.net", ["mailto:underscore_inLocal@domain.net"]],
      ["subdomain@sub.domain.com", ["mailto:subdomain@sub.domain.com"]],
      ["local@dash-inDomain.com", ["mailto:local@dash-inDomain.com"]],
      ["dot.inLocal@foo.com", ["mailto:dot.inLocal@foo.com"]],
      ["a@singleLetterLocal.org", ["mailto:a@singleLetterLocal.org"]],
      ["singleLetterDomain@x.org", ["mailto:singleLetterDomain@x.org"]],
      // libpurple's href is "mailto:&*=?^+{}'~@validCharsInLocal.net": the same address, with
      // the characters RFC 6068 §2 reserves (and "{" "}" "^", no URI characters) encoded
      ["&*=?^+{}'~@validCharsInLocal.net", ["mailto:%26*%3D%3F%5E+%7B%7D'~@validCharsInLocal.net"]],
      ["foor@bar.newTLD", ["mailto:foor@bar.newTLD"]],
      ["HerpDerp@xn--ls8h.la", ["mailto:HerpDerp@xn--ls8h.la"]],
      // invalid
      ["missingDomain@.com", []],
      ["@missingLocal.org", []],
      ["missingDot@com", []],
      ["two@@signs.com", []],
      ["colonButNoPort@127.0.0.1:", []],
      ["domainStartsWithDash@-domain.com", []],
      ["domainEndsWithDash@domain-.com", []],
      ['! "#$%(),/;<>[]`|@invalidCharsInLocal.org', []],
      ['invalidCharsInDomain@! "#$%(),/;<>_[]`|.org', []],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // libpurple: ["mailto:IPInsteadOfDomain@127.0.0.1"]. A TLD is never all digits, and
        // RFC 5321 §4.1.3 writes an address literal in brackets ("foo@1.2.3.4" in
        // peer-suites-audit-xurls-urifind.test.ts)
        ["IPInsteadOfDomain@127.0.0.1", []],
        // libpurple: [] (no address; it links a schemeless name only after "www." or "ftp.").
        // A name with a known TLD is a fuzzy link (RULES.md "Fuzzy links")
        ["missingatSign.net", ["http://missingatSign.net"]],
        // libpurple: [] (the "." is taken into the local part, which is then invalid). A "."
        // that opens the word before an address is the text's (RULES.md "Fuzzy links":
        // ".foo@bar.baz")
        [".localStartsWithDot@domain.com", ["mailto:localStartsWithDot@domain.com"]],
      ],
      { fuzzy: true },
    );
  });
});
