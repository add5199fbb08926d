/**
 * Writers racing each other: numbers handed out automatically stay distinct when many records are
 * made at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Saved = { data: Record<string, unknown> };

const PARALLEL = 20;

async function tutorRoleId(): Promise<number> {
  const role = await server.connection.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'Tutor')
    .executeTakeFirstOrThrow();
  return Number(role.id);
}

/** Makes `PARALLEL` records at once, none given a number; answers the statuses and numbers. */
async function createAtOnce(
  resource: string,
  numberField: string,
  extra: Record<string, unknown> = {},
): Promise<{ statuses: number[]; numbers: unknown[] }> {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      server.request<Saved>('POST', `/api/${resource}`, {
        token: admin,
        json: {
          first_name: `Racer${i}`,
          last_name: resource,
          email: `racer${i}.${resource}@races.academy.test`,
          ...extra,
        },
      }),
    ),
  );
  return {
    statuses: answers.map((a) => a.status),
    numbers: answers.map((a) => a.body.data?.[numberField]),
  };
}

describe('automatic numbers', () => {
  it('gives each of 20 students made at once a distinct student number', async () => {
    const { statuses, numbers } = await createAtOnce('student', 'student_no');
    expect(statuses).toEqual(Array(PARALLEL).fill(201));
    expect(numbers.every((n) => typeof n === 'string' && /^S-\d{6}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(PARALLEL);
  });

  it('gives each of 20 employees made at once a distinct employee number', async () => {
    const { statuses, numbers } = await createAtOnce('employee', 'employee_no', {
      role_id: await tutorRoleId(),
    });
    expect(statuses).toEqual(Array(PARALLEL).fill(201));
    expect(numbers.every((n) => typeof n === 'string' && /^E-\d{6}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(PARALLEL);
  });
});
