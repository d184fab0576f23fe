/**
 * git's word diff (git-diff(1) --word-diff=plain, and wdiff): a removed run of words is
 * written "[-…-]", an added one "{+…+}", inside the line — around a URI, or around a piece
 * of a wrapped one ("{+See <https://…/src/+}" LF "{+guide/notes.html>+}").
 */

/**
 * git's word diff (--word-diff=plain) opened a removed ("[-", mark "-") or an added ("{+",
 * mark "+") run before buf[at] on its line (within 512 bytes), and did not close it there
 */
export function wordDiffOpenBefore(buf: Uint8Array, at: number, lo: number, mark: number): boolean {
  const open = mark === 0x2d ? 0x5b : 0x7b;
  const close = mark === 0x2d ? 0x5d : 0x7d;
  for (let k = at - 1; k > lo && at - k <= 512; k--) {
    const x = buf[k]!;
    if (x === 0x0a || x === 0x0d) return false;
    if (x === mark && buf[k - 1] === open) return true;
    if (x === close && buf[k - 1] === mark) return false;
  }
  return false;
}
