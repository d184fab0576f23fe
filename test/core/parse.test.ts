import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIPv6, isIPv4, parseIPv6 } from "../../src/core/host.js";
import { parseUri } from "../../src/core/parse.js";
import { recomposeUri } from "../../src/core/recompose.js";

function parts(s: string) {
  const r = parseUri(s);
  if (!r.ok) throw new Error(`${s}: ${r.error.reason} at ${r.error.offset}`);
  return r.parts;
}

function error(s: string, options?: Parameters<typeof parseUri>[1]) {
  const r = parseUri(s, options);
  if (r.ok) throw new Error(`${s} parsed but should not`);
  return r.error;
}

describe("parseUri: components (RFC 3986 §3)", () => {
  it("splits the §3 example into its five components", () => {
    const p = parts("foo://example.com:8042/over/there?name=ferret#nose");
    expect(p).toMatchObject({
      scheme: "foo",
      authority: "example.com:8042",
      host: "example.com",
      hostKind: "reg-name",
      port: "8042",
      path: "/over/there",
      query: "name=ferret",
      fragment: "nose",
    });
    expect(parts("urn:example:animal:ferret:nose")).toMatchObject({
      scheme: "urn",
      authority: undefined,
      path: "example:animal:ferret:nose",
    });
  });

  it("parses the §1.1.2 examples", () => {
    const examples = [
      "ftp://ftp.is.co.za/rfc/rfc1808.txt",
      "http://www.ietf.org/rfc/rfc2396.txt",
      "ldap://[2001:db8::7]/c=GB?objectClass?one",
      "mailto:John.Doe@example.com",
      "news:comp.infosystems.www.servers.unix",
      "tel:+1-816-555-1212",
      "telnet://192.0.2.16:80/",
      "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    ];
    for (const e of examples) expect(recomposeUri(parts(e))).toBe(e);
    expect(parts("ldap://[2001:db8::7]/c=GB?objectClass?one")).toMatchObject({
      host: "2001:db8::7",
      hostKind: "ipv6",
      path: "/c=GB",
      query: "objectClass?one",
    });
    expect(parts("telnet://192.0.2.16:80/")).toMatchObject({ hostKind: "ipv4", port: "80" });
  });

  it("distinguishes an absent component from an empty one (§5.3)", () => {
    expect(parts("http://a")).toMatchObject({ path: "", query: undefined, fragment: undefined });
    expect(parts("http://a?#")).toMatchObject({ path: "", query: "", fragment: "" });
    expect(parts("http://a:")).toMatchObject({ port: "" });
    expect(parts("file:///etc/hosts")).toMatchObject({
      host: "",
      authority: "",
      path: "/etc/hosts",
    });
    expect(parts("http://@a")).toMatchObject({ userinfo: "" });
  });

  it("parses every relative-reference form (§4.2)", () => {
    expect(parts("//g")).toMatchObject({ scheme: undefined, host: "g", path: "" });
    expect(parts("/g")).toMatchObject({ path: "/g", authority: undefined });
    expect(parts("g:h")).toMatchObject({ scheme: "g", path: "h" });
    expect(parts("./g:h")).toMatchObject({ scheme: undefined, path: "./g:h" });
    expect(parts("?y")).toMatchObject({ path: "", query: "y" });
    expect(parts("#s")).toMatchObject({ path: "", fragment: "s" });
    expect(parts("")).toMatchObject({ path: "" });
    expect(parts("g;x=1/../y")).toMatchObject({ path: "g;x=1/../y" });
  });

  it("keeps case and percent-encodings exactly as written", () => {
    const p = parts("HTTP://User@Example.COM:80/%7euser/%2F?Q=%41#F");
    expect(p).toMatchObject({
      scheme: "HTTP",
      userinfo: "User",
      host: "Example.COM",
      path: "/%7euser/%2F",
      query: "Q=%41",
      fragment: "F",
    });
  });

  it("accepts the full character repertoire of each component", () => {
    const sub = "!$&'()*+,;=";
    expect(
      parseUri(`s://u${sub}:~._-%20@h${sub}~._-%41:1/p${sub}:@/?q${sub}:@/?#f${sub}:@/?`).ok,
    ).toBe(true);
  });
});

describe("parseUri: errors carry an offset and a reason", () => {
  const cases: [string, number, string][] = [
    [":a", 0, "empty-scheme"],
    ["a_b:c", 1, "bad-scheme"],
    ["1a:b", 2, "colon-in-first-segment"],
    ["http://a b/", 8, "bad-host"],
    ["http://a/b c", 10, "bad-path"],
    ["http://a/?b c", 11, "bad-query"],
    ["http://a/#b#c", 11, "bad-fragment"],
    ["http://a/%zz", 9, "bad-percent-encoding"],
    ["http://a/%4", 9, "bad-percent-encoding"],
    ["http://a/%", 9, "bad-percent-encoding"],
    ["http://a:8x/", 10, "bad-port"],
    ["http://a:-1/", 9, "bad-port"],
    ["http://u@v@w/", 10, "bad-host"],
    ["http://u^@w/", 8, "bad-userinfo"],
    ["http://[::1/", 11, "bad-ipv6"],
    ["http://[::1]x/", 12, "bad-host"],
    ["http://[1:2]/", 8, "bad-ipv6"],
    // a percent-encoded address is no IPv6address (and so no zone's either; libsoup)
    ["x://[%3a%3a%31]", 5, "bad-ipv6"],
    ["http://[v1]/", 10, "bad-ipvfuture"],
    ["http://[vz.a]/", 9, "bad-ipvfuture"],
    ["http://[fe80::1%eth0]/", 15, "bad-zone"],
    ["http://[fe80::1%25]/", 15, "bad-zone"],
    ["http://a/<b>", 9, "bad-path"],
    ['http://a/"', 9, "bad-path"],
    ["http://a/\\", 9, "bad-path"],
    ["http://a/{}", 9, "bad-path"],
    ["http://a/|", 9, "bad-path"],
    ["http://a/^`", 9, "bad-path"],
    ["http://a/\u0000", 9, "bad-path"],
    ["http://a/\u007f", 9, "bad-path"],
    ["http://a/\t", 9, "bad-path"],
  ];
  for (const [input, offset, reason] of cases) {
    it(`${JSON.stringify(input)} → ${reason} at ${offset}`, () => {
      expect(error(input)).toEqual({ offset, reason });
    });
  }
});

describe("parseUri: hosts (§3.2.2)", () => {
  it("reads IPv4 only with strict dec-octets", () => {
    expect(parts("http://192.0.2.1/").hostKind).toBe("ipv4");
    expect(parts("http://255.255.255.255/").hostKind).toBe("ipv4");
    for (const h of ["1.2.3.04", "1.2.3.256", "1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.4."]) {
      expect(parts(`http://${h}/`).hostKind, h).toBe("reg-name");
    }
  });

  it("reads IPvFuture and RFC 6874 zones", () => {
    expect(parts("http://[v1.fe80::a+en1]/")).toMatchObject({
      hostKind: "ipvfuture",
      host: "v1.fe80::a+en1",
    });
    expect(parts("http://[fe80::a%25en1]/")).toMatchObject({
      hostKind: "ipv6",
      host: "fe80::a",
      zone: "en1",
    });
    expect(parts("http://[fe80::a%25%31]/")).toMatchObject({ zone: "%31" });
    expect(error("http://[fe80::a%25en1]/", { zone: false }).reason).toBe("bad-ipv6");
  });

  const validV6 = [
    "::",
    "::1",
    "1::",
    "1:2:3:4:5:6:7:8",
    "1:2:3:4:5:6::8",
    "1::8",
    "1:2:3:4:5:6:7::",
    "::2:3:4:5:6:7:8",
    "1:2:3:4:5:6:1.2.3.4",
    "::1.2.3.4",
    "::ffff:192.0.2.128",
    "fe80::217:f2ff:254.7.237.98",
    "2001:DB8:0:0:8:800:200C:417A",
    "FF01::101",
    "0000:0000:0000:0000:0000:0000:0000:0001",
    "1:2:3:4::5:1.2.3.4",
  ];
  const invalidV6 = [
    "",
    ":",
    "1:",
    ":1",
    ":1:2::",
    "1:::2",
    "1::2::3",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7:8::",
    "1::2:3:4:5:6:7:8",
    "1:2:3:4:5:6:7",
    "12345::",
    "02001:db8::1",
    "::1.2.3.4.5",
    "::256.1.1.1",
    "::01.1.1.1",
    "1.2.3.4",
    "1:2:3:4:5:6:7:1.2.3.4",
    "::1.2.3.4:5",
    "g::1",
    "1:2:3:4:5:6:7:8:",
  ];
  for (const v of validV6) {
    it(`IPv6 ${v} is valid`, () => {
      expect(parseIPv6(v)).not.toBeNull();
      expect(parts(`http://[${v}]/`).hostKind).toBe("ipv6");
    });
  }
  for (const v of invalidV6) {
    it(`IPv6 ${JSON.stringify(v)} is invalid`, () => {
      expect(parseIPv6(v)).toBeNull();
      expect(parseUri(`http://[${v}]/`).ok).toBe(false);
    });
  }

  it("formats IPv6 in the RFC 5952 canonical form (§4)", () => {
    const canon = (s: string) => formatIPv6(parseIPv6(s)!);
    expect(canon("2001:0db8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::1");
    expect(canon("2001:db8:0:0:0:0:2:1")).toBe("2001:db8::2:1"); // §4.2.1
    expect(canon("2001:db8:0:1:1:1:1:1")).toBe("2001:db8:0:1:1:1:1:1"); // §4.2.2: one zero is not shortened
    expect(canon("2001:0:0:1:0:0:0:1")).toBe("2001:0:0:1::1"); // §4.2.3: the longest run
    expect(canon("2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1"); // §4.2.3: the first of equal runs
    expect(canon("2001:DB8::AAAA")).toBe("2001:db8::aaaa"); // §4.3
    expect(canon("::")).toBe("::");
    expect(canon("::1")).toBe("::1");
    expect(canon("1::")).toBe("1::");
    expect(canon("::ffff:c000:0280")).toBe("::ffff:192.0.2.128"); // §5
  });

  it("isIPv4 follows dec-octet", () => {
    expect(isIPv4("0.0.0.0")).toBe(true);
    expect(isIPv4("10.0.0.1")).toBe(true);
    expect(isIPv4("10.0.0.01")).toBe(false);
    expect(isIPv4("1.1.1.1000")).toBe(false);
  });
});

describe("parseUri: IRIs (RFC 3987 §2.2)", () => {
  it("accepts ucschar in host, path, query, fragment and iprivate in the query only", () => {
    expect(parts("http://例え.テスト/パス?クエリ#断片").iri).toBe(true);
    expect(parts("http://a/?\uE000").iri).toBe(true);
    expect(error("http://a/\uE000").reason).toBe("bad-path");
    expect(error("http://a/#\uE000").reason).toBe("bad-fragment");
    expect(parts("http://a/\u{1F600}").iri).toBe(true);
  });

  it("rejects lone surrogates, noncharacters and C1 controls", () => {
    expect(error("http://a/\ud800x").offset).toBe(9);
    expect(error("http://a/x\udc00").offset).toBe(10);
    expect(error("http://a/\ufffe").reason).toBe("bad-path");
    expect(error("http://a/\u0085").reason).toBe("bad-path");
  });

  it("rejects non-ASCII when IRIs are turned off", () => {
    expect(error("http://a/é", { iri: false })).toEqual({ offset: 9, reason: "non-ascii" });
    expect(parts("http://a/e").iri).toBe(false);
  });
});

describe("parseUri: robustness", () => {
  it("parses a megabyte in linear time", () => {
    const big = `http://a/${"x".repeat(1 << 20)}`;
    const t = performance.now();
    expect(parseUri(big).ok).toBe(true);
    expect(parseUri(`http://[${"1:".repeat(1 << 19)}]`).ok).toBe(false);
    expect(parseUri(`${"a".repeat(1 << 20)}:`).ok).toBe(true);
    expect(performance.now() - t).toBeLessThan(2000);
  });
});

describe("parseUri: properties", () => {
  // characters that exercise every delimiter and class of App. A, plus a few outsiders
  const unit = fc.constantFrom(
    ..."aZ09-._~!$&'()*+,;=:@/?#[]%AFv.é€ \u0000".split(""),
    "%41",
    "%7e",
    "::",
    "//",
    "[::1]",
    "[v1.x]",
    "\u{1F600}",
  );
  const text = fc.array(unit, { maxLength: 40 }).map((a) => a.join(""));

  it("recomposing the parts of any parsed reference gives back the input (§5.3)", () => {
    fc.assert(
      fc.property(text, (s) => {
        const r = parseUri(s);
        if (r.ok) expect(recomposeUri(r.parts)).toBe(s);
        else expect(r.error.offset).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 3000 },
    );
  });

  it("reports a failure offset inside the input and never throws", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (s) => {
        const r = parseUri(s);
        if (!r.ok) expect(r.error.offset).toBeLessThanOrEqual(s.length);
      }),
      { numRuns: 3000 },
    );
  });
});
