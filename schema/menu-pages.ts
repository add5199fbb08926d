/**
 * Sidebar entries that are pages, not configured resources, as plain data: the app builds its
 * sidebar from them (src/layout/menu) and the config check (config-check.ts) reads them beside
 * the resources' menu places. Add a page here when its route exists; resources get their entries
 * from their `menu` place in resources.config.ts.
 */
import { ROLE_TYPE } from './enums';
import type { MenuGroup } from './menu';
import type { MenuIconName } from './menu-icons';
import { generalSettingScreens, settingScreenPath } from './site';

/** An ability check: passes only when the user holds this action on this subject. */
export interface Access {
  action: 'read' | 'create' | 'update' | 'delete';
  subject: string;
  /** The resource name, when the entry is a resource: the auth provider keys resources by it. */
  resource?: string;
}

/** Anything shown only to users holding its ability. */
export interface Guarded {
  key: string;
  access: Access;
}

/** One link of the sidebar: a configured resource or a custom page. */
export interface MenuEntry extends Guarded {
  group: MenuGroup;
  order: number;
  to: string;
  /** Material icon name, one the app bundles (menu-icons.ts). */
  icon: MenuIconName;
  /** i18n key of the label. */
  label: string;
  /** Name of the dashboard counter shown as a badge (0 when absent). */
  badge?: string;
  /** Kinds of user (SessionUser.kind) that do not get this entry: they have a panel page for it. */
  hiddenFor?: readonly string[];
}

/**
 * The public site's pages in the sidebar: the home page editor, and the general-settings
 * screens for those who may change settings (everyone reads them: the app's logo is one).
 */
const siteEntries: readonly MenuEntry[] = [
  {
    key: 'page:homepage',
    group: 'publicSite',
    order: 20,
    to: '/homepage',
    icon: 'DesignServices',
    label: 'app.site.menu.home_editor',
    access: { action: 'update', subject: 'HomeSection' },
  },
  ...generalSettingScreens.map((screen, index): MenuEntry => ({
    key: `page:settings-${screen}`,
    group: 'publicSite',
    order: 30 + index,
    to: settingScreenPath(screen),
    icon: (['Language', 'Image', 'Share', 'Announcement'] as const)[index] ?? 'Language',
    label: `app.site.menu.${screen}`,
    access: { action: 'update', subject: 'Setting' },
  })),
];

/** Each panel's sidebar group and the subject that guards it. */
const PANELS = {
  employee: { group: 'employeePanel', subject: 'Employee' },
  student: { group: 'studentPanel', subject: 'Student' },
  parent: { group: 'parentPanel', subject: 'Parent' },
  affiliation: { group: 'affiliatePanel', subject: 'Affiliate' },
} as const;

/**
 * An entry of a user's own panel, in the sidebar of that kind of user only: an admin holds every
 * ability, but has no courses or children of their own to show there.
 */
function panelEntry(
  kind: keyof typeof PANELS,
  order: number,
  to: string,
  icon: MenuIconName,
  label: string,
): MenuEntry {
  return {
    key: `page:${to}`,
    group: PANELS[kind].group,
    order,
    to,
    icon,
    label: `app.panels.${label}`,
    access: { action: 'read', subject: PANELS[kind].subject },
    hiddenFor: Object.keys(ROLE_TYPE).filter((k) => k !== kind),
  };
}

/** A tutor's own billing page, in the My Billing group of tutors only. */
const myBillingEntry = (
  order: number,
  to: string,
  icon: MenuIconName,
  label: string,
  subject: string,
) =>
  ({
    key: `page:${to}`,
    group: 'myBilling',
    order,
    to,
    icon,
    label: `app.billing.menu.${label}`,
    access: { action: 'read', subject },
    hiddenFor: Object.keys(ROLE_TYPE).filter((k) => k !== 'employee'),
  }) satisfies MenuEntry;

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
  {
    key: 'page:tutorial',
    group: 'tutorials',
    order: 0,
    to: '/tutorial',
    icon: 'MenuBook',
    label: 'app.people.tutorials.menu',
    access: { action: 'read', subject: 'Tutorial' },
  },
  // The chat (src/pages/chat), for everyone who may chat; its badge is the unread total.
  {
    key: 'page:message',
    group: 'messages',
    order: 1,
    to: '/message',
    icon: 'Forum',
    label: 'app.menu.pages.messages',
    access: { action: 'read', subject: 'Message' },
    badge: 'unread_messages',
  },
  // The basic lists a profile picks from, on one tabbed screen, for those who keep them.
  {
    key: 'page:basic-lists',
    group: 'user',
    order: 1,
    to: '/user/basic',
    icon: 'Category',
    label: 'app.basicLists.menu',
    access: { action: 'update', subject: 'BasicList' },
  },
  {
    key: 'page:student-import',
    group: 'students',
    order: 4,
    to: '/admin/student/import',
    icon: 'UploadFile',
    label: 'app.csvImport.menu',
    access: { action: 'create', subject: 'Students' },
  },
  {
    key: 'page:attendance-rate',
    group: 'students',
    order: 5.5,
    to: '/admin/student/attendance/rate',
    icon: 'QueryStats',
    label: 'app.classwork.rates.menu',
    access: { action: 'read', subject: 'Attendance' },
    hiddenFor: ['employee', 'student', 'parent'],
  },
  // The centre's online payment settings (the `payment` settings screen), beside the accounts
  // the payments land in.
  {
    key: 'page:payment-settings',
    group: 'accounts',
    order: 9,
    to: settingScreenPath('payment'),
    icon: 'Payments',
    label: 'app.payments.settings.menu',
    access: { action: 'update', subject: 'Setting' },
    hiddenFor: ['employee', 'student', 'parent'],
  },
  // The order list narrowed to paid or to still owing (src/resources/order/OrderList.tsx).
  ...(['paid', 'unpaid'] as const).map((kind, index): MenuEntry => ({
    key: `page:order-${kind}`,
    group: 'orders',
    order: 2 + index,
    to: `/admin/order/${kind}`,
    icon: kind === 'paid' ? 'PriceCheck' : 'PendingActions',
    label: `app.orders.menu.${kind}`,
    access: { action: 'read', subject: 'Order' },
    hiddenFor: ['student', 'parent'],
  })),
  {
    key: 'page:hour-details',
    group: 'billing',
    order: 4,
    to: '/admin/billing/hourDetails',
    icon: 'QueryStats',
    label: 'app.billing.hour_details.title',
    access: { action: 'read', subject: 'WorkingHour' },
    hiddenFor: ['employee', 'student', 'parent'],
  },
  myBillingEntry(1, '/employee/billing/workingHour', 'WorkHistory', 'working_hours', 'WorkingHour'),
  myBillingEntry(2, '/employee/billing/overTime', 'MoreTime', 'overtime', 'OverTime'),
  myBillingEntry(3, '/employee/billing/payment', 'RequestQuote', 'payments', 'TutorPayment'),
  panelEntry('employee', 1, '/employee/course', 'School', 'employee_courses'),
  panelEntry('employee', 2, '/employee/schedule', 'CalendarMonth', 'employee_schedule'),
  panelEntry('employee', 3, '/employee/attendance', 'FactCheck', 'employee_attendance'),
  panelEntry('employee', 4, '/employee/homeWork', 'Assignment', 'employee_homework'),
  panelEntry('employee', 5, '/employee/courseMaterial', 'LibraryBooks', 'employee_material'),
  panelEntry('employee', 6, '/employee/exam', 'Quiz', 'employee_exams'),
  panelEntry('employee', 7, '/employee/question', 'EditNote', 'employee_questions'),
  panelEntry('employee', 8, '/employee/result', 'Grading', 'employee_results'),
  panelEntry('employee', 9, '/employee/score', 'Leaderboard', 'employee_scores'),
  panelEntry('student', 1, '/student/course', 'School', 'student_courses'),
  panelEntry('student', 2, '/student/schedule', 'CalendarMonth', 'student_schedule'),
  panelEntry('student', 3, '/student/exam', 'Quiz', 'student_exams'),
  panelEntry('student', 4, '/student/homeWork', 'Assignment', 'student_homework'),
  panelEntry('student', 5, '/student/courseMaterial', 'LibraryBooks', 'student_material'),
  panelEntry('student', 6, '/student/attendance', 'FactCheck', 'student_attendance'),
  panelEntry('student', 8, '/student/results', 'Insights', 'student_results'),
  panelEntry('student', 9, '/student/payment', 'Payments', 'student_payments'),
  panelEntry('parent', 1, '/parent/children', 'FamilyRestroom', 'children'),
  panelEntry('parent', 2, '/parent/routine', 'CalendarMonth', 'routine'),
  panelEntry('parent', 3, '/parent/tasks', 'Assignment', 'tasks'),
  panelEntry('parent', 4, '/parent/attendance', 'FactCheck', 'parent_attendance'),
  panelEntry('parent', 8, '/parent/results', 'Insights', 'parent_results'),
  panelEntry('parent', 9, '/parent/payment', 'Payments', 'parent_payments'),
  panelEntry('affiliation', 1, '/affiliate/referral', 'Loyalty', 'affiliate_referral'),
  ...siteEntries,
];
