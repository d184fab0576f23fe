/**
 * The extraction options checked once, at each entry point: a wrong type or an impossible
 * value is a clear TypeError or RangeError naming the option, not a failure deep inside a
 * scan (or an allocation of gigabytes).
 */
import type { ExtractOptions } from "./types.js";

/**
 * The largest `maxLength`: the scanner holds about twice this many bytes while it waits
 * for the end of a URI, and one joined copy of a wrapped one. (A data: URI of an image is
 * the longest thing in text that one would still call a URI.)
 */
export const MAX_MAX_LENGTH = 16 * 1024 * 1024;

const MODES = ["text", "mail", "auto"];
/** RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const FLAGS = ["fuzzy", "includeInvalid"] as const;
const HYPHENS = ["keep", "drop", "both"];

export function checkOptions(options: ExtractOptions): void {
  if (options === null || typeof options !== "object")
    throw new TypeError("urisift: options must be an object");
  // null is "not given", as undefined (read field by field: this runs for every mail part)
  const mode = options.mode ?? undefined;
  const hyphen = options.hyphen ?? undefined;
  const schemes = options.schemes ?? undefined;
  const maxLength = options.maxLength ?? undefined;
  const base = options.base ?? undefined;
  const onWarning = options.onWarning ?? undefined;
  if (mode !== undefined && !MODES.includes(mode))
    throw new TypeError(`urisift: mode must be "text", "mail" or "auto" (got ${show(mode)})`);
  if (hyphen !== undefined && !HYPHENS.includes(hyphen))
    throw new TypeError(`urisift: hyphen must be "keep", "drop" or "both" (got ${show(hyphen)})`);
  if (
    schemes !== undefined &&
    (!Array.isArray(schemes) || schemes.some((s) => typeof s !== "string"))
  )
    throw new TypeError("urisift: schemes must be an array of strings");
  // (a name with blanks around it or an empty one would match nothing, silently)
  const notScheme = schemes?.find((s) => !SCHEME.test(s));
  if (notScheme !== undefined)
    throw new TypeError(`urisift: schemes: not a scheme name (got ${show(notScheme)})`);
  // ("false" would turn fuzzy matching on, 1 would not turn includeInvalid on: say so)
  for (const flag of FLAGS) {
    const v = options[flag] ?? undefined;
    if (v !== undefined && typeof v !== "boolean")
      throw new TypeError(`urisift: ${flag} must be true or false (got ${show(v)})`);
  }
  if (maxLength !== undefined) {
    if (typeof maxLength !== "number" || Number.isNaN(maxLength))
      throw new TypeError(`urisift: maxLength must be a number (got ${show(maxLength)})`);
    if (!(maxLength >= 1 && maxLength <= MAX_MAX_LENGTH))
      throw new RangeError(
        `urisift: maxLength must be from 1 to ${MAX_MAX_LENGTH} bytes (got ${maxLength})`,
      );
  }
  if (base !== undefined && typeof base !== "string")
    throw new TypeError("urisift: base must be a string");
  // RFC 3986 §5.1: a base URI is absolute (scheme ":" …), as the command's --base checks
  if (
    base !== undefined &&
    !(base.indexOf(":") > 0 && SCHEME.test(base.slice(0, base.indexOf(":"))))
  )
    throw new TypeError(`urisift: base must be an absolute URI (got ${show(base)})`);
  if (onWarning !== undefined && typeof onWarning !== "function")
    throw new TypeError("urisift: onWarning must be a function");
}

/** The input of extract / extractText: text or bytes. */
export function checkInput(input: unknown): void {
  if (typeof input !== "string" && !(input instanceof Uint8Array))
    throw new TypeError("urisift: input must be a string or a Uint8Array (a Buffer)");
}

function show(v: unknown): string {
  return typeof v === "string" ? JSON.stringify(v) : String(v);
}
