/**
 * With `fuzzy`, an address literal is an address's domain (RFC 5322 §3.4.1 domain-literal,
 * RFC 5321 §4.1.3 address literals; src/extract/fuzzy-address.ts addressLiteralEnd): its
 * mailto URI has the brackets percent-encoded (RFC 6068 §2 (1)).
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("address literals, fuzzy", () => {
  check(
    [
      ["write to jdoe@[192.168.0.1] today", ["mailto:jdoe@%5B192.168.0.1%5D"]],
      ["<root@[IPv6:2001:db8::1]>", ["mailto:root@%5BIPv6:2001:db8::1%5D"]],
      ["(postmaster@[10.0.0.1]).", ["mailto:postmaster@%5B10.0.0.1%5D"]],
      // not an IPv4 address, not "IPv6:" and one, an open bracket: no address
      ["email@[REDACTED] and a@[999.1.1.1] and b@[IPv6:::G] and c@[10.0.0.1", []],
      // a prompt's brackets around user@host
      ["[user@host dir]$ ls", []],
    ],
    { fuzzy: true },
  );
});

describe("address literals, fuzzy: RFC 5321's Snum", () => {
  check(
    [
      // 1*3DIGIT of a value 0–255: a leading zero is allowed (Lucene's e-mail tokens)
      ["see kU-l6DS@[082.015.228.189] now", ["mailto:kU-l6DS@%5B082.015.228.189%5D"]],
      // four digits, a value over 255, three or five parts, an empty part: none
      ["a@[0001.2.3.4] b@[256.1.1.1] c@[1.2.3] d@[1.2.3.4.5] e@[1..2.3] f@[1.2.3.4.]", []],
    ],
    { fuzzy: true },
  );
});
