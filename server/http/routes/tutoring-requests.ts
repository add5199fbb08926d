/**
 * Tutoring requests beyond the generic resource routes: the public site's form, and turning a
 * request into a student with a parent and an enrolment (docs/API.md "Tutoring requests").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conversionMessage, convertTutoringRequest } from '../../domain/tutoring/convert-request';
import { submitTutoringRequest } from '../../domain/tutoring/public-request';
import { NotFoundError } from '../../resources/errors';
import { publicFormLimit } from '../plugins/rate-limits';

export async function tutoringRequestRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/tutoring-request/public', publicFormLimit, async (request, reply) => {
    const { body } = await request.readBody();
    await submitTutoringRequest(await request.context(), body);
    return reply.status(201).send({
      status: true,
      message: 'Thank you! We have received your request and will contact you soon.',
    });
  });

  app.post(
    '/api/tutoring-request/:id/convert',
    async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError();
      const { body } = await request.readBody();
      const ctx = await request.context();
      const data = await convertTutoringRequest(ctx, id, body);
      return { status: true, message: await conversionMessage(ctx, data), data };
    },
  );
}
