import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("telnet (RFC 1738 §3.8)", () => {
  it("accepts login forms with an empty or '/' path", () => {
    for (const u of [
      "telnet://melvyl.ucop.edu/",
      "telnet://192.0.2.16:80/",
      "telnet://host.example",
      "telnet://user:password@host.example:2323/",
      "telnet://user@host.example",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects other paths, queries and missing hosts", () => {
    expect(schemeErrors("telnet://host.example/dir")).toEqual(["bad-path"]);
    expect(schemeErrors("telnet://host.example//")).toEqual(["bad-path"]);
    expect(schemeErrors("telnet://host.example/?x")).toEqual(["query-not-allowed"]);
    expect(schemeErrors("telnet:host.example")).toEqual(["missing-host", "bad-path"]);
    expect(schemeErrors("telnet://host.example:123456/")).toEqual(["bad-port"]);
  });
});
