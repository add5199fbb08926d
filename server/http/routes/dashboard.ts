/**
 * The dashboard report (docs/API.md "Dashboard report"): JSON, or CSV with `.csv` or
 * `?format=csv`. Everyone signed in may read their own report; what it holds depends on who asks.
 */
import { requestLanguage } from '../../i18n/translate';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dashboardReport } from '../../domain/dashboard/report';
import { reportCsv } from '../../domain/dashboard/report-csv';
import { can } from '../../resources/context';
import { ForbiddenError } from '../../resources/errors';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const answer = async (request: FastifyRequest, reply: FastifyReply, csv: boolean) => {
    const { actor } = await request.requireSession();
    if (!can(actor, 'read', 'Auth')) throw new ForbiddenError();
    const query = request.query as Record<string, unknown>;
    const language = requestLanguage(request.headers['accept-language']);
    const data = await dashboardReport({ ...app.services, language }, actor, query);
    if (query.only === 'counters') return { data: { counters: data.counters } };
    if (!csv && query.format !== 'csv') return { data };
    const period = data.report ? `-${data.report.start_date}-${data.report.end_date}` : '';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="dashboard-report${period}.csv"`)
      .send(reportCsv(data));
  };
  app.get('/api/dashboard/report', (request, reply) => answer(request, reply, false));
  app.get('/api/dashboard/report.csv', (request, reply) => answer(request, reply, true));
}
