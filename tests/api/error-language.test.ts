/**
 * The domain's own refusals (a session rule, an overdraw, a decided cancel request, an exam rule,
 * a coupon, a public list query, a CSV import, a password change, taking exams, ordering a list,
 * online payment, browser notifications, an affiliate payout) are worded in the language the
 * request asks for, as the generic field checks are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestStatus } from '../../schema';
import { fileBlob, pngOf } from '../support/files';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
let cancelRequestId: number;
let accountId: number;
let courseId: number;
let affiliateId: number;
let homeworkId: number;
/** A regular exam with a duration and one question whose correct key is not among its options. */
let brokenExamId: number;
/** A regular exam with a question and no duration. */
let timelessExamId: number;
/** A regular exam with neither total marks nor questions. */
let totallessExamId: number;
/** A regular exam out of 20, in the course of `seatedStudentId`. */
let markedExamId: number;
let seatedStudentId: number;
let menuId: number;

type Invalid = { message: string; errors: Record<string, string[]> };
type RowErrors = { row: number; errors: Record<string, string[]> };

const BANGLA = 'bn-BD,bn;q=0.9';
const ENGLISH = 'en-US,en;q=0.9';

beforeAll(async () => {
  // No payment provider, whatever the environment says, so online payment is off.
  server = await startTestServer({ onlinePayment: { currency: 'bdt', stripe: undefined } });
  admin = await server.login('admin@academy.test');
  const db = server.connection.db;
  const request = await db
    .selectFrom('schedule_cancel_requests')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  cancelRequestId = Number(request.id);
  await db
    .updateTable('schedule_cancel_requests')
    .set({ status: RequestStatus.Rejected })
    .where('id', '=', cancelRequestId)
    .execute();
  const bank = await db.selectFrom('banks').select('id').executeTakeFirstOrThrow();
  const account = await server.request<{ data: { id: number } }>('POST', '/api/bank-account', {
    token: admin,
    json: {
      bank_id: Number(bank.id),
      account_name: 'Language test',
      account_number: 'LANG-1',
      opening_balance: 100,
    },
  });
  expect(account.status).toBe(201);
  accountId = account.body.data.id;
  const course = await db
    .selectFrom('courses')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  courseId = Number(course.id);
  const affiliate = await db
    .selectFrom('affiliates')
    .innerJoin('users', 'users.id', 'affiliates.user_id')
    .select('affiliates.id')
    .where('users.email', '=', 'affiliate@academy.test')
    .executeTakeFirstOrThrow();
  affiliateId = Number(affiliate.id);
  const homework = await server.request<{ data: { id: number } }>('POST', '/api/home-work', {
    token: admin,
    json: {
      title: 'Language worksheet',
      course_id: courseId,
      due_date: '2026-12-31',
      total_mark: 10,
      status: 'published',
    },
  });
  expect(homework.status).toBe(201);
  homeworkId = homework.body.data.id;
  brokenExamId = await examWithQuestion({ duration_minutes: 30 });
  // A question written before a rule existed: its correct key is no longer among its options.
  await db
    .updateTable('exam_questions')
    .set({ answers: JSON.stringify(['H']) })
    .where('exam_id', '=', brokenExamId)
    .execute();
  timelessExamId = await examWithQuestion({});
  totallessExamId = await examOf({});
  const seat = await db
    .selectFrom('student_courses')
    .select(['student_id', 'course_id'])
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  seatedStudentId = Number(seat.student_id);
  markedExamId = await examOf({ course_id: Number(seat.course_id), total_marks: 20 });
  menuId = Number((await db.selectFrom('menus').select('id').executeTakeFirstOrThrow()).id);
});

const question = (examId: number, extra: Record<string, unknown> = {}) => ({
  exam_id: examId,
  type: 'single',
  stem: '<p>If $2x = 6$, what is $x$?</p>',
  options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `<p>${key}</p>` })),
  answers: ['C'],
  ...extra,
});

/** A regular exam, open, in the first course unless `extra` says otherwise. */
async function examOf(extra: Record<string, unknown>): Promise<number> {
  const exam = await server.request<{ data: { id: number } }>('POST', '/api/exam', {
    token: admin,
    json: { title: 'Language exam', course_id: courseId, type: 1, window_type: 'open', ...extra },
  });
  expect(exam.status).toBe(201);
  return exam.body.data.id;
}

async function examWithQuestion(extra: Record<string, unknown>): Promise<number> {
  const examId = await examOf(extra);
  const made = await server.request('POST', '/api/exam-question', {
    token: admin,
    json: question(examId),
  });
  expect(made.status).toBe(201);
  return examId;
}

const sheets = (csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'sheets.csv');
  form.append('dry_run', '1');
  return form;
};

const emptyCsv = () => {
  const form = new FormData();
  form.append('file', new Blob([''], { type: 'text/csv' }), 'students.csv');
  return form;
};
afterAll(() => server.close());

const refusals = {
  sessionRange: (language: string) =>
    server.request<Invalid>('GET', '/api/schedule/sessions?from=2026-01-01&to=2026-12-31', {
      token: admin,
      language,
    }),
  overdraw: (language: string) =>
    server.request<Invalid>('POST', '/api/withdraw', {
      token: admin,
      language,
      json: {
        purpose: 'Petty cash',
        amount: 150,
        date: '2026-05-01',
        bank_account_id: accountId,
        is_active: true,
      },
    }),
  decidedRequest: (language: string) =>
    server.request<Invalid>(
      'PUT',
      `/api/schedule-cancel-request/status/change/${cancelRequestId}/${RequestStatus.Approved}`,
      { token: admin, language },
    ),
  satWithoutForm: (language: string) =>
    server.request<Invalid>('POST', '/api/exam', {
      token: admin,
      language,
      json: { title: 'Mock', course_id: courseId, window_type: 'open', type: 2 },
    }),
  unknownCoupon: (language: string) =>
    server.request<Invalid>('GET', `/api/order/coupon-check?code=NOPE&course_id=${courseId}`, {
      token: admin,
      language,
    }),
  publicQuery: (language: string) =>
    server.request<Invalid>('GET', '/api/public/courses?page=0', { language }),
  emptyImport: (language: string) =>
    server.request<Invalid>('POST', '/api/import/students/preview', {
      token: admin,
      language,
      form: emptyCsv(),
    }),
  wrongCurrentPassword: async (language: string) =>
    server.request<Invalid>('PUT', '/api/user/password', {
      token: await server.login('parent@academy.test'),
      language,
      json: {
        current_password: 'not-my-password',
        password: 'a-brand-new-password',
        password_confirmation: 'a-brand-new-password',
      },
    }),
  examsOfNonStudent: (language: string) =>
    server.request<Invalid>('GET', '/api/student/exams', { token: admin, language }),
  emptyArrangement: (language: string) =>
    server.request<Invalid>('POST', '/api/arrange-order/payment-type', {
      token: admin,
      language,
      json: { items: [] },
    }),
  onlinePaymentOff: async (language: string) =>
    server.request<Invalid>('POST', '/api/online-payment/checkout', {
      token: await server.login('student@academy.test'),
      language,
      json: { course_id: courseId },
    }),
  plainHttpPush: (language: string) =>
    server.request<Invalid>('POST', '/api/push-subscription', {
      token: admin,
      language,
      json: { endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
    }),
  emptyHomework: async (language: string) =>
    server.request<Invalid>('POST', '/api/student-home-work', {
      token: await server.login('student@academy.test'),
      language,
      json: { home_work_id: homeworkId },
    }),
  listParameters: (language: string) =>
    server.request<Invalid>(
      'GET',
      `/api/expense?page=0&sort_by=note&filter[note]=x&search=${'x'.repeat(201)}&start_date=yesterday`,
      { token: admin, language },
    ),
  exportFormat: (language: string) =>
    server.request<Invalid>('GET', '/api/expense/export?format=pdf&sort_dir=up', {
      token: admin,
      language,
    }),
  oversizedPhoto: (language: string) => {
    // A real PNG padded past the users.image limit of 1024 KB.
    const form = new FormData();
    form.set('first_name', 'Pic');
    form.set('email', `pic-${language.slice(0, 2)}@example.com`);
    form.set('role_id', '3');
    form.set('password', 'long-enough');
    const padded = Buffer.concat([pngOf(10, 10), Buffer.alloc(1100 * 1024)]);
    form.set('image', fileBlob(padded, 'image/png'), 'photo.png');
    return server.request<Invalid>('POST', '/api/users', { token: admin, language, form });
  },
  editorImageOfText: (language: string) => {
    const form = new FormData();
    form.set('image', fileBlob(Buffer.from('<script>alert(1)</script>'), 'image/png'), 'x.png');
    return server.request<Invalid>('POST', '/api/blog-post/editor-image', {
      token: admin,
      language,
      form,
    });
  },
  oversizedLogo: (language: string) => {
    const form = new FormData();
    form.set('logo', fileBlob(pngOf(200, 120), 'image/png'), 'logo.png');
    form.set('favicon', fileBlob(pngOf(64, 32), 'image/png'), 'favicon.png');
    return server.request<Invalid>('POST', '/api/setting/group/general', {
      token: admin,
      language,
      form,
    });
  },
  oneOptionQuestion: (language: string) =>
    server.request<Invalid>('POST', '/api/exam-question', {
      token: admin,
      language,
      json: question(brokenExamId, { stem: '<p></p>', options: [{ key: 'A', text: 'a' }] }),
    }),
  publishBroken: (language: string) =>
    server.request<Invalid>('PUT', `/api/exam/status/change/${brokenExamId}/published`, {
      token: admin,
      language,
    }),
  publishTimeless: (language: string) =>
    server.request<Invalid>('PUT', `/api/exam/status/change/${timelessExamId}/published`, {
      token: admin,
      language,
    }),
  marksWithoutTotal: (language: string) =>
    server.request<Invalid>('PUT', `/api/exam/${totallessExamId}/marks`, {
      token: admin,
      language,
      json: { marks: [] },
    }),
  wrongMarks: (language: string) =>
    server.request<Invalid>('PUT', `/api/exam/${markedExamId}/marks`, {
      token: admin,
      language,
      json: {
        marks: [
          { student_id: seatedStudentId, marks: 25 },
          { student_id: seatedStudentId, marks: 1 },
          { marks: 3 },
        ],
      },
    }),
  sheetWithoutAnswers: (language: string) =>
    server.request<Invalid>('POST', `/api/exam/${brokenExamId}/answer-sheets`, {
      token: admin,
      language,
      form: sheets('student,question\nsomeone,1\n'),
    }),
  wrongSheetLines: (language: string) =>
    server.request<{ data: { errors: { line: number; message: string }[] } }>(
      'POST',
      `/api/exam/${brokenExamId}/answer-sheets`,
      {
        token: admin,
        language,
        form: sheets('student,question,answer\n,1,A\nsomeone,one,A\nnobody@example.com,1,A\n'),
      },
    ),
  smsWithoutAudience: (language: string) =>
    server.request<Invalid>('POST', '/api/sms-notification', {
      token: admin,
      language,
      json: { message: 'ক'.repeat(701), audience: 'course' },
    }),
  answeredComplaint: async (language: string) =>
    server.request<Invalid>('POST', '/api/complain', {
      token: await server.login('student@academy.test'),
      language,
      json: { subject: 'Room too cold', message: 'The AC is stuck.', answer: 'Fixed', status: 1 },
    }),
  importRows: (language: string) => {
    const form = new FormData();
    const csv = [
      'first,last,email,course,start',
      'Nadia,Islam,nadia.language@example.com,No Such Course,',
      'Nabil,Islam,nabil.language@example.com,,2030-03-01',
    ].join('\n');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'students.csv');
    const mapping = {
      'student.first_name': 'first',
      'student.last_name': 'last',
      'student.email': 'email',
      course: 'course',
      start_date: 'start',
    };
    form.append('mapping', JSON.stringify(mapping));
    form.append('dry_run', '1');
    return server.request<{ data?: { rows: RowErrors[] }; rows?: RowErrors[] }>(
      'POST',
      '/api/import/students',
      { token: admin, language, form },
    );
  },
  wrongSettings: (language: string) =>
    server.request<Invalid>('PUT', '/api/setting/group/general', {
      token: admin,
      language,
      json: { site_name: '', email: 'not-an-address', nonsense: 'x' },
    }),
  slideFromElsewhere: (language: string) =>
    server.request<Invalid>('POST', '/api/slider', {
      token: admin,
      language,
      json: { title: 'Tour', media_type: 'embed', embed_url: 'https://evil.example.com/embed/1' },
    }),
  wrongSlug: (language: string) =>
    server.request<Invalid>('POST', '/api/blog-category', {
      token: admin,
      language,
      json: { name: 'Language news', slug: 'Language News', is_active: true },
    }),
  wrongMenu: (language: string) =>
    server.request<Invalid>('PUT', `/api/menu/${menuId}/items`, {
      token: admin,
      language,
      json: { items: [{ label: ' ', link_type: 'page' }] },
    }),
  shortReferralCode: (language: string) =>
    server.request<Invalid>('PUT', `/api/affiliate/${affiliateId}`, {
      token: admin,
      language,
      json: { code: 'AB' },
    }),
  takenParentEmail: (language: string) =>
    server.request<Invalid>('POST', '/api/parent', {
      token: admin,
      language,
      json: { first_name: 'Taken', email: 'admin@academy.test' },
    }),
  wrongSignIn: (language: string) =>
    server.request<Invalid>('POST', '/api/login', {
      language,
      json: { email: `nobody-${language.slice(0, 2)}@example.com`, password: 'not-a-password' },
    }),
  emptySignIn: (language: string) =>
    server.request<Invalid>('POST', '/api/login', { language, json: {} }),
  chatPaging: (language: string) =>
    server.request<Invalid>('GET', '/api/messages/contacts?per_page=500', {
      token: admin,
      language,
    }),
  payoutAboveUnpaid: (language: string) =>
    server.request<Invalid>('POST', '/api/affiliate-payout', {
      token: admin,
      language,
      json: {
        affiliate_id: affiliateId,
        amount: 1,
        date: '2026-11-20',
        bank_account_id: accountId,
      },
    }),
};

describe('the domain refuses in the language of the request', () => {
  it('words a session range that is too long in Bangla, with Bangla digits', async () => {
    const { status, body } = await refusals.sessionRange(BANGLA);
    expect(status).toBe(422);
    expect(body.errors.to).toEqual(['সময়কাল ১০০ দিনের বেশি হতে পারবে না।']);
    expect(body.message).toBe('সময়কাল ১০০ দিনের বেশি হতে পারবে না।');
  });

  it('words the same session range refusal in English', async () => {
    const { status, body } = await refusals.sessionRange(ENGLISH);
    expect(status).toBe(422);
    expect(body.errors.to).toEqual(['The period may not be longer than 100 days.']);
  });

  it('words an overdraw in Bangla and in English', async () => {
    const bangla = await refusals.overdraw(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.amount).toEqual([
      'ব্যাংক হিসাবের ব্যালান্স ১০০.০০; এখান থেকে ১৫০.০০ দিলে বাকি থাকবে -৫০.০০।',
    ]);
    const english = await refusals.overdraw(ENGLISH);
    expect(english.body.errors.amount).toEqual([
      "The bank account's balance is 100.00; paying 150.00 from it would leave -50.00.",
    ]);
  });

  it('words a decision on a decided cancel request in Bangla and in English', async () => {
    const bangla = await refusals.decidedRequest(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.status).toEqual(['এই অনুরোধের সিদ্ধান্ত আগেই নেওয়া হয়েছে।']);
    const english = await refusals.decidedRequest(ENGLISH);
    expect(english.body.errors.status).toEqual(['This request has already been decided.']);
  });

  it('words an exam rule in Bangla and in English', async () => {
    const bangla = await refusals.satWithoutForm(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.test_form_id).toEqual([
      'SAT অনুশীলন পরীক্ষার জন্য একটি SAT টেস্ট ফর্ম লাগবে।',
    ]);
    const english = await refusals.satWithoutForm(ENGLISH);
    expect(english.body.errors.test_form_id).toEqual([
      'A SAT practice test needs a SAT test form.',
    ]);
  });

  it('words an unknown coupon in Bangla and in English', async () => {
    const bangla = await refusals.unknownCoupon(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.coupon_code).toEqual(['NOPE নামে কোনো কুপন নেই।']);
    const english = await refusals.unknownCoupon(ENGLISH);
    expect(english.body.errors.coupon_code).toEqual(['There is no coupon NOPE.']);
  });

  it('words a wrong public list query in Bangla and in English', async () => {
    const bangla = await refusals.publicQuery(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.page?.[0]).toMatch(
      /^পাতা ১ থেকে [০-৯]+ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।$/,
    );
    const english = await refusals.publicQuery(ENGLISH);
    expect(english.body.errors.page?.[0]).toMatch(
      /^The page must be a whole number from 1 to \d+\.$/,
    );
  });

  it('words a CSV import of an empty file in Bangla and in English', async () => {
    const bangla = await refusals.emptyImport(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.file).toEqual(['ফাইলটি খালি।']);
    const english = await refusals.emptyImport(ENGLISH);
    expect(english.body.errors.file).toEqual(['The file is empty.']);
  });

  it('words a wrong current password on a password change in Bangla and in English', async () => {
    const bangla = await refusals.wrongCurrentPassword(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.current_password).toEqual(['বর্তমান পাসওয়ার্ডটি সঠিক নয়।']);
    const english = await refusals.wrongCurrentPassword(ENGLISH);
    expect(english.body.errors.current_password).toEqual(['The current password is incorrect.']);
  });

  it('words the exams of someone who is not a student in Bangla and in English', async () => {
    const bangla = await refusals.examsOfNonStudent(BANGLA);
    expect(bangla.status).toBe(403);
    expect(bangla.body.message).toBe('শুধু শিক্ষার্থীদেরই দেওয়ার মতো পরীক্ষা থাকে।');
    const english = await refusals.examsOfNonStudent(ENGLISH);
    expect(english.body.message).toBe('Only students have exams to take.');
  });

  it('words an order of no rows in Bangla and in English', async () => {
    const bangla = await refusals.emptyArrangement(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.items).toEqual(['items ঘরে আইডির একটি তালিকা দিতে হবে।']);
    const english = await refusals.emptyArrangement(ENGLISH);
    expect(english.body.errors.items).toEqual(['The items field must be a list of ids.']);
  });

  it('words online payment being off in Bangla and in English', async () => {
    const bangla = await refusals.onlinePaymentOff(BANGLA);
    expect(bangla.status).toBe(409);
    expect(bangla.body.message).toBe(
      'অনলাইনে পেমেন্ট করা যাচ্ছে না: সেন্টার এখনো কোনো পেমেন্ট প্রোভাইডার ঠিক করেনি।',
    );
    const english = await refusals.onlinePaymentOff(ENGLISH);
    expect(english.body.message).toBe(
      'Online payment is not available: the centre has not set up a payment provider.',
    );
  });

  it('words a push subscription at a plain http address in Bangla and in English', async () => {
    const bangla = await refusals.plainHttpPush(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.endpoint).toEqual(['endpoint একটি https ঠিকানা হতে হবে।']);
    const english = await refusals.plainHttpPush(ENGLISH);
    expect(english.body.errors.endpoint).toEqual(['The endpoint must be an https address.']);
  });

  it('words an affiliate payout above the unpaid balance in Bangla and in English', async () => {
    const bangla = await refusals.payoutAboveUnpaid(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.amount).toEqual([
      'অ্যাফিলিয়েটের অপরিশোধিত ব্যালান্স ০.০০; ১.০০ পেআউট তার চেয়ে বেশি।',
    ]);
    const english = await refusals.payoutAboveUnpaid(ENGLISH);
    expect(english.body.errors.amount).toEqual([
      "The affiliate's unpaid balance is 0.00; a payout of 1.00 is more than that.",
    ]);
  });

  it('words a homework handed in empty in Bangla and in English', async () => {
    const bangla = await refusals.emptyHomework(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.answer).toEqual(['একটি উত্তর লিখুন বা একটি ফাইল সংযুক্ত করুন।']);
    const english = await refusals.emptyHomework(ENGLISH);
    expect(english.body.errors.answer).toEqual(['Write an answer or attach a file.']);
  });

  it('words the wrong parameters of a back-office list in Bangla, with Bangla digits', async () => {
    const { status, body } = await refusals.listParameters(BANGLA);
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      page: ['পাতা ১ থেকে ১০০০০০০ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।'],
      sort_by: ['তালিকাটি note অনুযায়ী সাজানো যায় না।'],
      'filter.note': ['তালিকাটি note দিয়ে ফিল্টার করা যায় না।'],
      start_date: ['শুরুর তারিখ ১৯০০ থেকে ২১০০ সালের মধ্যে একটি তারিখ (YYYY-MM-DD) হতে হবে।'],
      search: ['খোঁজার বিষয় ২০০টির বেশি অক্ষরের হতে পারবে না।'],
    });
    expect(body.message).toBe('পাতা ১ থেকে ১০০০০০০ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে। (আরও ৪টি ত্রুটি)');
  });

  it('words the same list parameters in English', async () => {
    const { status, body } = await refusals.listParameters(ENGLISH);
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      page: ['The page must be a whole number from 1 to 1000000.'],
      sort_by: ['The list cannot be sorted by note.'],
      'filter.note': ['The list cannot be filtered by note.'],
      start_date: ['The start date must be a date (YYYY-MM-DD) from 1900 to 2100.'],
      search: ['The search must not be greater than 200 characters.'],
    });
    expect(body.message).toBe(
      'The page must be a whole number from 1 to 1000000. (and 4 more errors)',
    );
  });

  it("words an export's format and its list's parameters in Bangla and in English", async () => {
    const bangla = await refusals.exportFormat(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors).toEqual({
      sort_dir: ['সাজানোর দিক asc বা desc হতে হবে।'],
      format: ['ফরম্যাট csv বা xlsx হতে হবে।'],
    });
    const english = await refusals.exportFormat(ENGLISH);
    expect(english.body.errors).toEqual({
      sort_dir: ['The sort dir must be asc or desc.'],
      format: ['The format must be csv or xlsx.'],
    });
  });

  it("words an upload's size, type and pixels in Bangla, with Bangla digits", async () => {
    const photo = await refusals.oversizedPhoto(BANGLA);
    expect(photo.status).toBe(422);
    expect(photo.body.errors.image).toEqual(['ছবি ১০২৪ কিলোবাইটের বেশি হতে পারবে না।']);
    const editorImage = await refusals.editorImageOfText(BANGLA);
    expect(editorImage.status).toBe(422);
    expect(editorImage.body.errors.image).toEqual([
      'ছবি এই ধরনের ফাইল হতে হবে: png, jpeg, gif, webp।',
    ]);
    const logo = await refusals.oversizedLogo(BANGLA);
    expect(logo.status).toBe(422);
    expect(logo.body.errors.logo).toEqual([
      'লোগো সর্বোচ্চ ১৫০ × ১০০ পিক্সেল হতে পারে (এটি ২০০ × ১২০)।',
    ]);
    expect(logo.body.errors.favicon).toEqual(['ফেভিকন বর্গাকার হতে হবে (এটি ৬৪ × ৩২)।']);
  });

  it("words an upload's size, type and pixels in English", async () => {
    const photo = await refusals.oversizedPhoto(ENGLISH);
    expect(photo.body.errors.image).toEqual(['The image may not be greater than 1024 kilobytes.']);
    const editorImage = await refusals.editorImageOfText(ENGLISH);
    expect(editorImage.body.errors.image).toEqual([
      'The image must be a file of type: png, jpeg, gif, webp.',
    ]);
    const logo = await refusals.oversizedLogo(ENGLISH);
    expect(logo.body.errors.logo).toEqual([
      'The logo must be at most 150 × 100 pixels (this one is 200 × 120).',
    ]);
    expect(logo.body.errors.favicon).toEqual(['The favicon must be square (this one is 64 × 32).']);
  });

  it("words a question's content problems in Bangla, with Bangla digits, and in English", async () => {
    const bangla = await refusals.oneOptionQuestion(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.stem).toEqual(['প্রশ্নের একটি মূল অংশ লাগবে: লেখা, সূত্র বা ছবি।']);
    expect(bangla.body.errors.options).toEqual(['বহুনির্বাচনী প্রশ্নে ২ থেকে ১০টি অপশন লাগবে।']);
    expect(bangla.body.errors.answers).toEqual(['সঠিক উত্তর "C" অপশনগুলোর কোনোটি নয়।']);
    const english = await refusals.oneOptionQuestion(ENGLISH);
    expect(english.body.errors.stem).toEqual([
      'The question needs a stem: text, a formula or an image.',
    ]);
    expect(english.body.errors.options).toEqual([
      'A multiple-choice question needs 2 to 10 options.',
    ]);
    expect(english.body.errors.answers).toEqual([
      'The correct answer "C" is not one of the options.',
    ]);
  });

  it("words an exam's publishing checks in Bangla and in English", async () => {
    const broken = await refusals.publishBroken(BANGLA);
    expect(broken.status).toBe(422);
    expect(broken.body.errors.status).toEqual([
      'প্রশ্ন ১ সম্পূর্ণ নয়: সঠিক উত্তর "H" অপশনগুলোর কোনোটি নয়।',
    ]);
    const timeless = await refusals.publishTimeless(BANGLA);
    expect(timeless.status).toBe(422);
    expect(timeless.body.errors.status).toEqual([
      'প্রশ্নসহ সাধারণ পরীক্ষা প্রকাশের আগে এর সময়সীমা লাগবে।',
    ]);
    expect((await refusals.publishBroken(ENGLISH)).body.errors.status).toEqual([
      'Question 1 is not complete: The correct answer "H" is not one of the options.',
    ]);
    expect((await refusals.publishTimeless(ENGLISH)).body.errors.status).toEqual([
      'A regular exam with questions needs a duration before it is published.',
    ]);
  });

  it('words the refusals of entering marks in Bangla, with Bangla digits, and in English', async () => {
    const totalless = await refusals.marksWithoutTotal(BANGLA);
    expect(totalless.status).toBe(422);
    expect(totalless.body.errors.exam_id).toEqual([
      'পরীক্ষাটির মোট নম্বর নেই, প্রশ্নও নেই: নম্বর দেওয়ার আগে এর মোট নম্বর ঠিক করুন।',
    ]);
    const wrong = await refusals.wrongMarks(BANGLA);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      'marks.0.marks': ['নম্বর ২০-এর বেশি হতে পারবে না।'],
      'marks.1.student_id': ['এই শিক্ষার্থী তালিকায় একাধিকবার আছে।'],
      'marks.2.student_id': ['শিক্ষার্থীর আইডি দেওয়া আবশ্যক।'],
    });
    expect((await refusals.marksWithoutTotal(ENGLISH)).body.errors.exam_id).toEqual([
      'The exam has no total marks and no questions: set its total marks before entering marks.',
    ]);
    expect((await refusals.wrongMarks(ENGLISH)).body.errors).toEqual({
      'marks.0.marks': ['The marks may not be greater than 20.'],
      'marks.1.student_id': ['This student is listed more than once.'],
      'marks.2.student_id': ['The student id field is required.'],
    });
  });

  it("words an answer-sheet file's refusals and line errors in Bangla and in English", async () => {
    const columns = await refusals.sheetWithoutAnswers(BANGLA);
    expect(columns.status).toBe(422);
    expect(columns.body.errors.file).toEqual([
      'ফাইলটিতে student, question ও answer কলাম লাগবে (নেই: answer)।',
    ]);
    const lines = await refusals.wrongSheetLines(BANGLA);
    expect(lines.status).toBe(200);
    expect(lines.body.data.errors).toEqual([
      { line: 2, message: 'শিক্ষার্থীর ঘর খালি।' },
      { line: 3, message: 'প্রশ্নের ঘরে প্রশ্নের নম্বর (১, ২, ৩ …) দিতে হবে, "one" নয়।' },
      {
        line: 4,
        message: 'এই কোর্সের কোনো শিক্ষার্থীর শিক্ষার্থী নং বা ই-মেইল "nobody@example.com" নয়।',
      },
    ]);
    expect((await refusals.sheetWithoutAnswers(ENGLISH)).body.errors.file).toEqual([
      'The file needs the columns student, question and answer (missing: answer).',
    ]);
    expect((await refusals.wrongSheetLines(ENGLISH)).body.data.errors).toEqual([
      { line: 2, message: 'The student is missing.' },
      { line: 3, message: 'The question must be a question number (1, 2, 3 …), not "one".' },
      {
        line: 4,
        message: 'No student of this course has the student no. or e-mail "nobody@example.com".',
      },
    ]);
  });

  it("words a campaign's audience and SMS length in Bangla, with Bangla digits, and in English", async () => {
    const bangla = await refusals.smsWithoutAudience(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.message).toEqual(['বার্তাটি ১১টি SMS অংশ নেয়; সর্বোচ্চ ১০টি অংশ চলে।']);
    expect(bangla.body.errors.course_id).toEqual([
      'যে কোর্সের শিক্ষার্থী ও অভিভাবকেরা এটি পাবেন, সেটি বেছে নিন।',
    ]);
    const english = await refusals.smsWithoutAudience(ENGLISH);
    expect(english.body.errors.message).toEqual([
      'The message takes 11 SMS parts; at most 10 are allowed.',
    ]);
    expect(english.body.errors.course_id).toEqual([
      'Choose the course whose students and parents receive it.',
    ]);
  });

  it("words a complainant's answer and status in Bangla and in English", async () => {
    const bangla = await refusals.answeredComplaint(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors).toEqual({
      answer: ['উত্তর ঘরটি পাঠানো যাবে না।'],
      status: ['অবস্থা ঘরটি পাঠানো যাবে না।'],
    });
    expect((await refusals.answeredComplaint(ENGLISH)).body.errors).toEqual({
      answer: ['The answer field is prohibited.'],
      status: ['The status field is prohibited.'],
    });
  });

  it("words a student import's row checks in Bangla and in English", async () => {
    const rowsOf = (body: { data?: { rows: RowErrors[] }; rows?: RowErrors[] }) =>
      (body.data?.rows ?? body.rows ?? []).map((r) => r.errors.course);
    const bangla = await refusals.importRows(BANGLA);
    expect(rowsOf(bangla.body)).toEqual([
      ['বেছে নেওয়া কোর্সটি সঠিক নয়।'],
      ['শুরুর তারিখ দিলে কোর্সও দিতে হবে।'],
    ]);
    const english = await refusals.importRows(ENGLISH);
    expect(rowsOf(english.body)).toEqual([
      ['The selected course is invalid.'],
      ['The course field is required when start date is present.'],
    ]);
  });

  it("words the site's text settings in Bangla by their labels, and in English", async () => {
    const bangla = await refusals.wrongSettings(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors).toEqual({
      site_name: ['সাইটের নাম ঘরটি পূরণ করা আবশ্যক।'],
      email: ['ই-মেইল একটি সঠিক ই-মেইল ঠিকানা হতে হবে।'],
      nonsense: ['nonsense general গ্রুপের কোনো সেটিং নয়।'],
    });
    expect((await refusals.wrongSettings(ENGLISH)).body.errors).toEqual({
      site_name: ['The site name field is required.'],
      email: ['The email must be a valid email address.'],
      nonsense: ['The nonsense is not a setting of the general group.'],
    });
  });

  it('words the rules of slides, slugs and menus in Bangla and in English', async () => {
    const slide = await refusals.slideFromElsewhere(BANGLA);
    expect(slide.status).toBe(422);
    expect(slide.body.errors.embed_url?.[0]).toMatch(
      /^এমবেড URL এই সাইটগুলোর কোনো একটির https ঠিকানা হতে হবে: www\.youtube\.com, .+।$/,
    );
    const slug = await refusals.wrongSlug(BANGLA);
    expect(slug.status).toBe(422);
    expect(slug.body.errors.slug).toEqual([
      'স্লাগে শুধু ছোট হাতের ইংরেজি অক্ষর, সংখ্যা আর এদের মাঝে একটি করে হাইফেন থাকতে পারে।',
    ]);
    const menu = await refusals.wrongMenu(BANGLA);
    expect(menu.status).toBe(422);
    expect(menu.body.errors).toEqual({
      'items.0.label': ['লেবেল দেওয়া আবশ্যক।'],
      'items.0.page_id': ['একটি পাতা বেছে নিন।'],
    });
    expect((await refusals.slideFromElsewhere(ENGLISH)).body.errors.embed_url?.[0]).toMatch(
      /^The embed url must be an https address on www\.youtube\.com, .+\.$/,
    );
    expect((await refusals.wrongSlug(ENGLISH)).body.errors.slug).toEqual([
      'The slug may contain only lowercase letters, numbers and single hyphens between them.',
    ]);
    expect((await refusals.wrongMenu(ENGLISH)).body.errors).toEqual({
      'items.0.label': ['The label field is required.'],
      'items.0.page_id': ['Choose a page.'],
    });
  });

  it("words a referral code's rule and a taken account e-mail in Bangla and in English", async () => {
    const code = await refusals.shortReferralCode(BANGLA);
    expect(code.status).toBe(422);
    expect(code.body.errors.code).toEqual([
      'রেফারেল কোড এই অক্ষরগুলোর ৪ থেকে ২০টি দিয়ে হতে হবে: ABCDEFGHJKMNPQRSTUVWXYZ23456789।',
    ]);
    const email = await refusals.takenParentEmail(BANGLA);
    expect(email.status).toBe(422);
    expect(email.body.errors.email).toEqual(['এই ই-মেইল আগেই নেওয়া হয়েছে।']);
    expect((await refusals.shortReferralCode(ENGLISH)).body.errors.code).toEqual([
      'The referral code must be 4 to 20 of these characters: ABCDEFGHJKMNPQRSTUVWXYZ23456789.',
    ]);
    expect((await refusals.takenParentEmail(ENGLISH)).body.errors.email).toEqual([
      'The email has already been taken.',
    ]);
  });

  it('words a refused sign-in in Bangla and in English', async () => {
    const wrong = await refusals.wrongSignIn(BANGLA);
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('ই-মেইল / পাসওয়ার্ডের এই জোড়াটি সঠিক নয়');
    expect(wrong.body.errors.email).toEqual(['ই-মেইল / পাসওয়ার্ডের এই জোড়াটি সঠিক নয়']);
    const empty = await refusals.emptySignIn(BANGLA);
    expect(empty.body.errors).toEqual({
      email: ['ই-মেইল দেওয়া আবশ্যক।'],
      password: ['পাসওয়ার্ড দেওয়া আবশ্যক।'],
    });
    const english = await refusals.wrongSignIn(ENGLISH);
    expect(english.body.message).toBe('The email / password combination is invalid');
    expect(english.body.errors.email).toEqual(['The email / password combination is invalid']);
    expect((await refusals.emptySignIn(ENGLISH)).body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it("words a chat list's paging in Bangla, with Bangla digits, and in English", async () => {
    const bangla = await refusals.chatPaging(BANGLA);
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors.per_page).toEqual([
      'প্রতি পাতার সংখ্যা (per_page) ১ থেকে ২০০ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
    ]);
    expect((await refusals.chatPaging(ENGLISH)).body.errors.per_page).toEqual([
      'The per_page must be a whole number from 1 to 200.',
    ]);
  });
});
