#!/usr/bin/env node
/**
 * `npm run bundle`, the last step of `npm run build`: esbuild bundles of the modules that tsc
 * emitted to dist/, so that Node resolves, reads and compiles a few files instead of ~120:
 * - dist/cli/urisift.js, the command (bin/urisift.js loads it);
 * - dist/urisift.js and dist/urisift-web.js, the library's Node and browser entries
 *   (package.json "exports"; their declarations stay dist/index.d.ts and dist/web.d.ts).
 *   Each holds all it needs: a program that imports both in one process (Node has no use
 *   for the browser entry) gets two copies.
 *
 * Each module loaded costs Node's loader memory of its own. Importing the library as ~120
 * modules raised a fresh process's RSS by 14.6 MB and took 80–95 ms, as a bundle 6.3 MB and
 * 28–42 ms; the 1 GB library stream of bench/stream-child.js peaked at 98–107 MB from the
 * modules and at 86–88 MB from a bundle (2026-11-27). The modules stay in dist/ (the bundles' input, the source maps'
 * links, and the tests that run the built code import them).
 *
 * Runs in the package's directory: the project's, or a private build's
 * (test/helpers/private-build.ts).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
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

/**
 * One library entry, dist/<name>.js, bundled from the module `from`. The bundle reaches the
 * module through require(), which esbuild turns into lazily initialized modules (its
 * __esm wrappers: every module-level binding is declared first and assigned inside its
 * module's init function), not a flat script whose module-level bindings are assigned
 * once at the top. The flat form ran the extractor at half speed in Node 20: the RFC corpus
 * at 360–670 MB/s against 860–1,080 for the modules and the wrapped bundle alike (2026-11-27,
 * alternating fresh processes), its hot functions re-optimized 10–17 times over 8 passes
 * (V8's "weak objects" and "code dependencies" deoptimizations) instead of 2–5. The
 * command's bundle has the same wrapped form (it imports its scanner with import()).
 * No require() is left in the output; the names are the module's own exports.
 */
async function libraryEntry(name, from, platform) {
  const names = Object.keys(await import(pathToFileURL(resolve(from)).href));
  const result = await build({
    ...common,
    stdin: {
      contents: `const m = require("./${basename(from)}");\nexport const { ${names.join(", ")} } = m;\n`,
      resolveDir: dirname(resolve(from)),
      sourcefile: `${name}-entry.js`,
    },
    outfile: `dist/${name}.js`,
    // the browser entry imports no Node built-in (test/package-entries.test.ts)
    platform,
    target: platform === "node" ? "node20" : "es2022",
    sourcemap: true,
  });
  writeOutputs(result.outputFiles);
}

await libraryEntry("urisift", "dist/index.js", "node");
await libraryEntry("urisift-web", "dist/web.js", "neutral");
// the shared chunk of an earlier form of this script
rmSync("dist/chunks", { recursive: true, force: true });
