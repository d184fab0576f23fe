/**
 * urisift for a browser, or any runtime without Node's built-ins: the URI core, the text
 * scanner as a WHATWG TransformStream, and `extract` over text. Nothing here nor in what it
 * imports loads a Node module (test/package-entries.test.ts imports the built file with every
 * Node built-in refused and `Buffer` removed). package.json maps it as the "browser"
 * condition of "urisift" and as "urisift/web".
 *
 * Mail (MIME, quoted-printable, base64, charsets, HTML parts) needs the Node entry: its
 * decoders (libmime, libqp) are Node modules. Here `mode: "mail"` is refused with an error,
 * and `auto` (the default) reads every input as text.
 */
import { extractText } from "./extract/extract-text.js";
import type { ExtractOptions, Found } from "./extract/types.js";
import { refuseMailMode } from "./extract/web-stream.js";

export { createTextWebExtractStream as createWebExtractStream } from "./extract/web-stream.js";
export * from "./shared-api.js";

/** The URIs in a text (offsets are UTF-8 byte offsets, as in the Node entry). */
export function extract(input: string | Uint8Array, options: ExtractOptions = {}): Found[] {
  refuseMailMode(options);
  return extractText(input, options);
}
