/**
 * `npm run bench:web`: how heavy the built app is and how fast its screens become usable in
 * Chromium, against a static page of the same size served by a bare Fastify server.
 *
 *   npm run bench:web -- [--runs 5] [--timeout 30000] [--only <text>] [--rows 100000]
 *                        [--bundle-only]
 *
 * Steps: build the app if dist/ is stale; sizes of the initial load and of every lazy chunk
 * (bundle.ts, bench/results/web-bundle.json); a fresh data folder with the demo data and `--rows`
 * generated expenses (large-table.ts); the real server on a free port over it (app-server.ts); the baseline server (baseline-server.ts); Chromium (browser.ts);
 * sign-in through the API; then each screen (screens.ts) with a cold and a warm cache
 * (measure.ts), the baseline before and after the app's screens. Prints the table slowest first
 * and writes bench/results/web-timings.json. Exits non-zero if any step or screen failed, and
 * stops the servers, closes the browser and removes the data folder either way. Every wait has a
 * deadline and every loop a fixed count.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { cleanUpOnInterrupt, loadText, runMain } from '../lib/runner';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { resources } from '../../resources.config';
import { firstIds, signIn } from './api';
import { startAppServer, type AppServer } from './app-server';
import { fillLargeTable } from './large-table';
import { readArgs } from './args';
import { startBaselineServer, type BaselineServer } from './baseline';
import { BASELINE_READY_SELECTOR } from './baseline-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from './browser';
import { measureBundle } from './bundle';
import { measureScreen, type ScreenMeasurement, type Target } from './measure';
import { bundleTable, kb, screenResult, slowestFirst, timingsTable, writeResults } from './report';
import { appScreens, editable, type Screen } from './screens';
import { median } from './stats';
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const resultsDir = join(here, '..', 'results');

const BASELINE: Screen = {
  name: 'baseline (static HTML)',
  kind: 'baseline',
  path: '/',
  ready: BASELINE_READY_SELECTOR,
  signedIn: false,
};

function progress(screen: Screen, m: ScreenMeasurement): void {
  const ms = (samples: ScreenMeasurement['cold']) =>
    samples.length === 0 ? '–' : `${Math.round(median(samples.map((n) => n.ready)))} ms`;
  console.log(
    `  ${screen.name.padEnd(28)} cold ${ms(m.cold)}, warm ${ms(m.warm)}` +
      (m.problems.length > 0 ? `  FAILED: ${m.problems.join('; ')}` : ''),
  );
}

async function main(): Promise<number> {
  const args = readArgs();
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });

  const bundle = measureBundle(join(repoRoot, 'dist'));
  console.log('\nBundle (dist/)\n');
  console.log(bundleTable(bundle));
  const bundleFile = join(resultsDir, 'web-bundle.json');
  writeResults(bundleFile, { date: new Date().toISOString(), ...bundle, distDir: 'dist' });
  console.log(`\nWrote ${bundleFile}`);
  if (args.bundleOnly) return 0;

  const workspace: ScratchDatabase = await scratchDatabase('academy-bench-web');
  let app: AppServer | undefined;
  let baselineServer: BaselineServer | undefined;
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    browser = undefined;
    await baselineServer?.stop();
    baselineServer = undefined;
    await app?.stop();
    app = undefined;
    await workspace.release();
  };
  // Ctrl-C still stops what runs and removes the temp data.
  const stopListening = cleanUpOnInterrupt(cleanUp);
  const loadBefore = loadavg();
  try {
    await fillLargeTable(workspace, args.rows);
    console.log(`\nStarting the app server on a fresh data folder (${workspace.dataDir})…`);
    app = await startAppServer(repoRoot, workspace.dataDir);
    baselineServer = await startBaselineServer(here, bundle.initialTotal.raw);
    browser = await launchBrowser();
    console.log(
      `App at ${app.url}; baseline page at ${baselineServer.url}/ (${kb(baselineServer.bytes)} KB); ` +
        `Chromium ${browser.version()}`,
    );

    const session = await signIn(app.url);
    const ids = await firstIds(app.url, session.token, editable(resources));
    const withoutRecord = editable(resources)
      .filter((r) => !ids.has(r.name))
      .map((r) => r.name);
    const screens = appScreens(resources, ids).filter(
      (s) => !args.only || s.name.includes(args.only) || s.path.includes(args.only),
    );
    if (screens.length === 0) throw new Error(`No screen matches --only ${args.only}`);
    if (withoutRecord.length > 0)
      console.log(`No record to edit (edit screen skipped): ${withoutRecord.join(', ')}`);

    const appTarget: Target = {
      browser,
      origin: app.url,
      session,
      runs: args.runs,
      timeout: args.timeout,
    };
    const baselineTarget: Target = { ...appTarget, origin: baselineServer.url, session: null };

    console.log(
      `\nMeasuring ${screens.length} screens and the baseline, ${args.runs} cold + ${args.runs} warm runs each\n`,
    );
    const before = await measureScreen(baselineTarget, BASELINE);
    progress(BASELINE, before);
    const measured: { screen: Screen; m: ScreenMeasurement }[] = [];
    for (const screen of screens) {
      const m = await measureScreen(appTarget, screen);
      progress(screen, m);
      measured.push({ screen, m });
    }
    const after = await measureScreen(baselineTarget, BASELINE);
    progress({ ...BASELINE, name: 'baseline again' }, after);

    // The baseline before and after the app's screens, pooled: drift on a busy machine shows as
    // a difference between the two halves (saved below) instead of skewing every ratio one way.
    const pooled: ScreenMeasurement = {
      cold: [...before.cold, ...after.cold],
      warm: [...before.warm, ...after.warm],
      problems: [...before.problems, ...after.problems],
    };
    const baselineMedians = {
      cold: median(pooled.cold.map((n) => n.ready)),
      warm: median(pooled.warm.map((n) => n.ready)),
    };
    const baseline = screenResult(BASELINE, pooled, baselineMedians);
    const results = slowestFirst(
      measured.map(({ screen, m }) => screenResult(screen, m, baselineMedians)),
    );
    const failed = [baseline, ...results].filter((r) => r.problems.length > 0);

    console.log(
      `\nScreens, slowest first: navigation start to usable, ms (median, p90 of ${args.runs}), ` +
        'and the median as a multiple of the baseline page\n',
    );
    console.log(timingsTable([...results, baseline]));
    const loadAfter = loadavg();
    const file = join(resultsDir, 'web-timings.json');
    writeResults(file, {
      date: new Date().toISOString(),
      node: process.version,
      chromium: { path: CHROMIUM_PATH, version: browser.version(), args: CHROMIUM_ARGS },
      // Other work on the machine skews every figure; the ratios share the same conditions.
      loadAverage: { before: loadBefore, after: loadAfter },
      options: args,
      initialLoad: bundle.initialTotal,
      baseline: {
        bytes: baselineServer.bytes,
        medians: baselineMedians,
        before: screenResult(BASELINE, before, baselineMedians),
        after: screenResult(BASELINE, after, baselineMedians),
      },
      skippedEdit: withoutRecord,
      results,
    });
    console.log(
      `\nLoad average (1/5/15 min) before ${loadText(loadBefore)}, after ${loadText(loadAfter)}`,
    );
    console.log(`Wrote ${file}`);
    if (failed.length > 0) {
      console.error(`\nFAILED: ${failed.length} screen(s):`);
      for (const r of failed) console.error(`  ${r.name} (${r.path}): ${r.problems.join('; ')}`);
      return 1;
    }
    return 0;
  } finally {
    stopListening();
    await cleanUp();
  }
}

runMain(main);
