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
 * The mail programs whose `-f`/`-r` take the sender glued (the manuals above; s-nail and
 * BSD mailx are mailx; PHP's mail() and php.ini's sendmail_path name one of them), as a word
 * of the line before the option. Without one, "-f…"/"-r…" after a word is a dash glued to
 * a name in prose ("Contacts: -frank@example.com -rose@example.com" gave frank@ and rose@
 * before session 53, rank@ and ose@ with any word accepted — session 53's review)
 */
const MAIL_COMMAND = /(?:^|[^\w.-])(?:sendmail|mailx?|s-nail|msmtp|exim4?|ssmtp)(?![\w-])/i;

/**
 * The local part at text[from] opens with the letter of sendmail's `-f` or `-r` glued to
 * it: a "-" before it opens a word (after a blank, a quote or "="), the local part goes on
 * after the letter, and a mail program (MAIL_COMMAND) stands before the option on its
 * line. Alone at a line's start the "-" is a list's bullet and the letter the name's
 * (`-fred@example.com`, as session 52 read `-dashy@…`), and after words of prose too; other letters stay the name's (`mail -dashy@…`: `-d` is no
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
  // a mail program before it on the line (its arguments between)
  let lineStart = k + 1;
  while (lineStart > 0 && from - lineStart < REACH) {
    const u = text.charCodeAt(lineStart - 1);
    if (u === 0x0a || u === 0x0d) break;
    lineStart--;
  }
  return lineStart <= k && MAIL_COMMAND.test(text.slice(lineStart, k + 1));
}
