/**
 * Preloaded (`node --import bench/rss-report.js …`) into the command by bench/stream-child.js:
 * on exit, prints the process's own peak RSS to stderr as `URISIFT_RSS {"maxRSS":…,"hwm":…}`
 * (maxRSS from getrusage, VmHWM from /proc/self/status where there is one; bytes).
 */
import { readFileSync } from "node:fs";

process.on("exit", () => {
  let hwm = null;
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "latin1"));
    if (m) hwm = Number(m[1]) * 1024;
  } catch {}
  const maxRSS = process.resourceUsage().maxRSS * 1024;
  process.stderr.write(`URISIFT_RSS ${JSON.stringify({ maxRSS, hwm })}\n`);
});
