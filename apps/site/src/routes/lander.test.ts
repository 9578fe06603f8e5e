// @vitest-environment node
import type { MemberCard } from '@amori/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../data/client';
import { loader } from './lander';

// The API as a site with logged-out search closed answers a visitor (decisions.md): search and
// full profiles need a login; a member's card (name, place, main photo) is public.
const callApiFor = vi.hoisted(() => vi.fn());
vi.mock('../data/server-api.server', () => ({ callApiFor }));

const photo = '/media/anna.webp';
const anna: MemberCard = {
  id: 12,
  name: 'Anna',
  age: 31,
  gender: 'female',
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  fictional: false,
  kind: 'member',
  online: true,
  main_image: { filename: photo, thumb_filename: '/media/anna-thumb.webp', match: '/media/anna-match.webp' },
  photo_count: 2,
  last_activity: '2026-07-01T12:00:00.000Z',
};

const closed = () => new ApiRequestError(403, 'authentication_required', 'Log in or sign up to see members');
const notFound = () => new ApiRequestError(404, 'not_found', 'Member not found');
const invalidQuery = () => new ApiRequestError(400, 'validation_failed', 'Invalid query');

beforeEach(() => {
  callApiFor.mockReset();
  callApiFor.mockImplementation((_request: Request, endpoint: { id: string }, query?: { id?: string }) => {
    if (endpoint.id === 'getMemberCard') {
      // As the API's schema: an id it cannot hold (0, past a PostgreSQL integer) is refused.
      const id = Number(query?.id);
      if (!(id >= 1 && id <= 2_147_483_647)) return Promise.reject(invalidQuery());
      return query?.id === '12' ? Promise.resolve({ profile: anna }) : Promise.reject(notFound());
    }
    return Promise.reject(closed());
  });
});

type LoaderArgs = Parameters<typeof loader>[0];
const load = (path: string, params: Record<string, string>) =>
  loader({ request: new Request(`http://amori.test${path}`), params, context: {} } as unknown as LoaderArgs);

/** The loader's answer (a `data()` with headers) or the Response it threw. */
async function answerOf(path: string, params: Record<string, string>) {
  try {
    const result = (await load(path, params)) as unknown as {
      data: {
        definition: { name: string };
        featured: { id: number; name: string; photoUrl: string | null } | null;
        members: unknown[];
        target: { id: number; name: string; photoUrl?: string } | null;
      };
    };
    return { data: result.data, status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { data: null, status: thrown.status };
    throw thrown;
  }
}

describe('a member landing while logged-out search is closed', () => {
  for (const [path, params] of [
    ['/members/12/landing', { id: '12' }],
    ['/members/12/landing2', { id: '12' }],
    ['/members/12/landing3/mature', { id: '12', slug: 'mature' }],
  ] as const) {
    it(`${path} still features the member, without the other members`, async () => {
      const { data, status } = await answerOf(path, params);
      expect(status).toBe(200);
      expect(data?.featured).toMatchObject({ id: 12, name: 'Anna', photoUrl: photo });
      expect(data?.members).toEqual([]);
    });
  }

  it('answers 404 for a member who is not there', async () => {
    expect((await answerOf('/members/99/landing', { id: '99' })).status).toBe(404);
  });

  it('answers 404 for an id no member can have', async () => {
    for (const id of ['0', '2147483648', '9999999999'])
      expect((await answerOf(`/members/${id}/landing`, { id })).status, id).toBe(404);
  });
});

describe('/members/{id}/signup', () => {
  it('is the memberSignup lander featuring the member, the first message going to them', async () => {
    const { data, status } = await answerOf('/members/12/signup', { id: '12' });
    expect(status).toBe(200);
    expect(data?.definition.name).toBe('Member signup');
    expect(data?.featured).toMatchObject({ id: 12, name: 'Anna' });
    expect(data?.target).toEqual({ id: 12, name: 'Anna', photoUrl: '/media/anna-match.webp' });
  });

  it('is the plain signup when the member is not there, or no member can have the id', async () => {
    for (const id of ['99', '0', '2147483648']) {
      const { data, status } = await answerOf(`/members/${id}/signup`, { id });
      expect(status, id).toBe(200);
      expect(data?.definition.name).toBe('Member signup');
      expect(data?.featured).toBeNull();
      expect(data?.target).toBeNull();
    }
  });
});

describe("a lander's members", () => {
  const member = (id: number, withPhoto: boolean): MemberCard => ({
    ...anna,
    id,
    name: `Member ${id}`,
    main_image: withPhoto ? anna.main_image : null,
  });

  it('are those with a photo first, so its hero and first tiles are pictures', async () => {
    // The newest members (first in search) signed up without a photo.
    callApiFor.mockImplementation((_request: Request, endpoint: { id: string }) =>
      endpoint.id === 'searchMembers'
        ? Promise.resolve({
            profiles: [
              member(1, false),
              member(2, false),
              member(3, true),
              member(4, false),
              member(5, true),
            ],
            similar: [member(6, true)],
          })
        : Promise.reject(notFound()),
    );
    const { data, status } = await answerOf('/landers/alonetonight', {});
    expect(status).toBe(200);
    const members = data!.members as { id: number; photoUrl: string | null }[];
    expect(members.map((m) => m.id)).toEqual([3, 5, 6, 1, 2, 4]);
    expect(members[0]!.photoUrl).toBe(photo);
  });
});
