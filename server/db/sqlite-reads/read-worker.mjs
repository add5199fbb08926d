// @ts-check
/**
 * One reader thread of the SQLite read pool (read-pool.ts): its own read-only connection to the
 * database file, one statement at a time. Rows are collected by iterating, not with `all()`, so
 * that a terminated thread stops between two rows instead of after the last one.
 *
 * Plain JavaScript: a worker thread does not inherit the TypeScript loader of `tsx` or Vitest,
 * and this file has nothing a loader would need to strip.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @typedef {{ sql: string; parameters: unknown[] }} ReadRequest */

const port = parentPort;
if (!port) throw new Error('read-worker.mjs runs as a worker thread only');

const database = new Database(/** @type {{ file: string }} */ (workerData).file, {
  readonly: true,
  fileMustExist: true,
});
// The main connection sets the same wait for a lock (a checkpoint, the WAL being reset).
database.pragma('busy_timeout = 5000');
port.postMessage({ ready: true });

port.on('message', (/** @type {ReadRequest} */ request) => {
  try {
    const rows = [];
    for (const row of database.prepare(request.sql).iterate(request.parameters)) rows.push(row);
    port.postMessage({ rows });
  } catch (error) {
    const { message, code } = /** @type {{ message?: string; code?: string }} */ (error);
    port.postMessage({ error: { message: String(message), code } });
  }
});
