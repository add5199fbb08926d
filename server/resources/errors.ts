/**
 * One small class per kind of failure; the HTTP error handler maps each to its status and words
 * its message in the request's language (`phrase`, server/i18n/translate.ts). `message` is the
 * English wording, for logs and for callers outside a request.
 */
import {
  translatorFor,
  type Phrase,
  type PhraseKey,
  type PhraseValues,
  type Translator,
} from '../i18n/translate';

export type FieldErrors = Record<string, string[]>;
/** Field messages not yet worded: each field's phrases, for the error handler to word. */
export type FieldPhrases = Record<string, Phrase[]>;

const worded = (phrases: FieldPhrases, tr: Translator): FieldErrors =>
  Object.fromEntries(
    Object.entries(phrases).map(([field, list]) => [field, list.map((p) => tr.say(p))]),
  );

export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly phrase?: { key: PhraseKey; values?: PhraseValues },
    /** What failed beneath a server-side problem (a provider's error): logged, never answered. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export class ValidationError extends HttpProblem {
  /** The summary line was given by the thrower rather than made from the field messages. */
  readonly givenMessage: boolean;

  constructor(
    readonly errors: FieldErrors,
    message?: string,
    /** The same messages as phrases, where the thrower does not know who reads the answer. */
    readonly phrases?: FieldPhrases,
    /** The summary line as a phrase, where the thrower gives one. */
    readonly messagePhrase?: Phrase,
  ) {
    super(422, message ?? firstMessage(errors));
    this.givenMessage = message !== undefined;
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }

  /**
   * A refusal thrown where the reader's language is not known (a query parsed before the
   * handler runs, a rule without the request): the error handler words it; `errors` and
   * `message` are its English, for logs and callers outside a request.
   */
  static phrased(phrases: FieldPhrases, message?: Phrase): ValidationError {
    const english = translatorFor('en');
    return new ValidationError(
      worded(phrases, english),
      message && english.say(message),
      phrases,
      message,
    );
  }

  /** The field messages in the reader's language, where they were thrown as phrases. */
  errorsIn(tr: Translator): FieldErrors {
    return this.phrases ? worded(this.phrases, tr) : this.errors;
  }

  /** The summary line in the reader's language, where it can be worded in it. */
  messageIn(tr: Translator): string {
    if (this.messagePhrase) return tr.say(this.messagePhrase);
    return this.givenMessage ? this.message : firstMessage(this.errorsIn(tr), tr);
  }
}

export class UnauthenticatedError extends HttpProblem {
  constructor() {
    super(401, 'Unauthenticated.', { key: 'http.unauthenticated' });
  }
}

export class ForbiddenError extends HttpProblem {
  constructor() {
    super(403, 'This action is unauthorized.', { key: 'http.forbidden' });
  }
}

export class NotFoundError extends HttpProblem {
  constructor() {
    super(404, 'Not found.', { key: 'http.notFound' });
  }
}

export class ThrottledError extends HttpProblem {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(429, `Too many attempts. Please try again in ${minutes} minutes.`, {
      key: 'http.throttled',
      values: { minutes },
    });
  }
}

/** Laravel's summary line: the first message, plus how many more there are. */
export function firstMessage(errors: FieldErrors, tr: Translator = translatorFor('en')): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? tr.t('validation.invalid');
  const more = all.length - 1;
  if (more === 0) return first;
  return more === 1
    ? tr.t('validation.andOneMore', { message: first })
    : tr.t('validation.andMore', { message: first, count: more });
}
