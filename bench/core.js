#!/usr/bin/env node
/**
 * `npm run bench:core` — the URI core side by side with its peers (issue 2).
 *
 * One list of ≥ 200 realistic URIs (bench/core-uris.js); urisift validateUri, normalizeUri,
 * validate+normalize, analyzeUri (the extractor's one-pass path), parseUri and resolveUri
 * beside fast-uri (normalize, parse, resolve), uri-js (normalize, parse, resolve) and Node's
 * WHATWG URL (`new URL(s).href`, `new URL(ref, base).href`). Warm-up, several rounds, median;
 * prints ops/s and ratios vs fast-uri `normalize` as a markdown table.
 *
 *   node bench/core.js [--quick] [--only SUBSTRING] [--rounds N]
 */
import * as fastUri from "fast-uri";
import * as uriJs from "uri-js";
import { RESOLVE_PAIRS, URIS } from "./core-uris.js";
import {
  fmtNum,
  fmtRatio,
  importDist,
  LIBRARY_ENTRY,
  machineLine,
  median,
  now,
  parseArgsOrExit,
  sink,
  table,
} from "./lib.js";

const USAGE = `usage: node bench/core.js [--quick] [--only SUBSTRING] [--rounds N]
  --quick        a few short rounds (the smoke test)
  --only S       only rows whose name contains S (e.g. --only resolve); repeatable
  --rounds N     measured rounds per row (default 9, quick 3)`;

const args = parseArgsOrExit(
  process.argv.slice(2),
  { flags: ["--quick"], values: ["--only", "--rounds"] },
  USAGE,
);
const QUICK = !!args.quick;
const ROUNDS = args.rounds ? Number(args.rounds.at(-1)) : QUICK ? 3 : 9;
const ROUND_MS = QUICK ? 15 : 150;
const WARM_MS = QUICK ? 40 : 500;

const notes = [];
let failed = false;

// ---- the library (optional pieces: the harness runs whatever is built) ----
const index = await importDist(LIBRARY_ENTRY, notes);
const analyzeMod = index?.analyzeUri ? null : await importDist("dist/core/analyze.js", notes);
const parseMod = index?.parseUri ? null : await importDist("dist/core/parse.js", notes);
const u = {
  validateUri: index?.validateUri,
  normalizeUri: index?.normalizeUri,
  resolveUri: index?.resolveUri,
  analyzeUri: index?.analyzeUri ?? analyzeMod?.analyzeUri,
  parseUri: index?.parseUri ?? parseMod?.parseUri,
};
for (const [k, v] of Object.entries(u))
  if (typeof v !== "function")
    notes.push(`urisift \`${k}\` not available yet: its rows are skipped`);

const N = URIS.length;
const fu = fastUri.default ?? fastUri;
const uj = uriJs.default ?? uriJs;

/** fast-uri throws on some references (`http:g` against an http base: "HTTP URIs must have a host"). */
function guard(f) {
  try {
    return f();
  } catch {
    return 0;
  }
}

function tryNormalize(s) {
  try {
    return u.normalizeUri(s);
  } catch {
    return null;
  }
}

/**
 * Rows: name, group ("uri" → per URI, "resolve" → per reference/base pair), body over one item.
 * Every body returns something cheap to fold into the sink.
 */
const ROWS = [
  {
    name: "urisift validateUri",
    group: "uri",
    need: u.validateUri,
    fn: (s) => (u.validateUri(s).valid ? 1 : 0),
  },
  {
    name: "urisift normalizeUri",
    group: "uri",
    need: u.normalizeUri,
    fn: (s) => tryNormalize(s)?.length ?? 0,
  },
  {
    name: "urisift validateUri + normalizeUri",
    group: "uri",
    need: u.validateUri && u.normalizeUri,
    fn: (s) => (u.validateUri(s).valid ? u.normalizeUri(s).length : 0),
    target: true,
  },
  {
    name: "urisift analyzeUri (validate + normalize, one pass)",
    group: "uri",
    need: u.analyzeUri,
    fn: (s) => u.analyzeUri(s).normalized?.length ?? 0,
  },
  {
    name: "urisift parseUri",
    group: "uri",
    need: u.parseUri,
    fn: (s) => (u.parseUri(s).ok ? 1 : 0),
  },
  {
    name: "fast-uri normalize",
    group: "uri",
    need: true,
    fn: (s) => fu.normalize(s).length,
    baseline: true,
  },
  { name: "fast-uri parse", group: "uri", need: true, fn: (s) => (fu.parse(s).host ? 1 : 0) },
  { name: "uri-js normalize", group: "uri", need: true, fn: (s) => uj.normalize(s).length },
  { name: "uri-js parse", group: "uri", need: true, fn: (s) => (uj.parse(s).host ? 1 : 0) },
  {
    name: "WHATWG new URL(s).href",
    group: "uri",
    need: true,
    fn: (s) => {
      try {
        return new URL(s).href.length;
      } catch {
        return 0;
      }
    },
  },
  {
    name: "urisift resolveUri(ref, base)",
    group: "resolve",
    need: u.resolveUri,
    fn: ([r, b]) => u.resolveUri(r, b).length,
  },
  {
    name: "fast-uri resolve(base, ref)",
    group: "resolve",
    need: true,
    fn: ([r, b]) => guard(() => fu.resolve(b, r).length),
    resolveBaseline: true,
  },
  {
    name: "uri-js resolve(base, ref)",
    group: "resolve",
    need: true,
    fn: ([r, b]) => guard(() => uj.resolve(b, r).length),
  },
  {
    name: "WHATWG new URL(ref, base).href",
    group: "resolve",
    need: true,
    fn: ([r, b]) => {
      try {
        return new URL(r, b).href.length;
      } catch {
        return 0;
      }
    },
  },
];

/** ops/s of `fn` over `items`: warm-up, calibrate, ROUNDS rounds, median. */
function bench(fn, items) {
  let acc = 0;
  const once = () => {
    for (let i = 0; i < items.length; i++) acc += fn(items[i]);
  };
  // warm-up (also first calibration)
  let reps = 0;
  const w0 = now();
  while (now() - w0 < WARM_MS || reps < 2) {
    once();
    reps++;
  }
  const perRep = (now() - w0) / reps;
  const repsPerRound = Math.max(1, Math.round(ROUND_MS / perRep));
  const rates = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = now();
    for (let k = 0; k < repsPerRound; k++) once();
    const dt = now() - t0;
    rates.push((items.length * repsPerRound) / (dt / 1000));
  }
  sink.v += acc;
  return { ops: median(rates), min: Math.min(...rates), max: Math.max(...rates) };
}

const only = args.only?.map((s) => s.toLowerCase());
const selected = ROWS.filter(
  (r) =>
    !only || r.baseline || r.resolveBaseline || only.some((o) => r.name.toLowerCase().includes(o)),
);

// ---- sanity: what each one accepts on this list (and the library must not crash) ----
const accepted = {};
try {
  if (u.validateUri)
    accepted["urisift validateUri: valid"] = URIS.filter((s) => u.validateUri(s).valid).length;
  if (u.normalizeUri)
    accepted["urisift normalizeUri: no throw"] = URIS.filter(
      (s) => tryNormalize(s) !== null,
    ).length;
  if (u.analyzeUri)
    accepted["urisift analyzeUri: valid"] = URIS.filter((s) => u.analyzeUri(s).valid).length;
  if (u.resolveUri) {
    let ok = 0;
    for (const [r, b] of RESOLVE_PAIRS) {
      try {
        u.resolveUri(r, b);
        ok++;
      } catch {}
    }
    accepted["urisift resolveUri: no throw (pairs)"] = ok;
  }
} catch (e) {
  failed = true;
  notes.push(`urisift threw during the sanity pass: ${e?.stack ?? e}`);
}
accepted["WHATWG URL: parses"] = URIS.filter((s) => URL.canParse(s)).length;
accepted["fast-uri: no parse error"] = URIS.filter((s) => !fu.parse(s).error).length;
accepted["uri-js: no parse error"] = URIS.filter((s) => !uj.parse(s).error).length;
accepted["fast-uri resolve: no throw (pairs)"] = RESOLVE_PAIRS.filter(([r, b]) =>
  guard(() => fu.resolve(b, r).length + 1),
).length;
accepted["uri-js resolve: no throw (pairs)"] = RESOLVE_PAIRS.filter(([r, b]) =>
  guard(() => uj.resolve(b, r).length + 1),
).length;
accepted["WHATWG new URL(ref, base): parses (pairs)"] = RESOLVE_PAIRS.filter(([r, b]) =>
  URL.canParse(r, b),
).length;

// ---- run ----
const results = [];
for (const row of selected) {
  if (!row.need) {
    results.push({ row, skipped: true });
    continue;
  }
  const items = row.group === "uri" ? URIS : RESOLVE_PAIRS;
  try {
    results.push({ row, ...bench(row.fn, items) });
  } catch (e) {
    if (row.name.startsWith("urisift")) failed = true;
    notes.push(`${row.name} threw: ${String(e?.message ?? e).split("\n")[0]}`);
    results.push({ row, skipped: true, error: true });
  }
}

const base = results.find((r) => r.row.baseline)?.ops;
const resolveBase = results.find((r) => r.row.resolveBaseline)?.ops;

const out = [];
out.push(`## URI core: ops/s${QUICK ? " (--quick: short rounds, rough numbers)" : ""}`);
out.push("");
out.push(machineLine());
out.push(
  `${N} URIs (bench/core-uris.js), ${RESOLVE_PAIRS.length} reference/base pairs; warm-up ${WARM_MS} ms, ${ROUNDS} rounds of ~${ROUND_MS} ms, median (min–max spread in the last column).`,
);
out.push("");
const rows = results.map((r) => {
  if (r.skipped) return [r.row.name, r.error ? "error" : "n/a", "", "", ""];
  const vs = r.ops / base;
  const vsResolve =
    r.row.group === "resolve" ? ` (${fmtRatio(r.ops / resolveBase)} of fast-uri resolve)` : "";
  return [
    r.row.target ? `**${r.row.name}**` : r.row.name,
    fmtNum(r.ops),
    `${fmtNum(1e9 / r.ops, 0)} ns`,
    `${fmtRatio(vs)}${vsResolve}`,
    `±${fmtNum(((r.max - r.min) / 2 / r.ops) * 100, 0)}%`,
  ];
});
out.push(table(["operation", "ops/s", "per op", "vs fast-uri normalize", "spread"], rows, "lrrrr"));
out.push("");
const target = results.find((r) => r.row.target && !r.skipped);
if (target && base) {
  const ratio = target.ops / base;
  out.push(
    `Target (issue 2): validate+normalize ≥ 3× fast-uri normalize → **${fmtRatio(ratio)}** ${ratio >= 3 ? "(met)" : "(NOT met)"}.`,
  );
  out.push("");
}
out.push(
  "Accepted on this list (sanity check: the list is written the way URIs appear in the wild; a few break an RFC):",
);
out.push("");
out.push(
  table(
    ["check", "count"],
    Object.entries(accepted).map(([k, v]) => [
      k,
      `${v} / ${k.includes("pairs") ? RESOLVE_PAIRS.length : N}`,
    ]),
    "lr",
  ),
);
if (u.validateUri) {
  const rejected = [];
  for (const s of URIS) {
    try {
      const r = u.validateUri(s);
      if (!r.valid)
        rejected.push(`\`${s.length > 70 ? `${s.slice(0, 67)}…` : s}\` → ${r.errors.join(", ")}`);
    } catch {}
  }
  if (rejected.length) {
    out.push("");
    out.push("Rejected by urisift (fast-uri and uri-js raise no error on any entry):");
    out.push("");
    for (const r of rejected) out.push(`- ${r}`);
  }
}
if (notes.length) {
  out.push("");
  out.push("Notes:");
  for (const n of notes) out.push(`- ${n}`);
}
console.log(out.join("\n"));
if (sink.v === -1) console.log(""); // keep the sink observable
process.exit(failed ? 1 : 0);
