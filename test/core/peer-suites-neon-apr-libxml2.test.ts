/**
 * Cases from the published test suites of three C libraries that parse URIs — neon (the
 * HTTP/WebDAV client), APR-util (Apache's portable runtime) and libxml2 — run through the
 * core with the answer RFC 3986 / RFC 3987 and the scheme RFCs give (see peer-suites*.test.ts
 * for the other peers). Each group names its source; where the peer answers otherwise, the
 * case is in the "answered differently on purpose" group of its suite with the peer's answer
 * and the rule that decides ours; where urisift was wrong by a spec, the case is in a "found
 * wrong before, fixed" group.
 *
 * Sources (the orig tarballs of the Debian bookworm source packages; no Debian patch touches
 * the files):
 * - neon27 0.32.5-1: test/uri-tests.c — simple, simple_ssl, no_path, escapes (the
 *   ne_path_unescape refusals), compares (ne_path_compare), cmp (ne_uri_cmp), default_port,
 *   parse, failparse, unparse, resolve, copy.
 * - apr-util 1.6.3-1: test/testuri.c — aup_tests (apr_uri_parse and apr_uri_unparse) and
 *   uph_tests (apr_uri_parse_hostinfo). apr 1.7.2-3+deb12u1 has no URI code nor test.
 * - libxml2 2.9.14+dfsg-1.3~deb12u6: its URI test data (test/URI/*.data, result/URI/*.result,
 *   run by runtest.c's uriParseTest and uriBaseTest against "http://foo.com/path/to/
 *   index.html?orig#help") could NOT be read: Debian repacks the tarball without test/ and
 *   result/ (debian/copyright Files-Excluded, bug #331534), trixie's 2.12.7+dfsg+really2.9.14
 *   likewise, and the libxml2 copies vendored in the npm packages libxmljs 1.0.11 and
 *   libxmljs2 0.37.0 drop them too. None of those cases is recalled. What the tarball does hold
 *   is used: runtest.c's uriPathTest tables (urip_testURLs / urip_rcvsURLs: the URI libxml2
 *   hands its I/O layer) and python/tests/tstURI.py. testURI.c is a command-line driver with
 *   no cases; testapi.c calls xmlBuildURI and xmlParseURI with generated junk and checks for
 *   leaks only.
 *
 * How the peers' APIs map onto ours:
 * - ne_uri_parse, apr_uri_parse, xmlParseURI (libxml2.parseURI) = parseUri's parts as written:
 *   neon writes an IP literal with its brackets ("[::1]", our host "::1"), APR without them as
 *   we do; a port of 0 (neon) or NULL (APR) is an absent port, our undefined, or "" for a bare
 *   ":" (§3.2.3); APR's hostinfo = our authority, its user[:password] = our userinfo, its NULL
 *   path = our "" (§3.3: a path is always there). A parse error (neon non-zero, APR_EGENERAL)
 *   = no URI-reference (parseUri fails). neon fills in "/" for the empty path after an
 *   authority: for http(s) that is the §6.2.3 normal form (checked on normalizeUri's output),
 *   for the other rows it is in the "differently" group.
 * - apr_uri_parse_hostinfo("host:port") = the authority of "//" + it (RFC 3986 §3.2).
 * - ne_uri_unparse(ne_uri_parse(s)) = s, ne_uri_copy, apr_uri_unparse(…,
 *   APR_URI_UNP_REVEALPASSWORD) = s: recomposeUri of the parts (§5.3); neon's rows are also
 *   their own normal form (normalizeUri; relative: true for a relative reference).
 * - ne_uri_resolve = resolveUri (strict, §5.2.2); a reference with a scheme reads no base, so
 *   neon's empty base is fine there (§5.2.2), and refused where the base is needed (§5.2.1).
 * - ne_uri_cmp = equivalent(); ne_path_compare(a, b) = equivalent() of "http://example.com"
 *   followed by each path; ne_uri_defaultport = the port normalizeUri drops (§6.2.3).
 * - ne_path_unescape's NULL = no URI-reference (§2.1).
 * - libxml2's uriPathTest: the string libxml2 passes to its I/O layer for a URI = the normal
 *   form (normalizeUri, relative: true for the path); tstURI.py's getters = parseUri's parts.
 * Left out:
 * - 69 cases already in test/ verbatim: 44 of neon's 60 resolve rows (the 42 RFC 3986 §5.4
 *   examples, the repeated "." and the repeated "zzz:."; its "//g" → "http://g/", "modified to
 *   mandate non-empty path", is libsoup's rel_tests row in peer-suites-c-java.test.ts with the
 *   same answer: "http://g" by §5.4.1, "http://g/" in normal form); 15 of its 41 parse rows
 *   ("http://a/b", the eight RFC 3986 §1.1.2 examples, "foo:///", "///", "http://foo:/",
 *   "/bar", "foo/bar", "" and, of its IPv6 rows, "http://[::1]/foo"); 1 of
 *   its 5 failparse rows ("http://[::1/"), 3 of its 12 unparse rows ("http://foo.com/bar",
 *   "http://[::1]:8080/", "mailto:foo@bar.com") and copy's ""; 5 of APR's 38 aup_tests
 *   ("http://[", "/", ":", ":foo", "http://localhost").
 * - the peers' own API or policy, which no spec decides: ne_path_escape/escapef and the
 *   round trips of ne_path_unescape (its encoding of raw bytes, lower-case hex), ne_path_parent,
 *   ne_path_childof, ne_path_has_trailing_slash (WebDAV collection names, not URI syntax), the
 *   setters and saveUri of tstURI.py, APR_URI_UNP_OMITSITEPART, apr_uri_parse_hostinfo's
 *   refusal of "127.0.0.1" (it requires a port), libxml2's "/path/to/a b.html" (passed on
 *   unescaped because libxml2 reads it as a file path, not as a URI).
 */
import { describe, expect, it } from "vitest";
import {
  equivalent,
  normalizeUri,
  parseUri,
  resolveUri,
  type UriParts,
} from "../../src/core/index.js";
import { recomposeUri } from "../../src/core/recompose.js";
import {
  expectEquivalent,
  expectInvalid,
  expectNormal,
  expectNormalRelative,
  expectParts,
  expectUnparsable,
  expectValid,
  isReference,
  show,
} from "../helpers/peer-expect.js";

function partsOf(s: string): UriParts {
  const r = parseUri(s);
  expect(r.ok, s).toBe(true);
  if (!r.ok) throw new Error(r.error.reason);
  return r.parts;
}

/** §5.3: the parts recompose to the reference they came from */
function expectRoundTrip(s: string): void {
  expect(recomposeUri(partsOf(s))).toBe(s);
}

// ─── neon 0.32.5 ──────────────────────────────────────────────────────────────────────────

describe("neon 0.32.5 test/uri-tests.c simple, simple_ssl, parse: ne_uri_parse components (RFC 3986 §3)", () => {
  // biome-ignore format: one case per line
  const components: Array<[string, Partial<UriParts>]> = [
    ["http://www.webdav.org/foo", { scheme: "http", host: "www.webdav.org", port: undefined, path: "/foo", userinfo: undefined }],
    ["https://webdav.org/", { scheme: "https", host: "webdav.org", port: undefined, path: "/" }],
    ["http://webdav.org/norman", { scheme: "http", host: "webdav.org", port: undefined, path: "/norman" }],
    ["http://webdav.org:/norman", { scheme: "http", host: "webdav.org", port: "", path: "/norman" }], // §3.2.3: port = *DIGIT, empty here
    ["https://webdav.org/foo", { scheme: "https", host: "webdav.org", path: "/foo" }],
    ["http://webdav.org:8080/bar", { scheme: "http", host: "webdav.org", port: "8080", path: "/bar" }],
    ["http://webdav.org/bar:fish", { host: "webdav.org", port: undefined, path: "/bar:fish" }], // a ":" after the first "/" is a pchar (§3.3)
    ["http://webdav.org/fish@food", { host: "webdav.org", userinfo: undefined, path: "/fish@food" }], // an "@" in the path is no userinfo (§3.2)
    ["http://foo/bar?alpha", { host: "foo", path: "/bar", query: "alpha", fragment: undefined }],
    ["http://foo/bar?alpha#beta", { path: "/bar", query: "alpha", fragment: "beta" }],
    ["http://foo/bar#alpha?beta", { path: "/bar", query: undefined, fragment: "alpha?beta" }], // §3.5: "?" is a fragment character
    ["http://foo/bar#beta", { path: "/bar", query: undefined, fragment: "beta" }],
    ["http://foo/bar?#beta", { path: "/bar", query: "", fragment: "beta" }], // §3.4: an empty query is there
    ["http://foo/bar?alpha?beta", { path: "/bar", query: "alpha?beta", fragment: undefined }],
    ["ldap://fred:bloggs@fish.com/foobar", { scheme: "ldap", userinfo: "fred:bloggs", host: "fish.com", path: "/foobar" }],
    ["http://[a:a:a:a::0]/foo", { host: "a:a:a:a::0", hostKind: "ipv6", path: "/foo" }],
    ["http://[::1]:8080/bar", { host: "::1", hostKind: "ipv6", port: "8080", path: "/bar" }],
    ["DAV:", { scheme: "DAV", authority: undefined, host: undefined, path: "" }], // §3: hier-part = path-empty
    ["ftp://[feed::cafe]:/", { scheme: "ftp", host: "feed::cafe", port: "", path: "/" }],
    ["//foo.com/bar", { scheme: undefined, host: "foo.com", path: "/bar" }],
    ["//[::1]/foo", { scheme: undefined, host: "::1", hostKind: "ipv6", path: "/foo" }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it("the absolute ones are valid URIs (but the ldap one with a userinfo, below)", () => {
    for (const [s, parts] of components)
      if (parts.scheme !== undefined && !s.startsWith("ldap://fred")) expectValid(s);
  });
  // no_path, parse: neon writes the empty http(s) path as "/", which is the §6.2.3 normal form
  for (const s of ["https://webdav.org", "http://webdav.org"]) {
    it(`${show(s)}: path "" as written, "/" in normal form (§6.2.3)`, () => {
      expectParts(s, { host: "webdav.org", path: "" });
      expectParts(normalizeUri(s), { path: "/" });
    });
  }
  it('"http://webdav.org\\xFF" (the CVE-2007-0157 row): the host as written', () => {
    // neon keeps the byte 0xFF in the host; a JavaScript string holds it as U+00FF, an RFC 3987
    // ucschar (§2.2: iunreserved), so this is an IRI and no RFC 3986 URI (§2: ASCII only)
    const s = "http://webdav.org\u00ff";
    expectParts(s, { scheme: "http", host: "webdav.org\u00ff", path: "", iri: true });
    expect(isReference(s)).toBe(false);
    // RFC 3987 §3.1 maps an IRI to a URI; the host becomes its A-label (README), the path "/"
    expectNormal(s, "http://webdav.xn--org-voa/");
  });
});

describe("neon 0.32.5 test/uri-tests.c failparse, escapes: no URI-reference (RFC 3986 App. A)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, string]> = [
    ["http://[::1]f:80/", "bad-host"], // §3.2.2: an IP-literal is followed by ":" port or the end of the authority
    ["http://[::1]]:80/", "bad-host"],
    ["http://foo/bar asda", "bad-path"], // no space anywhere (App. A)
    ["http://fish/[foo]/bar", "bad-path"], // §3.3: "[" and "]" are gen-delims, no pchar
    ["/foo%zzbar", "bad-percent-encoding"], // ne_path_unescape returns NULL. §2.1: pct-encoded = "%" HEXDIG HEXDIG
    ["/foo%1zbar", "bad-percent-encoding"],
  ];
  for (const [s, reason] of cases) it(`${show(s)}: ${reason}`, () => expectUnparsable(s, reason));
});

describe("neon 0.32.5 test/uri-tests.c unparse, copy: ne_uri_unparse(ne_uri_parse(s)) = s (RFC 3986 §5.3)", () => {
  const uris = [
    "https://bar.com/foo/wishbone",
    "http://www.random.com:8000/",
    "ftp://ftp.foo.bar/abc/def",
    "ftp://joe@bar.com/abc/def",
    "http://a/b?c#d",
    "http://a/b?c",
    "http://a/b#d",
    "http://jim@foo.com:8080/bar?baz#bee", // copy
  ];
  for (const s of uris) {
    it(`${show(s)} recomposes to itself and is its own normal form`, () => {
      expectRoundTrip(s);
      expectNormal(s, s);
    });
  }
  for (const s of ["//foo.com/bar", "//foo.com:8080/bar"]) {
    it(`${show(s)} recomposes to itself and is its own normal form`, () => {
      expectRoundTrip(s);
      expectNormalRelative(s, s);
    });
  }
});

describe("neon 0.32.5 test/uri-tests.c resolve (additional examples): ne_uri_resolve (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const resolved: Array<[base: string, ref: string, target: string]> = [
    ["http://foo.com/alpha/beta", "../gamma", "http://foo.com/gamma"],
    ["http://foo.com/alpha//beta", "../gamma", "http://foo.com/alpha/gamma"], // §5.2.4: "/alpha//../gamma", the empty segment is the one ".." removes
    ["http://foo.com", "../gamma", "http://foo.com/gamma"], // §5.2.3: an empty base path with an authority merges as "/" + ref
    // §5.2.2: a reference with a scheme is its own target, with its dot-segments removed;
    // the base (here neon's "") is not read
    ["", "zzz:.", "zzz:"],
    ["", "zzz:./foo", "zzz:foo"],
    ["", "zzz:../foo", "zzz:foo"],
    ["", "zzz:/./foo", "zzz:/foo"],
    ["", "zzz:/.", "zzz:/"],
    ["", "zzz:/../", "zzz:/"],
    ["", "zzz:..", "zzz:"],
    ["", "zzz://foo@bar/", "zzz://foo@bar/"],
    ["", "zzz://foo/?bar", "zzz://foo/?bar"],
    ["zzz://foo/?bar", "//baz/?jam", "zzz://baz/?jam"], // §5.2.2: a network-path reference keeps only the base's scheme
    ["zzz://foo/baz?biz", "", "zzz://foo/baz?biz"], // §5.2.2: an empty reference is the base (less its fragment)
    ["zzz://foo/baz", "", "zzz://foo/baz"],
  ];
  for (const [base, ref, target] of resolved) {
    it(`${show(ref)} against ${show(base)} → ${show(target)}`, () =>
      expect(resolveUri(ref, base)).toBe(target));
  }
});

describe("neon 0.32.5 test/uri-tests.c cmp: ne_uri_cmp = equivalent() (RFC 3986 §6.2)", () => {
  // biome-ignore format: one case per line
  const pairs: Array<[string, string, boolean]> = [
    ["http://example.com/alpha", "http://example.com/alpha", true],
    ["//example.com/alpha", "//example.com/alpha", true],
    ["http://example.com/alpha#foo", "http://example.com/alpha#foo", true],
    ["http://example.com/alpha?bar", "http://example.com/alpha?bar", true],
    ["http://jim@example.com/alpha", "http://jim@example.com/alpha", true],
    ["HTTP://example.com/alpha", "http://example.com/alpha", true], // §6.2.2.1: the scheme is case-insensitive
    ["http://example.com/", "http://example.com", true], // §6.2.3: the empty http path is "/"
    ["http://Example.Com/", "http://example.com", true], // §6.2.2.1: so is the host
    ["http://example.com/alpha", "http://example.com/beta", false],
    ["http://example.com/alpha", "https://example.com/alpha", false],
    ["http://example.com/alpha", "http://www.example.com/alpha", false],
    ["http://example.com:443/alpha", "http://example.com:8080/alpha", false],
    ["http://example.com/alpha", "http://jim@example.com/alpha", false],
    ["http://bob@example.com/alpha", "http://jim@example.com/alpha", false],
    ["http://example.com/alpha", "http://example.com/alpha?fish", false],
    ["http://example.com/alpha?fish", "http://example.com/alpha?food", false],
    ["http://example.com/alpha", "http://example.com/alpha#foo", false],
    ["http://example.com/alpha#bar", "http://example.com/alpha#foo", false],
    ["http://example.com/alpha", "//example.com/alpha", false], // a URI is not its network-path reference
    ["http://example.com/alpha", "///alpha", false],
  ];
  for (const [a, b, same] of pairs) {
    it(`${show(a)} ${same ? "≡" : "≢"} ${show(b)}`, () => expectEquivalent(a, b, same));
  }
});

describe("neon 0.32.5 test/uri-tests.c compares: ne_path_compare, as the paths of http://example.com (RFC 3986 §6.2)", () => {
  // biome-ignore format: one case per line
  const pairs: Array<[string, string, boolean]> = [
    ["/ab", "/a/", false],
    ["/a/", "/a/", true],
    ["/alpha/", "/beta/", false],
    ["/alpha", "/b", false],
    ["/alpha/", "/alphash", false],
    ["/fish/", "/food", false],
    ["/alpha", "/alpha", true],
    ["/a/b/c/d", "/a/b/c/", false],
  ];
  for (const [a, b, same] of pairs) {
    it(`${show(a)} ${same ? "≡" : "≢"} ${show(b)}`, () =>
      expectEquivalent(`http://example.com${a}`, `http://example.com${b}`, same));
  }
});

describe("neon 0.32.5 test/uri-tests.c default_port: ne_uri_defaultport, the port normalizeUri drops (RFC 3986 §6.2.3)", () => {
  it("http: 80 (RFC 9110 §4.2.1)", () =>
    expectNormal("http://www.webdav.org:80/foo", "http://www.webdav.org/foo"));
  it("https: 443 (RFC 9110 §4.2.2)", () =>
    expectNormal("https://webdav.org:443/", "https://webdav.org/"));
});

describe("neon 0.32.5 test/uri-tests.c: answered differently on purpose", () => {
  // parse: neon writes "/" for the empty path after an authority in any URI-reference.
  // RFC 3986 §3.3: path-abempty may be empty, and §6.2.3 writes "/" only where the scheme says
  // so (http(s), ws(s) in urisift); these keep their empty path, in the parts and the normal
  // form alike
  // biome-ignore format: one case per line
  const emptyPaths: Array<[string, Partial<UriParts>]> = [
    ["ftp://jim:bob@jim.com", { scheme: "ftp", userinfo: "jim:bob", host: "jim.com", port: undefined, path: "" }], // neon: path "/"
    ["ftp://[feed::cafe]:555", { host: "feed::cafe", port: "555", path: "" }], // neon: path "/"
    ["ftp://[feed::cafe]:", { host: "feed::cafe", port: "", path: "" }], // neon: port 0, path "/"
  ];
  for (const [s, parts] of emptyPaths) {
    it(`${show(s)}: path ""`, () => {
      expectParts(s, parts);
      expectParts(normalizeUri(s), { path: "" });
    });
  }
  it('"//foo.com": path ""', () => {
    // neon: path "/"
    expectParts("//foo.com", { scheme: undefined, host: "foo.com", path: "" });
    expectNormalRelative("//foo.com", "//foo.com");
  });
  it('"" against the base "//foo/baz" is refused', () =>
    // neon gives "//foo/baz". RFC 3986 §5.1: the base URI is an absolute URI (§4.3: it has a
    // scheme), and §5.2.2 takes T.scheme from it for a reference without one
    expect(() => resolveUri("", "//foo/baz")).toThrow(/missing-scheme/));
  it('the paths "/a" and "/a/" differ', () => {
    // compares: ne_path_compare("/a", "/a/") and ("/a/", "/a") are 0 (WebDAV reads them as the
    // same collection). RFC 3986 §6.2: the trailing "/" is part of the path; §6.2.3 equates only
    // the empty path with "/"
    expectEquivalent("http://example.com/a", "http://example.com/a/", false);
  });
  it('ldap: ":389" is the default port', () =>
    // default_port: ne_uri_defaultport("ldap") is 0, none known to neon. RFC 4516 §2: an
    // LDAP URL without a port means port 389 (src/core/schemes/servers.ts), so §6.2.3 drops it
    expectNormal("ldap://fish.com:389/", "ldap://fish.com/"));
});

describe("neon 0.32.5 test/uri-tests.c parse: found wrong before, fixed", () => {
  // RFC 4516 §2: ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn [QUESTION
  // …]] — an LDAP URL has no userinfo (like ws, RFC 6455 §3, which urisift already refuses with
  // "userinfo-not-allowed"). urisift validated the ldap rule (the "//" is required) but
  // accepted "fred:bloggs@"; neon parses it generically (userinfo "fred:bloggs"), which the
  // parts above keep. ("foobar" is no RFC 4514 §3 distinguishedName either: an RDN is
  // attributeType "=" attributeValue.)
  it('"ldap://fred:bloggs@fish.com/foobar" is no valid LDAP URL', () =>
    expectInvalid("ldap://fred:bloggs@fish.com/foobar", "userinfo-not-allowed"));
});

// ─── APR-util 1.6.3 ───────────────────────────────────────────────────────────────────────

describe("apr-util 1.6.3 test/testuri.c aup_tests: apr_uri_parse components (RFC 3986 §3)", () => {
  // biome-ignore format: one case per line
  const components: Array<[string, Partial<UriParts>]> = [
    ["http://127.0.0.1:9999/asdf.html", { scheme: "http", authority: "127.0.0.1:9999", userinfo: undefined, host: "127.0.0.1", hostKind: "ipv4", port: "9999", path: "/asdf.html", query: undefined, fragment: undefined }],
    ["http://[::127.0.0.1]:9999/asdf.html", { scheme: "http", authority: "[::127.0.0.1]:9999", host: "::127.0.0.1", hostKind: "ipv6", port: "9999", path: "/asdf.html", query: undefined }],
    ["/error/include/top.html", { scheme: undefined, authority: undefined, host: undefined, port: undefined, path: "/error/include/top.html", query: undefined }],
    ["/error/include/../contact.html.var", { scheme: undefined, authority: undefined, path: "/error/include/../contact.html.var" }], // parsed as written: dot-segments go at resolution (§5.2.4)
    ["/manual/", { scheme: undefined, authority: undefined, path: "/manual/" }],
    ["/cocoon/developing/graphics/Using%20Databases-label_over.jpg", { scheme: undefined, path: "/cocoon/developing/graphics/Using%20Databases-label_over.jpg" }],
    ["http://sonyamt:garbage@127.0.0.1/filespace/", { scheme: "http", authority: "sonyamt:garbage@127.0.0.1", userinfo: "sonyamt:garbage", host: "127.0.0.1", port: undefined, path: "/filespace/", query: undefined }],
    ["http://sonyamt:garbage@[fe80::1]/filespace/", { scheme: "http", authority: "sonyamt:garbage@[fe80::1]", userinfo: "sonyamt:garbage", host: "fe80::1", hostKind: "ipv6", port: undefined, path: "/filespace/" }],
    ["http://sonyamt@[fe80::1]/filespace/?arg1=store", { scheme: "http", authority: "sonyamt@[fe80::1]", userinfo: "sonyamt", host: "fe80::1", hostKind: "ipv6", path: "/filespace/", query: "arg1=store" }],
    ["//www.apache.org/", { scheme: undefined, authority: "www.apache.org", host: "www.apache.org", port: undefined, path: "/" }],
    ["file:image.jpg", { scheme: "file", authority: undefined, host: undefined, path: "image.jpg" }],
    ["file:/image.jpg", { scheme: "file", authority: undefined, host: undefined, path: "/image.jpg" }],
    ["file:///image.jpg", { scheme: "file", authority: "", host: "", path: "/image.jpg" }], // §3.2.2: an empty reg-name
    ["file:///tmp/photos/image.jpg", { scheme: "file", authority: "", host: "", path: "/tmp/photos/image.jpg" }],
    ["file:./image.jpg", { scheme: "file", authority: undefined, path: "./image.jpg" }],
    ["file:../photos/image.jpg", { scheme: "file", authority: undefined, path: "../photos/image.jpg" }],
    ["file+ssh-2:../photos/image.jpg", { scheme: "file+ssh-2", authority: undefined, path: "../photos/image.jpg" }], // §3.1: "+", "-" and digits after the first letter
    ["script/foo.js", { scheme: undefined, path: "script/foo.js" }],
    ["../foo2.js", { scheme: undefined, path: "../foo2.js" }],
    ["foo3.js", { scheme: undefined, path: "foo3.js" }],
    ["_foo/bar", { scheme: undefined, path: "_foo/bar" }],
  ];
  for (const [s, parts] of components) it(show(s), () => expectParts(s, parts));
  it("each recomposes to itself (apr_uri_unparse with APR_URI_UNP_REVEALPASSWORD, §5.3)", () => {
    for (const [s] of components) expectRoundTrip(s);
  });
  it('"file:image.jpg", "file:./image.jpg", "file:../photos/image.jpg": URIs, but no valid file URIs', () => {
    // apr_uri_parse reads the generic syntax only, as parseUri does; validateUri adds RFC 8089
    // §2: file-hier-part = ( "//" auth-path ) / local-path, local-path = path-absolute
    for (const s of ["file:image.jpg", "file:./image.jpg", "file:../photos/image.jpg"])
      expectInvalid(s, "bad-file");
    expectValid("file:/image.jpg");
    expectValid("file:///tmp/photos/image.jpg");
  });
  // APR_EGENERAL
  // biome-ignore format: one case per line
  const errors: Array<[string, string]> = [
    ["http://[/::1]/index.html", "bad-ipv6"], // §3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]"
    ["http://[?::1]/index.html", "bad-ipv6"],
    ["http://127.0.0.1:9999a/asdf.html", "bad-port"], // §3.2.3: port = *DIGIT
    ["http://[::127.0.0.1]:9999a/asdf.html", "bad-port"],
    // §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ); with no scheme, a ":" in the
    // first segment makes no relative-ref either (§4.2: path-noscheme)
    ["_foo:/bar", "colon-in-first-segment"],
    ["2foo:/bar", "colon-in-first-segment"],
    [".foo:/bar", "colon-in-first-segment"],
    ["-foo:/bar", "colon-in-first-segment"],
    ["+foo:/bar", "colon-in-first-segment"],
    ["@localhost::8080", "colon-in-first-segment"],
    ["::/bar", "empty-scheme"],
    [":/bar", "empty-scheme"],
  ];
  for (const [s, reason] of errors) it(`${show(s)}: ${reason}`, () => expectUnparsable(s, reason));
});

describe("apr-util 1.6.3 test/testuri.c uph_tests: apr_uri_parse_hostinfo, as the authority of a network-path reference (RFC 3986 §3.2)", () => {
  // biome-ignore format: one case per line
  const hostinfo: Array<[string, Partial<UriParts>]> = [
    ["www.ibm.com:443", { host: "www.ibm.com", hostKind: "reg-name", port: "443" }],
    ["[fe80::1]:443", { host: "fe80::1", hostKind: "ipv6", port: "443" }],
    ["127.0.0.1:443", { host: "127.0.0.1", hostKind: "ipv4", port: "443" }],
  ];
  for (const [h, parts] of hostinfo)
    it(show(h), () => expectParts(`//${h}`, { authority: h, ...parts }));
  // APR_EGENERAL
  it('"[fe80:80": no "]" closes the IP-literal', () => expectUnparsable("//[fe80:80", "bad-ipv6"));
  it('"fe80::80]:443": a reg-name holds no ":" nor "]"', () => expectUnparsable("//fe80::80]:443"));
});

// ─── libxml2 2.9.14 ───────────────────────────────────────────────────────────────────────

describe("libxml2 2.9.14 python/tests/tstURI.py: libxml2.parseURI getters (RFC 3986 §3)", () => {
  it('"http://example.org:8088/foo/bar?query=simple#fragid"', () =>
    expectParts("http://example.org:8088/foo/bar?query=simple#fragid", {
      scheme: "http",
      host: "example.org",
      port: "8088",
      path: "/foo/bar",
      query: "query=simple",
      fragment: "fragid",
    }));
});

describe("libxml2 2.9.14 runtest.c uriPathTest: the URI handed to the I/O layer = the normal form (RFC 3986 §6.2.2)", () => {
  // "check that % escaping is not broken", "verify we don't destroy URIs especially the query part"
  for (const s of [
    "urip://example.com/a%20b.html",
    "file:///path/to/a%20b.html",
    "urip://example.com/test?a=1&b=2%263&c=4#foo", // "%26" stays: "&" is reserved (§2.2)
  ]) {
    it(`${show(s)} is its own normal form`, () => expectNormal(s, s));
  }
  it('"/path/to/a%20b.html" is its own normal form (a relative reference)', () =>
    expectNormalRelative("/path/to/a%20b.html", "/path/to/a%20b.html"));
  it('"/path/to/a b.html" is no URI-reference', () =>
    // libxml2 passes it on unescaped, as a file path ("this is not an URI, this is a path")
    expectUnparsable("/path/to/a b.html", "bad-path"));
});

describe("libxml2 2.9.14 runtest.c uriPathTest: answered differently on purpose", () => {
  // "it is an URI the strings must be escaped": libxml2 percent-encodes the space and opens
  // "…/a%20b.html". RFC 3986 App. A: no component holds a space, and RFC 3987 §2.2 does not
  // take it into ucschar either, so the string is no URI nor IRI; repairing it is the
  // caller's business (RFC 3986 App. C: delimiting a URI in text), not the parser's
  for (const s of ["urip://example.com/a b.html", "file:///path/to/a b.html"]) {
    it(`${show(s)} is no URI-reference`, () => expectUnparsable(s, "bad-path"));
  }
  it('"urip://example.com/résumé.html" → "urip://example.com/r%C3%A9sum%C3%A9.html"', () => {
    // libxml2 gets the Latin-1 byte 0xE9 and encodes it as "%E9" ("out of context the encoding
    // can't be guessed byte by byte conversion"). A JavaScript string holds the character
    // U+00E9, and RFC 3987 §3.1 maps an IRI to a URI through its UTF-8 octets
    expectNormal(
      "urip://example.com/r\u00e9sum\u00e9.html",
      "urip://example.com/r%C3%A9sum%C3%A9.html",
    );
    expect(
      equivalent("urip://example.com/r\u00e9sum\u00e9.html", "urip://example.com/r%E9sum%E9.html"),
    ).toBe(false);
  });
});
