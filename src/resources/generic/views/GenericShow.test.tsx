import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../testing/renderAdmin';
import { SLOT } from '../testing/slot';

const routes: Route = (url) =>
  url.pathname === '/api/schedule/4'
    ? { body: { data: SLOT } }
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
