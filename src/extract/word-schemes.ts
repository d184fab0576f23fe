/**
 * A bare `scheme:word` — a registered scheme, no "//", and after the colon only one word of
 * letters, digits, "." "-" "_" — is the shape of a log's or a config's `key:value` field
 * (`session:abc123`, `tool:pytest`, `query:foo`, `message:hello`, `DAV:propstat`,
 * `OID:PID`, SDP's `a=tool:foobar`), which the issue and DESIGN's "not URIs" list say is no
 * URI. The bundled IANA registry (RFC 7595; ~245 names) holds many common words registered
 * for one application ("session", "query", "message", "proxy", "resource", "tool", "notes",
 * "icon", "market", "feed", "res", "things"), whose URIs are written with "//" or a path.
 *
 * Only the schemes below are written in text as `scheme:word`: their syntax makes a single
 * word (or a dotted name, or a number) a whole URI, and writers use it so
 * (`about:blank`, `sip:biloxi.com`, `stun:stun.example.org`, `skype:echo123`,
 * `bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT`, `opaquelocktoken:f81d4fae-7dec-…`). Every
 * other scheme needs more than one plain word after its colon in running text: a "/", "?",
 * "@", ":", "=", "," or the like (`feed:https://…`, `platform:/plugin/x`,
 * `message:%3C…%3E`, `spotify:track:6rq…`, `geo:47.6,-122.3`). A wrapper (`<session:x>`)
 * or `URL:` says it is a URI whatever its shape, and so does a link's place in markup
 * (`href="apt:firefox"`, Markdown's `[x](apt:firefox)`: scanner.ts); a quote only delimits a
 * value, and a JSON log's `"type":"message:created"` is a field there too
 * (`xmlns="jabber:client"` is a URI by its scheme's entry below).
 *
 * A scheme whose syntax the core knows (http, news, urn, mailto, tel, ldap …) is left to its
 * rule: `news:comp.lang.c` is valid, `http:abc.com` is reported as invalid (`--all`), as any
 * other candidate of those schemes.
 */
import { getSchemeRule } from "../core/schemes/index.js";

/** the word may be a number (of at least three digits: `sms:0`, `skype:1` are counts) */
const NUMBERS = 1;
/**
 * bare, the word needs a dot: `cid:image001.png`, `tv:nbc.com` are URIs, `cid:8c2a4f` (a
 * QUIC or caller ID) and `TV:Yes` are fields; in quotes or brackets any word is
 * (`src="cid:logo"`, Outlook's `[cid:24aed338-2b81-4034-9a58-38a0268e8c70]` for an inline
 * image in a text part)
 */
const DOTTED = 2;

/**
 * RFC 7595 registry names (lowercase) whose URIs may be a single plain word, with flags.
 * Without NUMBERS a number alone is a port or a count (`sip:5060`, `xmpp:5222`, `dns:53` in
 * a firewall table): a SIP or XMPP host is a domain name whose last label starts with a
 * letter (RFC 3261 §25.1 toplabel), or an IP address.
 */
const WORD_SCHEMES = new Map<string, number>([
  ["about", 0], // RFC 6694: about:blank
  ["apt", 0], // AptURL (Ubuntu): apt:ubuntu-restricted-extras
  ["bitcoin", 0], // BIP 21: bitcoin:<address>
  ["callto", NUMBERS], // Skype/NetMeeting: callto:username, callto:5551234
  ["cid", DOTTED], // RFC 2392: cid:foo4*foo1@bar.net, src="cid:logo"
  ["dns", 0], // RFC 4501: dns:example.org
  ["dtn", 0], // RFC 9171 §4.2.5.1.1: dtn:none
  ["facetime", NUMBERS],
  ["ipn", 0], // RFC 9171 §4.2.5.1.2: ipn:977.1
  ["jabber", 0], // XMPP namespace names: jabber:client
  // not registered, but executed by browsers: found for their dangerous-scheme warning
  // (scheme-registry.ts), `javascript:void`, `vbscript:msgbox` included
  ["javascript", 0],
  ["mms", NUMBERS],
  ["ms-settings", 0], // ms-settings:network-wifi
  ["opaquelocktoken", 0], // RFC 4918 §20.6
  ["sip", 0], // RFC 3261 §19.1: sip:biloxi.com
  ["sips", 0],
  ["skype", NUMBERS], // skype:echo123
  ["sms", NUMBERS], // RFC 5724: sms:5551234
  ["snews", 0], // RFC 5538: snews:comp.lang.perl.misc
  ["stun", 0], // RFC 7064 §3.1: stun:stun.example.org (WebRTC's iceServers)
  ["stuns", 0],
  ["swid", 0], // RFC 9393 §6.1: swid:2df9de35-0aff-4a86-ace6-f7dddd1ade4c (a tag's id)
  ["turn", 0], // RFC 7065 §3.1: turn:turn.example.org
  ["turns", 0],
  ["tv", DOTTED], // RFC 2838: tv:nbc.com
  ["vbscript", 0],
  ["xmpp", 0], // RFC 5122: xmpp:example.com
]);

/** plainWord: not one word */
const NOT_WORD = 0;
/** plainWord: a word without a dot */
const WORD = 1;
/** plainWord: a word with a dot (a dotted name, a file name) */
const DOTTED_WORD = 2;
/** plainWord: digits only, fewer than three */
const SHORT_NUMBER = 3;
/** plainWord: digits only, three or more */
const NUMBER = 4;

/**
 * What buf[from, to) is: one word (letters, digits, "." "-" "_", and non-ASCII letters:
 * `query:café` is a field as `query:cafe` is), a number, or neither
 */
function plainWord(buf: Uint8Array, from: number, to: number): number {
  if (to <= from) return NOT_WORD;
  let digits = true;
  let dot = false;
  for (let i = from; i < to; i++) {
    const b = buf[i]!;
    if (b >= 0x30 && b <= 0x39) continue;
    digits = false;
    if (((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a) || b >= 0x80) continue;
    if (b === 0x2e) dot = true;
    else if (b !== 0x2d && b !== 0x5f) return NOT_WORD;
  }
  if (!digits) return dot ? DOTTED_WORD : WORD;
  return to - from < 3 ? SHORT_NUMBER : NUMBER;
}

/**
 * The candidate buf[s, end), its scheme's colon at c, has the `key:value` shape of a field,
 * not of a URI (see above): a plain word after the colon, a scheme not in the list (or not
 * allowed this word there), and no rule of the core's for it. `delimited`: the candidate is
 * in quotes or brackets.
 */
export function isFieldShaped(
  buf: Uint8Array,
  s: number,
  c: number,
  end: number,
  delimited: boolean,
): boolean {
  // a key and its quoted value in code, not a URI: a JavaScript object literal, a Python
  // dict, a YAML flow mapping (`{message:'Unknown error',stack:'x'}`, `{go:"x"}` in a
  // minified script inside an HTML page) — but the script of `href="javascript:'x'"`
  const q = buf[c + 1];
  const quoted = c + 1 < end && (q === 0x27 || q === 0x22);
  const word = plainWord(buf, c + 1, end);
  const call = word === NOT_WORD && methodCallAt(buf, c + 1, end);
  if (word === NOT_WORD && !call && !quoted) return false;
  let scheme = "";
  for (let i = s; i < c; i++) {
    const b = buf[i]!;
    scheme += String.fromCharCode(b >= 0x41 && b <= 0x5a ? b | 0x20 : b);
  }
  if (quoted) return !(delimited && (scheme === "javascript" || scheme === "vbscript"));
  // a method call of Lua (`res:toLocal()`, `query:gsub('x', y)`), Ruby's or Perl's
  // `obj::m` aside: a variable's method, no URI (a hunt found 19 in 250 Lua files).
  // `javascript:void(0)` and `vbscript:msgbox("x")` are the URIs they run
  if (call) return flagsOf(scheme) === undefined && getSchemeRule(scheme) === undefined;
  const flags = flagsOf(scheme);
  // a Finnish or Estonian case ending after a name that is also a scheme's: "Apt:n asetukset",
  // "apt:sta", "MMS:n kautta", "SIP:n", "Skype:n" (those languages join it to an acronym
  // with a colon; the translation hunt, session 38)
  if (
    !delimited &&
    word === WORD &&
    end - c - 1 <= 8 &&
    CASE_ENDINGS.has(valueText(buf, c + 1, end)) &&
    // (not a scheme the core has a rule for: "news:n" is a newsgroup's name)
    getSchemeRule(scheme) === undefined
  ) {
    return true;
  }
  if (flags !== undefined) {
    if (word === DOTTED_WORD || (word === WORD && (delimited || !(flags & DOTTED)))) return false;
    if (word === NUMBER && flags & NUMBERS) return false;
    // the list decides for the schemes it names (cid: has a rule of the core's too, which
    // checks the Content-ID's presence, not its shape)
    return true;
  }
  return getSchemeRule(scheme) === undefined;
}

/** Finnish and Estonian case endings written after a colon (Kielitoimisto: "SIP:n", "URL:ssa") */
const CASE_ENDINGS = new Set(
  (
    "n ä ta tä na nä ssa ssä sta stä lla llä lta ltä lle ksi iin hin ään ää " +
    "ia iä ien ille illa illä ista istä issa issä een seen"
  ).split(" "),
);

/** (no Node built-in here: the web stream reaches this module) */
const UTF8 = new TextDecoder();

/** buf[from, to) as a string (UTF-8) */
function valueText(buf: Uint8Array, from: number, to: number): string {
  return UTF8.decode(buf.subarray(from, to));
}

function flagsOf(scheme: string): number | undefined {
  return WORD_SCHEMES.get(scheme);
}

/**
 * buf[from, to) is a method's call: an identifier (or a dotted chain of them,
 * `String.fromCharCode`), "(" right after it, the call's arguments — not a manual section,
 * `man:ls(1)`, `man:systemd.unit(5)`, `(3p)`
 */
function methodCallAt(buf: Uint8Array, from: number, to: number): boolean {
  let k = from;
  const b0 = buf[k]! | 0x20;
  if (!((b0 >= 0x61 && b0 <= 0x7a) || buf[k] === 0x5f)) return false;
  // an upper-case letter after a "." (`String.fromCharCode`, `Math.max`, `foo.Bar`): a
  // member's name — a manual page's name is lower-case past its dots (`systemd.unit(5)`)
  let member = false;
  let dotted = false;
  while (k < to) {
    const b = buf[k]!;
    const l = b | 0x20;
    if ((l >= 0x61 && l <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x5f) {
      if (dotted && b <= 0x5a && b >= 0x41) member = true;
      k++;
    } else if (
      b === 0x2e &&
      k + 1 < to &&
      (((buf[k + 1]! | 0x20) >= 0x61 && (buf[k + 1]! | 0x20) <= 0x7a) || buf[k + 1] === 0x5f)
    ) {
      dotted = true;
      k++;
    } else break;
  }
  if (k >= to || buf[k] !== 0x28) return false;
  if (member) return true;
  // "(", a digit and maybe letters, ")": a manual section ("(5)", "(3p)", "(1ssl)")
  let d = k + 1;
  if (!(d < to && buf[d]! >= 0x30 && buf[d]! <= 0x39)) return true;
  d++;
  while (d < to && (buf[d]! | 0x20) >= 0x61 && (buf[d]! | 0x20) <= 0x7a) d++;
  return !(d >= to || buf[d] === 0x29);
}
