/**
 * The learners' side of orders: a student reads only their own orders, payments and receipts, a
 * parent their children's; another student's order answers 404. The receipt's amounts, methods
 * and running balance, and the dashboard's unpaid_orders and payments counters, checked against
 * rows worked by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDue } from '../../schema';
import { placeOrder } from '../support/orders';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

type Body = Record<string, unknown>;
type Kind = 'admin' | 'tutor' | 'student' | 'parent';

let server: TestServer;
const tokens = {} as Record<Kind, string>;
let demoStudent: number;
let otherStudent: number;
/**
 * The demo student's order placed here: 1,000.00 + 50.00 tax + 25.00 other − 100.00 (WELCOME10,
 * 10 % of the price) = 975.00, paid in two parts, 50.00 of it refunded.
 */
let ownOrder: Awaited<ReturnType<typeof placeOrder>>;
/** Another family's order, with one payment. */
let otherOrder: Awaited<ReturnType<typeof placeOrder>>;

const get = (path: string, as: Kind) => server.request<Body>('GET', path, { token: tokens[as] });
const rows = async (path: string, as: Kind) => {
  const response = await get(path, as);
  expect(response.status, `${path} as ${as}`).toBe(200);
  return response.body.data as Body[];
};

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login('admin@academy.test');
  tokens.tutor = await server.login('employee@academy.test');
  tokens.student = await server.login('student@academy.test');
  tokens.parent = await server.login('parent@academy.test');
  demoStudent = await idWhere(server, 'students', 'email', 'student@academy.test');
  otherStudent = await idWhere(server, 'students', 'email', 'rafi.ahmed@students.academy.test');
  const course = await idWhere(server, 'courses', 'title', 'O Level Mathematics');
  const admission = await idWhere(
    server,
    'courses',
    'title',
    'Engineering Admission Physics & Chemistry',
  );
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
  // Paid and given back in full: the order is closed and owes nothing.
  await placeOrder(server, tokens.admin, {
    student_id: demoStudent,
    course_id: admission,
    ordered_at: '2026-01-15',
    subtotal: 500,
    payments: [
      { kind: 'payment', amount: 500, date: '2026-01-15' },
      { kind: 'refund', amount: 500, date: '2026-01-16' },
    ],
  });
  otherOrder = await placeOrder(server, tokens.admin, {
    student_id: otherStudent,
    course_id: course,
    ordered_at: '2026-01-10',
    subtotal: 500,
    payments: [{ kind: 'payment', amount: 100, date: '2026-01-11' }],
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('a student', () => {
  it('lists only their own orders and payments', async () => {
    const orders = await rows('/api/order?per_page=100', 'student');
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o.student_id === demoStudent)).toBe(true);
    expect(orders.map((o) => o.id)).toContain(ownOrder.orderId);
    expect(orders.map((o) => o.id)).not.toContain(otherOrder.orderId);
    const payments = await rows('/api/order-payment?per_page=100', 'student');
    expect(payments.every((p) => p.student_id === demoStudent)).toBe(true);
    expect(payments.map((p) => p.id)).not.toContain(otherOrder.paymentIds[0]);
  });

  it("reads one order's payment history through the order filter", async () => {
    const history = await rows(
      `/api/order-payment?filter[order_id]=${ownOrder.orderId}`,
      'student',
    );
    expect(history.map((p) => [p.kind, p.amount]).sort()).toEqual([
      ['payment', 400],
      ['payment', 575],
      ['refund', 50],
    ]);
  });

  it("gets 404 for another student's order, payment and receipt", async () => {
    expect((await get(`/api/order/${otherOrder.orderId}`, 'student')).status).toBe(404);
    expect((await get(`/api/order-payment/${otherOrder.paymentIds[0]}`, 'student')).status).toBe(
      404,
    );
    expect((await get(`/api/order/${otherOrder.orderId}/receipt`, 'student')).status).toBe(404);
    expect((await get('/api/order/999999/receipt', 'student')).status).toBe(404);
  });

  it('gets the receipt of their order: line items, each movement with method and balance', async () => {
    const response = await get(`/api/order/${ownOrder.orderId}/receipt`, 'student');
    expect(response.status).toBe(200);
    const receipt = response.body.data as Body;
    expect(receipt.order).toMatchObject({
      order_no: ownOrder.orderNo,
      ordered_at: '2026-01-10',
      subtotal: 1000,
      tax: 50,
      other_cost: 25,
      discount: 100,
      coupon_code: 'WELCOME10',
      total: 975,
      amount_paid: 975,
      amount_refunded: 50,
      payment_status: 'partial',
    });
    expect(receipt.student).toMatchObject({ id: demoStudent, full_name: expect.any(String) });
    expect(receipt.course).toMatchObject({ title: 'O Level Mathematics' });
    // 975.00 − 400.00 = 575.00 due; − 575.00 → 0; the 50.00 given back is owed again.
    expect(
      (receipt.payments as Body[]).map((p) => [p.kind, p.amount, p.method, p.reference, p.balance]),
    ).toEqual([
      ['payment', 400, 'Cash', 'R-1', 575],
      ['payment', 575, 'Cash', 'R-2', 0],
      ['refund', 50, 'Cash', 'RF-1', 50],
    ]);
    expect(receipt.due).toBe(50);
  });
});

describe('a parent', () => {
  it("lists their children's orders and payments only", async () => {
    const orders = await rows('/api/order?per_page=100', 'parent');
    expect(orders.map((o) => o.id)).toContain(ownOrder.orderId);
    expect(orders.every((o) => o.student_id === demoStudent)).toBe(true);
    const payments = await rows('/api/order-payment?per_page=100', 'parent');
    expect(payments.map((p) => p.id)).toEqual(expect.arrayContaining(ownOrder.paymentIds));
    expect(payments.every((p) => p.student_id === demoStudent)).toBe(true);
  });

  it("gets a child's receipt, and 404 for another family's", async () => {
    expect((await get(`/api/order/${ownOrder.orderId}/receipt`, 'parent')).status).toBe(200);
    expect((await get(`/api/order/${otherOrder.orderId}`, 'parent')).status).toBe(404);
    expect((await get(`/api/order/${otherOrder.orderId}/receipt`, 'parent')).status).toBe(404);
  });
});

describe('staff', () => {
  it("the admin gets any order's receipt; a tutor, who may not read orders, gets 403", async () => {
    const response = await get(`/api/order/${otherOrder.orderId}/receipt`, 'admin');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ due: 400, payments: [{ balance: 400 }] });
    expect((await get(`/api/order/${ownOrder.orderId}/receipt`, 'tutor')).status).toBe(403);
  });
});

describe('dashboard counters', () => {
  /** Orders with something due (schema/order-balance.ts) and payment rows, from the API's rows. */
  async function fromRows(as: Kind) {
    const orders = await rows('/api/order?per_page=100', as);
    const payments = await rows('/api/order-payment?per_page=100', as);
    return {
      unpaid_orders: orders.filter(
        (o) =>
          orderDue({
            total: Number(o.total),
            amount_paid: Number(o.amount_paid),
            amount_refunded: Number(o.amount_refunded),
          }) > 0,
      ).length,
      payments: payments.filter((p) => p.kind === 'payment').length,
    };
  }

  it.each(['student', 'parent'] as const)(
    "count the %s's unpaid orders and payments",
    async (as) => {
      const counters = ((await get('/api/dashboard/report', as)).body.data as Body)
        .counters as Body;
      // Owing: the demo data's part-paid maths order and the order placed here with 50.00 given
      // back; the order given back in full is closed. Payments: the demo data's 2 + 1, and 2 + 1
      // placed here; refunds do not count.
      const byHand = { unpaid_orders: 2, payments: 6 };
      expect(counters).toMatchObject(byHand);
      expect(await fromRows(as)).toEqual(byHand);
    },
  );

  it('are not given to staff', async () => {
    const counters = ((await get('/api/dashboard/report', 'admin')).body.data as Body)
      .counters as Body;
    expect(counters).not.toHaveProperty('unpaid_orders');
    expect(counters).not.toHaveProperty('payments');
  });
});
