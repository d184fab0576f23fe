#!/usr/bin/env node
/**
 * Child process of bench/run.js for the peak-RSS rows: streams a large input, generated on
 * the fly (nothing big is ever held in memory here), through urisift's createExtractStream
 * and prints one JSON line: { kind, mode, bytes, found, ms, maxRSS (bytes), api }.
 *
 *   node bench/stream-child.js KIND BYTES MODE [API]
 * (`maxRSS`: process.resourceUsage().maxRSS in bytes; `hwm`: VmHWM from /proc/self/status.)
 *   KIND: rfc-repeat | mbox-repeat | unclosed-angle | one-line | baseline
 *   MODE: text | mail | auto
 *   API:  library (default: createExtractStream in the child) | cli (the command: this
 *         process feeds the input to `bin/urisift.js -` on its stdin — run with the Node
 *         flags of the script's own `#!` line — and the command reports its peak itself)
 *         | cli-file (the same, the input written to a temporary file first and named)
 *         | library-flags (the library in a Node run with the command's young-generation flag)
 *         | library-capped (the library in a default Node that calls capYoungGeneration() first)
 *         | cli-plain (the command run as `node bin/urisift.js -`, without its `#!` line's flags)
 *         | source (the same input read through the same pipeline with no extraction: the
 *         peak that reading 1 GB with Node streams reaches by itself, library loaded — chunks
 *         that were read wait for a garbage collection to give their memory back)
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { MBOX_GZ, RFC_GZ } from "./inputs.js";
import { importDist, LIBRARY_ENTRY, ROOT } from "./lib.js";

const [kind = "rfc-repeat", bytesArg = "1e9", mode = "text", apiArg = "library"] =
  process.argv[2] === "--inner" ? process.argv.slice(3) : process.argv.slice(2);
const total = Number(bytesArg);

// getrusage's maxRSS survives exec: a child forked from the big benchmark process starts
// with the parent's RSS as its "peak". So this script first re-runs itself from this small,
// fresh process; the grandchild's maxRSS then only carries this launcher's few MB.
// API "library-flags": the same library stream in a Node started with the young-generation
// flag that the command's `#!` line sets (a library cannot set it at run time)
const COMMAND_FLAGS = readFileSync(join(ROOT, "bin", "urisift.js"), "utf8")
  .split("\n", 1)[0]
  .split(/\s+/)
  .filter((w) => w.startsWith("--"));
if (process.argv[2] !== "--inner" && !apiArg.startsWith("cli")) {
  const flags = apiArg === "library-flags" ? COMMAND_FLAGS : [];
  const r = spawnSync(
    process.execPath,
    [...flags, process.argv[1], "--inner", ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(r.status ?? 1);
}
const CHUNK = 64 * 1024;

/** The gunzipped corpus, over and over, exactly `total` bytes. */
async function* gzRepeat(path) {
  let n = 0;
  while (n < total) {
    const src = createReadStream(path);
    const gz = createGunzip();
    src.pipe(gz);
    let last = 0x0a;
    for await (const c of gz) {
      const take = Math.min(c.length, total - n);
      if (take <= 0) break;
      const piece = take === c.length ? c : c.subarray(0, take);
      n += take;
      last = piece[piece.length - 1];
      yield piece;
      if (n >= total) break;
    }
    src.destroy();
    gz.destroy();
    if (n < total && last !== 0x0a) {
      n++;
      yield Buffer.from("\n");
    }
  }
}

/** A fixed block repeated, after an optional head, exactly `total` bytes. */
async function* generated(head, block) {
  let n = 0;
  if (head.length) {
    yield head;
    n += head.length;
  }
  while (n < total) {
    const take = Math.min(block.length, total - n);
    yield take === block.length ? block : block.subarray(0, take);
    n += take;
  }
}

function source() {
  switch (kind) {
    case "rfc-repeat":
      return gzRepeat(RFC_GZ);
    case "mbox-repeat":
      return gzRepeat(MBOX_GZ);
    case "unclosed-angle":
      return generated(Buffer.from("<http://"), Buffer.alloc(CHUNK, "a"));
    case "one-line": {
      const words =
        "lorem ipsum dolor sit amet consectetur https://example.com/a/b?c=d adipiscing elit sed do ";
      const b = Buffer.alloc(CHUNK, words);
      return generated(Buffer.alloc(0), b);
    }
    case "baseline":
      return generated(Buffer.alloc(0), Buffer.alloc(0));
    default:
      throw new Error(`unknown kind ${kind}`);
  }
}

if (apiArg.startsWith("cli")) {
  // this process (started fresh by bench/run.js) only feeds the command
  console.log(JSON.stringify(await runCli()));
  process.exit(0);
}

/**
 * `bin/urisift.js -` as a user runs it: the Node flags of its `#!/usr/bin/env -S node …` line,
 * the input on stdin, stdout counted and dropped. A preloaded module prints the command's
 * own maxRSS / VmHWM to stderr when it exits.
 */
async function runCli() {
  const bin = join(ROOT, "bin", "urisift.js");
  const shebang = readFileSync(bin, "utf8").split("\n", 1)[0];
  // "cli-plain": `node bin/urisift.js`, as the README's quick start runs it (no `#!` flags)
  const flags =
    apiArg === "cli-plain" ? [] : shebang.split(/\s+/).filter((w) => w.startsWith("--"));
  const modeFlag = mode === "text" ? ["--text"] : mode === "mail" ? ["--mail"] : [];
  // "cli-file": the input written to a temporary file first, then named to the command (it
  // reads a regular file with readSync into reused buffers, not as a stream)
  let file = null;
  if (apiArg === "cli-file") {
    file = join(mkdtempSync(join(tmpdir(), "urisift-bench-")), "input.txt");
    await pipeline(Readable.from(source()), createWriteStream(file));
  }
  try {
    return await runCommand(bin, flags, modeFlag, file);
  } finally {
    if (file !== null) rmSync(dirname(file), { recursive: true, force: true });
  }
}

async function runCommand(bin, flags, modeFlag, file) {
  const child = spawn(
    process.execPath,
    [...flags, "--import", join(ROOT, "bench", "rss-report.js"), bin, ...modeFlag, file ?? "-"],
    { stdio: [file === null ? "pipe" : "ignore", "pipe", "pipe"] },
  );
  let lines = 0;
  child.stdout.on("data", (d) => {
    for (let i = d.indexOf(10); i >= 0; i = d.indexOf(10, i + 1)) lines++;
  });
  let err = "";
  child.stderr.on("data", (d) => {
    err += d;
    if (err.length > 1e5) err = err.slice(-1e4);
  });
  const closed = new Promise((resolve) => child.on("close", resolve));
  const t0 = performance.now();
  let bytes = 0;
  if (file !== null) bytes = statSync(file).size;
  else {
    child.stdin.on("error", () => {}); // the command died: its exit code says why
    try {
      for await (const c of source()) {
        bytes += c.length;
        if (!child.stdin.write(c)) await once(child.stdin, "drain");
      }
    } finally {
      child.stdin.end();
    }
  }
  const code = await closed;
  const ms = performance.now() - t0;
  const m = /URISIFT_RSS (\{.*\})/.exec(err);
  if (code !== 0 || !m) {
    console.error(err.trim().split("\n").slice(-3).join("\n"));
    process.exit(1);
  }
  const r = JSON.parse(m[1]);
  return {
    kind,
    mode,
    bytes,
    found: lines,
    ms,
    maxRSS: r.maxRSS,
    hwm: r.hwm,
    api: `bin/urisift.js ${file === null ? "-" : "FILE"} (${flags.join(" ") || "no Node flags"})`,
  };
}

const index = await importDist(LIBRARY_ENTRY);
const dispatch = index?.createExtractStream ? null : await importDist("dist/mail/dispatch.js");
let found = 0;
let bytes = 0;
const t0 = performance.now();
let api;
if (kind === "baseline") {
  api = "none (library loaded, nothing streamed)";
} else if (index?.createExtractStream) {
  api =
    apiArg === "library-flags"
      ? `createExtractStream (node ${COMMAND_FLAGS.join(" ")})`
      : apiArg === "library-capped"
        ? "capYoungGeneration(); createExtractStream"
        : apiArg === "source"
          ? "none: the same source and pipeline, bytes counted"
          : "createExtractStream";
  if (apiArg === "library-capped") index.capYoungGeneration();
  const counted = Readable.from(
    (async function* () {
      for await (const c of source()) {
        bytes += c.length;
        yield c;
      }
    })(),
  );
  const sink = new Writable({
    objectMode: true,
    highWaterMark: 64,
    write(_f, _e, cb) {
      found++;
      cb();
    },
  });
  if (apiArg === "source") await pipeline(counted, sink);
  else await pipeline(counted, index.createExtractStream({ mode }), sink);
  if (apiArg === "source") found = 0;
} else if (dispatch?.createScanner) {
  api = "createScanner (createExtractStream not built yet)";
  const sc = dispatch.createScanner({ mode }, () => {
    found++;
  });
  for await (const c of source()) {
    bytes += c.length;
    sc.push(c);
  }
  sc.end();
} else {
  console.error(
    `neither ${LIBRARY_ENTRY} createExtractStream nor dist/mail/dispatch.js createScanner is built`,
  );
  process.exit(3);
}
const ms = performance.now() - t0;
// maxRSS is in kilobytes (getrusage); VmHWM (Linux) is the peak of this process image alone
const maxRSS = process.resourceUsage().maxRSS * 1024;
let hwm = null;
try {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "latin1"));
  if (m) hwm = Number(m[1]) * 1024;
} catch {}
console.log(JSON.stringify({ kind, mode, bytes, found, ms, maxRSS, hwm, api }));
