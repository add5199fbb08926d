/**
 * The dashboard report in the browser: an admin sees the period's figures (equal to what the API
 * reports), changes the period, follows a card to its filtered list and downloads the CSV; a
 * tutor's dashboard shows their own hours and none of the centre's money.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createRecord, expect, screen, test, unique, type Api } from './fixtures';

/** The fields these tests read, of an admin's report (and `minutes`, of a tutor's). */
interface Report {
  start_date: string;
  end_date: string;
  revenue: number;
  expenses: number;
  profit: number;
  active_students: number;
  enrolments: number;
  sessions_today: number;
  breakdown: { additional_income: number; tutor_payments: number; affiliate_payouts: number };
  enrolments_by_course: { title: string; enrolments: number }[];
  minutes: number;
}

/** `$1,234.50`, as the app writes USD (i18n/format/money.ts). */
const usd = (value: number) =>
  `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** The dashboard's figure card named `label` (not a card that only mentions it in its detail). */
const figureCard = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Figures' })
    .getByRole('link')
    .filter({ has: page.getByText(label, { exact: true }) });

async function reportOf(api: Api, query = ''): Promise<Report> {
  const { status, body } = await api.get(`dashboard/report${query}`);
  expect(status).toBe(200);
  return (body.data as { report: Report }).report;
}

test.describe('the admin dashboard', () => {
  test.use({ as: 'admin' });

  test('shows the figures, changes the range, leads to a filtered list and exports CSV', async ({
    page,
    api,
  }, testInfo) => {
    const accounts = await api.get('bank-account/balances');
    const account = (accounts.body.data as { id: number }[])[0]!;
    const title = unique('Dashboard income');
    const thisMonth = await reportOf(api);
    await createRecord(api, 'additional-income', {
      title,
      amount: 1234.56,
      date: thisMonth.start_date,
      bank_account_id: account.id,
    });
    const report = await reportOf(api);
    expect(report.revenue).toBeCloseTo(thisMonth.revenue + 1234.56, 2);

    await page.goto('/dashboard');
    const figures = page.getByRole('list', { name: 'Figures' });
    const revenue = figures.getByRole('link').filter({ hasText: 'Revenue' });
    await expect(revenue).toContainText(usd(report.revenue));
    await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The charts load on their own; the picture is taken once they are drawn.
    await expect(page.getByRole('figure', { name: 'New enrolments by course' })).toBeVisible();
    await screen(page, testInfo, 'dashboard-admin');
    // The charts shorten a label that does not fit its axis, down to nothing: the months under
    // the bars (every other one where all twelve do not fit) and each of the demo's courses, the
    // longest of 41 characters, are named in full.
    const tickLabels = (figure: string, axis: 'X' | 'Y') =>
      page
        .getByRole('figure', { name: figure })
        .locator(`.MuiChartsAxis-direction${axis} .MuiChartsAxis-tickLabel`);
    const monthNames = tickLabels('Revenue and expenses by month', 'X');
    const named = async () =>
      (await monthNames.allTextContents()).filter((t) => /^[A-Z][a-z]{2} \d{2}$/.test(t)).length;
    await expect.poll(named).toBeGreaterThanOrEqual(6);
    const courseNames = await tickLabels('New enrolments by course', 'Y').allTextContents();
    expect(courseNames.sort()).toEqual(report.enrolments_by_course.map((c) => c.title).sort());
    // Each value axis says what it counts, the money one in the currency the figures are in.
    const axisTitle = (figure: string, axis: 'X' | 'Y') =>
      page
        .getByRole('figure', { name: figure })
        .locator(`.MuiChartsAxis-direction${axis} .MuiChartsAxis-label`);
    await expect(axisTitle('Revenue and expenses by month', 'Y')).toHaveText('Amount (USD)');
    await expect(axisTitle('New enrolments by course', 'X')).toHaveText('Enrolments');

    // Another range: last month's figures, from the address the page keeps.
    await page.getByRole('button', { name: 'Last month' }).click();
    await expect(page).toHaveURL(/start_date=\d{4}-\d{2}-01/);
    const range = new URL(page.url()).searchParams;
    const lastMonth = await reportOf(
      api,
      `?start_date=${range.get('start_date')}&end_date=${range.get('end_date')}`,
    );
    await expect(revenue).toContainText(usd(lastMonth.revenue));

    // Back to this month; the additional income card leads to that month's incomes.
    await page.getByRole('button', { name: 'This month' }).click();
    await expect(revenue).toContainText(usd(report.revenue));
    const income = figures.getByRole('link').filter({ hasText: 'Additional income' });
    const href = await income.getAttribute('href');
    expect(href).toContain(`start_date=${report.start_date}`);
    await page.goto(href!);
    await expect(page).toHaveURL(/\/admin\/finance\/flows\?kinds=income/);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

    await page.goto('/dashboard');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `dashboard-report-${report.start_date}-${report.end_date}.csv`,
    );
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(`Revenue,${report.revenue.toFixed(2)}`);
  });

  test("opens from each money card the money flows whose total is the card's figure", async ({
    page,
    api,
  }) => {
    const report = await reportOf(api);
    const cards: [label: string, total: 'Money in' | 'Money out' | 'Net', figure: number][] = [
      ['Revenue', 'Net', report.revenue],
      ['Additional income', 'Money in', report.breakdown.additional_income],
      ['Expenses', 'Money out', report.expenses],
      ['Tutor payments', 'Money out', report.breakdown.tutor_payments],
      ['Affiliate payouts', 'Money out', report.breakdown.affiliate_payouts],
      ['Profit', 'Net', report.profit],
    ];
    // Six cards, each opened from a fresh dashboard: on two cores shared with the other worker
    // the twelve page loads took over a minute.
    test.setTimeout(150_000);
    for (const [label, total, figure] of cards) {
      await page.goto('/dashboard');
      const card = figureCard(page, label);
      await expect(card).toContainText(usd(figure));
      await card.click();
      await expect(page).toHaveURL(/\/admin\/finance\/flows\?/);
      await expect(page.getByLabel(total, { exact: true })).toHaveText(usd(figure));
    }
  });

  test('opens from the active students card a list of that many students', async ({
    page,
    api,
  }) => {
    const report = await reportOf(api);
    await page.goto('/dashboard');
    await figureCard(page, 'Active students').click();
    await expect(page).toHaveURL(/\/admin\/student\/student\?filter=/);
    await expect(page.getByText(new RegExp(`of ${report.active_students}$`))).toBeVisible();
  });

  test('opens from the new enrolments card the enrolments made in the period, that many', async ({
    page,
    api,
  }) => {
    const report = await reportOf(api);
    await page.goto('/dashboard');
    const card = figureCard(page, 'New enrolments');
    await expect(card).toContainText(String(report.enrolments));
    await card.click();
    await expect(page).toHaveURL(/\/admin\/student\/studentCourse\?filter=/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as unknown;
    expect(filter).toEqual({ created_from: report.start_date, created_to: report.end_date });
    // The list says which days it keeps to.
    await expect(page.getByLabel('Created from')).toBeVisible();
    // The demo's enrolments are made when it is seeded, so the period has some to count.
    expect(report.enrolments).toBeGreaterThan(0);
    await expect(page.getByText(new RegExp(`of ${report.enrolments}$`))).toBeVisible();
  });

  test("opens from the sessions today card today's classes, as many as the card counts", async ({
    page,
    api,
  }) => {
    const report = await reportOf(api);
    await page.goto('/dashboard');
    await figureCard(page, 'Sessions today').click();
    await expect(page).toHaveURL(/\/admin\/course\/session$/);
    const count = report.sessions_today;
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^${count} class${count === 1 ? '' : 'es'} on this day`),
    );
    // The stored changes to single dates are the generated list, one click away.
    await page.getByRole('button', { name: 'Changes to single dates' }).click();
    await expect(page).toHaveURL(/display=changes/);
  });

  test('follows a pending card to the list filtered to what waits', async ({ page }) => {
    await page.goto('/dashboard');
    const card = page
      .getByRole('list', { name: 'Waiting for a decision' })
      .getByRole('link')
      .filter({ hasText: 'Cancel requests' });
    const href = await card.getAttribute('href');
    expect(decodeURIComponent(href ?? '')).toBe(
      '/admin/course/scheduleCancelRequest?filter={"status":0}',
    );
    await card.click();
    await expect(page).toHaveURL(/\/admin\/course\/scheduleCancelRequest\?filter=/);
  });
});

test.describe("a tutor's dashboard", () => {
  test.use({ as: 'employee' });

  test('shows their own hours and no centre revenue', async ({ page, request }, testInfo) => {
    const login = await request.post('/api/login', {
      data: { email: 'employee@academy.test', password: 'demo-password' },
    });
    const { token } = (await login.json()) as { token: string };
    const res = await request.get('/api/dashboard/report', {
      headers: { authorization: `Bearer ${token}` },
    });
    const report = ((await res.json()) as { data: { report: Report } }).data.report;
    await page.goto('/dashboard');
    const hours = page
      .getByRole('list', { name: 'Figures' })
      .getByRole('listitem')
      .filter({ hasText: 'Hours worked' });
    await expect(hours).toContainText(
      `${Math.floor(report.minutes / 60)} h ${report.minutes % 60} min`,
    );
    await expect(page.getByText("Today's sessions")).toBeVisible();
    await expect(page.getByText('Revenue', { exact: true })).toHaveCount(0);
    await screen(page, testInfo, 'dashboard-tutor');
  });
});
