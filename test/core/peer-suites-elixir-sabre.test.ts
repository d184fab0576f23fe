/**
 * Cases from the published test suites of Elixir's URI module, league/uri's URI classes and
 * (recalled) sabre/uri (see peer-suites*.test.ts for the others), run through the core with
 * the answer RFC 3986 / RFC 3987 and the scheme RFCs give. Each group names its source file;
 * where the peer answers otherwise, the case is in the "answered differently on purpose" group
 * of its suite with the peer's answer and the rule that decides ours; where urisift is wrong by
 * a spec, the case asserts the right answer inside `it.fails` in a "urisift wrong, to fix"
 * group (it passes now and flips when fixed).
 *
 * Sources:
 * - elixir-lang 1.14.0.dfsg-2 (Debian bookworm, orig tarball): lib/elixir/test/elixir/
 *   uri_test.exs (new/1, new!/1, parse/1, default_port/1, to_string/1, merge/2, encode/1,
 *   decode/1) and the doctests of lib/elixir/lib/uri.ex that it runs (`doctest URI`).
 * - php-league-uri-src 7.5.1 (Debian trixie/sid, orig tarball; bookworm has no league/uri):
 *   uri/UriTest.php, uri/HttpTest.php, uri/FileTest.php, uri/WsTest.php, uri/FtpTest.php,
 *   uri/DataTest.php. Its interfaces/UriStringTest.php and uri/BaseUriTest.php are in
 *   peer-suites-libraries.test.ts.
 * - sabre/uri: not packaged by Debian (bookworm, trixie or sid: no php-sabre-uri; php-sabredav
 *   there is 1.8.12, older than sabre/uri), so its tests/NormalizeTest.php and
 *   tests/ResolveTest.php could not be read: the few rows below are RECALLED, labelled so;
 *   ParseTest, BuildTest and SplitTest (PHP parse_url comparisons, its builder, its split
 *   helper) are not recalled.
 *
 * How the cases map onto the API:
 * - URI.new/1 (and new!/1) = parseUri: {:ok, _} = a URI-reference (RFC 3986 §4.1),
 *   {:error, _} = none; the struct's fields = parseUri's parts as written (Elixir lowercases
 *   the scheme, gives nil for absent, "::1" for the host "[::1]" as we do, and fills in the
 *   scheme's default port: that one is checked apart, as the port normalizeUri drops, §6.2.3);
 *   the deprecated URI.parse/1 reads anything: where it keeps what is no URI-reference, the
 *   case is in the "differently" group;
 * - URI.default_port/1 = normalizeUri drops ":port" (§6.2.3);
 * - to_string(URI.new!(s)) = s recomposed (§5.3), which drops the default port: = the normal
 *   form (normalizeUri, relative: true for a relative reference), which also writes "/" for an
 *   empty http(s) path (§6.2.3): the peer's form in a comment;
 * - URI.merge/2 = resolveUri (strict, §5.2.2); URI.merge onto a relative base raises, as
 *   resolveUri does (§5.2.1);
 * - URI.encode/decode and char_reserved?/char_unreserved?/char_unescaped? only where §2 decides:
 *   what the normal form decodes (unreserved, §2.3, §6.2.2.2) and keeps (reserved, §2.2), and
 *   that "%" must start a pct-encoded triplet (§2.1, §2.4);
 * - league-uri's Uri::new / Http::new / getters = parseUri's parts, and its constructor's
 *   own normalization (scheme and host lowercased, host to A-labels, default port dropped) =
 *   normalizeUri, which also does the rest of §6.2.2 (the peer's form, equivalent, in a
 *   comment); SyntaxError = no URI-reference (parseUri) or no valid URI (validateUri, with
 *   the scheme RFC's reason: RFC 8089 for file, RFC 6455 for ws(s), RFC 1738 for ftp,
 *   RFC 2397 for data, RFC 9110 for http(s)); fromBaseUri = resolveUri;
 * - sabre/uri's normalize = normalizeUri (relative: true for a relative reference), resolve =
 *   resolveUri.
 *
 * Left out (65 counted):
 * - 3 cases already in test/ verbatim: "http://foo.com/?" keeps its empty query (new!/1 and
 *   parse/1; peer-suites-ocaml-guile-tcl.test.ts), and sabre's recalled
 *   "HTTP://www.EXAMPLE.com/" (the RFC 3986 §6.2.2.1 example, spec-examples.test.ts).
 *   Elixir's test file repeats some of its own cases (new!/1 and parse/1 test the same URIs,
 *   "merges empty path" repeats two merge/2 rows, league's HttpTest repeats UriTest's
 *   "///miscillaneous.tld"): each is one case here.
 * - 62 about the peers' own API or policy, which no spec decides: Elixir's query helpers
 *   (encode_query 10, decode_query 10, query_decoder 2, and their 10 doctests),
 *   encode_www_form / decode_www_form (HTML form encoding, 3 + 5 and 2 doctests), encode/2
 *   with a custom predicate and encode/1 of a text with a raw space (2 doctests: the peer's
 *   encoding choice), default_port/2 the setter (3), new!/parse/new given a %URI{} struct (2
 *   and 2 doctests), to_string of hand-built structs (authority 3, the path check 1),
 *   merge/2 with %URI{} structs (2), append_query (2 and 3 doctests); league-uri's builders,
 *   setters and factories (withScheme, withUserInfo …, fromComponents, fromTemplate,
 *   testJsonSerialize, userInfoProvider) and its components/ tests (each component's own
 *   API) are left out and not counted row by row.
 */
import { describe, expect, it } from "vitest";
import { equivalent, resolveUri } from "../../src/core/index.js";
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

// ─── Elixir 1.14.0 ────────────────────────────────────────────────────────────────────────

describe("elixir-lang 1.14.0 uri_test.exs new/1, new!/1, parse/1: parsing (RFC 3986 §3, §4.1)", () => {
  it('new("") is the empty same-document reference', () => expectParts("", { path: "" }));
  // new/1 "errors on bad URIs" and the doctest "/invalid_greater_than_in_path/>"
  // biome-ignore format: one case per line
  const bad: Array<[ref: string, reason: string]> = [
    ["/>", "bad-path"], // ">" is no pchar (§3.3)
    ["/invalid_greater_than_in_path/>", "bad-path"],
    [":https", "empty-scheme"], // scheme = ALPHA *( … ) (§3.1); no relative-ref either (§4.2)
    ["ht\0tps://foo.com", "bad-scheme"],
  ];
  for (const [ref, reason] of bad)
    it(`new(${show(ref)}) is an error`, () => expectUnparsable(ref, reason));
  // biome-ignore format: one case per line
  const parsed: Array<[string, Record<string, string | undefined>]> = [
    ["http://foo.com/path/to/something?foo=bar&bar=foo#fragment", { scheme: "http", userinfo: undefined, host: "foo.com", port: undefined, path: "/path/to/something", query: "foo=bar&bar=foo", fragment: "fragment" }],
    ["https://foo.com", { scheme: "https", host: "foo.com", port: undefined, path: "", query: undefined, fragment: undefined }], // the peer's path nil
    ["file:///foo/bar/baz", { scheme: "file", authority: "", host: "", path: "/foo/bar/baz", port: undefined }],
    ["ftp://user001:password@private.ftp-server.example.com/my_directory/my_file.txt", { scheme: "ftp", userinfo: "user001:password", host: "private.ftp-server.example.com", path: "/my_directory/my_file.txt" }],
    ["sftp://user001:password@private.ftp-server.example.com/my_directory/my_file.txt", { scheme: "sftp", userinfo: "user001:password", host: "private.ftp-server.example.com", path: "/my_directory/my_file.txt" }],
    ["tftp://user001:password@private.ftp-server.example.com/my_directory/my_file.txt", { scheme: "tftp", userinfo: "user001:password", host: "private.ftp-server.example.com", path: "/my_directory/my_file.txt" }],
    ["ldap:///dc=example,dc=com??sub?(givenName=John)", { scheme: "ldap", authority: "", host: "", path: "/dc=example,dc=com", query: "?sub?(givenName=John)" }],
    ["ldap://ldap.example.com/cn=John%20Doe,dc=foo,dc=com", { scheme: "ldap", host: "ldap.example.com", path: "/cn=John%20Doe,dc=foo,dc=com", query: undefined }],
    ["ws://ws.example.com/path/to?here#content", { scheme: "ws", authority: "ws.example.com", host: "ws.example.com", path: "/path/to", query: "here", fragment: "content" }],
    ["wss://ws.example.com/path/to?here#content", { scheme: "wss", authority: "ws.example.com", host: "ws.example.com", path: "/path/to", query: "here", fragment: "content" }],
    ["http://foo:bar@foo.com:4444", { scheme: "http", authority: "foo:bar@foo.com:4444", userinfo: "foo:bar", host: "foo.com", port: "4444", path: "" }], // splits authority
    ["https://foo:bar@foo.com", { scheme: "https", authority: "foo:bar@foo.com", userinfo: "foo:bar", host: "foo.com", port: undefined, path: "" }],
    ["http://foo.com:4444", { scheme: "http", authority: "foo.com:4444", userinfo: undefined, host: "foo.com", port: "4444", path: "" }],
    ["http://example.com#", { path: "", fragment: "" }], // preserves empty fragments
    ["http://example.com/#", { path: "/", fragment: "" }],
    ["http://example.com/test#", { path: "/test", fragment: "" }],
    // the doctests of new/1 and parse/1
    ["https://elixir-lang.org/", { scheme: "https", authority: "elixir-lang.org", host: "elixir-lang.org", path: "/", port: undefined }],
    ["//elixir-lang.org/", { scheme: undefined, authority: "elixir-lang.org", host: "elixir-lang.org", path: "/", port: undefined }],
    ["/foo/bar", { scheme: undefined, host: undefined, path: "/foo/bar" }],
    ["foo/bar", { scheme: undefined, host: undefined, path: "foo/bar" }],
    ["//[fe80::]/", { host: "fe80::", hostKind: "ipv6", path: "/" }],
    ["https", { scheme: undefined, path: "https" }], // parse/1 "can parse bad URIs": a relative path
  ];
  for (const [s, parts] of parsed) it(show(s), () => expectParts(s, parts));
  it('"https:?query" is a URI-reference, but no valid https URI (RFC 9110 §4.2.2: a host is required)', () => {
    expectParts("https:?query", {
      scheme: "https",
      authority: undefined,
      path: "",
      query: "query",
    });
    expectInvalid("https:?query", "missing-host");
  });
  it("the URIs of new!/1 are valid (the scheme rules of RFC 9110, 8089, 1738, 4516, 3617)", () => {
    for (const [s] of parsed.slice(0, 8)) expectValid(s);
  });
  it('downcases the scheme: "hTtP://google.com" parses as written, its normal form is lowercase (§6.2.2.1)', () => {
    expectParts("hTtP://google.com", { scheme: "hTtP" });
    expectNormal("hTtP://google.com", "http://google.com/");
  });
});

describe("elixir-lang 1.14.0 uri_test.exs new!/1, parse/1: can parse IPv6 addresses (RFC 3986 §3.2.2)", () => {
  // biome-ignore format: one address per line
  const addresses = [
    "::", // undefined
    "::1", // loopback
    "1080::8:800:200C:417A", // unicast
    "FF01::101", // multicast
    "fe80::", // link-local
    "2607:f3f0:2:0:216:3cff:fef0:174a", // abbreviated
    "2607:f3F0:2:0:216:3cFf:Fef0:174A", // mixed hex case
    "2051:0db8:2d5a:3521:8313:ffad:1242:8e2e", // complete
    "::00:192.168.10.184", // embedded IPv4
  ];
  for (const addr of addresses) {
    it(`[${addr}] with and without userinfo and port`, () => {
      expectParts(`http://[${addr}]/`, { authority: `[${addr}]`, host: addr, hostKind: "ipv6" });
      expectParts(`http://user:pass@[${addr}]/`, {
        authority: `user:pass@[${addr}]`,
        host: addr,
        userinfo: "user:pass",
      });
      expectParts(`http://[${addr}]:2222/`, {
        authority: `[${addr}]:2222`,
        host: addr,
        port: "2222",
      });
      expectParts(`http://user:pass@[${addr}]:2222/`, {
        authority: `user:pass@[${addr}]:2222`,
        host: addr,
        userinfo: "user:pass",
        port: "2222",
      });
      expectValid(`http://user:pass@[${addr}]:2222/`);
    });
  }
  it("the mixed-case address and the complete one: the normal form is lowercase (§6.2.2.1) with no leading zeros (RFC 5952 §4.1)", () => {
    expectNormal(
      "http://[2607:f3F0:2:0:216:3cFf:Fef0:174A]/",
      "http://[2607:f3f0:2:0:216:3cff:fef0:174a]/",
    );
    expectNormal(
      "http://[2051:0db8:2d5a:3521:8313:ffad:1242:8e2e]/",
      "http://[2051:db8:2d5a:3521:8313:ffad:1242:8e2e]/",
    );
  });
});

describe("elixir-lang 1.14.0 uri_test.exs default_port/1: the normal form drops the default port (RFC 3986 §6.2.3)", () => {
  // the ports new!/1 and parse/1 fill in, and the doctests default_port("ftp"), ("ponzi")
  // biome-ignore format: one case per line
  const ports: Array<[scheme: string, port: number]> = [
    ["http", 80], // RFC 9110 §4.2.1
    ["https", 443], // RFC 9110 §4.2.2
    ["ftp", 21], // RFC 1738 §3.2
    ["sftp", 22], // draft-ietf-secsh-scp-sftp-ssh-uri
    ["tftp", 69], // RFC 3617, RFC 1350
    ["ldap", 389], // RFC 4516 §2
    ["ws", 80], // RFC 6455 §3
    ["wss", 443], // RFC 6455 §3
  ];
  for (const [scheme, port] of ports) {
    it(`${scheme}: ${port}`, () => expectNormal(`${scheme}://h:${port}/x`, `${scheme}://h/x`));
  }
  it('default_port("ponzi") is nil: an unknown scheme keeps its port', () =>
    expectNormal("ponzi://h:21/", "ponzi://h:21/"));
});

describe("elixir-lang 1.14.0 uri_test.exs to_string/1: recomposition (RFC 3986 §5.3) = the normal form", () => {
  // the peer keeps an empty http(s) path, where §6.2.3 writes "/": its form in the comment
  // biome-ignore format: one case per line
  const absolute: Array<[uri: string, normal: string]> = [
    ["http://google.com", "http://google.com/"], // the peer: "http://google.com"
    ["http://google.com:443", "http://google.com:443/"], // the peer: "http://google.com:443"
    ["https://google.com:443", "https://google.com/"], // the peer: "https://google.com"
    ["file:/path", "file:///path"], // the peer: "file:/path"; RFC 8089 §2: the same file URI, the empty-authority form (file.ts)
    ["file:///path", "file:///path"],
    ["http://lol:wut@google.com", "http://lol:wut@google.com/"], // the peer: "http://lol:wut@google.com"
    ["http://google.com/elixir", "http://google.com/elixir"],
    ["http://google.com?q=lol", "http://google.com/?q=lol"], // the peer: "http://google.com?q=lol"
    ["http://google.com?q=lol#omg", "http://google.com/?q=lol#omg"], // the peer: "http://google.com?q=lol#omg"
    ["http://[2001:db8::]:8080", "http://[2001:db8::]:8080/"], // the peer: "http://[2001:db8::]:8080"
    ["http://[2001:db8::]", "http://[2001:db8::]/"], // the peer: "http://[2001:db8::]"
    ["gid:hello/123", "gid:hello/123"],
    ["foo://bar.baz", "foo://bar.baz"], // doctest
    ["http://foo:bar@foo.com:4444", "http://foo:bar@foo.com:4444/"], // parse/1 splits authority
    ["https://foo:bar@foo.com", "https://foo:bar@foo.com/"],
  ];
  for (const [s, normal] of absolute)
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  // biome-ignore format: one case per line
  const relative = ["//google.com/elixir", "//google.com:8080/elixir", "//user:password@google.com/"];
  for (const s of relative) it(`${show(s)} gives itself back`, () => expectNormalRelative(s, s));
});

describe("elixir-lang 1.14.0 uri_test.exs merge/2: resolve (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[base: string, ref: string, target: string]> = [
    ["http://google.com/foo", "http://example.com/baz", "http://example.com/baz"],
    ["http://google.com/foo", "http://example.com/.././bar/../../baz", "http://example.com/baz"], // §5.2.2: remove_dot_segments(R.path)
    ["http://google.com/foo", "//example.com/baz", "http://example.com/baz"],
    ["http://google.com/foo", "//example.com/.././bar/../../../baz", "http://example.com/baz"],
    ["http://example.com", "/foo", "http://example.com/foo"],
    ["http://example.com", "/.././bar/../../../baz", "http://example.com/baz"],
    ["http://example.com/foo/bar", "", "http://example.com/foo/bar"],
    ["http://example.com/foo/bar", "#fragment", "http://example.com/foo/bar#fragment"],
    ["http://example.com/foo/bar", "?query", "http://example.com/foo/bar?query"],
    ["http://example.com", "foo", "http://example.com/foo"], // §5.2.3: an authority and an empty path merge as "/" + the path
    ["http://example.com/foo/bar", "/baz", "http://example.com/baz"],
    ["http://example.com/foo/bar", "baz", "http://example.com/foo/baz"],
    ["http://example.com/foo/bar", "../baz", "http://example.com/baz"],
    ["http://example.com/foo/bar", ".././baz", "http://example.com/baz"],
    ["http://example.com/foo/bar", "./baz", "http://example.com/foo/baz"],
    ["http://example.com/foo/bar", "bar/./baz", "http://example.com/foo/bar/baz"],
    ["http://example.com/foo/bar/", "/baz", "http://example.com/baz"],
    ["http://example.com/foo/bar/", "baz", "http://example.com/foo/bar/baz"],
    ["http://example.com/foo/bar/", "../baz", "http://example.com/foo/baz"],
    ["http://example.com/foo/bar/", ".././baz", "http://example.com/foo/baz"],
    ["http://example.com/foo/bar/", "./baz", "http://example.com/foo/bar/baz"],
    ["http://example.com/foo/bar/", "bar/./baz", "http://example.com/foo/bar/bar/baz"],
    ["http://example.com/foo/bar/baz", "../../foobar", "http://example.com/foobar"],
    ["http://example.com/foo/bar/baz", "../../../foobar", "http://example.com/foobar"],
    ["http://example.com/foo/bar/baz", "../../../../../../foobar", "http://example.com/foobar"],
    ["http://example.com/foo/../bar", "baz", "http://example.com/baz"], // merged "/foo/../baz", then §5.2.4
    ["http://example.com/foo/./bar", "baz", "http://example.com/foo/baz"],
    ["http://example.com/foo?query1", "?query2", "http://example.com/foo?query2"],
    ["http://example.com/foo?query1", "", "http://example.com/foo?query1"],
    ["http://example.com/foo#fragment1", "#fragment2", "http://example.com/foo#fragment2"],
    ["http://example.com/foo#fragment1", "", "http://example.com/foo"], // the base's fragment is not used (§5.2.2)
    ["https://example.com/guide/", "https://images.example.com/t/1600x/https://images.example.com/foo.jpg", "https://images.example.com/t/1600x/https://images.example.com/foo.jpg"],
    ["http://google.com", "/query", "http://google.com/query"], // doctest
    ["http://example.com", "http://google.com", "http://google.com"], // doctest
  ];
  for (const [base, ref, target] of cases) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
  it('merging onto the relative "/relative" raises (§5.2.1: the base is an absolute URI)', () =>
    expect(() => resolveUri("", "/relative")).toThrow(/missing-scheme/));
});

describe("elixir-lang 1.14.0 uri_test.exs encode/1, decode/1 and the char_* doctests: percent-encoding (RFC 3986 §2)", () => {
  // biome-ignore format: one case per line
  const normal: Array<[ref: string, normal: string]> = [
    ["4_test.is-s~", "4_test.is-s~"], // encode/1 leaves the unreserved characters (§2.3)
    ["4_t+st.is-s~", "4_t+st.is-s~"], // decode/1: "+" is a sub-delim, not an encoded space (§2.2)
    // encode("\r\n&<%>\" ゆ", &char_unreserved?/1): the encoded form is its own normal form;
    // "ゆ" is the UTF-8 octets percent-encoded (RFC 3987 §3.1)
    ["%0D%0A%26%3C%25%3E%22%20%E3%82%86", "%0D%0A%26%3C%25%3E%22%20%E3%82%86"],
    ["%0d%0a%26%3c%25%3e%22%20%e3%82%86", "%0D%0A%26%3C%25%3E%22%20%E3%82%86"], // §6.2.2.1: uppercase hex
    ["ゆ", "%E3%82%86"],
    // decode("%2f%41%4a%55") == "/AJU": the unreserved "A", "J", "U" decode (§6.2.2.2), the
    // reserved "/" stays encoded (§2.2: decoding it changes the path's segments)
    ["%2f%41%4a%55", "%2FAJU"],
    // the doctest decode("https%3A%2F%2Felixir-lang.org"): reserved characters stay encoded
    ["https%3A%2F%2Felixir-lang.org", "https%3A%2F%2Felixir-lang.org"],
    ["%2B", "%2B"], // char_reserved?(?+): "+" is a sub-delim (§2.2), its encoding stays
    ["%5F", "_"], // char_unreserved?(?_): "_" is unreserved (§2.3), its encoding is decoded
  ];
  for (const [ref, n] of normal)
    it(`${show(ref)} → ${show(n)}`, () => expectNormalRelative(ref, n));
  it("char_unescaped?(?{) is false: a raw '{' is no URI character (§2)", () =>
    expectUnparsable("{", "bad-path"));
  // decode/1 gives "% invalid", "invalid %", "%%" back undecoded: "%" starts a pct-encoded
  // triplet and nothing else (§2.1, §2.4), so none of them is a URI-reference
  for (const s of ["% invalid", "invalid %", "%%"])
    it(`${show(s)} is no URI-reference`, () => expect(isReference(s)).toBe(false));
  it('"%%" fails as bad percent-encoding', () => expectUnparsable("%%", "bad-percent-encoding"));
});

describe("elixir-lang 1.14.0: answered differently on purpose", () => {
  // parse/1 "works with WebSocket (Secure) scheme": the peer gives fragment "content" and
  // port 80 / 443. RFC 6455 §3: "Fragment identifiers are meaningless in the context of
  // WebSocket URIs and MUST NOT be used on these URIs"
  for (const s of [
    "ws://ws.example.com/path/to?here#content",
    "wss://ws.example.com/path/to?here#content",
  ])
    it(`${show(s)} parses, but is no valid WebSocket URI`, () =>
      expectInvalid(s, "fragment-not-allowed"));
  // parse/1 (deprecated) "can parse bad URIs" and its doctests: the peer keeps the text as a
  // path, query or fragment; new/1 returns {:error, _} for them
  // biome-ignore format: one case per line
  const lenient: Array<[ref: string, peer: string, reason: string]> = [
    ["https:??@?F?@#>F//23/", "a %URI{}", "bad-fragment"], // §3.5: fragment = *( pchar / "/" / "?" ), ">" is none
    [":https", 'path ":https"', "empty-scheme"], // §3.1, §4.2
    ["ht\0tps://foo.com", 'path "ht\\0tps://foo.com"', "bad-scheme"], // §3.1: no NUL
    ["/invalid_greater_than_in_path/>", 'path "/invalid_greater_than_in_path/>"', "bad-path"], // §3.3
    ["/?foo[bar]=baz", 'query "foo[bar]=baz"', "bad-query"], // §3.4: "[" and "]" are gen-delims (§2.2), no pchar
  ];
  for (const [ref, peer, reason] of lenient) {
    it(`parse(${show(ref)}) is no URI-reference (the peer: ${peer})`, () =>
      expectUnparsable(ref, reason));
  }
  it('to_string(new!("file://///path")) is no valid file URI (the peer gives it back)', () => {
    // RFC 8089 §2: auth-path = [ file-auth ] path-absolute, and path-absolute cannot start
    // with "//" (RFC 3986 §3.3); App. E.3.2 calls the extra-slash UNC form non-standard
    expectParts("file://///path", { authority: "", host: "", path: "///path" });
    expectInvalid("file://///path", "bad-file");
  });
});

// ─── league/uri 7.5.1 ─────────────────────────────────────────────────────────────────────

describe("php-league-uri 7.5.1 uri/UriTest.php: parsing and the constructor's normalization", () => {
  it("testAutomaticUrlNormalization", () => {
    const raw =
      "HtTpS://MaStEr.B%c3%A9b%c3%a9.eXaMpLe.CoM:/%7ejohndoe/%a1/in+dex.php?fào.%bar=v%61lue#fragment";
    // the peer's Uri::new lowercases scheme and host, maps the host to A-labels, drops the
    // empty port and encodes "à" (RFC 3987 §3.1), giving
    // "https://master.xn--bb-bjab.example.com/%7ejohndoe/%a1/in+dex.php?f%C3%A0o.%bar=v%61lue#fragment";
    // the normal form also uppercases hex and decodes "~", "a" (§6.2.2.1, §6.2.2.2)
    expectNormal(
      raw,
      "https://master.xn--bb-bjab.example.com/~johndoe/%A1/in+dex.php?f%C3%A0o.%BAr=value#fragment",
    );
    expect(
      equivalent(
        raw,
        "https://master.xn--bb-bjab.example.com/%7ejohndoe/%a1/in+dex.php?f%C3%A0o.%bar=v%61lue#fragment",
      ),
    ).toBe(true);
  });
  it('testAutomaticUrlNormalizationBis "http://Bébé.BE./path" → "http://xn--bb-bjab.be./path"', () =>
    expectNormal("http://Bébé.BE./path", "http://xn--bb-bjab.be./path"));
  it('testConstructingUrisWithSchemesWithNonLeadingDigits "s3://somebucket/somefile.txt"', () => {
    expectValid("s3://somebucket/somefile.txt");
    expectNormal("s3://somebucket/somefile.txt", "s3://somebucket/somefile.txt");
  });
  it('testPreserveComponentsOnInstantiation "http://:@example.com?#": the empty userinfo, query and fragment stay (§6.2.3)', () => {
    expectParts("http://:@example.com?#", {
      userinfo: ":",
      host: "example.com",
      path: "",
      query: "",
      fragment: "",
    });
    expectNormal("http://:@example.com?#", "http://:@example.com/?#"); // the peer: itself
  });
  it('testEmptyValueDetection "//0:0@0/0?0#0"', () => {
    expectParts("//0:0@0/0?0#0", {
      userinfo: "0:0",
      host: "0",
      path: "/0",
      query: "0",
      fragment: "0",
    });
    expectNormalRelative("//0:0@0/0?0#0", "//0:0@0/0?0#0");
  });
  it('testPathDetection "foo/bar:" has the path "foo/bar:"', () =>
    expectParts("foo/bar:", { scheme: undefined, path: "foo/bar:" }));
  it('testCannotConvertInvalidHost "http://_b%C3%A9bé.be-/foo/bar": no IDN (RFC 3987 §3.1, RFC 5891)', () =>
    expectInvalid("http://_b%C3%A9bé.be-/foo/bar", "bad-idn"));
  it('testIssue167ExceptionReasonMisleadingMessage "file://example.org:80/home/jsmith/foo.txt": RFC 8089 §2 file-auth has no port', () =>
    expectInvalid("file://example.org:80/home/jsmith/foo.txt", "port-not-allowed"));
});

describe("php-league-uri 7.5.1 uri/HttpTest.php: http(s) (RFC 9110 §4.2)", () => {
  // validUrlProvider (Http::new gives the second form) and portProvider
  // biome-ignore format: one case per line
  const valid: Array<[uri: string, normal: string]> = [
    ["http://example.com:80/foo/bar?foo=bar#content", "http://example.com/foo/bar?foo=bar#content"],
    ["http://login:pass@example.com/", "http://login:pass@example.com/"],
    ["http://www.example.com:443/", "http://www.example.com:443/"], // getPort() 443
    ["http://www.example.com:80/", "http://www.example.com/"], // getPort() null
    ["http://www.example.com", "http://www.example.com/"], // getPort() null; the peer keeps the empty path (§6.2.3: "/")
  ];
  for (const [s, n] of valid) it(`${show(s)} → ${show(n)}`, () => expectNormal(s, n));
  // without a scheme there is no default port to drop
  // biome-ignore format: one case per line
  const relative = ["//example.com", "//example.com:80", "//www.example.com:80/", ""];
  for (const s of relative) it(`${show(s)} gives itself back`, () => expectNormalRelative(s, s));
  // invalidUrlProvider, invalidURI, testInvalidPort: no host (RFC 9110 §4.2.1: an http URI
  // with an empty host is invalid), a port that is no *DIGIT (§3.2.3) or above 65535
  // biome-ignore format: one case per line
  const invalid: Array<[uri: string, reason: string]> = [
    ["http:example.com", "missing-host"],
    ["https:/example.com", "missing-host"],
    ["http://user@:80", "missing-host"],
    ["http:///path", "missing-host"],
    ["http:path", "missing-host"],
    ["http://example.com:655356", "bad-port"],
    ["http://example.com:-1", "bad-port"],
    ["https://example.com:-1", "bad-port"],
  ];
  for (const [s, reason] of invalid) it(`${show(s)} is invalid`, () => expectInvalid(s, reason));
});

describe("php-league-uri 7.5.1 uri/FileTest.php: file (RFC 8089 §2)", () => {
  // biome-ignore format: one case per line
  const relative: Array<[ref: string, normal: string]> = [
    [".././path/../is/./relative", ".././path/../is/./relative"], // only resolution removes a relative path's dot segments (§5.2.4)
    ["/path/is/absolute", "/path/is/absolute"],
    ["", ""],
    ["//example.com/path", "//example.com/path"],
    ["//ExAmpLe.CoM/path", "//example.com/path"],
    ["///path", "///path"],
  ];
  for (const [s, n] of relative) it(`${show(s)} → ${show(n)}`, () => expectNormalRelative(s, n));
  // biome-ignore format: one case per line
  const absolute: Array<[uri: string, normal: string]> = [
    // the peer keeps "localhost"; RFC 8089 §2: it is "exactly as if no authority were present",
    // the empty-authority form (RFC 3986 §6.2.3)
    ["file://localhost/path", "file:///path"],
    ["FiLe://localhost/path", "file:///path"],
    ["FiLe:///path", "file:///path"],
  ];
  for (const [s, n] of absolute) it(`${show(s)} → ${show(n)}`, () => expectNormal(s, n));
  // invalidUrlProvider: RFC 8089 §2 file-hier-part = ( "//" auth-path ) / local-path, both
  // with a path-absolute; file-auth = "localhost" / host; no query
  // biome-ignore format: one case per line
  const invalid: Array<[uri: string, reason: string]> = [
    ["file:example.com", "bad-file"], // no authority 1
    ["file://example.com?", "query-not-allowed"], // query string (and an empty path: bad-file)
    ["file://example.com#", "bad-file"], // fragment: the path is empty, no path-absolute
    ["file://user:pass@example.com", "userinfo-not-allowed"],
    ["file://example.com:42", "port-not-allowed"],
  ];
  for (const [s, reason] of invalid) it(`${show(s)} is invalid`, () => expectInvalid(s, reason));
});

describe("php-league-uri 7.5.1 uri/WsTest.php and uri/FtpTest.php: ws(s) (RFC 6455 §3), ftp (RFC 1738 §3.2)", () => {
  // biome-ignore format: one case per line
  const absolute: Array<[uri: string, normal: string]> = [
    ["Ws://ExAmpLe.CoM:80/foo/bar?foo=bar", "ws://example.com/foo/bar?foo=bar"],
    ["ws://www.example.com:443/", "ws://www.example.com:443/"], // getPort() 443
    ["ws://www.example.com:80/", "ws://www.example.com/"], // getPort() null
    ["ws://www.example.com", "ws://www.example.com/"], // getPort() null; RFC 6455 §3: an empty path is "/"
    ["FtP://ExAmpLe.CoM:21/foo/bar", "ftp://example.com/foo/bar"],
    ["ftp://login:pass@example.com/", "ftp://login:pass@example.com/"],
    ["ftp://www.example.com:443/", "ftp://www.example.com:443/"],
    ["ftp://www.example.com:21/", "ftp://www.example.com/"],
  ];
  for (const [s, n] of absolute) {
    it(`${show(s)} → ${show(n)}`, () => {
      expectValid(s);
      expectNormal(s, n);
    });
  }
  // biome-ignore format: one case per line
  const relative: Array<[ref: string, normal: string]> = [
    ["//ExAmpLe.CoM:21", "//example.com:21"],
    ["//ExAmpLe.CoM:80", "//example.com:80"],
    ["//www.example.com:21/", "//www.example.com:21/"],
    ["/path/to/my/file", "/path/to/my/file"],
  ];
  for (const [s, n] of relative) it(`${show(s)} → ${show(n)}`, () => expectNormalRelative(s, n));
  // biome-ignore format: one case per line
  const invalid: Array<[uri: string, reason: string]> = [
    ["wss:example.com", "missing-host"], // ws-URI = "ws:" "//" host …
    ["wss:/example.com", "missing-host"],
    ["wss://example.com:80/foo/bar?foo=bar#content", "fragment-not-allowed"], // §3: fragments MUST NOT be used
    ["ftp:/example.com", "missing-host"], // ftpurl = "ftp://" login …
    ["ftp:example.com", "missing-host"],
  ];
  for (const [s, reason] of invalid) it(`${show(s)} is invalid`, () => expectInvalid(s, reason));
});

describe("php-league-uri 7.5.1 uri/DataTest.php: data (RFC 2397 §3)", () => {
  // validUrlProvider: all valid (the path the peer gives is in the "differently" group)
  // biome-ignore format: one case per line
  const valid = [
    "data:text/plain;charset=us-ascii,Bonjour%20le%20monde%21",
    "data:,Bonjour%20le%20monde%21",
    "data:text/plain,Bonjour%20le%20monde%21",
    "data:,",
    "data:image/gif;charset=binary;base64,R0lGODlhIAAgAIABAP8AAP///yH+EUNyZWF0ZWQgd2l0aCBHSU1QACH5BAEKAAEALAAAAAAgACAAAAI5jI+py+0Po5y02ouzfqD7DwJUSHpjSZ4oqK7m5LJw/Ep0Hd1dG/OuvwKihCVianbbKJfMpvMJjWYKADs=",
  ];
  for (const s of valid) it(`${show(s)} is valid`, () => expectValid(s));
  // invalidUrlProvider, invalidComponentProvider, testSyntaxError
  // biome-ignore format: one case per line
  const invalid: Array<[uri: string, reason: string]> = [
    ["data:image/png;base64,°28", "bad-data-base64"], // RFC 4648 §4: "°" is no base64 character
    ["data:image/png;base64,zzz28", "bad-data-base64"], // 5 characters: no whole base64 quantum
    ["data:image_png;base64,zzz", "bad-data-mediatype"], // mediatype = [ type "/" subtype ] *( ";" parameter )
    ["data:image/png;base64;base64,zzz", "bad-data-mediatype"], // parameter = attribute "=" value
    ["http:text/plain;charset=us-ascii,Bonjour%20le%20monde%21", "missing-host"], // RFC 9110 §4.2.1
  ];
  for (const [s, reason] of invalid) it(`${show(s)} is invalid`, () => expectInvalid(s, reason));
});

describe("php-league-uri 7.5.1: answered differently on purpose", () => {
  it('UriTest/HttpTest testItStripMultipleLeadingSlashOnGetPath: the path of "https://example.com///miscillaneous.tld" is "///miscillaneous.tld"', () => {
    // the peer's getPath gives "/miscillaneous.tld" (its toString keeps "///"). RFC 3986 §3.3:
    // after an authority the path is path-abempty = *( "/" segment ), empty segments included
    expectParts("https://example.com///miscillaneous.tld", { path: "///miscillaneous.tld" });
    expectNormal(
      "https://example.com///miscillaneous.tld",
      "https://example.com///miscillaneous.tld",
    );
  });
  // HttpTest invalidUrlProvider / invalidURI: the peer's Http class refuses a relative
  // reference with an empty host. They have no scheme, so RFC 9110's host rule does not
  // apply: each is a relative-ref (§4.2) whose reg-name is empty (§3.2.2)
  // biome-ignore format: one case per line
  const relative: Array<[ref: string, parts: Record<string, string | undefined>]> = [
    ["//user@:80", { userinfo: "user", host: "", port: "80", path: "" }],
    ["///path?query", { authority: "", host: "", path: "/path", query: "query" }],
  ];
  for (const [ref, parts] of relative) {
    it(`${show(ref)} is a URI-reference (the peer: SyntaxError)`, () => {
      expect(isReference(ref)).toBe(true);
      expectParts(ref, parts);
    });
  }
  it('HttpTest testCreateFromBaseUri: "0?0#0" against "http://0:0@0/" → "http://0:0@0/0?0#0"', () => {
    // the peer expects Http::new("http://0:0@0.0.0.0/0?0#0"), the host "0" read as an IPv4
    // number. RFC 3986 §3.2.2: a host that does not match IPv4address (four dotted decimals)
    // is a reg-name, taken as written
    expect(resolveUri("0?0#0", "http://0:0@0/")).toBe("http://0:0@0/0?0#0");
    expectEquivalent("http://0:0@0/0?0#0", "http://0:0@0.0.0.0/0?0#0", false);
  });
  it('FileTest "file:///C|/demo" is no URI-reference (the peer: "file:///C:/demo")', () => {
    // RFC 3986 §3.3: "|" is no pchar; RFC 8089 App. E.2.2 calls the "|" drive form non-standard
    expectUnparsable("file:///C|/demo", "bad-path");
    expectValid("file:///C:/demo");
  });
  it('FileTest "file:/example.com" is a valid file URI (the peer: SyntaxError, "no authority 2")', () =>
    // RFC 8089 §2: file-hier-part = ( "//" auth-path ) / local-path, local-path = path-absolute
    expectValid("file:/example.com"));
  it('WsTest "wss://login:pass@example.com/" is invalid (the peer: valid)', () =>
    // RFC 6455 §3: wss-URI = "wss:" "//" host [ ":" port ] path [ "?" query ]: no userinfo
    expectInvalid("wss://login:pass@example.com/", "userinfo-not-allowed"));
  it('DataTest "data:image/png;base64=toto;base64,dsqdfqfd" is valid (the peer: SyntaxError)', () =>
    // RFC 2397 §3: parameter := attribute "=" value, and "base64=toto" is one; ";base64"
    // follows, and "dsqdfqfd" is base64 (RFC 4648 §4)
    expectValid("data:image/png;base64=toto;base64,dsqdfqfd"));
  it('DataTest "data:text/plain;charset=us-ascii,Bonjour%20le%20monde%21#fragment" is valid (the peer: SyntaxError)', () =>
    // RFC 3986 §3.5: the fragment is "independent of the URI scheme"; RFC 2397 does not exclude it
    expectValid("data:text/plain;charset=us-ascii,Bonjour%20le%20monde%21#fragment"));
  it('DataTest validUrlProvider: "data:,Bonjour%20le%20monde%21" keeps its form', () => {
    // the peer's getPath gives "text/plain;charset=us-ascii,Bonjour%20le%20monde%21" (also
    // for "data:text/plain,…" and "data:,"). RFC 2397 §2 says what an omitted media type means;
    // it defines no normalization, and §6.2.3 leaves that to the scheme's specification
    expectNormal("data:,Bonjour%20le%20monde%21", "data:,Bonjour%20le%20monde%21");
    expectNormal(
      "data:text/plain,Bonjour%20le%20monde%21",
      "data:text/plain,Bonjour%20le%20monde%21",
    );
    expectNormal("data:,", "data:,");
  });
});

describe("php-league-uri 7.5.1: found wrong before, fixed", () => {
  it('FtpTest invalidUrlProvider "ftp://example.com?query#fragment" is no valid ftp URL', () =>
    // urisift: valid before. RFC 1738 §3.2.1, §5: ftpurl = "ftp://" login [ "/" fpath [ ";type="
    // ftptype ]]: only "/" may follow the host (a "?" is allowed inside an fsegment, so
    // "ftp://h/p?q" is well-formed, but not right after the host)
    expectInvalid("ftp://example.com?query#fragment", "query-not-allowed"));
});

// ─── sabre/uri (RECALLED) ─────────────────────────────────────────────────────────────────

describe("sabre/uri tests/NormalizeTest.php (recalled: no Debian package): normalize (RFC 3986 §6.2.2, §6.2.3)", () => {
  // biome-ignore format: one case per line
  const absolute: Array<[uri: string, normal: string]> = [
    ["http://example.org/", "http://example.org/"],
    ["http://example.org/%7Eevert", "http://example.org/~evert"], // §6.2.2.2
    ["http://example.org/./evert", "http://example.org/evert"], // §6.2.2.3
    ["http://example.org/../evert", "http://example.org/evert"],
    ["http://example.org/foo/../evert", "http://example.org/evert"],
    ["http://example.org", "http://example.org/"], // §6.2.3
    ["http://example.org:/", "http://example.org/"], // §6.2.3: an empty port
    ["http://example.org:80/", "http://example.org/"], // §6.2.3: the default port
  ];
  for (const [s, n] of absolute) it(`${show(s)} → ${show(n)}`, () => expectNormal(s, n));
  // biome-ignore format: one case per line
  const relative: Array<[ref: string, normal: string]> = [
    ["/%41", "/A"], // §6.2.2.2
    ["/%3F", "/%3F"], // a reserved "?" stays encoded (§2.2)
    ["/%3f", "/%3F"], // §6.2.2.1
  ];
  for (const [s, n] of relative) it(`${show(s)} → ${show(n)}`, () => expectNormalRelative(s, n));
});

describe("sabre/uri tests/ResolveTest.php (recalled: no Debian package): resolve (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[base: string, ref: string, target: string]> = [
    ["http://example.org/foo/baz", "/bar", "http://example.org/bar"],
    ["https://example.org/foo", "//example.net/", "https://example.net/"],
    ["https://example.org/foo", "?a=b", "https://example.org/foo?a=b"],
    ["http://example.org/foo", "#bar", "http://example.org/foo#bar"],
    ["http://example.org/foo#baz", "#bar", "http://example.org/foo#bar"],
    ["http://example.org", "bar", "http://example.org/bar"], // §5.2.3: an empty base path with an authority
    ["http://example.org/", "mailto:foo@example.org", "mailto:foo@example.org"],
    ["http://example.org/foo", "b", "http://example.org/b"],
    ["http://example.org/foo/", "b", "http://example.org/foo/b"],
  ];
  for (const [base, ref, target] of cases) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
});

describe("sabre/uri (recalled): answered differently on purpose", () => {
  it('ResolveTest: "?a=b" against the relative "//example.org/foo" is refused', () =>
    // the peer gives "//example.org/foo?a=b". RFC 3986 §5.2.1: the base must be an absolute URI
    expect(() => resolveUri("?a=b", "//example.org/foo")).toThrow(/missing-scheme/));
});
