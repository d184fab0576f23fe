import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeUri } from "../../src/core/analyze.js";
import { equivalent } from "../../src/core/equivalent.js";
import { normalizeUri } from "../../src/core/normalize.js";
import { parseUri } from "../../src/core/parse.js";
import { recomposeUri } from "../../src/core/recompose.js";
import { resolveUri } from "../../src/core/resolve.js";
import { validateUri } from "../../src/core/validate.js";
import { arbIPv6, arbReference, arbUri } from "../helpers/uri-arbitrary.js";

const RUNS = { numRuns: 1500 };

describe("properties (fast-check)", () => {
  it("the generator yields valid URIs", () => {
    fc.assert(
      fc.property(arbUri(), (u) => {
        const r = validateUri(u);
        expect(r.errors, u).toEqual([]);
      }),
      RUNS,
    );
  });

  it("references parse; parse then recompose returns the input", () => {
    fc.assert(
      fc.property(fc.oneof(arbUri(), arbReference()), (u) => {
        const r = parseUri(u);
        expect(r.ok, u).toBe(true);
        if (r.ok) expect(recomposeUri(r.parts)).toBe(u);
      }),
      RUNS,
    );
  });

  it("normalize is idempotent", () => {
    fc.assert(
      fc.property(arbUri(), (u) => {
        const n = normalizeUri(u);
        expect(normalizeUri(n), u).toBe(n);
      }),
      RUNS,
    );
  });

  it("a valid URI normalizes to a valid, ASCII URI equivalent to it", () => {
    fc.assert(
      fc.property(arbUri(), (u) => {
        const n = normalizeUri(u);
        expect(validateUri(n).errors, `${u} → ${n}`).toEqual([]);
        expect(/^[\x21-\x7e]*$/.test(n), n).toBe(true);
        expect(equivalent(u, n), `${u} ≡ ${n}`).toBe(true);
      }),
      RUNS,
    );
  });

  it("analyzeUri agrees with validateUri and normalizeUri", () => {
    fc.assert(
      fc.property(arbUri(), (u) => {
        const a = analyzeUri(u);
        expect(a.valid).toBe(true);
        expect(a.normalized).toBe(normalizeUri(u));
        expect(a.warnings).toEqual(validateUri(u).warnings);
      }),
      RUNS,
    );
  });

  it("resolve of a valid reference against a valid absolute base is a valid URI", () => {
    fc.assert(
      fc.property(arbReference(), arbUri(), fc.boolean(), (ref, base, strict) => {
        const t = resolveUri(ref, base, { strict });
        const p = parseUri(t);
        expect(p.ok, `${ref} against ${base} → ${t}`).toBe(true);
        if (p.ok) expect(p.parts.scheme).toBeDefined();
        // hierarchical bases with a host stay valid under their scheme's rules
        if (/^https?:/i.test(base) && !ref.startsWith("//") && !/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
          expect(validateUri(t).errors, `${ref} against ${base} → ${t}`).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it("resolution removes every dot segment from a hierarchical result (§5.2.4)", () => {
    fc.assert(
      fc.property(arbReference(), arbUri(), (ref, base) => {
        const t = resolveUri(ref, base);
        const p = parseUri(t);
        if (!p.ok) return;
        // an empty reference path takes the base path as is (§5.2.2)
        if (ref === "" || ref.startsWith("#") || ref.startsWith("?")) return;
        // (a "/." kept in front of "//" stops the path from reading as an authority)
        const path = p.parts.path.startsWith("/.//") ? p.parts.path.slice(2) : p.parts.path;
        expect(
          path.split("/").some((s) => s === "." || s === ".."),
          t,
        ).toBe(false);
      }),
      RUNS,
    );
  });

  it("resolving a URI's normal form against any base gives the same normal form", () => {
    fc.assert(
      fc.property(arbUri(), arbUri(), (u, base) => {
        // (a URN's NSS keeps its dot segments, RFC 8141 §3.1; resolution would remove them)
        if (/^urn:/i.test(u)) return;
        const n = normalizeUri(u);
        expect(normalizeUri(resolveUri(n, base))).toBe(n);
      }),
      RUNS,
    );
  });

  it("IPv6 literals normalize to their RFC 5952 form, whatever the text form", () => {
    fc.assert(
      fc.property(arbIPv6(), (h) => {
        const n = normalizeUri(`http://[${h}]/`);
        expect(n).toBe(normalizeUri(n));
        expect(n).toBe(n.toLowerCase());
        expect(n).not.toMatch(/:0[0-9a-f]/);
      }),
      RUNS,
    );
  });

  it("normalize never throws anything but InvalidUriError, validate never throws", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: "binary" }), (s) => {
        validateUri(s);
        analyzeUri(s);
        try {
          normalizeUri(s);
        } catch (e) {
          expect((e as Error).name).toBe("InvalidUriError");
        }
      }),
      { numRuns: 3000 },
    );
  });
});
