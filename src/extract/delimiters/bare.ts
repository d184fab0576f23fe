/**
 * Bare URIs (no wrapper) and URIs right after `(` `[` `{` — DESIGN "Delimiting rules",
 * 2396bis App. E. One forward pass over URI characters (and non-ASCII, for IRIs, RFC 3987
 * §2.2), then the trailing punctuation is dropped and closers are kept only when they
 * balance an opener inside the URI (`…/URI_(disambiguation)`).
 */

import { csiEnd, MORE_BYTES } from "../ansi.js";
import { type Candidate, FOUND, MORE, NONE, PAREN_AHEAD, type ScanContext } from "../candidate.js";
import {
  C_ALNUM,
  C_ALPHA,
  C_PLAIN,
  C_SCHEME,
  C_TRAIL,
  C_URI,
  CLASS,
  decodeUtf8At,
  hostCodePoint,
  iriCodePoint,
  noSpaceScript,
  punctuationCodePoint,
  utf8,
} from "../chars.js";
import type { Delimiter } from "../types.js";

/**
 * s: scheme start, c: index of the scheme's `:`, rawStart: start of the raw span
 * (`URL:` prefix included). `urn` stops at non-ASCII: urnbis-rfc2141bis §2.5.3 lists
 * %x80-FF among the excluded characters that end an NSS in running text.
 */
export function scanBare(
  ctx: ScanContext,
  cand: Candidate,
  rawStart: number,
  s: number,
  c: number,
  delimiter: Delimiter,
  asciiOnly: boolean,
): number {
  const { buf, n, final, maxLength } = ctx;
  const limit = rawStart + maxLength;
  let i = c + 1;
  let opens = 0; // ( [ inside
  let closes = 0;
  let bOpens = 0;
  let bCloses = 0;
  let nonAscii = false;
  let apostrophe = false;
  if (drops.length !== 0) clearDrops();
  foldLineStart = -1;
  let hostCommaAt = UNKNOWN; // where a comma ends the host (http & co.); -1: none
  // next byte of the authority to look at for its end ("//" only); -1: past it or none
  // "//", or JSON's escaped "\/\/"
  const jsonSlashes =
    c + 4 < n &&
    buf[c + 1] === 0x5c &&
    buf[c + 2] === 0x2f &&
    buf[c + 3] === 0x5c &&
    buf[c + 4] === 0x2f;
  const hasAuthority = (c + 2 < n && buf[c + 1] === 0x2f && buf[c + 2] === 0x2f) || jsonSlashes;
  const authStart = jsonSlashes ? c + 5 : c + 3;
  let auth = hasAuthority ? authStart : -1;
  const stop = n < limit ? n : limit;
  // past a "?" or "#" (a query or fragment)? Looked for once, left to right, up to queryScan
  let queryScan = c + 1;
  let inQuery = false;
  let placeholder = false; // the URI is a template's text: no candidate
  let userinfoEnd = -1; // an "@" found ahead of a "(" in the authority: the userinfo's end
  for (;;) {
    // the run of plain URI characters, one table test per byte
    while (i < stop && CLASS[buf[i]!]! & C_PLAIN) i++;
    if (i >= limit) {
      // longer than maxLength: not considered; the rest of the run is skipped
      cand.overflow = true;
      cand.resume = i;
      return NONE;
    }
    if (i >= n) {
      if (!final) return MORE;
      break;
    }
    const b = buf[i]!;
    const k = CLASS[b]!;
    if (k & C_URI) {
      if (b === 0x2c) {
        // a comma in the host of a DNS-host scheme ends the URI:
        // "GOPROXY=https://proxy.golang.org,direct", "http://a.example,http://b.example".
        // RFC 3986 lets a reg-name hold sub-delims, but an http(s), ws(s) or ftp host is a
        // DNS name or an IP address (RFC 1123 §2.1), where a comma is list punctuation. (Not
        // for every scheme: "mongodb://h1:27017,h2:27017/db" lists its hosts so.) Decided
        // here, at the comma, so that the next URI after it is read once (linear)
        if (auth >= 0) {
          auth = authorityEnd(buf, auth, i);
          if (auth < i) auth = -1;
          else {
            if (hostCommaAt === UNKNOWN && isDnsHostScheme(buf, s, c)) {
              // the first comma of the host: after the authority's last "@" ("http://u,x@h"
              // has it in the userinfo), not in an IP literal. Looked for once per URI
              const r = hostComma(buf, authStart, stop, final || n >= limit);
              if (r === MORE_INPUT) return MORE;
              hostCommaAt = r;
            }
            if (i === hostCommaAt) break;
          }
        }
        // past the authority, a comma glued to the next "scheme://" separates two URIs:
        // "CORS=https://a.example/cb,https://b.example/cb", "http://a:1/x,http://b:2/y".
        // RFC 3986 lets a path or query hold ",", but not one URI's scheme and "//" after it
        // unencoded in practice: that is a list written without spaces
        if (auth < 0 && hasAuthority) {
          // (in the path: a query's value may list URIs, "?urls=https://a/,https://b/")
          if (!inQuery) {
            inQuery = hasQueryMark(buf, queryScan, i);
            queryScan = i;
          }
        }
        if (auth < 0 && hasAuthority && !inQuery) {
          const r = schemeSlashesAt(buf, i + 1, n);
          if (r === MORE_INPUT) {
            if (!final) return MORE;
          } else if (r === 1) break;
        }
        i++;
        continue;
      }
      // a bracket right before "scheme://" in the path opens another URI
      // ("http://a.example/x[http://b.example/", "…/x(http://mirror.example/)"): the URI
      // ends before it, as at a comma before one. In a query a value may hold a URI
      // ("?u=[http://b.example/]"); in the authority "[" opens an IP literal
      if ((b === 0x28 || b === 0x5b) && hasAuthority) {
        if (auth >= 0) {
          auth = authorityEnd(buf, auth, i);
          if (auth < i) auth = -1;
        }
        if (auth < 0 && !inQuery) {
          inQuery = hasQueryMark(buf, queryScan, i);
          queryScan = i;
        }
        if (auth < 0 && !inQuery) {
          const r = schemeSlashesAt(buf, i + 1, n);
          if (r === MORE_INPUT) {
            if (!final) return MORE;
          } else if (r === 1) break;
        }
      }
      if (b === 0x28) {
        // a "(" in a DNS host ends the URI right here (RFC 1123 §2.1: no DNS name holds one;
        // "http://example.com(the official site)"), and the search goes on after it: "http://example.com(http://mirror.example/)" is two URIs. Not in
        // a userinfo ("http://u(x)@h/": an "@" follows in the authority)
        if (auth >= 0) {
          auth = authorityEnd(buf, auth, i);
          if (auth < i) auth = -1;
          else if (i > userinfoEnd && isDnsHostScheme(buf, s, c)) {
            const r = userinfoAhead(buf, i + 1, stop);
            if (r === MORE_INPUT) {
              if (!final && stop === n) return MORE;
              break;
            }
            if (r < 0) break;
            userinfoEnd = r; // (looked for once: the next "(" before it is the userinfo's too)
          }
        }
        // no "(" in a mailto address (RFC 6068 §2: addr-spec of dot-atom-text, RFC 5322
        // §3.2.3 atext has none): "mailto:a@example.org(preferred)" is the address and a
        // remark; in the query it stays ("?subject=Hi%20(there)")
        if (!hasAuthority && c - s === 6 && isMailto(buf, s)) {
          if (!inQuery) {
            inQuery = hasQueryMark(buf, queryScan, i);
            queryScan = i;
          }
          if (!inQuery) break;
        }
        opens++;
      } else if (b === 0x29) {
        // a closer with no opener inside the URI ends it there (DESIGN: closers are kept
        // only when they balance an opener): `[a](http://x/)[b](mailto:y)` is two
        // Markdown links, `(see http://x/a)and` ends at "a" — what follows the closer
        // belongs to the text around it
        if (closes === opens) break;
        closes++;
      } else if (b === 0x27) {
        apostrophe = true;
        // an apostrophe in the host ends the URI (the cut after the scan, below), and the
        // search goes on after it: "https://a.com'https://b.com" is two URIs. Not in a
        // userinfo (an "@" follows in the authority; looked for once, as for "(")
        if (auth >= 0) {
          auth = authorityEnd(buf, auth, i);
          if (auth < i) auth = -1;
          else if (i > userinfoEnd) {
            const r = userinfoAhead(buf, i + 1, stop);
            if (r === MORE_INPUT) {
              if (!final && stop === n) return MORE;
              break;
            }
            if (r < 0) break;
            userinfoEnd = r;
          }
        }
      } else if (b === 0x26) {
        // "&nbsp;", "&lt;", "&gt;", "&quot;" (and their numeric forms) in escaped HTML
        // stand for characters no URI holds (RFC 3986 App. C: a space or a delimiter):
        // the URI ends before them, as it would before the character itself
        // ("http://example.com/&nbsp;and"). In the host an apostrophe's reference ends
        // it too, like the apostrophe ("http://example.com&#39;s"): decided with the
        // apostrophes below, once the host is known to follow the last "@"
        if (!final && n - i < MAX_REF) return MORE;
        if (endingReference(buf, i, n)) break;
        // still in the authority? (scanned once, left to right: linear)
        if (auth >= 0) {
          auth = authorityEnd(buf, auth, i);
          if (auth < i) auth = -1;
          else apostrophe = true;
        }
      } else if (b === 0x5b) {
        // "[" opens an IP literal right after "//" or "@" (RFC 3986 §3.2.2) and nowhere
        // else in an authority: after a name's letter or digit it is text
        // ("(http://example.org[1]) etc.")
        if (auth >= 0 && i > authStart && CLASS[buf[i - 1]!]! & C_ALNUM) {
          auth = authorityEnd(buf, auth, i);
          if (auth < i) auth = -1;
          else break;
        }
        // without an authority, a "[" opens an IP literal only right after the ":" or an
        // "@" ("sip:alice@[2001:db8::1]", RFC 3261 §19.1.1) and is raw data only in a query
        // or fragment ("mailto:list@example.org?subject=[PATCH]"): after a name it is the
        // text's, a footnote mark or a link's text ("mailto:a@example.org[1]",
        // "urn:isbn:0451450523[3]"; RFC 8141 §2 has no "[" in an NSS)
        if (!hasAuthority && i - 1 > c && buf[i - 1] !== 0x40) {
          if (!inQuery) {
            inQuery = hasQueryMark(buf, queryScan, i);
            queryScan = i;
          }
          if (!inQuery) {
            // right after a ":" it opens a placeholder, and what comes before is no URI
            // of its own ("urn:alert:source:[some-unknown-alert-ind-part]")
            placeholder = buf[i - 1] === 0x3a;
            break;
          }
        }
        bOpens++;
      } else if (b === 0x5d) {
        if (bCloses === bOpens) break; // `[http://x/](http://x/)`: same for "]"
        bCloses++;
      }
      i++;
      continue;
    }
    if (b >= 0x80 && !asciiOnly) {
      const r = decodeUtf8At(buf, i, n);
      if (r < 0) {
        if (!final) return MORE;
        break;
      }
      if (r === 0) break;
      if (!iriCodePoint(utf8.cp)) {
        // an ideographic full stop between two labels of a host is its dot (RFC 3490 §3.1:
        // U+3002, U+FF0E, U+FF61 "MUST be recognized as dots"; RFC 3987 §3.1 maps an IRI's
        // host through ToASCII): "http://日本。jp/", "http://www。google。com" — when ASCII
        // labels follow it to the host's end (labelsToHostEnd). Otherwise it is the
        // sentence's full stop, as Chinese and Japanese text writes it before a number or a
        // word ("详见http://example.com。2024年起", "http://localhost。1. next")
        const d = utf8.cp;
        if (!(d === 0x3002 || d === 0xff0e || d === 0xff61) || auth < 0) break;
        const next = i + utf8.len;
        const r = labelsToHostEnd(buf, authStart, i, next, stop, final && stop === n);
        if (r === MORE_INPUT) {
          if (!final && stop === n) return MORE;
          break;
        }
        if (r === 0) break;
        auth = authorityEnd(buf, auth, i);
        if (auth < i) {
          auth = -1;
          break;
        }
        nonAscii = true;
        i = next;
        continue;
      }
      // "いまなにしてるhttp://example.comいまなにしてる": CJK and Thai text has no spaces
      // between words, so the URI ends where the script changes inside the host — a DNS
      // label after a "." (or a port after ":") that began in ASCII does not go on in
      // Han, kana, Hangul or Thai (no TLD mixes them; RFC 5892 / RFC 5893 label rules).
      // Paths keep their IRI characters (RFC 3987: "http://ja.wikipedia.org/wiki/東京")
      // Likewise a symbol, emoji or punctuation mark glued to an ASCII host ends it
      // ("http://example.com™", "…com🎉", "…com،"): IDNA2008 allows only letters, marks and
      // digits in a label (RFC 5892), so it is text glued to the URI, not a longer host.
      // A label that starts with one ("http://✪df.ws/", "http://☺.damowmow.com/") is kept:
      // such names exist, and peers' suites expect them whole
      const cp = utf8.cp;
      if (auth >= 0 && CLASS[buf[i - 1]!]! & C_ALNUM && (!hostCodePoint(cp) || noSpaceScript(cp))) {
        // is i still inside the authority? (scanned once, left to right: linear)
        auth = authorityEnd(buf, auth, i);
        if (auth < i) auth = -1;
        else {
          const r = gluedEndsHost(buf, i, i + utf8.len, n, cp, authStart);
          if (r === MORE_INPUT) {
            if (!final) return MORE;
            break;
          }
          if (r === 1) break;
        }
      }
      // a word of a script without spaces right before "scheme://" in a path: the URI ends
      // after it, and the next one starts there ("http://t.co/abcde한국http://b.example/",
      // twitter-text) — as a comma or a bracket before one (not in a query: a value may
      // hold a URI)
      if (noSpaceScript(cp) && hasAuthority) {
        if (auth >= 0) {
          auth = authorityEnd(buf, auth, i);
          if (auth < i) auth = -1;
        }
        if (auth < 0 && !inQuery) {
          inQuery = hasQueryMark(buf, queryScan, i);
          queryScan = i;
        }
        if (auth < 0 && !inQuery) {
          const r = schemeSlashesAt(buf, i + utf8.len, n);
          if (r === MORE_INPUT) {
            if (!final) return MORE;
          } else if (r === 1) {
            nonAscii = true;
            i += utf8.len;
            break;
          }
        }
      }
      nonAscii = true;
      i += utf8.len;
      continue;
    }
    // a backslash escape of a URI character: troff's `\-` `\.` (man pages:
    // "https://github.com/util\-linux/…"), Markdown's `\(` `\_` `\#` (CommonMark §2.4),
    // JSON's `\/` ("https:\/\/example.com\/a" in a log). The escaped character is the
    // URI's; the backslash is not (troff's zero-width `\&`, `\%` and `\:` leave nothing)
    if (b === 0x5c) {
      if (i + 1 >= n) {
        if (!final) return MORE;
        break;
      }
      const x = buf[i + 1]!;
      // RFC 8792 line folding: "Location: https://example.com/restconf/data/\" + LF +
      // "    example-jukebox:jukebox" (RFC 8040's examples) — backslashFold
      if (x === 0x0a || x === 0x0d) {
        const f = backslashFold(buf, s, i, n, final);
        if (f === MORE_INPUT) return MORE;
        if (f < 0) break;
        drop(i, f, NO_CHAR);
        i = f;
        continue;
      }
      // a colour written as text in a quoted log string ("\\u001b[1m", "\\033[0m"): as the
      // raw sequence below
      const t = csiEnd(buf, i, n);
      if (t === MORE_BYTES) {
        if (!final) return MORE;
      } else if (t > 0) {
        drop(i, t, NO_CHAR);
        i = t;
        continue;
      }
      if (x === 0x75) {
        // a JSON (or JavaScript, Java, Python) "\\uXXXX" escape inside the URI: Go's
        // encoding/json writes "&" as "\\u0026" ("https://x.example/?a=1\\u0026b=2"), Python's
        // json.dumps non-ASCII as "\\u00fc" (an IRI, RFC 3987). The character it stands for
        // is the URI's when it is a URI character or an IRI code point; any other ends it
        const r = unicodeEscape(buf, i, n);
        if (r === MORE_INPUT) {
          if (!final) return MORE;
          break;
        }
        if (r < 0) break;
        const cp = escaped.cp;
        if (cp < 0x80) {
          // characters whose raw form the scan weighs (quotes, brackets, commas, emphasis
          // marks) end the URI when escaped; "%" only begins an escape before two hex digits
          if (!(CLASS[cp]! & C_URI) || ESCAPE_ENDS[cp] === 1) break;
          if (cp === 0x25) {
            if (r + 2 > n && !final) return MORE;
            if (!(isHexByte(buf[r]) && isHexByte(buf[r + 1]))) break;
          }
        } else {
          if (asciiOnly || !iriCodePoint(cp)) break;
          nonAscii = true;
        }
        if (auth >= 0) {
          // in the host: the rules for the raw character (above), glued to an ASCII letter
          // or digit written as such (not to the hex digits of an escape before it)
          auth = authorityEnd(buf, auth, i);
          if (auth < i) auth = -1;
          else {
            if (
              cp >= 0x80 &&
              CLASS[buf[i - 1]!]! & C_ALNUM &&
              !(drops.length > 0 && drops[drops.length - 1] === i) &&
              (!hostCodePoint(cp) || noSpaceScript(cp))
            ) {
              const g = gluedEndsHost(buf, i, r, n, cp, authStart);
              if (g === MORE_INPUT) {
                if (!final) return MORE;
                break;
              }
              if (g === 1) break;
            }
            auth = r;
          }
        }
        drop(i, r, cp);
        i = r;
        continue;
      }
      if (x < 0x80 && ESCAPABLE[x] === 1) {
        // in the host only troff's and JSON's escapes are read (`\-` `\.` `\&` `\%` `\:`,
        // "\/"): "https://example.com\_Resources\…" is a Windows path glued to the host, and
        // "_" no DNS name's (reading it would give another host)
        if (auth >= 0 && HOST_ESCAPABLE[x] !== 1) {
          auth = authorityEnd(buf, auth, i);
          if (auth < i) auth = -1;
          else {
            // … but a Markdown escape in a name that goes on ("my\_bucket.s3.example.com")
            // or in a userinfo ("ftp://user\@host/") is read
            const g = escapeEndsHost(buf, authStart, i, stop);
            if (g === MORE_INPUT) {
              if (!final && stop === n) return MORE;
              break;
            }
            if (g === 1) break;
          }
        }
        // troff's zero-width `\&` stands before a dot ("www\&.valgrind\&.org"); elsewhere
        // it is LaTeX's or Markdown's "&" ("\href{…?a=1\&b=2}"). `\%` before two hex
        // digits is LaTeX's "%" ("a\%20b"), else troff's hyphenation mark
        if ((x === 0x26 || x === 0x25) && i + 3 >= n && !final) return MORE;
        if (
          (x === 0x26 && i + 2 < n && buf[i + 2] === 0x2e) ||
          (x === 0x25 && !(i + 3 < n && isHexByte(buf[i + 2]) && isHexByte(buf[i + 3]))) ||
          x === 0x3a
        ) {
          drop(i, i + 2, NO_CHAR); // both bytes dropped
          i += 2;
        } else {
          drop(i, i + 1, NO_CHAR);
          i++; // the escaped character is read as any other
        }
        continue;
      }
    }
    // an ANSI control sequence inside the URI (ECMA-48 §5.4 CSI: ESC "[" parameters, an
    // intermediate, a final byte) takes no room on a terminal: Vite prints its address as
    // "http://localhost:" ESC "[1m" "5173" ESC "[22m" "/", and grep --color marks a match
    // inside a URI. The URI is what the terminal shows: the sequence is dropped
    if (b === 0x1b && i > c + 1) {
      const f = csiEnd(buf, i, n);
      if (f === MORE_BYTES) {
        if (!final) return MORE;
        break;
      }
      if (f > 0) {
        drop(i, f, NO_CHAR);
        i = f;
        continue;
      }
      break;
    }
    // "{…}" after the authority, balanced inside the URI: a URI template's or a wiki's
    // braces ("…/users/{user}/repos", "…/wiki/Sprite_{computer_graphics}"), read
    // percent-encoded as raw brackets are (raw-characters.ts). A "{" that nothing closes
    // ends the URI ("unwise", it delimits: 2396bis App. E), and "${" is a placeholder's
    if (b === 0x7b && hasAuthority && buf[i - 1] !== 0x24) {
      if (auth >= 0) {
        auth = authorityEnd(buf, auth, i);
        if (auth < i) auth = -1;
      }
      if (auth < 0) {
        const r = bracesEnd(buf, i, stop);
        if (r === MORE_INPUT) {
          if (stop === n && !final) return MORE;
        } else if (r > 0) {
          i = r;
          continue;
        }
      }
    }
    if ((b === 0x0a || b === 0x0d) && i > c + 1) {
      // an iCalendar or vCard content line folded inside the URI (RFC 5545 §3.1, RFC 6350
      // §3.2: a line break and one space or tab are deleted when unfolding):
      // "ATTENDEE;PARTSTAT=ACCEPTED:mailto:cyrus@exampl" + CRLF + " e.com" — exact, so it
      // comes first (after a hyphen too: "…@exam-" + CRLF + " ple.com" has one reading)
      const f = contentLineFold(buf, s, i, n, final);
      if (f === MORE_INPUT) return MORE;
      if (f > 0) {
        drop(i, f, NO_CHAR);
        i = f;
        continue;
      }
      // a line break right after a hyphen: 2396bis App. E — "No whitespace should be
      // introduced after a hyphen", and "the interpreter of a URI containing a line break
      // immediately after a hyphen should ignore all unescaped whitespace around the line
      // break, and should be aware that the hyphen may or may not actually be part of the
      // URI": "https://example.com/regular-dlls-statically-linked-" + LF + "  to-mfc". The
      // hyphen stays in `uri`; the reading without it is the record's variant
      if (buf[i - 1] === 0x2d && i - 2 > c) {
        const h = hyphenBreak(buf, i, n, final);
        if (h === MORE_INPUT) return MORE;
        if (h > 0) {
          drop(i, h, HYPHEN_BREAK);
          i = h;
          continue;
        }
      }
    }
    break;
  }
  // where the trigger search resumes: after the whole run, even when the URI is cut
  // shorter below (the rest of the run is not read again: linear)
  const resume = Math.max(i, c + 1);
  let runEnd = i;
  // JSON escapes every "/" ("https:\/\/a.example\/b"); "https:\//aa.org" or
  // "https://\/aa.org" mixes both and is no JSON: the URI ends at the first backslash
  if (drops.length > 0 && mixesSlashes(buf, c + 1, i)) {
    runEnd = drops[0]!;
    clearDrops();
  }
  // an apostrophe in the host ends it: "http://example.com's homepage",
  // "http://example.org'/>" — RFC 3986 lets a reg-name hold sub-delims, but no DNS name
  // does (RFC 1123 §2.1), and in text it is the possessive or a closing quote. (In the
  // userinfo, before an "@", it stays: "http://-.~_!$&'()*+,;=:%40:80%2f::@example.com").
  // So does its character reference in escaped HTML: "http://example.com&#39;s"
  if (hasAuthority && apostrophe) {
    let cut = -1;
    for (let k = hostEnd(buf, authStart, runEnd) - 1; k >= authStart && buf[k] !== 0x40; k--) {
      if (buf[k] === 0x27) cut = k;
      else if (buf[k] === 0x3b) {
        const ref = entityStart(buf, authStart, k + 1);
        if (ref >= 0 && isApostropheReference(buf, ref, k)) cut = ref;
      }
    }
    if (cut >= 0) runEnd = cut;
  }
  // a port holds only digits (RFC 3986 §3.2.3): in "http://localhost:3000-dev" the URI
  // ends after them (before, it was dropped as bad-port). (A "(" in the host ended the run
  // above.)
  if (hasAuthority && runEnd > authStart && isDnsHostScheme(buf, s, c)) {
    const cut = portEnd(buf, authStart, runEnd);
    if (cut >= 0) runEnd = cut;
  }
  // a "[" never closed inside the URI is text, not the URI's ("…/bar[the repo]",
  // "http://[::1]:8080/x["): raw brackets are read as the URI's only in pairs
  // (raw-characters.ts; RFC 3986 §3.2.2 allows them only around an IP literal)
  if (bOpens > bCloses) runEnd = unclosedOpener(buf, c + 1, runEnd, 0x5b, 0x5d);
  // no "/" in a mailto address's domain (RFC 6068 §2: domain = dot-atom-text / "[" … "]"):
  // "mailto:scyther@pokemon.com/" or "…com/message" is the address and text (cmark-gfm). (A
  // local part may hold one: atext, RFC 5322 §3.2.3)
  if (!hasAuthority && c - s === 6 && isMailto(buf, s))
    runEnd = mailtoDomainEnd(buf, c + 1, runEnd);
  // a "(" left open in the URI and closed after a space later on the line opens a
  // parenthetical of the text, not a part of the URI: "…/We_Up(URL description with spaces
  // and (parentheses))" ends at "We_Up" (twitter-text autolink.yml, linkify-it). With no
  // such closer it stays ("http://example.org/(a", "…/foo(bar baz": RFC 3986 §3.3 allows it)
  if (opens > closes && runEnd === i && i < n && (buf[i] === 0x20 || buf[i] === 0x09)) {
    // (after the authority: a "(" of a userinfo is no parenthetical, "http://u(x@a.com/p(q r)")
    const from = hasAuthority ? authorityEnd(buf, authStart, runEnd) : c + 1;
    const cut = unclosedOpener(buf, from, runEnd, 0x28, 0x29);
    const r = closedAhead(buf, i, n, final, openersLeft);
    if (r === MORE_INPUT) return MORE;
    if (r === 1) {
      runEnd = cut;
      opens = closes;
    }
  }
  // "https://example.org${pathname}", "http://${host}/": a template placeholder ends the URI
  // at "{"; its "$" is the placeholder's. "<!--http://example.com/a-->": the comment's end
  if (runEnd < n) {
    const after = buf[runEnd]!;
    if (after === 0x7b && buf[runEnd - 1] === 0x24) runEnd--;
    else if (after === 0x3e && buf[runEnd - 1] === 0x2d && buf[runEnd - 2] === 0x2d) runEnd -= 2;
  }
  let e = runEnd;
  // Markdown emphasis around a bare URI (`**http://a.b/c**`, `_http://a.b/c_`,
  // `~~http://a.b/c~~`): the character right before the URI, repeated at its end, closes
  // the emphasis, as a quote would (2396bis App. E: delimiters are not part of the URI)
  const before = rawStart > 0 ? buf[rawStart - 1]! : 0;
  const emphasis = before === 0x2a || before === 0x5f || before === 0x7e ? before : -1;
  // "/*http://example.org/license.txt*/": a C comment around the URI closes at its end
  if (
    before === 0x2a &&
    rawStart >= 2 &&
    buf[rawStart - 2] === 0x2f &&
    e - 2 > c + 1 &&
    buf[e - 1] === 0x2f &&
    buf[e - 2] === 0x2a
  ) {
    e -= 2;
  }
  // strip trailing punctuation, from the end inwards: ASCII `. , ; : ! ? ' "`, the emphasis
  // marker, non-ASCII punctuation, and an HTML character reference to a delimiter left
  // by escaped text ("&lt;http://example.com/a&gt;" in a mail archive)
  // 1 when the URI ends in its authority (no "/", "?", "#" after it): found at the first
  // trailing "-", then kept (e only moves inwards)
  let hostOnly = UNKNOWN;
  let nd = drops.length >> 1; // the drops before e
  while (nd > 0 && drops[2 * nd - 2]! >= e) nd--;
  while (e > c + 1) {
    const b = buf[e - 1]!;
    if (nd > 0 && drops[2 * nd - 1]! === e) {
      // a dropped backslash, fold or control sequence left at the end once what followed
      // it was stripped ("…/a\." + space); an escape that stands for a character is
      // stripped when that character is trailing punctuation ("…/a\u002e")
      const cp = dropChars[nd - 1]!;
      if (cp >= 0 && !(cp < 0x80 ? CLASS[cp]! & C_TRAIL : punctuationCodePoint(cp))) break;
      e = drops[2 * nd - 2]!;
      nd--;
    } else if (
      (b === 0x2a || b === 0x5f || b === 0x7e) &&
      e - 2 > c + 1 &&
      buf[e - 2] === b &&
      (nd === 0 || drops[2 * nd - 1]! <= e - 2) &&
      emphasisOpen(buf, rawStart, b)
    ) {
      // "**see https://example.com/a**": a doubled emphasis marker closes the emphasis
      // that the phrase opened (Markdown)
      e -= 2;
    } else if (
      b === 0x2d &&
      hasAuthority &&
      e - 1 > authStart &&
      !(e < n && (buf[e] === 0x0a || buf[e] === 0x0d)) &&
      (hostOnly === UNKNOWN ? hostOnlyAt(buf, authStart, e) : hostOnly) === 1
    ) {
      hostOnly = 1;
      // no DNS label ends with "-" (RFC 1034 §3.5, RFC 1123 §2.1): at the end of a host it
      // is the text's dash ("http://example.org- where things happen"); at a line break
      // it is kept, the sign of a host broken there (2396bis App. E)
      e--;
    } else if (
      HOST_TRAIL[b] === 1 &&
      b !== emphasis &&
      hasAuthority &&
      e - 1 > authStart &&
      isDnsHostScheme(buf, s, c) &&
      (hostOnly === UNKNOWN ? hostOnlyAt(buf, authStart, e) : hostOnly) === 1
    ) {
      hostOnly = 1;
      // a "*" glued to a host is a footnote mark ("https://example.org*"), a "=" or "+" the
      // text's ("text http://example.com=", twitter-text): no DNS name ends with one (RFC
      // 1123 §2.1; "https://*.example.org/" keeps its wildcard)
      e--;
    } else if (b === 0x28 && opens > closes) {
      // an opening parenthesis at the end, closed by nothing: the text's ("see
      // http://example.org/(", "http://example.org/(." — Rust linkify), as for "[" above
      opens--;
      e--;
    } else if (CLASS[b]! & C_TRAIL || b === emphasis) {
      const entity = b === 0x3b ? entityStart(buf, c + 1, e) : -1;
      e = entity >= 0 ? entity : e - 1;
    } else if (b >= 0x80 && !asciiOnly) {
      let lead = e - 1;
      while (lead > c + 1 && (buf[lead]! & 0xc0) === 0x80 && e - lead < 4) lead--;
      if (decodeUtf8At(buf, lead, e) !== 1 || lead + utf8.len !== e) break;
      if (!punctuationCodePoint(utf8.cp)) break;
      e = lead;
    } else break;
  }
  cand.resume = resume;
  if (e <= c + 1 || placeholder) return NONE; // nothing after "scheme:"
  // nothing after "scheme://": the scheme is named ("socket://, tcp:// and curl://"), no URI
  if (e <= authStart && hasAuthority) return NONE;
  // only punctuation after "scheme:" — an arrow of ASCII art ("<--:Svc Proxy:-- E2E" in the
  // DetNet figures of RFC 8655 and RFC 8939), "Note:--", "key:==" — names no resource;
  // "news:*" (every group, RFC 1738 §3.6) does
  if (!hasAuthority && !nonAscii && punctuationOnly(buf, c + 1, e) && !isNewsStar(buf, s, c, e))
    return NONE;
  cand.rawStart = rawStart;
  cand.rawEnd = e;
  cand.uriStart = s;
  cand.uriEnd = e;
  cand.nonAscii = nonAscii;
  cand.delimiter = delimiter;
  if (nd > 0) {
    joinDropped(cand, buf, s, e, nd);
    // the first drop a hyphen's line break: the URI as cut there is the fallback reading
    if (dropChars[0] === HYPHEN_BREAK) cand.cut = drops[0]!;
  }
  return FOUND;
}

/**
 * The bytes left out of the current bare URI, in order, as [start, end) pairs: a backslash
 * before the character it escapes (or with it: troff's zero-width `\&`, `\%`, `\:`), and
 * a content line's fold. One list for every scan (cleared at the start: no allocation per
 * candidate).
 */
const drops: number[] = [];
/**
 * per drop: the code point written in its place (a "\\uXXXX" escape), or NO_CHAR, or
 * HYPHEN_BREAK (nothing written; the byte before the drop is a hyphen that ended a line)
 */
const dropChars: number[] = [];
const NO_CHAR = -1;
const HYPHEN_BREAK = -2;

function drop(from: number, to: number, cp: number): void {
  drops.push(from, to);
  dropChars.push(cp);
}

function clearDrops(): void {
  drops.length = 0;
  dropChars.length = 0;
}

/** the code point of the last `unicodeEscape` */
const escaped = { cp: 0 };

/**
 * buf[i] is "\\" and buf[i+1] "u": the end of the "\\uXXXX" escape (a UTF-16 surrogate pair
 * as two escapes, "\\ud83d\\ude00"), its code point in `escaped.cp`; -1 when it is no such
 * escape (a lone surrogate, too few hex digits); MORE_INPUT when it may go on past n.
 */
function unicodeEscape(buf: Uint8Array, i: number, n: number): number {
  if (i + 6 > n) return MORE_INPUT;
  const hi = hex4(buf, i + 2);
  if (hi < 0) return -1;
  if (hi < 0xd800 || hi > 0xdfff) {
    escaped.cp = hi;
    return i + 6;
  }
  if (hi > 0xdbff) return -1;
  if (i + 12 > n) return MORE_INPUT;
  if (buf[i + 6] !== 0x5c || buf[i + 7] !== 0x75) return -1;
  const lo = hex4(buf, i + 8);
  if (lo < 0xdc00 || lo > 0xdfff) return -1;
  escaped.cp = 0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00);
  return i + 12;
}

/** the value of four hex digits at buf[i…], or -1 */
function hex4(buf: Uint8Array, i: number): number {
  let v = 0;
  for (let k = i; k < i + 4; k++) {
    const b = buf[k]!;
    const d =
      b >= 0x30 && b <= 0x39
        ? b - 0x30
        : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66
          ? (b | 0x20) - 0x57
          : -1;
    if (d < 0) return -1;
    v = (v << 4) | d;
  }
  return v;
}

/**
 * 1 when buf[i…] is a scheme (at most 32 bytes) and "://" (or JSON's ":\\/\\/"), 0 when not,
 * MORE_INPUT when that is not known before n.
 */
export function schemeSlashesAt(buf: Uint8Array, i: number, n: number): number {
  if (i >= n) return MORE_INPUT;
  if (!(CLASS[buf[i]!]! & C_ALPHA)) return 0;
  let j = i + 1;
  while (j < n && j - i < 32 && CLASS[buf[j]!]! & C_SCHEME) j++;
  if (j >= n) return MORE_INPUT;
  if (buf[j] !== 0x3a) return 0;
  const json = j + 1 < n && buf[j + 1] === 0x5c;
  const after = json ? "\\/\\/" : "//";
  for (let k = 0; k < after.length; k++) {
    if (j + 1 + k >= n) return MORE_INPUT;
    if (buf[j + 1 + k] !== after.charCodeAt(k)) return 0;
  }
  return 1;
}

/**
 * In a host, a non-ASCII character cp at buf[i, next) right after an ASCII letter or digit,
 * that is a symbol or in a script written without spaces: 1 when it ends the host, 0 when
 * the name goes on, MORE_INPUT when that is not known before n.
 * - A symbol, emoji or punctuation mark ends it ("http://example.com™", "…com🎉"), unless the
 *   label goes on right after it with "." and a lowercase label ("http://c✶.ws", Django's
 *   urlize suite): "http://example.com™.Next", "http://a.com✓b.com" end at the symbol.
 * - CJK or Thai ends it after a label that began after "." or ":"
 *   ("いまなにしてるhttp://example.comいまなにしてる"); a first label may mix them.
 */
function gluedEndsHost(
  buf: Uint8Array,
  i: number,
  next: number,
  n: number,
  cp: number,
  authStart: number,
): number {
  if (!hostCodePoint(cp)) {
    let j = next;
    while (j < n && j < next + 32 && buf[j]! >= 0x80) j++; // more symbols
    if (j + 1 >= n) return MORE_INPUT;
    if (buf[j] !== 0x2e) return 1;
    const x = buf[j + 1]!;
    return x >= 0x80 || (x >= 0x61 && x <= 0x7a) || (x >= 0x30 && x <= 0x39) ? 0 : 1;
  }
  let j = i - 1;
  while (j > authStart && (CLASS[buf[j - 1]!]! & C_ALNUM || buf[j - 1] === 0x2d)) j--;
  const sep = buf[j - 1];
  return sep === 0x2e || sep === 0x3a ? 1 : 0;
}

/** the start of the line the current bare URI starts on (backslashFold); -1: not known */
let foldLineStart = -1;

/** characters that a host-only URI in text does not end with: "* = + $ &" (HOST_TRAIL[b] 1) */
const HOST_TRAIL = new Uint8Array(128);
for (const ch of "*=+$&") HOST_TRAIL[ch.charCodeAt(0)] = 1;

/** longest continuation token looked at for an RFC 8792 single-backslash fold */
const MAX_FOLD_TOKEN = 256;

/** longest indentation of an RFC 8792 continuation line */
const MAX_FOLD_INDENT = 128;

/**
 * buf[i] is a backslash that ends a line inside a bare URI: the index where the URI goes on
 * when the line is folded the RFC 8792 way, else -1 (MORE_INPUT: the continuation is not in
 * the input yet).
 * - §7.2.3 (two backslashes): the next line's first non-blank is a backslash too — the URI
 *   goes on after it;
 * - §7.2.2 (one backslash): the next line is indented (2+ spaces or a tab) and the folded
 *   line is long (40+ bytes from its start: folding is for lines too long to print), then
 *   the URI goes on at the first non-blank. (A Markdown hard break — a backslash ending a
 *   short line, the next one not indented — is not a fold.)
 * The continuation must start with a URI character.
 */
function backslashFold(buf: Uint8Array, s: number, i: number, n: number, final: boolean): number {
  const j = pastLineBreak(buf, i + 1, n, final);
  if (j < 0) return j;
  let k = j;
  while (k < n && k - j <= MAX_FOLD_INDENT && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  if (k - j > MAX_FOLD_INDENT) return -1;
  if (k + 1 >= n) return final ? -1 : MORE_INPUT;
  if (buf[k] === 0x5c) {
    k++; // §7.2.3
  } else {
    if (k - j < 2 && buf[j] !== 0x09) return -1;
    // the continuation is one token to its line's end (a fold splits a long token; a shell's,
    // C's or a Markdown list's continuation line holds words: "  && tar xzf x.tgz", "  and
    // continues…"), and no path, quote, operator or comment starts it ("    /opt/repo" after
    // "git clone https://…\\", "  /* more */")
    const t = buf[k]!;
    if (t === 0x2f || t === 0x26 || t === 0x7c || t === 0x27 || t === 0x22 || t === 0x3c) return -1;
    for (let m = k; ; m++) {
      if (m >= n) {
        if (!final) return MORE_INPUT;
        break;
      }
      if (m - k > MAX_FOLD_TOKEN) return -1;
      const x = buf[m]!;
      if (x === 0x0a || x === 0x0d) break;
      if (x === 0x20 || x === 0x09) return -1;
    }
    // the folded line's length: its start within 1,024 bytes before the scheme (history),
    // looked for once per URI
    if (i - s < 40) {
      if (foldLineStart < 0) {
        const lo = s > 1024 ? s - 1024 : 0;
        let line = s;
        while (line > lo && buf[line - 1] !== 0x0a) line--;
        foldLineStart = line === lo && lo > 0 ? 0 : line;
      }
      if (i - foldLineStart < 40) return -1;
    }
  }
  const b = buf[k]!;
  if (b === 0x5c || !(CLASS[b]! & C_URI || b >= 0x80)) return -1;
  return k;
}

/** buf[from, e) holds no ASCII letter or digit */
function punctuationOnly(buf: Uint8Array, from: number, e: number): boolean {
  for (let k = from; k < e; k++) if (CLASS[buf[k]!]! & C_ALNUM) return false;
  return true;
}

/** buf[s, e) is "news:*", any case */
function isNewsStar(buf: Uint8Array, s: number, c: number, e: number): boolean {
  return (
    c - s === 4 &&
    e === c + 2 &&
    buf[c + 1] === 0x2a &&
    (buf[s]! | 0x20) === 0x6e &&
    (buf[s + 1]! | 0x20) === 0x65 &&
    (buf[s + 2]! | 0x20) === 0x77 &&
    (buf[s + 3]! | 0x20) === 0x73
  );
}

/**
 * buf[i] is a CR or an LF: the index after the line break (CR LF or LF); -1 when a CR is not
 * followed by an LF, MORE_INPUT when that is not known before n
 */
function pastLineBreak(buf: Uint8Array, i: number, n: number, final: boolean): number {
  if (buf[i] !== 0x0d) return i + 1;
  if (i + 1 >= n) return final ? -1 : MORE_INPUT;
  return buf[i + 1] === 0x0a ? i + 2 : -1;
}

/** longest indentation (blanks and mail quote markers) before a hyphen break's continuation */
const MAX_BREAK_INDENT = 64;

/**
 * At a line break at i inside a bare URI, right after a hyphen: the index where the URI goes
 * on, else -1 (MORE_INPUT: not known before n). It goes on at the next line's first byte
 * after its indentation and mail quote markers (`> > `), when that is an ASCII letter or
 * digit — not a blank line, a list's bullet ("- next", "* next") or a number that opens a
 * numbered item ("2. next", "3) next").
 */
function hyphenBreak(buf: Uint8Array, i: number, n: number, final: boolean): number {
  const j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  let k = j;
  while (k < n && k - j <= MAX_BREAK_INDENT) {
    const x = buf[k]!;
    if (x !== 0x20 && x !== 0x09 && x !== 0x3e) break;
    k++;
  }
  if (k - j > MAX_BREAK_INDENT) return -1;
  if (k >= n) return final ? -1 : MORE_INPUT;
  if (!(CLASS[buf[k]!]! & C_ALNUM)) return -1;
  // "2. next item", "10) next": digits, then "." or ")" and a blank or the line's end
  let d = k;
  while (d < n && buf[d]! >= 0x30 && buf[d]! <= 0x39) d++;
  if (d > k) {
    if (d + 1 >= n) return final ? k : MORE_INPUT;
    const x = buf[d]!;
    const y = buf[d + 1]!;
    if ((x === 0x2e || x === 0x29) && (y === 0x20 || y === 0x09 || y === 0x0a || y === 0x0d))
      return -1;
  }
  // a scheme or a field name and its colon opens the line: "http://next.example/",
  // "key: value", "Note: …" — the next line's own start, not the URI's rest
  let t = k;
  while (t < n && t - k <= MAX_SCHEME_RUN && CLASS[buf[t]!]! & C_SCHEME) t++;
  if (t >= n) return final ? k : MORE_INPUT;
  if (buf[t] === 0x3a) return -1;
  return k;
}

/** a scheme is at most this long in hyphenBreak's look at the next line */
const MAX_SCHEME_RUN = 32;

/**
 * At a line break at i inside a bare URI: the index where the URI goes on when the break is
 * an iCalendar/vCard fold (RFC 5545 §3.1: CRLF and one space or tab), else -1 (MORE_INPUT:
 * the continuation is not in the input yet). The URI's line must be a content line whose
 * value is the URI — an uppercase property name after its indentation, parameters, then
 * ":" and the URI ("ATTENDEE;…:mailto:…", "URL:http://…") — and the next line must have
 * exactly one more space (or a tab) of
 * indentation, then a URI character: an .ics file (no indentation) or one quoted in an RFC.
 * Looks back from the scheme start `s` at most 1,024 bytes for the line's start (within the
 * scanner's history).
 */
function contentLineFold(buf: Uint8Array, s: number, i: number, n: number, final: boolean): number {
  const j = pastLineBreak(buf, i, n, final);
  if (j < 0) return j;
  const lo = s > 1024 ? s - 1024 : 0;
  let line = s;
  while (line > lo && buf[line - 1] !== 0x0a) line--;
  if (line === lo && lo > 0) return -1;
  let k = line;
  while (k < s && buf[k] === 0x20) k++;
  const indent = k - line;
  const name = k;
  while (
    k < s &&
    ((buf[k]! >= 0x41 && buf[k]! <= 0x5a) ||
      (buf[k]! >= 0x30 && buf[k]! <= 0x39) ||
      buf[k] === 0x2d)
  ) {
    k++;
  }
  if (k === name || buf[name]! < 0x41 || buf[name]! > 0x5a) return -1;
  if (buf[k] !== 0x3b && buf[k] !== 0x3a) return -1;
  // the URI is the whole value: ":" right before it, and no space in the parameters but in
  // a quoted one ('ORGANIZER;CN="Ken Murchison":mailto:…'); "NOTE: see http://…" is prose
  if (buf[s - 1] !== 0x3a) return -1;
  let quoted = false;
  for (; k < s; k++) {
    if (buf[k] === 0x22) quoted = !quoted;
    else if ((buf[k] === 0x20 || buf[k] === 0x09) && !quoted) return -1;
  }
  let m = j;
  for (let t = 0; t < indent; t++, m++) {
    if (m >= n) return final ? -1 : MORE_INPUT;
    if (buf[m] !== 0x20) return -1;
  }
  if (m + 1 >= n) return final ? -1 : MORE_INPUT;
  if (buf[m] !== 0x20 && buf[m] !== 0x09) return -1;
  m++;
  const x = buf[m]!;
  return x >= 0x80 || (CLASS[x]! & C_URI && x !== 0x20) ? m : -1;
}

/**
 * The characters read after a backslash: URI punctuation that troff, Markdown or JSON
 * escape in a URL. Not "[" "]": `<https://example.com/\[\>` is a CommonMark autolink
 * case where the URI ends at the backslash.
 */
const ESCAPABLE = new Uint8Array(128);
for (const ch of "-./()_#*~+=?!,;$@'&%:") ESCAPABLE[ch.charCodeAt(0)] = 1;
/** the escapes read inside a host: troff's `\-` `\.` `\&` `\%` `\:`, JSON's "\/" */
const HOST_ESCAPABLE = new Uint8Array(128);
for (const ch of "-./&%:") HOST_ESCAPABLE[ch.charCodeAt(0)] = 1;

/**
 * URI characters that end the URI when written as a "\\uXXXX" escape: those the scan
 * weighs raw (quotes, brackets, commas, emphasis marks) and the delimiters of its parts
 * (no JSON encoder writes "/", "?" or "#" so)
 */
const ESCAPE_ENDS = new Uint8Array(128);
for (const ch of "'()[],*_~/?#") ESCAPE_ENDS[ch.charCodeAt(0)] = 1;

function isHexByte(b: number | undefined): boolean {
  return (
    b !== undefined && ((b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x66))
  );
}

/**
 * A doubled emphasis marker (`**`, `__`, `~~`) opened on the line before rawStart and not
 * closed there: "**see https://example.com/a**" — but not "…#object.__init__" (no opener),
 * nor after "the __init__ method, see …" (opened and closed). Looks back at most 256 bytes,
 * within the scanner's kept history (scanner.ts HISTORY): the same bytes for any chunking.
 */
function emphasisOpen(buf: Uint8Array, rawStart: number, b: number): boolean {
  const lo = rawStart > 256 ? rawStart - 256 : 0;
  let open = false;
  for (let k = lo; k + 1 < rawStart; k++) {
    const x = buf[k]!;
    if (x === 0x0a) open = false;
    else if (x === b && buf[k + 1] === b) {
      open = !open;
      k++;
    }
  }
  return open;
}

/** buf[from, to) has both an escaped "/" (a recorded escape) and a raw one */
function mixesSlashes(buf: Uint8Array, from: number, to: number): boolean {
  let escaped = false;
  let raw = false;
  let k = 0;
  for (let j = from; j < to; j++) {
    if (buf[j] !== 0x2f) continue;
    while (k < drops.length && drops[k]! < j - 1) k += 2;
    if (k < drops.length && drops[k] === j - 1 && drops[k + 1] === j && buf[j - 1] === 0x5c) {
      escaped = true;
    } else raw = true;
    if (escaped && raw) return true;
  }
  return false;
}

/** cand.joined = buf[s, e) without the first `count` drops; a fold makes it `wrapped` */
function joinDropped(cand: Candidate, buf: Uint8Array, s: number, e: number, count: number): void {
  const out = cand.joined;
  let len = 0;
  let from = s;
  for (let k = 0; k < 2 * count; k += 2) {
    const at = drops[k]!;
    out.set(buf.subarray(from, at), len);
    len += at - from;
    const cp = dropChars[k >> 1]!;
    if (cp >= 0) len = writeUtf8(out, len, cp);
    else if (cp === HYPHEN_BREAK) cand.hyphens.push(len - 1);
    from = Math.min(drops[k + 1]!, e);
    if (buf[at] === 0x0a || buf[at] === 0x0d || buf[at + 1] === 0x0a || buf[at + 1] === 0x0d) {
      cand.wrapped = true; // a content line's fold, or a backslash's (RFC 8792)
    }
  }
  out.set(buf.subarray(from, e), len);
  cand.joinedLen = len + e - from;
}

/** cp's UTF-8 bytes at out[at…]; the index after them */
function writeUtf8(out: Uint8Array, at: number, cp: number): number {
  if (cp < 0x80) out[at++] = cp;
  else if (cp < 0x800) {
    out[at++] = 0xc0 | (cp >> 6);
    out[at++] = 0x80 | (cp & 0x3f);
  } else if (cp < 0x10000) {
    out[at++] = 0xe0 | (cp >> 12);
    out[at++] = 0x80 | ((cp >> 6) & 0x3f);
    out[at++] = 0x80 | (cp & 0x3f);
  } else {
    out[at++] = 0xf0 | (cp >> 18);
    out[at++] = 0x80 | ((cp >> 12) & 0x3f);
    out[at++] = 0x80 | ((cp >> 6) & 0x3f);
    out[at++] = 0x80 | (cp & 0x3f);
  }
  return at;
}

/** the answer needs bytes past the input at hand (and more may come) */
export const MORE_INPUT = -2;
const UNKNOWN = -3;

/**
 * The first "," in the host of the authority that starts at `from` (after the last "@":
 * "http://user,x@host" has its comma in the userinfo), else -1; MORE_INPUT when the
 * authority runs to `to` and more input may follow (`last`: none does). The authority ends
 * at "/", "?", "#" or any byte that is not a URI character.
 */
export function hostComma(buf: Uint8Array, from: number, to: number, last: boolean): number {
  let comma = -1;
  let literal = false; // inside an IP literal's "[…]" (an IPvFuture may hold a comma)
  for (let k = from; k < to; k++) {
    const b = buf[k]!;
    if (b === 0x2c) {
      if (comma < 0 && !literal) comma = k;
    } else if (b === 0x40) comma = -1;
    else if (b === 0x5b) literal = true;
    else if (b === 0x5d) literal = false;
    else if (b >= 0x80) {
      // an IRI host ("http://bücher.example,direct")
    } else if (b === 0x5c && k + 1 >= to) {
      return last ? comma : MORE_INPUT; // what the backslash escapes is not known yet
    } else if ((b === 0x1b || b === 0x5c) && csiEnd(buf, k, to) !== -1) {
      const f = csiEnd(buf, k, to);
      if (f === MORE_BYTES) return last ? comma : MORE_INPUT;
      k = f - 1; // a terminal colour inside the host, raw or as text
    } else if (b === 0x5c && buf[k + 1] !== 0x2f && ESCAPABLE[buf[k + 1]!] === 1) {
      k++; // a backslash escape ("proxy\.golang\.org"); "\/" ends the authority (JSON)
    } else if (b === 0x5c && buf[k + 1] === 0x75 && (k + 6 > to || hex4(buf, k + 2) >= 0)) {
      if (k + 6 > to) return last ? comma : MORE_INPUT;
      k += 5; // "\u002e" (scanBare decides what it stands for)
    } else if (b === 0x2f || b === 0x3f || b === 0x23 || !(CLASS[b]! & C_URI)) return comma;
  }
  return last ? comma : MORE_INPUT;
}

/**
 * buf[i] is a backslash escape inside an authority that starts at `from`: 1 when it ends
 * the host — the host so far holds a "." (a whole name; looked for in the MAX_LABELS bytes
 * before) and what follows the escaped byte, up to the next byte that is no name character,
 * holds no "." and no "@" (no more labels, no userinfo); 0 when it is read (so is an
 * escaped "@" itself); MORE_INPUT when the bytes at hand (up to `stop`: the
 * input's end or maxLength) end first. Bounded by MAX_LABELS bytes of look-ahead.
 */
function escapeEndsHost(buf: Uint8Array, from: number, i: number, stop: number): number {
  if (buf[i + 1] === 0x40) return 0; // "\\@": the userinfo's end, written escaped
  let dot = false;
  const back = Math.max(from, i - MAX_LABELS);
  for (let k = i - 1; k >= back && buf[k] !== 0x40; k--) {
    if (buf[k] === 0x2e) {
      dot = true;
      break;
    }
  }
  if (!dot) return 0;
  const end = Math.min(stop, i + 2 + MAX_LABELS);
  for (let k = i + 2; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x2e || b === 0x40) return 0;
    if (b === 0x5c) {
      if (k + 1 >= end) break; // what it escapes is past the bytes looked at
      if (buf[k + 1]! < 0x80 && ESCAPABLE[buf[k + 1]!] === 1) {
        k++; // another escape in the same name ("my\\_site\\_name.example")
        continue;
      }
    }
    if (!(CLASS[b]! & C_ALNUM || b === 0x2d || b === 0x5f)) return 1;
  }
  return end === stop && stop - i - 2 < MAX_LABELS ? MORE_INPUT : 1;
}

/** longest look past an ideographic full stop for the end of the host */
const MAX_LABELS = 64;

/**
 * buf[stopAt] is an ideographic full stop in an authority that starts at `authStart`, and
 * buf[from…] follows it: 1 when that is a host's rest — lowercase ASCII labels (letters,
 * digits, "-") separated by "." or another ideographic stop, the last one holding a letter
 * (RFC 3696 §2: no all-numeric TLD), up to "/", "?", "#" or ":" and a digit (a port) — or,
 * when the host before the stop has no "." (its separators are all ideographic: "http://日本。jp",
 * "http://www。google。com"), up to whitespace or the end of the input (`atEnd`). 0 when not
 * or not within MAX_LABELS bytes ("详见http://example.com。2024年起", "…com。thanks",
 * "…com。10:00开始"); MORE_INPUT when the bytes at hand (up to `stop`) end first.
 */
function labelsToHostEnd(
  buf: Uint8Array,
  authStart: number,
  stopAt: number,
  from: number,
  stop: number,
  atEnd: boolean,
): number {
  const end = Math.min(stop, from + MAX_LABELS);
  let label = 0; // bytes in the current label
  let letter = false; // the current label holds a letter
  // the last byte was another ideographic stop, after a label with a letter: the sentence's
  // full stop may follow a host written with them ("http://www。google。com。")
  let closed = false;
  // a host's end at whitespace, the input's end or text: only after a whole label, and only
  // when the host before the stop had no "."
  const whole = () => (label > 0 ? letter : closed) && !dotBefore(buf, authStart, stopAt);
  for (let k = from; k < end; k++) {
    const b = buf[k]!;
    if ((b >= 0x61 && b <= 0x7a) || b === 0x2d) {
      label++;
      letter = letter || b !== 0x2d;
      closed = false;
    } else if (b >= 0x30 && b <= 0x39) {
      label++;
      closed = false;
    } else if (b === 0x2f || b === 0x3f || b === 0x23) return label > 0 && letter ? 1 : 0;
    else if (b === 0x3a) {
      if (k + 1 >= end) break;
      const p = buf[k + 1]!;
      return label > 0 && letter && p >= 0x30 && p <= 0x39 ? 1 : 0;
    } else if (b === 0x2e) {
      if (label === 0) return 0;
      label = 0;
      letter = false;
    } else if (b === 0xe3 || b === 0xef) {
      // U+3002 (E3 80 82), U+FF0E (EF BC 8E), U+FF61 (EF BD A1)
      if (k + 2 >= end) break;
      const b1 = buf[k + 1];
      const b2 = buf[k + 2];
      const stop3 =
        (b === 0xe3 && b1 === 0x80 && b2 === 0x82) ||
        (b === 0xef && ((b1 === 0xbc && b2 === 0x8e) || (b1 === 0xbd && b2 === 0xa1)));
      if (!stop3) return closed && whole() ? 1 : 0;
      if (label === 0) return 0;
      closed = letter;
      label = 0;
      letter = false;
      k += 2;
    } else if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) {
      return whole() ? 1 : 0;
    } else return closed && whole() ? 1 : 0;
  }
  if (end === stop && stop - from < MAX_LABELS) {
    if (!atEnd) return MORE_INPUT;
    return whole() ? 1 : 0;
  }
  return 0;
}

/** buf[from, to) holds a "." after its last "@" (looked for in its last MAX_LABELS bytes) */
function dotBefore(buf: Uint8Array, from: number, to: number): boolean {
  for (let k = to - 1; k >= Math.max(from, to - MAX_LABELS) && buf[k] !== 0x40; k--) {
    if (buf[k] === 0x2e) return true;
  }
  return false;
}

/**
 * The index of an "@" in buf[from…] before the authority ends ("/", "?", "#" or a byte that
 * is no URI character), -1 when there is none, MORE_INPUT when the bytes at hand (up to
 * `stop`) end first.
 */
function userinfoAhead(buf: Uint8Array, from: number, stop: number): number {
  for (let k = from; k < stop; k++) {
    const b = buf[k]!;
    if (b === 0x40) return k;
    if (b === 0x2f || b === 0x3f || b === 0x23 || !(CLASS[b]! & C_URI)) return -1;
  }
  return MORE_INPUT;
}

/** buf[from, to) holds a "?" or "#" */
function hasQueryMark(buf: Uint8Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (buf[k] === 0x3f || buf[k] === 0x23) return true;
  return false;
}

/** buf[s, s + 6) is "mailto" (any case) */
function isMailto(buf: Uint8Array, s: number): boolean {
  return (
    (buf[s]! | 0x20) === 0x6d &&
    (buf[s + 1]! | 0x20) === 0x61 &&
    (buf[s + 2]! | 0x20) === 0x69 &&
    (buf[s + 3]! | 0x20) === 0x6c &&
    (buf[s + 4]! | 0x20) === 0x74 &&
    (buf[s + 5]! | 0x20) === 0x6f
  );
}

/** buf[s, c) is http, https, ws, wss or ftp (any case): a scheme whose host is a DNS name */
export function isDnsHostScheme(buf: Uint8Array, s: number, c: number): boolean {
  const n = c - s;
  const b0 = buf[s]! | 0x20;
  const b1 = buf[s + 1]! | 0x20;
  if (b0 === 0x68) {
    // http, https
    return (
      (n === 4 || (n === 5 && (buf[s + 4]! | 0x20) === 0x73)) &&
      b1 === 0x74 &&
      (buf[s + 2]! | 0x20) === 0x74 &&
      (buf[s + 3]! | 0x20) === 0x70
    );
  }
  if (b0 === 0x77) return b1 === 0x73 && (n === 2 || (n === 3 && (buf[s + 2]! | 0x20) === 0x73));
  return n === 3 && b0 === 0x66 && b1 === 0x74 && (buf[s + 2]! | 0x20) === 0x70;
}

/** longest "{…}" read inside a bare URI: a template's variable or a wiki title's part */
const MAX_BRACES = 64;

/**
 * buf[i] is "{": the index after the "}" that closes it (nested pairs allowed), when only
 * URI characters other than quotes come between, within MAX_BRACES bytes; -1 when not;
 * MORE_INPUT when the input at hand (`stop`) ends before that is known. (Bounded: every
 * "{" of a text that never closes one costs at most MAX_BRACES bytes, whatever maxLength.)
 */
function bracesEnd(buf: Uint8Array, i: number, stop: number): number {
  let depth = 0;
  const end = Math.min(stop, i + MAX_BRACES);
  for (let k = i; k < end; k++) {
    const b = buf[k]!;
    if (b === 0x7b) depth++;
    else if (b === 0x7d) {
      if (--depth === 0) return k + 1;
    } else if (!(CLASS[b]! & C_URI)) return -1;
    else if (b === 0x27) {
      // a quote, unless an apostrophe inside a word ("…/blah_blah_{I'm_king}", linkify-it)
      if (k + 1 >= stop) return MORE_INPUT; // (the byte after it has not come yet)
      if (!(k > i + 1 && isWordByte(buf[k - 1]!) && isWordByte(buf[k + 1]!))) return -1;
    }
  }
  return end === stop ? MORE_INPUT : -1;
}

/** an ASCII letter or digit */
function isWordByte(b: number): boolean {
  return (CLASS[b]! & C_ALNUM) !== 0;
}

/** the index of the drop that starts at or after k (drops are in order) */
function dropAtOrAfter(k: number, j: number): number {
  while (j < drops.length && drops[j]! < k) j += 2;
  return j;
}

/**
 * The authority of a DNS-host scheme at buf[from, to): the index of the first byte that is
 * not a digit after at least one digit of its port, else -1. The port after the authority's
 * last "@" (a userinfo may hold ":" and digits); an IP literal's "[…]" is skipped; dropped
 * bytes (a backslash escape, a terminal colour inside the port, as Vite prints it) are
 * passed over.
 */
function portEnd(buf: Uint8Array, from: number, to: number): number {
  if (drops.length !== 0) return portEndDropped(buf, from, to);
  // the common case first: a name up to "/", "?" or "#" (one table test per byte)
  let k = from;
  while (k < to && AUTHORITY_STOP[buf[k]!] === 0) k++;
  if (k >= to) return -1;
  let stop = buf[k];
  if (stop === 0x2f || stop === 0x3f || stop === 0x23) return -1;
  // … and the next most common: a port of digits up to "/", "?" or "#" or the end
  if (stop === 0x3a) {
    let d = k + 1;
    while (d < to && buf[d]! >= 0x30 && buf[d]! <= 0x39) d++;
    if (d >= to) return -1;
    stop = buf[d];
    if (stop === 0x2f || stop === 0x3f || stop === 0x23) return -1;
  }
  // one pass: what was decided for a userinfo is dropped at its "@"
  let cut = -1;
  let digits = -1; // in the port: digits seen; -1: in the host; -2: a port that is no number
  let literal = false;
  for (; k < to; k++) {
    const b = buf[k]!;
    if (b === 0x2f || b === 0x3f || b === 0x23) break;
    if (b === 0x40) {
      cut = -1;
      digits = -1;
      literal = false;
    } else if (cut >= 0 || digits === -2) {
      // decided for this host (unless an "@" follows)
    } else if (digits >= 0) {
      if (b >= 0x30 && b <= 0x39) digits++;
      else if (digits > 0) cut = k;
      else digits = -2;
    } else if (b === 0x5b) literal = true;
    else if (b === 0x5d) literal = false;
    else if (!literal && b === 0x3a) digits = 0;
  }
  return cut;
}

/** the bytes portEnd's first loop stops at: the authority's end, ":", "@", "[" */
const AUTHORITY_STOP = new Uint8Array(256);
for (const ch of "/?#:@[") AUTHORITY_STOP[ch.charCodeAt(0)] = 1;

/** portEnd when bytes were dropped from the URI: they are passed over */
function portEndDropped(buf: Uint8Array, from: number, to: number): number {
  const end = authorityEnd(buf, from, to);
  let h = from;
  for (let k = from; k < end; k++) if (buf[k] === 0x40) h = k + 1;
  let j = dropAtOrAfter(h, 0);
  let k = h;
  if (buf[k] === 0x5b) {
    while (k < end && buf[k] !== 0x5d) k++;
    k++;
  }
  let digits = -1; // in the port: digits seen; -1: in the host
  while (k < end) {
    if (j < drops.length && drops[j] === k) {
      k = drops[j + 1]!;
      j += 2;
      continue;
    }
    const b = buf[k]!;
    if (digits < 0) {
      if (b === 0x3a) digits = 0;
    } else if (b >= 0x30 && b <= 0x39) digits++;
    else return digits > 0 ? k : -1;
    k++;
  }
  return -1;
}

/**
 * The end of a mailto URI's addresses at buf[from, to): the first "/" after an "@" and
 * before the next "," (in a domain), else `to`; a "?" or "#" ends the search (hfields and a
 * fragment may hold "/")
 */
function mailtoDomainEnd(buf: Uint8Array, from: number, to: number): number {
  let inDomain = false;
  for (let k = from; k < to; k++) {
    const b = buf[k];
    if (b === 0x3f || b === 0x23) break;
    if (b === 0x40) inDomain = true;
    else if (b === 0x2c) inDomain = false;
    else if (b === 0x2f && inDomain) return k;
  }
  return to;
}

/** how many openers the last unclosedOpener found unclosed */
let openersLeft = 0;

/**
 * buf[from, to) has more `open` ("(" or "[") than `close` bytes: the index of the first
 * opener that no closer after it closes (from the end backwards: each closer waits for its
 * opener); their number in `openersLeft`
 */
function unclosedOpener(buf: Uint8Array, from: number, to: number, open: number, close: number) {
  let waiting = 0;
  let cut = to;
  openersLeft = 0;
  for (let k = to - 1; k >= from; k--) {
    const b = buf[k];
    if (b === close) waiting++;
    else if (b === open) {
      if (waiting > 0) waiting--;
      else {
        cut = k;
        openersLeft++;
      }
    }
  }
  return cut;
}

/**
 * 1 when ")"s after buf[from] (a space or tab) close `need` "(" within PAREN_AHEAD bytes on
 * the same line (a "(" there waits for its own ")"); 0 when not; MORE_INPUT when the window
 * goes on past n before a line break.
 */
function closedAhead(buf: Uint8Array, from: number, n: number, final: boolean, need: number) {
  if (need === 0) return 0;
  let depth = need;
  const end = from + PAREN_AHEAD;
  for (let k = from; k < end; k++) {
    if (k >= n) return final ? 0 : MORE_INPUT;
    const b = buf[k];
    if (b === 0x0a || b === 0x0d) return 0;
    if (b === 0x28) depth++;
    else if (b === 0x29 && --depth === 0) return 1;
  }
  return 0;
}

/** First index in [from, to) of "/", "?" or "#" (where an authority ends), else `to`. */
/** 1 when buf[from, e) holds no "/", "?" or "#", else 0 */
function hostOnlyAt(buf: Uint8Array, from: number, e: number): number {
  return authorityEnd(buf, from, e) === e ? 1 : 0;
}

function authorityEnd(buf: Uint8Array, from: number, to: number): number {
  while (from < to && buf[from] !== 0x2f && buf[from] !== 0x3f && buf[from] !== 0x23) from++;
  return from;
}

/** character references that stand for a delimiter or a space in escaped HTML text */
const ENTITY_NAMES = ["gt", "lt", "quot", "apos", "amp", "nbsp"];

/**
 * buf[e-1] is ";": the index of the "&" when buf[from, e) ends with `&gt;`, `&lt;`,
 * `&quot;`, `&apos;`, `&amp;`, `&nbsp;` (any case) or a numeric reference `&#62;`,
 * `&#x3e;`, else -1. Other names stay: `&` and `;` are URI characters (`?q=a&hl;`).
 */
function entityStart(buf: Uint8Array, from: number, e: number): number {
  let k = e - 2;
  const stop = Math.max(from, e - 10);
  while (k > stop && buf[k] !== 0x26) k--;
  if (buf[k] !== 0x26 || k + 2 >= e) return -1;
  const a = k + 1;
  const z = e - 1;
  // &#digits; or &#xhex;
  if (buf[a] === 0x23) return referenceValue(buf, a + 1, z) >= 0 ? k : -1;
  // HTML's names are case-sensitive: "&gt;" and "&GT;" are ">", "&gT;" is none ("&Gt;" is
  // "≫"). All in capitals is read too (browsers and mailers write "&NBSP;" so)
  const upper = buf[a]! < 0x61;
  for (const name of ENTITY_NAMES) {
    if (z - a !== name.length) continue;
    let same = true;
    for (let t = 0; t < name.length; t++) {
      if (buf[a + t]! !== (upper ? name.charCodeAt(t) - 0x20 : name.charCodeAt(t))) {
        same = false;
        break;
      }
    }
    if (same) return k;
  }
  return -1;
}

/**
 * authorityEnd for the apostrophe cut: the "#" of a numeric character reference ("&#39;")
 * is escaped text, not the start of a fragment
 */
function hostEnd(buf: Uint8Array, from: number, to: number): number {
  const start = from;
  for (;;) {
    from = authorityEnd(buf, from, to);
    if (from >= to || buf[from] !== 0x23 || from === start || buf[from - 1] !== 0x26) return from;
    from++;
  }
}

/** longest character reference read inside a URI: "&#x000A0;" */
const MAX_REF = 10;

/** buf[a, z] is a character reference (from entityStart): is it `&apos;`, `&#39;`, `&#x27;`? */
function isApostropheReference(buf: Uint8Array, a: number, z: number): boolean {
  if (buf[a + 1] === 0x23) return referenceValue(buf, a + 2, z) === 0x27;
  return (
    z - a === 5 &&
    (buf[a + 1]! | 0x20) === 0x61 &&
    (buf[a + 2]! | 0x20) === 0x70 &&
    (buf[a + 3]! | 0x20) === 0x6f &&
    (buf[a + 4]! | 0x20) === 0x73
  );
}

/** Value of the digits buf[d, z) of a numeric reference (`x…` hexadecimal), or -1. */
function referenceValue(buf: Uint8Array, d: number, z: number): number {
  const hex = (buf[d]! | 0x20) === 0x78;
  if (hex) d++;
  if (d >= z || z - d > 6) return -1;
  let v = 0;
  for (; d < z; d++) {
    const x = buf[d]!;
    if (x >= 0x30 && x <= 0x39) v = v * (hex ? 16 : 10) + (x - 0x30);
    else if (hex && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x66) v = v * 16 + ((x | 0x20) - 0x57);
    else return -1;
  }
  return v;
}

/**
 * buf[i] is "&": does a character reference for a space or a delimiter start there —
 * `&nbsp; &lt; &gt; &quot;` (any case) or `&#…;` / `&#x…;` for U+0020, U+0022, U+003C,
 * U+003E, U+00A0?
 */
export function endingReference(buf: Uint8Array, i: number, n: number): boolean {
  const stop = Math.min(n, i + MAX_REF);
  let z = i + 2;
  while (z < stop && buf[z] !== 0x3b) z++;
  if (z >= stop) return false;
  const a = i + 1;
  if (buf[a] === 0x23) {
    const v = referenceValue(buf, a + 1, z);
    return v === 0x20 || v === 0x22 || v === 0x3c || v === 0x3e || v === 0xa0;
  }
  // the names HTML defines in lowercase (&lt; &gt; also in capitals, like browsers read them;
  // not in mixed case: "&gT;" is no reference, "&Gt;" is "≫")
  if (z - a === 2)
    return (
      ((buf[a] === 0x6c || buf[a] === 0x67) && buf[a + 1] === 0x74) ||
      ((buf[a] === 0x4c || buf[a] === 0x47) && buf[a + 1] === 0x54)
    );
  if (z - a !== 4) return false;
  const b0 = buf[a];
  const b1 = buf[a + 1];
  const b2 = buf[a + 2];
  const b3 = buf[a + 3];
  return (
    (b0 === 0x6e && b1 === 0x62 && b2 === 0x73 && b3 === 0x70) || // nbsp
    (b0 === 0x71 && b1 === 0x75 && b2 === 0x6f && b3 === 0x74) || // quot
    (b0 === 0x51 && b1 === 0x55 && b2 === 0x4f && b3 === 0x54) // QUOT
  );
}

/**
 * Skip the rest of an over-long run (the same characters the bare scan runs over, and like
 * it stopping at a character reference to a space or a delimiter). Returns where the run
 * ends, or -1 - i when buf[i] is an "&" whose reference may end past the bytes at hand
 * (the caller waits there for more).
 */
export function skipRun(buf: Uint8Array, i: number, n: number, final: boolean): number {
  const n8 = n - 7;
  for (;;) {
    // eight plain bytes at a time (C_PLAIN: URI characters the run goes over without a
    // second look): 350 → ~1,000 MB/s on the worst cases that end here, `http://` repeated
    // and an unclosed `<http://aaa…` of any length
    while (
      i < n8 &&
      (CLASS[buf[i]!]! &
        CLASS[buf[i + 1]!]! &
        CLASS[buf[i + 2]!]! &
        CLASS[buf[i + 3]!]! &
        CLASS[buf[i + 4]!]! &
        CLASS[buf[i + 5]!]! &
        CLASS[buf[i + 6]!]! &
        CLASS[buf[i + 7]!]! &
        C_PLAIN) !==
        0
    )
      i += 8;
    if (i >= n) return i;
    const b = buf[i]!;
    if (b < 0x80 && !(CLASS[b]! & C_URI)) return i;
    if (b === 0x26) {
      if (!final && n - i < MAX_REF) return -1 - i;
      if (endingReference(buf, i, n)) return i;
    }
    i++;
  }
}
