/**
 * Fills the expense resource with generated rows and their search tokens. The tokens come from
 * the engine's own tokensOf(), so search finds bench rows exactly as it finds rows made through
 * the API. The writing itself is per dialect (fill-sqlite.ts, fill-postgres.ts).
 */
import { resourcesByName } from '../../resources.config';
import type { Db, Dialect } from '../../server/db/types';
import { tokensOf } from '../../server/resources/search-index';
import { expenseBatches, loadSeedRefs, type ExpenseRow } from './expense-rows';
import { postgresWriter } from './fill-postgres';
import { sqliteWriter } from './fill-sqlite';
import { progressLine } from './progress';

export const FILLED_RESOURCE = 'expense';

export interface FillTarget {
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The resource name search_tokens rows are filed under. */
  resource: string;
}

export interface FillWriter {
  rowsPerBatch: number;
  /** Writes one batch; the writer groups batches into transactions. */
  write(rows: ExpenseRow[], tokens: [recordId: number, token: string][]): Promise<void>;
  /** Commits what is left and runs ANALYZE. */
  finish(): Promise<void>;
  close(): Promise<void>;
}

export interface FillResult {
  firstId: number;
  lastId: number;
  rows: number;
  tokens: number;
  seconds: number;
  rowsPerSecond: number;
}

export async function fillExpenses(
  db: Db,
  target: Omit<FillTarget, 'resource'>,
  count: number,
): Promise<FillResult> {
  const resource = resourcesByName.get(FILLED_RESOURCE);
  if (!resource) throw new Error(`No resource named ${FILLED_RESOURCE}`);
  const refs = await loadSeedRefs(db);
  const max = await db
    .selectFrom(resource.table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const firstId = Number(max?.id ?? 0) + 1;

  const full: FillTarget = { ...target, resource: resource.name };
  const writer = target.dialect === 'sqlite' ? sqliteWriter(full) : await postgresWriter(full);
  const progress = progressLine(`Filling ${resource.table}`, count);
  const started = performance.now();
  let done = 0;
  let tokenCount = 0;
  try {
    for (const rows of expenseBatches(refs, firstId, count, writer.rowsPerBatch)) {
      const tokens: [number, string][] = [];
      for (const row of rows) {
        for (const token of tokensOf(resource, row)) tokens.push([row.id, token]);
      }
      await writer.write(rows, tokens);
      done += rows.length;
      tokenCount += tokens.length;
      progress.update(done);
    }
    const rowsPerSecond = progress.finish(done);
    process.stdout.write('Running ANALYZE… ');
    await writer.finish();
    console.log('done.');
    return {
      firstId,
      lastId: firstId + count - 1,
      rows: count,
      tokens: tokenCount,
      seconds: (performance.now() - started) / 1000,
      rowsPerSecond,
    };
  } finally {
    await writer.close();
  }
}
