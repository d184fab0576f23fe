/**
 * `urisift` (DESIGN.md "CLI"): inputs in sequence through the mode-aware scanner, records
 * through the --schemes / --unique / --count filters into a writer, the text batched into
 * one large write per input chunk. Backpressure: the next chunk is read only after the
 * output of the previous one was accepted ('drain'). EPIPE on stdout (`urisift f | head`)
 * ends quietly with exit 0.
 * Exit codes: 0 ran; 1 an input could not be read (the others still processed) or the
 * output could not be written; 2 bad usage.
 */
import { readFileSync } from "node:fs";
import type { ExtractOptions, Found } from "../extract/types.js";
import { type CliOptions, parseCliArgs, USAGE } from "./args.js";
import { percentEncodeControls } from "./escape.js";
import {
  CHUNK,
  cutsText,
  inputsOf,
  namesDirectory,
  readInput,
  reason,
  totalSize,
} from "./input.js";
import { type LazyScanner, openScanner } from "./open-scanner.js";
import { Progress } from "./progress.js";
import { ReadBuffers } from "./read-buffers.js";
import { Stats } from "./stats.js";
import { Counter, Unique } from "./tally.js";
import { createWriter } from "./writers.js";

// bin/urisift.js calls it when Node was started without the `#!` line's young-generation flag
export { capYoungGeneration } from "../extract/young-generation.js";

export interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stdin: NodeJS.ReadableStream;
}

export async function main(argv: string[], io: Partial<Io> = {}): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const stdin = io.stdin ?? process.stdin;

  const parsed = parseCliArgs(argv);
  switch (parsed.kind) {
    case "error":
      stderr.write(`urisift: ${parsed.message}\nTry 'urisift --help' for more information.\n`);
      return 2;
    case "help":
      stdout.write(USAGE);
      return 0;
    case "version":
      stdout.write(`urisift ${version()}\n`);
      return 0;
  }
  return run(parsed.options, stdout, stderr, stdin);
}

export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return String(pkg.version);
}

async function run(o: CliOptions, stdout: Io["stdout"], stderr: Io["stderr"], stdin: Io["stdin"]) {
  const stats = new Stats();
  const showProgress = o.progress ?? progressByDefault(stdout, stderr);
  // the bar's total: the inputs walked once more first, only when it is shown
  const total = showProgress ? totalSize(o.files) : undefined;
  // --progress with stdout on a terminal too (the same one, as a rule): the records and the
  // bar take turns on the screen, the bar erased before records are written and drawn again
  // only at the start of a line, so that no record shares a line with it
  const shared = showProgress && stdout.isTTY === true;
  const out = new Output(stdout);
  const progress = new Progress(stderr, showProgress, total, () => !shared || out.atLineStart);
  if (shared) out.beforeWrite = () => progress.clear();
  const stopClearingOnSignals = showProgress ? clearOnSignals(progress) : () => {};
  const writer = createWriter(
    { format: o.format, normalize: o.normalize, counted: o.count },
    out.push,
  );
  // --count keeps the text format's line of a record, or the record (tally.ts)
  const counter = o.count ? new Counter(o.format === "text" ? writer.render : undefined) : null;
  const unique = o.unique && !o.count ? new Unique() : null;
  const schemes = o.schemes ? new Set(o.schemes) : null;
  // records say which file they came from when there may be several: more than one name,
  // or a directory
  const several = o.files.length > 1 || namesDirectory(o.files);
  let code = 0;

  const say = (line: string) => {
    progress.clear();
    stderr.write(`urisift: ${line}\n`);
  };

  let file: string | undefined;
  // after a read error (a truncated .gz): the byte count read, where the text was cut, and
  // the last bytes before it
  let cutAt = -1;
  let tail: Uint8Array = new Uint8Array(0);
  // a text record that runs to where a read error cut the input may be a cut URI (`…/113`
  // of `…/113215`, or `http://example` of `http://example.com/` with the trailing `.`
  // trimmed): not reported when nothing but URI text lies between its end and the cut.
  // (A mail record's offsets are in its decoded part; the cut message's records are kept.)
  const runsToCut = (end: number): boolean => {
    if (end >= cutAt) return true;
    const from = end - (cutAt - tail.length);
    if (from < 0) return false;
    for (let k = from; k < tail.length; k++) {
      const b = tail[k]!;
      if (b <= 0x20 || b === 0x3e || b === 0x22 || b === 0x27 || b === 0x3c) return false;
    }
    return true;
  };
  const emit = (f: Found) => {
    if (cutAt >= 0 && f.message === undefined && runsToCut(f.end)) return;
    // the scanner applies these options itself; checked again here, it costs nothing
    if (!f.valid && !o.all) return;
    if (schemes !== null && !schemes.has(f.scheme)) return;
    if (file !== undefined) f.file = file;
    stats.addFound(f.scheme);
    progress.addFound();
    if (counter !== null) {
      counter.add(f);
      return;
    }
    if (unique !== null && !unique.admit(f)) return;
    stats.written++;
    writer.write(f);
  };

  writer.begin();
  const buffers = new ReadBuffers(CHUNK);
  for (const input of inputsOf(o.files)) {
    if (out.closed) break;
    stats.inputs++;
    const name = percentEncodeControls(input.name);
    if (input.error !== undefined) {
      say(`${name}: ${input.error}`);
      stats.failed++;
      code = 1;
      continue;
    }
    file = several ? input.name : undefined;
    const options: ExtractOptions = {
      mode: o.mode,
      fuzzy: o.fuzzy,
      includeInvalid: o.all,
      hyphen: o.hyphen,
      onWarning: (m) => {
        stats.warnings++;
        say(`warning: ${input.path === null ? "" : `${name}: `}${percentEncodeControls(m)}`);
      },
    };
    if (o.schemes) options.schemes = o.schemes;
    if (o.base !== undefined) options.base = o.base;
    // the text or the mail scanner, each loaded only when an input needs it
    const scanner = openScanner(options, emit);
    // a mail message's work stops between its steps while the output waits for 'drain': one
    // message of 60,000 links under an 8,000-character <base href> made 481 MB of output
    // from one chunk, all of it queued on a pipe (1 GB of peak RSS; session 53's mail sweep)
    scanner.pauseWhen(() => out.waiting);
    cutAt = -1;
    tail = new Uint8Array(0);
    let read = 0;
    try {
      for await (const chunk of readInput(input, (n) => progress.addBytes(n), stdin, buffers)) {
        stats.bytes += chunk.length;
        read += chunk.length;
        tail = lastBytes(tail, chunk);
        await scanner.push(chunk);
        await finishSteps(scanner, out);
        // the reader may read into this chunk's buffer again (read-buffers.ts)
        if (buffers.owns(chunk) && scanner.doneWithChunks()) buffers.give(chunk);
        progress.tick();
        await out.flush();
        if (out.closed) break;
      }
    } catch (e) {
      say(`${name}: ${reason(e)}`);
      stats.failed++;
      code = 1;
      if (cutsText(e)) cutAt = read;
    }
    if (out.closed) break;
    try {
      // what was read is still scanned to the end, also after a read error (a truncated .gz)
      await scanner.end();
      await finishSteps(scanner, out);
    } catch (e) {
      say(`${name}: ${reason(e)}`);
      code = 1;
    }
    await out.flush();
  }

  if (counter !== null && !out.closed) {
    let n = 0;
    for (const { first, count } of counter.sorted()) {
      stats.written++;
      if (typeof first === "string") writer.writeCounted(first, count);
      else writer.write(first, count);
      if (++n % 4096 === 0) {
        await out.flush();
        if (out.closed) break;
      }
    }
  }
  if (!out.closed) {
    writer.end();
    await out.flush();
  }
  progress.stop();
  stopClearingOnSignals();
  if (out.failure !== null) {
    // coreutils' words (`cat: write error: No space left on device`); exit 1 as for an input
    say(`write error: ${out.failure}`);
    code = 1;
  }
  if (o.stats) stderr.write(stats.summary());
  return code;
}

/**
 * The bar's default: on when stderr is a terminal and stdout is not — a run whose output goes
 * to a file or a pipe, as pv(1) and curl draw theirs. With stdout on the terminal the records
 * are the progress, and a bar redrawn among them would glue itself to their lines.
 */
function progressByDefault(stdout: Io["stdout"], stderr: Io["stderr"]): boolean {
  return stderr.isTTY === true && stdout.isTTY !== true;
}

/**
 * SIGINT and SIGTERM erase the bar before the process ends (the shell's prompt would land
 * after it), then end it by the same signal again, the handler removed: the exit status stays
 * the signal's (130 for ^C), as a shell and make expect of a program killed so. Returns
 * the function that removes the handlers.
 */
function clearOnSignals(progress: Progress): () => void {
  const signals = ["SIGINT", "SIGTERM"] as const;
  const onSignal = (signal: NodeJS.Signals) => {
    progress.stop();
    remove();
    process.kill(process.pid, signal);
  };
  const remove = () => {
    for (const s of signals) process.off(s, onSignal);
  };
  for (const s of signals) process.on(s, onSignal);
  return remove;
}

/**
 * Buffered output: `push` appends to a string that goes to the stream in one write each
 * time it reaches SLICE characters (few syscalls, and short-lived strings: a long rope
 * kept across a whole input chunk makes the GC copy it again and again); `flush` writes
 * the rest and waits for 'drain' when the stream asked for it. An error on the stream
 * closes it: EPIPE (the reader went away) silently, anything else is reported as `failure`.
 */
const SLICE = 1 << 16;

class Output {
  private buf = "";
  private full = false;
  closed = false;
  failure: string | null = null;
  /** the last text sent ended a line (or none was sent): a bar may be drawn after it */
  atLineStart = true;
  /** called before each write to the stream (the progress bar erases itself) */
  beforeWrite: () => void = () => {};

  constructor(private readonly stream: NodeJS.WritableStream) {
    stream.on("error", (e: NodeJS.ErrnoException) => {
      this.closed = true;
      if (e.code !== "EPIPE" && this.failure === null) this.failure = reason(e);
    });
  }

  readonly push = (s: string): void => {
    this.buf += s;
    if (this.buf.length >= SLICE) this.send();
  };

  private send(): void {
    const s = this.buf;
    this.buf = "";
    // as bytes: a string written to a pipe (whose writes Node completes later) made the old
    // generation fill with the output — `--format ndjson` on 40 MB of dense URIs into
    // `| wc -l` peaked at 161 MB RSS and took 5.4 s; as a Buffer 91 MB and 3.3 s, the same
    // as into a file. (Into a file or /dev/null the speed is the same either way.)
    if (this.closed) return;
    this.beforeWrite();
    this.atLineStart = s.endsWith("\n");
    if (!this.stream.write(Buffer.from(s))) this.full = true;
  }

  /** the stream asked to wait for 'drain', or is closed: work that can stop should */
  get waiting(): boolean {
    return this.full || this.closed;
  }

  async flush(): Promise<void> {
    if (this.buf.length > 0) this.send();
    if (this.full && !this.closed) {
      await drained(this.stream);
    }
    this.full = false;
  }
}

/** The scanner's work that stopped while the output waited: on after each 'drain'. */
async function finishSteps(scanner: LazyScanner, out: Output): Promise<void> {
  while (!scanner.resume()) {
    await out.flush();
    if (out.closed) return;
  }
}

function drained(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("error", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("error", done);
    stream.on("close", done);
  });
}

/** The last TAIL bytes of what was read: `tail` followed by `chunk`. */
const TAIL = 64;
function lastBytes(tail: Uint8Array, chunk: Uint8Array): Uint8Array {
  // a copy (a Buffer's own slice is a view: it kept the whole chunk, and would see the
  // reader's next bytes in it)
  if (chunk.length >= TAIL) return Uint8Array.prototype.slice.call(chunk, chunk.length - TAIL);
  const keep = Math.min(tail.length, TAIL - chunk.length);
  const out = new Uint8Array(keep + chunk.length);
  out.set(tail.subarray(tail.length - keep), 0);
  out.set(chunk, keep);
  return out;
}
