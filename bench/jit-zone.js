#!/usr/bin/env node
/**
 * The zone memory of V8's optimizing compiles of the library: a child Node runs `extract` on
 * the RFC corpus ROUNDS times (default 4, ~230 MB: enough for the big functions to be
 * optimized) with `--turbo-stats`, and this prints the largest zone any one compile took and
 * whose it was, and each function that holds some phase's largest.
 *
 * Why it matters (session 53, HISTORY.md "Compile memory"): a TurboFan compile's zone is
 * malloc'ed on V8's compile thread, and glibc keeps that memory in the thread's arena after
 * the compile: scanBare as one function of 36 KB of bytecode took 28.4 MB (register
 * allocation) and the 1 GB library stream's peak RSS kept ~13 MB of it. Split, no compile of
 * the library takes more than ~10 MB. V8's numbers change with its version: this is a check
 * to read, not a test.
 *
 *   node bench/jit-zone.js [--each [NAMES]]   --each: also each function compiled alone
 *                                             (--turbo-filter), default the split scan's pieces
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { RFC_GZ, readGz } from "./inputs.js";
import { importDist, LIBRARY_ENTRY } from "./lib.js";

const PIECES = [
  "trigger",
  "scanBare",
  "uriPunctuationStep",
  "nonAsciiStep",
  "backslashStep",
  "lineBreakStep",
  "finishBare",
];

const [arg0, arg1] = process.argv.slice(2);
if (arg0 === "--child") {
  const buf = await readGz(RFC_GZ);
  const index = await importDist(LIBRARY_ENTRY);
  if (!index) process.exit(3);
  const rounds = Number(process.env.ROUNDS ?? 4);
  for (let r = 0; r < rounds; r++) index.extract(buf, { mode: "text" });
} else {
  const all = zoneStats([]);
  if (!all) process.exit(1);
  const mb = (b) => (b / 1e6).toFixed(1);
  console.log(`largest compile zone: ${mb(all.max)} MB (${all.fn})`);
  console.log(
    `phases' largest (1 MB or more): ${
      [...all.byFn]
        .filter(([, b]) => b >= 1e6)
        .map(([f, b]) => `${f} ${mb(b)} MB`)
        .join(", ") || "none"
    }`,
  );
  if (arg0 === "--each") {
    for (const f of arg1 ? arg1.split(",") : PIECES) {
      const one = zoneStats([`--turbo-filter=${f}`]);
      console.log(`  ${f}: ${one && one.max > 0 ? `${mb(one.max)} MB` : "not optimized"}`);
    }
  }
}

/**
 * One child's `--turbo-stats` table: the totals' absolute maximum and its function, and the
 * largest zone of each function named in a phase's row; null when the child failed
 */
function zoneStats(flags) {
  const args = ["--turbo-stats", ...flags, fileURLToPath(import.meta.url), "--child"];
  const r = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 24 });
  if (r.status !== 0) {
    console.error(r.stderr.trim() || `child exited ${r.status}`);
    return null;
  }
  let max = 0;
  let fn = "";
  const byFn = new Map();
  // a row: "  V8.TFPhase  time (  %)  total (  %)  max  abs-max  function"
  for (const line of r.stdout.split("\n")) {
    const m = /^\s*(\S+)\s.*\)\s+(\d+)\s+(\d+)\s+(.+?)\s*$/.exec(line);
    if (!m) continue;
    const abs = Number(m[3]);
    if (m[1] === "totals") {
      max = abs;
      fn = m[4];
    } else if (abs > (byFn.get(m[4]) ?? 0)) byFn.set(m[4], abs);
  }
  return { max, fn, byFn: new Map([...byFn].sort((a, b) => b[1] - a[1])) };
}
