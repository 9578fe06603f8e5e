import { describe, expect, it } from 'vitest';
import { loginErrorOf } from '../routes/login';
import { ApiRequestError } from './client';

describe('loginErrorOf', () => {
  it('maps the API error codes to the login messages', () => {
    expect(loginErrorOf(new ApiRequestError(401, 'login_failed', 'x'))).toEqual({ kind: 'failed' });
    expect(loginErrorOf(new ApiRequestError(423, 'account_locked', 'x', { minutes: 12 }))).toEqual({
      kind: 'locked',
      minutes: 12,
    });
    expect(loginErrorOf(new ApiRequestError(423, 'account_locked', 'x'))).toEqual({
      kind: 'locked',
      minutes: 15,
    });
    expect(loginErrorOf(new ApiRequestError(400, 'validation_failed', 'x'))).toEqual({ kind: 'failed' });
    expect(
      loginErrorOf(new ApiRequestError(403, 'account_suspended', 'x', { until: '2026-06-14T10:00:00.000Z' })),
    ).toEqual({ kind: 'suspended', until: '2026-06-14T10:00:00.000Z' });
    expect(loginErrorOf(new ApiRequestError(403, 'account_suspended', 'x', { until: null }))).toEqual({
      kind: 'suspended',
      until: null,
    });
    expect(loginErrorOf(new ApiRequestError(429, 'rate_limited', 'x'))).toEqual({ kind: 'generic' });
    expect(loginErrorOf(new ApiRequestError(0, 'network_error', 'x'))).toEqual({ kind: 'generic' });
    expect(loginErrorOf(new Error('boom'))).toEqual({ kind: 'generic' });
  });
});
