#!/usr/bin/env node
/**
 * Child process of bench/run.js: the cost of the records alone. Builds `N` objects of the
 * Found shape (14 fields, the strings and lists shared as the extractor shares them) and keeps
 * them in one array, as extractText does, with no scanning at all; prints the median of 5
 * rounds in ms as one JSON line. For an input that yields N records this is a floor under
 * extractText's time: dense URIs can be no faster than bytes ÷ this.
 *
 *   node --expose-gc bench/record-floor.js N
 */
const n = Number(process.argv[2] ?? 1e5);
const NONE = Object.freeze([]);
const uris = Array.from({ length: 64 }, (_, i) => `https://example.org/path/${i}/index.html`);

function record(i, uri) {
  return {
    uri,
    normalized: uri,
    scheme: "https",
    valid: true,
    errors: NONE,
    warnings: NONE,
    delimiter: "angle",
    wrapped: false,
    variants: NONE,
    raw: uri,
    start: i * 58,
    end: i * 58 + 40,
    line: i >> 1,
    column: 5,
  };
}

const times = [];
let kept = 0;
for (let r = 0; r < 5; r++) {
  globalThis.gc?.();
  const t0 = performance.now();
  const out = [];
  for (let i = 0; i < n; i++) out.push(record(i, uris[i & 63]));
  times.push(performance.now() - t0);
  kept += out.length;
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ records: n, ms: times[2], kept }));
