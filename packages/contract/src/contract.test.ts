import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  API_CALLS,
  type CallId,
  type Endpoint,
  endpoints,
  errorEnvelope,
  readErrorEnvelope,
  buildOpenApiDocument,
  getUser,
  login,
  loginBody,
  subscribePush,
  userSchema,
} from './index';

describe('the contract', () => {
  it('has unique ids and one call per method, path and match', () => {
    const ids = API_CALLS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = (API_CALLS as readonly ApiCall[]).map(
      (c) => `${c.method} ${c.path} ${JSON.stringify(c.match ?? null)}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has one zod-free endpoint per call, under its id, with its method, path, headers and match', () => {
    expect(Object.keys(endpoints).sort()).toEqual(API_CALLS.map((c) => c.id).sort());
    for (const call of API_CALLS as readonly ApiCall[]) {
      const endpoint: Endpoint = endpoints[call.id as CallId];
      expect({ ...endpoint }).toEqual({
        id: call.id,
        method: call.method,
        path: call.path,
        ...(call.headers ? { headers: call.headers } : {}),
        ...(call.match ? { match: call.match } : {}),
      });
    }
  });

  it('declares every call that is not a GET as changing state, and the GETs that do (logout, auto-like)', () => {
    for (const call of API_CALLS as readonly ApiCall[]) {
      if (call.method !== 'GET') expect(call.changesState, call.id).toBe(true);
    }
    const changingGets = (API_CALLS as readonly ApiCall[]).filter(
      (c) => c.method === 'GET' && c.changesState,
    );
    expect(changingGets.map((c) => c.id).sort()).toEqual(['autoLike', 'logout']);
  });

  it('lets browsers keep only answers that are the same for everyone', () => {
    for (const call of (API_CALLS as readonly ApiCall[]).filter((c) => c.cacheSeconds)) {
      expect({ id: call.id, auth: call.auth, changesState: call.changesState }).toEqual({
        id: call.id,
        auth: 'visitor',
        changesState: false,
      });
    }
  });

  it('says in the OpenAPI document who may make each call and whether it changes state', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const operation = (path: string, method: string) => document.paths[path]![method]!;
    expect(operation('/api/auto-like.php', 'get')).toMatchObject({
      'x-auth': 'member',
      'x-changes-state': true,
      security: [{ session: [] }],
    });
    expect(operation('/api/settings.php', 'get')).toMatchObject({
      'x-auth': 'visitor',
      'x-changes-state': false,
    });
    expect(operation('/api/settings.php', 'get')).not.toHaveProperty('security');
    expect(operation('/api/user.php', 'post')).toMatchObject({
      'x-rate-limit': { name: 'login', per: 'address' },
    });
  });

  it('reads the error envelope without zod, as the schema does', () => {
    const samples: unknown[] = [
      { error: { code: 'account_locked', message: 'Locked', details: { minutes: 12 } } },
      { error: { code: 'not_found', message: 'Not found' } },
      { error: { code: 'no_such_code', message: 'x' } },
      { error: { code: 'not_found' } },
      { error: { code: 'not_found', message: 'x', details: [1] } },
      { error: 'boom' },
      null,
      'text',
    ];
    for (const sample of samples) {
      const parsed = errorEnvelope.safeParse(sample);
      expect(readErrorEnvelope(sample)).toEqual(parsed.success ? parsed.data.error : null);
    }
    expect(readErrorEnvelope(samples[0])).toEqual({
      code: 'account_locked',
      message: 'Locked',
      details: { minutes: 12 },
    });
  });

  it('marks user.php calls with X-Request-Type: client', () => {
    for (const call of API_CALLS.filter((c) => c.path === '/api/user.php'))
      expect(call.headers).toEqual({ 'X-Request-Type': 'client' });
    expect(subscribePush.match).toEqual({ query: { push: '1' } });
  });

  it('refuses unknown fields in bodies', () => {
    expect(loginBody.safeParse({ email: 'a@b.cd', password: 'x' }).success).toBe(true);
    expect(loginBody.safeParse({ email: 'a@b.cd', password: 'x', admin: true }).success).toBe(false);
  });

  it('describes the user of spec point 3', () => {
    const user = {
      id: 1,
      email: 'free@example.com',
      role: 'member',
      status: 'not_confirmed',
      credits: 0,
      paid_user: false,
      signup_date: '2026-01-01T00:00:00.000Z',
      language: 'en',
      notifications_disabled: ['bounce'],
      invisible: false,
      profile: { id: 1, name: 'Free', country: 'NL', status: 'disabled', main_image: null },
    };
    expect(userSchema.parse(user)).toEqual(user);
    expect(login.response.parse({ user }).user.id).toBe(1);
    expect(getUser.response.safeParse({ ...user, profile: { ...user.profile, status: 'x' } }).success).toBe(
      false,
    );
  });

  it('generates an OpenAPI 3.1 document with every call', () => {
    const doc = buildOpenApiDocument() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(API_CALLS.length);
    expect(doc.paths['/api/user.php?push=1']).toHaveProperty('post');
    expect(doc.paths['/api/chat.php']).toHaveProperty('delete');
  });
});
