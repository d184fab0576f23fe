/**
 * Header blocks over bytes (RFC 5322 §2.2, §3.2.2): fields end at the first empty line,
 * a line starting with WSP continues the previous field (unfolding removes the CRLF,
 * §2.2.3). Only the fields a caller asks for are decoded to strings.
 */

export interface HeaderField {
  /** lowercase field name */
  name: string;
  /** unfolded value, leading and trailing whitespace removed */
  value: string;
}

export interface HeaderBlock {
  fields: HeaderField[];
  /** offset of the body: just after the empty line, or `end` when there is none */
  bodyStart: number;
}

/**
 * Parse the header block of `buf[start, end)`. `wanted` (lowercase names) decides which
 * fields are decoded (all when omitted). A line that is neither a field nor a
 * continuation is skipped.
 */
export function parseHeaders(
  buf: Buffer,
  start: number,
  end: number,
  wanted?: ReadonlySet<string>,
): HeaderBlock {
  const fields: HeaderField[] = [];
  let pos = start;
  let name: string | null = null;
  let vStart = 0;
  let vEnd = 0;
  let bodyStart = end;
  const flush = () => {
    if (name !== null) {
      let v = buf.toString("utf8", vStart, vEnd);
      if (v.indexOf("\n") >= 0) v = v.replace(/\r?\n/g, "");
      fields.push({ name, value: v.trim() });
      name = null;
    }
  };
  while (pos < end) {
    let eol = buf.indexOf(10, pos);
    if (eol < 0 || eol >= end) eol = end;
    let lineEnd = eol;
    if (lineEnd > pos && buf[lineEnd - 1] === 13) lineEnd--;
    if (lineEnd === pos) {
      bodyStart = Math.min(eol + 1, end);
      break;
    }
    const c = buf[pos]!;
    if (c === 32 || c === 9) {
      // RFC 5322 §2.2.3: folded continuation
      if (name !== null) vEnd = lineEnd;
    } else {
      flush();
      const colon = buf.indexOf(58, pos);
      if (colon > pos && colon < lineEnd) {
        let ne = colon;
        while (ne > pos && (buf[ne - 1] === 32 || buf[ne - 1] === 9)) ne--;
        const n = buf.toString("latin1", pos, ne).toLowerCase();
        if (!wanted || wanted.has(n)) {
          name = n;
          vStart = colon + 1;
          vEnd = lineEnd;
        }
      }
    }
    pos = eol + 1;
  }
  flush();
  return { fields, bodyStart };
}

export function getField(block: HeaderBlock, name: string): string | undefined {
  for (const f of block.fields) if (f.name === name) return f.value;
  return undefined;
}
