import { uploadPhoto } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { jpegWithGps } from '../test/images';
import { startS3Server, type S3Server } from '../test/s3-server';
import { startTestServer, type TestServer } from '../test/server';
import { s3Storage } from './s3-storage';
import { storageFromConfig } from './storage-config';

// The S3 adapter against a real S3 API server on a loopback port (test/s3-server.ts), configured
// by the environment variables a production start sets (docs/deploy.md).

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const storageAt = (prefix?: string) =>
  storageFromConfig(loadConfig({ ...s3.env, ...(prefix ? { S3_PREFIX: prefix } : {}) }));

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects in the bucket, with their content type', async () => {
    const storage = await storageAt();
    const data = Buffer.from('not really a webp');
    await storage.put('photos/7/abc/w480.webp', data);
    expect(await s3.object('photos/7/abc/w480.webp')).toEqual({ body: data, type: 'image/webp' });
    expect(await storage.get('photos/7/abc/w480.webp')).toEqual(data);
    await storage.delete('photos/7/abc/w480.webp');
    expect(await s3.object('photos/7/abc/w480.webp')).toBeNull();
    expect(storage.url('photos/7/abc/w480.webp')).toBe('/media/photos/7/abc/w480.webp');
  });

  it('answers null for a missing object, and deleting one is no error', async () => {
    const storage = await storageAt();
    expect(await storage.get('photos/7/none/w480.webp')).toBeNull();
    await expect(storage.delete('photos/7/none/w480.webp')).resolves.toBeUndefined();
  });

  it('puts keys under the prefix, and never sends an unsafe key', async () => {
    const storage = await storageAt('amori/');
    await storage.put('photos/8/abc/thumb.avif', Buffer.from('x'));
    expect(await s3.object('amori/photos/8/abc/thumb.avif')).not.toBeNull();
    expect(await storage.get('photos/8/abc/thumb.avif')).toEqual(Buffer.from('x'));
    const before = s3.requests();
    await expect(storage.put('../etc/passwd.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
    expect(await storage.get('photos/../../x.webp')).toBeNull();
    await storage.delete('/absolute.webp');
    expect(s3.requests()).toBe(before);
  });

  it('fails loudly when the bucket refuses the credentials', async () => {
    const unknownKey = s3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      accessKeyId: 'wrong',
      secretAccessKey: 'wrong',
    });
    await expect(unknownKey.get('photos/7/abc/w480.webp')).rejects.toThrow(/Access Key Id/);
    const wrongSecret = s3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: 'wrong',
    });
    await expect(wrongSecret.put('photos/7/abc/w480.webp', Buffer.from('x'))).rejects.toThrow(/signature/);
    expect(await s3.object('photos/7/abc/w480.webp')).toBeNull();
  });
});

describe('the server with S3-compatible storage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ members: 2, storage: await storageAt('site/') });
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
    const stored = await s3.object(`site/${photo.src.replace(/^\/media\//, '')}`);
    expect(stored?.body.length).toBeGreaterThan(0);
    const served = await server.request(photo.src, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(stored!.type);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored!.body);
  });
});
