/**
 * Extraction cases from the tests of KDE PIM and KIO (session 52), verbatim from their Debian
 * source packages (bookworm):
 * - messagelib 22.12.3 (kf5-messagelib 22.12.3): messagecore/autotests/stringutiltest.cpp
 *   (StringUtil::parseMailtoUrl: the mailto: URLs KMail opens, some percent-encoded whole)
 *   and mimetreeparser/autotests/data/text+html-maillinglist.mbox (the text/plain parts of a
 *   Bugzilla mail and its Mailman footer; the .mbox.html beside it holds KMail's links)
 * - KMime 22.12.3 (kmime 22.12.3): autotests/headertest.cpp testAddressListHeader and
 *   testSingleMailboxHeader (From:/To: values and the addresses KMime reads in them)
 * - KIO 5.103.0 (kio 5.103.0-1+deb12u1): autotests/kurifiltertest.cpp (KUriFilter: what a
 *   location bar makes of a typed text — a URL as written, a schemeless host with https://
 *   added, an address with mailto: added)
 * - kdepim-addons 22.12.3: kmail/editorconvertertextplugins/markdown/autotests
 *   (markdowncreatelinkwidgettest.cpp, markdowncreateimagewidgettest.cpp: the Markdown links
 *   KMail's composer writes, one URL in each)
 * Each text is the peer's own, JS-escaped. Schemeless hosts and addresses run with
 * `fuzzy: true` (urisift adds "http://" or "mailto:" where KIO adds "https://"). Each group
 * holds the cases where urisift gives the peer's answer (case and `file:` slashes of the
 * peer's normalizing undone), then those where it answers differently on purpose (the peer's
 * answer and the rule in a comment), then those it gets wrong today (`it.fails`, to fix).
 * The mailto: texts percent-encoded whole ("%3C…%3E", "%0D%0A") led to session 52's fix of
 * a percent-encoded octet glued before a scheme ("%3Chttp://…%3E" gave nothing; its cases
 * are in encoded-octet-before-scheme.test.ts: none of these texts has one outside a URI).
 * Skipped: the inputs test/ already holds (kurifiltertest's IPv6 references, "kde.org",
 * "cr.yp.to", "foo@bar.com", "127.0.0.1", "http://a[b]", …; headertest's "joe@where.test"
 * and RFC 5322's "Mary Smith <mary@x.test>, …"), kurifiltertest's local paths, executables
 * and `$VAR` expansions (no URI in the text), and its commented-out rows ("localhost:3128",
 * "foobar.local:8000"). Left to the fuzzy helper (TLDs outside linkify-it's list, RULES.md
 * session 38 "Left"): "www.123.foo" and "user@www.123.foo:3128" give nothing.
 * Searched and without a case (bookworm's mirror): no source tarball for choqok, php-text-wiki,
 * spamassassin, ruqola, libquotient, kvirc, kpimtextedit, maildir-utils, markdown-it-py,
 * ikiwiki, profanity, swift-im, gajim, kcontacts, kitty; read and without a text table:
 * dokuwiki 2022-07-31a (its release tarball ships no _test/), foot 1.13.1 (tests/ is its
 * config parser), hunspell 1.7.1, notmuch 0.37, mercurial 6.3.2, calibre 6.13.0, kmail,
 * kalarm and kaddressbook 22.12.3; npm: @ambassify/twitter-text 4.0.0, get-emails 5.0.0,
 * react-linkify-it 2.0.0, html-email-to-text 1.0.4, org 0.2.0 (no URL tests).
 */
import { describe } from "vitest";
import { check, checkFails, differs } from "../helpers/peer-check.js";

const FUZZY = { fuzzy: true } as const;

const HFVALUE =
  'RFC 6068 §2: an hfvalue is *qchar, and "=" is no qchar: the mailto: URI is invalid (found with --all), so none is reported';
const BAR =
  'RFC 3986 §2: "|" is no URI character; the bare URI ends before it (DESIGN.md "Delimiting rules")';

describe("messagelib 22.12.3 (messagecore/autotests/stringutiltest.cpp: parseMailtoUrl)", () => {
  check([
    ["mailto:foo@kde.org?to=foo2@kde.org", ["mailto:foo@kde.org?to=foo2@kde.org"]],
    [
      "mailto:someone@example.com?subject=This%20is%20the%20subject&cc=someone_else@example.com&body=This%20is%20the%20body",
      [
        "mailto:someone@example.com?subject=This%20is%20the%20subject&cc=someone_else@example.com&body=This%20is%20the%20body",
      ],
    ],
    [
      "mailto:test@test.com?subject=test&body=line1%0D%0Aline2",
      ["mailto:test@test.com?subject=test&body=line1%0D%0Aline2"],
    ],
    [
      "mailto:?body=http%3A%2F%2Fwww.lecourrierdelarchitecte.com%2Farticle_8428&subject=Le%20Courrier%20l'effet%20%23metoo%20%3F",
      [
        "mailto:?body=http%3A%2F%2Fwww.lecourrierdelarchitecte.com%2Farticle_8428&subject=Le%20Courrier%20l'effet%20%23metoo%20%3F",
      ],
    ],
    [
      "mailto:?body=http%3A%2F%2Fwww.lecourrierdelarchitecte.com%2Farticle_8428%20%23%23bla&subject=Le%20Courrier%20l'effet%20%23metoo%20%3F",
      [
        "mailto:?body=http%3A%2F%2Fwww.lecourrierdelarchitecte.com%2Farticle_8428%20%23%23bla&subject=Le%20Courrier%20l'effet%20%23metoo%20%3F",
      ],
    ],
    [
      "mailto:foo@kde.org?to=bar@kde.org&to=baz@kde.org",
      ["mailto:foo@kde.org?to=bar@kde.org&to=baz@kde.org"],
    ],
    // "invalid": no address in it
    ["fookde.org", []],
  ]);
});

describe("messagelib 22.12.3 (stringutiltest.cpp): answered differently on purpose", () => {
  differs([
    [
      "mailto:?body=infotbm.com https://www.infotbm.com/fr/routes/id=-0.624162|44.849958&type=address/datetime=20181226T143038&id=stop_area:TBT:SA:HTLEV&time_type=arrival&type=stop_area/0&subject=Votre itineraire avec TBM",
      // KMail (its QUrl decoded first): one mailto: whose body is
      // "infotbm.com https://www.infotbm.com/fr/routes/id=-0.624162|44.849958"
      [
        "mailto:?body=infotbm.com https://www.infotbm.com/fr/routes/id=-0.624162|44.849958&type=address/datetime=20181226T143038&id=stop_area:TBT:SA:HTLEV&time_type=arrival&type=stop_area/0&subject=Votre itineraire avec TBM",
      ],
      ["mailto:?body=infotbm.com", "https://www.infotbm.com/fr/routes/id=-0.624162"],
      `RFC 3986 §2: a space ends a bare URI, so the text holds two; ${BAR}`,
    ],
    [
      "mailto:832795@bugs.debian.org?In-Reply-To=%3C146974194340.26747.4814466130640572267.reportbug%40portux.lan.naturalnet.de%3E&subject=Re%3A%20kmail%3A%20unescaping%20mailto%3A%20links%20broken&body=On%20Thu%2C%2028%20Jul%202016References=%3C146974194340.26747.4814466130640572267.reportbug%40portux.lan.naturalnet.de%3Ebody=On%20Thu%2C%2028%20Jul%202016%2023%3A39%3A03%20%2B0200%20Dominik%20George%20%3Cnik%40naturalnet.de%3E%20wrote%3A%0A%3E%20Package%3A%20kmail%0A%3E%20Version%3A%204%3A16.04.3-1%0A",
      // KMail: to 832795@bugs.debian.org, In-Reply-To, the subject "Re: kmail: unescaping
      // mailto: links broken" and a body (Debian bug 832795's reportbug link)
      [
        "mailto:832795@bugs.debian.org?In-Reply-To=%3C146974194340.26747.4814466130640572267.reportbug%40portux.lan.naturalnet.de%3E&subject=Re%3A%20kmail%3A%20unescaping%20mailto%3A%20links%20broken&body=On%20Thu%2C%2028%20Jul%202016References=%3C146974194340.26747.4814466130640572267.reportbug%40portux.lan.naturalnet.de%3Ebody=On%20Thu%2C%2028%20Jul%202016%2023%3A39%3A03%20%2B0200%20Dominik%20George%20%3Cnik%40naturalnet.de%3E%20wrote%3A%0A%3E%20Package%3A%20kmail%0A%3E%20Version%3A%204%3A16.04.3-1%0A",
      ],
      [],
      HFVALUE,
    ],
    [
      "mailto:=?utf-8?B?TWnFgm9zeg==?= Vo %3Craco.cki@foo.com%3E",
      // KMail: to "Miłosz Vo <raco.cki@foo.com>" (an RFC 2047 encoded word in a mailto:)
      ["mailto:raco.cki@foo.com"],
      [],
      'RFC 6068 §2: a mailto: "to" is addr-specs, percent-encoded; "=?utf-8?B?…?=" and a space are none: no mailto: URI in plain mode',
    ],
  ]);
});

describe("messagelib 22.12.3 (stringutiltest.cpp): urisift wrong, to fix, fuzzy", () => {
  // urisift: ["mailto:%253Craco.cki@foo.com"] — the encoded "<" read as the local part's
  // (fuzzy-address.ts; a "%3C" before an address is the encoded text's, as before a scheme)
  checkFails(
    [["mailto:=?utf-8?B?TWnFgm9zeg==?= Vo %3Craco.cki@foo.com%3E", ["mailto:raco.cki@foo.com"]]],
    FUZZY,
  );
});

describe("messagelib 22.12.3 (mimetreeparser/autotests/data/text+html-maillinglist.mbox: text/plain parts)", () => {
  check([
    [
      "https://issues.kolab.org/show_bug.cgi?id=1741\n\n--- Comment #4 from Christoph Wickert <wickert@kolabsys.com> ---\nYou can get everything you need on test93-18.\n\n-- \nYou are receiving this mail because:\nYou are watching all bug changes.\n",
      ["https://issues.kolab.org/show_bug.cgi?id=1741"],
    ],
    [
      "_______________________________________________\nbugzilla mailing list\nbugzilla@lists.kolabsys.com\nhttps://lists.kolabsys.com/mailman/listinfo/bugzilla\n",
      ["https://lists.kolabsys.com/mailman/listinfo/bugzilla"],
    ],
    [
      "List-Unsubscribe: <https://lists.kolabsys.com/mailman/options/bugzilla>,\n\t<mailto:bugzilla-request@lists.kolabsys.com?subject=unsubscribe>",
      [
        "https://lists.kolabsys.com/mailman/options/bugzilla",
        "mailto:bugzilla-request@lists.kolabsys.com?subject=unsubscribe",
      ],
    ],
  ]);
});

describe("messagelib 22.12.3 (text+html-maillinglist.mbox), fuzzy", () => {
  // KMail's .mbox.html links the footer's address and URL
  check(
    [
      [
        "_______________________________________________\nbugzilla mailing list\nbugzilla@lists.kolabsys.com\nhttps://lists.kolabsys.com/mailman/listinfo/bugzilla\n",
        [
          "mailto:bugzilla@lists.kolabsys.com",
          "https://lists.kolabsys.com/mailman/listinfo/bugzilla",
        ],
      ],
      [
        "https://issues.kolab.org/show_bug.cgi?id=1741\n\n--- Comment #4 from Christoph Wickert <wickert@kolabsys.com> ---\n",
        ["https://issues.kolab.org/show_bug.cgi?id=1741", "mailto:wickert@kolabsys.com"],
      ],
      // a Message-ID (RFC 5322 §3.6.4) is no address, nor "http.issues…" a host
      ["Message-ID: <bug-1741-12-HOSaBe3Z8l@http.issues.kolab.org/>", []],
    ],
    FUZZY,
  );
});

describe("KMime 22.12.3 (autotests/headertest.cpp: address lists), fuzzy", () => {
  check(
    [
      ["Pete <pete@silly.example>", ["mailto:pete@silly.example"]],
      ["jdoe@machine.example (John Doe)", ["mailto:jdoe@machine.example"]],
      [
        '"Joe Q. Public" <john.q.public@example.com>, <boss@nil.test>, "Giant; \\"Big\\" Box" <sysservices@example.net>',
        [
          "mailto:john.q.public@example.com",
          "mailto:boss@nil.test",
          "mailto:sysservices@example.net",
        ],
      ],
      ["Ingo =?iso-8859-15?q?Kl=F6cker?= <kloecker@kde.org>", ["mailto:kloecker@kde.org"]],
      ["kloecker@kde.org (Ingo =?iso-8859-15?q?Kl=F6cker?=)", ["mailto:kloecker@kde.org"]],
      ["Undisclosed recipients:;", []],
      [
        "A Group:Chris Jones <c@a.test>,joe@where.test,John <jdoe@one.test>;",
        ["mailto:c@a.test", "mailto:joe@where.test", "mailto:jdoe@one.test"],
      ],
      [
        'Vice@censored.serverkompetenz.net,\n    President@mail2.censored.net;"Int\\\\\\\\\\\\\\\\\\\\\'l" Lotto Commission. <censored@yahoo.fr>',
        [
          "mailto:Vice@censored.serverkompetenz.net",
          "mailto:President@mail2.censored.net",
          "mailto:censored@yahoo.fr",
        ],
      ],
      ['"|<onrad" <censored@censored.dy>', ["mailto:censored@censored.dy"]],
      ["first.name@domain.tld (first name (nickname))", ["mailto:first.name@domain.tld"]],
      ['"Ingo =?iso-8859-15?q?Kl=F6cker?=" <kloecker@kde.org>', ["mailto:kloecker@kde.org"]],
      ['"Some =Use ?r" <user@example.com>', ["mailto:user@example.com"]],
      ['"Some ?=U=?se =?r" <user@example.com>', ["mailto:user@example.com"]],
      [
        "=?iso-8859-1?Q?=22I=F1igo_Salvador_Azurmendi=22?= <xalba@clientes.euskaltel.es>",
        ["mailto:xalba@clientes.euskaltel.es"],
      ],
      ["joe_smith@where.test", ["mailto:joe_smith@where.test"]],
      ["John Smith <joe_smith@where.test>", ["mailto:joe_smith@where.test"]],
      [
        '"Lastname\\, Firstname" <firstname.lastname@example.com>',
        ["mailto:firstname.lastname@example.com"],
      ],
      ['"John \\"the guru\\" Smith" <john.smith@mail.domain>', ["mailto:john.smith@mail.domain"]],
      [
        "=?iso-8859-1?Q?=22Andre_=22Mr._Tall=22_Woebbeking=22?= <woebbeking@example.com>",
        ["mailto:woebbeking@example.com"],
      ],
      [
        "=?iso-8859-1?Q?=22Andre_=22?= =?iso-8859-1?Q?Mr._Tall?= =?iso-8859-1?Q?=22_Woebbeking=22?= <woebbeking@example.com>",
        ["mailto:woebbeking@example.com"],
      ],
    ],
    FUZZY,
  );
});

describe("KMime 22.12.3 (headertest.cpp): answered differently on purpose, fuzzy", () => {
  differs(
    [
      [
        "joe@where.test.",
        ["mailto:joe@where.test."],
        ["mailto:joe@where.test"],
        'RFC 5322 §3.4.1: a dot-atom domain does not end in "."; in text the dot is the sentence\'s (DESIGN.md "Delimiting rules")',
      ],
      [
        "Mary Smith <mary@x.test>, jdoe@example.org., Who? <one@y.test>",
        ["mailto:mary@x.test", "mailto:jdoe@example.org.", "mailto:one@y.test"],
        ["mailto:mary@x.test", "mailto:jdoe@example.org", "mailto:one@y.test"],
        'RFC 5322 §3.4.1: a dot-atom domain does not end in "."',
      ],
      [
        "fr...@ce.sco (Francesco)",
        // KMime: the mailbox "Francesco <fr...@ce.sco>" (KDE bug 421251: a Google Groups
        // address with its local part cut)
        ["mailto:fr...@ce.sco"],
        [],
        'RFC 5322 §3.2.3: a dot-atom has no empty atom between dots: "fr..." is no local part',
      ],
    ],
    FUZZY,
  );
});

describe("KIO 5.103.0 (autotests/kurifiltertest.cpp: URLs as typed)", () => {
  check([
    ["http://www.kde.org/index.html#q8", ["http://www.kde.org/index.html#q8"]],
    // KIO: "file:///etc/passwd#q8" (QUrl writes an empty authority; the same URI, RFC 8089 §2)
    ["file:/etc/passwd#q8", ["file:/etc/passwd#q8"]],
    ["file:///etc/passwd#q8", ["file:///etc/passwd#q8"]],
    // KIO lowercases the host ("http://www.mydomain.commyport/…", RFC 3986 §3.2.2)
    [
      "http://www.myDomain.commyPort/ViewObjectRes//Default:name=hello",
      ["http://www.myDomain.commyPort/ViewObjectRes//Default:name=hello"],
    ],
    [
      "http://www.myDomain.commyPort/ViewObjectRes/Default:name=hello?a=a///////",
      ["http://www.myDomain.commyPort/ViewObjectRes/Default:name=hello?a=a///////"],
    ],
    ["ftp://username@ftp.kde.org:500", ["ftp://username@ftp.kde.org:500"]],
    ["http://www.kde.org/$USER", ["http://www.kde.org/$USER"]],
  ]);
});

describe("KIO 5.103.0 (kurifiltertest.cpp: schemeless names and addresses), fuzzy", () => {
  // KIO adds "https://" ("https://linuxtoday.com"), urisift "http://"
  check(
    [
      ["linuxtoday.com", ["http://linuxtoday.com"]],
      ["LINUXTODAY.COM", ["http://LINUXTODAY.COM"]],
      ["www.kde.org:21", ["http://www.kde.org:21"]],
      ["firstname.lastname@x.foo.bar", ["mailto:firstname.lastname@x.foo.bar"]],
      ["user@host.domain", ["mailto:user@host.domain"]],
    ],
    FUZZY,
  );
});

describe("KIO 5.103.0 (kurifiltertest.cpp): answered differently on purpose", () => {
  differs([
    [
      "file:/etc/passwd?foo=bar",
      ["file:///etc/passwd?foo=bar"],
      [],
      "RFC 8089 §2: a file URI has no query (query-not-allowed; found with --all)",
    ],
    [
      "ftp://user@user@www.123.foo:3128",
      ["ftp://user%40user@www.123.foo:3128"],
      [],
      'RFC 3986 §3.2.1: a userinfo has no raw "@" (KIO encodes it); the text is no URI',
    ],
  ]);
  differs(
    [
      [
        "ftp.kde.org:21",
        ["ftp://ftp.kde.org:21"],
        [],
        "RULES.md (fuzzy): a port after a schemeless name is read before a path, or after a www. name; `script.sh:10` is a file and a line",
      ],
      [
        "127.0.0.1:3128",
        ["https://127.0.0.1:3128"],
        [],
        "DESIGN.md: fuzzy finds linkify-it's schemeless links, and linkify-it links no IP address without a scheme (its fuzzyIP is off)",
      ],
      [
        "user@192.168.1.0:3128",
        ["https://user@192.168.1.0:3128"],
        [],
        "RFC 5321 §4.1.3: an address's IPv4 domain is a literal in brackets, so `user@192.168.1.0` is no address; nor is a bare IP a link (linkify-it's fuzzyIP is off)",
      ],
      [
        "\\\\mainserver\\share\\file",
        ["smb://mainserver/share/file"],
        [],
        "a UNC path is a Windows file name (RFC 8089 App. E.3 maps it to file:, not smb:): no URI in the text",
      ],
      [
        "!gg foo bar",
        ["https://www.google.com/search?q=foo%20bar&ie=UTF-8"],
        [],
        "a KIO web shortcut: no URI is written in the text",
      ],
    ],
    FUZZY,
  );
});

describe("kdepim-addons 22.12.3 (kmail markdown autotests: the links the composer writes)", () => {
  check([
    ["[TITLE](http://www.kde.org)", ["http://www.kde.org"]],
    ["![TITLE](http://www.kde.org)", ["http://www.kde.org"]],
    ['![TITLE](http://www.kde.org "alternate")', ["http://www.kde.org"]],
    // Discount's image size "=WxH" after the URL
    ['![TITLE](http://www.kde.org =45x70 "alternate")', ["http://www.kde.org"]],
    ["![TITLE](http://www.kde.org =45x70)", ["http://www.kde.org"]],
  ]);
});
