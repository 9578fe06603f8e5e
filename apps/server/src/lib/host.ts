import type { AddressInfo } from 'node:net';

/** The host of a `host[:port]` (IPv6 in brackets: `[::1]:443`), lower case, without brackets. */
export function hostOf(hostAndPort: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hostAndPort);
  if (bracketed) return bracketed[1]!.toLowerCase();
  return hostAndPort.replace(/:\d+$/, '').toLowerCase();
}

const LOOPBACK = /^(localhost|0\.0\.0\.0|::|::1|127\.\d+\.\d+\.\d+|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The origin of the address a server listens on, as a browser on the same machine reaches it:
 * loopback and the any-address become `localhost` (`http://localhost:3000`, what the start-up
 * banner shows). Not listening: `http://localhost`.
 */
export function listenOrigin(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return 'http://localhost';
  const host = LOOPBACK.test(address.address)
    ? 'localhost'
    : address.address.includes(':')
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
