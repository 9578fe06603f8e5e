import { data } from 'react-router';

/** The bodies a browser sends a form as. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * The form a route's action was sent (a form sent before the page's scripts ran). A body that is
 * not one is the sender's mistake, answered with the route's error page and not logged, never a
 * 500: 415 when it says it is something else or nothing (JSON, an empty body), 400 when it says
 * it is a form and cannot be read as one (a multipart body cut short).
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.has(type)) throw data(null, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}
