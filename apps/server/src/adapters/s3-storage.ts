// Photos in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ...), behind the same
// Storage interface as the local folder. The site still fetches them from /media/<key>: the server
// reads them from the bucket, so the photo access rules apply whatever the storage.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isSafeKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Default `us-east-1` (most S3-compatible services accept any). */
  region?: string | undefined;
  /** An S3-compatible service's URL (`https://minio.example.com:9000`); AWS when absent. */
  endpoint?: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible services want. */
  forcePathStyle?: boolean | undefined;
  /** Both or neither: without them the SDK's default chain (environment, instance role, ...). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Prepended to every key (`amori/`), to share a bucket. */
  prefix?: string | undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Whether the SDK's error means the object is not there. */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Stores files as objects of a bucket, served at /media/<key> by the server like the local folder. */
export function s3Storage(options: S3StorageOptions, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: options.region ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer
      // checksum headers the SDK would otherwise send with every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => `${prefix}${key}`;
  return {
    async put(key, data) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      await s3.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)],
        }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      // S3 answers a delete of a missing object with success too.
      await s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    url: (key) => `/media/${key}`,
  };
}
