/**
 * The date range of a report or ledger from `start_date` / `end_date` (YYYY-MM-DD, inclusive);
 * either left out defaults to this month at the centre (Asia/Dhaka). At most three years.
 */
import type { Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { centreNow, daysBetween, isIsoDate } from '../scheduling/calendar';

/** Three years and a day: enough for any report, and a bound on the sessions expanded for it. */
export const MAX_PERIOD_DAYS = 1096;

export interface Period {
  start: string;
  end: string;
}

/** The first and last day of the month holding `date`. */
export function monthOf(date: string): Period {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ym = date.slice(0, 7);
  return { start: `${ym}-01`, end: `${ym}-${String(last).padStart(2, '0')}` };
}

export function readPeriod(
  query: Record<string, unknown>,
  tr: Translator,
  today = centreNow().date,
): Period {
  const errors: FieldErrors = {};
  const month = monthOf(today);
  const read = (field: 'start_date' | 'end_date', fallback: string): string => {
    const value = query[field];
    if (value === undefined || value === '') return fallback;
    if (!isIsoDate(value)) {
      errors[field] = [
        tr.t(field === 'start_date' ? 'finance.startDateFormat' : 'finance.endDateFormat'),
      ];
      return fallback;
    }
    return value;
  };
  const period = { start: read('start_date', month.start), end: read('end_date', month.end) };
  if (!errors.end_date && period.end < period.start)
    errors.end_date = [tr.t('finance.endBeforeStart')];
  else if (!errors.end_date && daysBetween(period.start, period.end) >= MAX_PERIOD_DAYS)
    errors.end_date = [tr.t('finance.periodTooLong', { days: MAX_PERIOD_DAYS })];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return period;
}

/** The instants bounding the period at the centre (UTC ISO), for timestamp columns: [from, to). */
export function periodInstants({ start, end }: Period): { from: string; to: string } {
  const at = (date: string) => new Date(`${date}T00:00:00+06:00`);
  const after = at(end);
  after.setUTCDate(after.getUTCDate() + 1);
  return { from: at(start).toISOString(), to: after.toISOString() };
}
