/**
 * The public surface (src/index.ts) against DESIGN.md's contract: every name is there and
 * the mode-aware entry points send mail to the mail scanner and text to the text scanner.
 */
import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

const MAIL = readFileSync(new URL("../samples/message.eml", import.meta.url));
const TEXT = "Yes, Jim, see <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>.\n";

describe("public API (DESIGN.md Contracts)", () => {
  it("exports every function of the contract", () => {
    for (const name of [
      "extract",
      "createExtractStream",
      "extractStream",
      "createWebExtractStream",
      "parseUri",
      "validateUri",
      "normalizeUri",
      "resolveUri",
      "equivalent",
    ]) {
      expect(typeof (api as Record<string, unknown>)[name], name).toBe("function");
    }
    expect(new api.InvalidUriError("bad-port", 3)).toBeInstanceOf(Error);
  });

  it("extract detects mail and text (mode auto)", () => {
    const mail = api.extract(MAIL);
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((f) => f.message !== undefined)).toBe(true);
    const text = api.extract(TEXT);
    expect(text.map((f) => [f.uri, f.delimiter, f.message])).toEqual([
      ["http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", "angle", undefined],
    ]);
    // forcing text mode reads the message as plain text: no message context
    expect(api.extract(MAIL, { mode: "text" }).every((f) => f.message === undefined)).toBe(true);
  });

  it("the three streaming forms give what extract gives, whatever the chunking", async () => {
    const whole = api.extract(MAIL);
    const chunks = [MAIL.subarray(0, 7), MAIL.subarray(7, 300), MAIL.subarray(300)];

    const viaNode: api.Found[] = [];
    await pipeline(Readable.from(chunks), api.createExtractStream(), async (source) => {
      for await (const f of source) viaNode.push(f as api.Found);
    });
    expect(viaNode).toEqual(whole);

    const viaIter: api.Found[] = [];
    for await (const f of api.extractStream(chunks)) viaIter.push(f);
    expect(viaIter).toEqual(whole);

    // the WHATWG stream of the Node entry is mail-aware too (the browser entry's,
    // src/web.ts, is text only: test/package-entries.test.ts)
    const viaWeb: api.Found[] = [];
    const reader = new Blob(chunks).stream().pipeThrough(api.createWebExtractStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      viaWeb.push(value);
    }
    expect(viaWeb).toEqual(whole);
  });

  it("normalizeUri throws the typed error with offset and reason", () => {
    try {
      api.normalizeUri("http://a:8x/");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(api.InvalidUriError);
      expect((e as api.InvalidUriError).reason).toBe("bad-port");
      expect((e as api.InvalidUriError).offset).toBe(10);
    }
  });
});

describe("bad arguments: a clear error at the call, naming the option", () => {
  const cases: [string, object, ErrorConstructor, RegExp][] = [
    ["maxLength above 16 MiB (was a 3 GB allocation)", { maxLength: 1e9 }, RangeError, /maxLength/],
    [
      "maxLength 2^31 (was an invalid typed array length mid-scan)",
      { maxLength: 2 ** 31 },
      RangeError,
      /maxLength/,
    ],
    ["maxLength 0", { maxLength: 0 }, RangeError, /maxLength/],
    ["maxLength NaN", { maxLength: Number.NaN }, TypeError, /maxLength/],
    ["maxLength as a string", { maxLength: "8192" }, TypeError, /maxLength/],
    [
      "schemes as a string (was `map is not a function`)",
      { schemes: "http" },
      TypeError,
      /schemes/,
    ],
    ["schemes with a number", { schemes: [1] }, TypeError, /schemes/],
    ["hyphen unknown (was read as `both`)", { hyphen: "yes" }, TypeError, /hyphen/],
    ["mode unknown (was read as `auto`)", { mode: "html" }, TypeError, /mode/],
    ["base not a string", { base: 1 }, TypeError, /base/],
    ["onWarning not a function", { onWarning: "log" }, TypeError, /onWarning/],
    // session 48's audit: these were taken silently
    ['fuzzy as a string ("false" turned it on)', { fuzzy: "false" }, TypeError, /fuzzy/],
    [
      "includeInvalid as a number (was ignored)",
      { includeInvalid: 1 },
      TypeError,
      /includeInvalid/,
    ],
    ["base not absolute (was ignored)", { base: "not a uri" }, TypeError, /base/],
    ["base without a colon", { base: "example.com/" }, TypeError, /base/],
    ["a scheme name with blanks (matched nothing)", { schemes: [" ftp "] }, TypeError, /schemes/],
    ["an empty scheme name", { schemes: [""] }, TypeError, /schemes/],
  ];
  for (const [name, options, type, message] of cases) {
    it(name, () => {
      const o = options as api.ExtractOptions;
      expect(() => api.extract(TEXT, o)).toThrow(type);
      expect(() => api.extract(TEXT, o)).toThrow(message);
      expect(() => api.createExtractStream(o)).toThrow(type);
      expect(() => api.createWebExtractStream(o)).toThrow(type);
      // … and when the async iterable is made, not at its first record
      expect(() => api.extractStream([TEXT], o)).toThrow(type);
    });
  }
  it("extractStream's source must be iterable", () => {
    expect(() => api.extractStream(42 as unknown as string[])).toThrow(/iterable/);
  });
  it("the core's functions name a non-string argument", () => {
    expect(() => api.normalizeUri(5 as unknown as string)).toThrow(/normalizeUri.*string/);
    expect(() => api.equivalent(1 as unknown as string, 1 as unknown as string)).toThrow(TypeError);
    expect(() => api.validateUri(null as unknown as string)).toThrow(/validateUri/);
    expect(() => api.parseUri({} as unknown as string)).toThrow(/parseUri/);
    expect(() => api.analyzeUri(1 as unknown as string)).toThrow(/analyzeUri/);
    expect(() => api.resolveUri("a", 1 as unknown as string)).toThrow(/resolveUri.*base/);
  });
  it("null is an option not given", () => {
    const o = { mode: null, maxLength: null, onWarning: null, schemes: null, base: null };
    expect(api.extract(TEXT, o as unknown as api.ExtractOptions).length).toBe(1);
  });
  it("input that is neither text nor bytes", () => {
    expect(() => api.extract(42 as unknown as string)).toThrow(/string or a Uint8Array/);
  });
  it("the limits themselves are accepted; a maxLength under 16 reads as 16", () => {
    expect(api.extract(TEXT, { maxLength: 16 * 1024 * 1024 }).length).toBe(1);
    expect(api.extract("x http://a.ex/ y", { maxLength: 1 }).map((f) => f.uri)).toEqual([
      "http://a.ex/",
    ]);
  });
});
