/**
 * The package built into a private temporary directory, for tests that run the built code
 * in a child `node` (not dist/, which other test files rebuild at the same time): `dist/`,
 * a package.json (the given text) and a link to the project's node_modules, so that it
 * resolves as the package does. tsc emits even when some other file has a type error.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");

export function buildPrivate(prefix: string, packageJson: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const r = spawnSync(
    process.execPath,
    [
      join(ROOT, "node_modules/typescript/bin/tsc"),
      ...["-p", "tsconfig.build.json", "--outDir", join(dir, "dist")],
      ...["--declaration", "false", "--sourceMap", "false"],
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  if (r.error) throw r.error;
  writeFileSync(join(dir, "package.json"), packageJson);
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * The command's bundle (dist/cli/urisift.js) made from `dir`/dist (a private build, or the
 * project's own) by package.json's "bundle" script, as `npm run build` makes it.
 */
export function bundleCommand(dir: string): void {
  const script: string = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts
    .bundle;
  const [cmd, ...args] = script.split(" ");
  const r = spawnSync(join(ROOT, "node_modules/.bin", cmd!), args, { cwd: dir, encoding: "utf8" });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`bundle failed: ${r.stderr}`);
}
