/**
 * The PDF documents (docs/API.md "PDF documents"): an order's receipt, a pay run's payslip and a
 * student's results report, each made as it is sent. `currency` names the reader's chosen
 * currency (USD or EUR) for the amounts; the language is the request's.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readId } from '../../domain/assessment/attendance/params';
import { orderReceiptPdf } from '../../documents/order-receipt-pdf';
import { payslipPdf } from '../../documents/payslip-pdf';
import { currencyOf } from '../../documents/pdf/format';
import type { PdfFile } from '../../documents/pdf/pdf-file';
import { resultsReportPdf } from '../../documents/results-report-pdf';
import { translatorFor } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { idsInPath } from '../path-ids';

type Route = { Params: { id: number }; Querystring: Record<string, unknown> };

const send = (reply: FastifyReply, file: PdfFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.stream);

export async function pdfDocumentRoutes(app: FastifyInstance): Promise<void> {
  app.get<Route>('/api/order/:id/receipt/pdf', idsInPath(), async (request, reply) => {
    const ctx = await request.context();
    return send(
      reply,
      await orderReceiptPdf(ctx, request.params.id, currencyOf(request.query.currency)),
    );
  });

  app.get<Route>('/api/tutor-payment/:id/payslip/pdf', idsInPath(), async (request, reply) => {
    const ctx = await request.context();
    return send(
      reply,
      await payslipPdf(ctx, request.params.id, currencyOf(request.query.currency)),
    );
  });

  app.get<Route>('/api/student/:id/results/pdf', idsInPath(), async (request, reply) => {
    const ctx = await request.context();
    const errors: FieldErrors = {};
    const courseId = readId(
      errors,
      request.query,
      'course_id',
      translatorFor(ctx.language ?? 'en'),
    );
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return send(reply, await resultsReportPdf(ctx, request.params.id, courseId));
  });
}
