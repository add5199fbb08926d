/**
 * Results and scores (docs/API.md "Results and scores"): an exam's roster and its marks entered in
 * one go, answer sheets imported from a CSV file, and a student's score history. Handlers only
 * translate HTTP; access, scope and every number are the domain's.
 */
import type { FastifyInstance } from 'fastify';
import {
  importAnswerSheets,
  examForSheets,
} from '../../domain/assessment/answer-sheets/import-sheets';
import { answerSheetTemplate } from '../../domain/assessment/answer-sheets/sheet-template';
import { scoreHistory } from '../../domain/assessment/history/score-history';
import { enterMarks } from '../../domain/assessment/results/enter-marks';
import { examRoster } from '../../domain/assessment/results/roster';
import { readCsv } from '../../domain/import/csv-file';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { isUploadedFile } from '../../resources/files';
import { idsInPath, type WithIds } from '../path-ids';
import { readerOf } from '../reader';

type WithId = WithIds<'id'>;

function dryRunOf(value: unknown, tr: Translator): boolean {
  if (value === undefined || value === '0' || value === 'false' || value === false) return false;
  if (value === '1' || value === 'true' || value === true) return true;
  throw ValidationError.field('dry_run', tr.t('imports.dryRunFlag'));
}

export async function examResultRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/exam/:id/roster', idsInPath(), async (request: WithId) => ({
    data: await examRoster(await request.context(), request.params.id),
  }));

  app.put('/api/exam/:id/marks', idsInPath(), async (request: WithId) => {
    const ctx = await request.context();
    const { body } = await request.readBody();
    return {
      status: true,
      message: readerOf(request).t('success.marksSaved'),
      data: await enterMarks(ctx, request.params.id, body),
    };
  });

  app.get('/api/exam/:id/answer-sheets/template', idsInPath(), async (request: WithId, reply) => {
    const ctx = await request.context();
    const exam = await examForSheets(ctx, request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="answer-sheets-exam-${String(exam.id)}.csv"`,
      )
      .send(await answerSheetTemplate(ctx.db, exam));
  });

  app.post('/api/exam/:id/answer-sheets', idsInPath(), async (request: WithId) => {
    const ctx = await request.context();
    const id = request.params.id;
    await examForSheets(ctx, id);
    const { body } = await request.readBody();
    const tr = translatorFor(ctx.language ?? 'en');
    if (!isUploadedFile(body.file))
      throw ValidationError.field('file', tr.t('imports.fileRequired'));
    const dryRun = dryRunOf(body.dry_run, tr);
    const report = await importAnswerSheets(ctx, id, readCsv(body.file.data, tr), dryRun);
    return dryRun
      ? { data: report }
      : {
          status: true,
          message: tr.t('success.sheetsImported', { count: report.students }),
          data: report,
        };
  });

  app.get('/api/student/:id/scores', idsInPath(), async (request: WithId) => ({
    data: await scoreHistory(await request.context(), request.params.id),
  }));
}
