import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@amori/contract/browser';
import { ApiRequestError, backoffMs, callApi, onAuthRequired, sessionEnded } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settingsCall = endpoints.getSettings;

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends X-Request-Type: client', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { name: 'Amori' }));
    await expect(callApi(settingsCall)).resolves.toEqual({ name: 'Amori' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['x-request-type']).toBe('client');
  });

  it('retries 5xx and network errors up to 5 times with exponential backoff', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json(503, {}))
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(200, { name: 'ok' }));
    const result = callApi(settingsCall);
    await vi.advanceTimersByTimeAsync(backoffMs(0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(backoffMs(1));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(backoffMs(2));
    await expect(result).resolves.toEqual({ name: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect([backoffMs(0), backoffMs(1), backoffMs(2), backoffMs(3)]).toEqual([200, 400, 800, 1600]);
  });

  it('gives up after 5 retries (6 attempts)', async () => {
    fetchMock.mockImplementation(async () =>
      json(502, { error: { code: 'service_unavailable', message: 'down' } }),
    );
    const result = callApi(settingsCall).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    const error = await result;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(502);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('does not retry 4xx', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 'not_found', message: 'Not found' } }));
    await expect(callApi(settingsCall)).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the body its call declares (the typecheck runs this file)', () => {
    // Never called: what matters is which of these compile.
    const calls = () => {
      void callApi(endpoints.markRead, { body: { conversation: 1, up_to: 2 } });
      // @ts-expect-error a body of the wrong type
      void callApi(endpoints.markRead, { body: { conversation: '1' } });
      // @ts-expect-error a field the call does not declare
      void callApi(endpoints.markRead, { body: { conversation: 1, extra: true } });
      // @ts-expect-error the call needs its body
      void callApi(endpoints.markRead, { retries: 1 });
      // @ts-expect-error the call needs its body
      void callApi(endpoints.markRead);
      // @ts-expect-error a call without a body takes none
      void callApi(endpoints.getSettings, { body: {} });
    };
    expect(calls).toBeTypeOf('function');
  });

  it('logs out on 403 authentication_required', async () => {
    const handler = vi.fn();
    const off = onAuthRequired(handler);
    fetchMock.mockResolvedValue(json(403, { error: { code: 'authentication_required', message: 'Log in' } }));
    await expect(callApi(settingsCall)).rejects.toMatchObject({ code: 'authentication_required' });
    expect(handler).toHaveBeenCalledOnce();
    // A session probe asks quietly.
    await expect(callApi(settingsCall, { silentAuth: true })).rejects.toBeInstanceOf(ApiRequestError);
    expect(handler).toHaveBeenCalledOnce();
    // Another 403 is not a logout.
    fetchMock.mockResolvedValue(json(403, { error: { code: 'forbidden', message: 'No' } }));
    await expect(callApi(settingsCall)).rejects.toMatchObject({ code: 'forbidden' });
    expect(handler).toHaveBeenCalledOnce();
    // The live socket closed because its session ended: a logout, as a 403 is.
    sessionEnded();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls[1]![0]).toMatchObject({ status: 403, code: 'authentication_required' });
    off();
  });
});
