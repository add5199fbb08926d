/**
 * One scenario under load with autocannon: a warm-up run that is thrown away, then the measured
 * run. Latencies are taken from autocannon's `response` event (hrtime, fractions of a
 * millisecond) rather than its histogram, which rounds to whole milliseconds: at ~1 ms a whole
 * millisecond of rounding would make ratios to the bare route meaningless.
 */
import autocannon from 'autocannon';
import { percentile } from '../realtime/stats';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  /** Called per request for paths that vary (show by random id); else the URL's own path. */
  nextPath?: () => string;
  connections: number;
  duration: number;
}

export interface Measurement {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** autocannon's own (whole-millisecond) figures, kept for comparison with its CLI. */
  autocannon: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Bounded by `duration` (autocannon stops itself) plus its 10 s per-request timeout. */
function load(options: LoadOptions, seconds: number, latencies: number[] | null) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const nextPath = options.nextPath;
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: seconds,
        headers: options.headers,
        ...(nextPath
          ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }
          : {}),
      },
      (error: unknown, result) => (error ? reject(error as Error) : resolve(result)),
    );
    if (latencies) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    }
  });
}

export async function measure(options: LoadOptions, warmup: number): Promise<Measurement> {
  if (warmup > 0) await load(options, warmup, null);
  const latencies: number[] = [];
  const result = await load(options, options.duration, latencies);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    autocannon: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
