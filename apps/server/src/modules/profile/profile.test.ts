import { getProfile, getRegions, updateProfile } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectError, json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let free: string;
beforeAll(async () => {
  server = await startTestServer({ members: 4 });
  free = await server.loginAs('free@example.com');
});
afterAll(() => server.close());

const put = (body: unknown) => server.request('/api/profile.php', json(body, as(free, { method: 'PUT' })));

describe('GET and PUT /api/profile.php', () => {
  it('answers the member their own profile to edit', async () => {
    const own = getProfile.response.parse(await (await server.request('/api/profile.php', as(free))).json());
    expect(own).toMatchObject({ name: 'Free Demo', country: 'NL', photo_limit: 3 });
  });

  it('saves attributes, about-me, notes, interests and the place; fields left out stay', async () => {
    const regions = getRegions.response.parse(await (await server.request('/api/regions.php')).json());
    const utrecht = regions.regions.find((r) => r.country === 'NL' && r.name === 'Utrecht')!;
    const interests = (await (await server.request('/api/interests.php')).json()) as { id: number }[];
    const response = await put({
      hair_colour: 'red',
      tattoos: 'few',
      about: '  Hello there.  ',
      notes: 'Someone who reads.',
      region_id: utrecht.id,
      city: 'Utrecht',
      interests: [interests[0]!.id, interests[1]!.id, interests[0]!.id],
    });
    const saved = updateProfile.response.parse(await response.json());
    expect(saved).toMatchObject({
      hair_colour: 'red',
      tattoos: 'few',
      about: 'Hello there.',
      notes: 'Someone who reads.',
      region_id: utrecht.id,
      city: 'Utrecht',
      country: 'NL',
    });
    expect(saved.interests).toEqual([interests[0]!.id, interests[1]!.id].sort((a, b) => a - b));
    const again = updateProfile.response.parse(await (await put({ eye_colour: 'green' })).json());
    expect(again).toMatchObject({ hair_colour: 'red', eye_colour: 'green', city: 'Utrecht' });
    // Stored the place a geocode answered: another country, its region, its city.
    const bavaria = regions.regions.find((r) => r.country === 'DE' && r.name === 'Bayern')!;
    const moved = updateProfile.response.parse(
      await (await put({ country: 'DE', region_id: bavaria.id, city: 'München' })).json(),
    );
    expect(moved).toMatchObject({ country: 'DE', region_id: bavaria.id, city: 'München' });
    const noRegion = updateProfile.response.parse(await (await put({ country: 'NL' })).json());
    expect(noRegion.region_id).toBeNull();
  });

  it('refuses a region of another country, a country the site has not, unknown interests and bad values', async () => {
    const regions = getRegions.response.parse(await (await server.request('/api/regions.php')).json());
    const bavaria = regions.regions.find((r) => r.country === 'DE')!;
    await expectError(await put({ country: 'NL', region_id: bavaria.id }), 400, 'validation_failed');
    await expectError(await put({ country: 'JP' }), 400, 'validation_failed');
    await expectError(await put({ interests: [999_999] }), 400, 'validation_failed');
    await expectError(await put({ hair_colour: 'purple' }), 400, 'validation_failed');
    await expectError(await put({ about: 'x'.repeat(2001) }), 400, 'validation_failed');
    await expectError(await put({ name: 'New name' }), 400, 'validation_failed');
  });
});
