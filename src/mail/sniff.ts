/**
 * Input detection for mode "auto": an mbox `From ` line (RFC 4155) or an RFC 5322 header
 * block (field lines, then an empty line, §2.2 / §3.6) is mail, anything else text.
 */

import { isFromLine } from "./mbox.js";

/** Bytes looked at before deciding; a header block longer than this is not sniffed. */
const SNIFF_LIMIT = 64 * 1024;

/** Field names that make a header block look like a message (RFC 5322 §3.6, RFC 2045). */
const KNOWN_FIELDS = new Set([
  "from",
  "to",
  "cc",
  "subject",
  "date",
  "message-id",
  "received",
  "return-path",
  "mime-version",
  "content-type",
  "delivered-to",
  "reply-to",
  "sender",
  "in-reply-to",
  "references",
  "newsgroups",
  "path",
]);

/**
 * "mail", "text", or undefined when more bytes are needed. `final`: no more bytes come.
 */
export function sniff(b: Uint8Array, final: boolean): "mail" | "text" | undefined {
  if (b.length < 5) {
    if (!final && "From ".startsWith(Buffer.from(b).toString("latin1"))) return undefined;
    if (!final && b.length > 0 && isFieldStart(b[0]!)) return undefined;
    return "text";
  }
  if (b[0] === 70 && b[1] === 114 && b[2] === 111 && b[3] === 109 && b[4] === 32) {
    // RFC 4155: an mbox begins with a From_ line ("From the start…" is prose)
    let eol = b.indexOf(10);
    if (eol < 0) {
      if (!final && b.length < 1024) return undefined;
      eol = b.length;
    }
    return isFromLine(b, 0, eol > 0 && b[eol - 1] === 13 ? eol - 1 : eol) ? "mail" : "text";
  }
  let pos = 0;
  let fields = 0;
  let known = 0;
  for (;;) {
    const nl = b.indexOf(10, pos);
    if (nl < 0) {
      if (final || b.length >= SNIFF_LIMIT) return "text";
      return undefined;
    }
    let end = nl;
    if (end > pos && b[end - 1] === 13) end--;
    if (end === pos) return fields > 0 && known > 0 ? "mail" : "text";
    const c = b[pos]!;
    if (c === 32 || c === 9) {
      if (fields === 0) return "text";
    } else {
      // RFC 5322 §3.6.8: field-name = 1*ftext (printable US-ASCII except ":")
      let i = pos;
      while (i < end && b[i]! > 32 && b[i]! < 127 && b[i] !== 58) i++;
      if (i === pos || i >= end || b[i] !== 58) return "text";
      fields++;
      if (KNOWN_FIELDS.has(Buffer.from(b.subarray(pos, i)).toString("latin1").toLowerCase()))
        known++;
    }
    pos = nl + 1;
    if (pos >= SNIFF_LIMIT) return "text";
  }
}

function isFieldStart(c: number): boolean {
  return c > 32 && c < 127 && c !== 58;
}
