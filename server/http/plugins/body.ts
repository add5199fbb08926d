/**
 * Request bodies in the three shapes the contract allows (JSON, urlencoded form, multipart form),
 * read into one object with the emulated method split out.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  parseFormEntries,
  parseQueryString,
  splitMethod,
  type FormEntry,
  type ParsedBody,
} from '../../resources/form-body';

/** Largest upload accepted by the server; fields set their own lower limits. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    readBody(): Promise<ParsedBody>;
  }
}

async function readMultipart(request: FastifyRequest): Promise<ParsedBody> {
  const entries: FormEntry[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      // Browsers send an empty part for a file input left empty: that is "no file", not a file.
      if (data.length > 0 || part.filename)
        entries.push([part.fieldname, { filename: part.filename, data }]);
    } else {
      entries.push([part.fieldname, part.value]);
    }
  }
  return parseFormEntries(entries);
}

export const bodyPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 20, fields: 1000 },
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
      (_request, text, done) => {
        done(null, parseQueryString(String(text)));
      },
    );
    app.decorateRequest('readBody', async function readBody(this: FastifyRequest) {
      if (this.isMultipart()) return readMultipart(this);
      const body = this.body;
      if (body === undefined || body === null || body === '')
        return { body: {}, method: undefined };
      if (typeof body !== 'object' || Array.isArray(body))
        return { body: { _invalid: body }, method: undefined };
      return splitMethod(body as Record<string, unknown>);
    });
  },
  { name: 'body' },
);
