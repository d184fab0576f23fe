/**
 * Recall on a real archive against an independent decoding: every message of the
 * usrp-users 2023 mbox is parsed by postal-mime (a complete MIME library); the http(s)
 * URLs of its decoded text/plain (a simple regex) and the hrefs of its HTML must be found
 * by urisift in the same message, at least 98% of them.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/mail/dispatch.js";

const CORPUS = fileURLToPath(
  new URL("../../../shared/corpora/usrp-users-2023.mbox.gz", import.meta.url),
);
const present = existsSync(CORPUS);
if (!present) console.warn(`corpus recall test skipped: ${CORPUS} not found`);

/** mboxrd, split independently of src/mail: From_ lines, then one ">" less on >From lines. */
function splitMbox(data: Buffer): Buffer[] {
  const s = data.toString("latin1");
  const starts: number[] = [];
  const re = /^From \S+ +[A-Z][a-z]{2} [A-Z][a-z]{2} +\d+ \d\d:\d\d:\d\d \d{4}\r?$/gm;
  for (let m = re.exec(s); m; m = re.exec(s)) starts.push(m.index);
  return starts.map((st, i) => {
    const body = s.slice(s.indexOf("\n", st) + 1, i + 1 < starts.length ? starts[i + 1] : s.length);
    return Buffer.from(body.replace(/^>(>*From )/gm, "$1"), "latin1");
  });
}

const ENT: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#")
      return String.fromCodePoint(
        e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
      );
    return ENT[e.toLowerCase()] ?? m;
  });

function textUrls(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/https?:\/\/[^\s<>"'`]+/g)) {
    const u = m[0].replace(/[.,;:!?)\]}*]+$/, "");
    if (u.length > 12) out.push(u);
  }
  return out;
}

function hrefs(html: string): string[] {
  const out: string[] = [];
  const re =
    /<(?:a|area|link|img|form|iframe)\b[^>]*?\s(?:href|src|action)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
  for (const m of html.matchAll(re)) {
    const v = decodeEntities(m[1] ?? m[2] ?? m[3] ?? "").trim();
    if (/^https?:\/\/\S+$/i.test(v)) out.push(v);
  }
  return out;
}

describe.skipIf(!present)("corpus recall: usrp-users-2023.mbox.gz", () => {
  it("finds at least 98% of the URLs a complete MIME library decodes", async () => {
    const data = gunzipSync(readFileSync(CORPUS));
    const messages = splitMbox(data);
    const found = extract(data, { mode: "mail" });
    const byMessage = new Map<number, Set<string>>();
    for (const f of found) {
      const i = f.message!.index;
      let set = byMessage.get(i);
      if (!set) {
        set = new Set();
        byMessage.set(i, set);
      }
      set.add(f.uri);
    }
    expect(Math.max(...byMessage.keys()) + 1).toBeLessThanOrEqual(messages.length);
    let expected = 0;
    const misses: string[] = [];
    for (let i = 0; i < messages.length; i++) {
      const email = await PostalMime.parse(messages[i]!);
      const want = new Set([...textUrls(email.text ?? ""), ...hrefs(email.html ?? "")]);
      const got = [...(byMessage.get(i) ?? [])];
      for (const u of want) {
        expected++;
        if (!got.some((g) => g === u || g.startsWith(u))) misses.push(`#${i} ${u}`);
      }
    }
    const recall = 1 - misses.length / expected;
    console.log(
      `corpus recall: ${expected - misses.length}/${expected} = ${(recall * 100).toFixed(2)}%`,
    );
    if (process.env.URISIFT_SHOW_MISSES) console.log(misses.join("\n"));
    expect(
      recall,
      `missed ${misses.length} of ${expected}:\n${misses.join("\n")}`,
    ).toBeGreaterThanOrEqual(0.98);
  });
});
