/**
 * --stats: a summary on stderr at the end — bytes scanned (after gzip decompression and
 * UTF-16 transcoding), seconds, MB/s (1 MB = 10^6 bytes), records found by scheme (before
 * --unique/--count), records written, mail warnings, inputs that could not be read.
 */

/** schemes listed by name, most frequent first; the rest summed up */
const TOP = 12;

export class Stats {
  bytes = 0;
  found = 0;
  written = 0;
  warnings = 0;
  inputs = 0;
  failed = 0;
  private readonly schemes = new Map<string, number>();
  private readonly started = performance.now();

  addFound(scheme: string): void {
    this.found++;
    this.schemes.set(scheme, (this.schemes.get(scheme) ?? 0) + 1);
  }

  /** the summary lines, each prefixed `urisift: ` */
  summary(now = performance.now()): string {
    const secs = (now - this.started) / 1000;
    const rate = secs > 0 ? this.bytes / 1e6 / secs : 0;
    const bySchemes = [...this.schemes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    let schemeText = bySchemes
      .slice(0, TOP)
      .map(([s, n]) => `${s} ${n}`)
      .join(", ");
    if (bySchemes.length > TOP) {
      const rest = bySchemes.slice(TOP).reduce((n, e) => n + e[1], 0);
      schemeText += `, ${bySchemes.length - TOP} other schemes ${rest}`;
    }
    const lines = [
      `${this.bytes} bytes in ${secs.toFixed(3)} s, ${rate.toFixed(1)} MB/s; ${this.inputs} input${this.inputs === 1 ? "" : "s"}${this.failed ? ` (${this.failed} unreadable)` : ""}`,
      `${this.found} URIs found${schemeText ? `: ${schemeText}` : ""}; ${this.written} written`,
      `${this.warnings} mail warning${this.warnings === 1 ? "" : "s"}`,
    ];
    return lines.map((l) => `urisift: ${l}\n`).join("");
  }
}
