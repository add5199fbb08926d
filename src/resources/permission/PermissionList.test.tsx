import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../generic/testing/renderAdmin';

/** A permission the config defines, and a leftover of a resource since removed. */
const rows = [
  { id: 1, subject: 'HomeWork', action: 'read' },
  { id: 2, subject: 'RetiredReport', action: 'delete' },
];

const routes: Route = (url, init) => {
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url.pathname === '/api/permission')
    return { body: { data: rows, meta: { total: rows.length } } };
  if (method === 'GET' && url.pathname === '/api/permission/1') return { body: { data: rows[0] } };
  return undefined;
};

/** The list screen, its module and its rows load before the table shows. */
const SCREEN_LOAD = { timeout: 8000 };

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, SCREEN_LOAD)).closest('tr') as HTMLElement;

describe('permission list', () => {
  it("names each permission's subject and action, not their identifiers", async () => {
    renderAdmin('/rolePermission/basic', routes, allOn('Permission'), { withOverrides: true });
    const row = await rowOf('Homework');
    expect(within(row).getByText('Read')).toBeInTheDocument();
    expect(screen.queryByText('HomeWork')).toBeNull();
    // A subject the config no longer knows has no name but its identifier.
    expect(within(await rowOf('RetiredReport')).getByText('Delete')).toBeInTheDocument();
  });

  it('offers delete, alone or in bulk, only for a permission the config does not define', async () => {
    renderAdmin('/rolePermission/basic', routes, allOn('Permission'), { withOverrides: true });
    const kept = await rowOf('Homework');
    const leftover = await rowOf('RetiredReport');
    await waitFor(() =>
      expect(within(leftover).getByRole('button', { name: 'Delete' })).toBeInTheDocument(),
    );
    expect(within(leftover).getByRole('checkbox')).toBeEnabled();
    expect(within(kept).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(kept).getByRole('checkbox')).toBeDisabled();
    expect(
      within(kept).getByRole('img', {
        name: "Defined by the app's configuration: it cannot be deleted.",
      }),
    ).toBeInTheDocument();
  });

  it('filters by a subject chosen by its name, and still searches', async () => {
    const filter = encodeURIComponent(JSON.stringify({ subject: 'HomeWork', q: 'home' }));
    const { calls } = renderAdmin(
      `/rolePermission/basic?filter=${filter}`,
      routes,
      allOn('Permission'),
      { withOverrides: true },
    );
    await rowOf('RetiredReport');
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    expect(subject).toHaveTextContent('Homework');
    const asked = calls.filter((c) => c.url.pathname === '/api/permission');
    expect(asked.at(-1)?.url.searchParams.get('filter[subject]')).toBe('HomeWork');
    expect(asked.at(-1)?.url.searchParams.get('search')).toBe('home');

    fireEvent.mouseDown(subject);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('Attendance statuses');
    expect(options.map((o) => o.textContent)).not.toContain('AttendanceStatus');
  });

  it('does not offer delete on the edit form of a permission the config defines', async () => {
    renderAdmin('/rolePermission/basic/1', routes, allOn('Permission'), { withOverrides: true });
    expect(
      await screen.findByRole(
        'img',
        { name: "Defined by the app's configuration: it cannot be deleted." },
        SCREEN_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
