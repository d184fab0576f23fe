/**
 * A bare `scheme:word` — a registered scheme, no "//", and after the colon only one word of
 * letters, digits, "." "-" "_" — is the shape of a log's or a config's `key:value` field
 * (`session:abc123`, `tool:pytest`, `query:foo`, `message:hello`, `DAV:propstat`,
 * `OID:PID`, SDP's `a=tool:foobar`), which the issue and DESIGN's "not URIs" list say is no
 * URI. The IANA registry (RFC 7595) holds ~380 names, many of them common words registered
 * for one application ("session", "query", "message", "proxy", "resource", "tool", "notes",
 * "icon", "market", "feed", "res", "things"), whose URIs are written with "//" or a path.
 *
 * Only the schemes below are written in text as `scheme:word`: their syntax makes a single
 * word (or a dotted name, or a number) a whole URI, and writers use it so
 * (`about:blank`, `news:comp.lang.c`, `sip:biloxi.com`, `tel:911`, `skype:echo123`,
 * `bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT`, `opaquelocktoken:f81d4fae-7dec-…`). Every
 * other scheme needs more than one plain word after its colon in running text: a "/", "?",
 * "@", ":", "=", "," or the like (`feed:https://…`, `platform:/plugin/x`,
 * `message:%3C…%3E`, `spotify:track:6rq…`, `geo:47.6,-122.3`). A wrapper (`<session:x>`)
 * or `URL:` says it is a URI whatever its shape; a quote only delimits a value, and a JSON
 * log's `"type":"message:created"` is a field there too (`xmlns="jabber:client"` is a URI
 * by its scheme's entry below).
 *
 * A scheme whose syntax the core knows (http, news, urn, mailto, tel, ldap …) is left to its
 * rule: `news:comp.lang.c` is valid, `http:abc.com` is reported as invalid (`--all`), as any
 * other candidate of those schemes.
 */
import { getSchemeRule } from "../core/schemes/index.js";

/** RFC 7595 registry names (lowercase) whose URIs may be a single plain word */
const WORD_SCHEMES = [
  "about", // RFC 6694: about:blank
  "bitcoin", // BIP 21: bitcoin:<address>
  "callto", // Skype/NetMeeting: callto:username
  "cid", // RFC 2392: cid:part1.abc
  "dns", // RFC 4501: dns:example.org
  "facetime",
  "facetime-audio",
  "jabber", // XMPP namespace names: jabber:client
  // not registered, but executed by browsers: found for their dangerous-scheme warning
  // (scheme-registry.ts), `javascript:void`, `vbscript:msgbox` included
  "javascript",
  "mms",
  "ms-settings", // ms-settings:network-wifi
  "opaquelocktoken", // RFC 4918 §20.6
  "sip", // RFC 3261 §19.1: sip:biloxi.com
  "sips",
  "skype", // skype:echo123
  "sms", // RFC 5724: sms:5551234
  "snews", // RFC 5538: snews:comp.lang.perl.misc
  "spotify",
  "tv", // RFC 2838: tv:nbc.com
  "vbscript",
  "xmpp", // RFC 5122: xmpp:example.com
];

const byLength = new Map<number, Uint8Array[]>();
for (const name of WORD_SCHEMES) {
  const list = byLength.get(name.length) ?? [];
  list.push(Uint8Array.from(name, (ch) => ch.charCodeAt(0)));
  byLength.set(name.length, list);
}

/** buf[s, e) (any case) is one of WORD_SCHEMES */
function isWordScheme(buf: Uint8Array, s: number, e: number): boolean {
  const list = byLength.get(e - s);
  if (list === undefined) return false;
  outer: for (const name of list) {
    for (let i = 0; i < name.length; i++) {
      const b = buf[s + i]!;
      if ((b >= 0x41 && b <= 0x5a ? b | 0x20 : b) !== name[i]) continue outer;
    }
    return true;
  }
  return false;
}

/** buf[from, to) is one word: letters, digits, "." "-" "_" only (ASCII) */
function isPlainWord(buf: Uint8Array, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) {
    const b = buf[i]!;
    const alnum = (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a);
    if (!alnum && b !== 0x2e && b !== 0x2d && b !== 0x5f) return false;
  }
  return true;
}

/**
 * The bare candidate buf[s, end) with its scheme's colon at c has the `key:value` shape of a
 * field, not of a URI (see above): a plain word after the colon, a scheme not in the list
 * and without a rule of the core's.
 */
export function isFieldShaped(buf: Uint8Array, s: number, c: number, end: number): boolean {
  if (!isPlainWord(buf, c + 1, end) || isWordScheme(buf, s, c)) return false;
  let scheme = "";
  for (let i = s; i < c; i++) scheme += String.fromCharCode(buf[i]!);
  return getSchemeRule(scheme) === undefined;
}
