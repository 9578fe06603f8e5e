import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSameSiteRequest } from './same-site';

// Which requests may change state (the CSRF check of every write, plugins/api.ts).

async function judged(headers: Record<string, string>): Promise<boolean> {
  const app = Fastify();
  app.post('/write', async (request) => ({ allowed: isSameSiteRequest(request) }));
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/write',
      headers: { host: 'amori.example', ...headers },
    });
    return (response.json() as { allowed: boolean }).allowed;
  } finally {
    await app.close();
  }
}

describe('a write from the site itself', () => {
  it("is one from the site's own origin, or typed by the person", async () => {
    expect(await judged({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(await judged({ 'sec-fetch-site': 'none' })).toBe(true);
    expect(await judged({ origin: 'https://amori.example' })).toBe(true);
    expect(await judged({ 'x-request-type': 'client' })).toBe(true);
  });

  it('is not one from a sibling subdomain (same-site), nor from another site', async () => {
    expect(await judged({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(await judged({ 'sec-fetch-site': 'same-site', 'x-request-type': 'client' })).toBe(false);
    expect(await judged({ origin: 'https://other.amori.example' })).toBe(false);
    expect(await judged({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(await judged({ origin: 'https://evil.example' })).toBe(false);
    expect(await judged({})).toBe(false);
  });
});
