import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../generic/testing/renderAdmin';

const fresh = {
  id: 3,
  guardian_name: 'Mahmuda Khan',
  email: 'mahmuda@example.com',
  phone: '+880 1711-555666',
  student_name: 'Zarif Khan',
  status: 'new',
  student_id: null,
};
const converted = { ...fresh, status: 'converted', student_id: 9 };
const staff = allOn('TutoringRequest', 'Students', 'StudentCourse', 'Course', 'Subject');

function requestRoutes(record: typeof fresh | typeof converted, answers: unknown[] = []): Route {
  return (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/tutoring-request/3')
      return { body: { data: record } };
    if (method === 'GET' && url.pathname === '/api/course') {
      return {
        body: { data: [{ id: 2, title: 'SAT Math Intensive' }], meta: { total: 1 } },
      };
    }
    if (method === 'POST' && url.pathname === '/api/tutoring-request/3/convert')
      return answers.shift() as { status?: number; body: unknown };
    return undefined;
  };
}

describe('convert to student', () => {
  it('asks for course and e-mail, shows the server refusal on the field, then converts', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(
      '/admin/tutoring_request/3/show',
      requestRoutes(fresh, [
        {
          status: 422,
          body: {
            message: 'The email has already been taken.',
            errors: { student_email: ['The email has already been taken.'] },
          },
        },
        {
          body: {
            status: true,
            message: 'Zarif Khan is now a student, enrolled in SAT Math Intensive.',
            data: {},
          },
        },
      ]),
      staff,
      { withOverrides: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Convert to student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to student' });
    expect(dialog).toHaveTextContent('Zarif Khan becomes a student with Mahmuda Khan as parent');

    // Only published, active courses are offered.
    await user.click(within(dialog).getByLabelText(/^Course/));
    await user.click(await screen.findByRole('option', { name: 'SAT Math Intensive' }));
    const courseQuery = calls.find((c) => c.url.pathname === '/api/course')?.url.searchParams;
    expect(courseQuery?.get('filter[status]')).toBe('published');
    expect(courseQuery?.get('filter[is_active]')).toBe('1');

    const email = within(dialog).getByLabelText(/^Student's e-mail/);
    await user.type(email, 'student@academy.test');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog).toHaveTextContent('The email has already been taken.');

    await user.clear(email);
    await user.type(email, 'zarif@students.academy.test');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText('Zarif Khan is now a student, enrolled in SAT Math Intensive.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(JSON.parse(String(posts[1]?.body))).toEqual({
      course_id: 2,
      student_email: 'zarif@students.academy.test',
    });
  });

  it('is disabled once converted, beside a link to the student', async () => {
    renderAdmin('/admin/tutoring_request/3/show', requestRoutes(converted), staff, {
      withOverrides: true,
    });
    const link = await screen.findByRole('link', { name: 'View student' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/admin/student/9/student');
    expect(await screen.findByRole('button', { name: 'Convert to student' })).toBeDisabled();
  });

  it('is not offered to someone who may not make students', async () => {
    renderAdmin(
      '/admin/tutoring_request/3/show',
      requestRoutes(fresh),
      allOn('TutoringRequest', 'Subject'),
      { withOverrides: true },
    );
    // The show field, not the page heading, which names the request too.
    expect(
      await within(await screen.findByRole('main')).findByText('Zarif Khan'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to student' })).not.toBeInTheDocument();
  });
});
