/**
 * A student's results report as a PDF: every regular exam's marks (out of what, the percentage,
 * pass or fail) and every SAT score (the total out of the form's maximum, each section's scaled
 * score, the section named in the report's language), oldest first, as the results screens show
 * them; of all courses or of one. Read through the score history, so the same scopes apply
 * (students and parents: released results only).
 */
import { ExamType, nameInLanguage, type ScoreHistoryEntry } from '../../schema';
import { scoreHistory } from '../domain/assessment/history/score-history';
import { centreNow } from '../domain/scheduling/calendar';
import { translatorFor } from '../i18n/translate';
import type { Context } from '../resources/context';
import { NotFoundError } from '../resources/errors';
import { createPdf, finishPdf } from './pdf/document';
import { letterheadOf } from './pdf/letterhead';
import { formatsFor, type Formats } from './pdf/format';
import { fileName, type PdfFile } from './pdf/pdf-file';
import { phrasesOf, type Phrases } from './pdf/phrases';
import { drawFacts, drawTable, type TableRow } from './pdf/table';

function scoreText(entry: ScoreHistoryEntry, f: Formats, t: Phrases): string {
  const outOf =
    entry.max_total === null
      ? f.number(entry.total_score)
      : `${f.number(entry.total_score)} / ${f.number(entry.max_total)}`;
  if (entry.type === ExamType.Sat) return outOf;
  return t('marksPercent', { marks: outOf, percent: f.number(entry.percent ?? 0) });
}

function row(entry: ScoreHistoryEntry, f: Formats, t: Phrases, language: string): TableRow {
  const sections = Object.values(entry.section_scores ?? {});
  return {
    cells: [
      f.date(entry.date),
      entry.exam_title,
      entry.course_title,
      scoreText(entry, f, t),
      entry.passed === null ? '—' : t(entry.passed ? 'passed' : 'failed'),
    ],
    note:
      sections.length === 0
        ? null
        : `${t('sections')}: ${sections.map((s) => `${nameInLanguage(s.name, s.name_bn, language)} ${f.number(s.scaled)}`).join(' · ')}`,
  };
}

async function titleOf(ctx: Context, courseId: number): Promise<string> {
  const course = await ctx.db
    .selectFrom('courses')
    .select('title')
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw new NotFoundError();
  return String(course.title);
}

export async function resultsReportPdf(
  ctx: Context,
  studentId: number,
  courseId: number | undefined,
): Promise<PdfFile> {
  // Checks the reader's abilities and that the student lies in their scope first.
  const entries = await scoreHistory(ctx, studentId, courseId);
  const student = await ctx.db
    .selectFrom('students')
    .select(['full_name', 'student_no'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  const language = ctx.language ?? 'en';
  const tr = translatorFor(language);
  const t = phrasesOf(tr);
  const f = formatsFor(tr);
  const pdf = createPdf(tr, await letterheadOf(ctx), {
    title: t('resultsTitle'),
    lines: [t('issued', { date: f.date(centreNow().date) })],
  });
  drawFacts(pdf, [
    [t('student'), String(student.full_name)],
    ...(student.student_no ? [[t('studentNo'), String(student.student_no)] as const] : []),
    [t('course'), courseId === undefined ? t('allCourses') : await titleOf(ctx, courseId)],
  ]);
  drawTable(
    pdf,
    [
      { header: t('date'), share: 0.19 },
      { header: t('exam'), share: 0.28 },
      { header: t('course'), share: 0.2 },
      { header: t('score'), share: 0.2, align: 'right' },
      { header: t('result'), share: 0.13 },
    ],
    entries.map((entry) => row(entry, f, t, language)),
    t('noResults'),
  );
  const who = student.student_no ? String(student.student_no) : studentId;
  return { name: fileName('results', who), stream: finishPdf(pdf) };
}
