import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../testing/renderAdmin';

/** Every picker's list is empty; nothing else is asked before a save. */
const emptyLists: Route = (_url, init) =>
  (init?.method ?? 'GET') === 'GET' ? { body: { data: [], meta: { total: 0 } } } : undefined;

const rowOf = (input: HTMLElement) => input.closest('[data-layout-row]');
const input = (label: RegExp) => screen.getByRole('textbox', { name: label });
const number = (label: RegExp) => screen.getByRole('spinbutton', { name: label });
const picker = (label: RegExp) => screen.getByRole('combobox', { name: label });

describe('a generated form in its layout', () => {
  it('draws Create Course in titled sections, two short inputs to a row and long ones alone, in reading order', async () => {
    renderAdmin(
      '/admin/course/course/create',
      emptyLists,
      allOn('Course', 'CourseCategory', 'Subject', 'Employees'),
    );
    const basics = await screen.findByRole('region', { name: 'Course details' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Course details', 'Price and schedule', 'Cover and description', 'Publishing']);
    expect(within(basics).getByLabelText(/^Title/)).toBeInTheDocument();

    expect(rowOf(input(/^Title/))).not.toBeNull();
    expect(rowOf(input(/^Title/))).toBe(rowOf(picker(/^Category/)));
    expect(rowOf(number(/^Price/))).toBe(rowOf(number(/^Capacity/)));
    expect(rowOf(picker(/^Subjects/))).not.toBe(rowOf(picker(/^Tutors/)));
    expect(rowOf(picker(/^Subjects/))?.children).toHaveLength(1);

    // The keyboard meets the inputs in the order the eye reads them: across a row, then down.
    const order = [
      input(/^Title/),
      picker(/^Category/),
      picker(/^Kind/),
      input(/^Level/),
      picker(/^Subjects/),
    ];
    for (let i = 1; i < order.length; i++)
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  });

  it('puts the student form in tabs, and marks the tab out of view whose required field stops the save', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/student/student/create', emptyLists, allOn('Students'));
    const profile = await screen.findByRole('tab', { name: 'Profile' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'School and family',
      'Sign-in',
    ]);
    expect(screen.getByLabelText(/^First name/)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Sign-in' }));
    expect(screen.getByLabelText(/^Password/)).toBeVisible();
    expect(screen.getByLabelText(/^First name/)).not.toBeVisible();
    await user.type(screen.getByLabelText(/^Password/), 'demo-password');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(profile).toHaveClass('error'));
    expect(screen.getByRole('tab', { name: 'Sign-in' })).not.toHaveClass('error');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('the show page of a resource with a form layout', () => {
  it('shows the fields in the same sections, and the read-only ones the layout leaves out under More details', async () => {
    const employee = {
      id: 7,
      user_id: 31,
      full_name: 'Rumana Akter',
      first_name: 'Rumana',
      last_name: 'Akter',
      email: 'rumana@academy.test',
      is_active: true,
    };
    renderAdmin(
      '/admin/employee/7/show',
      (url, init) =>
        url.pathname === '/api/employee/7' ? { body: { data: employee } } : emptyLists(url, init),
      allOn('Employees'),
    );
    const identity = await screen.findByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('Rumana Akter')).toBeInTheDocument();
    expect(within(identity).getByText('rumana@academy.test')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Identity',
      'Job',
      'Personal details',
      'Addresses',
      'Sign-in',
      'More details',
    ]);
    const more = screen.getByRole('region', { name: 'More details' });
    expect(within(more).getByText('Account')).toBeInTheDocument();
  });
});

describe("the config's advice under a field", () => {
  it('warns under the due date of homework published already due, and not for a draft or a due date ahead', async () => {
    renderAdmin('/employee/homeWork/create', emptyLists, allOn('HomeWork'));
    const due = await screen.findByLabelText(/^Due date/);
    const advice = () => screen.queryByText(/“Due date” has already passed/);

    fireEvent.change(due, { target: { value: '2020-01-06' } });
    expect(await screen.findByText(/“Due date” has already passed/)).toBeInTheDocument();

    fireEvent.change(due, { target: { value: '2999-01-06' } });
    await waitFor(() => expect(advice()).toBeNull());

    fireEvent.change(due, { target: { value: '2020-01-06' } });
    await screen.findByText(/“Due date” has already passed/);
    fireEvent.mouseDown(picker(/^Status/));
    fireEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    await waitFor(() => expect(advice()).toBeNull());
  });
});

describe('pickers the user may not list', () => {
  const fileRequest = [
    { action: 'read', subject: 'ScheduleCancelRequest' },
    { action: 'create', subject: 'ScheduleCancelRequest' },
    { action: 'read', subject: 'Schedule' },
  ];

  it("leaves the replacement tutor off a student's cancel request, and asks for no tutor list", async () => {
    const { calls } = renderAdmin(
      '/admin/course/scheduleCancelRequest/create',
      emptyLists,
      fileRequest,
    );
    expect(await screen.findByLabelText(/^Reason/)).toBeInTheDocument();
    expect(picker(/^Schedule/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Replacement tutor/ })).toBeNull();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/employee'))).toBe(false);
  });

  it('offers the replacement tutor to a user who may list the tutors', async () => {
    renderAdmin('/admin/course/scheduleCancelRequest/create', emptyLists, [
      ...fileRequest,
      { action: 'read', subject: 'Employees' },
    ]);
    expect(await screen.findByRole('combobox', { name: /^Replacement tutor/ })).toBeInTheDocument();
  });
});
