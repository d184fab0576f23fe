/**
 * Cases from the published test suites of three more URI parsers, two in C/C++ and one in Java
 * (see peer-suites*.test.ts for the others), run through the core with the answer RFC 3986 /
 * RFC 3987 (and the scheme RFCs) give. Each group names its source file; where the peer
 * answers otherwise, the case is in the "answered differently on purpose" group of its suite
 * with the peer's answer and the rule that decides ours; where urisift was wrong by the spec
 * when this file was written, the case is in a "found wrong before, fixed" group.
 *
 * Sources (the orig tarballs of the Debian bookworm source packages):
 * - libsoup2.4 2.74.3-1+deb12u1: tests/uri-parsing-test.c (abs_tests, rel_tests, eq_tests,
 *   normalization_tests, data_tests) and libsoup3 3.2.3-0+deb12u2: tests/uri-parsing-test.c
 *   (eq_tests, data_uri_tests, path_and_query_tests; libsoup3 parses with GLib's GUri).
 * - qtbase-opensource-src 5.15.8+dfsg-11+deb12u3: tests/auto/corelib/io/qurl/tst_qurl.cpp
 *   (comparison, comparison2, resolving, resolvedWithAbsoluteSchemes, setUrl, constructing,
 *   relative, isRelative, hasQuery, port, hosts, hostFlags, i18n, fromEncoded, symmetry,
 *   binaryData, ipvfuture, ipv6, ipv6_2, ipv6_zoneId, schemeValidator, strictParser, isValid,
 *   acceptEmptyAuthoritySegments, matches with QUrl::None, normalizeRemotePaths).
 * - httpcomponents-client 4.5.14-1 (libhttpclient-java):
 *   httpclient/src/test/java/org/apache/http/client/utils/TestURIUtils.java (testResolve,
 *   testResolveOpaque, testNormalization, what rewriteURI normalizes in testRewrite,
 *   testExtractHost) and TestURIBuilder.java (the URIs it parses). httpcomponents-core
 *   4.4.16 has no URI tests (URIBuilder lives in the client in 4.x).
 *
 * How the cases map onto the API:
 * - components = parseUri's parts, as written (the peers decode userinfo, lowercase the
 *   scheme, give "" or -1 for absent; QUrl's host "[::1]" is our "::1");
 * - QUrl::isValid in StrictMode, soup_uri_new's NULL, extractHost's null = no URI-reference
 *   (parseUri fails) or no valid URI (validateUri); QUrl's isValid checks the generic syntax
 *   only, so an "http:/etc/passwd" it accepts is a URI for parseUri and invalid for
 *   validateUri (RFC 9110 §4.2.1), in the "differently" group;
 * - resolution (QUrl::resolved, soup_uri_new_with_base, URIUtils.resolve) = resolveUri,
 *   strict (§5.2.2); where the peer also normalizes the target (SoupURI, URIUtils.resolve's
 *   normalizeSyntax, QUrl's file: form) = normalizeUri(resolveUri(…));
 * - normalization (QUrl::NormalizePathSegments, QUrl::toEncoded of an IRI, soup_uri_normalize
 *   with no extra characters to unescape, rewriteURI) = normalizeUri (relative: true for a
 *   relative reference); the peers keep an empty http path where §6.2.3 writes "/";
 * - comparisons (QUrl ==, QUrl::matches with QUrl::None, soup_uri_equal) = equivalent().
 * Left out:
 * - 170 cases already in test/ verbatim: 41 of libsoup's 59 abs_tests (GLib's uri.c carries
 *   the same table: peer-suites-platforms.test.ts; its RFC 2732 examples are also in
 *   peer-suites-strict.test.ts), 41 of its 42 rel_tests, 42 of QUrl's 53 resolving rows and
 *   42 of URIUtils' 45 testResolve assertions (the RFC 3986 §5.4 examples and "http:g":
 *   spec-examples.test.ts, resolve.test.ts), 4 of libsoup's 5 eq_tests (peer-suites.test.ts,
 *   equivalent.test.ts; libsoup3 repeats all five).
 * - the peers' own API or policy, which no spec decides: soup_uri_normalize with
 *   unescape_extra (3), the GUri ENCODED_PATH flag case (1), "invalid:" given to the data:
 *   decoder (1), soup_uri_copy, soup_uri_decode, the NULL-URI tests and the decoded data:
 *   bodies and media types; 39 QUrl TolerantMode repairs in the tables used (a raw space,
 *   "%", "{", "\", LF or "#" accepted or re-encoded: setUrl 7, symmetry 2, fromEncoded 1,
 *   i18n 1, isValid 1, resolving 2, correctEncodedMistakes 8, correctDecodedMistakes 7; percent-
 *   encoded IP literals and "%eth0" zones: ipvfuture 3, ipv6 5, ipv6_zoneId 2) and its
 *   display, formatting and setter API (toString options, toDisplayString, PreferLocalFile,
 *   componentEncodings, setComponents, fromLocalFile/toLocalFile, isParentOf, fileName,
 *   StripTrailingSlash/RemoveFilename/RemovePath/RemoveAuthority adjustments, effectiveTLDs,
 *   fromUserInput, schemeValidator's null-string row); HttpClient's rewriteURI with a target,
 *   a route or fragment dropping (11 of testRewrite's 17, and testRewriteWithEmptyPath,
 *   testRewritePort, testRewriteScheme, testRewriteForRoute: request targets, dropped fragments
 *   and userinfo, collapsed slashes), the four redirect-location tests (RFC 9110 §10.2.2
 *   fragment inheritance, not URI syntax) and 25 of TestURIBuilder's 31 tests (setters,
 *   query parameters and their charsets, java.net.URI's multi-argument constructors).
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
  expectValid,
  isReference,
  isUri,
  show,
} from "../helpers/peer-expect.js";

const RFC_BASE = "http://a/b/c/d;p?q";

// ─── libsoup 2.74.3 / 3.2.3 ───────────────────────────────────────────────────────────────

describe("libsoup2.4 2.74.3 tests/uri-parsing-test.c abs_tests: soup_uri_new (RFC 3986 §3)", () => {
  it('"http://host/keep%00nuls": %00 is a pct-encoded octet like any other (§2.1)', () => {
    expectParts("http://host/keep%00nuls", { host: "host", path: "/keep%00nuls" });
    expectNormal("http://host/keep%00nuls", "http://host/keep%00nuls");
  });
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1); the peer returns NULL, and with
  // no scheme the ":" in the first segment makes it no relative-ref either (§4.2)
  for (const s of ["99http://host/path", ".http://host/path", "+http://host/path"]) {
    it(`${show(s)} is not a URI-reference`, () => expectUnparsable(s, "colon-in-first-segment"));
  }
});

describe("libsoup2.4 2.74.3 tests/uri-parsing-test.c rel_tests: soup_uri_new_with_base (RFC 3986 §5.2), the target held in normal form", () => {
  it('"//g" against http://a/b/c/d;p?q is "http://g", "http://g/" in normal form (§6.2.3)', () => {
    expect(resolveUri("//g", RFC_BASE)).toBe("http://g");
    expect(normalizeUri(resolveUri("//g", RFC_BASE))).toBe("http://g/");
  });
});

describe("libsoup2.4 2.74.3 / libsoup3 3.2.3 tests/uri-parsing-test.c eq_tests: soup_uri_equal (RFC 3986 §6.2.2)", () => {
  it('"example://a/b/c/%7Bfoo%7D" ≡ "eXAMPLE://a/./b/../b/%63/%7Bfoo%7D"', () =>
    expectEquivalent("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7Bfoo%7D", true));
  it('"http://example.com/%2F" ≡ itself (libsoup3: parsed with and without G_URI_FLAGS_PARSE_RELAXED)', () =>
    expectEquivalent("http://example.com/%2F", "http://example.com/%2F", true));
});

describe("libsoup2.4 2.74.3 tests/uri-parsing-test.c normalization_tests: soup_uri_normalize (no extra characters); as a relative path", () => {
  const normalForms: Array<[string, string]> = [
    ["fo%6fbar", "foobar"], // §6.2.2.2: "o" is unreserved
    ["foo%2Fbar", "foo%2Fbar"], // "/" is reserved: the triplet stays
    ["fo\u00f6bar", "fo%C3%B6bar"], // RFC 3987 §3.1: UTF-8, percent-encoded
  ];
  for (const [s, normal] of normalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormalRelative(s, normal));
  }
});

describe("libsoup2.4 2.74.3 data_tests, libsoup3 3.2.3 data_uri_tests: data: URIs (RFC 2397 §3)", () => {
  // dataurl := "data:" [ mediatype ] [ ";base64" ] "," data
  const valid = [
    "data:text/plain,foo%20bar",
    "data:text/plain;charset=utf-8,foo%20bar",
    "data:text/plain;base64,Zm9vIGJhcg==",
    "data:,foo%20bar",
    "data:;base64,Zm9vIGJhcg==",
    "data:,",
    "data:text/plain,",
    "data:,a/../b",
    "data:text/plain,hello",
    "data:text/plain;charset=UTF-8,hello",
    "data:text/plain;base64,aGVsbG8=",
    "data:text/plain;base64,invalid=",
  ];
  for (const s of valid) it(`${show(s)} is valid`, () => expectValid(s));
  // the peer returns NULL: no ","
  for (const s of ["data:.///", "data:/.//"]) {
    it(`${show(s)} is invalid`, () => expectInvalid(s, "missing-data-comma"));
  }
});

describe("libsoup3 3.2.3 tests/uri-parsing-test.c path_and_query_tests: soup_uri_get_path_and_query of the normal form", () => {
  const cases: Array<[string, string, string | undefined]> = [
    ["https://simple/one?two", "/one", "two"],
    ["https://double_path//one?two", "//one", "two"],
    ["https://empty", "/", undefined], // §6.2.3: the empty https path is "/"
    ["https://only_query/?two", "/", "two"],
    ["https://trailing_query/one?", "/one", ""],
    ["https://path_only/one", "/one", undefined],
  ];
  for (const [s, path, query] of cases) {
    it(show(s), () => expectParts(normalizeUri(s), { path, query }));
  }
});

describe("libsoup 2.74.3 / 3.2.3: answered differently on purpose", () => {
  // biome-ignore format: one case per line
  {
    const cases: Array<[input: string, reason: string]> = [
      ["  http://host/path", "bad-path"], // abs_tests (bug 594405): the peer strips the spaces, "http://host/path". RFC 3986 App. A: no component holds a space; stripping is the extractor's job (2396bis App. E), not the parser's
      ["http://host/path  ", "bad-path"], // abs_tests: the peer gives "http://host/path". RFC 3986 App. A: no space in a path
      ["http://host  ", "bad-host"], // abs_tests: the peer gives "http://host/". RFC 3986 §3.2.2: no space in a reg-name
      ["http://host:999  ", "bad-port"], // abs_tests: the peer gives "http://host:999/". RFC 3986 §3.2.3: port = *DIGIT
      ["http://host/pa\nth", "bad-path"], // abs_tests: the peer drops the LF, "http://host/path". RFC 3986 App. A: no control character
      ["http:\r\n//host/path", "bad-path"], // abs_tests: the peer drops the CR LF, "http://host/path". RFC 3986 App. A
      ["http://\thost/path", "bad-host"], // abs_tests: the peer drops the tab, "http://host/path". RFC 3986 App. A
      ["http://host/path%", "bad-percent-encoding"], // abs_tests (bug 590524): the peer keeps "/path%". RFC 3986 §2.1: pct-encoded = "%" HEXDIG HEXDIG, and a "%" is nothing else (§2.4)
      ["http://h%ost/path", "bad-percent-encoding"], // abs_tests: the peer gives host "h%ost", "http://h%25ost/path". RFC 3986 §2.1
      ["http://host/path%%", "bad-percent-encoding"], // abs_tests: the peer keeps "/path%%". RFC 3986 §2.1
      ["http://host/path%%%", "bad-percent-encoding"], // abs_tests: the peer keeps "/path%%%". RFC 3986 §2.1
      ["http://host/path%/x/", "bad-percent-encoding"], // abs_tests: the peer keeps "/path%/x/". RFC 3986 §2.1
      ["http://host/path%0x/", "bad-percent-encoding"], // abs_tests: the peer keeps "/path%0x/". RFC 3986 §2.1
      ["http://host/path%ax", "bad-percent-encoding"], // abs_tests: the peer keeps "/path%ax". RFC 3986 §2.1
    ];
    for (const [s, reason] of cases) it(`${show(s)} is no URI-reference: ${reason}`, () => expectUnparsable(s, reason));
  }
  // soup_uri_normalize(s, NULL); as a relative path
  it('"foo%2fbar" → "foo%2Fbar"', () =>
    // the peer keeps "foo%2fbar". RFC 3986 §6.2.2.1: the hex digits of a percent-encoding are
    // normalized to upper case; "/" is reserved, so the triplet stays encoded (§6.2.2.2)
    expectNormalRelative("foo%2fbar", "foo%2Fbar"));
  it('"foo bar" is refused', () =>
    // the peer gives "foo%20bar". RFC 3986 App. A: a path holds no space
    expect(() => normalizeUri("foo bar", { relative: true })).toThrow(/bad-path/));
  it('"%" is refused', () =>
    // the peer gives "%". RFC 3986 §2.1, §2.4: a lone "%" is no pct-encoded triplet
    expect(() => normalizeUri("%", { relative: true })).toThrow(/bad-percent-encoding/));
  // RFC 2397 §3: dataurl := "data:" [ mediatype ] [ ";base64" ] "," data; the "," is not
  // optional. libsoup3's data_uri_tests decode both to text/plain;charset=US-ASCII
  it('"data:" is invalid', () =>
    // the peer gives the body "" (the default media type)
    expectInvalid("data:", "missing-data-comma"));
  it('"data:hello" is invalid', () =>
    // the peer gives the body "hello" (the default media type)
    expectInvalid("data:hello", "missing-data-comma"));
});

describe("libsoup2.4 2.74.3 data_tests: found wrong before, fixed", () => {
  // data_tests: "data:,a/../b" carries the data "a/../b" (the peer's body). RFC 2397 §3: the
  // data after the "," is opaque, not a hierarchical path (RFC 3986 §3.3: dot-segments are
  // for "relative reference within the path name hierarchy"), and a normal form must stay
  // equivalent to its URI (RFC 3986 §6.1, §6.2.2). urisift applied remove_dot_segments to
  // the path ",a/../b" and gave "data:/b", which has lost the "," and is no data URI at all
  // (now SchemeRule.opaquePath)
  it('"data:,a/../b" is its own normal form', () => {
    expectNormal("data:,a/../b", "data:,a/../b");
    expectNormal("data:text/plain,a/./b", "data:text/plain,a/./b");
  });
});

// ─── Qt 5.15.8 (qtbase) ───────────────────────────────────────────────────────────────────

describe("Qt 5.15.8 tst_qurl.cpp comparison, comparison2, acceptEmptyAuthoritySegments, matches (QUrl::None): equivalent() (RFC 3986 §6.2)", () => {
  // biome-ignore format: one case per line
  const pairs: Array<[string, string, boolean]> = [
    ["example://a/b/c/%7Bfoo%7D/", "example://a/./b/../b/c/%7Bfoo%7D/", true], // NormalizePathSegments (§6.2.2.3)
    ["example://a/b/c/%7Bfoo%7D", "example://a/./b/../b/c/%7Bfoo%7D/", false], // the trailing "/" is part of the path
    ["?a=%2a", "?a=%2A", true], // §6.2.2.1: the hex digits are case-insensitive
    ["?a=C", "?a=c", false],
    ["http://qt-project.org/path/", "http://qt-project.org/path", false],
    ["http://qt-project.org/file", "http://qt-project.org/otherfile", false],
    ["file:/foo", "file:///foo", true], // RFC 8089 §2: the authority may be omitted
    ["file:///bar", "file:/bar", true],
    ["foo:///bar", "foo:/bar", false], // an empty authority is not an absent one (§3.2, §5.3)
    ["http://user:pass@host/", "http://user:PASS@host/", false], // §6.2.2.1: userinfo is case-sensitive
    ["http://user:@host/", "http://user@host/", false],
    ["http://host/file?query#fragment", "http://host/file?q2#f2", false],
    ["http://host/file?query#fragment", "http://host/file", false],
    ["http://kde.org/dir/", "http://kde.org/dir/#", false], // §6.2.3: a "#" with nothing after it counts
    ["http://kde.org/dir/", "http://kde.org/dir/?", false], // §6.2.3: so does an empty query
    ["http://example.com", "http://example.com:0", false], // 0 is not http's default port
    ["x:", "x:", true],
    ["x://host/a/b", "x:/a/b", false],
    ["http://www.website.com/directory/?#ref", "http://www.website.com/directory/?#ref", true],
    ["http://www.website.com/directory/?#ref", "http://www.nomatch.com/directory/?#ref", false],
  ];
  for (const [a, b, same] of pairs) {
    it(`${show(a)} ${same ? "≡" : "≢"} ${show(b)}`, () => expectEquivalent(a, b, same));
  }
});

describe("Qt 5.15.8 tst_qurl.cpp comparison, normalizeRemotePaths: QUrl::NormalizePathSegments = normalizeUri (RFC 3986 §6.2.2.3, §5.2.4)", () => {
  // biome-ignore format: one case per line
  const normalForms: Array<[string, string]> = [
    ["example://a/./b/../b/c/%7Bfoo%7D/", "example://a/b/c/%7Bfoo%7D/"],
    ["example://a/.//b/%2E%2E%2F/b/c/", "example://a//b/..%2F/b/c/"], // "%2E%2E%2F" is no dot-segment: "%2F" is not "/"
    ["http://qt-project.org/some/long/..//path", "http://qt-project.org/some//path"],
    ["http://qt-project.org/some//../path", "http://qt-project.org/some/path"],
    ["http://qt-project.org/some//path/../", "http://qt-project.org/some//"],
    ["http://qt-project.org/some/./path", "http://qt-project.org/some/path"],
    ["http://qt-project.org/some//.//path", "http://qt-project.org/some///path"],
    ["http://qt-project.org/some/.//path", "http://qt-project.org/some//path"],
    ["http://qt-project.org/some//path", "http://qt-project.org/some//path"],
    ["http://qt-project.org/some////path", "http://qt-project.org/some////path"],
    ["http://qt-project.org/some//", "http://qt-project.org/some//"],
    ["http://qt-project.org/path/./../", "http://qt-project.org/"],
    ["http://qt-project.org/path//.//.//", "http://qt-project.org/path////"],
    ["http://qt-project.org/../", "http://qt-project.org/"],
    ["http://qt-project.org/path/../../", "http://qt-project.org/"],
    ["http://qt-project.org/stem/path/./../tail", "http://qt-project.org/stem/tail"],
    ["http://qt-project.org/stem/path//..//tail", "http://qt-project.org/stem/path//tail"],
  ];
  for (const [s, normal] of normalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  }
});

describe("Qt 5.15.8 tst_qurl.cpp resolvedWithAbsoluteSchemes, setUrl: QUrl::resolved (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const resolved: Array<[base: string, ref: string, target: string]> = [
    ["file:///foo/", "ftp://example.com/", "ftp://example.com/"],
    ["file:///foo/", "http://example.com/", "http://example.com/"],
    ["file:///foo/", "data:application/xml,%3Ce%2F%3E", "data:application/xml,%3Ce%2F%3E"],
    ["http://www.foo.com:8080/", "newfile.html", "http://www.foo.com:8080/newfile.html"],
    ["http://example.com/", "http://andreas:hemmelig@www.vg.no/a/../?my=query&your=query#yougotfragged", "http://andreas:hemmelig@www.vg.no/?my=query&your=query#yougotfragged"], // §5.2.2: an absolute reference loses its dot-segments too
    ["http://www.foo.bar", "/top//test/../test1/file.html", "http://www.foo.bar/top//test1/file.html"],
    ["http://www.foo.bar", "mailto:bastian@kde.org", "mailto:bastian@kde.org"],
  ];
  for (const [base, ref, target] of resolved) {
    it(`${show(ref)} against ${base}`, () => expect(resolveUri(ref, base)).toBe(target));
  }
  it('"//www1.foo.bar" against "hTTp://www.foo.bar:80": the base\'s scheme, as written (§5.2.2)', () => {
    // QUrl stores the scheme in lower case: "http://www1.foo.bar"
    expect(resolveUri("//www1.foo.bar", "hTTp://www.foo.bar:80")).toBe("hTTp://www1.foo.bar");
    expect(
      equivalent(resolveUri("//www1.foo.bar", "hTTp://www.foo.bar:80"), "http://www1.foo.bar"),
    ).toBe(true);
  });
  it('"../../////kdebase/konqueror" against "file:/usr/local/src/kde2/kdelibs/kio/"', () => {
    const target = resolveUri(
      "../../////kdebase/konqueror",
      "file:/usr/local/src/kde2/kdelibs/kio/",
    );
    expect(target).toBe("file:/usr/local/src/kde2/////kdebase/konqueror");
    // QUrl writes a file URI with its empty authority: RFC 8089 §2
    expect(normalizeUri(target)).toBe("file:///usr/local/src/kde2/////kdebase/konqueror");
  });
});

describe("Qt 5.15.8 tst_qurl.cpp setUrl, constructing, relative, isRelative, hasQuery, port, hosts, emptyQueryOrFragment: components (RFC 3986 §3)", () => {
  // biome-ignore format: one case per line
  const components: Array<[string, Partial<ReturnType<typeof partsOf>>]> = [
    ["http://0.foo.com", { scheme: "http", host: "0.foo.com", hostKind: "reg-name", path: "" }],
    ["file:/", { scheme: "file", authority: undefined, path: "/" }],
    ["hTTp://www.foo.bar:80", { scheme: "hTTp", authority: "www.foo.bar:80", host: "www.foo.bar", port: "80", path: "" }],
    ["http://user%3A:pass%40@[56::56:56:56:127.0.0.1]:99", { userinfo: "user%3A:pass%40", host: "56::56:56:56:127.0.0.1", hostKind: "ipv6", port: "99", path: "" }],
    ["http://user@localhost:8000/xmlhttprequest/resources/basic-auth-nouserpass/basic-auth-nouserpass.php", { userinfo: "user", host: "localhost", port: "8000" }],
    ["mailto:bastian@kde.org?subject=hello", { scheme: "mailto", path: "bastian@kde.org", query: "subject=hello" }],
    ["file:/home/dfaure/my#myref", { path: "/home/dfaure/my", fragment: "myref" }],
    ["gg:www.kde.org", { scheme: "gg", authority: undefined, path: "www.kde.org" }],
    ["KDE", { scheme: undefined, path: "KDE" }],
    ["$HOME/.kde/share/config", { scheme: undefined, path: "$HOME/.kde/share/config" }],
    ["file:/opt/kde2/qt2/doc/html/showimg-main-cpp.html#QObject::connect", { fragment: "QObject::connect" }],
    ["file:/opt/kde2/qt2/doc/html/showimg-main-cpp.html#QObject:connect", { fragment: "QObject:connect" }],
    ["error:/?error=14&errText=Unknown%20host%20asdfu.adgi.sdfgoi#http://asdfu.adgi.sdfgoi", { path: "/", query: "error=14&errText=Unknown%20host%20asdfu.adgi.sdfgoi", fragment: "http://asdfu.adgi.sdfgoi" }],
    ["http://1.2.3.4.example.com", { host: "1.2.3.4.example.com", hostKind: "reg-name" }],
    ["http://1.2.3.4", { host: "1.2.3.4", hostKind: "ipv4", path: "" }],
    ["http://1.2.3.4/", { host: "1.2.3.4", hostKind: "ipv4", path: "/" }],
    ["http://1.2.3.4:80", { host: "1.2.3.4", hostKind: "ipv4", port: "80" }],
    ["http://1.2.3.4?foo", { host: "1.2.3.4", query: "foo" }],
    ["http://1.2.3.4#bar", { host: "1.2.3.4", fragment: "bar" }],
    ["qt-project.org", { authority: undefined, host: undefined, path: "qt-project.org" }],
    ["//qt-project.org", { host: "qt-project.org", path: "" }],
    ["../ole", { path: "../ole" }],
    ["./", { path: "./" }],
    ["..", { path: ".." }],
    ["../..", { path: "../.." }],
    ["A=B", { scheme: undefined, path: "A=B" }],
    ["node64.html#fig:form:ana", { scheme: undefined, path: "node64.html", fragment: "fig:form:ana" }],
    ["mailto:faure@kde.org", { scheme: "mailto" }],
    ["man:mmap", { scheme: "man", path: "mmap" }],
    ["javascript:doSomething()", { scheme: "javascript", path: "doSomething()" }],
    ["file:/blah", { scheme: "file", path: "/blah" }],
    ["/path", { scheme: undefined, path: "/path" }],
    ["something", { scheme: undefined, path: "something" }],
    ["http://www.foo.bar", { query: undefined }],
    ["http://www.foo.bar?", { path: "", query: "" }],
    ["http://www.foo.bar/?", { path: "/", query: "" }],
    ["http://www.foo.bar?query", { query: "query" }],
    ["http://www.foo.bar?query=", { query: "query=" }],
    ["http://www.foo.bar?query=value", { query: "query=value" }],
    ["http://www.foo.bar/file%3f", { path: "/file%3f", query: undefined }], // "%3f" is no "?"
    ["http://www.foo.bar/file%3fquery", { path: "/file%3fquery", query: undefined }],
    ["http://www.foo.bar/file%3fquery=value", { path: "/file%3fquery=value", query: undefined }],
    ["http://example.com", { port: undefined }],
    ["http://example.com/", { port: undefined }],
    ["http://example.com:", { port: "" }], // §3.2.3: an empty port, which is none (§6.2.3)
    ["http://example.com:/", { port: "" }],
    ["http://example.com:0", { port: "0" }],
    ["http://example.com:0/", { port: "0" }],
    ["http://example.com:80", { port: "80" }],
    ["http://example.com:80/", { port: "80" }],
    ["file:///file", { host: "", path: "/file" }],
    ["file:/file", { host: undefined, path: "/file" }],
    ["http:///file", { host: "", path: "/file" }],
    ["http:/file", { host: undefined, path: "/file" }],
    ["http://[::1]", { host: "::1", hostKind: "ipv6" }],
    ["http://[::1]:80", { host: "::1", port: "80" }],
    ["http://[2001:200:0:8002:203:47ff:fea5:3085]", { host: "2001:200:0:8002:203:47ff:fea5:3085" }],
    ["http://[2001:200:0:8002:203:47ff:fea5:3085]:80", { host: "2001:200:0:8002:203:47ff:fea5:3085", port: "80" }],
    ["http://[::ffff:255.254.253.252]", { host: "::ffff:255.254.253.252", hostKind: "ipv6" }],
    ["http://intern", { host: "intern" }],
    ["http://qt-project.org", { host: "qt-project.org" }],
    ["http://www.kde.org/cgi/test.cgi?", { query: "" }],
    ["http://www.kde.org/cgi/test.cgi#", { fragment: "" }],
    ["remote://", { authority: "", host: "", path: "" }],
    ["print:/specials/Print%20To%20File%20(PDF%252FAcrobat)", { path: "/specials/Print%20To%20File%20(PDF%252FAcrobat)" }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it("the absolute ones are URIs, the others relative references (isRelative)", () => {
    for (const s of [
      "http://qt-project.org",
      "mailto:faure@kde.org",
      "man:mmap",
      "javascript:doSomething()",
      "file:/blah",
    ])
      expect(isUri(s), s).toBe(true);
    for (const s of ["node64.html#fig:form:ana", "/path", "something"]) {
      expect(isUri(s), s).toBe(false);
      expect(isReference(s), s).toBe(true);
    }
  });
});

describe("Qt 5.15.8 tst_qurl.cpp setUrl, ipv6_2, hosts, emptyQueryOrFragment, acceptEmptyAuthoritySegments: the normal form (RFC 3986 §6.2.2, §6.2.3)", () => {
  // biome-ignore format: one case per line
  const normalForms: Array<[string, string]> = [
    ["file:/", "file:///"], // RFC 8089 §2: QUrl writes the empty authority
    ["file:/usr/local/src/kde2/////kdelibs/kio", "file:///usr/local/src/kde2/////kdelibs/kio"],
    ["http://ferret.lmh.ox.ac.uk/%7Ekdecvs/", "http://ferret.lmh.ox.ac.uk/~kdecvs/"], // §6.2.2.2
    ["fish://foo/%23README%23", "fish://foo/%23README%23"],
    ["http://user%3A:pass%40@[56::56:56:56:127.0.0.1]:99", "http://user%3A:pass%40@[56::56:56:56:7f00:1]:99/"], // RFC 5952 §5: no IPv4 embedding known
    ["http://[::ffff:129.144.52.38]/cgi/test.cgi", "http://[::ffff:129.144.52.38]/cgi/test.cgi"],
    ["http://[::FFFF:129.144.52.38]/cgi/test.cgi", "http://[::ffff:129.144.52.38]/cgi/test.cgi"], // RFC 5952 §4.3, §5
    ["http://[::ffff:fffe:fdfc]", "http://[::ffff:255.254.253.252]/"], // RFC 5952 §5: IPv4-mapped
    ["http://[1000::ffff:127.128.129.1]", "http://[1000::ffff:7f80:8101]/"],
    ["http://[fec0:8000::8002:1000:ffff:200.100.50.250]", "http://[fec0:8000:0:8002:1000:ffff:c864:32fa]/"], // RFC 5952 §4.2.2: "::" never for one 0 field
    ["http://[fec0:8000:4000:8002:1000:ffff:200.100.50.250]", "http://[fec0:8000:4000:8002:1000:ffff:c864:32fa]/"],
    ["http://www.kde.org/cgi/test.cgi?", "http://www.kde.org/cgi/test.cgi?"], // §6.2.3: an empty query is kept
    ["http://www.kde.org/cgi/test.cgi#", "http://www.kde.org/cgi/test.cgi#"],
    ["remote://", "remote://"],
    ["foo:///bar", "foo:///bar"],
    ["foo:/bar", "foo:/bar"],
    ["file:/bar", "file:///bar"],
  ];
  for (const [s, normal] of normalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  }
});

describe("Qt 5.15.8 tst_qurl.cpp ipvfuture, ipv6, ipv6_zoneId: IP literals (RFC 3986 §3.2.2, RFC 6874 §2, RFC 5952 §4)", () => {
  // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
  // biome-ignore format: one case per line
  const invalid = [
    "x://[v]", "x://[v.]", "x://[v.1234]", "x://[v7]", "x://[v71234]", "x://[v7.]", "x://[vz.1234]",
    "x://[v7.%20]", "x://[v7.\x7f]", "x://[v7.{1234}]", "x://[v7.<hello>]", "x://[v7.æøå]", "x://[v7.%]", "x://[v7.%25]",
  ];
  for (const s of invalid)
    it(`${show(s)} is not a URI-reference`, () => expectUnparsable(s, "bad-ipvfuture"));
  // biome-ignore format: one case per line
  const validFuture: Array<[string, string]> = [
    ["x://[v7.1]", "x://[v7.1]"],
    ["x://[v7.1234]", "x://[v7.1234]"],
    ["x://[v7.!$&'()*+,;=:]", "x://[v7.!$&'()*+,;=:]"],
  ];
  for (const [s, normal] of validFuture) {
    it(`${show(s)} is an IPvFuture literal`, () => {
      expectParts(s, { hostKind: "ipvfuture" });
      expectNormal(s, normal);
    });
  }
  // the peer's output is the RFC 5952 text form; as a network-path reference
  // biome-ignore format: one case per line
  const ipv6: Array<[string, string]> = [
    ["//[56:56:56:56:56:56:56:56]", "//[56:56:56:56:56:56:56:56]"],
    ["//[::56:56:56:56:56:56:56]", "//[0:56:56:56:56:56:56:56]"], // RFC 5952 §4.2.2: "::" never for one 0 field
    ["//[56::56:56:56:56:56:56]", "//[56:0:56:56:56:56:56:56]"],
    ["//[56:56::56:56:56:56:56]", "//[56:56:0:56:56:56:56:56]"],
    ["//[56:56:56::56:56:56:56]", "//[56:56:56:0:56:56:56:56]"],
    ["//[56:56:56:56::56:56:56]", "//[56:56:56:56:0:56:56:56]"],
    ["//[56:56:56:56:56::56:56]", "//[56:56:56:56:56:0:56:56]"],
    ["//[56:56:56:56:56:56::56]", "//[56:56:56:56:56:56:0:56]"],
    ["//[56:56:56:56:56:56:56::]", "//[56:56:56:56:56:56:56:0]"],
    ["//[56::56:56:56:56:56]", "//[56::56:56:56:56:56]"],
    ["//[56::56:56:56:127.0.0.1]", "//[56::56:56:56:7f00:1]"],
    ["//[56::255.0.0.0]", "//[56::ff00:0]"],
    ["//[::56:56:56:56:56:0.0.0.255]", "//[0:56:56:56:56:56:0:ff]"],
    ["//user:pass@[56::56:56:56:127.0.0.1]:99", "//user:pass@[56::56:56:56:7f00:1]:99"],
    ["//[0:0:0:0:0:ffff:7f00:1]", "//[::ffff:127.0.0.1]"], // RFC 5952 §5: IPv4-mapped
    ["//[56:56:56:56:56:56:56:56%25eth0]", "//[56:56:56:56:56:56:56:56%25eth0]"],
    ["//[56:56:56:56:56:56:56:56%2525]", "//[56:56:56:56:56:56:56:56%2525]"], // the zone "%25" (a "%")
  ];
  for (const [s, normal] of ipv6) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormalRelative(s, normal));
  }
  // biome-ignore format: one case per line
  const badIpv6: Array<[string, string]> = [
    ["//[]", "bad-ipv6"],
    ["//[::56:56:56:56:56:56:0.255]", "bad-ipv6"], // ls32's IPv4address has four dec-octets
    ["//[:,]", "bad-ipv6"],
    ["//[::bla]", "bad-ipv6"],
    ["//[56:56:56:56:56:56:56:56%]", "bad-zone"], // RFC 6874: "%25" then 1*( unreserved / pct-encoded )
    ["//[56:56:56:56:56:56:56:56%25]", "bad-zone"],
  ];
  for (const [s, reason] of badIpv6)
    it(`${show(s)} is not a URI-reference`, () => expectUnparsable(s, reason));
  // RFC 6874 §2: ZoneID = 1*( unreserved / pct-encoded ); the peer's FullyEncoded form
  // biome-ignore format: one case per line
  const zones: Array<[string, string]> = [
    ["x://[::%251]", "1"],
    ["x://[::%25eth0]", "eth0"],
    ["x://[::%25%20]", "%20"],
    ["x://[::%25eth%2B]", "eth%2B"], // "+" is no unreserved character: it stays encoded (§6.2.2.2)
    ["x://[::%25%7F]", "%7F"],
    ["x://[::%25%80]", "%80"],
  ];
  for (const [s, zone] of zones) {
    it(`${show(s)} has the zone ${show(zone)}`, () => {
      expectParts(s, { host: "::", zone });
      expectNormal(s, s);
    });
  }
});

describe('Qt 5.15.8 tst_qurl.cpp schemeValidator: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 §3.1), case-insensitive (§6.2.2.1)', () => {
  // biome-ignore format: one case per line
  const valid: Array<[string, string]> = [
    ["ftp://ftp.example.com/", "ftp"], ["http://www.example.com/", "http"], ["mailto:smith@example.com", "mailto"],
    ["file:/etc/passwd", "file"], ["file://server/etc/passwd", "file"], ["file:///etc/passwd", "file"],
    ["mailto:smith@example.com?subject=Hello%20World", "mailto"],
    ["proto2://", "proto2"], ["svn+ssh://svn.example.com", "svn+ssh"], ["svn-ssh://svn.example.com", "svn-ssh"],
    ["org.qt-project://qt-project.org", "org.qt-project"],
    ["FTP://ftp.example.com/", "ftp"], ["HTTP://www.example.com/", "http"], ["MAILTO:smith@example.com", "mailto"],
    ["FILE:/etc/passwd", "file"], ["SVN+SSH://svn.example.com", "svn+ssh"], ["SVN-SSH://svn.example.com", "svn-ssh"],
    ["ORG.QT-PROJECT://qt-project.org", "org.qt-project"],
  ];
  for (const [s, scheme] of valid) {
    it(`${show(s)} is valid, scheme ${scheme}`, () => {
      expectValid(s);
      expect(normalizeUri(s).startsWith(`${scheme}:`)).toBe(true);
    });
  }
  // QUrl's isValid checks the generic syntax; so does parseUri (validateUri: see below)
  for (const s of [
    "mailto://smtp.example.com/smith@example.com",
    "ftp:/etc/passwd",
    "http:/etc/passwd",
    "mailto://smtp.example.com",
  ]) {
    it(`${show(s)} is a URI (generic syntax)`, () => expect(isUri(s)).toBe(true));
  }
  // biome-ignore format: one case per line
  const invalid = [
    "1http://example.com", "+ssh://user@example.com", ".org.example:///", "a b://",
    "\u0125\u0163\u0165\u0440://example.com", "http\x01://example.com", "http\x7f://example.com", "http\0://example.com",
    "%68%74%%74%70://example.com",
    // the peer loops over the char array with its terminating NUL, so "\0" is one of them
    ...Array.from("!\"$&'()*,;<=>[\\]^_`{|}~\0", (c) => `pre${c}post://example.com/`),
  ];
  for (const s of invalid) it(`${show(s)} is not a URI-reference`, () => expectUnparsable(s));
});

describe("Qt 5.15.8 tst_qurl.cpp strictParser, isValid, setUrl: invalid in QUrl::StrictMode (RFC 3986 App. A, RFC 3987 §2.2)", () => {
  // biome-ignore format: one case per line
  const unparsable = [
    "ht%://example.com", ":/", "http://bad<user_name>@ok-hostname", "http://bad%@ok-hostname",
    "http://user:pass\x7F@ok-hostname", "http://bad<hostname>", "http://[:::]", "http://[::g]", "http://[z::]",
    "http://[v7]", "http://[v7.]", "http://[v789]", "http://[v7.^]",
    "x://[%3a%3a%31]", // no pct-encoded in an IP-literal
    "x://[v7.%7E%2D%54%5f%2E]",
    "http://[ff02::1",
    "http:// ", "http://\x1f", "http://\x7f",
    "http://\u0080", // not ucschar (RFC 3987 §2.2)
    "http://\ue000", "http://\u{f0000}", "http://\u{100000}", // iprivate is for iquery only
    "http://\uffff", "http://\ud800", "http://\udc00", "http://\ud800a",
    "http://example.com:-1", "http://example.com:abc", "http://example.com:9a",
    "foo:/path%\x1F", "foo:?\\#", "#{}",
    "http://strange<username>@ok-hostname/",
  ];
  for (const s of unparsable) it(`${show(s)} is not a URI-reference`, () => expectUnparsable(s));
  it('"http://\\u00a0" is an IRI but has no A-label (UTS #46 maps U+00A0 to a space)', () =>
    expectInvalid("http://\u00a0", "bad-idn"));
  // the port range 0-65535 (RFC 6335 §6; RFC 3986 §3.2.3 leaves it to the schemes)
  for (const s of ["http://example.com:65536", "foo://tel:2147483648"]) {
    it(`${show(s)} is invalid`, () => expectInvalid(s, "bad-port"));
  }
  it('"http://stuff-1/g" is valid (isValid: the host the peer accepts after setHost)', () =>
    expectValid("http://stuff-1/g"));
});

describe("Qt 5.15.8 tst_qurl.cpp i18n, fromEncoded, hostFlags, symmetry, hosts: IRI → URI = normalizeUri (RFC 3987 §3.1)", () => {
  // the peer's toEncoded keeps the empty http path, which §6.2.3 writes as "/"
  // biome-ignore format: one case per line
  const normalForms: Array<[string, string]> = [
    ["http://www.r\u00e4ksm\u00f6rg\u00e5s.no/", "http://www.xn--rksmrgs-5wao1o.no/"],
    ["http://www.b\u00fchler.no/", "http://www.xn--bhler-kva.no/"],
    ["http://www.\u03b1\u03b8\u03ae\u03bd\u03b1.info", "http://www.xn--jxafb0a0a.info/"],
    ["http://\u00e4.de", "http://xn--4ca.de/"],
    ["http://\u00e5r.no", "http://xn--r-1fa.no/"],
    ["http://xn--r-1fa.no", "http://xn--r-1fa.no/"],
    ["http://www.r\u00e4ksm\u00f6rg\u00e5s.se/pub?a=b&a=d\u00f8&a=f#vr\u00e6l", "http://www.xn--rksmrgs-5wao1o.se/pub?a=b&a=d%C3%B8&a=f#vr%C3%A6l"],
  ];
  for (const [s, normal] of normalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  }
});

describe("Qt 5.15.8 tst_qurl.cpp binaryData: percent-encoded octets round-trip (RFC 3986 §2.1, §6.2.2.2: only unreserved ones are decoded)", () => {
  // biome-ignore format: one case per line
  const uris = [
    "http://%01%0D%0A%7F@foo/", "http://abc%40_def@foo/", "http://abc%00_def@foo/", "http://abc%3A_def@foo/", "http://abc%E1_def@foo/",
    "http://user:%01%0D%0A%7F@foo/", "http://user:abc%40_def@foo/", "http://user:abc%00_def@foo/", "http://user:abc%E1_def@foo/",
    "http://foo/%01%0D%0A%7F", "http://foo/abc%00_def", "http://foo/abc%23_def", "http://foo/abc%3F_def", "http://foo/abc%E1_def", "http://foo/abc%2F_def",
    "http://foo/file#a%01%0D%0A%7F", "http://foo/file#abc%00_def", "http://foo/file#abc?_def", "http://foo/file#abc%E1_def",
    "http://foo/query?foo=%01%0D%0A%7F", "http://foo/query?foo=abc%00_def", "http://foo/query?foo=abc%E1_def",
    "http://foo/query/a%01%0D%0A%7Fz=foo", "http://foo/query/abc%00_def=foo", "http://foo/query/abc%E1_def=foo",
  ];
  for (const s of uris) {
    it(`${show(s)} is valid and normal`, () => {
      expectValid(s);
      expectNormal(s, s);
    });
  }
});

describe("Qt 5.15.8 tst_qurl.cpp: answered differently on purpose", () => {
  it('"example://a/b/c/%7Bfoo%7D" ≡ "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"', () =>
    // comparison: QEXPECT_FAIL, QUrl == says they differ ("Normalization not implemented").
    // RFC 3986 §6.2.2: case, percent-encoding and dot-segment normalization make them equal
    expectEquivalent("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", true));
  // RFC 3986 §3.2.2: IPv4address is four dotted dec-octets; "123" is a reg-name
  for (const s of ["http://123/", "http://456/", "http://1000/"]) {
    it(`${show(s)} has a reg-name`, () => {
      // hosts: the peer reads it as inet_aton does: 0.0.0.123, 0.0.1.200, 0.0.3.232
      expectParts(s, { hostKind: "reg-name", host: s.slice(7, -1) });
      expectNormal(s, s);
    });
  }
  it('"http://[::255.254.253.252]" → hex', () =>
    // hosts: the peer keeps "::255.254.253.252". RFC 5952 §5 keeps dotted decimal only for
    // addresses known to embed IPv4 (IPv4-mapped); "IPv4-compatible" ::/96 is deprecated
    // (RFC 4291 §2.5.5.1)
    expectNormal("http://[::255.254.253.252]", "http://[::fffe:fdfc]/"));
  // RFC 3986 §3.2.2, §6.2.2.1: the host is case-insensitive and normalizes to lower case
  it('"x://[va.1]" → "x://[va.1]"', () =>
    // ipvfuture: the peer gives "x://[vA.1]"
    expectNormal("x://[va.1]", "x://[va.1]"));
  it('"x://[vA.1]" → "x://[va.1]"', () =>
    // ipvfuture: the peer gives "x://[vA.1]"
    expectNormal("x://[vA.1]", "x://[va.1]"));
  it('"x://[v7.hello~-WORLD_.com]" → "x://[v7.hello~-world_.com]"', () =>
    // ipvfuture: the peer keeps "x://[v7.hello~-WORLD_.com]"
    expectNormal("x://[v7.hello~-WORLD_.com]", "x://[v7.hello~-world_.com]"));
  it('"http://www.fußball.de/" → "http://www.xn--fuball-cta.de/"', () =>
    // nameprep: the peer gives "http://www.fussball.de/" (IDNA2003 nameprep maps ß to ss).
    // IDNA2008 (RFC 5892) has ß PVALID, and UTS #46 nontransitional processing keeps it
    expectNormal("http://www.fu\u00dfball.de/", "http://www.xn--fuball-cta.de/"));
  // RFC 3986 §3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ); ";", ",", "."
  // anywhere and percent-encodings are reg-name characters, and RFC 9110 §4.2.1 takes the
  // http host from there (DNS's rules are for lookup, not for the syntax)
  // biome-ignore format: one case per line
  const validHosts = [
    "http://strange;hostname/here", // isValid: the peer refuses it ("Invalid hostname")
    "foo://stuff;1/g", // isValid: the peer refuses it ("Invalid hostname")
    "foo://%f0%9f%93%99.example.la/g", // isValid: the peer refuses it
    "file://./localfile.html", // isValid: the peer refuses it
    "http://b%61d", // strictParser: the peer refuses it ("Invalid hostname")
    "http://.co.uk", // strictParser: the peer refuses it
    "http://co..uk", // strictParser: the peer refuses it
    "http://foo,bar.example.com", // strictParser: the peer refuses it
  ];
  for (const s of validHosts) {
    it(`${show(s)} is a valid URI`, () => {
      expectParts(s, { hostKind: "reg-name" });
      expectValid(s);
    });
  }
  it('"http://b%61d" → "http://bad/" (§6.2.2.2)', () =>
    expectNormal("http://b%61d", "http://bad/"));
  // the scheme's own syntax, which QUrl does not check (schemeValidator: "valid, but
  // unexpected"): RFC 6068 §2 mailto has no authority; RFC 1738 §3.2 / RFC 9110 §4.2.1 ftp
  // and http URIs have a host
  // biome-ignore format: one case per line
  const schemeInvalid: Array<[string, string]> = [
    ["mailto://smtp.example.com/smith@example.com", "authority-not-allowed"], // the peer: valid
    ["mailto://smtp.example.com", "authority-not-allowed"], // the peer: valid
    ["ftp:/etc/passwd", "missing-host"], // the peer: valid
    ["http:/etc/passwd", "missing-host"], // the peer: valid
  ];
  for (const [s, reason] of schemeInvalid)
    it(`${show(s)} is invalid: ${reason}`, () => expectInvalid(s, reason));
  // RFC 3986 §5.1, §5.2.1: a relative reference is resolved against an absolute base URI; the
  // peer resolves it against a relative one (resolving: "Resolve relative with relative")
  // biome-ignore format: one case per line
  const relativeBases: Array<[base: string, ref: string, peer: string]> = [
    ["b", "../a", "a"], ["b/a", "../a", "a"], ["b/c/a", "../a", "b/a"], ["b", "/a", "/a"],
    ["/b", "../a", "/a"], ["/b/a", "../a", "/a"], ["/b/c/a", "../a", "/b/a"], ["/b", "/a", "/a"],
  ];
  for (const [base, ref, peer] of relativeBases) {
    it(`${show(ref)} against ${show(base)} needs an absolute base (the peer gives ${show(peer)})`, () =>
      expect(() => resolveUri(ref, base)).toThrow(/missing-scheme/));
  }
  it('a "[" in the query is refused (resolving "brackets")', () =>
    // the peer gives "http://www.calorieking.com/personal/diary/rpc.php?C=jsrs1&F=getDiaryDay&P0=[2006-3-8]&U=1141858921458".
    // RFC 3986 §3.4: query = *( pchar / "/" / "?" ); "[" and "]" are gen-delims, not pchar
    expect(() =>
      resolveUri(
        "/personal/diary/rpc.php?C=jsrs1&F=getDiaryDay&P0=[2006-3-8]&U=1141858921458",
        "http://www.calorieking.com/personal/diary/",
      ),
    ).toThrow(/bad-query/));
});

// ─── Apache HttpComponents client 4.5.14 ──────────────────────────────────────────────────

describe("httpcomponents-client 4.5.14 TestURIUtils.java testResolve, testResolveOpaque: URIUtils.resolve (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const resolved: Array<[ref: string, target: string]> = [
    ["?y#f", "http://a/b/c/d;p?y#f"],
    ["http://s/a/b/c/./../../g", "http://s/a/g"], // §5.2.2: remove_dot_segments(R.path); the §5.2.4 examples
    ["http://s/mid/content=5/../6", "http://s/mid/6"],
    ["file://localhost/etc/fstab", "file://localhost/etc/fstab"],
    ["file:///etc/fstab", "file:///etc/fstab"],
    ["file://localhost/c:/WINDOWS/clock.avi", "file://localhost/c:/WINDOWS/clock.avi"],
    ["file:///c:/WINDOWS/clock.avi", "file:///c:/WINDOWS/clock.avi"],
    ["file://hostname/path/to/the%20file.txt", "file://hostname/path/to/the%20file.txt"],
    ["file:///c:/path/to/the%20file.txt", "file:///c:/path/to/the%20file.txt"],
    ["urn:issn:1535-3613", "urn:issn:1535-3613"],
    ["mailto:user@example.com", "mailto:user@example.com"],
    ["ftp://example.org/resource.txt", "ftp://example.org/resource.txt"],
  ];
  for (const [ref, target] of resolved) {
    it(`${show(ref)} against ${RFC_BASE}`, () => expect(resolveUri(ref, RFC_BASE)).toBe(target));
  }
});

describe("httpcomponents-client 4.5.14 TestURIUtils.java testNormalization, testResolveOpaque: URIUtils.resolve normalizes the target = normalizeUri(resolveUri(…)) (RFC 3986 §6.2.2)", () => {
  // biome-ignore format: one case per line
  const resolved: Array<[ref: string, target: string]> = [
    ["eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D"],
    ["http://www.example.com/%3c", "http://www.example.com/%3C"], // §6.2.2.1
    ["HTTP://www.EXAMPLE.com/", "http://www.example.com/"],
    ["http://www.example.com/a%2f", "http://www.example.com/a%2F"],
    ["http://www.example.com/?q=%26", "http://www.example.com/?q=%26"],
    ["http://www.example.com/%23?q=%26", "http://www.example.com/%23?q=%26"],
  ];
  for (const [ref, target] of resolved) {
    it(`${show(ref)} against ${RFC_BASE}`, () =>
      expect(normalizeUri(resolveUri(ref, RFC_BASE))).toBe(target));
  }
});

describe("httpcomponents-client 4.5.14 TestURIUtils.java testRewrite (rewriteURI normalizes; its fragment, userinfo and target handling left out): normalizeUri (RFC 3986 §6.2.2, §6.2.3)", () => {
  // biome-ignore format: one case per line
  const normalForms: Array<[string, string]> = [
    ["http://thathost/stuff", "http://thathost/stuff"],
    ["http://thathost", "http://thathost/"],
    ["http://ThatHost", "http://thathost/"],
    ["http://thishost/Fragment_identifier%23Examples", "http://thishost/Fragment_identifier%23Examples"],
    ["http://thishost/foo%3Abar", "http://thishost/foo%3Abar"], // ":" is reserved: it stays encoded
  ];
  for (const [s, normal] of normalForms) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  }
});

describe("httpcomponents-client 4.5.14 TestURIUtils.java testExtractHost: host and port (RFC 3986 §3.2.2, §3.2.3)", () => {
  // biome-ignore format: one case per line
  const hosts: Array<[string, string, string | undefined]> = [
    ["http://localhost/abcd", "localhost", undefined],
    ["http://localhost/abcd%3A", "localhost", undefined],
    ["http://local_host/abcd", "local_host", undefined], // "_" is unreserved
    ["http://local_host/abcd%3A", "local_host", undefined],
    ["http://localhost:8/abcd", "localhost", "8"],
    ["http://local_host:8/abcd", "local_host", "8"],
    ["http://localhost:/abcd", "localhost", ""], // the peer: port -1 (an empty port is none, §6.2.3)
    ["http://local_host:/abcd", "local_host", ""],
    ["http://user:pass@localhost:8080/abcd", "localhost", "8080"],
    ["http://user:pass@local_host:8080/abcd", "local_host", "8080"],
    ["http://@localhost:8080/abcd", "localhost", "8080"],
    ["http://@local_host:8080/abcd", "local_host", "8080"],
    ["http://[2a00:1450:400c:c01::69]:8080/", "2a00:1450:400c:c01::69", "8080"],
    ["http://localhost:8080/;sessionid=stuff/abcd", "localhost", "8080"],
  ];
  for (const [s, host, port] of hosts) {
    it(`${show(s)}: host ${host}`, () => {
      expectParts(s, { host, port });
      expectValid(s);
    });
  }
  // the peer gives null
  // biome-ignore format: one case per line
  const noHost: Array<[string, string]> = [
    ["http://localhost:8080;sessionid=stuff/abcd", "bad-port"], // port = *DIGIT
    ["http://localhost:;sessionid=stuff/abcd", "bad-port"],
    ["http://blah@goggle.com:80@google.com/", "bad-port"], // userinfo holds no "@"
  ];
  for (const [s, reason] of noHost)
    it(`${show(s)} is not a URI-reference`, () => expectUnparsable(s, reason));
  it('"http://:80/robots.txt" has an empty host: no http URI (RFC 9110 §4.2.1)', () => {
    expectParts("http://:80/robots.txt", { host: "", port: "80" });
    expectInvalid("http://:80/robots.txt", "missing-host");
  });
});

describe("httpcomponents-client 4.5.14 TestURIBuilder.java: the URIs it parses and builds (RFC 3986 §3)", () => {
  // biome-ignore format: one case per line
  const components: Array<[string, Partial<ReturnType<typeof partsOf>>]> = [
    ["http://stuff@localhost:80/some%20stuff?param=stuff#fragment", { userinfo: "stuff", host: "localhost", port: "80", path: "/some%20stuff", query: "param=stuff", fragment: "fragment" }],
    ["stuff:some-stuff#fragment", { scheme: "stuff", authority: undefined, path: "some-stuff", fragment: "fragment" }],
    ["stuff:?param1&param2=stuff", { scheme: "stuff", path: "", query: "param1&param2=stuff" }],
    ["ftp://somehost//blah//blah", { host: "somehost", path: "//blah//blah" }],
    ["https://somehost.com/some%20path%20with%20blanks/", { path: "/some%20path%20with%20blanks/" }],
    ["./mypath", { scheme: undefined, path: "./mypath" }],
    ["http://somehost/./mypath", { host: "somehost", path: "/./mypath" }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it('"http://somehost/./mypath" ≡ "http://somehost/mypath" (§6.2.2.3)', () =>
    expectEquivalent("http://somehost/./mypath", "http://somehost/mypath", true));
  it('"ftp://somehost//blah//blah" is its own normal form ("//" is no "/", §3.3)', () =>
    expectNormal("ftp://somehost//blah//blah", "ftp://somehost//blah//blah"));
  it('"http:///stuff?param=stuff#fragment" (setHost(null)) is a URI but no http URI (RFC 9110 §4.2.1)', () => {
    expect(isUri("http:///stuff?param=stuff#fragment")).toBe(true);
    expectInvalid("http:///stuff?param=stuff#fragment", "missing-host");
  });
});

describe("httpcomponents-client 4.5.14: answered differently on purpose", () => {
  it('"%28", "%26", "%29" stay encoded (testNormalization)', () =>
    // the peer gives "http://www.example.com/blah-(%20-blah-%20&%20-blah-%20)-blah/". RFC 3986
    // §2.2, §6.2.2.2: only percent-encoded unreserved characters are decoded; "(", "&", ")"
    // are sub-delims, and encoding a reserved character changes what the URI says (§2.2)
    expect(
      normalizeUri(
        resolveUri("http://www.example.com/blah-%28%20-blah-%20%26%20-blah-%20%29-blah/", RFC_BASE),
      ),
    ).toBe("http://www.example.com/blah-%28%20-blah-%20%26%20-blah-%20%29-blah/"));
  it('"http://That_Host" → "http://that_host/" (testRewrite)', () =>
    // the peer gives "http://That_Host/" (java.net.URI takes "That_Host" for a registry-based
    // authority and leaves its case). RFC 3986 §3.2.2, §6.2.2.1: the host is case-insensitive
    // and normalizes to lower case
    expectNormal("http://That_Host", "http://that_host/"));
  it('"http://some%20domain:80/robots.txt" has the reg-name "some%20domain" (testExtractHost)', () => {
    // the peer gives null (java.net.URI's RFC 2396 hostname rule has no "%"). RFC 3986 §3.2.2:
    // reg-name = *( unreserved / pct-encoded / sub-delims )
    expectParts("http://some%20domain:80/robots.txt", { host: "some%20domain", port: "80" });
    expectValid("http://some%20domain:80/robots.txt");
  });
});

/** the parts of a reference (for the types of the tables above) */
function partsOf(s: string) {
  const r = parseUri(s);
  if (!r.ok) throw new Error(`${s}: ${r.error.reason}`);
  return r.parts;
}
