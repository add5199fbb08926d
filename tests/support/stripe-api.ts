/**
 * A local HTTP server that speaks the part of Stripe's API online payment uses (creating a
 * Checkout Session), so the real `stripe` SDK is tested over real HTTP, and a page standing in
 * for Stripe's hosted checkout. Tests read the sessions made and build the signed
 * `checkout.session.completed` notice Stripe would post for one, with Stripe's own signing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  /** The form Stripe received, flat (`metadata[order_id]`, `line_items[0][price_data][unit_amount]`). */
  form: Record<string, string>;
  orderId: number;
  /** Minor units. */
  amount: number;
  url: string;
}

export interface FakeStripe {
  /** `STRIPE_API_BASE` for the server under test. */
  url: string;
  sessions: FakeSession[];
  authorizations: (string | undefined)[];
  /**
   * While on, making a session fails as Stripe does when it cannot serve one (500, not to be
   * retried), and nothing is made.
   */
  setFailing(failing: boolean): void;
  /** The notice Stripe posts once `session` is paid, as sent: the body and its signature header. */
  completedWebhook(
    session: FakeSession,
    secret: string,
    options?: { paymentIntent?: string },
  ): { body: string; signature: string };
  close(): Promise<void>;
}

const signer = new Stripe('sk_test_signer');

/** The metadata the session was made with (`metadata[order_id]` → `order_id`), as Stripe keeps it. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name === undefined ? [] : [[name, value]];
    }),
  );
}

function sessionJson(session: FakeSession, paid: boolean, paymentIntent: string | null) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    url: paid ? null : session.url,
    amount_total: session.amount,
    currency: session.form.currency ?? session.form['line_items[0][price_data][currency]'],
    client_reference_id: session.form.client_reference_id ?? null,
    metadata: metadataOf(session.form),
    payment_status: paid ? 'paid' : 'unpaid',
    status: paid ? 'complete' : 'open',
    payment_intent: paymentIntent,
    success_url: session.form.success_url,
    cancel_url: session.form.cancel_url,
  };
}

/** On `port`, or any free one. */
export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const sessions: FakeSession[] = [];
  const authorizations: (string | undefined)[] = [];
  let base = '';
  let failing = false;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (request.method === 'POST' && path === '/v1/checkout/sessions' && failing) {
        response.writeHead(500, {
          'content-type': 'application/json',
          'stripe-should-retry': 'false',
        });
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Unavailable' } }));
        return;
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        authorizations.push(request.headers.authorization);
        const form = Object.fromEntries(new URLSearchParams(body));
        const id = `cs_test_${sessions.length + 1}`;
        const session: FakeSession = {
          id,
          form,
          orderId: Number(form['metadata[order_id]']),
          amount: Number(form['line_items[0][price_data][unit_amount]']),
          url: `${base}/pay/${id}`,
        };
        sessions.push(session);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(sessionJson(session, false, null)));
        return;
      }
      const page = /^\/pay\/(cs_test_\d+)$/.exec(path);
      if (request.method === 'GET' && page) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><title>Checkout</title><h1>Pay ${page[1]}</h1>`);
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    authorizations,
    setFailing: (on) => {
      failing = on;
    },
    completedWebhook(session, secret, { paymentIntent = `pi_for_${session.id}` } = {}) {
      const body = JSON.stringify({
        id: `evt_${session.id}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: sessionJson(session, true, paymentIntent) },
      });
      return {
        body,
        signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
