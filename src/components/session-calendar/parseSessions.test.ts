import { describe, expect, it } from 'vitest';
import { parseSessions } from './parseSessions';

const row = {
  key: '7:2026-01-03',
  schedule_id: 7,
  date: '2026-01-03',
  day_of_week: 1,
  start_time: '10:00:00',
  end_time: '11:30',
  course_id: 3,
  course_title: 'SAT Math',
  tutor_id: 4,
  tutor_name: 'Rahim',
  substitute: false,
  moved: true,
  room: 'Room 2',
  online_link: null,
  status: 2,
  note: null,
};

describe('parseSessions', () => {
  it('reads sessions and holidays, trimming seconds off times', () => {
    const result = parseSessions({
      data: [row],
      meta: {
        from: '2026-01-03',
        to: '2026-01-09',
        holidays: [{ date: '2026-01-05', title: 'Eid' }],
      },
    });
    expect(result.holidays).toEqual([{ date: '2026-01-05', title: 'Eid' }]);
    expect(result.sessions).toEqual([{ ...row, start_time: '10:00' }]);
  });

  it('leaves out rows it cannot place and tolerates a missing meta', () => {
    const result = parseSessions({
      data: [
        { ...row, date: 'soon' },
        { ...row, start_time: null },
      ],
    });
    expect(result).toEqual({ sessions: [], holidays: [] });
    expect(parseSessions(null)).toEqual({ sessions: [], holidays: [] });
  });
});
