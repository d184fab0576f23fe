/**
 * The package built into a private temporary directory, for tests that run the built code
 * in a child `node` (not dist/, which other test files rebuild at the same time): `dist/`,
 * a package.json (the given text) and a link to the project's node_modules, so that it
 * resolves as the package does. tsc emits even when some other file has a type error.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
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
 * The bundles that `npm run build` makes last (scripts/bundle.js: the command's
 * dist/cli/urisift.js and the library's entries dist/urisift.js and dist/urisift-web.js),
 * made from `dir`/dist (a private build, or the project's own).
 */
export function bundle(dir: string): void {
  const r = spawnSync(process.execPath, [join(ROOT, "scripts/bundle.js")], {
    cwd: dir,
    encoding: "utf8",
  });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`bundle failed: ${r.stderr}`);
}
