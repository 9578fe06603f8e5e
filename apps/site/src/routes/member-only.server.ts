import { redirect } from 'react-router';
import { loginRedirect } from '@amori/core';
import { sessionUserFor } from '../data/server-api.server';

/**
 * A member page's server loader: a visitor is sent to login, then back, by the server itself.
 * The page renders in the browser, but the server already knows who asks (the root loader asked,
 * and this is the same question): without this, the browser asked again, got the 403 the server
 * had seen, and logged it in the console before its own redirect. When the API could not say
 * (it failed), the browser's loader decides, as before.
 */
export async function visitorsToLogin(request: Request): Promise<null> {
  const user = await sessionUserFor(request).catch(() => undefined);
  if (user === null) {
    const url = new URL(request.url);
    throw redirect(loginRedirect(url.pathname + url.search));
  }
  return null;
}
