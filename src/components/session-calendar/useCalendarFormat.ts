import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { createCalendarFormat, type CalendarFormat } from './calendarFormat';

/** The calendar's date and time labels in the app's current locale. */
export function useCalendarFormat(): CalendarFormat {
  const [locale] = useLocaleState();
  return useMemo(() => createCalendarFormat(locale), [locale]);
}
