/**
 * Taking exams online (docs/API.md "Taking exams"): the student's exam list, starting or
 * resuming an attempt, its state, saving answers, submitting parts, and the review.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { saveAnswer, readAttemptState, submitPart } from '../../domain/assessment/attempts/take';
import { attemptReview } from '../../domain/assessment/attempts/review';
import { startAttempt } from '../../domain/assessment/attempts/start';
import { listStudentExams } from '../../domain/assessment/attempts/student-exams';
import { NotFoundError } from '../../resources/errors';

type WithParams<P extends string> = FastifyRequest<{ Params: Record<P, string> }>;

/** A positive integer from the path, or 404: no such record can exist. */
function idOf(value: string): number {
  const id = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError();
  return id;
}

export async function examAttemptRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/student/exams', async (request) => listStudentExams(await request.context()));

  app.post('/api/exam/:id/attempt', async (request: WithParams<'id'>, reply) => {
    const { created, state } = await startAttempt(await request.context(), idOf(request.params.id));
    return reply.status(created ? 201 : 200).send({ data: state });
  });

  app.get('/api/exam-attempt/:id/state', async (request: WithParams<'id'>) => ({
    data: await readAttemptState(await request.context(), idOf(request.params.id)),
  }));

  app.put(
    '/api/exam-attempt/:id/answers/:questionId',
    async (request: WithParams<'id' | 'questionId'>) => {
      const { body } = await request.readBody();
      const { id, questionId } = request.params;
      return {
        data: await saveAnswer(await request.context(), idOf(id), idOf(questionId), body),
      };
    },
  );

  app.post(
    '/api/exam-attempt/:id/parts/:position/submit',
    async (request: WithParams<'id' | 'position'>) => ({
      data: await submitPart(
        await request.context(),
        idOf(request.params.id),
        idOf(request.params.position),
      ),
    }),
  );

  app.get('/api/exam-attempt/:id/review', async (request: WithParams<'id'>) => ({
    data: await attemptReview(await request.context(), idOf(request.params.id)),
  }));
}
