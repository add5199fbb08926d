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

  it("shows an admin's figures in the chosen currency, each card leading to the rows behind it", async () => {
    renderWith({
      data: {
        counters: { pending_cancel_requests: 2 },
        report: {
          kind: 'admin',
          start_date: '2026-03-01',
          end_date: '2026-03-31',
          revenue: 1234.5,
          expenses: 212.75,
          profit: 1021.75,
          breakdown: {
            order_payments: 1300,
            order_refunds: 100,
            additional_income: 34.5,
            expenses: 150,
            tutor_payments: 50,
            affiliate_payouts: 12.75,
          },
          unpaid_orders_total: 75.25,
          unpaid_orders: 3,
          active_students: 12,
          enrolments: 4,
          attendance_rate: 0.875,
          attendance_records: 8,
          sessions_today: 5,
          pending: { pending_cancel_requests: 2 },
          monthly: [],
          enrolments_by_course: [],
        },
      },
    });
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('87.5%')).toBeInTheDocument();
    expect(screen.getByText('$75.25').closest('a')).toHaveAttribute('href', '/admin/order/unpaid');
    // Affiliate payouts are an expense of their own, leading to the payouts of the chosen period.
    const payouts = new URL(
      screen.getByText('$12.75').closest('a')?.getAttribute('href') ?? '',
      'http://app.test',
    );
    expect(payouts.pathname).toBe('/admin/finance/flows');
    expect(Object.fromEntries(payouts.searchParams)).toEqual({
      kinds: 'affiliate_payout',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
    // Revenue leads to the payments, refunds and other income that make it.
    const revenue = new URL(
      screen.getByText('$1,234.50').closest('a')?.getAttribute('href') ?? '',
      'http://app.test',
    );
    expect(revenue.searchParams.get('kinds')).toBe('order_payment,order_refund,income');
    // New enrolments are those made in the period: the list of the days they were created.
    const enrolments = new URL(
      screen.getByText('New enrolments').closest('a')?.getAttribute('href') ?? '',
      'http://app.test',
    );
    expect(enrolments.pathname).toBe('/admin/student/studentCourse');
    expect(JSON.parse(enrolments.searchParams.get('filter') ?? '{}')).toEqual({
      created_from: '2026-03-01',
      created_to: '2026-03-31',
    });
    const cancel = screen.getByText('Cancel requests').closest('a');
    expect(decodeURIComponent(cancel?.getAttribute('href') ?? '')).toBe(
      '/admin/course/scheduleCancelRequest?filter={"status":0}',
    );
    // The waiting requests are shown once, in the report, not again among the counters.
    expect(await screen.findByText('There is nothing to count yet.')).toBeInTheDocument();
    expect(screen.queryByText('Pending cancel requests')).not.toBeInTheDocument();
  });

  it("shows a tutor's own hours and pay", async () => {
    renderWith({
      data: {
        counters: {},
        report: {
          kind: 'tutor',
          start_date: '2026-03-01',
          end_date: '2026-03-31',
          minutes: 195,
          earnings: 28.13,
          pending_minutes: 30,
          overtime_minutes: 120,
          overtime_amount: 30,
          total_earnings: 58.13,
          sessions_held: 6,
          sessions_today: [],
          pay_runs: [],
        },
      },
    });
    expect(await screen.findByText('3 h 15 min')).toBeInTheDocument();
    expect(screen.getByText('$58.13')).toBeInTheDocument();
    expect(screen.getByText('No sessions today.')).toBeInTheDocument();
    expect(screen.queryByText('Revenue')).not.toBeInTheDocument();
  });
});
