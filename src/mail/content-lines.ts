/**
 * Unfolding of iCalendar and vCard content lines (RFC 5545 §3.1, RFC 6350 §3.2): a line
 * longer than 75 octets is split by a line break and one blank, "removing the CRLF and the
 * linear white-space character that immediately follows" restores it. In a mail part of
 * such a type the text scanner then sees a meeting link of a long DESCRIPTION whole. Bare
 * LF breaks are unfolded too (a part saved through a Unix tool).
 */

/** `text` with every line break that a blank follows removed, with that blank */
export function unfoldContentLines(text: Buffer | string): Buffer | string {
  if (typeof text === "string") {
    let out = "";
    let from = 0;
    for (let lf = text.indexOf("\n"); lf >= 0; lf = text.indexOf("\n", lf + 1)) {
      const x = text.charCodeAt(lf + 1);
      if (x !== 0x20 && x !== 0x09) continue;
      const end = lf > 0 && text.charCodeAt(lf - 1) === 0x0d ? lf - 1 : lf;
      out += text.slice(from, end);
      from = lf + 2;
    }
    return from === 0 ? text : out + text.slice(from);
  }
  const pieces: Buffer[] = [];
  let from = 0;
  for (let lf = text.indexOf(10); lf >= 0; lf = text.indexOf(10, lf + 1)) {
    const x = text[lf + 1];
    if (x !== 0x20 && x !== 0x09) continue;
    const end = lf > 0 && text[lf - 1] === 0x0d ? lf - 1 : lf;
    pieces.push(text.subarray(from, end));
    from = lf + 2;
  }
  if (from === 0) return text;
  pieces.push(text.subarray(from));
  return Buffer.concat(pieces);
}
