/**
 * Cases from the URL test suites of a Java HTTP client (OkHttp's HttpUrl) and two Rust crates
 * (rust-url, the WHATWG-style parser behind Servo and reqwest; fluent-uri, a strict RFC 3986
 * parser), see peer-suites*.test.ts for the others, run through the core with the answer
 * RFC 3986 / RFC 3987 (and the scheme RFCs) give. Each group names its source file; where the
 * peer answers otherwise, the case is in the "answered differently on purpose" group of its
 * suite with the peer's answer and the rule that decides ours; where urisift is wrong by a spec,
 * the case asserts the right answer inside `it.fails` in a "urisift wrong, to fix" group.
 *
 * Sources:
 * - libokhttp-java 3.13.1-3 (Debian bookworm; Debian's source package for OkHttp, there is
 *   none named "okhttp"), orig tarball, no Debian patch touches the files:
 *   okhttp-tests/src/test/java/okhttp3/HttpUrlTest.java (156 @Test methods, each run with
 *   HttpUrl.get and HttpUrl.parse) and UrlComponentEncodingTester.java (the per-character
 *   encode table that usernameCharacters, passwordCharacters, pathCharacters, queryCharacters,
 *   queryValueCharacters and fragmentCharacters run).
 * - rust-url 2.5.8 (crate url): the orig tarball of Debian sid's 2.5.8-1 (bookworm's 2.3.1-1 and
 *   trixie's 2.5.4-3 tarballs, and the 2.5.8-1 .debian.tar, 404 on the mirror): tests/unit.rs
 *   (71 #[test] functions). 2.5.8 has no tests/data.rs: its tests/wpt.rs only runs WPT's
 *   urltestdata.json (peer-suites-whatwg.test.ts) and setters_tests.json (setters: API).
 * - rust-fluent-uri 0.4.1: not in bookworm nor trixie; sid's binary package
 *   librust-fluent-uri-dev 0.4.1-1+b1, which ships the crate source with its tests (the source
 *   tarball 404s): tests/parse.rs, parse_ip.rs, normalize.rs, resolve.rs, convert.rs,
 *   to_socket_addrs.rs.
 *
 * How the cases map onto the API:
 * - OkHttp: HttpUrl.parse/get returning a URL = a valid URI (validateUri); null or an
 *   IllegalArgumentException = invalid (expectInvalid, with our reason); HttpUrl.equals =
 *   equivalent(); host(), port(), encodedPath() … = parseUri's parts or those of the normal
 *   form (normalizeUri: host(), the IRI → URI mapping of RFC 3987 §3.1); resolve() = resolveUri
 *   (strict, RFC 3986 §5.2.2). HttpUrl takes http and https only: its refusals of "ftp://b",
 *   "image640://480.png", "ht+tp://host/" … are its scope, not the URI syntax, and are left out.
 *   UrlComponentEncodingTester: a character's "already encoded" form (testParseAlreadyEncoded:
 *   the %XX triplets, or the raw character where OkHttp keeps it) is a URI that normalizeUri
 *   keeps; a raw character OkHttp percent-encodes (testParseOriginal) is either encoded by
 *   normalizeUri too (non-ASCII, RFC 3987 §3.1), kept (a sub-delim: differently on purpose), or
 *   refused (differently on purpose).
 * - rust-url: Url::parse = validateUri / normalizeUri (its as_str() is WHATWG's href: our normal
 *   form where the two agree); host(), domain(), authority(), slicing = parseUri's parts or
 *   those of the normal form; Url == = equivalent(); join = resolveUri; port_or_known_default
 *   = the port §6.2.3 drops from the normal form; SyntaxViolation reports (the parser repairs
 *   and reports) = the input is no URI.
 * - fluent-uri: UriRef::parse / Uri::parse = parseUri / isReference / isUri (with the error
 *   kind mapped onto our reason); Host::Ipv4 / Ipv6 / RegName / IpvFuture = hostKind;
 *   normalize() = normalizeUri (relative: true for a relative reference); Resolver::resolve =
 *   resolveUri; Iri::to_uri = normalizeUri (where only the IRI → URI mapping is at play).
 *
 * Left out: 37 more inputs already in test/ verbatim (OkHttp 13: "http://[::1]/", the IPv4
 * hosts of hostIpv4CanonicalForm, five hostIpv6CanonicalForm rows …; rust-url 8:
 * "http://example.com/", "http://[::1]", "mailto:joe@example.com" …; fluent-uri 16: "",
 * "?query", "http://[]", "HTTP://www.EXAMPLE.com/", "//[::1]" …), and:
 * - OkHttp: the 42 RFC 3986 §5.4 examples of rfc3886NormalExamples / rfc3886AbnormalExamples
 *   (spec-examples.test.ts, resolve.test.ts); its http(s)-only scope (scheme: 7,
 *   resolveUnsupportedScheme: 4, newBuilderResolve's nulls: 4); the builder and setter API
 *   (newBuilderResolve, hostIpv6Builder, incompleteUrlComposition, builderToString,
 *   incompleteBuilderToString, minimal/fullUrlComposition, changingSchemeChangesDefaultPort,
 *   compose* but composeQuery*, queryCharacters*WhenComposed*, add/set/removePathSegment*,
 *   pathSize, roundTripBuilder's builder, clear*Fragment, redactedUrl: 49 tests), java.net.URL
 *   and URI conversions (toJavaNetUrl, toUri, toUri*SpecialCharacters but the query's,
 *   toUriWithUsernameNoPassword, fromJavaNetUrl*, fromUri*: 15 tests; and the uri() of
 *   fragmentNonAsciiThatOffendsJavaNetUri and of toUriWith*Characters' fragments, which
 *   java.net.URI strips; their inputs are run), query-parameter helpers (composeQuery*,
 *   absentQuery…, emptyQuery…, ampersandQuery…, removeAllDoesNotRemove…, queryParameters*,
 *   queryParameterLookupWithNonCanonicalEncoding: 15 tests), the decoded getters of
 *   decodeUsername/Password, pathSegments of percentDecode, malformedPercentEncoding's decoding
 *   (the peer's decoding API; the inputs are run), topPrivateDomain (the Public Suffix List,
 *   no URI rule), and the encode tester's builder round trips (testEncodeAndDecode, testToUrl,
 *   testFromUrl, testUri).
 * - rust-url: setters and mutation (test_set_*, set_host, set_scheme, path_segments_mut,
 *   query_pairs_mut, issue_61, issue_864, issue_974, append_trailing_slash, *_then_mutate,
 *   pop_if_empty_in_bounds, test_non_special_path*, test_set_href), file-path conversion
 *   (new_file_paths, new_path_*, new_directory_paths, test_url_from_file_path,
 *   test_windows_unc_path, issue_197), form_urlencoded, origin (test_origin_*,
 *   WHATWG's origin, no URI rule; the URIs they parse are run), make_relative's answers and its
 *   error cases (the join back is run), serde, size, Host::parse(".org"), domain_to_ascii's
 *   quirks API, test_options_reuse's base option, custom-protocol's caller-given default port
 *   in test_socket_addrs; the joins of test_file_with_drive(_and_path) (7: their bases are no
 *   file URIs, RFC 8089 §2, see the differently group); "http://☃.net/" and
 *   "http://192.168.0.257" (in test/ verbatim).
 * - fluent-uri: 9 RFC 3986 §1.1.2 / §3 examples of parse_absolute and 42 §5.4 examples of
 *   resolve and resolve_underflow (spec-examples.test.ts), "file:///etc/hosts", "./this:that", the §7.6
 *   "ftp://cnn.example.com&story=…" and "eXAMPLE://a/./b/../b/%63/%7bfoo%7d" and the RFC 3987
 *   "\u{10300}" example (in test/ verbatim), uri_to_iri (a URI → IRI conversion urisift does
 *   not offer), the error positions (index) of parse_error_*.
 */
import { describe, expect, it } from "vitest";
import {
  equivalent,
  type HostKind,
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
  expectValid,
  isReference,
  isUri,
  show,
} from "../helpers/peer-expect.js";

/** a code point as the UTF-8 %XX triplets OkHttp's Encoding.PERCENT writes */
function pct(ch: string): string {
  return [...new TextEncoder().encode(ch)]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`)
    .join("");
}

/** a character for a test name */
function label(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  return cp <= 0x20 || cp === 0x7f || cp > 0x7e
    ? `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`
    : show(ch);
}

/** the result of resolveUri, or the reason it throws */
function resolved(ref: string, base: string): string {
  try {
    return resolveUri(ref, base);
  } catch (e) {
    return `throws ${(e as { reason?: string }).reason ?? String(e)}`;
  }
}

// ─── OkHttp 3.13.1 ────────────────────────────────────────────────────────────────────────

describe("okhttp 3.13.1 HttpUrlTest.java: valid http URLs and their normal form (RFC 3986 §6.2.2, §6.2.3, RFC 3987 §3.1)", () => {
  // biome-ignore format: one case per line
  const normalForms: Array<[string, string]> = [
    ["Http://host/", "http://host/"], // scheme
    ["HTTP://host/", "http://host/"], // scheme
    ["HTTPS://host/", "https://host/"], // scheme
    ["http://abcd", "http://abcd/"], // hostnameLowercaseCharactersMappedDirectly
    ["http://\u03c3", "http://xn--4xa/"], // hostnameLowercaseCharactersMappedDirectly: σ
    ["http://ABCD", "http://abcd/"], // hostnameUppercaseCharactersConvertedToLowercase
    ["http://\u03a3", "http://xn--4xa/"], // hostnameUppercaseCharactersConvertedToLowercase: Σ
    ["http://AB\u00adCD", "http://abcd/"], // hostnameIgnoredCharacters: the soft hyphen is ignored (UTS #46)
    ["http://\u2121", "http://tel/"], // hostnameMultipleCharacterMapping: ℡ maps to "tel"
    ["http://\ud87e\ude1d", "http://xn--pu5l/"], // hostnameMappingLastMappedCodePoint: U+2FA1D
    ["http://user:password@[::1]/", "http://user:password@[::1]/"], // hostIpv6
    ["http://user:password@[::1]:8080/", "http://user:password@[::1]:8080/"], // hostIpv6
    ["http://host./", "http://host./"], // hostWithTrailingDot: host "host."
    ["http://host:80/", "http://host/"], // port: the default port (RFC 9110 §4.2.1)
    ["http://host:/", "http://host/"], // port: an empty port (RFC 3986 §6.2.3)
    ["http://host:99/", "http://host:99/"], // port
    ["http://host:65535/", "http://host:65535/"], // port
    ["http://host/%00", "http://host/%00"], // percentDecode
    ["http://host/a/%E2%98%83/c", "http://host/a/%E2%98%83/c"], // percentDecode
    ["http://host/a/%F0%9F%8D%A9/c", "http://host/a/%F0%9F%8D%A9/c"], // percentDecode
    ["http://host/a/%62/c", "http://host/a/b/c"], // percentDecode: "b" is unreserved (§6.2.2.2)
    ["http://host/a/%7A/c", "http://host/a/z/c"], // percentDecode
    ["http://host/a/%7a/c", "http://host/a/z/c"], // percentDecode
    ["http://host/a%2Fb%2Fc", "http://host/a%2Fb%2Fc"], // decodeSlashCharacterInDecodedPathSegment: one segment
    ["http://host/a/%E2%98x/c", "http://host/a/%E2%98x/c"], // malformedUtf8Encoding: %E2%98 is still two octets (§2.1)
    ["http://%F0%9F%8D%A9@host/", "http://%F0%9F%8D%A9@host/"], // decodeUsername
    ["http://user:password@host/", "http://user:password@host/"], // decodePassword
    ["http://user:%F0%9F%8D%A9@host/", "http://user:%F0%9F%8D%A9@host/"], // decodePassword
    ["http://foo%40bar@baz/path", "http://foo%40bar@baz/path"], // authorityWithMultipleAtSigns: the peer's own answer
    ["http://foo:pass1%40bar%3Apass2@baz/path", "http://foo:pass1%40bar%3Apass2@baz/path"], // authorityWithMultipleColons: the peer's own answer
    ["http://username:password@host/path", "http://username:password@host/path"], // usernameAndPassword
    ["http://host/#%C2%80", "http://host/#%C2%80"], // fragmentPercentEncodedNonAscii
    ["http://host/#%80", "http://host/#%80"], // fragmentPercentEncodedPartialCodePoint
    ["http://host/a\u2009b", "http://host/a%E2%80%89b"], // toUriWithSpaceCharacters: U+2009 is ucschar (RFC 3987 §2.2)
    ["http://host/a\u3000b", "http://host/a%E3%80%80b"], // toUriWithSpaceCharacters
    ["http://host/?a\u2009b", "http://host/?a%E2%80%89b"], // toUriWithSpaceCharacters
    ["http://host/?a\u3000b", "http://host/?a%E3%80%80b"], // toUriWithSpaceCharacters
    ["http://host/a/b/c/", "http://host/a/b/c/"], // relativePathWithTrailingSlash
    ["https://\u6803.\u6803\u6728.jp", "https://xn--ewv.xn--4pvxs.jp/"], // topPrivateDomain's input: 栃.栃木.jp
    ["https://xn--ewv.xn--4pvxs.jp", "https://xn--ewv.xn--4pvxs.jp/"], // topPrivateDomain's input
    ["https://adwords.google.co.uk", "https://adwords.google.co.uk/"], // topPrivateDomain's input
  ];
  for (const [s, normal] of normalForms)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));

  // parseDoesNotTrimOtherWhitespaceCharacters: Unicode spaces are ucschar (RFC 3987 §2.2); the
  // normal form percent-encodes their UTF-8 (§3.1), which is OkHttp's encodedPath()
  // biome-ignore format: one case per line
  const spaces = [
    "\u00a0", "\u1680", "\u180e", "\u2000", "\u2001", "\u2002", "\u2003", "\u2004", "\u2005",
    "\u2006", "\u2007", "\u2008", "\u2009", "\u200a", "\u200b", "\u200c", "\u200d", "\u2028",
    "\u2029", "\u202f", "\u205f", "\u3000",
  ];
  for (const ch of spaces) {
    it(`"http://h/${label(ch)}" → "http://h/${pct(ch)}"`, () =>
      expectNormal(`http://h/${ch}`, `http://h/${pct(ch)}`));
  }

  // hostIpv6AddressDifferentFormats, hostIpv6AddressLeadingCompression, …TrailingCompression,
  // hostIpv6WithIpv4Suffix, hostIpv6CanonicalForm: host() is RFC 5952 §4's text form, the
  // host of the normal form (RFC 3986 §6.2.2.1)
  // biome-ignore format: one case per line
  const ipv6: Array<[string, string]> = [
    ["http://[2001:db8:0:0:1:0:0:1]", "2001:db8::1:0:0:1"],
    ["http://[2001:0db8:0:0:1:0:0:1]", "2001:db8::1:0:0:1"],
    ["http://[2001:db8::1:0:0:1]", "2001:db8::1:0:0:1"],
    ["http://[2001:db8::0:1:0:0:1]", "2001:db8::1:0:0:1"],
    ["http://[2001:0db8::1:0:0:1]", "2001:db8::1:0:0:1"],
    ["http://[2001:db8:0:0:1::1]", "2001:db8::1:0:0:1"],
    ["http://[2001:db8:0000:0:1::1]", "2001:db8::1:0:0:1"],
    ["http://[2001:DB8:0:0:1::1]", "2001:db8::1:0:0:1"],
    ["http://[::0001]", "::1"],
    ["http://[0000::0001]", "::1"],
    ["http://[0000:0000:0000:0000:0000:0000:0000:0001]", "::1"],
    ["http://[0000:0000:0000:0000:0000:0000::0001]", "::1"],
    ["http://[0001:0000::]", "1::"],
    ["http://[0001::0000]", "1::"],
    ["http://[0001::]", "1::"],
    ["http://[1::]", "1::"],
    ["http://[::1:255.255.255.255]/", "::1:ffff:ffff"], // not IPv4-mapped: hex (RFC 5952 §5)
    ["http://[0:0:0:0:0:1:0.0.0.0]/", "::1:0:0"],
    ["http://[abcd:ef01:2345:6789:abcd:ef01:2345:6789]/", "abcd:ef01:2345:6789:abcd:ef01:2345:6789"],
    ["http://[a:0:0:0:b:0:0:0]/", "a::b:0:0:0"],
    ["http://[a:b:0:0:c:0:0:0]/", "a:b:0:0:c::"],
    ["http://[a:b:0:0:0:c:0:0]/", "a:b::c:0:0"],
    ["http://[0:0:0:a:b:0:0:0]/", "::a:b:0:0:0"],
    ["http://[0:0:0:a:0:0:0:b]/", "::a:0:0:0:b"],
    ["http://[0:a:b:c:d:e:f:1]/", "0:a:b:c:d:e:f:1"],
    ["http://[a:b:c:d:e:f:1:0]/", "a:b:c:d:e:f:1:0"],
    ["http://[FF01:0:0:0:0:0:0:101]/", "ff01::101"],
    ["http://[1:0:0:0:0:0:0:0]/", "1::"],
  ];
  for (const [s, host] of ipv6) {
    it(`${show(s)} has the host ${show(host)}`, () => {
      expectValid(s);
      expectParts(normalizeUri(s), { hostKind: "ipv6", host });
    });
  }

  it('"http://host/?#fragment": an empty query, then the fragment (parsedQueryDoesntIncludeFragment)', () =>
    expectParts("http://host/?#fragment", { query: "", fragment: "fragment" }));
  it('"http://%6d%6D:%6d%6D@host/%6d%6D?%6d%6D#%6d%6D": the components as written (rawEncodingRetained)', () =>
    expectParts("http://%6d%6D:%6d%6D@host/%6d%6D?%6d%6D#%6d%6D", {
      userinfo: "%6d%6D:%6d%6D",
      path: "/%6d%6D",
      query: "%6d%6D",
      fragment: "%6d%6D",
    }));
});

describe("okhttp 3.13.1 HttpUrlTest.java: equals = equivalent() (RFC 3986 §6.2.2, §6.2.3)", () => {
  // biome-ignore format: one case per line
  const same: Array<[string, string]> = [
    ["http://host/", "Http://host/"], // scheme
    ["http://host/", "HTTP://host/"], // scheme
    ["https://host/", "HTTPS://host/"], // scheme
    ["http://host/", "http://host:80/"], // port
    ["http://host/", "http://host:/"], // port
    ["http://host/a/b/c", "http://host/a/%62/c"], // percentDecode
    ["http://host/a/z/c", "http://host/a/%7a/c"], // percentDecode
    ["http://host/a/%7A/c", "http://host/a/%7a/c"], // percentDecode
    ["http://[::1]/", "http://[0:0:0:0:0:0:0:1]/"], // hostIpv6CanonicalForm
  ];
  for (const [a, b] of same) it(`${show(a)} ≡ ${show(b)}`, () => expectEquivalent(a, b, true));
  // rawEncodingRetained: HttpUrl keeps "%6d%6D"; the two spellings are still one URI
  it('"http://%6d%6D:%6d%6D@host/%6d%6D?%6d%6D#%6d%6D" ≡ "http://mm:mm@host/mm?mm#mm"', () =>
    expectEquivalent(
      "http://%6d%6D:%6d%6D@host/%6d%6D?%6d%6D#%6d%6D",
      "http://mm:mm@host/mm?mm#mm",
      true,
    ));
});

describe("okhttp 3.13.1 HttpUrlTest.java: invalid URLs, as the peer says (RFC 3986 App. A, §3.2.2, §3.2.3, RFC 3987 §2.2)", () => {
  // biome-ignore format: one case per line
  const invalid: Array<[string, string]> = [
    ["http://host\u0001/", "bad-host"], // parseHostAsciiNonPrintable
    ["http://\n/", "bad-host"], // hostContainsIllegalCharacter
    ["http:// /", "bad-host"], // hostContainsIllegalCharacter
    ["http://\udbff\udfff", "bad-host"], // hostnameMappingLastDisallowedCodePoint: U+10FFFF is no ucschar
    ["http://[00000:0000:0000:0000:0000:0000:0000:0001]", "bad-ipv6"], // hostIpv6AddressTooManyDigitsInGroup: h16 = 1*4HEXDIG
    ["http://[::00001]", "bad-ipv6"], // hostIpv6AddressTooManyDigitsInGroup
    ["http://[:0000:0000:0000:0000:0000:0000:0000:0001]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[:::0000:0000:0000:0000:0000:0000:0000:0001]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[:1]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[:::1]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[0000:0000:0000:0000:0000:0000:0001:]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[0000:0000:0000:0000:0000:0000:0000:0001:]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[0000:0000:0000:0000:0000:0000:0000:0001::]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[0000:0000:0000:0000:0000:0000:0000:0001:::]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[1:]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[1:::]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[1:::1]", "bad-ipv6"], // hostIpv6AddressMisplacedColons
    ["http://[0000:0000:0000:0000::0000:0000:0000:0001]", "bad-ipv6"], // hostIpv6AddressMisplacedColons: "::" for no group
    ["http://[0000:0000:0000:0000:0000:0000:0000:0000:0001]", "bad-ipv6"], // hostIpv6AddressTooManyGroups
    ["http://[0000::0000:0000:0000:0000::0001]", "bad-ipv6"], // hostIpv6AddressTooMuchCompression
    ["http://[::0000:0000:0000:0000::0001]", "bad-ipv6"], // hostIpv6AddressTooMuchCompression
    ["http://[2001:db8:0:0:1:0:0:00001]", "bad-ipv6"], // hostIpv6AddressTooManyLeadingZeros
    ["http://[0:0:0:0:0:1:0.0.0.000000]/", "bad-ipv6"], // hostIpv6WithIpv4SuffixWithOctalPrefix: dec-octet has no leading zero
    ["http://[0:0:0:0:0:1:0.010.0.010]/", "bad-ipv6"], // hostIpv6WithIpv4SuffixWithOctalPrefix
    ["http://[0:0:0:0:0:1:0.0.0.000001]/", "bad-ipv6"], // hostIpv6WithIpv4SuffixWithOctalPrefix
    ["http://[0:0:0:0:0:1:0.0x10.0.0x10]/", "bad-ipv6"], // hostIpv6WithIpv4SuffixWithHexadecimalPrefix
    ["http://[0:0:0:0:0:1:0.0:0.0]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:0:1:0.0-0.0]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:0:1:.255.255.255]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:0:1:255..255.255]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:0:1:255.255..255]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:0:0:1:255.255]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:0:1:256.255.255.255]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:0:1:ff.255.255.255]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:0:0:1:255.255.255.255]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:1:255.255.255.255]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:1:0.0.0.0:1]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0.0.0.0:1:0:0:0:0:1]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0.0.0.0:0:0:0:0:0:1]/", "bad-ipv6"], // hostIpv6WithMalformedIpv4Suffix
    ["http://[0:0:0:0:0:1:255.255.255.]/", "bad-ipv6"], // hostIpv6WithIncompleteIpv4Suffix
    ["http://[0:0:0:0:0:1:255.255.255]/", "bad-ipv6"], // hostIpv6WithIncompleteIpv4Suffix
    ["http://[::g]/", "bad-ipv6"], // hostIpv6Malformed
    ["http://host:65536/", "bad-port"], // port: above 65535 (urisift's bound, see README)
    ["http://host:-1/", "bad-port"], // port: port = *DIGIT (§3.2.3)
    ["http://host:a/", "bad-port"], // port
    ["http://host:%39%39/", "bad-port"], // port: no percent-encoding in a port
  ];
  for (const [s, reason] of invalid)
    it(`${show(s)} is invalid: ${reason}`, () => expectInvalid(s, reason));

  it('"0ttp://host/" is no URI-reference (scheme: "no colon was found")', () =>
    // scheme = ALPHA *( … ) (§3.1); without one, the ":" in the first segment is refused (§4.2)
    expectUnparsable("0ttp://host/", "colon-in-first-segment"));
  // parseNoScheme: HttpUrl needs a scheme; these are relative references (§4.2), no URIs
  for (const s of ["//host", "/path", "path", "?query", "#fragment"]) {
    it(`${show(s)} is a relative reference, no URI`, () => {
      expect(isReference(s)).toBe(true);
      expect(isUri(s)).toBe(false);
      expectInvalid(s, "missing-scheme");
    });
  }
});

describe("okhttp 3.13.1 HttpUrlTest.java: resolve() = resolveUri (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[base: string, ref: string, target: string]> = [
    ["http://host/a/b", "//host2", "http://host2"], // resolveNoScheme: the peer's "http://host2/" in normal form (§6.2.3)
    ["http://host/a/b", "/path", "http://host/path"], // resolveNoScheme
    ["http://host/a/b", "path", "http://host/a/path"], // resolveNoScheme
    ["http://host/a/b", "?query", "http://host/a/b?query"], // resolveNoScheme
    ["http://host/a/b", "#fragment", "http://host/a/b#fragment"], // resolveNoScheme
    ["http://host/a/b", "", "http://host/a/b"], // resolveNoScheme
    ["http://host/a/b", "https://host2", "https://host2"], // newBuilderResolve: "https://host2/" in normal form
    ["http://a/", "http//b/", "http://a/http//b/"], // resolveSchemeLikePath
    ["http://a/", "ht+tp//b/", "http://a/ht+tp//b/"], // resolveSchemeLikePath
    ["http://a/", "ht-tp//b/", "http://a/ht-tp//b/"], // resolveSchemeLikePath
    ["http://a/", "ht.tp//b/", "http://a/ht.tp//b/"], // resolveSchemeLikePath
    ["https://a/b/c", "http://host/path", "http://host/path"], // resolveAuthoritySlashCount…DifferentScheme
    ["http://a/b/c", "http://host/path", "http://host/path"], // resolveAuthoritySlashCountMattersWithSameScheme
    ["http://host/a/b/c", "d/e/f", "http://host/a/b/d/e/f"], // relativePath
    ["http://host/a/b/c", "../../d/e/f", "http://host/d/e/f"], // relativePath
    ["http://host/a/b/c", "..", "http://host/a/"], // relativePath
    ["http://host/a/b/c", "../..", "http://host/"], // relativePath
    ["http://host/a/b/c", "../../..", "http://host/"], // relativePath
    ["http://host/a/b/c", ".", "http://host/a/b/"], // relativePath
    ["http://host/a/b/c", "././..", "http://host/a/"], // relativePath
    ["http://host/a/b/c", "c/d/../e/../", "http://host/a/b/c/"], // relativePath
    ["http://host/a/b/c", "..e/", "http://host/a/b/..e/"], // relativePath
    ["http://host/a/b/c", "e/f../", "http://host/a/b/e/f../"], // relativePath
    ["http://host/a/b/c", "%2E.", "http://host/a/"], // relativePath: %2E is "." (§2.3, §6.2.2.2)
    ["http://host/a/b/c", ".%2E", "http://host/a/"], // relativePath
    ["http://host/a/b/c", "%2E%2E", "http://host/a/"], // relativePath
    ["http://host/a/b/c", "%2e.", "http://host/a/"], // relativePath
    ["http://host/a/b/c", ".%2e", "http://host/a/"], // relativePath
    ["http://host/a/b/c", "%2e%2e", "http://host/a/"], // relativePath
    ["http://host/a/b/c", "%2E", "http://host/a/b/"], // relativePath
    ["http://host/a/b/c", "%2e", "http://host/a/b/"], // relativePath
    ["http://host/a/b/c/", "..", "http://host/a/b/"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../", "http://host/a/b/"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../..", "http://host/a/"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../../", "http://host/a/"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../../..", "http://host/"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../../../", "http://host/"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../../../..", "http://host/"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../../../../", "http://host/"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../../../../a", "http://host/a"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../../../../a/..", "http://host/"], // relativePathWithTrailingSlash
    ["http://host/a/b/c/", "../../../../a/b/..", "http://host/a/"], // relativePathWithTrailingSlash
    ["http://%25:%25@host/%25?%25#%25", "", "http://%25:%25@host/%25?%25"], // roundTripBuilder: the base without its fragment (§5.2.2)
    ["http://%6d%6D:%6d%6D@host/%6d%6D?%6d%6D#%6d%6D", "", "http://%6d%6D:%6d%6D@host/%6d%6D?%6d%6D"], // rawEncodingRetained
  ];
  for (const [base, ref, target] of cases) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
});

// UrlComponentEncodingTester: the URL each component puts a character into
const OKHTTP_COMPONENTS: Record<string, (v: string) => string> = {
  USER: (v) => `http://${v}@example.com/`,
  PASSWORD: (v) => `http://:${v}@example.com/`,
  PATH: (v) => `http://example.com/a${v}z/`,
  QUERY: (v) => `http://example.com/?a${v}z`,
  QUERY_VALUE: (v) => `http://example.com/?q=a${v}z`,
  FRAGMENT: (v) => `http://example.com/#a${v}z`,
};
// the default table's ASCII controls (tab, LF, FF and CR are SKIP there) and DEL
const CONTROLS =
  "\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000b\u000e\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f\u007f";
// UNICODE_2, UNICODE_3, UNICODE_4
const NON_ASCII = ["\u07ff", "\uffff", "\u{10ffff}"];
const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

describe("okhttp 3.13.1 UrlComponentEncodingTester.java: the percent-encoded form OkHttp keeps is a URI, kept by normalization (RFC 3986 §2.1, §6.2.2.2)", () => {
  // the characters each component's table marks Encoding.PERCENT: "%XX" parses and is kept
  // biome-ignore format: one line per component
  const percent: Record<string, string> = {
    USER: ` "';<=>@[]^\`{|}`,
    PASSWORD: ` "':;<=>@[]^\`{|}`,
    PATH: ` "<>^\`{|}`,
    QUERY: ` "'<>`,
    QUERY_VALUE: ` "'<>`,
    FRAGMENT: "",
  };
  for (const [component, url] of Object.entries(OKHTTP_COMPONENTS)) {
    const chars = [
      ...CONTROLS,
      ...(percent[component] ?? ""),
      ...(component === "FRAGMENT" ? [] : NON_ASCII),
    ];
    for (const ch of chars) {
      const s = url(pct(ch));
      it(`${component} ${label(ch)}: ${show(s)}`, () => expectNormal(s, s));
    }
  }
});

describe("okhttp 3.13.1 UrlComponentEncodingTester.java: raw characters both keep (RFC 3986 §2.2, §2.3, §3.2.1, §3.3–3.5)", () => {
  // Encoding.IDENTITY where RFC 3986 allows the character raw in the component
  // biome-ignore format: one line per component
  const identity: Record<string, string> = {
    USER: `${ALNUM}!$&()*+,-._~`,
    PASSWORD: `${ALNUM}!$&()*+,-._~`,
    PATH: `${ALNUM}!$&'()*+,-./:;=@_~`,
    QUERY: `${ALNUM}!$&()*,-./:;=?@_~`,
    QUERY_VALUE: `${ALNUM}!$&()*,-./:;=?@_~`,
    FRAGMENT: `${ALNUM}!$&'()*+,-./:;=?@_~`,
  };
  for (const [component, url] of Object.entries(OKHTTP_COMPONENTS)) {
    for (const ch of identity[component] ?? "") {
      const s = url(ch);
      it(`${component} ${label(ch)}: ${show(s)}`, () => expectNormal(s, s));
    }
  }
  // testParseOriginal for UNICODE_2 (U+07FF, ucschar): OkHttp percent-encodes it, and so does
  // the normal form (RFC 3987 §3.1)
  for (const component of ["USER", "PASSWORD", "PATH", "QUERY", "QUERY_VALUE"]) {
    const url = OKHTTP_COMPONENTS[component] as (v: string) => string;
    it(`${component} U+07FF raw → ${show(url(pct("\u07ff")))}`, () =>
      expectNormal(url("\u07ff"), url(pct("\u07ff"))));
  }
});

describe("okhttp 3.13.1: answered differently on purpose", () => {
  // parseTrimsAsciiWhitespace: the peer strips leading and trailing ASCII whitespace. RFC 3986
  // App. A: no component holds a space or a control; stripping the text around a URI is the
  // extractor's job (App. C), not the parser's
  // biome-ignore format: one case per line
  const trimmed: Array<[string, string]> = [
    ["http://host/\f\n\t \r", "bad-path"],
    ["\r\n\f \thttp://host/", "bad-path"],
    [" http://host/ ", "bad-path"],
    ["    http://host/    ", "bad-path"],
  ];
  for (const [s, reason] of trimmed)
    it(`${show(s)} is invalid (the peer: "http://host/")`, () => expectInvalid(s, reason));
  for (const ref of ["   ", "  .  "]) {
    it(`${show(ref)} is no reference to resolve (the peer: "http://host/")`, () =>
      expect(resolved(ref, "http://host/")).toBe("throws bad-path"));
  }

  // parseDoesNotTrimOtherWhitespaceCharacters, unprintableCharactersArePercentEncoded: the
  // peer percent-encodes them into the path. U+000B, U+001C–U+001F, U+0000, U+0008 are
  // controls (RFC 3986 App. A); U+0085 is a C1 control and U+FFFD one of the specials, neither
  // ucschar (RFC 3987 §2.2); U+200E, U+200F are bidi formatting characters (RFC 3987 §4.1)
  // biome-ignore format: one case per line
  const refusedInPath: Array<[string, string]> = [
    ["\u000b", "bad-path"], ["\u001c", "bad-path"], ["\u001d", "bad-path"], ["\u001e", "bad-path"],
    ["\u001f", "bad-path"], ["\u0085", "bad-path"], ["\u200e", "bidi-formatting"],
    ["\u200f", "bidi-formatting"], ["\u0000", "bad-path"], ["\u0008", "bad-path"], ["\ufffd", "bad-path"],
  ];
  for (const [ch, reason] of refusedInPath) {
    it(`"http://h/${label(ch)}" is invalid (the peer: "/${pct(ch)}")`, () =>
      expectInvalid(`http://h/${ch}`, reason));
  }

  // parseAuthoritySlashCountDoesntMatter: the peer reads all of these as "http://host/path".
  // RFC 9110 §4.2.1: an http URI has an authority with a non-empty host; "http:host/path" is a
  // rootless path, "http:///host/path" an empty host (RFC 3986 §3.2.2, §3.3); "\" is no URI
  // character at all (RFC 3986 App. A)
  // biome-ignore format: one case per line
  const slashes: Array<[string, string]> = [
    ["http:host/path", "missing-host"],
    ["http:/host/path", "missing-host"],
    ["http:///host/path", "missing-host"],
    ["http:////host/path", "missing-host"],
    ["http:\\host/path", "bad-path"],
    ["http:\\/host/path", "bad-path"],
    ["http:/\\host/path", "bad-path"],
    ["http:\\\\host/path", "bad-path"],
    ["http:\\//host/path", "bad-path"],
    ["http:/\\/host/path", "bad-path"],
    ["http://\\host/path", "bad-host"],
    ["http:\\\\/host/path", "bad-path"],
    ["http:/\\\\host/path", "bad-path"],
    ["http:\\\\\\host/path", "bad-path"],
  ];
  for (const [s, reason] of slashes)
    it(`${show(s)} is invalid: ${reason}`, () => expectInvalid(s, reason));

  // resolveAuthoritySlashCountDoesntMatterWithDifferentScheme (base https://a/b/c: the peer
  // gives "http://host/path" for all) and …MattersWithSameScheme (base http://a/b/c: the peer
  // gives "http://a/b/host/path" for "http:host/path", "http://a/host/path" for
  // "http:/host/path" and "http:\host/path", "http://host/path" for the rest). RFC 3986 §5.2.2
  // (strict): a reference with a scheme is taken as it is, dot-segments removed; §5.4.2:
  // "http:g" → "http:g" for strict parsers. A reference with "\" is no URI-reference (App. A)
  // biome-ignore format: one case per line
  const slashRefs: Array<[string, string]> = [
    ["http:host/path", "http:host/path"],
    ["http:/host/path", "http:/host/path"],
    ["http:///host/path", "http:///host/path"],
    ["http:////host/path", "http:////host/path"],
    ["http:\\host/path", "throws bad-path"],
    ["http:\\/host/path", "throws bad-path"],
    ["http:/\\host/path", "throws bad-path"],
    ["http:\\\\host/path", "throws bad-path"],
    ["http:\\//host/path", "throws bad-path"],
    ["http:/\\/host/path", "throws bad-path"],
    ["http://\\host/path", "throws bad-host"],
    ["http:\\\\/host/path", "throws bad-path"],
    ["http:/\\\\host/path", "throws bad-path"],
    ["http:\\\\\\host/path", "throws bad-path"],
  ];
  for (const [ref, target] of slashRefs) {
    for (const base of ["https://a/b/c", "http://a/b/c"]) {
      it(`${show(ref)} against ${show(base)} → ${target}`, () =>
        expect(resolved(ref, base)).toBe(target));
    }
  }
  // relativePathWithSameScheme: the peer gives "http://host/a/b/d/e/f" and "http://host/d/e/f"
  // (the non-strict reading of §5.2.2). Strict: the reference's own scheme and path
  it('"http:d/e/f" against "http://host/a/b/c" → "http:d/e/f"', () =>
    expect(resolveUri("http:d/e/f", "http://host/a/b/c")).toBe("http:d/e/f"));
  it('"http:../../d/e/f" against "http://host/a/b/c" → "http:d/e/f" (§5.2.4 rule A)', () =>
    expect(resolveUri("http:../../d/e/f", "http://host/a/b/c")).toBe("http:d/e/f"));
  // resolveNoScheme, pathWithBackslash: the peer reads "\" as "/". RFC 3986 App. A
  // biome-ignore format: one case per line
  const backslashRefs: Array<[string, string, string]> = [
    ["http://host/a/b", "\\path", "throws bad-path"], // the peer: "http://host/path"
    ["http://host/a/b/c", "d\\e\\f", "throws bad-path"], // the peer: "http://host/a/b/d/e/f"
    ["http://host/a/b/c", "../..\\d\\e\\f", "throws bad-path"], // the peer: "http://host/d/e/f"
    ["http://host/a/b/c", "..\\..", "throws bad-path"], // the peer: "http://host/"
  ];
  for (const [base, ref, target] of backslashRefs) {
    it(`${show(ref)} against ${show(base)} → ${target}`, () =>
      expect(resolved(ref, base)).toBe(target));
  }

  // username, usernameAndPassword, passwordWithEmptyUsername: the peer drops an empty userinfo
  // or an empty password ("http://@host/path" = "http://host/path"). RFC 3986 §6.2.3:
  // normalization should not remove the delimiter of an empty component unless the scheme
  // licenses it, and RFC 9110 §4.2.3 does not
  // biome-ignore format: one case per line
  const emptyUserinfo: Array<[string, string]> = [
    ["http://@host/path", "http://host/path"],
    ["http://username:@host/path", "http://username@host/path"],
    ["http://:@host/path", "http://host/path"],
  ];
  for (const [a, b] of emptyUserinfo) {
    it(`${show(a)} is in normal form and not ≡ ${show(b)}`, () => {
      expectNormal(a, a);
      expectEquivalent(a, b, false);
    });
  }
  // authorityWithMultipleAtSigns, authorityWithMultipleColons, passwordWithEmptyUsername: the
  // peer splits the authority at its last "@" (username "foo@bar"; password "pass1@bar:pass2";
  // password "password@"). RFC 3986 §3.2: userinfo ends at the first "@" and holds no "@"
  // (§3.2.1), so the rest is the host and port, which "bar@baz" or "bar:pass2@baz" is not
  // biome-ignore format: one case per line
  const atSigns: Array<[string, string]> = [
    ["http://foo@bar@baz/path", "bad-host"],
    ["http://foo:pass1@bar:pass2@baz/path", "bad-port"],
    ["http://:password@@host/path", "bad-host"],
  ];
  for (const [s, reason] of atSigns)
    it(`${show(s)} is invalid: ${reason}`, () => expectInvalid(s, reason));

  // hostContainsIllegalCharacter: the peer refuses "http://%20/" ("Invalid URL host"). RFC 3986
  // §3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ); RFC 9110 §4.2.1 takes the
  // http host from there (what DNS then makes of it is name resolution, not syntax)
  it('"http://%20/" is valid, host "%20"', () => {
    expectParts("http://%20/", { hostKind: "reg-name", host: "%20" });
    expectNormal("http://%20/", "http://%20/");
  });
  // hostIpv6: the peer decodes "[%3A%3A%31]" to ::1. RFC 3986 §3.2.2: an IP-literal holds no
  // percent-encoding
  it('"http://[%3A%3A%31]/" is invalid', () => expectInvalid("http://[%3A%3A%31]/", "bad-ipv6"));
  // hostIpv6: the peer decodes "%5B%3A%3A1%5D" to the IPv6 host ::1 ("what Chrome does"). RFC
  // 3986 §3.2.2: the brackets of an IP-literal are literal; a percent-encoded one is a reg-name
  it('"http://%5B%3A%3A1%5D/" has the reg-name "%5B%3A%3A1%5D"', () => {
    expectParts("http://%5B%3A%3A1%5D/", { hostKind: "reg-name", host: "%5B%3A%3A1%5D" });
    expectNormal("http://%5B%3A%3A1%5D/", "http://%5B%3A%3A1%5D/");
  });
  // hostIpv6ScopedAddress: the peer refuses "[::1%2544]". RFC 6874 §2: IPv6addrz =
  // IPv6address "%25" ZoneID, here the zone "44"
  it('"http://[::1%2544]" is valid, zone "44"', () => {
    expectParts("http://[::1%2544]", { hostKind: "ipv6", host: "::1" });
    expectNormal("http://[::1%2544]", "http://[::1%2544]/");
  });
  // hostIpv6CanonicalForm: the peer gives the IPv4-mapped [::ffff:c0a8:1fe] as the IPv4 host
  // "192.168.1.254". RFC 3986 §3.2.2: an IP-literal and an IPv4address are different hosts;
  // RFC 5952 §5: an IPv4-mapped address is written with the IPv4 part in dotted decimal
  it('"http://[::ffff:c0a8:1fe]/" → "http://[::ffff:192.168.1.254]/"', () =>
    expectNormal("http://[::ffff:c0a8:1fe]/", "http://[::ffff:192.168.1.254]/"));
  // port: the peer refuses port 0. RFC 3986 §3.2.3: port = *DIGIT (urisift's only bound is 65535)
  it('"http://host:0/" is valid', () => expectNormal("http://host:0/", "http://host:0/"));

  // fragmentNonAscii, fragmentNonAsciiThatOffendsJavaNetUri, malformedPercentEncoding,
  // toUriWith…Characters, toUriWith…PercentEscape, queryCharactersNotReencodedWhenParsed,
  // toUriSpecialQueryCharacters: the peer keeps or percent-encodes what it is given
  it('"http://host/#Σ" → "http://host/#%CE%A3"', () =>
    // the peer's toString and encodedFragment keep "Σ" (an IRI). RFC 3987 §3.1: the URI of an
    // IRI percent-encodes its UTF-8; the two are equivalent
    expectNormal("http://host/#\u03a3", "http://host/#%CE%A3"));
  // biome-ignore format: one case per line
  const refused: Array<[string, string]> = [
    ["http://host/#\u0080", "bad-fragment"], // fragmentNonAsciiThatOffendsJavaNetUri: the peer keeps it. U+0080 is a C1 control, no ucschar (RFC 3987 §2.2)
    ["http://host/a%f/b", "bad-percent-encoding"], // malformedPercentEncoding: the peer keeps "%f". RFC 3986 §2.1: "%" HEXDIG HEXDIG
    ["http://host/%/b", "bad-percent-encoding"], // malformedPercentEncoding: RFC 3986 §2.1, §2.4
    ["http://host/%", "bad-percent-encoding"], // malformedPercentEncoding, toUriWithTruncatedPercentEscape ("%25")
    ["http://github.com/%%30%30", "bad-percent-encoding"], // malformedPercentEncoding: the segment "%00" decoded once. RFC 3986 §2.4: "%%30" is no triplet
    ["http://host/%xx", "bad-percent-encoding"], // toUriWithNonHexPercentEscape: the peer's uri() gives "%25xx"
    ["http://host/%a", "bad-percent-encoding"], // toUriWithTruncatedPercentEscape: "%25a"
    ["http://host/a\u0000b", "bad-path"], // toUriWithControlCharacters: "%00". RFC 3986 App. A
    ["http://host/a\u0080b", "bad-path"], // toUriWithControlCharacters: "%C2%80". RFC 3987 §2.2
    ["http://host/a\u009fb", "bad-path"], // toUriWithControlCharacters: "%C2%9F"
    ["http://host/?a\u0000b", "bad-query"], // toUriWithControlCharacters
    ["http://host/?a\u0080b", "bad-query"], // toUriWithControlCharacters
    ["http://host/?a\u009fb", "bad-query"], // toUriWithControlCharacters
    ["http://host/a\u000bb", "bad-path"], // toUriWithSpaceCharacters: "%0B"
    ["http://host/a b", "bad-path"], // toUriWithSpaceCharacters: "%20". RFC 3986 App. A, App. C
    ["http://host/?a\u000bb", "bad-query"], // toUriWithSpaceCharacters
    ["http://host/?a b", "bad-query"], // toUriWithSpaceCharacters
    ["http://host/#a\u000bb", "bad-fragment"], // toUriWithSpaceCharacters
    ["http://host/#a b", "bad-fragment"], // toUriWithSpaceCharacters
    ["http://host/?a=!$(),/:;?@[]\\^`{|}~", "bad-query"], // queryCharactersNotReencodedWhenParsed: the peer keeps it. "[", "]" only in an IP-literal (§3.2.2); "\", "^", "`", "{", "|", "}" nowhere (App. A)
    ["http://host/?d=abc!@[]^`{}|\\", "bad-query"], // toUriSpecialQueryCharacters: the peer parses it
  ];
  for (const [s, reason] of refused)
    it(`${show(s)} is invalid: ${reason}`, () => expectInvalid(s, reason));
});

describe("okhttp 3.13.1 UrlComponentEncodingTester.java: answered differently on purpose", () => {
  // testParseAlreadyEncoded with Encoding.IDENTITY and testParseOriginal with
  // Encoding.PERCENT: the peer takes the raw character and keeps or percent-encodes it. RFC
  // 3986 App. A: controls, space, '"', "<", ">", "\", "^", "`", "{", "|", "}" are in no
  // component; "[" and "]" only delimit an IP-literal (§3.2.2); "#" ends the fragment's
  // reference (§3.5: no "#" in it); "%" starts a triplet (§2.1, §2.4); U+FFFF and U+10FFFF
  // are noncharacters, no ucschar (RFC 3987 §2.2)
  // biome-ignore format: one line per component
  const refused: Record<string, [string, string]> = {
    USER: [` "<>@[]^\`{|}`, "bad-userinfo"],
    PASSWORD: [` "<>@[]^\`{|}`, "bad-userinfo"],
    PATH: [` "<>[]^\`{|}`, "bad-path"],
    QUERY: [` "<>[\\]^\`{|}`, "bad-query"],
    QUERY_VALUE: [` "<>[\\]^\`{|}`, "bad-query"],
    FRAGMENT: [` "#<>[\\]^\`{|}`, "bad-fragment"],
  };
  for (const [component, url] of Object.entries(OKHTTP_COMPONENTS)) {
    const [chars, reason] = refused[component] as [string, string];
    for (const ch of [...CONTROLS, ...chars, "\uffff", "\u{10ffff}"]) {
      // "@" in the userinfo: the first "@" ends it (§3.2), and "z@example.com" is no host
      const why = ch === "@" ? "bad-host" : reason;
      const s = url(ch);
      it(`${component} ${label(ch)}: ${show(s)} is invalid: ${why}`, () => expectInvalid(s, why));
    }
    it(`${component} "%": ${show(url("%"))} is invalid`, () =>
      expectInvalid(url("%"), "bad-percent-encoding"));
  }
  // testParseOriginal: the peer percent-encodes these raw sub-delims (and ":" in the password).
  // RFC 3986 §3.2.1, §3.4: userinfo and query allow them raw; §2.2: percent-encoding a
  // reserved character makes a different URI, so the normal form keeps them (§6.2.2.2)
  // biome-ignore format: one line per component
  const keptRaw: Record<string, string> = { USER: "';=", PASSWORD: "':;=", QUERY: "'", QUERY_VALUE: "'" };
  for (const [component, chars] of Object.entries(keptRaw)) {
    const url = OKHTTP_COMPONENTS[component] as (v: string) => string;
    for (const ch of chars) {
      const s = url(ch);
      it(`${component} ${label(ch)}: ${show(s)} stays (the peer: ${show(url(pct(ch)))})`, () => {
        expectNormal(s, s);
        expectEquivalent(s, url(pct(ch)), false);
      });
    }
  }
  // fragmentCharacters with identityForNonAscii: the peer keeps U+07FF raw in the fragment (an
  // IRI). RFC 3987 §3.1: the URI percent-encodes its UTF-8
  it('FRAGMENT U+07FF: "http://example.com/#a\\u07ffz" → "http://example.com/#a%DF%BFz"', () =>
    expectNormal("http://example.com/#a\u07ffz", "http://example.com/#a%DF%BFz"));
});

describe("okhttp 3.13.1 HttpUrlTest.java: found wrong before, fixed", () => {
  // hostnameMappingLastIgnoredCodePoint (@Ignore'd in the peer, which expects "abcd": UTS #46
  // ignores U+E01EF). urisift took it and normalized to "http://abcd/". RFC 3987 §2.2:
  // ucschar = … / %xD0000-DFFFD / %xE1000-EFFFD: U+E0000–U+E0FFF (tags, variation selectors
  // supplement) are no ucschar, so "ab\u{E01EF}cd" is no ireg-name and no IRI — nor in a path
  it('"http://ab\\u{E01EF}cd" is invalid: bad-host', () =>
    expectInvalid("http://ab\u{e01ef}cd", "bad-host"));
  it('"http://h/ab\\u{E01EF}cd" is invalid, "http://h/ab\\u{E1000}cd" valid', () => {
    expectInvalid("http://h/ab\u{e01ef}cd");
    expectValid("http://h/ab\u{e1000}cd");
  });
});

// ─── rust-url 2.5.8 ───────────────────────────────────────────────────────────────────────

describe("rust-url 2.5.8 tests/unit.rs: Url::parse and as_str() = the normal form (RFC 3986 §6.2.2, §6.2.3, RFC 3987 §3.1)", () => {
  // biome-ignore format: one case per line
  const normalForms: Array<[string, string]> = [
    ["http://addslash.com", "http://addslash.com/"], // test_serialization
    ["http://user@user.com/", "http://user@user.com/"], // test_serialization
    ["http://user:pass@userpass.com/", "http://user:pass@userpass.com/"], // test_serialization
    ["http://slashquery.com/path/?q=something", "http://slashquery.com/path/?q=something"], // test_serialization
    ["http://noslashquery.com/path?q=something", "http://noslashquery.com/path?q=something"], // test_serialization
    ["http://testing.com/this", "http://testing.com/this"], // from_str
    ["http://testing.com/this?dont=clobberme", "http://testing.com/this?dont=clobberme"], // parse_with_params
    ["moz://foo:bar@servo/baz", "moz://foo:bar@servo/baz"], // test_set_empty_host's input
    ["file://server/share/foo/bar", "file://server/share/foo/bar"], // test_set_empty_host's input
    ["moz://example.com/path?query", "moz://example.com/path?query"], // test_set_empty_query's input
    ["http://localhost:6767/foo/bar?a=b", "http://localhost:6767/foo/bar?a=b"], // append_trailing_slash's input
    ["https://example.net/hello", "https://example.net/hello"], // test_set_host's input
    ["foobar://example.net/hello", "foobar://example.net/hello"], // test_set_host's input
    ["http://goșu.ro", "http://xn--gou-2lb.ro/"], // test_idna
    ["https://r2---sn-huoa-cvhl.googlevideo.com/crossdomain.xml", "https://r2---sn-huoa-cvhl.googlevideo.com/crossdomain.xml"], // test_idna
    ["http://\u{1f605}.com", "http://xn--j28h.com/"], // test_origin_unicode_serialization's input (UTS #46)
    ["http://\u{1f605}.\u{1f642}:40", "http://xn--j28h.xn--938h:40/"], // test_origin_unicode_serialization; domain_to_ascii("😅.🙂")
    ["ftp://\u{1f605}:\u{1f642}@\u{1f642}.com", "ftp://%F0%9F%98%85:%F0%9F%99%82@xn--938h.com"], // test_origin_unicode_serialization's input
    ["https://example.com/?country=español", "https://example.com/?country=espa%C3%B1ol"], // test_query: query()
    ["https://example.com/products?page=2#fragment", "https://example.com/products?page=2#fragment"], // test_query
    ["https://example.com/products?page=2&sort=desc", "https://example.com/products?page=2&sort=desc"], // test_query
    ["https://example.com/#fragment", "https://example.com/#fragment"], // test_fragment
    ["https://àlex:àlex@àlex.рф.example.com:443/foo", "https://%C3%A0lex:%C3%A0lex@xn--lex-8ka.xn--p1ai.example.com/foo"], // test_authority
    ["ftp://127.0.0.1:21/", "ftp://127.0.0.1/"], // test_authority: "127.0.0.1", the default port dropped
    ["ftp://user@127.0.0.1:2121/", "ftp://user@127.0.0.1:2121/"], // test_authority
    ["https://:password@[::1]:8080/", "https://:password@[::1]:8080/"], // test_authority
    ["http://[0::2]", "http://[::2]/"], // host_serialization
    ["http://[2001:0db8:85a3:08d3:1319:8a2e:0370:7344]", "http://[2001:db8:85a3:8d3:1319:8a2e:370:7344]/"], // host
    ["m://", "m://"], // pop_if_empty_in_bounds's input
    ["postgres://postgres@localhost/", "postgres://postgres@localhost/"], // test_non_special_path
    ["http://example.com:8000", "http://example.com:8000/"], // issue_974's input
    ["https://existing.url", "https://existing.url/"], // test_set_href's input
    ["unix:/run/foo.socket", "unix:/run/foo.socket"], // test_has_authority
    ["file:///tmp/foo", "file:///tmp/foo"], // test_authority: authority ""
  ];
  for (const [s, normal] of normalForms)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));

  it('"sc://%C3%B1": join "/resources/testharness.js" and "" (test_relative, test_relative_empty)', () => {
    expect(resolveUri("/resources/testharness.js", "sc://%C3%B1")).toBe(
      "sc://%C3%B1/resources/testharness.js",
    );
    expect(resolveUri("", "sc://%C3%B1")).toBe("sc://%C3%B1");
  });
  it('"http://user:pass@mozilla.org" is valid, with the warning for a password (EmbeddedCredentials; RFC 3986 §3.2.1)', () => {
    const v = validateUri("http://user:pass@mozilla.org");
    expect(v.valid).toBe(true);
    expect(v.warnings).toContain("userinfo-password");
  });
});

describe("rust-url 2.5.8 tests/unit.rs: host(), domain(), authority(), slicing = the components (RFC 3986 §3)", () => {
  // biome-ignore format: one case per line
  const components: Array<[string, Partial<UriParts>]> = [
    ["http://1.35.33.49", { hostKind: "ipv4", host: "1.35.33.49" }], // host: Host::Ipv4
    ["file://./foo", { hostKind: "reg-name", host: "." }], // test_leading_dots: domain "."
    ["unix:/run/foo.socket", { authority: undefined, path: "/run/foo.socket" }], // test_has_authority
    ["file:///tmp/foo", { authority: "", host: "" }], // test_has_authority: true, authority ""
    ["http://example.com/tmp/foo", { authority: "example.com" }], // test_has_authority, test_authority
    ["ftp://user@127.0.0.1:2121/", { authority: "user@127.0.0.1:2121" }], // test_authority
    ["https://:password@[::1]:8080/", { authority: ":password@[::1]:8080", userinfo: ":password", host: "::1", port: "8080" }], // test_authority
    ["https://user:pass@domain.com:9742/path/file.ext?key=val&key2=val2#fragment", { scheme: "https", userinfo: "user:pass", host: "domain.com", port: "9742", path: "/path/file.ext", query: "key=val&key2=val2", fragment: "fragment" }], // test_slicing
    ["https://domain.com:9742/path/file.ext#fragment", { scheme: "https", userinfo: undefined, host: "domain.com", port: "9742", path: "/path/file.ext", query: undefined, fragment: "fragment" }], // test_slicing
    ["https://domain.com:9742/path/file.ext", { scheme: "https", host: "domain.com", port: "9742", path: "/path/file.ext", query: undefined, fragment: undefined }], // test_slicing
    ["blob:blob-info", { scheme: "blob", authority: undefined, path: "blob-info" }], // test_slicing
    ["https://example.com/path/file.ext?key=val&key2=val2#fragment", { host: "example.com", path: "/path/file.ext", query: "key=val&key2=val2", fragment: "fragment" }], // test_expose_internals
    ["moz://example.com/path?", { query: "" }], // test_set_empty_query: "?" kept
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it('"http://example.com:8000": port 8000 (issue_974)', () =>
    expectParts("http://example.com:8000", { port: "8000" }));
});

describe("rust-url 2.5.8 tests/unit.rs test_equality, test_socket_addrs: Url == and the known default port = equivalent() (RFC 3986 §6.2.3)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, string, boolean]> = [
    ["https://example.com/", "https://example.com:443/", true],
    ["http://example.com/", "http://example.com:8080/", false],
    ["http://example.com/", "https://example.com/", false],
    ["http://foo.com/", "http://bar.com/", false],
    ["http://foo.com", "http://foo.com/", true],
    ["https://[::1]/", "https://[::1]:443/", true], // test_socket_addrs: 443
    ["https://localhost/", "https://localhost:443/", true], // test_socket_addrs: 443
    ["https://127.0.0.1/", "https://127.0.0.1:443/", true], // test_socket_addrs: 443
    ["https://127.0.0.1:9742/", "https://127.0.0.1/", false], // test_socket_addrs: 9742
    ["https://[::1]:9742/", "https://[::1]/", false], // test_socket_addrs: 9742
  ];
  for (const [a, b, same] of cases)
    it(`${show(a)} ${same ? "≡" : "≢"} ${show(b)}`, () => expectEquivalent(a, b, same));
});

describe("rust-url 2.5.8 tests/unit.rs test_make_relative: base.join(relative) = resolveUri (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const joins: Array<[base: string, target: string, relative: string]> = [
    ["http://127.0.0.1:8080/test", "http://127.0.0.1:8080/test", ""],
    ["http://127.0.0.1:8080/test", "http://127.0.0.1:8080/test/", "test/"],
    ["http://127.0.0.1:8080/test/", "http://127.0.0.1:8080/test", "../test"],
    ["http://127.0.0.1:8080/", "http://127.0.0.1:8080/?foo=bar#123", "?foo=bar#123"],
    ["http://127.0.0.1:8080/", "http://127.0.0.1:8080/test/video", "test/video"],
    ["http://127.0.0.1:8080/test", "http://127.0.0.1:8080/test/video", "test/video"],
    ["http://127.0.0.1:8080/test/", "http://127.0.0.1:8080/test/video", "video"],
    ["http://127.0.0.1:8080/test", "http://127.0.0.1:8080/test2/video", "test2/video"],
    ["http://127.0.0.1:8080/test/", "http://127.0.0.1:8080/test2/video", "../test2/video"],
    ["http://127.0.0.1:8080/test/bla", "http://127.0.0.1:8080/test2/video", "../test2/video"],
    ["http://127.0.0.1:8080/test/bla/", "http://127.0.0.1:8080/test2/video", "../../test2/video"],
    ["http://127.0.0.1:8080/test/?foo=bar#123", "http://127.0.0.1:8080/test/video", "video"],
    ["http://127.0.0.1:8080/test/", "http://127.0.0.1:8080/test/video?baz=meh#456", "video?baz=meh#456"],
    ["http://127.0.0.1:8080/test", "http://127.0.0.1:8080/test?baz=meh#456", "?baz=meh#456"],
    ["http://127.0.0.1:8080/test/", "http://127.0.0.1:8080/test?baz=meh#456", "../test?baz=meh#456"],
    ["http://127.0.0.1:8080/test/", "http://127.0.0.1:8080/test/?baz=meh#456", "?baz=meh#456"],
    ["http://127.0.0.1:8080/test/?foo=bar#123", "http://127.0.0.1:8080/test/video?baz=meh#456", "video?baz=meh#456"],
    ["http://127.0.0.1:8080/file.txt", "http://127.0.0.1:8080/test/file.txt", "test/file.txt"],
    ["http://127.0.0.1:8080/not_equal.txt", "http://127.0.0.1:8080/test/file.txt", "test/file.txt"],
  ];
  for (const [base, target, relative] of joins) {
    it(`${show(relative)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(relative, base)).toBe(target));
  }
});

describe("rust-url 2.5.8 tests/unit.rs: inputs the parser repairs and reports (SyntaxViolation) or refuses are no URIs (RFC 3986 App. A, §2.1, §3.2)", () => {
  // biome-ignore format: one case per line
  const invalid: Array<[string, string]> = [
    ["http://mozilla.org/\\foo", "bad-path"], // test_syntax_violation_callback_types: Backslash
    [" http://mozilla.org", "bad-path"], // C0SpaceIgnored
    ["http:///mozilla.org", "missing-host"], // ExpectedDoubleSlash (RFC 9110 §4.2.1)
    ["http://mozilla.org/^", "bad-path"], // NonUrlCodePoint
    ["http://mozilla.org/#\u00000", "bad-fragment"], // NullInFragment
    ["http://mozilla.org/%1", "bad-percent-encoding"], // PercentDecode
    ["http://mozilla.org\t/foo", "bad-host"], // TabOrNewlineIgnored
    ["http://user@:pass@mozilla.org", "bad-port"], // UnencodedAtSign: the userinfo ends at the first "@"
    ["http:////mozilla.org:42", "missing-host"], // test_syntax_violation_callback: ExpectedDoubleSlash
    ["http://mozilla.org\\path", "bad-host"], // test_syntax_violation_callback_lifetimes: Backslash
  ];
  for (const [s, reason] of invalid)
    it(`${show(s)} is invalid: ${reason}`, () => expectInvalid(s, reason));
});

describe("rust-url 2.5.8: answered differently on purpose", () => {
  // host: the peer parses WHATWG's IPv4 forms (hex, octal, fewer than four parts) as
  // 1.35.33.49 and 0.0.0.111, and refuses "1.35.+33.49", "2..2.3", "42.0x1232131". RFC 3986
  // §3.2.2: IPv4address is four dotted dec-octets; anything else of reg-name characters
  // (unreserved, sub-delims such as "+") is a reg-name
  // biome-ignore format: one case per line
  const regNames = ["http://0x1.0X23.0x21.061", "http://0x1232131", "http://111", "http://1.35.+33.49", "http://2..2.3", "http://42.0x1232131"];
  for (const s of regNames) {
    it(`${show(s)} has a reg-name`, () => {
      expectParts(s, { hostKind: "reg-name", host: s.slice(7) });
      expectValid(s);
    });
  }
  it('"http://0x1.0X23.0x21.061" → "http://0x1.0x23.0x21.061/" (the host in lower case, §6.2.2.1)', () =>
    expectNormal("http://0x1.0X23.0x21.061", "http://0x1.0x23.0x21.061/"));
  // host_serialization: the peer gives "[::ffff:0:2]" (WHATWG's serializer). RFC 5952 §5: an
  // IPv4-mapped address is written with its IPv4 part in dotted decimal
  it('"http://[0::ffff:0:2]" → "http://[::ffff:0.0.0.2]/"', () =>
    expectNormal("http://[0::ffff:0:2]", "http://[::ffff:0.0.0.2]/"));
  // test_serialization, test_authority: the peer drops an empty userinfo or password
  // ("http://emptyuser.com/", authority "example.com", "user@…"). RFC 3986 §6.2.3: the
  // delimiter of an empty component stays unless the scheme licenses its removal
  // biome-ignore format: one case per line
  const emptyUserinfo: Array<[string, string]> = [
    ["http://@emptyuser.com/", "http://@emptyuser.com/"],
    ["http://:@emptypass.com/", "http://:@emptypass.com/"],
    ["https://:@example.com/", "https://:@example.com/"],
  ];
  for (const [s, normal] of emptyUserinfo)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  // test_authority: the peer gives "user@%C3%A0lex.example.com:70" and
  // "%C3%A0lex:%C3%A0lex@%C3%A0lex.%D1%80%D1%84.example.com:6667" (a non-special scheme's host
  // percent-encoded; gopher is no special scheme, so its port stays). RFC 3987 §3.1 and
  // RFC 3986 §3.2.2: an internationalized reg-name goes to its IDNA A-label (urisift does so
  // in any scheme); RFC 4266 §2.1: gopher's default port is 70, dropped by §6.2.3; the empty
  // password's ":" stays (§6.2.3)
  it('"gopher://user:@àlex.example.com:70" → "gopher://user:@xn--lex-8ka.example.com"', () =>
    expectNormal("gopher://user:@àlex.example.com:70", "gopher://user:@xn--lex-8ka.example.com"));
  it('"irc://àlex:àlex@àlex.рф.example.com:6667/foo" → the A-label host', () =>
    expectNormal(
      "irc://àlex:àlex@àlex.рф.example.com:6667/foo",
      "irc://%C3%A0lex:%C3%A0lex@xn--lex-8ka.xn--p1ai.example.com:6667/foo",
    ));
  // test_set_host: the peer gives "foo://%C8%99". Same rule
  it('"foo://ș" → "foo://xn--yla"', () => expectNormal("foo://ș", "foo://xn--yla"));
  // issue_124, issue_864: the peer reads "file:a" as "file:///a" (path "/a"), "file:..." as
  // "/...", "file:.." as "/", and takes "file://". RFC 8089 §2: file-hier-part =
  // ( "//" auth-path ) / local-path, both with a path-absolute
  for (const s of ["file:a", "file:...", "file:..", "file://"]) {
    it(`${show(s)} is no file URI`, () => expectInvalid(s, "bad-file"));
  }
  // test_file_with_drive, test_file_with_drive_and_path: the peer gives "file:///p:?../" and
  // "file:///p:/x|?../" (WHATWG's Windows drive letters). RFC 8089 §2 has no query and wants a
  // path-absolute; "|" is no URI character (RFC 3986 App. A)
  it('"fIlE:p:?../" is no file URI', () => expectInvalid("fIlE:p:?../", "bad-file"));
  it('"fIlE:p:/x|?../" is invalid', () => expectInvalid("fIlE:p:/x|?../", "bad-path"));
  // test_strip_trailing_spaces_from_opaque_path, test_parse_url_with_single_byte_control_host,
  // no_panic, test_null_host_with_leading_empty_path_segment: the peer parses them. RFC 3986
  // App. A: no space, control or "\" in a URI
  // biome-ignore format: one case per line
  const refused: Array<[string, string]> = [
    ["data:space   ?query", "bad-path"],
    ["data:space   #hash", "bad-path"],
    ["l://\u0001:", "bad-host"],
    ["arhttpsps:/.//eom/dae.com/\\\\t\\:", "bad-path"],
    ["m:/.//\\", "bad-path"],
  ];
  for (const [s, reason] of refused)
    it(`${show(s)} is invalid: ${reason}`, () => expectInvalid(s, reason));
  // test_origin_blob_equality, test_origin_opaque: the peer parses any "blob:" string. The W3C
  // File API (§8.1): blob URL = "blob:" origin "/" id; "blob:http://example.net/" has no id
  for (const s of ["blob:http://example.net/", "blob:malformed//", "blob:blob-info"]) {
    it(`${show(s)} is no blob URL`, () => expectInvalid(s, "bad-blob"));
  }
  // test_syntax_violation_callback_types: ExpectedFileDoubleSlash and
  // FileWithHostAndWindowsDrive are reported. RFC 8089 §2: local-path (no "//") and a host with
  // any path-absolute are file URIs
  it('"file:/foo.txt" is valid (→ "file:///foo.txt")', () =>
    expectNormal("file:/foo.txt", "file:///foo.txt"));
  it('"file://mozilla.org/c:/file.txt" is valid', () =>
    expectNormal("file://mozilla.org/c:/file.txt", "file://mozilla.org/c:/file.txt"));
});

describe("rust-url 2.5.8 tests/unit.rs: found wrong before, fixed", () => {
  // issue_241: the peer parses "mailto:" (and calls it cannot-be-a-base). urisift refused it
  // ("empty-mailto"). RFC 6068 §2: mailtoURI = "mailto:" [ to ] [ hfields ]: both parts are
  // optional, so "mailto:" is a mailto URI
  it('"mailto:" is a valid mailto URI', () => expectValid("mailto:"));
});

// ─── fluent-uri 0.4.1 ─────────────────────────────────────────────────────────────────────

describe("fluent-uri 0.4.1 tests/parse.rs parse_absolute, parse_relative: components (RFC 3986 §3, §4.2)", () => {
  // biome-ignore format: one case per line
  const components: Array<[string, Partial<UriParts>]> = [
    ["http://[vFe.foo.bar]", { scheme: "http", authority: "[vFe.foo.bar]", userinfo: undefined, hostKind: "ipvfuture", port: undefined, path: "", query: undefined, fragment: undefined }],
    ["http://127.0.0.1:/", { authority: "127.0.0.1:", hostKind: "ipv4", host: "127.0.0.1", port: "", path: "/" }],
    // the generic syntax has no bound on a port (port = *DIGIT); validateUri refuses > 65535
    ["http://127.0.0.1:80808/", { authority: "127.0.0.1:80808", hostKind: "ipv4", host: "127.0.0.1", port: "80808", path: "/" }],
    [".", { scheme: undefined, authority: undefined, path: "." }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it('"http://127.0.0.1:80808/" is no valid http URI (urisift bounds ports at 65535)', () =>
    expectInvalid("http://127.0.0.1:80808/", "bad-port"));
});

describe("fluent-uri 0.4.1 tests/parse.rs parse_error_uri, parse_error_uri_ref: no URI, or no URI-reference (RFC 3986 §3.1, §3.2, §4.1)", () => {
  // Uri::parse: a URI needs a scheme (§3); "foo" is a relative reference
  it('"foo" is a relative reference, no URI', () => {
    expect(isReference("foo")).toBe(true);
    expect(isUri("foo")).toBe(false);
  });
  // biome-ignore format: one case per line
  const unparsable: Array<[string, string]> = [
    [":hello", "empty-scheme"], // empty scheme
    ["3ttp://a.com", "colon-in-first-segment"], // a scheme starts with a letter; as a relative-ref, ":" in the first segment
    ["exam=ple:foo", "bad-scheme"], // "=" in the scheme (as a reference: ":" in the first segment)
    ["(:", "colon-in-first-segment"],
    ["a%20:foo", "bad-scheme"], // no percent-encoding in a scheme
    ["foo\\bar", "bad-path"],
    ["foo%xxd", "bad-percent-encoding"],
    ["text%a", "bad-percent-encoding"],
    ["%", "bad-percent-encoding"],
    ["http://example.com:80ab", "bad-port"],
    ["http://user@example.com:80ab", "bad-port"],
    ["http://user:pass:example.com/", "bad-port"], // no "@": "user" is the host, "pass:example.com" the port
    ["https://[::1/", "bad-ipv6"], // unclosed bracket
    ["https://[::1]wrong", "bad-host"], // no port after the IP-literal
    ["http://[vG.addr]", "bad-ipvfuture"], // IPvFuture = "v" 1*HEXDIG "." 1*( … )
    ["http://[v.addr]", "bad-ipvfuture"],
    ["ftp://[vF.]", "bad-ipvfuture"],
    ["ftp://[vF.%20]", "bad-ipvfuture"], // no percent-encoding in IPvFuture
    ["ftp://[fe80::abcd%eth0]", "bad-zone"], // RFC 6874 §2: the zone follows "%25"
    ["example://[44:55::66::77]", "bad-ipv6"],
  ];
  for (const [s, reason] of unparsable)
    it(`${show(s)} is no URI-reference: ${reason}`, () => expectUnparsable(s, reason));
});

describe("fluent-uri 0.4.1 tests/parse.rs strict_ip_addr, tests/parse_ip.rs: IPv4address, IPv6address (RFC 3986 §3.2.2)", () => {
  // test_parse_v4 (as "//" + host): dec-octet has no leading zero and four parts; else reg-name
  // biome-ignore format: one case per line
  const v4: Array<[string, HostKind]> = [
    ["127.0.0.1", "ipv4"], ["255.255.255.255", "ipv4"], ["0.0.0.0", "ipv4"],
    ["256.0.0.1", "reg-name"], ["255.0.0", "reg-name"], ["255.0.0.1.2", "reg-name"], ["255.0..1", "reg-name"],
    ["255.0.0.01", "reg-name"], ["255.0.0.00", "reg-name"], ["255.0.00.0", "reg-name"], [".0.0.0.0", "reg-name"],
    ["0.0.0.0.", "reg-name"], ["127.0.0.001", "reg-name"], ["127.1", "reg-name"], ["127.00.00.1", "reg-name"],
  ];
  for (const [host, hostKind] of v4)
    it(`"//${host}": ${hostKind}`, () => expectParts(`//${host}`, { hostKind, host }));
  // test_parse_v6, test_parse_v4_in_v6, strict_ip_addr (as "//[" + address + "]"), with the
  // RFC 5952 §4 text form of the normal form
  // biome-ignore format: one case per line
  const v6: Array<[string, string]> = [
    ["0:0:0:0:0:0:0:0", "::"],
    ["1:02:003:0004:0005:006:07:8", "1:2:3:4:5:6:7:8"],
    ["::1", "::1"],
    ["1::", "1::"],
    ["::", "::"],
    ["2a02:6b8::11:11", "2a02:6b8::11:11"],
    ["::2:3:4:5:6:7:8", "0:2:3:4:5:6:7:8"], // RFC 5952 §4.2.2: "::" not for one 16-bit 0 field
    ["1:2:3:4::6:7:8", "1:2:3:4:0:6:7:8"],
    ["1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0"],
    ["::192.0.2.33", "::c000:221"], // RFC 5952 §5: mixed notation only for known IPv4-embedding prefixes
    ["::FFFF:192.0.2.33", "::ffff:192.0.2.33"],
    ["64:ff9b::192.0.2.33", "64:ff9b::c000:221"],
    ["2001:db8:122:c000:2:2100:192.0.2.33", "2001:db8:122:c000:2:2100:c000:221"],
    ["::1.1.1.1", "::101:101"],
    ["::ffff:1.1.1.1", "::ffff:1.1.1.1"],
    ["0000:0000:0000:0000:0000:0000:255.255.255.255", "::ffff:ffff"],
  ];
  for (const [address, text] of v6) {
    it(`"//[${address}]" → "//[${text}]"`, () => {
      expectParts(`//[${address}]`, { hostKind: "ipv6" });
      expectNormalRelative(`//[${address}]`, `//[${text}]`);
    });
  }
  // biome-ignore format: one case per line
  const badV6 = [
    ":", "::00000", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1:2:::6:7:8", "1:2:::", ":::6:7:8", ":::",
    "1:2::6::8", "::6::8", "1:2::6::", "::2:6::", "::1:2:3:4:5:6:7:8", "1:2:3:4::5:6:7:8",
    "1:2:3:4:5:6:7:8::", ":1:2:3:4:5:6:7:8", ":1::1", ":1", "1:2:3:4:5:6:7:8:", "1::1:", "1:",
    "::127.0.0.1:", "1:2:3:4:5:127.0.0.1", "1:2:3:4:5:6:7:127.0.0.1", ":::4.4.4.4", "::ffff4.4.4.4",
    "::01.1.1.1", "::00.1.1.1",
  ];
  for (const address of badV6) {
    it(`"//[${address}]" is no URI-reference`, () =>
      expectUnparsable(`//[${address}]`, "bad-ipv6"));
  }
});

describe("fluent-uri 0.4.1 tests/normalize.rs: normalize() = normalizeUri (RFC 3986 §6.2.2)", () => {
  // biome-ignore format: one case per line
  const absolute: Array<[string, string]> = [
    ["http://a/../../../g", "http://a/g"],
    ["http://a/b/c/%2E/%2E./%2e%2E/d", "http://a/d"], // %2E is "." (§6.2.2.2), then §6.2.2.3
    ["foo:/bar/./../baz", "foo:/baz"],
    ["foo:/.//@@", "foo:/.//@@"], // "/." keeps "//@@" from reading as an authority
    ["FOO://%55se%72@EXamp%4ce%2ecom:8042/%4b%2f?%4c%2b#%24%4d", "foo://User@example.com:8042/K%2F?L%2B#%24M"],
  ];
  for (const [s, normal] of absolute)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  // biome-ignore format: one case per line
  const relative: Array<[string, string]> = [
    ["%3a", "%3A"],
    ["%41%42%43%44%45%46%47%48%49%4A%4B%4C%4D%4E%4F%50%51%52%53%54%55%56%57%58%59%5A%61%62%63%64%65%66%67%68%69%6A%6B%6C%6D%6E%6F%70%71%72%73%74%75%76%77%78%79%7A%30%31%32%33%34%35%36%37%38%39%2D%2E%5F%7E", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"],
    ["%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25", "%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25"],
    ["//127.0.0.%31", "//127.0.0.1"],
    ["//[0000:0000:0000::1]", "//[::1]"],
    ["//[0:0:0:0:0:ffff:192.0.2.1]", "//[::ffff:192.0.2.1]"],
    ["//[::192.0.2.1]", "//[::c000:201]"],
    ["//[v1FdE.AddR]", "//[v1fde.addr]"],
  ];
  for (const [s, normal] of relative)
    it(`${show(s)} → ${show(normal)}`, () => expectNormalRelative(s, normal));
  it('"//127.0.0.%31" has the IPv4 host 127.0.0.1 once normalized', () =>
    expectParts(normalizeUri("//127.0.0.%31", { relative: true }), {
      hostKind: "ipv4",
      host: "127.0.0.1",
    }));
});

describe("fluent-uri 0.4.1 tests/resolve.rs, tests/to_socket_addrs.rs: Resolver::resolve = resolveUri (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[base: string, ref: string, target: string]> = [
    ["foo:bar", "", "foo:bar"],
    ["foo:bar", "#baz", "foo:bar#baz"],
    ["foo:bar", "http://example.com/", "http://example.com/"],
    ["foo:bar", "foo:baz", "foo:baz"],
    ["foo:bar", "bar:baz", "bar:baz"],
    ["foo:/", ".//@@", "foo:/.//@@"],
    ["foo:/bar/baz/.%2E/", "..", "foo:/"],
    ["foo:/", ".", "foo:/"], // the normalized base of "foo:/bar/.."
    ["foo:/..", "", "foo:/.."], // resolve_underflow: §5.2.2 takes an empty reference's path from the base as is
    ["foo:/..", "?a", "foo:/..?a"],
    ["foo:/..", "#a", "foo:/..#a"],
    ["foo:bar/..", "", "foo:bar/.."],
    ["foo:bar/..", "#a", "foo:bar/..#a"],
  ];
  for (const [base, ref, target] of cases) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
  // to_socket_addrs: a port above 65535 is "invalid port value"
  it('"//127.0.0.1:65537": the port is refused', () =>
    expect(() => normalizeUri("//127.0.0.1:65537", { relative: true })).toThrow(/bad-port/));
  it('"//127.0.0.1:" has an empty port, dropped (§6.2.3)', () =>
    expectNormalRelative("//127.0.0.1:", "//127.0.0.1"));
  it('"//127.0.0.1:81" and "//[vF.whatever]" parse', () => {
    expectParts("//127.0.0.1:81", { hostKind: "ipv4", port: "81" });
    expectParts("//[vF.whatever]", { hostKind: "ipvfuture" });
  });
});

describe("fluent-uri 0.4.1 tests/convert.rs: Iri::to_uri and Uri::try_from = normalizeUri / isUri (RFC 3987 §3.1)", () => {
  it('"http://www.example.org/red%09rosé#red" → "http://www.example.org/red%09ros%C3%A9#red"', () =>
    expectNormal(
      "http://www.example.org/red%09rosé#red",
      "http://www.example.org/red%09ros%C3%A9#red",
    ));
  // convert_error: no scheme, or not ASCII: no URI (the last two are IRIs)
  for (const s of ["rel/ref", "", "http://你好.example.com/", "réf/rel"]) {
    it(`${show(s)} is no URI`, () => expect(isUri(s)).toBe(false));
  }
  it('"http://你好.example.com/" is an IRI, "réf/rel" an IRI reference', () => {
    expectValid("http://你好.example.com/");
    expect(parseUri("réf/rel").ok).toBe(true);
  });
});

describe("fluent-uri 0.4.1: answered differently on purpose", () => {
  // normalize: the peer keeps an empty http path ("http://example.com"). RFC 3986 §6.2.3 and
  // RFC 9110 §4.2.3: an empty http path is normalized to "/"
  it('"http://example.com" → "http://example.com/"', () =>
    expectNormal("http://example.com", "http://example.com/"));
  it('"HTTP://%45XAMPLE.%43Om" → "http://example.com/"', () =>
    expectNormal("HTTP://%45XAMPLE.%43Om", "http://example.com/"));
  // normalize: the peer leaves dot-segments in a rootless path or a relative reference
  // ("foo:bar/../baz", "/foo/../bar"). RFC 3986 §6.2.2.3 applies remove_dot_segments (§5.2.4)
  // to the path, which makes "bar/../baz" "/baz" (steps 2E, 2C, 2E), and an absolute-path
  // reference means the same path against any base (§5.2.2: T.path = remove_dot_segments(R.path))
  it('"foo:bar/../baz" → "foo:/baz"', () => expectNormal("foo:bar/../baz", "foo:/baz"));
  it('"/foo/../bar" → "/bar"', () => expectNormalRelative("/foo/../bar", "/bar"));
  // normalize_iri: the peer's IRI normal form decodes to "rosé" and "\u{e000}". normalizeUri
  // gives a URI (RFC 3987 §3.1), equivalent to the IRI (§5.3.2.3)
  it('"eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9" → "example://a/b/c/%7Bfoo%7D/ros%C3%A9"', () => {
    expectNormal(
      "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
      "example://a/b/c/%7Bfoo%7D/ros%C3%A9",
    );
    expect(
      equivalent(
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
        "example://a/b/c/%7Bfoo%7D/ros\u00e9",
      ),
    ).toBe(true);
  });
  it('"?%EE%80%80" stays encoded', () => expectNormalRelative("?%EE%80%80", "?%EE%80%80"));
  // iri_to_uri: the peer gives "http://r%C3%A9sum%C3%A9.example.org" (§3.1's plain mapping).
  // RFC 3987 §3.1 step 2 lets an ireg-name go to IDNA instead, and urisift writes IRI hosts as
  // their A-label (RFC 3986 §3.2.2: "URI producers should provide these registered names in
  // the IDNA encoding")
  it('"http://résumé.example.org" → "http://xn--rsum-bpad.example.org/"', () =>
    expectNormal("http://résumé.example.org", "http://xn--rsum-bpad.example.org/"));
  // resolve: the peer resolves "." against "foo:/bar/.." to "foo:/". RFC 3986 §5.2.2 does not
  // normalize the base: merge gives "/bar/." (§5.2.3), remove_dot_segments "/bar/"
  it('"." against "foo:/bar/.." → "foo:/bar/"', () =>
    expect(resolveUri(".", "foo:/bar/..")).toBe("foo:/bar/"));
  // resolve_error: the peer refuses a base with a fragment (BaseWithFragment). RFC 3986 §5.1:
  // the base is "stripped of any fragment component prior to its use"
  it('"foo" against "http://example.com/#title1" → "http://example.com/foo"', () =>
    expect(resolveUri("foo", "http://example.com/#title1")).toBe("http://example.com/foo"));
  // resolve_error, resolve_underflow: the peer refuses a relative path or a query against a
  // base with a rootless path (InvalidReferenceAgainstOpaqueBase). RFC 3986 §5.2.2 and §5.2.3
  // define the target for every base: merge with the base path's last segment dropped
  // biome-ignore format: one case per line
  const opaque: Array<[string, string, string]> = [
    ["foo:bar", "baz", "foo:baz"],
    ["foo:bar", "?baz", "foo:bar?baz"],
    ["foo:bar/..", "?a", "foo:bar/..?a"],
  ];
  for (const [base, ref, target] of opaque) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
});
