/**
 * A Bangla page writes every number, date, time, amount and count in Bangla digits, in the order
 * Intl gives for bn-BD (src/lib/format): no Latin digit in what a person reads, and no time with
 * its AM/PM before the digits ("AM ১০:০০").
 */
import type { Page } from '@playwright/test';
import { expect, test, type Kind } from './fixtures';

/**
 * The main content's visible text, without what is an identifier rather than a number the app
 * writes: e-mail addresses (an address is typed and read exactly as it is) and the product's
 * version in the footer (`1.0.0`, a release name people quote to support, like a code), order
 * numbers (`ORD-20260105-0001`, a code printed on receipts and quoted to the office as it is) and
 * the demo's exam titles (names staff typed, shown as typed). Form fields (the period picker's
 * ISO dates) are not in `innerText`. Browser tests running beside this one name their records
 * with unique() (fixtures.ts), most of them starting "E2E", and those names reach the dashboard
 * and the timetable: typed names too, shown as typed.
 */
const E2E_NAME_SUFFIX = /\b(?=[0-9a-z]*[a-z])[0-9a-z]{8}\d{0,4}\b/g;

async function mainText(page: Page): Promise<string> {
  const text = await page.locator('#main-content').innerText();
  return text
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '')
    .replace(/\b\d+\.\d+\.\d+\b/g, '')
    .replace(/\bORD-\d{8}-\d{4}\b/g, '')
    .replace(/Digital SAT Practice Test \d/g, '')
    .replace(E2E_NAME_SUFFIX, '')
    .replace(/\bE2E\b/g, '');
}

/** Each line with a Latin digit, so a failure names what is wrong. */
const latinDigitLines = (text: string): string[] =>
  text.split('\n').filter((line) => /[0-9]/.test(line));

/**
 * A time written with its day half first: "AM ১০:০০", "PM 2:30" (spaces only: a time that ends
 * a line is followed by the next line's text, not by its own digits).
 */
const MERIDIEM_FIRST = /\b(?:AM|PM)[ \u00a0\u2009\u202f]*[0-9০-৯]/;

const panels: { as: Kind; path: string; ready: (page: Page) => Promise<void>; name: string }[] = [
  {
    name: 'the admin dashboard',
    as: 'admin',
    path: '/bn/dashboard',
    ready: (page) =>
      expect(page.locator('.recharts-wrapper, svg.MuiChartsSurface-root').first()).toBeVisible(),
  },
  {
    name: 'the orders list and its pager',
    as: 'admin',
    path: '/bn/admin/order',
    ready: (page) => expect(page.locator('.MuiTablePagination-displayedRows')).toBeVisible(),
  },
  {
    name: "the timetable's calendar",
    as: 'admin',
    path: '/bn/admin/course/schedule?display=calendar',
    ready: (page) => expect(page.getByRole('listitem').getByRole('button').first()).toBeVisible(),
  },
  {
    name: "the student's exam list",
    as: 'student',
    path: '/bn/student/exam',
    ready: (page) => expect(page.getByText('মিনিট').first()).toBeVisible(),
  },
  {
    name: "the tutor's dashboard",
    as: 'employee',
    path: '/bn/dashboard',
    ready: (page) => expect(page.getByText('সাম্প্রতিক বেতন')).toBeVisible(),
  },
];

for (const panel of panels) {
  test.describe(() => {
    test.use({ as: panel.as });
    test(`${panel.name} in Bangla shows only Bangla digits and no time led by AM/PM`, async ({
      page,
    }) => {
      await page.goto(panel.path);
      await panel.ready(page);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const text = await mainText(page);
      expect(latinDigitLines(text)).toEqual([]);
      expect(text).not.toMatch(MERIDIEM_FIRST);
    });
  });
}
