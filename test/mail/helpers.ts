import type { ExtractOptions, Found } from "../../src/extract/types.js";
import { extract } from "../../src/mail/dispatch.js";

/** Run the mail scanner over a message given as text (LF line ends turned into CRLF). */
export function mail(
  text: string,
  options: ExtractOptions = {},
  crlf = true,
): { found: Found[]; warnings: string[] } {
  const warnings: string[] = [];
  const input = Buffer.from(crlf ? text.replace(/\r?\n/g, "\r\n") : text, "utf8");
  const found = extract(input, { mode: "mail", onWarning: (w) => warnings.push(w), ...options });
  return { found, warnings };
}

export const uris = (found: Found[]) => found.map((f) => f.uri);
