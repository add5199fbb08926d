import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCalendar } from './SessionCalendar';
import { renderCalendar, sessionsBody } from './testing/renderCalendar';
import { sessionFixture } from './testing/sessionFixture';

afterEach(() => vi.unstubAllGlobals());

/** Wednesday 7 January 2026; its Saturday-first week is 3–9 January. */
const WEDNESDAY = '2026-01-07';

const dayHeadings = () =>
  screen.getAllByRole('heading', { level: 3 }).map((h) => h.getAttribute('aria-label'));

describe('SessionCalendar week view', () => {
  it('starts the week on Saturday and asks for exactly that week', async () => {
    const { ranges } = renderCalendar(<SessionCalendar initialDate={WEDNESDAY} />, () => ({
      body: sessionsBody([]),
    }));
    await waitFor(() => expect(ranges()).toEqual(['2026-01-03..2026-01-09']));
    expect(dayHeadings()).toEqual([
      'Saturday, January 3, 2026',
      'Sunday, January 4, 2026',
      'Monday, January 5, 2026',
      'Tuesday, January 6, 2026',
      'Wednesday, January 7, 2026',
      'Thursday, January 8, 2026',
      'Friday, January 9, 2026',
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/Jan 3\s–\s9, 2026/);
  });

  it('sends the filter and asks for the next and previous period when moved', async () => {
    const user = userEvent.setup();
    const { ranges, requests } = renderCalendar(
      <SessionCalendar initialDate={WEDNESDAY} filter={{ student_id: 5 }} />,
      () => ({ body: sessionsBody([]) }),
    );
    await waitFor(() => expect(ranges()).toHaveLength(1));
    expect(requests[0]?.searchParams.get('student_id')).toBe('5');
    expect(requests[0]?.searchParams.has('tutor_id')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(ranges().at(-1)).toBe('2026-01-10..2026-01-16'));

    // PageUp anywhere in the calendar goes back a period; PageDown forward.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Today' }), { key: 'PageUp' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Today' }), { key: 'PageUp' });
    await waitFor(() => expect(ranges().at(-1)).toBe('2025-12-27..2026-01-02'));

    await user.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(ranges().at(-1)).toBe('2025-11-29..2026-01-02'));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(ranges().at(-1)).toBe('2025-12-27..2026-02-06'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('January 2026');
  });

  it('shades and names a holiday', async () => {
    const { container } = renderCalendar(<SessionCalendar initialDate={WEDNESDAY} />, () => ({
      body: sessionsBody([], [{ date: '2026-01-05', title: 'Shab-e-Barat' }]),
    }));
    expect(await screen.findByText('Shab-e-Barat')).toBeInTheDocument();
    const shade = (day: string) =>
      getComputedStyle(container.querySelector(`[data-day="${day}"]`)!).backgroundColor;
    expect(shade('2026-01-05')).toMatch(/^rgba\(.+, 0\.08\)$/);
    expect(shade('2026-01-06')).toBe('rgba(0, 0, 0, 0)');
  });

  it('strikes through a canceled session and marks a substitute in words', async () => {
    renderCalendar(<SessionCalendar initialDate={WEDNESDAY} />, () => ({
      body: sessionsBody([
        sessionFixture({ status: 2, course_title: 'Physics' }),
        sessionFixture({ schedule_id: 2, date: '2026-01-04', substitute: true, moved: true }),
      ]),
    }));
    const canceled = await screen.findByRole('button', { name: /^Physics,.*Cancelled$/ });
    expect(canceled).toHaveStyle({ textDecoration: 'line-through' });
    const substituted = screen.getByRole('button', {
      name: /SAT Math,.*Substitute tutor, Time or room changed/,
    });
    expect(substituted).not.toHaveStyle({ textDecoration: 'line-through' });
  });

  it('lays overlapping sessions side by side', async () => {
    renderCalendar(<SessionCalendar initialDate={WEDNESDAY} />, () => ({
      body: sessionsBody([
        sessionFixture({ course_title: 'Physics' }),
        sessionFixture({ schedule_id: 2, course_title: 'Chemistry', start_time: '11:00' }),
      ]),
    }));
    const physics = await screen.findByRole('button', { name: /^Physics/ });
    const chemistry = screen.getByRole('button', { name: /^Chemistry/ });
    expect(physics).toHaveStyle({ left: 'calc(0% + 2px)', width: 'calc(50% - 4px)' });
    expect(chemistry).toHaveStyle({ left: 'calc(50% + 2px)', width: 'calc(50% - 4px)' });
  });

  it('hands a clicked session, or one chosen with Enter, to onSessionClick', async () => {
    const user = userEvent.setup();
    const onSessionClick = vi.fn();
    const physics = sessionFixture({ course_title: 'Physics' });
    renderCalendar(
      <SessionCalendar initialDate={WEDNESDAY} onSessionClick={onSessionClick} />,
      () => ({ body: sessionsBody([physics]) }),
    );
    const button = await screen.findByRole('button', { name: /^Physics/ });
    await user.click(button);
    expect(onSessionClick).toHaveBeenLastCalledWith(physics);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onSessionClick).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the session details by default, with the online link as a real link', async () => {
    const user = userEvent.setup();
    renderCalendar(<SessionCalendar initialDate={WEDNESDAY} />, () => ({
      body: sessionsBody([
        sessionFixture({ online_link: 'https://meet.example.com/sat', note: 'Bring a calculator' }),
      ]),
    }));
    await user.click(await screen.findByRole('button', { name: /^SAT Math/ }));
    const dialog = await screen.findByRole('dialog', { name: 'SAT Math' });
    expect(within(dialog).getByText('Saturday, January 3, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(dialog).getByText('Room 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Scheduled')).toBeInTheDocument();
    expect(within(dialog).getByText('Bring a calculator')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Join online class' })).toHaveAttribute(
      'href',
      'https://meet.example.com/sat',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('never turns a non-web online link into a live link', async () => {
    const user = userEvent.setup();
    renderCalendar(<SessionCalendar initialDate={WEDNESDAY} />, () => ({
      body: sessionsBody([sessionFixture({ online_link: 'javascript:alert(1)' })]),
    }));
    await user.click(await screen.findByRole('button', { name: /^SAT Math/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('SessionCalendar states', () => {
  it('says so when the period has no classes', async () => {
    renderCalendar(<SessionCalendar initialDate={WEDNESDAY} />, () => ({
      body: sessionsBody([]),
    }));
    expect(await screen.findByText('No classes in this period.')).toBeInTheDocument();
  });

  it('shows the exact fetch error text and fetches again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { ranges } = renderCalendar(<SessionCalendar initialDate={WEDNESDAY} />, () =>
      fail
        ? { status: 500, body: { message: 'Server Error' } }
        : { body: sessionsBody([sessionFixture()]) },
    );
    expect(
      await screen.findByText('An error occurred while fetching the data!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No classes in this period.')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^SAT Math/ })).toBeInTheDocument();
    expect(ranges()).toHaveLength(2);
  });

  it('writes its labels in Bangla with Bangla digits', async () => {
    renderCalendar(
      <SessionCalendar initialDate={WEDNESDAY} />,
      () => ({ body: sessionsBody([]) }),
      'bn',
    );
    expect(await screen.findByText('এই সময়ে কোনো ক্লাস নেই।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আজ' })).toBeInTheDocument();
    expect(screen.getByText('শনি')).toBeInTheDocument();
    expect(screen.getByText('৩')).toBeInTheDocument();
  });
});
