/**
 * Refusals of writing an exam question, in English: a content problem by its code
 * (schema/question-content.ts), its place in an exam, then what an exam needs to be published.
 */
export const questionAuthoring = {
  stem_empty: 'The question needs a stem: text, a formula or an image.',
  type_not_sat:
    'A SAT question is multiple choice or a student-produced response (grid-in), not a short answer.',
  type_sat_only: 'Student-produced responses (grid-in) belong to SAT practice tests only.',
  options_format: 'The options must be a list of {key, text} pairs.',
  options_count: 'A multiple-choice question needs %{min} to %{max} options.',
  options_not_used: 'Only multiple-choice questions have options: leave them empty.',
  option_key: 'Option key "%{key}" is not one of the letters A to J.',
  option_key_repeated: 'Option %{key} appears more than once.',
  option_text_empty: 'Option %{key} needs text, a formula or an image.',
  answers_format: 'The correct answers must be a list of texts.',
  answer_not_option: 'The correct answer "%{answer}" is not one of the options.',
  answer_repeated: 'The answer "%{answer}" is given more than once.',
  single_needs_one: 'Mark exactly one option as the correct answer.',
  multiple_needs_one: 'Mark at least one option as correct.',
  typed_needs_answer: 'Give at least one accepted answer.',
  short_too_long: 'The accepted answer "%{answer}" is longer than %{max} characters.',
  grid_in_format:
    '"%{answer}" cannot be entered as a grid-in answer: use an integer, a decimal such as .75 or a fraction such as 3/4.',
  grid_in_negative: '"%{answer}" is negative, and the legacy paper SAT grid has no minus sign.',
  grid_in_length:
    '"%{answer}" does not fit the grid: at most %{max} characters, not counting a minus sign.',
  grid_in_zero_denominator: '"%{answer}" divides by zero.',
  movedExam: 'A question cannot move to another exam: add it to that exam instead.',
  moduleFull: '%{section} module %{number} is full: it takes %{count} questions.',
  subScoreScale: "The sub score must be a sub-score scale of this exam's SAT test form.",
  crossTestScale: "The cross-test score must be a cross-test scale of this exam's SAT test form.",
  chooseModule: 'Choose the module of the SAT test form this question belongs to.',
  moduleNotOfForm: "The module is not part of this exam's SAT test form.",
  regularNoModule: 'Questions of a regular exam belong to no SAT module.',
  regularNoSubScore: 'Only SAT questions count towards a sub score.',
  regularNoCrossTest: 'Only SAT questions count towards a cross-test score.',
  publishModule: '%{section} module %{number}',
  publishQuestionInModule: '%{module}, question %{number}',
  publishQuestion: 'Question %{number}',
  publishIncomplete: '%{place} is not complete: %{problem}',
  publishEmptyModule:
    'Every module needs at least one question before the exam is published: %{modules} has none.',
  publishEmptyModules:
    'Every module needs at least one question before the exam is published: %{modules} have none.',
  publishNeedsDuration: 'A regular exam with questions needs a duration before it is published.',
};
