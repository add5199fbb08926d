import { describe, expect, it } from 'vitest';
import type { ClassSession } from '../../../../schema';
import { translatorFor } from '../../../i18n/translate';
import { attendanceRefusal, hasBegun } from './session-check';

const english = translatorFor('en');

const session = (changes: Partial<ClassSession> = {}): ClassSession => ({
  key: '3:2026-12-07',
  schedule_id: 3,
  date: '2026-12-07',
  day_of_week: 3,
  start_time: '16:30',
  end_time: '18:00',
  course_id: 2,
  course_title: 'SAT Math Intensive',
  tutor_id: 1,
  tutor_name: 'Tanvir Hasan',
  substitute: false,
  moved: false,
  room: 'Room 105',
  online_link: null,
  status: 0,
  note: null,
  ...changes,
});

describe('a class has begun', () => {
  it('on an earlier day, whatever the time', () => {
    expect(hasBegun(session(), { date: '2026-12-08', time: '09:00' })).toBe(true);
  });
  it('on its own day from its start time on', () => {
    expect(hasBegun(session(), { date: '2026-12-07', time: '16:29' })).toBe(false);
    expect(hasBegun(session(), { date: '2026-12-07', time: '16:30' })).toBe(true);
  });
  it('not on a later day', () => {
    expect(hasBegun(session(), { date: '2026-12-06', time: '23:59' })).toBe(false);
  });
});

describe('attendance of a dated class', () => {
  const later = { date: '2026-12-10', time: '08:00' };

  it('is taken for a held or pending class that has begun', () => {
    expect(attendanceRefusal('2026-12-07', session(), undefined, later, english)).toBeUndefined();
    expect(
      attendanceRefusal('2026-12-07', session({ status: 1 }), undefined, later, english),
    ).toBeUndefined();
  });
  it('is refused on a holiday, a day the slot does not meet, or a cancelled class', () => {
    expect(attendanceRefusal('2026-12-16', undefined, 'Victory Day', later, english)).toBe(
      'The centre is closed on 2026-12-16 (Victory Day).',
    );
    expect(attendanceRefusal('2026-12-08', undefined, undefined, later, english)).toBe(
      'The schedule has no class on 2026-12-08.',
    );
    expect(attendanceRefusal('2026-12-07', session({ status: 2 }), undefined, later, english)).toBe(
      'The class on 2026-12-07 was cancelled.',
    );
  });
  it('is refused for a class still to come', () => {
    expect(
      attendanceRefusal(
        '2026-12-07',
        session(),
        undefined,
        { date: '2026-12-07', time: '10:00' },
        english,
      ),
    ).toMatch(/has not started yet/);
  });
});
