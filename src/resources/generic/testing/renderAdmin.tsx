import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { vi } from 'vitest';
import { resources } from '../../../../resources.config';
import { resourceKey } from '../../../config';
import type { AppLocale } from '../../../lib/locale';
import { createAuthProvider, session, type AbilityRule } from '../../../providers/auth';
import { createDataProvider, createHttpClient } from '../../../providers/data';
import { testI18nProvider } from '../../../providers/i18n/testing/testI18nProvider';
import { overrideModules, overridesOf } from '../../overrides';
import { generated } from '../generated';

// The app fetches its screens on first use (React.lazy). Their modules are loaded once here, so
// that a test's first render finds them in the module cache instead of waiting for the test
// runner to transform them, as when they were imported up front.
await Promise.all([
  import('../list/GenericList'),
  import('../views/GenericCreate'),
  import('../views/GenericEdit'),
  import('../views/GenericShow'),
  import('../../../pages/tutorials/TutorialsPage'),
  import('../../../pages/students/StudentDetailPage'),
  import('../../../pages/people/EmployeeFromApplicationPage'),
  ...[...overrideModules.values()].map((module) => module.load()),
]);

export type Route = (
  url: URL,
  init: RequestInit | undefined,
) => { status?: number; body: unknown } | undefined;

export interface RenderOptions {
  /** Also apply src/resources/overrides.ts, as the app does. */
  withOverrides?: boolean;
  /** Custom pages (`<Route>` elements) rendered in the layout, as pageRoutes are. */
  routes?: ReactElement[];
  /** The reader's language (English by default). */
  locale?: AppLocale;
}

/**
 * The real providers over a fake fetch, and the generated resources of the config at `path`:
 * what the app renders, minus the shell.
 */
export function renderAdmin(
  path: string,
  route: Route,
  ability: AbilityRule[],
  { withOverrides = false, routes = [], locale = 'en' }: RenderOptions = {},
) {
  session.setToken('test-token');
  session.setUser({ id: 1, name: 'Test', ability });
  const calls: { method: string; url: URL; body: BodyInit | null | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body });
    const answer = route(url, init) ?? { status: 404, body: { message: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  const http = createHttpClient({ apiUrl: '/api', getToken: session.getToken, fetch: fetchMock });
  // Calls outside the data provider (useApi: a conversion, a page's own endpoint) answer alike.
  vi.stubGlobal('fetch', fetchMock);
  const view = render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={createDataProvider(http)}
        authProvider={createAuthProvider({ http, session })}
        i18nProvider={testI18nProvider(locale)}
        disableTelemetry
      >
        {routes.length > 0 && <CustomRoutes>{routes}</CustomRoutes>}
        {resources.map((r) => (
          <Resource
            key={r.name}
            name={resourceKey(r)}
            {...generated(r)}
            {...(withOverrides ? overridesOf(r) : {})}
          />
        ))}
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...view, calls };
}

/** Every action on the given subjects. */
export const allOn = (...subjects: string[]): AbilityRule[] =>
  subjects.flatMap((subject) =>
    ['read', 'create', 'update', 'delete'].map((action) => ({ action, subject })),
  );
