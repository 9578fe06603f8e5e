import { errorEnvelope, type ErrorCode } from '@amori/contract';
import { expect } from 'vitest';

/** Asserts a 4xx answer carrying the error envelope (and the code, when given). */
export async function expectError(response: Response, status: number, code?: ErrorCode) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const parsed = errorEnvelope.parse(JSON.parse(text));
  if (code) expect(parsed.error.code).toBe(code);
  return parsed.error;
}

export const json = (body: unknown, init: RequestInit = {}): RequestInit => ({
  method: 'POST',
  ...init,
  headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  body: JSON.stringify(body),
});

/** The same request, sent as the member whose session cookie this is. */
export const as = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), cookie },
});
