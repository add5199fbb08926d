/**
 * The built app (dist/) with history fallback. API paths (and /uploads/, served by uploads.ts)
 * never fall back to the app: an unknown /api route is a JSON 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Beside the repository root, wherever the server is started from.
export const DIST_DIR = fileURLToPath(new URL('../../../dist', import.meta.url));

export async function staticRoutes(app: FastifyInstance): Promise<void> {
  const hasApp = existsSync(join(DIST_DIR, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: DIST_DIR,
      prefix: '/',
      // Looked up per request, so a rebuilt dist/ is served without a restart.
      wildcard: true,
      // The build writes .br and .gz beside each asset (scripts/precompress.ts).
      preCompressed: true,
      index: false,
      // Hashed assets never change; index.html always revalidates.
      // Directories (the root above all) are app routes, not listings: fall through to the app.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi =
      path.startsWith('/api/') ||
      path === '/api' ||
      path.startsWith('/apps/') ||
      path.startsWith('/uploads/');
    if (request.method !== 'GET' || isApi || !hasApp)
      return reply.status(404).send({ message: 'Not found.' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html', DIST_DIR);
  });
}
