/**
 * The inputs of bench/run.js: the shared corpora (gunzipped into memory), the text under
 * /usr/share/doc, user files, and the generated worst cases. Every loader returns a Buffer.
 */
import { createReadStream, existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createGunzip, gunzipSync } from "node:zlib";
import { URIS } from "./core-uris.js";
import { ROOT, rng } from "./lib.js";

/** `URISIFT_BENCH_CORPORA` overrides where the shared corpora are read from. */
export const CORPORA = process.env.URISIFT_BENCH_CORPORA ?? join(ROOT, "..", "shared", "corpora");
export const RFC_GZ = join(CORPORA, "rfc8000-8999.txt.gz");
export const GHA_TGZ = join(CORPORA, "gha-logs.tar.gz");
export const MBOX_GZ = join(CORPORA, "usrp-users-2023.mbox.gz");

const MB = 1e6;

/** Gunzip a file into memory, at most `max` bytes (streaming, so a prefix costs only a prefix). */
export async function readGz(path, max = Number.POSITIVE_INFINITY) {
  if (!Number.isFinite(max)) return gunzipSync(readFileSync(path));
  const parts = [];
  let n = 0;
  const src = createReadStream(path);
  const gz = createGunzip();
  src.pipe(gz);
  try {
    for await (const c of gz) {
      parts.push(c);
      n += c.length;
      if (n >= max) break;
    }
  } finally {
    src.destroy();
    gz.destroy();
  }
  return Buffer.concat(parts, n).subarray(0, Math.min(n, max));
}

/** Any file a user names: `.gz` gunzipped. */
export async function readUserFile(path, max) {
  if (path.endsWith(".gz")) return readGz(path, max);
  const b = readFileSync(path);
  return max && b.length > max ? b.subarray(0, max) : b;
}

/**
 * A tiny tar reader (ustar / GNU / pax): the regular files of an archive as
 * `{ name, data }`, in archive order.
 */
export function* untar(buf) {
  let off = 0;
  let longName = null;
  let paxPath = null;
  const str = (a, b) => {
    let e = a;
    while (e < b && buf[e] !== 0) e++;
    return buf.toString("utf8", a, e);
  };
  while (off + 512 <= buf.length) {
    if (buf[off] === 0) break; // end-of-archive blocks
    const type = String.fromCharCode(buf[off + 156] || 48);
    const size = Number.parseInt(str(off + 124, off + 136).trim() || "0", 8);
    const magic = str(off + 257, off + 263);
    let name = str(off, off + 100);
    if (magic.startsWith("ustar")) {
      const prefix = str(off + 345, off + 500);
      if (prefix) name = `${prefix}/${name}`;
    }
    const dataStart = off + 512;
    const data = buf.subarray(dataStart, dataStart + size);
    off = dataStart + Math.ceil(size / 512) * 512;
    if (type === "L") {
      longName = data.toString("utf8").replace(/\0+$/, "");
      continue;
    }
    if (type === "x") {
      const m = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString("utf8"));
      paxPath = m ? m[1] : null;
      continue;
    }
    if (type === "g") continue;
    const full = longName ?? paxPath ?? name;
    longName = null;
    paxPath = null;
    if (type === "0" || type === "\0" || type === "7") yield { name: full, data };
  }
}

function joinWithNewlines(parts, cap) {
  const out = [];
  let n = 0;
  for (const p of parts) {
    if (n >= cap) break;
    let b = p;
    if (n + b.length > cap) b = b.subarray(0, cap - n);
    out.push(b);
    n += b.length;
    if (b.length && b[b.length - 1] !== 0x0a && n < cap) {
      out.push(Buffer.from("\n"));
      n += 1;
    }
  }
  return Buffer.concat(out, n);
}

/** The GitHub Actions logs of the corpus, concatenated (archive order). */
export function loadGha(cap = Number.POSITIVE_INFINITY) {
  const tar = gunzipSync(readFileSync(GHA_TGZ));
  const logs = [];
  for (const f of untar(tar)) if (f.name.endsWith(".log")) logs.push(f.data);
  return { buf: joinWithNewlines(logs, cap), files: logs.length };
}

/** Readable text under /usr/share/doc (`.gz` gunzipped; binaries skipped), sorted paths, capped. */
export function loadDocs(cap = 50 * MB, root = "/usr/share/doc") {
  const parts = [];
  let n = 0;
  let files = 0;
  const walk = (dir) => {
    let names;
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (n >= cap) return;
      const p = join(dir, name);
      let st;
      try {
        st = lstatSync(p);
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        walk(p);
        continue;
      }
      if (!st.isFile()) continue; // symlinks point at files already read
      let b;
      try {
        b = readFileSync(p);
        if (name.endsWith(".gz")) b = gunzipSync(b);
      } catch {
        continue;
      }
      if (b.subarray(0, 8192).includes(0)) continue; // binary
      parts.push(b);
      n += b.length + 1;
      files++;
    }
  };
  if (existsSync(root)) walk(root);
  return { buf: joinWithNewlines(parts, cap), files };
}

// ---- generated worst cases -------------------------------------------------------------

const WORDS = (
  "the of and to in is that for it as was with be by on not he this are or his from at which " +
  "but have an they you were her she there been one all we their has would when if so no what " +
  "up out them about more some into only other time new could these two may first then do any " +
  "like my now over such our man me even most made after also did many before must through back " +
  "years where much your way well down should because each just those people how too little state " +
  "good very make world still own see men work long get here between both life being under never " +
  "day same another know while last might us great old year off come since against go came right " +
  "used take three implementation protocol network server client message header request response " +
  "section document specification registry parameter interface configuration"
).split(" ");

/** Prose without a single `:`, deterministic; `newlines: false` gives one endless line. */
function proseBlock(bytes, seed, { newlines = true, uriEvery = 0 } = {}) {
  const r = rng(seed);
  const parts = [];
  let n = 0;
  let col = 0;
  let words = 0;
  while (n < bytes) {
    let w = WORDS[Math.floor(r() * WORDS.length)];
    words++;
    if (uriEvery && words % uriEvery === 0) w = URIS[Math.floor(r() * URIS.length)];
    const p = r();
    if (p < 0.06) w += ".";
    else if (p < 0.1) w += ",";
    let sep = " ";
    if (newlines && col + w.length > 72) {
      sep = r() < 0.12 ? "\n\n" : "\n";
      col = 0;
    }
    const piece = `${w}${sep}`;
    parts.push(piece);
    n += Buffer.byteLength(piece);
    col += piece.length;
  }
  return Buffer.from(parts.join("")).subarray(0, bytes);
}

/** Text where nearly every line holds URIs in all delimiter contexts. */
function denseBlock(bytes, seed) {
  const r = rng(seed);
  const forms = [
    (u) => `see <${u}> for details`,
    (u) => `at ${u}, or`,
    (u) => `(${u})`,
    (u) => `href="${u}"`,
    (u) => `<URL:${u}>`,
    (u) => `- ${u}.`,
    (u) => `'${u}'`,
    (u) => `[${u}]`,
  ];
  const lines = [];
  let n = 0;
  while (n < bytes) {
    const a = URIS[Math.floor(r() * URIS.length)];
    const b = URIS[Math.floor(r() * URIS.length)];
    const f = forms[Math.floor(r() * forms.length)];
    const g = forms[Math.floor(r() * forms.length)];
    const line = `${f(a)} and ${g(b)}\n`;
    lines.push(line);
    n += Buffer.byteLength(line);
  }
  return Buffer.from(lines.join("")).subarray(0, bytes);
}

/**
 * `buf` with every line break replaced by a space: the same text as one line, which tells
 * the cost of a long line itself apart from the cost of URIs (the generated one-line input
 * holds ten times as many URIs per byte as the RFC corpus)
 */
export function asOneLine(buf) {
  const out = Buffer.from(buf);
  for (let i = out.indexOf(10); i >= 0; i = out.indexOf(10, i + 1)) out[i] = 0x20;
  for (let i = out.indexOf(13); i >= 0; i = out.indexOf(13, i + 1)) out[i] = 0x20;
  return out;
}

/** Repeat `block` up to `bytes` (cut on a UTF-8 boundary). */
function repeatTo(block, bytes) {
  const out = Buffer.allocUnsafe(bytes);
  let n = 0;
  while (n < bytes) n += block.copy(out, n, 0, Math.min(block.length, bytes - n));
  return out;
}

export function utf8Floor(buf, n) {
  let k = Math.min(n, buf.length);
  while (k > 0 && k < buf.length && (buf[k] & 0xc0) === 0x80) k--;
  return k;
}

/** Generated inputs: name → { title, make(size) }, with their default sizes. */
export const GENERATED = {
  dense: {
    title: "dense URIs (every line: two URIs in angle/quote/paren/bare/URL: forms)",
    size: 20 * MB,
    quick: 256 * 1024,
    make: (n) => repeatTo(denseBlock(Math.min(n, 2 * MB), 1), n),
  },
  "no-uris": {
    title: "prose with no URI and no `:` at all",
    size: 20 * MB,
    quick: 256 * 1024,
    make: (n) => repeatTo(proseBlock(Math.min(n, 2 * MB), 2), n),
  },
  "one-line": {
    title: "one line, no newline anywhere (prose with a URI every 40 words)",
    size: 100 * MB,
    quick: 256 * 1024,
    make: (n) => repeatTo(proseBlock(Math.min(n, 2 * MB), 3, { newlines: false, uriEvery: 40 }), n),
  },
  "lt-only": {
    title: "only `<`",
    size: 10 * MB,
    quick: 64 * 1024,
    make: (n) => Buffer.alloc(n, "<"),
  },
  "colon-only": {
    title: "only `:`",
    size: 10 * MB,
    quick: 64 * 1024,
    make: (n) => Buffer.alloc(n, ":"),
  },
  "http-repeated": {
    title: "`http://` repeated",
    size: 10 * MB,
    quick: 64 * 1024,
    make: (n) => Buffer.alloc(n, "http://"),
  },
  "unclosed-angle": {
    title: "`<http://` then `a` to the end (an unclosed angle bracket)",
    size: 10 * MB,
    quick: 64 * 1024,
    make: (n) => {
      const b = Buffer.alloc(n, "a");
      b.write("<http://", 0);
      return b;
    },
  },
};
