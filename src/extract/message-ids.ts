/**
 * Message identifiers in text that fuzzy mode reads (fuzzy.ts): `<id@host>` in a header
 * field that holds them is no e-mail address (RFC 5322 §3.6.4; DESIGN: Message-IDs are not
 * URIs), in quoted or pasted headers ("> References: <…>"), folded ones (§2.2.3) and
 * pipermail's escaped `&lt;…&gt;`. State per fuzzy segment, read forward once: linear.
 */
import { isSpace } from "./chars.js";

/**
 * Is the address that starts at text[i], right after "<", a message identifier: in a header
 * field that holds them (`Message-ID:`, `In-Reply-To:`, `References:` … RFC 5322 §3.6.4,
 * RFC 2045 §7), on its line or on a line that continues it (folded, §2.2.3), after quote
 * markers too ("> References: <…>"), and as the field's first item or right after another
 * one (`In-Reply-To: <id> (Joe <joe@example.com>)` still gives Joe's address)? The matches
 * of a segment come in order: each line is read once (idLine), linear.
 */
export function messageIdAt(text: string, i: number): boolean {
  const opener = idOpener(text, i);
  if (opener === 0) return false;
  advanceIdLines(text, i);
  if (idLine.field !== 1) return false;
  // what comes before the "<": the field's ":" or another identifier's ">" (or "&gt;"), past
  // white space and commas, or the line's start (a folded line) — else prose or a comment
  let k = i - opener - 1;
  while (k >= idLine.start && (isSpace(text.charCodeAt(k)) || text.charCodeAt(k) === 0x2c)) k--;
  if (k < idLine.body) return true;
  const u = text.charCodeAt(k);
  return (
    u === 0x3a || u === 0x3e || (u === 0x3b && text.slice(k - 3, k + 1).toLowerCase() === "&gt;")
  );
}

/** read the lines of the segment up to text[i]: each line's verdict (idLine) */
function advanceIdLines(text: string, i: number): void {
  let k = idLine.pos;
  if (i <= k) return;
  if (!idLine.cr) {
    // LF only (the common case): from line break to line break
    for (let lf = text.indexOf("\n", k); lf >= 0 && lf < i; lf = text.indexOf("\n", lf + 1)) {
      readIdLine(text, lf + 1, idLine.field);
    }
  } else {
    for (; k < i; k++) {
      const u = text.charCodeAt(k);
      // LF, CRLF, or a CR alone
      if (u === 0x0a || (u === 0x0d && text.charCodeAt(k + 1) !== 0x0a)) {
        readIdLine(text, k + 1, idLine.field);
      }
    }
  }
  idLine.pos = i;
}

/**
 * The head of the line starting at text[a] (lineHead): the end of its quote markers ("> ",
 * ">>", "> > "), the start of its text after indentation, and the ":" after a field name
 * there (-1 when none; indented too: "   Message-ID: <…>" in an RFC's example)
 */
function readLineHead(text: string, a: number): void {
  let k = a;
  while (
    k < text.length &&
    k - a < 32 &&
    (text.charCodeAt(k) === 0x3e ||
      (text.charCodeAt(k) === 0x20 && text.charCodeAt(k - 1) === 0x3e))
  )
    k++;
  let f = k;
  while (
    f < text.length &&
    f - k < 32 &&
    (text.charCodeAt(f) === 0x20 || text.charCodeAt(f) === 0x09)
  )
    f++;
  let z = f;
  while (
    z < text.length &&
    z - f <= 20 &&
    text.charCodeAt(z) !== 0x3a &&
    !isSpace(text.charCodeAt(z))
  )
    z++;
  lineHead.marks = k;
  lineHead.text = f;
  lineHead.colon = text.charCodeAt(z) === 0x3a && z > f ? z : -1;
}

const lineHead = { marks: 0, text: 0, colon: -1 };

/**
 * the verdict of the line starting at text[a]: 1 when it starts a message-identifier field
 * or continues one (`prev` 1 and it starts with white space), else 0
 */
function readIdLine(text: string, a: number, prev: number): void {
  idLine.start = a;
  readLineHead(text, a);
  const { marks, text: f, colon } = lineHead;
  if (colon >= 0) {
    idLine.field = ID_FIELDS.has(text.slice(f, colon).toLowerCase()) ? 1 : 0;
    idLine.body = colon + 1;
    return;
  }
  // a folded line continues the field before it
  idLine.field = f > marks ? prev : 0;
  idLine.body = f;
}

/**
 * `line` (a line's text from its start) opens a message-identifier field: a piece of an
 * address broken across lines there is an identifier's (fuzzy-line-break.ts)
 */
export function opensIdField(line: string): boolean {
  readLineHead(line, 0);
  return (
    lineHead.colon >= 0 && ID_FIELDS.has(line.slice(lineHead.text, lineHead.colon).toLowerCase())
  );
}

/**
 * where messageIdAt has read the segment to; the current line's start, where its field's
 * body starts, and its verdict (1: a message-identifier field)
 */
const idLine = { pos: 0, start: 0, body: 0, field: 0, cr: false };

const ID_FIELDS = new Set([
  "message-id",
  "in-reply-to",
  "references",
  "resent-message-id",
  "content-id",
  "original-message-id",
]);

/** the length of the "<" before text[i], or of its escaped form "&lt;" (pipermail), or 0 */
function idOpener(text: string, i: number): number {
  if (text.charCodeAt(i - 1) === 0x3c) return 1;
  return i >= 4 && text.charCodeAt(i - 1) === 0x3b && text.slice(i - 4, i).toLowerCase() === "&lt;"
    ? 4
    : 0;
}

/**
 * A segment's first line: `atLineStart` when the segment starts a line (then a folded line
 * continues the field of `carry`, the verdict of the previous segment's last line), else the
 * segment goes on inside that line and takes its verdict
 */
export function startIdLines(text: string, atLineStart: boolean, carry: number): void {
  idLine.pos = 0;
  idLine.cr = text.indexOf("\r") >= 0;
  if (atLineStart) readIdLine(text, 0, carry);
  else {
    idLine.start = 0;
    idLine.body = 0;
    idLine.field = carry;
  }
}

/**
 * the verdict of the segment's last line (read to its end), for the next segment: of the
 * line its final LF ends, when it ends with one — not of the empty line after that LF (that
 * verdict, 0, cut a folded `References:` field at every segment that ended inside it)
 */
export function idLinesEnd(text: string): number {
  const end = text.length;
  advanceIdLines(text, end > 0 && text.charCodeAt(end - 1) === 0x0a ? end - 1 : end);
  return idLine.field;
}
