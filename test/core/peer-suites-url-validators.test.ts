/**
 * Cases from the published test suites of two URL validators (see peer-suites*.test.ts for the
 * other peers), run through the core with the answer RFC 3986 / RFC 3987 and the scheme's own
 * specification give. These validators apply URL policy on top of the syntax (a short list of
 * schemes, a top-level domain, DNS label rules, no dot-segments …); where the peer's "invalid"
 * is only such policy, the case is in the "answered differently on purpose" group of its suite
 * with the peer's answer and the rule that decides ours, and with the warning urisift gives
 * where it flags the same thing. No case showed urisift at fault, so there is no "to fix"
 * group.
 *
 * Sources:
 * - python-django 3.2.25 (Debian bookworm 3:3.2.25-0+deb12u3 to +deb12u7 share the orig tarball
 *   Django-3.2.25; deb12u3's debian/patches touch no validator test):
 *   tests/validators/valid_urls.txt (87 lines),
 *   invalid_urls.txt (76 lines, "http://" three times and "http://01.2.3.4" twice: each is
 *   listed once here) and the URLValidator rows of TEST_DATA in tests/validators/tests.py (the
 *   non-string values None and 56 left out). The peer's rules are URLValidator's in
 *   django/core/validators.py.
 * - libcommons-validator-java 1:1.9.0-1 (Debian trixie; bookworm's 1:1.7-1 orig tarball is no
 *   longer on the mirror): src/test/java/org/apache/commons/validator/routines/
 *   UrlValidatorTest.java, all of its URL cases (testIsValid in full: every combination of its
 *   part tables), and the host-syntax cases of DomainValidatorTest.java (testValidDomains,
 *   testInvalidDomains, testIDN*, testRFC2396*, testDomainNoDots, testValidator297/306,
 *   testUnicodeToASCII, testAllowLocal); its TLD-list tests (testTopLevelDomains, *Sorted*)
 *   are about the peer's tables, not URI syntax.
 * - validator.js isURL: not packaged in Debian (no node-validator source), and the npm
 *   tarball (validator 13.15.35) ships no test/ folder: left out.
 *
 * How the cases map onto the API:
 * - the peer's "valid URL" = validateUri: the generic syntax (RFC 3986 §3, IRIs per RFC 3987)
 *   and the scheme's own rules (RFC 9110 §4.2.1 for http and https: "//" and a non-empty
 *   host; RFC 1738 §3.2 for ftp; RFC 8089 for file); "invalid" = expectInvalid with urisift's
 *   reason, which also checks that normalizeUri refuses it;
 * - DomainValidator.isValid(d) and isValidDomainSyntax(d) = validateUri("http://" + d + "/"),
 *   d as the host of an http URI (RFC 9110 §4.2.1 takes RFC 3986's host);
 * - UrlValidator.isValidScheme(s) = "s:" parses with scheme s (RFC 3986 §3.1);
 * - Django's check of an IDN host through its punycode form = normalizeUri's A-label host
 *   (RFC 3987 §3.1).
 */
import { describe, expect, it } from "vitest";
import { parseUri, validateUri } from "../../src/core/index.js";
import {
  expectInvalid,
  expectNormal,
  expectParts,
  expectValid,
  show,
} from "../helpers/peer-expect.js";

/** valid, with this security flag among its warnings (src/core/warnings.ts) */
function expectValidWarned(uri: string, warning: string): void {
  expectValid(uri);
  expect(validateUri(uri).warnings, uri).toContain(warning);
}

// ─── Django 3.2.25 ─────────────────────────────────────────────────────────────────────────

describe("Django 3.2.25 tests/validators/valid_urls.txt (URLValidator())", () => {
  const valid = [
    "http://www.djangoproject.com/",
    "HTTP://WWW.DJANGOPROJECT.COM/",
    "http://localhost/",
    "http://example.com/",
    "http://example.com./",
    "http://www.example.com/",
    "http://www.example.com:8000/test",
    "http://valid-with-hyphens.com/",
    "http://subdomain.example.com/",
    `http://a.${"a".repeat(45)}`,
    "http://200.8.9.10/",
    "http://200.8.9.10:8000/test",
    "http://su--b.valid-----hyphens.com/",
    "http://example.com?something=value",
    "http://example.com/index.php?something=value&another=value2",
    "https://example.com/",
    "ftp://example.com/",
    "ftps://example.com/",
    "http://foo.com/blah_blah",
    "http://foo.com/blah_blah/",
    "http://foo.com/blah_blah_(wikipedia)",
    "http://foo.com/blah_blah_(wikipedia)_(again)",
    "http://www.example.com/wpstyle/?p=364",
    "https://www.example.com/foo/?bar=baz&inga=42&quux",
    "http://✪df.ws/123",
    "http://userid@example.com",
    "http://userid@example.com/",
    "http://userid@example.com:8080",
    "http://userid@example.com:8080/",
    "http://userid:@example.com",
    "http://userid:@example.com/",
    "http://userid:@example.com:8080",
    "http://userid:@example.com:8080/",
    "http://userid:password@example.com",
    "http://userid:password@example.com/",
    "http://userid:password@example.com:8080",
    "http://userid:password@example.com:8080/",
    `https://userid:p${"a".repeat(228)}ssword@example.com`,
    `https://userid:p${"a".repeat(223)}ssword@example.com:8080`,
    `https://useri${"d".repeat(228)}:password@example.com`,
    `https://useri${"d".repeat(223)}:password@example.com:8080`,
    "http://142.42.1.1/",
    "http://142.42.1.1:8080/",
    "http://➡.ws/䨹",
    "http://⌘.ws",
    "http://⌘.ws/",
    "http://foo.com/blah_(wikipedia)#cite-1",
    "http://foo.com/blah_(wikipedia)_blah#cite-1",
    "http://foo.com/unicode_(✪)_in_parens",
    "http://foo.com/(something)?after=parens",
    "http://☺.damowmow.com/",
    "http://djangoproject.com/events/#&product=browser",
    "http://j.mp",
    "ftp://foo.bar/baz",
    "http://foo.bar/?q=Test%20URL-encoded%20stuff",
    "http://مثال.إختبار",
    "http://例子.测试",
    "http://उदाहरण.परीक्षा",
    "http://-.~_!$&'()*+,;=%40:80%2f@example.com",
    // "http://xn--7sbb4ac0ad0be6cf.xn--p1ai": answered differently (below)
    "http://1337.net",
    "http://a.b-c.de",
    "http://223.255.255.254",
    "ftps://foo.bar/",
    "http://10.1.1.254",
    "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
    "http://[::192.9.5.5]/ipng",
    "http://[::ffff:192.9.5.5]/ipng",
    "http://[::1]:8080/",
    "http://0.0.0.0/",
    "http://255.255.255.255",
    "http://224.0.0.0",
    "http://224.1.1.1",
    "http://111.112.113.114/",
    "http://88.88.88.88/",
    "http://11.12.13.14/",
    "http://10.20.30.40/",
    "http://1.2.3.4/",
    "http://127.0.01.09.home.lan",
    `http://${"a".repeat(63)}.example.com`,
    `http://example.${"a".repeat(63)}.com`,
    `http://example.${"a".repeat(63)}`,
    // a 253-character host (the peer's limit, RFC 1034 §3.1)
    `http://${"a".repeat(33)}.${"a".repeat(27)}.${"a".repeat(34)}.${"a".repeat(30)}.${"a".repeat(33)}.${"a".repeat(31)}.${"a".repeat(30)}.${"a".repeat(28)}`,
    "http://dashintld.c-m",
    "http://multipledashintld.a-b-c",
    "http://evenmoredashintld.a---c",
    // "http://dashinpunytld.xn---c": answered differently (below)
  ];
  for (const s of valid) it(`${show(s)} is valid`, () => expectValid(s));
  // RFC 3986 §3.2.1: "user:password" in the userinfo is deprecated; RFC 9110 §4.2.4
  it("a password in the userinfo is flagged", () => {
    for (const s of valid.filter((u) => /^[a-z]+:\/\/[^/@]*:[^/@]*@/i.test(u))) {
      expect(validateUri(s).warnings, s).toContain("userinfo-password");
    }
  });
});

describe("Django 3.2.25 tests/validators/valid_urls.txt: IDN hosts in their A-label form (RFC 3987 §3.1)", () => {
  // URLValidator checks an IDN host through its punycode form; the normal form is that host
  const normalForms: Array<[string, string]> = [
    ["http://✪df.ws/123", "http://xn--df-oiy.ws/123"],
    ["http://➡.ws/䨹", "http://xn--hgi.ws/%E4%A8%B9"],
    ["http://⌘.ws", "http://xn--bih.ws/"],
    ["http://☺.damowmow.com/", "http://xn--74h.damowmow.com/"],
    ["http://مثال.إختبار", "http://xn--mgbh0fb.xn--kgbechtv/"],
    ["http://例子.测试", "http://xn--fsqu00a.xn--0zwm56d/"],
    ["http://उदाहरण.परीक्षा", "http://xn--p1b6ci4b4b3a.xn--11b5bs3a9aj6g/"],
  ];
  for (const [s, normal] of normalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  }
});

describe("Django 3.2.25 tests/validators/invalid_urls.txt (URLValidator()): refused here too", () => {
  const invalid: Array<[string, string]> = [
    ["foo", "missing-scheme"], // a relative reference (§4.2)
    ["http://", "missing-host"], // RFC 9110 §4.2.1: no empty host (three times in the file)
    ["http://?", "missing-host"],
    ["http://??", "missing-host"],
    ["http://??/", "missing-host"],
    ["http://#", "missing-host"],
    ["http://##", "bad-fragment"], // §3.5: no "#" in a fragment
    ["http://##/", "bad-fragment"],
    ["http://foo.bar?q=Spaces should be encoded", "bad-query"], // App. A: no space
    ["//", "missing-scheme"],
    ["//a", "missing-scheme"],
    ["///a", "missing-scheme"],
    ["///", "missing-scheme"],
    ["http:///a", "missing-host"],
    ["foo.com", "missing-scheme"],
    ["http:// shouldfail.com", "bad-host"],
    [":// should fail", "empty-scheme"], // §3.1: scheme = ALPHA *( … )
    ["http://foo.bar/foo(bar)baz quux", "bad-path"],
    // "xn--" with nothing after it, "xn---": no Punycode behind the prefix (RFC 3492 §6.2),
    // so no A-label (RFC 5890 §2.3.2.1)
    ["http://dashinpunytld.trailingdot.xn--.", "bad-idn"],
    ["http://dashinpunytld.xn---", "bad-idn"],
    ["http:/", "missing-host"],
    ["http://[::1:2::3]:8080/", "bad-ipv6"], // §3.2.2: "::" at most once
    ["http://[]", "bad-ipv6"],
    ["http://[]:8080", "bad-ipv6"],
    ["https://test.[com", "bad-host"], // "[" only opens an IP-literal (§3.2.2)
    // §3.2.1: no "@" in userinfo, so the host would hold one
    ["http://foo@bar@example.com", "bad-host"],
    ["http://foo:bar@baz@example.com", "bad-host"],
    // §3.2: the authority ends at "/", so "bar" is the port, and port = *DIGIT (§3.2.3)
    ["http://foo:bar/baz@example.com", "bad-port"],
  ];
  for (const [s, reason] of invalid) {
    it(`${show(s)} is invalid (${reason})`, () => expectInvalid(s, reason));
  }
});

describe("Django 3.2.25 tests/validators/tests.py TEST_DATA (URLValidator)", () => {
  // URLValidator(EXTENDED_SCHEMES): git and file allowed
  const valid = [
    "file://localhost/path",
    "git://example.com/",
    "git+ssh://git@github.com/example/hg-git.git",
  ];
  for (const s of valid) it(`${show(s)} is valid`, () => expectValid(s));
  it("a 2,000-character password is valid, and flagged (RFC 3986 §3.2.1)", () =>
    expectValidWarned(
      `http://userid:password${"d".repeat(2000)}@example.aaaaaaaaaaaaa.com`,
      "userinfo-password",
    ));
  // RFC 3986 App. A: no control character or space in any component (§2: the peer's
  // "Newlines and tabs are not accepted", "Trailing junk")
  const invalid: Array<[string, string]> = [
    ["no_scheme", "missing-scheme"],
    ["http://www.djangoproject.com/\n", "bad-path"],
    ["http://[::ffff:192.9.5.5]\n", "bad-host"],
    ["http://www.djangoproject.com/\r", "bad-path"],
    ["http://[::ffff:192.9.5.5]\r", "bad-host"],
    ["http://www.django\rproject.com/", "bad-host"],
    ["http://[::\rffff:192.9.5.5]", "bad-ipv6"],
    ["http://\twww.djangoproject.com/", "bad-host"],
    ["http://\t[::ffff:192.9.5.5]", "bad-host"],
    ["http://www.asdasdasdasdsadfm.com.br ", "bad-host"],
    ["http://www.asdasdasdasdsadfm.com.br z", "bad-host"],
  ];
  for (const [s, reason] of invalid) {
    it(`${show(s)} is invalid (${reason})`, () => expectInvalid(s, reason));
  }
});

describe("Django 3.2.25: answered differently on purpose", () => {
  // RFC 3986 §3.1: any scheme with the generic syntax is a URI scheme; URLValidator() allows
  // http, https, ftp and ftps only. file: RFC 8089 §2 (file://localhost/path: "localhost"
  // is the local machine); git: git://host/path (git-fetch(1)); rdar and h have no rule of
  // their own, so the generic syntax decides
  const otherSchemes = ["file://localhost/path", "git://example.com/", "h://test"];
  for (const s of otherSchemes) {
    it(`${show(s)} is valid`, () => expectValid(s)); // the peer: invalid (scheme not allowed)
  }
  // the host "1234" is all digits: resolvers read it as an IPv4 address (RFC 3986 §7.4)
  it('"rdar://1234" is valid, with an IP-like host', () =>
    // the peer: invalid (scheme not allowed)
    expectValidWarned("rdar://1234", "ip-host"));

  // RFC 3986 §3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ) — "-" and "." are
  // unreserved, so a label may start or end with "-", be empty, or stand alone without a
  // top-level domain. RFC 9110 §4.2.1 takes the http host from there. §3.2.2 "does not
  // restrict the syntax of reg-name beyond what is necessary for interoperability" and leaves
  // name syntax to the resolver; "URI producers should use names that conform to the DNS
  // syntax" (RFC 1034 §3.5, RFC 1123 §2.1) is advice to producers, not a validity rule
  const regNames = [
    "http://example", // the peer: invalid (no TLD)
    "http://example.", // the peer: invalid (no TLD)
    "http://.com", // the peer: invalid (empty label)
    "http://invalid-.com", // the peer: invalid (label ends with "-")
    "http://-invalid.com", // the peer: invalid (label starts with "-")
    "http://invalid.com-", // the peer: invalid (TLD ends with "-")
    "http://invalid.-com", // the peer: invalid (TLD starts with "-")
    "http://inv-.alid-.com", // the peer: invalid (labels end with "-")
    "http://inv-.-alid.com", // the peer: invalid
    "http://.", // the peer: invalid (empty labels)
    "http://..", // the peer: invalid
    "http://../", // the peer: invalid
    "http://-error-.invalid/", // the peer: invalid (label starts and ends with "-")
    "http://-a.b.co", // the peer: invalid
    "http://a.b-.co", // the peer: invalid
    "http://a.-b.co", // the peer: invalid
    "http://a.b-.c.co", // the peer: invalid
    "http://.www.foo.bar/", // the peer: invalid (empty first label)
    "http://.www.foo.bar./", // the peer: invalid
    "http://example..com/", // the peer: invalid (empty label)
    "http://invalid-.com/?m=foo@example.com", // the peer: invalid (label ends with "-")
    "git://-invalid.com", // tests.py, URLValidator(EXTENDED_SCHEMES): the peer: invalid
  ];
  for (const s of regNames) {
    it(`${show(s)} is valid, its host a reg-name`, () => {
      expectValid(s);
      expectParts(s, { hostKind: "reg-name" });
    });
  }

  // RFC 3986 §3.2.2: IPv4address is four dec-octets, each without a leading zero; anything
  // else of digits and dots is a reg-name. Resolvers read such names as IPv4 addresses in
  // rare formats (§7.4), which urisift flags
  const numericRegNames = [
    "http://1.1.1.1.1", // the peer: invalid (five octets)
    "http://123.123.123", // the peer: invalid (three octets)
    "http://3628126748", // the peer: invalid (one 32-bit number)
    "http://123", // the peer: invalid
    "http://000.000.000.000", // the peer: invalid (leading zeros)
    "http://016.016.016.016", // the peer: invalid
    "http://192.168.000.001", // the peer: invalid
    "http://01.2.3.4", // the peer: invalid (twice in the file)
    "http://1.02.3.4", // the peer: invalid
    "http://1.2.03.4", // the peer: invalid
    "http://1.2.3.04", // the peer: invalid
  ];
  for (const s of numericRegNames) {
    it(`${show(s)} is valid, a reg-name flagged as IP-like`, () => {
      expectValidWarned(s, "ip-host");
      expectParts(s, { hostKind: "reg-name" });
    });
  }

  // RFC 3986 §3.2.2: reg-name has no length limit ("should limit these names to no more than
  // 255 characters" is advice to producers), and neither has a URI (RFC 9110 §4.1 asks
  // recipients to support at least 8000 octets); the 63-octet label and 253-character name
  // limits are DNS's (RFC 1034 §3.1)
  const longNames = [
    `http://${"a".repeat(64)}.example.com`, // the peer: invalid (64-character label)
    `http://example.${"a".repeat(64)}.com`, // the peer: invalid
    `http://example.${"a".repeat(64)}`, // the peer: invalid (64-character TLD)
    // the peer: invalid (254-character host)
    `http://${"a".repeat(35)}.${"a".repeat(29)}.${"a".repeat(34)}.${"a".repeat(30)}.${"a".repeat(33)}.${"a".repeat(31)}.${"a".repeat(30)}.${"a".repeat(25)}`,
    // tests.py: the peer: invalid (longer than its max_length 2048)
    `http://example.${`${"a".repeat(63)}.`.repeat(1000)}com`,
  ];
  for (const s of longNames) {
    it(`${show(s.length > 80 ? `${s.slice(0, 60)}…` : s)} (${s.length} characters) is valid`, () =>
      expectValid(s));
  }

  // RFC 3986 §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" ), so it may
  // be empty, start with ":", or hold more than one ":". A password (anything after a ":") is
  // deprecated (§3.2.1; RFC 9110 §4.2.4), and urisift flags it
  it('"http://@example.com" is valid, with an empty userinfo', () => {
    // the peer: invalid
    expectValid("http://@example.com");
    expectParts("http://@example.com", { userinfo: "", host: "example.com" });
  });
  const passwords = [
    "http://:@example.com", // the peer: invalid
    "http://:bar@example.com", // the peer: invalid
    "http://foo:bar:baz@example.com", // the peer: invalid
  ];
  for (const s of passwords) {
    it(`${show(s)} is valid, its password flagged`, () =>
      expectValidWarned(s, "userinfo-password"));
  }

  // RFC 3986 §3.2: the authority ends at the first "/"; "@" is a path character (§3.3). The
  // peer refuses a "@" anywhere after "//" (it cannot tell the userinfo from the path)
  it('"http://foo/bar@example.com" is valid: host "foo", path "/bar@example.com"', () => {
    // the peer: invalid
    expectValid("http://foo/bar@example.com");
    expectParts("http://foo/bar@example.com", {
      userinfo: undefined,
      host: "foo",
      path: "/bar@example.com",
    });
  });

  // RFC 3987 §3.1 maps a host to its A-label form, and a label that starts "xn--" must be an
  // A-label: its Punycode must decode (RFC 3492 §6.2) to a valid U-label (RFC 5890 §2.3.2.1,
  // RFC 5891 §5.3, UTS #46 §4.1). The peer only checks the letters: "xn--" + [a-z0-9]{1,59}
  // for a TLD, LDH for any other label
  it('"http://xn--7sbb4ac0ad0be6cf.xn--p1ai" is invalid', () =>
    // the peer: valid. The label decodes to N'Ko starting with U+07F2 NKO COMBINING
    // NASALIZATION MARK: a label must not begin with a combining mark (RFC 5891 §4.2.3.2)
    expectInvalid("http://xn--7sbb4ac0ad0be6cf.xn--p1ai", "bad-idn"));
  it('"http://dashinpunytld.xn---c" is invalid', () =>
    // the peer: valid. "-c" ends inside a Punycode variable-length integer: it does not decode
    expectInvalid("http://dashinpunytld.xn---c", "bad-idn"));
});

// ─── Apache Commons Validator 1.9.0 ────────────────────────────────────────────────────────

/** [text, the peer's ResultPair.valid] */
type Part = readonly [string, boolean];

// UrlValidatorTest's part tables, as in the source
const testUrlScheme: Part[] = [
  ["http://", true],
  ["ftp://", true],
  ["h3t://", true],
  ["3ht://", false],
  ["http:/", false],
  ["http:", false],
  ["http/", false],
  ["://", false],
];
const testUrlAuthority: Part[] = [
  ["www.google.com", true],
  ["www.google.com.", true],
  ["go.com", true],
  ["go.au", true],
  ["0.0.0.0", true],
  ["255.255.255.255", true],
  ["256.256.256.256", false],
  ["255.com", true],
  ["1.2.3.4.5", false],
  ["1.2.3.4.", false],
  ["1.2.3", false],
  [".1.2.3.4", false],
  ["go.a", false],
  ["go.a1a", false],
  ["go.cc", true],
  ["go.1aa", false],
  ["aaa.", false],
  [".aaa", false],
  ["aaa", false],
  ["", false],
];
const testUrlPort: Part[] = [
  [":80", true],
  [":65535", true],
  [":65536", false],
  [":0", true],
  ["", true],
  [":-1", false],
  [":65636", false],
  [":999999999999999999", false],
  [":65a", false],
];
const testPath: Part[] = [
  ["/test1", true],
  ["/t123", true],
  ["/$23", true],
  ["/..", false],
  ["/../", false],
  ["/test1/", true],
  ["", true],
  ["/test1/file", true],
  ["/..//file", false],
  ["/test1//file", false],
];
// ALLOW_2_SLASHES + NO_FRAGMENTS
const testUrlPathOptions: Part[] = [
  ["/test1", true],
  ["/t123", true],
  ["/$23", true],
  ["/..", false],
  ["/../", false],
  ["/test1/", true],
  ["/#", false],
  ["", true],
  ["/test1/file", true],
  ["/t123/file", true],
  ["/$23/file", true],
  ["/../file", false],
  ["/..//file", false],
  ["/test1//file", true],
  ["/#/file", false],
];
const testUrlQuery: Part[] = [
  ["?action=view", true],
  ["?action=edit&mode=up", true],
  ["", true],
];

/**
 * The parts urisift judges otherwise than the peer, as the rest of a "scheme://" URI (the
 * rules are in "answered differently on purpose" below): reg-names (RFC 3986 §3.2.2), paths
 * with dot-segments or empty segments (§3.3), a fragment (§3.5).
 */
const OURS = new Map<string, boolean>([
  ["256.256.256.256", true],
  ["1.2.3.4.5", true],
  ["1.2.3.4.", true],
  ["1.2.3", true],
  [".1.2.3.4", true],
  ["go.a", true],
  ["go.a1a", true],
  ["go.1aa", true],
  ["aaa.", true],
  [".aaa", true],
  ["aaa", true],
  ["/..", true],
  ["/../", true],
  ["/../file", true],
  ["/..//file", true],
  ["/test1//file", true],
  ["/#", true],
  ["/#/file", true],
]);

const ours = ([text, peer]: Part): boolean => OURS.get(text) ?? peer;

/** urisift's answer for scheme + authority + port + path + query */
function expectedValid(scheme: Part, authority: Part, port: Part, path: Part, query: Part) {
  // "http:/" + "" + "" + "/test1" is "http://test1": the pieces join into an http URI whose
  // host is the path's first segment (the peer judges the pieces, not the string)
  if (scheme[0] === "http:/" && authority[0] === "" && port[0] === "" && /^\/[^#]/.test(path[0]))
    return true;
  // an empty host: RFC 3986 §3.2.2 allows an empty reg-name, RFC 9110 §4.2.1 (http) and
  // RFC 1738 §3.2 (ftp) require a host; h3t has no rule of its own
  const host = authority[0] === "" ? scheme[0] === "h3t://" : ours(authority);
  // RFC 1738 §3.2: ftpurl = "ftp://" login [ "/" fpath … ]: a "?" right after the login
  // matches no ftpurl ("ftp://h/a?b" is a name with a "?", §5 fsegment)
  if (scheme[0] === "ftp://" && path[0] === "" && query[0] !== "") return false;
  return ours(scheme) && host && ours(port) && ours(path) && ours(query);
}

function checkAll(paths: Part[]): { count: number; wrong: string[] } {
  let count = 0;
  const wrong: string[] = [];
  for (const scheme of testUrlScheme)
    for (const authority of testUrlAuthority)
      for (const port of testUrlPort)
        for (const path of paths)
          for (const query of testUrlQuery) {
            const url = scheme[0] + authority[0] + port[0] + path[0] + query[0];
            count++;
            if (validateUri(url).valid !== expectedValid(scheme, authority, port, path, query))
              wrong.push(url);
          }
  return { count, wrong };
}

describe("Apache Commons Validator 1.9.0 UrlValidatorTest testIsValid (every scheme × authority × port × path × query)", () => {
  it('"http://www.google.com" and "http://www.google.com/" are valid', () => {
    expectValid("http://www.google.com");
    expectValid("http://www.google.com/");
  });
  // the peer's answer where urisift judges every part as it does; OURS and the join otherwise
  it("testUrlParts (ALLOW_ALL_SCHEMES): 43,200 URLs", () => {
    const { count, wrong } = checkAll(testPath);
    expect(count).toBe(43_200);
    expect(wrong).toEqual([]);
  });
  it("testUrlPartsOptions (ALLOW_2_SLASHES, ALLOW_ALL_SCHEMES, NO_FRAGMENTS): 64,800 URLs", () => {
    const { count, wrong } = checkAll(testUrlPathOptions);
    expect(count).toBe(64_800);
    expect(wrong).toEqual([]);
  });
  // the refusals, by part: the generic syntax and the scheme's rules
  const invalid: Array<[string, string]> = [
    ["3ht://www.google.com", "colon-in-first-segment"], // §3.1: a scheme starts with a letter
    ["://www.google.com", "empty-scheme"],
    ["http/www.google.com", "missing-scheme"], // a relative reference
    ["http:/www.google.com", "missing-host"], // RFC 9110 §4.2.1: "//" and a host
    ["http:www.google.com", "missing-host"],
    ["http://:80/test1", "missing-host"],
    ["ftp://:80/test1", "missing-host"], // RFC 1738 §3.2: ftp://<host>…
    ["http://www.google.com:65536", "bad-port"], // a TCP port is 16 bits (RFC 6335 §6)
    ["http://www.google.com:65636", "bad-port"],
    ["http://www.google.com:999999999999999999", "bad-port"],
    ["http://www.google.com:-1", "bad-port"], // port = *DIGIT (§3.2.3)
    ["http://www.google.com:65a", "bad-port"],
  ];
  for (const [s, reason] of invalid) {
    it(`${show(s)} is invalid (${reason})`, () => expectInvalid(s, reason));
  }
});

describe("Apache Commons Validator 1.9.0 UrlValidatorTest testIsValidScheme (RFC 3986 §3.1)", () => {
  // isValidScheme checks the syntax, then the configured list ("http", "gopher", "g0-To+.")
  const schemes: Array<[string, boolean]> = [
    ["http", true],
    ["gopher", true],
    ["g0-to+.", true],
    ["not_valid", false], // "_" is no scheme character
    ["HtTp", true],
  ];
  for (const [s, ok] of schemes) {
    it(`${show(s)} ${ok ? "is" : "is no"} scheme`, () => {
      const r = parseUri(`${s}:`, { iri: false });
      expect(r.ok && r.parts.scheme === s).toBe(ok);
    });
  }
});

describe("Apache Commons Validator 1.9.0 UrlValidatorTest (the single cases)", () => {
  const valid = [
    "http://apache.org/a/b/c#frag", // testFragments (default options)
    "http://l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.l.org", // testValidator202
    "http://tech.yahoo.com/rc/desktops/102;_ylt=Ao8yevQHlZ4On0O3ZJGXLEQFLZA5", // testValidator204
    "http://somewhere.com/pathxyz/file(1).html", // testValidator218
    // testValidator235
    "http://xn--d1abbgf6aiiy.xn--p1ai",
    "http://президент.рф",
    "http://www.b\u00fccher.ch",
    "ftp://www.b\u00fccher.ch",
    // testValidator248 (local names allowed by a RegexValidator)
    "http://localhost/test/index.html",
    "http://first.my-testing/test/index.html",
    "http://sup3r.my-testing/test/index.html",
    "http://www.apache.org/test/index.html",
    "http://machinename/test/index.html",
    // testValidator276 (schemes http and file, ALLOW_LOCAL_URLS): RFC 8089 §2
    "file:///C:/some.file",
    "file:///etc/hosts",
    "file://localhost/etc/hosts",
    "file://localhost/c:/some.file",
    "http://finance.yahoo.com/news/Owners-54B-NY-housing-apf-2493139299.html?x=0&ap=%22", // testValidator283
    // testValidator288 (ALLOW_LOCAL_URLS)
    "http://hostname",
    "http://hostname/test/index.html",
    // testValidator290
    "http://xn--h1acbxfam.idn.icann.org/",
    // testValidator309
    "http://sample.ondemand.com/",
    "hTtP://sample.ondemand.CoM/",
    "httpS://SAMPLE.ONEMAND.COM/",
    // testValidator339, testValidator339IDN
    "http://www.cnn.com/WORLD/?hpt=sitenav",
    "http://www.cnn.com./WORLD/?hpt=sitenav",
    "http://президент.рф/WORLD/?hpt=sitenav",
    "http://президент.рф./WORLD/?hpt=sitenav",
    // testValidator342
    "http://example.rocks/",
    "http://example.rocks",
    // testValidator353
    "http://www.apache.org:80/path",
    "http://user@www.apache.org:80/path",
    "http://hello.tokyo/", // testValidator361
    // testValidator363: segments that are not "." or ".."
    "http://www.example.org/a/b/hello..world",
    "http://www.example.org/a/hello..world",
    "http://www.example.org/hello.world/",
    "http://www.example.org/hello..world/",
    "http://www.example.org/hello.world",
    "http://www.example.org/hello..world",
    "http://www.example.org/..world",
    "http://www.example.org/.../world",
    "http://www.example.org/...",
    "http://www.example.org/.../",
    "http://www.example.org/.../..",
    // testValidator375
    "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
    "http://[::1]:80/index.html",
    // testValidator380
    "http://www.apache.org:8/path",
    "http://www.apache.org:/path", // §3.2.3: an empty port
    "ftp://username:password@example.com:8042/over/there/index.dtb?type=animal&name=narwhal#nose", // testValidator382
    "file:/C:/path/to/dir/", // testValidator391FAILS: RFC 8089 §2, file:/path
    "file:///C:/path/to/dir/", // testValidator391OK
    // testValidator411
    "http://example.rocks:/",
    "http://example.rocks:0/",
    "http://example.rocks:65535/",
    // testValidator420
    "http://example.com/serach?address=Main%20Avenue",
    "http://example.com/serach?address=Main+Avenue",
    "http://[::FFFF:129.144.52.38]:80/index.html", // testValidator452
    // testValidator467 (ALLOW_2_SLASHES): §3.3, empty segments
    "https://example.com/some_path/path/",
    "https://example.com//somepath/path/",
    "https://example.com//some_path/path/",
    "http://example.com//_test",
  ];
  for (const s of valid) it(`${show(s)} is valid`, () => expectValid(s));
  it("testValidator290: the internationalized ccTLDs (A-labels) are valid", () => {
    const tlds = [
      "xn--lgbbat1ad8j",
      "xn--fiqs8s",
      "xn--fiqz9s",
      "xn--wgbh1c",
      "xn--j6w193g",
      "xn--h2brj9c",
      "xn--mgbbh1a71e",
      "xn--fpcrj9c3d",
      "xn--gecrj9c",
      "xn--s9brj9c",
      "xn--xkc2dl3a5ee0h",
      "xn--45brj9c",
      "xn--mgba3a4f16a",
      "xn--mgbayh7gpa",
      "xn--mgbc0a9azcg",
      "xn--ygbi2ammx",
      "xn--wgbl6a",
      "xn--p1ai",
      "xn--mgberp4a5d4ar",
      "xn--90a3ac",
      "xn--yfro4i67o",
      "xn--clchc0ea0b2g2a9gcd",
      "xn--3e0b707e",
      "xn--fzc2c9e2c",
      "xn--xkc2al3hye2a",
      "xn--ogbpf8fl",
      "xn--kprw13d",
      "xn--kpry57d",
      "xn--o3cw4h",
      "xn--pgbs0dh",
      "xn--mgbaam7a8h",
    ];
    for (const tld of tlds) expectValid(`http://test.${tld}`);
  });
  // testValidator353: a password in the userinfo is valid, and flagged (RFC 3986 §3.2.1)
  const passwords = [
    "http://user:pass@www.apache.org:80/path",
    "http://user:@www.apache.org:80/path",
    "http://us%00er:-._~!$&'()*+,;=@www.apache.org:80/path",
  ];
  for (const s of passwords) {
    it(`${show(s)} is valid, its password flagged`, () =>
      expectValidWarned(s, "userinfo-password"));
  }
  it("testValidator235: an IDN host → its A-labels (RFC 3987 §3.1)", () => {
    expectNormal("http://президент.рф", "http://xn--d1abbgf6aiiy.xn--p1ai/");
    expectNormal("ftp://www.b\u00fccher.ch", "ftp://www.xn--bcher-kva.ch"); // an empty path stays: §6.2.3's "/" is http's
  });
  const invalid: Array<[string, string]> = [
    // testValidator235: U+FFFD is no ucschar (RFC 3987 §2.2)
    ["http://www.\uFFFD.ch", "bad-host"],
    ["ftp://www.\uFFFD.ch", "bad-host"],
    // testValidator276: "\" is no URI character (App. A); file-auth has no port (RFC 8089 §2)
    ["file:///C:\\some.file", "bad-path"],
    ["file://C:/some.file", "port-not-allowed"],
    ["file://C:\\some.file", "bad-port"],
    // testValidator283: pct-encoded = "%" HEXDIG HEXDIG (§2.1)
    [
      "http://finance.yahoo.com/news/Owners-54B-NY-housing-apf-2493139299.html?x=0&ap=%fr",
      "bad-percent-encoding",
    ],
    ["http://user:pa@ss@www.apache.org/path", "bad-host"], // testValidator353: "@" twice
    // testValidator375: an IPv6 address outside brackets (§3.2.2) leaves "BA98:…" as the port
    ["http://FEDC:BA98:7654:3210:FEDC:BA98:7654:3210:80/index.html", "bad-port"],
    // testValidator411: a TCP port is 16 bits (RFC 6335 §6)
    ["http://example.rocks:65536/", "bad-port"],
    ["http://example.rocks:100000/", "bad-port"],
    ["http://example.com/serach?address=Main Avenue", "bad-query"], // testValidator420
    ["file://bad ^ domain.com/label/test", "bad-host"], // testValidator464
  ];
  for (const [s, reason] of invalid) {
    it(`${show(s)} is invalid (${reason})`, () => expectInvalid(s, reason));
  }
});

describe("Apache Commons Validator 1.9.0 DomainValidatorTest (host syntax), as the host of an http URI", () => {
  const L63 = "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz0123456789A";
  const valid = [
    // testValidDomains
    "apache.org",
    "www.google.com",
    "test-domain.com",
    "test---domain.com",
    "test-d-o-m-ain.com",
    "as.uk",
    "ApAchE.Org",
    "z.com",
    "i.have.an-example.domain.name",
    "www.xn--bcher-kva.ch", // testIDN
    // testIDNJava6OrLater, testValidator297
    "www.b\u00fccher.ch",
    "xn--d1abbgf6aiiy.xn--p1ai",
    "президент.рф",
    // testRFC2396domainlabel
    "a.ch",
    "9.ch",
    "az.ch",
    "09.ch",
    "9-1.ch",
    // testRFC2396toplabel
    "a.c",
    "a.cc",
    "a.c9",
    "a.c-9",
    "a.c-z",
    // testDomainNoDots
    "a",
    "c-z",
    // testValidator306: a 63-character label and TLD, a 253-character name
    `${L63}.com`,
    `test.${L63}`,
    `${L63}.${L63}.${L63}.${L63.substring(0, 61)}`,
    // testAllowLocal (allowLocal)
    "localhost.localdomain",
    "localhost",
    "hostname",
    "machinename",
  ];
  for (const d of valid) it(`${show(d)} is a host`, () => expectValid(`http://${d}/`));
  // testDomainNoDots: "9" is a reg-name (not four dec-octets), which resolvers read as the
  // IPv4 address 0.0.0.9 (RFC 3986 §7.4)
  it('"9" is a host, flagged as IP-like', () => expectValidWarned("http://9/", "ip-host"));
  // testInvalidDomains, testAllowLocal, testIDNJava6OrLater: App. A, no space; U+FFFD is no
  // ucschar (RFC 3987 §2.2)
  const invalid = [" apache.org ", "apa che.org", " ", "www.\uFFFD.ch"];
  for (const d of invalid) {
    it(`${show(d)} is no host`, () => expectInvalid(`http://${d}/`, "bad-host"));
  }
  // testIDN, testIDNJava6OrLater: the IDN host and its A-labels; §6.2.2.1: lowercase
  const normalForms: Array<[string, string]> = [
    ["www.b\u00fccher.ch", "www.xn--bcher-kva.ch"],
    ["президент.рф", "xn--d1abbgf6aiiy.xn--p1ai"],
    ["ApAchE.Org", "apache.org"],
  ];
  for (const [d, host] of normalForms) {
    it(`${show(d)} → ${show(host)}`, () => expectNormal(`http://${d}/`, `http://${host}/`));
  }
  // testUnicodeToASCII: U+3002, U+FF0E and U+FF61 are dots (RFC 3490 §3.1, UTS #46 mapping);
  // ASCII names, dots and all, stay as they are (the peer's "" is no http host)
  const dots: Array<[string, string]> = [
    ["b\u3002", "b."],
    ["b\uFF0E", "b."],
    ["b\uFF61", "b."],
    ["\u3002", "."],
    ["\uFF0E", "."],
    ["\uFF61", "."],
    [",", ","],
    [".", "."],
    ["a.", "a."],
    ["a.b", "a.b"],
    ["a..b", "a..b"],
    ["a...b", "a...b"],
    [".a", ".a"],
    ["..a", "..a"],
  ];
  for (const [d, host] of dots) {
    it(`${show(d)} → ${show(host)}`, () => expectNormal(`http://${d}/`, `http://${host}/`));
  }
});

describe("Apache Commons Validator 1.9.0: answered differently on purpose", () => {
  // RFC 3986 §3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ), no top-level
  // domain required and no list of them ("does not restrict the syntax of reg-name beyond what
  // is necessary for interoperability"; whether a name resolves is the resolver's business);
  // RFC 9110 §4.2.1 takes the http host from there. The peer checks the last label against
  // IANA's root zone and, unless ALLOW_LOCAL_URLS, refuses a name without a dot
  const unlistedNames = [
    "http://broke.my-test/test/index.html", // testValidator248: the peer: invalid
    "http://first.my-testing/test/index.html", // testValidator288: the peer: invalid
    "http://broke.hostname/test/index.html", // testValidator288: the peer: invalid
    "http://hostname", // testValidator288 (options 0): the peer: invalid
    "http://localhost/test/index.html", // testValidator288 (options 0): the peer: invalid
    "http://www.cnn.invalid/", // testValidator339: the peer: invalid (RFC 6761 §6.4 is DNS's)
    "http://www.cnn.invalid./", // testValidator339: the peer: invalid
    "http://go.a/", // testIsValid: the peer: invalid (a one-letter TLD)
    "http://go.a1a/", // testIsValid: the peer: invalid
    "http://go.1aa/", // testIsValid: the peer: invalid (a TLD starting with a digit)
    "http://aaa/", // testIsValid: the peer: invalid (no dot)
  ];
  for (const s of unlistedNames) it(`${show(s)} is valid`, () => expectValid(s));

  // the same rule: "." is unreserved, so a label may be empty
  const emptyLabels: Array<[string, string]> = [
    ["http://www.cnn.com../", "http://www.cnn.com../"], // testValidator339: the peer: invalid
    ["http://президент.рф..../", "http://xn--d1abbgf6aiiy.xn--p1ai..../"], // testValidator339IDN: the peer: invalid
    ["http://президент.рф.../", "http://xn--d1abbgf6aiiy.xn--p1ai.../"], // testValidator339IDN: the peer: invalid
    ["http://президент.рф../", "http://xn--d1abbgf6aiiy.xn--p1ai../"], // testValidator339IDN: the peer: invalid
    ["http://aaa./", "http://aaa./"], // testIsValid: the peer: invalid
    ["http://.aaa/", "http://.aaa/"], // testIsValid: the peer: invalid
  ];
  for (const [s, normal] of emptyLabels) {
    it(`${show(s)} is valid, → ${show(normal)}`, () => {
      expectValid(s);
      expectNormal(s, normal);
    });
  }

  // RFC 3986 §3.2.2: IPv4address is exactly four dec-octets of 0–255; anything else of digits
  // and dots is a reg-name, flagged as an IP address in a rare format (§7.4)
  const numericRegNames = [
    "http://256.256.256.256/", // testIsValid: the peer: invalid
    "http://1.2.3.4.5/", // testIsValid: the peer: invalid
    "http://1.2.3.4./", // testIsValid: the peer: invalid
    "http://1.2.3/", // testIsValid: the peer: invalid
    "http://.1.2.3.4/", // testIsValid: the peer: invalid
  ];
  for (const s of numericRegNames) {
    it(`${show(s)} is valid, a reg-name flagged as IP-like`, () => {
      expectValidWarned(s, "ip-host");
      expectParts(s, { hostKind: "reg-name" });
    });
  }

  // RFC 3986 §3.2.2: an empty reg-name is a host; the scheme decides whether it may be empty
  // (http and ftp may not, above); "h3t" has no rule of its own
  it('"h3t://:80/test1" is valid, with an empty host', () => {
    // testIsValid: the peer: invalid (authority "")
    expectValid("h3t://:80/test1");
    expectParts("h3t://:80/test1", { host: "", port: "80", path: "/test1" });
  });
  // testIsValid: "http:/" + "" + "" + "/test1" is the string "http://test1"; the peer refuses
  // the scheme piece "http:/", but the string is an http URI with host "test1" (§3.2)
  const joined: Array<[string, string]> = [
    ["http://test1", "test1"],
    ["http://$23/file", "$23"], // "$" is a sub-delim (§2.2)
    ["http://..//file", ".."],
  ];
  for (const [s, host] of joined) {
    it(`${show(s)} is valid, host ${show(host)}`, () => {
      expectValid(s);
      expectParts(s, { host });
    });
  }

  // RFC 3986 §3.3: a path segment may be "." or ".." or empty; dot-segments are removed when a
  // reference is resolved or normalized (§5.2.4, §6.2.2.3), above the root as well. The peer
  // refuses ".." segments, and "//" unless ALLOW_2_SLASHES
  const dotSegments: Array<[string, string]> = [
    ["http://www.example.org/../world", "http://www.example.org/world"], // testValidator363: the peer: invalid
    ["http://www.example.org/..", "http://www.example.org/"], // testValidator363: the peer: invalid
    ["http://www.example.org/../", "http://www.example.org/"], // testValidator363: the peer: invalid
    ["http://www.example.org/./..", "http://www.example.org/"], // testValidator363: the peer: invalid
    ["http://www.example.org/././..", "http://www.example.org/"], // testValidator363: the peer: invalid
    ["http://www.google.com/../file", "http://www.google.com/file"], // testIsValid: the peer: invalid
    ["http://www.google.com/..//file", "http://www.google.com//file"], // testIsValid: the peer: invalid
    ["http://www.google.com/test1//file", "http://www.google.com/test1//file"], // testIsValid (no ALLOW_2_SLASHES): the peer: invalid
  ];
  for (const [s, normal] of dotSegments) {
    it(`${show(s)} is valid, → ${show(normal)}`, () => {
      expectValid(s);
      expectNormal(s, normal);
    });
  }

  // RFC 3986 §3.5: a URI reference may end in a fragment, empty or not; NO_FRAGMENTS is the
  // peer's option
  const fragments: Array<[string, string]> = [
    ["http://apache.org/a/b/c#frag", "frag"], // testFragments (NO_FRAGMENTS): the peer: invalid
    ["http://www.google.com/#", ""], // testIsValid (NO_FRAGMENTS): the peer: invalid
    ["http://www.google.com/#/file?action=view", "/file?action=view"], // testIsValid (NO_FRAGMENTS): the peer: invalid
  ];
  for (const [s, fragment] of fragments) {
    it(`${show(s)} is valid, fragment ${show(fragment)}`, () => {
      expectValid(s);
      expectParts(s, { fragment });
    });
  }

  // RFC 3986 §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" ): an empty
  // user and more than one ":" are allowed. A password is deprecated (§3.2.1; RFC 9110
  // §4.2.4), and urisift flags it
  const passwords = [
    "http://:pass@www.apache.org:80/path", // testValidator353: the peer: invalid
    "http://:@www.apache.org:80/path", // testValidator353: the peer: invalid
    "http://user:pa:ss@www.apache.org/path", // testValidator353: the peer: invalid
  ];
  for (const s of passwords) {
    it(`${show(s)} is valid, its password flagged`, () =>
      expectValidWarned(s, "userinfo-password"));
  }

  // RFC 8089 §2: file-URI = "file:" file-hier-part, with "localhost" or an empty host for the
  // local machine; UrlValidator() allows only http, https and ftp
  const fileUris = [
    "file:///C:/some.file", // testValidator276 (default): the peer: invalid
    "file:///etc/hosts", // testValidator276 (default): the peer: invalid
    "file://localhost/etc/hosts", // testValidator276 (default): the peer: invalid
    "file://localhost/c:/some.file", // testValidator276 (default): the peer: invalid
  ];
  for (const s of fileUris) it(`${show(s)} is valid`, () => expectValid(s));

  // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ); isValidScheme also
  // checks the caller's list ("http", "gopher", "g0-To+.")
  for (const s of ["ftp", "httpd", "telnet"]) {
    it(`${show(s)} is a scheme`, () => {
      // testIsValidScheme: the peer: false (not in its list)
      const r = parseUri(`${s}:`, { iri: false });
      expect(r.ok && r.parts.scheme === s).toBe(true);
    });
  }

  // ftp: RFC 1738 §3.1 wrote the host as hostname | hostnumber, with LDH labels, a toplabel
  // that starts with a letter and no trailing dot. RFC 3986 updates RFC 1738 (§1: it
  // "excludes portions of RFC 1738 that defined the specific syntax of individual URI
  // schemes"; App. D.2: "The server, hostport, hostname, domainlabel, toplabel, and alphanum
  // rules have been removed" for reg-name, "whatever name provided is simply fed to the local
  // name resolution mechanism"). So the host of an ftp URI is RFC 3986's, like every other
  // scheme's, and ftp's own part (RFC 1738 §3.2) adds the path and ";type=" only
  const ftpHosts = [
    "ftp://go.1aa/", // testIsValid: the peer: invalid; RFC 1738 §3.1: toplabel starts with a digit
    "ftp://1.2.3/", // testIsValid: the peer: invalid; RFC 1738 §3.1: neither hostname nor hostnumber
    "ftp://1.2.3.4.5/", // testIsValid: the peer: invalid
    "ftp://1.2.3.4./", // testIsValid: the peer: invalid
    "ftp://.1.2.3.4/", // testIsValid: the peer: invalid
    "ftp://aaa./", // testIsValid: the peer: invalid; RFC 1738 §3.1: no trailing dot
    "ftp://.aaa/", // testIsValid: the peer: invalid; RFC 1738 §3.1: no empty label
    "ftp://www.google.com./", // testIsValid: the peer: valid too; RFC 1738 §3.1: no trailing dot
  ];
  for (const s of ftpHosts) it(`${show(s)} is valid`, () => expectValid(s));

  // DomainValidatorTest: the DNS's rules for labels (RFC 1034 §3.5, RFC 1123 §2.1: LDH, no
  // "-" at either end, at most 63 octets, names at most 253) and the root zone's TLD list are
  // not URI syntax: RFC 3986 §3.2.2 reg-name, as above
  const L63 = "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz0123456789A";
  const domainNames = [
    "c-", // testDomainNoDots: the peer: invalid
    "-c", // testDomainNoDots: the peer: invalid
    "-", // testDomainNoDots: the peer: invalid
    "-testdomain.name", // testInvalidDomains: the peer: invalid
    "testdomain-.name", // testInvalidDomains: the peer: invalid
    "---c.com", // testInvalidDomains: the peer: invalid
    "c--.com", // testInvalidDomains: the peer: invalid
    ".org", // testInvalidDomains: the peer: invalid (a bare TLD)
    "apache.rog", // testInvalidDomains: the peer: invalid (no such TLD)
    "91-.ch", // testRFC2396domainlabel: the peer: invalid
    "-.ch", // testRFC2396domainlabel: the peer: invalid
    "a.9c", // testRFC2396toplabel: the peer: invalid
    "a.c-", // testRFC2396toplabel: the peer: invalid
    "a.-", // testRFC2396toplabel: the peer: invalid
    "a.-9", // testRFC2396toplabel: the peer: invalid
    `${L63}x.com`, // testValidator306: the peer: invalid (64-character label)
    `test.x${L63}`, // testValidator306: the peer: invalid (64-character TLD)
    `${L63}.${L63}.${L63}.${L63.substring(0, 61)}x`, // testValidator306: the peer: invalid (254 characters)
    "localhost.localdomain", // testAllowLocal (no allowLocal): the peer: invalid
    "localhost", // testAllowLocal (no allowLocal): the peer: invalid
  ];
  for (const d of domainNames) {
    it(`${show(d.length > 70 ? `${d.slice(0, 50)}…` : d)} is a host`, () => {
      expectValid(`http://${d}/`);
      expectParts(`http://${d}/`, { host: d, hostKind: "reg-name" });
    });
  }
});
