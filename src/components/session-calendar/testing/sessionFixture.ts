import { DayOfWeek, SessionStatus } from '../../../../schema';
import type { ClassSession } from '../types';

/** A scheduled session on Saturday 3 January 2026, 10:00–11:30; override what a test is about. */
export function sessionFixture(overrides: Partial<ClassSession> = {}): ClassSession {
  const date = overrides.date ?? '2026-01-03';
  const scheduleId = overrides.schedule_id ?? 1;
  return {
    key: `${scheduleId}:${date}`,
    schedule_id: scheduleId,
    date,
    day_of_week: DayOfWeek.Saturday,
    start_time: '10:00',
    end_time: '11:30',
    course_id: 3,
    course_title: 'SAT Math',
    tutor_id: 4,
    tutor_name: 'Rahim Uddin',
    substitute: false,
    moved: false,
    room: 'Room 2',
    online_link: null,
    status: SessionStatus.Pending,
    note: null,
    ...overrides,
  };
}
