/**
 * Builds the Fastify app: plugins first (services, body, auth, rate limit, realtime), then
 * routes, then the static app. No module-level state, so tests build as many apps as they need.
 */
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Settings } from '../config/env';
import type { Connection } from '../db/connection';
import { userView } from '../domain/auth/user-view';
import { createMailer } from '../domain/mail/mailer';
import { createWebPushSender } from '../domain/notifications/web-push/send';
import { clientSettings, realtimePlugin } from '../realtime';
import { can } from '../resources/context';
import { CountCache } from '../resources/count-cache';
import { parseQueryString } from '../resources/form-body';
import { openApiDocument } from '../resources/openapi';
import type { ServedResources } from '../resources/served';
import { productResources } from '../resources.server';
import { uploadsFor } from '../resources/uploads';
import { authPlugin } from './plugins/auth';
import { bodyPlugin } from './plugins/body';
import { installErrorHandler } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { notificationQueuePlugin } from './plugins/notification-queue';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { servicesPlugin } from './plugins/services';
import { arrangeOrderRoutes } from './routes/arrange-order';
import { attendanceRoutes } from './routes/attendance';
import { billingRoutes } from './routes/billing';
import { authRoutes } from './routes/auth';
import { ownProfileRoutes } from './routes/own-profile';
import { conversionTableRoutes } from './routes/conversion-tables';
import { examAnalysisRoutes } from './routes/exam-analysis';
import { dashboardRoutes } from './routes/dashboard';
import { financeRoutes } from './routes/finance';
import { affiliateRoutes } from './routes/affiliates';
import { examAttemptRoutes } from './routes/exam-attempts';
import { examCloneRoutes } from './routes/exam-clone';
import { examResultRoutes } from './routes/exam-results';
import { menuPermissionRoutes } from './routes/menu-permissions';
import { messageRoutes } from './routes/messages';
import { orderRoutes } from './routes/orders';
import { onlinePaymentRoutes } from './routes/online-payments';
import { notificationRoutes } from './routes/notifications';
import { campaignRoutes } from './routes/campaigns';
import { orderReceiptRoutes } from './routes/order-receipts';
import { pdfDocumentRoutes } from './routes/pdf-documents';
import { publicApiRoutes } from './routes/public-api';
import { pushSubscriptionRoutes } from './routes/push-subscriptions';
import { resourceRoutes } from './routes/resources';
import { scheduleSessionRoutes } from './routes/schedule-sessions';
import { siteRoutes } from './routes/site';
import { staticRoutes } from './routes/static';
import { uploadRoutes } from './routes/uploads';
import { tutoringRequestRoutes } from './routes/tutoring-requests';
import { siteContentRoutes } from './routes/site-content';
import { editorImageRoutes } from './routes/editor-images';
import { studentImportRoutes } from './routes/student-import';

export const VERSION = '1.0.0';

/** "Trust the nearest n proxies", as a function: Fastify's types take no number. */
const hopsOf =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** What the app serves; the product's resources unless a test gives a set of its own. */
export interface AppOptions {
  resources?: ServedResources;
}

export async function buildApp(
  settings: Settings,
  connection: Connection,
  { resources = productResources }: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      settings.env === 'test' ? false : { level: settings.env === 'production' ? 'info' : 'warn' },
    bodyLimit: 2 * 1024 * 1024,
    // Behind a proxy, the visitor's address (rate limits) comes from X-Forwarded-For: TRUST_PROXY.
    trustProxy:
      typeof settings.trustProxy === 'number' ? hopsOf(settings.trustProxy) : settings.trustProxy,
    routerOptions: {
      maxParamLength: 200,
      ignoreTrailingSlash: true,
      // filter[field]=v and filter[field][]=v, as Laravel reads them.
      querystringParser: parseQueryString,
    },
  });
  installErrorHandler(app);
  const uploads = uploadsFor(settings);
  await app.register(servicesPlugin, {
    db: connection.db,
    dialect: connection.dialect,
    settings,
    storage: uploads.storage,
    mailer: createMailer(connection.db, settings.mail),
    webPush: createWebPushSender(connection.db, settings.webPush),
    counts: new CountCache(settings.listCountSeconds * 1000),
    resources,
  });
  // API answers are compressed on the fly at a cheap brotli level; the app's assets come
  // precompressed from the build.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(bodyPlugin);
  await app.register(inputGuardPlugin);
  await app.register(notificationQueuePlugin);
  await app.register(authPlugin);
  // Only routes that opt in (sign-in, the account flows, the public forms) are limited per IP,
  // counted in the database so that every instance on it enforces the one limit.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore({ db: connection.db }),
  });

  const { realtime } = settings;
  await app.register(realtimePlugin, {
    appId: realtime.appId,
    key: realtime.key,
    secret: realtime.secret,
    authenticate: async (request) => {
      const session = await request.session();
      if (!session) return null;
      const view = userView(session.found, session.ability);
      return {
        id: session.actor.id,
        name: String(view.name),
        image: String(view.image),
        kind: session.actor.kind,
        mayChat: can(session.actor, 'read', 'Message'),
      };
    },
  });

  app.get('/api/health', async () => ({ status: 'ok', version: VERSION }));
  app.get('/api/broadcasting/config', async () => ({ data: clientSettings(realtime) }));
  const openapi = openApiDocument(resources.all, VERSION);
  app.get('/api/docs/openapi.json', async () => openapi);
  await app.register(authRoutes);
  await app.register(ownProfileRoutes);
  await app.register(dashboardRoutes);
  await app.register(notificationRoutes);
  await app.register(pushSubscriptionRoutes);
  await app.register(campaignRoutes);
  await app.register(messageRoutes);
  await app.register(arrangeOrderRoutes);
  await app.register(menuPermissionRoutes);
  await app.register(scheduleSessionRoutes);
  await app.register(tutoringRequestRoutes);
  await app.register(siteContentRoutes);
  await app.register(editorImageRoutes);
  await app.register(studentImportRoutes);
  await app.register(attendanceRoutes);
  await app.register(billingRoutes);
  await app.register(conversionTableRoutes);
  await app.register(examAnalysisRoutes);
  await app.register(examAttemptRoutes);
  await app.register(examCloneRoutes);
  await app.register(examResultRoutes);
  await app.register(financeRoutes);
  await app.register(affiliateRoutes);
  await app.register(orderRoutes);
  await app.register(orderReceiptRoutes);
  await app.register(pdfDocumentRoutes);
  await app.register(onlinePaymentRoutes);
  await app.register(publicApiRoutes);
  await app.register(siteRoutes);
  await app.register(resourceRoutes);
  await app.register(uploadRoutes, uploads);
  await app.register(staticRoutes);
  return app;
}
