/**
 * Tutoring requests beyond the generic resource routes: turning a request into a student with a
 * parent and an enrolment (docs/API.md "Tutoring requests"). The public site's form is declared
 * in public-api.config.ts.
 */
import type { FastifyInstance } from 'fastify';
import { conversionMessage, convertTutoringRequest } from '../../domain/tutoring/convert-request';
import { idsInPath, type WithIds } from '../path-ids';

export async function tutoringRequestRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/tutoring-request/:id/convert', idsInPath(), async (request: WithIds<'id'>) => {
    const id = request.params.id;
    const { body } = await request.readBody();
    const ctx = await request.context();
    const data = await convertTutoringRequest(ctx, id, body);
    return { status: true, message: await conversionMessage(ctx, data), data };
  });
}
