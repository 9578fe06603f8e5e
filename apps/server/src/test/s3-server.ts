import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';

// A real S3 API server for the tests: s3rver (an npm package, so every install has it) serves
// buckets from a folder on a loopback port, checks each object request's signature against its
// one key pair, and answers as S3 does. The tests reach it only over HTTP, through the S3 SDK.
// The bucket is made by the server at start, as the compose file's `bucket` service makes it:
// s3rver signs bucket-level paths without the trailing slash the SDK signs, so it refuses the
// SDK's CreateBucket and ListObjects; the adapter only ever asks for objects.

/** The only key pair the server accepts. */
const KEY = 'S3RVER';

export interface S3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The server's configuration for this bucket, as the environment gives it (docs/deploy.md). */
  env: Record<string, string>;
  /** How many HTTP requests the server has had. */
  requests(): number;
  /** An object's bytes and content type, asked of the server; null when it is not there. */
  object(key: string): Promise<{ body: Buffer; type: string | undefined } | null>;
  close(): Promise<void>;
}

/** Starts the server with an empty bucket on a free loopback port. */
export async function startS3Server(bucket = 'amori-media'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'amori-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let requests = 0;
  server.httpServer.on('request', () => requests++);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    endpoint,
    bucket,
    accessKeyId: KEY,
    secretAccessKey: KEY,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY },
    requests: () => requests,
    async object(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { body: Buffer.from(await found.Body!.transformToByteArray()), type: found.ContentType };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
