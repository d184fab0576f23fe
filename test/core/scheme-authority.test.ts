/**
 * Server schemes whose syntax requires "//" + authority (src/core/schemes/servers.ts), and
 * tag: URIs (RFC 4151 §2.1, src/core/schemes/tag.ts): a label that begins with a registered
 * scheme name — Subversion's property names, "service:port", the AWS CLI's tag filters — is
 * no URI of that scheme.
 */
import { describe, expect, it } from "vitest";
import { validateUri } from "../../src/core/validate.js";
import { extract } from "../../src/index.js";

function errorsOf(uri: string): string[] {
  return validateUri(uri).errors;
}

describe("schemes whose syntax is scheme:// authority", () => {
  // a valid "//" example of each, from (or in the form of) its specification
  const valid: [string, string][] = [
    ["svn", "svn://svn.example.com/repos/project/trunk"], // Subversion: svn://host/path
    ["svn+ssh", "svn+ssh://user@svn.example.com/repos/project"],
    ["redis", "redis://user:secret@localhost:6379/0?foo=bar&qux=baz"], // IANA provisional
    ["redis", "redis://"], // the host may be left out
    ["rediss", "rediss://redis.example.com:6380/1"],
    ["rtsp", "rtsp://media.example.com:554/twister/audiotrack"], // RFC 2326 §3.2
    ["rtsps", "rtsps://media.example.com/twister"], // RFC 7826 §4.2
    ["rtspu", "rtspu://media.example.com/twister"], // RFC 2326 §3.2
    ["imap", "imap://michael@example.org/INBOX"], // RFC 5092 §6
    ["imap", "imap://minbari.example.org/gray-council;UIDVALIDITY=385759045/;UID=20"],
    ["pop", "pop://rg;AUTH=+APOP@mail.eudora.com:8110"], // RFC 2384 §5
    ["ipp", "ipp://example.com/printer/tiger"], // RFC 3510 §4
    ["ipps", "ipps://example.com/ipp/print"], // RFC 7472 §3
    ["nfs", "nfs://server.example.com/a/b/c"], // RFC 2224 §3
    ["vnc", "vnc://192.0.2.1:5901"], // RFC 7869 §2
    ["vnc", "vnc://vnc.example.com?VncUsername=user"],
    ["ssh", "ssh://user@host.example.com"], // draft-ietf-secsh-scp-sftp-ssh-uri §3.3
    ["ssh", "ssh://user@host.example.com:2222"],
    ["sftp", "sftp://user@host.example.com/~/file.txt"], // §4.3
    ["git", "git://host.xz:9418/~user/path/to/repo.git/"], // git-fetch(1) "GIT URLS"
    ["smb", "smb://server/share/file.txt"], // draft-crhertel-smb-url
    ["smb", "smb://"], // browse the network
    ["rsync", "rsync://rsync.example.com/module/path"], // RFC 5781 §2
    ["ldap", "ldap://ldap1.example.net/o=University%20of%20Michigan,c=US"], // RFC 4516 §4
    ["ldap", "ldap:///o=University%20of%20Michigan,c=US"],
    ["ldaps", "ldaps://ldap.example.com/dc=example,dc=com"],
    ["coap", "coap://example.com:5683/~sensors/temp.xml"], // RFC 7252 §6.3
    ["coaps", "coaps://[2001:db8::1]/sensors"],
    ["tftp", "tftp://example.com/myconfigurationfile"], // RFC 3617 §2
    ["dict", "dict://dict.org/d:shortcake:"], // RFC 2229 §5
    ["irc", "irc://irc.example.org/channel"], // draft-butcher-irc-url §2.1
    ["ircs", "ircs://irc.example.org:6697/#channel"],
  ];

  it.each(valid)("%s: %s is valid", (_scheme, uri) => {
    expect(errorsOf(uri), uri).toEqual([]);
  });

  // the label forms found in real text: "//" + host is required
  const withoutHost = [
    "svn:ignore",
    "svn:mergeinfo",
    "svn:keywords",
    "svn:externals",
    "svn:///repos/project", // empty host
    "svn+ssh:repos",
    "rtsp:554",
    "rtsps:322",
    "rtspu:554",
    "rtsp:/twister", // no authority
    "imap:143",
    "pop:110",
    "ipp:631",
    "ipps:443",
    "nfs:2049",
    "nfs:/a/b/c",
    "ssh:22",
    "sftp:22",
    "git:9418",
    "git:master",
    "rsync:873",
    "coap:5683",
    "coaps:5684",
    "tftp:69",
    "dict:2628",
    "ws:8080",
    // Outlook's and Exchange's address type before an address (a bounce's "[SMTP:…]"):
    // draft-melnikov-smime-msa-to-mda's smtp URI is "smtp://" host
    "SMTP:jane@example.com",
  ];

  it.each(withoutHost)("%s is rejected: missing-host", (uri) => {
    expect(validateUri(uri).valid, uri).toBe(false);
    expect(errorsOf(uri), uri).toContain("missing-host");
  });

  // where the host may be empty, the "//" is still required
  const withoutAuthority = [
    "redis:6379",
    "rediss:6380",
    "vnc:5900",
    "smb:445",
    "ldap:389",
    "ldaps:636",
    "irc:x:39:39:ircd:/run/ircd:/usr/sbin/nologin", // an /etc/passwd record
    "ircs:6697",
  ];

  it.each(withoutAuthority)("%s is rejected: missing-authority", (uri) => {
    expect(errorsOf(uri), uri).toEqual(["missing-authority"]);
  });

  it("leaves the schemes without an authority as they were", () => {
    for (const uri of [
      "file:/etc/x", // RFC 8089 §2
      "file:///etc/x",
      "mailto:chris@example.com",
      "news:comp.infosystems.www.servers.unix",
      "urn:isbn:0451450523",
      "tel:+1-201-555-0123",
      "data:,A%20brief%20note",
      "about:blank",
      "sip:alice@atlanta.com",
      "magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a",
      "git+https://github.com/user/repo.git",
      "git+ssh://git@github.com/user/repo.git",
      "svn+https://svn.example.com/repos", // no rule of its own
      "cvs:pserver", // no rule of its own
    ]) {
      expect(errorsOf(uri), uri).toEqual([]);
    }
  });
});

describe("tag (RFC 4151 §2.1)", () => {
  it("accepts the RFC's examples", () => {
    for (const uri of [
      "tag:timothy@hpl.hp.com,2001:web/externalHome",
      "tag:sandro@w3.org,2004-05:Sandro",
      "tag:my-ids.com,2001-09-15:TimKindberg:presentations:UBath2004-05-19",
      "tag:blogger.com,1999:blog-555",
      "tag:yaml.org,2002:int",
    ]) {
      expect(errorsOf(uri), uri).toEqual([]);
    }
  });

  it("accepts an empty specific, a fragment, a leap day, an upper-case scheme", () => {
    for (const uri of [
      "tag:example.com,2000:",
      "tag:example.com,2000:a/b?c#frag",
      "tag:example.com,2000-02-29:x",
      "tag:first.last_1@Example.COM,2024-12-31:x",
      "TAG:example.com,2000:x",
    ]) {
      expect(errorsOf(uri), uri).toEqual([]);
    }
  });

  it("rejects the labels and a malformed tagging entity or date", () => {
    for (const uri of [
      "tag:Env",
      "tag:Stack,Values=prod",
      "tag:Name",
      "tag:example.com,2001", // no ":" specific
      "tag:example.com:x", // no date
      "tag:,2001:x",
      "tag:example.com,01:x", // year = 4DIGIT
      "tag:example.com,2001-1:x", // month = 2DIGIT
      "tag:example.com,2001-13:x",
      "tag:example.com,2001-00:x",
      "tag:example.com,2001-02-29:x", // not a leap year
      "tag:example.com,1900-02-29:x",
      "tag:example.com,2001-04-31:x",
      "tag:example.com,2001/04:x",
      "tag:-example.com,2001:x", // DNScomp starts and ends with alphaNum
      "tag:example-.com,2001:x",
      "tag:example..com,2001:x",
      "tag:example.com.,2001:x",
      "tag:@example.com,2001:x",
      "tag:a+b@example.com,2001:x",
      "tag:a@b@example.com,2001:x",
      "tag:exa%6Dple.com,2001:x",
      "tag://example.com,2001/x:y", // no authority
    ]) {
      expect(errorsOf(uri), uri).toEqual(["bad-tag"]);
    }
  });
});

describe("in running text", () => {
  it("finds the URIs, not the labels", () => {
    const text = [
      "Index: trunk/Makefile",
      "Property changes on: trunk",
      "Added: svn:mergeinfo",
      "   Merged /branches/x:r12-14",
      "svn:ignore and svn:keywords are set; see svn://svn.example.com/repos/project.",
      "redis:6379 rtsp:554 imap:143 ipp:631 nfs:2049 vnc:5900",
      "aws ec2 describe-instances --filters Name=tag:Stack,Values=prod Name=tag:Env",
      "YAML's tag:yaml.org,2002:int is a tag URI.",
    ].join("\n");
    expect(extract(text, { mode: "text" }).map((f) => f.uri)).toEqual([
      "svn://svn.example.com/repos/project",
      "tag:yaml.org,2002:int",
    ]);
  });
});
