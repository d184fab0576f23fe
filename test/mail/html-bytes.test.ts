/**
 * The HTML scanner reads a part's UTF-8 bytes (the tokenizer sees them as latin1, one
 * character per byte): non-ASCII text, tag and attribute names, other charsets and invalid
 * UTF-8 must give the records the decoded text gives.
 */
import { describe, expect, it } from "vitest";
import type { Found } from "../../src/extract/types.js";
import { extract } from "../../src/mail/dispatch.js";
import { mail, uris } from "./helpers.js";

const part = (html: string, charset = "utf-8", cte = "8bit") => `From: a@example.org
Subject: html
Message-ID: <hb@example.org>
MIME-Version: 1.0
Content-Type: text/html; charset=${charset}
Content-Transfer-Encoding: ${cte}

${html}
`;

/** Every record's raw is the text at [start, end) of the part as UTF-8, and line/column match. */
function checkSpans(found: Found[], text: string): void {
  const bytes = Buffer.from(text, "utf8");
  for (const f of found) {
    expect(bytes.toString("utf8", f.start, f.end)).toBe(f.raw);
    const before = bytes.subarray(0, f.start);
    const line = before.filter((b) => b === 10).length + 1;
    expect(f.line).toBe(line);
    expect(f.column).toBe(f.start - (before.lastIndexOf(10) + 1) + 1);
  }
}

describe("text/html parts read as UTF-8 bytes", () => {
  it("offsets, lines and raw spans after non-ASCII text, in links and in the visible text", () => {
    // "à" is C3 A0 and NBSP C2 A0 in UTF-8: A0 is no space to the tokenizer or the scanner
    const html = `<p>Grüße — 你好 😀 voilà\u00a0</p>\n<p\u00a0class=x>naïve <a href="https://example.org/é?q=ü&amp;r=1">là</a> et\nhttps://text.example.org/ça?x=1&amp;y=é fin</p>`;
    const { found } = mail(part(html), {}, false);
    expect(uris(found)).toEqual([
      "https://example.org/é?q=ü&r=1",
      "https://text.example.org/ça?x=1&y=é",
    ]);
    expect(found[0]!.raw).toBe("https://example.org/é?q=ü&amp;r=1");
    expect(found[1]!.raw).toBe("https://text.example.org/ça?x=1&amp;y=é");
    expect(found[1]!.line).toBe(3);
    checkSpans(found, `${html}\n`);
  });

  it("decoded references with non-ASCII results keep the text's offsets right", () => {
    const html = `<div>caf&eacute; &ndash; &#x1F600; http://a.example/&eacute;t&eacute; &amp; more</div>`;
    const { found } = mail(part(html), {}, false);
    expect(uris(found)).toEqual(["http://a.example/été"]);
    expect(found[0]!.raw).toBe("http://a.example/&eacute;t&eacute;");
    checkSpans(found, `${html}\n`);
  });

  it("a tag name is lowercased as text: <bloc\u212Aquote> (KELVIN SIGN) breaks the line like <blockquote>", () => {
    // the break ends the bare URI; without one the next text continues it
    const kelvin = mail(part("http://a.example/x<bloc\u212Aquote>tail</bloc\u212Aquote>")).found;
    expect(uris(kelvin)).toEqual(["http://a.example/x"]);
    const inline = mail(part("http://a.example/x<spän>tail</spän>")).found;
    expect(uris(inline)).toEqual(["http://a.example/xtail"]);
    // more than ten characters is no known element, however it lowercases
    const long = mail(part("http://a.example/x<bloc\u212Aquoteé>tail")).found;
    expect(uris(long)).toEqual(["http://a.example/xtail"]);
    const plain = mail(part("http://a.example/x<BlockQuote>tail")).found;
    expect(uris(plain)).toEqual(["http://a.example/x"]);
  });

  it("link elements and attributes with non-ASCII names", () => {
    const html = `<lin\u212A href="https://k.example/"><a hréf="https://not.example/">x</a><a href="https://yes.example/ü">y</a>`;
    const { found } = mail(part(html), {}, false);
    expect(uris(found.filter((f) => f.delimiter === "html"))).toEqual([
      "https://k.example/",
      "https://yes.example/ü",
    ]);
    checkSpans(found, `${html}\n`);
  });

  it("another charset: offsets are UTF-8 offsets of the decoded text", () => {
    // windows-1252: 0x93/0x94 are curly quotes, 0xE9 is é
    const html = Buffer.concat([
      Buffer.from("<p>\x93caf\xe9\x94 ", "latin1"),
      Buffer.from('<a href="http://w.example/p">w</a> http://t.example/q</p>', "latin1"),
    ]);
    const head = Buffer.from(
      "From: a@example.org\nMessage-ID: <cp@example.org>\nContent-Type: text/html; charset=windows-1252\n\n",
    );
    const warnings: string[] = [];
    const found = extract(Buffer.concat([head, html, Buffer.from("\n")]), {
      mode: "mail",
      onWarning: (w) => warnings.push(w),
    });
    expect(uris(found)).toEqual(["http://w.example/p", "http://t.example/q"]);
    checkSpans(
      found,
      '<p>\u201ccafé\u201d <a href="http://w.example/p">w</a> http://t.example/q</p>\n',
    );
    expect(warnings).toEqual([]);
  });

  it("invalid UTF-8 in a utf-8 part: offsets in the text as read (its stray bytes as windows-1252)", () => {
    const html = Buffer.concat([
      Buffer.from("<p>bad \xff\xfe byte ", "latin1"),
      Buffer.from('<a href="http://i.example/">i</a> http://j.example/ é</p>\n', "utf8"),
    ]);
    const head = Buffer.from(
      "From: a@example.org\nMessage-ID: <iv@example.org>\nContent-Type: text/html; charset=utf-8\n\n",
    );
    const found = extract(Buffer.concat([head, html]), { mode: "mail" });
    expect(uris(found)).toEqual(["http://i.example/", "http://j.example/"]);
    // "\xff\xfe" read as "ÿþ" (chars.ts decodeCharAt), as the text scanner reads them
    checkSpans(found, html.toString("latin1", 0, 9) + html.toString("utf8", 9));
  });

  it("quoted-printable HTML with soft breaks inside tags and attributes", () => {
    const qp = `<p>=C3=A9t=C3=A9 <a hr=\nef=3D"https://q.example/=C3=A9">q</a> https://r.example/=\n=C3=BC</p>`;
    const { found } = mail(part(qp, "utf-8", "quoted-printable"));
    expect(uris(found)).toEqual(["https://q.example/é", "https://r.example/ü"]);
    checkSpans(found, `<p>été <a href="https://q.example/é">q</a> https://r.example/ü</p>\r\n`);
  });
});
