import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("tel (RFC 3966)", () => {
  it("accepts the §6 and §8 examples", () => {
    for (const u of [
      "tel:+1-201-555-0123",
      "tel:7042;phone-context=example.com",
      "tel:863-1234;phone-context=+1-914-555",
      "tel:+1-212-555-0101",
      "tel:+1-555-438-3732",
      "tel:1234;phone-context=munich.example.com",
      "tel:+1-900-555-0191",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("accepts parameters in the §3 order", () => {
    for (const u of [
      "tel:+1-201-555-0123;ext=1234",
      "tel:+1-201-555-0123;isub=1411",
      "tel:+358-555-1234567;postd=pp22",
      "tel:+1(201)555.0123",
      "tel:*21%23;phone-context=+1",
      "tel:AB12;phone-context=example.com.",
      "tel:411;ext=22;phone-context=+1;a=1;b;c=x%20y",
      "tel:+49-6151-16;m-foo=bar;zzz",
      "TEL:+1-201-555-0123;EXT=1234",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("requires phone-context on local numbers (§5.1.5)", () => {
    expect(schemeErrors("tel:7042")).toEqual(["tel-missing-phone-context"]);
    expect(schemeErrors("tel:911;ext=1")).toEqual(["tel-missing-phone-context"]);
  });

  it("rejects malformed subscribers and parameters", () => {
    for (const u of [
      "tel:",
      "tel:+",
      "tel:+-",
      "tel:+1-800-FLOWERS",
      "tel:+1%20800",
      "tel:12G4;phone-context=example.com",
      "tel:+1234;phone-context=+1", // context only on local numbers
      "tel:1234;phone-context=",
      "tel:1234;phone-context=-bad.example",
      "tel:1234;phone-context=example.123",
      "tel:+1234;ext=12a",
      "tel:+1234;ext=1;isub=2",
      "tel:+1234;ext=1;ext=2",
      "tel:+1234;a=1;a=2",
      "tel:+1234;b=1;a=2", // lexicographic order
      "tel:+1234;a=1;ext=2", // ext first
      "tel:1234;a=1;phone-context=+1", // context before others
      "tel:+1234;=x",
      "tel:+1234;a=",
      "tel:+1234;a=b,c",
      "tel:+1234;",
      "tel:+1234?x",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-tel"]);
    }
    expect(schemeErrors("tel://+1234")).toEqual(["authority-not-allowed"]);
  });
});
