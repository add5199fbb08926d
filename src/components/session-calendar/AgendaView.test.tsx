import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCalendar } from './SessionCalendar';
import { stubPhoneWidth } from './testing/phoneWidth';
import { renderCalendar, sessionsBody } from './testing/renderCalendar';
import { sessionFixture } from './testing/sessionFixture';

afterEach(() => vi.unstubAllGlobals());

describe('SessionCalendar week view on a phone', () => {
  it('becomes a day-by-day agenda that says which days have no classes', async () => {
    stubPhoneWidth();
    renderCalendar(<SessionCalendar initialDate="2026-01-07" />, () => ({
      body: sessionsBody(
        [sessionFixture({ date: '2026-01-04' })],
        [{ date: '2026-01-05', title: 'Shab-e-Barat' }],
      ),
    }));
    const sunday = await screen.findByRole('region', { name: 'Sunday, January 4, 2026' });
    expect(await within(sunday).findByRole('button', { name: /^SAT Math/ })).toBeInTheDocument();
    const monday = screen.getByRole('region', { name: 'Monday, January 5, 2026' });
    expect(within(monday).getByText('Shab-e-Barat')).toBeInTheDocument();
    expect(within(monday).getByText('No classes')).toBeInTheDocument();
    expect(screen.getAllByText('No classes')).toHaveLength(6);
  });
});
