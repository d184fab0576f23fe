/**
 * Small helpers shared by bench/core.js and bench/run.js: timing, medians, markdown tables,
 * number formatting, optional imports of the built library.
 */
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The library's Node entry as users import it (package.json "exports" ".": the bundle that
 * scripts/bundle.js makes), relative to ROOT
 */
export const LIBRARY_ENTRY = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).exports[
  "."
].import.replace(/^\.\//, "");

export const now = () => performance.now();

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return Number.NaN;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

/** Import a module of the built library (path relative to the project root); null when absent or broken. */
export async function importDist(rel, notes) {
  const abs = join(ROOT, rel);
  if (!existsSync(abs)) {
    notes?.push(`\`${rel}\` not built (run \`npm run build\`)`);
    return null;
  }
  try {
    return await import(pathToFileURL(abs).href);
  } catch (e) {
    notes?.push(`\`${rel}\` failed to load: ${String(e?.message ?? e).split("\n")[0]}`);
    return null;
  }
}

/** A markdown table; `align` is a string of `l`/`r` per column. */
export function table(headers, rows, align) {
  const a = align ?? headers.map((_, i) => (i === 0 ? "l" : "r")).join("");
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c ?? "")));
  const widths = headers.map((_, i) => Math.max(3, ...cells.map((r) => r[i].length)));
  const line = (r) =>
    `| ${r.map((c, i) => (a[i] === "r" ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  const sep = `|${widths.map((w, i) => (a[i] === "r" ? `${"-".repeat(w + 1)}:` : `${"-".repeat(w + 2)}`)).join("|")}|`;
  return [line(cells[0]), sep, ...cells.slice(1).map(line)].join("\n");
}

export function fmtNum(x, digits = 0) {
  if (!Number.isFinite(x)) return "–";
  return x.toLocaleString("en-US", {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}

/** 3 significant digits, thousands separators above 1000. */
export function fmtRate(x) {
  if (!Number.isFinite(x)) return "–";
  if (x < 1) return x.toPrecision(2);
  if (x >= 100) return fmtNum(x, 0);
  if (x >= 10) return fmtNum(x, 1);
  return fmtNum(x, 2);
}

export function fmtRatio(x) {
  if (!Number.isFinite(x)) return "–";
  if (x >= 10) return `${fmtNum(x, 0)}×`;
  if (x >= 1) return `${fmtNum(x, 1)}×`;
  return `${fmtNum(x, 2)}×`;
}

export function fmtBytes(n) {
  if (n >= 1e9) return `${fmtNum(n / 1e9, 2)} GB`;
  if (n >= 1e6) return `${fmtNum(n / 1e6, 1)} MB`;
  if (n >= 1e3) return `${fmtNum(n / 1e3, 1)} kB`;
  return `${n} B`;
}

export function fmtMs(ms) {
  if (ms >= 10_000) return `${fmtNum(ms / 1000, 1)} s`;
  if (ms >= 100) return `${fmtNum(ms, 0)} ms`;
  if (ms >= 1) return `${fmtNum(ms, 1)} ms`;
  return `${fmtNum(ms, 3)} ms`;
}

export function machineLine() {
  const cpus = os.cpus();
  const model = cpus[0]?.model?.trim() ?? "unknown CPU";
  return `Node ${process.version}, ${os.platform()} ${os.arch()}, ${model} (${cpus.length} cores), ${fmtNum(os.totalmem() / 2 ** 30, 1)} GiB RAM, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** A tiny argv parser: `--flag`, `--key value` (repeatable keys collect into arrays). */
export function parseArgs(argv, { flags = [], values = [] } = {}) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (flags.includes(a)) out[a.slice(2)] = true;
    else if (values.includes(a)) {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      const k = a.slice(2);
      out[k] = [...(out[k] ?? []), v];
    } else if (
      a.startsWith("--") &&
      a.includes("=") &&
      values.includes(a.slice(0, a.indexOf("=")))
    ) {
      const k = a.slice(2, a.indexOf("="));
      out[k] = [...(out[k] ?? []), a.slice(a.indexOf("=") + 1)];
    } else if (a === "--help" || a === "-h") out.help = true;
    else if (a.startsWith("-")) throw new Error(`unknown option ${a}`);
    else out._.push(a);
  }
  return out;
}

/** parseArgs for a command line: usage errors exit 2 with the usage text, --help prints it. */
export function parseArgsOrExit(argv, spec, usage) {
  let args;
  try {
    args = parseArgs(argv, spec);
  } catch (e) {
    console.error(`${e.message}\n${usage}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(usage);
    process.exit(0);
  }
  return args;
}

/** Deterministic PRNG (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Keeps results alive so the JIT cannot drop the measured work. */
export const sink = { v: 0 };
