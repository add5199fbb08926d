/**
 * Online payment (docs/API.md "Online payment"): the centre's payment settings (an alias of the
 * `payment` settings group), whether online payment is on, a learner's checkout and payment of
 * an order, and the provider's webhook. The webhook's signature is over the exact bytes sent, so
 * its route alone reads the body raw; it answers 2xx to every genuine notice, recorded or not, so
 * the provider stops retrying, and 400 to one whose signature fails.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { configuredProvider } from '../../domain/payments/providers';
import { recordOnlinePayment } from '../../domain/payments/record-payment';
import {
  readPaymentSettings,
  savePaymentSettings,
} from '../../domain/payments/payment-settings-alias';
import {
  checkoutOnline,
  onlinePaymentConfig,
  payOrderOnline,
} from '../../domain/payments/start-payment';
import type { Context } from '../../resources/context';
import { idsInPath, type WithIds } from '../path-ids';

type WithId = WithIds<'id'>;

/** The largest webhook body read; Stripe's checkout notices are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function onlinePaymentRoutes(app: FastifyInstance): Promise<void> {
  const { db, dialect, settings, storage, counts, mailer, webPush, resources } = app.services;
  const provider = configuredProvider(settings.onlinePayment);
  // The provider's notice is the system's doing, not a signed-in user's.
  const system: Context = {
    db,
    dialect,
    actor: null,
    settings,
    storage,
    counts,
    mailer,
    webPush,
    resources,
  };

  app.get('/api/payment-settings', async (request) => ({
    data: await readPaymentSettings(await request.context()),
  }));

  const savePayment = async (request: FastifyRequest) => {
    const { body } = await request.readBody();
    return { status: true, data: await savePaymentSettings(await request.context(), body) };
  };
  // PUT, or POST as the contract allows for updates (`_method=PUT` is read and dropped).
  app.put('/api/payment-settings', savePayment);
  app.post('/api/payment-settings', savePayment);

  app.get('/api/online-payment/config', async (request) => ({
    data: await onlinePaymentConfig(await request.context(), provider),
  }));

  app.post('/api/online-payment/checkout', async (request, reply) => {
    await request.requireSession();
    const { body } = await request.readBody();
    const data = await checkoutOnline(await request.context(), provider, body);
    return reply.code(201).send({ status: true, data });
  });

  app.post('/api/online-payment/order/:id', idsInPath(), async (request: WithId, reply) => {
    await request.requireSession();
    const { body } = await request.readBody();
    const data = await payOrderOnline(await request.context(), provider, request.params.id, body);
    return reply.code(201).send({ status: true, data });
  });

  if (!provider) return;
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post(`/api/online-payment/webhook/${provider.name}`, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const payment = provider.verifyWebhook(body, request.headers);
      if (!payment) return { received: true, outcome: 'ignored' };
      const result = await recordOnlinePayment(system, payment);
      if (result.outcome === 'refused')
        request.log.warn({ payment, reason: result.reason }, 'online payment not recorded');
      return { received: true, outcome: result.outcome };
    });
  });
}
