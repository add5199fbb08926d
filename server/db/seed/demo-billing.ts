/**
 * Demo tutor billing: hourly rates (the demo tutor has a default rate and a higher one for the
 * subject of their SAT course; one colleague has none yet, so their hours show "No rate"), the
 * demo tutor's contracted week and overtime rate, the working hours of every class the demo
 * attendance records (derived as the app derives them), last month's hours paid in a pay run,
 * one approved overtime request and one manual entry waiting for approval.
 */
import { recordSessionHours } from '../../domain/billing/session-hours';
import { overtimeEligibility } from '../../domain/billing/overtime-eligibility';
import { addDays, centreNow, specDayOf } from '../../domain/scheduling/calendar';
import { loadSessions } from '../../domain/scheduling/sessions';
import type { Context } from '../../resources/context';
import { changeStatus } from '../../resources/operations/change-status';
import type { Db, Row } from '../types';
import { DayOfWeek, RequestStatus } from '../../../schema';
import { tutorPayment } from '../../../resources/billing';
import { openTables } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;
type Update = (resource: string, id: unknown, body: Record<string, unknown>) => Promise<Row>;
type CreateAs = (kind: 'employee', resource: string, body: Record<string, unknown>) => Promise<Row>;

const DEMO_TUTOR = 'employee@academy.test';
const WITHOUT_RATE = 'mehnaz.karim@academy.test';

const firstId = async (db: Db, table: string) =>
  Number(
    (await openTables(db).selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow())
      .id,
  );

/** The working hours of every session the seeded attendance was taken for. */
async function deriveAttendedSessions(db: Db, ctx: Context): Promise<void> {
  const taken = await db
    .selectFrom('attendances')
    .select(['schedule_id', 'date'])
    .groupBy(['schedule_id', 'date'])
    .execute();
  if (taken.length === 0) return;
  const dates = taken.map((t) => String(t.date)).sort();
  const { sessions } = await loadSessions(db, { from: dates[0]!, to: dates[dates.length - 1]! });
  const keys = new Set(taken.map((t) => `${String(t.schedule_id)}:${String(t.date)}`));
  await db.transaction().execute(async (tx) => {
    for (const session of sessions.filter((s) => keys.has(s.key)))
      await recordSessionHours(tx, ctx, session);
  });
}

async function seedRates(db: Db, create: Create, tutorId: number, since: string): Promise<void> {
  const tutors = await db
    .selectFrom('employees')
    .select(['id', 'email'])
    .where('id', 'in', db.selectFrom('course_tutors').select('employee_id'))
    .execute();
  for (const tutor of tutors.filter((t) => t.email !== WITHOUT_RATE))
    await create('employee-rate', {
      employee_id: tutor.id,
      hourly_rate: Number(tutor.id) === tutorId ? 10 : 9,
      effective_from: since,
    });
  const subject = await db
    .selectFrom('course_subjects')
    .innerJoin('schedules', 'schedules.course_id', 'course_subjects.course_id')
    .select('course_subjects.subject_id')
    .where('schedules.tutor_id', '=', tutorId)
    .orderBy('schedules.id')
    .executeTakeFirst();
  if (subject)
    await create('employee-rate', {
      employee_id: tutorId,
      subject_id: subject.subject_id,
      hourly_rate: 12.5,
      effective_from: since,
    });
}

/** Two approved evening workshops last month, paid in last month's pay run. */
async function seedLastMonthPaid(
  db: Db,
  ctx: Context,
  create: Create,
  tutorId: number,
  today: string,
) {
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const course = await db
    .selectFrom('schedules')
    .select('course_id')
    .where('tutor_id', '=', tutorId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const day of ['10', '17'])
    await create('working-hour', {
      employee_id: tutorId,
      course_id: course.course_id,
      date: `${lastMonth}-${day}`,
      start_time: '19:30',
      end_time: '21:00',
      status: RequestStatus.Approved,
      note: 'Mock test review workshop',
    });
  const run = await create('tutor-payment', {
    employee_id: tutorId,
    period: lastMonth,
    advance: 0,
    bank_account_id: await firstId(db, 'bank_accounts'),
    payment_type_id: await firstId(db, 'payment_types'),
    reference: `PAY-${lastMonth}`,
  });
  await changeStatus(ctx, tutorPayment, Number(run.id), 'paid');
}

/** Approved overtime for the latest past week the demo tutor worked beyond their contract. */
async function seedOvertime(
  db: Db,
  create: Create,
  update: Update,
  tutorId: number,
  today: string,
) {
  let saturday = addDays(today, -7);
  while (specDayOf(saturday) !== DayOfWeek.Saturday) saturday = addDays(saturday, -1);
  for (let weeks = 0; weeks < 3; weeks++, saturday = addDays(saturday, -7)) {
    const { remaining_minutes } = await overtimeEligibility(db, tutorId, saturday);
    if (remaining_minutes < 30) continue;
    const request = await create('over-time', {
      employee_id: tutorId,
      week_start: saturday,
      minutes: 30,
      reason: 'Extra doubt-clearing session before the mock test',
    });
    await update('over-time', request.id, { status: RequestStatus.Approved });
    return;
  }
}

export async function seedBilling(
  db: Db,
  ctx: Context,
  create: Create,
  update: Update,
  createAs: CreateAs,
): Promise<void> {
  const today = centreNow().date;
  const tutor = await db
    .selectFrom('employees')
    .select('id')
    .where('email', '=', DEMO_TUTOR)
    .executeTakeFirstOrThrow();
  const tutorId = Number(tutor.id);
  // Four contracted hours a week: the demo tutor's five hours of classes leave overtime to claim.
  await update('employee', tutorId, { weekly_hours: 4, overtime_rate: 15 });
  await seedRates(db, create, tutorId, addDays(today, -365));
  await deriveAttendedSessions(db, ctx);
  await seedLastMonthPaid(db, ctx, create, tutorId, today);
  await seedOvertime(db, create, update, tutorId, today);
  await createAs('employee', 'working-hour', {
    employee_id: tutorId,
    date: addDays(today, -1),
    start_time: '08:00',
    end_time: '09:00',
    note: 'Marked the mock test papers',
  });
}
