/**
 * The Found record and the extraction options: the contract of ../shared/DESIGN.md
 * ("Contracts"). Tests, users and benchmarks rely on these names.
 */

export type Delimiter =
  | "angle"
  | "url-prefix"
  | "quote"
  | "paren"
  | "bare"
  | "fuzzy"
  | "html"
  | "header";

/** Which reading of a URI broken right after a hyphen becomes `uri` (2396bis App. E). */
export type HyphenMode = "keep" | "drop" | "both";

export type ExtractMode = "text" | "mail" | "auto";

/** Mail context of a record (src/mail). */
export interface MessageInfo {
  /** 0-based index of the message in the input */
  index: number;
  messageId: string | null;
  date: string | null;
  /** RFC 2047 encoded words decoded */
  subject: string | null;
  /** e.g. `text/plain`, `text/html`, `header:List-Unsubscribe` */
  part: string;
}

/** One record per URI found. */
export interface Found {
  /** the URI as written: wrappers, "URL:" prefix, embedded whitespace and quote markers removed */
  uri: string;
  /** RFC 3986 §6.2.2–6.2.3 normal form; null when not valid */
  normalized: string | null;
  /** lowercase scheme */
  scheme: string;
  valid: boolean;
  /**
   * why it is not valid. This list, `warnings` and `variants` are read-only: frozen arrays
   * shared between records (copy one to change it)
   */
  errors: string[];
  warnings: string[];
  delimiter: Delimiter;
  /** whitespace (a line break) was removed from inside it */
  wrapped: boolean;
  /** other readings of the same text (the hyphen-dropped form at a line break after `-`) */
  variants: string[];
  /** the exact source text of the span, wrappers included */
  raw: string;
  /** byte offsets of raw in the input (for mail: in the decoded part) */
  start: number;
  end: number;
  /** 1-based line and 1-based byte column of start */
  line: number;
  column: number;
  /** the input file's name, when the CLI reads several files */
  file?: string;
  /** mail only */
  message?: MessageInfo;
  /**
   * html only: the reference was relative and could not be resolved against a base (no
   * valid URI: such a record comes only with includeInvalid)
   */
  relative?: boolean;
}

export interface ExtractOptions {
  /** `text` | `mail` | `auto` (default `auto`: mbox / RFC 5322 message detected) */
  mode?: ExtractMode;
  /** also schemeless links and e-mail addresses through linkify-it (default false) */
  fuzzy?: boolean;
  /** allow-list of lowercase schemes; undefined = all */
  schemes?: string[];
  /** emit invalid candidates too, with their errors (default false) */
  includeInvalid?: boolean;
  /** which reading of a hyphen at a line break is `uri` (default `keep`) */
  hyphen?: HyphenMode;
  /** longest URI considered, in bytes (default 8192, at most 16 MiB; under 16 reads as 16) */
  maxLength?: number;
  /** base URI for relative references in HTML parts */
  base?: string;
  /** called with a one-line warning for broken input that was skipped or partly read (mail) */
  onWarning?: (message: string) => void;
}

export const DEFAULT_MAX_LENGTH = 8192;

/**
 * An incremental scanner: bytes in through `push` (any chunking), records out through
 * the `emit` callback given to its factory, in order of `start`. `end` flushes what is
 * still held (the last URI of an input without a final newline is emitted).
 * Results never depend on how the input was split into chunks.
 */
export interface Scanner {
  push(chunk: Uint8Array): void;
  end(): void;
  /**
   * Copy what the scanner still keeps of the chunks pushed so far: true when it then holds no
   * view of them (the caller may write into them again), false when it must keep them;
   * absent: it may keep them
   */
  releaseChunks?(): boolean;
  /**
   * For a consumer that can wait (a stream with backpressure): `when` is asked between the
   * steps of the work (a message's parts, slices of a large one); true stops the work there
   * until `resume`. Absent: the scanner's work per chunk is bounded by the chunk (text).
   */
  pauseWhen?(when: () => boolean): void;
  /** Go on with work that `pauseWhen` stopped; true when none is left. */
  resume?(): boolean;
}

export type ScannerFactory = (options: ExtractOptions, emit: (found: Found) => void) => Scanner;
