import { errorEnvelope, settingsSchema } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/settings.php', () => {
  it('answers the demo site settings from the database, in the contract shape', async () => {
    const response = await server.request('/api/settings.php');
    expect(response.status).toBe(200);
    const body = settingsSchema.strict().parse(await response.json());
    expect(body.name).toBe('Amori');
    expect(body.geoip_country).toBe('NL');
    expect(body.geoip_selected_country).toBeNull();
  });

  it('finds the visitor country offline from the forwarded address, and gives the VAPID public key', async () => {
    const response = await server.request('/api/settings.php', {
      headers: { 'x-forwarded-for': '81.2.69.142' },
    });
    const body = settingsSchema.parse(await response.json());
    expect(body.geoip_country).toBe('GB');
    expect(body.push_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    // The key is made once and kept: a second answer carries the same one.
    const again = settingsSchema.parse(await (await server.request('/api/settings.php')).json());
    expect(again.push_public_key).toBe(body.push_public_key);
  });

  it('takes the chosen country from ?country=', async () => {
    const body = settingsSchema.parse(await (await server.request('/api/settings.php?country=de')).json());
    expect(body.geoip_selected_country).toBe('DE');
  });

  it('answers site_entry_popup_countries: null for the demo site, the stored list otherwise', async () => {
    const demo = settingsSchema.parse(await (await server.request('/api/settings.php')).json());
    expect(demo.site_entry_popup_countries).toBeNull();
    await server.handle.db.update(sites).set({ siteEntryPopupCountries: ['NL', 'BE'] });
    try {
      // Another host: site lookups are cached per domain for a few seconds.
      const listed = settingsSchema.parse(
        await (await server.request('/api/settings.php?host=listed.example')).json(),
      );
      expect(listed.site_entry_popup_countries).toEqual(['NL', 'BE']);
    } finally {
      await server.handle.db.update(sites).set({ siteEntryPopupCountries: null });
    }
  });

  it('refuses a wrong method with the envelope and 405', async () => {
    const response = await server.request('/api/settings.php', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(errorEnvelope.parse(await response.json()).error.code).toBe('method_not_allowed');
  });

  it('answers unknown API paths with a 404 envelope, not the site', async () => {
    const response = await server.request('/api/nothing-here.php');
    expect(response.status).toBe(404);
    expect(errorEnvelope.parse(await response.json()).error.code).toBe('not_found');
  });
});

describe('GET /api/health', () => {
  it('reports the database reachable', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
