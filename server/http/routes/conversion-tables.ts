/** A score scale's conversion table, read and replaced whole (docs/API.md "Conversion tables"). */
import type { FastifyInstance } from 'fastify';
import {
  readConversionTable,
  replaceConversionTable,
} from '../../domain/assessment/conversion-table';
import { pathId } from '../../resources/input-bounds';

export async function conversionTableRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/sat-scale/:id/conversions', async (request) => ({
    data: await readConversionTable(await request.context(), pathId(request.params.id)),
  }));
  app.put<{ Params: { id: string } }>('/api/sat-scale/:id/conversions', async (request) => ({
    data: await replaceConversionTable(
      await request.context(),
      pathId(request.params.id),
      request.body,
    ),
  }));
}
