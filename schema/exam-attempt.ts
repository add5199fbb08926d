/**
 * Taking an exam online, as the attempt routes answer it (docs/API.md "Taking exams"): the
 * student's exam list, the state of an attempt while it is taken (questions without their
 * answers), and the review once it is scored. Declared here, where the server that writes these
 * and the app that reads them both import, so the two cannot drift apart.
 */
import type { EnumValue } from './enums';

export type AttemptStatus = EnumValue<'attemptStatus'>;
export type QuestionType = EnumValue<'questionType'>;
export type AnswerOutcome = EnumValue<'answerOutcome'>;
export type ResultSource = EnumValue<'resultSource'>;

/** One choice of a multiple-choice question. */
export interface QuestionOption {
  key: string;
  /** Rich text (HTML, math in `$…$`). */
  text: string;
}

/**
 * A timed part of an attempt: one SAT module, or the whole of a regular exam. A part is taken
 * once: started when the student reaches it, closed when they submit it or its time is up.
 */
export interface AttemptPart {
  /** 1, 2, … in the order the parts are taken. */
  position: number;
  module_id: number | null;
  /** SAT: the section's name ("Reading and Writing"); null for a regular exam. */
  section_name: string | null;
  /** SAT: its Bangla name, when the centre gave one (the app falls back to `section_name`). */
  section_name_bn: string | null;
  /** SAT: the module's number within its section. */
  module_number: number | null;
  question_count: number;
  /** Null: untimed (a regular exam without a duration). */
  time_limit_minutes: number | null;
  started_at: string | null;
  /** When the part closes (start + time limit, never past a fixed window's end); null: untimed. */
  deadline_at: string | null;
  submitted_at: string | null;
}

/** A question as the student taking it sees it: never its answers or explanation. */
export interface AttemptQuestion {
  id: number;
  /** 1, 2, … within its part. */
  number: number;
  type: QuestionType;
  passage: string | null;
  stem: string;
  /** The choices of a multiple-choice question; empty for short and grid-in answers. */
  options: QuestionOption[];
  marks: number;
}

/** The open part of an attempt: its questions and the answers saved so far. */
export interface OpenPart {
  part: AttemptPart;
  questions: AttemptQuestion[];
  /** By question id: the chosen option keys, or one element with the text typed. */
  answers: Record<string, string[]>;
}

export interface AttemptState {
  attempt_id: number;
  exam_id: number;
  exam_title: string;
  status: AttemptStatus;
  started_at: string;
  submitted_at: string | null;
  parts: AttemptPart[];
  /** The part being taken; null once the attempt is submitted. */
  open: OpenPart | null;
  /** The server's clock when it answered, to count down against the deadline. */
  server_time: string;
  results_released: boolean;
}

/** Why an exam cannot be started now (null: it can). */
export type StartRefusal =
  'not_open_yet' | 'window_ended' | 'closed' | 'no_questions' | 'no_test_form';

/** The caller's attempt at an exam, as the exam list shows it. */
export interface StudentAttemptSummary {
  id: number;
  status: AttemptStatus;
  started_at: string;
  submitted_at: string | null;
  /** The open part's deadline (null: none open, or untimed). */
  deadline_at: string | null;
  /** The part being taken or to be taken next, and how many there are. */
  part_position: number | null;
  part_count: number;
}

/** A part the student will take, as the start confirmation describes it. */
export interface PlannedPart {
  section_name: string | null;
  section_name_bn: string | null;
  module_number: number | null;
  question_count: number;
  time_limit_minutes: number | null;
}

/** `GET /api/student/exams`: an exam assigned to the student through their seated courses. */
export interface StudentExam {
  id: number;
  title: string;
  course_id: number;
  course_title: string;
  /** 1 regular, 2 SAT practice test. */
  type: EnumValue<'examType'>;
  status: EnumValue<'examStatus'>;
  window_type: EnumValue<'examWindow'>;
  starts_at: string | null;
  ends_at: string | null;
  instructions: string | null;
  parts: PlannedPart[];
  question_count: number;
  /** The sum of the parts' time limits; null when any part is untimed. */
  total_minutes: number | null;
  attempt: StudentAttemptSummary | null;
  can_start: boolean;
  can_resume: boolean;
  /** Why Start is not offered when there is no attempt yet. */
  start_refusal: StartRefusal | null;
  results_released: boolean;
}

export interface StudentExamList {
  data: StudentExam[];
  meta: { server_time: string };
}

/** One question of a scored attempt, with what the student answered and what was right. */
export interface ReviewQuestion extends AttemptQuestion {
  answer: string[] | null;
  correct_answers: string[];
  /** Null until the attempt is scored. */
  outcome: AnswerOutcome | null;
  marks_awarded: number | null;
  explanation: string | null;
}

export interface ReviewPart extends AttemptPart {
  questions: ReviewQuestion[];
}

/** One scale of a SAT score (scoring's shape, keyed by scale code in the maps). */
export interface ScaleScore {
  name: string;
  /**
   * Its Bangla name as the scale had it when scored; absent when it had none (and in scores
   * stored before scales had one), so the English name serves (docs/CONFIG.md).
   */
  name_bn?: string;
  raw: number;
  scaled: number;
  min: number;
  max: number;
}

export interface RegularResult {
  kind: 'regular';
  marks: number;
  total_marks: number | null;
  percent: number | null;
  passed: boolean | null;
  pass_mark: number | null;
  source: ResultSource;
}

export interface SatResult {
  kind: 'sat';
  total_score: number;
  section_scores: Record<string, ScaleScore>;
  sub_scores: Record<string, ScaleScore>;
  cross_scores: Record<string, ScaleScore>;
  scored_at: string;
  source: ResultSource;
}

export type AttemptResult = RegularResult | SatResult;

/** `GET /api/exam-attempt/{id}/review`. */
export interface AttemptReview {
  attempt_id: number;
  exam_id: number;
  exam_title: string;
  exam_type: EnumValue<'examType'>;
  student_id: number;
  student_name: string;
  course_id: number;
  course_title: string;
  status: AttemptStatus;
  source: ResultSource;
  started_at: string;
  submitted_at: string | null;
  results_released: boolean;
  parts: ReviewPart[];
  /** The stored result (exam_results or sat_scores row); null until scored. */
  result: AttemptResult | null;
}
