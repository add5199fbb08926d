/**
 * One error handler: known problems answer their status with the Laravel-shaped body; anything
 * else is logged and answers a 500 that reveals nothing of the server.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpProblem, ThrottledError, ValidationError } from '../../resources/errors';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error instanceof ThrottledError)
        reply.header('retry-after', Math.ceil(error.retryAfterSeconds));
      const body =
        error instanceof ValidationError
          ? { message: error.message, errors: error.errors }
          : { message: error.message };
      return reply.status(error.statusCode).send(body);
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Server Error' });
    }
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: 'The upload is too large.' });
    }
    if (status === 429)
      return reply.status(429).send({ message: 'Too many requests. Please slow down.' });
    // Malformed JSON, a wrong content type and the like: the client's fault, said plainly.
    return reply.status(status).send({ message: error.message });
  });
}
