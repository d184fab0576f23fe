/**
 * Output formats of `urisift` (DESIGN.md "CLI"). A writer turns records into text and
 * hands it to `out` (a buffer: main batches it into large writes). Decisions:
 *
 * - text: one URI per line (the normalized form with --normalize, the URI as written when
 *   it has none). With --all an invalid URI is followed by a tab and `invalid:` and its
 *   comma-separated errors. With --count: the count, a tab, the URI. Control characters
 *   are percent-encoded (escape.ts), so a line is always one URI and safe on a terminal.
 * - ndjson: one JSON Found per line; json: one array, streamed record by record. With
 *   --count each record gets a `count` field. Non-C0 controls are \u-escaped too.
 * - csv / tsv: a header row, then one row per record; columns always in COLUMNS order (with
 *   --count a leading `count`), so that a reader by position is never misled. DESIGN's
 *   "--normalize: print the normalized form (text, csv, tsv)": the `uri` column holds the
 *   normalized form then (the URI as written when it has none), as the text format's line
 *   does; `normalized` is unchanged.
 *   Lists (variants, errors, warnings) are space separated. Control characters in every
 *   field are percent-encoded, and "%" with them (escape.ts percentEncodeField: a field
 *   can be decoded back), so no field holds a raw tab, CR or LF; a field starting
 *   with = + - @ gets a leading ' (spreadsheet formula injection, OWASP "CSV
 *   Injection"). CSV quotes every text field (RFC 4180, "" for "). Rows end with LF.
 */
import type { Found } from "../extract/types.js";
import type { Format } from "./args.js";
import { jsonSafe, percentEncodeControls, percentEncodeField } from "./escape.js";

export interface WriterOptions {
  format: Format;
  normalize: boolean;
  /** records come with counts (--count) */
  counted: boolean;
}

export interface RecordWriter {
  /** write the header, if the format has one */
  begin(): void;
  write(f: Found, count?: number): void;
  /**
   * The record as `write` puts it without a count and a newline: what --count keeps of a
   * record until it writes it with `writeCounted` (a string costs less than the record).
   */
  render(f: Found): string;
  /** write(f, count) for the record that `rendered` is render(f) of */
  writeCounted(rendered: string, count: number): void;
  /** close what begin opened (the JSON array) */
  end(): void;
}

type Column = [name: string, get: (f: Found) => string | number | boolean | null | undefined];

const list = (a: string[] | undefined) => (a && a.length > 0 ? a.join(" ") : "");

export const COLUMNS: Column[] = [
  ["uri", (f) => f.uri],
  ["normalized", (f) => f.normalized],
  ["scheme", (f) => f.scheme],
  ["valid", (f) => f.valid],
  ["delimiter", (f) => f.delimiter],
  ["line", (f) => f.line],
  ["column", (f) => f.column],
  ["file", (f) => f.file],
  ["start", (f) => f.start],
  ["end", (f) => f.end],
  ["wrapped", (f) => f.wrapped],
  ["variants", (f) => list(f.variants)],
  ["errors", (f) => list(f.errors)],
  ["warnings", (f) => list(f.warnings)],
  ["message_index", (f) => f.message?.index],
  ["message_id", (f) => f.message?.messageId],
  ["part", (f) => f.message?.part],
];

/** `uri` with --normalize: the normalized form, the URI as written when it has none */
const NORMALIZED_URI: Column = ["uri", (f) => f.normalized ?? f.uri];

export function createWriter(options: WriterOptions, out: (s: string) => void): RecordWriter {
  switch (options.format) {
    case "text":
      return textWriter(options, out);
    case "ndjson":
      return ndjsonWriter(out);
    case "json":
      return jsonWriter(out);
    case "csv":
      return delimitedWriter(options, out, ",", csvField);
    case "tsv":
      return delimitedWriter(options, out, "\t", tsvField);
  }
}

/** The text-format line of a record, without the newline. */
export function textLine(f: Found, normalize: boolean): string {
  const s = normalize && f.normalized !== null ? f.normalized : f.uri;
  const line = percentEncodeControls(s);
  if (f.valid) return line;
  return `${line}\tinvalid:${percentEncodeControls(f.errors.join(","))}`;
}

function textWriter(options: WriterOptions, out: (s: string) => void): RecordWriter {
  const normalize = options.normalize;
  const w: RecordWriter = {
    begin() {},
    write(f, count) {
      const line = textLine(f, normalize);
      if (count === undefined) out(`${line}\n`);
      else w.writeCounted(line, count);
    },
    render: (f) => textLine(f, normalize),
    writeCounted(line, count) {
      out(`${count}\t${line}\n`);
    },
    end() {},
  };
  return w;
}

/**
 * A Found as one line of JSON, terminal-safe (jsonSafe). The usual record (the Found
 * fields, each set, nothing else) is written out by hand — about twice as fast as
 * JSON.stringify on Node 20 — in the order of types.ts; any other goes to JSON.stringify.
 */
export function jsonOf(f: Found, count?: number): string {
  if (count !== undefined) return countedJson(jsonOf(f), count);
  let n = 14;
  if (f.file !== undefined) n++;
  if (f.message !== undefined) n++;
  if (f.relative !== undefined) n++;
  if (Object.keys(f).length !== n) {
    return jsonSafe(JSON.stringify(f));
  }
  let s = "{";
  s += `"uri":${str(f.uri)},"normalized":${f.normalized === null ? "null" : str(f.normalized)}`;
  s += `,"scheme":${str(f.scheme)},"valid":${f.valid === true},"errors":${strs(f.errors)}`;
  s += `,"warnings":${strs(f.warnings)},"delimiter":${str(f.delimiter)},"wrapped":${f.wrapped === true}`;
  s += `,"variants":${strs(f.variants)},"raw":${str(f.raw)},"start":${num(f.start)},"end":${num(f.end)}`;
  s += `,"line":${num(f.line)},"column":${num(f.column)}`;
  if (f.file !== undefined) s += `,"file":${str(f.file)}`;
  if (f.message !== undefined) s += `,"message":${jsonSafe(JSON.stringify(f.message))}`;
  if (f.relative !== undefined) s += `,"relative":${f.relative === true}`;
  return `${s}}`;
}

/** jsonOf(f, count) from jsonOf(f): the count is the object's first member */
function countedJson(json: string, count: number): string {
  return json === "{}" ? `{"count":${count}}` : `{"count":${count},${json.slice(1)}`;
}

// a string JSON.stringify would copy as is and jsonSafe would leave alone
const PLAIN = /^[^"\\\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]*$/;

function str(s: string): string {
  if (typeof s !== "string") return JSON.stringify(s ?? null);
  return PLAIN.test(s) ? `"${s}"` : jsonSafe(JSON.stringify(s));
}

function strs(a: string[]): string {
  if (!Array.isArray(a)) return JSON.stringify(a ?? null);
  if (a.length === 0) return "[]";
  let s = "[";
  for (let i = 0; i < a.length; i++) s += (i === 0 ? "" : ",") + str(a[i]!);
  return `${s}]`;
}

const num = (n: number) => (Number.isFinite(n) ? String(n) : "null");

function ndjsonWriter(out: (s: string) => void): RecordWriter {
  return {
    begin() {},
    write(f, count) {
      out(`${jsonOf(f, count)}\n`);
    },
    render: (f) => jsonOf(f),
    writeCounted(json, count) {
      out(`${countedJson(json, count)}\n`);
    },
    end() {},
  };
}

function jsonWriter(out: (s: string) => void): RecordWriter {
  let n = 0;
  return {
    begin() {},
    write(f, count) {
      out(`${n === 0 ? "[\n" : ",\n"}${jsonOf(f, count)}`);
      n++;
    },
    render: (f) => jsonOf(f),
    writeCounted(json, count) {
      out(`${n === 0 ? "[\n" : ",\n"}${countedJson(json, count)}`);
      n++;
    },
    end() {
      out(n === 0 ? "[]\n" : "\n]\n");
    },
  };
}

type Value = string | number | boolean | null | undefined;

/** OWASP "CSV Injection": a cell starting with = + - @ (or tab, CR) is read as a formula. */
function defuse(s: string): string {
  const c = s.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? `'${s}` : s;
}

/** A CSV field (RFC 4180): text quoted, numbers and booleans bare, null/undefined empty. */
export function csvField(v: Value): string {
  if (v === null || v === undefined) return "";
  if (typeof v !== "string") return String(v);
  const s = defuse(percentEncodeField(v));
  return `"${s.includes('"') ? s.replace(/"/g, '""') : s}"`;
}

/** A TSV field: control characters (tab, CR, LF included) percent-encoded, formulas defused. */
export function tsvField(v: Value): string {
  if (v === null || v === undefined) return "";
  if (typeof v !== "string") return String(v);
  return defuse(percentEncodeField(v));
}

function delimitedWriter(
  options: WriterOptions,
  out: (s: string) => void,
  sep: string,
  field: (v: Value) => string,
): RecordWriter {
  const cols = options.normalize ? [NORMALIZED_URI, ...COLUMNS.slice(1)] : COLUMNS;
  const getters = cols.map((c) => c[1]);
  const header = (options.counted ? ["count"] : []).concat(cols.map((c) => c[0]));
  const values: Value[] = new Array(getters.length);
  const render = (f: Found) => {
    for (let i = 0; i < getters.length; i++) values[i] = getters[i]!(f);
    return values.map(field).join(sep);
  };
  return {
    begin() {
      out(`${header.join(sep)}\n`);
    },
    write(f, count) {
      const row = render(f);
      out(count === undefined ? `${row}\n` : `${count}${sep}${row}\n`);
    },
    render,
    writeCounted(row, count) {
      out(`${count}${sep}${row}\n`);
    },
    end() {},
  };
}
