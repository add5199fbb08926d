/**
 * The generic routes of every resource the app serves (`app.services.resources`) (docs/API.md "Resources"). Handlers
 * only translate HTTP to operations; access, validation and scope live in the engine.
 */
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { Resource } from '../../../schema';
import { changesSessions } from '../../domain/auth/session-cache';
import { translatorFor } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { parseListQuery, type ListQuery } from '../../resources/list-query';
import { changeStatus } from '../../resources/operations/change-status';
import { createRecord } from '../../resources/operations/create';
import { exportRecords } from '../../resources/export/export';
import { exportQuery, parseExportQuery, type ExportQuery } from '../../resources/export/query';
import { resourceLabel } from '../../resources/operations/label';
import { listRecords } from '../../resources/operations/list';
import { deleteRecord } from '../../resources/operations/remove';
import { shortList } from '../../resources/operations/short-list';
import { showRecord } from '../../resources/operations/show';
import { toggleRecord } from '../../resources/operations/toggle';
import { updateRecord } from '../../resources/operations/update';
import { listQuery } from '../../resources/route-schemas';
import { idsInPath, type WithIds } from '../path-ids';
import { readerOf } from '../reader';

type WithId = WithIds<'id'>;

/**
 * Fastify hands a list's query to the engine's parser rather than to a generic validator
 * (server/resources/route-schemas.ts): the handler gets it parsed, and a bad one answers 422 per
 * parameter as the contract says.
 */
const listParser =
  (resource: Resource): FastifySchemaCompiler<unknown> =>
  () =>
  (data) => {
    try {
      return { value: parseListQuery(resource, (data ?? {}) as Record<string, unknown>) };
    } catch (error) {
      return { error: error as Error };
    }
  };

/** The export's query (a list's, and the format) parsed the same way, 422 per parameter. */
const exportParser =
  (resource: Resource): FastifySchemaCompiler<unknown> =>
  () =>
  (data) => {
    try {
      return { value: parseExportQuery(resource, (data ?? {}) as Record<string, unknown>) };
    } catch (error) {
      return { error: error as Error };
    }
  };

function routesFor(app: FastifyInstance, resource: Resource): void {
  const base = `/api/${resource.name}`;
  // A change to users, roles, permissions or a person's account can change or end any session:
  // forget the cached sessions before answering, so the next request sees the change.
  const clearsSessions = changesSessions(resource);
  const changed = <T>(result: T): T => {
    if (clearsSessions) app.sessions.clear();
    return result;
  };
  const ops = new Set(resource.operations);
  const label = resourceLabel(resource);
  /** A toast's words in the request's language; English names the record as it always has. */
  const toast = (request: FastifyRequest, key: 'created' | 'updated' | 'deleted') => {
    const tr = readerOf(request);
    const record = tr.language === 'en' ? label : tr.record(resource.name);
    return tr.t(`success.${key}`, { record });
  };
  const byId = idsInPath();

  if (ops.has('list')) {
    app.get<{ Querystring: ListQuery }>(
      base,
      { schema: { querystring: listQuery(resource) }, validatorCompiler: listParser(resource) },
      async (request) => listRecords(await request.context(), resource, request.query),
    );
    app.get<{ Querystring: ExportQuery }>(
      `${base}/export`,
      { schema: { querystring: exportQuery(resource) }, validatorCompiler: exportParser(resource) },
      async (request, reply) => {
        const { list, format } = request.query;
        const file = exportRecords(await request.context(), resource, list, format);
        return reply
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .type(file.contentType)
          .send(file.body);
      },
    );
  }
  if (resource.shortList) {
    app.get(`/api/${resource.shortList}`, async (request) => ({
      data: await shortList(await request.context(), resource),
    }));
  }
  if (ops.has('show')) {
    app.get(`${base}/:id`, byId, async (request: WithId) => ({
      data: await showRecord(await request.context(), resource, request.params.id),
    }));
  }
  if (ops.has('create')) {
    app.post(base, async (request, reply) => {
      const { body } = await request.readBody();
      const data = changed(await createRecord(await request.context(), resource, body));
      return reply.status(201).send({ status: true, message: toast(request, 'created'), data });
    });
  }
  if (ops.has('update')) {
    const update = async (request: WithId, body: Record<string, unknown>) => ({
      status: true,
      message: toast(request, 'updated'),
      data: changed(await updateRecord(await request.context(), resource, request.params.id, body)),
    });
    // Laravel's form-method spoofing: an edit is a POST carrying _method=PUT (docs/API.md).
    app.post(`${base}/:id`, byId, async (request: WithId, reply) => {
      const { body, method } = await request.readBody();
      if (method !== 'PUT' && method !== 'PATCH') {
        return reply.status(405).send({
          message: 'The POST method is not supported for this route. Send _method=PUT to update.',
        });
      }
      return update(request, body);
    });
    app.put(`${base}/:id`, byId, async (request: WithId) =>
      update(request, (await request.readBody()).body),
    );
    app.patch(`${base}/:id`, byId, async (request: WithId) =>
      update(request, (await request.readBody()).body),
    );
  }
  if (ops.has('delete')) {
    app.delete(`${base}/:id`, byId, async (request: WithId) => {
      changed(await deleteRecord(await request.context(), resource, request.params.id));
      return { status: true, message: toast(request, 'deleted') };
    });
  }
  if (resource.toggleField) {
    app.put(`${base}/toggle/:id`, byId, async (request: WithId) => ({
      status: true,
      message: toast(request, 'updated'),
      data: changed(await toggleRecord(await request.context(), resource, request.params.id)),
    }));
  }
  if (resource.statusField) {
    type WithValue = FastifyRequest<{ Params: { id: number; value?: string } }>;
    const handler = async (request: WithValue) => {
      const value = request.params.value ?? (await request.readBody()).body.value;
      const ctx = await request.context();
      if (value === undefined)
        throw ValidationError.field(
          'value',
          translatorFor(ctx.language ?? 'en').t('records.valueRequired'),
        );
      return {
        status: true,
        message: readerOf(request).t('success.statusChanged'),
        data: changed(await changeStatus(ctx, resource, request.params.id, value)),
      };
    };
    // The value is one of the status field's choices; changeStatus checks it (422 per field).
    const value = { type: 'string' };
    app.put(`${base}/status/change/:id`, byId, handler);
    app.put(`${base}/status/change/:id/:value`, idsInPath(['id'], { value }), handler);
  }
}

export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  for (const resource of app.services.resources.all) routesFor(app, resource);
}
