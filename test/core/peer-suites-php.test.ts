/**
 * Cases from the published test suite of a PHP URI library (see peer-suites*.test.ts for the
 * others; league/uri is in peer-suites-libraries.test.ts), run through the core with the
 * answer RFC 3986 / RFC 3987 (and the scheme RFCs) give. Each group names its source file;
 * where the peer answers otherwise, the case is in the "answered differently on purpose" group
 * with the peer's answer and the rule that decides ours. No case showed urisift wrong by a
 * spec when this file was written (no "urisift wrong, to fix" group).
 *
 * Source (the orig tarball of the Debian bookworm source package):
 * - php-guzzlehttp-psr7 2.4.5-1+deb12u1: tests/UriTest.php (testParsesProvidedUri,
 *   getValidUris, getInvalidUris, testParseUriPortCannotBeNegative, testCanParseFalseyUriParts,
 *   getPortTestCases, the reference kinds of testIsAbsolute … testIsRelativePathReference,
 *   testIsSameDocumentReference with a base, the case and default-port tests,
 *   testFileSchemeWithEmptyHostReconstruction, uriComponentsEncodingProvider, the URIs that
 *   testWithPathEncodesProperly, testWithQueryEncodesProperly, testWithFragmentEncodesProperly,
 *   testAuthorityWithUserInfoOrPortButWithoutHost, testPathStartingWithTwoSlashes and
 *   testRelativeUriWithPathHavingColonSegment build, testInternationalizedDomainName,
 *   testIPv6Host), tests/UriNormalizerTest.php (the flags RFC 3986 §6.2.2/§6.2.3 define,
 *   getEquivalentTestCases), tests/UriResolverTest.php (getResolveTestCases, the resolution
 *   step of getRelativizeTestCases), tests/UriComparatorTest.php (getCrossOriginExamples).
 * - laminas-uri / zend-uri: not packaged by Debian (bookworm, trixie or sid): no cases.
 *
 * How the cases map onto the API:
 * - `new Uri(s)` succeeding = s is a URI-reference (parseUri; RFC 3986 §4.1); its
 *   MalformedUriException = no URI-reference, or (for "http://") no valid URI (validateUri);
 *   the getters = parseUri's parts as written (the peer lowercases scheme and host, drops a
 *   default port and gives "" or null for absent; its host "[::1]" is our "::1");
 * - Uri::isDefaultPort(scheme, port) = normalizeUri drops ":port" (§6.2.3); the peer's
 *   isAbsolute / isNetworkPathReference / … = the kind of reference (§4.2, §4.3) read from
 *   the parts; isSameDocumentReference(ref, base) = the target less its fragment is the base
 *   less its fragment (§4.4);
 * - UriNormalizer::normalize with CAPITALIZE_PERCENT_ENCODING, DECODE_UNRESERVED_CHARACTERS,
 *   CONVERT_EMPTY_PATH, REMOVE_DEFAULT_HOST, REMOVE_DOT_SEGMENTS = normalizeUri (relative: true
 *   for a relative reference), which does all of §6.2.2/§6.2.3 at once: where one flag alone
 *   leaves more to do, the expected form is the full normal form, the peer's in a comment;
 *   UriNormalizer::isEquivalent = equivalent();
 * - UriResolver::resolve = resolveUri (strict, §5.2.2); relativize has no counterpart, so of
 *   getRelativizeTestCases only the peer's own check is kept: the relative reference it
 *   expects resolves, against the base, to the target's resolution (§5.2);
 * - UriComparator::isCrossOrigin = a different origin (scheme, host, port; RFC 6454 §4) read
 *   from the §6.2.3 normal forms, where a default port is gone.
 * Left out (118):
 * - 45 cases already in test/ verbatim: 41 of getResolveTestCases' rows are RFC 3986 §5.4
 *   examples (spec-examples.test.ts), "foo////g" (peer-suites-libraries.test.ts), the row
 *   "g#s/../x" that the peer repeats, "//example.org" and "#fragment" of getValidUris
 *   (peer-suites-ocaml-guile-tcl.test.ts, peer-suites-more.test.ts); testRelativizeUri runs
 *   getResolveTestCases backwards (relativize) and adds no pair.
 * - 59 about the peer's own API or policy, which no spec decides: testFromParts (PHP's
 *   parse_url, 16 rows), 23 tests of the builders, setters and getters (withPort's range and
 *   type checks, withScheme's "localhost" default, withPath with "//" or "mailto:",
 *   testCanTransformAndRetrievePartsIndividually, testCanConstructFalseyUriParts,
 *   testSpecialCharsOfUserInfo, testImmutability, testJsonSerializable, …), the 9
 *   query-value helper tests, isSameDocumentReference without a base (7 assertions: the
 *   peer's reading of a bare reference), REMOVE_DEFAULT_PORT (a mock; the same ports are in
 *   getPortTestCases), and the normalizer flags beyond RFC 3986 (REMOVE_DUPLICATE_SLASHES,
 *   SORT_QUERY_PARAMETERS ×2).
 * - 11 getRelativizeTestCases rows with a relative base (no relativize function; resolveUri
 *   needs an absolute base, §5.2.1); getPortTestCases' two rows with no port (nothing to
 *   normalize).
 */
import { describe, expect, it } from "vitest";
import { equivalent, normalizeUri, parseUri, resolveUri } from "../../src/core/index.js";
import {
  expectEquivalent,
  expectInvalid,
  expectNormal,
  expectNormalRelative,
  expectParts,
  expectUnparsable,
  isReference,
  show,
} from "../helpers/peer-expect.js";

const RFC_BASE = "http://a/b/c/d;p?q";

/** the kind of a URI-reference (RFC 3986 §4.2, §4.3) */
function refKind(s: string): string {
  const r = parseUri(s);
  if (!r.ok) return "none";
  if (r.parts.scheme !== undefined) return "uri";
  if (r.parts.authority !== undefined) return "network-path";
  return r.parts.path.startsWith("/") ? "absolute-path" : "relative-path";
}

const lessFragment = (s: string): string => s.replace(/#.*$/s, "");

/** §4.4: the target of `ref` is, aside from its fragment, the base */
const sameDocument = (ref: string, base: string): boolean =>
  lessFragment(resolveUri(ref, base)) === lessFragment(base);

/** RFC 6454 §4: scheme, host and port, read from the normal form (§6.2.3 drops a default port) */
function origin(s: string): string {
  const r = parseUri(normalizeUri(s));
  if (!r.ok) throw new Error(s);
  return `${r.parts.scheme}://${r.parts.host}:${r.parts.port ?? ""}`;
}

// ─── UriTest.php ──────────────────────────────────────────────────────────────────────────

describe("php-guzzlehttp-psr7 2.4.5 tests/UriTest.php: parsing (RFC 3986 §3, §4.1)", () => {
  it("testParsesProvidedUri", () =>
    expectParts("https://user:pass@example.com:8080/path/123?q=abc#test", {
      scheme: "https",
      authority: "user:pass@example.com:8080",
      userinfo: "user:pass",
      host: "example.com",
      port: "8080",
      path: "/path/123",
      query: "q=abc",
      fragment: "test",
    }));
  // getValidUris: each parses and gives itself back; generic syntax only (the urn: ones but
  // "urn:path:with:colon" are no URNs by RFC 8141, which the peer does not check)
  // biome-ignore format: one case per line
  const valid: Array<[string, Record<string, string | undefined>]> = [
    ["urn:path-rootless", { scheme: "urn", path: "path-rootless" }],
    ["urn:path:with:colon", { scheme: "urn", path: "path:with:colon" }],
    ["urn:/path-absolute", { scheme: "urn", path: "/path-absolute" }],
    ["urn:/", { scheme: "urn", path: "/" }],
    ["urn:", { scheme: "urn", path: "" }], // only scheme with empty path
    ["/", { path: "/" }],
    ["relative/", { path: "relative/" }],
    ["0", { path: "0" }],
    ["", { path: "" }], // same-document reference
    ["//example.org/", { host: "example.org", path: "/" }],
    ["//example.org?q#h", { host: "example.org", path: "", query: "q", fragment: "h" }],
    ["?q", { path: "", query: "q" }],
    ["?q=abc&foo=bar", { path: "", query: "q=abc&foo=bar" }],
    ["./foo/../bar", { path: "./foo/../bar" }], // dot segments are not removed by parsing
  ];
  for (const [s, parts] of valid) {
    it(`getValidUris ${show(s)}`, () => {
      expect(isReference(s)).toBe(true);
      expectParts(s, parts);
    });
  }
  it('getInvalidUris "http://": a URI-reference, but no http URI (RFC 9110 §4.2.1: the host is required)', () => {
    expect(isReference("http://")).toBe(true);
    expectInvalid("http://", "missing-host");
  });
  // port = *DIGIT (§3.2.3)
  it('getInvalidUris "urn://host:with:colon" (the host cannot hold ":")', () =>
    expectUnparsable("urn://host:with:colon", "bad-port"));
  it('testParseUriPortCannotBeNegative "//example.com:-1"', () =>
    expectUnparsable("//example.com:-1", "bad-port"));
  it('testFileSchemeWithEmptyHostReconstruction "file:///tmp/filename.ext"', () => {
    expectParts("file:///tmp/filename.ext", { authority: "", host: "", path: "/tmp/filename.ext" });
    expectNormal("file:///tmp/filename.ext", "file:///tmp/filename.ext");
  });
  it("testPathStartingWithTwoSlashes: a path of an authority may start with //", () => {
    expectParts("http://example.org//path-not-host.com", {
      host: "example.org",
      path: "//path-not-host.com",
    });
    expectParts("//example.org//path-not-host.com", {
      host: "example.org",
      path: "//path-not-host.com",
    });
  });
  it("testRelativeUriWithPathHavingColonSegment: 'urn:/mailto:foo' less its scheme is a path, 'urn:mailto:foo' less its scheme a URI (§4.2)", () => {
    expectParts("/mailto:foo", { scheme: undefined, path: "/mailto:foo" });
    expectParts("mailto:foo", { scheme: "mailto", path: "foo" });
  });
  it("testIPv6Host", () => {
    expectParts("https://[2a00:f48:1008::212:183:10]", {
      host: "2a00:f48:1008::212:183:10",
      hostKind: "ipv6",
    });
    expectParts("http://[2a00:f48:1008::212:183:10]:56?foo=bar", {
      host: "2a00:f48:1008::212:183:10",
      hostKind: "ipv6",
      port: "56",
      query: "foo=bar",
    });
  });
  it("testInternationalizedDomainName: the host as written; the normal form has its A-labels", () => {
    // the peer's getHost gives "яндекс.рф" and "яндекaс.рф" (ASCII lowercased); RFC 3987 §3.1
    // with the IDNA mapping gives the A-labels of the lowercased name
    expectParts("https://яндекс.рф", { host: "яндекс.рф" });
    expectParts("https://яндекAс.рф", { host: "яндекAс.рф" });
    expectNormal("https://яндекс.рф", "https://xn--d1acpjx3f.xn--p1ai/");
    expectNormal("https://яндекAс.рф", "https://xn--a-gtbdum2a6g.xn--p1ai/");
  });
});

describe("php-guzzlehttp-psr7 2.4.5 tests/UriTest.php uriComponentsEncodingProvider and the URIs the withers build", () => {
  const unreserved = "a-zA-Z0-9.-_~!$&'()*+,;=:@";
  // biome-ignore format: one case per line
  const cases: Array<[input: string, path: string, query: string | undefined, fragment: string | undefined, normal: string]> = [
    ["/pa%20th?q=va%20lue#frag%20ment", "/pa%20th", "q=va%20lue", "frag%20ment", "/pa%20th?q=va%20lue#frag%20ment"],
    ["/pa/th//two?q=va/lue#frag/ment", "/pa/th//two", "q=va/lue", "frag/ment", "/pa/th//two?q=va/lue#frag/ment"],
    [`/${unreserved}?${unreserved}#${unreserved}`, `/${unreserved}`, unreserved, unreserved, `/${unreserved}?${unreserved}#${unreserved}`],
    // parsing keeps "%61"; the normal form decodes it (§6.2.2.2), as the peer's normalizer does
    ["/p%61th?q=v%61lue#fr%61gment", "/p%61th", "q=v%61lue", "fr%61gment", "/path?q=value#fragment"],
    // an IRI: the peer encodes "€" when it parses; RFC 3987 §3.1 maps it so
    ["/€?€#€", "/€", "€", "€", "/%E2%82%AC?%E2%82%AC#%E2%82%AC"],
    // withPath("/baz?#€/b%61r"), withQuery("?=#&€=/&b%61r"), withFragment("#€?/b%61r")
    ["/baz%3F%23%E2%82%AC/b%61r", "/baz%3F%23%E2%82%AC/b%61r", undefined, undefined, "/baz%3F%23%E2%82%AC/bar"],
    ["??=%23&%E2%82%AC=/&b%61r", "", "?=%23&%E2%82%AC=/&b%61r", undefined, "??=%23&%E2%82%AC=/&bar"],
    ["#%23%E2%82%AC?/b%61r", "", undefined, "%23%E2%82%AC?/b%61r", "#%23%E2%82%AC?/bar"],
  ];
  for (const [s, path, query, fragment, normal] of cases) {
    it(show(s), () => {
      expectParts(s, { path, query, fragment });
      expectNormalRelative(s, normal);
    });
  }
  it("testAuthorityWithUserInfoOrPortButWithoutHost: an empty host (reg-name may be empty, §3.2.2)", () => {
    expectParts("//user:pass@:8080", { userinfo: "user:pass", host: "", port: "8080", path: "" });
    expectParts("//:8080", { host: "", port: "8080", path: "" });
  });
});

describe("php-guzzlehttp-psr7 2.4.5 tests/UriTest.php: case and default port (RFC 3986 §6.2.2.1, §6.2.3)", () => {
  // getPortTestCases: Uri::isDefaultPort; the normal form drops a default port. nntp and news
  // URLs need a group or article (RFC 5538 §2.1, §2.2)
  // biome-ignore format: one case per line
  const ports: Array<[uri: string, normal: string]> = [
    ["http://h:80/", "http://h/"],
    ["http://h:8080/", "http://h:8080/"],
    ["https://h:443/", "https://h/"],
    ["https://h:444/", "https://h:444/"],
    ["ftp://h:21/", "ftp://h/"], // RFC 1738 §3.2
    ["gopher://h:70/", "gopher://h/"], // RFC 4266 §2.1
    ["nntp://h:119/g", "nntp://h/g"], // RFC 5538 §2.2
    ["news://h:119/g", "news://h/g"], // RFC 5538 §2.1
    ["telnet://h:23/", "telnet://h/"], // RFC 4248 §2
    ["tn3270://h:23/", "tn3270://h/"], // RFC 6270 §2 (missing from the core until this suite)
    ["imap://h:143/", "imap://h/"], // RFC 5092 §3.1
    ["pop://h:110/", "pop://h/"], // RFC 2384 §3
    ["ldap://h:389/", "ldap://h/"], // RFC 4516 §2
  ];
  for (const [s, normal] of ports)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  // testSchemeIsNormalizedToLowercase, testHostIsNormalizedToLowercase,
  // testPortIsNullIfStandardPortForScheme, testStandardPortIsNullIfSchemeChanges; the peer's
  // constructor keeps the empty http path, its CONVERT_EMPTY_PATH gives "/" as we do (§6.2.3)
  // biome-ignore format: one case per line
  const forms: Array<[uri: string, normal: string]> = [
    ["HTTP://example.com", "http://example.com/"],
    ["https://example.com:443", "https://example.com/"],
    ["http://example.com:80", "http://example.com/"],
    ["http://example.com:443", "http://example.com:443/"],
  ];
  for (const [s, normal] of forms)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  it('"//eXaMpLe.CoM" → "//example.com"', () =>
    expectNormalRelative("//eXaMpLe.CoM", "//example.com"));
});

describe("php-guzzlehttp-psr7 2.4.5 tests/UriTest.php: kinds of reference (RFC 3986 §4.2–4.4)", () => {
  // biome-ignore format: one case per line
  const kinds: Array<[string, string]> = [
    ["http://example.org", "uri"],
    ["//example.org", "network-path"],
    ["/abs-path", "absolute-path"],
    ["/", "absolute-path"],
    ["rel-path", "relative-path"],
    ["", "relative-path"],
  ];
  for (const [s, kind] of kinds)
    it(`${show(s)} is a ${kind} reference`, () => expect(refKind(s)).toBe(kind));
  // testIsSameDocumentReference with a base
  const base = "http://example.org/path?foo=bar";
  // biome-ignore format: one case per line
  const same: Array<[ref: string, same: boolean]> = [
    ["#fragment", true],
    ["?foo=bar#fragment", true],
    ["/path?foo=bar#fragment", true],
    ["path?foo=bar#fragment", true],
    ["//example.org/path?foo=bar#fragment", true],
    ["http://example.org/path?foo=bar#fragment", true],
    ["https://example.org/path?foo=bar", false],
    ["http://example.com/path?foo=bar", false],
    ["http://example.org/", false],
    ["http://example.org", false],
  ];
  for (const [ref, expected] of same) {
    it(`${show(ref)} against ${show(base)}: same document ${expected}`, () =>
      expect(sameDocument(ref, base)).toBe(expected));
  }
  it('"urn:/path" against "urn://example.com/path": not the same document', () =>
    expect(sameDocument("urn:/path", "urn://example.com/path")).toBe(false));
});

describe("php-guzzlehttp-psr7 2.4.5 tests/UriTest.php: answered differently on purpose", () => {
  it('testCanParseFalseyUriParts "0://0:0@0/0?0#0" is no URI-reference', () =>
    // the peer reads scheme "0", userinfo "0:0", host "0". RFC 3986 §3.1: scheme = ALPHA
    // *( ALPHA / DIGIT / "+" / "-" / "." ); with no scheme, a first segment "0:" with a colon
    // makes no relative-ref either (§4.2)
    expectUnparsable("0://0:0@0/0?0#0", "colon-in-first-segment"));
  // uriComponentsEncodingProvider: the peer percent-encodes what may not stand in a URI.
  // RFC 3986 App. A: no component holds a space; §2.1, §2.4: a "%" starts a pct-encoded
  // triplet and nothing else. Repairing is the extractor's job, not the parser's
  it('"/pa th?q=va lue#frag ment" is no URI-reference', () =>
    // the peer gives "/pa%20th?q=va%20lue#frag%20ment"
    expectUnparsable("/pa th?q=va lue#frag ment", "bad-path"));
  it('"/pa%2-th?q=va%2-lue#frag%2-ment" is no URI-reference', () =>
    // the peer gives "/pa%252-th?q=va%252-lue#frag%252-ment"
    expectUnparsable("/pa%2-th?q=va%2-lue#frag%2-ment", "bad-percent-encoding"));
});

// ─── UriNormalizerTest.php ────────────────────────────────────────────────────────────────

describe("php-guzzlehttp-psr7 2.4.5 tests/UriNormalizerTest.php: normalize (RFC 3986 §6.2.2, §6.2.3)", () => {
  it("testCapitalizePercentEncoding", () =>
    // CAPITALIZE_PERCENT_ENCODING alone gives "/a%C2%7A%5Eb%25%FA%FA%FA?…"; "%7A" is the
    // unreserved "z" and decodes too (§6.2.2.2)
    expectNormalRelative(
      "/a%c2%7A%5eb%25%fa%fA%Fa?a%c2%7A%5eb%25%fa%fA%Fa",
      "/a%C2z%5Eb%25%FA%FA%FA?a%C2z%5Eb%25%FA%FA%FA",
    ));
  // testDecodeUnreservedCharacters: the encoded unreserved character in lower- and uppercase
  // hex decodes, the reserved "%2F" and "%5B" stay (§6.2.2.2)
  const unreserved = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"];
  it(`testDecodeUnreservedCharacters: ${unreserved.length} characters`, () => {
    for (const c of unreserved) {
      const e = `%${c.charCodeAt(0).toString(16)}`;
      const encoded = `${e}%2F%5B${e.toUpperCase()}`;
      expectNormalRelative(`/${encoded}?${encoded}`, `/${c}%2F%5B${c}?${c}%2F%5B${c}`);
    }
  });
  // biome-ignore format: one case per line
  const normal: Array<[uri: string, normal: string]> = [
    ["http://example.org", "http://example.org/"], // testConvertEmptyPath (§6.2.3)
    ["https://example.org", "https://example.org/"], // testConvertEmptyPath
    ["file://localhost/myfile", "file:///myfile"], // testRemoveDefaultHost (§3.2.2: "localhost" is the file scheme's default host; RFC 8089 §2)
    ["http://example.org/../a/b/../c/./d.html", "http://example.org/a/c/d.html"], // testRemoveDotSegments (§6.2.2.3)
  ];
  for (const [s, n] of normal) it(`${show(s)} → ${show(n)}`, () => expectNormal(s, n));
  it('testRemoveDotSegmentsOfAbsolutePathReference "/../a/b/../c/./d.html" → "/a/c/d.html"', () =>
    expectNormalRelative("/../a/b/../c/./d.html", "/a/c/d.html"));
  it('testRemoveDotSegmentsOfRelativePathReference "../c/./d.html" stays (only resolution can remove them, §5.2.4)', () =>
    expectNormalRelative("../c/./d.html", "../c/./d.html"));
});

describe("php-guzzlehttp-psr7 2.4.5 tests/UriNormalizerTest.php getEquivalentTestCases: isEquivalent (RFC 3986 §6.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, string, boolean]> = [
    ["http://example.org", "http://example.org", true],
    ["hTTp://eXaMpLe.org", "http://example.org", true],
    ["http://example.org:80", "http://example.org/", true],
    ["http://example.org/../a/.././p%61th?%7a=%5e", "http://example.org/path?z=%5E", true],
    ["https://example.org/", "http://example.org/", false],
    ["https://example.org/", "//example.org/", false],
    ["//example.org/", "//example.org/", true],
    ["file:/myfile", "file:///myfile", true],
    ["file:///myfile", "file://localhost/myfile", true],
  ];
  for (const [a, b, expected] of cases) {
    it(`${show(a)} ≡ ${show(b)}: ${expected}`, () => expectEquivalent(a, b, expected));
  }
});

describe("php-guzzlehttp-psr7 2.4.5 tests/UriNormalizerTest.php: answered differently on purpose", () => {
  it('"http://example.org/path?#" ≢ "http://example.org/path"', () =>
    // the peer's isEquivalent says true (it drops the empty query and fragment). RFC 3986
    // §6.2.3: normalization should not remove delimiters when their component is empty
    // ("http://example.com/?" is not equivalent to "http://example.com/"), and URIs that
    // differ only by the suffix "#" are considered different
    expectEquivalent("http://example.org/path?#", "http://example.org/path", false));
  it('testConvertEmptyPath "urn://example.org" is no URN', () =>
    // the peer gives "urn://example.org" back. RFC 8141 §2: assigned-name = "urn" ":" NID ":"
    // NSS; a URN has no authority
    expectInvalid("urn://example.org", "authority-not-allowed"));
});

// ─── UriResolverTest.php ──────────────────────────────────────────────────────────────────

describe("php-guzzlehttp-psr7 2.4.5 tests/UriResolverTest.php getResolveTestCases: resolve (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[base: string, ref: string, target: string]> = [
    [RFC_BASE, "?y#s", "http://a/b/c/d;p?y#s"],
    ["http://a/b/c?q#s", "?y", "http://a/b/c?y"], // the base's fragment is not used (§5.2.1)
    ["http://u@a/b/c/d;p?q", ".", "http://u@a/b/c/"],
    ["http://u:p@a/b/c/d;p?q", ".", "http://u:p@a/b/c/"],
    ["http://a/b/c/d/", "e", "http://a/b/c/d/e"],
    ["urn:no-slash", "e", "urn:e"], // §5.2.3: no "/" in the base path, the reference path alone
    ["http://a/b/c", "d/e", "http://a/b/d/e"],
    [RFC_BASE, "//0", "http://0"],
    [RFC_BASE, "0", "http://a/b/c/0"],
    [RFC_BASE, "?0", "http://a/b/c/d;p?0"],
    [RFC_BASE, "#0", "http://a/b/c/d;p?q#0"],
    ["/", "urn:/", "urn:/"], // a reference with a scheme needs no base
  ];
  for (const [base, ref, target] of cases) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
});

describe("php-guzzlehttp-psr7 2.4.5 tests/UriResolverTest.php getRelativizeTestCases: the relative reference resolves to the target (§5.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[base: string, target: string, relative: string]> = [
    ["http://a", "http://a/", "./"],
    ["urn:", "urn:/", ".//"],
    ["http://a/b/", "//a/b/c", "c"],
    ["http://a/b/", "/b/c", "c"],
    ["http://a/b/", "/x/y", "../x/y"],
    ["http://a/b/", "/", "../"],
    ["urn://a/b/", "urn:/b/", "urn:/b/"],
  ];
  for (const [base, target, relative] of cases) {
    it(`${show(relative)} against ${show(base)} is ${show(target)}'s target`, () =>
      expect(resolveUri(relative, base)).toBe(resolveUri(target, base)));
  }
});

describe("php-guzzlehttp-psr7 2.4.5 tests/UriResolverTest.php: answered differently on purpose", () => {
  // RFC 3986 §5.2.4 on a merged rootless path: "a/../x/y" → "/x/y" (2E moves "a", 2C replaces
  // "/../" by "/" and removes "a": the "/" stays). The peer's segment-list algorithm gives
  // "x/y"; urisift follows §5.2.4 (as in normalize.test.ts: "foo:a/.." → "foo:/")
  it('getRelativizeTestCases: "../x/y?q" against "urn:a/b?q" → "urn:/x/y?q"', () =>
    // the peer's resolve gives "urn:x/y?q" (the target it relativized)
    expect(resolveUri("../x/y?q", "urn:a/b?q")).toBe("urn:/x/y?q"));
  it('getRelativizeTestCases: "../" against "urn:a/b?q" → "urn:/"', () =>
    // the peer's resolve gives "urn:" (the target it relativized)
    expect(resolveUri("../", "urn:a/b?q")).toBe("urn:/"));
  it('getResolveTestCases: "..//a/b" against "urn:a/b" → "urn:/.//a/b"', () =>
    // the peer gives "urn:/a/b" (its algorithm drops the empty segment). §5.2.4 gives the path
    // "//a/b", which without an authority would read as one (§3.3); errata 4547: "/." before it
    expect(resolveUri("..//a/b", "urn:a/b")).toBe("urn:/.//a/b"));
  // RFC 3986 §5.2.1: "A base URI must conform to the <absolute-URI> syntax rule"; §5.1: the
  // base is an absolute URI. resolveUri refuses a relative base (missing-scheme); the peer
  // resolves against it and gives the third column
  // biome-ignore format: one case per line
  const relativeBases: Array<[base: string, ref: string, peer: string]> = [
    ["/a/b/", "", "/a/b/"],
    ["/a/b", "", "/a/b"],
    ["/", "a", "/a"],
    ["/", "a/b", "/a/b"],
    ["/a/b", "g", "/a/g"],
    ["/a/b/c", "./", "/a/b/"],
    ["/a/b/", "../", "/a/"],
    ["/a/b/c", "../", "/a/"],
    ["/a/b/", "../../x/y/z/", "/x/y/z/"],
    ["/a/b/c/d/e", "../../../c/d", "/a/c/d"],
    ["/a/b/c//", "../", "/a/b/c/"],
    ["/a/b/c/", ".//", "/a/b/c//"],
    ["/a/b/c", "../../../../a", "/a"],
    ["/a/b/c", "../../../..", "/"],
    ["/a/b/c", "..a/b..", "/a/b/..a/b.."],
    ["/a/b?q", "b", "/a/b"],
    ["/a/b/?q", "./", "/a/b/"],
    ["/a/", "./with:colon", "/a/with:colon"],
    ["/a/", "b/with:colon", "/a/b/with:colon"],
    ["/a/", "./:b/", "/a/:b/"],
    ["a", "a/b", "a/b"],
    ["", "", ""],
    ["", "..", ""],
    ["/", "..", "/"],
    ["//example.com", "a", "//example.com/a"],
    ["//example.com//two-slashes", "./", "//example.com//"],
    ["//example.com", ".//", "//example.com//"],
    ["//example.com/", ".//", "//example.com//"],
    ["/", "//a/b?q#h", "//a/b?q#h"],
  ];
  for (const [base, ref, peer] of relativeBases) {
    it(`${show(ref)} against the relative ${show(base)} is refused (the peer: ${show(peer)})`, () =>
      expect(() => resolveUri(ref, base)).toThrow(/missing-scheme/));
  }
});

// ─── UriComparatorTest.php ────────────────────────────────────────────────────────────────

describe("php-guzzlehttp-psr7 2.4.5 tests/UriComparatorTest.php getCrossOriginExamples: isCrossOrigin", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, string, boolean]> = [
    ["http://example.com/123", "http://example.com/", false],
    ["http://example.com/123", "http://example.com:80/", false],
    ["http://example.com:80/123", "http://example.com/", false],
    ["http://example.com:80/123", "http://example.com:80/", false],
    ["http://example.com/123", "https://example.com/", true],
    ["http://example.com/123", "http://www.example.com/", true],
    ["http://example.com/123", "http://example.com:81/", true],
    ["http://example.com:80/123", "http://example.com:81/", true],
    ["https://example.com/123", "https://example.com/", false],
    ["https://example.com/123", "https://example.com:443/", false],
    ["https://example.com:443/123", "https://example.com/", false],
    ["https://example.com:443/123", "https://example.com:443/", false],
    ["https://example.com/123", "http://example.com/", true],
    ["https://example.com/123", "https://www.example.com/", true],
    ["https://example.com/123", "https://example.com:444/", true],
    ["https://example.com:443/123", "https://example.com:444/", true],
  ];
  for (const [a, b, cross] of cases) {
    it(`${show(a)} → ${show(b)}: cross-origin ${cross}`, () => {
      expect(origin(a) !== origin(b)).toBe(cross);
      // the two are never the same resource (§6.2): different paths
      expect(equivalent(a, b)).toBe(false);
    });
  }
});
