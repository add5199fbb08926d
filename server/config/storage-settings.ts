/**
 * Where uploaded files are kept, read from the environment beside the others in env.ts;
 * `.env.example` documents each. Local disk (DATA_DIR/uploads) unless `STORAGE=s3`, which several
 * API instances need: a file uploaded through one must be there for all the others.
 */

export interface S3StorageSettings {
  driver: 's3';
  bucket: string;
  region: string;
  /** Another server speaking S3's API (MinIO, R2, a test server) instead of AWS. */
  endpoint: string | undefined;
  /** Unset: the SDK's own credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`host/bucket/key`), as most S3-compatible servers need. */
  forcePathStyle: boolean;
}

export type StorageSettings = { driver: 'local' } | S3StorageSettings;

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

function endpoint(env: Env): string | undefined {
  const raw = value(env, 'S3_ENDPOINT');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('S3_ENDPOINT must be a URL such as https://s3.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('S3_ENDPOINT must be an http(s) URL');
  return raw;
}

function credentials(env: Env): S3StorageSettings['credentials'] {
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (accessKeyId === undefined && secretAccessKey === undefined) return undefined;
  if (accessKeyId === undefined || secretAccessKey === undefined)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  return { accessKeyId, secretAccessKey };
}

function flag(env: Env, name: string): boolean {
  const raw = value(env, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${name} must be true or false`);
}

export function readStorageSettings(env: Env = process.env): StorageSettings {
  const driver = value(env, 'STORAGE') ?? 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error('STORAGE must be local or s3');
  const bucket = value(env, 'S3_BUCKET');
  if (bucket === undefined) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return {
    driver,
    bucket,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    endpoint: endpoint(env),
    credentials: credentials(env),
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
  };
}
