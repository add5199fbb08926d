/**
 * The storage uploads go to, as the settings choose it, and how /uploads/… is served from it: from
 * DATA_DIR/uploads by the static file server, or streamed from the bucket by the app. The app
 * streams rather than redirecting to presigned URLs so that every stored path, and who may read
 * it, stays as it is on local disk, and it works behind any S3-compatible server.
 */
import { join } from 'node:path';
import type { Settings } from '../config/env';
import { localStorage, type Storage } from './files';
import { s3Storage, type S3Storage } from './s3-storage';

export type Uploads =
  { driver: 'local'; root: string; storage: Storage } | { driver: 's3'; storage: S3Storage };

export function uploadsFor(settings: Pick<Settings, 'dataDir' | 'storage'>): Uploads {
  if (settings.storage.driver === 's3')
    return { driver: 's3', storage: s3Storage(settings.storage) };
  const root = join(settings.dataDir, 'uploads');
  return { driver: 'local', root, storage: localStorage(root) };
}
