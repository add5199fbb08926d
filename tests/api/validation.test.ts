/** Every validation rule type the field definitions generate, answered as Laravel-shaped 422s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlob, pdf, pngOf } from '../support/files';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Invalid = { message: string; errors: Record<string, string[]> };

async function errorsFor(
  resource: string,
  json: Record<string, unknown>,
): Promise<Record<string, string[]>> {
  const { status, body } = await server.request<Invalid>('POST', `/api/${resource}`, {
    token: admin,
    json,
  });
  expect(status).toBe(422);
  expect(typeof body.message).toBe('string');
  return body.errors;
}

const expenseBase = {
  title: 'Chalk',
  expense_type_id: 5,
  amount: '10.00',
  date: '2026-11-01',
  bank_account_id: 1,
};

describe('rules generated from field definitions', () => {
  it('required', async () => {
    const errors = await errorsFor('expense', {});
    expect(errors).toMatchObject({
      title: ['The title field is required.'],
      expense_type_id: ['The expense type field is required.'],
      amount: ['The amount field is required.'],
      date: ['The date field is required.'],
      bank_account_id: ['The bank account field is required.'],
    });
  });

  it('required fields may not be cleared on update, but may be left out', async () => {
    const { status, body } = await server.request<Invalid>('PUT', '/api/bank/1', {
      token: admin,
      json: { name: '' },
    });
    expect(status).toBe(422);
    expect(body.errors.name).toEqual(['The name field is required.']);
    expect(
      (await server.request('PUT', '/api/bank/1', { token: admin, json: { is_active: true } }))
        .status,
    ).toBe(200);
  });

  it('maximum length', async () => {
    expect((await errorsFor('bank', { name: 'x'.repeat(191) })).name).toEqual([
      'The name field must not be greater than 190 characters.',
    ]);
  });

  it('minimum length (passwords)', async () => {
    const errors = await errorsFor('users', {
      first_name: 'A',
      email: 'a@example.com',
      role_id: 3,
      password: 'short',
    });
    expect(errors.password).toEqual(['The password field must be at least 8 characters.']);
  });

  it('e-mail, phone and URL formats', async () => {
    const errors = await errorsFor('users', {
      first_name: 'A',
      email: 'not-an-email',
      phone: 'call me',
      role_id: 3,
      password: 'long-enough',
    });
    expect(errors.email).toEqual(['The email field must be a valid email address.']);
    expect(errors.phone).toEqual(['The phone field must be a valid phone number.']);
  });

  it('unique, case-insensitively for e-mails', async () => {
    expect((await errorsFor('bank', { name: 'BRAC Bank' })).name).toEqual([
      'The name has already been taken.',
    ]);
    const errors = await errorsFor('users', {
      first_name: 'A',
      email: 'Admin@Academy.test',
      role_id: 3,
      password: 'long-enough',
    });
    expect(errors.email).toEqual(['The email has already been taken.']);
  });

  it('unique ignores the record being updated', async () => {
    expect(
      (await server.request('PUT', '/api/bank/2', { token: admin, json: { name: 'BRAC Bank' } }))
        .status,
    ).toBe(200);
  });

  it('references must exist', async () => {
    expect(
      (await errorsFor('expense', { ...expenseBase, expense_type_id: 9999 })).expense_type_id,
    ).toEqual(['The selected expense type is invalid.']);
    expect(
      (await errorsFor('expense', { ...expenseBase, bank_account_id: 'abc' })).bank_account_id,
    ).toEqual(['The selected bank account is invalid.']);
  });

  it('references marked active-only refuse inactive rows (only active expense types offered)', async () => {
    const type = await server.request<{ data: { id: number } }>('POST', '/api/expense-type', {
      token: admin,
      json: { name: 'Retired type', is_active: false },
    });
    const errors = await errorsFor('expense', {
      ...expenseBase,
      expense_type_id: type.body.data.id,
    });
    expect(errors.expense_type_id).toEqual(['The selected expense type is invalid.']);
  });

  it('many-to-many references must all exist', async () => {
    const errors = await errorsFor('role', { name: 'Odd role', type: 2, permissions: [1, 99999] });
    expect(errors.permissions).toEqual(['The selected permissions are invalid: 99999.']);
  });

  it('money: an amount with at most two decimals, at least the minimum', async () => {
    expect((await errorsFor('expense', { ...expenseBase, amount: '10.005' })).amount).toEqual([
      'The amount field must be an amount with at most 2 decimal places.',
    ]);
    expect((await errorsFor('expense', { ...expenseBase, amount: '0' })).amount).toEqual([
      'The amount field must be at least 0.01.',
    ]);
    expect((await errorsFor('expense', { ...expenseBase, amount: 'ten' })).amount).toEqual([
      'The amount field must be an amount with at most 2 decimal places.',
    ]);
  });

  it('integers', async () => {
    expect((await errorsFor('payment-type', { name: 'Odd', position: 1.5 })).position).toEqual([
      'The position field must be an integer.',
    ]);
    expect((await errorsFor('payment-type', { name: 'Odd', position: -1 })).position).toEqual([
      'The position field must be at least 0.',
    ]);
  });

  it('booleans', async () => {
    expect((await errorsFor('bank', { name: 'Maybe Bank', is_active: 'maybe' })).is_active).toEqual(
      ['The active field must be true or false.'],
    );
  });

  it('dates must be real calendar dates', async () => {
    expect((await errorsFor('expense', { ...expenseBase, date: '2026-02-30' })).date).toEqual([
      'The date field must be a valid date (YYYY-MM-DD).',
    ]);
  });

  it('choices must be in their list', async () => {
    expect((await errorsFor('role', { name: 'Odd', type: 9 })).type).toEqual([
      'The selected type is invalid.',
    ]);
  });

  it('unknown fields are refused, not ignored', async () => {
    expect((await errorsFor('bank', { name: 'Fine Bank', colour: 'red' })).colour).toEqual([
      'The colour field is prohibited.',
    ]);
  });

  it('system fields are read-only', async () => {
    const errors = await errorsFor('bank', { name: 'Fine Bank', id: 77, created_by: 3 });
    expect(errors.id).toEqual(['The id field is read-only.']);
    expect(errors.created_by).toEqual(['The created by field is read-only.']);
  });

  it('a body that is not an object is refused', async () => {
    const response = await fetch(`${server.url}/api/bank`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: '[1,2]',
    });
    expect(response.status).toBe(422);
  });

  it('malformed JSON is a 400 with a message, not a 500', async () => {
    const response = await fetch(`${server.url}/api/bank`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('message');
  });
});

describe('files and images', () => {
  const userForm = (image: Blob, name = 'photo.png') => {
    const form = new FormData();
    form.set('first_name', 'Pic');
    form.set('email', `pic-${Math.random().toString(36).slice(2)}@example.com`);
    form.set('role_id', '3');
    form.set('password', 'long-enough');
    form.set('image', image, name);
    return form;
  };

  it('stores an image checked by its bytes, serves it, and removes it when replaced', async () => {
    const { status, body } = await server.request<{ data: { id: number; image: string } }>(
      'POST',
      '/api/users',
      { token: admin, form: userForm(fileBlob(pngOf(40, 40), 'image/png')) },
    );
    expect(status).toBe(201);
    expect(body.data.image).toMatch(/^\/uploads\/users\/[\w-]+\.png$/);
    const served = await fetch(`${server.url}${body.data.image}`);
    expect(served.status).toBe(200);
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    const replace = new FormData();
    replace.set('_method', 'PUT');
    replace.set('image', fileBlob(pngOf(20, 20), 'image/png'), 'new.png');
    const updated = await server.request<{ data: { image: string } }>(
      'POST',
      `/api/users/${body.data.id}`,
      { token: admin, form: replace },
    );
    expect(updated.body.data.image).not.toBe(body.data.image);
    expect((await fetch(`${server.url}${body.data.image}`)).status).toBe(404);
  });

  it('refuses a file whose bytes are not an image, whatever its name says', async () => {
    const { status, body } = await server.request<Invalid>('POST', '/api/users', {
      token: admin,
      form: userForm(fileBlob(Buffer.from('<script>alert(1)</script>'), 'image/png')),
    });
    expect(status).toBe(422);
    expect(body.errors.image?.[0]).toMatch(
      /^The image must be a file of type: png, jpeg, gif, webp\.$/,
    );
  });

  it('refuses a file over the size limit', async () => {
    // A real PNG followed by padding: over the users.image limit of 1024 KB.
    const padded = Buffer.concat([pngOf(10, 10), Buffer.alloc(1100 * 1024)]);
    const { status, body } = await server.request<Invalid>('POST', '/api/users', {
      token: admin,
      form: userForm(fileBlob(padded, 'image/png')),
    });
    expect(status).toBe(422);
    expect(body.errors.image).toEqual(['The image may not be greater than 1024 kilobytes.']);
  });

  it('accepts a PDF attachment on an expense and keeps it when the record is edited without it', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(expenseBase)) form.set(k, String(v));
    form.set('attachment', fileBlob(pdf(), 'application/pdf'), 'receipt.pdf');
    const created = await server.request<{ data: { id: number; attachment: string } }>(
      'POST',
      '/api/expense',
      { token: admin, form },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attachment).toMatch(/\.pdf$/);
    const edit = new URLSearchParams({ _method: 'PUT', title: 'Chalk and dusters' });
    const updated = await server.request<{ data: { attachment: string } }>(
      'POST',
      `/api/expense/${created.body.data.id}`,
      { token: admin, form: edit },
    );
    expect(updated.body.data.attachment).toBe(created.body.data.attachment);
  });

  it('clears a file sent as an empty string', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(expenseBase)) form.set(k, String(v));
    form.set('attachment', fileBlob(pdf(), 'application/pdf'), 'receipt.pdf');
    const created = await server.request<{ data: { id: number; attachment: string } }>(
      'POST',
      '/api/expense',
      { token: admin, form },
    );
    const cleared = await server.request<{ data: { attachment: string | null } }>(
      'POST',
      `/api/expense/${created.body.data.id}`,
      { token: admin, form: new URLSearchParams({ _method: 'PUT', attachment: '' }) },
    );
    expect(cleared.body.data.attachment).toBeNull();
  });
});
