/**
 * One error handler: known problems answer their status with the Laravel-shaped body; anything
 * else is logged and answers a 500 that reveals nothing of the server.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Translator } from '../../i18n/translate';
import { HttpProblem, ThrottledError, ValidationError } from '../../resources/errors';
import { readerOf } from '../reader';

/** A problem's message in the reader's language, where it has a phrase; else as thrown. */
function messageOf(error: HttpProblem, tr: Translator): string {
  if (error instanceof ValidationError) return error.messageIn(tr);
  return error.phrase ? tr.t(error.phrase.key, error.phrase.values) : error.message;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const tr = readerOf(request);
    if (error instanceof HttpProblem) {
      if (error instanceof ThrottledError)
        reply.header('retry-after', Math.ceil(error.retryAfterSeconds));
      if (error.statusCode >= 500 && error.cause !== undefined)
        request.log.error({ err: error.cause }, error.message);
      const message = messageOf(error, tr);
      const body =
        error instanceof ValidationError ? { message, errors: error.errorsIn(tr) } : { message };
      return reply.status(error.statusCode).send(body);
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: tr.t('http.serverError') });
    }
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: tr.t('http.tooLarge') });
    }
    if (status === 429) return reply.status(429).send({ message: tr.t('http.tooManyRequests') });
    // Malformed JSON, a wrong content type and the like: the client's fault, said plainly.
    return reply.status(status).send({ message: error.message });
  });
}
