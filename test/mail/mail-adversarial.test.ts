/**
 * Session 53's adversarial sweep of mail mode (the generator: /tmp/s53/mail/gen.mjs, its
 * useful cases here). Hostile mail gets a clean skip or a warning: no hang, no memory that
 * grows with the archive, no output lost without a word, the same records for any chunking.
 */

import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it, test } from "vitest";
import type { ExtractOptions, Found } from "../../src/extract/types.js";
import { createScanner, extract } from "../../src/mail/dispatch.js";
import { quoted } from "../../src/mail/warning-value.js";
import { mail, uris } from "./helpers.js";

const KB = 1024;
const hdr = (extra: string) => `From: a@b.example\nTo: c@d.example\nSubject: t\n${extra}`;

/** the best of `runs` timings of extract in mail mode on `input`, in ms */
function fastest(input: Buffer, runs: number, options: ExtractOptions = {}): number {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    extract(input, { mode: "mail", ...options });
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/** the records of `input` pushed to a mail scanner in pieces cut at `cuts` */
function chunked(input: Buffer, cuts: number[], options: ExtractOptions = {}): Found[] {
  const out: Found[] = [];
  const s = createScanner({ mode: "mail", ...options }, (f) => out.push(f));
  let prev = 0;
  for (const c of [...cuts, input.length]) {
    if (c > prev) s.push(input.subarray(prev, c));
    prev = c;
  }
  s.end();
  return out;
}

/** a deterministic generator of numbers in [0, 1) (xorshift32) */
function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

describe("a boundary that matches again and again off a line start", () => {
  // a boundary of dashes over a line of dashes: Buffer.indexOf matched at every byte of the
  // line and splitMultipart searched on from the next byte, each match as long as the
  // boundary — 20 kB took 30 ms, 80 kB 392 ms, 1 MB about a minute (quadratic)
  const input = (n: number) =>
    Buffer.from(
      hdr(`Content-Type: multipart/mixed; boundary="${"-".repeat(n / 8)}"\n\n`) +
        `x${"-".repeat(n)}\n--${"-".repeat(n / 8)}\nContent-Type: text/plain\n\nhttps://a.example/p\n`,
    );
  test("runs in linear time, and the part after it is read", () => {
    const small = input(128 * KB);
    expect(uris(extract(small, { mode: "mail" }))).toEqual(["https://a.example/p"]);
    fastest(small, 1);
    const t1 = fastest(small, 3);
    const t4 = fastest(input(512 * KB), 2);
    expect(t4, `${t1.toFixed(1)} ms, then ${t4.toFixed(1)} ms`).toBeLessThan(8 * t1 + 100);
  });
  it("a delimiter still needs a line start: one inside a line splits nothing", () => {
    const { found } = mail(
      hdr('Content-Type: multipart/mixed; boundary="b"\n\n') +
        "--b\nContent-Type: text/plain\n\nsee https://a.example/1 x--b\nhttps://a.example/2\n--b--\n",
    );
    expect(uris(found)).toEqual(["https://a.example/1", "https://a.example/2"]);
  });
});

describe("a base longer than maxLength is no base", () => {
  it("<base href> of 64 kB: relative links are not resolved against it", () => {
    // every relative link resolved against it was 64 kB: 5,000 `<a href="x">` took 17 s,
    // 20,000 under a 256 kB base ran out of memory
    const html = `<base href="https://b.example/${"d".repeat(64 * KB)}/">${'<a href="x">x</a>'.repeat(200)}<a href="https://a.example/ok">ok</a>`;
    const { found } = mail(hdr(`Content-Type: text/html\n\n${html}\n`));
    expect(uris(found)).toEqual(["https://a.example/ok"]);
    const all = mail(hdr(`Content-Type: text/html\n\n${html}\n`), { includeInvalid: true }).found;
    expect(all.filter((f) => f.relative).length).toBe(200);
    expect(Math.max(...all.map((f) => f.uri.length))).toBeLessThan(8192);
  });
  it("a Content-Base longer than maxLength is passed over for the enclosing base", () => {
    const { found } = mail(
      hdr(
        `Content-Type: text/html\nContent-Base: https://b.example/${"d".repeat(9000)}/\n\n<a href="x">x</a>\n`,
      ),
      { base: "https://outer.example/" },
    );
    expect(uris(found)).toEqual(["https://outer.example/x"]);
  });
  it("a resolved link longer than maxLength is no record; one within it is", () => {
    const html = `<base href="https://b.example/${"d".repeat(50)}/"><a href="${"x".repeat(40)}">x</a><a href="y">y</a>`;
    const { found } = mail(hdr(`Content-Type: text/html\n\n${html}\n`), { maxLength: 100 });
    expect(uris(found)).toEqual([`https://b.example/${"d".repeat(50)}/y`]);
  });
  test("links repeated under a long base are resolved and analysed once, not once each", () => {
    // 60,000 `<a href="x">` under an 8,000-character base: each resolved into a new 8 kB
    // string and analysed anew (longer than the analysis cache keeps): 64 s and 425 MB
    // through a stream; now 5 s and 119 MB (the output itself is 963 MB)
    const part = (base: string) =>
      Buffer.from(
        hdr(
          `Content-Type: text/html\n\n<base href="${base}">${'<a href="x">x</a>'.repeat(4000)}\n`,
        ),
      );
    const short = part("https://b.example/d/");
    const long = part(`https://b.example/${"d".repeat(8000)}/`);
    expect(extract(long, { mode: "mail" }).length).toBe(4000);
    fastest(short, 1);
    fastest(long, 1);
    const t1 = fastest(short, 3);
    const t2 = fastest(long, 3);
    expect(t2, `${t1.toFixed(1)} ms, then ${t2.toFixed(1)} ms`).toBeLessThan(8 * t1 + 100);
  });
  it("a List-* URI longer than maxLength is no record, as in the text", () => {
    const long = `https://l.example/${"a".repeat(9000)}`;
    const { found } = mail(
      hdr(`List-Unsubscribe: <${long}>, <https://l.example/u>\nContent-Type: text/plain\n\nx\n`),
    );
    expect(uris(found)).toEqual(["https://l.example/u"]);
    expect(uris(mail(hdr(`List-Help: <${long}>\n\nx\n`), { maxLength: 16 * KB }).found)).toEqual([
      long,
    ]);
  });
});

describe("memory that grew with the archive", () => {
  // (a collection on demand: the heap then holds what is kept, not garbage)
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const held = (messages: (i: number) => string) => {
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 48; i++)
      extract(Buffer.from(messages(i)), { mode: "mail", onWarning() {} });
    gc();
    return process.memoryUsage().heapUsed - before;
  };
  const MB = 1 << 20;
  const unique = (i: number) => `${String(i).padStart(6, "0")}${"y".repeat(MB)}`;
  // each kept 48 MB before: the Content-Type cache (multipart.ts), the charset decoders
  // (decode.ts), the analyses of header and HTML URIs (records.ts) kept keys of any length
  test.each([
    [
      "a unique 1 MB Content-Type",
      (i: number) => `Content-Type: text/plain; x="${unique(i)}"\n\nhttps://a.example/\n`,
    ],
    [
      "a unique 1 MB charset label",
      (i: number) => `Content-Type: text/plain; charset=${unique(i)}\n\nhttps://a.example/\n`,
    ],
    [
      "a unique 1 MB List-Unsubscribe URI",
      (i: number) => `List-Unsubscribe: <https://l.example/${unique(i)}>\n\nx\n`,
    ],
    [
      "a unique 1 MB <base href>",
      (i: number) =>
        `Content-Type: text/html\n\n<base href="https://b.example/${unique(i)}/"><a href="x">x</a>\n`,
    ],
  ])("48 messages of %s: not kept", (_name, message) => {
    expect(held(message)).toBeLessThan(16 * MB);
  });
});

describe("warnings name a long value by its start", () => {
  it("a charset label, a boundary, a transfer encoding of 100 kB: a warning of a line", () => {
    const v = "z".repeat(100 * KB);
    const { warnings } = mail(
      hdr(`Content-Type: multipart/mixed; boundary="${v}"\n\n`) +
        `--${v}\nContent-Type: text/plain; charset=${v}\n\n\xe9 https://a.example/\n--${v}\nContent-Type: text/plain\nContent-Transfer-Encoding: ${v}\n\nx\n`,
    );
    expect(warnings.length).toBe(3);
    for (const w of warnings) expect(w.length, w.slice(0, 100)).toBeLessThan(200);
    expect(warnings[0]).toContain(`"${"z".repeat(64)}…" (102400 characters)`);
  });
  it("quoted keeps a short value whole", () => {
    expect(quoted("utf-8")).toBe('"utf-8"');
    expect(quoted("a".repeat(65))).toBe(`"${"a".repeat(64)}…" (65 characters)`);
  });
});

describe("uuencode: a begin without its end", () => {
  it("the text after the block is read, not decoded into bytes", () => {
    const { found } = mail(
      hdr(
        "Content-Type: text/plain\nContent-Transfer-Encoding: x-uuencode\n\nsee https://a.example/1\nbegin 644 f.bin\nM86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C\n#86)C\n\nafter https://a.example/2\n",
      ),
    );
    expect(uris(found)).toEqual(["https://a.example/1", "https://a.example/2"]);
  });
  it("a block with its end decodes as before (uuencode's characters are 0x20 to 0x60)", () => {
    const { found } = mail(
      hdr(
        "Content-Type: text/plain\nContent-Transfer-Encoding: x-uuencode\n\nbegin 644 u.txt\n><V5E(&AT='`Z+R]A+F5X86UP;&4O=75E;F,@;VL*\n`\nend\n",
      ),
    );
    expect(uris(found)).toEqual(["http://a.example/uuenc"]);
  });
});

/**
 * Adversarial messages, each with planted URIs found once, and the same records whatever the
 * chunking (20 random splittings each; every split for the small message)
 */
const U = (k: number) => `https://planted.example/u${k}/path?q=${k}`;
/** quoted-printable: "=" encoded, then a soft line break every `w` characters (inside "=3D" too) */
const soft = (s: string, w: number) =>
  (s.replace(/=/g, "=3D").match(new RegExp(`.{1,${w}}`, "g")) ?? []).join("=\n");
const ADVERSARIAL: Array<[string, string, string[]]> = [
  [
    "multiparts 60 deep, each its own boundary",
    (() => {
      let open = "";
      let close = "";
      for (let d = 0; d < 60; d++) {
        open += `Content-Type: multipart/mixed; boundary="b${d}"\n\n--b${d}\n`;
        close = `\n--b${d}--${close}`;
      }
      return hdr(`${open}Content-Type: text/plain\n\nsee ${U(0)} end\n${close}\n`);
    })(),
    [U(0)],
  ],
  [
    "a boundary a prefix of the inner one and of body lines",
    hdr('Content-Type: multipart/mixed; boundary="a"\n\n') +
      "--a\nContent-Type: multipart/alternative; boundary=ab\n\n--ab\nContent-Type: text/plain\n\n" +
      `--abc not a boundary\n--a x not either\nsee ${U(0)}\n--ab--\n--a\nContent-Type: text/plain\n\n${U(1)}\n--a--\n`,
    [U(0), U(1)],
  ],
  [
    "quoted-printable: URIs soft-broken every 3 characters, a split =\\r, '=' last",
    hdr(
      `Content-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n${soft(`see ${U(0)} ok`, 3)}\n${soft(`a ${U(1)}`, 7)}\nx=ZZ =G1 =\r\n= \nlast=`,
    ),
    [U(0), U(1)],
  ],
  [
    "base64 in lines of 7, no padding, garbage after",
    hdr(
      `Content-Type: text/plain\nContent-Transfer-Encoding: base64\n\n${(
        Buffer.from(`lorem see ${U(0)} ok\n`)
          .toString("base64")
          .replace(/=+$/, "")
          .match(/.{1,7}/g) ?? []
      ).join("\n")}\n!@#=$%QQ=A=\n`,
    ),
    [U(0)],
  ],
  [
    "HTML: <base href>, an entity-encoded href, unclosed tags, script and comment",
    hdr(
      `Content-Type: text/html\n\n<base href="https://base.example/dir/"><a href="rel/x">x</a><a href="${U(0)}">y</a> text ${U(1)} &amp;&#x3a;<p a=b c><a href="https&#58;//planted.example/u2/path?q=2">z<script>${U(9)}</script><!-- ${U(8)} <a href=`,
    ),
    [U(0), U(1), U(2), "https://base.example/dir/rel/x"],
  ],
  [
    "lines ending in CR alone, NUL bytes",
    `Subject: x\rContent-Type: text/plain\r\rsee ${U(0)}\0 ok\r${"w\0\r".repeat(50)}${U(1)}\r`,
    [U(0), U(1)],
  ],
  [
    "ISO-2022-JP with broken escapes",
    hdr(
      `Content-Type: text/plain; charset=iso-2022-jp\n\n${U(0)} ${"\x1b$B\x1b(\x1b$ab\x1b".repeat(20)}\n${U(1)}\n`,
    ),
    [U(0), U(1)],
  ],
  [
    "a uuencode begin without end",
    hdr(
      `Content-Type: text/plain\nContent-Transfer-Encoding: x-uuencode\n\nsee ${U(0)}\nbegin 644 f.bin\n${"M86)C\n".repeat(20)}\nafter ${U(1)}\n`,
    ),
    [U(0), U(1)],
  ],
];

describe("adversarial messages: planted URIs once each, any chunking", () => {
  for (const [name, text, planted] of ADVERSARIAL) {
    it(name, () => {
      const input = Buffer.from(text, "latin1");
      const whole = extract(input, { mode: "mail", onWarning() {} });
      for (const u of planted)
        expect(
          uris(whole).filter((x) => x === u),
          u,
        ).toHaveLength(1);
      const next = random(input.length);
      for (let s = 0; s < 20; s++) {
        const cuts = Array.from({ length: 1 + Math.floor(next() * 6) }, () =>
          Math.floor(next() * input.length),
        ).sort((a, b) => a - b);
        expect(chunked(input, cuts), `cuts ${cuts}`).toEqual(whole);
      }
    });
  }
  it("a message of every kind of part, at every split", () => {
    const html = `<html><base href="https://base.example/"><a href="${U(10)}">l</a> ${U(11)}</html>`;
    const b64 = (
      Buffer.from(html)
        .toString("base64")
        .match(/.{1,13}/g) ?? []
    ).join("\n");
    const input = Buffer.from(
      `From a@b Mon Jan  1 00:00:00 2024\nSubject: =?utf-8?q?see_https=3A//s.example/x?=\nList-Unsubscribe: <${U(12)}>\nContent-Type: multipart/mixed; boundary="o"\n\npre\n--o\nContent-Type: multipart/alternative; boundary=i\n\n--i\nContent-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable\n\n${soft(`caf\xe9 ${U(13)}`, 9)}\n--i\nContent-Type: text/html\nContent-Transfer-Encoding: base64\n\n${b64}\n--i--\n--o\nContent-Type: message/rfc822\n\nSubject: inner\nContent-Type: text/plain; format=flowed\n\n${U(14)} \nmore\n--o\nContent-Type: text/x-uuencode\nContent-Transfer-Encoding: x-uuencode\n\nbegin 644 a\n#86)C\n\`\nend\n${U(15)}\n--o--\n`.replace(
        /\n/g,
        "\r\n",
      ),
      "latin1",
    );
    const whole = extract(input, { mode: "mail" });
    expect(uris(whole).sort()).toEqual(
      ["https://s.example/x", U(10), U(11), U(12), U(13), U(14), U(15)].sort(),
    );
    for (let cut = 1; cut < input.length; cut++) {
      expect(chunked(input, [cut]), `cut at ${cut}`).toEqual(whole);
    }
  });
});
