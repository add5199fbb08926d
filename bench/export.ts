/**
 * Export of a 100,000-row list, CSV and XLSX: time to the last byte and the server's peak memory
 * (RSS) while it streams. Fills a scratch SQLite database as the API bench does (bench/api/fill.ts),
 * serves it with the real app in this process and reads each export to the end, sampling RSS.
 *
 *   npx tsx bench/export.ts [--rows 100000]
 */
import { readSettings } from '../server/config/env';
import { connect } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { scratchDatabase } from '../server/db/scratch-database';
import { DEMO_PASSWORD, seedDemoData } from '../server/db/seed';
import { buildApp } from '../server/http/app';
import { fillExpenses } from './api/fill';

const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 100_000;
const MB = 1024 * 1024;

async function measure(url: string, token: string, format: string) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const response = await fetch(`${url}/api/expense/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`${format}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${format.toUpperCase().padEnd(4)} ${seconds.toFixed(1)} s, ${(bytes / MB).toFixed(1)} MB, ` +
      `RSS ${(rssBefore / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB ` +
      `(+${((peak - rssBefore) / MB).toFixed(0)} MB)`,
  );
}

async function main(): Promise<void> {
  const workspace = await scratchDatabase('academy-bench-export', undefined);
  const settings = { ...readSettings(workspace), env: 'development' as const };
  const connection = connect(settings);
  try {
    await migrateToLatest(connection.db);
    await seedDemoData(connection.db, { demoUsers: true });
    await fillExpenses(connection.db, workspace, ROWS);
    const app = await buildApp(settings, connection);
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
    global.gc?.();
    for (const format of ['csv', 'xlsx', 'csv', 'xlsx']) await measure(url, token, format);
    await app.close();
  } finally {
    await connection.close();
    await workspace.release();
  }
}

await main();
