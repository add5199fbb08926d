/**
 * Engine writes joining one shared transaction: all land or none do, after-create hooks (the
 * invitation e-mail) wait for the commit, and one failed write does not spoil the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesByName } from '../../resources.config';
import { systemContext } from '../../server/db/seed';
import type { Context } from '../../server/resources/context';
import { ValidationError } from '../../server/resources/errors';
import { createRecord } from '../../server/resources/operations/create';
import { withSharedTransaction } from '../../server/resources/shared-transaction';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

let server: TestServer;
let ctx: Context;

beforeAll(async () => {
  server = await startTestServer();
  ctx = systemContext(server.connection.db);
});
afterAll(() => server.close());

const resource = (name: string) => resourcesByName.get(name)!;

async function countWhere(db: Context['db'], table: string, column: string, value: string) {
  const row = await openTables(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const student = (email: string) => ({ first_name: 'Shared', last_name: 'Writer', email });

describe('shared transaction', () => {
  it('writes nothing and sends nothing when the owner rolls back', async () => {
    const email = 'rolled.back@students.academy.test';
    const seenInside = await withSharedTransaction(ctx, async (joined) => {
      await createRecord(joined, resource('subject'), { name: 'Rolled back subject' });
      await createRecord(joined, resource('student'), student(email));
      return { value: await countWhere(joined.db, 'students', 'email', email), commit: false };
    });
    expect(seenInside).toBe(1);
    const db = server.connection.db;
    expect(await countWhere(db, 'students', 'email', email)).toBe(0);
    expect(await countWhere(db, 'users', 'email', email)).toBe(0);
    expect(await countWhere(db, 'subjects', 'name', 'Rolled back subject')).toBe(0);
    expect(await countWhere(db, 'mail_outbox', 'to', email)).toBe(0);
  });

  it('sends the invitation only once the owner has committed', async () => {
    const email = 'committed@students.academy.test';
    const mailsBeforeCommit = await withSharedTransaction(ctx, async (joined) => {
      await createRecord(joined, resource('student'), student(email));
      return { value: await countWhere(joined.db, 'mail_outbox', 'to', email), commit: true };
    });
    expect(mailsBeforeCommit).toBe(0);
    const db = server.connection.db;
    expect(await countWhere(db, 'students', 'email', email)).toBe(1);
    expect(await countWhere(db, 'mail_outbox', 'to', email)).toBe(1);
  });

  it('undoes a write the database refuses and keeps the others', async () => {
    const email = 'twice.enrolled@students.academy.test';
    const refused = await withSharedTransaction(ctx, async (joined) => {
      const created = await createRecord(joined, resource('student'), student(email));
      const enrolment = { student_id: created.id, course_id: 1 };
      await createRecord(joined, resource('student-course'), enrolment);
      const second = await createRecord(joined, resource('student-course'), enrolment).catch(
        (error: unknown) => error,
      );
      await createRecord(joined, resource('subject'), { name: 'Written after a refusal' });
      return { value: second, commit: true };
    });
    expect(refused).toBeInstanceOf(ValidationError);
    const db = server.connection.db;
    expect(await countWhere(db, 'subjects', 'name', 'Written after a refusal')).toBe(1);
    const saved = await db
      .selectFrom('students')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const enrolments = await db
      .selectFrom('student_courses')
      .select('id')
      .where('student_id', '=', Number(saved.id))
      .execute();
    expect(enrolments).toHaveLength(1);
  });

  it('rolls back everything when the work throws', async () => {
    const failure = withSharedTransaction(ctx, async (joined) => {
      await createRecord(joined, resource('subject'), { name: 'Before the throw' });
      throw new Error('the import broke');
    });
    await expect(failure).rejects.toThrow('the import broke');
    expect(await countWhere(server.connection.db, 'subjects', 'name', 'Before the throw')).toBe(0);
  });
});
