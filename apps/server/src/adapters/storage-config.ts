import path from 'node:path';
import type { Config } from '../config';
import { localStorage, memoryStorage, type Storage } from './storage';

/**
 * The storage the configuration names: an S3-compatible bucket (S3_BUCKET), else a local folder
 * (MEDIA_DIR, default <DATA_DIR>/media), else memory for an in-memory database. The S3 SDK is
 * loaded only when a bucket is configured.
 */
export async function storageFromConfig(config: Config, inMemory = false): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { s3Storage } = await import('./s3-storage');
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      prefix: config.S3_PREFIX,
    });
  }
  if (config.MEDIA_DIR) return localStorage(config.MEDIA_DIR);
  return inMemory ? memoryStorage() : localStorage(path.join(config.DATA_DIR, 'media'));
}
