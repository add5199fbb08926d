import type { Identifier, RaRecord } from 'react-admin';
import { getResource } from '../../config';
import { toFormBody } from './formBody';
import type { HttpClient } from './http';
import { listQuery } from './listQuery';
import type { ActionResult, AppDataProvider, JsonObject } from './types';
import { unwrapList, unwrapRecord } from './unwrap';

/** The contract caps `per_page` at 1000 (docs/API.md). */
const MAX_PER_PAGE = 1000;

const path = (...parts: (string | number)[]) => parts.map((p) => encodeURIComponent(String(p))).join('/');

const asRecord = (row: JsonObject): RaRecord => row as RaRecord;

function actionResult(body: JsonObject): ActionResult {
  return {
    status: body.status !== false,
    message: typeof body.message === 'string' ? body.message : '',
    data: body.data !== null && typeof body.data === 'object' ? (body.data as JsonObject) : undefined,
  };
}

/**
 * react-admin's calls mapped onto the contract of docs/API.md. `resource` is the react-admin key
 * (the SPEC route, see config/resourceKeys) and is resolved to the API name here.
 */
export function createDataProvider(http: HttpClient): AppDataProvider {
  const api = (resource: string) => getResource(resource).name;

  const getMany = async (resource: string, ids: Identifier[]) => {
    if (ids.length === 0) return { data: [] as RaRecord[] };
    const query = listQuery({ filter: { id: ids } });
    query.set('per_page', String(Math.min(ids.length, MAX_PER_PAGE)));
    const body = await http('GET', path(api(resource)), { query });
    return { data: unwrapList(body).data.map(asRecord) };
  };

  const provider: AppDataProvider = {
    async getList(resource, params) {
      const body = await http('GET', path(api(resource)), { query: listQuery(params) });
      const { data, total } = unwrapList(body);
      return { data: data.map(asRecord), total };
    },
    async getOne(resource, params) {
      const body = await http('GET', path(api(resource), params.id));
      return { data: asRecord(unwrapRecord(body)) };
    },
    getMany: (resource, params) => getMany(resource, params.ids),
    async getManyReference(resource, params) {
      const filter = { ...params.filter, [params.target]: params.id };
      const query = listQuery({ ...params, filter });
      const { data, total } = unwrapList(await http('GET', path(api(resource)), { query }));
      return { data: data.map(asRecord), total };
    },
    async create(resource, params) {
      const r = getResource(resource);
      const body = await http('POST', path(r.name), { body: toFormBody(r, params.data, 'create') });
      return { data: asRecord(unwrapRecord(body)) };
    },
    async update(resource, params) {
      const r = getResource(resource);
      const body = await http('POST', path(r.name, params.id), {
        body: toFormBody(r, params.data as Record<string, unknown>, 'update'),
      });
      const saved = unwrapRecord(body);
      // Fall back to what was sent merged over the previous record if the answer carries no row.
      const record = 'id' in saved ? saved : { ...params.previousData, ...params.data, id: params.id };
      return { data: asRecord(record) };
    },
    async updateMany(resource, params) {
      await Promise.all(
        params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: { id } })),
      );
      return { data: params.ids };
    },
    async delete(resource, params) {
      await http('DELETE', path(api(resource), params.id));
      return { data: (params.previousData ?? { id: params.id }) as RaRecord };
    },
    async deleteMany(resource, params) {
      // No bulk endpoint in the contract: one DELETE per row, all must succeed.
      await Promise.all(params.ids.map((id) => http('DELETE', path(api(resource), id))));
      return { data: params.ids };
    },
    async toggle(resource, id) {
      return actionResult(await http('PUT', path(api(resource), 'toggle', id)));
    },
    async changeStatus(resource, id, value) {
      return actionResult(await http('PUT', path(api(resource), 'status', 'change', id, value)));
    },
    async arrangeOrder(type, ids) {
      return actionResult(await http('POST', path('arrange-order', type), { body: { items: ids } }));
    },
  };
  return provider;
}
