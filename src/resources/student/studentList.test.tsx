import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../generic/testing/renderAdmin';

const routes: Route = (url) =>
  url.pathname === '/api/student'
    ? {
        body: {
          data: [{ id: 4, full_name: 'Ayesha Rahman', student_no: 'S-000005', is_active: true }],
          meta: { total: 1 },
        },
      }
    : undefined;

describe('student list', () => {
  it('keeps the generated table and adds a View link to the student page in each row', async () => {
    renderAdmin('/admin/student/student', routes, allOn('Students'), { withOverrides: true });
    const row = (await screen.findByText('Ayesha Rahman')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/admin/student/4/student',
    );
    expect(screen.getByRole('columnheader', { name: 'Student no.' })).toBeInTheDocument();
  });
});
