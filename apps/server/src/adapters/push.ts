import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { serverSettings } from '../db/schema';
import { isPublicAddress } from '../lib/addresses';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID keys of this installation: made on first start and kept in the database. */
export async function ensureVapidKeys(db: Database): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'vapid'));
    return row?.value as VapidKeys | undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const keys = webpush.generateVAPIDKeys();
  // Another process may have made them at the same time: the first one written wins.
  await db.insert(serverSettings).values({ key: 'vapid', value: keys }).onConflictDoNothing();
  return (await read()) ?? keys;
}

/** What the service worker shows (public/sw.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a click goes when the member is logged in, else `openUrl`. */
  checkUrl: string;
  openUrl: string;
  tag?: string;
  /** A picture beside the text (the sender's photo); the service worker's default when absent. */
  icon?: string;
}

/** A stored subscription, as the push service is sent to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The addresses a host name resolves to (DNS by default; tests give their own). */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;
const resolveWithDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true });

export interface PushOptions {
  keys: VapidKeys;
  /** The VAPID subject (a mailto: or https: URL of the site's operator). */
  subject: string;
  /** host:port of push services allowed besides public https ones (a local one for tests). */
  allowedHosts: readonly string[];
  resolveHost?: ResolveHost;
}

/** How long a push service keeps an undelivered message, in seconds. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/** A push endpoint the server must not call. */
export class UnsafeEndpointError extends Error {}

/**
 * Web push with this installation's VAPID keys. The server POSTs to an address a member's
 * browser gave, so every endpoint must be a public https address (no loopback, private,
 * link-local or metadata ranges) unless its host is allowed by configuration. It is checked when
 * a member subscribes (`check`) and again as each message is sent, on the very addresses the
 * connection uses (the request's DNS lookup refuses others), so a name cannot be pointed
 * somewhere else in between.
 */
export class WebPush {
  private readonly allowed: ReadonlySet<string>;
  private readonly resolveHost: ResolveHost;
  private readonly checkedLookup: LookupFunction;

  constructor(private readonly options: PushOptions) {
    this.allowed = new Set(options.allowedHosts.map((h) => h.toLowerCase()));
    this.resolveHost = options.resolveHost ?? resolveWithDns;
    this.checkedLookup = (hostname, lookupOptions, callback) => {
      this.publicAddresses(hostname).then(
        (addresses) => {
          if (lookupOptions.all) callback(null, addresses);
          else callback(null, addresses[0]!.address, addresses[0]!.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, '', 0),
      );
    };
  }

  /** Why an endpoint cannot be used, or null when it can. */
  async check(endpoint: string): Promise<string | null> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return 'Not a URL';
    }
    if (url.username || url.password) return 'A push endpoint has no user or password';
    if (this.allowed.has(url.host.toLowerCase())) return null;
    if (url.protocol !== 'https:') return 'A push endpoint must be an https address';
    try {
      await this.publicAddresses(hostnameOf(url));
      return null;
    } catch (error) {
      return error instanceof UnsafeEndpointError ? error.message : 'The push service cannot be found';
    }
  }

  /** Sends one message; answers the push service's status. Throws UnsafeEndpointError for an endpoint it may not call. */
  async send(target: PushTarget, message: PushMessage): Promise<number> {
    const { keys, subject } = this.options;
    // web-push builds the request: the encrypted body (aes128gcm), VAPID Authorization, TTL.
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        TTL: PUSH_TTL_SECONDS,
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        contentEncoding: 'aes128gcm',
      },
    );
    const url = new URL(details.endpoint);
    const allowed = this.allowed.has(url.host.toLowerCase());
    if (!allowed) {
      if (url.protocol !== 'https:')
        throw new UnsafeEndpointError('A push endpoint must be an https address');
      // A literal address is connected to without a lookup: checked here instead.
      const host = hostnameOf(url);
      if (isIP(host) && !isPublicAddress(host)) throw new UnsafeEndpointError('Not a public address');
    }
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<number>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: details.method,
          headers: details.headers as Record<string, string>,
          timeout: SEND_TIMEOUT_MS,
          ...(allowed ? {} : { lookup: this.checkedLookup }),
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('timeout', () => request.destroy(new Error('push service timed out')));
      request.on('error', reject);
      request.end(details.body ?? undefined);
    });
  }

  /** The addresses of a host, when every one of them is public. */
  private async publicAddresses(hostname: string): Promise<{ address: string; family: number }[]> {
    const addresses = isIP(hostname)
      ? [{ address: hostname, family: isIP(hostname) }]
      : await this.resolveHost(hostname);
    if (addresses.length === 0) throw new Error(`${hostname} has no address`);
    if (addresses.some((a) => !isPublicAddress(a.address))) {
      throw new UnsafeEndpointError('The push endpoint is not on a public address');
    }
    return addresses;
  }
}

/** A URL's host name without the brackets of an IPv6 address. */
const hostnameOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
