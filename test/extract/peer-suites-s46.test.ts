/**
 * Extraction cases from the test suites of HTML-to-text and HTML-to-Markdown converters, HTML
 * sanitizers, a note-taking app's renderer and a sentence splitter, verbatim, from the sources
 * that Debian's Go and Rust -dev packages ship (`apt-get download`), from Debian orig tarballs
 * (`apt-get source --download-only`) and from an npm package (npm pack). The first picks had
 * no source on the mirror: TDLib's td (1.8.38~git20241021 and ~git20251126, its
 * test/link.cpp), telegram-desktop 4.6.5, ruby-html2text 0.5.0, python-markdownify 1.2.3;
 * Drupal, phpBB, MyBB, Flarum, Gitea/Forgejo, Joplin's app and Rocket.Chat are not packaged.
 * - jaytaylor/html2text (Go; Debian golang-github-jaytaylor-html2text-dev
 *   0.0~git20230321.74c2419-1, sid), html2text_test.go: TestLinks, TestOmitLinks,
 *   TestImageAltTags, TestHeadings, TestIgnoreStylesScriptsHead, TestText and Example. Its
 *   expected text ("Link ( http://example.com/ )") is read as text, against the hrefs of the
 *   HTML it came from; the HTML inputs are read as text too, against the hrefs the peer
 *   writes (an `<img src>` it drops, a `<script>` it skips: "markup reads differently"). Its
 *   "Contact Us ( contact@example.org )" (a mailto: href written without "mailto:") is
 *   `fuzzy`.
 * - html2text 0.17.1 (Rust; Debian librust-html2text-dev 0.17.1-2, sid, the crate's source),
 *   src/tests.rs: test_link, test_link2, test_link3, test_link_wrap, test_links_footnotes*,
 *   test_wrap3, test_subblock, test_links_outside_table, the `<pre>` e-mail test, the
 *   Filename image mode and test_xml1: the text it writes (links as `[1]: URL` footnotes) and
 *   the HTML inputs with an absolute URL.
 * - html-to-markdown 2.5.2 (Go, JohannesKaufmann; Debian
 *   golang-github-johanneskaufmann-html-to-markdown-dev 2.5.2-1, sid): the commonmark
 *   plugin's testdata/GoldenFiles/link.out.md whole and image.out.md's "Weird URLs", the
 *   paragraphs of link.in.html with an absolute URI, and converter/url_test.go
 *   TestDefaultAssembleAbsoluteURL: each `expected` (the href it writes into Markdown) as
 *   text, and the `input`s with a raw space or line break.
 * - ammonia 4.2.3 (Rust; Debian librust-ammonia-dev 4.2.3-1, sid, the crate's source),
 *   src/lib.rs's tests with an absolute URL (ignore_link, remove_unsafe_link, remove_js_link,
 *   rewrite_url_relative*, object_data, set_tag_attribute_values,
 *   update_existing_set_tag_attribute_values, remove_entity_link,
 *   remove_relative_url_evaluate, _c, and the SVG `<animate>`/`<set>` rows of
 *   ns_svg_animate_url_attr, ns_svg_set_url_attr, ns_svg_set_url_xlink_attr,
 *   ns_svg_set_url_attr_non_path): the input fragment read as text, against the hrefs and URL
 *   attributes of the cleaned HTML the test expects; the cleaned HTML too where it has a URI
 *   the input lacks.
 * - bluemonday 1.0.27 (Go; Debian golang-github-microcosm-cc-bluemonday-dev 1.0.27-1),
 *   sanitize_test.go: TestLinks, TestDataUri, TestGlobalURLPatternsViaCustomPolicy,
 *   TestELementURLPatternsMatching, TestAntiSamy, TestXSS, TestXSSGo18, TestHrefSanitization
 *   and TestSanitizedURL: each `in` read as text, against the absolute hrefs, srcs and other
 *   URL attributes of its `expected` (entities decoded; TestSanitizedURL's `expected` is the
 *   URL itself). An input both tests hold is kept once; kept are the inputs with a URI, a
 *   scheme or an obfuscated one (entities, a tab).
 * - HTML::FormatText::WithLinks 0.15 (Debian libhtml-formattext-withlinks-perl 0.15-3, the
 *   orig tarball), t/custom_format.t, parse_with_links.t, parse_file.t (t/file.html),
 *   parse_with_base.t, parse_with_relative_links.t, parse_with_html_fragment.t,
 *   parse_with_identical_links.t, parse_with_local_links.t and skip_linked_urls.t: the text
 *   it writes (`[1]link` and `1. URL` footnotes, or `link (URL)`) and its HTML, against the
 *   hrefs; and HTML::FormatText::WithLinks::AndTables 0.07
 *   (libhtml-formattext-withlinks-andtables-perl 0.07-2, the orig tarball),
 *   t/preserve_options.t and the link of t/html-formattext-withlinks-andtables.t.
 * - HTML::Restrict 3.0.2 (Debian libhtml-restrict-perl 3.0.2-1, the orig tarball),
 *   t/scheme.t, xss.t, attribute_constraints.t and replace_img.t, and HTML::Scrubber 0.19
 *   (libhtml-scrubber-perl 0.19-2, the orig tarball), t/jvn53973084.t and the `base` snippet
 *   of t/rt120384_remove_false_tags.t: the input, against the URIs the cleaned HTML keeps.
 * - @joplin/renderer 3.6.3 (npm), MdToHtml/linkReplacement.test.ts (the link it is given, the
 *   Markdown link of its comment, and the `<a>` it writes) and htmlUtils.test.ts (the HTML of
 *   its htmlDocIsImageOnly and extractHtmlBody tests).
 * - prose 1.2.1 (Go, jdkato; Debian golang-github-jdkato-prose-dev 1.2.1-1, bookworm),
 *   tokenize/punkt_test.go TestGoldenRules 22 and 23 (also testdata/golden_rules_en.json,
 *   tokenize.json): the sentence ends after the address's and the URL's ".", which is no
 *   part of them; the address is `fuzzy`.
 * A peer's answer is the list of links its expected output names (hrefs and srcs, `&amp;`
 * undone, in the text's order). Each group holds the cases where urisift gives the peer's
 * answer, then those where it answers differently on purpose (the peer's answer, urisift's,
 * and the rule; a sanitizer's dropped `javascript:` href is reported, with its warning),
 * then those where the HTML's markup decides, and the data: and file: URIs that RFC 2397
 * and RFC 8089 refuse (found only with `includeInvalid`). One case was wrong when harvested
 * and is fixed (session 47): bluemonday's `CONTENT="0; URL=http://;URL=javascript:…"`,
 * where a not-valid candidate hid the javascript: URI after it.
 * Left out: inputs test/ already holds ("http://www.google.com", "example.com", "#",
 * "http://www.example.com", "https://www.example.com"); html2text's (Go) tables, lists and other
 * tests without a URL; html2text's (Rust) tests whose only link is relative ("foo") and its other
 * image tests; html-to-markdown's TestParseAndEncodeQuery (a query alone, no URI) and its golden
 * files without an absolute URI; ammonia's tests without an absolute URL (classes, ids,
 * namespaces, rel values); bluemonday's rows with neither a URI nor a scheme (styles, comments,
 * event handlers) and TestAntiSamy's 13 base64 blobs (one hides a link in base64: no URI in the
 * text), and its `CONTENT="0; URL=http://;URL=javascript:…"` is only in the to-fix group;
 * WithLinks' tests without a link (basic_parse.t, with_emphasis.t, parse_with_name.t,
 * parse_a_with_no_href.t); HTML::Restrict's tests without a URI and HTML::Scrubber's other
 * snippets (relative hrefs, no URI); Joplin's resource links (":/id", a note id) but one, and its
 * HtmlToHtml, frontmatter and event-handler tests; prose's tokenizers (TreebankWordTokenizer
 * splits the URL at its ":", WordPunct at every "."), whose JSON tests check tokens, not links.
 * Read and without a case: glamour 1.0.0 (golden files of styled terminal output) and mmark
 * 2.2.25 (peer-suites-s44.test.ts read both).
 */
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { check, differs } from "../helpers/peer-check.js";

/** no valid URI found, and with `includeInvalid` the URIs the text holds, each not valid */
function notValid(cases: readonly (readonly [text: string, invalid: readonly string[]])[]): void {
  test.each(cases.map(([text, invalid]) => ({ text, invalid })))("$text", ({ text, invalid }) => {
    expect(extractText(text)).toEqual([]);
    const found = extractText(text, { includeInvalid: true });
    expect(found.map((f) => f.uri)).toEqual(invalid);
    for (const f of found) expect(f.valid).toBe(false);
  });
}

const RELATIVE =
  "a relative reference is no URI (RFC 3986 §4.2): urisift reports URIs, and resolves relative ones only against a mail part's base";
const LINK_TEXT =
  "a link's text that is a URI is a URI as written (RFC 3986 App. C), a record of its own";
const EACH = "each occurrence is a record (DESIGN.md Found; `--unique` keeps one)";
const SANITIZED =
  "the peer drops a href it deems unsafe; the text holds a valid URI, reported with its `dangerous-scheme` warning (DESIGN.md Found)";
const MARKUP =
  "HTML read as text: a URI in an attribute or an element the peer drops is a URI all the same (RFC 3986 App. C)";
const SPACE =
  'whitespace is no part of a URI (RFC 3986 App. C): in bare text, and inside quotes within a line (DESIGN.md "Delimiting rules": quote, no whitespace), a space ends it; the peer percent-encodes an attribute\'s whole value';
const AS_WRITTEN =
  'urisift reports a URI as the text writes it (DESIGN.md Found: `uri`); "@" is a pchar, allowed in a query as it is (RFC 3986 §3.4), and the peer\'s %40 is its own encoding';

/** html-to-markdown 2.5.2 plugin/commonmark/testdata/GoldenFiles/link.out.md, whole */
const LINK_OUT_MD =
  '<!--------------------------------------\n                Basics\n--------------------------------------->\n\n<!--no href attributes-->\n\n[no href]()\n\n[no href]()\n\n[no href]()\n\n* * *\n\n<!--no content-->\n\n[](/no_content)\n\n[](/no_content)\n\n[](/no_content)\n\n[](/no_content)\n\n[](/no_content)\n\n<!--no content but title-->\n\n[](/no_content "link title")\n\n* * *\n\n[relative link](/page.html)\n\n[absolute link](http://simple.org/)\n\n[query params](/page?b=1&a=2)\n\n[fragment heading](#heading)\n\n[fragment](#)\n\nWir freuen uns über eine [Mail](mailto:hi@example.com?body=Hello%0AJohannes)!\n\n<!--link with broken href-->\n\n[broken link](/page)\n\n[broken link](/page%0A%0A.html)\n\n[with whitespace around](example.com)\n\n[with space inside](http://Open%20Demo)\n\n<!--------------------------------------\n            Attributes\n--------------------------------------->\n\n<!--link with title-->\n\n[content](/ "link title")\n\n[content](/ "  link title  ")\n\n<!--link with multiline title-->\n\n[content](/ " link  title ")\n\n[content](/ \'"link title"\')\n\n[content](/ "\'link title\'")\n\n[content](/ \'"link title"\')\n\n<!--------------------------------------\n            Escaping\n--------------------------------------->\n\n<!--list with link-->\n\n- [a(b)\\[c\\]](/page.html)\n  \n  [a\\]](/page.html)\n\n<!--TODO: list with paragraph-->\n\n<!--link-->\n\n[a(b)\\[c\\]](/page.html)\n\n[a\\]](/page.html)\n\n<!--paragraph-->\n\na(b)\\[c]\n\n\\[a]\n\n[a\n\na]\n\n(a)\n\n(a\n\na)\n\n<!--------------------------------------\n            Adjacent\n--------------------------------------->\n\n[A](/)[B](/)\n\n[A](/) [B](/)\n\nbefore[A](/)middle[B](/)after\n\nbefore [A](/) middle [B](/) after\n\nbefore [A](/) middle [B](/) after\n\n<!--------------------------------------\n        Anchor Links in Headings\n--------------------------------------->\n\n# [Introduction](#intro)\n\n# [](#intro)Introduction\n\n# Introduction [#](#intro)\n\n# [🔗](#intro) Introduction\n\n<!--------------------------------------\n        Content and Combinations\n--------------------------------------->\n\n<!--link with space-->\n\nbefore [content](/) after\n\nbefore [content](/) after\n\nbefore [content](/) after\n\n* * *\n\n<!--link with inline styles-->\n\n[**bold** and *italic* text](/)\n\n**bold [and *italic*](/) text**\n\n<!--link with one br-->\n\n[A  \nB](/) \n\n<!--link with two br-->\n\n[A  \n\\\nB](/) \n\n<!--link with three br-->\n\n[A  \n\\\nB](/)\n\n<!--link with multiple div-->\n\n[A  \n\\\nB  \n\\\nC](/)\n\n<!--multiline link with too many newlines-->\n\n[Start Line  \n\\\nEnd Line](/)\n\n<!--newlines inside link-->\n\n[newlines around the link content](/)\n\n<!--multiline link inside a list item-->\n\n- [first text  \n  \\\n  second text](/)\n\n<!--link with image-->\n\n[![](/image.jpg)](/page.html)\n\n<!--multiline link-->\n\n[first text  \n\\\n![](/image.jpg)  \n\\\nsecond text](/page.html)\n\n<!--link with headings-->\n\n[**Heading A**  \n**Heading B**](/page.html)\n\n<!--link with an svg-->\n\n[](/ "title")\n\n<!-- link and strong inside word -->\n\nbefore [**a inside strong**](/) after\n\nbefore[**a inside strong**](/)after\n\nbefore [**strong inside a**](/) after\n\nbefore[**strong inside a**](/)after\n\nbefore [**middle**](/) after\n\nbefore [**middle**](/) after\n\nbefore[**middle**](/)after\n\nbefore [**middle**](/) after\n\nbefore [**middle**](/) after\n\nbefore [**middle**](/) after\n\nbefore**[with empty span](/)**after\n\nbefore **[with empty span](/)** after\n\nbefore **[with empty span](/)** after\n\n* * *\n\nbefore**[a](/) b**after\n\nbefore**[a](/)b**after\n\nbefore**[a](/) b [c](/)**after\n\n* * *\n\nbefore[*a inside italic*](/)after\n\nbefore[*italic inside a*](/)after\n\nbefore[**a inside b**](/)after\n\nbefore[**b inside a**](/)after\n\nbefore[**already bold**](/)after\n\n* * *\n\nbefore**[middle](/)**after\n\nbefore**[*inside bold & italic*](/)**after\n\nbefore***[inside bold & italic](/)a*b**after\n\nbefore**[inside bold & italic](/)**after\n\nbefore**a*b[c](/)d*e**after\n\n* * *\n\nbefore***italic*[link](/)strong**after\n\n<!--------------------------------------\n                Nesting\n--------------------------------------->\n\n[before  \n\\\nanother link  \n\\\nafter](/a)';

// ─── jaytaylor/html2text (Go) 0.0~git20230321.74c2419 ───────────────────────────────────

describe("jaytaylor/html2text 0.0~git20230321.74c2419 (html2text_test.go: the text it writes, against the input's hrefs)", () => {
  check([
    // TestLinks
    ["( http://example.com/ )", ["http://example.com/"]],
    ["Link ( http://example.com/ )", ["http://example.com/"]],
    [
      "Link ( http://example.com:80/~user?aaa=bb&c=d,e,f#foo )",
      ["http://example.com:80/~user?aaa=bb&c=d,e,f#foo"],
    ],
    [
      "Link A ( http://example.com/a/ ) Link B ( http://example.com/b/ )",
      ["http://example.com/a/", "http://example.com/b/"],
    ],
    // its hrefs that are template markers, no URI
    ["Link ( %%LINK%% )", []],
    ["Link ( [LINK] )", []],
    ["Link ( {LINK} )", []],
    ["Link ( [[!unsubscribe]] )", []],
    [
      "This is link1 ( http://www.google.com ) and link2 ( http://www.google.com ) is next.",
      ["http://www.google.com", "http://www.google.com"],
    ],
    // TestImageAltTags: images matter in a link
    ["Example ( http://example.com/ )", ["http://example.com/"]],
    // TestHeadings
    [
      "****************************\nTest ( http://example.com/ )\n****************************",
      ["http://example.com/"],
    ],
    // TestText (its regular expressions' text, the escapes undone; "/new" and "foo" relative)
    ["* New repository ( /new )", []],
    [
      "hi\nhello google ( https://google.com )\n\ntest\n\nList:\n\n* Foo ( foo )\n* Barsoap ( http://www.microshwhat.com/bar/soapy )\n* Baz",
      ["https://google.com", "http://www.microshwhat.com/bar/soapy"],
    ],
    // Example (its Output, to the list's end)
    [
      "Mega Service ( http://jaytaylor.com/ )\n\n******************************************\nWelcome to your new account on my service!\n******************************************\n\nHere is some more information:\n\n* Link 1: Example.com ( https://example.com )\n* Link 2: Example2.com ( https://example2.com )\n* Something else",
      ["http://jaytaylor.com/", "https://example.com", "https://example2.com"],
    ],
  ]);
});

describe("jaytaylor/html2text 0.0~git20230321.74c2419 (html2text_test.go: the HTML inputs, against the hrefs it writes)", () => {
  check([
    ['<a href="http://example.com/"></a>', ["http://example.com/"]],
    [
      "<a href='http://example.com/'>\n\t<span class='a'>Link</span>\n\t</a>",
      ["http://example.com/"],
    ],
    ["<a href='mailto:contact@example.org'>Contact Us</a>", ["mailto:contact@example.org"]],
    [
      '<a href="http://example.com:80/~user?aaa=bb&amp;c=d,e,f#foo">Link</a>',
      ["http://example.com:80/~user?aaa=bb&c=d,e,f#foo"],
    ],
    ["<a title='title' href=\"http://example.com/\">Link</a>", ["http://example.com/"]],
    ['<a href="   http://example.com/ "> Link </a>', ["http://example.com/"]],
    ['<a href="%%LINK%%">Link</a>', []],
    ['<a href="[[!unsubscribe]]">Link</a>', []],
    [
      '<p>This is <a href="http://www.google.com" >link1</a> and <a href="http://www.google.com" >link2 </a> is next.</p>',
      ["http://www.google.com", "http://www.google.com"],
    ],
    ["<h1><a href='http://example.com/'>Test</a></h1>", ["http://example.com/"]],
  ]);
});

describe("jaytaylor/html2text 0.0~git20230321.74c2419, fuzzy (TestLinks: a mailto: href written without its scheme)", () => {
  check([["Contact Us ( contact@example.org )", ["mailto:contact@example.org"]]], {
    fuzzy: true,
  });
});

describe("jaytaylor/html2text 0.0~git20230321.74c2419: answered differently on purpose", () => {
  differs([
    // TestLinks: a link whose text is its URL is written once
    [
      '<a href="http://www.google.com" >http://www.google.com</a>',
      ["http://www.google.com"],
      ["http://www.google.com", "http://www.google.com"],
      `${LINK_TEXT}; ${EACH}`,
    ],
  ]);
});

describe("jaytaylor/html2text 0.0~git20230321.74c2419: markup reads differently", () => {
  differs([
    // TestOmitLinks (no link written), TestImageAltTags (the src is never written)
    [
      '<a href="http://example.com/"><img src="http://example.ru/hello.jpg" alt="Example"></a>',
      ["http://example.com/"],
      ["http://example.com/", "http://example.ru/hello.jpg"],
      MARKUP,
    ],
    ['<img src="http://example.ru/hello.jpg" />', [], ["http://example.ru/hello.jpg"], MARKUP],
    [
      "<a href='http://example.com/'><img src='http://example.ru/hello.jpg' alt='Example'/></a>",
      ["http://example.com/"],
      ["http://example.com/", "http://example.ru/hello.jpg"],
      MARKUP,
    ],
    // TestIgnoreStylesScriptsHead: a template in a <script> is skipped
    [
      '<script type="text/ng-template" id="template.html"><a href="http://google.com">Google</a></script>',
      [],
      ["http://google.com"],
      MARKUP,
    ],
  ]);
});

// ─── html2text (Rust) 0.17.1 ─────────────────────────────────────────────────────────────

describe("html2text 0.17.1 (Rust, src/tests.rs: the text it writes, links as footnotes)", () => {
  check([
    // test_link, test_link2, test_link3, test_links_footnotes
    ["Hello, [world][1]\n\n[1]: http://www.example.com/\n", ["http://www.example.com/"]],
    ["Hello, [world][1]!\n\n[1]: http://www.example.com/\n", ["http://www.example.com/"]],
    ["Hello, [w][1]orld\n\n[1]: http://www.example.com/\n", ["http://www.example.com/"]],
    // test_links_footnotes_trivial, _rich
    ["Hello, world[1]\n\n[1]: http://www.example.com/\n", ["http://www.example.com/"]],
    // test_subblock
    [
      "Here's a [link][1].\n* Bullet\n* Bullet\n* Bullet\n\n[1]: https://example.com/\n",
      ["https://example.com/"],
    ],
    // test_links_outside_table
    [
      "──────────────┬───────────────\n[[Twitter]][1]│[[Facebook]][2]\n──────────────┴───────────────\n\n[1]: https://example.com/verylonglinks\n[2]: http://www.facebook.com/pages\n",
      ["https://example.com/verylonglinks", "http://www.facebook.com/pages"],
    ],
    // the <pre> e-mail test: no link, and "mobile:33" is no URI
    [
      "\u00a0\n\nSenior Security Engineer\n\n\u00a0\n\nSingapore Washington DC\n\n\u00a0\n\nemail: x.y@z.com\n\n\u00a0\n\nmobile:33 999999\n\nphone: 33 999999\n",
      [],
    ],
    [
      "    <pre>email: x.y@z.com</pre>\n    <pre>&nbsp;</pre>\n    <pre>mobile:33 999999</pre>\n    <pre>phone: 33 999999</pre>\n",
      [],
    ],
    // the HTML inputs
    [
      '\n       <p>Hello, <a href="http://www.example.com/">world</a></p>',
      ["http://www.example.com/"],
    ],
    [
      '\n       <p>Hello, <a href="http://www.example.com/">world</a>!</p>',
      ["http://www.example.com/"],
    ],
    [
      '\n       <p>Hello, <a href="http://www.example.com/">w</a>orld</p>',
      ["http://www.example.com/"],
    ],
    ['\n       <a href="http://www.example.com/">Hello</a>', ["http://www.example.com/"]],
  ]);
});

describe("html2text 0.17.1 (Rust), fuzzy: answered differently on purpose", () => {
  differs(
    [
      [
        "\u00a0\n\nSenior Security Engineer\n\n\u00a0\n\nSingapore Washington DC\n\n\u00a0\n\nemail: x.y@z.com\n\n\u00a0\n\nmobile:33 999999\n\nphone: 33 999999\n",
        [],
        ["mailto:x.y@z.com"],
        'fuzzy mode takes a bare address as a mailto: URI (RULES.md "Fuzzy links"); the peer converts, it links nothing',
      ],
    ],
    { fuzzy: true },
  );
});

describe("html2text 0.17.1 (Rust): answered differently on purpose", () => {
  differs([
    // test_link_wrap: the footnote's URL hard-wrapped at 10 columns
    [
      "[Hello][1]\n\n[1]: http:\n//www.exam\nple.com/\n",
      ["http://www.example.com/"],
      [],
      'a bare URI is joined across a hard wrap only on lines of 68–100 bytes (RULES.md "A bare URI hard-wrapped at a fixed width"); "http:" alone is no URI',
    ],
    // test_wrap3: the link's text is a URL, its href "dest" relative
    [
      "[http://example.org/blah/\n][1] one two three\n\n[1]: dest\n",
      [],
      ["http://example.org/blah/"],
      `${LINK_TEXT}; "dest" is relative: ${RELATIVE}`,
    ],
    [
      '<p><a href="dest">http://example.org/blah/</a> one two three',
      [],
      ["http://example.org/blah/"],
      `${LINK_TEXT}; "dest" is relative: ${RELATIVE}`,
    ],
  ]);
});

describe("html2text 0.17.1 (Rust): markup reads differently", () => {
  differs([
    // test_links_outside_table: the images' srcs are not written
    [
      '\n<table>\n<tbody>\n<tr><td><a href="https://example.com/verylonglinks"><img src="http://www.twitter.com/img/icon_twitter.png" alt="Twitter"></a></td>\n    <td><a href="http://www.facebook.com/pages"><img src="http://www.facebook.com/icon_facebook.png" alt="Facebook"></a></td>\n        </tr>\n        </tbody>\n        </table>\n',
      ["https://example.com/verylonglinks", "http://www.facebook.com/pages"],
      [
        "https://example.com/verylonglinks",
        "http://www.twitter.com/img/icon_twitter.png",
        "http://www.facebook.com/pages",
        "http://www.facebook.com/icon_facebook.png",
      ],
      MARKUP,
    ],
    // test_empty_img_mode (ImageRenderMode::Filename): "Hello x[foo.jpg]y"
    [
      "<p>Hello x<img src='http://www.example.com/path/foo.jpg' alt=''>y</p>",
      [],
      ["http://www.example.com/path/foo.jpg"],
      MARKUP,
    ],
    // test_xml1: the XHTML namespace
    [
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<html xmlns="http://www.w3.org/1999/xhtml">\n<head>\n<title>Testing, testing</title>\n</head>\n<body>\n<h1/>\n<p>Not Heading</p>\n</body>\n</html>',
      [],
      ["http://www.w3.org/1999/xhtml"],
      MARKUP,
    ],
  ]);
});

// ─── html-to-markdown (Go) 2.5.2 ─────────────────────────────────────────────────────────

describe("html-to-markdown 2.5.2 (plugin/commonmark/testdata/GoldenFiles/link.out.md whole: its absolute hrefs)", () => {
  check([
    [
      LINK_OUT_MD,
      ["http://simple.org/", "mailto:hi@example.com?body=Hello%0AJohannes", "http://Open%20Demo"],
    ],
  ]);
});

describe("html-to-markdown 2.5.2 (converter/url_test.go TestDefaultAssembleAbsoluteURL: each expected href as text)", () => {
  check([
    ["http://test.com/page.html?key=val#hash", ["http://test.com/page.html?key=val#hash"]],
    ["https://test.com/page.html?key=val#hash", ["https://test.com/page.html?key=val#hash"]],
    [
      "data:image/gif;base64,R0lGODlhEAAQAMQAAORHHOVSKudfOulrSOp3WOyDZu6QdvCchPGolfO0o/XBs/fNwfjZ0frl3/zy7////wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACH5BAkAABAALAAAAAAQABAAAAVVICSOZGlCQAosJ6mu7fiyZeKqNKToQGDsM8hBADgUXoGAiqhSvp5QAnQKGIgUhwFUYLCVDFCrKUE1lBavAViFIDlTImbKC5Gm2hB0SlBCBMQiB0UjIQA7",
      [
        "data:image/gif;base64,R0lGODlhEAAQAMQAAORHHOVSKudfOulrSOp3WOyDZu6QdvCchPGolfO0o/XBs/fNwfjZ0frl3/zy7////wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACH5BAkAABAALAAAAAAQABAAAAVVICSOZGlCQAosJ6mu7fiyZeKqNKToQGDsM8hBADgUXoGAiqhSvp5QAnQKGIgUhwFUYLCVDFCrKUE1lBavAViFIDlTImbKC5Gm2hB0SlBCBMQiB0UjIQA7",
      ],
    ],
    [
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2056%2056'%20width='56'%20height='56'%20%3E%3C/svg%3E",
      [
        "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2056%2056'%20width='56'%20height='56'%20%3E%3C/svg%3E",
      ],
    ],
    ["slack://open?team=abc", ["slack://open?team=abc"]],
    ["https://www.example.com?a=1&c=2&b=3&x=&y", ["https://www.example.com?a=1&c=2&b=3&x=&y"]],
    ["https://Open%20Demo", ["https://Open%20Demo"]],
    ["https://Open%20%5Bfoo%5D%28uri%29%20Demo", ["https://Open%20%5Bfoo%5D%28uri%29%20Demo"]],
    [
      "mailto:hi@example.com?subject=Mail&cc=someoneelse%40example.com",
      ["mailto:hi@example.com?subject=Mail&cc=someoneelse%40example.com"],
    ],
    [
      "mailto:hi@example.com?body=Hello%0AJohannes",
      ["mailto:hi@example.com?body=Hello%0AJohannes"],
    ],
    [
      "mailto:hi@example.com?subject=Hello%20Johannes",
      ["mailto:hi@example.com?subject=Hello%20Johannes"],
    ],
    [
      "mailto:hi@example.com?subject=Greetings%20to%20Johannes",
      ["mailto:hi@example.com?subject=Greetings%20to%20Johannes"],
    ],
    [
      "mailto:hi@example.com?subject=Sie%20k%C3%B6nnen%20gern%20einen%20Screenshot%20anh%C3%A4ngen",
      [
        "mailto:hi@example.com?subject=Sie%20k%C3%B6nnen%20gern%20einen%20Screenshot%20anh%C3%A4ngen",
      ],
    ],
    [
      "mailto:hi@example.com?body=Article%3A%20www.website.com%2Fpage.html",
      ["mailto:hi@example.com?body=Article%3A%20www.website.com%2Fpage.html"],
    ],
    // the relative ones, no URI: "fragment", "fragment with space", "no domain", the brackets
    ["#heading", []],
    ["#my%20heading", []],
    ["/page.html?key=val#hash", []],
    ["foo%28and%28bar%29", []],
    ["%5Bfoo%5D%28uri%29", []],
    // its inputs that hold no space
    [
      "mailto:hi@example.com?subject=Mail&cc=someoneelse@example.com",
      ["mailto:hi@example.com?subject=Mail&cc=someoneelse@example.com"],
    ],
    ["foo(and(bar)", []],
  ]);
});

describe("html-to-markdown 2.5.2 (link.in.html: the paragraphs with an absolute href)", () => {
  check([['<p><a href="http://simple.org/">absolute link</a></p>', ["http://simple.org/"]]]);
});

describe("html-to-markdown 2.5.2: answered differently on purpose", () => {
  differs([
    // url_test.go inputs, the href's value whole: the peer percent-encodes what is not a
    // URI character
    ["https://Open Demo", ["https://Open%20Demo"], ["https://Open"], SPACE],
    [
      "https://Open [foo](uri) Demo",
      ["https://Open%20%5Bfoo%5D%28uri%29%20Demo"],
      ["https://Open"],
      SPACE,
    ],
    [
      "mailto:hi@example.com?body=Hello\nJohannes",
      ["mailto:hi@example.com?body=Hello%0AJohannes"],
      ["mailto:hi@example.com?body=Hello"],
      SPACE,
    ],
    [
      "mailto:hi@example.com?subject=Greetings to Johannes",
      ["mailto:hi@example.com?subject=Greetings%20to%20Johannes"],
      ["mailto:hi@example.com?subject=Greetings"],
      SPACE,
    ],
    [
      "mailto:hi@example.com?subject=Sie können gern einen Screenshot anhängen",
      [
        "mailto:hi@example.com?subject=Sie%20k%C3%B6nnen%20gern%20einen%20Screenshot%20anh%C3%A4ngen",
      ],
      ["mailto:hi@example.com?subject=Sie"],
      SPACE,
    ],
    [
      "mailto:hi@example.com?body=Article: www.website.com/page.html",
      ["mailto:hi@example.com?body=Article%3A%20www.website.com%2Fpage.html"],
      ["mailto:hi@example.com?body=Article"],
      `${SPACE}; the ":" before the space is trailing punctuation (DESIGN.md "Delimiting rules": bare)`,
    ],
    [
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 56 56' width='56' height='56' %3E%3C/svg%3E",
      [
        "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2056%2056'%20width='56'%20height='56'%20%3E%3C/svg%3E",
      ],
      ["data:image/svg+xml,%3Csvg", "http://www.w3.org/2000/svg"],
      `${SPACE}; the namespace in quotes is a URI of its own`,
    ],
    // "with whitespace around": the peer trims the href "  example.com  " and keeps it
    ["  example.com  \n  ", ["example.com"], [], RELATIVE],
    // link.in.html: an href with a raw line break and tabs, and one with a space
    [
      '<p>\n  Wir freuen uns über eine\n  <a href="mailto:hi@example.com?body=Hello\nJohannes\t\t">Mail</a>!\n</p>',
      ["mailto:hi@example.com?body=Hello%0AJohannes"],
      ["mailto:hi@example.com?body=Hello"],
      'a double-quoted URI is joined across a line break only when no other whitespace is in the quotes (RULES.md "Double quotes across lines"); the tabs before the quote are a space inside a line',
    ],
    [
      '<p><a href="http://Open Demo">with space inside</a></p>',
      ["http://Open%20Demo"],
      ["http://Open"],
      SPACE,
    ],
    // "mailto" expected: the peer encodes the query's "@" (its input is the text here)
    [
      "Write to mailto:hi@example.com?subject=Mail&cc=someoneelse@example.com today",
      ["mailto:hi@example.com?subject=Mail&cc=someoneelse%40example.com"],
      ["mailto:hi@example.com?subject=Mail&cc=someoneelse@example.com"],
      AS_WRITTEN,
    ],
  ]);
});

describe("html-to-markdown 2.5.2: its data: URIs that RFC 2397 refuses (includeInvalid)", () => {
  notValid([
    // image.out.md "image with data uri": base64 data of 10 characters (RFC 4648 §4: groups of
    // four), and a parameter ";utf8" without "=value" (RFC 2397 §3: parameter := attribute
    // "=" value); the peer's srcs are these as written
    ["![](data:image/gif;base64,abcdefghij)", ["data:image/gif;base64,abcdefghij"]],
    [
      "![](data:image/svg+xml;utf8,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20width='1080'%20height='956'%3E%3C/svg%3E)",
      [
        "data:image/svg+xml;utf8,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20width='1080'%20height='956'%3E%3C/svg%3E",
      ],
    ],
  ]);
});

// ─── ammonia (Rust) 4.2.3 ────────────────────────────────────────────────────────────────

describe("ammonia 4.2.3 (src/lib.rs tests: the input, against the URLs the cleaned HTML keeps)", () => {
  check([
    // ignore_link, and the cleaned HTML it expects
    ['a <a href="http://www.google.com">good</a> example', ["http://www.google.com"]],
    [
      'a <a href="http://www.google.com" rel="noopener noreferrer">good</a> example',
      ["http://www.google.com"],
    ],
    // remove_unsafe_link: the onclick goes, the href stays
    [
      'an <a onclick="evil()" href="http://www.google.com">evil</a> example',
      ["http://www.google.com"],
    ],
    // rewrite_url_relative: "<a href=test>" against http://example.com/ (the cleaned HTML)
    ["<a href=test>Test</a>", []],
    [
      '<a href="http://example.com/test" rel="noopener noreferrer">Test</a>',
      ["http://example.com/test"],
    ],
    ['<a href="http://example.com/test">Test</a>', ["http://example.com/test"]],
    // set_tag_attribute_values, update_existing_set_tag_attribute_values
    ['<a href="https://example.com/">Link</a>', ["https://example.com/"]],
    ['<a target="bad" href="https://example.com/">Link</a>', ["https://example.com/"]],
    ['<a target="_blank" href="https://example.com/">Link</a>', ["https://example.com/"]],
    // remove_entity_link: "javascript:alert('XSS')" as numeric references without ";" —
    // no scheme in the text, and the peer drops it
    [
      '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">Click me!</a>',
      [],
    ],
    // remove_relative_url_evaluate: the absolute href is "skipped" by the evaluator, kept
    [
      "<a href=banned>banned</a><a href=/test/path>fixed</a><a href=path>passed</a><a href=http://google.com/>skipped</a>",
      ["http://google.com/"],
    ],
    // remove_relative_url_evaluate_c
    ['<a href="https://www.google.com/">google</a>', ["https://www.google.com/"]],
    // ns_svg_animate_url_attr: a url attribute it keeps
    [
      '<animate attributeName="href" values="http://example.com"></animate>',
      ["http://example.com"],
    ],
    [
      '<animate attributeName="href" from="http://example.com" to="http://example.com"></animate>',
      ["http://example.com", "http://example.com"],
    ],
    [
      '<animate attributeName="href" from="http://example.com" to="http://notriddle.com/test2"></animate>',
      ["http://example.com", "http://notriddle.com/test2"],
    ],
    [
      '<animate attributeName="href" from="http://notriddle.com/test2" to="http://example.com"></animate>',
      ["http://notriddle.com/test2", "http://example.com"],
    ],
    // ns_svg_set_url_xlink_attr, ns_svg_set_url_attr_non_path
    ['<set attributeName="xlink:href" to="http://example.com"></set>', ["http://example.com"]],
    ['<set attributeName="href" to="http://example.com"></set>', ["http://example.com"]],
    // ns_svg_set_url_attr_non_path: the base it is given, a magnet: URI without a path
    [
      "magnet:?xt=urn:btih:da39a3ee5e6b4b0d3255bfef95601890afd80709&xt=urn:btmh:1220e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      [
        "magnet:?xt=urn:btih:da39a3ee5e6b4b0d3255bfef95601890afd80709&xt=urn:btmh:1220e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      ],
    ],
  ]);
});

describe("ammonia 4.2.3: answered differently on purpose", () => {
  differs([
    // remove_js_link
    ['an <a href="javascript:evil()">evil</a> example', [], ["javascript:evil()"], SANITIZED],
    // object_data: a data attribute on <span> is kept as text; <object data> dropped
    [
      '<span data="javascript:evil()">Test</span><object data="javascript:evil()"></object>M',
      [],
      ["javascript:evil()", "javascript:evil()"],
      SANITIZED,
    ],
    // rewrite_url_relative_with_invalid_url: the href `\\"https://example.com\\"` is no URL
    // to the peer, which drops it
    [
      '<a href="\\\\"https://example.com\\\\"">test</a>',
      [],
      ["https://example.com"],
      'a URI between `"` and the backslash that ends it is a URI all the same (RFC 3986 App. C: delimiters around a URI are not part of it)',
    ],
    // ns_svg_animate_url_attr: SMIL's values is a ";"-separated list; the peer rewrites
    // "/test" against its base and drops "javascript:xss"
    [
      '<animate attributeName="href" values="http://example.com;/test"></animate>',
      ["http://example.com", "http://notriddle.com/test"],
      ["http://example.com;/test"],
      'text alone cannot tell a list\'s ";": RFC 3986 §3.2.2 admits sub-delims (";") in a reg-name, so the quoted value is one valid URI',
    ],
    [
      '<animate attributeName="href" values="http://example.com;/test;javascript:xss"></animate>',
      ["http://example.com", "http://notriddle.com/test"],
      ["http://example.com;/test;javascript:xss"],
      'text alone cannot tell a list\'s ";": RFC 3986 §3.2.2 admits sub-delims (";") in a reg-name and §3.3 ";" and ":" in a path, so the quoted value is one valid URI',
    ],
    [
      '<animate attributeName="href" values="http://example.com;http://notriddle.com/test"></animate>',
      ["http://example.com", "http://notriddle.com/test"],
      ["http://example.com;http://notriddle.com/test"],
      'text alone cannot tell a list\'s ";": host "example.com;http", an empty port and the path "//notriddle.com/test" make one valid URI (RFC 3986 §3.2.2, §3.2.3, §3.3 path-abempty)',
    ],
    [
      '<animate attributeName="href" from="javascript:xss" to="http://example.com"></animate>',
      [],
      ["javascript:xss", "http://example.com"],
      SANITIZED,
    ],
    [
      '<animate attributeName="href" from="http://example.com" to="javascript:xss"></animate>',
      [],
      ["http://example.com", "javascript:xss"],
      SANITIZED,
    ],
    [
      '<animate attributeName="href" from="http://example.com" to="./test2"></animate>',
      ["http://example.com", "http://notriddle.com/test2"],
      ["http://example.com"],
      RELATIVE,
    ],
    ['<set attributeName="href" to="javascript:xss"></set>', [], ["javascript:xss"], SANITIZED],
  ]);
});

// ─── @joplin/renderer 3.6.3 ──────────────────────────────────────────────────────────────

describe("@joplin/renderer 3.6.3 (MdToHtml/linkReplacement.test.ts, htmlUtils.test.ts)", () => {
  check([
    // should handle non-resource links: the link given, and the <a> it writes
    ["https://example.com/test", ["https://example.com/test"]],
    ["<a data-from-md href='https://example.com/test'>", ["https://example.com/test"]],
    // should handle resource links: the note's id, no URI
    [":/f6afba55bdf74568ac94f8d1e3578d2c", []],
    // should tell if an HTML document is an image only
    [
      "<meta charset='utf-8'>\n<img src=\"https://example.com/img.png\"/>",
      ["https://example.com/img.png"],
    ],
    ['<img src="https://example.com/img.png"/>', ["https://example.com/img.png"]],
    [
      '<img src="https://example.com/img.png"/><img src="https://example.com/img.png"/>',
      ["https://example.com/img.png", "https://example.com/img.png"],
    ],
    ['<img src="https://example.com/img.png"/><p>Some text</p>', ["https://example.com/img.png"]],
    ['<img src="https://example.com/img.png"/> Some text', ["https://example.com/img.png"]],
    // should extract the HTML body: a relative src
    ['<html><head></head><meta bla><body>Here is the body<img src="test.png"/></body></html>', []],
  ]);
});

describe("@joplin/renderer 3.6.3: answered differently on purpose", () => {
  differs([
    // should handle non-resource links: the href, and again in the onclick's postMessage
    [
      "<a data-from-md href='https://example.com/test' onclick='postMessage(&quot;https://example.com/test&quot;, { resourceId: &quot;&quot; }); return false;'>",
      ["https://example.com/test"],
      ["https://example.com/test", "https://example.com/test"],
      EACH,
    ],
    // should handle non-resource links with single quotes in it: "Handles a link such as:"
    [
      "[Google](https://www.goo'onclick=javascript:alert(/1/);f=')",
      ["https://www.goo'onclick=javascript:alert(/1/);f='"],
      ["https://www.goo", "javascript:alert(/1/);f="],
      'the peer\'s href has the port "alert(" (RFC 3986 §3.2.3: port = *DIGIT), no URI; the text holds the valid "https://www.goo" before the quote, and a javascript: URI',
    ],
    [
      "<a data-from-md href='https://www.goo&apos;onclick=javascript:alert(/1/);f=&apos;' onclick='postMessage(&quot;https://www.goo%27onclick=javascript:alert(/1/);f=%27&quot;, { resourceId: &quot;&quot; }); return false;'>",
      ["https://www.goo'onclick=javascript:alert(/1/);f='"],
      ["javascript:alert(/1/);f=%27"],
      'a quoted URI runs to its quote (DESIGN.md "Delimiting rules"), here with the port "alert(" (RFC 3986 §3.2.3): not valid, reported only with includeInvalid; the onclick\'s `https://www.goo%27onclick=javascript:…` has that port too, and hides no URI after its scheme (session 47): its javascript: URI is reported',
    ],
    // should handle resource links: the note's joplin:// URI in the onclick; the href is "#"
    [
      "<a data-from-md data-resource-id='f6afba55bdf74568ac94f8d1e3578d2c' href='#' onclick='postMessage(&quot;joplin://f6afba55bdf74568ac94f8d1e3578d2c&quot;, { resourceId: &quot;f6afba55bdf74568ac94f8d1e3578d2c&quot; }); return false;'><span class=\"resource-icon fa-joplin\"></span>",
      [],
      ["joplin://f6afba55bdf74568ac94f8d1e3578d2c"],
      `${MARKUP}; "#" is relative`,
    ],
  ]);
});

// ─── prose (Go) 1.2.1 ────────────────────────────────────────────────────────────────────

describe("prose 1.2.1 (tokenize/punkt_test.go TestGoldenRules 23: the sentence ends after the URL)", () => {
  check([
    [
      "The site is: https://www.example.50.com/new-site/awesome_content.html. Please check it out.",
      ["https://www.example.50.com/new-site/awesome_content.html"],
    ],
  ]);
});

describe("prose 1.2.1 (TestGoldenRules 22: the sentence ends after the address), fuzzy", () => {
  check(
    [["Her email is Jane.Doe@example.com. I sent her an email.", ["mailto:Jane.Doe@example.com"]]],
    {
      fuzzy: true,
    },
  );
});

// ─── HTML::FormatText::WithLinks 0.15 and ::AndTables 0.07 ──────────────────────────────

const WL_LINKED_HTML =
  '<html>\n<body>\n<p>This is a mail of some sort with a bunch of linked URLs.</p>\n<p><a href="http://example.com/">http://example.com/</a></p>\n<p>and another <a href="https://example.com/">https://example.com/</a></p>\n<p>ftp now <a href="ftp://example.com">ftp://example.com</a></p>\n<p>not the same <a href="http://example.com/">but not this</a></p>\n<p>or this <a href="http://example.com/foo">http://example.com</a></p>\n</body>\n</html>\n';

describe("HTML::FormatText::WithLinks 0.15 (t/*.t: the text it writes, links as footnotes, against the input's hrefs)", () => {
  check([
    // custom_format.t (footnote "[%n] %l"; after_link "[%n]"; link_num_generator)
    [
      "This is a mail of some sort with a [1] link.\n[1] http://example.com/\n",
      ["http://example.com/"],
    ],
    [
      "This is a mail of some sort with a link[1].\n1. http://example.com/\n",
      ["http://example.com/"],
    ],
    [
      "This is a mail of some sort with a [0]link.\n0. http://example.com/\n",
      ["http://example.com/"],
    ],
    // parse_with_links.t, parse_file.t, parse_multiple_times.t, and their HTML (t/file.html)
    [
      "This is a mail of some sort with a [1]link.\n1. http://example.com/\n",
      ["http://example.com/"],
    ],
    [
      '<html>\n<body>\n<p>\nThis is a mail of some sort with a <a href="http://example.com/">link</a>.\n</p>\n</body>\n</html>\n',
      ["http://example.com/"],
    ],
    // parse_with_base.t, parse_with_relative_links.t: the relative href resolved by the peer
    [
      "This is a mail of some sort with a [1]link.\n1. http://example.com/relative.html\n",
      ["http://example.com/relative.html"],
    ],
    [
      "This is a mail of some sort with a [1]link.\n1. http://example.net/relative.html\n",
      ["http://example.net/relative.html"],
    ],
    // parse_with_html_fragment.t
    [
      "    This is a mail of some sort with a [1]link and some more text here.\n    1. http://example.com/\n",
      ["http://example.com/"],
    ],
    [
      'This is a mail of some sort with a <a href="http://example.com/">link</a> and some more text here.',
      ["http://example.com/"],
    ],
    // parse_with_identical_links.t (unique_links; after_link; not unique)
    [
      "This is a mail of some sort with a [1]link and yet another [1]link.\n1. http://example.com/\n",
      ["http://example.com/"],
    ],
    [
      "This is a mail of some sort with a [1]link and another [2]link and yet\nanother [1]link.\n1. http://example.com/\n2. http://example.net\n",
      ["http://example.com/", "http://example.net"],
    ],
    [
      "This is a mail of some sort with a link[1] and another link[2] and yet\nanother link[1].\n1. http://example.com/\n2. http://example.net\n",
      ["http://example.com/", "http://example.net"],
    ],
    [
      "This is a mail of some sort with a [1]link and another [2]link and yet\nanother [3]link.\n1. http://example.com/\n2. http://example.net\n3. http://example.com/\n",
      ["http://example.com/", "http://example.net", "http://example.com/"],
    ],
    [
      '<html>\n<body>\n<p>\nThis is a mail of some sort with a <a href="http://example.com/">link</a> and another <a href="http://example.net">link</a> and yet another <a href="http://example.com/">link</a>.\n</p>\n</body>\n</html>\n',
      ["http://example.com/", "http://example.net", "http://example.com/"],
    ],
    // parse_with_local_links.t: "#top", relative
    ["This is a mail of some sort with a [1]link to a local anchor.\n1. #top\n", []],
  ]);
});

describe("HTML::FormatText::WithLinks::AndTables 0.07 (t/preserve_options.t)", () => {
  check([
    [
      " Link (http://example.com)\n\n Cell link (http://example.com/foo) \n\n",
      ["http://example.com", "http://example.com/foo"],
    ],
    [
      '\n<a href="http://example.com">Link</a>\n<table><tr><td><a href="http://example.com/foo">Cell link</a></td></tr></table>',
      ["http://example.com", "http://example.com/foo"],
    ],
  ]);
});

describe("HTML::FormatText::WithLinks 0.15 and ::AndTables 0.07: answered differently on purpose", () => {
  differs([
    // skip_linked_urls.t: a link whose text is its URL is written once, as text
    [
      "This is a mail of some sort with a bunch of linked URLs.\nhttp://example.com/\nand another https://example.com/\nftp now ftp://example.com\nnot the same but not this (http://example.com/)\nor this http://example.com (http://example.com/foo)\n",
      [
        "http://example.com/",
        "https://example.com/",
        "ftp://example.com",
        "http://example.com/",
        "http://example.com/foo",
      ],
      [
        "http://example.com/",
        "https://example.com/",
        "ftp://example.com",
        "http://example.com/",
        "http://example.com",
        "http://example.com/foo",
      ],
      `${LINK_TEXT}: the last link's text differs from its href`,
    ],
    [
      WL_LINKED_HTML,
      [
        "http://example.com/",
        "https://example.com/",
        "ftp://example.com",
        "http://example.com/",
        "http://example.com/foo",
      ],
      [
        "http://example.com/",
        "http://example.com/",
        "https://example.com/",
        "https://example.com/",
        "ftp://example.com",
        "ftp://example.com",
        "http://example.com/",
        "http://example.com/foo",
        "http://example.com",
      ],
      `${LINK_TEXT}; ${EACH}`,
    ],
    // parse_with_base.t: the document's <base>, and a relative href the peer resolves
    [
      '<html>\n<head>\n<base href="http://example.com/" />\n<body>\n<p>\nThis is a mail of some sort with a <a href="/relative.html">link</a>.\n</p>\n</body>\n</html>\n',
      ["http://example.com/relative.html"],
      ["http://example.com/"],
      `the <base> element's href is a URI in the text; "/relative.html": ${RELATIVE}`,
    ],
    // html-formattext-withlinks-andtables.t: the link's text is its URL
    [
      "   [1]http://xyz\n\n   1. http://xyz\n",
      ["http://xyz"],
      ["http://xyz", "http://xyz"],
      `${LINK_TEXT}; ${EACH}`,
    ],
    [
      '    <a href="http://xyz">http://xyz</a>\n</html>',
      ["http://xyz"],
      ["http://xyz", "http://xyz"],
      `${LINK_TEXT}; ${EACH}`,
    ],
  ]);
});

// ─── HTML::Restrict 3.0.2 ────────────────────────────────────────────────────────────────

describe("HTML::Restrict 3.0.2 (t/scheme.t, xss.t, attribute_constraints.t, replace_img.t: the input, against the URIs the output keeps)", () => {
  check([
    // scheme.t: http, https, ftp kept; relative kept, then removed
    ['<a href="http://example.com">link</a>', ["http://example.com"]],
    ['<a href="https://example.com">link</a>', ["https://example.com"]],
    ['<a href="ftp://example.com">link</a>', ["ftp://example.com"]],
    ['<a href="/some/file">link</a>', []],
    // xss.t: an entity for the ":" (no scheme in the text), good schemes kept, "//host" and
    // "/music" relative
    ['<a href="javascript&#58;evil_script()">evil</a>', []],
    ['<a href="http://vilerichard.com">click</a>', ["http://vilerichard.com"]],
    ['<a href="https://vilerichard.com">click</a>', ["https://vilerichard.com"]],
    ['<a href="//vilerichard.com">click</a>', []],
    [
      '<a class="&quot;&gt;&lt;script&gt;alert(&quot;oops&quot;);&lt;/script&gt;&lt;a href=&quot;"></a>',
      [],
    ],
    // attribute_constraints.t: a src that passes its regex
    [
      '<iframe width="560" height="315" frameborder="0" src="http://www.youtube.com/embed/9gKeRZM2Iyc"></iframe>',
      ["http://www.youtube.com/embed/9gKeRZM2Iyc"],
    ],
    [
      '<iframe src="http://www.youtube.com/embed/9gKeRZM2Iyc" frameborder="0" height="315" width="560"></iframe>',
      ["http://www.youtube.com/embed/9gKeRZM2Iyc"],
    ],
  ]);
});

describe("HTML::Restrict 3.0.2: answered differently on purpose", () => {
  differs([
    ['<img src="javascript:evil_fc()" />', [], ["javascript:evil_fc()"], SANITIZED],
    [
      '<blockquote cite="javascript:evil_fc()">blockquote</blockquote>',
      [],
      ["javascript:evil_fc()"],
      SANITIZED,
    ],
    ['<a href="javascript:alert(1)">oops!</a>', [], ["javascript:alert(1)"], SANITIZED],
    // attribute_constraints.t 'one constraint fails': the src is dropped by the peer's rule
    [
      '<iframe width="560" height="315" src="http://www.hostile.com/" frameborder="0"></iframe>',
      [],
      ["http://www.hostile.com/"],
      "the peer drops a src its caller's pattern refuses (a policy, not a syntax): the text holds a valid URI",
    ],
    // 'entities are re-encoded when regex match passes': the src's value, decoded, is
    // `http://www.youtube.com/" onclick="alert('hi')`
    [
      "<iframe src=\"http://www.youtube.com/&quot; onclick=&quot;alert('hi')\"></iframe>",
      ["http://www.youtube.com/\" onclick=\"alert('hi')"],
      ["http://www.youtube.com/"],
      '`&quot;` is a `"`, which ends the URI (RFC 3986 App. C: delimiters), and a space is no part of one',
    ],
    [
      '<iframe src="http://www.youtube.com/&quot; onclick=&quot;alert(&#39;hi&#39;)"></iframe>',
      ["http://www.youtube.com/\" onclick=\"alert('hi')"],
      ["http://www.youtube.com/"],
      '`&quot;` is a `"`, which ends the URI (RFC 3986 App. C: delimiters), and a space is no part of one',
    ],
    // replace_img.t: the img replaced by "[IMAGE: foo bar]" or dropped
    [
      '<img alt="foo bar" src="http://example.com/foo.jpg" />',
      [],
      ["http://example.com/foo.jpg"],
      MARKUP,
    ],
    [
      '<img alt="foo bar" src="http://example.com/foo.jpg"></img>',
      [],
      ["http://example.com/foo.jpg"],
      MARKUP,
    ],
  ]);
});

describe("HTML::Restrict 3.0.2: a scheme it refuses that RFC 8089 refuses too (includeInvalid)", () => {
  notValid([
    // scheme.t 'file scheme removed': RFC 8089 §2 auth-path = [ file-auth ] path-absolute, so
    // "file://host" needs a path
    ['<a href="file://example.com">link</a>', ["file://example.com"]],
  ]);
});

// ─── bluemonday (Go) 1.0.27 ──────────────────────────────────────────────────────────────
const POLICY =
  "the peer drops an element or attribute its policy refuses (a script, style, link, embed, object or base, a scheme it does not allow); the text holds a valid URI, a record all the same (RFC 3986 App. C)";

describe("bluemonday 1.0.27 (sanitize_test.go: the input, against the URLs the sanitized HTML keeps)", () => {
  check([
    // TestLinks
    ['<a href="http://www.google.com">', ["http://www.google.com"]],
    // TestLinks
    ['<a href="//www.google.com">', []],
    // TestLinks
    ['<a href="/www.google.com">', []],
    // TestLinks
    ['<a href="www.google.com">', []],
    // TestLinks
    ['<a href="#">', []],
    // TestLinks
    ['<a href="#top">', []],
    // TestLinks
    ['<a href="?q=1">', []],
    // TestLinks
    ['<a href="?q=1&r=2">', []],
    // TestLinks
    ['<a href="?q=1&q=2">', []],
    // TestLinks
    ['<a href="?q=%7B%22value%22%3A%22a%22%7D">', []],
    // TestLinks
    ['<a href="?q=1&r=2&s=:foo@">', []],
    // TestDataUri
    [
      '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAYAAACNbyblAAAAHElEQVQI12P4//8/w38GIAXDIBKE0DHxgljNBAAO9TXL0Y4OHwAAAABJRU5ErkJggg==">',
      [
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAYAAACNbyblAAAAHElEQVQI12P4//8/w38GIAXDIBKE0DHxgljNBAAO9TXL0Y4OHwAAAABJRU5ErkJggg==",
      ],
    ],
    // TestDataUri
    ["<img src=\"data:image/png;base64,charset=utf-8,alert('hi');\">", []],
    // TestDataUri
    [
      '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAYAAACNbyblAAAAHElEQVQI12P4-_8/w38GIAXDIBKE0DHxgljNBAAO9TXL0Y4OHwAAAABJRU5ErkJggg==">',
      [],
    ],
    // TestGlobalURLPatternsViaCustomPolicy
    [
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/lJIrF4YjHfQ" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>',
      ["https://www.youtube.com/embed/lJIrF4YjHfQ"],
    ],
    // TestAntiSamy
    [
      '<a onblur="alert(secret)" href="http://www.google.com">Google</a>',
      ["http://www.google.com"],
    ],
    // TestAntiSamy
    ['<img src="http://www.myspace.com/img.gif"/>', ["http://www.myspace.com/img.gif"]],
    // TestAntiSamy
    [
      "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
      [],
    ],
    // TestAntiSamy
    [
      "<IMG SRC='&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041'>",
      [],
    ],
    // TestAntiSamy
    ["<IMG SRC=\"jav&#x0D;ascript:alert('XSS');\">", []],
    // TestAntiSamy
    [
      "<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>",
      [],
    ],
    // TestAntiSamy
    [
      "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
      [],
    ],
    // TestAntiSamy
    [
      "<div/style=&#92&#45&#92&#109&#111&#92&#122&#92&#45&#98&#92&#105&#92&#110&#100&#92&#105&#110&#92&#103:&#92&#117&#114&#108&#40&#47&#47&#98&#117&#115&#105&#110&#101&#115&#115&#92&#105&#92&#110&#102&#111&#46&#99&#111&#46&#117&#107&#92&#47&#108&#97&#98&#115&#92&#47&#120&#98&#108&#92&#47&#120&#98&#108&#92&#46&#120&#109&#108&#92&#35&#120&#115&#115&#41&>",
      [],
    ],
    // TestAntiSamy
    [
      "<a href='aim: &c:\\\\windows\\\\system32\\\\calc.exe' ini='C:\\\\Documents and Settings\\\\All Users\\\\Start Menu\\\\Programs\\\\Startup\\\\pwnd.bat'>",
      [],
    ],
    // TestAntiSamy
    ['<a - href="http://www.test.com">', ["http://www.test.com"]],
    // TestXSS
    [
      '<XML SRC="xsstest.xml" ID=I></XML>\n<SPAN DATASRC=#I DATAFLD=C DATAFORMATAS=HTML></SPAN>',
      [],
    ],
    // TestXSS
    [
      '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>\n<SPAN DATASRC="#xss" DATAFLD="B" DATAFORMATAS="HTML"></SPAN>',
      [],
    ],
    // TestXSS
    ['<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>', []],
    // TestXSS
    ["<STYLE TYPE=\"text/javascript\">alert('XSS');</STYLE>", []],
    // TestXSS
    ["<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">", []],
    // TestXSS
    ["<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">", []],
    // TestXSS
    ["<IMG SRC=\"jav\tascript:alert('XSS');\">", []],
    // TestXSS
    [
      "<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&\n#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>",
      [],
    ],
    // TestXSS
    [
      "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;\n&#39;&#88;&#83;&#83;&#39;&#41;>",
      [],
    ],
    // TestXSS
    ['<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>', []],
    // TestXSS
    ["<IMG SRC= onmouseover=\"alert('xxs')\">", []],
    // TestXSS
    ["<IMG SRC=# onmouseover=\"alert('xxs')\">", []],
    // TestSanitizedURL
    ["http://abc.com?d=1&a=2&a=3", ["http://abc.com?d=1&a=2&a=3"]],
  ]);
});

describe("bluemonday 1.0.27: answered differently on purpose", () => {
  differs([
    // TestLinks
    ['<a href="javascript:alert(1)">', [], ["javascript:alert(1)"], SANITIZED],
    // TestLinks
    [
      '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAYAAACNbyblAAAAHElEQVQI12P4//8/w38GIAXDIBKE0DHxgljNBAAO9TXL0Y4OHwAAAABJRU5ErkJggg==" alt="Red dot" />',
      [],
      [
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAYAAACNbyblAAAAHElEQVQI12P4//8/w38GIAXDIBKE0DHxgljNBAAO9TXL0Y4OHwAAAABJRU5ErkJggg==",
      ],
      POLICY,
    ],
    // TestLinks
    ['<img src="giraffe.gif" />', ["https://proxy.example.com/?u=giraffe.gif"], [], RELATIVE],
    // TestLinks
    [
      '<img src="giraffe.gif?height=500&amp;width=500&amp;flag" />',
      ["https://proxy.example.com/?u=giraffe.gif?height=500&width=500&flag"],
      [],
      RELATIVE,
    ],
    // TestDataUri
    [
      "<img src=\"data:text/javascript;charset=utf-8,alert('hi');\">",
      [],
      ["data:text/javascript;charset=utf-8,alert('hi');"],
      POLICY,
    ],
    // TestGlobalURLPatternsViaCustomPolicy
    [
      '<iframe width="560" height="315" src="htt://www.vimeo.com/embed/lJIrF4YjHfQ" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>',
      [],
      ["htt://www.vimeo.com/embed/lJIrF4YjHfQ"],
      POLICY,
    ],
    // TestAntiSamy
    ["<<<><<script src=http://fake-evil.ru/test.js>", [], ["http://fake-evil.ru/test.js"], POLICY],
    // TestAntiSamy
    [
      "<script<script src=http://fake-evil.ru/test.js>>",
      [],
      ["http://fake-evil.ru/test.js"],
      POLICY,
    ],
    // TestAntiSamy
    [
      '<SCRIPT/XSS SRC="http://ha.ckers.org/xss.js"></SCRIPT>',
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestAntiSamy
    [
      "<iframe src=http://ha.ckers.org/scriptlet.html <",
      [],
      ["http://ha.ckers.org/scriptlet.html"],
      POLICY,
    ],
    // TestAntiSamy
    [
      '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');"">',
      [],
      ["javascript:alert('XSS');"],
      SANITIZED,
    ],
    // TestAntiSamy
    [
      "<img src=javascript:alert(document.cookie)>",
      [],
      ["javascript:alert(document.cookie)"],
      SANITIZED,
    ],
    // TestAntiSamy
    ["<IMG SRC=\"javascript:alert('XSS')\"", [], ["javascript:alert('XSS')"], SANITIZED],
    // TestAntiSamy
    ["<IMG LOWSRC=\"javascript:alert('XSS')\">", [], ["javascript:alert('XSS')"], SANITIZED],
    // TestAntiSamy
    ["<BGSOUND SRC=\"javascript:alert('XSS');\">", [], ["javascript:alert('XSS');"], SANITIZED],
    // TestAntiSamy
    [
      '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
      [],
      ["javascript:alert('XSS');"],
      SANITIZED,
    ],
    // TestAntiSamy
    [
      '<LINK REL="stylesheet" HREF="http://ha.ckers.org/xss.css">',
      [],
      ["http://ha.ckers.org/xss.css"],
      POLICY,
    ],
    // TestAntiSamy
    [
      "<STYLE>@import'http://ha.ckers.org/xss.css';</STYLE>",
      [],
      ["http://ha.ckers.org/xss.css"],
      POLICY,
    ],
    // TestAntiSamy
    [
      '<STYLE>BODY{-moz-binding:url("http://ha.ckers.org/xssmoz.xml#xss")}</STYLE>',
      [],
      ["http://ha.ckers.org/xssmoz.xml#xss"],
      POLICY,
    ],
    // TestAntiSamy
    [
      "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS",
      [],
      ["javascript:alert('XSS')"],
      SANITIZED,
    ],
    // TestAntiSamy
    ["<IMG SRC='vbscript:msgbox(\"XSS\")'>", [], ['vbscript:msgbox("XSS")'], SANITIZED],
    // TestAntiSamy
    [
      '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
      [],
      ["javascript:alert('XSS')"],
      SANITIZED,
    ],
    // TestAntiSamy
    [
      '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
      [],
      ["data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K"],
      SANITIZED,
    ],
    // TestAntiSamy
    [
      "<IFRAME SRC=\"javascript:alert('XSS');\"></IFRAME>",
      [],
      ["javascript:alert('XSS');"],
      SANITIZED,
    ],
    // TestAntiSamy
    [
      "<FRAMESET><FRAME SRC=\"javascript:alert('XSS');\"></FRAMESET>",
      [],
      ["javascript:alert('XSS');"],
      SANITIZED,
    ],
    // TestAntiSamy
    ["<TABLE BACKGROUND=\"javascript:alert('XSS')\">", [], ["javascript:alert('XSS')"], SANITIZED],
    // TestAntiSamy
    [
      "<TABLE><TD BACKGROUND=\"javascript:alert('XSS')\">",
      [],
      ["javascript:alert('XSS')"],
      SANITIZED,
    ],
    // TestAntiSamy
    [
      "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
      [],
      ["javascript:alert('XSS')"],
      SANITIZED,
    ],
    // TestAntiSamy
    ["<BASE HREF=\"javascript:alert('XSS');//\">", [], ["javascript:alert('XSS');//"], SANITIZED],
    // TestAntiSamy
    ['<BaSe hReF="http://arbitrary.com/">', [], ["http://arbitrary.com/"], POLICY],
    // TestAntiSamy
    [
      '<OBJECT TYPE="text/x-scriptlet" DATA="http://ha.ckers.org/scriptlet.html"></OBJECT>',
      [],
      ["http://ha.ckers.org/scriptlet.html"],
      POLICY,
    ],
    // TestAntiSamy
    [
      "<OBJECT classid=clsid:ae24fdae-03c6-11d1-8b76-0080c744f389><param name=url value=javascript:alert('XSS')></OBJECT>",
      [],
      ["javascript:alert('XSS')"],
      SANITIZED,
    ],
    // TestAntiSamy
    [
      '<EMBED SRC="http://ha.ckers.org/xss.swf" AllowScriptAccess="always"></EMBED>',
      [],
      ["http://ha.ckers.org/xss.swf"],
      POLICY,
    ],
    // TestAntiSamy
    [
      '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
      [],
      [
        "data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hsaW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAwIiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlhTUyIpOzwvc2NyaXB0Pjwvc3ZnPg==",
      ],
      POLICY,
    ],
    // TestAntiSamy
    [
      '<SCRIPT a=">" SRC="http://ha.ckers.org/xss.js"></SCRIPT>',
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestAntiSamy
    [
      '<SCRIPT a=">" \'\' SRC="http://ha.ckers.org/xss.js"></SCRIPT>',
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestAntiSamy
    [
      '<SCRIPT a=`>` SRC="http://ha.ckers.org/xss.js"></SCRIPT>',
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestAntiSamy
    [
      '<SCRIPT a=">\'>" SRC="http://ha.ckers.org/xss.js"></SCRIPT>',
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestAntiSamy
    [
      '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="http://ha.ckers.org/xss.js"></SCRIPT>',
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestAntiSamy
    ["<SCRIPT SRC=http://ha.ckers.org/xss.js", [], ["http://ha.ckers.org/xss.js"], POLICY],
    // TestAntiSamy
    [
      "<!--\\n<A href=\\n- --><a href=javascript:alert:document.domain>test-->",
      [],
      ["javascript:alert:document.domain"],
      SANITIZED,
    ],
    // TestAntiSamy
    [
      "<a></a style=\"xx:expr/**/ession(document.appendChild(document.createElement('script')).src='http://h4k.in/i.js')\">",
      [],
      ["http://h4k.in/i.js"],
      POLICY,
    ],
    // TestXSS
    [
      "<A HREF=\"javascript:document.location='http://www.google.com/'\">XSS</A>",
      [],
      ["javascript:document.location='http://www.google.com/'"],
      SANITIZED,
    ],
    // TestXSS
    [
      '<A HREF="h\ntt\tp://6\t6.000146.0x7.147/">XSS</A>',
      [],
      ["p://6"],
      'a tab and a line break inside the quotes make the bare rules apply (RULES.md "Double quotes across lines"); "p" followed by "//" is a scheme in bare text (DESIGN.md "Delimiting rules": bare), so "p://6" is a syntactically valid URI; the peer strips the tab and the newline, then drops the href',
    ],
    // TestXSS
    [
      '<SCRIPT "a=\'>\'" SRC="http://ha.ckers.org/xss.js"></SCRIPT>',
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestXSS
    [
      '<SCRIPT =">" SRC="http://ha.ckers.org/xss.js"></SCRIPT>',
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestXSS
    [
      "<!--#exec cmd=\"/bin/echo '<SCR'\"--><!--#exec cmd=\"/bin/echo 'IPT SRC=http://ha.ckers.org/xss.js></SCRIPT>'\"-->",
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestXSS
    [
      '<HTML><BODY>\n<?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time">\n<?import namespace="t" implementation="#default#time2">\n<t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert("XSS")</SCRIPT>">\n</BODY></HTML>',
      [],
      ["urn:schemas-microsoft-com:time"],
      POLICY,
    ],
    // TestXSS
    [
      "<DIV STYLE=\"background-image: url(&#1;javascript:alert('XSS'))\">",
      [],
      ["javascript:alert('XSS')"],
      SANITIZED,
    ],
    // TestXSS
    [
      '<STYLE type="text/css">BODY{background:url("javascript:alert(\'XSS\')")}</STYLE>',
      [],
      ["javascript:alert('XSS')"],
      SANITIZED,
    ],
    // TestXSS
    [
      "<STYLE>.XSS{background-image:url(\"javascript:alert('XSS')\");}</STYLE><A CLASS=XSS></A>",
      [],
      ["javascript:alert('XSS')"],
      SANITIZED,
    ],
    // TestXSS
    [
      '<META HTTP-EQUIV="Link" Content="<http://ha.ckers.org/xss.css>; REL=stylesheet">',
      [],
      ["http://ha.ckers.org/xss.css"],
      POLICY,
    ],
    // TestXSS
    [
      "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>",
      [],
      ["javascript:alert('XSS')"],
      SANITIZED,
    ],
    // TestXSS
    ["<IMG DYNSRC=\"javascript:alert('XSS')\">", [], ["javascript:alert('XSS')"], SANITIZED],
    // TestXSS
    ["<BODY BACKGROUND=\"javascript:alert('XSS')\">", [], ["javascript:alert('XSS')"], SANITIZED],
    // TestXSS
    [
      '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
      [],
      ["javascript:alert('XSS');"],
      SANITIZED,
    ],
    // TestXSS
    ["<SCRIPT SRC=http://ha.ckers.org/xss.js?< B >", [], ["http://ha.ckers.org/xss.js"], POLICY],
    // TestXSS
    [
      '<SCRIPT/SRC="http://ha.ckers.org/xss.js"></SCRIPT>',
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestXSS
    ["<IMG SRC=\" &#14;  javascript:alert('XSS');\">", [], ["javascript:alert('XSS')"], SANITIZED],
    // TestXSS
    [
      "<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>",
      [],
      ["javascript:alert(String.fromCharCode(88,83,83))"],
      SANITIZED,
    ],
    // TestXSS
    ['<IMG SRC=javascript:alert("XSS")>', [], ["javascript:alert"], SANITIZED],
    // TestXSS
    ["<IMG SRC=JaVaScRiPt:alert('XSS')>", [], ["JaVaScRiPt:alert('XSS')"], SANITIZED],
    // TestXSS
    ["<IMG SRC=javascript:alert('XSS')>", [], ["javascript:alert('XSS')"], SANITIZED],
    // TestXSS
    ["<IMG SRC=\"javascript:alert('XSS');\">", [], ["javascript:alert('XSS');"], SANITIZED],
    // TestXSS
    [
      "<SCRIPT SRC=http://ha.ckers.org/xss.js></SCRIPT>",
      [],
      ["http://ha.ckers.org/xss.js"],
      POLICY,
    ],
    // TestSanitizedURL
    [
      "http://abc.com?d=1 2&a=2&a=3",
      ["http://abc.com?d=1+2&a=2&a=3"],
      ["http://abc.com?d=1"],
      SPACE,
    ],
    // TestSanitizedURL
    [
      "http://abc.com?d=1/2&a=2&a=3",
      ["http://abc.com?d=1%2F2&a=2&a=3"],
      ["http://abc.com?d=1/2&a=2&a=3"],
      'urisift reports a URI as the text writes it (DESIGN.md Found: `uri`); "/" is allowed in a query (RFC 3986 §3.4), and the peer\'s %2F is its own encoding',
    ],
    // TestSanitizedURL
    [
      "http://abc.com?<d>=1&a=2&a=3",
      ["http://abc.com?%26lt%3Bd%26gt%3B=1&a=2&a=3"],
      ["http://abc.com"],
      "`<` is no URI character and delimits URIs in text (RFC 3986 App. C), so the URI ends before it; the peer encodes it",
    ],
    // TestHrefSanitization
    [
      'abc<a href="https://abc&quot;&gt;<script&gt;alert(1)<&#x2f;script/">CLICK',
      ['https://abc"><script>alert(1)</script/'],
      ["https://abc"],
      '`&quot;` is a `"`, which ends the URI in the quotes (RFC 3986 App. C: delimiters); the peer keeps the decoded attribute whole',
    ],
    // TestHrefSanitization
    [
      '<a href="https://abc&quot;&gt;<script&gt;alert(1)<&#x2f;script/">',
      ['https://abc"><script>alert(1)</script/'],
      ["https://abc"],
      '`&quot;` is a `"`, which ends the URI in the quotes (RFC 3986 App. C: delimiters); the peer keeps the decoded attribute whole',
    ],
    // TestXSSGo18
    ["<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>", [], ["javascript:alert"], SANITIZED],
  ]);
});

describe("bluemonday 1.0.27: found wrong before (session 47), fixed", () => {
  // TestXSS and TestAntiSamy: urisift gave [] — the not-valid candidate
  // "http://;URL=javascript:alert" (bad port) hid the javascript: URI after "URL=", which
  // urisift finds in "0;url=javascript:alert('XSS');" (the peer drops both)
  check([
    [
      '<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert(\'XSS\');">',
      ["javascript:alert('XSS')"],
    ],
  ]);
});

// ─── HTML::Scrubber 0.19 ─────────────────────────────────────────────────────────────────

describe("HTML::Scrubber 0.19 (t/rt120384_remove_false_tags.t: the base snippet and its expected HTML)", () => {
  check([
    [
      '<base target="_blank" href="http://www.example.com/page.html"></base>',
      ["http://www.example.com/page.html"],
    ],
    [
      '<base target="_blank" href="http://www.example.com/page.html">',
      ["http://www.example.com/page.html"],
    ],
  ]);
});

describe("HTML::Scrubber 0.19 (t/jvn53973084.t): answered differently on purpose", () => {
  differs([
    // its results: "<hr>abc" and "": the unclosed tags are dropped
    ['<hr><a href="javascript:alert(1)"<hr>abc', [], ["javascript:alert(1)"], SANITIZED],
    ['<img src="javascript:alert(1)"', [], ["javascript:alert(1)"], SANITIZED],
  ]);
});
