/**
 * Server schemes: each one's syntax starts "scheme:" "//" authority, so `svn:ignore`,
 * `redis:6379`, `imap:143` or `vnc:5900` — a label that happens to begin with a registered
 * scheme name — is no URI of it. Where the specification's grammar requires a host the rule
 * says `requiresHost` (`missing-host`, as for http and ws); where it lets the host be empty
 * (`ldap:///o=…`, `smb://`) only the "//" is required (`missing-authority`).
 * A default port is dropped when normalizing (RFC 3986 §6.2.3) and another one is flagged
 * (`non-default-port`). Not SIP: RFC 3261 §19.1.4 says a URI with its default port is not
 * equivalent to one without.
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError } from "./util.js";

/** "//" present: RFC 3986 §3.2 "The authority component is preceded by a double slash" */
function requireAuthority(parts: UriParts, errors: string[]): void {
  if (parts.authority === undefined) addError(errors, "missing-authority");
}

/** "scheme:" "//" host …: an authority with a non-empty host (checked in validate.ts) */
const withHost = (name: string, defaultPort?: number): SchemeRule =>
  defaultPort === undefined
    ? { name, requiresHost: true }
    : { name, defaultPort, requiresHost: true };

/** "scheme:" "//" [ host ] …: the "//" is required, the host may be empty */
const withAuthority = (name: string, defaultPort?: number): SchemeRule =>
  defaultPort === undefined
    ? { name, check: requireAuthority }
    : { name, defaultPort, check: requireAuthority };

/** ldap(s): the "//" required, and no userinfo: an ldapurl's hostport has none (RFC 4516 §2) */
function checkLdap(parts: UriParts, errors: string[]): void {
  requireAuthority(parts, errors);
  if (parts.userinfo !== undefined) addError(errors, "userinfo-not-allowed");
}

export const SERVER_RULES: readonly SchemeRule[] = [
  // RFC 4516 §2: ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn …] — the
  // "//" is required, the host may be empty (`ldap:///o=University%20of%20Michigan,c=US`);
  // scheme = "ldap"; ldaps (LDAP over TLS, which no RFC defines) is written the same way.
  // No userinfo: a bind name goes in the "bindname" extension (§2, RFC 4516 §4 example)
  { name: "ldap", defaultPort: 389, check: checkLdap },
  { name: "ldaps", check: checkLdap },
  // (imap: schemes/imap.ts, RFC 5092 §11's grammar)
  // RFC 7826 §4.2: rtsp-URI = "rtsp:" "//" host [ ":" port ] path-abempty [ "?" query ];
  // rtsps-URI likewise with "rtsps:"; RFC 2326 §3.2: rtsp_URL = ( "rtsp:" | "rtspu:" ) "//"
  // host [ ":" port ] [ abs_path ]
  withHost("rtsp", 554),
  withHost("rtsps", 322),
  withHost("rtspu"),
  // RFC 7252 §6.1: coap-URI = "coap:" "//" host [ ":" port ] path-abempty [ "?" query ];
  // §6.2: coaps-URI = "coaps:" "//" host …
  withHost("coap", 5683),
  withHost("coaps", 5684),
  // RFC 3510 §4: ipp-uri = "ipp:" "//" host [ ":" port ] [ abs_path [ "?" query ]];
  // RFC 7472 §3: ipps-uri = "ipps:" "//" host [ ":" port ] [ path-absolute [ "?" query ]]
  withHost("ipp", 631),
  withHost("ipps", 443),
  // RFC 5781 §2: rsyncurl = "rsync://" [ userinfo "@" ] host [ ":" port ] path
  withHost("rsync", 873),
  // RFC 2229 §5: dict://<user>;<auth>@<host>:<port>/d:<word>:<database>:<n>
  withHost("dict", 2628),
  // RFC 7869 §2: vnc-uri = "vnc://" [ userinfo "@" ] [ host [ ":" port ] ] [ "?" [ vnc-params ] ]
  // — the host may be left out, the "//" may not
  withAuthority("vnc", 5900),
  // RFC 2224 §3: "An NFS URL takes the form: nfs://<host>:<port><url-path>". The relative
  // NFS URLs of its §5 are relative references, resolved against such a base: not URIs by
  // themselves (RFC 3986 §4.2), and strict RFC 3986 §5.2.2 reads "nfs:x" as absolute
  withHost("nfs", 2049),
  // RFC 3617 §2: tftpURI = "tftp://" host "/" file [ mode ] (RFC 1350: port 69)
  withHost("tftp", 69),
  // draft-ietf-secsh-scp-sftp-ssh-uri §3.1, §4.1 (IANA: provisional): ssh_URI = "ssh:" "//"
  // [ userinfo "@" ] host [ ":" port ]; sftp_URI = "sftp:" "//" [ userinfo "@" ] host
  // [ ":" port ] [ path_abempty ]
  withHost("ssh", 22),
  withHost("sftp", 22),
  // Subversion (IANA: provisional, svn and svn+ssh): svn://host[:port]/path,
  // svn+ssh://[user@]host/path — the repository is always named by a server
  withHost("svn"),
  withHost("svn+ssh"),
  // git (IANA: provisional; git-fetch(1) "GIT URLS"): git://host.xz[:port]/path/to/repo.git/
  withHost("git"),
  // redis, rediss (IANA: provisional): redis://[[user][:password]@][host][:port][/db-number]
  // [?…] — the host may be left out (localhost), the "//" may not
  withAuthority("redis"),
  withAuthority("rediss"),
  // irc, ircs (IANA: provisional; draft-butcher-irc-url §2.1): "irc:" [ "//" [ host
  // [ ":" port ] ] [ "/" [ target ] ] ] — after the scheme comes "//" or nothing
  // ("irc:x:39:39:ircd:/run/ircd:/usr/sbin/nologin" is an /etc/passwd record)
  withAuthority("irc"),
  withAuthority("ircs"),
  // smb (IANA: provisional; draft-crhertel-smb-url §4): smb://[[[domain;]user[:password]@]
  // server[:port][/share[/path]]] — "smb://" alone browses the network
  withAuthority("smb"),
  // smtp (IANA: provisional; draft-melnikov-smime-msa-to-mda §4: "smtp://" [ userinfo "@" ]
  // host [ ":" port ], port 25): a mail server. Outlook's and Exchange's address type before
  // an address, "[SMTP:jane@example.com]" in a bounce or a directory export, is no URI of it
  withHost("smtp", 25),
];
