/**
 * A tutoring request's fee paid online, as the admin sees it: with a fee and online payment set
 * for this test only, a visitor sends the public form and is given the (fake) Stripe page; the
 * test posts the signed `checkout.session.completed` Stripe would send, and the admin finds the
 * request's fee paid in the list's Fee column.
 */
import { expect, rowWith, test, unique } from './fixtures';
import { e2eStripe } from './fake-stripe';
import { startFakeStripe } from '../support/stripe-api';

test.use({ as: 'admin' });

test('the admin sees a tutoring request whose fee was paid online as paid', async ({
  page,
  baseURL,
  api,
}) => {
  const stripeSettings = e2eStripe(Number(new URL(baseURL!).port));
  const stripe = await startFakeStripe(stripeSettings.port);
  const accounts = await api.get('bank-account');
  const [account] = accounts.body.data as { id: number }[];
  await api.post('payment-settings', {
    online_bank_account_id: account!.id,
    tutoring_request_fee: '300',
  });
  const student = unique('Fee Payer');
  try {
    const sent = await page.request.post('/api/public/tutoring-request', {
      data: {
        guardian_name: 'Salma Khatun',
        email: 'salma.fee@example.com',
        phone: '+880 1711-999000',
        student_name: student,
      },
    });
    expect(sent.status()).toBe(201);
    const { checkout_url } = (await sent.json()) as { checkout_url: string };
    const session = stripe.sessions.at(-1)!;
    expect(checkout_url).toBe(session.url);

    const { body, signature } = stripe.completedWebhook(session, stripeSettings.webhookSecret);
    const delivered = await page.request.post('/api/online-payment/webhook/stripe', {
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      data: body,
    });
    expect(delivered.status()).toBe(200);

    await page.goto('/admin/tutoring_request');
    const row = rowWith(page, student);
    await expect(page.getByRole('columnheader', { name: 'Fee', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  } finally {
    await api.post('payment-settings', { online_bank_account_id: '', tutoring_request_fee: '0' });
    await stripe.close();
  }
});
