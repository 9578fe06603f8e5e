import { API_CALLS, type ApiCall } from '@amori/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './expect';
import { startTestServer, type TestServer } from './server';

// Walks every API route the server registered and checks that the pipeline applies what the
// contract declares: who may call it, and whether it changes state (CSRF). A new call is
// checked here as soon as it is registered.

let server: TestServer;
let member: string;
/** Role calls (the lander editor) are made as a member with the role: the operator. */
let operator: string;
beforeAll(async () => {
  server = await startTestServer({ members: 5 });
  member = await server.loginAs('free@example.com');
  operator = await server.loginAs('operator@example.com');
});
afterAll(() => server.close());

const calls = API_CALLS as readonly ApiCall[];

/** A request for a call: its method, path and selecting query, with a JSON body when it takes one. */
function requestFor(call: ApiCall, method: string, headers: Record<string, string>) {
  const query = call.match ? `?${new URLSearchParams({ ...call.match.query })}` : '';
  return fetch(`${server.url}${call.path}${query}`, {
    method,
    headers: {
      ...headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
  });
}

/** Every method a call answers: a GET is answered to HEAD as well. */
const methodsOf = (call: ApiCall) => (call.method === 'GET' ? ['GET', 'HEAD'] : [call.method]);

describe('every registered API route', () => {
  it('is a contract call, or one of the few documented others', () => {
    // The live chat WebSocket: not a JSON call; its checks are in chats/live.test.ts.
    const documented = new Set(['GET /api/openapi.json', 'GET /api/docs', 'GET /api/live']);
    const declared = new Set(calls.map((c) => `${c.method} ${c.path}`));
    const apiRoutes = server.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && r.url !== '/api/*',
    );
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of apiRoutes) {
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        const key = `${method} ${route.url}`;
        expect(declared.has(key) || documented.has(key), `${key} is not in the contract`).toBe(true);
      }
    }
    // And every call of the contract has its route.
    for (const call of calls) {
      expect(
        apiRoutes.some((r) => r.url === call.path && r.methods.includes(call.method)),
        call.id,
      ).toBe(true);
    }
  });
});

describe.each(calls.map((call) => [`${call.id} (${call.method} ${call.path})`, call] as const))(
  '%s',
  (_name, call) => {
    it.each(methodsOf(call))(
      `as a visitor (%s): ${call.auth === 'visitor' ? 'allowed past authentication' : '403 authentication_required'}`,
      async (method) => {
        const response = await requestFor(call, method, { 'x-request-type': 'client' });
        if (call.auth === 'visitor') {
          if (method !== 'HEAD') expect(await response.text()).not.toContain('authentication_required');
          expect(response.status).not.toBe(403);
        } else if (method === 'HEAD') {
          expect(response.status).toBe(403);
        } else {
          await expectError(response, 403, 'authentication_required');
        }
      },
    );

    const refusedCrossSite = call.changesState && !call.crossSite;
    it.each(methodsOf(call))(
      `from another site, logged in (%s): ${
        refusedCrossSite
          ? '403 csrf_rejected'
          : call.crossSite
            ? 'allowed (it carries its own proof)'
            : 'allowed (it changes nothing)'
      }`,
      async (method) => {
        const cookie = call.auth === 'operator' || call.auth === 'moderator' ? operator : member;
        const response = await requestFor(call, method, { cookie, 'sec-fetch-site': 'cross-site' });
        const text = await response.text();
        if (refusedCrossSite) {
          expect(response.status).toBe(403);
          if (method !== 'HEAD') expect(text).toContain('csrf_rejected');
        } else {
          expect(text).not.toContain('csrf_rejected');
          expect(response.status).not.toBe(403);
        }
      },
    );
  },
);
