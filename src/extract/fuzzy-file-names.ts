/**
 * A file's name that fuzzy mode would read as a host: "setup.py", "README.md", "Makefile.in",
 * "configure.ac", "MyModule.pm", "main.tf". Their extensions are country-code TLDs, so linkify-it links
 * them, but in logs, READMEs and commit messages they name files. Only names a host is
 * unlikely to have: two labels, the last one of these extensions, the first a word that
 * names a source or build file, all capitals, or with a capital inside ("docs.rs",
 * "lib.rs", "notion.so", "bun.sh", "amazon.in", "OLX.pl", "eBay.in" stay links). A Python
 * or Perl module's name ("gencodec.py", "warnings.pm": hosts under ".py" and ".pm" are
 * rare), a shared library ("libpython3.so"), a build file's name with its extension in
 * capitals (Perl's "Makefile.PL", "Build.PL"), and autoconf's templates ("pyconfig.h.in",
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
  // Terraform's ("main.tf", "variables.tf"; Togo's TLD): `Error: … on main.tf line 2, in
  // terraform:` in CI logs
  "tf",
]);

/**
 * extensions whose names are read by their writing: all capitals ("README.md", "INSTALL.sh")
 * or a capital inside ("MyModule.pm", "libGL.so") — not ".pl", ".in", ".rs" and the like,
 * where brands are written so ("OLX.pl", "eBay.in"); ".in" in capitals from six letters
 * ("MANIFEST.in", "POTFILES.in")
 */
const WRITTEN = new Set(["md", "am", "ac", "mk", "sh", "py", "pm", "so"]);

/**
 * the extensions of files that configure makes from a ".in" template of the same name
 * ("config.h.in", "fontconfig.pc.in", "Makefile.in.in"); not "co", "ac", "gov", "res",
 * "net", "org", "edu", "nic": hosts under ".in" ("example.co.in")
 */
const TEMPLATED = new Set([
  "h",
  "pre",
  "pc",
  "spec",
  "conf",
  "make",
  "in",
  "am",
  "mk",
  "cmake",
  "desktop",
  "service",
  "xml",
  "json",
  "txt",
  "html",
  "py",
  "sh",
  "pl",
  "cfg",
  "ini",
  "sed",
  "c",
  "cc",
  "def",
]);

/** text[from, to) is one digit 1–9: a man page's section ("strace.1.in") */
function isManSection(text: string, from: number, to: number): boolean {
  const u = text.charCodeAt(from);
  return to === from + 1 && u >= 0x31 && u <= 0x39;
}

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
  "variables",
  "outputs",
  "providers",
  "versions",
  "backend",
  "locals",
  "terraform",
]);

/**
 * text[from, to) is such a file's name, alone or before a path or a fragment
 * ("CONTRIBUTING.md#setup", "configure.ac/")
 */
export function isFileName(text: string, from: number, to: number): boolean {
  const dot = text.indexOf(".", from);
  if (dot < 0 || dot >= to || dot - from > 64) return false;
  let e = dot + 1;
  while (e < to && isAlnum(text.charCodeAt(e))) e++;
  let after = e < to ? text.charCodeAt(e) : 0;
  // autoconf's templates: "config.h.in", "Makefile.pre.in", "fontconfig.pc.in", "strace.1.in"
  const label = text.slice(dot + 1, e);
  if (
    after === 0x2e &&
    !text.startsWith("www.", from) &&
    (TEMPLATED.has(label) || isManSection(text, dot + 1, e)) &&
    text.startsWith("in", e + 1)
  ) {
    e += 3;
    after = e < to ? text.charCodeAt(e) : 0;
    if (e === to || after === 0x2f || after === 0x23 || after === 0x3f) return true;
    return false;
  }
  if (!(e === to || after === 0x2f || after === 0x23 || after === 0x3f)) return false;
  const ext = label.toLowerCase();
  if (!EXTENSIONS.has(ext)) return false;
  if (MODULES.has(ext)) return true;
  if (
    ext === "so" &&
    ((text.startsWith("lib", from) && dot - from > 3) || text.startsWith("ld.", from))
  )
    return true;
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
  if (WRITTEN.has(ext) && (inner || (upper >= 3 && lower === 0))) return true;
  if (ext === "in" && upper >= 6 && lower === 0) return true;
  return BASE_NAMES.has(text.slice(from, dot).toLowerCase());
}

/**
 * text[from, to) is a file's name by where it stands:
 * - a GNU ChangeLog entry's file list, "<TAB>* ltmain.sh (func): …", "<TAB>* a.in, b.in:"
 *   (GNU Coding Standards, "Change Log Concepts"): after a tab and "* " and other names,
 *   before ":", ",", "(" or " (";
 * - a git diffstat line, " fonts.conf.in |  7 ++++++-": before " | " and a count or "Bin";
 * - an info file's node header, "File: coreutils.info,  Node: Top" (Texinfo, "Info Format
 *   Specification"), and makeinfo's "This is gettext.info, produced by makeinfo".
 */
export function isFileNameInContext(text: string, from: number, to: number): boolean {
  const next = to < text.length ? text.charCodeAt(to) : 0;
  // the line's start, looked for at most 257 characters back (a long line has no entry)
  let lineStart = from;
  while (lineStart > 0 && from - lineStart <= 256 && text.charCodeAt(lineStart - 1) !== 0x0a)
    lineStart--;
  if (!(lineStart === 0 || text.charCodeAt(lineStart - 1) === 0x0a)) return false;
  // a ChangeLog entry: TAB "* " then names, commas, blanks and slashes only
  if (
    text.charCodeAt(lineStart) === 0x09 &&
    text.charCodeAt(lineStart + 1) === 0x2a &&
    text.charCodeAt(lineStart + 2) === 0x20 &&
    (next === 0x3a ||
      next === 0x2c ||
      next === 0x28 ||
      (next === 0x20 && text.charCodeAt(to + 1) === 0x28))
  ) {
    // names, each after ", " (prose such as "See example.io (the site)" is no list)
    let ok = true;
    for (let k = lineStart + 3; k < from && ok; k++) {
      const u = text.charCodeAt(k);
      if (u === 0x20) ok = text.charCodeAt(k - 1) === 0x2c;
      else ok = u === 0x2c || u === 0x2f || u === 0x2e || u === 0x2d || u === 0x5f || isAlnum(u);
    }
    if (ok) return true;
  }
  if (text.startsWith("File: ", lineStart) && lineStart + 6 === from && next === 0x2c) return true;
  if (
    text.startsWith(", produced by", to) &&
    lineStart + 8 === from &&
    text.startsWith("This is ", lineStart)
  )
    return true;
  // a diffstat: a line of " " and the file's path, then blanks, "|", blanks, a count or "Bin"
  if (text.charCodeAt(lineStart) !== 0x20) return false;
  for (let j = lineStart + 1; j < from; j++) {
    const u = text.charCodeAt(j);
    if (!(u === 0x2f || u === 0x2e || u === 0x2d || u === 0x5f || isAlnum(u))) return false;
  }
  let k = to;
  while (k < text.length && k - to < 64 && text.charCodeAt(k) === 0x20) k++;
  if (k === to || text.charCodeAt(k) !== 0x7c) return false;
  k++;
  while (k < text.length && k - to < 80 && text.charCodeAt(k) === 0x20) k++;
  if (text.startsWith("Bin", k)) return true;
  // the count, then the changes' "+" and "-" (or nothing)
  const d0 = k;
  while (k < text.length && k - d0 < 8 && text.charCodeAt(k) >= 0x30 && text.charCodeAt(k) <= 0x39)
    k++;
  if (k === d0) return false;
  const e = k < text.length ? text.charCodeAt(k) : 0x0a;
  if (e === 0x0a || e === 0x0d) return true;
  return e === 0x20 && (text.charCodeAt(k + 1) === 0x2b || text.charCodeAt(k + 1) === 0x2d);
}

function isAlnum(u: number): boolean {
  return (u >= 0x30 && u <= 0x39) || ((u | 0x20) >= 0x61 && (u | 0x20) <= 0x7a);
}
