import { redirect } from 'react-router';
import { safeRedirect, siteEntryCookie } from '@amori/core';
import { readForm } from '../data/form.server';
import type { Route } from './+types/site-entry';

/**
 * The site-entry warning's form, as the browser sends it before the page's scripts run (a slow
 * phone): entering sets the cookie the page sets (`siteEntryCookie`) and goes back to the page it
 * came from, a local path only. Once the scripts run the page answers the form itself and nothing
 * comes here.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = form.get('redirect');
  return redirect(safeRedirect(typeof back === 'string' ? back : null), {
    status: 303,
    headers: { 'set-cookie': siteEntryCookie() },
  });
}

/** Opened as a page (a bookmark, a refresh after the form): nothing to show here, the home page. */
export function loader() {
  return redirect('/', 303);
}
