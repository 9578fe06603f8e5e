import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@amori/contract/browser';
import { ApiRequestError, backoffMs, callApi, onAuthRequired, sessionEnded, uploadApi } from './client';

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

/** What uploadApi needs of XMLHttpRequest, driven by the test. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

const last = () => FakeXhr.sent.at(-1)!;
const photo = { id: 1, thumb: '/t.webp', large: '/l.webp', main: true };
const file = new Blob(['jpeg bytes'], { type: 'image/jpeg' });

describe('uploadApi', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.sent = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the file as the body and reports its progress', async () => {
    const progress: number[] = [];
    const result = uploadApi(endpoints.uploadPhoto, file, { onProgress: (p) => progress.push(p) });
    const xhr = last();
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', endpoints.uploadPhoto.path, file]);
    expect(xhr.headers).toMatchObject({ 'x-request-type': 'client', 'content-type': 'image/jpeg' });
    xhr.progress(5, 10);
    xhr.progress(10, 10);
    // 100 only once the server has answered: it still checks and stores the file.
    expect(progress).toEqual([50, 99]);
    xhr.respond(200, { photo, photos: [photo] });
    await expect(result).resolves.toEqual({ photo, photos: [photo] });
    expect(progress).toEqual([50, 99, 100]);
  });

  it('puts the query in the address', () => {
    void uploadApi(endpoints.sendPhotoMessage, file, { query: { conversation: '7', client_id: 'abcdefgh' } });
    expect(last().url).toBe(`${endpoints.sendPhotoMessage.path}?conversation=7&client_id=abcdefgh`);
  });

  it('logs out on 403 authentication_required, without retrying', async () => {
    const handler = vi.fn();
    const off = onAuthRequired(handler);
    const result = uploadApi(endpoints.uploadPhoto, file);
    last().respond(403, { error: { code: 'authentication_required', message: 'Log in' } });
    await expect(result).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    expect(handler).toHaveBeenCalledOnce();
    expect(FakeXhr.sent).toHaveLength(1);
    off();
  });

  it('retries a 5xx with the same backoff, its progress starting again', async () => {
    const progress: number[] = [];
    const result = uploadApi(endpoints.uploadPhoto, file, { onProgress: (p) => progress.push(p) });
    last().progress(10, 10);
    last().respond(503, { error: { code: 'service_unavailable', message: 'Busy' } });
    await vi.advanceTimersByTimeAsync(backoffMs(0) - 1);
    expect(FakeXhr.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeXhr.sent).toHaveLength(2);
    expect(progress).toEqual([99, 0]);
    last().progress(4, 10);
    last().respond(200, { photo, photos: [photo] });
    await expect(result).resolves.toMatchObject({ photo });
    expect(progress).toEqual([99, 0, 40, 100]);
  });

  it('retries a network error and gives up after its retries', async () => {
    const result = uploadApi(endpoints.uploadPhoto, file, { retries: 1 }).catch((e: unknown) => e);
    last().fail();
    await vi.advanceTimersByTimeAsync(backoffMs(0));
    expect(FakeXhr.sent).toHaveLength(2);
    last().fail();
    const error = await result;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('turns an error envelope into ApiRequestError, and a 4xx is not retried', async () => {
    const result = uploadApi(endpoints.sendPhotoMessage, file).catch((e: unknown) => e);
    last().respond(402, {
      error: { code: 'insufficient_credits', message: 'No credits', details: { balance: 1, cost: 10 } },
    });
    const error = await result;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 402,
      code: 'insufficient_credits',
      details: { balance: 1, cost: 10 },
    });
    expect(FakeXhr.sent).toHaveLength(1);
    // An answer that is no envelope keeps its status.
    const other = uploadApi(endpoints.uploadPhoto, file).catch((e: unknown) => e);
    last().respond(413, 'Too large', 'Payload Too Large');
    await expect(other).resolves.toMatchObject({
      status: 413,
      code: 'internal_error',
      message: 'Payload Too Large',
    });
  });

  it('takes only the calls whose body is a file (the typecheck runs this file)', () => {
    // Never called: what matters is which of these compile.
    const calls = () => {
      void uploadApi(endpoints.uploadPhoto, file);
      // @ts-expect-error a call with a JSON body is made with callApi
      void uploadApi(endpoints.markRead, file);
      // @ts-expect-error the query is the call's
      void uploadApi(endpoints.sendPhotoMessage, file, { query: { conversation: 7 } });
    };
    expect(calls).toBeTypeOf('function');
  });
});
