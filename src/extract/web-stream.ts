/**
 * WHATWG TransformStream around a scanner: no Node built-ins here nor in the text scanner
 * (its path uses Uint8Array, TextDecoder and TextEncoder only), so the text stream runs in
 * a browser too (src/web.ts). The Node entry wraps the mail-aware scanner the same way.
 */
import { createTextScanner } from "./overstrike.js";
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

/**
 * Where only the text scanner is loaded (the browser entry): `mode: "mail"` would silently
 * lose the MIME decoding, so it is refused; `auto` reads text.
 */
export function refuseMailMode(options: ExtractOptions): void {
  if (options !== null && typeof options === "object" && options.mode === "mail") {
    throw new Error(
      'urisift: mode "mail" needs the Node entry (its MIME decoders are Node modules); this build reads text only',
    );
  }
}

export function createTextWebExtractStream(
  options: ExtractOptions = {},
): TransformStream<Uint8Array | string, Found> {
  refuseMailMode(options);
  return createScannerWebStream(createTextScanner, options);
}
