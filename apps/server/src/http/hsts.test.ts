import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';
import { HSTS } from './hsts';

// HSTS on every answer over HTTPS, the API's and the media's too (a browser that reached the site
// over HTTPS is never downgraded by any of them); the site's pages and files: plugins/site.test.ts.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ members: 0 });
});
afterAll(() => server.close());

describe('Strict-Transport-Security', () => {
  const urls = ['/api/settings.php', '/api/user.php', '/api/no-such-call.php', '/media/no-such-photo.webp'];

  it('is on every answer to a request that came over HTTPS through a trusted proxy (loopback here)', async () => {
    for (const url of urls) {
      const response = await server.request(url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security'), `${url} ${response.status}`).toBe(HSTS);
    }
  });

  it('is never on an answer over plain HTTP', async () => {
    for (const url of urls) {
      const response = await server.request(url);
      expect(response.headers.get('strict-transport-security'), url).toBeNull();
    }
  });
});
