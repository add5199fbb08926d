/**
 * Fills the expense resource with generated rows and their search documents. A document's id and
 * words come from the engine's own documentId() and documentWords(), so search finds bench rows
 * exactly as it finds rows made through the API. The writing itself is per dialect
 * (fill-sqlite.ts, fill-postgres.ts).
 */
import { sql } from 'kysely';
import { resourcesByName } from '../../resources.config';
import {
  createMoneyDayTriggers,
  dropMoneyDayTriggers,
  rebuildMoneyDays,
} from '../../server/db/money-days';
import type { Db, Dialect } from '../../server/db/types';
import { documentId } from '../../server/resources/search-document-id';
import { documentWords, searchableFields } from '../../server/resources/search-words';
import { expenseBatches, loadSeedRefs, type ExpenseRow } from './expense-rows';
import { postgresWriter } from './fill-postgres';
import { sqliteWriter } from './fill-sqlite';
import { progressLine } from './progress';
import { openTables } from '../../server/db/types';

export const FILLED_RESOURCE = 'expense';

export interface FillTarget {
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string | undefined;
}

/** A search document: its id in `search_documents` and its words, separated by spaces. */
export type SearchDocument = [id: number, words: string];

export interface FillWriter {
  rowsPerBatch: number;
  /** Writes one batch; the writer groups batches into transactions. */
  write(rows: ExpenseRow[], documents: SearchDocument[]): Promise<void>;
  /** Commits what is left and runs ANALYZE. */
  finish(): Promise<void>;
  close(): Promise<void>;
}

export interface FillResult {
  firstId: number;
  lastId: number;
  rows: number;
  documents: number;
  seconds: number;
  rowsPerSecond: number;
}

export async function fillExpenses(db: Db, target: FillTarget, count: number): Promise<FillResult> {
  const resource = resourcesByName.get(FILLED_RESOURCE);
  if (!resource) throw new Error(`No resource named ${FILLED_RESOURCE}`);
  const refs = await loadSeedRefs(db);
  const max = await openTables(db)
    .selectFrom(resource.table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const firstId = Number(max?.id ?? 0) + 1;

  const fields = searchableFields(resource);
  // The money per day (server/db/money-days.ts) is worked out once after the bulk load, as the
  // migration does for an existing install, rather than by a trigger per generated row.
  await dropMoneyDayTriggers(db);
  const writer = target.dialect === 'sqlite' ? sqliteWriter(target) : await postgresWriter(target);
  const progress = progressLine(`Filling ${resource.table}`, count);
  const started = performance.now();
  let done = 0;
  let documentCount = 0;
  try {
    for (const rows of expenseBatches(refs, firstId, count, writer.rowsPerBatch)) {
      const documents: SearchDocument[] = [];
      for (const row of rows) {
        const words = documentWords(fields, row);
        if (words.length > 0) documents.push([documentId(resource.table, row.id), words.join(' ')]);
      }
      await writer.write(rows, documents);
      done += rows.length;
      documentCount += documents.length;
      progress.update(done);
    }
    const rowsPerSecond = progress.finish(done);
    process.stdout.write('Merging the search index, running ANALYZE… ');
    await writer.finish();
    console.log('done.');
    process.stdout.write('Working out the money per day… ');
    await rebuildMoneyDays(db);
    await createMoneyDayTriggers(db);
    // The ANALYZE above saw the table empty; without fresh statistics the planner scans it.
    await sql`analyze money_days`.execute(db);
    console.log('done.');
    return {
      firstId,
      lastId: firstId + count - 1,
      rows: count,
      documents: documentCount,
      seconds: (performance.now() - started) / 1000,
      rowsPerSecond,
    };
  } finally {
    await writer.close();
  }
}
