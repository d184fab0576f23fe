/**
 * The comparison ladder of RFC 3986 §6.2: simple string comparison (§6.2.1), then the
 * syntax- and scheme-based normal forms (§6.2.2, §6.2.3). URNs compare by the lexical
 * equivalence of RFC 8141 §3.1 / rfc2141bis §5 (case of "urn", the NID and
 * percent-encodings; fragment and r-/q-components ignored; step 5b as an option).
 */
import { analyzeUri } from "./analyze.js";
import { normalizeUri } from "./normalize.js";
import { urnEquivalenceKey } from "./schemes/index.js";
import { schemeOf } from "./validate.js";

export interface EquivalentOptions {
  /**
   * URNs: rfc2141bis §5 step 5b (query directives reordered and compared) instead of 5a
   * (query ignored). Default false.
   */
  urnStep5b?: boolean;
}

/** Relative references: case and percent-encoding normalized, else the string itself. */
function relativeForm(s: string): string {
  try {
    return normalizeUri(s, { relative: true });
  } catch {
    return s;
  }
}

/**
 * equivalent: do `a` and `b` identify the same resource by RFC 3986 §6 (no network access,
 * no false positives)? Strings that are not valid URIs compare as strings.
 */
export function equivalent(a: string, b: string, options?: EquivalentOptions): boolean {
  if (a === b) return true; // §6.2.1
  const sa = schemeOf(a);
  const sb = schemeOf(b);
  if (sa === "urn" || sb === "urn") {
    if (sa !== sb) return false;
    const step5b = options?.urnStep5b === true;
    const ka = urnEquivalenceKey(a, { step5b });
    const kb = urnEquivalenceKey(b, { step5b });
    return ka !== null && ka === kb;
  }
  if (sa === "" || sb === "") {
    if (sa !== sb) return false;
    return relativeForm(a) === relativeForm(b);
  }
  const na = analyzeUri(a).normalized;
  if (na === null) return false;
  const nb = analyzeUri(b).normalized;
  return nb !== null && na === nb;
}
