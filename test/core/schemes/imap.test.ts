import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("imap (RFC 5092 §11)", () => {
  it("accepts the RFC's own examples (§7, §8) and what its grammar allows", () => {
    for (const u of [
      "imap://minbari.example.org/gray-council;UIDVALIDITY=385759045/;UID=20/;PARTIAL=0.1024",
      "imap://psicorp.example.org/~peter/%E6%97%A5%E6%9C%AC%E8%AA%9E/%E5%8F%B0%E5%8C%97",
      "imap://;AUTH=GSSAPI@minbari.example.org/gray-council/;uid=20/;section=1.2",
      "imap://;AUTH=*@minbari.example.org/gray%20council?SUBJECT%20shadows",
      "imap://joe@example.com/INBOX/;uid=20/;section=1.2;urlauth=submit+fred:internal:91354a473744909de610943775f92038",
      "imap://michael@example.org/INBOX",
      "imap://example.com",
      "imap://example.com/",
      // names in any case (RFC 5234 §2.3); a section's own "/"; a mailbox's "/" before UIDVALIDITY
      "imap://example.com/INBOX;uidvalidity=7/;Uid=3/;SECTION=HEADER.FIELDS%20(DATE)/;partial=5",
      "imap://example.com/INBOX/;UID=56/;SECTION=AA/BB",
      "imap://example.com/INBOX/;UIDVALIDITY=23423",
      // dot segments are removed before the path is read (§5.2.4)
      "imap://example.com/INBOX/Drafts;UIDVALIDITY=788/;UID=16/..",
      // an IRI's mailbox (RFC 3987)
      "imap://example.com/Entwürfe",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects a userinfo, a parameter or a search its grammar has not", () => {
    for (const [u, error] of [
      ["imap://user:password@example.com/", "bad-userinfo"], // no ":" in an achar
      ["imap://user;AUTH=@example.com/", "bad-userinfo"],
      ["imap://user;X=1@example.com/", "bad-userinfo"],
      ["imap://@example.com/", "bad-userinfo"],
      ["imap://example.com/;UID=3", "bad-path"], // no mailbox
      ["imap://example.com/INBOX;UID=3", "bad-path"], // iuid = "/;UID="
      ["imap://example.com/INBOX/;UID=03", "bad-path"], // nz-number
      ["imap://example.com/INBOX/;SECTION=1", "bad-path"], // a section of no message
      ["imap://example.com/INBOX/;UID=3/;PARTIAL=1.0", "bad-path"],
      ["imap://example.com/INBOX/;UID=3/;FOO=1", "bad-path"],
      ["imap://example.com/INBOX/;UID=3?ALL", "bad-path"], // a search only after a mailbox
      ["imap://example.com/?ALL", "bad-path"],
      ["imap://example.com/INBOX/;UID=3;URLAUTH=nobody", "bad-path"],
      ["imap://example.com/INBOX/;UID=3;URLAUTH=anonymous:internal:1234", "bad-path"], // 32*HEXDIG
    ] as const) {
      expect(schemeErrors(u), u).toContain(error);
    }
  });
});
