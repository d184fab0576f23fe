/**
 * The URI core: parse, validate, normalize, resolve, compare (RFC 3986, 3987, 8141).
 * The public entry points check that what should be a string is one: `normalizeUri(5)` is a
 * TypeError that names the function, not a failure inside it, and `equivalent(1, 1)` is not
 * `true`. (The extractor calls the modules below directly, with strings it made.)
 */
import { analyzeUri as analyze, type UriAnalysis } from "./analyze.js";
import { type EquivalentOptions, equivalent as equivalentUris } from "./equivalent.js";
import { type NormalizeOptions, normalizeUri as normalize } from "./normalize.js";
import { parseUri as parse } from "./parse.js";
import { type ResolveOptions, resolveUri as resolve } from "./resolve.js";
import type { ParseOptions, ParseResult, ValidationResult } from "./types.js";
import { validateUri as validate } from "./validate.js";

export type { UriAnalysis } from "./analyze.js";
export type { EquivalentOptions } from "./equivalent.js";
export { InvalidUriError } from "./errors.js";
export type { NormalizeOptions } from "./normalize.js";
export type { ResolveOptions } from "./resolve.js";
export type {
  HostKind,
  ParseError,
  ParseOptions,
  ParseResult,
  UriParts,
  ValidationResult,
} from "./types.js";

function requireString(value: unknown, what: string, fn: string): void {
  if (typeof value !== "string") {
    throw new TypeError(`urisift: ${fn}: ${what} must be a string (got ${typeof value})`);
  }
}

/** Parse `s` as a URI reference (RFC 3986 §4.1, RFC 3987 for IRIs): its parts, or the error. */
export function parseUri(s: string, options?: ParseOptions): ParseResult {
  requireString(s, "the URI", "parseUri");
  return parse(s, options);
}

/** Is `s` a valid URI (RFC 3986 and its scheme's own rules)? Its errors and warnings. */
export function validateUri(s: string): ValidationResult {
  requireString(s, "the URI", "validateUri");
  return validate(s);
}

/** validateUri, normalizeUri and the scheme at once. */
export function analyzeUri(s: string): UriAnalysis {
  requireString(s, "the URI", "analyzeUri");
  return analyze(s);
}

/** The normal form of `s` (RFC 3986 §6.2.2, §6.2.3); throws InvalidUriError when invalid. */
export function normalizeUri(s: string, options?: NormalizeOptions): string {
  requireString(s, "the URI", "normalizeUri");
  return normalize(s, options);
}

/** `reference` resolved against `base` (RFC 3986 §5.2). */
export function resolveUri(reference: string, base: string, options?: ResolveOptions): string {
  requireString(reference, "the reference", "resolveUri");
  requireString(base, "the base", "resolveUri");
  return resolve(reference, base, options);
}

/** Are `a` and `b` the same resource by RFC 3986 §6 (and RFC 8141 §3 for URNs)? */
export function equivalent(a: string, b: string, options?: EquivalentOptions): boolean {
  requireString(a, "the first URI", "equivalent");
  requireString(b, "the second URI", "equivalent");
  return equivalentUris(a, b, options);
}
