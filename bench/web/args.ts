/** The command line of `npm run bench:web`, checked before anything is started. */
import { parseArgs } from 'node:util';

export interface WebBenchArgs {
  /** Measured navigations per screen and cache state. */
  runs: number;
  /** Milliseconds one navigation may take to become usable before the screen counts as failed. */
  timeout: number;
  /** Only screens whose name or path contains this text (the baseline is always measured). */
  only: string | undefined;
  /** Bundle sizes only: no server, no browser. */
  bundleOnly: boolean;
  /** Generated expenses the expense list is measured over (0: the demo data only). */
  rows: number;
}

const USAGE =
  'npm run bench:web -- [--runs 5] [--timeout 30000] [--only <text>] [--rows 100000] [--bundle-only]';

function whole(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
  return value;
}

export function readArgs(argv: string[] = process.argv.slice(2)): WebBenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '5' },
      timeout: { type: 'string', default: '30000' },
      only: { type: 'string' },
      'bundle-only': { type: 'boolean', default: false },
      rows: { type: 'string', default: '100000' },
    },
  });
  return {
    runs: whole('runs', values.runs, 1, 100),
    timeout: whole('timeout', values.timeout, 1_000, 300_000),
    only: values.only,
    bundleOnly: values['bundle-only'],
    rows: whole('rows', values.rows, 0, 10_000_000),
  };
}
