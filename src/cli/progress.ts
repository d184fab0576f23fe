/**
 * The progress bar of `urisift` on stderr: bytes read of the total (sum of the input sizes
 * when all are known), MB/s, URIs found. Redrawn at most 5 times a second on one line,
 * cleared at the end. Shown when --progress is given, or by default when stderr is a TTY and
 * stdout is not (main.ts): the bar is for a run whose output goes to a file or a pipe, as pv(1)
 * draws its bar only there; never otherwise (nothing when piped). The whole line fits in the
 * terminal's columns: a line that wraps leaves a stale row at every redraw, since "\r" goes
 * back only to the start of the last row.
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
    /**
     * May the bar be drawn now? False while the cursor stands after text that another
     * stream (stdout on the same terminal) left without a newline: "\r" would draw over it.
     */
    private readonly lineFree: () => boolean = () => true,
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

  /**
   * The text of the bar line, at most the terminal's columns less one (a character in the
   * last column leaves many terminals about to wrap: VT100 "last column flag").
   */
  line(now = performance.now()): string {
    // (a terminal that was never given a size — `script` without one, a CI runner's pty —
    // reports 0 columns: read as 80, as an unknown width)
    const room = (this.err.columns || 80) - 1;
    return fitted(this.figures(now), this.fraction(), room);
  }

  /** the numbers of the line: MB done (of the total), MB/s, URIs found */
  private figures(now: number): string {
    const secs = (now - this.started) / 1000;
    const mb = this.bytes / 1e6;
    const rate = secs > 0 ? mb / secs : 0;
    const tail = `${rate.toFixed(1)} MB/s  ${this.found} URIs`;
    if (this.total === undefined || this.total === 0) return `${mb.toFixed(1)} MB  ${tail}`;
    const percent = (this.fraction()! * 100).toFixed(0).padStart(3);
    return `${percent}%  ${mb.toFixed(1)}/${(this.total / 1e6).toFixed(1)} MB  ${tail}`;
  }

  /** done of the total, 0–1; null without a known total */
  private fraction(): number | null {
    if (this.total === undefined || this.total === 0) return null;
    return Math.min(1, this.bytes / this.total);
  }

  private draw(now = performance.now()): void {
    if (!this.enabled || !this.lineFree()) return;
    this.lastDraw = now;
    this.err.write(`\r${this.line(now)}\x1b[K`);
    this.shown = true;
  }
}

/** the bar's width bounds: narrower than MIN_BAR it is left out */
const MIN_BAR = 10;
const MAX_BAR = 30;

/**
 * `[###---] figures` in `room` characters: the bar as wide as the room left allows (up to
 * MAX_BAR), none when less than MIN_BAR is left, the figures cut at the room's end.
 */
function fitted(figures: string, fraction: number | null, room: number): string {
  const width = Math.min(MAX_BAR, room - figures.length - 3);
  if (fraction === null || width < MIN_BAR) return figures.slice(0, Math.max(0, room));
  const filled = Math.round(fraction * width);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${figures}`;
}
