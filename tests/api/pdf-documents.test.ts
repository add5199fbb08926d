/**
 * The PDF documents: an order's receipt, a tutor's payslip and a student's results report, each
 * downloaded as a reader would and read back with pdfjs. Their figures are the ones the JSON
 * answers give (or worked by hand), in the request's language (Bangla labels and digits for
 * `bn`), and each follows the record's own access: out of the reader's scope 404, without the
 * ability 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatTimeRange, formatYearMonth } from '../../i18n/format/date';
import { formatMoney } from '../../i18n/format/money';
import { formatPlainNumber } from '../../i18n/format/number';
import { insertRow } from '../support/insert-rows';
import { placeOrder } from '../support/orders';
import { fileBlob, pngOf } from '../support/files';
import { downloadPdf, drawnOrder, pdfImageCounts, pdfText } from '../support/pdf-text';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

type Kind = 'admin' | 'tutor' | 'student' | 'parent' | 'affiliate';

let server: TestServer;
const tokens = {} as Record<Kind, string>;
let demoStudent: number;
let otherStudent: number;
/** 1,000.00 + 50.00 tax + 25.00 other − 100.00 coupon = 975.00; 975.00 paid, 50.00 refunded. */
let ownOrder: Awaited<ReturnType<typeof placeOrder>>;
let otherOrder: Awaited<ReturnType<typeof placeOrder>>;
/** The demo tutor's paid pay run of last month. */
let ownRun: number;
/** A colleague's pay run. */
let colleagueRun: number;

const pdf = (path: string, as: Kind, language?: string) =>
  downloadPdf(server, path, { token: tokens[as], ...(language ? { language } : {}) });

async function textOf(path: string, as: Kind, language?: string): Promise<string> {
  const download = await pdf(path, as, language);
  expect(download.status, `${path} as ${as}`).toBe(200);
  return pdfText(download.bytes);
}

async function json<T>(path: string, as: Kind): Promise<T> {
  const response = await server.request<{ data: T }>('GET', path, { token: tokens[as] });
  expect(response.status, path).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login('admin@academy.test');
  tokens.tutor = await server.login('employee@academy.test');
  tokens.student = await server.login('student@academy.test');
  tokens.parent = await server.login('parent@academy.test');
  tokens.affiliate = await server.login('affiliate@academy.test');
  demoStudent = await idWhere(server, 'students', 'email', 'student@academy.test');
  otherStudent = await idWhere(server, 'students', 'email', 'rafi.ahmed@students.academy.test');
  const course = await idWhere(server, 'courses', 'title', 'O Level Mathematics');
  const cash = await idWhere(server, 'payment_types', 'name', 'Cash');
  ownOrder = await placeOrder(server, tokens.admin, {
    student_id: demoStudent,
    course_id: course,
    ordered_at: '2026-01-10',
    subtotal: 1000,
    tax: 50,
    other_cost: 25,
    coupon_code: 'WELCOME10',
    payment_type_id: cash,
    payments: [
      { kind: 'payment', amount: 400, date: '2026-01-12', reference: 'R-1' },
      { kind: 'payment', amount: 575, date: '2026-01-20', reference: 'R-2' },
      { kind: 'refund', amount: 50, date: '2026-01-21', reference: 'RF-1' },
    ],
  });
  otherOrder = await placeOrder(server, tokens.admin, {
    student_id: otherStudent,
    course_id: course,
    ordered_at: '2026-01-10',
    subtotal: 500,
    payments: [{ kind: 'payment', amount: 100, date: '2026-01-11' }],
  });
  const tutor = await idWhere(server, 'employees', 'email', 'employee@academy.test');
  const colleague = await idWhere(server, 'employees', 'email', 'mehnaz.karim@academy.test');
  ownRun = Number(
    (
      await server.connection.db
        .selectFrom('tutor_payments')
        .select('id')
        .where('employee_id', '=', tutor)
        .executeTakeFirstOrThrow()
    ).id,
  );
  colleagueRun = await insertRow(server, 'tutor_payments', {
    label: 'Colleague 2020-01',
    employee_id: colleague,
    period: '2020-01',
    regular_minutes: 0,
    regular_amount: 0,
    overtime_minutes: 0,
    overtime_amount: 0,
    advance: 0,
    total: 0,
    bank_account_id: Number(
      (
        await server.connection.db
          .selectFrom('bank_accounts')
          .select('id')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    ),
    status: 'unpaid',
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the order receipt PDF', () => {
  const path = () => `/api/order/${ownOrder.orderId}/receipt/pdf`;

  it('downloads as an attachment named after the order', async () => {
    const download = await pdf(path(), 'student');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${ownOrder.orderNo}.pdf"`,
    );
    expect(new TextDecoder().decode(download.bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('holds the student, the course, the lines, each movement and the total, paid and due', async () => {
    const receipt = await json<{ student: { full_name: string } }>(
      `/api/order/${ownOrder.orderId}/receipt`,
      'student',
    );
    const text = await textOf(path(), 'student');
    for (const expected of [
      'Receipt',
      `Order no. ${ownOrder.orderNo}`,
      receipt.student.full_name,
      'O Level Mathematics',
      'Discount (coupon WELCOME10)',
      '-$100.00',
      'Total $975.00',
      'R-1',
      'RF-1',
      '-$50.00',
      'Amount paid $975.00',
      'Amount refunded $50.00',
      'Balance due $50.00',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('writes amounts in the currency the download names', async () => {
    const text = await textOf(`${path()}?currency=EUR`, 'student');
    expect(text).toContain('Total 975.00 €');
  });

  it('is in Bangla for a Bangla request: labels, dates and amounts in Bangla digits', async () => {
    const text = await textOf(path(), 'student', 'bn');
    expect(text).toContain('ছাড় (কুপন WELCOME10)');
    expect(text).toContain(formatMoney(975, 'USD', 'bn'));
    expect(text).toContain(drawnOrder(formatDate('2026-01-10', 'bn')));
    expect(text).toContain(drawnOrder('যার নামে'));
    expect(text).toContain('১ / ১');
    expect(text).not.toContain('Balance due');
  });

  it('draws Bangla shaped: a pre-base vowel sign stands before its consonant', async () => {
    // রসিদ is written র স ি দ; shaped, ি is drawn before স, so the drawn text reads র ি স দ.
    const text = await textOf(path(), 'student', 'bn');
    expect(drawnOrder('রসিদ')).toBe('রিসদ');
    expect(text).toContain('রিসদ');
    expect(text).not.toContain('রসিদ');
  });

  it("is a parent's for their child's order and an admin's for any", async () => {
    expect((await pdf(path(), 'parent')).status).toBe(200);
    expect((await pdf(`/api/order/${otherOrder.orderId}/receipt/pdf`, 'admin')).status).toBe(200);
  });

  it("answers 404 for another student's order and 403 to a tutor, who may not read orders", async () => {
    expect((await pdf(`/api/order/${otherOrder.orderId}/receipt/pdf`, 'student')).status).toBe(404);
    expect((await pdf(`/api/order/${otherOrder.orderId}/receipt/pdf`, 'parent')).status).toBe(404);
    expect((await pdf(path(), 'tutor')).status).toBe(403);
  });
});

interface Payslip {
  employee_name: string;
  period: string;
  regular_amount: number;
  overtime_amount: number;
  advance: number;
  total: number;
  paid_at: string | null;
  hours: { date: string; start_time: string; end_time: string }[];
}

/** ICU spaces a span of times with thin and narrow no-break spaces; compare with plain ones. */
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

describe('the payslip PDF', () => {
  const path = (id: number) => `/api/tutor-payment/${id}/payslip/pdf`;

  it("holds the tutor, the month, each row's date, the pay, the advance and the net pay", async () => {
    const slip = await json<Payslip>(`/api/tutor-payment/${ownRun}/payslip`, 'tutor');
    expect(slip.hours.length).toBeGreaterThan(0);
    const text = await textOf(path(ownRun), 'tutor');
    expect(text).toContain('Payslip');
    expect(text).toContain(slip.employee_name);
    expect(text).toContain(`Period ${slip.period}`);
    for (const hour of slip.hours) expect(text).toContain(formatDate(hour.date, 'en'));
    expect(text).toContain(formatMoney(slip.regular_amount, 'USD'));
    expect(text).toContain(`Advance deducted ${formatMoney(-slip.advance, 'USD')}`);
    expect(text).toContain(`Net pay ${formatMoney(slip.total, 'USD')}`);
    expect(text).toMatch(/Paid from \S/);
  });

  it('downloads as an attachment named after the month', async () => {
    const slip = await json<Payslip>(`/api/tutor-payment/${ownRun}/payslip`, 'tutor');
    const download = await pdf(path(ownRun), 'tutor');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="payslip-${slip.period}-[A-Za-z0-9._-]+\\.pdf"$`),
    );
  });

  it('is in Bangla for a Bangla request, the month and net pay in Bangla digits', async () => {
    const slip = await json<Payslip>(`/api/tutor-payment/${ownRun}/payslip`, 'tutor');
    const text = await textOf(path(ownRun), 'tutor', 'bn');
    expect(text).toContain(`মাস ${formatYearMonth(slip.period, 'bn')}`);
    expect(text).toContain('ওভারটাইম');
    expect(text).toContain(formatMoney(slip.total, 'USD', 'bn'));
    expect(text).not.toContain('Net pay');
  });

  it("answers 404 to a tutor for a colleague's payslip, and an admin gets it", async () => {
    expect((await pdf(path(colleagueRun), 'tutor')).status).toBe(404);
    expect((await pdf(path(colleagueRun), 'admin')).status).toBe(200);
  });

  it("writes each row's times as the app does, in English and in Bangla digits with AM/PM after", async () => {
    const slip = await json<Payslip>(`/api/tutor-payment/${ownRun}/payslip`, 'tutor');
    const english = plainSpaces(await textOf(path(ownRun), 'tutor'));
    const bangla = plainSpaces(await textOf(path(ownRun), 'tutor', 'bn'));
    for (const { start_time: start, end_time: end } of slip.hours) {
      expect(english).toContain(plainSpaces(formatTimeRange(start, end, 'en')));
      expect(bangla).toContain(plainSpaces(formatTimeRange(start, end, 'bn')));
      expect(bangla).not.toContain(`${start}–${end}`);
    }
  });

  it('answers 403 to a student, who may not read pay runs', async () => {
    expect((await pdf(path(ownRun), 'student')).status).toBe(403);
  });
});

interface Entry {
  exam_title: string;
  course_title: string;
  type: number;
  total_score: number;
  max_total: number | null;
  section_scores: Record<string, { name: string; name_bn?: string; scaled: number }> | null;
}

describe("the student's results report PDF", () => {
  const path = (id: number, query = '') => `/api/student/${id}/results/pdf${query}`;

  it('holds the student and each result with its total and section scores', async () => {
    const entries = await json<Entry[]>(`/api/student/${demoStudent}/scores`, 'student');
    expect(entries.length).toBeGreaterThan(0);
    const student = await json<{ full_name: string }>(`/api/student/${demoStudent}`, 'student');
    const text = await textOf(path(demoStudent), 'student');
    expect(text).toContain('Results report');
    expect(text).toContain(student.full_name);
    expect(text).toContain('All courses');
    for (const entry of entries) {
      expect(text).toContain(entry.exam_title);
      const total = entry.max_total === null ? '' : ` / ${entry.max_total}`;
      expect(text).toContain(`${entry.total_score}${total}`);
      for (const section of Object.values(entry.section_scores ?? {}))
        expect(text).toContain(`${section.name} ${section.scaled}`);
    }
  });

  it('holds only the named course’s results when given one', async () => {
    const entries = await json<Entry[]>(`/api/student/${demoStudent}/scores`, 'admin');
    const [first] = entries;
    const courseId = await idWhere(server, 'courses', 'title', first!.course_title);
    const text = await textOf(path(demoStudent, `?course_id=${courseId}`), 'admin');
    for (const entry of entries)
      if (entry.course_title === first!.course_title) expect(text).toContain(entry.exam_title);
      else expect(text).not.toContain(entry.exam_title);
    expect(text).not.toContain('All courses');
  });

  it('is in Bangla for a Bangla request: the scores in Bangla digits, the sections by their Bangla names', async () => {
    const entries = await json<Entry[]>(`/api/student/${demoStudent}/scores`, 'student');
    const text = await textOf(path(demoStudent), 'student', 'bn');
    expect(text).toContain('ফলাফল');
    expect(text).not.toContain('Results report');
    const bangla = (n: number) => formatPlainNumber(n, 'bn');
    for (const entry of entries) {
      const total = entry.max_total === null ? '' : ` / ${bangla(entry.max_total)}`;
      expect(text).toContain(`${bangla(entry.total_score)}${total}`);
      for (const section of Object.values(entry.section_scores ?? {})) {
        expect(section.name_bn).toBeTruthy();
        expect(text).toContain(`${drawnOrder(section.name_bn!)} ${bangla(section.scaled)}`);
      }
    }
  });

  it("is a parent's for their child and downloads with the student's number", async () => {
    const download = await pdf(path(demoStudent), 'parent');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="results-[A-Za-z0-9._-]+\.pdf"$/,
    );
  });

  it("answers 404 for another student's results to a student and a parent", async () => {
    expect((await pdf(path(otherStudent), 'student')).status).toBe(404);
    expect((await pdf(path(otherStudent), 'parent')).status).toBe(404);
  });

  it('answers 403 to an affiliate, who may not read students', async () => {
    expect((await pdf(path(demoStudent), 'affiliate')).status).toBe(403);
  });
});

describe("the documents' letterhead", () => {
  const documents = () => [
    `/api/order/${ownOrder.orderId}/receipt/pdf`,
    `/api/tutor-payment/${ownRun}/payslip/pdf`,
    `/api/student/${demoStudent}/results/pdf`,
  ];
  /** A 1 × 1 lossless WebP, a logo the site shows but pdfkit cannot draw. */
  const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

  async function setLogo(data: Buffer, type: string, name: string): Promise<void> {
    const form = new FormData();
    form.set('logo', fileBlob(data, type), name);
    const saved = await server.request('PUT', '/api/setting/group/general', {
      token: tokens.admin,
      form,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  async function imagesOnEachDocument(): Promise<number[][]> {
    const counts: number[][] = [];
    for (const path of documents()) {
      const download = await pdf(path, 'admin');
      expect(download.status, path).toBe(200);
      counts.push(await pdfImageCounts(download.bytes));
    }
    return counts;
  }

  it('draws no image while the centre has no logo', async () => {
    for (const pages of await imagesOnEachDocument())
      expect(pages.every((n) => n === 0)).toBe(true);
  });

  it("draws the centre's PNG logo once, on the first page of every document", async () => {
    await setLogo(pngOf(150, 100), 'image/png', 'logo.png');
    for (const pages of await imagesOnEachDocument())
      expect(pages).toEqual([1, ...pages.slice(1).map(() => 0)]);
  });

  it('leaves a WebP logo out and still makes every document', async () => {
    await setLogo(WEBP, 'image/webp', 'logo.webp');
    for (const pages of await imagesOnEachDocument())
      expect(pages.every((n) => n === 0)).toBe(true);
  });
});
