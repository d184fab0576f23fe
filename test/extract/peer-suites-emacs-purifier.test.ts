/**
 * Extraction cases from Emacs's and HTML Purifier's link finders:
 * - Emacs 30.1 (Debian source emacs 1:30.1+1-6+deb13u1, trixie; bookworm's 28.2 has the same
 *   files): neither has test/lisp/net/goto-addr-tests.el, and the repacked tarball ships no
 *   Org test suite (test/lisp/org/org-tests.el only checks the version; org-mode's own
 *   source, 9.5.2+dfsh-5 in bookworm, 9.7.29+dfsg-1 in trixie, is not on the mirror). So:
 *   goto-address-mode's cases are the behaviours lisp/net/goto-addr.el's commentary names
 *   (its "Known bugs", the `data:` and `mailto:` exclusions); Org's plain, angle and bracket
 *   links are inputs recalled from testing/lisp/test-org-element.el (link parser) and the
 *   examples in lisp/org/org-element.el's comments; the thing-at-point email rows of
 *   test/lisp/thingatpt-tests.el (its url rows are in peer-suites-terminals.test.ts); and
 *   test/lisp/ffap-tests.el's Gopher menu. Each answer is Emacs 28.2's (Debian bookworm
 *   emacs-nox, Org 9.5.5) run here: the text of goto-address's overlays, the :raw-link of
 *   each link org-element-parse-buffer finds. thingatpt asks at one point of the text: rows
 *   of one text are one case, and a row that gives nil only because the point is outside the
 *   address counts as the address; its email answer keeps the `<…>` around an address,
 *   read here as the address.
 * - HTML Purifier 4.11.0 (Debian source php-htmlpurifier 4.11.0-1, bookworm): the tarball is
 *   PEAR's, without tests/, and trixie's 4.19.1 is not on the mirror, so the inputs of
 *   tests/HTMLPurifier/Injector/LinkifyTest.php and DisplayLinkURITest.php are recalled; each
 *   answer is the library from that tarball (PHP 8.2, three `{}` offsets patched to `[]`) run
 *   here with AutoFormat.Linkify, and AutoFormat.DisplayLinkURI for the latter.
 * Gnus and Texinfo have no URL-detection tests in these sources.
 * A peer's answer is the list of link targets (HTML escaping undone). Addresses are cases with
 * `fuzzy: true` ("…, fuzzy" groups; "mailto:" added). Markup that is no link in plain text
 * (HTML tags, Org's [[…]] links, a Gopher menu) is read as text here: where that changes the
 * answer the case is in a "markup reads differently" group. Each group holds the cases where
 * urisift gives the peer's answer, then those where it answers differently on purpose (the
 * peer's answer and the rule in a comment), then those urisift got wrong when this file was
 * written, fixed since ("found wrong before, fixed").
 * Skipped: 6 inputs test/ already holds (HTML Purifier's "http://example.com"; thingatpt's
 * "foo@example.com", "<foo@example.com>", "foo.bar@example.com", "<>", "http://"); thingatpt's
 * uuid rows (no URI) and its rows commented out as "not yet handled"; ffap's region-length
 * test (bug 25243) and the URL ffap is handed as a string; HTML Purifier's
 * AutoFormat.PurifierLinkify (%Namespace.Directive names, no URIs) and LinkifyTest's "a is not
 * allowed" error (about its configuration).
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("HTML Purifier AutoFormat.Linkify (tests/HTMLPurifier/Injector/LinkifyTest.php recalled, HTML Purifier 4.11.0)", () => {
  check([
    ["<b>http://example.com</b>", ["http://example.com"]],
    ["This URL http://example.com is what you need", ["http://example.com"]],
    ["http://example.com/foo.", ["http://example.com/foo"]],
    ["“http://example.com/foo”", ["http://example.com/foo"]],
    ["“http://example.com”", ["http://example.com"]],
    ["(http://example.com/f(o)o)", ["http://example.com/f(o)o"]],
  ]);
  describe("markup reads differently", () => {
    check([
      // htmlpurifier: [] (testIgnoreURLInATag: text already inside <a> is left alone). Read as text, the URI is there
      ["<a>http://example.com/</a>", ["http://example.com/"]],
      // htmlpurifier: [] (testExcludes: the same, one element deeper). Read as text, the URI is there
      ["<a><span>http://example.com</span></a>", ["http://example.com"]],
    ]);
  });
});

describe("HTML Purifier AutoFormat.DisplayLinkURI (tests/HTMLPurifier/Injector/DisplayLinkURITest.php recalled, HTML Purifier 4.11.0)", () => {
  check([
    // the href moves into the text as " (http://malware.example.com)"; read as text, the quoted attribute is the URI
    ['<a href="http://malware.example.com">Don\'t go here!</a>', ["http://malware.example.com"]],
    ["<a>Don't go here!</a>", []],
    ['<a href="http://malware.example.com"></a>', ["http://malware.example.com"]],
  ]);
});

describe("Emacs goto-address-mode (lisp/net/goto-addr.el's commentary, Emacs 28.2 / 30.1)", () => {
  check([
    // `data:` is left out "so that `use Data::Dumper;` is not fontified oddly in Perl files"
    ["use Data::Dumper;", []],
    // goto-addr: ["foo@bar.org"] (its URL regexp leaves `mailto:` out, the mail regexp takes the address): the same link
    ["mailto:foo@bar.org", ["mailto:foo@bar.org"]],
  ]);
});

describe("Emacs goto-address-mode (lisp/net/goto-addr.el's commentary, Emacs 28.2 / 30.1), fuzzy", () => {
  check([["foo@bar.org", ["mailto:foo@bar.org"]]], { fuzzy: true });
  describe("found wrong before, fixed", () => {
    check(
      [
        // urisift (fuzzy) gave ["mailto:20001231123456.ABC123@mail.example.com"]; goto-addr gives the
        // same and lists it under "Known bugs" ("regexp also catches Message-Id line"). A
        // Message-ID is not an address (DESIGN "Delimiting rules": Message-IDs are not URIs;
        // RFC 5322 §3.6.4 msg-id), and the header name says what it is
        ["Message-Id: <20001231123456.ABC123@mail.example.com>", []],
        // the other identifier fields, after quote markers too; an address field still gives one
        [
          "> References: <a1@x.example.com> <b2@y.example.org>\nIn-Reply-To: <c3@z.example.net>",
          [],
        ],
        ["To: Bob <bob@example.com>", ["mailto:bob@example.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("Emacs Org links (testing/lisp/test-org-element.el recalled, lisp/org/org-element.el's examples; Org 9.5.5)", () => {
  check([
    ["A link: https://orgmode.org", ["https://orgmode.org"]],
    ["A link: <https://orgmode.org>", ["https://orgmode.org"]],
    // Org: raw-link "https://orgmode.org/a\nb", path "//orgmode.org/ab" (angle links drop whitespace, RFC 3986 App. C)
    ["A link: <https://orgmode.org/a\nb>", ["https://orgmode.org/ab"]],
    // bracket links: the URI inside comes out whole
    ["[[https://orgmode.org][Orgmode.org]]", ["https://orgmode.org"]],
    ["[[https://orgmode.org]]", ["https://orgmode.org"]],
  ]);
  describe("markup reads differently", () => {
    check([
      // Org: ["file:projects.org::*task title"] (a file link with a search option, spaces kept inside [[…]]).
      // As text, "file:projects.org" is no file URI (RFC 8089 §2: file-hier-part needs an absolute path)
      ["[[file:projects.org::*task title]]", []],
      // Org: ["shell:ls *.org"] (org-element.el's comment: a shell command, spaces kept inside [[…]]).
      // As text, "shell:" is no registered scheme and has no "//" (DESIGN "Delimiting rules": bare)
      ["[[shell:ls *.org]]", []],
    ]);
  });
});

describe("Emacs thing-at-point email (test/lisp/thingatpt-tests.el, Emacs 30.1), fuzzy", () => {
  check(
    [
      ["f@example.com", ["mailto:f@example.com"]],
      ["foo1@example.com", ["mailto:foo1@example.com"]],
      ["1foo@example.com", ["mailto:1foo@example.com"]],
      ["11@example.com", ["mailto:11@example.com"]],
      ["1@example.com", ["mailto:1@example.com"]],
      ["  fo.ba@example.com", ["mailto:fo.ba@example.com"]],
      // nil at the "." (the point is outside the address), "foobar@example.com" after it
      [".foobar@example.com", ["mailto:foobar@example.com"]],
      ["foobar@.example.com", []],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // emacs: ["foobar@-example.com"]. a domain label starts with a letter or digit (RFC 5321 §4.1.2 sub-domain = Let-dig [Ldh-str])
        ["foobar@-example.com", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("Emacs ffap (test/lisp/ffap-tests.el, Emacs 30.1)", () => {
  describe("markup reads differently", () => {
    check([
      // emacs: ["gopher://example.com:7070/1/the/path"] (ffap-gopher-at-point builds it from a Gopher menu's fields). The text holds no URI
      ["Type = 1\nName = foo\nPath = /the/path\nPort = 7070\nHost = example.com\n", []],
    ]);
  });
});
