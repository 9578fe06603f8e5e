import { companyInfoSchema, geocode, getInterests, getRegions } from '@amori/contract';
import { COUNTRIES } from '@amori/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEAR_KM } from '../../adapters/geo';
import { REGION_LABELS } from '@amori/core';
import { expectError, json } from '../../test/expect';
import { startTestServer, type TestServer } from '../../test/server';
import * as z from 'zod/mini';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ members: 0 });
});
afterAll(() => server.close());

describe('reference data', () => {
  it('GET /api/interests.php lists the interests', async () => {
    const body = getInterests.response.parse(await (await server.request('/api/interests.php')).json());
    expect(body.length).toBeGreaterThanOrEqual(30);
    expect(body.map((i) => i.slug)).toContain('hiking');
  });

  it('GET /api/regions.php has regions and a label for every country of the site', async () => {
    const body = getRegions.response.parse(await (await server.request('/api/regions.php')).json());
    // Every country of spec point 9 (core's table of visible locales by country).
    for (const country of COUNTRIES) {
      expect(body.labels[country]).toBe(REGION_LABELS[country]);
      expect(body.regions.some((r) => r.country === country)).toBe(true);
    }
    expect(body.labels.CH).toBe('canton');
    expect(body.regions.filter((r) => r.country === 'NL')).toHaveLength(12);
  });

  it('GET /api/companyinfo.php answers the company', async () => {
    const body = z
      .strictObject(companyInfoSchema.shape)
      .parse(await (await server.request('/api/companyinfo.php')).json());
    expect(body.name).toMatch(/Amori/);
    expect(Date.parse(body.added)).not.toBeNaN();
  });
});

describe('GET /api/geocode.php', () => {
  const geocodeAt = async (lat: number | string, lon: number | string) => {
    const response = await server.request(`/api/geocode.php?lat=${lat}&lon=${lon}`);
    expect(response.status).toBe(200);
    return geocode.response.parse(await response.json());
  };

  // A point in (or next to) a city in countries of spec point 9; the region is the name in our regions list.
  it.each([
    [52.37, 4.89, 'NL', 'Noord-Holland', 'Amsterdam'],
    [51.92, 4.48, 'NL', 'Zuid-Holland', 'Rotterdam'],
    [48.14, 11.58, 'DE', 'Bayern', 'Munich'],
    [50.94, 6.96, 'DE', 'Nordrhein-Westfalen', 'Köln'],
    [34.05, -118.24, 'US', 'California', 'Los Angeles'],
    [40.71, -74.0, 'US', 'New York', 'New York City'],
    [55.86, -4.25, 'GB', 'Scotland', 'Glasgow'],
    [51.48, -3.18, 'GB', 'Wales', 'Cardiff'],
    [48.86, 2.35, 'FR', 'Île-de-France', 'Paris'],
    [47.9, 1.9, 'FR', 'Centre-Val de Loire', 'Orléans'],
    [50.85, 4.35, 'BE', 'Brussel', 'Brussels'],
    [50.63, 5.57, 'BE', 'Liège', 'Liège'],
    [46.2, 6.14, 'CH', 'Genève', 'Genève'],
    [52.23, 21.01, 'PL', 'Mazowieckie', 'Warsaw'],
    [60.39, 5.32, 'NO', 'Vestland', 'Bergen'],
    [65.01, 25.47, 'FI', 'Pohjois-Pohjanmaa', 'Oulu'],
    [-40.35, 175.6, 'NZ', 'Manawatū-Whanganui', 'Palmerston North'],
  ])('(%s, %s) is in %s, %s, %s', async (lat, lon, country, region, city) => {
    expect(await geocodeAt(lat, lon)).toEqual({ country, region, city });
  });

  it('answers the country and city with no region where the region cannot be told (Irish counties)', async () => {
    expect(await geocodeAt(53.35, -6.26)).toEqual({ country: 'IE', region: null, city: 'Dublin' });
  });

  it('answers the country and city with no region outside the countries of the site', async () => {
    expect(await geocodeAt(38.72, -9.14)).toMatchObject({ country: 'PT', region: null, city: 'Lisbon' });
  });

  it('answers false when nothing is near: open sea, the poles, the date line at the equator', async () => {
    for (const [lat, lon] of [
      [0, -30],
      [90, 0],
      [-90, 180],
      [0, 180],
      [0, -180],
      [45, -40],
    ] as const) {
      expect(await geocodeAt(lat, lon)).toBe(false);
    }
  });

  it(`answers false ${NEAR_KM} km or more away from any place and the place just within it`, async () => {
    // Amsterdam lies at 52.37403, 4.88969; one degree of latitude is 111.2 km.
    const degreesPerKm = 1 / 111.2;
    const north = await geocodeAt(52.37403 + 0.3 * degreesPerKm, 4.88969);
    expect(north).toMatchObject({ city: 'Amsterdam' });
    // The middle of the North Sea: over 50 km from the Dutch, English and Norwegian coasts.
    expect(await geocodeAt(55.5, 3.5)).toBe(false);
  });

  it('accepts the extreme values and decimal strings of lat and lon', async () => {
    expect(await geocodeAt('-90', '-180')).toBe(false);
    expect(await geocodeAt('90.0', '180.0')).toBe(false);
    expect(await geocodeAt('52.3700', '4.8900')).toMatchObject({ country: 'NL' });
  });

  it('refuses missing, empty, out-of-range, non-decimal and unknown parameters with 400', async () => {
    for (const q of [
      '',
      '?lat=&lon=',
      '?lat=1&lon=',
      '?lat=1&lon=0x10',
      '?lat=1e1&lon=1',
      '?lat=+1&lon=1',
      '?lat=%201&lon=1',
      '?lat=1&lat=2&lon=1',
      '?lat=1',
      '?lon=1',
      '?lat=x&lon=1',
      '?lat=91&lon=0',
      '?lat=-90.01&lon=0',
      '?lat=1&lon=181',
      '?lat=1&lon=-180.5',
      '?lat=1&lon=1&x=1',
      '?lat=NaN&lon=1',
      '?lat=Infinity&lon=1',
      '?lat=%F0%9F%92%A9&lon=1',
    ]) {
      await expectError(await server.request(`/api/geocode.php${q}`), 400, 'validation_failed');
    }
  });

  it('refuses another method', async () => {
    await expectError(await server.request('/api/geocode.php?lat=1&lon=1', { method: 'DELETE' }), 405);
  });
});

describe('POST /api/page-hidden.php', () => {
  it('records a bounce sent as a beacon (Sec-Fetch-Site same-origin, no custom header)', async () => {
    const response = await fetch(`${server.url}/api/page-hidden.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const { rows } = (await server.handle.db.execute(
      'select count(*)::int as n from page_bounces',
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('reads a text/plain beacon (sendBeacon with a string) as JSON', async () => {
    const response = await fetch(`${server.url}/api/page-hidden.php`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: server.url },
      body: '{"path":"/members"}',
    });
    expect(response.status).toBe(200);
  });

  it('refuses unknown fields and cross-site beacons', async () => {
    await expectError(await server.request('/api/page-hidden.php', json({ nope: 1 })), 400);
    await expectError(
      await fetch(`${server.url}/api/page-hidden.php`, {
        ...json({}),
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      }),
      403,
      'csrf_rejected',
    );
  });
});

describe('POST /api/complaints.php', () => {
  const complaint = {
    name: 'Jan',
    email: 'jan@example.com',
    kind: 'member',
    subject: 'Spam',
    message: 'A member sent spam.',
  };

  it('stores a complaint', async () => {
    const response = await server.request('/api/complaints.php', json(complaint));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: true; id: number };
    expect(body.ok).toBe(true);
    const { rows } = (await server.handle.db.execute(
      `select subject from complaints where id = ${body.id}`,
    )) as unknown as {
      rows: { subject: string }[];
    };
    expect(rows[0]!.subject).toBe('Spam');
  });

  it('refuses invalid complaints with 400 and huge ones with 413', async () => {
    for (const body of [
      {},
      { ...complaint, email: 'nope' },
      { ...complaint, kind: 'x' },
      { ...complaint, message: ' ' },
      { ...complaint, extra: 1 },
    ]) {
      await expectError(await server.request('/api/complaints.php', json(body)), 400);
    }
    await expectError(
      await server.request('/api/complaints.php', json({ ...complaint, message: 'x'.repeat(100_000) })),
      413,
    );
    await expectError(await server.request('/api/complaints.php'), 405);
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the contract and a readable page', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/likes.php');
    const page = await server.request('/api/docs');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/user.php?push=1');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/);
  });

  it('answers a 404 envelope for unknown media', async () => {
    await expectError(await server.request('/media/profiles/1/none.webp'), 404);
    await expectError(await server.request('/media/..%2F..%2Fetc%2Fpasswd'), 404);
  });
});
