/**
 * Command-line parsing for `urisift` (DESIGN.md "CLI"), with node:util parseArgs.
 * Pure: no I/O. Bad usage is returned as `{ kind: "error" }`; main prints it and exits 2.
 */
import { parseArgs } from "node:util";
import type { ExtractMode, HyphenMode } from "../extract/types.js";

export type Format = "text" | "ndjson" | "json" | "csv" | "tsv";

export const FORMATS: readonly Format[] = ["text", "ndjson", "json", "csv", "tsv"];
const HYPHENS: readonly HyphenMode[] = ["keep", "drop", "both"];

export interface CliOptions {
  format: Format;
  normalize: boolean;
  unique: boolean;
  count: boolean;
  /** lowercase allow-list; undefined = all */
  schemes: string[] | undefined;
  all: boolean;
  fuzzy: boolean;
  mode: ExtractMode;
  base: string | undefined;
  hyphen: HyphenMode;
  stats: boolean;
  /** undefined: on when stderr is a TTY and stdout is not */
  progress: boolean | undefined;
  /** file names; `-` is stdin; empty means stdin */
  files: string[];
}

export type ParsedArgs =
  | { kind: "run"; options: CliOptions }
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "error"; message: string };

export const USAGE = `Usage: urisift [options] [file ...]

Find URIs in running text, logs and mail archives. Reads the files (or stdin when
none is given or for "-"); .gz input is decompressed transparently, UTF-16 text
(with a byte order mark, or its pattern) read as its UTF-8 transcoding, as is a
document in the charset its XML declaration or HTML <meta> names; a directory is read
recursively, file by file (dot files and links to nothing skipped; a maildir through
its cur/ and new/).

Options:
  --format FORMAT    text (default): one URI per line; ndjson, json, csv, tsv
  --normalize        print the normalized form (text, csv, tsv)
  --unique           each URI once, by normalized form, first occurrence kept
  --count            URIs with their counts, most frequent first
  --schemes LIST     keep only these schemes (comma separated, e.g. http,https;
                     given again, the lists add up)
  --all              include invalid candidates (with their errors)
  --fuzzy            also schemeless links and e-mail addresses
  --mail, --text     force mail or text mode (default: detect mbox / RFC 5322)
  --base URI         base for relative references (HTML parts)
  --hyphen MODE      keep (default), drop or both: the reading of a hyphen at a line break
  --stats            a summary on stderr: bytes, time, MB/s, URIs by scheme
  --progress, --no-progress
                     progress bar on stderr (default: on when stderr is a TTY
                     and stdout is not)
  -h, --help         this text
  -V, --version      the version

Text output: control characters are percent-encoded; with --all an invalid URI is
followed by a tab and "invalid:" with its comma-separated errors; with --count each
line is the count, a tab and the URI.

Exit status: 0 ran (found or not); 1 an input could not be read (the others are
still processed) or the output could not be written; 2 bad usage.
`;

const SCHEME_RE = /^[A-Za-z][A-Za-z0-9+.-]*$/;

export function parseCliArgs(argv: string[]): ParsedArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (e) {
    // node's message goes on about "--" for positionals: the first sentence is enough
    return { kind: "error", message: (e as Error).message.split(". To specify")[0]! };
  }
  const { values, positionals, tokens } = parsed;
  if (values.help) return { kind: "help" };
  if (values.version) return { kind: "version" };

  const format = values.format ?? "text";
  if (!(FORMATS as readonly string[]).includes(format)) {
    return { kind: "error", message: `--format must be one of ${FORMATS.join(", ")}: '${format}'` };
  }
  const hyphen = values.hyphen ?? "keep";
  if (!(HYPHENS as readonly string[]).includes(hyphen)) {
    return { kind: "error", message: `--hyphen must be one of ${HYPHENS.join(", ")}: '${hyphen}'` };
  }

  // --schemes given more than once: the lists add up (`--schemes http --schemes ftp` keeps
  // both), as grep's -e patterns do, rather than the last one silently replacing the others
  let schemes: string[] | undefined;
  if (values.schemes !== undefined) {
    schemes = [];
    for (const part of values.schemes.join(",").split(",")) {
      const s = part.trim();
      if (s === "") continue;
      if (!SCHEME_RE.test(s)) return { kind: "error", message: `--schemes: not a scheme: '${s}'` };
      const lower = s.toLowerCase();
      if (!schemes.includes(lower)) schemes.push(lower);
    }
    if (schemes.length === 0)
      return { kind: "error", message: "--schemes needs at least one scheme" };
  }

  let base: string | undefined;
  if (values.base !== undefined) {
    base = values.base;
    // RFC 3986 §5.1: a base URI must be absolute (scheme ":" …)
    const colon = base.indexOf(":");
    if (colon < 1 || !SCHEME_RE.test(base.slice(0, colon))) {
      return { kind: "error", message: `--base must be an absolute URI: '${base}'` };
    }
  }

  // Toggle pairs: the last one given wins (--mail/--text, --progress/--no-progress).
  let mode: ExtractMode = "auto";
  let progress: boolean | undefined;
  for (const t of tokens) {
    if (t.kind !== "option") continue;
    if (t.name === "mail") mode = "mail";
    else if (t.name === "text") mode = "text";
    else if (t.name === "progress") progress = true;
    else if (t.name === "no-progress") progress = false;
  }

  return {
    kind: "run",
    options: {
      format: format as Format,
      normalize: values.normalize ?? false,
      unique: values.unique ?? false,
      count: values.count ?? false,
      schemes,
      all: values.all ?? false,
      fuzzy: values.fuzzy ?? false,
      mode,
      base,
      hyphen: hyphen as HyphenMode,
      stats: values.stats ?? false,
      progress,
      files: positionals,
    },
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    tokens: true,
    options: {
      format: { type: "string" },
      normalize: { type: "boolean" },
      unique: { type: "boolean" },
      count: { type: "boolean" },
      schemes: { type: "string", multiple: true },
      all: { type: "boolean" },
      fuzzy: { type: "boolean" },
      mail: { type: "boolean" },
      text: { type: "boolean" },
      base: { type: "string" },
      hyphen: { type: "string" },
      stats: { type: "boolean" },
      progress: { type: "boolean" },
      "no-progress": { type: "boolean" },
      help: { type: "boolean", short: "h" },
      version: { type: "boolean", short: "V" },
    },
  });
}
