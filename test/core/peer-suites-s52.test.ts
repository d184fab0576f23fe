/**
 * Cases from the published test suites of thirteen more URI and address parsers, not read
 * before (see peer-suites*.test.ts for the others): the IP address parsers of Netty,
 * Erlang/OTP, GNU libc, NetAddr::IP and Haskell's iproute; the URI parsers of libcoap, gRPC,
 * NNG, wxWidgets and APT; systemd's documentation-URL check; Go's file-URL conversion (cmd/go) and CPython's pathlib.as_uri — run
 * through the core with the answer RFC 3986, RFC 4291, RFC 5952, RFC 6874, RFC 7252 (coap),
 * RFC 8089 (file) and RFC 9110 (http) give. Each group names its source file; where the peer
 * answers otherwise, the case is in the "answered differently on purpose" group of its suite
 * with the peer's answer, ours and the rule that decides ours. None of these suites showed
 * urisift wrong by a spec.
 *
 * Sources (the orig tarballs of the Debian bookworm source packages, `apt-get source`):
 * - netty 4.1.48 (Debian netty 4.1.48-7+deb12u2): common/src/test/java/io/netty/util/
 *   NetUtilTest.java — validIpV4Hosts, invalidIpV4Hosts, validIpV6Hosts (with the 16 bytes
 *   createByteArrayFromIpAddressString gives), invalidIpV6Hosts.
 * - Erlang/OTP 25.2.3 (Debian erlang 25.2.3+dfsg-1+deb12u4): lib/kernel/test/inet_SUITE.erl
 *   parse_address (V4Reversable, V6Reversable and the rows built from them, V4Sloppy,
 *   V6Sloppy, V4Err, V6Err) and parse_strict_address. (Its lib/stdlib/test/
 *   uri_string_SUITE.erl is in peer-suites-runtimes.test.ts, read from OTP 27.3.4.1.)
 * - libcoap 4.3.1 (Debian libcoap3 4.3.1-1): tests/test_uri.c — t_parse_uri1 … t_parse_uri12
 *   (coap_split_uri, coap_split_path, coap_split_query) and the texts coap_get_uri_path
 *   builds in t_parse_uri19 … t_parse_uri23.
 * - Go 1.19.8 (Debian golang-1.19 1.19.8-2): src/cmd/go/internal/web/url_other_test.go and
 *   url_windows_test.go urlTests (urlToFilePath, urlFromFilePath).
 * - CPython 3.11.2 (Debian python3.11 3.11.2-6): Lib/test/test_pathlib.py test_as_uri
 *   (PurePosixPathTest, PureWindowsPathTest) and test_as_uri_non_ascii (UTF-8 file system
 *   encoding).
 * - gRPC 1.51.1 (Debian grpc 1.51.1-3): test/core/uri/uri_parser_test.cc (URI::Parse,
 *   TestSucceeds / TestFails, PercentEncodePath).
 * - NNG 1.5.2 (Debian nng 1.5.2-2): src/core/url_test.c (nng_url_parse).
 * - wxWidgets 3.2.2 (Debian wxwidgets3.2 3.2.2+dfsg-2): tests/uris/uris.cpp URITestCase (IPv4,
 *   IPv6, Server, Paths, UserAndPass, Unescaping, FileScheme).
 * - GNU libc 2.36 (Debian glibc 2.36-9): resolv/tst-inet_pton.c test_cases (inet_pton for
 *   AF_INET and AF_INET6, with the bytes expected).
 * - NetAddr::IP 4.079 (Debian libnetaddr-ip-perl 4.079+dfsg-2): t/short.t, t/full6-uri.t.
 * - iproute 1.7.12 (Debian haskell-iproute 1.7.12-1): the doctests of Data/IP/Addr.hs.
 * - APT 2.6.1 (Debian apt 2.6.1, the tarball in the main pool; bookworm-security's 2.6.2 answered
 *   404): test/libapt/uri_test.cc (BasicHTTP, SingeSlashFile, RelativeGzip, NoSlashFTP, RFC2732).
 * - systemd 252.39 (Debian systemd 252.39-1~deb12u2): src/test/test-web-util.c.
 *
 * How the cases map onto the API:
 * - an IPv6 address a peer parses = the host of "http://[" + a + "]/" is an IPv6address (RFC
 *   3986 §3.2.2), with a zone "%z" written "%25z" (RFC 6874 §2); the bytes it gives (Netty) or
 *   the text inet:ntoa writes back (OTP) = the normal form's host (RFC 5952 §4); a refused
 *   address = no IPv6address in brackets (bad-ipv6, bad-zone);
 * - an IPv4 address a peer parses = the host of "http://" + a + "/" is, as written, an
 *   IPv4address; a refused one = not (the URI keeps it as a reg-name, §3.2.2 "first-match-wins",
 *   or the text is no host at all);
 * - coap_split_uri's host, port, path (without its leading "/") and query = parseUri's parts;
 *   its refusal = validateUri refuses the URI (RFC 7252 §6.1); coap_split_path /
 *   coap_split_query's options = the path's segments and the query's "&"-separated parts,
 *   percent-decoded (RFC 7252 §6.4 steps 8, 9); coap_get_uri_path's text = a path that is valid
 *   and its own normal form (RFC 7252 §6.5 step 8);
 * - Go's urlFromFilePath output and the canonicalURL of a row = the normal form of the row's
 *   URL (RFC 8089, RFC 3986 §6.2.2, RFC 3987 §3.1); urlToFilePath's error = validateUri
 *   refuses the URL, where the refusal is the syntax's and not Go's policy (see Left out);
 * - pathlib's as_uri() = a valid file URI, its own normal form, whose percent-decoded path is
 *   the file's path (RFC 8089 §2, RFC 3986 §2.1).
 * - gRPC's URI::Parse, nng_url_parse and wxURI's getters = parseUri's parts (the peers decode
 *   or strip brackets where noted); their failure = parseUri's or validateUri's refusal; NNG's
 *   canonical URL and wxURI's resolved path = the normal form (RFC 3986 §6.2.2).
 *
 * Left out: NetUtilTest's ipv6ToAddressStrings and ipv4MappedToIPv6AddressStrings (byte-array
 *   and InetAddress formatting, Java's own text for mapped addresses), its socket-address and
 *   host-name tests; inet_SUITE's host-file, resolver and getifaddrs tests and its ntoa of
 *   tuples; libcoap's option-buffer sizes (t_parse_uri14 … t_parse_uri17), t_parse_uri13 and
 *   t_parse_uri18 (PDU options, no URI text) and t_parse_uri24's split of a raw byte string;
 *   Go's refusal of "file://host.example.com/path/to/file" ("non-local host": a file URI may
 *   name a host, RFC 8089 §2; the refusal is cmd/go's policy); pathlib's ValueError for a
 *   relative path (no URI to compare); gRPC's URI::Create / ToString tests (its builder: its
 *   ToStringPercentEncoding output has a percent-encoded scheme, no URI) and query-parameter
 *   maps; NNG's nni_url_decode (a decoder's buffer sizes); wxURI's resolution rows (RFC 3986
 *   §5.4's own examples, in spec-examples.test.ts), Assignment, Comparison and URLCompat;
 *   glibc's __inet_pton_length (the same table by length); APT's SiteOnly, ArchiveOnly,
 *   NoUserPassword (its own API) and AutoProxyTest.
 * Read and without a case: erlang-cowlib 1.3.0 (no URI module in that version). Not used (the
 *   mirror answered 404): requests 2.28.1, ocaml-uri 4.2.0, php8.2 8.2.36, davix 0.8.4,
 *   ocaml-ipaddr 5.3.1, python-netaddr 0.8.0.
 */
import { describe, expect, test } from "vitest";
import {
  equivalent,
  normalizeUri,
  parseUri,
  resolveUri,
  validateUri,
} from "../../src/core/index.js";
import { differs } from "../helpers/peer-expect.js";

/** the normal form's host of http://[a]/ (RFC 5952 §4), or why it is no IPv6address */
function ipv6(a: string): string {
  const uri = `http://[${a}]/`;
  const r = parseUri(uri);
  if (!r.ok) return r.error.reason;
  if (r.parts.hostKind !== "ipv6") return `host kind ${r.parts.hostKind}`;
  const n = normalizeUri(uri);
  return n.slice("http://[".length, n.indexOf("]/"));
}

/** a is, as written, the IPv4address host of http://a/ (RFC 3986 §3.2.2) */
function isIPv4(a: string): boolean {
  const r = parseUri(`http://${a}/`);
  return r.ok && r.parts.hostKind === "ipv4" && r.parts.host === a;
}

/** a peer's address text as it stands in a URI: no brackets, a zone's "%" as "%25" (RFC 6874 §2) */
const inUri = (a: string): string => a.replace(/^\[|\]$/g, "").replaceAll("%", "%25");

/** 16 bytes in hex as eight h16 pieces */
const pieces = (hex: string): string => (hex.match(/.{4}/g) ?? []).join(":");

// ─── Netty 4.1.48 ────────────────────────────────────────────────────────────────────────

const NETTY_VALID_V4: readonly string[] = [
  "192.168.1.0",
  "10.255.255.254",
  "172.18.5.4",
  "0.0.0.0",
  "127.0.0.1",
  "255.255.255.255",
  "1.2.3.4",
];
const NETTY_INVALID_V4: readonly string[] = [
  "1.256.3.4",
  "256.0.0.1",
  "1.1.1.1.1",
  "x.255.255.255",
  "0.1:0.0",
  "0.1.0.0:",
  "127.0.0.",
  "1.2..4",
  "192.0.1",
  "192.0.1.1.1",
  "192.0.1.a",
  "19a.0.1.1",
  "a.0.1.1",
  ".0.1.1",
  "127.0.0",
  "192.0.1.256",
  "0.0.200.259",
  "1.1.-1.1",
  "1.1. 1.1",
  "1.1.1.1 ",
  "1.1.+1.1",
  "0.0x1.0.255",
  "0.01x.0.255",
  "0.x01.0.255",
  "0.-.0.0",
  "0..0.0",
  "0.A.0.0",
  "0.1111.0.0",
  "...",
];
/** [NetUtil's input, the 16 bytes it gives in hex] */
const NETTY_VALID_V6: ReadonlyArray<readonly [string, string]> = [
  ["::ffff:5.6.7.8", "00000000000000000000ffff05060708"],
  ["fdf8:f53b:82e4::53", "fdf8f53b82e400000000000000000053"],
  ["fe80::200:5aee:feaa:20a2", "fe8000000000000002005aeefeaa20a2"],
  ["2001::1", "20010000000000000000000000000001"],
  ["2001:0000:4136:e378:8000:63bf:3fff:fdd2", "200100004136e378800063bf3ffffdd2"],
  ["2001:0002:6c::430", "20010002006c00000000000000000430"],
  ["2001:10:240:ab::a", "20010010024000ab000000000000000a"],
  ["2002:cb0a:3cdd:1::1", "2002cb0a3cdd00010000000000000001"],
  ["2001:db8:8:4::2", "20010db8000800040000000000000002"],
  ["ff01:0:0:0:0:0:0:2", "ff010000000000000000000000000002"],
  ["[fdf8:f53b:82e4::53]", "fdf8f53b82e400000000000000000053"],
  ["[fe80::200:5aee:feaa:20a2]", "fe8000000000000002005aeefeaa20a2"],
  ["[2001::1]", "20010000000000000000000000000001"],
  ["[2001:0000:4136:e378:8000:63bf:3fff:fdd2]", "200100004136e378800063bf3ffffdd2"],
  ["0:1:2:3:4:5:6:789a", "0000000100020003000400050006789a"],
  ["0:1:2:3::f", "0000000100020003000000000000000f"],
  ["0:0:0:0:0:ffff:10.0.0.1", "00000000000000000000ffff0a000001"],
  ["::ffff:192.168.0.1", "00000000000000000000ffffc0a80001"],
  ["[::1%1]", "00000000000000000000000000000001"],
  ["[::1%eth0]", "00000000000000000000000000000001"],
  ["[::1%%]", "00000000000000000000000000000001"],
  ["0:0:0:0:0:ffff:10.0.0.1%1", "00000000000000000000ffff0a000001"],
  ["[0:0:0:0:0:ffff:10.0.0.1%1]", "00000000000000000000ffff0a000001"],
  ["[::0:0:0:0:ffff:10.0.0.1%1]", "00000000000000000000ffff0a000001"],
  ["::0:0:0:0:ffff:10.0.0.1%1", "00000000000000000000ffff0a000001"],
  ["::1%1", "00000000000000000000000000000001"],
  ["::1%eth0", "00000000000000000000000000000001"],
  ["::1%%", "00000000000000000000000000000001"],
  ["0:0:0:0:0:0:0::", "00000000000000000000000000000000"],
  ["0:0:0:0:0:0::", "00000000000000000000000000000000"],
  ["0:0:0:0:0::", "00000000000000000000000000000000"],
  ["0:0:0:0::", "00000000000000000000000000000000"],
  ["0:0:0::", "00000000000000000000000000000000"],
  ["0:0::", "00000000000000000000000000000000"],
  ["0::", "00000000000000000000000000000000"],
  ["::", "00000000000000000000000000000000"],
  ["::0", "00000000000000000000000000000000"],
  ["::0:0", "00000000000000000000000000000000"],
  ["::0:0:0", "00000000000000000000000000000000"],
  ["::0:0:0:0", "00000000000000000000000000000000"],
  ["::0:0:0:0:0", "00000000000000000000000000000000"],
  ["::0:0:0:0:0:0", "00000000000000000000000000000000"],
  ["::0:0:0:0:0:0:0", "00000000000000000000000000000000"],
];
const NETTY_INVALID_V6: readonly string[] = [
  // Test method with garbage.
  "Obvious Garbage",
  // Test method with preferred style, too many :
  "0:1:2:3:4:5:6:7:8",
  // Test method with preferred style, not enough :
  "0:1:2:3:4:5:6",
  // Test method with preferred style, bad digits.
  "0:1:2:3:4:5:6:x",
  // Test method with preferred style, adjacent :
  "0:1:2:3:4:5:6::7",
  // Too many : separators trailing
  "0:1:2:3:4:5:6:7::",
  // Too many : separators leading
  "::0:1:2:3:4:5:6:7",
  // Too many : separators trailing
  "1:2:3:4:5:6:7:",
  // Too many : separators leading
  ":1:2:3:4:5:6:7",
  // Compression with : separators trailing
  "0:1:2:3:4:5::7:",
  "0:1:2:3:4::7:",
  "0:1:2:3::7:",
  "0:1:2::7:",
  "0:1::7:",
  "0::7:",
  // Compression at start with : separators trailing
  "::0:1:2:3:4:5:7:",
  "::0:1:2:3:4:7:",
  "::0:1:2:3:7:",
  "::0:1:2:7:",
  "::0:1:7:",
  "::7:",
  // The : separators leading and trailing
  ":1:2:3:4:5:6:7:",
  ":1:2:3:4:5:6:",
  ":1:2:3:4:5:",
  ":1:2:3:4:",
  ":1:2:3:",
  ":1:2:",
  ":1:",
  // Compression with : separators leading
  ":1::2:3:4:5:6:7",
  ":1::3:4:5:6:7",
  ":1::4:5:6:7",
  ":1::5:6:7",
  ":1::6:7",
  ":1::7",
  ":1:2:3:4:5:6::7",
  ":1:3:4:5:6::7",
  ":1:4:5:6::7",
  ":1:5:6::7",
  ":1:6::7",
  ":1::",
  // Compression trailing with : separators leading
  ":1:2:3:4:5:6:7::",
  ":1:3:4:5:6:7::",
  ":1:4:5:6:7::",
  ":1:5:6:7::",
  ":1:6:7::",
  ":1:7::",
  // Double compression
  "1::2:3:4:5:6::",
  "::1:2:3:4:5::6",
  "::1:2:3:4:5:6::",
  "::1:2:3:4:5::",
  "::1:2:3:4::",
  "::1:2:3::",
  "::1:2::",
  "::0::",
  "12::0::12",
  // Too many : separators leading 0
  "0::1:2:3:4:5:6:7",
  // Test method with preferred style, too many digits.
  "0:1:2:3:4:5:6:789abcdef",
  // Test method with compressed style, bad digits.
  "0:1:2:3::x",
  // Test method with compressed style, too many adjacent :
  "0:1:2:::3",
  // Test method with compressed style, too many digits.
  "0:1:2:3::abcde",
  // Test method with compressed style, not enough :
  "0:1",
  // Test method with ipv4 style, bad ipv6 digits.
  "0:0:0:0:0:x:10.0.0.1",
  // Test method with ipv4 style, bad ipv4 digits.
  "0:0:0:0:0:0:10.0.0.x",
  // Test method with ipv4 style, too many ipv6 digits.
  "0:0:0:0:0:00000:10.0.0.1",
  // Test method with ipv4 style, too many :
  "0:0:0:0:0:0:0:10.0.0.1",
  // Test method with ipv4 style, not enough :
  "0:0:0:0:0:10.0.0.1",
  // Test method with ipv4 style, too many .
  "0:0:0:0:0:0:10.0.0.0.1",
  // Test method with ipv4 style, not enough .
  "0:0:0:0:0:0:10.0.1",
  // Test method with ipv4 style, adjacent .
  "0:0:0:0:0:0:10..0.0.1",
  // Test method with ipv4 style, leading .
  "0:0:0:0:0:0:.0.0.1",
  "0:0:0:0:0:0:.10.0.0.1",
  // Test method with ipv4 style, trailing .
  "0:0:0:0:0:0:10.0.0.",
  "0:0:0:0:0:0:10.0.0.1.",
  // Test method with compressed ipv4 style, bad ipv6 digits.
  "::fffx:192.168.0.1",
  // Test method with compressed ipv4 style, bad ipv4 digits.
  "::ffff:192.168.0.x",
  // Test method with compressed ipv4 style, too many adjacent :
  ":::ffff:192.168.0.1",
  // Test method with compressed ipv4 style, too many ipv6 digits.
  "::fffff:192.168.0.1",
  // Test method with compressed ipv4 style, too many ipv4 digits.
  "::ffff:1923.168.0.1",
  // Test method with compressed ipv4 style, not enough :
  ":ffff:192.168.0.1",
  // Test method with compressed ipv4 style, too many .
  "::ffff:192.168.0.1.2",
  // Test method with compressed ipv4 style, not enough .
  "::ffff:192.168.0",
  // Test method with compressed ipv4 style, adjacent .
  "::ffff:192.168..0.1",
  // Test method, bad ipv6 digits.
  "x:0:0:0:0:0:10.0.0.1",
  // Test method, bad ipv4 digits.
  "0:0:0:0:0:0:x.0.0.1",
  // Test method, too many ipv6 digits.
  "00000:0:0:0:0:0:10.0.0.1",
  // Test method, too many ipv4 digits.
  "0:0:0:0:0:0:10.0.0.1000",
  // Test method, too many :
  "0:0:0:0:0:0:0:10.0.0.1",
  // Test method, not enough :
  "0:0:0:0:0:10.0.0.1",
  // Test method, out of order trailing :
  "0:0:0:0:0:10.0.0.1:",
  // Test method, out of order leading :
  ":0:0:0:0:0:10.0.0.1",
  "0:0:0:0::10.0.0.1:",
  // Test method, out of order trailing :
  ":0:0:0:0::10.0.0.1",
  // Test method, too many .
  "0:0:0:0:0:0:10.0.0.0.1",
  // Test method, not enough .
  "0:0:0:0:0:0:10.0.1",
  // Test method, adjacent .
  "0:0:0:0:0:0:10.0.0..1",
  // Empty contents
  "",
  // Invalid single compression
  ":",
  ":::",
  // Trailing : (max number of : = 8)
  "2001:0:4136:e378:8000:63bf:3fff:fdd2:",
  // Leading : (max number of : = 8)
  ":aaaa:bbbb:cccc:dddd:eeee:ffff:1111:2222",
  // Invalid character
  "1234:2345:3456:4567:5678:6789::X890",
  // Trailing . in IPv4
  "::ffff:255.255.255.255.",
  // To many characters in IPv4
  "::ffff:0.0.1111.0",
  // Test method, adjacent .
  "::ffff:0.0..0",
  // Not enough IPv4 entries trailing .
  "::ffff:127.0.0.",
  // Invalid trailing IPv4 character
  "::ffff:127.0.0.a",
  // Invalid leading IPv4 character
  "::ffff:a.0.0.1",
  // Invalid middle IPv4 character
  "::ffff:127.a.0.1",
  "::ffff:127.0.a.1",
  // Not enough IPv4 entries no trailing .
  "::ffff:1.2.4",
  // Extra IPv4 entry
  "::ffff:192.168.0.1.255",
  // Not enough IPv6 content
  ":ffff:192.168.0.1.255",
  // Intermixed IPv4 and IPv6 symbols
  "::ffff:255.255:255.255.",
  // Invalid IPv4 mapped address - invalid ipv4 separator
  "0:0:0::0:0:00f.0.0.1",
  // Invalid IPv4 mapped address - too many f's
  "0:0:0:0:0:fffff:1.0.0.1",
  // Invalid IPv4 mapped address - too many bytes (too many 0's)
  "0:0:0:0:0:0:ffff:1.0.0.1",
  "::0:0:0:0:0:ffff:1.0.0.1",
  "0:0:0:0:0:0::1.0.0.1",
  "0:0:0:0:0:00000:1.0.0.1",
  // Invalid IPv4 mapped address - too few bytes (not enough 0's)
  "0:0:0:0:ffff:1.0.0.1",
  "ffff:192.168.0.1",
  // Invalid IPv4 mapped address - 0's after the mapped ffff indicator
  "0:0:0:0:0:ffff::10.0.0.1",
  // Too many digits
  "0:0:0:0:0:0:ffff:10.0.0.1",
  // Invalid IPv4 format
  ":1.2.3.4",
  "::.2.3.4",
  "::ffff:0.1.2.",
];

describe("netty 4.1.48 common/src/test/java/io/netty/util/NetUtilTest.java validIpV4Hosts / invalidIpV4Hosts: an IPv4address as written (RFC 3986 §3.2.2 dec-octet)", () => {
  test.each(NETTY_VALID_V4)("%s is an IPv4address", (a) => {
    expect(isIPv4(a)).toBe(true);
    expect(normalizeUri(`http://${a}/`)).toBe(`http://${a}/`);
  });
  test.each(NETTY_INVALID_V4)("%j is no IPv4address", (a) => {
    expect(isIPv4(a)).toBe(false);
  });
});

describe("netty 4.1.48 NetUtilTest.java validIpV6Hosts: the address createByteArrayFromIpAddressString gives = the normal form's host (RFC 4291 §2.2, RFC 5952 §4, RFC 6874 §2)", () => {
  test.each(NETTY_VALID_V6)("%s = %s", (a, hex) => {
    const ours = ipv6(inUri(a));
    const zone = a.indexOf("%");
    const address = zone < 0 ? ours : ours.slice(0, ours.indexOf("%25"));
    expect(address).toBe(ipv6(pieces(hex)));
    if (zone >= 0) expect(ours.slice(address.length)).toBe(inUri(a.slice(zone)));
  });
});

describe("netty 4.1.48 NetUtilTest.java invalidIpV6Hosts: no IPv6address in brackets (RFC 3986 §3.2.2)", () => {
  test.each(NETTY_INVALID_V6)("http://[%s]/: bad-ipv6", (a) => {
    expect(ipv6(a)).toBe("bad-ipv6");
  });
});

describe("netty 4.1.48 NetUtilTest.java: answered differently on purpose", () => {
  const ipv4Compatible =
    "RFC 4291 §2.2 form 3: the dotted quad is the low-order 32 bits and the six pieces before it are 0, so this is the IPv4-compatible ::a00:1 (§2.5.5.1), not IPv4-mapped; RFC 5952 §5 writes it in hex";
  differs<string>(
    [
      ["0:0:0:0:0:0:10.0.0.1", "::ffff:a00:1", "::a00:1", ipv4Compatible],
      ["0:0:0:0:0::10.0.0.1", "::ffff:a00:1", "::a00:1", ipv4Compatible],
      ["0:0:0:0::10.0.0.1", "::ffff:a00:1", "::a00:1", ipv4Compatible],
      ["::0:0:0:0:0:10.0.0.1", "::ffff:a00:1", "::a00:1", ipv4Compatible],
      ["0::0:0:0:0:10.0.0.1", "::ffff:a00:1", "::a00:1", ipv4Compatible],
      ["0:0::0:0:0:10.0.0.1", "::ffff:a00:1", "::a00:1", ipv4Compatible],
      ["0:0:0::0:0:10.0.0.1", "::ffff:a00:1", "::a00:1", ipv4Compatible],
      ["0:0:0:0::0:10.0.0.1", "::ffff:a00:1", "::a00:1", ipv4Compatible],
      ["0:0:0:0:0::10.0.0.1%251", "::ffff:a00:1%251", "::a00:1%251", ipv4Compatible],
      [
        "0:0:0:0:0:ffff:10.0.0.1%25",
        "::ffff:10.0.0.1",
        "bad-zone",
        'RFC 6874 §2: ZoneID = 1*( unreserved / pct-encoded ); an empty zone after the "%25" is none',
      ],
    ],
    ipv6,
  );
  // invalidIpV6Hosts rows NetUtil refuses because the IPv4 tail is not after ::ffff:0:0/96 or
  // ::/96 — its own rule: RFC 3986 §3.2.2's IPv6address takes an ls32 after any six h16
  // pieces (and RFC 4291 §2.2 form 3 writes any address so)
  const anyPrefix =
    'RFC 3986 §3.2.2: IPv6address = 6( h16 ":" ) ls32 / … / [ *4( h16 ":" ) h16 ] "::" h16 ":" ls32 — any pieces may precede the IPv4 tail';
  differs<string>(
    [
      ["0:0:0:0:0:fff:1.0.0.1", "invalid", "::fff:100:1", anyPrefix],
      ["0:0:0:0:0:ff00:1.0.0.1", "invalid", "::ff00:100:1", anyPrefix],
      ["0:0:0:0:0:ff:1.0.0.1", "invalid", "::ff:100:1", anyPrefix],
      ["0:0:0:0:ffff::10.0.0.1", "invalid", "::ffff:0:a00:1", anyPrefix],
      ["0:0:0:ffff::10.0.0.1", "invalid", "::ffff:0:0:a00:1", anyPrefix],
      ["0:0:ffff::10.0.0.1", "invalid", "0:0:ffff::a00:1", anyPrefix],
      ["0:ffff::10.0.0.1", "invalid", "0:ffff::a00:1", anyPrefix],
      ["ffff::10.0.0.1", "invalid", "ffff::a00:1", anyPrefix],
      ["1:0:0:0:0:ffff:10.0.0.1", "invalid", "1::ffff:a00:1", anyPrefix],
      ["0:0:0:0:ffff:ffff:1.0.0.1", "invalid", "::ffff:ffff:100:1", anyPrefix],
      ["::1:2:3:4:5:6.7.8.9", "invalid", "0:1:2:3:4:5:607:809", anyPrefix],
    ],
    ipv6,
  );
});

// ─── Erlang/OTP 25.2.3 ───────────────────────────────────────────────────────────────────

/** parse_address V6Reversable: inet:ntoa(inet:parse_ipv6strict_address(S)) = S */
const OTP_V6_REVERSIBLE: readonly string[] = [
  "::",
  "::1",
  "f::2",
  "f:f11::100:2",
  "700::",
  "::3:2:1",
  "::4:3:2:1",
  "::5:4:3:2:1",
  "::6:5:4:3:2:1",
  "0:7:6:5:4:3:2:1",
  "7::",
  "7:6::",
  "7:6:5::",
  "7:6:5:4::",
  "7:6:5:4:3::",
  "7:6:5:4:3:2::",
  "7:6:5:4:3:2:1:0",
  "::6:5:4:3:0:0",
  "0:0:6:5:4::",
  "8::5:4:0:0:1",
  "8:0:0:5::1",
  "0:7:6:5:4:3:2:0",
  "::6:5:4:3:0:0",
  "::5:4:0:0:0",
  "::4:0:0:0",
  "0:0:0:5::",
  "c11:c22:5c33:c440:55c0:c66c:77:88",
  "0:c22:5c33:c440:55c0:c66c:77:88",
  "c11:0:5c33:c440:55c0:c66c:77:88",
  "c11:c22:0:c440:55c0:c66c:77:88",
  "c11:c22:5c33:0:55c0:c66c:77:88",
  "c11:c22:5c33:c440:0:c66c:77:88",
  "c11:c22:5c33:c440:55c0:0:77:88",
  "c11:c22:5c33:c440:55c0:c66c:0:88",
  "c11:c22:5c33:c440:55c0:c66c:77:0",
  "::5c33:c440:55c0:c66c:77:88",
  "c11::c440:55c0:c66c:77:88",
  "c11:c22::55c0:c66c:77:88",
  "c11:c22:5c33::c66c:77:88",
  "c11:c22:5c33:c440::77:88",
  "c11:c22:5c33:c440:55c0::88",
  "c11:c22:5c33:c440:55c0:c66c::",
  "::c440:55c0:c66c:77:88",
  "c11::55c0:c66c:77:88",
  "c11:c22::c66c:77:88",
  "c11:c22:5c33::77:88",
  "c11:c22:5c33:c440::88",
  "c11:c22:5c33:c440:55c0::",
  "::55c0:c66c:77:88",
  "c11::c66c:77:88",
  "c11:c22::77:88",
  "c11:c22:5c33::88",
  "c11:c22:5c33:c440::",
  "::c66c:77:88",
  "c11::77:88",
  "c11:c22::88",
  "c11:c22:5c33::",
  "::ffff:1.2.255.254",
  "fe80::12%012345",
  "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
];
/** V4Sloppy: parse_ipv4_address reads them (inet_aton's forms), parse_ipv4strict_address refuses them */
const OTP_V4_SLOPPY: readonly string[] = [
  "10.0x019876",
  "012.01.054321",
  "252.253.254.0377",
  "0Xfc.000000000375.0x0000fe.255",
  "252.253.65279",
  "252.0xFD.0177377",
  "252.16645887",
  "00374.0XFDFEFF",
  "4244504319",
  "0xfcfdfeff",
  "00000000000037477377377",
  "0x12345678",
  "0x12.0x345678",
  "0x12.0X34.0x5678",
  "0x12.0X34.0x56.0X78",
  "0",
  "00",
  "0.0",
  "00.00.00",
  "0.00.0.0",
  "0.0.000000000000.0",
];
const OTP_V4_ERR: readonly string[] = [
  "0.256.0.1",
  "1.2.3.4.5",
  "256.255.65535",
  "4294967296",
  "0x100000000",
  "040000000000",
  "1.2.3.-4",
  "1.2.-3.4",
  "1.-2.3.4",
  "-1.2.3.4",
  "10.",
  "172.16.",
  "198.168.0.",
  "127.0.0.1.",
];
const OTP_V6_ERR: readonly string[] = [
  ":::",
  "f:::2",
  "::-1",
  "::g",
  "f:f11::10100:2",
  "f:f11::01100:2",
  "::17000",
  "::01700",
  "10000::",
  "01000::",
  "::8:7:6:5:4:3:2:1",
  "8:7:6:5:4:3:2:1::",
  "8:7:6:5:4::3:2:1",
  "::1.2.3.4.5",
  "::1.2.3.04",
  "::1.256.3.4",
  "::-5.4.3.2",
  "::5.-4.3.2",
  "::5.4.-3.2",
  "::5.4.3.-2",
  "::FFFF:1.2.3.4.5",
  "::10.",
  "::FFFF:172.16.",
  "fe80::198.168.0.",
  "fec0::fFfF:127.0.0.1.",
];

describe("Erlang/OTP 25.2.3 lib/kernel/test/inet_SUITE.erl parse_address: V6Reversable, inet:ntoa's text = the normal form's host (RFC 5952 §4, RFC 6874 §2)", () => {
  test.each(OTP_V6_REVERSIBLE)("http://[%s]/", (s) => {
    expect(ipv6(inUri(s))).toBe(inUri(s));
  });
  // the rows built from tl(V4Reversable) with the prefix "::ffff:" (the IPv4-mapped form)
  test.each([
    "::ffff:1.2.3.4",
    "::ffff:253.252.251.250",
    "::ffff:1.2.255.254",
  ])("http://[%s]/ (RFC 5952 §5: mixed notation for ::ffff:0:0/96)", (s) => {
    expect(ipv6(s)).toBe(s);
  });
  test.each([
    ["c11:0c22:5c33:c440:55c0:c66c:77:0088", "c11:c22:5c33:c440:55c0:c66c:77:88"],
    ["c11:0c22:5c33:c440::077:0088", "c11:c22:5c33:c440::77:88"],
  ])("parse_strict_address(%s): RFC 5952 §4.1 drops the leading zeros: %s", (s, text) => {
    expect(ipv6(s)).toBe(text);
  });
});

describe("Erlang/OTP 25.2.3 inet_SUITE.erl parse_address: V6Sloppy, what parse_ipv6_address reads = the normal form's host", () => {
  test.each([
    ["A:B:C::d:e:f", "a:b:c::d:e:f"],
    ["fe80::12%XXXXXXX", "fe80::12%25XXXXXXX"],
    // {P,0,0,0,0,D2,(D1 bsl 8) bor D2,(D3 bsl 8) bor D4} for the four V4Reversable rows
    ["2001::0:0.0.0.0", "2001::"],
    ["177::0:0.0.0.0", "177::"],
    ["Ff0::0:0.0.0.0", "ff0::"],
    ["2001::2:1.2.3.4", "2001::2:102:304"],
    ["177::2:1.2.3.4", "177::2:102:304"],
    ["Ff0::2:1.2.3.4", "ff0::2:102:304"],
    ["2001::FC:253.252.251.250", "2001::fc:fdfc:fbfa"],
    ["177::FC:253.252.251.250", "177::fc:fdfc:fbfa"],
    ["Ff0::FC:253.252.251.250", "ff0::fc:fdfc:fbfa"],
    ["2001::2:1.2.255.254", "2001::2:102:fffe"],
    ["177::2:1.2.255.254", "177::2:102:fffe"],
    ["Ff0::2:1.2.255.254", "ff0::2:102:fffe"],
  ])("http://[%s]/ → %s", (s, text) => {
    expect(ipv6(inUri(s))).toBe(text);
  });
});

describe("Erlang/OTP 25.2.3 inet_SUITE.erl parse_address: V4Reversable and V4Sloppy (parse_ipv4strict_address) = an IPv4address as written", () => {
  test.each(["0.0.0.0", "1.2.3.4", "253.252.251.250", "1.2.255.254"])("%s", (a) => {
    expect(isIPv4(a)).toBe(true);
  });
  // RFC 3986 §3.2.2: dec-octet has no leading zero, no hex and no fewer than four parts
  test.each(OTP_V4_SLOPPY)("%s is no IPv4address (the strict parser refuses it too)", (a) => {
    expect(isIPv4(a)).toBe(false);
  });
});

describe("Erlang/OTP 25.2.3 inet_SUITE.erl parse_address: V4Err and V6Err, which every parser refuses", () => {
  test.each(OTP_V4_ERR)("%s: no IPv4address, no IPv6address", (a) => {
    expect(isIPv4(a)).toBe(false);
    expect(ipv6(a)).toBe("bad-ipv6");
  });
  test.each(OTP_V6_ERR)("http://[%s]/: bad-ipv6", (a) => {
    expect(ipv6(a)).toBe("bad-ipv6");
  });
});

describe("Erlang/OTP 25.2.3 inet_SUITE.erl: answered differently on purpose", () => {
  const compatible =
    "RFC 5952 §5: mixed notation where a well-known prefix tells an IPv4 address is embedded; ::/96 (IPv4-compatible, deprecated by RFC 4291 §2.5.5.1) also holds ::1, so §4's hex text";
  differs<string>(
    [
      ["::0.0.0.2", "::0.0.0.2", "::2", compatible],
      ["::0.2.0.1", "::0.2.0.1", "::2:1", compatible],
      // the rows built from tl(V4Reversable) with the prefix "::"
      ["::1.2.3.4", "::1.2.3.4", "::102:304", compatible],
      ["::253.252.251.250", "::253.252.251.250", "::fdfc:fbfa", compatible],
      ["::1.2.255.254", "::1.2.255.254", "::102:fffe", compatible],
    ],
    ipv6,
  );
});

// ─── libcoap 4.3.1 ───────────────────────────────────────────────────────────────────────

/** coap_split_uri's fields: host, port ("" = none given), path without its first "/", query */
function coapSplit(s: string): Record<string, string | null> | string {
  const r = parseUri(s);
  if (!r.ok) return r.error.reason;
  const p = r.parts;
  return {
    host: p.host ?? null,
    port: p.port ?? "",
    path: p.path.startsWith("/") ? p.path.slice(1) : p.path,
    query: p.query ?? null,
  };
}

/** RFC 7252 §6.4 step 8: the Uri-Path options, each segment percent-decoded */
function uriPathOptions(s: string): string[] {
  const r = parseUri(s);
  if (!r.ok || r.parts.path === "" || r.parts.path === "/") return [];
  return r.parts.path.slice(1).split("/").map(decodeURIComponent);
}

/** RFC 7252 §6.4 step 9: the Uri-Query options, split at "&", each percent-decoded */
function uriQueryOptions(s: string): string[] {
  const r = parseUri(s);
  if (!r.ok || r.parts.query === undefined) return [];
  return r.parts.query.split("&").map(decodeURIComponent);
}

describe("libcoap 4.3.1 tests/test_uri.c t_parse_uri1 … t_parse_uri12: coap_split_uri = parseUri's parts of a valid coap URI (RFC 7252 §6.1, RFC 3986 §3)", () => {
  test.each<[string, Record<string, string | null>]>([
    // t_parse_uri1, 2: an IPv6 host (the peer's without brackets), the default port or 8000
    [
      "coap://[::1]/.well-known/core",
      { host: "::1", port: "", path: ".well-known/core", query: null },
    ],
    [
      "coap://[::1]:8000/.well-known/core",
      { host: "::1", port: "8000", path: ".well-known/core", query: null },
    ],
    // t_parse_uri3: the path "/" gives no Uri-Path option (RFC 7252 §6.4 step 8)
    [
      "coap://localhost/?foo&bla=fasel",
      { host: "localhost", port: "", path: "", query: "foo&bla=fasel" },
    ],
    // t_parse_uri6
    [
      "coap://134.102.218.2/.well-known/core",
      { host: "134.102.218.2", port: "", path: ".well-known/core", query: null },
    ],
    // t_parse_uri7
    [
      "coap://foo.bar:5683/some_resource/with/multiple/segments",
      { host: "foo.bar", port: "5683", path: "some_resource/with/multiple/segments", query: null },
    ],
    // t_parse_uri11
    [
      "coap://xn--18j4d.example/%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF",
      {
        host: "xn--18j4d.example",
        port: "",
        path: "%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF",
        query: null,
      },
    ],
    // t_parse_uri12 (RFC 7252 §6.5's example)
    [
      "coap://198.51.100.1:61616//%2F//?%2F%2F&?%26",
      { host: "198.51.100.1", port: "61616", path: "/%2F//", query: "%2F%2F&?%26" },
    ],
  ])("%s", (s, fields) => {
    expect(validateUri(s).valid).toBe(true);
    expect(coapSplit(s)).toEqual(fields);
  });

  test('t_parse_uri10: "/absolute/path" = a relative reference with that path (no scheme, no host)', () => {
    expect(coapSplit("/absolute/path")).toEqual({
      host: null,
      port: "",
      path: "absolute/path",
      query: null,
    });
  });

  test.each([
    // t_parse_uri7: four Uri-Path options
    [
      "coap://foo.bar:5683/some_resource/with/multiple/segments",
      ["some_resource", "with", "multiple", "segments"],
    ],
    // t_parse_uri11: one option, the UTF-8 octets of こんにちは
    ["coap://xn--18j4d.example/%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF", ["こんにちは"]],
    // t_parse_uri12: "", "/", "", "" (RFC 7252 §6.5: the URI with the options "", "/", "", "")
    ["coap://198.51.100.1:61616//%2F//?%2F%2F&?%26", ["", "/", "", ""]],
  ])("coap_split_path(%s) = the path's segments, percent-decoded (RFC 7252 §6.4 step 8)", (s, options) => {
    expect(uriPathOptions(s)).toEqual(options);
  });

  test('t_parse_uri12 coap_split_query: "//" and "?&" (RFC 7252 §6.4 step 9)', () => {
    expect(uriQueryOptions("coap://198.51.100.1:61616//%2F//?%2F%2F&?%26")).toEqual(["//", "?&"]);
  });

  test.each([
    // t_parse_uri4: RFC 7252 §6.1 coap-URI = "coap:" "//" host …: no host here, and the port is no UDP port
    ["coap://:100000", ["missing-host", "bad-port"]],
    // t_parse_uri5: the port is no UDP port (RFC 7252 §6.1; RFC 6335 §6: 0–65535)
    ["coap://foo:100000", ["bad-port"]],
    // t_parse_uri9: "%x" is no pct-encoded (RFC 3986 §2.1)
    ["http://example.com/%x", ["bad-percent-encoding"]],
  ])("%s is refused: %j", (s, errors) => {
    expect(validateUri(s).errors).toEqual(errors);
  });

  test('t_parse_uri8: "http://example.com/%7E%AB%13" is no coap URI (its scheme is http), a valid http URI', () => {
    expect(validateUri("http://example.com/%7E%AB%13").valid).toBe(true);
    // RFC 3986 §6.2.2.2: %7E is "~", unreserved; %AB and %13 stay
    expect(normalizeUri("http://example.com/%7E%AB%13")).toBe("http://example.com/~%AB%13");
  });
});

describe("libcoap 4.3.1 tests/test_uri.c t_parse_uri19 … t_parse_uri23: the path coap_get_uri_path writes from Uri-Path options is valid and its own normal form (RFC 7252 §6.5 step 8, RFC 3986 §6.2.2.2)", () => {
  test.each([
    // t_parse_uri19: the options "foo", "" → "foo/"
    "foo/",
    // t_parse_uri21: "", "foo" → "/foo"
    "/foo",
    // t_parse_uri22: the characters pchar takes unencoded, in two segments
    "-._~!$&'()/*+,;=",
    // t_parse_uri23: "% #[]" percent-encoded
    "%25%20%23%5B%5D",
  ])("coap://h/%s", (path) => {
    const uri = `coap://h/${path}`;
    expect(validateUri(uri).valid).toBe(true);
    expect(normalizeUri(uri)).toBe(uri);
  });
  test('t_parse_uri23: the segment decodes back to "% #[]"', () => {
    expect(uriPathOptions("coap://h/%25%20%23%5B%5D")).toEqual(["% #[]"]);
  });
});

// ─── Go 1.19.8 cmd/go ────────────────────────────────────────────────────────────────────

describe("Go 1.19.8 src/cmd/go/internal/web/url_other_test.go, url_windows_test.go urlTests: a URL urlToFilePath reads = a valid file URI; urlFromFilePath's URL (canonicalURL) = its normal form (RFC 8089, RFC 3986 §6.2.2, RFC 3987 §3.1)", () => {
  test.each([
    // url_other_test.go: "Examples from RFC 8089"
    ["file:///path/to/file", "file:///path/to/file"],
    // RFC 8089 §2: local-path; the normal form writes the empty authority
    ["file:/path/to/file", "file:///path/to/file"],
    // RFC 8089 §2: "localhost" is "exactly as if no authority were present"
    ["file://localhost/path/to/file", "file:///path/to/file"],
    // url_windows_test.go: the Microsoft blog's examples
    [
      "file://laptop/My%20Documents/FileSchemeURIs.doc",
      "file://laptop/My%20Documents/FileSchemeURIs.doc",
    ],
    [
      "file:///C:/Documents%20and%20Settings/davris/FileSchemeURIs.doc",
      "file:///C:/Documents%20and%20Settings/davris/FileSchemeURIs.doc",
    ],
    [
      "file:///D:/Program%20Files/Viewer/startup.htm",
      "file:///D:/Program%20Files/Viewer/startup.htm",
    ],
    [
      "file://applib/products/a-b/abc_9/4148.920a/media/start.swf",
      "file://applib/products/a-b/abc_9/4148.920a/media/start.swf",
    ],
    // the IRI's URI (RFC 3987 §3.1 step 2: UTF-8, then percent-encoded)
    ["file:///C:/exampleㄓ.txt", "file:///C:/example%E3%84%93.txt"],
    ["file:///C:/example%E3%84%93.txt", "file:///C:/example%E3%84%93.txt"],
    // RFC 8089 App. E.3.1: a UNC share as the authority
    [
      "file://host.example.com/Share/path/to/file.txt",
      "file://host.example.com/Share/path/to/file.txt",
    ],
  ])("%s → %s", (url, canonical) => {
    expect(validateUri(url).valid).toBe(true);
    expect(normalizeUri(url)).toBe(canonical);
  });

  test.each([
    // "file URL missing drive letter": RFC 8089 §2 local-path = path-absolute, which cannot
    // begin "//"; the four- and five-slash UNC forms are App. E.3.2's non-standard variants
    ["file:////applib/products/a%2Db/abc%5F9/4148.920a/media/start.swf", ["bad-file"]],
    ["file:////host.example.com/path/to/file", ["bad-file"]],
    ["file://///host.example.com/path/to/file", ["bad-file"]],
    // "file URL encodes volume in host field": a space is no pchar (RFC 3986 §3.3)
    ["file://D:/Program Files/Viewer/startup.htm", ["bad-path"]],
    // "non-file URL": "C:" read as a scheme, then "\" is no pchar
    ["C:\\Program Files\\Music\\Web Sys\\main.html?REQUEST=RADIO", ["bad-path"]],
  ])("%s is refused: %j", (url, errors) => {
    expect(validateUri(url).errors).toEqual(errors);
  });
});

describe("Go 1.19.8 cmd/go/internal/web urlTests: answered differently on purpose", () => {
  differs<string>(
    [
      [
        "file:///C:/Program%20Files/Music/Web%20Sys/main.html?REQUEST=RADIO",
        "file:///C:/Program%20Files/Music/Web%20Sys/main.html",
        "invalid: query-not-allowed",
        'RFC 8089 §2: file-URI = file-scheme ":" file-hier-part, with no query (Go reads the path and drops the query)',
      ],
      [
        "file:c:/path/to/file",
        "file:///c:/path/to/file",
        "invalid: bad-file",
        'RFC 8089 §2: local-path = path-absolute; "file:c:/…" is App. E.2\'s non-normative DOS form, which Go takes',
      ],
    ],
    (url) => {
      const v = validateUri(url);
      return v.valid ? normalizeUri(url) : `invalid: ${v.errors.join(", ")}`;
    },
  );
});

// ─── CPython 3.11.2 pathlib ──────────────────────────────────────────────────────────────

describe("CPython 3.11.2 Lib/test/test_pathlib.py test_as_uri, test_as_uri_non_ascii: as_uri() = a valid file URI, its own normal form, whose decoded path is the file's (RFC 8089 §2, RFC 3986 §2.1)", () => {
  test.each([
    // PurePosixPathTest
    ["/", "file:///", "/"],
    ["/a/b.c", "file:///a/b.c", "/a/b.c"],
    ["/a/b%#c", "file:///a/b%25%23c", "/a/b%#c"],
    ["/a/b\u00e9", "file:///a/b%C3%A9", "/a/b\u00e9"],
    // PureWindowsPathTest: a drive letter after an empty authority (RFC 8089 App. E.2)
    ["c:/", "file:///c:/", "/c:/"],
    ["c:/a/b.c", "file:///c:/a/b.c", "/c:/a/b.c"],
    ["c:/a/b%#c", "file:///c:/a/b%25%23c", "/c:/a/b%#c"],
    ["c:/a/b\u00e9", "file:///c:/a/b%C3%A9", "/c:/a/b\u00e9"],
    // a UNC path's server as the authority (RFC 8089 App. E.3.1)
    ["//some/share/", "file://some/share/", "/share/"],
    ["//some/share/a/b.c", "file://some/share/a/b.c", "/share/a/b.c"],
    ["//some/share/a/b%#c\u00e9", "file://some/share/a/b%25%23c%C3%A9", "/share/a/b%#c\u00e9"],
  ])("P(%j).as_uri() = %s", (_path, uri, decoded) => {
    expect(validateUri(uri).valid).toBe(true);
    expect(normalizeUri(uri)).toBe(uri);
    const r = parseUri(uri);
    expect(r.ok && decodeURIComponent(r.parts.path)).toBe(decoded);
  });
});

// ─── gRPC 1.51.1 ─────────────────────────────────────────────────────────────────────────

/** gRPC's URI::Parse fields: scheme, authority (as written, "" = none), path, query, fragment */
function grpcParts(s: string): Record<string, string> | string {
  const r = parseUri(s, { iri: false });
  if (!r.ok) return r.error.reason;
  const p = r.parts;
  if (p.scheme === undefined) return "no scheme";
  let authority = "";
  if (p.host !== undefined) {
    authority = p.userinfo === undefined ? "" : `${p.userinfo}@`;
    authority += p.hostKind === "ipv6" || p.hostKind === "ipvfuture" ? `[${p.host}]` : p.host;
    if (p.port !== undefined) authority += `:${p.port}`;
  }
  return {
    scheme: p.scheme,
    authority,
    path: p.path,
    query: p.query ?? "",
    fragment: p.fragment ?? "",
  };
}

describe("gRPC 1.51.1 (Debian grpc 1.51.1-3) test/core/uri/uri_parser_test.cc: URI::Parse = parseUri's parts (RFC 3986 §3; the peer percent-decodes, so its decoded text is compared where it differs)", () => {
  test.each<[string, string, string, string, string, string]>([
    // BasicExamplesAreParsedCorrectly
    ["http://www.google.com", "http", "www.google.com", "", "", ""],
    ["dns:///foo", "dns", "", "/foo", "", ""],
    ["http://www.google.com:90", "http", "www.google.com:90", "", "", ""],
    ["a192.4-df:foo.coom", "a192.4-df", "", "foo.coom", "", ""],
    ["a+b:foo.coom", "a+b", "", "foo.coom", "", ""],
    ["zookeeper://127.0.0.1:2181/foo/bar", "zookeeper", "127.0.0.1:2181", "/foo/bar", "", ""],
    ["dns:foo.com#fragment-all-the-things", "dns", "", "foo.com", "", "fragment-all-the-things"],
    [
      "http://localhost:8080/whatzit?mi_casa=su_casa",
      "http",
      "localhost:8080",
      "/whatzit",
      "mi_casa=su_casa",
      "",
    ],
    [
      "http://localhost:8080/whatzit?1=2#buckle/my/shoe",
      "http",
      "localhost:8080",
      "/whatzit",
      "1=2",
      "buckle/my/shoe",
    ],
    // UncommonValidExamplesAreParsedCorrectly
    ["scheme:path//is/ok", "scheme", "", "path//is/ok", "", ""],
    ["http:?legit", "http", "", "", "legit", ""],
    ["unix:#this-is-ok-too", "unix", "", "", "", "this-is-ok-too"],
    ["http:?legit#twice", "http", "", "", "legit", "twice"],
    ["fake:///", "fake", "", "/", "", ""],
    // VariousKeyValueAndNonKVQueryParamsAreParsedCorrectly, ParserTreatsFirstEqualSign…
    ["http://foo/path?a&b=B&c=&#frag", "http", "foo", "/path", "a&b=B&c=&", "frag"],
    [
      "http://localhost:8080/?too=many=equals&are=present=here#fragged",
      "http",
      "localhost:8080",
      "/",
      "too=many=equals&are=present=here",
      "fragged",
    ],
    [
      "http://auth/path?foo=bar=baz&foobar===",
      "http",
      "auth",
      "/path",
      "foo=bar=baz&foobar===",
      "",
    ],
    ["http://foo/path?a=2&a=1&a=3", "http", "foo", "/path", "a=2&a=1&a=3", ""],
    // AWSExternalAccountRegressionTest: ":" is a pchar in the query (§3.4)
    [
      "https://foo.com:5555/v1/token-exchange?subject_token=eyJhbGciO&subject_token_type=urn:ietf:params:oauth:token-type:id_token",
      "https",
      "foo.com:5555",
      "/v1/token-exchange",
      "subject_token=eyJhbGciO&subject_token_type=urn:ietf:params:oauth:token-type:id_token",
      "",
    ],
    // NonKeyValueQueryStringsWork: "'" is a sub-delim (§2.2)
    [
      "http://www.google.com?yay-i'm-using-queries",
      "http",
      "www.google.com",
      "",
      "yay-i'm-using-queries",
      "",
    ],
    // PreviouslyReservedCharactersInUnrelatedURIPartsAreIgnored (§3.5: "?" and "/" in a fragment)
    ["http://foo?bar#lol?", "http", "foo", "", "bar", "lol?"],
    ["http://foo?bar#lol?/", "http", "foo", "", "bar", "lol?/"],
    // EncodedCharactersInQueryStringAreParsedCorrectly (the peer decodes the values: "1&b=2")
    [
      "https://www.google.com/?a=1%26b%3D2&c=3",
      "https",
      "www.google.com",
      "/",
      "a=1%26b%3D2&c=3",
      "",
    ],
  ])("%s", (s, scheme, authority, path, query, fragment) => {
    expect(grpcParts(s)).toEqual({ scheme, authority, path, query, fragment });
  });

  test('UncommonValidExamples "http://local%25host:8080/whatz%25it?1%25=2%25#fragment": the decoded parts are the peer\'s', () => {
    const p = grpcParts("http://local%25host:8080/whatz%25it?1%25=2%25#fragment");
    expect(typeof p === "object" && Object.values(p).map(decodeURIComponent)).toEqual([
      "http",
      "local%host:8080",
      "/whatz%it",
      "1%=2%",
      "fragment",
    ]);
  });

  test('EncodedNullsInURIStringAreSupported: "unix-abstract:%00x" is a URI whose path decodes to NUL x (§2.1)', () => {
    const p = grpcParts("unix-abstract:%00x");
    expect(typeof p === "object" && decodeURIComponent(p.path ?? "")).toBe("\u0000x");
  });

  test.each([
    // InvalidURIsResultInFailureStatuses
    ["xyz", "no scheme"],
    // §3.4: "[" and "]" are gen-delims, no pchar: a query cannot hold them unencoded
    ["http://foo?[bar]", "bad-query"],
    ["http://foo?x[bar]", "bad-query"],
    // §3.5: a fragment holds no second "#"
    ["http://foo?bar#lol#", "bad-fragment"],
    ["", "no scheme"],
    // §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), not empty
    [":no_scheme", "empty-scheme"],
    // a scheme starts with a letter; read as a relative-path reference, its first segment
    // holds a ":" (§4.2)
    ["0invalid_scheme:must_start/with?alpha", "colon-in-first-segment"],
  ])("%j fails: %s", (s, reason) => {
    expect(grpcParts(s)).toBe(reason);
  });

  test('URITest.PercentEncodePath: the characters it keeps are pchar or "/", the ones it escapes are not (RFC 3986 §3.3)', () => {
    const uri =
      "x:/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/:@-._~!$&'()*+,;=%5C%3F%25%23%5B%5D%5E";
    expect(validateUri(uri).valid).toBe(true);
    expect(normalizeUri(uri)).toBe(uri);
    // each escaped character ends the path ("?", "#") or is no pchar (the others)
    for (const c of ["\\", "?", "%", "#", "[", "]", "^"]) {
      const r = parseUri(`x:/a${c}b`);
      expect(r.ok ? r.parts.path : "no URI").not.toBe(`/a${c}b`);
    }
  });
});

describe("gRPC 1.51.1 uri_parser_test.cc: answered differently on purpose", () => {
  differs<string>(
    [
      [
        "ipv6:[2001:db8::1%252]:12345",
        "path [2001:db8::1%2]:12345",
        "bad-path",
        'RFC 3986 §3.3: "[" and "]" are gen-delims, no pchar; outside the authority they must be percent-encoded',
      ],
      [
        "ipv6:[fe80::90%eth1.sky1]:6010",
        "path [fe80::90%eth1.sky1]:6010",
        "bad-path",
        'RFC 3986 §3.3 (no "[" in a path) and §2.1 ("%et" is no pct-encoded)',
      ],
      [
        "x:y?%xx",
        "query %xx",
        "bad-percent-encoding",
        'RFC 3986 §2.1: pct-encoded = "%" HEXDIG HEXDIG',
      ],
      [
        "http:?dangling-pct-%0",
        "query dangling-pct-%0",
        "bad-percent-encoding",
        'RFC 3986 §2.1: pct-encoded = "%" HEXDIG HEXDIG',
      ],
      [
        "unix-abstract:\u0000should-be-ok",
        "path \\0should-be-ok",
        "bad-path",
        "RFC 3986 §2: a URI is a sequence of characters from the allowed set; NUL is a control, written %00",
      ],
    ],
    (s) => {
      const r = parseUri(s);
      return r.ok ? `parsed, path ${r.parts.path}` : r.error.reason;
    },
  );
  // the peer's parse is generic (it checks no scheme); RFC 9110 §4.2.1: an http URI with an
  // empty host is invalid
  differs<string>(
    [
      [
        "http:?legit",
        "valid",
        "invalid: missing-host",
        "RFC 9110 §4.2.1: a sender MUST NOT generate an http URI with an empty host identifier",
      ],
      ["http:?legit#twice", "valid", "invalid: missing-host", "RFC 9110 §4.2.1"],
    ],
    (s) => {
      const v = validateUri(s);
      return v.valid ? "valid" : `invalid: ${v.errors.join(", ")}`;
    },
  );
});

// ─── NNG 1.5.2 ───────────────────────────────────────────────────────────────────────────

describe("NNG 1.5.2 (Debian nng 1.5.2-2) src/core/url_test.c: nng_url_parse's scheme, userinfo, hostname, port, path, query, fragment = parseUri's parts (RFC 3986 §3); its canonical path = the normal form's (§6.2.2)", () => {
  test.each<[string, Record<string, string | null>]>([
    [
      "http://www.google.com",
      { userinfo: null, host: "www.google.com", port: null, path: "", query: null, fragment: null },
    ],
    [
      "http://www.google.com:1234",
      {
        userinfo: null,
        host: "www.google.com",
        port: "1234",
        path: "",
        query: null,
        fragment: null,
      },
    ],
    [
      "http://www.google.com:1234/somewhere",
      {
        userinfo: null,
        host: "www.google.com",
        port: "1234",
        path: "/somewhere",
        query: null,
        fragment: null,
      },
    ],
    [
      "http://garrett@www.google.com:1234/somewhere",
      {
        userinfo: "garrett",
        host: "www.google.com",
        port: "1234",
        path: "/somewhere",
        query: null,
        fragment: null,
      },
    ],
    [
      "http://www.google.com/somewhere?result=yes",
      {
        userinfo: null,
        host: "www.google.com",
        port: null,
        path: "/somewhere",
        query: "result=yes",
        fragment: null,
      },
    ],
    [
      "http://www.google.com/somewhere?result=yes#chapter1",
      {
        userinfo: null,
        host: "www.google.com",
        port: null,
        path: "/somewhere",
        query: "result=yes",
        fragment: "chapter1",
      },
    ],
    [
      "http://www.google.com/somewhere#chapter2",
      {
        userinfo: null,
        host: "www.google.com",
        port: null,
        path: "/somewhere",
        query: null,
        fragment: "chapter2",
      },
    ],
    [
      "http://www.google.com#chapter3",
      {
        userinfo: null,
        host: "www.google.com",
        port: null,
        path: "",
        query: null,
        fragment: "chapter3",
      },
    ],
    [
      "http://www.google.com?color=red",
      {
        userinfo: null,
        host: "www.google.com",
        port: null,
        path: "",
        query: "color=red",
        fragment: null,
      },
    ],
    [
      "http://[::1]",
      { userinfo: null, host: "::1", port: null, path: "", query: null, fragment: null },
    ],
    [
      "http://[::1]:29",
      { userinfo: null, host: "::1", port: "29", path: "", query: null, fragment: null },
    ],
    [
      "http://[::1]:29/bottles",
      { userinfo: null, host: "::1", port: "29", path: "/bottles", query: null, fragment: null },
    ],
    // test_url_tcp_port: an empty host (§3.2.2 reg-name may be empty)
    [
      "tcp://:9876/",
      { userinfo: null, host: "", port: "9876", path: "/", query: null, fragment: null },
    ],
    // test_url_ws_wildcard: "*" is a sub-delim, so a reg-name (§3.2.2); the peer reads it as "any"
    [
      "ws://*:12345/foobar",
      { userinfo: null, host: "*", port: "12345", path: "/foobar", query: null, fragment: null },
    ],
    [
      "ssh://user@host.example.com",
      {
        userinfo: "user",
        host: "host.example.com",
        port: null,
        path: "",
        query: null,
        fragment: null,
      },
    ],
    // test_url_query_info_pass: dot-segments in a query are no path (§3.4)
    [
      "http://www.x.com/?/abc/def/./x/.././../y",
      {
        userinfo: null,
        host: "www.x.com",
        port: null,
        path: "/",
        query: "/abc/def/./x/.././../y",
        fragment: null,
      },
    ],
  ])("%s", (s, fields) => {
    const r = parseUri(s);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const p = r.parts;
    expect({
      userinfo: p.userinfo ?? null,
      host: p.host ?? null,
      port: p.port ?? null,
      path: p.path,
      query: p.query ?? null,
      fragment: p.fragment ?? null,
    }).toEqual(fields);
  });

  test.each([
    // test_url_canonify: scheme and host case (§6.2.2.1), "%2e" and "%7e" decoded (§6.2.2.2),
    // then dot-segments removed (§6.2.2.3): path "/~garrett"
    ["hTTp://www.EXAMPLE.com/bogus/.%2e/%7egarrett", "http://www.example.com/~garrett"],
    // test_url_query_info_pass
    ["http://www.x.com/?/abc/def/./x/.././../y", "http://www.x.com/?/abc/def/./x/.././../y"],
    // test_url_good_utf8: the path's octets stay encoded (uppercase hex, §6.2.2.1)
    ["http://www.x.com/%c2%a2_cents", "http://www.x.com/%C2%A2_cents"],
  ])("%s → %s", (s, normal) => {
    expect(normalizeUri(s)).toBe(normal);
  });

  test.each([
    // test_url_bad_scheme
    ["www.google.com", ["missing-scheme"]],
    // RFC 9110 §4.2.1: no authority, so no host
    ["http:www.google.com", ["missing-host"]],
    // test_url_bad_ipv6: an IP-literal closes with "]" (§3.2.2), which is followed by ":" port,
    // "/", "?", "#" or the end (§3.2)
    ["http://[::1", ["bad-ipv6"]],
    ["http://[::1]bogus", ["bad-host"]],
  ])("%s is refused: %j", (s, errors) => {
    expect(validateUri(s).errors).toEqual(errors);
  });
});

describe("NNG 1.5.2 src/core/url_test.c: answered differently on purpose", () => {
  differs<string>(
    [
      [
        "http://www.x.com//abc/def/./x/..///./../y",
        "http://www.x.com/abc/y",
        "http://www.x.com//abc/def//y",
        'RFC 3986 §5.2.4 keeps empty segments: only "." and ".." go, so "//abc/def/./x/..///./../y" is "//abc/def//y" (the peer also merges "//")',
      ],
      [
        "http://x.com/x%80x",
        "refused (not UTF-8)",
        "http://x.com/x%80x",
        "RFC 3986 §2.1: a pct-encoded octet may be any octet; only an IRI's conversion needs UTF-8 (RFC 3987 §3.2)",
      ],
      [
        "http://x.com/x%c0%81",
        "refused (overlong UTF-8)",
        "http://x.com/x%C0%81",
        "RFC 3986 §2.1, §6.2.2.1: any octet, uppercase hex",
      ],
      [
        "ws://",
        'parsed: host "", port 80',
        "throws",
        'RFC 6455 §3: ws-URI = "ws:" "//" host …, and §4.1 opens the connection to /host/: a host is required, as RFC 9110 §4.2.1 requires one for http',
      ],
    ],
    (s) => {
      try {
        return normalizeUri(s);
      } catch {
        return "throws";
      }
    },
  );
});

// ─── wxWidgets 3.2.2 ─────────────────────────────────────────────────────────────────────

describe("wxWidgets 3.2.2 (Debian wxwidgets3.2 3.2.2+dfsg-2) tests/uris/uris.cpp URITestCase: wxURI's host type, server, user and path = parseUri's parts; its resolved path = the normal form's (RFC 3986 §3, §6.2.2.3)", () => {
  test.each([
    // IPv4: a dec-octet is 0–255 (§3.2.2); 256 makes the host a reg-name
    ["http://user:password@192.168.1.100:5050/path", "ipv4"],
    ["http://user:password@192.255.1.100:5050/path", "ipv4"],
    ["http://user:password@192.256.1.100:5050/path", "reg-name"],
    // IPv6 (the test quotes §3.2.2's IPv6address rule)
    ["http://user:password@[aa:aa:aa:aa:aa:aa:192.168.1.100]:5050/path", "ipv6"],
    ["http://user:password@[aa:aa:aa:aa:aa:aa:aa:aa]:5050/path", "ipv6"],
    ["http://user:password@[aa:aa:aa:aa::192.168.1.100]:5050/path", "ipv6"],
    ["http://user:password@[aa:aa:aa:aa::aa:aa]:5050/path", "ipv6"],
  ])("%s: %s", (s, kind) => {
    const r = parseUri(s);
    expect(r.ok && r.parts.hostKind).toBe(kind);
  });

  test.each([
    ["http://foo/", "foo"],
    ["http://foo-bar/", "foo-bar"],
    ["http://foo/bar/", "foo"],
    ["http://192.168.1.0/", "192.168.1.0"],
    ["http://192.168.1.17/", "192.168.1.17"],
    ["http://192.168.1.255/", "192.168.1.255"],
    ["http://192.168.1.1/index.html", "192.168.1.1"],
    ["http://[aa:aa:aa:aa::aa:aa]/foo", "aa:aa:aa:aa::aa:aa"],
  ])("Server: %s → %s", (s, host) => {
    const r = parseUri(s);
    expect(r.ok && r.parts.host).toBe(host);
  });

  test.each([
    ["http://user:pass@host/path/", "user:pass"],
    ["http://user@host/path/", "user"],
  ])('UserAndPass: %s (the peer\'s user is the userinfo up to ":")', (s, userinfo) => {
    const r = parseUri(s);
    expect(r.ok && r.parts.userinfo).toBe(userinfo);
  });
  test("UserAndPass: http://host/path/ has no userinfo", () => {
    const r = parseUri("http://host/path/");
    expect(r.ok && r.parts.userinfo).toBeUndefined();
  });

  test.each([
    ["http://user:password@192.256.1.100:5050/../path", "/path"],
    ["http://user:password@192.256.1.100:5050/path/../", "/"],
    ["http://user:password@192.256.1.100:5050/path/.", "/path/"],
    ["http://user:password@192.256.1.100:5050/path/./", "/path/"],
    ["http://good.com:8042/GOODPATH", "/GOODPATH"],
  ])("Paths: %s → path %s", (s, path) => {
    const n = normalizeUri(s);
    expect(n.slice(n.indexOf("/", "http://".length))).toBe(path);
  });

  test('Paths: "path/john/../../../joe" and the peer\'s "../joe" resolve alike (RFC 3986 §5.2.2, §5.2.4)', () => {
    for (const base of ["http://a/b/c/d;p?q", "http://a/"])
      expect(resolveUri("path/john/../../../joe", base)).toBe(resolveUri("../joe", base));
  });

  test.each([
    // "http://good.com:8042BADPATH": port = *DIGIT (§3.2.3) and a path after an authority
    // begins with "/" (§3.3): no URI (the peer keeps no path either)
    ["http://good.com:8042BADPATH", "bad-port"],
  ])("Paths: %s is no URI-reference (%s)", (s, reason) => {
    const r = parseUri(s);
    expect(r.ok ? "parsed" : r.error.reason).toBe(reason);
  });
  test('Paths: "//BADPATH" is a network-path reference: host BADPATH, empty path (§4.2)', () => {
    const r = parseUri("//BADPATH");
    expect(r.ok && [r.parts.host, r.parts.path]).toEqual(["BADPATH", ""]);
  });

  test("Unescaping: the percent-encoded path decodes to the peer's text and stays encoded in the normal form (§2.4, §6.2.2.2: no unreserved among them)", () => {
    const s =
      "http://test.com/of/file%3A%2F%2FC%3A%5Curi%5Cescaping%5Cthat%5Cseems%5Cbroken%5Csadly%5B1%5D.rss";
    expect(normalizeUri(s)).toBe(s);
    expect(decodeURIComponent(s)).toBe(
      "http://test.com/of/file://C:\\uri\\escaping\\that\\seems\\broken\\sadly[1].rss",
    );
  });

  test.each([
    // FileScheme "file:/// variety", "file:/ variety", "file: variety": the generic path
    ["file:///e:/wxcode/script1.xml", "/e:/wxcode/script1.xml"],
    ["file:/e:/wxcode/script1.xml", "/e:/wxcode/script1.xml"],
    ["file:e:/wxcode/script1.xml", "e:/wxcode/script1.xml"],
  ])("FileScheme: %s → path %s", (s, path) => {
    const r = parseUri(s);
    expect(r.ok && r.parts.path).toBe(path);
  });
});

describe("wxWidgets 3.2.2 tests/uris/uris.cpp: answered differently on purpose", () => {
  differs<string>(
    [
      [
        "file://e:/wxcode/script1.xml",
        "path e:/wxcode/script1.xml",
        'host e, port "", path /wxcode/script1.xml',
        'RFC 3986 §3.2: "//" begins the authority, which ends at the next "/"; the test itself calls the peer\'s reading "NOT CONFORMING TO THE RFC"',
      ],
    ],
    (s) => {
      const r = parseUri(s);
      return r.ok
        ? `host ${r.parts.host}, port "${r.parts.port}", path ${r.parts.path}`
        : r.error.reason;
    },
  );
});

// ─── GNU libc 2.36 ───────────────────────────────────────────────────────────────────────

/** [input, inet_pton(AF_INET) takes it, the 16 bytes inet_pton(AF_INET6) gives in hex or null] */
const GLIBC_INET_PTON: ReadonlyArray<readonly [string, boolean, string | null]> = [
  [".:", false, null],
  ["0.0.0.0", true, null],
  ["0.:", false, null],
  ["00", false, null],
  ["0000000", false, null],
  ["00000000000000000", false, null],
  ["092.", false, null],
  ["10.0.301.2", false, null],
  ["127.0.0.1", true, null],
  ["19..", false, null],
  ["192.0.2.-1", false, null],
  ["192.0.2.01", false, null],
  ["192.0.2.1.", false, null],
  ["192.0.2.1192.", false, null],
  ["192.0.2.192.\u00ff..", false, null],
  ["192.0.2.256", false, null],
  ["192.0.2.27", true, null],
  ["192.0.201.", false, null],
  ["192.0.261.", false, null],
  ["192.0.2\u00ae", false, null],
  ["192.0.\u00b2.", false, null],
  ["192.062.", false, null],
  ["192.092.\u00ae", false, null],
  ["192.0\u00ae2.", false, null],
  ["192.192.0.2661\u0019", false, null],
  ["192.192.00n2.1.", false, null],
  ["192.192.2.190.", false, null],
  ["192.255.255.2555", false, null],
  ["192.92.219\u0013.", false, null],
  ["192.\u00b0.2.", false, null],
  ["1:1::1:1", false, "00010001000000000000000000010001"],
  ["2", false, null],
  ["2.", false, null],
  ["2001:db8:00001::f", false, null],
  ["2001:db8:10000::f", false, null],
  ["2001:db8:1234:5678:abcd:ef01:2345:67", false, "20010db812345678abcdef0123450067"],
  ["2001:db8:1234:5678:abcd:ef01:2345:6789:1", false, null],
  ["2001:db8:1234:5678:abcd:ef01:2345::6789", false, null],
  ["2001:db8::0", false, "20010db8000000000000000000000000"],
  ["2001:db8::00", false, "20010db8000000000000000000000000"],
  ["2001:db8::1", false, "20010db8000000000000000000000001"],
  ["2001:db8::10", false, "20010db8000000000000000000000010"],
  ["2001:db8::19", false, "20010db8000000000000000000000019"],
  ["2001:db8::1::\n", false, null],
  ["2001:db8::1::2\n", false, null],
  ["2001:db8::2", false, "20010db8000000000000000000000002"],
  ["2001:db8::3", false, "20010db8000000000000000000000003"],
  ["2001:db8::4", false, "20010db8000000000000000000000004"],
  ["2001:db8::5", false, "20010db8000000000000000000000005"],
  ["2001:db8::6", false, "20010db8000000000000000000000006"],
  ["2001:db8::7", false, "20010db8000000000000000000000007"],
  ["2001:db8::8", false, "20010db8000000000000000000000008"],
  ["2001:db8::9", false, "20010db8000000000000000000000009"],
  ["2001:db8::A", false, "20010db800000000000000000000000a"],
  ["2001:db8::B", false, "20010db800000000000000000000000b"],
  ["2001:db8::C", false, "20010db800000000000000000000000c"],
  ["2001:db8::D", false, "20010db800000000000000000000000d"],
  ["2001:db8::E", false, "20010db800000000000000000000000e"],
  ["2001:db8::F", false, "20010db800000000000000000000000f"],
  ["2001:db8::a", false, "20010db800000000000000000000000a"],
  ["2001:db8::b", false, "20010db800000000000000000000000b"],
  ["2001:db8::c", false, "20010db800000000000000000000000c"],
  ["2001:db8::d", false, "20010db800000000000000000000000d"],
  ["2001:db8::e", false, "20010db800000000000000000000000e"],
  ["2001:db8::f", false, "20010db800000000000000000000000f"],
  ["2001:db8::ff", false, "20010db80000000000000000000000ff"],
  ["2001:db8::ffff:2\n", false, null],
  ["22", false, null],
  ["2222@", false, null],
  ["255.255.255.255", true, null],
  ["255.255.255.255\u0001", false, null],
  ["255.255.255.25555", false, null],
  ["2:", false, null],
  ["2:a:8:EEEE::EEEE:F:EEE8:EEEE\u001c*:", false, null],
  ["2:ff:1:1:7:ff:1:1:7.", false, null],
  [
    "2f:000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000G01",
    false,
    null,
  ],
  ["429495", false, null],
  ["5::5::", false, null],
  ["6.6.", false, null],
  ["992.", false, null],
  ["::", false, "00000000000000000000000000000000"],
  ["::00001", false, null],
  ["::1", false, "00000000000000000000000000000001"],
  ["::10000", false, null],
  ["::1:1", false, "00000000000000000000000000010001"],
  ["::ff:1:1:7.0.0.1", false, "00000000000000ff0001000107000001"],
  ["::ff:1:1:7:ff:1:1:7.", false, null],
  ["::ff:1:1:7ff:1:8:7.0.0.1", false, null],
  ["::ff:1:1:7ff:1:8f:1:1:71", false, null],
  ["::ffff:02fff:127.0.S1", false, null],
  ["::ffff:127.0.0.1", false, "00000000000000000000ffff7f000001"],
  ["::ffff:1:7.0.0.1", false, "0000000000000000ffff000107000001"],
  [":\u00ba", false, null],
  ["A:f:ff:1:1:D:ff:1:1::7.", false, null],
  ["AAAAA.", false, null],
  ["D:::", false, null],
  ["DF8F", false, null],
  ["F::", false, "000f0000000000000000000000000000"],
  ["F:A:8:EEEE:8:EEEE\u001c*:", false, null],
  ["F:a:8:EEEE:8:EEEE\u001c*:", false, null],
  ["F:ff:100:7ff:1:8:7.0.10.1", false, "000f00ff010007ff0001000807000a01"],
  ["d92.", false, null],
  [
    "ff:0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
    false,
    null,
  ],
  ["fff2:2::ff2:2:f7", false, "fff200020000000000000ff2000200f7"],
  ["ffff:ff:ff:fff:ff:ff:ff:", false, null],
  ["\u00ba:", false, null],
];

describe("GNU libc 2.36 (Debian glibc 2.36-9) resolv/tst-inet_pton.c test_cases: what inet_pton takes = an IPv4address as written (RFC 3986 §3.2.2) / an IPv6address in brackets with the same 16 bytes (RFC 4291 §2.2); what it refuses is neither", () => {
  test.each(GLIBC_INET_PTON)("%j (AF_INET %s, AF_INET6 %s)", (input, v4, v6) => {
    expect(isIPv4(input)).toBe(v4);
    if (v6 === null) expect(ipv6(input)).toMatch(/^(bad-|host kind)/);
    else expect(ipv6(input)).toBe(ipv6(pieces(v6)));
  });
});

// ─── NetAddr::IP 4.079 ───────────────────────────────────────────────────────────────────

/** t/short.t %cases: [the address new() reads, short() upper-cased] */
const NETADDR_SHORT: ReadonlyArray<readonly [string, string]> = [
  ["dead:beef::1", "DEAD:BEEF::1"],
  ["0:0::1", "::1"],
  ["2001:620:600::1", "2001:620:600::1"],
  ["2001:620:600:0:1::1", "2001:620:600:0:1::1"],
  ["2001:620:601::1:0:0:1", "2001:620:601:0:1::1"],
  ["0:0:33:44:0:0:0:DD", "0:0:33:44::DD"],
  ["0:0:33:44:AA:0:0:0", "0:0:33:44:AA::"],
  ["0:22:33:44:0:BB:CC:0", "0:22:33:44:0:BB:CC:0"],
  ["0:22:33:44:0:BB:CC:DD", "0:22:33:44:0:BB:CC:DD"],
  ["0:22:33:44:AA:BB:CC:0", "0:22:33:44:AA:BB:CC:0"],
  ["0:22:33:44:AA:BB:CC:DD", "0:22:33:44:AA:BB:CC:DD"],
  ["110:0:0:44:AA:0:0:0", "110:0:0:44:AA::"],
  ["11:0:33:44:0:BB:CC:DD", "11:0:33:44:0:BB:CC:DD"],
  ["11:0:33:44:AA:BB:CC:DD", "11:0:33:44:AA:BB:CC:DD"],
  ["11:22:0:44:AA:0:0:DD", "11:22:0:44:AA::DD"],
  ["11:22:33:0:AA:BB:CC:0", "11:22:33:0:AA:BB:CC:0"],
  ["11:22:33:44:AA:0:0:0", "11:22:33:44:AA::"],
  ["11:22:0:0:0:0:CC:DD", "11:22::CC:DD"],
  ["11:0:0:44:AA:0:0:DD", "11::44:AA:0:0:DD"],
  ["11:0:0:44:AA:BB:0:0", "11::44:AA:BB:0:0"],
  ["11:0:0:0:AA:0:0:DD", "11::AA:0:0:DD"],
  ["11:0:0:0:AA:BB:0:0", "11::AA:BB:0:0"],
  ["1:0:0:0:0:0:0:0", "1::"],
  ["0:0:0:0:0:0:0:0", "::"],
  ["0:0:33:44:AA:BB:0:0", "::33:44:AA:BB:0:0"],
  ["0:0:0:44:0:0:CC:DD", "::44:0:0:CC:DD"],
  ["0:0:0:44:AA:BB:0:0", "::44:AA:BB:0:0"],
  ["0:0:0:44:AA:BB:CC:DD", "::44:AA:BB:CC:DD"],
  ["0:0:0:0:0:0:0:A", "::A"],
];

describe("NetAddr::IP 4.079 (Debian libnetaddr-ip-perl 4.079+dfsg-2) t/short.t, t/full6-uri.t: short() = the normal form's host (RFC 5952 §4), full6() = the same address", () => {
  test.each(NETADDR_SHORT)("short(%s) = %s", (input, short) => {
    expect(ipv6(input)).toBe(short.toLowerCase());
  });
  test.each([
    // full6-uri.t: the address in brackets, as a URI writes it (RFC 3986 §3.2.2)
    ["[DEAD:BEEF::1]", "dead:beef:0000:0000:0000:0000:0000:0001"],
    ["[1:2:3:4:5:6:7:8]", "0001:0002:0003:0004:0005:0006:0007:0008"],
    ["[1234:5678:90AB:CDEF:0123:4567:890A:BCDE]", "1234:5678:90ab:cdef:0123:4567:890a:bcde"],
  ])("full6(%s) = %s", (input, full) => {
    expect(ipv6(inUri(input))).toBe(ipv6(full));
  });
  test.each(["127.0.1.1", "127.1.0.1", "127.0.0.1"])("%s is an IPv4address", (a) => {
    expect(isIPv4(a)).toBe(true);
  });
});

describe("NetAddr::IP 4.079 t/short.t: answered differently on purpose", () => {
  const firstRun =
    'RFC 5952 §4.2.3: of two equal longest runs of zero fields, the first is shortened to "::"';
  differs<string>(
    [
      ["0:0:33:44:0:0:CC:DD", "0:0:33:44::cc:dd", "::33:44:0:0:cc:dd", firstRun],
      ["0:0:33:0:0:BB:0:0", "0:0:33::bb:0:0", "::33:0:0:bb:0:0", firstRun],
    ],
    ipv6,
  );
  differs<string>(
    [
      [
        "127.0.0.1",
        "127.1",
        "127.0.0.1",
        'RFC 3986 §3.2.2: IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet; "127.1" (inet_aton\'s short form) is a reg-name',
      ],
    ],
    (a) => {
      const n = normalizeUri(`http://${a}/`);
      return n.slice("http://".length, -1);
    },
  );
});

// ─── iproute 1.7.12 ──────────────────────────────────────────────────────────────────────

describe("iproute 1.7.12 (Debian haskell-iproute 1.7.12-1) Data/IP/Addr.hs doctests: show (read s :: IPv6) = the normal form's host (RFC 5952 §4, §5)", () => {
  test.each([
    ["2001:db8:00:00:00:00:00:01", "2001:db8::1"],
    ["2001:db8:11e:c00::101", "2001:db8:11e:c00::101"],
    ["2001:db8:11e:c00:aa:bb:192.0.2.1", "2001:db8:11e:c00:aa:bb:c000:201"],
    ["2001:db8::192.0.2.1", "2001:db8::c000:201"],
    ["0::ffff:192.0.2.1", "::ffff:192.0.2.1"],
    ["::0.0.0.1", "::1"],
  ])("%s → %s", (s, text) => {
    expect(ipv6(s)).toBe(text);
  });
  test('"192.0.2.1" is an IPv4address; "2001:db8:00:00:00:00:00:01" and "…:05" are two addresses', () => {
    expect(isIPv4("192.0.2.1")).toBe(true);
    expect(ipv6("2001:db8:00:00:00:00:00:01")).not.toBe(ipv6("2001:db8:00:00:00:00:00:05"));
  });
});

describe("iproute 1.7.12 Data/IP/Addr.hs: answered differently on purpose", () => {
  differs<string>(
    [
      [
        "0::0:c000:201",
        "::192.0.2.1",
        "::c000:201",
        "RFC 5952 §5: mixed notation where a well-known prefix tells an IPv4 address is embedded; ::/96 (IPv4-compatible, deprecated by RFC 4291 §2.5.5.1) also holds ::1, so §4's hex text",
      ],
    ],
    ipv6,
  );
});

// ─── APT 2.6.1 ───────────────────────────────────────────────────────────────────────────

/** APT's URI fields: Access, User, Password (percent-decoded), Host, Port ("" = none), Path */
function aptFields(s: string): Record<string, string> | string {
  const r = parseUri(s);
  if (!r.ok) return r.error.reason;
  const p = r.parts;
  const u = p.userinfo ?? "";
  const colon = u.indexOf(":");
  return {
    access: p.scheme ?? "",
    user: decodeURIComponent(colon < 0 ? u : u.slice(0, colon)),
    password: colon < 0 ? "" : decodeURIComponent(u.slice(colon + 1)),
    host: p.host ?? "",
    port: p.port ?? "",
    path: p.path,
  };
}

describe("APT 2.6.1 (Debian apt 2.6.1) test/libapt/uri_test.cc: URI's Access, User, Password, Host, Port, Path = parseUri's parts (RFC 3986 §3); (std::string)U ≡ the input (§6.2)", () => {
  test.each<[string, Record<string, string>, string]>([
    // BasicHTTP
    [
      "http://www.debian.org:90/temp/test",
      {
        access: "http",
        user: "",
        password: "",
        host: "www.debian.org",
        port: "90",
        path: "/temp/test",
      },
      "http://www.debian.org:90/temp/test",
    ],
    [
      "http://jgg:foo@ualberta.ca/blah",
      {
        access: "http",
        user: "jgg",
        password: "foo",
        host: "ualberta.ca",
        port: "",
        path: "/blah",
      },
      "http://jgg:foo@ualberta.ca/blah",
    ],
    [
      "https://apt@example.org/blah",
      { access: "https", user: "apt", password: "", host: "example.org", port: "", path: "/blah" },
      "https://apt@example.org/blah",
    ],
    // SingeSlashFile: no authority (RFC 8089 §2 local-path)
    [
      "file:/usr/bin/foo",
      { access: "file", user: "", password: "", host: "", port: "", path: "/usr/bin/foo" },
      "file:/usr/bin/foo",
    ],
    // RFC2732 (the peer's host without brackets)
    [
      "http://[1080::8:800:200C:417A]/foo",
      {
        access: "http",
        user: "",
        password: "",
        host: "1080::8:800:200C:417A",
        port: "",
        path: "/foo",
      },
      "http://[1080::8:800:200C:417A]/foo",
    ],
    [
      "http://[::FFFF:129.144.52.38]:80/index.html",
      {
        access: "http",
        user: "",
        password: "",
        host: "::FFFF:129.144.52.38",
        port: "80",
        path: "/index.html",
      },
      "http://[::FFFF:129.144.52.38]:80/index.html",
    ],
    // "percent encoded password", "percent encoded user" (§3.2.1; the peer writes "/" for
    // the empty path, the same ftp URI)
    [
      "ftp://foo:b%40r@example.org",
      { access: "ftp", user: "foo", password: "b@r", host: "example.org", port: "", path: "" },
      "ftp://foo:b%40r@example.org/",
    ],
    [
      "ftp://f%40o:bar@example.org",
      { access: "ftp", user: "f@o", password: "bar", host: "example.org", port: "", path: "" },
      "ftp://f%40o:bar@example.org/",
    ],
  ])("%s", (s, fields, written) => {
    expect(validateUri(s).valid).toBe(true);
    expect(aptFields(s)).toEqual(fields);
    expect(equivalent(s, written)).toBe(true);
  });
});

describe("APT 2.6.1 test/libapt/uri_test.cc: answered differently on purpose", () => {
  differs<Record<string, string> | string>(
    [
      [
        "gzip:./bar/cow",
        { access: "gzip", user: "", password: "", host: ".", port: "", path: "/bar/cow" },
        { access: "gzip", user: "", password: "", host: "", port: "", path: "./bar/cow" },
        'RFC 3986 §3: only "//" begins an authority; "./bar/cow" is a path-rootless',
      ],
      [
        "ftp:ftp.fr.debian.org/debian/pool/main/x/xtel/xtel_3.2.1-15_i386.deb",
        {
          access: "ftp",
          user: "",
          password: "",
          host: "ftp.fr.debian.org",
          port: "",
          path: "/debian/pool/main/x/xtel/xtel_3.2.1-15_i386.deb",
        },
        {
          access: "ftp",
          user: "",
          password: "",
          host: "",
          port: "",
          path: "ftp.fr.debian.org/debian/pool/main/x/xtel/xtel_3.2.1-15_i386.deb",
        },
        'RFC 3986 §3: without "//" there is no authority (and RFC 1738 §3.2\'s ftpurl needs one: validateUri gives missing-host)',
      ],
      [
        "http://[::FFFF:129.144.52.38:]:80/index.html",
        {
          access: "http",
          user: "",
          password: "",
          host: "::FFFF:129.144.52.38:",
          port: "80",
          path: "/index.html",
        },
        "bad-ipv6",
        'RFC 3986 §3.2.2: an IPv6address ends in ls32 or h16 or "::", not a single ":"',
      ],
      [
        "http://[::FFFF:129.144.52.38:]/index.html",
        {
          access: "http",
          user: "",
          password: "",
          host: "::FFFF:129.144.52.38:",
          port: "",
          path: "/index.html",
        },
        "bad-ipv6",
        "RFC 3986 §3.2.2",
      ],
      [
        "cdrom:Moo Cow Rom:/debian",
        { access: "cdrom", user: "", password: "", host: "Moo Cow Rom", port: "", path: "/debian" },
        "bad-path",
        'RFC 3986 §3.3: a space is no pchar (and without "//" there is no host)',
      ],
      [
        "cdrom:[The Debian 1.2 disk, 1/2 R1:6]/debian/",
        {
          access: "cdrom",
          user: "",
          password: "",
          host: "The Debian 1.2 disk, 1/2 R1:6",
          port: "",
          path: "/debian/",
        },
        "bad-path",
        'RFC 3986 §3.3: "[", "]" and a space are no pchar (the test calls this its "Evil Corruption of RFC 2732")',
      ],
      [
        "cdrom:Foo Bar Cow/debian/",
        {
          access: "cdrom",
          user: "",
          password: "",
          host: "Foo Bar Cow",
          port: "",
          path: "/debian/",
        },
        "bad-path",
        "RFC 3986 §3.3: a space is no pchar",
      ],
    ],
    aptFields,
  );
});

// ─── systemd 252 ─────────────────────────────────────────────────────────────────────────

describe("systemd 252.39 (Debian systemd 252.39-1~deb12u2) src/test/test-web-util.c is_valid_documentation_url: documentation_url_is_valid = validateUri", () => {
  test.each([
    "https://www.freedesktop.org/wiki/Software/systemd",
    "https://www.kernel.org/doc/Documentation/binfmt_misc.txt",
    "https://www.kernel.org/doc/Documentation/admin-guide/binfmt-misc.rst",
    "https://docs.kernel.org/admin-guide/binfmt-misc.html",
    // RFC 8089 §2: local-path
    "file:/foo/foo",
    // "(" and ")" are sub-delims, so pchar (RFC 3986 §3.3)
    "man:systemd.special(7)",
  ])("%s is valid", (s) => {
    expect(validateUri(s).valid).toBe(true);
  });
  test.each([
    ["info:", ["bad-info"]],
    ["", ["missing-scheme"]],
  ])("%j is refused: %j", (s, errors) => {
    expect(validateUri(s).errors).toEqual(errors);
  });
});

describe("systemd 252.39 test-web-util.c: answered differently on purpose", () => {
  differs<string>(
    [
      [
        "info:bar",
        "valid",
        "invalid: bad-info",
        'RFC 4452 §3: info-identifier = namespace "/" identifier (systemd means a GNU Info page, which no registered scheme names)',
      ],
      [
        "foo:",
        "invalid",
        "valid",
        'RFC 3986 §3: hier-part may be path-empty, so "foo:" is a URI (systemd refuses the schemes it does not know)',
      ],
    ],
    (s) => {
      const v = validateUri(s);
      return v.valid ? "valid" : `invalid: ${v.errors.join(", ")}`;
    },
  );
});
