/**
 * Cases from the published test suites of npm's hosted git URL reader (hosted-git-info) and
 * ssh URL check (is-ssh), a Go downloader's source-string detectors (go-getter), Go and Rust
 * clients of URI schemes outside RFC 3986's own list (amqp091-go: amqp:, lib/pq and pgconn:
 * postgres:, nats.go: nats: and ws:, totp-rs: otpauth:, magnet-uri: magnet:), three UUID
 * libraries (google/uuid, gofrs/uuid, Rust's uuid: urn:uuid:), two geo: URI readers
 * (geocode-glib, Marble), GNOME Calls' address helpers (sip:, tel:), two Go libraries' URL
 * helpers (minio-go s3utils, Masterminds/vcs), an SMTP address parser (smtp-address-parser,
 * its addresses read as mailto: URIs) and four small npm URL parsers (urlite, ssh-url,
 * s3-url-parser, parse-s3-url), run through the core with the answer RFC 3986 / RFC 3987 (and
 * RFC 6068 for mailto, RFC 8089 for file, RFC 8141 and RFC 4122 for URNs, RFC 5870 for geo,
 * RFC 6455 for ws) give. Each group names its source file; where the peer answers otherwise,
 * the case is in the "answered differently on purpose" group of its suite with the peer's
 * answer, ours and the rule that decides ours. One thing urisift gets wrong came up while
 * harvesting the geo: readers, with no peer case: RFC 5870 §6's comparison of geo URIs
 * (numeric coordinates, the poles, case-insensitive parameter names), in the last group, as
 * `it.fails` (fixed in session 49). A second u= in a geo URI is no geo URI (its own group).
 *
 * Sources (verbatim from the packages; npm: `npm pack NAME@VERSION`; Debian bookworm: the orig
 * tarball of the source package, or the -dev binary package that ships the source):
 * - hosted-git-info 6.1.1 (Debian node-hosted-git-info 6.1.1-2, orig tarball; the npm
 *   tarballs 2.8.9 and 9.0.3 ship no tests): test/github.js, test/bitbucket.js,
 *   test/gitlab.js, test/gist.js, test/sourcehut.js (their `valid` tables and `invalid`
 *   lists, evaluated as the files define them: the committish rows are the template literals
 *   with committishDefaults), test/invalid.js, test/parse-url.js.
 * - go-getter 1.4.1 (Debian golang-github-hashicorp-go-getter 1.4.1-1, orig tarball; the
 *   .debian.tar is not on the mirror): detect_git_test.go, detect_github_test.go,
 *   detect_bitbucket_test.go, detect_gcs_test.go, detect_s3_test.go, detect_file_test.go
 *   (fileTests and unixFileTests; winFileTests' `C:\` rows in the differs group),
 *   detect_test.go.
 * - minio-go 6.0.53 (Debian golang-github-minio-minio-go-dev 6.0.53-1):
 *   pkg/s3utils/utils_test.go TestIsValidDomain, TestIsValidIP, TestEncodePath.
 * - Masterminds/vcs 1.12.0 (Debian golang-github-masterminds-vcs-dev 1.12.0-4):
 *   vcs_remote_lookup_test.go TestVCSLookup (the remote URLs; `work` is whether the repository
 *   answered over the network, no URI rule).
 * - totp-rs 3.0.1 (Debian librust-totp-rs-dev 3.0.1-2): src/lib.rs #[test]s from_url_*,
 *   url_for_secret_*.
 * - magnet-uri 0.2.0 (Debian librust-magnet-uri-dev 0.2.0-1+b1): src/lib.rs #[test]s
 *   test_zero_file_parsing, test_invalid_non_matching_hashes, test_invalid_no_length.
 * - smtp-address-parser 1.1.1 (npm): test/addresses.test.ts "good addresses pass", "bad
 *   addresses fail".
 * - urlite 3.1.0 (npm): test/test-parse.js.
 * - ssh-url 0.1.5 (npm): test/ssh-url.js.
 * - s3-url-parser 1.0.3 (npm): index.test.js; parse-s3-url 1.0.7 (npm): test/index.js.
 * - is-ssh 1.3.3 (npm; 1.4.1 ships no tests): test/index.js.
 * - amqp091-go 1.5.0 (RabbitMQ's Go client; Debian golang-github-rabbitmq-amqp091-go-dev
 *   1.5.0-2): uri_test.go (uriTests, the matrix of RabbitMQ's AMQP URI spec, and the
 *   TestURI* functions; streadway/amqp, its predecessor, has the same file).
 * - google/uuid 1.3.0 (Debian golang-github-google-uuid-dev 1.3.0-1): uuid_test.go tests;
 *   gofrs/uuid 4.3.1 (Debian golang-github-gofrs-uuid-dev 4.3.1-1): codec_test.go
 *   fromStringTests, invalidFromStringInputs; uuid 1.2.1 (Rust; Debian librust-uuid-dev
 *   1.2.1-1): src/parser.rs test_parse_uuid_v4_valid, test_parse_uuid_v4_invalid.
 * - lib/pq 1.10.7 (Debian golang-github-lib-pq-dev 1.10.7-2): url_test.go; pgconn 1.11.0
 *   (Debian golang-github-jackc-pgconn-dev 1.11.0-2): config_test.go TestParseConfig (its
 *   postgres:// rows; the key=value connection strings left out).
 * - geocode-glib 3.26.3 (Debian geocode-glib 3.26.3-6, orig tarball):
 *   geocode-glib/tests/geo-uri.c; Marble 22.12.3 (Debian marble 22.12.3-1, orig tarball):
 *   tests/GeoUriParserTest.cpp testGeoUri_data.
 * - GNOME Calls 44~alpha.1 (Debian gnome-calls 44~alpha.1-1, orig tarball): tests/test-util.c
 *   test_protocol_prefix, test_ip_address_family.
 * - nats.go 1.22.1 (Debian golang-github-nats-io-go-nats-dev 1.22.1-1): nats_test.go
 *   TestSimplifiedURLs.
 *
 * How the cases map onto the API:
 * - hosted-git-info's fromUrl giving { user, project, committish, auth } = the URI is valid
 *   and, as parseUri reads it, the path's last segment (less ".git") is the project, the
 *   segments before it the user, the percent-decoded fragment the committish and the userinfo
 *   the auth (where the peer reports one: it drops the auth of its shortcuts); its shorthand
 *   "foo/bar" = a relative reference with that path; fromUrl's undefined for a string that is
 *   no URI either = the same refusal here;
 * - go-getter's Detect output "GETTER::URL" = URL is a valid URI, its own normal form (the
 *   "//" before a subdirectory is a path of its own, RFC 3986 §6.2.2.3 keeps it); the file
 *   detector's output = resolveUri(input, "file://" + pwd + "/") (RFC 3986 §5.2); a scp-like
 *   input ("git@host:path") = no URI-reference (§4.2), which is why the peer rewrites it;
 * - minio-go's IsValidDomain(d) = validateUri("https://" + d + "/"); IsValidIP(ip) = the host
 *   of "http://" + ip + "/" is an IPv4address (§3.2.2); EncodePath(p) = a path that is its own
 *   normal form and decodes back to p (§2.1, §6.2.2.2);
 * - the URLs the other peers accept, parse or write = validateUri and parseUri's parts;
 *   smtp-address-parser's parse(address) succeeding = validateUri("mailto:" + the address with
 *   the characters RFC 6068 §2 says must be percent-encoded encoded: those outside qchar and
 *   "@", UTF-8 first);
 * - a URI the peer parses into fields (amqp091-go's username … vhost, pq's and pgconn's
 *   user … database, Marble's latitude and longitude) = parseUri's parts, percent-decoded,
 *   with the peer's defaults where the URI has none; a UUID string the peer parses = "urn:uuid:"
 *   + it (unless it has that prefix) is a valid URN; a URL a client keeps instead of the one it
 *   was given (nats.go, amqp091-go's String()) = equivalent() of the two; geo: parsing =
 *   validateUri; a host family (GNOME Calls, minio-go's IsValidIP) = parseUri's hostKind.
 *
 * Left out: hosted-git-info's URL builders (browse, tarball, docs …: the provider's layout,
 *   no URI rule) and localhost.js (a custom provider); go-getter's getters (network and file
 *   system), source_test.go's "//" subdirectory split and the Windows rows of
 *   detect_file_test.go other than `C:\`; minio-go's endpoint, region, bucket-name and
 *   query/tag encoding tests (AWS policy and form encoding); totp-rs's code generation;
 *   smtp-address-parser's normalize and canonicalize (provider policy: dots and "+tags");
 *   urlite's format and query-string tests; amqp091-go's TLS and connection tests; pgconn's
 *   key=value strings and fallbacks; Marble's worldwind "goto" fields (bank, tilt …); GNOME
 *   Calls' DTMF and icon tests; nats.go's connection tests.
 * Read and without a case: Go's net/url table as golang-github-opennota-urlesc-dev copies it
 *   (peer-suites-poco-go-rust.test.ts has the original); go-ldap 3.4.4 (no LDAP URL test);
 *   the npm tarballs of git-up (8.1.1, 4.0.5), parse-url (11.1.0, 5.0.8), is-ssh 1.4.1,
 *   parse-path 7.1.0, ldapjs 1.0.2, data-urls 1.1.0, magnet-uri 5.2.4, urn-lib 1.2.0,
 *   mailto-link 1.0.0, magnet-uri 7.0.10, otpauth 9.5.2, urn-lib 2.0.0, mailto-parser 1.0.1, mailto-link 2.0.0,
 *   uri-js-replace 1.0.3, url-lib 3.0.3, whatwg-url 16.0.1, data-urls 7.0.0, ipaddr.js 2.5.0,
 *   ip-address 10.7.6 (no tests in the tarball). Not used (the mirror answered 404 for the
 *   orig tarball): php-nyholm-psr7 1.5.1, php-slim-psr7 1.6.1,
 *   php-http-psr7-integration-tests 1.1.1, python-ldap 3.4.3; and no bookworm source package
 *   for node-normalize-url, node-data-urls, node-is-absolute-url, node-whatwg-url,
 *   haskell-modern-uri, chibi-scheme, unboundid-ldapsdk, pjproject; python-ldap3 2.9.1 (no
 *   LDAP URL test), gorilla/websocket 1.5.0 (no URL table), tokio-postgres 0.7.7 (no URL
 *   test).
 */
import { describe, expect, test } from "vitest";
import {
  equivalent,
  normalizeUri,
  parseUri,
  resolveUri,
  validateUri,
} from "../../src/core/index.js";
import { type Differs, differs } from "../helpers/peer-expect.js";

const valid = (s: string): boolean => validateUri(s).valid;

/** what the core makes of s: no URI-reference, a relative reference, a valid or invalid URI */
function verdict(s: string): string {
  const r = parseUri(s);
  if (!r.ok) return `no URI-reference (${r.error.reason})`;
  if (r.parts.scheme === undefined) return "a relative reference";
  const v = validateUri(s);
  return v.valid ? "a valid URI" : `invalid (${v.errors.join(", ")})`;
}

// ─── hosted-git-info 6.1.1 ────────────────────────────────────────────────────────────────

interface GitRepo {
  user: string;
  project: string;
  committish: string | null;
  auth: string | null;
}

/**
 * The repository a git URL names as RFC 3986 reads it: the path's last segment (less ".git")
 * is the project, the segments before it the user, the fragment (percent-decoded) the
 * committish, the userinfo the auth; undefined when the URI is not valid.
 */
function gitRepo(s: string): GitRepo | undefined {
  const r = parseUri(s);
  if (!r.ok || !valid(s)) return undefined;
  const segments = r.parts.path.split("/").filter((x) => x !== "");
  const project = (segments.pop() ?? "").replace(/\.git$/, "");
  return {
    user: segments.join("/"),
    project,
    committish: r.parts.fragment === undefined ? null : decodeURIComponent(r.parts.fragment),
    auth: r.parts.userinfo ?? null,
  };
}

/** "user/project#committish" as gitRepo reads s, or the verdict when it is no valid URI */
function hgiReading(s: string): string {
  const d = gitRepo(s);
  if (d === undefined) return verdict(s);
  return `${d.user ? `${d.user}/` : ""}${d.project}${d.committish ? `#${d.committish}` : ""}`;
}

// [input, user, project, committish, auth]: the peer's fromUrl (user null = none; auth null =
// the peer reports none)
const HGI_AGREE: Array<[string, string | null, string, string | null, string | null]> = [
  ["github:foo/bar", "foo", "bar", null, null],
  ["github:foo/bar.git", "foo", "bar", null, null],
  ["git://github.com/foo/bar", "foo", "bar", null, null],
  ["git://user@github.com/foo/bar", "foo", "bar", null, "user"],
  ["git://user:password@github.com/foo/bar", "foo", "bar", null, "user:password"],
  ["git://:password@github.com/foo/bar", "foo", "bar", null, ":password"],
  ["git://github.com/foo/bar.git", "foo", "bar", null, null],
  ["git://git@github.com/foo/bar.git", "foo", "bar", null, "git"],
  ["git://user:password@github.com/foo/bar.git", "foo", "bar", null, "user:password"],
  ["git://:password@github.com/foo/bar.git", "foo", "bar", null, ":password"],
  ["git+https://github.com/foo/bar", "foo", "bar", null, null],
  ["git+https://user@github.com/foo/bar", "foo", "bar", null, "user"],
  ["git+https://user:password@github.com/foo/bar", "foo", "bar", null, "user:password"],
  ["git+https://:password@github.com/foo/bar", "foo", "bar", null, ":password"],
  ["git+https://github.com/foo/bar.git", "foo", "bar", null, null],
  ["git+https://user@github.com/foo/bar.git", "foo", "bar", null, "user"],
  ["git+https://user:password@github.com/foo/bar.git", "foo", "bar", null, "user:password"],
  ["git+https://:password@github.com/foo/bar.git", "foo", "bar", null, ":password"],
  ["https://github.com/foo/bar", "foo", "bar", null, null],
  ["https://user@github.com/foo/bar", "foo", "bar", null, "user"],
  ["https://user:password@github.com/foo/bar", "foo", "bar", null, "user:password"],
  ["https://:password@github.com/foo/bar", "foo", "bar", null, ":password"],
  ["https://github.com/foo/bar.git", "foo", "bar", null, null],
  ["https://user@github.com/foo/bar.git", "foo", "bar", null, "user"],
  ["https://user:password@github.com/foo/bar.git", "foo", "bar", null, "user:password"],
  ["https://:password@github.com/foo/bar.git", "foo", "bar", null, ":password"],
  ["https://www.github.com/foo/bar", "foo", "bar", null, null],
  ["bitbucket:foo/bar", "foo", "bar", null, null],
  ["bitbucket:foo/bar#branch", "foo", "bar", "branch", null],
  ["bitbucket:foo/bar.git", "foo", "bar", null, null],
  ["bitbucket:foo/bar.git#branch", "foo", "bar", "branch", null],
  ["git+https://bitbucket.org/foo/bar", "foo", "bar", null, null],
  ["git+https://bitbucket.org/foo/bar#branch", "foo", "bar", "branch", null],
  ["git+https://user@bitbucket.org/foo/bar", "foo", "bar", null, "user"],
  ["git+https://user@bitbucket.org/foo/bar#branch", "foo", "bar", "branch", "user"],
  ["git+https://user:password@bitbucket.org/foo/bar", "foo", "bar", null, "user:password"],
  [
    "git+https://user:password@bitbucket.org/foo/bar#branch",
    "foo",
    "bar",
    "branch",
    "user:password",
  ],
  ["git+https://:password@bitbucket.org/foo/bar", "foo", "bar", null, ":password"],
  ["git+https://:password@bitbucket.org/foo/bar#branch", "foo", "bar", "branch", ":password"],
  ["git+https://bitbucket.org/foo/bar.git", "foo", "bar", null, null],
  ["git+https://bitbucket.org/foo/bar.git#branch", "foo", "bar", "branch", null],
  ["git+https://user@bitbucket.org/foo/bar.git", "foo", "bar", null, "user"],
  ["git+https://user@bitbucket.org/foo/bar.git#branch", "foo", "bar", "branch", "user"],
  ["git+https://user:password@bitbucket.org/foo/bar.git", "foo", "bar", null, "user:password"],
  [
    "git+https://user:password@bitbucket.org/foo/bar.git#branch",
    "foo",
    "bar",
    "branch",
    "user:password",
  ],
  ["git+https://:password@bitbucket.org/foo/bar.git", "foo", "bar", null, ":password"],
  ["git+https://:password@bitbucket.org/foo/bar.git#branch", "foo", "bar", "branch", ":password"],
  ["https://bitbucket.org/foo/bar", "foo", "bar", null, null],
  ["https://bitbucket.org/foo/bar#branch", "foo", "bar", "branch", null],
  ["https://user@bitbucket.org/foo/bar", "foo", "bar", null, "user"],
  ["https://user@bitbucket.org/foo/bar#branch", "foo", "bar", "branch", "user"],
  ["https://user:password@bitbucket.org/foo/bar", "foo", "bar", null, "user:password"],
  ["https://user:password@bitbucket.org/foo/bar#branch", "foo", "bar", "branch", "user:password"],
  ["https://:password@bitbucket.org/foo/bar", "foo", "bar", null, ":password"],
  ["https://:password@bitbucket.org/foo/bar#branch", "foo", "bar", "branch", ":password"],
  ["https://bitbucket.org/foo/bar.git", "foo", "bar", null, null],
  ["https://bitbucket.org/foo/bar.git#branch", "foo", "bar", "branch", null],
  ["https://user@bitbucket.org/foo/bar.git", "foo", "bar", null, "user"],
  ["https://user@bitbucket.org/foo/bar.git#branch", "foo", "bar", "branch", "user"],
  ["https://user:password@bitbucket.org/foo/bar.git", "foo", "bar", null, "user:password"],
  [
    "https://user:password@bitbucket.org/foo/bar.git#branch",
    "foo",
    "bar",
    "branch",
    "user:password",
  ],
  ["https://:password@bitbucket.org/foo/bar.git", "foo", "bar", null, ":password"],
  ["https://:password@bitbucket.org/foo/bar.git#branch", "foo", "bar", "branch", ":password"],
  ["gitlab:foo/bar", "foo", "bar", null, null],
  ["gitlab:foo/bar#branch", "foo", "bar", "branch", null],
  ["gitlab:foo/bar.git", "foo", "bar", null, null],
  ["gitlab:foo/bar.git#branch", "foo", "bar", "branch", null],
  ["gitlab:foo/bar/baz", "foo/bar", "baz", null, null],
  ["gitlab:foo/bar/baz#branch", "foo/bar", "baz", "branch", null],
  ["gitlab:foo/bar/baz.git", "foo/bar", "baz", null, null],
  ["gitlab:foo/bar/baz.git#branch", "foo/bar", "baz", "branch", null],
  ["git+https://gitlab.com/foo/bar", "foo", "bar", null, null],
  ["git+https://gitlab.com/foo/bar#branch", "foo", "bar", "branch", null],
  ["git+https://user@gitlab.com/foo/bar", "foo", "bar", null, "user"],
  ["git+https://user@gitlab.com/foo/bar#branch", "foo", "bar", "branch", "user"],
  ["git+https://user:password@gitlab.com/foo/bar", "foo", "bar", null, "user:password"],
  ["git+https://user:password@gitlab.com/foo/bar#branch", "foo", "bar", "branch", "user:password"],
  ["git+https://:password@gitlab.com/foo/bar", "foo", "bar", null, ":password"],
  ["git+https://:password@gitlab.com/foo/bar#branch", "foo", "bar", "branch", ":password"],
  ["git+https://gitlab.com/foo/bar.git", "foo", "bar", null, null],
  ["git+https://gitlab.com/foo/bar.git#branch", "foo", "bar", "branch", null],
  ["git+https://user@gitlab.com/foo/bar.git", "foo", "bar", null, "user"],
  ["git+https://user@gitlab.com/foo/bar.git#branch", "foo", "bar", "branch", "user"],
  ["git+https://user:password@gitlab.com/foo/bar.git", "foo", "bar", null, "user:password"],
  [
    "git+https://user:password@gitlab.com/foo/bar.git#branch",
    "foo",
    "bar",
    "branch",
    "user:password",
  ],
  ["git+https://:password@gitlab.com/foo/bar.git", "foo", "bar", null, ":password"],
  ["git+https://:password@gitlab.com/foo/bar.git#branch", "foo", "bar", "branch", ":password"],
  ["git+https://gitlab.com/foo/bar/baz", "foo/bar", "baz", null, null],
  ["git+https://gitlab.com/foo/bar/baz#branch", "foo/bar", "baz", "branch", null],
  ["git+https://user@gitlab.com/foo/bar/baz", "foo/bar", "baz", null, "user"],
  ["git+https://user@gitlab.com/foo/bar/baz#branch", "foo/bar", "baz", "branch", "user"],
  ["git+https://user:password@gitlab.com/foo/bar/baz", "foo/bar", "baz", null, "user:password"],
  [
    "git+https://user:password@gitlab.com/foo/bar/baz#branch",
    "foo/bar",
    "baz",
    "branch",
    "user:password",
  ],
  ["git+https://:password@gitlab.com/foo/bar/baz", "foo/bar", "baz", null, ":password"],
  ["git+https://:password@gitlab.com/foo/bar/baz#branch", "foo/bar", "baz", "branch", ":password"],
  ["git+https://gitlab.com/foo/bar/baz.git", "foo/bar", "baz", null, null],
  ["git+https://gitlab.com/foo/bar/baz.git#branch", "foo/bar", "baz", "branch", null],
  ["git+https://user@gitlab.com/foo/bar/baz.git", "foo/bar", "baz", null, "user"],
  ["git+https://user@gitlab.com/foo/bar/baz.git#branch", "foo/bar", "baz", "branch", "user"],
  ["git+https://user:password@gitlab.com/foo/bar/baz.git", "foo/bar", "baz", null, "user:password"],
  [
    "git+https://user:password@gitlab.com/foo/bar/baz.git#branch",
    "foo/bar",
    "baz",
    "branch",
    "user:password",
  ],
  ["git+https://:password@gitlab.com/foo/bar/baz.git", "foo/bar", "baz", null, ":password"],
  [
    "git+https://:password@gitlab.com/foo/bar/baz.git#branch",
    "foo/bar",
    "baz",
    "branch",
    ":password",
  ],
  ["https://gitlab.com/foo/bar", "foo", "bar", null, null],
  ["https://gitlab.com/foo/bar#branch", "foo", "bar", "branch", null],
  ["https://user@gitlab.com/foo/bar", "foo", "bar", null, "user"],
  ["https://user@gitlab.com/foo/bar#branch", "foo", "bar", "branch", "user"],
  ["https://user:password@gitlab.com/foo/bar", "foo", "bar", null, "user:password"],
  ["https://user:password@gitlab.com/foo/bar#branch", "foo", "bar", "branch", "user:password"],
  ["https://:password@gitlab.com/foo/bar", "foo", "bar", null, ":password"],
  ["https://:password@gitlab.com/foo/bar#branch", "foo", "bar", "branch", ":password"],
  ["https://gitlab.com/foo/bar.git", "foo", "bar", null, null],
  ["https://gitlab.com/foo/bar.git#branch", "foo", "bar", "branch", null],
  ["https://user@gitlab.com/foo/bar.git", "foo", "bar", null, "user"],
  ["https://user@gitlab.com/foo/bar.git#branch", "foo", "bar", "branch", "user"],
  ["https://user:password@gitlab.com/foo/bar.git", "foo", "bar", null, "user:password"],
  ["https://user:password@gitlab.com/foo/bar.git#branch", "foo", "bar", "branch", "user:password"],
  ["https://:password@gitlab.com/foo/bar.git", "foo", "bar", null, ":password"],
  ["https://:password@gitlab.com/foo/bar.git#branch", "foo", "bar", "branch", ":password"],
  ["https://gitlab.com/foo/bar/baz", "foo/bar", "baz", null, null],
  ["https://gitlab.com/foo/bar/baz#branch", "foo/bar", "baz", "branch", null],
  ["https://user@gitlab.com/foo/bar/baz", "foo/bar", "baz", null, "user"],
  ["https://user@gitlab.com/foo/bar/baz#branch", "foo/bar", "baz", "branch", "user"],
  ["https://user:password@gitlab.com/foo/bar/baz", "foo/bar", "baz", null, "user:password"],
  [
    "https://user:password@gitlab.com/foo/bar/baz#branch",
    "foo/bar",
    "baz",
    "branch",
    "user:password",
  ],
  ["https://:password@gitlab.com/foo/bar/baz", "foo/bar", "baz", null, ":password"],
  ["https://:password@gitlab.com/foo/bar/baz#branch", "foo/bar", "baz", "branch", ":password"],
  ["https://gitlab.com/foo/bar/baz.git", "foo/bar", "baz", null, null],
  ["https://gitlab.com/foo/bar/baz.git#branch", "foo/bar", "baz", "branch", null],
  ["https://user@gitlab.com/foo/bar/baz.git", "foo/bar", "baz", null, "user"],
  ["https://user@gitlab.com/foo/bar/baz.git#branch", "foo/bar", "baz", "branch", "user"],
  ["https://user:password@gitlab.com/foo/bar/baz.git", "foo/bar", "baz", null, "user:password"],
  [
    "https://user:password@gitlab.com/foo/bar/baz.git#branch",
    "foo/bar",
    "baz",
    "branch",
    "user:password",
  ],
  ["https://:password@gitlab.com/foo/bar/baz.git", "foo/bar", "baz", null, ":password"],
  ["https://:password@gitlab.com/foo/bar/baz.git#branch", "foo/bar", "baz", "branch", ":password"],
  ["gist:feedbeef", null, "feedbeef", null, null],
  ["gist:feedbeef#branch", null, "feedbeef", "branch", null],
  ["gist:feedbeef.git", null, "feedbeef", null, null],
  ["gist:feedbeef.git#branch", null, "feedbeef", "branch", null],
  ["gist:/feedbeef", null, "feedbeef", null, null],
  ["gist:/feedbeef#branch", null, "feedbeef", "branch", null],
  ["gist:/feedbeef.git", null, "feedbeef", null, null],
  ["gist:/feedbeef.git#branch", null, "feedbeef", "branch", null],
  ["gist:foo/feedbeef", "foo", "feedbeef", null, null],
  ["gist:foo/feedbeef#branch", "foo", "feedbeef", "branch", null],
  ["gist:foo/feedbeef.git", "foo", "feedbeef", null, null],
  ["gist:foo/feedbeef.git#branch", "foo", "feedbeef", "branch", null],
  ["git://gist.github.com/feedbeef", null, "feedbeef", null, null],
  ["git://gist.github.com/feedbeef#branch", null, "feedbeef", "branch", null],
  ["git://user@gist.github.com/feedbeef", null, "feedbeef", null, "user"],
  ["git://user@gist.github.com/feedbeef#branch", null, "feedbeef", "branch", "user"],
  ["git://user:password@gist.github.com/feedbeef", null, "feedbeef", null, "user:password"],
  [
    "git://user:password@gist.github.com/feedbeef#branch",
    null,
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["git://:password@gist.github.com/feedbeef", null, "feedbeef", null, ":password"],
  ["git://:password@gist.github.com/feedbeef#branch", null, "feedbeef", "branch", ":password"],
  ["git://gist.github.com/feedbeef.git", null, "feedbeef", null, null],
  ["git://gist.github.com/feedbeef.git#branch", null, "feedbeef", "branch", null],
  ["git://user@gist.github.com/feedbeef.git", null, "feedbeef", null, "user"],
  ["git://user@gist.github.com/feedbeef.git#branch", null, "feedbeef", "branch", "user"],
  ["git://user:password@gist.github.com/feedbeef.git", null, "feedbeef", null, "user:password"],
  [
    "git://user:password@gist.github.com/feedbeef.git#branch",
    null,
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["git://:password@gist.github.com/feedbeef.git", null, "feedbeef", null, ":password"],
  ["git://:password@gist.github.com/feedbeef.git#branch", null, "feedbeef", "branch", ":password"],
  ["git://gist.github.com/foo/feedbeef", "foo", "feedbeef", null, null],
  ["git://gist.github.com/foo/feedbeef#branch", "foo", "feedbeef", "branch", null],
  ["git://user@gist.github.com/foo/feedbeef", "foo", "feedbeef", null, "user"],
  ["git://user@gist.github.com/foo/feedbeef#branch", "foo", "feedbeef", "branch", "user"],
  ["git://user:password@gist.github.com/foo/feedbeef", "foo", "feedbeef", null, "user:password"],
  [
    "git://user:password@gist.github.com/foo/feedbeef#branch",
    "foo",
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["git://:password@gist.github.com/foo/feedbeef", "foo", "feedbeef", null, ":password"],
  ["git://:password@gist.github.com/foo/feedbeef#branch", "foo", "feedbeef", "branch", ":password"],
  ["git://gist.github.com/foo/feedbeef.git", "foo", "feedbeef", null, null],
  ["git://gist.github.com/foo/feedbeef.git#branch", "foo", "feedbeef", "branch", null],
  ["git://user@gist.github.com/foo/feedbeef.git", "foo", "feedbeef", null, "user"],
  ["git://user@gist.github.com/foo/feedbeef.git#branch", "foo", "feedbeef", "branch", "user"],
  [
    "git://user:password@gist.github.com/foo/feedbeef.git",
    "foo",
    "feedbeef",
    null,
    "user:password",
  ],
  [
    "git://user:password@gist.github.com/foo/feedbeef.git#branch",
    "foo",
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["git://:password@gist.github.com/foo/feedbeef.git", "foo", "feedbeef", null, ":password"],
  [
    "git://:password@gist.github.com/foo/feedbeef.git#branch",
    "foo",
    "feedbeef",
    "branch",
    ":password",
  ],
  ["git+https://gist.github.com/feedbeef", null, "feedbeef", null, null],
  ["git+https://gist.github.com/feedbeef#branch", null, "feedbeef", "branch", null],
  ["git+https://user@gist.github.com/feedbeef", null, "feedbeef", null, "user"],
  ["git+https://user@gist.github.com/feedbeef#branch", null, "feedbeef", "branch", "user"],
  ["git+https://user:password@gist.github.com/feedbeef", null, "feedbeef", null, "user:password"],
  [
    "git+https://user:password@gist.github.com/feedbeef#branch",
    null,
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["git+https://:password@gist.github.com/feedbeef", null, "feedbeef", null, ":password"],
  [
    "git+https://:password@gist.github.com/feedbeef#branch",
    null,
    "feedbeef",
    "branch",
    ":password",
  ],
  ["git+https://gist.github.com/feedbeef.git", null, "feedbeef", null, null],
  ["git+https://gist.github.com/feedbeef.git#branch", null, "feedbeef", "branch", null],
  ["git+https://user@gist.github.com/feedbeef.git", null, "feedbeef", null, "user"],
  ["git+https://user@gist.github.com/feedbeef.git#branch", null, "feedbeef", "branch", "user"],
  [
    "git+https://user:password@gist.github.com/feedbeef.git",
    null,
    "feedbeef",
    null,
    "user:password",
  ],
  [
    "git+https://user:password@gist.github.com/feedbeef.git#branch",
    null,
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["git+https://:password@gist.github.com/feedbeef.git", null, "feedbeef", null, ":password"],
  [
    "git+https://:password@gist.github.com/feedbeef.git#branch",
    null,
    "feedbeef",
    "branch",
    ":password",
  ],
  ["git+https://gist.github.com/foo/feedbeef", "foo", "feedbeef", null, null],
  ["git+https://gist.github.com/foo/feedbeef#branch", "foo", "feedbeef", "branch", null],
  ["git+https://user@gist.github.com/foo/feedbeef", "foo", "feedbeef", null, "user"],
  ["git+https://user@gist.github.com/foo/feedbeef#branch", "foo", "feedbeef", "branch", "user"],
  [
    "git+https://user:password@gist.github.com/foo/feedbeef",
    "foo",
    "feedbeef",
    null,
    "user:password",
  ],
  [
    "git+https://user:password@gist.github.com/foo/feedbeef#branch",
    "foo",
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["git+https://:password@gist.github.com/foo/feedbeef", "foo", "feedbeef", null, ":password"],
  [
    "git+https://:password@gist.github.com/foo/feedbeef#branch",
    "foo",
    "feedbeef",
    "branch",
    ":password",
  ],
  ["git+https://gist.github.com/foo/feedbeef.git", "foo", "feedbeef", null, null],
  ["git+https://gist.github.com/foo/feedbeef.git#branch", "foo", "feedbeef", "branch", null],
  ["git+https://user@gist.github.com/foo/feedbeef.git", "foo", "feedbeef", null, "user"],
  ["git+https://user@gist.github.com/foo/feedbeef.git#branch", "foo", "feedbeef", "branch", "user"],
  [
    "git+https://user:password@gist.github.com/foo/feedbeef.git",
    "foo",
    "feedbeef",
    null,
    "user:password",
  ],
  [
    "git+https://user:password@gist.github.com/foo/feedbeef.git#branch",
    "foo",
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["git+https://:password@gist.github.com/foo/feedbeef.git", "foo", "feedbeef", null, ":password"],
  [
    "git+https://:password@gist.github.com/foo/feedbeef.git#branch",
    "foo",
    "feedbeef",
    "branch",
    ":password",
  ],
  ["https://gist.github.com/feedbeef", null, "feedbeef", null, null],
  ["https://gist.github.com/feedbeef#branch", null, "feedbeef", "branch", null],
  ["https://user@gist.github.com/feedbeef", null, "feedbeef", null, "user"],
  ["https://user@gist.github.com/feedbeef#branch", null, "feedbeef", "branch", "user"],
  ["https://user:password@gist.github.com/feedbeef", null, "feedbeef", null, "user:password"],
  [
    "https://user:password@gist.github.com/feedbeef#branch",
    null,
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["https://:password@gist.github.com/feedbeef", null, "feedbeef", null, ":password"],
  ["https://:password@gist.github.com/feedbeef#branch", null, "feedbeef", "branch", ":password"],
  ["https://gist.github.com/feedbeef.git", null, "feedbeef", null, null],
  ["https://gist.github.com/feedbeef.git#branch", null, "feedbeef", "branch", null],
  ["https://user@gist.github.com/feedbeef.git", null, "feedbeef", null, "user"],
  ["https://user@gist.github.com/feedbeef.git#branch", null, "feedbeef", "branch", "user"],
  ["https://user:password@gist.github.com/feedbeef.git", null, "feedbeef", null, "user:password"],
  [
    "https://user:password@gist.github.com/feedbeef.git#branch",
    null,
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["https://:password@gist.github.com/feedbeef.git", null, "feedbeef", null, ":password"],
  [
    "https://:password@gist.github.com/feedbeef.git#branch",
    null,
    "feedbeef",
    "branch",
    ":password",
  ],
  ["https://gist.github.com/foo/feedbeef", "foo", "feedbeef", null, null],
  ["https://gist.github.com/foo/feedbeef#branch", "foo", "feedbeef", "branch", null],
  ["https://user@gist.github.com/foo/feedbeef", "foo", "feedbeef", null, "user"],
  ["https://user@gist.github.com/foo/feedbeef#branch", "foo", "feedbeef", "branch", "user"],
  ["https://user:password@gist.github.com/foo/feedbeef", "foo", "feedbeef", null, "user:password"],
  [
    "https://user:password@gist.github.com/foo/feedbeef#branch",
    "foo",
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["https://:password@gist.github.com/foo/feedbeef", "foo", "feedbeef", null, ":password"],
  [
    "https://:password@gist.github.com/foo/feedbeef#branch",
    "foo",
    "feedbeef",
    "branch",
    ":password",
  ],
  ["https://gist.github.com/foo/feedbeef.git", "foo", "feedbeef", null, null],
  ["https://gist.github.com/foo/feedbeef.git#branch", "foo", "feedbeef", "branch", null],
  ["https://user@gist.github.com/foo/feedbeef.git", "foo", "feedbeef", null, "user"],
  ["https://user@gist.github.com/foo/feedbeef.git#branch", "foo", "feedbeef", "branch", "user"],
  [
    "https://user:password@gist.github.com/foo/feedbeef.git",
    "foo",
    "feedbeef",
    null,
    "user:password",
  ],
  [
    "https://user:password@gist.github.com/foo/feedbeef.git#branch",
    "foo",
    "feedbeef",
    "branch",
    "user:password",
  ],
  ["https://:password@gist.github.com/foo/feedbeef.git", "foo", "feedbeef", null, ":password"],
  [
    "https://:password@gist.github.com/foo/feedbeef.git#branch",
    "foo",
    "feedbeef",
    "branch",
    ":password",
  ],
  ["sourcehut:~foo/bar", "~foo", "bar", null, null],
  ["sourcehut:~foo/bar#branch", "~foo", "bar", "branch", null],
  ["sourcehut:~foo/bar.git", "~foo", "bar", null, null],
  ["sourcehut:~foo/bar.git#branch", "~foo", "bar", "branch", null],
  ["https://git.sr.ht/~foo/bar", "~foo", "bar", null, null],
  ["https://git.sr.ht/~foo/bar#branch", "~foo", "bar", "branch", null],
  ["https://git.sr.ht/~foo/bar.git", "~foo", "bar", null, null],
  ["https://git.sr.ht/~foo/bar.git#branch", "~foo", "bar", "branch", null],
];

const HGI_RELATIVE: Array<[string, string, string, string | null]> = [
  ["foo/bar", "foo", "bar", null],
  ["foo/bar.git", "foo", "bar", null],
  ["foo/bar#branch:with:colons", "foo", "bar", "branch:with:colons"],
];

const HGI_BOTH_REFUSE: string[] = [
  ":password@foo/bar",
  "foo/ bar",
  "github:foo%0N/bar",
  "git://git@git.sr.ht:~foo/bar",
  "ssh://git.sr.ht:~foo/bar",
  "git+ssh://git@git.unlucky.com:RND/electron-tools/some-tool#2.0.1",
  "::",
];

const HGI_DIFFERS: Differs<string>[] = [
  [
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "github:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "github:user@foo/bar",
    "foo/bar",
    "user@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "github:user@foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "github:user:password@foo/bar",
    "foo/bar",
    "user:password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "github:user:password@foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "github::password@foo/bar",
    "foo/bar",
    ":password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "github::password@foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "github:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "github:user@foo/bar.git",
    "foo/bar",
    "user@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "github:user@foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "github:user:password@foo/bar.git",
    "foo/bar",
    "user:password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "github:user:password@foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "github::password@foo/bar.git",
    "foo/bar",
    ":password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "github::password@foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git://github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git://user@github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git://user:password@github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git://:password@github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git://github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git://git@github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git://user:password@github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git://:password@github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "user@github.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@github.com:foo/bar",
    "foo/bar",
    "password@github.com:foo/bar",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    ":password@github.com:foo/bar",
    "foo/bar",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@github.com:foo/bar.git",
    "foo/bar",
    "password@github.com:foo/bar",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    ":password@github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git+ssh://github.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@github.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@github.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@github.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://github.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@github.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@github.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@github.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@github.com:foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@github.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@github.com:foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+https://github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git+https://user@github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git+https://user:password@github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git+https://:password@github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git+https://github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git+https://user@github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git+https://user:password@github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "git+https://:password@github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "https://github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "https://user@github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "https://user:password@github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "https://:password@github.com/foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "https://github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "https://user@github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "https://user:password@github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "https://:password@github.com/foo/bar.git#lk/br@nch.t#st:^1.0.0-pre.4",
    "foo/bar#lk/br@nch.t#st:^1.0.0-pre.4",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "foo/bar#branch with space",
    "foo/bar#branch with space",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "https://github.com/foo/bar/tree/branch",
    "foo/bar#branch",
    "foo/bar/tree/branch",
    "RFC 3986 §3.3: the path's segments",
  ],
  [
    "user..blerg--/..foo-js# . . . . . some . tags / / /",
    "user..blerg--/..foo-js# . . . . . some . tags / / /",
    "no URI-reference (bad-fragment)",
    'RFC 3986 §3.5: "#" and "^" are not fragment characters',
  ],
  [
    "bitbucket:user@foo/bar",
    "foo/bar",
    "user@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket:user@foo/bar#branch",
    "foo/bar#branch",
    "user@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket:user:password@foo/bar",
    "foo/bar",
    "user:password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket:user:password@foo/bar#branch",
    "foo/bar#branch",
    "user:password@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket::password@foo/bar",
    "foo/bar",
    ":password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket::password@foo/bar#branch",
    "foo/bar#branch",
    ":password@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket:user@foo/bar.git",
    "foo/bar",
    "user@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket:user@foo/bar.git#branch",
    "foo/bar#branch",
    "user@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket:user:password@foo/bar.git",
    "foo/bar",
    "user:password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket:user:password@foo/bar.git#branch",
    "foo/bar#branch",
    "user:password@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket::password@foo/bar.git",
    "foo/bar",
    ":password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "bitbucket::password@foo/bar.git#branch",
    "foo/bar#branch",
    ":password@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "git@bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@bitbucket.org:foo/bar",
    "foo/bar",
    "password@bitbucket.org:foo/bar",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "password@bitbucket.org:foo/bar#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@bitbucket.org:foo/bar.git",
    "foo/bar",
    "password@bitbucket.org:foo/bar",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "password@bitbucket.org:foo/bar#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git+ssh://bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@bitbucket.org:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@bitbucket.org:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@bitbucket.org:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@bitbucket.org:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "gitlab:user@foo/bar",
    "foo/bar",
    "user@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user@foo/bar#branch",
    "foo/bar#branch",
    "user@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user:password@foo/bar",
    "foo/bar",
    "user:password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user:password@foo/bar#branch",
    "foo/bar#branch",
    "user:password@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab::password@foo/bar",
    "foo/bar",
    ":password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab::password@foo/bar#branch",
    "foo/bar#branch",
    ":password@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user@foo/bar.git",
    "foo/bar",
    "user@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user@foo/bar.git#branch",
    "foo/bar#branch",
    "user@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user:password@foo/bar.git",
    "foo/bar",
    "user:password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user:password@foo/bar.git#branch",
    "foo/bar#branch",
    "user:password@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab::password@foo/bar.git",
    "foo/bar",
    ":password@foo/bar",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab::password@foo/bar.git#branch",
    "foo/bar#branch",
    ":password@foo/bar#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user@foo/bar/baz",
    "foo/bar/baz",
    "user@foo/bar/baz",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user@foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "user@foo/bar/baz#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user:password@foo/bar/baz",
    "foo/bar/baz",
    "user:password@foo/bar/baz",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user:password@foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "user:password@foo/bar/baz#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab::password@foo/bar/baz",
    "foo/bar/baz",
    ":password@foo/bar/baz",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab::password@foo/bar/baz#branch",
    "foo/bar/baz#branch",
    ":password@foo/bar/baz#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user@foo/bar/baz.git",
    "foo/bar/baz",
    "user@foo/bar/baz",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user@foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "user@foo/bar/baz#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user:password@foo/bar/baz.git",
    "foo/bar/baz",
    "user:password@foo/bar/baz",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab:user:password@foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "user:password@foo/bar/baz#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab::password@foo/bar/baz.git",
    "foo/bar/baz",
    ":password@foo/bar/baz",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gitlab::password@foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    ":password@foo/bar/baz#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "user@gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@gitlab.com:foo/bar",
    "foo/bar",
    "password@gitlab.com:foo/bar",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "password@gitlab.com:foo/bar#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@gitlab.com:foo/bar.git",
    "foo/bar",
    "password@gitlab.com:foo/bar",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "password@gitlab.com:foo/bar#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "password@gitlab.com:foo/bar/baz",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "password@gitlab.com:foo/bar/baz#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "password@gitlab.com:foo/bar/baz",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "password@gitlab.com:foo/bar/baz#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git+ssh://gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gitlab.com:foo/bar",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gitlab.com:foo/bar#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gitlab.com:foo/bar.git",
    "foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gitlab.com:foo/bar.git#branch",
    "foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gitlab.com:foo/bar/baz",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gitlab.com:foo/bar/baz#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gitlab.com:foo/bar/baz.git",
    "foo/bar/baz",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gitlab.com:foo/bar/baz.git#branch",
    "foo/bar/baz#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "gist:user@feedbeef",
    "feedbeef",
    "user@feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@feedbeef#branch",
    "feedbeef#branch",
    "user@feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@feedbeef",
    "feedbeef",
    "user:password@feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@feedbeef#branch",
    "feedbeef#branch",
    "user:password@feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@feedbeef",
    "feedbeef",
    ":password@feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@feedbeef#branch",
    "feedbeef#branch",
    ":password@feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@feedbeef.git",
    "feedbeef",
    "user@feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@feedbeef.git#branch",
    "feedbeef#branch",
    "user@feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@feedbeef.git",
    "feedbeef",
    "user:password@feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@feedbeef.git#branch",
    "feedbeef#branch",
    "user:password@feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@feedbeef.git",
    "feedbeef",
    ":password@feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@feedbeef.git#branch",
    "feedbeef#branch",
    ":password@feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@/feedbeef",
    "feedbeef",
    "user@/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@/feedbeef#branch",
    "feedbeef#branch",
    "user@/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@/feedbeef",
    "feedbeef",
    "user:password@/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@/feedbeef#branch",
    "feedbeef#branch",
    "user:password@/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@/feedbeef",
    "feedbeef",
    ":password@/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@/feedbeef#branch",
    "feedbeef#branch",
    ":password@/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@/feedbeef.git",
    "feedbeef",
    "user@/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@/feedbeef.git#branch",
    "feedbeef#branch",
    "user@/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@/feedbeef.git",
    "feedbeef",
    "user:password@/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@/feedbeef.git#branch",
    "feedbeef#branch",
    "user:password@/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@/feedbeef.git",
    "feedbeef",
    ":password@/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@/feedbeef.git#branch",
    "feedbeef#branch",
    ":password@/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@foo/feedbeef",
    "foo/feedbeef",
    "user@foo/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "user@foo/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@foo/feedbeef",
    "foo/feedbeef",
    "user:password@foo/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "user:password@foo/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@foo/feedbeef",
    "foo/feedbeef",
    ":password@foo/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@foo/feedbeef#branch",
    "foo/feedbeef#branch",
    ":password@foo/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@foo/feedbeef.git",
    "foo/feedbeef",
    "user@foo/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user@foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "user@foo/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@foo/feedbeef.git",
    "foo/feedbeef",
    "user:password@foo/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist:user:password@foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "user:password@foo/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@foo/feedbeef.git",
    "foo/feedbeef",
    ":password@foo/feedbeef",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "gist::password@foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    ":password@foo/feedbeef#branch",
    'RFC 3986 §3: no "//", no authority: "user@" is part of the path',
  ],
  [
    "git@gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@gist.github.com:feedbeef",
    "feedbeef",
    "password@gist.github.com:feedbeef",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "password@gist.github.com:feedbeef#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@gist.github.com:feedbeef.git",
    "feedbeef",
    "password@gist.github.com:feedbeef",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "password@gist.github.com:feedbeef#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "password@gist.github.com:foo/feedbeef",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "password@gist.github.com:foo/feedbeef#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "user:password@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "password@gist.github.com:foo/feedbeef",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    "user:password@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "password@gist.github.com:foo/feedbeef#branch",
    'RFC 3986 §3.1: "user" before the first ":" is the scheme',
  ],
  [
    ":password@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    ":password@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (empty-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git+ssh://gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://user:password@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://:password@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gist.github.com:feedbeef",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gist.github.com:feedbeef#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gist.github.com:feedbeef.git",
    "feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gist.github.com:feedbeef.git#branch",
    "feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gist.github.com:foo/feedbeef",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gist.github.com:foo/feedbeef#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://user:password@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gist.github.com:foo/feedbeef.git",
    "foo/feedbeef",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "ssh://:password@gist.github.com:foo/feedbeef.git#branch",
    "foo/feedbeef#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git@git.sr.ht:~foo/bar",
    "~foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@git.sr.ht:~foo/bar#branch",
    "~foo/bar#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@git.sr.ht:~foo/bar.git",
    "~foo/bar",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git@git.sr.ht:~foo/bar.git#branch",
    "~foo/bar#branch",
    "no URI-reference (bad-scheme)",
    "RFC 3986 §4.2: a colon in the first segment of a relative reference (git's scp-like syntax is no URI-reference)",
  ],
  [
    "git+ssh://git@git.sr.ht:~foo/bar",
    "~foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://git@git.sr.ht:~foo/bar#branch",
    "~foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://git@git.sr.ht:~foo/bar.git",
    "~foo/bar",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://git@git.sr.ht:~foo/bar.git#branch",
    "~foo/bar#branch",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "git+ssh://git@abc:frontend/utils.git#6d45447e0c5eb6cd2e3edf05a8c5a9bb81950c79",
    "frontend/utils#6d45447e0c5eb6cd2e3edf05a8c5a9bb81950c79",
    "no URI-reference (bad-port)",
    'RFC 3986 §3.2.3: port = *DIGIT (git\'s scp-like "host:path" is no URI syntax)',
  ],
  [
    "file:../../../global-prefix/lib/node_modules/@myscope/bar",
    "../../../global-prefix/lib/node_modules/@myscope/bar",
    "invalid (bad-file)",
    "RFC 8089 §2: a file URI's local-path is path-absolute",
  ],
];

const HGI_DIFFERS_REFUSED: Differs<string>[] = [
  [
    "user@foo/bar",
    "not a repository",
    "a relative reference",
    "RFC 3986 §4.2: a relative reference",
  ],
  [
    "user:password@foo/bar",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  ["foo/bar/", "not a repository", "a relative reference", "RFC 3986 §4.2: a relative reference"],
  [
    "github.com:foo/bar",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "github.com/foo/bar",
    "not a repository",
    "a relative reference",
    "RFC 3986 §4.2: a relative reference",
  ],
  [
    "git+ssh://git@github.com:",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://github.com/foo/bar/issues",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "git://bitbucket.org/foo/bar",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://bitbucket.org/foo/bar/get/archive.tar.gz",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://bitbucket.org/foo",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://gitlab.com/foo/-/something",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://gitlab.com/foo",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://gitlab.com/foo/bar/repository/archive.tar.gz",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://gitlab.com/foo/bar/repository/archive.tar.gz?ref=49b393e2ded775f2df36ef2ffcb61b0359c194c9",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://gist.github.com/foo/feedbeef/raw/fix%2Fbug/",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://gist.github.com/",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://git.sr.ht/~foo",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://git.sr.ht/~foo/bar/archive/HEAD.tar.gz",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "https://google.com",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "git+ssh://git@nothosted.com/abc/def",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "git://nothosted.com",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "git+file:///foo/bar",
    "not a repository",
    "a valid URI",
    "RFC 3986 §3: a valid URI (which repository it names, if any, is no URI rule)",
  ],
  [
    "",
    "not a repository",
    "a relative reference",
    "RFC 3986 §4.2, §4.4: the empty relative reference (the same-document reference)",
  ],
];

describe("hosted-git-info 6.1.1 test/{github,bitbucket,gitlab,gist,sourcehut}.js valid: fromUrl's user, project, committish and auth = the path's segments, the fragment and the userinfo of a valid URI (RFC 3986 §3.2.1, §3.3, §3.5)", () => {
  test.each(HGI_AGREE)("%s", (input, user, project, committish, auth) => {
    expect(validateUri(input).errors).toEqual([]);
    const d = gitRepo(input);
    expect(d).toBeDefined();
    expect(d?.user).toBe(user ?? "");
    expect(d?.project).toBe(project);
    expect(d?.committish).toBe(committish);
    if (auth !== null) expect(d?.auth).toBe(auth);
  });
});

describe('hosted-git-info 6.1.1 test/github.js valid: the "foo/bar" shorthands = relative references whose path is user/project (RFC 3986 §4.2)', () => {
  test.each(HGI_RELATIVE)("%s", (input, user, project, committish) => {
    const r = parseUri(input);
    if (!r.ok) throw new Error(input);
    expect(r.parts.scheme).toBeUndefined();
    expect(r.parts.path.replace(/\.git$/, "")).toBe(`${user}/${project}`);
    expect(r.parts.fragment ?? null).toBe(committish);
  });
});

describe("hosted-git-info 6.1.1 test/*.js invalid, test/invalid.js: fromUrl's undefined for strings that are no valid URI either (RFC 3986 §2.1, §3.1, §3.2.3, §3.3)", () => {
  test.each(HGI_BOTH_REFUSE)("%s", (input) => {
    expect(valid(input)).toBe(false);
    expect(verdict(input)).not.toBe("a relative reference");
  });
});

describe("hosted-git-info 6.1.1: answered differently on purpose", () => {
  // The peer reads its own shortcut grammar ("github:user@foo/bar": an auth it drops), git's
  // scp-like "host:path" inside a URL and committishes with "#" and "^"; RFC 3986 reads the
  // same strings by §3's grammar. Ours is "user/project#committish" as gitRepo reads a valid
  // URI, or the verdict.
  differs(HGI_DIFFERS, hgiReading);
});

describe("hosted-git-info 6.1.1: answered differently on purpose (the peer's undefined for a URI that names no repository it knows)", () => {
  differs(HGI_DIFFERS_REFUSED, verdict);
});

// ─── go-getter 1.4.1 ──────────────────────────────────────────────────────────────────────

/** go-getter's forced getter "GETTER::" is no URI syntax: the URL after it */
const afterGetter = (s: string): string => s.replace(/^[a-z0-9]+::/, "");

describe('go-getter 1.4.1 detect_git_test.go, detect_github_test.go, detect_bitbucket_test.go, detect_gcs_test.go, detect_s3_test.go, detect_test.go: the URL after GETTER:: that Detect writes is a valid URI and its own normal form (RFC 3986 §3, §6.2.2.3: the "//" of a subdirectory stays)', () => {
  // [input, output]
  const rows: Array<[string, string]> = [
    ["git@github.com:hashicorp/foo.git", "git::ssh://git@github.com/hashicorp/foo.git"],
    [
      "git@github.com:org/project.git?ref=test-branch",
      "git::ssh://git@github.com/org/project.git?ref=test-branch",
    ],
    ["git@github.com:hashicorp/foo.git//bar", "git::ssh://git@github.com/hashicorp/foo.git//bar"],
    [
      "git@github.com:hashicorp/foo.git?foo=bar",
      "git::ssh://git@github.com/hashicorp/foo.git?foo=bar",
    ],
    ["git@github.xyz.com:org/project.git", "git::ssh://git@github.xyz.com/org/project.git"],
    [
      "git@github.xyz.com:org/project.git?ref=test-branch",
      "git::ssh://git@github.xyz.com/org/project.git?ref=test-branch",
    ],
    [
      "git@github.xyz.com:org/project.git//module/a",
      "git::ssh://git@github.xyz.com/org/project.git//module/a",
    ],
    [
      "git@github.xyz.com:org/project.git//module/a?ref=test-branch",
      "git::ssh://git@github.xyz.com/org/project.git//module/a?ref=test-branch",
    ],
    [
      "git::ssh://git@git.example.com:2222/hashicorp/foo.git",
      "git::ssh://git@git.example.com:2222/hashicorp/foo.git",
    ],
    ["github.com/hashicorp/foo", "git::https://github.com/hashicorp/foo.git"],
    ["github.com/hashicorp/foo.git", "git::https://github.com/hashicorp/foo.git"],
    ["github.com/hashicorp/foo/bar", "git::https://github.com/hashicorp/foo.git//bar"],
    ["github.com/hashicorp/foo?foo=bar", "git::https://github.com/hashicorp/foo.git?foo=bar"],
    ["github.com/hashicorp/foo.git?foo=bar", "git::https://github.com/hashicorp/foo.git?foo=bar"],
    ["bitbucket.org/hashicorp/tf-test-git", "git::https://bitbucket.org/hashicorp/tf-test-git.git"],
    [
      "bitbucket.org/hashicorp/tf-test-git.git",
      "git::https://bitbucket.org/hashicorp/tf-test-git.git",
    ],
    ["bitbucket.org/hashicorp/tf-test-hg", "hg::https://bitbucket.org/hashicorp/tf-test-hg"],
    [
      "www.googleapis.com/storage/v1/bucket/foo",
      "gcs::https://www.googleapis.com/storage/v1/bucket/foo",
    ],
    [
      "www.googleapis.com/storage/v1/bucket/foo/bar",
      "gcs::https://www.googleapis.com/storage/v1/bucket/foo/bar",
    ],
    [
      "www.googleapis.com/storage/v1/foo/bar.baz",
      "gcs::https://www.googleapis.com/storage/v1/foo/bar.baz",
    ],
    ["bucket.s3.amazonaws.com/foo", "s3::https://s3.amazonaws.com/bucket/foo"],
    ["bucket.s3.amazonaws.com/foo/bar", "s3::https://s3.amazonaws.com/bucket/foo/bar"],
    ["bucket.s3.amazonaws.com/foo/bar.baz", "s3::https://s3.amazonaws.com/bucket/foo/bar.baz"],
    ["bucket.s3-eu-west-1.amazonaws.com/foo", "s3::https://s3-eu-west-1.amazonaws.com/bucket/foo"],
    [
      "bucket.s3-eu-west-1.amazonaws.com/foo/bar",
      "s3::https://s3-eu-west-1.amazonaws.com/bucket/foo/bar",
    ],
    [
      "bucket.s3-eu-west-1.amazonaws.com/foo/bar.baz",
      "s3::https://s3-eu-west-1.amazonaws.com/bucket/foo/bar.baz",
    ],
    ["s3.amazonaws.com/bucket/foo", "s3::https://s3.amazonaws.com/bucket/foo"],
    ["s3.amazonaws.com/bucket/foo/bar", "s3::https://s3.amazonaws.com/bucket/foo/bar"],
    ["s3.amazonaws.com/bucket/foo/bar.baz", "s3::https://s3.amazonaws.com/bucket/foo/bar.baz"],
    ["s3-eu-west-1.amazonaws.com/bucket/foo", "s3::https://s3-eu-west-1.amazonaws.com/bucket/foo"],
    [
      "s3-eu-west-1.amazonaws.com/bucket/foo/bar",
      "s3::https://s3-eu-west-1.amazonaws.com/bucket/foo/bar",
    ],
    [
      "s3-eu-west-1.amazonaws.com/bucket/foo/bar.baz",
      "s3::https://s3-eu-west-1.amazonaws.com/bucket/foo/bar.baz",
    ],
    [
      "s3-eu-west-1.amazonaws.com/bucket/foo/bar.baz?version=1234",
      "s3::https://s3-eu-west-1.amazonaws.com/bucket/foo/bar.baz?version=1234",
    ],
    ["git::github.com/hashicorp/foo", "git::https://github.com/hashicorp/foo.git"],
    ["git::github.com/hashicorp/foo//bar", "git::https://github.com/hashicorp/foo.git//bar"],
    [
      "git::https://github.com/hashicorp/consul.git",
      "git::https://github.com/hashicorp/consul.git",
    ],
    [
      "git::https://person@someothergit.com/foo/bar",
      "git::https://person@someothergit.com/foo/bar",
    ],
    ["git::ssh://git@my.custom.git/dir1/dir2", "git::ssh://git@my.custom.git/dir1/dir2"],
    ["git::git@my.custom.git:dir1/dir2", "git::ssh://git@my.custom.git/dir1/dir2"],
  ];
  test.each(rows)("%s → %s", (_input, output) => {
    const url = afterGetter(output);
    expect(validateUri(url).errors).toEqual([]);
    expect(normalizeUri(url)).toBe(url);
  });
  test.each(
    rows.filter(([input]) => /^(git::)?git@/.test(input)),
  )("%s: git's scp-like form is no URI-reference (RFC 3986 §4.2), hence the rewrite", (input) => {
    expect(parseUri(afterGetter(input)).ok).toBe(false);
  });
  test.each(
    rows.filter(([input]) => /^(git::)?(github|bitbucket|www\.googleapis|s3)/.test(input)),
  )("%s: a relative-path reference without a host (RFC 3986 §4.2), hence the https:// the peer adds", (input) => {
    const r = parseUri(afterGetter(input));
    expect(r.ok && r.parts.scheme === undefined && r.parts.authority === undefined).toBe(true);
  });
});

describe('go-getter 1.4.1 detect_file_test.go fileTests, unixFileTests, detect_test.go: the file detector\'s URL = resolveUri(input, "file://" + pwd + "/") (RFC 3986 §5.2)', () => {
  // [input, pwd, output]
  const rows: Array<[string, string, string]> = [
    ["./foo", "/pwd", "file:///pwd/foo"],
    ["./foo?foo=bar", "/pwd", "file:///pwd/foo?foo=bar"],
    ["foo", "/pwd", "file:///pwd/foo"],
    ["/foo", "/pwd", "file:///foo"],
    ["/foo?bar=baz", "/pwd", "file:///foo?bar=baz"],
    ["./foo", "/foo", "file:///foo/foo"],
    ["git::./foo", "/foo", "git::file:///foo/foo"],
    ["./foo//bar", "/foo", "file:///foo/foo//bar"],
    ["./foo/archive//*", "/bar", "file:///bar/foo/archive//*"],
  ];
  test.each(rows)("%s in %s → %s", (input, pwd, output) => {
    expect(resolveUri(afterGetter(input), `file://${pwd}/`)).toBe(afterGetter(output));
  });
});

describe("go-getter 1.4.1: answered differently on purpose", () => {
  differs<string>(
    [
      [
        "file://C:/",
        'the drive path "C:/"',
        "invalid (port-not-allowed)",
        'RFC 3986 §3.2: "//" starts an authority, "C" is its host and ":" an empty port; RFC 8089 App. E.2 writes a drive letter as file:///C:/ (winFileTests\' output for `C:\\`)',
      ],
      [
        "file://C:/?bar=baz",
        'the drive path "C:/" and the query "bar=baz"',
        "invalid (port-not-allowed, query-not-allowed)",
        "RFC 3986 §3.2 as above; RFC 8089 §2's file-URI has no query (winFileTests' output for `C:\\?bar=baz`)",
      ],
      [
        "file:///pwd/foo?foo=bar",
        "a file URL (fileTests' output for ./foo?foo=bar)",
        "invalid (query-not-allowed)",
        'RFC 8089 §2: file-URI = file-scheme ":" file-hier-part, no query (the resolution above is RFC 3986 §5.2\'s all the same)',
      ],
      [
        "file:///foo?bar=baz",
        "a file URL (unixFileTests' output for /foo?bar=baz)",
        "invalid (query-not-allowed)",
        "RFC 8089 §2: no query, as above",
      ],
      [
        "git::https://github.com/hashicorp/consul.git",
        'the getter "git" and the URL https://github.com/hashicorp/consul.git',
        "invalid (missing-host)",
        'RFC 3986 §3.1: "git" is the scheme and ":https://github.com/hashicorp/consul.git" a path with no authority, which a git URL needs (git-fetch(1) GIT URLS: git://host[:port]/path); a forced getter is go-getter\'s syntax, no URI\'s',
      ],
      [
        "hg::https://bitbucket.org/hashicorp/tf-test-hg",
        'the getter "hg" and the URL https://bitbucket.org/hashicorp/tf-test-hg',
        "a valid URI",
        'RFC 3986 §3.1, §3.3: "hg" is the scheme and ":https://bitbucket.org/hashicorp/tf-test-hg" a rootless path',
      ],
      [
        "s3::https://s3.amazonaws.com/bucket/foo",
        'the getter "s3" and the URL https://s3.amazonaws.com/bucket/foo',
        "a valid URI",
        'RFC 3986 §3.1, §3.3: "s3" is the scheme and ":https://s3.amazonaws.com/bucket/foo" a rootless path',
      ],
    ],
    verdict,
  );
});

// ─── minio-go 6.0.53 ──────────────────────────────────────────────────────────────────────

describe('minio-go 6.0.53 pkg/s3utils/utils_test.go TestIsValidDomain = validateUri("https://" + d + "/") (RFC 3986 §3.2.2)', () => {
  const rows: Array<[string, boolean]> = [
    ["s3.amazonaws.com", true],
    ["s3.cn-north-1.amazonaws.com.cn", true],
    ["s3.cn-northwest-1.amazonaws.com.cn", true],
    ["%$$$", false],
    ["s3.amz.test.com", true],
    ["s3.%%", false],
    ["localhost", true],
    ["localhost.", true],
    ["", false],
    ["\n \t", false],
    ["   ", false],
  ];
  test.each(rows)("%j: %s", (d, expected) => {
    expect(valid(`https://${d}/`)).toBe(expected);
  });
});

describe("minio-go 6.0.53 pkg/s3utils/utils_test.go TestIsValidIP = the host of http://IP/ is an IPv4address (RFC 3986 §3.2.2: anything else is a reg-name)", () => {
  const rows: Array<[string, boolean]> = [
    ["192.168.1.1", true],
    ["192.168.1", false],
    ["192.168.1.1.1", false],
    ["-192.168.1.1", false],
    ["260.192.1.1", false],
  ];
  test.each(rows)("%s: %s", (ip, expected) => {
    const r = parseUri(`http://${ip}/`);
    expect(r.ok && r.parts.hostKind === "ipv4").toBe(expected);
  });
});

describe("minio-go 6.0.53 pkg/s3utils/utils_test.go TestEncodePath: the encoded path is its own normal form and decodes to the input (RFC 3986 §2.1, §6.2.2.2)", () => {
  const rows: Array<[string, string]> = [
    ["thisisthe%url", "thisisthe%25url"],
    ["本語", "%E6%9C%AC%E8%AA%9E"],
    ["本語.1", "%E6%9C%AC%E8%AA%9E.1"],
    [">123", "%3E123"],
    ["myurl#link", "myurl%23link"],
    ["space in url", "space%20in%20url"],
    ["url+path", "url%2Bpath"],
    ["url/path", "url/path"],
  ];
  test.each(rows)("%s → %s", (path, encoded) => {
    const uri = `https://s3.amazonaws.com/bucket/${encoded}`;
    expect(normalizeUri(uri)).toBe(uri);
    expect(decodeURIComponent(encoded)).toBe(path);
  });
});

describe("minio-go 6.0.53: answered differently on purpose", () => {
  differs<boolean>(
    [
      [
        "s3.amazonaws.com_",
        false,
        true,
        'RFC 3986 §3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ), "_" is unreserved (DNS\'s letter-digit-hyphen rule is not URI syntax)',
      ],
      [
        "-localhost",
        false,
        true,
        "RFC 3986 §3.2.2: a reg-name may start with \"-\" (RFC 1123's host name rule is DNS's)",
      ],
    ],
    (d) => valid(`https://${d}/`),
  );
});

// ─── Masterminds/vcs 1.12.0 ───────────────────────────────────────────────────────────────

describe("Masterminds/vcs 1.12.0 vcs_remote_lookup_test.go TestVCSLookup: the remote URLs are valid URIs (RFC 3986 §3), the scp-like ones no URI-reference (§4.2)", () => {
  const urls = [
    "https://github.com/masterminds",
    "https://github.com/Masterminds/VCSTestRepo",
    "https://bitbucket.org/mattfarina/testhgrepo",
    "https://bitbucket.org/mattfarina/repo-does-not-exist",
    "https://bitbucket.org/mattfarina/private-repo-for-vcs-testing",
    "https://launchpad.net/govcstestbzrrepo/trunk",
    "https://launchpad.net/~mattfarina/+junk/mygovcstestbzrrepo",
    "https://launchpad.net/~mattfarina/+junk/mygovcstestbzrrepo/trunk",
    "https://git.launchpad.net/govcstestgitrepo",
    "https://git.launchpad.net/~mattfarina/+git/mygovcstestgitrepo",
    "https://hub.jazz.net/git/user1/pkgname",
    "https://hub.jazz.net/git/user1/pkgname/subpkg/subpkg/subpkg",
    "https://hubs.jazz.net/git/user1/pkgname",
    "https://example.com/foo/bar.git",
    "https://example.com/foo/bar.svn",
    "https://example.com/foo/bar/baz.bzr",
    "https://example.com/foo/bar/baz.hg",
    "https://gopkg.in/tomb.v1",
    "https://golang.org/x/net",
    "https://speter.net/go/exp/math/dec/inf",
    "https://git.openstack.org/foo/bar",
    "ssh://hg@bitbucket.org/mattfarina/testhgrepo",
    "git+ssh://example.com/foo/bar",
    "git://example.com/foo/bar",
    "bzr+ssh://example.com/foo/bar",
    "svn+ssh://example.com/foo/bar",
  ];
  test.each(urls)("%s", (url) => {
    expect(validateUri(url).errors).toEqual([]);
    expect(normalizeUri(url)).toBe(url);
  });
  const scpLike = [
    "git@github.com:Masterminds/vcs.git",
    "git@example.com:foo.git",
    "git@bitbucket.org:mattfarina/glide-bitbucket-example.git",
    "git@example.com:foo/bar",
    "hg@example.com:foo/bar",
  ];
  test.each(scpLike)("%s", (s) => {
    expect(parseUri(s).ok).toBe(false);
  });
});

// ─── totp-rs 3.0.1 ────────────────────────────────────────────────────────────────────────

const SECRET = "KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ";

describe("totp-rs 3.0.1 src/lib.rs from_url_default, from_url_query, from_url_to_url, from_url_issuer_special, from_url_query_issuer, url_for_secret_matches_*: the otpauth URLs it reads and writes are valid URIs, their own normal form, with the type as host and the label as path (RFC 3986 §3.2.2, §3.3, §6.2.2.2: %40 stays encoded)", () => {
  // [url, the label percent-decoded]
  const rows: Array<[string, string]> = [
    [`otpauth://totp/GitHub:test?secret=${SECRET}`, "GitHub:test"],
    [
      `otpauth://totp/GitHub:test?secret=${SECRET}&digits=8&period=60&algorithm=SHA256`,
      "GitHub:test",
    ],
    [
      `otpauth://totp/Github:constantoine%40github.com?issuer=Github&secret=${SECRET}&digits=6&algorithm=SHA1`,
      "Github:constantoine@github.com",
    ],
    [
      `otpauth://totp/Github%40:constantoine%40github.com?issuer=Github%40&secret=${SECRET}&digits=6&algorithm=SHA1`,
      "Github@:constantoine@github.com",
    ],
    [
      `otpauth://totp/GitHub:test?issuer=GitHub&secret=${SECRET}&digits=8&period=60&algorithm=SHA256`,
      "GitHub:test",
    ],
    [
      `otpauth://totp/constantoine%40github.com?secret=${SECRET}&digits=6&algorithm=SHA1`,
      "constantoine@github.com",
    ],
    [
      `otpauth://totp/Github:constantoine%40github.com?issuer=Github&secret=${SECRET}&digits=6&algorithm=SHA256`,
      "Github:constantoine@github.com",
    ],
    [
      `otpauth://totp/Github:constantoine%40github.com?issuer=Github&secret=${SECRET}&digits=6&algorithm=SHA512`,
      "Github:constantoine@github.com",
    ],
  ];
  test.each(rows)("%s", (url, label) => {
    expect(validateUri(url).errors).toEqual([]);
    expect(normalizeUri(url)).toBe(url);
    const r = parseUri(url);
    if (!r.ok) throw new Error(url);
    expect(r.parts.host).toBe("totp");
    expect(decodeURIComponent(r.parts.path.slice(1))).toBe(label);
    expect(new URLSearchParams(r.parts.query).get("secret")).toBe(SECRET);
  });
});

describe("totp-rs 3.0.1: answered differently on purpose", () => {
  // from_url_err, from_url_query_different_issuers: TotpUrlError for URLs that are valid URIs;
  // what they lack (a secret, a supported type, an issuer that matches the label's) is Google
  // Authenticator's Key Uri Format, no RFC and no URI syntax.
  const rule = "RFC 3986 §3: a valid URI (the Key Uri Format's own rules are no URI syntax)";
  differs<string>(
    [
      ["otpauth://hotp/123", "TotpUrlError", "a valid URI", rule],
      ["otpauth://totp/GitHub:test", "TotpUrlError", "a valid URI", rule],
      [
        "otpauth://totp/GitHub:test:?secret=ABC&digits=8&period=60&algorithm=SHA256",
        "TotpUrlError",
        "a valid URI",
        rule,
      ],
      [
        `otpauth://totp/Github:constantoine%40github.com?issuer=GitHub&secret=${SECRET}&digits=6&algorithm=SHA1`,
        "TotpUrlError",
        "a valid URI",
        rule,
      ],
      [
        `otpauth://totp/GitHub:test?issuer=Gitlab&secret=${SECRET}&digits=8&period=60&algorithm=SHA256`,
        "TotpUrlError",
        "a valid URI",
        rule,
      ],
    ],
    verdict,
  );
});

// ─── magnet-uri 0.2.0 ─────────────────────────────────────────────────────────────────────

const MAGNET_ZERO =
  "magnet:?xt=urn:ed2k:31D6CFE0D16AE931B73C59D7E0C089C0&xl=0&dn=zero_len.fil&xt=urn:bitprint:3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ.LWPNACQDBZRYXW3VHJVCJ64QBZNGHOHHHZWCLNQ&xt=urn:md5:D41D8CD98F00B204E9800998ECF8427E";
const MAGNET_MD5 =
  "magnet:?xt=urn:md5:31D6CFE0D16AE931B73C59D7E0C089C0&xl=0&dn=zero_len.fil&xt=urn:bitprint:3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ.LWPNACQDBZRYXW3VHJVCJ64QBZNGHOHHHZWCLNQ&xt=urn:md5:D41D8CD98F00B204E9800998ECF8427E";
const MAGNET_NO_XL =
  "magnet:?xt=urn:ed2k:31D6CFE0D16AE931B73C59D7E0C089C0&dn=zero_len.fil&xt=urn:bitprint:3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ.LWPNACQDBZRYXW3VHJVCJ64QBZNGHOHHHZWCLNQ&xt=urn:md5:D41D8CD98F00B204E9800998ECF8427E";

describe("magnet-uri 0.2.0 src/lib.rs test_zero_file_parsing, test_invalid_non_matching_hashes, test_invalid_no_length: MagnetURI::from_str's URIs are valid, their own normal form, and every xt is a valid URN (RFC 3986 §3.4; RFC 8141 §2)", () => {
  test.each([MAGNET_ZERO, MAGNET_MD5, MAGNET_NO_XL])("%s", (uri) => {
    expect(validateUri(uri).errors).toEqual([]);
    expect(normalizeUri(uri)).toBe(uri);
    const r = parseUri(uri);
    if (!r.ok) throw new Error(uri);
    expect(r.parts.path).toBe("");
    const topics = new URLSearchParams(r.parts.query).getAll("xt");
    expect(topics).toHaveLength(3);
    for (const urn of topics) expect(validateUri(urn).errors).toEqual([]);
  });
  test("test_zero_file_parsing's topics: ed2k, bitprint, md5 (the NSS keeps its case, RFC 8141 §3)", () => {
    const r = parseUri(MAGNET_ZERO);
    if (!r.ok) throw new Error(MAGNET_ZERO);
    const topics = new URLSearchParams(r.parts.query).getAll("xt").map((u) => normalizeUri(u));
    expect(topics).toEqual([
      "urn:ed2k:31D6CFE0D16AE931B73C59D7E0C089C0",
      "urn:bitprint:3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ.LWPNACQDBZRYXW3VHJVCJ64QBZNGHOHHHZWCLNQ",
      "urn:md5:D41D8CD98F00B204E9800998ECF8427E",
    ]);
  });
});

describe("magnet-uri 0.2.0: answered differently on purpose", () => {
  // is_strictly_valid() is false when two hashes of the same kind disagree or "xl" is missing:
  // the magnet draft's semantics, not URI syntax.
  const rule = "RFC 3986 §3: a valid URI (hash agreement and xl are the magnet format's own rules)";
  differs<string>(
    [
      [MAGNET_MD5, "not strictly valid", "a valid URI", rule],
      [MAGNET_NO_XL, "not strictly valid", "a valid URI", rule],
    ],
    verdict,
  );
});

// ─── smtp-address-parser 1.1.1 ────────────────────────────────────────────────────────────

/**
 * The mailto: URI of an address: RFC 6068 §2 percent-encodes (as UTF-8) what is outside
 * qchar = unreserved / pct-encoded / some-delims, "@" kept as the separator.
 */
function mailtoOf(address: string): string {
  let out = "mailto:";
  for (const ch of address) {
    if (/[A-Za-z0-9\-._~!$'()*+,;:@]/.test(ch)) out += ch;
    else
      for (const b of new TextEncoder().encode(ch))
        out += `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

describe('smtp-address-parser 1.1.1 test/addresses.test.ts "good addresses pass": the address as a mailto: URI is valid (RFC 6068 §2: addr-spec, percent-encoded)', () => {
  const good = [
    "simple@example.com",
    "very.common@example.com",
    "disposable.style.email.with+symbol@example.com",
    "x@example.com",
    '" "@example.org',
    '"john..doe"@example.org',
    '"<john-doe>"@example.org',
    '"\\<john-doe\\>"@example.org',
    '"john.doe@example.org"@example.org',
    '"john\\@doe"@example.org',
    '"john\\"doe"@example.org',
    "mailhost!username@example.org",
    "user%example.com@example.org",
    "user-@example.org",
    "simple@[127.0.0.1]",
    "simple@[IPv6:::1]",
    "simple@[IPv6:68:1c:a2:12:4a::e5]",
    "我買@屋企.香港",
    "gené@example.com",
    "#user@example.com",
  ];
  test.each(good)("%s", (address) => {
    expect(validateUri(mailtoOf(address)).errors).toEqual([]);
  });
  test("the IRI form of the Unicode address is valid too, and its normal form is the encoded one (RFC 3987 §3.1)", () => {
    expect(valid("mailto:我買@屋企.香港")).toBe(true);
    expect(normalizeUri("mailto:我買@屋企.香港")).toBe(mailtoOf("我買@屋企.香港"));
  });
});

describe('smtp-address-parser 1.1.1 test/addresses.test.ts "bad addresses fail": no mailto: URI either (RFC 6068 §2, RFC 5322 §3.4.1)', () => {
  const bad = [
    "foo@example.com+bob@attacker.com",
    '"john\\\\"doe"@example.org',
    "user@example.com#",
    "user@example.com.",
    "foo bar@example.com",
    "john..doe@example.com",
    "<john.doe@example.com>",
    "Abc.example.com",
    "A@b@c@example.com",
    'a"b(c)d,e:f;g<h>i[jk]l@example.com',
    'just"not"right@example.com',
    'this\\ still\\"not\\allowed@example.com',
  ];
  test.each(bad)("%s", (address) => {
    expect(valid(mailtoOf(address))).toBe(false);
  });
});

describe("smtp-address-parser 1.1.1: answered differently on purpose", () => {
  // The peer applies RFC 5321's stricter rules for SMTP (address literals, host names, label
  // and domain lengths, a top-level domain of two letters); a mailto URI takes RFC 5322's
  // addr-spec (RFC 6068 §2), whose dtext takes any printable character but "[", "]", "\".
  const literal = 'RFC 6068 §2: domain = dot-atom-text / "[" *dtext-no-obs "]"';
  const dotAtom = "RFC 6068 §2, RFC 5322 §3.2.3: dot-atom-text (no length, no TLD rule)";
  const X63 = "X".repeat(63);
  differs<boolean>(
    [
      ["admin@mailserver1", false, true, dotAtom],
      ["user@[300.0.0.1]", false, true, literal],
      ["user@[127.0.0.0.1]", false, true, literal],
      ["user@[127.00.0.1]", false, true, literal],
      ["user@[127.0.1]", false, true, literal],
      ["user@[IPv6:68:1c:a2:12:4a:e5]", false, true, literal],
      [
        "i_like_underscore@but_its_not_allowed_in_this_part.example.com",
        false,
        true,
        'RFC 5322 §3.2.3: "_" is atext',
      ],
      [`local-part@${X63}.${X63}.${X63}.${X63}.xyz`, false, true, dotAtom],
      ["tld-too-short@foo.x", false, true, dotAtom],
      [`local-part@label_too_long_${X63}.xyz`, false, true, dotAtom],
    ],
    (address) => valid(mailtoOf(address)),
  );
});

// ─── urlite 3.1.0 ─────────────────────────────────────────────────────────────────────────

interface UrliteParts {
  auth?: string;
  protocol?: string;
  port?: string;
  hostname?: string;
  pathname?: string;
  search?: string;
  hash?: string;
}

/** parseUri's parts in urlite's shape (its undefined = absent or empty) */
function urliteParts(s: string): UrliteParts | undefined {
  const r = parseUri(s);
  if (!r.ok) return undefined;
  const p = r.parts;
  const out: UrliteParts = {};
  if (p.userinfo !== undefined) out.auth = p.userinfo;
  if (p.scheme !== undefined) out.protocol = `${p.scheme}:`;
  if (p.port) out.port = p.port;
  if (p.host !== undefined) out.hostname = p.host;
  if (p.path !== "") out.pathname = p.path;
  if (p.query !== undefined) out.search = `?${p.query}`;
  if (p.fragment !== undefined) out.hash = `#${p.fragment}`;
  return out;
}

describe("urlite 3.1.0 test/test-parse.js: parse(url)'s auth, protocol, port, hostname, pathname, search, hash = parseUri's parts (RFC 3986 §3, §4.2)", () => {
  const rows: Array<[string, UrliteParts]> = [
    ["", {}],
    [
      "proto://domain.com:3000/some/pathname?query=string#fragment",
      {
        protocol: "proto:",
        port: "3000",
        hostname: "domain.com",
        pathname: "/some/pathname",
        search: "?query=string",
        hash: "#fragment",
      },
    ],
    [
      "proto://user:password@domain.com:3000/some/pathname?query=string#fragment",
      {
        auth: "user:password",
        protocol: "proto:",
        port: "3000",
        hostname: "domain.com",
        pathname: "/some/pathname",
        search: "?query=string",
        hash: "#fragment",
      },
    ],
    [
      "/some/pathname?query=string#fragment",
      { pathname: "/some/pathname", search: "?query=string", hash: "#fragment" },
    ],
    ["/some/pathname#fragment", { pathname: "/some/pathname", hash: "#fragment" }],
    [
      "http://dev---www-sitting--duck-com.poxy.com:666?_q_portal_protocol=http",
      {
        protocol: "http:",
        port: "666",
        hostname: "dev---www-sitting--duck-com.poxy.com",
        search: "?_q_portal_protocol=http",
      },
    ],
    [
      "http://localhost:4400/@qubit/layer@2.20.47/lib/layer_editor.js",
      {
        protocol: "http:",
        port: "4400",
        hostname: "localhost",
        pathname: "/@qubit/layer@2.20.47/lib/layer_editor.js",
      },
    ],
    [
      "http://nodejs.org/docs/latest/api/url.html#url_url_format_urlobj",
      {
        protocol: "http:",
        hostname: "nodejs.org",
        pathname: "/docs/latest/api/url.html",
        hash: "#url_url_format_urlobj",
      },
    ],
    ["http://blog.nodejs.org/", { protocol: "http:", hostname: "blog.nodejs.org", pathname: "/" }],
    [
      "https://encrypted.google.com/search?q=url&q=site:npmjs.org&hl=en",
      {
        protocol: "https:",
        hostname: "encrypted.google.com",
        pathname: "/search",
        search: "?q=url&q=site:npmjs.org&hl=en",
      },
    ],
    [
      "some.ran/dom/url.thing?oh=yes#whoo",
      { pathname: "some.ran/dom/url.thing", search: "?oh=yes", hash: "#whoo" },
    ],
    [
      "https://user:pass@example.com/",
      { protocol: "https:", auth: "user:pass", hostname: "example.com", pathname: "/" },
    ],
    ["/wiki/Help:IPA", { pathname: "/wiki/Help:IPA" }],
    [
      "http://:pass@example.org:123/some/directory/file.html?query=string#fragment",
      {
        protocol: "http:",
        auth: ":pass",
        port: "123",
        hostname: "example.org",
        pathname: "/some/directory/file.html",
        search: "?query=string",
        hash: "#fragment",
      },
    ],
  ];
  test.each(rows)("%j", (url, expected) => {
    expect(urliteParts(url)).toEqual(expected);
    if (expected.protocol !== undefined) expect(validateUri(url).errors).toEqual([]);
  });
});

describe("urlite 3.1.0: answered differently on purpose", () => {
  differs<string>(
    [
      [
        'javascript:alert("node is awesome");',
        'protocol "javascript:", pathname \'alert("node is awesome");\'',
        "no URI-reference (bad-path)",
        "RFC 3986 §2, App. A: the double quote is no URI character (%22 in a URI)",
      ],
    ],
    verdict,
  );
});

// ─── ssh-url 0.1.5, s3-url-parser 1.0.3, parse-s3-url 1.0.7 ───────────────────────────────

describe("ssh-url 0.1.5 test/ssh-url.js 'ssh protocol': user, hostname, pathname = parseUri's userinfo, host, path (RFC 3986 §3.2, §3.3)", () => {
  test("ssh://git@github.com/kaelzhang/node-ssh-url.git", () => {
    const url = "ssh://git@github.com/kaelzhang/node-ssh-url.git";
    expect(validateUri(url).errors).toEqual([]);
    expect(urliteParts(url)).toEqual({
      protocol: "ssh:",
      auth: "git",
      hostname: "github.com",
      pathname: "/kaelzhang/node-ssh-url.git",
    });
    expect(normalizeUri(url)).toBe(url);
  });
});

describe("ssh-url 0.1.5: answered differently on purpose", () => {
  differs<string>(
    [
      [
        "git@github.com:kaelzhang/node-ssh-url.git",
        "user git, hostname github.com, pathname /kaelzhang/node-ssh-url.git",
        "no URI-reference (bad-scheme)",
        "RFC 3986 §4.2: a colon in the first segment of a relative reference (the scp-like syntax is ssh's, no URI's)",
      ],
    ],
    verdict,
  );
});

describe("s3-url-parser 1.0.3 index.test.js, parse-s3-url 1.0.7 test/index.js: the bucket and key = the path's first segment and the rest (s3.amazonaws.com) or the host's first label and the path (BUCKET.s3…) of a valid URI (RFC 3986 §3.2.2, §3.3)", () => {
  // [url, bucket, key (percent-decoded)]
  const rows: Array<[string, string, string]> = [
    ["http://s3.amazonaws.com/my-bucket/my-key", "my-bucket", "my-key"],
    ["http://s3-us-west-2.amazonaws.com/my-bucket/my-key", "my-bucket", "my-key"],
    ["http://my-bucket.s3.amazonaws.com/my-key", "my-bucket", "my-key"],
    ["http://my-bucket.s3-us-west-2.amazonaws.com/my-key", "my-bucket", "my-key"],
    ["http://my-bucket.s3.us-west-2.amazonaws.com/my-key", "my-bucket", "my-key"],
    [
      "https://s3.amazonaws.com/contentsamurai.com/transcoded/1-1/uploads/users/848384/videos/a12ee30e-7267-4da8-b5d8-899dc728f902/outr-drip%20space.mp4?AWSAccessKeyId=AKIAJC2SSEDWQDBZ56UA&Expires=1519259943&Signature=BHjeZc49yH9EBwg3BuZDuHh%2BW3g%3D",
      "contentsamurai.com",
      "transcoded/1-1/uploads/users/848384/videos/a12ee30e-7267-4da8-b5d8-899dc728f902/outr-drip space.mp4",
    ],
  ];
  test.each(rows)("%s", (url, bucket, key) => {
    expect(validateUri(url).errors).toEqual([]);
    const r = parseUri(url);
    if (!r.ok || r.parts.host === undefined) throw new Error(url);
    const path = decodeURIComponent(r.parts.path.slice(1));
    if (/^s3[.-]/.test(r.parts.host)) expect(path).toBe(`${bucket}/${key}`);
    else {
      expect(r.parts.host.startsWith(`${bucket}.s3`)).toBe(true);
      expect(path).toBe(key);
    }
  });
  test("parseS3Url('h') = false: no URI, a relative reference (RFC 3986 §4.2)", () => {
    expect(verdict("h")).toBe("a relative reference");
  });
});

describe("parse-s3-url 1.0.7: answered differently on purpose", () => {
  differs<string>(
    [
      [
        "http://not/an/s3.url",
        "false",
        "a valid URI",
        'RFC 3986 §3: a valid URI (host "not"); whether it names an S3 object is no URI rule',
      ],
    ],
    verdict,
  );
});

// ─── amqp091-go 1.5.0 ─────────────────────────────────────────────────────────────────────

interface AmqpUri {
  username: string;
  password: string;
  host: string;
  port: number;
  vhost: string;
}

/**
 * parseUri's parts with the AMQP URI spec's defaults for what is absent (guest:guest,
 * localhost, 5672 or 5671 for amqps, vhost "/"); the userinfo and the vhost percent-decoded,
 * an IPv6 zone written after "%" (RFC 6874 §2)
 */
function amqpUri(s: string): AmqpUri | undefined {
  const r = parseUri(s);
  if (!r.ok) return undefined;
  const p = r.parts;
  let username = "guest";
  let password = "guest";
  if (p.userinfo !== undefined) {
    const i = p.userinfo.indexOf(":");
    username = decodeURIComponent(i < 0 ? p.userinfo : p.userinfo.slice(0, i));
    if (i >= 0) password = decodeURIComponent(p.userinfo.slice(i + 1));
  }
  return {
    username,
    password,
    host: p.host ? p.host + (p.zone ? `%${p.zone}` : "") : "localhost",
    port: p.port ? Number(p.port) : p.scheme === "amqps" ? 5671 : 5672,
    vhost: p.path === "" || p.path === "/" ? "/" : decodeURIComponent(p.path.slice(1)),
  };
}

// [url, username, password, host, port, vhost, canon]
const AMQP: Array<[string, string, string, string, number, string, string]> = [
  [
    "amqp://user:pass@host:10000/vhost",
    "user",
    "pass",
    "host",
    10000,
    "vhost",
    "amqp://user:pass@host:10000/vhost",
  ],
  ["amqp://", "guest", "guest", "localhost", 5672, "/", "amqp://localhost/"],
  ["amqp://:@/", "", "", "localhost", 5672, "/", "amqp://:@localhost/"],
  ["amqp://user@", "user", "guest", "localhost", 5672, "/", "amqp://user@localhost/"],
  ["amqp://user:pass@", "user", "pass", "localhost", 5672, "/", "amqp://user:pass@localhost/"],
  ["amqp://guest:pass@", "guest", "pass", "localhost", 5672, "/", "amqp://guest:pass@localhost/"],
  ["amqp://host", "guest", "guest", "host", 5672, "/", "amqp://host/"],
  ["amqp://:10000", "guest", "guest", "localhost", 10000, "/", "amqp://localhost:10000/"],
  ["amqp:///vhost", "guest", "guest", "localhost", 5672, "vhost", "amqp://localhost/vhost"],
  ["amqp://host/", "guest", "guest", "host", 5672, "/", "amqp://host/"],
  ["amqp://host/%2F", "guest", "guest", "host", 5672, "/", "amqp://host/"],
  ["amqp://host/%2F%2F", "guest", "guest", "host", 5672, "//", "amqp://host/%2F%2F"],
  ["amqp://host/%2Fslash%2F", "guest", "guest", "host", 5672, "/slash/", "amqp://host/%2Fslash%2F"],
  [
    "amqp://192.168.1.1:1000/",
    "guest",
    "guest",
    "192.168.1.1",
    1000,
    "/",
    "amqp://192.168.1.1:1000/",
  ],
  ["amqp://[::1]", "guest", "guest", "::1", 5672, "/", "amqp://[::1]/"],
  ["amqp://[::1]:1000", "guest", "guest", "::1", 1000, "/", "amqp://[::1]:1000/"],
  ["amqp://[fe80::1]", "guest", "guest", "fe80::1", 5672, "/", "amqp://[fe80::1]/"],
  ["amqp://[fe80::1]", "guest", "guest", "fe80::1", 5672, "/", "amqp://[fe80::1]/"],
  ["amqp://[fe80::1%25en0]", "guest", "guest", "fe80::1%en0", 5672, "/", "amqp://[fe80::1%25en0]/"],
  ["amqp://[fe80::1]:5671", "guest", "guest", "fe80::1", 5671, "/", "amqp://[fe80::1]:5671/"],
  ["amqps:///", "guest", "guest", "localhost", 5671, "/", "amqps://localhost/"],
  ["amqps://host:1000/", "guest", "guest", "host", 1000, "/", "amqps://host:1000/"],
];

describe("amqp091-go 1.5.0 uri_test.go uriTests (TestURISpec: RabbitMQ's URI spec matrix): ParseURI's username, password, host, port, vhost = parseUri's parts, decoded, with the spec's defaults (RFC 3986 §3.2.1 to §3.3; RFC 6874 §2 for the zone)", () => {
  test.each(AMQP)("%s", (url, username, password, host, port, vhost) => {
    expect(validateUri(url).errors).toEqual([]);
    expect(amqpUri(url)).toEqual({ username, password, host, port, vhost });
  });
});

describe("amqp091-go 1.5.0 uri_test.go TestURIScheme, TestURIComplete, TestURIWhitespace, TestURITLSConfig (RFC 3986 §2, §3.4)", () => {
  test.each([
    "amqp://example.com/",
    "amqps://example.com/",
    "amqp://bob:dobbs@foo.bar:5678/private",
  ])("%s is valid and its own normal form", (url) => {
    expect(validateUri(url).errors).toEqual([]);
    expect(normalizeUri(url)).toBe(url);
  });
  test("a space in the vhost: no URI-reference", () => {
    expect(verdict("amqp://admin:PASSWORD@rabbitmq-service/ -http_port=8080")).toBe(
      "no URI-reference (bad-path)",
    );
  });
  test("the TLS parameters decode from the query", () => {
    const url =
      "amqps://foo.bar/?certfile=/foo/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82/cert.pem&keyfile=/foo/%E4%BD%A0%E5%A5%BD/key.pem&cacertfile=C:%5Ccerts%5Cca.pem&server_name_indication=example.com";
    expect(validateUri(url).errors).toEqual([]);
    const r = parseUri(url);
    if (!r.ok) throw new Error(url);
    const q = new URLSearchParams(r.parts.query);
    expect([
      q.get("certfile"),
      q.get("keyfile"),
      q.get("cacertfile"),
      q.get("server_name_indication"),
    ]).toEqual(["/foo/привет/cert.pem", "/foo/你好/key.pem", "C:\\certs\\ca.pem", "example.com"]);
  });
});

describe("amqp091-go 1.5.0: answered differently on purpose", () => {
  // URI.String() writes the spec's defaults in (host, vhost "/") and leaves the default port
  // out: a serialization of the parsed fields, which RFC 3986's normalization is not.
  const rows: Differs<boolean>[] = AMQP.filter(([url, , , , , , canon]) => url !== canon).map(
    ([url, , , , , , canon]): Differs<boolean> => [
      `${url} ${canon}`,
      true,
      false,
      url.includes("%2F") || canon.includes("localhost")
        ? "RFC 3986 §6.2.2.2: %2F is never decoded; §6.2.3: an absent host is no default one"
        : 'RFC 3986 §6.2.3: an empty path is "/" only where the scheme says so (http, RFC 9110 §4.2.3); amqp\'s spec does not',
    ],
  );
  rows.push(
    [
      "amqp://foo.bar:5672/ amqp://foo.bar/",
      true,
      false,
      "RFC 3986 §6.2.3: urisift drops a default port only for a scheme whose RFC gives one (schemes/servers.ts); RabbitMQ's AMQP URI spec is no RFC",
    ],
    ["amqps://foo.bar:5671/ amqps://foo.bar/", true, false, "RFC 3986 §6.2.3 as above"],
  );
  differs(rows, (pair) => {
    const [a = "", b = ""] = pair.split(" ");
    return equivalent(a, b);
  });
});

// ─── google/uuid 1.3.0, gofrs/uuid 4.3.1, uuid 1.2.1 (Rust) ───────────────────────────────

/** the urn:uuid: URN of a UUID string (RFC 4122 §3) */
const urnOf = (s: string): string => (/^urn:uuid:/i.test(s) ? s : `urn:uuid:${s}`);

/** validateUri's answer for the urn:uuid: URN */
function uuidVerdict(s: string): string {
  const v = validateUri(urnOf(s));
  return v.valid ? "a valid urn:uuid URN" : `invalid (${v.errors.join(", ")})`;
}

const UUID_GOOGLE: Array<[string, boolean]> = [
  ["f47ac10b-58cc-0372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-1372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-2372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-3372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-5372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-6372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-7372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-8372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-9372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-a372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-b372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-c372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-d372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-e372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-f372-8567-0e02b2c3d479", true],
  ["urn:uuid:f47ac10b-58cc-4372-0567-0e02b2c3d479", true],
  ["URN:UUID:f47ac10b-58cc-4372-0567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-0567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-1567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-2567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-3567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-4567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-5567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-6567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-7567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-8567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-9567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-a567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-b567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-c567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-d567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-e567-0e02b2c3d479", true],
  ["f47ac10b-58cc-4372-f567-0e02b2c3d479", true],
  ["f47ac10b158cc-5372-a567-0e02b2c3d479", false],
  ["f47ac10b-58cc25372-a567-0e02b2c3d479", false],
  ["f47ac10b-58cc-53723a567-0e02b2c3d479", false],
  ["f47ac10b-58cc-5372-a56740e02b2c3d479", false],
  ["f47ac10b-58cc-5372-a567-0e02-2c3d479", false],
  ["g47ac10b-58cc-4372-a567-0e02b2c3d479", false],
  ["{f47ac10b-58cc-0372-8567-0e02b2c3d479", false],
  ["f47ac10b-58cc-0372-8567-0e02b2c3d479}", false],
  ["f47ac10b58cc037285670e02b2c3d4790", false],
  ["f47ac10b58cc037285670e02b2c3d47", false],
];

const UUID_GOFRS: Array<[string, boolean]> = [
  ["6ba7b810-9dad-11d1-80b4-00c04fd430c8", true],
  ["urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8", true],
  ["6ba7b810-9dad-11d1-80b4-00c04fd430c", false],
  ["6ba7b8109dad11d180b400c04fd430c", false],
  ["6ba7b8109dad11d180b400c04fd430q8", false],
  ["6ba7b810-9dad-11d1-80b4-00c04fd430c8=", false],
  ["6ba7b810-9dad-11d1-80b4-00c04fd430c8}", false],
  ["{6ba7b810-9dad-11d1-80b4-00c04fd430c8}f", false],
  ["6ba7b810-9dad-11d1-80b4-00c04fd430c800c04fd430c8", false],
  ["ba7b8109dad11d180b400c04fd430c8}", false],
  ["6ba7b8109dad11d180b400c04fd430c86ba7b8109dad11d180b400c04fd430c8", false],
  ["urn:uuid:{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", false],
  ["uuid:urn:6ba7b810-9dad-11d1-80b4-00c04fd430c8", false],
  ["uuid:urn:6ba7b8109dad11d180b400c04fd430c8", false],
  ["6ba7b8109-dad-11d1-80b4-00c04fd430c8", false],
  ["6ba7b810-9dad1-1d1-80b4-00c04fd430c8", false],
  ["6ba7b810-9dad-11d18-0b4-00c04fd430c8", false],
  ["6ba7b810-9dad-11d1-80b40-0c04fd430c8", false],
  ["6ba7b810+9dad+11d1+80b4+00c04fd430c8", false],
  ["(6ba7b810-9dad-11d1-80b4-00c04fd430c8}", false],
  ["{6ba7b810-9dad-11d1-80b4-00c04fd430c8>", false],
  ["zba7b810-9dad-11d1-80b4-00c04fd430c8", false],
  ["6ba7b810-9dad11d180b400c04fd430c8", false],
  ["6ba7b8109dad-11d180b400c04fd430c8", false],
  ["6ba7b8109dad11d1-80b400c04fd430c8", false],
  ["6ba7b8109dad11d180b4-00c04fd430c8", false],
];

const UUID_RUST: Array<[string, boolean]> = [
  ["67e55044-10b1-426f-9247-bb680e5fe0c8", true],
  ["urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8", true],
  ["F9168C5E-CEB2-4faa-B6BF-329BF39FA1E4", true],
  ["01020304-1112-2122-3132-414243444546", true],
  ["00000000-0000-0000-0000-000000000000", true],
  ["", false],
  ["!", false],
  ["F9168C5E-CEB2-4faa-B6BF-329BF39FA1E45", false],
  ["F9168C5E-CEB2-4faa-BBF-329BF39FA1E4", false],
  ["F9168C5E-CEB2-4faa-BGBF-329BF39FA1E4", false],
  ["F9168C5E-CEB2F4faaFB6BFF329BF39FA1E4", false],
  ["F9168C5E-CEB2-4faaFB6BFF329BF39FA1E4", false],
  ["F9168C5E-CEB2-4faa-B6BFF329BF39FA1E4", false],
  ["F9168C5E-CEB2-4faa", false],
  ["F9168C5E-CEB2-4faaXB6BFF329BF39FA1E4", false],
  ["{F9168C5E-CEB2-4faa9B6BFF329BF39FA1E41", false],
  ["{F9168C5E-CEB2-4faa9B6BFF329BF39FA1E41}", false],
  ["F9168C5E-CEB-24fa-eB6BFF32-BF39FA1E4", false],
  ["01020304-1112-2122-3132-41424344", false],
  ["67e5504410b1426f9247bb680e5fe0c", false],
  ["67e5504410b1426f9247bb680e5fe0c88", false],
  ["67e5504410b1426f9247bb680e5fe0cg8", false],
  ["67e5504410b1426%9247bb680e5fe0c8", false],
  ["231231212212423424324323477343246663", false],
  ["{00000000000000000000000000000000}", false],
  ["67e550X410b1426f9247bb680e5fe0cd", false],
  ["67e550-4105b1426f9247bb680e5fe0c", false],
  ["F9168C5E-CEB2-4faa-B6BF1-02BF39FA1E4", false],
];

const UUID_DIFFERS: Differs<string>[] = [
  [
    "{f47ac10b-58cc-0372-8567-0e02b2c3d479}",
    "a UUID (google)",
    "invalid (bad-path)",
    'RFC 4122 §3: UUID = 8-4-4-4-12 hex digits; "{" and "}" are no URI characters (RFC 3986 §2)',
  ],
  [
    "f47ac10b58cc037285670e02b2c3d479",
    "a UUID (google)",
    "invalid (bad-uuid)",
    'RFC 4122 §3: UUID = time-low "-" time-mid "-" time-high-and-version "-" clock-seq-and-reserved clock-seq-low "-" node (the hyphens are part of the URN\'s NSS)',
  ],
  [
    "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}",
    "a UUID (gofrs)",
    "invalid (bad-path)",
    'RFC 4122 §3: UUID = 8-4-4-4-12 hex digits; "{" and "}" are no URI characters (RFC 3986 §2)',
  ],
  [
    "{6ba7b8109dad11d180b400c04fd430c8}",
    "a UUID (gofrs)",
    "invalid (bad-path)",
    'RFC 4122 §3: UUID = 8-4-4-4-12 hex digits; "{" and "}" are no URI characters (RFC 3986 §2)',
  ],
  [
    "6ba7b8109dad11d180b400c04fd430c8",
    "a UUID (gofrs)",
    "invalid (bad-uuid)",
    'RFC 4122 §3: UUID = time-low "-" time-mid "-" time-high-and-version "-" clock-seq-and-reserved clock-seq-low "-" node (the hyphens are part of the URN\'s NSS)',
  ],
  [
    "urn:uuid:6ba7b8109dad11d180b400c04fd430c8",
    "a UUID (gofrs)",
    "invalid (bad-uuid)",
    'RFC 4122 §3: UUID = time-low "-" time-mid "-" time-high-and-version "-" clock-seq-and-reserved clock-seq-low "-" node (the hyphens are part of the URN\'s NSS)',
  ],
  [
    "67e5504410b1426f9247bb680e5fe0c8",
    "a UUID (rust)",
    "invalid (bad-uuid)",
    'RFC 4122 §3: UUID = time-low "-" time-mid "-" time-high-and-version "-" clock-seq-and-reserved clock-seq-low "-" node (the hyphens are part of the URN\'s NSS)',
  ],
  [
    "{67e55044-10b1-426f-9247-bb680e5fe0c8}",
    "a UUID (rust)",
    "invalid (bad-path)",
    'RFC 4122 §3: UUID = 8-4-4-4-12 hex digits; "{" and "}" are no URI characters (RFC 3986 §2)',
  ],
  [
    "00000000000000000000000000000000",
    "a UUID (rust)",
    "invalid (bad-uuid)",
    'RFC 4122 §3: UUID = time-low "-" time-mid "-" time-high-and-version "-" clock-seq-and-reserved clock-seq-low "-" node (the hyphens are part of the URN\'s NSS)',
  ],
  [
    "{6d93bade-bd9f-4e13-8914-9474e1e3567b}",
    "a UUID (rust)",
    "invalid (bad-path)",
    'RFC 4122 §3: UUID = 8-4-4-4-12 hex digits; "{" and "}" are no URI characters (RFC 3986 §2)',
  ],
];

describe.each([
  ["google/uuid 1.3.0 uuid_test.go tests (Parse)", UUID_GOOGLE],
  [
    "gofrs/uuid 4.3.1 codec_test.go fromStringTests, invalidFromStringInputs (FromString)",
    UUID_GOFRS,
  ],
  [
    "uuid 1.2.1 (Rust) src/parser.rs test_parse_uuid_v4_valid, test_parse_uuid_v4_invalid (Uuid::parse_str)",
    UUID_RUST,
  ],
])("%s: the string parses = urn:uuid: + it is a valid URN (RFC 4122 §3, RFC 8141 §2)", (_name, rows) => {
  test.each(rows)("%j: %s", (s, ok) => {
    expect(valid(urnOf(s))).toBe(ok);
  });
});

describe("google/uuid 1.3.0, uuid 1.2.1: the URN forms are one UUID (RFC 4122 §3: hex digits are case-insensitive on input; RFC 8141 §3: urn and the NID are case-insensitive)", () => {
  test.each([
    [
      "URN:UUID:f47ac10b-58cc-4372-0567-0e02b2c3d479",
      "urn:uuid:f47ac10b-58cc-4372-0567-0e02b2c3d479",
    ],
    [
      "urn:uuid:F9168C5E-CEB2-4faa-B6BF-329BF39FA1E4",
      "urn:uuid:f9168c5e-ceb2-4faa-b6bf-329bf39fa1e4",
    ],
  ])("%s ≡ %s", (a, b) => {
    expect(equivalent(a, b)).toBe(true);
    expect(normalizeUri(a)).toBe(normalizeUri(b));
  });
});

describe("google/uuid 1.3.0, gofrs/uuid 4.3.1, uuid 1.2.1: answered differently on purpose (the braced and hex-only forms are Microsoft's and the libraries', no UUID URN)", () => {
  differs(UUID_DIFFERS, uuidVerdict);
});

// ─── lib/pq 1.10.7, pgconn 1.11.0 ─────────────────────────────────────────────────────────

/** user, password (decoded), host, port and database (the path, or the dbname parameter) of a postgres URL as parseUri reads it; null where the URL has none */
function pgParts(s: string) {
  const r = parseUri(s);
  if (!r.ok) return undefined;
  const p = r.parts;
  const info = p.userinfo;
  const i = info === undefined ? -1 : info.indexOf(":");
  return {
    user: info === undefined ? null : decodeURIComponent(i < 0 ? info : info.slice(0, i)),
    password: info === undefined || i < 0 ? null : decodeURIComponent(info.slice(i + 1)),
    host: p.host || null,
    port: p.port || null,
    database: p.path.slice(1) || new URLSearchParams(p.query ?? "").get("dbname") || "",
  };
}

describe("lib/pq 1.10.7 url_test.go: ParseURL's host, port, user, password, dbname = parseUri's parts, decoded (RFC 3986 §3.2, §3.3; RFC 3986 §2.1 for %20)", () => {
  test.each<[string, ReturnType<typeof pgParts>]>([
    [
      "postgres://hostname.remote",
      { user: null, password: null, host: "hostname.remote", port: null, database: "" },
    ],
    [
      "postgres://[::1]:1234",
      { user: null, password: null, host: "::1", port: "1234", database: "" },
    ],
    [
      "postgres://username:top%20secret@hostname.remote:1234/database",
      {
        user: "username",
        password: "top secret",
        host: "hostname.remote",
        port: "1234",
        database: "database",
      },
    ],
    ["postgres://", { user: null, password: null, host: null, port: null, database: "" }],
  ])("%s", (url, expected) => {
    expect(validateUri(url).errors).toEqual([]);
    expect(pgParts(url)).toEqual(expected);
  });
});

const PGCONN: Array<[string, string | null, string | null, string | null, string | null, string]> =
  [
    ["postgres://jack:secret@localhost:5432/mydb", "jack", "secret", "localhost", "5432", "mydb"],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=disable",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=allow",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=prefer",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=require",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=verify-ca",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=verify-full",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=disable&application_name=pgxtest&search_path=myschema&connect_timeout=5",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack@localhost:5432/mydb?sslmode=disable",
      "jack",
      null,
      "localhost",
      "5432",
      "mydb",
    ],
    ["postgres://localhost:5432/mydb?sslmode=disable", null, null, "localhost", "5432", "mydb"],
    ["postgres:///foo?host=/tmp", null, null, null, null, "foo"],
    ["postgres://localhost/?dbname=foo&sslmode=disable", null, null, "localhost", null, "foo"],
    [
      "postgresql://jack@localhost:5432/mydb?sslmode=disable",
      "jack",
      null,
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgresql://jack@127.0.0.1:5433/mydb?sslmode=disable",
      "jack",
      null,
      "127.0.0.1",
      "5433",
      "mydb",
    ],
    [
      "postgresql://jack@[2001:db8::1]:5433/mydb?sslmode=disable",
      "jack",
      null,
      "2001:db8::1",
      "5433",
      "mydb",
    ],
    [
      "postgresql://jack@[2001:db8::1]/mydb?sslmode=disable",
      "jack",
      null,
      "2001:db8::1",
      null,
      "mydb",
    ],
    ["postgres://jack:secret@:1/mydb?sslmode=disable", "jack", "secret", null, "1", "mydb"],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=disable&target_session_attrs=read-write",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=disable&target_session_attrs=read-only",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=disable&target_session_attrs=primary",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=disable&target_session_attrs=standby",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=disable&target_session_attrs=prefer-standby",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
    [
      "postgres://jack:secret@localhost:5432/mydb?sslmode=disable&target_session_attrs=any",
      "jack",
      "secret",
      "localhost",
      "5432",
      "mydb",
    ],
  ];

describe("pgconn 1.11.0 config_test.go TestParseConfig (the URL rows): User, Password, Host, Port, Database = parseUri's parts, where the URL gives them (RFC 3986 §3.2, §3.3)", () => {
  test.each(PGCONN)("%s", (url, user, password, host, port, database) => {
    expect(validateUri(url).errors).toEqual([]);
    expect(pgParts(url)).toEqual({ user, password, host, port, database });
  });
});

describe("pgconn 1.11.0: answered differently on purpose", () => {
  // libpq's multi-host URLs (PostgreSQL's own syntax, no RFC's): a host list in one authority
  differs<string>(
    [
      [
        "postgres://jack:secret@foo,bar,baz/mydb?sslmode=disable",
        "hosts foo, bar, baz",
        "host foo,bar,baz",
        'RFC 3986 §3.2.2: "," is a sub-delim, so "foo,bar,baz" is one reg-name',
      ],
      [
        "postgres://jack:secret@foo:1,bar:2,baz:3/mydb?sslmode=disable",
        "hosts foo:1, bar:2, baz:3",
        "no URI-reference (bad-port)",
        'RFC 3986 §3.2.3: port = *DIGIT (the authority ends the host at the first ":" after it)',
      ],
    ],
    (url) => {
      const r = parseUri(url);
      return r.ok ? `host ${r.parts.host}` : `no URI-reference (${r.error.reason})`;
    },
  );
});

// ─── is-ssh 1.3.3 ─────────────────────────────────────────────────────────────────────────

/** the verdict, naming the scheme of a valid URI */
function schemeVerdict(s: string): string {
  const r = parseUri(s);
  if (r.ok && r.parts.scheme !== undefined && valid(s)) {
    return `a valid ${r.parts.scheme.toLowerCase()} URI`;
  }
  return verdict(s);
}

describe("is-ssh 1.3.3 test/index.js (git-clone(1)'s GIT URLS examples): isSsh true = a valid ssh URI, false = any other URI or relative reference (RFC 3986 §3.1, §4.2; draft-ietf-secsh-scp-sftp-ssh-uri §3)", () => {
  const rows: Array<[string, boolean]> = [
    ["ssh://user@host.xz/path/to/repo.git/", true],
    ["ssh://host.xz/path/to/repo.git/", true],
    ["ssh://user@host.xz/path/to/repo.git/", true],
    ["ssh://host.xz/path/to/repo.git/", true],
    ["ssh://user@host.xz/~user/path/to/repo.git/", true],
    ["ssh://host.xz/~user/path/to/repo.git/", true],
    ["ssh://user@host.xz/~/path/to/repo.git", true],
    ["ssh://host.xz/~/path/to/repo.git", true],
    ["git://host.xz/path/to/repo.git/", false],
    ["git://host.xz/~user/path/to/repo.git/", false],
    ["http://host.xz/path/to/repo.git/", false],
    ["https://host.xz/path/to/repo.git/", false],
    ["http://host.xz:8000/path/to/repo.git/", false],
    ["https://host.xz:8000/path/to/repo.git/", false],
    ["/path/to/repo.git/", false],
    ["path/to/repo.git/", false],
    ["~/path/to/repo.git", false],
    ["file:///path/to/repo.git/", false],
    ["file://~/path/to/repo.git/", false],
  ];
  test.each(rows)("%s: %s", (url, ssh) => {
    expect(schemeVerdict(url) === "a valid ssh URI").toBe(ssh);
  });
});

describe("is-ssh 1.3.3: answered differently on purpose", () => {
  // git's scp-like "[user@]host:path" and the documentation's "port" placeholder; rsync is
  // its own scheme (RFC 5781), whatever transport it runs over.
  differs<string>(
    [
      [
        "ssh://user@host.xz:port/path/to/repo.git/",
        "an ssh URL",
        "no URI-reference (bad-port)",
        'RFC 3986 §3.2.3: port = *DIGIT ("port" is the manual\'s placeholder)',
      ],
      [
        "ssh://host.xz:port/path/to/repo.git/",
        "an ssh URL",
        "no URI-reference (bad-port)",
        'RFC 3986 §3.2.3: port = *DIGIT ("port" is the manual\'s placeholder)',
      ],
      [
        "user@host.xz:/path/to/repo.git/",
        "an ssh URL",
        "no URI-reference (bad-scheme)",
        "RFC 3986 §4.2: a colon in the first segment of a relative reference (scp-like syntax is no URI-reference)",
      ],
      [
        "user@host.xz:~user/path/to/repo.git/",
        "an ssh URL",
        "no URI-reference (bad-scheme)",
        "RFC 3986 §4.2: a colon in the first segment of a relative reference (scp-like syntax is no URI-reference)",
      ],
      [
        "user@host.xz:path/to/repo.git",
        "an ssh URL",
        "no URI-reference (bad-scheme)",
        "RFC 3986 §4.2: a colon in the first segment of a relative reference (scp-like syntax is no URI-reference)",
      ],
      [
        "host.xz:/path/to/repo.git/",
        "an ssh URL",
        "a valid host.xz URI",
        'RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ): "host.xz" is the scheme',
      ],
      [
        "host.xz:path/to/repo.git",
        "an ssh URL",
        "a valid host.xz URI",
        'RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ): "host.xz" is the scheme',
      ],
      [
        "host.xz:~user/path/to/repo.git/",
        "an ssh URL",
        "a valid host.xz URI",
        'RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ): "host.xz" is the scheme',
      ],
      [
        "rsync://host.xz/path/to/repo.git/",
        "an ssh URL",
        "a valid rsync URI",
        "RFC 5781 §2: rsync is a scheme of its own",
      ],
    ],
    schemeVerdict,
  );
});

// ─── geocode-glib 3.26.3, Marble 22.12.3 ─────────────────────────────────────────────────

/** latitude and longitude: the geo path's first two numbers (RFC 5870 §3.3 coordinates) */
function geoLatLon(s: string): [number, number] | undefined {
  const r = parseUri(s);
  if (!r.ok || !valid(s)) return undefined;
  const [lat = "", lon = ""] = r.parts.path.split(";")[0]?.split(",") ?? [];
  return [Number(lat), Number(lon)];
}

describe("geocode-glib 3.26.3 geocode-glib/tests/geo-uri.c uris[] (geocode_location_set_from_uri), test_parse_uri, test_convert_from_to_location = validateUri's geo: rules (RFC 5870 §3.3, §3.4.2)", () => {
  const rows: Array<[string, boolean]> = [
    ["geo:13.37,42.42", true],
    ["geo:13.37373737,42.42424242", true],
    ["geo:13.37,42.42,12.12", true],
    ["geo:1,2,3", true],
    ["geo:-13.37,42.42", true],
    ["geo:13.37,-42.42", true],
    ["geo:13.37,42.42;u=45.5", true],
    ["geo:13.37,42.42,12.12;u=45.5", true],
    ["geo:13.37,42.42,12.12;crs=wgs84;u=45.5", true],
    ["geo:13.37,42.42,12.12;crs=wgs84;u=45.5;crs=wgs84", false],
    ["geo:13.37,42.42,12.12;crs=wgs84;u=45.5;z=18", true],
    ["geo:0.0,0,0", true],
    ["geo :0.0,0,0", false],
    ["geo:0.0 ,0,0", false],
    ["geo:0.0,0 ,0", false],
    ["geo: 0.0,0,0", false],
    ["geo:13.37,42.42,12.12;u=45.5;crs=hej", false],
    ["geo:13.37,42.42,12.12;u=alpha", false],
    ["geo:13.37alpha,42.42", false],
    ["geo:13.37,alpha42.42", false],
    ["geo:13.37,42.42,12.alpha", false],
    ["geo:,13.37,42.42", false],
    ["geo:0,0?q=13.36,4242(description)", true],
    ["geo:0,0?q=-13.36,4242(description)", true],
    ["geo:0,0?q=13.36,-4242(description)", true],
    ["geo:1.2,2.3,4.5;crs=wgs84;u=67", true],
    ["geo:48.198634,16.371648,5;crs=wgs84;u=40", true],
  ];
  test.each(rows)("%s: %s", (uri, ok) => {
    expect(valid(uri)).toBe(ok);
  });
  test("test_parse_uri, test_convert_from_to_location: latitude and longitude", () => {
    expect(geoLatLon("geo:1.2,2.3,4.5;crs=wgs84;u=67")).toEqual([1.2, 2.3]);
    expect(geoLatLon("geo:48.198634,16.371648,5;crs=wgs84;u=40")).toEqual([48.198634, 16.371648]);
  });
  test("test_unescape_uri: an IRI whose query's description decodes to Parkvägen 2, Tvååker (RFC 3987 §3.1)", () => {
    const uri = "geo:0,0?q=57.038,12.3982(Parkvägen%202,%20Tvååker)";
    expect(validateUri(uri).errors).toEqual([]);
    const r = parseUri(uri);
    if (!r.ok || r.parts.query === undefined) throw new Error(uri);
    expect(decodeURIComponent(r.parts.query).match(/\((.*)\)/)?.[1]).toBe("Parkvägen 2, Tvååker");
    expect(normalizeUri(uri)).toBe(
      "geo:0,0?q=57.038,12.3982(Parkv%C3%A4gen%202,%20Tv%C3%A5%C3%A5ker)",
    );
  });
});

describe("geocode-glib 3.26.3: answered differently on purpose", () => {
  differs<boolean>(
    [
      [
        "geo:13.37,42.42;u=-45.5",
        true,
        false,
        'RFC 5870 §3.3: uval = pnum, no "-" (an uncertainty is never negative)',
      ],
      [
        "geo:13.37,42.42,12.12;crs=newcrs;u=45.5",
        false,
        true,
        'RFC 5870 §3.3: crslabel = "wgs84" / labeltext (§3.4.1: other CRSs may be registered; the grammar takes any label)',
      ],
      [
        "gel:13.37,42.42,12.12",
        false,
        true,
        'RFC 3986 §3: a valid URI of the scheme "gel", no geo URI',
      ],
      [
        "geo:1,2?q=13.36,4242(description)",
        false,
        true,
        "RFC 3986 §3.4: a query, which urisift reads and leaves alone (RFC 5870's grammar has none; Android's intents write one, geo.ts)",
      ],
      [
        "geo:0,0?q=13.36,4242(description",
        false,
        true,
        "RFC 3986 §3.4: the same (an unbalanced parenthesis is Android's business)",
      ],
      ["geo:0,0?q=13.36,4242()", false, true, "RFC 3986 §3.4: the same"],
    ],
    valid,
  );
});

describe("geocode-glib 3.26.3: a second u= = no geo URI (RFC 5870 §3.3)", () => {
  // p = [ crsp ] [ uncp ] *parameter: the uncertainty comes once, after the crs if any and
  // before other parameters; a later ";u=" is a misplaced uncp, as a later ";crs=" is a
  // misplaced crsp (session 49: urisift took it as a generic parameter before)
  test.each([
    "geo:13.37,42.42,12.12;crs=wgs84;u=45.5;u=10",
    "geo:13.37,42.42,12.12;u=45.5;u=22",
  ])("%s", (input) => {
    expect(validateUri(input).errors).toEqual(["bad-geo"]);
  });
});

describe("Marble 22.12.3 tests/GeoUriParserTest.cpp testGeoUri_data: valid = a valid URI (RFC 5870 §3.3 for geo:), with its latitude and longitude", () => {
  // [uri, valid, lat, lon]
  const rows: Array<[string, boolean, number, number]> = [
    ["geo:-25.0064,153.359,250", true, -25.0064, 153.359],
    ["geo:-25.0064153.359250", false, 0, 0],
    ["geo-25.0064,153.359,250", false, 0, 0],
    ["geo:25.0064,-153.359,250", true, 25.0064, -153.359],
    ["25.0064,-153.359,250", false, 0, 0],
    ["geo:25.0064,-153.359", true, 25.0064, -153.359],
    ["geo:37.786971,-122.399677;u=35", true, 37.786971, -122.399677],
    ["geo:37.786971,-122.399677;crs=Moon-2011", true, 37.786971, -122.399677],
    [
      "worldwind://goto/world=Earth&lat=-43.54642&lon=172.69&alt=25883&bank=242&tilt=1&dir=2&layer=Hello",
      true,
      -43.54642,
      172.69,
    ],
    ["worldwind://goto/world=Earth&lat=-43.54642&lon=172.69", true, -43.54642, 172.69],
    ["worldwind://goto/world=Earth&alt=25883", true, 0, 0],
    ["goto/world=Earth&lat=-43.54642&lon=172.69&alt=25883", false, 0, 0],
    [
      "world=Earth&lat=-43.54642&lon=172.69&alt=25883&bank=242&tilt=1&dir=2&layer=Hello",
      false,
      0,
      0,
    ],
  ];
  test.each(rows)("%s: %s", (uri, ok, lat, lon) => {
    const r = parseUri(uri);
    expect(r.ok && r.parts.scheme !== undefined && valid(uri)).toBe(ok);
    if (ok && uri.startsWith("geo:")) expect(geoLatLon(uri)).toEqual([lat, lon]);
  });
});

describe("Marble 22.12.3: answered differently on purpose", () => {
  differs<boolean>(
    [
      [
        "geo:37.786971,-122.399677;crs=Moon-2011,u=25",
        true,
        false,
        'RFC 5870 §3.3: crslabel = labeltext = 1*( alphanum / "-" ); "," ends no parameter (";u=" does)',
      ],
      [
        "worldwind://lat=-43.54642&lon=172.69&alt=25883",
        false,
        true,
        'RFC 3986 §3.2.2: "lat=-43.54642&lon=172.69&alt=25883" is a reg-name (sub-delims); Marble wants its "goto" command, no URI rule',
      ],
    ],
    valid,
  );
});

// ─── GNOME Calls 44~alpha.1 ───────────────────────────────────────────────────────────────

describe("GNOME Calls 44~alpha.1 tests/test-util.c test_protocol_prefix: get_protocol_from_address = the scheme of a valid URI, lowercased (RFC 3986 §3.1), where it is sip, sips or tel", () => {
  const rows: Array<[string, string | null]> = [
    ["sip:alice@example.org", "sip"],
    ["SIP:alice@example.org", "sip"],
    ["sips:bob@example.org", "sips"],
    ["sIpS:bob@example.org", "sips"],
    ["tel:+49123456789", "tel"],
    ["+49123456789", null],
    ["mailto:charley@spam.com", null],
  ];
  test.each(rows)("%s: %s", (address, protocol) => {
    const r = parseUri(address);
    const scheme = r.ok && valid(address) ? (r.parts.scheme?.toLowerCase() ?? null) : null;
    expect(scheme !== null && ["sip", "sips", "tel"].includes(scheme) ? scheme : null).toBe(
      protocol,
    );
  });
  test('get_protocol_from_address_with_fallback("+49123456789") = tel: tel:+49123456789 is a valid tel URI (RFC 3966 §3)', () => {
    expect(validateUri("tel:+49123456789").errors).toEqual([]);
  });
});

describe("GNOME Calls 44~alpha.1 tests/test-util.c test_ip_address_family: AF_INET = an IPv4address host, AF_INET6 = an IPv6 IP-literal, AF_UNSPEC = a reg-name (RFC 3986 §3.2.2)", () => {
  const rows: Array<[string, "ipv4" | "ipv6" | "reg-name"]> = [
    ["10.42.0.1", "ipv4"],
    ["9.9.9.9", "ipv4"],
    ["127.0.0.1", "ipv4"],
    ["0.0.0.0", "ipv4"],
    ["FE80:0000:0000:0000:0202:C3DF:FE1E:8329", "ipv6"],
    ["FE80::0202:C3DF:FE1E:8329", "ipv6"],
    ["fe80::0202:c3df:fe1e:8329", "ipv6"],
    ["::", "ipv6"],
    ["::1", "ipv6"],
    ["example.org", "reg-name"],
  ];
  test.each(rows)("%s: %s", (ip, kind) => {
    const r = parseUri(kind === "ipv6" ? `sip://[${ip}]/` : `sip://${ip}/`);
    expect(r.ok && r.parts.hostKind).toBe(kind);
  });
});

// ─── nats.go 1.22.1 ───────────────────────────────────────────────────────────────────────

/** a's verdict when it is no valid URI, else whether a ≡ b (RFC 3986 §6.2.3) */
function natsPair(pair: string): string {
  const [a = "", b = ""] = pair.split(" ");
  const v = verdict(a);
  if (v !== "a valid URI") return v;
  return equivalent(a, b) ? "equivalent" : `not equivalent (${normalizeUri(a)})`;
}

describe("nats.go 1.22.1 nats_test.go TestSimplifiedURLs: the server URL the client keeps ≡ the one it was given (RFC 3986 §6.2.3; RFC 6455 §3: ws 80, wss 443)", () => {
  test.each([
    ["nats://host1:1234", "nats://host1:1234"],
    ["ws://host1:1234", "ws://host1:1234"],
    ["ws://host2:", "ws://host2:80"],
    ["ws://host3", "ws://host3:80"],
    ["wss://host1:1234", "wss://host1:1234"],
    ["wss://host2:", "wss://host2:443"],
    ["wss://host3", "wss://host3:443"],
  ])("%s ≡ %s", (a, b) => {
    expect(validateUri(a).errors).toEqual([]);
    expect(equivalent(a, b)).toBe(true);
  });
});

describe("nats.go 1.22.1: answered differently on purpose", () => {
  // The client fills in nats' own default port 4222 (no RFC's), reads "host:port" without a
  // scheme as a nats server, and keeps whatever Go's net/url put in brackets.
  const ipv6 =
    'RFC 3986 §3.2.2: IPv6address has eight 16-bit pieces or a "::"; "1:2:3:4" has four and no "::"';
  differs<string>(
    [
      [
        "nats://host2: nats://host2:4222",
        "equivalent",
        "not equivalent (nats://host2)",
        "RFC 3986 §6.2.3: a default port is dropped only for a scheme whose specification gives one (nats: no RFC); an empty port is dropped",
      ],
      [
        "nats://host3 nats://host3:4222",
        "equivalent",
        "not equivalent (nats://host3)",
        "RFC 3986 §6.2.3: a default port is dropped only for a scheme whose specification gives one (nats: no RFC); an empty port is dropped",
      ],
      [
        "host4:1234 nats://host4:1234",
        "equivalent",
        "not equivalent (host4:1234)",
        'RFC 3986 §3.1: "host4" is the scheme',
      ],
      [
        "host5: nats://host5:4222",
        "equivalent",
        "not equivalent (host5:)",
        'RFC 3986 §3.1: "host5" is the scheme',
      ],
      [
        "host6 nats://host6:4222",
        "equivalent",
        "a relative reference",
        "RFC 3986 §4.2: a relative reference, no server",
      ],
      [
        "nats://[1:2:3:4]:1234 nats://[1:2:3:4]:1234",
        "equivalent",
        "no URI-reference (bad-ipv6)",
        ipv6,
      ],
      [
        "nats://[5:6:7:8]: nats://[5:6:7:8]:4222",
        "equivalent",
        "no URI-reference (bad-ipv6)",
        ipv6,
      ],
      [
        "nats://[9:10:11:12] nats://[9:10:11:12]:4222",
        "equivalent",
        "no URI-reference (bad-ipv6)",
        ipv6,
      ],
      [
        "[13:14:15:16]: nats://[13:14:15:16]:4222",
        "equivalent",
        "no URI-reference (bad-path)",
        'RFC 3986 §3.2.2, §4.2: an IP-literal only inside an authority (after "//"); a relative reference takes no "["',
      ],
      [
        "[17:18:19:20]:1234 nats://[17:18:19:20]:1234",
        "equivalent",
        "no URI-reference (bad-path)",
        'RFC 3986 §3.2.2, §4.2: an IP-literal only inside an authority (after "//"); a relative reference takes no "["',
      ],
      [
        "ws://[1:2:3:4]:1234 ws://[1:2:3:4]:1234",
        "equivalent",
        "no URI-reference (bad-ipv6)",
        ipv6,
      ],
      ["ws://[5:6:7:8]: ws://[5:6:7:8]:80", "equivalent", "no URI-reference (bad-ipv6)", ipv6],
      ["ws://[9:10:11:12] ws://[9:10:11:12]:80", "equivalent", "no URI-reference (bad-ipv6)", ipv6],
      [
        "wss://[1:2:3:4]:1234 wss://[1:2:3:4]:1234",
        "equivalent",
        "no URI-reference (bad-ipv6)",
        ipv6,
      ],
      ["wss://[5:6:7:8]: wss://[5:6:7:8]:443", "equivalent", "no URI-reference (bad-ipv6)", ipv6],
      [
        "wss://[9:10:11:12] wss://[9:10:11:12]:443",
        "equivalent",
        "no URI-reference (bad-ipv6)",
        ipv6,
      ],
    ],
    natsPair,
  );
});

// ─── found while harvesting (no peer case) ────────────────────────────────────────────────

describe("RFC 5870 §6 geo: URI comparison (found while harvesting geocode-glib and Marble: no peer case compares): the RFC's examples", () => {
  // §6: coordinates, "crs" and "u" compare numerically (crs case-insensitively, an absent crs
  // is wgs84), the longitude does not count at a pole, parameter names compare
  // case-insensitively and values after percent-decoding; other parameters' order and values
  // do count. urisift's equivalent() compared geo URIs as strings (§6.2.2 only) before session 49.
  test("geo:90,-22.43;crs=WGS84 ≡ geo:90,46 (a pole)", () => {
    expect(equivalent("geo:90,-22.43;crs=WGS84", "geo:90,46")).toBe(true);
  });
  // the RFC prints the first as "geo:22.300;-118.44"; its grammar wants the comma
  // (test/core/schemes/geo.test.ts refuses the ";" form)
  test("geo:22.300,-118.44 ≡ geo:22.3,-118.4400", () => {
    expect(equivalent("geo:22.300,-118.44", "geo:22.3,-118.4400")).toBe(true);
  });
  test("geo:66,30;u=6.500;FOo=this%2dthat ≡ geo:66.0,30;u=6.5;foo=this-that", () => {
    expect(equivalent("geo:66,30;u=6.500;FOo=this%2dthat", "geo:66.0,30;u=6.5;foo=this-that")).toBe(
      true,
    );
  });
  test.each([
    ["geo:70,20;foo=1.00;bar=white", "geo:70,20;foo=1;bar=white"],
    ["geo:47,11;foo=blue;bar=white", "geo:47,11;bar=white;foo=blue"],
    ["geo:22,0;bar=Blue", "geo:22,0;BAR=blue"],
  ])("%s ≢ %s (the RFC's unequal examples)", (a, b) => {
    expect(equivalent(a, b)).toBe(false);
  });
});
