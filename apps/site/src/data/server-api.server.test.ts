// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFor } from './server-api.server';

describe('loginFor: the login form sent before the page ran its scripts', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = () =>
    new Response(JSON.stringify({ user: {} }), {
      status: 200,
      headers: [
        ['content-type', 'application/json'],
        ['set-cookie', 'auth.session=token; Path=/; HttpOnly; SameSite=Lax'],
        ['set-cookie', 'amori_device=7.nonce.signature; Path=/; HttpOnly; SameSite=Lax'],
      ],
    });
  const form = (url: string) =>
    new Request(url, {
      method: 'POST',
      headers: {
        cookie: 'amori_device=7.old.signature; i18n_redirected=de',
        'x-forwarded-for': '81.2.69.142',
        origin: new URL(url).origin,
        'sec-fetch-site': 'same-origin',
      },
    });

  it("sends the visitor's cookies (the device cookie among them) and address to the API", async () => {
    fetchMock.mockResolvedValueOnce(answer());
    await loginFor(form('https://amori.example/login'), { email: 'a@example.com', password: 'pw' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://amori.example/api/user.php');
    expect(init?.headers).toMatchObject({
      cookie: 'amori_device=7.old.signature; i18n_redirected=de',
      'x-forwarded-for': '81.2.69.142',
      'x-forwarded-host': 'amori.example',
    });
  });

  it('hands back every cookie the API sets: the session and the device cookie', async () => {
    fetchMock.mockResolvedValueOnce(answer());
    const cookies = await loginFor(form('https://amori.example/login'), {
      email: 'a@example.com',
      password: 'pw',
    });
    expect(cookies).toEqual([
      'auth.session=token; Path=/; HttpOnly; SameSite=Lax',
      'amori_device=7.nonce.signature; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it("tells the API the visitor's protocol, so cookies set over HTTPS are Secure", async () => {
    for (const [url, protocol] of [
      ['https://amori.example/login', 'https'],
      ['http://localhost:3000/login', 'http'],
    ]) {
      fetchMock.mockResolvedValueOnce(answer());
      await loginFor(form(url!), { email: 'a@example.com', password: 'pw' });
      expect(fetchMock.mock.lastCall?.[1]?.headers, url).toMatchObject({ 'x-forwarded-proto': protocol });
    }
  });
});
