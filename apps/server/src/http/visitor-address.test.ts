import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { forwardVisitorAddress, TRUSTED_PROXIES, visitorAddress } from './visitor-address';

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

describe('forwardVisitorAddress (pages, whose loaders forward the header to the API)', () => {
  const pages = Fastify({ trustProxy: TRUSTED_PROXIES });
  pages.addHook('onRequest', forwardVisitorAddress);
  pages.get('/', async (request) => ({ forwarded: request.headers['x-forwarded-for'] }));
  const forwardedOf = async (remoteAddress: string, headers: Record<string, string> = {}) =>
    ((await pages.inject({ url: '/', remoteAddress, headers })).json() as { forwarded: string }).forwarded;

  it('names the visitor when they sent no header', async () => {
    expect(await forwardedOf('203.0.113.9')).toBe('203.0.113.9');
  });

  it('replaces an address a visitor wrote themselves', async () => {
    expect(await forwardedOf('203.0.113.9', { 'x-forwarded-for': '81.2.69.142, 10.0.0.1' })).toBe(
      '203.0.113.9',
    );
  });

  it('keeps the visitor a trusted proxy named', async () => {
    expect(await forwardedOf('127.0.0.1', { 'x-forwarded-for': '81.2.69.142' })).toBe('81.2.69.142');
  });
});
