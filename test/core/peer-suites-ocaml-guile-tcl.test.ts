/**
 * Cases from the published test suites of URI libraries in Guile Scheme, Tcl, Common Lisp and
 * OCaml (see peer-suites*.test.ts for the others), run through the core with the answer
 * RFC 3986 / RFC 3987 and the scheme RFCs give. Each group names its source file; where the
 * peer answers otherwise, the case is in the "answered differently on purpose" group of its
 * suite with the peer's answer and the rule that decides ours. No case found urisift wrong
 * when this file was written (no "urisift wrong, to fix" group).
 *
 * Sources:
 * - Guile 3.0.11 (Debian guile-3.0 3.0.11-2, trixie/sid: the bookworm 3.0.8 tarball could not
 *   be fetched): test-suite/tests/web-uri.test (build-uri, build-uri-reference, string->uri,
 *   string->uri-reference, uri->string).
 * - tcllib 1.21 (Debian tcllib 1.21+dfsg-1): modules/uri/uri.test (uri::split, uri::join,
 *   uri::resolve, uri::canonicalize, uri::isrelative), modules/uri/uri-rfc2396.test (RFC 3986
 *   §5.4 against four bases, with and without uri::canonicalize), modules/uri/urn.test.
 * - quri 0.1 snapshot 20150804 (Debian cl-quri 20150804-1.1): t/quri.lisp (uri=, the
 *   *test-cases* parses, merge-uris).
 * - ocaml-uri 4.2.0 (Debian ocaml-uri 4.2.0-1): the source tarball could not be fetched
 *   (bookworm's and sid's 4.4.0 both answered 404), so its group holds cases RECALLED from
 *   lib_test/test_runner.ml (uri_encodes, canonicalization, resolution against a base with an
 *   empty path), each with the answer the RFCs give, not a quotation.
 *
 * How the cases map onto the API:
 * - components (Guile's uri-scheme … uri-fragment, uri::split's keys, quri's uri-*) =
 *   parseUri's parts as written: Guile's and Tcl's host "2001:db8::1" / "[2001:db8::7]" is
 *   our host "2001:db8::1"; Tcl's user and pwd are our userinfo "user:pwd"; the peers' #f,
 *   nil or {} for an absent component is undefined; ports are strings;
 * - string->uri's #f, build-uri's uri-error, uri::split's error = no URI-reference
 *   (parseUri fails) or, for an absolute URI, no valid one (validateUri);
 * - uri::isrelative = a URI-reference without a scheme (§4.2);
 * - resolution (uri::resolve, merge-uris) = resolveUri, strict (§5.2.2); with
 *   uri::canonicalize around it = normalizeUri(resolveUri(…));
 * - uri::canonicalize = normalizeUri; uri->string and uri::join, which serialize = the string
 *   is a valid URI (or reference) and its normal form; uri=, equality = equivalent().
 * Left out:
 * - 143 cases already in test/ verbatim: 14 Guile inputs ("/", "foo", "/foo", "/foo/",
 *   "/etc/hosts", "//foo", "//[2001:db8::1]", "//[2001:db8::1]:80", "ftp:",
 *   "http://[::ffff:192.0.2.1]", "http://www.example.com", "file:/", "file:/etc/hosts",
 *   "file:///etc/hosts"); in tcllib, the 84 uri-rfc2396-1.*, -5.*, -11.*, -12.* tests (the 42
 *   references of RFC 3986 §5.4 against "http://a/b/c/d;p?q", with and without
 *   uri::canonicalize: spec-examples.test.ts, resolve.test.ts), 40 of the 46 uri-rfc2396-3.*
 *   and -7.* ones against "http://a/b/c/d;p?q#f" (peer-suites-platforms.test.ts), 4
 *   uri::isrelative inputs ("#top", "//example.com/", "https://example.com/",
 *   "www.example.com:80") and one uri::canonicalize input ("http://www.example.com/foo/bar/..").
 * - the peers' own API or policy, which no spec decides: Guile's uri-decode/uri-encode (form
 *   decoding of "+", 6), build-uri's argument checks (a string scheme, a string port: 2) and
 *   its five cases that repeat a string->uri case; tcllib's NoInitialSlash quirk variants
 *   (the 124 *-1 tests: the path without its "/" and the pbare key), uri::geturl, the ldap
 *   keys of uri::split (dn, attrs, scope, filter: RFC 4516 splits the query, not RFC 3986),
 *   the pbare arguments of uri::join (2.47, 2.48, 2.50, 2.51), its ftp and news keys
 *   (type, message-id), uri::split's default scheme for a relative reference ("host.td ftp",
 *   "gone/away file": the second argument), urn.test's quote/unquote (RFC 2141 escaping of
 *   a string, 14) and its NID length and character checks through uri::join (5); quri's
 *   url-encode/url-decode-params, domain, etld and copy-uri tests and its byte-vector parses
 *   (the same strings).
 */
import { describe, expect, it } from "vitest";
import {
  equivalent,
  normalizeUri,
  parseUri,
  resolveUri,
  validateUri,
} from "../../src/core/index.js";
import {
  expectEquivalent,
  expectInvalid,
  expectNormal,
  expectNormalRelative,
  expectParts,
  expectUnparsable,
  expectValid,
  isReference,
  show,
} from "../helpers/peer-expect.js";

/** a URI-reference with no scheme: a relative reference (RFC 3986 §4.2) */
const isRelative = (s: string): boolean => {
  const r = parseUri(s, { iri: false });
  return r.ok && r.parts.scheme === undefined;
};

// ─── Guile 3.0.11 ─────────────────────────────────────────────────────────────────────────

describe("Guile 3.0.11 test-suite/tests/web-uri.test string->uri, string->uri-reference: components (RFC 3986 §3)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, Partial<Record<"scheme" | "userinfo" | "host" | "port" | "path" | "query" | "fragment", string | undefined>>]> = [
    ["ftp://foo/bar", { scheme: "ftp", userinfo: undefined, host: "foo", port: undefined, path: "/bar" }],
    ["ftp://foo@bar:22/baz", { scheme: "ftp", userinfo: "foo", host: "bar", port: "22", path: "/baz" }],
    ["ftp:/foo", { scheme: "ftp", host: undefined, path: "/foo" }],
    ["ftp:foo", { scheme: "ftp", host: undefined, path: "foo" }],
    ["xyz://abc/x/y/z", { scheme: "xyz", host: "abc", path: "/x/y/z" }], // bugs.gnu.org/40582
    ["http://1.good.host", { scheme: "http", host: "1.good.host", path: "" }],
    ["http://192.0.2.1", { scheme: "http", host: "192.0.2.1", path: "" }],
    ["http://[2001:db8::1]", { scheme: "http", host: "2001:db8::1", path: "" }],
    ["http://[2001:db8::1]:80", { scheme: "http", host: "2001:db8::1", port: "80", path: "" }],
    ["http://foo:", { scheme: "http", host: "foo", port: "", path: "" }], // the peer: port #f
    ["http://foo:/", { scheme: "http", host: "foo", port: "", path: "/" }],
    ["http://2012.jsconf.us/", { scheme: "http", host: "2012.jsconf.us", path: "/" }],
    ["http://foo#bar", { host: "foo", path: "", query: undefined, fragment: "bar" }],
    ["http://foo:/#bar", { host: "foo", port: "", path: "/", fragment: "bar" }],
    ["http://foo:100#bar", { host: "foo", port: "100", path: "", fragment: "bar" }],
    ["http://foo:100/#bar", { host: "foo", port: "100", path: "/", fragment: "bar" }],
    ["http://foo?q#bar", { host: "foo", path: "", query: "q", fragment: "bar" }],
    ["http://foo:/?q#bar", { host: "foo", port: "", path: "/", query: "q", fragment: "bar" }],
    ["http://foo:100?q#bar", { host: "foo", port: "100", path: "", query: "q", fragment: "bar" }],
    ["http://foo:100/?q#bar", { host: "foo", port: "100", path: "/", query: "q", fragment: "bar" }],
    ["//foo/bar", { scheme: undefined, host: "foo", path: "/bar" }],
    ["//foo@bar:22/baz", { scheme: undefined, userinfo: "foo", host: "bar", port: "22", path: "/baz" }],
    ["//1.good.host.", { host: "1.good.host.", path: "" }],
    ["//1.good.host", { host: "1.good.host", path: "" }],
    ["//192.0.2.1", { host: "192.0.2.1", path: "" }],
    ["//[::ffff:192.0.2.1]", { host: "::ffff:192.0.2.1", path: "" }],
    ["//foo:", { host: "foo", port: "", path: "" }],
    ["//foo:/", { host: "foo", port: "", path: "/" }],
    ["//2012.jsconf.us/", { host: "2012.jsconf.us", path: "/" }],
    ["///etc/hosts", { scheme: undefined, host: "", path: "/etc/hosts" }], // the peer: host #f; §3.2.2: an empty reg-name
    ["/foo#bar", { host: undefined, path: "/foo", fragment: "bar" }],
    ["//foo#bar", { host: "foo", path: "", fragment: "bar" }],
    ["//foo:/#bar", { host: "foo", port: "", path: "/", fragment: "bar" }],
    ["//foo:100#bar", { host: "foo", port: "100", path: "", fragment: "bar" }],
    ["//foo:100/#bar", { host: "foo", port: "100", path: "/", fragment: "bar" }],
    ["/foo?q#bar", { path: "/foo", query: "q", fragment: "bar" }],
    ["//foo?q#bar", { host: "foo", path: "", query: "q", fragment: "bar" }],
    ["//foo:/?q#bar", { host: "foo", port: "", path: "/", query: "q", fragment: "bar" }],
    ["//foo:100?q#bar", { host: "foo", port: "100", path: "", query: "q", fragment: "bar" }],
    ["//foo:100/?q#bar", { host: "foo", port: "100", path: "/", query: "q", fragment: "bar" }],
    ["/path/to/foo", { host: undefined, path: "/path/to/foo" }],
    ["//example.org", { host: "example.org", path: "" }],
    ["//bar@example.org/path/to/foo", { userinfo: "bar", host: "example.org", path: "/path/to/foo" }],
    ["nextdoc/foo", { scheme: undefined, host: undefined, path: "nextdoc/foo" }],
  ];
  for (const [s, parts] of cases) it(show(s), () => expectParts(s, parts));

  // absolute ones are valid URIs of their schemes too
  const valid = [
    "ftp://foo/bar",
    "ftp://foo@bar:22/baz",
    "xyz://abc/x/y/z",
    "http://1.good.host",
    "http://192.0.2.1",
    "http://[2001:db8::1]",
    "http://[2001:db8::1]:80",
    "http://foo:",
    "http://foo:/",
    "http://2012.jsconf.us/",
    "http://foo#bar",
    "http://foo:100/?q#bar",
  ];
  for (const s of valid) it(`${show(s)} is valid`, () => expectValid(s));

  // the peer returns #f
  it('"http://foo:not-a-port", "//foo:not-a-port" are no URI-references (§3.2.3: port = *DIGIT)', () => {
    expectUnparsable("http://foo:not-a-port", "bad-port");
    expectUnparsable("//foo:not-a-port", "bad-port");
  });
  // the peer returns #f; RFC 9110 §4.2.1: an http URI with an empty host is invalid
  for (const s of ["http://:10", "http://foo@"]) {
    it(`${show(s)} is invalid`, () => expectInvalid(s, "missing-host"));
  }
});

describe("Guile 3.0.11 test-suite/tests/web-uri.test uri->string: the serialization and its normal form", () => {
  // uri->string writes the components back; the empty port goes (§3.2.3: "URI producers and
  // normalizers should omit the port component and its ':' delimiter if port is empty"), and
  // so it does in the normal form, where an empty http path is "/" (§6.2.3)
  // biome-ignore format: one case per line
  const absolute: Array<[string, string]> = [
    ["ftp://foo/bar", "ftp://foo/bar"],
    ["ftp://foo@bar:22/baz", "ftp://foo@bar:22/baz"],
    ["http://192.0.2.1", "http://192.0.2.1/"], // the peer: "http://192.0.2.1"
    ["http://[2001:db8::1]", "http://[2001:db8::1]/"], // the peer: "http://[2001:db8::1]"
    ["http://foo:", "http://foo/"], // the peer: "http://foo"
    ["http://foo:/", "http://foo/"], // the peer: "http://foo/"
  ];
  for (const [s, normal] of absolute)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  // biome-ignore format: one case per line
  const relative: Array<[string, string]> = [
    ["//foo/bar", "//foo/bar"],
    ["//foo@bar:22/baz", "//foo@bar:22/baz"],
    ["//192.0.2.1", "//192.0.2.1"],
    ["//[::ffff:192.0.2.1]", "//[::ffff:192.0.2.1]"],
    ["//foo:/", "//foo/"], // the peer: "//foo/"
    ["/foo/?bar#baz", "/foo/?bar#baz"],
    ["foo/?bar#baz", "foo/?bar#baz"],
    ["/path/to/foo", "/path/to/foo"],
    ["//example.org", "//example.org"],
    ["//bar@example.org/path/to/foo", "//bar@example.org/path/to/foo"],
    ["nextdoc/foo", "nextdoc/foo"],
  ];
  for (const [s, normal] of relative)
    it(`${show(s)} → ${show(normal)}`, () => expectNormalRelative(s, normal));
});

describe("Guile 3.0.11 test-suite/tests/web-uri.test: answered differently on purpose", () => {
  // string->uri "ftp:", "ftp:foo" and build-uri 'ftp give a URI with the path "" / "foo"; the
  // generic syntax agrees (§3: hier-part = path-empty / path-rootless), but RFC 1738 §3.2:
  // ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]] — an ftp URI names a host
  it('"ftp:foo", "ftp:/foo" are URIs, no valid ftp URIs', () => {
    for (const s of ["ftp:foo", "ftp:/foo"]) {
      expect(parseUri(s).ok, s).toBe(true);
      expectInvalid(s, "missing-host");
    }
  });
  // the peer returns #f: its host rule wants a DNS name whose last label starts with a letter
  // (RFC 1123 §2.1) or an IP address. RFC 3986 §3.2.2: reg-name = *( unreserved / pct-encoded
  // / sub-delims ), and App. D.2: the hostname, domainlabel and toplabel rules are gone, "whatever
  // name provided is simply fed to the local name resolution mechanism"
  for (const s of ["//bad.host.1", "//bad.host.1.", "//bad.host.."]) {
    it(`${show(s)} is a relative reference`, () => expect(isRelative(s)).toBe(true));
  }
  it('"http://bad.host.1" is valid, with the ip-host warning (a WHATWG parser reads it as IPv4)', () => {
    expectValid("http://bad.host.1");
    expect(validateUri("http://bad.host.1").warnings).toContain("ip-host");
  });
  // the peer returns #f for "//:10" and "//foo@": an authority needs a host for it. RFC 3986
  // §3.2.2: the reg-name may be empty; only a scheme can require a host (RFC 9110 §4.2.1 for
  // http, above)
  it('"//:10" and "//foo@" are relative references with an empty host', () => {
    expectParts("//:10", { host: "", port: "10", path: "" });
    expectParts("//foo@", { userinfo: "foo", host: "", path: "" });
  });
  // build-uri 'http #:host "illégal.com" raises "Expected valid host": the peer reads RFC 3986
  // only. RFC 3987 §2.2: ireg-name = *( iunreserved / pct-encoded / sub-delims ); §3.1 maps the
  // host to its ACE form (RFC 3490) for the URI
  it('"http://illégal.com" is a valid IRI, no URI', () => {
    expectValid("http://illégal.com");
    expect(isReference("http://illégal.com")).toBe(false);
    expect(normalizeUri("http://illégal.com")).toBe("http://xn--illgal-dva.com/");
  });
});

// ─── tcllib 1.21 ──────────────────────────────────────────────────────────────────────────

describe("tcllib 1.21 modules/uri/uri.test uri::split (NoInitialSlash 0): components (RFC 3986 §3)", () => {
  type P = Partial<
    Record<
      "scheme" | "userinfo" | "host" | "port" | "path" | "query" | "fragment",
      string | undefined
    >
  >;
  // biome-ignore format: one case per line
  const cases: Array<[string, P]> = [
    ["http://test.net/path/path2?query=url?otherquery", { host: "test.net", port: undefined, path: "/path/path2", query: "query=url?otherquery", fragment: undefined }], // 1.0
    ["http://test.net/path/path2?query", { host: "test.net", path: "/path/path2", query: "query" }], // 1.1
    ["https://test.net/path/path2?query", { scheme: "https", host: "test.net", path: "/path/path2", query: "query" }], // 1.2
    ["http://test.net:8080", { host: "test.net", port: "8080", path: "" }], // 1.3
    ["https://test.net:8888", { host: "test.net", port: "8888", path: "" }], // 1.4
    ["ftp://ftp.test.net/path/to/resource", { scheme: "ftp", userinfo: undefined, host: "ftp.test.net", path: "/path/to/resource" }], // 1.5
    ["ftp://user:passwd@localhost/a/b/c.d", { userinfo: "user:passwd", host: "localhost", path: "/a/b/c.d" }], // 1.6
    ["ftp://localhost/a/b/c.d;type=i", { host: "localhost", path: "/a/b/c.d;type=i" }], // 1.7: the peer: path "/a/b/c.d", type "i" (RFC 1738 §3.2.2)
    ["ftp://localhost:21/a/b/c.d", { host: "localhost", port: "21", path: "/a/b/c.d" }], // 1.8
    ["news:87lm40t3v7.fsf@dedasys.com", { scheme: "news", host: undefined, path: "87lm40t3v7.fsf@dedasys.com" }], // 1.9: message-id (RFC 5538 §2.2)
    ["news:comp.lang.tcl", { scheme: "news", path: "comp.lang.tcl" }], // 1.10: newsgroup-name
    ["ldap://ldaphost", { scheme: "ldap", host: "ldaphost", path: "" }], // 1.11
    ["ldaps://h:636/", { scheme: "ldaps", host: "h", port: "636", path: "/" }], // 1.12
    ["ldap://ldaphost/o=mycomp?uid,mail?sub?(uid=pda)", { host: "ldaphost", path: "/o=mycomp", query: "uid,mail?sub?(uid=pda)" }], // 1.13: RFC 4516 §2 dn, attrs, scope, filter
    ["ldap://ldaphost:999/o=mycomp???(uid=pda)", { host: "ldaphost", port: "999", path: "/o=mycomp", query: "??(uid=pda)" }], // 1.14
    ["https://[2001:db8::7]:8080?foo=bar", { host: "2001:db8::7", hostKind: "ipv6", port: "8080", path: "", query: "foo=bar" } as P], // 1.15
    ["ftp://user:pass@[2001:db8::7]/alt", { userinfo: "user:pass", host: "2001:db8::7", path: "/alt" }], // 1.16
    ["ldaps://[2001:db8::7]:987/o=mycomp?uid,mail?sub?(uid=pda)", { host: "2001:db8::7", port: "987", path: "/o=mycomp", query: "uid,mail?sub?(uid=pda)" }], // 1.17
    ["http://test-host/path/path2?query", { host: "test-host", path: "/path/path2", query: "query" }], // 1.18
    ["http://test-host./path/path2?query", { host: "test-host.", path: "/path/path2" }], // 1.19
    ["http://test-host:8080/path/path2?query", { host: "test-host", port: "8080" }], // 1.20
    ["http://test-host.:8080/path/path2?query", { host: "test-host.", port: "8080" }], // 1.21
    ["http://9/path/path2?query", { host: "9", hostKind: "reg-name", path: "/path/path2" } as P], // 1.22: no IPv4address (§3.2.2)
    ["http://9./path/path2?query", { host: "9.", path: "/path/path2" }], // 1.23
    ["http://9:8080/path/path2?query", { host: "9", port: "8080" }], // 1.24
    ["http://9.:8080/path/path2?query", { host: "9.", port: "8080" }], // 1.25
    ["http://0-9/path/path2?query", { host: "0-9", path: "/path/path2" }], // 1.26
    ["http://0-9./path/path2?query", { host: "0-9.", path: "/path/path2" }], // 1.27
    ["http://0-9:8080/path/path2?query", { host: "0-9", port: "8080" }], // 1.28
    ["http://0-9.:8080/path/path2?query", { host: "0-9.", port: "8080" }], // 1.29
    ["http://test.net./path/path2?query=url?otherquery", { host: "test.net.", query: "query=url?otherquery" }], // 1.30
    ["http://test.net.:8080/path/path2?query=url?otherquery", { host: "test.net.", port: "8080", query: "query=url?otherquery" }], // 1.31
    ["http://test.net/path/path2?fetch=dir/file.txt", { path: "/path/path2", query: "fetch=dir/file.txt" }], // 1.32
    ["http://test.net/path/path2?fetch=dir/file.txt#ab5/s?too", { query: "fetch=dir/file.txt", fragment: "ab5/s?too" }], // 1.33
    ["http://host.td", { host: "host.td", path: "" }], // 1.42
    ["ftp://host.td", { scheme: "ftp", host: "host.td", path: "" }], // 1.44
    ["//gone/away", { scheme: undefined, host: "gone", path: "/away" }], // 1.47, 1.52
    ["/gone/away", { host: undefined, path: "/gone/away" }], // 1.46, 1.51
    ["///gone/away", { host: "", path: "/gone/away" }], // 1.48, 1.53
    ["////gone/away", { host: "", path: "//gone/away" }], // 1.49, 1.54: the extra slashes stay in the path
    ["http://tcl.apache.org/websh/faq.ws3#generic?foo=bar", { path: "/websh/faq.ws3", query: undefined, fragment: "generic?foo=bar" }], // 7.0
    ["http://foo:bar@baz.com:80/bla/", { userinfo: "foo:bar", host: "baz.com", port: "80", path: "/bla/" }], // 9.0
    ["http://baz.com/foo?bar=baz#quux", { path: "/foo", query: "bar=baz", fragment: "quux" }], // 10.0
    ["hTTp://foo:bar@baz.com:80/bla/", { scheme: "hTTp", userinfo: "foo:bar", host: "baz.com" }], // 11.0: the peer lowercases (§3.1: case-insensitive)
    ["http://www.test.de", { host: "www.test.de", path: "" }], // 12.1
  ];
  for (const [s, parts] of cases) it(show(s), () => expectParts(s, parts));
  const absolute = cases.map(([s]) => s).filter((s) => !s.startsWith("/"));
  it(`the ${absolute.length} absolute ones are valid URIs`, () => {
    for (const s of absolute) expectValid(s);
  });
  it('"http://9/…" carries the ip-host warning (a WHATWG parser reads it as 0.0.0.9)', () =>
    expect(validateUri("http://9/path/path2?query").warnings).toContain("ip-host"));
});

describe("tcllib 1.21 modules/uri/uri.test uri::join (NoInitialSlash 0): the URI it writes is valid", () => {
  // biome-ignore format: one case per line
  const joined = [
    "http://www.w3.org/", // 2.1, 2.49
    "https://www.w3.org/", // 2.2
    "http://www.test.net/path/?abc=def&ghi=jkl", // 2.3
    "https://www.test.net/path/?abc=def&ghi=jkl", // 2.4
    "http://www.test.net:8080/path/", // 2.5
    "https://www.test.net:8888/path/", // 2.6
    "ftp://ftp.test.net/my/file", // 2.7
    "http://www.w3.org/XML/?abc=def", // 2.8
    "ftp://user:passwd@localhost:21/filename", // 2.9
    "ftp://user@localhost/filename", // 2.10
    "ftp://localhost/a/b/c.d", // 2.11
    "ftp://localhost/a/b/c.d;type=i", // 2.12
    "ftp://localhost/a/b/c.d;type=a", // 2.13
    "news:87lm40t3v7.fsf@dedasys.com", // 2.15
    "news:comp.lang.tcl", // 2.16
    "ldap://ldaphost", // 2.17
    "ldaps://ldaphost:999", // 2.19
    "ldap://ldaphost/o=mycomp?uid,mail?sub?(uid=pda)", // 2.20
    "ldap://ldaphost:999/o=mycomp???(uid=pda)", // 2.21
    "https://user:passwd@www.test.net/path/?abc=def&ghi=jkl#f", // 2.22
    "https://user:passwd@www.test.net./path/?abc=def&ghi=jkl#f", // 2.23
    "https://user:passwd@www.test.net:8080/path/?abc=def&ghi=jkl#f", // 2.24
    "https://user:passwd@www.test.net.:8080/path/?abc=def&ghi=jkl#f", // 2.25
    "https://user:passwd@test-host/path/?abc=def&ghi=jkl#f", // 2.26
    "https://user:passwd@test-host./path/?abc=def&ghi=jkl#f", // 2.27
    "https://user:passwd@test-host:8080/path/?abc=def&ghi=jkl#f", // 2.28
    "https://user:passwd@test-host.:8080/path/?abc=def&ghi=jkl#f", // 2.29
    "https://user:passwd@9/path/?abc=def&ghi=jkl#f", // 2.30
    "https://user:passwd@9./path/?abc=def&ghi=jkl#f", // 2.31
    "https://user:passwd@9:8080/path/?abc=def&ghi=jkl#f", // 2.32
    "https://user:passwd@9.:8080/path/?abc=def&ghi=jkl#f", // 2.33
    "https://user:passwd@0-9/path/?abc=def&ghi=jkl#f", // 2.34
    "https://user:passwd@0-9./path/?abc=def&ghi=jkl#f", // 2.35
    "https://user:passwd@0-9:8080/path/?abc=def&ghi=jkl#f", // 2.36
    "https://user:passwd@0-9.:8080/path/?abc=def&ghi=jkl#f", // 2.37
    "file:///b/c/d", // 2.38, 2.39
    "http://anonymous:passw0rd@core.tcl.tk", // 2.43
    "http://anonymous:passw0rd@core.tcl.tk:8080/foo", // 2.44
    "http://anonymous:passw0rd@core.tcl.tk.:8080/foo", // 2.45
    "http://www.w3.org", // 2.46
    "http://tcl.apache.org/websh/faq.ws3#generic?foo=bar", // 7.0
    "http://baz.com/foo?bar=baz#quux", // 10.1
    "urn:tcl:test", // urn.test urn-1.2
    "urn:tcl-TCL-0123456789:test", // urn-1.4
    "urn:tcl:Test-0123456789()+,-.:=@;$_!*'", // urn-1.6 (RFC 8141 §2: NSS = pchar *( pchar / "/" ))
    "urn:tcl:%25", // urn-3.1
    "urn:tcl:%2F%3F%23", // urn-3.2
    "urn:tcl:urn-test", // urn-3.3
  ];
  for (const s of joined) it(`${show(s)} is valid`, () => expectValid(s));
  // biome-ignore format: one case per line
  const urnParts: Array<[string, string]> = [
    ["urn:tcl:test", "tcl:test"], // urn-1.1: nid "tcl", nss "test"
    ["urn:tcl-TCL-0123456789:test", "tcl-TCL-0123456789:test"], // urn-1.3
    ["urn:tcl:Test-0123456789()+,-.:=@;$_!*'", "tcl:Test-0123456789()+,-.:=@;$_!*'"], // urn-1.5
  ];
  for (const [s, path] of urnParts)
    it(`uri::split ${show(s)}`, () => expectParts(s, { scheme: "urn", path }));
  // urn-2.*: no URN: an NID of 33 characters, with "/", empty, or starting with "-" (RFC 8141 §2:
  // NID = (alphanum) 0*30(ldh) (alphanum))
  // biome-ignore format: one case per line
  const badUrns = [
    "urn:ThisURNNIDparthastoomanycharacters:test", // urn-2.1, 2.2
    "urn:-notvalid:test", // urn-2.5
    "urn::test", // urn-2.4
  ];
  for (const s of badUrns) it(`${show(s)} is invalid`, () => expectInvalid(s));
});

describe("tcllib 1.21 modules/uri/uri.test uri::isrelative (RFC 3986 §3.1, §4.2)", () => {
  for (const s of ["/foo/bar.html", "?a=b&c=d"])
    it(`${show(s)} is relative`, () => expect(isRelative(s)).toBe(true));
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ); "correct but unhelpful": a Windows
  // drive letter reads as a scheme
  // biome-ignore format: one case per line
  const absolute = ["test:foo", "TEST:foo", "Test:foo", "tesT:foo", "te.st:foo", "te+st:foo", "te9st:foo", "te-st:foo", "test-:foo", "c:/windows/welcome.html", "C:/WINDOWS/welcome.html"];
  for (const s of absolute) {
    it(`${show(s)} is absolute`, () => {
      expect(isReference(s)).toBe(true);
      expect(isRelative(s)).toBe(false);
    });
  }
});

describe("tcllib 1.21 modules/uri/uri.test uri::resolve (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const resolved: Array<[base: string, ref: string, target: string]> = [
    ["http://www.w3.org/path/", "test.html", "http://www.w3.org/path/test.html"], // uri-3.1
    ["http://www.w3.org/path/", "relpath/test.html", "http://www.w3.org/path/relpath/test.html"], // uri-3.2
    ["http://www.w3.org/path", "test.html", "http://www.w3.org/test.html"], // uri-3.3
    ["http://www.w3.org/path", "relpath/test.html", "http://www.w3.org/relpath/test.html"], // uri-3.4
    ["http://www.w3.org/path/", "test.html?abc=def", "http://www.w3.org/path/test.html?abc=def"], // uri-3.5
    ["http://www.w3.org/path/", "http://test.net/test.html", "http://test.net/test.html"], // uri-3.6
    ["http://www.example.com/foo/bar.rvt?foo=bar", "?shoo=bee", "http://www.example.com/foo/bar.rvt?shoo=bee"], // uri-3.7
    ["http://www.example.com/baz/?foo=bar", "?shoo=bee", "http://www.example.com/baz/?shoo=bee"], // uri-3.8
    ["http://www.example.com/?foo=bar", "http://www.example.com/?shoo=bee", "http://www.example.com/?shoo=bee"], // uri-3.9
    ["http://www.example.com/baz?foo=bar", "/baz?shoo=bee", "http://www.example.com/baz?shoo=bee"], // uri-3.10
    ["http://www.foo.com/", "//www.bar.com/", "http://www.bar.com/"], // uri-3.11
    ["https://www.foo.com/", "//www.bar.com/", "https://www.bar.com/"], // uri-3.12
    ["https://www.foo.com/", "//www.bar.com", "https://www.bar.com"], // uri-3.13
    ["http://www.example.com:8080/baz?foo=bar", "/baz?shoo=bee", "http://www.example.com:8080/baz?shoo=bee"], // uri-3.14
    ["http://www.example.com./baz?foo=bar", "/baz?shoo=bee", "http://www.example.com./baz?shoo=bee"], // uri-3.15
    ["http://www.example.com.:8080/baz?foo=bar", "/baz?shoo=bee", "http://www.example.com.:8080/baz?shoo=bee"], // uri-3.16
    ["http://9/baz?foo=bar", "/baz?shoo=bee", "http://9/baz?shoo=bee"], // uri-3.17
    ["http://9:8080/baz?foo=bar", "/baz?shoo=bee", "http://9:8080/baz?shoo=bee"], // uri-3.18
    ["http://0-9/baz?foo=bar", "/baz?shoo=bee", "http://0-9/baz?shoo=bee"], // uri-3.19
    ["http://0-9:8080/baz?foo=bar", "/baz?shoo=bee", "http://0-9:8080/baz?shoo=bee"], // uri-3.20
    ["http://9./baz?foo=bar", "/baz?shoo=bee", "http://9./baz?shoo=bee"], // uri-3.21
    ["http://9.:8080/baz?foo=bar", "/baz?shoo=bee", "http://9.:8080/baz?shoo=bee"], // uri-3.22
    ["http://0-9./baz?foo=bar", "/baz?shoo=bee", "http://0-9./baz?shoo=bee"], // uri-3.23
    ["http://0-9.:8080/baz?foo=bar", "/baz?shoo=bee", "http://0-9.:8080/baz?shoo=bee"], // uri-3.24
    ["http://anonymous:passw0rd@core.tcl.tk/foo/bar", "/some", "http://anonymous:passw0rd@core.tcl.tk/some"], // uri-3.25
    ["http://anonymous:passw0rd@core.tcl.tk/foo/bar", "//www.tcl.tk/foo/bar", "http://www.tcl.tk/foo/bar"], // uri-3.26
    ["http://anonymous:passw0rd@core.tcl.tk/foo/bar", "//core.tcl.tk/foo/bar", "http://core.tcl.tk/foo/bar"], // uri-3.27
    ["http://core.tcl.tk:8080/foo/bar", "//core.tcl.tk/foo/bar", "http://core.tcl.tk/foo/bar"], // uri-3.28
    ["http://anonymous:passw0rd@core.tcl.tk:8080/foo/bar", "//core.tcl.tk/foo/bar", "http://core.tcl.tk/foo/bar"], // uri-3.29
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-14.0
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//www.bar.com./dir/dir22?a=b&c=d#g", "http://www.bar.com./dir/dir22?a=b&c=d#g"], // uri-14.4
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//www.bar.com:8080/dir/dir22?a=b&c=d#g", "http://www.bar.com:8080/dir/dir22?a=b&c=d#g"], // uri-14.8
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//www.bar.com.:8080/dir/dir22?a=b&c=d#g", "http://www.bar.com.:8080/dir/dir22?a=b&c=d#g"], // uri-14.12
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//test-host", "http://test-host"], // uri-14.1
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//9", "http://9"], // uri-14.2
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//0-9", "http://0-9"], // uri-14.3
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//test-host.", "http://test-host."], // uri-14.5
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//9.", "http://9."], // uri-14.6
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//0-9.", "http://0-9."], // uri-14.7
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//test-host:8080", "http://test-host:8080"], // uri-14.9
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//9:8080", "http://9:8080"], // uri-14.10
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//0-9:8080", "http://0-9:8080"], // uri-14.11
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//test-host.:8080", "http://test-host.:8080"], // uri-14.13
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//9.:8080", "http://9.:8080"], // uri-14.14
    ["http://www.foo.com/path/path2?query=url?otherquery#f", "//0-9.:8080", "http://0-9.:8080"], // uri-14.15
    ["http://test-host/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.1
    ["http://9/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.2
    ["http://0-9/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.3
    ["http://test-host./path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.5
    ["http://9./path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.6
    ["http://0-9./path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.7
    ["http://www.foo.com:8080/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.8
    ["http://test-host:8080/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.9
    ["http://9:8080/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.10
    ["http://0-9:8080/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.11
    ["http://www.foo.com.:8080/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.12
    ["http://test-host.:8080/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.13
    ["http://9.:8080/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.14
    ["http://0-9.:8080/path/path2?query=url?otherquery#f", "//www.bar.com/dir/dir22?a=b&c=d#g", "http://www.bar.com/dir/dir22?a=b&c=d#g"], // uri-15.15
  ];
  for (const [base, ref, target] of resolved) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
});

describe("tcllib 1.21 modules/uri/uri-rfc2396.test: RFC 3986 §5.4.1 against other bases (uri-rfc2396-2.*, 3.*, 4.*, 6.*, 7.*, 8.*)", () => {
  // the base's fragment is never inherited (§5.2.2: T.fragment = R.fragment), so
  // "http://a/b/c/d;p" and "http://a/b/c/d;p#f" give the same targets
  // biome-ignore format: one case per line
  const targets: Array<[string, string]> = [
    ["g:h", "g:h"],
    ["g", "http://a/b/c/g"],
    ["./g", "http://a/b/c/g"],
    ["g/", "http://a/b/c/g/"],
    ["/g", "http://a/g"],
    ["//g", "http://g"],
    ["?y", "http://a/b/c/d;p?y"],
    ["g?y", "http://a/b/c/g?y"],
    ["#s", "http://a/b/c/d;p#s"],
    ["g#s", "http://a/b/c/g#s"],
    ["g?y#s", "http://a/b/c/g?y#s"],
    [";x", "http://a/b/c/;x"],
    ["g;x", "http://a/b/c/g;x"],
    ["g;x?y#s", "http://a/b/c/g;x?y#s"],
    ["", "http://a/b/c/d;p"], // 14a
    [".", "http://a/b/c/"],
    ["./", "http://a/b/c/"],
    ["..", "http://a/b/"],
    ["../", "http://a/b/"],
    ["../g", "http://a/b/g"],
    ["../..", "http://a/"],
    ["../../", "http://a/"],
    ["../../g", "http://a/g"],
  ];
  for (const base of ["http://a/b/c/d;p", "http://a/b/c/d;p#f"]) {
    for (const [ref, target] of targets) {
      it(`${show(ref)} against ${show(base)} → ${show(target)}, canonicalized too`, () => {
        expect(resolveUri(ref, base)).toBe(target);
        // uri::canonicalize of "http://g" keeps the empty path; §6.2.3 writes "/"
        expect(normalizeUri(resolveUri(ref, base))).toBe(
          target === "http://g" ? "http://g/" : target,
        );
      });
    }
  }
  // uri-rfc2396-3.*, 7.*: the three that peer-suites-platforms.test.ts does not hold
  // biome-ignore format: one case per line
  const withFragment: Array<[string, string]> = [
    ["?y", "http://a/b/c/d;p?y"],
    [";x", "http://a/b/c/;x"],
    ["", "http://a/b/c/d;p?q"], // 14a: the base without its fragment
  ];
  for (const [ref, target] of withFragment) {
    it(`${show(ref)} against "http://a/b/c/d;p?q#f" → ${show(target)}`, () => {
      expect(resolveUri(ref, "http://a/b/c/d;p?q#f")).toBe(target);
      expect(normalizeUri(resolveUri(ref, "http://a/b/c/d;p?q#f"))).toBe(target);
    });
  }
});

describe("tcllib 1.21 modules/uri/uri.test uri::canonicalize: normalizeUri (RFC 3986 §5.2.4, §6.2.2.3)", () => {
  // "." and ".." are removed only as whole segments: "..s", ".s", "s..", "s." stay; a ".."
  // above the root is dropped (the tests named "infinite loop")
  // uri-5.*-2 … uri-5.*-5, uri-6.0: [input, canonical form]
  // biome-ignore format: one case per line
  const canonicalized: Array<[string, string]> = [
    ["http://www.test.net/path1/./remove/../path2/resource", "http://www.test.net/path1/path2/resource"], // uri-5.1-2
    ["http://www.test.net/../path2/resource", "http://www.test.net/path2/resource"], // uri-5.2-2
    ["http://www.test.net/./path1/./remove/../path2/../resource", "http://www.test.net/path1/resource"], // uri-5.3-2
    ["http://www.test.net/./././path1/./remove/../path2/../resource", "http://www.test.net/path1/resource"], // uri-5.4-2
    ["http://www.test.net/./././path1/./remove/path2/../../resource", "http://www.test.net/path1/resource"], // uri-5.5-2
    ["http://www.test.net/../../../path2/resource", "http://www.test.net/path2/resource"], // uri-5.6-2
    ["http://www.test.net/path1/./remove/../path.html/resource", "http://www.test.net/path1/path.html/resource"], // uri-5.7-2
    ["http://www.test.net/../path.html/resource", "http://www.test.net/path.html/resource"], // uri-5.8-2
    ["http://www.test.net/./path1/./remove/../path.html/../resource", "http://www.test.net/path1/resource"], // uri-5.9-2
    ["http://www.test.net/./././path1/./remove/../path.html/../resource", "http://www.test.net/path1/resource"], // uri-5.10-2
    ["http://www.test.net/./././path1/./remove/path.html/../../resource", "http://www.test.net/path1/resource"], // uri-5.11-2
    ["http://www.test.net/../../../path.html/resource", "http://www.test.net/path.html/resource"], // uri-5.12-2
    ["http://www.eldritchpress.org/jc/../help.html", "http://www.eldritchpress.org/help.html"], // uri-5.13-2
    ["http://www.example.com/..", "http://www.example.com/"], // uri-5.15-2
    ["http://www.example.com/..s", "http://www.example.com/..s"], // uri-5.16-2
    ["http://www.example.com/..s/", "http://www.example.com/..s/"], // uri-5.17-2
    ["http://www.example.com/path1/..s", "http://www.example.com/path1/..s"], // uri-5.18-2
    ["http://www.example.com/path1/..s/", "http://www.example.com/path1/..s/"], // uri-5.19-2
    ["http://www.example.com/path1/..s/path2", "http://www.example.com/path1/..s/path2"], // uri-5.20-2
    ["http://www.example.com/path1/..s/path2/", "http://www.example.com/path1/..s/path2/"], // uri-5.21-2
    ["http://www.example.com/..s/path1", "http://www.example.com/..s/path1"], // uri-5.22-2
    ["http://www.example.com/..s/path1/", "http://www.example.com/..s/path1/"], // uri-5.23-2
    ["http://www.example.com/.s", "http://www.example.com/.s"], // uri-5.24-2
    ["http://www.example.com/.s/", "http://www.example.com/.s/"], // uri-5.25-2
    ["http://www.example.com/path1/.s", "http://www.example.com/path1/.s"], // uri-5.26-2
    ["http://www.example.com/path1/.s/", "http://www.example.com/path1/.s/"], // uri-5.27-2
    ["http://www.example.com/path1/.s/path2", "http://www.example.com/path1/.s/path2"], // uri-5.28-2
    ["http://www.example.com/path1/.s/path2/", "http://www.example.com/path1/.s/path2/"], // uri-5.29-2
    ["http://www.example.com/.s/path1", "http://www.example.com/.s/path1"], // uri-5.30-2
    ["http://www.example.com/.s/path1/", "http://www.example.com/.s/path1/"], // uri-5.31-2
    ["http://www.example.com/s..", "http://www.example.com/s.."], // uri-5.32-2
    ["http://www.example.com/s../", "http://www.example.com/s../"], // uri-5.33-2
    ["http://www.example.com/path1/s..", "http://www.example.com/path1/s.."], // uri-5.34-2
    ["http://www.example.com/path1/s../", "http://www.example.com/path1/s../"], // uri-5.35-2
    ["http://www.example.com/path1/s../path2", "http://www.example.com/path1/s../path2"], // uri-5.36-2
    ["http://www.example.com/path1/s../path2/", "http://www.example.com/path1/s../path2/"], // uri-5.37-2
    ["http://www.example.com/s../path1", "http://www.example.com/s../path1"], // uri-5.38-2
    ["http://www.example.com/s../path1/", "http://www.example.com/s../path1/"], // uri-5.39-2
    ["http://www.example.com/s.", "http://www.example.com/s."], // uri-5.40-2
    ["http://www.example.com/s./", "http://www.example.com/s./"], // uri-5.41-2
    ["http://www.example.com/path1/s.", "http://www.example.com/path1/s."], // uri-5.42-2
    ["http://www.example.com/path1/s./", "http://www.example.com/path1/s./"], // uri-5.43-2
    ["http://www.example.com/path1/s./path2", "http://www.example.com/path1/s./path2"], // uri-5.44-2
    ["http://www.example.com/path1/s./path2/", "http://www.example.com/path1/s./path2/"], // uri-5.45-2
    ["http://www.example.com/s./path1", "http://www.example.com/s./path1"], // uri-5.46-2
    ["http://www.example.com/s./path1/", "http://www.example.com/s./path1/"], // uri-5.47-2
    ["http://test-host/../path.html/resource", "http://test-host/path.html/resource"], // uri-5.48-2
    ["http://9/../path.html/resource", "http://9/path.html/resource"], // uri-5.49-2
    ["http://0-9/../path.html/resource", "http://0-9/path.html/resource"], // uri-5.50-2
    ["http://test-host./../path.html/resource", "http://test-host./path.html/resource"], // uri-5.51-2
    ["http://9./../path.html/resource", "http://9./path.html/resource"], // uri-5.52-2
    ["http://0-9./../path.html/resource", "http://0-9./path.html/resource"], // uri-5.53-2
    ["ftp://ftp.test.net/path1/./remove/../path2/resource", "ftp://ftp.test.net/path1/path2/resource"], // uri-5.1-3
    ["ftp://ftp.test.net/../path2/resource", "ftp://ftp.test.net/path2/resource"], // uri-5.2-3
    ["ftp://ftp.test.net/./path1/./remove/../path2/../resource", "ftp://ftp.test.net/path1/resource"], // uri-5.3-3
    ["ftp://ftp.test.net/./././path1/./remove/../path2/../resource", "ftp://ftp.test.net/path1/resource"], // uri-5.4-3
    ["ftp://ftp.test.net/./././path1/./remove/path2/../../resource", "ftp://ftp.test.net/path1/resource"], // uri-5.5-3
    ["ftp://ftp.test.net/../../../path2/resource", "ftp://ftp.test.net/path2/resource"], // uri-5.6-3
    ["ftp://ftp.test.net/path1/./remove/../path.html/resource", "ftp://ftp.test.net/path1/path.html/resource"], // uri-5.7-3
    ["ftp://ftp.test.net/../path.html/resource", "ftp://ftp.test.net/path.html/resource"], // uri-5.8-3
    ["ftp://ftp.test.net/./path1/./remove/../path.html/../resource", "ftp://ftp.test.net/path1/resource"], // uri-5.9-3
    ["ftp://ftp.test.net/./././path1/./remove/../path.html/../resource", "ftp://ftp.test.net/path1/resource"], // uri-5.10-3
    ["ftp://ftp.test.net/./././path1/./remove/path.html/../../resource", "ftp://ftp.test.net/path1/resource"], // uri-5.11-3
    ["ftp://ftp.test.net/../../../path.html/resource", "ftp://ftp.test.net/path.html/resource"], // uri-5.12-3
    ["ftp://www.eldritchpress.org/jc/../help.html", "ftp://www.eldritchpress.org/help.html"], // uri-5.13-3
    ["ftp://www.example.com/foo/bar/..", "ftp://www.example.com/foo/"], // uri-5.14-3
    ["ftp://www.example.com/..", "ftp://www.example.com/"], // uri-5.15-3
    ["ftp://ftp.test.net/..s", "ftp://ftp.test.net/..s"], // uri-5.16-3
    ["ftp://ftp.test.net/..s/", "ftp://ftp.test.net/..s/"], // uri-5.17-3
    ["ftp://ftp.test.net/path1/..s", "ftp://ftp.test.net/path1/..s"], // uri-5.18-3
    ["ftp://ftp.test.net/path1/..s/", "ftp://ftp.test.net/path1/..s/"], // uri-5.19-3
    ["ftp://ftp.test.net/path1/..s/path2", "ftp://ftp.test.net/path1/..s/path2"], // uri-5.20-3
    ["ftp://ftp.test.net/path1/..s/path2/", "ftp://ftp.test.net/path1/..s/path2/"], // uri-5.21-3
    ["ftp://ftp.test.net/..s/path1", "ftp://ftp.test.net/..s/path1"], // uri-5.22-3
    ["ftp://ftp.test.net/..s/path1/", "ftp://ftp.test.net/..s/path1/"], // uri-5.23-3
    ["ftp://ftp.test.net/.s", "ftp://ftp.test.net/.s"], // uri-5.24-3
    ["ftp://ftp.test.net/.s/", "ftp://ftp.test.net/.s/"], // uri-5.25-3
    ["ftp://ftp.test.net/path1/.s", "ftp://ftp.test.net/path1/.s"], // uri-5.26-3
    ["ftp://ftp.test.net/path1/.s/", "ftp://ftp.test.net/path1/.s/"], // uri-5.27-3
    ["ftp://ftp.test.net/path1/.s/path2", "ftp://ftp.test.net/path1/.s/path2"], // uri-5.28-3
    ["ftp://ftp.test.net/path1/.s/path2/", "ftp://ftp.test.net/path1/.s/path2/"], // uri-5.29-3
    ["ftp://ftp.test.net/.s/path1", "ftp://ftp.test.net/.s/path1"], // uri-5.30-3
    ["ftp://ftp.test.net/.s/path1/", "ftp://ftp.test.net/.s/path1/"], // uri-5.31-3
    ["ftp://ftp.test.net/s..", "ftp://ftp.test.net/s.."], // uri-5.32-3
    ["ftp://ftp.test.net/s../", "ftp://ftp.test.net/s../"], // uri-5.33-3
    ["ftp://ftp.test.net/path1/s..", "ftp://ftp.test.net/path1/s.."], // uri-5.34-3
    ["ftp://ftp.test.net/path1/s../", "ftp://ftp.test.net/path1/s../"], // uri-5.35-3
    ["ftp://ftp.test.net/path1/s../path2", "ftp://ftp.test.net/path1/s../path2"], // uri-5.36-3
    ["ftp://ftp.test.net/path1/s../path2/", "ftp://ftp.test.net/path1/s../path2/"], // uri-5.37-3
    ["ftp://ftp.test.net/s../path1", "ftp://ftp.test.net/s../path1"], // uri-5.38-3
    ["ftp://ftp.test.net/s../path1/", "ftp://ftp.test.net/s../path1/"], // uri-5.39-3
    ["ftp://ftp.test.net/s.", "ftp://ftp.test.net/s."], // uri-5.40-3
    ["ftp://ftp.test.net/s./", "ftp://ftp.test.net/s./"], // uri-5.41-3
    ["ftp://ftp.test.net/path1/s.", "ftp://ftp.test.net/path1/s."], // uri-5.42-3
    ["ftp://ftp.test.net/path1/s./", "ftp://ftp.test.net/path1/s./"], // uri-5.43-3
    ["ftp://ftp.test.net/path1/s./path2", "ftp://ftp.test.net/path1/s./path2"], // uri-5.44-3
    ["ftp://ftp.test.net/path1/s./path2/", "ftp://ftp.test.net/path1/s./path2/"], // uri-5.45-3
    ["ftp://ftp.test.net/s./path1", "ftp://ftp.test.net/s./path1"], // uri-5.46-3
    ["ftp://ftp.test.net/s./path1/", "ftp://ftp.test.net/s./path1/"], // uri-5.47-3
    ["ftp://test-host/../path.html/resource", "ftp://test-host/path.html/resource"], // uri-5.48-3
    ["ftp://9/../path.html/resource", "ftp://9/path.html/resource"], // uri-5.49-3
    ["ftp://0-9/../path.html/resource", "ftp://0-9/path.html/resource"], // uri-5.50-3
    ["ftp://test-host./../path.html/resource", "ftp://test-host./path.html/resource"], // uri-5.51-3
    ["ftp://9./../path.html/resource", "ftp://9./path.html/resource"], // uri-5.52-3
    ["ftp://0-9./../path.html/resource", "ftp://0-9./path.html/resource"], // uri-5.53-3
    ["file://goo.test.net/path1/./remove/../path2/resource", "file://goo.test.net/path1/path2/resource"], // uri-5.1-4
    ["file://goo.test.net/../path2/resource", "file://goo.test.net/path2/resource"], // uri-5.2-4
    ["file://goo.test.net/./path1/./remove/../path2/../resource", "file://goo.test.net/path1/resource"], // uri-5.3-4
    ["file://goo.test.net/./././path1/./remove/../path2/../resource", "file://goo.test.net/path1/resource"], // uri-5.4-4
    ["file://goo.test.net/./././path1/./remove/path2/../../resource", "file://goo.test.net/path1/resource"], // uri-5.5-4
    ["file://goo.test.net/../../../path2/resource", "file://goo.test.net/path2/resource"], // uri-5.6-4
    ["file://goo.test.net/path1/./remove/../path.html/resource", "file://goo.test.net/path1/path.html/resource"], // uri-5.7-4
    ["file://goo.test.net/../path.html/resource", "file://goo.test.net/path.html/resource"], // uri-5.8-4
    ["file://goo.test.net/./path1/./remove/../path.html/../resource", "file://goo.test.net/path1/resource"], // uri-5.9-4
    ["file://goo.test.net/./././path1/./remove/../path.html/../resource", "file://goo.test.net/path1/resource"], // uri-5.10-4
    ["file://goo.test.net/./././path1/./remove/path.html/../../resource", "file://goo.test.net/path1/resource"], // uri-5.11-4
    ["file://goo.test.net/../../../path.html/resource", "file://goo.test.net/path.html/resource"], // uri-5.12-4
    ["file://www.eldritchpress.org/jc/../help.html", "file://www.eldritchpress.org/help.html"], // uri-5.13-4
    ["file://www.example.com/foo/bar/..", "file://www.example.com/foo/"], // uri-5.14-4
    ["file://www.example.com/..", "file://www.example.com/"], // uri-5.15-4
    ["file://goo.test.net/..s", "file://goo.test.net/..s"], // uri-5.16-4
    ["file://goo.test.net/..s/", "file://goo.test.net/..s/"], // uri-5.17-4
    ["file://goo.test.net/path1/..s", "file://goo.test.net/path1/..s"], // uri-5.18-4
    ["file://goo.test.net/path1/..s/", "file://goo.test.net/path1/..s/"], // uri-5.19-4
    ["file://goo.test.net/path1/..s/path2", "file://goo.test.net/path1/..s/path2"], // uri-5.20-4
    ["file://goo.test.net/path1/..s/path2/", "file://goo.test.net/path1/..s/path2/"], // uri-5.21-4
    ["file://goo.test.net/..s/path1", "file://goo.test.net/..s/path1"], // uri-5.22-4
    ["file://goo.test.net/..s/path1/", "file://goo.test.net/..s/path1/"], // uri-5.23-4
    ["file://goo.test.net/.s", "file://goo.test.net/.s"], // uri-5.24-4
    ["file://goo.test.net/.s/", "file://goo.test.net/.s/"], // uri-5.25-4
    ["file://goo.test.net/path1/.s", "file://goo.test.net/path1/.s"], // uri-5.26-4
    ["file://goo.test.net/path1/.s/", "file://goo.test.net/path1/.s/"], // uri-5.27-4
    ["file://goo.test.net/path1/.s/path2", "file://goo.test.net/path1/.s/path2"], // uri-5.28-4
    ["file://goo.test.net/path1/.s/path2/", "file://goo.test.net/path1/.s/path2/"], // uri-5.29-4
    ["file://goo.test.net/.s/path1", "file://goo.test.net/.s/path1"], // uri-5.30-4
    ["file://goo.test.net/.s/path1/", "file://goo.test.net/.s/path1/"], // uri-5.31-4
    ["file://goo.test.net/s..", "file://goo.test.net/s.."], // uri-5.32-4
    ["file://goo.test.net/s../", "file://goo.test.net/s../"], // uri-5.33-4
    ["file://goo.test.net/path1/s..", "file://goo.test.net/path1/s.."], // uri-5.34-4
    ["file://goo.test.net/path1/s../", "file://goo.test.net/path1/s../"], // uri-5.35-4
    ["file://goo.test.net/path1/s../path2", "file://goo.test.net/path1/s../path2"], // uri-5.36-4
    ["file://goo.test.net/path1/s../path2/", "file://goo.test.net/path1/s../path2/"], // uri-5.37-4
    ["file://goo.test.net/s../path1", "file://goo.test.net/s../path1"], // uri-5.38-4
    ["file://goo.test.net/s../path1/", "file://goo.test.net/s../path1/"], // uri-5.39-4
    ["file://goo.test.net/s.", "file://goo.test.net/s."], // uri-5.40-4
    ["file://goo.test.net/s./", "file://goo.test.net/s./"], // uri-5.41-4
    ["file://goo.test.net/path1/s.", "file://goo.test.net/path1/s."], // uri-5.42-4
    ["file://goo.test.net/path1/s./", "file://goo.test.net/path1/s./"], // uri-5.43-4
    ["file://goo.test.net/path1/s./path2", "file://goo.test.net/path1/s./path2"], // uri-5.44-4
    ["file://goo.test.net/path1/s./path2/", "file://goo.test.net/path1/s./path2/"], // uri-5.45-4
    ["file://goo.test.net/s./path1", "file://goo.test.net/s./path1"], // uri-5.46-4
    ["file://goo.test.net/s./path1/", "file://goo.test.net/s./path1/"], // uri-5.47-4
    ["file://test-host/../path.html/resource", "file://test-host/path.html/resource"], // uri-5.48-4
    ["file://9/../path.html/resource", "file://9/path.html/resource"], // uri-5.49-4
    ["file://0-9/../path.html/resource", "file://0-9/path.html/resource"], // uri-5.50-4
    ["file://test-host./../path.html/resource", "file://test-host./path.html/resource"], // uri-5.51-4
    ["file://9./../path.html/resource", "file://9./path.html/resource"], // uri-5.52-4
    ["file://0-9./../path.html/resource", "file://0-9./path.html/resource"], // uri-5.53-4
    ["file:///path1/./remove/../path2/resource", "file:///path1/path2/resource"], // uri-5.1-5
    ["file:///../path2/resource", "file:///path2/resource"], // uri-5.2-5
    ["file:///./path1/./remove/../path2/../resource", "file:///path1/resource"], // uri-5.3-5
    ["file:///./././path1/./remove/../path2/../resource", "file:///path1/resource"], // uri-5.4-5
    ["file:///./././path1/./remove/path2/../../resource", "file:///path1/resource"], // uri-5.5-5
    ["file:///../../../path2/resource", "file:///path2/resource"], // uri-5.6-5
    ["file:///path1/./remove/../path.html/resource", "file:///path1/path.html/resource"], // uri-5.7-5
    ["file:///../path.html/resource", "file:///path.html/resource"], // uri-5.8-5
    ["file:///./path1/./remove/../path.html/../resource", "file:///path1/resource"], // uri-5.9-5
    ["file:///./././path1/./remove/../path.html/../resource", "file:///path1/resource"], // uri-5.10-5
    ["file:///./././path1/./remove/path.html/../../resource", "file:///path1/resource"], // uri-5.11-5
    ["file:///../../../path.html/resource", "file:///path.html/resource"], // uri-5.12-5
    ["file:///jc/../help.html", "file:///help.html"], // uri-5.13-5
    ["file:///foo/bar/..", "file:///foo/"], // uri-5.14-5
    ["file:///..", "file:///"], // uri-5.15-5
    ["file:///..s", "file:///..s"], // uri-5.16-5
    ["file:///..s/", "file:///..s/"], // uri-5.17-5
    ["file:///path1/..s", "file:///path1/..s"], // uri-5.18-5
    ["file:///path1/..s/", "file:///path1/..s/"], // uri-5.19-5
    ["file:///path1/..s/path2", "file:///path1/..s/path2"], // uri-5.20-5
    ["file:///path1/..s/path2/", "file:///path1/..s/path2/"], // uri-5.21-5
    ["file:///..s/path1", "file:///..s/path1"], // uri-5.22-5
    ["file:///..s/path1/", "file:///..s/path1/"], // uri-5.23-5
    ["file:///.s", "file:///.s"], // uri-5.24-5
    ["file:///.s/", "file:///.s/"], // uri-5.25-5
    ["file:///path1/.s", "file:///path1/.s"], // uri-5.26-5
    ["file:///path1/.s/", "file:///path1/.s/"], // uri-5.27-5
    ["file:///path1/.s/path2", "file:///path1/.s/path2"], // uri-5.28-5
    ["file:///path1/.s/path2/", "file:///path1/.s/path2/"], // uri-5.29-5
    ["file:///.s/path1", "file:///.s/path1"], // uri-5.30-5
    ["file:///.s/path1/", "file:///.s/path1/"], // uri-5.31-5
    ["file:///s..", "file:///s.."], // uri-5.32-5
    ["file:///s../", "file:///s../"], // uri-5.33-5
    ["file:///path1/s..", "file:///path1/s.."], // uri-5.34-5
    ["file:///path1/s../", "file:///path1/s../"], // uri-5.35-5
    ["file:///path1/s../path2", "file:///path1/s../path2"], // uri-5.36-5
    ["file:///path1/s../path2/", "file:///path1/s../path2/"], // uri-5.37-5
    ["file:///s../path1", "file:///s../path1"], // uri-5.38-5
    ["file:///s../path1/", "file:///s../path1/"], // uri-5.39-5
    ["file:///s.", "file:///s."], // uri-5.40-5
    ["file:///s./", "file:///s./"], // uri-5.41-5
    ["file:///path1/s.", "file:///path1/s."], // uri-5.42-5
    ["file:///path1/s./", "file:///path1/s./"], // uri-5.43-5
    ["file:///path1/s./path2", "file:///path1/s./path2"], // uri-5.44-5
    ["file:///path1/s./path2/", "file:///path1/s./path2/"], // uri-5.45-5
    ["file:///s./path1", "file:///s./path1"], // uri-5.46-5
    ["file:///s./path1/", "file:///s./path1/"], // uri-5.47-5
    ["telnet://goo.test.net/", "telnet://goo.test.net/"], // uri-6.0
  ];
  for (const [s, normal] of canonicalized)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
});

describe("tcllib 1.21 modules/uri: answered differently on purpose", () => {
  // uri::split of a string without "//" and scheme guesses an http host: "host.td" (1.41, bug
  // 2798448), "www.test.de" (12.0, ticket cfb76ff494) give host "host.td", "www.test.de";
  // "gone/away" (1.45) gives host "gone", path "/away". RFC 3986 §4.2: a relative-path
  // reference; only "//" introduces an authority (§3.2)
  for (const s of ["host.td", "www.test.de", "gone/away"]) {
    it(`${show(s)} is a relative path, no host`, () =>
      expectParts(s, { authority: undefined, host: undefined, path: s }));
  }
  // 1.34–1.38 (ticket 7b5c6cb477): the peer splits off the fragment "ab5/s?to#o{and}fg" and
  // notes "illegal chars". RFC 3986 §3.5: fragment = *( pchar / "/" / "?" ), no "#", "{", "}"
  // biome-ignore format: one case per line
  const badFragments = [
    "http://test.net/path/path2?fetch=dir/file.txt#ab5/s?to#o{and}fg",
    "http://test.net/path/path2#ab5/s?to#o{and}fg",
    "http://test.net/#ab5/s?to#o{and}fg",
    "http://test.net#ab5/s?to#o{and}fg",
    "//test.net#ab5/s?to#o{and}fg",
  ];
  for (const s of badFragments)
    it(`${show(s)} is no URI-reference`, () => expectUnparsable(s, "bad-fragment"));
  // uri::isrelative answers 1 (no scheme) for "9est:foo", "-est:foo", ".est:foo", "+est:foo"
  // (13.14–13.17, "need initial letter") and "te,st:foo" (13.18, "bad character"). Right that
  // they have no scheme; but §4.2: a relative-path reference's first segment holds no ":", so
  // they are no URI-reference at all (as 8.0, "ht,tp://…", where the peer raises "invalid url")
  for (const s of [
    "9est:foo",
    "-est:foo",
    ".est:foo",
    "+est:foo",
    "te,st:foo",
    "ht,tp://tcl.apache.org/websh",
  ]) {
    it(`${show(s)} is no URI-reference`, () => expect(isReference(s)).toBe(false));
  }
  // uri::join path //b/c/d scheme file (2.40–2.42) writes "file:////b/c/d", "file://///b/c/d",
  // "file://////b/c/d" (the test's own comment wishes for "file:///b/c/d"). RFC 8089 §2:
  // file-hier-part = ( "//" auth-path ) / local-path, auth-path = [ file-auth ] path-absolute,
  // and a path-absolute does not start with "//" (RFC 3986 §3.3); the UNC form of App. E.3.2 is
  // outside the syntax
  for (const s of ["file:////b/c/d", "file://///b/c/d", "file://////b/c/d"]) {
    it(`${show(s)} is invalid`, () => expectInvalid(s, "bad-file"));
  }
  // 2.14: uri::join type X writes "ftp://localhost/a/b/c.d;type=X" (the test's comment doubts
  // it). RFC 1738 §3.2.2: ftptype = "A" / "I" / "D" / "a" / "i" / "d"
  it('"ftp://localhost/a/b/c.d;type=X" is invalid', () =>
    expectInvalid("ftp://localhost/a/b/c.d;type=X", "bad-ftp-type"));
  // 2.18: uri::join scheme ldaps … port 636 drops the port, "ldaps://ldaphost". No RFC defines
  // ldaps (RFC 4516 §2 defines ldap, default port 389), so no scheme-based normalization
  // (§6.2.3) knows its default port, and the port stays
  it('"ldaps://ldaphost:636" is its own normal form; "ldap://ldaphost:389" → "ldap://ldaphost"', () => {
    expectNormal("ldaps://ldaphost:636", "ldaps://ldaphost:636");
    expectNormal("ldap://ldaphost:389", "ldap://ldaphost");
  });
  // uri-rfc2396-1.6, 2.6, 3.6, 4.6: uri::canonicalize of "http://g" keeps it; §6.2.3: "http://g/"
  it('"//g" against "http://a/b/c/d;p?q", canonicalized → "http://g/"', () =>
    expect(normalizeUri(resolveUri("//g", "http://a/b/c/d;p?q"))).toBe("http://g/"));
  // urn-3.4: uri::join nss "\\u0000" raises an error: no URN. So does RFC 8141 §2 (a NUL is no
  // pchar) — the same answer; kept here because the peer refuses it as the only "illegal"
  // character, where RFC 8141 refuses every character outside pchar, "/" and "?" (as a raw space)
  it('"urn:tcl:\\u0000" and "urn:tcl:a b" are no URIs', () => {
    expect(isReference("urn:tcl:\u0000")).toBe(false);
    expect(isReference("urn:tcl:a b")).toBe(false);
  });
});

// ─── quri 20150804 (cl-quri) ──────────────────────────────────────────────────────────────

describe("cl-quri 20150804 t/quri.lisp *test-cases*: components (RFC 3986 §3)", () => {
  type P = Partial<
    Record<
      "scheme" | "userinfo" | "host" | "port" | "path" | "query" | "fragment",
      string | undefined
    >
  >;
  // biome-ignore format: one case per line
  const cases: Array<[string, P]> = [
    ["file:///tmp/junk.txt", { scheme: "file", userinfo: undefined, host: "", path: "/tmp/junk.txt" }], // the peer: host nil; §3.2.2: an empty reg-name
    ["imap://mail.common-lisp.net/mbox1", { scheme: "imap", host: "mail.common-lisp.net", path: "/mbox1" }],
    ["mms://wms.sys.hinet.net/cts/Drama/09006251100.asf", { scheme: "mms", host: "wms.sys.hinet.net", path: "/cts/Drama/09006251100.asf" }],
    ["nfs://server/path/to/file.txt", { scheme: "nfs", host: "server", path: "/path/to/file.txt" }],
    ["svn+ssh://svn.zope.org/repos/main/ZConfig/trunk/", { scheme: "svn+ssh", host: "svn.zope.org", path: "/repos/main/ZConfig/trunk/" }],
    ["git+ssh://git@github.com/user/project.git", { scheme: "git+ssh", userinfo: "git", host: "github.com", path: "/user/project.git" }],
    ["http://common-lisp.net", { scheme: "http", host: "common-lisp.net", path: "", query: undefined, fragment: undefined }], // the peer: path nil
    ["http://common-lisp.net#abc", { host: "common-lisp.net", path: "", fragment: "abc" }],
    ["http://common-lisp.net?q=abc", { host: "common-lisp.net", path: "", query: "q=abc" }],
    ["http://common-lisp.net/#abc", { host: "common-lisp.net", path: "/", fragment: "abc" }],
    ["http", { scheme: undefined, host: undefined, path: "http" }],
    ["http:", { scheme: "http", host: undefined, path: "" }],
    ["http://[dead:beef::]:/foo/", { host: "dead:beef::", port: "", path: "/foo/" }],
    ["tel:+31-641044153", { scheme: "tel", host: undefined, path: "+31-641044153" }],
  ];
  for (const [s, parts] of cases) it(show(s), () => expectParts(s, parts));
  const valid = cases.map(([s]) => s).filter((s) => s !== "http" && s !== "http:");
  it(`the ${valid.length} absolute ones but "http:" are valid`, () => {
    for (const s of valid) expectValid(s);
  });
  // the generic syntax takes "http:" (§3: path-empty); RFC 9110 §4.2.1 wants a host
  it('"http:" is invalid', () => expectInvalid("http:", "missing-host"));
});

describe("cl-quri 20150804 t/quri.lisp uri=, merge-uris (RFC 3986 §6.2.3, §5.2)", () => {
  it('"http://b.hatena.ne.jp" ≡ "http://b.hatena.ne.jp:80"', () =>
    expectEquivalent("http://b.hatena.ne.jp", "http://b.hatena.ne.jp:80", true));
  const base = "http://www.example.com/path/a/b.html";
  // biome-ignore format: one case per line
  const merged: Array<[string, string]> = [
    ["file:///tmp/junk.txt", "file:///tmp/junk.txt"],
    ["//auth@secretplace.com", "http://auth@secretplace.com"], // make-uri :userinfo :host
    ["//example.com/path?query", "http://example.com/path?query"], // make-uri :host :path :query
    ["/new/path", "http://www.example.com/new/path"],
    ["foo.txt", "http://www.example.com/path/a/foo.txt"],
    ["../bar", "http://www.example.com/path/bar"],
    ["other/./car", "http://www.example.com/path/a/other/car"],
    ["./../.", "http://www.example.com/path/"],
    ["?name=fukamachi", "http://www.example.com/path/a/b.html?name=fukamachi"], // make-uri :query
  ];
  for (const [ref, target] of merged) {
    it(`${show(ref)} → ${show(target)}`, () => expect(resolveUri(ref, base)).toBe(target));
  }
});

// ─── ocaml-uri 4.2.0 (recalled) ───────────────────────────────────────────────────────────

describe("ocaml-uri 4.2.0 lib_test/test_runner.ml (recalled): parse and print, canonicalize, resolve", () => {
  // uri_encodes: the string and the components Uri.make is given (decoded there)
  it('"https://user:pass@foo.com:123/wh/at/ever?foo=1&bar=5#5"', () => {
    expectParts("https://user:pass@foo.com:123/wh/at/ever?foo=1&bar=5#5", {
      scheme: "https",
      userinfo: "user:pass",
      host: "foo.com",
      port: "123",
      path: "/wh/at/ever",
      query: "foo=1&bar=5",
      fragment: "5",
    });
    expectNormal(
      "https://user:pass@foo.com:123/wh/at/ever?foo=1&bar=5#5",
      "https://user:pass@foo.com:123/wh/at/ever?foo=1&bar=5#5",
    );
  });
  it('"http://[dead:beef::dead:0:beaf]" has the IPv6 host "dead:beef::dead:0:beaf"', () =>
    expectParts("http://[dead:beef::dead:0:beaf]", {
      host: "dead:beef::dead:0:beaf",
      hostKind: "ipv6",
    }));
  // "foo+bar:" has the scheme "foo+bar" (§3.1); "foo+bar%3A" is the path "foo+bar:" written
  // so that its first segment holds no ":" (§4.2)
  it('"foo+bar:" is a URI with the scheme "foo+bar"; "foo+bar%3A" a relative path', () => {
    expectParts("foo+bar:", { scheme: "foo+bar", path: "" });
    expectValid("foo+bar:");
    expectParts("foo+bar%3A", { scheme: undefined, path: "foo+bar%3A" });
  });
  // pct_encode / pct_decode pairs as paths: "%20", "%0D%0A", "%01" and "%5B" (a gen-delim,
  // §2.2) stay encoded in the normal form; "%2520" is "%25" "20", not "%20" (§2.4: decode once)
  // biome-ignore format: one case per line
  const paths: Array<[string, string]> = [
    ["/wh/at!/ev%20/er", "/wh/at!/ev%20/er"],
    ["/hello%20world!", "/hello%20world!"],
    ["/%5B", "/%5B"],
    ["/%5b%5B%5B", "/%5B%5B%5B"], // §6.2.2.1: upper-case hex digits
    ["/1%5D", "/1%5D"],
    ["/%2520", "/%2520"],
    ["/%01", "/%01"],
    ["/%0D%0A", "/%0D%0A"],
  ];
  for (const [s, normal] of paths)
    it(`${show(s)} → ${show(normal)}`, () => expectNormalRelative(s, normal));
  it('"/[" and "/hello world!" are no references (§2: "[" and " " must be percent-encoded in a path)', () => {
    expect(isReference("/[")).toBe(false);
    expect(isReference("/hello world!")).toBe(false);
  });
  // Uri.canonicalize: scheme and host in lower case, http(s)'s default port gone, "/" for an
  // empty http path (§6.2.2.1, §6.2.3)
  // biome-ignore format: one case per line
  const canonical: Array<[string, string]> = [
    ["HTTP://FOO.COM:80", "http://foo.com/"],
    ["https://foo.com:443/a", "https://foo.com/a"],
    ["http://foo.com", "http://foo.com/"],
    ["http://foo.com:8080", "http://foo.com:8080/"],
    ["http://example.com/%7euser", "http://example.com/~user"],
  ];
  for (const [s, normal] of canonical)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  it('"http://foo.com/?" and "http://foo.com/#" keep their empty query and fragment (§6.2.3)', () => {
    expectNormal("http://foo.com/?", "http://foo.com/?");
    expectNormal("http://foo.com/#", "http://foo.com/#");
    expect(equivalent("http://foo.com/?", "http://foo.com/")).toBe(false);
  });
  // resolution against a base with an authority and an empty path: §5.2.3 merge gives "/" ref
  // biome-ignore format: one case per line
  const resolved: Array<[string, string, string]> = [
    ["http://example.com", "foo", "http://example.com/foo"],
    ["http://example.com", "../foo", "http://example.com/foo"],
    ["http://example.com", "?q", "http://example.com?q"],
    ["http://example.com", "#f", "http://example.com#f"],
    ["file:///etc/hosts", "motd", "file:///etc/motd"],
  ];
  for (const [base, ref, target] of resolved) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
});
