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
 *
 * Reads waiting in the queue go to a thread in batches (a share of the queue each), one message
 * for several reads: a message between threads costs the event loop about as much as a small
 * read, and a report sends several at once. The thread answers each read as it finishes it, and
 * each read has the whole statement timeout from its own start.
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
  /** The batch it was given that is not answered yet, the running read first. */
  tasks: Task[];
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
      if (this.#queue.length === 0) {
        this.#idle.push(reader);
        return;
      }
      // A share of the queue, so that the other threads get theirs when they are free.
      this.#start(
        reader,
        this.#queue.splice(0, Math.ceil(this.#queue.length / this.#options.size)),
      );
    }
    // A new thread for each read no starting thread will take, up to the pool's size.
    while (this.#queue.length > this.#starting && this.#readers.size < this.#options.size)
      this.#spawn();
  }

  #spawn(): void {
    const worker = new Worker(WORKER_URL, { workerData: { file: this.#options.file } });
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const reader: Reader = { worker, ready: false, tasks: [], timer: undefined };
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

  #start(reader: Reader, tasks: Task[]): void {
    reader.tasks = tasks;
    reader.worker.ref();
    this.#arm(reader);
    reader.worker.postMessage(tasks.map(({ sql, parameters }) => ({ sql, parameters })));
  }

  /** The statement timeout of the reader's running read. */
  #arm(reader: Reader): void {
    reader.timer = setTimeout(
      () => this.#retire(reader, new StatementTimeoutError()),
      this.#options.statementTimeoutMs,
    );
  }

  #finish(reader: Reader, reply: Exclude<Reply, { ready: true }>): void {
    // A thread given up (its read timed out) may still answer before it stops: ignored.
    if (!this.#readers.has(reader)) return;
    const task = reader.tasks.shift();
    clearTimeout(reader.timer);
    if ('rows' in reply) task?.resolve(reply.rows.map(asBuffers));
    else task?.reject(new SqliteDatabase.SqliteError(reply.error.message, reply.error.code ?? ''));
    // The batch's next read has started on the thread.
    if (reader.tasks.length > 0) return this.#arm(reader);
    reader.worker.unref();
    this.#idle.push(reader);
    this.#dispatch();
  }

  /** Gives a thread up: its read fails with `error`, and a new thread may take its place. */
  #retire(reader: Reader, error: Error): void {
    if (!this.#readers.delete(reader)) return;
    clearTimeout(reader.timer);
    const idleAt = this.#idle.indexOf(reader);
    if (idleAt >= 0) this.#idle.splice(idleAt, 1);
    const [running, ...waiting] = reader.tasks.splice(0);
    running?.reject(error);
    // The batch's reads that had not started go back to the head of the queue, unless closing.
    if (this.#closed) for (const task of waiting) task.reject(error);
    else this.#queue.unshift(...waiting);
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
