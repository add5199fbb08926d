import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../../resources/generic/testing/renderAdmin';
import { peopleRoutes } from '../people/routes';
import { nextFortnight } from './classSessions';

const { from } = nextFortnight();
const dayAfter = (days: number) => {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const ayesha = {
  id: 4,
  full_name: 'Ayesha Rahman',
  student_no: 'S-000005',
  grade: 'Grade 12',
  parents: [2],
  image: null,
  is_active: true,
};

function routes(sessions: { status?: number; body: unknown }): Route {
  return (url) => {
    switch (url.pathname) {
      case '/api/student/4':
        return { body: { data: ayesha } };
      case '/api/parent':
        return { body: { data: [{ id: 2, full_name: 'Kamal Rahman' }], meta: { total: 1 } } };
      case '/api/student-course':
        return {
          body: {
            data: [
              {
                id: 11,
                course_id: 2,
                status: 'active',
                payment_status: 'unpaid',
                start_date: '2026-10-26',
              },
              {
                id: 12,
                course_id: 1,
                status: 'cancelled',
                payment_status: 'paid',
                start_date: null,
              },
            ],
            meta: { total: 2 },
          },
        };
      case '/api/course':
        return {
          body: {
            data: [
              { id: 1, title: 'Digital SAT Complete' },
              { id: 2, title: 'SAT Math Intensive' },
            ],
            meta: { total: 2 },
          },
        };
      case '/api/schedule/sessions':
        return sessions;
      default:
        return undefined;
    }
  };
}

const session = (date: string, start: string, title: string, status = 0) => ({
  key: `${date}-${start}`,
  date,
  start_time: start,
  end_time: '18:00',
  course_title: title,
  tutor_name: 'Tanvir Hasan',
  room: 'Room 105',
  status,
});

const reader = allOn('Students', 'Parents', 'StudentCourse', 'Course');

describe('student page', () => {
  it('shows the profile with parent links and the enrolments with their statuses', async () => {
    const { calls } = renderAdmin(
      '/admin/student/4/student',
      routes({ body: { data: [] } }),
      reader,
      {
        routes: peopleRoutes,
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ayesha Rahman' }),
    ).toBeInTheDocument();
    // The number is drawn inside the words around it, as an element of its own.
    const chips = [...document.querySelectorAll('.MuiChip-label')].map((e) => e.textContent);
    expect(chips).toContain('No. S-000005');
    expect(screen.getByText('Grade 12')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kamal Rahman' })).toHaveAttribute(
      'href',
      '/admin/student/parent/2/show',
    );
    const courses = await screen.findByRole('list', { name: 'Courses' });
    const math = (await within(courses).findByRole('link', { name: 'SAT Math Intensive' })).closest(
      'li',
    )!;
    expect(within(math).getByText('Active')).toBeInTheDocument();
    expect(within(math).getByText('Unpaid')).toBeInTheDocument();
    const sat = within(courses).getByRole('link', { name: 'Digital SAT Complete' }).closest('li')!;
    expect(within(sat).getByText('Cancelled')).toBeInTheDocument();
    const enrolments = calls.find((c) => c.url.pathname === '/api/student-course')?.url
      .searchParams;
    expect(enrolments?.get('filter[student_id]')).toBe('4');
  });

  it('lists the coming fortnight of classes by day', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(
      '/admin/student/4/student',
      routes({
        body: {
          data: [
            session(dayAfter(3), '16:30', 'SAT Math Intensive'),
            session(dayAfter(1), '10:00', 'Digital SAT Complete', 2),
            session(dayAfter(1), '08:00', 'Digital SAT Complete'),
          ],
        },
      }),
      reader,
      { routes: peopleRoutes },
    );
    await user.click(await screen.findByRole('tab', { name: 'Schedule' }));
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(2);
    const first = days[0]!.closest('section')!;
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(within(first).getByText('Cancelled')).toBeInTheDocument();
    const query = calls.find((c) => c.url.pathname === '/api/schedule/sessions')?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ from, to: dayAfter(13), student_id: '4' });
  });

  it('in Bangla, quotes the course, tutor and room as typed and writes every other digit in Bangla', async () => {
    renderAdmin(
      '/admin/student/4/student?tab=schedule',
      routes({ body: { data: [session(dayAfter(1), '16:30', 'SAT 2026 Math')] } }),
      reader,
      { routes: peopleRoutes, locale: 'bn' },
    );
    const day = (await screen.findByRole('heading', { level: 3 })).closest('section')!;
    const typed = [...day.querySelectorAll('[data-verbatim]')];
    expect(typed.map((e) => e.textContent)).toEqual(['SAT 2026 Math', 'Tanvir Hasan · Room 105']);
    const written = day.cloneNode(true) as HTMLElement;
    written.querySelectorAll('[data-verbatim]').forEach((e) => e.remove());
    expect(written.textContent).toMatch(/[০-৯]:[০-৯]{2}/);
    expect(written.textContent).not.toMatch(/[0-9]/);
  });

  it("in Bangla, marks the student's name, number, grade and parents as typed, the words around them not", async () => {
    renderAdmin('/admin/student/4/student', routes({ body: { data: [] } }), reader, {
      routes: peopleRoutes,
      locale: 'bn',
    });
    await screen.findByRole('link', { name: 'Kamal Rahman' });
    const header = screen.getByRole('heading', { level: 1 }).closest('.MuiCardContent-root')!;
    const typed = [...header.querySelectorAll('[data-verbatim]')].map((e) => e.textContent);
    expect(typed).toEqual(['Ayesha Rahman', 'S-000005', 'Grade 12', 'Kamal Rahman']);
    const written = header.cloneNode(true) as HTMLElement;
    written.querySelectorAll('[data-verbatim]').forEach((e) => e.remove());
    expect(written.textContent).not.toMatch(/[0-9]/);
  });

  it('says so when there are no classes, and goes back to the courses tab', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/student/4/student?tab=schedule', routes({ body: { data: [] } }), reader, {
      routes: peopleRoutes,
    });
    expect(await screen.findByText('No classes in the next 14 days.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Courses' }));
    expect(await screen.findByRole('list', { name: 'Courses' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the schedule fails', async () => {
    renderAdmin(
      '/admin/student/4/student?tab=schedule',
      routes({ status: 500, body: { message: 'Server Error' } }),
      reader,
      { routes: peopleRoutes },
    );
    expect(await screen.findByText('The schedule could not be loaded.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument(),
    );
  });
});
