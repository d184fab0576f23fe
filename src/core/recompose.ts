/** Component recomposition, RFC 3986 §5.3. */
import type { UriParts } from "./types.js";

/** The host as it stands in an authority: IP literals in brackets, a zone after "%25" (RFC 6874). */
export function hostText(parts: UriParts): string {
  const host = parts.host ?? "";
  if (parts.hostKind === "ipv6")
    return parts.zone === undefined ? `[${host}]` : `[${host}%25${parts.zone}]`;
  if (parts.hostKind === "ipvfuture") return `[${host}]`;
  return host;
}

/** authority = [ userinfo "@" ] host [ ":" port ] (§3.2), from its parts. */
export function authorityText(parts: UriParts): string {
  let out = parts.userinfo === undefined ? "" : `${parts.userinfo}@`;
  out += hostText(parts);
  if (parts.port !== undefined) out += `:${parts.port}`;
  return out;
}

/**
 * RFC 3986 §5.3: defined components joined with their delimiters. The authority is
 * rebuilt from userinfo/host/port when a host is present, so that normalizers may change
 * those parts; a parsed-but-unchanged authority recomposes to itself.
 */
export function recomposeUri(parts: UriParts): string {
  let out = "";
  if (parts.scheme !== undefined) out += `${parts.scheme}:`;
  if (parts.host !== undefined) out += `//${authorityText(parts)}`;
  else if (parts.authority !== undefined) out += `//${parts.authority}`;
  out += parts.path;
  if (parts.query !== undefined) out += `?${parts.query}`;
  if (parts.fragment !== undefined) out += `#${parts.fragment}`;
  return out;
}
