/**
 * A local S3-compatible server (s3rver) on a free port over a temporary folder, with one bucket,
 * and the settings that point STORAGE=s3 at it: what the storage tests upload to and read from.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../../server/config/storage-settings';

export interface TestS3Server {
  settings: S3StorageSettings;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'academy-uploads'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'academy-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      driver: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
