import { parseUri } from "../../../src/core/parse.js";
import { getSchemeRule } from "../../../src/core/schemes/index.js";
import type { UriParts } from "../../../src/core/types.js";

export function partsOf(uri: string): UriParts {
  const r = parseUri(uri);
  if (!r.ok) throw new Error(`${uri}: ${r.error.reason} at ${r.error.offset}`);
  return r.parts;
}

/** The scheme rule's errors for a URI that passes the generic grammar. */
export function schemeErrors(uri: string): string[] {
  const parts = partsOf(uri);
  const rule = getSchemeRule(parts.scheme!.toLowerCase());
  if (rule === undefined) throw new Error(`no rule for ${parts.scheme}`);
  const errors: string[] = [];
  rule.check?.(parts, errors);
  return errors;
}

/** True when the URI fails the generic grammar itself (RFC 3986). */
export function genericInvalid(uri: string): boolean {
  return !parseUri(uri).ok;
}
