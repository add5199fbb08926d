/**
 * Item analysis of an exam as `GET /api/exam/{id}/analysis` answers it (docs/API.md "Item
 * analysis"), declared where the server and the app both read it.
 */
import type { EnumValue } from './enums';

export interface QuestionAnalysis {
  id: number;
  /** The question's number in the exam, as students meet it and answer sheets count it. */
  position: number;
  label: string;
  type: string;
  module_id: number | null;
  module_label: string | null;
  quality: string | null;
  tags: string | null;
  answers: string[];
  /** Submitted attempts that were scored on this question. */
  attempts: number;
  outcomes: Record<EnumValue<'answerOutcome'>, number>;
  /** Correct answers over scored attempts; null before any attempt. */
  correct_rate: number | null;
  /** Multiple choice: how many chose each option (an attempt may choose several). */
  choices: Record<string, number>;
}

export interface ExamAnalysis {
  exam: { id: number; title: string; type: number };
  attempts: number;
  questions: QuestionAnalysis[];
}
