import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { vi } from 'vitest';
import type { AppLocale } from '../../../lib/locale';
import { testI18nProvider } from '../../../providers/i18n/testing/testI18nProvider';

export type SessionsAnswer = (url: URL) => { status?: number; body: unknown };

/**
 * The component inside react-admin's contexts with the app's real messages, over a fake fetch
 * that answers the sessions endpoint. Call `vi.unstubAllGlobals()` after each test.
 */
export function renderCalendar(ui: ReactElement, answer: SessionsAnswer, locale: AppLocale = 'en') {
  const requests: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    requests.push(url);
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  // No retries: an error answer must show at once, not after the default back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <TestMemoryRouter>
      <AdminContext
        i18nProvider={testI18nProvider(locale)}
        store={memoryStore()}
        queryClient={queryClient}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  /** The `from`–`to` of each sessions request, in order. */
  const ranges = () =>
    requests
      .filter((u) => u.pathname === '/api/schedule/sessions')
      .map((u) => `${u.searchParams.get('from')}..${u.searchParams.get('to')}`);
  return { ...view, requests, ranges };
}

/** A sessions answer with these rows and holidays. */
export const sessionsBody = (
  data: unknown[],
  holidays: { date: string; title: string }[] = [],
) => ({ data, meta: { from: '', to: '', holidays } });
