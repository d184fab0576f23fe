/**
 * Extraction cases from the tests of pymdown-extensions' MagicLink (pymdownx.magiclink), the
 * Markdown extension that links bare URLs, "www." names and e-mail addresses:
 * - pymdown-extensions 10.13 (Debian source pymdown-extensions 10.13-1+deb13u1, trixie:
 *   bookworm's 9.5-2 tarball is not on the mirror): tests/extensions/magiclink/magiclink.txt,
 *   magiclink_hide_protocol.txt, "magiclink (extensions).txt" (with betterem, tilde, caret and
 *   mark), the plain links of "magiclink (shorthand).txt" and "(shorthand-social).txt", and the
 *   URL inputs of tests/test_extensions/test_magiclink.py (repo and social URL shorteners).
 * A peer's answer is the list of link targets of its HTML (HTML and entity escaping undone),
 * one case per input paragraph, the text JS-escaped: the expected .html files of 10.13, which
 * bookworm's python3-pymdownx 9.5-2 (with python3-markdown), run here on every input, matches
 * for every case kept (they differ only in GitLab shorthand paths, not compared).
 * Schemeless links and bare addresses are cases with `fuzzy: true` ("…, fuzzy" groups;
 * "http://" and "mailto:" added, as MagicLink does). Markdown syntax that is no autolink
 * (inline links) is read as text here: where that changes the answer the case is in a "markup
 * reads differently" group, as in peer-suites-commonmark-php.test.ts. Each group holds the
 * cases where urisift gives the peer's answer, then those where it answers differently on
 * purpose (the peer's answer and the rule in a comment), then those urisift got wrong when
 * this file was written, fixed since ("found wrong before, fixed").
 * Skipped: 50 inputs test/ already holds (the URL list magiclink.txt shares with other
 * validators' suites, "http://foo.com/blah_blah" … "http://-a.b.co" but for
 * "http://single-word", "www.single-word" and "http://localhost/website"; "test@example.com",
 * "test@.", "test@example.", ".@", "@bar.com", "<https://www.google.com>"); the repository
 * and social shorthand (`@user`, `user/repo#1`, `!33`, commit hashes: no URIs) of
 * "magiclink (shorthand|shorthand-social|gitlab|bitbucket|invalid).txt" and of
 * test_magiclink.py, and its deprecation-warning and bad-provider tests (about its
 * configuration); inputs that repeat others here (12 of magiclink_hide_protocol.txt, the 17
 * links of "(shorthand-social).txt", 2 of test_magiclink.py); and the 2 prose paragraphs
 * without a link of "magiclink (extensions).txt".
 */
import { describe } from "vitest";
import { check, differs } from "../helpers/peer-check.js";

describe('pymdownx.magiclink (tests/extensions/magiclink/magiclink.txt, magiclink_hide_protocol.txt, "(extensions)", "(shorthand)"; pymdown-extensions 10.13)', () => {
  check([
    ["http://single-word", ["http://single-word"]],
    ["http://localhost/website", ["http://localhost/website"]],
    [
      "https://github.com/facelessuser/pymdown-extensions/issues/49",
      ["https://github.com/facelessuser/pymdown-extensions/issues/49"],
    ],
    [
      "https://github.com/facelessuser/pymdown-extensions/pull/87",
      ["https://github.com/facelessuser/pymdown-extensions/pull/87"],
    ],
    [
      "https://github.com/facelessuser/pymdown-extensions/commit/6a09fde5c1cad66c660c3aa7792385c52c49e819",
      [
        "https://github.com/facelessuser/pymdown-extensions/commit/6a09fde5c1cad66c660c3aa7792385c52c49e819",
      ],
    ],
    [
      "https://github.com/facelessuser/pymdown-extensions/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      [
        "https://github.com/facelessuser/pymdown-extensions/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      ],
    ],
    [
      "https://github.com/fake-user/fake-repository/issues/538",
      ["https://github.com/fake-user/fake-repository/issues/538"],
    ],
    [
      "https://github.com/fake-user/fake-repository/pull/539",
      ["https://github.com/fake-user/fake-repository/pull/539"],
    ],
    [
      "https://github.com/fake-user/fake-repository/commit/594b25d53798c30735da5a9be19c06cc94052a16",
      [
        "https://github.com/fake-user/fake-repository/commit/594b25d53798c30735da5a9be19c06cc94052a16",
      ],
    ],
    [
      "https://github.com/fake-user/fake-repository/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      [
        "https://github.com/fake-user/fake-repository/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      ],
    ],
    [
      "https://gitlab.com/fake-user/fake-repository/issues/538",
      ["https://gitlab.com/fake-user/fake-repository/issues/538"],
    ],
    [
      "https://gitlab.com/fake-user/fake-repository/merge_requests/539",
      ["https://gitlab.com/fake-user/fake-repository/merge_requests/539"],
    ],
    [
      "https://gitlab.com/fake-user/fake-repository/commit/594b25d53798c30735da5a9be19c06cc94052a16",
      [
        "https://gitlab.com/fake-user/fake-repository/commit/594b25d53798c30735da5a9be19c06cc94052a16",
      ],
    ],
    [
      "https://gitlab.com/fake-user/fake-repository/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      [
        "https://gitlab.com/fake-user/fake-repository/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      ],
    ],
    [
      "https://bitbucket.org/fake-user/fake-repository/issues/538/",
      ["https://bitbucket.org/fake-user/fake-repository/issues/538/"],
    ],
    [
      "https://bitbucket.org/fake-user/fake-repository/pull-requests/539/",
      ["https://bitbucket.org/fake-user/fake-repository/pull-requests/539/"],
    ],
    [
      "https://bitbucket.org/fake-user/fake-repository/issues/538/optional-title",
      ["https://bitbucket.org/fake-user/fake-repository/issues/538/optional-title"],
    ],
    [
      "https://bitbucket.org/fake-user/fake-repository/pull-requests/539/optional-title",
      ["https://bitbucket.org/fake-user/fake-repository/pull-requests/539/optional-title"],
    ],
    [
      "https://bitbucket.org/fake-user/fake-repository/commits/commit/594b25d53798c30735da5a9be19c06cc94052a16",
      [
        "https://bitbucket.org/fake-user/fake-repository/commits/commit/594b25d53798c30735da5a9be19c06cc94052a16",
      ],
    ],
    [
      "https://bitbucket.org/fake-user/fake-repository/branches/commits/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2..90b6fb8711e75732f987982cc024e9bb0111beac#diff",
      [
        "https://bitbucket.org/fake-user/fake-repository/branches/commits/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2..90b6fb8711e75732f987982cc024e9bb0111beac#diff",
      ],
    ],
    [
      "<https://github.com/facelessuser/pymdown-extensions/issues/49>",
      ["https://github.com/facelessuser/pymdown-extensions/issues/49"],
    ],
    [
      "https://github.com/facelessuser/fake-repository/issues/87",
      ["https://github.com/facelessuser/fake-repository/issues/87"],
    ],
    [
      "https://github.com/facelessuser/fake-repository/commit/594b25d53798c30735da5a9be19c06cc94052a16",
      [
        "https://github.com/facelessuser/fake-repository/commit/594b25d53798c30735da5a9be19c06cc94052a16",
      ],
    ],
    [
      "https://github.com/facelessuser/fake-repository/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      [
        "https://github.com/facelessuser/fake-repository/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      ],
    ],
    ["http://foo.com/blah_blah_wikipedia_again", ["http://foo.com/blah_blah_wikipedia_again"]],
    ["~~http://www.google.com~~", ["http://www.google.com"]],
    ["**http://www.google.com**", ["http://www.google.com"]],
    ["__http://www.google.com__", ["http://www.google.com"]],
    ["^^http://www.google.com^^", ["http://www.google.com"]],
    ["==<http://www.google.com>==", ["http://www.google.com"]],
    // "magiclink (shorthand).txt": MagicLink does not link inside a link; the target is the link
    ["[No mention @facelessuser](http://google.com)", ["http://google.com"]],
    ["[No issue #33](http://google.com)", ["http://google.com"]],
    ["[No issue some-bodies_name/some_repository#33](http://google.com)", ["http://google.com"]],
    ["[@facelessuser](http://google.com)", ["http://google.com"]],
    ["[No repo @facelessuser/pymdown-extensions](http://google.com)", ["http://google.com"]],
  ]);
  describe("markup reads differently", () => {
    check([
      // "magiclink (shorthand).txt". magiclink: ["http://google.com"] (nothing is linked inside a link's text). Read as text, the link text is a URI too
      [
        "[No link http://google.com](http://google.com)",
        ["http://google.com", "http://google.com"],
      ],
    ]);
  });
});

describe("pymdownx.magiclink repo and social URL shorteners (tests/test_extensions/test_magiclink.py; pymdown-extensions 10.13)", () => {
  // the shortener changes the link text only; the target is the URL as written
  check([
    ["https://github.com/facelessuser", ["https://github.com/facelessuser"]],
    [
      "https://github.com/facelessuser/pymdown-extensions",
      ["https://github.com/facelessuser/pymdown-extensions"],
    ],
    ["https://x.com/someuser", ["https://x.com/someuser"]],
    ["https://github.com/support", ["https://github.com/support"]],
    ["https://github.com/support/repo", ["https://github.com/support/repo"]],
    [
      "https://github.com/facelessuser/pymdown-extensions/discussions/1173",
      ["https://github.com/facelessuser/pymdown-extensions/discussions/1173"],
    ],
    ["https://x.com/home", ["https://x.com/home"]],
    ["http://test.com/facelessuser", ["http://test.com/facelessuser"]],
    [
      "http://test.com/facelessuser/pymdown-extensions",
      ["http://test.com/facelessuser/pymdown-extensions"],
    ],
    [
      "http://test.com/facelessuser/pymdown-extensions/issues/2",
      ["http://test.com/facelessuser/pymdown-extensions/issues/2"],
    ],
    [
      "http://test.com/facelessuser/pymdown-extensions/pull/2",
      ["http://test.com/facelessuser/pymdown-extensions/pull/2"],
    ],
    [
      "http://test.com/facelessuser/pymdown-extensions/discussions/2",
      ["http://test.com/facelessuser/pymdown-extensions/discussions/2"],
    ],
    [
      "http://test.com/facelessuser/pymdown-extensions/commit/3f6b07a8eeaa9d606115758d90f55fec565d4e2a",
      [
        "http://test.com/facelessuser/pymdown-extensions/commit/3f6b07a8eeaa9d606115758d90f55fec565d4e2a",
      ],
    ],
    [
      "http://test.com/facelessuser/pymdown-extensions/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      [
        "http://test.com/facelessuser/pymdown-extensions/compare/e2ed7e0b3973f3f9eb7a26b8ef7ae514eebfe0d2...90b6fb8711e75732f987982cc024e9bb0111beac",
      ],
    ],
    ["https://twitter.com/user", ["https://twitter.com/user"]],
  ]);
});

describe("pymdownx.magiclink (tests/extensions/magiclink/*.txt; pymdown-extensions 10.13), fuzzy", () => {
  check(
    [
      ["first.last@test.org", ["mailto:first.last@test.org"]],
      [
        "1234567890123456789012345678901234567890123456789012345678901234@test.org",
        ["mailto:1234567890123456789012345678901234567890123456789012345678901234@test.org"],
      ],
      [
        "first.last@x23456789012345678901234567890123456789012345678901234567890123.test.org",
        [
          "mailto:first.last@x23456789012345678901234567890123456789012345678901234567890123.test.org",
        ],
      ],
      ["first.last@3com.com", ["mailto:first.last@3com.com"]],
      ["first.last@123.test.org", ["mailto:first.last@123.test.org"]],
      ["user+mailbox@test.org", ["mailto:user+mailbox@test.org"]],
      ["_somename@test.org", ["mailto:_somename@test.org"]],
      ["dclo@us.ibm.com", ["mailto:dclo@us.ibm.com"]],
      ["peter.piper@test.org", ["mailto:peter.piper@test.org"]],
      ["test@test.org", ["mailto:test@test.org"]],
      ["TEST@test.org", ["mailto:TEST@test.org"]],
      ["1234567890@test.org", ["mailto:1234567890@test.org"]],
      ["test+test@test.org", ["mailto:test+test@test.org"]],
      ["test-test@test.org", ["mailto:test-test@test.org"]],
      ["test.test@test.org", ["mailto:test.test@test.org"]],
      ["test@example.test.org", ["mailto:test@example.test.org"]],
      ["test@example.example.test.org", ["mailto:test@example.example.test.org"]],
      ["_Yosemite.Sam@test.org", ["mailto:_Yosemite.Sam@test.org"]],
      ["Ima.Fool@test.org", ["mailto:Ima.Fool@test.org"]],
      ["name.lastname@domain.com", ["mailto:name.lastname@domain.com"]],
      ["a@bar.com", ["mailto:a@bar.com"]],
      ["a-b@bar.com", ["mailto:a-b@bar.com"]],
      ["+@b.c", ["mailto:+@b.c"]],
      ["+@b.com", ["mailto:+@b.com"]],
      ["a@b.co-foo.uk", ["mailto:a@b.co-foo.uk"]],
      ["valid@about.museum", ["mailto:valid@about.museum"]],
      ["shaitan@my-domain.thisisminekthx", ["mailto:shaitan@my-domain.thisisminekthx"]],
      ["test@test.com", ["mailto:test@test.com"]],
      ["first.last@sub.do,com", ["mailto:first.last@sub.do"]],
      ["first.last", []],
      [".first.last@test.org", ["mailto:first.last@test.org"]],
      ["first.last.@test.org", []],
      ["first.last@", []],
      ["abc@def@test.org", []],
      ["@test.org", []],
      ["doug@", []],
      [".dot@test.org", ["mailto:dot@test.org"]],
      ["dot.@test.org", []],
      ["hello world@test.org", ["mailto:world@test.org"]],
      ["test@@test.org", []],
      ["[test]@test.org", []],
      ["()[]\\;:,><@test.org", []],
      ["test@.", []],
      ["test@example.", []],
      ["test@.org", []],
      ["NotAnEmail", []],
      [".@", []],
      ["@bar.com", []],
      ["@@bar.com", []],
      ["aaa@.com", []],
      ["aaa@.123", []],
      ["a@bar.com.", ["mailto:a@bar.com"]],
      ["-@..com", []],
      ["-@a..com", []],
      ["invalid@about.museum-", []],
      ["test@...........com", []],
      ["mailto@unaffected.org", ["mailto:mailto@unaffected.org"]],
      ["~~fake.mail@gmail.com~~", ["mailto:fake.mail@gmail.com"]],
      ["**fake.mail@gmail.com**", ["mailto:fake.mail@gmail.com"]],
      ["__<fake.mail@gmail.com>__", ["mailto:fake.mail@gmail.com"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // magiclink: ["http://www.single-word"] (any "www." name). "single-word" is no top-level domain: a schemeless name needs a known one, as linkify-it reads it (RULES.md "Fuzzy links")
        ["www.single-word", []],
        // magiclink: ["mailto:last@test.org"] (the address starts after the "."). ".." inside a word makes no address: "first..last" is no dot-atom (RFC 5322 §3.2.3), and a "." opens the text's part only at the word's start (RULES.md "Fuzzy links": "a..b@example.com is none")
        ["first..last@test.org", []],
        // magiclink: ["mailto:dot@test.org"]. The same
        ["two..dot@test.org", []],
        // magiclink: [] (a schemeless link needs "www."). A name with a known top-level domain is a fuzzy link, as linkify-it reads it (RULES.md "Fuzzy links")
        ["test.test.org", ["http://test.test.org"]],
      ],
      { fuzzy: true },
    );
  });
  describe("markup reads differently", () => {
    check(
      [
        // "magiclink (shorthand).txt". magiclink: ["http://google.com"] (nothing is linked inside a link's text). Read as text, the address in it is one too
        [
          "[No email fakeemail@mail.com](http://google.com)",
          ["mailto:fakeemail@mail.com", "http://google.com"],
        ],
      ],
      { fuzzy: true },
    );
  });
  describe('"magiclink (extensions).txt": found wrong before, fixed', () => {
    check(
      [
        // urisift gave []. "^^…^^" is pymdownx.caret's insert markup around the address (as "**…**", "~~…~~" are emphasis, read so: RULES.md "Fuzzy links"), and "^" is no domain character (RFC 5321 §4.1.2) nor a URI one (RULES.md "Strict grammar"): it ends the domain, as a symbol glued after a host ends it (RULES.md "Glued symbols and punctuation"); urisift reads "^^http://www.google.com^^" so. Every reader takes the address: magiclink ["mailto:fake.mail@gmail.com"]
        ["^^fake.mail@gmail.com^^", ["mailto:fake.mail@gmail.com"]],
        // urisift gave []. "==…==" is pymdownx.mark's (and markdown-it-mark's) highlight markup; "=" glued after a host ends it (RULES.md "Glued symbols and punctuation": "text http://example.com="), and urisift reads "==http://www.google.com==" and "==fake.mail@gmail.com" so. magiclink: ["mailto:fake.mail@gmail.com"]
        ["==fake.mail@gmail.com==", ["mailto:fake.mail@gmail.com"]],
        // the same marks after a schemeless name, and a lone one before a space
        [
          "==www.google.com== ^^www.google.com^^",
          ["http://www.google.com", "http://www.google.com"],
        ],
        ["a fake.mail@gmail.com= b", ["mailto:fake.mail@gmail.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("pymdownx.magiclink (tests/extensions/magiclink/*.txt; pymdown-extensions 10.13), fuzzy: answered differently on purpose", () => {
  differs(
    [
      [
        "test@xn--example.com",
        ["mailto:test@xn--example.com"],
        [],
        // (session 49: a mailto domain gets the IDN checks an http host gets)
        "xn--example is no A-label (RFC 5890 §2.3.2.1: it must decode, by RFC 3492, to a U-label), so the domain is none, as http://xn--example.com/ has no host (bad-idn)",
      ],
    ],
    { fuzzy: true },
  );
});
