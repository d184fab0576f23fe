import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseUri } from "../../../src/core/parse.js";
import { defaultPort, getSchemeRule, urnEquivalenceKey } from "../../../src/core/schemes/index.js";

const NAMES = [
  "http",
  "ws",
  "ftp",
  "mailto",
  "news",
  "nntp",
  "telnet",
  "gopher",
  "wais",
  "prospero",
  "file",
  "data",
  "tel",
  "urn",
];

/** Runs the rule of `uri`'s scheme; returns its errors, or null when the grammar refuses it. */
function run(uri: string): string[] | null {
  const r = parseUri(uri);
  if (!r.ok || r.parts.scheme === undefined) return null;
  const rule = getSchemeRule(r.parts.scheme.toLowerCase());
  const errors: string[] = [];
  rule?.check?.(r.parts, errors);
  if (rule?.normalize !== undefined && errors.length === 0) rule.normalize(r.parts);
  return errors;
}

describe("scheme table", () => {
  it("holds every scheme family with its default port", () => {
    const ports: Record<string, number | undefined> = {
      http: 80,
      https: 443,
      ws: 80,
      wss: 443,
      ftp: 21,
      telnet: 23,
      gopher: 70,
      nntp: 119,
      news: 119,
      wais: 210,
      prospero: 1525,
      mailto: undefined,
      file: undefined,
      data: undefined,
      tel: undefined,
      urn: undefined,
    };
    for (const [name, port] of Object.entries(ports)) {
      const rule = getSchemeRule(name);
      expect(rule?.name, name).toBe(name);
      expect(defaultPort(name), name).toBe(port);
    }
  });

  it("requires a host where the scheme needs one", () => {
    for (const name of [
      "http",
      "https",
      "ws",
      "wss",
      "ftp",
      "telnet",
      "gopher",
      "nntp",
      "wais",
      "prospero",
    ]) {
      expect(getSchemeRule(name)?.requiresHost, name).toBe(true);
    }
    for (const name of ["mailto", "news", "file", "data", "tel", "urn"]) {
      expect(getSchemeRule(name)?.requiresHost ?? false, name).toBe(false);
    }
  });

  it("marks line protocols (encoded CRLF risk)", () => {
    for (const name of ["http", "https", "ftp", "telnet", "gopher", "nntp"]) {
      expect(getSchemeRule(name)?.lineProtocol, name).toBe(true);
    }
    expect(getSchemeRule("mailto")?.lineProtocol ?? false).toBe(false);
  });

  it("folds case and knows nothing of unknown schemes", () => {
    expect(getSchemeRule("HTTP")?.name).toBe("http");
    expect(getSchemeRule("x-unknown")).toBeUndefined();
    expect(defaultPort("foo")).toBeUndefined();
  });
});

describe("robustness", () => {
  const tail = fc.string({
    unit: fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@/?#%[]<>\"\u00e9\ud800 AF".split("")),
    maxLength: 40,
  });

  it("never throws, and reports kebab-case reasons", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.constantFrom(":", "://", ":/"),
        tail,
        (name, sep, rest) => {
          const uri = name + sep + rest;
          const errors = run(uri);
          if (errors !== null)
            for (const e of errors) expect(e).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          urnEquivalenceKey(uri);
          urnEquivalenceKey(uri, { step5b: true });
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("handles a megabyte quickly", () => {
    const big = "a".repeat(1 << 20);
    const start = Date.now();
    for (const uri of [
      `http://example.com/${big}`,
      `ftp://h/${";".repeat(1 << 20)}`,
      `mailto:${big}@example.com?subject=${big}`,
      `mailto:${"a@b,".repeat(1 << 18)}a@b`,
      `news:${big}`,
      `data:;base64,${"QUJD".repeat(1 << 18)}`,
      `tel:+1${";a".repeat(1 << 18)}`,
      `urn:example:${big}?s=${big}`,
      `urn:example:a?${"a&".repeat(1 << 18)}`,
      `prospero://h/a${";x=1".repeat(1 << 18)}`,
    ]) {
      expect(run(uri)).not.toBeNull();
    }
    urnEquivalenceKey(`urn:example:${"%2c".repeat(1 << 18)}`);
    expect(Date.now() - start).toBeLessThan(5000);
  });
});
