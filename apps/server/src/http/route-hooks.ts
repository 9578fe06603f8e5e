import type { onRequestHookHandler, RouteOptions } from 'fastify';

/** The methods a route answers, as a list. */
export function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/**
 * Puts an onRequest hook first on one route (from an onRoute hook). A hook on the routes that
 * need it costs the others nothing, where an instance-wide hook runs on every request.
 */
export function prependOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  const own = route.onRequest;
  route.onRequest = own ? [hook, ...(Array.isArray(own) ? own : [own])] : [hook];
}
