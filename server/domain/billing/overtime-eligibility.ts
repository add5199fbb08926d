/**
 * How much overtime a tutor may still request for a centre week (Saturday to Friday): the approved
 * minutes they worked that week, less their contracted weekly hours, less the overtime already
 * requested (pending or approved) for it. `GET /api/over-time/eligible` answers this for the
 * request form; the overtime rules refuse a request above it.
 */
import { DayOfWeek, RequestStatus, type OvertimeEligibility } from '../../../schema';
import type { Executor } from '../../db/types';
import type { Translator } from '../../i18n/translate';
import { addDays, isIsoDate, specDayOf } from '../scheduling/calendar';
import { formatMinutes } from './work-time';

export type { OvertimeEligibility };

/** The week must start on a Saturday; answers the problem, or undefined. */
export function weekStartProblem(weekStart: string, tr: Translator): string | undefined {
  if (!isIsoDate(weekStart)) return tr.t('billing.weekStartDate');
  if (specDayOf(weekStart) !== DayOfWeek.Saturday) return tr.t('billing.weekStartSaturday');
  return undefined;
}

export function remainingMinutes(
  worked: number,
  contracted: number | null,
  requested: number,
): number {
  if (contracted === null) return 0;
  return Math.max(0, worked - contracted - requested);
}

/** "You worked 41 h 30 min in that week, 40 h are contracted and 0 h 30 min already requested: 1 h remain." */
export function eligibilityMessage(
  e: OvertimeEligibility,
  ownRequest: boolean,
  tr: Translator,
): string {
  return tr.t(ownRequest ? 'billing.eligibilityOwn' : 'billing.eligibilityTutor', {
    worked: formatMinutes(e.worked_minutes),
    contracted: formatMinutes(e.contracted_minutes ?? 0),
    requested: formatMinutes(e.requested_minutes),
    remaining: formatMinutes(e.remaining_minutes),
  });
}

export async function overtimeEligibility(
  db: Executor,
  employeeId: number,
  weekStart: string,
  exceptOvertimeId?: number,
): Promise<OvertimeEligibility> {
  const weekEnd = addDays(weekStart, 6);
  const employee = await db
    .selectFrom('employees')
    .select('weekly_hours')
    .where('id', '=', employeeId)
    .executeTakeFirst();
  const worked = await db
    .selectFrom('working_hours')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('minutes'), eb.lit(0)).as('minutes'))
    .where('employee_id', '=', employeeId)
    .where('status', '=', RequestStatus.Approved)
    .where('date', '>=', weekStart)
    .where('date', '<=', weekEnd)
    .executeTakeFirst();
  let requestedQuery = db
    .selectFrom('over_times')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('minutes'), eb.lit(0)).as('minutes'))
    .where('employee_id', '=', employeeId)
    .where('week_start', '=', weekStart)
    .where('status', '!=', RequestStatus.Rejected);
  if (exceptOvertimeId !== undefined)
    requestedQuery = requestedQuery.where('id', '!=', exceptOvertimeId);
  const requested = await requestedQuery.executeTakeFirst();
  const weekly = employee?.weekly_hours;
  const contracted = weekly === null || weekly === undefined ? null : Number(weekly) * 60;
  const workedMinutes = Number(worked?.minutes ?? 0);
  const requestedMinutes = Number(requested?.minutes ?? 0);
  return {
    week_start: weekStart,
    week_end: weekEnd,
    worked_minutes: workedMinutes,
    contracted_minutes: contracted,
    requested_minutes: requestedMinutes,
    remaining_minutes: remainingMinutes(workedMinutes, contracted, requestedMinutes),
  };
}
