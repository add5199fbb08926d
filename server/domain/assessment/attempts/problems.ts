/** Refusals of the attempt routes that are about the attempt's state, not the request's shape. */
import { HttpProblem } from '../../../resources/errors';

/** 409: the request is well formed, but the attempt or exam is not in a state to take it. */
export const conflict = (message: string): HttpProblem => new HttpProblem(409, message);

/** 403 with a message of its own: someone other than the student taking the exam. */
export const notTheTaker = (): HttpProblem =>
  new HttpProblem(403, 'Only the student taking this exam may do this.');
