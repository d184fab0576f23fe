/**
 * A file's name that fuzzy mode would read as a host: "setup.py", "README.md", "Makefile.in",
 * "configure.ac", "MyModule.pm". Their extensions are country-code TLDs, so linkify-it links
 * them, but in logs, READMEs and commit messages they name files. Only names a host is
 * unlikely to have: two labels, the last one of these extensions, the first a word that
 * names a source or build file, all capitals, or with a capital inside ("docs.rs",
 * "lib.rs", "notion.so", "bun.sh", "amazon.in", "OLX.pl", "eBay.in" stay links). A Python
 * or Perl module's name ("gencodec.py", "warnings.pm": hosts under ".py" and ".pm" are
 * rare), a shared library ("libpython3.so"), an extension in capitals after a lower-case
 * letter (Perl's "Makefile.PL", "Build.PL"), and autoconf's templates ("pyconfig.h.in",
 * "Makefile.pre.in") are files too.
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

/**
 * extensions whose names are read by their writing: all capitals ("README.md", "INSTALL.sh")
 * or a capital inside ("MyModule.pm", "libGL.so") — not ".pl", ".in", ".rs" and the like,
 * where brands are written so ("OLX.pl", "eBay.in"); ".in" in capitals from six letters
 * ("MANIFEST.in", "POTFILES.in")
 */
const WRITTEN = new Set(["md", "am", "ac", "mk", "sh", "py", "pm", "so"]);

/** extensions that name a module whatever the base: Python's and Perl's */
const MODULES = new Set(["py", "pm"]);

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
  "mod",
]);

/**
 * text[from, to) is such a file's name, alone or before a path or a fragment
 * ("CONTRIBUTING.md#setup", "configure.ac/")
 */
export function isFileName(text: string, from: number, to: number): boolean {
  const dot = text.indexOf(".", from);
  if (dot < 0 || dot >= to || dot - from > 64) return false;
  let e = dot + 1;
  while (e < to && ((text.charCodeAt(e) | 0x20) - 0x61) >>> 0 < 26) e++;
  let after = e < to ? text.charCodeAt(e) : 0;
  // autoconf's templates: "config.h.in", "Makefile.pre.in"
  const label = text.slice(dot + 1, e);
  if (after === 0x2e && (label === "h" || label === "pre") && text.startsWith("in", e + 1)) {
    e += 3;
    after = e < to ? text.charCodeAt(e) : 0;
    if (e === to || after === 0x2f || after === 0x23 || after === 0x3f) return true;
    return false;
  }
  if (!(e === to || after === 0x2f || after === 0x23 || after === 0x3f)) return false;
  const ext = label.toLowerCase();
  if (!EXTENSIONS.has(ext)) return false;
  if (MODULES.has(ext)) return true;
  if (ext === "so" && text.startsWith("lib", from) && dot - from > 3) return true;
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
  // "Makefile.PL", "Build.PL": an extension in capitals after a name in lower case
  if (lower > 0 && label !== ext && label.toUpperCase() === label) return true;
  if (WRITTEN.has(ext) && (inner || (upper >= 3 && lower === 0))) return true;
  if (ext === "in" && upper >= 6 && lower === 0) return true;
  return BASE_NAMES.has(text.slice(from, dot).toLowerCase());
}
