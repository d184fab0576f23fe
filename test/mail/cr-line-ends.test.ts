/**
 * Mail whose lines end with CR alone (src/mail/cr-line-ends.ts): read as LF-ended, byte for
 * byte, in mode mail and when mode auto sniffs it; LF and CRLF input untouched.
 */
import { describe, expect, it } from "vitest";
import type { Found } from "../../src/extract/types.js";
import { createScanner, extract } from "../../src/mail/dispatch.js";
import { lineEnds, sniff } from "../../src/mail/sniff.js";

const MAC = [
  "From: a@example.org",
  "To: b@example.org",
  "Subject: mac line ends",
  "List-Unsubscribe: <mailto:leave@example.org>",
  "MIME-Version: 1.0",
  'Content-Type: multipart/alternative; boundary="b1"',
  "",
  "--b1",
  "Content-Type: text/plain",
  "",
  "See http://example.org/cr-only for details, or",
  "<http://example.org/a/very/long/path/",
  "  wrapped.html>.",
  "--b1",
  "Content-Type: text/html",
  "",
  '<p><a href="https://example.org/html">x</a></p>',
  "--b1--",
  "",
].join("\r");

const key = (f: Found) =>
  `${f.uri} ${f.start} ${f.end} ${f.line}:${f.column} ${f.message?.part} ${f.message?.subject}`;

describe("CR-ended mail", () => {
  const bytes = Buffer.from(MAC);
  const want = [
    "mailto:leave@example.org",
    "http://example.org/cr-only",
    "http://example.org/a/very/long/path/wrapped.html",
    "https://example.org/html",
  ];

  it("is read as mail: its header fields, its parts and their URIs", () => {
    const found = extract(bytes, { mode: "mail" });
    expect(found.map((f) => f.uri)).toEqual(want);
    expect(found.every((f) => f.message?.subject === "mac line ends")).toBe(true);
    // positions in the part, its lines ended by the CRs
    const [plain, wrapped] = [found[1]!, found[2]!];
    expect([plain.line, plain.column, plain.message?.part]).toEqual([1, 5, "text/plain"]);
    expect([wrapped.line, wrapped.column, wrapped.wrapped]).toEqual([2, 1, true]);
  });

  it("is sniffed as mail by mode auto", () => {
    expect(sniff(bytes, true)).toBe("mail");
    expect(extract(bytes).map((f) => f.uri)).toEqual(want);
  });

  it("gives the same records wherever the input is cut (a CR at a chunk's end among them)", () => {
    const whole = extract(bytes, { mode: "mail" }).map(key);
    for (const mode of ["mail", "auto"] as const) {
      for (let k = 1; k < bytes.length; k++) {
        const out: Found[] = [];
        const s = createScanner({ mode }, (f) => out.push(f));
        s.push(bytes.subarray(0, k));
        s.push(bytes.subarray(k));
        s.end();
        expect(out.map(key), `${mode} cut at ${k}`).toEqual(whole);
      }
    }
  });

  it("reads CRLF and LF mail as before: a CR that an LF follows is no line end of its own", () => {
    const crlf = Buffer.from(MAC.replaceAll("\r", "\r\n"));
    const lf = Buffer.from(MAC.replaceAll("\r", "\n"));
    expect(extract(crlf, { mode: "mail" }).map((f) => f.uri)).toEqual(want);
    expect(extract(lf, { mode: "mail" }).map((f) => f.uri)).toEqual(want);
  });
});

describe("lineEnds", () => {
  it("decides by the first line break", () => {
    expect(lineEnds(Buffer.from("a\rb\nc"), false)).toBe("cr");
    expect(lineEnds(Buffer.from("a\r\nb\rc"), false)).toBe("lf");
    expect(lineEnds(Buffer.from("a\nb\rc"), false)).toBe("lf");
    // a CR at the end: its LF may come next
    expect(lineEnds(Buffer.from("abc\r"), false)).toBe(undefined);
    expect(lineEnds(Buffer.from("abc\r"), true)).toBe("cr");
    expect(lineEnds(Buffer.from("abc"), false)).toBe(undefined);
    expect(lineEnds(Buffer.from("abc"), true)).toBe("lf");
  });
});
