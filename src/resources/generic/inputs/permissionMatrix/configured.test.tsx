import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../../testing/renderAdmin';

const permissions = [
  { id: 11, subject: 'Attendance', action: 'read' },
  { id: 12, subject: 'Attendance', action: 'create' },
  { id: 31, subject: 'Course', action: 'read' },
];
/** The screen, its record and the permission list load before the matrix shows. */
const SCREEN_LOAD = { timeout: 8000 };

const role = { id: 1, name: 'Teacher', type: 2, is_active: true, permissions: [11] };

const routes: Route = (url, init) => {
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url.pathname === '/api/permission')
    return { body: { data: permissions, meta: { total: permissions.length } } };
  if (method === 'GET' && url.pathname === '/api/role/1') return { body: { data: role } };
  if (method === 'GET' && url.pathname === '/api/role')
    return { body: { data: [role], meta: { total: 1 } } };
  if (method === 'PUT' || method === 'POST')
    return { body: { status: true, message: 'Saved', data: role } };
  return undefined;
};

/** The permission ids a save sent, however the body was encoded. */
function sentPermissions(body: BodyInit | null | undefined): string[] {
  if (typeof body === 'string')
    return (JSON.parse(body) as { permissions: unknown[] }).permissions.map(String);
  if (body instanceof FormData)
    return [...body.entries()]
      .filter(([key]) => key.startsWith('permissions['))
      .map(([, value]) => String(value));
  throw new Error('Unexpected body');
}

describe('permissions of roles and users, by config', () => {
  it('edits a role in the matrix and saves the chosen permission ids', async () => {
    const { calls } = renderAdmin(
      '/rolePermission/rolePermission/1',
      routes,
      allOn('Role', 'Permission'),
    );
    const create = await screen.findByRole('checkbox', { name: 'Attendance: Create' }, SCREEN_LOAD);
    expect(screen.getByRole('checkbox', { name: 'Attendance: Read' })).toBeChecked();
    fireEvent.click(create);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/role/1' && c.method !== 'GET')).toBe(true),
    );
    const save = calls.find((c) => c.url.pathname === '/api/role/1' && c.method !== 'GET');
    expect(sentPermissions(save?.body)).toEqual(['11', '12']);
  });

  it('offers the matrix on the user form', async () => {
    renderAdmin(
      '/rolePermission/userPermission/create',
      routes,
      allOn('User', 'Permission', 'Role'),
    );
    expect(
      await screen.findByRole('checkbox', { name: 'Courses: Read' }, SCREEN_LOAD),
    ).not.toBeChecked();
  });

  it("shows a role's permissions in the read-only matrix on its page", async () => {
    renderAdmin('/rolePermission/rolePermission/1/show', routes, allOn('Role', 'Permission'));
    const read = await screen.findByRole('checkbox', { name: 'Attendance: Read' }, SCREEN_LOAD);
    expect(read).toBeChecked();
    expect(read).toBeDisabled();
  });
});
