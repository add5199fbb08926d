/** Refusals of the attempt routes that are about the attempt's state, not the request's shape. */
import { phrase, translatorFor, type Phrase, type PhraseKey } from '../../../i18n/translate';
import { HttpProblem } from '../../../resources/errors';

/** A refusal worded in the request's language by the error handler, in English elsewhere. */
export const refusal = (status: number, refused: Phrase): HttpProblem =>
  new HttpProblem(status, translatorFor('en').say(refused), refused);

/** 409: the request is well formed, but the attempt or exam is not in a state to take it. */
export const conflict = (refused: Phrase | PhraseKey): HttpProblem =>
  refusal(409, typeof refused === 'string' ? phrase(refused) : refused);

/** 403 with a message of its own: someone other than the student taking the exam. */
export const notTheTaker = (): HttpProblem => refusal(403, phrase('attempts.notTheTaker'));
