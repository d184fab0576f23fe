/**
 * The extractor's hot path: one parse, then the generic and scheme checks, the warnings
 * and the normal form, all from the same parts (no second parse, no regular expression on
 * the common path; an already normal URI is returned as the same string).
 */
import { lowerAscii } from "./idn.js";
import { normalizeParsed } from "./normalize.js";
import { parseUri } from "./parse.js";
import { getSchemeRule } from "./schemes/index.js";
import type { SchemeRule } from "./types.js";
import { checkParts, schemeOf } from "./validate.js";
import { warningsFor } from "./warnings.js";

export interface UriAnalysis {
  /** lowercase scheme ("" when the input has none) */
  scheme: string;
  valid: boolean;
  errors: string[];
  warnings: string[];
  /** RFC 3986 §6.2.2–6.2.3 normal form, null when not valid */
  normalized: string | null;
}

let lastScheme = "";
let lastRule: SchemeRule | undefined;

export function analyzeUri(s: string): UriAnalysis {
  const r = parseUri(s);
  if (!r.ok) {
    return {
      scheme: schemeOf(s),
      valid: false,
      errors: [r.error.reason],
      warnings: [],
      normalized: null,
    };
  }
  const parts = r.parts;
  if (parts.scheme === undefined) {
    return { scheme: "", valid: false, errors: ["missing-scheme"], warnings: [], normalized: null };
  }
  const scheme = lowerAscii(parts.scheme);
  // consecutive URIs mostly share their scheme
  let rule: SchemeRule | undefined;
  if (scheme === lastScheme) rule = lastRule;
  else {
    rule = getSchemeRule(scheme);
    lastScheme = scheme;
    lastRule = rule;
  }
  const errors: string[] = [];
  const host = checkParts(parts, rule, errors);
  const warnings = warningsFor(parts, scheme, rule, s);
  if (errors.length > 0) return { scheme, valid: false, errors, warnings, normalized: null };
  return {
    scheme,
    valid: true,
    errors,
    warnings,
    normalized: normalizeParsed(s, parts, scheme, rule, host),
  };
}
