/**
 * Inputs of `urisift`: the files named (stdin when none or for "-"), a directory as its
 * regular files in sorted order (a maildir through cur/ and new/), read as streams of
 * large chunks — never a whole file at once. Gzip is detected by its magic bytes
 * (RFC 1952 §2.3.1: ID1 0x1f, ID2 0x8b), not by the name, and decompressed on the fly
 * (concatenated members included); UTF-16 text by its byte order mark, and transcoded; so is
 * a document in another charset that its XML declaration or HTML `<meta>` names
 * (declared-charset.ts).
 */

import { isUtf8 } from "node:buffer";
import {
  closeSync,
  createReadStream,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  type Stats,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { decidable, declaredDecoder } from "./declared-charset.js";
import { gunzipMembers, TrailingBytesError } from "./gunzip.js";
import { ReadBuffers } from "./read-buffers.js";

/**
 * Read size (and gunzip output size): large chunks keep the per-chunk cost of the scanner
 * and the output low. 256 KiB is as fast as 1 MiB here (RFC corpus) and keeps the peak RSS
 * of a 58 MB .gz run near 80 MB instead of 100 MB.
 */
export const CHUNK = 1 << 18;

export interface Input {
  /** as shown in records (`file`) and messages; "-" for stdin */
  name: string;
  /**
   * null: stdin. Bytes for a name found in a directory that is no UTF-8 (a Latin-1 name
   * from an old archive): a string would be decoded with U+FFFD in it and name no file.
   */
  path: string | Buffer | null;
  /** bytes, when known (a regular file), for the progress bar */
  size: number | undefined;
  /** the input could not be opened or listed: the reason, shown as `urisift: name: reason` */
  error?: string;
}

/** A one-line reason from a Node system error (`No such file or directory` …). */
export function reason(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err?.code) {
    case "ENOENT":
      return "No such file or directory";
    case "EACCES":
    case "EPERM":
      return "Permission denied";
    case "EISDIR":
      return "Is a directory";
    case "ENOTDIR":
      return "Not a directory";
    // the output's errors, in strerror's words as for the inputs (`write ENOSPC` said little)
    case "ENOSPC":
      return "No space left on device";
    case "EDQUOT":
      return "Disk quota exceeded";
    case "EFBIG":
      return "File too large";
    case "EIO":
      return "Input/output error";
    case "Z_DATA_ERROR":
    case "Z_BUF_ERROR":
      return `corrupt gzip data (${err.message})`;
  }
  const msg = String(err?.message ?? e);
  return msg.split("\n")[0]!;
}

/**
 * The inputs the arguments name, in order, as they are found: a directory is walked one
 * directory at a time while its files are read, never listed whole first (a maildir of
 * 200,000 messages held 200,000 entries, 90 MB, and the first URI waited for all of them to
 * be looked at: 8.7 s). File system calls are synchronous: the command reads one input at a
 * time, and a stat through the thread pool cost ~40 µs a file against ~3. Never throws.
 */
export function* inputsOf(args: string[]): Generator<Input> {
  if (args.length === 0) args = ["-"];
  for (const arg of args) {
    if (arg === "-") {
      yield { name: "-", path: null, size: stdinSize() };
      continue;
    }
    let st: Stats;
    try {
      st = statSync(arg);
    } catch (e) {
      yield { name: arg, path: arg, size: undefined, error: reason(e) };
      continue;
    }
    if (st.isDirectory()) yield* directoryInputs(arg, st, new Set());
    else yield { name: arg, path: arg, size: st.isFile() ? st.size : undefined };
  }
}

/** All the inputs of `args` at once (tests; the command takes them as they come). */
export function resolveInputs(args: string[]): Input[] {
  return [...inputsOf(args)];
}

/** Does any argument name a directory (whose records then say which file they came from)? */
export function namesDirectory(args: string[]): boolean {
  return args.some((a) => {
    try {
      return a !== "-" && statSync(a).isDirectory();
    } catch {
      return false;
    }
  });
}

/**
 * A directory, recursively: its regular files in sorted order (code-unit order, not locale),
 * each subdirectory where its name sorts; dot files and dot directories skipped (as ripgrep
 * does: `.git`, editor state). A maildir (a directory holding `cur` or `new`) gives its `cur`
 * and `new` messages but not `tmp`, where deliveries are still being written. A directory
 * reached twice (a symbolic link loop) is read once. A symbolic link met in the walk is
 * followed; one that leads nowhere (its target missing, or a loop of links) holds no bytes
 * and is passed over without an error, as find(1) and `grep -R` pass over it with at most a
 * warning: /usr/share/doc is full of them (a package's doc directory linked to another
 * package's, not installed). Named on the command line it is an error like a missing file.
 * Holds one sorted name list per level of the walk.
 */
function* directoryInputs(dir: string | Buffer, st: Stats, seen: Set<string>): Generator<Input> {
  let names: Entry[];
  try {
    const id = `${st.dev}:${st.ino}`;
    if (seen.has(id)) return;
    seen.add(id);
    names = entriesOf(dir);
  } catch (e) {
    yield { name: shownName(dir), path: dir, size: undefined, error: reason(e) };
    return;
  }
  const maildir = names.some((n) => n.text === "cur" || n.text === "new");
  for (const n of names) {
    const p = childPath(dir, n);
    const name = shownName(p);
    let entry: Stats;
    try {
      entry = statSync(p);
    } catch (e) {
      if (!danglingLink(p, e)) yield { name, path: p, size: undefined, error: reason(e) };
      continue;
    }
    if (entry.isFile()) yield { name, path: p, size: entry.size };
    else if (entry.isDirectory() && !(maildir && n.text === "tmp"))
      yield* directoryInputs(p, entry, seen);
  }
}

/** A directory entry: its name's bytes when they are no UTF-8, and the name as text. */
interface Entry {
  bytes: Buffer | null;
  text: string;
}

/**
 * The entries of `dir` but dot files, in code-unit order of their text: read as bytes
 * (`encoding: "buffer"`), since a name that is no UTF-8 read as a string names no file.
 */
function entriesOf(dir: string | Buffer): Entry[] {
  const entries: Entry[] = [];
  for (const bytes of readdirSync(dir, { encoding: "buffer" })) {
    if (bytes[0] === 0x2e) continue;
    const text = bytes.toString("utf8");
    entries.push({ bytes: isUtf8(bytes) ? null : bytes, text });
  }
  return entries.sort((a, b) => byCodeUnit(a.text, b.text));
}

/** `dir`/`entry`: a string while both are text, else bytes */
function childPath(dir: string | Buffer, entry: Entry): string | Buffer {
  if (typeof dir === "string" && entry.bytes === null) return join(dir, entry.text);
  // join(dir, "/") is dir normalized as join makes it, ending in one "/"
  const head = typeof dir === "string" ? Buffer.from(join(dir, "/")) : Buffer.concat([dir, SLASH]);
  return Buffer.concat([head, entry.bytes ?? Buffer.from(entry.text)]);
}

const SLASH = Buffer.from("/");

/**
 * A path as records and messages show it: a string as it is; bytes as their UTF-8 text with
 * every byte that is no part of a well-formed UTF-8 character as %XX, the way the text
 * format percent-encodes what is unsafe to print (escape.ts; RFC 3986 §2.1's form), and a
 * "%" then as %25 (as percentEncodeField does). (An undecodable byte read as U+FFFD would
 * name another file, or none.)
 */
export function shownName(path: string | Buffer): string {
  if (typeof path === "string") return path;
  let shown = "";
  let from = 0;
  for (let k = 0; k < path.length; ) {
    const n = utf8Length(path, k);
    if (n > 0) {
      k += n;
      continue;
    }
    shown += `${textOf(path, from, k)}%${path[k]!.toString(16).toUpperCase().padStart(2, "0")}`;
    from = ++k;
  }
  return shown + textOf(path, from, path.length);
}

/** well-formed UTF-8 bytes of a name shown with %XX: a "%" in them as %25 (escape.ts) */
const textOf = (b: Buffer, from: number, to: number): string =>
  b.toString("utf8", from, to).replaceAll("%", "%25");

/**
 * The length of the well-formed UTF-8 character at `k`, 0 when none starts there (Unicode
 * §3.9 Table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF).
 */
function utf8Length(b: Buffer, k: number): number {
  const c = b[k]!;
  if (c < 0x80) return 1;
  if (c >= 0xc2 && c <= 0xdf) return within(b[k + 1]) ? 2 : 0;
  if (c >= 0xe0 && c <= 0xef) {
    const lo = c === 0xe0 ? 0xa0 : 0x80;
    const hi = c === 0xed ? 0x9f : 0xbf;
    return within(b[k + 1], lo, hi) && within(b[k + 2]) ? 3 : 0;
  }
  if (c >= 0xf0 && c <= 0xf4) {
    const lo = c === 0xf0 ? 0x90 : 0x80;
    const hi = c === 0xf4 ? 0x8f : 0xbf;
    return within(b[k + 1], lo, hi) && within(b[k + 2]) && within(b[k + 3]) ? 4 : 0;
  }
  return 0;
}

/** a continuation byte, in `lo`–`hi` (narrower after some lead bytes) */
const within = (x: number | undefined, lo = 0x80, hi = 0xbf): boolean =>
  x !== undefined && x >= lo && x <= hi;

/** `p` failed stat with `e`: is it a symbolic link whose target is missing or a loop? */
function danglingLink(p: string | Buffer, e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException).code;
  if (code !== "ENOENT" && code !== "ELOOP") return false;
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The bytes of the regular files of `args` (the progress bar's total), or undefined. */
export function totalSize(args: string[]): number | undefined {
  let total = 0;
  for (const input of inputsOf(args)) {
    if (input.error !== undefined) continue;
    if (input.size === undefined) return undefined;
    total += input.size;
  }
  return total;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function stdinStat(): Stats | undefined {
  try {
    return fstatSync(0);
  } catch {
    return undefined;
  }
}

function stdinSize(): number | undefined {
  const st = stdinStat();
  return st?.isFile() ? st.size : undefined;
}

/**
 * The bytes of an input, decompressed when gzip. `onRaw` is told the size of every chunk
 * read from the file itself (compressed size for .gz), for the progress bar.
 * Errors (open, read, corrupt gzip) are thrown from the iteration; leaving the iteration
 * early closes the file.
 */
export function readInput(
  input: Input,
  onRaw: (n: number) => void,
  stdin: NodeJS.ReadableStream = process.stdin,
  buffers: ReadBuffers = new ReadBuffers(CHUNK),
): AsyncIterable<Buffer> {
  if (input.path !== null && input.size !== undefined) return readFile(input.path, onRaw, buffers);
  return transcoded(maybeGunzip(counted(openRaw(input, stdin, buffers), onRaw), buffers));
}

/** UTF-16 by its byte order mark, or a charset the document declares: transcoded to UTF-8 */
const transcoded = (src: AsyncIterable<Buffer>): AsyncIterable<Buffer> =>
  maybeDeclaredCharset(maybeUtf16(src));

/**
 * A regular file: decided by its first chunk, read at once. Plain text (nearly every input)
 * is read by this one generator; gzip or UTF-16 goes through the converters. The chain of
 * five generators for every file made the command hold ~150 MB on a maildir of 200,000
 * messages: their objects outlived a few young-generation collections and piled up in the old
 * generation until a full one.
 */
async function* readFile(
  path: string | Buffer,
  onRaw: (n: number) => void,
  buffers: ReadBuffers,
): AsyncGenerator<Buffer> {
  const fd = openSync(path, "r");
  try {
    const chunks = fileChunks(fd, buffers);
    const first = chunks.next();
    if (first.done) return;
    const head = first.value;
    if (isGzip(head) || utf16Order(head) !== null || declaredDecoder(head) !== null) {
      yield* transcoded(maybeGunzip(counted(prepend(head, chunks), onRaw), buffers));
      return;
    }
    onRaw(head.length);
    // (a loop here, no generator made per file: a generator function made per call, and
    // delegated to, left ~1 kB a file in the old generation — 240 MB held at 200,000 files)
    yield head;
    for (const c of chunks) {
      onRaw(c.length);
      yield c;
    }
  } finally {
    closeSync(fd);
  }
}

/** `head`, then the rest of `chunks` */
async function* prepend(head: Buffer, chunks: Iterator<Buffer>): AsyncGenerator<Buffer> {
  yield head;
  for (let r = chunks.next(); !r.done; r = chunks.next()) yield r.value;
}

/**
 * The chunks of an open regular file, read with readSync in CHUNK pieces: the next piece is
 * there the moment the scanner asks (the kernel's read-ahead keeps a sequential read in the
 * page cache). A read stream round-trips through the thread pool and the event loop for
 * every chunk, and the command sat idle ~20 % of a run on the RFC corpus waiting for them
 * (0.42 → 0.36 s end to end). Only regular files: a FIFO or a process substitution
 * (`<(zcat x.gz)`) may block, and is read as a stream. The buffers come from `buffers`
 * (given back by the reader's consumer when it is done with them).
 */
function* fileChunks(fd: number, buffers: ReadBuffers): Generator<Buffer> {
  for (;;) {
    const buf = buffers.take();
    const n = readSync(fd, buf, 0, CHUNK, null);
    if (n === 0) {
      buffers.give(buf);
      return;
    }
    yield n === CHUNK ? buf : buf.subarray(0, n);
  }
}

function openRaw(
  input: Input,
  stdin: NodeJS.ReadableStream,
  buffers: ReadBuffers,
): AsyncIterable<Buffer> {
  // (a regular file is read by readFile: this is another kind, a FIFO say)
  if (input.path !== null) return createReadStream(input.path, { highWaterMark: CHUNK });
  // stdin redirected from a file: read it so too; a pipe or TTY: as it comes
  if (stdin === process.stdin) {
    const st = stdinStat();
    if (st?.isFile()) return readStdinFile(buffers);
    // `urisift - < dir` read nothing and exited 0: say so, as for a directory named
    if (st?.isDirectory()) return failing("EISDIR");
  }
  return stdin as AsyncIterable<Buffer>;
}

/** An input that fails with this error code when read (reason() words it). */
// biome-ignore lint/correctness/useYield: it only throws
async function* failing(code: string): AsyncGenerator<Buffer> {
  throw Object.assign(new Error(code), { code });
}

/** stdin redirected from a regular file, read as a named one is (fileChunks) */
async function* readStdinFile(buffers: ReadBuffers): AsyncGenerator<Buffer> {
  for (const c of fileChunks(0, buffers)) yield c;
}

async function* counted(src: AsyncIterable<Buffer>, onRaw: (n: number) => void) {
  for await (const chunk of src) {
    onRaw(chunk.length);
    yield chunk;
  }
}

/**
 * The input as `convert` makes it, decided by its first two bytes (or as it is when
 * `convert` gives null for them). Reads no further than it must to decide; leaving the
 * iteration early, or an error on either side, ends both.
 */
async function* sniffed(
  src: AsyncIterable<Buffer>,
  convert: (head: Buffer) => ((all: AsyncIterable<Buffer>) => AsyncIterable<Buffer>) | null,
  enough: (head: Buffer) => boolean = (head) => head.length >= 2,
): AsyncGenerator<Buffer> {
  const it = src[Symbol.asyncIterator]();
  let finished = false;
  try {
    // the first bytes decide, two or as many as `enough` asks for (a first chunk of one byte
    // is possible on a pipe)
    let head: Buffer | undefined;
    while (head === undefined || !enough(head)) {
      const r = await it.next();
      if (r.done) {
        finished = true;
        break;
      }
      head = head === undefined ? r.value : Buffer.concat([head, r.value]);
    }
    if (head === undefined) return;
    const first = head;
    const all = async function* () {
      yield first;
      if (finished) return;
      for (;;) {
        const r = await it.next();
        if (r.done) {
          finished = true;
          return;
        }
        yield r.value;
      }
    };
    const to = convert(first);
    yield* to === null ? all() : to(all());
  } finally {
    if (!finished) await it.return?.();
  }
}

/** gzip's magic bytes first (RFC 1952 §2.3.1: ID1 0x1f, ID2 0x8b) */
const isGzip = (head: Uint8Array): boolean => head[0] === 0x1f && head[1] === 0x8b;

/**
 * UTF-16 text: a byte order mark first (U+FEFF as FF FE or FE FF), or none but the pattern of
 * text in UTF-16 in the first bytes (utf16Pattern): its decoder's label, else null
 */
function utf16Order(head: Uint8Array): "utf-16le" | "utf-16be" | null {
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  return utf16Pattern(head);
}

/**
 * bytes of a head looked at for UTF-16 without a byte order mark (at least MIN_PATTERN: eight
 * code units, fewer than the shortest line with a URI — `printf 'see http://u.example/p\n' |
 * iconv -t utf-16le`, 54 bytes, was read as bytes when this was 64)
 */
const PATTERN_BYTES = 4096;
const MIN_PATTERN = 16;

/**
 * UTF-16 without a byte order mark (an export that wrote none, `iconv -t UTF-16LE`): in the
 * first code units, a third or more have a zero high byte and a non-zero low byte (ASCII
 * text, line breaks), and hardly any the other way round or two zero bytes — which UTF-8
 * text, holding no NUL, never shows, and a binary file's zeros fall in both places. Byte by
 * byte such text holds no "scheme:" at all, and every URI in it would be lost without a word.
 * The text must open with an ASCII character (a zero byte in its first unit)
 */
function utf16Pattern(head: Uint8Array): "utf-16le" | "utf-16be" | null {
  const n = Math.min(head.length, PATTERN_BYTES) & ~1;
  // (opening with ASCII, as the text looked for does, its first unit holds a zero byte: any
  // other input is decided here, at no cost per file)
  if (n < MIN_PATTERN || (head[0] !== 0 && head[1] !== 0)) return null;
  let le = 0;
  let be = 0;
  let both = 0;
  for (let k = 0; k < n; k += 2) {
    const a = head[k]!;
    const b = head[k + 1]!;
    if (a === 0 && b === 0) both++;
    else if (b === 0) le++;
    else if (a === 0) be++;
  }
  const units = n >> 1;
  const few = units * 0.02;
  if (both > few) return null;
  if (le * 3 >= units && be <= few) return "utf-16le";
  if (be * 3 >= units && le <= few) return "utf-16be";
  return null;
}

/**
 * Whether the first bytes decide UTF-16 (maybeUtf16): two do when they hold a byte order
 * mark or no zero byte (text in UTF-16 without one opens with ASCII's zero half); else
 * MIN_PATTERN bytes (or the input's end)
 */
const utf16Decidable = (head: Uint8Array): boolean =>
  head.length >= MIN_PATTERN ||
  (head.length >= 2 &&
    ((head[0] === 0xff && head[1] === 0xfe) ||
      (head[0] === 0xfe && head[1] === 0xff) ||
      (head[0] !== 0 && head[1] !== 0)));

/**
 * gzip (RFC 1952 §2.3.1: ID1 0x1f, ID2 0x8b), decompressed on the fly, member by member
 * (gunzip.ts). A compressed chunk that zlib is done with goes back to the reader's
 * `buffers`; the decompressed ones are zlib's own.
 */
function maybeGunzip(src: AsyncIterable<Buffer>, buffers: ReadBuffers): AsyncIterable<Buffer> {
  return sniffed(src, (head) =>
    isGzip(head) ? (all) => gunzipMembers(all, CHUNK, (chunk) => buffers.give(chunk)) : null,
  );
}

/**
 * Did the read error `e` cut the text short? Not junk after complete gzip data: the text
 * before it is whole, its last URI too.
 */
export function cutsText(e: unknown): boolean {
  return !(e instanceof TrailingBytesError);
}

/**
 * A document in a charset its XML declaration or HTML `<meta>` names, whose first bytes are no
 * UTF-8 (declared-charset.ts): read as its UTF-8 transcoding, like UTF-16 text below.
 */
function maybeDeclaredCharset(src: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  return sniffed(
    src,
    (head) => {
      const decoder = declaredDecoder(head);
      return decoder === null ? null : (all) => decoded(decoder, all);
    },
    // (a pipe's text that opens with no document's markup is handed on at once: `tail -f`)
    decidable,
  );
}

/** the chunks decoded, as UTF-8 */
async function* decoded(decoder: TextDecoder, all: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const chunk of all) {
    const text = decoder.decode(chunk, { stream: true });
    if (text.length > 0) yield Buffer.from(text, "utf8");
  }
  const tail = decoder.decode();
  if (tail.length > 0) yield Buffer.from(tail, "utf8");
}

/**
 * Text in UTF-16 with a byte order mark (U+FEFF as FF FE or FE FF: Windows' "Unicode" text,
 * PowerShell's redirections, exports of Windows event logs), or without one (utf16Pattern): read as its UTF-8 transcoding,
 * as a .gz file is read as the text it holds (offsets are the transcoding's). Byte by byte
 * it holds no "scheme:" at all, and every URI in it would be lost without a word. An
 * unpaired surrogate becomes U+FFFD (WHATWG Encoding §14.2), the BOM is dropped.
 */
function maybeUtf16(src: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  return sniffed(
    src,
    (head) => {
      const order = utf16Order(head);
      if (order === null) return null;
      return (all) => decoded(new TextDecoder(order), all);
    },
    utf16Decidable,
  );
}
