// libmime and libqp are loaded when the first mail needs them, htmlparser2 and entities when
// the first HTML part does (src/mail/mail-libraries.ts): a user who only scans text does not
// pay their ~60 ms and ~15 MB.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/index.js";
import { QUOTE } from "../../src/mail/html-collector.js";

const loaded = (name: string): boolean =>
  Object.keys(createRequire(import.meta.url).cache).some((k) =>
    k.includes(`/node_modules/${name}/`),
  );

describe("the MIME libraries load on first use", () => {
  it("not for text, then for a quoted-printable mail part", () => {
    expect(extract("see <http://example.org/a> and\n", { mode: "auto" })).toHaveLength(1);
    expect(extract("From: a@b\n\nhttp://example.org/\n", { mode: "text" })).toHaveLength(1);
    expect(loaded("libmime")).toBe(false);
    expect(loaded("libqp")).toBe(false);
    const mail = [
      "From: a@example.org",
      "Subject: x",
      "MIME-Version: 1.0",
      'Content-Type: text/plain; charset="utf-8"',
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "see http://example.org/a-very-long-path-that-the-mailer-broke-with-a-soft-line=",
      "-break/index.html",
      "",
    ].join("\r\n");
    const found = extract(mail, { mode: "mail" }).map((f) => f.uri);
    expect(found).toEqual([
      "http://example.org/a-very-long-path-that-the-mailer-broke-with-a-soft-line-break/index.html",
    ]);
    expect(loaded("libmime")).toBe(true);
    expect(loaded("libqp")).toBe(true);
    expect(loaded("htmlparser2")).toBe(false);
  });

  it("htmlparser2 and entities: for the first HTML part", async () => {
    expect(loaded("htmlparser2")).toBe(false);
    expect(loaded("entities")).toBe(false);
    const mail = [
      "From: a@example.org",
      "MIME-Version: 1.0",
      'Content-Type: text/html; charset="utf-8"',
      "",
      '<p>see <a href="http://example.org/a?x=1&amp;y=2">this</a> &amp; http://example.org/b</p>',
      "",
    ].join("\r\n");
    expect(extract(mail, { mode: "mail" }).map((f) => f.uri)).toEqual([
      "http://example.org/a?x=1&y=2",
      "http://example.org/b",
    ]);
    expect(loaded("htmlparser2")).toBe(true);
    expect(loaded("entities")).toBe(true);
    // the quote kinds html.ts compares with are the library's own
    const { QuoteType } = await import("htmlparser2");
    expect(QUOTE).toEqual({
      NoValue: QuoteType.NoValue,
      Unquoted: QuoteType.Unquoted,
      Single: QuoteType.Single,
      Double: QuoteType.Double,
    });
  });
});
