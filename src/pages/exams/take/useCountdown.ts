import { useEffect, useEffectEvent, useState } from 'react';
import { remainingMs } from '../clock';
import { useNow } from '../useNow';

export type TimeWarning = 5 | 1;

const MINUTE = 60_000;

/**
 * The time left of a part by the server's clock, ticking; `onTimeUp` at zero, and a warning
 * when less than 5, then less than 1 minute is left (a student who comes back with less left is
 * warned at once), until dismissed. Null without a deadline.
 */
export function useCountdown(
  deadline: string | null,
  clockOffset: number,
  onTimeUp: () => void,
): { remaining: number | null; warning: TimeWarning | null; dismissWarning: () => void } {
  const now = useNow(250, deadline !== null);
  const remaining = deadline === null ? null : remainingMs(deadline, clockOffset, now);
  const [dismissed, setDismissed] = useState<TimeWarning | null>(null);
  const timeIsUp = remaining !== null && remaining <= 0;
  const fireTimeUp = useEffectEvent(onTimeUp);
  useEffect(() => {
    if (timeIsUp) fireTimeUp();
  }, [timeIsUp]);
  const level: TimeWarning | null =
    remaining === null || remaining <= 0
      ? null
      : remaining <= MINUTE
        ? 1
        : remaining <= 5 * MINUTE
          ? 5
          : null;
  return {
    remaining,
    warning: level !== null && level !== dismissed ? level : null,
    dismissWarning: () => setDismissed(level),
  };
}
