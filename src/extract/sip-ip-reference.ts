/**
 * A SIP URI whose host is an IPv6 reference: `sip:alice@[2001:db8:9::2]`,
 * `sip:+12155550112@[2001:db8::12]:50207;rinstance=9da3088f3`, `sips:[2001:db8::10]:5070`
 * (RFC 3261 §25.1: host = hostname / IPv4address / IPv6reference, IPv6reference = "[" IPv6address "]";
 * RFC 5118's examples). The SIP grammar was written against RFC 2396 and RFC 2732, whose
 * opaque part held "[" and "]"; RFC 3986 allows them only around an authority's IP literal,
 * and a sip URI has no "//", so the core (strict STD 66) refuses it as `bad-path`. Text
 * about SIP means the address: the extractor reads it by the scheme's own grammar — valid,
 * with the warning `ip-host`, and `normalized` with the address in RFC 5952's form.
 */
import { analyzeUri, type UriAnalysis } from "../core/analyze.js";
import { formatIPv6, parseIPv6 } from "../core/host.js";

/** stands in for the bracketed address while the rest is checked (unreserved characters) */
const STAND_IN = "ipv6-reference.invalid";

/** `uri`'s analysis read by RFC 3261 when it is a sip or sips URI with an IPv6 reference, else null */
export function sipIpReferenceAnalysis(uri: string, scheme: string): UriAnalysis | null {
  if (scheme !== "sip" && scheme !== "sips") return null;
  const colon = scheme.length;
  // the host follows the scheme's ":" or the userinfo's "@"
  let open = colon + 1;
  if (uri.charCodeAt(open) !== 0x5b) {
    const at = uri.indexOf("@", colon);
    if (at < 0 || uri.charCodeAt(at + 1) !== 0x5b) return null;
    open = at + 1;
  }
  const close = uri.indexOf("]", open);
  if (close < 0) return null;
  const pieces = parseIPv6(uri, open + 1, close);
  if (pieces === null) return null;
  // then a port, parameters, headers or the end (hostport uri-parameters [ headers ])
  const next = uri.charCodeAt(close + 1);
  if (close + 1 < uri.length && next !== 0x3a && next !== 0x3b && next !== 0x3f) return null;
  const b = analyzeUri(uri.slice(0, open) + STAND_IN + uri.slice(close + 1));
  if (!b.valid || b.normalized === null) return null;
  return {
    scheme: b.scheme,
    valid: true,
    errors: b.errors,
    warnings: b.warnings.includes("ip-host") ? b.warnings : [...b.warnings, "ip-host"],
    normalized: b.normalized.replace(STAND_IN, `[${formatIPv6(pieces)}]`),
  };
}
