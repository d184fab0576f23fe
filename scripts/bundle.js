#!/usr/bin/env node
/**
 * `npm run bundle`, the last step of `npm run build`: esbuild bundles of the modules that tsc
 * emitted to dist/, so that Node resolves, reads and compiles a few files instead of ~120:
 * - dist/cli/urisift.js, the command (bin/urisift.js loads it);
 * - dist/urisift.js and dist/urisift-web.js, the library's Node and browser entries
 *   (package.json "exports"; their declarations stay dist/index.d.ts and dist/web.d.ts),
 *   with the code both reach in dist/chunks/: one copy of it, whichever a program imports.
 *
 * Each module loaded costs Node's loader memory of its own. Importing the library as 120
 * modules raised a fresh process's RSS by 12.5 MB, as a bundle by 5.5 MB; the 1 GB library
 * stream of bench/stream-child.js peaked at 98–101 MB from the modules and at 87–88 MB from
 * the bundle (2026-11-27). The modules stay in dist/ (the bundles' input, the source maps'
 * links, and the tests that run the built code import them).
 *
 * Runs in the package's directory: the project's, or a private build's
 * (test/helpers/private-build.ts).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { build } from "esbuild";

const common = {
  bundle: true,
  format: "esm",
  packages: "external",
  legalComments: "none",
  logLevel: "warning",
  // written below
  write: false,
};

/**
 * esbuild's output files, each written only when it changed, through a temporary file and a
 * rename: test files run the built code from dist/ while another rebuilds it
 * (test/cli/e2e.test.ts), and a reader then finds the old file or the new one, whole.
 */
function writeOutputs(files) {
  for (const f of files) {
    if (existsSync(f.path) && Buffer.from(f.contents).equals(readFileSync(f.path))) continue;
    mkdirSync(dirname(f.path), { recursive: true });
    const temporary = `${f.path}.${process.pid}.tmp`;
    writeFileSync(temporary, f.contents);
    renameSync(temporary, f.path);
  }
}

const command = await build({
  ...common,
  entryPoints: ["dist/cli/main.js"],
  platform: "node",
  target: "node20",
  outfile: "dist/cli/urisift.js",
});
writeOutputs(command.outputFiles);

const library = await build({
  ...common,
  entryPoints: { urisift: "dist/index.js", "urisift-web": "dist/web.js" },
  outdir: "dist",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  // the browser entry imports no Node built-in (test/web-entry.test.ts), and a built-in
  // that the Node entry imports stays an import of its own file
  platform: "neutral",
  target: "es2022",
  sourcemap: true,
});
writeOutputs(library.outputFiles);
// the chunks of an earlier build (named by their hashes) go
const made = new Set(library.outputFiles.map((f) => f.path));
const chunks = resolve("dist/chunks");
for (const name of readdirSync(chunks)) {
  if (!made.has(join(chunks, name))) rmSync(join(chunks, name), { force: true });
}
