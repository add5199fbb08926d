import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, TestAdmin } from '../testing/TestAdmin';
import { NotificationBell } from './NotificationBell';

const page = {
  data: [
    {
      id: 5,
      subject: 'Class moved',
      message: 'Now at 10:00',
      link: '/dashboard',
      is_seen: false,
      created_at: '2026-01-01T10:00:00Z',
    },
    {
      id: 4,
      subject: 'Welcome',
      message: 'Hello',
      link: null,
      is_seen: true,
      created_at: '2026-01-01T09:00:00Z',
    },
  ],
  meta: { total: 2, unseen: 3 },
};

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('counts unseen, marks one seen on open and calls the server', async () => {
    const fetchMock = vi.fn(
      jsonFetch({
        'GET user/notification': page,
        'POST update/push/notification/5': { status: true, message: 'ok' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <TestAdmin>
        <NotificationBell />
      </TestAdmin>,
    );
    const bell = await screen.findByRole('button', { name: /3 unseen/ });
    expect(within(bell).getByText('3')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/notification?per_page=10&page=1');

    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByText('Class moved'));

    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/update/push/notification/5',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(await screen.findByRole('button', { name: /2 unseen/ })).toBeInTheDocument();
  });

  it('shows a count of 0 and the empty state without notifications', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch({ 'GET user/notification': { data: [], meta: { total: 0 } } })),
    );
    render(
      <TestAdmin>
        <NotificationBell />
      </TestAdmin>,
    );
    const bell = await screen.findByRole('button', { name: /0 unseen/ });
    await userEvent.click(bell);
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
  });
});
