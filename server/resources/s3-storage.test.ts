import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, pngOf } from '../../tests/support/files';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server';
import { s3Storage, type S3Storage } from './s3-storage';

let server: TestS3Server;
let storage: S3Storage;

beforeAll(async () => {
  server = await startS3Server();
  storage = s3Storage(server.settings);
});
afterAll(() => server.close());

async function bytesOf(path: string): Promise<{ type: string; bytes: Buffer } | undefined> {
  const object = await storage.read(path);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { type: object.contentType, bytes: Buffer.concat(chunks) };
}

describe('S3 storage', () => {
  it('saves under /uploads/<folder>/ and reads the same bytes back with the type they are', async () => {
    const png = pngOf(3, 2);
    const path = await storage.save('courses', png, 'png');
    expect(path).toMatch(/^\/uploads\/courses\/[0-9a-f-]{36}\.png$/);
    expect(await bytesOf(path)).toEqual({ type: 'image/png', bytes: png });

    const document = pdf();
    const pdfPath = await storage.save('messages', document, 'pdf');
    expect(await bytesOf(pdfPath)).toEqual({ type: 'application/pdf', bytes: document });
  });

  it('removes the object, after which there is nothing to read', async () => {
    const path = await storage.save('courses', pngOf(1, 1), 'png');
    await storage.remove(path);
    expect(await storage.read(path)).toBeUndefined();
  });

  it('reads nothing outside /uploads/ or climbing out of it, and removes nothing there', async () => {
    const path = await storage.save('courses', pngOf(1, 1), 'png');
    const key = path.slice('/uploads/'.length);
    expect(await storage.read(`/elsewhere/${key}`)).toBeUndefined();
    expect(await storage.read(`/uploads/other/../${key}`)).toBeUndefined();
    await storage.remove(`/uploads/other/../${key}`);
    expect((await bytesOf(path))?.type).toBe('image/png');
  });
});
