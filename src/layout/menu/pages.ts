import type { MenuEntry } from './types';

/**
 * Sidebar entries that are pages, not configured resources (SPEC 2). Add a page here when its
 * route exists (Messages comes with the chat page, and its `unread_messages` badge with it);
 * resources get their entries from their `menu` place in resources.config.ts.
 */
/** An entry of a user's own panel (SPEC 2: guarded by the panel's subject). */
function panelEntry(
  group: MenuEntry['group'],
  order: number,
  to: string,
  icon: string,
  label: string,
  subject: string,
): MenuEntry {
  return {
    key: `page:${to}`,
    group,
    order,
    to,
    icon,
    label: `app.panels.${label}`,
    access: { action: 'read', subject },
  };
}

export const pageEntries: readonly MenuEntry[] = [
  {
    key: 'page:dashboard',
    group: 'dashboard',
    order: 1,
    to: '/dashboard',
    icon: 'Dashboard',
    label: 'app.menu.pages.dashboard',
    access: { action: 'read', subject: 'Auth' },
  },
  panelEntry('employeePanel', 1, '/employee/course', 'School', 'employee_courses', 'Employee'),
  panelEntry('studentPanel', 1, '/student/course', 'School', 'student_courses', 'Student'),
  panelEntry(
    'employeePanel',
    2,
    '/employee/schedule',
    'CalendarMonth',
    'employee_schedule',
    'Employee',
  ),
  panelEntry(
    'studentPanel',
    2,
    '/student/schedule',
    'CalendarMonth',
    'student_schedule',
    'Student',
  ),
  panelEntry('parentPanel', 1, '/parent/children', 'FamilyRestroom', 'children', 'Parent'),
  panelEntry('parentPanel', 2, '/parent/routine', 'CalendarMonth', 'routine', 'Parent'),
];
