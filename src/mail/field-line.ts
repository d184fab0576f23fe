/**
 * Whether a line of a header block is a field's first line (RFC 5322 §3.6.8): the one rule
 * that the header parser (headers.ts) and the mbox splitter (mbox.ts: an oversized
 * message's header end) share. Its own module: the mbox splitter is loaded in text mode too
 * (to tell an mbox), the header parser only for mail.
 */

/** fieldNameEnd: the line is an mbox `From ` line */
export const FROM_LINE = -2;

/**
 * Where the field name of the line buf[pos, lineEnd) ends, when it is a header field's
 * first line: a name, then ":" — after white space too, the obsolete syntax (§4.5.5).
 * RFC 5322 §3.6.8 writes names in printable US-ASCII except ":" (ftext); a name of 8-bit
 * bytes ("Subjéct:", spam's) or an empty one (": value", which Python's parser takes for a
 * header too) is read as a field all the same, so that the fields after it, Content-Type
 * among them, are still read. FROM_LINE for an mbox `From ` line left in (RFC 4155): no
 * reader takes it for body text, and it names no field. Else -1: "hello http://example.com/"
 * is text, a name has no space; so is "http://example.com/".
 */
export function fieldNameEnd(buf: Uint8Array, pos: number, lineEnd: number): number {
  let i = pos;
  while (i < lineEnd && buf[i]! > 32 && buf[i] !== 127 && buf[i] !== 58) i++;
  if (i - pos === 4 && buf[i] === 32 && isFromWord(buf, pos)) return FROM_LINE;
  const nameEnd = i;
  while (i < lineEnd && (buf[i] === 32 || buf[i] === 9)) i++;
  if (i >= lineEnd || buf[i] !== 58) return -1;
  // "http://example.com/x": a URI that begins a line is text, not a field "http" — no
  // header field's value starts with "//"
  if (nameEnd === i && buf[i + 1] === 47 && buf[i + 2] === 47 && i + 2 < lineEnd) return -1;
  return nameEnd;
}

const isFromWord = (buf: Uint8Array, p: number): boolean =>
  buf[p] === 70 && buf[p + 1] === 114 && buf[p + 2] === 111 && buf[p + 3] === 109;
