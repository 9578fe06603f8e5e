import { BlockList, isIP } from 'node:net';

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

/**
 * Addresses the server must never be made to call: this machine, private networks, link-local
 * (cloud metadata at 169.254.169.254 and fd00:ec2::254), shared, reserved, documentation,
 * multicast, and IPv6 forms that carry an IPv4 address (NAT64, 6to4, Teredo) rather than check it.
 * (An IPv4-mapped IPv6 address, `::ffff:a.b.c.d`, is checked by its IPv4 rules: Node's BlockList
 * matches those forms against IPv4 ranges, and matches IPv4 addresses against a `::ffff:0:0/96`
 * range, which therefore is not listed.)
 */
const notPublic = addressList([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/127',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '2001::/23',
  '2001:db8::/32',
  '2002::/16',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
]);

/** Whether an address is on the public internet (see `notPublic`); false for anything that is not an address. */
export function isPublicAddress(address: string): boolean {
  const plain = plainAddress(address);
  return isIP(plain) !== 0 && !inList(notPublic, plain);
}

/** Whether an address is loopback or private (a production setting must not name one). */
export function isLoopbackOrPrivate(address: string): boolean {
  return isIP(plainAddress(address)) !== 0 && !isPublicAddress(address);
}
