/**
 * Cases from the URL test suites of three Python libraries — Werkzeug (the WSGI toolkit under
 * Flask), httplib2 (an HTTP client) and w3lib (Scrapy's URL helpers) — run through the core
 * with the answer RFC 3986 / RFC 3987 and the scheme RFCs give (see peer-suites*.test.ts for
 * the other peers). Each group names its source; where the peer answers otherwise, the case is
 * in the "answered differently on purpose" group of its suite with the peer's answer and the
 * rule that decides ours. No case showed urisift wrong by a spec, so there is no "urisift
 * wrong, to fix" group.
 *
 * Sources (orig tarballs of the Debian trixie source packages: the bookworm ones, Werkzeug
 * 2.2.2-3+deb12u1, httplib2 0.20.4-3 and w3lib 2.1.1-1, are not in the mirror's pool (404)):
 * - python-werkzeug 3.1.3-2: tests/test_urls.py (Werkzeug 3 keeps only iri_to_uri and
 *   uri_to_iri of its URL module; url_parse, url_join … and their tests are gone).
 * - python-httplib2 0.22.0-1+deb13u1: tests/test_uri.py (test_from_std66: parse_uri,
 *   test_norm: urlnorm) and the unittest in python3/httplib2/iri2uri.py (test_uris, test_iri;
 *   httplib2 ships its iri2uri tests inside the module, tests/test_other.py has no URI case).
 * - python-w3lib 2.3.1-1: tests/test_url.py (SAFE_URL_URL_CASES and the UrlTests methods
 *   for safe_url_string, safe_download_url, is_url; CanonicalizeUrlTest; DataURITests).
 *   SAFE_URL_URL_CASES rows that w3lib marks xfail(strict=True) (KNOWN_SAFE_URL_STRING_URL_ISSUES:
 *   w3lib does not give the table's answer yet) are run with the table's answer, the one the
 *   suite asks for.
 *
 * How the peers' APIs map onto ours:
 * - iri_to_uri, iri2uri, safe_url_string (IRI → URI, RFC 3987 §3.1) and uri_to_iri (URI → IRI,
 *   §3.2) map a reference onto another that means the same: the two have one normal form
 *   (normalizeUri; relative: true for a relative reference; RFC 3986 §6.2.2, RFC 3987 §5.3),
 *   and the URI side is a valid URI in ASCII (expectSameResource). urisift has no URI → IRI
 *   function: the IRI of uri_to_iri is parsed as an IRI (parseUri's default) and compared.
 * - canonicalize_url, safe_download_url and urlnorm's defrag_uri = normalizeUri (§6.2.2–6.2.3);
 *   urlnorm(a) == urlnorm(b) = equivalent().
 * - parse_uri (the regular expression of RFC 3986 App. B) = parseUri's parts (None = absent).
 * - a ValueError, RelativeURIError or is_url's False = no valid URI (validateUri; for a
 *   reference the generic grammar refuses, parseUri fails).
 * - parse_data_uri = validateUri of the data: URI (RFC 2397 §3); its decoded bytes and media
 *   types are the peer's own API.
 * Left out:
 * - 28 inputs already in test/core verbatim: Werkzeug's "http://☃.net/" and "/foo"; httplib2's
 *   "http://example.com", "https://example.com", "http://example.com/", "http://example.com/path",
 *   "http://example.org", "http://localhost:80" (urlnorm gives "http://localhost:80/", the
 *   port that §6.2.3 drops: peer-suites-urllib3-yarl.test.ts has it), "/" (urlnorm's
 *   RelativeURIError) and iri2uri's 8 RFC 3986 §1.1.2 examples of test_uris; w3lib's "",
 *   "https://example.com", "https://example.com/", "https://example.com/a",
 *   "https://example.com:443" (SAFE_URL_*_CASES), "http://www.example.org/",
 *   "http://www.example.org/../" (safe_download_url), "foo://bar" (is_url, which takes file,
 *   http and https only: its policy), "http://www.example.com/", "http://www.example.com"
 *   (canonicalize_url) and "data:,A%20brief%20note" (3 DataURITests).
 * - the peers' own API or policy, which no spec decides: httplib2's safename (cache file
 *   names) and the bytes input of iri2uri; about 50 w3lib assertions on its encoding options
 *   and input types (the 9 "iso-8859-1" rows of SAFE_URL_ENCODING_CASES, safe_url_string's and
 *   safe_download_url's encoding= / path_encoding= / quote_path=, canonicalize_url's
 *   encoding= and keep_blank_values=False, bytes and urlparse'd inputs, the (1, Exception)
 *   and (object(), Exception) rows, test_return_str), add_or_replace_parameter(s),
 *   url_query_parameter, url_query_cleaner, path_to_file_uri, file_uri_to_path, any_to_uri
 *   (query-parameter and file-path helpers), parse_data_uri's wrong-scheme check and what it
 *   decodes (bytes, media types and their parameters).
 */
import { describe, expect, it } from "vitest";
import { equivalent, normalizeUri, parseUri, validateUri } from "../../src/core/index.js";
import {
  expectEquivalent,
  expectInvalid,
  expectNormal,
  expectNormalRelative,
  expectParts,
  expectUnparsable,
  expectValid,
  isReference,
  isUri,
  show,
} from "../helpers/peer-expect.js";

/** the normal form of a URI, or of a relative reference */
function normalOf(s: string): string {
  return hasScheme(s) ? normalizeUri(s) : normalizeUri(s, { relative: true });
}

function hasScheme(s: string): boolean {
  const r = parseUri(s);
  return r.ok && r.parts.scheme !== undefined;
}

const ASCII_URI = /^[\x21-\x7e]*$/;

/**
 * `a` and `b` are one resource (RFC 3986 §6.2.2, RFC 3987 §5.3: the same normal form), both
 * valid (or both relative references); the ASCII one of the two is a URI.
 */
function expectSameResource(a: string, b: string): void {
  for (const s of [a, b]) {
    if (hasScheme(s)) expectValid(s);
    else expect(parseUri(s).ok, s).toBe(true);
  }
  expect(normalOf(a), `${a} ≡ ${b}`).toBe(normalOf(b));
  if (hasScheme(a) && hasScheme(b)) expectEquivalent(a, b, true);
}

/** the peer's IRI → URI conversion of `iri` gave `uri` */
function expectToUri(iri: string, uri: string): void {
  expect(ASCII_URI.test(uri), uri).toBe(true);
  expectSameResource(iri, uri);
}

/** a string the peer repairs into `peer`: no URI-reference, and the peer's output a valid one */
function expectRepaired(s: string, peer: string, reason?: string): void {
  expectUnparsable(s, reason);
  if (hasScheme(peer)) expectValid(peer);
  else expect(isReference(peer), peer).toBe(true);
}

/** a character for a test name */
function label(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  return cp <= 0x20 || cp >= 0x7f ? `U+${cp.toString(16).toUpperCase().padStart(4, "0")}` : ch;
}

// ─── Werkzeug 3.1.3 tests/test_urls.py ────────────────────────────────────────────────────

describe("Werkzeug 3.1.3 tests/test_urls.py: iri_to_uri and uri_to_iri (RFC 3987 §3.1, §3.2)", () => {
  // [iri_to_uri's input, its output] (test_iri_support, test_iri_to_uri_idempotence_*,
  // test_quoting_of_local_urls' neighbours, test_itms_services)
  // biome-ignore format: one case per line
  const toUri: Array<[string, string]> = [
    ["http://üser:pässword@☃.net/påth", "http://%C3%BCser:p%C3%A4ssword@xn--n3h.net/p%C3%A5th"],
    ["http://föö.com:8080/bam/baz", "http://xn--f-1gaa.com:8080/bam/baz"],
    ["http://www.idempoten.ce", "http://www.idempoten.ce"], // test_iri_to_uri_idempotence_ascii_only
    ["http://\u2603/\u2603", "http://xn--n3h/%E2%98%83"], // test_iri_to_uri_idempotence_non_ascii
    ["http://xn--n3h/%E2%98%83", "http://xn--n3h/%E2%98%83"], // … and once more
    ["http://föö.com/", "http://xn--f-1gaa.com/"], // test_iri_to_uri_to_iri
    ["http://föñ.com/Þ", "http://xn--f-rgao.com/%C3%9E"], // test_uri_to_iri_to_uri
    ["itms-services://?action=download-manifest&url=https://test.example/path", "itms-services://?action=download-manifest&url=https://test.example/path"],
  ];
  for (const [iri, uri] of toUri) {
    it(`iri_to_uri(${show(iri)}) = ${show(uri)}`, () => expectToUri(iri, uri));
  }
  // [uri_to_iri's input, its output] (test_iri_support, test_uri_to_iri_idempotence_*,
  // test_uri_to_iri_to_uri, test_uri_to_iri_dont_unquote_space)
  // biome-ignore format: one case per line
  const toIri: Array<[string, string]> = [
    ["http://xn--n3h.net/", "http://\u2603.net/"],
    ["http://www.idempoten.ce", "http://www.idempoten.ce"],
    ["http://xn--n3h/%E2%98%83", "http://\u2603/\u2603"],
    ["http://xn--f-1gaa.com/", "http://föö.com/"],
    ["http://xn--f-rgao.com/%C3%9E", "http://föñ.com/Þ"],
    ["abc%20def", "abc%20def"], // §3.2: "%20" is no ucschar and stays encoded
  ];
  for (const [uri, iri] of toIri) {
    it(`uri_to_iri(${show(uri)}) = ${show(iri)}`, () => expectSameResource(uri, iri));
  }
  it("test_iri_safe_quoting: the reserved %2F, %25, %3D stay encoded both ways", () => {
    const uri = "http://xn--f-1gaa.com/%2F%25?q=%C3%B6&x=%3D%25#%25";
    const iri = "http://föö.com/%2F%25?q=ö&x=%3D%25#%25";
    expectToUri(iri, uri);
    expectNormal(uri, uri);
  });
  // test_uri_iri_normalization: each value has the one URI and the one IRI
  const uri = "http://xn--f-rgao.com/%E2%98%90/fred?utf8=%E2%9C%93";
  const iri = "http://föñ.com/\u2610/fred?utf8=\u2713";
  for (const value of [
    iri,
    "http://xn--f-rgao.com/\u2610/fred?utf8=\u2713",
    uri,
    "http://föñ.com/\u2610/fred?utf8=%E2%9C%93",
  ]) {
    it(`test_uri_iri_normalization: ${show(value)} → ${show(uri)}, ≡ ${show(iri)}`, () => {
      expectToUri(value, uri);
      expectSameResource(value, iri);
      expectNormal(value, uri);
    });
  }
});

describe("Werkzeug 3.1.3 tests/test_urls.py: answered differently on purpose", () => {
  it('uri_to_iri("http://test.com/%3Fmeh?foo=%26%2F") keeps "%2F" (RFC 3987 §3.2)', () => {
    // test_iri_support: the peer gives "http://test.com/%3Fmeh?foo=%26/", "%2F" decoded.
    // RFC 3987 §3.2 step 1 converts percent-encodings "except those that correspond to
    // reserved characters"; "/" is a gen-delim (RFC 3986 §2.2), and "%2F" ≢ "/" (§6.2.2.2)
    expectNormal("http://test.com/%3Fmeh?foo=%26%2F", "http://test.com/%3Fmeh?foo=%26%2F");
    expectEquivalent("http://test.com/%3Fmeh?foo=%26%2F", "http://test.com/%3Fmeh?foo=%26/", false);
  });
  it('"/foo\\x8f" is no IRI reference (RFC 3987 §2.2: U+008F is no ucschar)', () =>
    // test_quoting_of_local_urls: the peer gives "/foo%C2%8F"; ucschar starts at U+00A0, the
    // C1 controls are left out of the IRI grammar
    expectRepaired("/foo\x8f", "/foo%C2%8F", "bad-path"));
  it('"/path[bracket]?(paren)" is no URI-reference (RFC 3986 §3.3)', () =>
    // test_iri_to_uri_dont_quote_valid_code_points: the peer gives "/path%5Bbracket%5D?(paren)";
    // "[" "]" are gen-delims, no pchar; "(" ")" are sub-delims, kept in the normal form
    {
      expectRepaired("/path[bracket]?(paren)", "/path%5Bbracket%5D?(paren)", "bad-path");
      expectNormalRelative("/path%5Bbracket%5D?(paren)", "/path%5Bbracket%5D?(paren)");
    });
});

// ─── httplib2 0.22.0 ──────────────────────────────────────────────────────────────────────

describe("httplib2 0.22.0 tests/test_uri.py test_from_std66: parse_uri (RFC 3986 App. B)", () => {
  // [input, scheme, authority, path, query, fragment]
  // biome-ignore format: one case per line
  const cases: Array<[string, string, string, string, string | undefined, string | undefined]> = [
    ["https://example.com:8080", "https", "example.com:8080", "", undefined, undefined],
    ["http://example.com/path?a=1&b=2", "http", "example.com", "/path", "a=1&b=2", undefined],
    ["http://example.com/path?a=1&b=2#fred", "http", "example.com", "/path", "a=1&b=2", "fred"],
  ];
  for (const [s, scheme, authority, path, query, fragment] of cases) {
    it(show(s), () => expectParts(s, { scheme, authority, path, query, fragment }));
  }
});

describe("httplib2 0.22.0 tests/test_uri.py test_norm: urlnorm (RFC 3986 §6.2.2, §6.2.3)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, string]> = [
    ["http://EXAMple.org", "http://example.org/"],
    ["http://EXAMple.org?=b", "http://example.org/?=b"],
    ["http://EXAMple.org/mypath?a=b", "http://example.org/mypath?a=b"],
  ];
  for (const [s, normal] of cases) {
    it(`${show(s)} → ${show(normal)}`, () => expectNormal(s, normal));
  }
  it('urlnorm("http://localhost:80/") == urlnorm("HTTP://LOCALHOST:80")', () =>
    expectEquivalent("http://localhost:80/", "HTTP://LOCALHOST:80", true));
});

describe("httplib2 0.22.0 python3/httplib2/iri2uri.py test_iri: iri2uri (RFC 3987 §3.1)", () => {
  // biome-ignore format: one case per line
  const cases: Array<[string, string]> = [
    ["http://\u2604.com/\u2604", "http://xn--o3h.com/%E2%98%84"],
    ["http://bitworking.org/?fred=\u2604", "http://bitworking.org/?fred=%E2%98%84"],
    ["http://bitworking.org/#\u2604", "http://bitworking.org/#%E2%98%84"],
    ["#\u2604", "#%E2%98%84"],
    ["/fred?bar=\u261a#\u2604", "/fred?bar=%E2%98%9A#%E2%98%84"],
    ["/fred?bar=%E2%98%9A#%E2%98%84", "/fred?bar=%E2%98%9A#%E2%98%84"], // iri2uri(iri2uri(…))
  ];
  for (const [i, u] of cases) {
    it(`${show(i)} → ${show(u)}`, () => {
      expectToUri(i, u);
      expect(normalOf(i)).toBe(u);
    });
  }
});

// ─── w3lib 2.3.1 tests/test_url.py ────────────────────────────────────────────────────────

const ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ALNUM = `${ALPHA}0123456789`;
const C0_OR_SPACE = `${Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("")} `;
const TAB_OR_NEWLINE = "\t\n\r";
/** w3lib's special schemes but ftp and file, which have no query (see the "differently" group) */
const QUERY_SCHEMES = ["http", "https", "ws", "wss"];
const ascii = Array.from({ length: 0x80 }, (_, i) => String.fromCharCode(i));
const USERINFO_SAFE = `${ALNUM}-_.!~*'()&+$,`;
const USERNAME_TO_ENCODE = ascii
  .filter((c) => !C0_OR_SPACE.includes(c) && !USERINFO_SAFE.includes(c) && !":/?#\\[]".includes(c))
  .join("");
const PASSWORD_TO_ENCODE = `${USERNAME_TO_ENCODE}:`;
const PATH_SAFE = `${ALNUM}-_.!~*'():@&=+$,/;`;
const PATH_TO_ENCODE = ascii
  .filter((c) => !C0_OR_SPACE.includes(c) && !PATH_SAFE.includes(c) && !"?#\\".includes(c))
  .join("");
const QUERY_SAFE = `${ALNUM}-_.!~*'():@&=+$,/;?`;
const QUERY_TO_ENCODE = ascii
  .filter((c) => !C0_OR_SPACE.includes(c) && !QUERY_SAFE.includes(c) && c !== "#")
  .join("");
const SPECIAL_QUERY_SAFE = QUERY_SAFE.replace("'", "");
const SPECIAL_QUERY_TO_ENCODE = ascii
  .filter((c) => !C0_OR_SPACE.includes(c) && !SPECIAL_QUERY_SAFE.includes(c) && c !== "#")
  .join("");
const FRAGMENT_SAFE = QUERY_SAFE;
const FRAGMENT_TO_ENCODE = ascii
  .filter((c) => !C0_OR_SPACE.includes(c) && !FRAGMENT_SAFE.includes(c))
  .join("");
const pctAll = (s: string): string =>
  [...s].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`).join("");

describe("w3lib 2.3.1 tests/test_url.py SAFE_URL_URL_CASES: safe_url_string (RFC 3987 §3.1)", () => {
  const a63 = "a".repeat(63);
  // [input, the table's output]
  // biome-ignore format: one case per line
  const cases: Array<[string, string]> = [
    ["https://example.com/©", "https://example.com/%C2%A9"], // SAFE_URL_ENCODING_CASES
    [`${ALPHA}://example.com`, `${ALPHA.toLowerCase()}://example.com`],
    [`a${ALNUM}+-.://example.com`, `a${ALNUM.toLowerCase()}+-.://example.com`],
    ["https://a@example.com", "https://a@example.com"],
    ["https://a:@example.com", "https://a:@example.com"],
    ["https://a:a@example.com", "https://a:a@example.com"],
    ["https://a%3A@example.com", "https://a%3A@example.com"],
    [`https://${USERINFO_SAFE}:${USERINFO_SAFE}@example.com`, `https://${USERINFO_SAFE}:${USERINFO_SAFE}@example.com`],
    ["https://.example", "https://.example"], // an empty label: a reg-name all the same (§3.2.2)
    [`https://${a63}.example`, `https://${a63}.example`],
    [`https://${"a".repeat(64)}.example`, `https://${"a".repeat(64)}.example`], // §3.2.2: DNS limits are no URI syntax
    [`https://${a63}.${a63}.${a63}.${"a".repeat(53)}.example`, `https://${a63}.${a63}.${a63}.${"a".repeat(53)}.example`],
    [`https://${a63}.${a63}.${a63}.${"a".repeat(54)}.example`, `https://${a63}.${a63}.${a63}.${"a".repeat(54)}.example`],
    ["https://ñ.example", "https://xn--ida.example"],
    ["http://192.168.0.0", "http://192.168.0.0"],
    ["http://[2a01:5cc0:1:2::4]", "http://[2a01:5cc0:1:2::4]"], // xfail in w3lib (its issue 193)
    ["https://example.com:", "https://example.com:"], // xfail in w3lib ("Removes the :"); §6.2.3 drops it in the normal form of both
    ["https://example.com:1", "https://example.com:1"],
    [`https://example.com/${PATH_SAFE}`, `https://example.com/${PATH_SAFE}`],
    ["https://example.com/ñ", "https://example.com/%C3%B1"],
    ["https://example.com/ñ%C3%B1", "https://example.com/%C3%B1%C3%B1"],
    ["https://example.com?", "https://example.com?"], // xfail in w3lib ("? is removed")
    ["https://example.com/?", "https://example.com/?"], // the same
    ["https://example.com?a", "https://example.com?a"],
    ["https://example.com?a=", "https://example.com?a="],
    ["https://example.com?a=b", "https://example.com?a=b"],
    [`a://example.com?${QUERY_SAFE}`, `a://example.com?${QUERY_SAFE}`],
    ...QUERY_SCHEMES.map((s): [string, string] => [`${s}://example.com?${SPECIAL_QUERY_SAFE}`, `${s}://example.com?${SPECIAL_QUERY_SAFE}`]),
    ["https://example.com?ñ", "https://example.com?%C3%B1"],
    ["https://example.com?ñ%C3%B1", "https://example.com?%C3%B1%C3%B1"],
    ["https://example.com#", "https://example.com#"], // xfail in w3lib ("? and # are removed")
    ["https://example.com/#", "https://example.com/#"],
    ["https://example.com?#", "https://example.com?#"],
    ["https://example.com/?#", "https://example.com/?#"],
    ["https://example.com#a", "https://example.com#a"],
    [`a://example.com#${FRAGMENT_SAFE}`, `a://example.com#${FRAGMENT_SAFE}`],
    ["https://example.com#ñ", "https://example.com#%C3%B1"],
    ["https://example.com#ñ%C3%B1", "https://example.com#%C3%B1%C3%B1"],
    ["https://ñ:ñ@ñ.example:1/ñ?ñ#ñ", "https://%C3%B1:%C3%B1@xn--ida.example:1/%C3%B1?%C3%B1#%C3%B1"],
  ];
  for (const [s, out] of cases) {
    it(`${show(s.length > 90 ? `${s.slice(0, 60)}…` : s)} → ${show(out.length > 90 ? `${out.slice(0, 60)}…` : out)}`, () =>
      expectToUri(s, out));
  }
  // ValueError: no URI
  // biome-ignore format: one case per line
  const refused: Array<[string, string]> = [
    ["https://@\\example.com", "bad-host"], // "\" is no URI character (§2, App. A)
    ["https://\x80.example", "bad-host"], // U+0080 is no ucschar (RFC 3987 §2.2)
    ["http://[2a01:5cc0:1:2:3:4]", "bad-ipv6"], // six pieces and no "::" (§3.2.2)
  ];
  for (const [s, reason] of refused) {
    it(`${show(s)} is no URI: ${reason}`, () => expectUnparsable(s, reason));
  }
  // SAFE_URL_URL_INVALID_SCHEME_CASES: "" or a first character that is no ALPHA, or a later one
  // that is none of ALPHA / DIGIT / "+" / "-" / "." (§3.1): no scheme, so no URI (some of these
  // are still relative references: "/://example.com", "?://example.com", "#://example.com")
  const followUps = ascii
    .concat("\x80")
    .filter(
      (c) => !ALNUM.includes(c) && !"+-.".includes(c) && !C0_OR_SPACE.includes(c) && c !== ":",
    )
    .join("");
  const badFirst = ascii
    .concat("\x80")
    .filter((c) => !ALPHA.includes(c) && !C0_OR_SPACE.includes(c) && c !== ":");
  for (const first of ["", ...badFirst, `a${followUps}`]) {
    const s = `${first}://example.com`;
    it(`${show(s.length > 40 ? `${s.slice(0, 30)}…` : s)} is no URI (§3.1)`, () => {
      expect(isUri(s)).toBe(false);
      expectInvalid(s);
    });
  }
});

describe("w3lib 2.3.1 tests/test_url.py UrlTests: safe_url_string, safe_download_url, is_url", () => {
  // [input, safe_url_string's output]
  // biome-ignore format: one case per line
  const cases: Array<[string, string]> = [
    ["©", "%C2%A9"], // test_safe_url_string
    ["http://www.example.com/test?p(29)url(http://www.another.net/page)", "http://www.example.com/test?p(29)url(http://www.another.net/page)"],
    ["http://www.example.com/Brochures_&_Paint_Cards&PageSize=200", "http://www.example.com/Brochures_&_Paint_Cards&PageSize=200"],
    ["http://www.example.com/£", "http://www.example.com/%C2%A3"],
    ["http://www.example.com/£?unit=µ", "http://www.example.com/%C2%A3?unit=%C2%B5"], // test_safe_url_string_with_query
    ["http://www.example.com/£?unit=%C2%B5", "http://www.example.com/%C2%A3?unit=%C2%B5"], // test_safe_url_string_misc
    ["http://www.example.com/%C2%A3?unit=µ", "http://www.example.com/%C2%A3?unit=%C2%B5"],
    // test_safe_url_idna_encoding_failure: an empty label, a label of 77 octets (the peer's
    // IDNA codec refuses them; a reg-name all the same, §3.2.2)
    ["http://.example.com/résumé?q=résumé", "http://.example.com/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9"],
    [`http://www.${"example".repeat(11)}.com/résumé?q=résumé`, `http://www.${"example".repeat(11)}.com/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9`],
    // test_safe_url_port_number
    ["http://www.example.com:80/résumé?q=résumé", "http://www.example.com:80/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9"],
    ["http://www.example.com:/résumé?q=résumé", "http://www.example.com/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9"],
    // test_safe_url_string_preserve_nonfragment_hash
    ["http://www.example.com/path/to/%23/foo/bar", "http://www.example.com/path/to/%23/foo/bar"],
    ["http://www.example.com/path/to/%23/foo/bar#frag", "http://www.example.com/path/to/%23/foo/bar#frag"],
    ["http://www.example.com/path/to/%23/foo/bar?url=http%3A%2F%2Fwww.example.com%2Fpath%2Fto%2F%23%2Fbar%2Ffoo", "http://www.example.com/path/to/%23/foo/bar?url=http%3A%2F%2Fwww.example.com%2Fpath%2Fto%2F%23%2Fbar%2Ffoo"],
    ["http://www.example.com/path/to/%23/foo/bar?url=http%3A%2F%2Fwww.example.com%2F%2Fpath%2Fto%2F%23%2Fbar%2Ffoo#frag", "http://www.example.com/path/to/%23/foo/bar?url=http%3A%2F%2Fwww.example.com%2F%2Fpath%2Fto%2F%23%2Fbar%2Ffoo#frag"],
    // test_safe_url_string_encode_idna_domain_with_*
    ["http://新华网.中国:80", "http://xn--xkrr14bows.xn--fiqs8s:80"],
    ["ftp://admin:admin@新华网.中国:21", "ftp://admin:admin@xn--xkrr14bows.xn--fiqs8s:21"],
    ["http://Åsa:abc123@➡.ws:81/admin", "http://%C3%85sa:abc123@xn--hgi.ws:81/admin"],
    ["http://japão:não@\ufe0fi\u2764\ufe0f.ws:8000/", "http://jap%C3%A3o:n%C3%A3o@xn--i-7iq.ws:8000/"], // Nameprep maps U+FE0F to nothing (RFC 3454 B.1)
    ["ftp://admin:@新华网.中国:21", "ftp://admin:@xn--xkrr14bows.xn--fiqs8s:21"],
    ["ftp://admin@新华网.中国:21", "ftp://admin@xn--xkrr14bows.xn--fiqs8s:21"],
    // test_safe_url_string_user_and_pass_percentage_encoded
    ["http://%25user:%25pass@host", "http://%25user:%25pass@host"],
    ["http://%2525user:%2525pass@host", "http://%2525user:%2525pass@host"],
    ["http://%2526user:%2526pass@host", "http://%2526user:%2526pass@host"],
  ];
  for (const [s, out] of cases) {
    it(`${show(s.length > 90 ? `${s.slice(0, 60)}…` : s)} → ${show(out.length > 90 ? `${out.slice(0, 60)}…` : out)}`, () =>
      expectToUri(s, out));
  }
  // test_safe_url_idna: [input, output]; the output is safe_url_string's fixed point too
  // biome-ignore format: one case per line
  const idna: Array<[string, string]> = [
    ["http://www.färgbolaget.nu/färgbolaget", "http://www.xn--frgbolaget-q5a.nu/f%C3%A4rgbolaget"],
    ["http://www.räksmörgås.se/?räksmörgås=yes", "http://www.xn--rksmrgs-5wao1o.se/?r%C3%A4ksm%C3%B6rg%C3%A5s=yes"],
    ["http://www.brændendekærlighed.com/brændende/kærlighed", "http://www.xn--brndendekrlighed-vobh.com/br%C3%A6ndende/k%C3%A6rlighed"],
    ["http://www.예비교사.com", "http://www.xn--9d0bm53a3xbzui.com"],
    ["http://理容ナカムラ.com", "http://xn--lck1c3crb1723bpq4a.com"],
    ["http://あーるいん.com", "http://xn--l8je6s7a45b.com"],
    ["http://www.bücher.de/?q=bücher", "http://www.xn--bcher-kva.de/?q=b%C3%BCcher"],
    ["http://はじめよう.みんな/?query=サ&maxResults=5", "http://xn--p8j9a0d9c9a.xn--q9jyb4c/?query=%E3%82%B5&maxResults=5"],
    ["http://кто.рф/", "http://xn--j1ail.xn--p1ai/"],
    ["http://кто.рф/index.php?domain=Что", "http://xn--j1ail.xn--p1ai/index.php?domain=%D0%A7%D1%82%D0%BE"],
    ["http://내도메인.한국/", "http://xn--220b31d95hq8o.xn--3e0b707e/"],
    ["http://맨체스터시티축구단.한국/", "http://xn--2e0b17htvgtvj9haj53ccob62ni8d.xn--3e0b707e/"],
    ["http://nic.شبكة", "http://nic.xn--ngbc5azd"],
    ["https://www.贷款.在线", "https://www.xn--0kwr83e.xn--3ds443g"],
    ["https://www2.xn--0kwr83e.在线", "https://www2.xn--0kwr83e.xn--3ds443g"],
    ["https://www3.贷款.xn--3ds443g", "https://www3.xn--0kwr83e.xn--3ds443g"],
  ];
  for (const [s, out] of idna) {
    it(`test_safe_url_idna: ${show(s)} → ${show(out)}`, () => {
      expectToUri(s, out);
      expect(normalizeUri(s)).toBe(normalizeUri(out));
    });
  }
  // test_safe_download_url (the URL with its path normalized, posixpath.normpath)
  // biome-ignore format: one case per line
  const download: Array<[string, string]> = [
    ["http://www.example.org", "http://www.example.org/"],
    ["http://www.example.org/../../images/../image", "http://www.example.org/image"],
    ["http://www.example.org/dir/", "http://www.example.org/dir/"],
  ];
  for (const [s, normal] of download) {
    it(`safe_download_url(${show(s)}) = ${show(normal)}`, () => expectNormal(s, normal));
  }
  // test_is_url
  for (const s of ["https://www.example.org", "file:///some/path"]) {
    it(`is_url(${show(s)})`, () => expectValid(s));
  }
  it('is_url("foo--bar") is False: a relative reference, no URI (§4.1)', () => {
    expect(isReference("foo--bar")).toBe(true);
    expectInvalid("foo--bar", "missing-scheme");
  });
});

describe("w3lib 2.3.1 tests/test_url.py CanonicalizeUrlTest: canonicalize_url (RFC 3986 §6.2.2, §6.2.3)", () => {
  // [input, canonicalize_url's output = our normal form]
  // biome-ignore format: one case per line
  const cases: Array<[string, string]> = [
    ["http://www.example.com/do?a=1&b=2&c=3", "http://www.example.com/do?a=1&b=2&c=3"], // test_typical_usage
    ["http://www.example.com:8888/do?a=1&b=2&c=3", "http://www.example.com:8888/do?a=1&b=2&c=3"], // test_port_number
    ["http://www.example.com:/do?a=1&b=2&c=3", "http://www.example.com/do?a=1&b=2&c=3"], // §6.2.3: an empty port is left out
    ["http://www.example.com/résumé", "http://www.example.com/r%C3%A9sum%C3%A9"],
    ["http://www.example.com/résumé?q=résumé", "http://www.example.com/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9"],
    // test_normalize_percent_encoding_in_paths: hex digits upper case (§6.2.2.1), a non-UTF-8
    // octet kept as it is
    ["http://www.example.com/r%c3%a9sum%c3%a9", "http://www.example.com/r%C3%A9sum%C3%A9"],
    ["http://www.example.com/a%a3do", "http://www.example.com/a%A3do"],
    ["http://www.example.com/a%a3do?q=r%c3%a9sum%c3%a9", "http://www.example.com/a%A3do?q=r%C3%A9sum%C3%A9"],
    ["http://www.example.com/a%a3do?q=r%e9sum%e9", "http://www.example.com/a%A3do?q=r%E9sum%E9"],
    ["http://www.example.com/do?k=b%a3", "http://www.example.com/do?k=b%A3"], // test_normalize_percent_encoding_in_query_arguments
    ["http://www.example.com/do?k=r%c3%a9sum%c3%a9", "http://www.example.com/do?k=r%C3%A9sum%C3%A9"],
    ["http://user:pass@www.example.com:81/do?now=1", "http://user:pass@www.example.com:81/do?now=1"], // test_urls_with_auth_and_ports
    ["http://user:pass@www.example.com/do?a=1#frag", "http://user:pass@www.example.com/do?a=1#frag"], // test_remove_fragments, keep_fragments=True
    ["http://www.simplybedrooms.com/White-Bedroom-Furniture/Bedroom-Mirror:-Josephine-Cheval-Mirror.html", "http://www.simplybedrooms.com/White-Bedroom-Furniture/Bedroom-Mirror:-Josephine-Cheval-Mirror.html"],
    ["http://www.example.com/caf%E9-con-leche.htm", "http://www.example.com/caf%E9-con-leche.htm"], // test_safe_characters_unicode
    ["http://www.example.com/caf%e9-con-leche.htm", "http://www.example.com/caf%E9-con-leche.htm"], // test_canonicalize_urlparsed
    ["http://www.EXAMPLE.com/", "http://www.example.com/"], // test_domains_are_case_insensitive
    ["sftp://UsEr:PaSsWoRd@www.EXAMPLE.com/", "sftp://UsEr:PaSsWoRd@www.example.com/"], // test_userinfo_is_case_sensitive
    ["http://www.bücher.de?q=bücher", "http://www.xn--bcher-kva.de/?q=b%C3%BCcher"], // test_canonicalize_idns
    ["http://foo.com/AC%2FDC+rocks%3f/?yeah=1", "http://foo.com/AC%2FDC+rocks%3F/?yeah=1"], // test_quoted_slash_and_question_sign
    ["http://foo.com/AC%2FDC/", "http://foo.com/AC%2FDC/"],
    ["http://www.bücher.de/résumé?q=résumé", "http://www.xn--bcher-kva.de/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9"], // test_canonicalize_url_idempotence
    // test_canonicalize_url_idna_exceptions
    ["http://.example.com/résumé?q=résumé", "http://.example.com/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9"],
    [`http://www.${"example".repeat(11)}.com/résumé?q=résumé`, `http://www.${"example".repeat(11)}.com/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9`],
    // test_preserve_nonfragment_hash ("#frag" with keep_fragments=True)
    ["http://www.example.com/path/to/%23/foo/bar", "http://www.example.com/path/to/%23/foo/bar"],
    ["http://www.example.com/path/to/%23/foo/bar#frag", "http://www.example.com/path/to/%23/foo/bar#frag"],
    ["http://www.example.com/path/to/%23/foo/bar?url=http%3A%2F%2Fwww.example.com%2F%2Fpath%2Fto%2F%23%2Fbar%2Ffoo#frag", "http://www.example.com/path/to/%23/foo/bar?url=http%3A%2F%2Fwww.example.com%2F%2Fpath%2Fto%2F%23%2Fbar%2Ffoo#frag"],
  ];
  for (const [s, normal] of cases) {
    it(`${show(s.length > 90 ? `${s.slice(0, 60)}…` : s)} → ${show(normal.length > 90 ? `${normal.slice(0, 60)}…` : normal)}`, () =>
      expectNormal(s, normal));
  }
});

describe("w3lib 2.3.1 tests/test_url.py DataURITests: parse_data_uri (RFC 2397 §3)", () => {
  // biome-ignore format: one case per line
  const valid: Array<[string, string]> = [
    ["data:,é", "data:,%C3%A9"], // test_unicode_uri: an IRI (RFC 3987 §3.1)
    ["data:;charset=iso-8859-7,%be%d3%be", "data:;charset=iso-8859-7,%BE%D3%BE"], // test_default_mediatype
    ["data:text/plain;charset=iso-8859-7,%be%d3%be", "data:text/plain;charset=iso-8859-7,%BE%D3%BE"], // test_text_charset
    ["data:text/plain;base64,SGVsbG8sIHdvcmxkLg%3D%3D", "data:text/plain;base64,SGVsbG8sIHdvcmxkLg%3D%3D"], // test_base64
    ["data:text/plain;base64,SGVsb%20G8sIH%0A%20%20dvcm%20%20%20xk%20Lg%3D%0A%3D", "data:text/plain;base64,SGVsb%20G8sIH%0A%20%20dvcm%20%20%20xk%20Lg%3D%0A%3D"], // test_base64_spaces
    ["DATA:,A%20brief%20note", "data:,A%20brief%20note"], // test_scheme_case_insensitive (§3.1)
    ["DaTa:,A%20brief%20note", "data:,A%20brief%20note"],
  ];
  for (const [s, normal] of valid) {
    it(`${show(s)} is valid, normal form ${show(normal)}`, () => {
      expectValid(s);
      expectNormal(s, normal);
    });
  }
  // ValueError
  // biome-ignore format: one case per line
  const refused: Array<[string, string]> = [
    ["data:text/plain;baes64,SGVsbG8sIHdvcmxkLg%3D%3D", "bad-data-mediatype"], // test_wrong_base64_param: parameter := attribute "=" value
    ["data:A%20brief%20note", "missing-data-comma"], // test_missing_comma
    ["text/plain,A%20brief%20note", "missing-scheme"], // test_missing_scheme: a relative reference
  ];
  for (const [s, reason] of refused) {
    it(`${show(s)} is refused: ${reason}`, () => expectInvalid(s, reason));
  }
});

describe("w3lib 2.3.1: answered differently on purpose", () => {
  // safe_url_string and canonicalize_url repair strings that are no URI (WHATWG's URL parser:
  // C0 controls and spaces stripped at the ends, tab and newline removed, "\" read as "/",
  // characters outside the URI grammar percent-encoded). RFC 3986 §2 and App. A: none of
  // these characters is in any component (RFC 3987 §2.2 likewise: they are no ucschar), so the
  // input is no URI-reference; the peer's output is a valid URI.
  // [input, the peer's output, our reason]
  // biome-ignore format: one case per line
  const repaired: Array<[string, string, string | undefined]> = [
    [`https://${USERNAME_TO_ENCODE}:${PASSWORD_TO_ENCODE}@example.com`, `https://${pctAll(USERNAME_TO_ENCODE)}:${pctAll(PASSWORD_TO_ENCODE)}@example.com`, "bad-userinfo"],
    ["https://\x80:\x80@example.com", "https://%C2%80:%C2%80@example.com", "bad-userinfo"], // U+0080 is no ucschar (RFC 3987 §2.2)
    ["https://example.com\\a", "https://example.com/a", "bad-host"], // xfail in w3lib
    ["https://example.com/a\\b", "https://example.com/a/b", "bad-path"], // xfail in w3lib
    [`https://example.com/${PATH_TO_ENCODE}`, `https://example.com/${pctAll(PATH_TO_ENCODE)}`, "bad-path"], // xfail in w3lib
    [`a://example.com?${QUERY_TO_ENCODE}`, `a://example.com?${pctAll(QUERY_TO_ENCODE)}`, "bad-query"], // xfail in w3lib
    ...QUERY_SCHEMES.map((s): [string, string, string] => [`${s}://example.com?${SPECIAL_QUERY_TO_ENCODE}`, `${s}://example.com?${pctAll(SPECIAL_QUERY_TO_ENCODE)}`, "bad-query"]), // xfail in w3lib; "'" is a sub-delim (§2.2) the peer encodes in these schemes' queries
    [`a://example.com#${FRAGMENT_TO_ENCODE}`, `a://example.com#${pctAll(FRAGMENT_TO_ENCODE)}`, "bad-fragment"], // xfail in w3lib
    ["\u8349\u8599 \u7d20\u5b50", "%E8%8D%89%E8%96%99%20%E7%B4%A0%E5%AD%90", "bad-path"], // test_safe_url_string
    ["/ecommerce/oggetto/Te \xf2/tea-strainer/1273", "/ecommerce/oggetto/Te%20%C3%B2/tea-strainer/1273", "bad-path"],
    ["http://example.com/test\n.html", "http://example.com/test.html", "bad-path"], // test_safe_url_string_remove_ascii_tab_and_newlines
    ["http://example.com/test\t.html", "http://example.com/test.html", "bad-path"],
    ["http://example.com/test\r.html", "http://example.com/test.html", "bad-path"],
    ["http://example.com/test\r.html\n", "http://example.com/test.html", "bad-path"],
    ["http://example.com/test\r\n.html\t", "http://example.com/test.html", "bad-path"],
    ["http://example.com/test\x07\n.html", "http://example.com/test%07.html", "bad-path"],
    ['http://google.com/"hello"', "http://google.com/%22hello%22", "bad-path"], // test_safe_url_string_quote_path
    ["ftp://admin:|%@example.com", "ftp://admin:%7C%25@example.com", "bad-userinfo"], // test_safe_url_string_userinfo_unsafe_chars
    ["http://%user:%pass@host", "http://%25user:%25pass@host", "bad-percent-encoding"], // "%" starts a pct-encoded triplet (§2.1, §2.4)
    ["http://www.example.com/do?q=a space&a=1", "http://www.example.com/do?a=1&q=a+space", "bad-query"], // canonicalize_url test_spaces
    ["http://www.example.com/a do?a=1", "http://www.example.com/a%20do?a=1", "bad-path"], // test_non_ascii_percent_encoding_in_paths
    ["http://www.example.com/a %20do?a=1", "http://www.example.com/a%20%20do?a=1", "bad-path"],
    ["http://www.example.com/a do£.html?a=1", "http://www.example.com/a%20do%C2%A3.html?a=1", "bad-path"],
    [" https://example.com", "https://example.com/", "bad-path"], // test_strip_spaces
    ["https://example.com ", "https://example.com/", "bad-host"],
    [" https://example.com ", "https://example.com/", "bad-path"],
    ["data:text/plain;base64,SGVsb G8sIH\n  dvcm   xk Lg%3D\n%3D", "data:text/plain;base64,SGVsbG8sIHdvcmxkLg%3D%3D", "bad-path"], // DataURITests test_base64_spaces: the peer decodes "Hello, world."
  ];
  for (const [s, peer, reason] of repaired) {
    it(`${show(s.length > 70 ? `${s.slice(0, 50)}…` : s)} is no URI-reference (the peer: ${show(peer.length > 70 ? `${peer.slice(0, 50)}…` : peer)})`, () =>
      expectRepaired(s, peer, reason));
  }
  // SAFE_URL_URL_CASES with the special schemes ftp and file: the peer keeps or encodes the
  // query. RFC 1738 §3.2 (ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]) and
  // RFC 8089 §2 (file-URI = file-scheme ":" file-hier-part) have no query; a file URI with an
  // authority has a path-absolute (auth-path = [ file-auth ] path-absolute), which "" is not
  for (const scheme of ["ftp", "file"]) {
    const errors = scheme === "file" ? ["bad-file", "query-not-allowed"] : ["query-not-allowed"];
    it(`${scheme}://example.com?${"<query>"} is no valid ${scheme} URI (the peer keeps the query)`, () => {
      const safe = `${scheme}://example.com?${SPECIAL_QUERY_SAFE}`;
      expect(validateUri(safe).errors).toEqual(errors);
      expectUnparsable(`${scheme}://example.com?${SPECIAL_QUERY_TO_ENCODE}`, "bad-query");
      const peer = `${scheme}://example.com?${pctAll(SPECIAL_QUERY_TO_ENCODE)}`;
      expect(validateUri(peer).errors).toEqual(errors);
    });
  }
  // SAFE_URL_URL_CASES: C0 controls and space at both ends, stripped by the peer
  for (const c of [...C0_OR_SPACE].filter((c) => !TAB_OR_NEWLINE.includes(c))) {
    it(`${label(c)} around "https://example.com" is no URI-reference (the peer strips it)`, () =>
      expectRepaired(`${c}https://example.com${c}`, "https://example.com"));
  }
  it("tab, LF and CR in every component are no URI-reference (the peer removes them)", () => {
    const t = TAB_OR_NEWLINE;
    const s = `${t}h${t}ttps${t}:${t}/${t}/${t}a${t}b${t}:${t}a${t}b${t}@${t}exam${t}ple.com${t}:${t}1${t}2${t}/${t}a${t}b${t}?${t}a${t}b${t}#${t}a${t}b${t}`;
    expectRepaired(s, "https://ab:ab@example.com:12/ab?ab#ab");
  });

  // SAFE_URL_URL_CASES: ValueError; RFC 3986 §3.2.2: a host that does not match IPv4address
  // is a reg-name ("192.168.0.256" has an octet over 255, "192.168.0.0.0" five parts), and a
  // reg-name may hold pct-encoded octets; the peer follows WHATWG's host parser. The same as
  // peer-suites-whatwg.test.ts
  // biome-ignore format: one case per line
  const regNames: Array<[string, string]> = [
    ["http://192.168.0.256", "http://192.168.0.256/"],
    ["http://192.168.0.0.0", "http://192.168.0.0.0/"],
    ["https://%80.example", "https://%80.example/"],
  ];
  for (const [s, normal] of regNames) {
    it(`${show(s)} is valid (a reg-name), normal form ${show(normal)}`, () => {
      expectParts(s, { hostKind: "reg-name" });
      expectValid(s);
      expectNormal(s, normal);
    });
  }

  // safe_url_string decodes "%26" in the userinfo (test_safe_url_string_user_and_pass_
  // percentage_encoded). "&" is a sub-delim (§2.2): "%26" and "&" are not equivalent
  // (§6.2.2.2 decodes unreserved characters only)
  // biome-ignore format: one case per line
  const decoded: Array<[string, string]> = [
    ["http://%26user:%26pass@host", "http://&user:&pass@host"],
    ["http://%25%26user:%25%26pass@host", "http://%25&user:%25&pass@host"],
  ];
  for (const [s, peer] of decoded) {
    it(`${show(s)} keeps "%26" (the peer: ${show(peer)})`, () => {
      expectNormal(s, `${s}/`);
      expectEquivalent(s, peer, false);
    });
  }

  // canonicalize_url's own policy: query arguments sorted, empty ones dropped or given "=",
  // form-encoded ("+" for a space, "," "(" ")" encoded), the fragment dropped. RFC 3986 §6.2.2
  // and §6.2.3 normalize case, percent-encoding of unreserved characters, dot segments, empty
  // path and default port only: the query is opaque (§3.4) and a sub-delim is not its
  // pct-encoding (§2.2, §6.2.2.2); a different query or fragment is another URI reference
  // [input, our normal form, the peer's output]
  // biome-ignore format: one case per line
  const canonical: Array<[string, string, string]> = [
    ["http://www.example.com/do?c=1&b=2&a=3", "http://www.example.com/do?c=1&b=2&a=3", "http://www.example.com/do?a=3&b=2&c=1"], // test_typical_usage
    ["http://www.example.com/do?&a=1", "http://www.example.com/do?&a=1", "http://www.example.com/do?a=1"],
    ["http://www.example.com/do?c=3&b=5&b=2&a=50", "http://www.example.com/do?c=3&b=5&b=2&a=50", "http://www.example.com/do?a=50&b=2&b=5&c=3"], // test_sorting
    ["http://www.example.com/do?b=&a=2", "http://www.example.com/do?b=&a=2", "http://www.example.com/do?a=2&b="], // test_keep_blank_values
    ["http://www.example.com/do?b=&c&a=2", "http://www.example.com/do?b=&c&a=2", "http://www.example.com/do?a=2&b=&c="],
    ["http://www.example.com/do?1750,4", "http://www.example.com/do?1750,4", "http://www.example.com/do?1750%2C4="],
    ["http://www.example.com/do?q=a+space&a=1", "http://www.example.com/do?q=a+space&a=1", "http://www.example.com/do?a=1&q=a+space"], // test_spaces
    ["http://www.example.com/do?q=a%20space&a=1", "http://www.example.com/do?q=a%20space&a=1", "http://www.example.com/do?a=1&q=a+space"],
    ["https://example.com/a%23b%2cc#bash", "https://example.com/a%23b%2Cc#bash", "https://example.com/a%23b,c"], // test_normalize_percent_encoding_in_paths
    ["http://www.example.com/do?price=£500&a=5&z=3", "http://www.example.com/do?price=%C2%A3500&a=5&z=3", "http://www.example.com/do?a=5&price=%C2%A3500&z=3"], // test_non_ascii_percent_encoding_in_query_arguments
    ["http://www.example.com/do?price(£)=500&a=1", "http://www.example.com/do?price(%C2%A3)=500&a=1", "http://www.example.com/do?a=1&price%28%C2%A3%29=500"],
    ["http://user:pass@www.example.com/do?a=1#frag", "http://user:pass@www.example.com/do?a=1#frag", "http://user:pass@www.example.com/do?a=1"], // test_remove_fragments
    ["http://はじめよう.みんな/?query=サ&maxResults=5", "http://xn--p8j9a0d9c9a.xn--q9jyb4c/?query=%E3%82%B5&maxResults=5", "http://xn--p8j9a0d9c9a.xn--q9jyb4c/?maxResults=5&query=%E3%82%B5"], // test_canonicalize_idns
    ["http://www.example.com/path/to/%23/foo/bar#frag", "http://www.example.com/path/to/%23/foo/bar#frag", "http://www.example.com/path/to/%23/foo/bar"], // test_preserve_nonfragment_hash
    ["http://www.example.com/path/to/%23/foo/bar?url=http%3A%2F%2Fwww.example.com%2F%2Fpath%2Fto%2F%23%2Fbar%2Ffoo#frag", "http://www.example.com/path/to/%23/foo/bar?url=http%3A%2F%2Fwww.example.com%2F%2Fpath%2Fto%2F%23%2Fbar%2Ffoo#frag", "http://www.example.com/path/to/%23/foo/bar?url=http%3A%2F%2Fwww.example.com%2F%2Fpath%2Fto%2F%23%2Fbar%2Ffoo"],
  ];
  for (const [s, normal, peer] of canonical) {
    it(`canonicalize_url(${show(s.length > 70 ? `${s.slice(0, 50)}…` : s)}) → ${show(normal.length > 70 ? `${normal.slice(0, 50)}…` : normal)}, not the peer's`, () => {
      expectNormal(s, normal);
      expectValid(peer);
      expect(equivalent(s, peer)).toBe(false);
    });
  }
  it('canonicalize_url("https://example.com/a%23b,c") is its own normal form (test_normalize_percent_encoding_in_paths)', () =>
    expectNormal("https://example.com/a%23b,c", "https://example.com/a%23b,c"));

  it("test_mediatype_parameters: a quoted-string with raw ';' and ',' is no RFC 2397 mediatype", () => {
    // the peer (WHATWG's data: URL processor) reads the parameters foo='foo;bar"' and
    // bar='foo;"foo ;/ ,'. RFC 2397 §3: dataurl := "data:" [ mediatype ] [ ";base64" ] ","
    // data, mediatype := [ type "/" subtype ] *( ";" parameter ), parameter := attribute "="
    // value: the first "," ends the mediatype and every ";" starts a parameter, so
    // "bar%5C%22%22" is a parameter with no "="
    const s =
      "data:text/plain;foo=%22foo;bar%5C%22%22;charset=utf-8;bar=%22foo;%5C%22foo%20;/%20,%22,%CE%8E%CE%A3%CE%8E";
    expect(parseUri(s).ok).toBe(true);
    expect(validateUri(s).errors).toEqual(["bad-data-mediatype"]);
  });
});
