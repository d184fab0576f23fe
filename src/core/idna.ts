/**
 * IDNA without Node built-ins, so that the core (and the WHATWG extract stream) also runs
 * in a browser: ToASCII through the platform's WHATWG URL host parser (UTS #46 processing,
 * the same algorithm as node:url's domainToASCII), ToUnicode through an RFC 3492 decoder.
 */
import { hasNonAscii } from "./chars.js";
import { bidiRuleHolds, joinersValid } from "./idna-label-rules.js";

/** Characters that would end or change a host inside `http://…/` (WHATWG forbidden host code points). */
function hasHostBreaker(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (
      c <= 0x20 ||
      c === 0x23 || // #
      c === 0x25 || // %
      c === 0x2f || // /
      c === 0x3a || // :
      c === 0x3f || // ?
      c === 0x40 || // @
      c === 0x5b || // [
      c === 0x5c || // \
      c === 0x5d || // ]
      c === 0x7f
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The A-label form of a domain name (RFC 5891 §4 via UTS #46), "" when it has none.
 * Names with characters that cannot stand in a host have none.
 */
export function domainToASCII(name: string): string {
  if (name === "" || hasHostBreaker(name)) return "";
  // UTS #46 revision 31 (Unicode 15.1) maps U+1E9E ẞ to ß, as lowercasing does (RFC 5895
  // §2); Node 20's host parser still has the older table's "ss" — "Bẞ.com" is "bß.com",
  // xn--b-qfa.com, like "faß.de" is xn--fa-hia.de
  if (name.indexOf("\u1e9e") >= 0) name = name.replaceAll("\u1e9e", "\u00df");
  let ascii: string;
  try {
    ascii = new URL(`http://${name}/`).hostname;
  } catch {
    return "";
  }
  if (!isLdhName(ascii) || !fitsDns(ascii)) return "";
  // RFC 3490 §4.1 step 3(b), which RFC 3987 §3.1's UseSTD3ASCIIRules turns on for every label
  // of a name it converts (RFC 5891 §4.2.3.1 likewise): "-bücher.de", "bücher-.de" have no
  // A-label. An all-ASCII host is no IRI host to convert: only its A-labels are checked.
  if (hasNonAscii(name) && hasEdgeHyphen(ascii)) return "";
  if (ascii.indexOf("xn--") < 0) return ascii; // no U-label: no Bidi or CONTEXTJ rule to test
  // RFC 5891 §5.4 via UTS #46 CheckBidi: the Bidi rule (RFC 5893 §2) over every label of a
  // Bidi domain name, the ASCII ones too ("א.1.de": "1" starts with EN) — of a name that is
  // converted; an all-ASCII host's ASCII labels are a reg-name's, as for the hyphens above
  // ("1co-4k.zzzqb.XN--KGBECHTV", Lucene's random.text.with.urls.txt, keeps its A-label)
  const labels = labelsOf(ascii, hasNonAscii(name));
  return labels !== null && bidiRuleHolds(labels) ? ascii : "";
}

/** A label of the name starts or ends with "-". */
function hasEdgeHyphen(name: string): boolean {
  let start = 0;
  for (let i = 0; i <= name.length; i++) {
    if (i < name.length && name.charCodeAt(i) !== 46) continue;
    if (i > start && (name.charCodeAt(start) === 45 || name.charCodeAt(i - 1) === 45)) return true;
    start = i + 1;
  }
  return false;
}

/**
 * A U-label's hyphens (RFC 5891 §4.2.3.1): none first or last, and no "--" in the third and
 * fourth positions (the reserved "xn--" slot, RFC 5890 §2.3.1): "ü-", "üb--c" are no U-labels
 * (UTS #46 CheckHyphens; the WHATWG host parser leaves that check off).
 */
function hyphensValid(label: string): boolean {
  if (label.charCodeAt(0) === 45 || label.charCodeAt(label.length - 1) === 45) return false;
  let k = 0;
  for (const ch of label) {
    if (++k < 3) continue;
    if (ch !== "-") return true;
    if (k === 4) return false;
  }
  return true;
}

/**
 * The A-label form fits the DNS: labels of at most 63 octets, the name at most 253 (RFC 5890
 * §2.3.2.1, RFC 1034 §3.1; UTS #46's VerifyDnsLength, which the WHATWG host parser leaves
 * off): "中" and 60 digits make no label
 */
function fitsDns(name: string): boolean {
  const n = name.endsWith(".") ? name.length - 1 : name.length;
  if (n > 253) return false;
  let start = 0;
  for (let i = 0; i <= n; i++) {
    if (i < n && name.charCodeAt(i) !== 46) continue;
    if (i - start > 63) return false;
    start = i + 1;
  }
  return true;
}

/**
 * The name is letters, digits, hyphens and dots (and "_", which hosts use outside the
 * DNS's rules: "my_site.xn--p1ai"; an A-label holds none, labelsOf): RFC 3987 §3.1
 * converts with ToASCII's UseSTD3ASCIIRules set (RFC 3490 §4.1 step 3), which the WHATWG
 * host parser does not: it maps U+1FEF (Greek varia) to "`" and U+2474 "⑴" to "(1)",
 * which no host name holds (UTS #46's disallowed_STD3_mapped)
 */
function isLdhName(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95)) {
      return false;
    }
  }
  return true;
}

/**
 * The name's labels, each A-label decoded to its U-label (its ASCII labels only with
 * withAscii); null when an A-label is none.
 * An A-label is LDH: letters, digits and hyphens only (RFC 5890 §2.3.2.1; RFC 3987 §3.1
 * converts with ToASCII's UseSTD3ASCIIRules set). The WHATWG host parser does not apply
 * that rule, so `é!` would come back as `xn--!-bga`: such a name has no A-label. And it
 * encodes a U-label, which has a non-ASCII character (RFC 5890 §2.3.2.1; UTS #46 §4 step
 * 4.1): "xn--andr--ep-" decodes to "andr--ep" and is none (Jena IRI's BAD_IDN example),
 * though the host parser takes it.
 */
function labelsOf(host: string, withAscii: boolean): string[] | null {
  const labels: string[] = [];
  for (const label of host.split(".")) {
    if (!label.startsWith("xn--")) {
      if (withAscii) labels.push(label);
      continue;
    }
    // a label is at most 63 octets (RFC 1034 §3.1, RFC 5890 §2.3.2.1)
    if (label.length > 63) return null;
    for (let k = 4; k < label.length; k++) {
      const c = label.charCodeAt(k);
      if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) return null;
    }
    const u = punycodeDecode(label.slice(4));
    if (u === null || !hasNonAscii(u)) return null;
    // it must decode to a valid U-label (RFC 5891 §5.4): hyphens, and the CONTEXTJ rules of
    // ZWNJ and ZWJ (RFC 5892 App. A.1, A.2; UTS #46 CheckJoiners)
    if (!hyphensValid(u) || !joinersValid(u)) return null;
    labels.push(u);
  }
  return labels;
}

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, numPoints: number, first: boolean): number {
  // RFC 3492 §6.1
  delta = first ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  let k = 0;
  while (delta > ((BASE - T_MIN) * T_MAX) >> 1) {
    delta = Math.floor(delta / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

function digitValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 22; // 0-9 → 26-35
  if (c >= 65 && c <= 90) return c - 65;
  if (c >= 97 && c <= 122) return c - 97;
  return BASE;
}

/** RFC 3492 §6.2 decoding of one label's Punycode (without "xn--"); null when malformed. */
export function punycodeDecode(input: string): string | null {
  const out: number[] = [];
  const basicEnd = input.lastIndexOf("-");
  for (let j = 0; j < Math.max(basicEnd, 0); j++) {
    const c = input.charCodeAt(j);
    if (c >= 128) return null;
    out.push(c);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let pos = basicEnd > 0 ? basicEnd + 1 : 0; pos < input.length; ) {
    const oldi = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (pos >= input.length) return null;
      const digit = digitValue(input.charCodeAt(pos++));
      if (digit >= BASE) return null;
      i += digit * w;
      if (i > 0x10ffff * (out.length + 1)) return null; // overflow guard
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    bias = adapt(i - oldi, out.length + 1, oldi === 0);
    n += Math.floor(i / (out.length + 1));
    i %= out.length + 1;
    if (n > 0x10ffff) return null;
    out.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...out);
}

/** The U-label form of each "xn--" label (RFC 5891 §5); labels that do not decode stay as they are. */
export function domainToUnicode(name: string): string {
  const labels = name.split(".");
  for (let k = 0; k < labels.length; k++) {
    const label = labels[k]!;
    if (label.length > 4 && label.slice(0, 4).toLowerCase() === "xn--") {
      const u = punycodeDecode(label.slice(4));
      if (u !== null) labels[k] = u;
    }
  }
  return labels.join(".");
}
