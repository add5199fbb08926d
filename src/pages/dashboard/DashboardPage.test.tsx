import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, TestAdmin } from '../../layout/testing/TestAdmin';
import { DashboardPage } from './DashboardPage';

afterEach(() => vi.unstubAllGlobals());

const renderWith = (report: unknown) => {
  vi.stubGlobal('fetch', vi.fn(jsonFetch({ 'GET dashboard/report': report })));
  render(
    <TestAdmin>
      <DashboardPage />
    </TestAdmin>,
  );
};

describe('DashboardPage', () => {
  it('welcomes the user by name and shows each counter as a card', async () => {
    renderWith({ data: { counters: { students: 12, pending_comments: 3 } } });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Ada Admin!' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Students')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Pending comments')).toBeInTheDocument();
  });

  it('says so when there are no counters', async () => {
    renderWith({ data: { counters: {} } });
    expect(await screen.findByText('There is nothing to count yet.')).toBeInTheDocument();
  });
});
