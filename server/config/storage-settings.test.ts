import { describe, expect, it } from 'vitest';
import { readStorageSettings } from './storage-settings';

describe('readStorageSettings', () => {
  it('keeps uploads on local disk by default', () => {
    expect(readStorageSettings({})).toEqual({ driver: 'local' });
    expect(readStorageSettings({ STORAGE: 'local', S3_BUCKET: 'ignored' })).toEqual({
      driver: 'local',
    });
  });

  it('reads the bucket, region, endpoint, keys and path style for STORAGE=s3', () => {
    expect(
      readStorageSettings({
        STORAGE: 's3',
        S3_BUCKET: 'academy-uploads',
        S3_REGION: 'ap-south-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      driver: 's3',
      bucket: 'academy-uploads',
      region: 'ap-south-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it("leaves AWS's endpoint, us-east-1, the SDK's credential chain and virtual-host style as defaults", () => {
    expect(readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'b' })).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses an unknown driver, a missing bucket, half a key pair and a bad endpoint or flag', () => {
    expect(() => readStorageSettings({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => readStorageSettings({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    const s3 = { STORAGE: 's3', S3_BUCKET: 'b' };
    expect(() => readStorageSettings({ ...s3, S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readStorageSettings({ ...s3, S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
    expect(() => readStorageSettings({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => readStorageSettings({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
