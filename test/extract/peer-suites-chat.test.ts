/**
 * Extraction cases from the URL-detection tests of chat clients, taken from their Debian
 * source packages:
 * - Chatty 0.8.7 (Debian chatty 0.8.7-2, trixie: bookworm's 0.7.0 tarball is not on the
 *   mirror; the orig tarball), tests/message-row.c (test_message_text_markup: the hrefs of
 *   the markup text_item_linkify makes, "&apos;" and "&amp;" undone) and tests/utils.c
 *   (test_message_strip_utm_from_message: the spans chatty_utils_find_url takes, read off the
 *   output, before the tracking ids are stripped; test_message_strip_utm_from_url: one URL or
 *   text each, the answer the URL whole, as find_url would take it)
 * - WeeChat 3.8 (Debian weechat 3.8-1, bookworm), tests/unit/core/test-core-eval.cpp (the
 *   regex "[a-zA-Z0-9_]+://[^ ]+" that puts brackets around URLs: its text and the result)
 *   and tests/unit/plugins/irc/test-irc-protocol.cpp (312 RPL_WHOISSERVER, 328
 *   RPL_CHANNEL_URL: the raw IRC line and the line WeeChat prints; the answer is the URL
 *   parameter)
 * - Poezio 0.15.1 (Debian poezio 0.15.1-1, trixie: bookworm's 0.14 tarball is not on the
 *   mirror), test/test_xhtml.py (xhtml_to_poezio_colors: an XHTML-IM link becomes text with
 *   its href, poezio's "\x19u" / "\x19o" attribute codes glued to it)
 * The text is the peer's own, JS-escaped. Schemeless links are cases with `fuzzy: true`
 * ("…, fuzzy" groups; "http://" added). Each group holds the cases where urisift gives the
 * peer's answer, then those where it answers differently on purpose (the peer's answer and
 * the rule in a comment); XHTML read as text is in a "markup reads differently" group.
 * Skipped: 10 rows whose input test/ already holds ("", "www.", "abc", "http:// ", in
 *   message-row.c and both utils.c lists); 7 utils.c rows that repeat a row kept (".abc" and
 *   "www. " twice each, "…user's-image.png?blah", the two tracking-id URLs both lists hold);
 *   WeeChat's second eval case (the same text, the regex compiled); Poezio's rows with no link
 *   (clean_text, poezio_colors_to_html, parse_css, the "test", italic, nested-div and
 *   invalid-XML rows) and test_xhtml_to_poezio_colors_disabled (the same inputs again).
 * Not found: Gajim (1.7.3 bookworm, 2.1.1 trixie), Profanity (0.13.1, 0.15.0), NeoChat
 *   23.01, ktp-text-ui 22.12.3, Smuxi 1.2.1, Srain (1.5.0, 1.7.0), Konversation 22.12.3 and
 *   Dino 0.4.2 of bookworm: their tarballs are not on the mirror; Fractal is not packaged.
 *   Without URL-detection tests: Konversation 25.04.0 (trixie; tests/testcommon.cpp has IRC
 *   colour codes but no URL), Dino 0.5.1 (sid; JIDs, colours), Polari 50.0 (sid; nick
 *   matching), Quassel 0.14.0, HexChat 2.16.1 (only FiSHLiM's), Nheko 0.11.3 (no tests),
 *   irssi 1.4.5, Kaidan 0.12.2, Psi 1.5, gomuks 0.3.1.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

// ─── Chatty ─────────────────────────────────────────────────────────────────────────────

describe("Chatty text_item_linkify (tests/message-row.c, chatty 0.8.7)", () => {
  check([
    ["http://w ", ["http://w"]],
    ["::: ", []],
    ["അത് http://www.example.com/മലയാളം ആണ്", ["http://www.example.com/മലയാളം"]],
    ["http://www.example.com/user's-image.png", ["http://www.example.com/user's-image.png"]],
    ["file:///home/user/good&bad-file.png ", ["file:///home/user/good&bad-file.png"]],
    [
      "http://www.example.com/user's-image.png?blah",
      ["http://www.example.com/user's-image.png?blah"],
    ],
    [
      "https://en.wikipedia.org/wiki/Sphere_(venue)",
      ["https://en.wikipedia.org/wiki/Sphere_(venue)"],
    ],
    ["https://example.com(venue hi hi hi)", ["https://example.com"]],
    ["Open some example website (eg: https://www.example.com)", ["https://www.example.com"]],
    [
      "https://en.wikipedia.org/wiki/Sphere_(venue) You should check this out",
      ["https://en.wikipedia.org/wiki/Sphere_(venue)"],
    ],
    [
      "https://www.google.com/maps/place/Carnegie+Mellon+University/@40.4432027,-79.9454248,17z/data=!3m1!4b1!4m6!3m5!1s0x8834f21f58679a9f:0x88716b461fc4daf4!8m2!3d40.4432027!4d-79.9428499!16zL20vMGN3eF8?entry=ttu",
      [
        "https://www.google.com/maps/place/Carnegie+Mellon+University/@40.4432027,-79.9454248,17z/data=!3m1!4b1!4m6!3m5!1s0x8834f21f58679a9f:0x88716b461fc4daf4!8m2!3d40.4432027!4d-79.9428499!16zL20vMGN3eF8?entry=ttu",
      ],
    ],
    [
      "https://www.google.com/maps/place/Carnegie+Mellon+University/@40.4432027,-79.9454248,17z/data=!3m1!4b1!4m6!3m5!1s0x8834f21f58679a9f:0x88716b461fc4daf4!8m2!3d40.4432027!4d-79.9428499!16zL20vMGN3eF8?entry=ttu This is the spot",
      [
        "https://www.google.com/maps/place/Carnegie+Mellon+University/@40.4432027,-79.9454248,17z/data=!3m1!4b1!4m6!3m5!1s0x8834f21f58679a9f:0x88716b461fc4daf4!8m2!3d40.4432027!4d-79.9428499!16zL20vMGN3eF8?entry=ttu",
      ],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // chatty: [] (the WhatsApp clickjacking test: a RIGHT-TO-LEFT OVERRIDE glued before
      // the URL, which then displays as "https://ln.instagram.com//:sptth"; chatty takes no
      // URL glued to a non-space, non-punctuation byte). U+202E is no URI character (RFC 3987
      // §4.1: bidi controls are not part of an IRI; RULES.md "Bidi controls" rejects only an
      // IRI holding one), so it ends the text before the URI, and the URI the text holds, the
      // one a click opens, is this one: an extractor reports the real target
      ["\u202ehttps://moc.margatsni.nl//:sptth", ["https://moc.margatsni.nl//:sptth"]],
    ]);
  });
});

describe("Chatty text_item_linkify (tests/message-row.c, chatty 0.8.7), fuzzy", () => {
  check(
    [
      [".abc", []],
      ["www. ", []],
      [
        "www.puri.sm www.gnu.org www.fsf.org ",
        ["http://www.puri.sm", "http://www.gnu.org", "http://www.fsf.org"],
      ],
      ["www.puri.sm\n", ["http://www.puri.sm"]],
      ["www.puri.sm\nwww.gnu.org", ["http://www.puri.sm", "http://www.gnu.org"]],
      ["www.puri.sm, ", ["http://www.puri.sm"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // chatty: ["www.a"] (any "www." followed by a character). A schemeless name needs a
        // known top-level domain, and "a" is none (RULES.md "Fuzzy links", linkify-it)
        ["www.a ", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("Chatty chatty_utils_strip_utm_from_message / _from_url (tests/utils.c, chatty 0.8.7)", () => {
  check([
    ["Not a URL", []],
    ["Test message no url", []],
    [
      "URL with extra stuff http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564&",
      ["http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564&"],
    ],
    [
      "http://www.example.com/user's-image.png?blah=1234",
      ["http://www.example.com/user's-image.png?blah=1234"],
    ],
    [
      "http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564&",
      ["http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564&"],
    ],
    [
      "https://www.example.com/?t=ftsa&q=hello&ia=definition",
      ["https://www.example.com/?t=ftsa&q=hello&ia=definition"],
    ],
    [
      "http://example.com/utm_source/something?v=_utm_source",
      ["http://example.com/utm_source/something?v=_utm_source"],
    ],
    [
      "http://www.example.com/user's-image.png?_utm_sourcecode=1234qwer&fbclid=1234564&",
      ["http://www.example.com/user's-image.png?_utm_sourcecode=1234qwer&fbclid=1234564&"],
    ],
    [
      "http://utm_source.example.com/something?wowbraid=123",
      ["http://utm_source.example.com/something?wowbraid=123"],
    ],
    [
      "https://breeo.co/pages/pizza-oven?utm_source=facebook&utm_medium=cpc&utm_campaign=Pizza+Launch+%257C+Full+Funnel+%257C+Conversion%257ERetargeting+Purchase+%257C+Traffic+Engagers+Purchasers&utm_content=Spec+Text+Callouts+IMG+%257C+X24+Pizza+Oven&ad_id=6598924229883&adset_id=6598924227883&campaign_id=6598902108283&ad_name=Spec+Text+Callouts+IMG+%257C+X24+Pizza+Oven&adset_name=Retargeting+Purchase+%257C+Traffic+Engagers+Purchasers&campaign_name=Pizza+Launch+%257C+Full+Funnel+%257C+Conversion&placement=Instagram_Reels",
      [
        "https://breeo.co/pages/pizza-oven?utm_source=facebook&utm_medium=cpc&utm_campaign=Pizza+Launch+%257C+Full+Funnel+%257C+Conversion%257ERetargeting+Purchase+%257C+Traffic+Engagers+Purchasers&utm_content=Spec+Text+Callouts+IMG+%257C+X24+Pizza+Oven&ad_id=6598924229883&adset_id=6598924227883&campaign_id=6598902108283&ad_name=Spec+Text+Callouts+IMG+%257C+X24+Pizza+Oven&adset_name=Retargeting+Purchase+%257C+Traffic+Engagers+Purchasers&campaign_name=Pizza+Launch+%257C+Full+Funnel+%257C+Conversion&placement=Instagram_Reels",
      ],
    ],
    [
      "https://matrix.to/#/#matrix:matrix.org?web-instance%5Belement.io%5D=chat.mozilla.org",
      ["https://matrix.to/#/#matrix:matrix.org?web-instance%5Belement.io%5D=chat.mozilla.org"],
    ],
    // the "#" and the brackets in the fragment are data (README: unencoded-characters)
    [
      "https://matrix.to/#/#matrix:matrix.org?web-instance[element.io]=chat.mozilla.org",
      ["https://matrix.to/#/#matrix:matrix.org?web-instance[element.io]=chat.mozilla.org"],
    ],
    [
      "https://matrix.to/#/!SomeRoomId:matrix.org/$171871802092xTbEo:matrix.org?via=matrix.org&via=other.matrix-server.org",
      [
        "https://matrix.to/#/!SomeRoomId:matrix.org/$171871802092xTbEo:matrix.org?via=matrix.org&via=other.matrix-server.org",
      ],
    ],
    [
      "Test message text before http://www.example.com/user's-image.png",
      ["http://www.example.com/user's-image.png"],
    ],
    [
      "Test message text before http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564&",
      ["http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564&"],
    ],
    [
      "Test message text before http://www.example.com/user's-image.png?_utm_sourcecode=1234qwer&fbclid=1234564&",
      ["http://www.example.com/user's-image.png?_utm_sourcecode=1234qwer&fbclid=1234564&"],
    ],
    [
      "http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564& Text message Text After",
      ["http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564&"],
    ],
    [
      "http://www.example.com/user's-image.png Text message Text After",
      ["http://www.example.com/user's-image.png"],
    ],
    [
      "http://www.example.com/user's-image.png?_utm_sourcecode=1234qwer&fbclid=1234564& Text message Text After",
      ["http://www.example.com/user's-image.png?_utm_sourcecode=1234qwer&fbclid=1234564&"],
    ],
    [
      "Test message text before and after http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564& and after",
      ["http://www.example.com/user's-image.png?utm_source=1234qwer&fbclid=1234564&"],
    ],
    [
      "Test message text before and after http://www.example.com/user's-image.png?_utm_sourcecode=1234qwer&fbclid=1234564& and after",
      ["http://www.example.com/user's-image.png?_utm_sourcecode=1234qwer&fbclid=1234564&"],
    ],
    [
      "Test message text before and after http://www.example.com/user's-image.png and after",
      ["http://www.example.com/user's-image.png"],
    ],
    [
      "Test message text before URL with fragment containing '?' but no query part https://matrix.to/#/!bla?via=matrix.org",
      ["https://matrix.to/#/!bla?via=matrix.org"],
    ],
  ]);
});

// ─── WeeChat ────────────────────────────────────────────────────────────────────────────

describe("WeeChat eval regex replace (tests/unit/core/test-core-eval.cpp, WeeChat 3.8)", () => {
  check([
    ["test: https://weechat.org/", ["https://weechat.org/"]],
    ["test: [ https://weechat.org/ ]", ["https://weechat.org/"]],
  ]);
});

describe("WeeChat IRC 312 / 328 (tests/unit/plugins/irc/test-irc-protocol.cpp, WeeChat 3.8)", () => {
  check([
    [":server 312 alice bob server :https://example.com/", ["https://example.com/"]],
    ["-- [bob] server (https://example.com/)", ["https://example.com/"]],
    [":server 328 alice #test :https://example.com/", ["https://example.com/"]],
    ["-- URL for #test: https://example.com/", ["https://example.com/"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // weechat: "URL is https://example.com/" (RPL_CHANNEL_URL's last parameter, printed
      // whole as the channel's URL). A URI has no space (RFC 3986 §2, App. C: whitespace
      // delimits a URI in text); the URI in the parameter is its last word
      [":server 328 alice #test :URL is https://example.com/", ["https://example.com/"]],
      ["-- URL for #test: URL is https://example.com/", ["https://example.com/"]],
    ]);
  });
});

// ─── Poezio ─────────────────────────────────────────────────────────────────────────────

describe("Poezio xhtml_to_poezio_colors (test/test_xhtml.py, Poezio 0.15.1)", () => {
  check([
    // poezio's attribute codes: "\x19u" underline, "\x19o" reset; a control character is no
    // URI character and ends the URI (RFC 3986 §2), and "u" glued before the scheme is the
    // code's (RULES.md "Glued text")
    ["\u0019usalut\u0019o (http://perdu.com)", ["http://perdu.com"]],
    ["\u0019uhttp://perdu.com\u0019o", ["http://perdu.com"]],
  ]);
  describe("markup reads differently", () => {
    check([
      // poezio: ["http://perdu.com"] (the link, put in the text). Read as text, the XHTML
      // namespace name is a URI too
      [
        '<body xmlns="http://www.w3.org/1999/xhtml"><p><a href="http://perdu.com">salut</a></p></body>',
        ["http://www.w3.org/1999/xhtml", "http://perdu.com"],
      ],
      // poezio: ["http://perdu.com"] (once: the text is the href, shown once). Read as text,
      // the namespace name, the attribute and the text are three URIs
      [
        '<body xmlns="http://www.w3.org/1999/xhtml"><p><a href="http://perdu.com">http://perdu.com</a></p></body>',
        ["http://www.w3.org/1999/xhtml", "http://perdu.com", "http://perdu.com"],
      ],
    ]);
  });
});

describe("IRC formatting codes around links (no peer test has them; found while writing this file)", () => {
  check([
    // ^C colour codes, ^B bold, ^_ underline, ^O reset glued to a scheme'd URI
    ["\u000312http://example.com/a\u0003.", ["http://example.com/a"]],
    ["\u000304,01https://example.org/x\u000f", ["https://example.org/x"]],
    ["\u0002\u001fhttp://example.net/\u001f\u0002", ["http://example.net/"]],
  ]);
  describe("found wrong before, fixed", () => {
    check(
      [
        // urisift gave ["http://04www.example.com"]: the background colour's digits were read
        // as the host's. ^C takes up to two digits, "," and up to two more
        ["\u000312,04www.example.com\u000f", ["http://www.example.com"]],
        ["\u000301,02a@b.example.com", ["mailto:a@b.example.com"]],
      ],
      { fuzzy: true },
    );
  });
});
