import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

const translate = (key: string, options?: Record<string, unknown>) =>
  key.endsWith('hours_minutes')
    ? `${String(options?.hours)} h ${String(options?.minutes)} min`
    : `${String(options?.hours)} h`;

describe('durations', () => {
  it.each([
    [90, '1 h 30 min'],
    [120, '2 h'],
    [30, '0 h 30 min'],
    [null, ''],
  ])('%s minutes read %s', (minutes, text) => {
    expect(formatDuration(minutes, translate)).toBe(text);
  });
});
