/**
 * What the review of session 49 found wrong in a first form of its rules, pinned: each of
 * these read right before that session and must go on doing so.
 */
import { describe, expect, test } from "vitest";
import { validateUri } from "../../src/core/index.js";
import { check } from "../helpers/peer-check.js";

describe("an apostrophe before '/' closes single quotes", () => {
  check([
    ["<img src='http://x.com/a'/>", ["http://x.com/a"]],
    ["'https://a.com/v1'/'https://b.com/v2'", ["https://a.com/v1", "https://b.com/v2"]],
    ["f('http://x.com/a'/'b', 'c')", ["http://x.com/a"]],
    ["src='http://x.com/a'/\nnext='y'", ["http://x.com/a"]],
  ]);
});

describe("fuzzy: a mention glued to a name, a prompt, a sentence's '..'", () => {
  check(
    [
      // an @-mention in Chinese or Japanese is no address: the name after it is a link
      ["转发@新浪科技www.sina.com.cn", ["http://www.sina.com.cn"]],
      ["感谢@张三github.com的帮助", ["http://github.com"]],
      // a shell prompt's user@domain@host (the usrp list)
      ["msalehi@invariant-corp.net@LTL0341-MS:~$ ls", ["mailto:msalehi@invariant-corp.net"]],
      ["write foo@example.com..Thanks", ["mailto:foo@example.com"]],
    ],
    { fuzzy: true },
  );
});

describe("a host with '_' and an A-label", () => {
  test.each(["http://my_site.xn--p1ai/", "mailto:me@xn--bcher-kva.my_host.de"])("%s", (u) => {
    expect(validateUri(u).errors).toEqual([]);
  });
});
