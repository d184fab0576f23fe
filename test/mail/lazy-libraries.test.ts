// libmime and libqp are loaded when the first mail needs them (src/mail/mime-libraries.ts):
// a user who only scans text does not pay their ~45 ms and ~13 MB.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/index.js";

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
  });
});
