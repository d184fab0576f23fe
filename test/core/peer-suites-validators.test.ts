/**
 * Cases from the published test suites of three URI validators/parsers and the Debian source
 * of uri-js (see peer-suites*.test.ts for the others), run through the core with the answer
 * RFC 3986 / RFC 3987 give. Each group names its source file; where the peer answers otherwise,
 * the case is in the "answered differently on purpose" group of its suite with the peer's
 * answer and the rule that decides ours. No case showed urisift at fault, so there is no
 * "to fix" group.
 *
 * Sources (the orig tarballs of the Debian source packages):
 * - rfc3986-validator 0.1.1-2: tests/test_rfc3986_validator.py (VALID_URIS, INVALID_URIS,
 *   VALID_URI_REFS, INVALID_URI_REFS; test_against_legacy* compare with rfc3987 on the same
 *   lists and test_against_legacy_hypothesis has no explicit examples).
 * - python-rfc3987 1.3.8-2: the doctests of rfc3987.py (the release notes, get_compiled_pattern,
 *   match, parse, resolve; resolve.test_cases are the RFC 3986 §5.4 examples, already in test/).
 * - python-furl 2.1.4-0.1 (2.1.2-1's tarball is no longer on the mirror; the tests differ only
 *   in furl's query-delimiter API): tests/test_furl.py, the cases RFC 3986 / 3987 decide
 *   (component splitting, percent-encoding and case normalization, IRI → URI, resolution
 *   (test_join), the is_valid_* grammar checks); furl's own API (query parameters, its
 *   re-encoding of queries and fragments, setters, origin) is left out.
 * - node-uri-js 4.4.0+dfsg-8: tests/tests.js, which the npm tarball does not ship (its port in
 *   fast-uri is in peer-suites.test.ts); only the cases not already in test/.
 *
 * How the cases map onto the API:
 * - rfc3986-validator's rule "URI" and rfc3987's "URI" = a parse with iri: false that has a
 *   scheme (the generic syntax, RFC 3986 §3; validateUri adds the schemes' own rules),
 *   "URI_reference" = a parse with iri: false (§4.1); rfc3987's "IRI" = a parse (RFC 3987 §2.2)
 *   that has a scheme;
 * - components = parseUri's parts (furl's and uri-js's host "[::1]" is our "::1"; their numeric
 *   port is our digits as written; furl decodes userinfo, we give it as written);
 * - furl's is_valid_scheme(s) = "s:" parses with scheme s; is_valid_encoded_path_segment(s) =
 *   "s:/" + s parses with path "/" + s; is_valid_encoded_query_key/value(s) = "s:?" + s parses
 *   with query s;
 * - furl's join = resolveUri from the previous result (its test chains them); furl's and
 *   uri-js's IRI → URI = normalizeUri (the percent-encoded form; the peers' Unicode or
 *   percent-encoded spelling of the same IRI differs only in form, RFC 3987 §3.1);
 * - normalization = normalizeUri (relative: true for relative references);
 *   comparisons = equivalent().
 */
import { describe, expect, it } from "vitest";
import {
  normalizeUri,
  parseUri,
  resolveUri,
  type UriParts,
  validateUri,
} from "../../src/core/index.js";
import {
  expectEquivalent,
  expectInvalid,
  expectNormal,
  expectNormalRelative,
  expectParts,
  expectUnparsable,
  isReference,
  isUri,
  show,
} from "../helpers/peer-expect.js";

/** IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ] (RFC 3987 §2.2) */
function isIri(s: string): boolean {
  const r = parseUri(s);
  return r.ok && r.parts.scheme !== undefined;
}

// ─── rfc3986-validator 0.1.1 ───────────────────────────────────────────────────────────────

describe("rfc3986-validator 0.1.1 tests/test_rfc3986_validator.py VALID_URIS (rules URI and URI_reference)", () => {
  const valid = [
    "http://foo.com/blah_blah",
    "http://foo.com/blah_blah/",
    "http://foo.com/blah_blah_(wikipedia)",
    "http://foo.com/blah_blah_(wikipedia)_(again)",
    "http://www.example.com/wpstyle/?p=364",
    "https://www.example.com/foo/?bar=baz&inga=42&quux",
    "http://userid:password@example.com:8080",
    "http://userid:password@example.com:8080/",
    "http://userid@example.com",
    "http://userid@example.com/",
    "http://userid@example.com:8080",
    "http://userid@example.com:8080/",
    "http://userid:password@example.com",
    "http://userid:password@example.com/",
    "http://142.42.1.1/",
    "http://142.42.1.1:8080/",
    "http://foo.com/blah_(wikipedia)#cite-1",
    "http://foo.com/(something)?after=parens",
    "http://code.google.com/events/#&product=browser",
    "http://j.mp",
    "ftp://foo.bar/baz",
    "http://-.~_!$&()*+,;=:%40:80%2f::::::@example.com",
    "http://1337.net",
    "http://a.b-c.de",
    "http://foo.bar/%ba",
    "http://foo.bar/../../",
    "http://foo.bar/../...../asd",
    "http://foo.com/#)(",
    "http::foo", // path-rootless ":foo" (§3.3); validateUri: no http URI (see below)
    "ldap://[2001:db8::7]:80/c=GB?objectClass?one",
    "http://[2001:db8:85a3:8d3:1319:8a2e:370:7348]/",
    "http://[2001:db8:a0b:12f0::1]:80/index.html",
  ];
  for (const s of valid) {
    it(`${show(s)} is a URI and a URI-reference`, () => {
      expect(isUri(s)).toBe(true);
      expect(isReference(s)).toBe(true);
    });
  }
});

describe("rfc3986-validator 0.1.1 tests/test_rfc3986_validator.py INVALID_URIS (rule URI)", () => {
  const invalid = [
    "http://foo.bar?q=Spaces should be encoded",
    "//a", // a relative reference: no scheme
    "///a",
    "foo.com",
    "http://foo.bar/foo(bar)baz quux",
    "http://%jfoo.bar/",
    "http://foo.bar/%ja",
    "http://[foo.bar]/",
    "http://foo.bar/[asd]/",
    "http://foo.[bar]/",
    "http://foo.bar/##",
    "htt(ps://foo/",
    "http://:foo", // port = *DIGIT (§3.2.3)
  ];
  for (const s of invalid) it(`${show(s)} is no URI`, () => expect(isUri(s)).toBe(false));
});

describe("rfc3986-validator 0.1.1 tests/test_rfc3986_validator.py VALID_URI_REFS, INVALID_URI_REFS", () => {
  const references: Array<[string, boolean]> = [
    ["//foo.com/blah_blah", true],
    ["//foo.com/blah_blah/", true],
    ["//foo.com/blah_blah_(wikipedia)", true],
    ["//foo.com/blah_blah_(wikipedia)_(again)", true],
    ["//www.example.com/wpstyle/?p=364", true],
    ["//www.example.com/foo/?bar=baz&inga=42&quux", true],
    ["//userid:password@example.com:8080", true],
    ["//userid:password@example.com:8080/", true],
    ["//userid@example.com", true],
    ["//userid@example.com/", true],
    ["//userid@example.com:8080", true],
    ["//userid@example.com:8080/", true],
    ["//userid:password@example.com", true],
    ["//userid:password@example.com/", true],
    ["//142.42.1.1/", true],
    ["//142.42.1.1:8080/", true],
    ["//foo.com/blah_(wikipedia)#cite-1", true],
    ["//foo.com/blah_(wikipedia)_blah#cite-1", true],
    ["//foo.com/(something)?after=parens", true],
    ["//code.google.com/events/#&product=browser", true],
    ["j.mp", true],
    ["//-.~_!$&()*+,;=:%40:80%2f::::::@example.com", true],
    ["-.~_!$&()*+,;=/:%40:80%2f::::::@example.com", true], // the ":" is after the first "/"
    ["/foo.bar/baz", true],
    ["//foo.bar/?q=Test%20URL-encoded%20stuff", true],
    ["//1337.net", true],
    ["//a.b-c.de", true],
    ["//223.255.255.254", true],
    ["//foo.bar/%ba", true],
    ["//foo.bar/../../", true],
    ["//foo.bar/../...../asd", true],
    ["//foo.com/#)(", true],
    [":foo", false],
    ["-.~_!$&()*+,;=:%40:80%2f::::::@example.com", false], // path-noscheme (§4.2)
  ];
  for (const [s, ok] of references)
    it(`${show(s)} ${ok ? "is" : "is no"} URI-reference`, () => expect(isReference(s)).toBe(ok));
});

describe("rfc3986-validator 0.1.1: answered differently on purpose", () => {
  // the peer checks the generic syntax only, where "http::foo" is a URI (and so is it for
  // urisift's parseUri, above); validateUri also applies the scheme's own syntax: RFC 9110
  // §4.2.1, an http URI has an authority with a non-empty host
  it('"http::foo" is no valid http URI', () => expectInvalid("http::foo", "missing-host"));
});

// ─── python-rfc3987 1.3.8 ──────────────────────────────────────────────────────────────────

describe("python-rfc3987 1.3.8 rfc3987.py doctests (match, get_compiled_pattern, parse)", () => {
  it("'::0:0:0:0:0.0.0.0' is an IPv6address (release notes 1.3.6)", () =>
    expectParts("http://[::0:0:0:0:0.0.0.0]/", { hostKind: "ipv6", host: "::0:0:0:0:0.0.0.0" }));
  it('"http://tools.ietf.org/html/rfc3986#appendix-A" is a URI, in components', () => {
    expect(isUri("http://tools.ietf.org/html/rfc3986#appendix-A")).toBe(true);
    expectParts("http://tools.ietf.org/html/rfc3986#appendix-A", {
      scheme: "http",
      authority: "tools.ietf.org",
      path: "/html/rfc3986",
      query: undefined,
      fragment: "appendix-A",
    });
  });
  it('"#f#g" is no relative-ref (§3.5: no "#" in a fragment)', () =>
    expect(isReference("#f#g")).toBe(false));
  it("urn: + U+10300 OLD ITALIC LETTER A is no URI but an IRI (RFC 3987 §2.2 ucschar)", () => {
    expect(isUri("urn:\u{10300}")).toBe(false);
    expect(isIri("urn:\u{10300}")).toBe(true);
  });
  it("'%C7' and '%c7' are pct-encoded (release notes 1.3.4: lower case allowed)", () => {
    expectParts("s:%C7", { path: "%C7" });
    expectParts("s:%c7", { path: "%c7" });
  });
});

describe("python-rfc3987 1.3.8 rfc3987.py resolve doctests", () => {
  const resolved: Array<[string, string, string]> = [
    ["urn:rootless", "../../name", "urn:name"],
    ["urn:root/less", "../../name", "urn:/name"],
    ["http://a/b", "http:g", "http:g"],
  ];
  for (const [base, ref, target] of resolved) {
    it(`${show(ref)} against ${base}`, () => expect(resolveUri(ref, base)).toBe(target));
  }
  it('strict=False: "http:g" against http://a/b is "http://a/g" (§5.2.2)', () =>
    expect(resolveUri("http:g", "http://a/b", { strict: false })).toBe("http://a/g"));
});

// ─── python-furl 2.1.4 ─────────────────────────────────────────────────────────────────────

describe("python-furl 2.1.4 tests/test_furl.py TestPath (test_encoding, test_normalize, test_unicode, test_asdict)", () => {
  // furl.Path(s) keeps an encoded path, uppercases percent-encodings (§6.2.2.1) and
  // percent-encodes Unicode as UTF-8 (RFC 3987 §3.1)
  const relativeNormalForms: Array<[string, string]> = [
    ["a%20a", "a%20a"],
    ["/%23haypepps/", "/%23haypepps/"],
    ["a/:@/a", "a/:@/a"],
    ["a%2Fb", "a%2Fb"],
    ["a%2fd", "a%2Fd"],
    ["a%2Fd", "a%2Fd"],
    ["/a/b%20b/c", "/a/b%20b/c"],
    ["/a/b%20b/c/", "/a/b%20b/c/"],
    ["/wiki/ロリポップ", "/wiki/%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97"],
    [
      "wiki/%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97",
      "wiki/%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97",
    ],
  ];
  for (const [s, normal] of relativeNormalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormalRelative(s, normal));
  }
});

describe("python-furl 2.1.4 tests/test_furl.py TestQuery (test_unicode, test_special_characters, test_equality)", () => {
  it('"ロリポップ=testä" → its UTF-8 percent-encoding (RFC 3987 §3.1)', () =>
    expectNormalRelative(
      "?ロリポップ=testä",
      "?%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97=test%C3%A4",
    ));
  const components: Array<[string, Partial<UriParts>]> = [
    ["https://www.google.com????", { host: "www.google.com", path: "", query: "???" }],
    ["https://www.google.com?&&%3F=&%3F", { path: "", query: "&&%3F=&%3F" }],
    ["http://sprop.ru/?a=1&b=2", { query: "a=1&b=2" }],
    ["http://spep.ru/path/?a=1&b=2", { query: "a=1&b=2" }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  // the peer's f.url keeps the string; the normal form adds the "/" of an empty http path
  // (RFC 3986 §6.2.3)
  it('"https://www.google.com?&&%3F=&%3F" keeps its query', () =>
    expectNormal("https://www.google.com?&&%3F=&%3F", "https://www.google.com/?&&%3F=&%3F"));
  // §6.2: the order of query parameters is significant
  it("queries in another order differ", () =>
    expectEquivalent("http://sprop.ru/?a=1&b=2", "http://sprop.ru/?b=2&a=1", false));
});

describe("python-furl 2.1.4 tests/test_furl.py TestFragment (test_encoding, test_equality)", () => {
  const components: Array<[string, Partial<UriParts>]> = [
    ["#a?b?c?d?", { path: "", fragment: "a?b?c?d?" }], // §3.5: "?" is a fragment character
    ["#/?:@-._~!$&'()*+,;=", { fragment: "/?:@-._~!$&'()*+,;=" }],
    ["http://sprop.ru/#ja", { fragment: "ja" }],
    ["http://spep.ru/#ja", { fragment: "ja" }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it("fragments differ", () =>
    expectEquivalent("http://sprop.ru/#ja", "http://sprop.ru/#nein", false));
});

describe("python-furl 2.1.4 tests/test_furl.py TestPath test_equality", () => {
  const components: Array<[string, Partial<UriParts>]> = [
    ["http://sprop.ru/a/b/c/", { path: "/a/b/c/" }],
    ["http://spep.ru/a/b/c/", { path: "/a/b/c/" }],
    ["http://sprop.ru/a/b/c/d/", { path: "/a/b/c/d/" }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it("paths differ", () =>
    expectEquivalent("http://sprop.ru/a/b/c/", "http://sprop.ru/a/b/c/d/", false));
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_scheme", () => {
  const components: Array<[string, Partial<UriParts>]> = [
    ["sup.txt", { scheme: undefined, path: "sup.txt" }],
    ["/d/sup", { scheme: undefined, path: "/d/sup" }],
    ["#flarg", { scheme: undefined, path: "", fragment: "flarg" }],
    ["//sup.txt", { scheme: undefined, host: "sup.txt", path: "" }],
    ["//arc.io/d/sup", { scheme: undefined, host: "arc.io", path: "/d/sup" }],
    ["mailto:sup@sprp.ru", { scheme: "mailto", authority: undefined, path: "sup@sprp.ru" }],
    ["mailto://sup@sprp.ru", { scheme: "mailto", authority: "sup@sprp.ru", path: "" }],
    ["mailto:sproop:spraps@sprp.ru", { scheme: "mailto", path: "sproop:spraps@sprp.ru" }],
    ["tel:+1-555-555-1234", { scheme: "tel", path: "+1-555-555-1234" }],
    ["urn:srp.com/ferret?query", { scheme: "urn", path: "srp.com/ferret", query: "query" }],
    [
      "/api/test?url=http://a.com",
      { scheme: undefined, path: "/api/test", query: "url=http://a.com" },
    ],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_username_and_password", () => {
  // the peer's username/password are the decoded halves of the userinfo (§3.2.1)
  const components: Array<[string, Partial<UriParts>]> = [
    ["http://@www.google.com/", { userinfo: "", host: "www.google.com" }],
    ["http://user@www.google.com/", { userinfo: "user" }],
    ["http://%40user@www.google.com/", { userinfo: "%40user" }],
    [
      "http://%20a-user_NAME%24%25%5E%2609%40%3A%2F@www.google.com/",
      { userinfo: "%20a-user_NAME%24%25%5E%2609%40%3A%2F", host: "www.google.com" },
    ],
    ["http://:@www.google.com/", { userinfo: ":" }],
    ["http://:pass@www.google.com/", { userinfo: ":pass" }],
    ["http://:%3Apass@www.google.com/", { userinfo: ":%3Apass" }],
    [
      "http://:%20a-PASS_word%24%25%5E%2609%40%3A%2F@www.google.com/",
      { userinfo: ":%20a-PASS_word%24%25%5E%2609%40%3A%2F", host: "www.google.com" },
    ],
    ["http://user:@www.google.com/", { userinfo: "user:" }],
    ["http://user:pass@www.google.com/", { userinfo: "user:pass" }],
    ["http://user:%3Apass@www.google.com/", { userinfo: "user:%3Apass" }],
    [
      "http://user:%20a-PASS_word%24%25%5E%2609%40%3A%2F@www.google.com/",
      { userinfo: "user:%20a-PASS_word%24%25%5E%2609%40%3A%2F" },
    ],
    ["http://%40user:@www.google.com/", { userinfo: "%40user:" }],
    ["http://%40user:pass@www.google.com/", { userinfo: "%40user:pass" }],
    ["http://%40user:%3Apass@www.google.com/", { userinfo: "%40user:%3Apass" }],
    [
      "http://%40user:%20a-PASS_word%24%25%5E%2609%40%3A%2F@www.google.com/",
      { userinfo: "%40user:%20a-PASS_word%24%25%5E%2609%40%3A%2F" },
    ],
    [
      "http://%20a-user_NAME%24%25%5E%2609%40%3A%2F:@www.google.com/",
      { userinfo: "%20a-user_NAME%24%25%5E%2609%40%3A%2F:" },
    ],
    [
      "http://%20a-user_NAME%24%25%5E%2609%40%3A%2F:pass@www.google.com/",
      { userinfo: "%20a-user_NAME%24%25%5E%2609%40%3A%2F:pass" },
    ],
    [
      "http://%20a-user_NAME%24%25%5E%2609%40%3A%2F:%3Apass@www.google.com/",
      { userinfo: "%20a-user_NAME%24%25%5E%2609%40%3A%2F:%3Apass" },
    ],
    [
      "http://%20a-user_NAME%24%25%5E%2609%40%3A%2F:%20a-PASS_word%24%25%5E%2609%40%3A%2F@www.google.com/",
      {
        userinfo: "%20a-user_NAME%24%25%5E%2609%40%3A%2F:%20a-PASS_word%24%25%5E%2609%40%3A%2F",
        host: "www.google.com",
      },
    ],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it("a Unicode userinfo → its UTF-8 percent-encoding (RFC 3987 §3.1)", () =>
    expectNormal(
      "https://kødp:ålæg@example.com/",
      "https://k%C3%B8dp:%C3%A5l%C3%A6g@example.com/",
    ));
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_basics, test_urlsplit, test_equality, test_asdict", () => {
  const components: Array<[string, Partial<UriParts>]> = [
    [
      "hTtP://www.pumps.com/",
      { scheme: "hTtP", host: "www.pumps.com", port: undefined, path: "/" },
    ],
    [
      "HTTPS://wWw.YAHOO.cO.UK/one/two/three?a=a&b=b&m=m%26m#fragment",
      {
        scheme: "HTTPS",
        host: "wWw.YAHOO.cO.UK",
        path: "/one/two/three",
        query: "a=a&b=b&m=m%26m",
        fragment: "fragment",
      },
    ],
    [
      "sup://192.168.1.102:8080///one//a%20b////?s=kwl%20string#frag",
      {
        scheme: "sup",
        authority: "192.168.1.102:8080",
        host: "192.168.1.102",
        hostKind: "ipv4",
        port: "8080",
        path: "///one//a%20b////",
        query: "s=kwl%20string",
        fragment: "frag",
      },
    ],
    ["sup", { scheme: undefined, path: "sup" }],
    ["www.google.com", { scheme: undefined, authority: undefined, path: "www.google.com" }],
    ["http://www.pumps.com/", { scheme: "http", authority: "www.pumps.com", path: "/" }],
    [
      "https://www.yahoo.co.uk/one/two/three?a=a&b=b&m=m%26m#fragment",
      {
        scheme: "https",
        authority: "www.yahoo.co.uk",
        path: "/one/two/three",
        query: "a=a&b=b&m=m%26m",
        fragment: "fragment",
      },
    ],
    [
      "unknown://www.yahoo.com?one=two&three=four",
      {
        scheme: "unknown",
        authority: "www.yahoo.com",
        path: "",
        query: "one=two&three=four",
        fragment: undefined,
      },
    ],
    [
      "sup://192.168.1.102:8080///one//two////?s=kwl%20string#frag",
      {
        scheme: "sup",
        authority: "192.168.1.102:8080",
        path: "///one//two////",
        query: "s=kwl%20string",
        fragment: "frag",
      },
    ],
    [
      "crazyyy://www.yahoo.co.uk/one/two/three?a=a&b=b&m=m%26m#frag",
      {
        scheme: "crazyyy",
        authority: "www.yahoo.co.uk",
        path: "/one/two/three",
        query: "a=a&b=b&m=m%26m",
        fragment: "frag",
      },
    ],
    [
      "https://user:pass@xn--eckwd4c7c.xn--zckzah/wiki/%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97?a=1&%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97=test%C3%A4#/wiki/%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97?a=1&%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97=test%C3%A4",
      {
        scheme: "https",
        userinfo: "user:pass",
        host: "xn--eckwd4c7c.xn--zckzah",
        port: undefined,
        path: "/wiki/%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97",
        query: "a=1&%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97=test%C3%A4",
        fragment:
          "/wiki/%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97?a=1&%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97=test%C3%A4",
      },
    ],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  // the peer lowercases the scheme and the host (§6.2.2.1)
  const normalForms: Array<[string, string]> = [
    ["hTtP://www.pumps.com/", "http://www.pumps.com/"],
    [
      "HTTPS://wWw.YAHOO.cO.UK/one/two/three?a=a&b=b&m=m%26m#fragment",
      "https://www.yahoo.co.uk/one/two/three?a=a&b=b&m=m%26m#fragment",
    ],
  ];
  for (const [s, normal] of normalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  }
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_odd_urls", () => {
  // the peer re-encodes the query and the fragment its own way (form-encoding); the split
  // itself is RFC 3986's
  const components: Array<[string, Partial<UriParts>]> = [
    [
      "sup://example.com/:@-._~!$&'()*+,=;:@-._~!$&'()*+,=:@-._~!$&'()*+,==?/?:@-._~!$'()*+,;=/?:@-._~!$'()*+,;==#/?:@-._~!$&'()*+,;=",
      {
        scheme: "sup",
        host: "example.com",
        port: undefined,
        authority: "example.com",
        path: "/:@-._~!$&'()*+,=;:@-._~!$&'()*+,=:@-._~!$&'()*+,==",
        query: "/?:@-._~!$'()*+,;=/?:@-._~!$'()*+,;==",
        fragment: "/?:@-._~!$&'()*+,;=",
      },
    ],
    [
      "sup://",
      { scheme: "sup", host: "", authority: "", port: undefined, path: "", query: undefined },
    ],
    ["sup:", { scheme: "sup", host: undefined, authority: undefined, port: undefined, path: "" }],
    ["////path", { scheme: undefined, authority: "", path: "//path" }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it('"////path" stays as written', () => expectNormalRelative("////path", "////path"));
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_hosts, test_ports, test_origin, test_remove", () => {
  const components: Array<[string, Partial<UriParts>]> = [
    ["http:///index.html", { host: "", authority: "", path: "/index.html" }],
    ["http://192.168.1.101", { host: "192.168.1.101", hostKind: "ipv4" }],
    ["http://1.2.3.4.5.6/", { host: "1.2.3.4.5.6", hostKind: "reg-name" }],
    ["https://www.pumps.com/", { scheme: "https", host: "www.pumps.com", port: undefined }],
    ["undefined://www.pumps.com/", { scheme: "undefined", port: undefined }],
    ["http://www.pumps.com:9000/", { port: "9000" }],
    ["https://www.pumps.com:9000/", { port: "9000" }],
    ["undefined://www.pumps.com:9000/", { port: "9000" }],
    ["http://www.pumps.com:400/", { port: "400" }],
    ["https://host:999/path", { host: "host", port: "999", path: "/path" }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  // the peer lowercases hosts (§6.2.2.1); the normal form adds the "/" of an empty http path
  const normalForms: Array<[string, string]> = [
    ["http://wWw.PuMpS.com", "http://www.pumps.com/"],
    ["http://wWw.PuMpS.com:9999", "http://www.pumps.com:9999/"],
  ];
  for (const [s, normal] of normalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  }
  // the peer raises ValueError
  const notReferences: Array<[string, string]> = [
    ["http://[0:0:0:0:0:0:0:1/", "bad-ipv6"],
    ["http://0:0:0:0:0:0:0:1]/", "bad-port"],
    ["http://www.pumps.com:invalid/", "bad-port"],
  ];
  for (const [s, reason] of notReferences) {
    it(`${show(s)} is not a URI-reference`, () => expectUnparsable(s, reason));
  }
  it('"http://pump2pump.org:777777777777" is refused (a TCP port is 16 bits)', () =>
    expectInvalid("http://pump2pump.org:777777777777", "bad-port"));
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_idna, test_unicode (RFC 3987 §3.1)", () => {
  it("the IDN host and its A-labels are the same host", () => {
    expectParts("http://user:pass@xn--eckwd4c7c.xn--zckzah/", {
      userinfo: "user:pass",
      host: "xn--eckwd4c7c.xn--zckzah",
    });
    expectEquivalent(
      "http://user:pass@ドメイン.テスト/",
      "http://user:pass@xn--eckwd4c7c.xn--zckzah/",
      true,
    );
    expectNormalRelative("//ロリポップ", "//xn--9ckxbq5co");
  });
  it("a Unicode path and query → their UTF-8 percent-encoding", () =>
    expectNormal(
      "http://pumps.ru/ロリポップ?testö=testä",
      "http://pumps.ru/%E3%83%AD%E3%83%AA%E3%83%9D%E3%83%83%E3%83%97?test%C3%B6=test%C3%A4",
    ));
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_join (RFC 3986 §5.2)", () => {
  // each join starts from the previous result; furl() is the empty URL, and a reference with
  // a scheme needs no base (§5.2.2: T = R, the base is not read)
  const resolved: Array<[string, string, string]> = [
    [
      "",
      "sup://www.pumps.org/brg/pap/mrf?a=b&c=d#frag?sup",
      "sup://www.pumps.org/brg/pap/mrf?a=b&c=d#frag?sup",
    ],
    ["", "unknown://pepp.ru", "unknown://pepp.ru"],
    [
      "unknown://pepp.ru",
      "unknown://pepp.ru?one=two&three=four",
      "unknown://pepp.ru?one=two&three=four",
    ],
    [
      "unknown://pepp.ru?one=two&three=four",
      "unknown://pepp.ru/new/url/?one=two#blrp",
      "unknown://pepp.ru/new/url/?one=two#blrp",
    ],
    ["unknown://pepp.ru/new/url/?one=two#blrp", "/pump", "unknown://pepp.ru/pump"],
    ["unknown://pepp.ru/pump", "/pump/2/dump", "unknown://pepp.ru/pump/2/dump"],
    ["unknown://pepp.ru/pump/2/dump", "/pump/2/dump/", "unknown://pepp.ru/pump/2/dump/"],
    ["unknown://pepp.ru/pump/2/dump/", "./crit/", "unknown://pepp.ru/pump/2/dump/crit/"],
    ["unknown://pepp.ru/pump/2/dump/crit/", ".././../././././srp", "unknown://pepp.ru/pump/2/srp"],
    ["unknown://pepp.ru/pump/2/srp", "../././../nop", "unknown://pepp.ru/nop"],
    ["unknown://pepp.ru/nop", "/erp/?one=two", "unknown://pepp.ru/erp/?one=two"],
    ["unknown://pepp.ru/erp/?one=two", "morp?three=four", "unknown://pepp.ru/erp/morp?three=four"],
    [
      "unknown://pepp.ru/erp/morp?three=four",
      "/root/pumps?five=six",
      "unknown://pepp.ru/root/pumps?five=six",
    ],
    ["unknown://pepp.ru/root/pumps?five=six", "#sup", "unknown://pepp.ru/root/pumps?five=six#sup"],
    [
      "unknown://pepp.ru/root/pumps?five=six#sup",
      "/reset?one=two#yepYEP",
      "unknown://pepp.ru/reset?one=two#yepYEP",
    ],
    [
      "unknown://pepp.ru/reset?one=two#yepYEP",
      "./slurm#uwantpump?",
      "unknown://pepp.ru/slurm#uwantpump?",
    ],
    // join multiple URLs
    ["path", "tcp://blorp.biz", "tcp://blorp.biz"],
    ["tcp://blorp.biz", "http://pepp.ru/", "http://pepp.ru/"],
    ["http://pepp.ru/", "a/b/c", "http://pepp.ru/a/b/c"],
    ["http://pepp.ru/a/b/c", "#uwantpump?", "http://pepp.ru/a/b/c#uwantpump?"],
    // a reference with a scheme is its own target (§5.2.2; the peer follows Python ≥ 3.9)
    ["wss://slrp.com/", "foo:1", "foo:1"],
    ["wss://slrp.com/", "foo:1:rip", "foo:1:rip"],
    ["scheme:path", "foo:blah", "foo:blah"],
  ];
  for (const [base, ref, target] of resolved) {
    it(`${show(ref)} against ${base}`, () => expect(resolveUri(ref, base)).toBe(target));
  }
  it('"/?kødpålæg=4": the target IRI, as a URI (RFC 3987 §3.1)', () =>
    expect(normalizeUri(resolveUri("/?kødpålæg=4", "unknown://pepp.ru/slurm#uwantpump?"))).toBe(
      "unknown://pepp.ru/?k%C3%B8dp%C3%A5l%C3%A6g=4",
    ));
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_is_valid_scheme (RFC 3986 §3.1)", () => {
  const schemes: Array<[string, boolean]> = [
    ["a", true],
    ["ab", true],
    ["a-b", true],
    ["a.b", true],
    ["a+b", true],
    ["a----b", true],
    ["a123", true],
    ["a-b123", true],
    ["a+b.1-+", true],
    ["1", false],
    ["12", false],
    ["12+", false],
    ["-", false],
    [".", false],
    ["+", false],
    ["1a", false],
    ["+a", false],
    [".b.", false],
  ];
  for (const [s, ok] of schemes) {
    it(`${show(s)} ${ok ? "is" : "is no"} scheme`, () => {
      const r = parseUri(`${s}:`, { iri: false });
      expect(r.ok && r.parts.scheme === s).toBe(ok);
    });
  }
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_is_valid_encoded_path_segment (RFC 3986 §3.3)", () => {
  const segments: Array<[string, boolean]> = [
    ["abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:@!$&'()*+,;=", true],
    ["", true],
    ["a", true],
    ["asdf", true],
    ["a%20a", true],
    ["%3F", true],
    [' ^`<>[]"#/?', false],
    [" ", false],
    ["%3Z", false],
    ["/", false],
    ["?", false],
  ];
  for (const [s, ok] of segments) {
    it(`${show(s)} ${ok ? "is" : "is no"} segment`, () => {
      const r = parseUri(`s:/${s}`, { iri: false });
      expect(
        r.ok &&
          r.parts.path === `/${s}` &&
          r.parts.query === undefined &&
          r.parts.fragment === undefined,
      ).toBe(ok);
    });
  }
});

describe("python-furl 2.1.4 tests/test_furl.py TestFurl test_is_valid_encoded_query_key, test_is_valid_encoded_query_value (RFC 3986 §3.4)", () => {
  const queries: Array<[string, boolean]> = [
    ["abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:@!$&'()*+,;/?", true],
    ["abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:@!$&'()*+,;/?=", true],
    ["", true],
    ["a", true],
    ["asdf", true],
    ["a%20a", true],
    ["%3F", true],
    ["a+a", true],
    ["/", true],
    ["?", true],
    ["=", true],
    [' ^`<>[]"#', false],
    [" ", false],
    ["%3Z", false],
    ["#", false],
  ];
  for (const [s, ok] of queries) {
    it(`${show(s)} ${ok ? "is" : "is no"} query`, () => {
      const r = parseUri(`s:?${s}`, { iri: false });
      expect(r.ok && r.parts.query === s && r.parts.fragment === undefined).toBe(ok);
    });
  }
});

describe("python-furl 2.1.4: answered differently on purpose", () => {
  // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), and §4.2: the first
  // segment of a relative path has no ":"; so this is no URI-reference at all
  const notReferences: Array<[string, string]> = [
    ["+invalid$scheme://lolsup", "colon-in-first-segment"], // test_scheme: the peer gives scheme None, path "+invalid$scheme://lolsup"
    ["192.168.1.1:8000", "colon-in-first-segment"], // test_urlsplit: the peer gives path "192.168.1.1:8000" (Python's urlsplit)
  ];
  for (const [s, reason] of notReferences) {
    it(`${show(s)} is not a URI-reference`, () => expectUnparsable(s, reason));
  }
  // RFC 3986 §5.1: a relative reference is resolved against an absolute base URI; the peer
  // joins it to the empty URL furl() and gives the reference itself (test_join)
  const againstEmpty = ["", "/meat", "/meat/pump?a=a&b=b#fragsup", "path"];
  for (const ref of againstEmpty) {
    it(`${show(ref)} against "" needs a base`, () =>
      // the peer gives the reference itself
      expect(() => resolveUri(ref, "")).toThrow(/missing-scheme/));
  }
  // RFC 3986 App. A: no space in any component; the peer percent-encodes it
  it("a space in the fragment is refused", () =>
    // test_remove: the peer gives fragment path "a%20frag", args {"with": "args", "a": "a"}
    expectUnparsable(
      "http://u:p@host:69/a/big/path/?a=a&b=b&s=s+s#a frag?with=args&a=a",
      "bad-fragment",
    ));
  // RFC 3986 §3.2.2: IPv6address has at most eight pieces of 1–4 hex digits
  it("an over-long IPv6 literal is refused", () =>
    // test_hosts: the peer accepts it (Python's urlsplit does not check the address)
    expectUnparsable("http://[0:0:0:0:0:0:0:1:1:1:1:1:1:1:1:9999999999999]/", "bad-ipv6"));
  // RFC 3986 §3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ): "." and "$" are
  // reg-name characters, and RFC 9110 §4.2.1 takes the host of http URIs from there; whether
  // the name resolves (DNS) is not the syntax's concern
  const validHosts = [
    "http://./", // test_hosts: the peer raises ValueError (invalid host)
    "http://../", // test_hosts: the peer raises ValueError
    "http://a..b/", // test_hosts: the peer raises ValueError
    "http://.a.b/", // test_hosts: the peer raises ValueError
    "http://.a.b./", // test_hosts: the peer raises ValueError
    "http://$/", // test_hosts: the peer raises ValueError
    "http://a$b/", // test_hosts: the peer raises ValueError
  ];
  for (const s of validHosts) {
    it(`${show(s)} is a URI`, () => {
      expectParts(s, { hostKind: "reg-name" });
      expect(validateUri(s).valid).toBe(true);
    });
  }
  // RFC 3986 §6.2.2.3 removes dot-segments only; empty segments are part of the path (§3.3)
  // and "//" is not "/" (furl's Path.normalize is posixpath.normpath); as the path of http://h
  const normalForms: Array<[string, string]> = [
    ["http://h//", "http://h//"], // test_normalize: the peer gives path "/"
    ["http://h//a", "http://h//a"], // test_normalize: the peer gives path "/a"
    ["http://h//a/", "http://h//a/"], // test_normalize: the peer gives path "/a/"
    ["http://h//a///", "http://h//a///"], // test_normalize: the peer gives path "/a/"
    ["http://h////a/..//b", "http://h/////b"], // test_normalize: the peer gives path "/b"
    ["http://h/a/..//b//./", "http://h//b//"], // test_normalize: the peer gives path "/b/"
  ];
  for (const [s, normal] of normalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  }
});

// ─── node-uri-js 4.4.0 (Debian source, tests/tests.js) ─────────────────────────────────────

describe("node-uri-js 4.4.0 tests/tests.js 'URI Normalizing' (RFC 5952 §4, relative references)", () => {
  const relativeNormalForms: Array<[string, string]> = [
    ["//[2001:0db8::0001]/", "//[2001:db8::1]/"],
    ["//[2001:db8::1:0000:1]/", "//[2001:db8::1:0:1]/"],
    ["//[2001:db8:0:0:0:0:2:1]/", "//[2001:db8::2:1]/"],
    ["//[2001:db8:0:1:1:1:1:1]/", "//[2001:db8:0:1:1:1:1:1]/"],
    ["//[2001:0:0:1:0:0:0:1]/", "//[2001:0:0:1::1]/"],
    ["//[2001:db8:0:0:1:0:0:1]/", "//[2001:db8::1:0:0:1]/"],
    ["//[2001:DB8::1]/", "//[2001:db8::1]/"],
    ["//[0:0:0:0:0:ffff:192.0.2.1]/", "//[::ffff:192.0.2.1]/"],
  ];
  for (const [s, normal] of relativeNormalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormalRelative(s, normal));
  }
  it("'URI Normalizing' (RFC 3987 example): IRI → URI", () =>
    expectNormal(
      "uri://www.example.org/red%09ros\u00e9#red",
      "uri://www.example.org/red%09ros%C3%A9#red",
    ));
  // 'IRI Normalizing' gives the IRI form "uri://www.example.org/red%09ros\u00e9#red"; the same
  // IRI (RFC 3987 §3.1)
  it("'IRI Normalizing': the same IRI", () =>
    expectEquivalent(
      "uri://www.example.org/red%09ros\u00e9#red",
      "uri://www.example.org/red%09ros%C3%A9#red",
      true,
    ));
});

describe("node-uri-js 4.4.0 tests/tests.js 'IRI Parsing' (RFC 3987 §2.2)", () => {
  it("ucschar in userinfo, path and fragment, iprivate in the query", () =>
    expectParts(
      "uri://us\u00a0er:pa\ud7ffss@example.com:123/o\uf900ne/t\ufdcfwo.t\ufdf0hree?q1=a1\uf8ff\ue000&q2=a2#bo\uffefdy",
      {
        scheme: "uri",
        userinfo: "us\u00a0er:pa\ud7ffss",
        host: "example.com",
        port: "123",
        path: "/o\uf900ne/t\ufdcfwo.t\ufdf0hree",
        query: "q1=a1\uf8ff\ue000&q2=a2",
        fragment: "bo\uffefdy",
        iri: true,
      },
    ));
});

describe("node-uri-js 4.4.0 tests/tests.js 'IRI Serialization' (RFC 3987 §2.2)", () => {
  // the peer serializes the fragment "bo\uFFEFdy\uE001" as "bo\uFFEFdy%EE%80%81": iprivate
  // is allowed in an iquery only
  it("iprivate U+E001 is no ifragment character", () =>
    expectUnparsable("#bo\uffefdy\ue001", "bad-fragment"));
});

describe("node-uri-js 4.4.0 tests/tests.js 'Convert URI to IRI' (RFC 3987 §3.2)", () => {
  // the peer gives "uri://www.example.org/D\u00fcrst": the same IRI
  it('"uri://www.example.org/D%C3%BCrst" is the IRI with "ü"', () =>
    expectEquivalent("uri://www.example.org/D%C3%BCrst", "uri://www.example.org/D\u00fcrst", true));
  // not UTF-8: stays encoded
  it('"uri://www.example.org/D%FCrst" stays', () =>
    expectNormal("uri://www.example.org/D%FCrst", "uri://www.example.org/D%FCrst"));
  // U+202E may not appear in an IRI (RFC 3987 §4.1): stays encoded, hex uppercased
  it('"uri://xn--99zt52a.example.org/%e2%80%ae" → "%E2%80%AE"', () =>
    expectNormal(
      "uri://xn--99zt52a.example.org/%e2%80%ae",
      "uri://xn--99zt52a.example.org/%E2%80%AE",
    ));
});

describe("node-uri-js 4.4.0 tests/tests.js 'WS Parse'", () => {
  // the peer's resourceName "/?bar=baz" is path + "?" + query (RFC 6455 §3)
  it('"ws://example.com/?bar=baz"', () =>
    expectParts("ws://example.com/?bar=baz", { host: "example.com", path: "/", query: "bar=baz" }));
});

describe("node-uri-js 4.4.0: answered differently on purpose", () => {
  // RFC 3986 §3.2.2: dec-octet has no leading zero, so "192.068.001.000" is no IPv4address and
  // this is no IPv6address (ls32); the peer rewrites it to "//[1:2:3:4:5:6:192.68.1.0]/"
  it('"//[1:2:3:4:5:6:192.068.001.000]/" is not a URI-reference', () =>
    expectUnparsable("//[1:2:3:4:5:6:192.068.001.000]/", "bad-ipv6"));
  // RFC 5952 §5 keeps dotted decimal only where the address is known to embed IPv4
  // (IPv4-mapped); the peer keeps any dotted tail as written
  it('"//[1:2:3:4:5:6:192.0.2.1]/" → hex', () =>
    // the peer gives "//[1:2:3:4:5:6:192.0.2.1]/"
    expectNormalRelative("//[1:2:3:4:5:6:192.0.2.1]/", "//[1:2:3:4:5:6:c000:201]/"));
  // RFC 6455 §3: "Fragment identifiers ... MUST NOT be used on these URIs"; a client MUST fail
  // on an invalid WebSocket URI (§4.1): invalid, not repaired
  it('"wss://example.com:443/foo#hash" is invalid', () =>
    // 'WSS Normalize': the peer gives "wss://example.com/foo"
    expectInvalid("wss://example.com:443/foo#hash", "fragment-not-allowed"));
  // RFC 3986 App. A: no LF in any component, and §5.1: a base URI is absolute; the peer
  // percent-encodes the LF and resolves against a relative base ('URI Resolving', PAEz)
  it('"/adf\\ngf" against "//www.g.com/" is refused', () =>
    // the peer gives "//www.g.com/adf%0Agf"
    expect(() => resolveUri("/adf\ngf", "//www.g.com/")).toThrow(/bad-path/));
  it('".." against "//www.g.com/error\\n/bleh/bleh" is refused', () =>
    // the peer gives "//www.g.com/error%0A/"
    expect(() => resolveUri("..", "//www.g.com/error\n/bleh/bleh")).toThrow(/bad-path/));
});
