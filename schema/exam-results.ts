/**
 * The answers of the results calls (docs/API.md "Results and scores"): an exam's roster with the
 * marks entered, the report of an answer-sheet import, and a student's score history. The server
 * computes every number in them; the app only shows them. Declared here, where both sides read.
 */
import type { ScaleScore } from './exam-attempt';

/** A regular exam's result as the roster shows it. */
export interface RosterResult {
  id: number;
  marks: number;
  percent: number | null;
  /** Null when the exam has no pass mark. */
  passed: boolean | null;
  remarks: string | null;
}

export interface RosterStudent {
  student_id: number;
  full_name: string;
  student_no: string | null;
  result: RosterResult | null;
}

export interface ExamRoster {
  exam: {
    id: number;
    title: string;
    /** What marks are out of: the exam's total marks, else the sum of its questions' marks. */
    total_marks: number | null;
    pass_mark: number | null;
    /** 1 regular, 2 SAT (enums.examType). */
    type: number;
  };
  students: RosterStudent[];
}

/** One line of an answer-sheet file that could not be used, by the line a spreadsheet shows. */
export interface SheetLineError {
  line: number;
  message: string;
}

export interface SheetScore {
  student_id: number;
  full_name: string;
  total_score: number;
  /** The stored attempt, for its review page; null on a dry run, which stores nothing. */
  attempt_id: number | null;
}

export interface AnswerSheetReport {
  dry_run: boolean;
  /** Students whose sheets were (or, on a dry run, would be) imported and scored. */
  students: number;
  scored: SheetScore[];
  errors: SheetLineError[];
}

/** One test in a student's history: a SAT score or a regular exam's result. */
export interface ScoreHistoryEntry {
  exam_id: number;
  exam_title: string;
  /** 1 regular, 2 SAT. */
  type: number;
  course_title: string;
  /** ISO date-time of the sitting: when the attempt was submitted, else the exam's start, else when recorded. */
  date: string;
  /** SAT: the total score; regular: the marks. */
  total_score: number;
  /** SAT: the highest total the form gives; regular: what the marks are out of. */
  max_total: number | null;
  /** Regular exams only. */
  percent: number | null;
  /** SAT only: by scale code. */
  section_scores: Record<string, ScaleScore> | null;
  /** Regular exams with a pass mark only. */
  passed: boolean | null;
  attempt_id: number | null;
}
