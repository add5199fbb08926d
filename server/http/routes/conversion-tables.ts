/** A score scale's conversion table, read and replaced whole (docs/API.md "Conversion tables"). */
import type { FastifyInstance } from 'fastify';
import {
  readConversionTable,
  replaceConversionTable,
} from '../../domain/assessment/conversion-table';
import { idsInPath } from '../path-ids';

export async function conversionTableRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/api/sat-scale/:id/conversions',
    idsInPath(),
    async (request) => ({
      data: await readConversionTable(await request.context(), request.params.id),
    }),
  );
  app.put<{ Params: { id: number } }>(
    '/api/sat-scale/:id/conversions',
    idsInPath(),
    async (request) => ({
      data: await replaceConversionTable(await request.context(), request.params.id, request.body),
    }),
  );
}
