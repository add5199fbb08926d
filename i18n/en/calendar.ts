/** Texts of the class-session calendar (src/components/session-calendar), under `app.calendar`. */
export const calendar = {
  label: 'Class calendar',
  previous: { week: 'Previous week', month: 'Previous month' },
  next: { week: 'Next week', month: 'Next month' },
  today: 'Today',
  view: { label: 'Calendar view', week: 'Week', month: 'Month' },
  empty: 'No classes in this period.',
  day_empty: 'No classes',
  more: '+%{count} more',
  day_sessions: 'Classes on %{date}',
  holiday: 'Holiday',
  retry: 'Try again',
  status: { 0: 'Scheduled', 1: 'Completed', 2: 'Cancelled' },
  substitute: 'Substitute tutor',
  moved: 'Time or room changed',
  details: {
    date: 'Date',
    time: 'Time',
    tutor: 'Tutor',
    room: 'Room',
    online: 'Online class',
    online_open: 'Join online class',
    status: 'Status',
    note: 'Note',
    close: 'Close',
  },
  sessions_of_day: {
    display: { label: 'Show', day: 'Sessions of a day', changes: 'Changes to single dates' },
    date: 'Day',
    previous: 'Previous day',
    next: 'Next day',
    count: '%{smart_count} class on this day |||| %{smart_count} classes on this day',
    cancelled: '%{smart_count} cancelled |||| %{smart_count} cancelled',
  },
  display: { label: 'Display', list: 'List', calendar: 'Calendar' },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
/** What every other language must provide, key for key. */
export type CalendarTexts = Texts<typeof calendar>;
