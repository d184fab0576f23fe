#!/usr/bin/env node
/**
 * The first call in a fresh process: `extract` twice on the same input, each in its own
 * child process `RUNS` times (default 5), MB/s of the first and of the second call. The
 * bench tables are warm runs; this is what a one-shot caller sees (JIT warm-up, and each
 * distinct URI analysed once).
 *
 *   node bench/first-call.js [FILE]      default: the RFC corpus (gunzipped in memory)
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { RFC_GZ, readGz, readUserFile } from "./inputs.js";
import { importDist, LIBRARY_ENTRY } from "./lib.js";

const [arg0, file] = process.argv.slice(2);
if (arg0 === "--child") {
  const buf = file ? await readUserFile(file) : await readGz(RFC_GZ);
  const index = await importDist(LIBRARY_ENTRY);
  if (!index) process.exit(3);
  const t0 = performance.now();
  const n = index.extract(buf, { mode: "text" }).length;
  const t1 = performance.now();
  index.extract(buf, { mode: "text" });
  const t2 = performance.now();
  console.log(JSON.stringify({ bytes: buf.length, n, first: t1 - t0, second: t2 - t1 }));
} else {
  const runs = Number(process.env.RUNS ?? 5);
  const rows = [];
  for (let k = 0; k < runs; k++) {
    const args = [fileURLToPath(import.meta.url), "--child", ...(arg0 ? [arg0] : [])];
    const r = spawnSync(process.execPath, args, { encoding: "utf8" });
    if (r.status !== 0) {
      console.error(r.stderr.trim() || `child exited ${r.status}`);
      process.exit(1);
    }
    rows.push(JSON.parse(r.stdout));
  }
  const mbs = (ms, b) => (b / 1e3 / ms).toFixed(0);
  console.log(`${arg0 ?? "RFC corpus"}: ${rows[0].bytes} bytes, ${rows[0].n} records`);
  console.log(`first call  MB/s: ${rows.map((r) => mbs(r.first, r.bytes)).join(" ")}`);
  console.log(`second call MB/s: ${rows.map((r) => mbs(r.second, r.bytes)).join(" ")}`);
}
