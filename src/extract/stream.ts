/**
 * Node stream wrappers around any ScannerFactory: a Transform (bytes or strings in,
 * Found objects out; backpressure through the Transform machinery; works in pipeline();
 * errors propagate) and an async-iterable form.
 */
import { Transform, type TransformCallback } from "node:stream";
import { checkOptions } from "./options.js";
import { createTextScanner } from "./text-scanner.js";
import type { ExtractOptions, Found, Scanner, ScannerFactory } from "./types.js";

const encoder = new TextEncoder();

function toBytes(chunk: unknown, encoding?: BufferEncoding): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (typeof chunk === "string") {
    return encoding &&
      encoding !== "utf8" &&
      encoding !== "utf-8" &&
      (encoding as string) !== "buffer"
      ? Buffer.from(chunk, encoding)
      : encoder.encode(chunk);
  }
  throw new TypeError("urisift: stream chunks must be Buffer, Uint8Array or string");
}

export function createScannerTransform(
  factory: ScannerFactory,
  options: ExtractOptions = {},
): Transform {
  // a bad option is an error here, not on the first chunk
  checkOptions(options);
  let scanner: Scanner | null = null;
  return new Transform({
    writableObjectMode: false,
    readableObjectMode: true,
    decodeStrings: false,
    transform(this: Transform, chunk: unknown, encoding: BufferEncoding, done: TransformCallback) {
      try {
        scanner ??= factory(options, (f: Found) => this.push(f));
        scanner.push(toBytes(chunk, encoding));
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(this: Transform, done: TransformCallback) {
      try {
        scanner ??= factory(options, (f: Found) => this.push(f));
        scanner.end();
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

/**
 * Scan an async iterable of chunks; yields records as they are found. Records of one
 * chunk are produced together, then yielded one by one before the next chunk is read
 * (pull-driven: a slow consumer slows the reading).
 */
export async function* scanAsyncIterable(
  factory: ScannerFactory,
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  options: ExtractOptions = {},
): AsyncIterable<Found> {
  let batch: Found[] = [];
  const scanner = factory(options, (f) => batch.push(f));
  for await (const chunk of source) {
    scanner.push(toBytes(chunk));
    if (batch.length > 0) {
      const out = batch;
      batch = [];
      yield* out;
    }
  }
  scanner.end();
  yield* batch;
}

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
