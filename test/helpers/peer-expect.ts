/**
 * Assertions shared by the peer-suite tests of the URI core (test/core/peer-suites*.test.ts).
 */
import { expect, test } from "vitest";
import {
  equivalent,
  normalizeUri,
  parseUri,
  type UriParts,
  validateUri,
} from "../../src/core/index.js";

export const show = (s: string): string => JSON.stringify(s);

/** urisift's answer: the string `f` returns, or "throws" */
export function attempt(f: () => string): string {
  try {
    return f();
  } catch {
    return "throws";
  }
}

/** an RFC 3986 URI-reference (§4.1) */
export const isReference = (s: string): boolean => parseUri(s, { iri: false }).ok;

/** URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (§3), generic syntax only */
export function isUri(s: string): boolean {
  const r = parseUri(s, { iri: false });
  return r.ok && r.parts.scheme !== undefined;
}

export function expectValid(uri: string): void {
  const v = validateUri(uri);
  expect(v.errors, uri).toEqual([]);
  expect(v.valid).toBe(true);
}

export function expectInvalid(uri: string, reason?: string | RegExp): void {
  const v = validateUri(uri);
  expect(v.valid, uri).toBe(false);
  if (typeof reason === "string") expect(v.errors).toContain(reason);
  else if (reason !== undefined) expect(v.errors.join(",")).toMatch(reason);
  expect(() => normalizeUri(uri)).toThrow();
}

/** a reference that is not even a URI-reference (RFC 3986 §4.1) */
export function expectUnparsable(ref: string, reason?: string | RegExp): void {
  const r = parseUri(ref);
  expect(r.ok, ref).toBe(false);
  if (!r.ok && reason !== undefined) {
    if (typeof reason === "string") expect(r.error.reason).toBe(reason);
    else expect(r.error.reason).toMatch(reason);
  }
}

/** normalizes to `expected`, which is its own normal form */
export function expectNormal(uri: string, expected: string): void {
  expect(normalizeUri(uri)).toBe(expected);
  expect(normalizeUri(expected)).toBe(expected);
}

/** the same for a relative reference (normalizeUri's `relative` option) */
export function expectNormalRelative(ref: string, expected: string): void {
  expect(normalizeUri(ref, { relative: true })).toBe(expected);
  expect(normalizeUri(expected, { relative: true })).toBe(expected);
}

/** equivalent both ways round */
export function expectEquivalent(a: string, b: string, expected: boolean): void {
  expect(equivalent(a, b), `${a} ≡ ${b}`).toBe(expected);
  expect(equivalent(b, a), `${b} ≡ ${a}`).toBe(expected);
}

export function expectParts(ref: string, expected: Partial<UriParts>): void {
  const r = parseUri(ref);
  expect(r.ok, ref).toBe(true);
  if (r.ok) expect(r.parts).toMatchObject(expected);
}

export type Differs<T> = readonly [input: string, peer: T, ours: T, rule: string];

/** cases urisift answers differently on purpose: its answer, which is not the peer's */
export function differs<T>(cases: readonly Differs<T>[], ours: (input: string) => T): void {
  test.each(
    cases.map(([input, peer, answer, rule]) => ({ input, peer, answer, rule })),
  )("$input: $rule", ({ input, peer, answer }) => {
    expect(answer).not.toEqual(peer);
    expect(ours(input)).toEqual(answer);
  });
}
