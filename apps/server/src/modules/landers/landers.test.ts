import type { LanderDefinition } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectError, json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let operator: string;
let member: string;
beforeAll(async () => {
  server = await startTestServer();
  operator = await server.loginAs('operator@example.com');
  member = await server.loginAs('free@example.com');
});
afterAll(() => server.close());

const definition: LanderDefinition = {
  name: 'Summer',
  title: 'gallery.pageTitle',
  members: { count: 4 },
  blocks: [
    { type: 'hero', title: 'alone.title', cta: 'common.ctaFree' },
    { type: 'signup', title: 'common.signupTitle' },
  ],
};
const save = (cookie: string | null, slug: string, body: unknown = definition) =>
  server.request(
    '/api/admin/landers.php',
    json({ slug, definition: body }, { method: 'PUT', ...(cookie ? { headers: { cookie } } : {}) }),
  );
const publish = (cookie: string, slug: string) =>
  server.request('/api/admin/lander-publish.php', as(cookie, json({ slug })));
const published = (slug: string) => server.request(`/api/lander.php?slug=${slug}`);

describe('the lander editor calls', () => {
  it('saves a draft, which visitors see only once it is published', async () => {
    const saved = await save(operator, 'summer');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      lander: { slug: 'summer', draft: definition, published: null },
    });
    await expectError(await published('summer'), 404, 'not_found');

    const done = await publish(operator, 'summer');
    expect(done.status).toBe(200);
    expect(await published('summer').then((r) => r.json())).toEqual({ slug: 'summer', definition });

    // A later draft does not change what visitors see until it is published again.
    await save(operator, 'summer', { ...definition, name: 'Summer 2' });
    expect(await published('summer').then((r) => r.json())).toMatchObject({ definition: { name: 'Summer' } });
    const list = (await (await server.request('/api/admin/landers.php', as(operator))).json()) as {
      landers: { slug: string; draft: { name: string }; published: { name: string } }[];
    };
    expect(list.landers.find((l) => l.slug === 'summer')).toMatchObject({
      draft: { name: 'Summer 2' },
      published: { name: 'Summer' },
    });
  });

  it('refuses a malformed definition, naming the field', async () => {
    const bad = await save(operator, 'broken', {
      ...definition,
      blocks: [{ type: 'hero', title: 'Hello!', cta: 'x.y' }],
    });
    const error = await expectError(bad, 400, 'validation_failed');
    expect(JSON.stringify(error)).toContain('blocks');
    const ages = await save(operator, 'broken', {
      ...definition,
      members: { count: 2, min_age: 60, max_age: 30 },
    });
    expect((await expectError(ages, 400, 'validation_failed')).message).toContain('members.min_age');
  });

  it('are for operators only: a visitor and a member are refused', async () => {
    await expectError(await save(null, 'nope'), 403);
    await expectError(await save(member, 'nope'), 403, 'forbidden');
    await expectError(await server.request('/api/admin/landers.php', as(member)), 403, 'forbidden');
    await expectError(await publish(member, 'summer'), 403, 'forbidden');
  });

  it('cannot publish a lander that does not exist', async () => {
    await expectError(await publish(operator, 'never-saved'), 404, 'not_found');
  });
});
