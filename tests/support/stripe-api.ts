/**
 * A local HTTP server that speaks the part of Stripe's API online payment uses (creating,
 * expiring and retrieving a Checkout Session), so the real `stripe` SDK is tested over real HTTP,
 * and a page standing in for Stripe's hosted checkout. Tests read the sessions made and pay one:
 * `completedWebhook` completes it and builds the signed `checkout.session.completed` notice Stripe
 * would post, with Stripe's own signing. As at Stripe, only an open session can be expired, and an
 * expired one can no longer be paid.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { OnlinePaymentSettings } from '../../server/config/online-payment-settings';

export interface FakeSession {
  id: string;
  /** The form Stripe received, flat (`metadata[order_id]`, `line_items[0][price_data][unit_amount]`). */
  form: Record<string, string>;
  orderId: number;
  /** Minor units. */
  amount: number;
  url: string;
  status: 'open' | 'complete' | 'expired';
}

export interface FakeStripe {
  /** `STRIPE_API_BASE` for the server under test. */
  url: string;
  sessions: FakeSession[];
  authorizations: (string | undefined)[];
  /**
   * While on, every call fails as Stripe does when it cannot serve one (500, not to be retried),
   * and nothing is made or changed.
   */
  setFailing(failing: boolean): void;
  /**
   * Pays `session`: it becomes complete, and the answer is the notice Stripe posts then, as sent
   * (the body and its signature header). Throws for an expired session, which Stripe's page no
   * longer lets anyone pay.
   */
  completedWebhook(
    session: FakeSession,
    secret: string,
    options?: { paymentIntent?: string },
  ): { body: string; signature: string };
  /**
   * A forger's copy of that notice for `session`, signed with `secret` (not the endpoint's): the
   * session is not paid, and stays as it was.
   */
  forgedWebhook(session: FakeSession, secret: string): { body: string; signature: string };
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

function sessionJson(session: FakeSession, paymentIntent: string | null) {
  const paid = session.status === 'complete';
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    url: session.status === 'open' ? session.url : null,
    amount_total: session.amount,
    currency: session.form.currency ?? session.form['line_items[0][price_data][currency]'],
    client_reference_id: session.form.client_reference_id ?? null,
    metadata: metadataOf(session.form),
    payment_status: paid ? 'paid' : 'unpaid',
    status: session.status,
    payment_intent: paymentIntent,
    success_url: session.form.success_url,
    cancel_url: session.form.cancel_url,
  };
}

/** The `checkout.session.completed` notice of a complete `session`, signed with `secret`. */
function completedNotice(session: FakeSession, secret: string, paymentIntent: string) {
  const body = JSON.stringify({
    id: `evt_${session.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: sessionJson(session, paymentIntent) },
  });
  return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
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
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (path.startsWith('/v1/') && failing) {
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
          status: 'open',
        };
        sessions.push(session);
        answer(200, sessionJson(session, null));
        return;
      }
      const named = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      const expiring = request.method === 'POST' && named?.[2] !== undefined;
      const retrieving = request.method === 'GET' && named !== null && named[2] === undefined;
      if (named && (expiring || retrieving)) {
        const session = sessions.find((s) => s.id === named[1]);
        if (!session) {
          answer(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'session',
              message: `No such checkout.session: '${named[1]}'`,
            },
          });
          return;
        }
        if (expiring && session.status !== 'open') {
          answer(400, {
            error: {
              type: 'invalid_request_error',
              message: `Checkout Session ${session.id} is ${session.status}: only an open one can be expired.`,
            },
          });
          return;
        }
        if (expiring) session.status = 'expired';
        answer(200, sessionJson(session, null));
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
      if (session.status === 'expired')
        throw new Error(`${session.id} is expired: it cannot be paid`);
      session.status = 'complete';
      return completedNotice(session, secret, paymentIntent);
    },
    forgedWebhook: (session, secret) =>
      completedNotice({ ...session, status: 'complete' }, secret, `pi_for_${session.id}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The app's online payment settings with the SDK pointed at `stripe` (in taka, as the demo
 * centre charges): what a test server takes to pay through it.
 */
export function onlinePaymentThrough(
  stripe: FakeStripe,
  keys: { secretKey: string; webhookSecret: string },
): OnlinePaymentSettings {
  const { port } = new URL(stripe.url);
  return {
    currency: 'bdt',
    stripe: { ...keys, api: { host: '127.0.0.1', port: Number(port), protocol: 'http' } },
  };
}
