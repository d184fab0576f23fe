/**
 * Validation: the RFC 3986 generic grammar (through parseUri, IRIs per RFC 3987 allowed),
 * then, for an absolute URI, the scheme's own rules, the port range and the IDN host;
 * security warnings come from src/core/warnings.ts.
 */
import { lowerAscii, normalizeHost } from "./idn.js";
import { parseUri } from "./parse.js";
import { getSchemeRule } from "./schemes/index.js";
import type { SchemeRule, UriParts, ValidationResult } from "./types.js";
import { warningsFor } from "./warnings.js";

function addError(errors: string[], reason: string): void {
  if (!errors.includes(reason)) errors.push(reason);
}

/**
 * The checks after the generic grammar, appending reasons to `errors`: the scheme's
 * requiresHost and check, the port range (0–65535, RFC 6335 §6; RFC 3986 §3.2.3 leaves the
 * range to the schemes), an IDN host that has no A-label (`bad-idn`, RFC 3987 §3.1,
 * RFC 5891). Returns the normalized host (see normalizeHost), for the normalizer to reuse.
 */
export function checkParts(
  parts: UriParts,
  rule: SchemeRule | undefined,
  errors: string[],
): string | undefined {
  if (rule !== undefined) {
    if (rule.requiresHost === true && (parts.host === undefined || parts.host === "")) {
      addError(errors, "missing-host");
    }
    rule.check?.(parts, errors);
  }
  const port = parts.port;
  if (port !== undefined && port.length > 0) {
    let value = 0;
    for (let i = 0; i < port.length && value <= 65535; i++)
      value = value * 10 + (port.charCodeAt(i) - 48);
    if (value > 65535) addError(errors, "bad-port");
  }
  if (parts.host === undefined) return undefined;
  const host = normalizeHost(parts);
  if (host === null) {
    addError(errors, "bad-idn");
    return parts.host;
  }
  return host;
}

/** The lowercase scheme of a string that may not parse ("" when it has none). */
export function schemeOf(s: string): string {
  const colon = s.indexOf(":");
  if (colon <= 0) return "";
  const c0 = s.charCodeAt(0) | 0x20;
  if (c0 < 97 || c0 > 122) return "";
  for (let i = 1; i < colon; i++) {
    const c = s.charCodeAt(i);
    const l = c | 0x20;
    if (!((l >= 97 && l <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46)) {
      return "";
    }
  }
  return s.slice(0, colon).toLowerCase();
}

/** One parse, checked: what validateUri reports and what normalizeUri builds on. */
export interface Inspection {
  input: string;
  /** undefined when the parse failed */
  parts: UriParts | undefined;
  /** lowercase scheme; "" for a relative reference or a failed parse */
  scheme: string;
  rule: SchemeRule | undefined;
  /** normalized host (see normalizeHost) */
  host: string | undefined;
  errors: string[];
  /** offset of the parse error, 0 otherwise */
  offset: number;
}

/**
 * The last inspection, kept so that the common `if (validateUri(s).valid) normalizeUri(s)`
 * parses `s` once. Nothing in an Inspection is handed out mutable.
 */
let memo: Inspection | undefined;

export function inspect(s: string): Inspection {
  if (memo !== undefined && memo.input === s) return memo;
  const r = parseUri(s);
  let result: Inspection;
  if (!r.ok) {
    result = {
      input: s,
      parts: undefined,
      scheme: schemeOf(s),
      rule: undefined,
      host: undefined,
      errors: [r.error.reason],
      offset: r.error.offset,
    };
  } else {
    const parts = r.parts;
    const scheme = parts.scheme === undefined ? "" : lowerAscii(parts.scheme);
    const rule = scheme === "" ? undefined : getSchemeRule(scheme);
    const errors: string[] = [];
    const host = checkParts(parts, rule, errors);
    result = { input: s, parts, scheme, rule, host, errors, offset: 0 };
  }
  memo = result;
  return result;
}

/**
 * validateUri: is `s` a valid URI (RFC 3986 §3 absolute or with a fragment; IRIs allowed)?
 * A relative reference is not a URI: `missing-scheme`.
 */
export function validateUri(s: string): ValidationResult {
  const x = inspect(s);
  if (x.parts === undefined) return { valid: false, errors: x.errors.slice(), warnings: [] };
  if (x.scheme === "") return { valid: false, errors: ["missing-scheme"], warnings: [] };
  return {
    valid: x.errors.length === 0,
    errors: x.errors.slice(),
    warnings: warningsFor(x.parts, x.scheme, x.rule, s),
  };
}
