/** A SAT test form's score scales with their conversion tables, as scoring reads them. */
import type { Executor } from '../../db/types';
import type { Scale } from './scoring';

export async function loadScales(db: Executor, testFormId: number): Promise<Scale[]> {
  const scales = await db
    .selectFrom('sat_scales')
    .select(['id', 'code', 'name', 'name_bn', 'kind', 'total_weight', 'min_score', 'max_score'])
    .where('test_form_id', '=', testFormId)
    .orderBy('id')
    .execute();
  const rows = await db
    .selectFrom('sat_conversions')
    .select(['scale_id', 'raw_score', 'scaled_score'])
    .where(
      'scale_id',
      'in',
      db.selectFrom('sat_scales').select('id').where('test_form_id', '=', testFormId),
    )
    .execute();
  return scales.map((s) => ({
    code: String(s.code),
    name: String(s.name),
    nameBn: typeof s.name_bn === 'string' && s.name_bn !== '' ? s.name_bn : null,
    kind: s.kind as Scale['kind'],
    totalWeight: Number(s.total_weight),
    min: Number(s.min_score),
    max: Number(s.max_score),
    conversions: new Map(
      rows
        .filter((r) => Number(r.scale_id) === Number(s.id))
        .map((r) => [Number(r.raw_score), Number(r.scaled_score)]),
    ),
  }));
}
