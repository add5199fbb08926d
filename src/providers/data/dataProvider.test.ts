import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './http';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

function setup(answer: unknown, status = 200, token: string | null = 'tok') {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    return new Response(JSON.stringify(answer), { status });
  });
  const http = createHttpClient({ apiUrl: '/api', getToken: () => token, fetch: fetchMock });
  return { provider: createDataProvider(http), calls };
}

const form = (call: Call | undefined): [string, FormDataEntryValue][] => {
  const body = call?.body;
  if (!(body instanceof FormData)) throw new Error('expected a form body');
  return [...body.entries()];
};

describe('getList', () => {
  it('maps paging, sort, search, filters and the date range onto the query', async () => {
    const { provider, calls } = setup({ data: [{ id: 1 }], meta: { total: 7 } });
    const result = await provider.getList('accounts/additional-income', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'amount', order: 'ASC' },
      filter: { q: ' rent ', bank_account_id: 3, start_date: '2026-01-01', end_date: '2026-01-31' },
    });
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/additional-income');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      per_page: '10',
      sort_by: 'amount',
      sort_dir: 'asc',
      search: 'rent',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      'filter[bank_account_id]': '3',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(result).toEqual({ data: [{ id: 1 }], total: 7 });
  });

  it('sends the range of days the rows were made as created_from and created_to', async () => {
    const { provider, calls } = setup({ data: [], meta: { total: 0 } });
    await provider.getList('admin/student/studentCourse', {
      filter: { created_from: '2026-03-01', created_to: '2026-03-31', status: 'active' },
    });
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      created_from: '2026-03-01',
      created_to: '2026-03-31',
      'filter[status]': 'active',
    });
  });

  it('passes on a total the API flags as a lower bound, as meta.totalAtLeast', async () => {
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };
    const flagged = setup({ data: [{ id: 1 }], meta: { total: 10000, total_at_least: true } });
    expect(await flagged.provider.getList('expense', params)).toEqual({
      data: [{ id: 1 }],
      total: 10000,
      meta: { totalAtLeast: true },
    });
    const exact = setup({ data: [{ id: 1 }], meta: { total: 10000 } });
    expect(await exact.provider.getList('expense', params)).toEqual({
      data: [{ id: 1 }],
      total: 10000,
    });
  });

  it('reads a top-level total when meta.total is absent', async () => {
    const { provider } = setup({ data: [{ id: 1 }, { id: 2 }], total: 40 });
    const result = await provider.getList('bank', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBe(40);
  });

  it('reads rows nested as data.data and data.data.data', async () => {
    const twice = setup({ data: { data: [{ id: 5 }], total: 9 } });
    const params = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };
    expect(await twice.provider.getList('bank', params)).toEqual({ data: [{ id: 5 }], total: 9 });
    const thrice = setup({ data: { data: { data: [{ id: 6 }], meta: { total: 11 } } } });
    expect(await thrice.provider.getList('bank', params)).toEqual({ data: [{ id: 6 }], total: 11 });
  });

  it('falls back to the row count when no total is given', async () => {
    const { provider } = setup({ data: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    const result = await provider.getList('bank', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { is_active: true },
    });
    expect(result.total).toBe(3);
  });

  it('sends boolean filters as 1/0', async () => {
    const { provider, calls } = setup({ data: [], meta: { total: 0 } });
    await provider.getList('bank', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { is_active: true },
    });
    expect(new URL(calls[0]?.url ?? '', 'http://x').searchParams.get('filter[is_active]')).toBe('1');
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('unwraps a record from data, data.data and data.data.data', async () => {
    for (const answer of [
      { data: { id: 4, name: 'A' } },
      { data: { data: { id: 4, name: 'A' } } },
      { data: { data: { data: { id: 4, name: 'A' } } } },
    ]) {
      const { provider, calls } = setup(answer);
      expect(await provider.getOne('accounts/banks', { id: 4 })).toEqual({ data: { id: 4, name: 'A' } });
      expect(calls[0]?.url).toBe('/api/bank/4');
    }
  });

  it('asks getMany as filter[id][]', async () => {
    const { provider, calls } = setup({ data: [{ id: 1 }, { id: 2 }], meta: { total: 2 } });
    const result = await provider.getMany('bank', { ids: [1, 2] });
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.searchParams.getAll('filter[id][]')).toEqual(['1', '2']);
    expect(url.searchParams.get('per_page')).toBe('2');
    expect(result.data).toHaveLength(2);
  });

  it('filters getManyReference by the target field', async () => {
    const { provider, calls } = setup({ data: [], meta: { total: 0 } });
    await provider.getManyReference('bank-account', {
      target: 'bank_id',
      id: 3,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/bank-account');
    expect(url.searchParams.get('filter[bank_id]')).toBe('3');
  });
});

describe('create and update', () => {
  it('posts a form with booleans 1/0, indexed arrays and files, never system fields', async () => {
    const { provider, calls } = setup({ status: true, message: 'ok', data: { id: 9, email: 'a@b.c' } });
    const picture = new File(['x'], 'me.png', { type: 'image/png' });
    const result = await provider.create('rolePermission/userPermission', {
      data: {
        id: 99,
        created_at: 'x',
        first_name: 'Ada',
        email: 'a@b.c',
        role_id: 1,
        status: 'active',
        password: 'secret-123',
        permissions: [3, 4],
        image: { rawFile: picture, src: 'blob:x', title: 'me.png' },
        unknown: 'no',
      },
    });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/users');
    const entries = form(calls[0]);
    const names = entries.map(([k]) => k);
    expect(names).not.toContain('id');
    expect(names).not.toContain('created_at');
    expect(names).not.toContain('unknown');
    expect(names).not.toContain('_method');
    expect(entries).toContainEqual(['permissions[0]', '3']);
    expect(entries).toContainEqual(['permissions[1]', '4']);
    expect(entries).toContainEqual(['password', 'secret-123']);
    const file = entries.find(([k]) => k === 'image')?.[1];
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('me.png');
    expect(result.data).toEqual({ id: 9, email: 'a@b.c' });
  });

  it('updates as POST with _method=PUT, booleans 1/0, no unchanged file, no empty password', async () => {
    const { provider, calls } = setup({ status: true, message: 'ok', data: { id: 3, name: 'B' } });
    await provider.update('rolePermission/userPermission', {
      id: 3,
      data: { id: 3, first_name: 'B', password: '', image: '/uploads/a.png', updated_at: 'y' },
      previousData: { id: 3 },
    });
    await provider.update('expenses', {
      id: 3,
      data: { is_active: false, attachment: null, amount: 12.5 },
      previousData: { id: 3 },
    });
    expect(calls[0]?.url).toBe('/api/users/3');
    expect(calls[0]?.method).toBe('POST');
    expect(form(calls[0])).toEqual([
      ['first_name', 'B'],
      ['_method', 'PUT'],
    ]);
    expect(form(calls[1])).toEqual([
      ['amount', '12.5'],
      ['attachment', ''],
      ['is_active', '0'],
      ['_method', 'PUT'],
    ]);
  });

  it('turns a 422 into an HttpError whose body.errors names each field', async () => {
    const { provider } = setup(
      { message: 'The name has already been taken.', errors: { name: ['The name has already been taken.', 'Too short.'] } },
      422,
    );
    const error = await provider.create('accounts/banks', { data: { name: 'X' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).message).toBe('The name has already been taken.');
    expect((error as HttpError).body).toEqual({
      message: 'The name has already been taken.',
      errors: { name: 'The name has already been taken. Too short.' },
    });
  });

  it('treats a 2xx answer with status false as a failure carrying the server message', async () => {
    const { provider } = setup({ status: false, message: 'Locked period' });
    await expect(provider.toggle('bank', 1)).rejects.toMatchObject({ message: 'Locked period' });
  });
});

describe('delete', () => {
  it('deletes one row and each row of a bulk delete', async () => {
    const { provider, calls } = setup({ status: true, message: 'Deleted' });
    const one = await provider.delete('accounts/banks', { id: 2, previousData: { id: 2, name: 'A' } });
    const many = await provider.deleteMany('accounts/banks', { ids: [5, 6] });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/bank/2',
      'DELETE /api/bank/5',
      'DELETE /api/bank/6',
    ]);
    expect(one.data).toEqual({ id: 2, name: 'A' });
    expect(many.data).toEqual([5, 6]);
  });
});

describe('toggle, status change, arrange order', () => {
  it('calls the contract paths and returns status and message', async () => {
    const { provider, calls } = setup({ status: true, message: 'Updated', data: { id: 1 } });
    expect(await provider.toggle('accounts/banks', 1)).toEqual({
      status: true,
      message: 'Updated',
      data: { id: 1 },
    });
    await provider.changeStatus('rolePermission/userPermission', 7, 'inactive');
    await provider.arrangeOrder('slider', [3, 1, 2]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/bank/toggle/1',
      'PUT /api/users/status/change/7/inactive',
      'POST /api/arrange-order/slider',
    ]);
    expect(calls[2]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[2]?.body))).toEqual({ items: [3, 1, 2] });
  });

  it('sends no Authorization header without a token', async () => {
    const { provider, calls } = setup({ data: [], meta: { total: 0 } }, 200, null);
    await provider.getMany('bank', { ids: [1] });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });
});
