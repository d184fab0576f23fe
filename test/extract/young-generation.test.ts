/**
 * capYoungGeneration (src/extract/young-generation.ts): after it, V8 stops growing its young
 * generation, which a long stream otherwise drives to V8's maximum. Each run is a fresh child
 * Node (the setting is process-wide) that allocates with survivors, as a stream with records
 * in flight does; the run without the call is the control that shows the growth happens.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { transformSync } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

const SOURCE = resolve(import.meta.dirname, "../../src/extract/young-generation.ts");
const dir = mkdtempSync(join(tmpdir(), "urisift-young-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHILD = `
import { getHeapSpaceStatistics } from "node:v8";
import { capYoungGeneration } from "./young-generation.mjs";
const newSpace = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
if (process.argv[2] === "cap") {
  capYoungGeneration();
  capYoungGeneration();
}
const before = newSpace();
// 3 million short-lived objects, the last 4,096 of them alive at any time
const live = new Array(4096);
for (let i = 0; i < 3e6; i++) live[i & 4095] = { i, s: "x" + i };
console.log(JSON.stringify({ before, after: newSpace() }));
`;

function run(cap: boolean): { before: number; after: number } {
  const module = transformSync(readFileSync(SOURCE, "utf8"), { loader: "ts", format: "esm" });
  writeFileSync(join(dir, "young-generation.mjs"), module.code);
  writeFileSync(join(dir, "child.mjs"), CHILD);
  const r = spawnSync(process.execPath, [join(dir, "child.mjs"), cap ? "cap" : ""], {
    encoding: "utf8",
  });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
}

describe("capYoungGeneration", () => {
  it("without it, V8 grows the young generation at least eightfold (the control)", () => {
    const { before, after } = run(false);
    expect(after).toBeGreaterThanOrEqual(8 * before);
  });

  it("after it, the young generation grows by one step at most; a second call does nothing", () => {
    const { before, after } = run(true);
    expect(after).toBeLessThanOrEqual(2 * before);
  });
});
