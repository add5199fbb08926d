/**
 * Taking exams online (docs/API.md "Taking exams"): the student's exam list, starting or
 * resuming an attempt, its state, saving answers, submitting parts, and the review.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { saveAnswer, readAttemptState, submitPart } from '../../domain/assessment/attempts/take';
import { attemptReview } from '../../domain/assessment/attempts/review';
import { startAttempt } from '../../domain/assessment/attempts/start';
import { listStudentExams } from '../../domain/assessment/attempts/student-exams';
import { pathId } from '../../resources/input-bounds';

type WithParams<P extends string> = FastifyRequest<{ Params: Record<P, string> }>;

export async function examAttemptRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/student/exams', async (request) => listStudentExams(await request.context()));

  app.post('/api/exam/:id/attempt', async (request: WithParams<'id'>, reply) => {
    const { created, state } = await startAttempt(
      await request.context(),
      pathId(request.params.id),
    );
    return reply.status(created ? 201 : 200).send({ data: state });
  });

  app.get('/api/exam-attempt/:id/state', async (request: WithParams<'id'>) => ({
    data: await readAttemptState(await request.context(), pathId(request.params.id)),
  }));

  app.put(
    '/api/exam-attempt/:id/answers/:questionId',
    async (request: WithParams<'id' | 'questionId'>) => {
      const { body } = await request.readBody();
      const { id, questionId } = request.params;
      return {
        data: await saveAnswer(await request.context(), pathId(id), pathId(questionId), body),
      };
    },
  );

  app.post(
    '/api/exam-attempt/:id/parts/:position/submit',
    async (request: WithParams<'id' | 'position'>) => ({
      data: await submitPart(
        await request.context(),
        pathId(request.params.id),
        pathId(request.params.position),
      ),
    }),
  );

  app.get('/api/exam-attempt/:id/review', async (request: WithParams<'id'>) => ({
    data: await attemptReview(await request.context(), pathId(request.params.id)),
  }));
}
