import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { getResource } from '../../config';
import { toFormBody } from './formBody';
import type { HttpClient } from './http';
import { listQuery } from './listQuery';
import type { ActionResult, AppDataProvider, JsonObject } from './types';
import { unwrapList, unwrapRecord } from './unwrap';

/** The contract caps `per_page` at 1000 (docs/API.md). */
const MAX_PER_PAGE = 1000;

const path = (...parts: (string | number)[]) => parts.map((p) => encodeURIComponent(String(p))).join('/');

/** The contract's rows are react-admin records (every record has `id`, docs/API.md). */
const asRecord = <T extends RaRecord>(row: JsonObject): T => row as unknown as T;

function actionResult(body: JsonObject): ActionResult {
  return {
    status: body.status !== false,
    message: typeof body.message === 'string' ? body.message : '',
    data: body.data !== null && typeof body.data === 'object' ? (body.data as JsonObject) : undefined,
  };
}

/**
 * react-admin's calls mapped onto the contract of docs/API.md. `resource` is the react-admin key
 * (the SPA route, see config/resourceKeys) and is resolved to the API name here.
 */
export function createDataProvider(http: HttpClient): AppDataProvider {
  const api = (resource: string) => getResource(resource).name;

  const getMany = async <T extends RaRecord>(resource: string, ids: Identifier[]) => {
    if (ids.length === 0) return { data: [] as T[] };
    const query = listQuery({ filter: { id: ids } });
    query.set('per_page', String(Math.min(ids.length, MAX_PER_PAGE)));
    const body = await http('GET', path(api(resource)), { query });
    return { data: unwrapList(body).data.map((row) => asRecord<T>(row)) };
  };

  const provider: AppDataProvider = {
    async getList<T extends RaRecord>(resource: string, params: GetListParams) {
      const body = await http('GET', path(api(resource)), { query: listQuery(params) });
      const { data, total, totalAtLeast } = unwrapList(body);
      const records = data.map((row) => asRecord<T>(row));
      // The list context hands `meta` to the pager, which then reads the total as "N+".
      return totalAtLeast
        ? { data: records, total, meta: { totalAtLeast } }
        : { data: records, total };
    },
    async getOne<T extends RaRecord>(resource: string, params: GetOneParams<T>) {
      const body = await http('GET', path(api(resource), params.id));
      return { data: asRecord<T>(unwrapRecord(body)) };
    },
    getMany: <T extends RaRecord>(resource: string, params: GetManyParams<T>) =>
      getMany<T>(resource, params.ids),
    async getManyReference<T extends RaRecord>(resource: string, params: GetManyReferenceParams) {
      const filter = { ...params.filter, [params.target]: params.id };
      const query = listQuery({ ...params, filter });
      const { data, total } = unwrapList(await http('GET', path(api(resource)), { query }));
      return { data: data.map((row) => asRecord<T>(row)), total };
    },
    async create<T extends Omit<RaRecord, 'id'>, R extends RaRecord = T & { id: Identifier }>(
      resource: string,
      params: CreateParams<T>,
    ) {
      const r = getResource(resource);
      const body = await http('POST', path(r.name), {
        body: toFormBody(r, params.data as Record<string, unknown>, 'create'),
      });
      return { data: asRecord<R>(unwrapRecord(body)) };
    },
    async update<T extends RaRecord>(resource: string, params: UpdateParams<T>) {
      const r = getResource(resource);
      const body = await http('POST', path(r.name, params.id), {
        body: toFormBody(r, params.data as Record<string, unknown>, 'update'),
      });
      const saved = unwrapRecord(body);
      // Fall back to what was sent merged over the previous record if the answer carries no row.
      const record = 'id' in saved ? saved : { ...params.previousData, ...params.data, id: params.id };
      return { data: asRecord<T>(record) };
    },
    async updateMany(resource, params) {
      await Promise.all(
        params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: { id } })),
      );
      return { data: params.ids };
    },
    async delete<T extends RaRecord>(resource: string, params: DeleteParams<T>) {
      await http('DELETE', path(api(resource), params.id));
      return { data: params.previousData ?? asRecord<T>({ id: params.id }) };
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
