/**
 * Blank lines before an mbox's first From_ line: an archive cut out of a bigger one, or
 * written by a tool that leaves blank lines first, is still an mbox (Python's
 * mailbox.mbox reads it so; RFC 4155 has the From_ line open it).
 */

/** blank-line bytes looked past before the first From_ line */
export const MAX_LEADING_BLANKS = 1024;

/**
 * where the first line that is not blank starts in `b` (CR and LF only), at most
 * MAX_LEADING_BLANKS bytes in
 */
export function blankLinesEnd(b: Uint8Array): number {
  let i = 0;
  while (i < b.length && i < MAX_LEADING_BLANKS && (b[i] === 10 || b[i] === 13)) i++;
  return i;
}
