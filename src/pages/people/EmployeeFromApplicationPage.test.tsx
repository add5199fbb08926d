import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../../resources/generic/testing/renderAdmin';
import { peopleRoutes } from './routes';

const selected = {
  id: 7,
  job_id: 1,
  name: 'Tahmina Sultana',
  email: 'tahmina.s@example.com',
  phone: '+880 1911-223344',
  status: 3,
};

function routes(applicant: Record<string, unknown> | null, hired: unknown[] = []): Route {
  return (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/job-applicant/7')
      return applicant
        ? { body: { data: applicant } }
        : { status: 404, body: { message: 'Not found.' } };
    if (method === 'GET' && url.pathname === '/api/job-applicant')
      return { body: { data: applicant ? [applicant] : [], meta: { total: 1 } } };
    if (method === 'GET' && url.pathname === '/api/employee')
      return { body: { data: hired, meta: { total: hired.length } } };
    if (method === 'GET' && url.pathname === '/api/role')
      return { body: { data: [{ id: 2, name: 'Tutor' }], meta: { total: 1 } } };
    if (method === 'GET' && url.pathname === '/api/designation')
      return { body: { data: [], meta: { total: 0 } } };
    if (method === 'POST' && url.pathname === '/api/employee')
      return {
        status: 201,
        body: { status: true, message: 'Employee created successfully!', data: { id: 30 } },
      };
    return undefined;
  };
}

const hirer = allOn('Employees', 'JobApplicant', 'Role', 'Designation');
const open = (path: string, route: Route) =>
  renderAdmin(path, route, hirer, { withOverrides: true, routes: peopleRoutes });

describe('employee from an application', () => {
  it('starts the generated employee form from a selected applicant and saves the link', async () => {
    const user = userEvent.setup();
    const { calls } = open('/admin/employee/manual/7', routes(selected));
    expect(
      await screen.findByText(/Filled in from the application of Tahmina Sultana/),
    ).toBeInTheDocument();
    // The form's inputs follow once the user's abilities say which pickers it may offer.
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Tahmina');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Sultana');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('tahmina.s@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+880 1911-223344');
    const hiredFilter = calls.find((c) => c.url.pathname === '/api/employee')?.url.searchParams;
    expect(hiredFilter?.get('filter[job_applicant_id]')).toBe('7');

    await user.click(screen.getByLabelText(/^Role/));
    await user.click(await screen.findByRole('option', { name: 'Tutor' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const form = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(form.get('job_applicant_id')).toBe('7');
    expect(form.get('first_name')).toBe('Tahmina');
    expect(form.get('role_id')).toBe('2');
  });

  it('warns when the applicant has not been selected', async () => {
    open('/admin/employee/manual/7', routes({ ...selected, status: 1 }));
    expect(
      await screen.findByText(
        'Tahmina Sultana is at the stage “Pre-selected”: only a selected applicant can be hired from the application.',
      ),
    ).toBeInTheDocument();
  });

  it('leads to the employee already hired from the application', async () => {
    open('/admin/employee/manual/7', routes(selected, [{ id: 12, employee_no: 'E-000012' }]));
    const notice = (await screen.findByText('Tahmina Sultana has already been hired.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'View employee' })).toHaveAttribute(
      'href',
      '/admin/employee/12/show',
    );
  });

  it('offers the blank form when the application is gone', async () => {
    open('/admin/employee/manual/7', routes(null));
    expect(await screen.findByText(/This application could not be found/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
  });

  it('answers 404 for an application that is not an id', async () => {
    open('/admin/employee/manual/abc', routes(selected));
    expect(await screen.findByText('How did you get here?')).toBeInTheDocument();
  });

  it('serves /admin/employee/add as the create screen', async () => {
    open('/admin/employee/add', routes(selected));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('');
    expect(screen.queryByText(/Filled in from/)).not.toBeInTheDocument();
  });
});
