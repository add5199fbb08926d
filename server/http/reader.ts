/** The translator of a request's language (`Accept-Language`), for the answer's own words. */
import type { FastifyRequest } from 'fastify';
import { requestLanguage, translatorFor, type Translator } from '../i18n/translate';

export const readerOf = (request: FastifyRequest): Translator =>
  translatorFor(requestLanguage(request.headers['accept-language']));
