/**
 * A word of the sentence glued to the end of an ASCII URI in a language that writes its
 * grammar as suffixes (RULES.md "Glued suffixes"; session 33, found by comparing the URIs of
 * 12,474 gettext translations with their English originals): Korean particles
 * ("…/lesser.html에서 확인하세요", "smb://server/resource/file.txt와 같이") and the case
 * endings that Armenian, Georgian and Indic scripts join with a hyphen
 * ("https://bugs.kde.org/-ஐ பார்க்கவும்", "http://anjuta.org-ից"). The URI's own non-ASCII
 * characters stay: a suffix is only taken after an ASCII character, a particle only whole
 * ("…/wiki/32분음표" is a title), and a hyphen's ending only in those scripts (a Cyrillic
 * "IT-отдел" may be a title's).
 */

import { isAsciiAlnum } from "../chars.js";
import { MORE_INPUT } from "./more-input.js";

/** the Korean particles and copula, and Japanese particles, read as the sentence's after an ASCII URI */
const PARTICLES = new Set([
  "에서",
  "에게",
  "으로",
  "처럼",
  "까지",
  "부터",
  "에서는",
  "으로는",
  "입니다",
  "이다",
  "여야",
  "이어야",
  "에",
  "와",
  "과",
  "로",
  "를",
  "을",
  "의",
  "는",
  "은",
  "이",
  "가",
  "도",
  "만",
  // … and Japanese ones, as a whole tail after an ASCII URI ("…はhttp://www.libravatar.org/
  // まで。"); a longer run of kana may be a title ("/wiki/のだめカンタービレ") and stays
  "まで",
  "から",
  "より",
  "へ",
  "に",
  "を",
  "が",
  "は",
  "で",
  "と",
  "の",
  "も",
  // … and the copula and "など" ("etc."), as Korean's "입니다": "こちらhttps://example.jp/
  // index.htmlです。" (a Japanese sentence glues them to the noun before, a URI too)
  "です",
  "でした",
  "でしょう",
  "だ",
  "である",
  "など",
]);

/**
 * the copula with a sentence-final particle, whole, as the copula alone is (PARTICLES):
 * "…/index.htmlでしょうか" ("is it …?"), "…/aだよ", "…/docs/ですね" — a Japanese sentence
 * glues them to the noun before, a URI too
 */
const COPULA_ENDINGS = new Set(
  ["です", "でした", "でしょう", "でしょ", "だ", "だった", "である"].flatMap((c) =>
    ["か", "よ", "ね", "な", "よね", "かな", "かね"].map((p) => c + p),
  ),
);

/** (no Node built-in here: the web stream reaches this module) */
const UTF8 = new TextDecoder();

/** the longest non-ASCII tail looked at, in bytes */
const MAX_TAIL = 96;
/** … and a Chinese clause's (hanClauseAfter), 80 characters */
const MAX_HAN_TAIL = 240;

/**
 * buf[from, e) is the URI: where it ends once a glued suffix of the sentence is left out
 * (e when there is none)
 */
export function sentenceSuffixStart(buf: Uint8Array, from: number, e: number): number {
  if (e > from + 1 && buf[e - 1] === 0x29) return alternationStart(buf, from, e);
  if (e <= from || buf[e - 1]! < 0x80) return e;
  const alt = alternationStart(buf, from, e);
  if (alt < e) return alt;
  let r = e;
  while (r > from && buf[r - 1]! >= 0x80) {
    r--;
    if (e - r > MAX_HAN_TAIL) return e;
  }
  if (r - 1 <= from) return e;
  const tail = UTF8.decode(buf.subarray(r, e));
  if (hanClauseAfter(buf, from, r, tail)) return r;
  if (e - r > MAX_TAIL) return e;
  const a = buf[r - 1]!;
  if (a === 0x2d) {
    // a hyphen's case ending: the letter before it is ASCII, the ending's letters (and
    // marks, ZWJ/ZWNJ) all Armenian, Georgian or Indic
    const b = buf[r - 2]!;
    if (r - 2 <= from || b >= 0x80 || !isAsciiWordEnd(b)) return e;
    for (const ch of tail) if (!endingLetter(ch.codePointAt(0)!)) return e;
    return r - 1;
  }
  if (!isAsciiWordEnd(a)) return e;
  if (PARTICLES.has(tail) || COPULA_ENDINGS.has(tail) || particleOpensPhrase(tail, a !== 0x2f)) {
    return r;
  }
  // an Indic, Tibetan, Armenian or Georgian case ending glued to an ASCII word inside a
  // segment, without a hyphen ("openvz:///systemஐ", Tamil's accusative). After a "/" it may
  // be the segment's title ("…/wiki/தமிழ்") and stays
  if (a === 0x2f) return e;
  for (const ch of tail)
    if (!endingLetter(ch.codePointAt(0)!) && !tibetan(ch.codePointAt(0)!)) return e;
  return r;
}

/**
 * Korean particles written with their other form in parentheses, as software translations
 * write them after a name whose last sound they cannot know ("을(를)", "(으)로"; libvirt's
 * "vz:///system을(를)"): the sentence's after an ASCII URI
 */
const ALTERNATIONS = [
  "을(를)",
  "를(을)",
  "이(가)",
  "가(이)",
  "은(는)",
  "는(은)",
  "와(과)",
  "과(와)",
  "(으)로",
  "(으)로는",
  "(이)나",
  "(이)라는",
  "(이)라고",
].map((a) => new TextEncoder().encode(a));

/** buf[from, e) ends with ")": where it ends without a Korean particle's alternation */
function alternationStart(buf: Uint8Array, from: number, e: number): number {
  for (const a of ALTERNATIONS) {
    const r = e - a.length;
    if (r - 1 <= from) continue;
    let same = true;
    for (let k = 0; k < a.length; k++) {
      if (buf[r + k] !== a[k]) {
        same = false;
        break;
      }
    }
    if (same && isAsciiWordEnd(buf[r - 1]!) && buf[r - 1] !== 0x2f) return r;
  }
  return e;
}

/** Tibetan letters, marks and its tsheg (the syllable mark) */
function tibetan(cp: number): boolean {
  return cp >= 0x0f00 && cp <= 0x0fff;
}

/**
 * Japanese particles that open the rest of a sentence glued to a URI, not a word of a
 * title: "…/docs/をご覧ください" ("please see …"), "https://example.jp/にアクセス", "…/からダウンロード"
 * (RULES.md "Glued suffixes")
 */
const OPENING_PARTICLES = ["から", "まで", "より", "に", "で", "へ"];

/**
 * the tail opens with "を" (a particle only, no word starts with it), or with a particle
 * followed by a katakana word ("にアクセス", "からダウンロード"), or by kanji — inside a
 * path segment ("index.htmlで公開"), or after a "/" when two kana or more go on after them,
 * a verb's ending ("…/bar/から入手できます", "…/docs/で公開しています"). A segment's title
 * may start with a particle and kanji with one kana of okurigana at most ("/wiki/から騒ぎ",
 * "/a/から揚げ", "/wiki/へ理屈"), or go on in kana from it ("/wiki/からあげ")
 */
function particleOpensPhrase(tail: string, inSegment: boolean): boolean {
  if (tail.charCodeAt(0) === 0x3092) return true;
  // "など" ("etc.") and a particle, or a phrase a particle opens ("…/aなどを参照",
  // "…/docs/などで公開"): the sentence's, as "など" alone is (PARTICLES)
  if (tail.startsWith("など") && tail.length > 2) {
    const rest = tail.slice(2);
    if (rest !== "など" && (PARTICLES.has(rest) || particleOpensPhrase(rest, inSegment))) {
      return true;
    }
  }
  // the copula going on ("…/index.htmlですが", "…/aでしたので") inside a segment: after a "/"
  // it may be a title's first word ("/wiki/です・ます調")
  // (and "でしょう", "である": "…/index.htmlでしょうから", session 51)
  if (
    inSegment &&
    (tail.startsWith("です") || tail.startsWith("でし") || tail.startsWith("である"))
  ) {
    return true;
  }
  for (const p of OPENING_PARTICLES) {
    if (tail.length > p.length && tail.startsWith(p)) {
      let k = p.length;
      const x = tail.charCodeAt(k);
      if (x >= 0x30a1 && x <= 0x30fa) return true;
      if (!(x >= 0x4e00 && x <= 0x9fff)) return false;
      if (inSegment) return true;
      while (k < tail.length && tail.charCodeAt(k) >= 0x4e00 && tail.charCodeAt(k) <= 0x9fff) k++;
      // (two kana at least: one is a noun's okurigana, "から騒ぎ", "から揚げ" — counted over
      // the kanji that follow too: "…/w3m/から手に入ります", session 40)
      let kana = 0;
      for (; k < tail.length; k++) {
        const y = tail.charCodeAt(k);
        if (y >= 0x3041 && y <= 0x3096) kana++;
        else if (!(y >= 0x4e00 && y <= 0x9fff)) break;
      }
      return kana >= 2;
    }
  }
  return false;
}

/** file name extensions after which Chinese text glued to a URI is the sentence's */
const HAN_AFTER = new Set(
  "html htm shtml xhtml php asp aspx jsp cgi pdf txt md json xml zip gz tgz png jpg jpeg gif svg mp3 mp4 doc docx xls xlsx ppt pptx".split(
    " ",
  ),
);

/**
 * `tail`, glued to the ASCII URI buf[from, r), is a clause of Chinese: two Han characters or
 * more, right after a common file name's extension (".html", ".pdf") —
 * "详见https://example.com/docs/page.html了解更多" (session 40, the scripts hunt: Chinese
 * writes no space around a URL), or glued to a segment's ASCII letters or digits when it opens
 * with a verb (opensHanClause, session 50). A segment of Han after a "/" is a title ("/wiki/中文"), a
 * query's value may mix the scripts ("?wd=iPhone手机"), and so may a fragment or a name
 * ("#a語", "/a.b語"): they stay.
 */
function hanClauseAfter(buf: Uint8Array, from: number, r: number, tail: string): boolean {
  let chars = 0;
  for (const ch of tail) {
    if (!han(ch.codePointAt(0)!)) return false;
    chars++;
  }
  if (chars < 2) return false;
  // (a query's value or a fragment may mix the scripts: "?wd=a.pdf下载", "?wd=python下载")
  for (let j = from; j < r; j++) if (buf[j] === 0x3f || buf[j] === 0x23) return false;
  if (isAsciiAlnum(buf[r - 1]!)) {
    // (a title's Chinese may open with a verb, not with 以 or 来 and one: "…/wiki/
    // ServerAdministration以查看服务器…", Wesnoth's zh_CN man page, is a clause)
    const clause = opensHanClause(tail);
    if (clause === 2 || (clause === 1 && !titleSegment(buf, from, r))) return true;
  }
  // back over the last segment's letters and digits to its "."
  let k = r;
  while (k > from && r - k <= 5 && isAsciiAlnum(buf[k - 1]!)) k--;
  if (k <= from + 1 || k === r || buf[k - 1] !== 0x2e || buf[k - 2] === 0x2f) return false;
  let ext = "";
  for (let j = k; j < r; j++) ext += String.fromCharCode(buf[j]! | 0x20);
  return HAN_AFTER.has(ext);
}

/**
 * verbs that open a Chinese clause after a link, simplified and traditional ("访问
 * https://github.com/user/repo查看源码", "…/docs/guide获取更多信息", "…/a以了解详情"): a title
 * glued to ASCII letters in a segment is a name ("/wiki/C语言", "/wiki/Python编程"), which
 * does not open with one of them
 */
const HAN_CLAUSE_VERBS =
  "查看 获取 獲取 了解 下载 下載 访问 訪問 参阅 參閱 阅读 閱讀 获得 獲得 查阅 查閱 即可 进行 進行".split(
    " ",
  );

/**
 * characters that make a noun of the verb before them ("阅读器" reader, "下载站" download
 * site, "访问量" visits, "访问控制" access control, "进行曲" march: "…/wiki/Google阅读器",
 * "…/IP访问控制列表"; the session 50 review)
 */
const NOUN_AFTER_VERB = new Set("器机機站量曲者率员員端网網权權控速数數榜页頁区區");

/**
 * `tail` opens with one of HAN_CLAUSE_VERBS (1), or with 以, 来 or 來 ("in order to") before
 * one (2), and no noun ending follows the verb; 0 when not
 */
function opensHanClause(tail: string): number {
  const c = tail.charCodeAt(0);
  const k = c === 0x4ee5 || c === 0x6765 || c === 0x4f86 ? 1 : 0;
  for (const v of HAN_CLAUSE_VERBS) {
    if (tail.startsWith(v, k)) return NOUN_AFTER_VERB.has(tail.charAt(k + v.length)) ? 0 : k + 1;
  }
  return 0;
}

/** path names under which a segment is an article's or a tag's title */
const TITLE_PATHS = new Set(["wiki", "item", "view", "tag", "tags", "topic", "topics"]);

/**
 * buf[from, r) ends in a segment that names an article ("…/wiki/…", Baidu Baike's
 * "…/item/BT下载", "…/item/QQ阅读"): a title may mix ASCII and a verb's Chinese
 */
function titleSegment(buf: Uint8Array, from: number, r: number): boolean {
  let j = r - 1;
  while (j > from && buf[j] !== 0x2f) j--;
  if (j <= from) return false;
  let a = j - 1;
  while (a > from && buf[a] !== 0x2f) a--;
  if (buf[a] !== 0x2f || j - a - 1 > 6) return false;
  let name = "";
  for (let x = a + 1; x < j; x++) name += String.fromCharCode(buf[x]! | 0x20);
  return TITLE_PATHS.has(name);
}

/** a Han character: CJK Unified Ideographs (and Extension A), compatibility ideographs, the ideographic planes */
function han(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3ffff)
  );
}

/**
 * Turkish case and possessive endings that an apostrophe joins to a name (TDK's rule for
 * proper nouns and abbreviations, so also for an address): "https://github.com/foo/bar'da",
 * "…/gpl.html’ye bakın" (session 40, the scripts hunt). As the Turkish spellers write them,
 * vowel harmony's forms each — of two letters or more: a single vowel after an apostrophe is
 * as likely a path's ("http://example.org/'a" is one URI in Rust linkify's suite).
 */
const TURKISH_ENDINGS = new Set(
  (
    "da de ta te dan den tan ten ya ye yı yi yu yü ın in un ün nın nin nun nün " +
    "la le yla yle daki deki taki teki dır dir dur dür tır tir tur tür ya ye na ne nda nde " +
    "ndan nden dakı"
  ).split(" "),
);

/** the longest ending looked at, in bytes */
const TURKISH_TAIL = 12;

/**
 * buf[from, e) is the URI: where it ends without a Turkish ending joined by an apostrophe
 * ("'", "’" U+2019, "ʼ" U+02BC) after a letter, digit or "/" of its path (after its host:
 * bare.ts) — e when there is none (MORE_INPUT: not known before n). Only in Turkish text: a letter of Turkish's own (ı İ ğ Ğ
 * ş Ş) in the URI or on its line around it (turkishLine: 512 bytes back from its end, 256
 * after it) — elsewhere an apostrophe
 * ending is a name's (Arabic's "…/wiki/Sa'da", "Wadi_Mu'in", French "…/Le_Journal_d'un").
 */
export function turkishEndingStart(
  buf: Uint8Array,
  from: number,
  e: number,
  rawStart: number,
  n: number,
  lo: number,
  final: boolean,
): number {
  const q = turkishApostrophe(buf, from, e);
  if (q >= e) return e;
  const t = turkishLine(buf, rawStart, e, n, lo, final);
  return t === MORE_INPUT ? MORE_INPUT : t === 1 ? q : e;
}

/** a Turkish letter (ı İ ğ Ğ ş Ş: C4 B1, C4 B0, C4 9F, C4 9E, C5 9F, C5 9E) on the line around buf[rawStart, e) */
function turkishLine(
  buf: Uint8Array,
  rawStart: number,
  e: number,
  n: number,
  lo: number,
  final: boolean,
): number {
  // (the URI's own text too: "…/wiki/İstanbul'un")
  for (let k = e - 1; k > lo && e - k <= 512 && (k >= rawStart || buf[k] !== 0x0a); k--) {
    if (turkishLetterAt(buf, k - 1)) return 1;
  }
  for (let k = e; k - e <= 256; k++) {
    if (k + 1 >= n) return final ? 0 : MORE_INPUT;
    if (buf[k] === 0x0a) return 0;
    if (turkishLetterAt(buf, k)) return 1;
  }
  return 0;
}

function turkishLetterAt(buf: Uint8Array, k: number): boolean {
  const a = buf[k];
  const b = buf[k + 1]!;
  return (
    (a === 0xc4 && (b === 0xb1 || b === 0xb0 || b === 0x9f || b === 0x9e)) ||
    (a === 0xc5 && (b === 0x9f || b === 0x9e))
  );
}

/** where the apostrophe of a Turkish ending at the end of buf[from, e) starts, else e */
function turkishApostrophe(buf: Uint8Array, from: number, e: number): number {
  let k = e;
  while (k > from && e - k <= TURKISH_TAIL) {
    const x = buf[k - 1]!;
    let q = -1; // the apostrophe's first byte
    if (x === 0x27) q = k - 1;
    else if (x === 0x99 && k - 3 >= from && buf[k - 3] === 0xe2 && buf[k - 2] === 0x80) q = k - 3;
    else if (x === 0xbc && k - 2 >= from && buf[k - 2] === 0xca) q = k - 2;
    if (q >= 0) {
      if (q - 1 <= from || k === e) return e;
      const b = buf[q - 1]!;
      const alnum = (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a);
      if (!(b >= 0x80 || b === 0x2f || alnum)) return e;
      return TURKISH_ENDINGS.has(UTF8.decode(buf.subarray(k, e))) ? q : e;
    }
    if (x < 0x80 && !((x | 0x20) >= 0x61 && (x | 0x20) <= 0x7a)) return e;
    k--;
  }
  return e;
}

/** an ASCII letter, digit or "/" — what a URI ends with before a word glued to it */
function isAsciiWordEnd(b: number): boolean {
  return (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a) || b === 0x2f;
}

/** Armenian, Georgian and the Indic scripts' letters and marks, ZWNJ, ZWJ */
function endingLetter(cp: number): boolean {
  return (
    (cp >= 0x0531 && cp <= 0x0587) || // Armenian letters
    (cp >= 0x0900 && cp <= 0x0dff) || // Devanagari … Sinhala
    (cp >= 0x10a0 && cp <= 0x10ff) || // Georgian
    (cp >= 0x1c90 && cp <= 0x1cbf) || // Georgian Mtavruli
    cp === 0x200c ||
    cp === 0x200d
  );
}

/**
 * buf[a…], right after a scheme's "//", is a word of the sentence, not a host: a Korean
 * particle ("http:// 혹은 https://로 시작해야") or a run of kana or Hangul with no "." in it
 * ("スキーマはldap://でなければなりません") — a translation that names the scheme alone. A host
 * in those scripts is a dotted name ("http://例え.テスト/"). 1 when so, 0 when not,
 * MORE_INPUT when the run goes on past n.
 */
export function sentenceWordAfterSlashes(
  buf: Uint8Array,
  a: number,
  n: number,
  final: boolean,
): number {
  if (a >= n || buf[a]! < 0x80) return 0;
  let k = a;
  while (k < n && buf[k]! >= 0x80 && k - a <= MAX_TAIL) k++;
  if (k - a > MAX_TAIL) return 0;
  if (k >= n && !final) return MORE_INPUT;
  if (k < n && (buf[k] === 0x2e || buf[k] === 0x2f || buf[k] === 0x3a)) return 0;
  const word = UTF8.decode(buf.subarray(a, k));
  if (PARTICLES.has(word)) return 1;
  if (han(word.codePointAt(0)!)) return hanWordAfterSlashes(buf, word, k, n, final);
  for (const ch of word) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0x3002 || cp === 0x3001) break; // 。、 end the word
    if (!((cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0xac00 && cp <= 0xd7af))) return 0;
  }
  const first = word.codePointAt(0)!;
  return first >= 0x3040 && first <= 0x309f ? 1 : 0;
}

/**
 * sentenceWordAfterSlashes for a run that opens with Han: a Chinese word, not a host, when
 * only Han comes before a "，" or "、", or before the run's end or a "。" that more of the
 * sentence follows, and the run ends at whitespace, the input's end or another scheme's name —
 * "地址必须以http://或https://开头" ("must start with http:// or https://": epiphany-browser
 * 43.1, po/zh_CN.po; the session 50 translation hunt). A Han host is a dotted name
 * ("http://日本。jp", "http://日本abc.jp/"), so a full stop with ASCII after it keeps it.
 */
function hanWordAfterSlashes(
  buf: Uint8Array,
  word: string,
  k: number,
  n: number,
  final: boolean,
): number {
  let i = 0;
  while (i < word.length && han(word.codePointAt(i)!)) i += word.codePointAt(i)! > 0xffff ? 2 : 1;
  if (i < word.length) {
    const c = word.charCodeAt(i);
    if (c === 0xff0c || c === 0x3001) return 1;
    if (c !== 0x3002) return 0;
    if (i + 1 < word.length) return 1;
  }
  if (k >= n) return 1;
  const b = buf[k]!;
  if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) return 1;
  if (i < word.length) return 0;
  // another scheme's name glued to the word: "或https://"
  if (!((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a)) return 0;
  for (let j = k + 1; j < n && j - k <= 32; j++) {
    const x = buf[j]!;
    if (x === 0x3a) {
      if (j + 2 >= n) return final ? 0 : MORE_INPUT;
      return buf[j + 1] === 0x2f && buf[j + 2] === 0x2f ? 1 : 0;
    }
    if (!(isAsciiAlnum(x) || x === 0x2b || x === 0x2d || x === 0x2e)) return 0;
  }
  return final || n - k > 32 ? 0 : MORE_INPUT;
}
