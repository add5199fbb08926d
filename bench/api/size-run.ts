/**
 * The bench at one table size: a fresh database filled with `rows` expenses, the scenarios' plans,
 * then two passes each in its own server process. The first keeps list totals as the app does by
 * default (a few seconds per query, so repeated requests count once); the second counts every
 * total (LIST_COUNT_SECONDS=0), as a list of a table written all the time pays it, except a whole
 * table's, which is its kept row count in both (docs/DATABASE.md "Row counts"). Every figure is
 * a ratio to the bare route of its own pass.
 */
import { loadavg } from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { connect, type Connection } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { scratchDatabase } from '../../server/db/scratch-database';
import { cleanUpOnInterrupt, loadText } from '../lib/runner';
import { startAppChild, type AppChild } from './app-child';
import type { BenchArgs } from './args';
import { besideLoop } from './contention';
import { fillExpenses, type FillResult } from './fill';
import { measureScenarios } from './measure-scenarios';
import { buildMoneyScenarios, REPORT_PATH } from './money-scenarios';
import { explainScenarios, type ScenarioPlans } from './plans';
import { ms, plansReport, resultsTable, withRatios, type ScenarioResult } from './report';
import { buildScenarios, LIST_PATH } from './scenarios';

export const COUNTED_EVERY_REQUEST = ' (total counted on every request)';

export interface SizeResult {
  rows: number;
  fill: FillResult;
  loadAverage: { before: number[]; after: number[] };
  results: ScenarioResult[];
  plans: ScenarioPlans[];
}

export async function benchSize(args: BenchArgs, rows: number): Promise<SizeResult> {
  const workspace = await scratchDatabase('academy-bench-api', args.databaseUrl);
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
      `\n═══ ${rows.toLocaleString('en')} expenses on ${workspace.dialect}` +
        (workspace.databaseUrl ? ` (${new URL(workspace.databaseUrl).pathname.slice(1)})` : '') +
        `, data in ${workspace.dataDir}`,
    );
    connection = connect({ databaseUrl: workspace.databaseUrl, dataDir: workspace.dataDir });
    await migrateToLatest(connection.db);
    await seedDemoData(connection.db, { demoUsers: true });
    const fill = await fillExpenses(connection.db, workspace, rows);
    console.log(
      `Filled ${fill.rows.toLocaleString('en')} expenses and ${fill.documents.toLocaleString('en')} ` +
        `search documents in ${fill.seconds.toFixed(1)} s (${Math.round(fill.rowsPerSecond).toLocaleString('en')} rows/s)`,
    );

    const listAndShow = await buildScenarios(connection.db, fill);
    const money = await buildMoneyScenarios(connection.db, fill);
    const bare = listAndShow.find((s) => s.kind === 'bare');
    const pageOne = listAndShow.find((s) => s.path === LIST_PATH && s.kind === 'list');
    const report = money.find((s) => s.path.startsWith(REPORT_PATH));
    if (!bare || !pageOne || !report)
      throw new Error('The bare, page-1 and dashboard report scenarios are missing');
    const lists = listAndShow.filter((s) => s.kind === 'list');
    // The slow money reports before show by id, not last: the server stops right after the last
    // scenario, and a request still running then (its client already gone) meets a closed pool.
    const scenarios = [
      bare,
      ...lists,
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

    const pass = async (
      env: Record<string, string>,
      run: (app: AppChild) => Promise<ScenarioResult[]>,
    ) => {
      const app = await startAppChild(workspace, env, (started) => (child = started));
      const results = await run(app);
      await app.stop();
      return results;
    };
    const ratiosToBare = (measured: Awaited<ReturnType<typeof measureScenarios>>) => {
      const baseline = measured.find((m) => m.kind === 'bare');
      if (!baseline) throw new Error('The bare route was not measured');
      return withRatios(measured, baseline.measurement);
    };
    console.log('Totals kept per query (the default):');
    const kept = await pass({}, async (app) =>
      ratiosToBare(await measureScenarios(scenarios, app, args)),
    );
    console.log('Totals counted on every request (LIST_COUNT_SECONDS=0):');
    const counted = await pass({ LIST_COUNT_SECONDS: '0' }, async (app) =>
      ratiosToBare(await measureScenarios([bare, ...lists], app, args, COUNTED_EVERY_REQUEST)),
    );
    const results = [...kept, ...counted.filter((r) => r.kind !== 'bare')];

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
    console.log(`\nQuery plans (${workspace.dialect}, ${fill.rows.toLocaleString('en')} rows)\n`);
    console.log(plansReport(plans));
    const withScans = plans.filter((p) => p.plans.some((q) => q.fullScans.length > 0));
    console.log(
      withScans.length === 0
        ? '\nNo full-table scan of expenses in any list query.'
        : `\nFull-table scans in: ${withScans.map((p) => p.scenario).join(', ')}`,
    );
    const loadAfter = loadavg();
    console.log(
      `Load average (1/5/15 min) before ${loadText(loadBefore)}, after ${loadText(loadAfter)}`,
    );
    return { rows, fill, loadAverage: { before: loadBefore, after: loadAfter }, results, plans };
  } finally {
    stopListening();
    await cleanUp();
  }
}
