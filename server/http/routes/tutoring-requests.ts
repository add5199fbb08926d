/**
 * Tutoring requests beyond the generic resource routes: the public site's form, and turning a
 * request into a student with a parent and an enrolment (docs/API.md "Tutoring requests").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { convertTutoringRequest } from '../../domain/tutoring/convert-request';
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
      const data = await convertTutoringRequest(await request.context(), id, body);
      const course = await app.services.db
        .selectFrom('courses')
        .select('title')
        .where('id', '=', Number(data.enrolment.course_id))
        .executeTakeFirst();
      return {
        status: true,
        message: `${String(data.student.full_name)} is now a student, enrolled in ${String(course?.title)}.`,
        data,
      };
    },
  );
}
