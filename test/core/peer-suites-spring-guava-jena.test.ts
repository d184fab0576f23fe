/**
 * Cases from the URI test suites of three Java libraries (Spring Framework's UriComponents and
 * StringUtils, Guava's com.google.common.net, Apache Jena's IRI parser), see peer-suites*.test.ts
 * for the others, run through the core with the answer RFC 3986 / RFC 3987 (and RFC 5952,
 * RFC 6874 and the scheme RFCs) give. Each group names its source file; where the peer answers
 * otherwise, the case is in the "answered differently on purpose" group of its suite with the
 * peer's answer and the rule that decides ours; where urisift was wrong by a spec, the case
 * is in a "found wrong before, fixed" group.
 *
 * Sources (orig tarballs of the Debian source packages, no Debian patch touches the files):
 * - libspring-java 4.3.30-2 (bookworm): spring-web/src/test/java/org/springframework/web/util/
 *   UriComponentsBuilderTests.java, UriComponentsTests.java, UriUtilsTests.java, and
 *   spring-core/src/test/java/org/springframework/util/StringUtilsTests.java (testCleanPath).
 * - guava-libraries 31.1-1 (bookworm): guava-tests/test/com/google/common/net/
 *   InternetDomainNameTest.java, HostAndPortTest.java, InetAddressesTest.java (the literal
 *   syntax tests: forString, isInetAddress, scope ids, toAddrString, toUriString, forUriString,
 *   isUriInetAddress, the mapped-address forms), UrlEscapersTest.java.
 * - apache-jena 4.9.0 (jena-iri): bookworm's 4.5.0-2 tarball 404s on the mirror, so the orig
 *   tarball of trixie's 4.9.0-1 (its .dsc and .debian.tar 404 too):
 *   jena-iri/src/test/resources/org/apache/jena/iri/test.xml (generated from uris.xml by
 *   TestCreator and run by TestMoreExamples: each IRI with its components and violation codes,
 *   and each Resolve with its result), Additional.java, MoreTests.java, TestIRIFactory.java, and
 *   the good and bad examples of the violation codes and scheme specifications that TestExample
 *   and TestErrorMessages run (they live in jena-iri/src/main/java/org/apache/jena/iri/
 *   ViolationCodes.java).
 *
 * How the peers' APIs map onto ours:
 * - Spring: UriComponentsBuilder.fromUriString(…).build() and its getters = parseUri's parts
 *   (null = undefined, port -1 = no port); UriComponents.normalize() and encode() = normalizeUri;
 *   equals = equivalent(); the encoders of UriUtils (encodeUserInfo, encodeHost, encodePath, …)
 *   = "the encoded string is that component of a URI, as written and in normal form" and "the
 *   raw string is not" (or is an IRI whose URI form the encoder gives, RFC 3987 §3.1); an
 *   IllegalArgumentException = no URI-reference. StringUtils.cleanPath = normalizeUri with
 *   `relative: true` (dot-segment removal, RFC 3986 §5.2.4).
 * - Guava: InternetDomainName.from / isValid = "http://" + name + "/" is a valid URI with a
 *   reg-name host (RFC 1034/1123 label rules are advice to producers, RFC 3986 §3.2.2; the
 *   public-suffix tests are Guava's policy and left out); toString = the normal form's host;
 *   HostAndPort.fromString(s) = the authority of "//" + s + "/" (host, port); InetAddresses
 *   forString / isInetAddress = an IP literal host (IPv4address unbracketed, IPv6address in
 *   brackets, RFC 3986 §3.2.2; zones as RFC 6874 writes them, "%25"); toAddrString = the host of
 *   the normal form (RFC 5952 §4); forUriString / isUriInetAddress = the host of "http://" + s +
 *   "/" is an IP literal; UrlEscapers = the characters an escaper keeps are pchar / fragment
 *   characters (RFC 3986 §3.3, §3.5), those it escapes are either no IRI characters (their
 *   %XX form is) or IRI characters whose URI form is the escaper's UTF-8 (RFC 3987 §3.1).
 * - Jena IRI: IRIFactory.create/construct with no violation = a valid URI (validateUri); the
 *   violation codes that are RFC 3986/3987 errors (ILLEGAL_CHARACTER, UNWISE_CHARACTER,
 *   CONTROL_CHARACTER, WHITESPACE, DOUBLE_WHITESPACE, ILLEGAL_PERCENT_ENCODING,
 *   IP_V6_OR_FUTURE_ADDRESS_SYNTAX, EMPTY_SCHEME, SCHEME_MUST_START_WITH_LETTER, LONE_SURROGATE,
 *   BIDI_FORMATTING_CHARACTER, REQUIRED_COMPONENT_MISSING for http and ftp,
 *   SCHEME_PATTERN_MATCH_FAILED for urn) = invalid; its warnings about the normal form
 *   (LOWERCASE_PREFERRED, PORT_SHOULD_NOT_BE_EMPTY, DEFAULT_PORT_SHOULD_BE_OMITTED,
 *   NON_INITIAL_DOT_SEGMENT, PERCENT_ENCODING_SHOULD_BE_UPPERCASE,
 *   SUPERFLUOUS_ASCII_PERCENT_ENCODING) = a valid URI that normalizeUri changes; its warnings
 *   about IRI characters (NON_URI_CHARACTER, PERCENT, DISCOURAGED_IRI_CHARACTER, NOT_NFC) = a
 *   valid IRI and its URI form (toASCIIString = normalizeUri where only RFC 3987 §3.1 is at
 *   play); getRawHost, getRawPath, … = parseUri's parts; IRI.resolve / create(base, rel) =
 *   resolveUri (strict, RFC 3986 §5.2.2).
 *
 * Left out:
 * - Spring: the builder and template API (newInstance, the scheme, host, path, pathSegment,
 *   queryParam, replace… and expand setters, buildAndExpand, cloneBuilder, URI templates such
 *   as "mailto:{user}@{domain}" before expansion, serialization, copyToUriComponentsBuilder:
 *   34 tests), getQueryParams (query-parameter splitting), the fromHttpRequest, Forwarded and
 *   X-Forwarded-* header tests (21: request headers, RFC 7239, not URI syntax),
 *   extractFileExtension's answer (its inputs are run), decode's answers (the peer's decoding
 *   API; decodeInvalidSequence is run), encodeQueryParam("foo&bar") and the builders of
 *   UriComponentsTests.encode and port (the peer's own choices), StringUtils.pathEquals (Windows
 *   paths and path comparison, not asked for); 2 inputs already in test/ verbatim ("" and
 *   "../../", parsesEmptyUri and relativeUrls).
 * - Guava: the public-suffix and registry-suffix tests (PS, RS, topPrivateDomain, parent,
 *   child: the Public Suffix List is no URI rule; their names are run as hosts), HostAndPort's
 *   withDefaultPort, fromParts and fromHost API (fromHost's "[gmail.com]" and "gmail.com" are
 *   run), InetAddresses' address-class tests (6to4, Teredo, ISATAP, coercion, BigInteger and
 *   increment/decrement conversions, isMaximum: about addresses, not their text),
 *   urlFormParameterEscaper (application/x-www-form-urlencoded, "+" for a space: HTML's form
 *   encoding, no URI rule), the null-pointer and serialization tests; 31 cases already in test/
 *   verbatim (hosts "foo.com", "www", "x.y.z", "", " ", ".", "..", "1.2.3", "1.2.3.4.5",
 *   "127.0.0.1", "1.2.3.4", "192.168.0.1", "[::1]", "[2001:db8::1]", "[:]", "[:::]",
 *   "[::1.2.3]", "[::1.2.3.4]", "[0:0:0:0:0:0:0:1]", "[1:2:3:4:5:6:7:8]", the authorities "",
 *   "x", "foo", "http://::1/", "http://host:/" …).
 * - Jena: the Relativize results of test.xml (relativization is no RFC 3986 operation), the
 *   violation codes that are Jena's policy (UNREGISTERED_IANA_SCHEME,
 *   UNREGISTERED_NONIETF_SCHEME_TREE, NOT_XML_SCHEMA_WHITESPACE, DISCOURAGED_XML_CHARACTER,
 *   NON_XML_CHARACTER: where the URI carries no other violation it is run as valid),
 *   toDisplayString (bidi embedding marks), TestErrorMessages' message texts, the "RDF"
 *   specification's examples of relative references (references, not IRIs, in RDF), 4 IRIs
 *   listed twice in test.xml, and 8 cases already in test/ verbatim ("mailto:", "news:*",
 *   "urn:foo", "urn:urn:foo", "file:/foo/bar", the RFC 8141 "?+CCResolve" and "?=op=map"
 *   examples, "http://46229EFFE16A9BD60B9F1BE88B2DB047ADDED785/demo.mp3").
 */
import { describe, expect, it } from "vitest";
import { normalizeUri, parseUri, resolveUri, validateUri } from "../../src/core/index.js";
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

/** the result of resolveUri, or the reason it throws */
function resolved(ref: string, base: string): string {
  try {
    return resolveUri(ref, base);
  } catch (e) {
    return `throws ${(e as { reason?: string }).reason ?? String(e)}`;
  }
}

/** a string for a test name: long ones cut, controls and non-ASCII escaped */
function label(s: string): string {
  const cut = s.length > 70 ? `${s.slice(0, 50)}…(${s.length})` : s;
  return JSON.stringify(cut).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** the host of the normal form of a URI */
function normalHost(uri: string): string | undefined {
  const r = parseUri(normalizeUri(uri));
  return r.ok ? r.parts.host : undefined;
}

// ─── Spring Framework 4.3.30 ──────────────────────────────────────────────────────────────

describe("libspring-java 4.3.30 UriComponentsBuilderTests.java, UriComponentsTests.java: fromUriString = the components (RFC 3986 §3, §4.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, Record<string, string | undefined>]> = [
    ["https://www.ietf.org/rfc/rfc3986.txt", { scheme: "https", userinfo: undefined, host: "www.ietf.org", port: undefined, path: "/rfc/rfc3986.txt", query: undefined, fragment: undefined }],
    ["https://arjen:foobar@java.sun.com:80/javase/6/docs/api/java/util/BitSet.html?foo=bar#and(java.util.BitSet)", { scheme: "https", userinfo: "arjen:foobar", host: "java.sun.com", port: "80", path: "/javase/6/docs/api/java/util/BitSet.html", query: "foo=bar", fragment: "and(java.util.BitSet)" }],
    // the peer's getSchemeSpecificPart "java-net@java.sun.com" is the path of a URI without authority
    ["mailto:java-net@java.sun.com#baz", { scheme: "mailto", userinfo: undefined, host: undefined, port: undefined, path: "java-net@java.sun.com", query: undefined, fragment: "baz" }],
    ["mailto:foo@bar.com#baz", { scheme: "mailto", path: "foo@bar.com", fragment: "baz" }],
    ["docs/guide/collections/designfaq.html#28", { scheme: undefined, userinfo: undefined, host: undefined, port: undefined, path: "docs/guide/collections/designfaq.html", query: undefined, fragment: "28" }],
    ["https://www.google.com/ig/calculator?q=1USD=?EUR", { query: "q=1USD=?EUR" }], // SPR-9832: "=" and "?" are query characters (§3.4)
    ["https://example.com?foo=bar@baz", { userinfo: undefined, host: "example.com", path: "", query: "foo=bar@baz" }], // SPR-11970: "@" after "?" is the query's
    ["https://example.com/foo?bar#baz", { scheme: "https", host: "example.com", path: "/foo", query: "bar", fragment: "baz" }],
    ["https://example.com/foo?bar=baz", { path: "/foo", query: "bar=baz" }],
    ["https://example.com/foo?bar=", { path: "/foo", query: "bar=" }],
    ["https://example.com/foo?bar", { path: "/foo", query: "bar" }],
    ["https://www.example.org/?param=aGVsbG9Xb3JsZA%3D%3D", { path: "/", query: "param=aGVsbG9Xb3JsZA%3D%3D" }], // SPR-9317
    ["https://example.com/foo/../bar", { path: "/foo/../bar" }], // relativeUrls: parsing keeps dot segments (§5.2.4 is resolution's)
    ["https://example.com:8080/bar", { host: "example.com", port: "8080", path: "/bar" }], // port (SPR-12123)
    ["http://[1abc:2abc:3abc::5ABC:6abc]:8080/resource", { host: "1abc:2abc:3abc::5ABC:6abc", hostKind: "ipv6", port: "8080", path: "/resource" }], // SPR-10539
    ["http://[::192.168.1.1]:8080/resource", { host: "::192.168.1.1", hostKind: "ipv6", port: "8080" }],
    ["http://[1abc:2abc:3abc::5ABC:6abc]:8080/hotel%20list/Z%C3%BCrich", { host: "1abc:2abc:3abc::5ABC:6abc", port: "8080", path: "/hotel%20list/Z%C3%BCrich" }],
    ["https://example.com/hotel%20list/Z%C3%BCrich", { path: "/hotel%20list/Z%C3%BCrich" }],
    ["https://www.ietf.org/rfc/rfc2396.txt", { host: "www.ietf.org", path: "/rfc/rfc2396.txt" }], // replacePath's input
    ["https://example.com/foo?foo=bar&baz=qux", { path: "/foo", query: "foo=bar&baz=qux" }], // replaceQuery's input
  ];
  for (const [s, parts] of cases) it(show(s), () => expectParts(s, parts));
  it('"http://[1abc:2abc:3abc::5ABC:6abc%25eth0]:8080/resource": an RFC 6874 zone, "eth0"', () =>
    expectParts("http://[1abc:2abc:3abc::5ABC:6abc%25eth0]:8080/resource", {
      host: "1abc:2abc:3abc::5ABC:6abc",
      zone: "eth0",
      port: "8080",
    }));
});

describe("libspring-java 4.3.30 UriUtilsTests.java extractFileExtension: the inputs' path, query and fragment (RFC 3986 §3.3–3.5)", () => {
  // the peer's answer ("html") is its own API; that the extension is the path's follows from
  // the split: the query starts at the first "?", the fragment at the first "#" (§3.4, §3.5)
  // biome-ignore format: one case per line
  const refs: Array<[string, string, string | undefined, string | undefined]> = [
    ["index.html", "index.html", undefined, undefined],
    ["/index.html", "/index.html", undefined, undefined],
    ["/products/view.html", "/products/view.html", undefined, undefined],
    ["/products/view.html#/a", "/products/view.html", undefined, "/a"],
    ["/products/view.html#/path/a", "/products/view.html", undefined, "/path/a"],
    ["/products/view.html#/path/a.do", "/products/view.html", undefined, "/path/a.do"],
    ["/products/view.html#aaa?bbb", "/products/view.html", undefined, "aaa?bbb"],
    ["/products/view.html#aaa.xml?bbb", "/products/view.html", undefined, "aaa.xml?bbb"],
    ["/products/view.html?param=a", "/products/view.html", "param=a", undefined],
    ["/products/view.html?param=/path/a", "/products/view.html", "param=/path/a", undefined],
    ["/products/view.html?param=/path/a.do", "/products/view.html", "param=/path/a.do", undefined],
    ["/products/view.html?param=/path/a#/path/a", "/products/view.html", "param=/path/a", "/path/a"],
    ["/products/view.html?param=/path/a.do#/path/a.do", "/products/view.html", "param=/path/a.do", "/path/a.do"],
    ["/products;q=11/view.html?param=/path/a.do", "/products;q=11/view.html", "param=/path/a.do", undefined],
    ["/products;q=11/view.html;r=22?param=/path/a.do", "/products;q=11/view.html;r=22", "param=/path/a.do", undefined],
    ["/products;q=11/view.html;r=22;s=33?param=/path/a.do", "/products;q=11/view.html;r=22;s=33", "param=/path/a.do", undefined],
  ];
  for (const [ref, path, query, fragment] of refs) {
    it(show(ref), () => expectParts(ref, { scheme: undefined, path, query, fragment }));
  }
});

describe("libspring-java 4.3.30 UriUtilsTests.java encode*: the encoded string is that component, kept by normalization (RFC 3986 §2.1, §3.2.1–§3.5)", () => {
  // [URI holding the peer's encoded output, component, value]
  // biome-ignore format: one case per line
  const encoded: Array<[string, "userinfo" | "host" | "port" | "path" | "query" | "fragment", string]> = [
    ["x://foobar:@h/", "userinfo", "foobar:"], // encodeUserInfo: ":" is a userinfo character (§3.2.1)
    ["x://foo%20bar@h/", "userinfo", "foo%20bar"],
    ["x://foobar/", "host", "foobar"], // encodeHost
    ["x://foo%20bar/", "host", "foo%20bar"], // reg-name = *( unreserved / pct-encoded / sub-delims ) (§3.2.2)
    ["x://h:80/", "port", "80"], // encodePort
    ["x://h/foo/bar", "path", "/foo/bar"], // encodePath
    ["x://h/foo%20bar", "path", "/foo%20bar"],
    ["x://h/Z%C3%BCrich", "path", "/Z%C3%BCrich"],
    ["x://h/foobar", "path", "/foobar"], // encodePathSegment
    ["x://h/%2Ffoo%2Fbar", "path", "/%2Ffoo%2Fbar"], // a segment holds no "/" (§3.3): %2F stays (§2.2, §6.2.2.2)
    ["x:?foobar", "query", "foobar"], // encodeQuery
    ["x:?foo%20bar", "query", "foo%20bar"],
    ["x:?foobar/+", "query", "foobar/+"], // "/" and "+" are query characters (§3.4)
    ["x:?T%C5%8Dky%C5%8D", "query", "T%C5%8Dky%C5%8D"],
    ["x:#foobar", "fragment", "foobar"], // encodeFragment
    ["x:#foo%20bar", "fragment", "foo%20bar"],
    ["x:#foobar/", "fragment", "foobar/"],
  ];
  for (const [uri, component, value] of encoded) {
    it(`${show(uri)}: ${component} ${show(value)}`, () => {
      expectParts(uri, { [component]: value });
      expectNormal(uri, uri);
    });
  }
  // the raw inputs: a space is in no component (App. A); non-ASCII is an IRI character whose
  // URI form is the peer's UTF-8 (RFC 3987 §3.1)
  for (const raw of [
    "x://foo bar@h/",
    "x://foo bar/",
    "x://h/foo bar",
    "x:?foo bar",
    "x:#foo bar",
  ]) {
    it(`${show(raw)} is no URI-reference`, () => expect(isReference(raw)).toBe(false));
  }
  it('"x://h/Z\\u00fcrich" → "x://h/Z%C3%BCrich", "x:?T\\u014dky\\u014d" → "x:?T%C5%8Dky%C5%8D"', () => {
    expectNormal("x://h/Z\u00fcrich", "x://h/Z%C3%BCrich");
    expectNormal("x:?T\u014dky\u014d", "x:?T%C5%8Dky%C5%8D");
  });
  it('decodeInvalidSequence: "foo%2" is no URI-reference (§2.1: "%" HEXDIG HEXDIG)', () =>
    expectUnparsable("foo%2", "bad-percent-encoding"));
  it('decode("foo%2bbar"): %2b is "+" encoded, a reserved character: "%2B" in normal form, ≢ "+" (§2.2, §6.2.2.1)', () => {
    expectNormal("http://h/foo%2bbar", "http://h/foo%2Bbar");
    expectEquivalent("http://h/foo%2bbar", "http://h/foo+bar", false);
  });
});

describe("libspring-java 4.3.30 UriComponentsTests.java, UriComponentsBuilderTests.java: normalize(), encode() and toUri() = normalizeUri (RFC 3986 §6.2.2, §6.2.3, RFC 3987 §3.1)", () => {
  // biome-ignore format: one case per line
  const normalForms: Array<[string, string]> = [
    ["https://example.com/foo/../bar", "https://example.com/bar"], // normalize: §5.2.4
    ["HTTP://www.google.com", "http://www.google.com/"], // SPR-10779: scheme case (§6.2.2.1); empty path (§6.2.3)
    ["HTTPS://www.google.com", "https://www.google.com/"],
    ["https://example.com/hotel%20list/Z\u00fcrich", "https://example.com/hotel%20list/Z%C3%BCrich"], // toUriNotEncoded / toUriEncoded
    ["https://example.com/hotel%20list/Z%C3%BCrich", "https://example.com/hotel%20list/Z%C3%BCrich"], // toUriAlreadyEncoded
    ["https://www.example.org/?param=aGVsbG9Xb3JsZA%3D%3D", "https://www.example.org/?param=aGVsbG9Xb3JsZA%3D%3D"], // "=" is reserved: %3D stays (§6.2.2.2)
    ["http://[1abc:2abc:3abc::5ABC:6abc]:8080/hotel%20list/Z%C3%BCrich", "http://[1abc:2abc:3abc::5abc:6abc]:8080/hotel%20list/Z%C3%BCrich"], // RFC 5952 §4.3: lowercase
    ["https://example.com:8080/bar", "https://example.com:8080/bar"],
  ];
  for (const [s, normal] of normalForms)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  it('equalsHierarchicalUriComponents: "https://example.com/foo?bar#baz" ≡ itself', () =>
    expectEquivalent("https://example.com/foo?bar#baz", "https://example.com/foo?bar#baz", true));
  it('"https://example.com/foo?foo=bar&baz=qux" ≢ "https://example.com/foo?baz=42" (replaceQuery)', () =>
    expectEquivalent(
      "https://example.com/foo?foo=bar&baz=qux",
      "https://example.com/foo?baz=42",
      false,
    ));
});

describe("libspring-java 4.3.30: the peer's IllegalArgumentException = no URI-reference (RFC 3986 §2.1, §3.2.2, App. A)", () => {
  it('invalidCharacters: "/{foo}" (build(true): "{" is in no component)', () =>
    expectUnparsable("/{foo}", "bad-path"));
  it('invalidEncodedSequence: "/fo%2o"', () => expectUnparsable("/fo%2o", "bad-percent-encoding"));
  it('fromHttpUrlStringInvalidIPv6Host: "http://[1abc:2abc:3abc::5ABC:6abc:8080/resource" (no "]")', () =>
    expectInvalid("http://[1abc:2abc:3abc::5ABC:6abc:8080/resource", "bad-ipv6"));
});

describe("libspring-java 4.3.30 StringUtilsTests.java testCleanPath: cleanPath = dot-segment removal (RFC 3986 §5.2.4)", () => {
  // biome-ignore format: one case per line
  const cleaned: Array<[string, string]> = [
    ["mypath/myfile", "mypath/myfile"],
    ["../mypath/myfile", "../mypath/myfile"], // a leading ".." of a relative path stays (it is resolved against the base, §5.2.2)
    ["/a/:b/../../mypath/myfile", "/mypath/myfile"],
  ];
  for (const [s, clean] of cleaned)
    it(`${show(s)} → ${show(clean)}`, () => expectNormalRelative(s, clean));
  it('"file:///c:/some/../path/to/the%20file.txt" → "file:///c:/path/to/the%20file.txt"', () =>
    expectNormal("file:///c:/some/../path/to/the%20file.txt", "file:///c:/path/to/the%20file.txt"));
});

describe("libspring-java 4.3.30: answered differently on purpose", () => {
  it('"https://example.com/hotel list/Z\\u00fcrich" is no URI (the peer parses it and encode() gives "…/hotel%20list/Z%C3%BCrich"; RFC 3986 App. A, RFC 3987 §2.2: a space is in no component)', () =>
    expectInvalid("https://example.com/hotel list/Z\u00fcrich", "bad-path"));
  it('"http://[1abc:2abc:3abc::5ABC:6abc%eth0]:8080/resource" is no URI (the peer: host "[…%25eth0]"; RFC 6874 §2: the zone is introduced by "%25")', () =>
    expectInvalid("http://[1abc:2abc:3abc::5ABC:6abc%eth0]:8080/resource", "bad-zone"));
  it('"http:example.com/foo/bar" is a URI but no http URI (the peer: an opaque UriComponents; RFC 9110 §4.2.1: "http" "://" authority)', () => {
    expectParts("http:example.com/foo/bar", {
      scheme: "http",
      host: undefined,
      path: "example.com/foo/bar",
    });
    expectInvalid("http:example.com/foo/bar", "missing-host");
  });
  it('parsesEmptyFragment: "/example#" has an empty fragment, kept in normal form (the peer: fragment null, "/example"; RFC 3986 §3.5, §6.2.3: an empty component keeps its delimiter)', () => {
    expectParts("/example#", { path: "/example", fragment: "" });
    expectNormalRelative("/example#", "/example#");
  });
  it('uriComponentsNotEqualAfterNormalization: "http://test.com" ≡ "http://test.com/" (the peer: not equal; RFC 3986 §6.2.3: an empty http path is "/")', () =>
    expectEquivalent("http://test.com", "http://test.com/", true));
  it('pathWithDuplicateSlashes: "/foo/////////bar" keeps its empty segments (the peer: "/foo/bar"; RFC 3986 §3.3: segment = *pchar, an empty one is a segment)', () =>
    expectNormalRelative("/foo/////////bar", "/foo/////////bar"));
  it('encodeScheme("foo bar") = "foo%20bar" is no scheme (RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), no percent-encoding)', () => {
    expectUnparsable("foo%20bar:x", "bad-scheme");
    expectParts("foobar+-.:x", { scheme: "foobar+-." }); // encodeScheme("foobar+-.")
  });
  // testCleanPath. "mypath\\myfile": the peer reads "\" as "/"; it is in no component (App. A)
  it('"mypath\\\\myfile" is no URI-reference (the peer: "mypath/myfile")', () =>
    expectUnparsable("mypath\\myfile", "bad-path"));
  it('"/../mypath/myfile" → "/mypath/myfile" (the peer keeps "/../mypath/myfile"; RFC 3986 §5.2.4 rule C: "/.." at the root is removed)', () =>
    expectNormalRelative("/../mypath/myfile", "/mypath/myfile"));
  // the peer removes "x/.." from a relative path too. A relative-path reference keeps its dot
  // segments in normal form (normalizeUri's `relative` option: they are removed after the merge
  // with the base, RFC 3986 §5.2.2, §5.2.4); resolved against a base, both give the same URI
  // biome-ignore format: one case per line
  const relativeDots: Array<[string, string]> = [
    ["mypath/../mypath/myfile", "mypath/myfile"],
    ["mypath/myfile/../../mypath/myfile", "mypath/myfile"],
    ["../mypath/../mypath/myfile", "../mypath/myfile"],
    ["mypath/../../mypath/myfile", "../mypath/myfile"],
  ];
  for (const [s, peer] of relativeDots) {
    it(`${show(s)} keeps its dot segments (the peer: ${show(peer)}); resolved, it is the peer's`, () => {
      expectNormalRelative(s, s);
      expect(resolveUri(s, "http://a/b/c")).toBe(resolveUri(peer, "http://a/b/c"));
    });
  }
});

// ─── Guava 31.1 ───────────────────────────────────────────────────────────────────────────

const DELTA = "\u0394";
const ALMOST_TOO_MANY_LEVELS = "a.".repeat(127);
const ALMOST_TOO_LONG = `${"aaaaa.".repeat(40)}1234567890.c`;

describe("guava 31.1 InternetDomainNameTest.java: names Guava accepts are http hosts, the normal form lowercase or the A-label (RFC 3986 §3.2.2, §6.2.2.1, RFC 3987 §3.1)", () => {
  // VALID_NAME, the public-suffix sets (RS, PS_NOT_RS, NO_PS, NON_PS) and SOMEWHERE_UNDER_PS,
  // TOP_PRIVATE_DOMAIN, UNDER_PRIVATE_DOMAIN: all valid names for Guava
  // biome-ignore format: compact table
  const ascii = [
    "f-_-o.cOM", "f--1.com", "f11-1.com", "abc.a23", "biz.com.ua", "x", "fOo",
    "f--o", "f_a", "8server.shop", "123.cn", ALMOST_TOO_MANY_LEVELS, ALMOST_TOO_LONG,
    "com", "co.uk", "foo.bd", "xxxxxx.bd", "org.mK", "us", "xn--jrpeland-54a.no",
    "blogspot.com", "blogspot.co.uk", "uk.com", "foo.ihopethiswillneverbeapublicsuffix",
    "foo.bar.com", "foo.ca", "foo.bar.ca", "foo.blogspot.com", "foo.blogspot.co.uk", "foo.uk.com",
    "foo.bar.co.il", "state.CA.us", "www.state.pa.us", "pvt.k12.ca.us", "www4.yahoo.co.uk",
    "home.netscape.com", "web.MIT.edu", "foo.eDu.au", "utenti.blah.IT", "dominio.com.co",
    "foo.bar.google.com", "a.b.c.1.2.3.ca.us", "site.jp", "uomi-online.kir.jp", "jprs.co.jp",
    "site.quick.jp", "site.tenki.jp", "site.or.jp", "site.gr.jp", "site.ne.jp", "site.ac.jp",
    "site.ad.jp", "site.ed.jp", "site.geo.jp", "site.go.jp", "site.lg.jp", "1.fm", "site.cc",
    "site.ee", "site.fi", "site.fm", "site.gr", "www.leguide.ma", "site.ma", "some.org.mk",
    "site.mk", "site.tv", "site.us", "www.odev.us", "www.GOOGLE.com", "www.com", "www7.google.co.uk",
    "google.Co.uK", "web.stanford.edu", "stanford.edu", "state.ca.us", "www.state.ca.us", "cnn.ca",
    "ledger-enquirer.com", "it-trace.ch", "cool.dk", "cool.co.uk", "cool.de", "cool.es", "cool.nl",
    "cool.se", "utenti.blah.it", "kt.co", "foo.Co.uk", "foo.bar.google.com", "a.b.co.uk",
    "x.y.ca.us", "a.b.blogspot.com", "foo.city.yokohama.jp", "www.essex.sch.uk",
  ];
  for (const name of ascii) {
    it(`${label(name)} → ${label(name.toLowerCase())}`, () => {
      const uri = `http://${name}/`;
      expectValid(uri);
      expectParts(uri, { host: name, hostKind: "reg-name" });
      expect(normalHost(uri)).toBe(name.toLowerCase());
    });
  }
  // IDNs; U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP is a label separator (UTS #46 maps it to ".",
  // RFC 3490 §3.1)
  // biome-ignore format: one case per line
  const idns: Array<[string, string]> = [
    ["foo.net.us\uFF61ocm", "foo.net.us.ocm"],
    [`a${DELTA}b.com`, "xn--ab-l9b.com"],
    ["co\uFF61uk", "co.uk"],
    ["\u7f51\u7edc.Cn", "xn--io0a7i.cn"],
    ["j\u00f8rpeland.no", "xn--jrpeland-54a.no"],
    ["cool\uFF61fr", "cool.fr"],
    ["a\u7f51\u7edcA.\u7f51\u7edc.Cn", "xn--aa-zh3f6p.xn--io0a7i.cn"],
  ];
  for (const [name, host] of idns) {
    it(`${label(name)} → ${host}`, () => {
      expectValid(`http://${name}/`);
      expect(normalHost(`http://${name}/`)).toBe(host);
    });
  }
  it('testEquality: "google.com" ≡ "GOOGLE.COM", ≢ "www.google.com" (§6.2.2.1)', () => {
    expectEquivalent("http://google.com/", "http://GOOGLE.COM/", true);
    expectEquivalent("http://google.com/", "http://www.google.com/", false);
  });
});

describe("guava 31.1 InternetDomainNameTest.java INVALID_NAME, INVALID_IP_ADDRS: the names no URI host is made of either (RFC 3986 §3.2, App. A; RFC 9110 §4.2.1)", () => {
  // biome-ignore format: one case per line
  const notHosts: Array<[string, string]> = [
    [":", "missing-host"], // host "", port "": RFC 9110 §4.2.1, an http URI has a non-empty host
    [`a${DELTA} .com`, "bad-host"],
    [":::1", "bad-port"], // an IPv6 address only in brackets (§3.2.2): host "", port "::1"
    ["2001:db8:", "bad-port"],
  ];
  for (const [name, reason] of notHosts) {
    it(`"http://" + ${label(name)} + "/" is invalid (${reason})`, () =>
      expectInvalid(`http://${name}/`, reason));
  }
  for (const ip of [":::1", "2001:db8:", "1", "1.2.3", "...", "1.2.3.4.5", "400.500.600.700"]) {
    it(`[${ip}] is no IP literal`, () => expectUnparsable(`http://[${ip}]/`, "bad-ipv6"));
  }
});

describe("guava 31.1 HostAndPortTest.java: fromString = the authority of a network-path reference (RFC 3986 §3.2.2, §3.2.3)", () => {
  // [hostPortString, host, port] — the peer's "[2001::1]" is our host "2001::1"; no port = undefined
  // biome-ignore format: one case per line
  const authorities: Array<[string, string, string | undefined]> = [
    ["google.com", "google.com", undefined],
    ["192.0.2.1", "192.0.2.1", undefined],
    ["[2001::1]", "2001::1", undefined],
    ["host:", "host", ""], // the peer: no port; §3.2.3: port = *DIGIT, empty here, dropped in normal form (§6.2.3)
    ["gmail.com:81", "gmail.com", "81"],
    ["192.0.2.2:83", "192.0.2.2", "83"],
    ["[2001::2]:85", "2001::2", "85"],
    ["goo.gl:65535", "goo.gl", "65535"],
    [":", "", ""], // testFromStringParseableNonsense: reg-name may be empty (§3.2.2)
    [":123", "", "123"],
    ["gmail.com", "gmail.com", undefined], // testFromHost
    ["[::1]", "::1", undefined],
    ["host:80", "host", "80"], // testGetPortOrDefault
    ["host", "host", undefined],
    ["[::1]:80", "::1", "80"], // testRequireBracketsForIPv6
    ["x:80", "x", "80"],
    ["foo:101", "foo", "101"], // testToString
    [":102", "", "102"],
    ["[::1]:104", "::1", "104"],
  ];
  for (const [hp, host, port] of authorities) {
    it(`${label(hp)}: host ${show(host)}, port ${port === undefined ? "none" : show(port)}`, () =>
      expectParts(`//${hp}/`, { host, port }));
  }
  it('"http://:123/": an http URI needs a host (RFC 9110 §4.2.1)', () =>
    expectInvalid("http://:123/", "missing-host"));
  // the peer's IllegalArgumentException
  // biome-ignore format: one case per line
  const refused: Array<[string, string]> = [
    ["gmail.com:\u0aee1", "bad-port"], // testFromStringNonAsciiDigits: port = *DIGIT, ASCII (RFC 5234 B.1)
    ["192.0.2.2:\u0aee\u0ae9", "bad-port"],
    ["[2001::2]:\u0aee\u0aeb", "bad-port"],
    ["google.com:port", "bad-port"], // testFromStringBadPort
    ["google.com:-25", "bad-port"],
    ["google.com:+25", "bad-port"],
    ["google.com:25  ", "bad-port"],
    ["google.com:25\t", "bad-port"],
    ["google.com:0x25 ", "bad-port"],
    ["[goo.gl]", "bad-ipv6"], // testFromStringUnparseableNonsense: "[" opens an IP-literal
    ["[goo.gl]:80", "bad-ipv6"],
    ["[", "bad-ipv6"],
    ["[]:", "bad-ipv6"],
    ["[]:80", "bad-ipv6"],
    ["[]bad", "bad-ipv6"],
    ["[gmail.com]", "bad-ipv6"], // testFromHost
    ["::1", "bad-port"], // testRequireBracketsForIPv6: no brackets
  ];
  for (const [hp, reason] of refused) {
    it(`${label(hp)} is no authority (${reason})`, () => expectUnparsable(`//${hp}/`, reason));
  }
  // out of range: RFC 3986 §3.2.3 sets no bound, urisift refuses > 65535 (RFC 6335 §6) as the peer does
  for (const hp of ["google.com:65536", "google.com:9999999999"]) {
    it(`"http://${hp}/" is invalid (bad-port)`, () => expectInvalid(`http://${hp}/`, "bad-port"));
  }
});

describe("guava 31.1 InetAddressesTest.java: IP literals (RFC 3986 §3.2.2, RFC 6874, RFC 5952)", () => {
  // testForStringBogusInput: none is an IP address. With a ":" it is no IPv6address in brackets;
  // without, a host that is no IPv4address (a reg-name, or nothing: the dec-octets are ASCII
  // "0"–"255" without leading zeros)
  // biome-ignore format: compact table
  const bogus = [
    "016.016.016.016", "016.016.016", "016.016", "016", "000.000.000.000", "000",
    "0x0a.0x0a.0x0a.0x0a", "0x0a.0x0a.0x0a", "0x0a.0x0a", "0x0a", "42.42.42.42.42", "42.42.42",
    "42.42", "42", "42..42.42", "42..42.42.42", "42.42.42.42.", "42.42.42.42...", ".42.42.42.42",
    ".42.42.42", "...42.42.42.42", "42.42.42.-0", "42.42.42.+0", "...", "bogus", "bogus.com",
    "192.168.0.1.com", "12345.67899.-54321.-98765", "257.0.0.0", "42.42.42.-42", "42.42.42.ab",
    "3ffe::1.net", "3ffe::1::1", "1::2::3::4:5", "::7:6:5:4:3:2:", ":6:5:4:3:2:1::", "2001::db:::1",
    "FEDC:9878", "+1.+2.+3.4", "1.2.3.4e0", "6:5:4:3:2:1:0", "::7:6:5:4:3:2:1:0",
    "7:6:5:4:3:2:1:0::", "9:8:7:6:5:4:3::2:1",
    "0:1:2:3::4:5:6:7", // "::" stands for at least one zero group: 8 groups around it are too many (§3.2.2 IPv6address)
    "3ffe:0:0:0:0:0:0:0:1", "3ffe::10000", "3ffe::goog", "3ffe::-0", "3ffe::+0", "3ffe::-1",
    "::1.2.3.4.5", "::1.2.3.4:", "1.2.3.4::", "2001:db8::1:", ":2001:db8::1",
    ":1:2:3:4:5:6:7", "1:2:3:4:5:6:7:", ":1:2:3:4:5:6:", "3ffe:::1",
  ];
  for (const s of bogus) {
    it(`${label(s)} is no IP literal`, () => {
      if (s.includes(":")) expectUnparsable(`http://[${s}]/`, "bad-ipv6");
      else {
        const r = parseUri(`http://${s}/`);
        expect(r.ok && r.parts.hostKind === "ipv4").toBe(false);
      }
    });
  }
  // testForStringIPv4Input, testForStringIPv6Input, testForStringIPv6EightColons,
  // testConvertDottedQuadToHex: the host and its RFC 5952 text (§4.2.2: "::" never shortens a
  // single zero group; §5: the dotted quad is kept only for the IPv4-mapped forms)
  // biome-ignore format: one case per line
  const literals: Array<[string, string]> = [
    ["[3ffe::1]", "[3ffe::1]"],
    ["[::7:6:5:4:3:2:1]", "[0:7:6:5:4:3:2:1]"],
    ["[::7:6:5:4:3:2:0]", "[0:7:6:5:4:3:2:0]"],
    ["[7:6:5:4:3:2:1::]", "[7:6:5:4:3:2:1:0]"],
    ["[0:6:5:4:3:2:1::]", "[0:6:5:4:3:2:1:0]"],
    ["[7::0.128.0.127]", "[7::80:7f]"],
    ["[7::0.128.0.128]", "[7::80:80]"],
    ["[7::128.128.0.127]", "[7::8080:7f]"],
    ["[7::0.128.128.127]", "[7::80:807f]"],
  ];
  for (const [host, normal] of literals) {
    it(`${host} → ${normal}`, () => {
      expectParts(`http://${host}/`, { hostKind: host.startsWith("[") ? "ipv6" : "ipv4" });
      expectNormal(`http://${host}/`, `http://${normal}/`);
    });
  }
  // testToAddrStringIPv6 = the host of the normal form (RFC 5952 §4)
  // biome-ignore format: one case per line
  const addrStrings: Array<[string, string]> = [
    ["2001:0:0:4:0:0:0:8", "2001:0:0:4::8"], // §4.2.3: the longer run of zeros
    ["2001:0:0:4:5:6:7:8", "2001::4:5:6:7:8"],
    ["2001:0:3:4:5:6:7:8", "2001:0:3:4:5:6:7:8"], // §4.2.2: not for one zero group
    ["0:0:3:0:0:0:0:ffff", "0:0:3::ffff"],
    ["0:0:0:4:0:0:0:ffff", "::4:0:0:0:ffff"], // §4.2.3: the first of two equal runs
    ["0:0:0:0:5:0:0:ffff", "::5:0:0:ffff"],
    ["1:0:0:4:0:0:7:8", "1::4:0:0:7:8"],
    ["0:0:0:0:0:0:0:0", "::"],
    ["2001:0658:022a:cafe::", "2001:658:22a:cafe::"], // §4.1: no leading zeros
  ];
  for (const [ip, text] of addrStrings) {
    it(`[${ip}] → [${text}]`, () => expectNormal(`http://[${ip}]/`, `http://[${text}]/`));
  }
  // testMappedIPv4Addresses: the IPv4-mapped prefix keeps (or gets) its dotted quad (RFC 5952 §5)
  // biome-ignore format: one case per line
  const mapped: Array<[string, string]> = [
    ["::ffff:192.168.0.1", "::ffff:192.168.0.1"],
    ["::FFFF:192.168.0.1", "::ffff:192.168.0.1"],
    ["0:00:000:0000:0:ffff:1.2.3.4", "::ffff:1.2.3.4"],
    ["::ffff:0102:0304", "::ffff:1.2.3.4"],
  ];
  for (const [ip, text] of mapped) {
    it(`[${ip}] → [${text}]`, () => expectNormal(`http://[${ip}]/`, `http://[${text}]/`));
  }
  it('testToUriStringIPv6, testForUriStringIPv6: "[3ffe::1]" ≡ "[3ffe:0:0:0:0:0:0:1]"', () =>
    expectEquivalent("http://[3ffe::1]/", "http://[3ffe:0:0:0:0:0:0:1]/", true));
  // testIPv6AddressWithScopeId: an IPv6 address with a zone; in a URI the zone follows "%25"
  // (RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID)
  // biome-ignore format: compact table
  const scoped = ["0:0:0:0:0:0:0:1", "fe80::a", "fe80::1", "fe80::2", "fe80::42", "fe80::3dd0:7f8e:57b7:34d5", "fe80::71a3:2b00:ddd3:753f", "fe80::8b2:d61e:e5c:b333", "fe80::b059:65f4:e877:c40"];
  const scopeIds = ["eno1", "en1", "eth0", "X", "1", "2", "14", "20"];
  for (const ip of scoped) {
    it(`[${ip}%25<zone>] for the peer's ${scopeIds.length} scope ids`, () => {
      for (const zone of scopeIds) {
        expectParts(`http://[${ip}%25${zone}]/`, { hostKind: "ipv6", zone });
      }
    });
  }
  // testIPv4AddressWithScopeId: no zone on an IPv4 address (and no IPv4 address in brackets)
  for (const ip of ["1.2.3.4", "192.168.0.1"]) {
    it(`${ip} takes no zone`, () => {
      for (const zone of scopeIds) expect(isReference(`http://[${ip}%25${zone}]/`)).toBe(false);
      // unbracketed, "%25eth0" is part of a reg-name
      expectParts(`http://${ip}%25eth0/`, { hostKind: "reg-name" });
    });
  }
  // testIsUriInetAddress, testForUriStringIPv4Mapped
  it('"192.168.1.1", "[3ffe:0:0:0:0:0:0:1]", "[::ffff:192.0.2.1]" are IP literal hosts', () => {
    expectParts("http://192.168.1.1/", { hostKind: "ipv4" });
    expectParts("http://[3ffe:0:0:0:0:0:0:1]/", { hostKind: "ipv6" });
    expectParts("http://[::ffff:192.0.2.1]/", { hostKind: "ipv6" });
  });
  // testIsUriInetAddress (false), testForUriStringBad
  // biome-ignore format: one case per line
  const notUriLiterals: Array<[string, string]> = [
    ["[192.168.1.1", "bad-ipv6"],
    ["192.168.1.1]", "bad-host"],
    ["[3ffe:0:0:0:0:0:0:1", "bad-ipv6"],
    ["3ffe:0:0:0:0:0:0:1]", "bad-port"],
    ["3ffe:0:0:0:0:0:0:1", "bad-port"],
    ["::ffff:192.0.2.1", "bad-port"],
    ["1:2e", "bad-port"],
    ["[1:2e]", "bad-ipv6"],
    ["[192.168.1.1]", "bad-ipv6"], // IPv4 is not bracketed (§3.2.2)
  ];
  for (const [s, reason] of notUriLiterals) {
    it(`"http://${s}/" is no URI-reference (${reason})`, () =>
      expectUnparsable(`http://${s}/`, reason));
  }
  it('"192.168.999.888" is a reg-name', () =>
    expectParts("http://192.168.999.888/", { hostKind: "reg-name" }));
});

describe("guava 31.1 UrlEscapersTest.java: urlPathSegmentEscaper, urlFragmentEscaper (RFC 3986 §3.3, §3.5, RFC 3987 §3.1)", () => {
  it("the characters both escapers keep are pchar, kept raw in normal form", () => {
    expectNormal("x:/azAZ09-_.*!'()~:@+", "x:/azAZ09-_.*!'()~:@+");
    expectNormal("x:/foo@bar.com", "x:/foo@bar.com");
    expectNormal("x:/safestring", "x:/safestring");
  });
  it('the fragment escaper also keeps "/" and "?" (§3.5)', () =>
    expectNormal("x:#azAZ09-_.*!'()~:@+/?", "x:#azAZ09-_.*!'()~:@+/?"));
  it('"%" is escaped as "%25", a space as "%20" (§2.1, §2.4)', () => {
    expectNormal("x:/%25", "x:/%25");
    expectNormal("x:/safe%20with%20spaces", "x:/safe%20with%20spaces");
    expect(isReference("x:/safe with spaces")).toBe(false);
    expect(isReference("x:/%")).toBe(false);
  });
  // characters the escapers encode as UTF-8: ucschar (RFC 3987 §2.2) is an IRI character whose
  // URI form is the same UTF-8; a control, U+FFFF and U+10FFFF are none, only their %XX form is
  // biome-ignore format: one case per line
  const iriChars: Array<[string, string]> = [
    ["\u07ff", "%DF%BF"],
    ["\u0800", "%E0%A0%80"],
    ["\u{10000}", "%F0%90%80%80"],
  ];
  for (const [ch, utf8] of iriChars) {
    it(`U+${ch.codePointAt(0)?.toString(16).toUpperCase()} → ${utf8}`, () =>
      expectNormal(`x:/${ch}`, `x:/${utf8}`));
  }
  // biome-ignore format: one case per line
  const notIriChars: Array<[string, string]> = [
    ["\u0000", "%00"],
    ["\u007f", "%7F"],
    ["\u0080", "%C2%80"],
    ["\uffff", "%EF%BF%BF"],
    ["\u{10ffff}", "%F4%8F%BF%BF"],
  ];
  for (const [ch, utf8] of notIriChars) {
    it(`U+${ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")} is no IRI character; ${utf8} is a URI's`, () => {
      expect(isReference(`x:/${ch}`)).toBe(false);
      expectNormal(`x:/${utf8}`, `x:/${utf8}`);
    });
  }
  it('"embedded%00null", "max%EF%BF%BFchar" are URIs; their raw forms are not', () => {
    expectNormal("x:/embedded%00null", "x:/embedded%00null");
    expectNormal("x:/max%EF%BF%BFchar", "x:/max%EF%BF%BFchar");
    expect(isReference("x:/embedded\u0000null")).toBe(false);
    expect(isReference("x:/max\uffffchar")).toBe(false);
  });
});

describe("guava 31.1: answered differently on purpose", () => {
  // InternetDomainName applies the DNS's label rules (RFC 1034 §3.5, RFC 1123 §2.1: LDH, no "-"
  // at either end, a last label not all digits, at most 63 octets, names at most 253) and
  // refuses IP addresses. RFC 3986 §3.2.2: reg-name = *( unreserved / pct-encoded /
  // sub-delims ) — "_", "-", "." in any place, "+" and "!" (sub-delims) too, no length limit;
  // "URI producers should use names that conform to the DNS syntax" is advice. RFC 9110 §4.2.1
  // takes the http host from there
  // biome-ignore format: compact table
  const regNames = [
    "13", "abc.12c", "foo-.com", "_bar.quux", "foo+bar.com", "foo!bar.com", ".foo.com",
    "..bar.com", "baz..com", "..quiffle.com", "fleeb.com..", "...",
    `${"a".repeat(64)}.com`, `${ALMOST_TOO_MANY_LEVELS}com`, `${ALMOST_TOO_LONG}.c`,
    "1", "400.500.600.700",
  ];
  for (const name of regNames) {
    it(`${label(name)} is an http host, a reg-name (the peer: no domain name)`, () => {
      expectValid(`http://${name}/`);
      expectParts(`http://${name}/`, { host: name, hostKind: "reg-name" });
    });
  }
  // testToString: the peer drops a trailing dot. It is part of the name (RFC 1034 §3.1: an
  // absolute name); RFC 3986 §6.2.2.1 only lowercases a host, so the dot stays and the URIs
  // differ
  for (const name of [
    "woo.com.",
    "co.uk.",
    "jobs.kt.com.",
    "www.rave.ca.",
    "members.blah.nl.",
    "foo.ca.us.",
  ]) {
    it(`${show(name)} keeps its trailing dot (the peer: ${show(name.slice(0, -1))})`, () => {
      expect(normalHost(`http://${name}/`)).toBe(name);
      expectEquivalent(`http://${name}/`, `http://${name.slice(0, -1)}/`, false);
    });
  }
  it('testEquality: "j\\u00f8rpeland.no" ≡ "xn--jrpeland-54a.no" (the peer: not equal; RFC 3987 §3.1, §5.3.3: the IRI host maps to its A-label)', () =>
    expectEquivalent("http://j\u00f8rpeland.no/", "http://xn--jrpeland-54a.no/", true));
  // HostAndPort accepts an IPv6 address without brackets and "nonsense" in brackets. RFC 3986
  // §3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]", and a bare ":" ends the host
  // biome-ignore format: one case per line
  const hostAndPort: Array<[string, string, string]> = [
    ["2001::3", "bad-port", 'host "2001::3"'],
    ["1::2", "bad-port", 'host "1::2" (testToString: "[1::2]")'],
    ["x:y:z", "bad-port", 'host "x:y:z"'],
    ["foo::123", "bad-port", 'host "foo::123"'],
    ["[foo::123]", "bad-ipv6", 'host "foo::123"'],
    ["[foo::123]:80", "bad-ipv6", 'host "foo::123", port 80'],
    ["[[:]]", "bad-ipv6", 'host "[:]"'],
    ["\nOMG\t", "bad-host", 'host "\\nOMG\\t"'],
  ];
  for (const [hp, reason, peer] of hostAndPort) {
    it(`${label(hp)} is no authority (the peer: ${peer})`, () =>
      expectUnparsable(`//${hp}/`, reason));
  }
  // testForStringIPv4NonAsciiInput (JDK-dependent): the peer reads Gujarati digits as
  // 192.168.0.1. RFC 3986 §3.2.2: dec-octet is ASCII DIGITs; the name is an IDN reg-name
  it('"\\u0ae7\\u0aef\\u0ae8.\\u0ae7\\u0aec\\u0aee.\\u0ae6.\\u0ae7" is a reg-name (the peer: 192.168.0.1)', () => {
    const uri = "http://\u0ae7\u0aef\u0ae8.\u0ae7\u0aec\u0aee.\u0ae6.\u0ae7/";
    expectValid(uri);
    expectParts(uri, { hostKind: "reg-name" });
    expectEquivalent(uri, "http://192.168.0.1/", false);
  });
  it('testForStringIPv6NonAsciiInput: "[\\u0ae9ffe::\\u0ae7]" is no IP literal (the peer, on some JDKs: 3ffe::1; h16 = 1*4HEXDIG, ASCII)', () =>
    expectUnparsable("http://[\u0ae9ffe::\u0ae7]/", "bad-ipv6"));
  // testDottedQuadAddressWithScopeId: the peer refuses a scope on an IPv6 address written with a
  // dotted quad. RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID, any IPv6address (ls32 may
  // be an IPv4address, RFC 3986 §3.2.2)
  for (const ip of ["7::0.128.0.127", "7::0.128.0.128", "7::128.128.0.127", "7::0.128.128.127"]) {
    it(`[${ip}%25eth0] is an IPv6 literal with a zone (the peer: no address)`, () =>
      expectParts(`http://[${ip}%25eth0]/`, { hostKind: "ipv6", host: ip, zone: "eth0" }));
  }
  it('testForUriStringIPv4Mapped: "[::ffff:192.0.2.1]" ≢ "192.0.2.1" (the peer: the same Inet4Address; RFC 3986 §6.2.2: different host text, an IPv6 and an IPv4 literal)', () =>
    expectEquivalent("http://[::ffff:192.0.2.1]/", "http://192.0.2.1/", false));
});

// ─── Apache Jena IRI 4.9.0 ────────────────────────────────────────────────────────────────

describe("jena-iri 4.9.0 test.xml: IRIs with no violation, or only Jena's warnings, are valid (RFC 3986 §3, RFC 3987 §2.2)", () => {
  // warnings in the comments: UNREGISTERED_IANA_SCHEME (registration is no syntax rule, §3.1),
  // DOUBLE_DASH_IN_REG_NAME, NON_INITIAL_DOT_SEGMENT, PERCENT (a percent-encoding in an IRI)
  // biome-ignore format: compact table
  const valid = [
    "mailto:?subject=test", // RFC 6068 §2: mailtoURI = "mailto:" [ to ] [ hfields ]
    "app://calendar/event", "chrome://messenger/content/mailPrefsOverlay.xul", "domain:a",
    "domain:aol.com", "eh:/", "eh://", "eh:/O", "eh:/a", "eh:/bark", "uri:urn:x-rdf:test#a",
    "uri:urn:x-rdf:test#b", "uri:urn:x-rdf:test#c", // UNREGISTERED_IANA_SCHEME
    "file:///C:/eclipse/workspace/jena2/testing/ARQ/Construct/reif-result-1.rdf", "file:///test01",
    "file:///test02", "file:///test03", "file:///test04", "file:///test05", "file:///testutf8",
    "ftp://net.fred.org/", "ftp://net.fred.org/P", "http://a.com/ontology#", "http://a.com/ontology",
    "http://aldabaran.hpl.hp.com/rdftest/test18/", "http://bar.com/irrelevant",
    "http://decsai.ugr.es/~ontoserver/bacarex2.owl#", "http://decsai.ugr.es/~ontoserver/bacarex2.owl#Importance",
    "http://dickinson-i-4/daml/tests/test-add-0.daml#", // DOUBLE_DASH_IN_REG_NAME
    "http://dickinson-i-4/daml/tests/test-add-0.daml#TestClass", "http://domain/S", "http://eg.com/",
    "http://ex/dt", "http://example.com/A", "http://example.com/test0", "http://example.org/#",
    "http://example.org/#Andr%C3%A9", // PERCENT
    "http://example.org/2#", "http://example.org/2#Class", "http://example.org/Range2",
    "http://example.org/data#Socrates", "http://example.org/data/", "http://example/barfoo",
    "http://example/q?abc=1&def=2", "http://foo.com/'", "http://foo.com/",
    "http://foo.com/Hello#activation.xul", "http://foo.com/Hello#bar", "http://foo.com/Hello#bm-find.xul",
    "http://foo.com/Hello#bookmarks.xul", "http://foo.com/Hello#pref-appearance.xul",
    "http://home.netscape.com/NC-rdf#", "http://home.netscape.com/NC-rdf#hostName",
    "http://localhost:8080/Repository/QueryAgent/UserOntology/qgen-example-1#",
    "http://localhost:8080/Repository/QueryAgent/UserOntology/qgen-example-1",
    "http://localhost:8080/axis/daml/a.daml#", "http://localhost:8080/kc2c#C1",
    "http://localhost:8080/kc2c#i1", "http://localhost:8080/kc2c#i2", "http://localhost:8080/kc2c#p1",
    "http://news.bbc.co.uk/go/click/rss/0.91/public/-/hi/arabic/news/newsid_4447000/4447211.stm",
    "http://oiled.man.example.net/test#p1.comp", "http://purl.org/dc/elements/1.0/title",
    "http://purl.org/dc/elements/1.1/", "http://purl.org/dc/elements/1.1/copyright",
    "http://purl.org/metadata/dublin_core#Creator", "http://purl.org/metadata/dublin_core#Title",
    "http://rdf.dmoz.org/Top/World/Tamil/x", "http://somewhere/JohnSmith/", "http://web.resource.org/cc/",
    "http://www.cs101.org/2003/08/07/RDF/JenaBugOntology#", "http://www.daml.org/2001/03/daml+oil#Class",
    "http://www.daml.org/2001/03/daml+oil#Datatype", "http://www.daml.org/2001/03/daml+oil-ex#Adam",
    "http://www.example.org/A/B#foo/", "http://www.example.org/a/b/c/d/z?x=a",
    "http://www.mozilla.org/rdf/chrome#dtTest", "http://www.w3.org/1999/02/22-rdf-syntax-ns#Seq",
    "http://www.w3.org/2000/01/rdf-schema#ConstraintProperty", "http://www.w3.org/2000/01/rdf-schema#Container",
    "http://www.w3.org/2000/03/rdf-tracking/#rdfms-duplicate-member-props",
    "http://www.w3.org/2000/10/XMLSchema#positiveInteger", "http://www.w3.org/2000/10/XMLSchema#string",
    "http://www.w3.org/2001/XMLSchema#gYear", "http://www.w3.org/2001/XMLSchema#gYearMonth",
    "http://www.w3.org/2001/vcard-rdf/3.0#work", "mailto:Jeremy_Carroll@hp.com",
    "mailto:alice@work.example", "mailto:bob@work.example", "urn:x-hp-jena:test#A",
    "urn:x-hp-jena:test#a0", "urn:x-hp-jena:test#a1", "urn:x-hp:eg#D",
  ];
  for (const s of valid) it(`${label(s)} is valid`, () => expectValid(s));
  it('"http://www.w#3.org/demo.mp3": host "www.w", fragment "3.org/demo.mp3" (§3.2: "#" ends the authority)', () =>
    expectParts("http://www.w#3.org/demo.mp3", {
      host: "www.w",
      path: "",
      fragment: "3.org/demo.mp3",
    }));
});

describe("jena-iri 4.9.0 test.xml: toASCIIString and Jena's normal-form warnings = normalizeUri (RFC 3986 §6.2.2, §6.2.3, RFC 3987 §3.1)", () => {
  // biome-ignore format: one case per line
  const normalForms: Array<[string, string]> = [
    ["http://NoHTML.example.org", "http://nohtml.example.org/"], // LOWERCASE_PREFERRED
    ["Http://example.org/", "http://example.org/"], // LOWERCASE_PREFERRED
    ["Http://example.org/prop", "http://example.org/prop"],
    ["NC:ispinfo", "nc:ispinfo"], // LOWERCASE_PREFERRED, UNREGISTERED_IANA_SCHEME
    ["NC:trickMe", "nc:trickMe"],
    ["eh://R", "eh://r"],
    ["http://ex.org./../../c/d/z?x=a", "http://ex.org./c/d/z?x=a"], // NON_INITIAL_DOT_SEGMENT
    ["http://ex.org/c/./d/z?x=a", "http://ex.org/c/d/z?x=a"],
    ["http://example.org/#Andre\u012d", "http://example.org/#Andre%C4%AD"], // NON_URI_CHARACTER: toASCIIString
    ["http://example.org/#Andr\u00e9", "http://example.org/#Andr%C3%A9"],
    ["http://Andr\u00e9.example.org/foo", "http://xn--andr-epa.example.org/foo"],
    ["http://andr\u00e9.example.org/foo", "http://xn--andr-epa.example.org/foo"],
  ];
  for (const [s, normal] of normalForms)
    it(`${label(s)} → ${label(normal)}`, () => expectNormal(s, normal));
});

describe("jena-iri 4.9.0 test.xml: the violations that are RFC 3986/3987 errors", () => {
  // ILLEGAL_CHARACTER, UNWISE_CHARACTER, CONTROL_CHARACTER, DOUBLE_WHITESPACE, NOT_DNS_NAME (a
  // "^" in the host): characters in no component (RFC 3986 App. A, RFC 3987 §2.2)
  // biome-ignore format: one case per line
  const unparsable: Array<[string, string]> = [
    ["h^ttp:prop", "bad-scheme"],
    ["h^ttp:title", "bad-scheme"],
    ["h^ttp:", "bad-scheme"],
    ["ht^tp:", "bad-scheme"],
    ["ht^tp://www.w3.org/demo.mp3", "bad-scheme"],
    ["ht^tp:Foo", "bad-scheme"],
    ["ht#tp://jjc3.org/demo.mp3#frag", "bad-fragment"], // "ht" and a fragment holding "#" (§3.5)
    ["http://jjc#3.org/demo.mp3#frag", "bad-fragment"],
    ["_:a", "colon-in-first-segment"], // "_" starts no scheme (§3.1), and no relative path holds ":" in its first segment (§4.2)
    ["_:aa", "colon-in-first-segment"],
    ["http://jjc^3.org/demo.mp3", "bad-host"],
    ["http://ww^w/", "bad-host"],
    ["file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf", "bad-path"],
    ["file:///C:/Documents and Settings/jjchplb/Local Settings/Temp/test-load-with-41.rdf", "bad-path"],
    ["http://example.org/\t", "bad-path"],
    ["http://example.org/\n\n", "bad-path"],
    ["http://example.org/\r", "bad-path"],
    ["http://example.org/<b>boo", "bad-path"],
    ['http://example.org/"', "bad-path"],
    ["http://example.org/\\\\", "bad-path"],
    ["http://example.org/`", "bad-path"],
    ["http://example.org/{", "bad-path"],
    ["http://example.org/|", "bad-path"],
    ["http://example.org/}", "bad-path"],
    ["http://example.org/    ", "bad-path"],
    ["http://example.org/   ", "bad-path"],
    ["http://example.org/  ", "bad-path"],
    ["http://example.org/ ", "bad-path"],
    ["http://foo.com/    ", "bad-path"],
    ["http://foo.com/   ", "bad-path"],
    ["http://foo.com/  ", "bad-path"],
    ["http://foo.com/ ", "bad-path"],
    ["http://foo.com/\t", "bad-path"],
    ["http://foo.com/\n\n", "bad-path"],
    ["http://foo.com/\r", "bad-path"],
    ["http://foo.com/<b>boo", "bad-path"],
    ['http://foo.com/"', "bad-path"],
  ];
  for (const [s, reason] of unparsable)
    it(`${label(s)} is no IRI (${reason})`, () => expectUnparsable(s, reason));
  // REQUIRED_COMPONENT_MISSING for http and ftp (RFC 9110 §4.2.1, RFC 1738 §3.2: "//" and a
  // host); SCHEME_PATTERN_MATCH_FAILED for urn (RFC 8141 §2: NSS = 1*…, after a ":")
  // biome-ignore format: one case per line
  const invalid: Array<[string, string]> = [
    ["http:", "missing-host"],
    ["ftp:ftp/", "missing-host"],
    ["ftp:ftp/P", "missing-host"],
    ["urn:foo#", "empty-nss"],
    ["urn:foo#A", "empty-nss"],
    ["urn:foo#p", "empty-nss"],
    ["urn:x-propNum100", "empty-nss"],
    ["urn:/*not_a_comment*/", "bad-nid"],
  ];
  for (const [s, reason] of invalid) {
    it(`${show(s)} is a URI, no valid one (${reason})`, () => {
      expect(parseUri(s).ok).toBe(true);
      expectInvalid(s, reason);
    });
  }
  // REQUIRED_COMPONENT_MISSING for file: RFC 8089 §2 local-path = path-absolute, so a rootless
  // path is no file URI
  // biome-ignore format: compact table
  const rootlessFiles = [
    "file:doc/inference/data/owlDemoSchema.xml", "file:etc/ont-policy-test.rdf",
    "file:testing/ontology/list5.rdf#e", "file:vocabularies/rdf-schema.rdf", "file:foo.n3",
  ];
  for (const s of rootlessFiles)
    it(`${show(s)} is invalid (bad-file)`, () => expectInvalid(s, "bad-file"));
});

describe("jena-iri 4.9.0 test.xml Resolve: IRI.resolve = resolveUri (RFC 3986 §5.2)", () => {
  // [base, reference, Jena's result]
  // biome-ignore format: one case per line
  const resolutions: Array<[string, string, string]> = [
    ["http://host/", "../foo", "http://host/foo"],
    ["http://host/xyz", "../foo", "http://host/foo"],
    ["http://www.example.org/a/b/c/d", "d/z?x=a", "http://www.example.org/a/b/c/d/z?x=a"],
    ["http://www.example.org/a/b/c/d", "http://example.com/A", "http://example.com/A"],
    ["http://www.example.org/a/b/c/d/", "", "http://www.example.org/a/b/c/d/"],
    ["http://www.example.org/a/b/c/d/", ".", "http://www.example.org/a/b/c/d/"],
    ["http://www.example.org/a/b/c/d/", "../../C/D", "http://www.example.org/a/b/C/D"],
    ["http://www.example.org/a/b/c/d/", "../../c/d/", "http://www.example.org/a/b/c/d/"],
    ["http://www.example.org/a/b/c/d/", "../../c/d/X#bar", "http://www.example.org/a/b/c/d/X#bar"],
    ["http://www.example.org/a/b/c/d/", "../../c/d/e/f/g/", "http://www.example.org/a/b/c/d/e/f/g/"],
    ["http://www.example.org/a/b/c/d/", "../../c/d/z?x=a", "http://www.example.org/a/b/c/d/z?x=a"],
    ["http://www.example.org./a/b/c/d/", "http://ex.org/../../c/d/z?x=a", "http://ex.org/c/d/z?x=a"], // §5.2.2: the dot segments of an absolute reference go too
    ["http://www.example.org/a/b/c/d/", "http://ex.org/c/./d/z?x=a", "http://ex.org/c/d/z?x=a"],
    ["http://www.w3.org/2000/10/rdf-tests/rdfcore/rdf-charmod-uris/test001.rdf", "http://example.org/#Andr\u00e9", "http://example.org/#Andr\u00e9"],
    ["http://www.w3.org/2000/10/rdf-tests/rdfcore/rdf-charmod-uris/test002.rdf", "http://example.org/#Andr%C3%A9", "http://example.org/#Andr%C3%A9"],
    ["http://www.w3.org/2000/10/rdf-tests/rdfcore/rdfms-difference-between-ID-and-about/test2.rdf", "#D\u00fcrst", "http://www.w3.org/2000/10/rdf-tests/rdfcore/rdfms-difference-between-ID-and-about/test2.rdf#D\u00fcrst"],
    ["base:x", "#", "base:x#"],
    ["file:///C:/Documents and Settings/jjchplb/Local Settings/Temp/test-load-with-41.rdf", "eh:/a", "eh:/a"], // an absolute reference: the base is not read (§5.2.2)
    ["file:///C:/eclipse/workspace/jena2/", "#", "file:///C:/eclipse/workspace/jena2/#"],
    ["file:///C:/eclipse/workspace/jena2/", "", "file:///C:/eclipse/workspace/jena2/"],
    ["file:///C:/eclipse/workspace/jena2/", "base", "file:///C:/eclipse/workspace/jena2/base"],
    ["file:///C:/eclipse/workspace/jena2/", "eh://R", "eh://R"],
    ["file:///C:/eclipse/workspace/jena2/", "eh:/O", "eh:/O"],
    ["file:///C:/eclipse/workspace/jena2/", "rdf://test.com#", "rdf://test.com#"],
    ["file:///C:/eclipse/workspace/jena2/foo.n3", "z", "file:///C:/eclipse/workspace/jena2/z"],
    ["file:///C:/eclipse/workspace/jena2/testing/ARQ/Ask/manifest.ttl", "", "file:///C:/eclipse/workspace/jena2/testing/ARQ/Ask/manifest.ttl"],
    ["file:///C:/eclipse/workspace/jena2/testing/ARQ/Basic/manifest.ttl", "r-base-prefix-3.ttl", "file:///C:/eclipse/workspace/jena2/testing/ARQ/Basic/r-base-prefix-3.ttl"],
    ["file:///C:/eclipse/workspace/jena2/testing/ARQ/Basic/manifest.ttl", "r-base-prefix-4.ttl", "file:///C:/eclipse/workspace/jena2/testing/ARQ/Basic/r-base-prefix-4.ttl"],
    ["file:///C:/eclipse/workspace/jena2/testing/ARQ/Optional/result-opt-1.ttl", "mailto:bert@example.net", "mailto:bert@example.net"],
    ["file:///C:/eclipse/workspace/jena2/testing/ARQ/manifest-arq.ttl", "Bound/manifest.n3", "file:///C:/eclipse/workspace/jena2/testing/ARQ/Bound/manifest.n3"],
    ["file:///C:/eclipse/workspace/jena2/testing/ARQ/manifest-arq.ttl", "Construct/manifest.ttl", "file:///C:/eclipse/workspace/jena2/testing/ARQ/Construct/manifest.ttl"],
    ["file:///C:/eclipse/workspace/jena2/testing/ARQ/manifest-arq.ttl", "Dataset/manifest.n3", "file:///C:/eclipse/workspace/jena2/testing/ARQ/Dataset/manifest.n3"],
    ["file:///C:/eclipse/workspace/jena2/testing/DAWG-Approved/examples/ex2-4a.n3", "mailto:jlow@example.com", "mailto:jlow@example.com"],
    ["file:///C:/eclipse/workspace/jena2/testing/DAWG/examples/manifest.n3", "ex11.2.3.2_0.rq", "file:///C:/eclipse/workspace/jena2/testing/DAWG/examples/ex11.2.3.2_0.rq"],
    ["file:///C:/eclipse/workspace/jena2/testing/RDQL-ARQ/result-0-01.n3", "urn:/*not_a_comment*/", "urn:/*not_a_comment*/"],
    ["file:///C:/eclipse/workspace/jena2/testing/ontology/bugs/test_hk_06/b.owl", "#y1", "file:///C:/eclipse/workspace/jena2/testing/ontology/bugs/test_hk_06/b.owl#y1"],
    ["file:///C:/eclipse/workspace/jena2/testing/ontology/bugs/test_hk_06/b.owl", "", "file:///C:/eclipse/workspace/jena2/testing/ontology/bugs/test_hk_06/b.owl"],
    ["file:///C:/eclipse/workspace/jena2/testing/ontology/bugs/test_hk_07A.owl", "foo#ClassAC", "file:///C:/eclipse/workspace/jena2/testing/ontology/bugs/foo#ClassAC"],
    ["file:///C:/eclipse/workspace/jena2/testing/reasoners/bugs/sbug.rdf", "jason6", "file:///C:/eclipse/workspace/jena2/testing/reasoners/bugs/jason6"],
    ["file:///C:/eclipse/workspace/jena2/testing/reasoners/bugs/subpropertyModel.n3", "urn:x-propNum100", "urn:x-propNum100"],
    ["file:///C:/eclipse/workspace/jena2/testing/reasoners/bugs/unbroken.n3", "eh:/V", "eh:/V"],
    ["file:///C:/eclipse/workspace/jena2/testing/reasoners/bugs/unbroken.n3", "eh:/a", "eh:/a"],
    ["file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf", "http://spoo.net/O", "http://spoo.net/O"],
    ["file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf", "http://spoo.net/S", "http://spoo.net/S"],
    ["file:doc/inference/data/owlDemoSchema.xml", "urn:x-hp:eg/", "urn:x-hp:eg/"],
    // a base with a rootless path (§5.2.3 merge: up to its last "/"); its validity as a file URI
    // is the file scheme's, resolution needs only a URI (§5.2.1)
    ["file:testing/abbreviated/relative-uris.rdf", "", "file:testing/abbreviated/relative-uris.rdf"],
    ["file:testing/abbreviated/relative-uris.rdf", ".", "file:testing/abbreviated/"],
    ["file:testing/abbreviated/relative-uris.rdf", "//example.com/A", "file://example.com/A"],
    ["file:testing/abbreviated/relative-uris.rdf", "/A/B#foo/", "file:/A/B#foo/"],
    ["file:testing/abbreviated/relative-uris.rdf", "X#bar", "file:testing/abbreviated/X#bar"],
    ["file:testing/abbreviated/relative-uris.rdf", "e/f/g/", "file:testing/abbreviated/e/f/g/"],
    ["file:testing/abbreviated/relative-uris.rdf", "http://www.example.org/a/b/c/d/", "http://www.example.org/a/b/c/d/"],
    ["file:testing/abbreviated/relative-uris.rdf", "z?x=a", "file:testing/abbreviated/z?x=a"],
    ["file:testing/arp/error-msgs/test06.rdf", "", "file:testing/arp/error-msgs/test06.rdf"],
    ["file:testing/arp/qname-in-ID/bug74_0.rdf", "#one", "file:testing/arp/qname-in-ID/bug74_0.rdf#one"],
    ["file:testing/arp/qname-in-ID/bug74_0.rdf", "#sw:test", "file:testing/arp/qname-in-ID/bug74_0.rdf#sw:test"],
    ["file:testing/ontology/bugs/test_dk_01.xml", "http://localhost:8080/Repository/QueryAgent/UserOntology/qgen-example-1#", "http://localhost:8080/Repository/QueryAgent/UserOntology/qgen-example-1#"],
    ["file:testing/ontology/bugs/test_dk_01.xml", "owl#Thing", "file:testing/ontology/bugs/owl#Thing"],
    ["file:testing/ontology/bugs/test_oh_01.owl", "#__rest3", "file:testing/ontology/bugs/test_oh_01.owl#__rest3"],
    ["file:testing/ontology/owl/list-syntax/test-ldp.rdf", "#Union2", "file:testing/ontology/owl/list-syntax/test-ldp.rdf#Union2"],
    ["file:testing/reasoners/bugs/cardFPTest.owl", "urn:foo", "urn:foo"],
    ["file:testing/reasoners/bugs/deleteBug.owl", "http://decsai.ugr.es/~ontoserver/bacarex2.owl", "http://decsai.ugr.es/~ontoserver/bacarex2.owl"],
    ["file:testing/reasoners/bugs/equivalentClassTest.owl", "#A", "file:testing/reasoners/bugs/equivalentClassTest.owl#A"],
    ["http://bar.com/irrelevant", "NC:ispinfo", "NC:ispinfo"],
    ["http://bar.com/irrelevant", "NC:trickMe", "NC:trickMe"],
    ["http://bar.com/irrelevant", "chrome://messenger/content/mailPrefsOverlay.xul", "chrome://messenger/content/mailPrefsOverlay.xul"],
    ["http://bar.com/irrelevant", "domain:aol.com", "domain:aol.com"],
    ["http://bar.com/irrelevant", "http://foo.com/'", "http://foo.com/'"],
    ["http://bar.com/irrelevant", "http://foo.com/", "http://foo.com/"],
  ];
  for (const [base, ref, target] of resolutions) {
    it(`${label(ref)} against ${label(base)}`, () => expect(resolveUri(ref, base)).toBe(target));
  }
});

describe("jena-iri 4.9.0 Additional.java, MoreTests.java, TestIRIFactory.java (RFC 3986 §3, §5.2, RFC 8141 §2)", () => {
  // biome-ignore format: one case per line
  const resolutions: Array<[string, string, string]> = [
    ["http://a/b/c/dddd;pppp?qqqqq", "./", "http://a/b/c/"], // relDotSlash1
    ["http://a/b/c/dddd;pppp?qqqqq", "./foo", "http://a/b/c/foo"], // relDotSlash2
    ["http://example.org/somefolder/mybase.rdf", "http://example.org#foo", "http://example.org#foo"], // testRelativizeFrag1: the resolve back
    ["http://example.org/somefolder/mybase.rdf", "/#foo", "http://example.org/#foo"], // testRelativizeFrag2
    ["http://example.com/relative/path?q=somethingelse", "page/deeper.txt?q", "http://example.com/relative/page/deeper.txt?q"], // createFromRelativeURI
    ["http://example.com/relative/path?q=somethingelse", "http://other.example.net/", "http://other.example.net/"],
  ];
  for (const [base, ref, target] of resolutions) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
  // JENA-1647: RFC 8141 URNs ("/", "~", a fragment)
  // biome-ignore format: one case per line
  const urns = [
    "urn:nid:abc/def",
    "urn:nid:abc#frag",
    "urn:nid:abc~xyz",
  ];
  for (const s of urns) it(`${show(s)} is valid`, () => expectValid(s));
  it('createFromURI: "http://johndoe:secret@example.com:81/page?2#hash"', () =>
    expectParts("http://johndoe:secret@example.com:81/page?2#hash", {
      scheme: "http",
      userinfo: "johndoe:secret",
      host: "example.com",
      port: "81",
      path: "/page",
      query: "2",
      fragment: "hash",
    }));
  it('createFromRelativeURI: "page/deeper.txt?q" has the path "page/deeper.txt"', () =>
    expectParts("page/deeper.txt?q", { path: "page/deeper.txt", query: "q" }));
  it('testXPointer: "http://eg.com/test.txt#xpointer(/unit[5])" is no IRI (Jena: a violation; §3.5: "[" and "]" are in no fragment)', () =>
    expectUnparsable("http://eg.com/test.txt#xpointer(/unit[5])", "bad-fragment"));
});

describe("jena-iri 4.9.0 ViolationCodes.java examples (TestExample): the bad examples that are RFC errors", () => {
  // biome-ignore format: one case per line
  const unparsable: Array<[string, string]> = [
    ["ht$tp://example.org/foo", "bad-scheme"], // ILLEGAL_CHARACTER (§3.1)
    ["http://example.org/fo|o", "bad-path"], // UNWISE_CHARACTER (App. A)
    ["http://example.org/fo<o", "bad-path"],
    ["http://example.org/fo>o", "bad-path"],
    ['http://example.org/fo"o', "bad-path"],
    ["http://example.org/fo`o", "bad-path"],
    ["http://example.org/fo\u007fo", "bad-path"], // CONTROL_CHARACTER (RFC 3987 §2.2: no ucschar)
    ["http://example.org/fo\u0085o", "bad-path"],
    ["http://example.org/fo\to", "bad-path"],
    ["http://example.org/fo\u0001o", "bad-path"],
    ["http://example.org/foo\u0001", "bad-path"], // NON_XML_CHARACTER
    ["http://example.org/foo\u0080", "bad-path"], // DISCOURAGED_XML_CHARACTER: a C1 control, no ucschar
    ["://example.org/foo", "empty-scheme"], // EMPTY_SCHEME
    ["007://example.org/foo", "colon-in-first-segment"], // SCHEME_MUST_START_WITH_LETTER (§3.1, §4.2)
    ["-http://foo.bar//", "colon-in-first-segment"], // SCHEME_INCLUDES_DASH, a leading one
    ["http://example.org/ foo", "bad-path"], // WHITESPACE
    ["file:///Program Files", "bad-path"],
    ["http://example.org/  foo", "bad-path"], // DOUBLE_WHITESPACE
    ["file:///Program  Files", "bad-path"],
    ["file:///TabBar ", "bad-path"],
    [" rel-with-initial-space", "bad-path"],
    ["file:///Tab\tBar", "bad-path"], // NOT_XML_SCHEMA_WHITESPACE
    ["file:///Tab\nBar", "bad-path"],
    ["file:///Tab\rBar", "bad-path"],
    ["http://[/", "bad-ipv6"], // IP_V6_OR_FUTURE_ADDRESS_SYNTAX
    ["ldap://[20015:db8::7]/c=GB?objectClass?one", "bad-ipv6"],
    ["ldap://[2001:db8:::7]/c=GB?objectClass?one", "bad-ipv6"],
    ["ftp://andr%%A9.example.org/", "bad-percent-encoding"], // ILLEGAL_PERCENT_ENCODING (§2.1)
    ["ftp://andr%.example.org/", "bad-percent-encoding"],
    ["ftp://andre.example.org/%", "bad-percent-encoding"],
    ["ftp://andre.example.org/%A", "bad-percent-encoding"],
    ["ftp://andre.example.org/%A?", "bad-percent-encoding"],
    ["ftp://andre.example.org/%A#", "bad-percent-encoding"],
    ["http:/foo/p\ud800", "bad-path"], // LONE_SURROGATE: no code point
    ["http://example.org/Andr\u202abar", "bidi-formatting"], // BIDI_FORMATTING_CHARACTER (RFC 3987 §4.1)
    ["http://example.org/Andr\u202bbar", "bidi-formatting"],
    ["http://example.org/Andr\u202cbar", "bidi-formatting"],
    ["http://example.org/Andr\u202dbar", "bidi-formatting"],
    ["http://example.org/Andr\u202ebar", "bidi-formatting"],
    ["http://example.org/Andr\u200ebar", "bidi-formatting"],
    ["http://example.org/Andr\u200fbar", "bidi-formatting"],
  ];
  for (const [s, reason] of unparsable)
    it(`${label(s)} is no IRI (${reason})`, () => expectUnparsable(s, reason));
  // the scheme specifications' bad examples that the scheme RFCs refuse too
  // biome-ignore format: one case per line
  const invalid: Array<[string, string]> = [
    ["http:foo/bar", "missing-host"], // RFC 9110 §4.2.1
    ["https:foo/bar", "missing-host"], // RFC 9110 §4.2.2
    ["ftp:///foo/bar", "missing-host"], // RFC 1738 §3.2
    ["ftp://user@example.org/foo/bar;type=z", "bad-ftp-type"], // RFC 1738 §3.2.2: a, i or d
    ["news:///foo/bar", "bad-news"], // RFC 5538 §2.1
    ["nntp:/foo", "missing-host"], // RFC 5538 §2.2: "nntp://" authority
    ["nntp:///foo", "missing-host"],
    ["nntp://example.org/foo/4/3", "bad-path"], // "/" newsgroup-name [ "/" article-number ]
    ["nntp://example.org/", "bad-news"], // no group
    ["nntp://example.org/foo/", "bad-nntp-article"], // an empty article number
    ["nntp://example.org/*", "bad-news"], // no wildmat in nntp
    ["file://user@example.org/foo/bar", "userinfo-not-allowed"], // RFC 8089 §2: file-auth = "localhost" / host
    ["file://eg:4029/foo/bar", "port-not-allowed"],
    ["file://example.org", "bad-file"], // auth-path = [ file-auth ] path-absolute
    ["urn://foo", "authority-not-allowed"], // RFC 8141 §2: NID ":" NSS
    ["urn:foo:bar?query", "bad-urn-component"], // RFC 8141 §2: "?+" or "?=" only
  ];
  for (const [s, reason] of invalid)
    it(`${show(s)} is invalid (${reason})`, () => expectInvalid(s, reason));
});

describe("jena-iri 4.9.0 ViolationCodes.java examples: the good examples, and Jena's warnings = valid URIs and their normal form (RFC 3986 §6.2.2, §6.2.3, RFC 3987 §3.1)", () => {
  // biome-ignore format: compact table
  const good = [
    "http://www.example.org/foo/bar", "https://www.example.org/foo/bar",
    "ftp://user@example.org/foo/bar;type=d", "news:group.it",
    "news:arb?itrary@news.example.org", // RFC 1738 §5: an article may hold "?"
    "news:arbitrary@news.example.org", "nntp://example.org/foo4", "nntp://example.org/foo/4",
    "file:///foo/b", "urn:nss:a/b/c", "urn:urn-1:foo",
    "http://foo-bar//%20a", "http://foo-bar//%AAa", // PERCENT_20, PERCENT
  ];
  for (const s of good) it(`${show(s)} is valid`, () => expectValid(s));
  // biome-ignore format: one case per line
  const normalForms: Array<[string, string]> = [
    ["http://www.example.org:80/foo/bar", "http://www.example.org/foo/bar"], // the http spec's bad example: §6.2.3 default port
    ["https://www.example.org:443/foo/bar", "https://www.example.org/foo/bar"],
    ["http://example.org/foo%c3%80", "http://example.org/foo%C3%80"], // PERCENT_ENCODING_SHOULD_BE_UPPERCASE (§6.2.2.1)
    ["http://example.org/foo%C3%A9r", "http://example.org/foo%C3%A9r"], // SUPERFLUOUS_NON_ASCII_PERCENT_ENCODING: the URI form of an IRI
    ["http://example.org/foo%5Fb%61r", "http://example.org/foo_bar"], // SUPERFLUOUS_ASCII_PERCENT_ENCODING (§6.2.2.2)
    ["http://example.org/../foo", "http://example.org/foo"], // NON_INITIAL_DOT_SEGMENT (§6.2.2.3)
    ["http://example.org/foo/../foo", "http://example.org/foo"],
    ["http://example.org/foo/..", "http://example.org/"],
    ["http://example.org/foo/./foo", "http://example.org/foo/foo"],
    ["http://example.org/./foo", "http://example.org/foo"],
    ["http://example.org/foo/.", "http://example.org/foo/"],
    ["HTTP://example.org/foo", "http://example.org/foo"], // LOWERCASE_PREFERRED
    ["http://eXamPle.org/foo", "http://example.org/foo"],
    ["ldap://[2001:Db8::7]/c=GB?objectClass?one", "ldap://[2001:db8::7]/c=GB?objectClass?one"],
    ["ldap://[2001:dB8::7]/c=GB?objectClass?one", "ldap://[2001:db8::7]/c=GB?objectClass?one"],
    ["http://example.org:/foo", "http://example.org/foo"], // PORT_SHOULD_NOT_BE_EMPTY
    ["http://example.org:80/foo", "http://example.org/foo"], // DEFAULT_PORT_SHOULD_BE_OMITTED
    ["http://example.org:180/foo", "http://example.org:180/foo"], // PORT_SHOULD_NOT_BE_WELL_KNOWN
    ["http://example.org:08080/foo", "http://example.org:8080/foo"], // PORT_SHOULD_NOT_START_IN_ZERO
    ["ftp://andr%C3%A9.example.org/", "ftp://xn--andr-epa.example.org/"], // USE_PUNYCODE_NOT_PERCENTS (RFC 3986 §3.2.2, RFC 3987 §3.1)
    ["http://foo-bar//\u0333a", "http://foo-bar//%CC%B3a"], // NON_URI_CHARACTER
    ["http://foo-b\u0333ar//", "http://xn--foo-bar-dse//"],
    ["http://example.org/\u2000en-quad", "http://example.org/%E2%80%80en-quad"], // DISCOURAGED_IRI_CHARACTER: still ucschar
    ["http://example.org/\u205fmedium-mathematical-space", "http://example.org/%E2%81%9Fmedium-mathematical-space"],
    ["http://example\uff95.org/", "http://xn--example-h64f.org/"], // UTS #46 maps the halfwidth form
    ["http://example\uff47.org/", "http://exampleg.org/"],
    ["http://example.org/#Andre\u0301", "http://example.org/#Andre%CC%81"], // NOT_NFC, NOT_NFKC: RFC 3987 §3.1 maps, NFC is optional (§5.3.2.2)
  ];
  for (const [s, normal] of normalForms)
    it(`${label(s)} → ${label(normal)}`, () => expectNormal(s, normal));
  it('HAS_PASSWORD: "http://user:pass@example.org/" is valid, flagged (RFC 3986 §3.2.1, §7.5)', () => {
    expectValid("http://user:pass@example.org/");
    expect(validateUri("http://user:pass@example.org/").warnings).toContain("userinfo-password");
  });
});

describe("jena-iri 4.9.0: answered differently on purpose", () => {
  // REQUIRED_COMPONENT_MISSING for "file:/…": Jena wants "//". RFC 8089 §2: file-hier-part =
  // ( "//" auth-path ) / local-path, local-path = path-absolute; the normal form writes the
  // empty authority (RFC 8089 Appendix B: "file:/path" and "file:///path" are the same file)
  // biome-ignore format: one case per line
  const localPaths: Array<[string, string]> = [
    ["file:/C:/a", "file:///C:/a"],
    ["file:/C:/orel/orel0_5.owl#", "file:///C:/orel/orel0_5.owl#"],
    ["file:/C:/orel/orel0_5.owl#Agent", "file:///C:/orel/orel0_5.owl#Agent"],
    ["file:/C:/orel/orel0_5.owl", "file:///C:/orel/orel0_5.owl"],
  ];
  for (const [s, normal] of localPaths) {
    it(`${show(s)} is valid, → ${show(normal)} (Jena: REQUIRED_COMPONENT_MISSING)`, () =>
      expectNormal(s, normal));
  }
  // Jena resolves references and bases that are no IRIs, reporting violations. RFC 3986 §5.2.1:
  // the base is a URI; §5.2.2 parses the reference as a URI-reference (§4.1)
  // biome-ignore format: one case per line
  const notResolved: Array<[string, string, string]> = [
    ["file:///C:/Documents and Settings/jjchplb/Local Settings/Temp/test-load-with-41.rdf", "", "bad-path"],
    ["file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf", "", "bad-path"],
    ["http://bar.com/irrelevant", "http://foo.com/    ", "bad-path"],
    ["http://bar.com/irrelevant", "http://foo.com/   ", "bad-path"],
    ["http://bar.com/irrelevant", "http://foo.com/  ", "bad-path"],
    ["http://bar.com/irrelevant", "http://foo.com/ ", "bad-path"],
    ["http://bar.com/irrelevant", "http://foo.com/\t", "bad-path"],
    ["http://bar.com/irrelevant", "http://foo.com/\n\n", "bad-path"],
    ["http://bar.com/irrelevant", "http://foo.com/\r", "bad-path"],
    ["http://bar.com/irrelevant", "http://foo.com/<b>boo", "bad-path"],
    ["http://bar.com/irrelevant", 'http://foo.com/"', "bad-path"],
  ];
  for (const [base, ref, reason] of notResolved) {
    it(`${label(ref)} against ${label(base)} throws ${reason} (Jena: resolves it as written)`, () =>
      expect(resolved(ref, base)).toBe(`throws ${reason}`));
  }
  // Jena reads a reference with the base's scheme as relative (RFC 3986 §5.2.2's "backwards
  // compatibility" branch); urisift is strict (§5.2.2: "if (R.scheme is defined)" → target = R)
  // biome-ignore format: one case per line
  const sameScheme: Array<[string, string, string]> = [
    ["file:///C:/eclipse/workspace/jena2/", "file:foo.n3", "file:///C:/eclipse/workspace/jena2/foo.n3"],
    ["file:///C:/eclipse/workspace/jena2/", "file:model8.n3", "file:///C:/eclipse/workspace/jena2/model8.n3"],
    ["file:///C:/eclipse/workspace/jena2/testing/ontology/bugs/test_hk_07A.owl", "file:testing/ontology/bugs/test_hk_07A.owl", "file:///C:/eclipse/workspace/jena2/testing/ontology/bugs/testing/ontology/bugs/test_hk_07A.owl"],
    ["file:testing/ontology/daml/test-instance-load.daml", "file:testing/ontology/daml/test-instance-load-classes.daml", "file:testing/ontology/daml/testing/ontology/daml/test-instance-load-classes.daml"],
  ];
  for (const [base, ref, peer] of sameScheme) {
    it(`${label(ref)} against ${label(base)} stays ${label(ref)} (Jena: ${label(peer)})`, () =>
      expect(resolveUri(ref, base)).toBe(ref));
  }
  it('"../../C/D" against "file:testing/abbreviated/relative-uris.rdf" → "file:/C/D" (Jena: "file:C/D"; §5.2.4 on "testing/abbreviated/../../C/D": rule C leaves "/C/D")', () =>
    expect(resolveUri("../../C/D", "file:testing/abbreviated/relative-uris.rdf")).toBe(
      "file:/C/D",
    ));
  // Jena's errors that the URI syntax does not make: reg-name = *( unreserved / pct-encoded /
  // sub-delims ) (RFC 3986 §3.2.2): DNS label rules (NOT_DNS_NAME, DNS_LABEL_DASH_START_OR_END,
  // DOUBLE_DASH_IN_REG_NAME, a label over 63 octets), dotted numbers that are no IPv4address
  // (IP_V4_OCTET_RANGE: a reg-name, flagged ip-host)
  // biome-ignore format: compact table
  const regNames = [
    "ldap://foo$/c=GB?objectClass?one", "http://foo.example.$org/", "ldap://-foo/c=GB?objectClass?one",
    "http://foo.example.org-/", "http://foo.example.org--/", "http://--foo.example.org/",
    "http://-fo-o.example.org/", "http://foo--bar//",
    "outbind://4-00000000C45F478BF9F2A048A7A59DE3AE35F7230700D3E3AEE226D20A49A390BCD779EC5D470000003DB3650000D3E3AEE226D20A49A390BCD779EC5D47000001182DB0000/www.uconnectevent.org", // MoreTests.testNotIDN
    "ldap://155.00.55.102/c=GB?objectClass?one", "ldap://20.256.20.20/c=GB?objectClass?one",
    "ldap://20.1000.20.20/c=GB?objectClass?one", "ldap://20.010.20.20/c=GB?objectClass?one",
  ];
  for (const s of regNames) {
    it(`${label(s)} is valid, its host a reg-name (Jena: a violation)`, () => {
      expectValid(s);
      expectParts(s, { hostKind: "reg-name" });
    });
  }
  // more of Jena's errors that no RFC makes
  // biome-ignore format: one case per line
  const valid: Array<[string, string]> = [
    ["ht-tp://foo.bar//", "SCHEME_INCLUDES_DASH; §3.1: \"-\" is a scheme character"],
    ["http-://foo.bar//", "SCHEME_INCLUDES_DASH"],
    ["foo://example.org/bar", "UNREGISTERED_IANA_SCHEME; §3.1: registration is no syntax rule"],
    ["foo-bar://example.org/bar", "UNREGISTERED_NONIETF_SCHEME_TREE"],
    ["unknown:abc", "TestIRIFactory.constructFromDubiousURI: UNREGISTERED_IANA_SCHEME made an error"],
    ["http://user@www.example.org/foo/bar", "the http spec's bad example (RFC 2616 had no userinfo); RFC 3986 §3.2.1 has, RFC 9110 §4.2.4 deprecates sending it"],
    ["https://user@www.example.org/foo/bar", "the https spec's bad example"],
    ["nntp://user@example.org/foo", "the nntp spec's bad example; RFC 5538 §2.2: authority is RFC 3986's"],
    ["news://user@example.org/foo", "the news spec's bad example; RFC 5538 §2.1: \"//\" authority"],
    ["ftp://user@example.org/foo/b;ar;type=d", "the ftp spec's bad example (RFC 1738 §5 fsegment has no \";\"); urisift accepts \";\" in an ftp segment, RFC 3986 §3.3 pchar"],
    ["news:arbitrary@news.exampl\u00e7.org", "the news spec's bad example; RFC 3987 §3.1: its URI form news:arbitrary@news.exampl%C3%A7.org has a dot-atom-text id-right (\"%\" is atext, RFC 5322 §3.2.3)"],
    ["news:arbitr?ary@news.exampl\u00e7.org", "the news spec's bad example"],
    ["http://foo.example\u0221.org/", "BAD_IDN_UNASSIGNED_CHARS; U+0221 is assigned since Unicode 4.0 and PVALID (RFC 5892)"],
  ];
  for (const [s, peer] of valid) it(`${label(s)} is valid (Jena: ${peer})`, () => expectValid(s));
  // the good examples the scheme RFCs refuse
  it('"file:///foo/b?ar/yuk" is invalid (Jena: good; RFC 8089 §2: a file URI has no query)', () =>
    expectInvalid("file:///foo/b?ar/yuk", "query-not-allowed"));
  it('"urn:x-hp:foo\\u00e9" is invalid (Jena: good; RFC 8141 §2: the NSS is ASCII pchar, "urn:x-hp:foo%C3%A9" is the URN)', () => {
    expectInvalid("urn:x-hp:foo\u00e9", "bad-nss");
    expectValid("urn:x-hp:foo%C3%A9");
  });
});

describe("jena-iri 4.9.0: found wrong before, fixed", () => {
  // test.xml "http://xn--andr--ep-.example.org/foo" (BAD_IDN, DNS_LABEL_DASH_START_OR_END) and
  // the BAD_IDN example "http://xn--andr--ep-.example.org/": the Punycode "andr--ep-" decodes
  // to the all-ASCII "andr--ep", so "xn--andr--ep-" is no A-label (RFC 5890 §2.3.2.1: an
  // A-label encodes a U-label, which holds at least one non-ASCII character; UTS #46 §4
  // Processing step 4.1, revision 31: an all-ASCII Punycode result is an error). urisift
  // already refuses an "xn--" label that does not decode ("http://xn--abc/": bad-idn, the
  // host "has no A-label", RFC 3987 §3.1, RFC 5891); this one got through as valid and as its
  // own normal form
  for (const s of ["http://xn--andr--ep-.example.org/foo", "http://xn--andr--ep-.example.org/"]) {
    it(`${show(s)} is invalid (bad-idn)`, () => expectInvalid(s, "bad-idn"));
  }
});
