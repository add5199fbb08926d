/**
 * The admin report's single numbers, read in one statement (a round trip each cost more than the
 * reading): the active students, what students still owe (order-dues.ts) and the attendance taken
 * in the period, by the rule of attendance/rate.ts.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { attendanceRate } from '../assessment/attendance/rate';
import type { Period } from '../finance/period';
import { orderDuesQuery } from './order-dues';

export interface CentreFigures {
  activeStudents: number;
  /** Minor units, and the number of orders owing. */
  dues: { total: number; orders: number };
  attendance: { records: number; rate: number | null };
}

const activeStudentsQuery = sql<{ active_students: number }>`
  select count(*) as active_students from students where is_active = 1`;

const attendanceQuery = ({ start, end }: Period) =>
  sql<{ records: number; present: number | null; excused: number | null }>`
    select count(*) as records,
      sum(case when s.counts_as_present = 1 then 1 else 0 end) as present,
      sum(case when s.counts_as_present = 0 and s.excused = 1 then 1 else 0 end) as excused
    from attendances a
    join attendance_statuses s on s.id = a.status_id
    where a.date >= ${start} and a.date <= ${end}`;

export async function centreFigures(db: Executor, period: Period): Promise<CentreFigures> {
  const { rows } = await sql<{
    active_students: number;
    total: number | null;
    orders: number | null;
    records: number;
    present: number | null;
    excused: number | null;
  }>`select * from (${activeStudentsQuery}) students_, (${orderDuesQuery()}) dues_,
      (${attendanceQuery(period)}) attendance_`.execute(db);
  const row = rows[0];
  const records = Number(row?.records ?? 0);
  return {
    activeStudents: Number(row?.active_students ?? 0),
    dues: { total: Number(row?.total ?? 0), orders: Number(row?.orders ?? 0) },
    attendance: {
      records,
      rate: attendanceRate({
        sessions: records,
        present: Number(row?.present ?? 0),
        excused: Number(row?.excused ?? 0),
      }),
    },
  };
}
