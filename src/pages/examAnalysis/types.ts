/** `GET /api/exam/{id}/analysis` (docs/API.md "Item analysis"). */
export interface QuestionAnalysis {
  id: number;
  position: number;
  label: string;
  type: string;
  module_label: string | null;
  quality: string | null;
  tags: string | null;
  answers: string[];
  attempts: number;
  outcomes: Record<'correct' | 'incorrect' | 'omitted' | 'multiple' | 'unscoreable', number>;
  correct_rate: number | null;
  choices: Record<string, number>;
}

export interface ExamAnalysis {
  exam: { id: number; title: string; type: number };
  attempts: number;
  questions: QuestionAnalysis[];
}
