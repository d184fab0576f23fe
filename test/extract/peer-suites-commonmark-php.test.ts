/**
 * Extraction cases from league/commonmark's Autolink extension tests, taken from its Debian
 * source package php-league-commonmark 2.3.9 (2.3.9-1+deb12u1, bookworm):
 * - tests/functional/Extension/Autolink/UrlAutolinkParserTest.php (testUrlAutolinks,
 *   testUrlAutolinksWithStrikethrough) and EmailAutolinkParserTest.php (testEmailAutolinks)
 * - tests/functional/Extension/Autolink/xml/autolink.md and autolink.xml (AutolinkXmlTest)
 * - tests/functional/Extension/ExternalLink/ExternalLinkExtensionTest.php
 *   (testExtensionWithAutolinks: the Autolink extension's links)
 * The peer's answer is the list of link targets of its expected HTML or XML (`&amp;` read as
 * `&`); the text is the peer's own, JS-escaped. The peer renders Markdown: a link's text is
 * read as text here, where it holds a URI or an address ("markup reads differently").
 * No terminal URL tests are here: the source tarballs of gnome-terminal
 * 3.46.8, tilix 1.9.5 and alacritty 0.11.0 (bookworm; trixie's too) are not on the mirror;
 * alacritty_terminal 0.17.0 (librust-alacritty-terminal-dev) and vte 0.70.6 have no URL
 * detection tests.
 * Cases with a scheme are read without options; schemeless links and bare addresses with
 * `fuzzy: true` ("http://" or "mailto:" added). Each group holds the cases where urisift
 * gives the peer's answer, then those where it answers differently on purpose (the peer's
 * answer and the rule in a comment), then those where the format's own markup decides.
 * Inputs that test/ already holds are left out ("www.google.com", "https://google.com",
 * "ftp://example.com", GFM's "Visit www.commonmark.org." and "www.google.com/search?…",
 * "foo@bar.baz", "hello@mail+xyz.example …", "a.b-c_d@a.b" and its variants).
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("league/commonmark UrlAutolinkParserTest (tests/functional/Extension/Autolink/UrlAutolinkParserTest.php, 2.3.9)", () => {
  check([
    ["You can search on http://google.com for stuff.", ["http://google.com"]],
    ["https://sub_domain.example.com", ["https://sub_domain.example.com"]],
    [" http://leadingwhitespace.example.com", ["http://leadingwhitespace.example.com"]],
    ["http://trailingwhitespace.example.com ", ["http://trailingwhitespace.example.com"]],
    ["- https://example.com/list-item", ["https://example.com/list-item"]],
    ["http:/google.com is missing a slash", []],
    [
      "Maybe you're interested in https://www.google.com/search?q=php+commonmark!",
      ["https://www.google.com/search?q=php+commonmark"],
    ],
    [
      "Or perhaps you're looking for my personal website https://www.colinodell.com...?",
      ["https://www.colinodell.com"],
    ],
    [
      "Check https://www.stackoverflow.com: they have all the answers",
      ["https://www.stackoverflow.com"],
    ],
    [
      "- https://example.com/list-item-with-trailing-colon:",
      ["https://example.com/list-item-with-trailing-colon"],
    ],
    ["(https://www.example.com/test).", ["https://www.example.com/test"]],
    [
      "https://eventum.example.net/history.php?iss_id=107092\nhttps://gitlab.example.net/group/project/merge_requests/39#note_150630",
      [
        "https://eventum.example.net/history.php?iss_id=107092",
        "https://gitlab.example.net/group/project/merge_requests/39#note_150630",
      ],
    ],
    ["<https://www.google.com>", ["https://www.google.com"]],
    [
      "http://wiki/Puncutation_in_links:_why_its_bad_(and_should_be_avoided)",
      ["http://wiki/Puncutation_in_links:_why_its_bad_(and_should_be_avoided)"],
    ],
    // testUrlAutolinksWithStrikethrough
    [
      "~~Prefix i link: https://aws.amazon.com/emr/features/hadoop/~~",
      ["https://aws.amazon.com/emr/features/hadoop/"],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // commonmark: [] (it links http, https and ftp only). bare "javascript:" is found for its dangerous-scheme warning (RULES.md "Dangerous schemes")
      ["javascript:alert(0); doesn't match the supported protocols", ["javascript:alert(0)"]],
    ]);
  });
});

describe("league/commonmark UrlAutolinkParserTest (tests/functional/Extension/Autolink/UrlAutolinkParserTest.php, 2.3.9), fuzzy", () => {
  describe("answered differently on purpose", () => {
    check(
      [
        // commonmark: [] (a schemeless link needs "www."). a name with a known TLD is a fuzzy link, as linkify-it reads it (RULES.md "Fuzzy links")
        ["google.com is missing www and/or a protocol", ["http://google.com"]],
      ],
      { fuzzy: true },
    );
  });
  describe("markup reads differently", () => {
    check(
      [
        // commonmark: ["https://www.google.com"] (the link's target; no link in its text). Read as text, the link text holds a link too
        [
          "[www.google.com](https://www.google.com)",
          ["http://www.google.com", "https://www.google.com"],
        ],
        // commonmark: ["https://www.google.com"] (the link's target; no link in its text). Read as text, the link text holds a link too
        [
          "[search on **www.google.com**](https://www.google.com)",
          ["http://www.google.com", "https://www.google.com"],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("league/commonmark EmailAutolinkParserTest (tests/functional/Extension/Autolink/EmailAutolinkParserTest.php, 2.3.9), fuzzy", () => {
  check(
    [
      [
        "You can try emailing foo@example.com but that inbox doesn't actually exist.",
        ["mailto:foo@example.com"],
      ],
      [
        "> This processor can even handle email addresses like foo@example.com inside of blockquotes!",
        ["mailto:foo@example.com"],
      ],
      ["@invalid", []],
      ["<foo@example.com>", ["mailto:foo@example.com"]],
    ],
    { fuzzy: true },
  );
  describe("markup reads differently", () => {
    check(
      [
        // commonmark: ["mailto:me@mydomain.com"] (the link's target; no link in its text). Read as text, the link text holds the address too
        [
          "[email **me@mydomain.com**](mailto:me@mydomain.com)",
          ["mailto:me@mydomain.com", "mailto:me@mydomain.com"],
        ],
        // commonmark: ["mailto:me@mydomain.com"]. The same: the link text is an address (an
        // address right after "[" was not read before: fuzzy-view.ts linkifyView)
        [
          "[me@mydomain.com](mailto:me@mydomain.com)",
          ["mailto:me@mydomain.com", "mailto:me@mydomain.com"],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("league/commonmark AutolinkXmlTest (tests/functional/Extension/Autolink/xml/autolink.md, 2.3.9), fuzzy", () => {
  check(
    [
      [
        "You can try emailing foo@example.com but that inbox doesn't actually exist.\n\nOr you can search on www.google.com for stuff.\n",
        ["mailto:foo@example.com", "http://www.google.com"],
      ],
    ],
    { fuzzy: true },
  );
});

describe("league/commonmark ExternalLinkExtensionTest (tests/functional/Extension/ExternalLink/ExternalLinkExtensionTest.php, 2.3.9), fuzzy", () => {
  check(
    [
      [
        "Email me at colinodell@gmail.com or read the docs at https://commonmark.thephpleague.com",
        ["mailto:colinodell@gmail.com", "https://commonmark.thephpleague.com"],
      ],
    ],
    { fuzzy: true },
  );
});
