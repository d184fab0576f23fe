import { describe, expect, it } from "vitest";
import { recomposeUri } from "../../../src/core/recompose.js";
import { getSchemeRule } from "../../../src/core/schemes/index.js";
import { nidError, urnEquivalenceKey } from "../../../src/core/schemes/urn.js";
import { genericInvalid, partsOf, schemeErrors } from "./helpers.js";

function normalize(uri: string): string {
  return recomposeUri(getSchemeRule("urn")!.normalize!(partsOf(uri)));
}

function equivalent(a: string, b: string, step5b = false): boolean {
  const ka = urnEquivalenceKey(a, { step5b });
  const kb = urnEquivalenceKey(b, { step5b });
  return ka !== null && ka === kb;
}

describe("urn syntax (RFC 8141 §2, draft rfc2141bis-03 §2)", () => {
  it("accepts RFC 8141 and draft examples", () => {
    for (const u of [
      "urn:example:a123,z456",
      "URN:example:a123,z456",
      "urn:EXAMPLE:a123,z456",
      "urn:example:a123,z456?+abc",
      "urn:example:a123,z456?=xyz",
      "urn:example:a123,z456#789",
      "urn:example:a123,z456/foo",
      "urn:example:a123%2Cz456",
      "URN:EXAMPLE:a123%2cz456",
      "urn:example:%D0%B0123,z456",
      "urn:example:1/406/47452/2",
      "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk",
      "urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z",
      "urn:example:foo-bar-baz-qux#somepart",
      "urn:example:a?+r?=q#f",
      "urn:example:a?+r?x?=q?y/z#f?g",
      "urn:isbn:0451450523",
      "urn:ietf:rfc:2648",
      "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66",
      "urn:oid:2.16.840",
      "urn:nbn:de:bvb:19-146642",
      "urn:lex:eu:council:directive:2010-03-09;2010-19-UE",
      "urn:foo:a123,456?x=y",
      "urn:isbn:3-8273-7019-1?s=I2L&c=ToC",
      "urn:example:a?s=I2U",
      "urn:example:a?s=&c=x=y:z@w/?v",
      "urn:urn-7:abc",
      "urn:ab:c",
      "urn:a1234567890123456789012345678901:x", // 32 characters
      "urn:example:a:b:c:",
      "urn:example:@!$&'()*+,;=:-._~",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects bad NIDs (NID = (alphanum) 0*30(ldh) (alphanum))", () => {
    expect(schemeErrors("urn:a:b")).toEqual(["bad-nid"]);
    expect(schemeErrors("urn::b")).toEqual(["bad-nid"]);
    expect(schemeErrors("urn:-ab:c")).toEqual(["bad-nid"]);
    expect(schemeErrors("urn:ab-:c")).toEqual(["bad-nid"]);
    expect(schemeErrors("urn:a_b:c")).toEqual(["bad-nid"]);
    expect(schemeErrors("urn:a.b:c")).toEqual(["bad-nid"]);
    expect(schemeErrors("urn:a%41b:c")).toEqual(["bad-nid"]);
    expect(schemeErrors("urn:ñid:c")).toEqual(["bad-nid"]);
    expect(schemeErrors("urn:a12345678901234567890123456789012:x")).toEqual(["nid-too-long"]);
  });

  it("reserves the NID 'urn' (draft §2.1) and 'urn-' for informal NIDs (RFC 8141 §5)", () => {
    expect(schemeErrors("urn:urn:foo")).toEqual(["nid-reserved"]);
    expect(schemeErrors("urn:URN:foo")).toEqual(["nid-reserved"]);
    expect(schemeErrors("urn:urn-abc:foo")).toEqual(["nid-reserved"]);
    expect(nidError("urn-12")).toBeNull();
  });

  it('rejects empty and malformed NSS (NSS = pchar *(pchar / "/"))', () => {
    expect(schemeErrors("urn:example")).toEqual(["empty-nss"]);
    expect(schemeErrors("urn:example:")).toEqual(["empty-nss"]);
    expect(schemeErrors("urn:example:/a")).toEqual(["bad-nss"]);
    expect(schemeErrors("urn:example:caf\u00e9")).toEqual(["bad-nss"]); // RFC 8141 §2: ASCII only
    expect(schemeErrors("urn:example:a%00b")).toEqual(["bad-nss"]); // draft §2.5.3: no NUL
    expect(schemeErrors("urn:")).toEqual(["bad-nid", "empty-nss"]);
  });

  it("leaves excluded characters to the generic grammar (draft §2.5.3)", () => {
    for (const u of [
      "urn:example:a b",
      'urn:example:a"b',
      "urn:example:a<b>",
      "urn:example:a[b]",
      "urn:example:a\\b",
      "urn:example:a^b",
      "urn:example:a`b",
      "urn:example:a{b}",
      "urn:example:a|b",
      "urn:example:a%",
      "urn:example:a%g0",
      "urn:example:a#b#c",
    ]) {
      expect(genericInvalid(u), u).toBe(true);
    }
  });

  it("rejects an authority", () => {
    expect(schemeErrors("urn://example/a:b")).toEqual(["authority-not-allowed"]);
  });

  it("checks r-, q- and f-components (RFC 8141 §2.3)", () => {
    for (const u of [
      "urn:example:a?",
      "urn:example:a?+",
      "urn:example:a?=",
      "urn:example:a?+?=q",
      "urn:example:a?+r?=",
      "urn:example:a?+/r",
      "urn:example:a?=/q",
      "urn:example:a?=?q",
      "urn:example:a?x", // a "?" not followed by "+" or "=" (RFC 8141 §2) and no directive
      "urn:example:a?=q\u00e9",
      "urn:example:a#\u00e9",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-urn-component"]);
    }
  });

  it("checks the draft's query directives (§2.3)", () => {
    for (const u of [
      "urn:example:a?s=1&",
      "urn:example:a?&s=1",
      "urn:example:a?1s=x",
      "urn:example:a?s-=x",
      "urn:example:a?s--t=x",
      "urn:example:a?s_t=x",
      "urn:example:a?s=1&s=2", // "MUST NOT appear more than once"
      "urn:example:a?s",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-urn-component"]);
    }
    expect(schemeErrors("urn:example:a?s-t2=x&c=")).toEqual([]);
  });
});

describe("urn normalization (RFC 8141 §3.1)", () => {
  it("lowercases urn and the NID, uppercases percent-encodings, keeps the NSS case", () => {
    expect(normalize("URN:EXAMPLE:a123%2cz456")).toBe("urn:example:a123%2Cz456");
    expect(normalize("urn:Example:ABC%7e%41")).toBe("urn:example:ABC%7E%41");
    expect(normalize("urn:ex:a?+r%2f?=q%2f#f%2f")).toBe("urn:ex:a?+r%2F?=q%2F#f%2F");
  });
  it("is idempotent", () => {
    for (const u of ["URN:EXAMPLE:a123%2cz456", "urn:ISBN:0451450523?s=I2L#x"]) {
      expect(normalize(normalize(u))).toBe(normalize(u));
    }
  });
});

describe("urn lexical equivalence", () => {
  it("passes RFC 8141 §3.2", () => {
    const first = ["urn:example:a123,z456", "URN:example:a123,z456", "urn:EXAMPLE:a123,z456"];
    const second = [
      "urn:example:a123,z456?+abc",
      "urn:example:a123,z456?=xyz",
      "urn:example:a123,z456#789",
    ];
    for (const a of [...first, ...second]) {
      for (const b of [...first, ...second]) expect(equivalent(a, b), `${a} ~ ${b}`).toBe(true);
    }
    const third = [
      "urn:example:a123,z456/foo",
      "urn:example:a123,z456/bar",
      "urn:example:a123,z456/baz",
    ];
    for (const a of third) {
      for (const b of [...first, ...second, ...third]) {
        if (a !== b) expect(equivalent(a, b), `${a} !~ ${b}`).toBe(false);
      }
    }
    const fourth = ["urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456"];
    expect(equivalent(fourth[0]!, fourth[1]!)).toBe(true);
    for (const a of fourth) {
      for (const b of [...first, ...second, ...third]) expect(equivalent(a, b)).toBe(false);
    }
    for (const a of [
      "urn:example:A123,z456",
      "urn:example:a123,Z456",
      "urn:example:%D0%B0123,z456",
    ]) {
      for (const b of first) expect(equivalent(a, b), `${a} !~ ${b}`).toBe(false);
    }
  });

  it("passes the draft §5.1 examples (with 'FOO' as in RFC 2141 §6.1)", () => {
    // The draft in specs/ prints URNs 3 and 6 with the digits "F00"; its own text ("URNs 1,
    // 2, 3 and 8 are all lexically equivalent"; "5 and 6 are only lexically equivalent to each
    // other") only holds for the letters "FOO", as in RFC 2141 §6.1.
    const urns = [
      "URN:foo:a123,456",
      "urn:foo:a123,456",
      "urn:FOO:a123,456",
      "urn:foo:A123,456",
      "urn:foo:a123%2C456",
      "URN:FOO:a123%2c456",
      "urn:foo:a123,456?x=y",
      "urn:foo:a123,456#xyz",
    ];
    const classes5a = [[0, 1, 2, 6, 7], [3], [4, 5]];
    const classes5b = [[0, 1, 2, 7], [6], [3], [4, 5]];
    for (const [classes, step5b] of [
      [classes5a, false],
      [classes5b, true],
    ] as const) {
      for (const cls of classes) {
        for (let i = 0; i < urns.length; i++) {
          for (const j of cls) {
            const same = cls.includes(i);
            expect(
              equivalent(urns[i]!, urns[j]!, step5b),
              `${i + 1} ~ ${j + 1} (5b=${step5b})`,
            ).toBe(same);
          }
        }
      }
    }
    // the digits "F00" name another namespace
    expect(equivalent("urn:F00:a123,456", "urn:foo:a123,456")).toBe(false);
    expect(equivalent("URN:F00:a123%2c456", "urn:f00:a123%2C456")).toBe(true);
  });

  it("orders directives under step 5b", () => {
    expect(equivalent("urn:isbn:1?s=I2L&c=ToC", "urn:isbn:1?c=ToC&s=I2L", true)).toBe(true);
    expect(equivalent("urn:isbn:1?s=I2L&c=ToC", "urn:isbn:1?s=I2L", true)).toBe(false);
    expect(equivalent("urn:isbn:1?s=I2L&c=ToC", "urn:isbn:1?s=I2L")).toBe(true);
    expect(urnEquivalenceKey("urn:isbn:1?c=a%2f&s=b", { step5b: true })).toBe(
      "urn:isbn:1?c=a%2F&s=b",
    );
  });

  it("gives no key for what is not a valid URN", () => {
    expect(urnEquivalenceKey("http://example.com/")).toBeNull();
    expect(urnEquivalenceKey("urn:urn:x")).toBeNull();
    expect(urnEquivalenceKey("urn:example:a b")).toBeNull();
    expect(urnEquivalenceKey("urn:example:")).toBeNull();
    expect(urnEquivalenceKey("URN:Example:A%2fb#x")).toBe("urn:example:A%2Fb");
  });
});

describe("urn:uuid (RFC 4122 §3: case-insensitive hex)", () => {
  it("is equivalent across case and normalizes to lower case", async () => {
    const { urnEquivalenceKey } = await import("../../../src/core/schemes/urn.js");
    const { normalizeUri } = await import("../../../src/core/normalize.js");
    expect(urnEquivalenceKey("URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6")).toBe(
      urnEquivalenceKey("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6"),
    );
    expect(normalizeUri("URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6")).toBe(
      "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
    );
  });
});

describe("the oid namespace's NSS (RFC 3061 §2)", () => {
  it("reads dotted decimal arcs with no leading zero", () => {
    for (const u of ["urn:oid:1.2.3.4", "urn:oid:2.16.840", "urn:oid:0", "urn:oid:1.0.10.203"]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });
  it("refuses an arc that is empty, not decimal or has a leading zero", () => {
    for (const u of [
      "urn:oid:1.2.x.3",
      "urn:oid:1.2..3",
      "urn:oid:1.2.03.3",
      "urn:oid:01.2",
      "urn:oid:1.2.",
    ]) {
      expect(schemeErrors(u), u).toContain("bad-oid");
    }
  });
});
