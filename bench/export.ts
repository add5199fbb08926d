/**
 * Export of a large list, CSV and XLSX: time to the last byte and the process's peak memory (RSS
 * and V8 heap) while it streams, at each table size, with the growth from the smallest size to
 * the largest beside the growth in rows. Fills a scratch SQLite database as the API bench does
 * (bench/api/fill.ts), growing it from one size to the next, serves it with the real app in this
 * process and reads each export to the end, sampling memory.
 *
 *   npm run bench:export [-- --rows 10000,100000] [--runs 2]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { readSettings } from '../server/config/env';
import { connect } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { scratchDatabase } from '../server/db/scratch-database';
import { DEMO_PASSWORD, seedDemoData } from '../server/db/seed';
import { buildApp } from '../server/http/app';
import { fillExpenses } from './api/fill';
import { loadText, runMain } from './lib/runner';

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const SIZES = flag('rows', '10000,100000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const RUNS = Number(flag('runs', '2'));
const FORMATS = ['csv', 'xlsx'] as const;
const MB = 1024 * 1024;

interface Measured {
  rows: number;
  format: (typeof FORMATS)[number];
  /** The fastest of the runs, and the largest memory rise of any run. */
  seconds: number;
  megabytes: number;
  rssStartMb: number;
  rssRiseMb: number;
  heapRiseMb: number;
}

/** One export read to the end: seconds, bytes, and the peaks of RSS and heap over the start. */
async function exportOnce(url: string, token: string, format: string) {
  global.gc?.();
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  const response = await fetch(`${url}/api/expense/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`${format}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  return {
    seconds,
    bytes,
    rssStart: start.rss,
    rssRise: rss - start.rss,
    heapRise: heap - start.heapUsed,
  };
}

async function measureSize(url: string, token: string, rows: number): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const format of FORMATS) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await exportOnce(url, token, format));
    const result: Measured = {
      rows,
      format,
      seconds: Math.min(...runs.map((r) => r.seconds)),
      megabytes: runs[0]!.bytes / MB,
      rssStartMb: runs[0]!.rssStart / MB,
      rssRiseMb: Math.max(...runs.map((r) => r.rssRise)) / MB,
      heapRiseMb: Math.max(...runs.map((r) => r.heapRise)) / MB,
    };
    console.log(
      `${rows.toLocaleString('en')} rows ${format.toUpperCase().padEnd(4)} ` +
        `${result.seconds.toFixed(2)} s, ${result.megabytes.toFixed(1)} MB, ` +
        `${Math.round(rows / result.seconds).toLocaleString('en')} rows/s; ` +
        `RSS ${result.rssStartMb.toFixed(0)} MB at start, peak +${result.rssRiseMb.toFixed(0)} MB; ` +
        `heap peak +${result.heapRiseMb.toFixed(0)} MB`,
    );
    results.push(result);
  }
  return results;
}

async function main(): Promise<number> {
  const loadBefore = loadavg();
  console.log(`Load average before: ${loadText(loadBefore)}`);
  const workspace = await scratchDatabase('academy-bench-export', undefined);
  const settings = { ...readSettings(workspace), env: 'development' as const };
  const connection = connect(settings);
  const results: Measured[] = [];
  try {
    await migrateToLatest(connection.db);
    await seedDemoData(connection.db, { demoUsers: true });
    let filled = 0;
    for (const size of SIZES) {
      // The table grows to each size in turn: the same rows, so sizes differ only in count.
      // The app is started afresh on the grown database (the fill changes triggers under it).
      await fillExpenses(connection.db, workspace, size - filled);
      filled = size;
      const app = await buildApp(settings, connection);
      try {
        const url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace(
          'localhost',
          '127.0.0.1',
        );
        const login = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@academy.test', password: DEMO_PASSWORD }),
        });
        const { token } = (await login.json()) as { token: string };
        // Every expense is exported: the demo's own and the generated ones.
        const total = (await (
          await fetch(`${url}/api/expense?per_page=1`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { meta: { total: number } };
        results.push(...(await measureSize(url, token, total.meta.total)));
      } finally {
        await app.close();
      }
    }
  } finally {
    await connection.close();
    await workspace.release();
  }

  const smallest = results.filter((r) => r.rows === results[0]!.rows);
  const largest = results.filter((r) => r.rows === results[results.length - 1]!.rows);
  if (smallest[0]!.rows !== largest[0]!.rows) {
    console.log(
      `\nGrowth from ${smallest[0]!.rows.toLocaleString('en')} to ` +
        `${largest[0]!.rows.toLocaleString('en')} rows ` +
        `(${(largest[0]!.rows / smallest[0]!.rows).toFixed(1)}× the rows):`,
    );
    for (const [i, big] of largest.entries()) {
      const small = smallest[i]!;
      console.log(
        `  ${big.format.toUpperCase().padEnd(4)} time ${(big.seconds / small.seconds).toFixed(1)}×, ` +
          `RSS peak rise ${small.rssRiseMb.toFixed(0)} → ${big.rssRiseMb.toFixed(0)} MB, ` +
          `heap peak rise ${small.heapRiseMb.toFixed(0)} → ${big.heapRiseMb.toFixed(0)} MB`,
      );
    }
  }
  const loadAfter = loadavg();
  console.log(`Load average after: ${loadText(loadAfter)}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/export.json',
    `${JSON.stringify({ runs: RUNS, loadBefore, loadAfter, results }, null, 2)}\n`,
  );
  return 0;
}

runMain(main);
