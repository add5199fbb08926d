/** Item analysis of an exam for its tutors (docs/API.md "Item analysis"). */
import type { FastifyInstance } from 'fastify';
import { analyseExam } from '../../domain/assessment/item-analysis';
import { pathId } from '../../resources/input-bounds';

export async function examAnalysisRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/exam/:id/analysis', async (request) => ({
    data: await analyseExam(await request.context(), pathId(request.params.id)),
  }));
}
