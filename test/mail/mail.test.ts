import { encode as qpEncode, wrap as qpWrap } from "libqp";
import { describe, expect, it } from "vitest";
import type { Found } from "../../src/extract/types.js";
import { extract } from "../../src/index.js";
import { createScanner } from "../../src/mail/dispatch.js";
import { createMailScanner, type MailOptions } from "../../src/mail/mail-scanner.js";
import { mail, uris } from "./helpers.js";

const head = (ct: string, cte = "7bit", extra = "") => `From: Ana <ana@example.org>
To: list@example.org
Subject: test
Date: Wed, 10 May 2023 16:20:31 +0200
Message-ID: <t1@example.org>
MIME-Version: 1.0
${extra}Content-Type: ${ct}
Content-Transfer-Encoding: ${cte}
`;

/** a message run through a mail scanner whose maxMessageSize is 1,000 bytes */
function oversized(text: string): { found: string[]; warnings: string[] } {
  const out: Found[] = [];
  const warnings: string[] = [];
  const options: MailOptions = { maxMessageSize: 1000, onWarning: (w) => warnings.push(w) };
  const s = createMailScanner(options, (f) => out.push(f));
  s.push(Buffer.from(text));
  s.end();
  return { found: uris(out), warnings };
}

describe("headers", () => {
  it("List-*, Archived-At with delimiter header and part header:<Name>, folded values unfolded", () => {
    const msg = `${head("text/plain")}List-Unsubscribe: <https://lists.example.org/options/x>,\n <mailto:x-leave@lists.example.org?subject=unsubscribe>
List-Archive: <https://lists.example.org/archives/
 list/x/>
List-Post: NO (posting not allowed)
Archived-At: <https://lists.example.org/x/msg1.html>
X-Other: <https://not-reported.example.org/>

body
`;
    const { found } = mail(msg);
    expect(found.map((f) => [f.message?.part, f.uri, f.delimiter])).toEqual([
      ["header:List-Unsubscribe", "https://lists.example.org/options/x", "header"],
      ["header:List-Unsubscribe", "mailto:x-leave@lists.example.org?subject=unsubscribe", "header"],
      ["header:List-Archive", "https://lists.example.org/archives/list/x/", "header"],
      ["header:Archived-At", "https://lists.example.org/x/msg1.html", "header"],
    ]);
    expect(found[2]!.wrapped).toBe(true);
    expect(found[1]!.raw).toBe("<mailto:x-leave@lists.example.org?subject=unsubscribe>");
  });
  it("encoded-words in a List-* field are decoded (Python's email package folds a long <URL> so)", () => {
    // (session 42, the mail hunt: policy.default writes a List-Archive longer than a line as
    // RFC 2047 encoded-words, which RFC 2047 §5 forbids there; a client shows the URL)
    const msg = `${head("text/plain")}List-Archive: =?utf-8?q?=3Chttp=3A//docs=2Epython=2Eorg/2023-March/papers/tk?=
 =?utf-8?q?179/guide/config/team/thread/papers/files/files/reports/2023-Marc?=
 =?utf-8?q?h/slides/archive=3Fb=3D2=3E?=
List-Unsubscribe: <mailto:x-leave@lists.example.org>, =?utf-8?q?=3Chttps=3A//lists=2Eexample=2Eorg/u=3E?=

body
`;
    expect(uris(mail(msg).found)).toEqual([
      "http://docs.python.org/2023-March/papers/tk179/guide/config/team/thread/papers/files/files/reports/2023-March/slides/archive?b=2",
      "mailto:x-leave@lists.example.org",
      "https://lists.example.org/u",
    ]);
  });
  it("a field's records: byte offsets in the (unfolded) value; a long List-* field in linear time", () => {
    const field = (n: number) =>
      Array.from({ length: n }, (_, k) => `«${k}» <https://lists.example.org/${k}>`).join(", ");
    const value = field(3);
    const { found } = mail(`${head("text/plain")}List-Help: ${value}\n\nbody\n`, {}, false);
    expect(found.map((f) => f.start)).toEqual(
      found.map((f) => Buffer.byteLength(value.slice(0, value.indexOf(f.raw)))),
    );
    expect(found.map((f) => f.end - f.start)).toEqual(found.map((f) => f.raw.length));
    // the offsets were counted from the value's start for each URI: 800 kB took seconds
    const time = (n: number) => {
      const msg = `${head("text/plain")}List-Unsubscribe: ${field(n)}\n\nbody\n`;
      const t = performance.now();
      const r = mail(msg, {}, false);
      expect(r.found.length).toBe(n);
      return performance.now() - t;
    };
    time(2000);
    expect(time(32000)).toBeLessThan(16 * 4 * time(2000) + 100);
  });
  it("message info: index, Message-ID, Date, RFC 2047-decoded Subject", () => {
    const msg = head("text/plain").replace(
      "Subject: test",
      "Subject: =?utf-8?q?Caf=C3=A9?=\n =?iso-8859-1?b?IOlk?=",
    );
    const { found } = mail(`${msg}\nhttps://example.org/\n`);
    expect(found[0]!.message).toEqual({
      index: 0,
      messageId: "<t1@example.org>",
      date: "Wed, 10 May 2023 16:20:31 +0200",
      subject: "Café éd",
      part: "text/plain",
    });
  });
  it("the Subject's URIs, read as text after RFC 2047 decoding: part header:Subject", () => {
    const msg = head("text/plain").replace(
      "Subject: test",
      "Subject: =?utf-8?q?Build_=C3=BC_at_https://ci.example/b/42?=\n and <http://x.example/y>.",
    );
    const { found } = mail(`${msg}\nhttps://example.org/\n`);
    expect(found.map((f) => [f.message?.part, f.uri, f.delimiter, f.start])).toEqual([
      ["header:Subject", "https://ci.example/b/42", "bare", Buffer.byteLength("Build ü at ")],
      [
        "header:Subject",
        "http://x.example/y",
        "angle",
        Buffer.byteLength("Build ü at https://ci.example/b/42 and "),
      ],
      ["text/plain", "https://example.org/", "bare", 0],
    ]);
    // the options hold there too; a Subject without a URI gives nothing
    expect(uris(mail(`${msg}\nbody\n`, { schemes: ["http"] }).found)).toEqual([
      "http://x.example/y",
    ]);
    expect(mail(`${head("text/plain")}\nbody\n`).found).toEqual([]);
  });
});

describe("transfer encodings and charsets", () => {
  it("quoted-printable: a URL cut by soft line breaks and =3D in its query is found whole", () => {
    const body = "see https://example.com/very/lo=\nng/path?a=3D1&b=3D2 and more\n";
    const { found } = mail(`${head("text/plain; charset=utf-8", "quoted-printable")}\n${body}`);
    expect(uris(found)).toEqual(["https://example.com/very/long/path?a=1&b=2"]);
    const f = found[0]!;
    expect(f.start).toBe(4);
    expect(f.line).toBe(1);
  });
  it("quoted-printable as libqp wraps it", () => {
    const url = `https://example.org/${"segment/".repeat(12)}file.html?q=${"v".repeat(30)}&x=é`;
    const body = qpWrap(qpEncode(`Look: ${url} — thanks\n`), 76);
    const { found } = mail(`${head("text/plain; charset=utf-8", "quoted-printable")}\n${body}`);
    expect(uris(found)).toEqual([url]);
  });
  it("base64", () => {
    const b64 = Buffer.from("Read https://example.org/base64/doc.html today.\n").toString("base64");
    const { found } = mail(`${head("text/plain; charset=utf-8", "base64")}\n${b64}\n`);
    expect(uris(found)).toEqual(["https://example.org/base64/doc.html"]);
  });
  it("charsets: ISO-8859-1, windows-1252 smart quotes, KOI8-R, Shift_JIS", () => {
    const cases: Array<[string, Buffer, string]> = [
      [
        "iso-8859-1",
        Buffer.from("caf\xe9 http://example.org/caf\xe9 x\n", "latin1"),
        "http://example.org/café",
      ],
      [
        "windows-1252",
        Buffer.from("\x93http://example.org/q\x94\n", "latin1"),
        "http://example.org/q",
      ],
      [
        "koi8-r",
        Buffer.from([0xf0, 0x20, ...Buffer.from("http://example.ru/a\n")]),
        "http://example.ru/a",
      ],
      [
        "shift_jis",
        Buffer.from([0x82, 0xa0, 0x20, ...Buffer.from("https://example.jp/b\n")]),
        "https://example.jp/b",
      ],
    ];
    for (const [cs, bytes, url] of cases) {
      const msg = Buffer.concat([
        Buffer.from(`${head(`text/plain; charset="${cs}"`, "8bit")}\n`.replace(/\n/g, "\r\n")),
        bytes,
      ]);
      const { found } = { found: [] as Found[] };
      const s = createMailScanner({}, (f) => found.push(f));
      s.push(msg);
      s.end();
      expect(uris(found), cs).toEqual([url]);
    }
  });
  it("unlabelled 8-bit text that is not UTF-8, in a part and in a header: windows-1252", () => {
    // a pre-MIME message in Latin-1: no Content-Type at all
    const msg = Buffer.from(
      "From: Ana <ana@example.org>\nSubject: x\nList-Archive: <http://example.org/\xe9t\xe9>\n\n" +
        "voir http://example.org/caf\xe9 et \x93http://example.org/q\x94\n",
      "latin1",
    );
    const found: Found[] = [];
    const s = createMailScanner({}, (f) => found.push(f));
    s.push(msg);
    s.end();
    expect(uris(found).sort()).toEqual([
      "http://example.org/café",
      "http://example.org/q",
      "http://example.org/été",
    ]);
    // one stray Latin-1 byte in UTF-8 text: the UTF-8 stays UTF-8, the offsets the bytes'
    const body = Buffer.from(
      "body http://b.example/caf\xc3\xa9 and na\xefve http://c.example/\xe9t\xe9\n",
      "latin1",
    );
    const got: Found[] = [];
    const t = createMailScanner({}, (f) => got.push(f));
    t.push(Buffer.concat([Buffer.from("From: a@b.example\n\n"), body]));
    t.end();
    expect(got.map((f) => [f.uri, f.start, f.end])).toEqual([
      ["http://b.example/café", 5, 27],
      ["http://c.example/été", 38, 58],
    ]);
  });
  it("charsets TextDecoder lacks are read by iconv-lite: UTF-7 (RFC 2152), cp932, ibm852, ISO-8859-16", () => {
    // a UTF-7 part writes "<", ">", '"' and non-ASCII letters in base64 shifts ("+ADw-"): read
    // as bytes, "+AD4-" was glued to the URI (mailman's ascii_in_utf7.eml)
    const utf7 = mail(
      `${head("text/plain; charset=utf-7")}\n+ADw-http://www.example.com/a+AD4- and http://www.example.com/caf+AOk-\n`,
    );
    expect(uris(utf7.found)).toEqual(["http://www.example.com/a", "http://www.example.com/café"]);
    expect(utf7.warnings).toEqual([]);
    const bytes = (charset: string, tail: number[]) => {
      const warnings: string[] = [];
      const input = Buffer.concat([
        Buffer.from(`${head(`text/plain; charset=${charset}`, "8bit")}\nhttp://x.example/`),
        Buffer.from(tail),
        Buffer.from("\n"),
      ]);
      const found = extract(input, { mode: "mail", onWarning: (w) => warnings.push(w) });
      return { found, warnings };
    };
    const cp932 = bytes("cp932", [0x82, 0xa0]);
    expect([uris(cp932.found), cp932.warnings]).toEqual([["http://x.example/あ"], []]);
    const ibm852 = bytes("ibm852", [0xa5]);
    expect([uris(ibm852.found), ibm852.warnings]).toEqual([["http://x.example/ą"], []]);
    const latin10 = bytes("iso-8859-16", [0xaa]);
    expect([uris(latin10.found), latin10.warnings]).toEqual([["http://x.example/Ș"], []]);
    // (review) iconv-lite's "hex", "base64", "ucs2" are no charsets: a part so labelled is
    // read as windows-1252 with a warning, not turned into hex digits
    for (const label of ["hex", "base64", "ucs2", "binary"]) {
      const r = bytes(label, [0x61]);
      expect([label, uris(r.found), r.warnings.length]).toEqual([label, ["http://x.example/a"], 1]);
    }
  });
  it("an unknown charset falls back with a warning", () => {
    const { found, warnings } = mail(
      `${head("text/plain; charset=x-klingon", "8bit")}\nhttps://example.org/k\n`,
    );
    expect(uris(found)).toEqual(["https://example.org/k"]);
    expect(warnings.some((w) => /unknown charset/.test(w))).toBe(true);
  });
  it("format=flowed with DelSp=yes joins a URL broken at a soft break", () => {
    const body =
      "Go to https://example.org/a/very/long/ \npath/index.html now\n> quoted https://example.org/q/ \n> more\n";
    const { found } = mail(
      `${head("text/plain; charset=utf-8; format=flowed; delsp=yes")}\n${body}`,
    );
    expect(uris(found)).toEqual([
      "https://example.org/a/very/long/path/index.html",
      "https://example.org/q/more",
    ]);
  });
});

describe("MIME structure", () => {
  it("nested multiparts, text attachments scanned, binary parts never decoded", () => {
    const pdf = Buffer.from("%PDF http://inside.pdf.example/no").toString("base64");
    const log = Buffer.from("fetch https://dl.example.org/x.tgz\n").toString("base64");
    const msg = `${head('multipart/mixed; boundary="outer"')}
preamble http://preamble.example/ignored
--outer
Content-Type: multipart/alternative; boundary=inner

--inner
Content-Type: text/plain

plain https://example.org/plain
--inner
Content-Type: text/html

<a href="https://example.org/html">x</a>
--inner--
--outer
Content-Type: application/pdf
Content-Transfer-Encoding: base64

${pdf}
--outer
Content-Type: text/x-log; name=build.log
Content-Disposition: attachment; filename=build.log
Content-Transfer-Encoding: base64

${log}
--outer--
epilogue http://epilogue.example/ignored
`;
    const { found, warnings } = mail(msg);
    expect(found.map((f) => [f.message?.part, f.uri])).toEqual([
      ["text/plain", "https://example.org/plain"],
      ["text/html", "https://example.org/html"],
      ["text/x-log", "https://dl.example.org/x.tgz"],
    ]);
    expect(warnings).toEqual([]);
  });
  it("message/rfc822 attachments are walked, with their own message info", () => {
    const msg = `${head('multipart/mixed; boundary="b"')}
--b
Content-Type: text/plain

Forwarding.
--b
Content-Type: message/rfc822

From: Bob <bob@example.net>
Subject: =?utf-8?q?inner_=E2=9C=93?=
Message-ID: <inner@example.net>
List-Archive: <https://lists.example.net/arch/>
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: quoted-printable

inner https://example.net/in=
ner?x=3Dy
--b--
`;
    const { found } = mail(msg);
    expect(
      found.map((f) => [f.message?.part, f.message?.subject, f.message?.messageId, f.uri]),
    ).toEqual([
      ["header:List-Archive", "inner ✓", "<inner@example.net>", "https://lists.example.net/arch/"],
      ["text/plain", "inner ✓", "<inner@example.net>", "https://example.net/inner?x=y"],
    ]);
  });
  it("multipart/digest parts default to message/rfc822", () => {
    const msg = `${head("multipart/digest; boundary=d")}
--d

Subject: one

https://example.org/one
--d--
`;
    expect(uris(mail(msg).found)).toEqual(["https://example.org/one"]);
  });
});

describe("broken mail never stops the run", () => {
  it("a missing closing boundary: the parts are read, with a warning", () => {
    const msg = `${head("multipart/mixed; boundary=b")}
--b
Content-Type: text/plain

first https://example.org/1
--b
Content-Type: text/plain

second https://example.org/2
`;
    const { found, warnings } = mail(msg);
    expect(uris(found)).toEqual(["https://example.org/1", "https://example.org/2"]);
    expect(warnings.some((w) => /closing boundary/.test(w))).toBe(true);
  });
  it("a boundary that never appears: the body is read as text", () => {
    const { found, warnings } = mail(
      `${head("multipart/mixed; boundary=zz")}\nhttps://example.org/x\n`,
    );
    expect(uris(found)).toEqual(["https://example.org/x"]);
    expect(warnings).toHaveLength(1);
  });
  it("bad base64 yields what decodes, with a warning", () => {
    const good = Buffer.from("see https://example.org/b64 ok").toString("base64");
    const { found, warnings } = mail(`${head("text/plain", "base64")}\n${good}\n!!garbage!!\n`);
    expect(uris(found)).toEqual(["https://example.org/b64"]);
    expect(warnings.some((w) => /bad base64/.test(w))).toBe(true);
  });
  it("a truncated archive: the last message yields what it has", () => {
    const box = `From a@b Tue Jan  3 15:02:58 2023
${head("multipart/mixed; boundary=b")}
--b
Content-Type: text/plain

ok https://example.org/1
--b--

From a@b Tue Jan  3 15:02:59 2023
${head("multipart/mixed; boundary=b")}
--b
Content-Type: text/plain

cut https://example.org/2 and the rest is mis`;
    const { found, warnings } = mail(box);
    expect(found.map((f) => [f.message?.index, f.uri])).toEqual([
      [0, "https://example.org/1"],
      [1, "https://example.org/2"],
    ]);
    expect(warnings).toHaveLength(1);
  });
});

describe("mbox and detection", () => {
  const box = `From ana@example.org Wed May 10 16:20:31 2023
${head("text/plain")}
>From the docs: https://example.org/1
>>From here
From bob@example.net Thu May 11 09:00:00 2023
${head("text/plain")}
https://example.org/2
`;
  it("splits an mboxrd archive, unescapes >From lines", () => {
    const { found } = mail(box);
    expect(found.map((f) => [f.message?.index, f.uri, f.column])).toEqual([
      [0, "https://example.org/1", 16],
      [1, "https://example.org/2", 1],
    ]);
  });
  it(">From escapes are undone in every part that is read, once, before decoding", () => {
    const archive = `From ana@example.org Wed May 10 16:20:31 2023
From: a@example.org
Message-ID: <esc@example.org>
>From: not a header field
Content-Type: multipart/mixed; boundary=B

--B
Content-Type: text/plain

>From http://a.example/plain
>>From http://b.example/twice
--B
Content-Type: text/html

<p>x</p>
>From <a href="http://c.example/html">c</a>
--B
Content-Type: message/rfc822
Content-Transfer-Encoding: quoted-printable

Message-ID: <inner@example.org>
Content-Type: text/plain

>From http://d.example/qp
=3EFrom http://e.example/encoded
--B--
From bob@example.net Thu May 11 09:00:00 2023
Message-ID: <next@example.org>

>From http://f.example/next
`;
    const { found } = mail(archive);
    expect(found.map((f) => [f.uri, f.line, f.column, f.start])).toEqual([
      ["http://a.example/plain", 1, 6, 5],
      ["http://b.example/twice", 2, 7, 35],
      ["http://c.example/html", 2, 15, 24],
      ["http://d.example/qp", 1, 6, 5],
      ["http://e.example/encoded", 2, 7, 32],
      ["http://f.example/next", 1, 6, 5],
    ]);
  });
  it("auto mode detects mbox and RFC 5322 messages; text stays text", () => {
    const run = (s: string) => {
      const out: Found[] = [];
      const sc = createScanner({}, (f) => out.push(f));
      sc.push(Buffer.from(s));
      sc.end();
      return out;
    };
    expect(run(box).every((f) => f.message !== undefined)).toBe(true);
    expect(run(`${head("text/plain")}\nhttps://example.org/eml\n`)[0]!.message?.part).toBe(
      "text/plain",
    );
    const t = run("Just text with https://example.org/t in it.\n");
    expect(uris(t)).toEqual(["https://example.org/t"]);
    expect(t[0]!.message).toBeUndefined();
  });
  it("results do not depend on the chunking", () => {
    const bytes = Buffer.from(box.replace(/\n/g, "\r\n"));
    const whole: Found[] = [];
    const s0 = createScanner({}, (f) => whole.push(f));
    s0.push(bytes);
    s0.end();
    for (const size of [1, 2, 3, 7, 64]) {
      const out: Found[] = [];
      const s = createScanner({}, (f) => out.push(f));
      for (let i = 0; i < bytes.length; i += size) s.push(bytes.subarray(i, i + size));
      s.end();
      expect(out, `chunks of ${size}`).toEqual(whole);
    }
  });
  it("a From_ line of about the longest length decides alike for every cut (auto and mail)", () => {
    // a From_ line is at most 1,024 bytes (mbox.ts): with one of 1,020–1,026 bytes, LF or
    // CRLF, first in the input and again after a message, a cut near byte 1,024 of either
    // must not change whether it starts a message (it did when the cut fell at 1,024)
    const run = (bytes: Buffer, mode: "auto" | "mail", cuts: number[]) => {
      const out: Found[] = [];
      const s = createScanner({ mode }, (f) => out.push(f));
      let p = 0;
      for (const c of [...cuts, bytes.length]) {
        s.push(bytes.subarray(p, c));
        p = c;
      }
      s.end();
      return out;
    };
    for (const len of [1020, 1023, 1024, 1025, 1026]) {
      for (const eol of ["\n", "\r\n"]) {
        const line = "From a@b Mon Jan  1 00:00:00 2023 ".padEnd(len, "x");
        const second = `From c@d Mon Jan  2 00:00:00 2023\n\n${line}${eol}`;
        const text = `${line}${eol}Subject: s\n\n<http://example.org/y>\n${second}http://example.org/z\n`;
        const bytes = Buffer.from(text);
        const at2 = text.indexOf(second) + second.indexOf(line);
        for (const mode of ["auto", "mail"] as const) {
          const whole = run(bytes, mode, []);
          expect(whole.length).toBeGreaterThan(0);
          for (let d = 1020; d <= 1028; d++) {
            expect(run(bytes, mode, [d]), `${len} ${mode} cut ${d}`).toEqual(whole);
            expect(run(bytes, mode, [at2 + d]), `${len} ${mode} cut ${at2 + d}`).toEqual(whole);
          }
        }
      }
    }
  });
  it("mode auto: a header block's blank line at the 64 kB look limit decides alike for every cut", () => {
    // the CR of the blank line at byte 65,535, its LF after: a look at 65,536 bytes said
    // "text", the whole input "mail"
    const line = "X-Filler: 0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghij\r\n";
    let head = "From: a@example.org\r\nSubject: s\r\n";
    while (head.length + line.length <= 65_535) head += line;
    head += `X-Pad: ${"p".repeat(65_535 - head.length - 9)}\r\n`;
    expect(head.length).toBe(65_535);
    const bytes = Buffer.from(`${head}\r\nbody <http://example.com/x>\r\n`);
    const run = (size: number) => {
      const out: Found[] = [];
      const s = createScanner({}, (f) => out.push(f));
      for (let i = 0; i < bytes.length; i += size) s.push(bytes.subarray(i, i + size));
      s.end();
      return out;
    };
    const whole = run(bytes.length);
    expect(whole.map((f) => [f.uri, f.message?.part])).toEqual([
      ["http://example.com/x", "text/plain"],
    ]);
    for (const size of [1, 4096, 65_536]) expect(run(size), `chunks of ${size}`).toEqual(whole);
  });
  it("mode auto decides on the first chunk when it can (a `tail -f` line is not held back)", () => {
    const out: Found[] = [];
    const s = createScanner({}, (f) => out.push(f));
    s.push(Buffer.from("GET http://a.example/x\n"));
    expect(out.map((f) => f.uri)).toEqual(["http://a.example/x"]);
    s.end();
  });
  it("mode auto on tiny chunks: the detection holds the bytes in linear time", () => {
    // header-like lines and no blank line: detection waits up to 64 kB. It re-read and
    // re-joined all it held for every chunk: 64 kB in 1-byte chunks took 23 s
    const bytes = Buffer.from("X-a: b http://example.org/q\n".repeat(2300));
    const run = (mode: "auto" | "text") => {
      const out: Found[] = [];
      const t = performance.now();
      const s = createScanner({ mode }, (f) => out.push(f));
      for (let i = 0; i < bytes.length; i++) s.push(bytes.subarray(i, i + 1));
      s.end();
      return { out, ms: performance.now() - t };
    };
    run("text");
    const text = run("text");
    const auto = run("auto");
    expect(auto.out).toEqual(text.out);
    expect(auto.out.length).toBe(2300);
    expect(auto.ms).toBeLessThan(10 * text.ms + 300);
  });
  it("an oversized message: headers scanned, body skipped, a warning", () => {
    const big = `${head("text/plain", "7bit", "Archived-At: <https://example.org/arch/big>\n")}\n${"https://example.org/body ".repeat(100)}\n`;
    const { found, warnings } = oversized(big);
    expect(found).toEqual(["https://example.org/arch/big"]);
    expect(warnings).toHaveLength(1);
  });
  it("an oversized message keeps the same header lines wherever the input's chunks end", () => {
    // the header block ends near maxMessageSize, or passes it: what is kept is decided on the
    // message's first maxMessageSize bytes, never on how far the last chunk reached past them
    const fields = (n: number) =>
      Array.from({ length: n }, (_, k) => `Archived-At: <https://example.org/arch/${k}>\n`).join(
        "",
      );
    for (const n of [20, 24, 26, 40]) {
      const big = `${head("text/plain", "7bit", fields(n))}\n${"https://example.org/body ".repeat(100)}\n`;
      const bytes = Buffer.from(big);
      const run = (size: number) => {
        const out: Found[] = [];
        const warnings: string[] = [];
        const options: MailOptions = { maxMessageSize: 1000, onWarning: (w) => warnings.push(w) };
        const s = createMailScanner(options, (f) => out.push(f));
        for (let i = 0; i < bytes.length; i += size) s.push(bytes.subarray(i, i + size));
        s.end();
        return { uris: uris(out), warnings };
      };
      const whole = run(bytes.length);
      expect(whole.warnings).toHaveLength(1);
      expect(whole.uris).not.toContain("https://example.org/body");
      // every field that ends within the first 1,000 bytes is read
      const kept = fields(n)
        .split("\n")
        .filter((line) => line && big.indexOf(line) + line.length < 1000).length;
      expect(whole.uris.length, `${n} fields`).toBe(kept);
      for (const size of [1, 7, 64, 333, 999, 1000, 1001, 4096]) {
        expect(run(size), `${n} fields, chunks of ${size}`).toEqual(whole);
      }
    }
  });
});

describe("nesting and oversized messages warn once, and say why", () => {
  it("multiparts and attached messages nested too deep are skipped with a warning", () => {
    let deepMultipart = "see http://example.com/deep\n";
    let deepMessage = "see http://example.com/deep\n";
    for (let k = 0; k < 70; k++) {
      deepMultipart = `Content-Type: multipart/mixed; boundary=b${k}\n\n--b${k}\n${deepMultipart}--b${k}--\n`;
      deepMessage = `Content-Type: message/rfc822\n\nSubject: m${k}\n${deepMessage}`;
    }
    for (const [msg, kind] of [
      [deepMultipart, "multipart"],
      [deepMessage, "message/rfc822"],
    ] as const) {
      const { found, warnings } = mail(`From: a@example.org\n${msg}`);
      expect(uris(found)).toEqual([]);
      expect(warnings).toEqual([`message 0: ${kind} nested deeper than 64: skipped`]);
    }
  });
  it("an oversized multipart message: one warning, not one for its missing parts too", () => {
    const big = `${head("multipart/mixed; boundary=b")}\n--b\nContent-Type: text/plain\n\n${"https://example.org/body ".repeat(100)}\n--b--\n`;
    expect(oversized(big).warnings).toEqual([
      "message 0: larger than 1000 bytes: body skipped, headers scanned",
    ]);
  });
});

describe("parts that are text to a reader though not text/*", () => {
  it("a bounce's delivery status, a read receipt, XHTML; JSON and other attachments are not read", () => {
    const part = (ct: string, body: string) => `--b\nContent-Type: ${ct}\n\n${body}\n`;
    const msg = `${head("multipart/report; report-type=delivery-status; boundary=b")}\n${[
      part("text/plain", "Your message could not be delivered."),
      // RFC 3464 §2.3.6: the receiving system's own words, often with its help page
      part(
        "message/delivery-status",
        "Reporting-MTA: dns; mx.example.org\n\nFinal-Recipient: rfc822; x@example.com\nAction: failed\nStatus: 5.1.1\nDiagnostic-Code: smtp; 550-5.1.1 The email account does not exist.\n https://support.google.com/mail/?p=NoSuchUser",
      ),
      part("message/global-delivery-status", "Diagnostic-Code: smtp; see https://mx.example/550"),
      part("message/disposition-notification", "Reporting-UA: x; https://ua.example/"),
      part("application/xhtml+xml", '<p><a href="https://example.org/x">x</a></p>'),
      part("application/json", '{"u": "https://example.org/json"}'),
    ].join("")}--b--\n`;
    const { found } = mail(msg);
    expect(found.map((f) => [f.uri, f.message!.part])).toEqual([
      ["https://support.google.com/mail/?p=NoSuchUser", "message/delivery-status"],
      ["https://mx.example/550", "message/global-delivery-status"],
      ["https://ua.example/", "message/disposition-notification"],
      ["https://example.org/x", "application/xhtml+xml"],
    ]);
  });
});

describe("a header block without its blank line (RFC 5322 §2.1)", () => {
  // a line that is no field, continuation or blank ends the header: the body starts with it,
  // as Python's email parser reads it (MissingHeaderBodySeparatorDefect); before, such text
  // was skipped as header lines and its URIs silently lost
  it("text given as mail: all of it is the body, with a warning", () => {
    const { found, warnings } = mail("hello http://example.com/a\nmore http://b.example/\n");
    expect(uris(found)).toEqual(["http://example.com/a", "http://b.example/"]);
    expect(found[0]!.line).toBe(1);
    expect(found[0]!.message!.part).toBe("text/plain");
    expect(warnings).toEqual([
      "message 0: line 1 of its header is no field: read as the body from there",
    ]);
  });
  it("a URI that begins a line is no field: an mbox of one-line messages", () => {
    const { found, warnings } = mail(
      "From a@b Mon Jan  1 00:00:00 2024\nhttp://example.com/x\nsee http://example.com/y\n",
    );
    expect(uris(found)).toEqual(["http://example.com/x", "http://example.com/y"]);
    expect(warnings).toHaveLength(1);
  });
  it("a UTF-8 byte order mark before the first field is not the field's", () => {
    const body = Buffer.from("see http://body.example/20\n").toString("base64");
    // (its first field the Content-Type: read with the mark, it named another field)
    const msg = `\ufeffContent-Type: multipart/mixed; boundary=b\nFrom: a@example.org\n\n--b\nContent-Type: text/plain\nContent-Transfer-Encoding: base64\n\n${body}\n--b--\n`;
    const { found, warnings } = mail(msg);
    expect(found.map((f) => [f.uri, f.message!.part])).toEqual([
      ["http://body.example/20", "text/plain"],
    ]);
    expect(warnings).toEqual([]);
  });
  it("fields, then text: the fields are read, the body starts at the text", () => {
    const { found, warnings } = mail(
      "Subject: see https://example.org/s\nContent-Type: text/html\n<p><a href='https://example.org/h'>x</a>\n",
    );
    expect(found.map((f) => [f.uri, f.message!.part])).toEqual([
      ["https://example.org/s", "header:Subject"],
      ["https://example.org/h", "text/html"],
    ]);
    expect(warnings).toHaveLength(1);
  });
  it("a part with no header and no blank line after its boundary", () => {
    const msg = `${head("multipart/mixed; boundary=b")}\n--b\nhello http://example.com/a\n--b\nContent-Type: text/plain\nsee http://example.com/b\n--b--\n`;
    const { found, warnings } = mail(msg);
    expect(uris(found)).toEqual(["http://example.com/a", "http://example.com/b"]);
    expect(warnings).toEqual([
      "message 0: line 1 of a part's header is no field: read as the body from there",
      "message 0: line 2 of a part's header is no field: read as the body from there",
    ]);
  });
  it("a `From ` line or an obsolete `Name :` field does not end the block; a well-formed block warns of nothing", () => {
    const { found, warnings } = mail(
      "From a@b Mon Jan  1 00:00:00 2024\nSubject : https://example.org/s\n\nhttp://example.com/body\n",
    );
    expect(uris(found)).toEqual(["https://example.org/s", "http://example.com/body"]);
    expect(warnings).toEqual([]);
  });
  it("an oversized message keeps its header up to the first line that is no field", () => {
    const big = `Archived-At: <https://example.org/arch/1>\nthe text starts https://example.org/t\n${"https://example.org/body ".repeat(100)}\n`;
    expect(oversized(big)).toEqual({
      found: ["https://example.org/arch/1"],
      warnings: ["message 0: larger than 1000 bytes: body skipped, headers scanned"],
    });
  });
});

describe("fuzzy in mail mode", () => {
  // schemeless links have no ":" — a part without one must still be read when fuzzy
  it("finds schemeless links in text/plain and in HTML visible text without any colon", () => {
    const plain = `${head("text/plain")}\nsee www.example.com now\n`;
    const html = `${head("text/html")}\n<p>see www.example.org today</p>\n`;
    for (const [msg, want] of [
      [plain, "http://www.example.com"],
      [html, "http://www.example.org"],
    ] as const) {
      const found: Found[] = [];
      const s = createMailScanner({ fuzzy: true }, (f) => found.push(f));
      s.push(Buffer.from(msg));
      s.end();
      expect(found.map((f) => [f.uri, f.delimiter])).toEqual([[want, "fuzzy"]]);
      const off: Found[] = [];
      const t = createMailScanner({}, (f) => off.push(f));
      t.push(Buffer.from(msg));
      t.end();
      expect(off).toEqual([]);
    }
  });
});

describe("session 35: parts the mail hunt found lost or cut", () => {
  it("an invitation's folded DESCRIPTION is unfolded before it is read (RFC 5545 §3.1): the meeting link is whole", () => {
    const ics =
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDESCRIPTION:Join Zoom Meeting\\nhttps://us02web.zoom.us/j/85123456789?pwd=YWxhY2F6YW0xMjM0NTY3OD\n kw\\n\\nMeeting ID: 851\nX-ALT-DESC:Teams: https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjY3@thread.v2/\n\t0?context=%7b%22Tid%22%7d\\n\nEND:VEVENT\nEND:VCALENDAR";
    for (const cte of ["7bit", "base64", "quoted-printable"]) {
      const body =
        cte === "base64"
          ? Buffer.from(ics.replace(/\n/g, "\r\n")).toString("base64")
          : cte === "quoted-printable"
            ? qpWrap(qpEncode(ics.replace(/\n/g, "\r\n")), 40)
            : ics;
      const { found } = mail(`${head("text/calendar; charset=utf-8", cte)}\n${body}\n`);
      expect(
        found.map((f) => [f.uri, f.message!.part]),
        cte,
      ).toEqual([
        ["https://us02web.zoom.us/j/85123456789?pwd=YWxhY2F6YW0xMjM0NTY3ODkw", "text/calendar"],
        [
          "https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjY3@thread.v2/0?context=%7b%22Tid%22%7d",
          "text/calendar",
        ],
      ]);
    }
    // a text/plain part is no content lines: its indented line stays a line of its own
    expect(uris(mail(`${head("text/plain")}\nsee https://a.example/x\n y\n`).found)).toEqual([
      "https://a.example/x",
    ]);
  });

  it("a Content-Transfer-Encoding with a comment, quotes or a ';', uuencode, '8-bit': read, not skipped", () => {
    const b64 = Buffer.from("http://a.example/1\n").toString("base64");
    for (const cte of ["base64 (text)", '"base64"', "base64;", "BASE64"]) {
      const { found, warnings } = mail(`${head("text/plain", cte)}\n${b64}\n`);
      expect(uris(found), cte).toEqual(["http://a.example/1"]);
      expect(warnings, cte).toEqual([]);
    }
    expect(
      uris(mail(`${head("text/plain", "8-bit")}\nsee http://eightdash.example/\n`).found),
    ).toEqual(["http://eightdash.example/"]);
    // `uuencode` of "http://uu.example/\n" (POSIX uuencode's historical encoding)
    const uu = "begin 644 a.txt\n3:'1T<#HO+W5U+F5X86UP;&4O\"@``\n`\nend\n";
    for (const cte of ["x-uuencode", "uuencode", "x-uue", "uue"]) {
      expect(uris(mail(`${head("text/plain", cte)}\n${uu}`).found), cte).toEqual([
        "http://uu.example/",
      ]);
    }
  });

  it("an abuse report's Reported-URI (message/feedback-report, RFC 5965) is read", () => {
    const msg = `${head('multipart/report; report-type=feedback-report; boundary="arf"')}\n--arf\nContent-Type: text/plain\n\nAn abuse report.\n--arf\nContent-Type: message/feedback-report\n\nFeedback-Type: abuse\nVersion: 1\nReported-Uri: http://phish.example/login.php\n--arf--\n`;
    expect(mail(msg).found.map((f) => [f.uri, f.message!.part])).toEqual([
      ["http://phish.example/login.php", "message/feedback-report"],
    ]);
  });

  it("base64 made of pieces encoded one by one, each padded: every piece is decoded, with a warning", () => {
    const piece = (u: string) => Buffer.from(`${u}\n`).toString("base64");
    const { found, warnings } = mail(
      `${head("text/plain", "base64")}\n${piece("http://a.example/1")}\n${piece("http://a.example/2")}\n${piece("http://a.example/33")}\n`,
    );
    expect(uris(found)).toEqual([
      "http://a.example/1",
      "http://a.example/2",
      "http://a.example/33",
    ]);
    expect(warnings.some((w) => w.includes("data after padding"))).toBe(true);
  });

  it("an attached message's Subject is read, as the message's own (a client shows it)", () => {
    const msg = `${head('multipart/mixed; boundary="b"')}\n--b\nContent-Type: message/rfc822\n\nFrom: Bob <bob@example.net>\nSubject: New build at https://ci.example/b/42\nMessage-ID: <inner@example.net>\n\nbody\n--b--\n`;
    expect(mail(msg).found.map((f) => [f.uri, f.message!.part, f.message!.messageId])).toEqual([
      ["https://ci.example/b/42", "header:Subject", "<inner@example.net>"],
    ]);
  });
});

describe("session 43: a folded content line's URI keeps its place in the part as written", () => {
  const ics =
    "BEGIN:VEVENT\r\nDESCRIPTION:Join\\nhttps://us02web.zoom.us/j/85123456789?pwd=YWxhY2F6\r\n kw\\n\r\nURL:https://example.org/short\r\n\r\n X-A:see https://b.example/\r\n\tz/\r\n  y here\r\nEND:VEVENT\r\n";
  it("offsets, line, column and raw are the folded text's, and a fold inside it makes it wrapped", () => {
    const { found } = mail(`${head("text/calendar; charset=utf-8")}\n${ics}`);
    const part = Buffer.from(ics);
    expect(found.map((f) => [f.uri, f.wrapped, f.raw, f.line, f.column])).toEqual([
      [
        "https://us02web.zoom.us/j/85123456789?pwd=YWxhY2F6kw",
        true,
        "https://us02web.zoom.us/j/85123456789?pwd=YWxhY2F6\r\n kw",
        2,
        19,
      ],
      ["https://example.org/short", false, "URL:https://example.org/short", 4, 1],
      // (the second fold's line keeps a blank: the URI ends there)
      ["https://b.example/z/", true, "https://b.example/\r\n\tz/", 6, 10],
    ]);
    for (const f of found) expect(part.subarray(f.start, f.end).toString()).toBe(f.raw);
  });
  it("the same through the stream, whatever the chunks", () => {
    const msg = Buffer.from(`${head("text/calendar; charset=utf-8")}\n${ics}`);
    const whole = mail(msg.toString()).found;
    for (const size of [1, 7, 64]) {
      const got: Found[] = [];
      const s = createMailScanner({}, (f) => got.push(f));
      for (let i = 0; i < msg.length; i += size) s.push(msg.subarray(i, i + size));
      s.end();
      expect(got, `chunks of ${size}`).toEqual(whole);
    }
  });
});

describe("session 43: a format=flowed part's records keep their place in the part as written", () => {
  const body =
    "Hello, see \r\nhttps://example.org/a/very/long/path \r\nand \r\n> quoted http://q.example/x \r\n> more http://r.example/y\r\n \r\n end http://z.example/\r\n";
  for (const delsp of ["no", "yes"]) {
    it(`DelSp=${delsp}: offsets, line, column and raw are the part's, a soft break inside makes it wrapped`, () => {
      const { found } = mail(
        `${head(`text/plain; charset=utf-8; format=flowed; delsp=${delsp}`)}\n${body}`,
      );
      const part = Buffer.from(body);
      expect(found.map((f) => [f.uri, f.wrapped, f.line])).toEqual([
        // RFC 3676 §4.1: with DelSp=yes the space before the break is the break's
        delsp === "yes"
          ? ["https://example.org/a/very/long/pathand", true, 2]
          : ["https://example.org/a/very/long/path", false, 2],
        [delsp === "yes" ? "http://q.example/xmore" : "http://q.example/x", delsp === "yes", 4],
        ["http://r.example/y", false, 5],
        ["http://z.example/", false, 7],
      ]);
      for (const f of found) {
        expect(part.subarray(f.start, f.end).toString(), f.uri).toBe(f.raw);
        const lineStart = part.lastIndexOf(10, f.start - 1) + 1;
        expect(f.column, f.uri).toBe(f.start - lineStart + 1);
      }
    });
  }
});

describe("session 43: the review's cases (flowed positions)", () => {
  const spans = (ct: string, body: string) =>
    // (the message as written: LF or CRLF, not turned into CRLF)
    mail(`${head(ct)}\n${body}`, {}, false).found.map((f) => {
      expect(Buffer.from(body).subarray(f.start, f.end).toString(), f.uri).toBe(f.raw);
      return [f.uri, f.raw, f.wrapped];
    });
  it("a '>' that a quoted continuation line's text opens with closes the <…>, not its marker", () => {
    expect(
      spans(
        "text/plain; charset=utf-8; format=flowed; delsp=yes",
        "> see <https://example.com/abc \n> >\n> end\n",
      ),
    ).toEqual([["https://example.com/abc", "<https://example.com/abc \n> >", true]]);
    expect(
      spans(
        "text/plain; charset=utf-8; format=flowed",
        "> see <https://example.com/abc/ \n> >\n> end\n",
      ),
    ).toEqual([["https://example.com/abc/", "<https://example.com/abc/ \n> >", true]]);
  });
  it("a CRLF part: the CR libmime drops is no soft break (not wrapped), and raw keeps it", () => {
    expect(
      spans("text/plain; charset=utf-8; format=flowed", "see <\r\nhttps://example.com/a >\r\n"),
    ).toEqual([["https://example.com/a", "<\r\nhttps://example.com/a >", false]]);
  });
});
