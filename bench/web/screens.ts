/**
 * The screens measured, from resources.config.ts: the sign-in page, the dashboard, every
 * resource's list route, and a create and an edit screen for each resource that offers those
 * operations. Each comes with the CSS selector of its main content: a screen is usable once an
 * element matching it is visible.
 */
import type { Resource } from '../../schema';

export type ScreenKind = 'baseline' | 'signin' | 'dashboard' | 'list' | 'create' | 'edit';

export interface Screen {
  name: string;
  kind: ScreenKind;
  /** Path on the app's origin (or on the baseline server's). */
  path: string;
  /** Usable when an element matching this is visible. */
  ready: string;
  /** Signed in through the API-token fast path before the navigation; false for a visitor. */
  signedIn: boolean;
}

/** The list's first data row (not the loading skeleton's rows), or its empty state. */
export const LIST_READY = '.RaDataTable-tbody .RaDataTable-row, .RaEmpty-message';
/**
 * Lists whose route opens a page of its own first, with what shows once it has its data. The class
 * sessions open on the day's sessions as the timetable expands them (the generated list of stored
 * changes is its second view): the day's count shows once they are loaded, whether there are any.
 */
const OWN_LIST_READY: Record<string, string> = {
  'class-session': '#main-content section > [role="status"]',
};
/**
 * The first input of a form in the layout's content (react-admin's `#main-content`), not the app
 * bar's. Any form there, not only react-admin's Create and Edit views: a resource may replace its
 * screen with a page of its own (the pay run's create page is a plain MUI form in a card), which
 * is just as usable once its inputs show. Create and edit screens have no filter forms.
 */
const FORM_READY = '#main-content form input:not([type="hidden"]), #main-content form textarea';
export const CREATE_READY = FORM_READY;
export const EDIT_READY = FORM_READY;
/** The sign-in form's first input. */
export const SIGNIN_READY = '#root form input:not([type="hidden"])';
/** The counters section once it holds the counters, its empty text or its error (not skeleton). */
export const DASHBOARD_READY =
  'section[aria-labelledby="dashboard-counters"] > :not(h2):not(.MuiSkeleton-root)';

/**
 * @param editIds the id of one existing record per resource name, for its edit screen; a
 * resource without one gets no edit screen (reported by the caller).
 */
export function appScreens(
  resources: readonly Resource[],
  editIds: ReadonlyMap<string, string | number>,
): Screen[] {
  const screens: Screen[] = [
    { name: 'sign-in', kind: 'signin', path: '/auth/signin', ready: SIGNIN_READY, signedIn: false },
    {
      name: 'dashboard',
      kind: 'dashboard',
      path: '/dashboard',
      ready: DASHBOARD_READY,
      signedIn: true,
    },
  ];
  const routed = resources.filter((r): r is Resource & { route: string } => Boolean(r.route));
  for (const r of routed) {
    if (r.operations.includes('list'))
      screens.push({
        name: `${r.name} list`,
        kind: 'list',
        path: r.route,
        ready: OWN_LIST_READY[r.name] ?? LIST_READY,
        signedIn: true,
      });
  }
  for (const r of routed) {
    if (r.operations.includes('create'))
      screens.push({
        name: `${r.name} create`,
        kind: 'create',
        path: `${r.route}/create`,
        ready: CREATE_READY,
        signedIn: true,
      });
  }
  for (const r of routed) {
    const id = editIds.get(r.name);
    if (r.operations.includes('update') && id !== undefined)
      screens.push({
        name: `${r.name} edit`,
        kind: 'edit',
        path: `${r.route}/${encodeURIComponent(String(id))}`,
        ready: EDIT_READY,
        signedIn: true,
      });
  }
  return screens;
}

/** Resources with an edit screen in the config, whose first record the bench needs. */
export const editable = (resources: readonly Resource[]): Resource[] =>
  resources.filter((r) => r.route && r.operations.includes('update'));
