/**
 * The basic lists a profile picks from (religions, genders, blood groups, marital statuses): kept
 * by admins, read by everyone, referred to by people, and filled on existing installs from the
 * values people held when the lists were fixed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import type { Db } from '../../server/db/types';
import { migratedDatabase, migrateTo, type MigratedDatabase } from '../support/migrated-database';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

type Row = Record<string, unknown>;
type Listed = { data: Row[]; meta: { total: number } };
type Saved = { data: Row };
type Invalid = { errors: Record<string, string[]> };

const LISTS = ['religion', 'gender', 'blood-group', 'marital-status'] as const;

describe('the lists on a new install', () => {
  let server: TestServer;
  let admin: string;
  let tutor: string;
  let student: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@academy.test');
    tutor = await server.login('employee@academy.test');
    student = await server.login('student@academy.test');
  });
  afterAll(() => server.close());

  const list = async (name: string, token: string, query = '') =>
    server.request<Listed>('GET', `/api/${name}?sort_by=position&sort_dir=asc${query}`, { token });
  const titles = async (name: string) =>
    (await list(name, admin)).body.data.map((r) => [r.title, r.title_bn]);

  it('holds the values the fixed lists had, in their order, titled in English and Bangla', async () => {
    expect(await titles('religion')).toEqual([
      ['Islam', 'ইসলাম'],
      ['Hinduism', 'হিন্দু'],
      ['Buddhism', 'বৌদ্ধ'],
      ['Christianity', 'খ্রিস্টান'],
      ['Other', 'অন্যান্য'],
    ]);
    expect(await titles('gender')).toEqual([
      ['Male', 'পুরুষ'],
      ['Female', 'নারী'],
      ['Other', 'অন্যান্য'],
    ]);
    expect((await titles('blood-group')).map(([title]) => title)).toEqual([
      'A+',
      'A−',
      'B+',
      'B−',
      'AB+',
      'AB−',
      'O+',
      'O−',
    ]);
    expect(await titles('marital-status')).toEqual([
      ['Single', 'অবিবাহিত'],
      ['Married', 'বিবাহিত'],
      ['Divorced', 'তালাকপ্রাপ্ত'],
      ['Widowed', 'বিধবা/বিপত্নীক'],
    ]);
  });

  it('lets tutors and students read every list, since their forms pick from them', async () => {
    for (const name of LISTS) {
      for (const token of [tutor, student]) {
        const { status, body } = await list(name, token);
        expect(status).toBe(200);
        expect(body.meta.total).toBeGreaterThan(0);
      }
    }
  });

  it('lets an admin create, rename, retire and arrange a value', async () => {
    const created = await server.request<Saved>('POST', '/api/religion', {
      token: admin,
      json: { title: 'Sikhism', title_bn: 'শিখ' },
    });
    expect(created.status).toBe(201);
    const id = Number(created.body.data.id);
    expect(created.body.data).toMatchObject({ title: 'Sikhism', title_bn: 'শিখ', is_active: true });

    const renamed = await server.request<Saved>('PUT', `/api/religion/${id}`, {
      token: admin,
      json: { title: 'Sikh', title_bn: 'শিখ ধর্ম' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Sikh', title_bn: 'শিখ ধর্ম' });

    const toggled = await server.request<Saved>('PUT', `/api/religion/toggle/${id}`, {
      token: admin,
    });
    expect(toggled.status).toBe(200);
    const active = await list('religion', admin, '&filter[is_active]=1');
    expect(active.body.data.map((r) => Number(r.id))).not.toContain(id);

    const order = (await list('religion', admin)).body.data.map((r) => Number(r.id));
    const moved = [id, ...order.filter((other) => other !== id)];
    const arranged = await server.request('POST', '/api/arrange-order/religion', {
      token: admin,
      json: { items: moved },
    });
    expect(arranged.status).toBe(200);
    expect((await list('religion', admin)).body.data.map((r) => Number(r.id))).toEqual(moved);
  });

  it('requires the title in both languages', async () => {
    const { status, body } = await server.request<Invalid>('POST', '/api/gender', {
      token: admin,
      json: { title: 'Non-binary' },
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['title_bn']);
  });

  it('refuses every write by a tutor or a student with 403', async () => {
    const id = await idWhere(server, 'genders', 'title', 'Other');
    for (const token of [tutor, student]) {
      const writes = [
        server.request('POST', '/api/gender', { token, json: { title: 'X', title_bn: 'X' } }),
        server.request('PUT', `/api/gender/${id}`, { token, json: { title: 'X' } }),
        server.request('PUT', `/api/gender/toggle/${id}`, { token }),
        server.request('POST', '/api/arrange-order/gender', { token, json: { items: [id] } }),
        server.request('DELETE', `/api/gender/${id}`, { token }),
      ];
      expect((await Promise.all(writes)).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    }
  });

  it('offers only active values for a new choice, and keeps a retired one on a record holding it', async () => {
    const student = await idWhere(server, 'students', 'email', 'student@academy.test');
    const married = await idWhere(server, 'marital_statuses', 'title', 'Married');
    const abNegative = await idWhere(server, 'blood_groups', 'title', 'AB−');
    const chosen = await server.request<Saved>('PUT', `/api/student/${student}`, {
      token: admin,
      json: { blood_group_id: abNegative },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.blood_group_id).toBe(abNegative);
    await server.request('PUT', `/api/blood-group/toggle/${abNegative}`, { token: admin });

    const kept = await server.request<Saved>('PUT', `/api/student/${student}`, {
      token: admin,
      json: { blood_group_id: abNegative, school: 'Notre Dame College' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.blood_group_id).toBe(abNegative);

    const tutorRecord = await idWhere(server, 'employees', 'email', 'employee@academy.test');
    const newChoice = await server.request<Invalid>('PUT', `/api/employee/${tutorRecord}`, {
      token: admin,
      json: { blood_group_id: abNegative, marital_status_id: married },
    });
    expect(newChoice.status).toBe(422);
    expect(Object.keys(newChoice.body.errors)).toEqual(['blood_group_id']);
  });

  it('imports a student whose gender the file names by its English or Bangla title', async () => {
    const form = new FormData();
    const csv =
      'First name,Email,Gender\n' +
      'Tania,tania.import@example.com,নারী\n' +
      'Sabbir,sabbir.import@example.com, male \n';
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'students.csv');
    form.append(
      'mapping',
      JSON.stringify({
        'student.first_name': 'First name',
        'student.email': 'Email',
        'student.gender': 'Gender',
      }),
    );
    form.append('dry_run', '0');
    const { status } = await server.request('POST', '/api/import/students', { token: admin, form });
    expect(status).toBe(200);
    const genderOf = async (email: string) =>
      (
        await server.connection.db
          .selectFrom('students')
          .innerJoin('genders', 'genders.id', 'students.gender_id')
          .select('genders.title')
          .where('students.email', '=', email)
          .executeTakeFirstOrThrow()
      ).title;
    expect(await genderOf('tania.import@example.com')).toBe('Female');
    expect(await genderOf('sabbir.import@example.com')).toBe('Male');
  });

  it('refuses an import row whose gender is not in the list, on its gender column', async () => {
    const form = new FormData();
    const csv = 'First name,Email,Gender\nZed,zed.import@example.com,robot\n';
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'students.csv');
    form.append(
      'mapping',
      JSON.stringify({
        'student.first_name': 'First name',
        'student.email': 'Email',
        'student.gender': 'Gender',
      }),
    );
    form.append('dry_run', '1');
    const { body } = await server.request<{
      data: { rows: { errors: Record<string, string[]> }[] };
    }>('POST', '/api/import/students', { token: admin, form });
    expect(Object.keys(body.data.rows[0]?.errors ?? {})).toEqual(['student.gender']);
  });
});

describe('the migration on an install whose people hold the fixed values', () => {
  const MIGRATION = '2026_11_26_0021_basic_lists';
  let database: MigratedDatabase;
  let db: Db;
  const stamp = new Date().toISOString();
  const insert = async (table: string, values: Row) =>
    Number(
      (
        await openTables(db)
          .insertInto(table)
          .values({ created_at: stamp, updated_at: stamp, ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );

  /** A sign-in account and the profile behind it, as the engine stored them before. */
  const person = async (table: string, email: string, roleId: number, values: Row) => {
    const userId = await insert('users', {
      first_name: email,
      email,
      role_id: roleId,
      password: 'x',
    });
    return insert(table, {
      user_id: userId,
      full_name: email,
      first_name: email,
      email,
      ...values,
    });
  };

  let studentId: number;
  let bareStudentId: number;
  let employeeId: number;
  const names = Object.keys(migrations);
  const before = names[names.indexOf(MIGRATION) - 1] ?? '';

  beforeAll(async () => {
    database = await migratedDatabase(before);
    db = database.connection.db;
    const studentRole = await insert('roles', { name: 'Student', type: 3 });
    const tutorRole = await insert('roles', { name: 'Tutor', type: 2 });
    studentId = await person('students', 'nadia@academy.test', studentRole, {
      gender: 'female',
      religion: 'hinduism',
      blood_group: 'AB-',
    });
    bareStudentId = await person('students', 'omar@academy.test', studentRole, {});
    employeeId = await person('employees', 'karim@academy.test', tutorRole, {
      role_id: tutorRole,
      gender: 'male',
      religion: 'jainism',
      blood_group: 'O+',
      marital_status: 'widowed',
    });
    await migrateToLatest(db);
  });
  afterAll(() => database.close());

  /** The titles of a person's values, read through their references. */
  const heldTitles = async (table: string, id: number, lists: Record<string, string>) => {
    const row = await openTables(db)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const titles: Record<string, unknown> = {};
    for (const [column, list] of Object.entries(lists)) {
      const value = row[column];
      titles[column] =
        value === null
          ? null
          : (
              await openTables(db)
                .selectFrom(list)
                .select('title')
                .where('id', '=', Number(value))
                .executeTakeFirstOrThrow()
            ).title;
    }
    return titles;
  };
  const STUDENT_LISTS = {
    gender_id: 'genders',
    religion_id: 'religions',
    blood_group_id: 'blood_groups',
  };

  it('points every person at the row of the value they held', async () => {
    expect(await heldTitles('students', studentId, STUDENT_LISTS)).toEqual({
      gender_id: 'Female',
      religion_id: 'Hinduism',
      blood_group_id: 'AB−',
    });
    expect(
      await heldTitles('employees', employeeId, {
        ...STUDENT_LISTS,
        marital_status_id: 'marital_statuses',
      }),
    ).toMatchObject({ gender_id: 'Male', blood_group_id: 'O+', marital_status_id: 'Widowed' });
    expect(await heldTitles('students', bareStudentId, STUDENT_LISTS)).toEqual({
      gender_id: null,
      religion_id: null,
      blood_group_id: null,
    });
  });

  it('keeps a value outside the fixed lists as a row of its own, after the fixed ones', async () => {
    const religions = await openTables(db)
      .selectFrom('religions')
      .selectAll()
      .orderBy('position')
      .execute();
    expect(religions.map((r) => r.title)).toEqual([
      'Islam',
      'Hinduism',
      'Buddhism',
      'Christianity',
      'Other',
      'jainism',
    ]);
    expect((await heldTitles('employees', employeeId, STUDENT_LISTS)).religion_id).toBe('jainism');
  });

  it('drops the text columns, and going back gives every person their stored value again', async () => {
    const columns = async (table: string) =>
      Object.keys(
        await openTables(db)
          .selectFrom(table)
          .selectAll()
          .where('id', '>', 0)
          .executeTakeFirstOrThrow(),
      );
    expect(await columns('students')).not.toContain('gender');
    expect(await columns('employees')).not.toContain('marital_status');
    await migrateTo(db, before);
    const student = await openTables(db)
      .selectFrom('students')
      .select(['gender', 'religion', 'blood_group'])
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(student).toEqual({ gender: 'female', religion: 'hinduism', blood_group: 'AB-' });
    const employee = await openTables(db)
      .selectFrom('employees')
      .select(['religion', 'marital_status'])
      .where('id', '=', employeeId)
      .executeTakeFirstOrThrow();
    expect(employee).toEqual({ religion: 'jainism', marital_status: 'widowed' });
  });
});
