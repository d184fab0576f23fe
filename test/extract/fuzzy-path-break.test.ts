/**
 * fuzzy: a schemeless link whose path ends its line in a hyphen goes on past the break as
 * the scheme'd URI does (fuzzy-path-break.ts; 2396bis App. E), and a host glued to a hyphen
 * that the next line goes on with is no link. The segments of the fuzzy pass do not end
 * after a line that ends in a hyphen, so that the next line is read with it whatever
 * maxLength.
 */
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { expectChunkFree, fuzzy, uris } from "../helpers/fuzzy-chunks.js";

describe("a path broken after a hyphen", () => {
  test("one record, the hyphen kept, the other reading in variants, raw and positions exact", () => {
    const text =
      "This list is hosted at\ngithub.com/kanyawtech/myanmar-\nkaren-word-lists today.\n";
    const found = fuzzy(text);
    expect(found).toHaveLength(1);
    const f = found[0]!;
    expect(f.uri).toBe("http://github.com/kanyawtech/myanmar-karen-word-lists");
    expect(f.variants).toEqual(["http://github.com/kanyawtech/myanmarkaren-word-lists"]);
    expect(f.delimiter).toBe("fuzzy");
    expect(f.wrapped).toBe(true);
    expect(f.raw).toBe("github.com/kanyawtech/myanmar-\nkaren-word-lists");
    expect(text.slice(f.start, f.end)).toBe(f.raw);
    expect([f.line, f.column]).toEqual([2, 1]);
    // as the scheme'd URI is read
    const schemed = extractText(text.replace("github.com", "https://github.com"));
    expect(schemed.map((r) => r.uri)).toEqual([
      "https://github.com/kanyawtech/myanmar-karen-word-lists",
    ]);
  });

  test("hyphen modes: drop takes the other reading, both gives both", () => {
    const text = "see www.example.org/docs/getting-\nstarted.html now";
    expect(uris(text)).toEqual(["http://www.example.org/docs/getting-started.html"]);
    expect(uris(text, { hyphen: "drop" })).toEqual([
      "http://www.example.org/docs/gettingstarted.html",
    ]);
    expect(uris(text, { hyphen: "both" })).toEqual([
      "http://www.example.org/docs/getting-started.html",
      "http://www.example.org/docs/gettingstarted.html",
    ]);
  });

  test("quote markers, indentation, CRLF and a comment's leader on the next line", () => {
    const expected = ["http://github.com/a/b-c/d.html"];
    expect(uris("> see github.com/a/b-\n> c/d.html x")).toEqual(expected);
    expect(uris("  see github.com/a/b-\r\n  c/d.html x\r\n")).toEqual(expected);
    expect(uris(" * see github.com/a/b-\n * c/d.html x")).toEqual(expected);
    expect(uris("# see github.com/a/b-\n# c/d.html x")).toEqual(expected);
    expect(uris("// see github.com/a/b-\n// c/d.html x")).toEqual(expected);
  });

  test("where the bare rules end a URI at the break, the link ends there too", () => {
    const at = ["http://github.com/a/b-"];
    // a reply under a quote, a blank line, a list's next item, a new URI, a field name
    expect(uris("> see github.com/a/b-\nMy reply")).toEqual(at);
    expect(uris("see github.com/a/b-\n\nc/d")).toEqual(at);
    expect(uris("- see github.com/a/b-\n- next item")).toEqual(at);
    expect(uris("see github.com/a/b-\nNote: more")).toEqual(at);
    expect(uris("x.com/a-\nhttp://b.com/")).toEqual(["http://x.com/a-", "http://b.com/"]);
    // the link's trailing punctuation on the next line is the text's
    expect(uris("see github.com/a/b-\nc/d.html.\n")).toEqual(["http://github.com/a/b-c/d.html"]);
  });

  test("a path broken more than once, in angle brackets and under quote markers", () => {
    const f = fuzzy("(ez.example.com/rf/wide-band-\nrf-transceivers/design-\nsupport/f/q-a/1)\nok");
    expect(f.map((r) => r.uri)).toEqual([
      "http://ez.example.com/rf/wide-band-rf-transceivers/design-support/f/q-a/1",
    ]);
    expect(f[0]!.variants).toEqual([
      "http://ez.example.com/rf/wide-bandrf-transceivers/designsupport/f/q-a/1",
    ]);
    expect(
      uris(
        "> Security\n> <i.example.com/docs/en-\n> US/bundle/x440-getting-\n> started/page.ht>\n",
      ),
    ).toEqual(["http://i.example.com/docs/en-US/bundle/x440-getting-started/page.ht"]);
  });

  test("the bare rules see the rest of the continuation line: a log's date, a later ')'", () => {
    expect(uris("fetching example.com/pkg/foo-\n2024-01-01 12:00:01 INFO done\n")).toEqual([
      "http://example.com/pkg/foo-",
    ]);
    expect(uris("see github.com/a/b-\nc/d(e f) ok\n")).toEqual(["http://github.com/a/b-c/d"]);
  });

  test("a word cut by maxLength or by a segment's end is not joined", () => {
    const long = "c".repeat(37);
    expect(uris(`see github.com/a/b-\n${long} ok\n`, { maxLength: 48 })).toEqual([
      "http://github.com/a/b-",
    ]);
    expect(uris(`see github.com/a/b-\n${"c".repeat(2000)} ok\n`)).toEqual([
      "http://github.com/a/b-",
    ]);
    // the input's end ends the word
    expect(uris("see github.com/a/b-\nc/d.html")).toEqual(["http://github.com/a/b-c/d.html"]);
  });

  test("a small maxLength: the next line's word is found past a leader or a UTF-8 character", () => {
    const tail = " xxxxxxxxx yyyyyyyyyy zzzzzzzzzz wwwwwwwwwww\n";
    expect(uris(`aaaa bbbb see github.com/a/b-\ncà/d.html${tail}`, { maxLength: 48 })).toEqual([
      "http://github.com/a/b-cà/d.html",
    ]);
    expect(uris(` * aa bb see github.com/a/b-\n * c/d.html${tail}`, { maxLength: 48 })).toEqual([
      "http://github.com/a/b-c/d.html",
    ]);
  });

  test("a segment that starts inside the link's line: its quote markers are read before it", () => {
    const text =
      "> aaaaaaaa bbbbbbbbb ccccccccc dddddddd eeeeeeeee fffffffff see github.com/a/b-\n> c/d.html ok\n";
    for (const maxLength of [undefined, 64]) {
      expect(uris(text, { maxLength }), `maxLength ${maxLength}`).toEqual([
        "http://github.com/a/b-c/d.html",
      ]);
    }
    // a line that began more than 1,024 bytes before: its depth is not known, not checked
    expect(uris(`> ${"word ".repeat(220)}see github.com/a/b-\n> c/d.html ok\n`)).toEqual([
      "http://github.com/a/b-c/d.html",
    ]);
  });

  test("a link on the next line is inside the joined one, not a second record", () => {
    expect(uris("see example.org/mirrors/ftp-\nexample.net/pub now")).toEqual([
      "http://example.org/mirrors/ftp-example.net/pub",
    ]);
  });

  test("whatever maxLength that holds the link and the next line's first word", () => {
    const text = `${"word ".repeat(8)}see github.com/kanyawtech/myanmar-\nkaren-word-lists ${"word ".repeat(30)}\n`;
    for (const maxLength of [undefined, 52, 64, 80, 100, 128, 256]) {
      expect(uris(text, { maxLength }), `maxLength ${maxLength}`).toEqual([
        "http://github.com/kanyawtech/myanmar-karen-word-lists",
      ]);
    }
  });

  test("lines that end in hyphens one after another stay linear", () => {
    const text = "a-\n".repeat(200_000);
    const t0 = performance.now();
    expect(uris(text)).toEqual([]);
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  test("chunk-free", () => {
    expectChunkFree("see github.com/a/my-\n> > word-lists now\n");
    expectChunkFree("x github.com/a/b-\r\n  c/d.html\r\nend", { maxLength: 32 });
  });
});

describe("a host glued to a hyphen that the next line goes on with", () => {
  test("no link, as on one line", () => {
    expect(uris("[W3C.CR-WOFF2-20150414]")).toEqual([]);
    expect(uris("[W3C.CR-\nWOFF2-20150414]")).toEqual([]);
    expect(uris("an example.com-based service")).toEqual([]);
    expect(uris("an example.com-\nbased service")).toEqual([]);
  });

  test("where the bare rules end at the break, the host stays a link", () => {
    // a reply under a quote, a list's next item
    expect(uris("> see example.com-\nMy reply is no\n")).toEqual(["http://example.com"]);
    expect(uris("see example.com-\n- next item\n")).toEqual(["http://example.com"]);
    // the leader repeated: the word goes on
    expect(uris(" * an example.com-\n * based service\n")).toEqual([]);
  });

  test("the whole still a name: one link (fuzzy-line-break.ts)", () => {
    expect(uris("see foo.example.com-\nbar.org now")).toEqual(["http://foo.example.com-bar.org"]);
    expect(uris("ec2-1.us-\nwest-2.compute.amazonaws.com")).toEqual([
      "http://ec2-1.us-west-2.compute.amazonaws.com",
    ]);
  });

  test("a hyphen that ends the text or a line before a blank one: the link stays", () => {
    expect(uris("see example.com-\n")).toEqual(["http://example.com"]);
    expect(uris("see example.com-\n\nnext")).toEqual(["http://example.com"]);
    expect(uris("see example.com -\nnext")).toEqual(["http://example.com"]);
  });

  test("chunk-free", () => {
    expectChunkFree("[W3C.CR-\nWOFF2-20150414] and www.example.org\n");
  });
});
