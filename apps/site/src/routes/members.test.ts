// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../data/client';
import { loader } from './members';

// The API's member search: a query its schema refuses (an age that is no number, a network over
// 100 characters) is a 400.
const callApiFor = vi.hoisted(() => vi.fn());
vi.mock('../data/server-api.server', async (original) => ({
  ...(await original<object>()),
  callApiFor,
}));
vi.mock('../data/search-access.server', () => ({
  checkSearchAccess: (request: Request) =>
    Promise.resolve({
      network: new URL(request.url).searchParams.get('network'),
      user: null,
      signupsOpen: true,
      settings: {
        countries: ['NL', 'DE'],
        domain_language: null,
        geoip_country: 'CH',
        geoip_selected_country: null,
      },
    }),
}));

const found = { profiles: [], similar: [], filters: { country: 'NL' } };
beforeEach(() => {
  callApiFor.mockReset();
  callApiFor.mockImplementation(
    (_request: Request, endpoint: { id: string }, query?: { min_age?: string; network?: string }) => {
      if (endpoint.id !== 'searchMembers') return Promise.resolve({ regions: [] });
      if ((query?.min_age && !/^\d+$/.test(query.min_age)) || (query?.network?.length ?? 0) > 100)
        return Promise.reject(new ApiRequestError(400, 'validation_failed', 'Invalid query'));
      return Promise.resolve(found);
    },
  );
});

type LoaderArgs = Parameters<typeof loader>[0];
const load = (path: string, headers?: HeadersInit) =>
  loader({
    request: new Request(`http://amori.test${path}`, { headers }),
    params: {},
    context: {},
  } as unknown as LoaderArgs);

async function statusOf(path: string): Promise<number> {
  try {
    await load(path);
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe('member search', () => {
  it('searches with no filters for a URL with a bad filter', async () => {
    expect(await statusOf('/members?min_age=old')).toBe(200);
  });

  it("answers the API's refusal of the URL's network with that status", async () => {
    expect(await statusOf(`/members?network=${'n'.repeat(101)}`)).toBe(400);
  });

  it("names the site's countries in the page's language", async () => {
    const data = await load('/members', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(data.countryNames).toEqual({ NL: 'Niederlande', DE: 'Deutschland' });
  });
});
