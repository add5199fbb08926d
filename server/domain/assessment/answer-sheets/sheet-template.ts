/**
 * The answer-sheet file a centre fills in for an exam: the header, and one line per question
 * for an example student (the first seated in the course, else a made-up number), answers blank.
 */
import type { Executor, Row } from '../../../db/types';
import { csvLine } from '../../import/template';
import { seatedStudents } from '../seated';
import { numberedQuestions } from './question-order';
import { SHEET_HEADERS } from './sheet-columns';

const EXAMPLE_STUDENT_NO = 'S-000001';

export async function answerSheetTemplate(db: Executor, exam: Row): Promise<string> {
  const [students, questions] = await Promise.all([
    seatedStudents(db, Number(exam.course_id)),
    numberedQuestions(db, Number(exam.id)),
  ]);
  const first = students[0];
  const example = first?.student_no ?? first?.email ?? EXAMPLE_STUDENT_NO;
  const lines = [
    csvLine([SHEET_HEADERS.student, SHEET_HEADERS.question, SHEET_HEADERS.answer]),
    ...questions.map((q) => csvLine([example, String(q.number), ''])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
