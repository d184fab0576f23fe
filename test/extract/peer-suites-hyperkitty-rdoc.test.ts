/**
 * Extraction cases from two renderers that link URLs in plain text, taken from their Debian
 * source packages:
 * - HyperKitty 1.3.12 (Mailman 3's archive; hyperkitty 1.3.12-3, trixie: bookworm's 1.3.7-1
 *   is no longer on the mirror): hyperkitty/tests/test_templatetags.py (markdown_renderer and
 *   text_renderer of lib/renderer.py, mistune with its "url" plugin, and snip_quoted on the
 *   escaped message body) and tests/views/test_message.py / test_thread.py
 *   test_email_in_link_in_body (a message body as the archive shows it)
 * - RDoc 6.4.0 (the rdoc inside ruby3.1 3.1.2-7+deb12u1, bookworm; there is no ruby-rdoc
 *   source package): test/rdoc/test_rdoc_markup_to_html.rb (handle_regexp_HYPERLINK, convert
 *   of HYPERLINK, RDOCLINK and TIDYLINK text, gen_url) and test_rdoc_markup_to_html_crossref.rb
 *   (rdoc-ref: links, gen_url)
 * The text is the peer's own, JS-escaped; the URIs are the hrefs the peer makes, its HTML
 * escaping undone (for gen_url, which is given a link target, the target alone is the text).
 * Every URI urisift finds is listed, in order. Each source has the cases where urisift gives
 * the peer's answer, those where it answers differently on purpose (the peer's answer and the
 * rule in a comment), and, for HyperKitty, one urisift got wrong when this file was written,
 * fixed since ("found wrong before, fixed").
 * Skipped: HyperKitty's test_search.py test_email_in_link_in_body (the same body as
 * test_message.py's), its heading, header and code-span cases (test_parse_heading_normal,
 * test_header, test_backslash_code*: no URI, rendering only), the gravatar and nolongterms
 * cases (an <img> built from an address; search-index words) and the From headers of its view
 * tests (not body text); RDoc's test_convert_with_exclude_tag's "+aaa+[:symbol]" forms and
 * test_convert_underscore_adjacent_to_code (code markup, no URI), the crossref REGEXP_HANDLING
 * cases without a scheme ("C2::C3", method names: RDoc's cross references, not URIs) and
 * test_rdoc_markup_to_html_snippet.rb (a snippet drops links). No input was already in test/.
 */
import { describe } from "vitest";
import { type Case, check } from "../helpers/peer-check.js";

// ─── HyperKitty ─────────────────────────────────────────────────────────────────────────

const patchQuoted = [
  "",
  "Regarding 3be269542f4d18eaee0ad8fbeffa55708557879f,",
  "",
  "> [... 62 lines elided]",
  "> diff --git a/storage/spider/spd_param.cc b/storage/spider/spd_param.cc",
  "> index 2da262cd2bc..308857d153a 100644",
  "> --- a/storage/spider/spd_param.cc",
  "> +++ b/storage/spider/spd_param.cc",
  "> @@ -116,16 +116,20 @@ extern volatile ulonglong spider_mon_table_cache_vers=",
  "ion_req;",
  ">        MYSQL_SYSVAR_NAME(param_name).def_val;                            \\",
  ">    }",
  "> +extern handlerton *spider_hton_ptr;",
  ">  static int spider_trx_status_var(THD *thd, SHOW_VAR *var, char *buff,",
  ">                                   ulonglong SPIDER_TRX::*counter)",
  ">  {",
  "> -  int error_num =3D 0;",
  "> -  SPIDER_TRX *trx;",
  '>    DBUG_ENTER("spider_direct_update");',
  ">    var->type =3D SHOW_LONGLONG;",
  "> -  if ((trx =3D spider_get_trx(thd, TRUE, &error_num)))",
  "> -    var->value =3D (char *) &(trx->*counter);",
  "> -  DBUG_RETURN(error_num);",
  "> +  var->value=3D buff;",
  "> +  if (thd !=3D current_thd)",
  "> +    mysql_mutex_lock(&thd->LOCK_thd_data);",
  "",
  "",
  "If it always returns 0, how about we change the signature of this",
  "function to return void?",
  "",
  ">  }",
  "",
  "Best",
].join("\n");

const outlookReply = [
  "This is the replied text.",
  "",
  "Sent from my Galaxy",
  "",
  "-------- Original message --------",
  "From: A person <person(a)example.com>",
  "Date: 6/26/23 16:23 (GMT-05:00)",
  "To: mytestlist@example.com",
  "Subject: Testing if the quoted reply works with Outlook style.",
  "",
  "This is the original text *with* some __markup__.",
  "",
].join("\n");

const quoteParse = [
  "",
  "On Fri, 09.11.12 11:27, Someone wrote:",
  "> This is the first quoted line",
  "> On Fri 07.25.12, Aperson wrote:",
  ">> This is the second quoted line.",
  "",
  "This is the response.",
  "",
].join("\n");

const snipQuoted1 = [
  "",
  "On Fri, 09.11.12 11:27, Someone wrote:",
  "&gt; This is the first quoted line",
  "&gt; This is the second quoted line",
  "This is the response.",
  "",
].join("\n");

const snipQuoted2 = [
  "",
  "On Fri, 09.11.12 11:27, Someone wrote:",
  "&gt; This is the first quoted line",
  "&gt; On Fri 07.25.12, Aperson wrote:",
  "&gt; &gt; This is the second quoted line.",
  "&gt; This is the second quoted line",
  "This is the response.",
  "",
].join("\n");

const hyperkittyQuoting: Case[] = [
  // test_parse_quote, test_quote_1, test_quote_2, test_plaintext_patch_gl_494: quoting, no URI
  [quoteParse, []],
  [snipQuoted1, []],
  [snipQuoted2, []],
  [">> >>> >In the example", []],
  // test_plaintext_patch: a quoted diff; "spd_param.cc" is a file ("_" is in no host name)
  [patchQuoted, []],
];

describe("HyperKitty markdown_renderer / text_renderer (hyperkitty/tests/test_templatetags.py, HyperKitty 1.3.12)", () => {
  check([
    // test_parse_autolink (the link text is cut at 76 characters; the href is whole)
    [
      "\nhttps://some.url/llasdfjaksdgfjsdfgkjasdfbgksdfjgbsdfkgjbsdflkgjbsdflgksjdhfbgksdfgb\n",
      ["https://some.url/llasdfjaksdgfjsdfgkjasdfbgksdfjgbsdfkgjbsdflkgjbsdflgksjdhfbgksdfgb"],
    ],
    // test_autolink_small_url
    ["\nhttps://some.url/example\n", ["https://some.url/example"]],
    // test_outlook_style_reply_blockquote: mistune's url plugin links only "http(s)://"
    [outlookReply, []],
    ...hyperkittyQuoting,
  ]);
  describe("answered differently on purpose", () => {
    check([
      // test_image_markdown. HyperKitty: no link (it writes the image's Markdown back as text
      // unless HYPERKITTY_RENDER_INLINE_IMAGE, then an <img src>, test_image_html: a privacy
      // choice of its rendering). The URI is written in the text, in "(…)" (DESIGN
      // "Delimiting rules": brackets)
      [
        '\n![Image Alt Text](https://url.com/image.png "Alt Text")\n',
        ["https://url.com/image.png"],
      ],
    ]);
  });
});

describe("HyperKitty markdown_renderer / text_renderer (hyperkitty/tests/test_templatetags.py, HyperKitty 1.3.12), fuzzy", () => {
  check(
    [
      // test_backslash (both renderers): a regular expression, no address
      ["^.*@gmail\\.com$", []],
      ...hyperkittyQuoting,
    ],
    { fuzzy: true },
  );
  describe("found wrong before, fixed", () => {
    check(
      [
        // test_outlook_style_reply_blockquote. HyperKitty: [] (mistune's url plugin links no
        // address); the "mailto:" for "mytestlist@example.com" is urisift's fuzzy address,
        // on purpose. urisift also gave "http://example.com" from "person(a)example.com":
        // "(a)" between two words is the "@" of an address written obfuscated, the way
        // Mailman archives write them (HyperKitty's own escapeemaillinks filter turns
        // "a@b" into "a(a)b"). The text names an address, not the site: any reader takes
        // it so, and every obfuscated address in an archive would become a link to its
        // mail domain. The right answer has no "http://example.com"
        [outlookReply, ["mailto:mytestlist@example.com"]],
        ["john[at]example.org, x(A)example.com", []],
      ],
      { fuzzy: true },
    );
  });
});

describe("HyperKitty message view (hyperkitty/tests/views/test_message.py, test_thread.py test_email_in_link_in_body, HyperKitty 1.3.12)", () => {
  const body = "Email address in link: http://example.com/list/email@example.com/message";
  check([[body, ["http://example.com/list/email@example.com/message"]]]);
  // the address inside the URI is the URI's (RULES.md "Fuzzy links": an "@" in a path)
  check([[body, ["http://example.com/list/email@example.com/message"]]], { fuzzy: true });
});

// ─── RDoc ───────────────────────────────────────────────────────────────────────────────

describe("RDoc RDoc::Markup::ToHtml (test/rdoc/test_rdoc_markup_to_html.rb, RDoc 6.4.0)", () => {
  check([
    // test_convert_HYPERLINK_irc, test_handle_regexp_HYPERLINK_irc
    ["irc://irc.freenode.net/#ruby-lang", ["irc://irc.freenode.net/#ruby-lang"]],
    // test_convert_RDOCLINK_ref: "rdoc-ref:C" names no known class, RDoc writes "C"
    ["rdoc-ref:C", []],
    // test_convert_TIDYLINK_multiple
    ["{a}[http://example] {b}[http://example]", ["http://example", "http://example"]],
    // test_convert_TIDYLINK_image: RDoc's href; its <img src="path/to/image.jpg"> is a
    // relative path after RDoc's own "rdoc-image:"
    ["{rdoc-image:path/to/image.jpg}[http://example.com]", ["http://example.com"]],
    // test_convert_TIDYLINK_irc
    ["{ruby-lang}[irc://irc.freenode.net/#ruby-lang]", ["irc://irc.freenode.net/#ruby-lang"]],
    // test_gen_url_image_url, test_gen_url_ssl_image_url (an <img src>)
    ["http://example.com/image.png", ["http://example.com/image.png"]],
    ["https://example.com/image.png", ["https://example.com/image.png"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // test_handle_regexp_HYPERLINK_link, test_gen_url. RDoc: ["README.txt"], ["example"]
      // (its "link:" prefix names a file of the documentation). "link" is no registered
      // scheme and has no "//": a bare URI needs one or the other (DESIGN "Delimiting
      // rules": bare)
      ["link:README.txt", []],
      ["link:example", []],
      // test_convert_RDOCLINK_label_label, _foottext, _footmark, test_gen_url_rdoc_label,
      // test_gen_url_rdoc_label_id. RDoc: ["#label-One"], ["#foottext-1"], ["#footmark-1"],
      // ["#foottext-1"] (its own "rdoc-label:" scheme, a fragment of the page). The same
      // rule: "rdoc-label" is not registered and has no "//"
      ["rdoc-label:label-One", []],
      ["rdoc-label:foottext-1", []],
      ["rdoc-label:footmark-1", []],
      ["rdoc-label:foottext-1:footmark-1", []],
      // test_convert_TIDYLINK_footnote, test_convert_TIDYLINK_rdoc_label. RDoc:
      // ["#foottext-1"], the same rule
      ["text{*1}[rdoc-label:foottext-1:footmark-1]", []],
      ["{foo}[rdoc-label:foottext-1]", []],
      // test_convert_with_exclude_tag. RDoc: [":symbol"] (a tidy link to a relative target).
      // No scheme, no URI (RFC 3986 §3)
      ["aaa[:symbol]", []],
    ]);
  });
});

describe("RDoc RDoc::Markup::ToHtml#gen_url on files (test/rdoc/test_rdoc_markup_to_html.rb, RDoc 6.4.0), fuzzy", () => {
  check(
    [
      // test_gen_url_rdoc_file, _md_file, _rb_file. RDoc: the page it writes for the file
      // ("example_rdoc.html", "doc/example_md.html#label-one", …). A file name is no URI;
      // "rdoc" and "rb" are no TLD
      ["example.rdoc", []],
      ["doc/example.rdoc", []],
      ["../ex.doc/example.rdoc", []],
      ["doc/example.rdoc#label-one", []],
      ["../ex.doc/example.rdoc#label-two", []],
      ["example.rb", []],
      ["doc/example.rb", []],
      ["../ex.doc/example.rb", []],
      ["doc/example.rb#label-one", []],
      ["../ex.doc/example.rb#label-two", []],
      ["doc/example.md", []],
      ["../ex.doc/example.md", []],
      ["doc/example.md#label-one", []],
      ["../ex.doc/example.md#label-two", []],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // test_gen_url_md_file. RDoc: ["example_md.html"] (gen_url is handed a link target
        // it knows is a file). In running text a schemeless name is a link when its TLD is
        // in linkify-it's list (RULES.md "Fuzzy links"), and "md" (Moldova) is
        ["example.md", ["http://example.md"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("RDoc RDoc::Markup::ToHtmlCrossref (test/rdoc/test_rdoc_markup_to_html_crossref.rb, RDoc 6.4.0)", () => {
  check([
    // test_gen_url
    ["http://example", ["http://example"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // test_convert_RDOCLINK_rdoc_ref*, test_gen_url. RDoc: ["C1.html"], ["C1.html#method-i-m"],
      // ["C1.html#method-i-m-label-foo"], ["C1.html#method-i-25"], ["C1.html#method-c-25"],
      // ["C1.html#method-i-3C-3C"], ["C1.html#method-c-3C-3C"], ["C1.html#method-i-25-label-f"],
      // ["C1.html#method-c-25-label-f"], ["C1.html#class-C1-label-foo"] (its own "rdoc-ref:"
      // scheme, a cross reference resolved against the documented code). "rdoc-ref" is not
      // registered and has no "//": a bare URI needs one or the other (DESIGN "Delimiting
      // rules": bare)
      ["rdoc-ref:C1", []],
      ["rdoc-ref:C1#m", []],
      ["rdoc-ref:C1#m@foo", []],
      ["rdoc-ref:C1#%", []],
      ["rdoc-ref:C1::%", []],
      ["rdoc-ref:C1#<<", []],
      ["rdoc-ref:C1::<<", []],
      ["rdoc-ref:C1#%@f", []],
      ["rdoc-ref:C1::%@f", []],
      ["rdoc-ref:C1@foo", []],
    ]);
  });
});
