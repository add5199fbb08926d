/**
 * Uploaded files in an S3 bucket (AWS or any S3-compatible server), for installs that run several
 * API instances: every instance sees every file. Objects are keyed by the file's public path
 * without `/uploads/` (`courses/<uuid>.png`), so the paths stored in rows are the same as on local
 * disk and a bucket can be filled from an existing DATA_DIR/uploads as it is.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { fileTypeFromBuffer } from 'file-type';
import type { S3StorageSettings } from '../config/storage-settings';
import { UPLOADS_PREFIX, type Storage } from './files';

export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
}

export interface S3Storage extends Storage {
  /** The object behind a public path, or undefined when there is none. */
  read(publicPath: string): Promise<StoredObject | undefined>;
}

/** The object key of a public path; undefined for a path outside /uploads/ or one climbing out. */
function objectKey(publicPath: string): string | undefined {
  if (!publicPath.startsWith(UPLOADS_PREFIX)) return undefined;
  const key = publicPath.slice(UPLOADS_PREFIX.length);
  const segments = key.split('/');
  if (key === '' || segments.some((s) => s === '' || s === '.' || s === '..')) return undefined;
  return key;
}

export function s3Client(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
}

export function s3Storage(settings: S3StorageSettings, client = s3Client(settings)): S3Storage {
  const { bucket } = settings;
  async function read(publicPath: string): Promise<StoredObject | undefined> {
    const key = objectKey(publicPath);
    if (key === undefined) return undefined;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength,
        etag: object.ETag,
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }
  return {
    async save(folder, data, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      // Uploads were checked by their bytes; the type served back is the one those bytes are.
      const type = (await fileTypeFromBuffer(data))?.mime ?? 'application/octet-stream';
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: type }),
      );
      return `${UPLOADS_PREFIX}${key}`;
    },
    async remove(publicPath) {
      const key = objectKey(publicPath);
      if (key === undefined) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    read,
    async bytes(publicPath) {
      const object = await read(publicPath);
      if (!object) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
