import { describe, expect, it } from "vitest";
import { decodeText, percentDecode, upperPercent } from "../../../src/core/schemes/util.js";

describe("scheme helpers", () => {
  it("percent-decodes to octets, IRI characters as UTF-8 (RFC 3987 §3.1)", () => {
    expect(Array.from(percentDecode("a%2cB")!)).toEqual([97, 44, 66]);
    expect(Array.from(percentDecode("é")!)).toEqual([0xc3, 0xa9]);
    expect(Array.from(percentDecode("納")!)).toEqual([0xe7, 0xb4, 0x8d]);
    expect(Array.from(percentDecode("\u{10300}")!)).toEqual([0xf0, 0x90, 0x8c, 0x80]);
    expect(percentDecode("%")).toBeNull();
    expect(percentDecode("%g0")).toBeNull();
    expect(percentDecode("\ud800")).toBeNull();
    expect(percentDecode("\udc00x")).toBeNull();
  });

  it("reads UTF-8 strictly", () => {
    expect(decodeText("caf%C3%A9")).toBe("café");
    expect(decodeText("caf%E9")).toBeNull();
    expect(decodeText("%C0%AF")).toBeNull(); // overlong
  });

  it("uppercases percent-encodings without decoding (RFC 3986 §6.2.2.1)", () => {
    expect(upperPercent("a%2cb%7e%41c")).toBe("a%2Cb%7E%41c");
    expect(upperPercent("abc")).toBe("abc");
    expect(upperPercent("ab%2")).toBe("ab%2");
  });
});
