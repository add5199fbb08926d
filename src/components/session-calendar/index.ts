/**
 * Calendar of dated class sessions (`GET /api/schedule/sessions`) for the admin, tutor, student
 * and parent schedules.
 *
 * Built on MUI, with no calendar library. The views are read-only: no drag, resize or recurrence
 * editing, which is where FullCalendar and react-big-calendar earn their size. What is left (a
 * Saturday-first week grid, a side-by-side overlap layout, a month grid, a phone agenda) is a few
 * hundred lines that use the theme's palette in all three themes, Intl's Bangla names and digits
 * and Dhaka days without time-zone plugins, and that test in jsdom. FullCalendar 6.1.22 does
 * accept React 19 and has a `bn` locale, but it renders through its own bundled Preact, needs
 * four packages (core, daygrid, timegrid, list) and CSS overrides for every theme, and a named
 * time zone needs a luxon or moment plugin; react-big-calendar pulls in moment, luxon, globalize
 * and lodash. Screens still load the calendar lazily: `SessionCalendar` below is the lazy one.
 */
export { LazySessionCalendar as SessionCalendar } from './LazySessionCalendar';
export type { SessionCalendarProps } from './SessionCalendar';
export { CalendarListSwitch, type ListOrCalendar } from './CalendarListSwitch';
export { useClassSessions, classSessionsKey } from './useClassSessions';
export { SESSION_STATUS } from './types';
export type {
  CalendarView,
  ClassSession,
  ClassSessionsQuery,
  ClassSessionsResult,
  Holiday,
  SessionFilter,
  SessionStatus,
} from './types';
