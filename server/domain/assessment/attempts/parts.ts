/**
 * An attempt's stored parts as the API shows them: each with its section and module, the
 * questions it holds now and its time limit (a regular exam's duration, a module's own limit).
 */
import { ExamType, type AttemptPart } from '../../../../schema';
import type { Executor } from '../../../db/types';
import { partQuestionIds } from './plan';
import { loadModules, loadQuestionRefs, type ExamRecord, type PartRecord } from './records';

export interface DescribedPart {
  record: PartRecord;
  view: AttemptPart;
  question_ids: number[];
}

export async function describeParts(
  db: Executor,
  exam: ExamRecord,
  parts: readonly PartRecord[],
): Promise<DescribedPart[]> {
  const refs = await loadQuestionRefs(db, [exam.id]);
  const moduleIds = parts.flatMap((p) => (p.module_id === null ? [] : [p.module_id]));
  const modules = await loadModules(db, moduleIds);
  return parts.map((record) => {
    const module = record.module_id === null ? undefined : modules.get(record.module_id);
    const questionIds = partQuestionIds(exam, refs, record.module_id);
    return {
      record,
      question_ids: questionIds,
      view: {
        position: record.position,
        module_id: record.module_id,
        section_name: module?.section_name ?? null,
        section_name_bn: module?.section_name_bn ?? null,
        module_number: module?.number ?? null,
        question_count: questionIds.length,
        time_limit_minutes:
          exam.type === ExamType.Regular
            ? exam.duration_minutes
            : (module?.time_limit_minutes ?? null),
        started_at: record.started_at,
        deadline_at: record.deadline_at,
        submitted_at: record.submitted_at,
      },
    };
  });
}

/** The part being taken: started and not yet closed. */
export const openPartOf = <P extends { record: PartRecord }>(parts: readonly P[]): P | undefined =>
  parts.find((p) => p.record.started_at !== null && p.record.submitted_at === null);
