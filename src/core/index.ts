/** The URI core: parse, validate, normalize, resolve, compare (RFC 3986, 3987, 8141). */
export type { UriAnalysis } from "./analyze.js";
export { analyzeUri } from "./analyze.js";
export type { EquivalentOptions } from "./equivalent.js";
export { equivalent } from "./equivalent.js";
export { InvalidUriError } from "./errors.js";
export type { NormalizeOptions } from "./normalize.js";
export { normalizeUri } from "./normalize.js";
export { parseUri } from "./parse.js";
export type { ResolveOptions } from "./resolve.js";
export { resolveUri } from "./resolve.js";
export type {
  HostKind,
  ParseError,
  ParseOptions,
  ParseResult,
  UriParts,
  ValidationResult,
} from "./types.js";
export { validateUri } from "./validate.js";
