/**
 * linkify-it's view of a fuzzy segment (fuzzy.ts): the segment's text, the same length, with
 * what linkify-it would misread around a link or an address made blanks or stand-ins — CJK
 * text glued to a name, brackets, quotes, markup and escapes before an address, a port
 * before a path — so that match offsets in the view are the text's.
 */

import { isBidiFormatting } from "../core/chars.js";
import {
  isAsciiAlnum,
  isAsciiDigit,
  isAsciiLetter,
  isHangul,
  isSpace,
  noSpaceScript,
  rtlLetter,
} from "./chars.js";
import { COMMON_TLDS } from "./delimiters/bare-line-breaks.js";
import { addressLiteralEnd } from "./fuzzy-address.js";
import { escapedSeparatorEnd, latexCommandEnd } from "./fuzzy-escapes.js";
import {
  bbcodeTagBefore,
  closingRun,
  columnBar,
  noCloserBefore,
  noStarCloserBefore,
  noTildeCloserBefore,
  podEscapeAt,
  RUN_FOLLOWERS,
} from "./fuzzy-markup.js";
import { webNetworkPath } from "./fuzzy-network-path.js";
import {
  ADDRESS_BRACKETS,
  ADDRESS_OPENERS,
  charBefore,
  DOT_OPENERS,
  domainOfAddress,
  dottedNameBefore,
  dottedWordBefore,
  endsPortAt,
  groupBefore,
  LETTER,
  labelBefore,
  opensWord,
  routeBefore,
  WORD_OPENERS,
  wwwAt,
  wwwHostBefore,
} from "./fuzzy-word-edges.js";

/**
 * linkify-it's view of a segment, the same length as the text (an astral character becomes
 * two spaces), so match offsets stay those of the text:
 * - a CJK, kana, Hangul or Thai character glued right after a dotted ASCII label
 *   (`www.example.org版权所有`) or right before an ASCII letter or digit
 *   (`联系support@example.cn`) becomes a space. Those scripts put no space between words, and
 *   linkify-it reads `org版权所有` as one unknown TLD, `联系support` as no local part, and
 *   finds nothing. A path's text is untouched (`/wiki/東京`, `/wiki/第2次`): after a `/`,
 *   `?` or `#`, up to a space or CJK punctuation;
 * - `<` and `>` become spaces: they are never in a link (RFC 3986 App. C: they delimit one),
 *   and linkify-it misses an address before `.<` (`…david@loudthinking.com.</p>`);
 * - the `:` of a port followed by a path becomes `/` (below).
 */
export function linkifyView(text: string, before = " ", startsLine = false): string {
  let out = "";
  let from = 0;
  // past a "/", "?" or "#" since the last space: in a path, where IRI text stays
  // ("ja.wikipedia.org/wiki/第2次世界大戦", "…/検索?q=東京abc")
  let inPath = false;
  // … and that path or query follows a dotted name that starts the word: "@" there is the
  // link's ("www.example.com/foo@bar.com"), not a local part's ("#!$%&'*+-/=?^…@example.org")
  let hostPath = false;
  aheadEnd = -1;
  noCloserBefore.fill(-1);
  noTildeCloserBefore.fill(-1);
  noStarCloserBefore.fill(-1);
  // the closing run of a Markdown "_" emphasis or "~" strikethrough opened before a link
  // (below)
  let closeAt = -1;
  let closeLen = 0;
  // the end of the last run of non-ASCII letters looked at as a local part (below)
  let letterRunEnd = -1;
  // … and of the last run of an Indic script looked at before ASCII (below)
  let indicRunEnd = -1;
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    // an ASCII letter or digit, most of the text: no rule below starts at one (a closing run
    // is of "_", "~" or "*") but POD's "E<"
    if (isAsciiAlnum(u) && (u !== 0x45 || text.charCodeAt(i + 1) !== 0x3c)) continue;
    // a space or a line break ends a path (below), and starts no rule
    if (u === 0x20 || u === 0x0a || u === 0x09 || u === 0x0d) {
      inPath = false;
      hostPath = false;
      continue;
    }
    if (u === 0x1b && text.charCodeAt(i + 1) === 0x5b) {
      // an ANSI control sequence (ECMA-48 §5.4: ESC "[", parameters 0x30–0x3F,
      // intermediates 0x20–0x2F, a final byte 0x40–0x7E), `grep --color`'s "ESC[01;31mESC[K"
      // before a name: blanks, as the bare rules drop it (ansi.ts) — linkify-it read
      // "ESC[Kregistry.npmjs.org" as the link "Kregistry.npmjs.org"
      let k = i + 2;
      while (k < text.length && text.charCodeAt(k) >= 0x30 && text.charCodeAt(k) <= 0x3f) k++;
      while (k < text.length && text.charCodeAt(k) >= 0x20 && text.charCodeAt(k) <= 0x2f) k++;
      if (k < text.length && text.charCodeAt(k) >= 0x40 && text.charCodeAt(k) <= 0x7e) {
        out += `${text.slice(from, i)}${" ".repeat(k + 1 - i)}`;
        from = k + 1;
        i = k;
        inPath = false;
        hostPath = false;
        continue;
      }
    }
    if (u >= 0x61c && isBidiFormatting(u)) {
      // a bidi control (RFC 3987 §4.1: no IRI holds one) around a link or an address is the
      // text's, a blank to linkify-it: Gmail writes a right-to-left attribution line as
      // "<\u202afoo@example.com\u202c\u200f>", where linkify-it finds no address at all
      out += `${text.slice(from, i)} `;
      from = i + 1;
      inPath = false;
      hostPath = false;
      continue;
    }
    if (
      u === 0xad &&
      !inPath &&
      (isAsciiLetter(text.charCodeAt(i - 1)) ||
        (text.charCodeAt(i - 1) >= 0x80 && LETTER.test(text[i - 1] ?? ""))) &&
      isAsciiAlnum(text.charCodeAt(i + 1)) &&
      !wwwAt(text, i + 1)
    ) {
      // a soft hyphen inside a word ("exam&shy;ple.com" rendered as text): invisible, and in a
      // host mapped to nothing (UTS #46), as the bare rules read it (bare-host.ts
      // gluedEndsHost). linkify-it starts a link after it ("www.exam\u00adple.com" gave
      // http://ple.com, another name): a letter to it; the record keeps the text's. (Not
      // before "www.": a link starts there. In an address's local part the soft hyphen
      // stays, percent-encoded in `normalized`: only a host maps it away)
      out += `${text.slice(from, i)}x`;
      from = i + 1;
      continue;
    }
    if (
      (u === 0xae || u === 0xa9 || u === 0x2122 || u === 0x02bc) &&
      !inPath &&
      dottedLabelEndsAt(text, i)
    ) {
      // a trademark or copyright sign glued to a name ("Last.fm®", "FANART.TV®"): the text's
      // (as the bare rules end a host at a symbol), not a letter of an unknown TLD; and
      // U+02BC before a Turkish suffix ("libravatar.orgʼda")
      out += `${text.slice(from, i)} `;
      from = i + 1;
      continue;
    }
    if (u === 0x2d && !inPath && tldHyphenAt(text, i)) {
      // a case ending joined with a hyphen to a dotted name that ends in a top-level domain
      // ("Audio.com-ra", "lists.debian.org-Nominierung", "Last.fm-ге", "probe.filezilla-
      // project.org-ին" in translations): no TLD holds a hyphen (an IDN's "xn--" aside), and
      // linkify-it read "com-ra" as one unknown TLD and found nothing
      out += `${text.slice(from, i)} `;
      from = i + 1;
      continue;
    }
    let units = 1;
    if (i === closeAt) {
      out += `${text.slice(from, i)}${" ".repeat(closeLen)}`;
      from = i + closeLen;
      i += closeLen - 1;
      closeAt = -1;
      continue;
    }
    if (
      (u === 0x5b || (u >= 0xab && ADDRESS_OPENERS.includes(text[i]!))) &&
      !inPath &&
      opensWord(charBefore(text, i, before)) &&
      (isAsciiAlnum(text.charCodeAt(i + 1)) ||
        (text.charCodeAt(i + 1) === 0x2d && isAsciiAlnum(text.charCodeAt(i + 2))) ||
        (text.charCodeAt(i + 1) >= 0x80 && LETTER.test(text[i + 1] ?? ""))) &&
      addressAhead(text, i + 1)
    ) {
      // "[foo@example.com]", "“foo@example.com”", "«foo@example.com»", "»a@b.co«": an opening
      // bracket or quote before an address is the text's. linkify-it takes an address only
      // after a space, "(", "<", ">" or '"', and found none here (a link it finds:
      // "[www.a.com]"). Also inside another opener ('"[a@b.co]"', "“«a@b.co»”"), and before
      // a local part's "-" ("[-dashy@example.net]": fuzzy-word-edges.ts dashOpensAddress)
      out += `${text.slice(from, i)} `;
      from = i + 1;
      continue;
    }
    if (u === 0x45 && text.charCodeAt(i + 1) === 0x3c && podEscapeAt(text, i)) {
      // POD's E<lt> and E<gt> ("E<lt>exodist@cpan.orgE<gt>"): markup, read as blanks
      out += `${text.slice(from, i)}     `;
      from = i + 5;
      i += 4;
      continue;
    }
    if (u === 0x5c && !inPath && troffEscapeInAddress(text, i, before)) {
      // troff's zero-width escapes in a man page's address (docutils' ".MT
      // \\%jdoe@\\:example\\:.com"; groff(7): "\\%" before a word and "\\:" a break point
      // print nothing, as the bare rules read them in a URI): "\\%" a blank, "\\:" inside the
      // domain two letters to linkify-it; the record's uri drops them (fuzzy.ts troffRead)
      out += `${text.slice(from, i)}${text.charCodeAt(i + 1) === 0x25 ? "  " : "xx"}`;
      from = i + 2;
      i += 1;
      continue;
    }
    if (u === 0x5c && !inPath && isAsciiLetter(text.charCodeAt(i + 1))) {
      // a LaTeX command whose argument is an address or a "www." name, opening the word
      // ("\\texttt{jane@example.com}", "\\email{…}" of moderncv): markup, blanks to linkify-it,
      // which read "exttt{jane@…" (a "\\t" escape before it) or "\\email" (troff's "\\e") and
      // gave mailto:exttt%7Bjane@… or nothing (fuzzy-escapes.ts latexCommandEnd)
      const e = latexCommandEnd(text, i);
      if (e > i && (addressAhead(text, e) || wwwAt(text, e))) {
        // (LaTeX's "~" before it is a space that does not break: "Mail:~\\texttt{…}")
        const tie = from < i && text.charCodeAt(i - 1) === 0x7e ? 1 : 0;
        out += `${text.slice(from, i - tie)}${" ".repeat(e - i + tie)}`;
        from = e;
        i = e - 1;
        continue;
      }
    }
    if (u === 0x5c && !inPath && text.charCodeAt(i + 1) === 0x66) {
      // troff's font escape that opens a word before an address or a name (a man page's
      // source: "\\fBjane@example.com\\fR", "\\fIwww.example.org\\fP"; groff(7): "\\fB",
      // "\\f(CW", "\\f[CB]" switch the font and print nothing): blanks to linkify-it, which
      // read "fBwww.example.org" as the link and found no address after it
      const e = troffFontEnd(text, i, before);
      if (e > i) {
        out += `${text.slice(from, i)}${" ".repeat(e - i)}`;
        from = e;
        i = e - 1;
        continue;
      }
    }
    if (u === 0x5c && !inPath && troffHyphenInAddress(text, i)) {
      // troff's "\\-" (a minus sign, groff(7)) inside an address ("bug\\-groff@gnu.org" in
      // groff's own man pages): a hyphen to linkify-it, and to the record's uri (fuzzy.ts
      // troffRead); the raw is the text as written
      out += `${text.slice(from, i)}x`;
      from = i + 1;
      continue;
    }
    if (u === 0x5c && !inPath && text.charCodeAt(i + 1) !== 0x5c) {
      // a string's escape of a character between words, before a name or an address: a
      // blank to linkify-it, as the character would be ("see\\nwww.example.com")
      const e = escapedSeparatorEnd(text, i);
      if (e > i) {
        out += `${text.slice(from, i)}${" ".repeat(e - i)}`;
        from = e;
        i = e - 1;
        continue;
      }
    }
    if (
      (u === 0x5d || u === 0x3d) &&
      !inPath &&
      bbcodeTagBefore(text, i, before) &&
      isAsciiAlnum(text.charCodeAt(i + 1)) &&
      addressAhead(text, i + 1)
    ) {
      // "[email]kim@example.com[/email]": the "]" of a BBCode tag before an address is the
      // markup's, as a space would be (linkify-it takes no address after a "]"); so is the
      // "=" of "[email=kim@example.com]Kim[/email]"
      out += `${text.slice(from, i)} `;
      from = i + 1;
      continue;
    }
    if (
      u === 0x5b &&
      text.charCodeAt(i + 1) === 0x5e &&
      !inPath &&
      opensWord(charBefore(text, i, before)) &&
      isAsciiAlnum(text.charCodeAt(i + 2)) &&
      addressAhead(text, i + 2)
    ) {
      // "[^a@b.c]: …", a Markdown footnote's label (comrak's fuzz tests): "[^" is the text's
      out += `${text.slice(from, i)}  `;
      from = i + 2;
      i += 1;
      continue;
    }
    if (
      (u === 0x5f || u === 0x7e || u === 0x2a) &&
      !inPath &&
      closeAt < 0 &&
      WORD_OPENERS.includes(charBefore(text, i, before))
    ) {
      // "_www.example.com_", "__test@test.com__": Markdown emphasis around a link or an
      // address, and GFM's strikethrough ("~~www.google.com~~", cmark-gfm). linkify-it takes
      // no "_" or "~" next to a host, and a local part may start with one
      // ("_foo@example.com", "__init__@example.com"), so the run is markup only when the
      // same run closes the word: then both are spaces to linkify-it. The same for "*"
      // ("*www.google.com/foobar*", showdown and redcarpet): linkify-it reads a path's "*"
      // as the path's (a sub-delim, RFC 3986 §2.2), the closer too. (Not while one is open:
      // each closer is looked for over text no other look covers — linear)
      let r = i;
      while (r < text.length && text.charCodeAt(r) === u) r++;
      const q = closingRun(text, r, r - i, u);
      if (q > r) {
        out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
        from = r;
        closeAt = q;
        closeLen = r - i;
        i = r - 1;
        continue;
      }
      i = r - 1;
      continue;
    }
    if ((u === 0x5f || u === 0x7e) && !inPath && i > 0 && isAsciiAlnum(text.charCodeAt(i - 1))) {
      // a run that ends a word after a name closes an emphasis (or strikethrough) opened
      // earlier ("_see www.example.com_"): no host name ends with "_" or "~". Not after an
      // address's domain: GFM's "a.b-c_d@a.b_" is no address at all
      let r = i;
      while (r < text.length && text.charCodeAt(r) === u) r++;
      if ((r === text.length || RUN_FOLLOWERS.includes(text[r]!)) && !domainOfAddress(text, i)) {
        out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
        from = r;
      }
      i = r - 1;
      continue;
    }
    if (u >= 0x80 && !inPath && opensWord(charBefore(text, i, before))) {
      // "📧gajus@gajus.com", "✉️ jane@…", "•jane@…", "©jane@…" glued: a symbol, an emoji (and
      // its variation selector or joiner), a dash or a bullet that opens the word before an
      // address is the text's, as before a host ("📧www.…", fuzzy-match-span.ts): no
      // mailbox is named with one, and linkify-it took no address glued to it
      const r = symbolRunEnd(text, i);
      if (r > i && isAsciiAlnum(text.charCodeAt(r)) && addressAhead(text, r)) {
        out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
        from = r;
        i = r - 1;
        continue;
      }
    }
    if (u >= 0x0900 && u <= 0x0dff && !inPath && i >= indicRunEnd) {
      // a word of an Indic script glued before an ASCII local part or a "www." name
      // ("कृपया संपर्क करेंjane@example.com", "देखेंwww.example.com": a space lost between the
      // Hindi sentence and the address): the sentence's. Those scripts are written with
      // spaces, and a mailbox or host name that mixes them with Latin letters in one word is
      // none a reader would write (an internationalized mailbox is all in its script, RFC
      // 6531 §3.3: "संपर्क@डाटामेल.भारत")
      let r = i + 1;
      while (r < text.length && r - i < 64) {
        const c = text.charCodeAt(r);
        if (!((c >= 0x0900 && c <= 0x0dff) || c === 0x200c || c === 0x200d)) break;
        r++;
      }
      // (each run looked at once)
      indicRunEnd = r;
      if (isAsciiAlnum(text.charCodeAt(r)) && (wwwAt(text, r) || addressAhead(text, r))) {
        out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
        from = r;
        i = r - 1;
        continue;
      }
    }
    if (u < 0x0e00) {
      if (u === 0x40 && !inPath && text.charCodeAt(i + 1) === 0x5b) {
        // an address literal for a domain, "jdoe@[192.168.0.1]" (fuzzy-address.ts
        // addressLiteralEnd): a name of its length to linkify-it, which takes none; the
        // record is the text as written, its brackets percent-encoded in the mailto URI
        const e = addressLiteralEnd(text, i + 1);
        if (e > 0) {
          out += `${text.slice(from, i + 1)}${"a".repeat(e - i - 5)}.com`;
          from = e;
          i = e - 1;
          continue;
        }
      }
      if (u >= 0x05d0 && !inPath && rtlLetter(u) && opensWord(charBefore(text, i, before))) {
        // a preposition or conjunction of Arabic or Hebrew, one or two letters glued before
        // an ASCII name or address, perhaps with a hyphen, a maqaf or a tatweel
        // ("لgnucash-devel@gnucash.org", "ו-acc@b.example", "ל־gnucash-devel@…",
        // "بـopenstreetmap.org", "وdebian.org،"): the sentence's, a blank to linkify-it
        let r = i + 1;
        if (rtlLetter(text.charCodeAt(r))) r++;
        const sep = text.charCodeAt(r);
        const k = sep === 0x2d || sep === 0x05be || sep === 0x0640 ? r + 1 : r;
        if (isAsciiAlnum(text.charCodeAt(k))) {
          out += `${text.slice(from, i)}${" ".repeat(k - i)}`;
          from = k;
          i = k - 1;
          continue;
        }
      }
      if (u >= 0x0531 && !inPath && gluedEnding(u) && dottedLabelEndsAt(text, i)) {
        // (a case ending glued to a dotted name: below, with Tibetan's)
        out += `${text.slice(from, i)} `;
        from = i + 1;
        continue;
      }
      if (
        u === 0x2f &&
        !inPath &&
        text.charCodeAt(i + 1) === 0x2f &&
        isAsciiAlnum(text.charCodeAt(i + 2)) &&
        webNetworkPath(text, i, before)
      ) {
        // "src='//www.example.com/x.js'": a network-path reference (RFC 3986 §4.2) to a web
        // page's host, which linkify-it takes none of glued to a "/" (its own "//" rule is
        // off: urisift reads schemes itself)
        out += `${text.slice(from, i)}  `;
        from = i + 2;
        i += 1;
        continue;
      }
      if (u <= 0x20) {
        inPath = false;
        hostPath = false;
      } else if (u === 0x2f || u === 0x3f || u === 0x23) {
        if (!inPath) hostPath = (u === 0x2f || u === 0x3f) && dottedWordBefore(text, i);
        inPath = true;
      }
      if (u === 0x03) {
        // an IRC colour code (^C, a foreground and a background of up to two digits each:
        // "\x0312,04www.example.com" in a chat log): its digits are not the host's
        let r = i + 1;
        const digits = (): void => {
          const d = r;
          while (r < text.length && r - d < 2 && isAsciiDigit(text.charCodeAt(r))) r++;
        };
        digits();
        if (r > i + 1 && text.charCodeAt(r) === 0x2c && isAsciiDigit(text.charCodeAt(r + 1))) {
          r++;
          digits();
        }
        if (r > i + 1) {
          out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
          from = r;
          i = r - 1;
          continue;
        }
      }
      if (u === 0x40 && hostPath) {
        // an "@" in a path or query ("www.example.com/foo@bar.com", "…?email=a@b.com") is
        // the link's (RFC 3986 §3.3 pchar): linkify-it read the word as one address, which
        // the "/" before the "@" rules out (emailSpan), and the link was lost with it
        out += `${text.slice(from, i)}a`;
        from = i + 1;
        continue;
      }
      if (
        u === 0x3a &&
        !inPath &&
        isAsciiAlnum(text.charCodeAt(i + 1)) &&
        (labelBefore(text, i) ||
          routeBefore(text, i, before) ||
          groupBefore(text, i, before) ||
          (text.charCodeAt(i - 1) === 0x29 && commentOpensWord(text, i - 1, before))) &&
        addressAhead(text, i + 1)
      ) {
        // (and a comment's ")" before the ":", a comment that opens its word: the last hop
        // of Mailutils' route with comments, "…, mail2.uniserve.com (hoo!):sroberts@…",
        // RFC 5322 §4.4 obs-route with CFWS; "Contact (work):jane@example.com")
        // (and a source route's ":", "<@node.test:mary@example.net>": fuzzy-word-edges.ts
        // routeBefore; a group's, "Disclosed:andris@tr.ee, andris@example.com;": groupBefore)
        // "email:foo@example.com", "Mail:…": a label glued to the address (SpamAssassin's
        // tests), not a userinfo's "user:" (user:pass@host stays none)
        out += `${text.slice(from, i)} `;
        from = i + 1;
        continue;
      }
      if (u >= 0x80 && !inPath && LETTER.test(text[i]!) && addressAhead(text, i)) {
        // a letter of an internationalized local part (RFC 6531 §3.3, RFC 6532 §3.2:
        // "mañana@mañana.com", "Кириллица@Кириллица.com"): linkify-it's local part is ASCII
        // only, so it sees an ASCII letter there; the record is the text as written
        out += `${text.slice(from, i)}a`;
        from = i + 1;
        continue;
      }
      if (
        (u === 0x2e || u === 0x3a) &&
        !inPath &&
        (u === 0x2e ? DOT_OPENERS : WORD_OPENERS).includes(charBefore(text, i, before)) &&
        isAsciiAlnum(text.charCodeAt(i + 1)) &&
        addressAhead(text, i + 1)
      ) {
        // a "." or ":" that opens a word before an address is the text's (no dot-atom
        // starts with "."; ".foo@bar.baz", ":a@example.com:"): linkify-it finds nothing
        out += `${text.slice(from, i)} `;
        from = i + 1;
        continue;
      }
      if (
        (u === 0x3d || u === 0x5e || u === 0x2b) &&
        !inPath &&
        i > 0 &&
        isAsciiAlnum(text.charCodeAt(i - 1))
      ) {
        // "==www.google.com==", "^^fake.mail@gmail.com^^", "a@b.example.com= b": a run of
        // "=", "^" or "+" glued to the end of a dotted name is the text's (highlight and
        // caret markup, pymdownx and markdown-it-mark), as after a scheme'd URI's host: no
        // host name or domain has one (RFC 1123 §2.1, RFC 5321 §4.1.2). linkify-it finds
        // nothing glued to one
        let r = i;
        while (r < text.length && text.charCodeAt(r) === u) r++;
        // (not "=" at a line's end: a quoted-printable soft line break, "…@lists.ettu=" LF
        // "s.com" in a raw mail archive, where the name goes on)
        const softBreak = u === 0x3d && r === i + 1 && (text[r] === "\n" || text[r] === "\r");
        if (
          !softBreak &&
          (r === text.length || RUN_FOLLOWERS.includes(text[r]!)) &&
          dottedNameBefore(text, i)
        ) {
          out += `${text.slice(from, i)}${" ".repeat(r - i)}`;
          from = r;
        }
        i = r - 1;
        continue;
      }
      if (u === 0x2d && !inPath && i > 0 && isAsciiAlnum(text.charCodeAt(i - 1))) {
        // a "-" after a host name and before no letter, digit, "-" or "." is the text's dash,
        // as after a scheme'd URI's host ("see www.example.com- now"). Not after an
        // address's domain: GFM's "a.b-c_d@a.b-" is no address at all
        // (only before a space or the end: "foo-@example.com", "a-_b@…" are local parts,
        // "configure.info-[1-3]" a file name)
        const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0x20;
        if (isSpace(next) && !domainOfAddress(text, i)) {
          out += `${text.slice(from, i)} `;
          from = i + 1;
        }
        continue;
      }
      if (
        u === 0x29 &&
        isAsciiAlnum(text.charCodeAt(i + 1)) &&
        addressAhead(text, i + 1) &&
        commentOpensWord(text, i, before)
      ) {
        // '"Steve Jobs"<(comment)steve@apple.com>' (flanker's tests): a comment that opens
        // the word before a local part (RFC 5322 §3.2.2 CFWS before a dot-atom; in text a
        // parenthesis) is no part of it, and linkify-it took no address after its ")"
        out += `${text.slice(from, i)} `;
        from = i + 1;
        continue;
      }
      if (u === 0x2c || u === 0x3b) {
        // "a@xy.com;b@xy.com,c@xy.com", ",a@example.com,", "&lt;foo@example.com&gt;": a comma
        // or semicolon before a name separates it (none is in an RFC 5322 dot-atom nor in a
        // host name), but linkify-it wants a space or an opening bracket before an address
        // and finds only the first. In a path or query they stay
        if (inPath || !isAsciiAlnum(text.charCodeAt(i + 1))) continue;
        out += `${text.slice(from, i)} `;
        from = i + 1;
        continue;
      }
      if (u === 0x3a) {
        if (inPath) continue;
        if (wwwAt(text, i + 1)) {
          // "Homepage:www.example.com", ":www.example.com": linkify-it takes no link right
          // after a ":" (it guards "scheme:" there), but a "www." name after one is a link
          // (md4c's permissive autolinks), as an address after one is
          out += `${text.slice(from, i)} `;
          from = i + 1;
          continue;
        }
        // "www.example.com:8080/path": linkify-it 6 takes no port in a fuzzy link; seen as
        // "/8080/path" it reads the link whole, and the record is the text as written. Only
        // before "/": "script.sh:10" in a log is a file and a line, not a host and a port
        let d = i + 1;
        // (a port of up to 5 digits: "foo.com:10000/x", Lucene's URL tests)
        while (d < text.length && d - i <= 6 && isAsciiDigit(text.charCodeAt(d))) d++;
        // an empty port before the path after a "www." name ("www.example.com:/a", as
        // "http://www.example.com:/a" is one URI, RFC 3986 §3.2.3); other names before ":/"
        // are scp's host:path ("server.example.com:/var/www/"), as user@host:path is
        if (
          d === i + 1 &&
          text.charCodeAt(d) === 0x2f &&
          i > 0 &&
          isAsciiAlnum(text.charCodeAt(i - 1)) &&
          wwwHostBefore(text, i)
        ) {
          out += `${text.slice(from, i)}/`;
          from = i + 1;
          continue;
        }
        if (d === i + 1 || d - i > 6) continue;
        if (i === 0 || !isAsciiAlnum(text.charCodeAt(i - 1))) continue;
        // … or, after a "www." name, before a query, a fragment, a space or punctuation
        // ("www.yahoo.com:8000 today", Autolinker): such a name is a host
        if (text.charCodeAt(d) !== 0x2f && !(endsPortAt(text, d) && wwwHostBefore(text, i))) {
          continue;
        }
        out += `${text.slice(from, i)}/`;
        from = i + 1;
        continue;
      }
      if (u === 0x7c) {
        // "|www.foo.com|555-9999|", "bob@foo.com|": a table's column bar (camel's url-scan
        // test, Markdown and wiki tables). linkify-it reads "|" as a letter (Unicode Sm, not
        // punctuation) and finds nothing glued to one; it is in no host name. But RFC 5322
        // atext allows it in a local part ("<jernej|s-wget@eternallybored.org>" in wget's
        // changelog), so it is a column bar only in a table's line: one that holds another
        // "|", or next to a space or the text's end. In a path it stays: the link ends there
        // (raw "|" is in no URI, RFC 3986 §2)
        if (inPath || !columnBar(text, i)) continue;
      } else if (u !== 0x3c && u !== 0x3e) continue;
      inPath = false;
    } else {
      if ((u === 0xff0e || u === 0xff0d) && brokenLabelAt(text, i)) {
        // "my@．leadingfwdot.com", "my@baddashfw.b－.com" (email-validator's tests): UTS #46
        // maps a fullwidth full stop and hyphen-minus to "." and "-" (RFC 3490 §3.1 reads
        // U+FF0E as a label separator), and so mapped the name here has an empty label or a
        // hyphen at a label's edge (RFC 1034 §3.5, RFC 5891 §4.2.3.1): no name and no
        // address, as in ASCII — where a blank made a link of the name's rest
        out += `${text.slice(from, i)}${u === 0xff0e ? "." : "-"}`;
        from = i + 1;
        continue;
      }
      if ((u === 0xff0e || u === 0xff0d) && fullwidthInDomain(text, i)) {
        // "foo@example．co．jp", "foo@ex－ample.com": a domain typed in fullwidth mode, its
        // "．" and "－" between letters or digits; UTS #46 maps them to "." and "-" (RFC 3490
        // §3.1 reads U+FF0E as a label separator), and so does the record's uri (fuzzy.ts
        // troffRead). linkify-it found nothing, or the name after a "－" ("ample.com")
        out += `${text.slice(from, i)}${u === 0xff0e ? "." : "-"}`;
        from = i + 1;
        continue;
      }
      // CJK and fullwidth punctuation (、。「」，：) ends a path like a space
      if ((u >= 0x3000 && u <= 0x303f) || (u >= 0xff00 && u <= 0xffef)) inPath = false;
      if (inPath) continue;
      const cp = text.codePointAt(i)!;
      if (
        i >= letterRunEnd &&
        (!noSpaceScript(cp) || isHangul(cp)
          ? opensWord(charBefore(text, i, before))
          : ADDRESS_BRACKETS.includes(charBefore(text, i, before)) ||
            spacedWordAt(text, i) ||
            nameAloneOnLine(text, i, startsLine))
      ) {
        // a local part of letters of these scripts ("현금영수증@android.kr", RFC 6531 §3.3;
        // linkify-it's local part is ASCII only): a word of non-ASCII letters that reaches the
        // "@" — not one glued before ASCII ("联系support@example.cn": below), and not in a
        // script written without spaces, where the run is a whole clause
        // ("如有疑问请发邮件至客服@example.cn") unless a bracket or a quote opens it
        // ("<测@foo.测.baz>", "「客服@example.cn」"). Each run is looked at once
        let r = i;
        while (r < text.length) {
          const c = text.codePointAt(r)!;
          if (c < 0x80 || !LETTER.test(String.fromCodePoint(c))) break;
          r += c > 0xffff ? 2 : 1;
        }
        letterRunEnd = r;
        if (r > i && text.charCodeAt(r) === 0x40) {
          // (a bracket linkify-it takes no address after, "「", is a space to it)
          // (ASCII glued before the run is the local part's: "jeff葉@…")
          const open =
            i > from && !' (<"'.includes(text[i - 1]!) && !localPartUnit(text.charCodeAt(i - 1));
          out += `${text.slice(from, open ? i - 1 : i)}${open ? " " : ""}${"a".repeat(r - i)}`;
          from = r;
          i = r - 1;
          continue;
        }
      }
      if (!noSpaceScript(cp)) {
        // full-width punctuation before a name or an address ("提问：digikam-users@kde.org",
        // "（例如：joe@company.com）"): linkify-it takes none after it, as after a space it
        // would; and a case ending in a script that glues it right after a dotted ASCII name
        // ("jamendo.comஇல்", "irc.gnome.orgకు", "extensions.gnome.orgबाट", "Last.fmསྐོར་"),
        // which linkify-it read as one unknown TLD
        if (!(fullwidthPunctuation(u) || (gluedEnding(cp) && dottedLabelEndsAt(text, i)))) {
          continue;
        }
        if (cp > 0xffff) units = 2;
        out += `${text.slice(from, i)}${units === 2 ? "  " : " "}`;
        from = i + units;
        i += units - 1;
        continue;
      }
      if (cp > 0xffff) units = 2;
      // right before an ASCII letter or digit: the link or address starts there — unless the
      // run of these letters follows an "@": it opens the address's domain, an IDN ("me@中1.com";
      // RFC 6531 §3.3), which goes on in ASCII
      if (!isAsciiAlnum(text.charCodeAt(i + units)) || domainRunAt(text, i)) {
        // right after a dotted label: the link ends there
        let k = i - 1;
        while (k >= 0 && isAsciiAlnum(text.charCodeAt(k))) k--;
        // (or a fullwidth "．" read as one: "foo@example．co．jpまで")
        if (
          k === i - 1 ||
          k < 0 ||
          (text.charCodeAt(k) !== 0x2e &&
            !(text.charCodeAt(k) === 0xff0e && fullwidthInDomain(text, k)))
        ) {
          i += units - 1;
          continue;
        }
      }
    }
    out += `${text.slice(from, i)}${units === 2 ? "  " : " "}`;
    from = i + units;
    i += units - 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * text[i] is in a run of non-ASCII letters that an address's "@" opens: an ASCII letter,
 * digit or atext mark before the "@" (a mention in Chinese, "感谢@张三github.com", is no
 * address: its name stays a link). Looked back at most 64 code units (a DNS label's length)
 */
function domainRunAt(text: string, i: number): boolean {
  let k = i;
  while (k > 0 && i - k < 64) {
    const u = text.charCodeAt(k - 1);
    if (u === 0x40) {
      const p = k >= 2 ? text.charCodeAt(k - 2) : 0;
      return (
        isAsciiAlnum(p) || (p > 0x20 && p < 0x7f && "!#$%&'*+-/=?^_`{|}~".includes(text[k - 2]!))
      );
    }
    if (u < 0x80) return false;
    // (a low surrogate: the letter is the pair's)
    const w = u >= 0xdc00 && u <= 0xdfff && k >= 2 ? 2 : 1;
    if (!LETTER.test(text.slice(k - w, k))) return false;
    k -= w;
  }
  return false;
}

/** text[k] as a name's ASCII character: U+FF0E ".", U+FF0D "-" (UTS #46 maps them so) */
function asciiNameUnit(text: string, k: number): number {
  const u = text.charCodeAt(k);
  return u === 0xff0e ? 0x2e : u === 0xff0d ? 0x2d : u;
}

/**
 * text[i], a fullwidth "．" or "－" between a name's characters (or after an address's
 * "@"), makes an empty label or a hyphen at a label's edge once mapped to ASCII ("@.",
 * "..", ".-", "-.", "@-"): there it is no sentence's full stop or dash
 */
function brokenLabelAt(text: string, i: number): boolean {
  if (i === 0) return false;
  const p = asciiNameUnit(text, i - 1);
  const n = asciiNameUnit(text, i + 1);
  if (!(isAsciiAlnum(p) || p === 0x2e || p === 0x2d || p === 0x40)) return false;
  if (!(isAsciiAlnum(n) || n === 0x2e || n === 0x2d)) return false;
  if (text.charCodeAt(i) === 0xff0e) {
    return p === 0x40 || p === 0x2e || p === 0x2d || n === 0x2e || n === 0x2d;
  }
  return p === 0x40 || p === 0x2e || n === 0x2e;
}

/**
 * text[i], a fullwidth "．" or "－" between ASCII letters or digits, is inside an address's
 * domain: back over the name's letters, digits, "-", "－" and "．" (at most 255 code units, a
 * domain's length) an "@" follows a local part's character. A "．" only in a name without an
 * ASCII "." before it ("a@example.com．Next": a sentence's full stop after the name), a "－"
 * only before another label ("a@example.com－x": a dash)
 */
function fullwidthInDomain(text: string, i: number): boolean {
  if (!isAsciiAlnum(text.charCodeAt(i - 1)) || !isAsciiAlnum(text.charCodeAt(i + 1))) return false;
  const dot = text.charCodeAt(i) === 0xff0e;
  let k = i;
  for (;;) {
    if (k === 0 || i - k > 255) return false;
    const u = text.charCodeAt(k - 1);
    if (u === 0x40) break;
    if (u === 0x2e && dot) return false;
    if (!(isAsciiAlnum(u) || u === 0x2d || u === 0x2e || u === 0xff0d || u === 0xff0e))
      return false;
    k--;
  }
  const p = k >= 2 ? text.charCodeAt(k - 2) : 0;
  if (!(isAsciiAlnum(p) || p === 0x2e || p === 0x5f || p === 0x2b || p === 0x2d)) return false;
  // (not when the local part goes on back past a fullwidth "．" or "－": linkify-it would take
  // its last piece, "foo．bar@example．com" gave bar@example.com, another mailbox; session 51
  // review)
  let l = k - 2;
  while (l > 0 && k - l < 64) {
    const u = text.charCodeAt(l - 1);
    if (!(isAsciiAlnum(u) || u === 0x2e || u === 0x5f || u === 0x2b || u === 0x2d)) break;
    l--;
  }
  if (l > 0 && (text.charCodeAt(l - 1) === 0xff0e || text.charCodeAt(l - 1) === 0xff0d)) {
    return false;
  }
  if (dot) return true;
  for (let j = i + 1; j < text.length && j - i < 64; j++) {
    const u = text.charCodeAt(j);
    if (u === 0x2e || u === 0xff0e) return isAsciiAlnum(text.charCodeAt(j + 1));
    if (!(isAsciiAlnum(u) || u === 0x2d || u === 0xff0d)) return false;
  }
  return false;
}

/**
 * The end of troff's font escape at text[i] ("\\fB", "\\f4", "\\f(CW", "\\f[CB]"; groff(7))
 * when it opens a word (after a blank, an opener or the start; its backslash not escaped) and
 * an ASCII letter or digit follows it; else i
 */
function troffFontEnd(text: string, i: number, before: string): number {
  if (!opensWord(charBefore(text, i, before))) return i;
  const c = text.charCodeAt(i + 2);
  let e = i;
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x31 && c <= 0x34)) e = i + 3;
  else if (c === 0x28 && isFontName(text, i + 3, i + 5)) e = i + 5;
  else if (c === 0x5b) {
    const close = text.indexOf("]", i + 3);
    if (close > i + 3 && close - i <= 12 && isFontName(text, i + 3, close)) e = close + 1;
  }
  return e > i && isAsciiAlnum(text.charCodeAt(e)) ? e : i;
}

/** text[from, to) is a font's name: ASCII letters and digits */
function isFontName(text: string, from: number, to: number): boolean {
  if (to > text.length) return false;
  for (let k = from; k < to; k++) if (!isAsciiAlnum(text.charCodeAt(k))) return false;
  return true;
}

/**
 * text[i] is the backslash of troff's "\\-" between ASCII letters or digits of an address:
 * a local part's (the "@" ahead over local-part characters and more "\\-", at most 128 code
 * units) or a domain's (an "@" back over the name, at most 255); not an escaped backslash
 */
function troffHyphenInAddress(text: string, i: number): boolean {
  if (text.charCodeAt(i + 1) !== 0x2d || !isAsciiAlnum(text.charCodeAt(i + 2))) return false;
  if (!isAsciiAlnum(text.charCodeAt(i - 1))) return false;
  for (let k = i + 2; k < text.length && k - i < 128; k++) {
    const u = text.charCodeAt(k);
    if (u === 0x40) return isAsciiAlnum(text.charCodeAt(k + 1));
    if (u === 0x5c && text.charCodeAt(k + 1) === 0x2d) k++;
    else if (!(isAsciiAlnum(u) || u === 0x2e || u === 0x5f || u === 0x2b || u === 0x2d)) break;
  }
  for (let k = i; k > 0 && i - k < 255; k--) {
    const u = text.charCodeAt(k - 1);
    if (u === 0x40) return k >= 2 && isAsciiAlnum(text.charCodeAt(k - 2));
    if (u === 0x2d && k >= 2 && text.charCodeAt(k - 2) === 0x5c) k--;
    else if (!(isAsciiAlnum(u) || u === 0x2d || u === 0x2e)) return false;
  }
  return false;
}

/**
 * a symbol (Unicode So, Sm, Sk: ✉ → ★ 📧 © ¬ ˜), a dash (Pd: — –) or a bullet (• ‣ ⁃ · ・,
 * Po) … (not a currency sign: "$", "€" stay as linkify-it reads them)
 */
const SYMBOL = /^[\p{So}\p{Sm}\p{Sk}\p{Pd}\u2022\u2023\u2043\u00b7\u30fb]$/u;

/**
 * The end of the run of symbols and emoji at text[i] (each perhaps with U+FE0F, its emoji
 * presentation, and joined by U+200D), at most 16 code units; i when none is there
 */
function symbolRunEnd(text: string, i: number): number {
  let k = i;
  while (k < text.length && k - i < 16) {
    const cp = text.codePointAt(k)!;
    if (cp === 0xfe0f || cp === 0x200d) {
      if (k === i) return i;
      k++;
      continue;
    }
    if (cp < 0x80 || !SYMBOL.test(String.fromCodePoint(cp))) break;
    k += cp > 0xffff ? 2 : 1;
  }
  return k;
}

/**
 * The run of letters at text[i] (in a script written without spaces: Han, kana, Thai) opens
 * its line (`startsLine`: text[0] does) and, with the "@" and a domain after it, is all the
 * line holds (blanks may end it), and it is a name's length, one to four letters — a Chinese
 * or Japanese personal name, a role's word (smtp-address-parser 1.1.0's `我買@屋企.香港`, the
 * `甲斐@黒川.日本` of RFC 6531 §3.3's kind; a line of an address list). A clause before an "@"
 * is longer and ends its sentence before the line does (`请发邮件至客服@例子.中国。`, seven
 * letters: none, as before; session 50's rule for a run that opens a line). Reads at most
 * 5 letters and 255 code units of the domain
 */
function nameAloneOnLine(text: string, i: number, startsLine: boolean): boolean {
  if (i === 0 ? !startsLine : text.charCodeAt(i - 1) !== 0x0a) return false;
  let k = i;
  let letters = 0;
  while (k < text.length && letters <= 4) {
    const cp = text.codePointAt(k)!;
    if (cp < 0x80 || !noSpaceScript(cp) || !LETTER.test(String.fromCodePoint(cp))) break;
    k += cp > 0xffff ? 2 : 1;
    letters++;
  }
  if (letters > 4 || text.charCodeAt(k) !== 0x40) return false;
  let e = k + 1;
  while (e < text.length && e - k <= 255) {
    const u = text.charCodeAt(e);
    if (u === 0x20 || u === 0x09 || u === 0x0a || u === 0x0d) break;
    if (!(u === 0x2e || u === 0x2d || isAsciiAlnum(u) || (u >= 0x80 && LETTER.test(text[e]!))))
      return false;
    e++;
  }
  if (e === k + 1 || text.charCodeAt(e - 1) === 0x2e) return false;
  while (e < text.length && (text.charCodeAt(e) === 0x20 || text.charCodeAt(e) === 0x09)) e++;
  return e === text.length || text.charCodeAt(e) === 0x0a || text.charCodeAt(e) === 0x0d;
}

/**
 * The run of letters at text[i] (in a script written without spaces: Han, kana, Thai),
 * perhaps after ASCII letters, digits and atext marks glued before it, opens a word that a
 * blank sets apart from a word of a script written with spaces ("mail 我買@example.tld now",
 * "mail jeff葉@臺網中心.tw now"; email-validator's tests, RFC 6531 §3.3): that blank shows the
 * run is a word, not a clause's end ("如有疑问 请发邮件至客服@…" stays none: the blank
 * follows Han; so does a run at a line's start). Looked back at most 64 code units
 */
function spacedWordAt(text: string, i: number): boolean {
  let k = i;
  while (k > 0 && i - k < 64) {
    const u = text.charCodeAt(k - 1);
    if (!localPartUnit(u)) break;
    k--;
  }
  if (k < 2 || (text.charCodeAt(k - 1) !== 0x20 && text.charCodeAt(k - 1) !== 0x09)) return false;
  const p = text.charCodeAt(k - 2);
  if (p <= 0x20) return false;
  // (a low surrogate: the character is the pair's, of an ideographic plane or not)
  const cp = p >= 0xdc00 && p <= 0xdfff && k >= 3 ? text.codePointAt(k - 3)! : p;
  if (noSpaceScript(cp) || (cp >= 0xff00 && cp <= 0xffef)) return false;
  // a Chinese or Japanese sentence sets a Latin word apart with blanks too: with Han or kana
  // before it on the line, the run goes on the sentence ("登录 GitHub 后发送到我的邮箱@…",
  // "请用 Email 联系客服@…": the session 50 review)
  for (let j = k - 2; j >= 0 && k - 2 - j < 128; j--) {
    const u = text.charCodeAt(j);
    if (u === 0x0a || u === 0x0d) break;
    if (noSpaceScript(u) && !isHangul(u)) return false;
  }
  return true;
}

/**
 * text[i] is the backslash of troff's "\\%" that opens a word before an address, or of its
 * "\\:" inside an address's domain (after the "@" or a name's character that follows one,
 * before a letter, digit, "." or "-"); an even run of backslashes escapes itself
 */
function troffEscapeInAddress(text: string, i: number, before: string): boolean {
  const c = text.charCodeAt(i + 1);
  if (c !== 0x25 && c !== 0x3a) return false;
  if (i > 0 && text.charCodeAt(i - 1) === 0x5c) return false;
  if (c === 0x25) {
    return (
      opensWord(charBefore(text, i, before)) &&
      isAsciiAlnum(text.charCodeAt(i + 2)) &&
      addressAhead(text, i + 2)
    );
  }
  const n = text.charCodeAt(i + 2);
  if (!(isAsciiAlnum(n) || n === 0x2e || n === 0x2d)) return false;
  // back over the domain's characters and earlier "\\:"s to its "@" (at most 255: a domain)
  let k = i;
  while (k > 0 && i - k < 255) {
    const u = text.charCodeAt(k - 1);
    if (isAsciiAlnum(u) || u === 0x2d || u === 0x2e) k--;
    else if (u === 0x3a && k >= 2 && text.charCodeAt(k - 2) === 0x5c) k -= 2;
    else return u === 0x40 && k >= 2 && isAsciiAlnum(text.charCodeAt(k - 2));
  }
  return false;
}

/**
 * text[i] is the ")" of a comment that opens a word: its "(" (no line break and no "@"
 * between, at most 128 code units back; comments nested inside, RFC 5322 §3.2.2 ccontent:
 * "(comment(comment))test@iana.org", isemail's tests.xml) after a blank, a line break, "<"
 * or the text's start ("<(comment)steve@…"; not "foo(bar)baz@…", a word's own parentheses)
 */
function commentOpensWord(text: string, i: number, before: string): boolean {
  let depth = 0;
  for (let k = i - 1; k >= 0 && i - k <= 128; k--) {
    const u = text.charCodeAt(k);
    if (u === 0x29) depth++;
    else if (u === 0x28 && depth > 0) depth--;
    else if (u === 0x28) return k < i - 1 && " \t\r\n<".includes(charBefore(text, k, before));
    // (an address inside is no comment: "(john@mozilla.org)john@mozilla.org" is one
    // address and a glued word, Mozilla's mozTXTToHTMLConv test for bug 1509493)
    else if (u === 0x0a || u === 0x0d || u === 0x40) return false;
  }
  return false;
}

/** an ASCII letter, digit, ".", "_", "+" or "-": of a local part glued to its letters */
function localPartUnit(u: number): boolean {
  return isAsciiAlnum(u) || u === 0x2e || u === 0x5f || u === 0x2b || u === 0x2d;
}

/** U+FF01–U+FF0F, U+FF1A–U+FF20, U+FF3B–U+FF40, U+FF5B–U+FF65: full-width punctuation */
function fullwidthPunctuation(u: number): boolean {
  return (
    (u >= 0xff01 && u <= 0xff0f) ||
    (u >= 0xff1a && u <= 0xff20) ||
    (u >= 0xff3b && u <= 0xff40) ||
    (u >= 0xff5b && u <= 0xff65)
  );
}

/** letters of the scripts that glue a case ending to a name: Indic, Tibetan, Armenian, Georgian */
function gluedEnding(cp: number): boolean {
  return (
    (cp >= 0x0531 && cp <= 0x0587) || // Armenian
    (cp >= 0x0900 && cp <= 0x0dff) || // Devanagari … Sinhala
    (cp >= 0x0f00 && cp <= 0x0fff) || // Tibetan
    (cp >= 0x10a0 && cp <= 0x10ff) // Georgian
  );
}

/** text[i] follows a dotted name's last label of ASCII letters: "….com", "….fm" */
function dottedLabelEndsAt(text: string, i: number): boolean {
  let k = i;
  while (k > 0 && isAsciiLetter(text.charCodeAt(k - 1))) k--;
  return (
    i - k >= 2 && k >= 2 && text.charCodeAt(k - 1) === 0x2e && isAsciiAlnum(text.charCodeAt(k - 2))
  );
}

/**
 * text[i] is a "-" that follows a dotted name whose last label is a top-level domain (a
 * common one, or two letters: a country's), and a case ending follows it to its end — a word
 * with a non-ASCII letter, or one of ASCII_CASE_ENDINGS; not another label
 * ("a.com-b.example"), nor an IDN's "xn--". The ending starts at `word`: right after the
 * "-", or at the next line's first word when the "-" ends its line (fuzzy-path-break.ts
 * hostGluedToBreak)
 */
export function tldHyphenAt(text: string, i: number, word = i + 1): boolean {
  if (!dottedLabelEndsAt(text, i)) return false;
  let k = i;
  while (isAsciiLetter(text.charCodeAt(k - 1))) k--;
  const label = text.slice(k, i).toLowerCase();
  if (label === "xn" || !(label.length === 2 || COMMON_TLDS.has(label))) return false;
  let j = word;
  let nonAscii = false;
  let lower = true;
  while (j < text.length) {
    const c = text.codePointAt(j)!;
    if (c >= 0x80 && LETTER.test(String.fromCodePoint(c))) {
      nonAscii = true;
      j += c > 0xffff ? 2 : 1;
    } else if (isAsciiLetter(c)) {
      if (c < 0x61) lower = false;
      j++;
    } else break;
  }
  const end = text.charCodeAt(j);
  // (a digit, another label, a hyphenated name going on, an address's "@", a path, a port:
  // a name's — "ow2.org-snapshot", "pkg.e2fsprogs.no-static" and "vnd.ms-word" are too: an
  // ASCII ending is one of a list, Hungarian's "-ra", "-hoz", Basque's "-ra", "-ko")
  if (
    j === word ||
    isAsciiDigit(end) ||
    end === 0x2d ||
    end === 0x40 ||
    end === 0x2f ||
    end === 0x3a
  ) {
    return false;
  }
  if (end === 0x2e && isAsciiAlnum(text.charCodeAt(j + 1))) return false;
  return nonAscii || (lower && ASCII_CASE_ENDINGS.has(text.slice(word, j)));
}

/**
 * Case endings in ASCII letters written after a hyphen (Hungarian, Basque, Finnish): any
 * other short word is an identifier's ("es.number.is-nan", "[dependencies.im-rc]",
 * "hook.io-irc", "GTimeVal.tv-sec": the review of session 38)
 */
const ASCII_CASE_ENDINGS = new Set(
  "ra re ba be ban ben hoz hez nak nek val vel on en ig n t ot et ko ren an ssa sta lla lta lle na ta ksi".split(
    " ",
  ),
);

/** addressAhead's last look: where it stopped, and whether an "@" was there */
let aheadEnd = -1;
let aheadHit = false;

/**
 * The run of local-part characters (ASCII letters and digits, `. _ % + -`, non-ASCII letters)
 * from text[i] reaches an "@". Remembered for the rest of the run: each character is looked
 * at once per view.
 */
function addressAhead(text: string, i: number): boolean {
  if (i < aheadEnd) return aheadHit;
  let k = i;
  for (; k < text.length; k++) {
    const u = text.charCodeAt(k);
    if (isAsciiAlnum(u) || u === 0x2e || u === 0x5f || u === 0x25 || u === 0x2b || u === 0x2d) {
      continue;
    }
    if (u >= 0x80 && LETTER.test(text[k]!)) continue;
    break;
  }
  aheadEnd = k;
  aheadHit = k < text.length && text.charCodeAt(k) === 0x40 && k > i;
  return aheadHit;
}
