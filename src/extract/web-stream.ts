/**
 * WHATWG TransformStream around the text scanner: no Node built-ins here nor in anything
 * it imports (the scanner path uses Uint8Array, TextDecoder and TextEncoder only), so it
 * runs in a browser too.
 */
import { createTextScanner } from "./text-scanner.js";
import type { ExtractOptions, Found, Scanner, ScannerFactory } from "./types.js";

const encoder = new TextEncoder();

export function createScannerWebStream(
  factory: ScannerFactory,
  options: ExtractOptions = {},
): TransformStream<Uint8Array | string, Found> {
  let scanner: Scanner | null = null;
  return new TransformStream<Uint8Array | string, Found>({
    start(controller) {
      scanner = factory(options, (f) => controller.enqueue(f));
    },
    transform(chunk) {
      scanner!.push(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
    },
    flush() {
      scanner!.end();
    },
  });
}

export function createTextWebExtractStream(
  options: ExtractOptions = {},
): TransformStream<Uint8Array | string, Found> {
  return createScannerWebStream(createTextScanner, options);
}
