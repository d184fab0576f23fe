import { describe, expect, it } from "vitest";
import { getSchemeRule } from "../../../src/core/schemes/index.js";
import { partsOf, schemeErrors } from "./helpers.js";

describe("file (RFC 8089)", () => {
  it("accepts the App. B examples and §2 forms", () => {
    for (const u of [
      "file:///path/to/file",
      "file:/path/to/file",
      "file://host.example.com/path/to/file",
      "file://localhost/etc/fstab",
      "file:///c:/path/to/file",
      "file:///",
      "file://[2001:db8::7]/share/x",
      "file:///etc/fstab#section",
      "file:/",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects the non-standard App. E variants", () => {
    expect(schemeErrors("file:c:/path/to/file")).toEqual(["bad-file"]); // E.2
    expect(schemeErrors("file:////host.example.com/path/to/file")).toEqual(["bad-file"]); // E.3.2
    expect(schemeErrors("file://///host.example.com/path/to/file")).toEqual(["bad-file"]);
    expect(schemeErrors("file://user@host.example/x")).toEqual(["userinfo-not-allowed"]); // E.1
  });

  it("rejects a port, a query, an empty or relative path", () => {
    expect(schemeErrors("file://host.example:21/x")).toEqual(["port-not-allowed"]);
    expect(schemeErrors("file://host.example:/x")).toEqual(["port-not-allowed"]);
    expect(schemeErrors("file:///x?y")).toEqual(["query-not-allowed"]);
    expect(schemeErrors("file://host.example")).toEqual(["bad-file"]);
    expect(schemeErrors("file:")).toEqual(["bad-file"]);
    expect(schemeErrors("file:relative/path")).toEqual(["bad-file"]);
  });

  it("normalizes localhost to the empty authority (§2)", () => {
    const rule = getSchemeRule("file")!;
    const n = rule.normalize!(partsOf("file://localhost/etc/fstab"));
    expect(n.host).toBe("");
    expect(n.path).toBe("/etc/fstab");
    // no authority at all is the same local file (§2), in the same empty-authority form
    const local = rule.normalize!(partsOf("file:/etc/fstab"));
    expect(local.host).toBe("");
    expect(local.path).toBe("/etc/fstab");
    // a local path that is "//…" once its dot segments are gone keeps no authority
    const unc = rule.normalize!({ ...partsOf("file:///x"), path: "//x" });
    expect(unc.authority).toBeUndefined();
    expect(unc.path).toBe("/.//x");
    const same = partsOf("file://host.example/x");
    expect(rule.normalize!(same)).toBe(same);
  });
});
