/** Item analysis of an exam for its tutors (docs/API.md "Item analysis"). */
import type { FastifyInstance } from 'fastify';
import { analyseExam } from '../../domain/assessment/item-analysis';
import { idsInPath } from '../path-ids';

export async function examAnalysisRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number } }>('/api/exam/:id/analysis', idsInPath(), async (request) => ({
    data: await analyseExam(await request.context(), request.params.id),
  }));
}
