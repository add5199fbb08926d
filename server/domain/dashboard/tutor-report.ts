/**
 * A tutor's own report: the hours and pay earned in the period (approved working hours and
 * overtime, each row at its own stored amount), the hours still waiting for approval, the sessions
 * they held (attendance taken) and today's, and their latest pay runs. Nothing of the centre's
 * money: this reads only rows of the tutor's own employee profile.
 */
import { sql } from 'kysely';
import { RequestStatus, type TutorReport } from '../../../schema';
import type { Executor } from '../../db/types';
import { fromMinorUnits } from '../money';
import type { Period } from '../finance/period';
import { centreNow } from '../scheduling/calendar';
import { sessionsOn } from './academic-figures';
import { sessionOut } from './session-summary';

interface HourSums {
  minutes: number | null;
  amount: number | null;
  pending_minutes: number | null;
}

async function sessionsHeld(db: Executor, employeeId: number, { start, end }: Period) {
  if (end < start) return 0;
  const sessions = await sessionsOn(db, start, end, { tutorId: employeeId });
  if (sessions.length === 0) return 0;
  const taken = await db
    .selectFrom('attendances')
    .select(['schedule_id', 'date'])
    .distinct()
    .where('schedule_id', 'in', [...new Set(sessions.map((s) => s.schedule_id))])
    .where('date', '>=', start)
    .where('date', '<=', end)
    .execute();
  const keys = new Set(taken.map((t) => `${String(t.schedule_id)}:${String(t.date)}`));
  return sessions.filter((s) => keys.has(s.key)).length;
}

export async function tutorReport(
  db: Executor,
  employeeId: number,
  period: Period,
): Promise<TutorReport> {
  const { start, end } = period;
  const today = centreNow().date;
  const hours = (
    await sql<HourSums>`
      select sum(case when w.status = ${RequestStatus.Approved} then w.minutes else 0 end) as minutes,
        sum(case when w.status = ${RequestStatus.Approved} then coalesce(w.amount, 0) else 0 end) as amount,
        sum(case when w.status = ${RequestStatus.Pending} then w.minutes else 0 end) as pending_minutes
      from working_hours w
      where w.employee_id = ${employeeId} and w.date >= ${start} and w.date <= ${end}`.execute(db)
  ).rows[0];
  const overtime = (
    await sql<{ minutes: number | null; amount: number | null }>`
      select sum(o.minutes) as minutes, sum(coalesce(o.amount, 0)) as amount from over_times o
      where o.employee_id = ${employeeId} and o.status = ${RequestStatus.Approved}
        and o.week_start >= ${start} and o.week_start <= ${end}`.execute(db)
  ).rows[0];
  const payRuns = await db
    .selectFrom('tutor_payments')
    .select(['id', 'period', 'total', 'status', 'paid_at'])
    .where('employee_id', '=', employeeId)
    .orderBy('period', 'desc')
    .limit(6)
    .execute();
  const minutes = Number(hours?.minutes ?? 0);
  const earnings = Number(hours?.amount ?? 0);
  const overtimeAmount = Number(overtime?.amount ?? 0);
  return {
    kind: 'tutor',
    start_date: start,
    end_date: end,
    minutes,
    earnings: fromMinorUnits(earnings),
    pending_minutes: Number(hours?.pending_minutes ?? 0),
    overtime_minutes: Number(overtime?.minutes ?? 0),
    overtime_amount: fromMinorUnits(overtimeAmount),
    total_earnings: fromMinorUnits(earnings + overtimeAmount),
    sessions_held: await sessionsHeld(db, employeeId, { start, end: end < today ? end : today }),
    sessions_today: (await sessionsOn(db, today, today, { tutorId: employeeId })).map(sessionOut),
    pay_runs: payRuns.map((run) => ({
      id: Number(run.id),
      period: String(run.period),
      total: fromMinorUnits(Number(run.total)),
      status: String(run.status),
      paid_at: run.paid_at === null ? null : String(run.paid_at),
    })),
  };
}
