// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../data/client';
import { loader } from './member';

// The API's answers for a member's profile: Anna (12) is there, anyone else is not; a query its
// schema refuses (an id it cannot hold, a network over 100 characters) is a 400.
const callApiFor = vi.hoisted(() => vi.fn());
vi.mock('../data/server-api.server', async (original) => ({
  ...(await original<object>()),
  callApiFor,
}));
vi.mock('../data/search-access.server', () => ({
  checkSearchAccess: (request: Request) =>
    Promise.resolve({ network: new URL(request.url).searchParams.get('network'), signupsOpen: true }),
}));

beforeEach(() => {
  callApiFor.mockReset();
  callApiFor.mockImplementation(
    (_request: Request, _endpoint: unknown, query: { id: string; network?: string }) => {
      const id = Number(query.id);
      if (!(id >= 1 && id <= 2_147_483_647) || (query.network?.length ?? 0) > 100)
        return Promise.reject(new ApiRequestError(400, 'validation_failed', 'Invalid query'));
      if (id === 12) return Promise.resolve({ profile: { id: 12, name: 'Anna' } });
      return Promise.reject(new ApiRequestError(404, 'not_found', 'Member not found'));
    },
  );
});

type LoaderArgs = Parameters<typeof loader>[0];
async function statusOf(path: string): Promise<number> {
  const id = new URL(`http://amori.test${path}`).pathname.split('/')[2]!;
  try {
    await loader({
      request: new Request(`http://amori.test${path}`),
      params: { id },
      context: {},
    } as unknown as LoaderArgs);
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("a member's profile page", () => {
  it('answers 404 for an id no member can have, before asking the API', async () => {
    for (const id of ['0', '2147483648', '9999999999', 'abc'])
      expect(await statusOf(`/members/${id}`), id).toBe(404);
    expect(callApiFor).not.toHaveBeenCalled();
  });

  it("answers the API's refusal of the rest of its query with that status", async () => {
    expect(await statusOf(`/members/12?network=${'n'.repeat(101)}`)).toBe(400);
    expect(await statusOf('/members/12?network=ads')).toBe(200);
    expect(await statusOf('/members/99')).toBe(200);
  });
});
