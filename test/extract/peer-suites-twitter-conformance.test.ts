/**
 * URL cases that the twitter-text conformance suite added after 1.5.0 (1.5.0's are in
 * peer-suites-twitter.test.ts), verbatim from the npm tarball twitter-text 1.10.0
 * (package/test/twitter-text-conformance/; the last npm release that ships the suite — the
 * Debian source package ruby-twitter-text 1.14.7+conformance-2 carries a later copy):
 * extract.yml `urls` and `urls_with_indices` (the extracted strings; the indices agree
 * wherever the URL does, in UTF-16 units as urisift's byte offsets converted), autolink.yml
 * `urls` and the URL cases of `all` (the href targets of the expected HTML), and validate.yml
 * `urls` and `urls_without_protocol` (isValidUrl: run through validateUri, the schemeless
 * ones with "http://" added). Run as in peer-suites-twitter.test.ts: schemeless names with
 * `fuzzy: true` and "http://" added, cases with a scheme without it. The "differs on purpose"
 * groups hold the peer's answer and the rule in a comment (Twitter's TLD list, its short
 * ccTLD names and its e-mail rule are its product rules). Inputs that test/ already holds are
 * left out: every 1.10.0 case not listed here is there, most in peer-suites-twitter.test.ts
 * (1.10.0 now agrees on "See: http://example.com/@user" and drops
 * "Check out: http://example.com/test&@chasesechrist"), and the validate.yml inputs
 * "http://example.com", "http://☃.net/", "http://domain-dash_2314352345_dfasd.foo-cow_4352.com",
 * "example.com", "www.example.com", "t.co", "foo.co.jp".
 */
import { describe, test } from "vitest";
import { check } from "../helpers/peer-check.js";
import { expectInvalid, expectValid } from "../helpers/peer-expect.js";

describe("twitter-text 1.10.0 conformance extract.yml urls", () => {
  check([
    // "Extract URL before newline": the scheme'd part; the peer also "example.com/path",
    // "it.so/abcde" (fuzzy, differs on purpose below)
    [
      "http://twitter.com\nhttp://example.com\nhttp://example.com/path\nexample.com/path\nit.so\nit.so/abcde",
      ["http://twitter.com", "http://example.com", "http://example.com/path"],
    ],
  ]);
});

describe("twitter-text 1.10.0 conformance extract.yml urls, schemeless, fuzzy", () => {
  check(
    [
      // "Extract some (tv|co) short URLs without protocol on ccTLD domains without path"
      [
        "MLB.tv vine.co twitch.tv t.co",
        ["http://MLB.tv", "http://vine.co", "http://twitch.tv", "http://t.co"],
      ],
    ],
    { fuzzy: true },
  );
});

describe("twitter-text 1.10.0 conformance extract.yml urls_with_indices", () => {
  check([
    // "Extract I18N URL": indices [5, 33]
    ["test http://xn--ls8h.XN--ls8h.la/", ["http://xn--ls8h.XN--ls8h.la/"]],
    // "Extract URLs with IDN(not encoded)": indices [5, 23], [24, 41], [42, 64]
    [
      "test http://foobar.みんな/ http://foobar.中国/ http://foobar.پاکستان/ ",
      ["http://foobar.みんな/", "http://foobar.中国/", "http://foobar.پاکستان/"],
    ],
  ]);
});

describe("twitter-text 1.10.0 conformance autolink.yml urls (the href targets)", () => {
  check([
    ["text (URL in parentheses http://msdn.com/S(deadbeef))", ["http://msdn.com/S(deadbeef)"]],
    [
      "text https://rdio.com/artist/50_Cent/album/We_Up/track/We_Up_(Album_Version_(Edited))/",
      ["https://rdio.com/artist/50_Cent/album/We_Up/track/We_Up_(Album_Version_(Edited))/"],
    ],
    [
      "text (URL in parentheses https://rdio.com/artist/50_Cent/album/We_Up/track/We_Up_(Album_Version_(Edited))/)",
      ["https://rdio.com/artist/50_Cent/album/We_Up/track/We_Up_(Album_Version_(Edited))/"],
    ],
    ["test http://www.example.sx", ["http://www.example.sx"]],
    // "Autolink url followed by nested parentheses (without them)" — found wrong: urisift gave
    // "…/We_Up(URL"; the "(" opens a parenthetical that a ")" closes after spaces later on the
    // line (RULES.md "Closers")
    [
      "text https://rdio.com/artist/50_Cent/album/We_Up/track/We_Up(URL description with spaces and (parentheses))",
      ["https://rdio.com/artist/50_Cent/album/We_Up/track/We_Up"],
    ],
  ]);
});

describe("twitter-text 1.10.0 conformance autolink.yml all (URL hrefs)", () => {
  check([["See: http://example.com/?@user=@user", ["http://example.com/?@user=@user"]]]);
});

describe("twitter-text 1.10.0 conformance validate.yml urls", () => {
  test.each([
    "https://example.com/path/to/resource?search=foo&lang=en",
    "http://twitter.com/#!/twitter",
    "HTTPS://www.ExaMPLE.COM/index.html",
    "http://user:PASSW0RD@example.com:8080/login.php",
    "http://sports.yahoo.com/nfl/news;_ylt=Aom0;ylu=XyZ?slug=ap-superbowlnotebook",
    "http://192.168.0.1/index.html?src=asdf",
    "http://[3ffe:1900:4545:3:200:f8ff:fe21:67cf]:80/index.html",
    "http://test_underscore.twitter.com",
    "http://example.com?foo=$bar.;baz?BAZ&c=d-#top/?stories+",
  ])("%s is valid", (uri) => expectValid(uri));
  test.each([
    ["https://user:pass[word]@www.example.com/", "bad-userinfo"],
    ['http://en.wikipedia.org/wiki/"#Punctuation', "bad-path"],
    ["http://example.com/#anchor ", "bad-fragment"],
  ])("%s is invalid", (uri, reason) => expectInvalid(uri, reason));
});

describe("twitter-text 1.10.0 conformance validate.yml urls_without_protocol", () => {
  test.each(["example.com/path/to/resource?search=foo&lang=en"])("http://%s is valid", (text) =>
    expectValid(`http://${text}`));
});

describe("twitter-text 1.10.0 conformance, differs on purpose", () => {
  check([
    // autolink.yml "Autolink url followed by completely unbalanced nested parentheses (without
    // them)": "https://rdio.com/artist/50_Cent/album/We_Up/track/We_Up_". "(" is pchar (RFC 3986
    // §3.3) and nothing closes it: an unclosed "(" followed by more of the URI stays (README
    // "Closers": only a "(" at the end is the text's; rules.test.ts "http://example.org/(a")
    [
      "text https://rdio.com/artist/50_Cent/album/We_Up/track/We_Up_(Album_Version_(Edited",
      ["https://rdio.com/artist/50_Cent/album/We_Up/track/We_Up_(Album_Version_(Edited"],
    ],
  ]);
});

describe("twitter-text 1.10.0 conformance, differs on purpose, fuzzy", () => {
  check(
    [
      // extract.yml: ["foo.co.jp", "www.foo.co.uk"]. The peer takes a ccTLD name without a path
      // only under its second-level list (and its "(tv|co)" names); linkify-it's TLD list takes
      // "foo.jp" (RULES.md "Fuzzy links"; the peer's TLD rules are its own)
      [
        "foo.baz foo.co.jp www.xxxxxxx.baz www.foo.co.uk wwwww.xxxxxxx foo.comm foo.somecom foo.govedu foo.jp",
        ["http://foo.co.jp", "http://www.foo.co.uk", "http://foo.jp"],
      ],
      // extract.yml: no URL ("short URLs without protocol on ccTLD domains without path"): the
      // peer's product rule; a host ends where its ASCII labels turn into CJK (RULES.md "Scripts
      // without spaces")
      [
        "twitter.jp日本語it.so中国語foo.jp it.so foo.jp",
        ["http://twitter.jp", "http://it.so", "http://foo.jp", "http://it.so", "http://foo.jp"],
      ],
      // extract.yml: no "it.so" alone on its line (a ccTLD name without a path, as above)
      [
        "http://twitter.com\nhttp://example.com\nhttp://example.com/path\nexample.com/path\nit.so\nit.so/abcde",
        [
          "http://twitter.com",
          "http://example.com",
          "http://example.com/path",
          "http://example.com/path",
          "http://it.so",
          "http://it.so/abcde",
        ],
      ],
      // extract.yml "DO NOT extract URL with gTLD followed by @ sign": no URL. urisift takes no
      // "http://john.doe.gov" either; with fuzzy it reads the e-mail address (RULES.md "Fuzzy
      // links": an address becomes a mailto: URI, RFC 6068), which twitter-text never extracts
      ["john.doe.gov@mail.com", ["mailto:john.doe.gov@mail.com"]],
      // extract.yml "DO NOT extract URL with ccTLD followed by @ sign": as above
      ["john.doe.jp@mail.com", ["mailto:john.doe.jp@mail.com"]],
    ],
    { fuzzy: true },
  );
});

describe("twitter-text 1.10.0 conformance validate.yml, agreeing since session 51", () => {
  // "Invalid url: unicode domain trailing dash": false. An IDN label may not end with "-"
  // (RFC 5891 §4.2.3.1; RFC 3490 §4.1 step 3(b), which RFC 3987 §3.1's UseSTD3ASCIIRules turns
  // on): the ireg-name has no A-label (urisift took it as http://xn----0xp.net/ before)
  test("http://☃-.net/ is invalid (bad-idn)", () => expectInvalid("http://☃-.net/", "bad-idn"));
});

describe("twitter-text 1.10.0 conformance validate.yml, differs on purpose", () => {
  test.each([
    // "Invalid url: invalid scheme": false (isValidUrl takes http and https only). ftp is a
    // registered scheme with the generic syntax (RFC 1738 §3.2, RFC 3986 §3)
    "ftp://www.example.com/",
    // "Invalid url: domain beginning dash": false. RFC 3986 §3.2.2 reg-name admits it (as in
    // peer-suites-twitter.test.ts, "http://-leadingdash.twitter.com")
    "http://www.-domain4352.com/",
    // "Invalid url: domain trailing dash": false. RFC 3986 §3.2.2 reg-name, as above
    "http://www.domain4352-.com/",
    // "Invalid url: improperly encoded unicode domain": false. A reg-name may hold
    // percent-encoded UTF-8 octets (RFC 3986 §3.2.2; "%e2%98%83" is U+2603, normalized
    // "http://xn--n3h.net/")
    "http://%e2%98%83.net/",
    // "Invalid url: invalid IP": false. "256.1.2.3" is no IPv4address, so it is a reg-name
    // (RFC 3986 §3.2.2; warning ip-host), as for "https://256.256.256.256" in
    // test/core/peer-suites-more.test.ts
    "http://256.1.2.3/",
  ])("%s is valid", (uri) => expectValid(uri));
});
