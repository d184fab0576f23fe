/**
 * The IANA URI scheme registry (permanent, provisional and historical), bundled through
 * @silverbucket/iana-schemes and turned into a lookup set once at load.
 * DESIGN "Delimiting rules": a bare URI needs a registered scheme or `scheme://`.
 */
import iana from "@silverbucket/iana-schemes";

export type SchemeStatus = "permanent" | "provisional" | "historical" | "unregistered";

const status = new Map<string, SchemeStatus>();
for (const kind of ["permanent", "provisional", "historical"] as const) {
  const list = (iana as Record<string, Array<{ scheme: string }>>)[kind] ?? [];
  for (const entry of list) {
    const name = entry.scheme.toLowerCase();
    if (!status.has(name)) status.set(name, kind);
  }
}

// Registered after the bundled list was made (@silverbucket/iana-schemes 1.4.4, 243 names;
// npm has no later one): schemes whose RFC asks IANA for the registration — each a name
// with a syntax of its own, which text about it writes bare (the RFC hunt, session 39:
// `secret-token:E92FB7EB-…` in RFC 8959, `swid:…` in RFC 9393). "did" is the W3C
// specification's, listed provisional; this registry's own copy was not at hand to check
// it. A name the bundled list has keeps its status there ("dtn" is provisional in it)
export const REGISTRY_SUPPLEMENT: ReadonlyArray<readonly [string, SchemeStatus, string]> = [
  ["secret-token", "permanent", "RFC 8959"],
  ["dtn", "permanent", "RFC 9171"],
  ["ipn", "permanent", "RFC 9171"],
  ["payto", "permanent", "RFC 8905"],
  ["leaptofrogans", "permanent", "RFC 8589"],
  ["swid", "permanent", "RFC 9393"],
  ["swidpath", "permanent", "RFC 9393"],
  ["did", "provisional", "W3C Decentralized Identifiers (DIDs) v1.0"],
  // (the Matrix specification's "matrix:" URIs, §"Matrix URI scheme": `matrix:r/rust:example.org`,
  // `matrix:u/alice:example.org?action=chat`; the chat hunt, session 46)
  ["matrix", "provisional", "Matrix Specification v1.2, Appendices: Matrix URI scheme"],
];
for (const [name, kind] of REGISTRY_SUPPLEMENT) if (!status.has(name)) status.set(name, kind);

// Not in the IANA registry, yet executed by browsers: a bare `javascript:alert(1)` in a
// log or a mail must be found so that its `dangerous-scheme` warning reaches the user
// (RFC 3986 §7 security considerations; the WHATWG URL standard's fetch scheme list).
for (const name of ["javascript", "vbscript"])
  if (!status.has(name)) status.set(name, "unregistered");
// Nor in it, yet the URI of a manual page wherever systemd and freedesktop.org documents
// point at one: "Documentation=man:systemd.unit(5) https://…" (systemd.unit(5) lists "man:"
// beside "http://", "https://", "file:" and "info:"). A bare "man:ls" is still a key:value
// field (scanner.ts isFieldShaped); "man:ls(1)", with its section, is a URI
if (!status.has("man")) status.set("man", "unregistered");

/** lowercase scheme names of the registry */
export const REGISTERED_SCHEMES: ReadonlySet<string> = new Set(status.keys());

/** registry status of a scheme (any case), undefined when it is not registered */
export function schemeStatus(scheme: string): SchemeStatus | undefined {
  return status.get(scheme.toLowerCase());
}

export function isRegisteredScheme(scheme: string): boolean {
  return REGISTERED_SCHEMES.has(scheme.toLowerCase());
}

/**
 * Byte-level lookup for the hot path (no string per trigger): names bucketed by first
 * letter and length, compared case-insensitively against buf[s, e).
 */
const buckets: Uint8Array[][] = [];
for (const name of REGISTERED_SCHEMES) {
  const key = bucketKey(name.charCodeAt(0), name.length);
  if (key < 0) continue;
  const bytes = new Uint8Array(name.length);
  for (let i = 0; i < name.length; i++) bytes[i] = name.charCodeAt(i);
  const list = buckets[key] ?? [];
  list.push(bytes);
  buckets[key] = list;
}

function bucketKey(first: number, len: number): number {
  const f = first | 0x20;
  if (f < 0x61 || f > 0x7a || len > 63) return -1;
  return (f - 0x61) * 64 + len;
}

export function isRegisteredBytes(buf: Uint8Array, s: number, e: number): boolean {
  const key = bucketKey(buf[s]!, e - s);
  if (key < 0) return false;
  const list = buckets[key];
  if (list === undefined) return false;
  outer: for (const name of list) {
    for (let i = 1; i < name.length; i++) {
      const b = buf[s + i]!;
      // ASCII letters fold with 0x20; digits and + - . compare as they are
      if ((b >= 0x41 && b <= 0x5a ? b | 0x20 : b) !== name[i]) continue outer;
    }
    return true;
  }
  return false;
}
