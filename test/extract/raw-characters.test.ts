/**
 * Characters written raw after the authority (src/extract/raw-characters.ts): "[" "]", a
 * second "#", and inside a wrapper "{ } ^ `" (quotes also "|"): read as the URI with them
 * percent-encoded (RFC 3986 §2.4), valid with `unencoded-characters`; anything else wrong
 * still makes the URI invalid, and the core stays strict.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { analyzeUri } from "../../src/core/analyze.js";
import { normalizeUri } from "../../src/core/normalize.js";
import { validateUri } from "../../src/core/validate.js";
import { extractText } from "../../src/extract/extract-text.js";
import { analyzeForText, UNENCODED_CHARACTERS } from "../../src/extract/raw-characters.js";
import { arbAuthority, arbPathAbempty, arbQuery } from "../helpers/uri-arbitrary.js";
import { mail } from "../mail/helpers.js";

const one = (text: string) => {
  const found = extractText(text, { includeInvalid: true });
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe("raw brackets after the authority", () => {
  test("a query with array parameters: found whole, valid, normalized with %5B/%5D", () => {
    const f = one("see http://example.com/?a[]=1&a[]=2 for both");
    expect(f.uri).toBe("http://example.com/?a[]=1&a[]=2");
    expect(f.raw).toBe("http://example.com/?a[]=1&a[]=2");
    expect(f.valid).toBe(true);
    expect(f.errors).toEqual([]);
    expect(f.warnings).toEqual([UNENCODED_CHARACTERS]);
    expect(f.normalized).toBe("http://example.com/?a%5B%5D=1&a%5B%5D=2");
  });

  test("in a path and a fragment, and in every delimiter context", () => {
    expect(one("http://en.wikipedia.org/wiki/Sprite_[computer_graphics]").normalized).toBe(
      "http://en.wikipedia.org/wiki/Sprite_%5Bcomputer_graphics%5D",
    );
    expect(one("http://example.org/doc#sec[2]").normalized).toBe(
      "http://example.org/doc#sec%5B2%5D",
    );
    for (const text of [
      "<http://x.org/a[1]/b>",
      '"http://x.org/a[1]/b"',
      "(http://x.org/a[1]/b)",
      "URL: http://x.org/a[1]/b.",
    ]) {
      const f = one(text);
      expect([f.uri, f.valid, f.normalized], text).toEqual([
        "http://x.org/a[1]/b",
        true,
        "http://x.org/a%5B1%5D/b",
      ]);
    }
    // wrapped across a line in angle brackets
    const w = one("<http://x.org/search?f[state]=\n  open&f[type]=bug>");
    expect([w.uri, w.wrapped, w.valid]).toEqual([
      "http://x.org/search?f[state]=open&f[type]=bug",
      true,
      true,
    ]);
  });

  test("a closing bracket that balances nothing is still the text's, not the URI's", () => {
    expect(one("[see http://example.org/a]").uri).toBe("http://example.org/a");
    expect(one("[see http://example.org/?q[1]]").uri).toBe("http://example.org/?q[1]");
  });

  test("an IP literal keeps its brackets; brackets elsewhere in the authority stay invalid", () => {
    const f = one("http://[2001:db8::1]:8080/a[b]");
    expect([f.valid, f.normalized]).toEqual([true, "http://[2001:db8::1]:8080/a%5Bb%5D"]);
    expect(f.warnings).toContain(UNENCODED_CHARACTERS);
    expect(analyzeForText("http://a[b]c/").valid).toBe(false);
    expect(analyzeForText("http://user[1]@example.org/").valid).toBe(false);
  });

  test("brackets without an authority may be an IP literal; a file URI's | is a drive letter", () => {
    // RFC 3261 host "[2001:db8::1]" in a URI with no "//": "%5B" would not be a host. The
    // core refuses it (RFC 3986 §3.3); text reads a sip URI by RFC 3261 §25.1, whose
    // IPv6reference it is (sip-ip-reference.ts) — no other scheme's
    expect(analyzeUri("sip:alice@[2001:db8::1]:5060").valid).toBe(false);
    expect(analyzeForText("sip:alice@[2001:db8::1]:5060")).toEqual({
      scheme: "sip",
      valid: true,
      errors: [],
      warnings: ["ip-host"],
      normalized: "sip:alice@[2001:db8::1]:5060",
    });
    expect(analyzeForText("SIPS:[2001:DB8:0:0::10]:5070;transport=tcp?Subject=x").normalized).toBe(
      "sips:[2001:db8::10]:5070;transport=tcp?Subject=x",
    );
    for (const bad of [
      "sip:a@[2001:db8::1]x",
      "sip:a@[1.2.3.4]",
      "sip:a@[2001:db8::1]]",
      "sip:[v1.x]",
    ]) {
      expect(analyzeForText(bad).valid, bad).toBe(false);
    }
    expect(analyzeForText("xmpp:node@[::1]").valid).toBe(false);
    // RFC 8089 App. E.2: "C|" is the legacy "C:"; "%7C" would be another path
    expect(analyzeForText("file:///C|/Windows").valid).toBe(false);
    expect(analyzeForText("file:///tmp/a[1].txt").normalized).toBe("file:///tmp/a%5B1%5D.txt");
  });

  test("another fault still makes it invalid, with the core's error", () => {
    expect(analyzeForText("http://x.org/a[1] b")).toEqual(analyzeUri("http://x.org/a[1] b"));
    expect(analyzeForText("http://x.org/a[1] b").valid).toBe(false);
    expect(analyzeForText("http://x.org:99999/a[1]")).toEqual(
      analyzeUri("http://x.org:99999/a[1]"),
    );
    expect(analyzeForText("http://x.org:99999/a[1]").valid).toBe(false);
    // "\\" is not read encoded (a browser takes it for "/")
    expect(analyzeForText("http://x.org/a[1]\\b").valid).toBe(false);
    expect(extractText("http://x.org:99999/a[1]")).toEqual([]);
  });

  test("a second '#' is data in the fragment", () => {
    const f = one("https://matrix.to/#/#fosdem2024:c1.uba.be ok");
    expect([f.uri, f.valid, f.normalized]).toEqual([
      "https://matrix.to/#/#fosdem2024:c1.uba.be",
      true,
      "https://matrix.to/#/%23fosdem2024:c1.uba.be",
    ]);
  });

  test("{ } ^ ` inside <…> and quotes, | inside quotes: the whole wrapped text", () => {
    const cases: [string, string, string][] = [
      [
        '"https://api.github.com/repos/{owner}/{repo}"',
        "https://api.github.com/repos/{owner}/{repo}",
        "https://api.github.com/repos/%7Bowner%7D/%7Brepo%7D",
      ],
      ["<http://x.org/a^b`c>", "http://x.org/a^b`c", "http://x.org/a%5Eb%60c"],
      [
        'href="https://fonts.googleapis.com/css?family=Roboto|Open+Sans"',
        "https://fonts.googleapis.com/css?family=Roboto|Open+Sans",
        "https://fonts.googleapis.com/css?family=Roboto%7COpen+Sans",
      ],
      ["'http://x.org/t/{id}'", "http://x.org/t/{id}", "http://x.org/t/%7Bid%7D"],
    ];
    for (const [text, uri, normalized] of cases) {
      const f = one(text);
      expect([f.uri, f.valid, f.normalized, f.warnings], text).toEqual([
        uri,
        true,
        normalized,
        [UNENCODED_CHARACTERS],
      ]);
    }
  });

  test("bare text stops at | ` a { that nothing closes and a ^ before no word (they delimit, 2396bis App. E); Slack's <url|label> too", () => {
    expect(
      extractText(
        "see http://x.org/a{b and http://x.org/c|d http://x.org/e^ f http://x.org/g`h http://x.org/i^^j",
      ).map((f) => f.uri),
    ).toEqual([
      "http://x.org/a",
      "http://x.org/c",
      "http://x.org/e",
      "http://x.org/g",
      "http://x.org/i",
    ]);
    expect(extractText("<http://example.org/|Link>").map((f) => f.uri)).toEqual([
      "http://example.org/",
    ]);
  });

  test("a ^ after the authority before a letter, digit, % or ( is read as %5E", () => {
    const found = extractText(
      "UMD: https://unpkg.com/mobx@^2.0.0/lib/mobx.umd.js. Or http://x.org/?i=x^(1/3)^%32, " +
        "^^http://www.google.com^^, http://a.example^b (no ^ in a host), " +
        "https://example.org/foo[^blank] and [http://x.org/[^1]]",
    );
    expect(found.map((f) => [f.uri, f.normalized, f.warnings])).toEqual([
      [
        "https://unpkg.com/mobx@^2.0.0/lib/mobx.umd.js",
        "https://unpkg.com/mobx@%5E2.0.0/lib/mobx.umd.js",
        ["unencoded-characters"],
      ],
      ["http://x.org/?i=x^(1/3)^%32", "http://x.org/?i=x%5E(1/3)%5E2", ["unencoded-characters"]],
      ["http://www.google.com", "http://www.google.com/", []],
      ["http://a.example", "http://a.example/", []],
      ["https://example.org/foo", "https://example.org/foo", []],
      ["http://x.org/", "http://x.org/", []],
    ]);
  });

  test("a ^ of superscript markup or a footnote mark is the text's (review)", () => {
    const text =
      "See https://example.com/docs^1^. http://a.org/paper^note^ x http://a.org/x.^1 " +
      "http://a.org/y,^2 http://a.org/z^% w http://a.org/v^%41y http://a.org/u^abc";
    expect(extractText(text).map((f) => f.uri)).toEqual([
      "https://example.com/docs",
      "http://a.org/paper",
      "http://a.org/x",
      "http://a.org/y",
      "http://a.org/z",
      "http://a.org/v^%41y",
      "http://a.org/u^abc",
    ]);
  });

  test("without brackets the answer is the core's, the same object shape", () => {
    for (const u of ["http://x.org/a", "http://x.%zz.org/", "mailto:a@b.example", "urn:isbn:1"]) {
      expect(analyzeForText(u)).toEqual(analyzeUri(u));
    }
  });

  test("the core stays strict: validateUri refuses raw brackets in a path or query", () => {
    expect(validateUri("http://example.com/?a[]=1").errors).toEqual(["bad-query"]);
    expect(validateUri("http://example.com/a[1]").errors).toEqual(["bad-path"]);
  });

  test("an HTML part's href with raw brackets is valid too", () => {
    const { found } = mail(
      [
        "From: a@example.org",
        "Content-Type: text/html",
        "",
        '<a href="https://shop.example/list?filter[color]=red">x</a>',
        "",
      ].join("\n"),
    );
    expect(found.map((f) => [f.uri, f.valid, f.normalized])).toEqual([
      [
        "https://shop.example/list?filter[color]=red",
        true,
        "https://shop.example/list?filter%5Bcolor%5D=red",
      ],
    ]);
  });

  test("property: brackets planted in a valid path and query are read encoded, and normalized is stable", () => {
    const bracketed = fc
      .tuple(arbQuery(), fc.constantFrom("[]", "[0]", "[a]", "[x][y]"), fc.nat(12))
      .map(([q, b, at]) => {
        const i = Math.min(at, q.length);
        return q.slice(0, i) + b + q.slice(i);
      });
    fc.assert(
      fc.property(arbAuthority(false), arbPathAbempty(), bracketed, (auth, path, query) => {
        const uri = `http://${auth}${path}?${query}`;
        const encoded = uri.replace(/\[/g, "%5B").replace(/\]/g, "%5D");
        fc.pre(uri.indexOf("[") > uri.indexOf("?") && analyzeUri(encoded).valid);
        const a = analyzeForText(uri);
        expect(a.valid).toBe(true);
        expect(a.warnings).toContain(UNENCODED_CHARACTERS);
        expect(a.normalized).toBe(normalizeUri(encoded));
        expect(normalizeUri(a.normalized!)).toBe(a.normalized);
      }),
      { numRuns: 400 },
    );
  });
});

describe("a '%' that starts no percent-encoding", () => {
  test("is data after the authority: found, valid, normalized with %25 (RFC 3986 §2.4)", () => {
    const f = one("save at http://shop.example/?discount=50%off today");
    expect([f.uri, f.valid, f.normalized]).toEqual([
      "http://shop.example/?discount=50%off",
      true,
      "http://shop.example/?discount=50%25off",
    ]);
    expect(f.warnings).toEqual([UNENCODED_CHARACTERS]);
    for (const [uri, normalized] of [
      ["http://x.org/100%", "http://x.org/100%25"],
      ["http://x.org/a%2", "http://x.org/a%252"],
      ["http://x.org/#50%", "http://x.org/#50%25"],
      ["http://x.org/a%zz/%41", "http://x.org/a%25zz/A"],
      ["http://x.org/a[1]%", "http://x.org/a%5B1%5D%25"],
      ["urn:example:50%", "urn:example:50%25"],
    ]) {
      expect([uri, analyzeForText(uri!).normalized]).toEqual([uri, normalized]);
    }
  });

  test("not in the authority: a host, a port or a zone id keeps the core's error", () => {
    for (const u of ["http://ex%ample.com/", "http://u%ser@x.org/", "http://[fe80::1%eth0]/"]) {
      expect(analyzeForText(u)).toEqual(analyzeUri(u));
      expect(analyzeForText(u).valid).toBe(false);
    }
  });

  test("a well-formed percent-encoding is left as it is", () => {
    expect(analyzeForText("http://x.org/a%20b%zz").normalized).toBe("http://x.org/a%20b%25zz");
    expect(analyzeForText("http://x.org/a%20b")).toEqual(analyzeUri("http://x.org/a%20b"));
  });
});
