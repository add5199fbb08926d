/**
 * Money: orders and their payments and refunds, tutors' rates, working hours, overtime and
 * monthly pay runs. Amounts are integer minor units (server/domain/money.ts); time is minutes.
 */
import type { Db } from '../types';
import {
  columnTypes,
  createIndex,
  createRecordTable,
  foreignKey as fk,
  indexEach,
} from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);

  await db.schema.alterTable('employees').addColumn('weekly_hours', 'integer').execute();
  await db.schema.alterTable('employees').addColumn('overtime_rate', t.money).execute();

  await createRecordTable(db, 'orders', (b) =>
    b
      .addColumn('order_no', t.string(30), (c) => c.notNull().unique())
      .addColumn('student_id', 'integer', fk('students', 'restrict'))
      .addColumn('course_id', 'integer', fk('courses', 'restrict'))
      .addColumn('student_course_id', 'integer', fk('student_courses', 'set null', false))
      .addColumn('ordered_at', t.date, (c) => c.notNull())
      .addColumn('subtotal', t.money, (c) => c.notNull())
      .addColumn('tax', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('other_cost', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('coupon_code', t.string(40))
      .addColumn('coupon_id', 'integer', fk('coupons', 'restrict', false))
      .addColumn('discount', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('total', t.money, (c) => c.notNull())
      .addColumn('amount_paid', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('amount_refunded', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('payment_status', t.string(20), (c) => c.notNull().defaultTo('unpaid'))
      .addColumn('payment_type_id', 'integer', fk('payment_types', 'restrict', false))
      .addColumn('bank_account_id', 'integer', fk('bank_accounts', 'restrict', false))
      .addColumn('paid_at', t.date)
      .addColumn('payment_reference', t.string(100))
      .addColumn('note', t.text),
  );
  await indexEach(db, 'orders', [
    'student_id',
    'course_id',
    'student_course_id',
    'ordered_at',
    'subtotal',
    'coupon_code',
    'coupon_id',
    'total',
    'amount_paid',
    'payment_status',
    'payment_type_id',
    'bank_account_id',
    'paid_at',
    'payment_reference',
  ]);

  await createRecordTable(db, 'order_payments', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('order_id', 'integer', fk('orders', 'restrict'))
      .addColumn('student_id', 'integer', fk('students', 'restrict'))
      .addColumn('kind', t.string(10), (c) => c.notNull())
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('bank_account_id', 'integer', fk('bank_accounts', 'restrict'))
      .addColumn('payment_type_id', 'integer', fk('payment_types', 'restrict', false))
      .addColumn('reference', t.string(100))
      .addColumn('note', t.text),
  );
  await indexEach(db, 'order_payments', [
    'label',
    'order_id',
    'student_id',
    'kind',
    'amount',
    'date',
    'bank_account_id',
    'payment_type_id',
    'reference',
  ]);

  await createRecordTable(db, 'employee_rates', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('employee_id', 'integer', fk('employees', 'cascade'))
      .addColumn('subject_id', 'integer', fk('subjects', 'cascade', false))
      .addColumn('hourly_rate', t.money, (c) => c.notNull())
      .addColumn('effective_from', t.date, (c) => c.notNull()),
  );
  await indexEach(db, 'employee_rates', [
    'label',
    'employee_id',
    'subject_id',
    'hourly_rate',
    'effective_from',
  ]);

  await createRecordTable(db, 'tutor_payments', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('employee_id', 'integer', fk('employees', 'restrict'))
      .addColumn('period', t.string(7), (c) => c.notNull())
      .addColumn('regular_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('regular_amount', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('overtime_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('overtime_amount', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('advance', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('total', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('bank_account_id', 'integer', fk('bank_accounts', 'restrict'))
      .addColumn('payment_type_id', 'integer', fk('payment_types', 'restrict', false))
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('unpaid'))
      .addColumn('paid_at', t.date)
      .addColumn('reference', t.string(100))
      .addColumn('note', t.text),
  );
  // A period cannot be paid twice.
  await createIndex(db, 'tutor_payments', ['employee_id', 'period'], { unique: true });
  await indexEach(db, 'tutor_payments', [
    'label',
    'period',
    'total',
    'bank_account_id',
    'payment_type_id',
    'status',
    'paid_at',
  ]);

  await createRecordTable(db, 'working_hours', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('employee_id', 'integer', fk('employees', 'restrict'))
      .addColumn('course_id', 'integer', fk('courses', 'restrict', false))
      .addColumn('schedule_id', 'integer', fk('schedules', 'restrict', false))
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('start_time', t.time, (c) => c.notNull())
      .addColumn('end_time', t.time, (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('hourly_rate', t.money)
      .addColumn('amount', t.money)
      .addColumn('source', t.string(10), (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tutor_payment_id', 'integer', fk('tutor_payments', 'restrict', false))
      .addColumn('note', t.string(1000)),
  );
  // One row per class session held (manual entries have no schedule and never collide).
  await createIndex(db, 'working_hours', ['schedule_id', 'date'], { unique: true });
  await indexEach(db, 'working_hours', [
    'label',
    'employee_id',
    'course_id',
    'date',
    'minutes',
    'amount',
    'source',
    'status',
    'tutor_payment_id',
  ]);

  await createRecordTable(db, 'over_times', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('employee_id', 'integer', fk('employees', 'restrict'))
      .addColumn('week_start', t.date, (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('overtime_rate', t.money)
      .addColumn('amount', t.money)
      .addColumn('reason', t.string(500), (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tutor_payment_id', 'integer', fk('tutor_payments', 'restrict', false)),
  );
  await indexEach(db, 'over_times', [
    'label',
    'employee_id',
    'week_start',
    'minutes',
    'amount',
    'status',
    'tutor_payment_id',
  ]);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'over_times',
    'working_hours',
    'tutor_payments',
    'employee_rates',
    'order_payments',
    'orders',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('employees').dropColumn('overtime_rate').execute();
  await db.schema.alterTable('employees').dropColumn('weekly_hours').execute();
}
