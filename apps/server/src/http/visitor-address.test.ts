import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { TRUSTED_PROXIES, visitorAddress } from './visitor-address';

const app = Fastify({ trustProxy: TRUSTED_PROXIES });
app.get('/', async (request) => ({ address: visitorAddress(request), ip: request.ip }));

async function addressOf(remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: '/', remoteAddress, headers });
  return response.json() as { address: string; ip: string };
}

describe('visitorAddress', () => {
  it('is the socket address when no proxy header came', async () => {
    expect(await addressOf('203.0.113.9')).toEqual({ address: '203.0.113.9', ip: '203.0.113.9' });
  });

  it('is the forwarded address when a trusted proxy (loopback) sent it', async () => {
    const seen = await addressOf('127.0.0.1', { 'x-forwarded-for': '81.2.69.142' });
    expect(seen).toEqual({ address: '81.2.69.142', ip: '81.2.69.142' });
  });

  it('ignores a forwarded address from anyone else: a visitor cannot pick the address limits count', async () => {
    const seen = await addressOf('203.0.113.9', { 'x-forwarded-for': '81.2.69.142' });
    expect(seen).toEqual({ address: '203.0.113.9', ip: '203.0.113.9' });
  });
});
