/**
 * Header blocks over bytes (RFC 5322 §2.2, §3.2.2): fields end at the first empty line,
 * a line starting with WSP continues the previous field (unfolding removes the CRLF,
 * §2.2.3). Only the fields a caller asks for are decoded to strings.
 *
 * A line that is neither a field (field-line.ts), nor a continuation, nor blank ends the
 * block too, and the body starts with it: the text of a file given to `--mail` that is no
 * message, or of a message or part whose writer left out the blank line, is read, not
 * skipped as header. Python's email parser does the same (feedparser:
 * MissingHeaderBodySeparatorDefect), though it ends the block at a name of 8-bit bytes too.
 */
import { decodeUtf8OrWindows1252 } from "../extract/found.js";
import { FROM_LINE, fieldNameEnd } from "./field-line.js";

export interface HeaderField {
  /** lowercase field name */
  name: string;
  /** unfolded value, leading and trailing whitespace removed */
  value: string;
}

export interface HeaderBlock {
  fields: HeaderField[];
  /**
   * offset of the body: just after the empty line, at the first line that is no field
   * (fieldNameEnd), or `end` when there is neither
   */
  bodyStart: number;
  /** 1-based line of the block that is no field and began the body; 0 when none did */
  textLine: number;
}

/**
 * A `wanted` set as byte patterns by name length, so that a field name is matched over
 * the bytes: most fields of a real message (Received, DKIM-Signature, X-…) are never
 * decoded to a string. null when a name is not lowercase ASCII (matched as strings then).
 */
type NameTable = Array<Array<{ name: string; bytes: Uint8Array }> | undefined>;
const tables = new WeakMap<ReadonlySet<string>, NameTable | null>();

function nameTable(wanted: ReadonlySet<string>): NameTable | null {
  let t = tables.get(wanted);
  if (t !== undefined) return t;
  t = [];
  for (const name of wanted) {
    if (!/^[\x21-\x39\x3b-\x40\x5b-\x7e]+$/.test(name)) {
      t = null;
      break;
    }
    const list = t[name.length] ?? [];
    list.push({ name, bytes: Buffer.from(name, "latin1") });
    t[name.length] = list;
  }
  tables.set(wanted, t);
  return t;
}

/**
 * The wanted name that `buf[s, e)` spells, case-insensitively, or null. The same answer as
 * `wanted.has(buf.toString("latin1", s, e).toLowerCase())`: only A–Z lowercase to ASCII
 * letters among latin1 characters, and the table holds lowercase ASCII names only.
 */
function matchName(table: NameTable, buf: Buffer, s: number, e: number): string | null {
  const list = table[e - s];
  if (list === undefined) return null;
  for (let k = 0; k < list.length; k++) {
    const bytes = list[k]!.bytes;
    let i = 0;
    for (; i < bytes.length; i++) {
      let c = buf[s + i]!;
      if (c >= 65 && c <= 90) c += 32;
      if (c !== bytes[i]) break;
    }
    if (i === bytes.length) return list[k]!.name;
  }
  return null;
}

function nameString(
  buf: Buffer,
  s: number,
  e: number,
  wanted: ReadonlySet<string> | undefined,
): string | null {
  const n = buf.toString("latin1", s, e).toLowerCase();
  return !wanted || wanted.has(n) ? n : null;
}

function fieldValue(buf: Buffer, vStart: number, vEnd: number): string {
  // RFC 6532: UTF-8; the raw 8-bit bytes of an older mailer that are not: windows-1252, as
  // the text scanner reads them (decode.ts, chars.ts decodeCharAt)
  let v = decodeUtf8OrWindows1252(buf, vStart, vEnd);
  if (v.indexOf("\n") >= 0) v = v.replace(/\r?\n/g, "");
  return v.trim();
}

/**
 * Parse the header block of `buf[start, end)`. `wanted` (lowercase names) decides which
 * fields are decoded (all when omitted). A line that is neither a field nor a
 * continuation ends the block: the body starts with it (`textLine`).
 */
export function parseHeaders(
  buf: Buffer,
  start: number,
  end: number,
  wanted?: ReadonlySet<string>,
): HeaderBlock {
  const fields: HeaderField[] = [];
  const table = wanted ? nameTable(wanted) : null;
  let pos = start;
  let name: string | null = null;
  let vStart = 0;
  let vEnd = 0;
  let bodyStart = end;
  let textLine = 0;
  let lineNo = 0;
  while (pos < end) {
    lineNo++;
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
      if (name !== null) {
        fields.push({ name, value: fieldValue(buf, vStart, vEnd) });
        name = null;
      }
      const ne = fieldNameEnd(buf, pos, lineEnd);
      if (ne === -1) {
        bodyStart = pos;
        textLine = lineNo;
        break;
      }
      if (ne !== FROM_LINE) {
        const n = table ? matchName(table, buf, pos, ne) : nameString(buf, pos, ne, wanted);
        if (n !== null) {
          name = n;
          vStart = buf.indexOf(58, ne) + 1;
          vEnd = lineEnd;
        }
      }
    }
    pos = eol + 1;
  }
  if (name !== null) fields.push({ name, value: fieldValue(buf, vStart, vEnd) });
  return { fields, bodyStart, textLine };
}

export function getField(block: HeaderBlock, name: string): string | undefined {
  for (const f of block.fields) if (f.name === name) return f.value;
  return undefined;
}
