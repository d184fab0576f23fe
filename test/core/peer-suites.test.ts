/**
 * Cases from other URI libraries' published test suites, run through the core with the
 * answer the specifications give. Each group names its source file and the section that
 * decides the expected value. Where the peer expects something else (WHATWG-style repair,
 * a library's own choice), the RFC's answer is used and the difference is noted at the case.
 *
 * Sources (npm tarballs): fast-uri 4.2.3 `test/*.test.js` (with its port of the uri-js suite,
 * `test/uri-js.test.js` and `test/fixtures/uri-js-parse.json`), valid-url 1.0.9 `test/*.js`,
 * iri 1.3.1 `test/IRI.test.js`, ipv6-normalize 1.0.1 `test.js`, email-addresses 5.0.0
 * `test/tests.xml` (Dominic Sayers' isemail cases), json-schema-test-suite 0.0.10
 * `tests/draft4/optional/format.json`.
 */
import { describe, expect, it } from "vitest";
import {
  equivalent,
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
  show,
} from "../helpers/peer-expect.js";

// ─── parsing ────────────────────────────────────────────────────────────────────────────

describe("fast-uri test/parse.test.js, test/uri-js.test.js 'URI Parsing': components (RFC 3986 §3, §4.1)", () => {
  // parseUri keeps components as written (types.ts): a port stays a string, a zone apart
  const cases: Array<[string, Partial<UriParts>]> = [
    ["uri:", { scheme: "uri", authority: undefined, host: undefined, port: undefined, path: "" }],
    ["//@", { scheme: undefined, userinfo: "", host: "", port: undefined, path: "" }],
    ["//", { scheme: undefined, userinfo: undefined, host: "", port: undefined, path: "" }],
    ["//:", { userinfo: undefined, host: "", port: "", path: "" }], // §3.2.3: empty port
    ["", { scheme: undefined, host: undefined, path: "", query: undefined, fragment: undefined }],
    ["?", { path: "", query: "", fragment: undefined }], // §5.3: an empty query is defined
    ["#", { path: "", query: undefined, fragment: "" }],
    [
      "uri://user:pass@example.com:123/one/two.three?q1=a1&q2=a2#body",
      {
        scheme: "uri",
        userinfo: "user:pass",
        host: "example.com",
        port: "123",
        path: "/one/two.three",
        query: "q1=a1&q2=a2",
        fragment: "body",
      },
    ],
    ["//10.10.10.10", { host: "10.10.10.10", hostKind: "ipv4", path: "" }],
    // §3.2.2: dec-octet has no leading zero, so these are reg-names, kept as written
    ["//10.10.000.10", { host: "10.10.000.10", hostKind: "reg-name" }],
    ["//01.01.01.01", { host: "01.01.01.01", hostKind: "reg-name" }],
    ["//[2001:db8::7]", { host: "2001:db8::7", hostKind: "ipv6", path: "" }],
    ["//[::ffff:129.144.52.38]", { host: "::ffff:129.144.52.38", hostKind: "ipv6" }],
    [
      "uri://10.10.10.10.example.com/en/process",
      { host: "10.10.10.10.example.com", hostKind: "reg-name", path: "/en/process" },
    ],
    [
      "//[2606:2800:220:1:248:1893:25c8:1946]/test",
      { host: "2606:2800:220:1:248:1893:25c8:1946", path: "/test" },
    ],
    ["//[2001:db8::1]:80", { host: "2001:db8::1", port: "80", path: "" }],
    // RFC 6874 §2: the zone follows "%25"; parseUri gives it apart, still encoded
    ["//[fe80::a%25en1]", { host: "fe80::a", zone: "en1", hostKind: "ipv6" }],
    ["urn:foo:a123,456", { scheme: "urn", path: "foo:a123,456" }],
    ["urn:uuid:b571b0bc-4713-11ec-81d3-0242ac130003", { scheme: "urn" }],
    ["http://example.com/#%E0%A4A", { fragment: "%E0%A4A" }], // §2.1 is about octets, not UTF-8
    [
      "//?json=%7B%22foo%22%3A%22bar%22%7D",
      { host: "", query: "json=%7B%22foo%22%3A%22bar%22%7D" },
    ],
  ];
  for (const [ref, expected] of cases) it(show(ref), () => expectParts(ref, expected));

  // not URI-references: RFC 3986 App. A has no C0 control, space or backslash anywhere (the
  // peers' "leading or trailing C0 controls" errors; fast-uri still returns a fragment for
  // them, the grammar gives none)
  const notReferences: Array<[string, string | RegExp]> = [
    ["#\t", "bad-fragment"],
    ["#\n", "bad-fragment"],
    ["#\v", "bad-fragment"],
    ["#\f", "bad-fragment"],
    ["#\r", "bad-fragment"],
    ["//[2001:dbZ::7]", "bad-ipv6"],
    ["//[2001:dbZ::1]:80", "bad-ipv6"],
    ["//[2606:2800:220:1:248:1893:25c8:1946:43209]", "bad-ipv6"], // nine pieces
    ["urn:foo:|\\24fpl", "bad-path"],
    ["urn:x|foo:bar", "bad-path"], // fast-uri test/urn-full-input.test.js
    ["urn:foo:bar|ignored", "bad-path"],
    ["\trelative", /bad-path/], // fast-uri test/c0-reference-security.test.js
    ["relative ", /bad-path/],
    ["a\u0001b", /bad-path/], // fast-uri encodes interior C0 controls; App. A has none
    // RFC 6874 §2 requires "%25" before a zone; §4 only suggests that browsers' address bars
    // accept a bare "%" for pasting (fast-uri and uri-js accept it): not the grammar
    ["//[2001:db8::7%en0]", "bad-zone"],
    ["//www.g.com/error\n/bleh/bleh", "bad-path"], // uri-js-parse.json encodes it as %0A
  ];
  for (const [ref, reason] of notReferences) {
    it(`${show(ref)} is not a URI-reference`, () => expectUnparsable(ref, reason));
  }
});

describe("fast-uri test/fixtures/uri-js-parse.json: validity of the absolute URIs (RFC 3986 §3 and the scheme RFCs)", () => {
  const valid = [
    "https://fastify.org",
    "uri://user:pass@example.com:123/one/two.three?q1=a1&q2=a2#body",
    "http://A%3AB@example.com:123/one/space",
    "uri://10.10.10.10.example.com/en/process",
    "ws://example.com/chat",
    "ws://example.com/foo?bar=baz",
    "wss://example.com/?bar=baz",
    "wss://example.com/chat",
    "wss://example.com/foo?bar=baz",
    "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
    "urn:example:%D0%B0123,z456",
    "http://foo.bar",
    "mailto:chris@example.com",
    "mailto:infobot@example.com?subject=current-issue",
    "mailto:joe@example.com?cc=bob@example.com&body=hello",
    "mailto:gorby%25kremvax@example.com",
    "mailto:unlikely%3Faddress@example.com?blat=foop",
    "mailto:Mike%26family@example.org",
    "mailto:%22not%40me%22@example.org",
    "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
    "mailto:addr1@an.example,addr2@an.example",
  ];
  for (const u of valid) it(`${show(u)} is valid`, () => expectValid(u));

  const invalid: Array<[string, string | RegExp]> = [
    // RFC 4122 §3 / RFC 9562 §4: the uuid namespace's NSS is the 8-4-4-4-12 hex form
    ["urn:uuid:notauuid-7dec-11d0-a765-00a0c91e6bf6", "bad-uuid"],
    ["http://", "missing-host"], // RFC 9110 §4.2.1: no empty host
    // a space is in no component (RFC 3986 App. A); uri-js-parse.json percent-encodes it
    ["http://user:pass@example.com:123/one/space in.url?q1=a1&q2=a2#body", "bad-path"],
    // RFC 6068 §2: hfields = "?" hfield *( "&" hfield ) — a bare "?" has no hfield (the peer
    // drops the empty query)
    ["mailto:user@example.org?", "bad-mailto-header"],
  ];
  for (const [u, reason] of invalid) it(`${show(u)} is invalid`, () => expectInvalid(u, reason));
});

describe("fast-uri test/scheme-validation.test.js: schemes (RFC 3986 §3.1: ALPHA *( ALPHA / DIGIT / + - . ), no percent-encoding)", () => {
  const notSchemes = [
    "%2f%2fevil.example:/pwn",
    "%u002f%u002fevil.example:/pwn",
    "%0d%0aSet-Cookie:%20sid=attacker:/p",
    "foo%3Abar:value",
    "foo%2Fbar:value",
    "1http://example.com/",
    "foo_bar:value",
    "éxample:value",
    "\u212Attp://example.com/",
    "ſcheme:value",
    "%4Aavascript:alert(1)",
    "%6aavascript:alert(1)",
    "foo%2Bbar:value",
    "%u006Aavascript:1",
    "ht%74ps://example.com/",
    "ma%69lto:user@example.org",
    "%64ata:text/html,x",
    "%4A%41%56%41%53%43%52%49%50%54:alert(1)",
    "j%61vascript:alert(1)",
    "vb%73cript:msgbox(1)",
  ];
  for (const u of notSchemes) {
    it(`${show(u)} has no valid scheme`, () => {
      expect(validateUri(u).valid).toBe(false);
      expect(() => normalizeUri(u)).toThrow();
      expect(() => resolveUri(u, "https://example.com/app/")).toThrow();
    });
  }
  const schemes: Array<[string, string]> = [
    ["a:value", "a"],
    ["HTTP://example.com/", "HTTP"], // as written; normalizeUri lowercases it (§6.2.2.1)
    ["a1+.-:value", "a1+.-"],
    ["foo+bar:value", "foo+bar"],
  ];
  for (const [u, scheme] of schemes) it(show(u), () => expectParts(u, { scheme }));
  it("fast-uri test/scheme-normalization.test.js: the scheme is lowercased (§6.2.2.1)", () => {
    expectNormal("HTTP://EXAMPLE.com/p", "http://example.com/p");
    expectNormal("HtTp://Example.COM/", "http://example.com/");
  });
  it("an encoded scheme is no alias of the plain one", () => {
    expectEquivalent("%68ttp://a/", "http://a/", false);
  });
});

// ─── hosts ──────────────────────────────────────────────────────────────────────────────

describe("fast-uri test/ipv6-validation.test.js: malformed IP literals (RFC 3986 §3.2.2, RFC 6874 §2)", () => {
  const malformed = [
    "::not-valid",
    "fc00::not-hex",
    "fe80::not-hex",
    "1:2:3",
    "1:2:3:4:5:6:7",
    "1:2:3:4:5:6:7:8:9",
    "1::2::3",
    "1:::2",
    ":::1",
    "12345::",
    "1:2:3:4:5:6:7::8",
    "::ffff:192.0.2.999",
    "::ffff:192.0.2",
    "::ffff:192.168.001.1",
    "::192.0.2.1:1",
    "1:2:3:4:5:192.0.2.1::",
    "v.foo",
    "v1.",
    "v1.foo%25bar",
    "fe80::1%25",
    "fe80::1%25eth 0",
    "fe80::1%25eth%ZZ",
    "not-an-ip",
  ];
  for (const literal of malformed) {
    const uri = `http://[${literal}]/private`;
    it(show(uri), () => {
      expectInvalid(uri, /ipv6|ipvfuture|zone/);
      expect(() => resolveUri("child", uri)).toThrow();
      expect(() => resolveUri(uri, "http://example.com/")).toThrow();
    });
  }
  // the peer rejects these too, but the grammar allows them:
  // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) — "K" is unreserved;
  // ZoneID = 1*( unreserved / pct-encoded ) (RFC 6874 §2)
  for (const uri of ["http://[v1.K]/private", "http://[fe80::1%25K]/private"]) {
    it(`${show(uri)} is valid (RFC 3986 §3.2.2 / RFC 6874 §2; the peer says malformed)`, () =>
      expectValid(uri));
  }
  const unbalanced = [
    "http://[fe80",
    "http://[",
    "http://[not-an-ip",
    "http://[\u65e5\u672c",
    "http://user@[@127.0.0.1:8123/admin",
    "http://user@]127.0.0.1:8123/admin",
    "http://user@prefix[@127.0.0.1:8123/admin",
    "http://user@prefix]@127.0.0.1:8123/admin",
  ];
  for (const uri of unbalanced) {
    it(`${show(uri)}: unbalanced or misplaced brackets`, () => {
      expectInvalid(uri);
      expect(() => resolveUri(uri, "http://example.com/")).toThrow();
    });
  }
});

describe("fast-uri test/ipv6-validation.test.js, test/ipv6-canonical.test.js, uri-js 'URI Normalizing', ipv6-normalize test.js: IPv6 normal form (RFC 5952 §4)", () => {
  const cases: Array<[string, string]> = [
    ["http://[::]/", "http://[::]/"],
    ["http://[::1]/", "http://[::1]/"],
    ["http://[1::]/", "http://[1::]/"],
    ["http://[2001:0DB8::0001]/", "http://[2001:db8::1]/"],
    ["http://[0:0:0:0:0:0:0:0]/", "http://[::]/"],
    ["http://[0:0:0:0:0:0:0:1]/", "http://[::1]/"],
    ["http://[2001:0db8:0000:0000:0000:0000:0000:0001]/", "http://[2001:db8::1]/"],
    ["http://[2001:0:0:0:0:0:0:1]/", "http://[2001::1]/"],
    ["http://[fe80:0:0:0:0:0:0:1]/", "http://[fe80::1]/"],
    ["http://[1:0:0:0:2:0:0:3]/", "http://[1::2:0:0:3]/"],
    ["http://[::ffff:192.0.2.1]/", "http://[::ffff:192.0.2.1]/"],
    ["http://[1080::8:800:200C:417A]/", "http://[1080::8:800:200c:417a]/"],
    ["http://[2001:db8::1:0000:1]/", "http://[2001:db8::1:0:1]/"],
    ["http://[2001:db8:0:1:1:1:1:1]/", "http://[2001:db8:0:1:1:1:1:1]/"],
    ["http://[2001:db8:0:0:1:0:0:1]/", "http://[2001:db8::1:0:0:1]/"],
    ["http://[0:0:0:0:0:ffff:192.0.2.1]/", "http://[::ffff:192.0.2.1]/"],
    ["http://[2001:db8:0:0:0:0:cafe:1111]/", "http://[2001:db8::cafe:1111]/"],
    ["http://[2001:db8::a:1:2:3:4]/", "http://[2001:db8:0:a:1:2:3:4]/"],
    ["http://[2001:0DB8:AAAA:0000:0000:0000:0000:000C]/", "http://[2001:db8:aaaa::c]/"],
    ["http://[2001:db8::1:0:0:0:4]/", "http://[2001:db8:0:1::4]/"],
    ["http://[fe80:0000:0000:0000:0204:61ff:fe9d:f156]/", "http://[fe80::204:61ff:fe9d:f156]/"],
    // RFC 5952 §5 keeps dotted decimal only where the address is known to embed IPv4
    // (IPv4-mapped); the peers keep any dotted tail as written
    ["http://[1:2:3:4:5:6:192.0.2.1]/", "http://[1:2:3:4:5:6:c000:201]/"],
    // zones (RFC 6874 §2): case kept; "%2525…" is the zone "25…"; a percent-encoded
    // unreserved character is decoded like anywhere else (RFC 3986 §6.2.2.2; the peer keeps
    // "%2D")
    ["http://[fe80::A%25EN1]/", "http://[fe80::a%25EN1]/"],
    ["http://[fe80::a%25eth%2D0]/", "http://[fe80::a%25eth-0]/"],
    ["http://[fe80::1%2525]/", "http://[fe80::1%2525]/"],
    ["http://[fe80::1%2525eth0]/", "http://[fe80::1%2525eth0]/"],
    ["http://[fe80::1%25eth0]/", "http://[fe80::1%25eth0]/"],
    // IPvFuture is case-insensitive like any host (§6.2.2.1)
    ["http://[v1.example]/", "http://[v1.example]/"],
    ["http://[vF.A:b]/", "http://[vf.a:b]/"],
  ];
  for (const [uri, normal] of cases) it(`${uri} → ${normal}`, () => expectNormal(uri, normal));

  it("equivalent across compressed and expanded forms", () => {
    expectEquivalent("http://[::1]/", "http://[0:0:0:0:0:0:0:1]/", true);
    expectEquivalent("http://[::]/", "http://[0:0:0:0:0:0:0:0]/", true);
    expectEquivalent(
      "http://[2001:db8::1]/",
      "http://[2001:0db8:0000:0000:0000:0000:0000:0001]/",
      true,
    );
    expectEquivalent("http://[1::2:0:0:3]/", "http://[1:0:0:0:2:0:0:3]/", true);
  });
  it("distinct zones stay distinct", () => {
    expectEquivalent("http://[fe80::1%2525eth0]/", "http://[fe80::1%25eth0]/", false);
    expectEquivalent("http://[fe80::1%2525]/", "http://[fe80::1%25eth0]/", false);
  });
  it("resolution keeps a zone that begins with 25 (§5.2.2)", () => {
    expect(resolveUri("http://[fe80::1%2525eth0]/path", "http://example.com/")).toBe(
      "http://[fe80::1%2525eth0]/path",
    );
    expect(resolveUri("child", "http://[fe80::1%2525eth0]/")).toBe(
      "http://[fe80::1%2525eth0]/child",
    );
  });
  it("uri-js 'URI Normalizing': 192.068.001.000 is a reg-name (§3.2.2 dec-octet), not rewritten to 192.68.1.0", () => {
    expectNormalRelative("//192.068.001.000", "//192.068.001.000");
  });
});

describe("fast-uri test/host-delimiter-security.test.js, test/security.test.js, test/host-encoding.test.js: reg-names (RFC 3986 §3.2.2)", () => {
  const forbidden = [
    "b@evil.example",
    "ev\til.example",
    "ev\nil.example",
    "ev\ril.example",
    "ev\r\nil.example",
    "a b.example",
    'a"b.example',
    "a<b.example",
    "a>b.example",
    "a^b.example",
    "a`b.example",
    "a{b.example",
    "a|b.example",
    "a}b.example",
    "a\u007Fb.example",
    "a\u0000b.example",
  ];
  for (const scheme of ["http", "https", "ws", "wss"]) {
    for (const host of forbidden) {
      const uri = `${scheme}://user@${host}/path`;
      it(show(uri), () => {
        expectInvalid(uri);
        expect(equivalent(uri, `${scheme}://user@evil.example/path`)).toBe(false);
        expect(() => resolveUri(`//user@${host}/path`, `${scheme}://trusted.example/`)).toThrow();
      });
    }
  }
  // the peer percent-encodes C0 controls in the host of an unknown scheme; the grammar has
  // no control character (RFC 3986 §2, App. A)
  it("custom://a\\u0001b.example/path is invalid", () =>
    expectInvalid("custom://a\u0001b.example/path"));
  it("custom://safe\\r\\nevil.example/path is invalid", () =>
    expectInvalid("custom://safe\r\nevil.example/path"));

  it("a second '@' cannot move the authority", () => {
    expectInvalid("http://a@b@evil.example/", "bad-host");
    expectInvalid("foo://a@b@evil.example/", "bad-host"); // the peer re-encodes it for foo:
    expect(() => resolveUri("//a@b%41@evil.example/p", "http://trusted.example/")).toThrow();
  });
  it("sub-delims are reg-name characters", () => {
    expectValid("http://a!$&'()*+,;=b.example/");
  });
  it("malformed authorities and ports (§3.2.2, §3.2.3)", () => {
    expectInvalid("http://[::1]foo", "bad-host");
    expectInvalid("http://[::1]:80abc/path", "bad-port");
    expectInvalid("http://example.com:80abc/path", "bad-port");
    expectInvalid("http://[::1]:65536", "bad-port");
    expectEquivalent("http://[::1]foo", "http://[::1]/foo", false);
  });
  it("a backslash is no URI character (App. A)", () => {
    for (const u of [
      "http://evil.com\\@allowed.com",
      "https://169.254.169.254\\@trusted.example.com",
      "http://a\\@b",
      "ws://evil.com\\@allowed.com/chat",
      "http://evil.com\\%40allowed.com",
      "//evil.com\\@allowed.com",
      "http:\\\\evil.com/path",
      "http:/\\evil.com/path",
      "http:\\/evil.com/path",
      "ftp:\\\\evil.com/",
      "\\\\evil.com/path",
      "/\t\\evil.com/path",
      "/\t/evil.com/path",
      "\t//evil.com/path",
      "https:/\t/evil.com/path",
      // the peer accepts it in the query and fragment; App. A does not
      "http://host.example.com/?x=\\y#z\\w",
    ]) {
      expect(parseUri(u).ok, u).toBe(false);
      expect(equivalent(u, "http://evil.com/path")).toBe(false);
    }
    expect(() => resolveUri("\\\\evil.com/path", "https://allowed.com/")).toThrow();
    expect(() => resolveUri("http:/\\evil.com/path", "https://allowed.com/")).toThrow();
  });
  it("%5C is data: the host is allowed.com", () => {
    expectParts("http://evil.com%5C@allowed.com", { userinfo: "evil.com%5C", host: "allowed.com" });
  });
  it("valid authority introducers", () => {
    for (const u of [
      "http://good.com/",
      "https://good.com/",
      "ws://good.com/chat",
      "ftp://good.com/",
      "//good.com/path",
      "/absolute/path",
      "relative/path",
    ]) {
      expect(parseUri(u).ok, u).toBe(true);
    }
  });

  // percent-encoded delimiters in a host stay encoded (§2.2: reserved characters are never
  // decoded by normalization), and are not equivalent to the delimiters themselves
  const encodedDelimiters = [
    "http://trusted.com%40evil.com/",
    "http://example.com%3A8080/",
    "http://example.com%2Fevil.com/path",
    "http://example.com%23fragment/path",
    "http://example.com%3Fq=evil/path",
    "http://user%3Apass%40evil.com/",
    "http://user@trusted.com%40evil.com/",
    "https://trusted.com%40evil.com/",
    "ws://trusted.com%40evil.com/chat",
    "wss://trusted.com%40evil.com/chat",
    "http://trusted.com%2540evil.com/",
    "http://%256c%256f%2563%2561%256c%2568%256f%2573%2574/",
  ];
  for (const u of encodedDelimiters) it(`${u} is its own normal form`, () => expectNormal(u, u));
  // "%25" then the letters "5Cevil": letters of a host are case-insensitive (§6.2.2.1), so
  // the "C" after "%25" is lowercased (the peer expects it kept)
  it("http://allowed.com%255Cevil.com/ → …%255cevil.com/", () =>
    expectNormal("http://allowed.com%255Cevil.com/", "http://allowed.com%255cevil.com/"));
  it("encoded and live delimiters differ", () => {
    expectEquivalent("http://trusted.com%40evil.com/", "http://trusted.com@evil.com/", false);
    expectEquivalent("http://example.com%3A8080/", "http://example.com:8080/", false);
    expectEquivalent(
      "http://%256c%256f%2563%2561%256c%2568%256f%2573%2574/",
      "http://localhost/",
      false,
    );
    expectParts("http://trusted.com%40evil.com/", { host: "trusted.com%40evil.com" });
    expectParts("http://user%3Apass%40evil.com/", { host: "user%3Apass%40evil.com" });
  });
  it("encoded unreserved host characters are decoded once, and the case folded (§6.2.2.1–2)", () => {
    expectNormal("x://%6cocalhost/", "x://localhost/");
    expectNormal("x://%256cocalhost/", "x://%256cocalhost/");
    expectNormal("x://host%2540evil/", "x://host%2540evil/");
    expectNormal("x://%2525/", "x://%2525/");
    expectNormal("http://Example.COM/", "http://example.com/");
    expectNormal("http://%65xample.com/", "http://example.com/");
    expectNormalRelative("//%41.com", "//a.com");
    expectNormalRelative("//example.com%2fpath", "//example.com%2Fpath");
    expectNormalRelative("//%2541.com", "//%2541.com");
    expectNormalRelative("//127%252e0%252e0%252e1/private", "//127%252e0%252e0%252e1/private");
    expect(equivalent("//%41.com", "//a.com")).toBe(true);
    expect(equivalent("//%4Detadata.internal/private", "//metadata.internal/private")).toBe(true);
    expect(equivalent("//User@%41.com/path", "//user@a.com/path")).toBe(false);
    expect(equivalent("//%41.com/Path", "//a.com/path")).toBe(false);
    expect(equivalent("//%41.com/?Token=Value", "//a.com/?token=value")).toBe(false);
  });
  it("nested encodings are not decoded into a live host by resolution", () => {
    expect(resolveUri("//127%252e0%252e0%252e1/private", "https://safe.example/")).toBe(
      "https://127%252e0%252e0%252e1/private",
    );
    expect(resolveUri("//trusted.com%40evil.com/path", "http://base.com/")).toBe(
      "http://trusted.com%40evil.com/path",
    );
  });
});

describe("fast-uri test/security.test.js, test/host-delimiter-security.test.js: IDN hosts (RFC 3987 §3.1, IDNA)", () => {
  const cases: Array<[string, string]> = [
    ["http://127\u30020\u30020\u30021/", "http://127.0.0.1/"], // ideographic full stops
    ["http://\uff45xample.com/", "http://example.com/"], // fullwidth e
    ["http://納豆.example.org/", "http://xn--99zt52a.example.org/"],
    ["http://bücher.de/", "http://xn--bcher-kva.de/"],
    ["https://ex\u00ADample.com/base", "https://example.com/base"], // soft hyphen maps to nothing
    ["http://ex\u200Bample.com/", "http://example.com/"],
    ["uri://r\u00e9sum\u00e9.example.org", "uri://xn--rsum-bpad.example.org"], // uri-js 'Convert IRI to URI'
  ];
  for (const [uri, normal] of cases)
    it(`${show(uri)} → ${normal}`, () => expectNormal(uri, normal));
  it("a name with no A-label is not valid (RFC 5891 §4)", () => {
    expectInvalid("http://\u200D.example/", "bad-idn");
    expectInvalid("http://\u200D.example%2Etest/", "bad-idn");
  });
  // an A-label is LDH (RFC 5890 §2.3.2.1; RFC 3987 §3.1 runs ToASCII with UseSTD3ASCIIRules):
  // WHATWG's host parser would give "xn--!-bga"
  it("é! has no A-label", () => {
    expectInvalid("http://\u00e9!.example/", "bad-idn");
    expectInvalid("ftp://%C3%A9!", "bad-idn");
    // a scheme not known to use domain names: the reg-name is not a domain name, and its
    // percent-encoded UTF-8 stays (RFC 3987 §3.1, RFC 3986 §3.2.2)
    expectNormal("x://%C3%A9!", "x://%C3%A9!");
  });
  // the peer percent-encodes the UTF-8 of an unknown scheme's reg-name ("custom://r%C3%A9sum
  // %C3%A9.example/path"); urisift maps every IRI host to its A-label (DESIGN.md "normalized")
  it("custom://résumé.example/path → the A-label form", () => {
    expectNormal("custom://résumé.example/path", "custom://xn--rsum-bpad.example/path");
  });
});

// ─── percent-encoding, normalization ────────────────────────────────────────────────────

describe("fast-uri test/malformed-percent.test.js (RFC 3986 §2.1: pct-encoded = % HEXDIG HEXDIG)", () => {
  const malformed = [
    "x://example.test/a%",
    "x://example.test/a%2",
    "x://example.test/a%GG",
    "x://exa%mple.test/path",
    "x://us%er@example.test/path",
    "x://example.test/path?q=%G0",
    "x://example.test/path#frag%1",
  ];
  for (const u of malformed) {
    it(show(u), () => {
      expectInvalid(u, "bad-percent-encoding");
      expect(() => resolveUri("child", u)).toThrow(/bad-percent-encoding/);
    });
  }
  it("malformed input is not equivalent to its repaired form", () => {
    for (const [bad, repaired] of [
      ["x://example.test/a%", "x://example.test/a%25"],
      ["x://exa%mple.test/path", "x://exa%25mple.test/path"],
      ["x://us%er@example.test/path", "x://us%25er@example.test/path"],
      ["x://example.test/path?q=%", "x://example.test/path?q=%25"],
      ["x://example.test/path#%", "x://example.test/path#%25"],
    ] as const) {
      expectEquivalent(bad, repaired, false);
    }
    expect(() => resolveUri("child%", "x://example.test/base")).toThrow(/bad-percent-encoding/);
  });
  it("any octet is valid percent-encoding, UTF-8 or not; hex uppercased (§6.2.2.1)", () => {
    expectNormalRelative("/%ff?q=%80#%fe", "/%FF?q=%80#%FE");
    expectValid("x://u%2f@exa%2fmple.test/%2f?q=%2f#%2f");
    expectNormal(
      "x://u%2f@exa%2fmple.test/%2f?q=%2f#%2f",
      "x://u%2F@exa%2Fmple.test/%2F?q=%2F#%2F",
    );
    expect(resolveUri("http://example.com/#%E0%A4A", "http://base.com/")).toBe(
      "http://example.com/#%E0%A4A",
    );
    expect(equivalent("http://example.com/#%E0%A4A", "http://example.com/#%E0%A4A")).toBe(true);
  });
});

describe("fast-uri test/query-fragment-normalization.test.js (RFC 3986 §6.2.2.1–2)", () => {
  const cases: Array<[string, string]> = [
    ["x://h/p?a=%2a", "x://h/p?a=%2A"],
    ["x://h/p?a=%7e%2e", "x://h/p?a=~."],
    ["x://h/p?a=%2F", "x://h/p?a=%2F"],
    ["x://h/p?café", "x://h/p?caf%C3%A9"], // RFC 3987 §3.1
    ["x://h/p?a?b", "x://h/p?a?b"],
    ["x://h/p#a%2Fb%2A", "x://h/p#a%2Fb%2A"],
    ["x://h/p#a%2a%7e", "x://h/p#a%2A~"],
    ["x://h/p#f?x/y", "x://h/p#f?x/y"],
  ];
  for (const [uri, normal] of cases) it(`${uri} → ${normal}`, () => expectNormal(uri, normal));
  // the peer encodes a raw space; a space is in no component (App. A)
  it("a raw space in a query or fragment is invalid", () => {
    expectInvalid("x://h/p?a b", "bad-query");
    expectInvalid("x://h/p#a b", "bad-fragment");
  });
});

describe("fast-uri test/reserved-path-normalization.test.js, test/security-normalization.test.js (RFC 3986 §2.2, §6.2.2)", () => {
  const reserved = "!$&'()*+,;=:@/";
  for (const ch of reserved) {
    const hex = ch.charCodeAt(0).toString(16);
    const literal = `http://example.com/a${ch}b`;
    const escaped = `http://example.com/a%${hex}b`;
    const upper = `http://example.com/a%${hex.toUpperCase()}b`;
    it(`${show(ch)} literal and %${hex.toUpperCase()} are kept and differ`, () => {
      expectNormal(literal, literal);
      expectNormal(escaped, upper);
      expectEquivalent(literal, upper, false);
    });
  }
  it("UTF-8 for non-ASCII path characters (RFC 3987 §3.1)", () => {
    expectNormal("http://example.com/a/./café", "http://example.com/a/caf%C3%A9");
    expectNormal("http://example.com/\u212A\u017F", "http://example.com/%E2%84%AA%C5%BF");
    expectNormal("http://example.com/日本", "http://example.com/%E6%97%A5%E6%9C%AC");
    expectNormal("http://example.com/emoji/🚀", "http://example.com/emoji/%F0%9F%9A%80");
  });
  it("%2F is no path separator", () => {
    expectNormal("http://example.com/a%2Fb", "http://example.com/a%2Fb");
    expectEquivalent("http://example.com/a%2Fb", "http://example.com/a/b", false);
  });
  // The peer keeps "%2E%2E" as data. RFC 3986 §2.3: %2E is the unreserved "." and "should
  // be decoded ... by URI normalizers"; the decoded ".." is then a dot-segment (§6.2.2.3).
  // urisift decodes first (test/core/normalize.test.ts "decodes %2E before removing dot
  // segments"), so the normal form is a fixed point.
  it("%2e%2e is '..' once decoded (§2.3, §6.2.2.3)", () => {
    expectNormal("http://example.com/public/%2e%2e/admin", "http://example.com/admin");
    expectNormal("http://example.com/a/%2e%2e/b", "http://example.com/b");
  });
  it("fast-uri test/equal.test.js: case-sensitive components stay case-sensitive (§6.2.2.1)", () => {
    expectEquivalent("http://example.com/Admin", "http://example.com/admin", false);
    expectEquivalent("http://example.com/?token=SECRET", "http://example.com/?token=secret", false);
    expectEquivalent("http://example.com/#Section", "http://example.com/#section", false);
    expectEquivalent("http://User@example.com/", "http://user@example.com/", false);
    expectEquivalent("urn:foo:CaseSensitive", "urn:foo:casesensitive", false);
    expectEquivalent("ws://example.com/Chat", "ws://example.com/chat", false);
    expectEquivalent("ws://example.com/?token=SECRET", "ws://example.com/?token=secret", false);
    expectEquivalent("HTTP://EXAMPLE.COM/resource", "http://example.com/resource", true);
  });
  it("fast-uri test/equal.test.js: a raw character equals its UTF-8 percent-encoding (RFC 3987 §3.1)", () => {
    for (const [a, b] of [
      ["http://example.com/日本", "http://example.com/%E6%97%A5%E6%9C%AC"],
      ["http://example.com/café", "http://example.com/caf%C3%A9"],
      ["http://example.com/€", "http://example.com/%E2%82%AC"],
      ["http://example.com/🚀", "http://example.com/%F0%9F%9A%80"],
      [
        "http://example.com/users/日本/profile",
        "http://example.com/users/%E6%97%A5%E6%9C%AC/profile",
      ],
      ["http://example.com/caf%C3%A9", "http://example.com/caf%c3%a9"],
      ["http://example.com/%F0%9F%9A%80", "http://example.com/%f0%9f%9a%80"],
    ] as const) {
      expectEquivalent(a, b, true);
    }
    for (const [a, b] of [
      ["http://example.com/日本", "http://example.com/中文"],
      ["http://example.com/café", "http://example.com/cafe"],
      ["http://example.com/caf%C3%A9", "http://example.com/caf%E9"],
      ["http://example.com/%E6%97%A5", "http://example.com/%E6"],
    ] as const) {
      expectEquivalent(a, b, false);
    }
  });
});

describe("uri-js 'URI Equals', 'HTTP Equals', 'HTTPS Equals' (fast-uri test/equal.test.js; RFC 3986 §6.2)", () => {
  const pairs: Array<[string, string]> = [
    ["example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"],
    ["http://example.org/~user", "http://example.org/%7euser"],
    ["http://abc.com:80/~smith/home.html", "http://abc.com/~smith/home.html"],
    ["http://ABC.com/%7Esmith/home.html", "http://abc.com/~smith/home.html"],
    ["http://ABC.com:/%7esmith/home.html", "http://abc.com/~smith/home.html"],
    ["HTTP://ABC.COM", "http://abc.com/"],
    ["http://example.com:/", "http://example.com:80/"],
    ["https://example.com", "https://example.com:443/"],
    ["https://example.com:/", "https://example.com:443/"],
    ["example://a/b/c/%7Bfoo%7D/ros\u00e9", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"],
  ];
  for (const [a, b] of pairs) it(`${a} ≡ ${b}`, () => expectEquivalent(a, b, true));
});

describe("fast-uri test/relative-normalization-security.test.js: relative references", () => {
  it("a normalized absolute path loses its dot segments (§6.2.2.3)", () => {
    expectNormalRelative("/a/../b", "/b");
    expectNormalRelative("/../x", "/x");
    expectNormal("http://h/a/../../b", "http://h/b");
  });
  // The peer also removes dot segments from relative-path references ("a/../b" → "b").
  // RFC 3986 §6.2.2.3 describes normalizing URIs; in a relative-path reference the segments
  // still have a meaning before resolution, and urisift keeps them (src/core/normalize.ts).
  it("a relative-path reference keeps its dot segments", () => {
    expectNormalRelative("a/../b", "a/../b");
    expectNormalRelative("../x", "../x");
  });
  it("relative references with different targets are not equivalent", () => {
    expect(equivalent("../x", "x")).toBe(false);
    expect(equivalent("a/../b", "/b")).toBe(false);
    expect(equivalent("x/..", "/")).toBe(false);
    expect(equivalent("./a:b", "a:b")).toBe(false);
  });
});

// ─── resolution ─────────────────────────────────────────────────────────────────────────

describe("fast-uri test/resolve.test.js, uri-js 'URN Resolving' (RFC 3986 §5.2.2)", () => {
  it("a reference with a scheme is its own target, whatever the base", () => {
    expect(resolveUri("urn:some:ip:prop", "urn:some:other:prop")).toBe("urn:some:ip:prop");
    expect(resolveUri("urn:some:ip:prop", "urn:some:ip:prop")).toBe("urn:some:ip:prop");
    // T = R when R has a scheme: the base is not read, so an empty or fragment-only one is
    // no error
    expect(resolveUri("urn:some:ip:prop", "")).toBe("urn:some:ip:prop");
    expect(resolveUri("urn:some:ip:prop", "#")).toBe("urn:some:ip:prop");
    expect(resolveUri("urn:example:a/b/../c", "")).toBe("urn:example:a/c"); // §5.2.2 removes dots
    expect(resolveUri("http://example.com/path", "http://example.com/")).toBe(
      "http://example.com/path",
    );
  });
  it("a relative reference still needs an absolute base (§5.1)", () => {
    expect(() => resolveUri("g", "")).toThrow(/missing-scheme/);
    expect(() => resolveUri("g", "#")).toThrow(/missing-scheme/);
  });
  it("non-strict: a scheme equal to the base's is ignored (uri-js 'tolerant')", () => {
    const base = "uri://a/b/c/d;p?q";
    expect(resolveUri("uri:g", base)).toBe("uri:g");
    expect(resolveUri("uri:g", base, { strict: true })).toBe("uri:g");
    expect(resolveUri("uri:g", base, { strict: false })).toBe("uri://a/b/c/g");
  });
  it("generic schemes keep an empty authority", () => {
    expect(resolveUri("///path", "uri://base.example/")).toBe("uri:///path");
    // the peer throws for http: §5.2 is scheme-independent; the result is then not a valid
    // http URI (RFC 9110 §4.2.1), which validateUri reports
    expect(resolveUri("///evil.example", "http://base.example/")).toBe("http:///evil.example");
    expectInvalid("http:///evil.example", "missing-host");
  });
});

describe("iri test/IRI.test.js: resolveReference (RFC 3986 §5.2)", () => {
  const cases: Array<[string, string, string]> = [
    ["http://example.com/", "http://xyz.example.org/123", "http://xyz.example.org/123"],
    ["http://example.com/", "/a/b/c", "http://example.com/a/b/c"],
    ["http://example.com/", "//example.org/1?x", "http://example.org/1?x"],
    ["http://example.com/", "b/c.js", "http://example.com/b/c.js"],
    ["http://example.com/", "../..", "http://example.com/"],
    ["http://example.com/", "?query", "http://example.com/?query"],
  ];
  const base = "https://user:pass@a.example.com:8080/b/c/d/?123&aa=1&aa=2#455";
  cases.push(
    [base, "http://xyz.example.org/123", "http://xyz.example.org/123"],
    [base, "/a/b/c", "https://user:pass@a.example.com:8080/a/b/c"],
    [base, "//example.org/1?x", "https://example.org/1?x"],
    [base, "b/c.js", "https://user:pass@a.example.com:8080/b/c/d/b/c.js"],
    [base, ".", "https://user:pass@a.example.com:8080/b/c/d/"],
    [base, "../..", "https://user:pass@a.example.com:8080/b/"],
    [base, "?query", "https://user:pass@a.example.com:8080/b/c/d/?query"],
  );
  for (const [b, ref, target] of cases) {
    it(`${b} + ${ref} → ${target}`, () => expect(resolveUri(ref, b)).toBe(target));
  }
});

// ─── schemes ────────────────────────────────────────────────────────────────────────────

describe("uri-js 'URN …', fast-uri test/malformed-urn.test.js, test/urn-full-input.test.js (RFC 8141)", () => {
  for (const u of ["urn:", "URN:", "urn:foo", "urn::foo", "urn:foo:", "urn:%66oo:bar"]) {
    it(`${show(u)} is not a URN`, () => {
      expectInvalid(u, /nid|nss/);
      expect(equivalent(u, "urn:foo:bar")).toBe(false);
    });
  }
  it("valid URNs", () => {
    expectNormal("URN:FOO:a123,456", "urn:foo:a123,456");
    expectNormal("urn:foo:allowed/evil", "urn:foo:allowed/evil");
    // RFC 8141 §3.1: no dot-segment removal in an NSS
    expectNormal("urn:example:a/b/../c", "urn:example:a/b/../c");
    expectNormal("urn:example:../../../etc/passwd", "urn:example:../../../etc/passwd");
  });
  it("URN equivalence (RFC 8141 §3.1; uri-js from RFC 2141)", () => {
    expectEquivalent("urn:foo:a123,456", "urn:foo:a123,456", true);
    expectEquivalent("urn:foo:a123,456", "URN:foo:a123,456", true);
    expectEquivalent("urn:foo:a123,456", "urn:FOO:a123,456", true);
    expectEquivalent("urn:foo:a123,456", "urn:foo:A123,456", false);
    expectEquivalent("urn:foo:a123%2C456", "URN:FOO:a123%2c456", true);
    expectEquivalent("urn:foo:allowed/evil", "urn:foo:allowed", false);
    expectEquivalent("urn:example:a/b/../c", "urn:example:a/c", false);
  });
  it("uri-js 'UUID Parsing', 'UUID Equals' (RFC 4122 §3: hex case-insensitive on input)", () => {
    expectValid("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6");
    expectValid("urn:uuid:97a32222-89b7-420e-8507-4360723e2c2a");
    expectValid("URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6");
    expectInvalid("urn:uuid:notauuid-7dec-11d0-a765-00a0c91e6bf6", "bad-uuid");
    expectInvalid("urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6", "bad-uuid");
    expectInvalid("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6x", "bad-uuid");
    expectEquivalent(
      "URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
      "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
      true,
    );
    expect(
      equivalent(
        "urn:uuid:notauuid-7dec-11d0-a765-00a0c91e6bf6",
        "URN:uuid:notauuid-7dec-11d0-a765-00a0c91e6bf6",
      ),
    ).toBe(false);
  });
});

describe("uri-js 'Mailto …', fast-uri test/parse.test.js, test/equal.test.js, test/mailto-*.test.js (RFC 6068)", () => {
  it("RFC 6068 §2: the three equivalent forms of two recipients", () => {
    expectEquivalent(
      "mailto:addr1@an.example,addr2@an.example",
      "mailto:?to=addr1@an.example,addr2@an.example",
      true,
    );
    expectEquivalent(
      "mailto:?to=addr1@an.example,addr2@an.example",
      "mailto:addr1@an.example?to=addr2@an.example",
      true,
    );
    expectEquivalent(
      "mailto:addr1@an.example,addr2@an.example",
      "mailto:addr1@an.example?to=addr2@an.example",
      true,
    );
  });
  it("domains are case-insensitive, the rest is not (RFC 3986 §6.2.3, RFC 6068 §2)", () => {
    expectEquivalent("mailto:Joe@Example.COM", "mailto:Joe@example.com", true);
    expectEquivalent("mailto:user@EXAMPLE.ORG", "mailto:user@example.org", true);
    expectEquivalent("mailto:User@example.org", "mailto:user@example.org", false);
    expectEquivalent(
      "mailto:user@example.org?subject=Hello",
      "mailto:user@example.org?subject=hello",
      false,
    );
    expectEquivalent(
      "mailto:user@example.org?body=Hello",
      "mailto:user@example.org?body=hello",
      false,
    );
    expectEquivalent("mailto:user@example.org?x=Hello", "mailto:user@example.org?x=hello", false);
    expectNormal("mailto:Joe@Example.COM", "mailto:Joe@example.com");
  });
  it("hfnames are case-insensitive and compared decoded (RFC 6068 §2; fast-uri mailto-field-name-security)", () => {
    expectEquivalent("mailto:a@example.test?SUBJECT=x", "mailto:a@example.test?subject=x", true);
    expectEquivalent("mailto:a@example.test?%73ubject=x", "mailto:a@example.test?subject=x", true);
    expectEquivalent(
      "mailto:alice@example.test?%54O=bob@example.test",
      "mailto:alice@example.test,bob@example.test",
      true,
    );
    expectEquivalent(
      "mailto:alice@example.test?%2574o=value",
      "mailto:alice@example.test?to=value",
      false,
    );
  });
  it("an IDN domain equals its A-label (RFC 6068 §2 (4))", () => {
    expectEquivalent(
      "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
      "mailto:user@xn--99zt52a.example.org?subject=Test&body=NATTO",
      true,
    );
    expectEquivalent("mailto:user@納豆.example.org", "mailto:user@xn--99zt52a.example.org", true);
  });
  it("RFC 6068 §6 decodings are the same addresses", () => {
    expectEquivalent("mailto:%22not%40me%22@example.org", "mailto:%22not@me%22@Example.org", true);
    expectEquivalent(
      "mailto:gorby%25kremvax@example.com",
      "mailto:gorby%25kremvax@EXAMPLE.com",
      true,
    );
  });
  // RFC 6068 §2 (4): "URI-producing applications MUST NOT use percent-encoding in domain
  // names unless it is used to represent a UTF-8 character sequence"; ":" and "/" are no
  // dot-atom characters; "@" ends the local part once
  const badRecipients = [
    "mailto:user@example.org:25",
    "mailto:user@example.org/path",
    "mailto:user@example.org%40evil.test",
    "mailto:user@example.org%3Fquery",
    "mailto:user@example.org%23fragment",
    "mailto:user",
  ];
  for (const u of badRecipients)
    it(`${show(u)} has a bad recipient`, () => expectInvalid(u, "bad-mailto-address"));
  it("brackets are percent-encoded in a domain literal (RFC 6068 §2 (1))", () => {
    expectInvalid("mailto:user@[broken", "bad-path");
    expectInvalid("mailto:user@[IPv6:2001:db8::1]", "bad-path"); // the peer takes it raw
    expectValid("mailto:user@%5BIPv6:2001:db8::1%5D");
    expectValid("mailto:user@%5B192.0.2.1%5D");
  });
  it("a domain's encoded UTF-8 and encoded unreserved characters stay allowed", () => {
    expectValid("mailto:user@%E7%B4%8D%E8%B1%86.example.org");
    expectValid("mailto:user@%65xample.org"); // ≡ example.org (RFC 3986 §2.3)
  });
  it("a '?' twice is WRONG (RFC 6068 §6.1)", () => {
    expectInvalid("mailto:joe@example.com?cc=bob@example.com?body=hello", "bad-mailto-header");
  });
  // GHSA-88vg-qfhm-jx5q: mailto has no authority (RFC 6068 §2: "mailto:" [ to ] [ hfields ])
  for (const u of [
    "mailto://h/a",
    "mailto://h/a@b",
    "mailto://h/",
    "mailto://h/a,b",
    "mailto://user@h/a",
    "mailto://h:8080/a",
    "mailto://",
    "mailto://h?to=x@y",
    "mailto://%41.com",
    "mailto://a.com",
  ]) {
    it(`${show(u)}: no authority in a mailto URI`, () => expectInvalid(u, "authority-not-allowed"));
  }
  it("valid header fields with encoded names and CRLF data", () => {
    expectValid("mailto:alice@example.test?%73ubject=hello%0D%0Aworld");
    expectValid("mailto:alice@example.test?%25GGto=value");
    expectValid("mailto:alice@example.test?%26to=value");
    expectValid("mailto:a@b.test?__proto__=x");
  });
});

describe("uri-js 'WS …', 'WSS …', fast-uri test/websocket-query-preservation.test.js (RFC 6455 §3)", () => {
  it("default ports, empty path", () => {
    expectEquivalent("WS://ABC.COM:80/chat", "ws://abc.com/chat", true);
    expectEquivalent("WSS://ABC.COM:443/chat", "wss://abc.com/chat", true);
    expectNormal("ws://example.com:80/foo", "ws://example.com/foo");
    expectNormal("wss://example.com:443/foo", "wss://example.com/foo");
  });
  // The peers drop the fragment ("ws://example.com:80/foo#hash" → "ws://example.com/foo").
  // RFC 6455 §3: "Fragment identifiers ... MUST NOT be used on these URIs", and a client
  // MUST fail on an invalid WebSocket URI (§4.1): invalid, not repaired
  it("a fragment makes a ws URI invalid", () => {
    expectInvalid("ws://example.com:80/foo#hash", "fragment-not-allowed");
    expect(equivalent("WS://ABC.COM:80/chat#one", "ws://abc.com/chat")).toBe(false);
    expect(equivalent("WSS://ABC.COM:443/chat#one", "wss://abc.com/chat")).toBe(false);
  });
  for (const scheme of ["ws", "wss"]) {
    it(`${scheme}: a query keeps its '?' characters (§3.4)`, () => {
      const uri = `${scheme}://example.com/chat?a?b`;
      expectNormal(uri, uri);
      expectEquivalent(uri, `${scheme}://example.com/chat?a`, false);
    });
  }
});

// ─── validity lists ─────────────────────────────────────────────────────────────────────

describe("valid-url test/is_uri.js, is_http_uri.js, is_https_uri.js, is_web_uri.js", () => {
  const valid = [
    "http://localhost/",
    "http://example.w3.org/path%20with%20spaces.html",
    "http://example.w3.org/%20",
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "ftp://ftp.is.co.za/../../../rfc/rfc1808.txt",
    "http://www.ietf.org/rfc/rfc2396.txt",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com",
    "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212",
    "telnet://192.0.2.16:80/",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "http://www.richardsonnen.com/",
    "http://www.richardsonnen.com",
    "http://www.richardsonnen.com/foo/bar/test.html",
    "http://www.richardsonnen.com/?foo=bar",
    "http://www.richardsonnen.com:8080/test.html",
    "http://192.168.0.1/",
    "https://www.richardsonnen.com/",
    "https://www.richardsonnen.com:8080/test.html",
    "https://192.168.0.1/",
  ];
  for (const u of valid) it(`${show(u)} is valid`, () => expectValid(u));
  const invalid: Array<[string, string | RegExp]> = [
    ["", "missing-scheme"],
    ["foo", "missing-scheme"],
    ["foo@bar", "missing-scheme"],
    ["http://<foo>", "bad-host"],
    ["://bob/", "empty-scheme"],
    ["1http://bob", /scheme|colon/],
    ["1http:////foo.html", /scheme|colon/],
    ["http://example.w3.org/%illegal.html", "bad-percent-encoding"],
    ["http://example.w3.org/%a", "bad-percent-encoding"],
    ["http://example.w3.org/%a/foo", "bad-percent-encoding"],
    ["http://example.w3.org/%at", "bad-percent-encoding"],
    ["http:www.richardsonnen.com", "missing-host"], // RFC 9110 §4.2.1
    ["https:www.richardsonnen.com", "missing-host"],
  ];
  for (const [u, reason] of invalid) {
    it(`${show(u)} is invalid`, () => {
      const v = validateUri(u);
      expect(v.valid).toBe(false);
      if (typeof reason === "string") expect(v.errors).toContain(reason);
      else expect(v.errors.join(",")).toMatch(reason);
    });
  }
});

describe("json-schema-test-suite tests/draft3|draft4/optional/format.json: 'uri' and 'ipv6'", () => {
  it("format uri: an absolute URI (RFC 3986 §3)", () => {
    expectValid("http://foo.bar/?baz=qux#quux");
    expect(parseUri("\\\\WINDOWS\\fileshare").ok).toBe(false); // App. A: no backslash
    expectInvalid("abc", "missing-scheme");
    // this version of the suite calls the network-path reference a valid 'uri'; it is a
    // relative reference (§4.2), not a URI (later versions of the suite agree)
    expectInvalid("//foo.bar/?baz=qux#quux", "missing-scheme");
  });
  it("format ipv6 (RFC 3986 §3.2.2 IPv6address, in a literal)", () => {
    expectValid("http://[::1]/");
    expectInvalid("http://[12345::]/", "bad-ipv6");
    expectInvalid("http://[1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1]/", "bad-ipv6");
    expectInvalid("http://[::laptop]/", "bad-ipv6");
  });
});

describe("iri test/IRI.test.js: IRI → URI (RFC 3987 §3.1); reserved characters stay encoded", () => {
  const cases: Array<[string, string]> = [
    ["http://www.example.org/red%09ros\u00e9#red", "http://www.example.org/red%09ros%C3%A9#red"],
    [
      "http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02",
      "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
    ],
    [
      "http://www.example.org/r\u00e9sum\u00e9.html",
      "http://www.example.org/r%C3%A9sum%C3%A9.html",
    ],
  ];
  for (const hex of ["2F", "3A", "3F", "23", "5B", "5D", "40", "20", "21", "24", "26", "27"]) {
    cases.push([`http://www.example.org/%${hex}`, `http://www.example.org/%${hex}`]);
  }
  for (const hex of ["28", "29", "2A", "2B", "2C", "3B", "3D"]) {
    cases.push([`http://www.example.org/%${hex}`, `http://www.example.org/%${hex}`]);
  }
  for (const [iri, uri] of cases) it(`${show(iri)} → ${uri}`, () => expectNormal(iri, uri));
});

describe("email-addresses test/tests.xml (isemail) as mailto recipients (RFC 6068 §2 on RFC 5322 §3.4.1)", () => {
  /** the address percent-encoded except unreserved characters and the "@" before the domain */
  function mailto(addr: string): string {
    const at = addr.lastIndexOf("@");
    const enc = (s: string): string => {
      let out = "";
      for (const b of new TextEncoder().encode(s)) {
        const ch = String.fromCharCode(b);
        out += /[A-Za-z0-9\-._~]/.test(ch)
          ? ch
          : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
      }
      return out;
    };
    return `mailto:${at < 0 ? enc(addr) : `${enc(addr.slice(0, at))}@${enc(addr.slice(at + 1))}`}`;
  }
  // isemail's ISEMAIL_VALID, RFC5321 and RFC5322 categories: RFC 5322 addr-specs
  const valid = [
    "test@iana.org",
    "test@nominet.org.uk",
    "test@about.museum",
    "a@iana.org",
    "test.test@iana.org",
    "!#$%&`*+/=?^`{|}~@iana.org",
    "123@iana.org",
    "test@123.com",
    "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk@iana.org",
    '"test"@iana.org',
    '""@iana.org',
    '"\\a"@iana.org',
    '"\\""@iana.org',
    '"test\\ test"@iana.org',
    "test@[255.255.255.255]",
    "test@[IPv6:1111:2222:3333:4444:5555:6666:7777:8888]",
    "test@io",
    "test@iana.123",
    "test@255.255.255.255",
  ];
  for (const a of valid) it(`${show(a)} is an addr-spec`, () => expectValid(mailto(a)));
  // ISEMAIL_ERR, CFWS (RFC 6068 §2 (3): no whitespace or comments) and DEPREC (§2 (2): no
  // obs-local-part / obs-dtext)
  // ("" is not in the list: "mailto:" has no recipient at all, which RFC 6068 §2 allows)
  const invalid = [
    "test",
    "@",
    "test@",
    "@io",
    ".test@iana.org",
    "test.@iana.org",
    "test..iana.org",
    "test_exa-mple.com",
    "test\\@test@iana.org",
    "test@iana.org.",
    "test@.iana.org",
    "test@iana..com",
    '"test"test@iana.org',
    '"test\\"@iana.org',
    "test@[1.2.3.4",
    "(comment)test@iana.org",
    "test@iana.org(comment)",
    " test@iana.org",
    "test @iana.org",
    "test. test@iana.org",
    "test.(comment)test@iana.org",
    '"test".test@iana.org',
    "test@[RFC 5322 domain literal]",
  ];
  for (const a of invalid)
    it(`${show(a)} is not an addr-spec here`, () => expectInvalid(mailto(a)));
  // isemail (before RFC 6532) rejects a quoted-pair of a non-ASCII character; RFC 6532 §3.2
  // extends VCHAR with UTF8-non-ascii and RFC 6068 §2 (5) allows UTF-8 local parts; and it
  // rejects "-" at a domain label's edge (RFC 5321 / DNS), which RFC 5322 dot-atom allows
  it("RFC 6532 / RFC 5322 allow what isemail's ERR category refuses", () => {
    expectValid(mailto('"test\\©"@iana.org'));
    expectValid(mailto("test@-iana.org"));
    expectValid(mailto("test@iana-.com"));
  });
});
