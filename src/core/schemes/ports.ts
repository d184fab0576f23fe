/**
 * Schemes whose specification gives a default port and little else the core checks: the
 * port is dropped when normalizing (RFC 3986 §6.2.3) and another one is flagged
 * (`non-default-port`). Not SIP: RFC 3261 §19.1.4 says a URI with its default port is not
 * equivalent to one without.
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

/** a rule with only a default port */
const withPort = (name: string, defaultPort: number): SchemeRule => ({ name, defaultPort });

/**
 * RFC 4516 §2: ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn …] — the
 * "//" is required, the host may be empty (`ldap:///o=University%20of%20Michigan,c=US`)
 */
function checkLdap(parts: UriParts, errors: string[]): void {
  if (parts.authority === undefined) addError(errors, "missing-authority");
}

export const ldap: SchemeRule = { name: "ldap", defaultPort: 389, check: checkLdap };

export const PORT_RULES: readonly SchemeRule[] = [
  ldap,
  withPort("imap", 143), // RFC 5092 (IMAP URLs name an IMAP server, port 143: RFC 9051)
  withPort("rtsp", 554), // RFC 7826 (RTSP 2.0 URI schemes)
  withPort("rtsps", 322), // RFC 7826
  withPort("coap", 5683), // RFC 7252 §6.1
  withPort("coaps", 5684), // RFC 7252 §6.2
  withPort("ipp", 631), // RFC 3510
  withPort("ipps", 443), // RFC 7472
  withPort("rsync", 873), // RFC 5781
  withPort("dict", 2628), // RFC 2229
  withPort("vnc", 5900), // RFC 7869
  withPort("nfs", 2049), // RFC 2224
  withPort("tftp", 69), // RFC 1350 (RFC 3617: tftp://host/file)
  withPort("ssh", 22), // draft-ietf-secsh-scp-sftp-ssh-uri (IANA: provisional)
  withPort("sftp", 22), // draft-ietf-secsh-scp-sftp-ssh-uri (IANA: provisional)
];
