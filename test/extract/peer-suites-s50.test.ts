/**
 * Extraction cases from the test suites of a chat client's and a terminal's URL highlighters,
 * a wikitext parser, and four mail libraries' address parsers (read with the `fuzzy` option:
 * an address in text is a `mailto:` URI), verbatim from Debian source packages (the orig
 * tarball, fetched by its name from the Sources index of trixie or sid):
 * - qTox 1.17.6 (Debian qtox 1.17.6-2, trixie: the orig tarball), test/chatlog/textformatter_test.cpp
 *   URL_CASES (the hrefs of highlightURI's output; MAKE_WWW_LINK's "www." links = `fuzzy`,
 *   http:// added). qTox escapes a message to HTML before it links it, so two inputs hold
 *   `&quot;`; each is also here as typed (`"…"`), marked so.
 * - xterm.js 5.3.0 (Debian node-xterm 5.3.0-4, trixie: the orig tarball),
 *   addons/xterm-addon-web-links/test/WebLinksAddon.api.ts: testHostName's seven lines for
 *   `foo` under each of its 247 country TLDs, `foo.com` and `foo.com` under each (the link
 *   under the pointer on each line), and the four "correct buffer offsets & uri" texts.
 * - mwparserfromhell 0.6.6 (Debian mwparserfromhell 0.6.6-1, trixie: the orig tarball),
 *   tests/tokenizer/external_links.mwtest and the external links of integration.mwtest: each
 *   input against the text between its ExternalLinkOpen and its separator or close (an HTML
 *   comment inside left out, as the wiki strips it); left out: html_entity_in_url,
 *   template_in_url, argument_in_url and nodes_inside_external_link_after_punct (a wikitext
 *   entity, template or argument inside the URL: markup the wiki expands first).
 * - GMime 3.2.15 (Debian gmime 3.2.15+dfsg-1, trixie: the orig tarball), tests/test-mime.c:
 *   addrspec[] and broken_addrspec[] (internet_address_list_parse: each mailbox's address, a
 *   group's members too); left out: the row in ISO-8859-1 bytes (`T\x81\xf5ivo …`: no UTF-8
 *   text) and the `":sysmail"@  Some-Group…` row (peer-suites-s49.test.ts holds it).
 * - VMime 0.9.2 (Debian libvmime 0.9.2-9, trixie: the orig tarball), tests/parser/mailboxTest.cpp
 *   (testParse's address lists, testSeparatorInComment), mailboxListTest.cpp,
 *   mailboxGroupTest.cpp and emailAddressTest.cpp (each emailAddress(…) whose domain is in the
 *   text: the local name and domain it asserts); left out: the four rows whose domain is the
 *   test machine's host name (`local`, `Abc.example.com`, `local part@domain`,
 *   `this\ still\"not\\allowed@…`: invalid input the peer completes).
 * - GNU Mailutils 3.21 (Debian mailutils 1:3.21-2, sid: the orig tarball),
 *   libmailutils/tests/address.at: every TESTADDR (the `email <…>` lines of its expected
 *   output; none where it expects MU_ERR_INVALID_EMAIL or MU_ERR_EMPTY_ADDRESS; `,,` once).
 * - addressparser 1.0.1 (nodemailer's; Debian node-addressparser 1.0.1+repack-5, sid: the
 *   orig tarball, which has the tests the npm tarball has not), test/addressparser-test.js: the
 *   two inputs emailjs-addressparser's copy in peer-suites-s49.test.ts has not.
 * Each group holds the cases where urisift gives the peer's answer, then those where it
 * answers differently on purpose (the peer's answer, urisift's, and the rule), then those
 * where urisift is wrong today ("urisift wrong, to fix", `it.fails`, urisift's answer in a
 * comment): an address after a `(hoo!):` gives nothing (RULES.md "Fuzzy links"); a Han local
 * part (`甲斐@黒川.日本`) that no bracket or quote opens gave nothing before session 52, which
 * reads a name alone on its line. The
 * source routes (`<@route:user@domain.com>`), the comment before a local part
 * (`(comment)john.smith@example.com`, VMime) and Mailutils' `Sam <@mail2.uniserve.com:…>`
 * were wrong when harvested and pass since session 50's rules (fuzzy-word-edges.ts).
 * Read and without a case: Circe 2.14 (tests/: IRC parsing, no URL), GMime's test-html.c (a
 * driver without expected output), tree-sitter-markdown 0.5.3 (its autolink tests are the
 * CommonMark spec's examples). Not on the mirror: qtox 1.18.3, node-xterm 5.5.0 and 3.8.1,
 * node-nodemailer (6.8.0, 6.10.0, 10.1.7), ruby-wikicloth (0.8.1, 0.8.3), mwparserfromhell
 * 0.7.2; trixie's mailutils 3.19 was not fetched (sid's 3.21 was).
 */
import { describe } from "vitest";
import { check, differs } from "../helpers/peer-check.js";

const FUZZY = { fuzzy: true } as const;

const IPV6 =
  "an IPv6 address in a URI is written in brackets (RFC 3986 §3.2.2 IP-literal): `https://ABCD:EF01:…/` and `http://::1/` are no URIs, their `:` would open a port";
const CFWS =
  "comments inside an address (RFC 5322 §3.2.2 CFWS: `fejj(recursive (comment) block)@…`) and blanks around its `@` are header syntax the peer strips; read as text, the word is no address";
const CFWSNAME =
  "a comment after the `@` (RFC 5322 §3.2.2 CFWS) is header syntax the peer strips; read as text, the word after it, `example.com`, is a name under a known TLD, linked with `http://` (fuzzy: linkify-it's rule)";
const LITERAL =
  'an address literal is an IPv4 address, or `IPv6:` and an IPv6 address, in brackets (RFC 5321 §4.1.3; RULES.md "Fuzzy links"): `[127..0.1]` is neither, though a header\'s dtext (RFC 5322 §3.4.1) would take it';
const OBSDOMAIN =
  "`sam`, `hi`, `lo` are one-label domains (fuzzy takes an address whose domain is fully qualified, RFC 5321 §2.3.5) and `[10].[1]` is RFC 5322's obsolete domain (§4.4 obs-domain), no address literal (RFC 5321 §4.1.3)";
const DOTCOM =
  "an address has an `@` (RFC 5322 §3.4.1 addr-spec): the peer takes `dot.com` for a local mailbox; fuzzy links a name under a known TLD, `http://` added (linkify-it's rule), each time a reader sees it";
const BLANKWORD =
  "read as text, blanks delimit (RFC 5322 §3.4.1: an addr-spec has no blanks): `tert@wp.pl` is an address a reader sees; the peer drops the mailbox `c tert@wp.pl`, a phrase without `<…>`";
const FUZZYNAME =
  "fuzzy: a name under a known TLD is a link, `http://` added (linkify-it's rule; `.PL` is a TLD), wherever it stands: the encoded-word around it (RFC 2047) is the peer's to decode";
const FQDN =
  "fuzzy takes an address whose domain has a dot (RFC 5321 §2.3.5: a domain name in mail is fully qualified): `a@b`, `mailbox@one`, `local@domain` are no addresses in running text";
const TWOAT =
  "two `@` make no addr-spec (RFC 5322 §3.4.1), and `part@domain` has a one-label domain (fuzzy takes fully qualified ones, RFC 5321 §2.3.5)";
const QUOTED =
  "fuzzy reads dot-atom addresses (RFC 5322 §3.4.1 dot-atom; DESIGN.md: linkify-it's rule): a quoted local part, with its blanks, `@`, `\\` or `\"` inside, is header syntax the peer parses";
const SLASH =
  'RULES.md "Fuzzy links": a `/` before the `@` makes the word a path, not an address (X.400 and `dept/name` local parts are legal atext, RFC 5322 §3.2.3, but no address a reader picks out of text)';
const ENCODEDWORD =
  "RFC 2047 §5 (3): an encoded-word never stands in an addr-spec; the peer decodes one there all the same. Read as text, a word whose local part ends with `?=` is no address";
const EACH =
  "read as text, each address a reader sees is a record (DESIGN.md Found), the one in the quoted display name too; the peer keeps only the header's mailbox";
const EACHPCT = `${EACH}; \`%\` is no qchar of a mailto URI and is percent-encoded (RFC 6068 §2: %25)`;
const HEADEREACH =
  "the peer refuses the whole field (a quoted phrase without `<…>` after the comma); read as text, each address a reader sees is a record, those in quotes too (DESIGN.md Found)";
const HEADER =
  "the peer refuses the whole field (a phrase without `<…>` after the comma); read as text, the address is the word a reader sees";
const LDH =
  "`__nowhere__` is no domain label (RFC 5321 §4.1.2: a sub-domain is letters, digits and hyphens), so the word is no address";
const PCT =
  "the `mailto:` URI of the address (RFC 6068 §2): `=` is no qchar and is percent-encoded (%3D); the peer gives the bare address";
const LOCAL =
  'a word without `@` is no address (RFC 6068 §2: addr-spec = local-part "@" domain): the peer completes a local user with its default domain (`root@localhost`)';
const SECONDAT =
  'RULES.md "Fuzzy links" (session 49): a second `@` glued after a full domain leaves the address before it a record (a shell prompt\'s `jane@example.net@HOST:~$`); the peer keeps the invalid whole as one address';
const TITLEURI =
  "each URI a reader sees is a record (DESIGN.md Found): the bracketed link's title is a URI too; the peer keeps only the link's target";
const CLOSEPAREN =
  "DESIGN.md delimiting rules: a `)` with no `(` before it in the URI closes the text's bracket, and the `.` before it is the sentence's; the peer ends only at blanks, quotes and angle brackets";
const HOSTPAREN =
  'RULES.md "Glued symbols and punctuation": in an http(s) authority a `(` ends the host (`http://example.com(the official site)`; RFC 1123 §2.1); the peer takes the bracket into the host';
const TRAILPUNCT =
  "DESIGN.md bare rule: a trailing `.`, `,`, `!`, `?` is the sentence's; the peer's `[url title]` syntax ends the URL at the blank and keeps them";
const MAILTOAUTH =
  "a mailto URI has no authority (RFC 6068 §2: `mailto:` and an addr-spec; `mailto://…` is authority-not-allowed), and `mailto://abc` has no address either";
const ANYSCHEME =
  "any scheme starts a URI (RFC 3986 §3.1) when `//` and a host follow; the peer links only the protocols it is configured with ($wgUrlProtocols)";
const QSCHEME =
  "`?` is no scheme character (RFC 3986 §3.1), so a scheme starts after it: `tp://example.com` is a URI of an unregistered scheme, as `fake://example.com` is; the peer needs a protocol it knows, after a non-word character";
const RELATIVE =
  "a relative reference is no URI (RFC 3986 §4.2): urisift reports URIs, and resolves relative ones only against a mail part's base";
const PLUSSCHEME =
  "`+` is a scheme character (RFC 3986 §3.1): `svn+ssh` is one scheme (Subversion's tunnel); the peer knows no `svn+ssh` and starts at `ssh`";
const UNDERSCORE =
  'RULES.md "Fields, not URIs": after a `_` glued to a word only a registered scheme starts a URI (`x_https://a.example` gives https://a.example); `ssh` is one (the IANA registry, provisional)';
const APOS =
  "RULES.md \"Glued symbols and punctuation\": an apostrophe in the host ends it (`http://example.com's homepage`; in a path it stays); the peer takes any character but blanks, `\"`, `<`, `>` and `''`";
const MAILTONOADDR =
  '`mailto:example` holds no address (RFC 6068 §2: addr-spec = local-part "@" domain): no valid URI, reported only with `includeInvalid`';
const TEMPLATEEQ =
  "read as text, `=` is a sub-delim a host may hold (RFC 3986 §3.2.2 reg-name; RULES.md drops only a trailing one): the `=` that opens a template's named parameter is wikitext's markup";
const ITALICS =
  "wikitext's `''` italics are the peer's markup; read as text, `'` is a path character (RFC 3986 §3.3 sub-delims) and only the closing `''` is the text's";
const COMMENT =
  "an HTML comment is markup the wiki strips before it links; read as text, `<` ends the URI (RFC 3986 App. C)";
const BRACE =
  "`}` is no URI character (RFC 3986 §2: neither reserved nor unreserved), so it ends the URI; the peer's bracketed link runs to its `]`";

// ─── qTox 1.17.6 ───────────────────────────────────────────────────────────────────────────

describe("qTox 1.17.6 (test/chatlog/textformatter_test.cpp URL_CASES: the hrefs of highlightURI)", () => {
  check([
    ["https://github.com/qTox/qTox/issues/4233", ["https://github.com/qTox/qTox/issues/4233"]],
    ["https://url.com/some*url/some*more*url/", ["https://url.com/some*url/some*more*url/"]],
    ["https://url.com/some_url/some_more_url/", ["https://url.com/some_url/some_more_url/"]],
    ["https://url.com/some~url/some~more~url/", ["https://url.com/some~url/some~more~url/"]],
    [
      "http://www.metacritic.com/game/pc/mass-effect-andromeda\nhttp://www.metacritic.com/game/playstation-4/mass-effect-andromeda\nhttp://www.metacritic.com/game/xbox-one/mass-effect-andromeda",
      [
        "http://www.metacritic.com/game/pc/mass-effect-andromeda",
        "http://www.metacritic.com/game/playstation-4/mass-effect-andromeda",
        "http://www.metacritic.com/game/xbox-one/mass-effect-andromeda",
      ],
    ],
    ["https://ja.wikipedia.org/wiki/印章", ["https://ja.wikipedia.org/wiki/印章"]],
    [
      "https://en.wikipedia.org/wiki/Seal_(East_Asia)",
      ["https://en.wikipedia.org/wiki/Seal_(East_Asia)"],
    ],
    ["(http://www.google.com)", ["http://www.google.com"]],
    ["&quot;http://www.google.com&quot;", ["http://www.google.com"]],
    // the same message as typed (qTox escapes it to HTML before highlightURI)
    ['"http://www.google.com"', ["http://www.google.com"]],
    ["http://www.google.com.", ["http://www.google.com"]],
    ["http://www.google.com,", ["http://www.google.com"]],
    ["http://www.google.com?", ["http://www.google.com"]],
    ["https://google.com?gfe_rd=cr", ["https://google.com?gfe_rd=cr"]],
    [
      "[&quot;https://en.wikipedia.org/wiki/Seal_(East_Asia)&quot;]?",
      ["https://en.wikipedia.org/wiki/Seal_(East_Asia)"],
    ],
    // the same message as typed
    [
      '["https://en.wikipedia.org/wiki/Seal_(East_Asia)"]?',
      ["https://en.wikipedia.org/wiki/Seal_(East_Asia)"],
    ],
  ]);
  differs([
    [
      "https://127.0.0.1/asd\nhttps://ABCD:EF01:2345:6789:ABCD:EF01:2345:6789/\nftp://2001:DB8::8:800:200C:417A/\nhttp://::1/\nhttp://::/\nhttps://127.0.0.1:8080/asd https://[ABCD:EF01:2345:6789:ABCD:EF01:2345:6789]:8080/ ftp://[2001:DB8::8:800:200C:417A]:21/ http://[::1]:22/ http://[::]:20/ ",
      [
        "https://127.0.0.1/asd",
        "https://ABCD:EF01:2345:6789:ABCD:EF01:2345:6789/",
        "ftp://2001:DB8::8:800:200C:417A/",
        "http://::1/",
        "http://::/",
        "https://127.0.0.1:8080/asd",
        "https://[ABCD:EF01:2345:6789:ABCD:EF01:2345:6789]:8080/",
        "ftp://[2001:DB8::8:800:200C:417A]:21/",
        "http://[::1]:22/",
        "http://[::]:20/",
      ],
      [
        "https://127.0.0.1/asd",
        "https://127.0.0.1:8080/asd",
        "https://[ABCD:EF01:2345:6789:ABCD:EF01:2345:6789]:8080/",
        "ftp://[2001:DB8::8:800:200C:417A]:21/",
        "http://[::1]:22/",
        "http://[::]:20/",
      ],
      IPV6,
    ],
  ]);
});

describe("qTox 1.17.6 (test/chatlog/textformatter_test.cpp URL_CASES, the www. links: MAKE_WWW_LINK adds http://), fuzzy", () => {
  check(
    [
      ["www.youtube.com", ["http://www.youtube.com"]],
      [
        "http://site.com/part1/part2 http://site.com/part3 and one more time www.site.com/part1/part2",
        ["http://site.com/part1/part2", "http://site.com/part3", "http://www.site.com/part1/part2"],
      ],
    ],
    FUZZY,
  );
});

// ─── xterm.js 5.3.0 ────────────────────────────────────────────────────────────────────────

/** WebLinksAddon.api.ts countryTlds, verbatim */
const COUNTRY_TLDS = [
  ".ac",
  ".ad",
  ".ae",
  ".af",
  ".ag",
  ".ai",
  ".al",
  ".am",
  ".ao",
  ".aq",
  ".ar",
  ".as",
  ".at",
  ".au",
  ".aw",
  ".ax",
  ".az",
  ".ba",
  ".bb",
  ".bd",
  ".be",
  ".bf",
  ".bg",
  ".bh",
  ".bi",
  ".bj",
  ".bm",
  ".bn",
  ".bo",
  ".bq",
  ".br",
  ".bs",
  ".bt",
  ".bw",
  ".by",
  ".bz",
  ".ca",
  ".cc",
  ".cd",
  ".cf",
  ".cg",
  ".ch",
  ".ci",
  ".ck",
  ".cl",
  ".cm",
  ".cn",
  ".co",
  ".cr",
  ".cu",
  ".cv",
  ".cw",
  ".cx",
  ".cy",
  ".cz",
  ".de",
  ".dj",
  ".dk",
  ".dm",
  ".do",
  ".dz",
  ".ec",
  ".ee",
  ".eg",
  ".eh",
  ".er",
  ".es",
  ".et",
  ".eu",
  ".fi",
  ".fj",
  ".fk",
  ".fm",
  ".fo",
  ".fr",
  ".ga",
  ".gd",
  ".ge",
  ".gf",
  ".gg",
  ".gh",
  ".gi",
  ".gl",
  ".gm",
  ".gn",
  ".gp",
  ".gq",
  ".gr",
  ".gs",
  ".gt",
  ".gu",
  ".gw",
  ".gy",
  ".hk",
  ".hm",
  ".hn",
  ".hr",
  ".ht",
  ".hu",
  ".id",
  ".ie",
  ".il",
  ".im",
  ".in",
  ".io",
  ".iq",
  ".ir",
  ".is",
  ".it",
  ".je",
  ".jm",
  ".jo",
  ".jp",
  ".ke",
  ".kg",
  ".kh",
  ".ki",
  ".km",
  ".kn",
  ".kp",
  ".kr",
  ".kw",
  ".ky",
  ".kz",
  ".la",
  ".lb",
  ".lc",
  ".li",
  ".lk",
  ".lr",
  ".ls",
  ".lt",
  ".lu",
  ".lv",
  ".ly",
  ".ma",
  ".mc",
  ".md",
  ".me",
  ".mg",
  ".mh",
  ".mk",
  ".ml",
  ".mm",
  ".mn",
  ".mo",
  ".mp",
  ".mq",
  ".mr",
  ".ms",
  ".mt",
  ".mu",
  ".mv",
  ".mw",
  ".mx",
  ".my",
  ".mz",
  ".na",
  ".nc",
  ".ne",
  ".nf",
  ".ng",
  ".ni",
  ".nl",
  ".no",
  ".np",
  ".nr",
  ".nu",
  ".nz",
  ".om",
  ".pa",
  ".pe",
  ".pf",
  ".pg",
  ".ph",
  ".pk",
  ".pl",
  ".pm",
  ".pn",
  ".pr",
  ".ps",
  ".pt",
  ".pw",
  ".py",
  ".qa",
  ".re",
  ".ro",
  ".rs",
  ".ru",
  ".rw",
  ".sa",
  ".sb",
  ".sc",
  ".sd",
  ".se",
  ".sg",
  ".sh",
  ".si",
  ".sk",
  ".sl",
  ".sm",
  ".sn",
  ".so",
  ".sr",
  ".ss",
  ".st",
  ".su",
  ".sv",
  ".sx",
  ".sy",
  ".sz",
  ".tc",
  ".td",
  ".tf",
  ".tg",
  ".th",
  ".tj",
  ".tk",
  ".tl",
  ".tm",
  ".tn",
  ".to",
  ".tr",
  ".tt",
  ".tv",
  ".tw",
  ".tz",
  ".ua",
  ".ug",
  ".uk",
  ".us",
  ".uy",
  ".uz",
  ".va",
  ".vc",
  ".ve",
  ".vg",
  ".vi",
  ".vn",
  ".vu",
  ".wf",
  ".ws",
  ".ye",
  ".yt",
  ".za",
  ".zm",
  ".zw",
];

/** testHostName(hostname): the seven lines it writes (`\\r\\n` in the page's script) and each line's link */
function hostNameCase(h: string): readonly [string, string[]] {
  return [
    `  http://${h}  \r\n  http://${h}/a~b#c~d?e~f  \r\n  http://${h}/colon:test  \r\n  http://${h}/colon:test:  \r\n"http://${h}/"\r\n'http://${h}/'\r\nhttp://${h}/subpath/+/id`,
    [
      `http://${h}`,
      `http://${h}/a~b#c~d?e~f`,
      `http://${h}/colon:test`,
      `http://${h}/colon:test`,
      `http://${h}/`,
      `http://${h}/`,
      `http://${h}/subpath/+/id`,
    ],
  ];
}

describe("xterm.js 5.3.0 (addons/xterm-addon-web-links/test/WebLinksAddon.api.ts: testHostName for each TLD, `.com` and `.com` + each TLD)", () => {
  check([
    ...COUNTRY_TLDS.map((t) => hostNameCase(`foo${t}`)),
    hostNameCase("foo.com"),
    ...COUNTRY_TLDS.map((t) => hostNameCase(`foo.com${t}`)),
  ]);
});

describe("xterm.js 5.3.0 (addons/xterm-addon-web-links/test/WebLinksAddon.api.ts: correct buffer offsets & uri)", () => {
  check([
    [
      "aaa http://example.com aaa http://example.com aaa",
      ["http://example.com", "http://example.com"],
    ],
    [
      "￥￥￥ http://example.com ￥￥￥ http://example.com aaa",
      ["http://example.com", "http://example.com"],
    ],
    [
      "￥￥￥ https://ko.wikipedia.org/wiki/위키백과:대문 aaa https://ko.wikipedia.org/wiki/위키백과:대문 ￥￥￥",
      [
        "https://ko.wikipedia.org/wiki/위키백과:대문",
        "https://ko.wikipedia.org/wiki/위키백과:대문",
      ],
    ],
    [
      "￥￥￥cafe\u0301 http://test:password@example.com/some_path",
      ["http://test:password@example.com/some_path"],
    ],
  ]);
});

// ─── mwparserfromhell 0.6.6 ────────────────────────────────────────────────────────────────

describe("mwparserfromhell 0.6.6 (tests/tokenizer/external_links.mwtest: each external link's URL)", () => {
  check([
    ["http://example.com/", ["http://example.com/"]],
    ["[http://example.com/]", ["http://example.com/"]],
    ["[http://example.com/ ]", ["http://example.com/"]],
    ["[http://example.com/ Example]", ["http://example.com/"]],
    ["[http://example.com/ Example Web Page]", ["http://example.com/"]],
    [
      "[http://foo.com/ Foo][http://bar.com/ Bar]\n[http://baz.com/ Baz]",
      ["http://foo.com/", "http://bar.com/", "http://baz.com/"],
    ],
    ["[http://example.com/ \nExample]", ["http://example.com/"]],
    ["[http://example.com/ Example \nWeb Page]", ["http://example.com/"]],
    ["[http://example.com/ Example\n]", ["http://example.com/"]],
    ["[ http://example.com Example]", ["http://example.com"]],
    ["http://example.com.", ["http://example.com"]],
    ["http://example.com/foo:bar.:;baz!?,", ["http://example.com/foo:bar.:;baz"]],
    ["http://foobar[baz.com", ["http://foobar"]],
    ["[http://foobar[baz.com Example]", ["http://foobar"]],
    ["http://example.com http://example.com", ["http://example.com", "http://example.com"]],
    ["http://example.com\nhttp://example.com", ["http://example.com", "http://example.com"]],
    ["http://example.com]http://example.com", ["http://example.com", "http://example.com"]],
    ["http://exa[[wikilink]]mple.com/", ["http://exa"]],
    ["http://exa[http://example.com/]mple.com/", ["http://exa", "http://example.com/"]],
    ["   http://example.com   ", ["http://example.com"]],
    ["x   http://example.com   x", ["http://example.com"]],
    ["{{foo}}http://example.com", ["http://example.com"]],
    ["   mailto:example@example.com   ", ["mailto:example@example.com"]],
    ["x   mailto:example@example.com   x", ["mailto:example@example.com"]],
    ["{{foo}}mailto:example@example.com", ["mailto:example@example.com"]],
    ["mailto:example@example.com", ["mailto:example@example.com"]],
    ["http:example@example.com", []],
    ["//example.com", []],
    [" :example.com", []],
    [" ://example.com", []],
    ["fake:example.com", []],
    ["[fake:example.com]", []],
    ["[mailto:example@example.com Example]", ["mailto:example@example.com"]],
    ["[ mailto:example@example.com Example]", ["mailto:example@example.com"]],
    ["[http:example@example.com Example]", []],
    ["[:example.com Example]", []],
    ["[://example.com Example]", []],
    ["[//example.com", []],
    ["[ //example.com]", []],
    ["[http", []],
    ["[http:", []],
    ["[http://", []],
    ["[", []],
    ["http:", []],
    ["http://", []],
    ["[mailto:]", []],
    ["[http://]", []],
    ["[http:// Example]", []],
    ['http://foo"bar', ["http://foo"]],
    ["http://foo''bar''", ["http://foo"]],
    ["http://foo<bar", ["http://foo"]],
    ["http://foo>bar", ["http://foo"]],
    ['[http://foo"bar]', ["http://foo"]],
    ["[http://foo''bar'']", ["http://foo"]],
    ["[http://foo<bar]", ["http://foo"]],
    ["[http://foo>bar]", ["http://foo"]],
    ["HtTp://example.com/", ["HtTp://example.com/"]],
    ["[HtTp://example.com/]", ["HtTp://example.com/"]],
  ]);
  differs([
    [
      "[http://example.com http://example.com]",
      ["http://example.com"],
      ["http://example.com", "http://example.com"],
      TITLEURI,
    ],
    [
      "[http://example.com [http://example.com]]",
      ["http://example.com"],
      ["http://example.com", "http://example.com"],
      TITLEURI,
    ],
    [
      "[http://example.com [[http://example.com]]]",
      ["http://example.com"],
      ["http://example.com", "http://example.com"],
      TITLEURI,
    ],
    ["http://example.)com)", ["http://example.)com"], ["http://example"], CLOSEPAREN],
    ["http://example.(com)", ["http://example.(com)"], ["http://example"], HOSTPAREN],
    ["[http://example.com. Example]", ["http://example.com."], ["http://example.com"], TRAILPUNCT],
    [
      "[http://example.com/foo:bar.:;baz!?, Example]",
      ["http://example.com/foo:bar.:;baz!?,"],
      ["http://example.com/foo:bar.:;baz"],
      TRAILPUNCT,
    ],
    ["[http://example.)com) Example]", ["http://example.)com)"], ["http://example"], CLOSEPAREN],
    ["[http://example.(com) Example]", ["http://example.(com)"], ["http://example"], HOSTPAREN],
    ["mailto://example@example.com", ["mailto://example@example.com"], [], MAILTOAUTH],
    ["mailto://abc", ["mailto://abc"], [], MAILTOAUTH],
    ["fake://example.com", [], ["fake://example.com"], ANYSCHEME],
    ["[fake://example.com]", [], ["fake://example.com"], ANYSCHEME],
    ["ht?tp://example.com", [], ["tp://example.com"], QSCHEME],
    ["[ht?tp://example.com]", [], ["tp://example.com"], QSCHEME],
    ["[mailto://example@example.com Example]", ["mailto://example@example.com"], [], MAILTOAUTH],
    ["[mailto://abc Example]", ["mailto://abc"], [], MAILTOAUTH],
    ["[//example.com Example]", ["//example.com"], [], RELATIVE],
    [
      "svn+ssh://server.domain.com:/reponame",
      ["ssh://server.domain.com:/reponame"],
      ["svn+ssh://server.domain.com:/reponame"],
      PLUSSCHEME,
    ],
    [
      "svn_ssh://server.domain.com:/reponame",
      [],
      ["ssh://server.domain.com:/reponame"],
      UNDERSCORE,
    ],
    ["http://foo'bar", ["http://foo'bar"], ["http://foo"], APOS],
    ["[http://foo'bar]", ["http://foo'bar"], ["http://foo"], APOS],
  ]);
});

describe("mwparserfromhell 0.6.6 (tests/tokenizer/integration.mwtest: the external links in wikitext)", () => {
  check([
    ["{{URL|http://example.com}}", ["http://example.com"]],
    ["{{URL|http://example.com|foobar}}", ["http://example.com"]],
    ["{{{URL|http://example.com}}}", ["http://example.com"]],
    ["==http://example.com==", ["http://example.com"]],
    ["<ref>http://example.com</ref>", ["http://example.com"]],
    ["''http://example.com''", ["http://example.com"]],
    ["[http://example.com/foo Foo [[Bar]]]", ["http://example.com/foo"]],
    ["[[File:Example.png|thumb|http://example.com]]", ["http://example.com"]],
    ["[[File:Example.png|thumb|[http://example.com Example]]]", ["http://example.com"]],
    ["<li>[http://www.example.com ''example'']", ["http://www.example.com"]],
    ["[[http://example.com foo bar]]", ["http://example.com"]],
    ["[[http://example.com]]", ["http://example.com"]],
  ]);
  differs([
    [";;;mailto:example", ["mailto:example"], [], MAILTONOADDR],
    [
      "{{URL|http://example.com=foobar}}",
      ["http://example.com"],
      ["http://example.com=foobar"],
      TEMPLATEEQ,
    ],
    [
      "http://example.com/foo''bar''",
      ["http://example.com/foo"],
      ["http://example.com/foo''bar"],
      ITALICS,
    ],
    [
      "http://example.com/foo<!--comment-->bar",
      ["http://example.com/foobar"],
      ["http://example.com/foo"],
      COMMENT,
    ],
    ["{{URL|[http://example.com}}]", ["http://example.com}}"], ["http://example.com"], BRACE],
    [
      "[http://example.com/foo<!--comment-->bar]",
      ["http://example.com/foobar"],
      ["http://example.com/foo"],
      COMMENT,
    ],
  ]);
});

// ─── GMime 3.2.15 ──────────────────────────────────────────────────────────────────────────

describe("GMime 3.2.15 (tests/test-mime.c addrspec[], broken_addrspec[]: internet_address_list_parse), fuzzy", () => {
  check(
    [
      ["fejj@helixcode.com", ["mailto:fejj@helixcode.com"]],
      // source routes (RFC 5322 §4.4 obs-route; fuzzy-word-edges.ts routeBefore, session 50)
      ["<@route:user@domain.com>", ["mailto:user@domain.com"]],
      ["<@route1,,@route2,,,@route3:user@domain.com>", ["mailto:user@domain.com"]],
      ["Jeffrey Stedfast <fejj@helixcode.com>", ["mailto:fejj@helixcode.com"]],
      ['Jeffrey "fejj" Stedfast <fejj@helixcode.com>', ["mailto:fejj@helixcode.com"]],
      ['"Jeffrey \\"fejj\\" Stedfast" <fejj@helixcode.com>', ["mailto:fejj@helixcode.com"]],
      ['"Stedfast, Jeffrey" <fejj@helixcode.com>', ["mailto:fejj@helixcode.com"]],
      ["fejj@helixcode.com (Jeffrey Stedfast)", ["mailto:fejj@helixcode.com"]],
      ["=?iso-8859-1?q?Kristoffer_Br=E5nemyr?= <ztion@swipenet.se>", ["mailto:ztion@swipenet.se"]],
      [
        "fpons@mandrakesoft.com (=?iso-8859-1?q?Fran=E7ois?= Pons)",
        ["mailto:fpons@mandrakesoft.com"],
      ],
      [
        "GNOME Hackers: miguel@gnome.org (Miguel de Icaza), Havoc Pennington <hp@redhat.com>;, fejj@helixcode.com",
        ["mailto:miguel@gnome.org", "mailto:hp@redhat.com", "mailto:fejj@helixcode.com"],
      ],
      ["Local recipients: phil, joe, alex, bob", []],
      ["Charles S. Kerr <charles@foo.com>", ["mailto:charles@foo.com"]],
      [
        'Charles "Likes, to, put, commas, in, quoted, strings" Kerr <charles@foo.com>',
        ["mailto:charles@foo.com"],
      ],
      ["Charles Kerr, Pan Programmer <charles@superpimp.org>", ["mailto:charles@superpimp.org"]],
      ["Charles Kerr <charles@[127.0.0.1]>", ["mailto:charles@%5B127.0.0.1%5D"]],
      ["Charles,, likes illegal commas <charles@superpimp.org>", ["mailto:charles@superpimp.org"]],
      ["<charles@broken.host.com.>", ["mailto:charles@broken.host.com"]],
      [
        "fpons@mandrakesoft.com (=?iso-8859-1?q?Fran=E7ois?= Pons likes _'s and \t's too)",
        ["mailto:fpons@mandrakesoft.com"],
      ],
      [
        "fbosi@mokabyte.it;, rspazzoli@mokabyte.it",
        ["mailto:fbosi@mokabyte.it", "mailto:rspazzoli@mokabyte.it"],
      ],
      ['"Miles (Star Trekkin) O\'Brian" <mobrian@starfleet.org>', ["mailto:mobrian@starfleet.org"]],
      ["undisclosed-recipients: ;", []],
      ["undisclosed-recipients:;", []],
      ["undisclosed-recipients:", []],
      ["undisclosed-recipients", []],
      ["Canonical Patch Queue Manager<pqm@pqm.ubuntu.com>", ["mailto:pqm@pqm.ubuntu.com"]],
      ["=?UTF-8?Q?foo=20=22=20bar?= <test@mail.net>", ["mailto:test@mail.net"]],
      ["Warren Worthington, Jr. <warren@worthington.com>", ["mailto:warren@worthington.com"]],
      ['=?UTF-8?Q?agatest123_"test"?= <agatest123@o2.pl>', ["mailto:agatest123@o2.pl"]],
      ['"=?ISO-8859-2?Q?TEST?=" <p@p.org>', ["mailto:p@p.org"]],
      [
        "=?utf-8?Q?{#D=C3=A8=C3=A9=C2=A3=C3=A5=C3=BD_M$=C3=A1=C3?= =?utf-8?Q?=AD.=C3=A7=C3=B8m}?= <user@domain.com>",
        ["mailto:user@domain.com"],
      ],
      [
        "=?utf-8?Q?{#D=C3=A8=C3=A9=C2=?= =?utf-8?Q?A3=C3=A5=C3=BD_M$=C3=A1=C?= =?utf-8?Q?3=AD.=C3=A7=C3=B8m}?= <user@domain.com>",
        ["mailto:user@domain.com"],
      ],
      [
        "=?iso-8859-1?b?ey?= =?iso-8859-1?b?NE6Omj5f0gTSTh7S7n+G1AI30=?= <user@domain.com>",
        ["mailto:user@domain.com"],
      ],
    ],
    FUZZY,
  );
  differs(
    [
      [
        "Jeff <fejj(recursive (comment) block)@helixcode.(and a comment here)com>",
        ["mailto:fejj@helixcode.com"],
        [],
        CFWS,
      ],
      ["Charles <charles@[127..0.1]>", ["mailto:charles@%5B127..0.1%5D"], [], LITERAL],
      ["dot.com <dot.com>", [], ["http://dot.com", "http://dot.com"], DOTCOM],
      [
        "sdfasf@wp.pl,c tert@wp.pl,sffdg.rtre@op.pl",
        ["mailto:sdfasf@wp.pl", "mailto:sffdg.rtre@op.pl"],
        ["mailto:sdfasf@wp.pl", "mailto:tert@wp.pl", "mailto:sffdg.rtre@op.pl"],
        BLANKWORD,
      ],
      [
        '"Biznes=?ISO-8859-2?Q?_?=INTERIA.PL"=?ISO-8859-2?Q?_?=<biuletyny@firma.interia.pl>',
        ["mailto:biuletyny@firma.interia.pl"],
        ["http://INTERIA.PL", "mailto:biuletyny@firma.interia.pl"],
        FUZZYNAME,
      ],
    ],
    FUZZY,
  );
});

// ─── VMime 0.9.2 ───────────────────────────────────────────────────────────────────────────

describe("VMime 0.9.2 (tests/parser/mailboxTest.cpp, mailboxListTest.cpp, mailboxGroupTest.cpp, emailAddressTest.cpp), fuzzy", () => {
  check(
    [
      ["John Doe <john.doe@acme.com>", ["mailto:john.doe@acme.com"]],
      ["john.doe@acme.com (John Doe)", ["mailto:john.doe@acme.com"]],
      ["<john.doe@acme.com>", ["mailto:john.doe@acme.com"]],
      ["john.doe@acme.com", ["mailto:john.doe@acme.com"]],
      ['"John Doe" <john.doe@acme.com>', ["mailto:john.doe@acme.com"]],
      ["=?us-ascii?q?John?=<john.doe@acme.com>", ["mailto:john.doe@acme.com"]],
      ['"John"<john.doe@acme.com>', ["mailto:john.doe@acme.com"]],
      ["John<john.doe@acme.com>", ["mailto:john.doe@acme.com"]],
      [
        "email1@domain1.com, : <email2@domain2.com>, email3@domain3.com",
        ["mailto:email1@domain1.com", "mailto:email2@domain2.com", "mailto:email3@domain3.com"],
      ],
      [
        " \t group  : aaa <aaa@vmime.org>, bbb <bbb@vmime.org>",
        ["mailto:aaa@vmime.org", "mailto:bbb@vmime.org"],
      ],
      [
        "group: aaa <aaa@vmime.org>, bbb <bbb@vmime.org>",
        ["mailto:aaa@vmime.org", "mailto:bbb@vmime.org"],
      ],
      [
        "group: aaa <aaa@vmime.org>, bbb <bbb@vmime.org>; extra chars here...",
        ["mailto:aaa@vmime.org", "mailto:bbb@vmime.org"],
      ],
      ["Pelé@example.com", ["mailto:Pelé@example.com"]],
      ["δοκιμή@παράδειγμα.δοκιμή", ["mailto:δοκιμή@παράδειγμα.δοκιμή"]],
      ["чебурашка@ящик-с-апельсинами.рф", ["mailto:чебурашка@ящик-с-апельсинами.рф"]],
      ["john.smith@example.com(comment)", ["mailto:john.smith@example.com"]],
      // (a comment before the local part is the text's: fuzzy-address-edges.ts, session 50)
      ["(comment)john.smith@example.com", ["mailto:john.smith@example.com"]],
    ],
    FUZZY,
  );
  differs(
    [
      [
        "My (this is a comment)name <me(another \\)comment) @    \tsomewhere(else).com>",
        ["mailto:me@somewhere.com"],
        [],
        CFWS,
      ],
      [
        'mailbox1 <mailbox@one>,;,,,\t,,  \t,,;group1:mailbox1@group1,  mailbox2@group2,,"mailbox #3" <mailbox3@group2>;, <mailbox@two>,,,,,,,,=?iso-8859-1?q?mailbox_number_3?= <mailbox@three>, =?abc?Q?mailbox?=   \t =?def?Q?_number_4?= <mailbox@four>',
        [
          "mailto:mailbox@one",
          "mailto:mailbox1@group1",
          "mailto:mailbox2@group2",
          "mailto:mailbox3@group2",
          "mailto:mailbox@two",
          "mailto:mailbox@three",
          "mailto:mailbox@four",
        ],
        [],
        FQDN,
      ],
      ["John.Doe(ignore)@acme.com (John Doe)", ["mailto:John.Doe@acme.com"], [], CFWS],
      [
        "aaa(comment,comment)@vmime.org, bbb@vmime.org",
        ["mailto:aaa@vmime.org", "mailto:bbb@vmime.org"],
        ["mailto:bbb@vmime.org"],
        CFWS,
      ],
      ["local@domain", ["mailto:local@domain"], [], FQDN],
      ["local@part@domain", ["mailto:local@part@domain"], [], TWOAT],
      ['" "@example.org', ['mailto:" "@example.org'], [], QUOTED],
      [
        '"()<>[]:,;@\\\\\\"!#$%&\'*+-/=?^_`{}| ~.a"@example.org',
        ['mailto:"()<>[]:,;@\\\\\\"!#$%&\'*+-/=?^_`{}| ~.a"@example.org'],
        [],
        QUOTED,
      ],
      ["!#$%&'*+-/=?^_`{}|~@example.org", ["mailto:!#$%&'*+-/=?^_`{}|~@example.org"], [], SLASH],
      [
        '"very.unusual.@.unusual.com"@example.com',
        ['mailto:"very.unusual.@.unusual.com"@example.com'],
        [],
        QUOTED,
      ],
      [
        '"very.(),:;<>[]\\".VERY.\\"very@\\\\ \\"very\\".unusual"@strange.example.com',
        ['mailto:"very.(),:;<>[]\\".VERY.\\"very@\\\\ \\"very\\".unusual"@strange.example.com'],
        [],
        QUOTED,
      ],
      ["john.smith(comment)@example.com", ["mailto:john.smith@example.com"], [], CFWS],
      [
        "(comment \\) end comment)john.smith@example.com",
        ["mailto:john.smith@example.com"],
        [],
        CFWS,
      ],
      [
        "john.smith@(comment)example.com",
        ["mailto:john.smith@example.com"],
        ["http://example.com"],
        CFWSNAME,
      ],
      [
        "john.smith@(comment (comment in comment))example.com",
        ["mailto:john.smith@example.com"],
        ["http://example.com"],
        CFWSNAME,
      ],
      [
        "john.smith@(comment \\) end comment)example.com",
        ["mailto:john.smith@example.com"],
        ["http://example.com"],
        CFWSNAME,
      ],
      ["=?utf-8?Q?Pel=C3=A9?=@example.com", ["mailto:Pelé@example.com"], [], ENCODEDWORD],
      ["=?utf-8?B?55Sy5paQ?=@xn--5rtw95l.xn--wgv71a", ["mailto:甲斐@黒川.日本"], [], ENCODEDWORD],
      ["=?utf-8?B?55Sy5paQ?=@xn--5rtw95l.com", ["mailto:甲斐@黒川.com"], [], ENCODEDWORD],
    ],
    FUZZY,
  );
  check(
    [
      // fixed in session 52 (urisift gave []; a Han name alone on its line is a local part:
      // fuzzy-view.ts nameAloneOnLine)
      ["甲斐@黒川.日本", ["mailto:甲斐@黒川.日本"]],
    ],
    FUZZY,
  );
});

describe("VMime 0.9.2 (tests/parser/): found wrong, fixed in session 51 (a nested comment), fuzzy", () => {
  // a comment that holds a comment, opening the word before the local part (RFC 5322 §3.2.2
  // ccontent): was none on purpose (CFWS), fuzzy-view.ts commentOpensWord reads it now
  check(
    [["(comment (comment in comment))john.smith@example.com", ["mailto:john.smith@example.com"]]],
    FUZZY,
  );
});

// ─── GNU Mailutils 3.21 ────────────────────────────────────────────────────────────────────

describe("GNU Mailutils 3.21 (libmailutils/tests/address.at: each TESTADDR's `email <…>` lines), fuzzy", () => {
  check(
    [
      ["Sam <@[matrix (smtp)], @[nexus: [node 12]]:sroberts@[10].[1]>", []],
      [",", []],
      [",,", []],
      ["a group: , ;", []],
      ["a group: ,, ;", []],
      ["Sam <@[matrix (smtp)], @[nexus: [node 12]]:sroberts@[10].[1]> ;", []],
      ["hw@570.com (Hardware Support Account)", ["mailto:hw@570.com"]],
      [
        "list-ietf-wg-apps-drums@faerber.muc.de (=?ISO-8859-1?Q?Claus_F=E4rber?=)",
        ["mailto:list-ietf-wg-apps-drums@faerber.muc.de"],
      ],
      [
        "<mutt-dev@mutt.org>(mutt #369), guug-bugs-closed@guug.de (#369)",
        ["mailto:mutt-dev@mutt.org", "mailto:guug-bugs-closed@guug.de"],
      ],
      [
        "\"'Aernoudt Bottemanne'\"\t <Aernoudt.Bottemanne@Informix.com>",
        ["mailto:Aernoudt.Bottemanne@Informix.com"],
      ],
      ["\"'Haag, Ullrich - MBDC'\" <Ullrich.Haag@MBDC.com>,", ["mailto:Ullrich.Haag@MBDC.com"]],
      [
        "\"'Michael C. Ibarra'\" <ibarra@hawk.com>, arl@q7.net, Al <arl@q7.net>",
        ["mailto:ibarra@hawk.com", "mailto:arl@q7.net", "mailto:arl@q7.net"],
      ],
      ["\"'Sam Roberts'\" <sam@cogent.ca>", ["mailto:sam@cogent.ca"]],
      ["\"'sroberts\\@certicom\\.ca'\" <sroberts@certicom.ca>", ["mailto:sroberts@certicom.ca"]],
      [
        '"=?iso-8859-1?Q?Juan_Carlos_Marcos_Rodr=EDguez?=" <jcmarcos@datavoice.es>',
        ["mailto:jcmarcos@datavoice.es"],
      ],
      [
        '"Christian Edward Gruber" <christian.edward.gruber@gmx.net>,',
        ["mailto:christian.edward.gruber@gmx.net"],
      ],
      [
        '"D. J. Bernstein" <djb@cr.yp.to>, drums@cs.utk.edu',
        ["mailto:djb@cr.yp.to", "mailto:drums@cs.utk.edu"],
      ],
      [
        '"Dave Sill <de5-drums" <de5-drums@sws5.ctd.ornl.gov>',
        ["mailto:de5-drums@sws5.ctd.ornl.gov"],
      ],
      [
        '"Dave \\(work\\) Baerg \\(E-mail\\)" <Dave.Baerg@SUMMedia.com>',
        ["mailto:Dave.Baerg@SUMMedia.com"],
      ],
      ['"Demian" <damient@wave.home.com>', ["mailto:damient@wave.home.com"]],
      [
        '"Detailed Revision/Update of Message Standards" <drums@cs.utk.edu>',
        ["mailto:drums@cs.utk.edu"],
      ],
      ['"Haag, Ullrich - MBDC" <Ullrich.Haag@MBDC.com>', ["mailto:Ullrich.Haag@MBDC.com"]],
      [
        '"Jacob Palme" <jpalme@dsv.su.se>, <drums@cs.utk.edu>',
        ["mailto:jpalme@dsv.su.se", "mailto:drums@cs.utk.edu"],
      ],
      [
        "\"Jakob 'sparky' Kaivo\" <jkaivo@elijah.nodomainname.net>",
        ["mailto:jkaivo@elijah.nodomainname.net"],
      ],
      [
        '"Lee R. Copp" <Lee.R.Copp@MichiganScientific.com>',
        ["mailto:Lee.R.Copp@MichiganScientific.com"],
      ],
      [
        '"Lionel Johnson" <ljohnson**nospam**@sterling1.com>',
        ["mailto:ljohnson**nospam**@sterling1.com"],
      ],
      [
        '"Martin [Keso] Keseg" <Martin.Keseg@slovakia.sun.com>',
        ["mailto:Martin.Keseg@slovakia.sun.com"],
      ],
      ['"}{ristoph" <news2@kristoph.net>', ["mailto:news2@kristoph.net"]],
      ['"fmartens-2000" <fmartens-2000@planet.nl>', ["mailto:fmartens-2000@planet.nl"]],
      [
        "\"g'o'tz ohnesorge\" <gohnesorge@lh-computertechnik.de>",
        ["mailto:gohnesorge@lh-computertechnik.de"],
      ],
      ['"gao jie" <jiegi@public.wh.hb.cn>', ["mailto:jiegi@public.wh.hb.cn"]],
      ['"gpg-devel" <gnupg-devel@gnupg.org>', ["mailto:gnupg-devel@gnupg.org"]],
      ['"jigang" <jigang@jinglun.com.cn>', ["mailto:jigang@jinglun.com.cn"]],
      [
        '"mutt-dev @ mutt . orgThomas Roessler" <roessler@does-not-exist.org>',
        ["mailto:roessler@does-not-exist.org"],
      ],
      ["0xdeadbeef-request@petting-zoo.net", ["mailto:0xdeadbeef-request@petting-zoo.net"]],
      [
        "102023-00406421@cnxt19932218.conexant.com",
        ["mailto:102023-00406421@cnxt19932218.conexant.com"],
      ],
      ["218164.24.43@jobcontrolcenter.com", ["mailto:218164.24.43@jobcontrolcenter.com"]],
      ["<0xdeadbeef-request@petting-zoo.net>", ["mailto:0xdeadbeef-request@petting-zoo.net"]],
      ["<>", []],
      ["<Christia.Roberts@nrc.ca>", ["mailto:Christia.Roberts@nrc.ca"]],
      ["<Nick_Shelness@motorcity2.lotus.com>", ["mailto:Nick_Shelness@motorcity2.lotus.com"]],
      ["<all: >", []],
      ["<fyi-admin@emyr.net>", ["mailto:fyi-admin@emyr.net"]],
      [
        "<gary.stefanov@medtronic.com>, <HdeVisse@husky.ca>,",
        ["mailto:gary.stefanov@medtronic.com", "mailto:HdeVisse@husky.ca"],
      ],
      ["<gnu-pop-list@nodomainname.net>", ["mailto:gnu-pop-list@nodomainname.net"]],
      ["=?ISO-8859-1?Q?Kolbj=F8rn_Barmen?= <kolla@nvg.ntnu.no>", ["mailto:kolla@nvg.ntnu.no"]],
      ["=?ISO-8859-1?Q?Patrik_F=E4ltstr=F6m?= <paf@cisco.com>", ["mailto:paf@cisco.com"]],
      ["=?ISO-8859-1?Q?Patrik_F=E4ltstr=F6m?= <paf@cisco.com>,", ["mailto:paf@cisco.com"]],
      ["=?US-ASCII?Q?gary=5Fc?= <gary_c@cunningham-lee.com>", ["mailto:gary_c@cunningham-lee.com"]],
      [
        "=?iso-8859-1?Q?Fr=E9d=E9ric_L_=2E_W_=2E?= Meunier <0@pervalidus.net>",
        ["mailto:0@pervalidus.net"],
      ],
      [
        "=?iso-8859-1?Q?Fr=E9d=E9ric_L_=2E_W_=2E?= Meunier <0@pervalidus.net>,",
        ["mailto:0@pervalidus.net"],
      ],
      [
        "=?iso-8859-1?Q?Fr=E9d=E9ric_L_=2E_W_=2E_Meunier?= <0@pervalidus.net>",
        ["mailto:0@pervalidus.net"],
      ],
      ["=?iso-8859-1?Q?J=F8rgen_Thomsen?= <jth@postfix.jth.net>", ["mailto:jth@postfix.jth.net"]],
      [
        "=?iso-8859-1?Q?Jos=3F_C=2E_Garc=EDa_Sogo?= <jose@jaimedelamo.eu.org>",
        ["mailto:jose@jaimedelamo.eu.org"],
      ],
      [
        "=?iso-8859-1?Q?Mikko_H=E4nninen?= <Mikko.Hanninen@dna.fi>",
        ["mailto:Mikko.Hanninen@dna.fi"],
      ],
      [
        "=?iso-8859-1?Q?Mikko_H=E4nninen?= <Mikko.Hanninen@iki.fi>",
        ["mailto:Mikko.Hanninen@iki.fi"],
      ],
      ["=?iso-8859-1?Q?R=E9mi_Guyomarch?= <rguyom@321.net>", ["mailto:rguyom@321.net"]],
      ["=?iso-8859-1?Q?Ulf_M=F6ller?= <ulf@fitug.de>", ["mailto:ulf@fitug.de"]],
      ["ANDREW MARTIN <amartin@ee.ryerson.ca>", ["mailto:amartin@ee.ryerson.ca"]],
      [
        "Abhay Ghaisas <abhay@sobolev.does-not-exist.org>, mutt-dev@mutt.org",
        ["mailto:abhay@sobolev.does-not-exist.org", "mailto:mutt-dev@mutt.org"],
      ],
      ["Brian Salter-Duke <b_duke@lacebark.ntu.edu.au>", ["mailto:b_duke@lacebark.ntu.edu.au"]],
      ["Catharine Shyong <shyong@t-iii.com>", ["mailto:shyong@t-iii.com"]],
      ["DRUMS-Last-Call:;", []],
      [
        "Detailed Revision/Update of Message Standards <drums@cs.utk.edu>",
        ["mailto:drums@cs.utk.edu"],
      ],
      ["Eric Allman <eric+ietf@Sendmail.ORG>", ["mailto:eric+ietf@Sendmail.ORG"]],
      ["Gary <Gary@e-c-s-uk.com>", ["mailto:Gary@e-c-s-uk.com"]],
      [
        "IETF working group on revision of mail standards <drums@cs.utk.edu>",
        ["mailto:drums@cs.utk.edu"],
      ],
      ["IETF-Announce:;", []],
      ["IETF-Announce:;, drums@cs.utk.edu", ["mailto:drums@cs.utk.edu"]],
      [
        "Jean-Baptiste Marchand <Jean-Baptiste.Marchand@epita.fr>",
        ["mailto:Jean-Baptiste.Marchand@epita.fr"],
      ],
      [
        "Jonathan Rozes <jrozes+969649116.89117462@vinton.com>",
        ["mailto:jrozes+969649116.89117462@vinton.com"],
      ],
      ['Jose "C." Garcia Sogo<jose@jaimedelamo.eu.org>', ["mailto:jose@jaimedelamo.eu.org"]],
      ["Marco d'Itri <md@Linux.IT>", ["mailto:md@Linux.IT"]],
      ["No_Reply-To@mapquest.com", ["mailto:No_Reply-To@mapquest.com"]],
      ["Paul Hoffman / IMC <phoffman@imc.org>", ["mailto:phoffman@imc.org"]],
      ["Sam Roberts <sam@cogent.ca>", ["mailto:sam@cogent.ca"]],
      [
        "Thomas Roessler <roessler@does-not-exist.org>, 490@bugs.guug.de",
        ["mailto:roessler@does-not-exist.org", "mailto:490@bugs.guug.de"],
      ],
      [
        "Thomas Roessler <roessler@does-not-exist.org>, g10@gnupg.org",
        ["mailto:roessler@does-not-exist.org", "mailto:g10@gnupg.org"],
      ],
      ["ddickey@ip-12-22-50-150.hqglobal.net", ["mailto:ddickey@ip-12-22-50-150.hqglobal.net"]],
      ["ktb <x.y.f@home.com>", ["mailto:x.y.f@home.com"]],
      [
        "mcaustin@eudoramail.com, aposner@usaid.gov, Kieran.O'Leary@anpost.ie",
        [
          "mailto:mcaustin@eudoramail.com",
          "mailto:aposner@usaid.gov",
          "mailto:Kieran.O'Leary@anpost.ie",
        ],
      ],
      ["rfunk@wks.uts.ohio-state.eduofflinemailer-bounce@dikke.penguin.nl", []],
      ["whom it may concern: ;;whom.it.may.concern: ;", []],
      [
        "whom it may concern: mutt-dev@mutt.org, mutt-users@mutt.org;",
        ["mailto:mutt-dev@mutt.org", "mailto:mutt-users@mutt.org"],
      ],
      ["Sergey V. Poznyakoff <gray@gnu.org>", ["mailto:gray@gnu.org"]],
      ["P. D. Q. Bach <bach@somewhere.org>", ["mailto:bach@somewhere.org"]],
      ['"A bad quote\\" <devnull@localhost>', []],
    ],
    FUZZY,
  );
  differs(
    [
      ["a@b,z@y", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      [",a@b,z@y", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      ["a@b,z@y,", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      [",a@b,z@y,", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      ["a@b,,z@y", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      ["a@b,,,z@y", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      [",,,a@b,,,", ["mailto:a@b"], [], FQDN],
      [",a@b", ["mailto:a@b"], [], FQDN],
      ["a@b,", ["mailto:a@b"], [], FQDN],
      ["a group: a@b,z@y;", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      ["a group: ,a@b,z@y;", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      ["a group: a@b,z@y,;", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      ["a group: ,a@b,z@y,;", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      ["a group: a@b,,z@y;", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      ["a group: a@b,,,z@y;", ["mailto:a@b", "mailto:z@y"], [], FQDN],
      ["a group: ,,,a@b,,, ;", ["mailto:a@b"], [], FQDN],
      ["a group: ,a@b ;", ["mailto:a@b"], [], FQDN],
      ["a group: a@b, ;", ["mailto:a@b"], [], FQDN],
      [
        "Aliens: Sam <@[matrix (smtp)]: sam@sam>, sroberts@[10].[1];",
        ["mailto:sam@sam", "mailto:sroberts@[10].[1]"],
        [],
        OBSDOMAIN,
      ],
      [
        "lo@hi, Aliens: Sam <@[matrix (smtp)]: sam@sam>, sroberts@[10].[1];",
        ["mailto:lo@hi", "mailto:sam@sam", "mailto:sroberts@[10].[1]"],
        [],
        OBSDOMAIN,
      ],
      [
        "Aliens: Sam <@[matrix (smtp)]: sam@sam>, sroberts@[10].[1];, hi@lo",
        ["mailto:sam@sam", "mailto:sroberts@[10].[1]", "mailto:hi@lo"],
        [],
        OBSDOMAIN,
      ],
      [
        "lo@hi, Aliens: Sam <@[matrix (smtp)]: sam@sam>, sroberts@[10].[1];, hi@lo",
        ["mailto:lo@hi", "mailto:sam@sam", "mailto:sroberts@[10].[1]", "mailto:hi@lo"],
        [],
        OBSDOMAIN,
      ],
      [
        "\"'paul@pitbull-productions.com'\" <paul@pitbull-productions.com>,",
        ["mailto:paul@pitbull-productions.com"],
        ["mailto:paul@pitbull-productions.com", "mailto:paul@pitbull-productions.com"],
        EACH,
      ],
      [
        "\"'sam@cogent.ca'\" <sam@cogent.ca>, \"'sroberts@uniserve.com'\"",
        [],
        ["mailto:sam@cogent.ca", "mailto:sam@cogent.ca", "mailto:sroberts@uniserve.com"],
        HEADEREACH,
      ],
      ['"D. J. Bernstein" <"djb-   "@cr.yp.to>', ['mailto:"djb-   "@cr.yp.to'], [], QUOTED],
      [
        '"Fred" <fprog@__nowhere__.users.sourceforge.net>',
        ["mailto:fprog@__nowhere__.users.sourceforge.net"],
        [],
        LDH,
      ],
      [
        '"gnupg-devel@gnupg.org" <gnupg-devel%gnupg.org@f48.n48.z2.fidonet.org>',
        ["mailto:gnupg-devel%gnupg.org@f48.n48.z2.fidonet.org"],
        ["mailto:gnupg-devel@gnupg.org", "mailto:gnupg-devel%25gnupg.org@f48.n48.z2.fidonet.org"],
        EACHPCT,
      ],
      [
        '"misc@openbsd.org" <misc@openbsd.org>',
        ["mailto:misc@openbsd.org"],
        ["mailto:misc@openbsd.org", "mailto:misc@openbsd.org"],
        EACH,
      ],
      [
        '"misc@openbsd.org" <misc@openbsd.org>, brian@Awfulhak.org',
        ["mailto:misc@openbsd.org", "mailto:brian@Awfulhak.org"],
        ["mailto:misc@openbsd.org", "mailto:misc@openbsd.org", "mailto:brian@Awfulhak.org"],
        EACH,
      ],
      [
        '"zwk@f36.n480.z2.fidonet.org" <zwk%f36.n480.z2.fidonet.org@f36.n480.z2.fidonet.org>',
        ["mailto:zwk%f36.n480.z2.fidonet.org@f36.n480.z2.fidonet.org"],
        [
          "mailto:zwk@f36.n480.z2.fidonet.org",
          "mailto:zwk%25f36.n480.z2.fidonet.org@f36.n480.z2.fidonet.org",
        ],
        EACHPCT,
      ],
      [
        "'Dan Dall'Acqua' <ddallacqua@noetic.ab.ca>, 'Dave Shyong'",
        [],
        ["mailto:ddallacqua@noetic.ab.ca"],
        HEADER,
      ],
      [
        "<mutt-dev-owner-sroberts=uniserve.com@ns.gbnet.net>",
        ["mailto:mutt-dev-owner-sroberts=uniserve.com@ns.gbnet.net"],
        ["mailto:mutt-dev-owner-sroberts%3Duniserve.com@ns.gbnet.net"],
        PCT,
      ],
      [
        "OSULLIE@rte.ie, skidswam@hotmail.com, boot",
        ["mailto:OSULLIE@rte.ie", "mailto:skidswam@hotmail.com", "mailto:boot@localhost"],
        ["mailto:OSULLIE@rte.ie", "mailto:skidswam@hotmail.com"],
        LOCAL,
      ],
      ["Sam", ["mailto:Sam@localhost"], [], LOCAL],
      [
        "Sam_Roberts/Certicom%Certicom@certicom.com",
        ["mailto:Sam_Roberts/Certicom%Certicom@certicom.com"],
        [],
        SLASH,
      ],
      ["root", ["mailto:root@localhost"], [], LOCAL],
    ],
    FUZZY,
  );
  check(
    [
      // fixed in session 51 (a comment's ")" before the ":"); urisift gave before:
      // ["http://smtp1.sympatico.ca","http://mail2.uniserve.com"]; the peer: []
      [
        "< (hey) @ (hey, )smtp1.sympatico.ca, mail2.uniserve.com (hoo!):sroberts@uniserve.com>",
        ["http://smtp1.sympatico.ca", "http://mail2.uniserve.com", "mailto:sroberts@uniserve.com"],
      ],
    ],
    FUZZY,
  );
});

// ─── addressparser 1.0.1 ───────────────────────────────────────────────────────────────────

describe("addressparser 1.0.1 (nodemailer's; test/addressparser-test.js), fuzzy", () => {
  check([["reinman > andris < test <andris@tr.ee>", ["mailto:andris@tr.ee"]]], FUZZY);
  differs(
    [
      [
        "name@address.com@address2.com",
        ["mailto:name@address.com@address2.com"],
        ["mailto:name@address.com"],
        SECONDAT,
      ],
    ],
    FUZZY,
  );
});
