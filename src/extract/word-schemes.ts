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

/**
 * RFC 7595 registry names (lowercase) whose URIs may be a single plain word → whether that
 * word may be a number. A number alone after other schemes is a port or a count
 * (`sip:5060`, `xmpp:5222`, `dns:53` in a firewall table): a SIP or XMPP host is a domain
 * name whose last label starts with a letter (RFC 3261 §25.1 toplabel), or an IP address.
 */
const WORD_SCHEMES = new Map<string, boolean>([
  ["about", false], // RFC 6694: about:blank
  ["bitcoin", false], // BIP 21: bitcoin:<address>
  ["callto", true], // Skype/NetMeeting: callto:username, callto:5551234
  ["cid", false], // RFC 2392: cid:part1.abc
  ["dns", false], // RFC 4501: dns:example.org
  ["facetime", true],
  ["facetime-audio", true],
  ["jabber", false], // XMPP namespace names: jabber:client
  // not registered, but executed by browsers: found for their dangerous-scheme warning
  // (scheme-registry.ts), `javascript:void`, `vbscript:msgbox` included
  ["javascript", false],
  ["mms", true],
  ["ms-settings", false], // ms-settings:network-wifi
  ["opaquelocktoken", false], // RFC 4918 §20.6
  ["sip", false], // RFC 3261 §19.1: sip:biloxi.com
  ["sips", false],
  ["skype", true], // skype:echo123
  ["sms", true], // RFC 5724: sms:5551234
  ["snews", false], // RFC 5538: snews:comp.lang.perl.misc
  ["spotify", false],
  ["tv", false], // RFC 2838: tv:nbc.com
  ["vbscript", false],
  ["xmpp", false], // RFC 5122: xmpp:example.com
]);

/**
 * buf[from, to) is one word (letters, digits, "." "-" "_" only, ASCII): 0 when it is not,
 * 1 when it is, 2 when it is digits only
 */
function plainWord(buf: Uint8Array, from: number, to: number): number {
  if (to <= from) return 0;
  let digits = true;
  for (let i = from; i < to; i++) {
    const b = buf[i]!;
    if (b >= 0x30 && b <= 0x39) continue;
    digits = false;
    if ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a) continue;
    if (b !== 0x2e && b !== 0x2d && b !== 0x5f) return 0;
  }
  return digits ? 2 : 1;
}

/**
 * The bare candidate buf[s, end) with its scheme's colon at c has the `key:value` shape of a
 * field, not of a URI (see above): a plain word after the colon, a scheme not in the list
 * (or a number after one whose words are no numbers), and no rule of the core's for it.
 */
export function isFieldShaped(buf: Uint8Array, s: number, c: number, end: number): boolean {
  const word = plainWord(buf, c + 1, end);
  if (word === 0) return false;
  let scheme = "";
  for (let i = s; i < c; i++) {
    const b = buf[i]!;
    scheme += String.fromCharCode(b >= 0x41 && b <= 0x5a ? b | 0x20 : b);
  }
  const numbers = WORD_SCHEMES.get(scheme);
  if (numbers === true || (numbers === false && word === 1)) return false;
  return getSchemeRule(scheme) === undefined;
}
