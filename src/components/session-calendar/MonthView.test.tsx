import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCalendar } from './SessionCalendar';
import { stubPhoneWidth } from './testing/phoneWidth';
import { renderCalendar, sessionsBody } from './testing/renderCalendar';
import { sessionFixture } from './testing/sessionFixture';

afterEach(() => vi.unstubAllGlobals());

/** Five classes on Saturday 3 January, one an hour from 09:00. */
const crowdedDay = ['Algebra', 'Biology', 'Chemistry', 'Drawing', 'English'].map((title, i) =>
  sessionFixture({
    schedule_id: i + 1,
    course_title: title,
    start_time: `0${9 + i}:00`.slice(-5),
    end_time: `${10 + i}:00`,
  }),
);

describe('SessionCalendar month view', () => {
  it('shows the whole Saturday-first weeks of the month, days of other months muted', async () => {
    const { ranges } = renderCalendar(
      <SessionCalendar initialDate="2026-01-20" defaultView="month" />,
      () => ({ body: sessionsBody([]) }),
    );
    expect(await screen.findByText('No classes in this period.')).toBeInTheDocument();
    expect(ranges()).toEqual(['2025-12-27..2026-02-06']);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(42);
    expect(headings[0]).toHaveAccessibleName('Saturday, December 27, 2025');
  });

  it('puts what does not fit behind "+N more", which lists the whole day', async () => {
    const user = userEvent.setup();
    const onSessionClick = vi.fn();
    renderCalendar(
      <SessionCalendar
        initialDate="2026-01-20"
        defaultView="month"
        onSessionClick={onSessionClick}
      />,
      () => ({ body: sessionsBody(crowdedDay) }),
    );
    expect(await screen.findByRole('button', { name: /^Algebra/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Biology/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Chemistry/ })).not.toBeInTheDocument();

    const more = screen.getByRole('button', {
      name: '+3 more, Classes on Saturday, January 3, 2026',
    });
    expect(more).toHaveTextContent('+3 more');
    await user.click(more);
    const day = await screen.findByRole('dialog', { name: 'Classes on Saturday, January 3, 2026' });
    expect(within(day).getAllByRole('button')).toHaveLength(5);
    await user.click(within(day).getByRole('button', { name: /^English/ }));
    expect(onSessionClick).toHaveBeenCalledWith(crowdedDay[4]);
  });

  it('on a phone, shows a count per day instead of chips', async () => {
    stubPhoneWidth();
    renderCalendar(<SessionCalendar initialDate="2026-01-20" defaultView="month" />, () => ({
      body: sessionsBody(crowdedDay),
    }));
    const count = await screen.findByRole('button', {
      name: '5, Classes on Saturday, January 3, 2026',
    });
    expect(count).toHaveTextContent(/^5$/);
    expect(screen.queryByRole('button', { name: /^Algebra/ })).not.toBeInTheDocument();
  });
});
