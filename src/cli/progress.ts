/**
 * The progress bar of `urisift` on stderr: bytes read of the total (sum of the input sizes
 * when all are known), MB/s, URIs found. Redrawn at most 5 times a second on one line,
 * cleared at the end. Shown when --progress is given, or by default when stderr is a TTY;
 * never otherwise (nothing when piped).
 */

export interface ProgressStream {
  write(s: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

const INTERVAL_MS = 200;

export class Progress {
  private bytes = 0;
  private found = 0;
  private shown = false;
  private lastDraw = Number.NEGATIVE_INFINITY;
  private readonly started = performance.now();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly err: ProgressStream,
    readonly enabled: boolean,
    /** total bytes, undefined when some input size is unknown (stdin, a pipe) */
    private readonly total: number | undefined,
  ) {
    if (enabled) {
      this.timer = setInterval(() => this.draw(), INTERVAL_MS);
      this.timer.unref();
    }
  }

  addBytes(n: number): void {
    this.bytes += n;
  }

  addFound(n = 1): void {
    this.found += n;
  }

  /** called often (per chunk): redraw when the interval has passed */
  tick(): void {
    if (!this.enabled) return;
    const now = performance.now();
    if (now - this.lastDraw >= INTERVAL_MS) this.draw(now);
  }

  /** Erase the bar (before another stderr line, and at the end). */
  clear(): void {
    if (this.shown) {
      this.err.write("\r\x1b[K");
      this.shown = false;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.clear();
  }

  /** the text of the bar line */
  line(now = performance.now()): string {
    const secs = (now - this.started) / 1000;
    const mb = this.bytes / 1e6;
    const rate = secs > 0 ? mb / secs : 0;
    const tail = `${rate.toFixed(1)} MB/s  ${this.found} URIs`;
    if (this.total === undefined || this.total === 0) return `${mb.toFixed(1)} MB  ${tail}`;
    const frac = Math.min(1, this.bytes / this.total);
    const width = Math.max(10, Math.min(30, (this.err.columns ?? 80) - 60));
    const filled = Math.round(frac * width);
    const bar = `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
    return `${bar} ${(frac * 100).toFixed(0).padStart(3)}%  ${mb.toFixed(1)}/${(this.total / 1e6).toFixed(1)} MB  ${tail}`;
  }

  private draw(now = performance.now()): void {
    if (!this.enabled) return;
    this.lastDraw = now;
    this.err.write(`\r${this.line(now)}\x1b[K`);
    this.shown = true;
  }
}
