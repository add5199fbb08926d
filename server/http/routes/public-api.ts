/**
 * The public site's API (docs/API.md "Public API"), built from public-api.config.ts: read-only
 * answers for anyone, with HTTP validators, and the public forms, each limited per IP. The
 * tutoring request form may ask the centre's fee, paid online (its `GET` tells the site the
 * fee; `fee/{reference}` is the fee's page's state and a new payment page). No route here reads
 * the bearer token, so a signed-in visitor gets exactly what anyone gets.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicForm, PublicRead } from '../../../schema/public-api';
import { publicApi } from '../../../public-api.config';
import { requestLanguage } from '../../i18n/translate';
import { anonymousContext } from '../../resources/context';
import { momentsAt } from '../../public-api/conditions';
import {
  entityTag,
  httpDate,
  isNotModified,
  PUBLIC_CACHE_CONTROL,
} from '../../public-api/http-cache';
import { parsePublicListQuery } from '../../public-api/list-params';
import { listPublic, showPublic, type PublicAnswer, type ReadScope } from '../../public-api/read';
import { centrePaymentSettings } from '../../domain/payments/centre-payment-settings';
import type { PaymentProvider } from '../../domain/payments/provider';
import { configuredProvider } from '../../domain/payments/providers';
import {
  publicTutoringRequestFee,
  retryTutoringRequestFee,
  submitTutoringRequest,
  tutoringRequestFeeState,
  type FeeAnswer,
} from '../../domain/payments/tutoring-request-fee';
import type { Context } from '../../resources/context';
import { submitPublicForm } from '../../public-api/submit-form';
import { tutoringRequest } from '../../../resources/requests';
import { readerOf } from '../reader';

const BASE = '/api/public';

/** Public data, no credentials: any site may read it from the browser. */
function allowAnyOrigin(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', 'ETag, Last-Modified');
}

function send(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer) {
  const body = JSON.stringify(answer.body);
  const tag = entityTag(body);
  allowAnyOrigin(reply);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('etag', tag);
  if (answer.lastModified) reply.header('last-modified', httpDate(answer.lastModified));
  if (isNotModified(request.headers, tag, answer.lastModified)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Checkout links (courses) point at the app only while online payment is on. */
async function readScope(
  app: FastifyInstance,
  read: PublicRead,
  hasProvider: boolean,
): Promise<ReadScope> {
  const { db, settings } = app.services;
  const paying =
    read.checkoutLink && hasProvider && (await centrePaymentSettings(db)).bankAccountId !== null;
  return { moments: momentsAt(), checkoutAppUrl: paying ? settings.appUrl : undefined };
}

function readRoutes(app: FastifyInstance, read: PublicRead, hasProvider: boolean): void {
  const path = `${BASE}/${read.path}`;
  const db = () => app.services.db;
  app.get(path, async (request, reply) => {
    const params = parsePublicListQuery(
      read,
      request.query as Record<string, unknown>,
      readerOf(request),
    );
    return send(
      request,
      reply,
      await listPublic(db(), read, params, await readScope(app, read, hasProvider)),
    );
  });
  if (read.show) {
    app.get(`${path}/:key`, async (request: FastifyRequest<{ Params: { key: string } }>, reply) =>
      send(
        request,
        reply,
        await showPublic(db(), read, request.params.key, await readScope(app, read, hasProvider)),
      ),
    );
  }
  // Read-only: any other method is answered 405 with what is allowed.
  for (const url of read.show ? [path, `${path}/:key`] : [path]) {
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      handler: async (_request, reply) =>
        reply.status(405).header('allow', 'GET, HEAD').send({ message: 'Method not allowed.' }),
    });
  }
}

/**
 * A form whose sending may ask a payment: how it is stored, what the site is told of the fee, and
 * the fee's own page: its state, and a new provider page while it is unpaid.
 */
interface PaidForm {
  submit: typeof submitTutoringRequest;
  fee: typeof publicTutoringRequestFee;
  state: typeof tutoringRequestFeeState;
  retry: typeof retryTutoringRequestFee;
}

/** By the form's resource, named from its config object. */
const PAID_FORMS: Readonly<Record<string, PaidForm>> = {
  [tutoringRequest.name]: {
    submit: submitTutoringRequest,
    fee: publicTutoringRequestFee,
    state: tutoringRequestFeeState,
    retry: retryTutoringRequestFee,
  },
};

/**
 * The fee page polls its state while the provider's notice is on its way; a new provider page is
 * a call to the provider, so it is limited as tightly as sending the form.
 */
const FEE_STATE_LIMIT = { max: 120, timeWindow: '10 minutes' } as const;

async function submitForm(
  request: FastifyRequest,
  ctx: Context,
  form: PublicForm,
  provider: PaymentProvider | undefined,
  body: Record<string, unknown>,
): Promise<FeeAnswer> {
  const paid = PAID_FORMS[form.resource];
  if (!paid) {
    await submitPublicForm(ctx, form, body);
    return {};
  }
  const { answer, providerError } = await paid.submit(ctx, provider, form, body);
  if (providerError !== undefined)
    request.log.error({ err: providerError }, 'tutoring request stored; its fee page failed');
  return answer;
}

function feeRoutes(app: FastifyInstance, form: PublicForm, provider: PaymentProvider | undefined) {
  const paid = PAID_FORMS[form.resource];
  if (!paid) return;
  app.get(`${BASE}/${form.path}`, async (_request, reply) => {
    allowAnyOrigin(reply);
    reply.header('cache-control', 'no-store');
    return { data: await paid.fee(app.services.db, provider) };
  });
  const contextOf = (request: FastifyRequest) =>
    anonymousContext(app.services, requestLanguage(request.headers['accept-language']));
  type WithReference = FastifyRequest<{ Params: { reference: string } }>;
  const stateLimit = app.rateLimit({ ...FEE_STATE_LIMIT, groupId: `public-fee:${form.path}` });
  app.get(
    `${BASE}/${form.path}/fee/:reference`,
    { onRequest: stateLimit },
    async (request: WithReference, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await paid.state(contextOf(request), request.params.reference) };
    },
  );
  const retryLimit = app.rateLimit({ ...form.rateLimit, groupId: `public-fee-page:${form.path}` });
  app.post(
    `${BASE}/${form.path}/fee/:reference/checkout`,
    { onRequest: retryLimit },
    async (request: WithReference, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await paid.retry(contextOf(request), provider, request.params.reference);
      return reply.status(201).send({ status: true, data });
    },
  );
}

function formRoutes(
  app: FastifyInstance,
  form: PublicForm,
  provider: PaymentProvider | undefined,
): void {
  // One limiter for the form and its older paths, so the aliases do not add up; its group names
  // the form's count in the database.
  const limit = app.rateLimit({ ...form.rateLimit, groupId: `public-form:${form.path}` });
  for (const url of [`${BASE}/${form.path}`, ...form.aliases]) {
    // A site on another origin posting JSON asks first (CORS preflight).
    app.options(url, async (_request, reply) => {
      allowAnyOrigin(reply);
      reply.header('access-control-allow-methods', 'POST');
      reply.header('access-control-allow-headers', 'content-type');
      reply.header('access-control-max-age', '86400');
      return reply.status(204).send();
    });
    app.post(url, { onRequest: limit }, async (request, reply) => {
      const { body } = await request.readBody();
      const language = requestLanguage(request.headers['accept-language']);
      const payment = await submitForm(
        request,
        anonymousContext(app.services, language),
        form,
        provider,
        body,
      );
      allowAnyOrigin(reply);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ status: true, message: form.message, ...payment });
    });
  }
  feeRoutes(app, form, provider);
}

export async function publicApiRoutes(app: FastifyInstance): Promise<void> {
  const provider = configuredProvider(app.services.settings.onlinePayment);
  for (const read of publicApi.reads) readRoutes(app, read, provider !== undefined);
  for (const form of publicApi.forms) formRoutes(app, form, provider);
}
