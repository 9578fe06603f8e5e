import { createContext } from 'react';

/**
 * The request header by which the server's render worker gives a page its CSP nonce
 * (apps/server/src/plugins/site-messages.ts sets it, and drops one a visitor sent).
 */
export const CSP_NONCE_HEADER = 'x-csp-nonce';

/**
 * The nonce of the page being rendered on the server, for its inline scripts; undefined in the
 * browser, which needs none (a nonce is checked only as the HTML is parsed).
 */
export const CspNonceContext = createContext<string | undefined>(undefined);
