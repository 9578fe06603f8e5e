import { discountCodeSchema } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectError } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let clock = Date.now();
let premium: string;
let free: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), members: 40 });
  // The demo data was seeded "now": the tests' clock starts after it.
  clock = Date.now() + 1000;
  premium = await server.loginAs('premium@example.com');
  free = await server.loginAs('free@example.com');
});
afterAll(() => server.close());

describe('GET /api/discountcode.php', () => {
  it('gives the time bonus TIMEBONUS25 in the first 4 hours, then the welcome discount, then nothing', async () => {
    // free@example.com signed up at seeding time (now).
    const welcome = () => server.request('/api/discountcode.php?welcome=true', as(free));
    const bonus = discountCodeSchema.parse(await (await welcome()).json());
    expect(bonus).toMatchObject({
      code: 'TIMEBONUS25',
      percentage: 25,
      validity: 'once-per-user',
      status: 'active',
      expired: false,
    });
    clock += 4 * 3_600_000 + 1000;
    expect(discountCodeSchema.parse(await (await welcome()).json()).code).toBe('WELCOME25');
    clock += 7 * 86_400_000;
    await expectError(await welcome(), 404, 'code_not_found');
    clock = Date.now() + 1000;
  });

  it('does not give the time bonus to a paid user', async () => {
    await expectError(
      await server.request('/api/discountcode.php?welcome=true', as(premium)),
      404,
      'code_not_found',
    );
  });

  it('looks a code up, and answers code_not_found for an unknown one', async () => {
    const response = await server.request('/api/discountcode.php?code=amori10', as(free));
    expect(response.status).toBe(200);
    expect(discountCodeSchema.parse(await response.json())).toMatchObject({ code: 'AMORI10', minimum: 20 });
    await expectError(
      await server.request('/api/discountcode.php?code=NOPE', as(free)),
      404,
      'code_not_found',
    );
    await expectError(await server.request(`/api/discountcode.php?code=${'x'.repeat(100)}`, as(free)), 400);
  });

  it('answers 405 for a wrong method on a known path', async () => {
    await expectError(await server.request('/api/discountcode.php', { method: 'POST' }), 405);
    await expectError(await server.request('/api/chats.php', { method: 'DELETE' }), 405);
    await expectError(await server.request('/api/chat.php'), 405);
  });
});
