/**
 * Bulk fill on PostgreSQL: one INSERT … SELECT FROM unnest(arrays) per 10,000 expenses (and one
 * for their search documents), inside transactions of 50,000 expenses. A handful of large statements
 * instead of a million small ones; pg sends each array as a single parameter.
 */
import pg from 'pg';
import { EXPENSE_COLUMNS, type ExpenseRow } from './expense-rows';
import type { FillTarget, FillWriter, SearchDocument } from './fill';

const ROWS_PER_STATEMENT = 10_000;
const ROWS_PER_TRANSACTION = 50_000;

const TYPES: Record<(typeof EXPENSE_COLUMNS)[number], string> = {
  id: 'int',
  title: 'text',
  expense_type_id: 'int',
  sub_expense_type_id: 'int',
  amount: 'bigint',
  date: 'date',
  bank_account_id: 'int',
  payment_type_id: 'int',
  note: 'text',
  attachment: 'text',
  is_active: 'int',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  created_by: 'int',
  updated_by: 'int',
};

const INSERT_ROWS =
  `insert into expenses (${EXPENSE_COLUMNS.join(', ')}) select * from unnest(` +
  EXPENSE_COLUMNS.map((c, i) => `$${i + 1}::${TYPES[c]}[]`).join(', ') +
  ')';
// The words hold no space: split at the spaces, they are the lexemes the engine writes.
const INSERT_DOCUMENTS =
  'insert into search_documents (id, document) ' +
  "select i, array_to_tsvector(string_to_array(w, ' ')) from unnest($1::bigint[], $2::text[]) as u(i, w)";

export async function postgresWriter(target: FillTarget): Promise<FillWriter> {
  if (!target.databaseUrl) throw new Error('PostgreSQL fill needs the database URL');
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  // Throwaway data: do not wait for the WAL flush on each commit.
  await client.query('set synchronous_commit = off');
  let inTransaction = 0;

  return {
    rowsPerBatch: ROWS_PER_STATEMENT,
    async write(rows: ExpenseRow[], documents: SearchDocument[]) {
      if (inTransaction === 0) await client.query('begin');
      await client.query(
        INSERT_ROWS,
        EXPENSE_COLUMNS.map((column) => rows.map((row) => row[column])),
      );
      await client.query(INSERT_DOCUMENTS, [
        documents.map(([id]) => id),
        documents.map(([, words]) => words),
      ]);
      inTransaction += rows.length;
      if (inTransaction >= ROWS_PER_TRANSACTION) {
        await client.query('commit');
        inTransaction = 0;
      }
    },
    async finish() {
      if (inTransaction > 0) await client.query('commit');
      inTransaction = 0;
      // Explicit ids do not move the serial's sequence; later inserts must not collide.
      await client.query(
        "select setval(pg_get_serial_sequence('expenses', 'id'), (select max(id) from expenses))",
      );
      await client.query('analyze');
    },
    async close() {
      if (inTransaction > 0) await client.query('rollback').catch(() => undefined);
      await client.end();
    },
  };
}
