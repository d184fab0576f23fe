import { describe, expect, it, onTestFinished, vi } from "vitest";
import { Progress } from "../../src/cli/progress.js";
import { Stats } from "../../src/cli/stats.js";

function sink(columns?: number) {
  const s = { text: "", columns, write: (x: string) => (s.text += x) };
  return s;
}

describe("Stats", () => {
  it("bytes, seconds, MB/s, inputs, URIs by scheme (most frequent first), warnings", () => {
    const st = new Stats();
    st.bytes = 5_000_000;
    st.inputs = 2;
    st.failed = 1;
    st.warnings = 3;
    st.written = 4;
    for (const s of ["http", "https", "https", "urn", "http", "https"]) st.addFound(s);
    const lines = st.summary(performance.now() + 2000).split("\n");
    expect(lines[0]).toMatch(
      /^urisift: 5000000 bytes in 2\.\d{3} s, 2\.\d MB\/s; 2 inputs \(1 unreadable\)$/,
    );
    expect(lines[1]).toBe("urisift: 6 URIs found: https 3, http 2, urn 1; 4 written");
    expect(lines[2]).toBe("urisift: 3 mail warnings");
    expect(lines[3]).toBe("");
  });

  it("lists the first 12 schemes by name and sums up the rest", () => {
    const st = new Stats();
    for (let i = 0; i < 20; i++) for (let k = 0; k <= i; k++) st.addFound(`s${i}`);
    const line = st.summary().split("\n")[1]!;
    expect(line.startsWith("urisift: 210 URIs found: s19 20, s18 19,")).toBe(true);
    expect(line.endsWith("s8 9, 8 other schemes 36; 0 written")).toBe(true);
  });
});

describe("Progress", () => {
  it("done of total, percent, MB/s, URIs found", () => {
    const err = sink(100);
    const p = new Progress(err, true, 10_000_000);
    p.addBytes(2_500_000);
    p.addFound(42);
    const line = p.line();
    expect(line).toMatch(/^\[#{8}-{22}\] {2}25% {2}2\.5\/10\.0 MB {2}[\d.]+ MB\/s {2}42 URIs$/);
    p.stop();
  });

  it("fits the terminal's columns: a narrower bar, none, or the figures cut", () => {
    for (const columns of [80, 60, 45, 30, 12]) {
      const p = new Progress(sink(columns), true, 20_000_000);
      p.addBytes(10_700_000);
      p.addFound(4213);
      expect(p.line().length).toBeLessThan(columns);
      p.stop();
    }
    // a pty never given a size reports 0 columns: an unknown width, not none (the review)
    const unsized = new Progress(sink(0), true, 20_000_000);
    expect(unsized.line()).toMatch(/^\[-{30}\] +0% {2}0\.0\/20\.0 MB/);
    unsized.stop();
    const narrow = new Progress(sink(30), true, 20_000_000);
    expect(narrow.line()).toMatch(/^ {2}0% {2}0\.0\/20\.0 MB/);
    narrow.stop();
  });

  it("without a known total: MB done, MB/s, URIs", () => {
    const p = new Progress(sink(), true, undefined);
    p.addBytes(1_000_000);
    expect(p.line()).toMatch(/^1\.0 MB {2}[\d.]+ MB\/s {2}0 URIs$/);
    p.stop();
  });

  it("draws on one line at most every 200 ms, clears at the end; silent when disabled", async () => {
    // a fake clock: on a loaded machine two real ticks can be 200 ms apart
    vi.useFakeTimers({ toFake: ["performance", "setInterval", "clearInterval"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const err = sink();
    const p = new Progress(err, true, 100);
    p.tick();
    p.tick(); // too soon: no second draw
    expect(err.text.split("\r").length).toBe(2);
    expect(err.text).toMatch(/^\r\[.*\x1b\[K$/);
    p.clear();
    expect(err.text.endsWith("\r\x1b[K")).toBe(true);
    p.stop();
    const before = err.text;
    p.stop();
    expect(err.text).toBe(before);

    const quiet = sink();
    const q = new Progress(quiet, false, 100);
    q.tick();
    q.stop();
    expect(quiet.text).toBe("");
  });
});
