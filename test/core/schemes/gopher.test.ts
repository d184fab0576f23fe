import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("gopher (RFC 1738 §3.4, 1994 draft)", () => {
  it("accepts type, selector, search and gopher+ strings", () => {
    for (const u of [
      "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
      "gopher://gopher.micro.umn.edu/00/Information%20About%20Gopher/About%20Gopher",
      "gopher://host.example",
      "gopher://host.example/",
      "gopher://host.example:7070/1",
      // the 1994 draft examples with "host [port]" filled in
      "gopher://host.example:70/0a_gopher_selector",
      "gopher://host.example:70/7a_gopher_selector%09foobar",
      "gopher://host.example:70/0a_gopher_selector%09%09some_gplus_stuff",
      "gopher://host.example:70/0a_gopher_selector%09%09!",
      "gopher://host.example:70/0a_gopher_selector%09%09+application/postscript%20Es_ES",
      "gopher://host.example/0sel%09%09+%091%0D%0A+-1%0D%0Aask_item1_value%0D%0A.%0D%0A",
      "gopher://host.example/%2B",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects a type that is not one printable character", () => {
    expect(schemeErrors("gopher://host.example/%09search")).toEqual(["bad-gopher-type"]);
    expect(schemeErrors("gopher://host.example/%0D")).toEqual(["bad-gopher-type"]);
    expect(schemeErrors("gopher://host.example//sel")).toEqual(["bad-gopher-type"]);
    expect(schemeErrors("gopher://host.example/%C3%A9")).toEqual(["bad-gopher-type"]);
  });

  it("requires a host", () => {
    expect(schemeErrors("gopher:///1")).toEqual(["missing-host"]);
  });
});
