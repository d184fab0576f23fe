/**
 * Extraction cases from the GFM-style autolink tests of two more Markdown processors:
 * - goldmark 1.5.4 (Debian source golang-github-yuin-goldmark 1.5.4-1, bookworm; trixie's
 *   1.7.4 has the same cases): extension/_test/linkify.txt and extension/linkify_test.go.
 * - comrak 0.54.0 (Debian rust-comrak 0.54.0-2, sid; trixie has 0.29.0-2, bookworm none).
 *   The source archives of both versions were not on the mirror (404); the binary package
 *   librust-comrak-dev ships the crate's sources, src/tests/ included, verbatim, and the files
 *   are read from there: src/tests/autolink.rs (all of it: 0.29.0's cases and 0.54.0's
 *   additions), the autolink cases of regressions.rs (pointy_brace, cm_autolink_regression,
 *   assorted_links, autolink_between_escaped_chars), fuzz.rs (those run with
 *   extension.autolink), wikilinks.rs (wikilinks_supersedes_relaxed_autolinks,
 *   wikilinks_autolinker_ignored) and tasklist.rs (tasklist_in_table_fuzz). Cases run with
 *   `parse.relaxed_autolinks` (any `scheme://`, links inside brackets) say so; comrak's
 *   test runs autolink_parentheses_balanced both ways with the same answers.
 * A peer's answer is the list of link targets of its HTML (HTML escaping and the peer's
 * percent-encoding of the displayed text undone), one case per input paragraph, the text
 * JS-escaped. Schemeless links and bare addresses are cases with `fuzzy: true` ("…, fuzzy"
 * groups; "http://" and "mailto:" added). Markdown syntax that is no autolink (inline links,
 * images, reference links, wiki links, code, escapes, emphasis) is read as text here: where
 * that changes the answer the case is in a "markup reads differently" group, the peer's
 * answer in a comment. Each group holds the cases where urisift gives the peer's answer,
 * then those where it answers differently on purpose (the peer's answer and the rule in a
 * comment), then those where urisift is wrong today ("urisift wrong, to fix": `it.fails`,
 * each asserting the right answer, so the file passes now and flips when it is fixed).
 * Skipped (37): 27 of goldmark's 29 linkify.txt paragraphs and its TestLinkifyWithAllowedProtocols
 * case, which test/ already holds verbatim (peer-suites-markdown, -more, -md4c-blackfriday,
 * from goldmark 1.7.4 and other peers); its TestLinkifyWithWWWRegexp and
 * TestLinkifyWithEmailRegexp (2: answers of a regexp the test passes in, about its options);
 * comrak's "https://foo.com", "https://www.example.com/",
 * "![http://inline.com/image](http://inline.com/image)" and
 * "scyther@pokemon.com/beedrill@pokemon.com" (4, in test/ verbatim); the inline HTML list of
 * pointy_brace (no URI), commonmark.rs's dont_create_autolinks (its CommonMark output's
 * escaping) and fuzz.rs's cursed_lands (asserts nothing but not crashing).
 */
import { describe } from "vitest";
import { check, checkFails } from "../helpers/peer-check.js";

describe("goldmark Linkify (extension/_test/linkify.txt, goldmark 1.5.4)", () => {
  describe("markup reads differently", () => {
    check([
      // goldmark: ["https://google.com"] (#14: an inline link, its text not autolinked). Read as
      // text, the link's text is the URI too
      ["[https://google.com](https://google.com)", ["https://google.com", "https://google.com"]],
    ]);
  });
});

describe("goldmark Linkify (extension/_test/linkify.txt, goldmark 1.5.4), fuzzy", () => {
  check([["This is a `git@github.com:vim/vim`", []]], { fuzzy: true });
});

describe("comrak extension.autolink (src/tests/autolink.rs, regressions.rs, wikilinks.rs; comrak 0.54.0)", () => {
  check([
    // autolink_scheme_multiline
    [
      "https://google.com/search\nhttps://www.google.com/maps",
      ["https://google.com/search", "https://www.google.com/maps"],
    ],
    // autolink_parentheses_balanced (the same with relaxed_autolinks)
    ["http://www.pokemon.com/Pikachu_(Electric)", ["http://www.pokemon.com/Pikachu_(Electric)"]],
    ["http://www.pokemon.com/Pikachu_((Electric)", ["http://www.pokemon.com/Pikachu_((Electric)"]],
    ["http://www.pokemon.com/Pikachu_(Electric))", ["http://www.pokemon.com/Pikachu_(Electric)"]],
    [
      "http://www.pokemon.com/Pikachu_((Electric))",
      ["http://www.pokemon.com/Pikachu_((Electric))"],
    ],
    // autolink_ignore_links_in_brackets
    ["[<https://foo.com>]", ["https://foo.com"]],
    // autolink_cmark_edge_382, _388, _423
    ["See &lt;&lt;&lt;http://example.com/&gt;&gt;&gt;", ["http://example.com/"]],
    ["http://example.com/src/_mocks_/vscode.js", ["http://example.com/src/_mocks_/vscode.js"]],
    [
      "Here's an autolink: https://www.unicode.org/review/pri453/feedback.html#:~:text=Fri%20Jun%2024%2009:56:01%20CDT%202022 and another one https://www.unicode.org/review/pri453/feedback.html#:~:text=Fri%20Jun%2024%2009:56:01%20CDT%202022.",
      [
        "https://www.unicode.org/review/pri453/feedback.html#:~:text=Fri%20Jun%2024%2009:56:01%20CDT%202022",
        "https://www.unicode.org/review/pri453/feedback.html#:~:text=Fri%20Jun%2024%2009:56:01%20CDT%202022",
      ],
    ],
    // autolink_sourcepos (its second paragraph)
    ["b  https://www.com  y", ["https://www.com"]],
    // autolink_bare_scheme
    ["foo http:// foo", []],
    // autolink_with_unicode_isolation
    ["\u2068https://www.example.com/\u2069", ["https://www.example.com/"]],
    // regressions.rs pointy_brace (its first paragraph), cm_autolink_regression (CommonMark's
    // <…> autolink, any scheme)
    ["URI autolink: <https://www.pixiv.net>", ["https://www.pixiv.net"]],
    ["<a+c:dd>", ["a+c:dd"]],
    // wikilinks.rs wikilinks_autolinker_ignored, wikilinks_supersedes_relaxed_autolinks
    ["[[http://example.com]]", ["http://example.com"]],
    // autolink_cmark_edge_58: "^" before a digit or "(" after the authority is read as "%5E"
    // (RULES.md "Strict grammar; raw characters read encoded")
    [
      "https://www.wolframalpha.com/input/?i=x^2+(y-(x^2)^(1/3))^2=1",
      ["https://www.wolframalpha.com/input/?i=x^2+(y-(x^2)^(1/3))^2=1"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // comrak: ["https://google.com/search"] (autolink_scheme: without relaxed_autolinks only
      // http(s) and www. links). A bare scheme followed by "//" starts a URI (DESIGN
      // "Delimiting rules"); relaxed_autolinks takes "rdar://…" too
      [
        "https://google.com/search\nrdar://localhost.com/blah",
        ["https://google.com/search", "rdar://localhost.com/blah"],
      ],
      // comrak: ["http://example.com/[abc]]"] (autolink_brackets_unbalanced). A closing "]" is
      // kept only when it balances an opener inside the URI (DESIGN "Delimiting rules"), as
      // relaxed_autolinks reads it
      ["http://example.com/[abc]]...", ["http://example.com/[abc]"]],
      // comrak: [] (autolink_ignore_links_in_brackets: a link after "[" is left to link
      // syntax). "[" is a bracket context and the URI runs to its "]" (DESIGN "Delimiting
      // rules"); a wiki's [[…]] holds the URI whole. relaxed_autolinks links all three
      ["[https://foo.com]", ["https://foo.com"]],
      ["[[https://foo.com]]", ["https://foo.com"]],
      ["[[Foo|https://foo.com]]", ["https://foo.com"]],
      // comrak: [] (ipv6_relaxed, without relaxed_autolinks). A scheme followed by "//" starts a
      // bare URI (DESIGN "Delimiting rules"); the zone ID "%25eth2" is RFC 6874's
      [
        "hi: nex://[fe80::1ff:fe23:4567:890a%25eth2]/z/x",
        ["nex://[fe80::1ff:fe23:4567:890a%25eth2]/z/x"],
      ],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // comrak: ["http://example.com"] (autolink_not_generated_inside_links: an inline link's
      // text is not autolinked). Read as text, the link's text holds a URI too
      [
        "[Visit https://www.example.com](http://example.com)",
        ["https://www.example.com", "http://example.com"],
      ],
      // comrak: [] (autolink_not_generated_inside_images: the img src "image.png" is a
      // relative reference, the alt text is not autolinked)
      ["![Visit https://www.example.com](image.png)", ["https://www.example.com"]],
      // comrak: ["http://example.com"] (autolink_not_generated_inside_wikilinks, with
      // wikilinks_title_after_pipe: the title is not autolinked)
      [
        "[[http://example.com|Visit https://www.example.com]]",
        ["http://example.com", "https://www.example.com"],
      ],
    ]);
  });
});

describe("comrak extension.autolink with parse.relaxed_autolinks (src/tests/autolink.rs; comrak 0.54.0)", () => {
  check([
    // autolink_relaxed_links_in_brackets
    ["[https://foo.com]", ["https://foo.com"]],
    ["[[https://foo.com]]", ["https://foo.com"]],
    ["[[Foo|https://foo.com]]", ["https://foo.com"]],
    ["{https://foo.com}", ["https://foo.com"]],
    ["{this http://and.com that}(url)", ["http://and.com"]],
    // autolink_relaxed_links_brackets_balanced, _curly_braces_balanced,
    // _curly_parentheses_balanced
    ["http://example.com/[abc]]...", ["http://example.com/[abc]"]],
    ["http://example.com/{abc}}...", ["http://example.com/{abc}"]],
    ["http://example.com/(abc))...", ["http://example.com/(abc)"]],
    // autolink_relaxed_links_schemes
    ["smb:///Volumes/shared/foo.pdf", ["smb:///Volumes/shared/foo.pdf"]],
    ["irc://irc.freenode.net/git", ["irc://irc.freenode.net/git"]],
    ["rdar://localhost.com/blah", ["rdar://localhost.com/blah"]],
    // autolink_fuzz_we
    ["we://w", ["we://w"]],
    // ipv6_host_scoped (RFC 6874's zone ID), ipv6_relaxed
    [
      "scoped https://[fe80::1ff:fe23:4567:890a%25eth2]",
      ["https://[fe80::1ff:fe23:4567:890a%25eth2]"],
    ],
    [
      "hi: nex://[fe80::1ff:fe23:4567:890a%25eth2]/z/x",
      ["nex://[fe80::1ff:fe23:4567:890a%25eth2]/z/x"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // comrak (relaxed): [] (an unclosed link's text is not autolinked). A bare URI after "["
      // ends at the "]" that no opener inside it balances (DESIGN "Delimiting rules")
      ["[http://foo.com/](url", ["http://foo.com/"]],
      // comrak (relaxed): ["://-"] (autolink_fuzz_leading_colon). No scheme, no URI (RFC 3986
      // §3: a scheme starts with a letter; DESIGN "Delimiting rules")
      ["://-", []],
      // comrak (relaxed): ["http://"] (autolink_bare_scheme). An http URI needs a host (RFC 9110
      // §4.2.1; DESIGN "Validation and normalization": hosts required)
      ["foo http:// foo", []],
    ]);
  });
  describe("markup reads differently", () => {
    check([
      // comrak (relaxed): ["url"] (an inline link to the relative reference "url"; its text is
      // not autolinked). Read as text, the link's text is a URI
      ["[http://foo.com/](url)", ["http://foo.com/"]],
      // comrak (relaxed): ["url"], as above
      ["[this http://and.com that](url)", ["http://and.com"]],
      ["[this <http://and.com> that](url)", ["http://and.com"]],
      // comrak (relaxed): ["url", "http://bar.com/extra"] (an inline link, then a shortcut
      // reference link to its definition). Read as text, every URI written is one
      [
        "[http://foo.com](url)\n[http://bar.com]\n\n[http://bar.com]: http://bar.com/extra",
        ["http://foo.com", "http://bar.com", "http://bar.com", "http://bar.com/extra"],
      ],
    ]);
  });
});

describe("comrak extension.autolink (src/tests/autolink.rs, regressions.rs, fuzz.rs, tasklist.rs; comrak 0.54.0), fuzzy", () => {
  check(
    [
      // autolink_www, autolink_email
      ["www.autolink.com", ["http://www.autolink.com"]],
      ["john@smith.com", ["mailto:john@smith.com"]],
      // autolink_no_link_bad
      ["@a.b.c@. x", []],
      ["n@. x", []],
      // sourcepos_correctly_restores_context
      ["ab _cde_ f@g.ee h*ijklm* n", ["mailto:f@g.ee"]],
      // autolink_failing_spec_underscores
      ["Underscores not allowed in host name www.xxx.yyy._zzz", []],
      // autolink_sourcepos (its third paragraph)
      ["c  foo@www.com  z", ["mailto:foo@www.com"]],
      // autolink_bare_www (without relaxed_autolinks)
      ["foo www. foo", []],
      // regressions.rs pointy_brace (its second paragraph)
      ["Email autolink: <bill@microsoft.com>", ["mailto:bill@microsoft.com"]],
      // fuzz.rs trailing_hyphen, no_empty_text_before_email
      ["3@.l-", []],
      ["a@b.c", ["mailto:a@b.c"]],
      // tasklist.rs tasklist_in_table_fuzz
      ["o\n-\t\r[ ] W@W.I[ ] ", ["mailto:W@W.I"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // comrak: ["http://www.makea.fish"] (autolink_sourcepos, its first paragraph). "fish"
        // is not in linkify-it's TLD list; since session 53 a root-zone TLD after "www." and a
        // name is read (fuzzy-tlds.ts): the peer's answer now (a bare "yahoo.xyz" stays none,
        // peer-suites-linkifiers.test.ts)
        ["a  www.makea.fish  x", ["http://www.makea.fish"]],
        // comrak (relaxed): ["http://www"] (autolink_bare_www). "www" alone is no host with a
        // TLD, no fuzzy link (RULES.md "Fuzzy links")
        ["foo www. foo", []],
        // comrak: ["mailto:d@a.b"] (regressions.rs autolink_between_escaped_chars: the escape
        // splits its text). With its escapes read the text is "a.b-c_d@a.b_", which GFM itself
        // (goldmark's linkify.txt #10) and urisift take as no address: no domain ends with "_"
        ["a.b-c\\_d@a.b\\_", []],
        // comrak: ["mailto:3@.l"] (fuzz.rs trailing_smart_endash_matches,
        // trailing_endash_matches). A domain does not start with a dot (RFC 5321 §4.1.2), no
        // address
        ["--\n--(3@.l--", []],
        ["–\n–(3@.l–", []],
        // comrak: ["mailto:U@.J", "mailto:AA@.J"] (fuzz.rs echaw), as above
        ["<U@.J<AA@.J", []],
        // comrak: ["mailto:C@.t", "mailto:C@.t"] (fuzz.rs echaw2), as above
        [":C@.t'C@.t", []],
        // comrak: ["mailto:c@.r", "mailto:f@.x"] (fuzz.rs echaw3), as above
        ["c@.r\u0000\t\rz  \n f@.x", []],
        // comrak: ["mailto:A@.N"] (fuzz.rs echaw8), as above
        ["- [x] &Xfr;-<A@.N", []],
        // comrak: ["mailto:-@_.e"] (fuzz.rs echaw4: "&UnderBar;" is "_"). A domain is letters,
        // digits, hyphens and dots (RFC 5321 §4.1.2; RULES.md "Fuzzy links")
        ["-@&UnderBar;.e--", []],
      ],
      { fuzzy: true },
    );
  });
  describe("markup reads differently", () => {
    check(
      [
        // comrak: ["mailto:__@e.u"] (fuzz.rs echaw6: "_#_" is emphasis). Read as text,
        // "_#___" is one local part (RFC 5322 atext; "#" percent-encoded in mailto, RFC 6068)
        ["_#___@e.u", ["mailto:_%23___@e.u"]],
        // comrak: ["http://support.example.com"] (autolink_not_generated_inside_links). Read as
        // text, the link's text holds an address too
        [
          "[Contact user@example.com for help](http://support.example.com)",
          ["mailto:user@example.com", "http://support.example.com"],
        ],
        // comrak: ["http://example.com"], as above
        [
          "[Check out www.example.com](http://example.com)",
          ["http://www.example.com", "http://example.com"],
        ],
        // comrak: [] (autolink_not_generated_inside_images: the src "image.png" is relative)
        ["![Contact user@example.com](image.png)", ["mailto:user@example.com"]],
        ["![Check www.example.com](image.png)", ["http://www.example.com"]],
        // comrak: ["http://example.com"] (autolink_not_generated_inside_wikilinks)
        [
          "[[http://example.com|Contact user@example.com]]",
          ["http://example.com", "mailto:user@example.com"],
        ],
        [
          "[[Check www.example.com|http://example.com]]",
          ["http://www.example.com", "http://example.com"],
        ],
        // comrak (relaxed): ["url"] (autolink_relaxed_links_in_brackets: an inline link to the
        // relative reference "url")
        ["[www.foo.com/](url)", ["http://www.foo.com/"]],
        // comrak: ["https://example.com/fooo", "https://example.com", "https://example.com",
        // "https://example.com", "https://example.com/foo", "http://www.example.com",
        // "mailto:foo@example.com"] (regressions.rs assorted_links: the reference links take
        // their definitions' targets). Read as text, each URI where it is written
        [
          "hello <https://example.com/fooo> world\nhello [foo](https://example.com) world\nhello [foo] world\nhello [bar][bar] world\nhello https://example.com/foo world\nhello www.example.com world\nhello foo@example.com world\n\n[foo]: https://example.com\n[bar]: https://example.com",
          [
            "https://example.com/fooo",
            "https://example.com",
            "https://example.com/foo",
            "http://www.example.com",
            "mailto:foo@example.com",
            "https://example.com",
            "https://example.com",
          ],
        ],
      ],
      { fuzzy: true },
    );
  });
  describe("comrak, fuzzy: found wrong before, fixed", () => {
    check(
      [
        // fuzz.rs relaxed_autolink_email_in_footnote (comrak, relaxed: ["mailto:a@b.c"]).
        // urisift found none, though it read "x ^a@b.c" and "[a@b.c]" as the address: the
        // "[^" of a footnote mark before it is the text's, as "[" alone is (RULES.md "Fuzzy
        // links")
        ["[^a@b.c\nA]:", ["mailto:a@b.c"]],
        ["[^note] see [^a@example.com]", ["mailto:a@example.com"]],
      ],
      { fuzzy: true },
    );
  });
  describe("comrak, fuzzy: urisift wrong, to fix", () => {
    checkFails(
      [
        // autolink_consecutive_email_smart (comrak: both; "--" is its en dash). urisift finds
        // none: "pokemon.com--beedrill" is no domain (an "@" follows it) and "com--beedrill"
        // no local part (its address would need the domain "pokemon"), so the one reading is
        // two addresses joined by a dash, as "… -- …" with spaces gives both today
        [
          "scyther@pokemon.com--beedrill@pokemon.com",
          ["mailto:scyther@pokemon.com", "mailto:beedrill@pokemon.com"],
        ],
        // fuzz.rs echaw7 (comrak: ["mailto:Ai@i.a"]). urisift finds none, though it reads a
        // numeric reference to a URI character as that character (RULES.md "Escaped HTML":
        // "mailto:nas&#37;&#52;&#48;debian&#46;org"; "&amp;i@example.com" gives an address):
        // "&#65;" is "A", and an address spelled with references (a common obfuscation in
        // HTML) is the address
        ["&#65;i@i.a", ["mailto:Ai@i.a"]],
      ],
      { fuzzy: true },
    );
  });
});
