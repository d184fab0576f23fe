/**
 * The package's entries as a program imports them by name (package.json "exports": the
 * bundles that scripts/bundle.js makes of the built modules).
 *
 * The browser entry (src/web.ts; package.json "browser" condition and "urisift/web"): it
 * must load with no Node built-in at all. A child `node` registers a resolve hook that
 * refuses every built-in (`node:stream`, `buffer`, …) imported by the package or its
 * dependencies, removes the global `Buffer`, and then imports the entry the way a bundler
 * for the browser would (`--conditions=browser`, by package name). Its answers must be
 * the Node entry's on the same text.
 *
 * Built into a private directory (not dist/, which other test files rebuild at the same
 * time), with the real package.json so that the package resolves itself by name.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extract } from "../src/index.js";
import { buildPrivate, bundle, ROOT } from "./helpers/private-build.js";

const HOOKS = `
import { isBuiltin } from "node:module";
export async function resolve(specifier, context, next) {
  const from = context.parentURL ?? "";
  if (isBuiltin(specifier) && (from.includes("/dist/") || from.includes("/node_modules/"))) {
    throw new Error("Node built-in " + specifier + " imported by " + from);
  }
  return next(specifier, context);
}
`;

// reads the text from stdin, prints JSON: the records of extract and of the web stream
// (fed in 7-byte chunks), the entry's export names, and the error of mode "mail"
const PROBE = `
import { register } from "node:module";
import { readFileSync } from "node:fs";
register(new URL("./hooks.mjs", import.meta.url));
const text = readFileSync(0, "utf8");
delete globalThis.Buffer;
const web = await import(process.argv[2]);
const bytes = new TextEncoder().encode(text);
const source = new ReadableStream({
  start(c) {
    for (let i = 0; i < bytes.length; i += 7) c.enqueue(bytes.subarray(i, i + 7));
    c.close();
  },
});
const streamed = [];
const reader = source.pipeThrough(web.createWebExtractStream()).getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  streamed.push(value);
}
let mailError = "";
try { web.extract(text, { mode: "mail" }); } catch (e) { mailError = String(e.message); }
console.log(JSON.stringify({
  exports: Object.keys(web).sort(),
  found: web.extract(text),
  streamed,
  valid: web.validateUri("http://[::1]:99999/").errors,
  mailError,
  bufferGone: typeof Buffer === "undefined",
}));
`;

// the Node entry: every URL that the package's own imports resolved to, and its records
const LOG_HOOKS = `
const urls = [];
export function initialize(port) { port.on("message", () => port.postMessage(urls)); }
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  urls.push(r.url);
  return r;
}
`;
const NODE_PROBE = `
import { register } from "node:module";
import { readFileSync } from "node:fs";
import { MessageChannel } from "node:worker_threads";
const { port1, port2 } = new MessageChannel();
register(new URL("./log-hooks.mjs", import.meta.url), { data: port2, transferList: [port2] });
const text = readFileSync(0, "utf8");
const lib = await import("urisift");
const found = lib.extract(text);
const streamed = [];
for await (const f of lib.extractStream([text])) streamed.push(f);
port1.postMessage("urls");
const urls = await new Promise((r) => port1.once("message", r));
port1.close();
const base = new URL("./", import.meta.url).href;
console.log(JSON.stringify({
  loaded: urls.filter((u) => u.startsWith(base + "dist/")).map((u) => u.slice(base.length)),
  found,
  streamed,
}));
`;

const TEXT = [
  "> see <http://lists.example.org/pipermail/uri/",
  "> 1997-May/000123.html> and <URL: ftp://ftp.example.net/pub/x.tar.gz>,",
  'href="https://例え.テスト/パス?q=1" (http://en.wikipedia.org/wiki/URI_(disambiguation))',
  "urn:isbn:0-395-36341-1 at 12:30:45; mailto:someone@example.com?subject=hi.",
  "https://example.com/?a[]=1&a[]=2 and http://example.com/lo-",
  "ng/path",
].join("\n");

let dir: string;

beforeAll(() => {
  dir = buildPrivate("urisift-web-", readFileSync(join(ROOT, "package.json"), "utf8"));
  bundle(dir);
  writeFileSync(join(dir, "hooks.mjs"), HOOKS);
  writeFileSync(join(dir, "probe.mjs"), PROBE);
  writeFileSync(join(dir, "log-hooks.mjs"), LOG_HOOKS);
  writeFileSync(join(dir, "node-probe.mjs"), NODE_PROBE);
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function probe(specifier: string, conditions: string[] = []) {
  const r = spawnSync(
    process.execPath,
    [...conditions.map((c) => `--conditions=${c}`), join(dir, "probe.mjs"), specifier],
    { cwd: dir, encoding: "utf8", input: TEXT },
  );
  if (r.error) throw r.error;
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
}

describe("the browser entry", () => {
  const expected = () => JSON.parse(JSON.stringify(extract(TEXT, { mode: "text" })));

  it('loads with every Node built-in refused, as "urisift" under the browser condition', () => {
    const out = probe("urisift", ["browser"]);
    expect(out.bufferGone).toBe(true);
    expect(out.exports).toEqual([
      "InvalidUriError",
      "analyzeUri",
      "createWebExtractStream",
      "equivalent",
      "extract",
      "normalizeUri",
      "parseUri",
      "resolveUri",
      "validateUri",
    ]);
    expect(out.found).toEqual(expected());
    expect(out.found.length).toBe(8);
    expect(out.streamed).toEqual(out.found);
    expect(out.valid).toEqual(["bad-port"]);
    expect(out.mailError).toMatch(/mode "mail" needs the Node entry/);
  });

  it('loads as "urisift/web" in Node too', () => {
    const out = probe("urisift/web");
    expect(out.found).toEqual(expected());
  });

  it("package.json: the browser condition comes first, with the browser entry's types", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    const dot = pkg.exports["."];
    expect(Object.keys(dot)[0]).toBe("browser");
    const web = { types: "./dist/web.d.ts", default: "./dist/urisift-web.js" };
    expect(dot.browser).toEqual(web);
    expect(pkg.exports["./web"]).toEqual(web);
  });

  it("the hook does refuse a built-in: the Node entry fails under it", () => {
    const r = spawnSync(process.execPath, [join(dir, "probe.mjs"), "urisift"], {
      cwd: dir,
      encoding: "utf8",
      input: TEXT,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/Node built-in (node:)?\w+ imported by/);
  });
});

describe("the Node entry", () => {
  it('"urisift" loads one bundle, not the ~120 modules that tsc emitted', () => {
    // each module loaded costs Node's loader memory of its own: 14.6 MB of RSS as modules
    // against 6.3 MB as a bundle (scripts/bundle.js)
    const r = spawnSync(process.execPath, [join(dir, "node-probe.mjs")], {
      cwd: dir,
      encoding: "utf8",
      input: TEXT,
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.loaded).toEqual(["dist/urisift.js"]);
    // in esbuild's lazily initialized form (its __esm wrappers), not the flat one, which ran
    // the extractor at half speed in Node 20 (scripts/bundle.js)
    expect(readFileSync(join(dir, "dist/urisift.js"), "utf8")).toContain("__esm(");
    expect(readFileSync(join(dir, "dist/urisift.js"), "utf8")).not.toMatch(/\brequire\(/);
    const expected = JSON.parse(JSON.stringify(extract(TEXT)));
    expect(out.found).toEqual(expected);
    expect(out.found.length).toBe(8);
    expect(out.streamed).toEqual(expected);
  });
});
