import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("mid (RFC 2392 §2)", () => {
  it("accepts a message-id and an optional content-id, addr-specs", () => {
    for (const u of [
      "mid:960830.1639@XIson.com/partA.960830.1639@XIson.com",
      "mid:960830.1639@XIson.com",
      "mid:foo4%25foo1@bar.net",
      "mid:%3Cx%40y.example%3E",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("refuses what is not an addr-spec: an SDP media id, an empty side", () => {
    for (const u of ["mid:1", "mid:zen", "mid:a@", "mid:@b", "mid:a@b/c", "mid://a@b"]) {
      expect(schemeErrors(u), u).toEqual(["bad-mid"]);
    }
  });
});

describe("ni (RFC 6920 §3)", () => {
  it("accepts the §3 and §8 examples", () => {
    for (const u of [
      "ni:///sha-256;UyaQV-Ev4rdLoHyJJWCi11OHfrYv9E1aGQAlMO2X_-Q",
      "ni://example.com/sha-256;f4OxZX_x_FO5LcGBSKHWXfwtSx-j1ncoSt3SABJtkGk",
      "ni:///sha-256-32;f4OxZQ?ct=text/plain",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("refuses a YANG prefix, a missing alg or value, more segments, a fragment", () => {
    for (const u of [
      "ni:name",
      "ni:network-instances",
      "ni:///sha-256",
      "ni:///;abc",
      "ni:///sha-256;",
      "ni:///a/b/c;d",
      "ni:///x;y#frag",
      "ni:///sha-256;a%2Fb",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-ni"]);
    }
  });
});

describe("service (RFC 2609 §2.1)", () => {
  it('accepts "service:" srvtype "://" addrspec, abstract and concrete types', () => {
    for (const u of [
      "service:printer:lpr://printer.example.com/queue1",
      "service:directory-agent://da.example.com",
      "service:x-fooservice://host:1234;param=1",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("refuses a word after the colon (a table heading, prose)", () => {
    for (const u of [
      "service:Forward",
      "service:(Forward)",
      "service://host",
      "service:a:b:c://h",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-service"]);
    }
  });
});
