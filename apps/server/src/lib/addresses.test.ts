import { describe, expect, it } from 'vitest';
import { addressList, inList, isLoopbackOrPrivate, isPublicAddress } from './addresses';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    // Loopback in the IPv4-compatible and IPv4-translated (SIIT) spellings, which a naive check
    // lets through.
    '::127.0.0.1',
    '::7f00:1', // the same, as DNS and the URL parser write it
    '::ffff:0:7f00:1',
    // Other forms that carry a private IPv4 address, judged by that address.
    '::a00:1',
    '::ffff:0:a00:1',
    '::ffff:0:a9fe:a9fe',
    '64:ff9b::a00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:a00:1::',
    '2002:a9fe:a9fe::1',
    // Local-use NAT64, Teredo, site-local, segment routing, documentation.
    '64:ff9b:1::808:808',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'fec0::1',
    '5f00::1',
    '3fff::1',
    // Outside the IPv6 global unicast space (2000::/3), which ipaddr.js calls unicast.
    '4000::1',
    '::ffff:0:0:a9fe:a9fe',
    'fe80::1%eth0',
    'ff02::1',
    '192.0.0.8',
    '198.18.0.1',
    'fd00:ec2::254',
    'not an address',
    '',
  ])('says %s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '::ffff:8.8.8.8',
    // Forms that carry a public IPv4 address are judged by it.
    '::ffff:0:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2606:4700:4700::1111',
    '2a00:1450::1',
  ])('says %s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('tells names from addresses: only an address can be loopback or private', () => {
    expect(isLoopbackOrPrivate('127.0.0.1')).toBe(true);
    expect(isLoopbackOrPrivate('push.example.com')).toBe(false);
  });
});

describe('addressList', () => {
  it('holds addresses and ranges of both families, and refuses what is neither', () => {
    const list = addressList(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(
      ['127.0.0.1', '::ffff:127.0.0.1', '10.9.8.7', '::1', 'fd12::3'].map((a) => inList(list, a)),
    ).toEqual([true, true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '::2', 'not'].map((a) => inList(list, a))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(() => addressList(['localhost'])).toThrow(/Not an IP address/);
  });
});
