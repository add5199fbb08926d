/**
 * A Bangla page writes every number, date, time, amount and count in Bangla digits, in the order
 * Intl gives for bn-BD (src/lib/format): no Latin digit in what a person reads, and no time with
 * its AM/PM before the digits ("AM ১০:০০").
 */
import type { Page } from '@playwright/test';
import { resources } from '../../resources.config';
import { answered, dhakaDay, emails, expect, goInside, test, type Kind } from './fixtures';

/**
 * The main content's visible text, without what is an identifier or typed text rather than a
 * number the app writes. Text a person typed is shown as typed, digits and all: room and class
 * names ("Room 201", "Grade 12"), codes (S-000005, SUMMER25), phone numbers, an account number, a
 * colour (#2e7d32), the subject of a mail as it was sent. The app marks each such value where it
 * draws it, by its field's kind in the config (`data-verbatim`, src/resources/generic/titleSource.tsx:
 * a text field the form takes; the names a server-composed title quotes, but not the day, period
 * or number it ends with), and that text is left out here, and nothing else of its row or cell.
 * Also left out: e-mail addresses (an address is typed and read exactly as it is) and the
 * product's version in the footer (`1.0.0`, a release name people quote to support, like a code),
 * order numbers (`ORD-20260105-0001`, a code printed on receipts and quoted to the office as it
 * is) and the demo's exam titles (names staff typed, shown as typed). Form fields (the period
 * picker's ISO dates) are not in `innerText`. Browser tests running beside this one name their
 * records with unique() (fixtures.ts), most of them starting "E2E", and those names reach the
 * dashboard and the timetable: typed names too, shown as typed.
 */
const E2E_NAME_SUFFIX = /\b(?=[0-9a-z]*[a-z])[0-9a-z]{8}\d{0,4}\b/g;

async function mainText(page: Page): Promise<string> {
  // innerText leaves out what is not displayed: hide the typed text only while reading.
  const text = await page.locator('#main-content').evaluate((main: HTMLElement) => {
    const style = document.createElement('style');
    style.textContent = '[data-verbatim] { display: none !important; }';
    document.head.append(style);
    try {
      return main.innerText;
    } finally {
      style.remove();
    }
  });
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

test.describe(() => {
  test.use({ as: 'admin' });
  test('every list in the admin menu in Bangla shows only Bangla digits and no time led by AM/PM', async ({
    page,
  }) => {
    const lists = resources.filter((r) => r.menu && r.route);
    expect(lists.length).toBeGreaterThan(50);
    // One page moves between the lists inside the app, as layout.spec.ts does (about 3 s a list).
    test.setTimeout(60_000 + lists.length * 3_000);
    await page.goto('/bn/dashboard');
    await expect(page.getByRole('banner').getByRole('heading')).toBeVisible();
    for (const resource of lists) {
      const path = `/bn${resource.route!}`;
      await answered(page, () => goInside(page, path));
      await expect(page.getByRole('banner').getByRole('heading')).toBeVisible();
      const text = await mainText(page);
      expect.soft(latinDigitLines(text), `Latin digits on ${path}`).toEqual([]);
      expect.soft(text, `a time led by AM/PM on ${path}`).not.toMatch(MERIDIEM_FIRST);
    }
  });
});

test.describe(() => {
  test.use({ as: 'admin' });
  test("a timetable slot's title writes its day and times in the reader's language", async ({
    page,
    api,
  }) => {
    const { body } = await api.get('schedule?per_page=1');
    const slot = (body as { data: Record<string, unknown>[] }).data[0]!;
    // The stored label ends in the English day and Latin times, "Mon 16:30–18:00", for search.
    expect(String(slot.label)).toMatch(/ · \w{3} \d{2}:\d{2}–\d{2}:\d{2}$/);
    const course = String(slot.label).replace(/ · [^·]*$/, '');
    const title = (written: RegExp) =>
      page
        .locator('#main-content')
        .getByText(
          new RegExp(`^${course.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · ${written.source}$`),
        );

    // The page heading names the slot as the show field does, after the resource's name.
    const heading = page.getByRole('banner').getByRole('heading');

    // "সোম ৪:৩০–৬:০০ PM": a Bangla day, Bangla digits, the day half after the times.
    await page.goto(`/bn/admin/course/schedule/${String(slot.id)}/show`);
    const bangla = title(
      /[^\s0-9]+ [০-৯]{1,2}:[০-৯]{2}\s?(?:AM|PM)?\s?–\s?[০-৯]{1,2}:[০-৯]{2}\s(?:AM|PM)/,
    );
    await expect(bangla).toBeVisible();
    await expect(heading).toHaveText(`সময়সূচি ${await bangla.innerText()}`);

    // "Mon, 4:30 – 6:00 PM", as the English app writes times.
    await page.goto(`/admin/course/schedule/${String(slot.id)}/show`);
    const english = title(
      /(?:Sat|Sun|Mon|Tue|Wed|Thu|Fri), \d{1,2}:\d{2}\s(?:AM\s|PM\s)?–\s\d{1,2}:\d{2}\s(?:AM|PM)/,
    );
    await expect(english).toBeVisible();
    await expect(heading).toHaveText(`Schedule ${await english.innerText()}`);
  });
});

test.describe(() => {
  test.use({ as: 'admin' });
  test("a student's page in Bangla, on its schedule tab, quotes what people typed as typed and writes the rest in Bangla digits", async ({
    page,
    api,
  }) => {
    const { body } = await api.get(`student?search=${encodeURIComponent(emails.student)}`);
    const student = (body as { data: { id: number }[] }).data[0]!;
    // The demo's student is enrolled in courses with weekly slots: the tab lists their classes.
    const { body: sessions } = await api.get(
      `schedule/sessions?from=${dhakaDay(0)}&to=${dhakaDay(13)}&student_id=${student.id}`,
    );
    expect((sessions as { data: unknown[] }).data.length).toBeGreaterThan(0);

    await page.goto(`/bn/admin/student/${student.id}/student?tab=schedule`);
    const tab = page.getByRole('tabpanel');
    await expect(tab.getByRole('listitem').first()).toBeVisible();
    // The whole page: the header's name, number and grade as well as the tab's classes.
    const text = await mainText(page);
    expect(latinDigitLines(text)).toEqual([]);
    expect(text).not.toMatch(MERIDIEM_FIRST);
  });
});
