/**
 * Normalization, RFC 3986 §6.2.2 (syntax-based) and §6.2.3 (scheme-based), with IRI → URI
 * mapping (RFC 3987 §3.1). Every step works on the parts of one parse; a component that is
 * already in normal form is reused as is, and a URI that is already normal is returned
 * unchanged (the same string).
 */
import { CLASS, hexValue, isHex, UNRESERVED } from "./chars.js";
import { hasDotSegment, removeDotSegments } from "./dot-segments.js";
import { InvalidUriError } from "./errors.js";
import { recomposeUri } from "./recompose.js";
import { defaultPort } from "./schemes/index.js";
import type { SchemeRule, UriParts } from "./types.js";
import { inspect } from "./validate.js";

export interface NormalizeOptions {
  /**
   * Also normalize a relative reference (case, percent-encoding, dot segments of an
   * absolute path) instead of throwing `missing-scheme`. Default false.
   */
  relative?: boolean;
}

const HEX_UPPER = "0123456789ABCDEF";

/** "%00" … "%FF" */
const PCT: string[] = [];
for (let b = 0; b < 256; b++) PCT.push(`%${HEX_UPPER[b >> 4]}${HEX_UPPER[b & 15]}`);

function pct(b: number): string {
  return PCT[b]!;
}

/**
 * Percent-encoding and case normalization of one component (RFC 3986 §6.2.2.1–6.2.2.2):
 * hex digits uppercased, percent-encoded unreserved characters decoded (unless `decode`
 * is false: URNs, RFC 8141 §3.1), non-ASCII characters percent-encoded as UTF-8
 * (RFC 3987 §3.1). Returns `s` itself when nothing changes.
 */
export function normalizeComponent(s: string, decode: boolean): string {
  const n = s.length;
  let i = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 37) {
      const h1 = s.charCodeAt(i + 1);
      const h2 = s.charCodeAt(i + 2);
      // lowercase hex digit (a–f are 97–102)
      if (h1 > 96 || h2 > 96) break;
      if (decode && isHex(h1) && isHex(h2)) {
        const v = hexValue(h1) * 16 + hexValue(h2);
        if (v < 128 && (CLASS[v]! & UNRESERVED) !== 0) break;
      }
      i += 2;
      continue;
    }
    if (c >= 128) break;
  }
  if (i >= n) return s;
  // copy unchanged runs as slices; join once (linear also on megabyte inputs)
  const out: string[] = [];
  let run = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      if (c !== 37 || i + 2 >= n) continue;
      const h1 = s.charCodeAt(i + 1);
      const h2 = s.charCodeAt(i + 2);
      if (!isHex(h1) || !isHex(h2)) continue;
      const v = hexValue(h1) * 16 + hexValue(h2);
      if (decode && v < 128 && (CLASS[v]! & UNRESERVED) !== 0) {
        if (run < i) out.push(s.slice(run, i));
        out.push(String.fromCharCode(v));
      } else if (h1 > 96 || h2 > 96) {
        if (run < i) out.push(s.slice(run, i));
        out.push(pct(v));
      } else {
        i += 2;
        continue;
      }
      i += 2;
      run = i + 1;
      continue;
    }
    if (run < i) out.push(s.slice(run, i));
    // a run of non-ASCII: UTF-8, percent-encoded (RFC 3987 §3.1 step 2)
    let j = i + 1;
    while (j < n && s.charCodeAt(j) >= 128) j++;
    out.push(encodeUtf8(s, i, j));
    i = j - 1;
    run = j;
  }
  if (run < n) out.push(s.slice(run));
  return out.join("");
}

/** s[start, end) (all non-ASCII) as percent-encoded UTF-8; lone surrogates as U+FFFD. */
function encodeUtf8(s: string, start: number, end: number): string {
  const run = s.slice(start, end);
  try {
    return encodeURIComponent(run);
  } catch {
    // a lone surrogate: encodeURIComponent throws (URIError)
    return encodeURIComponent(
      run.replace(
        /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
        "\ufffd",
      ),
    );
  }
}

/**
 * normalizeComponent with the common case first: in an all-ASCII URI, a component
 * without "%" is already normal (one native indexOf instead of a loop).
 */
function normalizePart(s: string, decode: boolean, ascii: boolean): string {
  if (ascii && s.indexOf("%") < 0) return s;
  return normalizeComponent(s, decode);
}

/**
 * schemes whose empty path with an authority is "/" (RFC 3986 §6.2.3, RFC 9110 §4.2.3;
 * RFC 7252 §6.3 for coap and coaps: "an empty path component is equivalent to an absolute
 * path of "/", so the normal form is to provide a path of "/" instead", and RFC 8323 §8's
 * coap+tcp, coaps+tcp, coap+ws and coaps+ws, defined after them)
 */
const SLASH_WHEN_EMPTY: ReadonlySet<string> = new Set([
  "http",
  "https",
  "ws",
  "wss",
  "coap",
  "coaps",
  "coap+tcp",
  "coaps+tcp",
  "coap+ws",
  "coaps+ws",
]);

function slashWhenEmpty(scheme: string): boolean {
  return SLASH_WHEN_EMPTY.has(scheme);
}

/** Drops leading zeros; "" stays "". */
function trimPortZeros(port: string): string {
  let k = 0;
  while (k < port.length - 1 && port.charCodeAt(k) === 48) k++;
  return k === 0 ? port : port.slice(k);
}

/**
 * The normal form of an already validated URI from its parts (`s` is the text they were
 * parsed from; `host` is the normalized host from normalizeHost). `scheme` is lowercase;
 * undefined for a relative reference.
 */
export function normalizeParsed(
  s: string,
  parts: UriParts,
  scheme: string | undefined,
  rule: SchemeRule | undefined,
  host: string | undefined,
): string {
  // URN: percent-encodings are never decoded (RFC 8141 §3.1)
  const decode = scheme !== "urn";
  const ascii = !parts.iri;
  let changed = scheme !== parts.scheme;

  let userinfo = parts.userinfo;
  let zone = parts.zone;
  let port = parts.port;
  if (parts.authority !== undefined) {
    if (userinfo !== undefined) {
      const u = normalizePart(userinfo, decode, ascii);
      if (u !== userinfo) {
        userinfo = u;
        changed = true;
      }
    }
    if (host !== parts.host) changed = true;
    if (zone !== undefined) {
      const z = normalizePart(zone, true, true);
      if (z !== zone) {
        zone = z;
        changed = true;
      }
    }
    if (port !== undefined) {
      // RFC 3986 §6.2.3: an empty port and the scheme's default port are dropped
      const def = scheme === undefined ? undefined : (rule?.defaultPort ?? defaultPort(scheme));
      const trimmed = trimPortZeros(port);
      if (port === "" || (def !== undefined && trimmed === String(def))) {
        port = undefined;
        changed = true;
      } else if (trimmed !== port) {
        port = trimmed;
        changed = true;
      }
    }
  }

  let path = normalizePart(parts.path, decode, ascii);
  // RFC 3986 §6.2.2.3: dot segments removed as §5.2.2 does for a reference with a scheme;
  // not where the scheme's own syntax is no path hierarchy (SchemeRule.opaquePath: a URN's
  // NSS, RFC 8141 §3.1, where only case is normalized; a data: URI's data, RFC 2397 §3), nor
  // in a relative-path reference (where they still have a meaning)
  if (
    path.indexOf(".") >= 0 &&
    (scheme !== undefined
      ? rule?.opaquePath !== true
      : parts.authority !== undefined || path.charCodeAt(0) === 47) &&
    hasDotSegment(path)
  ) {
    path = removeDotSegments(path);
    // a path starting with "//" without an authority would read as one (RFC 3986 §3.3)
    if (parts.authority === undefined && path.charCodeAt(0) === 47 && path.charCodeAt(1) === 47) {
      path = `/.${path}`;
    }
  }
  if (scheme === undefined && parts.path !== path) {
    // a relative path whose first segment now holds ":" would read as a scheme (§4.2)
    const colon = path.indexOf(":");
    if (colon >= 0) {
      const slash = path.indexOf("/");
      if (slash < 0 || colon < slash) path = `./${path}`;
    }
  }
  if (
    path === "" &&
    parts.authority !== undefined &&
    scheme !== undefined &&
    slashWhenEmpty(scheme)
  ) {
    path = "/";
  }
  if (path !== parts.path) changed = true;

  let query = parts.query;
  if (query !== undefined) {
    const q = normalizePart(query, decode, ascii);
    if (q !== query) {
      query = q;
      changed = true;
    }
  }
  let fragment = parts.fragment;
  if (fragment !== undefined) {
    const f = normalizePart(fragment, decode, ascii);
    if (f !== fragment) {
      fragment = f;
      changed = true;
    }
  }

  if (rule?.normalize === undefined) {
    if (!changed) return s;
    let out = scheme === undefined ? "" : `${scheme}:`;
    if (parts.authority !== undefined) {
      out += "//";
      if (userinfo !== undefined) out += `${userinfo}@`;
      const h = host ?? "";
      if (parts.hostKind === "ipv6") out += zone === undefined ? `[${h}]` : `[${h}%25${zone}]`;
      else if (parts.hostKind === "ipvfuture") out += `[${h}]`;
      else out += h;
      if (port !== undefined) out += `:${port}`;
    }
    out += path;
    if (query !== undefined) out += `?${query}`;
    if (fragment !== undefined) out += `#${fragment}`;
    return out;
  }

  const normal: UriParts = {
    scheme,
    authority: undefined,
    userinfo,
    host: parts.authority === undefined ? undefined : (host ?? ""),
    hostKind: parts.hostKind,
    zone,
    port,
    path,
    query,
    fragment,
    iri: false,
  };
  if (normal.host !== undefined) {
    // keep `authority` consistent with its parts for the scheme rule
    const p = normal;
    let a = p.userinfo === undefined ? "" : `${p.userinfo}@`;
    if (p.hostKind === "ipv6")
      a += p.zone === undefined ? `[${p.host}]` : `[${p.host}%25${p.zone}]`;
    else if (p.hostKind === "ipvfuture") a += `[${p.host}]`;
    else a += p.host;
    if (p.port !== undefined) a += `:${p.port}`;
    normal.authority = a;
  }
  const out = rule.normalize(normal);
  // a rule that changed nothing (mailto without an upper-case domain) keeps the input string
  return out === normal && !changed ? s : recomposeUri(out);
}

/**
 * normalizeUri: the RFC 3986 §6.2.2 + §6.2.3 normal form of a URI (IRIs mapped to URIs,
 * RFC 3987 §3.1). Idempotent. Throws InvalidUriError when `s` is not a valid URI.
 */
export function normalizeUri(s: string, options?: NormalizeOptions): string {
  const x = inspect(s);
  const parts = x.parts;
  if (parts === undefined) throw new InvalidUriError(x.errors[0]!, x.offset, s);
  if (x.scheme === "" && options?.relative !== true) {
    throw new InvalidUriError("missing-scheme", 0, s);
  }
  if (x.errors.length > 0) {
    throw new InvalidUriError(x.errors[0]!, errorOffset(parts, x.errors[0]!), s);
  }
  return normalizeParsed(s, parts, x.scheme === "" ? undefined : x.scheme, x.rule, x.host);
}

/** Where a post-parse error points: the port or the authority when it is about them, else 0. */
export function errorOffset(parts: UriParts, reason: string): number {
  const schemeEnd = parts.scheme === undefined ? 0 : parts.scheme.length + 1;
  if (parts.authority === undefined) return 0;
  const aStart = schemeEnd + 2;
  if (reason === "bad-port" && parts.port !== undefined) {
    return aStart + parts.authority.length - parts.port.length;
  }
  if (reason === "bad-idn" || reason === "missing-host") {
    return aStart + (parts.userinfo === undefined ? 0 : parts.userinfo.length + 1);
  }
  return 0;
}
