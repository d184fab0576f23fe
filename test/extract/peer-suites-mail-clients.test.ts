/**
 * Extraction cases from the URL scanners of mail clients, taken from their Debian source
 * packages:
 * - evolution-data-server 3.46.4 (3.46.4-2, bookworm), src/camel/tests/misc/url-scan.c
 *   (camel_text_to_html with CONVERT_URLS | CONVERT_ADDRESSES: the first href of the output)
 *   and src/camel/tests/misc/url.c (camel_url_new_with_base, camel_url_to_string)
 * - aerc 0.14.0 (0.14.0-1, bookworm), lib/parse/hyperlinks_test.go (TestHyperlinks: the links
 *   aerc's :open-link offers) and commands/msg/unsubscribe_test.go (TestParseUnsubscribe: the
 *   <…> of a List-Unsubscribe header)
 * - NeoMutt 20250510 (trixie: bookworm's 20220429 tarball is not on the mirror),
 *   test/url/url_parse.c and test/email/mutt_parse_mailto.c: URL *parsing*, run through the
 *   core (validateUri, normalizeUri) with the answer RFC 3986 gives
 * The text is the peer's own, JS-escaped. camel checks one href, aerc a set of links (it keeps
 * one of each); the assertions list every URI urisift finds, in order. Each group holds the
 * cases where urisift gives the peer's answer (addresses and schemeless names with
 * `fuzzy: true`, "mailto:" added), then those where it answers differently on purpose (the
 * peer's answer and the rule in a comment), then those urisift got wrong when this file was
 * written, fixed since ("found wrong before, fixed").
 * Skipped: 30 of url.c's 52 cases, its RFC 1808 references against the same base
 * "http://a/b/c/d;p?q#f", which test/core/peer-suites-platforms.test.ts holds (CPython's
 * test_RFC1808); NeoMutt's url_check_scheme.c (its own scheme enum: policy), url_pct_*.c and
 * url_tostring.c / url_tobuffer.c (no URI text: encoding "Hello world", NULL handling). No
 * url-scan.c or aerc input was in test/ already.
 * Not found: urlview 0.9 and gnome-terminal 3.46.8 (their tarballs are not on the mirror),
 * extract-url and wezterm (not packaged), VTE 0.70.6 (no URL tests: the regexes are
 * gnome-terminal's).
 */
import { describe, expect, it } from "vitest";
import { resolveUri } from "../../src/core/index.js";
import { check } from "../helpers/peer-check.js";
import { expectInvalid, expectNormal, expectValid, show } from "../helpers/peer-expect.js";

// ─── Evolution (camel) ──────────────────────────────────────────────────────────────────

describe("Evolution camel_url_scanner (src/camel/tests/misc/url-scan.c, evolution-data-server 3.46.4)", () => {
  check([
    ["http://www.foo.com", ["http://www.foo.com"]],
    ["Ends with http://www.foo.com", ["http://www.foo.com"]],
    ["http://www.foo.com at start", ["http://www.foo.com"]],
    ["http://www.foo.com.", ["http://www.foo.com"]],
    ["http://www.foo.com/.", ["http://www.foo.com/"]],
    ["<http://www.foo.com>", ["http://www.foo.com"]],
    ["(http://www.foo.com)", ["http://www.foo.com"]],
    ["http://www.foo.com, 555-9999", ["http://www.foo.com"]],
    ["|http://www.foo.com|555-9999|", ["http://www.foo.com"]],
    ["foo http://www.foo.com/ bar", ["http://www.foo.com/"]],
    ["foo http://www.foo.com/index.html bar", ["http://www.foo.com/index.html"]],
    ["foo http://www.foo.com/q?99 bar", ["http://www.foo.com/q?99"]],
    ["foo http://www.foo.com/;foo=bar&baz=quux bar", ["http://www.foo.com/;foo=bar&baz=quux"]],
    ["foo http://www.foo.com/index.html#anchor bar", ["http://www.foo.com/index.html#anchor"]],
    ["http://www.foo.com/index.html; foo", ["http://www.foo.com/index.html"]],
    ["http://www.foo.com/index.html: foo", ["http://www.foo.com/index.html"]],
    ["http://www.foo.com/index.html?", ["http://www.foo.com/index.html"]],
    ["http://www.foo.com/index.html!", ["http://www.foo.com/index.html"]],
    ['"http://www.foo.com/index.html"', ["http://www.foo.com/index.html"]],
    ["'http://www.foo.com/index.html'", ["http://www.foo.com/index.html"]],
    ["http://bob@www.foo.com/bar/baz/", ["http://bob@www.foo.com/bar/baz/"]],
    ["http no match http", []],
    ["http: no match http:", []],
    ["http:// no match http://", []],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // camel: "mailto:bob@foo.com" (it knows a list of schemes and reads the rest as an
      // address). Any scheme followed by "//" starts a URI (DESIGN "Delimiting rules": bare;
      // RFC 3986 §3.1), and this one is valid
      ["unrecognized://bob@foo.com/path", ["unrecognized://bob@foo.com/path"]],
      // camel: "http://www.foo.com/index.html" (a "--" glued to the last word read as a dash).
      // "-" is a URI character (RFC 3986 §2.3) and a path may end with hyphens: the article
      // "…/wiki/C--", the tag "…/tagged/c--", and in a server log "…?id=1--" (an SQL
      // injection probe, which the log must show as sent): urisift keeps them
      ["http://www.foo.com/index.html-- foo", ["http://www.foo.com/index.html--"]],
    ]);
  });
});

describe("Evolution camel_url_scanner (src/camel/tests/misc/url-scan.c, evolution-data-server 3.46.4), fuzzy", () => {
  check(
    [
      ["bob@foo.com", ["mailto:bob@foo.com"]],
      ["Ends with bob@foo.com", ["mailto:bob@foo.com"]],
      ["bob@foo.com at start", ["mailto:bob@foo.com"]],
      ["bob@foo.com.", ["mailto:bob@foo.com"]],
      ['"bob@foo.com"', ["mailto:bob@foo.com"]],
      ["<bob@foo.com>", ["mailto:bob@foo.com"]],
      ["(bob@foo.com)", ["mailto:bob@foo.com"]],
      ["bob@foo.com, 555-9999", ["mailto:bob@foo.com"]],
      ["bob@ no match bob@", []],
      ["@foo.com no match @foo.com", []],
      ['"bob"@foo.com', []],
      ["M@ke money fast!", []],
      ["ASCII art @_@ @>->-", []],
      ["src/www.c", []],
      ["Ewwwwww.Gross.", []],
    ],
    { fuzzy: true },
  );
  describe("found wrong before, fixed", () => {
    check(
      [
        // urisift gave none. The "|" are a table's separators: the domain ends at the "|" after
        // "com" (RULES.md "Fuzzy links": a domain is letters, digits, hyphens and dots, and a
        // schemeless link stops before "|"), and the "|" that opens the word is the text's,
        // as urisift itself reads "|http://www.foo.com|555-9999|" above. ("|" is RFC 5322
        // atext, but no reader takes it for a local part's here: "|bob@foo.com" is
        // "mailto:bob@foo.com" too)
        ["|bob@foo.com|555-9999|", ["mailto:bob@foo.com"]],
      ],
      { fuzzy: true },
    );
  });
});

// ─── aerc ───────────────────────────────────────────────────────────────────────────────

describe("aerc HttpLinks (lib/parse/hyperlinks_test.go, aerc 0.14.0)", () => {
  check([
    ["http://aerc-mail.org", ["http://aerc-mail.org"]],
    ["https://aerc-mail.org", ["https://aerc-mail.org"]],
    ["text https://aerc-mail.org more text", ["https://aerc-mail.org"]],
    ["text (https://aerc-mail.org) more text", ["https://aerc-mail.org"]],
    ['text "https://aerc-mail.org" more text', ["https://aerc-mail.org"]],
    ["text <https://aerc-mail.org> more text", ["https://aerc-mail.org"]],
    ['<a href="https://aerc-mail.org">', ["https://aerc-mail.org"]],
    [
      "text https://aerc-mail.org more text http://git.sr.ht/~rjarry/aerc more text",
      ["https://aerc-mail.org", "http://git.sr.ht/~rjarry/aerc"],
    ],
    ["text http://www.ietf.org/rfc/rfc2396.txt more text", ["http://www.ietf.org/rfc/rfc2396.txt"]],
    [
      "text <http://example.com:8042/over/there?name=ferret#nose> more text",
      ["http://example.com:8042/over/there?name=ferret#nose"],
    ],
    [
      "text http://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm more text",
      ["http://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"],
    ],
    [
      "text https://www.ics.uci.edu/pub/ietf/uri/#Related more text",
      ["https://www.ics.uci.edu/pub/ietf/uri/#Related"],
    ],
    [
      "text https://www.example.com/index.php?id_sezione=360&sid=3a5ebc944f41daa6f849f730f1 more text",
      ["https://www.example.com/index.php?id_sezione=360&sid=3a5ebc944f41daa6f849f730f1"],
    ],
    [
      "I have a link like this in an email (I deleted a few characters here-and-there for privacy) https://1drv.ms/w/s!Ap-KLfhNxS4fRt6tIvw?e=dW8WLO",
      ["https://1drv.ms/w/s!Ap-KLfhNxS4fRt6tIvw?e=dW8WLO"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // aerc: ["https://aerc-mail.org"] (a set: the menu offers each link once). The
      // extractor reports each occurrence, with its offsets
      [
        "text https://aerc-mail.org more text https://aerc-mail.org more text",
        ["https://aerc-mail.org", "https://aerc-mail.org"],
      ],
      // aerc: ["mailto:~mpldr/list@[2001:db8::7]"] ("somewhat strange, but nonetheless
      // valid"). It is no URI: a path has no "[" or "]" (RFC 3986 §3.3), and RFC 6068 §2
      // says "/", "[" and "]" of an address MUST be percent-encoded in a mailto URI
      // ("mailto:~mpldr%2Flist@%5B2001:db8::7%5D" is found)
      [
        "You can reach me via the somewhat strange, but nonetheless valid, email mailto:~mpldr/list@[2001:db8::7]",
        [],
      ],
      // aerc: ["mailto:~mpldr/list@[2001:db8::7]?subject=whazzup%3F"]; the same
      [
        "You can reach me via the somewhat strange, but nonetheless valid, email mailto:~mpldr/list@[2001:db8::7]?subject=whazzup%3F",
        [],
      ],
    ]);
  });
});

describe("aerc parseUnsubscribeMethods (commands/msg/unsubscribe_test.go, aerc 0.14.0)", () => {
  check([
    ["", []],
    ["invalid", []],
    ["<https://example.com>, <http://example.com>", ["https://example.com", "http://example.com"]],
    ["<https://example.com> is a URL", ["https://example.com"]],
    [
      "<mailto:user@host?subject=unsubscribe>, <https://example.com>",
      ["mailto:user@host?subject=unsubscribe", "https://example.com"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // aerc: ["", "https://example"] (an empty method for "<>"). An empty reference is no
      // URI (RFC 3986 §3: a scheme is required); "<>" is an empty wrapper
      ["<>, <https://example> ", ["https://example"]],
    ]);
  });
});

// ─── URL parsing: the core ──────────────────────────────────────────────────────────────

describe("Evolution camel_url_new_with_base (src/camel/tests/misc/url.c, evolution-data-server 3.46.4): resolution", () => {
  const base = "http://a/b/c/d;p?q#f";
  // biome-ignore format: one case per line
  const cases: Array<[reference: string, target: string, peer?: string]> = [
    ["?y", "http://a/b/c/d;p?y"],
    ["http:g", "http:g"], // strict (RFC 3986 §5.2.2): a scheme makes it absolute
    ["http:", "http:"],
    // camel: "http://a/b/c/d;p?q#f". RFC 3986 §5.2.2: an empty reference keeps the base's
    // query, not its fragment (RFC 1808 §5.1 kept it)
    ["", "http://a/b/c/d;p?q", "http://a/b/c/d;p?q#f"],
    // camel: "http://a/b/c/d;x" (RFC 1808's params). RFC 3986 §5.4.1: ";x" is a segment
    [";x", "http://a/b/c/;x", "http://a/b/c/d;x"],
    // camel: "http://a/../g" and so on (RFC 1808 §5.2 kept them). RFC 3986 §5.2.4, §5.4.2:
    // dot-segments above the root are removed
    ["../../../g", "http://a/g", "http://a/../g"],
    ["../../../../g", "http://a/g", "http://a/../../g"],
    ["/./g", "http://a/g", "http://a/./g"],
    ["/../g", "http://a/g", "http://a/../g"],
  ];
  for (const [reference, target, peer] of cases) {
    it(`${show(reference)} → ${show(target)}${peer === undefined ? "" : ` (camel: ${peer})`}`, () =>
      expect(resolveUri(reference, base)).toBe(target));
  }
});

describe("Evolution camel_url_new (src/camel/tests/misc/url.c, evolution-data-server 3.46.4): parsing", () => {
  for (const u of [
    "sendmail:",
    "mbox:/var/mail/user",
    "pop://user@host",
    "pop://user@host:99",
    "pop://user:password@host",
    "pop://user:password@host:99",
    "pop://user;auth=APOP@host",
    "pop://us%40r@host",
  ]) {
    it(`${show(u)} is valid and normal`, () => {
      expectValid(u);
      expectNormal(u, u);
    });
  }
  // camel decodes an unreserved octet as RFC 3986 §6.2.2.2 does
  it('"pop://us%65r@host" → "pop://user@host"', () =>
    expectNormal("pop://us%65r@host", "pop://user@host"));
  describe("answered differently on purpose", () => {
    // camel: "pop://us%3ar@host", "pop://us%2fr@host" (kept as written). RFC 3986 §6.2.2.1:
    // the hex digits of a percent-encoding are normalized to uppercase
    it('"pop://us%3ar@host" → "pop://us%3Ar@host"', () =>
      expectNormal("pop://us%3ar@host", "pop://us%3Ar@host"));
    it('"pop://us%2fr@host" → "pop://us%2Fr@host"', () =>
      expectNormal("pop://us%2fr@host", "pop://us%2Fr@host"));
    // camel: valid (its own ";keep_on_server" option). RFC 2384 §3: a POP URL names a
    // server and has no path: pop://<user>;auth=<auth>@<host>:<port>
    for (const u of ["pop://user@host/;keep_on_server", "pop://user@host/;keep_on_server=1"]) {
      it(`${show(u)} is invalid`, () => expectInvalid(u, "bad-path"));
    }
  });
});

describe("NeoMutt url_parse (test/url/url_parse.c, test/email/mutt_parse_mailto.c, NeoMutt 20250510)", () => {
  for (const u of [
    "mailto:mail@example.com",
    "mailto:mail@example.com?subject=see%20this&cc=me%40example.com",
    "imaps://foouser:foopass@imap.example.com:456",
    "snews://user@[2000:4860:0:2001::68]:563",
    "notmuch:///Users/bob/.mail/gmail?type=messages&query=tag%3Ainbox",
    "mailto:a@b?subject=%23",
    "mailto:mail@example.com?cc=foo@bar.baz,joo@jar.jaz&body=Some%20text%20-%20it%20should%20be%20pct-encoded",
  ]) {
    it(`${show(u)} is valid`, () => expectValid(u));
  }
  // the scheme is case-insensitive (RFC 3986 §3.1; NeoMutt lower-cases it too)
  it('"SmTp://user@example.com" → "smtp://user@example.com"', () => {
    expectValid("SmTp://user@example.com");
    expectNormal("SmTp://user@example.com", "smtp://user@example.com");
  });
  // no space in any component (RFC 3986 §2), and no scheme (§3.1)
  it('"foobar foobar" is invalid', () => expectInvalid("foobar foobar"));

  // the generated URLs: scheme × userinfo × host × port × path, all parsed by NeoMutt
  const grid: string[] = [];
  for (const a of ["imap", "imaps"])
    for (const b of ["", "user@", "user@host.com@", "user:pass@"])
      for (const c of ["host.com", "[12AB::EF89]", "127.0.0.1"])
        for (const d of ["", ":123"])
          for (const e of ["", "/", "/path", "/path/one/two", "/path.one.two"])
            grid.push(`${a}://${b}${c}${d}${e}`);
  // (imap's with a password aside: below)
  const imapPassword = (u: string) => u.startsWith("imap://user:pass@");
  it("the generated URLs without a second @ are valid", () => {
    for (const u of grid.filter((u) => !u.includes("@host.com@") && !imapPassword(u)))
      expectValid(u);
  });

  describe("answered differently on purpose", () => {
    // NeoMutt: valid. RFC 5092 §11: an imap URL's iuserinfo is enc-user [";AUTH=" …], whose
    // achar has no ":" (imaps has no RFC of its own: the generic userinfo, which has)
    it("the generated imap URLs with user:pass@ are invalid", () => {
      for (const u of grid.filter(imapPassword)) expectInvalid(u, "bad-userinfo");
    });
    // NeoMutt: valid, user "user@host.com". RFC 3986 §3.2.1: userinfo has no "@" (it would
    // be %40), so the authority does not parse
    it("the generated URLs with user@host.com@ are invalid", () => {
      for (const u of grid.filter((u) => u.includes("@host.com@"))) expectInvalid(u);
    });
    // NeoMutt: valid, user "user@example.com"; the same rule
    for (const u of [
      "pop://user@example.com@pop.example.com:234/some/where?encoding=binary&second=third&some%20space=%22quoted%20content%22",
      "pop://user@example.com:password@pop.example.com:234/some/where?encoding=binary&second=third&some%20space=%22quoted%20content%22",
      // and a space (RFC 3986 §2; RFC 3987 §2.2 has none in an IRI either)
      "imaps://foobar@gmail.com@imap.gmail.com/Отправленные письма",
    ]) {
      it(`${show(u)} is invalid`, () => expectInvalid(u));
    }
    // NeoMutt: valid. "[", "]" and a space are not path characters (RFC 3986 §3.3)
    it('"imaps://gmail.com/[GMail]/Sent messages" is invalid', () =>
      expectInvalid("imaps://gmail.com/[GMail]/Sent messages", "bad-path"));
    // NeoMutt: valid. '"', "[", "]" and a space are not query characters (RFC 3986 §3.4)
    it('"notmuch://?query=folder:\\"[Gmail]/Sent Mail\\"" is invalid', () =>
      expectInvalid('notmuch://?query=folder:"[Gmail]/Sent Mail"', "bad-query"));
    // NeoMutt: invalid (it wants "#" in the subject encoded, neomutt#2276). RFC 3986 §3.5: "#"
    // starts a fragment, empty here, on any scheme: a valid URI whose subject is empty
    it('"mailto:a@b?subject=#" is valid', () => expectValid("mailto:a@b?subject=#"));
  });
});
