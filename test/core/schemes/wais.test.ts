import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("wais (RFC 1738 §3.9)", () => {
  it("accepts the three forms", () => {
    for (const u of [
      "wais://quake.think.com/wais-discussion-archives?lynch",
      "wais://quake.think.com:210/database",
      "wais://host.example/db/TEXT/0123;4=x",
      // §5: database, wtype, wpath and search are *uchar, each may be empty
      // (Regexp::Common t/URI/wais.t)
      "wais://127.0.0.1/",
      "wais://127.0.0.1:210/",
      "wais://127.0.0.1/?",
      "wais://127.0.0.1/?database",
      "wais://127.0.0.1///",
      "wais://127.0.0.1/database//",
      "wais://127.0.0.1//wtype/wpath",
      "wais://127.0.0.1/database/wtype/",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects other shapes", () => {
    for (const u of [
      "wais://host.example",
      "wais://host.example/db/",
      "wais://host.example/db/type",
      "wais://host.example/db/type/path/more",
      "wais://host.example/db/type/path?search",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-wais"]);
    }
    expect(schemeErrors("wais:/db")).toEqual(["missing-host"]);
  });
});

describe("wais: dot segments", () => {
  it("rejects '.' and '..' segments, which normalization would remove (RFC 3986 §5.2.4)", () => {
    for (const u of [
      "wais://aa/.",
      "wais://aa/.?a",
      "wais://aa/a/a/.",
      "wais://aa/./a/a",
      "wais://aa/%2E%2e",
    ]) {
      expect(schemeErrors(u), u).toContain("bad-wais");
    }
  });
});
