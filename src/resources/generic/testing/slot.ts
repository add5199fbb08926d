/**
 * A timetable slot on Monday (3) from 16:30 to 18:00 as the API answers it, its label as the
 * server stores it, for tests of screens that show a composed title.
 */
export const SLOT = {
  id: 4,
  label: 'SAT Math · Mon 16:30–18:00',
  course_id: 1,
  tutor_id: 2,
  day_of_week: 3,
  start_time: '16:30',
  end_time: '18:00',
  valid_from: '2026-01-01',
  valid_to: null,
  room: 'Room 201',
  online_link: null,
  is_active: true,
};
