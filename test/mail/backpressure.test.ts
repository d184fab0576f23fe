/**
 * Mail through the streams with a slow consumer: a message's work stops between its steps
 * (parts, slices of a large part) while the records already made wait to be read, so a
 * message of tens of thousands of URIs is not turned into that many records at once; and
 * the records are the same as extract's, whatever the consumer's pace, also when two
 * streams stop in the middle of HTML parts and go on in turns.
 */
import { setImmediate as tick } from "node:timers/promises";
import { describe, expect, test } from "vitest";
import type { Found } from "../../src/extract/types.js";
import { createExtractStream, extract, extractStream } from "../../src/index.js";

const URIS = 30_000;

function message(type: "text/plain" | "text/html", tail = ""): Buffer {
  const lines: string[] = [];
  for (let i = 0; i < URIS; i++)
    lines.push(
      type === "text/plain"
        ? `see http://example.com/${i}\n`
        : `<p><a href="http://example.org/${i}">x</a> http://example.com/${i}</p>\n`,
    );
  const body = lines.join("");
  return Buffer.from(
    "From: a@example.com\nSubject: many\nMIME-Version: 1.0\n" +
      'Content-Type: multipart/mixed; boundary="b"\n\n' +
      `--b\nContent-Type: ${type}; charset=utf-8\n\n${body}\n` +
      `${tail}--b--\n`,
  );
}

/** a second part whose base64 is cut short: a warning when the walk reaches it */
const BROKEN_PART =
  "--b\nContent-Type: text/plain\nContent-Transfer-Encoding: base64\n\naHR0cDovL2E\n";

const plain = (f: Found) => ({ ...f, message: { ...f.message } });

describe("mail stream backpressure", () => {
  for (const type of ["text/plain", "text/html"] as const) {
    test(`a slow consumer of a ${type} part of ${URIS} URIs: a bounded number waits`, async () => {
      const msg = message(type);
      const want = extract(msg, { mode: "mail" });
      expect(want.length).toBeGreaterThanOrEqual(URIS);
      const s = createExtractStream({ mode: "mail" });
      s.end(msg);
      const got: Found[] = [];
      let most = 0;
      for await (const f of s) {
        most = Math.max(most, s.readableLength);
        got.push(f);
        if (got.length % 64 === 0) await tick();
      }
      expect(got.map(plain)).toEqual(want.map(plain));
      // one step is one 64 kB slice of the part (~2,000 records here); read whole, all
      // 30,000 (60,000) waited in the buffer
      expect(most).toBeLessThan(5_000);
    });
  }

  test("a consumer that stops early: the rest of the message is never read", async () => {
    const msg = message("text/plain", BROKEN_PART);
    const whole: string[] = [];
    extract(msg, { mode: "mail", onWarning: (m) => whole.push(m) });
    expect(whole.some((m) => m.includes("base64"))).toBe(true);

    const streamed: string[] = [];
    const s = createExtractStream({ mode: "mail", onWarning: (m) => streamed.push(m) });
    s.end(msg);
    for await (const _ of s) break;
    const iterated: string[] = [];
    for await (const _ of extractStream([msg], {
      mode: "mail",
      onWarning: (m) => iterated.push(m),
    }))
      break;
    expect(streamed).toEqual([]);
    expect(iterated).toEqual([]);
  });

  test("extractStream gives extract's records for a large part", async () => {
    const msg = message("text/html");
    const got: Found[] = [];
    for await (const f of extractStream([msg.subarray(0, 1000), msg.subarray(1000)], {
      mode: "mail",
    }))
      got.push(f);
    expect(got.map(plain)).toEqual(extract(msg, { mode: "mail" }).map(plain));
  });

  test("two streams stopped inside HTML parts, read in turns: each gives extract's records", async () => {
    const a = message("text/html");
    const b = Buffer.from(
      message("text/html").toString("latin1").replaceAll("example", "exampel"),
      "latin1",
    );
    const sa = createExtractStream({ mode: "mail" });
    const sb = createExtractStream({ mode: "mail" });
    sa.end(a);
    sb.end(b);
    const ia = sa[Symbol.asyncIterator]();
    const ib = sb[Symbol.asyncIterator]();
    const got: [Found[], Found[]] = [[], []];
    let doneA = false;
    let doneB = false;
    while (!doneA || !doneB) {
      // a few hundred records from one, then from the other: each stops mid-part in turn
      for (let k = 0; k < 300 && !doneA; k++) {
        const r = await ia.next();
        if (r.done) doneA = true;
        else got[0].push(r.value);
      }
      for (let k = 0; k < 500 && !doneB; k++) {
        const r = await ib.next();
        if (r.done) doneB = true;
        else got[1].push(r.value);
      }
    }
    expect(got[0].map(plain)).toEqual(extract(a, { mode: "mail" }).map(plain));
    expect(got[1].map(plain)).toEqual(extract(b, { mode: "mail" }).map(plain));
  });

  test("an mbox written in chunks, the writer ending later, a slow reader: the stream ends with every record and warning in order (review)", async () => {
    const from = "From a@example.com Mon Jan  1 00:00:00 2024\n";
    const uris = Array.from({ length: 200 }, (_, i) => `see http://a.example/${i}\n`).join("");
    const m0 =
      `${from}Subject: first\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b"\n\n` +
      `--b\nContent-Type: text/plain\n\n${uris}\n--b\nContent-Type: text/plain\n\nnothing here\n` +
      `${BROKEN_PART}--b--\n`;
    // the next message's From_ line splits m0 off; m1 is over the size limit (a warning of
    // the splitter's while m0 is still being read)
    const m1 = `${from}Subject: big\n\n${"x".repeat(30_000)}\nhttp://b.example/\n`;
    const m2 = `${from}Subject: last\n\nhttp://c.example/\n`;
    const all = Buffer.from(m0 + m1 + m2, "latin1");
    const options = { mode: "mail" as const, maxMessageSize: 20_000 };
    const wantWarnings: string[] = [];
    const want = extract(all, { ...options, onWarning: (m) => wantWarnings.push(m) });
    expect(wantWarnings.length).toBeGreaterThanOrEqual(2);
    for (const size of [all.length, 16384, 4096, 333]) {
      const warnings: string[] = [];
      const s = createExtractStream({ ...options, onWarning: (m) => warnings.push(m) });
      (async () => {
        for (let o = 0; o < all.length; o += size) {
          if (!s.write(all.subarray(o, o + size))) await new Promise((r) => s.once("drain", r));
        }
        await tick();
        s.end();
      })();
      const got: Found[] = [];
      for await (const f of s) {
        got.push(f);
        if (got.length % 64 === 0) await tick();
      }
      expect(got.map(plain)).toEqual(want.map(plain));
      expect(warnings).toEqual(wantWarnings);
    }
  });
});
