import { describe, expect, it } from "vitest";
import { type CliOptions, parseCliArgs, USAGE } from "../../src/cli/args.js";

function run(argv: string[]): CliOptions {
  const r = parseCliArgs(argv);
  if (r.kind !== "run") throw new Error(`expected run, got ${JSON.stringify(r)}`);
  return r.options;
}

function error(argv: string[]): string {
  const r = parseCliArgs(argv);
  if (r.kind !== "error") throw new Error(`expected error, got ${JSON.stringify(r)}`);
  return r.message;
}

describe("parseCliArgs", () => {
  it("has the DESIGN.md defaults", () => {
    expect(run([])).toEqual({
      format: "text",
      normalize: false,
      unique: false,
      count: false,
      schemes: undefined,
      all: false,
      fuzzy: false,
      mode: "auto",
      base: undefined,
      hyphen: "keep",
      stats: false,
      progress: undefined,
      files: [],
    });
  });

  it("reads every option", () => {
    const o = run([
      "--format=csv",
      "--normalize",
      "--unique",
      "--count",
      "--schemes",
      "HTTP, https,,urn",
      "--all",
      "--fuzzy",
      "--mail",
      "--base",
      "http://example.org/a/",
      "--hyphen",
      "both",
      "--stats",
      "--no-progress",
      "a.txt",
      "-",
      "b.gz",
    ]);
    expect(o).toEqual({
      format: "csv",
      normalize: true,
      unique: true,
      count: true,
      schemes: ["http", "https", "urn"],
      all: true,
      fuzzy: true,
      mode: "mail",
      base: "http://example.org/a/",
      hyphen: "both",
      stats: true,
      progress: false,
      files: ["a.txt", "-", "b.gz"],
    });
  });

  it("accepts every format", () => {
    for (const f of ["text", "ndjson", "json", "csv", "tsv"]) {
      expect(run(["--format", f]).format).toBe(f);
    }
  });

  it("lets the last of a toggle pair win", () => {
    expect(run(["--mail", "--text"]).mode).toBe("text");
    expect(run(["--text", "--mail"]).mode).toBe("mail");
    expect(run(["--no-progress", "--progress"]).progress).toBe(true);
    expect(run(["--progress", "--no-progress"]).progress).toBe(false);
  });

  it("adds up the lists of repeated --schemes", () => {
    expect(run(["--schemes", "http", "--schemes", "FTP,http", "--schemes=urn"]).schemes).toEqual([
      "http",
      "ftp",
      "urn",
    ]);
  });

  it("takes file names after --, even ones starting with -", () => {
    expect(run(["--", "--all", "x"]).files).toEqual(["--all", "x"]);
  });

  it("help and version", () => {
    expect(parseCliArgs(["--help"]).kind).toBe("help");
    expect(parseCliArgs(["-h", "--bogus-is-ignored-after-help"]).kind).toBe("error");
    expect(parseCliArgs(["x", "-h"]).kind).toBe("help");
    expect(parseCliArgs(["--version"]).kind).toBe("version");
    expect(parseCliArgs(["-V"]).kind).toBe("version");
    for (const opt of ["--format", "--normalize", "--unique", "--count", "--schemes", "--all"]) {
      expect(USAGE).toContain(opt);
    }
    for (const opt of ["--fuzzy", "--mail", "--text", "--base", "--hyphen", "--stats"]) {
      expect(USAGE).toContain(opt);
    }
    expect(USAGE).toContain("--no-progress");
  });

  it("rejects bad usage with a message", () => {
    expect(error(["--format", "xml"])).toMatch(/--format.*xml/);
    expect(error(["--format"])).toMatch(/format/);
    expect(error(["--hyphen", "maybe"])).toMatch(/--hyphen/);
    expect(error(["--schemes", ","])).toMatch(/--schemes/);
    expect(error(["--schemes", "ht tp"])).toMatch(/not a scheme/);
    expect(error(["--base", "relative/path"])).toMatch(/absolute/);
    expect(error(["--bogus"])).toBe("Unknown option '--bogus'");
    expect(error(["--all=yes"])).toMatch(/all/);
  });
});
