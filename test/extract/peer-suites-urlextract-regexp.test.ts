/**
 * Extraction cases from two more peers' test files, as `[text, expected uris]`:
 * - Regexp::Common 2024080801 (Debian source package libregexp-common-perl, trixie's
 *   orig tarball: bookworm's 2017060201-3 tarballs are not served), `t/URI/*.t`: any, ftp, http,
 *   file, gopher, news, nntp, pop, prospero, telnet, wais, tel, fax, tv. Each case is one
 *   "does this string match $RE{URI}{scheme}" test, the string alone as the text: a match
 *   means urisift finds exactly this URI, valid; a non-match that it does not find this URI
 *   (nothing, or only the part before the character the grammar rejects; where urisift finds
 *   it but not valid, `includeInvalid` shows the verdict). The literal files are sampled, the
 *   generated ones (29,663 distinct strings from t/Common.pm's good × bad parts, all run
 *   through urisift) by distinct shapes: every outcome class of every file, then the strings
 *   that add a part not yet seen. The grammars are RFC 1738/2396 era; where RFC 3986 or the
 *   scheme's current RFC decides otherwise the case is under "answered differently on
 *   purpose", with the peer's answer and the rule, as test/core/peer-suites-perl-python.test.ts
 *   decides the same strings for validateUri (317 of them are there as core checks, not as
 *   extraction; that file is the grammar, this one the text). ftp.t's "http://…" strings (a
 *   test of the regex's scheme, not of a grammar) are left out.
 * - urlextract (Python; in no Debian release and PyPI is not reachable here, so its
 *   tests/unit/test_find_urls.py and test_extract_email.py are RECALLED, the groups say so;
 *   test_get_stop_chars.py and the unique/limit/indices tests check the API, not text in and
 *   URIs out, and are left out). Its schemeless cases run with `fuzzy: true`: urisift's fuzzy
 *   mode is linkify-it's, with its default TLD list (README), and writes `http://`.
 * Skipped: 15 generated strings already cases in test/extract (grep -F), e.g. "http://",
 * "news:*", "http://www.example.com/"; none is about a peer's rendering.
 */
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { check } from "../helpers/peer-check.js";

type Verdict = readonly [
  text: string,
  expected: readonly (readonly [uri: string, valid: boolean])[],
];

/** the uris found with `includeInvalid`, each with its verdict */
function verdicts(cases: readonly Verdict[]): void {
  test.each(cases.map(([text, expected]) => ({ text, expected })))("$text", ({
    text,
    expected,
  }) => {
    const found = extractText(text, { includeInvalid: true });
    expect(found.map((f) => [f.uri, f.valid])).toEqual(expected);
  });
}

describe("Regexp::Common 2024080801 t/URI/any.t ($RE{URI}: the literal cases)", () => {
  check([
    ["http://www.example.com//////////////", ["http://www.example.com//////////////"]],
    [
      "https://www.example.com/some/path?funny**!(),,:;@=&=",
      ["https://www.example.com/some/path?funny**!(),,:;@=&="],
    ],
    ["http://127.0.0.1:12345/some/file", ["http://127.0.0.1:12345/some/file"]],
    ["news:comp.infosystems.www.servers.unix", ["news:comp.infosystems.www.servers.unix"]],
    ["http://www.example.com:80/some/path?query", ["http://www.example.com:80/some/path?query"]],
    [
      "http://www.example.com/some/file/some/where",
      ["http://www.example.com/some/file/some/where"],
    ],
    ["<http://www.example.com/:;@=&=;>", ["http://www.example.com/:;@=&=;"]],
    ["<https://www.example.com/some/??>", ["https://www.example.com/some/??"]],
    ["<http://www.example.com/.>", ["http://www.example.com/."]],
    ["<http://www.example.com/**!(),,''>", ["http://www.example.com/**!(),,''"]],
    ["http://www.example.com/nope|nope", ["http://www.example.com/nope"]],
    ["https://www.example.com/`", ["https://www.example.com/"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: matches "http://www.example.com/:;@=&=;". In running text a trailing ";" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["http://www.example.com/:;@=&=;", ["http://www.example.com/:;@=&="]],
      // Regexp::Common: matches "https://www.example.com/some/??". In running text a trailing "??" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["https://www.example.com/some/??", ["https://www.example.com/some/"]],
      // Regexp::Common: matches "http://www.example.com/.". In running text a trailing "." is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["http://www.example.com/.", ["http://www.example.com/"]],
      // Regexp::Common: matches "http://www.example.com/**!(),,''". In running text a trailing ",,''" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["http://www.example.com/**!(),,''", ["http://www.example.com/**!()"]],
      // Regexp::Common: no match (RFC 1738 has no userinfo in http). RFC 3986 §3.2.1 allows it; RFC 9110 §4.2.4 only deprecates it (a warning)
      [
        "http://abigail:secret@127.0.0.1:80/some/file",
        ["http://abigail:secret@127.0.0.1:80/some/file"],
      ],
      ["https://abigail@www.example.com", ["https://abigail@www.example.com"]],
      // Regexp::Common: no match (RFC 1738 URLs carry no fragment). RFC 3986 §3.5: any URI may have a fragment, and '?' may be in it
      ["http://www.example.com/some/file#target", ["http://www.example.com/some/file#target"]],
      ["https://www.example.com/some/file#target", ["https://www.example.com/some/file#target"]],
      // Regexp::Common: no match (lower-case schemes only). RFC 3986 §3.1: schemes are case-insensitive
      ["HTTP://www.example.com/", ["HTTP://www.example.com/"]],
      ["HTTPS://www.example.com/", ["HTTPS://www.example.com/"]],
      // Regexp::Common: no match (not one of its schemes). DESIGN "Delimiting rules": a scheme followed by '//' is read in text; RFC 3986 §3 generic syntax
      ["feeble://ftp.example.com/", ["feeble://ftp.example.com/"]],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/ftp.t ($RE{URI}{FTP}: the literal cases)", () => {
  check([
    ["ftp://www.example.com//////////////", ["ftp://www.example.com//////////////"]],
    [
      "ftp://abigail:secret:here@127.0.0.1:21/some/file",
      ["ftp://abigail:secret:here@127.0.0.1:21/some/file"],
    ],
    [
      "ftp://abigail@ftp.example.com/some/path/somewhere;type=a",
      ["ftp://abigail@ftp.example.com/some/path/somewhere;type=a"],
    ],
    ["ftp://www.example.com/:@=&=", ["ftp://www.example.com/:@=&="]],
    ["ftp://ftp.example.com/some/file/some/where", ["ftp://ftp.example.com/some/file/some/where"]],
    [
      "ftp://ftp.example.com/some/directory/some/where/",
      ["ftp://ftp.example.com/some/directory/some/where/"],
    ],
    ["<ftp://ftp.example.com/.>", ["ftp://ftp.example.com/."]],
    ["<ftp://ftp.example.com/**!(),,''>", ["ftp://ftp.example.com/**!(),,''"]],
    ["ftp://ftp.example.com/some/??", ["ftp://ftp.example.com/some/"]],
    ["ftp://ftp.example.com/nope|nope", ["ftp://ftp.example.com/nope"]],
    ["ftp://ftp.example.com/`", ["ftp://ftp.example.com/"]],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      [
        "ftp://ftp.example.com/some/path;type=Q",
        [["ftp://ftp.example.com/some/path;type=Q", false]],
      ],
      [
        "ftp://ftp.example.com/some/path;type=AI",
        [["ftp://ftp.example.com/some/path;type=AI", false]],
      ],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: matches "ftp://ftp.example.com/.". In running text a trailing "." is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["ftp://ftp.example.com/.", ["ftp://ftp.example.com/"]],
      // Regexp::Common: matches "ftp://ftp.example.com/**!(),,''". In running text a trailing ",,''" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["ftp://ftp.example.com/**!(),,''", ["ftp://ftp.example.com/**!()"]],
      // Regexp::Common: no match (RFC 1738 §3.2.2: no query, no ';' but ';type='). RFC 3986 §3.4: a query is generic syntax; §3.3: ';' is a pchar (VMS 'file.txt;3'), as the core decides
      ["ftp://ftp.example.com:21/some/path?query", ["ftp://ftp.example.com:21/some/path?query"]],
      ["ftp://www.example.com/some/path;here", ["ftp://www.example.com/some/path;here"]],
      // Regexp::Common: no match (RFC 1738 URLs carry no fragment). RFC 3986 §3.5: any URI may have a fragment, and '?' may be in it
      ["ftp://www.example.com/some/file#target", ["ftp://www.example.com/some/file#target"]],
      // Regexp::Common: no match (lower-case schemes only). RFC 3986 §3.1: schemes are case-insensitive
      ["FTP://ftp.example.com/", ["FTP://ftp.example.com/"]],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/http.t (generated: host × port × path × query)", () => {
  check([
    [
      "https://a.b.c.d.e.f.g.h.i.j.k.x:/%12%34/%E6%7B?barra?femmy??dopey",
      ["https://a.b.c.d.e.f.g.h.i.j.k.x:/%12%34/%E6%7B?barra?femmy??dopey"],
    ],
    [
      "http://www.abigail.freedom.nl:80/foo/bar/baz/bingo?fnurd=many&woozle=yes",
      ["http://www.abigail.freedom.nl:80/foo/bar/baz/bingo?fnurd=many&woozle=yes"],
    ],
    ["http://127.0.0.1/%12%34%E6%7B/foo?%3E%FF", ["http://127.0.0.1/%12%34%E6%7B/foo?%3E%FF"]],
    ["https://www.PERL.com/foo%00bar?hubba", ["https://www.PERL.com/foo%00bar?hubba"]],
    [
      "https://w--w--w.abigail.freedom.nl/fnurd&.!~@",
      ["https://w--w--w.abigail.freedom.nl/fnurd&.!~@"],
    ],
    ["https://w3.abigail.freedom.nl", ["https://w3.abigail.freedom.nl"]],
    ["https://www.PERL.com:80", ["https://www.PERL.com:80"]],
    ["https://a.b.c.d.e.f.g.h.i.j.k.x/foo", ["https://a.b.c.d.e.f.g.h.i.j.k.x/foo"]],
    [
      "<https://a.b.c.d.e.f.g.h.i.j.k.x:/%12%34/%E6%7B?>",
      ["https://a.b.c.d.e.f.g.h.i.j.k.x:/%12%34/%E6%7B?"],
    ],
    ["<http://127.0.0.1:80/foo/bar/baz/bingo?>", ["http://127.0.0.1:80/foo/bar/baz/bingo?"]],
    [
      "<https://www.abigail.freedom.nl/%12%34%E6%7B/foo?>",
      ["https://www.abigail.freedom.nl/%12%34%E6%7B/foo?"],
    ],
    ["<https://www.PERL.com/fnurd&.!~@?>", ["https://www.PERL.com/fnurd&.!~@?"]],
    [
      "http://a.b.c.d.e.f.g.h.i.j.k.x:/foo<>?barra?femmy??dopey",
      ["http://a.b.c.d.e.f.g.h.i.j.k.x:/foo"],
    ],
    ["https://127.0.0.0.1:80/%12%34/%E6%7B?", ["https://127.0.0.0.1:80/%12%34/%E6%7B"]],
    ["http://www.example..com/foo/bar/baz/bingo?", ["http://www.example..com/foo/bar/baz/bingo"]],
    [
      "http://w--w--w.abigail.freedom.nl/foo<>bar?fnurd=many&woozle=yes",
      ["http://w--w--w.abigail.freedom.nl/foo"],
    ],
    ["http://w+w.example.com:/%12%34%E6%7B/foo?", ["http://w+w.example.com:/%12%34%E6%7B/foo"]],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      [
        "http://a.b.c.d.e.f.g.h.i.j.k.x::/%12%34/%E6%7B?barra?femmy??dopey",
        [["http://a.b.c.d.e.f.g.h.i.j.k.x::/%12%34/%E6%7B?barra?femmy??dopey", false]],
      ],
      [
        "https://www.abigail.freedom.nl:-19/foo/bar/baz/bingo?fnurd=many&woozle=yes",
        [["https://www.abigail.freedom.nl:-19/foo/bar/baz/bingo?fnurd=many&woozle=yes", false]],
      ],
      [
        "http://127.0.0.1:port/foo%00bar?%3E%FF",
        [["http://127.0.0.1:port/foo%00bar?%3E%FF", false]],
      ],
      [
        "http://www.PERL.com:-19/%12%34%E6%7B/foo?hubba",
        [["http://www.PERL.com:-19/%12%34%E6%7B/foo?hubba", false]],
      ],
      ["http://:80/fnurd&.!~@", [["http://:80/fnurd&.!~@", false]]],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: matches "https://a.b.c.d.e.f.g.h.i.j.k.x:/%12%34/%E6%7B?". In running text a trailing "?" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      [
        "https://a.b.c.d.e.f.g.h.i.j.k.x:/%12%34/%E6%7B?",
        ["https://a.b.c.d.e.f.g.h.i.j.k.x:/%12%34/%E6%7B"],
      ],
      // Regexp::Common: matches "http://127.0.0.1:80/foo/bar/baz/bingo?". In running text a trailing "?" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["http://127.0.0.1:80/foo/bar/baz/bingo?", ["http://127.0.0.1:80/foo/bar/baz/bingo"]],
      // Regexp::Common: matches "https://www.abigail.freedom.nl/%12%34%E6%7B/foo?". In running text a trailing "?" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      [
        "https://www.abigail.freedom.nl/%12%34%E6%7B/foo?",
        ["https://www.abigail.freedom.nl/%12%34%E6%7B/foo"],
      ],
      // Regexp::Common: matches "https://www.PERL.com/fnurd&.!~@?". In running text a trailing "?" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["https://www.PERL.com/fnurd&.!~@?", ["https://www.PERL.com/fnurd&.!~@"]],
      // Regexp::Common: no match (an RFC 1738 hostname: alphanumeric labels, none empty, the top one starting with a letter; an IPv4 address of four numbers). RFC 3986 §3.2.2: what is no IPv4address is a reg-name = *( unreserved / pct-encoded / sub-delims )
      [
        "http://127.0.0.0.1:/%12%34/%E6%7B?barra?femmy??dopey",
        ["http://127.0.0.0.1:/%12%34/%E6%7B?barra?femmy??dopey"],
      ],
      [
        "https://www.example..com:80/foo/bar/baz/bingo?fnurd=many&woozle=yes",
        ["https://www.example..com:80/foo/bar/baz/bingo?fnurd=many&woozle=yes"],
      ],
      // Regexp::Common: no match ('%' not before two hex digits). In running text such a '%' is data, read as '%25' (RFC 3986 §2.4; raw-characters.ts)
      [
        "http://a.b.c.d.e.f.g.h.i.j.k.x:80/%GGfoo?barra?femmy??dopey",
        ["http://a.b.c.d.e.f.g.h.i.j.k.x:80/%GGfoo?barra?femmy??dopey"],
      ],
      [
        "https://www.abigail.freedom.nl/foo%F?fnurd=many&woozle=yes",
        ["https://www.abigail.freedom.nl/foo%F?fnurd=many&woozle=yes"],
      ],
      // Regexp::Common: no match (RFC 1738 port = 1*digit). RFC 3986 §3.2.3: port = *DIGIT, so an empty port is allowed (§6.2.3 drops it)
      [
        "http://a.b.c.d.e.f.g.h.i.j.k.x:/%12%34/%E6%7B?query#",
        ["http://a.b.c.d.e.f.g.h.i.j.k.x:/%12%34/%E6%7B?query#"],
      ],
      [
        "https://www.abigail.freedom.nl:/foo%F?barra?femmy??dopey",
        ["https://www.abigail.freedom.nl:/foo%F?barra?femmy??dopey"],
      ],
      // Regexp::Common: no match (RFC 1738 URLs carry no fragment). RFC 3986 §3.5: any URI may have a fragment, and '?' may be in it
      [
        "http://a.b.c.d.e.f.g.h.i.j.k.x:80/%12%34/%E6%7B?query#",
        ["http://a.b.c.d.e.f.g.h.i.j.k.x:80/%12%34/%E6%7B?query#"],
      ],
      ["http://127.0.0.1/foo/bar/baz/bingo?qu#ry", ["http://127.0.0.1/foo/bar/baz/bingo?qu#ry"]],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/file.t (generated: host × path)", () => {
  check([
    [
      "file://a.b.c.d.e.f.g.h.i.j.k.x/%12%34/%E6%7B",
      ["file://a.b.c.d.e.f.g.h.i.j.k.x/%12%34/%E6%7B"],
    ],
    ["file://127.0.0.1/foo/bar/baz/bingo", ["file://127.0.0.1/foo/bar/baz/bingo"]],
    [
      "file://www.abigail.freedom.nl/%12%34%E6%7B/foo",
      ["file://www.abigail.freedom.nl/%12%34%E6%7B/foo"],
    ],
    ["file://www.PERL.com/foo%00bar", ["file://www.PERL.com/foo%00bar"]],
    [
      "file://w--w--w.abigail.freedom.nl/fnurd&.!@",
      ["file://w--w--w.abigail.freedom.nl/fnurd&.!@"],
    ],
    ["file://w3.abigail.freedom.nl/foo%EFbar", ["file://w3.abigail.freedom.nl/foo%EFbar"]],
    ["file://a.b.c.d.e.f.g.h.i.j.k.x/foo<>", ["file://a.b.c.d.e.f.g.h.i.j.k.x/foo"]],
    ["file://w--w--w.abigail.freedom.nl/foo<>bar", ["file://w--w--w.abigail.freedom.nl/foo"]],
    ["file://127.0.0.1/foo<>", ["file://127.0.0.1/foo"]],
    ["file://www.PERL.com/foo<>", ["file://www.PERL.com/foo"]],
    ["file://w3.abigail.freedom.nl/foo<>", ["file://w3.abigail.freedom.nl/foo"]],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      ["file://a.b.c.d.e.f.g.h.i.j.k.x", [["file://a.b.c.d.e.f.g.h.i.j.k.x", false]]],
      ["file://www.abigail.freedom.nl", [["file://www.abigail.freedom.nl", false]]],
      ["file://127.0.0.1", [["file://127.0.0.1", false]]],
      ["file://www.PERL.com", [["file://www.PERL.com", false]]],
      ["file://w--w--w.abigail.freedom.nl", [["file://w--w--w.abigail.freedom.nl", false]]],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (an RFC 1738 hostname: alphanumeric labels, none empty, the top one starting with a letter; an IPv4 address of four numbers). RFC 3986 §3.2.2: what is no IPv4address is a reg-name = *( unreserved / pct-encoded / sub-delims )
      ["file://127.0.0.0.1/%12%34/%E6%7B", ["file://127.0.0.0.1/%12%34/%E6%7B"]],
      ["file://www.example..com/foo/bar/baz/bingo", ["file://www.example..com/foo/bar/baz/bingo"]],
      // Regexp::Common: no match ('~' is unsafe in RFC 1738 §2.2). RFC 3986 §2.3: '~' is unreserved
      ["file://a.b.c.d.e.f.g.h.i.j.k.x/~abigail", ["file://a.b.c.d.e.f.g.h.i.j.k.x/~abigail"]],
      [
        "file://w--w--w.abigail.freedom.nl/~abigail",
        ["file://w--w--w.abigail.freedom.nl/~abigail"],
      ],
      // Regexp::Common: no match ('%' not before two hex digits). In running text such a '%' is data, read as '%25' (RFC 3986 §2.4; raw-characters.ts)
      ["file://a.b.c.d.e.f.g.h.i.j.k.x/%GGfoo", ["file://a.b.c.d.e.f.g.h.i.j.k.x/%GGfoo"]],
      ["file://www.abigail.freedom.nl/foo%F", ["file://www.abigail.freedom.nl/foo%F"]],
      // Regexp::Common: no match (RFC 1738 URLs carry no fragment). RFC 3986 §3.5: any URI may have a fragment, and '?' may be in it
      ["file://a.b.c.d.e.f.g.h.i.j.k.x/#hubba", ["file://a.b.c.d.e.f.g.h.i.j.k.x/#hubba"]],
      ["file://www.abigail.freedom.nl/#hubba", ["file://www.abigail.freedom.nl/#hubba"]],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/gopher.t (generated: host × port × gtype × selector × search × gopher+ string)", () => {
  check([
    [
      "gopher://www.abigail.freedom.nl:70/0$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
      [
        "gopher://www.abigail.freedom.nl:70/0$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
      ],
    ],
    ["gopher://127.0.0.1/0%09%09", ["gopher://127.0.0.1/0%09%09"]],
    [
      "gopher://w--w--w3.ABIGAIL.nl/T%09FNORD%09fnord",
      ["gopher://w--w--w3.ABIGAIL.nl/T%09FNORD%09fnord"],
    ],
    ["gopher://127.0.0.1:70/0FNURD%090%090", ["gopher://127.0.0.1:70/0FNURD%090%090"]],
    [
      "gopher://www.abigail.freedom.nl/+FNURD%09FNORD",
      ["gopher://www.abigail.freedom.nl/+FNURD%09FNORD"],
    ],
    ["gopher://www.abigail.freedom.nl/0", ["gopher://www.abigail.freedom.nl/0"]],
    ["gopher://www.abigail.freedom.nl/+", ["gopher://www.abigail.freedom.nl/+"]],
    ["gopher://www.abigail.freedom.nl/T", ["gopher://www.abigail.freedom.nl/T"]],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      [
        "gopher://www.abigail.freedom.nl::/0$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
        [
          [
            "gopher://www.abigail.freedom.nl::/0$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
            false,
          ],
        ],
      ],
      ["gopher://127.0.0.1:port/0%09%09", [["gopher://127.0.0.1:port/0%09%09", false]]],
      [
        "gopher://w--w--w3.ABIGAIL.nl::/T%09FNORD%09fnord",
        [["gopher://w--w--w3.ABIGAIL.nl::/T%09FNORD%09fnord", false]],
      ],
      [
        "gopher://www.abigail.freedom.nl::/0FNURD%090%090",
        [["gopher://www.abigail.freedom.nl::/0FNURD%090%090", false]],
      ],
      [
        "gopher://www.abigail.freedom.nl::/+FNURD%09FNORD",
        [["gopher://www.abigail.freedom.nl::/+FNURD%09FNORD", false]],
      ],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (an RFC 1738 hostname: alphanumeric labels, none empty, the top one starting with a letter; an IPv4 address of four numbers). RFC 3986 §3.2.2: what is no IPv4address is a reg-name = *( unreserved / pct-encoded / sub-delims )
      [
        "gopher://127.0.0.0.1:70/0$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
        ["gopher://127.0.0.0.1:70/0$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF"],
      ],
      ["gopher://www.example..com/0%09%09", ["gopher://www.example..com/0%09%09"]],
      // Regexp::Common: no match (RFC 1738 port = 1*digit). RFC 3986 §3.2.3: port = *DIGIT, so an empty port is allowed (§6.2.3 drops it)
      [
        "gopher://www.abigail.freedom.nl:/0$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
        [
          "gopher://www.abigail.freedom.nl:/0$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
        ],
      ],
      ["gopher://127.0.0.1:/0%09%09", ["gopher://127.0.0.1:/0%09%09"]],
      // Regexp::Common: no match (its own gopher type/selector restriction). RFC 4266 §2.1 / RFC 1738 §3.4: gtype is any one xchar and the selector any *xchar, '/' included; an empty gopher-path defaults to type 1
      [
        "gopher://www.abigail.freedom.nl:70/$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
        [
          "gopher://www.abigail.freedom.nl:70/$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
        ],
      ],
      ["gopher://127.0.0.1/FNURD%09%09", ["gopher://127.0.0.1/FNURD%09%09"]],
      // Regexp::Common: no match ('~' is unsafe in RFC 1738 §2.2). RFC 3986 §2.3: '~' is unreserved
      [
        "gopher://www.abigail.freedom.nl:70/~$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
        [
          "gopher://www.abigail.freedom.nl:70/~$_.+!*'(),:@&=%FF%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
        ],
      ],
      ["gopher://127.0.0.1/~%09%09", ["gopher://127.0.0.1/~%09%09"]],
      // Regexp::Common: no match (raw '[' ']' are unsafe in RFC 1738 §2.2). In running text raw brackets in a path or query are data, percent-encoded in `normalized` (raw-characters.ts; bleach's 'array[]=1' in peer-suites-third)
      [
        "gopher://www.abigail.freedom.nl:70/0[]%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF",
        ["gopher://www.abigail.freedom.nl:70/0[]%09$_.+!*'(),:@&=%FF%09$_.+%09!*'(),:@&=%FF"],
      ],
      ["gopher://127.0.0.1/+[]%09%09", ["gopher://127.0.0.1/+[]%09%09"]],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/news.t (generated: groups and article@host)", () => {
  check([
    ["news:?/?/?/&=:;@a.b.c.d.e.f.g.h.i.j.k.x", ["news:?/?/?/&=:;@a.b.c.d.e.f.g.h.i.j.k.x"]],
    [
      "news:%00%FF%12'''@w--w--w.abigail.freedom.nl",
      ["news:%00%FF%12'''@w--w--w.abigail.freedom.nl"],
    ],
    ["news:fnord@127.0.0.1", ["news:fnord@127.0.0.1"]],
    ["news:banzai123@www.PERL.com", ["news:banzai123@www.PERL.com"]],
    ["news:comp.lang.c++", ["news:comp.lang.c++"]],
    ["news:4567@w3.abigail.freedom.nl", ["news:4567@w3.abigail.freedom.nl"]],
    ["news:{}@a.b.c.d.e.f.g.h.i.j.k.x", []],
    ["news:?/?/?/&=:;@", []],
    ["news:<>@www.abigail.freedom.nl", []],
    ["news:{}@127.0.0.1", []],
    ["news:{}@www.PERL.com", []],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      ["news:?/?/?/&=:;@www.example..com", [["news:?/?/?/&=:;@www.example..com", false]]],
      ["news:[]@a.b.c.d.e.f.g.h.i.j.k.x", [["news:[]@a.b.c.d.e.f.g.h.i.j.k.x", false]]],
      ["news:%00%FF%12'''@", [["news:%00%FF%12'''@", false]]],
      ["news:@127.0.0.1", [["news:@127.0.0.1", false]]],
      ["news:@w--w--w.abigail.freedom.nl", [["news:@w--w--w.abigail.freedom.nl", false]]],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (RFC 1738 group starts with a letter). RFC 5536 §3.1.4: component = 1*component-char (ALPHA / DIGIT / '+' / '-' / '_'), RFC 5538 §2.1
      ["news:1234567890", ["news:1234567890"]],
      ["news:_hello_kitty_", ["news:_hello_kitty_"]],
      // Regexp::Common: no match (an RFC 1738 hostname: alphanumeric labels, none empty, the top one starting with a letter; an IPv4 address of four numbers). RFC 3986 §3.2.2: what is no IPv4address is a reg-name = *( unreserved / pct-encoded / sub-delims )
      ["news:?/?/?/&=:;@127.0.0.0.1", ["news:?/?/?/&=:;@127.0.0.0.1"]],
      ["news:%00%FF%12'''@w+w.example.com", ["news:%00%FF%12'''@w+w.example.com"]],
      // Regexp::Common: no match ('%' not before two hex digits). In running text such a '%' is data, read as '%25' (RFC 3986 §2.4; raw-characters.ts)
      ["news:%%@a.b.c.d.e.f.g.h.i.j.k.x", ["news:%%@a.b.c.d.e.f.g.h.i.j.k.x"]],
      ["news:%GG@www.abigail.freedom.nl", ["news:%GG@www.abigail.freedom.nl"]],
      // Regexp::Common: no match ('~' is unsafe in RFC 1738 §2.2). RFC 3986 §2.3: '~' is unreserved
      ["news:~abigail@a.b.c.d.e.f.g.h.i.j.k.x", ["news:~abigail@a.b.c.d.e.f.g.h.i.j.k.x"]],
      ["news:~abigail@www.abigail.freedom.nl", ["news:~abigail@www.abigail.freedom.nl"]],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/nntp.t (generated: host × port × group × article number)", () => {
  check([
    [
      "nntp://a.b.c.d.e.f.g.h.i.j.k.x:119/comp.lang.perl.misc/0",
      ["nntp://a.b.c.d.e.f.g.h.i.j.k.x:119/comp.lang.perl.misc/0"],
    ],
    ["nntp://www.abigail.freedom.nl/a/0000", ["nntp://www.abigail.freedom.nl/a/0000"]],
    ["nntp://127.0.0.1/comp.lang.c++/12345", ["nntp://127.0.0.1/comp.lang.c++/12345"]],
    ["nntp://www.PERL.com/a", ["nntp://www.PERL.com/a"]],
    [
      "nntp://w--w--w.abigail.freedom.nl:119/comp.lang.perl.misc",
      ["nntp://w--w--w.abigail.freedom.nl:119/comp.lang.perl.misc"],
    ],
    [
      "nntp://a.b.c.d.e.f.g.h.i.j.k.x/comp.lang.c++",
      ["nntp://a.b.c.d.e.f.g.h.i.j.k.x/comp.lang.c++"],
    ],
    ["nntp://a.b.c.d.e.f.g.h.i.j.k.x:119/really?", ["nntp://a.b.c.d.e.f.g.h.i.j.k.x:119/really"]],
    ["nntp://www.abigail.freedom.nl/really?", ["nntp://www.abigail.freedom.nl/really"]],
    ["nntp://127.0.0.1/really?", ["nntp://127.0.0.1/really"]],
    ["nntp://www.PERL.com/really?", ["nntp://www.PERL.com/really"]],
    [
      "nntp://w--w--w.abigail.freedom.nl:119/really?",
      ["nntp://w--w--w.abigail.freedom.nl:119/really"],
    ],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      [
        "nntp://a.b.c.d.e.f.g.h.i.j.k.x:119/comp.lang.perl.misc//12",
        [["nntp://a.b.c.d.e.f.g.h.i.j.k.x:119/comp.lang.perl.misc//12", false]],
      ],
      ["nntp://www.abigail.freedom.nl/**/0", [["nntp://www.abigail.freedom.nl/**/0", false]]],
      ["nntp://127.0.0.1/really?/0000", [["nntp://127.0.0.1/really?/0000", false]]],
      [
        "nntp://www.PERL.com/(!!make-$$$-fast**)/12345",
        [["nntp://www.PERL.com/(!!make-$$$-fast**)/12345", false]],
      ],
      [
        "nntp://w--w--w.abigail.freedom.nl:119/a/fnurd",
        [["nntp://w--w--w.abigail.freedom.nl:119/a/fnurd", false]],
      ],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (an RFC 1738 hostname: alphanumeric labels, none empty, the top one starting with a letter; an IPv4 address of four numbers). RFC 3986 §3.2.2: what is no IPv4address is a reg-name = *( unreserved / pct-encoded / sub-delims )
      [
        "nntp://127.0.0.0.1:119/comp.lang.perl.misc/0",
        ["nntp://127.0.0.0.1:119/comp.lang.perl.misc/0"],
      ],
      ["nntp://www.example..com/a/0000", ["nntp://www.example..com/a/0000"]],
      // Regexp::Common: no match (RFC 1738 group starts with a letter). RFC 5536 §3.1.4: component = 1*component-char (ALPHA / DIGIT / '+' / '-' / '_'), RFC 5538 §2.2
      [
        "nntp://a.b.c.d.e.f.g.h.i.j.k.x:119/1234567890/0",
        ["nntp://a.b.c.d.e.f.g.h.i.j.k.x:119/1234567890/0"],
      ],
      ["nntp://127.0.0.1/_hello_kitty_/0000", ["nntp://127.0.0.1/_hello_kitty_/0000"]],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/pop.t (generated: user × auth type × host × port)", () => {
  check([
    [
      "pop://abigail;AUTH=&~=~&@pop3.abigail.freedom.nl:110",
      ["pop://abigail;AUTH=&~=~&@pop3.abigail.freedom.nl:110"],
    ],
    ["pop://abigail@127.0.0.1", ["pop://abigail@127.0.0.1"]],
    ["pop://abigail;AUTH=*@pop3.PERL.com", ["pop://abigail;AUTH=*@pop3.PERL.com"]],
    [
      "pop://abigail;AUTH=password@pop3.abigail.freedom.nl",
      ["pop://abigail;AUTH=password@pop3.abigail.freedom.nl"],
    ],
    ["pop://abigail;AUTH=+APOP@pop3.PERL.com:110", ["pop://abigail;AUTH=+APOP@pop3.PERL.com:110"]],
    ["pop://abigail;AUTH=+password@127.0.0.1:110", ["pop://abigail;AUTH=+password@127.0.0.1:110"]],
    [
      "pop://abigail;AUTH=&~=~&@pop3.abigail.freedom.nl::",
      ["pop://abigail;AUTH=&~=~&@pop3.abigail.freedom.nl"],
    ],
    ['pop://abigail;AUTH="password"@127.0.0.1', ["pop://abigail;AUTH="]],
    ["pop://abigail;AUTH=camel-][@pop3.PERL.com:110", ["pop://abigail;AUTH=camel"]],
    ["pop://abigail@127.0.0.1:", ["pop://abigail@127.0.0.1"]],
    ['pop://abigail;AUTH="password"@pop3.abigail.freedom.nl', ["pop://abigail;AUTH="]],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      [
        "pop://abigail%GG;AUTH=&~=~&@pop3.abigail.freedom.nl:110",
        [["pop://abigail%GG;AUTH=&~=~&@pop3.abigail.freedom.nl:110", false]],
      ],
      ["pop://abigail;AUTH=*@127.0.0.1:port", [["pop://abigail;AUTH=*@127.0.0.1:port", false]]],
      ["pop://;AUTH=password@pop3.PERL.com", [["pop://;AUTH=password@pop3.PERL.com", false]]],
      [
        "pop://[abigail];AUTH=+APOP@pop3.abigail.freedom.nl",
        [["pop://[abigail];AUTH=+APOP@pop3.abigail.freedom.nl", false]],
      ],
      ["pop://@127.0.0.1", [["pop://@127.0.0.1", false]]],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (an RFC 1738 hostname: alphanumeric labels, none empty, the top one starting with a letter; an IPv4 address of four numbers). RFC 3986 §3.2.2: what is no IPv4address is a reg-name = *( unreserved / pct-encoded / sub-delims )
      ["pop://abigail;AUTH=&~=~&@127.0.0.0.1:110", ["pop://abigail;AUTH=&~=~&@127.0.0.0.1:110"]],
      [
        "pop://abigail;AUTH=password@www.example..com",
        ["pop://abigail;AUTH=password@www.example..com"],
      ],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/prospero.t (generated: host × port × path × fields)", () => {
  check([
    [
      "prospero://a.b.c.d.e.f.g.h.i.j.k.x:1525/fnord:&=?%FF;fnord:&?%FF=fnord:&?%FF",
      ["prospero://a.b.c.d.e.f.g.h.i.j.k.x:1525/fnord:&=?%FF;fnord:&?%FF=fnord:&?%FF"],
    ],
    ["prospero://127.0.0.1/foo/bar;=;=value", ["prospero://127.0.0.1/foo/bar;=;=value"]],
    [
      "prospero://www.abigail.freedom.nl/part;name1=value1;name2=value2",
      ["prospero://www.abigail.freedom.nl/part;name1=value1;name2=value2"],
    ],
    ["prospero://www.PERL.com/part", ["prospero://www.PERL.com/part"]],
    [
      "prospero://w--w--w.abigail.freedom.nl:1525/foo/bar",
      ["prospero://w--w--w.abigail.freedom.nl:1525/foo/bar"],
    ],
    [
      "prospero://a.b.c.d.e.f.g.h.i.j.k.x/;name=value",
      ["prospero://a.b.c.d.e.f.g.h.i.j.k.x/;name=value"],
    ],
    ["prospero://w3.abigail.freedom.nl/", ["prospero://w3.abigail.freedom.nl/"]],
    ["prospero://www.PERL.com:1525/", ["prospero://www.PERL.com:1525/"]],
    [
      "prospero://a.b.c.d.e.f.g.h.i.j.k.x:1525/ ;fnord:&?%FF=fnord:&?%FF",
      ["prospero://a.b.c.d.e.f.g.h.i.j.k.x:1525/"],
    ],
    ["prospero://127.0.0.1/ ;=value1;=value2", ["prospero://127.0.0.1/"]],
    [
      "prospero://www.abigail.freedom.nl/ ;name1=;name2=value",
      ["prospero://www.abigail.freedom.nl/"],
    ],
    ["prospero://www.PERL.com/fnord:&=?%FF;", ["prospero://www.PERL.com/fnord:&=?%FF"]],
    [
      "prospero://w--w--w.abigail.freedom.nl:1525/foo/bar;",
      ["prospero://w--w--w.abigail.freedom.nl:1525/foo/bar"],
    ],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      [
        "prospero://a.b.c.d.e.f.g.h.i.j.k.x::/fnord:&=?%FF;fnord:&?%FF=fnord:&?%FF",
        [["prospero://a.b.c.d.e.f.g.h.i.j.k.x::/fnord:&=?%FF;fnord:&?%FF=fnord:&?%FF", false]],
      ],
      [
        "prospero://www.abigail.freedom.nl:port/foo/bar;name1=value1;name2=value2",
        [["prospero://www.abigail.freedom.nl:port/foo/bar;name1=value1;name2=value2", false]],
      ],
      [
        "prospero://127.0.0.1:1525/;name===value",
        [["prospero://127.0.0.1:1525/;name===value", false]],
      ],
      [
        "prospero://www.PERL.com/part;name1;name2",
        [["prospero://www.PERL.com/part;name1;name2", false]],
      ],
      [
        "prospero://w--w--w.abigail.freedom.nl/;name=value==",
        [["prospero://w--w--w.abigail.freedom.nl/;name=value==", false]],
      ],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (an RFC 1738 hostname: alphanumeric labels, none empty, the top one starting with a letter; an IPv4 address of four numbers). RFC 3986 §3.2.2: what is no IPv4address is a reg-name = *( unreserved / pct-encoded / sub-delims )
      [
        "prospero://127.0.0.0.1:1525/fnord:&=?%FF;fnord:&?%FF=fnord:&?%FF",
        ["prospero://127.0.0.0.1:1525/fnord:&=?%FF;fnord:&?%FF=fnord:&?%FF"],
      ],
      [
        "prospero://www.example..com/foo/bar;name1=value1;name2=value2",
        ["prospero://www.example..com/foo/bar;name1=value1;name2=value2"],
      ],
      // Regexp::Common: no match (RFC 1738 port = 1*digit). RFC 3986 §3.2.3: port = *DIGIT, so an empty port is allowed (§6.2.3 drops it)
      [
        "prospero://a.b.c.d.e.f.g.h.i.j.k.x:/fnord:&=?%FF;fnord:&?%FF=fnord:&?%FF",
        ["prospero://a.b.c.d.e.f.g.h.i.j.k.x:/fnord:&=?%FF;fnord:&?%FF=fnord:&?%FF"],
      ],
      ["prospero://127.0.0.1:/foo/bar;=;=value", ["prospero://127.0.0.1:/foo/bar;=;=value"]],
      // Regexp::Common: no match ('~' is unsafe in RFC 1738 §2.2). RFC 3986 §2.3: '~' is unreserved
      [
        "prospero://a.b.c.d.e.f.g.h.i.j.k.x:1525/fnord:&=?%FF;~=fnord:&?%FF",
        ["prospero://a.b.c.d.e.f.g.h.i.j.k.x:1525/fnord:&=?%FF;~=fnord:&?%FF"],
      ],
      ["prospero://127.0.0.1/~;=value1;=value2", ["prospero://127.0.0.1/~;=value1;=value2"]],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/telnet.t (generated: user × password × host × port × slash)", () => {
  check([
    [
      "telnet://abi%67ai%6C:se%FFret@www.abigail.freedom.nl:123",
      ["telnet://abi%67ai%6C:se%FFret@www.abigail.freedom.nl:123"],
    ],
    ["telnet://:@127.0.0.1:123/", ["telnet://:@127.0.0.1:123/"]],
    ["telnet://abigail:secret@www.PERL.com", ["telnet://abigail:secret@www.PERL.com"]],
    ["telnet://abigail@w3.abigail.freedom.nl", ["telnet://abigail@w3.abigail.freedom.nl"]],
    ["telnet://abi%67ai%6C@127.0.0.1", ["telnet://abi%67ai%6C@127.0.0.1"]],
    ["telnet://www.PERL.com:123", ["telnet://www.PERL.com:123"]],
    [
      "telnet://abi%67ai%6C:se%FFret@www.abigail.freedom.nl::",
      ["telnet://abi%67ai%6C:se%FFret@www.abigail.freedom.nl"],
    ],
    ["telnet://abigail-][:se??et@127.0.0.1:123", ["telnet://abigail"]],
    ["telnet://abigail-][@www.PERL.com:123/", ["telnet://abigail"]],
    ["telnet://abigail-][:@w3.abigail.freedom.nl", ["telnet://abigail"]],
    ["telnet://abigail-][:secret@www.PERL.com", ["telnet://abigail"]],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      [
        "telnet://ab?ga?l;:se??et@127.0.0.0.1:123",
        [["telnet://ab?ga?l;:se??et@127.0.0.0.1:123", false]],
      ],
      [
        "telnet://abi%67ai%6C:se%FFret@www.abigail.freedom.nl:123/foo",
        [["telnet://abi%67ai%6C:se%FFret@www.abigail.freedom.nl:123/foo", false]],
      ],
      ["telnet://abigail:@www.PERL.com:-19", [["telnet://abigail:@www.PERL.com:-19", false]]],
      [
        "telnet://ab?ga?l;:secret@www.example..com",
        [["telnet://ab?ga?l;:secret@www.example..com", false]],
      ],
      ["telnet://:se{}cret@w3.abigail.freedom.nl", [["telnet://:se", false]]],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (an RFC 1738 hostname: alphanumeric labels, none empty, the top one starting with a letter; an IPv4 address of four numbers). RFC 3986 §3.2.2: what is no IPv4address is a reg-name = *( unreserved / pct-encoded / sub-delims )
      [
        "telnet://abi%67ai%6C:se%FFret@127.0.0.0.1:123",
        ["telnet://abi%67ai%6C:se%FFret@127.0.0.0.1:123"],
      ],
      ["telnet://:@www.example..com:123/", ["telnet://:@www.example..com:123/"]],
      // Regexp::Common: no match (RFC 1738 port = 1*digit). RFC 3986 §3.2.3: port = *DIGIT, so an empty port is allowed (§6.2.3 drops it)
      [
        "telnet://abi%67ai%6C:se%FFret@www.abigail.freedom.nl:/",
        ["telnet://abi%67ai%6C:se%FFret@www.abigail.freedom.nl:/"],
      ],
      ["telnet://:@127.0.0.1:/", ["telnet://:@127.0.0.1:/"]],
    ]);
    verdicts([
      // Regexp::Common: matches (RFC 1738 user and password may hold '?'). RFC 3986 §3.2.1: userinfo has no '?', so it ends the authority and the rest is no valid telnet URL (RFC 4248 §2)
      [
        "telnet://ab?ga?l;:se??et@www.abigail.freedom.nl:123",
        [["telnet://ab?ga?l;:se??et@www.abigail.freedom.nl:123", false]],
      ],
      // Regexp::Common: matches (RFC 1738 user and password may hold '?'). RFC 3986 §3.2.1: userinfo has no '?', so it ends the authority and the rest is no valid telnet URL (RFC 4248 §2)
      ["telnet://abi%67ai%6C:se??et@127.0.0.1", [["telnet://abi%67ai%6C:se??et@127.0.0.1", false]]],
      // Regexp::Common: matches (RFC 1738 user and password may hold '?'). RFC 3986 §3.2.1: userinfo has no '?', so it ends the authority and the rest is no valid telnet URL (RFC 4248 §2)
      [
        "telnet://ab?ga?l;:se%FFret@www.PERL.com:123/",
        [["telnet://ab?ga?l;:se%FFret@www.PERL.com:123/", false]],
      ],
      // Regexp::Common: matches (RFC 1738 user and password may hold '?'). RFC 3986 §3.2.1: userinfo has no '?', so it ends the authority and the rest is no valid telnet URL (RFC 4248 §2)
      [
        "telnet://ab?ga?l;@w3.abigail.freedom.nl",
        [["telnet://ab?ga?l;@w3.abigail.freedom.nl", false]],
      ],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/wais.t (generated: host × port × database × wtype × wpath / search)", () => {
  check([
    [
      "wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/wpath",
      ["wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/wpath"],
    ],
    ["wais://127.0.0.1/database/wtype/0", ["wais://127.0.0.1/database/wtype/0"]],
    ["wais://w--w--w3.ABIGAIL.nl/?database", ["wais://w--w--w3.ABIGAIL.nl/?database"]],
    ["wais://127.0.0.1:210/0/0/", ["wais://127.0.0.1:210/0/0/"]],
    [
      "wais://www.abigail.freedom.nl/database?database",
      ["wais://www.abigail.freedom.nl/database?database"],
    ],
    ["wais://www.abigail.freedom.nl/0?database", ["wais://www.abigail.freedom.nl/0?database"]],
    [
      "wais://www.abigail.freedom.nl/%00%FF-!*,?database",
      ["wais://www.abigail.freedom.nl/%00%FF-!*,?database"],
    ],
    [
      "<wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/%00%FF-!*,>",
      ["wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/%00%FF-!*,"],
    ],
    ["<wais://127.0.0.1/0/wtype/%00%FF-!*,>", ["wais://127.0.0.1/0/wtype/%00%FF-!*,"]],
    ["<wais://w--w--w3.ABIGAIL.nl/?>", ["wais://w--w--w3.ABIGAIL.nl/?"]],
    ["<wais://127.0.0.1:210/database?>", ["wais://127.0.0.1:210/database?"]],
    [
      "wais://127.0.0.0.1:210/%00%FF-!*,/%00%FF-!*,/%00%FF-!*,",
      ["wais://127.0.0.0.1:210/%00%FF-!*,/%00%FF-!*,/%00%FF-!*"],
    ],
    ["wais://www.example..com/0/0/%00%FF-!*,", ["wais://www.example..com/0/0/%00%FF-!*"]],
    [
      "wais://www.abigail.freedom.nl:/database/wtype/%00%FF-!*,",
      ["wais://www.abigail.freedom.nl:/database/wtype/%00%FF-!*"],
    ],
    ["wais://w--w--w3.ABIGAIL.nl/~?", ["wais://w--w--w3.ABIGAIL.nl/~"]],
    ["wais://w+w.example.com:210/?", ["wais://w+w.example.com:210/"]],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      [
        "wais://www.abigail.freedom.nl::/%00%FF-!*,/%00%FF-!*,/%00%FF-!*,",
        [["wais://www.abigail.freedom.nl::/%00%FF-!*,/%00%FF-!*,/%00%FF-!*", false]],
      ],
      ["wais://127.0.0.0.1:210/database/wtype", [["wais://127.0.0.0.1:210/database/wtype", false]]],
      [
        "wais://w--w--w3.ABIGAIL.nl:port/0/wtype/wpath",
        [["wais://w--w--w3.ABIGAIL.nl:port/0/wtype/wpath", false]],
      ],
      ["wais://www.example..com//0", [["wais://www.example..com//0", false]]],
      ["wais://w+w.example.com:210//", [["wais://w+w.example.com:210//", false]]],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: matches "wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/%00%FF-!*,". In running text a trailing "," is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      [
        "wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/%00%FF-!*,",
        ["wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/%00%FF-!*"],
      ],
      // Regexp::Common: matches "wais://127.0.0.1/0/wtype/%00%FF-!*,". In running text a trailing "," is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["wais://127.0.0.1/0/wtype/%00%FF-!*,", ["wais://127.0.0.1/0/wtype/%00%FF-!*"]],
      // Regexp::Common: matches "wais://w--w--w3.ABIGAIL.nl/?". In running text a trailing "?" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["wais://w--w--w3.ABIGAIL.nl/?", ["wais://w--w--w3.ABIGAIL.nl/"]],
      // Regexp::Common: matches "wais://127.0.0.1:210/database?". In running text a trailing "?" is punctuation (DESIGN "Delimiting rules": trailing . , ; : ! ? ' " dropped); in <…> it stays (App. E)
      ["wais://127.0.0.1:210/database?", ["wais://127.0.0.1:210/database"]],
      // Regexp::Common: no match (an RFC 1738 hostname: alphanumeric labels, none empty, the top one starting with a letter; an IPv4 address of four numbers). RFC 3986 §3.2.2: what is no IPv4address is a reg-name = *( unreserved / pct-encoded / sub-delims )
      [
        "wais://127.0.0.0.1:210/%00%FF-!*,/%00%FF-!*,/wpath",
        ["wais://127.0.0.0.1:210/%00%FF-!*,/%00%FF-!*,/wpath"],
      ],
      ["wais://www.example..com/database/wtype/0", ["wais://www.example..com/database/wtype/0"]],
      // Regexp::Common: no match (RFC 1738 port = 1*digit). RFC 3986 §3.2.3: port = *DIGIT, so an empty port is allowed (§6.2.3 drops it)
      [
        "wais://www.abigail.freedom.nl:/%00%FF-!*,/%00%FF-!*,/wpath",
        ["wais://www.abigail.freedom.nl:/%00%FF-!*,/%00%FF-!*,/wpath"],
      ],
      ["wais://127.0.0.1:/database/wtype/0", ["wais://127.0.0.1:/database/wtype/0"]],
      // Regexp::Common: no match ('~' is unsafe in RFC 1738 §2.2). RFC 3986 §2.3: '~' is unreserved
      [
        "wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/~",
        ["wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/~"],
      ],
      ["wais://127.0.0.1/~/wtype/wpath", ["wais://127.0.0.1/~/wtype/wpath"]],
      // Regexp::Common: no match (raw '[' ']' are unsafe in RFC 1738 §2.2). In running text raw brackets in a path or query are data, percent-encoded in `normalized` (raw-characters.ts; bleach's 'array[]=1' in peer-suites-third) — but an empty "[]" that ends a path is an AsciiDoc macro's (RULES.md "Strict grammar", session 32)
      [
        "wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/[]",
        ["wais://www.abigail.freedom.nl:210/%00%FF-!*,/%00%FF-!*,/"],
      ],
      ["wais://127.0.0.1/database/[]/wpath", ["wais://127.0.0.1/database/[]/wpath"]],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/tel.t ($RE{URI}{tel}: the literal cases)", () => {
  check([
    ["tel:+1234;option=%22%5C%22%22", ["tel:+1234;option=%22%5C%22%22"]],
    [
      "tel:+1-212-555-1234;tsp=terrifictelecom.com",
      ["tel:+1-212-555-1234;tsp=terrifictelecom.com"],
    ],
    ["tel:456-7890;phone-context=X-COMPANY-NET", ["tel:456-7890;phone-context=X-COMPANY-NET"]],
    ["tel:+358-555-1234567;postd=pp22", ["tel:+358-555-1234567;postd=pp22"]],
    ["tel:+123-456-789;isub=123(456)", ["tel:+123-456-789;isub=123(456)"]],
    ["tel:+123456;postd=***", ["tel:+123456;postd=***"]],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([
      ["tel:456-7890", [["tel:456-7890", false]]],
      ["tel:+1-800-RUN-PERL", [["tel:+1-800-RUN-PERL", false]]],
    ]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (RFC 2806 quoted-string values). RFC 3966 §3: pvalue = 1*paramchar, and paramchar takes any pct-encoded
      ["tel:+1234;option=%22%22%22", ["tel:+1234;option=%22%22%22"]],
      ["tel:+1234;option=%22%5C%22", ["tel:+1234;option=%22%5C%22"]],
    ]);
    verdicts([
      // Regexp::Common: matches (RFC 2806). RFC 3966 §3, §5.1.5 decide: a phone-context of digits needs '+', a global number takes no phone-context, 'w' is no phonedigit
      [
        "tel:+1234567890;phone-context=+1234;vnd.company.option=%22foo%22",
        [["tel:+1234567890;phone-context=+1234;vnd.company.option=%22foo%22", false]],
      ],
      // Regexp::Common: matches (RFC 2806). RFC 3966 §3, §5.1.5 decide: a phone-context of digits needs '+', a global number takes no phone-context, 'w' is no phonedigit
      [
        "tel:+1-212-555-1234;tsp=terrifictelecom.com;phone-context=X-COMPANY-NET",
        [["tel:+1-212-555-1234;tsp=terrifictelecom.com;phone-context=X-COMPANY-NET", false]],
      ],
      // Regexp::Common: matches (RFC 2806). RFC 3966 §3, §5.1.5 decide: a phone-context of digits needs '+', a global number takes no phone-context, 'w' is no phonedigit
      ["tel:456-7890;phone-context=213", [["tel:456-7890;phone-context=213", false]]],
      // Regexp::Common: matches (RFC 2806). RFC 3966 §3, §5.1.5 decide: a phone-context of digits needs '+', a global number takes no phone-context, 'w' is no phonedigit
      [
        "tel:0w003585551234567;phone-context=+3585551234",
        [["tel:0w003585551234567;phone-context=+3585551234", false]],
      ],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/fax.t ($RE{URI}{fax}: the literal cases)", () => {
  check([
    [
      "fax:+1234567890;phone-context=+1234;vnd.company.option=%22foo%22",
      ["fax:+1234567890;phone-context=+1234;vnd.company.option=%22foo%22"],
    ],
    [
      "fax:+1-212-555-1234;tsub=0123456789-.();tsp=terrifictelecom.com;phone-context=X-COMPANY-NET",
      [
        "fax:+1-212-555-1234;tsub=0123456789-.();tsp=terrifictelecom.com;phone-context=X-COMPANY-NET",
      ],
    ],
    ["fax:+358-555-1234567;postd=pp22", ["fax:+358-555-1234567;postd=pp22"]],
    ["fax:+1234;option=%22%5C%22%22", ["fax:+1234;option=%22%5C%22%22"]],
    [
      "fax:+456-7890;phone-context=213;phone-context=213",
      ["fax:+456-7890;phone-context=213;phone-context=213"],
    ],
    ["fax:+123-456-789;isub=123(456)", ["fax:+123-456-789;isub=123(456)"]],
    ["fax:456-7890;tsub=213;", ["fax:456-7890;tsub=213"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (its own grammar: fax RFC 2806, obsoleted by RFC 3966; tv RFC 2838). urisift has no rule for these schemes: RFC 3986 §3 generic syntax only
      ["fax:+1234;option=%22%22%22", ["fax:+1234;option=%22%22%22"]],
      [
        "fax:456-7890;phone-context=213;tsub=0123456789-.()",
        ["fax:456-7890;phone-context=213;tsub=0123456789-.()"],
      ],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/tv.t (the DATA hosts and failures)", () => {
  check([
    ["tv:abc.co.au", ["tv:abc.co.au"]],
    ["tv:east.hbo.com", ["tv:east.hbo.com"]],
    ["tv:bbc.co.uk", ["tv:bbc.co.uk"]],
    ["tv:wqed.com", ["tv:wqed.com"]],
    ["tv:nbc.com", ["tv:nbc.com"]],
    ["tv:west.hbo.com", ["tv:west.hbo.com"]],
    ["abc.com", []],
  ]);
  describe("no match, and urisift finds it not valid (includeInvalid)", () => {
    verdicts([["http:abc.com", [["http:abc.com", false]]]]);
  });
  describe("answered differently on purpose", () => {
    check([
      // Regexp::Common: no match (lower-case schemes only). RFC 3986 §3.1: schemes are case-insensitive
      ["TV:abc.com", ["TV:abc.com"]],
      // Regexp::Common: no match (its own grammar: fax RFC 2806, obsoleted by RFC 3966; tv RFC 2838). urisift has no rule for these schemes: RFC 3986 §3 generic syntax only
      ["tv://abc.com", ["tv://abc.com"]],
      ["tv:abc..com", ["tv:abc..com"]],
    ]);
    verdicts([
      // Regexp::Common: matches (RFC 2838 §2: 'tv:' is the current channel). A scheme name and a colon with nothing after it is a label in prose ('TV: …'); wrapped, see the group below
      ["tv:", []],
    ]);
  });
});

describe("Regexp::Common 2024080801 t/URI/tv.t: found wrong before, fixed", () => {
  check([
    // tv.t's "tv:" (RFC 2838 §2: tv-url = "tv:" [ broadcast ], the current channel; valid in the
    // core). Bare in prose it is a label, but <…> and <URL:…> say the text is a URI (App. E of
    // the RFC 3986 draft, RFC 1738 App.): urisift found nothing
    ["<tv:>", ["tv:"]],
    ["<URL:tv:>", ["tv:"]],
  ]);
});

describe("urlextract tests/unit/test_find_urls.py (recalled)", () => {
  check([
    ["Let's have URL http://janlipovsky.cz", ["http://janlipovsky.cz"]],
    ["Let's have text without URLs.", []],
    ["Dot after TLD: http://janlipovsky.cz.", ["http://janlipovsky.cz"]],
    [
      "Let's have URL http://janlipovsky.cz and a second URL https://Example.Com/@eon01/asdsd-dummy it's over.",
      ["http://janlipovsky.cz", "https://Example.Com/@eon01/asdsd-dummy"],
    ],
    [
      "<script src='https://www.example.com/somejsfile.js'>",
      ["https://www.example.com/somejsfile.js"],
    ],
    ["* test link -https://www.example.com", ["https://www.example.com"]],
    [
      "https://www.test.org/paper/apostrophe'in-url",
      ["https://www.test.org/paper/apostrophe'in-url"],
    ],
    ["http://aa.com/b.html was='ok'", ["http://aa.com/b.html"]],
    ['http://aa.com/b.html was="ok"', ["http://aa.com/b.html"]],
    ["http://0.0.0.0/a.io", ["http://0.0.0.0/a.io"]],
    ["http://123.56.234.210/struts_action.do", ["http://123.56.234.210/struts_action.do"]],
    ["https://example.com/what.com", ["https://example.com/what.com"]],
    [
      "https://i2.wp.com/siliconfilter.com/2011/06/example.jpg",
      ["https://i2.wp.com/siliconfilter.com/2011/06/example.jpg"],
    ],
    [
      "https://example.com/the-best-spots-5-2021?source=sprc",
      ["https://example.com/the-best-spots-5-2021?source=sprc"],
    ],
    [
      "This is test for URL with at sign https://example.com/@username",
      ["https://example.com/@username"],
    ],
    ["http://caesar.com/#/", ["http://caesar.com/#/"]],
    ["ftp://[2001:db8::7]/c=GB?objectClass?one", ["ftp://[2001:db8::7]/c=GB?objectClass?one"]],
    // with_schema_only=True: the schemeless name is no URL, as in urisift's default mode
    ["Without schema janlipovsky.cz and http://example.com", ["http://example.com"]],
    ["Some text www.example.com with URL", []],
  ]);
});

describe("urlextract tests/unit/test_find_urls.py (recalled), fuzzy", () => {
  check(
    [
      [
        "Let's have URL janlipovsky.cz and a second URL https://example.com/@eon01/asdsd-dummy it's over.",
        ["http://janlipovsky.cz", "https://example.com/@eon01/asdsd-dummy"],
      ],
      ["Some text www.example.com with URL", ["http://www.example.com"]],
      ["URL with port example.com:8080/path", ["http://example.com:8080/path"]],
      ["Dot at the end example.com.", ["http://example.com"]],
      ["www.example.com/a?b=c&d=e#f", ["http://www.example.com/a?b=c&d=e#f"]],
      ["http://ukázka.cz/path", ["http://ukázka.cz/path"]],
      ["ukázka.cz", ["http://ukázka.cz"]],
      ["whitespace @address.net>", []],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // urlextract: ["bad.email"] (its TLD list is IANA's). urisift's fuzzy mode takes
        // linkify-it's default TLD list (README), which has no "email"
        ["bad.email @address", []],
        // urlextract: [] (extract_email is off by default). urisift's fuzzy mode reads
        // addresses as mailto: URIs (RULES.md "Fuzzy links")
        ["Do not extract emails by default jan@example.com", ["mailto:jan@example.com"]],
        ["<email@address.net>", ["mailto:email@address.net"]],
        // urlextract: ["example.com/asdasd", "example.com:1234"] (it drops what is before the
        // "@"). urisift reads the address, whose addr-spec ends at "/" (RFC 5322 §3.4.1), and
        // takes no "name@host:port" as a link or an address
        [
          "Given URIs are not mail jan@example.com/asdasd jan@example.com:1234",
          ["mailto:jan@example.com"],
        ],
        // urlextract: ["example.com?not", "example.com#not"]. The addr-spec ends at "?" and "#"
        [
          "Given URIs are not mail jan@example.com?not jan@example.com#not",
          ["mailto:jan@example.com", "mailto:jan@example.com"],
        ],
      ],
      { fuzzy: true },
    );
  });
  describe("found wrong before, fixed", () => {
    check(
      [
        // urlextract: ["www.example.com/somejsfile.js"]. A network-path reference (RFC 3986
        // §4.2) to a www. host: any reader takes it as a link, linkify-it's default "//"
        // schema links it, and "www.example.com/somejsfile.js" alone is found; urisift
        // disabled linkify-it's "//" rule and found nothing after the "//"
        [
          "<script src='//www.example.com/somejsfile.js'>",
          ["http://www.example.com/somejsfile.js"],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("urlextract tests/unit/test_extract_email.py (recalled), fuzzy", () => {
  check(
    [
      ["Do not extract emails by default jan@example.com", ["mailto:jan@example.com"]],
      ["<email@address.net>", ["mailto:email@address.net"]],
      ["whitespace @address.net>", []],
    ],
    { fuzzy: true },
  );
});
