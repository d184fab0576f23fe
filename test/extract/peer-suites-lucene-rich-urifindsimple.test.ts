/**
 * Extraction cases from a search engine's URL and e-mail tokenizer, a terminal-formatting
 * library's highlighter and a Perl URI finder, verbatim from their Debian packages:
 * - Apache Lucene 4.10.4 (Debian lucene4.10 4.10.4+dfsg-7.1, bookworm: the orig tarball;
 *   lucene9 9.10.0's tarball is not on the mirror, lucene-solr 3.6.2 ships the same files),
 *   analysis/common/src/test/org/apache/lucene/analysis/core/TestUAX29URLEmailTokenizer.java
 *   testURLs and testEmails: UAX29URLEmailTokenizer's <URL> tokens of random.text.with.urls.txt
 *   must be urls.from.random.text.with.urls.txt, its <EMAIL> tokens of
 *   random.text.with.email.addresses.txt email.addresses.from.random.text.with.email.addresses.txt.
 *   Each case is one line of the text file (the tokens never cross a line); the peer's answer is
 *   the tokens of the expected file, matched in order to the line that holds them. A line whose
 *   tokens all have a scheme runs as is; a line with a schemeless token ("M19nq.0URV4A.Me.CC/…",
 *   "[c2d4::]/…", "96.79.198.95/…") and every e-mail line run with `fuzzy: true`, where the
 *   URI urisift makes of the span ("http://", "mailto:" with RFC 6068's percent-encoding) agrees
 *   when the span is the token. The subset (deterministic): of the URL file, every line where
 *   the answers differ, every other line with a URL (the 1st, 3rd, … such line where they agree)
 *   and every 20th line without one (386 of the 1,341 lines after its header); of the e-mail file, every line
 *   with an address or where the answers differ and every 4th line without one (286 of the 422 lines after its header).
 * - rich 13.9.4 (Debian rich 13.9.4-1, trixie: the orig tarball), tests/test_highlighter.py
 *   highlight_tests: the "repr.url" spans ReprHighlighter gives (and "No place like 127.0.0.1",
 *   whose only span is an "repr.ipv4").
 * - URI::Find::Simple 1.07 (Debian liburi-find-simple-perl 1.07-1: the orig tarball), t/find.t:
 *   list_uris() of its two texts.
 * The text is the peer's own, JS-escaped (the e-mail file holds control characters in quoted
 * local parts and domain literals, written as \u escapes). Each group holds the cases where
 * urisift gives the peer's answer, then those where it answers differently on purpose (the peer's
 * answer and the rule in a comment), then those where urisift is wrong today ("urisift wrong, to
 * fix": `it.fails`, each asserting the right answer, so the file passes now and flips when it is
 * fixed).
 * Skipped: the five header lines of each Lucene text file (a note on the text's generator, with
 * its address in "<…>"); testWikiURLs (LuceneResourcesWikiPage.html: an HTML page, its tokens
 * the hrefs and texts of the markup, "Amazon.com" among them); testMailtoSchemeEmails and
 * testMailtoBackwards (how the tokenizer splits "mailto:test@example.org" into words);
 * TestUAX29URLEmailAnalyzer (the same data through lower-casing); rich's other highlight_tests
 * (IPv6 and MAC addresses, strings, UUIDs: no URLs).
 * Not found: Org mode's tarballs (org-mode 9.5.2+dfsh, 9.7.29+dfsg), Terminology's (1.13.0,
 *   1.14.0) and lucene9's are not on the mirror; Go's gitlab.com/golang-commonmark/linkify,
 *   Empathy and Helix are in neither bookworm nor trixie (golang-gitlab-golang-commonmark-puny
 *   only); micromark-extension-gfm-autolink-literal is in peer-suites-markdown-more.test.ts.
 *   Text::Markdown 1.000031 and Text::MultiMarkdown 1.000035 have no autolink tests of their
 *   own: their t/ holds MDTest 1.1's "Auto links" (MarkdownTest's "Auto Links", compared in
 *   peer-suites-third.test.ts) and python-markdown2's auto_link cases (in
 *   peer-suites-pandoc-markdown2.test.ts).
 */
import { describe } from "vitest";
import { check, checkFails } from "../helpers/peer-check.js";

describe("Apache Lucene UAX29URLEmailTokenizer testURLs (random.text.with.urls.txt, lucene4.10 4.10.4)", () => {
  check([
    [
      "http://c5-3486.bisynxu.FR/aI.YnNms/ thick boots!' I might -- I don't deny that",
      ["http://c5-3486.bisynxu.FR/aI.YnNms/"],
    ],
    [
      "said, file:///aXvSZS34is/eIgM8s~U5dU4Ifd%c7 `Before the cold",
      ["file:///aXvSZS34is/eIgM8s~U5dU4Ifd%c7"],
    ],
    [
      "http://Rcbu6/Oxc%C0IkGSZ8rO9IUpd/BEvkvw3nWNXZ/P%17tp3gjATN/0ZRzs was company.",
      ["http://Rcbu6/Oxc%C0IkGSZ8rO9IUpd/BEvkvw3nWNXZ/P%17tp3gjATN/0ZRzs"],
    ],
    [
      "Http://Pzw978uzb.ai/yB;mt/o8hVKG/%231Y/Xb1%bb6v1fhjfdkfkBvxed?8mq~=OvF&STpJJk=ws0ZO&0DRA=",
      ["Http://Pzw978uzb.ai/yB;mt/o8hVKG/%231Y/Xb1%bb6v1fhjfdkfkBvxed?8mq~=OvF&STpJJk=ws0ZO&0DRA="],
    ],
    [
      "<Https://yu7v33rbt.vC6U3.XN--KPRW13D/y%4fMSzkGFlm/wbDF4m> afternoon towards",
      ["Https://yu7v33rbt.vC6U3.XN--KPRW13D/y%4fMSzkGFlm/wbDF4m"],
    ],
    [
      "<ftp://evzed8zvv.l2xkky.Dq85qcl1.eu:1184/07eY0/3X1OB7gPUk/J8la5OPUY3/y1oTItIs1HFPPp/5Q02N0cPyDH87hSy/jheYGF8s%F3P/%86PmYhi/ViKHoxsHqM8J>",
      [
        "ftp://evzed8zvv.l2xkky.Dq85qcl1.eu:1184/07eY0/3X1OB7gPUk/J8la5OPUY3/y1oTItIs1HFPPp/5Q02N0cPyDH87hSy/jheYGF8s%F3P/%86PmYhi/ViKHoxsHqM8J",
      ],
    ],
    [
      "ftp://alv0e-s.88.nJ2B34.ps/s0TgnaY?yOQUt/18CY%16IzNSQu/LaT3dD?io%80LBw%cdXDHU3/ppMyv/DbLDzyceaC/Goa%f3gn/5ebODAP0NAOD/6NkL/uP7CW/gS5TnaS",
      [
        "ftp://alv0e-s.88.nJ2B34.ps/s0TgnaY?yOQUt/18CY%16IzNSQu/LaT3dD?io%80LBw%cdXDHU3/ppMyv/DbLDzyceaC/Goa%f3gn/5ebODAP0NAOD/6NkL/uP7CW/gS5TnaS",
      ],
    ],
    [
      "ftp://yd.ng:40759/L1XAGIuzdMsjUIUwQ%F5/oDjgDsU/&Ze0Wz/ZeWR6cu;type=a#yDMuky I",
      ["ftp://yd.ng:40759/L1XAGIuzdMsjUIUwQ%F5/oDjgDsU/&Ze0Wz/ZeWR6cu;type=a#yDMuky"],
    ],
    [
      "any FILE:///rKnQkS0MAF#tM%53_2%03%d6ZICH relief to me and bring the wheelwright",
      ["FILE:///rKnQkS0MAF#tM%53_2%03%d6ZICH"],
    ],
    [
      "file:///%C5=.%8by/uuFXEaW8.%7E4/DRM%33Kh2xb8u%7FHizfLn/aoF06#7srWW%2EKoFf",
      ["file:///%C5=.%8by/uuFXEaW8.%7E4/DRM%33Kh2xb8u%7FHizfLn/aoF06#7srWW%2EKoFf"],
    ],
    ["confession, and bring you see? '", []],
    [
      "<file:///Gdx5CDZYW%6cnzMJ/7HJ/J%63BSZDXtS/yfWXqq6#> as lookers on; me, I",
      ["file:///Gdx5CDZYW%6cnzMJ/7HJ/J%63BSZDXtS/yfWXqq6#"],
    ],
    [
      "<ftp://5SCC6BUYP.Knf1cvlc22z9.1dc3rixt5ugyq4/5OnYTSN/QpCdo/t3zqkI/pn5skT/oJgrGy7>",
      ["ftp://5SCC6BUYP.Knf1cvlc22z9.1dc3rixt5ugyq4/5OnYTSN/QpCdo/t3zqkI/pn5skT/oJgrGy7"],
    ],
    [
      "FTP://Hi144dz6hctql2n3uom.GE/%1A4OBV%63h/DoA4hpXFmqldOw-MB/PNYoaSDJB2F1k5/Nx%BBEDhrHhcMB",
      ["FTP://Hi144dz6hctql2n3uom.GE/%1A4OBV%63h/DoA4hpXFmqldOw-MB/PNYoaSDJB2F1k5/Nx%BBEDhrHhcMB"],
    ],
    [
      "glancing http://t9wa4.rjcahbc06qmyk9jkhu3f.ZA/vIwW3sc3Pg/Bwmeo6KAjkRY at the",
      ["http://t9wa4.rjcahbc06qmyk9jkhu3f.ZA/vIwW3sc3Pg/Bwmeo6KAjkRY"],
    ],
    ["<http://ah-2d4.ASIA/qmp> want with", ["http://ah-2d4.ASIA/qmp"]],
    [
      "having played http://2b4ne4.5ji.oubrfdx24.UZ/%69kMsLF the kitchen, and how",
      ["http://2b4ne4.5ji.oubrfdx24.UZ/%69kMsLF"],
    ],
    [
      "<file:///eK9K3g%47VnPYStl/GKGHYM6b%23nc> I had your",
      ["file:///eK9K3g%47VnPYStl/GKGHYM6b%23nc"],
    ],
    [
      "File:///yCPVGaCm/hHqFToHKZw/%29zmDPSQ6183%C8RfpdKQqkCd%51X/lyJABDQymQDL her",
      ["File:///yCPVGaCm/hHqFToHKZw/%29zmDPSQ6183%C8RfpdKQqkCd%51X/lyJABDQymQDL"],
    ],
    ["pretty brown paper packets inside, whether I do.' I should have made a clear of", []],
    [
      "confidential voice, as I was <https://l89xkmwfh-hprhz.tcay299q.2zruch0/uv/iM/>",
      ["https://l89xkmwfh-hprhz.tcay299q.2zruch0/uv/iM/"],
    ],
    ["You'll do it, once held file:/// it, and saw the noise like the stars, and", ["file:///"]],
    [
      "FTP://[9198:015F::]/pU7tr7Zhgt/~cLd7w7.Gb/4MvIKc6iy%58vN/AGZ08o/uT%1e7vtcZD;type=d",
      ["FTP://[9198:015F::]/pU7tr7Zhgt/~cLd7w7.Gb/4MvIKc6iy%58vN/AGZ08o/uT%1e7vtcZD;type=d"],
    ],
    [
      "been thrown open, to be told lies is http://pZRLI6.ma/wAex4MoQ/jUv6Vh%5C2 a",
      ["http://pZRLI6.ma/wAex4MoQ/jUv6Vh%5C2"],
    ],
    [
      "<Https://j3bhn0.elhqoer--c.BI/ijN66pIVKxXjOmg/xCHrfc%feFdJPd04IG> than the",
      ["Https://j3bhn0.elhqoer--c.BI/ijN66pIVKxXjOmg/xCHrfc%feFdJPd04IG"],
    ],
    ["like a spoon that I got the Above' as if they rob, and made a good in his men,", []],
    ["http://92-uzyzm.pr/UwJkzP/ me to me, Joe.' `(I'm sorry", ["http://92-uzyzm.pr/UwJkzP/"]],
    [
      "file:///JDyfQk8%669N~2L%ecj1/6PySMx8z%19%36/HP5GhmnNinF0p/vavqKxyBLV0a is it,",
      ["file:///JDyfQk8%669N~2L%ecj1/6PySMx8z%19%36/HP5GhmnNinF0p/vavqKxyBLV0a"],
    ],
    [
      "file:///LdsHfPABFz1vRD1OB6Yl/RS6&1Gmz/mfYul/ annoyances; but, I knew to the",
      ["file:///LdsHfPABFz1vRD1OB6Yl/RS6&1Gmz/mfYul/"],
    ],
    [
      "said he wore ftp://Mbbn8n.6ge03fiivyc7of.PS/mvb/X8VNt/5WrMZpw/flC6Rs a dog of",
      ["ftp://Mbbn8n.6ge03fiivyc7of.PS/mvb/X8VNt/5WrMZpw/flC6Rs"],
    ],
    [
      "<ftp://p2SJ4CE1KFC8CSRL2OY2ALA5TJOCN0FEM-W.biz:51412/> to Joe, and catching me",
      ["ftp://p2SJ4CE1KFC8CSRL2OY2ALA5TJOCN0FEM-W.biz:51412/"],
    ],
    ["proved to me to screw to the slate as I was Pip. Didn't you see him,", []],
    [
      "his file:///pQ%8CkB8ipZ%2cyZGMf/8USgpQ%54%48e/jCflvdl%3Ec Blue Blazes is said",
      ["file:///pQ%8CkB8ipZ%2cyZGMf/8USgpQ%54%48e/jCflvdl%3Ec"],
    ],
    [
      "https://oL2UQ.yLN-U053DA.bf/CfFIFwe/ZbgHFvLfbEYrStIS2h3r/pqd%14rY/aR5a8hx/aKWFJechP8DT/ypmeBjL7rcbUr",
      [
        "https://oL2UQ.yLN-U053DA.bf/CfFIFwe/ZbgHFvLfbEYrStIS2h3r/pqd%14rY/aR5a8hx/aKWFJechP8DT/ypmeBjL7rcbUr",
      ],
    ],
    [
      "http://ch43n.51rkj.rze.mq/pJjrSAiuSv/3x/EK%59ReZM9w both imp and stung by the",
      ["http://ch43n.51rkj.rze.mq/pJjrSAiuSv/3x/EK%59ReZM9w"],
    ],
    [
      "<ftp://Xctk9iigg.cat/u3cX1d/Sx6m3dql/d%46;type=d#0i%3cT1yMkZQ> hanging to try",
      ["ftp://Xctk9iigg.cat/u3cX1d/Sx6m3dql/d%46;type=d#0i%3cT1yMkZQ"],
    ],
    [
      "ftp://vlt.3g45k63viz2.tcnm3.UA:60664/AJ9iqYk%c1/uKbohn2/K%D1kequ4z8rxFpJ think",
      ["ftp://vlt.3g45k63viz2.tcnm3.UA:60664/AJ9iqYk%c1/uKbohn2/K%D1kequ4z8rxFpJ"],
    ],
    ["kitchen wall,", []],
    [
      "ftp://lv56pdepzu0b0fo-04qtxv5tt2jc0nsaukrhtz5-e3u1vcb517y3b135zl.e0r1hson.dk/3TVoqjp6%1FCFSkt/006VZfho/gxrWxgDawM3Uk",
      [
        "ftp://lv56pdepzu0b0fo-04qtxv5tt2jc0nsaukrhtz5-e3u1vcb517y3b135zl.e0r1hson.dk/3TVoqjp6%1FCFSkt/006VZfho/gxrWxgDawM3Uk",
      ],
    ],
    [
      "`You are oncommon ones -- <FILE:///a7kRxh8/h43TYOY6J5%31B/ZfuF%9c3/> I mean by",
      ["FILE:///a7kRxh8/h43TYOY6J5%31B/ZfuF%9c3/"],
    ],
    [
      "ftp://133.195.101.060/U9x99/nrirgTvZnm/QLNzsm they had no account to be a boy",
      ["ftp://133.195.101.060/U9x99/nrirgTvZnm/QLNzsm"],
    ],
    [
      "http://[f63f:096e:ee87:792d:CD31:A1B2:83FD:7322]/tnFLqVSRa5h1/%EDX1y4cxiv/GIo.OM0/M4lBr/xgHa=",
      [
        "http://[f63f:096e:ee87:792d:CD31:A1B2:83FD:7322]/tnFLqVSRa5h1/%EDX1y4cxiv/GIo.OM0/M4lBr/xgHa=",
      ],
    ],
    [
      "probable, as <ftp://1fcu78n.COOP/eDRJd%82k8FEI/7fbDLiQncgOl> to Joe, after us,",
      ["ftp://1fcu78n.COOP/eDRJd%82k8FEI/7fbDLiQncgOl"],
    ],
    [
      "regarding file:///j3m%a5o5blRxq2/8aDBkHng/OR1ixi5h8kX/nCUz2aDz/ the poker,",
      ["file:///j3m%a5o5blRxq2/8aDBkHng/OR1ixi5h8kX/nCUz2aDz/"],
    ],
    [
      "<file:///1qw4T%8BKBi3CKv/dxm6%7f8s78R/%83sF6J/K%33qfB> up",
      ["file:///1qw4T%8BKBi3CKv/dxm6%7f8s78R/%83sF6J/K%33qfB"],
    ],
    ["this arrest of", []],
    [
      "<Ftp://4dx-s0az06e.Su7ir.SA:16277/HWkL7hR1SW/RzpkWipV/LCYQ6/gLpY%807L6/60H1z96%90xdQ/P9jx4DVu/oFa6c#gQo%57wv0vN>",
      [
        "Ftp://4dx-s0az06e.Su7ir.SA:16277/HWkL7hR1SW/RzpkWipV/LCYQ6/gLpY%807L6/60H1z96%90xdQ/P9jx4DVu/oFa6c#gQo%57wv0vN",
      ],
    ],
    [
      "HTTP://lMxNbKW@tq1imryvi.P7g5o8np1.SK/um4Z2TESWBSrcN/fNehEdgh/sW%6fCP/b2fqBsG",
      ["HTTP://lMxNbKW@tq1imryvi.P7g5o8np1.SK/um4Z2TESWBSrcN/fNehEdgh/sW%6fCP/b2fqBsG"],
    ],
    [
      "ftp://[ACC9::DD55:A45B:7a6b:177.179.158.116]/i1q3SzWTmO%09p%A3/FWDWq8u2Q/7 same",
      ["ftp://[ACC9::DD55:A45B:7a6b:177.179.158.116]/i1q3SzWTmO%09p%A3/FWDWq8u2Q/7"],
    ],
    [
      "ftp://R1x5yr2ij24e42wlojnp1i-b2bsacd01stfe5-10m0-3z6cwb3aflzrgoo.it:8665/oFbo12T%3Bng=x/%B2FcEUXPHAP/Ni0qL%0bPN4#yhp%5dO6",
      [
        "ftp://R1x5yr2ij24e42wlojnp1i-b2bsacd01stfe5-10m0-3z6cwb3aflzrgoo.it:8665/oFbo12T%3Bng=x/%B2FcEUXPHAP/Ni0qL%0bPN4#yhp%5dO6",
      ],
    ],
    [
      "HTTPS://rI7HAX2OS.bsajd56xb48.FO/fn9eA4%0A/G96ogw%69SGis/1V0hqVLN6zaQC1 had",
      ["HTTPS://rI7HAX2OS.bsajd56xb48.FO/fn9eA4%0A/G96ogw%69SGis/1V0hqVLN6zaQC1"],
    ],
    [
      "some of me,' file:///LkP1%5BcrQ/bnkvBi6F/Q3IRXB7Kt8mvDZ/ZKwDAp%a3/ said Mr",
      ["file:///LkP1%5BcrQ/bnkvBi6F/Q3IRXB7Kt8mvDZ/ZKwDAp%a3/"],
    ],
    [
      "invisible gun -- file:///%46f%c5KRhPp/skp1X/OdoS-J1foeE/5H5RIWoip frequent--",
      ["file:///%46f%c5KRhPp/skp1X/OdoS-J1foeE/5H5RIWoip"],
    ],
    [
      "Mr Pumblechook's boy, and file:///tGHsUEMaQS/VLn1%6Au#uGnrvY bulbs ever in",
      ["file:///tGHsUEMaQS/VLn1%6Au#uGnrvY"],
    ],
    [
      "ftp://6g4.qe-s9txq3o8vvr5e.5YWZGPDM9Q.820d8wtribsgglbrnkafno126s8vflph9tfmt0mwew/qC0bInpp/fqxKQLzN/hAj/6PsngV;TYPE=I",
      [
        "ftp://6g4.qe-s9txq3o8vvr5e.5YWZGPDM9Q.820d8wtribsgglbrnkafno126s8vflph9tfmt0mwew/qC0bInpp/fqxKQLzN/hAj/6PsngV;TYPE=I",
      ],
    ],
    ["come to; but even made a", []],
    [
      "ftp://1h3yyf3d8sffjx3rsf3k2y7c459c2gx/%2FfoFDEyWygHgKAuo/KhJZkBlC5r3%99/9I8SMy/25_&y0",
      ["ftp://1h3yyf3d8sffjx3rsf3k2y7c459c2gx/%2FfoFDEyWygHgKAuo/KhJZkBlC5r3%99/9I8SMy/25_&y0"],
    ],
    [
      "<http://Vyt.4ferfwbkbm.owtk.me/LlUtIjj/BDovC/6vJ4Wbk/ihtBt4d%acVl/ywEBIdg%3dHb/>",
      ["http://Vyt.4ferfwbkbm.owtk.me/LlUtIjj/BDovC/6vJ4Wbk/ihtBt4d%acVl/ywEBIdg%3dHb/"],
    ],
    [
      "ftp://7vl2w.jp/b%a5fBYyDR/ZN%62LG9aYpjSwn0yWg/nG97gndK%69XZ#fet%55XXZhslTNrq5T",
      ["ftp://7vl2w.jp/b%a5fBYyDR/ZN%62LG9aYpjSwn0yWg/nG97gndK%69XZ#fet%55XXZhslTNrq5T"],
    ],
    [
      "soap-suds, I had FILE:///#F9Bgl just like thin snow. `Enough of his right side",
      ["FILE:///#F9Bgl"],
    ],
    [
      "in File:///KKfIe63z/BETB.T%C6sG/RcYgnOycg my soul. I sat down on it, I have",
      ["File:///KKfIe63z/BETB.T%C6sG/RcYgnOycg"],
    ],
    [
      "been within a knife http://sisas.ua/4CU60ZLK4VgY8AR89 a blacksmith's wife, and",
      ["http://sisas.ua/4CU60ZLK4VgY8AR89"],
    ],
    ["and wine on an slice, to bring the same pie.' The other, always wore a pitcher", []],
    [
      "pointed to Ftp://Gbu5t.HT/xad4fgjaN#GLpU3XQd6%7F(cHIz himself. No glimpse of",
      ["Ftp://Gbu5t.HT/xad4fgjaN#GLpU3XQd6%7F(cHIz"],
    ],
    [
      "http://89qw34ksf0qf6iq264of-1nya4ds7qvpixw8c951aw8wcm3.qxk7usa.N8j1frzfgnkbi9y2.XN--CLCHC0EA0B2G2A9GCD/Unwn3/%97gnj0/GQgJC~OFxsdE8ubC7/IWy450/8%7CQVgdI8/soi0BviZt/Zjs%10i5Xh?qi8t9=rBbPok,Si&*Xl=Q+fT&Hx4%D70=84+8W%18+sV2BU6xCDP%47M&Usbms=",
      [
        "http://89qw34ksf0qf6iq264of-1nya4ds7qvpixw8c951aw8wcm3.qxk7usa.N8j1frzfgnkbi9y2.XN--CLCHC0EA0B2G2A9GCD/Unwn3/%97gnj0/GQgJC~OFxsdE8ubC7/IWy450/8%7CQVgdI8/soi0BviZt/Zjs%10i5Xh?qi8t9=rBbPok,Si&*Xl=Q+fT&Hx4%D70=84+8W%18+sV2BU6xCDP%47M&Usbms=",
      ],
    ],
    [
      "floors of savoury pork pie ftp://tw7d-6yu.im:2055/%66qbqzss/OmPGW;type=d as of",
      ["ftp://tw7d-6yu.im:2055/%66qbqzss/OmPGW;type=d"],
    ],
    [
      "https://w9zhko2rttzndzivll92.sbzum.UZ/bgy8l68/Ix72mHu/zlA4CI/IQjc%CD9%255FxJ8A/Dbb%4eTCRu",
      ["https://w9zhko2rttzndzivll92.sbzum.UZ/bgy8l68/Ix72mHu/zlA4CI/IQjc%CD9%255FxJ8A/Dbb%4eTCRu"],
    ],
    [
      "yourself a J and ftp://tn.z-o3vn3n4.5wg7.gs/loxilPpcLnsI/topa0Ez/Na%70Dcde Joe",
      ["ftp://tn.z-o3vn3n4.5wg7.gs/loxilPpcLnsI/topa0Ez/Na%70Dcde"],
    ],
    [
      "http://isqogte5i.c-3oixcmy.SY/jlPVRlTs4v/enCZWc3Sl1dJ7/M5GTSZx/Ga%cce%63cLzTJvBodJ",
      ["http://isqogte5i.c-3oixcmy.SY/jlPVRlTs4v/enCZWc3Sl1dJ7/M5GTSZx/Ga%cce%63cLzTJvBodJ"],
    ],
    [
      "give a dash and then <Http://wvfftjk.do/a0%644z/?ATzWOxO1k=%85ulHR> murmured",
      ["Http://wvfftjk.do/a0%644z/?ATzWOxO1k=%85ulHR"],
    ],
    [
      "there a false position. Not to ftp://vxfr4g5ka.kn/TZSPrYGzv/KzuB%731GA him go",
      ["ftp://vxfr4g5ka.kn/TZSPrYGzv/KzuB%731GA"],
    ],
    [
      "Ftp://t4qxt.hd9ok.aUQ7GIMBGXP.IS/%7ey71ndfLh/m%4A5P%75153tpU0hY73KfO6o/E%7aAkUlK3hX3Fg",
      ["Ftp://t4qxt.hd9ok.aUQ7GIMBGXP.IS/%7ey71ndfLh/m%4A5P%75153tpU0hY73KfO6o/E%7aAkUlK3hX3Fg"],
    ],
    ["did,' said I. `Drat that he would", []],
    [
      "http://01s0hfwz.TL/C9uEC/K9uWhknP3AxHW/%c56I1zL5Rfdd/sLJeP/2QkQNP/QcW%8aA0A/ be",
      ["http://01s0hfwz.TL/C9uEC/K9uWhknP3AxHW/%c56I1zL5Rfdd/sLJeP/2QkQNP/QcW%8aA0A/"],
    ],
    [
      "nearer; let <http://i0.XN--MGBAAM7A8H/Uy6czi/rrAt8esL4/iL2xLka/B3j&7Inmt7g34>",
      ["http://i0.XN--MGBAAM7A8H/Uy6czi/rrAt8esL4/iL2xLka/B3j&7Inmt7g34"],
    ],
    [
      "http://2lv8030.fimc0v081i/cyEUoud6w/gfAlE/iQP:8/dZCue4cKVM3bs/JU%d5ZUA1t too",
      ["http://2lv8030.fimc0v081i/cyEUoud6w/gfAlE/iQP:8/dZCue4cKVM3bs/JU%d5ZUA1t"],
    ],
    [
      "ftp://4ufofbu/pmLZX%f2wJcQO/B%e0b%64oLObaEx&C/QViF1ohg/Rffvf the chaise-cart.",
      ["ftp://4ufofbu/pmLZX%f2wJcQO/B%e0b%64oLObaEx&C/QViF1ohg/Rffvf"],
    ],
    [
      "FTP://uhw3qgl0bvfp568.e5wkz1l.Dug75a1j.US/R%AE5DNL%C4vMl-TXG/BDSu8PXNYU42aY/MR-hx1/mC2:SJqsCN%d7#smDUT",
      [
        "FTP://uhw3qgl0bvfp568.e5wkz1l.Dug75a1j.US/R%AE5DNL%C4vMl-TXG/BDSu8PXNYU42aY/MR-hx1/mC2:SJqsCN%d7#smDUT",
      ],
    ],
    [
      "<FTP://eQ23LB4U9CX.vcrnx.2fa.k6rjf8b.pe/8L163hbbt/J%26zcQf/lkieT5x/Efa/A2gUk/o%ef9PIBhPODaAn/p8%55Wsfap/BdTfZ4zm%2fbQt/SY7rMh>",
      [
        "FTP://eQ23LB4U9CX.vcrnx.2fa.k6rjf8b.pe/8L163hbbt/J%26zcQf/lkieT5x/Efa/A2gUk/o%ef9PIBhPODaAn/p8%55Wsfap/BdTfZ4zm%2fbQt/SY7rMh",
      ],
    ],
    [
      "FILE:///Rq_/ec93s/HMB24%8esN/%4bO%cayWnOF say, `Ever the bedstead was, I heard",
      ["FILE:///Rq_/ec93s/HMB24%8esN/%4bO%cayWnOF"],
    ],
    [
      "ftp://4ps9b29prywnt6-1xt9t4cgi8sbwjj6obbw1x-2y-v2tft1eei67i.Hk0u4zwmd7o9z.jp/o4R1sdAnw/Hu408%CB/HdQ6cFhG",
      [
        "ftp://4ps9b29prywnt6-1xt9t4cgi8sbwjj6obbw1x-2y-v2tft1eei67i.Hk0u4zwmd7o9z.jp/o4R1sdAnw/Hu408%CB/HdQ6cFhG",
      ],
    ],
    [
      "FILE:///%16b72yhVw/2BPPCZg/KwHAJ0X3QT/I49wMwmls2j%15xkYc6qFZ he were born?' I",
      ["FILE:///%16b72yhVw/2BPPCZg/KwHAJ0X3QT/I49wMwmls2j%15xkYc6qFZ"],
    ],
    [
      "http://[3A16::]/1rhxoXw9Cv/eWk5gHpYJ/v9gRo/un2Ygo91B%A1f2p/15hJ%A5o%A19TLjzzRrGUT",
      ["http://[3A16::]/1rhxoXw9Cv/eWk5gHpYJ/v9gRo/un2Ygo91B%A1f2p/15hJ%A5o%A19TLjzzRrGUT"],
    ],
    [
      "presented our- selves at me that this point, Http://pclly.36XVKSPBC/Nja5D Joe",
      ["Http://pclly.36XVKSPBC/Nja5D"],
    ],
    ["looked at all: or plunge into the table. Dresses, less excusable, he hears the", []],
    [
      "http://[3173::]/YHDIJlMkv/oFpVHGs/7Dn%61pqA%23/ZnaIIPD%6cj/ beat the mist, I",
      ["http://[3173::]/YHDIJlMkv/oFpVHGs/7Dn%61pqA%23/ZnaIIPD%6cj/"],
    ],
    [
      "<https://v24gyfj.xfrc5dy6xuz3paev4rggl3xeg3vxzw7cz98pbcgum8xlczt-n.SU/Mb=PxgWX/J04ScMxk8u/oH%A08nv/3oXR85tM/>",
      [
        "https://v24gyfj.xfrc5dy6xuz3paev4rggl3xeg3vxzw7cz98pbcgum8xlczt-n.SU/Mb=PxgWX/J04ScMxk8u/oH%A08nv/3oXR85tM/",
      ],
    ],
    [
      "file:///MaIzEiaVY/ssIPwkItF%EBIUy Pip.' `Has she was then he were like a ring,",
      ["file:///MaIzEiaVY/ssIPwkItF%EBIUy"],
    ],
    [
      "else?' `I HTTP://Aphi-iog2t.PE/SSwgnY7af/VabUxcEU2i/JI%434fkP%7cO#EWmOFU%5cy",
      ["HTTP://Aphi-iog2t.PE/SSwgnY7af/VabUxcEU2i/JI%434fkP%7cO#EWmOFU%5cy"],
    ],
    [
      "Http://asn7b.LA/13Qp3t0dY/Mk0ldhZyJP/rRgIZlOu/hqt1qM9NT5tAGD07T he. `Brandy,'",
      ["Http://asn7b.LA/13Qp3t0dY/Mk0ldhZyJP/rRgIZlOu/hqt1qM9NT5tAGD07T"],
    ],
    [
      "<ftp://7i27:54542/B3rW/LSNLFJ%74J/%e4NHDP1svTU/Kkpr%C1%6cO/2wWp%f4MiYLhgWGSF/u0wNwK0B>",
      ["ftp://7i27:54542/B3rW/LSNLFJ%74J/%e4NHDP1svTU/Kkpr%C1%6cO/2wWp%f4MiYLhgWGSF/u0wNwK0B"],
    ],
    ["the way, that he handled as was as me, and kneaded, and buried; and a piece of", []],
    [
      "ftp://[6CA9:93a1::]/?y057O5/l9C:/XsBy2so5tX=D%71me/ went. After darkly looking",
      ["ftp://[6CA9:93a1::]/?y057O5/l9C:/XsBy2so5tX=D%71me/"],
    ],
    [
      "HTTPS://zv21qs.ekofwyy.f1pd7snnae0n2nzfdclk1sf4hybx97u17piaj5-lul89bxrf775koowj.as/BAc33xOV7",
      [
        "HTTPS://zv21qs.ekofwyy.f1pd7snnae0n2nzfdclk1sf4hybx97u17piaj5-lul89bxrf775koowj.as/BAc33xOV7",
      ],
    ],
    [
      "<https://fiuubt.bc-yrorta.kdn.M8mascygepb0csr.vpifk.G-p35wx.er/4wvko7/Wo9PsbrLI>",
      ["https://fiuubt.bc-yrorta.kdn.M8mascygepb0csr.vpifk.G-p35wx.er/4wvko7/Wo9PsbrLI"],
    ],
    [
      "http://jX-U69Z4.3vuws.41h3q22bzs.o3hng9:6629/Qj=CQmh9/%9aCSTfa%0aXvFQ/u0zAICPSGUx/MqP32INW%00mp?ZmIZc=5o1okD&WEDMM6Qnm=0w5T&gajnp=GFwK+Ct8Pds+KRsnyPq+2UFmx+cwnDnvyn+Zf0VFXyk2+Aw67fL",
      [
        "http://jX-U69Z4.3vuws.41h3q22bzs.o3hng9:6629/Qj=CQmh9/%9aCSTfa%0aXvFQ/u0zAICPSGUx/MqP32INW%00mp?ZmIZc=5o1okD&WEDMM6Qnm=0w5T&gajnp=GFwK+Ct8Pds+KRsnyPq+2UFmx+cwnDnvyn+Zf0VFXyk2+Aw67fL",
      ],
    ],
    [
      "file:///UIIGOxv6jvF2%c0/%A8J3%677Gmq8im1zklKhqx/HMhCSY2QcyxvL/ heard of being",
      ["file:///UIIGOxv6jvF2%c0/%A8J3%677Gmq8im1zklKhqx/HMhCSY2QcyxvL/"],
    ],
    [
      "Http://[98cc:433d:2C25:62dd:54ba:d10b:63d3:4C40]/YlbNrJod/fdjuN/qYqSdqr5/KAbXYHO%F0m7Ws9",
      ["Http://[98cc:433d:2C25:62dd:54ba:d10b:63d3:4C40]/YlbNrJod/fdjuN/qYqSdqr5/KAbXYHO%F0m7Ws9"],
    ],
    [
      "https://nWC9-RIA00RPVL4SSWRICWWX3NH5SMQIA7IPMCK174T30VQBL-M6.XN--3E0B707E/CwE%e2rWaYZmE?X_coOVl=kqGQ&Pli=MjKg-+wO6Eh+lbbcN&x3M=3kQh99m92mRdf&iiO2wXgQ=qyWVG9G",
      [
        "https://nWC9-RIA00RPVL4SSWRICWWX3NH5SMQIA7IPMCK174T30VQBL-M6.XN--3E0B707E/CwE%e2rWaYZmE?X_coOVl=kqGQ&Pli=MjKg-+wO6Eh+lbbcN&x3M=3kQh99m92mRdf&iiO2wXgQ=qyWVG9G",
      ],
    ],
    [
      "and ftp://133.4.130.192/p%b1LgcONfo%bc&kmH/Ibh6Lq%DCJhnswT%1A refractory",
      ["ftp://133.4.130.192/p%b1LgcONfo%bc&kmH/Ibh6Lq%DCJhnswT%1A"],
    ],
    ["me again. `And pray what terrible voice, `Do you notice", []],
    [
      "in a dead ftp://o6ou6n.N8.yyld.JM:24207/aS15Vk%0eg/M8jcXu%14d/%48odaw stop.",
      ["ftp://o6ou6n.N8.yyld.JM:24207/aS15Vk%0eg/M8jcXu%14d/%48odaw"],
    ],
    [
      "file:///UWrC%9111nEhh/45FHiTx%98L right. Wishing to me; their days lingering",
      ["file:///UWrC%9111nEhh/45FHiTx%98L"],
    ],
    [
      "you up the point the church wall. As it must http://nEN5ZN.EG/%0efsf4v30L rob",
      ["http://nEN5ZN.EG/%0efsf4v30L"],
    ],
    [
      "square, stout, dark file:///Fzza388TQ man, and was a most awful words, `You",
      ["file:///Fzza388TQ"],
    ],
    [
      "Mr Hubble. `Of course, File:///kpiE4WSatjDV/phvv7gyfb%78b that the top up at my",
      ["File:///kpiE4WSatjDV/phvv7gyfb%78b"],
    ],
    ["`your sister's recital, and no account of them to consider them up, Pip, old", []],
    [
      "https://J-5ytf.nmp5zuopbj1qbl1ik2c4ihjwu6-q5dhn.ng/GDtBeBZixtl/6sgw9/tmeJ7k3I1hHJfM/2JYRt7towpNjvDWsumYmhu/nBVPkzSo/cBXPb",
      [
        "https://J-5ytf.nmp5zuopbj1qbl1ik2c4ihjwu6-q5dhn.ng/GDtBeBZixtl/6sgw9/tmeJ7k3I1hHJfM/2JYRt7towpNjvDWsumYmhu/nBVPkzSo/cBXPb",
      ],
    ],
    [
      "has http://sL333Q.Zci48xtb4g6.lu/sQw4ZHF/M%99%1DNl/s58%a2sCxGQ?EgPNZ=qaG'U2CO",
      ["http://sL333Q.Zci48xtb4g6.lu/sQw4ZHF/M%99%1DNl/s58%a2sCxGQ?EgPNZ=qaG'U2CO"],
    ],
    [
      "Ftp://afq57indwrb0sjhgyczyx.se/%6FKey7AOE/IPWZg3ggMIM6%D48h/XnAuzG this boy,",
      ["Ftp://afq57indwrb0sjhgyczyx.se/%6FKey7AOE/IPWZg3ggMIM6%D48h/XnAuzG"],
    ],
    [
      "Https://pFOROCZ9.dRDP.gq/08VkBBPja8cCXZKLa/rEF28NoX/ night, sir,' I kep him to",
      ["Https://pFOROCZ9.dRDP.gq/08VkBBPja8cCXZKLa/rEF28NoX/"],
    ],
    ["subjects going to life, when the shop transactions. Biddy leading the ink (when", []],
    [
      "<ftp://Bvc6nmpdhn21400.Vo53pvqm0/u7jz0O3bbFTTegZa> on this question being",
      ["ftp://Bvc6nmpdhn21400.Vo53pvqm0/u7jz0O3bbFTTegZa"],
    ],
    [
      "http://hr58b8n.bL0/LppkKdZGYdxiHg/2VXeZWR/T4fCmyN579 I couldn't abear to dine",
      ["http://hr58b8n.bL0/LppkKdZGYdxiHg/2VXeZWR/T4fCmyN579"],
    ],
    [
      "HTTP://r53fl98bazbqhc19-h-r.qif.AW/8sH0%59j%FF7/QPnw69%17Og9V9l/JAn2c7i/%7Fta3x/P%08HRF/",
      ["HTTP://r53fl98bazbqhc19-h-r.qif.AW/8sH0%59j%FF7/QPnw69%17Og9V9l/JAn2c7i/%7Fta3x/P%08HRF/"],
    ],
    [
      "my plate, at one who had once. http://jykpqk6.sc/VBPT/xNRs7JVoZKE/ Three or",
      ["http://jykpqk6.sc/VBPT/xNRs7JVoZKE/"],
    ],
    [
      "http://Unp.IR/tN;/bCXe/fxSdK%00%CFB5N/D0L1/bjf haze of such job, I think of",
      ["http://Unp.IR/tN;/bCXe/fxSdK%00%CFB5N/D0L1/bjf"],
    ],
    ["covery had been out of them. After favouring them", []],
    [
      "<https://Zn.RE:31587/Vam%acYZniEPiY/lBfiLn%F1/dlHe@m0#> against us home and",
      ["https://Zn.RE:31587/Vam%acYZniEPiY/lBfiLn%F1/dlHe@m0#"],
    ],
    [
      "<http://247e/qBmVNrd4AstGuk/JkV%50CBmmp%06/%a5E%34TAY%E7/5WL:W%CB%193Dr=cl9rn&/mA9%651nvah%63hV>",
      [
        "http://247e/qBmVNrd4AstGuk/JkV%50CBmmp%06/%a5E%34TAY%E7/5WL:W%CB%193Dr=cl9rn&/mA9%651nvah%63hV",
      ],
    ],
    [
      "Http://g3t2w4.2AB0B.3eq7q.RE/fvvJYyHjd/%34FK%98WeZ/G5Ux06F2BDF/ upon which was",
      ["Http://g3t2w4.2AB0B.3eq7q.RE/fvvJYyHjd/%34FK%98WeZ/G5Ux06F2BDF/"],
    ],
    [
      "https://i6.kzdyaq-v3.9j78y.oq5r.gpm7oh.x1fnc78-tli.5yu2f.3hfnkcvwoms.hWRAX7TAJ.7ei.tt/Ysy-/sRl/LZa6nw8",
      [
        "https://i6.kzdyaq-v3.9j78y.oq5r.gpm7oh.x1fnc78-tli.5yu2f.3hfnkcvwoms.hWRAX7TAJ.7ei.tt/Ysy-/sRl/LZa6nw8",
      ],
    ],
    [
      "http://Jmury.vc-wuwj.rn0o.ug/EhXMKL%64/CwKXyRnpk flats likewise very anxious to",
      ["http://Jmury.vc-wuwj.rn0o.ug/EhXMKL%64/CwKXyRnpk"],
    ],
    ["conciliatory air and applied Tickler was", []],
    [
      "file:///viHNVlfm/4BICnFqFz3mXP/1%0dxeFn%AC never had assailed",
      ["file:///viHNVlfm/4BICnFqFz3mXP/1%0dxeFn%AC"],
    ],
    [
      "FTP://bGCO.apov3z1nrv.ke/cM4fSVF?%ff/tWLPVByl0/ABCz7EZc3/R2b7U8o9JM6p76 door to",
      ["FTP://bGCO.apov3z1nrv.ke/cM4fSVF?%ff/tWLPVByl0/ABCz7EZc3/R2b7U8o9JM6p76"],
    ],
    [
      "convict, with grey, too, FILE:///n4riCnF that I seemed quite as get out the",
      ["FILE:///n4riCnF"],
    ],
    ["`You come to speak, that I had <file:///> murdered him back!' The other two.", ["file:///"]],
    [
      "FTP://P9yyxqsh1rz2q-r7gp.h0W9VBZWGP.tk/gvbKQnzs/q1Gb exasperated, that the",
      ["FTP://P9yyxqsh1rz2q-r7gp.h0W9VBZWGP.tk/gvbKQnzs/q1Gb"],
    ],
    [
      "opinions of http://h-juvh.3gtf/spUbB%2aq/#%9C2/LWN& for making her voice",
      ["http://h-juvh.3gtf/spUbB%2aq/#%9C2/LWN&"],
    ],
    [
      "http://%d3fV6o@knpyxaoxorjk0xthy4c56-idtz3.i91eof5.mt/MM0jI8/mviceY%E9KnCQrwqA/xTTC@R/bgzg%6CfrsDT/uN8jUqZIRPdu9a27A/aNc%f4l1h9UUax#t4W~aw",
      [
        "http://%d3fV6o@knpyxaoxorjk0xthy4c56-idtz3.i91eof5.mt/MM0jI8/mviceY%E9KnCQrwqA/xTTC@R/bgzg%6CfrsDT/uN8jUqZIRPdu9a27A/aNc%f4l1h9UUax#t4W~aw",
      ],
    ],
    [
      "held http://p7E5E0.hhvqt56.ug/2p6%2Cb~bL/JIlK:TS/KKKGy tighter to the marsh,",
      ["http://p7E5E0.hhvqt56.ug/2p6%2Cb~bL/JIlK:TS/KKKGy"],
    ],
    ["munication with a sentiment.' `Rum,' said Joe. `There's one side entrance, I", []],
    [
      "Ftp://171.160.94.43/ALTgS46I4VM/55PbbK/5N%faTSE another",
      ["Ftp://171.160.94.43/ALTgS46I4VM/55PbbK/5N%faTSE"],
    ],
    ["binding me sensitive. In file:///XoCg%EDVf/A3ibJYjU the", ["file:///XoCg%EDVf/A3ibJYjU"]],
    [
      "file:///KSPSz0d%734OBRur/v2feKz%7aC/SfV1syp was likewise -- perhaps I almost as",
      ["file:///KSPSz0d%734OBRur/v2feKz%7aC/SfV1syp"],
    ],
    [
      "file:///.LxM7EsLzp%d2/sOKzUh/IVX5Mw-PVormR pursued my sister on the raw air and",
      ["file:///.LxM7EsLzp%d2/sOKzUh/IVX5Mw-PVormR"],
    ],
    [
      "reason ftp://ico390kww0.it/g&kOEETBwQ0Xnfaz/pSA4oQJ/nU1WwWgH/u9TK%34Z/x5hXHtQAb",
      ["ftp://ico390kww0.it/g&kOEETBwQ0Xnfaz/pSA4oQJ/nU1WwWgH/u9TK%34Z/x5hXHtQAb"],
    ],
    ["by", []],
    [
      "ftp://vb5vs.P5f5jmxq.sn:10748/gx%54N7WDo@FP%a9/aFd0z2V/6OCUikUdhs/F89CFSH6XHi9Pgt/CzM6Y3s0UZ/u8xukwK;type=d",
      [
        "ftp://vb5vs.P5f5jmxq.sn:10748/gx%54N7WDo@FP%a9/aFd0z2V/6OCUikUdhs/F89CFSH6XHi9Pgt/CzM6Y3s0UZ/u8xukwK;type=d",
      ],
    ],
    [
      "FTP://ebibm0spm7.cat/aalird/1v6GldpVgXA/9akBrbVRE/FbH97%67/YfhOfgG/gPiGQb%D6?AodiI#nTfAhiF1",
      [
        "FTP://ebibm0spm7.cat/aalird/1v6GldpVgXA/9akBrbVRE/FbH97%67/YfhOfgG/gPiGQb%D6?AodiI#nTfAhiF1",
      ],
    ],
    [
      "HTTP://k5ifny.sa:32595/8XvVVW6Tp37x/IF0IkevEa9jqkw/58g3p/MZB%94sVPjmF7/wZD0BUp?N6P1o=nH:%5840TZNN%37eJ+AJXoM5t7+UhR&%3FCC(O96dC=e2Zqj-YxOMwv",
      [
        "HTTP://k5ifny.sa:32595/8XvVVW6Tp37x/IF0IkevEa9jqkw/58g3p/MZB%94sVPjmF7/wZD0BUp?N6P1o=nH:%5840TZNN%37eJ+AJXoM5t7+UhR&%3FCC(O96dC=e2Zqj-YxOMwv",
      ],
    ],
    [
      "don't deny that file:///S0Vmb2/JccbhGwccE=w/sgSbbJh/2OjHXikwMAVk/V1l0~FYdw",
      ["file:///S0Vmb2/JccbhGwccE=w/sgSbbJh/2OjHXikwMAVk/V1l0~FYdw"],
    ],
    ["good-natured companionship with the sergeant, standing upright; one of the", []],
    [
      "File:///SxZ0jN1/C7FaB/Q63Jxn/QGzG%CEcYzLq7sWLWF/tD%3c1aukYV beyond the way for",
      ["File:///SxZ0jN1/C7FaB/Q63Jxn/QGzG%CEcYzLq7sWLWF/tD%3c1aukYV"],
    ],
    [
      "ftp://csanc.mz:27249/Q4ci9eH/uQLFb8ZVrjYbaCS8/sNzv%8DY1Xapc had done in a doubt",
      ["ftp://csanc.mz:27249/Q4ci9eH/uQLFb8ZVrjYbaCS8/sNzv%8DY1Xapc"],
    ],
    [
      "HTTP://q6-aoovoq.j-joev5ivayrom1t474xlqxrfro.xn--wgbh1c/WiS76Kh&O/IDDo916%22Vp4/iZYdp?%66lk%24ke=&OGXRBNTxne-Rc1i9b1=b2DcK&Lyuxv=&%5bF=",
      [
        "HTTP://q6-aoovoq.j-joev5ivayrom1t474xlqxrfro.xn--wgbh1c/WiS76Kh&O/IDDo916%22Vp4/iZYdp?%66lk%24ke=&OGXRBNTxne-Rc1i9b1=b2DcK&Lyuxv=&%5bF=",
      ],
    ],
    [
      "expression) a young dog,' said my sister, rising, `it's a FILE:///a0esBQEE/",
      ["FILE:///a0esBQEE/"],
    ],
    [
      "would probably have hanged <File:///Vg9klGYqV%f0f9p> there ever seen, and as I",
      ["File:///Vg9klGYqV%f0f9p"],
    ],
    [
      "http://fp8bh.zm/R5WFY9BBHOmi3/OyhE6XN/7tZGprtgW#hrKj got a convict?' Joe threw",
      ["http://fp8bh.zm/R5WFY9BBHOmi3/OyhE6XN/7tZGprtgW#hrKj"],
    ],
    ["on my trousers. The wonder how it", []],
    [
      "https://smj0v/Z8B/%96%A4mzAT/eixQJ/v%D3HDtup put down his nose, and stick",
      ["https://smj0v/Z8B/%96%A4mzAT/eixQJ/v%D3HDtup"],
    ],
    [
      "Http://[725A:9A3E:2F98::9109:5272]/ijhUpBG-1FS%73%D3 I should always saw the",
      ["Http://[725A:9A3E:2F98::9109:5272]/ijhUpBG-1FS%73%D3"],
    ],
    [
      "https://mxfwd.gg/uwsX4/vnVUhsd/igwlpT%bahLI4;P0 strings: `if you where we",
      ["https://mxfwd.gg/uwsX4/vnVUhsd/igwlpT%bahLI4;P0"],
    ],
    ["Miss ahead of my mother, of blood to replace the court-yard in the door to go", []],
    [
      "file:///aQa%A8K1SpUF3R/DRHzEQarZC/WpL%4a~dPnH but",
      ["file:///aQa%A8K1SpUF3R/DRHzEQarZC/WpL%4a~dPnH"],
    ],
    [
      "file:///u%7BQA%909Et%edmf6X/J%44H591v4iAHpgc/qeuedAPm7Moi/dE5xiL8W/%52DLIO%B1vY4h/A%1DIi3",
      ["file:///u%7BQA%909Et%edmf6X/J%44H591v4iAHpgc/qeuedAPm7Moi/dE5xiL8W/%52DLIO%B1vY4h/A%1DIi3"],
    ],
    [
      "https://R@lyd1.xtccruqswon.GR/oHPO%79jfl1/rFfct/TI4I5pfjn to read, write, and",
      ["https://R@lyd1.xtccruqswon.GR/oHPO%79jfl1/rFfct/TI4I5pfjn"],
    ],
    [
      "ftp://wDIXDXTT.vg/eCSU%14/7My9QiLZjNwKRh1/pd16vIBrmG/sXqjHnSFyE%03HA65WCMRaJGunYbT",
      ["ftp://wDIXDXTT.vg/eCSU%14/7My9QiLZjNwKRh1/pd16vIBrmG/sXqjHnSFyE%03HA65WCMRaJGunYbT"],
    ],
    [
      "<ftp://k2.jALPBG.XN--MGBERP4A5D4AR/NyVb%E0rdacdy/KQxWB%0DFc/Ruh62/qApiRp%fcc7NqG5P/FQd6Yw8Hi>",
      [
        "ftp://k2.jALPBG.XN--MGBERP4A5D4AR/NyVb%E0rdacdy/KQxWB%0DFc/Ruh62/qApiRp%fcc7NqG5P/FQd6Yw8Hi",
      ],
    ],
    [
      "<ftp://2k5.lfssxj9iatcd3056j-rq0/Bq8-ZY8byN/Skg1r%290%40%23/X51QAJ7U/H7Ir4nHaQ8?QOW>",
      ["ftp://2k5.lfssxj9iatcd3056j-rq0/Bq8-ZY8byN/Skg1r%290%40%23/X51QAJ7U/H7Ir4nHaQ8?QOW"],
    ],
    [
      "ftp://072.017.130.122:58513/6P9dqEIAxnvathxK/GHoR0X%5F%8fU/%ffANo7hT%dcKY%dc%B3%75pXy",
      ["ftp://072.017.130.122:58513/6P9dqEIAxnvathxK/GHoR0X%5F%8fU/%ffANo7hT%dcKY%dc%B3%75pXy"],
    ],
    ["black horizontal line with his coat on, and your namel' said the course I took", []],
    [
      "<http://1vkic.cmd-efq.st/%937ikPpb/eZh_3dIzXbtNFVxL9nQ1/7bVwDiamdDs;8zgSZ> come",
      ["http://1vkic.cmd-efq.st/%937ikPpb/eZh_3dIzXbtNFVxL9nQ1/7bVwDiamdDs;8zgSZ"],
    ],
    [
      "than when he knew ftp://ksd4b3w04c5nk5aasoepqdby-9w.sl/pNe8wJ2LkrJZ/XJSanvU/ to",
      ["ftp://ksd4b3w04c5nk5aasoepqdby-9w.sl/pNe8wJ2LkrJZ/XJSanvU/"],
    ],
    [
      "<File:///XoULHUnTn/zYp/#SlAGu> the sergeant, `as it's a hunter, and was a new",
      ["File:///XoULHUnTn/zYp/#SlAGu"],
    ],
    [
      "FILE:///kcboy@/9goeE7Q of a guard in line with my neighbour, miss.' `Beggar",
      ["FILE:///kcboy@/9goeE7Q"],
    ],
    [
      "Http://c82m23a-5oprsol87jurs142tzex3957m9nrufva0sc6gdo3pajic8po.H5m3wt.1RU:11878/Odij%A65n/Am~mzHC/#ArdWk8",
      [
        "Http://c82m23a-5oprsol87jurs142tzex3957m9nrufva0sc6gdo3pajic8po.H5m3wt.1RU:11878/Odij%A65n/Am~mzHC/#ArdWk8",
      ],
    ],
    [
      "http://5ect9i8665yca.FJ/ylKD5bCODpHQ/lbunoK/%98004LI_w/HwTFV/4@O9_DiwGb0Ig9#B8z%90jjivO",
      ["http://5ect9i8665yca.FJ/ylKD5bCODpHQ/lbunoK/%98004LI_w/HwTFV/4@O9_DiwGb0Ig9#B8z%90jjivO"],
    ],
    ["http://wka3.GM/%95yhyVy9#FFld%0CZGoiP Mr", ["http://wka3.GM/%95yhyVy9#FFld%0CZGoiP"]],
    [
      "File:///YTIL%AADxyn/exqQCc/HrBwtj3/DIOgKT4YUu in the church vicarioualy; that",
      ["File:///YTIL%AADxyn/exqQCc/HrBwtj3/DIOgKT4YUu"],
    ],
    [
      "wonder who's put down like a moment file:///t%48r6pvw/gTme80:slEt/ciBvu19 when",
      ["file:///t%48r6pvw/gTme80:slEt/ciBvu19"],
    ],
    [
      "perhaps?' `No, Joseph,' File:///v%2CCgt3%32kh5ZJx/~kf8WDLeR3XmmY6ap/.DEZNJ-ylM",
      ["File:///v%2CCgt3%32kh5ZJx/~kf8WDLeR3XmmY6ap/.DEZNJ-ylM"],
    ],
    ["little as if you boy,' said the time I couldn't she pounced on the green", []],
    [
      "HTTPS://hdtgt38onqh18-617otg7tn-ut6f49po3gaajt47.m4O26.rwko060q21o.Am497x0kow-u.TN/nZX955o/JtBhKlvv3r",
      [
        "HTTPS://hdtgt38onqh18-617otg7tn-ut6f49po3gaajt47.m4O26.rwko060q21o.Am497x0kow-u.TN/nZX955o/JtBhKlvv3r",
      ],
    ],
    [
      "ever a convict?' Joe that it had ftp://y8K1P5I8E/c2Xa7CmI%d6TWC only was much",
      ["ftp://y8K1P5I8E/c2Xa7CmI%d6TWC"],
    ],
    [
      "file:///KwM8U1%EBR6J/K.asJbs0/i1vCxd/ZthOZxt0IKQEH/#x:Q8vtaIw at some more",
      ["file:///KwM8U1%EBR6J/K.asJbs0/i1vCxd/ZthOZxt0IKQEH/#x:Q8vtaIw"],
    ],
    [
      "<ftp://l8AAQ4XL0X0HO6MF7.9d.tw/%98Vb%117Uy4/KyUMl9> the only",
      ["ftp://l8AAQ4XL0X0HO6MF7.9d.tw/%98Vb%117Uy4/KyUMl9"],
    ],
    [
      "https://07zje.j84g-9lx-673h.vwr.km/h2Dv%1BFR%9d/NV05FON%c9/klLPUVUcp/LRlEGREG3H",
      ["https://07zje.j84g-9lx-673h.vwr.km/h2Dv%1BFR%9d/NV05FON%c9/klLPUVUcp/LRlEGREG3H"],
    ],
    ["it accuses man to call him steady,", []],
    [
      "caparisoned coursers which he Ftp://a4gdplaw.TP/zyf2c37ZfY/QaiwZ3l/CUi9.ado/",
      ["Ftp://a4gdplaw.TP/zyf2c37ZfY/QaiwZ3l/CUi9.ado/"],
    ],
    [
      "the soldiers. `Didn't File:///YGxWV18/%B2bnYvE/COmzr%B0YLEB8/%75L%c5ym2Hw I had",
      ["File:///YGxWV18/%B2bnYvE/COmzr%B0YLEB8/%75L%c5ym2Hw"],
    ],
    [
      "https://z9z6ip.INT/1%1dXkN1P/KI52I/yo%FD13SoZz0?:z'X3xwoS=1y&lmDOOEVzwHn2j=xfbMj%67cy#bKedfyI1",
      [
        "https://z9z6ip.INT/1%1dXkN1P/KI52I/yo%FD13SoZz0?:z'X3xwoS=1y&lmDOOEVzwHn2j=xfbMj%67cy#bKedfyI1",
      ],
    ],
    [
      "file:///UZg7IFvJd/U%6cAH%59cS/dQjA9gM3RIJ/cW7Kuo/lBGa1%B3Hjf2aN&/ they all",
      ["file:///UZg7IFvJd/U%6cAH%59cS/dQjA9gM3RIJ/cW7Kuo/lBGa1%B3Hjf2aN&/"],
    ],
    [
      "http://1co-4k.zzzqb.XN--KGBECHTV/WRGpnKFny/eBiU%BDapp/0cb5bJ5%24J8a#N*cE%e4BmH3Jse?2",
      ["http://1co-4k.zzzqb.XN--KGBECHTV/WRGpnKFny/eBiU%BDapp/0cb5bJ5%24J8a#N*cE%e4BmH3Jse?2"],
    ],
    [
      "it himself. `I wish to ftp://[7D66::]/m:wnkiFBKJR/7c8a3te/mQqS6ZDWbfTXtZ9 have",
      ["ftp://[7D66::]/m:wnkiFBKJR/7c8a3te/mQqS6ZDWbfTXtZ9"],
    ],
    [
      "ftp://90.188.10.180/fgsPUVSAEgMuLwrpxg/8QEjGiNEHN/pxjBgdVV/bkiEKy write his two",
      ["ftp://90.188.10.180/fgsPUVSAEgMuLwrpxg/8QEjGiNEHN/pxjBgdVV/bkiEKy"],
    ],
    ["emphatic word file:///Mr or", ["file:///Mr"]],
    [
      "even stopping -- coming file:///cdgSAblie up by hand. Joe was an interval of my",
      ["file:///cdgSAblie"],
    ],
    [
      "ftp://gOD0KB6HB8JDGK56.l-V4OW.sj/KqqiLzCu%6a3jexLbLB/%6dBHZb%29z72YF/ and",
      ["ftp://gOD0KB6HB8JDGK56.l-V4OW.sj/KqqiLzCu%6a3jexLbLB/%6dBHZb%29z72YF/"],
    ],
    [
      "ftp://[0f52:d55d:5574:ee10::dc96]/dPEbp7/PG0Nfo/MVx3/%5Fzz8%CFXb were his leg.",
      ["ftp://[0f52:d55d:5574:ee10::dc96]/dPEbp7/PG0Nfo/MVx3/%5Fzz8%CFXb"],
    ],
    ["stopping -- as the boy an't rolling in a heavy hand, sat the man. That was", []],
    [
      "https://k233JLHW6N.cCA13HZAXR.laiu78y.fleptcf.brva6c.osod.GS/OB5inpGTj=gGI/YNi3_gNnIg/J8UObWz6z",
      [
        "https://k233JLHW6N.cCA13HZAXR.laiu78y.fleptcf.brva6c.osod.GS/OB5inpGTj=gGI/YNi3_gNnIg/J8UObWz6z",
      ],
    ],
    [
      "<http://s59w.cg/nJoM7yv/Z2T9Xof0hNGhl/N0%6b5Sbrbtjj/> `She sot",
      ["http://s59w.cg/nJoM7yv/Z2T9Xof0hNGhl/N0%6b5Sbrbtjj/"],
    ],
    [
      "http://e8CYICG-3GD1Z7A0V121.Ya0j.Wy.CM/BLyz1kmpRF/nb6u%52/GpXGTv19#9?bwz of",
      ["http://e8CYICG-3GD1Z7A0V121.Ya0j.Wy.CM/BLyz1kmpRF/nb6u%52/GpXGTv19#9?bwz"],
    ],
    [
      "stupefied by both his file://V-jo70zmqrppoeyva0hm6x10y.UK/#3O9f0OYdx right-side",
      ["file://V-jo70zmqrppoeyva0hm6x10y.UK/#3O9f0OYdx"],
    ],
    [
      "http://H4jk06c6mtprgjywnc40mjri05a.VA/7B%C0h%4fCjj80/TrN5HugANCZu/eMVdn4en/QUSLGhe?7yjqzvzv2r%b0I=&p%C32*HvmS%39g=wb8u&lTvA=FCGNF46U+?Ak.vpCAV%ceiK0f",
      [
        "http://H4jk06c6mtprgjywnc40mjri05a.VA/7B%C0h%4fCjj80/TrN5HugANCZu/eMVdn4en/QUSLGhe?7yjqzvzv2r%b0I=&p%C32*HvmS%39g=wb8u&lTvA=FCGNF46U+?Ak.vpCAV%ceiK0f",
      ],
    ],
    [
      "Joe had been born on http://u8ic-x8o.UY/G9pZcTp/JI58N those obscure corners of",
      ["http://u8ic-x8o.UY/G9pZcTp/JI58N"],
    ],
    [
      "too. Come! Put ftp://53.151.134.240/uZqGXLUIu-J/=%0C2pO/PvL0%19MpQBv/ a wicked",
      ["ftp://53.151.134.240/uZqGXLUIu-J/=%0C2pO/PvL0%19MpQBv/"],
    ],
    [
      "that Joe's blue file:///EYS2nDf%9671qsm34OZeB%e5lUA/rYBDn0DKs0/ eyes, had an",
      ["file:///EYS2nDf%9671qsm34OZeB%e5lUA/rYBDn0DKs0/"],
    ],
    [
      "file:///~%303cUUVYTEaQU5%5DXbogiPKb/favR2rETEh/9TXM%15u/nYCOZpZgL a word with",
      ["file:///~%303cUUVYTEaQU5%5DXbogiPKb/favR2rETEh/9TXM%15u/nYCOZpZgL"],
    ],
    ["him, and almost doubt of all, when ten o'clock came in. Mr Pumblechook. `My", []],
    ["head at last, File:///8YorWt/#ToazT-v that old rag tied up the", ["File:///8YorWt/#ToazT-v"]],
    [
      "then, as a mouth much crumb as to https://4PI.gg/fFtQoVp/b6Jf55/YEc2l7dE%CA",
      ["https://4PI.gg/fFtQoVp/b6Jf55/YEc2l7dE%CA"],
    ],
    [
      "<file://ij9anjtok86ro.uN-BGDQ855IB.sDXAQR.5kr8kz.3J3M8XRM.18r3s0g-6.4rjsmwue0lwao0og17d-5-1.F1h3qgkul29yw2t4p4se5clomncxhmoy.g6c9tbz7.pa/5LMtmbl/1tfIF/pBOV7Hc>",
      [
        "file://ij9anjtok86ro.uN-BGDQ855IB.sDXAQR.5kr8kz.3J3M8XRM.18r3s0g-6.4rjsmwue0lwao0og17d-5-1.F1h3qgkul29yw2t4p4se5clomncxhmoy.g6c9tbz7.pa/5LMtmbl/1tfIF/pBOV7Hc",
      ],
    ],
    [
      "between the forge was <ftp://242.228.138.8/o%CC_QjILS%17aYH/%caw8CcVZyPRZ/>",
      ["ftp://242.228.138.8/o%CC_QjILS%17aYH/%caw8CcVZyPRZ/"],
    ],
    ["look about it, and", []],
    [
      "Ftp://mez27g2tpmk.MC/%B8AHk%95etDns%46/gXbsCn%6C-/s8_Jmy/DhmfT~Di6KD the",
      ["Ftp://mez27g2tpmk.MC/%B8AHk%95etDns%46/gXbsCn%6C-/s8_Jmy/DhmfT~Di6KD"],
    ],
    [
      "http://8-6wji0x.tCVT41X.k1PS.15p.SH/e%daVn5b%f6/GpIJ%65e6/VpeXUmg#FRgJm0E",
      ["http://8-6wji0x.tCVT41X.k1PS.15p.SH/e%daVn5b%f6/GpIJ%65e6/VpeXUmg#FRgJm0E"],
    ],
    [
      "file:///M0WBSuI2qsMuKSfOzj5S/2N7x7nZg/BLtq%72VxjcR/5%EAn1%c6TYYPGe/Lb5Mtu",
      ["file:///M0WBSuI2qsMuKSfOzj5S/2N7x7nZg/BLtq%72VxjcR/5%EAn1%c6TYYPGe/Lb5Mtu"],
    ],
    [
      "ftp://rKI.COOP/v0pdu1zj/ir2UM4X/7k04jhOKPVN/7ua%E5y8p/bl~yS who had works in",
      ["ftp://rKI.COOP/v0pdu1zj/ir2UM4X/7k04jhOKPVN/7ua%E5y8p/bl~yS"],
    ],
    [
      "the pantry, http://A.bi/J1GPah/OT741dJ/Jh3Z0xb3 in spirit,",
      ["http://A.bi/J1GPah/OT741dJ/Jh3Z0xb3"],
    ],
    [
      "HTTPS://oi%32Yp.@a4mk0.Teyu0lojs62d8l96qiym2v477ixatleasrgft4ttpbfel9r.BW some",
      ["HTTPS://oi%32Yp.@a4mk0.Teyu0lojs62d8l96qiym2v477ixatleasrgft4ttpbfel9r.BW"],
    ],
    [
      "<http://2.88.82.235/6bhV%BFGDy%ABd/g84ly25/;4AeID#> his demonstration.",
      ["http://2.88.82.235/6bhV%BFGDy%ABd/g84ly25/;4AeID#"],
    ],
    [
      "<ftp://lb.NP:46239/xwyAL/m74%9fqj4gttFLg/> flints, and seemed surprised to",
      ["ftp://lb.NP:46239/xwyAL/m74%9fqj4gttFLg/"],
    ],
    ["myself drifting down -- looked as if he could only", []],
    [
      "HTTP://a0br.o0gvxf.kp/zZkWq5hfxy/q0x-g0In#bd%1anKx27 there for binding me",
      ["HTTP://a0br.o0gvxf.kp/zZkWq5hfxy/q0x-g0In#bd%1anKx27"],
    ],
    [
      "Jacks; that day. ftp://1o2z/4UWsX/uSzHOw3JTrqy/TqZhkQk%62gZ/FpK/ That ain't the",
      ["ftp://1o2z/4UWsX/uSzHOw3JTrqy/TqZhkQk%62gZ/FpK/"],
    ],
    [
      "http://se9g.s7-5qnlmsi0npbr8ouxuey3y66swspkl.y4.st/xfP7%066uXWuOu/clIFhy quite",
      ["http://se9g.s7-5qnlmsi0npbr8ouxuey3y66swspkl.y4.st/xfP7%066uXWuOu/clIFhy"],
    ],
    [
      "https://zujspr.cr/zy14P7FG3/Oxznfe/P2zpT%38S%FFVfP95Lh/nJJgzX/kcVuHCzV?Y5vMC=3X4n%9dMqeGjM+OjgETPdf%23b1+6H%47F+waIQ&,ZxQh4G%8AZv=ic+fQWQN+0y%523JTe0Ti#OA0m6iC",
      [
        "https://zujspr.cr/zy14P7FG3/Oxznfe/P2zpT%38S%FFVfP95Lh/nJJgzX/kcVuHCzV?Y5vMC=3X4n%9dMqeGjM+OjgETPdf%23b1+6H%47F+waIQ&,ZxQh4G%8AZv=ic+fQWQN+0y%523JTe0Ti#OA0m6iC",
      ],
    ],
    [
      "https://sla.aowts.MQ/KbP3AV@wXFSgz/TauvS9f2/zvGpvN.e8a2Kw1ho?jYRUP=L_IAzw&cj0ux=xz&lrA%8bS56%A9=SX7NjQ",
      [
        "https://sla.aowts.MQ/KbP3AV@wXFSgz/TauvS9f2/zvGpvN.e8a2Kw1ho?jYRUP=L_IAzw&cj0ux=xz&lrA%8bS56%A9=SX7NjQ",
      ],
    ],
    [
      "not strong. `Darn Me if he made FTP://h6.MG/XPmpsZk1h%0B the stranger. Which",
      ["FTP://h6.MG/XPmpsZk1h%0B"],
    ],
    [
      "http://bske9znh5z.mq/rF739Qhneaet/NTfzZn a relief to take towards the floors of",
      ["http://bske9znh5z.mq/rF739Qhneaet/NTfzZn"],
    ],
    [
      "found myself FTP://p9s.hh313n.6k3.DO/xaRRXPre a strong sharp sudden bites, just",
      ["FTP://p9s.hh313n.6k3.DO/xaRRXPre"],
    ],
    [
      "could make FILE:///IfZ6yalAm/BoIjbMXLnlo the other, always wanted washing, and",
      ["FILE:///IfZ6yalAm/BoIjbMXLnlo"],
    ],
    [
      "file:///f0l1v94Rmms/zIVjJg%338Fy/5tMPO618wd had known that I felt that I find",
      ["file:///f0l1v94Rmms/zIVjJg%338Fy/5tMPO618wd"],
    ],
    ["long time I thought, to the other time, to me even comprehended my chest, and", []],
    [
      "File:///0Lld-DX/&Qmx07f/Zp%21ldGQq fit. And I call him and taking him in. The",
      ["File:///0Lld-DX/&Qmx07f/Zp%21ldGQq"],
    ],
    [
      "http://h6d5js.edu/IO%34xTQYL/OtYPRaY5/e0ILXZt/jNP2%07otUg/vGyq3xN/DC8P4ckE/JGfiUR5EfFk/vSlxbi5dKL8d/6JwRI",
      [
        "http://h6d5js.edu/IO%34xTQYL/OtYPRaY5/e0ILXZt/jNP2%07otUg/vGyq3xN/DC8P4ckE/JGfiUR5EfFk/vSlxbi5dKL8d/6JwRI",
      ],
    ],
    [
      "wits. file:///HrmxzTn/sozw%db8Jz/x0czCVWgklrbV1Kf@IK/Um%78PuxjtjI/ `Would you",
      ["file:///HrmxzTn/sozw%db8Jz/x0czCVWgklrbV1Kf@IK/Um%78PuxjtjI/"],
    ],
    [
      "ftp://t2ik0rgw.krjz72-l.xn--mgbaam7a8h/I%19KxMhY/FSau72W7/WkW/vYKyDkhzNiu&Bput",
      ["ftp://t2ik0rgw.krjz72-l.xn--mgbaam7a8h/I%19KxMhY/FSau72W7/WkW/vYKyDkhzNiu&Bput"],
    ],
    [
      "Http://5zwdz3h27.q9l27mto-5v0i3i1yu8oyl.TN/wk91N/X32rxh/cmM%01iQPnCulto/ Joe in",
      ["Http://5zwdz3h27.q9l27mto-5v0i3i1yu8oyl.TN/wk91N/X32rxh/cmM%01iQPnCulto/"],
    ],
    [
      "who seemed to FTP://5wudd.ga:36706/W5a2PQ/%98Oin@%D5hjD/POMMY0b/HhPA4HL;type=i",
      ["FTP://5wudd.ga:36706/W5a2PQ/%98Oin@%D5hjD/POMMY0b/HhPA4HL;type=i"],
    ],
    ["`Play the kitchen on Joe, when he supposed my tongue. I noticed before, I told", []],
    [
      "ftp://p78orte1aiif9.zk-l-n5drgvx2kj6i9e034ck587-utyikjhal.qE5RJ031K2FAN-35.v71jyg8l/wgwpnw5/1WPLlSc8/3RZzlIEZMlC8/ytaOFdSuPKO%72T",
      [
        "ftp://p78orte1aiif9.zk-l-n5drgvx2kj6i9e034ck587-utyikjhal.qE5RJ031K2FAN-35.v71jyg8l/wgwpnw5/1WPLlSc8/3RZzlIEZMlC8/ytaOFdSuPKO%72T",
      ],
    ],
    [
      "<Ftp://Kroc.Ls4-tkd7.sg:58219/9tq-FJyL?Qb/e0alokGZ2/MKTHP3Wsw> the eyes.",
      ["Ftp://Kroc.Ls4-tkd7.sg:58219/9tq-FJyL?Qb/e0alokGZ2/MKTHP3Wsw"],
    ],
    [
      "I knew of <https://38yyrnu.UY/8Kl08k%157n9p/TEeDKN/qQnmQFd> whom did I suffered",
      ["https://38yyrnu.UY/8Kl08k%157n9p/TEeDKN/qQnmQFd"],
    ],
    [
      "<Http://s8AL.rc94r4iftx7qeg4cbjjv5.za/mYk9UAydyn4q@w/T7K/dd%8aIXPp> `Well,",
      ["Http://s8AL.rc94r4iftx7qeg4cbjjv5.za/mYk9UAydyn4q@w/T7K/dd%8aIXPp"],
    ],
    [
      "ftp://[14A4::]/6gQ%83ppX66/Fm%0fhsGDdq86c52B2AReDTW/CGafhb/4LAIXfs6vOHd/DHtw5%A1",
      ["ftp://[14A4::]/6gQ%83ppX66/Fm%0fhsGDdq86c52B2AReDTW/CGafhb/4LAIXfs6vOHd/DHtw5%A1"],
    ],
    [
      "Ftp://7j.N@Ptavog8.gh/%FDJUUJB/nrC6%4as/AM2BxLCU:fGwm know the bleak place of",
      ["Ftp://7j.N@Ptavog8.gh/%FDJUUJB/nrC6%4as/AM2BxLCU:fGwm"],
    ],
    [
      "http://jVVR4GZ.BG/XELY1/P=cusbVv5o terminated, and the stairs. My state parlour",
      ["http://jVVR4GZ.BG/XELY1/P=cusbVv5o"],
    ],
    ["taken a rimy morning, and took another", []],
    [
      "ftp://1py.jhl5-h.53.39PN2C.xN.ps/Q6kM9aOm7 horizontal line and then I knew I",
      ["ftp://1py.jhl5-h.53.39PN2C.xN.ps/Q6kM9aOm7"],
    ],
    [
      "bread-and-butter down the festivities of <file:///RlgHP4tRuBYzCPY/> it off,",
      ["file:///RlgHP4tRuBYzCPY/"],
    ],
    [
      "ease regarding what FILE:///TmzdtWFH/1WP2R%b3nSKls he looked when he knew it",
      ["FILE:///TmzdtWFH/1WP2R%b3nSKls"],
    ],
    [
      "File:///AvnO.7k/P0YrByEN2yEm9%1646/QKj7fR2/%1F0JYW0y/qscsiKGeGfPA/1rkuJyne%12/",
      ["File:///AvnO.7k/P0YrByEN2yEm9%1646/QKj7fR2/%1F0JYW0y/qscsiKGeGfPA/1rkuJyne%12/"],
    ],
    [
      "file://4jc3bg.zs/WfjCr2aeWME/Nv4A4B/invk2d1h my orders from school, Joe,",
      ["file://4jc3bg.zs/WfjCr2aeWME/Nv4A4B/invk2d1h"],
    ],
    [
      "Ftp://wkws.yi8srfw.tm/sWvr8nVIPq3lD%16r71KGXZx/zTdcV/N%02%6ER5gChmS/uxEJA26q",
      ["Ftp://wkws.yi8srfw.tm/sWvr8nVIPq3lD%16r71KGXZx/zTdcV/N%02%6ER5gChmS/uxEJA26q"],
    ],
    ["definition than the forge!'' I meantersay the kitchen on", []],
    [
      "http://76OXC.pn.GA:15181/OPErhH1cHtl1ba/eIPkR6%1EG/8fVd02k/Ky%b0D5izq4k my",
      ["http://76OXC.pn.GA:15181/OPErhH1cHtl1ba/eIPkR6%1EG/8fVd02k/Ky%b0D5izq4k"],
    ],
    [
      "<ftp://ivbv0.zCR-0J.lku/6m26/7tElM/%b2%0BI.Ft5AjDVp/oWyMVmsG/3%8E1FE8Y/0zdIl/m3otUSQeI7>",
      ["ftp://ivbv0.zCR-0J.lku/6m26/7tElM/%b2%0BI.Ft5AjDVp/oWyMVmsG/3%8E1FE8Y/0zdIl/m3otUSQeI7"],
    ],
    [
      "of, when I <ftp://nyqaz.MT/0OfOsU7S1H9BM/OjhdD/izbR4txUY> could. `Who d'ye live",
      ["ftp://nyqaz.MT/0OfOsU7S1H9BM/OjhdD/izbR4txUY"],
    ],
    [
      "<http://rbf6ezzlhpe.hk/%0DK8/IXXJAsC?mV8vvDI8K=6t9%6EG1Dt+M7N+D5n@Vd79n%d8E+gj+ofnZ%16loobN+f3-S+e,IH&lnh=>",
      [
        "http://rbf6ezzlhpe.hk/%0DK8/IXXJAsC?mV8vvDI8K=6t9%6EG1Dt+M7N+D5n@Vd79n%d8E+gj+ofnZ%16loobN+f3-S+e,IH&lnh=",
      ],
    ],
    [
      "<https://209.73.217.17/dJvsqDH/RH6Ok_eSc8wO5/BOJws6/9f0DvXJ4/?%ea'Fx=P&6h3zz3eGCtK=4MF76p7Em>",
      [
        "https://209.73.217.17/dJvsqDH/RH6Ok_eSc8wO5/BOJws6/9f0DvXJ4/?%ea'Fx=P&6h3zz3eGCtK=4MF76p7Em",
      ],
    ],
    ["convict, wiping blood and play there. And then we went all through the withered", []],
    [
      "ftp://Defi-z.gr:16993/=7IIaMpVy3OLs/QtQD7qF5Vr/=RVbNDH8/y3oUHmX.v/Td%dcbiGlArA%720",
      ["ftp://Defi-z.gr:16993/=7IIaMpVy3OLs/QtQD7qF5Vr/=RVbNDH8/y3oUHmX.v/Td%dcbiGlArA%720"],
    ],
    [
      "<Http://T778hd416.g9r96v.bs:64804/GbWp%47K/zgTKs/cBHzmYZ=AI23VY> say what",
      ["Http://T778hd416.g9r96v.bs:64804/GbWp%47K/zgTKs/cBHzmYZ=AI23VY"],
    ],
    [
      "ftp://Ye1dfbl0eae8lqiiqaojj.JO/8EjAq0TzD:/Bz3Pm2qyWo/ZX58A2/yjn%9F3xJZjsVhw to",
      ["ftp://Ye1dfbl0eae8lqiiqaojj.JO/8EjAq0TzD:/Bz3Pm2qyWo/ZX58A2/yjn%9F3xJZjsVhw"],
    ],
    [
      "ftp://[8463:c210::b5d1]:34094/8%AC7Fc/Qh6%62yFExJbdaB/0cAZ3iSKlk8sU;TYPE=D",
      ["ftp://[8463:c210::b5d1]:34094/8%AC7Fc/Qh6%62yFExJbdaB/0cAZ3iSKlk8sU;TYPE=D"],
    ],
    [
      "prison-ships, http://bCNNCLT.gxa2sbn/lAFakp and the damp lying on the Three or",
      ["http://bCNNCLT.gxa2sbn/lAFakp"],
    ],
    ["teeth, without thinking that my obstinacy perhaps. Anyhow, Mr", []],
    ["when Mr file:///%55A4VpGsup Wopsle, and plaited the premises,' Joe", ["file:///%55A4VpGsup"]],
    [
      "Ftp://2tdk.Ube6velthhhx8o.GM/bUH4XycSEKkTE most obliging of silver paper,",
      ["Ftp://2tdk.Ube6velthhhx8o.GM/bUH4XycSEKkTE"],
    ],
    [
      "this FILE:///IQExpA4kDvUfTkH6Bg/MeVJ4aIUbXCJf time, he had",
      ["FILE:///IQExpA4kDvUfTkH6Bg/MeVJ4aIUbXCJf"],
    ],
    [
      "http://047.014.184.200/Z_QdOwjzfBue4Nt/aEn/xuEQD/cXlnoxHIK%7d8h/1%eegEk7E0/8Ejku@r1Z/UZ4gG/%484zOJsP%1b/Lc1okbWRzN5UJ",
      [
        "http://047.014.184.200/Z_QdOwjzfBue4Nt/aEn/xuEQD/cXlnoxHIK%7d8h/1%eegEk7E0/8Ejku@r1Z/UZ4gG/%484zOJsP%1b/Lc1okbWRzN5UJ",
      ],
    ],
    [
      "FILE://155.24.106.255/3VEZIT7 if it was to him, I might not do not afraid of",
      ["FILE://155.24.106.255/3VEZIT7"],
    ],
    [
      "coach.' FILE://a6ys9a4.xj.BY/%99BGXp/F=yJtxc71/gvXuHuB9k Mr Hubble",
      ["FILE://a6ys9a4.xj.BY/%99BGXp/F=yJtxc71/gvXuHuB9k"],
    ],
    [
      "file:///g_T81EaNw2nJB/1yUUT you did?' `It was usually lightened by several",
      ["file:///g_T81EaNw2nJB/1yUUT"],
    ],
    [
      "https://[8368:F154::f99f]/Y3h8FgzTYYpzn/zHFhQECC/CGtX/8v_~jn3Kn The rush of it,",
      ["https://[8368:F154::f99f]/Y3h8FgzTYYpzn/zHFhQECC/CGtX/8v_~jn3Kn"],
    ],
    ["and broad impression of which was company. I had no matter of com-", []],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // lucene (line 77):
      // ["http://[3349:5FBD::213.207.213.043]/k4PbSpylXc%92Qckx/aQfV7X0V/25RN%49ZzvavLgf/re9~I?OP=nXo&oi0mm=f0e5&KK8=9V%13&Wd0%1Ce'0qnS=CFlgRw&4%89V6AON8%53jQhwUvln=r%6edz&W=Pq+T&a%F4H%51p%d9ZIU8l=uyA8S5J%95+Wb&xi3KNa1P-Xwu=&8tCH=BwNWf+%37G16&rsyBG=MnU4S"].
      // The IPv4 part of the IP literal has an octet with a leading zero, which RFC 3986 §3.2.2's
      // dec-octet forbids (error bad-ipv6; RULES.md "Strict grammar; raw characters read encoded"):
      // an invalid record
      [
        "<http://[3349:5FBD::213.207.213.043]/k4PbSpylXc%92Qckx/aQfV7X0V/25RN%49ZzvavLgf/re9~I?OP=nXo&oi0mm=f0e5&KK8=9V%13&Wd0%1Ce'0qnS=CFlgRw&4%89V6AON8%53jQhwUvln=r%6edz&W=Pq+T&a%F4H%51p%d9ZIU8l=uyA8S5J%95+Wb&xi3KNa1P-Xwu=&8tCH=BwNWf+%37G16&rsyBG=MnU4S>",
        [],
      ],
      // lucene (line 111): ["file:///F8%A5Go9qV/UYzwol/#839W58%4D!"]. A trailing "!" is the
      // sentence's (README "Bare URIs": trailing . , ; : ! ? ' \" are the sentence's)
      [
        "star. Miss file:///F8%A5Go9qV/UYzwol/#839W58%4D! Estella was that it off. Mr",
        ["file:///F8%A5Go9qV/UYzwol/#839W58%4D"],
      ],
      // lucene (line 296): ["file:///IZ47ESCtX%aatQab1/V553gjR?Me/#9%68qPw"]. A file: URI has no
      // query (RFC 8089 §2: file-URI has none; urisift's error query-not-allowed; README "Strict
      // where others are sloppy"): an invalid record, reported with includeInvalid only
      ["file:///IZ47ESCtX%aatQab1/V553gjR?Me/#9%68qPw his pipe there. I replied,", []],
      // lucene (line 298): ["file:///Y?GG/BBqMPBJ/nsxX3qP/8P24WdqBxH"]. A file: URI has no query
      // (RFC 8089 §2: file-URI has none; urisift's error query-not-allowed; README "Strict where
      // others are sloppy"): an invalid record, reported with includeInvalid only
      ["She drew the kitchen, carrying file:///Y?GG/BBqMPBJ/nsxX3qP/8P24WdqBxH so low", []],
      // lucene (line 307):
      // ["ftp://[fd77:4982:C37F:a0a1:7651:E09C:117.093.145.017]/2l91g/s%79lJmUiZ/%A5R2qsJ"]. The
      // IPv4 part of the IP literal has an octet with a leading zero, which RFC 3986 §3.2.2's
      // dec-octet forbids (error bad-ipv6; RULES.md "Strict grammar; raw characters read encoded"):
      // an invalid record
      ["ftp://[fd77:4982:C37F:a0a1:7651:E09C:117.093.145.017]/2l91g/s%79lJmUiZ/%A5R2qsJ", []],
      // lucene (line 386): ["file:///G%E7R44SI/L0Xsc/c15wyz?8Bs4rN7"]. A file: URI has no query
      // (RFC 8089 §2: file-URI has none; urisift's error query-not-allowed; README "Strict where
      // others are sloppy"): an invalid record, reported with includeInvalid only
      ["<file:///G%E7R44SI/L0Xsc/c15wyz?8Bs4rN7> Joe and you won't", []],
      // lucene (line 618):
      // ["file:///ceic16R0Ht/b%AFXzo7oKlnID/v84LSyw/wBfvq3QVf/vuytS9wORE/tYsyN9i/msSNDC4Jt8/nPWzs35yu%ED/zvTeOit/uSVe?PyD"].
      // A file: URI has no query (RFC 8089 §2: file-URI has none; urisift's error
      // query-not-allowed; README "Strict where others are sloppy"): an invalid record, reported
      // with includeInvalid only
      [
        "file:///ceic16R0Ht/b%AFXzo7oKlnID/v84LSyw/wBfvq3QVf/vuytS9wORE/tYsyN9i/msSNDC4Jt8/nPWzs35yu%ED/zvTeOit/uSVe?PyD",
        [],
      ],
      // lucene (line 634): ["file:///lT?KC#nXl!iMB3hl"]. A file: URI has no query (RFC 8089 §2:
      // file-URI has none; urisift's error query-not-allowed; README "Strict where others are
      // sloppy"): an invalid record, reported with includeInvalid only
      ["lie comprehended my sister. `If you notice anything file:///lT?KC#nXl!iMB3hl of", []],
      // lucene (line 792): ["FILE:///wC97%71cxvYq/%16?cNGP/"]. A file: URI has no query (RFC 8089
      // §2: file-URI has none; urisift's error query-not-allowed; README "Strict where others are
      // sloppy"): an invalid record, reported with includeInvalid only
      ["my bundle. He tilted FILE:///wC97%71cxvYq/%16?cNGP/ me until I", []],
      // lucene (line 832): ["ftp://171.235.253.31/gop3Q%bcUoW1/38aPN?"]. A trailing "?" is the
      // sentence's (README "Bare URIs": trailing . , ; : ! ? ' \" are the sentence's)
      [
        "ftp://171.235.253.31/gop3Q%bcUoW1/38aPN? he was in favour of",
        ["ftp://171.235.253.31/gop3Q%bcUoW1/38aPN"],
      ],
      // lucene (line 851): ["file:///nAL4tAgn/UK?mpt4IE/.2JW4Ej%28uiG/LulMqnbE5"]. A file: URI has
      // no query (RFC 8089 §2: file-URI has none; urisift's error query-not-allowed; README "Strict
      // where others are sloppy"): an invalid record, reported with includeInvalid only
      ["file:///nAL4tAgn/UK?mpt4IE/.2JW4Ej%28uiG/LulMqnbE5 Hubble remark", []],
      // lucene (line 862): ["https://[887d:5086:CAA6::DA5B:192.032.127.177]/"]. The IPv4 part of
      // the IP literal has an octet with a leading zero, which RFC 3986 §3.2.2's dec-octet forbids
      // (error bad-ipv6; RULES.md "Strict grammar; raw characters read encoded"): an invalid record
      ["https://[887d:5086:CAA6::DA5B:192.032.127.177]/ the marshes, in a flag,", []],
      // lucene (line 866): ["file:///KNINXVO67tBU/VWJdbMVH%a7uqRO9%ad/55Wlt5O41e?/YGhF4Fm"]. A
      // file: URI has no query (RFC 8089 §2: file-URI has none; urisift's error query-not-allowed;
      // README "Strict where others are sloppy"): an invalid record, reported with includeInvalid
      // only
      ["file:///KNINXVO67tBU/VWJdbMVH%a7uqRO9%ad/55Wlt5O41e?/YGhF4Fm master-mind. A", []],
      // lucene (line 875):
      // ["file:///1?Msuc%BD1/G1%33Ppp/F2Sv%0EJIBnPzEUu32/81nqxxTk1HPO/7pyYlewH7gyw"]. A file: URI
      // has no query (RFC 8089 §2: file-URI has none; urisift's error query-not-allowed; README
      // "Strict where others are sloppy"): an invalid record, reported with includeInvalid only
      ["file:///1?Msuc%BD1/G1%33Ppp/F2Sv%0EJIBnPzEUu32/81nqxxTk1HPO/7pyYlewH7gyw The", []],
      // lucene (line 1111):
      // ["https://8-lno5.KM/Uco2E%dbYPx~/MzKrkZ/rDpXB7OWtD?Wb1W=bKJazR+yRD6c+qwe+H3bo2ACXXzkVX+PdfgOJ1Sqm40+X%3D)%AEgm8I9&inwrA=%FCe+%f9Xo4S+JrcmiNbPwa7P94J&fMCr;NellUf8=K&lhgC1k=%32CPUA6&%dexj,m=l"].
      // A ")" with no opener inside a bare URI ends it there (RULES.md "Closers")
      [
        "https://8-lno5.KM/Uco2E%dbYPx~/MzKrkZ/rDpXB7OWtD?Wb1W=bKJazR+yRD6c+qwe+H3bo2ACXXzkVX+PdfgOJ1Sqm40+X%3D)%AEgm8I9&inwrA=%FCe+%f9Xo4S+JrcmiNbPwa7P94J&fMCr;NellUf8=K&lhgC1k=%32CPUA6&%dexj,m=l",
        [
          "https://8-lno5.KM/Uco2E%dbYPx~/MzKrkZ/rDpXB7OWtD?Wb1W=bKJazR+yRD6c+qwe+H3bo2ACXXzkVX+PdfgOJ1Sqm40+X%3D",
        ],
      ],
      // lucene (line 1126):
      // ["FILE:///fpbiT?6/%0B7dUkWR5r%AErqLW/v2n%bet%b3wV8Yzi80OJ.SguK/vBMyQaKiH8/Wy3l7r/D%B8Vp%51GgmqIBUHA/9gn1:46Xok/NcNIZ/FIK%359u%57/%35NvYIQIN/"].
      // A file: URI has no query (RFC 8089 §2: file-URI has none; urisift's error
      // query-not-allowed; README "Strict where others are sloppy"): an invalid record, reported
      // with includeInvalid only
      [
        "FILE:///fpbiT?6/%0B7dUkWR5r%AErqLW/v2n%bet%b3wV8Yzi80OJ.SguK/vBMyQaKiH8/Wy3l7r/D%B8Vp%51GgmqIBUHA/9gn1:46Xok/NcNIZ/FIK%359u%57/%35NvYIQIN/",
        [],
      ],
      // lucene (line 1230):
      // ["http://[C7E7:57e7:b08c:9FCD:4B77:4de1:229.020.164.172]/LnIzKLn/StXMmto"]. The IPv4 part
      // of the IP literal has an octet with a leading zero, which RFC 3986 §3.2.2's dec-octet
      // forbids (error bad-ipv6; RULES.md "Strict grammar; raw characters read encoded"): an
      // invalid record
      ["http://[C7E7:57e7:b08c:9FCD:4B77:4de1:229.020.164.172]/LnIzKLn/StXMmto reason", []],
      // lucene (line 1236): ["file:///fUtCm%b6qNK/lltu?NvBAhM/sJ8pOm:/jJ18OTM6U%f5v%3f/"]. A file:
      // URI has no query (RFC 8089 §2: file-URI has none; urisift's error query-not-allowed; README
      // "Strict where others are sloppy"): an invalid record, reported with includeInvalid only
      ["hunch file:///fUtCm%b6qNK/lltu?NvBAhM/sJ8pOm:/jJ18OTM6U%f5v%3f/ of his", []],
      // lucene (line 1276):
      // ["ftp://[544f:e60a::8772:D633:DA1F:081.021.019.189]:62615/%CB6Wy1K/X%0EcoPQ/IgnCMLPynfx/fdFHb"].
      // The IPv4 part of the IP literal has an octet with a leading zero, which RFC 3986 §3.2.2's
      // dec-octet forbids (error bad-ipv6; RULES.md "Strict grammar; raw characters read encoded"):
      // an invalid record
      [
        "ftp://[544f:e60a::8772:D633:DA1F:081.021.019.189]:62615/%CB6Wy1K/X%0EcoPQ/IgnCMLPynfx/fdFHb",
        [],
      ],
    ]);
  });
});

describe("Apache Lucene UAX29URLEmailTokenizer testURLs (random.text.with.urls.txt, lucene4.10 4.10.4), schemeless, fuzzy", () => {
  check(
    [
      [
        "Joe <sJ5PY.b5t6.pn/> and then. But, there weeks together, be, or the moment of",
        ["http://sJ5PY.b5t6.pn/"],
      ],
      [
        "z156ky.MU/.b%daGKqc/jYZkXK1WE/Abx589H6tADH gracious me, and we were stopped in",
        ["http://z156ky.MU/.b%daGKqc/jYZkXK1WE/Abx589H6tADH"],
      ],
      [
        "<5pn1q8q0tg.JP/%74XuKtp%F3fqLuGO/CMeC2IRRl./> behind with",
        ["http://5pn1q8q0tg.JP/%74XuKtp%F3fqLuGO/CMeC2IRRl./"],
      ],
      [
        "mill. When sll-9eg.W6pv.rs/WtYGg51Pt%68/R8fsX4a I should make such a confusion",
        ["http://sll-9eg.W6pv.rs/WtYGg51Pt%68/R8fsX4a"],
      ],
      [
        "nhzbw2.qyevbi.gn/Oxbk%737lUb/OBx7/VX67/%C4fxQxvns/4fNNJ9FjR/7YeGTW/7VOLjOD4/P%89.1Forp&3/wLVBbhK/3GdjIWB",
        [
          "http://nhzbw2.qyevbi.gn/Oxbk%737lUb/OBx7/VX67/%C4fxQxvns/4fNNJ9FjR/7YeGTW/7VOLjOD4/P%89.1Forp&3/wLVBbhK/3GdjIWB",
        ],
      ],
      [
        "cards down 6u.vkhga15zezgvdc68uii7dh0svzopjpr3.NG/rXE/6T~KV%06Kq/iO5vG/G2S9YU",
        ["http://6u.vkhga15zezgvdc68uii7dh0svzopjpr3.NG/rXE/6T~KV%06Kq/iO5vG/G2S9YU"],
      ],
      [
        "it could a1JQT907R.ou7o81.al/3Vp@VDZp%9c think I should yield to hold of",
        ["http://a1JQT907R.ou7o81.al/3Vp@VDZp%9c"],
      ],
      [
        "Tw95.XN--WGBH1C/CK%fb%EF9/s%F4W7je06JY%49r/Y2L9fzlfd#fprt97Y%72 hand!'",
        ["http://Tw95.XN--WGBH1C/CK%fb%EF9/s%F4W7je06JY%49r/Y2L9fzlfd#fprt97Y%72"],
      ],
      [
        "<pVRN-P.ky/2UMoA1sYRpmUyd0/fEShDdCyd69Nyh6f/6zP%cevC69rdf0#XaOTpyS%73TQ> the",
        ["http://pVRN-P.ky/2UMoA1sYRpmUyd0/fEShDdCyd69Nyh6f/6zP%cevC69rdf0#XaOTpyS%73TQ"],
      ],
      [
        "at me, and that her walking z3ymb.KM/DdnrqoBz=YtxSB away so much of the",
        ["http://z3ymb.KM/DdnrqoBz=YtxSB"],
      ],
      [
        "and nezt6awdc.lSZDSU14B1OH.4n6nkmjyyj.cc they challenged, hears nothin' all my",
        ["http://nezt6awdc.lSZDSU14B1OH.4n6nkmjyyj.cc"],
      ],
      [
        "bl60k0jqkc9.oow84o1.BF/Xly5cTna/BzoQuHi3r8e/o5BDNrvT/=6HRdBjH/Mrp5%02/p%e9pT2Ae",
        ["http://bl60k0jqkc9.oow84o1.BF/Xly5cTna/BzoQuHi3r8e/o5BDNrvT/=6HRdBjH/Mrp5%02/p%e9pT2Ae"],
      ],
      [
        "7WO6F.XN--45BRJ9C/1L%f9G0NEu/L2lD/mQGNS9UhgCEb out with",
        ["http://7WO6F.XN--45BRJ9C/1L%f9G0NEu/L2lD/mQGNS9UhgCEb"],
      ],
      [
        "izojrse33.9WTVFAANL2Y.ly/i3ae/5%0Br%f5yL3/MsnfAk#T6,v%51Ev ' `Remember? ' said",
        ["http://izojrse33.9WTVFAANL2Y.ly/i3ae/5%0Br%f5yL3/MsnfAk#T6,v%51Ev"],
      ],
      [
        "inasmuch w26535-k.Ut2.MS/pQP1Rx/NUKUyRSr/21x/CcgOcN4U/Jzw%C6Ft/n5Mu9X as if he",
        ["http://w26535-k.Ut2.MS/pQP1Rx/NUKUyRSr/21x/CcgOcN4U/Jzw%C6Ft/n5Mu9X"],
      ],
      [
        "Uow9.sF.GP/sF3FCFSbCRWGNJY%aaU/DVXA5nIOWmjc6S/FQXdiBw/Y7~cVmpypgft/vU1%D4z",
        ["http://Uow9.sF.GP/sF3FCFSbCRWGNJY%aaU/DVXA5nIOWmjc6S/FQXdiBw/Y7~cVmpypgft/vU1%D4z"],
      ],
      [
        "speak no r8sht9qzsc1e2wp.ci/8SbPwlW%5ac/qKEqFi0Q break out of being Pirrip,",
        ["http://r8sht9qzsc1e2wp.ci/8SbPwlW%5ac/qKEqFi0Q"],
      ],
      [
        "rum <6S8.Crwllo5e3.jmtz.XN--GECRJ9C/6InlQn/hnhu2f%ac8tX/apq%0D6o/> out at once.",
        ["http://6S8.Crwllo5e3.jmtz.XN--GECRJ9C/6InlQn/hnhu2f%ac8tX/apq%0D6o/"],
      ],
      [
        "td.KM/0Dkyg/B%65DiABz/wtqGd/i7%cepV%86XkA cane, worn it all accurate; for, what",
        ["http://td.KM/0Dkyg/B%65DiABz/wtqGd/i7%cepV%86XkA"],
      ],
      [
        "upon his -- 9gcwbh3vcmfa0xw-k2.MC/66TaJz%FE/SnDRWAknGcI cold.' I had our best",
        ["http://9gcwbh3vcmfa0xw-k2.MC/66TaJz%FE/SnDRWAknGcI"],
      ],
      [
        "day would <le1u.43cdu0n4.bn/Q0i6uNz/9%275%a3dAS/B%2fpPkCW> not so soon, if I",
        ["http://le1u.43cdu0n4.bn/Q0i6uNz/9%275%a3dAS/B%2fpPkCW"],
      ],
      [
        "rtubvdk3.PF/L4TR1g%5f6/Caov%FC3vK3ofrH/pz33aV%54 lane of the bottle I released",
        ["http://rtubvdk3.PF/L4TR1g%5f6/Caov%FC3vK3ofrH/pz33aV%54"],
      ],
      [
        "7T6OSH.PF/zfYyqdxITCI0 and looked as the raw afternoon towards making that I",
        ["http://7T6OSH.PF/zfYyqdxITCI0"],
      ],
      [
        "<fjrb5z774.SA/PVZsWyA3sMJrb14P%995vIm6/dC5=Hj7?cxCp=bZ(40%15pi> to break his",
        ["http://fjrb5z774.SA/PVZsWyA3sMJrb14P%995vIm6/dC5=Hj7?cxCp=bZ(40%15pi"],
      ],
      [
        "floors of one another 1lg7.sz/X@ENk92CPk/vVYJGN%act conwict off.' `What are",
        ["http://1lg7.sz/X@ENk92CPk/vVYJGN%act"],
      ],
      [
        "f5ms.jp/%A1FpERWwTd%BFG/ExC8V5aqx5l2CLJr0mJb5u/DgMvEzAr2U/py9Vg/igr9PzANtw/FFiN1E7",
        [
          "http://f5ms.jp/%A1FpERWwTd%BFG/ExC8V5aqx5l2CLJr0mJb5u/DgMvEzAr2U/py9Vg/igr9PzANtw/FFiN1E7",
        ],
      ],
      [
        "t6xfr.wxjz5p2t5.zl8m4.MN/2cbpjk/gsdm/5Mvc-j3rc/16Wb65&c7x to me, and all that",
        ["http://t6xfr.wxjz5p2t5.zl8m4.MN/2cbpjk/gsdm/5Mvc-j3rc/16Wb65&c7x"],
      ],
      [
        "<gtf7abvdn9i7cr2e.YE/-1vj3Mw/P%CEXiCFd2a9/vm> through the very pretty and there",
        ["http://gtf7abvdn9i7cr2e.YE/-1vj3Mw/P%CEXiCFd2a9/vm"],
      ],
      [
        "2cc16zv4u31wx-edyjiy.cz/voFy:f8~/9kCAM1/1i8r969t&%53/V;exvHAKlZm5g/J85xEKDBR4yY/@%8dUYyVS%4e%3B%B2m/W5AXsrDE0i/#ivl39=VdW",
        [
          "http://2cc16zv4u31wx-edyjiy.cz/voFy:f8~/9kCAM1/1i8r969t&%53/V;exvHAKlZm5g/J85xEKDBR4yY/@%8dUYyVS%4e%3B%B2m/W5AXsrDE0i/#ivl39=VdW",
        ],
      ],
      [
        "the vbhx1cl9dgl-asht.lDN0ESMI.RO/A474Sw/mcZtSSvta/ZvpyTJ/OFCSmNJ damp out: no",
        ["http://vbhx1cl9dgl-asht.lDN0ESMI.RO/A474Sw/mcZtSSvta/ZvpyTJ/OFCSmNJ"],
      ],
      [
        "gave him- self wh 9sb.7mct69t.ar/WpXcM8498S4F#k@L:'L en a contemptuous toss --",
        ["http://9sb.7mct69t.ar/WpXcM8498S4F#k@L:'L"],
      ],
      [
        "94h6rdisa-eh.CH:8242/I8Ik5%42881r/EsVYPHYT/Jw7%3A2%2778ggZ8u%60 Havisham's",
        ["http://94h6rdisa-eh.CH:8242/I8Ik5%42881r/EsVYPHYT/Jw7%3A2%2778ggZ8u%60"],
      ],
      [
        "button on the same 2pu1.mv/3uiG%445F~s/%5CTa0YXuNMsqV/AwE3d liberality, when I",
        ["http://2pu1.mv/3uiG%445F~s/%5CTa0YXuNMsqV/AwE3d"],
      ],
      [
        "<Voiuuc65jm4ven-9li9.mii5.0h5xt6.KE/qachnQB/nsC%4ai/juYvC3yTiCp%06S8I/LLVvQY#p1jmTyx@W>",
        [
          "http://Voiuuc65jm4ven-9li9.mii5.0h5xt6.KE/qachnQB/nsC%4ai/juYvC3yTiCp%06S8I/LLVvQY#p1jmTyx@W",
        ],
      ],
      [
        "<14.21M1I.NU/iqlGVazIWPCvV/oelkORYd3Iwsdy%0D/LcdN7U> would have some, Pip.' I",
        ["http://14.21M1I.NU/iqlGVazIWPCvV/oelkORYd3Iwsdy%0D/LcdN7U"],
      ],
      [
        "T7wos.u6I.cJP-5HQQCA.9dutej.SG/6McEZ0 and pressed it would have done, and asked",
        ["http://T7wos.u6I.cJP-5HQQCA.9dutej.SG/6McEZ0"],
      ],
      [
        "Q-2pgsvifg.yr2ix-c4avrjwva.kn/_zD8ad/%8AVwQwOG/JMC314h/rO0qj%88?w0XEY=JUigA33U&f2=n3tXrMH74ApC&fx%BE0=b%d5mgX%7F&1gjjJpHG=vLHCZ0Z8&sYQBW%FFAIs='&zD=GTnVzkf8Yn%a3L&Xm%b9F%32EcwWl8=GUq",
        [
          "http://Q-2pgsvifg.yr2ix-c4avrjwva.kn/_zD8ad/%8AVwQwOG/JMC314h/rO0qj%88?w0XEY=JUigA33U&f2=n3tXrMH74ApC&fx%BE0=b%d5mgX%7F&1gjjJpHG=vLHCZ0Z8&sYQBW%FFAIs='&zD=GTnVzkf8Yn%a3L&Xm%b9F%32EcwWl8=GUq",
        ],
      ],
      [
        "<1Z73HWVULIKOO5WJ.rEJGR9.nsscy.gf/rHEt;i5T/%50ZjYYJ3M%4dR/WlW0C48ocnb/NRA~0M#>",
        ["http://1Z73HWVULIKOO5WJ.rEJGR9.nsscy.gf/rHEt;i5T/%50ZjYYJ3M%4dR/WlW0C48ocnb/NRA~0M#"],
      ],
      [
        "27r2mghslc2b.Dwbpiqi8q.gTYSL3Z.am/RU80/KFcctLv/R8tG8d51EaD&pno5r7pDR#GWY out on",
        ["http://27r2mghslc2b.Dwbpiqi8q.gTYSL3Z.am/RU80/KFcctLv/R8tG8d51EaD&pno5r7pDR#GWY"],
      ],
      [
        "g6tylc0.daeczh.4q.XN--CLCHC0EA0B2G2A9GCD/1SbCR9cX1%3D/YfP8CpLKn5KzTL8/Kj11z%B7OuqJU;qM4P",
        [
          "http://g6tylc0.daeczh.4q.XN--CLCHC0EA0B2G2A9GCD/1SbCR9cX1%3D/YfP8CpLKn5KzTL8/Kj11z%B7OuqJU;qM4P",
        ],
      ],
      [
        "garden 3s81j.TJ/pS9Jzw8:NWryq/%00Kh1/Y7Rfoo7haw?pYq7Efg= of chalk scores in a",
        ["http://3s81j.TJ/pS9Jzw8:NWryq/%00Kh1/Y7Rfoo7haw?pYq7Efg="],
      ],
      [
        "lvh-kt.TN/xZghTR/yDiD0a/P5D2%37rFa?rseH*%33ubfv3=%36ntM9MP,+97RbF5&F3Ia3L=%3djrAi%f7E2%65iQ+Uc43&y;Ikw=vdfmJW&sE_%F6xpm=XFIfCsT&k@ctNa=%47KDJKEw&d=am6K&%25!BjLNa=iqs.l",
        [
          "http://lvh-kt.TN/xZghTR/yDiD0a/P5D2%37rFa?rseH*%33ubfv3=%36ntM9MP,+97RbF5&F3Ia3L=%3djrAi%f7E2%65iQ+Uc43&y;Ikw=vdfmJW&sE_%F6xpm=XFIfCsT&k@ctNa=%47KDJKEw&d=am6K&%25!BjLNa=iqs.l",
        ],
      ],
      [
        "Zy-iit.Cth-tuvx4.au/dl6DMUqP/wAeKXt6 The last night,' said she had all the",
        ["http://Zy-iit.Cth-tuvx4.au/dl6DMUqP/wAeKXt6"],
      ],
      [
        "head at that would have dbe.gkg.EDU/cJ%fbQ3k7pwp5/arlH%DCD often served as I do",
        ["http://dbe.gkg.EDU/cJ%fbQ3k7pwp5/arlH%DCD"],
      ],
      [
        "for us heavy. `I Bolted, myself, 5.Piba4ac.JE/55M1H/AZXdj and thread, and we",
        ["http://5.Piba4ac.JE/55M1H/AZXdj"],
      ],
      [
        "65-ihklk4j6m.f3CFA.7kj.qa9rcww7uefzkpxbf87ni28b4a1i9rjqy9a.5texnqlc9.cu/p%CDK%b1%449LH/IiLqpww/HmACJI/r46TA4",
        [
          "http://65-ihklk4j6m.f3CFA.7kj.qa9rcww7uefzkpxbf87ni28b4a1i9rjqy9a.5texnqlc9.cu/p%CDK%b1%449LH/IiLqpww/HmACJI/r46TA4",
        ],
      ],
      [
        "ktefq.GB/uTzbgV/9nYvIs%8412/ynKYs/YwBOWmj group of",
        ["http://ktefq.GB/uTzbgV/9nYvIs%8412/ynKYs/YwBOWmj"],
      ],
      [
        "<6P.BD/du%F8CoA/W0jyU5x6HXyVB/EOpU%0BP%BET/TBlhd%772ObORj/PNPXkVHaEY> I have",
        ["http://6P.BD/du%F8CoA/W0jyU5x6HXyVB/EOpU%0BP%BET/TBlhd%772ObORj/PNPXkVHaEY"],
      ],
      [
        "sat8a.cc/n:G5Bs4/%92Qx7YH/%933F68jWsdw/mgMLj/b9uFtDS/fCBe=77/LYHeH his boots,",
        ["http://sat8a.cc/n:G5Bs4/%92Qx7YH/%933F68jWsdw/mgMLj/b9uFtDS/fCBe=77/LYHeH"],
      ],
      [
        "8vv-rhcodmrr42jd6zmrnl7xa.F1igvm2.RO?rQOIRt=Q&Z8=1WyCZjZv83+lpB%7a a",
        ["http://8vv-rhcodmrr42jd6zmrnl7xa.F1igvm2.RO?rQOIRt=Q&Z8=1WyCZjZv83+lpB%7a"],
      ],
      [
        "and then hwpmi.upmzdzzhsrz.e469.ee/SXdNeY7NHR6/Vr6%FDr he looked at last, Joe's",
        ["http://hwpmi.upmzdzzhsrz.e469.ee/SXdNeY7NHR6/Vr6%FDr"],
      ],
      [
        "murmured `True!' and your mother.' 5LUX-O.q-33d.tn/smzXQJn3H/81mg%4de_/jb%97hT",
        ["http://5LUX-O.q-33d.tn/smzXQJn3H/81mg%4de_/jb%97hT"],
      ],
      [
        "q8HY2P.r5T.AU/nc0Iq%28QAF/#yOD3%b3UA%d79e%1EmJp3 set the sergeant,",
        ["http://q8HY2P.r5T.AU/nc0Iq%28QAF/#yOD3%b3UA%d79e%1EmJp3"],
      ],
      [
        "6m.56xkyt.32O.com/ToEAr%BEdi/xBpPU2NqC/74sgdq%BD9/WSrx5/5ldupD%47J/9boeZj",
        ["http://6m.56xkyt.32O.com/ToEAr%BEdi/xBpPU2NqC/74sgdq%BD9/WSrx5/5ldupD%47J/9boeZj"],
      ],
      [
        "as lda5l5wc.XN--KPRY57D/pr80SSZ/eNM1%D50lp/Rc%8EimOET if he would be",
        ["http://lda5l5wc.XN--KPRY57D/pr80SSZ/eNM1%D50lp/Rc%8EimOET"],
      ],
      // lucene (line 74): ["dFU69ED1EJ0MLT.G8ef3o.bn:53301/klFVsh/YInBJE/SEIzo5EIoe3"]; a port of five digits
      // (53301, within 0–65535, RFC 3986 §3.2.3; found since session 41)
      [
        "dFU69ED1EJ0MLT.G8ef3o.bn:53301/klFVsh/YInBJE/SEIzo5EIoe3 I at church,",
        ["http://dFU69ED1EJ0MLT.G8ef3o.bn:53301/klFVsh/YInBJE/SEIzo5EIoe3"],
      ],
      // lucene (line 338): ["eta0q7.2r79g.AC:34736/%abp87fVdPCY/PvO8Uk4WoLF#A*HP1A"]; a port of five digits
      // (found since session 41)
      [
        "the eta0q7.2r79g.AC:34736/%abp87fVdPCY/PvO8Uk4WoLF#A*HP1A bottle I the market",
        ["http://eta0q7.2r79g.AC:34736/%abp87fVdPCY/PvO8Uk4WoLF#A*HP1A"],
      ],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // lucene (line 15): ["[c2d4::]/%471j5l/j3KFN%AAAn/Fip-NisKH/"]. A schemeless IP literal is
        // no fuzzy link: fuzzy links are host names as linkify-it reads them (RULES.md "Fuzzy
        // links"), and a bracketed address in prose is no URI
        ["[c2d4::]/%471j5l/j3KFN%AAAn/Fip-NisKH/ owner. While we went all the clergyman", []],
        // lucene (line 137):
        // ["[BD39::62:47.178.113.23]/U4woqa77Wyygc2/cltcO5Xw%EDWZT/%5Fd@GP5vV#wUMoflXqTOsj"]. A
        // schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        ["[BD39::62:47.178.113.23]/U4woqa77Wyygc2/cltcO5Xw%EDWZT/%5Fd@GP5vV#wUMoflXqTOsj", []],
        // lucene (line 167): ["078.085.085.242/kqKkywur6Kv4Qn/-CJv6i1Nxc/"]. A schemeless IPv4
        // address is no fuzzy link (linkify-it's fuzzyIP is off by default; RULES.md "Fuzzy links"
        // are read through linkify-it)
        ["078.085.085.242/kqKkywur6Kv4Qn/-CJv6i1Nxc/ the air. Presently we were which it", []],
        // lucene (line 173):
        // ["165.195.223.067/Q3DEaK/58Z29OKkyF/fk9Vl/dKLw%7FR3Fzo1YsTPxmm/XiABg5j23J%1avyv"]. A
        // schemeless IPv4 address is no fuzzy link (linkify-it's fuzzyIP is off by default;
        // RULES.md "Fuzzy links" are read through linkify-it)
        ["165.195.223.067/Q3DEaK/58Z29OKkyF/fk9Vl/dKLw%7FR3Fzo1YsTPxmm/XiABg5j23J%1avyv", []],
        // lucene (line 177):
        // ["[dfb9:d316:677E::2B7C]/gsORr%b7gc/?ehIX5=GTM0co5(Dmn91JN&8J=8W7wFuQfZk7sM#vYfk~Km"]. A
        // schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        ["[dfb9:d316:677E::2B7C]/gsORr%b7gc/?ehIX5=GTM0co5(Dmn91JN&8J=8W7wFuQfZk7sM#vYfk~Km", []],
        // lucene (line 178): ["[11b2::35.78.41.76]/vVfZvUimVO/K9hfOd/4gZUL=j%09PGr#o%23LnBOkk9"]. A
        // schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        ["I got mixed [11b2::35.78.41.76]/vVfZvUimVO/K9hfOd/4gZUL=j%09PGr#o%23LnBOkk9", []],
        // lucene (line 219):
        // ["[46C8:60FE:7ff2:79cd:69E1::221.191.034.036]/Q2MQ8mttjsMF/UqrKq0W%E6N1#YfB7A8CHYa"]. A
        // schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        ["<[46C8:60FE:7ff2:79cd:69E1::221.191.034.036]/Q2MQ8mttjsMF/UqrKq0W%E6N1#YfB7A8CHYa>", []],
        // lucene (line 256): ["Nw2m4j4.Br9kvjf-9.3wac-fh0uk.nysyu-emjwy.cat/PGDh:oW%5F/H34QSRwe"].
        // Session 53: a root-zone TLD outside linkify-it's list is read with a path after the name
        // (fuzzy-tlds.ts; RULES.md, session 53): the peer's answer
        [
          "<Nw2m4j4.Br9kvjf-9.3wac-fh0uk.nysyu-emjwy.cat/PGDh:oW%5F/H34QSRwe> flavour",
          ["http://Nw2m4j4.Br9kvjf-9.3wac-fh0uk.nysyu-emjwy.cat/PGDh:oW%5F/H34QSRwe"],
        ],
        // lucene (line 273): ["Http://180.036.254.028/VSiroQpjS", "d54n.Agqa6.7e4.JOBS"]. ".jobs"
        // is not in the list of top-level domains a schemeless name needs (linkify-it's list and
        // the country codes; RULES.md "Fuzzy links")
        [
          "and had divorced Http://180.036.254.028/VSiroQpjS her to d54n.Agqa6.7e4.JOBS",
          ["Http://180.036.254.028/VSiroQpjS"],
        ],
        // lucene (line 308): ["[62c0::]/d1lmSzoB/5OBVnzn/kOXW%D23"]. A schemeless IP literal is no
        // fuzzy link: fuzzy links are host names as linkify-it reads them (RULES.md "Fuzzy links"),
        // and a bracketed address in prose is no URI
        ["man, with his [62c0::]/d1lmSzoB/5OBVnzn/kOXW%D23 mind. The two loops, and by", []],
        // lucene (line 342): ["[2582::]/Mhm%55MWThR4Ne5mZ/xniX3IdG/"]. A schemeless IP literal is
        // no fuzzy link: fuzzy links are host names as linkify-it reads them (RULES.md "Fuzzy
        // links"), and a bracketed address in prose is no URI
        ["[2582::]/Mhm%55MWThR4Ne5mZ/xniX3IdG/ which he looked at Pork alone.", []],
        // lucene (line 381): ["185.224.223.157/h8BdA%FEv/KLK2f%86LS/gwA4rKKHLarf/b.EyE"]. A
        // schemeless IPv4 address is no fuzzy link (linkify-it's fuzzyIP is off by default;
        // RULES.md "Fuzzy links" are read through linkify-it)
        ["185.224.223.157/h8BdA%FEv/KLK2f%86LS/gwA4rKKHLarf/b.EyE all expressed my boy. I", []],
        // lucene (line 396): ["[A645:D622:eb6b:D59B::D48D:f334]/Ulld404y/IM~6P3"]. A schemeless IP
        // literal is no fuzzy link: fuzzy links are host names as linkify-it reads them (RULES.md
        // "Fuzzy links"), and a bracketed address in prose is no URI
        ["exercise to [A645:D622:eb6b:D59B::D48D:f334]/Ulld404y/IM~6P3 be done it.' `Did", []],
        // lucene (line 410):
        // ["148.020.113.014/ASuvNkg/Zcwt4/PjpwkEUVHbjkeKOgL/%f9hibk/NT9kSmJF%1A/5FaP@BkLf/jTre%balt"].
        // A schemeless IPv4 address is no fuzzy link (linkify-it's fuzzyIP is off by default;
        // RULES.md "Fuzzy links" are read through linkify-it)
        [
          "<148.020.113.014/ASuvNkg/Zcwt4/PjpwkEUVHbjkeKOgL/%f9hibk/NT9kSmJF%1A/5FaP@BkLf/jTre%balt>",
          [],
        ],
        // lucene (line 511): ["077.102.005.039/p53%0bsPeiZaRy/nQHLsKEbNdaX/nT9H%521/Zb7H"]. A
        // schemeless IPv4 address is no fuzzy link (linkify-it's fuzzyIP is off by default;
        // RULES.md "Fuzzy links" are read through linkify-it)
        ["077.102.005.039/p53%0bsPeiZaRy/nQHLsKEbNdaX/nT9H%521/Zb7H ring, fired warning", []],
        // lucene (line 576):
        // ["[cf65:1F97:24b8:652a:FB12:D0F7:181.134.252.162]/1jXwBjjxpC/0zKR6N%0bhawVF"]. A
        // schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        ["[cf65:1F97:24b8:652a:FB12:D0F7:181.134.252.162]/1jXwBjjxpC/0zKR6N%0bhawVF had", []],
        // lucene (line 615): ["[0CFC::]/0611uPvtHJ"]. A schemeless IP literal is no fuzzy link:
        // fuzzy links are host names as linkify-it reads them (RULES.md "Fuzzy links"), and a
        // bracketed address in prose is no URI
        ["of the [0CFC::]/0611uPvtHJ beer, and Mr Pumblechook said, along to be a", []],
        // lucene (line 633): ["6wmlp3ipb.cqi.ikf9wdku.arpa/dMq4GciIqW/aL%10jc%d5d%c4v"]. ".arpa":
        // Session 53: a root-zone TLD outside linkify-it's list is read with a path after the name
        // (fuzzy-tlds.ts; RULES.md, session 53): the peer's answer
        [
          "6wmlp3ipb.cqi.ikf9wdku.arpa/dMq4GciIqW/aL%10jc%d5d%c4v a belief in the enormous",
          ["http://6wmlp3ipb.cqi.ikf9wdku.arpa/dMq4GciIqW/aL%10jc%d5d%c4v"],
        ],
        // lucene (line 678): ["96.79.198.95/8JJUovS/"]. A schemeless IPv4 address is no fuzzy link
        // (linkify-it's fuzzyIP is off by default; RULES.md "Fuzzy links" are read through
        // linkify-it)
        ["Joe, looking at me 96.79.198.95/8JJUovS/ more gravy. `Swine,'", []],
        // lucene (line 685):
        // ["5r.uL9CQEBDLX.bn/?3z283zb=k&q%d8u%aeOKQs=s2Ixcyjmlg&%52=Fc68M+%F9JLUS+4XTt7ypy%881+knwx%3CF+CUc1ZNLx)K8Ht&Bks=*woVYK?GE&vv=P+b+W%134Flc6+%2e2w5%cfPu%5BXUS+PAAvb+@e/E"].
        // A ")" with no opener inside a bare URI ends it there (RULES.md "Closers")
        [
          "5r.uL9CQEBDLX.bn/?3z283zb=k&q%d8u%aeOKQs=s2Ixcyjmlg&%52=Fc68M+%F9JLUS+4XTt7ypy%881+knwx%3CF+CUc1ZNLx)K8Ht&Bks=*woVYK?GE&vv=P+b+W%134Flc6+%2e2w5%cfPu%5BXUS+PAAvb+@e/E",
          [
            "http://5r.uL9CQEBDLX.bn/?3z283zb=k&q%d8u%aeOKQs=s2Ixcyjmlg&%52=Fc68M+%F9JLUS+4XTt7ypy%881+knwx%3CF+CUc1ZNLx",
          ],
        ],
        // lucene (line 748):
        // ["[1112:D95A::f9fa:5258:6AD4:3c08]/tAHstaKl7bvDJ/Hm3zObt/qSQiJ1FD/ff6EP/YLR%71gk/Qm%98XlJqp/B5%31GicO"].
        // A schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        [
          "[1112:D95A::f9fa:5258:6AD4:3c08]/tAHstaKl7bvDJ/Hm3zObt/qSQiJ1FD/ff6EP/YLR%71gk/Qm%98XlJqp/B5%31GicO",
          [],
        ],
        // lucene (line 773):
        // ["[B91A:258f:095f:5755:86C9:7989:2DC3:B052]/%ecPvKuwpKpSQ9ANsta/%ac=jmcQsb48Rfo/bWIMfqk/dUQF5ms%d7/6Em91E&z78/uGC9e%53/Cleb%23zyGMVzOe/Rg4teS"].
        // A schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        [
          "[B91A:258f:095f:5755:86C9:7989:2DC3:B052]/%ecPvKuwpKpSQ9ANsta/%ac=jmcQsb48Rfo/bWIMfqk/dUQF5ms%d7/6Em91E&z78/uGC9e%53/Cleb%23zyGMVzOe/Rg4teS",
          [],
        ],
        // lucene (line 788):
        // ["Zg2x0pwfg3xo38fwn-5rriv520uccxjuyrxov9cig.fcr1xxh8.cat/hQOVnH-6u03Wc/pqtgVxVOnlza/6I7b3Cv/8L%20%820/2GVQbVTA/FoUjDrsNT"].
        // Session 53: a root-zone TLD outside linkify-it's list is read with a path after the name
        // (fuzzy-tlds.ts; RULES.md, session 53): the peer's answer
        [
          "Zg2x0pwfg3xo38fwn-5rriv520uccxjuyrxov9cig.fcr1xxh8.cat/hQOVnH-6u03Wc/pqtgVxVOnlza/6I7b3Cv/8L%20%820/2GVQbVTA/FoUjDrsNT",
          [
            "http://Zg2x0pwfg3xo38fwn-5rriv520uccxjuyrxov9cig.fcr1xxh8.cat/hQOVnH-6u03Wc/pqtgVxVOnlza/6I7b3Cv/8L%20%820/2GVQbVTA/FoUjDrsNT",
          ],
        ],
        // lucene (line 819):
        // ["[3157:621E::]/CmIefnv.v91v/I%E6OmZLafDS/a7JoSqx80BC9/iSPk18UXH/g6xdyYNSlT8/o34wEX?MLP%993E=%1Fao&nRDo=6svN8+d%4Bq%30jky%75psOKb+h"].
        // A schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        [
          "[3157:621E::]/CmIefnv.v91v/I%E6OmZLafDS/a7JoSqx80BC9/iSPk18UXH/g6xdyYNSlT8/o34wEX?MLP%993E=%1Fao&nRDo=6svN8+d%4Bq%30jky%75psOKb+h",
          [],
        ],
        // lucene (line 882): ["225.022.162.113/ZF58s/%CE%56BA5rQPOLU/AUNP8rG/w8SHG%d0FVsZX8dC"]. A
        // schemeless IPv4 address is no fuzzy link (linkify-it's fuzzyIP is off by default;
        // RULES.md "Fuzzy links" are read through linkify-it)
        ["cold 225.022.162.113/ZF58s/%CE%56BA5rQPOLU/AUNP8rG/w8SHG%d0FVsZX8dC wet grass,", []],
        // lucene (line 908):
        // ["[836e:5fb9:0cda::D9A5]/n2j/Kjy0BzJ7Cj/GoW1ksyHG%B5A8tw;v/hIg4F;R%2Ax8nL/d1aHG5Vsb/VNMIiMx"].
        // A schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        [
          "[836e:5fb9:0cda::D9A5]/n2j/Kjy0BzJ7Cj/GoW1ksyHG%B5A8tw;v/hIg4F;R%2Ax8nL/d1aHG5Vsb/VNMIiMx",
          [],
        ],
        // lucene (line 910): ["[E69:a743:5C18:C43F:780d:FDD0:EBC8:2ce9]/uAWRrcx"]. A schemeless IP
        // literal is no fuzzy link: fuzzy links are host names as linkify-it reads them (RULES.md
        // "Fuzzy links"), and a bracketed address in prose is no URI
        ["[E69:a743:5C18:C43F:780d:FDD0:EBC8:2ce9]/uAWRrcx men!'' and sixpence three", []],
        // lucene (line 937): ["008.245.185.106/0Aq3gb85/6TZk7/PVTk%b1G80"]. A schemeless IPv4
        // address is no fuzzy link (linkify-it's fuzzyIP is off by default; RULES.md "Fuzzy links"
        // are read through linkify-it)
        ["008.245.185.106/0Aq3gb85/6TZk7/PVTk%b1G80 anything, for the soldiers with", []],
        // lucene (line 967):
        // ["078.104.235.053/8KqfxznOtxC/ycYiTG3%11zP2%A1/hhbuX9Z%d403wES6/P0gg5%94"]. A schemeless
        // IPv4 address is no fuzzy link (linkify-it's fuzzyIP is off by default; RULES.md "Fuzzy
        // links" are read through linkify-it)
        ["078.104.235.053/8KqfxznOtxC/ycYiTG3%11zP2%A1/hhbuX9Z%d403wES6/P0gg5%94 door and", []],
        // lucene (line 979): ["071.247.240.193/%94VOUi%ac"]. A schemeless IPv4 address is no fuzzy
        // link (linkify-it's fuzzyIP is off by default; RULES.md "Fuzzy links" are read through
        // linkify-it)
        ["was seated on 071.247.240.193/%94VOUi%ac the lower were", []],
        // lucene (line 1008): ["[a0e6::]/YR5lwpHlG5BPjr2XT/Pq%e4kWAmZ/ucI10P1"]. A schemeless IP
        // literal is no fuzzy link: fuzzy links are host names as linkify-it reads them (RULES.md
        // "Fuzzy links"), and a bracketed address in prose is no URI
        ["[a0e6::]/YR5lwpHlG5BPjr2XT/Pq%e4kWAmZ/ucI10P1 placid occupation; knob on his", []],
        // lucene (line 1067):
        // ["[D1BF:D02E:140C:4B9F:c86e:9fdf:077.173.119.180]/A07Ox%86Oae/yhjXUMut"]. A schemeless IP
        // literal is no fuzzy link: fuzzy links are host names as linkify-it reads them (RULES.md
        // "Fuzzy links"), and a bracketed address in prose is no URI
        ["<[D1BF:D02E:140C:4B9F:c86e:9fdf:077.173.119.180]/A07Ox%86Oae/yhjXUMut> hold of", []],
        // lucene (line 1087): ["133.38.197.20/pbgvKM6W%BCEBN/Cvcu0&#idQDycc"]. A schemeless IPv4
        // address is no fuzzy link (linkify-it's fuzzyIP is off by default; RULES.md "Fuzzy links"
        // are read through linkify-it)
        ["<133.38.197.20/pbgvKM6W%BCEBN/Cvcu0&#idQDycc> and then I peeped in the season", []],
        // lucene (line 1095):
        // ["[018E:4459:9892:3770:3826:71D8::]/UcHNufii29UtPW%56WQ1%20V/ybjTB/oUWWQ?yUg1%cb4A=wk+hOic7f7Sw"].
        // A schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        [
          "[018E:4459:9892:3770:3826:71D8::]/UcHNufii29UtPW%56WQ1%20V/ybjTB/oUWWQ?yUg1%cb4A=wk+hOic7f7Sw",
          [],
        ],
        // lucene (line 1285): ["66.242.9.138/CYHK1bGpZ/5yyVD%cbC"]. A schemeless IPv4 address is no
        // fuzzy link (linkify-it's fuzzyIP is off by default; RULES.md "Fuzzy links" are read
        // through linkify-it)
        ["see that I couldn't Uncle Pumblechook wretched 66.242.9.138/CYHK1bGpZ/5yyVD%cbC", []],
        // lucene (line 1301): ["dPY3X09.AC/STpa%97U%b53yKP4Te/%71KZZvIC#nA1W2z"]. A name whose last
        // label is a country code and whose first is written in capitals or CamelCase reads as a
        // file's name (configure.ac, MyModule.pm: RULES.md "Fuzzy in code and file lists")
        ["dPY3X09.AC/STpa%97U%b53yKP4Te/%71KZZvIC#nA1W2z considered", []],
        // lucene (line 1309): ["[d18d:1707::]/NGZMInsLF8/kgC3y/F66qc1qt6OWfeS/DyngWA"]. A
        // schemeless IP literal is no fuzzy link: fuzzy links are host names as linkify-it reads
        // them (RULES.md "Fuzzy links"), and a bracketed address in prose is no URI
        ["The Educational scheme or [d18d:1707::]/NGZMInsLF8/kgC3y/F66qc1qt6OWfeS/DyngWA", []],
        // lucene (line 1337):
        // ["212.072.006.032/6kV8ce%2e/%e7lzm-HB%4artP/zg6tWMW7RIG?U7=HAXw$D3sM%7DyDJ&Gt="]. A
        // schemeless IPv4 address is no fuzzy link (linkify-it's fuzzyIP is off by default;
        // RULES.md "Fuzzy links" are read through linkify-it)
        ["212.072.006.032/6kV8ce%2e/%e7lzm-HB%4artP/zg6tWMW7RIG?U7=HAXw$D3sM%7DyDJ&Gt=", []],
      ],
      { fuzzy: true },
    );
  });
  describe("answered differently on purpose: .int", () => {
    check(
      [
        // lucene (line 872):
        // ["7JUE8WA7CLBX6ETD8KUU16AFZHHS234NORX.tep69aqao2.int/iZjrUNXtQfBaF/Z%A87tU/XfvTnCVEY%00/FUyeI05%f4#?hZ"];
        // ".int" is left out of linkify-it's list on purpose ("np.int" is Python's); since
        // session 53 a name under it with a path is read (fuzzy-tlds.ts): the peer's answer
        [
          "7JUE8WA7CLBX6ETD8KUU16AFZHHS234NORX.tep69aqao2.int/iZjrUNXtQfBaF/Z%A87tU/XfvTnCVEY%00/FUyeI05%f4#?hZ",
          [
            "http://7JUE8WA7CLBX6ETD8KUU16AFZHHS234NORX.tep69aqao2.int/iZjrUNXtQfBaF/Z%A87tU/XfvTnCVEY%00/FUyeI05%f4#?hZ",
          ],
        ],
        // lucene (line 1081):
        // ["eigz5dhw.jynsrju0t044lcc.3c3bfm.int/%ffoZ_kP%5cO1ls76B/pQbPDb4s%4E6i/bqqrZ%b7j0uhrgIHd/eBdSEwfGrX/PSmYMzg0%6F?Qr%92y11b3=&L;5CV=zJao%31Tmm"];
        // ".int" is left out of linkify-it's list on purpose ("np.int" is Python's); since
        // session 53 a name under it with a path is read (fuzzy-tlds.ts): the peer's answer
        [
          "eigz5dhw.jynsrju0t044lcc.3c3bfm.int/%ffoZ_kP%5cO1ls76B/pQbPDb4s%4E6i/bqqrZ%b7j0uhrgIHd/eBdSEwfGrX/PSmYMzg0%6F?Qr%92y11b3=&L;5CV=zJao%31Tmm",
          [
            "http://eigz5dhw.jynsrju0t044lcc.3c3bfm.int/%ffoZ_kP%5cO1ls76B/pQbPDb4s%4E6i/bqqrZ%b7j0uhrgIHd/eBdSEwfGrX/PSmYMzg0%6F?Qr%92y11b3=&L;5CV=zJao%31Tmm",
          ],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("Apache Lucene UAX29URLEmailTokenizer testEmails (random.text.with.email.addresses.txt, lucene4.10 4.10.4), fuzzy", () => {
  check(
    [
      [
        "waist and Wintja are relearning how dJ8ngFi@avz13m.CC we spread out, but it",
        ["mailto:dJ8ngFi@avz13m.CC"],
      ],
      [
        "<JCAVLRJg@3aqiq2yui.gm> orders, my love: Im seven doors and with gentle",
        ["mailto:JCAVLRJg@3aqiq2yui.gm"],
      ],
      ["scoundrel. VOICES: Burn him! Burn him! SPIROS: Want to team of the couple is", []],
      [
        "the sweetest love aH3QW@tw8uo2.eu of the teaching teaches members to",
        ["mailto:aH3QW@tw8uo2.eu"],
      ],
      [
        "Bvd#@tupjv.sn the logic of it from hereing those people were all",
        ["mailto:Bvd%23@tupjv.sn"],
      ],
      [
        "SBMm0Nm.oyk70.rMNdd8k.#ru3LI.gMMLBI.0dZRD4d.RVK2nY@au58t.B13albgy4u.mt the",
        ["mailto:SBMm0Nm.oyk70.rMNdd8k.%23ru3LI.gMMLBI.0dZRD4d.RVK2nY@au58t.B13albgy4u.mt"],
      ],
      [
        "holding hands up a bit of DvdUJk@61zwkit7dkd3rcq4v.BD fate falls asleep. When",
        ["mailto:DvdUJk@61zwkit7dkd3rcq4v.BD"],
      ],
      ["hallucination, my hand for more. Mmm my head,", []],
      [
        "across the script. }0tzWYDBuy@cSRQAABB9B.7c8xawf75-cyo.PM I grasp hold their",
        ["mailto:%7D0tzWYDBuy@cSRQAABB9B.7c8xawf75-cyo.PM"],
      ],
      ["darling. Dont be dry white and teases him back", []],
      [
        "V85E9Hx7@vpf0bs.bz in MGBg2@7F3MJTCCPROS8YETM0B4-C9P7WXKGFB0.RU the boring",
        ["mailto:V85E9Hx7@vpf0bs.bz", "mailto:MGBg2@7F3MJTCCPROS8YETM0B4-C9P7WXKGFB0.RU"],
      ],
      [
        "even touching myself. rsBWOCJ@lYX0SILY4L53Z3VJPSF6.pwrawr.vdpoq.nz He picks",
        ["mailto:rsBWOCJ@lYX0SILY4L53Z3VJPSF6.pwrawr.vdpoq.nz"],
      ],
      [
        "dIyLrU@9A40T2ZIG7H8R.t63.tv up at our harem world 6dAsZKz@d33XR.IR so pop up",
        ["mailto:dIyLrU@9A40T2ZIG7H8R.t63.tv", "mailto:6dAsZKz@d33XR.IR"],
      ],
      [
        "EnqCC@2bk6da6y08.LI common AQ9yV@Mfqq32nexufgxzl4o7q5jv3kd.lb universal within",
        ["mailto:EnqCC@2bk6da6y08.LI", "mailto:AQ9yV@Mfqq32nexufgxzl4o7q5jv3kd.lb"],
      ],
      [
        "this lv'p@tqk.vj5s0tgl.0dlu7su3iyiaz.dqso.494.3hb76.XN--MGBAAM7A8H web.",
        ["mailto:lv'p@tqk.vj5s0tgl.0dlu7su3iyiaz.dqso.494.3hb76.XN--MGBAAM7A8H"],
      ],
      [
        "5FLuakz.hXVkuqDt@iBFP83V6MNI3N0FRWJ9302DS-0KHRV6O.1bf59kj64uj5b6e2zfn.cm cosmos",
        ["mailto:5FLuakz.hXVkuqDt@iBFP83V6MNI3N0FRWJ9302DS-0KHRV6O.1bf59kj64uj5b6e2zfn.cm"],
      ],
      [
        "is filled with soap bubbles. <RhIwkU@58vmet9yfddpg.3adkmhrv1px.AO> I cant",
        ["mailto:RhIwkU@58vmet9yfddpg.3adkmhrv1px.AO"],
      ],
      [
        "concentrate with a nearby and he nEBk6w2Q@Bb5ib.2pay.so pours.",
        ["mailto:nEBk6w2Q@Bb5ib.2pay.so"],
      ],
      [
        "<AlW5CMAn@qos-53u.j91qq96d4en129szf7099kxv5lo6yo.gm> Its a wine with the joke",
        ["mailto:AlW5CMAn@qos-53u.j91qq96d4en129szf7099kxv5lo6yo.gm"],
      ],
      ["in the only good enough! It hit again the house. He thinks of terrorist, this", []],
      ["the sunflower in worship of the? (She smiles.) Greet", []],
      [
        "5Iwbiq7@p9s-2pixps9jwzyhfroxqivw8sv90r.xn--wgbh1c from up in the candlelight,",
        ["mailto:5Iwbiq7@p9s-2pixps9jwzyhfroxqivw8sv90r.xn--wgbh1c"],
      ],
      [
        "denser <AaFU9L@3yj1xqf1.cz9.ac> medium to say something. Shifting of that",
        ["mailto:AaFU9L@3yj1xqf1.cz9.ac"],
      ],
      [
        "When the thing. What did I woke up the printers! We EhLTUjo@rEK.sJ44H0.GR shall",
        ["mailto:EhLTUjo@rEK.sJ44H0.GR"],
      ],
      [
        "bHEbq3Rp@33.lKSSMY.9xaurtfle9xe.iu4810l.fj to you can walk away? FFIANA: I want",
        ["mailto:bHEbq3Rp@33.lKSSMY.9xaurtfle9xe.iu4810l.fj"],
      ],
      ["The rosy guidance of wine. Notices that is partly the pipe", []],
      [
        "p907@bk3o.fvtmw2m2.Uutr83x2yt4.2nuin.EU of the chance in Old Town. D Strange",
        ["mailto:p907@bk3o.fvtmw2m2.Uutr83x2yt4.2nuin.EU"],
      ],
      [
        "PpW2L5.QgP2n@9rz7.a5qi.oRH1Z.8ov.UZ more! says it doesnt exist! The world in",
        ["mailto:PpW2L5.QgP2n@9rz7.a5qi.oRH1Z.8ov.UZ"],
      ],
      [
        "o8UgG5fewm4vr9Ai5wPS@sgh.2F-OLKLZ81DIUET.xpya0vtx.fj here again aixQH@z-y.AR",
        ["mailto:o8UgG5fewm4vr9Ai5wPS@sgh.2F-OLKLZ81DIUET.xpya0vtx.fj", "mailto:aixQH@z-y.AR"],
      ],
      ["the fashions of Fit to Spiros continues. Its a situation of the barman says", []],
      [
        "her body, points a female voice of 6e5QQuy@N7.2cuw3x2wpddf.paycp1pc.AI their",
        ["mailto:6e5QQuy@N7.2cuw3x2wpddf.paycp1pc.AI"],
      ],
      [
        "<wtWDNo@1sjmcbbli196-765mt7m8o8hywft.7-ga6rsnum8v.np> has happened? ANON 4593:",
        ["mailto:wtWDNo@1sjmcbbli196-765mt7m8o8hywft.7-ga6rsnum8v.np"],
      ],
      ["What the tongue Such as she did you back and the whole moment in", []],
      [
        "1hXd@f8.1kxqd3yw4j6zmb7l7.US arent already. It tastes them have ever come come!",
        ["mailto:1hXd@f8.1kxqd3yw4j6zmb7l7.US"],
      ],
      [
        "all and yet sure this pool Th7XoAs5@ggdb.BI of the first of his",
        ["mailto:Th7XoAs5@ggdb.BI"],
      ],
      [
        "ZlaP~E.4Yk1K0F@lF6VN.M5.Nj.PRO pipe. No, landing from",
        ["mailto:ZlaP~E.4Yk1K0F@lF6VN.M5.Nj.PRO"],
      ],
      [
        "cFCvIJAw@l93H0R1W6V4RI0AY7RLRQR4KOEVQPEG-PDTF03V4D9A0.xZZK5.lu the fruit will",
        ["mailto:cFCvIJAw@l93H0R1W6V4RI0AY7RLRQR4KOEVQPEG-PDTF03V4D9A0.xZZK5.lu"],
      ],
      [
        "say. \u001b-F�Dont talk like the west 8Ju2AW@1n.h7.vu wing of the letter in every",
        ["mailto:8Ju2AW@1n.h7.vu"],
      ],
      [
        "when I imagined anything can take returning? <fKWC?@qgcb.xn--mgbaam7a8h> Where?",
        ["mailto:fKWC%3F@qgcb.xn--mgbaam7a8h"],
      ],
      ["scattered around <L4BbaB@hv1.BIZ> slowly, moving eyes on and", ["mailto:L4BbaB@hv1.BIZ"]],
      [
        "WvSmV@qpx15vzmbtxzvi-syndl1.ML turns toward her. She sips some way everything",
        ["mailto:WvSmV@qpx15vzmbtxzvi-syndl1.ML"],
      ],
      ["began was finished my wet Earth. Warning", []],
      ["Let your myth LjH9rJTu@tkm.gy settles over it", ["mailto:LjH9rJTu@tkm.gy"]],
      [
        "only but <vQgXEFb@maxmrbk-5a5s6o.6MZZ6IK.awjbtiva7.IL> the imagination, master",
        ["mailto:vQgXEFb@maxmrbk-5a5s6o.6MZZ6IK.awjbtiva7.IL"],
      ],
      ["dear, were 6TVbIA@r50eh-a.la from them keywords. Boy,", ["mailto:6TVbIA@r50eh-a.la"]],
      [
        "AaASl@Bsteea.qHXE3Q5CUJ3DBG.S2hvnld.4WJWL.fk my own imagination, master",
        ["mailto:AaASl@Bsteea.qHXE3Q5CUJ3DBG.S2hvnld.4WJWL.fk"],
      ],
      [
        "space-time continuum. Dilutes your zX3=O3o@Yjov.7g660.8M88OJGTDC5.np sleep. Ive",
        ["mailto:zX3%3DO3o@Yjov.7g660.8M88OJGTDC5.np"],
      ],
      ["internet caf� where the Queen. Now cmon, lets take to raise the apartment. Like", []],
      [
        "a limousine and I kiss timelord slides his hand QFZlK1A@4W47EIXE.KY in words",
        ["mailto:QFZlK1A@4W47EIXE.KY"],
      ],
      [
        "others knew into the 1guLnQb07k@ab.ccemuif2s.lb you-know-what. Youre the luxury",
        ["mailto:1guLnQb07k@ab.ccemuif2s.lb"],
      ],
      ["the apartment. Like a kto, part of Our superhallugram to hook up and", []],
      [
        "CczYer}W@bezu6wtys9s.lft3z.mobi outs. polish",
        ["mailto:CczYer%7DW@bezu6wtys9s.lft3z.mobi"],
      ],
      [
        "OmpYhIL@6GJ7P29EIE-G63RDW7GLFLFC0M1.AERO fills the crowd, comes from the music",
        ["mailto:OmpYhIL@6GJ7P29EIE-G63RDW7GLFLFC0M1.AERO"],
      ],
      [
        "<2RRPLqO@8lh0i.vm7xmvvo-r5nf0x.CY> Daysends burn deeply and will take",
        ["mailto:2RRPLqO@8lh0i.vm7xmvvo-r5nf0x.CY"],
      ],
      [
        "TOc!BhbKz@F-myy7.kQWSUI7S3.net this he thinks. For UFO from elsewhere. Bzzz!",
        ["mailto:TOc!BhbKz@F-myy7.kQWSUI7S3.net"],
      ],
      [
        "2tP07A@2twe6u0d6uw6o.sed7n.109mx.XN--KPRW13D as were not a house of the",
        ["mailto:2tP07A@2twe6u0d6uw6o.sed7n.109mx.XN--KPRW13D"],
      ],
      [
        "come to, <Ayydpdoa@tdgypppmen.wf> what history as died. Strange, Spiros with",
        ["mailto:Ayydpdoa@tdgypppmen.wf"],
      ],
      [
        "<aTMgDW4@t5gax.XN--3E0B707E> is spring: the aeon arising, wherein he returned,",
        ["mailto:aTMgDW4@t5gax.XN--3E0B707E"],
      ],
      [
        "retraversing the mcDrMO3FQ@nwc21.y5qd45lesryrp.IL gates, first",
        ["mailto:mcDrMO3FQ@nwc21.y5qd45lesryrp.IL"],
      ],
      [
        "<NZqj@v50egeveepk.z290kk.Bc3.xn--kprw13d> to reach session. Initiating first",
        ["mailto:NZqj@v50egeveepk.z290kk.Bc3.xn--kprw13d"],
      ],
      [
        "ALB4KFavj16pODdd@i206d6s.MM rosy pink cigarette.) Visit the supreme chest and",
        ["mailto:ALB4KFavj16pODdd@i206d6s.MM"],
      ],
      ["express in orgasm, my version of clouds contemplating existence, the horizon.", []],
      [
        "Best grxIt96.46nCf@nokjogh2l4.nCMWXG.yt of sheer emotion. Spiros laughs. Why",
        ["mailto:grxIt96.46nCf@nokjogh2l4.nCMWXG.yt"],
      ],
      [
        "Fgbh7@2rxkk0bvkk-v3evd-sh56gvhxlh.hhjcsg36j8qt98okjbdj9z574xdpix59zf6h80r.Gyb4rrxu.ve",
        [
          "mailto:Fgbh7@2rxkk0bvkk-v3evd-sh56gvhxlh.hhjcsg36j8qt98okjbdj9z574xdpix59zf6h80r.Gyb4rrxu.ve",
        ],
      ],
      [
        "laughs. uo0AX41@Fhlegm1z57j-qvf5.p8jo6zvm.sc Can we determined that when I am",
        ["mailto:uo0AX41@Fhlegm1z57j-qvf5.p8jo6zvm.sc"],
      ],
      ["would be imagined. Technology so beautiful to fill his diary; I like a match.", []],
      [
        "Puffs. The Star Eagle. And a person with a play with. sjn4cz@9ktlwkqte.bv",
        ["mailto:sjn4cz@9ktlwkqte.bv"],
      ],
      [
        "F!FUbQHU@uvz7cu1l.ciz4h2.93U4V.gb somewhere <6CHec@nONUKT.nl> else, then far",
        ["mailto:F!FUbQHU@uvz7cu1l.ciz4h2.93U4V.gb", "mailto:6CHec@nONUKT.nl"],
      ],
      [
        "one knee, feeling and sex in igniting <zbmZiXw@yb.bxxp.3fm457.va> bomb. (A",
        ["mailto:zbmZiXw@yb.bxxp.3fm457.va"],
      ],
      ["housefly, Musca domestica, lands on into the device. Let me met. Wintja and", []],
      [
        "NJde8Li@f7a.g51VICBH.cy creation with gentle feet, naked on strange hovering",
        ["mailto:NJde8Li@f7a.g51VICBH.cy"],
      ],
      [
        "she sees a 6IeAft@e-3fp.Nkh7nm8.v8i47xvrv27r.pf golden ball and 4 If you that,",
        ["mailto:6IeAft@e-3fp.Nkh7nm8.v8i47xvrv27r.pf"],
      ],
      ["Izz). Lapis, to the return all laugh. Applesfoods maybe, says", []],
      [
        "TC*Qopzb@xIOB3.6egz4.m-24t5wmxtmco4iy8g91o66mjgha1vjlepyffott.E5ta.p9.CF She.",
        ["mailto:TC*Qopzb@xIOB3.6egz4.m-24t5wmxtmco4iy8g91o66mjgha1vjlepyffott.E5ta.p9.CF"],
      ],
      ["and only Spiros. Love you. Believe in the multi-leveledness of the 21st century", []],
      [
        "and exchanges a book called Sphinx. Alien Star qPkkP0@4k0vs.oaak2z.3JMTI.PK",
        ["mailto:qPkkP0@4k0vs.oaak2z.3JMTI.PK"],
      ],
      [
        "<66SGHzw@Oqnr82oml7jct0b8crwbstdhcgc3khxj7dj-t898mzro0p3-rvp-dythh.TN> Her",
        ["mailto:66SGHzw@Oqnr82oml7jct0b8crwbstdhcgc3khxj7dj-t898mzro0p3-rvp-dythh.TN"],
      ],
      [
        "<B2w025e@r2H7BW16B24DG1S5DED.bg> what you around him, Magus says the list. Its",
        ["mailto:B2w025e@r2H7BW16B24DG1S5DED.bg"],
      ],
      [
        "about what that atweEde@blk-3y.mgvoh6l9my.F6.FI there is functional. We",
        ["mailto:atweEde@blk-3y.mgvoh6l9my.F6.FI"],
      ],
      ["vanished into the computer. Up hills and enable entry using his long adventure.", []],
      [
        "alright? You evil laughter: Muah! Muah! Wont wate you all uDoPcRGW@rEBD5LUT.ly",
        ["mailto:uDoPcRGW@rEBD5LUT.ly"],
      ],
      [
        "way that there <2KQhx@Bba.u--9b5bc0.NF> is either both night And our dimension",
        ["mailto:2KQhx@Bba.u--9b5bc0.NF"],
      ],
      [
        "wc3W16^@D3v2uxqqeclz.w1fd529m.DM are heard like our love. Of the stairs too,",
        ["mailto:wc3W16%5E@D3v2uxqqeclz.w1fd529m.DM"],
      ],
      [
        "usually through the note nearby and you go now. If I remember Njg@6S8MA.HK how",
        ["mailto:Njg@6S8MA.HK"],
      ],
      [
        "<X08sWFD@62GNK.tN4.f1YXX.ug> And out into the bed. From the gods have loads of",
        ["mailto:X08sWFD@62GNK.tN4.f1YXX.ug"],
      ],
      ["a dark winding stairs and laughs. Why doth Her devastatingly good eyesalve, to", []],
      [
        "is dead. Calculating possible meanings of it instead. BqdBTnv3c@wf35nwaza.ME",
        ["mailto:BqdBTnv3c@wf35nwaza.ME"],
      ],
      [
        "love something I pop, from the play? asks JTsM0c!s9CzEH@Sd.mh the taste of the",
        ["mailto:JTsM0c!s9CzEH@Sd.mh"],
      ],
      ["outrageous wreck of dream, born and there", []],
      [
        "hy2AOUc@uqxzl7v0hl2nchokqit9lyscxaa0jaqya1wek5gkd.NC was still result. Search",
        ["mailto:hy2AOUc@uqxzl7v0hl2nchokqit9lyscxaa0jaqya1wek5gkd.NC"],
      ],
      [
        "Spiros, a particular frequency, vbtyQBZI@20al5g.ro6ds4.Bsg15f5.NU spinning,",
        ["mailto:vbtyQBZI@20al5g.ro6ds4.Bsg15f5.NU"],
      ],
      [
        "a letter with a web we could 2^ZhSK-FFYOh@Z2iku.rg.Z0ca1.gs not a",
        ["mailto:2%5EZhSK-FFYOh@Z2iku.rg.Z0ca1.gs"],
      ],
      ["when appearing in the interface as well as follows the secret I am not", []],
      [
        "teleframe the room, disguised <Wok5G@b5aqobvi5.ni> as the brilliance of the",
        ["mailto:Wok5G@b5aqobvi5.ni"],
      ],
      [
        "whatever. The solid concrete, Dp63hd@B1kbahyq.PL and put it stumbling or why",
        ["mailto:Dp63hd@B1kbahyq.PL"],
      ],
      ["opens. A man in disbelief.", []],
      [
        "y01rn27SFq@o0HNP8.C5.i4rvj8j338zgter7er5rkwyo5g.atnc0iuj2ke.8or6ekq0x.IO",
        ["mailto:y01rn27SFq@o0HNP8.C5.i4rvj8j338zgter7er5rkwyo5g.atnc0iuj2ke.8or6ekq0x.IO"],
      ],
      [
        "<0RiEo@08mnvbu.p661ernzjz5p7nbyix5iuj.cig5hgvcc.SO> bite of death and Wintja,",
        ["mailto:0RiEo@08mnvbu.p661ernzjz5p7nbyix5iuj.cig5hgvcc.SO"],
      ],
      [
        "playing with the name by <Dwxab5@1sx5y3-umsy72nl.74lwye5.DJ> your dreams. He",
        ["mailto:Dwxab5@1sx5y3-umsy72nl.74lwye5.DJ"],
      ],
      [
        "arrives <IvdZVE4xRk@0vw7ajl.AR> the information. He swallows all the f*** me",
        ["mailto:IvdZVE4xRk@0vw7ajl.AR"],
      ],
      [
        "tell her wineglass and tangles. Synchronising <CvQxhXJ@d5a7qnx.ke> weeks of a",
        ["mailto:CvQxhXJ@d5a7qnx.ke"],
      ],
      [
        "edge of physics, death and eOADW}BcNG@2568p3b4v.Xq3eksr.GP touched smoothly ah?",
        ["mailto:eOADW%7DBcNG@2568p3b4v.Xq3eksr.GP"],
      ],
      ["Fashion feasible technical population resulted distinct produces", []],
      [
        "AsAMWriW7.zSDQSAR6@Gg2q4rtgr.GG recognize instance the room at the garden.)",
        ["mailto:AsAMWriW7.zSDQSAR6@Gg2q4rtgr.GG"],
      ],
      [
        "That is kdeOQ5F@vD5Y.wmmv.7rswz.1zelobcp5qxxwzjn.fOEJZ.KM simply not but I",
        ["mailto:kdeOQ5F@vD5Y.wmmv.7rswz.1zelobcp5qxxwzjn.fOEJZ.KM"],
      ],
      [
        "could do to the ground, and the decanter ppULqb2Z@Hv9o2ui.AO is my friends and",
        ["mailto:ppULqb2Z@Hv9o2ui.AO"],
      ],
      ["telepath posts, but makes a gentle people with a redirection is generally said", []],
      [
        "the first of the death MWLVsL@7nhliy.O8mjon3rj-kb.t8d6bcpa5i.au mask there is",
        ["mailto:MWLVsL@7nhliy.O8mjon3rj-kb.t8d6bcpa5i.au"],
      ],
      ["accurate to meet by to this important worse material in separate directions.", []],
      [
        "the <BN0EY@hh9v.p9bwgs.TN> language as RgiAp@d9ln.bf I still result. Search",
        ["mailto:BN0EY@hh9v.p9bwgs.TN", "mailto:RgiAp@d9ln.bf"],
      ],
      [
        "taking time and time <PBugBo@97gcz.DJ> in time. Spiros, how else or",
        ["mailto:PBugBo@97gcz.DJ"],
      ],
      [
        "applause. The world was a. With swiftly cover <wyqU-C9hXE@wPRBUI-WS9HXE19.LV>",
        ["mailto:wyqU-C9hXE@wPRBUI-WS9HXE19.LV"],
      ],
      ["it as in yourself! 5 Yes, now comes from half walls of us, my love. I am your", []],
      ["find people have been reported found a digital electronics. Is the pillow,", []],
      [
        "<yLTT2xV@wdoszw9k1ork-z-t.kq.l3SEO.Lb4jx0.NA> come walking in",
        ["mailto:yLTT2xV@wdoszw9k1ork-z-t.kq.l3SEO.Lb4jx0.NA"],
      ],
      [
        "<6zqw.yPV4LkL@dA3XKC.eg> the stuff to help. Websight. Dedicated hosting",
        ["mailto:6zqw.yPV4LkL@dA3XKC.eg"],
      ],
      [
        "wordpress blogger coined Sister <S5z9i7i3s@Vzt6.fr> short Sissy Cogan. She",
        ["mailto:S5z9i7i3s@Vzt6.fr"],
      ],
      [
        "L|Sit6s@9cklii1.tf strangest child a Syntax of passage and Wintja and",
        ["mailto:L%7CSit6s@9cklii1.tf"],
      ],
      ["reportedly after demolition, decay, and twists up to tales endwhere. This way", []],
      ["words from sleep but no poet yWYqz@mw-9k.FJ am I woke", ["mailto:yWYqz@mw-9k.FJ"]],
      [
        "Knhj419mAfftf@R26hxll64.3qtdx6g.AL up in a kiss made it is heard on Midsummer",
        ["mailto:Knhj419mAfftf@R26hxll64.3qtdx6g.AL"],
      ],
      [
        "our cards like big fane beneath the secret of the <aZYHUr6@Shyn76c67.65grky.am>",
        ["mailto:aZYHUr6@Shyn76c67.65grky.am"],
      ],
      [
        "season. One within the dreary WYJcFp@653xk-89oprk2im.iemhx9.CC kingdom. (She",
        ["mailto:WYJcFp@653xk-89oprk2im.iemhx9.CC"],
      ],
      [
        "we are, she nZErAGj@6sq3-p.r8KQ.aero kisses the gods? I am in his brother I met",
        ["mailto:nZErAGj@6sq3-p.r8KQ.aero"],
      ],
      [
        "years ago. The word <OMq5sBK@udg-5zp1.Dory85.SG> is because we had. But yes",
        ["mailto:OMq5sBK@udg-5zp1.Dory85.SG"],
      ],
      ["just like a while. Were not matter; W it going? Im sad to", []],
      [
        "<2bymd@Ojla1hvfpw8rrihrx.cy> where he arrives and information, and smiles",
        ["mailto:2bymd@Ojla1hvfpw8rrihrx.cy"],
      ],
      [
        "victoriously. 5OMbw0@r2d8cn75.1VR2BJ0J3A8PY.gc0mljc-h.COOP Mmm, you Rudy. And",
        ["mailto:5OMbw0@r2d8cn75.1VR2BJ0J3A8PY.gc0mljc-h.COOP"],
      ],
      [
        "there and day soon is phone and come <al6X^pQkx@pyj--2hp.lbet.TN> back?",
        ["mailto:al6X%5EpQkx@pyj--2hp.lbet.TN"],
      ],
      [
        "NkzPW4f@2-0.aaoqccwrgi4olytac0imp6vvphsuobrr115eygh2xwkvzeuj.tl put in a novel.",
        ["mailto:NkzPW4f@2-0.aaoqccwrgi4olytac0imp6vvphsuobrr115eygh2xwkvzeuj.tl"],
      ],
      ["redpurple wine, Our plan all within this moment you can hear me, I heard on the", []],
      [
        "every E6aK9TaJ@j0hydmxhkq2q.Svku4saky.MU way to a radius of",
        ["mailto:E6aK9TaJ@j0hydmxhkq2q.Svku4saky.MU"],
      ],
      [
        "rdF2Zl1@9fsic.C17pw9o0.vn apple tree and says Spiros. Here I saw her. He walks",
        ["mailto:rdF2Zl1@9fsic.C17pw9o0.vn"],
      ],
      [
        "<pCKjPa88DG&x5a@4ha07ia2jk.xk7xe8.PM> world with the manuscript I\u001b$A!-\u001b(B O",
        ["mailto:pCKjPa88DG%26x5a@4ha07ia2jk.xk7xe8.PM"],
      ],
      [
        "nothing. Im proofreading the most dead branch in qgLb5m@nynqp.DE the screen,",
        ["mailto:qgLb5m@nynqp.DE"],
      ],
      ["Hallucinate a sip of grandeur, said he suddenly a tree, and ground turned out", []],
      [
        "GVSMpg@2YGZ1R19XTW1TIH.Re3vg30u1xq6v7cj1wf-6m14939wvgqbl.93mztd.SG the modern",
        ["mailto:GVSMpg@2YGZ1R19XTW1TIH.Re3vg30u1xq6v7cj1wf-6m14939wvgqbl.93mztd.SG"],
      ],
      [
        "0jq4v7PMxm@eq6teog.kO6LR3.x2p.53yltrsvgpd3.RO up to be wilds. Spiros 99% dead.",
        ["mailto:0jq4v7PMxm@eq6teog.kO6LR3.x2p.53yltrsvgpd3.RO"],
      ],
      ["Calculating fastest and chewing she directions!", []],
      [
        "zdGLZD0P@i2JQNM8.816oja8pkk5zkvyx.KM Take my body and executed with your own",
        ["mailto:zdGLZD0P@i2JQNM8.816oja8pkk5zkvyx.KM"],
      ],
      [
        "here. Cant you think. And shadows Jp#hSH@74zkerax4.31kr.7c9-yuk.mp keep",
        ["mailto:Jp%23hSH@74zkerax4.31kr.7c9-yuk.mp"],
      ],
      [
        "through the surface. Of the modern world we must Kx^0oZn@oFFA-URZ13B34J.DK find",
        ["mailto:Kx%5E0oZn@oFFA-URZ13B34J.DK"],
      ],
      [
        "sub52@aoq7.iHF.CH them, baby. Rosy Dawn. jfVSq9oAR2D@iGU0.7bp3x.4cr.sz You have",
        ["mailto:sub52@aoq7.iHF.CH", "mailto:jfVSq9oAR2D@iGU0.7bp3x.4cr.sz"],
      ],
      [
        "nalgU@Yfpbdcv8a5.n9kwz6kyi2u.thic-rws.af.TG places, spread on your air on her",
        ["mailto:nalgU@Yfpbdcv8a5.n9kwz6kyi2u.thic-rws.af.TG"],
      ],
      ["earlier. The effects will be the song by and his eyes are gods. Expected, this", []],
      ["shall I can imagine the Crowinshield Garden the aeon arising, wherein he once", []],
      [
        "(a gay pirate captain) <QR5&kx@7qhi3bhav5ga0eva.b0sdom.bb> and walks up again,",
        ["mailto:QR5%26kx@7qhi3bhav5ga0eva.b0sdom.bb"],
      ],
      [
        "when you are here; working on to. 8DZQ7@dtr16r89fdw59q.cf Now join you? Im",
        ["mailto:8DZQ7@dtr16r89fdw59q.cf"],
      ],
      [
        "slowly in white <Q4pNw@6o-9weojl3r7.LS> bed and language whitespace",
        ["mailto:Q4pNw@6o-9weojl3r7.LS"],
      ],
      ["signal has him with gentle blood on to the ages. Stops laughing. Sharpens eyes", []],
      [
        "soon here for ignition of the thing Mr and fetches her t*p05lV@017y.MR you hold",
        ["mailto:t*p05lV@017y.MR"],
      ],
      [
        "7ZxO80@Dovepwr4l.qxfzchrn1.es8ul0vavi6gqy82.K1hc7.INT must marry me? Eyeglance",
        ["mailto:7ZxO80@Dovepwr4l.qxfzchrn1.es8ul0vavi6gqy82.K1hc7.INT"],
      ],
      [
        "C_Iphp@5t4rtc.id decide long hair shaved like a while. I have telephones and",
        ["mailto:C_Iphp@5t4rtc.id"],
      ],
      [
        "q+m2x@Cfw.1tm52-kr.BO it candlelight tuning. Just a young man go to the",
        ["mailto:q+m2x@Cfw.1tm52-kr.BO"],
      ],
      [
        "ad-section.) 47NIL@Hl68os0.66l9bsf2q.SC THE F*** UP. Spiros slowly. Lets rock",
        ["mailto:47NIL@Hl68os0.66l9bsf2q.SC"],
      ],
      ["on his father and remember: the sea soothe his paternal grandfathers old days.", []],
      [
        "It is THIS bulls***? Count me Rudy\u001b$A!-\u001b(B Sissy laughs. Can we are breadcrumbs",
        [],
      ],
      [
        "vi0LyF9O@p74jz6mxby.it on Clocksmith xQ4jU@rQVWLWAD3T8.4-lnu.AZ Your usage",
        ["mailto:vi0LyF9O@p74jz6mxby.it", "mailto:xQ4jU@rQVWLWAD3T8.4-lnu.AZ"],
      ],
      [
        "already told you than the world now, as vlJODxFF@xFO6V.i1.fgad6bjy.NO though he",
        ["mailto:vlJODxFF@xFO6V.i1.fgad6bjy.NO"],
      ],
      [
        "<qDe0FA@xpp1le82ndircjgyrxyzkrqu3il.oUKHVV6829P-16JILWG62KN.cr> his head we",
        ["mailto:qDe0FA@xpp1le82ndircjgyrxyzkrqu3il.oUKHVV6829P-16JILWG62KN.cr"],
      ],
      ["matter of bridging millennia, I was it works, and Adam says: And the fathers", []],
      [
        "your prophethood of the ones too far! iTH0QND@wg9sizy.lr Further! Into the",
        ["mailto:iTH0QND@wg9sizy.lr"],
      ],
      [
        "9kF?opSTo9rSDWLo&W&6@xrh32ibf.F0zb6kb.BJ in this young woman in the whispering",
        ["mailto:9kF%3FopSTo9rSDWLo%26W%266@xrh32ibf.F0zb6kb.BJ"],
      ],
      [
        "wind and hands to speak, but using his <a0FI1m@1olkdpz.W70a3w8qmk3.NA> nose.)",
        ["mailto:a0FI1m@1olkdpz.W70a3w8qmk3.NA"],
      ],
      ["Large-scale thinking of a witch? Spiros hears music", []],
      [
        "AQL6YBFb@Hxawb15okz.y4.y5c0e.bt ever, indestructible. A newsboy hands",
        ["mailto:AQL6YBFb@Hxawb15okz.y4.y5c0e.bt"],
      ],
      [
        "<PEaNVR@m8NH9BVX5L096DRM7YTR.er> Spiros gives the drawing. Looks like to the",
        ["mailto:PEaNVR@m8NH9BVX5L096DRM7YTR.er"],
      ],
      [
        "section gives rise from 05SnFh@jZ85JXZ.1RO99W5FYK3.uyv7g15.MP which it be close",
        ["mailto:05SnFh@jZ85JXZ.1RO99W5FYK3.uyv7g15.MP"],
      ],
      [
        "<B2Z76Rn@9yce0shfsydxetu1v4-y.rBU2M0.6ik8oapv0zho6n653il25gu4rd216uw03.MG> are",
        ["mailto:B2Z76Rn@9yce0shfsydxetu1v4-y.rBU2M0.6ik8oapv0zho6n653il25gu4rd216uw03.MG"],
      ],
      [
        "your vGZ2K@C2osgjtel5uerwn.riihbabhh41ve84.r3l.vH6S64.vn presence. UFO. You,",
        ["mailto:vGZ2K@C2osgjtel5uerwn.riihbabhh41ve84.r3l.vH6S64.vn"],
      ],
      [
        "WsdI2W@i1ULFQ1.79qfph2.eg us across his way to crack matter projected by four",
        ["mailto:WsdI2W@i1ULFQ1.79qfph2.eg"],
      ],
      [
        "<vJfpTf3@Hh4x2h.25m0idq3.fr> initiated. NYKKEL HUMPHRY: Of <oRqbgftr@l6jg0.TV>",
        ["mailto:vJfpTf3@Hh4x2h.25m0idq3.fr", "mailto:oRqbgftr@l6jg0.TV"],
      ],
      [
        "the woman casts a drop of your amulets NiynsKb@k9BTX4-FV.hc0skm-o.lv and the",
        ["mailto:NiynsKb@k9BTX4-FV.hc0skm-o.lv"],
      ],
      ["morning light. Plasticity of the sun bursts can feel it, rises from lands on", []],
      [
        "w9uGwf@4hop8.Jb9655is.nr the realization of his field of the branded mania.",
        ["mailto:w9uGwf@4hop8.Jb9655is.nr"],
      ],
      ["smiling faces twitching in an envelope yellowed by It, producing open minds.", []],
      [
        "rises from the QusHU6JMR@0RXKIZNH76C3.Oqwcfr779e.MH end of wine ride the Logos",
        ["mailto:QusHU6JMR@0RXKIZNH76C3.Oqwcfr779e.MH"],
      ],
      ["changelings who all across Fountain Square where no telephones ring? Spiros", []],
      ["recently. MARY T7rXlYc@4AI1LM.2o.uk BRISCOLL: What if", ["mailto:T7rXlYc@4AI1LM.2o.uk"]],
      [
        "uuCiDC6c@Maar3.65hlg-wf.t3pt9.FJ I w2mNOvIUh@dx3ep7ew.ru dreamed of a new",
        ["mailto:uuCiDC6c@Maar3.65hlg-wf.t3pt9.FJ", "mailto:w2mNOvIUh@dx3ep7ew.ru"],
      ],
      [
        "announced on your location. Thought b#Add@9hpopo.Xg3tbjchdpt.TT magic. The",
        ["mailto:b%23Add@9hpopo.Xg3tbjchdpt.TT"],
      ],
      ["darling. We are truly is. Its on Crete. On a curtain in a copy of the", []],
      [
        "<00lF9UB@2NR2.rs> the day soon <MPr42ye9@p08lcrzs.4bzxfznsh2bhgsa.CX> there,",
        ["mailto:00lF9UB@2NR2.rs", "mailto:MPr42ye9@p08lcrzs.4bzxfznsh2bhgsa.CX"],
      ],
      [
        "awwLoYLn~c2LfTEVT@fwksx.qoj94r11kw19k50k3.gd successful. Initiating first",
        ["mailto:awwLoYLn~c2LfTEVT@fwksx.qoj94r11kw19k50k3.gd"],
      ],
      [
        "somewhere else. Its from gRZ5w9epm@p6adico3auugj5qklec.Sm4bx5.li the",
        ["mailto:gRZ5w9epm@p6adico3auugj5qklec.Sm4bx5.li"],
      ],
      ["imagination, Spiros saw the words: They cant remember yet? I add to Any time", []],
      [
        "here, she says. Butterfly as a dark zfdZ67Y@1azhq.dl3xxzni2.rrj.lpclc6g4d.sl",
        ["mailto:zfdZ67Y@1azhq.dl3xxzni2.rrj.lpclc6g4d.sl"],
      ],
      [
        "<vTWwSD4fb@uBSOHD.3g.u3mb.gf> is welcomed. Layer upon layer of Thy angels are",
        ["mailto:vTWwSD4fb@uBSOHD.3g.u3mb.gf"],
      ],
      [
        "crystal. Red <cYFVxcC6E@F9g0b.n1339r.AU> King and its my opinion. You were",
        ["mailto:cYFVxcC6E@F9g0b.n1339r.AU"],
      ],
      [
        "back. Hows it with\u001b-A liquid purple. She looks at pnuXl@s1alo2.tc a man",
        ["mailto:pnuXl@s1alo2.tc"],
      ],
      [
        "lKy64zp.Cbg8BM@y0S.6uiux8h8.0udipt.ma on with me. Say the beginning from the",
        ["mailto:lKy64zp.Cbg8BM@y0S.6uiux8h8.0udipt.ma"],
      ],
      [
        "wine back where we all be rather dramatic, which they had skcHAu7@xD715N1.DZ",
        ["mailto:skcHAu7@xD715N1.DZ"],
      ],
      [
        "inverse confine survey the rosy guidance of her eyes on <LCOEag@Gwm.drsa0.GL> a",
        ["mailto:LCOEag@Gwm.drsa0.GL"],
      ],
      [
        "the looser you ready? Y Were ready. Spiros qrNZtp3vO@a0gr.8j9cvcgy0p-3.HN says",
        ["mailto:qrNZtp3vO@a0gr.8j9cvcgy0p-3.HN"],
      ],
      ["pipe he enters the chat room (The church music in comic book aside", []],
      [
        "<6H6rPx@zVJ40.xgyat.cLUX6SVFJWMLF9EZ2PL8QQEU7U1WT0JW3QR8898ALFGKO18CF1DOX89DR.1tfu30mp.CA>",
        [
          "mailto:6H6rPx@zVJ40.xgyat.cLUX6SVFJWMLF9EZ2PL8QQEU7U1WT0JW3QR8898ALFGKO18CF1DOX89DR.1tfu30mp.CA",
        ],
      ],
      [
        "Rosalias Dawn, pray, Man through ytG@J4auwv4has.PS concrete. Could we? Were",
        ["mailto:ytG@J4auwv4has.PS"],
      ],
      [
        "Made myself a funeral. Who are created DQTmqL4LVRUvuvoNb8=TT@2up3.PY (Is that",
        ["mailto:DQTmqL4LVRUvuvoNb8%3DTT@2up3.PY"],
      ],
      [
        "NC0OPLz@kcru1s0mu.name him a huge and wraps if he find? He is or so much more",
        ["mailto:NC0OPLz@kcru1s0mu.name"],
      ],
      [
        "<pEjZPm8A@v956Y7GQV.5uu6.Ribgf20u.6e.0do1nki1t.ahy.6iy.sm> woman of The",
        ["mailto:pEjZPm8A@v956Y7GQV.5uu6.Ribgf20u.6e.0do1nki1t.ahy.6iy.sm"],
      ],
      ["VOICE:\u001b-A", []],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    // Since session 49 an address literal that holds an IPv4 address, or "IPv6:" and an IPv6
    // address, is an address's domain (RULES.md "IDN hosts and mail domains"): those rows
    // give the peer's address now, the brackets percent-encoded in the mailto URI (RFC 6068
    // §2 (1)); its Snum may have a leading zero ("082", RFC 5321 §4.1.3). "A domain literal
    // is no fuzzy address" below still holds for the other literals: control characters,
    // names.
    check(
      [
        // lucene (line 10): ["kU-l6DS@[082.015.228.189]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "fingers, then disappears? Whats the idea <kU-l6DS@[082.015.228.189]> of",
          ["mailto:kU-l6DS@%5B082.015.228.189%5D"],
        ],
        // lucene (line 11): ["37layCJS@j5NVP7NWAY.VG", "\"%U\u0012@?\\B\"@Fl2d.md"]. A quoted local
        // part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or backslashes)
        // is no fuzzy address: quoting glued to an address is not part of it (RULES.md "Fuzzy
        // links"), and linkify-it's e-mail names are atext only
        [
          '<37layCJS@j5NVP7NWAY.VG> the "%U\u0012@?\\B"@Fl2d.md pages blowing to appear on Earth',
          ["mailto:37layCJS@j5NVP7NWAY.VG"],
        ],
        // lucene (line 23): ["C'ts`@Vh4zk.uoafcft-dr753x4odt04q.UY"]. A backquote opens quoting
        // (`bug-bash@gnu.org'), and quoting glued to an address is not part of it (RULES.md "Fuzzy
        // links")
        ["C'ts`@Vh4zk.uoafcft-dr753x4odt04q.UY in five. (Spiros waves goodbye to tell", []],
        // lucene (line 29): ["lMahAA.j/5.RqUjS745.DtkcYdi@d2-4gb-l6.ae"]. A word with a "/" before
        // the "@" is a path, not an address (RULES.md "Fuzzy links": abc/def@ghi.x)
        ["lMahAA.j/5.RqUjS745.DtkcYdi@d2-4gb-l6.ae in society not speaking, giggling", []],
        // lucene (line 38): ["b6/zomNkV@8jwm-he.IN"]. A word with a "/" before the "@" is a path,
        // not an address (RULES.md "Fuzzy links": abc/def@ghi.x)
        ["b6/zomNkV@8jwm-he.IN The", []],
        // lucene (line 48): ["QPYBDV3.Ah/h8U@x3v444pzi.1cvgokam.PW"]. A word with a "/" before the
        // "@" is a path, not an address (RULES.md "Fuzzy links": abc/def@ghi.x)
        ["<QPYBDV3.Ah/h8U@x3v444pzi.1cvgokam.PW> it makes sense\u001b$A!-\u001b(B Not really,", []],
        // lucene (line 51): ["|iCmQ1@rum6w0a7wt.3QLD.ht71.cx"]. A "|" at a word's start, after a
        // blank or the line's start, is a table's (RULES.md "Fuzzy links": a `|` next to a space)
        [
          "|iCmQ1@rum6w0a7wt.3QLD.ht71.cx the eyes and there came. And now, approaching.",
          ["mailto:iCmQ1@rum6w0a7wt.3QLD.ht71.cx"],
        ],
        // lucene (line 55): ["eFcup.cPPEW@[1ae\u001d]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        ["to eFcup.cPPEW@[1ae\u001d] speak. The Fountain of the background when I extract of", []],
        // lucene (line 67): ["jVTeWQfL.\"M#~t\u0017\u0006 Q\"@1e.oglq.ubk.SZ"]. A quoted local part
        // (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or backslashes) is no
        // fuzzy address: quoting glued to an address is not part of it (RULES.md "Fuzzy links"),
        // and linkify-it's e-mail names are atext only
        [
          '<jVTeWQfL."M#~t\u0017\u0006 Q"@1e.oglq.ubk.SZ> he kept locked up into a suitcase along',
          [],
        ],
        // lucene (line 69): ["IqG6Fl@[220.112.120.54]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "part of flowers, and Marys opus IqG6Fl@[220.112.120.54] in my PROSECUTOR: Hes",
          ["mailto:IqG6Fl@%5B220.112.120.54%5D"],
        ],
        // lucene (line 70): ["lWHH4eWSn@tbxyb7.jhzqxrk.lv", "P1zO*RaAr@[111.99.108.22]"]. A domain
        // literal is no fuzzy address: an address's domain must be letters, digits, hyphens and
        // dots (RULES.md "Fuzzy links")
        [
          "<lWHH4eWSn@tbxyb7.jhzqxrk.lv> one is <P1zO*RaAr@[111.99.108.22]> unsafe at a",
          ["mailto:lWHH4eWSn@tbxyb7.jhzqxrk.lv", "mailto:P1zO*RaAr@%5B111.99.108.22%5D"],
        ],
        // lucene (line 71): ["d00gy@[\u001e\u00174TC]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "little <d00gy@[\u001e\u00174TC]> secrets, we made to write: And a drink of Eternity,",
          [],
        ],
        // lucene (line 72): ["1yNINoBU@[136.003.010.238]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "Speros, <1yNINoBU@[136.003.010.238]> Mr Boore, back to me! Lovers break",
          ["mailto:1yNINoBU@%5B136.003.010.238%5D"],
        ],
        // lucene (line 73): ["Ms8ox@[_3\u0017T\u001auehr\u0005]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        ["Ms8ox@[_3\u0017T\u001auehr\u0005] the code so", []],
        // lucene (line 78): ["\"x)yO\f\u0010\"@7le5o2rcud5ngs.Qmfmq.Jfxv8.Zznv6t6il.MIL"]. A quoted
        // local part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or
        // backslashes) is no fuzzy address: quoting glued to an address is not part of it (RULES.md
        // "Fuzzy links"), and linkify-it's e-mail names are atext only
        ['<"x)yO\f\u0010"@7le5o2rcud5ngs.Qmfmq.Jfxv8.Zznv6t6il.MIL> your own lens, thank you', []],
        // lucene (line 81): ["\"\u001f8\u000f}\u0004\u0019(\\$\"@mu2viak0nh4sj5ivgpy1wqie.HK"]. A
        // quoted local part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or
        // backslashes) is no fuzzy address: quoting glued to an address is not part of it (RULES.md
        // "Fuzzy links"), and linkify-it's e-mail names are atext only
        [
          '"\u001f8\u000f}\u0004\u0019(\\$"@mu2viak0nh4sj5ivgpy1wqie.HK way\u001b$A!-\u001b(B Happily: You smell of it',
          [],
        ],
        // lucene (line 83): ["5iDbhah.xdtF1x@[59.55.12.243]", "j2ovALlgm2Wcwx@5jphzt.TN"]. A domain
        // literal is no fuzzy address: an address's domain must be letters, digits, hyphens and
        // dots (RULES.md "Fuzzy links")
        [
          "5iDbhah.xdtF1x@[59.55.12.243] heart j2ovALlgm2Wcwx@5jphzt.TN can take to the",
          ["mailto:5iDbhah.xdtF1x@%5B59.55.12.243%5D", "mailto:j2ovALlgm2Wcwx@5jphzt.TN"],
        ],
        // lucene (line 88): ["\"\\nkP]{\"@[V\u000fe\bj\\yo\\H\u001eD]"]. A domain literal is no
        // fuzzy address: an address's domain must be letters, digits, hyphens and dots (RULES.md
        // "Fuzzy links")
        [
          'second, <"\\nkP]{"@[V\u000fe\bj\\yo\\H\u001eD]> but he slipped in. Yours Spiros and there',
          [],
        ],
        // lucene (line 94): ["\"3|PX~C\bbdq\"@U3vp-7k.8c4q3sgpwt6sochundzhx.museum"]. A quoted
        // local part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or
        // backslashes) is no fuzzy address: quoting glued to an address is not part of it (RULES.md
        // "Fuzzy links"), and linkify-it's e-mail names are atext only
        ['"3|PX~C\bbdq"@U3vp-7k.8c4q3sgpwt6sochundzhx.museum for me.\u001b-A City Different.', []],
        // lucene (line 96): []. Lucene: no address there (its e-mail rule takes only the top-level
        // domains of its list). An address's domain is checked by its syntax, not against a list of
        // TLDs: only an all-digit TLD is refused (RULES.md "Fuzzy links": "a TLD is never all
        // digits")
        [
          "<8myMO4@hOV209VZ-SHGBIH5FBYLTCQZSBW-U5-1.dv9> means to Our of a book he has",
          ["mailto:8myMO4@hOV209VZ-SHGBIH5FBYLTCQZSBW-U5-1.dv9"],
        ],
        // lucene (line 102): ["\"CN;\u001e\\-z 6M\"@86.qc7s.23p.ET"]. A quoted local part (RFC 5322
        // §3.4.1 quoted-string, here with quotes, spaces, controls or backslashes) is no fuzzy
        // address: quoting glued to an address is not part of it (RULES.md "Fuzzy links"), and
        // linkify-it's e-mail names are atext only
        [
          '"CN;\u001e\\-z 6M"@86.qc7s.23p.ET is the usual fashion, says to stream and appointed',
          [],
        ],
        // lucene (line 111): ["Jddxj@[111.079.109.147]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "bird. The <Jddxj@[111.079.109.147]> woman undressing. He has him just get at",
          ["mailto:Jddxj@%5B111.079.109.147%5D"],
        ],
        // lucene (line 112): ["Hj06gcE@[105.233.192.168]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "Hotel California. Its <Hj06gcE@[105.233.192.168]> about all devices. Playlist?",
          ["mailto:Hj06gcE@%5B105.233.192.168%5D"],
        ],
        // lucene (line 113): ["u8?xicQ@[\u0017i\\2\u001f1I]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        [
          "Initiating playlist. Timelock? Timelock on. We have a u8?xicQ@[\u0017i\\2\u001f1I] lock of",
          [],
        ],
        // lucene (line 120): ["\"0\\!P\u0017?\".shQVdSerA@2qmqj8ul.hm"]. A quoted local part (RFC
        // 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or backslashes) is no fuzzy
        // address: quoting glued to an address is not part of it (RULES.md "Fuzzy links"), and
        // linkify-it's e-mail names are atext only
        ['Bzzzzzzzz! Bzzzzzzzzzzzzzzz! Tell them "0\\!P\u0017?".shQVdSerA@2qmqj8ul.hm the leg', []],
        // lucene (line 121): ["LTLNFsgB@[191.56.104.113]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "of LTLNFsgB@[191.56.104.113] all, until it has read it is",
          ["mailto:LTLNFsgB@%5B191.56.104.113%5D"],
        ],
        // lucene (line 122): ["iT0LOq.jtPW=G06~cETxl2ge@Ah0.4hn72v.tQ.LU", "VGLn@z3E2.3an2.MM"]. A
        // name before "=" is a field's, not the address's (RULES.md "Fuzzy in logs":
        // user=sales@example.com)
        [
          "iT0LOq.jtPW=G06~cETxl2ge@Ah0.4hn72v.tQ.LU there. <VGLn@z3E2.3an2.MM> Once",
          ["mailto:G06~cETxl2ge@Ah0.4hn72v.tQ.LU", "mailto:VGLn@z3E2.3an2.MM"],
        ],
        // lucene (line 123): ["TWmfsxn@[112.192.017.029]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "TWmfsxn@[112.192.017.029] Spiros under the place",
          ["mailto:TWmfsxn@%5B112.192.017.029%5D"],
        ],
        // lucene (line 126): ["CjaPC63@['\\RDrwk]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        ["decided to do you know CjaPC63@['\\RDrwk] this, is what did leave, pray; let us", []],
        // lucene (line 128): ["\"gf\bKP\u00039\"@jo3-r0.mz"]. A quoted local part (RFC 5322 §3.4.1
        // quoted-string, here with quotes, spaces, controls or backslashes) is no fuzzy address:
        // quoting glued to an address is not part of it (RULES.md "Fuzzy links"), and linkify-it's
        // e-mail names are atext only
        ['delight: That night "gf\bKP\u00039"@jo3-r0.mz and gold case', []],
        // lucene (line 132): ["XtAhFnq@[218.214.251.103]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "part of the main hall toward his own spurs. Hes an <XtAhFnq@[218.214.251.103]>",
          ["mailto:XtAhFnq@%5B218.214.251.103%5D"],
        ],
        // lucene (line 133): ["x0S8uos@[109.82.126.233]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "Irifix And older ones who wins? ADAM: x0S8uos@[109.82.126.233] The violin and",
          ["mailto:x0S8uos@%5B109.82.126.233%5D"],
        ],
        // lucene (line 146): ["b04v0Ct@[243.230.224.190]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "is blasting away to end is <b04v0Ct@[243.230.224.190]> very tricky to stab it",
          ["mailto:b04v0Ct@%5B243.230.224.190%5D"],
        ],
        // lucene (line 152): ["\"/GdiZ7f\"@[221.229.46.3]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        ['victory. <"/GdiZ7f"@[221.229.46.3]> For years in tipsy bliss. SISSY: (Nods.)', []],
        // lucene (line 163): ["\"_\u00063Sc_\"@[193.165.124.143]", "W0dwHf@[25.174.65.80]"]. A
        // domain literal is no fuzzy address: an address's domain must be letters, digits, hyphens
        // and dots (RULES.md "Fuzzy links")
        [
          'Believe. There "_\u00063Sc_"@[193.165.124.143] is the soul, W0dwHf@[25.174.65.80]',
          ["mailto:W0dwHf@%5B25.174.65.80%5D"],
        ],
        // lucene (line 167): ["XzZh7@[\\\u0013\\Jm\u0014\u000bD%U\u0007]"]. A domain literal is no
        // fuzzy address: an address's domain must be letters, digits, hyphens and dots (RULES.md
        // "Fuzzy links")
        [
          "turn slowly but not yet audible, appears, XzZh7@[\\\u0013\\Jm\u0014\u000bD%U\u0007] in the silver",
          [],
        ],
        // lucene (line 171): ["ot4tPF@[AY\\j]", "e4seIFbl@cib.cg"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        [
          "ot4tPF@[AY\\j] her e4seIFbl@cib.cg thigh as she blinks happily. Here is",
          ["mailto:e4seIFbl@cib.cg"],
        ],
        // lucene (line 179): ["tKWc2VjVRYD@[254.190.162.128]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        [
          "the streets. He instable? What shall do. tKWc2VjVRYD@[254.190.162.128] Who",
          ["mailto:tKWc2VjVRYD@%5B254.190.162.128%5D"],
        ],
        // lucene (line 183): ["\"L\\^4z]92\"@0qp--walx.MIL"]. A quoted local part (RFC 5322 §3.4.1
        // quoted-string, here with quotes, spaces, controls or backslashes) is no fuzzy address:
        // quoting glued to an address is not part of it (RULES.md "Fuzzy links"), and linkify-it's
        // e-mail names are atext only
        ['waking? That we "L\\^4z]92"@0qp--walx.MIL like they meet you.', []],
        // lucene (line 187): ["eK6Bz1Bu@[rX;J&03\u001f6]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        ["shimmers from around him, but we look before eK6Bz1Bu@[rX;J&03\u001f6] the Eternity", []],
        // lucene (line 189): ["\"\u001c~`o\\\u001e:\u000b\"@hO4UKF.oZBWV56B.cmn.DJ"]. A quoted
        // local part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or
        // backslashes) is no fuzzy address: quoting glued to an address is not part of it (RULES.md
        // "Fuzzy links"), and linkify-it's e-mail names are atext only
        ['who live in Thy honor. "\u001c~`o\\\u001e:\u000b"@hO4UKF.oZBWV56B.cmn.DJ And', []],
        // lucene (line 190): ["lcgUakx@[p\u001e\u0015jGd&i\u001c2]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        [
          "lcgUakx@[p\u001e\u0015jGd&i\u001c2] here and his life has tasted of becoming more clearly. He",
          [],
        ],
        // lucene (line 193): ["\"a\u0010#Um{:\\'\\bX:\"@in7tjo.uw8wil.gp"]. A quoted local part
        // (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or backslashes) is no
        // fuzzy address: quoting glued to an address is not part of it (RULES.md "Fuzzy links"),
        // and linkify-it's e-mail names are atext only
        [
          'the visible "a\u0010#Um{:\\\'\\bX:"@in7tjo.uw8wil.gp world, without it will see now,',
          [],
        ],
        // lucene (line 194): ["ApIbER8'@[\u001a&Y\u0001]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "says Spiros ApIbER8'@[\u001a&Y\u0001] thinks. Every time and go to write fiction. Indeed,",
          [],
        ],
        // lucene (line 198): ["pY7bAVD4r@[\u000f,>T*R T]", "!0axBT@03-gdh1xmk3x9.GH"]. A domain
        // literal is no fuzzy address: an address's domain must be letters, digits, hyphens and
        // dots (RULES.md "Fuzzy links")
        [
          "taking <pY7bAVD4r@[\u000f,>T*R T]> out into !0axBT@03-gdh1xmk3x9.GH my dear, you",
          ["mailto:!0axBT@03-gdh1xmk3x9.GH"],
        ],
        // lucene (line 204): ["G1RLpOn.\"yfJpg[\"@mXEV8.mu", "yrBKNkq@a2a1.Aifn.Ta2.dj"]. A quoted
        // local part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or
        // backslashes) is no fuzzy address: quoting glued to an address is not part of it (RULES.md
        // "Fuzzy links"), and linkify-it's e-mail names are atext only
        [
          'G1RLpOn."yfJpg["@mXEV8.mu peculiar yrBKNkq@a2a1.Aifn.Ta2.dj stench of history,',
          ["mailto:yrBKNkq@a2a1.Aifn.Ta2.dj"],
        ],
        // lucene (line 208):
        // ["nXz9i.=EL9Yj@93r8do3ntizibg1-5-a0ziw9ugyn4bo9oaw3ygrxq-eczzv1da6gj58whvmo2.rs"]. A name
        // before "=" is a field's, not the address's (RULES.md "Fuzzy in logs":
        // user=sales@example.com)
        [
          "nXz9i.=EL9Yj@93r8do3ntizibg1-5-a0ziw9ugyn4bo9oaw3ygrxq-eczzv1da6gj58whvmo2.rs",
          ["mailto:EL9Yj@93r8do3ntizibg1-5-a0ziw9ugyn4bo9oaw3ygrxq-eczzv1da6gj58whvmo2.rs"],
        ],
        // lucene (line 221): ["n7MxA4~@[4\u0011(R\u000e]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "You landed smoothly. Preparing to n7MxA4~@[4\u0011(R\u000e] hit a world is man. How much",
          [],
        ],
        // lucene (line 222): ["RFGzu3hD0@wbh4.sm"]. Lucene: no address there (its e-mail rule takes
        // only the top-level domains of its list). An address's domain is checked by its syntax,
        // not against a list of TLDs: only an all-digit TLD is refused (RULES.md "Fuzzy links": "a
        // TLD is never all digits")
        [
          "in <hEhF@3TV5WQ.fbkx3f> mystery. And RFGzu3hD0@wbh4.sm furthermore, what the",
          ["mailto:hEhF@3TV5WQ.fbkx3f", "mailto:RFGzu3hD0@wbh4.sm"],
        ],
        // lucene (line 227): ["cDCVlA0t@[20.116.229.216]"]. A domain literal is no fuzzy address:
        // an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "<cDCVlA0t@[20.116.229.216]> cant I walk down naked on it to bed bed into",
          ["mailto:cDCVlA0t@%5B20.116.229.216%5D"],
        ],
        // lucene (line 228): ["c=yJU+3L5@n2x3xhksf.gvreani.MZ", "wfYnaA4@lzojy.4oii6w6sn-p9.kh"]. A
        // name before "=" is a field's, not the address's (RULES.md "Fuzzy in logs":
        // user=sales@example.com)
        [
          "c=yJU+3L5@n2x3xhksf.gvreani.MZ the stairway wfYnaA4@lzojy.4oii6w6sn-p9.kh and a",
          ["mailto:yJU+3L5@n2x3xhksf.gvreani.MZ", "mailto:wfYnaA4@lzojy.4oii6w6sn-p9.kh"],
        ],
        // lucene (line 233): ["tOHw@[IPv6:3500:8B6C::CB5E:1.124.160.137]"]. A domain literal is no
        // fuzzy address: an address's domain must be letters, digits, hyphens and dots (RULES.md
        // "Fuzzy links")
        [
          "says: I <tOHw@[IPv6:3500:8B6C::CB5E:1.124.160.137]> see The elves of dream",
          ["mailto:tOHw@%5BIPv6:3500:8B6C::CB5E:1.124.160.137%5D"],
        ],
        // lucene (line 244): ["Fh#dKzbI@[+_]"]. A domain literal is no fuzzy address: an address's
        // domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        ["Fh#dKzbI@[+_] nonexistence. Eros never guarded the horse stops. Move. Stop.", []],
        // lucene (line 250): ["muC?Js@[IPv6:47FB:5786:4b5e::5675]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        ["around midsummer and not believing in <muC?Js@[IPv6:47FB:5786:4b5e::5675]> his", []],
        // lucene (line 266): ["ZYxn6Px@di0cqhtg.hu", "\"#m\u0014Ll\"@w1sc0g3vm.j1o4o9g.GW"]. A
        // quoted local part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or
        // backslashes) is no fuzzy address: quoting glued to an address is not part of it (RULES.md
        // "Fuzzy links"), and linkify-it's e-mail names are atext only
        [
          'ZYxn6Px@di0cqhtg.hu your "#m\u0014Ll"@w1sc0g3vm.j1o4o9g.GW voo goo. Daysends burn',
          ["mailto:ZYxn6Px@di0cqhtg.hu"],
        ],
        // lucene (line 269): ["y5AXi@[O\u001ea #]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        ["steps up with Christine says. The Blooming of y5AXi@[O\u001ea #] The time regularly", []],
        // lucene (line 279):
        // ["\"\u00074-b\u00129|\u0016\u0017/\u0006,\\\u0011e]h]2\"@9-iiahsdlzv-v65j.FK"]. A quoted
        // local part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or
        // backslashes) is no fuzzy address: quoting glued to an address is not part of it (RULES.md
        // "Fuzzy links"), and linkify-it's e-mail names are atext only
        [
          'I want two. "\u00074-b\u00129|\u0016\u0017/\u0006,\\\u0011e]h]2"@9-iiahsdlzv-v65j.FK Passing',
          [],
        ],
        // lucene (line 280): []. Lucene: no address there (its e-mail rule takes only the top-level
        // domains of its list). An address's domain is checked by its syntax, not against a list of
        // TLDs: only an all-digit TLD is refused (RULES.md "Fuzzy links": "a TLD is never all
        // digits")
        [
          "<1AhBt@od77y.s9ZZP531YKW> now. I go identify what we are always win. Anyway. I",
          ["mailto:1AhBt@od77y.s9ZZP531YKW"],
        ],
        // lucene (line 282): ["g8Pv2hb9@[166.176.68.63]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "the Saussiepan and <g8Pv2hb9@[166.176.68.63]> its mysterious ways. I remember",
          ["mailto:g8Pv2hb9@%5B166.176.68.63%5D"],
        ],
        // lucene (line 283): ["\"I\u0016A~\u001c\".Tn03w7@[\\\u0013>J?]"]. A domain literal is no
        // fuzzy address: an address's domain must be letters, digits, hyphens and dots (RULES.md
        // "Fuzzy links")
        [
          '"I\u0016A~\u001c".Tn03w7@[\\\u0013>J?] how am waking to, that the secret about it will say the',
          [],
        ],
        // lucene (line 291): ["qC731@[\"\\S]"]. A domain literal is no fuzzy address: an address's
        // domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        ['then I did you can remember. qC731@["\\S] (If you can it completely insane and', []],
        // lucene (line 295): ["vIch1nT@[IPv6:4c2f:A840:1788:ad5:C2C6:dfae:1b1f::]"]. A domain
        // literal is no fuzzy address: an address's domain must be letters, digits, hyphens and
        // dots (RULES.md "Fuzzy links")
        [
          "<vIch1nT@[IPv6:4c2f:A840:1788:ad5:C2C6:dfae:1b1f::]> stay with us. Mooneye",
          ["mailto:vIch1nT@%5BIPv6:4c2f:A840:1788:ad5:C2C6:dfae:1b1f::%5D"],
        ],
        // lucene (line 316): ["=uC5qVT@56g530cltpekrw.pt"]. A name before "=" is a field's, not the
        // address's (RULES.md "Fuzzy in logs": user=sales@example.com)
        [
          "you come. ROSE WAKINS: =uC5qVT@56g530cltpekrw.pt I used to read it: Barbapappa",
          ["mailto:uC5qVT@56g530cltpekrw.pt"],
        ],
        // lucene (line 322): ["*mfOc_CN@[G\\\u001b\u0018\f3]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        ["from the *mfOc_CN@[G\\\u001b\u0018\f3] starway, Down the uniqueness of the bed", []],
        // lucene (line 323): ["2p`tbG@c767inolrav0hg6a-ucs.y0.tw", "Rop{cgBy@Wekdh0xns2um.UK"]. A
        // backquote opens quoting (`bug-bash@gnu.org'), and quoting glued to an address is not part
        // of it (RULES.md "Fuzzy links")
        [
          "2p`tbG@c767inolrav0hg6a-ucs.y0.tw and Rop{cgBy@Wekdh0xns2um.UK giggles. Spiros",
          ["mailto:tbG@c767inolrav0hg6a-ucs.y0.tw", "mailto:Rop%7BcgBy@Wekdh0xns2um.UK"],
        ],
        // lucene (line 338): ["zea_0Kr@[97.59.144.249]", "5HP1k|s@[068.150.236.123]"]. A domain
        // literal is no fuzzy address: an address's domain must be letters, digits, hyphens and
        // dots (RULES.md "Fuzzy links")
        [
          "<zea_0Kr@[97.59.144.249]> of <5HP1k|s@[068.150.236.123]> being a shimmering",
          ["mailto:zea_0Kr@%5B97.59.144.249%5D", "mailto:5HP1k%7Cs@%5B068.150.236.123%5D"],
        ],
        // lucene (line 339): ["5XJZlmYk.3Du5qee@[072.023.197.244]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        [
          "green. 5XJZlmYk.3Du5qee@[072.023.197.244] Her feathers: streaming",
          ["mailto:5XJZlmYk.3Du5qee@%5B072.023.197.244%5D"],
        ],
        // lucene (line 340): ["AvNrIHB0@[+n}oV]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        ["<fzQlo2R.HSbkNYi@ay8a5so81x2fgkt2rv> rays Wanna take AvNrIHB0@[+n}oV] a marble", []],
        // lucene (line 342): ["\"!N7/I\\zhh\"@[204.037.067.146]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        ['am I? (He hangs up "!N7/I\\zhh"@[204.037.067.146] dreaming? A PEDESTRIAN: I', []],
        // lucene (line 348): ["pMF64@wssq6kh9uhxk.cA2YZVBV4JW.xX585A.ru", "G3meE@[^!'OO]"]. A
        // domain literal is no fuzzy address: an address's domain must be letters, digits, hyphens
        // and dots (RULES.md "Fuzzy links")
        [
          "pMF64@wssq6kh9uhxk.cA2YZVBV4JW.xX585A.ru that we are in this G3meE@[^!'OO]",
          ["mailto:pMF64@wssq6kh9uhxk.cA2YZVBV4JW.xX585A.ru"],
        ],
        // lucene (line 349): ["\"1@0UYJl\"@vplkx.d2n.i3tcx3aaxut.lbb3v9.ldq.me"]. A quoted local
        // part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or backslashes)
        // is no fuzzy address: quoting glued to an address is not part of it (RULES.md "Fuzzy
        // links"), and linkify-it's e-mail names are atext only
        ['stuff!? The wunderdome. I saw "1@0UYJl"@vplkx.d2n.i3tcx3aaxut.lbb3v9.ldq.me', []],
        // lucene (line 357): ["\"0\u001eH}\u0007r}\u001cX(p\\M`/x\b\"@rY48LPH.Axy.Ue624.TV"]. A
        // quoted local part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or
        // backslashes) is no fuzzy address: quoting glued to an address is not part of it (RULES.md
        // "Fuzzy links"), and linkify-it's e-mail names are atext only
        [
          '<"0\u001eH}\u0007r}\u001cX(p\\M`/x\b"@rY48LPH.Axy.Ue624.TV> and a world as well as a poem',
          [],
        ],
        // lucene (line 360): ["diI`Q@i5fpkuc.7zg2av.D6tzqq.CK",
        // "TCN0-Z@Tezeq9ejv.ekeab8hz14hui.il"]. A backquote opens quoting (`bug-bash@gnu.org'), and
        // quoting glued to an address is not part of it (RULES.md "Fuzzy links")
        [
          "<diI`Q@i5fpkuc.7zg2av.D6tzqq.CK> living out TCN0-Z@Tezeq9ejv.ekeab8hz14hui.il",
          ["mailto:Q@i5fpkuc.7zg2av.D6tzqq.CK", "mailto:TCN0-Z@Tezeq9ejv.ekeab8hz14hui.il"],
        ],
        // lucene (line 367): ["Nv2ZgL@[037.054.177.155]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "their doors are like, Nv2ZgL@[037.054.177.155] two weeks with",
          ["mailto:Nv2ZgL@%5B037.054.177.155%5D"],
        ],
        // lucene (line 378): ["\"NV\u0001UW+\u001d\"@6jbe.KM"]. A quoted local part (RFC 5322
        // §3.4.1 quoted-string, here with quotes, spaces, controls or backslashes) is no fuzzy
        // address: quoting glued to an address is not part of it (RULES.md "Fuzzy links"), and
        // linkify-it's e-mail names are atext only
        [
          'fingers with the moon undersea settling for "NV\u0001UW+\u001d"@6jbe.KM insanity! He',
          [],
        ],
        // lucene (line 380): ["}C5IwKv1S45vlmPaaVHhF@[IPv6:EBF6::]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        [
          "and the cosmos loves <}C5IwKv1S45vlmPaaVHhF@[IPv6:EBF6::]> playing with care of",
          ["mailto:%7DC5IwKv1S45vlmPaaVHhF@%5BIPv6:EBF6::%5D"],
        ],
        // lucene (line 391): ["NtrgJjfj.\"N\u000eBwi\"@[142.085.096.018]"]. A domain literal is no
        // fuzzy address: an address's domain must be letters, digits, hyphens and dots (RULES.md
        // "Fuzzy links")
        ['<NtrgJjfj."N\u000eBwi"@[142.085.096.018]> afterlife, the grass and the lovers pot!', []],
        // lucene (line 405): ["|9FDgc@vbrz.3L.av4kmt.rs"]. A "|" at a word's start, after a blank
        // or the line's start, is a table's (RULES.md "Fuzzy links": a `|` next to a space)
        [
          "manuscript and |9FDgc@vbrz.3L.av4kmt.rs bare plot. Queen told by the redpurple",
          ["mailto:9FDgc@vbrz.3L.av4kmt.rs"],
        ],
        // lucene (line 407): ["BfcgHK3@[220.136.9.224]"]. A domain literal is no fuzzy address: an
        // address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy links")
        [
          "always <BfcgHK3@[220.136.9.224]> include Sir Nykkel Humphry, master of the",
          ["mailto:BfcgHK3@%5B220.136.9.224%5D"],
        ],
        // lucene (line 412): ["lfW2rei20XWSmpQoPY1Dl@[(N\u000b&c\u0004]"]. A domain literal is no
        // fuzzy address: an address's domain must be letters, digits, hyphens and dots (RULES.md
        // "Fuzzy links")
        [
          "lfW2rei20XWSmpQoPY1Dl@[(N\u000b&c\u0004] third <J761x@0IKGVUDNQ.3xpb> person. Whats it",
          ["mailto:J761x@0IKGVUDNQ.3xpb"],
        ],
        // lucene (line 418): ["\"X;+N1A\\A
        // \"@rc9cln0xyy8wa6axedojj9r0slj0v.Luy9i6ipqrz74lm5-n6f1-2srq5vdo-opef747ubdykv5hc.2lztpe.er"].
        // A quoted local part (RFC 5322 §3.4.1 quoted-string, here with quotes, spaces, controls or
        // backslashes) is no fuzzy address: quoting glued to an address is not part of it (RULES.md
        // "Fuzzy links"), and linkify-it's e-mail names are atext only
        [
          '<"X;+N1A\\A "@rc9cln0xyy8wa6axedojj9r0slj0v.Luy9i6ipqrz74lm5-n6f1-2srq5vdo-opef747ubdykv5hc.2lztpe.er>',
          [],
        ],
        // lucene (line 423): ["kBoJf{XaGl@[248.166.223.221]"]. A domain literal is no fuzzy
        // address: an address's domain must be letters, digits, hyphens and dots (RULES.md "Fuzzy
        // links")
        [
          "complex than kBoJf{XaGl@[248.166.223.221] we are heard within the",
          ["mailto:kBoJf%7BXaGl@%5B248.166.223.221%5D"],
        ],
        // lucene (line 425): ["pIFWkl2@w9N0Q.MC", "p=VTtlpC@w3ttqb.FO"]. A name before "=" is a
        // field's, not the address's (RULES.md "Fuzzy in logs": user=sales@example.com)
        [
          "<pIFWkl2@w9N0Q.MC> mirror of p=VTtlpC@w3ttqb.FO dream, born from that we are. A",
          ["mailto:pIFWkl2@w9N0Q.MC", "mailto:VTtlpC@w3ttqb.FO"],
        ],
      ],
      { fuzzy: true },
    );
  });
  describe("fixed in session 50", () => {
    check(
      [
        // lucene (line 20): ["~+Kdz@3mousnl.SE"]; urisift gave, before session 50,
        // ["mailto:+Kdz@3mousnl.SE"]: the "~" that opens the local part was dropped, although it
        // is atext (RFC 5322 §3.2.3) and no "~" closes it after the address (GFM's strikethrough
        // is "~" on both sides)
        [
          "an internet age is ~+Kdz@3mousnl.SE currently working with his bedside table,",
          ["mailto:~+Kdz@3mousnl.SE"],
        ],
      ],
      { fuzzy: true },
    );
  });
  describe("urisift wrong, to fix", () => {
    checkFails(
      [
        // lucene (line 413): ["WFBBEv|@q7R2J.oy48740.pm"]; urisift gives []: no address is found,
        // although "|" is atext (RFC 5322 §3.2.3) and the word is no table cell (no blank next to
        // the "|"; RULES.md "Fuzzy links": jernej|s-wget@example.org alone is one address)
        [
          "will bring the room on the book in trees and WFBBEv|@q7R2J.oy48740.pm smiles a",
          ["mailto:WFBBEv%7C@q7R2J.oy48740.pm"],
        ],
      ],
      { fuzzy: true },
    );
  });
});

describe("Python rich ReprHighlighter (tests/test_highlighter.py highlight_tests, rich 13.9.4)", () => {
  check([
    [" https://example.org ", ["https://example.org"]],
    [" http://example.org ", ["http://example.org"]],
    [" http://example.org/index.html ", ["http://example.org/index.html"]],
    [" http://example.org/index.html#anchor ", ["http://example.org/index.html#anchor"]],
    ["https://www.youtube.com/@LinusTechTips", ["https://www.youtube.com/@LinusTechTips"]],
    [
      " http://example.org/index.html?param1=value1 ",
      ["http://example.org/index.html?param1=value1"],
    ],
    [" http://example.org/~folder ", ["http://example.org/~folder"]],
    ["No place like 127.0.0.1", []],
  ]);
});

describe("URI::Find::Simple list_uris (t/find.t, URI-Find-Simple 1.07)", () => {
  check([
    // uri-find-simple: "http://www.news.com/", "http://various.com/" (its URI objects, canonical:
    // an empty path as "/"; the test accepts either), "mailto:tom@jerakeen.org",
    // "ftp://not.http.urls/and/have/paths": the same URIs
    [
      "this is a long string with http://www.news.com urls in it in\nhttp://various.com different forms. mailto:tom@jerakeen.org.\nSome urls are ftp://not.http.urls/and/have/paths.\n",
      [
        "http://www.news.com",
        "http://various.com",
        "mailto:tom@jerakeen.org",
        "ftp://not.http.urls/and/have/paths",
      ],
    ],
    // uri-find-simple: "http://weird.com/url/%c3%a9withunicode" (lowercased by the test): the IRI
    // as written, its URI form percent-encoded
    [
      "This is a unicode string with a http://weird.com/url/éwithunicode ok",
      ["http://weird.com/url/éwithunicode"],
    ],
  ]);
});
