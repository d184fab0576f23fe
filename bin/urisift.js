#!/usr/bin/env -S node --max-semi-space-size=2
// A 2 MB young generation (V8's default grows it to 16 MB) keeps the peak RSS of a long run
// under 100 MB at no cost in speed here (/usr/bin/time, this 2-core machine, 2026-11-27):
// a .gz of 1 GB of text 103 → 84–87 MB, 1 GB piped on stdin 100 → 79 MB, the RFC corpus ×8
// (462 MB) 79 → 76 MB in 1.52–1.76 s against 1.53–1.73 s with 4 MB (the default 16 MB: 112).
// urisift: the command-line filter. The program is src/cli/main.ts, built to dist/ by
// `npm run build` (run by `npm install` through the prepare script) and bundled by esbuild
// into one module, dist/cli/urisift.js: Node resolves, reads and compiles one file instead of
// ~110, and the command starts ~45 ms sooner (0.17 → 0.125 s for a small file, where
// `node -e 0` takes 0.065 s; /usr/bin/time, median of 10, 2026-11-27). The packages it
// uses stay outside (linkify-it, and the mail libraries, loaded only for mail).
let cli;
try {
  cli = await import("../dist/cli/urisift.js");
} catch (e) {
  process.stderr.write(
    `urisift: cannot load dist/cli/urisift.js (run \`npm run build\`): ${e.message}\n`,
  );
  process.exit(1);
}
// `node bin/urisift.js …`, as in the README's quick start, skips the `#!` line and its flag:
// then the young generation is kept at its start-up size at run time instead (a 10 GB stream
// peaked at 90 MB so, 128 MB without; src/extract/young-generation.ts). A flag the user gave
// (here or in NODE_OPTIONS) is left alone.
const nodeFlags = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].join(" ");
if (!nodeFlags.includes("semi-space")) cli.capYoungGeneration();
process.exitCode = await cli.main(process.argv.slice(2));
