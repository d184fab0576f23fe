/**
 * More cases from other URI libraries' published test suites (see peer-suites.test.ts for
 * fast-uri, uri-js, iri, valid-url, isemail and JSON-Schema-Test-Suite draft3/draft4), run
 * through the core with the answer the specifications give. Each group names its source
 * file; where the peer expects something else, the RFC's answer is used and the difference
 * is noted at the case.
 *
 * Sources:
 * - JSON-Schema-Test-Suite `tests/{draft6,draft7,draft2019-09,draft2020-12}/optional/format/`
 *   `uri.json`, `uri-reference.json`, `iri.json`, `iri-reference.json`, and the base-URI cases
 *   of `ref.json` / `refRemote.json` (the files are the same in every draft; no npm package
 *   ships drafts after 4, so the cases are quoted from the suite's files). ajv-formats 3.0.1
 *   ships no tests; its test run uses these same files.
 * - Go net/url `url_test.go` (Go 1.19): resolveReferenceTests, resolvePathTests,
 *   parseRequestURLTests, TestParseErrors, urltests.
 * - Python rfc3986 `tests/` (conftest.py hosts, test_uri.py, test_validators.py,
 *   test_normalizers.py, test_misc.py, test_iri.py, test_unicode_support.py, test_api.py).
 * - Ruby Addressable `spec/addressable/uri_spec.rb`: its RFC 3986 normalization and join
 *   cases (WHATWG-only behaviour is left out).
 *
 * How the JSON Schema formats map onto the API: `uri` = validateUri with ASCII only
 * (parseUri with `iri: false`), `uri-reference` = parseUri with `iri: false`, `iri` =
 * validateUri, `iri-reference` = parseUri.
 */
import { describe, expect, it } from "vitest";
import { normalizeUri, parseUri, resolveUri, validateUri } from "../../src/core/index.js";
import {
  expectEquivalent,
  expectInvalid,
  expectNormal,
  expectValid,
  show,
} from "../helpers/peer-expect.js";

/** format "uri": an absolute URI of RFC 3986 §4.3 (a fragment allowed, §3), ASCII only */
const isUri = (s: string): boolean => validateUri(s).valid && parseUri(s, { iri: false }).ok;
/** format "uri-reference": RFC 3986 §4.1 URI-reference */
const isUriReference = (s: string): boolean => parseUri(s, { iri: false }).ok;
/** format "iri": RFC 3987 §2.2 IRI */
const isIri = (s: string): boolean => validateUri(s).valid;
/** format "iri-reference": RFC 3987 §2.2 IRI-reference */
const isIriReference = (s: string): boolean => parseUri(s).ok;

// ─── JSON-Schema-Test-Suite ─────────────────────────────────────────────────────────────

describe("json-schema-test-suite tests/draft2020-12 (and draft6, draft7, draft2019-09)/optional/format/uri.json", () => {
  const valid = [
    "http://foo.bar/?baz=qux#quux", // a valid URL with anchor tag
    "http://foo.com/blah_(wikipedia)_blah#cite-1", // ... and parentheses (sub-delims, §2.2)
    "http://foo.bar/?q=Test%20URL-encoded%20stuff",
    "http://xn--nw2a.xn--j6w193g/", // a valid puny-coded URL
    // a valid URL with many special characters: everything before the one "@" is userinfo,
    // which takes sub-delims, ":" and pct-encoded (§3.2.1)
    "http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com",
    "http://223.255.255.254",
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "http://www.ietf.org/rfc/rfc2396.txt",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com",
    "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
  ];
  for (const u of valid) it(`${show(u)} is a uri`, () => expect(isUri(u)).toBe(true));

  const invalid = [
    "//foo.bar/?baz=qux#quux", // protocol-relative: a relative reference (§4.2)
    "/abc",
    "\\\\WINDOWS\\fileshare", // App. A has no backslash
    "abc", // a valid URI reference, not a URI (§4.3)
    "http:// shouldfail.com", // no space in any component (§2)
    ":// should fail", // empty scheme (§3.1)
    "bar,baz:foo", // "," is no scheme character (§3.1)
    "https://[@example.org/test.txt", // invalid userinfo: "[" is a gen-delim (§3.2.1)
    "https://example.org/foobar®.txt", // unescaped non US-ASCII: an IRI, not a URI (§2)
    "https://example.org/foobar\\.txt",
    'https://example.org/foobar".txt',
    "https://example.org/foobar<>.txt",
    "https://example.org/foobar{}.txt",
    "https://example.org/foobar^.txt",
    "https://example.org/foobar`.txt",
    "https://example.org/foo bar.txt",
    "https://example.org/foobar|.txt",
  ];
  for (const u of invalid) it(`${show(u)} is not a uri`, () => expect(isUri(u)).toBe(false));
  it("the reasons", () => {
    expectInvalid("//foo.bar/?baz=qux#quux", "missing-scheme");
    expectInvalid("http://2001:0db8:85a3:0000:0000:8a2e:0370:7334", "bad-port"); // iri.json
    expectInvalid("bar,baz:foo", "bad-scheme");
    expectInvalid(":// should fail", "empty-scheme");
    expectInvalid("https://[@example.org/test.txt", "bad-userinfo");
  });
});

describe("json-schema-test-suite tests/draft2020-12 (and earlier)/optional/format/uri-reference.json", () => {
  const valid = [
    "http://foo.bar/?baz=qux#quux",
    "//foo.bar/?baz=qux#quux", // network-path reference (§4.2)
    "/abc", // absolute-path reference
    "abc", // relative-path reference
    "#fragment", // same-document reference (§4.4)
  ];
  for (const u of valid) {
    it(`${show(u)} is a uri-reference`, () => expect(isUriReference(u)).toBe(true));
  }
  const invalid = [
    "\\\\WINDOWS\\fileshare",
    "#frag\\ment", // fragment = *( pchar / "/" / "?" ) (§3.5)
    "/foobar®.txt", // non-ASCII: an IRI reference only
    "/foobar\\.txt",
    '/foobar".txt',
  ];
  for (const u of invalid) {
    it(`${show(u)} is not a uri-reference`, () => expect(isUriReference(u)).toBe(false));
  }
});

describe("json-schema-test-suite tests/draft2020-12 (and earlier)/optional/format/iri.json", () => {
  const valid = [
    "http://ƒøø.ßår/?∂éœ=πîx#πîüx", // ucschar in ireg-name, iquery, ifragment (RFC 3987 §2.2)
    "http://ƒøø.com/blah_(wîkïpédiå)_blah#ßité-1",
    "http://ƒøø.ßår/?q=Test%20URL-encoded%20stuff",
    "http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com",
    "http://[2001:0db8:85a3:0000:0000:8a2e:0370:7334]",
  ];
  for (const u of valid) it(`${show(u)} is an iri`, () => expect(isIri(u)).toBe(true));
  const invalid = [
    "http://2001:0db8:85a3:0000:0000:8a2e:0370:7334", // an IPv6 address needs brackets
    "/abc",
    "\\\\WINDOWS\\filëßåré",
    "âππ", // a valid IRI reference, not an IRI
  ];
  for (const u of invalid) it(`${show(u)} is not an iri`, () => expect(isIri(u)).toBe(false));
  it("the IRI maps to a URI with A-labels and UTF-8 percent-encoding (RFC 3987 §3.1)", () => {
    expectNormal(
      "http://ƒøø.ßår/?∂éœ=πîx#πîüx",
      "http://xn--pdaa47b.xn--r-pfas/?%E2%88%82%C3%A9%C5%93=%CF%80%C3%AEx#%CF%80%C3%AE%C3%BCx",
    );
  });
});

describe("json-schema-test-suite tests/draft2020-12 (and earlier)/optional/format/iri-reference.json", () => {
  const valid = [
    "http://ƒøø.ßår/?∂éœ=πîx#πîüx",
    "//ƒøø.ßår/?∂éœ=πîx#πîüx",
    "/âππ",
    "âππ",
    "#ƒrägmênt",
  ];
  for (const u of valid) {
    it(`${show(u)} is an iri-reference`, () => expect(isIriReference(u)).toBe(true));
  }
  for (const u of ["\\\\WINDOWS\\filëßåré", "#ƒräg\\mênt"]) {
    it(`${show(u)} is not an iri-reference`, () => expect(isIriReference(u)).toBe(false));
  }
});

describe("json-schema-test-suite tests/draft2020-12/ref.json, refRemote.json: base URIs (RFC 3986 §5.2) and URN ids (RFC 8141)", () => {
  const cases: Array<[string, string, string]> = [
    [
      "http://example.com/ref/absref.json",
      "/absref/foobar.json",
      "http://example.com/absref/foobar.json",
    ],
    [
      "http://example.com/schema-relative-uri-defs1.json",
      "schema-relative-uri-defs2.json",
      "http://example.com/schema-relative-uri-defs2.json",
    ],
    [
      "http://localhost:1234/draft2020-12/scope_change_defs1.json",
      "baseUriChangeFolder/",
      "http://localhost:1234/draft2020-12/baseUriChangeFolder/",
    ],
    [
      "http://localhost:1234/draft2020-12/baseUriChangeFolder/",
      "folderInteger.json",
      "http://localhost:1234/draft2020-12/baseUriChangeFolder/folderInteger.json",
    ],
    [
      "http://localhost:1234/draft2020-12/root",
      "nested.json",
      "http://localhost:1234/draft2020-12/nested.json",
    ],
    [
      "http://localhost:1234/draft2020-12/some-id",
      "nested/foo-ref-string.json",
      "http://localhost:1234/draft2020-12/nested/foo-ref-string.json",
    ],
    [
      "https://example.com/draft2020-12/ref-and-id1/base.json",
      "int.json",
      "https://example.com/draft2020-12/ref-and-id1/int.json",
    ],
    ["http://localhost:1234/draft2020-12/tree", "node", "http://localhost:1234/draft2020-12/node"],
    ["file:///folder/file.json", "#/$defs/foo", "file:///folder/file.json#/$defs/foo"],
    ["file:///c:/folder/file.json", "#/$defs/foo", "file:///c:/folder/file.json#/$defs/foo"],
    [
      "http://localhost:1234/x.json",
      "#/$defs/foo%22bar",
      "http://localhost:1234/x.json#/$defs/foo%22bar",
    ],
    [
      "http://localhost:1234/x.json",
      "#/$defs//$defs/",
      "http://localhost:1234/x.json#/$defs//$defs/",
    ],
    // §5.2.2: a fragment-only reference keeps the URN's NSS and q-/r-components
    [
      "urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed",
      "#/$defs/bar",
      "urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed#/$defs/bar",
    ],
    ["urn:example:1/406/47452/2", "#/$defs/bar", "urn:example:1/406/47452/2#/$defs/bar"],
    [
      "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk",
      "#/$defs/bar",
      "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk#/$defs/bar",
    ],
  ];
  for (const [base, ref, target] of cases) {
    it(`${show(ref)} against ${base}`, () => expect(resolveUri(ref, base)).toBe(target));
  }
  it("the URN ids are URNs (RFC 8141 §2: NSS, r-component, q-component, f-component)", () => {
    for (const u of [
      "urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed",
      "urn:example:1/406/47452/2",
      "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk",
      "urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z",
      "urn:example:foo-bar-baz-qux#somepart",
      "urn:uuid:deadbeef-1234-ff00-00ff-4321feebdaed#something",
    ]) {
      expectValid(u);
    }
  });
  it('a raw \'"\' in a $ref fragment is not a URI-reference (§3.5); "%22" is', () => {
    expect(isUriReference('#/$defs/foo"bar')).toBe(false);
    expect(isUriReference("#/$defs/foo%22bar")).toBe(true);
  });
});

// ─── Go net/url ─────────────────────────────────────────────────────────────────────────

describe("Go net/url url_test.go resolveReferenceTests (RFC 3986 §5.2, §5.4)", () => {
  const cases: Array<[string, string, string]> = [
    // Absolute URL references
    ["http://foo.com?a=b", "https://bar.com/", "https://bar.com/"],
    ["http://foo.com/", "https://bar.com/?a=b", "https://bar.com/?a=b"],
    ["http://foo.com/", "https://bar.com/?", "https://bar.com/?"],
    ["http://foo.com/bar", "mailto:foo@example.com", "mailto:foo@example.com"],
    // Path-absolute references
    ["http://foo.com/bar", "/baz", "http://foo.com/baz"],
    ["http://foo.com/bar?a=b#f", "/baz", "http://foo.com/baz"],
    ["http://foo.com/bar?a=b", "/baz?", "http://foo.com/baz?"],
    ["http://foo.com/bar?a=b", "/baz?c=d", "http://foo.com/baz?c=d"],
    // Multiple slashes
    ["http://foo.com/bar", "http://foo.com//baz", "http://foo.com//baz"],
    ["http://foo.com/bar", "http://foo.com///baz/quux", "http://foo.com///baz/quux"],
    // Scheme-relative
    ["https://foo.com/bar?a=b", "//bar.com/quux", "https://bar.com/quux"],
    // current directory: §5.2.3, an empty base path with an authority merges as "/"
    ["http://foo.com", ".", "http://foo.com/"],
    ["http://foo.com/bar", ".", "http://foo.com/"],
    ["http://foo.com/bar/", ".", "http://foo.com/bar/"],
    // going down
    ["http://foo.com", "bar", "http://foo.com/bar"],
    ["http://foo.com/", "bar", "http://foo.com/bar"],
    ["http://foo.com/bar/baz", "quux", "http://foo.com/bar/quux"],
    // going up
    ["http://foo.com/bar/baz", "../quux", "http://foo.com/quux"],
    ["http://foo.com/bar/baz", "../../../../../quux", "http://foo.com/quux"],
    ["http://foo.com/bar", "..", "http://foo.com/"],
    ["http://foo.com/bar/baz", "./..", "http://foo.com/"],
    // ".." in the middle (issue 3560)
    ["http://foo.com/bar/baz", "quux/dotdot/../tail", "http://foo.com/bar/quux/tail"],
    ["http://foo.com/bar/baz", "quux/./dotdot/../tail", "http://foo.com/bar/quux/tail"],
    ["http://foo.com/bar/baz", "quux/./dotdot/.././tail", "http://foo.com/bar/quux/tail"],
    ["http://foo.com/bar/baz", "quux/./dotdot/./../tail", "http://foo.com/bar/quux/tail"],
    [
      "http://foo.com/bar/baz",
      "quux/./dotdot/dotdot/././../../tail",
      "http://foo.com/bar/quux/tail",
    ],
    [
      "http://foo.com/bar/baz",
      "quux/./dotdot/dotdot/./.././../tail",
      "http://foo.com/bar/quux/tail",
    ],
    [
      "http://foo.com/bar/baz",
      "quux/./dotdot/dotdot/dotdot/./../../.././././tail",
      "http://foo.com/bar/quux/tail",
    ],
    [
      "http://foo.com/bar/baz",
      "quux/./dotdot/../dotdot/../dot/./tail/..",
      "http://foo.com/bar/quux/dot/",
    ],
    // §5.2.4 runs on the merged path, so the base's own dot-segments go too
    ["http://foo.com/dot/./dotdot/../foo/bar", "../baz", "http://foo.com/dot/baz"],
    // Triple dot isn't special
    ["http://foo.com/bar", "...", "http://foo.com/..."],
    // Fragment
    ["http://foo.com/bar", ".#frag", "http://foo.com/#frag"],
    ["http://example.org/", "#!$&%27()*+,;=", "http://example.org/#!$&%27()*+,;="],
    // Paths with escaping (issue 16947): "%2f" is data, never a segment boundary (§2.2)
    ["http://foo.com/foo%2fbar/", "../baz", "http://foo.com/baz"],
    ["http://foo.com/1/2%2f/3%2f4/5", "../../a/b/c", "http://foo.com/1/a/b/c"],
    ["http://foo.com/1/2/3", "./a%2f../../b/..%2fc", "http://foo.com/1/2/b/..%2fc"],
    ["http://foo.com/1/2%2f/3%2f4/5", "./a%2f../b/../c", "http://foo.com/1/2%2f/3%2f4/a%2f../c"],
    ["http://foo.com/foo%20bar/", "../baz", "http://foo.com/baz"],
    ["http://foo.com/foo", "../bar%2fbaz", "http://foo.com/bar%2fbaz"],
    ["http://foo.com/foo%2dbar/", "./baz-quux", "http://foo.com/foo%2dbar/baz-quux"],
    // RFC 3986 §5.4.1 Normal Examples
    ["http://a/b/c/d;p?q", "g:h", "g:h"],
    ["http://a/b/c/d;p?q", "g", "http://a/b/c/g"],
    ["http://a/b/c/d;p?q", "./g", "http://a/b/c/g"],
    ["http://a/b/c/d;p?q", "g/", "http://a/b/c/g/"],
    ["http://a/b/c/d;p?q", "/g", "http://a/g"],
    ["http://a/b/c/d;p?q", "//g", "http://g"],
    ["http://a/b/c/d;p?q", "?y", "http://a/b/c/d;p?y"],
    ["http://a/b/c/d;p?q", "g?y", "http://a/b/c/g?y"],
    ["http://a/b/c/d;p?q", "#s", "http://a/b/c/d;p?q#s"],
    ["http://a/b/c/d;p?q", "g#s", "http://a/b/c/g#s"],
    ["http://a/b/c/d;p?q", "g?y#s", "http://a/b/c/g?y#s"],
    ["http://a/b/c/d;p?q", ";x", "http://a/b/c/;x"],
    ["http://a/b/c/d;p?q", "g;x", "http://a/b/c/g;x"],
    ["http://a/b/c/d;p?q", "g;x?y#s", "http://a/b/c/g;x?y#s"],
    ["http://a/b/c/d;p?q", "", "http://a/b/c/d;p?q"],
    ["http://a/b/c/d;p?q", ".", "http://a/b/c/"],
    ["http://a/b/c/d;p?q", "./", "http://a/b/c/"],
    ["http://a/b/c/d;p?q", "..", "http://a/b/"],
    ["http://a/b/c/d;p?q", "../", "http://a/b/"],
    ["http://a/b/c/d;p?q", "../g", "http://a/b/g"],
    ["http://a/b/c/d;p?q", "../..", "http://a/"],
    ["http://a/b/c/d;p?q", "../../", "http://a/"],
    ["http://a/b/c/d;p?q", "../../g", "http://a/g"],
    // RFC 3986 §5.4.2 Abnormal Examples
    ["http://a/b/c/d;p?q", "../../../g", "http://a/g"],
    ["http://a/b/c/d;p?q", "../../../../g", "http://a/g"],
    ["http://a/b/c/d;p?q", "/./g", "http://a/g"],
    ["http://a/b/c/d;p?q", "/../g", "http://a/g"],
    ["http://a/b/c/d;p?q", "g.", "http://a/b/c/g."],
    ["http://a/b/c/d;p?q", ".g", "http://a/b/c/.g"],
    ["http://a/b/c/d;p?q", "g..", "http://a/b/c/g.."],
    ["http://a/b/c/d;p?q", "..g", "http://a/b/c/..g"],
    ["http://a/b/c/d;p?q", "./../g", "http://a/b/g"],
    ["http://a/b/c/d;p?q", "./g/.", "http://a/b/c/g/"],
    ["http://a/b/c/d;p?q", "g/./h", "http://a/b/c/g/h"],
    ["http://a/b/c/d;p?q", "g/../h", "http://a/b/c/h"],
    ["http://a/b/c/d;p?q", "g;x=1/./y", "http://a/b/c/g;x=1/y"],
    ["http://a/b/c/d;p?q", "g;x=1/../y", "http://a/b/c/y"],
    ["http://a/b/c/d;p?q", "g?y/./x", "http://a/b/c/g?y/./x"],
    ["http://a/b/c/d;p?q", "g?y/../x", "http://a/b/c/g?y/../x"],
    ["http://a/b/c/d;p?q", "g#s/./x", "http://a/b/c/g#s/./x"],
    ["http://a/b/c/d;p?q", "g#s/../x", "http://a/b/c/g#s/../x"],
    // Extras: the base's fragment is never inherited (§5.2.2)
    ["https://a/b/c/d;p?q", "//g?q", "https://g?q"],
    ["https://a/b/c/d;p?q", "//g#s", "https://g#s"],
    ["https://a/b/c/d;p?q", "//g/d/e/f?y#s", "https://g/d/e/f?y#s"],
    ["https://a/b/c/d;p#s", "?y", "https://a/b/c/d;p?y"],
    ["https://a/b/c/d;p?q#s", "?y", "https://a/b/c/d;p?y"],
    // an empty query is defined (§5.3; issue 46033)
    ["https://a/b/c/d;p?q#s", "?", "https://a/b/c/d;p?"],
  ];
  for (const [base, ref, target] of cases) {
    it(`${show(ref)} against ${base}`, () => expect(resolveUri(ref, base)).toBe(target));
  }
  it("TestResolveReference: an opaque reference is its own target", () => {
    expect(resolveUri("scheme:opaque", "http://a/b/c/d;p?q")).toBe("scheme:opaque");
  });
});

describe("Go net/url url_test.go resolvePathTests (RFC 3986 §5.2.3 merge, §5.2.4), on an http base", () => {
  const cases: Array<[string, string, string]> = [
    ["a/b", ".", "/a/"],
    ["a/b", "c", "/a/c"],
    ["a/b", "..", "/"],
    ["a/", "..", "/"],
    ["a/", "../..", "/"],
    ["a/b/c", "..", "/a/"],
    ["a/b/c", "../d", "/a/d"],
    ["a/b/c", ".././d", "/a/d"],
    ["a/b", "./..", "/"],
    ["a/./b", ".", "/a/"],
    ["a/../", ".", "/"],
    ["a/.././b", "c", "/c"],
  ];
  for (const [base, ref, path] of cases) {
    it(`${show(ref)} against /${base}`, () =>
      expect(resolveUri(ref, `http://h/${base}`)).toBe(`http://h${path}`));
  }
});

describe("Go net/url url_test.go parseRequestURLTests, TestParseErrors, TestRejectControlCharacters, TestInvalidUserPassword", () => {
  const valid = [
    "http://foo.com",
    "http://foo.com/",
    "http://foo.com/path",
    "http://192.168.0.1/",
    "http://192.168.0.1:8080/",
    "http://[fe80::1]/",
    "http://[fe80::1]:8080/",
    // RFC 6874 §2: ZoneID = 1*( unreserved / pct-encoded )
    "http://[fe80::1%25en0]/",
    "http://[fe80::1%25en0]:8080/",
    "http://[fe80::1%25%65%6e%301-._~]/",
    "http://[fe80::1%25%65%6e%301-._~]:8080/",
    "http://[::1]",
    "http://[::1]:80",
    "http://[::1%25en0]",
    "http://[::1]:", // §3.2.3: port = *DIGIT, empty allowed
    "http://x:",
    "http://[::1%25%41]", // over-escaping in the zone
    "http://[::1]/%48",
    "ahttp://foo.com",
  ];
  for (const u of valid) it(`${show(u)} is valid`, () => expectValid(u));
  const invalid: Array<[string, string | RegExp]> = [
    ["http://[fe80::%31]/", "bad-zone"], // an IPv6address has no pct-encoding
    ["http://[fe80::%31]:8080/", "bad-zone"],
    ["http://[fe80::%31%25en0]/", "bad-zone"],
    ["http://[fe80::%31%25en0]:8080/", "bad-zone"],
    // RFC 4007 text form, not an RFC 6874 literal
    ["http://[fe80::1%en0]/", "bad-zone"],
    ["http://[fe80::1%en0]:8080/", "bad-zone"],
    ["http://[::1]:namedport", "bad-port"], // §3.2.3
    ["http://x:namedport", "bad-port"],
    ["http://[::1]a", "bad-host"],
    ["http://[::1]%23", "bad-host"],
    ["http://[::1]:%38%30", "bad-port"],
    ["http://[%10::1]", /bad-ipv6|bad-zone/],
    // golang.org/issue/33646: "(" and ")" are reg-name characters, so the port is "123)"
    ["mysql://x@y(z:123)/foo", "bad-port"],
    ["mysql://x@y(1.2.3.4:123)/foo", "bad-port"],
    ["1http://foo.com", /scheme|colon/],
    [
      "http://[]%20%48%54%54%50%2f%31%2e%31%0a%4d%79%48%65%61%64%65%72%3a%20%31%32%33%0a%0a/",
      "bad-ipv6",
    ],
    ["http://a b.com/", "bad-host"],
    ["http://user^:passwo^rd@foo.com/", "bad-userinfo"], // §3.2.1
  ];
  for (const [u, reason] of invalid) it(`${show(u)} is invalid`, () => expectInvalid(u, reason));
  it("references that parse and that do not (§3.1, §4.2)", () => {
    for (const r of ["/", "*", "foo.html", "../dir/", "cache_object/:foo/bar"]) {
      expect(parseUri(r).ok, r).toBe(true);
    }
    for (const r of [
      " http://foo.com",
      "ht tp://foo.com",
      "cache_object://foo", // "_" is no scheme character, and a first segment has no ":"
      "cache_object:foo",
      "cache_object:foo/bar",
      "http://foo.com/?foo\nbar", // TestRejectControlCharacters
      "http\r://foo.com/",
      "http://foo\u007f.com/",
    ]) {
      expect(parseUri(r).ok, r).toBe(false);
    }
  });
  // Go refuses pct-encoded ASCII in a host ("% encoding only for non-ASCII"). The grammar
  // allows it: reg-name = *( unreserved / pct-encoded / sub-delims ) (§3.2.2); §6.2.2.2
  // decodes the unreserved ones
  it("http://192.168.0.%31/ and http://%41:8080/ are valid (§3.2.2; Go says invalid)", () => {
    expectNormal("http://192.168.0.%31/", "http://192.168.0.1/");
    expectNormal("http://192.168.0.%31:8080/", "http://192.168.0.1:8080/");
    expectNormal("http://%41:8080/", "http://a:8080/");
  });
});

describe("Go net/url url_test.go urltests: components (RFC 3986 §3)", () => {
  it("userinfo, host, zone, path, query as written", () => {
    const p = (s: string) => {
      const r = parseUri(s);
      expect(r.ok, s).toBe(true);
      return r.ok ? r.parts : undefined;
    };
    expect(p("http://%3Fam:pa%3Fsword@google.com")).toMatchObject({
      userinfo: "%3Fam:pa%3Fsword",
      host: "google.com",
    });
    expect(p("/foo?query=http://bad")).toMatchObject({
      scheme: undefined,
      path: "/foo",
      query: "query=http://bad",
    });
    expect(p("//foo")).toMatchObject({ scheme: undefined, host: "foo", path: "" });
    expect(p("//user@foo/path?a=b")).toMatchObject({
      userinfo: "user",
      host: "foo",
      path: "/path",
      query: "a=b",
    });
    // three slashes: an empty authority, then an absolute path (§3.2, §3.3)
    expect(p("///threeslashes")).toMatchObject({ authority: "", host: "", path: "/threeslashes" });
    expect(p("mailto:webmaster@golang.org")).toMatchObject({
      scheme: "mailto",
      path: "webmaster@golang.org",
    });
    expect(p("http://[fe80::1%25en0]/")).toMatchObject({ host: "fe80::1", zone: "en0" });
    expect(p("http://www.google.com/?")).toMatchObject({ path: "/", query: "" });
    expect(p("http://www.google.com/?foo=bar?")).toMatchObject({ query: "foo=bar?" });
    expect(p("magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a&dn")).toMatchObject({
      scheme: "magnet",
      path: "",
      query: "xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a&dn",
    });
  });
  const valid = [
    "http://www.google.com",
    "http://www.google.com/file%20one%26two",
    "http://www.google.com/#file%20one%26two",
    "ftp://webmaster@www.google.com/",
    "ftp://john%20doe@www.google.com/",
    "http://www.google.com/?q=go+language",
    "http://www.google.com/a%20b?q=c+d",
    "mailto:webmaster@golang.org",
    "http://user:password@google.com",
    "http://www.google.com/?q=go+language#foo&bar",
    "http://www.google.com/?q=go+language#foo%26bar",
    "file:///home/adg/rabbits",
    "file:///C:/FooBar/Baz.txt",
    "mysql://a,b,c/bar", // issue 12036: "," is a sub-delim
    "scheme://!$&'()*+,;=hello!:1/path", // worst case host
    "http://192.168.0.2:8080/foo",
    "http://[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:8080/foo",
    "http://[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:/foo",
    "http://example.com//foo", // issue 10433
    // golang.org/issue/14002: "%20" is pct-encoded, allowed in a ZoneID (RFC 6874 §2)
    "tcp://[2020::2020:20:2020:2020%25Windows%20Loves%20Spaces]:2020",
    "mailto:?subject=hi", // RFC 6068 §2: [ to ] [ hfields ]
  ];
  for (const u of valid) it(`${show(u)} is valid`, () => expectValid(u));
  it("normal forms (§6.2.2)", () => {
    expectNormal("MaIlTo:webmaster@golang.org", "mailto:webmaster@golang.org");
    expectNormal("http://192.168.0.2:/foo", "http://192.168.0.2/foo"); // §6.2.3: empty port
    expectNormal("http://[fe80::1%25%65%6e%301-._~]/", "http://[fe80::1%25en01-._~]/");
    expectNormal("http://[fe80::1%25%65%6e%301-._~]:8080/", "http://[fe80::1%25en01-._~]:8080/");
    // Go keeps the escaping as written; §6.2.2.1 uppercases hex, §2.2 never decodes "%2F"
    expectNormal(
      "http://rest.rsc.io/foo%2fbar/baz%2Fquux?alt=media",
      "http://rest.rsc.io/foo%2Fbar/baz%2Fquux?alt=media",
    );
  });
  it("issue 7991, 12719: a UTF-8 host, raw or pct-encoded, is one host (RFC 3987 §3.1)", () => {
    expectEquivalent("http://hello.世界.com/foo", "http://hello.%E4%B8%96%E7%95%8C.com/foo", true);
    expectEquivalent(
      "http://hello.%e4%b8%96%e7%95%8c.com/foo",
      "http://hello.%E4%B8%96%E7%95%8C.com/foo",
      true,
    );
  });
  // Go parses these and re-encodes on output; they are not URIs as written
  const notUris: Array<[string, string | RegExp]> = [
    // §3.2.1: userinfo has no "@"; Go takes the last "@" and prints "j%40ne"
    ["http://j@ne:password@google.com", /bad-port|bad-host/],
    ["http://jane:p@ssword@google.com", "bad-host"],
    ["http://j@ne:password@google.com/p@th?q=@go", /bad-port|bad-host/],
    // §3.3: "[" and "]" are gen-delims, not pchar
    ["http://host/!$&'()*+,;=:@[hello]", "bad-path"],
    ["http://example.com/oid/[order_id]", "bad-path"], // issue 5684
    // "Malformed IPv6 but still accepted": without brackets the port is "e34:…"
    ["http://2b01:e34:ef40:7730:8e70:5aff:fefe:edac:8080/foo", "bad-port"],
    ["http://2b01:e34:ef40:7730:8e70:5aff:fefe:edac:/foo", "bad-port"],
    ['myscheme://authority<"hi">/foo', "bad-host"],
  ];
  for (const [u, reason] of notUris) {
    it(`${show(u)} is not a URI (Go parses it)`, () => expectInvalid(u, reason));
  }
  it("http:www.google.com/… parses (§3) but an http URI needs a host (RFC 9110 §4.2.1)", () => {
    expect(parseUri("http:www.google.com/?q=go+language").ok).toBe(true);
    expectInvalid("http:www.google.com/?q=go+language", "missing-host");
    expectInvalid("http:%2f%2fwww.google.com/?q=go+language", "missing-host");
  });
  // RFC 6068 §2: "/" MUST be percent-encoded in an addr-spec (Go only splits components)
  it("mailto:/webmaster@golang.org parses but is no mailto URI", () => {
    expect(parseUri("mailto:/webmaster@golang.org").ok).toBe(true);
    expectInvalid("mailto:/webmaster@golang.org", "bad-mailto-address");
  });
});

// ─── Python rfc3986 ─────────────────────────────────────────────────────────────────────

describe("rfc3986 tests/conftest.py valid_hosts, invalid_hosts with test_uri.py's URI templates", () => {
  const validHosts = [
    "[21DA:00D3:0000:2F3B:02AA:00FF:FE28:9C5A]",
    "[::1]",
    "[::1%25lo]", // With ZoneID
    "[FF02:0:0:0:0:0:0:2%25en01]",
    "[FF02:30:0:0:0:0:0:5%25en1]",
    "[FF02:30:0:0:0:0:0:5%25%26]", // a pct-encoded ZoneID character (RFC 6874 §2)
    "[FF02:30:0:0:0:0:0:5%2525]", // the zone "25"
    "[21DA:D3:0:2F3B:2AA:FF:FE28:9C5A]",
    "[FE80::2AA:FF:FE9A:4CA2]",
    "[FF02::2]",
    "[FF02:3::5]",
    "[FF02:0:0:0:0:0:0:2]",
    "[FF02:30:0:0:0:0:0:5]",
    "127.0.0.1",
    "www.example.com",
    "localhost",
    "http-bin.org",
    "%2Fvar%2Frun%2Fsocket",
    "6g9m8V6", // Issue #48
  ];
  const templates = [
    "http://%s",
    "ftp://%s:21",
    "ssh://user:pass@%s:22",
    "ssh://user%20!=:pass@%s:22", // tricky userinfo (§3.2.1: sub-delims and ":")
    "http://%s/path/to/resource",
    "http://%s/path/to/resource?key=value",
    "https://user:pass@%s:443/path/to/resource?key=value#fragment",
  ];
  for (const host of validHosts) {
    it(`${host} in every template`, () => {
      for (const t of templates) expectValid(t.replace("%s", host));
      expect(parseUri(`//${host}`).ok).toBe(true); // relative_uri
    });
  }
  const invalidHosts: Array<[string, string]> = [
    ["[FF02::3::5]", "bad-ipv6"], // IPv6 can only have one ::
    ["[FADF:01]", "bad-ipv6"], // Not properly compacted
    ["[FADF:01%en0]", "bad-ipv6"], // the address is checked before the zone (no "%25" either)
    ["localhost:80:80:80", "bad-port"], // Too many ports
  ];
  for (const [host, reason] of invalidHosts) {
    it(`https://${host} is invalid`, () => expectInvalid(`https://${host}`, reason));
  }
  // invalid_hosts also lists these two:
  // "256.256.256.256" does not match IPv4address, so it is a reg-name (§3.2.2: "If host
  // matches the rule for IPv4address, then it should be considered an IPv4 address literal
  // and not a reg-name"); the grammar takes it
  it("https://256.256.256.256 is a valid reg-name (§3.2.2; the peer says invalid)", () => {
    expectNormal("https://256.256.256.256/", "https://256.256.256.256/");
    expect(
      parseUri("https://256.256.256.256").ok && validateUri("https://256.256.256.256").valid,
    ).toBe(true);
  });
  it("https://☃ is not a URI, but is an IRI (RFC 3987 §2.2)", () => {
    expect(isUri("https://\u2603")).toBe(false);
    expect(isIri("https://\u2603")).toBe(true);
  });
  it("test_uri.py: hosts are compared case-insensitively, IPv6 by value (§6.2.2.1)", () => {
    expectNormal("http://6g9m8V6/", "http://6g9m8v6/");
    expectNormal(
      "http://[21DA:00D3:0000:2F3B:02AA:00FF:FE28:9C5A]/",
      "http://[21da:d3:0:2f3b:2aa:ff:fe28:9c5a]/",
    );
    expectNormal("http://[FF02:30:0:0:0:0:0:5%25%26]/", "http://[ff02:30::5%25%26]/");
    expectNormal("http://%2Fvar%2Frun%2Fsocket/", "http://%2Fvar%2Frun%2Fsocket/");
    for (const h of ["example.com", "eXample.com", "example.COM", "EXAMPLE.com", "ExAMPLE.COM"]) {
      expectEquivalent(`http://${h}/`, "http://example.com/", true);
    }
  });
  it("test_uri.py test_empty_querystrings_persist (§6.2.3)", () => {
    expectNormal("https://httpbin.org/get?", "https://httpbin.org/get?");
    expect(parseUri("https://httpbin.org/get?")).toMatchObject({ ok: true, parts: { query: "" } });
  });
});

describe("rfc3986 tests/test_uri.py TestURIReferenceResolvesURIs (RFC 3986 §5.2)", () => {
  const base = "http://www.example.com";
  it("relative, absolute-path, relative-path, pathless references", () => {
    expect(resolveUri("//127.0.0.1", base)).toBe("http://127.0.0.1");
    expect(resolveUri("/path/to/file", base)).toBe("http://www.example.com/path/to/file");
    expect(resolveUri("foo/bar/bogus", base)).toBe("http://www.example.com/foo/bar/bogus");
    expect(resolveUri("foo/bar/bogus", `${base}/path/to/resource`)).toBe(
      "http://www.example.com/path/to/foo/bar/bogus",
    );
    expect(resolveUri(base, base)).toBe(base); // basic_uri_resolves_itself
    expect(resolveUri("https://example.com/path", base)).toBe("https://example.com/path");
    expect(resolveUri("#fragment", base)).toBe("http://www.example.com#fragment");
    expect(resolveUri("?query", base)).toBe("http://www.example.com?query");
  });
});

describe("rfc3986 tests/test_misc.py merge_paths (RFC 3986 §5.2.3)", () => {
  it("a base path is cut after its last '/'", () => {
    expect(resolveUri("relative", "x:/foo/bar/bogus")).toBe("x:/foo/bar/relative");
    expect(resolveUri("relative", "x://authority/foo/bar/bogus")).toBe(
      "x://authority/foo/bar/relative",
    );
    expect(resolveUri("relative", "x://authority")).toBe("x://authority/relative");
  });
  // the peer expects "/relative" for a base with neither authority nor path; §5.2.3 says
  // "excluding the entire base URI path if it does not contain any "/" characters"
  it("no authority, empty path: the reference path alone (§5.2.3; the peer prefixes '/')", () => {
    expect(resolveUri("relative", "x:")).toBe("x:relative");
  });
});

describe("rfc3986 tests/test_normalizers.py (RFC 3986 §6.2.2, §5.2.4)", () => {
  it("test_normalize_scheme", () => {
    for (const s of ["htTp", "http", "HTTP"]) expectNormal(`${s}://a/`, "http://a/");
  });
  it("test_normalize_percent_characters: hex digits uppercased (§6.2.2.1)", () => {
    expectNormal(
      "x:%3athis_should_be_lowercase%DF%ab%4c",
      // %4C is "L", unreserved: decoded as well (§6.2.2.2)
      "x:%3Athis_should_be_lowercase%DF%ABL",
    );
  });
  // test_remove_dot_segments, on the path of an absolute URI (normalizeUri applies §5.2.4
  // there; for relative references it keeps "./" and "../", whose removal would change the
  // target)
  const paths: Array<[string, string]> = [
    ["/foo/bar/.", "/foo/bar/"],
    ["/foo/bar/", "/foo/bar/"],
    ["/foo/bar", "/foo/bar"],
    ["./foo/bar", "foo/bar"],
    ["/./foo/bar", "/foo/bar"],
    ["/foo%20bar/biz%2Abaz", "/foo%20bar/biz%2Abaz"],
    ["../foo/bar", "foo/bar"],
    ["/../foo/bar", "/foo/bar"],
    ["a/./b/../b/%7Bfoo%7D", "a/b/%7Bfoo%7D"],
    ["mid/content=5/../6", "mid/6"],
    ["/a/b/c/./../../g", "/a/g"],
  ];
  for (const [path, expected] of paths) {
    it(`remove_dot_segments(${show(path)})`, () => expectNormal(`x:${path}`, `x:${expected}`));
  }
  it("remove_dot_segments of a path that starts with '//' (behind an authority)", () => {
    expectNormal("http://h//a/./b/../b/%63/%7Bfoo%7D", "http://h//a/b/c/%7Bfoo%7D");
  });
  it("test_authority_normalization, test_hostname_normalization, test_fragment_normalization", () => {
    // "%2a" is "*", a sub-delim: uppercased, not decoded (§2.2, §6.2.2.2)
    expect(normalizeUri("//user%2aName@EXAMPLE.COM", { relative: true })).toBe(
      "//user%2AName@example.com",
    );
    expect(normalizeUri("//EXAMPLE.COM", { relative: true })).toBe("//example.com");
    expect(normalizeUri("//example.com#fiz%DF", { relative: true })).toBe("//example.com#fiz%DF");
  });
  it("test_normalize_host: zones that are RFC 6874 literals", () => {
    expectNormal("http://LOCALHOST/", "http://localhost/");
    expectNormal("http://[::1%25%25]/", "http://[::1%25%25]/"); // the zone "%25"
    // the peer keeps "%Ff"; a pct-encoding's hex is uppercased anywhere (§6.2.2.1)
    expectNormal("http://[::Af%25%Ff]/", "http://[::af%25%FF]/");
  });
  // the peer repairs RFC 4007 text forms ("%" not followed by "25", an empty zone) into
  // zones; RFC 6874 §2 requires "%25" and ZoneID = 1*( unreserved / pct-encoded )
  for (const host of ["[::1%eth0]", "[::1%25]", "[::1%%25]", "[::Af%Ff]", "[::Af%%Ff]"]) {
    it(`http://${host}/ is invalid (RFC 6874 §2; the peer normalizes it)`, () =>
      expectInvalid(`http://${host}/`, "bad-zone"));
  }
  // test_validators.py test_validating_rfc_4007_ipv6_zone_ids: invalid before normalization
  it("http://[::1%eth0] is invalid", () => expectInvalid("http://[::1%eth0]", "bad-zone"));
});

describe("rfc3986 tests/test_uri.py, test_normalizers.py: stray '%' (RFC 3986 §2.1, §2.4)", () => {
  // the peer re-encodes every "%" of a component holding a bad one ("/%25%" → "/%2525%25",
  // "a=%" → "a=%25") and calls the result valid; "%" must start a pct-encoded triplet
  for (const u of [
    "https://localhost/%25%",
    "https://localhost?a=%",
    "https://localhost#perc%ent",
  ]) {
    it(`${show(u)} is invalid`, () => expectInvalid(u, "bad-percent-encoding"));
  }
  for (const path of ["/%", "/%a", "/%ag", "/%20/%", "/%21%22%23%ah%12%ff"]) {
    it(`x:${path} is invalid (test_detect_percent_encoded_component)`, () =>
      expectInvalid(`x:${path}`, "bad-percent-encoding"));
  }
  it("x:/%af and x:/%20%25 are well-formed", () => {
    expectNormal("x:/%af", "x:/%AF");
    expectNormal("x:/%20%25", "x:/%20%25");
  });
});

describe("rfc3986 tests/test_parseresult.py INVALID_PORTS (RFC 3986 §3.2.3: port = *DIGIT)", () => {
  for (const port of [
    "443:80",
    "443:80:443",
    "abcdef",
    "port",
    "43port",
    " 1",
    "1 ",
    "\u{1D7D9}",
    "-1",
  ]) {
    const u = `https://httpbin.org:${port}/get`;
    it(show(u), () => expectInvalid(u, "bad-port"));
  }
  it("the range (test_builder.py: 65536 is refused, 0 and 65535 are ports)", () => {
    expectInvalid("https://httpbin.org:65536/get", "bad-port");
    expectValid("https://httpbin.org:0/get");
    expectValid("https://httpbin.org:65535/get");
  });
});

describe("rfc3986 tests/test_validators.py", () => {
  it("forbid_use_of_password: a password in the userinfo is flagged (RFC 3986 §3.2.1)", () => {
    for (const u of [
      "https://user:password@github.com",
      "https://user:password@github.com/path",
      "https://user:password@github.com/path?query",
      "https://user:password@github.com/path?query#frag",
    ]) {
      expect(validateUri(u).warnings, u).toContain("userinfo-password");
    }
    expect(validateUri("https://user@github.com").warnings).not.toContain("userinfo-password");
  });
  it("test_successful_complex_validation", () => {
    for (const u of [
      "https://github.com/sigmavirus24",
      "ssh://git@github.com:22/sigmavirus24",
      "https://github.com:443/sigmavirus24",
      "https://gitlab.com/sigmavirus24",
      "https://bitbucket.org/sigmavirus24",
      "https://127.0.0.1:80/",
      "mailto:user@example.com",
    ]) {
      expectValid(u);
    }
  });
  it("test_uri.py: invalid scheme, '#' inside path, query or fragment", () => {
    expect(parseUri("123://h").ok).toBe(false);
    expect(parseUri("x:foo#bar#baz").ok).toBe(false); // a second "#" (§3.5)
    expect(parseUri("x:?foo#bar#baz").ok).toBe(false);
  });
});

describe("rfc3986 tests/test_iri.py, test_unicode_support.py: IRI → URI (RFC 3987 §3.1)", () => {
  // test_encode_iri: the peer's encode() keeps case and the empty path; compared here by
  // equivalence, which normalizes both sides
  const cases: Array<[string, string]> = [
    ["http://Bücher.de", "http://xn--bcher-kva.de"],
    ["http://faß.de", "http://xn--fa-hia.de"], // UTS #46 nontransitional: ß kept
    ["http://βόλος.com/β/ό?λ#ος", "http://xn--nxasmm1c.com/%CE%B2/%CF%8C?%CE%BB#%CE%BF%CF%82"],
    ["http://ශ්\u200dරී.com", "http://xn--10cl1a0b660p.com"], // ZWJ kept (RFC 5892 CONTEXTJ)
    ["http://نامه\u200cای.com", "http://xn--mgba3gch31f060k.com"], // ZWNJ kept
    ["http://Bü:ẞ@gOoGle.com", "http://B%C3%BC:%E1%BA%9E@gOoGle.com"], // userinfo is not IDNA
    ["http+unix://%2Ftmp%2FTEST.sock/get", "http+unix://%2Ftmp%2FTEST.sock/get"],
    ["http://㛼.com", "http://xn--snl.com"],
  ];
  for (const [iri, uri] of cases)
    it(`${show(iri)} ≡ ${uri}`, () => expectEquivalent(iri, uri, true));
  it("normal forms", () => {
    expectNormal("http://Bücher.de", "http://xn--bcher-kva.de/");
    expectNormal("http://Bü:ẞ@gOoGle.com", "http://B%C3%BC:%E1%BA%9E@google.com/");
    expectNormal(
      "http://βόλος.com/β/ό?λ#ος",
      "http://xn--nxasmm1c.com/%CE%B2/%CF%8C?%CE%BB#%CE%BF%CF%82",
    );
  });
  it("test_encode_invalid_iri: an unassigned code point has no A-label", () => {
    expectInvalid("http://\u0378.net", "bad-idn");
  });
  it("test_unicode_uri, test_unicode_authority, test_unsplit_idna_a_unicode_hostname", () => {
    expect(isUri("http://example.com?utf8=\u2603")).toBe(false);
    expectEquivalent("http://example.com?utf8=\u2603", "http://example.com?utf8=%E2%98%83", true);
    expectNormal("http://example.com?utf8=\u2603", "http://example.com/?utf8=%E2%98%83");
    expect(isUri("http://\u2603.com")).toBe(false);
    expectNormal("http://\u2603.com", "http://xn--n3h.com/");
  });
  it("test_api.py test_normalize_uri: HTTP://EXAMPLE.COM (§6.2.3 adds the '/' the peer leaves out)", () => {
    expectNormal("HTTP://EXAMPLE.COM", "http://example.com/");
    expectEquivalent("HTTP://EXAMPLE.COM", "http://example.com", true);
  });
  // test_wide_domain_bypass_check, test_urlparse_an_invalid_authority_parses_port: the peer
  // splits these leniently (host "xdavidhu.me", userinfo "foo:b@r"); App. A has no "\" and
  // userinfo no "@", so neither is a URI and no host is reported
  it("authorities the grammar refuses", () => {
    for (const u of [
      "https://user:pass@xdavidhu.me\\test.corp.google.com:8080/path/to/something?param=value#hash",
      "http://foo:b@r@[::1]:80/get",
    ]) {
      expect(parseUri(u).ok, u).toBe(false);
      expectInvalid(u, "bad-host");
    }
  });
});

// ─── Ruby Addressable ───────────────────────────────────────────────────────────────────

describe("Addressable spec/addressable/uri_spec.rb: normalize (RFC 3986 §6.2.2, §6.2.3)", () => {
  const cases: Array<[string, string]> = [
    ["http://example.com", "http://example.com/"],
    ["HTTP://www.EXAMPLE.com/", "http://www.example.com/"],
    ["http://example.com:80/", "http://example.com/"],
    ["http://example.com:/", "http://example.com/"],
    ["https://example.com:443/", "https://example.com/"],
    ["ftp://example.com:21/", "ftp://example.com/"],
    ["http://example.com:8080", "http://example.com:8080/"],
    ["HTTP://EXAMPLE.COM:8080/", "http://example.com:8080/"],
    ["http://example.com/~smith/", "http://example.com/~smith/"],
    ["http://example.com/%7Esmith/", "http://example.com/~smith/"],
    ["http://example.com/%7esmith/", "http://example.com/~smith/"],
    ["HTTP://EXAMPLE.COM/%7esmith/", "http://example.com/~smith/"],
    ["http://example.com/%E8", "http://example.com/%E8"],
    ["http://example.com/path%2Fsegment/", "http://example.com/path%2Fsegment/"],
    ["http://example.com/path%2fsegment/", "http://example.com/path%2Fsegment/"],
    ["http://example.com/?%F6", "http://example.com/?%F6"],
    ["http://example.com/#%F6", "http://example.com/#%F6"],
    ["http://example.com/%C3%87", "http://example.com/%C3%87"],
    ["http://example.com/%d0%b0", "http://example.com/%D0%B0"],
    ["http://www.example.com///../", "http://www.example.com//"],
    ["http://example.com/./", "http://example.com/"],
    ["http://example.com/../", "http://example.com/"],
    ["http://example.com/../..", "http://example.com/"],
    ["http://example.com/path/../to/../", "http://example.com/"],
    ["http://example.com/a/b/c/./../../g", "http://example.com/a/g"],
    ["http://example.com/a/./b/../c", "http://example.com/a/c"],
    ["http://www.example.com/.", "http://www.example.com/"],
    // "%2e" is ".", unreserved: decoded first, then a dot-segment (§6.2.2.2, §6.2.2.3)
    ["http://example.com/%2e%2e/a", "http://example.com/a"],
    ["http://example.com/a/%2e%2E/b", "http://example.com/b"],
    ["http://example.com/a/.%2e/b", "http://example.com/b"],
    ["http://example.com/a//b", "http://example.com/a//b"],
    ["http://user:@example.com", "http://user:@example.com/"],
    ["HTTP://USER:PASS@EXAMPLE.COM", "http://USER:PASS@example.com/"],
    ["http://us%65r@example.com/", "http://user@example.com/"],
    ["http://www.詹姆斯.com/", "http://www.xn--8ws00zhy3a.com/"],
    ["http://www.xn--8ws00zhy3a.com/", "http://www.xn--8ws00zhy3a.com/"],
    ["http://example.com/ホーム", "http://example.com/%E3%83%9B%E3%83%BC%E3%83%A0"],
    ["http://example.com/a+b", "http://example.com/a+b"],
    ["http://example.com/%25", "http://example.com/%25"],
    ["http://example.com/%2520", "http://example.com/%2520"],
    ["http://example.com/search?q=Q%26A", "http://example.com/search?q=Q%26A"],
    ["http://example.com/?q=a%2bb", "http://example.com/?q=a%2Bb"],
    ["http://example.com/?q=%7e", "http://example.com/?q=~"],
    ["http://example.com/?q=a+b", "http://example.com/?q=a+b"],
    ["http://example.com/?%41=%7A", "http://example.com/?A=z"],
    ["http://example.com/?%2d%2e%5f%7e", "http://example.com/?-._~"],
    ["http://example.com/#%7e", "http://example.com/#~"],
    ["http://example.com/x?a=%5C", "http://example.com/x?a=%5C"],
    ["http://example.com/?a=1&&b=2", "http://example.com/?a=1&&b=2"],
    ["http://[FE80::1]/", "http://[fe80::1]/"],
    ["http://[::FFFF:1.2.3.4]/", "http://[::ffff:1.2.3.4]/"],
    ["http://[::1]:80/", "http://[::1]/"],
    ["http://1.2.3.4:80/", "http://1.2.3.4/"],
    [
      "svn+ssh://developername@rubyforge.org/var/svn/project",
      "svn+ssh://developername@rubyforge.org/var/svn/project",
    ],
    ["mailto:user@example.com", "mailto:user@example.com"],
    ["news:comp.infosystems.www.servers.unix", "news:comp.infosystems.www.servers.unix"],
    ["file:///path/to/file", "file:///path/to/file"],
  ];
  for (const [uri, normal] of cases)
    it(`${show(uri)} → ${normal}`, () => expectNormal(uri, normal));

  it("equality is by normal form (§6.2)", () => {
    expectEquivalent("http://example.com/", "http://example.com", true);
    expectEquivalent("http://example.com/", "HTTP://example.com/", true);
    expectEquivalent("http://example.com/", "http://example.com:80/", true);
    expectEquivalent("http://example.com/%7Esmith/", "http://example.com/~smith/", true);
    expectEquivalent("http://example.com/a", "http://example.com/A", false);
  });
  it("a relative reference whose first segment holds ':' keeps its './' (§4.2)", () => {
    expect(normalizeUri("./a:b", { relative: true })).toBe("./a:b");
  });

  // Addressable 2.8.1 normalizes these differently; the RFC's answer is kept:
  it("empty components keep their delimiters (§6.2.3: 'http://example.com/?' cannot be assumed equivalent)", () => {
    // Addressable drops an empty query, fragment and userinfo (→ http://example.com/)
    expectNormal("http://example.com/?", "http://example.com/?");
    expectNormal("http://example.com/?#", "http://example.com/?#");
    expectNormal("http://example.com/#", "http://example.com/#");
    expectNormal("http://:@example.com", "http://:@example.com/");
    expectNormal("http://@example.com", "http://@example.com/");
    expectEquivalent("http://example.com/?", "http://example.com/", false);
    expectEquivalent("http://:@example.com", "http://example.com", false);
  });
  it("reserved characters are never decoded or encoded (§2.2, §6.2.2.2)", () => {
    // Addressable decodes %2A, %3A, %40, %2F (query), %3D (query) and encodes ";" in a query
    expectNormal("http://www.example.com/%2a", "http://www.example.com/%2A");
    expectNormal("http://example.com/%3A", "http://example.com/%3A");
    expectNormal("http://example.com/%40", "http://example.com/%40");
    expectNormal("http://example.com/?%2F", "http://example.com/?%2F");
    expectNormal("http://example.com/?q=%3D", "http://example.com/?q=%3D");
    expectNormal("http://example.com/#%2A", "http://example.com/#%2A");
    expectNormal("http://example.com/?q='one;two'&x=1", "http://example.com/?q='one;two'&x=1");
    expectEquivalent("http://example.com/%2A", "http://example.com/*", false);
    expectEquivalent("http://example.com/?q=one;two", "http://example.com/?q=one%3Btwo", false);
  });
  it("percent-encoded octets are not Unicode-normalized (§6.2.2.2; RFC 3987 §5.3.2.2)", () => {
    // Addressable applies NFC: C + U+0327 → Ç (%C3%87)
    expectNormal("http://example.com/C%CC%A7", "http://example.com/C%CC%A7");
    expectEquivalent("http://example.com/C%CC%A7", "http://example.com/%C3%87", false);
  });
  it("schemes are only case-folded (§6.2.2.1)", () => {
    // Addressable rewrites ssh+svn to svn+ssh and unwraps feed:http://…
    expectNormal(
      "ssh+svn://developername@RUBYFORGE.ORG/",
      "ssh+svn://developername@rubyforge.org/",
    );
    expectNormal("feed:http://example.com/", "feed:http://example.com/");
  });
});

describe("Addressable spec/addressable/uri_spec.rb: join (RFC 3986 §5.2)", () => {
  const cases: Array<[string, string, string]> = [
    ["http://example.com/", "relative/path", "http://example.com/relative/path"],
    ["http://example.com", "relative/path", "http://example.com/relative/path"],
    ["http://a/b/c/d;p?q", "http:g", "http:g"], // strict (§5.2.2, §5.4.2)
    ["http://example.com/", "//example.net/", "http://example.net/"],
    ["http://example.com/path/to/resource/", "../..", "http://example.com/path/"],
    ["http://example.com/path/to/resource/", "../../../..", "http://example.com/"],
    ["http://example.com/path/to/resource", "", "http://example.com/path/to/resource"],
    ["http://example.com/path/to/resource?q", "#f", "http://example.com/path/to/resource?q#f"],
    ["http://example.com/path?q#f", "?", "http://example.com/path?"],
    ["http://example.com/path?q#f", "#", "http://example.com/path?q#"],
    ["mailto:a@b.c", "#x", "mailto:a@b.c#x"],
    ["foo:bar", "baz", "foo:baz"],
    ["foo:bar/qux", "baz", "foo:bar/baz"],
    ["foo:/bar", "../baz", "foo:/baz"],
    ["http://example.com/a/b", "./g:h", "http://example.com/a/g:h"],
    ["http://example.com/a/b", "/./../g", "http://example.com/g"],
  ];
  for (const [base, ref, target] of cases) {
    it(`${show(ref)} against ${base}`, () => expect(resolveUri(ref, base)).toBe(target));
  }
});
