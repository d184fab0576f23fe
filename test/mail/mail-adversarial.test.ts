/**
 * Session 53's adversarial sweep of mail mode (the generator: /tmp/s53/mail/gen.mjs, its
 * useful cases here). Hostile mail gets a clean skip or a warning: no hang, no memory that
 * grows with the archive, no output lost without a word, the same records for any chunking.
 */

import { describe, expect, it, test } from "vitest";
import type { ExtractOptions } from "../../src/extract/types.js";
import { extract } from "../../src/mail/dispatch.js";
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
