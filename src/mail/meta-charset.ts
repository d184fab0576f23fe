/**
 * The charset an HTML part declares in its own markup, for a part whose Content-Type names
 * none: `<meta charset="…">` or `<meta http-equiv="Content-Type" content="text/html;
 * charset=…">` in its first 1,024 bytes (the HTML standard's prescan, §13.2.3.2, reads that
 * far; a mail reader follows it when MIME is silent). Only for bytes that are not UTF-8:
 * valid UTF-8 under a Latin-1 or windows-1252 label is more likely mislabelled than not.
 */

/** how far the prescan looks (HTML §13.2.3.2) */
const PRESCAN = 1024;

/** the label, lowercased, or undefined */
export function metaCharset(bytes: Uint8Array): string | undefined {
  const end = Math.min(bytes.length, PRESCAN);
  for (let i = 0; i + 5 < end; i++) {
    if (bytes[i] !== 0x3c || !lowerIs(bytes, i + 1, "meta")) continue;
    // the tag's attributes, to its ">"
    for (let k = i + 5; k < end && bytes[k] !== 0x3e; k++) {
      if (!lowerIs(bytes, k, "charset")) continue;
      let v = k + 7;
      while (v < end && (bytes[v] === 0x20 || bytes[v] === 0x09)) v++;
      if (bytes[v] !== 0x3d) continue;
      v++;
      while (v < end && (bytes[v] === 0x20 || bytes[v] === 0x09)) v++;
      if (bytes[v] === 0x22 || bytes[v] === 0x27) v++;
      let label = "";
      for (; v < end && label.length < 40 && labelByte(bytes[v]!); v++) {
        label += String.fromCharCode(
          bytes[v]! | (bytes[v]! >= 0x41 && bytes[v]! <= 0x5a ? 0x20 : 0),
        );
      }
      if (label !== "") return label;
    }
  }
  return undefined;
}

/** bytes[at…] is `word` (lowercase ASCII), any case */
function lowerIs(bytes: Uint8Array, at: number, word: string): boolean {
  for (let j = 0; j < word.length; j++) {
    const b = bytes[at + j];
    if (b === undefined || (b | 0x20) !== word.charCodeAt(j)) return false;
  }
  return true;
}

/** a charset label's characters (RFC 2978 §2.3 mime-charset-chars, roughly) */
function labelByte(b: number): boolean {
  return (
    (b >= 0x30 && b <= 0x39) ||
    ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a) ||
    b === 0x2d ||
    b === 0x5f ||
    b === 0x2e ||
    b === 0x3a
  );
}
