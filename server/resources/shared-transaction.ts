/**
 * Engine writes that join one transaction their caller owns, so that many records (the rows of an
 * import) land together or not at all. Each write still runs its whole pipeline (checks, hooks,
 * labels, search documents, audit) on the shared transaction, inside a savepoint of its own: a write
 * that fails leaves the transaction as it was, as a failed write with its own transaction would.
 * What only a committed change may do (after-create and after-update hooks, which send e-mails;
 * marking totals stale; removing replaced files) waits for the owner's commit, and is dropped
 * when the owner rolls back, which also removes the files the writes stored. Creates, updates,
 * toggles and status changes join; delete and arrange order still open transactions of their
 * own and are not for use inside one.
 */
import type { ControlledTransaction } from 'kysely';
import type { Database, Tx } from '../db/types';
import type { Context } from './context';

type CommittedTask = (ctx: Context) => Promise<void>;
type RolledBackTask = () => Promise<void>;

export interface SharedTransaction {
  readonly tx: ControlledTransaction<Database>;
  /** Run with the owner's context once it has committed, in the order queued. */
  readonly committed: CommittedTask[];
  readonly rolledBack: RolledBackTask[];
  /** Savepoints made so far: their names must differ while nested. */
  savepoints: number;
}

/** The owner's verdict on the work done in the shared transaction. */
export interface SharedOutcome<T> {
  value: T;
  commit: boolean;
}

/** Runs `write` in the shared transaction the context joined, or in a transaction of its own. */
export async function inWriteTransaction<T>(
  ctx: Context,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const shared = ctx.shared;
  if (!shared) return ctx.db.transaction().execute(write);
  const name = `engine_write_${++shared.savepoints}`;
  const point = await shared.tx.savepoint(name).execute();
  try {
    const result = await write(shared.tx);
    await point.releaseSavepoint(name).execute();
    return result;
  } catch (error) {
    await point.rollbackToSavepoint(name).execute();
    throw error;
  }
}

/** Runs `task` once the change is committed: at once, or when the shared transaction commits. */
export async function afterCommit(ctx: Context, task: CommittedTask): Promise<void> {
  if (ctx.shared) ctx.shared.committed.push(task);
  else await task(ctx);
}

/** Queues `task` for a rollback of the shared transaction; a change of its own is final already. */
export function onRollback(ctx: Context, task: RolledBackTask): void {
  ctx.shared?.rolledBack.push(task);
}

async function rollBack(shared: SharedTransaction): Promise<void> {
  try {
    await shared.tx.rollback().execute();
  } finally {
    for (const task of shared.rolledBack) await task();
  }
}

/**
 * Runs `work` with a context whose engine writes all join one transaction, then commits it or
 * rolls it back as the work decides (a dry run decides to roll back). Throwing rolls back too.
 */
export async function withSharedTransaction<T>(
  ctx: Context,
  work: (joined: Context) => Promise<SharedOutcome<T>>,
): Promise<T> {
  if (ctx.shared) throw new Error('Shared transactions do not nest');
  const tx = await ctx.db.startTransaction().execute();
  const shared: SharedTransaction = { tx, committed: [], rolledBack: [], savepoints: 0 };
  let outcome: SharedOutcome<T>;
  try {
    outcome = await work({ ...ctx, db: tx, shared });
    if (outcome.commit) await tx.commit().execute();
  } catch (error) {
    await rollBack(shared);
    throw error;
  }
  if (!outcome.commit) {
    await rollBack(shared);
    return outcome.value;
  }
  for (const task of shared.committed) await task(ctx);
  return outcome.value;
}
