/**
 * `urisift` end to end: `node bin/urisift.js` on the built package (dist/, built once in
 * beforeAll), with the real scanner.
 */
import { type SpawnSyncReturns, spawn, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK } from "../../src/cli/input.js";
import type { Found } from "../../src/extract/types.js";
import { bundle } from "../helpers/private-build.js";

const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "bin/urisift.js");
const CASES = join(ROOT, "../shared/checks/public-extract-cases.json");

let dir: string;
const p = (name: string) => join(dir, name);

beforeAll(() => {
  // tsc emits even when some other file has a type error; the CLI only needs its modules
  spawnSync(
    process.execPath,
    [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"],
    {
      cwd: ROOT,
      stdio: "ignore",
    },
  );
  // the command runs the bundle of those modules (bin/urisift.js)
  bundle(ROOT);
  for (const f of [
    "cli/urisift.js",
    "cli/main.js",
    "mail/dispatch.js",
    "extract/text-scanner.js",
  ]) {
    if (!existsSync(join(ROOT, "dist", f))) throw new Error(`build failed: dist/${f} missing`);
  }
  dir = mkdtempSync(join(tmpdir(), "urisift-e2e-"));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function urisift(args: string[], input?: string | Buffer): SpawnSyncReturns<string> {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: dir,
    input: input ?? "",
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  return r;
}

/** `urisift ARGS < path`: stdin is the opened file (or directory) itself, not a pipe */
function urisiftStdinFrom(path: string, args: string[]): SpawnSyncReturns<string> {
  const fd = openSync(path, "r");
  try {
    return spawnSync(process.execPath, [BIN, ...args], {
      cwd: dir,
      stdio: [fd, "pipe", "pipe"],
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
  } finally {
    closeSync(fd);
  }
}

const lines = (s: string) => s.split("\n").filter((l) => l !== "");
const records = (s: string) => lines(s).map((l) => JSON.parse(l));

const TEXT = [
  "Yes, Jim, see <http://www.w3.org/Addressing/> and",
  "> <ftp://ds.internic.net/rfc/",
  ">  rfc1738.txt>, or HTTP://Example.COM:80/%7euser/a/../b (mirror: http://www.w3.org/Addressing/).",
  "Bad: http://example.com:99999/ at 12:30, Re: nothing.",
  "Last: mailto:jim@example.org",
].join("\n"); // no final newline

describe("urisift (end to end)", () => {
  it("the README quick start: samples/notes.txt", () => {
    const r = urisift([join(ROOT, "samples/notes.txt")]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    expect(lines(r.stdout)).toEqual([
      "ftp://ftp.example.org/pub/weblint/weblint-lite-0.9.3.tar.gz",
      "http://mirror.example.net/weblint/",
      "http://www.example.org/old/weblint.html",
      "mailto:weblint-bugs@example.org",
      "news:comp.infosystems.www.authoring.html",
      "http://www.ics.uci.edu/pub/ietf/uri/draft-fielding-uri-syntax-02.txt",
      "http://lists.example.org/pipermail/uri/1998-March/000123.html",
      "https://en.wikipedia.org/wiki/Uniform_Resource_Identifier_(URI)",
      "http://[2001:db8::7]/status?verbose=1",
      "https://例え.jp/引き出し/ドキュメント.html",
      "gopher://gopher.example.edu/11/weather",
      "telnet://guest@bbs.example.com:2323/",
      "urn:isbn:0-13-110362-8",
      "http://www.example.com/libwww-perl/CREDITS",
    ]);
  });

  it("text (default): one uri per line, the last one without a final newline included", () => {
    const r = urisift([], TEXT);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      [
        "http://www.w3.org/Addressing/",
        "ftp://ds.internic.net/rfc/rfc1738.txt",
        "HTTP://Example.COM:80/%7euser/a/../b",
        "http://www.w3.org/Addressing/",
        "mailto:jim@example.org",
        "",
      ].join("\n"),
    );
  });

  it("--normalize, --unique, --count, --schemes, --all", () => {
    expect(lines(urisift(["--normalize"], TEXT).stdout)[2]).toBe("http://example.com/~user/b");
    expect(lines(urisift(["--unique"], TEXT).stdout)).toHaveLength(4);
    expect(lines(urisift(["--count"], TEXT).stdout)).toEqual([
      "2\thttp://www.w3.org/Addressing/",
      "1\tftp://ds.internic.net/rfc/rfc1738.txt",
      "1\tHTTP://Example.COM:80/%7euser/a/../b",
      "1\tmailto:jim@example.org",
    ]);
    expect(lines(urisift(["--schemes", "mailto,ftp"], TEXT).stdout)).toEqual([
      "ftp://ds.internic.net/rfc/rfc1738.txt",
      "mailto:jim@example.org",
    ]);
    const all = lines(urisift(["--all"], TEXT).stdout);
    expect(all).toContain("http://example.com:99999/\tinvalid:bad-port");
    expect(all).toHaveLength(6);
  });

  it("ndjson and json: Found records", () => {
    const nd = records(urisift(["--format", "ndjson"], TEXT).stdout);
    expect(nd[1]).toMatchObject({
      uri: "ftp://ds.internic.net/rfc/rfc1738.txt",
      scheme: "ftp",
      valid: true,
      delimiter: "angle",
      wrapped: true,
      line: 2,
      column: 3,
    });
    expect(nd[0].file).toBeUndefined();
    const js = JSON.parse(urisift(["--format=json"], TEXT).stdout);
    expect(js).toEqual(nd);
    expect(urisift(["--format=json"], "nothing here").stdout).toBe("[]\n");
  });

  it("csv and tsv: header row and one row per record", () => {
    const csv = lines(urisift(["--format", "csv"], TEXT).stdout);
    expect(csv[0]!.startsWith("uri,normalized,scheme,valid,delimiter,line,column,file,")).toBe(
      true,
    );
    expect(csv).toHaveLength(6);
    expect(csv[3]).toMatch(
      /^"HTTP:\/\/Example.COM:80\/%7euser\/a\/..\/b","http:\/\/example.com\/~user\/b","http",true,"bare",3,/,
    );
    const tsv = lines(urisift(["--format", "tsv", "--normalize"], TEXT).stdout);
    // --normalize: the columns in their order, `uri` holding the normalized form
    expect(tsv[0]!.startsWith("uri\tnormalized\tscheme\tvalid\t")).toBe(true);
    expect(tsv[3]!.split("\t").slice(0, 4)).toEqual([
      "http://example.com/~user/b",
      "http://example.com/~user/b",
      "http",
      "true",
    ]);
  });

  it("files, .gz by magic bytes, stdin as -: each record has its file", () => {
    writeFileSync(p("one.txt"), "see <http://one.example/>\n");
    writeFileSync(p("two.log.gz"), gzipSync("GET http://two.example/x HTTP/1.0\n"));
    writeFileSync(p("three"), gzipSync("ftp://three.example/"));
    const r = urisift(
      ["--format=ndjson", "one.txt", "two.log.gz", "-", "three"],
      "<urn:isbn:0-395-36341-1>",
    );
    expect(r.status).toBe(0);
    expect(records(r.stdout).map((x) => [x.uri, x.file])).toEqual([
      ["http://one.example/", "one.txt"],
      ["http://two.example/x", "two.log.gz"],
      ["urn:isbn:0-395-36341-1", "-"],
      ["ftp://three.example/", "three"],
    ]);
    expect(lines(urisift(["three"]).stdout)).toEqual(["ftp://three.example/"]);
  });

  it("a man-db cat page (gzip, nroff's overstrike): its bold and underlined URIs, offsets of the file", () => {
    const ul = (s: string) => Array.from(s, (c) => `_\b${c}`).join("");
    const b = (s: string) => Array.from(s, (c) => `${c}\b${c}`).join("");
    const page =
      `${b("SEE ALSO")}\n       ${b("Home Page")}\n              ${ul("https://cmake.org")}\n` +
      `       see ${b("cmake")}(1) or ${ul("https://cmake.org/documentation")}\n`;
    writeFileSync(p("cpack.1.gz"), gzipSync(page));
    const r = urisift(["--format=ndjson", "cpack.1.gz"]);
    expect(r.status).toBe(0);
    expect(records(r.stdout).map((x) => [x.uri, x.line, x.column, x.start, x.end])).toEqual([
      ["https://cmake.org", 3, 15, page.indexOf("_\bh"), page.indexOf("\n       see")],
      [
        "https://cmake.org/documentation",
        4,
        page.split("\n")[3]!.indexOf("_\bh") + 1,
        page.lastIndexOf("_\bh"),
        page.length - 1,
      ],
    ]);
  });

  it("an HTML file in the EUC-KR its <meta> declares: the IRI glued to Hangul, offsets of its UTF-8 reading", () => {
    const head = '<!DOCTYPE html>\n<html><head><meta charset="euc-kr"></head>\n<p>글: ';
    const body = Buffer.concat([
      Buffer.from(head.replace("글", "")),
      Buffer.from("b1db", "hex"), // 글
      Buffer.from(" http://alogblog.com/2004/10/99"),
      Buffer.from("b3e2b5e5b6f3b8b6", "hex"), // 년드라마
      Buffer.from(".php</p>\n"),
    ]);
    writeFileSync(p("ko.html"), body);
    const r = urisift(["--format=ndjson", "ko.html"]);
    expect(r.status).toBe(0);
    expect(records(r.stdout).map((x) => [x.uri, x.line, x.start])).toEqual([
      ["http://alogblog.com/2004/10/99년드라마.php", 3, Buffer.byteLength(`${head} `)],
    ]);
  });

  it("UTF-16 text with a byte order mark (a Windows export): its URIs, offsets of its UTF-8 reading", () => {
    const text = "Exported: <https://intranet.example/Überblick>\r\nsee https://b.example/x\r\n";
    writeFileSync(
      p("export.txt"),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]),
    );
    const r = urisift(["--format=ndjson", "export.txt"]);
    expect(r.status).toBe(0);
    expect(records(r.stdout).map((x) => [x.uri, x.start, x.line])).toEqual([
      ["https://intranet.example/Überblick", Buffer.byteLength("Exported: "), 1],
      ["https://b.example/x", Buffer.byteLength(text.slice(0, text.indexOf("https://b"))), 2],
    ]);
  });

  it("stdin redirected from a file (read as a file, in large pieces), plain and gzip", () => {
    const body = `${"filler line without links\n".repeat(40000)}last <http://end.example/x>`;
    writeFileSync(p("redirected.txt"), body);
    writeFileSync(p("redirected.gz"), gzipSync(body));
    for (const name of ["redirected.txt", "redirected.gz"]) {
      const r = urisiftStdinFrom(p(name), ["--format=tsv"]);
      expect(r.status).toBe(0);
      expect(r.stderr).toBe("");
      expect(lines(r.stdout).slice(1)).toEqual([
        expect.stringMatching(/^http:\/\/end\.example\/x\t/),
      ]);
    }
  });

  it("a file of many read buffers (reused once scanned): the records of extract on the whole", async () => {
    // distinct URIs on every line, some wrapped across lines, so that a chunk read into a
    // buffer still in use would show as a wrong or lost record
    const parts: string[] = [];
    for (let i = 0, length = 0; length < 5 * CHUNK + 4321; i++) {
      const line = `line ${i} http://h${i}.example/p/${i}?q=${i * 7} and <https://w${i}.example/a/${i}/\n   b${i}/c>\n`;
      parts.push(line);
      length += line.length;
    }
    const body = parts.join("");
    writeFileSync(p("many-buffers.txt"), body);
    const { extract } = await import(join(ROOT, "dist/index.js"));
    const want = extract(Buffer.from(body)).map((f: Found) => [f.uri, f.start, f.end]);
    expect(want.length).toBeGreaterThan(20000);
    const got = (r: SpawnSyncReturns<string>) => {
      expect(r.status).toBe(0);
      return records(r.stdout).map((f: Found) => [f.uri, f.start, f.end]);
    };
    for (const mode of [[], ["--text"]]) {
      expect(got(urisift(["--format=ndjson", ...mode, "many-buffers.txt"]))).toEqual(want);
      expect(got(urisiftStdinFrom(p("many-buffers.txt"), ["--format=ndjson", ...mode]))).toEqual(
        want,
      );
    }
  });

  it("stdin redirected from a directory: an error, exit 1 (it read nothing and exited 0)", () => {
    const r = urisiftStdinFrom(dir, ["-"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("urisift: -: Is a directory\n");
    expect(r.stdout).toBe("");
  });

  it("a missing file: a one-line error naming it, the others processed, exit 1", () => {
    writeFileSync(p("ok.txt"), "http://ok.example/\n");
    const r = urisift(["nope.txt", "ok.txt"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("urisift: nope.txt: No such file or directory\n");
    expect(r.stdout).toBe("http://ok.example/\n");
    const gz = gzipSync("http://cut.example/\n".repeat(5000));
    writeFileSync(p("cut.gz"), gz.subarray(0, gz.length - 20));
    const cut = urisift(["cut.gz", "ok.txt"]);
    expect(cut.status).toBe(1);
    expect(cut.stderr).toMatch(/^urisift: cut\.gz: .+\n$/);
    expect(lines(cut.stdout).at(-1)).toBe("http://ok.example/");
  });

  it("a truncated .gz: what was read is reported, but not a URI cut where the data ends", () => {
    const text = Array.from({ length: 300_000 }, (_, k) => `http://example.com/${k + 1}\n`).join(
      "",
    );
    const gz = gzipSync(text);
    writeFileSync(p("trunc.gz"), gz.subarray(0, 300_000));
    const r = urisift(["trunc.gz"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^urisift: trunc\.gz: .+\n$/);
    const got = lines(r.stdout);
    expect(got.length).toBeGreaterThan(1000);
    // every line is one of the input's URIs, in order: the last one is whole
    expect(got).toEqual(got.map((_, k) => `http://example.com/${k + 1}`));
    // cut right after "http://example." (stored deflate: 10 + 5 header bytes, then the
    // text as it is): the URI would read "http://example" once its "." is trimmed
    const text2 = `${"http://example.com/1\n".repeat(100)}see http://example.com/113215. end\n`;
    const at = text2.indexOf("see http://example.") + "see http://example.".length;
    writeFileSync(p("trunc2.gz"), gzipSync(text2, { level: 0 }).subarray(0, 15 + at));
    const r2 = urisift(["trunc2.gz"]);
    expect(r2.status).toBe(1);
    expect(new Set(lines(r2.stdout))).toEqual(new Set(["http://example.com/1"]));
  });

  it("a .gz with junk or a corrupt member after a whole one: all of it scanned, then the error", () => {
    const text = Array.from(
      { length: 20_000 },
      (_, k) => `line ${k + 1} http://h${k + 1}.example/p\n`,
    );
    const gz = gzipSync(text.join(""));
    const want = text.map((_, k) => `http://h${k + 1}.example/p`);
    writeFileSync(p("junk.gz"), Buffer.concat([gz, Buffer.from("XYZ junk")]));
    writeFileSync(p("ok2.txt"), "http://after.example/\n");
    const junk = urisift(["junk.gz", "ok2.txt"]);
    expect(junk.status).toBe(1);
    expect(junk.stderr).toBe(
      "urisift: junk.gz: trailing bytes after the gzip data were not read\n",
    );
    expect(lines(junk.stdout)).toEqual([...want, "http://after.example/"]);
    const member = Buffer.from("1f8b0800000000000003", "hex");
    writeFileSync(p("bad2.gz"), Buffer.concat([gz, member, Buffer.from("garbage-deflate-data")]));
    const bad = urisift(["bad2.gz"]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^urisift: bad2\.gz: corrupt gzip data \(.+\)\n$/);
    expect(lines(bad.stdout)).toEqual(want);
    // zero bytes after the last member are padding, as gzip(1) and Node's gunzip read them
    writeFileSync(p("padded.gz"), Buffer.concat([gz, Buffer.alloc(512)]));
    const padded = urisift(["padded.gz"]);
    expect([padded.status, padded.stderr, lines(padded.stdout).length]).toEqual([0, "", 20_000]);
  });

  it("an output that cannot be written (/dev/full): a clear message, exit 1", () => {
    if (!existsSync("/dev/full")) return;
    writeFileSync(p("full.txt"), "http://full.example/\n".repeat(10_000));
    const fd = openSync("/dev/full", "w");
    try {
      const r = spawnSync(process.execPath, [BIN, p("full.txt")], {
        stdio: ["ignore", fd, "pipe"],
        encoding: "utf8",
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toBe("urisift: write error: No space left on device\n");
    } finally {
      closeSync(fd);
    }
  });

  it("bad usage: a message and exit 2; --help, --version: exit 0", () => {
    for (const args of [["--format", "yaml"], ["--nope"], ["--hyphen"], ["--schemes", "a b"]]) {
      const r = urisift(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/^urisift: .+\nTry 'urisift --help' for more information\.\n$/);
    }
    expect(urisift(["--help"])).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^Usage: urisift/),
    });
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(urisift(["--version"]).stdout).toBe(`urisift ${pkg.version}\n`);
  });

  it("--stats on stderr; nothing there without it, not even a progress bar when piped", () => {
    const r = urisift(["--stats"], TEXT);
    expect(r.stderr).toMatch(/^urisift: \d+ bytes in [\d.]+ s, [\d.]+ MB\/s; 1 input\n/);
    expect(r.stderr).toMatch(/5 URIs found: http 3, ftp 1, mailto 1/);
    expect(urisift([], TEXT).stderr).toBe("");
  });

  it("output is safe to print: no raw control characters, CSV formulas defused", () => {
    const evil = "\x1b]0;pwned\x07\u202e.txt";
    writeFileSync(p(evil), "http://e.example/a\x1b[31mb http://e.example/\u202eevil\n");
    writeFileSync(p("=HYPERLINK(1).txt"), "<http://f.example/>\n");
    for (const format of ["text", "csv", "tsv", "ndjson", "json"]) {
      const r = urisift(["--all", "--format", format, evil, "=HYPERLINK(1).txt", "gone\x1b[2J"]);
      expect(r.status).toBe(1);
      const bad = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;
      expect(r.stdout).not.toMatch(bad);
      expect(r.stderr).not.toMatch(bad);
      if (format === "text") expect(r.stdout).not.toContain("\t");
      if (format === "csv") {
        expect(r.stdout).toContain(`"%1B]0;pwned%07%E2%80%AE.txt"`);
        expect(r.stdout).toContain(`"'=HYPERLINK(1).txt"`);
      }
    }
  });

  it("EPIPE: `urisift big | head -1` ends quietly with exit 0", () => {
    const big = p("big.txt");
    writeFileSync(
      big,
      "see http://example.org/a/b/c?d=e and <https://example.net/x>\n".repeat(200_000),
    );
    const r = spawnSync(
      "bash",
      ["-c", `node "${BIN}" "${big}" "${big}" | head -n 1; echo "status \${PIPESTATUS[0]}" >&2`],
      {
        encoding: "utf8",
      },
    );
    expect(r.stdout).toBe("http://example.org/a/b/c?d=e\n");
    expect(r.stderr).toBe("status 0\n");
  });

  it("EPIPE: the reader closes the pipe early; the child exits 0 without a stack trace", async () => {
    const big = p("big.txt");
    const child = spawn(process.execPath, [BIN, "--format", "ndjson", big, big, big], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    await new Promise<void>((res) => child.stdout.once("data", () => res()));
    child.stdout.destroy();
    const t0 = Date.now();
    const code = await new Promise<number | null>((res) => child.on("close", (c) => res(c)));
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(`${signal} with the bar shown: the bar erased, the process ended by ${signal}`, async () => {
      const child = spawn(process.execPath, [BIN, "--progress"], {
        stdio: ["pipe", "ignore", "pipe"],
      });
      let err = "";
      child.stderr.on("data", (d) => (err += d));
      child.stdin.write("see http://signal.example/ now\n");
      // stdin stays open: the run is waiting for more when the signal comes
      while (!err.includes("URIs")) await new Promise((r) => setTimeout(r, 20));
      child.kill(signal);
      const [code, sig] = await new Promise<[number | null, string | null]>((res) =>
        child.on("close", (c, s) => res([c, s])),
      );
      expect([code, sig]).toEqual([null, signal]);
      expect(err.endsWith("\r\x1b[K")).toBe(true);
    });
  }

  it("the public cases (the specs' own examples), through --format ndjson", () => {
    if (!existsSync(CASES)) {
      console.warn(`skipped: ${CASES} absent`);
      return;
    }
    const cases: { id: string; text: string; expect: string[]; variants?: string[] }[] = JSON.parse(
      readFileSync(CASES, "utf8"),
    );
    for (const c of cases) {
      const recs = records(urisift(["--format", "ndjson"], c.text).stdout);
      expect(
        recs.map((r) => r.uri),
        c.id,
      ).toEqual(c.expect);
      if (c.variants)
        expect(
          recs.flatMap((r) => r.variants),
          c.id,
        ).toEqual(c.variants);
    }
  });
});
