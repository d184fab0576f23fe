import { describe, expect, it } from "vitest";
import { analyzeUri } from "../../src/core/analyze.js";
import { equivalent } from "../../src/core/equivalent.js";
import { InvalidUriError } from "../../src/core/errors.js";
import { normalizeUri } from "../../src/core/normalize.js";
import { resolveUri } from "../../src/core/resolve.js";
import { validateUri } from "../../src/core/validate.js";

const MB = 1 << 20;

/** runs every entry point; each must return (or throw InvalidUriError) quickly */
function everything(s: string): void {
  const t = performance.now();
  const v = validateUri(s);
  expect(typeof v.valid).toBe("boolean");
  const a = analyzeUri(s);
  expect(a.valid).toBe(v.valid);
  try {
    const n = normalizeUri(s);
    expect(typeof n).toBe("string");
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidUriError);
  }
  try {
    resolveUri(s, "http://a/b/c/d;p?q");
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidUriError);
  }
  try {
    resolveUri("../g", s);
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidUriError);
  }
  equivalent(s, `${s}x`);
  expect(performance.now() - t).toBeLessThan(5000);
}

describe("robustness: a result, never a hang or a crash", () => {
  it("a megabyte path", () => {
    const s = `http://example.com/${"a".repeat(MB)}`;
    everything(s);
    expect(validateUri(s).valid).toBe(true);
  });
  it("a megabyte of dot segments", () => {
    everything(`http://example.com${"/a/..".repeat(MB / 5)}`);
    everything(`http://example.com${"/.".repeat(MB / 2)}`);
    expect(normalizeUri(`http://example.com${"/a/..".repeat(MB / 5)}/g`)).toBe(
      "http://example.com/g",
    );
  });
  it("a megabyte of percent-encodings to decode and re-encode", () => {
    everything(`http://example.com/${"%7e%2f".repeat(MB / 6)}`);
    everything(`http://example.com/${"é".repeat(MB / 2)}`);
  });
  it("a megabyte host, userinfo, query, fragment, port", () => {
    everything(`http://${"a.".repeat(MB / 2)}com/`);
    everything(`http://${"ü".repeat(MB)}.com/`);
    everything(`http://${"u:".repeat(MB / 2)}@host/`);
    everything(`http://h/?${"q=1&".repeat(MB / 4)}`);
    everything(`http://h/#${"f".repeat(MB)}`);
    everything(`http://h:${"9".repeat(MB)}/`);
    everything(`http://[${"1:".repeat(MB / 2)}]/`);
  });
  it("a megabyte scheme and megabyte garbage", () => {
    everything(`${"a".repeat(MB)}:x`);
    everything(":".repeat(MB));
    everything("%".repeat(MB));
    everything("[".repeat(MB));
    everything(`urn:${"a".repeat(MB)}:x`);
  });
  it("control characters and NUL", () => {
    for (let c = 0; c < 0x20; c++) {
      const ch = String.fromCharCode(c);
      everything(`http://exa${ch}mple.com/`);
      everything(`http://example.com/${ch}`);
      everything(`${ch}http://example.com/`);
      expect(validateUri(`http://example.com/a${ch}b`).valid).toBe(false);
    }
    everything("\u007f");
    everything("http://example.com/\u0085\u009f");
    everything("\0");
    expect(validateUri("http://example.com/%00").valid).toBe(true);
  });
  it("lone surrogates and noncharacters", () => {
    for (const s of [
      "http://example.com/\ud800",
      "http://example.com/\udc00x",
      "http://ex\ud83dample.com/",
      "http://example.com/?\udfff",
      "http://example.com/#\ud800\ud800",
      "http://example.com/\uffff",
      "http://example.com/\ufdd0",
      "\ud800:x",
    ]) {
      everything(s);
      expect(validateUri(s).valid).toBe(false);
    }
    everything("http://example.com/\ud83d\ude00");
    expect(normalizeUri("http://example.com/\ud83d\ude00")).toBe("http://example.com/%F0%9F%98%80");
  });
  it("empty and tiny inputs", () => {
    for (const s of [
      "",
      ":",
      "a:",
      "//",
      "/",
      "?",
      "#",
      "%",
      "[",
      "]",
      "@",
      "a:b",
      "a://",
      "a://@:",
    ])
      everything(s);
  });
});
