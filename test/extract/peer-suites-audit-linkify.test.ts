/**
 * An audit of the linkify-it and Rust linkify groups of peer-suites.test.ts (written from
 * memory) against the real test files, with every case of those files that test/ does not
 * already hold (an input that is already a case input anywhere in test/ is skipped):
 * - linkify-it's fixtures test/fixtures/links.txt and not_links.txt, and linkify-it-py's own
 *   test/test_apis.py (the port of linkify-it's test/test.js), from linkify-it-py 2.0.3
 *   (Debian source package linkify-it-py 2.0.3-1, trixie: the orig tarball; bookworm has
 *   2.0.0-1). Debian has no node-linkify-it: linkify-it is a component tarball of
 *   node-markdown-it 22.2.3+dfsg+~12.2.3-2 that the mirror does not have (404), its binary
 *   package and the npm tarball (linkify-it 6.1.0) ship no tests, so linkify-it's own
 *   test/test.js is not read; test_apis.py stands for it.
 *   links.txt: 117 cases, 105 skipped. The reader (test.js and test_linkify.py alike) strips
 *   only whole-line "%" comments, so a line's trailing " % comment" is part of the input the
 *   peer runs: those lines are here as the peer reads them (test/ holds them without it). The
 *   peer checks the first link of a line only (with fuzzy_ip on); the cases give all links.
 *   Lines whose link has no scheme run with `fuzzy: true` ("http://" or "mailto:" added).
 *   not_links.txt: 38 lines, 21 skipped; every line is a case, as in linkify-it's test.js
 *   (linkify-it-py's reader pairs consecutive lines and so tests only every other one), all
 *   run with `fuzzy: true` (the peer's defaults read schemeless links and addresses).
 *   test_apis.py: the inputs of match()/test() with an answer; "http://", "" and the cases
 *   already in peer-suites-autolinkers.test.ts are skipped, and so are the asserts on the
 *   peer's API only (test_schema_at, SchemaError, the "---" option).
 * - Rust linkify 0.9.0 (Debian rust-linkify 0.9.0-1; the source tarball is not on the mirror,
 *   the binary package librust-linkify-dev 0.9.0-1 ships the crate with tests/): tests/url.rs
 *   (214 asserts, 212 skipped), tests/email.rs (42, 38 skipped), tests/domains.rs (39, 37
 *   skipped; its two commented-out asserts are no cases). Options as in
 *   peer-suites-verbatim.test.ts: `LinkFinder::new()` without options,
 *   `url_must_have_scheme(false)` with `kinds(&[LinkKind::Url])` as
 *   `{ fuzzy: true, schemes: ["http", "https"] }`, e-mail and domains.rs cases `fuzzy: true`.
 * - linkifyjs: Debian packages no linkifyjs (neither bookworm, trixie nor sid) and its npm
 *   tarball (4.4.0) ships no tests: none of its cases are here.
 * Each group holds the cases where urisift gives the peer's answer; "differs on purpose"
 * groups hold the peer's answer and the deciding rule in a comment. No case showed urisift
 * wrong.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("linkify-it test/fixtures/links.txt (linkify-it-py 2.0.3)", () => {
  check([
    // line 20: the peer checks only the first link; the mailto: one is a link too
    [
      "[https](https://www.ibm.com)[mailto](mailto:someone@ibm.com) % should not catch as auth (before @ in big link)",
      ["https://www.ibm.com", "mailto:someone@ibm.com"],
    ],
    [
      "http://example.invalid % don't restrict root domain when schema exists",
      ["http://example.invalid"],
    ],
    ["http://inrgess2 % Allow local domains to end with digit", ["http://inrgess2"]],
    ["http://999      % ..and start with digit, and have digits only", ["http://999"]],
    ["http://host-name % local domain with dash", ["http://host-name"]],
    [">>http://example.com % markdown blockquote", ["http://example.com"]],
    [
      "http://lyricstranslate.com/en/someone-you-നിന്നെ-പോലൊരാള്\u200d.html % With control character",
      ["http://lyricstranslate.com/en/someone-you-നിന്നെ-പോലൊരാള്\u200d.html"],
    ],
    ["mailto:foo@bar      % explicit protocol make it valid", ["mailto:foo@bar"]],
  ]);
});

describe("linkify-it test/fixtures/links.txt (linkify-it-py 2.0.3), fuzzy", () => {
  check(
    [
      [">>example.com % markdown blockquote", ["http://example.com"]],
      ["google.com", ["http://google.com"]],
      [">>name@example.com % markdown blockquote", ["mailto:name@example.com"]],
      [
        "｜www.google.com/www.google.com/foo｜bar    % #46, asian vertical pipes",
        ["http://www.google.com/www.google.com/foo"],
      ],
    ],
    { fuzzy: true },
  );
});

describe("linkify-it test/fixtures/not_links.txt (linkify-it-py 2.0.3), fuzzy", () => {
  check(
    [
      ["example.invalid/", []],
      ["example.coma", []],
      ["foo.123", []],
      ["localhost           % only with protocol allowed", []],
      ["localhost/", []],
      ["///localhost        % 3 '/' not allowed", []],
      ["///test.com", []],
      [
        "//test              % Don't allow single level protocol-less domains to avoid false positives",
        [],
      ],
      ["_//example.com", []],
      // port 500000 is above 65535: no link, and no "google.com" cut out of it (RULES.md "Fuzzy links")
      ["google.com:500000 // invalid port", []],
      ["1.2.3.4.5", []],
      ["1.2.3", []],
      ["1000.2.3.4", []],
      ["1.2.3.4a", []],
      ["foo@bar     % Should be at second level domain & with correct tld", []],
      ["mailto:bar", []],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // linkify-it: []. RFC 3986 §3.2.2 reg-name allows it; the core checks RFC 3986, not DNS
        // labels (as "http://.example.com" and "https://a.-b.com" in peer-suites-verbatim.test.ts)
        ["http://-example.com", ["http://-example.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("linkify-it-py 2.0.3 test/test_apis.py", () => {
  check([
    ["http://google.com", ["http://google.com"]],
    ["mailto:foo@bar.com", ["mailto:foo@bar.com"]],
    ["  http://google.com 123", ["http://google.com"]],
    ["https://", []],
    // test_api_add_alias_rule_with_excape_re_string: the peer, given the alias scheme
    // "foo?bar:" (each character of its list), finds "foo?bar://test"; where the character is
    // a scheme character the whole is a scheme here too
    ["Check foo.bar://test", ["foo.bar://test"]],
    ["Check foo+bar://test", ["foo+bar://test"]],
    ["Check foo-bar://test", ["foo-bar://test"]],
  ]);
  describe("differs on purpose", () => {
    check([
      // linkify-it (alias scheme "foo?bar:" added by the test): ["foo?bar://test"]. RFC 3986
      // §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ); DESIGN "Delimiting rules":
      // the scheme starts after the last non-scheme character, and "bar://" is a URI
      ["Check foo?bar://test", ["bar://test"]],
      // linkify-it (alias "foo*bar:"): ["foo*bar://test"]. As above: "foo*bar" masks no web
      // scheme's letters (as the IoC tools' defanged "h**ps://" does), so "bar://" is a URI
      ["Check foo*bar://test", ["bar://test"]],
      // linkify-it (alias "foo^bar:"): ["foo^bar://test"]. As above
      ["Check foo^bar://test", ["bar://test"]],
      // linkify-it (alias "foo$bar:"): ["foo$bar://test"]. As above
      ["Check foo$bar://test", ["bar://test"]],
      // linkify-it (alias "foo[bar:"): ["foo[bar://test"]. As above
      ["Check foo[bar://test", ["bar://test"]],
      // linkify-it (alias "foo]bar:"): ["foo]bar://test"]. As above
      ["Check foo]bar://test", ["bar://test"]],
      // linkify-it (alias "foo\\bar:"): ["foo\\bar://test"]. RULES.md "Backslash escapes": a JSON
      // or C escape letter before a scheme is not the scheme's ("\b", RFC 8259 §7), unless the
      // run is a registered scheme whole. Also glued to a word: JSON logs write
      // "fetching\\tfoo+ftp://…" (escapes-around-uris.test.ts), and a backslash path glued to
      // an unregistered "b…://" scheme is rarer than that
      ["Check foo\\bar://test", ["ar://test"]],
      // linkify-it (alias "foo(bar:"): ["foo(bar://test"]. As "foo?bar" above
      ["Check foo(bar://test", ["bar://test"]],
      // linkify-it (alias "foo)bar:"): ["foo)bar://test"]. As "foo?bar" above
      ["Check foo)bar://test", ["bar://test"]],
      // linkify-it (alias "foo{bar:"): ["foo{bar://test"]. As "foo?bar" above
      ["Check foo{bar://test", ["bar://test"]],
      // linkify-it (alias "foo}bar:"): ["foo}bar://test"]. As "foo?bar" above
      ["Check foo}bar://test", ["bar://test"]],
      // linkify-it (alias "foo|bar:"): ["foo|bar://test"]. As "foo?bar" above
      ["Check foo|bar://test", ["bar://test"]],
    ]);
  });
});

describe("linkify-it-py 2.0.3 test/test_apis.py, fuzzy", () => {
  check(
    [
      // the peer, with its test's schema "my:" (validate ^//[a-z]+): "google.com", "my://asdf";
      // "scheme://" is a URI for any scheme here (DESIGN), the trailing "!" is dropped
      ["google.com. my:// my://asdf!", ["http://google.com", "my://asdf"]],
      // the peer's match_at_start() is false; match() finds "google.com"
      ["google.com 123", ["http://google.com"]],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // linkify-it with the test's custom "@" rule: ["https://twitter.com/gamajoba_"]. A
        // handle is no URI (RFC 3986 §3: no scheme); the rule is the test's, not the peer's
        ["hello, @gamajoba_!", []],
        // linkify-it with the test's custom "@" rule: ["https://twitter.com/givi"]. As above
        [":@givi", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("Rust linkify 0.9.0 tests/url.rs", () => {
  check([["http://example.org/", ["http://example.org/"]]]);
});

describe("Rust linkify 0.9.0 tests/url.rs {fuzzy:true,schemes:[http,https]}", () => {
  check([["example.com", ["http://example.com"]]], { fuzzy: true, schemes: ["http", "https"] });
});

describe("Rust linkify 0.9.0 tests/email.rs {fuzzy:true}", () => {
  check(
    [
      ["@", []],
      ["@@@", []],
      // domain_without_dot (the peer's default)
      ["a@b", []],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // Rust linkify with its non-default email_domain_must_have_dot(false): ["mailto:a@b"]
        // (and "a@b." gives "a@b"). RULES.md "Fuzzy links": addresses are linkify-it's, whose
        // domain needs a known top-level label; urisift has no such option
        ["a@b", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("Rust linkify 0.9.0 tests/domains.rs {fuzzy:true}", () => {
  check(
    [
      ["https://127.0.0.1/", ["https://127.0.0.1/"]],
      ["file:///", ["file:///"]],
    ],
    { fuzzy: true },
  );
});
