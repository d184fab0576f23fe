/**
 * Node stream wrappers around any ScannerFactory: a Transform (bytes or strings in,
 * Found objects out; backpressure through the Transform machinery; works in pipeline();
 * errors propagate) and an async-iterable form.
 */
import { Transform, type TransformCallback } from "node:stream";
import { checkOptions } from "./options.js";
import { createTextScanner } from "./overstrike.js";
import { StringChunks } from "./string-chunks.js";
import type { ExtractOptions, Found, Scanner, ScannerFactory } from "./types.js";

/**
 * Push a chunk's bytes: a string in UTF-8 through `strings` (a surrogate pair split across
 * two chunks is one character), or in the encoding the writer named; bytes as they are
 */
function pushChunk(
  scanner: Scanner,
  strings: StringChunks,
  chunk: unknown,
  encoding?: BufferEncoding,
): void {
  if (typeof chunk === "string") {
    if (
      !encoding ||
      encoding === "utf8" ||
      encoding === "utf-8" ||
      (encoding as string) === "buffer"
    ) {
      pushBytes(scanner, strings.encode(chunk));
      return;
    }
    pushBytes(scanner, strings.flush());
    scanner.push(Buffer.from(chunk, encoding));
    return;
  }
  if (!(chunk instanceof Uint8Array)) {
    throw new TypeError("urisift: stream chunks must be Buffer, Uint8Array or string");
  }
  pushBytes(scanner, strings.flush());
  scanner.push(chunk);
}

function pushBytes(scanner: Scanner, bytes: Uint8Array): void {
  if (bytes.length > 0) scanner.push(bytes);
}

export function createScannerTransform(
  factory: ScannerFactory,
  options: ExtractOptions = {},
): Transform {
  // a bad option is an error here, not on the first chunk
  checkOptions(options);
  let scanner: Scanner | null = null;
  const strings = new StringChunks();
  // the callback of the chunk (or of the end) whose work the scanner stopped while the
  // records waiting to be read filled the buffer: called once the work is done (_read)
  let waiting: TransformCallback | null = null;
  // asked for records (_read) and none pushed since: the work goes on to the next record
  // even if the buffer looks full — _read is called before the record read leaves it, and
  // Readable calls it again only after a push
  let asked = false;
  const scannerOf = (stream: Transform): Scanner => {
    if (scanner !== null) return scanner;
    scanner = factory(options, (f: Found) => {
      asked = false;
      stream.push(f);
    });
    scanner.pauseWhen?.(
      () => stream.destroyed || (!asked && stream.readableLength >= stream.readableHighWaterMark),
    );
    return scanner;
  };
  // after a push or the end: done now, or when the stopped work is (resume: true when none)
  const settle = (done: TransformCallback) => {
    if (scanner!.resume?.() === false) waiting = done;
    else done();
  };
  const stream = new Transform({
    writableObjectMode: false,
    readableObjectMode: true,
    decodeStrings: false,
    transform(this: Transform, chunk: unknown, encoding: BufferEncoding, done: TransformCallback) {
      try {
        pushChunk(scannerOf(this), strings, chunk, encoding);
        settle(done);
      } catch (err) {
        done(err as Error);
      }
    },
    flush(this: Transform, done: TransformCallback) {
      try {
        const s = scannerOf(this);
        pushBytes(s, strings.flush());
        s.end();
        settle(done);
      } catch (err) {
        done(err as Error);
      }
    },
  });
  // the consumer wants records: the stopped work goes on first (Transform's own _read then
  // lets the next chunk in, as it does when a chunk's records filled the buffer)
  const transformRead = stream._read;
  stream._read = function (this: Transform, size: number) {
    asked = true;
    if (waiting !== null) {
      const done = waiting;
      let finished: boolean;
      try {
        finished = scanner!.resume!();
      } catch (err) {
        waiting = null;
        done(err as Error);
        return;
      }
      if (!finished) return;
      waiting = null;
      done();
      // (then as Transform's own _read: the callback is parked there when the buffer was
      // full as it ran — the record being read has not left it yet — and no push since
      // would call _read again for it; review)
    }
    transformRead.call(this, size);
  };
  return stream;
}

/**
 * Scan an async iterable of chunks; yields records as they are found. Records of one
 * chunk are produced together, then yielded one by one before the next chunk is read
 * (pull-driven: a slow consumer slows the reading).
 */
export function scanAsyncIterable(
  factory: ScannerFactory,
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  options: ExtractOptions = {},
): AsyncIterable<Found> {
  // a bad option or source is an error when the iterable is made, as for the streams
  checkOptions(options);
  const s = source as { [Symbol.asyncIterator]?: unknown; [Symbol.iterator]?: unknown } | null;
  if (
    s === null ||
    (typeof s !== "object" && typeof s !== "string") ||
    (typeof s[Symbol.asyncIterator] !== "function" && typeof s[Symbol.iterator] !== "function")
  )
    throw new TypeError("urisift: the source must be an iterable or async iterable of chunks");
  return scanChunks(factory, source, options);
}

async function* scanChunks(
  factory: ScannerFactory,
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  options: ExtractOptions,
): AsyncIterable<Found> {
  let batch: Found[] = [];
  const scanner = factory(options, (f) => batch.push(f));
  const strings = new StringChunks();
  // (a mail message's work stops after a step once this many records wait: mail-scanner.ts)
  scanner.pauseWhen?.(() => batch.length >= ITERABLE_BATCH);
  for await (const chunk of andThenEnd(source)) {
    if (chunk === END) {
      pushBytes(scanner, strings.flush());
      scanner.end();
    } else pushChunk(scanner, strings, chunk);
    // the chunk's records, then those of the work it stopped (resume: true when none is left)
    for (let more = true; more; ) {
      more = scanner.resume?.() === false;
      if (batch.length > 0) {
        const out = batch;
        batch = [];
        yield* out;
      }
    }
  }
}

const END: unique symbol = Symbol("end");

async function* andThenEnd<T>(
  source: AsyncIterable<T> | Iterable<T>,
): AsyncIterable<T | typeof END> {
  yield* source;
  yield END;
}

const ITERABLE_BATCH = 1024;

/** The text scanner as a Transform. */
export function createTextExtractStream(options: ExtractOptions = {}): Transform {
  return createScannerTransform(createTextScanner, options);
}

/** The text scanner over an async iterable. */
export function extractTextStream(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  options: ExtractOptions = {},
): AsyncIterable<Found> {
  return scanAsyncIterable(createTextScanner, source, options);
}
