import { errorEnvelope, settingsSchema } from '@amori/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../../app';
import * as schema from '../../db/schema';
import { listenOnLoopback } from '../../test/listen';
import { relaxedLimits, startTestServer, type TestServer } from '../../test/server';
import { sitesChanged } from '../../test/members';

let server: TestServer;
beforeAll(async () => {
  // Sites kept an hour: only what is announced changes them.
  server = await startTestServer({ cacheMs: 3_600_000 });
});
afterAll(() => server.close());

/** What changing a site row does: every process hears that its sites changed (LISTEN/NOTIFY). */
const siteChanged = () => sitesChanged(server);

describe('GET /api/settings.php', () => {
  it('answers the demo site settings from the database, in the contract shape', async () => {
    const response = await server.request('/api/settings.php');
    expect(response.status).toBe(200);
    const body = z.strictObject(settingsSchema.shape).parse(await response.json());
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
    const popupCountries = async () =>
      settingsSchema.parse(await (await server.request('/api/settings.php')).json())
        .site_entry_popup_countries;
    await server.handle.db.update(schema.sites).set({ siteEntryPopupCountries: ['NL', 'BE'] });
    await siteChanged();
    try {
      await expect.poll(popupCountries, { timeout: 2000, interval: 20 }).toEqual(['NL', 'BE']);
    } finally {
      await server.handle.db.update(schema.sites).set({ siteEntryPopupCountries: null });
      await siteChanged();
      await expect.poll(popupCountries, { timeout: 2000, interval: 20 }).toBeNull();
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

describe('settings cache', () => {
  it('answers JSON (kept serialised) that follows the visitor country', async () => {
    const first = await server.request('/api/settings.php?country=fr');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const again = await server.request('/api/settings.php?country=fr');
    expect(await again.text()).toBe(await first.text());
    const other = settingsSchema.parse(await (await server.request('/api/settings.php?country=it')).json());
    expect(other.geoip_selected_country).toBe('IT');
  });

  it('a site changed is answered changed by every process at once (their kept sites are dropped)', async () => {
    // Another server process on the same database.
    const other = await buildApp({
      db: server.handle.db,
      pubsub: server.handle.pubsub,
      limits: relaxedLimits,
      cacheMs: 3_600_000,
    });
    const otherUrl = await listenOnLoopback(other);
    const nameAt = (url: string) => async () =>
      settingsSchema.parse(await (await fetch(`${url}/api/settings.php`)).json()).name;
    const rename = async (from: string, to: string) => {
      await server.handle.db.update(schema.sites).set({ name: to }).where(eq(schema.sites.name, from));
      await siteChanged();
    };
    try {
      expect(await nameAt(otherUrl)()).toBe('Amori'); // now kept by the other process
      await rename('Amori', 'Amori Renamed');
      // PostgreSQL delivers the notification asynchronously: allow it a moment, far below the keeping time.
      const soon = { timeout: 2000, interval: 20 };
      await expect.poll(nameAt(server.url), soon).toBe('Amori Renamed');
      await expect.poll(nameAt(otherUrl), soon).toBe('Amori Renamed');
    } finally {
      await rename('Amori Renamed', 'Amori');
      await other.close();
    }
  });
});

describe("a site's prices", () => {
  it('are kept until the site changed', async () => {
    const [row] = await server.handle.db.select().from(schema.sites).limit(1);
    const { giftCredits } = row!;
    const setGiftCredits = (value: number) =>
      server.handle.db.update(schema.sites).set({ giftCredits: value }).where(eq(schema.sites.id, row!.id));
    const priced = async () =>
      ((await (await server.request('/api/gifts.php')).json()) as { gifts: { credits: number }[] }).gifts[0]!
        .credits;
    expect(await priced()).toBe(giftCredits);
    try {
      await setGiftCredits(giftCredits + 1);
      // Kept: the row is read again only once the site changed.
      expect(await priced()).toBe(giftCredits);
      await siteChanged();
      expect(await priced()).toBe(giftCredits + 1);
    } finally {
      await setGiftCredits(giftCredits);
      await siteChanged();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database reachable', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
