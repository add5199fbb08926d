/**
 * A small pool of reader threads (read-worker.mjs), each with its own read-only connection to the
 * SQLite file, so a slow read runs beside the event loop instead of on it.
 *
 * Hand-written rather than with piscina or tinypool: neither is installed, and the parts that
 * matter here would be wired by hand around either anyway. A read that outlives the statement
 * timeout must answer at once and its thread be given up (better-sqlite3 cannot interrupt a
 * statement), a fresh thread must take its place, the timeout must not count a thread's start,
 * and close() must wait for every thread, the given-up ones included. Threads start on
 * demand (a server that never reads starts none) and hold the process open only while busy.
 */
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { StatementTimeoutError } from './statement-timeout-error';

export interface ReadPoolOptions {
  /** The database file, opened read-only by each thread. */
  file: string;
  /** Threads at most. */
  size: number;
  /** A read still running after this long is answered with StatementTimeoutError. */
  statementTimeoutMs: number;
}

type Row = Record<string, unknown>;
type Reply =
  { ready: true } | { rows: Row[] } | { error: { message: string; code: string | undefined } };

interface Task {
  sql: string;
  parameters: readonly unknown[];
  resolve(rows: Row[]): void;
  reject(error: Error): void;
}

interface Reader {
  worker: Worker;
  /** Its connection is open: it may be given a read. */
  ready: boolean;
  task: Task | undefined;
  timer: NodeJS.Timeout | undefined;
}

const WORKER_URL = new URL('./read-worker.mjs', import.meta.url);

export class ReadPool {
  readonly #options: ReadPoolOptions;
  readonly #readers = new Set<Reader>();
  readonly #idle: Reader[] = [];
  readonly #queue: Task[] = [];
  /** Every thread's exit, the given-up ones included: close() waits for all of them. */
  readonly #exits = new Set<Promise<void>>();
  /** Threads started but not ready yet. */
  #starting = 0;
  #closed = false;

  constructor(options: ReadPoolOptions) {
    this.#options = options;
  }

  read(sql: string, parameters: readonly unknown[]): Promise<Row[]> {
    if (this.#closed) return Promise.reject(new Error('The database is closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ sql, parameters, resolve, reject });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#queue.splice(0)) task.reject(new Error('The database is closed'));
    for (const reader of this.#readers) this.#retire(reader, new Error('The database is closed'));
    await Promise.all(this.#exits);
  }

  #dispatch(): void {
    if (this.#closed) return;
    for (let reader = this.#idle.pop(); reader; reader = this.#idle.pop()) {
      const task = this.#queue.shift();
      if (!task) {
        this.#idle.push(reader);
        return;
      }
      this.#start(reader, task);
    }
    // A new thread for each read no starting thread will take, up to the pool's size.
    while (this.#queue.length > this.#starting && this.#readers.size < this.#options.size)
      this.#spawn();
  }

  #spawn(): void {
    const worker = new Worker(WORKER_URL, { workerData: { file: this.#options.file } });
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const reader: Reader = { worker, ready: false, task: undefined, timer: undefined };
    this.#readers.add(reader);
    this.#starting += 1;
    this.#exits.add(exited);
    void exited.then(() => this.#exits.delete(exited));
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) this.#ready(reader);
      else this.#finish(reader, reply);
    });
    // The thread could not start or died: its read fails, and a new thread serves the next.
    worker.on('error', (error) => this.#retire(reader, error));
    worker.once('exit', () => this.#retire(reader, new Error('A database reader stopped')));
  }

  /** The statement timeout counts from here: a thread's start (a module load) is not a read. */
  #ready(reader: Reader): void {
    if (!this.#readers.has(reader)) return;
    reader.ready = true;
    // An idle thread does not hold the process open; a starting or busy one does.
    reader.worker.unref();
    this.#starting -= 1;
    this.#idle.push(reader);
    this.#dispatch();
  }

  #start(reader: Reader, task: Task): void {
    reader.task = task;
    reader.worker.ref();
    reader.timer = setTimeout(
      () => this.#retire(reader, new StatementTimeoutError()),
      this.#options.statementTimeoutMs,
    );
    reader.worker.postMessage({ sql: task.sql, parameters: task.parameters });
  }

  #finish(reader: Reader, reply: Exclude<Reply, { ready: true }>): void {
    // A thread given up (its read timed out) may still answer before it stops: ignored.
    if (!this.#readers.has(reader)) return;
    const task = reader.task;
    clearTimeout(reader.timer);
    reader.task = undefined;
    reader.worker.unref();
    this.#idle.push(reader);
    if ('rows' in reply) task?.resolve(reply.rows.map(asBuffers));
    else task?.reject(new SqliteDatabase.SqliteError(reply.error.message, reply.error.code ?? ''));
    this.#dispatch();
  }

  /** Gives a thread up: its read fails with `error`, and a new thread may take its place. */
  #retire(reader: Reader, error: Error): void {
    if (!this.#readers.delete(reader)) return;
    clearTimeout(reader.timer);
    const idleAt = this.#idle.indexOf(reader);
    if (idleAt >= 0) this.#idle.splice(idleAt, 1);
    reader.task?.reject(error);
    reader.task = undefined;
    if (!reader.ready) {
      this.#starting -= 1;
      // A thread that cannot open the file: the reads waiting for it fail rather than wait for
      // threads that would fail the same way.
      for (const task of this.#queue.splice(0)) task.reject(error);
    }
    // Terminating takes effect when the thread next runs JavaScript (between two rows); until
    // then it is out of the pool and does not hold the process open.
    reader.worker.unref();
    void reader.worker.terminate();
    this.#dispatch();
  }
}

/** Structured cloning turns a Buffer (a BLOB) into a plain Uint8Array; the main connection answers Buffers. */
function asBuffers(row: Row): Row {
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Uint8Array && !Buffer.isBuffer(value))
      row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return row;
}
