/**
 * Extraction cases from the test suites of three npm address libraries (read with the
 * `fuzzy` option: an address in text is a `mailto:` URI), verbatim from their npm tarballs
 * (npm pack):
 * - email-addresses 5.0.0 (jackbowman's RFC 5322 address parser), test/email-addresses.js:
 *   every input of parseOneAddress, parseAddressList, parseFrom/parseSender/parseReplyTo and
 *   the default parser with an answer (the addresses it gives: a group's members too; the
 *   inputs with the `atInDisplayName`, `commaInDisplayName` and `addressListSeparator: ";"`
 *   options as run with them), and test/tests.xml (Dominic Sayers' is_email suite, which the
 *   package's test/is_email.js runs): every <address>, the U+2400 control pictures read as
 *   the controls they stand for (as is_email.js converts them), as the whole text. The
 *   peer's answer is what email-addresses 5.0.0 (its lib/, run here) parses: the semantic
 *   address, or none where it returns null. test/core/peer-suites.test.ts already judges
 *   tests.xml's addresses as mailto URIs (validateUri); here they are text to extract from.
 * - emails-regex 1.1.0, test/test.js (validMatches: the address; invalidMatches: none).
 * - extract-emails 0.0.5, test/test.js (the HTML snippets, read as text).
 * Each group holds the cases where urisift gives the peer's answer (a domain literal's
 * brackets percent-encoded in the mailto URI, RFC 6068 §2), then those where it answers
 * differently on purpose (the peer's answer, urisift's, and the rule: mostly that the peer
 * parses one header field, RFC 5322 with its quoted strings, comments, folding and obsolete
 * forms, where urisift reads text, in which a reader's address is a dot-atom with a fully
 * qualified domain), then those where urisift is wrong today ("urisift wrong, to fix",
 * `it.fails`, urisift's answer in a comment): a domain of more than 11 labels (linkify-it's
 * bound, fuzzy.ts AddressHostBuilder) gives nothing, and a quoted word glued before an
 * address (`"test"test@iana.org`) gives the address after it, as s49's
 * `just"not"right@example.com` does. Fixed in session 51, from this harvest: an address
 * glued after a group's name (`Managing Partners:ben@example.com,carol@example.com;`,
 * fuzzy-word-edges.ts groupBefore; also emailjs-addressparser's `Disclosed:…;` rows in
 * peer-suites-s49.test.ts) and after a comment that nests another
 * (`(comment(comment))test@iana.org`, fuzzy-view.ts commentOpensWord).
 * Read and without a case: linkify-plus-plus-core 0.7.0, link-preview-js 5.0.0,
 * @tiptap/extension-link 3.35.0, jquery-linkify 2.2.1, email-extractor 0.2.9 and
 * get-emails 5.0.0 (npm: no tests in the tarball); autolink-js 1.0.2, html-linkify 1.2.2
 * and url-knife 3.2.1 are in peer-suites-s43.test.ts already.
 */
import { describe } from "vitest";
import { check, checkFails, differs } from "../helpers/peer-check.js";

const FUZZY = { fuzzy: true } as const;

const FQDN =
  "fuzzy takes an address whose domain has a dot (RFC 5321 §2.3.5: a domain name in mail is fully qualified): `test@io`, `foo@bar`, `d@e` are no addresses in running text";
const QUOTED =
  "fuzzy reads dot-atom addresses (RFC 5322 §3.4.1 dot-atom; DESIGN.md: linkify-it's rule): a quoted local part, with its blanks, `@`, `\\` or `\"` inside, is header syntax the peer parses";
const CFWS =
  "comments and blanks inside an address (RFC 5322 §3.2.2 CFWS, §4.2 obsolete FWS around `@` and `.`) are header syntax the peer strips; read as text, the word is no address";
const CFWSNAME =
  "a comment or blanks after the `@` (RFC 5322 §3.2.2 CFWS) are header syntax the peer strips; read as text, the word after them is a name under a known TLD, linked with `http://` (fuzzy: linkify-it's rule)";
const LITERAL =
  'an address literal is an IPv4 address, or `IPv6:` and an IPv6 address (RFC 4291 §2.2), in brackets (RFC 5321 §4.1.3; RULES.md "Fuzzy links"): a general domain literal, RFC 5322\'s dtext, is none';
const SLASH =
  'RULES.md "Fuzzy links": a `/` before the `@` makes the word a path, not an address (the local part is legal atext, RFC 5322 §3.2.3, but no address a reader picks out of text)';
const SLASHDOMAIN =
  "`/` is no character of a domain name (RFC 5321 §4.1.2: letters, digits and hyphens): `iana/icann.org` is RFC 5322's atext, no host";
const NUMTLD =
  "a domain's last label is no number (RFC 3696 §2), and an IP address as a domain is written as an address literal in brackets (RFC 5321 §4.1.3: `test@[255.255.255.255]`)";
const LOCALLONG =
  "a local part is at most 64 octets (RFC 5321 §4.5.3.1.1); RFC 5322 alone sets no bound";
const LABELLONG = "a domain label is at most 63 octets (RFC 1035 §2.3.4, RFC 5321 §4.1.2)";
const HYPHEN =
  "a domain label starts and ends with a letter or digit (RFC 1035 §2.3.1, RFC 5321 §4.1.2 Let-dig); the peer checks RFC 5322's atext only (is_email calls these errors)";
const ALPHATLD =
  "an address's top-level label is letters, or an IDN's `xn--` form (RFC 3696 §2; linkify-it's rule): `co-uk` is none";
const BLANKWORD =
  "read as text, blanks delimit (RFC 5322 §3.4.1: an addr-spec has no blanks; the peer reads §4.2's obsolete FWS around the `.`): `test@iana.org` is the address a reader sees";
const PEERBLANK =
  "the peer's semantic address keeps a blank for the folding or the comment before the local part (` test@iana.org`); the address a reader sees is test@iana.org";
const DOTOPEN =
  'a "." that opens a word before an address is the text\'s (no dot-atom starts with ".", RFC 5322 §3.2.3; RULES.md "Fuzzy links"): the peer rejects the whole, a reader sees test@iana.org';
const SENTDOT =
  "DESIGN.md bare rule: a trailing `.` is the sentence's; the peer reads a domain that ends with a dot as an error";
const OPENER =
  "a `\"` or `(` that opens the word and that nothing closes before the address is the text's (a quotation or a parenthesis opened before it): the peer rejects the whole header field, a reader sees the address";
const TRAILTEXT =
  "a `(` ends the domain (RFC 5321 §4.1.2: no `(` in a domain name) and what follows is the text's, closed or not: the peer rejects the whole header field for its unclosed comment";
const LINEBREAK =
  "the peer parses one header field, where a CR or LF not followed by a blank is an error (RFC 5322 §3.2.2 FWS, §2.2 folding); in text a line break delimits, and the address on its line is a record";
const DOTCOM =
  "fuzzy links a name under a known TLD, `http://` added (linkify-it's rule), each time a reader sees it: the display name `bar.net` too";
const ADDRONLY =
  "fuzzy links a name under a known TLD, `http://` added (linkify-it's rule): the peer is a regex for addresses only";
const CLOUDFLARE =
  "Cloudflare's `data-cfemail` is an address XOR-encoded in hex that the page's script decodes; the text holds no address (`[email protected]`)";

// ─── email-addresses 5.0.0 ────────────────────────────────────────────────────────────────

describe("email-addresses 5.0.0 (test/email-addresses.js), fuzzy", () => {
  check(
    [
      ["ABC < a@b.c>", ["mailto:a@b.c"]],
      ["a@b.c, d@e.f", ["mailto:a@b.c", "mailto:d@e.f"]],
      ["First Last <first@last.com>", ["mailto:first@last.com"]],
      ["  First   Last   <first@last.com>", ["mailto:first@last.com"]],
      // atInDisplayName: true
      ["ABC@abc (comment) < a@b.c>", ["mailto:a@b.c"]],
      // commaInDisplayName: true
      ["ABC, abc (comment) <a@b.c>", ["mailto:a@b.c"]],
      ["ABC (comment) < a@b.c>", ["mailto:a@b.c"]],
      ["a@b bogus", []],
      ["bogus", []],
      ["First<foo@bar.com>", ["mailto:foo@bar.com"]],
      ["First Last<foo@bar.com>", ["mailto:foo@bar.com"]],
      [" First Last <foo@bar.com>", ["mailto:foo@bar.com"]],
      ["First   Last<foo@bar.com>", ["mailto:foo@bar.com"]],
      ["   First    Last     <foo@bar.com>", ["mailto:foo@bar.com"]],
      ["   First  Middle   Last     <foo@bar.com>", ["mailto:foo@bar.com"]],
      ["\tFirst \t  Last\t<foo@bar.com>", ["mailto:foo@bar.com"]],
      ['"First Last"<foo@bar.com>', ["mailto:foo@bar.com"]],
      [' \t "First   Last" <foo@bar.com>', ["mailto:foo@bar.com"]],
      [' \t "First \\"The\t\tNickname\\"  Last" <foo@bar.com>', ["mailto:foo@bar.com"]],
      ["foo@bar.com", ["mailto:foo@bar.com"]],
      ["  foo@bar.com  ", ["mailto:foo@bar.com"]],
      ["杨孝宇 <xiaoyu@example.com>", ["mailto:xiaoyu@example.com"]],
      ['"杨孝宇" <xiaoyu@example.com>', ["mailto:xiaoyu@example.com"]],
      ['"Foo Bar" <foo@bar.com>', ["mailto:foo@bar.com"]],
      ["jack@", []],
      ["H.P. Lovecraft <foo@bar.net>", ["mailto:foo@bar.net"]],
      ["Hmm Yes Info. <foo@bar.net>", ["mailto:foo@bar.net"]],
    ],
    FUZZY,
  );
});

describe("email-addresses 5.0.0 (test/email-addresses.js): found wrong, fixed in session 51 (a group's name), fuzzy", () => {
  // rfc6854 - from, sender, reply-to: the group's first member, glued after "name:", gave
  // nothing (fuzzy-word-edges.ts groupBefore: RFC 5322 §3.4 group, its list closed by ";")
  check(
    [
      [
        "Managing Partners:ben@example.com,carol@example.com;",
        ["mailto:ben@example.com", "mailto:carol@example.com"],
      ],
      [
        'Managing Partners:ben@example.com,carol@example.com;, "Foo" <foo@example.com>',
        ["mailto:ben@example.com", "mailto:carol@example.com", "mailto:foo@example.com"],
      ],
      [
        'Managing Partners:ben@example.com,carol@example.com;, "Foo" <foo@example.com>, Group2:alice@example.com;',
        [
          "mailto:ben@example.com",
          "mailto:carol@example.com",
          "mailto:foo@example.com",
          "mailto:alice@example.com",
        ],
      ],
    ],
    FUZZY,
  );
});

describe("email-addresses 5.0.0 (test/email-addresses.js): answered differently on purpose, fuzzy", () => {
  differs(
    [
      ['"Françoise Lefèvre"@example.com', ["mailto:Françoise Lefèvre@example.com"], [], QUOTED],
      ['"A B C" < a@b.c>, d@e', ["mailto:a@b.c", "mailto:d@e"], ["mailto:a@b.c"], FQDN],
      // addressListSeparator: ";"
      ['"A B C" < a@b.c>; d@e', ["mailto:a@b.c", "mailto:d@e"], ["mailto:a@b.c"], FQDN],
      ["foo  @bar.com", ["mailto:foo@bar.com"], [], CFWS],
      ["foo@  bar.com", ["mailto:foo@bar.com"], ["http://bar.com"], CFWSNAME],
      ["\t  foo\t\t@ \t  bar.com \t ", ["mailto:foo@bar.com"], ["http://bar.com"], CFWSNAME],
      ["Bob <\t  foo\t\t@ \t  bar.com \t >", ["mailto:foo@bar.com"], ["http://bar.com"], CFWSNAME],
      ['"foo"@bar.com', ["mailto:foo@bar.com"], [], QUOTED],
      ['"foo   baz"@bar.com', ["mailto:foo baz@bar.com"], [], QUOTED],
      ["foo@bar", ["mailto:foo@bar"], [], FQDN],
      ['"Foo Bar" <foo@bar>', ["mailto:foo@bar"], [], FQDN],
      [
        "bar.net <foo@bar.net>",
        ["mailto:foo@bar.net"],
        ["http://bar.net", "mailto:foo@bar.net"],
        DOTCOM,
      ],
      ['":sysmail"@ Some-Group. Some-Org', ["mailto::sysmail@Some-Group.Some-Org"], [], QUOTED],
    ],
    FUZZY,
  );
});

describe("email-addresses 5.0.0 (test/tests.xml, is_email's suite: each address the whole text), fuzzy", () => {
  // the test id and is_email's diagnosis before each case
  check(
    [
      // 1 ERR_NODOMAIN
      ["", []],
      // 2 ERR_NODOMAIN
      ["test", []],
      // 3 ERR_NOLOCALPART
      ["@", []],
      // 4 ERR_NODOMAIN
      ["test@", []],
      // 6 ERR_NOLOCALPART
      ["@io", []],
      // 7 ERR_NOLOCALPART
      ["@iana.org", []],
      // 8 VALID
      ["test@iana.org", ["mailto:test@iana.org"]],
      // 9 VALID
      ["test@nominet.org.uk", ["mailto:test@nominet.org.uk"]],
      // 10 VALID
      ["test@about.museum", ["mailto:test@about.museum"]],
      // 11 VALID
      ["a@iana.org", ["mailto:a@iana.org"]],
      // 12 DNSWARN_NO_RECORD
      ["test@e.com", ["mailto:test@e.com"]],
      // 13 DNSWARN_NO_RECORD
      ["test@iana.a", ["mailto:test@iana.a"]],
      // 14 VALID
      ["test.test@iana.org", ["mailto:test.test@iana.org"]],
      // 16 ERR_DOT_END
      ["test.@iana.org", []],
      // 17 ERR_CONSECUTIVEDOTS
      ["test..iana.org", []],
      // 18 ERR_NODOMAIN
      ["test_exa-mple.com", []],
      // 20 ERR_EXPECTING_ATEXT
      ["test\\@test@iana.org", []],
      // 21 VALID
      ["123@iana.org", ["mailto:123@iana.org"]],
      // 22 VALID
      ["test@123.com", ["mailto:test@123.com"]],
      // 25 VALID
      [
        "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm@iana.org",
        ["mailto:abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm@iana.org"],
      ],
      // 27 DNSWARN_NO_RECORD
      [
        "test@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.com",
        ["mailto:test@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.com"],
      ],
      // 29 VALID
      ["test@mason-dixon.com", ["mailto:test@mason-dixon.com"]],
      // 32 VALID
      ["test@c--n.com", ["mailto:test@c--n.com"]],
      // 34 ERR_DOT_START
      ["test@.iana.org", []],
      // 36 ERR_CONSECUTIVEDOTS
      ["test@iana..com", []],
      // 38 DNSWARN_NO_RECORD
      [
        "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghi",
        [
          "mailto:abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghi",
        ],
      ],
      // 39 RFC5322_TOOLONG
      [
        "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghij",
        [
          "mailto:abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghij",
        ],
      ],
      // 40 RFC5322_TOOLONG
      [
        "a@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefg.hij",
        [
          "mailto:a@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefg.hij",
        ],
      ],
      // 41 RFC5322_DOMAIN_TOOLONG
      [
        "a@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefg.hijk",
        [
          "mailto:a@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefg.hijk",
        ],
      ],
      // 44 ERR_EXPECTING_ATEXT
      ['"""@iana.org', []],
      // 47 ERR_UNCLOSEDQUOTEDSTR
      ['"\\"@iana.org', []],
      // 49 ERR_EXPECTING_ATEXT
      ['test"@iana.org', []],
      // 52 ERR_EXPECTING_ATEXT
      ['test"text"@iana.org', []],
      // 53 ERR_EXPECTING_ATEXT
      ['"test""test"@iana.org', []],
      // 57 ERR_EXPECTING_QTEXT
      ['"test\u0000"@iana.org', []],
      // 61 RFC5321_ADDRESSLITERAL
      ["test@[255.255.255.255]", ["mailto:test@%5B255.255.255.255%5D"]],
      // 62 ERR_EXPECTING_ATEXT
      ["test@a[255.255.255.255]", []],
      // 68 RFC5321_ADDRESSLITERAL
      [
        "test@[IPv6:1111:2222:3333:4444:5555:6666:7777:8888]",
        ["mailto:test@%5BIPv6:1111:2222:3333:4444:5555:6666:7777:8888%5D"],
      ],
      // 71 RFC5321_IPV6DEPRECATED
      [
        "test@[IPv6:1111:2222:3333:4444:5555:6666::8888]",
        ["mailto:test@%5BIPv6:1111:2222:3333:4444:5555:6666::8888%5D"],
      ],
      // 72 RFC5321_ADDRESSLITERAL
      [
        "test@[IPv6:1111:2222:3333:4444:5555::8888]",
        ["mailto:test@%5BIPv6:1111:2222:3333:4444:5555::8888%5D"],
      ],
      // 75 RFC5321_ADDRESSLITERAL
      [
        "test@[IPv6:::3333:4444:5555:6666:7777:8888]",
        ["mailto:test@%5BIPv6:::3333:4444:5555:6666:7777:8888%5D"],
      ],
      // 77 RFC5321_ADDRESSLITERAL
      ["test@[IPv6:::]", ["mailto:test@%5BIPv6:::%5D"]],
      // 79 RFC5321_ADDRESSLITERAL
      [
        "test@[IPv6:1111:2222:3333:4444:5555:6666:255.255.255.255]",
        ["mailto:test@%5BIPv6:1111:2222:3333:4444:5555:6666:255.255.255.255%5D"],
      ],
      // 81 RFC5321_ADDRESSLITERAL
      [
        "test@[IPv6:1111:2222:3333:4444::255.255.255.255]",
        ["mailto:test@%5BIPv6:1111:2222:3333:4444::255.255.255.255%5D"],
      ],
      // 88 CFWS_FWS
      ["\r\n test@iana.org", ["mailto:test@iana.org"]],
      // 90 CFWS_COMMENT
      ["(comment)test@iana.org", ["mailto:test@iana.org"]],
      // 91 ERR_UNCLOSEDCOMMENT
      ["((comment)test@iana.org", []],
      // 92 CFWS_COMMENT (gave nothing before session 51: fuzzy-view.ts commentOpensWord)
      ["(comment(comment))test@iana.org", ["mailto:test@iana.org"]],
      // 94 ERR_ATEXT_AFTER_CFWS
      ["test(comment)test@iana.org", []],
      // 96 CFWS_COMMENT
      [
        "(comment)abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm@iana.org",
        ["mailto:abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm@iana.org"],
      ],
      // 98 CFWS_COMMENT
      [
        "(comment)test@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghik.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghik.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk.abcdefghijklmnopqrstuvwxyzabcdefghijk.abcdefghijklmnopqrstu",
        [
          "mailto:test@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghik.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghik.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk.abcdefghijklmnopqrstuvwxyzabcdefghijk.abcdefghijklmnopqrstu",
        ],
      ],
      // 100 VALID
      ["test@xn--hxajbheg2az3al.xn--jxalpdlp", ["mailto:test@xn--hxajbheg2az3al.xn--jxalpdlp"]],
      // 101 VALID
      ["xn--test@iana.org", ["mailto:xn--test@iana.org"]],
      // 106 ERR_UNCLOSEDDOMLIT
      ["test@[1.2.3.4", []],
      // 107 ERR_UNCLOSEDQUOTEDSTR
      ['"test\\"@iana.org', []],
      // 113 ERR_ATEXT_AFTER_DOMLIT
      ["test@[RFC-5322]-domain-literal]", []],
      // 114 ERR_EXPECTING_DTEXT
      ["test@[RFC-5322-[domain-literal]", []],
      // 118 ERR_UNCLOSEDDOMLIT
      ["test@[RFC-5322-domain-literal\\]", []],
      // 119 ERR_BACKSLASHEND
      ["test@[RFC-5322-domain-literal\\", []],
      // 122 ERR_EXPECTING_ATEXT
      ["\u007f@iana.org", []],
      // 123 ERR_EXPECTING_ATEXT
      ["test@\u007f.org", []],
      // 129 ERR_CR_NO_LF
      ['"\rtest"@iana.org', []],
      // 130 ERR_CR_NO_LF
      ["(\r)test@iana.org", []],
      // 133 ERR_EXPECTING_QTEXT
      ['"\n"@iana.org', []],
      // 135 ERR_EXPECTING_CTEXT
      ["(\n)test@iana.org", []],
      // 136 ERR_EXPECTING_ATEXT
      ["\u0007@iana.org", []],
      // 137 ERR_EXPECTING_ATEXT
      ["test@\u0007.org", []],
      // 144 CFWS_FWS
      [" \r\n test@iana.org", ["mailto:test@iana.org"]],
      // 148 CFWS_FWS
      ["test@iana.org\r\n ", ["mailto:test@iana.org"]],
      // 149 DEPREC_FWS
      ["test@iana.org\r\n \r\n ", ["mailto:test@iana.org"]],
      // 153 CFWS_FWS
      ["test@iana.org \r\n ", ["mailto:test@iana.org"]],
      // 157 CFWS_FWS
      [" test@iana.org", ["mailto:test@iana.org"]],
      // 158 CFWS_FWS
      ["test@iana.org ", ["mailto:test@iana.org"]],
      // 160 ERR_EXPECTING_QPAIR
      ['"test\\©"@iana.org', []],
      // 167 DNSWARN_NO_MX_RECORD
      ["test@test.com", ["mailto:test@test.com"]],
      // 168 DNSWARN_NO_RECORD
      ["test@nic.no", ["mailto:test@nic.no"]],
    ],
    FUZZY,
  );
});

describe("email-addresses 5.0.0 (test/tests.xml, is_email's suite): answered differently on purpose, fuzzy", () => {
  differs(
    [
      // 5 VALID
      ["test@io", ["mailto:test@io"], [], FQDN],
      // 15 ERR_DOT_START
      [".test@iana.org", [], ["mailto:test@iana.org"], DOTOPEN],
      // 19 VALID
      ["!#$%&`*+/=?^`{|}~@iana.org", ["mailto:!#$%&`*+/=?^`{|}~@iana.org"], [], SLASH],
      // 23 RFC5321_TLDNUMERIC
      ["test@iana.123", ["mailto:test@iana.123"], [], NUMTLD],
      // 24 RFC5321_TLDNUMERIC
      ["test@255.255.255.255", ["mailto:test@255.255.255.255"], [], NUMTLD],
      // 26 RFC5322_LOCAL_TOOLONG
      [
        "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklmn@iana.org",
        ["mailto:abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklmn@iana.org"],
        [],
        LOCALLONG,
      ],
      // 28 RFC5322_LABEL_TOOLONG
      [
        "test@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm.com",
        ["mailto:test@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghiklm.com"],
        [],
        LABELLONG,
      ],
      // 30 ERR_DOMAINHYPHENSTART
      ["test@-iana.org", ["mailto:test@-iana.org"], [], HYPHEN],
      // 31 ERR_DOMAINHYPHENEND
      ["test@iana-.com", ["mailto:test@iana-.com"], [], HYPHEN],
      // 33 DNSWARN_NO_RECORD
      ["test@iana.co-uk", ["mailto:test@iana.co-uk"], [], ALPHATLD],
      // 35 ERR_DOT_END
      ["test@iana.org.", [], ["mailto:test@iana.org"], SENTDOT],
      // 42 RFC5321_QUOTEDSTRING
      ['"test"@iana.org', ["mailto:test@iana.org"], [], QUOTED],
      // 43 RFC5321_QUOTEDSTRING
      ['""@iana.org', ["mailto:@iana.org"], [], QUOTED],
      // 45 RFC5321_QUOTEDSTRING
      ['"\\a"@iana.org', ["mailto:a@iana.org"], [], QUOTED],
      // 46 RFC5321_QUOTEDSTRING
      ['"\\""@iana.org', ['mailto:"@iana.org'], [], QUOTED],
      // 48 RFC5321_QUOTEDSTRING
      ['"\\\\"@iana.org', ["mailto:\\@iana.org"], [], QUOTED],
      // 50 ERR_UNCLOSEDQUOTEDSTR
      ['"test@iana.org', [], ["mailto:test@iana.org"], OPENER],
      // 54 DEPREC_LOCALPART
      ['"test"."test"@iana.org', ["mailto:test.test@iana.org"], [], QUOTED],
      // 55 RFC5321_QUOTEDSTRING
      ['"test\\ test"@iana.org', ["mailto:test test@iana.org"], [], QUOTED],
      // 56 DEPREC_LOCALPART
      ['"test".test@iana.org', ["mailto:test.test@iana.org"], [], QUOTED],
      // 58 DEPREC_QP
      ['"test\\\u0000"@iana.org', ["mailto:test\u0000@iana.org"], [], QUOTED],
      // 59 RFC5322_LOCAL_TOOLONG
      [
        '"abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz abcdefghj"@iana.org',
        ["mailto:abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz abcdefghj@iana.org"],
        [],
        QUOTED,
      ],
      // 60 RFC5322_LOCAL_TOOLONG
      [
        '"abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz abcdefg\\h"@iana.org',
        ["mailto:abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz abcdefgh@iana.org"],
        [],
        QUOTED,
      ],
      // 63 RFC5322_DOMAINLITERAL
      ["test@[255.255.255]", ["mailto:test@[255.255.255]"], [], LITERAL],
      // 64 RFC5322_DOMAINLITERAL
      ["test@[255.255.255.255.255]", ["mailto:test@[255.255.255.255.255]"], [], LITERAL],
      // 65 RFC5322_DOMAINLITERAL
      ["test@[255.255.255.256]", ["mailto:test@[255.255.255.256]"], [], LITERAL],
      // 66 RFC5322_DOMAINLITERAL
      [
        "test@[1111:2222:3333:4444:5555:6666:7777:8888]",
        ["mailto:test@[1111:2222:3333:4444:5555:6666:7777:8888]"],
        [],
        LITERAL,
      ],
      // 67 RFC5322_IPV6_GRPCOUNT
      [
        "test@[IPv6:1111:2222:3333:4444:5555:6666:7777]",
        ["mailto:test@[IPv6:1111:2222:3333:4444:5555:6666:7777]"],
        [],
        LITERAL,
      ],
      // 69 RFC5322_IPV6_GRPCOUNT
      [
        "test@[IPv6:1111:2222:3333:4444:5555:6666:7777:8888:9999]",
        ["mailto:test@[IPv6:1111:2222:3333:4444:5555:6666:7777:8888:9999]"],
        [],
        LITERAL,
      ],
      // 70 RFC5322_IPV6_BADCHAR
      [
        "test@[IPv6:1111:2222:3333:4444:5555:6666:7777:888G]",
        ["mailto:test@[IPv6:1111:2222:3333:4444:5555:6666:7777:888G]"],
        [],
        LITERAL,
      ],
      // 73 RFC5322_IPV6_MAXGRPS
      [
        "test@[IPv6:1111:2222:3333:4444:5555:6666::7777:8888]",
        ["mailto:test@[IPv6:1111:2222:3333:4444:5555:6666::7777:8888]"],
        [],
        LITERAL,
      ],
      // 74 RFC5322_IPV6_COLONSTRT
      [
        "test@[IPv6::3333:4444:5555:6666:7777:8888]",
        ["mailto:test@[IPv6::3333:4444:5555:6666:7777:8888]"],
        [],
        LITERAL,
      ],
      // 76 RFC5322_IPV6_2X2XCOLON
      [
        "test@[IPv6:1111::4444:5555::8888]",
        ["mailto:test@[IPv6:1111::4444:5555::8888]"],
        [],
        LITERAL,
      ],
      // 78 RFC5322_IPV6_GRPCOUNT
      [
        "test@[IPv6:1111:2222:3333:4444:5555:255.255.255.255]",
        ["mailto:test@[IPv6:1111:2222:3333:4444:5555:255.255.255.255]"],
        [],
        LITERAL,
      ],
      // 80 RFC5322_IPV6_GRPCOUNT
      [
        "test@[IPv6:1111:2222:3333:4444:5555:6666:7777:255.255.255.255]",
        ["mailto:test@[IPv6:1111:2222:3333:4444:5555:6666:7777:255.255.255.255]"],
        [],
        LITERAL,
      ],
      // 82 RFC5322_IPV6_MAXGRPS
      [
        "test@[IPv6:1111:2222:3333:4444:5555:6666::255.255.255.255]",
        ["mailto:test@[IPv6:1111:2222:3333:4444:5555:6666::255.255.255.255]"],
        [],
        LITERAL,
      ],
      // 83 RFC5322_IPV6_2X2XCOLON
      [
        "test@[IPv6:1111:2222:3333:4444:::255.255.255.255]",
        ["mailto:test@[IPv6:1111:2222:3333:4444:::255.255.255.255]"],
        [],
        LITERAL,
      ],
      // 84 RFC5322_IPV6_COLONSTRT
      ["test@[IPv6::255.255.255.255]", ["mailto:test@[IPv6::255.255.255.255]"], [], LITERAL],
      // 85 DEPREC_CFWS_NEAR_AT
      [" test @iana.org", ["mailto:test@iana.org"], [], CFWS],
      // 86 DEPREC_CFWS_NEAR_AT
      ["test@ iana .com", ["mailto:test@iana.com"], [], CFWS],
      // 87 DEPREC_FWS
      [
        "test . test@iana.org",
        ["mailto:test . test@iana.org"],
        ["mailto:test@iana.org"],
        BLANKWORD,
      ],
      // 89 DEPREC_FWS
      ["\r\n \r\n test@iana.org", ["mailto: test@iana.org"], ["mailto:test@iana.org"], PEERBLANK],
      // 93 DEPREC_CFWS_NEAR_AT
      ["test@(comment)iana.org", ["mailto:test@iana.org"], ["http://iana.org"], CFWSNAME],
      // 95 DEPREC_CFWS_NEAR_AT
      ["test@(comment)[255.255.255.255]", ["mailto:test@[255.255.255.255]"], [], CFWS],
      // 97 DEPREC_CFWS_NEAR_AT
      [
        "test@(comment)abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.com",
        ["mailto:test@abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.com"],
        ["http://abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghikl.com"],
        CFWSNAME,
      ],
      // 99 ERR_EXPECTING_ATEXT
      ["test@iana.org\n", [], ["mailto:test@iana.org"], LINEBREAK],
      // 102 ERR_DOMAINHYPHENEND
      ["test@iana.org-", ["mailto:test@iana.org-"], [], HYPHEN],
      // 103 ERR_UNCLOSEDQUOTEDSTR
      ['"test@iana.org', [], ["mailto:test@iana.org"], OPENER],
      // 104 ERR_UNCLOSEDCOMMENT
      ["(test@iana.org", [], ["mailto:test@iana.org"], OPENER],
      // 105 ERR_UNCLOSEDCOMMENT
      ["test@(iana.org", [], ["http://iana.org"], CFWSNAME],
      // 108 ERR_UNCLOSEDCOMMENT
      ["(comment\\)test@iana.org", [], ["mailto:test@iana.org"], OPENER],
      // 109 ERR_UNCLOSEDCOMMENT
      ["test@iana.org(comment\\)", [], ["mailto:test@iana.org"], TRAILTEXT],
      // 110 ERR_BACKSLASHEND
      ["test@iana.org(comment\\", [], ["mailto:test@iana.org"], TRAILTEXT],
      // 112 RFC5322_DOMAINLITERAL
      ["test@[RFC-5322-domain-literal]", ["mailto:test@[RFC-5322-domain-literal]"], [], LITERAL],
      // 115 RFC5322_DOMLIT_OBSDTEXT
      [
        "test@[RFC-5322-\\\u0007-domain-literal]",
        ["mailto:test@[RFC-5322-\u0007-domain-literal]"],
        [],
        LITERAL,
      ],
      // 116 RFC5322_DOMLIT_OBSDTEXT
      [
        "test@[RFC-5322-\\\t-domain-literal]",
        ["mailto:test@[RFC-5322--domain-literal]"],
        [],
        LITERAL,
      ],
      // 117 RFC5322_DOMLIT_OBSDTEXT
      [
        "test@[RFC-5322-\\]-domain-literal]",
        ["mailto:test@[RFC-5322-]-domain-literal]"],
        [],
        LITERAL,
      ],
      // 120 RFC5322_DOMAINLITERAL
      ["test@[RFC 5322 domain literal]", ["mailto:test@[RFC5322domainliteral]"], [], LITERAL],
      // 121 RFC5322_DOMAINLITERAL
      [
        "test@[RFC-5322-domain-literal] (comment)",
        ["mailto:test@[RFC-5322-domain-literal]"],
        [],
        LITERAL,
      ],
      // 124 DEPREC_QTEXT
      ['"\u007f"@iana.org', ["mailto:\u007f@iana.org"], [], QUOTED],
      // 125 DEPREC_QP
      ['"\\\u007f"@iana.org', ["mailto:\u007f@iana.org"], [], QUOTED],
      // 126 DEPREC_CTEXT
      ["(\u007f)test@iana.org", ["mailto: test@iana.org"], ["mailto:test@iana.org"], PEERBLANK],
      // 127 ERR_CR_NO_LF
      ["test@iana.org\r", [], ["mailto:test@iana.org"], LINEBREAK],
      // 128 ERR_CR_NO_LF
      ["\rtest@iana.org", [], ["mailto:test@iana.org"], LINEBREAK],
      // 131 ERR_CR_NO_LF
      ["test@iana.org(\r)", [], ["mailto:test@iana.org"], TRAILTEXT],
      // 132 ERR_EXPECTING_ATEXT
      ["\ntest@iana.org", [], ["mailto:test@iana.org"], LINEBREAK],
      // 134 DEPREC_QP
      ['"\\\n"@iana.org', ["mailto:\n@iana.org"], [], QUOTED],
      // 138 DEPREC_QTEXT
      ['"\u0007"@iana.org', ["mailto:\u0007@iana.org"], [], QUOTED],
      // 139 DEPREC_QP
      ['"\\\u0007"@iana.org', ["mailto:\u0007@iana.org"], [], QUOTED],
      // 140 DEPREC_CTEXT
      ["(\u0007)test@iana.org", ["mailto: test@iana.org"], ["mailto:test@iana.org"], PEERBLANK],
      // 141 ERR_FWS_CRLF_END
      ["\r\ntest@iana.org", [], ["mailto:test@iana.org"], LINEBREAK],
      // 142 ERR_FWS_CRLF_END
      ["\r\n \r\ntest@iana.org", [], ["mailto:test@iana.org"], LINEBREAK],
      // 143 ERR_FWS_CRLF_END
      [" \r\ntest@iana.org", [], ["mailto:test@iana.org"], LINEBREAK],
      // 145 ERR_FWS_CRLF_END
      [" \r\n \r\ntest@iana.org", [], ["mailto:test@iana.org"], LINEBREAK],
      // 146 ERR_FWS_CRLF_X2
      [" \r\n\r\ntest@iana.org", [], ["mailto:test@iana.org"], LINEBREAK],
      // 147 ERR_FWS_CRLF_X2
      [" \r\n\r\n test@iana.org", [], ["mailto:test@iana.org"], LINEBREAK],
      // 150 ERR_FWS_CRLF_END
      ["test@iana.org\r\n", [], ["mailto:test@iana.org"], LINEBREAK],
      // 151 ERR_FWS_CRLF_END
      ["test@iana.org\r\n \r\n", [], ["mailto:test@iana.org"], LINEBREAK],
      // 152 ERR_FWS_CRLF_END
      ["test@iana.org \r\n", [], ["mailto:test@iana.org"], LINEBREAK],
      // 154 ERR_FWS_CRLF_END
      ["test@iana.org \r\n \r\n", [], ["mailto:test@iana.org"], LINEBREAK],
      // 155 ERR_FWS_CRLF_X2
      ["test@iana.org \r\n\r\n", [], ["mailto:test@iana.org"], LINEBREAK],
      // 156 ERR_FWS_CRLF_X2
      ["test@iana.org \r\n\r\n ", [], ["mailto:test@iana.org"], LINEBREAK],
      // 159 RFC5322_IPV6_COLONEND
      ["test@[IPv6:1::2:]", ["mailto:test@[IPv6:1::2:]"], [], LITERAL],
      // 161 RFC5322_DOMAIN
      ["test@iana/icann.org", ["mailto:test@iana/icann.org"], [], SLASHDOMAIN],
      // 165 DEPREC_COMMENT
      ["test.(comment)test@iana.org", ["mailto:test. test@iana.org"], [], CFWS],
      // 166 RFC5321_TLD
      ["test@org", ["mailto:test@org"], [], FQDN],
    ],
    FUZZY,
  );
});

describe("email-addresses 5.0.0 (test/tests.xml, is_email's suite): urisift wrong, to fix, fuzzy", () => {
  checkFails(
    [
      // 37 DNSWARN_NO_RECORD; urisift today: []
      [
        "a@a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v",
        [
          "mailto:a@a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v",
        ],
      ],
      // 51 ERR_ATEXT_AFTER_QS; urisift today: ["mailto:test@iana.org"]
      ['"test"test@iana.org', []],
    ],
    FUZZY,
  );
});

// ─── emails-regex 1.1.0 ───────────────────────────────────────────────────────────────────

describe("emails-regex 1.1.0 (test/test.js validMatches, invalidMatches), fuzzy", () => {
  check(
    [
      ["avinash@gmail.com", ["mailto:avinash@gmail.com"]],
      ["raman@yamaha.in", ["mailto:raman@yamaha.in"]],
      ["johndoe@yahoo.co.uk", ["mailto:johndoe@yahoo.co.uk"]],
      ["prachi", []],
      ["avinash@icici", []],
      ["abc.xyz.def", []],
      ["whatever@@xyz.com", []],
    ],
    FUZZY,
  );
  differs([["nasa.gov", [], ["http://nasa.gov"], ADDRONLY]], FUZZY);
});

// ─── extract-emails 0.0.5 ─────────────────────────────────────────────────────────────────

describe("extract-emails 0.0.5 (test/test.js: the HTML read as text), fuzzy", () => {
  check(
    [
      ["<p>Text without emails</p>", []],
      ["<p>john@example.com</p>", ["mailto:john@example.com"]],
      [
        "\n              <p>Lorem ipsum dolor bill@example.net nostrud.</p>\n              <p>Lorem ipsum dolor sit amet, jack@example.edu adipisicing elit.</p>\n            ",
        ["mailto:bill@example.net", "mailto:jack@example.edu"],
      ],
    ],
    FUZZY,
  );
  differs(
    [
      [
        '\n              <p>Thomas A. Henderson - <span class="__cf_email__" data-cfemail="83f7eceeb4b6ebe6edc3e4eee2eaefade0ecee">[email&#160;protected]</span></p>\n            ',
        ["mailto:tom75hen@gmail.com"],
        [],
        CLOUDFLARE,
      ],
    ],
    FUZZY,
  );
});
