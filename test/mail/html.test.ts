import { describe, expect, it, vi } from "vitest";
import { extract } from "../../src/index.js";
import { mail, uris } from "./helpers.js";

const htmlMessage = (html: string, headers = "", partHeaders = "") => `From: a@example.org
Subject: html
Message-ID: <h@example.org>
MIME-Version: 1.0
${headers}Content-Type: multipart/alternative; boundary=X

--X
Content-Type: text/html; charset=utf-8
${partHeaders}
${html}
--X--
`;

describe("text/html parts", () => {
  it("gives tag links and text URIs in order of position, each as soon as it is made", () => {
    const html = `<p>see http://t.example/1 <a href="http://l.example/2">x</a> and http://t.example/3</p>
<a href="http://l.example/4">http://t.example/5</a> <img src="http://l.example/6"> http://t.example/7`;
    const { found } = mail(htmlMessage(html));
    expect(found.map((f) => [f.uri, f.delimiter])).toEqual([
      ["http://t.example/1", "bare"],
      ["http://l.example/2", "html"],
      ["http://t.example/3", "bare"],
      ["http://l.example/4", "html"],
      ["http://t.example/5", "bare"],
      ["http://l.example/6", "html"],
      ["http://t.example/7", "bare"],
    ]);
    const starts = found.map((f) => f.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("reads a[href], area[href], link[href], img[src], form[action], iframe[src] with entities decoded", () => {
    const html = `<html><head><link rel="stylesheet" href="https://cdn.example.org/s.css"></head><body>
<a href="https://example.org/q?a=1&amp;b=2&#38;c=3">x</a>
<map><area href="https://example.org/area"></map>
<img src='https://img.example.org/p.png'><form action=https://example.org/post><iframe src="https://v.example.org/e"></iframe>
<a name="top">no href</a> <a href="">empty</a> <a href="#top">same document</a>
</body></html>`;
    const { found } = mail(htmlMessage(html));
    const links = found.filter((f) => f.delimiter === "html");
    expect(uris(links)).toEqual([
      "https://cdn.example.org/s.css",
      "https://example.org/q?a=1&b=2&c=3",
      "https://example.org/area",
      "https://img.example.org/p.png",
      "https://example.org/post",
      "https://v.example.org/e",
    ]);
    const q = links[1]!;
    expect(q.raw).toBe("https://example.org/q?a=1&amp;b=2&#38;c=3");
    expect(q.message?.part).toBe("text/html");
    expect(q.line).toBe(2);
    expect(q.column).toBe(10);
    expect(q.valid).toBe(true);
  });

  it("an HTML part whose Content-Type names no charset is read in its <meta> charset (HTML §13.2.3.2 prescan), unless its bytes are UTF-8", () => {
    const head =
      "From: a@example.org\r\nMIME-Version: 1.0\r\nContent-Type: text/html\r\nContent-Transfer-Encoding: 8bit\r\n\r\n";
    const cp1251 = Buffer.concat([
      Buffer.from(
        `${head}<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"></head><body><a href="http://www.example.ru/`,
      ),
      Buffer.from([0xef, 0xf0, 0xe8, 0xec, 0xe5, 0xf0]), // "пример"
      Buffer.from('">x</a></body></html>\r\n'),
    ]);
    expect(extract(cp1251, { mode: "mail" }).map((f) => f.uri)).toEqual([
      "http://www.example.ru/пример",
    ]);
    const short = Buffer.concat([
      Buffer.from(`${head}<meta charset='KOI8-R'><p>see http://www.example.ru/`),
      Buffer.from([0xd0, 0xd2, 0xc9]), // "при"
      Buffer.from(" ok</p>\r\n"),
    ]);
    expect(extract(short, { mode: "mail" }).map((f) => f.uri)).toEqual([
      "http://www.example.ru/при",
    ]);
    // valid UTF-8 under a Latin-1 <meta>: mislabelled, read as UTF-8
    const utf8 = Buffer.from(
      `${head}<meta charset="iso-8859-1"><p>http://example.org/café</p>\r\n`,
    );
    expect(extract(utf8, { mode: "mail" }).map((f) => f.uri)).toEqual(["http://example.org/café"]);
  });

  it("reads background images and embedded media: body/table/tr/td/th[background], frame/embed/source/audio/video/track/input/script[src], object[data]; not a quotation's cite", () => {
    // bogofilter's ham and spam lay out mail on background images; Thunderbird's reply
    // quotes with <blockquote type="cite" cite="mid:…">: a Message-ID, as In-Reply-To's
    const html = `<body background="http://www.example.com/bg.gif"><table background='tbl.gif'><tr background="https://x.example/tr.png"><td background="cid:bg1@example.com">x</td><th background=https://x.example/th.png>y</th></tr></table>
<blockquote type="cite" cite="mid:54235333-9FEA-4543@example.com">q</blockquote> <q cite="https://x.example/q">z</q> <del cite="https://x.example/del">d</del><ins cite="https://x.example/ins">i</ins>
<frame src="https://x.example/frame"><embed src="https://x.example/e.swf"><video src="https://x.example/v.mp4" poster="https://x.example/p.jpg"><source src="https://x.example/s.webm"><track src="https://x.example/t.vtt"></video><audio src="https://x.example/a.ogg"></audio>
<input type="image" src="https://x.example/button.png"><script src="https://x.example/tracker.js"></script><object data="https://x.example/o.pdf"></object>
<td title="https://x.example/not-a-link">no</td></body>`;
    const { found } = mail(htmlMessage(html, "", "Content-Base: http://www.example.com/\n"));
    expect(uris(found.filter((f) => f.delimiter === "html"))).toEqual([
      "http://www.example.com/bg.gif",
      "http://www.example.com/tbl.gif",
      "https://x.example/tr.png",
      "cid:bg1@example.com",
      "https://x.example/th.png",
      "https://x.example/frame",
      "https://x.example/e.swf",
      "https://x.example/v.mp4",
      // a video's poster image (HTML §4.8.9; session 48)
      "https://x.example/p.jpg",
      "https://x.example/s.webm",
      "https://x.example/t.vtt",
      "https://x.example/a.ogg",
      "https://x.example/button.png",
      "https://x.example/tracker.js",
      "https://x.example/o.pdf",
    ]);
  });

  it("offsets are UTF-8 byte offsets into the decoded HTML", () => {
    const html = `<p>héllo — <a href="https://example.org/é">x</a></p>`;
    const { found } = mail(htmlMessage(html));
    const f = found.find((r) => r.delimiter === "html")!;
    const bytes = Buffer.from(`${html}`);
    expect(bytes.toString("utf8", f.start, f.end)).toBe("https://example.org/é");
  });

  it("finds URIs in the visible text, not in scripts, and not twice for a link's own text; a style sheet's url() is a link", () => {
    const html = `<style>.a{background:url(http://style.example/x.png)}</style>
<script>var u = "http://script.example/x";</script>
<p>see <a href="https://example.org/a">https://example.org/a</a> and http://text.example.org/b?x=1&amp;y=2.</p>
<p><a href="https://tracker.example.com/r/123">https://real.example.org/target</a></p>`;
    const { found } = mail(htmlMessage(html));
    expect(uris(found).sort()).toEqual(
      [
        "http://style.example/x.png",
        "https://example.org/a",
        "http://text.example.org/b?x=1&y=2",
        "https://tracker.example.com/r/123",
        "https://real.example.org/target",
      ].sort(),
    );
    const t = found.find((f) => f.uri.startsWith("http://text"))!;
    expect(t.delimiter).not.toBe("html");
    expect(t.raw).toBe("http://text.example.org/b?x=1&amp;y=2");
  });

  it("a wrapped <http…> in a quoted HTML reply is one URI", () => {
    const html = `<blockquote>&gt; see &lt;https://www.example.org/internet-drafts/draft-ietf-uri-<br>&gt; generic-syntax-05.txt&gt; for details</blockquote>`;
    const { found } = mail(htmlMessage(html));
    expect(uris(found)).toContain(
      "https://www.example.org/internet-drafts/draft-ietf-uri-generic-syntax-05.txt",
    );
  });

  it("an href with a bidi override is no valid URI (RFC 3987 §4.1: `…/\u202Egpj.exe` shows as `exe.jpg`)", () => {
    const html =
      '<a href="http://example.com/\u202Egpj.exe">photo</a> <a href="http://example.com/ok">ok</a>';
    expect(uris(mail(htmlMessage(html)).found)).toEqual(["http://example.com/ok"]);
    const all = mail(htmlMessage(html), { includeInvalid: true }).found;
    expect(all.map((f) => [f.valid, f.errors])).toEqual([
      [false, ["bidi-formatting"]],
      [true, []],
    ]);
  });

  it("a part that ends inside a self-closing tag (`<br/`) reads only its own text (eof-in-tag drops the tag)", () => {
    // htmlparser2 reports such an ending as text from offset -1: that read bytes no piece
    // wrote (stale memory from allocUnsafe; the buffer is zero-filled now, and the marker
    // below would show should it ever come back) and reported the part's text twice
    const allocUnsafe = Buffer.allocUnsafe;
    const spy = vi
      .spyOn(Buffer, "allocUnsafe")
      .mockImplementation((n: number) => allocUnsafe(n).fill("http://stale.example/ "));
    try {
      for (const tail of ["<br/", "<a b/", '<a href="http://in-tag.example/"/']) {
        for (const pad of [1, 60, 3000]) {
          const html = `<p>see: http://shown.example/a</p>${"x".repeat(pad)}${tail}`;
          const msg = `Content-Type: text/html\n\n${html}`;
          expect(uris(extract(msg, { mode: "mail" })), tail).toEqual(["http://shown.example/a"]);
        }
      }
    } finally {
      spy.mockRestore();
    }
  });
});

describe("an HTML part's cost", () => {
  it("is linear in its size: tag links and text URIs, each with its line and column", () => {
    // a text URI's position was found after the links before it, so each text record started
    // the line count again from the part's first byte: 4 MB of such lines took 9 s, 60 MB
    // hours
    const line = (k: number) =>
      `<p><a href="https://l.example/${k}">x</a> see https://t.example/${k}</p>\n`;
    const part = (n: number) => Array.from({ length: n }, (_, k) => line(k)).join("");
    const time = (n: number) => {
      const msg = htmlMessage(part(n));
      const t = performance.now();
      const { found } = mail(msg);
      const ms = performance.now() - t;
      expect(found.length).toBe(2 * n);
      return { found, ms };
    };
    const { found } = time(3);
    expect(found.map((f) => [f.uri, f.line, f.column])).toEqual([
      ["https://l.example/0", 1, 13],
      ["https://t.example/0", 1, 44],
      ["https://l.example/1", 2, 13],
      ["https://t.example/1", 2, 44],
      ["https://l.example/2", 3, 13],
      ["https://t.example/2", 3, 44],
    ]);
    time(2000);
    const small = time(2000).ms;
    expect(time(32000).ms).toBeLessThan(16 * 4 * small + 200);
  });

  it("is linear in the number of style, srcset and poster attributes (each looked at in its value only)", () => {
    // (a reference looked for from each attribute to the part's next "&" made 16 MB of
    // `<div style="color:red">` take 144 s: the review of session 48)
    const time = (n: number) => {
      const msg = htmlMessage(`<p style="color:red" srcset="a.png 1x">a</p>\n`.repeat(n));
      const t = performance.now();
      mail(msg);
      return performance.now() - t;
    };
    time(2000);
    const small = time(2000);
    expect(time(64000)).toBeLessThan(32 * 4 * small + 300);
  });
});

describe("base URI precedence (draft-fielding-05 §5.1)", () => {
  const page = (base = "") =>
    `<html><head>${base}</head><body><a href="b/c.html">x</a></body></html>`;
  const rel = (found: ReturnType<typeof mail>["found"]) =>
    found.find((f) => f.delimiter === "html")!;

  it("<base href> first (§5.1.1)", () => {
    const { found } = mail(
      htmlMessage(
        page('<base href="https://base.example/dir/">'),
        "Content-Base: https://cb.example/x/\n",
      ),
      { base: "https://opt.example/" },
    );
    expect(rel(found).uri).toBe("https://base.example/dir/b/c.html");
  });
  it("then the part's Content-Base over its Content-Location (§5.1.2)", () => {
    const { found } = mail(
      htmlMessage(
        page(),
        "",
        "Content-Location: https://cl.example/l/\nContent-Base: https://cb.example/x/\n",
      ),
    );
    expect(rel(found).uri).toBe("https://cb.example/x/b/c.html");
  });
  it("a relative Content-Location is resolved against the enclosing entity's base", () => {
    const { found } = mail(
      htmlMessage(
        page(),
        "Content-Base: https://outer.example/a/\n",
        "Content-Location: sub/page.html\n",
      ),
    );
    expect(rel(found).uri).toBe("https://outer.example/a/sub/b/c.html");
    expect(
      found.filter((f) => f.delimiter === "header").map((f) => [f.message?.part, f.uri]),
    ).toEqual([
      ["header:Content-Base", "https://outer.example/a/"],
      ["header:Content-Location", "https://outer.example/a/sub/page.html"],
    ]);
  });
  it("then options.base (§5.1.3)", () => {
    const { found } = mail(htmlMessage(page()), { base: "https://opt.example/p/q" });
    expect(rel(found).uri).toBe("https://opt.example/p/b/c.html");
  });
  it("else left as written, marked relative (§5.1.4): no valid URI, only with includeInvalid", () => {
    expect(mail(htmlMessage(page())).found.filter((f) => f.delimiter === "html")).toEqual([]);
    const f = rel(mail(htmlMessage(page()), { includeInvalid: true }).found);
    expect(f.uri).toBe("b/c.html");
    expect(f.relative).toBe(true);
    expect(f.valid).toBe(false);
    expect(f.errors).toEqual(["missing-scheme"]);
    expect(f.scheme).toBe("");
    expect(f.normalized).toBeNull();
  });
  it("the schemes filter drops unresolved references", () => {
    expect(mail(htmlMessage(page()), { schemes: ["https"] }).found).toEqual([]);
  });
});

describe("URLs in other attributes and in CSS (session 48: wget2's and parse-srcset's tests)", () => {
  const links = (html: string, options = {}) =>
    mail(htmlMessage(html), options)
      .found.filter((f) => f.delimiter === "html")
      .map((f) => [f.uri, f.raw]);
  it("srcset: each image candidate's URL (HTML §4.8.4.3.10), in order with the src", () => {
    expect(
      links(
        `<img src="https://i.example/s.png" srcset="https://i.example/m.png 2x,https://i.example/l.png 3x , https://i.example/w.png 100w"><picture><source srcset="https://i.example/logo.svg"></picture>`,
      ),
    ).toEqual([
      ["https://i.example/s.png", "https://i.example/s.png"],
      ["https://i.example/m.png", "https://i.example/m.png"],
      ["https://i.example/l.png", "https://i.example/l.png"],
      ["https://i.example/w.png", "https://i.example/w.png"],
      ["https://i.example/logo.svg", "https://i.example/logo.svg"],
    ]);
    // a URL that ends with commas has no descriptors; a descriptor's parentheses hold commas
    expect(
      links(`<img srcset="https://i.example/a.png,, https://i.example/b.png (a, b) 1x">`),
    ).toEqual([
      ["https://i.example/a.png", "https://i.example/a.png"],
      ["https://i.example/b.png", "https://i.example/b.png"],
    ]);
  });
  it("a meta refresh's URL (HTML §4.2.5.3), whatever the attributes' order; not another meta's content", () => {
    const want = [["https://landing.example/x", "https://landing.example/x"]];
    expect(links(`<meta http-equiv="Refresh" content="0; url=https://landing.example/x">`)).toEqual(
      want,
    );
    expect(links(`<meta content="5;URL='https://landing.example/x'" http-equiv=refresh>`)).toEqual(
      want,
    );
    expect(links(`<meta content="3, https://landing.example/x">`)).toEqual([]);
    expect(links(`<meta name="description" content="0; url=https://landing.example/x">`)).toEqual(
      [],
    );
    expect(links(`<meta http-equiv="refresh" content="30">`)).toEqual([]);
  });
  it("CSS url() in a style attribute and a <style> element (CSS Syntax §4.3.6), resolved", () => {
    expect(
      links(
        `<style>a{x:url("https://c.example/a.png")} b{x:URL( b.png )} c{x:myurl(https://c.example/no)}</style><div style="background-image: url('https://c.example/bg.png')">x</div>`,
        { base: "https://base.example/d/" },
      ),
    ).toEqual([
      ["https://c.example/a.png", "https://c.example/a.png"],
      ["https://base.example/d/b.png", "b.png"],
      ["https://c.example/bg.png", "https://c.example/bg.png"],
    ]);
    // a comment's url() is loaded by nobody (CSS Syntax §4.3.2)
    expect(
      links(
        `<style>/* url(https://old.example/x.png) */ a{x:url(https://c.example/y.png)}</style>`,
      ),
    ).toEqual([["https://c.example/y.png", "https://c.example/y.png"]]);
    // character references in the attribute (Outlook writes &quot;): read decoded
    expect(
      links(`<td style="background:url(&quot;https://c.example/q?a=1&amp;b=2&quot;)">y</td>`),
    ).toEqual([
      [
        "https://c.example/q?a=1&b=2",
        "background:url(&quot;https://c.example/q?a=1&amp;b=2&quot;)",
      ],
    ]);
  });
  it("a <base href> that makes no valid URI is passed over (wget2's test-base.c)", () => {
    expect(
      links(`<base href="http://"><a href="/sub/page.html">x</a>`, {
        base: "http://localhost:8080/index2.html",
      }),
    ).toEqual([["http://localhost:8080/sub/page.html", "/sub/page.html"]]);
  });
});
