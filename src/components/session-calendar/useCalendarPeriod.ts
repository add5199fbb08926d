import { useCallback, useMemo, useState } from 'react';
import { shiftAnchor, todayInDhaka, visibleRange, type DayKey } from './dates';
import type { CalendarView } from './types';

/** Which view and which week or month the calendar shows, and the moves between periods. */
export function useCalendarPeriod(defaultView: CalendarView, initialDate: DayKey | undefined) {
  const [view, setView] = useState<CalendarView>(defaultView);
  const [anchor, setAnchor] = useState<DayKey>(() => initialDate ?? todayInDhaka());
  const range = useMemo(() => visibleRange(view, anchor), [view, anchor]);
  const step = useCallback(
    (steps: number) => setAnchor((current) => shiftAnchor(view, current, steps)),
    [view],
  );
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);
  const goToToday = useCallback(() => setAnchor(todayInDhaka()), []);
  return { view, setView, anchor, range, previous, next, goToToday };
}

export type CalendarPeriod = ReturnType<typeof useCalendarPeriod>;
