/**
 * Users, roles, permissions, sign-in state, mail outbox, notifications, settings, search tokens
 * and the audit log: what every later module stands on.
 */
import type { Db } from '../types';
import {
  columnTypes,
  createIndex,
  createRecordTable,
  createTableWithId,
  indexEach,
} from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);

  await createRecordTable(db, 'roles', (b) =>
    b
      .addColumn('name', t.string(100), (c) => c.notNull().unique())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'roles', ['type', 'is_active']);

  await createRecordTable(db, 'permissions', (b) =>
    b
      .addColumn('action', t.string(20), (c) => c.notNull())
      .addColumn('subject', t.string(100), (c) => c.notNull()),
  );
  await createIndex(db, 'permissions', ['subject', 'action'], { unique: true });
  await indexEach(db, 'permissions', ['action']);

  await createRecordTable(db, 'users', (b) =>
    b
      .addColumn('first_name', t.string(100), (c) => c.notNull())
      .addColumn('last_name', t.string(100))
      .addColumn('email', t.string(190), (c) => c.notNull().unique())
      .addColumn('phone', t.string(30))
      .addColumn('role_id', 'integer', (c) =>
        c.notNull().references('roles.id').onDelete('restrict'),
      )
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('active'))
      .addColumn('image', t.string(500))
      .addColumn('password', t.string(255), (c) => c.notNull())
      .addColumn('email_verified_at', t.timestamp),
  );
  await indexEach(db, 'users', ['first_name', 'last_name', 'role_id', 'status']);

  for (const [table, own, ownTable] of [
    ['role_permissions', 'role_id', 'roles'],
    ['user_permissions', 'user_id', 'users'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(own, 'integer', (c) =>
        c.notNull().references(`${ownTable}.id`).onDelete('cascade'),
      )
      .addColumn('permission_id', 'integer', (c) =>
        c.notNull().references('permissions.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint(`${table}_pk`, [own, 'permission_id'])
      .execute();
    await createIndex(db, table, ['permission_id']);
  }

  // A parent account follows its children's accounts (the parent panel shows their children).
  await db.schema
    .createTable('parent_students')
    .addColumn('parent_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('parent_students_pk', ['parent_id', 'student_id'])
    .execute();
  await createIndex(db, 'parent_students', ['student_id']);

  await createTableWithId(db, 'access_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', t.string(64), (c) => c.notNull().unique())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_used_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'access_tokens', ['user_id']);

  await createTableWithId(db, 'one_time_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', t.string(30), (c) => c.notNull())
    .addColumn('token_hash', t.string(64), (c) => c.notNull().unique())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'one_time_tokens', ['user_id', 'purpose']);

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', t.string(200), (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', t.timestamp, (c) => c.notNull())
    .execute();

  await createRecordTable(db, 'mail_outbox', (b) =>
    b
      .addColumn('to', t.string(500), (c) => c.notNull())
      .addColumn('subject', t.string(300), (c) => c.notNull())
      .addColumn('text', t.text)
      .addColumn('html', t.text)
      .addColumn('transport', t.string(20), (c) => c.notNull()),
  );
  await indexEach(db, 'mail_outbox', ['to', 'transport']);

  await createRecordTable(db, 'notifications', (b) =>
    b
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('subject', t.string(300), (c) => c.notNull())
      .addColumn('message', t.text)
      .addColumn('link', t.string(500))
      .addColumn('is_seen', t.boolean, (c) => c.notNull().defaultTo(0)),
  );
  await createIndex(db, 'notifications', ['user_id', 'is_seen']);

  await createRecordTable(db, 'settings', (b) =>
    b
      .addColumn('group', t.string(50), (c) => c.notNull())
      .addColumn('name', t.string(100), (c) => c.notNull())
      .addColumn('value', t.text),
  );
  await createIndex(db, 'settings', ['group', 'name'], { unique: true });
  await indexEach(db, 'settings', ['name']);

  // Word-prefix search for every resource, served by a range scan on (resource, token).
  await db.schema
    .createTable('search_tokens')
    .addColumn('resource', t.string(60), (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('token', t.binaryString(100), (c) => c.notNull())
    .execute();
  await createIndex(db, 'search_tokens', ['resource', 'token', 'record_id']);
  await createIndex(db, 'search_tokens', ['resource', 'record_id']);

  await createTableWithId(db, 'audit_logs')
    .addColumn('user_id', 'integer')
    .addColumn('action', t.string(30), (c) => c.notNull())
    .addColumn('resource', t.string(60), (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('before', t.text)
    .addColumn('after', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'audit_logs', ['resource', 'record_id']);
  await createIndex(db, 'audit_logs', ['user_id']);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'audit_logs',
    'search_tokens',
    'settings',
    'notifications',
    'mail_outbox',
    'login_attempts',
    'one_time_tokens',
    'access_tokens',
    'parent_students',
    'user_permissions',
    'role_permissions',
    'users',
    'permissions',
    'roles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
