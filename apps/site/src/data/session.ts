import { ApiRequestError, callApi } from './client';
import type { User } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';

/**
 * The logged-in user, or `null` for a visitor. A 401/403 means "logged out"; so does a 404
 * while the server has no user call yet.
 */
export async function fetchSessionUser(
  options: { origin?: string; headers?: Record<string, string> } = {},
): Promise<User | null> {
  try {
    return await callApi(endpoints.getUser, {
      ...options,
      silentAuth: true,
      retries: options.origin ? 1 : undefined,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && [401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}
