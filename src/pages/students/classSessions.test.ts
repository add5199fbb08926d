import { describe, expect, it } from 'vitest';
import { groupByDate, nextFortnight, parseSessions } from './classSessions';

describe('class sessions', () => {
  it('reads the answer defensively and drops rows without a date', () => {
    const sessions = parseSessions({
      data: [
        {
          key: '3:2026-12-01',
          date: '2026-12-01',
          start_time: '16:30:00',
          end_time: '18:00',
          course_title: 'SAT Math Intensive',
          tutor_name: 'Tanvir Hasan',
          room: '',
          status: '2',
        },
        { key: 'broken' },
        null,
      ],
    });
    expect(sessions).toEqual([
      {
        key: '3:2026-12-01',
        date: '2026-12-01',
        start_time: '16:30',
        end_time: '18:00',
        course_title: 'SAT Math Intensive',
        tutor_name: 'Tanvir Hasan',
        room: null,
        status: 2,
      },
    ]);
    expect(parseSessions({ message: 'nope' })).toEqual([]);
  });

  it('groups by day, in date and time order', () => {
    const at = (date: string, start_time: string) => ({
      key: `${date} ${start_time}`,
      date,
      start_time,
      end_time: '23:00',
      course_title: '',
      tutor_name: '',
      room: null,
      status: 0,
    });
    const days = groupByDate([
      at('2026-12-02', '10:00'),
      at('2026-12-01', '16:30'),
      at('2026-12-01', '10:00'),
    ]);
    expect(days.map((d) => [d.date, d.sessions.map((s) => s.start_time)])).toEqual([
      ['2026-12-01', ['10:00', '16:30']],
      ['2026-12-02', ['10:00']],
    ]);
  });

  it('counts the fortnight from the day it already is in Dhaka', () => {
    // 20:00 UTC on 31 December is 02:00 on 1 January in Dhaka (UTC+6).
    expect(nextFortnight(new Date('2026-12-31T20:00:00Z'))).toEqual({
      from: '2027-01-01',
      to: '2027-01-14',
    });
  });
});
