/**
 * urisift's public API: finding URIs in text and mail (extract, streams) and the URI core
 * (parse, validate, normalize, resolve, compare).
 */
import type { Transform } from "node:stream";
import { createScannerTransform, scanAsyncIterable } from "./extract/stream.js";
import type { ExtractOptions, Found } from "./extract/types.js";
import { createScannerWebStream } from "./extract/web-stream.js";
import { createScanner } from "./mail/dispatch.js";

export { capYoungGeneration } from "./extract/young-generation.js";
export { extract } from "./mail/dispatch.js";
export * from "./shared-api.js";

/** A Node Transform: bytes or strings in, Found objects out (object mode). */
export function createExtractStream(options: ExtractOptions = {}): Transform {
  return createScannerTransform(createScanner, options);
}

/**
 * A WHATWG TransformStream: bytes or strings in, Found objects out; mail-aware like
 * createExtractStream. (The browser entry, src/web.ts, has a text-only one.)
 */
export function createWebExtractStream(
  options: ExtractOptions = {},
): TransformStream<Uint8Array | string, Found> {
  return createScannerWebStream(createScanner, options);
}

/** Found records from an async iterable of chunks (bytes or strings). */
export function extractStream(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  options: ExtractOptions = {},
): AsyncIterable<Found> {
  return scanAsyncIterable(createScanner, source, options);
}
