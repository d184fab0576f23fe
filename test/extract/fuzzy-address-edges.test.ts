/**
 * Session 50's rules for where a fuzzy address starts and what its domain is (each from a
 * peer case that was `it.fails`: peer-suites-s49.test.ts, s44, lucene): a source route
 * before the mailbox, a Han local part that a blank opens, a fullwidth dot or hyphen in a
 * domain, a combining mark or a symbol before a local part, a lone "~". Each with its near
 * misses, which stay as they were.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

const FUZZY = { fuzzy: true } as const;

describe("a source route's ':' ends the route (RFC 5321 §4.1.2 A-d-l, RFC 5322 §4.4 obs-route)", () => {
  check(
    [
      ["<@node.test:mary@example.net>", ["mailto:mary@example.net"]],
      // more hops, joined by ","
      ["<@a.example,@b.example:jane@c.example>", ["mailto:jane@c.example"]],
      ["@oleane.net:hugues@afp.com", ["mailto:hugues@afp.com"]],
      // a one-label domain, empty elements of the list (obs-domain-list; GMime's test-mime.c)
      ["<@localhost:mary@example.net>", ["mailto:mary@example.net"]],
      ["<@route1,,@route2,,,@route3:user@domain.com>", ["mailto:user@domain.com"]],
      ["relayed via @a.example, @b.example:jane@example.org today", ["mailto:jane@example.org"]],
      // near misses: a userinfo (no "@" opens the word), a route glued to a word, scp's
      // user@host:path, no address after the ":"
      ["user:pass@example.com", []],
      ["x@node.test:mary@example.net", []],
      ["user@host:john@example.com", []],
      ["<@route:user>", []],
      ["ping @alice:matrix.org now", []],
      ["git@github.com:vim/vim.git", []],
    ],
    FUZZY,
  );
});

describe("a local part in a script written without spaces, opened by a blank after a spaced word (RFC 6531 §3.3)", () => {
  check(
    [
      ["mail 我買@example.tld now", ["mailto:我買@example.tld"]],
      ["write to 山田@example.jp today", ["mailto:山田@example.jp"]],
      // ASCII glued before the letters is the local part's
      ["mail jeff葉@臺網中心.tw now", ["mailto:jeff葉@臺網中心.tw"]],
      // near misses: the blank follows Han (a clause goes on), a run at the line's or text's
      // start or after indentation, no blank at all
      ["如有疑问 请发邮件至客服@example.cn", []],
      ["连络。 请发邮件至客服@example.cn", []],
      ["请发邮件至客服@example.cn", []],
      ["mail\n  请发邮件至客服@example.cn", []],
      ["mail至客服@example.cn", []],
      // a Chinese sentence with a Latin word set apart by blanks (the session 50 review)
      ["登录 GitHub 后发送到我的邮箱@example.com", []],
      ["请用 Email 联系客服@example.com", []],
    ],
    FUZZY,
  );
});

describe("a fullwidth dot or hyphen in a name, read as its ASCII form where that breaks a label (UTS #46; RFC 1034 §3.5)", () => {
  check(
    [
      ["mail my@\uff0eleadingfwdot.com now", []],
      ["mail my@baddashfw.\uff0da.com now", []],
      ["mail my@baddashfw.b\uff0d.com now", []],
      ["see www.example\uff0e.org now", []],
      // near misses: a fullwidth full stop that ends a sentence after a name or an address
      ["連絡先はa@example.com\uff0e次に", ["mailto:a@example.com"]],
      ["詳細はwww.example.com\uff0eLinux", ["http://www.example.com"]],
    ],
    FUZZY,
  );
});

describe("no local part starts with a combining mark or a symbol", () => {
  check(
    [
      // a combining mark belongs to the character before it (UAX #29)
      ["mail <\u0338me@example.com now", ["mailto:me@example.com"]],
      ["mail \u0301me@example.com now", ["mailto:me@example.com"]],
      // a symbol or emoji (with its variation selector) glued before the address
      ["📧gajus@gajus.com", ["mailto:gajus@gajus.com"]],
      ["Contact: ✉\ufe0fjane@example.com", ["mailto:jane@example.com"]],
      ["→jane@example.com", ["mailto:jane@example.com"]],
      // near misses: a mark inside a local part stays; a symbol glued after a word is no
      // word's start; a letter before the address is no symbol
      ["mail jose\u0301@example.com now", ["mailto:jose\u0301@example.com"]],
      ["abc📧jane@example.com", []],
    ],
    FUZZY,
  );
});

describe('a lone "~" before a local part is atext (RFC 5322 §3.2.3); "~" on both sides is GFM strikethrough', () => {
  check(
    [
      ["mail ~jane@example.com now", ["mailto:~jane@example.com"]],
      ["mail ~+Kdz@3mousnl.SE now", ["mailto:~+Kdz@3mousnl.SE"]],
      // near misses: strikethrough, one or two tildes on each side
      ["~~hello@email.com~~", ["mailto:hello@email.com"]],
      ["~hello@email.com~", ["mailto:hello@email.com"]],
      ["mail ~~jane@example.com now", ["mailto:jane@example.com"]],
    ],
    FUZZY,
  );
});

describe("troff's zero-width escapes in a man page's address (groff(7): \\% and \\: print nothing)", () => {
  check(
    [
      [".MT \\%jdoe@\\:example\\:.com\nWrite to me\n.ME\n", ["mailto:jdoe@example.com"]],
      ["mail \\%jane@lists\\:.example\\:.org now", ["mailto:jane@lists.example.org"]],
      // near misses: an escaped backslash, a "\\:" outside a domain, a "\\%" glued to a word
      ["mail \\\\%jdoe@example.com now", []],
      ["a \\:b@c.com", []],
      ["x\\%jdoe@example.com", []],
    ],
    FUZZY,
  );
});

describe("a comment that opens the word before a local part (RFC 5322 §3.2.2 CFWS)", () => {
  check(
    [
      ['"Steve Jobs"<(comment)steve@apple.com>', ["mailto:steve@apple.com"]],
      // at a line's start, whatever the line (the session 50 review: only the first was read)
      ["first line\n(comment)steve@apple.com", ["mailto:steve@apple.com"]],
      ["first line\n\n(comment)steve@apple.com", ["mailto:steve@apple.com"]],
      ["mail (work)jane@example.com now", ["mailto:jane@example.com"]],
      // near misses: a word's own parentheses, an obfuscated "@", nested parentheses
      ["foo(bar)baz@example.com", []],
      ["person(a)example.com", []],
      ["mail ((a)b)jane@example.com now", []],
      // an address inside the parentheses: no comment (mozTXTToHTMLConv, bug 1509493)
      ["bug (john@mozilla.org)john@mozilla.org test", ["mailto:john@mozilla.org"]],
    ],
    FUZZY,
  );
});
