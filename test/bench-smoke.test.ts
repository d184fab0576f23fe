/**
 * Smoke run of the benchmarks (CI runs only this, not the full benchmarks): `node bench/run.js
 * --quick` and `node bench/core.js --quick` must exit 0 and print their markdown tables.
 * The benchmarks import the built library, so dist/ is (re)built first when it is missing
 * or older than src/.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ENTRY = join(ROOT, "dist", "index.js");

function newestSource(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (e.name.endsWith(".ts")) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

function run(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, "bench", script), "--quick"],
      { cwd: ROOT, timeout: 50_000, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === "number" ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A markdown table: a header row followed by a separator row. */
const TABLE = /^\|.+\|\n\|[ :|-]+\|$/m;

describe("benchmark smoke run (--quick)", () => {
  beforeAll(() => {
    if (!existsSync(ENTRY) || statSync(ENTRY).mtimeMs < newestSource(join(ROOT, "src"))) {
      try {
        execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "pipe" });
      } catch {
        // tsc still emits on type errors; the typecheck is another job's concern
      }
    }
    expect(existsSync(ENTRY)).toBe(true);
  }, 120_000);

  it("bench/run.js --quick exits 0 and prints the extraction tables", async () => {
    const r = await run("run.js");
    expect(r.stderr).toBe("");
    expect(r.code, r.stdout.slice(-2000)).toBe(0);
    expect(r.stdout).toMatch(TABLE);
    expect(r.stdout).toContain("## Summary: extraction MB/s");
    expect(r.stdout).toContain("urisift extractText");
  }, 60_000);

  it("bench/core.js --quick exits 0 and prints the ops/s table", async () => {
    const r = await run("core.js");
    expect(r.code, r.stdout.slice(-2000) + r.stderr).toBe(0);
    expect(r.stdout).toMatch(TABLE);
    expect(r.stdout).toContain("fast-uri normalize");
    expect(r.stdout).toMatch(/urisift validateUri \+ normalizeUri\*\* *\| +[\d,]+ \|/);
  }, 60_000);
});
