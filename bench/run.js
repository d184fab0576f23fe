#!/usr/bin/env node
/**
 * `npm run bench` — extraction throughput, CLI end to end, peak RSS, and the mail section
 * (issues 3 and 4). All library measurements run in one process on the same inputs.
 *
 *   node bench/run.js [--quick] [--only NAME[,NAME…]] [--file PATH]… [--budget MS] [--cap MB]
 *
 * Inputs: the shared corpora (../shared/corpora, gunzipped into memory), the text under
 * /usr/share/doc, generated worst cases, and any --file. For each input: urisift
 * `extractText` (Buffer in) beside linkify-it 6 `match` (no fuzzy), linkifyjs `find`,
 * url-regex-safe and a plain /https?:\/\/\S+/g, all on a pre-decoded string. Prints
 * markdown tables: MB/s, number found, ratios vs linkify-it.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import {
  asOneLine,
  CORPORA,
  GENERATED,
  GHA_TGZ,
  loadDocs,
  loadGha,
  MBOX_GZ,
  RFC_GZ,
  readGz,
  readUserFile,
} from "./inputs.js";
import {
  fmtBytes,
  fmtMs,
  fmtNum,
  fmtRate,
  fmtRatio,
  machineLine,
  median,
  now,
  parseArgsOrExit,
  ROOT,
  sink,
  table,
} from "./lib.js";
import { EXTRACT_TOOLS, MAIL_TOOLS, TOOLS } from "./tools.js";

const SELF = fileURLToPath(import.meta.url);
const MB = 1e6;

const USAGE = `usage: node bench/run.js [options]
  --quick          small inputs, short runs (a few seconds; the smoke test)
  --only NAMES     comma-separated sections/inputs: rfc, gha, doc, rfc-one-line, dense, no-uris, one-line,
                   lt-only, colon-only, http-repeated, unclosed-angle, cli, rss, mail, mail-rss
                   (also: "generated" = all generated worst cases, "extract" = all inputs)
  --file PATH      benchmark this file (gunzipped if .gz) instead of the built-in inputs;
                   repeatable; an mbox file (first line "From ") also gets the mail rows
  --budget MS      longest single timed run before a tool's input is capped (default 2000, quick 25)
  --cap MB         also cap the peers' input at this size (default: capped only by --budget)`;

// Re-run self with --expose-gc (collect between measurements) and a larger heap (the peers
// build big token arrays). The measurements still all run in one process: the child.
if (!globalThis.gc && !process.env.URISIFT_BENCH_INNER) {
  const r = spawnSync(
    process.execPath,
    ["--expose-gc", "--max-old-space-size=8192", SELF, ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: { ...process.env, URISIFT_BENCH_INNER: "1" },
    },
  );
  process.exit(r.status ?? 1);
}

const args = parseArgsOrExit(
  process.argv.slice(2),
  {
    flags: ["--quick"],
    values: ["--only", "--file", "--budget", "--cap"],
  },
  USAGE,
);
const QUICK = !!args.quick;
const RUN_BUDGET = args.budget ? Number(args.budget.at(-1)) : QUICK ? 25 : 2000;
const ROW_BUDGET = RUN_BUDGET * 3;
const MIN_ROUNDS = QUICK ? 1 : 3;
const MAX_ROUNDS = QUICK ? 2 : 7;
const MIN_TOTAL = QUICK ? 0 : 1500;
const PEER_CAP = args.cap ? Number(args.cap.at(-1)) * MB : Number.POSITIVE_INFINITY;
const only = args.only
  ? new Set(args.only.flatMap((s) => s.split(",")).map((s) => s.trim().toLowerCase()))
  : null;
const FILES = args.file ?? [];

const gc = () => globalThis.gc?.();
const notes = [];
let failed = false;

// ---- the measuring thread ------------------------------------------------------------------
const CFG = {
  runBudget: RUN_BUDGET,
  rowBudget: ROW_BUDGET,
  minRounds: MIN_ROUNDS,
  maxRounds: MAX_ROUNDS,
  minTotal: MIN_TOTAL,
  peerCap: PEER_CAP,
  gc: !QUICK,
  ownWhole: QUICK,
};
/** Longest a single tool may take on one input before it is declared hung (doubling + rounds ≈ 2 row budgets). */
const HANG_MS = QUICK ? 15_000 : Math.max(3 * 2.5 * ROW_BUDGET + 10_000, 30_000);

/**
 * Supervises bench/measure-worker.js: inputs shared as SharedArrayBuffers, one tool measured
 * at a time; a tool that does not answer within HANG_MS is reported as hung, the worker is
 * terminated and a new one started (the input is sent again).
 */
class Measurer {
  constructor() {
    this.worker = null;
    this.shared = null;
    this.info = null;
  }
  async start() {
    this.worker = new Worker(new URL("./measure-worker.js", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 8192 },
    });
    this.worker.unref();
    this.info = await this.next("ready");
    if (this.shared) await this.send({ type: "input", ...this.shared }, "input-ok");
    return this.info;
  }
  next(type, timeout = 0) {
    return new Promise((resolve, reject) => {
      let timer = null;
      const onMsg = (m) => {
        if (m.type !== type) return;
        cleanup();
        resolve(m);
      };
      const onErr = (e) => {
        cleanup();
        reject(e);
      };
      const onExit = (code) => {
        cleanup();
        reject(new Error(`measuring thread exited (${code})`));
      };
      const cleanup = () => {
        if (timer) clearTimeout(timer);
        this.worker.off("message", onMsg);
        this.worker.off("error", onErr);
        this.worker.off("exit", onExit);
      };
      if (timeout)
        timer = setTimeout(() => {
          cleanup();
          reject(Object.assign(new Error("timeout"), { timeout: true }));
        }, timeout);
      this.worker.on("message", onMsg);
      this.worker.on("error", onErr);
      this.worker.on("exit", onExit);
    });
  }
  async send(msg, reply, timeout) {
    const p = this.next(reply, timeout);
    this.worker.postMessage(msg);
    return p;
  }
  async setInput(buf) {
    const sab = new SharedArrayBuffer(buf.length);
    Buffer.from(sab).set(buf);
    this.shared = { sab, length: buf.length };
    await this.send({ type: "input", ...this.shared }, "input-ok");
  }
  async measure(tool) {
    try {
      return (await this.send({ type: "measure", tool, cfg: CFG }, "result", HANG_MS)).result;
    } catch (e) {
      await this.worker.terminate().catch(() => {});
      await this.start();
      return {
        error: e.timeout
          ? `no answer within ${fmtMs(HANG_MS)} (hang or extreme slowness): stopped`
          : String(e?.message ?? e),
        hung: !!e.timeout,
      };
    }
  }
  async free() {
    this.shared = null;
    await this.send({ type: "free" }, "freed");
  }
  async stop() {
    await this.worker.terminate();
  }
}

const measurer = new Measurer();
const { loadNotes, re2Engine: re2, available } = await measurer.start();
notes.push(...loadNotes);
if (!available.urisift) notes.push("urisift `extractText` not available: its rows are skipped");

/** Decode speed, for the note that string peers get their string for free. */
function decodeRate(buf) {
  const times = [];
  for (let i = 0; i < (QUICK ? 2 : 3); i++) {
    gc();
    const t0 = now();
    sink.v += buf.toString("utf8").length;
    times.push(now() - t0);
  }
  return buf.length / MB / (median(times) / 1000);
}

async function measureAll(ids) {
  const rows = new Map();
  for (const id of ids) {
    if (!available[id]) continue;
    const r = await measurer.measure(id);
    if (r.error) {
      if (TOOLS[id].own) {
        failed = true;
        notes.push(`${TOOLS[id].name}: ${r.error}`);
      }
      r.error = r.error.split("\n")[0];
    }
    rows.set(id, r);
  }
  return rows;
}

function resultTable(ids, rows) {
  const base = rows.get(ids.find((id) => id.startsWith("linkify-it")));
  return table(
    ["tool", "measured on", "MB/s", "found", "URIs/s", "median time", "vs linkify-it"],
    ids
      .filter((id) => rows.has(id))
      .map((id) => {
        const r = rows.get(id);
        const name = TOOLS[id].name;
        if (r.error) return [name, r.hung ? "HUNG" : "error", "", "", "", "", r.error.slice(0, 80)];
        return [
          name,
          r.capped ? `${fmtBytes(r.bytes)} (capped)` : fmtBytes(r.bytes),
          fmtRate(r.mbps),
          fmtNum(r.found),
          r.found ? fmtNum(r.found / (r.ms / 1000)) : "–",
          `${fmtMs(r.ms)} ×${r.rounds}`,
          base && !base.error ? fmtRatio(r.mbps / base.mbps) : "–",
        ];
      }),
    "lrrrrrr",
  );
}

// ---- inputs -------------------------------------------------------------------------------------
const haveCorpora = existsSync(CORPORA);
const Q = (full, quick) => (QUICK ? quick : full);

const INPUTS = [];
if (FILES.length) {
  for (const f of FILES) {
    INPUTS.push({
      name: `file:${basename(f)}`,
      title: f,
      load: async () => ({ buf: await readUserFile(f) }),
    });
  }
} else {
  INPUTS.push({
    name: "rfc",
    title: "RFC 8000–8999 (rfc8000-8999.txt.gz, gunzipped)",
    corpus: RFC_GZ,
    load: async () => ({ buf: await readGz(RFC_GZ, Q(Number.POSITIVE_INFINITY, 1 * MB)) }),
  });
  INPUTS.push({
    name: "gha",
    title: "GitHub Actions logs (gha-logs.tar.gz, the .log files concatenated)",
    corpus: GHA_TGZ,
    load: async () => {
      const { buf, files } = loadGha(Q(Number.POSITIVE_INFINITY, 1 * MB));
      return { buf, info: `${files} log files` };
    },
  });
  INPUTS.push({
    name: "doc",
    title: "text under /usr/share/doc (.gz gunzipped, binaries skipped)",
    load: async () => {
      const { buf, files } = loadDocs(Q(50 * MB, 1 * MB));
      return { buf, info: `${files} files, capped at ${Q("50 MB", "1 MB")}` };
    },
  });
  INPUTS.push({
    name: "rfc-one-line",
    title: "the RFC corpus with every line break replaced by a space: one line",
    corpus: RFC_GZ,
    load: async () => ({
      buf: asOneLine(await readGz(RFC_GZ, Q(Number.POSITIVE_INFINITY, 1 * MB))),
    }),
  });
  for (const [name, g] of Object.entries(GENERATED)) {
    INPUTS.push({
      name,
      title: `generated: ${g.title}`,
      generated: true,
      load: async () => ({ buf: g.make(Q(g.size, g.quick)) }),
    });
  }
}

const wanted = (name, { generated = false, extract = false } = {}) =>
  !only ||
  only.has(name) ||
  (generated && only.has("generated")) ||
  (extract && only.has("extract"));

// ---- output -------------------------------------------------------------------------------------
const T0 = now();
const print = (s = "") => {
  process.stdout.write(`${s}\n`);
  if (process.env.URISIFT_BENCH_TRACE && s.startsWith("#"))
    process.stderr.write(`[${fmtMs(now() - T0)}] ${s.slice(0, 60)}\n`);
};
const results = []; // { input, size, rows: Map(id → result) }
const targets = {};
const targetLines = [];

print(`# urisift benchmarks${QUICK ? " (--quick: small inputs, rough numbers)" : ""}`);
print();
print(machineLine());
print(
  `Peers get the input as a pre-decoded JS string (decode time not counted); urisift gets the Buffer. ` +
    `A tool whose next run would exceed ${fmtMs(RUN_BUDGET)} is measured on a prefix (marked "capped"). ` +
    `url-regex-safe runs on ${re2}. linkifyjs \`find\` also finds schemeless links and e-mail addresses (no option to turn that off).`,
);
if (!haveCorpora)
  print(
    `\n**${CORPORA} not found: the corpus inputs, the CLI, RSS and mail rows that need it are skipped.**`,
  );

// ---- 1. extraction throughput ---------------------------------------------------------------------
for (const spec of INPUTS) {
  if (!wanted(spec.name, { generated: spec.generated, extract: true })) continue;
  if (spec.corpus && !existsSync(spec.corpus)) {
    notes.push(`${spec.name}: ${spec.corpus} not found, skipped`);
    continue;
  }
  let loaded;
  try {
    loaded = await spec.load();
    spec.info = loaded.info ? ` (${loaded.info})` : "";
  } catch (e) {
    notes.push(`${spec.name}: could not load (${e.message})`);
    continue;
  }
  const buf = loaded.buf;
  loaded = null;
  print();
  print(`## ${spec.name} — ${spec.title}: ${fmtBytes(buf.length)}${spec.info ?? ""}`);
  print();
  await measurer.setInput(buf);
  const rows = await measureAll(EXTRACT_TOOLS);
  await measurer.free();
  print(resultTable(EXTRACT_TOOLS, rows));
  print();
  print(
    `(utf-8 decode of the whole input, given free to the string peers: ${fmtRate(decodeRate(buf))} MB/s)`,
  );
  results.push({ name: spec.name, size: buf.length, rows });
  gc();
}

// ---- 2. CLI end to end ------------------------------------------------------------------------------
const BIN = join(ROOT, "bin", "urisift.js");
let tmp = null;
const tmpDir = () => (tmp ??= mkdtempSync(join(os.tmpdir(), "urisift-bench-")));
const cliRows = [];
if (!FILES.length && wanted("cli")) {
  print();
  print(
    "## CLI end to end (`node bin/urisift.js FILE > /dev/null`, wall time including Node start-up)",
  );
  print();
  if (!existsSync(BIN)) {
    print("bin/urisift.js not found: skipped.");
    notes.push("CLI: bin/urisift.js missing");
  } else if (!existsSync(RFC_GZ)) {
    print("RFC corpus not found: skipped.");
  } else {
    const rfc = await readGz(RFC_GZ, Q(Number.POSITIVE_INFINITY, 1 * MB));
    const rfcTxt = join(tmpDir(), "rfc8000-8999.txt");
    writeFileSync(rfcTxt, rfc);
    const empty = join(tmpDir(), "empty.txt");
    writeFileSync(empty, "");
    const cases = [{ name: "text format, RFC corpus (.txt)", argv: [rfcTxt], bytes: rfc.length }];
    if (!QUICK) {
      cases.push({
        name: "ndjson, RFC corpus (.txt)",
        argv: ["--format", "ndjson", rfcTxt],
        bytes: rfc.length,
      });
      cases.push({
        name: "text format, RFC corpus (.txt.gz, gunzipped on the fly)",
        argv: [RFC_GZ],
        bytes: rfc.length,
      });
    }
    if (!QUICK) {
      // the speed a long run settles at: Node's start-up (~100 ms here) and V8's warm-up
      // weigh on the 58 MB file, not on 8 of them
      const big = join(tmpDir(), "rfc8000-8999-x8.txt");
      writeFileSync(big, rfc);
      for (let k = 1; k < 8; k++) appendFileSync(big, rfc);
      cases.push({
        name: "text format, RFC corpus ×8 (.txt)",
        argv: [big],
        bytes: rfc.length * 8,
        big: true,
      });
    }
    if (existsSync(MBOX_GZ) && !QUICK) {
      const mbox = await readGz(MBOX_GZ, Q(Number.POSITIVE_INFINITY, 2 * MB));
      const mboxFile = join(tmpDir(), "usrp-users-2023.mbox");
      writeFileSync(mboxFile, mbox);
      cases.push({
        name: "text format, usrp-users mbox (mail detected)",
        argv: [mboxFile],
        bytes: mbox.length,
      });
    }
    const startup = await timeCli([empty], 0, QUICK ? 1 : 5);
    for (const c of cases) {
      const r = await timeCli(c.argv, c.bytes, QUICK ? 1 : 3);
      if (r.error) {
        failed = true;
        cliRows.push([c.name, fmtBytes(c.bytes), "error", "", "", r.error.slice(0, 80)]);
        continue;
      }
      const lines = await countCliLines(c.argv);
      const net = r.ms - (startup.ms ?? 0);
      if (c === cases[0]) targets.cli = c.bytes / MB / (r.ms / 1000);
      if (c.big) targets.cliBig = c.bytes / MB / (r.ms / 1000);
      cliRows.push([
        c.name,
        fmtBytes(c.bytes),
        fmtMs(r.ms),
        fmtRate(c.bytes / MB / (r.ms / 1000)),
        net > 0 ? fmtRate(c.bytes / MB / (net / 1000)) : "–",
        fmtNum(lines),
      ]);
    }
    print(
      table(
        ["run", "input", "median wall time", "MB/s", "MB/s excl. start-up", "lines out"],
        cliRows,
        "lrrrrr",
      ),
    );
    print();
    print(
      `Start-up (\`node bin/urisift.js\` on an empty file): ${startup.error ? startup.error : fmtMs(startup.ms)}.`,
    );
    results.cli = cliRows;
  }
}

/** Median wall time of `node bin/urisift.js ARGV > /dev/null`. */
async function timeCli(argv, _bytes, rounds) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const devnull = openSync("/dev/null", "w");
    const t0 = now();
    const r = await new Promise((resolve) => {
      const p = spawn(process.execPath, [BIN, ...argv], { stdio: ["ignore", devnull, "pipe"] });
      let err = "";
      p.stderr.on("data", (d) => {
        if (err.length < 2000) err += d;
      });
      p.on("close", (code, signal) => resolve({ code, signal, err }));
    });
    const dt = now() - t0;
    closeSync(devnull);
    if (r.code !== 0)
      return { error: `exit ${r.code ?? r.signal}: ${r.err.trim().split("\n")[0] ?? ""}` };
    times.push(dt);
  }
  return { ms: median(times) };
}

async function countCliLines(argv) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [BIN, ...argv], { stdio: ["ignore", "pipe", "ignore"] });
    let n = 0;
    p.stdout.on("data", (d) => {
      for (let i = d.indexOf(10); i !== -1; i = d.indexOf(10, i + 1)) n++;
    });
    p.on("close", () => resolve(n));
  });
}

// ---- 3. peak RSS of streamed inputs (child processes) ---------------------------------------------
const CHILD = join(ROOT, "bench", "stream-child.js");
function runChild(kind, bytes, mode, api = "library") {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [CHILD, kind, String(bytes), mode, api], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    p.stdout.on("data", (d) => {
      out += d;
    });
    p.stderr.on("data", (d) => {
      if (err.length < 4000) err += d;
    });
    const timer = setTimeout(() => p.kill("SIGKILL"), 9 * 60 * 1000);
    p.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code !== 0)
        return resolve({
          error: `exit ${code ?? signal}: ${err.trim().split("\n").slice(-1)[0] ?? ""}`,
        });
      try {
        resolve(JSON.parse(out.trim().split("\n").at(-1)));
      } catch {
        resolve({ error: `bad child output: ${out.slice(0, 200)}` });
      }
    });
  });
}

let rssNoted = 0;
async function rssSection(title, cases) {
  print();
  print(`## ${title}`);
  print();
  const rows = [];
  const raw = [];
  for (const c of cases) {
    if (c.needs && !existsSync(c.needs)) {
      rows.push([c.name, fmtBytes(c.bytes), "skipped (corpus missing)", "", "", "", ""]);
      continue;
    }
    const r = await runChild(c.kind, c.bytes, c.mode, c.api);
    if (r.error) {
      failed = true;
      rows.push([c.name, fmtBytes(c.bytes), "error", "", "", "", r.error.slice(0, 100)]);
      continue;
    }
    if (c.kind !== "baseline") raw.push({ ...r, variant: c.api ?? "library" });
    rows.push([
      c.name,
      fmtBytes(r.bytes),
      `${fmtNum(r.maxRSS / MB, 0)} MB`,
      r.hwm ? `${fmtNum(r.hwm / MB, 0)} MB` : "–",
      r.bytes ? fmtRate(r.bytes / MB / (r.ms / 1000)) : "–",
      fmtNum(r.found),
      r.api,
    ]);
  }
  print(
    table(
      [
        "streamed input (child process)",
        "bytes",
        "peak RSS (maxRSS)",
        "VmHWM",
        "MB/s",
        "found",
        "API",
      ],
      rows,
      "lrrrrrl",
    ),
  );
  if (!rssNoted) print();
  if (!rssNoted++)
    print(
      "Peak RSS = `process.resourceUsage().maxRSS` of a fresh child process (started through a small launcher, since maxRSS survives exec and a child forked straight from this big process would start at its size); VmHWM from /proc/self/status as a cross-check. The input is generated on the fly in 64 kB chunks.",
    );
  return raw;
}

if (!FILES.length && wanted("rss")) {
  const GB = Q(1e9, 4 * MB);
  results.rss = await rssSection(
    `Peak RSS, text mode: ${fmtBytes(GB)} streamed through \`createExtractStream\``,
    [
      {
        name: "baseline: Node + library loaded, nothing streamed",
        kind: "baseline",
        bytes: 0,
        mode: "text",
      },
      { name: "RFC corpus repeated", kind: "rfc-repeat", bytes: GB, mode: "text", needs: RFC_GZ },
      {
        name: "RFC corpus repeated, Node run with the command's flag",
        kind: "rfc-repeat",
        bytes: GB,
        mode: "text",
        api: "library-flags",
        needs: RFC_GZ,
      },
      {
        name: "RFC corpus repeated, `capYoungGeneration()` called first (default Node)",
        kind: "rfc-repeat",
        bytes: GB,
        mode: "text",
        api: "library-capped",
        needs: RFC_GZ,
      },
      {
        name: "RFC corpus repeated, read the same way but not extracted (the harness alone)",
        kind: "rfc-repeat",
        bytes: GB,
        mode: "text",
        api: "source",
        needs: RFC_GZ,
      },
      {
        name: "`<http://` + `a`… (unclosed angle bracket)",
        kind: "unclosed-angle",
        bytes: GB,
        mode: "text",
      },
      { name: "one line, no newline", kind: "one-line", bytes: GB, mode: "text" },
      {
        name: "the command: `bin/urisift.js --text -`, RFC corpus repeated on stdin",
        kind: "rfc-repeat",
        bytes: GB,
        mode: "text",
        api: "cli",
        needs: RFC_GZ,
      },
      {
        name: "the command: `bin/urisift.js --text FILE`, the same bytes written to a file first",
        kind: "rfc-repeat",
        bytes: GB,
        mode: "text",
        api: "cli-file",
        needs: RFC_GZ,
      },
      {
        name: "the command run as `node bin/urisift.js --text -` (no `#!` flags), on stdin",
        kind: "rfc-repeat",
        bytes: GB,
        mode: "text",
        api: "cli-plain",
        needs: RFC_GZ,
      },
      {
        name: "the command, `<http://` + `a`… on stdin",
        kind: "unclosed-angle",
        bytes: GB,
        mode: "text",
        api: "cli",
      },
      {
        name: "the command, one line on stdin",
        kind: "one-line",
        bytes: GB,
        mode: "text",
        api: "cli",
      },
    ],
  );
}

// ---- 4. mail ----------------------------------------------------------------------------------------
const mailFiles = FILES.length ? FILES : existsSync(MBOX_GZ) ? [MBOX_GZ] : [];
if (wanted("mail")) {
  for (const f of mailFiles) {
    const buf =
      f === MBOX_GZ
        ? await readGz(MBOX_GZ, Q(Number.POSITIVE_INFINITY, 2 * MB))
        : await readUserFile(f);
    if (FILES.length && buf.subarray(0, 5).toString("latin1") !== "From ") continue; // not an mbox
    print();
    print(
      `## Mail — ${basename(f)}${f === MBOX_GZ ? " (gunzipped)" : ""}: ${fmtBytes(buf.length)}`,
    );
    print();
    for (const id of MAIL_TOOLS)
      if (!available[id]) notes.push(`mail: ${TOOLS[id].name} not available`);
    await measurer.setInput(buf);
    const rows = await measureAll(MAIL_TOOLS);
    await measurer.free();
    print(resultTable(MAIL_TOOLS, rows));
    const m = rows.get("mail");
    if (m && !m.error && !QUICK && f === MBOX_GZ) {
      print();
      print(
        `Target (issue 4): mail mode ≥ 150 MB/s on usrp-users → **${fmtRate(m.mbps)} MB/s** ${m.mbps >= 150 ? "(met)" : "(NOT met)"}.`,
      );
    }
    results.mail = rows;
    results.mailIsCorpus = f === MBOX_GZ;
  }
}

if (!FILES.length && wanted("mail-rss")) {
  const size = Q(600 * MB, 4 * MB);
  results.mailRss = await rssSection(
    `Peak RSS, mail mode: ${fmtBytes(size)} archive (usrp-users repeated) streamed`,
    [
      {
        name: "usrp-users mbox repeated, mode mail",
        kind: "mbox-repeat",
        bytes: size,
        mode: "mail",
        needs: MBOX_GZ,
      },
      {
        name: "the same, `capYoungGeneration()` called first",
        kind: "mbox-repeat",
        bytes: size,
        mode: "mail",
        api: "library-capped",
        needs: MBOX_GZ,
      },
      {
        name: "the command: `bin/urisift.js --mail -`, the same on stdin",
        kind: "mbox-repeat",
        bytes: size,
        mode: "mail",
        api: "cli",
        needs: MBOX_GZ,
      },
    ],
  );
}

/** bench/record-floor.js in a fresh child: { records, ms } or null */
function recordFloor(n) {
  const r = spawnSync(
    process.execPath,
    ["--expose-gc", join(ROOT, "bench", "record-floor.js"), String(n)],
    { encoding: "utf8", timeout: 120_000 },
  );
  try {
    return r.status === 0 ? JSON.parse(r.stdout.trim().split("\n").at(-1)) : null;
  } catch {
    return null;
  }
}

// ---- 5. summary -------------------------------------------------------------------------------------
if (results.length) {
  print();
  print("## Summary: extraction MB/s (library, one process)");
  print();
  const rfcRate = results.find((r) => r.name === "rfc")?.rows.get("urisift")?.mbps;
  const cell = (r) => (!r ? "–" : r.error ? "error" : `${fmtRate(r.mbps)}${r.capped ? "*" : ""}`);
  const rows = results.map((res) => {
    const u = res.rows.get("urisift");
    const l = res.rows.get("linkify-it");
    return [
      res.name,
      fmtBytes(res.size),
      cell(u),
      cell(l),
      cell(res.rows.get("linkifyjs")),
      cell(res.rows.get("url-regex-safe")),
      cell(res.rows.get("regex")),
      u && l && !u.error && !l.error ? fmtRatio(u.mbps / l.mbps) : "–",
      u && !u.error && rfcRate ? fmtRatio(u.mbps / rfcRate) : "–",
    ];
  });
  print(
    table(
      [
        "input",
        "size",
        "urisift",
        "linkify-it",
        "linkifyjs",
        "url-regex-safe",
        "regex",
        "urisift ÷ linkify-it",
        "urisift vs its RFC speed",
      ],
      rows,
      "lrrrrrrrr",
    ),
  );
  print();
  print(
    "`*` = measured on a prefix (the tool would have exceeded the per-run budget on the whole input).",
  );
  // targets (issue 3/4)
  const t = targetLines;
  const rfc = results.find((r) => r.name === "rfc");
  if (rfc && !QUICK) {
    const u = rfc.rows.get("urisift");
    const l = rfc.rows.get("linkify-it");
    if (u && l && !u.error) {
      t.push(
        `library on the RFC corpus: ${fmtRate(u.mbps)} MB/s (target ≥ 500) = ${fmtRatio(u.mbps / l.mbps)} linkify-it (target ≥ 10×)`,
      );
      const worst = results
        .filter((r) => GENERATED[r.name])
        .map((r) => [r.name, r.rows.get("urisift")])
        .filter(([, x]) => x && !x.error);
      if (worst.length) {
        const [wn, w] = worst.reduce((a, b) => (b[1].mbps < a[1].mbps ? b : a));
        t.push(
          `slowest generated worst case for urisift: ${wn} at ${fmtRate(w.mbps)} MB/s = ${fmtRatio(w.mbps / u.mbps)} of its RFC speed (target: within 3×, i.e. ≥ 0.33×)`,
        );
      }
      // one line itself: the same text without its line breaks
      const flat = results.find((r) => r.name === "rfc-one-line")?.rows.get("urisift");
      if (flat && !flat.error)
        t.push(
          `the RFC corpus as one line (its line breaks made spaces): ${fmtRate(flat.mbps)} MB/s = ${fmtRatio(flat.mbps / u.mbps)} of its RFC speed (the same text; the generated one-line input holds ~9× as many URIs per byte as the corpus)`,
        );
      // the records alone, with no scanning: a floor under the time of a record-dense input,
      // and what is left of the measured time for everything else (scanning, analysis)
      for (const name of ["dense", "one-line"]) {
        const w = worst.find(([n]) => n === name)?.[1];
        const floor = w?.found > 0 ? recordFloor(w.found) : null;
        if (!floor) continue;
        const cap = w.bytes / MB / (floor.ms / 1000);
        const rest = w.ms - floor.ms;
        t.push(
          `${name}: ${fmtNum(w.found)} records in ${fmtBytes(w.bytes)}; building and keeping that many Found-shaped objects alone, with no scanning (bench/record-floor.js), takes ${fmtMs(floor.ms)}: no extractor returning them can pass ${fmtRate(cap)} MB/s = ${fmtRatio(cap / u.mbps)} of the RFC speed` +
            (rest > 0
              ? `; the rest of urisift's ${fmtMs(w.ms)} (${fmtMs(rest)}) reads ${fmtRate(w.bytes / MB / (rest / 1000))} MB/s = ${fmtRatio(w.bytes / MB / (rest / 1000) / u.mbps)} of the RFC speed`
              : ""),
        );
      }
    }
  }
}
{
  const t = targetLines;
  if (targets.cli !== undefined)
    t.push(
      `CLI, text format, end to end (target ≥ 300 MB/s): RFC corpus ${fmtRate(targets.cli)} MB/s` +
        (targets.cliBig !== undefined ? `; the corpus ×8 ${fmtRate(targets.cliBig)} MB/s` : ""),
    );
  // the highest peak of the rows run through one of `variants` (stream-child.js's API argument)
  const peak = (xs, ...variants) => {
    const ys = xs?.filter((r) => variants.includes(r.variant)) ?? [];
    return ys.length ? Math.max(...ys.map((r) => r.maxRSS)) : undefined;
  };
  const rssLine = (xs, what, limit) => {
    const lib = peak(xs, "library");
    const cmd = peak(xs, "cli", "cli-file");
    if (lib === undefined && cmd === undefined) return;
    const parts = [];
    const part = (label, v) => v !== undefined && parts.push(`${label} ${fmtNum(v / MB, 0)} MB`);
    part("library stream", lib);
    part("library stream in Node with the command's flag", peak(xs, "library-flags"));
    part("library stream after capYoungGeneration()", peak(xs, "library-capped"));
    part("the same source read without extraction", peak(xs, "source"));
    part("the command", cmd);
    part("the command without its `#!` flags", peak(xs, "cli-plain"));
    t.push(`peak RSS, ${what}: ${parts.join(", ")} (target < ${limit} MB)`);
  };
  if (results.rss?.length)
    rssLine(
      results.rss,
      `text, ${fmtBytes(results.rss[0].bytes)} streamed (worst input of each)`,
      100,
    );
  if (results.mailRss?.length)
    rssLine(results.mailRss, `mail mode, ${fmtBytes(results.mailRss[0].bytes)} archive`, 150);
  // the largest zone of V8's optimizing compiles (bench/jit-zone.js): the compile thread's
  // malloc arena keeps it resident to the run's end (HISTORY.md "Compile memory")
  if (results.rss?.length && !QUICK) {
    const z = spawnSync(process.execPath, [join(ROOT, "bench", "jit-zone.js")], {
      encoding: "utf8",
      timeout: 300_000,
    });
    const line = z.status === 0 ? z.stdout.split("\n")[0] : "";
    if (line) t.push(`${line}, bench/jit-zone.js (scanBare as one function: 28.4 MB)`);
  }
  const m = results.mailIsCorpus ? results.mail?.get("mail") : undefined;
  if (m && !m.error)
    t.push(
      `mail mode on usrp-users: ${fmtRate(m.mbps)} MB/s (target ≥ 150)${m.capped ? " — capped, see the mail table" : ""}`,
    );
  if (t.length) {
    print();
    print("Targets (the corpus-based ones are meaningful only without --quick):");
    for (const x of t) print(`- ${x}`);
  }
}

print();
print(`Total benchmark time: ${fmtMs(now() - T0)}.`);
if (notes.length) {
  print();
  print("Notes:");
  for (const n of notes) print(`- ${n}`);
}
if (tmp) rmSync(tmp, { recursive: true, force: true });
await measurer.stop();
if (sink.v === -1) print();
process.exit(failed ? 1 : 0);
