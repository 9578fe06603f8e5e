import { redirect, type ActionFunctionArgs } from 'react-router';

/**
 * The action of a page whose form its scripts send (login, complaints). A form sent before they
 * ran (a slow line) arrives as a POST: it is not acted on, and the visitor is sent back to the
 * page, now with its scripts, instead of React Router's "no action" error.
 */
export function reopenPage({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, 303);
}
