// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './data/client';
import { loader } from './root';

// The root loader hands every query parameter of the page to settings.php: what the API refuses
// there is the visitor's mistake, the page's status, not a 500.
const envelope = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
let settingsAnswer: () => Response;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      new URL(url).pathname === '/api/settings.php'
        ? settingsAnswer()
        : envelope(403, 'authentication_required', 'Authentication required'),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type LoaderArgs = Parameters<typeof loader>[0];
const load = (path: string) =>
  loader({
    request: new Request(`http://amori.test${path}`),
    params: {},
    context: {},
  } as unknown as LoaderArgs);

describe('the root loader', () => {
  it("answers the API's refusal of the page's query with its status", async () => {
    for (const [status, code] of [
      [400, 'validation_failed'],
      [404, 'not_found'],
      [429, 'rate_limited'],
    ] as const) {
      settingsAnswer = () => envelope(status, code, 'Refused');
      const thrown: unknown = await load('/login?host=nowhere.example').catch((error: unknown) => error);
      expect(thrown, code).toBeInstanceOf(Response);
      expect((thrown as Response).status, code).toBe(status);
    }
  });

  it('throws what is no refusal of the query as it came, a fault', async () => {
    settingsAnswer = () => envelope(503, 'internal_error', 'Down');
    const thrown: unknown = await load('/login').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect((thrown as ApiRequestError).status).toBe(503);
  });
});
