import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from './testing/renderAdmin';

// Rent has its Bangla name; Utilities predates the column (empty), as on an existing install.
const types = [
  { id: 1, name: 'Rent', name_bn: 'ভাড়া', is_active: true, position: 1 },
  { id: 2, name: 'Utilities', name_bn: null, is_active: true, position: 2 },
];
const subTypes = [
  { id: 10, expense_type_id: 1, name: 'Office rent', name_bn: 'অফিস ভাড়া', is_active: true },
  { id: 11, expense_type_id: 2, name: 'Water', name_bn: '', is_active: true },
];

// The referenced names arrive in a second request, after the rows (on a busy machine, late).
const LOADED = { timeout: 8000 };

/** The element showing `text` in the table row of the sub-type `row`, if any. */
const cellIn = (row: string, text: string) => {
  const tr = screen.queryByText(row)?.closest('tr');
  return tr ? within(tr).queryByText(text) : null;
};

const routes: Route = (url, init) => {
  if ((init?.method ?? 'GET') !== 'GET') return undefined;
  if (url.pathname === '/api/expense-type') return { body: { data: types, meta: { total: 2 } } };
  if (url.pathname === '/api/sub-expense-type')
    return { body: { data: subTypes, meta: { total: 2 } } };
  return undefined;
};

describe('reference data in the reader’s language', () => {
  it('a list shows a referenced expense type by its Bangla name in Bangla, else by its English one', async () => {
    renderAdmin('/expenses/sub-types', routes, allOn('SubExpenseType', 'ExpenseType'), {
      locale: 'bn',
    });
    await waitFor(() => expect(cellIn('অফিস ভাড়া', 'ভাড়া')).toBeInTheDocument(), LOADED);
    expect(cellIn('অফিস ভাড়া', 'Rent')).toBeNull();
    await waitFor(() => expect(cellIn('Water', 'Utilities')).toBeInTheDocument(), LOADED);
  });

  it('a list shows the English names to an English reader', async () => {
    renderAdmin('/expenses/sub-types', routes, allOn('SubExpenseType', 'ExpenseType'));
    await waitFor(() => expect(cellIn('Office rent', 'Rent')).toBeInTheDocument(), LOADED);
    expect(screen.queryByText('ভাড়া')).not.toBeInTheDocument();
  });

  it('a picker offers expense types by their Bangla name in Bangla, else by their English one', async () => {
    const user = userEvent.setup();
    renderAdmin('/expenses/sub-types/create', routes, allOn('SubExpenseType', 'ExpenseType'), {
      locale: 'bn',
    });
    await user.click(await screen.findByLabelText(/^খরচের ধরন/));
    expect(await screen.findByRole('option', { name: 'ভাড়া' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Utilities' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Rent' })).not.toBeInTheDocument();
  });
});

describe('course, bank and SAT reference data in the reader’s language', () => {
  const banks = [
    { id: 1, name: 'BRAC Bank', name_bn: 'ব্র্যাক ব্যাংক', is_active: true },
    { id: 2, name: 'City Bank', name_bn: null, is_active: true },
  ];
  const accounts = [
    { id: 5, bank_id: 1, account_name: 'Operations', account_number: '101', is_active: true },
    { id: 6, bank_id: 2, account_name: 'Savings', account_number: '102', is_active: true },
  ];
  const subjects = [
    { id: 1, name: 'Physics', name_bn: 'পদার্থবিজ্ঞান', code: 'PHY', is_active: true },
    { id: 2, name: 'Chemistry', name_bn: '', code: 'CHEM', is_active: true },
  ];
  const categories = [
    { id: 3, name: 'SAT Preparation', name_bn: 'SAT প্রস্তুতি', is_active: true, position: 1 },
  ];
  const list = (data: object[]) => ({ body: { data, meta: { total: data.length } } });
  const financeAndCourses: Route = (url, init) => {
    if ((init?.method ?? 'GET') !== 'GET') return undefined;
    if (url.pathname === '/api/bank') return list(banks);
    if (url.pathname === '/api/bank-account') return list(accounts);
    if (url.pathname === '/api/subject') return list(subjects);
    if (url.pathname === '/api/course-category') return list(categories);
    if (url.pathname === '/api/employee') return list([]);
    return undefined;
  };
  const rowOf = (account: string, text: string) => {
    const tr = screen.queryByText(account)?.closest('tr');
    return tr ? within(tr).queryByText(text) : null;
  };

  it('a list shows a referenced bank by its Bangla name in Bangla, else by its English one', async () => {
    renderAdmin('/accounts/bank-account', financeAndCourses, allOn('BankAccount', 'Bank'), {
      locale: 'bn',
    });
    await waitFor(() => expect(rowOf('Operations', 'ব্র্যাক ব্যাংক')).toBeInTheDocument(), LOADED);
    expect(rowOf('Operations', 'BRAC Bank')).toBeNull();
    await waitFor(() => expect(rowOf('Savings', 'City Bank')).toBeInTheDocument(), LOADED);
  });

  it('the course form offers categories and subjects by their Bangla names in Bangla', async () => {
    const user = userEvent.setup();
    renderAdmin(
      '/admin/course/course/create',
      financeAndCourses,
      allOn('Course', 'CourseCategory', 'Subject', 'Employee'),
      { locale: 'bn' },
    );
    await user.click(await screen.findByLabelText(/^ধরন/));
    expect(await screen.findByRole('option', { name: 'SAT প্রস্তুতি' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'SAT Preparation' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByLabelText(/^বিষয়/));
    expect(await screen.findByRole('option', { name: 'পদার্থবিজ্ঞান' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Chemistry' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Physics' })).not.toBeInTheDocument();
  });
});
