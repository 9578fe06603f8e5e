import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Each response's script nonce, by its raw response: helmet's directive functions are given only that.
const nonces = new WeakMap<object, string>();

/** The nonce of this response's Content-Security-Policy, for the page's inline scripts; none without a CSP. */
export function cspNonceOf(reply: FastifyReply): string | undefined {
  return nonces.get(reply.raw);
}

function scriptNonce(_request: unknown, response: ServerResponse): string {
  const nonce = nonces.get(response);
  // Never a policy without its nonce: helmet answers 500 instead.
  if (!nonce) throw new Error('no CSP nonce for this response');
  return `'nonce-${nonce}'`;
}

/**
 * The site's policy. Scripts: the build's files, and React Router's and React's inline scripts by
 * the page's nonce. Styles inline too: React style attributes and root.tsx's font faces (a nonce
 * here would switch 'unsafe-inline' off). Images: data: URLs (Vite inlines small files) and blob:
 * (previews of photos picked for upload, FileDrop). Everything else from this origin, or nothing.
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", scriptNonce],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * Powerful features no page of the site uses, off for it and anything it embeds; geolocation for
 * the site itself only. Helmet does not set this header. Only features Chromium knows: each
 * unknown one is a console warning on every page (bluetooth was).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The build's scripts, styles and fonts: a browser never shows one as a document, so the headers
 * that govern documents (the policy, framing, referrers, features) do nothing there, and a page
 * fetches about twenty of them at its first load. Images keep every header: an SVG opened on its
 * own is a document.
 */
const isBuildSubresource = (url: string) => /^\/assets\/[^/]+\.(js|css|woff2)$/.test(url);

/** What such a file keeps: no sniffing it as another type, and no reading it from another site. */
const SUBRESOURCE_HEADERS_ONLY = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Security headers on every response of `scope` (the site's pages and files), through helmet;
 * the build's scripts, styles and fonts get only those that apply to them.
 * @param options.csp whether to send the Content-Security-Policy, with a nonce per request
 */
export async function registerSiteHeaders(scope: FastifyInstance, options: { csp: boolean }): Promise<void> {
  // Before helmet's own, which reads a route's `helmet` option.
  scope.addHook('onRoute', (route) => {
    if (isBuildSubresource(route.url)) route.helmet = SUBRESOURCE_HEADERS_ONLY;
  });
  // Before helmet's hooks, which read the nonce.
  scope.addHook('onRequest', (request, reply, done) => {
    if (!isBuildSubresource(request.routeOptions.url ?? '')) {
      if (options.csp) nonces.set(reply.raw, randomBytes(16).toString('base64'));
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }
    done();
  });
  await scope.register(fastifyHelmet, {
    contentSecurityPolicy: options.csp ? { useDefaults: false, directives } : false,
    // Set for every answer, the API's too (http/hsts.ts).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
