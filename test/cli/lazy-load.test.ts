/**
 * Start-up cost: the CLI loads the mail modules (libmime, iconv-lite, htmlparser2 …) only
 * for an input that is mail. A child `node` registers a resolve hook that logs every module
 * URL, then runs main() from the built CLI; the log tells what was loaded.
 *
 * Built into a private directory (not dist/, which e2e.test.ts rebuilds at the same time):
 * a package.json with "type": "module" and a link to node_modules make it resolve as dist/.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPrivate, bundle, ROOT } from "../helpers/private-build.js";

const SAMPLES = join(ROOT, "samples");

const HOOKS = `
import { appendFileSync } from "node:fs";
let log;
export function initialize(data) { log = data.log; }
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  appendFileSync(log, r.url + "\\n");
  return r;
}
`;

// the command's bundle: the CommonJS packages that the run required (the mail libraries come
// through require(), which a resolve hook does not see in Node 20)
const BUNDLE_PROBE = `
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
const [log, cli, ...argv] = process.argv.slice(2);
const { main } = await import(cli);
process.exitCode = await main(argv);
writeFileSync(log, Object.keys(createRequire(import.meta.url).cache).join("\\n"));
`;

const PROBE = `
import { register } from "node:module";
const [hooks, log, cli, ...argv] = process.argv.slice(2);
register(hooks, { data: { log } });
const { main } = await import(cli);
process.exitCode = await main(argv);
`;

let dir: string;
let n = 0;

beforeAll(() => {
  dir = buildPrivate("urisift-lazy-", '{ "type": "module" }\n');
  bundle(dir);
  writeFileSync(join(dir, "hooks.mjs"), HOOKS);
  writeFileSync(join(dir, "probe.mjs"), PROBE);
  writeFileSync(join(dir, "bundle-probe.mjs"), BUNDLE_PROBE);
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** runs the CLI on argv; the module URLs it resolved, relative to dist/ or node_modules/ */
function loaded(argv: string[], stderr = ""): { modules: string[]; stdout: string } {
  const log = join(dir, `log-${n++}.txt`);
  writeFileSync(log, "");
  const r = spawnSync(
    process.execPath,
    [
      join(dir, "probe.mjs"),
      pathToFileURL(join(dir, "hooks.mjs")).href,
      log,
      pathToFileURL(join(dir, "dist/cli/main.js")).href,
      ...argv,
    ],
    { cwd: dir, encoding: "utf8", input: "" },
  );
  if (r.error) throw r.error;
  expect(r.stderr).toBe(stderr);
  expect(r.status).toBe(0);
  const modules = readFileSync(log, "utf8")
    .split("\n")
    .flatMap((u) => {
      const m = /\/(dist\/.*|node_modules\/.*)$/.exec(u);
      return m ? [m[1]!.replace(/^.*node_modules\//, "node_modules/")] : [];
    });
  return { modules, stdout: r.stdout };
}

const MAIL_LIBS =
  /^node_modules\/(libmime|libqp|iconv-lite|encoding-japanese|htmlparser2|entities)\//;
const mailModules = (modules: string[]) =>
  modules.filter(
    (m) =>
      MAIL_LIBS.test(m) ||
      (m.startsWith("dist/mail/") && !/\/(sniff|mbox|field-line|meta-charset)\.js$/.test(m)),
  );

describe("the CLI loads the mail modules only for mail", () => {
  it("a text input: the text scanner only", () => {
    const { modules, stdout } = loaded([join(SAMPLES, "notes.txt")]);
    expect(stdout).toMatch(/^ftp:\/\/ftp\.example\.org\//);
    expect(modules).toContain("dist/cli/main.js");
    expect(modules).toContain("dist/extract/text-scanner.js");
    expect(mailModules(modules)).toEqual([]);
  });

  it("an empty input, and --text on an mbox: the text scanner only", () => {
    for (const argv of [["/dev/null"], ["--text", join(SAMPLES, "list-archive.mbox")]]) {
      const { modules } = loaded(argv);
      expect(modules).toContain("dist/extract/text-scanner.js");
      expect(mailModules(modules)).toEqual([]);
    }
  });

  it("--help: no scanner at all", () => {
    const { modules } = loaded(["--help"]);
    expect(modules.filter((m) => /^dist\/(extract|mail)\/[^/]*scanner/.test(m))).toEqual([]);
  });

  it("mail (an mbox, a message, or --mail): the mail modules are loaded (the hook sees them)", () => {
    for (const [argv, stderr] of [
      [[join(SAMPLES, "list-archive.mbox")], ""],
      [[join(SAMPLES, "message.eml")], ""],
      // text given as mail: its first line is no header field, the body starts there
      [
        ["--mail", join(SAMPLES, "notes.txt")],
        `urisift: warning: ${join(SAMPLES, "notes.txt")}: message 0: line 1 of its header is no field: read as the body from there\n`,
      ],
    ] as const) {
      const { modules } = loaded([...argv], stderr);
      expect(modules).toContain("dist/mail/mail-scanner.js");
      // libmime, libqp, htmlparser2 and entities come through require() when a part needs
      // them (mail-libraries.ts; test/mail/lazy-libraries.test.ts): this hook sees the module
      // that loads them
      expect(modules).toContain("dist/mail/mail-libraries.js");
    }
  });
});

describe("the command's bundle (dist/cli/urisift.js) requires the mail libraries only for mail", () => {
  function required(argv: string[]): { packages: string[]; stdout: string } {
    const log = join(dir, `required-${n++}.txt`);
    const r = spawnSync(
      process.execPath,
      [
        join(dir, "bundle-probe.mjs"),
        log,
        pathToFileURL(join(dir, "dist/cli/urisift.js")).href,
        ...argv,
      ],
      { cwd: dir, encoding: "utf8", input: "" },
    );
    if (r.error) throw r.error;
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const packages = readFileSync(log, "utf8")
      .split("\n")
      .flatMap((p) => {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(p);
        return m ? [m[1]!] : [];
      });
    return { packages: [...new Set(packages)].sort(), stdout: r.stdout };
  }
  const MAIL = ["htmlparser2", "iconv-lite", "libmime", "libqp"];

  it("text: none of them, and the same URIs as the unbundled command", () => {
    const { packages, stdout } = required([join(SAMPLES, "notes.txt")]);
    expect(packages.filter((p) => MAIL.includes(p))).toEqual([]);
    expect(stdout).toBe(loaded([join(SAMPLES, "notes.txt")]).stdout);
    expect(stdout.split("\n").length).toBeGreaterThan(10);
  });

  it("mail with quoted-printable and HTML parts: they are required", () => {
    const { packages, stdout } = required([join(SAMPLES, "list-archive.mbox")]);
    expect(packages).toEqual(expect.arrayContaining(["htmlparser2", "libqp"]));
    expect(stdout).toBe(loaded([join(SAMPLES, "list-archive.mbox")]).stdout);
  });
});
