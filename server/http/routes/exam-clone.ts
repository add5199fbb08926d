/** `POST /api/exam/{id}/clone` (docs/API.md "Exam authoring"): a draft copy with its questions. */
import type { FastifyInstance } from 'fastify';
import { cloneExam } from '../../domain/assessment/authoring/clone-exam';
import { translatorFor } from '../../i18n/translate';
import { idsInPath, type WithIds } from '../path-ids';

const SUFFIX_KEY = 'app.questions.exam_clone.suffix';

export async function examCloneRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/exam/:id/clone', idsInPath(), async (request: WithIds<'id'>, reply) => {
    const ctx = await request.context();
    const suffix = translatorFor(ctx.language ?? 'en').text(SUFFIX_KEY) ?? SUFFIX_KEY;
    const data = await cloneExam(ctx, request.params.id, suffix);
    return reply.status(201).send({ data });
  });
}
