/**
 * The IDNA2008 label rules that need Unicode properties JavaScript's regexes do not have:
 * the Bidi rule (RFC 5893 §2) over the labels of a Bidi domain name, and the CONTEXTJ rules
 * of ZWNJ and ZWJ (RFC 5892 App. A.1, A.2). UTS #46 runs both (CheckBidi, CheckJoiners), as
 * the WHATWG URL host parser asks; Node 20's parser checks only part of them (it takes
 * "àא", "a٠", "1א"). The CONTEXTO rules (RFC 5892 App. A.3–A.9) are left out on purpose:
 * RFC 5891 §5.4 has a lookup check only that a CONTEXTO code point has a rule, not the rule
 * ("a·b.de" keeps its A-label; UTS #46 does not test them either).
 *
 * Works on U-labels (decoded A-labels, after UTS #46 mapping and NFC) and the name's ASCII
 * labels (those of a converted name only). Runs only for a name with an A-label: an ASCII
 * host without an xn-- label never gets here.
 */
import { BIDI_CLASS_RUNS, JOINING_TYPE_RUNS, VIRAMA_RUNS } from "./idna-tables.js";

/** A decoded run table: each run's first code point (ascending) and its value. */
interface RunTable {
  readonly starts: Uint32Array;
  readonly values: Uint8Array;
}

/** Decodes a run table of src/core/idna-tables.ts ("<letter><base-36 start delta>"…). */
function decodeRuns(runs: string, letters: string): RunTable {
  let n = 0;
  for (let i = 0; i < runs.length; i++) {
    const c = runs.charCodeAt(i);
    if (c >= 65 && c <= 90) n++;
  }
  const starts = new Uint32Array(n);
  const values = new Uint8Array(n);
  let k = -1;
  let start = 0;
  let delta = 0;
  for (let i = 0; i < runs.length; i++) {
    const c = runs.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      if (k >= 0) starts[k] = start += delta;
      k++;
      values[k] = letters.indexOf(runs[i]!);
      delta = 0;
    } else {
      delta = delta * 36 + (c <= 57 ? c - 48 : c - 87);
    }
  }
  if (k >= 0) starts[k] = start + delta;
  return { starts, values };
}

/** The value of the run that holds cp: a binary search over the run starts. */
function lookup(table: RunTable, cp: number): number {
  const { starts, values } = table;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= cp) lo = mid;
    else hi = mid - 1;
  }
  return values[lo]!;
}

// Bidi classes, in the order of scripts/gen-idna-tables.js's BIDI_LETTERS "XLRANESCTOBM"
const L = 1;
const R = 2;
const AL = 3;
const AN = 4;
const EN = 5;
const ES = 6;
const CS = 7;
const ET = 8;
const ON = 9;
const BN = 10;
const NSM = 11;

// Joining types, in the order of JOINING_LETTERS "UDLRTC"
const JT_D = 1;
const JT_L = 2;
const JT_R = 3;
const JT_T = 4;

let bidiTable: RunTable | undefined;
let joiningTable: RunTable | undefined;
let viramaTable: RunTable | undefined;

function bidiClass(cp: number): number {
  bidiTable ??= decodeRuns(BIDI_CLASS_RUNS, "XLRANESCTOBM");
  return lookup(bidiTable, cp);
}

function joiningType(cp: number): number {
  joiningTable ??= decodeRuns(JOINING_TYPE_RUNS, "UDLRTC");
  return lookup(joiningTable, cp);
}

function isVirama(cp: number): boolean {
  viramaTable ??= decodeRuns(VIRAMA_RUNS, "UV");
  return lookup(viramaTable, cp) === 1;
}

/** Classes RFC 5893 §2 rule 2 allows in an RTL label, as bits. */
const RTL_ALLOWED =
  (1 << R) |
  (1 << AL) |
  (1 << AN) |
  (1 << EN) |
  (1 << ES) |
  (1 << CS) |
  (1 << ET) |
  (1 << ON) |
  (1 << BN) |
  (1 << NSM);
/** Rule 5: in an LTR label. */
const LTR_ALLOWED =
  (1 << L) | (1 << EN) | (1 << ES) | (1 << CS) | (1 << ET) | (1 << ON) | (1 << BN) | (1 << NSM);
/** Rule 3: the last character that is not NSM, in an RTL label. */
const RTL_END = (1 << R) | (1 << AL) | (1 << EN) | (1 << AN);
/** Rule 6: in an LTR label. */
const LTR_END = (1 << L) | (1 << EN);

/** RFC 5893 §1.4: an RTL label holds a character of Bidi class R, AL or AN. */
function isRtlLabel(label: string): boolean {
  for (let i = 0; i < label.length; i++) {
    const cp = label.codePointAt(i)!;
    if (cp > 0xffff) i++;
    if (cp < 0x0590) continue; // nothing below the Hebrew block is R, AL or AN
    const c = bidiClass(cp);
    if (c === R || c === AL || c === AN) return true;
  }
  return false;
}

/**
 * The six conditions of RFC 5893 §2 on one label. The first character decides the label's
 * direction (rule 1: L, R or AL); an RTL label (§1.4) that starts with L breaks rule 5 as it
 * would rule 2, so reading the direction from the first character gives the same answer.
 */
function satisfiesBidiRule(label: string): boolean {
  const first = bidiClass(label.codePointAt(0)!);
  let allowed: number;
  let endAllowed: number;
  if (first === R || first === AL) {
    allowed = RTL_ALLOWED;
    endAllowed = RTL_END;
  } else if (first === L) {
    allowed = LTR_ALLOWED;
    endAllowed = LTR_END;
  } else {
    return false; // rule 1: "٠", "1א", "-a" do not start a label of a Bidi domain name
  }
  let seen = 0;
  let end = first;
  for (let i = 0; i < label.length; i++) {
    const cp = label.codePointAt(i)!;
    if (cp > 0xffff) i++;
    const c = bidiClass(cp);
    if (((allowed >> c) & 1) === 0) return false; // rules 2 and 5
    seen |= 1 << c;
    if (c !== NSM) end = c;
  }
  // rules 3 and 6: what ends the label, trailing NSMs aside
  if (((endAllowed >> end) & 1) === 0) return false;
  // rule 4: an RTL label holds EN or AN, not both ("א0٠")
  return !((seen >> EN) & 1 && (seen >> AN) & 1);
}

/**
 * RFC 5893 §2 over the labels of a name (U-labels and ASCII labels): when one is an RTL label
 * the name is a Bidi domain name (§1.4) and each of its labels must satisfy the rule
 * ("àא", "a٠.de", "א.1.de" fail); a name with no RTL label is not held to it.
 */
export function bidiRuleHolds(labels: readonly string[]): boolean {
  let bidiName = false;
  for (const label of labels) {
    if (isRtlLabel(label)) {
      bidiName = true;
      break;
    }
  }
  if (!bidiName) return true;
  for (const label of labels) {
    if (label !== "" && !satisfiesBidiRule(label)) return false;
  }
  return true;
}

/** The code point that ends label[0, i), -1 at the start. */
function codePointBefore(label: string, i: number): number {
  if (i === 0) return -1;
  const c = label.charCodeAt(i - 1);
  if (c >= 0xdc00 && c <= 0xdfff && i >= 2) {
    const h = label.charCodeAt(i - 2);
    if (h >= 0xd800 && h <= 0xdbff) return (h - 0xd800) * 0x400 + (c - 0xdc00) + 0x10000;
  }
  return c;
}

/**
 * RFC 5892 App. A.1 and A.2 (CONTEXTJ): a ZWJ (U+200D) follows a virama; a ZWNJ (U+200C)
 * follows a virama, or stands between a left- or dual-joining letter and a right- or
 * dual-joining one, transparent marks (T) aside: (L|D) T* ZWNJ T* (R|D). "نامه\u200cای"
 * (HEH, ZWNJ, ALEF) and "क्\u200cष" pass; "a\u200cb" fails. Each scan stops at the first
 * character that is not T, so a label is read at most three times.
 */
export function joinersValid(label: string): boolean {
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (c !== 0x200c && c !== 0x200d) continue;
    const before = codePointBefore(label, i);
    if (before >= 0 && isVirama(before)) continue;
    if (c === 0x200d) return false;
    // (L|D) T* before the ZWNJ
    let j = i;
    let t: number;
    do {
      const cp = codePointBefore(label, j);
      if (cp < 0) return false;
      j -= cp > 0xffff ? 2 : 1;
      t = joiningType(cp);
    } while (t === JT_T);
    if (t !== JT_L && t !== JT_D) return false;
    // T* (R|D) after it
    let k = i + 1;
    do {
      if (k >= label.length) return false;
      const cp = label.codePointAt(k)!;
      k += cp > 0xffff ? 2 : 1;
      t = joiningType(cp);
    } while (t === JT_T);
    if (t !== JT_R && t !== JT_D) return false;
  }
  return true;
}
