/**
 * Working hours derived from the class sessions a tutor held (docs/DOMAIN.md "Tutor billing"): one
 * approved row per slot and date, written in the caller's transaction when attendance is first
 * taken or the session is marked Completed, for whoever taught it (the substitute when there was
 * one), with the session's own times and the rate in force. A cancelled session's unpaid row goes;
 * a paid one is history and stays.
 */
import type { Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { removeRow, saveRow } from '../../resources/row-writes';
import { labelHook, workingHourLabel } from '../academics/labels';
import type { attendance } from '../../../resources/classwork';
import type { AfterSave } from '../../resources/hooks';
import { sessionOn } from '../scheduling/sessions';
import { priceWork } from './rates';
import { RequestStatus } from '../../../schema';
import { workingHour as workingHours } from '../../../resources/billing';

const label = labelHook(workingHourLabel);

export interface HeldSession {
  schedule_id: number;
  date: string;
  course_id: number;
  /** Who taught it: the substitute on that date, else the slot's tutor. */
  tutor_id: number;
  start_time: string;
  end_time: string;
}

/** Writes the session's row unless it has one; answers the row written, or undefined. */
export async function recordSessionHours(
  tx: Tx,
  ctx: Context,
  session: HeldSession,
): Promise<Row | undefined> {
  const existing = await tx
    .selectFrom('working_hours')
    .select('id')
    .where('schedule_id', '=', session.schedule_id)
    .where('date', '=', session.date)
    .executeTakeFirst();
  if (existing) return undefined;
  const work = {
    employee_id: session.tutor_id,
    course_id: session.course_id,
    date: session.date,
    start_time: session.start_time.slice(0, 5),
    end_time: session.end_time.slice(0, 5),
  };
  const priced = await priceWork(tx, work);
  if (!priced) return undefined; // a session's end is after its start (session-rules.ts)
  const values: Row = {
    ...work,
    schedule_id: session.schedule_id,
    ...priced,
    source: 'session',
    status: RequestStatus.Approved,
  };
  await label(tx, ctx, { values, current: undefined });
  // Its hooks are for hours a person enters (they mark the row manual); this one is derived.
  return saveRow(tx, ctx, workingHours, values, undefined, { hooks: false });
}

/** Removes the unpaid row derived from a session that did not take place after all. */
export async function removeSessionHours(
  tx: Tx,
  ctx: Context,
  key: { schedule_id: number; date: string },
): Promise<void> {
  const rows = await tx
    .selectFrom('working_hours')
    .selectAll()
    .where('schedule_id', '=', key.schedule_id)
    .where('date', '=', key.date)
    .where('source', '=', 'session')
    .where('tutor_payment_id', 'is', null)
    .execute();
  for (const row of rows) await removeRow(tx, ctx, workingHours, row);
}

/**
 * The same derivation for attendance recorded one row at a time (`POST /api/attendance`): the
 * first row of a dated class makes it held. The class roster (`PUT /api/attendance/session`)
 * writes its rows itself and calls `recordSessionHours` once.
 */
export const hoursOnAttendance: AfterSave<typeof attendance> = async (
  tx,
  ctx,
  { row, current },
) => {
  if (current) return;
  const { session } = await sessionOn(tx, Number(row.schedule_id), String(row.date));
  if (session) await recordSessionHours(tx, ctx, session);
};
