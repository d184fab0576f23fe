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
