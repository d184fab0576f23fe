/**
 * URL cases from the twitter-text conformance suite, verbatim from the npm tarball
 * twitter-text 1.5.0 (package/test/twitter-text-conformance/): extract.yml `urls` and
 * `urls_with_indices` (the extracted strings; the indices agree wherever the URL does, in
 * UTF-16 units as urisift's byte offsets converted), and autolink.yml `urls` and the URL
 * cases of `all` (the href targets of the expected HTML, `&amp;` read as `&`). Hashtags,
 * mentions, cashtags, lists, validate.yml and hit_highlighting.yml are left out.
 * Twitter's extractor finds schemeless names: those cases are read with `fuzzy: true` and
 * "http://" added; the cases with a scheme are read without it (fuzzy changes none of their
 * scheme'd answers). autolink.yml 1.5.0 links no schemeless name: urisift without fuzzy
 * agrees there. Each group holds the cases where urisift gives the peer's answer; the
 * "differs on purpose" groups hold the peer's answer and the rule in a comment (Twitter's
 * TLD list, t.co codes and hashtag, mention and cashtag syntax are its product rules).
 * Inputs that test/ already holds are left out ("http://example.com", "text:http://…",
 * "いまなにしてるhttp://example.comいまなにしてる", "foo@bar.com", "foo.com").
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("twitter-text 1.5.0 conformance extract.yml urls", () => {
  check([
    ["text http://google.com", ["http://google.com"]],
    ["text http://foobar.com/#", ["http://foobar.com/#"]],
    ["text http://google.com/#foo", ["http://google.com/#foo"]],
    [
      "text http://google.com/#search?q=iphone%20-filter%3Alinks",
      ["http://google.com/#search?q=iphone%20-filter%3Alinks"],
    ],
    [
      "text http://twitter.com/#search?q=iphone%20-filter%3Alinks",
      ["http://twitter.com/#search?q=iphone%20-filter%3Alinks"],
    ],
    [
      "text http://somedomain.com/index.php?path=/abc/def/",
      ["http://somedomain.com/index.php?path=/abc/def/"],
    ],
    [
      "text http://www.boingboing.net/2007/02/14/katamari_damacy_phon.html",
      ["http://www.boingboing.net/2007/02/14/katamari_damacy_phon.html"],
    ],
    ["text http://somehost.com:3000", ["http://somehost.com:3000"]],
    ["text http://xo.com/~matthew+%ff-x", ["http://xo.com/~matthew+%ff-x"]],
    ["text http://xo.com/~matthew+%ff-,.;x", ["http://xo.com/~matthew+%ff-,.;x"]],
    ["text http://xo.com/,.;x", ["http://xo.com/,.;x"]],
    [
      "text http://en.wikipedia.org/wiki/Primer_(film)",
      ["http://en.wikipedia.org/wiki/Primer_(film)"],
    ],
    [
      "text http://www.ams.org/bookstore-getitem/item=mbk-59",
      ["http://www.ams.org/bookstore-getitem/item=mbk-59"],
    ],
    ["text http://✪df.ws/ejp", ["http://✪df.ws/ejp"]],
    ["text http://chilp.it/?77e8fd", ["http://chilp.it/?77e8fd"]],
    ["text http://x.com/oneletterdomain", ["http://x.com/oneletterdomain"]],
    [
      "text http://msdn.microsoft.com/ja-jp/library/system.net.httpwebrequest(v=VS.100).aspx",
      ["http://msdn.microsoft.com/ja-jp/library/system.net.httpwebrequest(v=VS.100).aspx"],
    ],
    [
      "text http://word-and-a-number-8-ftw.domain.com/",
      ["http://word-and-a-number-8-ftw.domain.com/"],
    ],
    ["text http://foo.com?#foo text", ["http://foo.com?#foo"]],
    ["http://foo.jp http://fooooo.jp", ["http://foo.jp", "http://fooooo.jp"]],
    [
      "Go to http://example.com/a+ or http://example.com/a-",
      ["http://example.com/a+", "http://example.com/a-"],
    ],
    [
      "Go to http://example.com/view/slug-url-?foo=bar",
      ["http://example.com/view/slug-url-?foo=bar"],
    ],
    ["test http://sub_domain-dash.twitter.com", ["http://sub_domain-dash.twitter.com"]],
    ["test http://a.b.cd", ["http://a.b.cd"]],
    ["test http://a_b.c-d.com", ["http://a_b.c-d.com"]],
    ["test http://a-b.c.com", ["http://a-b.c.com"]],
    ["test http://twitter-dash.com", ["http://twitter-dash.com"]],
    [
      "http://www.bestbuy.com/site/Currie+Technologies+-+Ezip+400+Scooter/9885188.p?id=1218189013070&skuId=9885188",
      [
        "http://www.bestbuy.com/site/Currie+Technologies+-+Ezip+400+Scooter/9885188.p?id=1218189013070&skuId=9885188",
      ],
    ],
    [
      "test http://www.foo.com/foo/path-with-period./",
      ["http://www.foo.com/foo/path-with-period./"],
    ],
    ["test http://www.foo.org.za/foo/bar/688.1", ["http://www.foo.org.za/foo/bar/688.1"]],
    ["test http://foo.com/bar/123/foo_&_bar/", ["http://foo.com/bar/123/foo_&_bar/"]],
    ["test http://www.cp.sc.edu/events/65 test", ["http://www.cp.sc.edu/events/65"]],
    [
      "http://www.andersondaradio.no.comunidades.net/ test test",
      ["http://www.andersondaradio.no.comunidades.net/"],
    ],
    ["test http://twitter.com/.", ["http://twitter.com/"]],
    [
      "http://tn.com.ar/show/00056158/la-estrella-del-certamen-el-turno-de-pamela-anderson?fb_xd_fragment#?=&cb=fe17523f223b7&relation=parent.parent&transport=fragment&type=resize&height=20&ackdata",
      [
        "http://tn.com.ar/show/00056158/la-estrella-del-certamen-el-turno-de-pamela-anderson?fb_xd_fragment#?=&cb=fe17523f223b7&relation=parent.parent&transport=fragment&type=resize&height=20&ackdata",
      ],
    ],
    [
      "text http://tn.com.ar/show/00056158/la-estrella-del-certamen-el-turno-de-pamela-anderson?fb_xd_fragment#?=&cb=fe17523f223b7&relation=parent.parent&transport=fragment&type=resize&height=20&ackdata text",
      [
        "http://tn.com.ar/show/00056158/la-estrella-del-certamen-el-turno-de-pamela-anderson?fb_xd_fragment#?=&cb=fe17523f223b7&relation=parent.parent&transport=fragment&type=resize&height=20&ackdata",
      ],
    ],
    [
      "Test a ton of periods http://example.com/path..........................................",
      ["http://example.com/path"],
    ],
    [
      "Test a ton of periods http://example.com/,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
      ["http://example.com/"],
    ],
    [
      "Test a ton of periods http://example.com/path/!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
      ["http://example.com/path/"],
    ],
    ["According to http://t.co/ulYGBYSo: the internet is cool", ["http://t.co/ulYGBYSo"]],
    // the scheme'd part; the peer also "example.com/path", "t.co/abcde" (fuzzy, below)
    [
      "http://twitter.com\nhttp://example.com\nhttp://example.com/path\nexample.com/path\nt.co\nt.co/abcde",
      ["http://twitter.com", "http://example.com", "http://example.com/path"],
    ],
  ]);
});

describe("twitter-text 1.5.0 conformance extract.yml urls, schemeless, fuzzy", () => {
  check(
    [
      [
        "foo.com foo.net foo.org foo.edu foo.gov",
        ["http://foo.com", "http://foo.net", "http://foo.org", "http://foo.edu", "http://foo.gov"],
      ],
      ["t.co/abcde bit.ly/abcde", ["http://t.co/abcde", "http://bit.ly/abcde"]],
      ["@user Try http:// example.com/path", ["http://example.com/path"]],
      // a no-break space (U+00A0) after the slashes
      ["@user Try http://\u00a0example.com/path", ["http://example.com/path"]],
      ["test ELPAÍS.com", ["http://ELPAÍS.com"]],
      ["long.test.tar.bz2 test.tar.bz2 tar.bz2", []],
    ],
    { fuzzy: true },
  );
});

describe("twitter-text 1.5.0 conformance extract.yml urls_with_indices", () => {
  check([
    // indices [11, 28]: the same in UTF-16 units as urisift's bytes converted
    ["皆さん見てください！ http://google.com", ["http://google.com"]],
    ["http://t.co http://t.co", ["http://t.co", "http://t.co"]],
  ]);
});

describe("twitter-text 1.5.0 conformance autolink.yml urls (the href targets)", () => {
  check([
    ["text http://example.com", ["http://example.com"]],
    ["text http://example.com more text", ["http://example.com"]],
    ["text (http://example.com)", ["http://example.com"]],
    ["text (http://example.com/test)", ["http://example.com/test"]],
    ["text http://msdn.com/S(deadbeef)/page.htm", ["http://msdn.com/S(deadbeef)/page.htm"]],
    ['text http://foo.com/("onclick="alert(1)")', ["http://foo.com/"]],
    ["Parenthetically bad http://example.com/i_has_a_) thing", ["http://example.com/i_has_a_"]],
    ["I enjoy Macintosh Brand computers: http://✪df.ws/ejp", ["http://✪df.ws/ejp"]],
    ["test http://www.example.co.jp", ["http://www.example.co.jp"]],
    ["text http://example.com?", ["http://example.com"]],
    ["text http://example.com!", ["http://example.com"]],
    ["text http://example.com,", ["http://example.com"]],
    ["In http://example.com/test, Douglas explains 42.", ["http://example.com/test"]],
    ["text http://example.com.", ["http://example.com"]],
    ["text http://example.com:", ["http://example.com"]],
    ["text http://example.com;", ["http://example.com"]],
    ["text http://example.com]", ["http://example.com"]],
    ["text http://example.com)", ["http://example.com"]],
    ["text http://example.com}", ["http://example.com"]],
    ["text http://example.com'", ["http://example.com"]],
    ["text /http://example.com", ["http://example.com"]],
    ["text !http://example.com", ["http://example.com"]],
    ["text =http://example.com", ["http://example.com"]],
    ['text "http://example.com"', ["http://example.com"]],
    ["<link rel='true'>http://example.com</link>", ["http://example.com"]],
    [
      "http://example.com https://sslexample.com http://sub.example.com",
      ["http://example.com", "https://sslexample.com", "http://sub.example.com"],
    ],
    ["http://example.mobi/path", ["http://example.mobi/path"]],
    ["http://foo.com/?#foo", ["http://foo.com/?#foo"]],
    // autolink 1.5.0 links no schemeless name (extract.yml does: fuzzy finds these)
    ["www.example.biz", []],
    ["WWW.EXAMPLE.BIZ", []],
    ["foo.org", []],
    ["foo.net", []],
    ["foo.gov", []],
    ["foo.edu", []],
    ["foo.it twitter.co.jp foo.commerce foo.nettastic foo.us foo.co.uk", []],
    [
      "http://foo.com AND https://bar.com AND www.foobar.com",
      ["http://foo.com", "https://bar.com"],
    ],
    ["See http://example.com example.com", ["http://example.com"]],
    [
      "http://www.flickr.com/photos/29674651@N00/4382024406",
      ["http://www.flickr.com/photos/29674651@N00/4382024406"],
    ],
    [
      "http://www.flickr.com/photos/29674651@N00/foobar",
      ["http://www.flickr.com/photos/29674651@N00/foobar"],
    ],
    ["http://www.example.com/#answer", ["http://www.example.com/#answer"]],
    [
      "I think it's proper to end sentences with a period http://tell.me.com. Even when they contain a URL.",
      ["http://tell.me.com"],
    ],
    [
      "I think it's proper to end sentences with a period http://tell.me/why. Even when they contain a URL.",
      ["http://tell.me/why"],
    ],
    [
      "I think it's proper to end sentences with a period http://tell.me/why?=because.i.want.it. Even when they contain a URL.",
      ["http://tell.me/why?=because.i.want.it"],
    ],
    ["Czech out sweet deals at http://mrs.domain-dash.biz ok?", ["http://mrs.domain-dash.biz"]],
    ["See also: http://xn--80abe5aohbnkjb.xn--p1ai/", ["http://xn--80abe5aohbnkjb.xn--p1ai/"]],
    ["Is www...foo a valid URL?", []],
    ["Is www.-foo.com a valid URL?", []],
    ["Is www.foo-bar.com a valid URL?", []],
    ["Is http://www.foo-bar.com a valid URL?", ["http://www.foo-bar.com"]],
    [
      "Check out http://search.twitter.com/#!/search?q=avro&lang=en",
      ["http://search.twitter.com/#!/search?q=avro&lang=en"],
    ],
    [
      `Check out http://example.com/${"a".repeat(1500)}`,
      [`http://example.com/${"a".repeat(1500)}`],
    ],
    [
      "Go to http://example.com/a+?this=that or http://example.com/a-?this=that",
      ["http://example.com/a+?this=that", "http://example.com/a-?this=that"],
    ],
    ["@user Try http:// example.com/path", []],
    // a no-break space (U+00A0) after the slashes
    ["@user Try http://\u00a0example.com/path", []],
    ["See: http://example.com/café", ["http://example.com/café"]],
    ["See: www.twitter.com or twitter.com/twitter", []],
  ]);
});

describe("twitter-text 1.5.0 conformance autolink.yml all (URL hrefs)", () => {
  check([
    [
      "http://www.flickr.com/photos/29674651@N00/4382024406 if you know what's good for you.",
      ["http://www.flickr.com/photos/29674651@N00/4382024406"],
    ],
    ["See: http://example.com/@user/", ["http://example.com/@user/"]],
    ["#twitter.com #twitter.co.jp", []],
    ["@twitter.com @twitter.co.jp", []],
  ]);
});

describe("twitter-text 1.5.0 conformance, differs on purpose", () => {
  check([
    // extract.yml: no URL (the description: "DO NOT extract invalid URL"). RFC 3986 §3.2.2
    // reg-name holds "_" and "-" anywhere (http: RFC 9110 §4.2.1 takes RFC 3986's host); DNS
    // names with "_" exist ("_dmarc"), and the peer itself takes
    // "http://sub_domain-dash.twitter.com"
    [
      "text http://domain-dash_2314352345_dfasd.foo-cow_4352.com",
      ["http://domain-dash_2314352345_dfasd.foo-cow_4352.com"],
    ],
    // extract.yml: no URL (a leading dash). RFC 3986 §3.2.2 reg-name, as above
    [
      "text http://-dash_2314352345_dfasd.foo-cow_4352.com",
      ["http://-dash_2314352345_dfasd.foo-cow_4352.com"],
    ],
    // extract.yml: no URL (no TLD). A host needs no dot (RFC 3986 §3.2.2: http://localhost);
    // the TLD list is the peer's product rule
    ["text http://no-tld", ["http://no-tld"]],
    // extract.yml: no URL ("tld-too-short"). RFC 3986 §3.2.2 reg-name; no TLD list
    ["text http://tld-too-short.x", ["http://tld-too-short.x"]],
    // extract.yml: "http://domain.com" (its TLD list cuts the last label). The host
    // "domain.com-that-you-…" is a well-formed DNS name (RFC 1123 §2.1)
    [
      "text http://domain.com-that-you-should-have-put-a-space-after",
      ["http://domain.com-that-you-should-have-put-a-space-after"],
    ],
    // extract.yml: no URL, here and in the next seven (leading or trailing dashes and
    // underscores in labels, an underscore in the domain or TLD). RFC 3986 §3.2.2 reg-name
    // admits them; the peer's label rules are its own
    ["test http://-leadingdash.twitter.com", ["http://-leadingdash.twitter.com"]],
    ["test http://trailingdash-.twitter.com", ["http://trailingdash-.twitter.com"]],
    ["test http://_leadingunderscore.twitter.com", ["http://_leadingunderscore.twitter.com"]],
    ["test http://trailingunderscore_.twitter.com", ["http://trailingunderscore_.twitter.com"]],
    ["test http://-twitter.com", ["http://-twitter.com"]],
    ["test http://twitter-.com", ["http://twitter-.com"]],
    ["test http://twitter_underscore.com", ["http://twitter_underscore.com"]],
    ["test http://twitter.c_o_m", ["http://twitter.c_o_m"]],
    // extract.yml: the whole "…param2=P1|0||P2|0". "|" is no URI character and ends a bare URI
    // (RFC 3986 §2.2, App. A; RULES.md "Strict grammar")
    [
      "test http://www.foo.com/bar-path/some.stm?param1=foo;param2=P1|0||P2|0",
      ["http://www.foo.com/bar-path/some.stm?param1=foo;param2=P1"],
    ],
    // extract.yml: no URL ("in hashtag or @mention"). After "@" a "scheme://" still starts a URI
    // (RULES.md "Glued text": inside a word only "scheme://" starts one), after "#" too; the
    // peer's hashtag and mention syntax is its own
    [
      "#test.com @test.com #http://test.com @http://test.com #t.co/abcde @t.co/abcde",
      ["http://test.com", "http://test.com"],
    ],
    // extract.yml: "http://t.co/pbY2NfTZ" (t.co paths are its own short codes). An apostrophe
    // in a path stays (RULES.md "Glued symbols and punctuation": "…/wiki/McDonald's")
    ["I really like http://t.co/pbY2NfTZ's website", ["http://t.co/pbY2NfTZ's"]],
    // extract.yml: "http://t.co/FNkPfmii". A "-" ending a path stays (RULES.md "Glued symbols":
    // only at a host's end is it the text's dash; the peer keeps "http://example.com/a-" too)
    ["Check this site out http://t.co/FNkPfmii- it's great", ["http://t.co/FNkPfmii-"]],
    // extract.yml: no URL ("preceded by $", its cashtags). "$" is no scheme character: the
    // scheme starts after it (DESIGN: trigger; RULES.md "Glued text")
    [
      "$http://twitter.com $twitter.com $http://t.co/abcde $t.co/abcde $t.co $TVI.CA $RBS.CA",
      ["http://twitter.com", "http://t.co/abcde"],
    ],
    // urls_with_indices: every t.co URL cut at its code ("…pbY2NfTZ", "…8MkmHU0k",
    // "…TKLp64dY", "…8t7G3ddS", "…FNkPfmii"). "'s", "+c", ".x", "#a" and a trailing "-" are
    // URI characters in a path or fragment (RFC 3986 §3.3, §3.5; README as above)
    [
      "http://t.co/pbY2NfTZ's http://t.co/2vYHpAc5; http://t.co/ulYGBYSo: http://t.co/8MkmHU0k+c http://t.co/TKLp64dY.x http://t.co/8t7G3ddS#a http://t.co/FNkPfmii-",
      [
        "http://t.co/pbY2NfTZ's",
        "http://t.co/2vYHpAc5",
        "http://t.co/ulYGBYSo",
        "http://t.co/8MkmHU0k+c",
        "http://t.co/TKLp64dY.x",
        "http://t.co/8t7G3ddS#a",
        "http://t.co/FNkPfmii-",
      ],
    ],
    // autolink.yml: the whole "…/pipe|character?yes|pipe|character". "|" ends a bare URI (as
    // above)
    ["text http://example.com/pipe|character?yes|pipe|character", ["http://example.com/pipe"]],
    // autolink.yml: no link ("!" in the domain). RFC 3986 §3.2.2: a reg-name holds sub-delims,
    // and urisift reports what is written (a doubtful case: no DNS name holds "!")
    ["badly formatted http://foo!bar.com", ["http://foo!bar.com"]],
    // autolink.yml: no link ("_" in the domain). RFC 3986 §3.2.2 reg-name
    ["badly formatted http://foo_bar.com", ["http://foo_bar.com"]],
    // autolink.yml: no link ("preceded by @"). After "@" "scheme://" starts a URI (README
    // "Glued text")
    ["@http://example.com", ["http://example.com"]],
    // autolink.yml: "http://t.co/abcde". An apostrophe in a path stays (README)
    ["See: http://t.co/abcde's page", ["http://t.co/abcde's"]],
    // autolink.yml: no link ("preceded by $"), as in extract.yml
    [
      "$https://twitter.com $twitter.com $http://t.co/abcde $t.co/abcde $t.co $TVI.CA $RBS.CA",
      ["https://twitter.com", "http://t.co/abcde"],
    ],
    // autolink.yml all: "http://example.com/test" (its rule: no "&" without "?", then an
    // @mention). "&" and "@" are pchar (RFC 3986 §3.3)
    [
      "Check out: http://example.com/test&@chasesechrist",
      ["http://example.com/test&@chasesechrist"],
    ],
    // autolink.yml all: "http://example.com/" and a mention "@user". "@" is pchar (RFC 3986
    // §3.3: "https://medium.com/@user")
    ["See: http://example.com/@user", ["http://example.com/@user"]],
    // autolink.yml all: no link ("preceded by # or @"), as above
    ["#https://twitter.com @https://twitter.com", ["https://twitter.com", "https://twitter.com"]],
  ]);
});

describe("twitter-text 1.5.0 conformance, differs on purpose, fuzzy", () => {
  check(
    [
      // extract.yml: ["foo.co.jp", "www.foo.co.uk"]. The peer takes a ccTLD name without a path
      // only under its second-level list; linkify-it's TLD list takes "foo.jp" (RULES.md "Fuzzy
      // links"; the peer's TLD rules are its own)
      [
        "foo.bar foo.co.jp www.foo.bar www.foo.co.uk wwwww.foo foo.comm foo.somecom foo.govedu foo.jp",
        // (and, since session 53, "www.foo.bar": ".bar" is in the root zone, after "www." and a
        // name; fuzzy-tlds.ts)
        ["http://foo.co.jp", "http://www.foo.bar", "http://www.foo.co.uk", "http://foo.jp"],
      ],
      // extract.yml: ["example.com/path/index.html", "example.com/path"]. An IRI path keeps its
      // CJK characters (RULES.md "Scripts without spaces", RFC 3987 §2.2 ucschar: the peer's
      // path has none, so it cuts "…/wiki/日本語" too)
      [
        "これは日本語です。example.com/path/index.html中国語example.com/path한국",
        ["http://example.com/path/index.html中国語example.com/path한국"],
      ],
      // extract.yml (and urls_with_indices): "t.co/abcde" and "twitter.com" apart. The IRI path
      // "abcde한국twitter.com" stays whole (as above)
      [
        "twitter.comこれは日本語です。example.com中国語t.co/abcde한국twitter.com example2.comテストtwitter.com/abcde",
        [
          "http://twitter.com",
          "http://example.com",
          "http://t.co/abcde한국twitter.com",
          "http://example2.com",
          "http://twitter.com/abcde",
        ],
      ],
      // extract.yml: no URL ("short URLs without protocol on ccTLD domains without path"): the
      // peer's product rule; a host ends where its ASCII labels turn into CJK (RULES.md "Scripts
      // without spaces")
      [
        "twitter.jp日本語t.co中国語foo.jp t.co foo.jp",
        ["http://twitter.jp", "http://t.co", "http://foo.jp", "http://t.co", "http://foo.jp"],
      ],
      // extract.yml: no "t.co" alone on its line (a ccTLD name without a path, as above)
      [
        "http://twitter.com\nhttp://example.com\nhttp://example.com/path\nexample.com/path\nt.co\nt.co/abcde",
        [
          "http://twitter.com",
          "http://example.com",
          "http://example.com/path",
          "http://example.com/path",
          "http://t.co",
          "http://t.co/abcde",
        ],
      ],
    ],
    { fuzzy: true },
  );
});

describe("found wrong, fixed (or answered on purpose)", () => {
  check([
    // autolink.yml "Autolink url followed by = (without it)": "http://example.com". urisift:
    // "http://example.com=" — no DNS name holds "=" (RFC 1123 §2.1); a sub-delim glued to the
    // end of an http(s)/ws(s)/ftp host is the text's, as "*" and "-" are (bare.ts trailing loop)
    ["text http://example.com=", ["http://example.com"]],
    // autolink.yml "Autolink URL should HTML escape the URL": the peer
    // "https://twitter.com/otm_m"; on purpose with its "@": a path may end with one (pchar,
    // RFC 3986 §3.3), and the quote after it ends the URI (xurls' "…/path@" is kept too)
    [
      'example: https://twitter.com/otm_m@"onmousedown="alert(\'foo\')" style=background-color:yellow;color:yellow;"/',
      ["https://twitter.com/otm_m@"],
    ],
    // autolink.yml all "Does not allow an XSS after an @": the peer "http://x.xx.com/" (as above)
    ['See: http://x.xx.com/@"style="color:pink"onmouseover=alert(1)//', ["http://x.xx.com/@"]],
    // extract.yml "Extract URLs with and without protocol surrounded by CJK characters" (and
    // urls_with_indices): the peer "http://twitter.com/", "http://t.co/abcde",
    // "http://twitter.com/abcde" (with the schemeless ones). The CJK paths stay (differs on
    // purpose, above), but "テストhttp://twitter.com/abcde" is another URI glued to the path in a
    // script written without spaces; urisift swallows it:
    // "http://t.co/abcde한국…テストhttp://twitter.com/abcde"
    [
      "http://twitter.com/これは日本語です。example.com中国語http://t.co/abcde한국twitter.comテストexample2.comテストhttp://twitter.com/abcde",
      [
        "http://twitter.com/これは日本語です",
        "http://t.co/abcde한국twitter.comテストexample2.comテスト",
        "http://twitter.com/abcde",
      ],
    ],
  ]);
});

describe("found wrong, fixed (or answered on purpose), fuzzy", () => {
  check(
    [
      // extract.yml "DO NOT extract URLs in hashtag or @mention": no URL. urisift also reads
      // "test.com" and "t.co/abcde" out of "#test.com", "#t.co/abcde" (a hashtag; a doubtful case).
      // Expected here: only the two "scheme://" ones (differs on purpose, above)
      [
        "#test.com @test.com #http://test.com @http://test.com #t.co/abcde @t.co/abcde",
        ["http://test.com", "http://test.com"],
      ],
      // extract.yml "DO NOT extract URL if preceded by $": no URL. urisift also reads
      // "twitter.com", "t.co/abcde", "t.co", "TVI.CA", "RBS.CA" after "$" (cashtags, shell
      // variables: linkify-it takes "$" as a separator; a doubtful case)
      [
        "$http://twitter.com $twitter.com $http://t.co/abcde $t.co/abcde $t.co $TVI.CA $RBS.CA",
        ["http://twitter.com", "http://t.co/abcde"],
      ],
      // autolink.yml "DO NOT autolink URL if preceded by $": as above
      [
        "$https://twitter.com $twitter.com $http://t.co/abcde $t.co/abcde $t.co $TVI.CA $RBS.CA",
        ["https://twitter.com", "http://t.co/abcde"],
      ],
      // autolink.yml all "Autolink hashtag if followed by . and TLD": no link. urisift reads
      // "twitter.com", "twitter.co.jp" after "#"
      ["#twitter.com #twitter.co.jp", []],
    ],
    { fuzzy: true },
  );
});
