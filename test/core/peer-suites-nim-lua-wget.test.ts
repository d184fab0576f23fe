/**
 * Cases from the published test suites of Nim's std/uri, LuaSocket's socket.url and GNU wget's
 * URL unit tests (see peer-suites*.test.ts for the others), run through the core with the
 * answer RFC 3986 (and the scheme RFCs) give. Each group names its source file; where the peer
 * answers otherwise, the case is in the "answered differently on purpose" group of its suite
 * with the peer's answer and the rule that decides ours; where urisift is wrong by a spec, the
 * case asserts the right answer inside `it.fails` in a "urisift wrong, to fix" group (none was
 * found for these three peers).
 *
 * Sources (the orig tarballs of the Debian bookworm source packages):
 * - nim 1.6.10-2: tests/stdlib/turi.nim (removeDotSegments, parseUri, combine, isAbsolute) and
 *   the runnableExamples of lib/pure/uri.nim (run by Nim's doc build) for parseUri, combine,
 *   isAbsolute, removeDotSegments and `$`.
 * - luasocket 3.1.0-1 (Debian's source package for LuaSocket; its .debian.tar 404s on the
 *   mirror, the orig tarball is the upstream release): test/urltest.lua (check_parse_url,
 *   check_build_url, check_absolute_url: its table of RFC 1808 examples against
 *   "http://a/b/c/d;p?q#f", its own rows and its "extra tests", check_invert).
 * - wget 1.21.3-1+deb12u1: the TESTING unit tests that tests/unit-tests.c runs:
 *   src/url.c test_path_simplify, test_append_uri_pathel, test_are_urls_equal and src/res.c
 *   test_is_robots_txt_url. uri_merge has no test (only examples in its comments, never run:
 *   left out). The Perl/Python tests in tests/ and testenv/ drive a whole download through a
 *   test server and hold no URI-level expectations.
 *
 * How the cases map onto the API:
 * - Nim's parseUri fields and LuaSocket's url.parse table = parseUri's parts as written (both
 *   split userinfo into user and password, RFC 3986 §3.2.1 does not: our userinfo is
 *   "user:password"; LuaSocket's ";params" is part of our path, §3.3; Nim and LuaSocket give
 *   "" or nil for absent, and "::1" for the host "[::1]" as we do);
 * - Nim's `$` and LuaSocket's url.build of the parsed fields = the string recomposed (§5.3), as
 *   the normal form (normalizeUri, relative: true for a relative reference) where it is its
 *   own; check_invert (parse, parse_path/build_path, build) = recomposeUri(parseUri(s)) is s;
 * - Nim's isAbsolute (a scheme and a host or a path) = an absolute URI, scheme ":" hier-part
 *   (§4.3; none of its cases has a fragment);
 * - Nim's combine, LuaSocket's url.absolute, wget's append_uri_pathel (a path element put after
 *   a directory URL) = resolveUri (strict, §5.2.2); against a relative base it is refused
 *   (§5.1, §5.2.1: "the base URI … must be an absolute URI");
 * - Nim's (private) removeDotSegments and wget's path_simplify = remove_dot_segments (§5.2.4) as
 *   normalizeUri applies it (§6.2.2.3) to the path put under a host ("http://h/" + path; wget
 *   keeps its paths without the leading "/", Nim's cases with a scheme are normalized whole);
 * - wget's are_urls_equal = equivalent() (§6.2); is_robots_txt_url = the path component is
 *   "/robots.txt" (RFC 9309 §2.3).
 * Left out (115 counted):
 * - 35 cases already in test/ verbatim: Nim's "urn:example:animal:ferret:nose" (parse and `$`:
 *   parse.test.ts, spec-examples.test.ts) and "./" (bug #17481: peer-suites-c-java.test.ts);
 *   33 of the 46 distinct rows of LuaSocket's RFC 1808 table against "http://a/b/c/d;p?q#f"
 *   (47 rows, "./g" twice): peer-suites-platforms.test.ts holds 30 of them with the same base
 *   and target, peer-suites-ocaml-guile-tcl.test.ts "?y", ";x" and "". The peer answers four
 *   of those otherwise: "" → "http://a/b/c/d;p?q#f" (RFC 3986 §5.2.2: T.fragment =
 *   R.fragment, the base's is dropped), ";x" → "http://a/b/c/d;x" (RFC 1808's params; RFC 3986
 *   §5.4.1: "http://a/b/c/;x"), "g?y/./x" → "http://a/b/c/g?y/x" and "g#s/./x" →
 *   "http://a/b/c/g#s/x" (§5.2.2 removes dot-segments from the path only).
 * - 80 about the peers' own API or policy, which no spec decides: Nim's encodeUrl/decodeUrl
 *   (5 in turi.nim, 7 runnableExamples), encodeQuery (8, 3), decodeQuery (2, 2), `?` (2, 1),
 *   getDataUri (8, 3), the Uri setters of bug #6649 (6), initUri (1), and `/` (9: turi.nim 4,
 *   the module's and the func's examples 5), which appends a path to the base's path ("/foo" /
 *   "bar/asd" is "/foo/bar/asd") and is no reference resolution; the `when false` block of
 *   removeDotSegments cases turi.nim marks as known-buggy and never runs (7). LuaSocket's
 *   check_parse_path (7) and check_protect (9): its path-segment API and its own escaping
 *   choices. wget's should_modify flag of path_simplify (internal bookkeeping).
 */
import { describe, expect, it } from "vitest";
import { normalizeUri, parseUri, resolveUri } from "../../src/core/index.js";
import { recomposeUri } from "../../src/core/recompose.js";
import type { UriParts } from "../../src/core/types.js";
import {
  expectEquivalent,
  expectNormal,
  expectNormalRelative,
  expectParts,
  expectUnparsable,
  isReference,
  isUri,
  show,
} from "../helpers/peer-expect.js";

/** remove_dot_segments (§5.2.4) of a path, as the normal form of a URI with that path applies it */
function dotFree(path: string, scheme = "http"): string {
  const parts = parseUri(normalizeUri(`${scheme}://h/${path.replace(/^\//, "")}`));
  if (!parts.ok) throw new Error(path);
  return parts.parts.path;
}

// ─── Nim 1.6.10 std/uri ───────────────────────────────────────────────────────────────────

describe("nim 1.6.10 tests/stdlib/turi.nim parseUri, lib/pure/uri.nim runnableExamples: components (RFC 3986 §3)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, Partial<UriParts>]> = [
    ["udp://[2001:0db8:85a3:0000:0000:8a2e:0370:7334]:8080", { scheme: "udp", host: "2001:0db8:85a3:0000:0000:8a2e:0370:7334", hostKind: "ipv6", port: "8080", path: "" }],
    ["http://localhost", { host: "localhost", path: "" }], // §3.3: the path is empty, not "/"
    ["http://localhost/", { host: "localhost", path: "/" }],
    ["http://localhost:8080/test", { scheme: "http", host: "localhost", port: "8080", path: "/test" }],
    ["foo://username:password@example.com:8042/over/there/index.dtb?type=animal&name=narwhal#nose", { scheme: "foo", userinfo: "username:password", host: "example.com", port: "8042", path: "/over/there/index.dtb", query: "type=animal&name=narwhal", fragment: "nose" }],
    ["foo://[::1]:1234/bar?baz=true&qux#quux", { scheme: "foo", host: "::1", hostKind: "ipv6", port: "1234", path: "/bar", query: "baz=true&qux", fragment: "quux" }],
    ["magnet:?xt=urn:sha1:72hsga62ba515sbd62&dn=foobar", { scheme: "magnet", authority: undefined, path: "", query: "xt=urn:sha1:72hsga62ba515sbd62&dn=foobar" }],
    ["/test/foo/bar?q=2#asdf", { scheme: undefined, path: "/test/foo/bar", query: "q=2", fragment: "asdf" }],
    ["test/no/slash", { scheme: undefined, path: "test/no/slash" }],
    ["file:///foo/bar/baz.txt", { scheme: "file", userinfo: undefined, host: "", port: undefined, path: "/foo/bar/baz.txt" }],
    ["./path", { scheme: undefined, path: "./path" }], // bug #17481
    ["a/path", { scheme: undefined, path: "a/path" }], // bug #17481
    ["sftp://127.0.0.1:4343", { host: "127.0.0.1", hostKind: "ipv4", port: "4343" }], // module doc
    ["https://nim-lang.org/docs/manual.html", { scheme: "https", host: "nim-lang.org", path: "/docs/manual.html" }], // parseUri(uri, result)
    ["ftp://Username:Password@Hostname", { scheme: "ftp", userinfo: "Username:Password", host: "Hostname" }], // parseUri: as written
  ];
  for (const [s, parts] of cases) it(show(s), () => expectParts(s, parts));
});

describe("nim 1.6.10 tests/stdlib/turi.nim parseUri: `$` gives the input back = its own normal form (RFC 3986 §5.3, §6.2)", () => {
  for (const s of [
    "http://localhost:8080/test",
    "foo://username:password@example.com:8042/over/there/index.dtb?type=animal&name=narwhal#nose",
    "mailto:username@example.com?subject=Topic",
    "magnet:?xt=urn:sha1:72hsga62ba515sbd62&dn=foobar",
  ]) {
    it(show(s), () => expectNormal(s, s));
  }
  for (const s of ["/test/foo/bar?q=2#asdf", "test/no/slash"]) {
    it(`${show(s)} (relative)`, () => expectNormalRelative(s, s));
  }
});

describe("nim 1.6.10 tests/stdlib/turi.nim, lib/pure/uri.nim isAbsolute: an absolute URI (RFC 3986 §4.3)", () => {
  // biome-ignore format: one case per line
  const absolute = [
    "http://www.google.com", "file:/dir/file", "file://localhost/dir/file", "urn:ISSN:1535-3613",
    "https://username:password@example.com:8888", "https://username@example.com", "https://example.com",
    "https://example.com/", "https://example.com/about", "https://example.com/about/staff.html",
    "https://example.com/about/staff.html?", "https://example.com/about/staff.html?parameters",
    "sftp://127.0.0.1:4343", "https://nim-lang.org",
  ];
  // biome-ignore format: one case per line
  const relative = [
    "www.google.com", "about", "about/staff.html", "about/staff.html?", "about/staff.html?parameters",
    "/", "/about", "/about/staff.html", "/about/staff.html?", "/about/staff.html?parameters",
    "//username:password@example.com:8888", "//username@example.com", "//example.com", "//example.com/",
    "//example.com/about", "//example.com/about/staff.html", "//example.com/about/staff.html?",
    "//example.com/about/staff.html?parameters", "nim-lang",
  ];
  for (const s of absolute) it(`${show(s)} is absolute`, () => expect(isUri(s)).toBe(true));
  for (const s of relative) {
    it(`${show(s)} is a relative reference (§4.2)`, () => {
      expect(isReference(s)).toBe(true);
      expect(isUri(s)).toBe(false);
    });
  }
});

describe("nim 1.6.10 tests/stdlib/turi.nim, lib/pure/uri.nim combine: resolveUri (RFC 3986 §5.2)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[base: string, refs: string[], target: string]> = [
    ["http://google.com/foo/bar/", ["baz"], "http://google.com/foo/bar/baz"],
    ["http://google.com/foo", ["/baz"], "http://google.com/baz"],
    ["http://google.com/foo/test", ["bar"], "http://google.com/foo/bar"], // twice in turi.nim
    ["http://google.com/foo/test", ["/bar"], "http://google.com/bar"],
    ["http://google.com/foo/test/", ["bar"], "http://google.com/foo/test/bar"],
    ["http://google.com/foo/test/", ["bar/"], "http://google.com/foo/test/bar/"],
    ["http://google.com/foo/test/", ["bar/", "baz"], "http://google.com/foo/test/bar/baz"], // combine(varargs)
    ["http://qq/1", ["https://qqq"], "https://qqq"], // bug #3207: §5.2.2, R has a scheme
    ["https://nim-lang.org/foo/bar", ["/baz"], "https://nim-lang.org/baz"], // runnableExamples
    ["https://nim-lang.org/foo/bar", ["baz"], "https://nim-lang.org/foo/baz"],
    ["https://nim-lang.org/foo/bar/", ["baz"], "https://nim-lang.org/foo/bar/baz"],
    ["https://nim-lang.org/", ["docs/", "manual.html"], "https://nim-lang.org/docs/manual.html"],
  ];
  for (const [base, refs, target] of cases) {
    it(`${refs.map(show).join(", ")} against ${show(base)}`, () =>
      expect(refs.reduce((b, r) => resolveUri(r, b), base)).toBe(target));
  }
});

describe("nim 1.6.10 tests/stdlib/turi.nim, lib/pure/uri.nim removeDotSegments: remove_dot_segments (RFC 3986 §5.2.4)", () => {
  // biome-ignore format: one case per line
  const paths: Array<[string, string]> = [
    ["/foo/bar/baz", "/foo/bar/baz"],
    ["", "/"], // "" under a host: the empty http path is "/" (§6.2.3)
    ["a1/a2/../a3/a4/a5/./a6/a7/././", "/a1/a3/a4/a5/a6/a7/"],
  ];
  for (const [p, out] of paths) it(`${show(p)} → ${show(out)}`, () => expect(dotFree(p)).toBe(out));
  // biome-ignore format: one case per line
  const uris: Array<[string, string]> = [
    ["https://a1/a2/../a3/a4/a5/./a6/a7/././", "https://a1/a3/a4/a5/a6/a7/"],
    ["http://a1/a2", "http://a1/a2"],
  ];
  for (const [s, normal] of uris) it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
});

describe("nim 1.6.10: answered differently on purpose", () => {
  it('"//git@github.com:dom96/packages" is no URI-reference', () =>
    // turi.nim parseUri: the peer gives username "git", hostname "github.com", port "dom96",
    // path "/packages". RFC 3986 §3.2.3: port = *DIGIT
    expectUnparsable("//git@github.com:dom96/packages", "bad-port"));
  it('"mailto:username@example.com?subject=Topic" has no authority', () =>
    // turi.nim parseUri: the peer gives username "username", hostname "example.com". RFC 3986
    // §3: without "//" there is no authority, the address is the path (RFC 6068 §2: to = addr-spec)
    expectParts("mailto:username@example.com?subject=Topic", {
      scheme: "mailto",
      authority: undefined,
      userinfo: undefined,
      host: undefined,
      path: "username@example.com",
      query: "subject=Topic",
    }));
  it('"udp://[2001:0db8:85a3:0000:0000:8a2e:0370:7334]:8080" → "udp://[2001:db8:85a3::8a2e:370:7334]:8080"', () =>
    // turi.nim: `$` keeps "2001:0db8:85a3:0000:0000:8a2e:0370:7334" and the reparsed hostname
    // equals it. RFC 5952 §4.1, §4.2: leading zeros dropped, the longest run of zero groups "::"
    expectNormal(
      "udp://[2001:0db8:85a3:0000:0000:8a2e:0370:7334]:8080",
      "udp://[2001:db8:85a3::8a2e:370:7334]:8080",
    ));
  it('"https://nim-lang.org" → "https://nim-lang.org/"', () =>
    // module doc and `$`: the peer gives "https://nim-lang.org". RFC 3986 §6.2.3: an empty
    // http(s) path is normalized to "/" (RFC 9110 §4.2.3)
    expectNormal("https://nim-lang.org", "https://nim-lang.org/"));
  it('removeDotSegments("http://www.ai.") → "http://www.ai./"', () =>
    // the peer keeps "http://www.ai.": there is no dot-segment, and the trailing "." belongs to
    // the host. RFC 3986 §6.2.3: the empty http path is "/"
    expectNormal("http://www.ai.", "http://www.ai./"));
  it('removeDotSegments(".") → ""', () =>
    // turi.nim: the peer gives ".". RFC 3986 §5.2.4 step 2D: a lone "." is removed
    expect(dotFree(".")).toBe("/"));
  it('removeDotSegments("a1/a2/../a3/a4/a5/./a6/a7/.//./") keeps the empty segment', () =>
    // runnableExamples: the peer gives "a1/a3/a4/a5/a6/a7/". RFC 3986 §3.3, §5.2.4: "//" holds
    // an empty segment, which is no dot-segment and stays
    expect(dotFree("a1/a2/../a3/a4/a5/./a6/a7/.//./")).toBe("/a1/a3/a4/a5/a6/a7//"));
});

// ─── LuaSocket 3.1.0 socket.url ───────────────────────────────────────────────────────────

describe("luasocket 3.1.0 test/urltest.lua check_parse_url: url.parse (RFC 3986 §3)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, Partial<UriParts>]> = [
    ["//userinfo@host/path", { scheme: undefined, authority: "userinfo@host", userinfo: "userinfo", host: "host", port: undefined, path: "/path" }],
    ["//user:password@host/path", { authority: "user:password@host", userinfo: "user:password", host: "host", path: "/path" }],
    ["//user:@host/path", { authority: "user:@host", userinfo: "user:", host: "host", path: "/path" }], // the peer: password ""
    ["//host/path", { authority: "host", userinfo: undefined, host: "host", path: "/path" }],
    ["//host", { authority: "host", host: "host", path: "" }],
    ["/path", { scheme: undefined, authority: undefined, path: "/path" }],
    ["path", { scheme: undefined, authority: undefined, path: "path" }],
    ["http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html", { authority: "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80", host: "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210", hostKind: "ipv6", port: "80", path: "/index.html" }],
    ["http://[1080:0:0:0:8:800:200C:417A]/index.html", { authority: "[1080:0:0:0:8:800:200C:417A]", host: "1080:0:0:0:8:800:200C:417A", port: undefined, path: "/index.html" }],
    ["http://[3ffe:2a00:100:7031::1]", { authority: "[3ffe:2a00:100:7031::1]", host: "3ffe:2a00:100:7031::1", path: "" }],
    ["http://[1080::8:800:200C:417A]/foo", { authority: "[1080::8:800:200C:417A]", host: "1080::8:800:200C:417A", path: "/foo" }],
    ["http://[::192.9.5.5]/ipng", { authority: "[::192.9.5.5]", host: "::192.9.5.5", hostKind: "ipv6", path: "/ipng" }],
    ["http://[::FFFF:129.144.52.38]:80/index.html", { authority: "[::FFFF:129.144.52.38]:80", host: "::FFFF:129.144.52.38", port: "80", path: "/index.html" }],
    ["http://[2010:836B:4179::836B:4179]", { authority: "[2010:836B:4179::836B:4179]", host: "2010:836B:4179::836B:4179", path: "" }],
  ];
  for (const [s, parts] of cases) it(show(s), () => expectParts(s, parts));
});

describe("luasocket 3.1.0 test/urltest.lua check_build_url: url.build of the parsed fields gives the string back (RFC 3986 §3, §5.3)", () => {
  // the peer's params go into our path
  // biome-ignore format: one case per line
  const cases: Array<[string, Partial<UriParts>]> = [
    ["scheme://user:password@host/path;params?query#fragment", { scheme: "scheme", userinfo: "user:password", host: "host", path: "/path;params", query: "query", fragment: "fragment" }],
    ["scheme://user@host/path;params?query#fragment", { userinfo: "user", host: "host", path: "/path;params", query: "query", fragment: "fragment" }],
    ["scheme://host/path;params?query#fragment", { userinfo: undefined, host: "host", path: "/path;params", query: "query", fragment: "fragment" }],
    ["scheme://host/path;params#fragment", { host: "host", path: "/path;params", query: undefined, fragment: "fragment" }],
    ["scheme://host/path#fragment", { host: "host", path: "/path", fragment: "fragment" }],
    ["scheme://host/path", { host: "host", path: "/path", query: undefined, fragment: undefined }],
  ];
  for (const [s, parts] of cases) {
    it(show(s), () => {
      expectParts(s, parts);
      expectNormal(s, s);
    });
  }
  for (const s of ["//host/path", "/path"]) {
    it(`${show(s)} (relative)`, () => expectNormalRelative(s, s));
  }
});

describe("luasocket 3.1.0 test/urltest.lua check_invert: parsed and rebuilt, the same reference (RFC 3986 §5.3)", () => {
  // biome-ignore format: one case per line
  const refs = [
    "http:", "a/b/c/d.html", "//net_loc", "http:a/b/d/c.html", "//net_loc/a/b/d/c.html",
    "http://net_loc/a/b/d/c.html", "//who:isit@net_loc",
    "http://he:man@boo.bar/a/b/c/i.html;type=moo?this=that#mark", "/b/c/d#fragment",
    "/b/c/d;param#fragment", "/b/c/d;param?query#fragment", "/b/c/d?query", "/b/c/d;param?query",
    "http://he:man@[::192.168.1.1]/a/b/c/i.html;type=moo?this=that#mark",
  ];
  for (const s of refs) {
    it(show(s), () => {
      const r = parseUri(s);
      expect(r.ok).toBe(true);
      if (r.ok) expect(recomposeUri(r.parts)).toBe(s);
    });
  }
});

describe("luasocket 3.1.0 test/urltest.lua check_absolute_url: url.absolute, the RFC 1808 rows not elsewhere in test/ and its own (RFC 3986 §5.2, §5.2.4)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[base: string, ref: string, target: string]> = [
    ["http://a/b/c/d;p?q#f", "./g/", "http://a/b/c/g/"],
    ["http://a/b/c/d;p?q#f", "././g", "http://a/b/c/g"],
    ["http://a/b/c/d;p?q#f", "././g/", "http://a/b/c/g/"],
    ["http://a/b/c/d;p?q#f", "g/.", "http://a/b/c/g/"],
    ["http://a/b/c/d;p?q#f", "g/./", "http://a/b/c/g/"],
    ["http://a/b/c/d;p?q#f", "g/./.", "http://a/b/c/g/"],
    ["http://a/b/c/d;p?q#f", "g/././", "http://a/b/c/g/"],
    ["http://a/b/c/d;p?q#f", "./.", "http://a/b/c/"],
    ["http://a/b/c/d;p?q#f", "././.", "http://a/b/c/"],
    ["http://a/b/c/d;p?q#f", "././g/./.", "http://a/b/c/g/"],
    ["http://a/b/c/d;p?q#f", "../../../g", "http://a/g"], // §5.4.2: ".." above the root is dropped
    ["http://a/b/c/d;p?q#f", "/./g", "http://a/g"],
    ["http://a/b/c/d;p?q#f", "/../g", "http://a/g"],
    ["http://a/b/c/d:p?q#f/", "../g/", "http://a/b/g/"], // the "#f/" is the base's fragment
    ["http://a/b/c/d:p?q#f/", "../g", "http://a/b/g"],
    ["http://a/b/c/d:p?q#f/", "../.g/", "http://a/b/.g/"],
    ["http://a/b/c/d:p?q#f/", "../.g", "http://a/b/.g"],
    ["http://a/b/c/d:p?q#f/", "../.g.h/", "http://a/b/.g.h/"],
    ["http://a/b/c/d:p?q#f/", "../.g.h", "http://a/b/.g.h"],
    ["http://a/b/c/d:p?q#f/", "g.h/", "http://a/b/c/g.h/"],
    ["http://a/b/c/d:p?q#f/", "../g.h/", "http://a/b/g.h/"],
    ["http://a/", "../g.h/", "http://a/g.h/"],
    // "extra tests"
    ["http://velox.telemar.com.br", "/dashboard/index.html", "http://velox.telemar.com.br/dashboard/index.html"],
    ["http://example.com/", "../.badhost.com/", "http://example.com/.badhost.com/"], // a dot-led segment stays in the path
    ["http://example.com/", "...badhost.com/", "http://example.com/...badhost.com/"],
    ["http://example.com/a/b/c/d/", "../q", "http://example.com/a/b/c/q"],
    ["http://example.com/a/b/c/d/", "../../q", "http://example.com/a/b/q"],
    ["http://example.com/a/b/c/d/", "../../../q", "http://example.com/a/q"],
    ["http://example.com", ".badhost.com", "http://example.com/.badhost.com"], // §5.2.3: base with authority and empty path
    ["http://example.com/a/b/c/d/", "..//../../../q", "http://example.com/a/q"], // §5.2.4: an empty segment is one ".." climbs
    ["http://example.com/a/b/c/d/", "..//a/../../../../q", "http://example.com/a/q"],
    ["http://example.com/a/b/c/d/", "..//a/..//../../../q", "http://example.com/a/b/q"],
    ["http://example.com/a/b/c/d/", "..//a/..///../../../../q", "http://example.com/a/b/q"],
    ["http://example.com/a/b/c/d/", "../x/a/../y/z/../../../../q", "http://example.com/a/b/q"],
  ];
  for (const [base, ref, target] of cases) {
    it(`${show(ref)} against ${show(base)}`, () => expect(resolveUri(ref, base)).toBe(target));
  }
});

describe("luasocket 3.1.0: answered differently on purpose", () => {
  // check_parse_url, check_build_url: the peer reads the placeholder "port" as the port (and,
  // in the first, second, fourth and fifth, takes "?" and "#" into the password, reading the
  // authority up to the last "@"). RFC 3986 §3.2.3: port = *DIGIT; §3.2: the authority ends
  // at the first "/", "?" or "#", so "pass…" after the first ":" is the port there
  // biome-ignore format: one case per line
  const placeholderPort = [
    "scheme://user:pass$%?#wd@host:port/path;params?query#fragment",
    "scheme://user:pass?#wd@host:port/path;params?query#fragment",
    "scheme://user:pass-wd@host:port/path;params?query#fragment",
    "scheme://user:pass#wd@host:port/path;params?query#fragment",
    "scheme://user:pass#wd@host:port/path;params?query",
    "scheme://userinfo@host:port/path;params?query#fragment",
    "scheme://user:password@host:port/path;params?query#fragment", // check_build_url too (5 times)
    "scheme://userinfo@host:port/path;params?query#",
    "scheme://userinfo@host:port/path;params?#fragment",
    "scheme://userinfo@host:port/path;params#fragment",
    "scheme://userinfo@host:port/path;?query#fragment",
    "scheme://userinfo@host:port/path?query#fragment",
    "scheme://userinfo@host:port/;params?query#fragment",
    "scheme://userinfo@host:port",
    "//userinfo@host:port/path;params?query#fragment",
    "//userinfo@host:port/path",
    "//user@host:port/path",
    "//host:port/path",
    "//userinfo@[::FFFF:129.144.52.38]:port/path;params?query#fragment", // check_build_url too
    "scheme://user:password@[::192.9.5.5]:port/path;params?query#fragment", // check_build_url too
  ];
  for (const s of placeholderPort) {
    it(`${show(s)} is no URI-reference`, () => expectUnparsable(s, "bad-port"));
  }
  // check_absolute_url "extra tests": the peer resolves against a relative base. RFC 3986 §5.1,
  // §5.2.1: the base URI is an absolute URI
  // biome-ignore format: one case per line
  const relativeBases: Array<[base: string, ref: string, peer: string]> = [
    ["//a/b/c/d;p?q#f", "d/e/f", "//a/b/c/d/e/f"],
    ["/a/b/c/d;p?q#f", "d/e/f", "/a/b/c/d/e/f"],
    ["a/b/c/d", "d/e/f", "a/b/c/d/e/f"],
    ["a/b/c/d/../", "d/e/f", "a/b/c/d/e/f"],
  ];
  for (const [base, ref, peer] of relativeBases) {
    it(`${show(ref)} against ${show(base)} needs an absolute base (the peer gives ${show(peer)})`, () =>
      expect(() => resolveUri(ref, base)).toThrow(/missing-scheme/));
  }
});

// ─── GNU wget 1.21.3 ──────────────────────────────────────────────────────────────────────

describe("wget 1.21.3 src/url.c test_path_simplify, http rows: remove_dot_segments (RFC 3986 §5.2.4)", () => {
  // [path as wget keeps it (no leading "/"), wget's result]
  // biome-ignore format: one case per line
  const rows: Array<[string, string]> = [
    ["", ""], [".", ""], ["./", ""], ["..", ""], ["../", ""],
    ["foo", "foo"], ["foo/bar", "foo/bar"], ["foo///bar", "foo///bar"], ["foo/.", "foo/"], ["foo/./", "foo/"],
    ["foo./", "foo./"], ["foo/../bar", "bar"], ["foo/../bar/", "bar/"], ["foo/bar/..", "foo/"],
    ["foo/bar/../x", "foo/x"], ["foo/bar/../x/", "foo/x/"], ["foo/..", ""], ["foo/../..", ""],
    ["foo/../../..", ""], ["foo/../../bar/../../baz", "baz"], ["a/b/../../c", "c"], ["./a/../b", "b"],
  ];
  for (const [p, out] of rows) {
    it(`${show(p)} → ${show(out)}`, () => expectNormal(`http://h/${p}`, `http://h/${out}`));
  }
});

describe("wget 1.21.3 src/url.c test_append_uri_pathel: a path element after a directory URL = resolveUri (RFC 3986 §5.2.3)", () => {
  it('"somepage.html" against "http://www.yoyodyne.com/path/"', () =>
    expect(resolveUri("somepage.html", "http://www.yoyodyne.com/path/")).toBe(
      "http://www.yoyodyne.com/path/somepage.html",
    ));
});

describe("wget 1.21.3 src/url.c test_are_urls_equal: equivalent() (RFC 3986 §6.2.2)", () => {
  // biome-ignore format: one case per line
  const pairs: Array<[string, string, boolean]> = [
    ["http://www.adomain.com/apath/", "http://www.adomain.com/apath/", true],
    ["http://www.adomain.com/apath/", "http://www.adomain.com/anotherpath/", false],
    ["http://www.adomain.com/apath/", "http://www.anotherdomain.com/path/", false],
    ["http://www.adomain.com/~path/", "http://www.adomain.com/%7epath/", true], // §6.2.2.2: "~" is unreserved
    ["http://www.adomain.com/longer-path/", "http://www.adomain.com/path/", false],
    ["http://www.adomain.com/path%2f", "http://www.adomain.com/path/", false], // §2.2: an encoded "/" is data, not a delimiter
  ];
  for (const [a, b, same] of pairs) {
    it(`${show(a)} ${same ? "≡" : "≢"} ${show(b)}`, () => expectEquivalent(a, b, same));
  }
});

describe("wget 1.21.3 src/res.c test_is_robots_txt_url: the path is /robots.txt (RFC 3986 §3.3, RFC 9309 §2.3)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, boolean]> = [
    ["http://www.yoyodyne.com/robots.txt", true],
    ["http://www.yoyodyne.com/somepath/", false],
    ["http://www.yoyodyne.com/somepath/robots.txt", false],
  ];
  for (const [s, robots] of cases) {
    it(`${show(s)}: ${robots}`, () => {
      const r = parseUri(s);
      expect(r.ok && r.parts.path === "/robots.txt").toBe(robots);
    });
  }
});

describe("wget 1.21.3: answered differently on purpose", () => {
  // test_path_simplify, SCHEME_FTP rows: wget keeps a ".." that climbs above the start of an
  // FTP path (relative to the login directory, RFC 1738 §3.2.2). RFC 3986 §5.2.4 is the same
  // for every scheme: a ".." with nothing left to remove is dropped ("/../g" → "/g", §5.4.2)
  // biome-ignore format: one case per line
  const ftp: Array<[path: string, peer: string, ours: string]> = [
    ["..", "..", ""],
    ["../", "../", ""],
    ["foo/../..", "..", ""],
    ["foo/../../..", "../..", ""],
    ["foo/../../bar/../../baz", "../../baz", "baz"],
  ];
  for (const [p, peer, ours] of ftp) {
    it(`ftp ${show(p)} → ${show(ours)} (the peer gives ${show(peer)})`, () => {
      expectNormal(`ftp://h/${p}`, `ftp://h/${ours}`);
      expect(dotFree(p, "ftp")).toBe(`/${ours}`);
    });
  }
});
