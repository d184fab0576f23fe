/**
 * uuencoded bodies (Content-Transfer-Encoding x-uuencode and its aliases; POSIX uuencode,
 * "Description of the historical encoding"): a `begin <mode> <name>` line, lines whose
 * first character gives the count of bytes they hold, `(c - 0x20) & 0x3f`, then groups of
 * four characters for three bytes each, a "`" (or space) line, and `end`. Text outside a
 * begin…end block is kept as it is (a part may wrap the block in a sentence or two). No
 * library of the nodemailer family reads it; this is the whole format.
 */

/** the bytes of every begin…end block in `body`, and the text around them as it is */
export function uudecode(body: Buffer): Buffer {
  const out = Buffer.allocUnsafe(body.length);
  let len = 0;
  let inBlock = false;
  for (let from = 0; from < body.length; ) {
    let lf = body.indexOf(10, from);
    if (lf < 0) lf = body.length;
    let end = lf;
    if (end > from && body[end - 1] === 13) end--;
    const next = lf + 1;
    if (!inBlock) {
      if (beginLine(body, from, end)) inBlock = true;
      else len += body.copy(out, len, from, Math.min(next, body.length));
    } else if (endLine(body, from, end)) {
      inBlock = false;
    } else if (!uuLine(body, from, end)) {
      // a line that holds a character uuencode never writes (a lowercase letter, a brace …)
      // ends a block whose `end` line is missing: the text after it is kept, as around a
      // block (a URI after a cut-off attachment was decoded into binary — session 53's sweep)
      inBlock = false;
      len += body.copy(out, len, from, Math.min(next, body.length));
    } else if (end > from) {
      len = decodeLine(body, from, end, out, len);
    }
    from = next;
  }
  return out.subarray(0, len);
}

/** "begin", a blank, the file's mode in octal digits, a blank (then its name) */
function beginLine(b: Buffer, from: number, end: number): boolean {
  if (!startsWith(b, from, end, "begin ")) return false;
  let k = from + 6;
  const d = k;
  while (k < end && b[k]! >= 0x30 && b[k]! <= 0x37) k++;
  return k > d && k < end && b[k] === 0x20;
}

/** every character of the line is one uuencode writes: 0x20 (space) to 0x60 ("`") */
function uuLine(b: Buffer, from: number, end: number): boolean {
  for (let k = from; k < end; k++) if (b[k]! < 0x20 || b[k]! > 0x60) return false;
  return true;
}

/** "end", perhaps with blanks after it */
function endLine(b: Buffer, from: number, end: number): boolean {
  if (!startsWith(b, from, end, "end")) return false;
  for (let k = from + 3; k < end; k++) if (b[k] !== 0x20 && b[k] !== 0x09) return false;
  return true;
}

function startsWith(b: Buffer, from: number, end: number, s: string): boolean {
  if (end - from < s.length) return false;
  for (let i = 0; i < s.length; i++) if (b[from + i] !== s.charCodeAt(i)) return false;
  return true;
}

/** one encoded line's bytes appended at out[len]; the new length */
function decodeLine(b: Buffer, from: number, end: number, out: Buffer, len: number): number {
  let count = (b[from]! - 0x20) & 0x3f;
  let i = from + 1;
  while (count > 0 && i < end) {
    const c0 = six(b, i, end);
    const c1 = six(b, i + 1, end);
    const c2 = six(b, i + 2, end);
    const c3 = six(b, i + 3, end);
    out[len++] = ((c0 << 2) | (c1 >> 4)) & 0xff;
    count--;
    if (count > 0) {
      out[len++] = ((c1 << 4) | (c2 >> 2)) & 0xff;
      count--;
    }
    if (count > 0) {
      out[len++] = ((c2 << 6) | c3) & 0xff;
      count--;
    }
    i += 4;
  }
  return len;
}

/** the six bits a character stands for ("`" and a missing one: 0) */
function six(b: Buffer, i: number, end: number): number {
  return i < end ? (b[i]! - 0x20) & 0x3f : 0;
}
