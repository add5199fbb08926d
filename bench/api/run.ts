/**
 * `npm run bench:api`: the API under load over a large table, against a bare Fastify route
 * serving the same JSON.
 *
 *   npm run bench:api -- [--rows 1000000] [--duration 10] [--warmup 3] [--connections 10]
 *                        [--database-url postgres://user@host:port/db]
 *
 * Steps: a fresh data folder (and, for PostgreSQL, a fresh database), migrations, the demo seed,
 * `--rows` generated expenses with their search documents, ANALYZE; the app and the bare route in a
 * child process (server.ts says why); sign-in; each scenario (the lists, show, and the money
 * reports of money-scenarios.ts) checked once, warmed up and measured; the list queries' plans. Prints a table with ratios to the bare route and writes
 * bench/results/api-<dialect>.json. Exits non-zero on any failure, including a wrong answer, and
 * removes its data either way. Every step is bounded: fixed row count, fixed durations, and a
 * deadline on every wait for the child.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { cleanUpOnInterrupt, loadText, runMain } from '../lib/runner';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, type Connection } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_PASSWORD, seedDemoData } from '../../server/db/seed';
import { readArgs } from './args';
import { fillExpenses } from './fill';
import { besideLoop, whileLooping } from './contention';
import { measure, type LoadOptions, type Measurement } from './measure';
import { buildMoneyScenarios, REPORT_PATH } from './money-scenarios';
import { explainScenarios } from './plans';
import { ask } from './protocol';
import {
  ms,
  plansReport,
  resultsTable,
  withRatios,
  writeResults,
  type ScenarioResult,
} from './report';
import { buildScenarios, LIST_PATH } from './scenarios';
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database';

const here = dirname(fileURLToPath(import.meta.url));
const ADMIN = 'admin@academy.test';

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

async function signIn(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 200 || !body.token)
    throw new Error(`Sign-in as ${ADMIN} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

async function main(): Promise<number> {
  const args = readArgs();
  const workspace: ScratchDatabase = await scratchDatabase('academy-bench-api', args.databaseUrl);
  let connection: Connection | undefined;
  let child: ChildProcess | undefined;
  const cleanUp = async () => {
    if (child && child.exitCode === null) child.kill();
    await connection?.close();
    connection = undefined;
    await workspace.release();
  };
  // Ctrl-C still stops what runs and removes the temp data.
  const stopListening = cleanUpOnInterrupt(cleanUp);
  const loadBefore = loadavg();
  try {
    console.log(
      `API bench on ${workspace.dialect}` +
        (workspace.databaseUrl ? ` (${new URL(workspace.databaseUrl).pathname.slice(1)})` : '') +
        `, data in ${workspace.dataDir}`,
    );
    connection = connect({ databaseUrl: workspace.databaseUrl, dataDir: workspace.dataDir });
    await migrateToLatest(connection.db);
    await seedDemoData(connection.db, { demoUsers: true });
    const fill = await fillExpenses(connection.db, workspace, args.rows);
    console.log(
      `Filled ${fill.rows.toLocaleString('en')} expenses and ${fill.documents.toLocaleString('en')} ` +
        `search documents in ${fill.seconds.toFixed(1)} s (${Math.round(fill.rowsPerSecond).toLocaleString('en')} rows/s)`,
    );

    const listAndShow = await buildScenarios(connection.db, fill);
    const money = await buildMoneyScenarios(connection.db, fill);
    const pageOne = listAndShow.find((s) => s.path === LIST_PATH && s.kind === 'list');
    const report = money.find((s) => s.path.startsWith(REPORT_PATH));
    if (!pageOne || !report)
      throw new Error('The page-1 and dashboard report scenarios are missing');
    // The slow money reports before show by id, not last: the server stops right after the last
    // scenario, and a request still running then (its client already gone) meets a closed pool.
    const scenarios = [
      ...listAndShow.filter((s) => s.kind !== 'show'),
      ...money,
      besideLoop(pageOne, report),
      ...listAndShow.filter((s) => s.kind === 'show'),
    ];
    // The contended page 1 runs the same queries as page 1: one plan of them is enough.
    const plans = await explainScenarios(
      connection.db,
      workspace.dialect,
      scenarios.filter((s) => !s.background),
    );

    child = fork(join(here, 'server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const { url: appUrl } = await ask(
      child,
      { type: 'start', dataDir: workspace.dataDir, databaseUrl: workspace.databaseUrl },
      'ready',
    );
    const token = await signIn(appUrl);
    const bare = await ask(child, { type: 'baseline', token, path: LIST_PATH }, 'bare');
    console.log(`App at ${appUrl}, bare route at ${bare.url}${bare.path} (${bare.bytes} bytes)`);

    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const measured: Omit<ScenarioResult, 'ratios'>[] = [];
    for (const scenario of scenarios) {
      const origin = scenario.kind === 'bare' ? bare.url : appUrl;
      const once = await getJson(`${origin}${scenario.path}`, token);
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
      console.log(
        `  ${scenario.name}: p50 ${ms(measurement.p50)} ms, p99 ${ms(measurement.p99)} ms, ` +
          `${Math.round(measurement.requestsPerSecond)} req/s` +
          (problems.length ? `  FAILED: ${problems.join('; ')}` : ''),
      );
      measured.push({
        name: scenario.name,
        kind: scenario.kind,
        path: scenario.path,
        measurement,
        problems,
      });
    }

    await ask(child, { type: 'stop' }, 'stopped');
    const baseline = measured.find((m) => m.kind === 'bare');
    if (!baseline) throw new Error('The bare route was not measured');
    const results = withRatios(measured, baseline.measurement);
    const failed = results.filter((r) => r.problems.length > 0);
    const withScans = plans.filter((p) => p.plans.some((q) => q.fullScans.length > 0));

    console.log(
      `\nResults (${workspace.dialect}, ${fill.rows.toLocaleString('en')} rows, ` +
        `${args.connections} connections, ${args.duration} s each after ${args.warmup} s warm-up)\n`,
    );
    console.log(resultsTable(results));
    const alone = results.find((r) => r.name === pageOne.name);
    const contended = results.find((r) => r.name === besideLoop(pageOne, report).name);
    if (alone && contended)
      console.log(
        `\nPage 1 p99: ${ms(alone.measurement.p99)} ms alone, ` +
          `${ms(contended.measurement.p99)} ms beside the dashboard report loop ` +
          `(${(contended.measurement.p99 / alone.measurement.p99).toFixed(1)}×)`,
      );
    console.log(`\nQuery plans (${workspace.dialect})\n`);
    console.log(plansReport(plans));
    console.log(
      withScans.length === 0
        ? '\nNo full-table scan of expenses in any list query.'
        : `\nFull-table scans in: ${withScans.map((p) => p.scenario).join(', ')}`,
    );

    const file = join(here, '..', 'results', `api-${workspace.dialect}.json`);
    writeResults(file, {
      dialect: workspace.dialect,
      date: new Date().toISOString(),
      node: process.version,
      // Other work on the machine skews every figure; the ratios share the same conditions.
      loadAverage: { before: loadBefore, after: loadavg() },
      options: { ...args, databaseUrl: args.databaseUrl ? '(given)' : undefined },
      fill,
      results,
      plans,
    });
    console.log(
      `\nLoad average (1/5/15 min) before ${loadText(loadBefore)}, ` +
        `after ${loadText()} on this machine`,
    );
    console.log(`Wrote ${file}`);
    if (failed.length > 0) {
      console.error(
        `\nFAILED (wrong answers or errors under load): ${failed.map((r) => r.name).join(', ')}:`,
      );
      for (const r of failed) console.error(`  ${r.name}: ${r.problems.join('; ')}`);
      return 1;
    }
    return 0;
  } finally {
    stopListening();
    await cleanUp();
  }
}

runMain(main);
