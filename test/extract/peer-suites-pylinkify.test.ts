/**
 * URI cases from the tests of more linkifiers and Markdown renderers, verbatim from their
 * Debian source packages:
 * - bleach 6.2.0 (Debian python-bleach 6.2.0-1; the 5.0.1-2 tarball was not on the mirror),
 *   tests/test_linkify.py: the href targets of linkify()'s output. bleach links schemeless
 *   names by default, so those cases run with `fuzzy: true`, and so do its parse_email=True
 *   cases; the cases of a custom callback, url_re, email_re or skip_tags are left out, and
 *   so is test_linkify_idempotent (it states no output).
 * - markdown-it 10.0.0 (Debian node-markdown-it 22.2.3+dfsg+~12.2.3-2, main tarball; its
 *   linkify-it and mdurl component tarballs were not on the mirror), test/fixtures/markdown-it/
 *   linkify.txt, normalize.txt and xss.txt, run by test/markdown-it.js with `linkify: true`.
 *   markdown-it's href is the percent-encoded, punycoded form of the link: urisift's `uri` is
 *   the IRI as written and its `normalized` is markdown-it's href.
 * - marked 4.2.3 (Debian node-marked 4.2.3+ds+~4.0.7-2), test/specs/new/autolinks.md,
 *   autolink_lines.md, autolink_after_link.md, email_after_space.md, mangle_xss.md and
 *   test/specs/original/auto_links.md. The GFM autolink examples of test/specs/gfm are
 *   already in test/ (the GFM spec), and so are most of autolinks.md's paragraphs.
 * Python-Markdown 3.4.1 and 3.7, python-markdown2, mistune and ruby-rails-html-sanitizer:
 * their source tarballs were not on the mirror. Rails 6.1.7.10 has no auto_link tests
 * (auto_link left Action View in Rails 3.1), and no Debian package holds rails_autolink.
 * A peer's answer is the list of link targets in its output, one case per input paragraph.
 * Each group holds the cases where urisift gives the peer's answer, then those where it
 * answers differently on purpose: the peer's answer and the rule in a comment. Inputs that
 * test/ already holds are left out.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("bleach 6.2.0 tests/test_linkify.py", () => {
  check([
    // test_mangle_text (its callback changes the link text only)
    ['http://ex.mp <a href="http://ex.mp/foo">foo</a>', ["http://ex.mp", "http://ex.mp/foo"]],
    // test_email_link, parse_email=False
    ["a james@example.com.au mailto", []],
    // test_skip_tags, linkify(simple) and linkify(already_linked)
    ["http://xx.com <pre>http://xx.com</pre>", ["http://xx.com", "http://xx.com"]],
    ['<pre><a href="http://xx.com">xx</a></pre>', ["http://xx.com"]],
    // test_linkify_filter
    ["http://example.com?b=1&c=2", ["http://example.com?b=1&c=2"]],
    ["http://example.com?b=1&amp;c=2", ["http://example.com?b=1&c=2"]],
    ["link: https://example.com/watch#anchor", ["https://example.com/watch#anchor"]],
  ]);
  describe("differs on purpose", () => {
    check([
      // bleach: ["http://yy.com"] (test_add_rel_nofollow: the existing link, nothing linked
      // inside it). Read as text, the href and the link text are two URIs
      ['<a href="http://yy.com">http://yy.com</a>', ["http://yy.com", "http://yy.com"]],
    ]);
  });
});

describe("bleach 6.2.0 tests/test_linkify.py, fuzzy", () => {
  check(
    [
      // test_email_link
      ["<br>jinkyun@example.com", ["mailto:jinkyun@example.com"]],
      ['"\\\n"@opa.ru', []],
      ["gorby%kremvax@example.com", ["mailto:gorby%25kremvax@example.com"]],
      ["unlikely?address@example.com", ["mailto:unlikely%3Faddress@example.com"]],
      // test_prevent_links, callbacks [noop]
      ['a ex.mp <a href="http://example.com">example</a>', ["http://ex.mp", "http://example.com"]],
      // test_set_attrs
      ["ex.mp", ["http://ex.mp"]],
      // test_tlds
      ["bit.ly/fun", ["http://bit.ly/fun"]],
      ["brie", []],
      // test_escaping
      ["< unrelated", []],
      ["<U \x7f=&#;>", []],
      // test_link_entities_in_characters_token, test_escaped_html
      ["foo &nbsp; bar", []],
      ["&lt;em&gt;strong&lt;/em&gt;", []],
      // test_unsafe_url
      ['All your{"xx.yy.com/grover.png"}base are', ["http://xx.yy.com/grover.png"]],
      // test_wrapping_parentheses
      ["(((example.com/))))", ["http://example.com/"]],
      ["example.com/))", ["http://example.com/"]],
      // test_naughty_unescaping
      ["&lt;br&gt;", []],
      ["&lt;br&gt; http://example.com", ["http://example.com"]],
      ["&lt;br&gt; <br> http://example.com", ["http://example.com"]],
      // test_hang, test_hyphen_in_mail
      ["an@email.com<mailto:an@email.com>", ["mailto:an@email.com", "mailto:an@email.com"]],
      ["ex@am-ple.com", ["mailto:ex@am-ple.com"]],
      // test_recognized_tags_arg
      ["<p>http://example.com/</p><sarcasm>", ["http://example.com/"]],
      // TestLinkify
      ['<a name="anchor">x</a>', []],
      ['Click <a href="http://example.com" rel="tooltip">here</a>.', ["http://example.com"]],
      [
        'Click <a href="http://example.com" rel="tooltip nofollow">here</a>.',
        ["http://example.com"],
      ],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // bleach: ["james@example.com"] (test_email_link: the existing link's relative href
        // kept, nothing linked inside it). Read as text, the href and the link text hold the
        // address twice
        [
          'email to <a href="james@example.com">james@example.com</a>',
          ["mailto:james@example.com", "mailto:james@example.com"],
        ],
        // bleach: ["#"] (test_elements_inside_links). A relative reference in text has no
        // base (RFC 3986 §4.2, §5.1): no URI
        ['<a href="#">hello<br></a>', []],
        // bleach: ["#"]. A relative reference in text has no base (RFC 3986 §4.2, §5.1)
        ['<a href="#"><strong>bold</strong> hello<br></a>', []],
        // bleach: ["/"] (test_link_entities_in_a_tag). A relative reference in text has no
        // base (RFC 3986 §4.2, §5.1)
        ['<a href="/">Some&nbsp;entity&rsquo;s</a>', []],
      ],
      { fuzzy: true },
    );
  });
});

describe("bleach and marked cases: fixed, or answered differently on purpose", () => {
  check(
    [
      // bleach 6.2.0 test_email_link_escaping: the peer "mailto:%22james%22@example.com" (a
      // quoted-string local part, RFC 5322 §3.4.1, RFC 6068 §2); on purpose none: quoting glued
      // to an address is the text's (RULES.md "Fuzzy links"), and such addresses are not written
      // in running text
      ['"james"@example.com', []],
      ['"j\'ames"@example.com', []],
      ['"ja>mes"@example.com', []],
      // marked 4.2.3 test/specs/new/autolinks.md: "__…__" is Markdown's strong emphasis, as
      // "**…**" and "~~…~~" (before: no address; RULES.md "Fuzzy links")
      ["__test@test.com__", ["mailto:test@test.com"]],
    ],
    { fuzzy: true },
  );
});

describe("markdown-it 10.0.0 test/fixtures/markdown-it (linkify: true)", () => {
  check([
    // normalize.txt "Encode link destination, decode text inside it": markdown-it's href
    // http://example.com/%CE%B1%CE%B2%CE%B3%CE%B4 is urisift's `normalized`
    ["<http://example.com/α%CE%B2γ%CE%B4>", ["http://example.com/α%CE%B2γ%CE%B4"]],
    ["[foo](http://example.com/α%CE%B2γ%CE%B4)", ["http://example.com/α%CE%B2γ%CE%B4"]],
    // normalize.txt "Should decode punycode" (href http://xn--n3h.net/, urisift's `normalized`)
    ["<http://xn--n3h.net/>", ["http://xn--n3h.net/"]],
    ["<http://☃.net/>", ["http://☃.net/"]],
    // normalize.txt "Don't encode domains in unknown schemas" (href skype:%CE%B3%CE%B3%CE%B3)
    ["[](skype:γγγ)", ["skype:γγγ"]],
    // normalize.txt "Should support IDN in autolinks" (href http://xn--n3h.net/)
    ["test http://xn--n3h.net/ foo", ["http://xn--n3h.net/"]],
    ["test http://☃.net/ foo", ["http://☃.net/"]],
    // xss.txt: the entity is decoded to "J", then markdown-it links nothing; nor does urisift
    ["[xss link](&#74;avascript:alert(1))", []],
    ["[xss link](javascript&#x3A;alert(1))", []],
    ["<javascript&#x3A;alert(1)>", []],
    ["javascript&#x3A;alert(1)", []],
    [
      "![](data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7)",
      ["data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"],
    ],
  ]);
  describe("differs on purpose", () => {
    check([
      // markdown-it: ["http://xn--xn.com/"] (normalize.txt "Invalid punycode"). "xn--xn" is
      // no A-label (RFC 5890 §2.3.2.1, RFC 5891 §5.4: it does not decode): bad-idn
      ["<http://xn--xn.com/>", []],
      // markdown-it: ["http://xn--xn---emd.com/"] ("Invalid punycode (non-ascii)"): a label
      // "xn--γ" is neither an A-label nor a U-label (RFC 5890 §2.3.2.1): bad-idn
      ["<http://xn--γ.com/>", []],
      // markdown-it: ["//xn--n3h.net/"] (normalize.txt "Two slashes should start a domain"):
      // a network-path reference is relative (RFC 3986 §4.2), no URI
      ["[](//☃.net/)", []],
      // markdown-it: ["javascript"] (xss.txt): a relative reference (RFC 3986 §4.2), no URI
      ["[normal link](javascript)", []],
      // markdown-it: ["/javascript:link"] (xss.txt): a relative reference, no URI
      ["[normal link](/javascript:link)", []],
      // markdown-it: ['"><script>alert("xss")</script>'] (xss.txt, href percent-encoded): a
      // relative reference, no URI
      ["[xss link](&#34;&#62;&#60;script&#62;alert&#40;&#34;xss&#34;&#41;&#60;/script&#62;)", []],
      // markdown-it: ["&#74;avascript:alert(1)"] (xss.txt, the text of the href): a relative
      // reference, no URI
      ["[xss link](&#x26;#74;avascript:alert(1))", []],
      ["[xss link](\\&#74;avascript:alert(1))", []],
      // markdown-it: [] (xss.txt: its validateLink refuses javascript:, vbscript:, file: and
      // non-image data: targets, a rendering policy). urisift reports each valid URI; bare
      // javascript: and vbscript: for their dangerous-scheme warning (RULES.md "Dangerous
      // schemes"); file: is RFC 8089's, data: RFC 2397's
      ["[xss link](javascript:alert(1))", ["javascript:alert(1)"]],
      ["[xss link](JAVASCRIPT:alert(1))", ["JAVASCRIPT:alert(1)"]],
      ["[xss link](vbscript:alert(1))", ["vbscript:alert(1)"]],
      ["[xss link](VBSCRIPT:alert(1))", ["VBSCRIPT:alert(1)"]],
      ["[xss link](file:///123)", ["file:///123"]],
      ["[xss link](<javascript:alert(1)>)", ["javascript:alert(1)"]],
      [
        "[xss link](data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K)",
        ["data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K"],
      ],
      ["![xss link](javascript:alert(1))", ["javascript:alert(1)"]],
      ["<javascript:alert(1)>", ["javascript:alert(1)"]],
      ["[test]: javascript:alert(1)", ["javascript:alert(1)"]],
    ]);
  });
});

describe("markdown-it 10.0.0 test/fixtures/markdown-it (linkify: true), fuzzy", () => {
  check(
    [
      // linkify.txt "emails"
      [
        "test@example.com\n\nmailto:test@example.com",
        ["mailto:test@example.com", "mailto:test@example.com"],
      ],
      // normalize.txt "Should auto-add protocol to autolinks", "Should support IDN in autolinks"
      ["test google.com foo", ["http://google.com"]],
      ["test xn--n3h.net foo", ["http://xn--n3h.net"]],
      ["test xn--n3h@xn--n3h.net foo", ["mailto:xn--n3h@xn--n3h.net"]],
    ],
    { fuzzy: true },
  );
  describe("differs on purpose", () => {
    check(
      [
        // markdown-it: ["//xn--n3h.net/"] (normalize.txt, linkify-it's "//" links): a
        // network-path reference (RFC 3986 §4.2) has the page's scheme, the web's only in an
        // HTML attribute or CSS, or for a "www." name (RULES.md "Fuzzy links")
        ["test //xn--n3h.net/ foo", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("marked 4.2.3 test/specs", () => {
  check([
    // new/autolink_lines.md
    ["hello world\n<http://example.com>\n", ["http://example.com"]],
    // new/autolink_after_link.md
    [
      "[Github](https://github.com)\n\nhttps://github.com\n",
      ["https://github.com", "https://github.com"],
    ],
    // original/auto_links.md
    ["* In a list?\n* <http://example.com/>\n* It should.", ["http://example.com/"]],
  ]);
  describe("differs on purpose", () => {
    check([
      // marked: [] (original/auto_links.md: no autolink in a code span). A URI in code is a
      // URI of the text; the backticks and "<…>" delimit it (RFC 3986 App. C)
      ["Auto-links should not occur here: `<http://example.com/>`", ["http://example.com/"]],
      // marked: [] (an indented code block). Same
      ["\tor here: <http://example.com/>", ["http://example.com/"]],
    ]);
  });
});

describe("marked 4.2.3 test/specs, fuzzy", () => {
  check(
    [
      // new/email_after_space.md
      [" info@email.io\n", ["mailto:info@email.io"]],
      // new/mangle_xss.md
      ['<<svg/onload="alert(1)"//@x>', []],
      ['<bar"onclick="alert(\'XSS\')"@foo>', []],
    ],
    { fuzzy: true },
  );
});
