/**
 * Cases from the published test suites of URI libraries in Perl (Mojolicious), Haskell
 * (uri-bytestring) and JavaScript (url-parse; URI.js recalled), run through the core with the
 * answer RFC 3986 / RFC 3987 and the scheme RFCs give (see peer-suites*.test.ts for the other
 * peers). Each group names its source file; where the peer answers otherwise, the case is in
 * the "answered differently on purpose" group of its suite with the peer's answer and the rule
 * that decides ours. No case found urisift wrong when this file was written (no "urisift
 * wrong, to fix" group).
 *
 * Sources (the orig tarballs of the Debian bookworm source packages):
 * - libmojolicious-perl 9.31+dfsg-1 (Mojolicious 9.31): t/mojo/url.t (every subtest that
 *   parses, serializes or resolves) and t/mojo/path.t (canonicalize, merge, the paths it
 *   parses).
 * - haskell-uri-bytestring 0.3.3.1-1 (uri-bytestring 0.3.3.1): test/URI/ByteStringTests.hs
 *   (parseUriTests with strictURIParserOptions and their relative-ref forms, the lax case,
 *   normalizeURITests) and test/URI/ByteStringQQTests.hs.
 * - node-url-parse 1.5.10+~1.4.8-2 (url-parse 1.5.10): test/test.js.
 * - URI.js (medialize/URI.js) is not packaged in Debian (no node-urijs source package in
 *   bookworm), and its npm tarball (urijs 1.19.11) ships src/ only, no test/: its group holds
 *   a few cases RECALLED from test/urls.js, each with the answer the RFCs give, not a
 *   quotation.
 * - (uri-js, the other JavaScript URI library packaged in Debian as node-uri-js, is already
 *   covered through fast-uri's port of its suite: peer-suites.test.ts.)
 *
 * How the cases map onto the API:
 * - components (Mojo::URL's scheme … fragment, uri-bytestring's URI and RelativeRef fields,
 *   url-parse's hostname, port, pathname, query, hash) = parseUri's parts as written: the
 *   peers decode userinfo, paths and query pairs (uri-bytestring "/weird path", Mojo's
 *   "/Users/sri/test.sock" host), our parts keep the percent-encoding; Mojo's and url-parse's
 *   "[::1]" is our host "::1"; url-parse's query and hash carry their "?" and "#";
 * - serialization (Mojo's "$url" and to_unsafe_string, url-parse's href) = normalizeUri: the
 *   peers lowercase the scheme, write an IRI host as its A-label and percent-encode the other
 *   IRI characters as UTF-8 (RFC 3987 §3.1), as the normal form does; Mojo's string also keeps
 *   the host's case and an empty http path, where §6.2.2.1 lowercases and §6.2.3 writes "/",
 *   and it leaves out the userinfo (to_string, a policy); those differences are not counted;
 * - resolution (Mojo::URL::to_abs, url-parse's parse(url, base)) = resolveUri, strict
 *   (§5.2.2); url-parse's href is the normal form of the target;
 * - Mojo::Path is the path of "http://example.com" (or a relative-path reference when it has
 *   no leading "/"), canonicalize = the normal form's dot-segment removal (§6.2.2.3),
 *   merge = resolution of the second path against the first (§5.2.3);
 * - uri-bytestring's strict parseURI / parseRelativeRef = a URI / relative reference
 *   (§4.1, §4.2) for parseUri; a normalization option (unoDowncaseScheme, unoDropDefPort …) =
 *   its result is equivalent() to the input and has the same normal form.
 * Left out:
 * - 39 cases already in test/ verbatim: Mojo's "file:///foo/bar", "http://foo.com/",
 *   "http://[::1]", "http://127.0.0.1" and Mojo::Path "//" (5); uri-bytestring's six
 *   roundtripTestURI inputs (the RFC 3986 §1.1.2 examples), six of its ten testParseHost
 *   lines ("http://www.example.org", "http://192.168.1.1", "http://[3ffe:2a00:100:7031::1]",
 *   "http://[2010:836B:4179::836B:4179]", listed twice, "http://[v1.fe80::a+en1]"),
 *   "http://www.example.org/" and "http://example.org/" (aggressiveNormalization) (14); in
 *   url-parse, "http://example.com:80", "http://example.com:80/", "http://example.com:",
 *   "foo://example.com", "//example.com", "ws://example.com/", "wss://example.com/",
 *   "mailto:test@example.com", "sip:alice@atlanta.com", "HTTP://USER:PASS@EXAMPLE.COM",
 *   "http://@", "http://:@", the six file: inputs "file:", "file:/", "file://", "file:///",
 *   "file:////", "file://///", "http://google.com/" and "http://example.com/" (20).
 * - the peers' own API or policy, which no spec decides: Mojo::URL's setters (path, query,
 *   scheme, ihost), Mojo::Parameters (query pairs, to_hash, charsets), host_port,
 *   path_query, protocol, clone, to_route/to_dir/contains, its Latin-1 and "no charset" path
 *   decoding; uri-bytestring's lenses, Show/Read instances, serializeURIRef of hand-built
 *   values, the unoDropDefPort "off" and "miss" cases (a port table the caller passes),
 *   query-pair decoding ("baz+quux" as "baz quux"); url-parse's trimLeft, extractProtocol,
 *   custom query parsers and stringifiers, the blob: location object, origin (RFC 6454, not
 *   URI syntax), every #set test, the fuzzy tests (random URLs) and the slashes flag.
 */
import { describe, expect, it } from "vitest";
import { equivalent, normalizeUri, resolveUri, type UriParts } from "../../src/core/index.js";
import {
  expectEquivalent,
  expectInvalid,
  expectNormal,
  expectNormalRelative,
  expectParts,
  expectUnparsable,
  expectValid,
  show,
} from "../helpers/peer-expect.js";

type Parts = Partial<UriParts>;

// ─── Mojolicious 9.31 ─────────────────────────────────────────────────────────────────────

describe("Mojolicious 9.31 t/mojo/url.t: Mojo::URL->new, components and the normal form (RFC 3986 §3, §6.2; RFC 3987 §3.1)", () => {
  // [input, components, normal form]
  // biome-ignore format: one case per line
  const cases: Array<[string, Parts, string]> = [
    ["HtTp://Example.Com", { scheme: "HtTp", host: "Example.Com", path: "" }, "http://example.com/"], // Simple: the peer's "http://Example.Com"
    ["http://sri:foobar@example.com:8080?_monkey=biz%3B&_monkey=23#23", { scheme: "http", userinfo: "sri:foobar", host: "example.com", port: "8080", path: "", query: "_monkey=biz%3B&_monkey=23", fragment: "23" }, "http://sri:foobar@example.com:8080/?_monkey=biz%3B&_monkey=23#23"], // Parameters
    ["https://example.com/0?0#0", { userinfo: undefined, host: "example.com", port: undefined, path: "/0", query: "0", fragment: "0" }, "https://example.com/0?0#0"], // Query string
    ["mailto:sri@example.com", { scheme: "mailto", authority: undefined, path: "sri@example.com" }, "mailto:sri@example.com"], // No authority
    ["foo:/test/123?foo=bar#baz", { scheme: "foo", host: undefined, path: "/test/123", query: "foo=bar", fragment: "baz" }, "foo:/test/123?foo=bar#baz"],
    ["foo:0", { scheme: "foo", path: "0" }, "foo:0"],
    ["wss://[::1]:3000/", { scheme: "wss", host: "::1", hostKind: "ipv6", port: "3000", path: "/" }, "wss://[::1]:3000/"], // IPv6
    // Escaped host: the peer decodes the host to "/Users/sri/test.sock" and writes it back as
    // given; a host is case-insensitive (§3.2.2), lowercase in normal form (§6.2.2.1)
    ["http+unix://%2FUsers%2Fsri%2Ftest.sock/index.html", { scheme: "http+unix", host: "%2FUsers%2Fsri%2Ftest.sock", port: undefined, path: "/index.html" }, "http+unix://%2Fusers%2Fsri%2Ftest.sock/index.html"],
    ["http://bücher.ch:3000/foo", { host: "bücher.ch", port: "3000", path: "/foo" }, "http://xn--bcher-kva.ch:3000/foo"], // IDNA
    ["http://bücher.bücher.ch:3000/foo", { host: "bücher.bücher.ch", port: "3000", path: "/foo" }, "http://xn--bcher-kva.xn--bcher-kva.ch:3000/foo"],
    ["http://bücher.bücher.bücher.ch:3000/foo", { host: "bücher.bücher.bücher.ch", port: "3000", path: "/foo" }, "http://xn--bcher-kva.xn--bcher-kva.xn--bcher-kva.ch:3000/foo"],
    ["http://☃:☃@☃.☃.de/☃?☃#☃", { userinfo: "☃:☃", host: "☃.☃.de", path: "/☃", query: "☃", fragment: "☃" }, "http://%E2%98%83:%E2%98%83@xn--n3h.xn--n3h.de/%E2%98%83?%E2%98%83#%E2%98%83"], // IDNA (snowman): the peer's to_unsafe_string
    ["http://☃.net/♥/?q=♥☃", { host: "☃.net", path: "/♥/", query: "q=♥☃" }, "http://xn--n3h.net/%E2%99%A5/?q=%E2%99%A5%E2%98%83"], // IRI/IDNA
    ["http://☃.Net/♥/♥/?♥=☃", { host: "☃.Net", path: "/♥/♥/", query: "♥=☃" }, "http://xn--n3h.net/%E2%99%A5/%E2%99%A5/?%E2%99%A5=%E2%98%83"], // the peer's "xn--n3h.Net" (host case kept)
    ["http://xn--n3h.net/%E2%99%A5/%E2%99%A5/?%E2%99%A5=%E2%98%83", { host: "xn--n3h.net", path: "/%E2%99%A5/%E2%99%A5/", query: "%E2%99%A5=%E2%98%83" }, "http://xn--n3h.net/%E2%99%A5/%E2%99%A5/?%E2%99%A5=%E2%98%83"],
    ["http://0@foo.com#0", { userinfo: "0", host: "foo.com", fragment: "0" }, "http://0@foo.com/#0"], // "0": the peer's to_unsafe_string "http://0@foo.com#0"
    ["http://example.com/foo//bar/23/", { path: "/foo//bar/23/" }, "http://example.com/foo//bar/23/"], // Empty path elements: §6.2.2.3 removes dot-segments only
    ["http://example.com//foo//bar/23/", { path: "//foo//bar/23/" }, "http://example.com//foo//bar/23/"],
    ["http://example.com/foo///bar/23/", { path: "/foo///bar/23/" }, "http://example.com/foo///bar/23/"],
    ["http://mojolicious.org", { host: "mojolicious.org", hostKind: "reg-name" }, "http://mojolicious.org/"], // Hosts
    ["http://[0::127.0.0.1]", { host: "0::127.0.0.1", hostKind: "ipv6" }, "http://[::7f00:1]/"], // RFC 5952 §4.2, §5: text form of an address outside the mapped prefixes
    ["http://mojolicious.org:3000", { host: "mojolicious.org", port: "3000" }, "http://mojolicious.org:3000/"],
    ["http://[::1]:3000", { host: "::1", hostKind: "ipv6", port: "3000" }, "http://[::1]:3000/"],
    ["http://127.0.0.1:3000", { host: "127.0.0.1", hostKind: "ipv4", port: "3000" }, "http://127.0.0.1:3000/"],
    ["http://[0::127.0.0.1]:3000", { host: "0::127.0.0.1", hostKind: "ipv6", port: "3000" }, "http://[::7f00:1]:3000/"],
    ["http://foo.1.1.1.1.de/", { host: "foo.1.1.1.1.de", hostKind: "reg-name" }, "http://foo.1.1.1.1.de/"],
    ["http://1.1.1.1.1.1/", { host: "1.1.1.1.1.1", hostKind: "reg-name" }, "http://1.1.1.1.1.1/"], // six dec-octets: no IPv4address, a reg-name (§3.2.2)
    // Heavily escaped path: %2E is unreserved "." (§6.2.2.2); %2F and %2B stay (reserved)
    ["http://example.com/mojo%2Fg%2B%2B-4%2E2_4%2E2%2E3-2ubuntu7_i386%2Edeb#", { path: "/mojo%2Fg%2B%2B-4%2E2_4%2E2%2E3-2ubuntu7_i386%2Edeb", query: undefined, fragment: "" }, "http://example.com/mojo%2Fg%2B%2B-4.2_4.2.3-2ubuntu7_i386.deb#"],
    ["http://mojolicious.org/100%25_fun", { path: "/100%25_fun" }, "http://mojolicious.org/100%25_fun"], // "%" in path
    ["http://☃.net./♥", { host: "☃.net.", path: "/♥" }, "http://xn--n3h.net./%E2%99%A5"], // Trailing dot: the peer's string exactly
    ["HTTP://FOO.BAR/%E4/?%E5=%E4", { scheme: "HTTP", host: "FOO.BAR", path: "/%E4/", query: "%E5=%E4" }, "http://foo.bar/%E4/?%E5=%E4"], // No charset: octets that are no UTF-8 stay encoded
  ];
  for (const [s, parts, normal] of cases) {
    it(show(s), () => {
      expectParts(s, parts);
      expectValid(s);
      expectNormal(s, normal);
    });
  }
  it('IDNA: a host set as "xn--n3h.xn--n3h.net" is the host "☃.☃.net" (RFC 3987 §3.1, §5.3.3)', () =>
    expectEquivalent("http://☃.☃.net", "http://xn--n3h.xn--n3h.net", true));
  it('Relative path: "http://example.com/foo/../baz?foo=bar#23" after path->canonicalize is "http://example.com/baz?foo=bar#23" (§6.2.2.3)', () =>
    expectNormal("http://example.com/foo/../baz?foo=bar#23", "http://example.com/baz?foo=bar#23"));
});

describe("Mojolicious 9.31 t/mojo/url.t: relative references, is_abs false (RFC 3986 §4.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, Parts]> = [
    ["foo?foo=bar#23", { scheme: undefined, path: "foo", query: "foo=bar", fragment: "23" }],
    ["/foo?foo=bar#23", { scheme: undefined, path: "/foo", query: "foo=bar", fragment: "23" }],
    ["//localhost/23/", { scheme: undefined, host: "localhost", path: "/23/" }],
    ["///bar/23/", { scheme: undefined, authority: "", host: "", path: "/bar/23/" }],
    ["////bar//23/", { scheme: undefined, authority: "", host: "", path: "//bar//23/" }],
  ];
  for (const [s, parts] of cases) {
    it(`${show(s)}, its own normal form`, () => {
      expectParts(s, parts);
      expectNormalRelative(s, s);
    });
  }
});

describe("Mojolicious 9.31 t/mojo/url.t: to_abs (RFC 3986 §5.2)", () => {
  // [reference, base, target]
  // biome-ignore format: one case per line
  const cases: Array<[string, string, string]> = [
    ["//localhost/23/", "http://", "http://localhost/23/"], // Relative without scheme
    ["//localhost/23/", "https://", "https://localhost/23/"],
    ["//localhost/23/", "http://mojolicious.org", "http://localhost/23/"],
    ["//localhost/23/", "http://mojolicious.org:8080", "http://localhost/23/"],
    ["/foo?foo=bar#23", "http://example.com/bar", "http://example.com/foo?foo=bar#23"], // Absolute (base without trailing slash)
    ["../cages/birds.gif", "http://www.aviary.com/products/intro.html", "http://www.aviary.com/cages/birds.gif"],
    [".././cages/./birds.gif", "http://www.aviary.com/./products/./intro.html", "http://www.aviary.com/cages/birds.gif"],
    ["../foo?foo=bar#23", "http://example.com/bar/baz/", "http://example.com/bar/foo?foo=bar#23"], // Absolute with path
    ["?foo=bar#23", "http://example.com/bar/baz/", "http://example.com/bar/baz/?foo=bar#23"], // Absolute with query
    ["/test/index.html", "http://127.0.0.1", "http://127.0.0.1/test/index.html"], // Clone (with base)
    ["test/index.html", "http://127.0.0.1/foo/", "http://127.0.0.1/foo/test/index.html"], // Clone (with base path)
    ["zzz?Zzz", "http://foo.bar/baz?yada", "http://foo.bar/zzz?Zzz"], // Merge relative path
    ["zzz?Zzz", "http://foo.bar/baz/index.html?yada", "http://foo.bar/baz/zzz?Zzz"], // … with directory
    ["/zzz?Zzz", "http://foo.bar/baz/index.html?yada", "http://foo.bar/zzz?Zzz"], // Merge absolute path
    ["/zzz", "http://foo.bar/baz/index.html?yada", "http://foo.bar/zzz"], // … without query
    ["/zzz#test2", "http://foo.bar/baz/index.html?yada#test1", "http://foo.bar/zzz#test2"], // … with fragment
    ["zzz#test2", "http://foo.bar/baz/index.html?yada#test1", "http://foo.bar/baz/zzz#test2"],
    ["/zzz", "http://foo.bar/baz/index.html?yada#test1", "http://foo.bar/zzz"], // … without fragment
    ["zzz", "http://foo.bar/baz/index.html?yada#test1", "http://foo.bar/baz/zzz"],
  ];
  for (const [ref, base, target] of cases) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
  // Resolve RFC 1808 examples: the RFC 1808 §5.1 references against its base without ";p"
  const BASE_1808 = "http://a/b/c/d?q#f";
  // biome-ignore format: one case per line
  const rfc1808: Array<[string, string]> = [
    ["g", "http://a/b/c/g"], ["./g", "http://a/b/c/g"], ["g/", "http://a/b/c/g/"], ["//g", "http://g"],
    ["?y", "http://a/b/c/d?y"], ["g?y", "http://a/b/c/g?y"], ["g?y/./x", "http://a/b/c/g?y/./x"],
    ["#s", "http://a/b/c/d?q#s"], ["g#s", "http://a/b/c/g#s"], ["g#s/./x", "http://a/b/c/g#s/./x"],
    ["g?y#s", "http://a/b/c/g?y#s"], ["./", "http://a/b/c/"], ["../", "http://a/b/"], ["../g", "http://a/b/g"],
    ["../..", "http://a/"], ["../../", "http://a/"], ["../../g", "http://a/g"],
  ];
  for (const [ref, target] of rfc1808) {
    it(`${show(ref)} against ${show(BASE_1808)} → ${show(target)}`, () =>
      expect(resolveUri(ref, BASE_1808)).toBe(target));
  }
});

describe("Mojolicious 9.31 t/mojo/path.t: Mojo::Path as the path of http://example.com (RFC 3986 §3.3, §6.2.2)", () => {
  // [path, normal form of the path]
  // biome-ignore format: one case per line
  const cases: Array<[string, string]> = [
    ["/foo/♥/bar", "/foo/%E2%99%A5/bar"], // Unicode: RFC 3987 §3.1
    ["/AZaz09-._~!$&'()*+,;=:@", "/AZaz09-._~!$&'()*+,;=:@"], // Advanced: all pchar
    ["/foob%E4r/-._~!$&'()*+,;=:@", "/foob%E4r/-._~!$&'()*+,;=:@"], // Unchanged path
    ["/foo//bar/23/", "/foo//bar/23/"], // Empty path elements: empty segments are kept
    ["//foo/bar/23/", "//foo/bar/23/"],
    ["/foo///bar/23/", "/foo///bar/23/"],
    ["///foo/bar/23/", "///foo/bar/23/"],
    ["///foo///bar/23///", "///foo///bar/23///"],
  ];
  for (const [p, normal] of cases) {
    it(`${show(p)} → ${show(normal)}`, () =>
      expectNormal(`http://example.com${p}`, `http://example.com${normal}`));
  }
  // Merge: $path->merge($other) = the §5.2.3 merge, then (for an absolute other) the other
  // biome-ignore format: one case per line
  const merges: Array<[string, string, string]> = [
    ["/foo", "bar/baz", "/bar/baz"],
    ["/foo/", "bar/baz", "/foo/bar/baz"],
    ["/foo/", "bar/baz/", "/foo/bar/baz/"],
    ["/foo/", "/bar/baz", "/bar/baz"],
    ["/foo/bar", "/bar/baz/", "/bar/baz/"],
  ];
  for (const [base, ref, path] of merges) {
    it(`${show(base)} merge ${show(ref)} → ${show(path)}`, () =>
      expect(resolveUri(ref, `http://example.com${base}`)).toBe(`http://example.com${path}`));
  }
});

describe("Mojolicious 9.31: answered differently on purpose", () => {
  // biome-ignore format: one case per line
  {
    const cases: Array<[input: string, reason: string]> = [
      ["https://sri:foobar@example.com:8080/x/index.html?monkey=biz&foo=1#/!%?@3", "bad-percent-encoding"], // url.t Advanced: the peer takes the fragment "/!%?@3" and writes "#/!%25?@3". RFC 3986 §2.1, §2.4: a "%" is a pct-encoded triplet or nothing
      ["http://mojolicious.org/100%_fun", "bad-percent-encoding"], // url.t "%" in path: the peer writes "/100%25_fun". RFC 3986 §2.1
      ["http://mojolicious.org/100%fun", "bad-percent-encoding"], // the peer writes "/100%25fun" ("%fu" is no triplet). RFC 3986 §2.1
      ["http://0::127.0.0.1", "bad-port"], // url.t Hosts: the peer's host "0::127.0.0.1". RFC 3986 §3.2.2: an IPv6 address is in brackets; unbracketed, ":127.0.0.1" is no port (§3.2.3)
      ["http://0::127.0.0.1:3000", "bad-port"], // the peer's host "0::127.0.0.1", port 3000. RFC 3986 §3.2.2, §3.2.3
    ];
    for (const [s, reason] of cases) it(`${show(s)} is no URI-reference: ${reason}`, () => expectUnparsable(s, reason));
  }
  // RFC 6455 §3: ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ], no userinfo; a
  // fragment "MUST NOT be used". The generic components agree with the peer's
  // biome-ignore format: one case per line
  {
    const cases: Array<[string, Parts]> = [
      ["ws://AZaz09-._~!$&'()*+,;=:@localhost#AZaz09-._~!$&'()*+,;=:@/?", { userinfo: "AZaz09-._~!$&'()*+,;=:", host: "localhost", fragment: "AZaz09-._~!$&'()*+,;=:@/?" }], // url.t Advanced userinfo and fragment roundtrip
      ["wss://sri:foo:bar@example.com:8080?_monkeybiz%3B&_monkey;23#23", { userinfo: "sri:foo:bar", port: "8080", path: "", query: "_monkeybiz%3B&_monkey;23", fragment: "23" }], // url.t Query string
      ["ws://sri:foobar@example.com:8080/test/index.html?monkey=biz&foo=1#23", { userinfo: "sri:foobar", path: "/test/index.html", query: "monkey=biz&foo=1", fragment: "23" }], // url.t Clone (advanced)
    ];
    for (const [s, parts] of cases) {
      it(`${show(s)}: the components as the peer's, no valid ws URI`, () => {
        expectParts(s, parts);
        expectInvalid(s, "userinfo-not-allowed");
      });
    }
  }
  it('"DATA:image/png;base64,helloworld123": the components as the peer\'s, no valid data: URI', () => {
    // url.t No authority: the peer accepts it. RFC 2397 §3 with RFC 4648 §4: base64 data
    // comes in groups of four characters; "helloworld123" has 13
    expectParts("DATA:image/png;base64,helloworld123", {
      scheme: "DATA",
      host: undefined,
      path: "image/png;base64,helloworld123",
      query: undefined,
      fragment: undefined,
    });
    expectInvalid("DATA:image/png;base64,helloworld123", "bad-data-base64");
  });
  it('"https://%E2%99%A5:%E2%99%A5@kr%E4ih.com:3000" keeps the octet %E4', () => {
    // url.t IDNA (escaped userinfo and host): the peer decodes %E4 as Latin-1 "ä" and writes
    // "https://xn--krih-moa.com:3000". RFC 3986 §3.2.2: the percent-encoded octets of a
    // reg-name are UTF-8, and a lone %E4 is none; the octet stays (§6.2.2.2)
    expectNormal(
      "https://%E2%99%A5:%E2%99%A5@kr%E4ih.com:3000",
      "https://%E2%99%A5:%E2%99%A5@kr%E4ih.com:3000/",
    );
    expect(equivalent("https://kr%E4ih.com:3000", "https://xn--krih-moa.com:3000")).toBe(false);
  });
  // url.t Resolve RFC 1808 examples: the peer drops the trailing "/" after a final "." or
  // ".." segment. RFC 3986 §5.2.4 step 2B/2C: "/." and "/.." are replaced by "/" (§5.4.1
  // gives "." → "http://a/b/c/" and ".." → "http://a/b/")
  it('"." against "http://a/b/c/d?q#f" → "http://a/b/c/" (the peer: "http://a/b/c")', () =>
    expect(resolveUri(".", "http://a/b/c/d?q#f")).toBe("http://a/b/c/"));
  it('".." against "http://a/b/c/d?q#f" → "http://a/b/" (the peer: "http://a/b")', () =>
    expect(resolveUri("..", "http://a/b/c/d?q#f")).toBe("http://a/b/"));
  // url.t Heavily escaped path: path->canonicalize decodes every triplet and gives
  // "/mojo/g++-4.2_4.2.3-2ubuntu7_i386.deb". RFC 3986 §2.2, §6.2.2.2: "/" and "+" are
  // reserved, "%2F" and "%2B" are not equivalent to them
  it('"…/mojo%2Fg%2B%2B-4%2E2…" is not "…/mojo/g++-4.2…"', () =>
    expectEquivalent(
      "http://example.com/mojo%2Fg%2B%2B-4%2E2_4%2E2%2E3-2ubuntu7_i386%2Edeb#",
      "http://example.com/mojo/g++-4.2_4.2.3-2ubuntu7_i386.deb#",
      false,
    ));
  // path.t canonicalize and Empty path elements: the peer splits at "%2F" as at "/" and
  // removes "..." segments. RFC 3986 §2.2: "%2F" is data, not a delimiter; §3.3, §5.2.4: only
  // "." and ".." are dot-segments. The normal form uppercases the hex digits (§6.2.2.1)
  // biome-ignore format: one case per line
  {
    const cases: Array<[path: string, normal: string, peer: string]> = [
      ["/%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd", "/%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd", "/../../../../../../../../../../etc/passwd"], // Canonicalizing
      ["%2ftest%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd", "%2Ftest%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd", "/../../../../../../../../etc/passwd"], // Canonicalizing (alternative)
      ["%2ftest%2f..%252f..%2f..%2f..%2f..%2fetc%2fpasswd", "%2Ftest%2F..%252f..%2F..%2F..%2F..%2Fetc%2Fpasswd", "/../etc/passwd"], // … (with escaped "%"): "%252f" is "%25" and the characters "2f"
      ["/foo/.../.../windows/win.ini", "/foo/.../.../windows/win.ini", "/foo/windows/win.ini"], // Canonicalize (triple dot)
      ["%2F%2f", "%2F%2F", "//"], // Empty path elements
    ];
    for (const [p, normal, peer] of cases) {
      it(`${show(p)} → ${show(normal)} (the peer: ${show(peer)})`, () => expectNormalRelative(p, normal));
    }
  }
  it('path.t Merge: "foo/bar" merge "baz/yada" (the peer: "foo/baz/yada") is refused', () =>
    // RFC 3986 §5.1, §5.2.1: the base of a resolution is an absolute URI
    expect(() => resolveUri("baz/yada", "foo/bar")).toThrow(/missing-scheme/));
});

// ─── uri-bytestring 0.3.3.1 ───────────────────────────────────────────────────────────────

describe("uri-bytestring 0.3.3.1 test/URI/ByteStringTests.hs parseUriTests: strictURIParserOptions (RFC 3986 §3, §4.2)", () => {
  // [input, components]; each is also parsed as the relative reference after its first ":"
  // (testParses' makeRelativeRefBS), with the same components and no scheme
  // biome-ignore format: one case per line
  const cases: Array<[string, Parts]> = [
    ["http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]", { host: "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210", hostKind: "ipv6", port: undefined, path: "" }],
    ["http://[1080:0:0:0:8:800:200C:417A]", { host: "1080:0:0:0:8:800:200C:417A", hostKind: "ipv6", path: "" }],
    ["http://[::192.9.5.5]", { host: "::192.9.5.5", hostKind: "ipv6", path: "" }],
    ["http://[::FFFF:129.144.52.38]", { host: "::FFFF:129.144.52.38", hostKind: "ipv6", path: "" }],
    ["https://user:pass:wo%20rd@www.example.org?foo=bar&foo=baz+quux#frag", { userinfo: "user:pass:wo%20rd", host: "www.example.org", path: "", query: "foo=bar&foo=baz+quux", fragment: "frag" }], // the peer decodes "pass:wo rd" and the pairs
    ["http://www.example.org?foo=bar&", { host: "www.example.org", path: "", query: "foo=bar&" }], // trailing &
    ["http://www.google.com:80/aclk?sa=l&ai=CChPOVvnoU8fMDI_QsQeE4oGwDf664-EF7sq01HqV1MMFCAAQAigDUO3VhpcDYMnGqYvApNgPoAGq3vbiA8gBAaoEKE_QQwekDUoMeW9IQghV4HRuzL_l-7vVjlML559kix6XOcC1c4Tb9xeAB76hiR2QBwGoB6a-Gw&sig=AOD64_3Ulyu0DcDsc1AamOIxq63RF9u4zQ&rct=j&q=&ved=0CCUQ0Qw&adurl=http://www.aruba.com/where-to-stay/hotels-and-resorts%3Ftid%3D122", { host: "www.google.com", port: "80", path: "/aclk", query: "sa=l&ai=CChPOVvnoU8fMDI_QsQeE4oGwDf664-EF7sq01HqV1MMFCAAQAigDUO3VhpcDYMnGqYvApNgPoAGq3vbiA8gBAaoEKE_QQwekDUoMeW9IQghV4HRuzL_l-7vVjlML559kix6XOcC1c4Tb9xeAB76hiR2QBwGoB6a-Gw&sig=AOD64_3Ulyu0DcDsc1AamOIxq63RF9u4zQ&rct=j&q=&ved=0CCUQ0Qw&adurl=http://www.aruba.com/where-to-stay/hotels-and-resorts%3Ftid%3D122", fragment: undefined }],
    ["http://www.example.org/foo#bar", { path: "/foo", query: undefined, fragment: "bar" }],
    ["http://www.example.org/foo#", { path: "/foo", fragment: "" }],
    ["https://www.example.org?listParam%5B%5D=foo,bar", { path: "", query: "listParam%5B%5D=foo,bar" }],
    ["https://www.example.org#only-fragment", { path: "", query: undefined, fragment: "only-fragment" }],
    ["https://www.example.org/weird%20path", { path: "/weird%20path" }], // the peer decodes "/weird path"
    ["http://www.example.org/.", { host: "www.example.org", path: "/." }],
    ["https://stackage.org/foo?bar=baz#quux", { host: "stackage.org", path: "/foo", query: "bar=baz", fragment: "quux" }], // ByteStringQQTests.hs [uri|…|]
  ];
  for (const [s, parts] of cases) {
    const rel = s.slice(s.indexOf(":") + 1);
    it(`${show(s)} and ${show(rel)}`, () => {
      expectParts(s, { scheme: s.slice(0, s.indexOf(":")), ...parts });
      expectValid(s);
      expectParts(rel, { ...parts, scheme: undefined });
    });
  }
  // biome-ignore format: one case per line
  const relatives: Array<[string, Parts]> = [
    ["verysimple", { path: "verysimple", query: undefined }], // RFC 3986 §4.2
    ["./this:that/thap/sub?1=2", { path: "./this:that/thap/sub", query: "1=2" }], // §4.2: the "./" keeps "this:" from reading as a scheme
    ["/foo?bar=baz#quux", { path: "/foo", query: "bar=baz", fragment: "quux" }], // ByteStringQQTests.hs [relativeRef|…|]
  ];
  for (const [s, parts] of relatives) {
    it(`parseRelativeRef ${show(s)}`, () =>
      expectParts(s, { scheme: undefined, authority: undefined, ...parts }));
  }
  it('parseRelativeRef "./this:that/thap/sub?1=2" keeps its "./" in normal form (§4.2, §5.2.4)', () =>
    expectNormalRelative("./this:that/thap/sub?1=2", "./this:that/thap/sub?1=2"));
  it('parseRelativeRef "this:that/thap/sub?1=2" is MalformedPath: a URI with the scheme "this", no relative reference (§4.2)', () =>
    expectParts("this:that/thap/sub?1=2", { scheme: "this", path: "that/thap/sub", query: "1=2" }));
  it('"http:/." parses (the path "/.", no authority) as a URI (§3)', () =>
    expectParts("http:/.", { scheme: "http", authority: undefined, path: "/." }));
  // biome-ignore format: one case per line
  const failures: Array<[string, string]> = [
    ["$$$$://www.example.org/", "colon-in-first-segment"], // MalformedScheme NonAlphaLeading: no scheme (§3.1), and no relative-ref either (§4.2)
    ["http://www.example.org/foo#bar#baz", "bad-fragment"], // MalformedFragment: "#" is not in fragment (§3.5)
    ["https://www.example.org?listParam[]=foo,bar", "bad-query"], // MalformedQuery: "[" and "]" are gen-delims, not in query (§3.4); laxURIParserOptions accepts it, a repair
    ["//www.example.org/foo#bar#baz", "bad-fragment"], // the relative form
    ["//www.example.org?listParam[]=foo,bar", "bad-query"],
  ];
  for (const [s, reason] of failures)
    it(`${show(s)} is refused: ${reason}`, () => expectUnparsable(s, reason));
});

describe("uri-bytestring 0.3.3.1 test/URI/ByteStringTests.hs normalizeURITests: each option's result is equivalent (RFC 3986 §6.2.2, §6.2.3)", () => {
  // [input, the peer's result with one option, the normal form]
  // biome-ignore format: one case per line
  const cases: Array<[string, string, string]> = [
    ["hTtP://example.org", "http://example.org", "http://example.org/"], // downcase schema (§6.2.2.1)
    ["http://ExAmPlE.org", "http://example.org", "http://example.org/"], // downcase host (§6.2.2.1)
    ["http://example.org:80", "http://example.org", "http://example.org/"], // drop default port http (§6.2.3)
    ["https://example.org:443", "https://example.org", "https://example.org/"], // … https
    ["http://example.org:8000", "http://example.org:8000", "http://example.org:8000/"], // nondefault
    ["bogus://example.org:9999", "bogus://example.org:9999", "bogus://example.org:9999"], // unknown schema: no default port
    ["ftp://example.org:21", "ftp://example.org", "ftp://example.org"], // user-extensable port defaulting hit: 21 is ftp's (RFC 1738 §3.2)
    ["http://example.org/a/b/c/./../../g", "http://example.org/a/g", "http://example.org/a/g"], // remove dot segments (§6.2.2.3)
    ["http://example.org/a?foo%3abar=baz", "http://example.org/a?foo%3Abar=baz", "http://example.org/a?foo%3Abar=baz"], // percent encoding is upcased (§6.2.2.1)
  ];
  for (const [s, peer, normal] of cases) {
    it(`${show(s)} ≡ ${show(peer)}, normal form ${show(normal)}`, () => {
      expectEquivalent(s, peer, true);
      expectNormal(s, normal);
    });
  }
  it('slash empty path: "http://example.org" ≡ "http://example.org/" (§6.2.3)', () => {
    expectEquivalent("http://example.org", "http://example.org/", true);
    expectNormal("http://example.org", "http://example.org/");
  });
});

describe("uri-bytestring 0.3.3.1: answered differently on purpose", () => {
  it('"http:/." is a URI by the generic syntax, but no valid http URI', () =>
    // parseURI strict gives the URI with no authority and the path "/.". RFC 9110 §4.2.1: an
    // http URI has an authority with a non-empty host
    expectInvalid("http:/.", "missing-host"));
  it('drop redundant slashes: "http://example.org/foo//bar///baz" is not "http://example.org/foo/bar/baz"', () => {
    // unoDropExtraSlashes gives "http://example.org/foo/bar/baz". RFC 3986 §3.3: an empty
    // segment is a segment; §6.2.2.3 removes only dot-segments
    expectEquivalent("http://example.org/foo//bar///baz", "http://example.org/foo/bar/baz", false);
    expectNormal("http://example.org/foo//bar///baz", "http://example.org/foo//bar///baz");
  });
  it('sort params: "…/foo?zulu=1&charlie=&alpha=1" is not "…/foo?alpha=1&charlie=&zulu=1"', () => {
    // unoSortParameters sorts the pairs. RFC 3986 §3.4: the query is opaque data; no
    // normalization in §6.2 reorders it
    expectEquivalent(
      "http://example.org/foo?zulu=1&charlie=&alpha=1",
      "http://example.org/foo?alpha=1&charlie=&zulu=1",
      false,
    );
    expectNormal(
      "http://example.org/foo?zulu=1&charlie=&alpha=1",
      "http://example.org/foo?zulu=1&charlie=&alpha=1",
    );
  });
});

// ─── url-parse 1.5.10 ─────────────────────────────────────────────────────────────────────

describe("url-parse 1.5.10 test/test.js: parse(url), components and href (RFC 3986 §3, §6.2)", () => {
  // [input, components, href = the normal form]
  // biome-ignore format: one case per line
  const cases: Array<[string, Parts, string]> = [
    ["http://google.com/?foo=bar", { host: "google.com", path: "/", query: "foo=bar" }, "http://google.com/?foo=bar"], // parses the query string
    ["HTTP://fOo.eXaMPle.com", { host: "fOo.eXaMPle.com" }, "http://foo.example.com/"], // converts hostname to lowercase (§6.2.2.1)
    ["HTTP://X.COM/Y/Z", { path: "/Y/Z" }, "http://x.com/Y/Z"], // does not lowercase the path
    ["http://x.y.com+a/b/c", { host: "x.y.com+a", path: "/b/c" }, "http://x.y.com+a/b/c"], // accepts + in the url: "+" is a sub-delim of reg-name (§3.2.2)
    ["foo:example.com", { host: undefined, path: "example.com" }, "foo:example.com"], // non special URLs
    ["foo:/example.com", { host: undefined, path: "/example.com" }, "foo:/example.com"],
    ["foo:///example.com", { authority: "", host: "", path: "/example.com" }, "foo:///example.com"],
    ["data:text/html,%3Ch1%3EHello%2C%20World!%3C%2Fh1%3E", { scheme: "data", path: "text/html,%3Ch1%3EHello%2C%20World!%3C%2Fh1%3E" }, "data:text/html,%3Ch1%3EHello%2C%20World!%3C%2Fh1%3E"], // protocol table
    ["HTTP://example.com", { scheme: "HTTP" }, "http://example.com/"], // converts protocol to lowercase
    ["file:///Users/foo/BAR/baz.pdf", { host: "", path: "/Users/foo/BAR/baz.pdf" }, "file:///Users/foo/BAR/baz.pdf"],
    ["file://host/file", { host: "host", path: "/file" }, "file://host/file"],
    ["file://google.com/pathname", { host: "google.com", path: "/pathname" }, "file://google.com/pathname"], // origin
    ["foo://example.com/pathname", { host: "example.com", path: "/pathname" }, "foo://example.com/pathname"],
    ["http://google.com:80/pathname", { port: "80", path: "/pathname" }, "http://google.com/pathname"],
    // parses ipv6: the peer's href lowercases the hex, "[1080:0:0:0:8:800:200c:417a]"; the
    // normal form also compresses the zeros (RFC 5952 §4.2), the same address
    ["http://[1080:0:0:0:8:800:200C:417A]:61616/foo/bar?q=z", { host: "1080:0:0:0:8:800:200C:417A", hostKind: "ipv6", port: "61616", path: "/foo/bar", query: "q=z" }, "http://[1080::8:800:200c:417a]:61616/foo/bar?q=z"],
    ["http://user:password@[3ffe:2a00:100:7031::1]:8080/", { userinfo: "user:password", host: "3ffe:2a00:100:7031::1", port: "8080", path: "/" }, "http://user:password@[3ffe:2a00:100:7031::1]:8080/"], // parses ipv6 with auth
    ["http://222.148.142.13:61616/foo/bar?q=z", { host: "222.148.142.13", hostKind: "ipv4", port: "61616" }, "http://222.148.142.13:61616/foo/bar?q=z"], // parses ipv4
    ["http://mt0.google.com/vt/lyrs=m@114&hl=en&src=api&x=2&y=2&z=3&s=", { userinfo: undefined, path: "/vt/lyrs=m@114&hl=en&src=api&x=2&y=2&z=3&s=" }, "http://mt0.google.com/vt/lyrs=m@114&hl=en&src=api&x=2&y=2&z=3&s="], // accepts @ in pathnames
    ["http://user@www.example.com/", { userinfo: "user", host: "www.example.com", path: "/" }, "http://user@www.example.com/"], // does not require passwords
    ["http://user%40@www.example.com/", { userinfo: "user%40", host: "www.example.com" }, "http://user%40@www.example.com/"], // handles @ in username
    ["http://user%40:pas%3As%40@www.example.com/", { userinfo: "user%40:pas%3As%40" }, "http://user%40:pas%3As%40@www.example.com/"], // handles @ in password
    ["http://mt0.google.com/vt/lyrs=m@114???&hl=en&src=api&x=2&y=2&z=3&s=", { path: "/vt/lyrs=m@114", query: "??&hl=en&src=api&x=2&y=2&z=3&s=" }, "http://mt0.google.com/vt/lyrs=m@114???&hl=en&src=api&x=2&y=2&z=3&s="], // accepts multiple ???: "?" is in query (§3.4)
    ["http://[7886:3423::1233]/foo", { host: "7886:3423::1233", hostKind: "ipv6", path: "/foo" }, "http://[7886:3423::1233]/foo"], // #set (IPv6)
    ["https://www.mozilla.org/en-US/firefox/34.0/whatsnew/?oldversion=33.1", { path: "/en-US/firefox/34.0/whatsnew/", query: "oldversion=33.1" }, "https://www.mozilla.org/en-US/firefox/34.0/whatsnew/?oldversion=33.1"], // can parse complex urls multiple times
  ];
  for (const [s, parts, href] of cases) {
    it(show(s), () => {
      expectParts(s, parts);
      expectValid(s);
      expectNormal(s, href);
    });
  }
  it('"http://[1080:0:0:0:8:800:200C:417A]:61616/foo/bar?q=z" ≡ the peer\'s href', () =>
    expectEquivalent(
      "http://[1080:0:0:0:8:800:200C:417A]:61616/foo/bar?q=z",
      "http://[1080:0:0:0:8:800:200c:417a]:61616/foo/bar?q=z",
      true,
    ));
});

describe("url-parse 1.5.10 test/test.js: parse(url, base), the target's href or pathname (RFC 3986 §5.2)", () => {
  // [reference, base, href of the target (its normal form)]
  // biome-ignore format: one case per line
  const cases: Array<[string, string, string]> = [
    ["/foo?foo=bar", "http://google.com", "http://google.com/foo?foo=bar"], // allows a custom location object
    ["/dataApi/PROD/ws", "http://localhost:3000/PROD/trends", "http://localhost:3000/dataApi/PROD/ws"], // correctly parses pathnames for relative paths
    ["/sections/?project=default", "http://example.com/foo/bar", "http://example.com/sections/?project=default"],
    ["foo/bar", "file:///baz", "file:///foo/bar"], // handles the file: protocol
    ["foo/bar", "file:///baz/", "file:///baz/foo/bar"],
    ["/foo", "http://sub.example.com/bar?foo=bar#hash", "http://sub.example.com/foo"], // accepts a string as source argument; does not inherit hashes and query strings
    ["http://localhost", "http://sub.example.com:808/", "http://localhost/"], // does not inherit port numbers for non relative urls
    ["/foo", "http://sub.example.com:808/", "http://sub.example.com:808/foo"], // inherits port numbers for relative urls
    ["/foo", "http://example.com/", "http://example.com/foo"], // inherits slashes for relative urls
    ["//foo.com/foo", "http://sub.example.com:808/", "http://foo.com/foo"], // inherits protocol for relative protocols
    ["http://localhost", "http://foo:bar@sub.example.com/bar?foo=bar#hash", "http://localhost/"], // does not inherit pathname for non relative urls
  ];
  for (const [ref, base, href] of cases) {
    it(`${show(ref)} against ${show(base)} → ${show(href)}`, () =>
      expect(normalizeUri(resolveUri(ref, base))).toBe(href));
  }
  // resolves pathname for relative urls: [reference, base, pathname of the target]
  // biome-ignore format: one case per line
  const paths: Array<[string, string, string]> = [
    ["", "http://foo.com", "/"], ["", "http://foo.com/", "/"], ["", "http://foo.com/a", "/a"],
    ["a", "http://foo.com", "/a"], ["a/", "http://foo.com", "/a/"], ["b/c", "http://foo.com/a", "/b/c"],
    ["b/c", "http://foo.com/a/", "/a/b/c"], [".", "http://foo.com", "/"], ["./", "http://foo.com", "/"],
    ["./.", "http://foo.com", "/"], [".", "http://foo.com/a", "/"], [".", "http://foo.com/a/", "/a/"],
    ["./", "http://foo.com/a/", "/a/"], ["./.", "http://foo.com/a/", "/a/"], ["./b", "http://foo.com/a/", "/a/b"],
    ["..", "http://foo.com", "/"], ["../", "http://foo.com", "/"], ["../..", "http://foo.com", "/"],
    ["..", "http://foo.com/a/b", "/"], ["..", "http://foo.com/a/b/", "/a/"], ["../..", "http://foo.com/a/b", "/"],
    ["../..", "http://foo.com/a/b/", "/"], ["../../../../c", "http://foo.com/a/b/", "/c"], ["./../d", "http://foo.com/a/b/c", "/a/d"],
    ["d/e/f/./../../g", "http://foo.com/a/b/c", "/a/b/d/g"],
  ];
  for (const [ref, base, path] of paths) {
    it(`${show(ref)} against ${show(base)}: pathname ${show(path)}`, () =>
      expectParts(normalizeUri(resolveUri(ref, base)), { path }));
  }
});

describe("url-parse 1.5.10: answered differently on purpose", () => {
  // The peer follows the WHATWG URL Standard's repairs: it strips tabs and newlines, reads "\"
  // as "/", percent-encodes "@" and spaces. RFC 3986 §2, App. A allow none of these
  // characters in a URI (§3.2.1: "@" ends the userinfo; §3.2.3: port = *DIGIT)
  // biome-ignore format: one case per line
  {
    const cases: Array<[input: string, reason: string]> = [
      ["http://x.com/path?that's#all, folks", "bad-fragment"], // does not care about spaces: the peer's hash "#all, folks"
      ["http://google.com:80\\@yahoo.com/#what\\is going on", "bad-userinfo"], // ignores \ in pathnames: the peer's hostname "google.com"
      ["http://yolo.com\\what-is-up.com", "bad-host"], // the peer's pathname "/what-is-up.com"
      ["https:\\/github.com/foo/bar", "bad-path"], // ignores slashes after the protocol: the peer's href "https://github.com/foo/bar"
      ["https:/\\/\\/\\github.com/foo/bar", "bad-path"], // the same href
      ["https:\\github.com/foo/bar", "bad-path"], // the same href
      ["foo:\\example.com", "bad-path"], // the peer's pathname "\\example.com"
      ["foo:\\\\example.com", "bad-path"], // the peer's pathname "\\\\example.com"
      ["foo:\\\\\\example.com", "bad-path"], // the peer's pathname "\\\\\\example.com"
      ["\\\\\\\\what-is-up.com", "bad-path"], // correctly ignores multiple slashes: against http://google.com, "http://what-is-up.com/"
      ["\\\\example.com/foo/bar", "bad-path"], // against foo://bar.com, "foo://bar.com/\\\\example.com/foo/bar"
      ["ht\ntp://a\rb:\tcd@exam\rple.com:80\t80/pat\thname?fo\no=b\rar#ba\tz", "bad-scheme"], // removes CR, HT, and LF: "http://ab:cd@example.com:8080/pathname?foo=bar#baz"
      ["s\nip:al\rice@atl\tanta.com", "bad-scheme"], // the peer's href "sip:alice@atlanta.com"
      ["http://example.com::", "bad-port"], // port specified but empty: the peer's host "example.com:"
      ["http://example.com:8080:", "bad-port"], // the peer's href "http://example.com:8080:/"
      ["http://example.com:8000:8080", "bad-port"], // the peer's port "8080", hostname "example.com:8000"
      ["file://c:\\foo\\bar\\", "bad-port"], // the peer's href "file:///c:/foo/bar/"
      ["http://user@@www.example.com/", "bad-host"], // handles @ in username: the peer's href "http://user%40@www.example.com/"
      ["http://user@:pas:s@@www.example.com/", "bad-port"], // handles @ in password: the peer's href "http://user%40:pas%3As%40@www.example.com/"
    ];
    for (const [s, reason] of cases) it(`${show(s)} is no URI-reference: ${reason}`, () => expectUnparsable(s, reason));
  }
  // RFC 9110 §4.2.1: an http(s) URI has an authority with a non-empty host. The peer reads
  // "https:/github.com/foo/bar" and "https:github.com/foo/bar" as "https://github.com/foo/bar"
  // and the other 18 as "http://@/127.0.0.1" or "http:///" (adds @ to href if auth and host
  // are empty); RFC 3986 §3 reads "http:@/" as a path, "http:///@/…" as an empty authority
  // biome-ignore format: one case per line
  {
    const cases = [
      "https:/github.com/foo/bar", "https:github.com/foo/bar",
      "http:@/127.0.0.1", "http::@/127.0.0.1", "http:/@/127.0.0.1", "http:/:@/127.0.0.1",
      "http://@/127.0.0.1", "http://:@/127.0.0.1", "http:///@/127.0.0.1", "http:///:@/127.0.0.1",
      "http:@/", "http:@", "http::@/", "http::@", "http:/@/", "http:/@", "http:/:@/", "http:/:@",
      "http://@/", "http://:@/",
    ];
    for (const s of cases) it(`${show(s)} is no valid http(s) URI`, () => expectInvalid(s, "missing-host"));
  }
  it('"file:///foo/bar?baz=qux#hash" is no valid file URI', () => {
    // the peer's query "?baz=qux". RFC 8089 §2: file-URI = file-scheme ":" file-hier-part,
    // no query
    expectParts("file:///foo/bar?baz=qux#hash", {
      path: "/foo/bar",
      query: "baz=qux",
      fragment: "hash",
    });
    expectInvalid("file:///foo/bar?baz=qux#hash", "query-not-allowed");
  });
  it('"////what-is-up.com" against "http://google.com" → "http:////what-is-up.com"', () =>
    // correctly ignores multiple slashes: the peer gives "http://what-is-up.com/". RFC 3986
    // §4.2, §5.2.2: the reference has an empty authority and the path "//what-is-up.com"
    expect(resolveUri("////what-is-up.com", "http://google.com")).toBe("http:////what-is-up.com"));
  it('"/foo" against "http://foo:bar@sub.example.com" keeps the userinfo', () =>
    // does not inherit auth from source object: the peer gives "http://sub.example.com/foo".
    // RFC 3986 §5.2.2: a reference without authority takes the base's whole authority
    expect(resolveUri("/foo", "http://foo:bar@sub.example.com")).toBe(
      "http://foo:bar@sub.example.com/foo",
    ));
});

// ─── URI.js (recalled) ────────────────────────────────────────────────────────────────────

describe("URI.js test/urls.js (RECALLED, not quoted: the source could not be fetched): components and the normal form", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, Parts, string]> = [
    ["http://user:pass@example.org:123/some/directory/file.html?query=string#fragment", { userinfo: "user:pass", host: "example.org", port: "123", path: "/some/directory/file.html", query: "query=string", fragment: "fragment" }, "http://user:pass@example.org:123/some/directory/file.html?query=string#fragment"],
    ["http://user:pass@123.123.123.123:123/some/directory/file.html?query=string#fragment", { host: "123.123.123.123", hostKind: "ipv4", port: "123" }, "http://user:pass@123.123.123.123:123/some/directory/file.html?query=string#fragment"],
    ["http://user:pass@[fe80:0000:0000:0000:0204:61ff:fe9d:f156]:123/some/directory/file.html?query=string#fragment", { host: "fe80:0000:0000:0000:0204:61ff:fe9d:f156", hostKind: "ipv6", port: "123" }, "http://user:pass@[fe80::204:61ff:fe9d:f156]:123/some/directory/file.html?query=string#fragment"], // RFC 5952 §4
    ["http://user:pass@exämple.org:123/some/directory/file.html?query=string#fragment", { host: "exämple.org", iri: true }, "http://user:pass@xn--exmple-cua.org:123/some/directory/file.html?query=string#fragment"], // RFC 3987 §3.1
    ["mailto:mail@example.org?subject=hello", { scheme: "mailto", path: "mail@example.org", query: "subject=hello" }, "mailto:mail@example.org?subject=hello"],
    ["http://en.wikipedia.org/wiki/Help:IPA", { path: "/wiki/Help:IPA" }, "http://en.wikipedia.org/wiki/Help:IPA"],
  ];
  for (const [s, parts, normal] of cases) {
    it(show(s), () => {
      expectParts(s, parts);
      expectValid(s);
      expectNormal(s, normal);
    });
  }
  it('"../some/directory/file.html?query=string#fragment" is a relative reference', () =>
    expectParts("../some/directory/file.html?query=string#fragment", {
      scheme: undefined,
      path: "../some/directory/file.html",
      query: "query=string",
      fragment: "fragment",
    }));
  it('"javascript:alert(\\"hello world\\");" is no URI-reference (answered differently on purpose)', () =>
    // URI.js parses it. RFC 3986 App. A: '"' and a space are in no component
    expectUnparsable('javascript:alert("hello world");', "bad-path"));
});
