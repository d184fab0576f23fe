import type { Found } from "../../src/extract/types.js";

/** A Found record for writer and main tests. */
export function found(uri: string, extra: Partial<Found> = {}): Found {
  const scheme = uri.slice(0, uri.indexOf(":")).toLowerCase();
  return {
    uri,
    normalized: uri.toLowerCase(),
    scheme,
    valid: true,
    errors: [],
    warnings: [],
    delimiter: "bare",
    wrapped: false,
    variants: [],
    raw: uri,
    start: 0,
    end: uri.length,
    line: 1,
    column: 1,
    ...extra,
  };
}
