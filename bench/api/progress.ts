/** One status line that rewrites itself: rows done, rate and time left. */

const REDRAW_MS = 250;

function clock(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface Progress {
  update(done: number): void;
  /** Draws the final line, ends it, and answers the rate in rows per second. */
  finish(done: number): number;
}

export function progressLine(label: string, total: number): Progress {
  const started = performance.now();
  let drawnAt = 0;
  let width = 0;
  const draw = (done: number, end: boolean): number => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
    const percent = ((100 * done) / total).toFixed(1);
    const line =
      `${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} rows ` +
      `(${percent}%), ${Math.round(rate).toLocaleString('en')} rows/s, ` +
      (end ? `took ${clock(seconds)}` : `ETA ${clock(eta)}`);
    // Carriage return plus padding over the previous line: works on a terminal and stays
    // readable (one line per redraw) in a log file.
    process.stdout.write(`\r${line.padEnd(width)}${end ? '\n' : ''}`);
    width = line.length;
    return rate;
  };
  return {
    update(done) {
      const now = performance.now();
      if (now - drawnAt < REDRAW_MS) return;
      drawnAt = now;
      draw(done, false);
    },
    finish: (done) => draw(done, true),
  };
}
