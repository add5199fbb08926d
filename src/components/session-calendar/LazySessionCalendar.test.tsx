import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCalendar } from '.';
import { renderCalendar, sessionsBody } from './testing/renderCalendar';

afterEach(() => vi.unstubAllGlobals());

describe('the exported SessionCalendar', () => {
  it('loads the calendar on first render and passes the props through', async () => {
    const { ranges } = renderCalendar(
      <SessionCalendar initialDate="2026-01-07" filter={{ tutor_id: 9 }} />,
      () => ({ body: sessionsBody([]) }),
    );
    expect(await screen.findByRole('region', { name: 'Class calendar' })).toBeInTheDocument();
    expect(ranges()).toEqual(['2026-01-03..2026-01-09']);
  });
});
