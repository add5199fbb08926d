/** One small class per kind of failure; the HTTP error handler maps each to its status. */
export type FieldErrors = Record<string, string[]>;

export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export class ValidationError extends HttpProblem {
  constructor(
    readonly errors: FieldErrors,
    message = firstMessage(errors),
  ) {
    super(422, message);
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class UnauthenticatedError extends HttpProblem {
  constructor() {
    super(401, 'Unauthenticated.');
  }
}

export class ForbiddenError extends HttpProblem {
  constructor() {
    super(403, 'This action is unauthorized.');
  }
}

export class NotFoundError extends HttpProblem {
  constructor() {
    super(404, 'Not found.');
  }
}

export class ThrottledError extends HttpProblem {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
  }
}

/** Laravel's summary line: the first message, plus how many more there are. */
function firstMessage(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}
