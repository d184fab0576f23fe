/**
 * Unfolding of iCalendar and vCard content lines (RFC 5545 §3.1, RFC 6350 §3.2): a line
 * longer than 75 octets is split by a line break and one blank, "removing the CRLF and the
 * linear white-space character that immediately follows" restores it. In a mail part of
 * such a type the text scanner then sees a meeting link of a long DESCRIPTION whole. Bare
 * LF breaks are unfolded too (a part saved through a Unix tool).
 */

/**
 * `text` (UTF-8 bytes, or a string decoded from the part's charset) with every line break
 * that a blank follows removed, with that blank: one pass, into one buffer no longer than
 * the input (the input itself when nothing is folded)
 */
export function unfoldContentLines(text: Buffer | string): Buffer {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  let lf = bytes.indexOf(10);
  while (lf >= 0 && !foldAt(bytes, lf)) lf = bytes.indexOf(10, lf + 1);
  if (lf < 0) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let len = 0;
  let from = 0;
  for (; lf >= 0; lf = bytes.indexOf(10, lf + 1)) {
    if (!foldAt(bytes, lf)) continue;
    const end = lf > from && bytes[lf - 1] === 0x0d ? lf - 1 : lf;
    len += bytes.copy(out, len, from, end);
    from = lf + 2;
  }
  len += bytes.copy(out, len, Math.min(from, bytes.length));
  return out.subarray(0, len);
}

/** the line feed at buf[lf] is a fold's: a blank follows it */
function foldAt(buf: Buffer, lf: number): boolean {
  const x = buf[lf + 1];
  return x === 0x20 || x === 0x09;
}
