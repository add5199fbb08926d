import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, TestAdmin, type Grants } from '../testing/TestAdmin';
import { AppMenu } from './AppMenu';

const renderMenu = (grants: Grants, counters: Record<string, number> | undefined) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(jsonFetch({ 'GET dashboard/report': { data: counters ? { counters } : {} } })),
  );
  return render(
    <TestAdmin grants={grants}>
      <AppMenu />
    </TestAdmin>,
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('AppMenu', () => {
  it('shows only allowed entries and hides groups with none', async () => {
    renderMenu(['read:Auth', 'read:bank', 'read:bank-account'], {});
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const header = screen.getByRole('button', { name: 'Accounts' });
    expect(screen.queryByRole('menuitem', { name: 'Banks' })).not.toBeInTheDocument();
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'Banks' })).toHaveAttribute(
      'href',
      '/accounts/banks',
    );
    expect(screen.getByRole('menuitem', { name: 'Bank accounts' })).toBeInTheDocument();
    // Nothing granted in these groups, so their headers are gone too.
    expect(screen.queryByRole('button', { name: 'Role & permission' })).not.toBeInTheDocument();
    expect(screen.queryByText(/payment type/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Messages/ })).not.toBeInTheDocument();
  });
});
