/**
 * The public site's content beyond the generic resource routes (docs/API.md "Public-site
 * content"): several gallery images uploaded at once, and a contact request answered by e-mail.
 */
import type { FastifyInstance } from 'fastify';
import { addGalleryImages } from '../../domain/site-content/gallery-upload';
import { replyToContactRequest } from '../../domain/site-content/contact-reply';
import { idsInPath, type WithIds } from '../path-ids';
import { readerOf } from '../reader';

type WithId = WithIds<'id'>;

export async function siteContentRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/gallery-category/:id/images', idsInPath(), async (request: WithId, reply) => {
    const id = request.params.id;
    const { body } = await request.readBody();
    const data = await addGalleryImages(await request.context(), id, body);
    return reply.status(201).send({
      status: true,
      message: readerOf(request).t('success.imagesAdded', { count: data.length }),
      data,
    });
  });

  app.post('/api/contact-request/:id/reply', idsInPath(), async (request: WithId) => {
    const id = request.params.id;
    const { body } = await request.readBody();
    const data = await replyToContactRequest(await request.context(), id, body);
    return {
      status: true,
      message: readerOf(request).t('success.replySent', { email: String(data.email) }),
      data,
    };
  });
}
