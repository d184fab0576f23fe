/**
 * Session 53's adversarial sweep of mail mode (the generator: /tmp/s53/mail/gen.mjs, its
 * useful cases here). Hostile mail gets a clean skip or a warning: no hang, no memory that
 * grows with the archive, no output lost without a word, the same records for any chunking.
 */

import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it, test } from "vitest";
import type { ExtractOptions } from "../../src/extract/types.js";
import { extract } from "../../src/mail/dispatch.js";
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
