/**
 * A file's name that fuzzy mode would read as a host: "setup.py", "README.md", "Makefile.in",
 * "configure.ac", "MyModule.pm". Their extensions are country-code TLDs, so linkify-it links
 * them, but in logs, READMEs and commit messages they name files. Only names a host is
 * unlikely to have: two labels, the last one of these extensions, the first a word that
 * names a source or build file, all capitals, or with a capital inside ("docs.rs",
 * "notion.so", "bun.sh", "amazon.in" stay links).
 */

const EXTENSIONS = new Set([
  "py",
  "rs",
  "md",
  "pl",
  "pm",
  "sh",
  "mk",
  "am",
  "ac",
  "in",
  "cc",
  "so",
  "ml",
  "mo",
  "ps",
]);

/** base names of source, build and project files (lower case) */
const BASE_NAMES = new Set([
  "setup",
  "main",
  "index",
  "config",
  "configure",
  "install",
  "build",
  "test",
  "tests",
  "util",
  "utils",
  "init",
  "module",
  "package",
  "script",
  "makefile",
  "gnumakefile",
  "changelog",
  "license",
  "readme",
  "todo",
  "authors",
  "contributing",
  "copying",
  "manage",
  "conftest",
  "settings",
  "models",
  "views",
  "urls",
  "version",
  "bootstrap",
  "autogen",
  "entrypoint",
  "helpers",
  "common",
  "lib",
  "mod",
]);

/** text[from, to) (no path) is such a file's name */
export function isFileName(text: string, from: number, to: number): boolean {
  const dot = text.indexOf(".", from);
  if (dot < 0 || dot >= to || dot - from > 64) return false;
  const ext = text.slice(dot + 1, to);
  if (!EXTENSIONS.has(ext)) return false;
  let upper = 0;
  let lower = 0;
  let inner = false;
  for (let k = from; k < dot; k++) {
    const u = text.charCodeAt(k);
    if (u >= 0x41 && u <= 0x5a) {
      upper++;
      if (k > from && lower > 0) inner = true;
    } else if (u >= 0x61 && u <= 0x7a) lower++;
    else if (u !== 0x2d && !(u >= 0x30 && u <= 0x39)) return false;
  }
  if (inner || (upper >= 3 && lower === 0)) return true;
  return BASE_NAMES.has(text.slice(from, dot).toLowerCase());
}
