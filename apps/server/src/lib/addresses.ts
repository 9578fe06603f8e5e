import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, what a dual-stack socket reports) as IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** A list of addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`) to check addresses against. */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`Not an IP address or range: ${entry}`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** Whether an address is in a list (an IPv4 address in IPv6 form is checked as IPv4). */
export function inList(list: BlockList, address: string): boolean {
  const plain = plainAddress(address);
  const type = isIP(plain);
  return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
}

/** IPv6's global unicast space (2000::/3, IANA): ipaddr.js calls unallocated space unicast too. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** The IPv4 address an IPv6 form is made to carry, or undefined when it carries none. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const [a = 0, b = 0, c = 0, , , , g = 0, h = 0] = address.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d (IPv4-translated, SIIT)
      return v4(g, h);
    case 'rfc6052': // 64:ff9b::a.b.c.d (NAT64); the local-use 64:ff9b:1::/48 carries it elsewhere
      return a === 0x64 && b === 0xff9b && c === 0 ? v4(g, h) : undefined;
    case '6to4': // 2002:aabb:ccdd::
      return v4(b, c);
    default:
      // ::a.b.c.d (IPv4-compatible, deprecated); :: and ::1 carry 0.0.0.0 and 0.0.0.1.
      return address.parts.slice(0, 6).every((part) => part === 0) ? v4(g, h) : undefined;
  }
}

/**
 * Whether an address is on the public internet: ipaddr.js's `range()` says `unicast` (not
 * loopback, private, link-local (cloud metadata at 169.254.169.254), shared, reserved,
 * documentation, multicast, Teredo, ...). An IPv6 form that carries an IPv4 address (mapped,
 * compatible, translated, NAT64, 6to4) is judged by that address, and any other IPv6 address must
 * also be in the global unicast space. False for anything ipaddr.js cannot parse.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const carried = embeddedIPv4(v6);
  if (carried) return carried.range() === 'unicast';
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST);
}

/** Whether an address is not a public one (a production setting must not name one); false for a name. */
export function isLoopbackOrPrivate(address: string): boolean {
  return ipaddr.isValid(address) && !isPublicAddress(address);
}
