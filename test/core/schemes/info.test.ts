import { describe, expect, it } from "vitest";
import { extract } from "../../../src/index.js";
import { schemeErrors } from "./helpers.js";

describe("info (RFC 4452 §3)", () => {
  it("accepts namespace/identifier, with a fragment", () => {
    for (const u of [
      "info:lccn/2002022641",
      "info:ddc/22/eng//004.678",
      "info:pmid/12376099",
      "info:sici/0363-0277(19950315)120:5%3C%3E1.0.TX;2-V",
      "info:x-my.ns+1/abc#frag",
      "INFO:lccn/1",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects a missing or malformed namespace, an authority, a query", () => {
    for (const u of [
      "info:root:Starting",
      "info:lccn",
      "info:/x",
      "info:1ns/x",
      "info:n_s/x",
      "info://host/ns/x",
      "info:lccn/1?x=y",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-info"]);
    }
  });

  it("the log-level prefix of Python's default log format is not a URI", () => {
    const log =
      "INFO:root:Starting server\nINFO:werkzeug:127.0.0.1 - - GET /\nsee info:pmid/12376099.";
    expect(extract(log, { mode: "text" }).map((f) => f.uri)).toEqual(["info:pmid/12376099"]);
  });
});
