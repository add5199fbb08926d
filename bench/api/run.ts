/**
 * `npm run bench:api`: the API under load over a large table, against a bare Fastify route
 * serving the same JSON, at two or more table sizes.
 *
 *   npm run bench:api -- [--rows 100000,1000000] [--duration 10] [--warmup 3] [--connections 10]
 *                        [--database-url postgres://user@host:port/db]
 *
 * Each size is measured afresh (size-run.ts): a new database, migrations, the demo seed, that many
 * generated expenses with their search documents, ANALYZE; the scenarios' plans; the scenarios
 * with totals kept as the app keeps them, and the lists again with every total counted. Then the
 * growth of each scenario's p99 from the smallest size to the largest. Prints the tables and
 * writes bench/results/api-<dialect>.json. Exits non-zero on any failure, including a wrong
 * answer, and removes its data either way. Every step is bounded: fixed row counts, fixed
 * durations, and a deadline on every wait for the server process.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain } from '../lib/runner';
import { readArgs } from './args';
import { growthOf, growthTable, writeResults } from './report';
import { benchSize, type SizeResult } from './size-run';

const here = dirname(fileURLToPath(import.meta.url));

async function main(): Promise<number> {
  const args = readArgs();
  const dialect = args.databaseUrl ? 'postgres' : 'sqlite';
  const sizes: SizeResult[] = [];
  for (const rows of args.rows) sizes.push(await benchSize(args, rows));

  const smallest = sizes[0];
  const largest = sizes[sizes.length - 1];
  const growth = smallest && largest && sizes.length > 1 ? growthOf(smallest, largest) : [];
  if (growth.length > 0) {
    console.log(`\nGrowth of p99 with the table (${dialect})\n`);
    console.log(growthTable(growth));
  }
  const file = join(here, '..', 'results', `api-${dialect}.json`);
  writeResults(file, {
    dialect,
    date: new Date().toISOString(),
    node: process.version,
    options: { ...args, databaseUrl: args.databaseUrl ? '(given)' : undefined },
    // Other work on the machine skews every figure; the ratios share the same conditions.
    sizes,
    growth,
  });
  console.log(`\nWrote ${file}`);
  const failed = sizes.flatMap((size) =>
    size.results
      .filter((r) => r.problems.length > 0)
      .map((r) => `  ${size.rows.toLocaleString('en')} rows, ${r.name}: ${r.problems.join('; ')}`),
  );
  if (failed.length > 0) {
    console.error(`\nFAILED (wrong answers or errors under load):\n${failed.join('\n')}`);
    return 1;
  }
  return 0;
}

runMain(main);
