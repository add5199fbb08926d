/**
 * Bulk fill on SQLite through better-sqlite3 directly: prepared multi-row INSERTs (500 rows of
 * expenses, and their search documents, per statement) inside transactions of 50,000 expenses.
 * This is several times faster than going through Kysely, which compiles every statement anew.
 * At the end the FTS5 index is merged into one segment ('optimize'), the state a long-lived index
 * tends to by its automatic merges.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { SQLITE_FILE } from '../../server/db/connection';
import { EXPENSE_COLUMNS, type ExpenseRow } from './expense-rows';
import type { FillTarget, FillWriter, SearchDocument } from './fill';

const ROWS_PER_STATEMENT = 500; // 15 columns: 7,500 parameters, well under SQLite's 32,766
const ROWS_PER_TRANSACTION = 50_000;

function placeholders(rowCount: number, columnCount: number): string {
  const row = `(${Array.from({ length: columnCount }, () => '?').join(',')})`;
  return Array.from({ length: rowCount }, () => row).join(',');
}

export function sqliteWriter(target: FillTarget): FillWriter {
  const db = new Database(join(target.dataDir, SQLITE_FILE));
  // Throwaway data: no fsync per commit, and a large cache for the FTS5 segments being merged.
  // The app's own connection keeps its normal settings.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1048576');
  db.pragma('temp_store = MEMORY');

  const statements = new Map<string, Database.Statement>();
  const statement = (kind: 'rows' | 'documents', count: number): Database.Statement => {
    const key = `${kind}:${count}`;
    let prepared = statements.get(key);
    if (!prepared) {
      prepared = db.prepare(
        kind === 'rows'
          ? `insert into expenses (${EXPENSE_COLUMNS.join(',')}) values ${placeholders(count, EXPENSE_COLUMNS.length)}`
          : `insert into search_documents (rowid, document) values ${placeholders(count, 2)}`,
      );
      statements.set(key, prepared);
    }
    return prepared;
  };
  let inTransaction = 0;

  return {
    rowsPerBatch: ROWS_PER_STATEMENT,
    async write(rows: ExpenseRow[], documents: SearchDocument[]) {
      if (inTransaction === 0) db.exec('begin');
      const values: unknown[] = [];
      for (const row of rows) for (const column of EXPENSE_COLUMNS) values.push(row[column]);
      statement('rows', rows.length).run(values);
      // Fixed statement sizes only (500, 100, 10, 1 rows), so that a batch's odd remainder
      // does not prepare a new statement every time.
      for (let i = 0; i < documents.length;) {
        const size = [ROWS_PER_STATEMENT, 100, 10, 1].find((n) => n <= documents.length - i) ?? 1;
        statement('documents', size).run(documents.slice(i, i + size).flat());
        i += size;
      }
      inTransaction += rows.length;
      if (inTransaction >= ROWS_PER_TRANSACTION) {
        db.exec('commit');
        inTransaction = 0;
      }
    },
    async finish() {
      if (inTransaction > 0) db.exec('commit');
      inTransaction = 0;
      db.exec("insert into search_documents (search_documents) values ('optimize')");
      db.exec('analyze');
      // Fold the WAL back into the file so the app starts from a compact database.
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      if (db.inTransaction) db.exec('rollback');
      db.close();
    },
  };
}
