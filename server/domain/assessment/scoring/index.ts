export { GRID_RULES, judgeAnswer } from './judge';
export type { AnswerOutcome, GridRules, Judgement, KeyedQuestion, QuestionType } from './judge';
export { ConversionError, convert, scoreRegular, scoreSat } from './scales';
export type { RegularReport, SatReport, Scale, ScoredQuestion } from './scales';
export { parseRational } from './rational';
