/**
 * An address glued to a mail program's option on a command line (fuzzy.ts): sendmail's
 * `-fjane@example.com` sets the envelope sender to jane@example.com — sendmail(8): "-fname
 * Sets the name of the from person"; "-rname An alternate and obsolete form of the -f flag"
 * (Sendmail 8.18, Postfix's sendmail(1), Exim's -f, msmtp's -f, mailx's -r); getopt takes
 * the rest of the word as the option's argument (POSIX.1-2017 XBD §12.1: "-ofile"). So
 * linkify-it's `fjane@example.com` is the option's letter glued to the address. PHP's
 * mail() writes it in quotes (`mail($to, $s, $m, null, '-fwebmaster@example.com')`).
 */

/** how far back on the line the command before the option is looked for */
const REACH = 256;

/**
 * The local part at text[from] opens with the letter of sendmail's `-f` or `-r` glued to
 * it: a "-" before it opens a word (after a blank, a quote or "="), the local part goes on
 * after the letter, and a command stands before the option on its line. Alone at a line's
 * start the "-" is a list's bullet and the letter the name's (`-fred@example.com`, as
 * session 52 read `-dashy@…`); other letters stay the name's (`mail -dashy@…`: `-d` is no
 * option that takes an address). Looks back at most REACH code units
 */
export function senderOptionAt(text: string, from: number): boolean {
  const c = text.charCodeAt(from);
  if ((c !== 0x66 && c !== 0x72) || from < 2 || text.charCodeAt(from - 1) !== 0x2d) return false;
  const next = text.charCodeAt(from + 1);
  if (next === 0x40 || next === 0x2e || Number.isNaN(next)) return false;
  let k = from - 2;
  const opener = text.charCodeAt(k);
  if (opener === 0x22 || opener === 0x27 || opener === 0x3d) k--;
  else if (opener !== 0x20 && opener !== 0x09) return false;
  // a word before it on the line: the command (or the rest of its arguments)
  for (; k >= 0 && from - k <= REACH; k--) {
    const u = text.charCodeAt(k);
    if (u === 0x0a || u === 0x0d) return false;
    if (u !== 0x20 && u !== 0x09) return true;
  }
  return false;
}
