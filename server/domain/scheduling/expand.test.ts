import { describe, expect, it } from 'vitest';
import {
  expandSessions,
  holidayDates,
  type HolidayPeriod,
  type SessionOverride,
  type Slot,
} from './expand';

// December 2026: Saturdays (centre day 1) 5 and 12, Mondays (3) 7 and 14, Fridays (7) 4 and 11.
const saturdayClass: Slot = {
  id: 1,
  course_id: 7,
  course_title: 'Digital SAT Complete',
  tutor_id: 10,
  tutor_name: 'Tanvir Hasan',
  day_of_week: 1,
  start_time: '10:00',
  end_time: '12:00',
  valid_from: '2026-11-01',
  valid_to: null,
  room: 'Room 201',
  online_link: null,
};
const mondayClass: Slot = {
  ...saturdayClass,
  id: 2,
  course_id: 8,
  course_title: 'SAT Math Intensive',
  day_of_week: 3,
  start_time: '16:30',
  end_time: '18:00',
  room: '',
  online_link: 'https://meet.example.com/math',
};
const fridayClass: Slot = { ...saturdayClass, id: 3, day_of_week: 7, start_time: '09:00' };

const december = (from: number, to: number) => ({
  from: `2026-12-${String(from).padStart(2, '0')}`,
  to: `2026-12-${String(to).padStart(2, '0')}`,
});

const override = (changes: Partial<SessionOverride>): SessionOverride => ({
  schedule_id: 1,
  date: '2026-12-05',
  start_time: null,
  end_time: null,
  tutor_id: null,
  tutor_name: null,
  room: null,
  online_link: null,
  status: 0,
  note: null,
  ...changes,
});

function keys(
  slots: Slot[],
  range = december(1, 14),
  overrides: SessionOverride[] = [],
  holidays: HolidayPeriod[] = [],
): string[] {
  return expandSessions(slots, overrides, holidays, range).map((s) => s.key);
}

describe('session expansion', () => {
  it('places each slot on its centre weekday, Saturday = 1 … Friday = 7', () => {
    const sessions = expandSessions(
      [saturdayClass, mondayClass, fridayClass],
      [],
      [],
      december(1, 14),
    );
    expect(sessions.map((s) => [s.key, s.day_of_week])).toEqual([
      ['3:2026-12-04', 7],
      ['1:2026-12-05', 1],
      ['2:2026-12-07', 3],
      ['3:2026-12-11', 7],
      ['1:2026-12-12', 1],
      ['2:2026-12-14', 3],
    ]);
  });

  it('answers a plain session as the slot says', () => {
    const [first] = expandSessions([mondayClass], [], [], december(7, 7));
    expect(first).toEqual({
      key: '2:2026-12-07',
      schedule_id: 2,
      date: '2026-12-07',
      day_of_week: 3,
      start_time: '16:30',
      end_time: '18:00',
      course_id: 8,
      course_title: 'SAT Math Intensive',
      tutor_id: 10,
      tutor_name: 'Tanvir Hasan',
      substitute: false,
      moved: false,
      room: null,
      online_link: 'https://meet.example.com/math',
      status: 0,
      note: null,
    });
  });

  it('sorts by date, then start time', () => {
    const early = { ...saturdayClass, id: 9, start_time: '08:00', end_time: '09:00' };
    expect(keys([saturdayClass, early], december(5, 5))).toEqual(['9:2026-12-05', '1:2026-12-05']);
  });

  it('meets from valid_from to valid_to, both included', () => {
    const bounded = { ...saturdayClass, valid_from: '2026-12-05', valid_to: '2026-12-12' };
    expect(keys([bounded], december(1, 31))).toEqual(['1:2026-12-05', '1:2026-12-12']);
    const afterStart = { ...saturdayClass, valid_from: '2026-12-06' };
    expect(keys([afterStart], december(1, 14))).toEqual(['1:2026-12-12']);
    const beforeEnd = { ...saturdayClass, valid_to: '2026-12-11' };
    expect(keys([beforeEnd], december(1, 14))).toEqual(['1:2026-12-05']);
  });

  it('skips every date of a holiday, and lists the holiday dates of the range', () => {
    const holidays = [
      { title: 'Winter break', start_date: '2026-12-04', end_date: '2026-12-07' },
      { title: 'Victory Day', start_date: '2026-12-16', end_date: '2026-12-16' },
    ];
    expect(keys([saturdayClass, mondayClass], december(1, 14), [], holidays)).toEqual([
      '1:2026-12-12',
      '2:2026-12-14',
    ]);
    expect(holidayDates(holidays, december(6, 16))).toEqual([
      { date: '2026-12-06', title: 'Winter break' },
      { date: '2026-12-07', title: 'Winter break' },
      { date: '2026-12-16', title: 'Victory Day' },
    ]);
  });

  it('applies a moved time and a room change to that date only', () => {
    const sessions = expandSessions(
      [saturdayClass],
      [override({ start_time: '11:00', end_time: '13:00', room: 'Lab 1', note: 'Mock test' })],
      [],
      december(5, 12),
    );
    expect(sessions[0]).toMatchObject({
      start_time: '11:00',
      end_time: '13:00',
      room: 'Lab 1',
      moved: true,
      substitute: false,
      note: 'Mock test',
    });
    expect(sessions[1]).toMatchObject({ start_time: '10:00', room: 'Room 201', moved: false });
  });

  it('does not call a session moved when the override repeats the slot', () => {
    const [session] = expandSessions(
      [saturdayClass],
      [override({ start_time: '10:00', room: 'room 201', online_link: 'https://x.test/live' })],
      [],
      december(5, 5),
    );
    expect(session).toMatchObject({ moved: false, online_link: 'https://x.test/live' });
  });

  it('names the substitute tutor of a date', () => {
    const [session] = expandSessions(
      [saturdayClass],
      [override({ tutor_id: 11, tutor_name: 'Nusrat Jahan' })],
      [],
      december(5, 5),
    );
    expect(session).toMatchObject({ tutor_id: 11, tutor_name: 'Nusrat Jahan', substitute: true });
    const [same] = expandSessions(
      [saturdayClass],
      [override({ tutor_id: 10, tutor_name: 'Tanvir Hasan' })],
      [],
      december(5, 5),
    );
    expect(same).toMatchObject({ substitute: false });
  });

  it('keeps cancelled and completed sessions, with their status', () => {
    const sessions = expandSessions(
      [saturdayClass],
      [override({ status: 2, note: 'Tutor ill' }), override({ date: '2026-12-12', status: 1 })],
      [],
      december(5, 12),
    );
    expect(sessions.map((s) => [s.date, s.status, s.note])).toEqual([
      ['2026-12-05', 2, 'Tutor ill'],
      ['2026-12-12', 1, null],
    ]);
  });

  it('ignores an override of another slot or another date', () => {
    const sessions = expandSessions(
      [saturdayClass],
      [override({ schedule_id: 2, status: 2 }), override({ date: '2026-12-06', status: 2 })],
      [],
      december(5, 5),
    );
    expect(sessions.map((s) => s.status)).toEqual([0]);
  });
});
