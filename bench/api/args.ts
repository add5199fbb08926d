/** The command line of `npm run bench:api`, checked before anything is created. */
import { parseArgs } from 'node:util';
import { isPostgresUrl } from '../../server/db/connection';

export interface BenchArgs {
  /** Table sizes, smallest first: each is filled and measured afresh, and compared with the first. */
  rows: number[];
  /** Seconds each scenario is measured for. */
  duration: number;
  /** Seconds of unmeasured load before each scenario, so JIT and caches are warm. */
  warmup: number;
  connections: number;
  /** A PostgreSQL server the bench may create (and drop) its own database on; else SQLite. */
  databaseUrl: string | undefined;
}

const USAGE =
  'npm run bench:api -- [--rows 100000,1000000] [--duration 10] [--warmup 3] [--connections 10] ' +
  '[--database-url postgres://user@host:port/db]';

function whole(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
  return value;
}

export function readArgs(argv: string[] = process.argv.slice(2)): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      rows: { type: 'string', default: '100000,1000000' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '10' },
      'database-url': { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'];
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl))
    throw new Error(`--database-url must be a postgres:// URL\n${USAGE}`);
  return {
    rows: [
      ...new Set(
        values.rows.split(',').map((size) => whole('rows', size.trim(), 1_000, 50_000_000)),
      ),
    ].sort((a, b) => a - b),
    duration: whole('duration', values.duration, 1, 600),
    warmup: whole('warmup', values.warmup, 0, 60),
    connections: whole('connections', values.connections, 1, 1_000),
    databaseUrl,
  };
}
