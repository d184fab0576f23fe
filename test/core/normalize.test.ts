import { describe, expect, it } from "vitest";
import { InvalidUriError } from "../../src/core/errors.js";
import { normalizeUri } from "../../src/core/normalize.js";

function n(s: string): string {
  return normalizeUri(s);
}

/** normalizes to `expected`, and the normal form is a fixed point */
function expectNormal(input: string, expected: string): void {
  expect(n(input)).toBe(expected);
  expect(n(expected)).toBe(expected);
}

describe("RFC 3986 §6.2.2.1 case normalization", () => {
  it("lowercases scheme and host, uppercases percent-encoding hex", () => {
    expectNormal("HTTP://www.EXAMPLE.com/", "http://www.example.com/");
    expectNormal("http://example.com/%3a%2f", "http://example.com/%3A%2F");
    expectNormal("http://example.com/?q=%3a#%3b", "http://example.com/?q=%3A#%3B");
  });
  it("keeps the case of other components (case-sensitive, §6.2.2.1)", () => {
    expectNormal(
      "http://User@example.com/Path?Query#Frag",
      "http://User@example.com/Path?Query#Frag",
    );
  });
  it("lowercases hex only outside percent-encodings in the host", () => {
    expectNormal("http://EX%2cAMPLE.com/", "http://ex%2Cample.com/");
  });
});

describe("RFC 3986 §6.2.2.2 percent-encoding normalization", () => {
  it("decodes percent-encoded unreserved characters", () => {
    expectNormal("http://example.com/%7Euser/%41%2D%5F%2E", "http://example.com/~user/A-_.");
    expectNormal("http://%65xample.com/", "http://example.com/");
    expectNormal("http://us%65r@example.com/?%61=%62#%63", "http://user@example.com/?a=b#c");
  });
  it("never decodes reserved characters or others", () => {
    expectNormal("http://example.com/a%2Fb%3F%23%25%20", "http://example.com/a%2Fb%3F%23%25%20");
    expectNormal("http://example.com/%c3%a9", "http://example.com/%C3%A9");
  });
});

describe("RFC 3986 §6.2.2.3 path segment normalization", () => {
  it("removes dot segments", () => {
    expectNormal("http://example.com/a/./b/../c", "http://example.com/a/c");
    expectNormal("http://example.com/../../a", "http://example.com/a");
    expectNormal("http://example.com/a/..", "http://example.com/");
    expectNormal("foo:/a/b/../c", "foo:/a/c");
  });
  it("the §6.2.2 example: eXAMPLE://a/./b/../b/%63/%7bfoo%7d", () => {
    expectNormal("eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D");
    expect(n("example://a/b/c/%7Bfoo%7D")).toBe(n("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"));
  });
  it("decodes %2E before removing dot segments", () => {
    expectNormal("http://example.com/a/%2E%2E/b", "http://example.com/b");
  });
  it("leaves dots in query and fragment alone", () => {
    expectNormal("http://example.com/?a/../b#c/./d", "http://example.com/?a/../b#c/./d");
  });
  it("rootless paths too, as resolution does (§5.2.2), except where the scheme has no path hierarchy", () => {
    expectNormal("foo:a/./b/../c", "foo:a/c");
    expectNormal("foo:a/..", "foo:/");
    expectNormal("urn:ex:a/../b", "urn:ex:a/../b");
    // RFC 2397 §3: the data after "," is opaque ("data:/b" would not even be a data: URI)
    expectNormal("data:,a/../b", "data:,a/../b");
    expectNormal("tag:example.org,2020:a/./b", "tag:example.org,2020:a/./b");
    expectNormal("info:ddc/a/../b", "info:ddc/a/../b");
  });
  it("keeps a path from reading as an authority", () => {
    expectNormal("foo:/.//b", "foo:/.//b");
    expectNormal("foo:/a/..//b", "foo:/.//b");
  });
});

describe("RFC 3986 §6.2.3 scheme-based normalization", () => {
  it("the four equivalent http URIs of §6.2.3", () => {
    for (const s of [
      "http://example.com",
      "http://example.com/",
      "http://example.com:/",
      "http://example.com:80/",
    ]) {
      expect(n(s)).toBe("http://example.com/");
    }
  });
  it("drops default ports, keeps others", () => {
    expectNormal("https://example.com:443/a", "https://example.com/a");
    expectNormal("ws://example.com:80", "ws://example.com/");
    expectNormal("wss://example.com:443/", "wss://example.com/");
    expectNormal("https://example.com:80/", "https://example.com:80/");
    expectNormal("ftp://example.com:21/x", "ftp://example.com/x");
    expectNormal("http://example.com:0080/", "http://example.com/");
    expectNormal("http://example.com:08080/", "http://example.com:8080/");
  });
  it("drops an empty port for any scheme, adds / for http only", () => {
    expectNormal("foo://example.com:", "foo://example.com");
    expectNormal("foo://example.com", "foo://example.com");
  });
  it("keeps empty query and fragment delimiters (§6.2.3)", () => {
    expectNormal("http://example.com/?", "http://example.com/?");
    expectNormal("http://example.com/#", "http://example.com/#");
  });
});

describe("IPv6 literals: RFC 5952 §4 canonical text", () => {
  it("§4.1 leading zeros, §4.2 '::' use, §4.3 lowercase", () => {
    expectNormal("http://[2001:0db8::0001]/", "http://[2001:db8::1]/");
    expectNormal("http://[2001:db8:0:0:0:0:2:1]/", "http://[2001:db8::2:1]/");
    expectNormal("http://[2001:db8::0:1]/", "http://[2001:db8::1]/");
    expectNormal("http://[2001:db8:0:1:1:1:1:1]/", "http://[2001:db8:0:1:1:1:1:1]/"); // §4.2.2
    expectNormal("http://[2001:0:0:1:0:0:0:1]/", "http://[2001:0:0:1::1]/"); // §4.2.3 longest
    expectNormal("http://[2001:db8:0:0:1:0:0:1]/", "http://[2001:db8::1:0:0:1]/"); // §4.2.3 first
    expectNormal("http://[2001:DB8::AAAA]/", "http://[2001:db8::aaaa]/");
  });
  it("§5: IPv4-mapped addresses in mixed notation", () => {
    expectNormal("http://[::FFFF:192.0.2.1]/", "http://[::ffff:192.0.2.1]/");
    expectNormal("http://[0:0:0:0:0:ffff:c000:0201]/", "http://[::ffff:192.0.2.1]/");
  });
  it("the RFC 3986 §3.2.2 examples, with ports", () => {
    expectNormal(
      "ldap://[2001:db8::7]/c=GB?objectClass?one",
      "ldap://[2001:db8::7]/c=GB?objectClass?one",
    );
    expectNormal(
      "http://[2001:DB8:0:0:8:800:200C:417A]:8080/",
      "http://[2001:db8::8:800:200c:417a]:8080/",
    );
  });
  it("keeps an RFC 6874 zone as %25 + zone (case kept)", () => {
    expectNormal("http://[FE80::1%25Eth0]/", "http://[fe80::1%25Eth0]/");
    expectNormal("http://[fe80::1%25%65th0]/", "http://[fe80::1%25eth0]/");
  });
  it("lowercases IPvFuture", () => {
    expectNormal("http://[v1.FE:AB]/", "http://[v1.fe:ab]/");
  });
});

describe("IRIs to URIs (RFC 3987 §3.1)", () => {
  it("percent-encodes non-ASCII outside the host as UTF-8", () => {
    // RFC 3987 §3.1 example
    expectNormal(
      "http://www.example.org/red%09ros\u00e9#red",
      "http://www.example.org/red%09ros%C3%A9#red",
    );
    expectNormal(
      "http://example.com/\u{10300}\u{10301}",
      "http://example.com/%F0%90%8C%80%F0%90%8C%81",
    );
    expectNormal("http://example.com/?q=日本", "http://example.com/?q=%E6%97%A5%E6%9C%AC");
    expectNormal("http://user\u00e9@example.com/", "http://user%C3%A9@example.com/");
  });
  it("§3.1 example: the IRI with an IDN host", () => {
    // RFC 3987 §3.1: http://www.example.org/r%E9sum%E9.html in its UTF-8 form
    expectNormal(
      "http://www.example.org/r\u00e9sum\u00e9.html",
      "http://www.example.org/r%C3%A9sum%C3%A9.html",
    );
  });
  it("§3.1: the IDN host to its A-label, not to percent-encoded UTF-8", () => {
    expectNormal("http://r\u00e9sum\u00e9.example.org", "http://xn--rsum-bpad.example.org/");
    expectNormal("http://r%C3%A9sum%C3%A9.example.org", "http://xn--rsum-bpad.example.org/");
  });
  it("§3.2 / §4.1: the bidi example — percent-encoded it is a URI; U+202E itself is refused", () => {
    // "Section 4.1 forbids the direct use of this character in an IRI. Therefore, the
    // corresponding octets are re-percent-encoded" (§3.2)
    expectNormal(
      "http://xn--99zt52a.example.org/%e2%80%ae",
      "http://xn--99zt52a.example.org/%E2%80%AE",
    );
    for (const iri of [
      "http://\u7d0d\u8c46.example.org/\u202e",
      "http://xn--99zt52a.example.org/\u202e",
    ]) {
      expect(() => n(iri)).toThrow(/bidi-formatting/);
    }
  });
  it("§3.2 / §5.3.2.3: r%E9sum%E9 (Latin-1) stays distinct from the UTF-8 form", () => {
    expectNormal(
      "http://www.example.org/r%E9sum%E9.html",
      "http://www.example.org/r%E9sum%E9.html",
    );
    expect(n("http://www.example.org/r%E9sum%E9.html")).not.toBe(
      n("http://www.example.org/r\u00e9sum\u00e9.html"),
    );
  });
  it("iprivate in the query is encoded too", () => {
    expectNormal("http://example.com/?\ue000", "http://example.com/?%EE%80%80");
  });
});

describe("IDN hosts to A-labels (RFC 3987 §3.1, RFC 5891)", () => {
  it("converts U-labels to punycode", () => {
    expectNormal("http://münchen.de/", "http://xn--mnchen-3ya.de/");
    expectNormal("http://MÜNCHEN.DE/", "http://xn--mnchen-3ya.de/");
    expectNormal("http://例え.テスト/", "http://xn--r8jz45g.xn--zckzah/");
    expectNormal("https://xn--mnchen-3ya.de/", "https://xn--mnchen-3ya.de/");
  });
  it("decodes percent-encoded UTF-8 reg-names first (RFC 3986 §3.2.2)", () => {
    expectNormal("http://m%C3%BCnchen.de/", "http://xn--mnchen-3ya.de/");
    expectNormal("http://m%c3%bcnchen.de/", "http://xn--mnchen-3ya.de/");
  });
  it("keeps non-UTF-8 percent-encodings of a reg-name encoded", () => {
    expectNormal("foo://a%ff.b/", "foo://a%FF.b/");
  });
  it("rejects a host with no A-label form", () => {
    expect(() => n("http://xn--zz.example/")).toThrow(InvalidUriError);
    expect(() => n("http://\u00fc%2C.example/")).toThrow(/bad-idn/);
  });
});

describe("file (RFC 8089 §2, RFC 3986 §6.2.3)", () => {
  it("no authority, an empty one and localhost are one local file: the empty-authority form", () => {
    expectNormal("file:/etc/hosts", "file:///etc/hosts");
    expectNormal("file://localhost/etc/hosts", "file:///etc/hosts");
    expectNormal("file:/", "file:///");
    expectNormal("file://host.example/x", "file://host.example/x");
  });
  it("a local path reading '//' after dot-segment removal stays without an authority", () => {
    expectNormal("file:///.//x", "file:/.//x");
    expectNormal("file://localhost/.//x", "file:/.//x");
  });
});

describe("mailto (RFC 3986 §6.2.3)", () => {
  it("lowercases the domain of each address, nothing else", () => {
    expectNormal("mailto:Joe@Example.COM", "mailto:Joe@example.com");
    expectNormal(
      "mailto:A@EXAMPLE.COM,b@Ex.Org?cc=C@D.COM&Subject=Hi",
      "mailto:A@example.com,b@ex.org?cc=C@D.COM&Subject=Hi",
    );
    expectNormal("mailto:%22A@B%22@X.ORG", "mailto:%22A@B%22@x.org");
    expectNormal(
      "mailto:user@%e7%b4%8d%e8%b1%86.EXAMPLE.org",
      "mailto:user@%E7%B4%8D%E8%B1%86.example.org",
    );
  });
  it("keeps a domain literal as written", () => {
    expectNormal("mailto:a@%5BIPv6:2001:DB8::1%5D", "mailto:a@%5BIPv6:2001:DB8::1%5D");
  });
});

describe("URNs (RFC 8141 §3.1)", () => {
  it("lowercases urn and the NID, keeps NSS case, uppercases but never decodes %-hex", () => {
    expectNormal("URN:foo:a123,456", "urn:foo:a123,456");
    expectNormal("urn:FOO:a123,456", "urn:foo:a123,456");
    expectNormal("urn:foo:A123,456", "urn:foo:A123,456");
    expectNormal("urn:foo:a123%2c456", "urn:foo:a123%2C456");
    expectNormal("URN:EXAMPLE:a123%2cz456", "urn:example:a123%2Cz456");
    expectNormal("urn:example:%7e%41", "urn:example:%7E%41");
    expectNormal("urn:example:%D0%B0123,z456", "urn:example:%D0%B0123,z456");
  });
  it("keeps r-, q- and f-components", () => {
    expectNormal("URN:Example:a?+r?=q#f", "urn:example:a?+r?=q#f");
  });
});

describe("normalizeUri: errors and options", () => {
  it("throws InvalidUriError with offset and reason", () => {
    try {
      n("http://exa mple.com/");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidUriError);
      expect((e as InvalidUriError).reason).toBe("bad-host");
      expect((e as InvalidUriError).offset).toBe(10);
    }
    expect(() => n("http://a:70000/")).toThrow(/bad-port/);
    expect(() => n("http:/a")).toThrow(/missing-host/);
    expect(() => n("/relative")).toThrow(/missing-scheme/);
  });
  it("relative references on request", () => {
    expect(normalizeUri("/a/./B/%7e/../c?%7e", { relative: true })).toBe("/a/B/c?~");
    expect(normalizeUri("../a/%7e", { relative: true })).toBe("../a/~");
    expect(normalizeUri("//EXAMPLE.com/a", { relative: true })).toBe("//example.com/a");
  });
  it("returns the same string when already normal", () => {
    const s = "https://example.com/a/b?c=d#e";
    expect(n(s)).toBe(s);
  });
});

describe("normalizeUri: default ports of more schemes (RFC 3986 §6.2.3)", () => {
  it("drops the port each scheme's specification makes its default", () => {
    const cases: Array<[string, string]> = [
      ["ssh://localhost:22", "ssh://localhost"], // Erlang uri_string_SUITE normalize/1
      ["sftp://localhost:22", "sftp://localhost"],
      ["tftp://localhost:69", "tftp://localhost"],
      ["ldap://ldap.example.com:389/dc=example", "ldap://ldap.example.com/dc=example"],
      ["coap://h.example:5683/a", "coap://h.example/a"],
      ["ipp://printer.example:631/p", "ipp://printer.example/p"],
      ["rtsp://media.example:554/s", "rtsp://media.example/s"],
    ];
    for (const [uri, normal] of cases) expect(normalizeUri(uri), uri).toBe(normal);
    // another port stays
    expect(normalizeUri("ssh://localhost:2222")).toBe("ssh://localhost:2222");
    // SIP: a URI with its default port is not equivalent to one without (RFC 3261 §19.1.4)
    expect(normalizeUri("sip:alice@atlanta.example:5060")).toBe("sip:alice@atlanta.example:5060");
  });
});
