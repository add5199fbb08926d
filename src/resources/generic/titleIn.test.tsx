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
