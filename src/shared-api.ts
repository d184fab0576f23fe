/**
 * The public names that the Node entry (index.ts) and the browser entry (web.ts) share: the
 * URI core (parse, validate, normalize, resolve, compare) and the record types. Nothing
 * here loads a Node module.
 */
export type {
  EquivalentOptions,
  HostKind,
  NormalizeOptions,
  ParseError,
  ParseOptions,
  ParseResult,
  ResolveOptions,
  UriAnalysis,
  UriParts,
  ValidationResult,
} from "./core/index.js";
export {
  analyzeUri,
  equivalent,
  InvalidUriError,
  normalizeUri,
  parseUri,
  resolveUri,
  validateUri,
} from "./core/index.js";
export type {
  Delimiter,
  ExtractMode,
  ExtractOptions,
  Found,
  HyphenMode,
  MessageInfo,
} from "./extract/types.js";
