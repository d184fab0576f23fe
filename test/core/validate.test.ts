import { describe, expect, it } from "vitest";
import { analyzeUri } from "../../src/core/analyze.js";
import { normalizeUri } from "../../src/core/normalize.js";
import { validateUri } from "../../src/core/validate.js";

function errors(s: string): string[] {
  return validateUri(s).errors;
}

describe("validateUri: valid URIs", () => {
  it("the RFC 3986 §1.1.2 examples", () => {
    for (const s of [
      "ftp://ftp.is.co.za/rfc/rfc1808.txt",
      "http://www.ietf.org/rfc/rfc2396.txt",
      "ldap://[2001:db8::7]/c=GB?objectClass?one",
      "mailto:John.Doe@example.com",
      "news:comp.infosystems.www.servers.unix",
      "tel:+1-816-555-1212",
      "telnet://192.0.2.16:80/",
      "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    ]) {
      expect(validateUri(s), s).toMatchObject({ valid: true, errors: [] });
    }
  });
  it("unknown but well-formed schemes (RFC 3986 §3.1)", () => {
    expect(validateUri("foo://example.com:8042/over/there?name=ferret#nose").valid).toBe(true);
    expect(validateUri("x-custom:anything/goes?here").valid).toBe(true);
  });
  it("IRIs (RFC 3987 §2.2)", () => {
    expect(validateUri("http://例え.テスト/パス?q=値#frag").valid).toBe(true);
    expect(validateUri("http://münchen.de/").valid).toBe(true);
  });
  it("IP literals and zones (RFC 3986 §3.2.2, RFC 6874)", () => {
    expect(validateUri("http://[::1]/").valid).toBe(true);
    expect(validateUri("http://[fe80::1%25eth0]/").valid).toBe(true);
    expect(validateUri("http://[v7.abc:def]/").valid).toBe(true);
    expect(validateUri("http://[::ffff:192.0.2.1]:8080/").valid).toBe(true);
  });
  it("port 0 and 65535 are in range", () => {
    expect(validateUri("http://a:0/").valid).toBe(true);
    expect(validateUri("http://a:65535/").valid).toBe(true);
    expect(validateUri("http://a:/").valid).toBe(true); // empty port (§3.2.3)
  });
});

describe("validateUri: errors, each with a reason", () => {
  it("missing-scheme: a relative reference is not a URI (RFC 3986 §4.1, §4.3)", () => {
    expect(errors("/path/only")).toEqual(["missing-scheme"]);
    expect(errors("//example.com/")).toEqual(["missing-scheme"]);
    expect(errors("")).toEqual(["missing-scheme"]);
  });
  it("generic grammar failures carry the parser's reason (RFC 3986 App. A)", () => {
    expect(errors("http://exa mple.com/")).toEqual(["bad-host"]);
    expect(errors("http://example.com/a b")).toEqual(["bad-path"]);
    expect(errors("http://example.com/%zz")).toEqual(["bad-percent-encoding"]);
    expect(errors("http://[1::2::3]/")).toEqual(["bad-ipv6"]);
    expect(errors("http://example.com:8o/")).toEqual(["bad-port"]);
    expect(errors("http://example.com/#a#b")).toEqual(["bad-fragment"]);
    expect(errors("1http://x")).toEqual(["colon-in-first-segment"]);
    expect(errors(":x")).toEqual(["empty-scheme"]);
  });
  it("bad-port: out of the 0–65535 range (RFC 6335 §6)", () => {
    expect(errors("http://a:65536/")).toEqual(["bad-port"]);
    expect(errors("foo://a:99999999999999999999/")).toEqual(["bad-port"]);
  });
  it("missing-host: http requires a host (RFC 9110 §4.2.1)", () => {
    expect(errors("http:/path")).toContain("missing-host");
    expect(errors("http:///path")).toContain("missing-host");
  });
  it("bad-idn: an IDN host with no A-label (RFC 5891 §4)", () => {
    expect(errors("http://xn--zz.example/")).toEqual(["bad-idn"]);
    expect(errors("http://a\u200d.example/")).toEqual(["bad-idn"]);
    // an A-label is LDH (RFC 5890 §2.3.2.1): "é!" has none
    expect(errors("http://\u00e9!.example/")).toEqual(["bad-idn"]);
    expect(errors("ldap://xn--!-bga/")).toEqual(["bad-idn"]);
  });
  it("a scheme that does not use domain names may have any reg-name (RFC 3986 §3.2.2)", () => {
    // RFC 3987 §3.1 maps an ireg-name to an A-label only for schemes known to use domain
    // names; another scheme's host without one stays percent-encoded UTF-8
    expect(errors("foo://xn--!-bga/")).toEqual([]);
    expect(errors("foo://a_b%C3%A9/")).toEqual([]);
    expect(normalizeUri("x-app://A_B%c3%a9/p")).toBe("x-app://a_b%C3%A9/p");
    expect(normalizeUri("x-app://a_bé/p")).toBe("x-app://a_b%C3%A9/p");
    // only ASCII letters are case-folded (RFC 3986 §6.2.2.1): "É" stays, as %C3%89
    expect(normalizeUri("x-app://ÉX_/")).toBe("x-app://%C3%89x_/");
    expect(normalizeUri("x-app://%CE%A9_/")).toBe("x-app://%CE%A9_/");
    // one that has an A-label gets it, in any scheme (DESIGN.md "normalized")
    expect(normalizeUri("x-app://Bücher.example/")).toBe("x-app://xn--bcher-kva.example/");
    expect(errors("https://a_b%C3%A9/")).toEqual(["bad-idn"]);
  });
  it("scheme rules report their own reasons (URN NID, RFC 8141 §2)", () => {
    expect(validateUri("urn:urn:x").valid).toBe(false);
    expect(validateUri("urn:a:x").valid).toBe(false);
  });
  it("warnings are reported on valid URIs", () => {
    expect(validateUri("http://10.0.0.1/")).toEqual({
      valid: true,
      errors: [],
      warnings: ["ip-host"],
    });
  });
});

describe("analyzeUri", () => {
  it("parses once and gives scheme, validity, warnings, normal form", () => {
    expect(analyzeUri("HTTP://User:pw@Example.COM:8080/a/../b")).toEqual({
      scheme: "http",
      valid: true,
      errors: [],
      warnings: ["userinfo-password", "non-default-port"],
      normalized: "http://User:pw@example.com:8080/b",
    });
  });
  it("invalid input: null normal form, scheme still reported", () => {
    expect(analyzeUri("HTTP://a b/")).toMatchObject({
      scheme: "http",
      valid: false,
      normalized: null,
    });
    expect(analyzeUri("relative/ref")).toMatchObject({ scheme: "", errors: ["missing-scheme"] });
    expect(analyzeUri("http://a:70000/")).toMatchObject({ valid: false, errors: ["bad-port"] });
  });
  it("agrees with validateUri", () => {
    for (const s of [
      "http://a/",
      "mailto:x@y.z",
      "urn:isbn:123",
      "javascript:x",
      "http://a b",
      "x",
    ]) {
      const a = analyzeUri(s);
      const v = validateUri(s);
      expect(a.valid).toBe(v.valid);
      expect(a.errors).toEqual(v.errors);
      expect(a.warnings).toEqual(v.warnings);
    }
  });
});

describe("RFC 3987 §4.1: no bidirectional formatting characters in an IRI", () => {
  it("LRM, RLM, LRE, RLE, PDF, LRO, RLO (and the later isolates, ALM) are refused anywhere", () => {
    const marks = [0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2069, 0x61c];
    for (const cp of marks) {
      const ch = String.fromCodePoint(cp);
      for (const u of [
        `http://example.com/${ch}gpj.exe`,
        `http://example.com/?q=${ch}`,
        `http://example.com/#${ch}`,
        `http://us${ch}er@example.com/`,
        `mailto:a${ch}@example.com`,
        `urn:example:a${ch}`,
      ]) {
        const r = validateUri(u);
        expect(r.valid, `${u} U+${cp.toString(16)}`).toBe(false);
        expect(r.errors).toEqual(["bidi-formatting"]);
      }
    }
  });
  it("other format and right-to-left characters stay (ZWNJ, Hebrew, Arabic letters)", () => {
    for (const u of [
      "http://example.com/\u05d0\u05d1",
      "http://example.com/\u0627\u0644",
      "http://example.com/a\u200cb",
    ]) {
      expect(validateUri(u).valid, u).toBe(true);
    }
  });
});

describe("validateUri: ldap needs its '//' (RFC 4516 §2)", () => {
  it("an ldap URL without an authority is invalid; an empty host is allowed", () => {
    expect(validateUri("ldap:https://example.com").errors).toEqual(["missing-authority"]);
    expect(validateUri("ldap:///o=University%20of%20Michigan,c=US").valid).toBe(true);
    expect(validateUri("ldap://ldap.example.com:1389/dc=x").warnings).toContain("non-default-port");
  });
});
