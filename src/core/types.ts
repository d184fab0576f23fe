/**
 * The shapes shared by every module of the URI core (RFC 3986 §3, App. A).
 * This file holds types only; nothing here runs.
 */

/** What kind of host an authority holds (RFC 3986 §3.2.2). */
export type HostKind = "ipv4" | "ipv6" | "ipvfuture" | "reg-name";

/**
 * The components of a URI-reference exactly as written (RFC 3986 §3, §4.1):
 * nothing decoded, nothing case-folded. `undefined` means "component absent",
 * which differs from "present but empty" (RFC 3986 §5.3: `http://a?` keeps its `?`).
 */
export interface UriParts {
  /** scheme as written (not lowercased); undefined for a relative reference */
  scheme: string | undefined;
  /** the text between `//` and the path; undefined when there is no `//` */
  authority: string | undefined;
  /** userinfo before `@`, undefined when there is no `@` */
  userinfo: string | undefined;
  /**
   * host as written; for an IP-literal, without the brackets and without the zone
   * (`[fe80::1%25eth0]` → `fe80::1`); "" for an empty reg-name (`file:///x`)
   */
  host: string | undefined;
  hostKind: HostKind | undefined;
  /** RFC 6874 zone id as written after `%25` (still percent-encoded), when present */
  zone: string | undefined;
  /** port digits as written; "" when the authority ends in a bare `:`; undefined when absent */
  port: string | undefined;
  /** path as written, always present (possibly "") */
  path: string;
  /** query without the `?`; undefined when absent */
  query: string | undefined;
  /** fragment without the `#`; undefined when absent */
  fragment: string | undefined;
  /** true when the input held non-ASCII characters (parsed under RFC 3987 IRI rules) */
  iri: boolean;
}

/** Where and why a parse failed: offset of the first bad UTF-16 code unit, stable kebab-case reason. */
export interface ParseError {
  offset: number;
  reason: string;
}

export type ParseResult = { ok: true; parts: UriParts } | { ok: false; error: ParseError };

export interface ParseOptions {
  /**
   * Accept RFC 3987 ucschar/iprivate (non-ASCII) where RFC 3986 allows unreserved.
   * Default true: non-ASCII input is then parsed as an IRI and `parts.iri` is set;
   * with false, any non-ASCII character is an error (`non-ascii`).
   */
  iri?: boolean;
  /** Accept an RFC 6874 zone id inside an IPv6 literal. Default true. */
  zone?: boolean;
}

/** Result of validateUri. */
export interface ValidationResult {
  valid: boolean;
  /** stable kebab-case reasons; empty when valid */
  errors: string[];
  /** security flags (present even when valid): see src/core/warnings.ts */
  warnings: string[];
}

/**
 * One scheme's own rules, registered in src/core/schemes/index.ts.
 * `check` receives a URI that already passed the generic grammar (scheme present).
 */
export interface SchemeRule {
  /** lowercase scheme name */
  name: string;
  /** default port (RFC 3986 §6.2.3 drops it when normalizing) */
  defaultPort?: number;
  /** the scheme requires an authority with a non-empty host */
  requiresHost?: boolean;
  /** appends stable kebab-case error reasons for violations of the scheme's syntax */
  check?(parts: UriParts, errors: string[]): void;
  /**
   * scheme-specific normalization (RFC 3986 §6.2.3), applied after the generic steps;
   * receives and returns the already generic-normalized parts
   */
  normalize?(parts: UriParts): UriParts;
  /** true for schemes whose retrieval can carry CRLF into a line protocol (encoded-crlf warning) */
  lineProtocol?: boolean;
  /**
   * what follows the scheme is the scheme's own syntax, not a hierarchy of path segments
   * (a URN's NSS, a data: URI's data, an address, a number): normalizing leaves "." and
   * ".." segments in it (RFC 3986 §6.2.2.3 and §6.2.3; "data:,a/../b" holds the data
   * "a/../b", RFC 2397 §3)
   */
  opaquePath?: boolean;
}
