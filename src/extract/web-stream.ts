/**
 * WHATWG TransformStream around a scanner: no Node built-ins here nor in the text scanner
 * (its path uses Uint8Array, TextDecoder and TextEncoder only), so the text stream runs in
 * a browser too (src/web.ts). The Node entry wraps the mail-aware scanner the same way.
 */
import { createTextScanner } from "./overstrike.js";
import { StringChunks } from "./string-chunks.js";
import type { ExtractOptions, Found, Scanner, ScannerFactory } from "./types.js";

export function createScannerWebStream(
  factory: ScannerFactory,
  options: ExtractOptions = {},
): TransformStream<Uint8Array | string, Found> {
  let scanner: Scanner | null = null;
  const strings = new StringChunks();
  const push = (bytes: Uint8Array) => {
    if (bytes.length > 0) scanner!.push(bytes);
  };
  return new TransformStream<Uint8Array | string, Found>({
    start(controller) {
      scanner = factory(options, (f) => controller.enqueue(f));
    },
    transform(chunk) {
      if (typeof chunk === "string") push(strings.encode(chunk));
      else {
        push(strings.flush());
        scanner!.push(chunk);
      }
    },
    flush() {
      push(strings.flush());
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
