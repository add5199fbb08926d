/**
 * The guided student import (docs/API.md "Student import"): a template to fill in, a preview of
 * an uploaded file with a suggested mapping, and the import itself, dry or real. Stateless: each
 * call carries the file.
 */
import type { FastifyInstance } from 'fastify';
import { readCsv } from '../../domain/import/csv-file';
import { parseMapping } from '../../domain/import/mapping';
import { previewOf } from '../../domain/import/preview';
import { hasErrors, type ImportCounts } from '../../../schema';
import { authorizeImport, runStudentImport } from '../../domain/import/run-import';
import { studentImportTemplate } from '../../domain/import/template';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { isUploadedFile } from '../../resources/files';

function uploadedCsv(value: unknown, tr: Translator) {
  if (!isUploadedFile(value)) throw ValidationError.field('file', tr.t('imports.fileRequired'));
  return readCsv(value.data, tr);
}

function dryRunOf(value: unknown, tr: Translator): boolean {
  if (value === '1' || value === 'true' || value === true) return true;
  if (value === '0' || value === 'false' || value === false) return false;
  throw ValidationError.field('dry_run', tr.t('imports.dryRunFlag'));
}

const summary = ({ students, parents, enrolments }: ImportCounts, tr: Translator) =>
  tr.t('success.importFinished', {
    studentsCreated: students.created,
    studentsMatched: students.matched,
    parentsCreated: parents.created,
    parentsMatched: parents.matched,
    enrolmentsCreated: enrolments.created,
  });

export async function studentImportRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/import/students/template', async (request, reply) => {
    const ctx = await request.context();
    authorizeImport(ctx);
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="students-import-template.csv"')
      .send(await studentImportTemplate(ctx.db, today));
  });

  app.post('/api/import/students/preview', async (request) => {
    const ctx = await request.context();
    authorizeImport(ctx);
    const { body } = await request.readBody();
    return { data: previewOf(uploadedCsv(body.file, translatorFor(ctx.language ?? 'en'))) };
  });

  app.post('/api/import/students', async (request, reply) => {
    const ctx = await request.context();
    authorizeImport(ctx);
    const { body } = await request.readBody();
    const tr = translatorFor(ctx.language ?? 'en');
    const file = uploadedCsv(body.file, tr);
    const mapping = parseMapping(body.mapping, file.headers, tr);
    const dryRun = dryRunOf(body.dry_run, tr);
    const result = await runStudentImport(ctx, file, mapping, dryRun);
    if (dryRun) return { data: result };
    if (!result.imported) {
      const failed = result.rows.filter(hasErrors);
      return reply.status(422).send({
        message: tr.t('imports.nothingImported', {
          failed: failed.length,
          total: result.rows.length,
        }),
        rows: failed,
      });
    }
    return { status: true, message: summary(result.counts, tr), data: result };
  });
}
