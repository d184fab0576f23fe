/**
 * TEMPORARY STUB — the core-validate helper replaces this file with the real thing
 * (parse once → generic + scheme checks → warnings → normalized form).
 * The signature is the contract the extractor relies on.
 */
export interface UriAnalysis {
  /** lowercase scheme ("" when the input has none) */
  scheme: string;
  valid: boolean;
  errors: string[];
  warnings: string[];
  /** RFC 3986 §6.2.2–6.2.3 normal form, null when not valid */
  normalized: string | null;
}

export function analyzeUri(s: string): UriAnalysis {
  const colon = s.indexOf(":");
  const scheme = colon > 0 ? s.slice(0, colon).toLowerCase() : "";
  const valid = colon > 0 && !/[\s<>"{}|\\^`]/.test(s);
  return { scheme, valid, errors: valid ? [] : ["stub-invalid"], warnings: [], normalized: valid ? s : null };
}
