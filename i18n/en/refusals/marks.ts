/** Refusals of entering marks and of importing answer sheets, in English. */
export const marks = {
  noTotal:
    'The exam has no total marks and no questions: set its total marks before entering marks.',
  satFromSheets: 'SAT results are scored from answer sheets: enter marks for regular exams only.',
  aboveTotal: 'The marks may not be greater than %{total}.',
  notEnrolled: '%{student} is not enrolled in %{course}.',
  theStudent: 'The student',
  theExamCourse: 'the exam’s course',
  resultExists: 'This student already has a result for this exam: change that one.',
  totalBelowGiven:
    'Marks of up to %{highest} have been given in this exam: the total marks may not be less.',
  notAList: 'The marks field must be a list.',
  studentRequired: 'The student id field is required.',
  studentTwice: 'This student is listed more than once.',
  sheetColumns: 'The file needs the columns student, question and answer (missing: %{missing}).',
  sheetNoQuestions: 'The exam has no questions yet: add them before importing answer sheets.',
  sheetUnscorable: "The exam's test form cannot score the sheets: %{reason}.",
  conversionGap: 'The conversion table of %{scale} has no row for raw %{raw}',
  sheetNoStudent: 'The student is missing.',
  sheetQuestionNumber: 'The question must be a question number (1, 2, 3 …), not "%{question}".',
  sheetUnknownStudent: 'No student of this course has the student no. or e-mail "%{student}".',
  sheetNoSuchQuestion: 'Question %{question} does not exist: the exam has %{count} questions.',
  sheetAnsweredTwice:
    'Question %{question} is answered twice for %{student} (also on line %{line}).',
};
