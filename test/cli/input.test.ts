import { execFileSync } from "node:child_process";
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHUNK,
  type Input,
  inputsOf,
  readInput,
  reason,
  resolveInputs,
  shownName,
} from "../../src/cli/input.js";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "urisift-input-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function readAll(input: Input, stdin?: NodeJS.ReadableStream) {
  let raw = 0;
  const chunks: Buffer[] = [];
  for await (const c of readInput(input, (n) => (raw += n), stdin)) chunks.push(c);
  return { text: Buffer.concat(chunks).toString("utf8"), raw, chunks: chunks.length };
}

const file = (name: string): Input => ({ name, path: join(dir, name), size: undefined });
/** as resolveInputs gives a regular file: with its size (read with readSync) */
const regular = (name: string): Input => ({
  name,
  path: join(dir, name),
  size: statSync(join(dir, name)).size,
});

describe("readInput", () => {
  it("reads a plain file in large chunks", async () => {
    const big = "x".repeat(3 * 1024 * 1024 + 5);
    writeFileSync(join(dir, "big.txt"), big);
    const r = await readAll(file("big.txt"));
    expect(r.text.length).toBe(big.length);
    expect(r.raw).toBe(big.length);
    expect(r.chunks).toBe(Math.ceil(big.length / CHUNK));
  });

  it("a regular file (its size known) is read in the same chunks, gzip included", async () => {
    const big = "x".repeat(3 * 1024 * 1024 + 5);
    writeFileSync(join(dir, "big-regular.txt"), big);
    const r = await readAll(regular("big-regular.txt"));
    expect(r.text).toBe(big);
    expect(r.raw).toBe(big.length);
    expect(r.chunks).toBe(Math.ceil(big.length / CHUNK));
    const text = "see <http://example.org/a>\n".repeat(20000);
    writeFileSync(join(dir, "regular.gz"), gzipSync(text));
    expect((await readAll(regular("regular.gz"))).text).toBe(text);
    writeFileSync(join(dir, "empty.txt"), "");
    expect(await readAll(regular("empty.txt"))).toEqual({ text: "", raw: 0, chunks: 0 });
    // listed, then gone before it is read: an error from the iteration, as for a stream
    writeFileSync(join(dir, "gone.txt"), "x");
    const gone = regular("gone.txt");
    rmSync(join(dir, "gone.txt"));
    await expect(readAll(gone)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it.skipIf(process.platform === "win32")(
    "a FIFO (no size: it may block) is read as a stream",
    async () => {
      const fifo = join(dir, "pipe");
      execFileSync("mkfifo", [fifo]);
      const [input] = await resolveInputs([fifo]);
      expect(input).toMatchObject({ path: fifo, size: undefined });
      const text = "http://example.org/fifo\n".repeat(50000);
      const writer = createWriteStream(fifo);
      writer.end(text);
      expect((await readAll(input!)).text).toBe(text);
    },
  );

  it("decompresses gzip detected by its magic bytes, whatever the name", async () => {
    const text = "see <http://example.org/a>\n".repeat(1000);
    writeFileSync(join(dir, "packed.txt"), gzipSync(text));
    writeFileSync(join(dir, "plain.gz"), text);
    const r = await readAll(file("packed.txt"));
    expect(r.text).toBe(text);
    expect(r.raw).toBe(gzipSync(text).length);
    expect((await readAll(file("plain.gz"))).text).toBe(text);
  });

  it("reads concatenated gzip members", async () => {
    writeFileSync(join(dir, "multi.gz"), Buffer.concat([gzipSync("one\n"), gzipSync("two\n")]));
    expect((await readAll(file("multi.gz"))).text).toBe("one\ntwo\n");
  });

  it("reads gzip and plain text from a stdin stream, even one byte at a time", async () => {
    const gz = gzipSync("http://example.org/\n");
    const stdin = new PassThrough();
    const done = readAll({ name: "-", path: null, size: undefined }, stdin);
    for (const b of gz) stdin.write(Buffer.from([b]));
    stdin.end();
    expect((await done).text).toBe("http://example.org/\n");

    const plain = new PassThrough();
    plain.end("h");
    expect((await readAll({ name: "-", path: null, size: undefined }, plain)).text).toBe("h");

    const empty = new PassThrough();
    empty.end();
    expect((await readAll({ name: "-", path: null, size: undefined }, empty)).text).toBe("");
  });

  it("reads UTF-16 text with a byte order mark as UTF-8, gzipped too, split anywhere", async () => {
    // "Übersicht" and an astral character: a surrogate pair split across chunks too
    const text = "see <http://example.org/Übersicht> 😀 https://example.com/a\r\n".repeat(3);
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const be = Buffer.from(le);
    be.swap16(); // FE FF and big-endian units
    writeFileSync(join(dir, "u16le.txt"), le);
    writeFileSync(join(dir, "u16be.txt"), be);
    writeFileSync(join(dir, "u16le.txt.gz"), gzipSync(le));
    expect((await readAll(regular("u16le.txt"))).text).toBe(text);
    expect((await readAll(file("u16be.txt"))).text).toBe(text);
    expect((await readAll(file("u16le.txt.gz"))).text).toBe(text);
    // one byte at a time from a stream: every split of a code unit and of a pair
    const stdin = new PassThrough();
    const done = readAll({ name: "-", path: null, size: undefined }, stdin);
    for (const b of be) stdin.write(Buffer.from([b]));
    stdin.end();
    expect((await done).text).toBe(text);
    // a lone surrogate is U+FFFD; an odd last byte too; no BOM: the bytes as they are
    writeFileSync(join(dir, "u16bad.txt"), Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x61, 0x00, 0x62]));
    expect((await readAll(file("u16bad.txt"))).text).toBe("\ufffda\ufffd");
    writeFileSync(join(dir, "nobom.txt"), Buffer.from("ab", "utf16le"));
    expect((await readAll(file("nobom.txt"))).text).toBe("a\u0000b\u0000");
  });

  it("reads UTF-16 text without a byte order mark as UTF-8 when its first bytes show the pattern, piped one byte at a time too", async () => {
    const text = "see <http://example.org/Übersicht> and https://example.com/a\r\n".repeat(3);
    const le = Buffer.from(text, "utf16le");
    const be = Buffer.from(le);
    be.swap16();
    writeFileSync(join(dir, "nobom-le.txt"), le);
    writeFileSync(join(dir, "nobom-be.txt"), be);
    expect((await readAll(regular("nobom-le.txt"))).text).toBe(text);
    expect((await readAll(file("nobom-be.txt"))).text).toBe(text);
    const stdin = new PassThrough();
    const done = readAll({ name: "-", path: null, size: undefined }, stdin);
    for (const b of le) stdin.write(Buffer.from([b]));
    stdin.end();
    expect((await done).text).toBe(text);
    // zeros in both halves (a binary file), or text that opens with no zero byte: as it is
    const binary = Buffer.alloc(256);
    for (let k = 0; k < 256; k += 3) binary[k] = 0x41;
    writeFileSync(join(dir, "binary.bin"), binary);
    expect((await readAll(file("binary.bin"))).text).toBe(binary.toString("latin1"));
    // a short line (session 48's audit: 54 bytes were read as bytes)
    const short = "see http://u.example/p and\n";
    writeFileSync(join(dir, "short-le.txt"), Buffer.from(short, "utf16le"));
    expect((await readAll(file("short-le.txt"))).text).toBe(short);
    const ascii = `${"plain text ".repeat(10)}\u0000x`;
    writeFileSync(join(dir, "ascii.txt"), ascii);
    expect((await readAll(file("ascii.txt"))).text).toBe(ascii);
  });

  it("reads a document in the charset its XML declaration or HTML <meta> names as UTF-8, gzipped and piped too", async () => {
    // EUC-KR "년드라마" glued to a path; Shift_JIS "ソース", whose 0x5C trail byte is "\\"
    const euckr = Buffer.from("b3e2b5e5b6f3b8b6", "hex");
    const sjis = Buffer.from("835c815b8358", "hex");
    const html = Buffer.concat([
      Buffer.from(
        '<!DOCTYPE html>\n<html><head><meta charset="EUC-KR"></head>\n<a>http://k.example/99',
      ),
      euckr,
      Buffer.from("_x.php</a>\n"),
    ]);
    const xml = Buffer.concat([
      Buffer.from(
        "<?xml version='1.0' encoding='Shift_JIS' standalone='yes'?>\n<p>https://j.example/",
      ),
      sjis,
      Buffer.from("</p>\n"),
    ]);
    writeFileSync(join(dir, "ko.html"), html);
    writeFileSync(join(dir, "ja.xml.gz"), gzipSync(xml));
    const ko =
      '<!DOCTYPE html>\n<html><head><meta charset="EUC-KR"></head>\n<a>http://k.example/99년드라마_x.php</a>\n';
    const ja =
      "<?xml version='1.0' encoding='Shift_JIS' standalone='yes'?>\n<p>https://j.example/ソース</p>\n";
    expect((await readAll(regular("ko.html"))).text).toBe(ko);
    expect((await readAll(file("ko.html"))).text).toBe(ko);
    expect((await readAll(file("ja.xml.gz"))).text).toBe(ja);
    // piped a byte at a time: the declaration is looked for in the first 1,024 bytes
    const stdin = new PassThrough();
    const done = readAll({ name: "-", path: null, size: undefined }, stdin);
    for (const b of xml) stdin.write(Buffer.from([b]));
    stdin.end();
    expect((await done).text).toBe(ja);
    // the first non-ASCII byte past the first 1,024 bytes, piped in two pieces (the review's)
    const late = Buffer.concat([
      Buffer.from(
        `<html><head><meta charset="EUC-KR">${" ".repeat(1100)}</head>\nhttp://k.example/`,
      ),
      euckr,
      Buffer.from("\n"),
    ]);
    const lateText = `<html><head><meta charset="EUC-KR">${" ".repeat(1100)}</head>\nhttp://k.example/년드라마\n`;
    for (const cut of [1100, 1030, 20]) {
      const pipe = new PassThrough();
      const piped = readAll({ name: "-", path: null, size: undefined }, pipe);
      pipe.write(late.subarray(0, cut));
      await new Promise((r) => setTimeout(r, 5));
      pipe.end(late.subarray(cut));
      expect((await piped).text, `cut at ${cut}`).toBe(lateText);
    }
    // declared so but UTF-8 (mislabelled), declared windows-1252, no markup first: as they are
    const utf8 = Buffer.from('<meta charset="euc-kr">\nhttp://k.example/년 \xe9');
    writeFileSync(join(dir, "mislabelled.html"), utf8);
    expect((await readAll(file("mislabelled.html"))).text).toBe(utf8.toString());
    const latin1 = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?>caf'),
      Buffer.from([0xe9]),
    ]);
    writeFileSync(join(dir, "latin1.xml"), latin1);
    expect((await readAll(file("latin1.xml"))).text).toBe(latin1.toString());
    const prose = Buffer.concat([Buffer.from('see <meta charset="euc-kr"> '), euckr]);
    writeFileSync(join(dir, "prose.txt"), prose);
    expect((await readAll(file("prose.txt"))).text).toBe(prose.toString());
  });

  it("a missing file, a corrupt gzip: errors from the iteration", async () => {
    await expect(readAll(file("nope.txt"))).rejects.toMatchObject({ code: "ENOENT" });
    writeFileSync(
      join(dir, "bad.gz"),
      Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(40, 7)]),
    );
    const e = await readAll(file("bad.gz")).catch((x) => x);
    expect(e).toBeInstanceOf(Error);
    expect(reason(e)).toMatch(/gzip|header|incorrect/i);
    const full = gzipSync("x".repeat(100000));
    writeFileSync(join(dir, "truncated.gz"), full.subarray(0, full.length >> 1));
    await expect(readAll(file("truncated.gz"))).rejects.toBeInstanceOf(Error);
  });

  it("gzip: a member's trailer checked; the output before any error handed on first", async () => {
    const gz = gzipSync("z".repeat(300_000));
    const badCrc = Buffer.from(gz);
    badCrc[badCrc.length - 8]! ^= 1;
    writeFileSync(join(dir, "badcrc.gz"), badCrc);
    const got: Buffer[] = [];
    const e = await (async () => {
      for await (const c of readInput(file("badcrc.gz"), () => {})) got.push(c);
    })().catch((x) => x);
    expect(reason(e)).toBe("corrupt gzip data (incorrect data check)");
    expect(Buffer.concat(got).toString()).toBe("z".repeat(300_000));
    // a header with FEXTRA, FNAME, FCOMMENT and FHCRC (RFC 1952 §2.3.1), one byte at a time
    const plain = gzipSync("http://flags.example/\n");
    const header = Buffer.concat([
      Buffer.from([0x1f, 0x8b, 8, 2 | 4 | 8 | 16, 0, 0, 0, 0, 0, 3, 3, 0, 1, 2, 3]),
      Buffer.from("name\0comment\0\0\0"),
    ]);
    const flagged = Buffer.concat([header, plain.subarray(10)]);
    const stdin = new PassThrough();
    for (const b of flagged) stdin.write(Buffer.from([b]));
    stdin.end();
    expect((await readAll({ name: "-", path: null, size: undefined }, stdin)).text).toBe(
      "http://flags.example/\n",
    );
  });

  it("leaving early closes the input", async () => {
    writeFileSync(join(dir, "early.gz"), gzipSync("y".repeat(5 * 1024 * 1024)));
    for await (const _ of readInput(file("early.gz"), () => {})) break;
    for await (const _ of readInput(file("big.txt"), () => {})) break;
  });
});

describe("names that are no UTF-8", () => {
  it("a directory walk reads every file it lists, its name shown with %XX for the bad bytes", async () => {
    const d = join(dir, "latin1-names");
    mkdirSync(d);
    const bad = Buffer.concat([Buffer.from(`${d}/caf`), Buffer.from([0xe9]), Buffer.from(".txt")]);
    writeFileSync(bad, "http://latin1.example/\n");
    const sub = Buffer.concat([Buffer.from(`${d}/r`), Buffer.from([0xe9, 0x73])]);
    mkdirSync(sub);
    writeFileSync(Buffer.concat([sub, Buffer.from("/inner.txt")]), "http://inner.example/\n");
    writeFileSync(join(d, "good.txt"), "http://good.example/\n");
    const inputs = resolveInputs([d]);
    expect(inputs.map((i) => [i.name, i.error])).toEqual([
      [`${d}/caf%E9.txt`, undefined],
      [join(d, "good.txt"), undefined],
      [`${d}/r%E9s/inner.txt`, undefined],
    ]);
    const texts = [];
    for (const i of inputs) texts.push((await readAll(i)).text);
    expect(texts).toEqual([
      "http://latin1.example/\n",
      "http://good.example/\n",
      "http://inner.example/\n",
    ]);
  });

  it("shownName: well-formed UTF-8 as text, any other byte as %XX", () => {
    const b = (...x: number[]) => Buffer.from(x);
    expect(shownName("plain/é")).toBe("plain/é");
    expect(shownName(Buffer.from("dir/é€😀"))).toBe("dir/é€😀");
    // a lone continuation byte, an overlong "/", a surrogate, past U+10FFFF, a cut character
    expect(shownName(b(0x61, 0x80, 0x62))).toBe("a%80b");
    expect(shownName(b(0xc0, 0xaf))).toBe("%C0%AF");
    expect(shownName(b(0xed, 0xa0, 0x80))).toBe("%ED%A0%80");
    expect(shownName(b(0xf4, 0x90, 0x80, 0x80))).toBe("%F4%90%80%80");
    expect(shownName(b(0x78, 0xe2, 0x82))).toBe("x%E2%82");
    // with a byte so shown, a "%" of the name as %25: the name decodes back
    expect(shownName(Buffer.concat([Buffer.from("50%"), b(0xff)]))).toBe("50%25%FF");
    expect(shownName("50%")).toBe("50%");
  });
});

describe("resolveInputs", () => {
  it("stdin when no file is named", async () => {
    expect(await resolveInputs([])).toMatchObject([{ name: "-", path: null }]);
  });

  it("files with sizes, errors for missing ones, in order", async () => {
    writeFileSync(join(dir, "s.txt"), "12345");
    const r = await resolveInputs([join(dir, "s.txt"), join(dir, "missing.txt"), "-"]);
    expect(r[0]).toEqual({ name: join(dir, "s.txt"), path: join(dir, "s.txt"), size: 5 });
    expect(r[1]).toMatchObject({
      name: join(dir, "missing.txt"),
      error: "No such file or directory",
    });
    expect(r[2]).toMatchObject({ name: "-", path: null });
  });

  it("a directory tree: files sorted, subdirectories recursed, dot entries skipped, links looped once", async () => {
    const root = join(dir, "tree");
    mkdirSync(join(root, "2023", "05"), { recursive: true });
    mkdirSync(join(root, ".git"), { recursive: true });
    writeFileSync(join(root, "b.txt"), "b");
    writeFileSync(join(root, "2023", "a.eml"), "a");
    writeFileSync(join(root, "2023", "05", "c.eml"), "c");
    writeFileSync(join(root, ".git", "HEAD"), "h");
    symlinkSync(root, join(root, "2023", "loop"));
    const names = (await resolveInputs([root])).map((i) => i.name.slice(root.length + 1));
    expect(names).toEqual(["2023/05/c.eml", "2023/a.eml", "b.txt"]);
  });

  it("a link that leads nowhere in a walk is passed over; named on the command line, an error", async () => {
    // /usr/share/doc/PKG → another package's directory, not installed: no bytes to account for
    const root = join(dir, "dangling");
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, "a.txt"), "a");
    symlinkSync(join(root, "nowhere"), join(root, "b-doc"));
    symlinkSync(join(root, "c-loop"), join(root, "c-loop"));
    writeFileSync(join(root, "d.txt"), "d");
    const walked = await resolveInputs([root]);
    expect(walked.map((i) => [i.name.slice(root.length + 1), i.error])).toEqual([
      ["a.txt", undefined],
      ["d.txt", undefined],
    ]);
    const named = await resolveInputs([join(root, "b-doc")]);
    expect(named).toMatchObject([{ error: "No such file or directory" }]);
  });

  it("a directory is walked while its files are read, not listed whole first", () => {
    // a maildir of 200,000 messages held them all, 90 MB, before the first was read
    const root = join(dir, "lazy");
    mkdirSync(join(root, "a"), { recursive: true });
    mkdirSync(join(root, "b"), { recursive: true });
    writeFileSync(join(root, "a", "1"), "1");
    const walk = inputsOf([root]);
    expect(walk.next().value?.name).toBe(join(root, "a", "1"));
    // made after the walk began, in a directory it has not reached: found
    writeFileSync(join(root, "b", "2"), "2");
    expect([...walk].map((i) => i.name)).toEqual([join(root, "b", "2")]);
  });

  it("a directory: its regular files sorted; a maildir through cur/ and new/", async () => {
    const md = join(dir, "Maildir");
    for (const sub of ["cur", "new", "tmp", "other"]) mkdirSync(join(md, sub), { recursive: true });
    writeFileSync(join(md, "new", "200.b"), "b");
    writeFileSync(join(md, "new", "100.a"), "a");
    writeFileSync(join(md, "cur", "300.c:2,S"), "c");
    writeFileSync(join(md, "tmp", "400.d"), "d");
    writeFileSync(join(md, "other", "x"), "x");
    writeFileSync(join(md, ".hidden"), "h");
    writeFileSync(join(md, "dovecot-uidlist"), "u");
    const names = (await resolveInputs([md])).map((i) => i.name.slice(md.length + 1));
    expect(names).toEqual([
      "cur/300.c:2,S",
      "dovecot-uidlist",
      "new/100.a",
      "new/200.b",
      "other/x",
    ]);
  });
});
