import { describe, expect, it } from "vitest";
import { jsonSafe, percentEncodeControls } from "../../src/cli/escape.js";
import { Counter, Unique } from "../../src/cli/tally.js";
import {
  COLUMNS,
  createWriter,
  csvField,
  jsonOf,
  tsvField,
  type WriterOptions,
} from "../../src/cli/writers.js";
import type { Found } from "../../src/extract/types.js";
import { found } from "./found.js";

function render(options: Partial<WriterOptions>, records: [Found, number?][]): string {
  let s = "";
  const w = createWriter({ format: "text", normalize: false, counted: false, ...options }, (x) => {
    s += x;
  });
  w.begin();
  for (const [f, n] of records) w.write(f, n);
  w.end();
  return s;
}

const a = found("HTTP://Example.ORG/a");
const bad = found("http://[::1/", { valid: false, normalized: null, errors: ["bad-ipv6", "x"] });

describe("escape", () => {
  it("percent-encodes controls, DEL, C1, bidi marks and line separators as UTF-8", () => {
    expect(percentEncodeControls("http://e.org/a b")).toBe("http://e.org/a b");
    expect(percentEncodeControls("a\x00b\x1b[31m\r\n\t\x7f")).toBe("a%00b%1B[31m%0D%0A%09%7F");
    expect(percentEncodeControls("x\u0085\u202e\u2028y")).toBe("x%C2%85%E2%80%AE%E2%80%A8y");
    expect(percentEncodeControls("http://例え.jp/é")).toBe("http://例え.jp/é");
  });
  it("jsonSafe escapes what JSON.stringify leaves raw, and stays JSON", () => {
    const s = jsonSafe(JSON.stringify({ u: "a\x1b\x7f\u0085\u202eb" }));
    expect(s).not.toMatch(/[\x00-\x1f\x7f-\x9f\u202e]/);
    expect(JSON.parse(s)).toEqual({ u: "a\x1b\x7f\u0085\u202eb" });
  });
});

describe("text", () => {
  it("one uri per line; --normalize prints the normal form", () => {
    expect(render({}, [[a], [found("mailto:x@y")]])).toBe("HTTP://Example.ORG/a\nmailto:x@y\n");
    expect(render({ normalize: true }, [[a]])).toBe("http://example.org/a\n");
  });
  it("an invalid URI (--all): tab, invalid:, its errors; no normal form to print", () => {
    expect(render({ normalize: true }, [[bad]])).toBe("http://[::1/\tinvalid:bad-ipv6,x\n");
  });
  it("--count: count, tab, uri", () => {
    expect(render({ counted: true }, [[a, 3]])).toBe("3\tHTTP://Example.ORG/a\n");
  });
  it("no raw control character reaches the terminal", () => {
    const evil = found("http://e.org/\x1b]0;pwned\x07\n\u202e", { normalized: null });
    const out = render({}, [[evil]]);
    expect(out).toBe("http://e.org/%1B]0;pwned%07%0A%E2%80%AE\n");
    expect(out.slice(0, -1)).not.toMatch(/[\x00-\x1f\x7f-\x9f]/);
  });
});

describe("ndjson and json", () => {
  it("ndjson: one Found per line", () => {
    const lines = render({ format: "ndjson" }, [[a], [bad]]).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(JSON.parse(lines[0]!)).toEqual(a);
    expect(JSON.parse(lines[1]!)).toEqual(bad);
  });
  it("json: one array, also when empty", () => {
    expect(JSON.parse(render({ format: "json" }, [[a], [bad]]))).toEqual([a, bad]);
    expect(render({ format: "json" }, [])).toBe("[]\n");
    expect(JSON.parse(render({ format: "json" }, [[a]]))).toEqual([a]);
  });
  it("the hand-written JSON is JSON.stringify's, terminal-safe", () => {
    const msg = {
      index: 2,
      messageId: '<a"b@c>',
      date: null,
      subject: "\u202e x",
      part: "text/html",
    };
    const cases: Found[] = [
      a,
      bad,
      found('http://e.org/"q"\\', { variants: ["a", "b\u0085"], warnings: ["ip-host"] }),
      found("http://例え.jp/\u2028", { file: "dir/\x1bf.txt", message: msg, relative: true }),
      found("http://e.org/", { message: msg }),
      found("http://e.org/", { file: undefined }), // an own key set to undefined
      { ...found("http://e.org/"), extra: 1 } as Found, // an unexpected field
      (({ uri, ...rest }) => ({ ...rest, uri }))(found("http://e.org/")), // another key order
    ];
    for (const f of cases) {
      for (const count of [undefined, 3]) {
        const s = jsonOf(f, count);
        expect(s).not.toMatch(/[\x00-\x1f\x7f-\x9f\u2028\u202e]/);
        const want = JSON.parse(JSON.stringify(count === undefined ? f : { count, ...f }));
        expect(JSON.parse(s)).toEqual(want);
        if (count !== undefined) expect(s.startsWith(`{"count":3,`)).toBe(true);
      }
    }
    expect(jsonOf(a)).toBe(JSON.stringify(a));
  });

  it("--count adds a count field", () => {
    expect(JSON.parse(render({ format: "ndjson", counted: true }, [[a, 2]]))).toEqual({
      count: 2,
      ...a,
    });
    expect(JSON.parse(render({ format: "json", counted: true }, [[a, 2]]))[0].count).toBe(2);
  });
});

describe("csv and tsv", () => {
  const header = COLUMNS.map((c) => c[0]).join(",");
  it("header row, then quoted text fields and bare numbers", () => {
    const f = found("http://e.org/a,b", {
      file: 'my "file".txt',
      variants: ["http://e.org/ab", "x"],
      line: 3,
      column: 7,
    });
    const out = render({ format: "csv" }, [[f]]);
    const [h, row, end] = out.split("\n");
    expect(h).toBe(header);
    expect(h!.startsWith("uri,normalized,scheme,valid,delimiter,line,column,file,")).toBe(true);
    expect(row).toBe(
      '"http://e.org/a,b","http://e.org/a,b","http",true,"bare",3,7,"my ""file"".txt",0,16,false,"http://e.org/ab x","","",,,',
    );
    expect(end).toBe("");
  });
  it("--normalize: the columns in their order, `uri` holding the normal form; --count adds a count column", () => {
    for (const [format, sep] of [
      ["csv", ","],
      ["tsv", "\t"],
    ] as const) {
      const out = render({ format, normalize: true, counted: true }, [
        [a, 5],
        [bad, 1],
      ]);
      const [h, row, invalid] = out.split("\n");
      expect(h).toBe(["count", ...COLUMNS.map((c) => c[0])].join(sep));
      const q = (v: string) => (format === "csv" ? `"${v}"` : v);
      expect(
        row!.startsWith(
          ["5", q("http://example.org/a"), q("http://example.org/a"), q("http")].join(sep),
        ),
      ).toBe(true);
      // none: the URI as written, as in the text format
      expect(invalid!.startsWith(["1", q("http://[::1/"), "", q("http")].join(sep))).toBe(true);
    }
  });
  it("defuses formulas and encodes control characters", () => {
    expect(csvField("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvField("+1")).toBe(`"'+1"`);
    expect(csvField("-1")).toBe(`"'-1"`);
    expect(csvField("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvField("a\r\nb\tc")).toBe(`"a%0D%0Ab%09c"`);
    expect(csvField("\t=1")).toBe(`"%09=1"`);
    expect(csvField(null)).toBe("");
    expect(csvField(12)).toBe("12");
    expect(tsvField("a\tb\nc\\d")).toBe("a%09b%0Ac\\d");
    expect(tsvField("=1")).toBe("'=1");
  });
  it("a field percent-encoded has its % encoded too: a real %09 and a tab told apart", () => {
    expect(tsvField("tab%09here.txt")).toBe("tab%09here.txt");
    expect(tsvField("tab\there.txt")).toBe("tab%09here.txt");
    expect(tsvField("50%\tof")).toBe("50%25%09of");
    expect(csvField("a%0Ab\n")).toBe(`"a%250Ab%0A"`);
    expect(decodeURIComponent(tsvField("x%41\ty"))).toBe("x%41\ty");
  });

  it("tsv: tab separated, no raw tab or newline inside a field", () => {
    const f = found("http://e.org/x", { file: "we\tird\nname", message: undefined });
    const out = render({ format: "tsv" }, [[f]]);
    const [h, row] = out.split("\n");
    expect(h).toBe(COLUMNS.map((c) => c[0]).join("\t"));
    const cells = row!.split("\t");
    expect(cells).toHaveLength(COLUMNS.length);
    expect(cells[0]).toBe("http://e.org/x");
    expect(cells[7]).toBe("we%09ird%0Aname");
  });
  it("mail records fill the message columns", () => {
    const f = found("http://e.org/", {
      message: { index: 4, messageId: "<a@b>", date: null, subject: "s", part: "text/html" },
    });
    const row = render({ format: "csv" }, [[f]]).split("\n")[1]!;
    expect(row.endsWith(',4,"<a@b>","text/html"')).toBe(true);
  });
});

describe("tally", () => {
  it("--unique keeps the first of each normalized form", () => {
    const u = new Unique();
    expect(u.admit(found("HTTP://E.org/"))).toBe(true);
    expect(u.admit(found("http://e.ORG/"))).toBe(false);
    expect(u.admit(bad)).toBe(true);
    expect(u.admit(found("http://[::1/", { normalized: null }))).toBe(false);
  });
  it("--count: most frequent first, ties by first appearance", () => {
    const c = new Counter((f) => f.uri);
    for (const u of [
      "http://b/",
      "http://a/",
      "HTTP://A/",
      "http://c/",
      "http://c/",
      "http://d/",
    ]) {
      c.add(found(u));
    }
    expect([...c.sorted()].map((e) => [e.first, e.count])).toEqual([
      ["http://a/", 2],
      ["http://c/", 2],
      ["http://b/", 1],
      ["http://d/", 1],
    ]);
  });
  it("--count without a rendering keeps each key's first record", () => {
    const c = new Counter();
    const first = found("HTTP://A/");
    c.add(found("http://b/"));
    c.add(first);
    c.add(found("http://a/"));
    const out = [...c.sorted()];
    expect(out[0]!.first).toBe(first);
    expect(out.map((e) => e.count)).toEqual([2, 1]);
  });
  it("--count: a rendering other than the key is kept apart from it", () => {
    const c = new Counter((f) => `<${f.uri}>`);
    c.add(found("HTTP://A/"));
    c.add(found("http://a/"));
    c.add(found("http://a/"));
    expect([...c.sorted()]).toEqual([{ first: "<HTTP://A/>", count: 3 }]);
  });
});

describe("a record kept rendered for --count", () => {
  it("is written as write(record, count) writes it, in every format", () => {
    const mail = found("http://e.org/", {
      file: "x,=y.txt",
      message: { index: 4, messageId: "<a@b>", date: null, subject: "s", part: "text/html" },
    });
    for (const format of ["text", "ndjson", "json", "csv", "tsv"] as const) {
      for (const normalize of [false, true]) {
        const options = { format, normalize, counted: true };
        let direct = "";
        let kept = "";
        const w1 = createWriter(options, (x) => {
          direct += x;
        });
        const w2 = createWriter(options, (x) => {
          kept += x;
        });
        w1.begin();
        w2.begin();
        for (const [f, n] of [
          [a, 3],
          [bad, 1],
          [mail, 12],
        ] as const) {
          w1.write(f, n);
          w2.writeCounted(w2.render(f), n);
        }
        w1.end();
        w2.end();
        expect(kept, `${format} ${normalize}`).toBe(direct);
        expect(direct).toContain("12");
      }
    }
  });
});
