/**
 * Content-Type parsing (RFC 2045 §5.1, RFC 2231 parameters) and the multipart split at
 * boundaries over bytes (RFC 2046 §5.1.1).
 */
import { libmime } from "./mail-libraries.js";

export interface ContentType {
  type: string;
  params: Record<string, string>;
}

/** Parsed values by field value: the same Content-Type lines recur all over an archive. */
const cache = new Map<string, ContentType>();
/** longer values are not kept in the cache (a real Content-Type is a line or two) */
const MAX_CACHED_VALUE = 1024;

/** Content-Type with quoted-string and RFC 2231 parameters (libmime). */
export function parseContentType(value: string | undefined, dflt: string): ContentType {
  if (!value) return { type: dflt, params: {} };
  let ct = cache.get(value);
  if (!ct) {
    ct = parseUncached(value);
    // (a long value is parsed each time: one of megabytes held per entry, 4,096 of them, let
    // 300 messages of a unique 1 MB Content-Type hold 391 MB — session 53's sweep)
    if (value.length > MAX_CACHED_VALUE) return ct;
    if (cache.size >= 4096) cache.clear();
    cache.set(value, ct);
  }
  return ct;
}

// RFC 2045 §5.1 without comments, backslash escapes or RFC 2231 `*` parameters: the
// everyday Content-Type, read here with sticky regexes (no backtracking over the whole
// value); anything else goes to libmime
const CT_TYPE = /\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*/y;
const CT_PARAM = /;\s*([A-Za-z0-9_.-]+)\s*=\s*(?:"([^"\\]*)"|([^\s;"()\\]+))\s*/y;
const CT_END = /;?\s*$/y;

function parseSimple(value: string): ContentType | null {
  CT_TYPE.lastIndex = 0;
  const t = CT_TYPE.exec(value);
  if (!t) return null;
  const params: Record<string, string> = {};
  let pos = CT_TYPE.lastIndex;
  while (pos < value.length) {
    CT_PARAM.lastIndex = pos;
    const p = CT_PARAM.exec(value);
    if (!p) {
      CT_END.lastIndex = pos;
      return CT_END.test(value) ? { type: t[1]!.toLowerCase(), params } : null;
    }
    const k = p[1]!.toLowerCase();
    if (!(k in params)) params[k] = p[2] ?? p[3]!;
    pos = CT_PARAM.lastIndex;
  }
  return { type: t[1]!.toLowerCase(), params };
}

function parseUncached(value: string): ContentType {
  const simple = parseSimple(value);
  if (simple) return simple;
  try {
    const p = libmime().parseHeaderValue(value);
    const type = (p.value || "").trim().toLowerCase();
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(p.params)) params[k.toLowerCase()] = String(v);
    // RFC 2045 §5.2: a syntactically invalid Content-Type is taken as text/plain
    return { type: type.includes("/") ? type : "text/plain", params };
  } catch {
    return { type: "text/plain", params: {} };
  }
}

/** Split a multipart body at its boundary (RFC 2046 §5.1.1). */
export function splitMultipart(
  body: Buffer,
  boundary: string,
): { parts: Array<[number, number]>; closed: boolean } {
  const delim = Buffer.from(`--${boundary}`, "utf8");
  const end = body.length;
  const parts: Array<[number, number]> = [];
  let partStart = -1;
  let pos = 0;
  for (;;) {
    const i = body.indexOf(delim, pos);
    if (i < 0) break;
    // the delimiter starts a line: the next one can start only on the next line (searching
    // on from i + 1 matched again at every byte of a line of dashes under a boundary of
    // dashes, each match as long as the boundary: quadratic — session 53's sweep)
    if (i > 0 && body[i - 1] !== 10) {
      const eol = body.indexOf(10, i);
      if (eol < 0) break;
      pos = eol + 1;
      continue;
    }
    const after = i + delim.length;
    const close = body[after] === 45 && body[after + 1] === 45;
    if (!close) {
      // only transport padding may follow the boundary on its line
      let k = after;
      while (k < end && (body[k] === 32 || body[k] === 9)) k++;
      if (k < end && body[k] !== 13 && body[k] !== 10) {
        pos = i + 1;
        continue;
      }
    }
    if (partStart >= 0) {
      // the CRLF before the delimiter belongs to the delimiter
      let pe = i;
      if (pe > partStart && body[pe - 1] === 10) pe--;
      if (pe > partStart && body[pe - 1] === 13) pe--;
      parts.push([partStart, pe]);
    }
    if (close) return { parts, closed: true };
    const eol = body.indexOf(10, after);
    partStart = eol < 0 ? end : eol + 1;
    pos = partStart;
  }
  if (partStart >= 0) parts.push([partStart, end]);
  return { parts, closed: false };
}
