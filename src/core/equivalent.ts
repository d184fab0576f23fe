/**
 * The comparison ladder of RFC 3986 §6.2: simple string comparison (§6.2.1), then the
 * syntax- and scheme-based normal forms (§6.2.2, §6.2.3); mailto and tel URIs by their
 * schemes' equivalence rules (RFC 6068 §2, RFC 3966 §4), geo URIs by RFC 5870 §6. URNs compare by the lexical
 * equivalence of RFC 8141 §3.1 / rfc2141bis §5 (case of "urn", the NID and
 * percent-encodings; fragment and r-/q-components ignored; step 5b as an option).
 */
import { analyzeUri } from "./analyze.js";
import { normalizeComponent, normalizeUri } from "./normalize.js";
import { parseUri } from "./parse.js";
import {
  geoEquivalenceKey,
  mailtoEquivalenceKey,
  telEquivalenceKey,
  urnEquivalenceKey,
} from "./schemes/index.js";
import { schemeOf } from "./validate.js";

export interface EquivalentOptions {
  /**
   * URNs: rfc2141bis §5 step 5b (query directives reordered and compared) instead of 5a
   * (query ignored). Default false.
   */
  urnStep5b?: boolean;
}

/**
 * The normalized fragment of a valid URI ("" when absent: `#` and no `#` differ, RFC 3986
 * §6.2.3 "two URIs that differ only by the suffix "#" are considered different").
 */
function fragmentOf(s: string): string {
  const r = parseUri(s);
  const f = r.ok ? r.parts.fragment : undefined;
  return f === undefined ? "" : `#${normalizeComponent(f, true)}`;
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
  if (sa === "mailto" || sa === "tel" || sb === "mailto" || sb === "tel") {
    // RFC 3986 §6.2.3: the scheme's own equivalence (RFC 6068 §2, RFC 3966 §4)
    if (sa !== sb) return false;
    const key = sa === "tel" ? telEquivalenceKey : mailtoEquivalenceKey;
    const ka = key(a);
    return ka !== null && ka === key(b) && fragmentOf(a) === fragmentOf(b);
  }
  if (sa === "geo" || sb === "geo") {
    // RFC 5870 §6: coordinates and uncertainty as numbers, the CRS's default (geo.ts)
    if (sa !== sb) return false;
    const ka = geoEquivalenceKey(a);
    return ka !== null && ka === geoEquivalenceKey(b);
  }
  if (sa === "" || sb === "") {
    if (sa !== sb) return false;
    return relativeForm(a) === relativeForm(b);
  }
  const na = analyzeUri(a).normalized;
  if (na === null) return false;
  const nb = analyzeUri(b).normalized;
  if (nb === null) return false;
  if (na === nb) return true;
  return sa === sb && EMPTY_PATH_IS_SLASH.has(sa) && slashed(na) === slashed(nb);
}

/**
 * Schemes where an empty path after the authority is the same as "/", though their normal
 * form keeps it as written (as GLib's and Erlang's do): ftp (RFC 1738 §3.1: the "/" before
 * the url-path is not part of it, and "/<url-path>" may be left out), gopher (RFC 4266
 * §2.1), telnet (RFC 1738 §3.8: "The final "/" character may be omitted") and tn3270 (RFC
 * 6270, telnet's syntax). (http(s) and ws(s) normalize "" to "/", RFC 3986 §6.2.3.)
 */
const EMPTY_PATH_IS_SLASH = new Set(["ftp", "gopher", "telnet", "tn3270"]);

/** a normal form "s://authority" with "/" as its path, else as it is */
function slashed(n: string): string {
  const auth = n.indexOf("//");
  if (auth < 0) return n;
  let k = auth + 2;
  while (k < n.length && n[k] !== "/" && n[k] !== "?" && n[k] !== "#") k++;
  return k < n.length && n[k] === "/" ? n : `${n.slice(0, k)}/${n.slice(k)}`;
}
