import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uploadPhoto } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../test/images';
import { startTestServer, type TestServer } from '../test/server';
import { s3Storage } from './s3-storage';

/**
 * A fake S3 in this process (path-style: /bucket/key): PutObject, GetObject and DeleteObject as
 * S3 answers them, including NoSuchKey. It checks that every request is signed (SigV4).
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const seen: { method: string; path: string }[] = [];
  const body = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://s3').pathname);
    seen.push({ method: request.method!, path });
    if (!/^AWS4-HMAC-SHA256 Credential=test-key\//.test(request.headers.authorization ?? '')) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end('<Error><Code>AccessDenied</Code><Message>Unsigned</Message></Error>');
      return;
    }
    void (async () => {
      if (request.method === 'PUT') {
        const type = request.headers['content-type'];
        objects.set(path, { body: await body(request), type });
        response.writeHead(200, { etag: '"x"' });
        response.end();
      } else if (request.method === 'GET') {
        const found = objects.get(path);
        if (!found) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
          return;
        }
        response.writeHead(200, {
          'content-type': found.type ?? 'application/octet-stream',
          'content-length': found.body.length,
        });
        response.end(found.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204);
        response.end();
      } else {
        response.writeHead(405);
        response.end();
      }
    })();
  });
  return {
    objects,
    seen,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const s3 = fakeS3();
let endpoint: string;
beforeAll(async () => {
  endpoint = await s3.start();
});
afterAll(() => s3.close());

const storageAt = (prefix?: string) =>
  s3Storage({
    bucket: 'photos',
    endpoint,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    prefix,
  });

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects in the bucket, path-style and signed', async () => {
    const storage = storageAt();
    const data = Buffer.from('not really a webp');
    await storage.put('photos/7/abc/w480.webp', data);
    expect(s3.objects.get('/photos/photos/7/abc/w480.webp')).toEqual({ body: data, type: 'image/webp' });
    expect(await storage.get('photos/7/abc/w480.webp')).toEqual(data);
    await storage.delete('photos/7/abc/w480.webp');
    expect(s3.objects.has('/photos/photos/7/abc/w480.webp')).toBe(false);
    expect(storage.url('photos/7/abc/w480.webp')).toBe('/media/photos/7/abc/w480.webp');
  });

  it('answers null for a missing object, and deleting one is no error', async () => {
    const storage = storageAt();
    expect(await storage.get('photos/7/none/w480.webp')).toBeNull();
    await expect(storage.delete('photos/7/none/w480.webp')).resolves.toBeUndefined();
  });

  it('puts keys under the prefix, and never sends an unsafe key', async () => {
    const storage = storageAt('amori/');
    await storage.put('photos/8/abc/thumb.avif', Buffer.from('x'));
    expect(s3.objects.has('/photos/amori/photos/8/abc/thumb.avif')).toBe(true);
    const before = s3.seen.length;
    await expect(storage.put('../etc/passwd.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
    expect(await storage.get('photos/../../x.webp')).toBeNull();
    await storage.delete('/absolute.webp');
    expect(s3.seen.length).toBe(before);
  });

  it('fails loudly when the bucket refuses (wrong credentials)', async () => {
    const storage = s3Storage({
      bucket: 'photos',
      endpoint,
      accessKeyId: 'wrong',
      secretAccessKey: 'wrong',
    });
    await expect(storage.get('photos/7/abc/w480.webp')).rejects.toThrow();
  });
});

describe('the server with S3-compatible storage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ members: 2, storage: storageAt('site/') });
  });
  afterAll(() => server?.close());

  it('stores an upload in the bucket and serves it at its /media URL', async () => {
    const cookie = await server.loginAs('free@example.com');
    const response = await server.request('/api/photos.php', {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await jpegWithGps(640, 800, { r: 200, g: 40, b: 40 })),
    });
    expect(response.status).toBe(200);
    const { photo } = uploadPhoto.response.parse(await response.json());
    const key = photo.src.replace(/^\/media\//, '');
    const stored = s3.objects.get(`/photos/site/${key}`);
    expect(stored?.body.length).toBeGreaterThan(0);
    const served = await server.request(photo.src, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored!.body);
  });
});
