/**
 * GET /uploads/…: the stored files, to anyone with the address (the addresses are unguessable
 * names). From local disk through the static file server; from a bucket streamed by the app, with
 * the type, length and ETag the object was stored with.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../resources/errors';
import { UPLOADS_PREFIX } from '../../resources/files';
import type { S3Storage } from '../../resources/s3-storage';
import type { Uploads } from '../../resources/uploads';

function bucketRoute(app: FastifyInstance, storage: S3Storage): void {
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const object = await storage.read(`${UPLOADS_PREFIX}${request.params['*']}`);
    // The errors plugin answers it, in the request's language.
    if (!object) throw new NotFoundError();
    reply.header('content-type', object.contentType);
    // As the static file server answers for files on disk.
    reply.header('cache-control', 'public, max-age=0');
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    if (object.etag !== undefined) reply.header('etag', object.etag);
    return reply.send(object.body);
  });
}

export async function uploadRoutes(app: FastifyInstance, uploads: Uploads): Promise<void> {
  if (uploads.driver === 's3') {
    bucketRoute(app, uploads.storage);
    return;
  }
  mkdirSync(uploads.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads.root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
  });
}
