/**
 * Each scenario against one server process: its answer checked once, then warmed up and measured
 * (beside its background loop, if it has one). A wrong answer or a failure under load is recorded
 * as the scenario's problems, not thrown, so one run reports every scenario.
 */
import type { AppChild } from './app-child';
import { whileLooping } from './contention';
import { measure, type LoadOptions, type Measurement } from './measure';
import { ms, type ScenarioResult } from './report';
import type { Scenario } from './scenarios';
import type { BenchArgs } from './args';

async function getJson(url: string, token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the check reports the text.
  }
  return { status: response.status, body };
}

export type Measured = Omit<ScenarioResult, 'ratios'>;

export async function measureScenarios(
  scenarios: Scenario[],
  app: AppChild,
  args: Pick<BenchArgs, 'connections' | 'duration' | 'warmup'>,
  nameSuffix = '',
): Promise<Measured[]> {
  const headers = { authorization: `Bearer ${app.token}`, accept: 'application/json' };
  const measured: Measured[] = [];
  for (const scenario of scenarios) {
    const origin = scenario.kind === 'bare' ? app.bareUrl : app.appUrl;
    const once = await getJson(`${origin}${scenario.path}`, app.token);
    const problems =
      once.status === 200
        ? scenario.check(once.body)
        : [`answered ${once.status}: ${JSON.stringify(once.body).slice(0, 200)}`];
    const load: LoadOptions = {
      url: `${origin}${scenario.path}`,
      headers,
      ...(scenario.nextPath ? { nextPath: scenario.nextPath } : {}),
      connections: args.connections,
      duration: args.duration,
    };
    let measurement: Measurement;
    if (scenario.background) {
      const beside = await whileLooping(`${origin}${scenario.background}`, headers, () =>
        measure(load, args.warmup),
      );
      measurement = beside.result;
      if (beside.loop.failures > 0)
        problems.push(`${beside.loop.failures} failed requests in the background loop`);
    } else {
      measurement = await measure(load, args.warmup);
    }
    if (measurement.non2xx > 0) problems.push(`${measurement.non2xx} non-2xx answers under load`);
    if (measurement.errors > 0)
      problems.push(
        `${measurement.errors} errors under load (${measurement.timeouts} of them 10 s timeouts)`,
      );
    if (measurement.requests === 0) problems.push('no request completed');
    const name = scenario.kind === 'bare' ? scenario.name : `${scenario.name}${nameSuffix}`;
    console.log(
      `  ${name}: p50 ${ms(measurement.p50)} ms, p99 ${ms(measurement.p99)} ms, ` +
        `${Math.round(measurement.requestsPerSecond)} req/s` +
        (problems.length ? `  FAILED: ${problems.join('; ')}` : ''),
    );
    measured.push({ name, kind: scenario.kind, path: scenario.path, measurement, problems });
  }
  return measured;
}
