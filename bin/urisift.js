#!/usr/bin/env node
// urisift: the command-line filter. The program is src/cli/main.ts, built to dist/ by
// `npm run build` (run by `npm install` through the prepare script).
let cli;
try {
  cli = await import("../dist/cli/main.js");
} catch (e) {
  process.stderr.write(
    `urisift: cannot load dist/cli/main.js (run \`npm run build\`): ${e.message}\n`,
  );
  process.exit(1);
}
process.exitCode = await cli.main(process.argv.slice(2));
