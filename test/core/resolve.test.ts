import { describe, expect, it } from "vitest";
import { removeDotSegments } from "../../src/core/dot-segments.js";
import { InvalidUriError } from "../../src/core/errors.js";
import { resolveUri } from "../../src/core/resolve.js";

const BASE = "http://a/b/c/d;p?q";

// RFC 3986 §5.4.1 Normal Examples
const NORMAL: Array<[string, string]> = [
  ["g:h", "g:h"],
  ["g", "http://a/b/c/g"],
  ["./g", "http://a/b/c/g"],
  ["g/", "http://a/b/c/g/"],
  ["/g", "http://a/g"],
  ["//g", "http://g"],
  ["?y", "http://a/b/c/d;p?y"],
  ["g?y", "http://a/b/c/g?y"],
  ["#s", "http://a/b/c/d;p?q#s"],
  ["g#s", "http://a/b/c/g#s"],
  ["g?y#s", "http://a/b/c/g?y#s"],
  [";x", "http://a/b/c/;x"],
  ["g;x", "http://a/b/c/g;x"],
  ["g;x?y#s", "http://a/b/c/g;x?y#s"],
  ["", "http://a/b/c/d;p?q"],
  [".", "http://a/b/c/"],
  ["./", "http://a/b/c/"],
  ["..", "http://a/b/"],
  ["../", "http://a/b/"],
  ["../g", "http://a/b/g"],
  ["../..", "http://a/"],
  ["../../", "http://a/"],
  ["../../g", "http://a/g"],
];

// RFC 3986 §5.4.2 Abnormal Examples (RFC 3986's values, not the 2003 draft's)
const ABNORMAL: Array<[string, string]> = [
  ["../../../g", "http://a/g"],
  ["../../../../g", "http://a/g"],
  ["/./g", "http://a/g"],
  ["/../g", "http://a/g"],
  ["g.", "http://a/b/c/g."],
  [".g", "http://a/b/c/.g"],
  ["g..", "http://a/b/c/g.."],
  ["..g", "http://a/b/c/..g"],
  ["./../g", "http://a/b/g"],
  ["./g/.", "http://a/b/c/g/"],
  ["g/./h", "http://a/b/c/g/h"],
  ["g/../h", "http://a/b/c/h"],
  ["g;x=1/./y", "http://a/b/c/g;x=1/y"],
  ["g;x=1/../y", "http://a/b/c/y"],
  ["g?y/./x", "http://a/b/c/g?y/./x"],
  ["g?y/../x", "http://a/b/c/g?y/../x"],
  ["g#s/./x", "http://a/b/c/g#s/./x"],
  ["g#s/../x", "http://a/b/c/g#s/../x"],
  ["http:g", "http:g"], // strict parsers
];

describe("resolveUri: RFC 3986 §5.4.1 normal examples", () => {
  for (const [ref, target] of NORMAL) {
    it(`${JSON.stringify(ref)} → ${target}`, () => {
      expect(resolveUri(ref, BASE)).toBe(target);
      expect(resolveUri(ref, BASE, { strict: false })).toBe(target);
    });
  }
});

describe("resolveUri: RFC 3986 §5.4.2 abnormal examples", () => {
  for (const [ref, target] of ABNORMAL) {
    it(`${JSON.stringify(ref)} → ${target} (strict)`, () => {
      expect(resolveUri(ref, BASE)).toBe(target);
      expect(resolveUri(ref, BASE, { strict: true })).toBe(target);
    });
  }
  it("non-strict: http:g → http://a/b/c/g (backward compatibility, §5.4.2)", () => {
    expect(resolveUri("http:g", BASE, { strict: false })).toBe("http://a/b/c/g");
    expect(resolveUri("HTTP:g", BASE, { strict: false })).toBe("http://a/b/c/g");
    // other abnormal examples do not change in non-strict mode
    for (const [ref, target] of ABNORMAL.slice(0, -1)) {
      expect(resolveUri(ref, BASE, { strict: false })).toBe(target);
    }
  });
});

describe("remove_dot_segments (RFC 3986 §5.2.4)", () => {
  it("the two worked examples of §5.2.4", () => {
    expect(removeDotSegments("/a/b/c/./../../g")).toBe("/a/g");
    expect(removeDotSegments("mid/content=5/../6")).toBe("mid/6");
  });
  it("each rule", () => {
    expect(removeDotSegments("../a")).toBe("a"); // A
    expect(removeDotSegments("./a")).toBe("a"); // A
    expect(removeDotSegments("/./a")).toBe("/a"); // B
    expect(removeDotSegments("/a/.")).toBe("/a/"); // B at end
    expect(removeDotSegments("/a/../b")).toBe("/b"); // C
    expect(removeDotSegments("/a/..")).toBe("/"); // C at end
    expect(removeDotSegments(".")).toBe(""); // D
    expect(removeDotSegments("..")).toBe(""); // D
    expect(removeDotSegments("a/..")).toBe("/");
    expect(removeDotSegments("/..")).toBe("/");
    expect(removeDotSegments("/a/b/")).toBe("/a/b/");
    expect(removeDotSegments("a/.b/..c/")).toBe("a/.b/..c/");
  });
  it("is linear on long paths", () => {
    const path = `${"/a".repeat(200_000)}${"/..".repeat(200_000)}/g`;
    const t = performance.now();
    expect(removeDotSegments(path)).toBe("/g");
    expect(performance.now() - t).toBeLessThan(2000);
  });
});

describe("resolveUri: other bases and edge cases", () => {
  it("merges with an empty base path when the base has an authority (§5.2.3)", () => {
    expect(resolveUri("g", "http://a")).toBe("http://a/g");
    expect(resolveUri("g", "http://a?q")).toBe("http://a/g");
    expect(resolveUri("", "http://a")).toBe("http://a");
  });
  it("keeps an empty query and fragment (§5.3)", () => {
    expect(resolveUri("?", BASE)).toBe("http://a/b/c/d;p?");
    expect(resolveUri("#", BASE)).toBe("http://a/b/c/d;p?q#");
    expect(resolveUri("g?", BASE)).toBe("http://a/b/c/g?");
  });
  it("drops the base fragment (§5.2.1)", () => {
    expect(resolveUri("", "http://a/b#f")).toBe("http://a/b");
    expect(resolveUri("#g", "http://a/b#f")).toBe("http://a/b#g");
  });
  it("bases without an authority", () => {
    expect(resolveUri("g", "mailto:a@b")).toBe("mailto:g");
    expect(resolveUri("x", "foo:a/b/c")).toBe("foo:a/b/x");
    expect(resolveUri("../x", "foo:/a/b/c")).toBe("foo:/a/x");
    expect(resolveUri("#f", "urn:ex:abc")).toBe("urn:ex:abc#f");
  });
  it("a network-path reference replaces the authority", () => {
    expect(resolveUri("//h:8/p/../q?z", BASE)).toBe("http://h:8/q?z");
  });
  it("a reference with a scheme has its dot segments removed", () => {
    expect(resolveUri("g:/a/./b/../c", BASE)).toBe("g:/a/c");
  });
  it("never yields a path that would read as an authority (errata 4547)", () => {
    expect(resolveUri("..//g", "foo:/a/b")).toBe("foo:/.//g");
    expect(resolveUri(".//g", "foo:/a")).toBe("foo:/.//g");
  });
  it("IRIs keep their Unicode", () => {
    expect(resolveUri("ü/x", "http://ex.example/a/b")).toBe("http://ex.example/a/ü/x");
  });
  it("throws InvalidUriError on a relative or invalid base, or an invalid reference", () => {
    expect(() => resolveUri("g", "/relative/base")).toThrow(InvalidUriError);
    try {
      resolveUri("g", "//a/b");
    } catch (e) {
      expect((e as InvalidUriError).reason).toBe("missing-scheme");
    }
    expect(() => resolveUri("g", "http://a b/")).toThrow(InvalidUriError);
    expect(() => resolveUri("a b", BASE)).toThrow(InvalidUriError);
    expect(() => resolveUri("%zz", BASE)).toThrow(/bad-percent-encoding/);
  });
});

describe("resolveUri: encoded dots (RFC 3986 §2.3: %2E is the unreserved '.')", () => {
  it("a segment of encoded dots is a dot-segment, whatever case and mix", () => {
    expect(resolveUri("%2E%2E", BASE)).toBe("http://a/b/");
    expect(resolveUri("%2e/g", BASE)).toBe("http://a/b/c/g");
    expect(resolveUri(".%2E/.%2e/../g", "s://a/b/c/d/e/f")).toBe("s://a/b/g");
    expect(resolveUri("/x/%2e%2E/y", BASE)).toBe("http://a/y");
  });
  it("other encodings and longer runs of dots stay as written", () => {
    expect(resolveUri("%2E%2E%2E/x", BASE)).toBe("http://a/b/c/%2E%2E%2E/x");
    expect(resolveUri("a%2Eb/%41", BASE)).toBe("http://a/b/c/a%2Eb/%41");
    expect(resolveUri("g?q=%2E%2E#%2E", BASE)).toBe("http://a/b/c/g?q=%2E%2E#%2E");
  });
});
