/**
 * A large text/html part is read in slices (html.ts): its records are those of the part read
 * whole, for any slice length, and it keeps a window of its text and links, not all of them.
 * (Read whole, a 60 MB part of links and text URIs held ~600 MB.)
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { ExtractOptions, Found, MessageInfo } from "../../src/extract/types.js";
import { htmlPartKept, scanHtml } from "../../src/mail/html.js";

const MESSAGE: MessageInfo = {
  index: 0,
  messageId: null,
  date: null,
  subject: null,
  part: "text/html",
};

function scan(html: Buffer, options: ExtractOptions, base?: string, slice?: number): Found[] {
  const out: Found[] = [];
  scanHtml(html, base, MESSAGE, options, (f) => out.push(f), slice);
  return out;
}

const FRAGMENTS = [
  // text, URIs and character references
  "see ",
  "http://a.example/x",
  "https://b.example/p?q=1&amp;r=2",
  "mailto:x@y.example",
  "&amp;",
  "&#58;",
  "&colon;",
  "&nbsp;",
  "&",
  "&am",
  "&#x3A;//c.example/",
  "&copy",
  "<",
  ">",
  "\n",
  "\r\n",
  " ",
  "é",
  "日本",
  "http://例え.jp/パス",
  "-\n",
  "<http://wrapped.example/a\n b>",
  "URL: http://u.example/",
  "www.fuzzy.example",
  "user@mail.example",
  "(http://p.example/a_(b))",
  "http://l.example/1",
  // tags
  '<a href="http://l.example/1">',
  "</a>",
  "<a href=rel/path>",
  "<img src='//cdn.example/i.png'>",
  '<base href="http://base.example/dir/">',
  "<BASE HREF=other/>",
  "<p>",
  "</p>",
  "<br>",
  "<br/",
  '<div class="x">',
  '<script>var u="http://s.example";</script>',
  "<style>a{b:url(http://st.example/)}</style>",
  "<!-- http://c.example -->",
  '<a href="http://l.example/&amp;x">',
  '<A HREF="HTTP://UP.EXAMPLE/">',
  '<a href="#top">',
  '<a href="  http://sp.example/  ">',
  '<a href="http://wr\n.example/">',
  '<form action="/post">',
  "<textarea>http://ta.example/&lt;</textarea>",
  "<title>a < b http://ti.example/</title>",
  '<a href="x',
  "<![CDATA[http://cd.example/]]>",
  // non-ASCII link values longer than the shortest look (64 bytes): a slice cut inside one
  // of their characters (review)
  `<a href="http://u.example/${"é".repeat(40)}">`,
  `<img src="http://i.example/${"日".repeat(30)}">`,
  `<base href="http://b.example/x${"é".repeat(40)}/">`,
];

const html = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...FRAGMENTS) },
      // runs with no "<" or "&": slices are cut inside them
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).map((n) => "xy z".repeat(n)) },
    ),
    { maxLength: 60 },
  )
  .map((parts) => Buffer.from(parts.join(""), "utf8"));

describe("a text/html part read in slices", () => {
  test("gives the records of the part read whole, for any slice length", () => {
    fc.assert(
      fc.property(
        html,
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(undefined, 16, 40),
        fc.constantFrom(undefined, "http://entity.example/d/"),
        (bytes, slice, fuzzy, includeInvalid, maxLength, base) => {
          const options: ExtractOptions = { fuzzy, includeInvalid };
          if (maxLength !== undefined) options.maxLength = maxLength;
          const whole = scan(bytes, options, base);
          expect(scan(bytes, options, base, slice)).toEqual(whole);
        },
      ),
      { numRuns: Number(process.env.PLANT_RUNS ?? 400) },
    );
  });

  test("a <base href> after the first slice still resolves the links before it", () => {
    const part = Buffer.from(
      `<p><a href="a.html">a</a> ${"word ".repeat(200)}</p><base href="http://b.example/d/">`,
    );
    const whole = scan(part, {});
    expect(whole.map((f) => f.uri)).toEqual(["http://b.example/d/a.html"]);
    expect(scan(part, {}, undefined, 100)).toEqual(whole);
  });

  test("keeps a window of its text and links: a 4 MB part in 64 kB slices", () => {
    const line = (k: number) =>
      `<p><a href="https://l.example/${k}">x &amp; y</a> see https://t.example/${k}</p>\n`;
    const lines = 50_000;
    const part = Buffer.from(Array.from({ length: lines }, (_, k) => line(k)).join(""));
    let most = { pieces: 0, links: 0 };
    let count = 0;
    scanHtml(
      part,
      undefined,
      MESSAGE,
      {},
      () => {
        count++;
        const now = htmlPartKept();
        most = {
          pieces: Math.max(most.pieces, now.pieces),
          links: Math.max(most.links, now.links),
        };
      },
      1 << 16,
    );
    expect(count).toBe(2 * lines);
    // read whole: 300,000 pieces and 50,000 links; a 64 kB slice holds ~4,600 pieces and
    // ~770 links, and links go once 1,024 are done
    expect(most.pieces).toBeLessThan(12_000);
    expect(most.links).toBeLessThan(3_000);
  });
});
