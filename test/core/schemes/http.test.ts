import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("http, https (RFC 9110 §4.2)", () => {
  it("accepts hosts of every kind", () => {
    for (const u of [
      "http://example.com",
      "http://example.com/",
      "https://www.example.com:8080/a/b?q=1#f",
      "http://192.0.2.16:80/",
      "http://[2001:db8::1]/",
      "http://user:pass@example.com/",
      "https://example.com:/",
      "HTTP://EXAMPLE.COM/",
      "http://例え.テスト/",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects a missing or empty host (§4.2.1: MUST reject as invalid)", () => {
    expect(schemeErrors("http:///path")).toEqual(["missing-host"]);
    expect(schemeErrors("http:/path")).toEqual(["missing-host"]);
    expect(schemeErrors("http:path")).toEqual(["missing-host"]);
    expect(schemeErrors("https://")).toEqual(["missing-host"]);
    expect(schemeErrors("http://user@/")).toEqual(["missing-host"]);
    expect(schemeErrors("http://:80/")).toEqual(["missing-host"]);
  });

  it("rejects ports outside 0–65535", () => {
    expect(schemeErrors("http://a.example:65535/")).toEqual([]);
    expect(schemeErrors("http://a.example:0/")).toEqual([]);
    expect(schemeErrors("http://a.example:65536/")).toEqual(["bad-port"]);
    expect(schemeErrors("http://a.example:99999999999999999999/")).toEqual(["bad-port"]);
  });
});

describe("ws, wss (RFC 6455 §3)", () => {
  it("accepts the §3 forms", () => {
    expect(schemeErrors("ws://example.com/chat")).toEqual([]);
    expect(schemeErrors("wss://example.com:8443/chat?x=1")).toEqual([]);
  });
  it("rejects fragments, userinfo and missing hosts", () => {
    expect(schemeErrors("ws://example.com/chat#frag")).toEqual(["fragment-not-allowed"]);
    expect(schemeErrors("wss://u@example.com/")).toEqual(["userinfo-not-allowed"]);
    expect(schemeErrors("ws:/chat")).toEqual(["missing-host"]);
  });
});
