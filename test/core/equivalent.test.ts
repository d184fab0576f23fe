import { describe, expect, it } from "vitest";
import { equivalent } from "../../src/core/equivalent.js";

function allEquivalent(list: string[], options?: { urnStep5b?: boolean }): void {
  for (const a of list)
    for (const b of list) expect(equivalent(a, b, options), `${a} ≡ ${b}`).toBe(true);
}
function noneEquivalent(a: string[], b: string[], options?: { urnStep5b?: boolean }): void {
  for (const x of a)
    for (const y of b) expect(equivalent(x, y, options), `${x} ≢ ${y}`).toBe(false);
}

describe("RFC 3986 §6 comparison ladder", () => {
  it("§6.2.1 simple string comparison", () => {
    expect(equivalent("http://a/b", "http://a/b")).toBe(true);
    expect(equivalent("not a uri", "not a uri")).toBe(true);
  });
  it("§6.2.2 the syntax-based example", () => {
    allEquivalent(["example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"]);
  });
  it("§6.2.2.1 case, §6.2.2.2 percent-encoding", () => {
    allEquivalent(["HTTP://www.EXAMPLE.com/", "http://www.example.com/"]);
    allEquivalent([
      "http://example.com/%7Euser",
      "http://example.com/~user",
      "http://example.com/%7euser",
    ]);
    expect(equivalent("http://example.com/a%2Fb", "http://example.com/a/b")).toBe(false);
    expect(equivalent("http://example.com/Path", "http://example.com/path")).toBe(false);
  });
  it("§6.2.3 scheme-based: the four http URIs", () => {
    allEquivalent([
      "http://example.com",
      "http://example.com/",
      "http://example.com:/",
      "http://example.com:80/",
    ]);
    expect(equivalent("http://example.com/?", "http://example.com/")).toBe(false);
    expect(equivalent("http://example.com:8080/", "http://example.com/")).toBe(false);
    expect(equivalent("https://example.com/", "http://example.com/")).toBe(false);
  });
  it("IRIs and their URI forms (RFC 3987 §5.3.3 after mapping)", () => {
    allEquivalent([
      "http://münchen.de/ü",
      "http://xn--mnchen-3ya.de/%C3%BC",
      "http://M%C3%BCnchen.de/%c3%bc",
    ]);
  });
  it("IPv6 text forms (RFC 5952)", () => {
    allEquivalent([
      "http://[2001:db8::1]/",
      "http://[2001:DB8:0:0:0:0:0:1]/",
      "http://[2001:0db8::0001]:80/",
    ]);
  });
  it("invalid inputs compare as strings", () => {
    expect(equivalent("http://a b/", "http://a%20b/")).toBe(false);
    expect(equivalent("http://a:99999/", "http://a:99999")).toBe(false);
  });
  it("relative references: case and percent-encoding only", () => {
    expect(equivalent("a/%7e", "a/~")).toBe(true);
    expect(equivalent("./a", "a")).toBe(false);
    expect(equivalent("a", "http://x/a")).toBe(false);
  });
});

describe("URN lexical equivalence (rfc2141bis-03 §5.1)", () => {
  // The draft prints the NID of URNs 3 and 6 as "F00" (digit zeros) but states that 3 is
  // equivalent to 1 and 2 and 6 to 5: it means "FOO" (as in RFC 8141 §3.2).
  const u1 = "URN:foo:a123,456";
  const u2 = "urn:foo:a123,456";
  const u3 = "urn:FOO:a123,456";
  const u4 = "urn:foo:A123,456";
  const u5 = "urn:foo:a123%2C456";
  const u6 = "URN:FOO:a123%2c456";
  const u7 = "urn:foo:a123,456?x=y";
  const u8 = "urn:foo:a123,456#xyz";

  it("1, 2, 3 and 8 are equivalent; 7 too with step 5a", () => {
    allEquivalent([u1, u2, u3, u8]);
    allEquivalent([u1, u2, u3, u7, u8]);
  });
  it("with step 5b, 7 is not equivalent to the others", () => {
    allEquivalent([u1, u2, u3, u8], { urnStep5b: true });
    noneEquivalent([u7], [u1, u2, u3, u8], { urnStep5b: true });
    expect(equivalent(u7, "URN:FOO:a123,456?x=y", { urnStep5b: true })).toBe(true);
  });
  it("4 is equivalent to none of the others; 5 and 6 only to each other", () => {
    noneEquivalent([u4], [u1, u2, u3, u5, u6, u7, u8]);
    allEquivalent([u5, u6]);
    noneEquivalent([u5, u6], [u1, u2, u3, u4, u7, u8]);
  });
  it("the draft's literal 'F00' (zeros) is another NID", () => {
    expect(equivalent("urn:F00:a123,456", u2)).toBe(false);
  });
});

describe("URN-equivalence (RFC 8141 §3.2)", () => {
  const first = ["urn:example:a123,z456", "URN:example:a123,z456", "urn:EXAMPLE:a123,z456"];
  const components = [
    "urn:example:a123,z456?+abc",
    "urn:example:a123,z456?=xyz",
    "urn:example:a123,z456#789",
  ];
  const slashes = [
    "urn:example:a123,z456/foo",
    "urn:example:a123,z456/bar",
    "urn:example:a123,z456/baz",
  ];
  const pct = ["urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456"];
  const cased = ["urn:example:A123,z456", "urn:example:a123,Z456"];
  it("first and second groups are URN-equivalent", () => {
    allEquivalent([...first, ...components]);
  });
  it("'/' and what follows count", () => {
    for (let i = 0; i < slashes.length; i++) {
      noneEquivalent(
        [slashes[i]!],
        [...first, ...components, ...slashes.filter((_, k) => k !== i)],
      );
    }
  });
  it("percent-encodings are never decoded", () => {
    allEquivalent(pct);
    noneEquivalent(pct, [...first, ...components, ...slashes]);
  });
  it("NSS case counts", () => {
    noneEquivalent(cased, first);
    expect(equivalent(cased[0]!, cased[1]!)).toBe(false);
  });
  it("a Cyrillic look-alike is another URN", () => {
    noneEquivalent(["urn:example:%D0%B0123,z456"], first);
  });
  it("a URN never equals a non-URN", () => {
    expect(equivalent("urn:example:a", "example:a")).toBe(false);
  });
});

describe("file: the local machine three ways (RFC 8089 §2)", () => {
  it("no authority, an empty authority and localhost", () => {
    allEquivalent(["file:/etc/hosts", "file:///etc/hosts", "file://localhost/etc/hosts"]);
    expect(equivalent("file:/etc/hosts", "file://host.example/etc/hosts")).toBe(false);
  });
});

describe("tel equivalence (RFC 3966 §4)", () => {
  it("digits compared without visual separators", () => {
    allEquivalent(["tel:+1-201-555-0123", "tel:+12015550123", "TEL:+1(201)555.0123"]);
    expect(equivalent("tel:+1-201-555-0123", "tel:+1-201-555-0124")).toBe(false);
  });
  it("global and local numbers are never equivalent", () => {
    expect(equivalent("tel:+12015550123", "tel:12015550123;phone-context=+1")).toBe(false);
  });
  it("phone-context as a host name or digit by digit; ext without separators", () => {
    allEquivalent(["tel:7042;phone-context=example.com", "tel:7042;PHONE-CONTEXT=Example.COM"]);
    allEquivalent(["tel:863-1234;phone-context=+1-914-555", "tel:8631234;phone-context=+1914555"]);
    allEquivalent(["tel:+1-201-555-0123;ext=1-2", "tel:+12015550123;EXT=12"]);
  });
  it("comparisons are case-insensitive; a parameter missing on one side differs", () => {
    allEquivalent(["tel:+12015550123;foo=bar", "tel:+12015550123;FOO=BAR"]);
    expect(equivalent("tel:+12015550123;a=1", "tel:+12015550123")).toBe(false);
    expect(equivalent("tel:+12015550123;a=1", "tel:+12015550123;a=2")).toBe(false);
  });
  it("the fragment counts; invalid tel URIs compare as strings", () => {
    expect(equivalent("tel:+12015550123#a", "tel:+1-201-555-0123#a")).toBe(true);
    expect(equivalent("tel:+12015550123#a", "tel:+12015550123")).toBe(false);
    expect(equivalent("tel:863-1234", "tel:8631234")).toBe(false); // no phone-context
    expect(equivalent("tel:+12015550123", "mailto:a@b.example")).toBe(false);
  });
});

describe("mailto equivalence (RFC 3986 §6.2.3, RFC 6068 §2)", () => {
  it("the domain is case-insensitive (RFC 3986 §6.2.3's own example)", () => {
    allEquivalent(["mailto:Joe@Example.COM", "mailto:Joe@example.com", "MAILTO:Joe@EXAMPLE.com"]);
    expect(equivalent("mailto:Joe@example.com", "mailto:joe@example.com")).toBe(false);
  });
  it("recipients of <to> and of 'to' hfields are one list (RFC 6068 §2)", () => {
    allEquivalent([
      "mailto:addr1@an.example,addr2@an.example",
      "mailto:?to=addr1@an.example,addr2@an.example",
      "mailto:addr1@an.example?to=addr2@an.example",
      "mailto:addr1@an.example?TO=addr2@AN.example",
    ]);
    expect(equivalent("mailto:a@x.example,b@x.example", "mailto:b@x.example,a@x.example")).toBe(
      false,
    );
  });
  it("hfnames are case-insensitive, hfvalues are not, their order counts", () => {
    allEquivalent(["mailto:a@x.example?Subject=Hi", "mailto:a@x.example?subject=Hi"]);
    expect(equivalent("mailto:a@x.example?subject=Hi", "mailto:a@x.example?subject=hi")).toBe(
      false,
    );
    expect(equivalent("mailto:a@x.example?a=1&b=2", "mailto:a@x.example?b=2&a=1")).toBe(false);
  });
  it("percent-encodings compare decoded; the fragment counts", () => {
    allEquivalent(["mailto:%22not%40me%22@example.org", "mailto:%22not@me%22@example.org"]);
    expect(equivalent("mailto:a@x.example#f", "mailto:a@x.example")).toBe(false);
    expect(equivalent("mailto:a@x.example#%7e", "mailto:a@X.example#~")).toBe(true);
  });
});

describe("telnet's final '/' (RFC 1738 §3.8: it \"may be omitted\")", () => {
  it("telnet and tn3270 URLs with and without it are equivalent", () => {
    expect(equivalent("telnet://user:password@host.com", "telnet://user:password@host.com/")).toBe(
      true,
    );
    expect(equivalent("tn3270://host.example:23", "tn3270://host.example:23/")).toBe(true);
    expect(equivalent("telnet://host.example", "telnet://other.example/")).toBe(false);
  });
});
