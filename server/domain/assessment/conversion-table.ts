/**
 * A score scale's conversion table, read and replaced whole (docs/API.md "Conversion tables"):
 * admins edit a form's tables as a grid, not row by row. A replaced table rescores every
 * submitted attempt of the form's exams in the same transaction, so no score shown is stale.
 */
import type { Executor, Tx } from '../../db/types';
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { insertRows, removeRows } from '../../resources/row-writes';
import { inWriteTransaction } from '../../resources/shared-transaction';
import { scoreAttempt } from './score-attempt';
import { satConversion as conversions, satScale as scales } from '../../../resources/sat-forms';

export interface ConversionRow {
  raw_score: number;
  scaled_score: number;
}

export interface ConversionTable {
  scale: { id: number; label: string; code: string; min_score: number; max_score: number };
  rows: ConversionRow[];
  /** Attempts scored again because the table changed (0 on reading). */
  rescored: number;
}

async function rowsOf(db: Executor, scaleId: number): Promise<ConversionRow[]> {
  const rows = await db
    .selectFrom('sat_conversions')
    .select(['raw_score', 'scaled_score'])
    .where('scale_id', '=', scaleId)
    .orderBy('raw_score')
    .execute();
  return rows.map((r) => ({
    raw_score: Number(r.raw_score),
    scaled_score: Number(r.scaled_score),
  }));
}

const scaleView = (row: Record<string, unknown>): ConversionTable['scale'] => ({
  id: Number(row.id),
  label: String(row.label),
  code: String(row.code),
  min_score: Number(row.min_score),
  max_score: Number(row.max_score),
});

export async function readConversionTable(ctx: Context, scaleId: number): Promise<ConversionTable> {
  authorize(ctx, 'read', conversions);
  const scale = await findScoped(ctx, ctx.db, scales, scaleId);
  return { scale: scaleView(scale), rows: await rowsOf(ctx.db, scaleId), rescored: 0 };
}

/** Raw scores 0 to 1000: more questions than any scored section has. */
const MAX_ROWS = 1001;

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The rows, checked: raw scores 0, 1, 2… without gaps, scaled scores whole, within the scale
 * and never lower for a higher raw score.
 */
export function checkRows(
  input: unknown,
  scale: { min_score: number; max_score: number },
  tr: Translator,
): ConversionRow[] {
  const errors: FieldErrors = {};
  if (!Array.isArray(input) || input.length === 0)
    throw ValidationError.field('rows', tr.t('attempts.tableNeedsZero'));
  if (input.length > MAX_ROWS)
    throw ValidationError.field('rows', tr.t('attempts.tableTooLong', { max: MAX_ROWS }));
  const rows: ConversionRow[] = [];
  input.forEach((entry: unknown, index) => {
    const { raw_score: raw, scaled_score: scaled } = (entry ?? {}) as Record<string, unknown>;
    if (raw !== index)
      errors[`rows.${index}.raw_score`] = [tr.t('attempts.rawScore', { raw: index })];
    if (!isWhole(scaled) || scaled < scale.min_score || scaled > scale.max_score) {
      errors[`rows.${index}.scaled_score`] = [
        tr.t('attempts.scaledRange', { min: scale.min_score, max: scale.max_score }),
      ];
    } else if (
      index > 0 &&
      isWhole(rows[index - 1]?.scaled_score) &&
      scaled < rows[index - 1]!.scaled_score
    ) {
      errors[`rows.${index}.scaled_score`] = [tr.t('attempts.scaledFalls')];
    }
    rows.push({ raw_score: index, scaled_score: isWhole(scaled) ? scaled : NaN });
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return rows;
}

/** Replaces the table's rows and rescores the form's submitted attempts. */
export async function writeConversionRows(
  tx: Tx,
  ctx: Context,
  scale: { id: number; label: string; test_form_id: number },
  rows: ConversionRow[],
): Promise<number> {
  const replaced = await tx
    .selectFrom('sat_conversions')
    .selectAll()
    .where('scale_id', '=', scale.id)
    .execute();
  await removeRows(tx, ctx, conversions, replaced);
  // The label its before-save hook would look up row by row, made once for the whole table.
  await insertRows(
    tx,
    ctx,
    conversions,
    rows.map((r) => ({ ...r, scale_id: scale.id, label: `${scale.label} · ${r.raw_score}` })),
    { hooks: false },
  );
  const attempts = await tx
    .selectFrom('exam_attempts')
    .select('exam_attempts.id')
    .innerJoin('exams', 'exams.id', 'exam_attempts.exam_id')
    .where('exams.test_form_id', '=', scale.test_form_id)
    .where('exam_attempts.status', '=', 'submitted')
    .execute();
  for (const attempt of attempts) await scoreAttempt(tx, ctx, Number(attempt.id));
  return attempts.length;
}

export async function replaceConversionTable(
  ctx: Context,
  scaleId: number,
  body: unknown,
): Promise<ConversionTable> {
  authorize(ctx, 'update', conversions);
  const scale = await findScoped(ctx, ctx.db, scales, scaleId);
  const view = scaleView(scale);
  const rows = checkRows(
    (body as { rows?: unknown } | null)?.rows,
    view,
    translatorFor(ctx.language ?? 'en'),
  );
  const rescored = await inWriteTransaction(ctx, (tx) =>
    writeConversionRows(
      tx,
      ctx,
      { id: view.id, label: view.label, test_form_id: Number(scale.test_form_id) },
      rows,
    ),
  );
  ctx.counts.invalidate(conversions.name);
  return { scale: view, rows, rescored };
}
