/**
 * With STORAGE=s3 the app keeps uploads in the bucket, not in DATA_DIR: a file uploaded through
 * the API is an object in the bucket, served back at its /uploads/… path with its type, and gone
 * (object and address) when a new file replaces it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../server/resources/s3-storage';
import { fileBlob, pngOf } from '../support/files';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/server';

let s3: TestS3Server;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ storage: s3.settings });
  admin = await server.login('admin@academy.test');
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

const pictureForm = (image: Buffer, method?: string): FormData => {
  const form = new FormData();
  if (method) form.set('_method', method);
  else {
    form.set('first_name', 'Bucket');
    form.set('email', `bucket-${Math.random().toString(36).slice(2)}@example.com`);
    form.set('role_id', '3');
    form.set('password', 'long-enough');
  }
  form.set('image', fileBlob(image, 'image/png'), 'photo.png');
  return form;
};

describe('uploads on S3 storage', () => {
  it('stores an uploaded image in the bucket and serves its bytes back at its /uploads/ path', async () => {
    const png = pngOf(12, 9);
    const { status, body } = await server.request<{ data: { id: number; image: string } }>(
      'POST',
      '/api/users',
      { token: admin, form: pictureForm(png) },
    );
    expect(status).toBe(201);
    expect(body.data.image).toMatch(/^\/uploads\/users\/[\w-]+\.png$/);
    expect(existsSync(join(server.settings.dataDir, body.data.image))).toBe(false);
    expect(await s3Storage(s3.settings).read(body.data.image)).toBeDefined();

    const served = await fetch(`${server.url}${body.data.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('removes the replaced object, whose address then answers 404', async () => {
    const created = await server.request<{ data: { id: number; image: string } }>(
      'POST',
      '/api/users',
      { token: admin, form: pictureForm(pngOf(5, 5)) },
    );
    const replaced = await server.request<{ data: { image: string } }>(
      'POST',
      `/api/users/${created.body.data.id}`,
      { token: admin, form: pictureForm(pngOf(6, 6), 'PUT') },
    );
    expect(replaced.status).toBe(200);
    expect(await s3Storage(s3.settings).read(created.body.data.image)).toBeUndefined();
    expect((await fetch(`${server.url}${created.body.data.image}`)).status).toBe(404);
    expect((await fetch(`${server.url}${replaced.body.data.image}`)).status).toBe(200);
  });

  it('answers 404 for a path with no object', async () => {
    const missing = await fetch(`${server.url}/uploads/users/missing.png`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found.' });
  });
});
