import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from './testing/renderAdmin';

const banks = [
  { id: 1, name: 'City Bank', is_active: true },
  { id: 2, name: 'Delta Bank', is_active: false },
];

const bankRoutes: Route = (url, init) => {
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url.pathname === '/api/bank') {
    return { body: { data: banks, meta: { total: 2 } } };
  }
  if (method === 'PUT' && url.pathname === '/api/bank/toggle/2') {
    return {
      body: { status: true, message: 'Bank activated', data: { ...banks[1], is_active: true } },
    };
  }
  return undefined;
};

describe('generated list', () => {
  it('empties the list and shows the fetch error toast when the fetch fails', async () => {
    let fail = false;
    const flaky: Route = (url, init) =>
      fail && url.pathname === '/api/bank'
        ? { status: 500, body: { message: 'Server Error' } }
        : bankRoutes(url, init);
    renderAdmin('/accounts/banks', flaky, allOn('Bank'));
    expect(await screen.findByText('City Bank')).toBeInTheDocument();
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: /refresh/i }));
    expect(
      await screen.findByText('An error occurred while fetching the data!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('City Bank')).not.toBeInTheDocument());
  });

  it('renders the config columns, rows, and an inline toggle that calls the toggle endpoint', async () => {
    const { calls } = renderAdmin('/accounts/banks', bankRoutes, allOn('Bank'));
    expect(await screen.findByText('City Bank')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Name')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    const listCall = calls.find((c) => c.url.pathname === '/api/bank');
    expect(listCall?.url.searchParams.get('per_page')).toBe('25');
    expect(listCall?.url.searchParams.get('sort_by')).toBe('id');

    // Each cell asks canAccess on its own, so the switches appear one by one.
    await waitFor(() =>
      expect(screen.getAllByRole('switch', { name: 'Switch Active' })).toHaveLength(2),
    );
    const switches = screen.getAllByRole('switch', { name: 'Switch Active' });
    expect(switches[0]).toBeChecked();
    expect(switches[1]).not.toBeChecked();
    fireEvent.click(switches[1]!);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/bank/toggle/2')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Bank activated')).toBeInTheDocument();
  });

  it('shows a plain value instead of the switch to a user who may only read', async () => {
    renderAdmin('/accounts/banks', bankRoutes, [{ action: 'read', subject: 'Bank' }]);
    expect(await screen.findByText('City Bank')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('asks the delete confirmation question before deleting, then deletes', async () => {
    const { calls } = renderAdmin(
      '/accounts/banks',
      (url, init) =>
        init?.method === 'DELETE'
          ? { body: { status: true, message: 'Deleted' } }
          : bankRoutes(url, init),
      allOn('Bank'),
    );
    const row = (await screen.findByText('City Bank')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText('Do you want to delete this Bank?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/bank/1')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Bank has been deleted!')).toBeInTheDocument();
    expect(screen.getByText('Deleted!')).toBeInTheDocument();
  });
});

describe('generated create form', () => {
  const accountRoutes: Route = (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/bank')
      return { body: { data: banks, meta: { total: 2 } } };
    if (method === 'POST' && url.pathname === '/api/bank-account') {
      return {
        status: 422,
        body: {
          message: 'The account number has already been taken.',
          errors: { account_number: ['The account number has already been taken.'] },
        },
      };
    }
    return undefined;
  };

  it('renders an input per writable field and puts a 422 on the right field', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(
      '/accounts/bank-account/create',
      accountRoutes,
      allOn('BankAccount', 'Bank'),
    );
    for (const label of [
      'Bank',
      'Account name',
      'Account number',
      'Branch',
      'Opening balance',
      'Active',
    ]) {
      expect(await screen.findByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    // Only active banks are offered (activeOnly).
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/bank' && c.url.searchParams.get('filter[is_active]') === '1',
        ),
      ).toBe(true),
    );
    await user.type(screen.getByLabelText(/^Account name/), 'Main');
    await user.type(screen.getByLabelText(/^Account number/), '123');
    const bankInput = screen.getByLabelText(/^Bank/);
    await user.click(bankInput);
    await user.click(await screen.findByRole('option', { name: 'City Bank' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const numberField = screen.getByLabelText(/^Account number/);
    await waitFor(() => expect(numberField).toHaveAttribute('aria-invalid', 'true'));
    const helper = document.getElementById(`${numberField.id}-helper-text`);
    expect(helper).toHaveTextContent('The account number has already been taken.');
    expect(screen.getByLabelText(/^Account name/)).toHaveAttribute('aria-invalid', 'false');

    const post = calls.find((c) => c.method === 'POST');
    const form = post?.body as FormData;
    expect(form.get('bank_id')).toBe('1');
    expect(form.get('is_active')).toBe('1');
    expect(form.has('id')).toBe(false);
  });
});
