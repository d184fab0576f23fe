/**
 * The tools compared by bench/run.js and the measurement loop. Imported by the measuring
 * worker thread (bench/measure-worker.js); the main thread only supervises it.
 */
import * as linkifyIt from "linkify-it";
import * as linkifyjs from "linkifyjs";
import urlRegexSafe from "url-regex-safe";
import { utf8Floor } from "./inputs.js";
import { importDist, LIBRARY_ENTRY, median, now } from "./lib.js";

const MB = 1e6;

export const loadNotes = [];
const textMod = await importDist("dist/extract/extract-text.js", loadNotes);
const index = await importDist(LIBRARY_ENTRY, loadNotes);
const dispatchMod = index?.extract ? null : await importDist("dist/mail/dispatch.js", loadNotes);
const extractText = textMod?.extractText;
const extractAny = index?.extract ?? dispatchMod?.extract;

const LinkifyIt = linkifyIt.LinkifyIt ?? linkifyIt.default;
const li = new LinkifyIt({}, { fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
const URL_RE_SAFE = urlRegexSafe();
const PLAIN_RE = /https?:\/\/\S+/g;

export let re2Engine = "JS RegExp (re2 not installed)";
try {
  await import("re2");
  re2Engine = "re2";
} catch {}

const count = (x) =>
  x == null
    ? 0
    : Array.isArray(x)
      ? x.length
      : typeof x.length === "number"
        ? x.length
        : [...x].length;

/** id → { name, kind ("buffer" | "string"), own (urisift), fn(x) → number found, available } */
export const TOOLS = {
  urisift: {
    name: "urisift extractText (Buffer)",
    kind: "buffer",
    own: true,
    budgetFactor: 3,
    available: !!extractText,
    fn: (b) => count(extractText(b, {})),
  },
  // the baseline of every ratio: a larger budget, so that it reads the whole corpora
  "linkify-it": {
    name: "linkify-it 6 match (no fuzzy)",
    kind: "string",
    available: true,
    budgetFactor: 2.5,
    fn: (s) => count(li.match(s)),
  },
  linkifyjs: {
    name: "linkifyjs find",
    kind: "string",
    available: true,
    fn: (s) => count(linkifyjs.find(s)),
  },
  "url-regex-safe": {
    name: "url-regex-safe",
    kind: "string",
    available: true,
    fn: (s) => count(s.match(URL_RE_SAFE)),
  },
  regex: {
    name: "regex /https?:\\/\\/\\S+/g",
    kind: "string",
    available: true,
    fn: (s) => count(s.match(PLAIN_RE)),
  },
  // mail section
  mail: {
    name: 'urisift extract(mbox, { mode: "mail" })',
    kind: "buffer",
    own: true,
    budgetFactor: 3,
    available: !!extractAny,
    fn: (b) => count(extractAny(b, { mode: "mail" })),
  },
  "urisift-raw-mbox": {
    name: "urisift extractText (text mode, raw mbox)",
    kind: "buffer",
    own: true,
    budgetFactor: 3,
    available: !!extractText,
    fn: (b) => count(extractText(b, {})),
  },
  "linkify-it-raw-mbox": {
    name: "linkify-it 6 match on the raw mbox text",
    kind: "string",
    available: true,
    budgetFactor: 2.5,
    fn: (s) => count(li.match(s)),
  },
  "regex-raw-mbox": {
    name: "regex /https?:\\/\\/\\S+/g on the raw mbox text",
    kind: "string",
    available: true,
    fn: (s) => count(s.match(PLAIN_RE)),
  },
};

export const EXTRACT_TOOLS = ["urisift", "linkify-it", "linkifyjs", "url-regex-safe", "regex"];
export const MAIL_TOOLS = ["mail", "urisift-raw-mbox", "linkify-it-raw-mbox", "regex-raw-mbox"];

/** An input: its bytes and a cache of decoded prefixes for the string peers. */
export function prepared(buf) {
  const strings = new Map();
  return {
    buf,
    at(n, kind) {
      const k = utf8Floor(buf, n);
      if (kind === "buffer") return { n: k, x: k === buf.length ? buf : buf.subarray(0, k) };
      let s = strings.get(k);
      if (s === undefined) {
        s = buf.toString("utf8", 0, k);
        strings.set(k, s);
      }
      return { n: k, x: s };
    },
    free() {
      strings.clear();
    },
  };
}

/**
 * Time `tool` on growing prefixes of the input (1 kB, doubling — url-regex-safe needs 0.7 s for 1 kB of an unclosed `<http://aaa…`) up to the whole input, or
 * until the next run is predicted to exceed `cfg.runBudget` ms — then the last prefix is
 * where it is measured ("capped"). At the final size: rounds until cfg.minRounds and
 * cfg.minTotal ms (at most cfg.maxRounds, within cfg.rowBudget), median.
 */
export function measure(tool, input, cfg) {
  const gc = () => globalThis.gc?.();
  const len = input.buf.length;
  const limit = tool.own ? len : Math.min(len, cfg.peerCap ?? Number.POSITIVE_INFINITY);
  let size = Math.min(1024, limit);
  let t;
  let found;
  let n;
  const run = (sz) => {
    const p = input.at(sz, tool.kind);
    // a full collection costs ~10 ms: only worth it before runs that allocate a lot
    if (cfg.gc && sz >= 1e6) gc();
    const t0 = now();
    const c = tool.fn(p.x);
    const dt = now() - t0;
    return [dt, c, p.n];
  };
  // one untimed call first (urisift's on the whole input, where a peer's could take hours):
  // what loads on first use (mail mode's MIME libraries, ~45 ms, at the first part that needs
  // them) would otherwise look like a superlinear tool and cap the measurement at a few kB.
  // bench/first-call.js times the first call on its own
  tool.fn(input.at(tool.own ? limit : size, tool.kind).x);
  let prev = null;
  for (;;) {
    [t, found, n] = run(size);
    if (size >= limit) break;
    const next = Math.min(size * 2, limit);
    // a superlinear tool shows it: use the growth seen so far to predict the next run
    const growth = prev ? Math.max(1, t / prev.t / (size / prev.size)) : 1;
    // (with cfg.ownWhole, urisift always reads the whole input: the smoke run must exercise all of it)
    if (
      t * (next / size) * growth > cfg.runBudget * (tool.budgetFactor ?? 1) &&
      !(tool.own && cfg.ownWhole)
    )
      break;
    prev = { t, size };
    size = next;
  }
  // small inputs: several calls per timed round, so that a round lasts ≥ ~20 ms
  const reps = t > 0 && t < 20 ? Math.min(10_000, Math.ceil(20 / t)) : 1;
  const times = [t]; // per call
  let spent = t;
  while (
    times.length < cfg.maxRounds &&
    (times.length < cfg.minRounds || spent < cfg.minTotal) &&
    spent + t * reps < cfg.rowBudget * (tool.budgetFactor ?? 1)
  ) {
    let dt = 0;
    for (let i = 0; i < reps; i++) {
      const [d, c] = run(size);
      dt += d;
      found = c;
    }
    spent += dt;
    times.push(dt / reps);
  }
  if (times.length > 2) times.shift(); // the first call at this size ran colder
  const med = median(times);
  return {
    bytes: n,
    ms: med,
    mbps: n / MB / (med / 1000),
    found,
    rounds: times.length,
    capped: n < len,
    full: len,
  };
}
