/**
 * Taking exams online (docs/API.md "Taking exams"): the student's exam list, starting or
 * resuming an attempt, its state, saving answers, submitting parts, and the review.
 */
import type { FastifyInstance } from 'fastify';
import { saveAnswer, readAttemptState, submitPart } from '../../domain/assessment/attempts/take';
import { attemptReview } from '../../domain/assessment/attempts/review';
import { startAttempt } from '../../domain/assessment/attempts/start';
import { listStudentExams } from '../../domain/assessment/attempts/student-exams';
import { idsInPath, type WithIds } from '../path-ids';

export async function examAttemptRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/student/exams', async (request) => listStudentExams(await request.context()));

  app.post('/api/exam/:id/attempt', idsInPath(), async (request: WithIds<'id'>, reply) => {
    const { created, state } = await startAttempt(await request.context(), request.params.id);
    return reply.status(created ? 201 : 200).send({ data: state });
  });

  app.get('/api/exam-attempt/:id/state', idsInPath(), async (request: WithIds<'id'>) => ({
    data: await readAttemptState(await request.context(), request.params.id),
  }));

  app.put(
    '/api/exam-attempt/:id/answers/:questionId',
    idsInPath(['id', 'questionId']),
    async (request: WithIds<'id' | 'questionId'>) => {
      const { body } = await request.readBody();
      const { id, questionId } = request.params;
      return {
        data: await saveAnswer(await request.context(), id, questionId, body),
      };
    },
  );

  app.post(
    '/api/exam-attempt/:id/parts/:position/submit',
    idsInPath(['id', 'position']),
    async (request: WithIds<'id' | 'position'>) => ({
      data: await submitPart(await request.context(), request.params.id, request.params.position),
    }),
  );

  app.get('/api/exam-attempt/:id/review', idsInPath(), async (request: WithIds<'id'>) => ({
    data: await attemptReview(await request.context(), request.params.id),
  }));
}
