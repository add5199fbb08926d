import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../testing/renderAdmin';

const slot = {
  id: 4,
  label: 'SAT Math · Mon 16:30–18:00',
  course_id: 1,
  tutor_id: 2,
  day_of_week: 3,
  start_time: '16:30',
  end_time: '18:00',
  valid_from: '2026-11-02',
  valid_to: null,
  room: 'Room 201',
  online_link: null,
  is_active: 1,
  created_at: '2026-11-02T04:00:00.000Z',
  updated_at: '2026-11-02T04:00:00.000Z',
};

const routes: Route = (url) =>
  url.pathname === '/api/schedule/4'
    ? { body: { data: slot } }
    : { body: { data: [], meta: { total: 0 } } };

describe('the generic show screen', () => {
  it('labels a field of typed text, shown as typed', async () => {
    renderAdmin('/admin/course/schedule/4/show', routes, allOn('Schedule'));
    const room = await screen.findByText('Room 201');
    const typed = room.closest('[data-verbatim]');
    expect(typed).not.toBeNull();
    const label = typed?.previousElementSibling;
    expect(label).toHaveClass('RaLabeled-label');
    expect(label).toHaveTextContent(/^Room$/);
  });
});
