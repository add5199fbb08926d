/**
 * A question as the editor holds it, and the moves between that, the stored record and the API
 * body. Options are typed as plain text (math between `$` signs included) for fast entry, and
 * stored as HTML-escaped text, which the preview and the exam show through MathHtml.
 */
import type { RaRecord } from 'react-admin';
import { OPTION_KEYS, type QuestionOption } from '../../../../schema';

export type QuestionType = 'single' | 'multiple' | 'short' | 'grid_in';
export type Quality = 'easy' | 'medium' | 'hard';

export interface QuestionDraft {
  id?: number;
  exam_id: number;
  module_id: number | null;
  type: QuestionType;
  passage: string;
  stem: string;
  /** Plain text per option, in key order. */
  options: QuestionOption[];
  /** Correct keys, or accepted forms of a typed answer. */
  answers: string[];
  marks: number;
  explanation: string;
  quality: Quality | '';
  tags: string;
  sub_score_id: number | null;
  cross_test_id: number | null;
}

const CHOICE_TYPES: readonly QuestionType[] = ['single', 'multiple'];
export const isChoice = (type: QuestionType) => CHOICE_TYPES.includes(type);

/** A SAT question has four options A–D; a regular one starts with four too. */
export const blankOptions = (count = 4): QuestionOption[] =>
  OPTION_KEYS.slice(0, count).map((key) => ({ key, text: '' }));

export function emptyDraft(
  examId: number,
  moduleId: number | null,
  type: QuestionType = 'single',
): QuestionDraft {
  return {
    exam_id: examId,
    module_id: moduleId,
    type,
    passage: '',
    stem: '',
    options: isChoice(type) ? blankOptions() : [],
    answers: [],
    marks: 1,
    explanation: '',
    quality: '',
    tags: '',
    sub_score_id: null,
    cross_test_id: null,
  };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Typed option text → the HTML stored (escaped, so `a < b` stays text). */
export const plainToHtml = (text: string): string =>
  text.trim().replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/** Stored option HTML → the text typed: markup dropped, entities read. */
export function htmlToPlain(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim();
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const idOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);

function optionsOf(value: unknown): QuestionOption[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((o): o is QuestionOption => typeof o === 'object' && o !== null && 'key' in o)
    .map((o) => ({ key: String(o.key), text: htmlToPlain(text(o.text)) }));
}

/** A stored question (as the API answers it) → the editor's draft. */
export function draftOf(record: RaRecord): QuestionDraft {
  const type = (record.type as QuestionType | undefined) ?? 'single';
  return {
    id: Number(record.id),
    exam_id: Number(record.exam_id),
    module_id: idOrNull(record.module_id),
    type,
    passage: text(record.passage),
    stem: text(record.stem),
    options: optionsOf(record.options),
    answers: Array.isArray(record.answers) ? record.answers.map(String) : [],
    marks: typeof record.marks === 'number' ? record.marks : 1,
    explanation: text(record.explanation),
    quality: (record.quality as Quality | null) ?? '',
    tags: text(record.tags),
    sub_score_id: idOrNull(record.sub_score_id),
    cross_test_id: idOrNull(record.cross_test_id),
  };
}

/** The body of a create or update, as `exam-question` takes it. */
export interface QuestionPayload {
  exam_id: number;
  module_id: number | null;
  type: QuestionType;
  passage: string | null;
  stem: string;
  options: QuestionOption[] | null;
  answers: string[];
  marks: number;
  explanation: string | null;
  quality: Quality | null;
  tags: string | null;
  sub_score_id: number | null;
  cross_test_id: number | null;
}

/** What the API stores for a draft: choices keep options and correct keys, typed answers not. */
export function payloadOf(draft: QuestionDraft): QuestionPayload {
  const choice = isChoice(draft.type);
  const keys = draft.options.map((o) => o.key);
  return {
    exam_id: draft.exam_id,
    module_id: idOrNull(draft.module_id),
    type: draft.type,
    passage: draft.passage === '' ? null : draft.passage,
    stem: draft.stem,
    options: choice ? draft.options.map((o) => ({ key: o.key, text: plainToHtml(o.text) })) : null,
    answers: choice
      ? draft.answers.filter((a) => keys.includes(a))
      : draft.answers.map((a) => a.trim()).filter((a) => a !== ''),
    marks: Number.isFinite(draft.marks) ? draft.marks : 1,
    explanation: draft.explanation === '' ? null : draft.explanation,
    quality: draft.quality === '' ? null : draft.quality,
    tags: draft.tags.trim() === '' ? null : draft.tags.trim(),
    sub_score_id: idOrNull(draft.sub_score_id),
    cross_test_id: idOrNull(draft.cross_test_id),
  };
}

/** The draft after a type change: choices get blank options back, typed answers none. */
export function withType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  if (isChoice(type) === isChoice(draft.type)) {
    return {
      ...draft,
      type,
      answers: type === 'single' ? draft.answers.slice(0, 1) : draft.answers,
    };
  }
  return {
    ...draft,
    type,
    options: isChoice(type) ? blankOptions() : [],
    answers: [],
  };
}
