/**
 * main() in process, with a stand-in scanner: the plumbing (inputs, filters, writers,
 * errors, EPIPE, backpressure, progress, stats) independent of the real scanner, which
 * the end-to-end tests (e2e.test.ts) exercise.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Writable } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";
import { found } from "./found.js";

// scheme://… up to whitespace, per complete line; "BAD" makes a URI invalid; a line
// holding WARN makes a warning; "AMPLIFY" stands for a mail message whose work comes in steps
// (a part's links under a long <base href>): 200 records of 300 bytes, one a step, the
// steps stopping while `pauseWhen` says so (Scanner.pauseWhen); pushes are counted
const seen = { pushes: 0, options: [] as ExtractOptions[] };
vi.mock("../../src/cli/open-scanner.js", () => ({
  openScanner(options: ExtractOptions, emit: (f: Found) => void) {
    seen.options.push(options);
    let held = "";
    let when: () => boolean = () => false;
    const steps: Found[] = [];
    const run = () => {
      while (steps.length > 0) {
        if (when()) return false;
        emit(steps.shift()!);
      }
      return true;
    };
    const scan = (final: boolean) => {
      const cut = final ? held.length : held.lastIndexOf("\n") + 1;
      const part = held.slice(0, cut);
      held = held.slice(cut);
      for (const m of part.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^\s<>"]*|WARN|AMPLIFY/gi)) {
        if (m[0] === "WARN") {
          options.onWarning?.("broken part");
          continue;
        }
        if (m[0] === "AMPLIFY") {
          for (let k = 0; k < 200; k++)
            steps.push(found(`http://a.example/${String(k).padStart(3, "0")}/${"x".repeat(270)}`));
          run();
          continue;
        }
        const valid = !m[0].includes("BAD");
        if (!valid && !options.includeInvalid) continue;
        emit(found(m[0], valid ? {} : { valid, normalized: null, errors: ["bad-host"] }));
      }
    };
    return {
      // it decodes each chunk at once: the reader may reuse the buffers
      doneWithChunks: () => true,
      push(c: Uint8Array) {
        seen.pushes++;
        held += Buffer.from(c).toString("utf8");
        scan(false);
      },
      end() {
        scan(true);
      },
      pauseWhen(w: () => boolean) {
        when = w;
      },
      resume: run,
    };
  },
}));

class Sink extends Writable {
  text = "";
  isTTY?: boolean;
  constructor(private readonly fail?: (n: number) => NodeJS.ErrnoException | null) {
    super({ decodeStrings: false, highWaterMark: 16 });
  }
  override _write(chunk: string | Buffer, _enc: string, cb: (e?: Error | null) => void) {
    const err = this.fail?.(this.text.length) ?? null;
    if (err) return cb(err);
    this.text += chunk.toString();
    setImmediate(cb); // slow: write() returns false, main must wait for 'drain'
  }
}

let dir: string;
const p = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "urisift-main-"));
  writeFileSync(
    p("a.txt"),
    "see http://a.example/1 and\nftp://a.example/2\nWARN\nhttp://BAD.example/",
  );
  writeFileSync(p("b.txt.gz"), gzipSync("http://b.example/1\nHTTP://A.example/1 again\n"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A terminal that stdout and stderr share: what both write, in order, and the rows it shows
 * ("\r" back to the row's start, "ESC [ K" erases to its end).
 */
class Terminal {
  text = "";
  stream(): Sink {
    const s = new Sink();
    s.isTTY = true;
    s.write = ((chunk: string | Uint8Array) => {
      this.text += chunk.toString();
      return true;
    }) as Sink["write"];
    return s;
  }
  rows(): string[] {
    return this.text.split("\n").map((written) => {
      let row = "";
      let at = 0;
      for (let i = 0; i < written.length; i++) {
        if (written[i] === "\r") at = 0;
        else if (written.startsWith("\x1b[K", i)) {
          row = row.slice(0, at);
          i += 2;
        } else {
          row = row.slice(0, at) + written[i] + row.slice(at + 1);
          at++;
        }
      }
      return row;
    });
  }
}

async function run(
  argv: string[],
  opts: {
    stdin?: string;
    stdout?: Sink;
    stderr?: Sink;
    stderrTTY?: boolean;
    stdoutTTY?: boolean;
  } = {},
) {
  const stdout = opts.stdout ?? new Sink();
  const stderr = opts.stderr ?? new Sink();
  if (opts.stderrTTY) stderr.isTTY = true;
  if (opts.stdoutTTY) stdout.isTTY = true;
  const stdin = new PassThrough();
  stdin.end(opts.stdin ?? "");
  const code = await main(argv, { stdout, stderr, stdin });
  await new Promise((r) => setImmediate(r));
  return { code, out: stdout.text, err: stderr.text };
}

describe("main (stand-in scanner)", () => {
  it("text: one uri per line, the last one without a final newline included", async () => {
    const r = await run([p("a.txt")]);
    expect(r).toEqual({
      code: 0,
      out: "http://a.example/1\nftp://a.example/2\n",
      err: `urisift: warning: ${p("a.txt")}: broken part\n`,
    });
  });

  it("passes the options on to the scanner", async () => {
    seen.options.length = 0;
    await run([
      "--text",
      "--fuzzy",
      "--all",
      "--hyphen=drop",
      "--schemes=ftp",
      "--base=http://e.org/",
      p("a.txt"),
    ]);
    expect(seen.options[0]).toMatchObject({
      mode: "text",
      fuzzy: true,
      includeInvalid: true,
      hyphen: "drop",
      schemes: ["ftp"],
      base: "http://e.org/",
    });
    expect(typeof seen.options[0]!.onWarning).toBe("function");
  });

  it("--all shows invalid ones with their errors", async () => {
    const r = await run(["--all", p("a.txt")]);
    expect(r.out.split("\n")).toContain("http://BAD.example/\tinvalid:bad-host");
  });

  it("several inputs: gz by magic, stdin as -, each record has its file", async () => {
    const r = await run(["--format", "ndjson", p("a.txt"), p("b.txt.gz"), "-"], {
      stdin: "mailto://stdin.example/\n",
    });
    const recs = r.out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(recs.map((x) => [x.uri, x.file])).toEqual([
      ["http://a.example/1", p("a.txt")],
      ["ftp://a.example/2", p("a.txt")],
      ["http://b.example/1", p("b.txt.gz")],
      ["HTTP://A.example/1", p("b.txt.gz")],
      ["mailto://stdin.example/", "-"],
    ]);
  });

  it("a directory: each record has its file, even with one file in it; gz and UTF-16 read", async () => {
    const d = p("dir-of-one");
    mkdirSync(d);
    writeFileSync(join(d, "only.txt"), "see http://one.example/\n");
    const one = await run(["--format", "ndjson", d]);
    expect(JSON.parse(one.out).file).toBe(join(d, "only.txt"));
    writeFileSync(join(d, "packed.gz"), gzipSync("http://gz.example/\n"));
    writeFileSync(join(d, "wide.txt"), Buffer.from("\ufeffhttp://utf16.example/\n", "utf16le"));
    writeFileSync(join(d, "empty"), "");
    const all = await run(["--format", "ndjson", d]);
    expect(
      all.out
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l))
        .map((x) => [x.uri, x.file.slice(d.length + 1)]),
    ).toEqual([
      ["http://one.example/", "only.txt"],
      ["http://gz.example/", "packed.gz"],
      ["http://utf16.example/", "wide.txt"],
    ]);
  });

  it("one input: no file field", async () => {
    const r = await run(["--format", "json"], { stdin: "http://x.example/\n" });
    expect(JSON.parse(r.out)).toEqual([found("http://x.example/")]);
  });

  it("a missing file: one line naming it, the others processed, exit 1", async () => {
    const r = await run([p("missing.txt"), p("b.txt.gz")]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`urisift: ${p("missing.txt")}: No such file or directory\n`);
    expect(r.out).toBe("http://b.example/1\nHTTP://A.example/1\n");
  });

  it("--unique and --count across inputs, by normalized form", async () => {
    const u = await run(["--unique", p("a.txt"), p("b.txt.gz")]);
    expect(u.out).toBe("http://a.example/1\nftp://a.example/2\nhttp://b.example/1\n");
    const c = await run(["--count", "--normalize", p("b.txt.gz"), p("a.txt")]);
    expect(c.out).toBe("2\thttp://a.example/1\n1\thttp://b.example/1\n1\tftp://a.example/2\n");
    const j = await run(["--count", "--format=ndjson", p("a.txt"), p("b.txt.gz")]);
    expect(JSON.parse(j.out.split("\n")[0]!)).toMatchObject({
      count: 2,
      uri: "http://a.example/1",
    });
  });

  it("--schemes keeps only those", async () => {
    const r = await run(["--schemes", "FTP", p("a.txt"), p("b.txt.gz")]);
    expect(r.out).toBe("ftp://a.example/2\n");
  });

  it("--stats: bytes, time, MB/s, URIs by scheme, warnings", async () => {
    const r = await run(["--stats", p("a.txt")]);
    expect(r.err).toMatch(/^urisift: 69 bytes in \d+\.\d{3} s, \d+\.\d MB\/s; 1 input$/m);
    expect(r.err).toMatch(/^urisift: 2 URIs found: ftp 1, http 1; 2 written$/m);
    expect(r.err).toMatch(/^urisift: 1 mail warning$/m);
  });

  it("progress: only on a TTY or with --progress, cleared at the end", async () => {
    const quiet = await run([p("a.txt")]);
    expect(quiet.err).not.toContain("\r");
    const tty = await run([p("a.txt")], { stderrTTY: true });
    expect(tty.err).toContain("\r\x1b[K");
    expect(tty.err.endsWith("\r\x1b[K")).toBe(true);
    expect(tty.err).toMatch(/MB\/s {2}\d+ URIs/);
    expect(tty.err).toContain("broken part");
    const off = await run(["--no-progress", p("a.txt")], { stderrTTY: true });
    expect(off.err).not.toContain("\r");
    const forced = await run(["--progress", p("a.txt")]);
    expect(forced.err).toMatch(/\[#+-*\] +\d+%/);
  });

  it("progress by default only when stderr is a TTY and stdout is not", async () => {
    const both = await run([p("a.txt")], { stderrTTY: true, stdoutTTY: true });
    expect(both.err).not.toContain("\r");
    const toFile = await run([p("a.txt")], { stderrTTY: true });
    expect(toFile.err).toMatch(/MB\/s {2}\d+ URIs/);
  });

  it("--progress with stdout on the same terminal: no record shares a line with the bar", async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `http://e.example/${i}`).join("\n");
    writeFileSync(p("screen.txt"), `${lines}\n`.repeat(40));
    const screen = new Terminal();
    const r = await run(["--progress", p("screen.txt")], {
      stdout: screen.stream(),
      stderr: screen.stream(),
    });
    expect(r.code).toBe(0);
    const shown = screen.rows();
    expect(shown.filter((row) => row.includes("://")).length).toBe(120_000);
    expect(shown.filter((row) => row.includes("URIs") && row.includes("://"))).toEqual([]);
    expect(screen.text).toMatch(/MB\/s {2}\d+ URIs/);
  });

  it("a message's work in steps stops while the output waits for 'drain': nothing lost, the output's buffer stays small", async () => {
    // (session 53's mail sweep: 60,000 links under an 8,000-character <base href> made 481 MB
    // of output from one input chunk, all queued on a pipe: 1 GB of peak RSS)
    const stdout = new Sink();
    // the most bytes that waited in the stream's buffer, the one being written included
    let maxWaiting = 0;
    const write = stdout.write.bind(stdout) as (chunk: unknown) => boolean;
    stdout.write = ((chunk: unknown) => {
      const accepted = write(chunk);
      maxWaiting = Math.max(maxWaiting, stdout.writableLength);
      return accepted;
    }) as Sink["write"];
    const r = await run(["-"], { stdin: "a http://s.example/0\nAMPLIFY\nAMPLIFY\n", stdout });
    const lines = r.out.split("\n").filter((l) => l !== "");
    expect(lines).toHaveLength(401);
    expect(lines[0]).toBe("http://s.example/0");
    expect(lines[1]).toMatch(/^http:\/\/a\.example\/000\//);
    expect(lines[400]).toMatch(/^http:\/\/a\.example\/199\//);
    // 400 records of ~300 bytes: 120 kB written from one chunk; the command waits for 'drain'
    // at each 64 kB slice (main.ts Output) instead of queueing the rest behind it
    expect(maxWaiting).toBeLessThan(100_000);
    expect(r.code).toBe(0);
  });

  it("EPIPE on stdout: quiet, exit 0, stops reading", async () => {
    const lines = Array.from({ length: 20000 }, (_, i) => `http://e.example/${i}`).join("\n");
    writeFileSync(p("many.txt"), lines.repeat(30));
    const epipe = () => Object.assign(new Error("write EPIPE"), { code: "EPIPE" });
    const stdout = new Sink((n) => (n > 0 ? epipe() : null));
    seen.pushes = 0;
    const r = await run([p("many.txt"), p("many.txt")], { stdout });
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(seen.pushes).toBeLessThan(5);
  });

  it("another output error: reported, exit 1", async () => {
    const enospc = () => Object.assign(new Error("write ENOSPC"), { code: "ENOSPC" });
    const r = await run([p("a.txt")], { stdout: new Sink(() => enospc()) });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^urisift: write error: No space left on device$/m);
  });

  it("usage errors exit 2; --version and --help exit 0", async () => {
    const bad = await run(["--format", "yaml"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^urisift: --format/);
    expect(bad.out).toBe("");
    const v = await run(["--version"]);
    expect(v).toMatchObject({ code: 0, out: expect.stringMatching(/^urisift \d+\.\d+\.\d+\n$/) });
    const h = await run(["--help"]);
    expect(h.out).toMatch(/^Usage: urisift/);
  });
});
