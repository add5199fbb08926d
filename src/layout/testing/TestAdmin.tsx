import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { app } from '../../../i18n/en/app';
import { finance } from '../../../i18n/en/finance';

/** Ability pairs the fake user holds, as `action:subjectOrResource`. */
export type Grants = readonly string[];

export const testAuthProvider = (grants: Grants): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () => Promise.resolve({ id: 1, fullName: 'Ada Admin', kind: 'admin' }),
  canAccess: ({ action, resource }) => Promise.resolve(grants.includes(`${action}:${resource}`)),
});

const i18nProvider = polyglotI18nProvider(
  () => ({
    ...englishMessages,
    app: { ...app, finance },
    menu: { groups: { accounts: 'Accounts', rolePermission: 'Role & permission' } },
    resources: { bank: { name: 'Banks' }, 'bank-account': { name: 'Bank accounts' } },
  }),
  'en',
  { allowMissing: true },
);

/** react-admin's contexts (auth, i18n, store, router, theme) around a component under test. */
export function TestAdmin({
  grants = [],
  path = '/',
  auth = {},
  children,
}: {
  grants?: Grants;
  path?: string;
  /** Replaces methods of the fake auth provider (e.g. a failing login). */
  auth?: Partial<AuthProvider>;
  children: ReactNode;
}) {
  return (
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={{ ...testAuthProvider(grants), ...auth }}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {children}
      </AdminContext>
    </TestMemoryRouter>
  );
}

/** A fetch stub answering JSON by `METHOD path` (path without the /api prefix and query). */
export function jsonFetch(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`;
    if (!(key in routes))
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    return new Response(JSON.stringify(routes[key]), { status: 200 });
  };
}
