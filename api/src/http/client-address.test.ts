import { describe, expect, it } from 'vitest';
import { addressGroup, forwardedClientIp } from './client-address.ts';

const PROXY = '10.0.0.2';

describe('forwardedClientIp', () => {
  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    expect(forwardedClientIp(PROXY, '198.51.100.7', 0)).toBe(PROXY);
  });

  it('takes the entry the nearest trusted proxy vouches for, never one the client wrote', () => {
    const header = '1.2.3.4, 203.0.113.5, 10.0.0.1';
    expect(forwardedClientIp(PROXY, header, 1)).toBe('10.0.0.1');
    expect(forwardedClientIp(PROXY, header, 2)).toBe('203.0.113.5');
    expect(forwardedClientIp(PROXY, '2001:db8::1', 1)).toBe('2001:db8::1');
  });

  it('falls back to the socket address for a short chain, no header or an entry that is no IP', () => {
    expect(forwardedClientIp(PROXY, '203.0.113.5', 2)).toBe(PROXY);
    expect(forwardedClientIp(PROXY, undefined, 1)).toBe(PROXY);
    expect(forwardedClientIp(PROXY, '203.0.113.5, not-an-ip', 1)).toBe(PROXY);
  });
});

describe('addressGroup', () => {
  it('keeps an IPv4 address whole and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('groups every IPv6 address of one /64 together, however it is written', () => {
    const group = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:1.2.3.4',
    ]) {
      expect(addressGroup(ip)).toBe(group);
    }
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is not an IP as it is', () => {
    expect(addressGroup('local')).toBe('local');
  });
});
